// buildTestPlan: from the settings to the test-run calls, before any request.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { RunTestsRequestA, RunTestsRequestB, TestSelection } from '../../src/service/types.js';
import { FileError } from '../../src/common/errors.js';
import { type TestSettings, readSettings } from '../../src/inputs/settings.js';
import { buildTestPlan } from '../../src/modes/data-tests/plan.js';
import type { PlannedCall } from '../../src/results/model.js';

const RETAIL_PLAN = 'examples/retail/tests.yml';

function settings(inputs: Record<string, string> = {}): TestSettings {
  const all: Record<string, string> = {
    mode: 'test',
    'base-url': 'http://127.0.0.1:9',
    token: 'not-used',
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    ...inputs,
  };
  const parsed = readSettings((name) => all[name] ?? '');
  if (parsed.mode !== 'test') throw new Error('expected test settings');
  return parsed;
}

const CUSTOMERS: TestSelection = {
  source: 'raw',
  table: 'customers',
  columnTests: [
    { name: 'email', tests: [{ name: 'not_null' }, { name: 'unique' }] },
    { name: 'customer_id', tests: [{ name: 'not_null' }] },
  ],
};
const ORDERS: TestSelection = {
  source: 'raw',
  table: 'orders',
  columnTests: [
    { name: 'order_id', tests: [{ name: 'unique' }, { name: 'not_null' }] },
    { name: 'amount', tests: [{ name: 'not_null' }] },
  ],
  tableTests: [{ name: 'row_count_positive' }],
};
const PROJECT: TestSelection = {
  projectTests: [{ name: 'revenue_reconciles' }, { name: 'orders_have_customers' }],
};

const model = (name: string, extra: Partial<RunTestsRequestB> = {}): PlannedCall => ({
  id: `model:${name}`,
  label: `model ${name}`,
  request: { fabricId: 10740, projectId: 'retail-analytics', modelName: name, ...extra, tests: [{}] },
});

describe('buildTestPlan', () => {
  test('the retail plan: one call with every element, then one call per model', async () => {
    expect(await buildTestPlan(settings({ 'tests-file': RETAIL_PLAN }))).toStrictEqual([
      {
        id: 'tests',
        label: 'column, table and project tests',
        request: { fabricId: 10740, projectId: 'retail-analytics', tests: [CUSTOMERS, ORDERS, PROJECT] },
      },
      model('stg_orders'),
      model('fct_revenue'),
    ]);
  });

  test('branch and version go into every call when given', async () => {
    const calls = await buildTestPlan(
      settings({ 'tests-file': RETAIL_PLAN, branch: 'main', version: '1.0.0', models: 'dim_customers' }),
    );
    expect(calls.map((c) => c.request)).toStrictEqual([
      {
        fabricId: 10740,
        projectId: 'retail-analytics',
        branch: 'main',
        version: '1.0.0',
        tests: [CUSTOMERS, ORDERS, PROJECT],
      },
      model('stg_orders', { branch: 'main', version: '1.0.0' }).request,
      model('fct_revenue', { branch: 'main', version: '1.0.0' }).request,
      model('dim_customers', { branch: 'main', version: '1.0.0' }).request,
    ]);
  });

  test('models of the input come after those of the file', async () => {
    const calls = await buildTestPlan(settings({ 'tests-file': RETAIL_PLAN, models: 'b_model\na_model' }));
    expect(calls.map((c) => c.id)).toEqual([
      'tests',
      'model:stg_orders',
      'model:fct_revenue',
      'model:b_model',
      'model:a_model',
    ]);
  });

  test('a model named in both the file and the input is an error at the file line', async () => {
    const error = await buildTestPlan(
      settings({ 'tests-file': RETAIL_PLAN, models: 'x, fct_revenue' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileError);
    expect((error as FileError).message).toBe(
      'examples/retail/tests.yml:24: model "fct_revenue" is also in the models input; name each model once',
    );
  });

  test('models input only: one call per model, no variant-A call', async () => {
    expect(await buildTestPlan(settings({ models: 'stg_orders,fct_revenue' }))).toStrictEqual([
      model('stg_orders'),
      model('fct_revenue'),
    ]);
  });

  test('neither tests-file nor models: one call without tests', async () => {
    expect(await buildTestPlan(settings({ version: '1.2.0' }))).toStrictEqual([
      {
        id: 'default',
        label: 'default tests',
        request: { fabricId: 10740, projectId: 'retail-analytics', version: '1.2.0' },
      },
    ]);
  });

  test('a broken tests-file fails with its FileError', async () => {
    await expect(
      buildTestPlan(settings({ 'tests-file': 'test/fixtures/test-plans/plain-string-test.yml' })),
    ).rejects.toThrow(
      'test/fixtures/test-plans/plain-string-test.yml:6: a test is { name: <test> }, got a string',
    );
    await expect(
      buildTestPlan(settings({ 'tests-file': 'test/fixtures/test-plans/missing.yml' })),
    ).rejects.toThrow('test/fixtures/test-plans/missing.yml: file not found');
  });
});

describe('buildTestPlan with shard', () => {
  const testsOf = (calls: PlannedCall[]): TestSelection[] =>
    calls.flatMap((c) => (c.id === 'tests' ? ((c.request as RunTestsRequestA).tests ?? []) : []));

  test('the retail plan in 3 shards: units dealt round-robin, labels say what each call holds', async () => {
    const shard = (i: number): Promise<PlannedCall[]> =>
      buildTestPlan(settings({ 'tests-file': RETAIL_PLAN, shard: `${i}/3` }));
    const base = { fabricId: 10740, projectId: 'retail-analytics' };
    // units: customers, orders, project tests, stg_orders, fct_revenue
    expect(await shard(1)).toStrictEqual([
      { id: 'tests', label: 'column tests', request: { ...base, tests: [CUSTOMERS] } },
      model('stg_orders'),
    ]);
    expect(await shard(2)).toStrictEqual([
      { id: 'tests', label: 'column and table tests', request: { ...base, tests: [ORDERS] } },
      model('fct_revenue'),
    ]);
    expect(await shard(3)).toStrictEqual([
      { id: 'tests', label: 'project tests', request: { ...base, tests: [PROJECT] } },
    ]);
  });

  test('a shard dealt no unit runs no call at all (not the default call)', async () => {
    expect(await buildTestPlan(settings({ 'tests-file': RETAIL_PLAN, shard: '6/6' }))).toEqual([]);
    expect(await buildTestPlan(settings({ models: 'a,b', shard: '3/4' }))).toEqual([]);
  });

  test('an empty plan: shard 1 runs the default call, the others nothing', async () => {
    expect((await buildTestPlan(settings({ shard: '1/3' }))).map((c) => c.id)).toEqual(['default']);
    expect(await buildTestPlan(settings({ shard: '2/3' }))).toEqual([]);
    expect(await buildTestPlan(settings({ shard: '3/3' }))).toEqual([]);
  });

  test('for every n, the retail shards together run each element and model exactly once', async () => {
    const whole = await buildTestPlan(settings({ 'tests-file': RETAIL_PLAN }));
    for (let n = 1; n <= 8; n++) {
      const shards = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          buildTestPlan(settings({ 'tests-file': RETAIL_PLAN, shard: `${i + 1}/${n}` })),
        ),
      );
      const models = shards.flat().filter((c) => c.id.startsWith('model:'));
      expect(models.map((c) => c.id).sort()).toEqual(['model:fct_revenue', 'model:stg_orders']);
      const elements = shards.flatMap(testsOf);
      expect(elements).toHaveLength(3);
      expect(new Set(elements.map((e) => JSON.stringify(e)))).toEqual(
        new Set(testsOf(whole).map((e) => JSON.stringify(e))),
      );
    }
  });

  test('property: with any number of models and shards, the shards partition the models', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        async (size, count) => {
          const names = Array.from({ length: size }, (_, k) => `m${k}`);
          const perShard = await Promise.all(
            Array.from({ length: count }, (_, i) =>
              buildTestPlan(settings({ models: names.join(','), shard: `${i + 1}/${count}` })),
            ),
          );
          const ran = perShard.flat().map((c) => (c.request as RunTestsRequestB).modelName);
          expect(ran).toHaveLength(size);
          expect(new Set(ran)).toEqual(new Set(names));
          perShard.forEach((calls, i) => {
            expect(calls.map((c) => c.id)).toEqual(
              names.filter((_, k) => k % count === i).map((n) => `model:${n}`),
            );
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
