// The seed fixture: the shipped ones, defaults and ids, spellings, flaky and branch-only tests.
// Bad fixtures and their one-line errors: fixture-errors.test.ts.
import { describe, expect, test } from '@jest/globals';
import { type FixtureInput, loadFixture } from '../../src/emulator/fixture.js';
import { seedState } from '../../src/emulator/state.js';
import { errorOf, fixtureFolder, minimal } from './support/fixture-files.js';
import { LARGE, RETAIL } from './support/harness.js';

const fixtureFile = fixtureFolder().file;

describe('spellings the service accepts', () => {
  test('the known ones, plus those the fixture adds under accepts, which fabrics may then use', () => {
    const state = seedState(
      loadFixture({
        tokens: ['t'],
        teams: ['team'],
        accepts: {
          providers: ['service-managed'],
          connectionKinds: ['clickhouse', 'kafka'],
          warehouseKinds: ['clickhouse'],
          secretSubKinds: ['ssh_key'],
        },
        fabrics: [
          {
            name: 'f',
            teamName: 'team',
            provider: 'service-managed',
            secrets: [{ name: 'k', subKind: 'ssh_key' }],
            connections: [{ name: 'olap', kind: 'clickhouse', isDefaultWarehouseConnection: true }],
          },
        ],
      }),
    );
    expect(state.accepts).toEqual({
      providers: ['databricks', 'bigquery', 'service-managed'],
      connectionKinds: [
        'databricks',
        'bigquery',
        'snowflake',
        'synapse',
        'mssql',
        'oracle',
        'mongodb',
        'hana',
        'redshift',
        'smtp',
        's3',
        'sftp',
        'ADLS',
        'GCS',
        'onedrive',
        'salesforce',
        'sharepoint',
        'smartsheet',
        'tableau',
        'powerbi',
        'clickhouse',
        'kafka',
      ],
      warehouseKinds: ['databricks', 'bigquery', 'snowflake', 'clickhouse'],
      secretSubKinds: ['text', 'binary', 'username_password', 'm2m_oauth', 'ssh_key'],
    });
    expect(state.fabrics[0]).toMatchObject({ provider: 'service-managed' });
  });

  test('a spelling the fixture does not accept is refused on its line', () => {
    const provider = fixtureFile(
      'provider.yml',
      minimal.replace('provider: databricks', 'provider: managed'),
    );
    expect(errorOf(() => loadFixture(provider))).toBe(
      `Invalid fixture ${provider}:6: fabrics[0].provider: provider "managed" is not accepted (databricks, bigquery; add it under accepts.providers)`,
    );
    const warehouse = fixtureFile('warehouse.yml', `accepts:\n  warehouseKinds: [clickhouse]\n${minimal}`);
    expect(errorOf(() => loadFixture(warehouse))).toBe(
      `Invalid fixture ${warehouse}:2: accepts.warehouseKinds[0]: "clickhouse" is not an accepted connection kind (add it to connectionKinds)`,
    );
  });
});

describe('shipped fixtures', () => {
  test('retail.yml loads with the names the sources file mirrors', () => {
    const f = loadFixture(RETAIL);
    expect(f.tokens).toEqual(['demo-token']);
    const p = f.projects[0]!;
    expect(p).toMatchObject({
      name: 'retail',
      id: 'retail-analytics',
      versions: ['1.0.0', '1.1.0', '1.2.0'],
    });
    expect(p.sources.map((s) => s.name)).toEqual(['raw']);
    expect(
      p.sources[0]!.tables.map((t) => [t.name, t.columns.map((c) => c.name), t.tests.map((x) => x.name)]),
    ).toEqual([
      ['customers', ['email', 'customer_id'], []],
      ['orders', ['order_id', 'amount'], ['row_count_positive']],
    ]);
    expect(p.projectTests.map((t) => [t.name, t.outcome])).toEqual([
      ['revenue_reconciles', 'SUCCEEDED'],
      ['orders_have_customers', 'ERROR'],
    ]);
    expect(p.models.map((m) => [m.name, m.tests.length])).toEqual([
      ['stg_orders', 3],
      ['fct_revenue', 2],
    ]);
    expect(p.pipelines).toEqual([
      {
        name: 'ingest_orders',
        parameters: { batch_size: '100', full_refresh: 'false' },
        run: { seconds: 90, byVersion: {} },
      },
      {
        name: 'build_marts',
        parameters: { target_schema: 'analytics' },
        run: {
          before: [{ status: 'QUEUED', seconds: 10 }],
          seconds: 120,
          byVersion: {
            '1.1.0': {
              outcome: 'ERROR',
              errorMessage:
                'Model fct_revenue failed: [UNRESOLVED_COLUMN] A column with name `discount_pct` cannot be resolved',
            },
          },
        },
      },
    ]);
    expect(f.fabrics.map((x) => [x.name, x.teamName, x.provider])).toEqual([
      ['analytics-dev', 'data-platform', 'databricks'],
      ['analytics-prod', 'data-platform', 'databricks'],
    ]);
  });

  test('large.yml declares a 100,000-test model', () => {
    expect(loadFixture(LARGE).projects[0]!.models[0]!.generatedTests).toEqual({
      count: 100000,
      failEvery: 50,
      errorEvery: 1000,
    });
  });
});

describe('fixture defaults and ids', () => {
  test('fills defaults, coerces scalar parameters to strings and numbers fabric ids from 10740', () => {
    const input: FixtureInput = {
      tokens: ['t'],
      teams: ['team'],
      fabrics: [
        { name: 'a', teamName: 'team', provider: 'bigquery' },
        { name: 'b', teamName: 'team', provider: 'databricks', secrets: [{ name: 's' }] },
      ],
      projects: [
        {
          name: 'shop',
          versions: ['1', '2'],
          publishedTo: ['b'],
          pipelines: [{ name: 'p', parameters: { n: 5, flag: true } }],
          sources: [{ name: 'raw', tables: [{ name: 't', columns: [{ name: 'c', tests: ['not_null'] }] }] }],
        },
      ],
    };
    const state = seedState(loadFixture(input));
    expect(state.fabrics.map((f) => f.id)).toEqual(['10740', '10741']);
    expect(state.fabrics[1]!.secrets[0]).toMatchObject({ name: 's', subKind: 'text', version: 1 });
    const p = state.projects[0]!;
    expect(p).toMatchObject({
      id: 'shop',
      defaultBranch: 'main',
      branches: ['main'],
      publishedTo: ['10741'],
    });
    expect(p.pipelines[0]!.parameters).toEqual({ n: '5', flag: 'true' });
    expect(p.sources[0]!.tables[0]!.columns[0]!.tests).toEqual([{ name: 'not_null', outcome: 'SUCCEEDED' }]);
  });

  test('generated ids continue after the highest pinned id', () => {
    const state = seedState(
      loadFixture({
        tokens: ['t'],
        teams: ['x'],
        fabrics: [
          { id: '20000', name: 'a', teamName: 'x', provider: 'databricks' },
          { name: 'b', teamName: 'x', provider: 'databricks' },
        ],
      }),
    );
    expect(state.fabrics.map((f) => f.id)).toEqual(['20000', '20001']);
  });
});

describe('flaky tests (outcomes) and tests of some branches only (branches)', () => {
  test('outcomes at the top and inside byBranch / byVersion; branches kept as listed', () => {
    const f = loadFixture({
      tokens: ['t'],
      projects: [
        {
          name: 'shop',
          versions: ['1', '2'],
          branches: ['main', 'feature'],
          projectTests: [
            {
              name: 'warehouse_wakes',
              outcomes: ['ERROR', 'SUCCEEDED'],
              byBranch: { feature: { outcomes: ['FAILED', 'FAILED', 'SUCCEEDED'], cause: 'slow' } },
              byVersion: { '1': 'ERROR', '2': { outcome: 'FAILED' } },
            },
            { name: 'new_check', branches: ['feature'] },
          ],
        },
      ],
    });
    expect(f.projects[0]!.projectTests).toEqual([
      {
        name: 'warehouse_wakes',
        outcome: 'SUCCEEDED',
        outcomes: ['ERROR', 'SUCCEEDED'],
        byBranch: {
          feature: { outcome: 'FAILED', outcomes: ['FAILED', 'FAILED', 'SUCCEEDED'], cause: 'slow' },
        },
        byVersion: { '1': { outcome: 'ERROR' }, '2': { outcome: 'FAILED' } },
      },
      { name: 'new_check', outcome: 'SUCCEEDED', branches: ['feature'] },
    ]);
  });

  test('retail.yml: the pull-request branch, and a flaky project test there', () => {
    const p = loadFixture(RETAIL).projects[0]!;
    expect(p.branches).toEqual(['dev', 'main', 'add-order-checks']);
    expect(p.defaultBranch).toBe('dev');
    expect(p.projectTests[1]!.byBranch).toEqual({
      main: { outcome: 'SUCCEEDED' },
      'add-order-checks': {
        outcome: 'ERROR',
        outcomes: ['ERROR', 'SUCCEEDED'],
        cause: 'Database Error: the SQL warehouse is starting; retry the query',
      },
    });
  });

  const shop = `${minimal}    branches: [main, feature]\n`;

  test.each([
    [
      'an empty outcomes list',
      `${shop}    projectTests:\n      - name: t\n        outcomes: []\n`,
      13,
      'projects[0].projectTests[0].outcomes: needs at least one outcome',
    ],
    [
      'an empty outcomes list inside byBranch',
      `${shop}    projectTests:\n      - name: t\n        byBranch:\n          feature: { outcomes: [] }\n`,
      14,
      'projects[0].projectTests[0].byBranch.feature.outcomes: needs at least one outcome',
    ],
    [
      'an empty outcomes list inside byVersion',
      `${shop}    projectTests:\n      - name: t\n        byVersion:\n          '1.0':\n            outcomes: []\n`,
      15,
      'projects[0].projectTests[0].byVersion.1.0.outcomes: needs at least one outcome',
    ],
    [
      'an outcome that is not a status',
      `${shop}    projectTests:\n      - name: t\n        outcomes: [ERROR, PASSED]\n`,
      13,
      'projects[0].projectTests[0].outcomes[1]: Invalid option: expected one of "SUCCEEDED"|"FAILED"|"ERROR"',
    ],
    [
      'an outcome that is not a status, inside byBranch',
      `${shop}    projectTests:\n      - name: t\n        byBranch:\n          feature: { outcomes: [ERROR, PASSED] }\n`,
      14,
      'projects[0].projectTests[0].byBranch.feature.outcomes[1]: Invalid option: expected one of "SUCCEEDED"|"FAILED"|"ERROR"',
    ],
    [
      'an empty branches list',
      `${shop}    projectTests:\n      - name: t\n        branches: []\n`,
      13,
      'projects[0].projectTests[0].branches: needs at least one branch',
    ],
    [
      'a branch the project does not list (project test)',
      `${shop}    projectTests:\n      - name: t\n        branches: [main, release]\n`,
      13,
      'projects[0].projectTests[0].branches[1]: branch "release" is not listed in branches',
    ],
    [
      'a branch the project does not list (column test)',
      `${shop}    sources:\n      - name: raw\n        tables:\n          - name: orders\n            columns:\n              - name: id\n                tests:\n                  - name: unique\n                    branches:\n                      - release\n`,
      20,
      'projects[0].sources[0].tables[0].columns[0].tests[0].branches[0]: branch "release" is not listed in branches',
    ],
    [
      'a branch the project does not list (model test)',
      `${shop}    models:\n      - name: m\n        tests:\n          - name: x\n            branches: [feature, hotfix]\n`,
      15,
      'projects[0].models[0].tests[0].branches[1]: branch "hotfix" is not listed in branches',
    ],
    [
      'a branch not listed, with the default branches (main only)',
      `${minimal}    projectTests:\n      - name: t\n        branches: [feature]\n`,
      12,
      'projects[0].projectTests[0].branches[0]: branch "feature" is not listed in branches',
    ],
  ])('%s: one line with the file, the line and the key', (_what, text, line, message) => {
    const file = fixtureFile(`flaky-${line}-${text.length}.yml`, text);
    const got = errorOf(() => loadFixture(file));
    expect(got).toBe(`Invalid fixture ${file}:${line}: ${message}`);
    expect(got).not.toContain('\n');
  });
});
