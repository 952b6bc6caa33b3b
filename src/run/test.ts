/**
 * mode: test — plan the test-run calls, run them, report. Every file and input is checked before
 * the first request; a dry run stops after printing the requests, without loading the HTTP client.
 */
import type { Settings, TestSettings } from '../inputs.js';
import { buildTestPlan, executeTestPlan } from '../modes/test.js';
import type { CallOutcome, PlannedCall, TestRun } from '../modes/test-types.js';
import { OPERATIONS } from '../api/types.js';
import { info, setOutput } from '../github/runner.js';
import { checkJUnitTarget, loadSources, reportTestRun, workspaceDir } from './test-report.js';

export async function runTestFlow(settings: Settings): Promise<void> {
  if (settings.mode !== 'test') throw new Error(`runTestFlow called for mode ${settings.mode}`);
  const calls = await buildTestPlan(settings);
  const workspace = workspaceDir();
  const sources = await loadSources(settings, workspace);
  await checkJUnitTarget(settings, workspace);

  info(describePlan(calls, settings));
  if (settings.dryRun) {
    printDryRun(calls, settings);
    setOutput('conclusion', 'success');
    return;
  }
  const run = await execute(calls, settings);
  await reportTestRun(run, settings, { runs: [run], sources, workspace });
}

function describePlan(calls: readonly PlannedCall[], settings: TestSettings): string {
  const shard = settings.shard ? `, shard ${settings.shard.index}/${settings.shard.count}` : '';
  const count = calls.length === 1 ? '1 test-run call' : `${calls.length} test-run calls`;
  return `${count} for project ${settings.projectId} on fabric ${settings.fabricId}${shard}, concurrency ${settings.concurrency}`;
}

/** Each request as it would be sent; info() redacts registered secrets (the token is a header anyway). */
function printDryRun(calls: readonly PlannedCall[], settings: TestSettings): void {
  info('Dry run: nothing is sent.');
  calls.forEach((call, i) => {
    info(`[${i + 1}/${calls.length}] ${call.label}: POST ${settings.baseUrl}/api/orchestration/tests/run`);
    info(JSON.stringify(call.request, null, 2));
  });
  if (calls.length === 0) info('This shard was dealt no tests: it runs no call.');
}

async function execute(calls: PlannedCall[], settings: TestSettings): Promise<TestRun> {
  const meta = {
    projectId: settings.projectId,
    fabricId: settings.fabricId,
    ...(settings.branch !== undefined && { branch: settings.branch }),
    ...(settings.version !== undefined && { version: settings.version }),
    ...(settings.shard && { shard: `${settings.shard.index}/${settings.shard.count}` }),
  };
  if (calls.length === 0) {
    info('This shard was dealt no tests: it runs no call.');
    const now = new Date().toISOString();
    const counts = { total: 0, succeeded: 0, failed: 0, errored: 0, skipped: 0, warnings: 0 };
    return { ...meta, calls: [], counts, startedAt: now, finishedAt: now };
  }
  const { createClient, clientOptionsFromSettings } = await import('../api/client.js');
  const client = createClient({
    ...clientOptionsFromSettings(settings),
    maxConnections: settings.concurrency,
    onRetry: ({ operation, attempt, delayMs, reason }) =>
      info(
        `${operation}: ${reason}; retry ${attempt} of ${settings.retries} in ${(delayMs / 1000).toFixed(1)} s`,
      ),
  });
  let done = 0;
  try {
    return await executeTestPlan(calls, client, {
      concurrency: settings.concurrency,
      meta,
      onCallDone: (outcome) => info(progressLine(outcome, ++done, calls.length)),
    });
  } finally {
    await client.close();
  }
}

/** e.g. `[2/3] model fct_revenue: 4 tests, 1 failed (0.8 s)`. */
function progressLine(outcome: CallOutcome, done: number, total: number): string {
  const head = `[${done}/${total}] ${outcome.call.label}`;
  const time = `${(outcome.durationMs / 1000).toFixed(1)} s`;
  if (!outcome.ok)
    return `${head}: ${outcome.error.startsWith(OPERATIONS.runTests) ? '' : 'request failed: '}${outcome.error} (${time})`;
  let failed = 0;
  let errored = 0;
  for (const r of outcome.results) {
    if (r.status === 'FAILED') failed++;
    else if (r.status === 'ERROR') errored++;
  }
  const n = outcome.results.length;
  const parts = [`${n} ${n === 1 ? 'test' : 'tests'}`];
  if (failed) parts.push(`${failed} failed`);
  if (errored) parts.push(`${errored} ${errored === 1 ? 'error' : 'errors'}`);
  if (!failed && !errored) parts.push('all passed');
  return `${head}: ${parts.join(', ')} (${time})`;
}
