/**
 * mode: fabric — read the fabric file and the secret values (masked as read), then print the dry
 * run, make the plan (read-only) or apply it, and report. Everything wrong with the file or the
 * environment fails before the first request.
 */
import { FileError } from '../../common/errors.js';
import type { FabricSettings } from '../../inputs/settings.js';
import { ApiError } from '../../service/api-error.js';
import { loadFabricFile, type FabricSpec } from '../../files/fabric-file.js';
import { resolveSecretValues, unsetVariables } from './secret-values.js';
import type { Runner } from '../../github/runner.js';
import { fabricCommentMarker } from '../../github/marked-comment.js';
import { applyFabric, pointAtFabricId, type FabricOutcome, type OutcomeItem } from './apply.js';
import { UNMANAGED_LISTED, driftedNames, planFabric, readService, writesOf } from './plan.js';
import type { FabricPlan } from './plan.js';
import { plannedRequests } from './planned-requests.js';
import {
  driftWarning,
  renderFabricSummary,
  statement,
  planLines,
  planOutput,
  planStatement,
  renderDryRun,
  renderPlan,
  renderPlanFailure,
  requestLines,
} from './summary.js';
import { fitJsonList } from '../../common/budget.js';
import { repositoryPath } from '../../common/paths.js';
import { inline, oneLine } from '../../common/text.js';
import { withClient } from '../service-calls.js';
import { failure, SUCCESS, type Verdict } from '../flow.js';
import { keepPrComment } from '../pr-comment.js';
import { keepHealth } from '../health-issue.js';
import { stepGitHub, type StepGitHub } from '../step-github.js';
import { blobUrlOf } from '../../results/lines.js';
import type { PlanFinding } from './drift-issue.js';

/**
 * Most bytes of the `plan` and `drift` outputs: GitHub keeps at most 1 MB of outputs per job,
 * and a service may hold thousands of secrets the file does not name.
 */
const LIST_OUTPUT_MAX_BYTES = 256 * 1024;

export async function fabricFlow(settings: FabricSettings, runner: Runner): Promise<Verdict> {
  const spec = await loadFabricFile(settings.fabricFile);
  const github = onceGitHub(settings, runner);
  // Sent as written either way; the service decides, but a near miss is worth a look first.
  for (const { line, message } of spec.warnings) {
    runner.warning(`${spec.path}:${line}: ${message}`, {
      title: 'Spelling the action does not know',
      file: spec.path,
      line,
    });
  }
  if (settings.dryRun) {
    // A dry run sends no secret, so a missing variable is only a warning here: pull requests
    // from forks get no secrets, and their dry run should still show the plan.
    readValuesIfAny(spec, runner, (err) =>
      runner.warning(`${err.message} (a dry run goes on; applying would fail here)`, {
        title: 'Missing secret',
        file: err.file,
        line: err.line,
      }),
    );
    await dryRun(spec, settings, runner);
    notKeptHere(settings, runner, 'a dry run sends nothing');
    return SUCCESS;
  }
  if (settings.plan) {
    // A plan sends no secret value either, and a plan job usually lacks the apply's secrets: what
    // is unset is information, not a problem; the values that are set are masked all the same.
    const unset = unsetVariables(spec, process.env);
    if (unset.length > 0) runner.info(planWithoutValues(unset, spec.path));
    readValuesIfAny(spec, runner, (err) => {
      if (unset.length === 0)
        runner.info(`${err.message} (a plan needs no secret value; the apply checks them)`);
    });
    return plan(spec, settings, runner, github);
  }
  // Masked as each is read: from here on no value can reach the log, even inside an error.
  const values = resolveSecretValues(spec, process.env, (value) => runner.secrets.add(value));
  const outcome = await withClient(settings, runner, {}, (client) =>
    applyFabric(client, spec, values, { ...settings, onProgress: (line) => runner.info(line) }),
  );
  // Before the drift warnings: the summary names each drifted connection on its own.
  const warnings = runner.warnings();
  for (const item of outcome.connections.filter((c) => c.result === 'drifted')) {
    runner.warning(driftWarning(item, spec.path), {
      title: 'Connection differs from the fabric file',
      file: spec.path,
      line: item.line,
    });
  }
  if (!outcome.failure) runner.info(statement(outcome));
  await runner.appendSummary(renderFabricSummary(outcome, spec.path, undefined, warnings));
  setFabricOutputs(runner, [...outcome.secrets, ...outcome.connections], outcome);
  await comment(settings, spec, runner, github, {
    attention: outcome.failure !== undefined || outcome.connections.some((c) => c.result === 'drifted'),
    render: (maxBytes) => renderFabricSummary(outcome, spec.path, maxBytes, warnings),
  });
  notKeptHere(settings, runner, 'this step applies the file');
  return outcome.failure ? failure(statement(outcome)) : SUCCESS;
}

/**
 * "Secret values are not needed for a plan; WAREHOUSE_TOKEN is not set here (the apply needs it:
 * infra/fabric.yml line 10)."
 */
function planWithoutValues(unset: ReadonlyArray<{ variable: string; line: number }>, file: string): string {
  const one = unset.length === 1;
  const names = unset.map((u) => u.variable).join(', ');
  const lines = unset.map((u) => u.line).join(', ');
  return `Secret values are not needed for a plan; ${names} ${one ? 'is' : 'are'} not set here (the apply needs ${one ? 'it' : 'them'}: ${file} line${one ? '' : 's'} ${lines}).`;
}

/** Reads (and masks) the values that are set; what is missing or unusable goes to `say`. */
function readValuesIfAny(spec: FabricSpec, runner: Runner, say: (err: FileError) => void): void {
  try {
    resolveSecretValues(spec, process.env, (value) => runner.secrets.add(value));
  } catch (err) {
    if (!(err instanceof FileError)) throw err;
    say(err);
  }
}

async function dryRun(spec: FabricSpec, settings: FabricSettings, runner: Runner): Promise<void> {
  const plan = planFabric(spec, settings.fabricId, undefined, settings);
  const requests = plannedRequests(plan, spec);
  runner.info(`Dry run: nothing is sent. Plan for fabric ${spec.name} from ${settings.fabricFile}:`);
  for (const line of planLines(plan)) runner.info(`  ${line}`);
  runner.startGroup('Requests that would be sent (secret values shown as ***)');
  for (const line of requestLines(requests, settings.baseUrl)) runner.info(line);
  runner.endGroup();
  await runner.appendSummary(renderDryRun(plan, requests, settings.fabricFile, runner.warnings()));
}

/** `plan: true`: the read-only requests (none without fabric-id), then the plan, reported. */
async function plan(
  spec: FabricSpec,
  settings: FabricSettings,
  runner: Runner,
  github: () => Promise<StepGitHub>,
): Promise<Verdict> {
  const { fabricId } = settings;
  let made: FabricPlan;
  try {
    // Without fabric-id there is nothing to read: the client is not even loaded.
    const view =
      fabricId === undefined
        ? undefined
        : await withClient(settings, runner, {}, (client) => readService(client, spec, fabricId));
    made = planFabric(spec, fabricId, view, settings);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const line = `${oneLine(pointAtFabricId(err, fabricId).message)} (fabric ${spec.name}: the plan could not be made; a plan sends no write request, so nothing was changed)`;
    const summary = renderPlanFailure(spec.name, line);
    await runner.appendSummary(summary);
    runner.setOutput('changes', 0);
    await comment(settings, spec, runner, github, { attention: true, render: () => summary });
    await health(settings, spec, runner, github, { fabricName: spec.name, failure: line });
    return failure(line);
  }
  runner.info(planStatement(made));
  for (const line of planLines(made)) runner.info(`  ${line}`);
  runner.startGroup('Requests an apply would send (secret values shown as ***)');
  for (const line of requestLines(plannedRequests(made, spec), settings.baseUrl)) runner.info(line);
  runner.endGroup();
  const warnings = runner.warnings();
  await runner.appendSummary(renderPlan(made, spec.path, undefined, warnings));
  const known = made.steps.filter((s) => s.action !== 'unmanaged');
  setFabricOutputs(runner, known, { fabricId, created: false, plan: made, writes: writesOf(made) });
  await comment(settings, spec, runner, github, {
    attention: driftedNames(made).length > 0,
    render: (maxBytes) => renderPlan(made, spec.path, maxBytes, warnings),
  });
  await health(settings, spec, runner, github, { plan: made });
  return SUCCESS;
}

/** The outputs a plan and an apply share; the plan and drift lists are cut to what an output may hold. */
function setFabricOutputs(
  runner: Runner,
  items: ReadonlyArray<Pick<OutcomeItem, 'resource' | 'name' | 'id'>>,
  { fabricId, created, plan: made, writes }: Pick<FabricOutcome, 'fabricId' | 'created' | 'plan' | 'writes'>,
): void {
  if (fabricId !== undefined) runner.setOutput('fabric-id', fabricId);
  runner.setOutput('created', created);
  for (const resource of ['connection', 'secret'] as const) {
    const ids = items.flatMap((i) => (i.resource === resource && i.id !== undefined ? [[i.name, i.id]] : []));
    runner.setOutput(`${resource}s`, JSON.stringify(Object.fromEntries(ids)));
  }
  runner.setOutput('changes', writes);
  if (!made) return;
  const steps = planOutput(made, LIST_OUTPUT_MAX_BYTES);
  const drift = driftedNames(made);
  const drifted = fitJsonList(drift, LIST_OUTPUT_MAX_BYTES);
  runner.setOutput('plan', steps.json);
  runner.setOutput('drift', drifted.json);
  if (steps.kept < made.steps.length || drifted.kept < drift.length)
    runner.warning(
      `The plan and drift outputs hold the first ${steps.kept} of ${made.steps.length} steps and ${drifted.kept} of ${drift.length} drifted connections: an output may hold ${LIST_OUTPUT_MAX_BYTES} bytes. The log lists every step, but counts the unmanaged secrets past the first ${UNMANAGED_LISTED}.`,
    );
}

/** The one pull-request comment of this fabric file: the plan, or what the apply did. */
async function comment(
  settings: FabricSettings,
  spec: FabricSpec,
  runner: Runner,
  github: () => Promise<StepGitHub>,
  what: { attention: boolean; render: (maxBytes: number) => string },
): Promise<void> {
  if (settings.prComment === 'off') return;
  const { context, api } = await github();
  await keepPrComment(
    {
      setting: settings.prComment,
      githubToken: settings.githubToken,
      attention: what.attention,
      // One comment per file, however the step names it (a relative or an absolute path).
      marker: fabricCommentMarker(repositoryPath(spec.path) ?? spec.path),
      render: what.render,
      settled: `**Fabric ${inline(spec.name)}: no failure and no drift now.**`,
    },
    context,
    api,
    runner,
  );
}

/** The health issue of this fabric file (health-issue): open while a plan finds drift or fails. */
async function health(
  settings: FabricSettings,
  spec: FabricSpec,
  runner: Runner,
  github: () => Promise<StepGitHub>,
  finding: PlanFinding,
): Promise<void> {
  if (!settings.healthIssue) return;
  const [{ renderDriftIssue }, { fabricHealthMarker }] = await Promise.all([
    import('./drift-issue.js'),
    import('../../github/marked-issue.js'),
  ]);
  const { context, api } = await github();
  const now = Date.now();
  const file = repositoryPath(spec.path);
  const { repo, headSha } = context;
  await keepHealth(
    {
      labels: settings.healthLabels,
      // One issue per file, however the step names it, as for the comment.
      marker: fabricHealthMarker(file ?? spec.path),
      title: `Fabric ${spec.name} differs from ${file ?? spec.path}`,
      failing: !('plan' in finding) || driftedNames(finding.plan).length > 0,
      render: (maxBytes) =>
        renderDriftIssue(finding, {
          file: spec.path,
          repositoryFile: file,
          blobUrl: repo && headSha && blobUrlOf(context.serverUrl, repo, headSha),
          runUrl: context.runUrl,
          sha: headSha,
          now,
          maxBytes,
        }),
      passing: `a plan of fabric ${spec.name} finds no drift`,
    },
    context,
    api,
    runner,
    now,
  );
}

/** health-issue watches drift with a plan (plan: true): one notice where the step does something else. */
function notKeptHere(settings: FabricSettings, runner: Runner, why: string): void {
  if (settings.healthIssue)
    runner.notice(
      `health-issue: the issue is kept by a fabric plan (plan: true), which is how drift is watched on a schedule; ${why}, so no issue was opened, edited or closed.`,
    );
}

/** The step's GitHub context and client, read and made when the comment or the issue first needs them. */
function onceGitHub(settings: FabricSettings, runner: Runner): () => Promise<StepGitHub> {
  let made: Promise<StepGitHub> | undefined;
  return () => (made ??= stepGitHub(settings.githubToken, runner));
}
