// How the fixture's tests end in a test run: outcome overrides by branch and version, default
// causes, generated tests, and the retail fixture's pull-request branch.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { post, start } from './support/harness.js';
import { RUN, brief } from './support/test-run.js';

const base = { fabricId: 10740, projectId: 'retail-analytics' };

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
