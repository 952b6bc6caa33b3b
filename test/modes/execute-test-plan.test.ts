// executeTestPlan with the real client against the emulator: results, counts, concurrency,
// plan order, and a failing call that does not lose the others' results.
import { describe, expect, test } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrchestrationClient, RunTestsRequest, TestResult } from '../../src/service/types.js';
import { type TestSettings, readSettings } from '../../src/inputs/settings.js';
import { runTestPlan } from '../helpers/run-plan.js';
import { buildTestPlan } from '../../src/modes/data-tests/plan.js';
import type { CallOutcome, PlannedCall, SucceededCall } from '../../src/results/model.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { useEmulatorClient } from '../helpers/emulator-client.js';

const RETAIL = 'examples/emulator/retail.yml';
const LARGE = 'examples/emulator/large.yml';
const TESTS_RUN = '/api/orchestration/tests/run';
const META = { projectId: 'retail-analytics', fabricId: 10740 };

const setUp = useEmulatorClient(RETAIL, 1);

function settings(inputs: Record<string, string>): TestSettings {
  const all: Record<string, string> = {
    mode: 'test',
    'base-url': 'http://127.0.0.1:9', // building a plan sends nothing
    token: 'demo-token',
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    ...inputs,
  };
  const parsed = readSettings((name) => all[name] ?? '');
  if (parsed.mode !== 'test') throw new Error('expected test settings');
  return parsed;
}

/** The part of a result that the fixture decides (index and time are the emulator's). */
const brief = (r: TestResult): string =>
  [r.status, r.table || '-', r.columnName || '-', r.name, r.cause].filter((s) => s !== '').join(' ');

function succeeded(outcome: CallOutcome | undefined): SucceededCall {
  if (!outcome?.ok) throw new Error(`expected a succeeded call, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('executeTestPlan against the emulator', () => {
  test('the retail plan gives the fixture results and exact counts, in plan order', async () => {
    const { emu, api } = await setUp();
    const calls = await buildTestPlan(settings({ 'tests-file': 'examples/retail/tests.yml' }));
    const done: string[] = [];
    const before = new Date().toISOString();
    const run = await runTestPlan(calls, api, {
      concurrency: 4,
      meta: META,
      onCallDone: (o) => done.push(o.call.id),
    });

    expect(run.calls.map((c) => c.call)).toEqual(calls);
    expect(done.sort()).toEqual(['model:fct_revenue', 'model:stg_orders', 'tests']);
    const [tests, stg, fct] = run.calls.map(succeeded);
    expect(tests!.results.map(brief)).toEqual([
      'SUCCEEDED customers email not_null',
      'FAILED customers email unique Got 3 results, configured to fail if != 0',
      'SUCCEEDED customers customer_id not_null',
      'SUCCEEDED orders order_id unique',
      'SUCCEEDED orders order_id not_null',
      'SUCCEEDED orders amount not_null',
      'SUCCEEDED orders - row_count_positive',
      'SUCCEEDED - - revenue_reconciles',
      'ERROR - - orders_have_customers Database Error in test orders_have_customers: [TABLE_OR_VIEW_NOT_FOUND] The table or view `retail_dev`.`analytics`.`dim_customers` cannot be found.',
    ]);
    // The service counts the ERROR as failed; our counts keep them apart.
    expect(tests!.summary).toEqual({ failed: 2, skip: 0, succeeded: 7, total: 9, warning: 0 });
    expect(stg!.results.map(brief)).toEqual([
      'SUCCEEDED stg_orders - not_null_order_id',
      'SUCCEEDED stg_orders - unique_order_id',
      'SUCCEEDED stg_orders - accepted_values_status',
    ]);
    expect(fct!.results.map(brief)).toEqual([
      'SUCCEEDED fct_revenue - revenue_not_negative',
      'FAILED fct_revenue - revenue_matches_orders Got 12 results, configured to fail if != 0',
    ]);
    expect(tests!.runnerStdout).toContain('Done. PASS=7 WARN=0 ERROR=2 SKIP=0 TOTAL=9');
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 14, succeeded: 11, failed: 2, errored: 1, skipped: 0, warnings: 0 }),
    );

    expect(run).toMatchObject({ projectId: 'retail-analytics', fabricId: 10740 });
    expect(Object.keys(run)).toEqual(['projectId', 'fabricId', 'startedAt', 'finishedAt', 'counts', 'calls']);
    expect(run.startedAt >= before).toBe(true);
    expect(run.finishedAt >= run.startedAt).toBe(true);
    expect(new Date(run.finishedAt).toISOString()).toBe(run.finishedAt);
    for (const c of run.calls) expect(Number.isInteger(c.durationMs) && c.durationMs >= 0).toBe(true);

    // What went over the wire is exactly the plan's requests.
    const sent = emu.requests.map((r) => r.body as RunTestsRequest);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => JSON.stringify(b)))).toEqual(
      new Set(calls.map((c) => JSON.stringify(c.request))),
    );
  });

  test('branch, version and shard reach the run; version 1.0.0 has no duplicate emails yet', async () => {
    const { emu, api } = await setUp();
    const calls = await buildTestPlan(
      settings({ 'tests-file': 'examples/retail/tests.yml', version: '1.0.0', branch: 'dev', shard: '1/2' }),
    );
    const meta = { ...META, branch: 'dev', version: '1.0.0', shard: '1/2' };
    const run = await runTestPlan(calls, api, { concurrency: 2, meta });
    // shard 1/2 of [customers, orders, project, stg_orders, fct_revenue]: customers, project, fct_revenue
    expect(run.calls.map((c) => c.call.id)).toEqual(['tests', 'model:fct_revenue']);
    expect(succeeded(run.calls[0]).results.map(brief)).toEqual([
      'SUCCEEDED customers email not_null',
      'SUCCEEDED customers email unique',
      'SUCCEEDED customers customer_id not_null',
      'SUCCEEDED - - revenue_reconciles',
      'ERROR - - orders_have_customers Database Error in test orders_have_customers: [TABLE_OR_VIEW_NOT_FOUND] The table or view `retail_dev`.`analytics`.`dim_customers` cannot be found.',
    ]);
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 7, succeeded: 5, failed: 1, errored: 1, skipped: 0, warnings: 0 }),
    );
    expect(run).toMatchObject(meta);
    expect(emu.requests.every((r) => (r.body as RunTestsRequest).version === '1.0.0')).toBe(true);
  });

  test('the default call (no plan) runs what the service runs by default', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan(await buildTestPlan(settings({})), api, { concurrency: 4, meta: META });
    expect(emu.requests.map((r) => r.body)).toEqual([{ fabricId: 10740, projectId: 'retail-analytics' }]);
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 9, succeeded: 7, failed: 1, errored: 1, skipped: 0, warnings: 0 }),
    );
  });

  test('a shard with no units runs nothing and reports zero', async () => {
    const { emu, api } = await setUp();
    const calls = await buildTestPlan(settings({ models: 'stg_orders', shard: '2/2' }));
    const run = await runTestPlan(calls, api, { concurrency: 4, meta: { ...META, shard: '2/2' } });
    expect(run.calls).toEqual([]);
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 0, succeeded: 0, failed: 0, errored: 0, skipped: 0, warnings: 0 }),
    );
    expect(emu.requests).toEqual([]);
  });

  test('100,000 results in one response', async () => {
    const { api } = await setUp({ fixture: LARGE });
    const call: PlannedCall = {
      id: 'model:big_model',
      label: 'model big_model',
      request: { fabricId: 10740, projectId: 'warehouse', modelName: 'big_model', tests: [{}] },
    };
    const run = await runTestPlan([call], api, {
      concurrency: 1,
      meta: { projectId: 'warehouse', fabricId: 10740 },
    });
    const big = succeeded(run.calls[0]);
    expect(big.results).toHaveLength(100_000);
    expect(big.results[99_999]!.name).toBe('big_model_test_100000');
    // every 1000th errors (100), every other 50th fails (2000 - 100)
    expect(run.counts).toEqual(
      countsWithoutBaseline({
        total: 100_000,
        succeeded: 98_000,
        failed: 1_900,
        errored: 100,
        skipped: 0,
        warnings: 0,
      }),
    );
    expect(big.summary.failed).toBe(2_000);
  });
});

describe('executeTestPlan: concurrency and failures', () => {
  /** n calls of the same model, so that every one succeeds and takes the emulator's delay. */
  const modelCalls = (n: number): PlannedCall[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `model:stg_orders#${i}`,
      label: `model stg_orders #${i}`,
      request: { fabricId: 10740, projectId: 'retail-analytics', modelName: 'stg_orders', tests: [{}] },
    }));

  /** The real client, counting the calls in flight (and delaying chosen ones first). */
  function counting(
    api: OrchestrationClient,
    holdFirstMs = 0,
  ): { client: OrchestrationClient; most: () => number } {
    let inFlight = 0;
    let most = 0;
    let seen = 0;
    const wrapped: OrchestrationClient = Object.create(api) as OrchestrationClient;
    wrapped.runTests = async (body) => {
      const mine = seen++;
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        if (mine === 0 && holdFirstMs > 0) await sleep(holdFirstMs);
        return await api.runTests(body);
      } finally {
        inFlight--;
      }
    };
    return { client: wrapped, most: () => most };
  }

  test.each([1, 3, 5])(
    'at most %i calls in flight, over at most as many connections',
    async (concurrency) => {
      const { emu, api } = await setUp({ concurrency, responseDelayMs: 60 });
      const { client: wrapped, most } = counting(api);
      const calls = modelCalls(9);
      const run = await runTestPlan(calls, wrapped, { concurrency, meta: META });
      expect(most()).toBe(concurrency);
      expect(run.calls.map((c) => c.call.id)).toEqual(calls.map((c) => c.id));
      expect(run.counts.total).toBe(27);
      expect(emu.requests).toHaveLength(9);
      expect(emu.connectionsOpened()).toBeLessThanOrEqual(concurrency);
    },
  );

  test('outcomes stay in plan order when calls finish in another order', async () => {
    const { api } = await setUp({ concurrency: 3 });
    const { client: wrapped } = counting(api, 200);
    const calls = modelCalls(4);
    const finished: string[] = [];
    const run = await runTestPlan(calls, wrapped, {
      concurrency: 3,
      meta: META,
      onCallDone: (o) => finished.push(o.call.id),
    });
    expect(finished[finished.length - 1]).toBe(calls[0]!.id);
    expect(run.calls.map((c) => c.call.id)).toEqual(calls.map((c) => c.id));
  });

  test('a call refused by the service fails alone; the others keep their results', async () => {
    const { api } = await setUp();
    const calls = await buildTestPlan(settings({ models: 'stg_orders,no_such_model,fct_revenue' }));
    const run = await runTestPlan(calls, api, { concurrency: 2, meta: META });
    expect(run.calls.map((c) => [c.call.id, c.ok])).toEqual([
      ['model:stg_orders', true],
      ['model:no_such_model', false],
      ['model:fct_revenue', true],
    ]);
    const failed = run.calls[1]!;
    // The client's one line: the operation, then the service's message and the status, then the
    // input that named what was not found.
    expect(failed.ok ? '' : failed.error).toMatch(
      /^Run data tests failed: (.* )?Model no_such_model not found in project retail-analytics \(HTTP 400\); check the `models` input or the tests-file$/,
    );
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 5, succeeded: 4, failed: 1, errored: 0, skipped: 0, warnings: 0 }),
    );
  });

  test('an HTTP 500 on one call (fct_revenue) keeps the results of the calls before and after it', async () => {
    const { emu, api } = await setUp({ concurrency: 1 });
    const calls = await buildTestPlan(settings({ 'tests-file': 'examples/retail/tests.yml' }));
    // Concurrency 1 makes the order of requests the plan order: arm the fault for the third call.
    const run = await runTestPlan(calls, api, {
      concurrency: 1,
      meta: META,
      onCallDone: (o) => {
        if (o.call.id === 'model:stg_orders')
          emu.injectFault({ kind: 'status-500', path: TESTS_RUN, times: 1 });
      },
    });
    expect(run.calls.map((c) => [c.call.id, c.ok])).toEqual([
      ['tests', true],
      ['model:stg_orders', true],
      ['model:fct_revenue', false],
    ]);
    const failed = run.calls[2]!;
    expect(failed.ok ? '' : failed.error).toMatch(
      /^Run data tests failed: (.* )?injected fault \(HTTP 500\)$/,
    );
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 12, succeeded: 10, failed: 1, errored: 1, skipped: 0, warnings: 0 }),
    );
    expect(emu.requests.map((r) => r.status)).toEqual([200, 200, 500]);
  });

  test('an exception that is not an API error (a bug) propagates', async () => {
    const { api } = await setUp();
    const broken: OrchestrationClient = Object.create(api) as OrchestrationClient;
    broken.runTests = () => Promise.reject(new TypeError('cannot read properties of undefined'));
    await expect(runTestPlan(modelCalls(2), broken, { concurrency: 2, meta: META })).rejects.toThrow(
      'cannot read properties of undefined',
    );
  });
});
