// Fixture tests that exist on some branches only (`branches`).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { post, start } from './support/harness.js';
import { RUN, refused } from './support/test-run.js';

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
