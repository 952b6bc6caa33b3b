// Re-runs (CONTRACT "Re-runs and flaky tests"), through executeTestPlan with the real client
// against the emulator: what each re-run request names, how many rounds, which statuses are
// taken, notes, failures, concurrency, and re-runs beside a reference run.
import { describe, expect, test } from '@jest/globals';
import type {
  OrchestrationClient,
  RunTestsRequest,
  TestSelection,
  TestStatus,
} from '../../src/service/types.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import { readSettings } from '../../src/inputs/settings.js';
import { countResults, isFlaky } from '../../src/results/counts.js';
import type { RerunDone } from '../../src/modes/data-tests/rerun.js';
import { runTestPlan } from '../helpers/run-plan.js';
import { executeTestPlan } from '../../src/modes/data-tests/execute.js';
import { finishRun } from '../../src/results/finish.js';
import { buildTestPlan } from '../../src/modes/data-tests/plan.js';
import type { ExecuteOptions } from '../../src/modes/data-tests/execute.js';
import type { CallOutcome, PlannedCall, RunResult, SucceededCall } from '../../src/results/model.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { useEmulatorClient } from '../helpers/emulator-client.js';

const FLAKY = 'test/fixtures/emulator/flaky-shop.yml';
const RETAIL = 'examples/emulator/retail.yml';
const RETAIL_SOURCES = 'examples/retail/platform-sources/sources.yml';
const TESTS_RUN = '/api/orchestration/tests/run';
const SHOP = { fabricId: 400, projectId: 'shop' };
const SHOP_META = { projectId: 'shop', fabricId: 400 };

const setUp = useEmulatorClient(FLAKY, 0);

function shopTests(tests?: TestSelection[]): PlannedCall {
  return tests
    ? { id: 'tests', label: 'shop tests', request: { ...SHOP, tests } }
    : { id: 'default', label: 'default tests', request: { ...SHOP } };
}

function shopModel(name: string): PlannedCall {
  return { id: `model:${name}`, label: `model ${name}`, request: { ...SHOP, modelName: name, tests: [{}] } };
}

function rerun(
  statuses: TestStatus[],
  maxAttempts: number,
  more: Partial<NonNullable<ExecuteOptions['rerun']>> = {},
): NonNullable<ExecuteOptions['rerun']> {
  return { statuses: new Set(statuses), maxAttempts, sources: undefined, ...more };
}

function succeeded(outcome: CallOutcome | undefined): SucceededCall {
  if (!outcome?.ok) throw new Error(`expected a succeeded call, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const place = (r: RunResult): string => [r.table, r.columnName, r.name].filter(Boolean).join('.');

/** `STATUS place attempt>attempt…` (`-` when the test was not re-run). */
const brief = (outcome: CallOutcome | undefined): string[] =>
  succeeded(outcome).results.map(
    (r) => `${r.status} ${place(r)} ${r.attempts ? r.attempts.map((a) => a.status).join('>') : '-'}`,
  );

function find(outcome: CallOutcome | undefined, where: string): RunResult {
  const found = succeeded(outcome).results.find((r) => place(r) === where);
  if (!found) throw new Error(`no result ${where}`);
  return found;
}

/** The bodies of the requests after the first `n` (the run's own): the re-runs. */
const rerunBodies = (emu: RunningEmulator, n: number): unknown[] => emu.requests.slice(n).map((r) => r.body);

/** How many times the emulator ran a fixture test (on main, version 1.0.0 unless told). */
function runsOf(
  emu: RunningEmulator,
  location: string,
  name: string,
  project = 'shop',
  branch = 'main',
): number {
  const state = emu.state() as { testRuns?: Record<string, number> };
  return state.testRuns?.[[project, branch, '1.0.0', location, name].join('\u0000')] ?? 0;
}

const col = (name: string, ...tests: string[]) => ({ name, tests: tests.map((t) => ({ name: t })) });
const named = (...tests: string[]) => tests.map((name) => ({ name }));

/** Every kind of test the shop has, in one variant-A call (project tests in the middle). */
const WHOLE_SHOP: TestSelection[] = [
  {
    source: 'raw',
    table: 'customers',
    columnTests: [col('email', 'not_null', 'unique', 'format'), col('id', 'not_null', 'unique')],
  },
  { projectTests: named('reconciles', 'totals') },
  {
    source: 'raw',
    table: 'orders',
    columnTests: [col('amount', 'positive')],
    tableTests: named('row_count'),
  },
  { source: 'staging', table: 'events', tableTests: named('fresh') },
];

describe('what a re-run request names', () => {
  test('only the failing tests: per source and table, one columnTests entry per column, then project tests', async () => {
    const { emu, api } = await setUp();
    const done: RerunDone[] = [];
    const run = await runTestPlan([shopTests(WHOLE_SHOP)], api, {
      concurrency: 2,
      meta: SHOP_META,
      rerun: rerun(['FAILED', 'ERROR'], 1, { onDone: (d) => done.push(d) }),
    });
    expect(rerunBodies(emu, 1)).toEqual([
      {
        ...SHOP,
        tests: [
          {
            source: 'raw',
            table: 'customers',
            columnTests: [col('email', 'not_null', 'unique'), col('id', 'not_null')],
          },
          {
            source: 'raw',
            table: 'orders',
            columnTests: [col('amount', 'positive')],
            tableTests: named('row_count'),
          },
          { source: 'staging', table: 'events', tableTests: named('fresh') },
          { projectTests: named('reconciles') },
        ],
      },
    ]);
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED customers.email.not_null FAILED>SUCCEEDED',
      'FAILED customers.email.unique FAILED>FAILED',
      'SUCCEEDED customers.email.format -',
      'SUCCEEDED customers.id.not_null ERROR>SUCCEEDED',
      'SUCCEEDED customers.id.unique -',
      'SUCCEEDED reconciles FAILED>SUCCEEDED',
      'SUCCEEDED totals -',
      'FAILED orders.amount.positive FAILED>FAILED',
      'ERROR orders.row_count FAILED>ERROR',
      'ERROR events.fresh ERROR>ERROR',
    ]);
    expect(run.reruns).toEqual({ statuses: ['FAILED', 'ERROR'], maxAttempts: 1, requests: 1, notes: [] });
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 10, succeeded: 6, failed: 2, errored: 2, skipped: 0, warnings: 0 },
        { flaky: 4 },
      ),
    );
    expect(done).toEqual([
      { round: 1, label: 'shop tests', tests: 7, passed: 3, other: 0, durationMs: expect.any(Number) },
    ]);
  });

  test('the results stay as answered: the attempts are taken when the run is finished', async () => {
    const { api } = await setUp();
    const { run, steps } = await executeTestPlan([shopTests(WHOLE_SHOP)], api, {
      concurrency: 2,
      meta: SHOP_META,
      rerun: rerun(['FAILED', 'ERROR'], 1),
    });
    const answered = brief(run.calls[0]);
    expect(answered.every((line) => line.endsWith(' -'))).toBe(true);
    expect(steps.rerunAttempts?.size).toBe(7);
    const finished = finishRun(run, steps);
    expect(brief(run.calls[0])).toEqual(answered);
    expect(brief(finished.calls[0])[0]).toBe('SUCCEEDED customers.email.not_null FAILED>SUCCEEDED');
  });

  test('each attempt keeps its status, cause and time; the result holds the last', async () => {
    const { api } = await setUp();
    const run = await runTestPlan([shopTests(WHOLE_SHOP)], api, {
      concurrency: 1,
      meta: SHOP_META,
      rerun: rerun(['FAILED', 'ERROR'], 1),
    });
    const id = find(run.calls[0], 'customers.id.not_null');
    expect(id.attempts).toEqual([
      { status: 'ERROR', cause: 'Database Error: the SQL warehouse is starting', time: expect.any(Number) },
      { status: 'SUCCEEDED', cause: '', time: expect.any(Number) },
    ]);
    expect([id.status, id.cause, id.time]).toEqual(['SUCCEEDED', '', id.attempts![1]!.time]);
    const unique = find(run.calls[0], 'customers.email.unique');
    expect(unique.attempts!.map((a) => a.cause)).toEqual([
      'Got 3 results, configured to fail if != 0',
      'Got 3 results, configured to fail if != 0',
    ]);
    const rowCount = find(run.calls[0], 'orders.row_count');
    expect([rowCount.status, rowCount.cause]).toEqual([
      'ERROR',
      'Database Error in test row_count: could not execute the test query',
    ]);
    expect(rowCount.attempts!.map((a) => [a.status, a.cause])).toEqual([
      ['FAILED', 'Got 1 result, configured to fail if != 0'],
      ['ERROR', 'Database Error in test row_count: could not execute the test query'],
    ]);
    // Flaky: the status changed between attempts, whichever way.
    expect(succeeded(run.calls[0]).results.filter(isFlaky).map(place)).toEqual([
      'customers.email.not_null',
      'customers.id.not_null',
      'reconciles',
      'orders.row_count',
    ]);
    expect(countResults(run.calls).flaky).toBe(4);
  });

  test('rerun failed leaves ERROR results alone; a test that turned ERROR is not re-run again', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan([shopTests(WHOLE_SHOP)], api, {
      concurrency: 1,
      meta: SHOP_META,
      rerun: rerun(['FAILED'], 2),
    });
    expect(rerunBodies(emu, 1)).toEqual([
      {
        ...SHOP,
        tests: [
          { source: 'raw', table: 'customers', columnTests: [col('email', 'not_null', 'unique')] },
          {
            source: 'raw',
            table: 'orders',
            columnTests: [col('amount', 'positive')],
            tableTests: named('row_count'),
          },
          { projectTests: named('reconciles') },
        ],
      },
      {
        ...SHOP,
        tests: [
          { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
          { source: 'raw', table: 'orders', columnTests: [col('amount', 'positive')] },
        ],
      },
    ]);
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED customers.email.not_null FAILED>SUCCEEDED',
      'FAILED customers.email.unique FAILED>FAILED>FAILED',
      'SUCCEEDED customers.email.format -',
      'ERROR customers.id.not_null -',
      'SUCCEEDED customers.id.unique -',
      'SUCCEEDED reconciles FAILED>SUCCEEDED',
      'SUCCEEDED totals -',
      'FAILED orders.amount.positive FAILED>FAILED>FAILED',
      'ERROR orders.row_count FAILED>ERROR',
      'ERROR events.fresh -',
    ]);
    expect(run.reruns).toEqual({ statuses: ['FAILED'], maxAttempts: 2, requests: 2, notes: [] });
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 10, succeeded: 5, failed: 2, errored: 3, skipped: 0, warnings: 0 },
        { flaky: 3 },
      ),
    );
  });

  test('a model test is re-run by its model call; only the re-run tests take the new statuses', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan([shopModel('m'), shopModel('n')], api, {
      concurrency: 1,
      meta: SHOP_META,
      rerun: rerun(['FAILED'], 2),
    });
    // Model n only errors: with rerun failed it is not sent again.
    expect(rerunBodies(emu, 2)).toEqual([
      { ...SHOP, modelName: 'm', tests: [{}] },
      { ...SHOP, modelName: 'm', tests: [{}] },
    ]);
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED m.m_flaky FAILED>SUCCEEDED',
      'FAILED m.m_bad FAILED>FAILED>FAILED',
      'SUCCEEDED m.m_turns -',
    ]);
    // m_turns ran three times (its outcomes: SUCCEEDED, then FAILED), yet keeps its first status.
    expect(runsOf(emu, 'm', 'm_turns')).toBe(3);
    expect(brief(run.calls[1])).toEqual(['ERROR n.n_error -']);
    expect(runsOf(emu, 'n', 'n_error')).toBe(1);
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 4, succeeded: 2, failed: 1, errored: 1, skipped: 0, warnings: 0 },
        { flaky: 1 },
      ),
    );
  });

  test('a call without tests whose table source is unknown is re-run whole, with a note', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan([shopTests()], api, {
      concurrency: 1,
      meta: SHOP_META,
      rerun: rerun(['FAILED'], 1),
    });
    expect(rerunBodies(emu, 1)).toEqual([{ ...SHOP }]);
    expect(run.reruns).toEqual({
      statuses: ['FAILED'],
      maxAttempts: 1,
      requests: 1,
      notes: [
        'default tests is re-run whole: the source of table customers is not known (declare it in the sources file)',
      ],
    });
    // format (SUCCEEDED, then FAILED) and id.not_null (ERROR, then SUCCEEDED) ran again but keep
    // their first status: they were not re-run tests.
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED customers.email.not_null FAILED>SUCCEEDED',
      'FAILED customers.email.unique FAILED>FAILED',
      'SUCCEEDED customers.email.format -',
      'ERROR customers.id.not_null -',
      'SUCCEEDED customers.id.unique -',
      'FAILED orders.amount.positive FAILED>FAILED',
      'ERROR orders.row_count FAILED>ERROR',
      'ERROR events.fresh -',
      'SUCCEEDED reconciles FAILED>SUCCEEDED',
      'SUCCEEDED totals -',
    ]);
    expect(runsOf(emu, 'raw.customers.email', 'format')).toBe(2);
    expect(runsOf(emu, 'raw.customers.id', 'not_null')).toBe(2);
  });

  test('with the sources file, the default call’s failing tests are named (retail, add-order-checks)', async () => {
    const { emu, api } = await setUp({ fixture: RETAIL });
    const sources = await loadSourcesIndex({ sourcesFile: RETAIL_SOURCES, workspace: process.cwd() });
    expect(sources).toBeDefined();
    const common = { fabricId: 10740, projectId: 'retail-analytics', branch: 'add-order-checks' };
    const call: PlannedCall = { id: 'default', label: 'default tests', request: { ...common } };
    const run = await runTestPlan([call], api, {
      concurrency: 1,
      meta: { projectId: 'retail-analytics', fabricId: 10740, branch: 'add-order-checks' },
      rerun: rerun(['FAILED', 'ERROR'], 2, { sources }),
    });
    expect(rerunBodies(emu, 1)).toEqual([
      {
        ...common,
        tests: [
          { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
          { source: 'raw', table: 'orders', columnTests: [col('amount', 'not_null')] },
          { projectTests: named('orders_have_customers') },
        ],
      },
      {
        ...common,
        tests: [
          { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
          { source: 'raw', table: 'orders', columnTests: [col('amount', 'not_null')] },
        ],
      },
    ]);
    expect(run.reruns?.notes).toEqual([]);
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED customers.email.not_null -',
      'FAILED customers.email.unique FAILED>FAILED>FAILED',
      'SUCCEEDED customers.customer_id.not_null -',
      'SUCCEEDED orders.order_id.unique -',
      'SUCCEEDED orders.order_id.not_null -',
      'FAILED orders.amount.not_null FAILED>FAILED>FAILED',
      'SUCCEEDED orders.row_count_positive -',
      'SUCCEEDED revenue_reconciles -',
      'SUCCEEDED orders_have_customers ERROR>SUCCEEDED',
    ]);
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 9, succeeded: 7, failed: 2, errored: 0, skipped: 0, warnings: 0 },
        { flaky: 1 },
      ),
    );
  });
});

describe('rounds', () => {
  /** orders.amount.positive fails three times, then passes; customers.email.unique always fails. */
  const plan = (): PlannedCall[] => [
    shopTests([
      { source: 'raw', table: 'orders', columnTests: [col('amount', 'positive')] },
      { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
    ]),
  ];

  test.each([
    [1, 'FAILED orders.amount.positive FAILED>FAILED', 0],
    [2, 'FAILED orders.amount.positive FAILED>FAILED>FAILED', 0],
    [3, 'SUCCEEDED orders.amount.positive FAILED>FAILED>FAILED>SUCCEEDED', 1],
  ])(
    'rerun-attempts %i: at most that many re-runs, every attempt kept',
    async (attempts, positive, flaky) => {
      const { emu, api } = await setUp();
      const run = await runTestPlan(plan(), api, {
        concurrency: 1,
        meta: SHOP_META,
        rerun: rerun(['FAILED'], attempts),
      });
      expect(emu.requests).toHaveLength(1 + attempts);
      const both = {
        ...SHOP,
        tests: [
          { source: 'raw', table: 'orders', columnTests: [col('amount', 'positive')] },
          { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
        ],
      };
      expect(rerunBodies(emu, 1)).toEqual(Array.from({ length: attempts }, () => both));
      expect(brief(run.calls[0])).toEqual([
        positive,
        `FAILED customers.email.unique ${Array.from({ length: attempts + 1 }, () => 'FAILED').join('>')}`,
      ]);
      expect(run.reruns).toMatchObject({ maxAttempts: attempts, requests: attempts });
      expect(run.counts.flaky).toBe(flaky);
    },
  );

  test('a test that passes stops being re-run', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan(
      [shopTests([{ source: 'raw', table: 'customers', columnTests: [col('email', 'not_null', 'unique')] }])],
      api,
      { concurrency: 1, meta: SHOP_META, rerun: rerun(['FAILED'], 3) },
    );
    const only = (...tests: string[]) => ({
      ...SHOP,
      tests: [{ source: 'raw', table: 'customers', columnTests: [col('email', ...tests)] }],
    });
    expect(rerunBodies(emu, 1)).toEqual([only('not_null', 'unique'), only('unique'), only('unique')]);
    expect(brief(run.calls[0])).toEqual([
      'SUCCEEDED customers.email.not_null FAILED>SUCCEEDED',
      'FAILED customers.email.unique FAILED>FAILED>FAILED>FAILED',
    ]);
    expect(runsOf(emu, 'raw.customers.email', 'not_null')).toBe(2);
    expect(run.counts.flaky).toBe(1);
  });

  test('nothing failing: no re-run request at all', async () => {
    const { emu, api } = await setUp();
    const run = await runTestPlan(
      [shopTests([{ source: 'raw', table: 'customers', columnTests: [col('id', 'unique')] }])],
      api,
      { concurrency: 1, meta: SHOP_META, rerun: rerun(['FAILED', 'ERROR'], 3) },
    );
    expect(emu.requests).toHaveLength(1);
    expect(run.reruns).toEqual({ statuses: ['FAILED', 'ERROR'], maxAttempts: 3, requests: 0, notes: [] });
    expect(brief(run.calls[0])).toEqual(['SUCCEEDED customers.id.unique -']);
  });
});

describe('re-runs that go wrong', () => {
  test('a re-run request that fails leaves the earlier statuses, with a note; the other calls go on', async () => {
    const { emu, api } = await setUp({ concurrency: 1 });
    const done: RerunDone[] = [];
    const calls = [
      shopTests([{ source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] }]),
      shopModel('m'),
    ];
    const run = await runTestPlan(calls, api, {
      concurrency: 1,
      meta: SHOP_META,
      rerun: rerun(['FAILED'], 2, { onDone: (d) => done.push(d) }),
      // With concurrency 1 the next request after the run's two is the first call's re-run.
      onCallDone: (_o, p) => {
        if (p.done === 2) emu.injectFault({ kind: 'status-500', path: TESTS_RUN, times: 1 });
      },
    });
    const error = 'Run data tests failed: Test run failed due to : injected fault (HTTP 500)';
    expect(emu.requests.map((r) => r.status)).toEqual([200, 200, 500, 200, 200]);
    expect(run.reruns).toEqual({
      statuses: ['FAILED'],
      maxAttempts: 2,
      requests: 3,
      notes: [`The re-run of shop tests failed (${error}); the earlier statuses stand`],
    });
    // The failed re-run is not tried again in round 2; the model's is.
    expect(done.map((d) => ({ ...d, durationMs: 0 }))).toEqual([
      { round: 1, label: 'shop tests', tests: 1, passed: 0, other: 0, error, durationMs: 0 },
      { round: 1, label: 'model m', tests: 2, passed: 1, other: 0, durationMs: 0 },
      { round: 2, label: 'model m', tests: 1, passed: 0, other: 0, durationMs: 0 },
    ]);
    expect(brief(run.calls[0])).toEqual(['FAILED customers.email.unique -']);
    expect(find(run.calls[0], 'customers.email.unique').cause).toBe(
      'Got 3 results, configured to fail if != 0',
    );
    expect(brief(run.calls[1])).toEqual([
      'SUCCEEDED m.m_flaky FAILED>SUCCEEDED',
      'FAILED m.m_bad FAILED>FAILED>FAILED',
      'SUCCEEDED m.m_turns -',
    ]);
    expect(run.calls.every((c) => c.ok)).toBe(true);
  });

  test('a re-run answer that lacks a re-run test: its earlier status stands, with a note', async () => {
    const { emu, api } = await setUp();
    // The real client, but the first re-run's answer loses its first result.
    const lossy = Object.create(api) as OrchestrationClient;
    let sent = 0;
    lossy.runTests = async (body) => {
      const data = await api.runTests(body);
      return ++sent === 2 ? { ...data, results: data.results.slice(1) } : data;
    };
    const run = await runTestPlan(
      [shopTests([{ source: 'raw', table: 'customers', columnTests: [col('email', 'not_null', 'unique')] }])],
      lossy,
      { concurrency: 1, meta: SHOP_META, rerun: rerun(['FAILED'], 2) },
    );
    expect(run.reruns?.notes).toEqual([
      'The re-run of shop tests did not return 1 of its 2 tests; their earlier statuses stand',
    ]);
    // not_null is settled: round 2 re-runs unique alone.
    expect(rerunBodies(emu, 2)).toEqual([
      { ...SHOP, tests: [{ source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] }] },
    ]);
    expect(brief(run.calls[0])).toEqual([
      'FAILED customers.email.not_null -',
      'FAILED customers.email.unique FAILED>FAILED>FAILED',
    ]);
  });

  test('notes are bounded: 22 failed re-runs leave 20 lines', async () => {
    const { emu, api } = await setUp();
    const calls = Array.from({ length: 22 }, (_, i): PlannedCall => ({
      ...shopModel('m'),
      id: `m#${i}`,
      label: `model m #${i}`,
    }));
    const run = await runTestPlan(calls, api, {
      concurrency: 4,
      meta: SHOP_META,
      rerun: rerun(['FAILED'], 3),
      onCallDone: (_o, p) => {
        if (p.done === calls.length)
          emu.injectFault({ kind: 'status-500', path: TESTS_RUN, times: calls.length });
      },
    });
    expect(emu.requests.map((r) => r.status)).toEqual([...calls.map(() => 200), ...calls.map(() => 500)]);
    expect(run.reruns?.requests).toBe(22);
    expect(run.reruns?.notes).toHaveLength(20);
    expect(
      run.reruns?.notes.every((n) =>
        /^The re-run of model m #\d+ failed \(.*\(HTTP 500\)\); the earlier statuses stand$/.test(n),
      ),
    ).toBe(true);
  });
});

describe('re-runs in flight', () => {
  const calls = (): PlannedCall[] => [
    shopTests([{ source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] }]),
    shopModel('m'),
    shopModel('n'),
  ];

  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
  ])(
    'concurrency %i: the round’s re-runs of different calls overlap, %i at most',
    async (concurrency, most) => {
      const { emu, api } = await setUp({ concurrency, responseDelayMs: 50 });
      // The in-flight count as each request starts (the request itself included).
      const atStart: number[] = [];
      let inFlight = 0;
      const watched = Object.create(api) as OrchestrationClient;
      watched.runTests = async (body) => {
        atStart.push(++inFlight);
        try {
          return await api.runTests(body);
        } finally {
          inFlight--;
        }
      };
      const run = await runTestPlan(calls(), watched, {
        concurrency,
        meta: SHOP_META,
        rerun: rerun(['FAILED', 'ERROR'], 1),
      });
      expect(atStart).toHaveLength(6);
      // The re-runs start once the run's calls are all done...
      expect(atStart[3]).toBe(1);
      // ...and then go out together, never more than `concurrency` at once.
      expect(Math.max(...atStart.slice(3))).toBe(most);
      expect(emu.connectionsOpened()).toBeLessThanOrEqual(concurrency);
      expect(new Set(rerunBodies(emu, 3).map((b) => JSON.stringify(b)))).toEqual(
        new Set([
          JSON.stringify({
            ...SHOP,
            tests: [{ source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] }],
          }),
          JSON.stringify({ ...SHOP, modelName: 'm', tests: [{}] }),
          JSON.stringify({ ...SHOP, modelName: 'n', tests: [{}] }),
        ]),
      );
      expect(run.reruns?.requests).toBe(3);
    },
  );
});

describe('re-runs beside a reference run', () => {
  test('only this run is re-run, and the comparison uses the final statuses (retail)', async () => {
    const { emu, api } = await setUp({ fixture: RETAIL });
    const inputs: Record<string, string> = {
      mode: 'test',
      'base-url': emu.url,
      token: 'demo-token',
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'tests-file': 'examples/retail/tests.yml',
      branch: 'add-order-checks',
    };
    const settings = readSettings((name) => inputs[name] ?? '');
    if (settings.mode !== 'test') throw new Error('expected test settings');
    const calls = await buildTestPlan(settings);
    const run = await runTestPlan(calls, api, {
      concurrency: 2,
      meta: { projectId: 'retail-analytics', fabricId: 10740, branch: 'add-order-checks' },
      reference: { branch: 'main' },
      rerun: rerun(['FAILED', 'ERROR'], 1),
    });
    const bodies = emu.requests.map((r) => r.body as RunTestsRequest);
    expect(bodies).toHaveLength(8);
    expect(bodies.slice(0, 6).filter((b) => b.branch === 'main')).toHaveLength(3);
    const common = { fabricId: 10740, projectId: 'retail-analytics', branch: 'add-order-checks' };
    expect(bodies.slice(6)).toEqual([
      {
        ...common,
        tests: [
          { source: 'raw', table: 'customers', columnTests: [col('email', 'unique')] },
          { source: 'raw', table: 'orders', columnTests: [col('amount', 'not_null')] },
          { projectTests: named('orders_have_customers') },
        ],
      },
      { ...common, modelName: 'fct_revenue', tests: [{}] },
    ]);
    const tests = succeeded(run.calls[0]).results;
    const byName = (name: string, column = ''): RunResult =>
      tests.find((r) => r.name === name && r.columnName === column)!;
    // ERROR on the first attempt (new against main's SUCCEEDED), then SUCCEEDED: passing.
    expect(byName('orders_have_customers')).toMatchObject({ status: 'SUCCEEDED', classification: 'passing' });
    expect(byName('orders_have_customers').attempts!.map((a) => a.status)).toEqual(['ERROR', 'SUCCEEDED']);
    expect(byName('not_null', 'amount')).toMatchObject({ status: 'FAILED', classification: 'new' });
    expect(byName('unique', 'email')).toMatchObject({ status: 'FAILED', classification: 'pre-existing' });
    expect(byName('not_null', 'customer_id')).toMatchObject({ status: 'SUCCEEDED', classification: 'fixed' });
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 14, succeeded: 11, failed: 3, errored: 0, skipped: 0, warnings: 0 },
        { newFailed: 1, newErrored: 0, preExisting: 2, fixed: 1, flaky: 1 },
      ),
    );
    expect(run.baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
    expect(run.reruns).toEqual({ statuses: ['FAILED', 'ERROR'], maxAttempts: 1, requests: 2, notes: [] });
  });
});
