// Pipeline runs: trigger and status, both answered at the top level, not in `data`. A pipeline
// runs only on a fabric its project is deployed to: by a deploy, or under the fixture's publishedTo.
import { type Reply, badRequest, notFound } from '../http.js';
import { positionAt, runPlan, serviceTimestamp } from '../runs.js';
import type { RunRecord } from '../state.js';
import type { Store } from '../store.js';
import {
  allowOnly,
  expectObject,
  optionalString,
  requiredInt64,
  requiredString,
  stringMap,
} from '../validate.js';

export function triggerPipeline(store: Store, body: unknown): Reply {
  const req = expectObject(body, 'request body');
  allowOnly(
    req,
    ['fabricId', 'pipelineName', 'projectId', 'parameters', 'branch', 'version', 'processName'],
    '',
  );
  const fabricId = requiredInt64(req, 'fabricId');
  const pipelineName = requiredString(req, 'pipelineName');
  const projectId = requiredString(req, 'projectId');
  const parameters = req.parameters === undefined ? {} : stringMap(req.parameters, 'parameters');
  const branch = optionalString(req, 'branch');
  const version = optionalString(req, 'version');
  const processName = optionalString(req, 'processName');

  // The service's own wording, backticks and all.
  const fabric = store.state.fabrics.find((f) => f.id === String(fabricId));
  if (!fabric) throw badRequest(`Fabric with uid \`${fabricId}\` not found`);
  const project = store.state.projects.find((p) => p.id === projectId);
  if (!project) throw badRequest(`Project with uid \`${projectId}\` not found`);
  const pipeline = project.pipelines.find((p) => p.name === pipelineName);
  if (!pipeline) throw badRequest(`Pipeline ${pipelineName} not found in project ${projectId}`);
  if (!project.publishedTo.includes(fabric.id))
    throw badRequest(`Pipeline ${pipelineName} is not deployed to fabric ${fabric.name} (uid ${fabric.id})`);
  if (version !== undefined && !project.versions.includes(version))
    throw badRequest(`Version ${version} of project ${projectId} not found`);
  if (branch !== undefined && !project.branches.includes(branch))
    throw badRequest(`Branch ${branch} of project ${projectId} not found`);

  // Without a version, the run takes the one last deployed to the fabric, else the latest.
  const deployed = store.state.deployments.filter(
    (d) => d.projectId === project.id && d.fabricId === fabric.id,
  );
  const runVersion = version ?? deployed.at(-1)?.version ?? project.versions.at(-1)!;
  const run = store.mutate((state): RunRecord => {
    const record: RunRecord = {
      runId: runIdOf(store.nextId('run')),
      pipelineName,
      projectId: project.id,
      fabricId: fabric.id,
      version: runVersion,
      branch: branch ?? project.defaultBranch,
      parameters,
      ...(processName !== undefined ? { processName } : {}),
      createdAt: store.time.now(),
      ...runPlan(pipeline.run, pipelineName, runVersion),
    };
    state.runs.push(record);
    return record;
  });
  return { status: 200, body: { success: true, runId: run.runId } };
}

export function pipelineStatus(store: Store, _body: unknown, { runId }: { runId: string }): Reply {
  const run = store.state.runs.find((r) => r.runId === runId);
  if (!run) throw notFound(`Pipeline run ${runId} not found`);
  const at = positionAt(run, store.time);
  const body: Record<string, unknown> = {
    success: true,
    runId: run.runId,
    createdAt: serviceTimestamp(run.createdAt),
    updatedAt: serviceTimestamp(at.since),
    projectId: run.projectId,
    pipelineName: run.pipelineName,
    fabricId: Number(run.fabricId),
    runStatus: at.status,
  };
  if (at.ended && run.errorMessage !== undefined) body.errorMessage = run.errorMessage;
  return { status: 200, body };
}

/** Opaque base64 with `=` and `-`, as the service's: a client that does not encode the path is caught. */
function runIdOf(n: string): string {
  return `r-${Buffer.from(n).toString('base64')}`;
}
