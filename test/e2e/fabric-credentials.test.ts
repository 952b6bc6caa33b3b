/**
 * Credentials the service holds are never printed (CONTRACT.md, "Behaviour every mode shares"): the
 * built action (dist/index.js) against the emulator holding connections whose properties carry
 * credentials where the fabric file states plain values (test/fixtures/emulator/fabric-credentials.yml),
 * on a pull request whose comment the fake GitHub keeps. A service value is shown only when its shape
 * cannot carry a credential; any other is said to differ, with its length. Plan, apply and fix-drift
 * are each checked for every credential in the log, the summary, the outputs and the comment.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction, withoutMaskCommands } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { pullRequestEvent } from '../helpers/github-event.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { tempDir } from '../helpers/temp-dir.js';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'emulator', 'fabric-credentials.yml');
const FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'credentials.yml');
const GITHUB_TOKEN = 'ghs_fabricCredentialsToken0123456';
const PR = 34;
const HEAD_SHA = '34a0c0ffee34a0c0ffee34a0c0ffee34a0c0ffee';
const MARKER = '<!-- orchestration-action:fabric:infra/fabric.yml -->';
const FABRIC = '/api/orchestration/fabric/10780';

/** What the service holds, and the parts of each that are the credential: none may be printed. */
const CREDENTIALS = [
  'https://hooks.slack.com/services/T0AAAA000/B0BBBB000/abcdefghijklmnopqrstuvwx',
  'T0AAAA000/B0BBBB000',
  'abcdefghijklmnopqrstuvwx',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJldGwifQ.c2lnbmF0dXJlLXZhdWx0',
  'eyJhbGciOiJIUzI1NiJ9',
  'c2lnbmF0dXJlLXZhdWx0',
  'Authorization: Bearer abc7f3e9d1c5b2a8e4f6',
  'abc7f3e9d1c5b2a8e4f6',
  'https://func.example.net/api/run?code=abc123XyZ789vaultcode',
  'abc123XyZ789vaultcode',
  'pw=hunter2',
  'hunter2',
  'user=a;pw=b',
  'jdbc:x://h:1/db;PWD=secret',
  'PWD=secret',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCvault',
  'json-object-secret-4d1e',
  'json-list-secret-7b2c',
];

/** A connection whose values are a JSON object and a list, which the fixture format cannot hold. */
const SETTINGS = {
  name: 'settings',
  kind: 'tableau',
  properties: {
    options: { token: 'json-object-secret-4d1e', user: 'etl' },
    hosts: ['eu-west', 'json-list-secret-7b2c'],
  },
};

const hidden = (length: number) => `(${length} characters, hidden: it may hold a credential)`;

/** Every value the service holds has a shape that can carry a credential: only the file's are shown. */
const ALERTS_DRIFT = [
  `properties.webhook: ${hidden(77)} → "https://hooks.example.com/alerts"`,
  `properties.bearer: ${hidden(67)} → "none"`,
  `properties.header: ${hidden(42)} → "none"`,
  `properties.endpoint: ${hidden(59)} → "https://func.example.net/api/run"`,
  `properties.options: ${hidden(10)} → "defaults"`,
  `properties.login: ${hidden(11)} → "etl"`,
  `properties.jdbcUrl: ${hidden(26)} → "jdbc:x://h:1/db"`,
  `properties.certificate: ${hidden(91)} → "none"`,
].join('; ');
/** No value the service holds here can carry one: both sides are shown. */
const LAKE_DRIFT = [
  'properties.enabled: true → false',
  'properties.port: 5432 → 5433',
  'properties.catalog: "analytics_prod" → "analytics_dev"',
  'properties.address: "db.example.com:5432" → "db2.example.com:5432"',
  'properties.inbox: "/var/data/in" → "/var/data/out"',
  'properties.url: "https://db.example.com:443/default" → "https://db2.example.com:443/default"',
].join('; ');
const SETTINGS_DRIFT = [
  'properties.options: (a JSON object of 48 characters, hidden: it may hold a credential) → "defaults"',
  'properties.hosts: (a JSON list of 35 characters, hidden: it may hold a credential) → "eu-west"',
].join('; ');
const DRIFTS = { alerts: ALERTS_DRIFT, lake: LAKE_DRIFT, settings: SETTINGS_DRIFT };
const LINES = { alerts: '8', lake: '19', settings: '28' };

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

/** The emulator with the fixture and the settings connection, added the way any client adds one. */
async function servers(): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture: FIXTURE });
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  const added = await fetch(`${emulator.url}${FABRIC}/connection`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': emulator.token },
    body: JSON.stringify(SETTINGS),
  });
  expect(added.status).toBe(200);
  emulator.requests.length = 0;
  return { emu: emulator, gh: github };
}

/** Fabric mode on infra/fabric.yml (credentials.yml) on a pull request, keeping its comment. */
async function fabric(
  emu: RunningEmulator,
  gh: FakeGitHub,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  const cwd = tempDir('fabric-credentials-ws-');
  mkdirSync(join(cwd, 'infra'));
  copyFileSync(FILE, join(cwd, 'infra', 'fabric.yml'));
  const run = await runAction({
    cwd,
    inputs: {
      mode: 'fabric',
      'base-url': emu.url,
      token: emu.token,
      'fabric-file': 'infra/fabric.yml',
      'fabric-id': '10780',
      'github-token': GITHUB_TOKEN,
      'pr-comment': 'always',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: pullRequestEvent(PR, HEAD_SHA),
    },
  });
  expect(run.exitCode).toBe(0);
  // The comment is the run's summary, behind its marker.
  expect(gh.comments.map((c) => c.body.trimEnd())).toEqual([`${MARKER}\n${run.summary.trimEnd()}`]);
  // What the action printed, wrote and sent to GitHub; the service holds them, so it is left out.
  expectNoLeaks(collectEverything(run, { fakeGithub: gh }), [...CREDENTIALS, emu.token, GITHUB_TOKEN]);
  return run;
}

const log = (run: ActionRun): string[] => withoutMaskCommands(run.stdout).split('\n').filter(Boolean);
const steps = (run: ActionRun) =>
  (JSON.parse(run.outputs.plan!) as Array<Record<string, string>>).map((s) => [s.name, s.action, s.details]);
/** As a table cell holds it: quotes as entities, and a URL's `://` kept from being linked. */
const cell = (text: string) => text.replace(/"/g, '&quot;').replace(/:\/\//g, '&#58;//');
const connection = (emu: RunningEmulator, name: string) =>
  (emu.state() as EmulatorState).fabrics[0]!.connections.find((c) => c.name === name)!;

const FABRIC_STEP = [
  'analytics-vault',
  'update',
  'name, description sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation',
];

describe('values the service holds, in a plan', () => {
  it('shows a value only when its shape cannot carry a credential, in the log, summary, outputs and comment', async () => {
    const { emu, gh } = await servers();
    const run = await fabric(emu, gh, { plan: 'true' });

    expect(steps(run)).toEqual([
      FABRIC_STEP,
      ['alerts', 'drift', ALERTS_DRIFT],
      ['lake', 'drift', LAKE_DRIFT],
      ['settings', 'drift', SETTINGS_DRIFT],
    ]);
    expect(run.outputs.drift).toBe('["alerts","lake","settings"]');
    expect(log(run).slice(0, 5)).toEqual([
      'Plan for fabric analytics-vault (id 10780): update 1, drift 3; an apply would send 1 write request.',
      `  update        fabric     analytics-vault: ${FABRIC_STEP[2]}`,
      `  drift         connection alerts: ${ALERTS_DRIFT}`,
      `  drift         connection lake: ${LAKE_DRIFT}`,
      `  drift         connection settings: ${SETTINGS_DRIFT}`,
    ]);
    for (const [name, drift] of Object.entries(DRIFTS))
      expect(run.summary).toContain(`| connection | ${name} | **drift** | ${cell(drift)} |`);
    // Read-only: the secret list and each connection by name.
    expect(emu.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });

  it('with fix-drift: the connections to update say the same, and the next plan finds them matching', async () => {
    const { emu, gh } = await servers();
    const run = await fabric(emu, gh, { plan: 'true', 'fix-drift': 'true' });

    const update = (drift: string) => `${drift}; fix-drift sets its properties to the file's`;
    expect(steps(run)).toEqual([
      FABRIC_STEP,
      ['alerts', 'update', update(ALERTS_DRIFT)],
      ['lake', 'update', update(LAKE_DRIFT)],
      ['settings', 'update', update(SETTINGS_DRIFT)],
    ]);
    expect([run.outputs.drift, run.outputs.changes]).toEqual(['[]', '4']);
    expect(log(run)).toContain(`  update        connection alerts: ${update(ALERTS_DRIFT)}`);
    expect(run.summary).toContain(`| connection | alerts | **update** | ${cell(update(ALERTS_DRIFT))} |`);
  });
});

describe('values the service holds, in an apply', () => {
  it('warns of each drifted connection with the same words, and leaves it as it is', async () => {
    const { emu, gh } = await servers();
    const before = structuredClone((emu.state() as EmulatorState).fabrics[0]!.connections);
    const run = await fabric(emu, gh);

    expect(run.annotations).toEqual(
      Object.entries(DRIFTS).map(([name, drift]) => ({
        level: 'warning',
        properties: {
          title: 'Connection differs from the fabric file',
          file: 'infra/fabric.yml',
          line: LINES[name as keyof typeof LINES],
        },
        message: `Connection ${name} (id ${connection(emu, name).id}) differs from infra/fabric.yml: ${drift}. It was left as it is: with fix-drift: true, an apply sets its properties to the file's.`,
      })),
    );
    for (const [name, drift] of Object.entries(DRIFTS))
      expect(run.summary).toContain(
        `| connection | ${name} | <code>${connection(emu, name).id}</code> | differs from the file (left as it is) | ${cell(`differs from the file: ${drift}; left as it is (fix-drift: true would update its properties)`)} |`,
      );
    expect((emu.state() as EmulatorState).fabrics[0]!.connections).toEqual(before);
  });

  it("with fix-drift: sets each connection's properties to the file's, saying what changed in the same words", async () => {
    const { emu, gh } = await servers();
    const run = await fabric(emu, gh, { 'fix-drift': 'true' });

    expect(run.annotations).toEqual([]);
    const puts = emu.requests.filter((r) => r.method === 'PUT' && r.path.includes('/connection/name/'));
    expect(puts.map((r) => `${r.path} ${r.status}`)).toEqual([
      `${FABRIC}/connection/name/alerts 200`,
      `${FABRIC}/connection/name/lake 200`,
      `${FABRIC}/connection/name/settings 200`,
    ]);
    expect(log(run)).toEqual(
      expect.arrayContaining([
        "Updated connection alerts (id 4780): properties.webhook, properties.bearer, properties.header, properties.endpoint, properties.options, properties.login, properties.jdbcUrl, properties.certificate set to the file's",
        "Updated connection lake (id 4781): properties.enabled, properties.port, properties.catalog, properties.address, properties.inbox, properties.url set to the file's",
        `Updated connection settings (id ${connection(emu, 'settings').id}): properties.options, properties.hosts set to the file's`,
      ]),
    );
    for (const [name, drift] of Object.entries(DRIFTS))
      expect(run.summary).toContain(
        `| connection | ${name} | <code>${connection(emu, name).id}</code> | updated | ${cell(`properties set to the file's (fix-drift): ${drift}`)} |`,
      );
    expect(connection(emu, 'alerts').properties).toEqual({
      webhook: 'https://hooks.example.com/alerts',
      bearer: 'none',
      header: 'none',
      endpoint: 'https://func.example.net/api/run',
      options: 'defaults',
      login: 'etl',
      jdbcUrl: 'jdbc:x://h:1/db',
      certificate: 'none',
    });
    expect(connection(emu, 'settings').properties).toEqual({ options: 'defaults', hosts: 'eu-west' });

    const again = await fabric(emu, gh, { plan: 'true', 'fix-drift': 'true' });
    expect(steps(again).map(([name, action]) => [name, action])).toEqual([
      ['analytics-vault', 'update'],
      ['alerts', 'unchanged'],
      ['lake', 'unchanged'],
      ['settings', 'unchanged'],
    ]);
  });
});
