// POST /api/orchestration/tests/run against the retail fixture.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import { failed, post, start } from './support/harness.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.stop());

const RUN = '/api/orchestration/tests/run';
const base = { fabricId: 10740, projectId: 'retail-analytics' };
const run = (body: unknown) => post(emu, RUN, body);
const refused = (reason: string) => failed(`Test run failed due to : ${reason}`);
const MIXED = 'A test-run request holds either model tests or other test types, never both';

/** name, status, table, columnName, cause of each result (time is checked separately). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const brief = (results: any[]) => results.map((r) => [r.name, r.status, r.table, r.columnName, r.cause]);

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

describe('outcome overrides, default causes and generated tests', () => {
  let own: RunningEmulator;
  beforeAll(async () => {
    own = await start({
      fixture: {
        tokens: ['t'],
        teams: ['team'],
        fabrics: [{ id: '500', name: 'f', teamName: 'team', provider: 'bigquery' }],
        projects: [
          {
            name: 'shop',
            id: '77',
            publishedTo: ['500'],
            versions: ['1', '2'],
            branches: ['main', 'hotfix'],
            projectTests: [
              {
                name: 'flaky',
                byVersion: { '1': 'FAILED' },
                byBranch: { hotfix: { outcome: 'ERROR', cause: 'branch broke it' } },
              },
              { name: 'plain_fail', outcome: 'FAILED' },
              { name: 'plain_error', outcome: 'ERROR' },
            ],
            models: [
              {
                name: 'm',
                tests: ['listed'],
                generatedTests: { count: 3, failEvery: 2, namePrefix: 'gen_' },
              },
            ],
          },
        ],
      },
    });
  });
  afterAll(() => own.stop());
  const ownRun = (body: object) =>
    post(own, RUN, { fabricId: 500, projectId: '77', ...body }, { token: 't' });

  test('the branch override wins over the version override', async () => {
    const latest = await ownRun({});
    expect(brief(latest.body.data.results)).toEqual([
      ['flaky', 'SUCCEEDED', '', '', ''],
      ['plain_fail', 'FAILED', '', '', 'Got 1 result, configured to fail if != 0'],
      [
        'plain_error',
        'ERROR',
        '',
        '',
        'Database Error in test plain_error: could not execute the test query',
      ],
    ]);
    const v1 = await ownRun({ version: '1' });
    expect(brief(v1.body.data.results)[0]).toEqual([
      'flaky',
      'FAILED',
      '',
      '',
      'Got 1 result, configured to fail if != 0',
    ]);
    const hotfix = await ownRun({ version: '1', branch: 'hotfix' });
    expect(brief(hotfix.body.data.results)[0]).toEqual(['flaky', 'ERROR', '', '', 'branch broke it']);
  });

  test('generated tests follow the listed ones of the model', async () => {
    const res = await ownRun({ modelName: 'm' });
    expect(brief(res.body.data.results)).toEqual([
      ['listed', 'SUCCEEDED', 'm', '', ''],
      ['gen_1', 'SUCCEEDED', 'm', '', ''],
      ['gen_2', 'FAILED', 'm', '', 'Got 1 result, configured to fail if != 0'],
      ['gen_3', 'SUCCEEDED', 'm', '', ''],
    ]);
    expect(res.body.data.results.map((r: { index: number }) => r.index)).toEqual([0, 1, 2, 3]);
    expect(res.body.data.summary).toEqual({ failed: 1, skip: 0, succeeded: 3, total: 4, warning: 0 });
  });
});

describe('flaky tests: outcomes run by run, per branch and version, the last repeating', () => {
  let own: RunningEmulator;
  let dir: string;
  const fixture: FixtureInput = {
    tokens: ['t'],
    teams: ['team'],
    fabrics: [{ id: '500', name: 'f', teamName: 'team', provider: 'bigquery' }],
    projects: [
      {
        name: 'shop',
        id: '77',
        publishedTo: ['500'],
        versions: ['1', '2'],
        branches: ['main', 'feature', 'hotfix'],
        sources: [
          {
            name: 'raw',
            tables: [
              {
                name: 'orders',
                columns: [
                  { name: 'id', tests: [{ name: 'unique', outcomes: ['FAILED', 'ERROR', 'SUCCEEDED'] }] },
                  { name: 'amount', tests: [{ name: 'unique', outcomes: ['ERROR', 'SUCCEEDED'] }] },
                ],
              },
            ],
          },
        ],
        projectTests: [
          { name: 'seq', outcomes: ['FAILED', 'ERROR', 'SUCCEEDED'], cause: 'flaky cause' },
          {
            name: 'by_branch',
            outcome: 'FAILED',
            byBranch: {
              feature: { outcomes: ['ERROR', 'SUCCEEDED'], cause: 'warming up' },
              hotfix: 'SUCCEEDED',
            },
          },
          { name: 'by_version', byVersion: { '1': { outcomes: ['FAILED', 'SUCCEEDED'] } } },
          { name: 'overridden', outcomes: ['FAILED', 'SUCCEEDED'], byBranch: { hotfix: 'ERROR' } },
        ],
        models: [{ name: 'm', tests: [{ name: 'mt', outcomes: ['ERROR', 'SUCCEEDED'] }] }],
      },
    ],
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'emu-flaky-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => own?.stop());

  const ownRun = (body: object) =>
    post(own, RUN, { fabricId: 500, projectId: '77', ...body }, { token: 't' });
  const project = (...names: string[]) => ({ tests: [{ projectTests: names.map((name) => ({ name })) }] });
  const key = (branch: string, version: string, location: string, name: string): string =>
    ['77', branch, version, location, name].join('\u0000');
  const testRuns = (): Record<string, number> | undefined =>
    (own.state() as { testRuns?: Record<string, number> }).testRuns;
  /** [status, cause] of each result. */
  const outcomes = async (body: object): Promise<string[][]> => {
    const res = await ownRun(body);
    expect(res.status).toBe(200);
    return res.body.data.results.map((r: { status: string; cause: string }) => [r.status, r.cause]);
  };

  test('independent counters per branch and version; the default branch and version are counted as named', async () => {
    own = await start({ fixture });
    expect(testRuns()).toBeUndefined();
    const seq = project('seq');
    expect(await outcomes(seq)).toEqual([['FAILED', 'flaky cause']]); // main (default), 2 (latest)
    expect(await outcomes({ ...seq, branch: 'main' })).toEqual([['ERROR', 'flaky cause']]);
    expect(await outcomes({ ...seq, version: '1' })).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes({ ...seq, branch: 'feature' })).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes({ ...seq, branch: 'main', version: '2' })).toEqual([['SUCCEEDED', '']]);
    expect(await outcomes(seq)).toEqual([['SUCCEEDED', '']]);
    expect(await outcomes({ ...seq, version: '1' })).toEqual([['ERROR', 'flaky cause']]);
    expect(testRuns()).toEqual({
      [key('main', '2', 'project', 'seq')]: 4,
      [key('main', '1', 'project', 'seq')]: 2,
      [key('feature', '2', 'project', 'seq')]: 1,
    });
  });

  test('each test counts on its own: the same name on two columns, several in one request', async () => {
    own = await start({ fixture });
    const both = {
      tests: [
        {
          source: 'raw',
          table: 'orders',
          columnTests: [
            { name: 'id', tests: [{ name: 'unique' }] },
            { name: 'amount', tests: [{ name: 'unique' }] },
          ],
        },
      ],
    };
    const statuses = async (): Promise<string[]> => (await outcomes(both)).map(([s]) => s!);
    expect(await statuses()).toEqual(['FAILED', 'ERROR']);
    expect(await statuses()).toEqual(['ERROR', 'SUCCEEDED']);
    expect(await statuses()).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await statuses()).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(testRuns()).toEqual({
      [key('main', '2', 'raw.orders.id', 'unique')]: 4,
      [key('main', '2', 'raw.orders.amount', 'unique')]: 4,
    });
  });

  test('outcomes inside byBranch and byVersion; a plain override stops the sequence', async () => {
    own = await start({ fixture });
    const tests = project('by_branch', 'by_version', 'overridden');
    const defaultFail = 'Got 1 result, configured to fail if != 0';
    const defaultError = 'Database Error in test overridden: could not execute the test query';
    expect(await outcomes({ ...tests, branch: 'feature' })).toEqual([
      ['ERROR', 'warming up'],
      ['SUCCEEDED', ''],
      ['FAILED', defaultFail],
    ]);
    expect(await outcomes({ ...tests, branch: 'feature' })).toEqual([
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
    ]);
    expect(await outcomes({ ...tests, branch: 'main', version: '1' })).toEqual([
      ['FAILED', defaultFail],
      ['FAILED', defaultFail],
      ['FAILED', defaultFail],
    ]);
    expect(await outcomes({ ...tests, branch: 'main', version: '1' })).toEqual([
      ['FAILED', defaultFail],
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
    ]);
    for (let i = 0; i < 2; i++)
      expect(await outcomes({ ...tests, branch: 'hotfix' })).toEqual([
        ['SUCCEEDED', ''],
        ['SUCCEEDED', ''],
        ['ERROR', defaultError],
      ]);
    // Only the runs that followed a sequence were counted.
    expect(testRuns()).toEqual({
      [key('feature', '2', 'project', 'by_branch')]: 2,
      [key('feature', '2', 'project', 'overridden')]: 2,
      [key('main', '1', 'project', 'by_version')]: 2,
      [key('main', '1', 'project', 'overridden')]: 2,
    });
  });

  test('model tests follow their outcomes too', async () => {
    own = await start({ fixture });
    expect(await outcomes({ modelName: 'm', tests: [{}] })).toEqual([
      ['ERROR', 'Database Error in test mt: could not execute the test query'],
    ]);
    expect(await outcomes({ modelName: 'm', tests: [{}] })).toEqual([['SUCCEEDED', '']]);
    expect(testRuns()).toEqual({ [key('main', '2', 'm', 'mt')]: 2 });
  });

  test('a refused request counts no run', async () => {
    own = await start({ fixture });
    const refusedRun = await ownRun(project('seq', 'nope'));
    expect(refusedRun.status).toBe(400);
    expect(refusedRun.body).toEqual(refused('Project test nope not found in project 77'));
    expect(testRuns()).toBeUndefined();
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
  });

  test('the counts persist in the state file: a restart goes on where it was', async () => {
    const statePath = join(dir, 'state.json');
    own = await start({ fixture, statePath });
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes(project('seq'))).toEqual([['ERROR', 'flaky cause']]);
    await own.stop();
    const onDisk = JSON.parse(readFileSync(statePath, 'utf8')) as { testRuns: Record<string, number> };
    expect(onDisk.testRuns).toEqual({ [key('main', '2', 'project', 'seq')]: 2 });

    own = await start({ fixture, statePath });
    expect(await outcomes(project('seq'))).toEqual([['SUCCEEDED', '']]);
    await own.stop();
    // Without the state file, a new emulator starts the sequence over.
    own = await start({ fixture });
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
  });
});

describe('tests that exist on some branches only', () => {
  let own: RunningEmulator;
  beforeAll(async () => {
    own = await start({
      fixture: {
        tokens: ['t'],
        teams: ['team'],
        fabrics: [{ id: '500', name: 'f', teamName: 'team', provider: 'bigquery' }],
        projects: [
          {
            name: 'shop',
            id: '77',
            publishedTo: ['500'],
            versions: ['1'],
            branches: ['main', 'feature'],
            sources: [
              {
                name: 'raw',
                tables: [
                  {
                    name: 'orders',
                    columns: [
                      { name: 'id', tests: ['unique', { name: 'not_null', branches: ['main'] }] },
                      {
                        name: 'amount',
                        tests: [{ name: 'positive', branches: ['feature'], outcome: 'FAILED' }],
                      },
                    ],
                    tests: [{ name: 'row_count', branches: ['feature'] }, 'fresh'],
                  },
                ],
              },
            ],
            projectTests: ['reconciles', { name: 'legacy', branches: ['main'] }],
            models: [
              {
                name: 'm',
                tests: [
                  'kept',
                  { name: 'old', branches: ['main', 'feature'] },
                  { name: 'gone', branches: ['main'] },
                ],
              },
            ],
          },
        ],
      },
    });
  });
  afterAll(() => own.stop());
  const ownRun = (body: object) =>
    post(own, RUN, { fabricId: 500, projectId: '77', ...body }, { token: 't' });
  const names = async (body: object): Promise<string[]> => {
    const res = await ownRun(body);
    expect(res.status).toBe(200);
    return res.body.data.results.map((r: { table: string; columnName: string; name: string }) =>
      [r.table, r.columnName, r.name].filter(Boolean).join('.'),
    );
  };

  test('a run without tests, a whole table and a model run only what their branch has', async () => {
    expect(await names({})).toEqual([
      'orders.id.unique',
      'orders.id.not_null',
      'orders.fresh',
      'reconciles',
      'legacy',
    ]);
    expect(await names({ branch: 'main' })).toEqual(await names({}));
    expect(await names({ branch: 'feature' })).toEqual([
      'orders.id.unique',
      'orders.amount.positive',
      'orders.row_count',
      'orders.fresh',
      'reconciles',
    ]);
    expect(await names({ branch: 'feature', tests: [{ source: 'raw', table: 'orders' }] })).toEqual([
      'orders.id.unique',
      'orders.amount.positive',
      'orders.row_count',
      'orders.fresh',
    ]);
    expect(await names({ modelName: 'm', tests: [{}] })).toEqual(['m.kept', 'm.old', 'm.gone']);
    expect(await names({ modelName: 'm', branch: 'feature', tests: [{}] })).toEqual(['m.kept', 'm.old']);
  });

  test('named on a branch that has them, they run', async () => {
    expect(
      await names({
        branch: 'feature',
        tests: [
          {
            source: 'raw',
            table: 'orders',
            columnTests: [{ name: 'amount', tests: [{ name: 'positive' }] }],
            tableTests: [{ name: 'row_count' }],
          },
        ],
      }),
    ).toEqual(['orders.amount.positive', 'orders.row_count']);
    expect(await names({ branch: 'main', tests: [{ projectTests: [{ name: 'legacy' }] }] })).toEqual([
      'legacy',
    ]);
  });

  test.each([
    [
      {
        branch: 'main',
        tests: [
          {
            source: 'raw',
            table: 'orders',
            columnTests: [{ name: 'amount', tests: [{ name: 'positive' }] }],
          },
        ],
      },
      'Test positive not found on column raw.orders.amount',
    ],
    [
      {
        branch: 'feature',
        tests: [
          { source: 'raw', table: 'orders', columnTests: [{ name: 'id', tests: [{ name: 'not_null' }] }] },
        ],
      },
      'Test not_null not found on column raw.orders.id',
    ],
    [
      { tests: [{ source: 'raw', table: 'orders', tableTests: [{ name: 'row_count' }] }] },
      'Test row_count not found on table raw.orders',
    ],
    [
      { branch: 'feature', tests: [{ projectTests: [{ name: 'reconciles' }, { name: 'legacy' }] }] },
      'Project test legacy not found in project 77',
    ],
  ])('named elsewhere, they are not found: %j', async (body, reason) => {
    const res = await ownRun(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(reason));
  });
});

describe('retail: the add-order-checks branch of the demo', () => {
  let own: RunningEmulator;
  beforeAll(async () => {
    own = await start();
  });
  afterAll(() => own.stop());
  const failing = async (body: object): Promise<string[][]> => {
    const res = await post(own, RUN, { ...base, ...body });
    expect(res.status).toBe(200);
    return brief(res.body.data.results).filter((r) => r[1] !== 'SUCCEEDED');
  };

  test('amount fails there only, customer_id on main only; orders_have_customers errors once there', async () => {
    const warehouse = 'Database Error: the SQL warehouse is starting; retry the query';
    expect(await failing({ branch: 'add-order-checks' })).toEqual([
      ['unique', 'FAILED', 'customers', 'email', 'Got 3 results, configured to fail if != 0'],
      ['not_null', 'FAILED', 'orders', 'amount', 'Got 4 results, configured to fail if != 0'],
      ['orders_have_customers', 'ERROR', '', '', warehouse],
    ]);
    expect(await failing({ branch: 'add-order-checks' })).toEqual([
      ['unique', 'FAILED', 'customers', 'email', 'Got 3 results, configured to fail if != 0'],
      ['not_null', 'FAILED', 'orders', 'amount', 'Got 4 results, configured to fail if != 0'],
    ]);
    expect(await failing({ branch: 'main' })).toEqual([
      ['unique', 'FAILED', 'customers', 'email', 'Got 3 results, configured to fail if != 0'],
      ['not_null', 'FAILED', 'customers', 'customer_id', 'Got 2 results, configured to fail if != 0'],
    ]);
    // dev (the default branch) keeps its plain ERROR, run after run.
    for (let i = 0; i < 2; i++)
      expect((await failing({})).map((r) => r.slice(0, 2))).toEqual([
        ['unique', 'FAILED'],
        ['orders_have_customers', 'ERROR'],
      ]);
  });
});

describe('override lookups', () => {
  test('a branch or version named like an Object.prototype property has no override unless given one', async () => {
    const own = await start({
      fixture: {
        tokens: ['t'],
        teams: ['team'],
        fabrics: [{ id: '500', name: 'f', teamName: 'team', provider: 'bigquery' }],
        projects: [
          {
            name: 'shop',
            id: '77',
            publishedTo: ['500'],
            versions: ['1', 'toString'],
            branches: ['dev', 'main', 'constructor'],
            projectTests: [{ name: 'x', byBranch: { main: 'FAILED' }, byVersion: { '1': 'ERROR' } }],
          },
        ],
      },
    });
    try {
      const got: Array<[number, unknown]> = [];
      for (const body of [
        { branch: 'constructor', version: '1' },
        { version: 'toString' },
        { branch: 'constructor' },
      ]) {
        const res = await post(own, RUN, { fabricId: 500, projectId: '77', ...body }, { token: 't' });
        got.push([res.status, res.body.data?.results.map((r: { status: string }) => r.status)]);
      }
      // constructor has no byBranch entry, so 1's byVersion (ERROR) applies; on dev (the default
      // branch) toString has no byVersion entry either.
      expect(got).toEqual([
        [200, ['ERROR']],
        [200, ['SUCCEEDED']],
        [200, ['SUCCEEDED']],
      ]);
    } finally {
      await own.stop();
    }
  });
});
