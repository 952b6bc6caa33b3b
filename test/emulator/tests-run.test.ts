// POST /api/orchestration/tests/run against the retail fixture: the two request variants, the
// tests each one runs, and the refusals. How tests end: tests-run-outcomes, -flaky, -branches.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { post, start } from './support/harness.js';
import { RUN, brief, refused } from './support/test-run.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.stop());

const base = { fabricId: 10740, projectId: 'retail-analytics' };
const run = (body: unknown) => post(emu, RUN, body);
const MIXED = 'A test-run request holds either model tests or other test types, never both';

describe('variant A without tests: every column, table and project test', () => {
  test('results in execution order with every field, and the service-style summary', async () => {
    const res = await run(base);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(['results', 'runnerStdout', 'summary']);
    const { results, summary, runnerStdout } = res.body.data;
    expect(brief(results)).toEqual([
      ['not_null', 'SUCCEEDED', 'customers', 'email', ''],
      ['unique', 'FAILED', 'customers', 'email', 'Got 3 results, configured to fail if != 0'],
      ['not_null', 'SUCCEEDED', 'customers', 'customer_id', ''],
      ['unique', 'SUCCEEDED', 'orders', 'order_id', ''],
      ['not_null', 'SUCCEEDED', 'orders', 'order_id', ''],
      ['not_null', 'SUCCEEDED', 'orders', 'amount', ''],
      ['row_count_positive', 'SUCCEEDED', 'orders', '', ''],
      ['revenue_reconciles', 'SUCCEEDED', '', '', ''],
      [
        'orders_have_customers',
        'ERROR',
        '',
        '',
        'Database Error in test orders_have_customers: [TABLE_OR_VIEW_NOT_FOUND] The table or view ' +
          '`retail_dev`.`analytics`.`dim_customers` cannot be found.',
      ],
    ]);
    results.forEach((r: Record<string, unknown>, i: number) => {
      expect(Object.keys(r)).toEqual(['name', 'status', 'table', 'columnName', 'index', 'time', 'cause']);
      expect(r.index).toBe(i);
      expect(typeof r.time).toBe('number');
      expect(Number.isInteger(r.time)).toBe(false);
    });
    expect(results[1].time).toBe(0.42); // the fixture's time
    // Like the real service, the ERROR result is counted in `failed`.
    expect(summary).toEqual({ failed: 2, skip: 0, succeeded: 7, total: 9, warning: 0 });
    const lines: string[] = runnerStdout.split('\n');
    expect(lines.at(-1)).toBe('Done. PASS=7 WARN=0 ERROR=2 SKIP=0 TOTAL=9');
    expect(lines.filter((l) => / \d+ of 9 (PASS|FAIL|ERROR) /.test(l))).toHaveLength(9);
    expect(runnerStdout).toContain('2 of 9 FAIL unique (raw.customers.email) ');
    expect(runnerStdout).toContain('9 of 9 ERROR orders_have_customers (project) ');
    expect(runnerStdout).toContain('version 1.2.0, branch dev, fabric 10740');
  });

  test('identical runs give identical results (times are stable)', async () => {
    const a = await run(base);
    const b = await run(base);
    expect(b.body.data.results).toEqual(a.body.data.results);
  });

  test('version defaults to the latest; an older version uses its outcome override', async () => {
    const old = await run({ ...base, version: '1.0.0' });
    expect(old.status).toBe(200);
    expect(brief(old.body.data.results)[1]).toEqual(['unique', 'SUCCEEDED', 'customers', 'email', '']);
    expect(old.body.data.summary).toEqual({ failed: 1, skip: 0, succeeded: 8, total: 9, warning: 0 });
    expect(old.body.data.runnerStdout).toContain('version 1.0.0, branch dev');
  });

  test('a known branch is accepted', async () => {
    const res = await run({ ...base, branch: 'main' });
    expect(res.status).toBe(200);
    expect(res.body.data.runnerStdout).toContain('branch main');
  });
});

describe('variant A with tests', () => {
  test('runs exactly the listed tests, element by element, column tests before table tests', async () => {
    const res = await run({
      ...base,
      tests: [
        { projectTests: [{ name: 'revenue_reconciles' }] },
        {
          source: 'raw',
          table: 'orders',
          tableTests: [{ name: 'row_count_positive' }],
          columnTests: [{ name: 'amount', tests: [{ name: 'not_null' }] }],
        },
        { source: 'raw', table: 'customers', columnTests: [{ name: 'email', tests: [{ name: 'unique' }] }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(brief(res.body.data.results)).toEqual([
      ['revenue_reconciles', 'SUCCEEDED', '', '', ''],
      ['not_null', 'SUCCEEDED', 'orders', 'amount', ''],
      ['row_count_positive', 'SUCCEEDED', 'orders', '', ''],
      ['unique', 'FAILED', 'customers', 'email', 'Got 3 results, configured to fail if != 0'],
    ]);
    expect(res.body.data.results.map((r: { index: number }) => r.index)).toEqual([0, 1, 2, 3]);
    expect(res.body.data.summary).toEqual({ failed: 1, skip: 0, succeeded: 3, total: 4, warning: 0 });
    expect(res.body.data.runnerStdout.split('\n').at(-1)).toBe('Done. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4');
  });

  test('an element with source and table only runs all tests of that table', async () => {
    const res = await run({ ...base, tests: [{ source: 'raw', table: 'orders' }] });
    expect(brief(res.body.data.results).map((r) => [r[0], r[3]])).toEqual([
      ['unique', 'order_id'],
      ['not_null', 'order_id'],
      ['not_null', 'amount'],
      ['row_count_positive', ''],
    ]);
  });

  test.each([
    [
      { tests: [{ source: 'raw', tableTests: [{ name: 'x' }] }] },
      'tests[0]: source and table must be given together',
    ],
    [{ tests: [{ table: 'orders' }] }, 'tests[0]: source and table must be given together'],
    [
      { tests: [{ source: 'raw', table: 'orders', projectTests: [{ name: 'revenue_reconciles' }] }] },
      'tests[0]: an element with projectTests carries no source, table, columnTests or tableTests',
    ],
    [
      { tests: [{ tableTests: [{ name: 'x' }] }] },
      'tests[0]: columnTests and tableTests need source and table',
    ],
    [{ tests: [{}] }, 'tests[0] holds no tests'],
    [{ tests: [] }, 'tests must not be empty (omit it to run every test of the project)'],
    [{ tests: {} }, 'tests must be an array, not an object'],
    [{ tests: [{ source: 'nope', table: 'orders' }] }, 'Source nope not found in project retail-analytics'],
    [{ tests: [{ source: 'raw', table: 'nope' }] }, 'Table nope not found in source raw'],
    [
      {
        tests: [
          { source: 'raw', table: 'orders', columnTests: [{ name: 'nope', tests: [{ name: 'unique' }] }] },
        ],
      },
      'Column nope not found in table raw.orders',
    ],
    [
      {
        tests: [
          { source: 'raw', table: 'orders', columnTests: [{ name: 'amount', tests: [{ name: 'nope' }] }] },
        ],
      },
      'Test nope not found on column raw.orders.amount',
    ],
    [
      { tests: [{ source: 'raw', table: 'orders', tableTests: [{ name: 'nope' }] }] },
      'Test nope not found on table raw.orders',
    ],
    [
      { tests: [{ projectTests: [{ name: 'nope' }] }] },
      'Project test nope not found in project retail-analytics',
    ],
    [
      { tests: [{ source: 'raw', table: 'orders', columnTests: [{ name: 'amount', tests: ['not_null'] }] }] },
      'tests[0].columnTests[0].tests[0] must be a JSON object, not a string',
    ],
    [
      { tests: [{ source: 'raw', table: 'orders', columnTests: [{ name: 'amount' }] }] },
      'tests[0].columnTests[0].tests is required',
    ],
    [{ tests: [{ projectTests: [{ title: 'x' }] }] }, 'tests[0].projectTests[0]: unknown field "title"'],
    [{ tests: [{ modelName: 'stg_orders' }] }, `tests[0]: model tests are not allowed here; ${MIXED}`],
    [{ source: 'raw' }, 'unknown field "source"'],
    [{ colour: 'red' }, 'unknown field "colour"'],
  ])('%j is refused with 400', async (extra, reason) => {
    const res = await run({ ...base, ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(reason));
  });
});

describe('fabricId, projectId, branch and version', () => {
  test.each([
    [{ projectId: 'retail-analytics' }, 'fabricId is required'],
    [{ ...base, fabricId: '10740' }, 'fabricId must be an integer (int64), not a string'],
    [{ ...base, fabricId: 10740.5 }, 'fabricId must be an integer (int64), not a number'],
    [{ fabricId: 10740 }, 'projectId is required'],
    [{ ...base, projectId: 42 }, 'projectId must be a string, not a number'],
    [{ ...base, branch: 'feature/x' }, 'Branch feature/x not found in project retail-analytics'],
    [{ ...base, version: '9.9.9' }, 'Version 9.9.9 not found in project retail-analytics'],
    [{ ...base, fabricId: 10741 }, 'Project retail-analytics is not published to fabric 10741'],
  ])('%j is refused with 400', async (body, reason) => {
    const res = await run(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(reason));
  });

  test('an unknown fabric or project is 404', async () => {
    const fabric = await run({ ...base, fabricId: 99999 });
    expect(fabric.status).toBe(404);
    expect(fabric.body).toEqual(refused('Fabric 99999 not found'));
    const project = await run({ ...base, projectId: 'retail' });
    expect(project.status).toBe(404);
    expect(project.body).toEqual(refused('Project retail not found'));
  });
});

describe('variant B: model tests', () => {
  test('tests: [{}] runs every test of the model', async () => {
    const res = await run({ ...base, modelName: 'stg_orders', tests: [{}] });
    expect(res.status).toBe(200);
    expect(brief(res.body.data.results)).toEqual([
      ['not_null_order_id', 'SUCCEEDED', 'stg_orders', '', ''],
      ['unique_order_id', 'SUCCEEDED', 'stg_orders', '', ''],
      ['accepted_values_status', 'SUCCEEDED', 'stg_orders', '', ''],
    ]);
    expect(res.body.data.summary).toEqual({ failed: 0, skip: 0, succeeded: 3, total: 3, warning: 0 });
  });

  test('tests may be omitted; a failing model test is FAILED with its cause', async () => {
    const res = await run({ ...base, modelName: 'fct_revenue' });
    expect(brief(res.body.data.results)).toEqual([
      ['revenue_not_negative', 'SUCCEEDED', 'fct_revenue', '', ''],
      ['revenue_matches_orders', 'FAILED', 'fct_revenue', '', 'Got 12 results, configured to fail if != 0'],
    ]);
    expect(res.body.data.summary).toEqual({ failed: 1, skip: 0, succeeded: 1, total: 2, warning: 0 });
  });

  test.each([
    [{ modelName: 'stg_orders', source: 'raw', table: 'orders' }, MIXED],
    [{ modelName: 'stg_orders', projectTests: [{ name: 'revenue_reconciles' }] }, MIXED],
    [{ modelName: 'stg_orders', tests: [{ projectTests: [{ name: 'revenue_reconciles' }] }] }, MIXED],
    [{ modelName: 'stg_orders', tests: [{ source: 'raw', table: 'orders' }] }, MIXED],
    [
      { modelName: 'stg_orders', tests: [{}, {}] },
      'tests must be [{}] in a model test run (all tests of the model run)',
    ],
    [
      { modelName: 'stg_orders', tests: [{ name: 'unique_order_id' }] },
      'tests must be [{}] in a model test run (all tests of the model run)',
    ],
    [
      { modelName: 'stg_orders', tests: [] },
      'tests must be [{}] in a model test run (all tests of the model run)',
    ],
    [{ modelName: '' }, 'modelName must not be empty'],
    [{ modelName: 'nope', tests: [{}] }, 'Model nope not found in project retail-analytics'],
  ])('%j is refused with 400', async (extra, reason) => {
    const res = await run({ ...base, ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(reason));
  });
});
