/**
 * Fabric mode end to end: the built action (dist/index.js) against the emulator, as GitHub runs
 * it. Each test starts its own emulator and checks exact outputs, lines, annotations and the
 * requests the service received; every run is checked for leaked secret values, in what the
 * action printed and wrote and in everything the service saw or kept.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction, withoutMaskCommands } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import type { ActionRun } from '../helpers/run-action.js';
import { parse as parseYaml } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { tempDir } from '../helpers/temp-dir.js';

const FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const EXAMPLE = join(ROOT, 'examples', 'retail', 'fabric.yml');
const FILES = join(ROOT, 'test', 'fixtures', 'fabric');

/** What the workflow passes with `env:` from its GitHub secrets. */
const SECRET_ENV = {
  WAREHOUSE_TOKEN: 'dapi-e2e-5f3c9a71',
  SFTP_PASSWORD: 'sftp-e2e-pass-8b21',
  CRM_CLIENT_SECRET: 'crm-e2e-secret-40de',
};

let emulator: RunningEmulator | undefined;

beforeAll(() => {
  if (!existsSync(DIST_ENTRY)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
});

afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

async function start(accepts?: FixtureInput['accepts']): Promise<RunningEmulator> {
  // With `accepts`: a service that takes spellings the action has never seen.
  const fixture = accepts
    ? { ...(parseYaml(readFileSync(FIXTURE, 'utf8')) as FixtureInput), accepts }
    : FIXTURE;
  emulator = await startEmulator({ fixture });
  return emulator;
}

interface FabricRunOptions {
  /** Source file copied to infra/fabric.yml in a fresh workspace. */
  file: string;
  fabricId?: string;
  dryRun?: boolean;
  env?: Record<string, string>;
  /** Pass the file as an absolute path rather than relative to the workspace. */
  absolutePath?: boolean;
}

async function fabricRun(emu: RunningEmulator, options: FabricRunOptions): Promise<ActionRun> {
  const cwd = tempDir('fabric-ws-');
  mkdirSync(join(cwd, 'infra'));
  copyFileSync(options.file, join(cwd, 'infra', 'fabric.yml'));
  const inputs: Record<string, string> = {
    mode: 'fabric',
    'base-url': emu.url,
    token: emu.token,
    'fabric-file': options.absolutePath ? join(cwd, 'infra', 'fabric.yml') : 'infra/fabric.yml',
  };
  if (options.fabricId !== undefined) inputs['fabric-id'] = options.fabricId;
  if (options.dryRun) inputs['dry-run'] = 'true';
  const run = await runAction({ inputs, env: options.env ?? SECRET_ENV, cwd });
  // No secret value and no token in what the action produced, nor in what the service saw or kept.
  expectNoLeaks(collectEverything(run, { emulator: emu }), [...Object.values(SECRET_ENV), emu.token]);
  return run;
}

const errorLinesOf = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
const log = (run: ActionRun): string[] => withoutMaskCommands(run.stdout).split('\n').filter(Boolean);
const requestLines = (emu: RunningEmulator): string[] =>
  emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
/** The plan output as [resource, name, action] rows (details are checked where they matter). */
const planRows = (json: string | undefined): string[][] =>
  (JSON.parse(json ?? 'null') as Array<Record<string, string>>).map((s) => [s.resource!, s.name!, s.action!]);
const fabricNamed = (emu: RunningEmulator, name: string) =>
  (emu.state() as EmulatorState).fabrics.find((f) => f.name === name);

describe('fabric mode: create, then re-apply', () => {
  it('creates the example fabric, and a second run changes nothing but the secret values', async () => {
    const emu = await start();
    const first = await fabricRun(emu, { file: EXAMPLE });
    expect(first.exitCode).toBe(0);
    const { plan: firstPlan, ...firstOutputs } = first.outputs;
    expect(firstOutputs).toEqual({
      'fabric-id': '10742',
      created: 'true',
      connections: '{"warehouse":"4659","supplier-drop":"4660"}',
      secrets: '{"warehouse-token":"3303","sftp-login":"3304"}',
      changes: '3',
      drift: '[]',
      conclusion: 'success',
    });
    expect(JSON.parse(firstPlan!)).toEqual([
      {
        resource: 'fabric',
        name: 'analytics-staging',
        action: 'create',
        details:
          'no fabric-id: created in team data-platform, provider databricks, with secret warehouse-token and connection warehouse in the create call',
      },
      { resource: 'secret', name: 'warehouse-token', action: 'add', details: 'in the create call' },
      {
        resource: 'secret',
        name: 'sftp-login',
        action: 'add',
        details: 'added after the create call (one secret per create call)',
      },
      {
        resource: 'connection',
        name: 'warehouse',
        action: 'add',
        details: 'in the create call (warehouse-token as {{SECRET}})',
      },
      {
        resource: 'connection',
        name: 'supplier-drop',
        action: 'add',
        details: 'added after the secrets (one connection per create call), secret references by id',
      },
    ]);
    // Each value was handed to the runner to mask before anything else was printed.
    expect(first.stdout.split('\n').slice(0, 3)).toEqual([
      `::add-mask::${emu.token}`,
      `::add-mask::${SECRET_ENV.WAREHOUSE_TOKEN}`,
      `::add-mask::${SECRET_ENV.SFTP_PASSWORD}`,
    ]);
    expect(log(first)).toEqual([
      'Created fabric analytics-staging (id 10742)',
      'Created secret warehouse-token (id 3303) with the fabric',
      'Created connection warehouse (id 4659) with the fabric',
      'Added secret sftp-login (id 3304)',
      'Added connection supplier-drop (id 4660)',
      'Created fabric analytics-staging (id 10742) with 2 secrets, 2 connections.',
    ]);
    expect(first.annotations).toEqual([]);
    expect(first.summary).toBe(
      [
        '## ✅ Created fabric analytics-staging (id <code>10742</code>)',
        '',
        'Created fabric analytics-staging (id 10742) with 2 secrets, 2 connections.',
        '',
        '### Created and updated',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| fabric | analytics-staging | <code>10742</code> | created | team data-platform, provider databricks |',
        '| secret | warehouse-token | <code>3303</code> | created | in the create call |',
        '| secret | sftp-login | <code>3304</code> | added |  |',
        '| connection | warehouse | <code>4659</code> | created | in the create call |',
        '| connection | supplier-drop | <code>4660</code> | added |  |',
        '',
      ].join('\n'),
    );
    expect(requestLines(emu)).toEqual([
      'POST /api/orchestration/fabric 200',
      'GET /api/orchestration/fabric/10742/secret 200',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse 200',
      'POST /api/orchestration/fabric/10742/secret 200',
      'POST /api/orchestration/fabric/10742/connection 200',
    ]);
    expect(emu.requests[0]!.body).toEqual({
      name: 'analytics-staging',
      description: 'Staging analytics for the retail project',
      teamName: 'data-platform',
      provider: 'databricks',
      secret: { kind: 'native', subKind: 'text', properties: { name: 'warehouse-token', value: '***' } },
      connection: {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: {
          authType: 'pat',
          jdbcUrl: 'jdbc:databricks://adb-1234567890123456.7.azuredatabricks.net:443/default',
          catalog: 'retail_staging',
          schema: 'analytics',
          token: '{{SECRET}}',
        },
      },
    });
    expect(emu.requests[4]!.body).toEqual({
      name: 'supplier-drop',
      kind: 'sftp',
      isDefaultWarehouseConnection: false,
      properties: {
        host: 'sftp.suppliers.example.com',
        port: 22,
        path: '/outbound/retail',
        credentials: {
          kind: 'native',
          properties: { id: '3304', name: 'sftp-login' },
          subKind: 'username_password',
          type: 'secret',
        },
      },
    });
    const created = structuredClone(fabricNamed(emu, 'analytics-staging')!);

    emu.requests.length = 0;
    const second = await fabricRun(emu, { file: EXAMPLE, fabricId: '10742' });
    expect(second.exitCode).toBe(0);
    const { plan: secondPlan, ...secondOutputs } = second.outputs;
    expect(secondOutputs).toEqual({
      'fabric-id': '10742',
      created: 'false',
      connections: '{"warehouse":"4659","supplier-drop":"4660"}',
      secrets: '{"warehouse-token":"3303","sftp-login":"3304"}',
      changes: '3',
      drift: '[]',
      conclusion: 'success',
    });
    expect(planRows(secondPlan)).toEqual([
      ['fabric', 'analytics-staging', 'update'],
      ['secret', 'warehouse-token', 'update'],
      ['secret', 'sftp-login', 'update'],
      ['connection', 'warehouse', 'unchanged'],
      ['connection', 'supplier-drop', 'unchanged'],
    ]);
    expect(log(second)).toEqual([
      'Updated fabric 10742 (name, description sent)',
      'Updated secret warehouse-token (id 3303)',
      'Updated secret sftp-login (id 3304)',
      'Connection warehouse (id 4659) exists and matches the file',
      'Connection supplier-drop (id 4660) exists and matches the file',
      'Nothing changed but the secret values: 2 secrets updated (secret values are always sent: the API never returns them); name and description sent to fabric 10742.',
    ]);
    expect(second.annotations).toEqual([]);
    // The reads, then the fabric update and the secret updates (by id): nothing added.
    expect(requestLines(emu)).toEqual([
      'GET /api/orchestration/fabric/10742/secret 200',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse 200',
      'GET /api/orchestration/fabric/10742/connection/name/supplier-drop 200',
      'PUT /api/orchestration/fabric/10742 200',
      'PUT /api/orchestration/fabric/10742/secret/id/3303 200',
      'PUT /api/orchestration/fabric/10742/secret/id/3304 200',
    ]);
    expect(emu.requests[5]!.body).toEqual({
      kind: 'native',
      subKind: 'username_password',
      properties: { name: 'sftp-login', username: '***', password: '***' },
    });
    const after = fabricNamed(emu, 'analytics-staging')!;
    expect(after.connections).toEqual(created.connections);
    expect(after.secrets).toEqual(created.secrets.map((s) => ({ ...s, version: 2 })));
    expect((emu.state() as EmulatorState).fabrics.filter((f) => f.name === 'analytics-staging')).toHaveLength(
      1,
    );
    expect(second.summary).toContain(
      '| connection | supplier-drop | <code>4660</code> | unchanged | exists and matches the file |',
    );
  });

  it('creates three secrets of three sub-kinds and three connections', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: join(FILES, 'several.yml') });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      'fabric-id': '10742',
      created: 'true',
      connections: '{"warehouse":"4659","supplier-drop":"4660","crm":"4661"}',
      secrets: '{"warehouse-token":"3303","sftp-login":"3304","crm-oauth":"3305"}',
      changes: '5',
      drift: '[]',
      conclusion: 'success',
    });
    const fabric = fabricNamed(emu, 'analytics-staging')!;
    expect(fabric.secrets.map((s) => [s.id, s.name, s.subKind, s.propertyNames])).toEqual([
      ['3303', 'warehouse-token', 'text', ['name', 'value']],
      ['3304', 'sftp-login', 'username_password', ['name', 'username', 'password']],
      ['3305', 'crm-oauth', 'm2m_oauth', ['name', 'clientId', 'clientSecret']],
    ]);
    expect(fabric.connections.map((c) => [c.id, c.name, c.shouldTest, c.properties])).toEqual([
      [
        '4659',
        'warehouse',
        true,
        {
          authType: 'pat',
          jdbcUrl: 'jdbc:databricks://staging.example.cloud:443/default',
          token: {
            kind: 'native',
            properties: { id: '3303', name: 'warehouse-token' },
            subKind: 'text',
            type: 'secret',
          },
        },
      ],
      [
        '4660',
        'supplier-drop',
        true,
        {
          host: 'sftp.suppliers.example.com',
          port: 22,
          credentials: {
            kind: 'native',
            properties: { id: '3304', name: 'sftp-login' },
            subKind: 'username_password',
            type: 'secret',
          },
        },
      ],
      [
        '4661',
        'crm',
        false,
        {
          instanceUrl: 'https://retail.my.example.com',
          oauth: {
            kind: 'native',
            properties: { id: '3305', name: 'crm-oauth' },
            subKind: 'm2m_oauth',
            type: 'secret',
          },
        },
      ],
    ]);
  });

  it('refuses to create a fabric whose name exists, and says to set fabric-id', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: join(FILES, 'drift.yml') });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: {},
        message:
          'Create fabric failed: Fabric creation failed due to : Fabric with name analytics-dev already exists in the team (HTTP 500) (fabric analytics-dev, stopped at "create fabric analytics-dev"). Nothing was applied. The API cannot look a fabric up by name: to reconcile the existing fabric, set fabric-id to its id.',
      },
    ]);
    const { plan, ...outputs } = run.outputs;
    expect(outputs).toEqual({
      created: 'false',
      connections: '{}',
      secrets: '{}',
      changes: '0',
      drift: '[]',
      conclusion: 'failure',
    });
    expect(planRows(plan)).toEqual([
      ['fabric', 'analytics-dev', 'create'],
      ['secret', 'warehouse-token', 'add'],
      ['connection', 'warehouse', 'add'],
    ]);
    expect(requestLines(emu)).toEqual(['POST /api/orchestration/fabric 500']);
  });
});

describe('fabric mode: drift', () => {
  it('warns about a connection that differs from the file, names the fields, and leaves it as it is', async () => {
    const emu = await start();
    const before = structuredClone(fabricNamed(emu, 'analytics-dev')!);
    const run = await fabricRun(emu, { file: join(FILES, 'drift.yml'), fabricId: '10740' });
    expect(run.exitCode).toBe(0);
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: {
          title: 'Connection differs from the fabric file',
          file: 'infra/fabric.yml',
          line: '12',
        },
        message:
          'Connection warehouse (id 4657) differs from infra/fabric.yml: properties.jdbcUrl: (66 characters, hidden: it may hold a credential) → "jdbc:databricks://dev-2.example.cloud:443/default"; properties.schema: "analytics" → (not in the file). It was left as it is: with fix-drift: true, an apply sets its properties to the file\'s.',
      },
    ]);
    const { plan, ...outputs } = run.outputs;
    expect(outputs).toEqual({
      'fabric-id': '10740',
      created: 'false',
      connections: '{"warehouse":"4657"}',
      secrets: '{"warehouse-token":"3301"}',
      changes: '2',
      drift: '["warehouse"]',
      conclusion: 'success',
    });
    expect(planRows(plan)).toEqual([
      ['fabric', 'analytics-dev', 'update'],
      ['secret', 'warehouse-token', 'update'],
      ['connection', 'warehouse', 'drift'],
    ]);
    expect(log(run).at(-1)).toBe(
      'Nothing changed but the secret values: 1 secret updated (secret values are always sent: the API never returns them); name and description sent to fabric 10740. 1 connection differs from the file and was left as it is (fix-drift is off).',
    );
    expect(run.summary).toContain(
      '| connection | warehouse | <code>4657</code> | differs from the file (left as it is) | differs from the file: properties.jdbcUrl: (66 characters, hidden: it may hold a credential) → &quot;jdbc:databricks://dev-2.example.cloud:443/default&quot;; properties.schema: &quot;analytics&quot; → (not in the file); left as it is (fix-drift: true would update its properties) |',
    );
    expect(requestLines(emu).filter((l) => !l.startsWith('GET'))).toEqual([
      'PUT /api/orchestration/fabric/10740 200',
      'PUT /api/orchestration/fabric/10740/secret/id/3301 200',
    ]);
    expect(fabricNamed(emu, 'analytics-dev')!.connections).toEqual(before.connections);
  });

  it('places the warning on the file relative to the workspace when the input is an absolute path', async () => {
    const emu = await start();
    const run = await fabricRun(emu, {
      file: join(FILES, 'drift.yml'),
      fabricId: '10740',
      absolutePath: true,
    });
    expect(run.exitCode).toBe(0);
    expect(run.annotations.map((a) => a.properties)).toEqual([
      { title: 'Connection differs from the fabric file', file: 'infra/fabric.yml', line: '12' },
    ]);
  });
});

describe('fabric mode: a write applied, then its answer lost', () => {
  it.each([
    ['add secret', '/api/orchestration/fabric/10740/secret', 'POST', 'reset-after'],
    ['add connection', '/api/orchestration/fabric/10740/connection', 'POST', 'reset-after'],
    ['add connection', '/api/orchestration/fabric/10740/connection', 'POST', 'proxy-503-after'],
  ] as const)(
    '%s (%s): a read decides, nothing is written twice, the run succeeds',
    async (_what, path, method, kind) => {
      const emu = await start();
      emu.injectFault({ kind, method, path, times: 1 });
      const run = await fabricRun(emu, { file: EXAMPLE, fabricId: '10740' });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.conclusion).toBe('success');
      const fabric = (emu.state() as EmulatorState).fabrics.find((f) => f.id === '10740')!;
      // Each name once: the lost answer was not taken for a failure and sent again blindly.
      expect(fabric.secrets.map((x) => x.name).sort()).toEqual(['sftp-login', 'warehouse-token']);
      expect(fabric.connections.map((x) => x.name).sort()).toEqual(['supplier-drop', 'warehouse']);
      const posts = emu.requests.filter((r) => r.method === 'POST' && r.path === path);
      expect(posts).toHaveLength(1);
      expect(log(run).filter((line) => line.includes('its answer was lost'))).toHaveLength(1);
      expect(JSON.parse(run.outputs.connections!)).toHaveProperty('supplier-drop');
    },
  );

  it('create fabric applied, then the connection dropped: not sent again; the step says how to finish', async () => {
    const emu = await start();
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: '/api/orchestration/fabric', times: 3 });
    const run = await fabricRun(emu, { file: EXAMPLE });
    expect(run.exitCode).toBe(1);
    expect(errorLinesOf(run)).toEqual([
      'Create fabric failed: the connection was reset after the request was sent, so fabric analytics-staging may have been created: if running again says it already exists, set fabric-id to its id (fabric analytics-staging, stopped at "create fabric analytics-staging").',
    ]);
    expect(emu.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect((emu.state() as EmulatorState).fabrics.filter((f) => f.name === 'analytics-staging')).toHaveLength(
      1,
    );
  });
});

describe('fabric mode: a failure halfway', () => {
  it('reports what was applied, and the re-run with the printed fabric-id finishes the job', async () => {
    const emu = await start();
    emu.injectFault({ kind: 'status-500', method: 'POST', path: /\/connection$/ });
    const first = await fabricRun(emu, { file: join(FILES, 'several.yml') });
    expect(first.exitCode).toBe(1);
    const line =
      'Add connection failed: Add Connection failed due to : injected fault (HTTP 500) (fabric analytics-staging, stopped at "add connection supplier-drop"). Applied: fabric 10742 created, 3 secrets, 1 connection; not applied: 2 connections. Re-run with fabric-id: 10742 to finish.';
    expect(first.annotations).toEqual([{ level: 'error', properties: {}, message: line }]);
    // changes: the create call and the two secrets added; the failed connection changed nothing.
    expect(first.outputs).toMatchObject({
      'fabric-id': '10742',
      created: 'true',
      connections: '{"warehouse":"4659"}',
      secrets: '{"warehouse-token":"3303","sftp-login":"3304","crm-oauth":"3305"}',
      changes: '3',
      drift: '[]',
      conclusion: 'failure',
    });
    expect(first.summary).toContain(
      '> Only part of infra/fabric.yml was applied: re-run with <code>fabric-id: 10742</code> to finish (creating it again would fail: the name exists now).',
    );
    expect(first.summary).toContain(
      [
        '### Not applied',
        '',
        '| Resource | Name | Id | Result | Details |',
        '|---|---|---|---|---|',
        '| connection | supplier-drop |  | **failed** | Add connection failed: Add Connection failed due to : injected fault (HTTP 500) |',
        '| connection | crm |  | not applied |  |',
      ].join('\n'),
    );
    expect(fabricNamed(emu, 'analytics-staging')!.connections.map((c) => c.name)).toEqual(['warehouse']);

    emu.requests.length = 0;
    const second = await fabricRun(emu, {
      file: join(FILES, 'several.yml'),
      fabricId: first.outputs['fabric-id'],
    });
    expect(second.exitCode).toBe(0);
    expect(second.outputs).toMatchObject({
      'fabric-id': '10742',
      created: 'false',
      connections: '{"warehouse":"4659","supplier-drop":"4660","crm":"4661"}',
      secrets: '{"warehouse-token":"3303","sftp-login":"3304","crm-oauth":"3305"}',
      changes: '6',
      drift: '[]',
      conclusion: 'success',
    });
    expect(log(second).at(-1)).toBe(
      'Reconciled analytics-staging: fabric 10742 updated; 3 secrets updated; 2 connections added.',
    );
    expect(requestLines(emu).filter((l) => l.startsWith('POST'))).toEqual([
      'POST /api/orchestration/fabric/10742/connection 200',
      'POST /api/orchestration/fabric/10742/connection 200',
    ]);
    const fabric = fabricNamed(emu, 'analytics-staging')!;
    expect(fabric.connections.map((c) => c.name)).toEqual(['warehouse', 'supplier-drop', 'crm']);
    expect(fabric.secrets.map((s) => s.name)).toEqual(['warehouse-token', 'sftp-login', 'crm-oauth']);
  });
});

describe('fabric mode: checked before any request', () => {
  it.each([
    [
      'bad-secret-value.yml',
      'infra/fabric.yml:7: a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step',
    ],
    [
      'bad-unknown-key.yml',
      'infra/fabric.yml:7: unknown key "isDefault" in a connection (expected one of: name, kind, isDefaultWarehouseConnection, properties, shouldValidate, shouldTest)',
    ],
    [
      'bad-two-defaults.yml',
      'infra/fabric.yml:8: this connection: only one connection can be the default warehouse connection, and the connection at line 5 already is',
    ],
    [
      'bad-reference.yml',
      'infra/fabric.yml:12: the connection at line 9: properties.token names a secret that is not defined under secrets (check the names under secrets)',
    ],
    ['bad-provider.yml', 'infra/fabric.yml:3: provider must be a string, got a number; write it in quotes'],
    [
      'bad-dot-name.yml',
      'infra/fabric.yml:7: a connection cannot be named "..": the service finds a connection by its name in the URL path, where "." and ".." are not names but steps of the path, so it would never be found again and a second run would add it twice; choose another name',
    ],
  ])('%s fails with file and line, and sends nothing', async (file, message) => {
    const emu = await start();
    const run = await fabricRun(emu, { file: join(FILES, file) });
    expect(run.exitCode).toBe(1);
    // Placed on the line in the pull request's diff, as well as saying where.
    const line = /^infra\/fabric\.yml:(\d+):/.exec(message)![1]!;
    expect(run.annotations).toEqual([
      { level: 'error', properties: { file: 'infra/fabric.yml', line }, message },
    ]);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(run.summary).toBe('');
    expect(emu.requests).toEqual([]);
    expect(emu.connectionsOpened()).toBe(0);
  });

  it('fails on a missing variable before any request, naming every missing one', async () => {
    const emu = await start();
    const run = await fabricRun(emu, {
      file: join(FILES, 'several.yml'),
      env: { SFTP_PASSWORD: SECRET_ENV.SFTP_PASSWORD },
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: { file: 'infra/fabric.yml', line: '10' },
        message:
          'infra/fabric.yml:10: secret "warehouse-token": environment variable WAREHOUSE_TOKEN is not set or empty (pass it with env: on the step, e.g. WAREHOUSE_TOKEN: ${{ secrets.WAREHOUSE_TOKEN }}); also missing: CRM_CLIENT_SECRET (line 20)',
      },
    ]);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(emu.connectionsOpened()).toBe(0);
  });

  it('fails on a missing fabric file', async () => {
    const emu = await start();
    const cwd = tempDir('fabric-ws-');
    const run = await runAction({
      inputs: { mode: 'fabric', 'base-url': emu.url, token: emu.token, 'fabric-file': 'infra/none.yml' },
      cwd,
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      { level: 'error', properties: {}, message: 'infra/none.yml: file not found' },
    ]);
    expect(emu.connectionsOpened()).toBe(0);
  });
});

describe('fabric mode: the service owns provider, kind and subKind', () => {
  it('sends a provider, kinds and a sub-kind the action has never seen as written, and reads them back', async () => {
    const emu = await start({
      providers: ['service-managed'],
      connectionKinds: ['clickhouse', 'kafka'],
      warehouseKinds: ['clickhouse'],
      secretSubKinds: ['ssh_key'],
    });
    const first = await fabricRun(emu, { file: join(FILES, 'new-spellings.yml') });
    expect(first.exitCode).toBe(0);
    expect(first.annotations).toEqual([]);
    expect(first.outputs).toMatchObject({ created: 'true', conclusion: 'success' });
    const create = emu.requests[0]!.body as Record<string, unknown>;
    expect(create).toMatchObject({
      provider: 'service-managed',
      secret: { kind: 'native', subKind: 'ssh_key' },
      connection: { name: 'olap', kind: 'clickhouse', isDefaultWarehouseConnection: true },
    });
    expect(fabricNamed(emu, 'analytics-olap')!.connections.map((c) => [c.name, c.kind])).toEqual([
      ['olap', 'clickhouse'],
      ['events', 'kafka'],
    ]);

    // Read back through the connection lookups: the unknown kinds are carried through, and match.
    emu.requests.length = 0;
    const second = await fabricRun(emu, {
      file: join(FILES, 'new-spellings.yml'),
      fabricId: first.outputs['fabric-id'],
    });
    expect(second.exitCode).toBe(0);
    expect(second.annotations).toEqual([]);
    expect(second.summary).toContain('| connection | olap |');
    expect(second.summary).toContain('| unchanged | exists and matches the file |');
    expect(requestLines(emu).filter((l) => l.startsWith('POST'))).toEqual([]);
  });

  it('warns about a near miss of a known spelling on its line, and sends it as written', async () => {
    const emu = await start({ connectionKinds: ['adls'] });
    const warning = {
      level: 'warning',
      properties: { title: 'Spelling the action does not know', file: 'infra/fabric.yml', line: '6' },
      message:
        'infra/fabric.yml:6: this kind is close to "ADLS", the spelling the action knows (values are case-sensitive); it is sent as written, and the service decides',
    };
    const dry = await fabricRun(emu, { file: join(FILES, 'near-miss-kind.yml'), dryRun: true });
    expect(dry.exitCode).toBe(0);
    expect(dry.annotations).toEqual([warning]);
    expect(emu.connectionsOpened()).toBe(0);

    const run = await fabricRun(emu, { file: join(FILES, 'near-miss-kind.yml') });
    expect(run.exitCode).toBe(0);
    expect(run.annotations).toEqual([warning]);
    expect(emu.requests[0]!.body).toMatchObject({ connection: { name: 'lake', kind: 'adls' } });
  });

  it('refuses, before any request, a kind known to be no SQL warehouse as the default warehouse', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: join(FILES, 'smtp-default.yml') });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: { file: 'infra/fabric.yml', line: '7' },
        message:
          'infra/fabric.yml:7: the connection at line 5: a connection of kind smtp cannot be the default warehouse connection (of the kinds the action knows, only databricks, bigquery, snowflake can)',
      },
    ]);
    expect(emu.connectionsOpened()).toBe(0);
  });

  it('refuses, before any request, a secret value too short for the runner to mask', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: EXAMPLE, env: { ...SECRET_ENV, SFTP_PASSWORD: 'pw' } });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: { file: 'infra/fabric.yml', line: '17' },
        message:
          'infra/fabric.yml:17: secret "sftp-login": the value of environment variable SFTP_PASSWORD is shorter than 3 characters, which the runner cannot mask in the log; use a longer secret',
      },
    ]);
    expect(emu.connectionsOpened()).toBe(0);
  });
});

describe('fabric mode: dry run', () => {
  it('prints the plan with reasons and *** for values, and sends nothing', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: EXAMPLE, dryRun: true });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ conclusion: 'success' });
    expect(emu.requests).toEqual([]);
    expect(emu.connectionsOpened()).toBe(0);
    const lines = log(run);
    expect(lines.slice(0, 6)).toEqual([
      'Dry run: nothing is sent. Plan for fabric analytics-staging from infra/fabric.yml:',
      '  create        fabric     analytics-staging: no fabric-id: created in team data-platform, provider databricks, with secret warehouse-token and connection warehouse in the create call',
      '  add           secret     warehouse-token: in the create call',
      '  add           secret     sftp-login: added after the create call (one secret per create call)',
      '  add           connection warehouse: in the create call (warehouse-token as {{SECRET}})',
      '  add           connection supplier-drop: added after the secrets (one connection per create call), secret references by id',
    ]);
    expect(lines[6]).toBe('::group::Requests that would be sent (secret values shown as ***)');
    expect(lines[7]).toBe(`POST ${emu.url}/api/orchestration/fabric  # create the fabric`);
    expect(run.stdout).toContain('"value": "***"');
    expect(run.stdout).toContain('"password": "***"');
    expect(run.summary).toContain('## 📝 Dry run: fabric analytics-staging');
    expect(run.summary).toContain(
      '| connection | supplier-drop | **add** | added after the secrets (one connection per create call), secret references by id |',
    );
  });

  it('warns about a missing secret variable and still prints the plan (fork pull requests have no secrets)', async () => {
    const emu = await start();
    const run = await fabricRun(emu, {
      file: EXAMPLE,
      dryRun: true,
      env: { WAREHOUSE_TOKEN: 'only-this-one-is-set' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ conclusion: 'success' });
    expect(emu.connectionsOpened()).toBe(0);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.properties).toEqual({
      title: 'Missing secret',
      file: 'infra/fabric.yml',
      line: '17',
    });
    expect(warnings[0]!.message).toMatch(
      /^infra\/fabric\.yml:\d+: secret "sftp-login": environment variable SFTP_PASSWORD is not set or empty .* \(a dry run goes on; applying would fail here\)$/,
    );
    expect(log(run)[1]).toBe(
      'Dry run: nothing is sent. Plan for fabric analytics-staging from infra/fabric.yml:',
    );
  });

  it('with fabric-id, plans update / add or update / add if absent', async () => {
    const emu = await start();
    const run = await fabricRun(emu, { file: EXAMPLE, dryRun: true, fabricId: '10742' });
    expect(run.exitCode).toBe(0);
    expect(emu.connectionsOpened()).toBe(0);
    expect(log(run).slice(1, 6)).toEqual([
      '  update        fabric     analytics-staging: name, description sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation',
      '  add or update secret     warehouse-token: updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
      '  add or update secret     sftp-login: updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
      '  add if absent connection warehouse: looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
      '  add if absent connection supplier-drop: looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
    ]);
  });
});
