// Baselines (CONTRACT "Baselines"): the comparison itself as plain functions, then executeTestPlan
// with a reference run against the emulator (interleaving, concurrency, a failing reference, and
// the classification of real answers).
import { describe, expect, test } from '@jest/globals';
import type {
  OrchestrationClient,
  RunTestsRequest,
  TestSelection,
  TestStatus,
} from '../../src/service/types.js';
import { readSettings } from '../../src/inputs/settings.js';
import {
  compareWithReference,
  describeReference,
  referenceCalls,
  testIdentity,
  unavailableBaseline,
} from '../../src/results/baseline.js';
import { countResults } from '../../src/results/counts.js';
import { runTestPlan } from '../helpers/run-plan.js';
import { buildTestPlan } from '../../src/modes/data-tests/plan.js';
import type { CallProgress } from '../../src/modes/data-tests/execute.js';
import {
  type CallOutcome,
  GONE_LIST_MAX,
  type PlannedCall,
  type RunResult,
  type SucceededCall,
} from '../../src/results/model.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { useEmulatorClient } from '../helpers/emulator-client.js';

// ------------------------------------------------------------------------------------ helpers

function result(
  table: string,
  columnName: string,
  name: string,
  status: TestStatus,
  more: Partial<RunResult> = {},
): RunResult {
  return {
    name,
    status,
    table,
    columnName,
    index: 0,
    time: 0.05,
    cause: status === 'SUCCEEDED' ? '' : `${status} cause`,
    ...more,
  };
}

const COMMON = { fabricId: 1, projectId: 'p' };

/** A variant-A call; without `tests` it is the default call. */
function callA(id: string, tests?: TestSelection[]): PlannedCall {
  return { id, label: `${id} call`, request: { ...COMMON, ...(tests && { tests }) } };
}

function modelCall(name: string): PlannedCall {
  return {
    id: `model:${name}`,
    label: `model ${name}`,
    request: { ...COMMON, modelName: name, tests: [{}] },
  };
}

function ok(call: PlannedCall, results: RunResult[]): SucceededCall {
  return {
    call,
    ok: true,
    results,
    summary: { failed: 0, skip: 0, succeeded: 0, total: results.length, warning: 0 },
    runnerStdout: '',
    durationMs: 1,
  };
}

const classes = (outcome: CallOutcome): Array<string | undefined> =>
  outcome.ok ? outcome.results.map((r) => r.classification) : [];

const MAIN = { branch: 'main' };

// ------------------------------------------------------------------------- pure functions

describe('describeReference', () => {
  test.each([
    [{ branch: 'main' }, 'branch main'],
    [{ version: '1.2.0' }, 'version 1.2.0'],
    [{ branch: 'main', version: '1.2.0' }, 'branch main, version 1.2.0'],
    [{ files: ['a.json', 'b.json'] }, 'the baseline results'],
    [{}, 'the baseline results'],
  ])('%j is "%s"', (reference, expected) => {
    expect(describeReference(reference)).toBe(expected);
  });
});

describe('testIdentity', () => {
  test('model, table, column and name each tell tests apart', () => {
    const base = { table: 'orders', columnName: 'id', name: 'unique' };
    const ids = [
      testIdentity('', base),
      testIdentity('m', base),
      testIdentity('', { ...base, table: 'customers' }),
      testIdentity('', { ...base, columnName: 'email' }),
      testIdentity('', { ...base, columnName: '' }),
      testIdentity('', { ...base, name: 'not_null' }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(testIdentity('', base)).toBe(testIdentity('', { ...base }));
  });

  test('separators in names cannot make two tests one', () => {
    // "a.b" + "c" and "a" + "b.c" would collide if the parts were joined with a dot.
    expect(testIdentity('', { table: 'a.b', columnName: 'c', name: 't' })).not.toBe(
      testIdentity('', { table: 'a', columnName: 'b.c', name: 't' }),
    );
  });
});

describe('referenceCalls', () => {
  const run: PlannedCall[] = [
    {
      id: 'tests',
      label: 'column and project tests',
      request: {
        ...COMMON,
        branch: 'feature',
        version: '2.0.0',
        tests: [{ projectTests: [{ name: 'reconciles' }] }],
      },
    },
    {
      id: 'model:m',
      label: 'model m',
      request: { ...COMMON, modelName: 'm', branch: 'feature', version: '2.0.0', tests: [{}] },
    },
  ];

  test('branch and version replaced, everything else kept, labelled as the baseline', () => {
    expect(referenceCalls(run, { branch: 'main', version: '1.0.0' })).toEqual([
      {
        id: 'tests',
        label: 'column and project tests (baseline: branch main, version 1.0.0)',
        request: {
          ...COMMON,
          branch: 'main',
          version: '1.0.0',
          tests: [{ projectTests: [{ name: 'reconciles' }] }],
        },
      },
      {
        id: 'model:m',
        label: 'model m (baseline: branch main, version 1.0.0)',
        request: { ...COMMON, modelName: 'm', branch: 'main', version: '1.0.0', tests: [{}] },
      },
    ]);
  });

  test('a baseline-version alone names a release: the run branch is dropped', () => {
    const [tests, model] = referenceCalls(run, { version: '1.0.0' });
    expect(tests).toEqual({
      id: 'tests',
      label: 'column and project tests (baseline: version 1.0.0)',
      request: { ...COMMON, version: '1.0.0', tests: [{ projectTests: [{ name: 'reconciles' }] }] },
    });
    expect(model!.request).toEqual({ ...COMMON, modelName: 'm', version: '1.0.0', tests: [{}] });
    expect('branch' in model!.request).toBe(false);
  });

  test('a baseline-branch given to a run without branch or version', () => {
    const plain = [callA('default')];
    expect(referenceCalls(plain, MAIN)).toEqual([
      {
        id: 'default',
        label: 'default call (baseline: branch main)',
        request: { ...COMMON, branch: 'main' },
      },
    ]);
    // The plan itself is not changed.
    expect(plain[0]!.request).toEqual(COMMON);
    expect(run[0]!.request).toMatchObject({ branch: 'feature', version: '2.0.0' });
  });
});

describe('compareWithReference: classification', () => {
  test('new when it passed there or did not exist there; pre-existing when it failed or errored there', () => {
    const here = ok(callA('tests'), [
      result('t', 'c', 'passed_there', 'FAILED'),
      result('t', 'c', 'absent_there', 'FAILED'),
      result('t', 'c', 'error_absent_there', 'ERROR'),
      result('t', 'c', 'failed_there', 'FAILED'),
      result('t', 'c', 'errored_there', 'FAILED'),
      result('t', 'c', 'error_failed_there', 'ERROR'),
      result('t', 'c', 'error_errored_there', 'ERROR'),
      result('t', 'c', 'error_passed_there', 'ERROR'),
    ]);
    const there = ok(callA('tests'), [
      result('t', 'c', 'passed_there', 'SUCCEEDED'),
      result('t', 'c', 'failed_there', 'FAILED'),
      result('t', 'c', 'errored_there', 'ERROR'),
      result('t', 'c', 'error_failed_there', 'FAILED'),
      result('t', 'c', 'error_errored_there', 'ERROR'),
      result('t', 'c', 'error_passed_there', 'SUCCEEDED'),
    ]);
    const { calls, baseline } = compareWithReference([here], [there], MAIN);
    expect(classes(calls[0]!)).toEqual([
      'new',
      'new',
      'new',
      'pre-existing',
      'pre-existing',
      'pre-existing',
      'pre-existing',
      'new',
    ]);
    expect(baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
    expect(countResults(calls, baseline)).toEqual(
      countsWithoutBaseline(
        { total: 8, succeeded: 0, failed: 4, errored: 4, skipped: 0, warnings: 0 },
        { newFailed: 2, newErrored: 2, preExisting: 4 },
      ),
    );
  });

  test('fixed when it failed or errored there and passes here; passing otherwise', () => {
    const here = ok(callA('tests'), [
      result('t', '', 'failed_there', 'SUCCEEDED'),
      result('t', '', 'errored_there', 'SUCCEEDED'),
      result('t', '', 'passed_there', 'SUCCEEDED'),
      result('t', '', 'absent_there', 'SUCCEEDED'),
    ]);
    const there = ok(callA('tests'), [
      result('t', '', 'failed_there', 'FAILED'),
      result('t', '', 'errored_there', 'ERROR'),
      result('t', '', 'passed_there', 'SUCCEEDED'),
    ]);
    const { calls, baseline } = compareWithReference([here], [there], { version: '1.0.0' });
    expect(classes(calls[0]!)).toEqual(['fixed', 'fixed', 'passing', 'passing']);
    expect(baseline).toEqual({ version: '1.0.0', gone: [], goneCount: 0 });
    expect(countResults(calls, baseline)).toEqual(
      countsWithoutBaseline(
        { total: 4, succeeded: 4, failed: 0, errored: 0, skipped: 0, warnings: 0 },
        { fixed: 2 },
      ),
    );
  });

  test('the same name in two models, two columns, or a column and its table is a different test', () => {
    const m1 = modelCall('m1');
    const m2 = modelCall('m2');
    // Both models report the test against the same table: only the model tells them apart.
    const hereM2 = ok(m2, [result('shared', '', 'check', 'FAILED')]);
    const hereA = ok(callA('tests'), [
      result('customers', 'customer_id', 'not_null', 'FAILED'),
      result('customers', '', 'not_null', 'FAILED'),
      // A variant-A result that looks exactly like m1's model test.
      result('shared', '', 'check', 'FAILED'),
    ]);
    const reference = [
      ok(m1, [result('shared', '', 'check', 'FAILED')]),
      ok(callA('tests'), [result('customers', 'email', 'not_null', 'FAILED')]),
    ];
    const { calls } = compareWithReference([hereM2, hereA], reference, MAIN);
    expect(classes(calls[0]!)).toEqual(['new']);
    expect(classes(calls[1]!)).toEqual(['new', 'new', 'new']);
  });

  test("variant-A calls share one identity space: the 'tests' call and the default call", () => {
    const here = ok(
      callA('tests', [{ source: 'raw', table: 't', columnTests: [{ name: 'c', tests: [] }] }]),
      [result('t', 'c', 'unique', 'FAILED'), result('t', 'c', 'not_null', 'SUCCEEDED')],
    );
    const there = ok(callA('default'), [
      result('t', 'c', 'unique', 'ERROR'),
      result('t', 'c', 'not_null', 'FAILED'),
    ]);
    const { calls } = compareWithReference([here], [there], MAIN);
    expect(classes(calls[0]!)).toEqual(['pre-existing', 'fixed']);
  });

  test('a test listed twice in the reference, once failing, counts as failing there', () => {
    const here = ok(callA('tests'), [
      result('t', '', 'a', 'FAILED'),
      result('t', '', 'b', 'FAILED'),
      result('t', '', 'c', 'SUCCEEDED'),
      result('t', '', 'd', 'SUCCEEDED'),
    ]);
    const there = ok(callA('tests'), [
      result('t', '', 'a', 'SUCCEEDED'),
      result('t', '', 'a', 'FAILED'),
      result('t', '', 'b', 'ERROR'),
      result('t', '', 'b', 'SUCCEEDED'),
      result('t', '', 'c', 'SUCCEEDED'),
      result('t', '', 'c', 'ERROR'),
      result('t', '', 'd', 'SUCCEEDED'),
      result('t', '', 'd', 'SUCCEEDED'),
    ]);
    const { calls } = compareWithReference([here], [there], MAIN);
    expect(classes(calls[0]!)).toEqual(['pre-existing', 'pre-existing', 'fixed', 'passing']);
  });

  test('calls that failed as requests: nothing of theirs is classified or compared', () => {
    const failedHere: CallOutcome = { call: modelCall('m'), ok: false, error: 'boom', durationMs: 1 };
    const here = ok(callA('tests'), [result('t', '', 'a', 'FAILED')]);
    const failedThere: CallOutcome = { call: callA('tests'), ok: false, error: 'boom', durationMs: 1 };
    const { calls, baseline } = compareWithReference([failedHere, here], [failedThere], MAIN);
    expect(calls[0]).toBe(failedHere);
    expect(classes(calls[1]!)).toEqual(['new']);
    expect(baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
  });
});

describe('compareWithReference: gone tests, within this run’s scope', () => {
  test("a model's tests are gone only when this run ran the model", () => {
    const here = [ok(modelCall('m1'), [result('m1', '', 'kept', 'SUCCEEDED')])];
    const reference = [
      ok(modelCall('m1'), [
        result('m1', '', 'kept', 'FAILED'),
        result('m1', '', 'removed', 'ERROR'),
        result('m1', 'col', 'removed_col', 'SUCCEEDED'),
      ]),
      ok(modelCall('m2'), [result('m2', '', 'other_model', 'FAILED')]),
      // Non-model tests are not in the scope of a run of model calls only.
      ok(callA('default'), [result('t', '', 'table_test', 'FAILED')]),
    ];
    const { calls, baseline } = compareWithReference(here, reference, MAIN);
    expect(baseline).toEqual({
      branch: 'main',
      gone: [
        { model: 'm1', table: 'm1', columnName: '', name: 'removed', status: 'ERROR' },
        { model: 'm1', table: 'm1', columnName: 'col', name: 'removed_col', status: 'SUCCEEDED' },
      ],
      goneCount: 2,
    });
    expect(classes(calls[0]!)).toEqual(['fixed']);
    expect(countResults(calls, baseline).gone).toBe(2);
  });

  test('a tests call covers the columns, tables and project tests it names, and nothing else', () => {
    const call = callA('tests', [
      { source: 'raw', table: 'customers', columnTests: [{ name: 'email', tests: [{ name: 'unique' }] }] },
      { source: 'raw', table: 'orders', tableTests: [{ name: 'row_count' }] },
    ]);
    const here = [
      ok(call, [
        result('customers', 'email', 'unique', 'FAILED'),
        result('orders', '', 'row_count', 'SUCCEEDED'),
      ]),
    ];
    const reference = [
      ok(callA('default'), [
        result('customers', 'email', 'unique', 'FAILED'),
        result('customers', 'email', 'not_null', 'FAILED'), // named column: gone
        result('customers', 'customer_id', 'not_null', 'FAILED'), // column not named: not gone
        result('customers', '', 'table_level', 'FAILED'), // customers' table tests not named: not gone
        result('orders', '', 'row_count', 'SUCCEEDED'),
        result('orders', '', 'old_table_test', 'ERROR'), // named table tests: gone
        result('orders', 'amount', 'not_null', 'FAILED'), // orders' columns not named: not gone
        result('', '', 'project_test', 'FAILED'), // no projectTests here: not gone
      ]),
      ok(modelCall('m'), [result('m', '', 'model_test', 'FAILED')]), // model not run: not gone
    ];
    expect(compareWithReference(here, reference, { files: ['base.json'] }).baseline).toEqual({
      files: ['base.json'],
      gone: [
        { table: 'customers', columnName: 'email', name: 'not_null', status: 'FAILED' },
        { table: 'orders', columnName: '', name: 'old_table_test', status: 'ERROR' },
      ],
      goneCount: 2,
    });
  });

  test('a projectTests element covers the project tests', () => {
    const here = [
      ok(callA('tests', [{ projectTests: [{ name: 'kept' }] }]), [result('', '', 'kept', 'SUCCEEDED')]),
    ];
    const reference = [
      ok(callA('tests'), [
        result('', '', 'kept', 'SUCCEEDED'),
        result('', '', 'dropped', 'FAILED'),
        result('orders', '', 'row_count', 'FAILED'),
      ]),
    ];
    expect(compareWithReference(here, reference, MAIN).baseline).toEqual({
      branch: 'main',
      gone: [{ table: '', columnName: '', name: 'dropped', status: 'FAILED' }],
      goneCount: 1,
    });
  });

  test('the default call covers every non-model test, but not model tests', () => {
    const here = [ok(callA('default'), [result('orders', '', 'row_count', 'SUCCEEDED')])];
    const reference = [
      ok(callA('tests'), [
        result('orders', '', 'row_count', 'SUCCEEDED'),
        result('customers', 'email', 'unique', 'FAILED'),
        result('', '', 'reconciles', 'ERROR'),
      ]),
      ok(modelCall('m'), [result('m', '', 'model_test', 'FAILED')]),
    ];
    expect(compareWithReference(here, reference, MAIN).baseline).toEqual({
      branch: 'main',
      gone: [
        { table: 'customers', columnName: 'email', name: 'unique', status: 'FAILED' },
        { table: '', columnName: '', name: 'reconciles', status: 'ERROR' },
      ],
      goneCount: 2,
    });
  });

  test(`goneCount counts them all; the list holds the first ${GONE_LIST_MAX}`, () => {
    const extra = 7;
    const here = [ok(modelCall('big'), [])];
    const theirs = Array.from({ length: GONE_LIST_MAX + extra }, (_, i) =>
      result('big', '', `t${i}`, i % 2 === 0 ? 'SUCCEEDED' : 'FAILED'),
    );
    const { baseline } = compareWithReference(here, [ok(modelCall('big'), theirs)], MAIN);
    expect(baseline.goneCount).toBe(GONE_LIST_MAX + extra);
    expect(baseline.gone).toHaveLength(GONE_LIST_MAX);
    expect(baseline.gone[0]).toEqual({
      model: 'big',
      table: 'big',
      columnName: '',
      name: 't0',
      status: 'SUCCEEDED',
    });
    expect(baseline.gone[GONE_LIST_MAX - 1]).toEqual({
      model: 'big',
      table: 'big',
      columnName: '',
      name: `t${GONE_LIST_MAX - 1}`,
      status: 'FAILED',
    });
    expect(countResults(here, baseline).gone).toBe(GONE_LIST_MAX + extra);
  });

  test('a test listed twice in the reference is gone once, with its failing status', () => {
    const here = [ok(modelCall('m'), [])];
    const reference = [
      ok(modelCall('m'), [result('m', '', 'dup', 'SUCCEEDED'), result('m', '', 'dup', 'ERROR')]),
    ];
    expect(compareWithReference(here, reference, MAIN).baseline).toEqual({
      branch: 'main',
      gone: [{ model: 'm', table: 'm', columnName: '', name: 'dup', status: 'ERROR' }],
      goneCount: 1,
    });
  });
});

describe('unavailableBaseline', () => {
  test('classifies nothing; countResults then counts every failure as new', () => {
    const here = ok(callA('tests'), [
      result('t', '', 'a', 'FAILED'),
      result('t', '', 'b', 'ERROR'),
      result('t', '', 'c', 'SUCCEEDED'),
    ]);
    const baseline = unavailableBaseline(MAIN, 'the reference run on branch main failed: boom');
    expect(baseline).toEqual({
      branch: 'main',
      unavailable: 'the reference run on branch main failed: boom',
      gone: [],
      goneCount: 0,
    });
    expect(here.results.map((r) => 'classification' in r)).toEqual([false, false, false]);
    expect(countResults([here], baseline)).toEqual(
      countsWithoutBaseline({ total: 3, succeeded: 1, failed: 1, errored: 1, skipped: 0, warnings: 0 }),
    );
    expect(unavailableBaseline({ files: ['x.json'] }, 'no file matched')).toEqual({
      files: ['x.json'],
      unavailable: 'no file matched',
      gone: [],
      goneCount: 0,
    });
  });
});

// --------------------------------------------------------------- against the emulator

const RETAIL = 'examples/emulator/retail.yml';
const BASELINE_SHOP = 'test/fixtures/emulator/baseline-shop.yml';

const setUp = useEmulatorClient(RETAIL, 0);

/** The retail plan (examples/retail/tests.yml: one tests call, then stg_orders and fct_revenue). */
async function retailPlan(branch: string): Promise<PlannedCall[]> {
  const inputs: Record<string, string> = {
    mode: 'test',
    'base-url': 'http://127.0.0.1:9',
    token: 'demo-token',
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    'tests-file': 'examples/retail/tests.yml',
    branch,
  };
  const settings = readSettings((name) => inputs[name] ?? '');
  if (settings.mode !== 'test') throw new Error('expected test settings');
  return buildTestPlan(settings);
}

/** The real client, recording the order requests start in and the most in flight at once. */
function watched(api: OrchestrationClient): {
  client: OrchestrationClient;
  started: RunTestsRequest[];
  most: () => number;
} {
  const started: RunTestsRequest[] = [];
  let inFlight = 0;
  let most = 0;
  const wrapped = Object.create(api) as OrchestrationClient;
  wrapped.runTests = async (body) => {
    started.push(body);
    most = Math.max(most, ++inFlight);
    try {
      return await api.runTests(body);
    } finally {
      inFlight--;
    }
  };
  return { client: wrapped, started, most: () => most };
}

function succeeded(outcome: CallOutcome | undefined): SucceededCall {
  if (!outcome?.ok) throw new Error(`expected a succeeded call, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** `classification status table.column.name` of each result. */
const classified = (outcome: CallOutcome | undefined): string[] =>
  succeeded(outcome).results.map(
    (r) =>
      `${r.classification ?? '-'} ${r.status} ${[r.table, r.columnName, r.name].filter(Boolean).join('.')}`,
  );

const META = { projectId: 'retail-analytics', fabricId: 10740, branch: 'add-order-checks' };

describe('executeTestPlan with a reference run', () => {
  test('each call is followed by its reference call; the reference carries the baseline branch', async () => {
    const { emu, api } = await setUp();
    const calls = await retailPlan('add-order-checks');
    const progress: Array<[string, CallProgress]> = [];
    await runTestPlan(calls, api, {
      concurrency: 1,
      meta: META,
      reference: MAIN,
      onCallDone: (o, p) => progress.push([o.call.label, { ...p }]),
    });
    const sent = emu.requests.map((r) => r.body as RunTestsRequest);
    const branchOf = (b: RunTestsRequest): string | undefined => b.branch;
    const what = (b: RunTestsRequest): string => ('modelName' in b ? b.modelName : 'tests');
    expect(sent.map((b) => `${what(b)}@${branchOf(b)}`)).toEqual([
      'tests@add-order-checks',
      'tests@main',
      'stg_orders@add-order-checks',
      'stg_orders@main',
      'fct_revenue@add-order-checks',
      'fct_revenue@main',
    ]);
    // Apart from the branch, a reference request is its call's request.
    expect(sent[1]).toEqual({ ...calls[0]!.request, branch: 'main' });
    expect(sent[5]).toEqual({ ...calls[2]!.request, branch: 'main' });
    expect(progress).toEqual([
      [calls[0]!.label, { done: 1, total: 6, reference: false }],
      [`${calls[0]!.label} (baseline: branch main)`, { done: 2, total: 6, reference: true }],
      ['model stg_orders', { done: 3, total: 6, reference: false }],
      ['model stg_orders (baseline: branch main)', { done: 4, total: 6, reference: true }],
      ['model fct_revenue', { done: 5, total: 6, reference: false }],
      ['model fct_revenue (baseline: branch main)', { done: 6, total: 6, reference: true }],
    ]);
  });

  test.each([1, 2, 3])('concurrency %i holds for the run and its reference together', async (concurrency) => {
    const { emu, api } = await setUp({ concurrency, responseDelayMs: 40 });
    const { client: wrapped, started, most } = watched(api);
    const calls = await retailPlan('add-order-checks');
    const run = await runTestPlan(calls, wrapped, { concurrency, meta: META, reference: MAIN });
    expect(most()).toBe(concurrency);
    expect(emu.connectionsOpened()).toBeLessThanOrEqual(concurrency);
    // Requests start in the interleaved order, whatever order they finish in.
    expect(started.map((b) => b.branch)).toEqual([
      'add-order-checks',
      'main',
      'add-order-checks',
      'main',
      'add-order-checks',
      'main',
    ]);
    expect(emu.requests).toHaveLength(6);
    expect(run.calls.map((c) => c.call.id)).toEqual(calls.map((c) => c.id));
  });

  test('add-order-checks against main: 1 new failure, 1 new error, 2 pre-existing, 1 fixed', async () => {
    const { api } = await setUp();
    const calls = await retailPlan('add-order-checks');
    const run = await runTestPlan(calls, api, { concurrency: 4, meta: META, reference: MAIN });
    // Only this run's calls are kept: the reference's outcomes are folded into the classification.
    expect(run.calls.map((c) => c.call.id)).toEqual(['tests', 'model:stg_orders', 'model:fct_revenue']);
    expect(classified(run.calls[0])).toEqual([
      'passing SUCCEEDED customers.email.not_null',
      'pre-existing FAILED customers.email.unique',
      'fixed SUCCEEDED customers.customer_id.not_null',
      'passing SUCCEEDED orders.order_id.unique',
      'passing SUCCEEDED orders.order_id.not_null',
      'new FAILED orders.amount.not_null',
      'passing SUCCEEDED orders.row_count_positive',
      'passing SUCCEEDED revenue_reconciles',
      'new ERROR orders_have_customers',
    ]);
    expect(classified(run.calls[1])).toEqual([
      'passing SUCCEEDED stg_orders.not_null_order_id',
      'passing SUCCEEDED stg_orders.unique_order_id',
      'passing SUCCEEDED stg_orders.accepted_values_status',
    ]);
    expect(classified(run.calls[2])).toEqual([
      'passing SUCCEEDED fct_revenue.revenue_not_negative',
      'pre-existing FAILED fct_revenue.revenue_matches_orders',
    ]);
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 14, succeeded: 10, failed: 3, errored: 1, skipped: 0, warnings: 0 },
        { newFailed: 1, newErrored: 1, preExisting: 2, fixed: 1 },
      ),
    );
    expect(run.baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
    expect(run.reruns).toBeUndefined();
    expect(run).toMatchObject({ branch: 'add-order-checks', projectId: 'retail-analytics' });
  });

  test('a reference call that fails makes the comparison unavailable; the rest of the reference is not sent', async () => {
    const { emu, api } = await setUp();
    const calls = await retailPlan('add-order-checks');
    const run = await runTestPlan(calls, api, {
      concurrency: 1,
      meta: META,
      reference: { branch: 'gone-branch' },
    });
    expect(emu.requests.map((r) => [(r.body as RunTestsRequest).branch, r.status])).toEqual([
      ['add-order-checks', 200],
      ['gone-branch', 400],
      ['add-order-checks', 200],
      ['add-order-checks', 200],
    ]);
    expect(run.calls.map((c) => [c.call.id, c.ok])).toEqual([
      ['tests', true],
      ['model:stg_orders', true],
      ['model:fct_revenue', true],
    ]);
    expect(run.baseline).toEqual({
      branch: 'gone-branch',
      unavailable:
        'the reference run on branch gone-branch failed: its call column, table and project tests (baseline: branch gone-branch) failed: ' +
        'Run data tests failed: Test run failed due to : Branch gone-branch not found in project retail-analytics (HTTP 400); check the `baseline-branch` input',
      gone: [],
      goneCount: 0,
    });
    for (const outcome of run.calls)
      expect(succeeded(outcome).results.every((r) => r.classification === undefined)).toBe(true);
    // Every failure is new.
    expect(run.counts).toEqual(
      countsWithoutBaseline({ total: 14, succeeded: 10, failed: 3, errored: 1, skipped: 0, warnings: 0 }),
    );
  });

  test('with concurrency 2, the reference calls not started when one fails are never sent', async () => {
    // [tests, tests@ref] start together; the run's request waits until the refused reference
    // answer is in. The workers then run the run's calls and skip the reference's.
    const { emu, api } = await setUp({ concurrency: 2 });
    const calls = await retailPlan('add-order-checks');
    let referenceSettled!: () => void;
    const gate = new Promise<void>((resolve) => (referenceSettled = resolve));
    let sent = 0;
    const slowFirst = Object.create(api) as OrchestrationClient;
    slowFirst.runTests = async (body) => {
      const mine = sent++;
      if (mine === 0) await gate;
      try {
        return await api.runTests(body);
      } finally {
        if (mine === 1) referenceSettled();
      }
    };
    const run = await runTestPlan(calls, slowFirst, {
      concurrency: 2,
      meta: META,
      reference: { branch: 'gone-branch' },
    });
    expect(emu.requests.map((r) => [(r.body as RunTestsRequest).branch, r.status])).toEqual([
      ['gone-branch', 400],
      ['add-order-checks', 200],
      ['add-order-checks', 200],
      ['add-order-checks', 200],
    ]);
    expect(run.baseline?.unavailable).toMatch(
      /^the reference run on branch gone-branch failed: its call column, table and project tests \(baseline: branch gone-branch\) failed: /,
    );
    expect(run.calls.map((c) => c.ok)).toEqual([true, true, true]);
  });

  test('tests removed, added and changed on a branch: gone, new, fixed, pre-existing (baseline-shop)', async () => {
    const { emu, api } = await setUp({ fixture: BASELINE_SHOP });
    const meta = { projectId: 'shop', fabricId: 300, branch: 'feature' };
    const calls: PlannedCall[] = [
      {
        id: 'default',
        label: 'default tests',
        request: { fabricId: 300, projectId: 'shop', branch: 'feature' },
      },
      {
        id: 'model:m',
        label: 'model m',
        request: { fabricId: 300, projectId: 'shop', modelName: 'm', branch: 'feature', tests: [{}] },
      },
    ];
    const run = await runTestPlan(calls, api, { concurrency: 2, meta, reference: MAIN });
    expect(classified(run.calls[0])).toEqual([
      'passing SUCCEEDED orders.id.unique',
      'new FAILED orders.amount.positive',
      'fixed SUCCEEDED orders.row_count',
      'pre-existing ERROR reconciles',
    ]);
    expect(classified(run.calls[1])).toEqual(['new FAILED m.fresh']);
    expect(run.baseline).toEqual({
      branch: 'main',
      gone: [
        { table: 'orders', columnName: 'id', name: 'not_null', status: 'FAILED' },
        { model: 'm', table: 'm', columnName: '', name: 'legacy', status: 'ERROR' },
      ],
      goneCount: 2,
    });
    expect(run.counts).toEqual(
      countsWithoutBaseline(
        { total: 5, succeeded: 2, failed: 2, errored: 1, skipped: 0, warnings: 0 },
        { newFailed: 2, newErrored: 0, preExisting: 1, fixed: 1, gone: 2 },
      ),
    );
    expect(emu.requests.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  test('a baseline-version alone: the reference requests carry that version and no branch', async () => {
    const { emu, api } = await setUp({ fixture: BASELINE_SHOP });
    const meta = { projectId: 'shop', fabricId: 300, branch: 'feature' };
    const calls: PlannedCall[] = [
      {
        id: 'model:m',
        label: 'model m',
        request: { fabricId: 300, projectId: 'shop', modelName: 'm', branch: 'feature', tests: [{}] },
      },
    ];
    const run = await runTestPlan(calls, api, { concurrency: 1, meta, reference: { version: '1.0.0' } });
    expect(emu.requests.map((r) => r.body)).toEqual([
      { fabricId: 300, projectId: 'shop', modelName: 'm', branch: 'feature', tests: [{}] },
      { fabricId: 300, projectId: 'shop', modelName: 'm', version: '1.0.0', tests: [{}] },
    ]);
    // Without a branch the service runs its default branch (main), where `legacy` still exists.
    expect(run.baseline).toEqual({
      version: '1.0.0',
      gone: [{ model: 'm', table: 'm', columnName: '', name: 'legacy', status: 'ERROR' }],
      goneCount: 1,
    });
    expect(classified(run.calls[0])).toEqual(['new FAILED m.fresh']);
  });
});
