/**
 * mode: test — plan the calls, run them, publish the results. Every file and input is checked
 * before the first request; a dry run prints the requests without loading the HTTP client.
 */
import type { TestSettings } from '../../inputs/settings.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import { executeTestPlan, type CallProgress, type ExecutedPlan } from './execute.js';
import { buildTestPlan } from './plan.js';
import { describeReference, referenceCalls, type Comparison } from '../../results/baseline.js';
import type { RerunDone } from './rerun.js';
import type { SourcesIndex } from '../../files/sources.js';
import { formatShard } from '../../results/shard.js';
import type { CallOutcome, PlannedCall } from '../../results/model.js';
import { countResults } from '../../results/counts.js';
import { finishRun } from '../../results/finish.js';
import type { Runner } from '../../github/runner.js';
import { workspaceDir } from '../../common/paths.js';
import { formatSeconds, plural } from '../../common/text.js';
import { commonFields, withClient } from '../service-calls.js';
import { SUCCESS, type Verdict } from '../flow.js';
import { checkWriters } from '../publish/writers.js';
import { loadSources } from '../sources-file.js';
import { entriesAddedByPullRequest, loadQuarantine } from '../quarantine-file.js';
import { loadHistory, planHistory } from '../history-file.js';
import { stepGitHub } from '../step-github.js';

export async function testFlow(settings: TestSettings, runner: Runner): Promise<Verdict> {
  const calls = await buildTestPlan(settings);
  const workspace = workspaceDir();
  const sources = await loadSources(settings, workspace, runner);
  const quarantine = await loadQuarantine(settings, runner);
  const history = await loadHistory(settings, settings, workspace, runner);
  await checkWriters(settings, workspace);
  // Loaded only when used: the first request waits for neither this nor the reporting code.
  const earlier =
    settings.baselineResults.length > 0 ? await import('../../results/baseline-results.js') : undefined;
  const baselineResults = await earlier?.readBaselineResults(settings.baselineResults, workspace);

  runner.info(describePlan(calls, settings));
  if (baselineResults) runner.info(describeBaselineResults(baselineResults));
  if (calls.length === 0) runner.info('This shard was dealt no tests: it runs no call.');
  if (settings.dryRun) {
    printDryRun(calls, settings, runner);
    return SUCCESS;
  }
  const github = await stepGitHub(settings.githubToken, runner);
  // Read while the tests run: the base branch's quarantine file, on a pull request.
  const added =
    quarantine && entriesAddedByPullRequest(quarantine.file, github, settings.githubToken, workspace, runner);
  const historyPlan = history && planHistory(history, settings, github.context, runner);
  const executed = await execute(calls, settings, runner, sources);
  const run = finishRun(executed.run, {
    ...executed.steps,
    ...(baselineResults && { comparison: baselineResults }),
    ...(historyPlan && { history: historyPlan.step }),
    ...(quarantine && { quarantine: { ...quarantine, added: await added } }),
  });
  const { publishRun } = await import('../publish/publish.js');
  return publishRun(run, settings, runner, {
    runs: [run],
    sources,
    workspace,
    github,
    ...(historyPlan && { history: historyPlan }),
  });
}

function describePlan(calls: readonly PlannedCall[], settings: TestSettings): string {
  const shard = settings.shard ? `, shard ${formatShard(settings.shard)}` : '';
  const parts = [
    `${calls.length} test-run ${plural(calls.length, 'call')} for project ${settings.projectId} on fabric ${settings.fabricId}${shard}, concurrency ${settings.concurrency}`,
  ];
  if (settings.baseline && calls.length > 0)
    parts.push(
      `the same ${plural(calls.length, 'call')} on ${describeReference(settings.baseline)} as the baseline`,
    );
  if (settings.rerun.size > 0)
    parts.push(
      `${[...settings.rerun].join(' and ')} tests re-run up to ${settings.rerunAttempts} ${plural(settings.rerunAttempts, 'time')}`,
    );
  return parts.join('; ');
}

function describeBaselineResults(baseline: Comparison): string {
  if (baseline.unavailable !== undefined) return `Baseline: ${baseline.unavailable}`;
  const { files = [] } = baseline.source;
  const n = files.length;
  return `Baseline: ${n} results ${plural(n, 'file')} of an earlier run (${files.slice(0, 3).join(', ')}${n > 3 ? ', …' : ''})`;
}

function printDryRun(calls: readonly PlannedCall[], settings: TestSettings, runner: Runner): void {
  runner.info('Dry run: nothing is sent.');
  const all = settings.baseline ? [...calls, ...referenceCalls(calls, settings.baseline)] : calls;
  all.forEach((call, i) => {
    runner.info(
      `[${i + 1}/${all.length}] ${call.label}: POST ${settings.baseUrl}${ENDPOINTS.runTests.path()}`,
    );
    runner.info(JSON.stringify(call.request, null, 2));
  });
  if (settings.rerun.size > 0)
    runner.info(
      `Then the tests that end with ${[...settings.rerun].join(' or ')} are sent again, naming only them (rerun).`,
    );
}

async function execute(
  calls: PlannedCall[],
  settings: TestSettings,
  runner: Runner,
  sources: SourcesIndex | undefined,
): Promise<ExecutedPlan> {
  const meta = { ...commonFields(settings), ...(settings.shard && { shard: formatShard(settings.shard) }) };
  if (calls.length === 0) {
    const now = new Date().toISOString();
    return { run: { ...meta, calls: [], startedAt: now, finishedAt: now }, steps: {} };
  }
  const executed = await withClient(settings, runner, { maxConnections: settings.concurrency }, (client) =>
    executeTestPlan(calls, client, {
      concurrency: settings.concurrency,
      meta,
      reference: settings.baseline,
      ...(settings.rerun.size > 0 && {
        rerun: {
          statuses: settings.rerun,
          maxAttempts: settings.rerunAttempts,
          sources,
          onDone: (done) => runner.info(rerunLine(done)),
        },
      }),
      onCallDone: (outcome, progress) => runner.info(progressLine(outcome, progress)),
    }),
  );
  for (const note of executed.run.reruns?.notes ?? []) runner.info(`Re-runs: ${note}.`);
  return executed;
}

/**
 * e.g. `[2/3] model fct_revenue: 4 tests, 1 failed (0.812 s)`. A call that failed as a request says
 * so in a few words: its error is the step's failure line, or an annotation of its own.
 */
function progressLine(outcome: CallOutcome, { done, total, reference }: CallProgress): string {
  const head = `[${done}/${total}] ${outcome.call.label}`;
  if (reference && !outcome.ok) return `${head}: the request failed, so there is no comparison (below)`;
  const time = formatSeconds(outcome.durationMs / 1000);
  if (!outcome.ok) return `${head}: the request failed (${time}); its error is below`;
  const { total: n, succeeded, failed, errored } = countResults([outcome]);
  const other = n - succeeded - failed - errored;
  const parts = [`${n} ${plural(n, 'test')}`];
  if (failed) parts.push(`${failed} failed`);
  if (errored) parts.push(`${errored} ${plural(errored, 'error')}`);
  // A status the action does not know is neither a pass nor a failure: say so, not "all passed".
  if (other) parts.push(`${other} with another status`);
  if (!failed && !errored && !other) parts.push('all passed');
  return `${head}: ${parts.join(', ')} (${time})`;
}

/** e.g. `[re-run 1] model fct_revenue: 2 tests re-run, 1 passed this time (0.412 s)`. */
function rerunLine(done: RerunDone): string {
  const head = `[re-run ${done.round}] ${done.label}`;
  const time = formatSeconds(done.durationMs / 1000);
  if (done.error !== undefined) return `${head}: the request failed (${time}); the earlier statuses stand`;
  const other = done.other > 0 ? `, ${done.other} with another status` : '';
  return `${head}: ${done.tests} ${plural(done.tests, 'test')} re-run, ${done.passed} passed this time${other} (${time})`;
}
