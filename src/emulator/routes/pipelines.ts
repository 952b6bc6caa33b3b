// Pipeline runs: trigger and status, both answered at the top level, not in `data`. A pipeline
// runs only on a fabric its project is deployed to: by a deploy, or under the fixture's publishedTo.
// How a run goes is fixed when it starts; where it stands follows the emulator's scaled time
// (EmulatorTime), so that tests need not wait out a run of ten minutes.
import { type Reply, badRequest, notFound } from '../http.js';
import {
  allowOnly,
  expectObject,
  optionalString,
  ownEntry,
  requiredInt64,
  requiredString,
  stringMap,
} from '../validate.js';
import type { PipelineRunScript } from '../fixture-schema.js';
import type { RunRecord } from '../state.js';
import type { EmulatorTime, Store } from '../store.js';

export function triggerPipeline(store: Store, body: unknown): Reply {
  const req = expectObject(body, 'request body');
  allowOnly(req, ['fabricId', 'pipelineName', 'projectId', 'parameters', 'branch', 'version', 'processName']);
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
  const deployed = store.state.deployments.findLast(
    (d) => d.projectId === project.id && d.fabricId === fabric.id,
  );
  const runVersion = version ?? deployed?.version ?? project.versions.at(-1)!;
  // Opaque base64 with `=` and `-`, as the service's: a client that does not encode the path is caught.
  const runId = `r-${Buffer.from(store.nextId('run')).toString('base64')}`;
  store.mutate((state) =>
    state.runs.push({
      runId,
      pipelineName,
      projectId: project.id,
      fabricId: fabric.id,
      version: runVersion,
      branch: branch ?? project.defaultBranch,
      parameters,
      ...(processName !== undefined ? { processName } : {}),
      createdAt: store.time.now(),
      ...runPlan(pipeline.run, pipelineName, runVersion),
    }),
  );
  return { status: 200, body: { success: true, runId } };
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
    // Ids in answers are numeric strings ("10740"), though the trigger takes an integer.
    fabricId: run.fabricId,
    runStatus: at.status,
  };
  if (at.ended && run.errorMessage !== undefined) body.errorMessage = run.errorMessage;
  return { status: 200, body };
}

/** Seconds RUNNING when the fixture does not say. */
const DEFAULT_RUN_SECONDS = 60;

function runPlan(script: PipelineRunScript, pipelineName: string, version: string) {
  const run = { ...script, ...ownEntry(script.byVersion, version) };
  const outcome = run.outcome ?? 'SUCCEEDED';
  // The service gives an errorMessage with ERROR; a script that names none still gets one.
  const errorMessage =
    run.errorMessage ?? (outcome === 'ERROR' ? `Pipeline ${pipelineName} failed` : undefined);
  const phases = [...(run.before ?? []), { status: 'RUNNING', seconds: run.seconds ?? DEFAULT_RUN_SECONDS }];
  return { phases, outcome, ...(errorMessage !== undefined ? { errorMessage } : {}) };
}

/** `since`: emulated ms since the epoch. */
function positionAt(run: RunRecord, time: EmulatorTime) {
  const age = Math.max(0, time.now() - run.createdAt) * time.scale;
  let start = 0;
  for (const phase of run.phases) {
    const end = start + phase.seconds * 1000;
    if (age < end) return { status: phase.status, since: run.createdAt + start, ended: false };
    start = end;
  }
  return { status: run.outcome, since: run.createdAt + start, ended: true };
}

/** `2025-06-17T18:01:49.275000`: microseconds and no zone, as the service writes them. */
function serviceTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}000`;
}
