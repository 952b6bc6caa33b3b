/**
 * Fabric mode's plan and drift end to end (CONTRACT.md, "Fabric plan and drift"): the built
 * action (dist/index.js) against the emulator holding a fabric that drifted from its file in
 * every way the plan reports (test/fixtures/emulator/fabric-drift.yml), and against the local
 * fake of GitHub for the pull-request comment. Every run is checked for leaked secret values in
 * what the action printed, wrote and sent, and in everything the service and GitHub saw or kept.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction, withoutMaskCommands } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { settledOrder, startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { pullRequestEvent } from '../helpers/github-event.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import { parse as parseYaml } from 'yaml';
import type { EmulatorState } from '../../src/emulator/state.js';
import { tempDir } from '../helpers/temp-dir.js';

const DRIFTED = join(ROOT, 'test', 'fixtures', 'emulator', 'fabric-drift.yml');
const RETAIL = join(ROOT, 'examples', 'emulator', 'retail.yml');
const QA_FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'qa.yml');
const EXAMPLE = join(ROOT, 'examples', 'retail', 'fabric.yml');
const GITHUB_TOKEN = 'ghs_fabricPlanToken0123456789';
const PR = 31;
const HEAD_SHA = 'fedcba9876543210fedcba9876543210fedcba98';
const MARKER = '<!-- orchestration-action:fabric:infra/fabric.yml -->';

/** What the workflow passes with `env:` from its GitHub secrets. */
const SECRET_ENV = {
  WAREHOUSE_TOKEN: 'dapi-plan-7c41e0',
  SFTP_PASSWORD: 'sftp-plan-pass-93d2',
  CRM_CLIENT_SECRET: 'crm-plan-secret-5a18',
};

let emulator: RunningEmulator | undefined;
let github: FakeGitHub | undefined;

beforeAll(() => {
  if (!existsSync(DIST_ENTRY)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
});

afterEach(async () => {
  await emulator?.stop();
  await github?.stop();
  emulator = undefined;
  github = undefined;
});

async function servers(
  fixture: string | FixtureInput = DRIFTED,
): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture });
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  return { emu: emulator, gh: github };
}

interface Options {
  file?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Run on a pull_request event (the comment's place); a push otherwise. */
  pullRequest?: boolean;
}

/** Fabric mode on infra/fabric.yml (a copy of `file`) in a fresh workspace. */
async function fabric(emu: RunningEmulator, gh: FakeGitHub, options: Options = {}): Promise<ActionRun> {
  const cwd = tempDir('fabric-plan-ws-');
  mkdirSync(join(cwd, 'infra'));
  copyFileSync(options.file ?? QA_FILE, join(cwd, 'infra', 'fabric.yml'));
  const run = await runAction({
    cwd,
    inputs: {
      mode: 'fabric',
      'base-url': emu.url,
      token: emu.token,
      'fabric-file': 'infra/fabric.yml',
      'github-token': GITHUB_TOKEN,
      ...options.inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      ...(options.pullRequest
        ? { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: pullRequestEvent(PR, HEAD_SHA) }
        : {}),
      ...(options.env ?? SECRET_ENV),
    },
  });
  expectNoLeaks(collectEverything(run, { emulator: emu, fakeGithub: gh }), [
    ...Object.values(SECRET_ENV),
    emu.token,
    GITHUB_TOKEN,
  ]);
  return run;
}

const plan = (emu: RunningEmulator, gh: FakeGitHub, options: Options = {}) =>
  fabric(emu, gh, { ...options, inputs: { 'fabric-id': '10760', plan: 'true', ...options.inputs } });

const log = (run: ActionRun): string[] => withoutMaskCommands(run.stdout).split('\n').filter(Boolean);
const requestLines = (emu: RunningEmulator): string[] =>
  emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
const byMethod = (emu: RunningEmulator): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const r of emu.requests) counts[r.method] = (counts[r.method] ?? 0) + 1;
  return counts;
};
const qaFabric = (emu: RunningEmulator) =>
  (emu.state() as EmulatorState).fabrics.find((f) => f.id === '10760')!;

const UPDATE_SECRET =
  'exists: its value is sent again (the API never returns secret values, so it cannot tell whether one changed)';
const UNMANAGED = 'on the service, not in the file: left alone (the action never deletes)';
const WAREHOUSE_DRIFT =
  'isDefaultWarehouseConnection: false → true; properties.jdbcUrl: "jdbc:databricks://qa-old.example.cloud:443/default" → "jdbc:databricks://qa.example.cloud:443/default"; properties.token: secret old-warehouse-token (id 3321) → secret warehouse-token (id 3320); properties.schema: "analytics" → (not in the file)';
const MARTS_DRIFT = 'kind: "snowflake" → "bigquery"; isDefaultWarehouseConnection: true → false';
/** What the service cannot change, after a drift that fix-drift could not fix either. */
const LEAVES_DEFAULT =
  "; the service cannot change a connection's isDefaultWarehouseConnection, so an apply leaves it as it is";
const LEAVES_KIND =
  "; the service cannot change a connection's kind or isDefaultWarehouseConnection, so an apply leaves it as it is";
const RECREATE =
  "to apply the file, recreate the connection under a new name (and use that name in the file), or change it in the service's settings so they agree";

/** The plan of qa.yml against the drifted fabric: every action but create. */
const QA_PLAN = [
  {
    resource: 'fabric',
    name: 'analytics-qa',
    action: 'update',
    details:
      'name, description sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation',
  },
  { resource: 'secret', name: 'warehouse-token', action: 'update', details: UPDATE_SECRET },
  { resource: 'secret', name: 'sftp-login', action: 'update', details: UPDATE_SECRET },
  { resource: 'secret', name: 'crm-oauth', action: 'add', details: 'not on the service' },
  { resource: 'secret', name: 'old-warehouse-token', action: 'unmanaged', details: UNMANAGED },
  { resource: 'secret', name: 'legacy-api-key', action: 'unmanaged', details: UNMANAGED },
  {
    resource: 'connection',
    name: 'warehouse',
    action: 'drift',
    details: `${WAREHOUSE_DRIFT}${LEAVES_DEFAULT}`,
  },
  { resource: 'connection', name: 'marts', action: 'drift', details: `${MARTS_DRIFT}${LEAVES_KIND}` },
  {
    resource: 'connection',
    name: 'supplier-drop',
    action: 'unchanged',
    details: 'exists and matches the file',
  },
  { resource: 'connection', name: 'crm', action: 'add', details: 'not on the service' },
];

const READS = [
  'GET /api/orchestration/fabric/10760/secret 200',
  'GET /api/orchestration/fabric/10760/connection/name/warehouse 200',
  'GET /api/orchestration/fabric/10760/connection/name/marts 200',
  'GET /api/orchestration/fabric/10760/connection/name/supplier-drop 200',
  'GET /api/orchestration/fabric/10760/connection/name/crm 404',
];

describe('plan: true', () => {
  it('with fabric-id: reads the secret list and each connection by name, and reports every action', async () => {
    const { emu, gh } = await servers();
    const before = emu.state();
    const run = await plan(emu, gh);

    expect(run.exitCode).toBe(0);
    expect(requestLines(emu)).toEqual(READS);
    expect(emu.state()).toEqual(before);
    const { plan: planned, ...outputs } = run.outputs;
    expect(JSON.parse(planned!)).toEqual(QA_PLAN);
    expect(outputs).toEqual({
      'fabric-id': '10760',
      created: 'false',
      connections: '{"warehouse":"4760","marts":"4761","supplier-drop":"4762"}',
      secrets: '{"warehouse-token":"3320","sftp-login":"3323"}',
      changes: '5',
      drift: '["warehouse","marts"]',
      conclusion: 'success',
    });
    expect(run.annotations).toEqual([]);
    expect(log(run).slice(0, 11)).toEqual([
      'Plan for fabric analytics-qa (id 10760): update 3, add 2, unchanged 1, drift 2, unmanaged 2; an apply would send 5 write requests.',
      ...QA_PLAN.map((s) => `  ${s.action.padEnd(13)} ${s.resource.padEnd(10)} ${s.name}: ${s.details}`),
    ]);
    expect(run.summary).toBe(
      [
        '## ⚠️ Plan: fabric analytics-qa (id <code>10760</code>): an apply would send 5 write requests; 2 connections differ from the file',
        '',
        'Nothing was changed: the plan made read-only requests only. From infra/fabric.yml, an apply would send 5 write requests.',
        '',
        // What drifted, before any table.
        `- **warehouse** (id <code>4760</code>): ${WAREHOUSE_DRIFT.replace(/"/g, '&quot;')}`,
        `- **marts** (id <code>4761</code>): ${MARTS_DRIFT.replace(/"/g, '&quot;')}`,
        '',
        '> [!WARNING]',
        `> The service cannot change a connection's kind or isDefaultWarehouseConnection: ${RECREATE}.`,
        '',
        '| Action | Count |',
        '|---|---:|',
        '| update | 3 |',
        '| add | 2 |',
        '| unchanged | 1 |',
        '| drift | 2 |',
        '| unmanaged | 2 |',
        '',
        '| Resource | Name | Action | Details |',
        '|---|---|---|---|',
        `| fabric | analytics-qa | **update** | ${QA_PLAN[0]!.details} |`,
        `| secret | warehouse-token | **update** | ${UPDATE_SECRET} |`,
        `| secret | sftp-login | **update** | ${UPDATE_SECRET} |`,
        '| secret | crm-oauth | **add** | not on the service |',
        `| secret | old-warehouse-token | **unmanaged** | ${UNMANAGED} |`,
        `| secret | legacy-api-key | **unmanaged** | ${UNMANAGED} |`,
        `| connection | warehouse | **drift** | ${QA_PLAN[6]!.details.replace(/"/g, '&quot;')} |`,
        `| connection | marts | **drift** | ${QA_PLAN[7]!.details.replace(/"/g, '&quot;')} |`,
        '| connection | supplier-drop | **unchanged** | exists and matches the file |',
        '| connection | crm | **add** | not on the service |',
        '',
      ].join('\n'),
    );
  });

  it('sends no write request: every request it makes is a GET', async () => {
    const { emu, gh } = await servers();
    await plan(emu, gh);
    // The same file applied would send 5 writes (see below); the plan sends none.
    expect(byMethod(emu)).toEqual({ GET: 5 });
  });

  it('without fabric-id: sends nothing at all, and the plan is to create', async () => {
    const { emu, gh } = await servers(RETAIL);
    const run = await fabric(emu, gh, { file: EXAMPLE, inputs: { plan: 'true' } });

    expect(run.exitCode).toBe(0);
    expect(emu.requests).toEqual([]);
    expect(emu.connectionsOpened()).toBe(0);
    const { plan: planned, ...outputs } = run.outputs;
    expect(outputs).toEqual({
      created: 'false',
      connections: '{}',
      secrets: '{}',
      changes: '3',
      drift: '[]',
      conclusion: 'success',
    });
    expect(
      (JSON.parse(planned!) as Array<Record<string, string>>).map((s) => [s.resource, s.name, s.action]),
    ).toEqual([
      ['fabric', 'analytics-staging', 'create'],
      ['secret', 'warehouse-token', 'add'],
      ['secret', 'sftp-login', 'add'],
      ['connection', 'warehouse', 'add'],
      ['connection', 'supplier-drop', 'add'],
    ]);
    expect(log(run)[0]).toBe(
      'Plan for fabric analytics-staging (to be created): create 1, add 4; an apply would send 3 write requests.',
    );
    expect(run.summary).toContain(
      'Nothing was read or changed: without fabric-id the fabric is created. From infra/fabric.yml, an apply would send 3 write requests.',
    );
  });

  it('compares secret properties by the secret they refer to, never by value: the values change nothing', async () => {
    const { emu, gh } = await servers();
    const first = await plan(emu, gh);
    const other = await plan(emu, gh, {
      env: {
        WAREHOUSE_TOKEN: 'another-value-1',
        SFTP_PASSWORD: 'another-value-2',
        CRM_CLIENT_SECRET: 'another-value-3',
      },
    });
    // A plan job usually runs without the apply's secrets: it needs none, and says so.
    const none = await plan(emu, gh, { env: {} });

    expect(other.outputs).toEqual(first.outputs);
    expect(none.outputs).toEqual(first.outputs);
    expect(none.annotations).toEqual([]);
    // Information, not an alarm: nothing is wrong with a plan job that has no secrets.
    expect(log(none)[0]).toBe(
      'Secret values are not needed for a plan; WAREHOUSE_TOKEN, SFTP_PASSWORD, CRM_CLIENT_SECRET are not set here (the apply needs them: infra/fabric.yml lines 10, 15, 20).',
    );
  });

  it('fails only when the plan cannot be made: a read that fails, with one line and no write', async () => {
    const { emu, gh } = await servers();
    emu.injectFault({
      kind: 'status-500',
      method: 'GET',
      path: /\/connection\/name\/marts$/,
      times: Infinity,
    });
    const run = await plan(emu, gh);

    const line =
      'Retrieve connection failed: Get connection failed due to : injected fault (HTTP 500) (fabric analytics-qa: the plan could not be made; a plan sends no write request, so nothing was changed)';
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', properties: {}, message: line }]);
    expect(run.outputs).toEqual({ changes: '0', conclusion: 'failure' });
    expect(run.summary).toBe(`## ❌ Plan: fabric analytics-qa: the plan could not be made\n\n${line}\n`);
    expect(Object.keys(byMethod(emu))).toEqual(['GET']);
  });

  it('fails on a fabric id the service does not know, at the secret list', async () => {
    const { emu, gh } = await servers();
    const run = await plan(emu, gh, { inputs: { 'fabric-id': '99999' } });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([
      'List secrets failed: List Secrets failed due to : Fabric 99999 not found (HTTP 404); check the `fabric-id` input (fabric analytics-qa: the plan could not be made; a plan sends no write request, so nothing was changed)',
    ]);
    expect(requestLines(emu)).toEqual(['GET /api/orchestration/fabric/99999/secret 404']);
  });

  it('is refused together with dry-run, before any request', async () => {
    const { emu, gh } = await servers();
    const run = await plan(emu, gh, { inputs: { 'dry-run': 'true' } });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([
      'Input plan: true makes read-only requests and dry-run: true sends none; set only one of them',
    ]);
    expect(emu.connectionsOpened()).toBe(0);
  });
});

describe('values the service answers in plain text', () => {
  const PLAIN_FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'plaintext.yml');
  // The SMTP password has the shape of a name, which the shape rule shows: the mask must still hide it.
  const PLAIN_ENV = { SMTP_PASSWORD: 'smtp-env-value-quokka', LAKE_TOKEN: 'lake-env-value-2b7c19' };
  /** Credentials a service shows in its lookups, under the names services give them. */
  const PLAINTEXT = {
    smtpPass: 'sm7p-plain-4be1c0',
    pwd: 'pwd-plain-71c3d2',
    pat: 'dapi-plain-pat-2d9e41',
    privateKeyContent: '-----BEGIN PRIVATE KEY-----\nMIIEplainKeyBody0a1b2c\n-----END PRIVATE KEY-----',
    connectionString: 'Server=db.example.com;User Id=etl;Password=cs-plain-88f0e3;',
    jdbcPassword: 'jdbc-plain-5e6a77',
    token: 'dapi-typed-into-service-9c1f',
  };
  /** fabric-drift.yml, with two connections of plaintext.yml as a careless service holds them. */
  function serviceWithPlainValues(login: string): FixtureInput {
    const fixture = parseYaml(readFileSync(DRIFTED, 'utf8')) as FixtureInput;
    fixture.fabrics![0]!.connections!.push(
      {
        name: 'mail',
        id: '4770',
        kind: 'smtp',
        properties: {
          host: 'smtp-old.example.com',
          login,
          password: { secret: 'old-warehouse-token' },
          smtpPass: PLAINTEXT.smtpPass,
        },
      },
      {
        name: 'lake',
        id: '4771',
        kind: 'databricks',
        properties: {
          jdbcUrl: `jdbc:databricks://lake.example.cloud:443/default;UID=token;PWD=${PLAINTEXT.jdbcPassword}`,
          token: PLAINTEXT.token,
          pwd: PLAINTEXT.pwd,
          pat: PLAINTEXT.pat,
          privateKeyContent: PLAINTEXT.privateKeyContent,
          connectionString: PLAINTEXT.connectionString,
        },
      },
    );
    return fixture;
  }

  /**
   * plaintext.yml against fabric 10760 on a pull request, with its comment. The service's own
   * state holds the plain values (it was seeded with them), so the check covers what the action
   * printed, wrote and sent to GitHub.
   */
  async function run(
    emu: RunningEmulator,
    gh: FakeGitHub,
    env: Record<string, string>,
    inputs: Record<string, string>,
  ): Promise<ActionRun> {
    const cwd = tempDir('fabric-plain-ws-');
    mkdirSync(join(cwd, 'infra'));
    copyFileSync(PLAIN_FILE, join(cwd, 'infra', 'fabric.yml'));
    const result = await runAction({
      cwd,
      inputs: {
        mode: 'fabric',
        'base-url': emu.url,
        token: emu.token,
        'fabric-file': 'infra/fabric.yml',
        'fabric-id': '10760',
        'github-token': GITHUB_TOKEN,
        'pr-comment': 'always',
        ...inputs,
      },
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: pullRequestEvent(PR, HEAD_SHA),
        ...env,
      },
    });
    expect(result.exitCode).toBe(0);
    expect(gh.comments.length).toBeGreaterThan(0);
    expectNoLeaks(collectEverything(result, { fakeGithub: gh }), [
      ...Object.values(PLAINTEXT),
      ...Object.values(PLAIN_ENV),
      emu.token,
      GITHUB_TOKEN,
    ]);
    return result;
  }

  const MAIL_DRIFT = [
    // The file states host and login as plain values that are not secret: both sides are shown.
    'properties.host: "smtp-old.example.com" → "smtp.example.com"',
    'properties.login: "mailer-old" → "mailer"',
    'properties.password: secret old-warehouse-token (id 3321) → secret smtp-password (not on the service yet: the apply adds it)',
    'properties.smtpPass: (17 characters, hidden: it may hold a credential) → (not in the file)',
  ].join('; ');
  const LAKE_DRIFT = [
    // Stated plainly in the file, but the service's value has a shape that can hold a password: only the file's is shown.
    'properties.jdbcUrl: (80 characters, hidden: it may hold a credential) → "jdbc:databricks://lake.example.cloud:443/default"',
    'properties.token: (28 characters, hidden: it may hold a credential) → secret lake-token (not on the service yet: the apply adds it)',
    'properties.pwd: (16 characters, hidden: it may hold a credential) → (not in the file)',
    'properties.pat: (21 characters, hidden: it may hold a credential) → (not in the file)',
    'properties.privateKeyContent: (76 characters, hidden: it may hold a credential) → (not in the file)',
    'properties.connectionString: (59 characters, hidden: it may hold a credential) → (not in the file)',
  ].join('; ');

  it('a plan job without secrets, then the apply: no service-side credential reaches any report', async () => {
    const { emu, gh } = await servers(serviceWithPlainValues('mailer-old'));
    // The usual set-up: the plan job has no secret variables at all.
    const planned = await run(emu, gh, {}, { plan: 'true' });
    const details = (JSON.parse(planned.outputs.plan!) as Array<Record<string, string>>)
      .filter((s) => s.resource === 'connection')
      .map((s) => [s.name, s.action, s.details]);
    expect(details).toEqual([
      ['mail', 'drift', MAIL_DRIFT],
      ['lake', 'drift', LAKE_DRIFT],
    ]);
    expect(planned.outputs.drift).toBe('["mail","lake"]');
    expect(log(planned)).toContain(`  drift         connection mail: ${MAIL_DRIFT}`);
    expect(planned.summary).toContain(
      `| connection | lake | **drift** | ${LAKE_DRIFT.replace(/"/g, '&quot;')} |`,
    );

    const applied = await run(emu, gh, PLAIN_ENV, {});
    expect(
      applied.annotations.map((a) => [a.level, a.properties.line, a.message.split('. It was left')[0]]),
    ).toEqual([
      ['warning', '17', `Connection mail (id 4770) differs from infra/fabric.yml: ${MAIL_DRIFT}`],
      ['warning', '23', `Connection lake (id 4771) differs from infra/fabric.yml: ${LAKE_DRIFT}`],
    ]);
  });

  it('masks each secret value that is set, in plan mode too, while others are missing', async () => {
    // The service echoes the real SMTP password under a property the file states as plain text.
    const { emu, gh } = await servers(serviceWithPlainValues(PLAIN_ENV.SMTP_PASSWORD));
    const planned = await run(emu, gh, { SMTP_PASSWORD: PLAIN_ENV.SMTP_PASSWORD }, { plan: 'true' });
    expect(log(planned)[0]).toBe(
      'Secret values are not needed for a plan; LAKE_TOKEN is not set here (the apply needs it: infra/fabric.yml line 15).',
    );
    const mail = (JSON.parse(planned.outputs.plan!) as Array<Record<string, string>>).find(
      (s) => s.name === 'mail',
    )!;
    // Masked as the answer arrived, before the report saw it: the 3 characters are the mask's, not the
    // value's 21 (which, shaped like a name, the report alone would have shown).
    expect(mail.details).toContain(
      'properties.login: (3 characters, hidden: it may hold a credential) → "mailer"',
    );
  });
});

describe('apply: the same steps as the plan, drift as warnings', () => {
  it('sends the writes the plan counted, warns once per drifted connection, and leaves the rest alone', async () => {
    const { emu, gh } = await servers();
    const planned = await plan(emu, gh);
    emu.requests.length = 0;
    const before = qaFabric(emu);
    const run = await fabric(emu, gh, { inputs: { 'fabric-id': '10760' } });

    expect(run.exitCode).toBe(0);
    // One list of steps: the apply reports the plan it walked, and sends the writes it counted.
    expect(run.outputs.plan).toBe(planned.outputs.plan);
    expect(run.outputs.changes).toBe(planned.outputs.changes);
    expect(run.outputs.drift).toBe('["warehouse","marts"]');
    expect(requestLines(emu)).toEqual([
      ...READS,
      'PUT /api/orchestration/fabric/10760 200',
      'PUT /api/orchestration/fabric/10760/secret/id/3320 200',
      'PUT /api/orchestration/fabric/10760/secret/id/3323 200',
      'POST /api/orchestration/fabric/10760/secret 200',
      'POST /api/orchestration/fabric/10760/connection 200',
    ]);
    expect(byMethod(emu)).toEqual({ GET: 5, PUT: 3, POST: 2 });
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: {
          title: 'Connection differs from the fabric file',
          file: 'infra/fabric.yml',
          line: '22',
        },
        message: `Connection warehouse (id 4760) differs from infra/fabric.yml: ${WAREHOUSE_DRIFT}. The service cannot change a connection's isDefaultWarehouseConnection, so it was left as it is: ${RECREATE}.`,
      },
      {
        level: 'warning',
        properties: {
          title: 'Connection differs from the fabric file',
          file: 'infra/fabric.yml',
          line: '29',
        },
        message: `Connection marts (id 4761) differs from infra/fabric.yml: ${MARTS_DRIFT}. The service cannot change a connection's kind or isDefaultWarehouseConnection, so it was left as it is: ${RECREATE}.`,
      },
    ]);
    expect(log(run)).toContain(
      'Secret legacy-api-key (id 3322) is on the service but not in the file: left alone',
    );
    expect(log(run).at(-1)).toBe(
      "Reconciled analytics-qa: fabric 10760 updated; 2 secrets updated; 1 secret, 1 connection added. 2 connections differ from the file and were left as they are (the service cannot change a connection's kind or isDefaultWarehouseConnection). 2 secrets on the service are not in the file and were left alone.",
    );
    const after = qaFabric(emu);
    // The drifted connections and the unmanaged secrets are as they were.
    expect(after.connections.slice(0, 3)).toEqual(before.connections);
    expect(after.secrets.filter((s) => ['3321', '3322'].includes(s.id))).toEqual(
      before.secrets.filter((s) => ['3321', '3322'].includes(s.id)),
    );
    expect(after.connections.map((c) => c.name)).toEqual(['warehouse', 'marts', 'supplier-drop', 'crm']);
    expect(run.summary).toContain(
      `| secret | old-warehouse-token | <code>3321</code> | not in the file (left alone) | ${UNMANAGED} |`,
    );

    // Applied, the plan shows what is left: the drift, which only the service's settings or a new name fix.
    emu.requests.length = 0;
    const again = await plan(emu, gh);
    expect(byMethod(emu)).toEqual({ GET: 5 });
    expect(
      (JSON.parse(again.outputs.plan!) as Array<Record<string, string>>).map((s) => [s.name, s.action]),
    ).toEqual([
      ['analytics-qa', 'update'],
      ['warehouse-token', 'update'],
      ['sftp-login', 'update'],
      ['crm-oauth', 'update'],
      ['old-warehouse-token', 'unmanaged'],
      ['legacy-api-key', 'unmanaged'],
      ['warehouse', 'drift'],
      ['marts', 'drift'],
      ['supplier-drop', 'unchanged'],
      ['crm', 'unchanged'],
    ]);
    expect(again.outputs.changes).toBe('4');
  });
});

describe('fix-drift: connections that converge', () => {
  /**
   * fabric-drift.yml with warehouse the default, as the file has it: its jdbcUrl, its token (another
   * secret) and a schema differ, which fix-drift updates; marts is not the default either, so only
   * its kind differs, which the service cannot change.
   */
  function converging(): FixtureInput {
    const fixture = parseYaml(readFileSync(DRIFTED, 'utf8')) as FixtureInput;
    const [warehouse, marts] = fixture.fabrics![0]!.connections!;
    warehouse!.isDefaultWarehouseConnection = true;
    marts!.isDefaultWarehouseConnection = false;
    return fixture;
  }
  const fixDrift = { 'fix-drift': 'true' };
  const PROPERTIES_DRIFT =
    'properties.jdbcUrl: "jdbc:databricks://qa-old.example.cloud:443/default" → "jdbc:databricks://qa.example.cloud:443/default"; properties.token: secret old-warehouse-token (id 3321) → secret warehouse-token (id 3320); properties.schema: "analytics" → (not in the file)';
  const KIND_DRIFT =
    'kind: "snowflake" → "bigquery"; the service cannot change a connection\'s kind, so an apply leaves it as it is';
  const UPDATE = `${PROPERTIES_DRIFT}; fix-drift sets its properties to the file's`;
  const connectionSteps = (run: ActionRun) =>
    (JSON.parse(run.outputs.plan!) as Array<Record<string, string>>)
      .filter((s) => s.resource === 'connection')
      .map((s) => [s.name, s.action, s.details]);
  const PUT_WAREHOUSE = 'PUT /api/orchestration/fabric/10760/connection/name/warehouse 200';
  const warehouseOf = (emu: RunningEmulator) =>
    qaFabric(emu).connections.find((c) => c.name === 'warehouse')!;

  it('plan: a connection whose properties alone differ is an update, counted in changes; another kind stays drift', async () => {
    const { emu, gh } = await servers(converging());
    const without = await plan(emu, gh);
    const run = await plan(emu, gh, { inputs: fixDrift });

    expect(byMethod(emu)).toEqual({ GET: 10 });
    expect(connectionSteps(without)).toEqual([
      ['warehouse', 'drift', PROPERTIES_DRIFT],
      ['marts', 'drift', KIND_DRIFT],
      ['supplier-drop', 'unchanged', 'exists and matches the file'],
      ['crm', 'add', 'not on the service'],
    ]);
    expect([without.outputs.changes, without.outputs.drift]).toEqual(['5', '["warehouse","marts"]']);
    expect(without.summary).toContain(
      `> With fix-drift: true, an apply sets a connection's properties to the file's. The service cannot change a connection's kind: ${RECREATE}.`,
    );

    expect(run.exitCode).toBe(0);
    expect(connectionSteps(run)).toEqual([
      ['warehouse', 'update', UPDATE],
      ['marts', 'drift', KIND_DRIFT],
      ['supplier-drop', 'unchanged', 'exists and matches the file'],
      ['crm', 'add', 'not on the service'],
    ]);
    expect([run.outputs.changes, run.outputs.drift]).toEqual(['6', '["marts"]']);
    expect(log(run)[0]).toBe(
      'Plan for fabric analytics-qa (id 10760): update 4, add 2, unchanged 1, drift 1, unmanaged 2; an apply would send 6 write requests.',
    );
    expect(log(run)).toContain(`  update        connection warehouse: ${UPDATE}`);
    // The request it would send: the file's connection, its reference by the id the secret list gives.
    const put = log(run).indexOf(
      `PUT ${emu.url}/api/orchestration/fabric/10760/connection/name/warehouse  # update connection warehouse: its properties set to the file's (fix-drift)`,
    );
    expect(
      JSON.parse(
        log(run)
          .slice(put + 1, put + 19)
          .join('\n'),
      ),
    ).toEqual({
      name: 'warehouse',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      properties: {
        authType: 'pat',
        jdbcUrl: 'jdbc:databricks://qa.example.cloud:443/default',
        token: {
          kind: 'native',
          properties: { id: '3320', name: 'warehouse-token' },
          subKind: 'text',
          type: 'secret',
        },
      },
    });
    expect(run.summary).toContain(
      `| connection | warehouse | **update** | ${UPDATE.replace(/"/g, '&quot;')} |`,
    );
    expect(run.summary.split('\n')[0]).toBe(
      '## ⚠️ Plan: fabric analytics-qa (id <code>10760</code>): an apply would send 6 write requests; 1 connection differs from the file',
    );
    expect(run.summary).toContain(`> The service cannot change a connection's kind: ${RECREATE}.`);
  });

  it('apply: one PUT by name makes the connection match; the next apply sends it nothing', async () => {
    const { emu, gh } = await servers(converging());
    const planned = await plan(emu, gh, { inputs: fixDrift });
    emu.requests.length = 0;
    const marts = structuredClone(qaFabric(emu).connections.find((c) => c.name === 'marts'));
    const run = await fabric(emu, gh, { inputs: { 'fabric-id': '10760', ...fixDrift } });

    expect(run.exitCode).toBe(0);
    // The steps the plan showed, and the writes it counted.
    expect(run.outputs.plan).toBe(planned.outputs.plan);
    expect([run.outputs.changes, run.outputs.drift]).toEqual(['6', '["marts"]']);
    expect(requestLines(emu)).toEqual([
      ...READS,
      'PUT /api/orchestration/fabric/10760 200',
      'PUT /api/orchestration/fabric/10760/secret/id/3320 200',
      'PUT /api/orchestration/fabric/10760/secret/id/3323 200',
      'POST /api/orchestration/fabric/10760/secret 200',
      PUT_WAREHOUSE,
      'POST /api/orchestration/fabric/10760/connection 200',
    ]);
    expect(warehouseOf(emu)).toMatchObject({
      id: '4760',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      properties: {
        authType: 'pat',
        jdbcUrl: 'jdbc:databricks://qa.example.cloud:443/default',
        token: {
          kind: 'native',
          properties: { id: '3320', name: 'warehouse-token' },
          subKind: 'text',
          type: 'secret',
        },
      },
    });
    expect(qaFabric(emu).connections.find((c) => c.name === 'marts')).toEqual(marts);
    // One warning: the connection fix-drift cannot fix.
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: {
          title: 'Connection differs from the fabric file',
          file: 'infra/fabric.yml',
          line: '29',
        },
        message: `Connection marts (id 4761) differs from infra/fabric.yml: kind: "snowflake" → "bigquery". The service cannot change a connection's kind, so it was left as it is: ${RECREATE}.`,
      },
    ]);
    expect(log(run)).toContain(
      "Updated connection warehouse (id 4760): properties.jdbcUrl, properties.token, properties.schema set to the file's",
    );
    expect(log(run).at(-1)).toBe(
      "Reconciled analytics-qa: fabric 10760 updated; 2 secrets, 1 connection updated; 1 secret, 1 connection added. 1 connection differs from the file and was left as it is (the service cannot change a connection's kind). 2 secrets on the service are not in the file and were left alone.",
    );
    expect(run.summary).toContain(
      `| connection | warehouse | <code>4760</code> | updated | properties set to the file's (fix-drift): ${PROPERTIES_DRIFT.replace(/"/g, '&quot;')} |`,
    );

    emu.requests.length = 0;
    const again = await fabric(emu, gh, { inputs: { 'fabric-id': '10760', ...fixDrift } });
    expect(connectionSteps(again).map(([name, action]) => [name, action])).toEqual([
      ['warehouse', 'unchanged'],
      ['marts', 'drift'],
      ['supplier-drop', 'unchanged'],
      ['crm', 'unchanged'],
    ]);
    // The fabric and the three secret values, as on every apply: nothing for a connection.
    expect(again.outputs.changes).toBe('4');
    expect(requestLines(emu).filter((l) => !l.startsWith('GET') && l.includes('/connection'))).toEqual([]);
  });

  it('a reset after the PUT was applied: sent again once, the connection converges and the step succeeds', async () => {
    const { emu, gh } = await servers(converging());
    emu.injectFault({
      kind: 'reset-after',
      method: 'PUT',
      path: /\/connection\/name\/warehouse$/,
      times: 1,
    });
    const run = await fabric(emu, gh, { inputs: { 'fabric-id': '10760', ...fixDrift } });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.changes).toBe('6');
    expect(requestLines(emu).filter((l) => l.includes('/connection/name/warehouse'))).toEqual([
      'GET /api/orchestration/fabric/10760/connection/name/warehouse 200',
      // The service applied it, and the connection was reset before the answer (no status).
      PUT_WAREHOUSE.replace(' 200', ' 0'),
      PUT_WAREHOUSE,
    ]);
    expect(log(run).filter((l) => l.startsWith('Update connection:'))).toEqual([
      expect.stringMatching(
        /^Update connection: the connection was reset before a response \(ECONNRESET\); trying again in \d+\.\d+ s \(attempt 2 of 4\)$/,
      ),
    ]);
    expect(log(run)).toContain(
      "Updated connection warehouse (id 4760): properties.jdbcUrl, properties.token, properties.schema set to the file's",
    );
    expect(qaFabric(emu).connections.filter((c) => c.name === 'warehouse')).toEqual([
      expect.objectContaining({
        id: '4760',
        properties: expect.objectContaining({ jdbcUrl: 'jdbc:databricks://qa.example.cloud:443/default' }),
      }),
    ]);
  });
});

describe('pr-comment in fabric mode', () => {
  it('keeps one comment with the plan, updated by the apply, and never touches the test comment', async () => {
    const { emu, gh } = await servers();
    const tests = gh.seedComment(PR, '<!-- orchestration-action:data-tests:Data tests -->\ntest results');
    const planned = await plan(emu, gh, { pullRequest: true, inputs: { 'pr-comment': 'always' } });

    expect(planned.exitCode).toBe(0);
    expect(gh.comments).toHaveLength(2);
    const comment = gh.comments[1]!;
    expect(comment.body.trimEnd()).toBe(`${MARKER}\n${planned.summary.trimEnd()}`);
    expect(planned.stdout).toContain(`Pull-request comment created: ${comment.html_url}`);

    gh.requests.length = 0;
    const applied = await fabric(emu, gh, {
      pullRequest: true,
      inputs: { 'fabric-id': '10760', 'pr-comment': 'always' },
    });
    expect(applied.exitCode).toBe(0);
    expect(settledOrder(gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`))).toEqual(
      settledOrder([
        'GET /user 403',
        `GET /repos/acme/data-project/issues/${PR}/comments?per_page=100 200`,
        `PATCH /repos/acme/data-project/issues/comments/${comment.id} 200`,
      ]),
    );
    expect(gh.comments.map((c) => c.id)).toEqual([tests.id, comment.id]);
    expect(gh.comments[0]!.body).toBe(tests.body);
    expect(gh.comments[1]!.body.trimEnd()).toBe(`${MARKER}\n${applied.summary.trimEnd()}`);
    expect(gh.comments[1]!.body.split('\n')[1]).toBe(
      '## ⚠️ Reconciled fabric analytics-qa (id <code>10760</code>); 2 connections differ from the file',
    );
  });

  it('on-failure: drift or a failure starts a comment; a clean plan only updates one', async () => {
    const { emu, gh } = await servers();
    const onFailure = { pullRequest: true, inputs: { 'pr-comment': 'on-failure' } };
    await plan(emu, gh, onFailure);
    expect(gh.comments.map((c) => c.body.split('\n')[1])).toEqual([
      '## ⚠️ Plan: fabric analytics-qa (id <code>10760</code>): an apply would send 5 write requests; 2 connections differ from the file',
    ]);

    // A plan to create: no drift, no failure; the comment that said drift is corrected.
    await fabric(emu, gh, { ...onFailure, file: EXAMPLE, inputs: { ...onFailure.inputs, plan: 'true' } });
    expect(gh.comments).toHaveLength(1);
    // The verdict stays the first line; what corrected the comment, under it.
    expect(gh.comments[0]!.body.split('\n').slice(0, 4)).toEqual([
      MARKER,
      '## 📝 Plan: fabric analytics-staging (to be created): an apply would send 3 write requests',
      '',
      '**Fabric analytics-staging: no failure and no drift now.**',
    ]);
  });

  it('on-failure: a clean plan starts no comment, a plan that fails does', async () => {
    const { emu, gh } = await servers(RETAIL);
    const onFailure = {
      file: EXAMPLE,
      pullRequest: true,
      inputs: { 'pr-comment': 'on-failure', plan: 'true' },
    };
    await fabric(emu, gh, onFailure);
    // Only a look for an earlier comment of ours to correct: none, so nothing is written.
    expect(settledOrder(gh.requests.map((r) => `${r.method} ${r.path}`))).toEqual(
      settledOrder(['GET /user', `GET /repos/acme/data-project/issues/${PR}/comments?per_page=100`]),
    );
    expect(gh.comments).toEqual([]);

    const failed = await fabric(emu, gh, {
      ...onFailure,
      inputs: { ...onFailure.inputs, 'fabric-id': '99999' },
    });
    expect(failed.exitCode).toBe(1);
    expect(gh.comments.map((c) => c.body)).toEqual([
      `${MARKER}\n## ❌ Plan: fabric analytics-staging: the plan could not be made\n\nList secrets failed: List Secrets failed due to : Fabric 99999 not found (HTTP 404); check the &#96;fabric-id&#96; input (fabric analytics-staging: the plan could not be made; a plan sends no write request, so nothing was changed)\n`,
    ]);
  });

  it('stays within bounds: a service with 3,000 secrets the file does not name', async () => {
    const fixture = parseYaml(readFileSync(DRIFTED, 'utf8')) as FixtureInput;
    const qa = fixture.fabrics![0]!;
    qa.secrets = [
      ...qa.secrets!,
      ...Array.from({ length: 3000 }, (_, i) => ({ name: `stale-secret-${String(i).padStart(4, '0')}` })),
    ];
    const { emu, gh } = await servers(fixture);
    const run = await plan(emu, gh, { pullRequest: true, inputs: { 'pr-comment': 'always' } });

    expect(run.exitCode).toBe(0);
    const steps = JSON.parse(run.outputs.plan!) as unknown[];
    // The output holds as many whole steps as fit in 256 KiB, and stays valid JSON.
    expect(Buffer.byteLength(run.outputs.plan!)).toBeLessThanOrEqual(256 * 1024);
    expect(steps.length).toBeLessThan(3010);
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        properties: {},
        message: `The plan and drift outputs hold the first ${steps.length} of 3010 steps and 2 of 2 drifted connections: an output may hold 262144 bytes. The log lists every step, but counts the unmanaged secrets past the first 20.`,
      },
    ]);
    // The log names the first 20 of the 3,002 unmanaged secrets, counts the rest, and goes on.
    const unmanaged = log(run).filter((line) => line.startsWith('  unmanaged'));
    expect(unmanaged).toHaveLength(21);
    expect(unmanaged.slice(0, 3)).toEqual([
      `  unmanaged     secret     old-warehouse-token: ${UNMANAGED}`,
      `  unmanaged     secret     legacy-api-key: ${UNMANAGED}`,
      `  unmanaged     secret     stale-secret-0000: ${UNMANAGED}`,
    ]);
    expect(unmanaged[19]).toBe(`  unmanaged     secret     stale-secret-0017: ${UNMANAGED}`);
    expect(unmanaged[20]).toBe(
      '  unmanaged     secret     … 2,982 more secrets: on the service, not in the file: left alone (the first 20 are named, the rest counted)',
    );
    expect(log(run)).toContain('  add           connection crm: not on the service');
    // The comment and the summary list the same, so every connection is in them.
    const comment = gh.comments[0]!.body;
    expect(comment.trimEnd()).toBe(`${MARKER}\n${run.summary.trimEnd()}`);
    expect(comment).toContain('| unmanaged | 3,002 |');
    expect(comment).toContain(
      '| secret | … 2,982 more secrets | **unmanaged** | on the service, not in the file: left alone (the first 20 are named, the rest counted) |',
    );
    expect(comment).toContain('| connection | crm | **add** | not on the service |');
    expect(comment.split('\n')[1]).toMatch(/; 2 connections differ from the file$/);
    expect(Buffer.byteLength(run.summary)).toBeLessThan(20_000);
  });

  it('the apply names the first 20 unmanaged secrets in its log and summary, and counts the rest', async () => {
    const fixture = parseYaml(readFileSync(DRIFTED, 'utf8')) as FixtureInput;
    fixture.fabrics![0]!.secrets!.push(
      ...Array.from({ length: 3000 }, (_, i) => ({ name: `stale-secret-${String(i).padStart(4, '0')}` })),
    );
    const { emu, gh } = await servers(fixture);
    const run = await fabric(emu, gh, { inputs: { 'fabric-id': '10760' } });

    expect(run.exitCode).toBe(0);
    const leftAlone = log(run).filter((line) => line.includes('not in the file: left alone'));
    expect(leftAlone).toHaveLength(21);
    expect(leftAlone[0]).toBe(
      'Secret old-warehouse-token (id 3321) is on the service but not in the file: left alone',
    );
    expect(leftAlone[20]).toBe(
      '2,982 more secrets on the service are not in the file: left alone (3,002 in all; the first 20 are named above)',
    );
    expect(run.summary).toContain(
      '| secret | … 2,982 more secrets |  | not in the file (left alone) | on the service, not in the file: left alone (the first 20 are named, the rest counted) |',
    );
    expect(run.summary.split('\n').filter((line) => line.includes('stale-secret-'))).toHaveLength(18);
    expect(run.summary).toContain('| connection | marts | <code>4761</code> |');
  });

  it('writes no comment outside a pull request', async () => {
    const { emu, gh } = await servers();
    const run = await plan(emu, gh, { inputs: { 'pr-comment': 'always' } });
    expect(run.exitCode).toBe(0);
    expect(gh.requests).toEqual([]);
    expect(run.stdout).toContain(
      '::debug::pr-comment: the push event is not about a pull request; no comment.',
    );
  });
});
