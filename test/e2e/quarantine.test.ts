/**
 * Known failures end to end (CONTRACT "Known failures"): the built action against the emulator's
 * retail fixture and a fake of GitHub's API, with a quarantine file in the workspace whose days
 * are computed from today (so no test here expires). A quarantined failure is a warning, counted
 * in `quarantined` only, so the step passes with the default fail-on; an expired entry fails as
 * before and says when it expired, whose it was and why; an entry whose tests pass gets a notice;
 * a bad file fails in one line naming file and line before any request; report mode applies the
 * file to the merged shards. JUnit and the results file are checked against their schemas by
 * runAction on every run.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, runAction } from '../helpers/run-action.js';
import type { ActionRun, Annotation } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { pullRequestEvent, retailWorkspace } from '../helpers/github-event.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { ResultsFile } from '../../src/results/model.js';
import { utcDay } from '../../src/results/known-failures.js';

const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const GITHUB_TOKEN = 'ghs_quarantineGitHubToken4d2b7e91';
const HEAD_SHA = 'c0ffee00'.repeat(5);
/** The pull request's base commit, whose quarantine file a step compares with. */
const BASE_SHA = 'ba5e0000'.repeat(5);
const PR_NUMBER = 25;
const SOURCES = 'platform-sources/sources.yml';

const NOW = Date.now();
const day = (n: number): string => utcDay(new Date(NOW + n * 86_400_000));

/** One pull_request event payload for every step, removed with its folder at the end. */
const EVENT = pullRequestEvent(PR_NUMBER, HEAD_SHA, BASE_SHA);
afterAll(() => rmSync(dirname(EVENT), { recursive: true, force: true }));

let emulator: RunningEmulator | undefined;
let github: FakeGitHub | undefined;
const workspaces: string[] = [];

afterEach(async () => {
  await emulator?.stop();
  await github?.stop();
  emulator = undefined;
  github = undefined;
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startServers(): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  return { emu: emulator, gh: github };
}

/** A checkout of the retail example with `files` written into it (quarantine files, plans). */
function workspace(files: Record<string, string> = {}): string {
  const dir = retailWorkspace();
  workspaces.push(dir);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

/** The customers' email tests only: on the default branch, unique fails and not_null passes. */
const EMAIL_PLAN = `tests:
  - source: raw
    table: customers
    columnTests:
      - name: email
        tests: [{ name: not_null }, { name: unique }]
`;

/** A quarantine file: each entry's `until` given in days from today. */
function quarantineYaml(
  entries: Array<{ fields: string[]; owner?: string; reason?: string; until: number }>,
): string {
  const lines = ['# Known failures: each with an owner, a reason and a last day.', 'quarantine:'];
  for (const e of entries) {
    lines.push(`  - ${e.fields[0]}`, ...e.fields.slice(1).map((f) => `    ${f}`));
    lines.push(
      `    owner: '${e.owner ?? '@acme/crm-data'}'`,
      `    reason: ${e.reason ?? 'CRM export duplicates merged accounts, DATA-412'}`,
      `    until: ${day(e.until)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A test step on the pull request. The base commit holds `base` (by default the workspace's own
 * quarantine.yml, if any: the pull request adds no entry).
 */
async function testStep(
  emu: RunningEmulator,
  gh: FakeGitHub,
  cwd: string,
  inputs: Record<string, string>,
  base: Record<string, string> = sameQuarantineFile(cwd),
): Promise<ActionRun> {
  gh.seedCommit(BASE_SHA, base);
  const run = await runAction({
    cwd,
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'sources-file': SOURCES,
      'github-token': GITHUB_TOKEN,
      'junit-file': 'junit.xml',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: EVENT,
    },
  });
  expectNoLeaks(collectEverything(run, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
  return run;
}

function sameQuarantineFile(cwd: string): Record<string, string> {
  const path = join(cwd, 'quarantine.yml');
  return existsSync(path) ? { 'quarantine.yml': readFileSync(path, 'utf8') } : {};
}

function resultsOf(run: ActionRun): ResultsFile {
  return JSON.parse(readFileSync(run.outputs['results-file']!, 'utf8')) as ResultsFile;
}

const failureLine = (run: ActionRun): Annotation | undefined =>
  run.annotations.filter((a) => a.level === 'error').at(-1);

describe('test mode with a quarantine file', () => {
  it('a quarantined failure: a warning, the Quarantined section, quarantined=1, and the step passes', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'tests.yml': EMAIL_PLAN,
      'quarantine.yml': quarantineYaml([
        { fields: ['test: unique', 'table: customers', 'column: email'], until: 30 },
        // Its tests pass: the notice says it can go.
        {
          fields: ['test: not_null', 'table: customers'],
          owner: '@acme/data',
          reason: 'nulls, DATA-9',
          until: 60,
        },
        // It matches nothing in this run: listed, not an error.
        {
          fields: ['test: accepted_values', 'table: orders'],
          owner: '@acme/data',
          reason: 'DATA-10',
          until: 60,
        },
      ]),
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
      'pr-comment': 'always',
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      conclusion: 'success',
      total: '2',
      succeeded: '1',
      failed: '1',
      errored: '0',
      'new-failed': '0',
      quarantined: '1',
    });
    expect(run.annotations).toEqual([
      {
        level: 'notice',
        properties: { title: 'Quarantine entry no longer needed', file: 'quarantine.yml', line: '9' },
        message:
          'The tests of this quarantine entry (test not_null, table customers) all pass: it can be removed from the file.',
      },
      {
        level: 'warning',
        properties: {
          title: `FAILED unique on raw.customers.email (quarantined until ${day(30)})`,
          file: SOURCES,
          line: '16',
        },
        message: `Quarantined until ${day(30)} (quarantine.yml:3), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412. Got 3 results, configured to fail if != 0`,
      },
    ]);
    expect(run.stdout).toContain('Quarantine: 3 entries in quarantine.yml\n');

    // The summary: the verdict, then the Quarantined section with days left, the entry to remove,
    // the entry that matched nothing folded.
    expect(run.summary).toMatch(/^## ✅ Data tests: 1 passed, 1 quarantined\n/);
    expect(run.summary).toContain(
      '<details><summary>Quarantined (1): known failures, each with an owner and a last day (quarantine.yml)</summary>',
    );
    expect(run.summary).toContain(
      `| raw.customers.email · unique · FAILED | @&#8203;acme/crm-data | CRM export duplicates merged accounts, DATA-412 | ${day(30)} | 30 |`,
    );
    expect(run.summary).toContain(
      '- line 9 (test not_null, table customers): its tests all pass, it can be removed from the file',
    );
    expect(run.summary).toContain(
      '<details><summary>Quarantine entries that matched no test of this run (1)</summary>',
    );

    // The check run: warning level, and the title names the quarantined failure.
    const [checkRun] = gh.checkRuns;
    expect(checkRun!.conclusion).toBe('success');
    expect(checkRun!.output.title).toBe('1 failed, 1 passed of 2 tests; 1 quarantined');
    expect(checkRun!.annotations.map((a) => `${a.annotation_level} ${a.title}`)).toEqual([
      `warning FAILED unique on raw.customers.email (quarantined until ${day(30)})`,
    ]);
    expect(gh.comments[0]!.body).toContain(
      `- raw.customers.email · unique · owner @&#8203;acme/crm-data · until ${day(30)}, 30 days left · CRM export duplicates merged accounts, DATA-412`,
    );

    // JUnit: still a failure, naming the entry.
    const junit = readFileSync(join(cwd, 'junit.xml'), 'utf8');
    expect(junit).toContain('failures="1"');
    expect(junit).toContain(
      `<system-out><![CDATA[quarantined until ${day(30)} (quarantine.yml:3), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412]]></system-out>`,
    );
    // The results file: the mark on the result, each entry, the counts.
    const file = resultsOf(run);
    expect(file.counts).toMatchObject({ quarantined: 1, quarantinedFailed: 1, newFailed: 0 });
    expect(file.quarantine!.entries.map((e) => [e.line, e.matched, e.passed, e.quarantined])).toEqual([
      [3, 1, 0, 1],
      [9, 1, 1, 0],
      [14, 0, 0, 0],
    ]);
    const unique = file.runs[0]!.calls.flatMap((c) => (c.ok ? c.results : [])).find(
      (r) => r.name === 'unique',
    )!;
    expect(unique.quarantine).toEqual({
      file: 'quarantine.yml',
      line: 3,
      owner: '@acme/crm-data',
      reason: 'CRM export duplicates merged accounts, DATA-412',
      until: day(30),
      expired: false,
    });
  });

  it('fail-on quarantined fails the step on it', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'tests.yml': EMAIL_PLAN,
      'quarantine.yml': quarantineYaml([{ fields: ['test: unique'], until: 0 }]),
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
      'fail-on': 'failed,error,quarantined',
      'check-run': 'false',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.quarantined).toBe('1');
    expect(failureLine(run)!.message).toBe(
      'Data tests failed: 1 quarantined of 2 tests (see the job summary)',
    );
  });

  it('an expired entry: the failure fails the step, saying the date, the owner and the reason', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'tests.yml': EMAIL_PLAN,
      'quarantine.yml': quarantineYaml([
        {
          fields: ['test: unique', 'table: customers'],
          owner: '@acme/crm-data',
          reason: 'DATA-412',
          until: -1,
        },
      ]),
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      failed: '1',
      'new-failed': '1',
      quarantined: '0',
    });
    const expired = `Quarantine expired on ${day(-1)} (quarantine.yml:3), owner @acme/crm-data: DATA-412.`;
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: {
          title: `FAILED unique on raw.customers.email (quarantine expired on ${day(-1)})`,
          file: SOURCES,
          line: '16',
        },
        message: `${expired} Got 3 results, configured to fail if != 0`,
      },
      {
        level: 'error',
        properties: {},
        message: 'Data tests failed: 1 failed of 2 tests (see the job summary)',
      },
    ]);
    expect(run.stdout).toContain('Quarantine: 1 entry in quarantine.yml, 1 of them past its until day');
    expect(run.stdout).toContain(
      `quarantine.yml:3: the quarantine of test unique, table customers expired on ${day(-1)} (owner @acme/crm-data: DATA-412); its 1 failure count again`,
    );
    expect(run.summary).toMatch(/^## ❌ Data tests: 1 failed\n/);
    expect(run.summary).toContain(
      `Got 3 results, configured to fail if != 0<br>Quarantine expired on ${day(-1)} (quarantine.yml:3), owner @&#8203;acme/crm-data: DATA-412.`,
    );
    expect(run.summary).toContain(
      `- line 3 (test unique, table customers): expired on ${day(-1)}, so its 1 failure counts again; owner @&#8203;acme/crm-data: DATA-412`,
    );
    expect(gh.checkRuns[0]!.annotations.map((a) => a.annotation_level)).toEqual(['failure']);
    expect(resultsOf(run).runs[0]!.quarantine!.entries[0]).toMatchObject({
      expired: true,
      expiredFailures: 1,
    });
  });

  it('the baseline says pre-existing, the quarantine wins', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'quarantine.yml': quarantineYaml([
        {
          fields: ['test: revenue_matches_orders', 'model: fct_revenue'],
          reason: 'late refunds, FIN-7',
          until: 10,
        },
      ]),
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      branch: 'add-order-checks',
      'baseline-branch': 'main',
      'fail-on': 'new',
      'quarantine-file': 'quarantine.yml',
    });
    expect(run.outputs).toMatchObject({ 'pre-existing': '1', quarantined: '1', 'new-failed': '1' });
    expect(gh.checkRuns[0]!.output.title).toBe(
      '2 new failures, 1 already failing on main, 1 quarantined, 1 fixed; 3 failed, 1 error, 10 passed of 14 tests',
    );
    const levels = gh.checkRuns[0]!.annotations.map((a) => `${a.annotation_level} ${a.title}`);
    expect(levels).toContain(
      `warning FAILED revenue_matches_orders on model fct_revenue (quarantined until ${day(10)})`,
    );
    // The results file keeps what the baseline said beside the mark.
    const model = resultsOf(run)
      .runs[0]!.calls.flatMap((c) => (c.ok ? c.results : []))
      .find((r) => r.name === 'revenue_matches_orders')!;
    expect(model.classification).toBe('pre-existing');
    expect(model.quarantine!.expired).toBe(false);
  });

  it('a bad file: one line naming file and line, as an annotation on it, before any request', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'quarantine.yml': `quarantine:\n  - test: unique\n    owner: '@acme/crm-data'\n    reason: DATA-412\n    until: 2026-02-30\n`,
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: { file: 'quarantine.yml', line: '5' },
        message: 'quarantine.yml:5: until is not a day of the calendar: check its month and day',
      },
    ]);
    expect(emu.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });
});

describe("on a pull request: entries the base branch's file does not hold", () => {
  /** unique fails (and is quarantined by the first entry); not_null passes. */
  const ENTRIES = [
    { fields: ['test: unique', 'table: customers', 'column: email'], until: 30 },
    {
      fields: ['test: not_null', 'table: customers'],
      owner: '@acme/data',
      reason: 'nulls, DATA-9',
      until: 60,
    },
  ];
  const CONTENTS = `GET /repos/acme/data-project/contents/quarantine.yml?ref=${BASE_SHA}`;
  const contentsRequests = (gh: FakeGitHub) =>
    gh.requests.filter((r) => r.path.includes('/contents/')).map((r) => `${r.method} ${r.path} ${r.status}`);

  it('an entry the base lacks is marked in the annotation, the summary, the check run and the comment', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
    // The base holds only the second entry: the first is the pull request's own.
    const base = { 'quarantine.yml': quarantineYaml(ENTRIES.slice(1)) };
    const run = await testStep(
      emu,
      gh,
      cwd,
      { 'tests-file': 'tests.yml', 'quarantine-file': 'quarantine.yml', 'pr-comment': 'always' },
      base,
    );

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', failed: '1', quarantined: '1' });
    expect(contentsRequests(gh)).toEqual([`${CONTENTS} 200`]);
    expect(run.stdout).toContain(
      `Quarantine: compared with quarantine.yml at the base commit ${BASE_SHA.slice(0, 12)}: 1 of 2 entries added by this pull request\n`,
    );
    const added = 'added by this pull request';
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
      {
        level: 'warning',
        properties: {
          title: `FAILED unique on raw.customers.email (quarantined until ${day(30)}; ${added})`,
          file: SOURCES,
          line: '16',
        },
        message: `Quarantined until ${day(30)} (quarantine.yml:3, ${added}), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412. Got 3 results, configured to fail if != 0`,
      },
    ]);
    // The summary: the verdict says it, the row says it, and the entry is listed unfolded.
    expect(run.summary).toMatch(
      /^## ✅ Data tests: 1 passed, 1 quarantined \(1 added by this pull request\)\n/,
    );
    expect(run.summary).toContain(
      `<details><summary>Quarantined (1): known failures, each with an owner and a last day (quarantine.yml); 1 ${added}</summary>`,
    );
    expect(run.summary).toContain(`| raw.customers.email · unique · FAILED · **${added}** |`);
    expect(run.summary).toContain(
      `- line 3 (test unique, table customers, column email): **${added}**, it quarantines 1 failure of this run until ${day(30)}; owner @&#8203;acme/crm-data: CRM export duplicates merged accounts, DATA-412`,
    );
    // The check run and the comment.
    const [checkRun] = gh.checkRuns;
    expect(checkRun!.output.title).toBe(`1 failed, 1 passed of 2 tests; 1 quarantined (1 ${added})`);
    expect(checkRun!.annotations.map((a) => a.title)).toEqual([
      `FAILED unique on raw.customers.email (quarantined until ${day(30)}; ${added})`,
    ]);
    expect(gh.comments[0]!.body).toContain(
      `- raw.customers.email · unique · **${added}** · owner @&#8203;acme/crm-data`,
    );
    // The results file: on the mark and on the entry; the other entry is not marked.
    const file = resultsOf(run);
    expect(file.quarantine!.entries.map((e) => [e.line, e.addedByPullRequest])).toEqual([
      [3, true],
      [9, undefined],
    ]);
  });

  it('the base has no quarantine file (404): every entry is added by this pull request', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
    const run = await testStep(
      emu,
      gh,
      cwd,
      { 'tests-file': 'tests.yml', 'quarantine-file': 'quarantine.yml', 'check-run': 'false' },
      {},
    );
    expect(contentsRequests(gh)).toEqual([`${CONTENTS} 404`]);
    expect(run.stdout).toContain(
      `Quarantine: quarantine.yml at the base commit ${BASE_SHA.slice(0, 12)} does not exist, so every entry (2) is added by this pull request\n`,
    );
    expect(resultsOf(run).quarantine!.entries.map((e) => e.addedByPullRequest)).toEqual([true, true]);
    expect(run.summary).toContain('1 quarantined (1 added by this pull request)');
    expect(run.exitCode).toBe(0);
  });

  it.each([
    [
      'forbidden',
      'HTTP 403, Resource not accessible by integration); the github-token needs the contents: read permission',
    ],
    ['server-error', 'HTTP 500, Server Error)'],
  ] as const)(
    'the base read fails (%s): one request, a notice, and the step goes on unmarked',
    async (kind, said) => {
      const { emu, gh } = await startServers();
      gh.fail({ kind, path: '/contents/', times: Infinity });
      const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
      const run = await testStep(emu, gh, cwd, {
        'tests-file': 'tests.yml',
        'quarantine-file': 'quarantine.yml',
        'pr-comment': 'always',
      });
      expect(contentsRequests(gh)).toEqual([`${CONTENTS} ${kind === 'forbidden' ? 403 : 500}`]);
      expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toContain(
        `Quarantine entries added by this pull request are not marked: quarantine.yml at the base commit ${BASE_SHA.slice(0, 12)} could not be read (${said}.`,
      );
      expect({ exitCode: run.exitCode, quarantined: run.outputs.quarantined }).toEqual({
        exitCode: 0,
        quarantined: '1',
      });
      expect(run.everything()).not.toContain('added by this pull request)');
      // The check run and the comment were still written.
      expect(gh.checkRuns).toHaveLength(1);
      expect(gh.comments).toHaveLength(1);
    },
  );

  it('a base file that is no quarantine file: a notice naming its line, never its text', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
    const secretText = 'DB_PASSWORD=hunter2-base-branch API_KEY=sk-live-base0123456789';
    const run = await testStep(
      emu,
      gh,
      cwd,
      { 'tests-file': 'tests.yml', 'quarantine-file': 'quarantine.yml', 'check-run': 'false' },
      { 'quarantine.yml': `${secretText}\n` },
    );
    expect(run.exitCode).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toContain(
      `Quarantine entries added by this pull request are not marked: quarantine.yml at the base commit ${BASE_SHA.slice(0, 12)} is not a valid quarantine file (line 1).`,
    );
    expect(run.everything()).not.toContain('hunter2');
    expect(run.everything()).not.toContain('sk-live');
  });

  it('report mode compares its own file with the base too', async () => {
    const { emu, gh } = await startServers();
    const shardDir = workspace({ 'tests.yml': EMAIL_PLAN });
    const shard = await testStep(emu, gh, shardDir, {
      'tests-file': 'tests.yml',
      shard: '1/1',
      'check-run': 'false',
      'fail-on': 'none',
    });
    const cwd = workspace({ 'quarantine.yml': quarantineYaml(ENTRIES) });
    gh.seedCommit(BASE_SHA, { 'quarantine.yml': quarantineYaml(ENTRIES.slice(1)) });
    const report = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': shard.outputs['results-file']!,
        'quarantine-file': 'quarantine.yml',
        'github-token': GITHUB_TOKEN,
        'sources-file': SOURCES,
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: EVENT },
    });
    expect(report.exitCode).toBe(0);
    expect(contentsRequests(gh)).toEqual([`${CONTENTS} 200`]);
    expect(report.annotations.filter((a) => a.level === 'warning').map((a) => a.properties.title)).toEqual([
      `FAILED unique on raw.customers.email (quarantined until ${day(30)}; added by this pull request)`,
    ]);
  });

  it('an event that names no base commit: a log line, no request, no notice', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
    const noBase = pullRequestEvent(PR_NUMBER, HEAD_SHA);
    try {
      const run = await runAction({
        cwd,
        inputs: {
          mode: 'test',
          'base-url': emu.url,
          token: emu.token,
          'fabric-id': '10740',
          'project-id': 'retail-analytics',
          'tests-file': 'tests.yml',
          'quarantine-file': 'quarantine.yml',
          'github-token': GITHUB_TOKEN,
          'check-run': 'false',
        },
        env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: noBase },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain(
        "Quarantine entries added by this pull request are not marked: the event does not name the pull request's base commit.\n",
      );
      expect(
        run.annotations.filter((a) => a.level === 'notice' && a.message.startsWith('Quarantine entries')),
      ).toEqual([]);
      expect(contentsRequests(gh)).toEqual([]);
    } finally {
      rmSync(dirname(noBase), { recursive: true, force: true });
    }
  });

  it('not a pull request (a push): no base to compare with, no request', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'tests.yml': EMAIL_PLAN, 'quarantine.yml': quarantineYaml(ENTRIES) });
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'test',
        'base-url': emu.url,
        token: emu.token,
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        'tests-file': 'tests.yml',
        'quarantine-file': 'quarantine.yml',
        'github-token': GITHUB_TOKEN,
      },
      env: { GITHUB_API_URL: gh.url },
    });
    expect(run.exitCode).toBe(0);
    expect(contentsRequests(gh)).toEqual([]);
    expect(run.everything()).not.toContain('added by this pull request');
  });
});

describe('quarantine-max-days', () => {
  const farEntry = (until: string) =>
    `quarantine:\n  - test: unique\n    owner: '@acme/crm-data'\n    reason: DATA-412\n    until: ${until}\n`;

  it('until: 9999-12-31 is refused, naming file and line, before any request', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'quarantine.yml': farEntry('9999-12-31') });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        properties: { file: 'quarantine.yml', line: '5' },
        message: `quarantine.yml:5: until is more than 90 days after today (${day(0)}): a quarantine is temporary, so its last day may be ${day(90)} at the latest (quarantine-max-days)`,
      },
    ]);
    expect(emu.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });

  it('the input moves the limit, in report mode too', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({ 'quarantine.yml': farEntry(day(31)), 'results.json': '{}' });
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': 'results.json',
        'quarantine-file': 'quarantine.yml',
        'quarantine-max-days': '30',
        'check-run': 'false',
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([
      `quarantine.yml:5: until is more than 30 days after today (${day(0)}): a quarantine is temporary, so its last day may be ${day(30)} at the latest (quarantine-max-days)`,
    ]);
    // The last day allowed is taken.
    const accepted = await testStep(emu, gh, workspace({ 'quarantine.yml': farEntry(day(30)) }), {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
      'quarantine-max-days': '30',
      'dry-run': 'true',
    });
    expect(accepted.exitCode).toBe(0);
  });
});

describe('a dry run', () => {
  it('reads and checks the file, and sends nothing', async () => {
    const { emu, gh } = await startServers();
    const cwd = workspace({
      'quarantine.yml': quarantineYaml([
        { fields: ['test: unique'], until: 3 },
        { fields: ['test: not_null'], until: -3 },
      ]),
    });
    const run = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
      'dry-run': 'true',
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Quarantine: 2 entries in quarantine.yml, 1 of them past its until day\n');
    expect(emu.requests).toEqual([]);
  });
});

describe('report mode with a quarantine file', () => {
  it('merges the shards and applies the file to the merge', async () => {
    const { emu, gh } = await startServers();
    const quarantine = quarantineYaml([
      // Shard 1 fails it.
      { fields: ['test: unique', 'table: customers', 'column: email'], until: 20 },
      // Shard 1 passes it: only the merged report may say the entry can go.
      { fields: ['test: not_null', 'table: customers'], owner: '@acme/data', reason: 'DATA-9', until: 20 },
      // Shard 2 fails it.
      {
        fields: ['test: revenue_matches_orders', 'model: fct_revenue'],
        owner: '@acme/finance',
        reason: 'FIN-7',
        until: 20,
      },
    ]);
    const shards: ActionRun[] = [];
    for (const shard of ['1/3', '2/3', '3/3']) {
      const cwd = workspace({ 'quarantine.yml': quarantine });
      shards.push(
        await testStep(emu, gh, cwd, {
          'tests-file': 'tests.yml',
          'quarantine-file': 'quarantine.yml',
          shard,
          'fail-on': 'none',
          'check-run': 'false',
        }),
      );
    }
    // A shard sees a slice: it says nothing may be removed, it leaves that to the report.
    expect(shards[0]!.annotations.filter((a) => a.level === 'notice')).toEqual([]);
    expect(shards[0]!.stdout).toContain(
      'quarantine.yml:9: The tests of this quarantine entry (test not_null, table customers) all pass in this shard; the merged report says whether it can be removed',
    );
    expect(shards.map((s) => s.outputs.quarantined)).toEqual(['1', '1', '0']);

    const cwd = workspace({ 'quarantine.yml': quarantine });
    mkdirSync(join(cwd, 'results'));
    shards.forEach((s, i) =>
      copyFileSync(s.outputs['results-file']!, join(cwd, 'results', `shard-${i + 1}.json`)),
    );
    const requestsBefore = emu.requests.length;
    const report = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': 'results/*.json',
        'quarantine-file': 'quarantine.yml',
        'github-token': GITHUB_TOKEN,
        'sources-file': SOURCES,
        'junit-file': 'junit.xml',
      },
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: EVENT,
      },
    });
    expectNoLeaks(collectEverything(report, { fakeGithub: gh }), [GITHUB_TOKEN]);

    expect(emu.requests).toHaveLength(requestsBefore);
    // orders_have_customers still errors: the step fails on that alone.
    expect(report.exitCode).toBe(1);
    expect(report.outputs).toMatchObject({ total: '14', failed: '2', errored: '1', quarantined: '2' });
    expect(failureLine(report)!.message).toBe('Data tests failed: 1 error of 14 tests (see the job summary)');
    expect(report.annotations.filter((a) => a.level === 'notice')).toEqual([
      {
        level: 'notice',
        properties: { title: 'Quarantine entry no longer needed', file: 'quarantine.yml', line: '9' },
        message:
          'The tests of this quarantine entry (test not_null, table customers) all pass: it can be removed from the file.',
      },
    ]);
    expect(report.annotations.filter((a) => a.level === 'warning').map((a) => a.properties.title)).toEqual([
      `FAILED unique on raw.customers.email (quarantined until ${day(20)})`,
      `FAILED revenue_matches_orders on model fct_revenue (quarantined until ${day(20)})`,
    ]);
    expect(report.summary).toContain('<details><summary>Quarantined (2): known failures');
    const file = resultsOf(report);
    expect(file.counts).toMatchObject({ quarantined: 2, failed: 2, errored: 1 });
    expect(file.quarantine!.entries.map((e) => [e.line, e.matched, e.passed, e.quarantined])).toEqual([
      [3, 1, 0, 1],
      [9, 2, 2, 0],
      [14, 1, 0, 1],
    ]);
    // Each merged run keeps its own slice of what the entries matched.
    expect(file.runs.map((r) => r.counts.quarantined)).toEqual([1, 1, 0]);
  });

  it('without a file of its own, report mode takes no mark the shards wrote: their failures count', async () => {
    const { emu, gh } = await startServers();
    const quarantine = quarantineYaml([{ fields: ['test: unique', 'table: customers'], until: 5 }]);
    const cwd = workspace({ 'quarantine.yml': quarantine });
    const shard = await testStep(emu, gh, cwd, {
      'tests-file': 'tests.yml',
      'quarantine-file': 'quarantine.yml',
      shard: '1/1',
      'check-run': 'false',
      'fail-on': 'none',
    });
    expect(shard.outputs.quarantined).toBe('1');
    const report = await runAction({
      cwd,
      inputs: { mode: 'report', 'results-files': shard.outputs['results-file']!, 'check-run': 'false' },
    });
    expect(report.outputs).toMatchObject({ failed: '2', errored: '1', quarantined: '0' });
    expect(report.exitCode).toBe(1);
    expect(report.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'results-files: the files mark 1 failure as quarantined, but report mode does not take quarantine marks from the files it merges, so it counts as a failure: give this step the quarantine-file to apply it',
    ]);
    expect(report.summary).not.toContain('Quarantined');
  });
});
