/**
 * mode: test — plan the test-run calls, run them, publish the results. Every file and input is
 * checked before the first request; a dry run stops after printing the requests, without loading
 * the HTTP client.
 */
import type { TestSettings } from '../inputs.js';
import { ENDPOINTS } from '../api/endpoints.js';
import { buildTestPlan, emptyRun, executeTestPlan } from '../modes/test.js';
import { formatShard } from '../modes/shard.js';
import type { CallOutcome, PlannedCall, TestRun } from '../modes/test-types.js';
import type { Runner } from '../github/runner.js';
import { workspaceDir } from '../paths.js';
import { plural } from '../text.js';
import { openClient } from './client.js';
import { SUCCESS, type Verdict } from './flow.js';
import { checkJUnitTarget, loadSources, publishResults } from './publish-results.js';

export async function testFlow(settings: TestSettings, runner: Runner): Promise<Verdict> {
  const calls = await buildTestPlan(settings);
  const workspace = workspaceDir();
  const sources = await loadSources(settings, workspace, runner);
  await checkJUnitTarget(settings, workspace);

  runner.info(describePlan(calls, settings));
  if (settings.dryRun) {
    printDryRun(calls, settings, runner);
    return SUCCESS;
  }
  const run = await execute(calls, settings, runner);
  return publishResults(run, settings, runner, { runs: [run], sources, workspace });
}

function describePlan(calls: readonly PlannedCall[], settings: TestSettings): string {
  const shard = settings.shard ? `, shard ${formatShard(settings.shard)}` : '';
  return `${calls.length} test-run ${plural(calls.length, 'call')} for project ${settings.projectId} on fabric ${settings.fabricId}${shard}, concurrency ${settings.concurrency}`;
}

/** Each request as it would be sent (the token is a header, shown as ***). */
function printDryRun(calls: readonly PlannedCall[], settings: TestSettings, runner: Runner): void {
  runner.info('Dry run: nothing is sent.');
  calls.forEach((call, i) => {
    runner.info(
      `[${i + 1}/${calls.length}] ${call.label}: POST ${settings.baseUrl}${ENDPOINTS.runTests.path()}`,
    );
    runner.info(JSON.stringify(call.request, null, 2));
  });
  if (calls.length === 0) runner.info('This shard was dealt no tests: it runs no call.');
}

function meta(
  settings: TestSettings,
): Pick<TestRun, 'projectId' | 'fabricId' | 'branch' | 'version' | 'shard'> {
  return {
    projectId: settings.projectId,
    fabricId: settings.fabricId,
    ...(settings.branch !== undefined && { branch: settings.branch }),
    ...(settings.version !== undefined && { version: settings.version }),
    ...(settings.shard && { shard: formatShard(settings.shard) }),
  };
}

async function execute(calls: PlannedCall[], settings: TestSettings, runner: Runner): Promise<TestRun> {
  if (calls.length === 0) {
    runner.info('This shard was dealt no tests: it runs no call.');
    return emptyRun(meta(settings));
  }
  const client = await openClient(settings, runner, { maxConnections: settings.concurrency });
  let done = 0;
  try {
    return await executeTestPlan(calls, client, {
      concurrency: settings.concurrency,
      meta: meta(settings),
      onCallDone: (outcome) => runner.info(progressLine(outcome, ++done, calls.length)),
    });
  } finally {
    await client.close();
  }
}

/**
 * e.g. `[2/3] model fct_revenue: 4 tests, 1 failed (0.8 s)`. A call that failed as a request says
 * so in a few words: its error is the step's failure line, or an annotation of its own.
 */
function progressLine(outcome: CallOutcome, done: number, total: number): string {
  const head = `[${done}/${total}] ${outcome.call.label}`;
  const time = `${(outcome.durationMs / 1000).toFixed(1)} s`;
  if (!outcome.ok) return `${head}: the request failed (${time}); its error is below`;
  let failed = 0;
  let errored = 0;
  for (const r of outcome.results) {
    if (r.status === 'FAILED') failed++;
    else if (r.status === 'ERROR') errored++;
  }
  const n = outcome.results.length;
  const parts = [`${n} ${plural(n, 'test')}`];
  if (failed) parts.push(`${failed} failed`);
  if (errored) parts.push(`${errored} ${plural(errored, 'error')}`);
  if (!failed && !errored) parts.push('all passed');
  return `${head}: ${parts.join(', ')} (${time})`;
}
