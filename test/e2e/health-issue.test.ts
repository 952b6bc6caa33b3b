/**
 * The health issue end to end (CONTRACT.md, "Health on a schedule"): nights of the built action
 * (dist/index.js) against the emulator and the fake GitHub, each a scheduled run of its own. A
 * night fails or passes by the version it tests (the retail fixture's customers.email unique fails
 * from 1.1.0 on); "7 days" is the closed_at GitHub keeps, which the test sets in the past.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { runAction, ROOT, withoutMaskCommands } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { pullRequestEvent, retailWorkspace } from '../helpers/github-event.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub, FakeGitHubOptions } from '../helpers/fake-github.js';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { tempDir } from '../helpers/temp-dir.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const GITHUB_TOKEN = 'ghs_healthIssueToken5e0c2b7a';
const MARKER = '<!-- orchestration-action:health:data-tests:retail-analytics:10740:Data tests -->';
const DAY_MS = 24 * 60 * 60 * 1000;
const FAILING = '1.2.0';
const PASSING = '1.0.0';
/** The nightly plan: the customers' email tests; `unique` fails from version 1.1.0 on. */
const NIGHTLY_PLAN = `tests:
  - source: raw
    table: customers
    columnTests:
      - name: email
        tests: [{ name: not_null }, { name: unique }]
`;

/** Concurrent: each test's nights wait on the action's processes; servers are stopped when the file ends. */
const test = it.concurrent;
const started: Array<{ stop(): Promise<void> }> = [];
afterAll(async () => {
  for (const server of started.splice(0)) await server.stop();
});

async function servers(
  options: FakeGitHubOptions = {},
  fixture = RETAIL_FIXTURE,
): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  const emu = await startEmulator({ fixture });
  started.push(emu);
  const gh = await startFakeGitHub({ token: GITHUB_TOKEN, ...options });
  started.push(gh);
  return { emu, gh };
}

interface Night {
  version: string;
  /** GITHUB_RUN_ID: each night is a run of its own. */
  run: number;
  inputs?: Record<string, string>;
  pullRequest?: boolean;
  /** The history file the night starts with (history-file: history.json), as the cache restores it. */
  history?: string;
}

/** One scheduled run of the nightly plan on main. */
async function night(
  emu: RunningEmulator,
  gh: FakeGitHub,
  { version, run, inputs, pullRequest, history }: Night,
) {
  const cwd = retailWorkspace();
  writeFileSync(join(cwd, 'nightly.yml'), NIGHTLY_PLAN);
  if (history !== undefined) writeFileSync(join(cwd, 'history.json'), history);
  const result = await runAction({
    cwd,
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'tests-file': 'nightly.yml',
      'sources-file': 'platform-sources/sources.yml',
      'github-token': GITHUB_TOKEN,
      'check-run': 'false',
      'health-issue': 'true',
      version,
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_RUN_ID: String(run),
      ...(pullRequest
        ? { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: pullRequestEvent(7, 'ab'.repeat(20)) }
        : { GITHUB_EVENT_NAME: 'schedule' }),
    },
  });
  expectNoLeaks(collectEverything(result, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
  return result;
}

const log = (run: ActionRun) => withoutMaskCommands(run.stdout).split('\n').filter(Boolean);
const warnings = (run: ActionRun) =>
  run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
const open = (gh: FakeGitHub) => gh.issues.filter((i) => i.state === 'open');
/** A time as the body and comment show it, for bodies compared whole. */
const timeless = (text: string | null) => text?.replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/g, '<time>');
const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');

/** The writes each night sent GitHub, in order. */
const writes = (gh: FakeGitHub, from = 0) =>
  gh.requests
    .slice(from)
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${r.status}`);

/** The issue's body after a failing night: the failure, its line, and where the night's run is. */
function failingBody(run: number): string {
  return `${MARKER}
## ❌ Data tests: 1 failed

Project **retail-analytics** on fabric **10740** · version <code>${FAILING}</code>

**Failing in the latest run:**

- **raw.customers.email · unique** · FAILED · [sources.yml:16](https://github.com/acme/data-project/blob/0123456789abcdef0123456789abcdef01234567/platform-sources/sources.yml#L16)<br>Got 3 results, configured to fail if != 0

Latest run: [job summary](https://github.com/acme/data-project/actions/runs/${run}) · commit <code>0123456</code> · <time>

_Kept by orchestration-action (health-issue): edited by each failing run, closed by the first passing one._
`;
}

/** The one comment that closes the issue. */
function closingComment(run: number): string {
  return `Passing since [this run](https://github.com/acme/data-project/actions/runs/${run}) (<time>): Data tests pass. Closed by orchestration-action (health-issue); a failure within 7 days reopens this issue.`;
}

const issueLines = (gh: FakeGitHub) =>
  gh.issues.map((i) => `#${i.number} ${i.state}${i.state_reason ? ` (${i.state_reason})` : ''}`);

describe('nightly data tests', () => {
  test('with a history file, each failure in the issue says since when it has been failing', async () => {
    const { emu, gh } = await servers();
    const withHistory = { 'history-file': 'history.json', 'history-update': 'true' };
    const nights: Array<[string, number]> = [
      [PASSING, 6001],
      [FAILING, 6002],
      [FAILING, 6003],
    ];
    let history: string | undefined;
    const bodies: string[] = [];
    for (const [version, run] of nights) {
      const result = await night(emu, gh, { version, run, inputs: withHistory, history });
      history = readFileSync(join(result.dir, 'history.json'), 'utf8');
      if (gh.issues[0]?.body) bodies.push(gh.issues[0].body);
    }
    expect(issueLines(gh)).toEqual(['#1 open']);
    // Counted over the runs on main before this one, as every report counts it.
    const failure = (body: string) =>
      body.split('\n').find((line) => line.startsWith('- **raw.customers.email'));
    expect(failure(bodies[0]!)).toContain(' · new: passed the last run ');
    expect(failure(bodies[1]!)).toMatch(
      / · failing (on \S+|in the history) since \d{4}-\d\d-\d\d \(.*\[run 6002\]\(https:\/\/github\.com\/acme\/data-project\/actions\/runs\/6002\)\), 1 run in a row<br>Got 3 results/,
    );
  }, 120_000);

  it('fail, fail, pass, fail within 7 days, pass, fail after 8 days: one issue open at a time, edited in place', async () => {
    const { emu, gh } = await servers();
    let seen = 0;
    const nightWrites = () => {
      const sent = writes(gh, seen);
      seen = gh.requests.length;
      return sent;
    };

    // Night 1 fails: the issue is opened, its label created first.
    const one = await night(emu, gh, { version: FAILING, run: 5001 });
    expect(one.exitCode).toBe(1);
    expect(log(one)).toContain('Health issue opened: https://github.com/acme/data-project/issues/1');
    expect(nightWrites()).toEqual([
      'POST /repos/acme/data-project/labels 201',
      'POST /repos/acme/data-project/issues 201',
    ]);
    expect(issueLines(gh)).toEqual(['#1 open']);
    expect(gh.issues[0]).toMatchObject({
      title: 'Data tests failing: project retail-analytics on fabric 10740',
      labels: ['data-health'],
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });
    expect(timeless(gh.issues[0]!.body)).toBe(failingBody(5001));

    // Night 2 fails: the same issue, its body edited; no comment.
    const two = await night(emu, gh, { version: FAILING, run: 5002 });
    expect(two.exitCode).toBe(1);
    expect(log(two)).toContain('Health issue edited: https://github.com/acme/data-project/issues/1');
    expect(nightWrites()).toEqual(['PATCH /repos/acme/data-project/issues/1 200']);
    expect(issueLines(gh)).toEqual(['#1 open']);
    expect(timeless(gh.issues[0]!.body)).toBe(failingBody(5002));
    expect(gh.comments).toEqual([]);

    // Night 3 passes: closed, with one comment; the body still says what failed last.
    const three = await night(emu, gh, { version: PASSING, run: 5003 });
    expect(three.exitCode).toBe(0);
    expect(log(three)).toContain('Health issue closed: https://github.com/acme/data-project/issues/1');
    expect(nightWrites()).toEqual([
      'POST /repos/acme/data-project/issues/1/comments 201',
      'PATCH /repos/acme/data-project/issues/1 200',
    ]);
    expect(issueLines(gh)).toEqual(['#1 closed (completed)']);
    expect(gh.comments.map((c) => [c.issue, timeless(c.body)])).toEqual([[1, closingComment(5003)]]);
    expect(timeless(gh.issues[0]!.body)).toBe(failingBody(5002));

    // Night 4 fails again within 7 days: the closed issue is reopened, not duplicated.
    const four = await night(emu, gh, { version: FAILING, run: 5004 });
    expect(four.exitCode).toBe(1);
    expect(log(four)).toContain('Health issue reopened: https://github.com/acme/data-project/issues/1');
    expect(nightWrites()).toEqual(['PATCH /repos/acme/data-project/issues/1 200']);
    expect(issueLines(gh)).toEqual(['#1 open (reopened)']);
    expect(timeless(gh.issues[0]!.body)).toBe(failingBody(5004));

    // Night 5 passes, and 8 days go by.
    await night(emu, gh, { version: PASSING, run: 5005 });
    expect(nightWrites()).toEqual([
      'POST /repos/acme/data-project/issues/1/comments 201',
      'PATCH /repos/acme/data-project/issues/1 200',
    ]);
    Object.assign(gh.issues[0]!, { closed_at: isoDaysAgo(8), updated_at: isoDaysAgo(8) });

    // Night 6 fails: a new issue; the old one stays closed.
    const six = await night(emu, gh, { version: FAILING, run: 5006 });
    expect(six.exitCode).toBe(1);
    expect(log(six)).toContain('Health issue opened: https://github.com/acme/data-project/issues/2');
    expect(nightWrites()).toEqual(['POST /repos/acme/data-project/issues 201']);
    expect(issueLines(gh)).toEqual(['#1 closed (completed)', '#2 open']);
    expect(timeless(gh.issues[1]!.body)).toBe(failingBody(5006));
    expect(gh.comments.map((c) => [c.issue, timeless(c.body)])).toEqual([
      [1, closingComment(5003)],
      [1, closingComment(5005)],
    ]);
    // No night warned: the issue is not a problem of the run.
    expect([one, two, three, four, six].flatMap(warnings)).toEqual([]);
  }, 120_000);

  test("another user's issue with the marker is never edited, closed or reopened", async () => {
    const { emu, gh } = await servers();
    const theirs = gh.seedIssue({
      title: 'Looks like ours',
      body: `${MARKER}\nforged`,
      labels: ['data-health'],
      user: { login: 'someone', type: 'User' },
    });
    const closed = gh.seedIssue({
      body: `${MARKER}\nclosed yesterday, by someone`,
      labels: ['data-health'],
      state: 'closed',
      closed_at: isoDaysAgo(1),
      user: { login: 'someone', type: 'User' },
    });
    const before = structuredClone([theirs, closed]);
    await night(emu, gh, { version: FAILING, run: 6001 });
    await night(emu, gh, { version: FAILING, run: 6002 });
    await night(emu, gh, { version: PASSING, run: 6003 });
    expect(gh.issues.slice(0, 2)).toEqual(before);
    expect(issueLines(gh)).toEqual(['#1 open', '#2 closed (completed)', '#3 closed (completed)']);
    expect(gh.issues[2]!.user).toEqual({ login: 'github-actions[bot]', type: 'Bot' });
    expect(gh.requests.filter((r) => /\/issues\/[12]\b/.test(r.path))).toEqual([]);
    expect(gh.comments.map((c) => c.issue)).toEqual([3]);
  });

  test('without issues: write, one warning naming it, and the verdict is the tests’', async () => {
    const { emu, gh } = await servers({ issues: 'read' });
    const failing = await night(emu, gh, { version: FAILING, run: 7001 });
    expect(failing.exitCode).toBe(1);
    expect(failing.outputs.conclusion).toBe('failure');
    expect(warnings(failing)).toEqual([
      'Could not keep the health issue: GitHub answered HTTP 403 (Resource not accessible by integration). The github-token needs the issues: write permission (add `permissions: issues: write` to the job).',
    ]);
    expect(gh.issues).toEqual([]);

    // A passing night with an issue to close: the same warning, and the step passes.
    gh.seedIssue({ body: `${MARKER}\nfailing`, labels: ['data-health'] });
    const passing = await night(emu, gh, { version: PASSING, run: 7002 });
    expect(passing.exitCode).toBe(0);
    expect(passing.outputs.conclusion).toBe('success');
    expect(warnings(passing)).toEqual(warnings(failing));
    expect(issueLines(gh)).toEqual(['#1 open']);
  });

  test('a pull request keeps no issue: one notice, and no request about issues', async () => {
    const { emu, gh } = await servers();
    gh.seedIssue({ body: `${MARKER}\nfailing`, labels: ['data-health'] });
    const run = await night(emu, gh, { version: PASSING, run: 8001, pullRequest: true });
    expect(run.exitCode).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([
      'health-issue: this run is about a pull request, which has its comment (pr-comment) instead; the health issue is kept by the scheduled runs on the default branch, so none was opened, edited or closed.',
    ]);
    expect(gh.requests).toEqual([]);
    expect(issueLines(gh)).toEqual(['#1 open']);
  });

  test("report mode keeps the same issue as test mode: a sharded night's report closes what a night opened", async () => {
    const { emu, gh } = await servers();
    await night(emu, gh, { version: FAILING, run: 6101 });
    expect(issueLines(gh)).toEqual(['#1 open']);
    // A shard that publishes nothing to GitHub, and the report that merges its results file.
    const shard = await night(emu, gh, { version: PASSING, run: 6102, inputs: { 'health-issue': 'false' } });
    const requests = gh.requests.length;
    const report = await runAction({
      cwd: shard.dir,
      inputs: {
        mode: 'report',
        'results-files': basename(shard.outputs['results-file']!),
        'github-token': GITHUB_TOKEN,
        'check-run': 'false',
        'health-issue': 'true',
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_RUN_ID: '6103', GITHUB_EVENT_NAME: 'schedule' },
    });
    expect(report.exitCode).toBe(0);
    expect(writes(gh, requests)).toEqual([
      'POST /repos/acme/data-project/issues/1/comments 201',
      'PATCH /repos/acme/data-project/issues/1 200',
    ]);
    expect(issueLines(gh)).toEqual(['#1 closed (completed)']);
    expect(gh.comments.map((c) => timeless(c.body))).toEqual([closingComment(6103)]);
  });

  test('2,000 open issues: the lookup asks GitHub for ours, one page, and edits it', async () => {
    const { emu, gh } = await servers();
    gh.seedIssues(
      Array.from({ length: 2_000 }, (_, i) => ({
        body: i % 3 ? `Issue ${i}` : `${MARKER}\nquoted by someone`,
        labels: i % 2 ? ['data-health'] : ['bug'],
        user: { login: `user${i % 7}`, type: 'User' as const },
      })),
    );
    const ours = gh.seedIssue({
      body: `${MARKER}\nfailing`,
      labels: ['data-health'],
      updated_at: isoDaysAgo(3),
    });
    const run = await night(emu, gh, { version: FAILING, run: 9001 });
    expect(log(run)).toContain(
      `Health issue edited: https://github.com/acme/data-project/issues/${ours.number}`,
    );
    expect(gh.requests.filter((r) => r.path.includes('/issues?')).map((r) => r.path)).toEqual([
      '/repos/acme/data-project/issues?labels=data-health&state=all&creator=github-actions%5Bbot%5D&sort=updated&direction=desc&per_page=100',
    ]);
    expect(open(gh)).toHaveLength(2_001);
    expect(writes(gh)).toEqual([`PATCH /repos/acme/data-project/issues/${ours.number} 200`]);
  });

  test('2,000 more recently updated issues of its own checks: the lookup stops, writes nothing, and says so', async () => {
    const { emu, gh } = await servers();
    gh.seedIssue({ body: `${MARKER}\nfailing`, labels: ['data-health'], updated_at: isoDaysAgo(3) });
    gh.seedIssues(
      Array.from({ length: 2_000 }, (_, i) => ({
        body: `<!-- orchestration-action:health:data-tests:project-${i}:1:Data tests -->\nx`,
        labels: ['data-health'],
      })),
    );
    const run = await night(emu, gh, { version: FAILING, run: 9002 });
    expect(run.exitCode).toBe(1);
    expect(warnings(run)).toEqual([
      'Could not keep the health issue: the repository has more than 2,000 issues labelled data-health by github-actions[bot], and no open one of this check is among the 2,000 most recently updated: no issue was opened, edited or closed, so as not to add a second one.',
    ]);
    expect(gh.requests.filter((r) => r.path.includes('/issues?'))).toHaveLength(20);
    expect(writes(gh)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------- fabric plans

const DRIFTED_FIXTURE = join(ROOT, 'test', 'fixtures', 'emulator', 'fabric-drift.yml');
const QA_FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'qa.yml');
const FABRIC_MARKER = '<!-- orchestration-action:health:fabric:infra/fabric.yml -->';
/** The values the fabric file's secrets read: a plan masks those set, and never sends them. */
const SECRET_ENV = {
  WAREHOUSE_TOKEN: 'dapi-health-7c41e0',
  SFTP_PASSWORD: 'sftp-health-93d2',
  CRM_CLIENT_SECRET: 'crm-health-secret-5a18',
};

/** qa.yml without the two connections that drifted: what the file says once someone fixed them. */
function withoutDrift(): string {
  const spec = parseYaml(readFileSync(QA_FILE, 'utf8')) as { connections: Array<{ name: string }> };
  spec.connections = spec.connections.filter((c) => !['warehouse', 'marts'].includes(c.name));
  const path = join(tempDir('fabric-fixed-'), 'fabric.yml');
  writeFileSync(path, stringifyYaml(spec));
  return path;
}

/** A scheduled plan of infra/fabric.yml (a copy of `file`), or what `inputs` make of it. */
async function fabricNight(
  emu: RunningEmulator,
  gh: FakeGitHub,
  { file = QA_FILE, run, inputs = {} }: { file?: string; run: number; inputs?: Record<string, string> },
) {
  const cwd = tempDir('fabric-health-ws-');
  mkdirSync(join(cwd, 'infra'));
  copyFileSync(file, join(cwd, 'infra', 'fabric.yml'));
  const result = await runAction({
    cwd,
    inputs: {
      mode: 'fabric',
      'base-url': emu.url,
      token: emu.token,
      'fabric-file': 'infra/fabric.yml',
      'fabric-id': '10760',
      plan: 'true',
      'github-token': GITHUB_TOKEN,
      'health-issue': 'true',
      'health-labels': 'fabric-drift, nightly',
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_RUN_ID: String(run), GITHUB_EVENT_NAME: 'schedule', ...SECRET_ENV },
  });
  expectNoLeaks(collectEverything(result, { fakeGithub: gh, emulator: emu }), [
    ...Object.values(SECRET_ENV),
    emu.token,
    GITHUB_TOKEN,
  ]);
  return result;
}

/** The issue's body after a plan that found the QA fabric's two drifted connections. */
function driftBody(run: number): string {
  const q = (text: string) => text.replace(/"/g, '&quot;');
  const blob =
    'https://github.com/acme/data-project/blob/0123456789abcdef0123456789abcdef01234567/infra/fabric.yml';
  return `${FABRIC_MARKER}
## ❌ Fabric analytics-qa (id <code>10760</code>): 2 connections differ from infra/fabric.yml

An apply leaves a drifted connection as it is: with fix-drift: true it sets the connection's properties to the file's; a kind or default flag that differs only the service's settings can change.

- **warehouse** · id <code>4760</code> · [fabric.yml:22](${blob}#L22)<br>${q('isDefaultWarehouseConnection: false → true; properties.jdbcUrl: "jdbc:databricks://qa-old.example.cloud:443/default" → "jdbc:databricks://qa.example.cloud:443/default"; properties.token: secret old-warehouse-token (id 3321) → secret warehouse-token (id 3320); properties.schema: "analytics" → (not in the file)')}; the service cannot change a connection's isDefaultWarehouseConnection, so an apply leaves it as it is
- **marts** · id <code>4761</code> · [fabric.yml:29](${blob}#L29)<br>${q('kind: "snowflake" → "bigquery"')}; isDefaultWarehouseConnection: true → false; the service cannot change a connection's kind or isDefaultWarehouseConnection, so an apply leaves it as it is

Latest run: [job summary](https://github.com/acme/data-project/actions/runs/${run}) · commit <code>0123456</code> · <time>

_Kept by orchestration-action (health-issue): edited by each plan that finds drift, closed by the first that finds none._
`;
}

describe('nightly fabric plans', () => {
  test('drift, drift, no drift: the issue is opened with what differs, edited, then closed', async () => {
    const { emu, gh } = await servers({}, DRIFTED_FIXTURE);
    const one = await fabricNight(emu, gh, { run: 5101 });
    // A plan that finds drift passes: the issue is what says it.
    expect(one.exitCode).toBe(0);
    expect(writes(gh)).toEqual([
      'POST /repos/acme/data-project/labels 201',
      'POST /repos/acme/data-project/labels 201',
      'POST /repos/acme/data-project/issues 201',
    ]);
    expect(gh.issues).toEqual([
      expect.objectContaining({
        number: 1,
        state: 'open',
        title: 'Fabric analytics-qa differs from infra/fabric.yml',
        labels: ['fabric-drift', 'nightly'],
      }),
    ]);
    expect(timeless(gh.issues[0]!.body)).toBe(driftBody(5101));

    const seen = gh.requests.length;
    await fabricNight(emu, gh, { run: 5102 });
    expect(writes(gh, seen)).toEqual(['PATCH /repos/acme/data-project/issues/1 200']);
    expect(timeless(gh.issues[0]!.body)).toBe(driftBody(5102));

    const fixed = await fabricNight(emu, gh, { run: 5103, file: withoutDrift() });
    expect(fixed.exitCode).toBe(0);
    expect(log(fixed)).toContain('Health issue closed: https://github.com/acme/data-project/issues/1');
    expect(issueLines(gh)).toEqual(['#1 closed (completed)']);
    expect(gh.comments.map((c) => [c.issue, timeless(c.body)])).toEqual([
      [
        1,
        'Passing since [this run](https://github.com/acme/data-project/actions/runs/5103) (<time>): a plan of fabric analytics-qa finds no drift. Closed by orchestration-action (health-issue); a failure within 7 days reopens this issue.',
      ],
    ]);
  });

  test('an apply keeps no issue: one notice, and nothing asked of GitHub', async () => {
    const { emu, gh } = await servers({}, DRIFTED_FIXTURE);
    const run = await fabricNight(emu, gh, {
      run: 5201,
      file: withoutDrift(),
      inputs: { plan: 'false' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([
      'health-issue: the issue is kept by a fabric plan (plan: true), which is how drift is watched on a schedule; this step applies the file, so no issue was opened, edited or closed.',
    ]);
    expect(gh.requests).toEqual([]);
  });
});
