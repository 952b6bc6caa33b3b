import { describe, expect, test, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixtureError, type FixtureInput, loadFixture } from '../../src/emulator/fixture.js';
import { seedState } from '../../src/emulator/state.js';
import { LARGE, RETAIL } from './support/harness.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'emu-fixture-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixtureFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FixtureError);
    return (err as Error).message;
  }
  throw new Error('expected a FixtureError');
}

const minimal = `tokens: [t]
teams: [team]
fabrics:
  - name: dev
    teamName: team
    provider: databricks
projects:
  - name: shop
    versions: ['1.0']
`;

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
      { name: 'ingest_orders', parameters: { batch_size: '100', full_refresh: 'false' } },
      { name: 'build_marts', parameters: { target_schema: 'analytics' } },
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

describe('bad fixtures give one line naming the file, the line and the key path', () => {
  test('a bad enum value deep in a project', () => {
    const file = fixtureFile(
      'bad-outcome.yml',
      `${minimal}    sources:
      - name: raw
        tables:
          - name: customers
            columns:
              - name: email
                tests:
                  - name: unique
                    outcome: BROKEN
`,
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:18: projects[0].sources[0].tables[0].columns[0].tests[0].outcome: ` +
        'Invalid option: expected one of "SUCCEEDED"|"FAILED"|"ERROR"',
    );
  });

  test('an unknown key is named with its own path', () => {
    const file = fixtureFile(
      'unknown-key.yml',
      minimal.replace('provider: databricks', 'provider: databricks\n    colour: red'),
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:7: fabrics[0].colour: unknown key`,
    );
  });

  test('a missing required key', () => {
    const file = fixtureFile('no-tokens.yml', minimal.replace('tokens: [t]\n', ''));
    expect(errorOf(() => loadFixture(file))).toBe(`Invalid fixture ${file}:1: tokens: is required`);
  });

  test('an unquoted version that YAML reads as a number', () => {
    const file = fixtureFile('number-version.yml', minimal.replace("versions: ['1.0']", 'versions: [1.0]'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:9: projects[0].versions[0]: must be a string (quote versions that look like numbers, e.g. "1.0")`,
    );
  });

  test('a fabric of a team that is not declared', () => {
    const file = fixtureFile('team.yml', minimal.replace('teamName: team', 'teamName: ghosts'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:5: fabrics[0].teamName: team "ghosts" is not listed in teams`,
    );
  });

  test('a connection property referring to a secret the fabric does not have', () => {
    const file = fixtureFile(
      'secret-ref.yml',
      minimal.replace(
        'provider: databricks',
        'provider: databricks\n    connections:\n      - name: w\n        kind: databricks\n        properties:\n          token: { secret: nope }',
      ),
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:11: fabrics[0].connections[0].properties.token.secret: secret "nope" is not defined in this fabric`,
    );
  });

  test('a second default warehouse connection, and a default of a non-warehouse kind', () => {
    const conn = (name: string, kind: string): string =>
      `      - name: ${name}\n        kind: ${kind}\n        isDefaultWarehouseConnection: true\n`;
    const two = fixtureFile(
      'two-defaults.yml',
      minimal.replace(
        'provider: databricks',
        `provider: databricks\n    connections:\n${conn('a', 'databricks')}${conn('b', 'snowflake')}`,
      ),
    );
    expect(errorOf(() => loadFixture(two))).toBe(
      `Invalid fixture ${two}:13: fabrics[0].connections[1].isDefaultWarehouseConnection: a fabric has at most one default`,
    );
    const s3 = fixtureFile(
      's3-default.yml',
      minimal.replace('provider: databricks', `provider: databricks\n    connections:\n${conn('a', 's3')}`),
    );
    expect(errorOf(() => loadFixture(s3))).toBe(
      `Invalid fixture ${s3}:10: fabrics[0].connections[0].isDefaultWarehouseConnection: kind "s3" cannot be the default warehouse connection`,
    );
  });

  test('a project published to a fabric that does not exist, and a byVersion of an unknown version', () => {
    const pub = fixtureFile('published.yml', `${minimal}    publishedTo: [prod]\n`);
    expect(errorOf(() => loadFixture(pub))).toBe(
      `Invalid fixture ${pub}:10: projects[0].publishedTo[0]: no fabric has the name or id "prod"`,
    );
    const ver = fixtureFile(
      'by-version.yml',
      `${minimal}    projectTests:\n      - name: t\n        byVersion: { '9.9': FAILED }\n`,
    );
    expect(errorOf(() => loadFixture(ver))).toBe(
      `Invalid fixture ${ver}:12: projects[0].projectTests[0].byVersion.9.9: version "9.9" is not listed in versions`,
    );
  });

  test('duplicate names', () => {
    const file = fixtureFile('dup.yml', `${minimal}    models:\n      - name: m\n      - name: m\n`);
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:12: projects[0].models[1].name: duplicate model "m"`,
    );
  });

  test('a project name with a slash (it would make git tags ambiguous)', () => {
    const file = fixtureFile('slash.yml', minimal.replace('name: shop', 'name: a/b'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:8: projects[0].name: must not contain "/"`,
    );
  });

  test('YAML syntax errors and unreadable files', () => {
    const file = fixtureFile('syntax.yml', 'tokens: [t\nteams: x\n');
    expect(errorOf(() => loadFixture(file))).toMatch(new RegExp(`^Invalid fixture ${file}:\\d+: \\S.*$`));
    expect(errorOf(() => loadFixture(join(dir, 'missing.yml')))).toBe(
      `Cannot read fixture ${join(dir, 'missing.yml')}: ENOENT`,
    );
  });

  test('an object fixture is validated too', () => {
    expect(errorOf(() => loadFixture({ tokens: [] }))).toBe(
      'Invalid fixture (fixture object): tokens: needs at least one token',
    );
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
