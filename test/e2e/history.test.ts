/**
 * History across runs end to end (CONTRACT "History across runs"): a series of runs of the built
 * action against one emulator, on main, each reading the history file the one before wrote and
 * appending itself: a test that fails from the 3rd run on, one that flips every other run, one
 * that appears in run 5, a re-run attempt of the same workflow run; then a pull request that reads
 * main's file and writes none, and a corrupt and a foreign file, each set aside with one warning.
 * Every run asserts the phrases, the outputs, the chart and the file as written.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { tempDir } from '../helpers/temp-dir.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { FixtureInput } from '../../src/emulator/fixture.js';
import { historyFileProblems } from '../helpers/history-schema.js';
import { pullRequestEvent } from '../helpers/github-event.js';

const GITHUB_TOKEN = 'ghs_historyGitHubToken5e8a1c27';
const HISTORY = '.history/data-tests.json';

const S = 'SUCCEEDED';
const F = 'FAILED';

/** A shop whose orders model has a test that breaks at run 3 and one that flips every other run. */
const FIXTURE: FixtureInput = {
  tokens: ['history-fixture-token'],
  teams: ['data'],
  fabrics: [{ id: '10740', name: 'dev', teamName: 'data', provider: 'databricks' }],
  projects: [
    {
      name: 'shop',
      publishedTo: ['dev'],
      versions: ['1.0.0'],
      branches: ['main'],
      models: [
        {
          name: 'orders',
          tests: [
            // Each request takes the next outcome; the last one repeats.
            { name: 'not_null_id', outcomes: [S, S, F] },
            { name: 'positive_amount', outcomes: [S, F, S, F, S, F, S, F, S, F] },
            'unique_id',
          ],
        },
        { name: 'customers', tests: [{ name: 'email_present', outcome: F }] },
      ],
    },
  ],
};

let emu: RunningEmulator;
let gh: FakeGitHub;
let workspace: string;
let events: string;

beforeAll(async () => {
  emu = await startEmulator({ fixture: FIXTURE });
  gh = await startFakeGitHub({ token: GITHUB_TOKEN });
  workspace = tempDir('history-ws-');
  events = tempDir('history-events-');
});
afterAll(async () => {
  await emu.stop();
  await gh.stop();
});

/** A commit of the series: run n tests commit `n…n`. */
const sha = (n: number) => String(n).repeat(40).slice(0, 40);

function eventFile(name: string, payload: unknown): string {
  const path = join(events, `${name}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

/** Run n of the series: a push to main, workflow run 100n, with the test's inputs on top. */
async function pushRun(
  n: number,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const run = await runAction({
    cwd: workspace,
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'shop',
      models: n >= 5 ? 'orders, customers' : 'orders',
      'history-file': HISTORY,
      'github-token': GITHUB_TOKEN,
      'check-run': 'false',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: sha(n),
      GITHUB_RUN_ID: String(1000 + n),
      GITHUB_EVENT_PATH: eventFile(`push-${n}`, {
        ref: 'refs/heads/main',
        repository: { default_branch: 'main' },
      }),
      ...env,
    },
  });
  expectNoLeaks(collectEverything(run, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
  return run;
}

interface WrittenHistory {
  projectId: string;
  runs: Array<{ id: string; attempt: number; sha: string; url: string; time: string; branch: string }>;
  tests: string[][];
}

/** The history file as the last run left it, checked against the published schema. */
function historyFile(path = HISTORY): WrittenHistory {
  const text = readFileSync(join(workspace, path), 'utf8');
  expect(historyFileProblems(text)).toEqual([]);
  return JSON.parse(text) as WrittenHistory;
}

/** Each test's letters, `model.name: letters`. */
const letters = (file: WrittenHistory) =>
  file.tests.map(([model, , , name, outcomes]) => `${model}.${name}: ${outcomes}`);

/** The `history` output, parsed. */
const historyOutput = (run: ActionRun) => JSON.parse(run.outputs.history!) as Record<string, unknown>;

/** The chart block of a summary. */
const chart = (run: ActionRun) => /```mermaid\n[\s\S]*?```/.exec(run.summary)?.[0];

function chartOf(rates: number[]): string {
  return [
    '```mermaid',
    'xychart-beta',
    `  title "Tests passed in the last ${rates.length} runs on main (%)"`,
    `  x-axis "runs, oldest first" 1 --> ${rates.length}`,
    '  y-axis "passed (%)" 0 --> 100',
    `  line [${rates.join(', ')}]`,
    '```',
  ].join('\n');
}

/** The run n of the series as the file names it: its day, and the links to its commit and page. */
function since(n: number): { day: string; short: string; markdown: string; plain: string } {
  const entry = historyFile().runs.find((r) => r.id === String(1000 + n))!;
  const day = entry.time.slice(0, 10);
  const date = new Date(entry.time);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    date.getUTCMonth()
  ]!;
  const short = sha(n).slice(0, 7);
  return {
    day,
    short: `${month} ${date.getUTCDate()}`,
    markdown: `since ${day} ([${short}](https://github.com/acme/data-project/commit/${sha(n)}), [run ${1000 + n}](https://github.com/acme/data-project/actions/runs/${1000 + n}))`,
    plain: `since ${day} (commit ${short}, run ${1000 + n})`,
  };
}

const FAILED_CAUSE = 'Got 1 result, configured to fail if != 0';

describe('a series of runs on main, each appending itself', () => {
  it('run 1: no history yet; every test passes; the file starts', async () => {
    const run = await pushRun(1);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(
      `History: ${HISTORY} does not exist yet; a new history starts with this run`,
    );
    expect(run.stdout).toContain(
      `History: this run is appended to ${HISTORY} (a push to main, the default branch)`,
    );
    expect(run.stdout).toContain(`History: ${HISTORY} written: 1 run of 3 tests`);
    expect(run.outputs).toMatchObject({ 'history-appended': 'true' });
    expect(historyOutput(run)).toEqual({ runs: 0, new: [], firstSeen: [], failingSince: [], flaky: [] });
    expect(run.summary).toContain(`**History** (${HISTORY}): 1 run on main, this run appended.`);
    // One point is no trend.
    expect(chart(run)).toBeUndefined();
    const file = historyFile();
    expect(file.runs).toEqual([
      {
        id: '1001',
        attempt: 1,
        sha: sha(1),
        url: 'https://github.com/acme/data-project/actions/runs/1001',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        branch: 'main',
      },
    ]);
    expect(letters(file)).toEqual([
      'orders.not_null_id: P',
      'orders.positive_amount: P',
      'orders.unique_id: P',
    ]);
  });

  it('run 2: the flipping test fails, new against the history, which is the baseline', async () => {
    const run = await pushRun(2);
    expect(run.exitCode).toBe(1);
    expect(run.summary).toMatch(
      /^## ❌ Data tests: 1 new failure\n\n\*\*1 new failure, 0 already failing on main, 0 fixed \(baseline: history\)\.\*\*\n/,
    );
    expect(run.summary).toContain(
      `- **model orders · positive_amount** · FAILED · new: passed the last run on main<br>${FAILED_CAUSE}`,
    );
    expect(run.annotations[0]).toEqual({
      level: 'error',
      properties: { title: 'FAILED positive_amount on model orders (new: passed the last run on main)' },
      message: FAILED_CAUSE,
    });
    expect(run.stdout).toContain(
      `Compared with the latest run in ${HISTORY} (main): 1 new failure, 0 already failing on main, 0 fixed (baseline: history).`,
    );
    expect(historyOutput(run)).toEqual({
      runs: 1,
      new: ['model orders · positive_amount'],
      firstSeen: [],
      failingSince: [],
      flaky: [],
    });
    expect(chart(run)).toBe(chartOf([100, 66.7]));
    expect(letters(historyFile())).toEqual([
      'orders.not_null_id: PP',
      'orders.positive_amount: PF',
      'orders.unique_id: PP',
    ]);
  });

  it('run 3: the test that fails from now on is new; the flipping one passes, fixed', async () => {
    const run = await pushRun(3);
    expect(run.exitCode).toBe(1);
    expect(run.summary).toMatch(/^## ❌ Data tests: 1 new failure\n/);
    expect(run.summary).toContain(
      `- **model orders · not_null_id** · FAILED · new: passed the last 2 runs on main<br>${FAILED_CAUSE}`,
    );
    expect(run.outputs).toMatchObject({ 'new-failed': '1', 'pre-existing': '0', fixed: '1' });
    expect(chart(run)).toBe(chartOf([100, 66.7, 66.7]));
    // The flipping test has changed twice: the flakiest, folded.
    expect(run.summary).toContain(
      [
        '<details><summary>The flakiest test on main: passing and failing by turns</summary>',
        '',
        '| Test | Failed runs | Rate | Changes |',
        '|---|---:|---:|---:|',
        '| model orders · positive_amount | 1 of 3 | 33% | 2 |',
        '',
        '</details>',
      ].join('\n'),
    );
    expect(letters(historyFile())).toEqual([
      'orders.not_null_id: PPF',
      'orders.positive_amount: PFP',
      'orders.unique_id: PPP',
    ]);
  });

  it('run 4: failing on main since run 3 (pre-existing, a warning), and flaky', async () => {
    const run = await pushRun(4);
    const from3 = since(3);
    expect(run.exitCode).toBe(1);
    expect(run.summary).toMatch(
      new RegExp(`^## ❌ Data tests: 1 failing on main since ${from3.short} · 1 flaky\\n`),
    );
    expect(run.summary).toContain(
      `- **model orders · positive_amount** · FAILED · flaky: failed 1 of the last 3 runs on main<br>${FAILED_CAUSE}`,
    );
    expect(run.summary).toContain(
      `- **model orders · not_null_id** · FAILED · failing on main ${from3.markdown}, 1 run in a row<br>${FAILED_CAUSE}`,
    );
    expect(run.annotations.slice(0, 2)).toEqual([
      {
        level: 'error',
        properties: {
          title: 'FAILED positive_amount on model orders (flaky: failed 1 of the last 3 runs on main)',
        },
        message: FAILED_CAUSE,
      },
      {
        level: 'warning',
        properties: {
          title: `FAILED not_null_id on model orders (failing on main ${from3.plain}, 1 run in a row)`,
        },
        message: FAILED_CAUSE,
      },
    ]);
    expect(historyOutput(run)).toEqual({
      runs: 3,
      new: [],
      firstSeen: [],
      failingSince: [
        {
          test: 'model orders · not_null_id',
          since: historyFile().runs[2]!.time,
          sha: sha(3),
          runUrl: 'https://github.com/acme/data-project/actions/runs/1003',
          runs: 1,
        },
      ],
      flaky: [{ test: 'model orders · positive_amount', rate: 0.333, failed: 1, runs: 3 }],
    });
    expect(chart(run)).toBe(chartOf([100, 66.7, 66.7, 33.3]));
  });

  it('run 5: a test that appears now is first seen', async () => {
    const run = await pushRun(5);
    expect(run.summary).toMatch(
      new RegExp(`^## ❌ Data tests: 1 new failure · 1 failing on main since ${since(3).short}\\n`),
    );
    expect(run.summary).toContain(
      `- **model customers · email_present** · FAILED · first seen: in none of the last 4 runs on main<br>${FAILED_CAUSE}`,
    );
    expect(run.summary).toContain(`failing on main ${since(3).markdown}, 2 runs in a row`);
    expect(historyOutput(run)).toMatchObject({ runs: 4, firstSeen: ['model customers · email_present'] });
    expect(letters(historyFile())).toEqual([
      'orders.not_null_id: PPFFF',
      'orders.positive_amount: PFPFP',
      'orders.unique_id: PPPPP',
      'customers.email_present: ----F',
    ]);
  });

  it('run 6, then its re-run attempt: the attempt replaces its entry and is explained without it', async () => {
    const first = await pushRun(6);
    expect(first.summary).toContain(`failing on main ${since(3).markdown}, 3 runs in a row`);
    expect(first.summary).toContain('flaky: failed 2 of the last 5 runs on main');
    expect(letters(historyFile())).toContain('orders.positive_amount: PFPFPF');

    // The same workflow run, attempt 2: the flipping test passes this time.
    const again = await pushRun(6, {}, { GITHUB_RUN_ATTEMPT: '2' });
    expect(again.stdout).toContain(
      `History: this run is appended to ${HISTORY} (a push to main, the default branch, in place of its earlier attempt)`,
    );
    expect(again.stdout).toContain(
      `History: ${HISTORY} written: 6 runs of 4 tests, this run in place of its earlier attempt`,
    );
    // Attempt 1 is not a run before this one: still 3 runs in a row, not 4.
    expect(again.summary).toContain(`failing on main ${since(3).markdown}, 3 runs in a row`);
    expect(historyOutput(again)).toMatchObject({ runs: 5 });
    const file = historyFile();
    expect(file.runs.map((r) => `${r.id}/${r.attempt}`)).toEqual([
      '1001/1',
      '1002/1',
      '1003/1',
      '1004/1',
      '1005/1',
      '1006/2',
    ]);
    expect(letters(file)).toEqual([
      'orders.not_null_id: PPFFFF',
      'orders.positive_amount: PFPFPP',
      'orders.unique_id: PPPPPP',
      'customers.email_present: ----FF',
    ]);
    expect(chart(again)).toBe(chartOf([100, 66.7, 66.7, 33.3, 50, 50]));
  });
});

describe('a pull request', () => {
  it("reads main's history, explains its failures in the summary, the annotations and the comment, and writes none", async () => {
    const before = readFileSync(join(workspace, HISTORY), 'utf8');
    const run = await pushRun(
      7,
      { 'pr-comment': 'always', 'fail-on': 'new' },
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF: 'refs/pull/12/merge',
        GITHUB_EVENT_PATH: pullRequestEvent(12, 'feed0000'.repeat(5)),
      },
    );
    expect(run.stdout).toContain(
      `History: this run is not appended to ${HISTORY}: a pull request reads the history and writes none (history-update: auto)`,
    );
    expect(readFileSync(join(workspace, HISTORY), 'utf8')).toBe(before);
    expect(run.outputs['history-appended']).toBe('false');
    expect(run.summary).toContain(`**History** (${HISTORY}): 6 runs on main, this run not appended.`);
    // Without a baseline input, main's latest run is the baseline: the flaky test passed there, so
    // its failure is new and fails the gate; the two failing on main are warnings.
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'new-failed': '1', 'pre-existing': '2' });
    const heading = `## ❌ Data tests: 2 failing on main since ${since(3).short} · 1 flaky`;
    expect(run.summary.split('\n')[0]).toBe(heading);
    expect(run.annotations.map((a) => `${a.level} ${a.properties.title ?? ''}`)).toEqual([
      'error FAILED positive_amount on model orders (flaky: failed 2 of the last 6 runs on main)',
      `warning FAILED not_null_id on model orders (failing on main ${since(3).plain}, 4 runs in a row)`,
      `warning FAILED email_present on model customers (failing on main ${since(5).plain}, 2 runs in a row)`,
      'error ',
    ]);
    expect(gh.comments).toHaveLength(1);
    const comment = gh.comments[0]!.body;
    expect(comment).toContain(`\n${heading}\n`);
    expect(comment).toContain(
      `- **model orders · positive_amount** · FAILED · flaky: failed 2 of the last 6 runs on main<br>${FAILED_CAUSE}`,
    );
  });
});

describe('a dry run', () => {
  it('reads and checks the file before any request, and writes nothing', async () => {
    const before = readFileSync(join(workspace, HISTORY), 'utf8');
    const requests = emu.requests.length;
    const run = await pushRun(99, { 'dry-run': 'true' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(`History: ${HISTORY} holds 6 runs of 4 tests`);
    expect(run.stdout).not.toContain('appended');
    expect(emu.requests.length).toBe(requests);
    expect(readFileSync(join(workspace, HISTORY), 'utf8')).toBe(before);
    expect(run.outputs.history).toBeUndefined();
  });
});

describe('a history file that is not one', () => {
  it('a corrupt file is set aside with one warning, and a new history starts with this run', async () => {
    writeFileSync(
      join(workspace, 'corrupt.json'),
      '{"format": "orchestration-action/test-history", "runs": [',
    );
    const run = await pushRun(8, { 'history-file': 'corrupt.json' });
    expect(
      run.annotations.filter((a) => a.level === 'warning' && a.message.startsWith('history-file')),
    ).toEqual([
      {
        level: 'warning',
        properties: {},
        message:
          'history-file: corrupt.json: not a history file: invalid JSON; it is set aside, and a new history starts with this run',
      },
    ]);
    // Nothing to explain by: the failures read as without a history, and no baseline.
    expect(run.summary).toMatch(
      /^## ❌ Data tests: 2 failed\n\n- \*\*model orders · not_null_id\*\* · FAILED<br>/,
    );
    expect(historyOutput(run)).toEqual({ runs: 0, new: [], firstSeen: [], failingSince: [], flaky: [] });
    const file = historyFile('corrupt.json');
    expect(file.runs.map((r) => r.id)).toEqual(['1008']);
    expect(letters(file)).toEqual([
      'orders.not_null_id: F',
      'orders.positive_amount: P',
      'orders.unique_id: P',
      'customers.email_present: F',
    ]);
  });

  it("another project's file is set aside the same way, naming only this run's project", async () => {
    const theirs = readFileSync(join(workspace, HISTORY), 'utf8').replace(
      '"projectId":"shop"',
      '"projectId":"warehouse"',
    );
    writeFileSync(join(workspace, 'foreign.json'), theirs);
    const run = await pushRun(9, { 'history-file': 'foreign.json' });
    expect(run.annotations.filter((a) => a.message.startsWith('history-file'))).toEqual([
      {
        level: 'warning',
        properties: {},
        message:
          'history-file: foreign.json holds the history of another project or fabric (this run: project "shop" on fabric 10740); it is set aside, and a new history starts with this run',
      },
    ]);
    expect(run.everything()).not.toContain('warehouse');
    const file = historyFile('foreign.json');
    expect([file.projectId, file.runs.map((r) => r.id)]).toEqual(['shop', ['1009']]);
  });
});

describe('report mode', () => {
  it("reads the merged shards against the history and appends the merged run once (sharded-tests.yml's report job)", async () => {
    writeFileSync(join(workspace, 'merged.json'), readFileSync(join(workspace, HISTORY)));
    // The shards keep no history: the report job alone reads and writes it.
    const shards = [];
    for (const shard of ['1/2', '2/2'])
      shards.push(await pushRun(10, { shard, 'history-file': '', 'fail-on': 'none' }));
    for (const shard of shards) expect(shard.outputs.history).toBeUndefined();
    const report = await runAction({
      cwd: workspace,
      inputs: {
        mode: 'report',
        'results-files': shards.map((s) => s.outputs['results-file']!).join('\n'),
        'history-file': 'merged.json',
        'check-run': 'false',
      },
      env: {
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_SHA: sha(10),
        GITHUB_RUN_ID: '1010',
        GITHUB_EVENT_PATH: eventFile('push-10-report', { repository: { default_branch: 'main' } }),
      },
    });
    expect(report.stdout).toContain(
      'History: this run is appended to merged.json (a push to main, the default branch)',
    );
    expect(report.summary).toContain(`failing on main ${since(3).markdown}, 4 runs in a row`);
    expect(report.summary).toContain(`failing on main ${since(5).markdown}, 2 runs in a row`);
    const file = historyFile('merged.json');
    expect(file.runs.map((r) => r.id)).toEqual(['1001', '1002', '1003', '1004', '1005', '1006', '1010']);
    expect(letters(file)).toEqual([
      'orders.not_null_id: PPFFFFF',
      'orders.positive_amount: PFPFPPF',
      'orders.unique_id: PPPPPPP',
      'customers.email_present: ----FFF',
    ]);
  });
});
