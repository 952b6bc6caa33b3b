// POST /api/orchestration/tests/run; the steps live in test-run/.
import { type Reply, badRequest, notFound } from '../http.js';
import type { Store } from '../store.js';
import { writeAnswer } from '../test-run/answer.js';
import { decide } from '../test-run/decide.js';
import { parseTestRunRequest } from '../test-run/request.js';
import { selectTests } from '../test-run/select.js';

export function runTests(store: Store, body: unknown): Reply {
  const { fabricId, projectId, branch, version, scope } = parseTestRunRequest(body);
  const fabric = store.fabric(String(fabricId));
  const project = store.state.projects.find((p) => p.id === projectId);
  if (!project) throw notFound(`Project ${projectId} not found`);
  if (!project.publishedTo.includes(fabric.id))
    throw badRequest(`Project ${projectId} is not published to fabric ${fabric.id}`);
  if (branch !== undefined && !project.branches.includes(branch))
    throw badRequest(`Branch ${branch} not found in project ${projectId}`);
  if (version !== undefined && !project.versions.includes(version))
    throw badRequest(`Version ${version} not found in project ${projectId}`);

  const run = {
    project,
    fabricId: fabric.id,
    branch: branch ?? project.defaultBranch,
    version: version ?? project.versions.at(-1) ?? '',
  };
  const { tests, generated } = selectTests(project, scope, run.branch);
  const raw = writeAnswer(run, decide(store, tests, run), generated);
  return { status: 200, raw, contentType: 'application/json; charset=utf-8' };
}
