/**
 * Pull-request gates end to end (CONTRACT "Baselines" and "Re-runs and flaky tests"): the built
 * action against the emulator, whose retail fixture knows a pull-request branch
 * (add-order-checks) that breaks one test, and a fake of GitHub's API. Every sentence of the two
 * sections has a test here: the reference run, baseline-results, the classification and what
 * every report says of it, an unavailable comparison, report mode, re-runs and flaky tests.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from '../helpers/run-action.js';
import type { ActionRun, Annotation } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { pullRequestEvent, retailWorkspace } from '../helpers/github-event.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { childrenNamed, parseXml, textOf } from '../helpers/xml.js';
import type { XmlElement } from '../helpers/xml.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { FixtureInput } from '../../src/emulator/fixture.js';
import type { ResultsFile, RunResult } from '../../src/results/model.js';
import { ROOT } from '../helpers/run-action.js';
import { startRewritingProxy } from '../helpers/rewriting-proxy.js';
import { tempDir } from '../helpers/temp-dir.js';

const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const GITHUB_TOKEN = 'ghs_prGateGitHubToken7c1e9a0d';
const HEAD_SHA = 'c0ffee00'.repeat(5);
const PR_NUMBER = 12;
const SOURCES = 'platform-sources/sources.yml';
const RUN_TESTS = '/api/orchestration/tests/run';
const MARKER = '<!-- orchestration-action:data-tests:Data tests -->';

/**
 * How this file declares a test: concurrent, so the tests of a describe block run side by side
 * (each mostly waits on the action's processes). Each test starts servers of its own; all are
 * stopped when the file ends, as Jest runs no afterEach hook for a concurrent test.
 */
const test = it.concurrent;
const started: Array<{ stop(): Promise<void> }> = [];

afterAll(async () => {
  for (const server of started.splice(0)) await server.stop();
});

async function startServers(
  fixture: string | FixtureInput = RETAIL_FIXTURE,
): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  const emu = await startEmulator({ fixture });
  started.push(emu);
  const gh = await startFakeGitHub({ token: GITHUB_TOKEN });
  started.push(gh);
  return { emu, gh };
}

/** The retail plan on pull request #12 from add-order-checks, with the test's inputs on top. */
async function gate(
  emu: RunningEmulator,
  gh: FakeGitHub,
  inputs: Record<string, string>,
  cwd = retailWorkspace(),
): Promise<ActionRun> {
  const run = await runAction({
    cwd,
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'tests-file': 'tests.yml',
      'sources-file': SOURCES,
      'github-token': GITHUB_TOKEN,
      branch: 'add-order-checks',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: pullRequestEvent(PR_NUMBER, HEAD_SHA),
    },
  });
  expectNoLeaks(collectEverything(run, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
  return run;
}

/** The run's `results-file`, parsed. */
function resultsOf(run: ActionRun): ResultsFile {
  return JSON.parse(readFileSync(run.outputs['results-file']!, 'utf8')) as ResultsFile;
}

/** Every result of a results file as `status classification name`, in plan order. */
function classified(file: ResultsFile): string[] {
  return file.runs.flatMap((r) =>
    r.calls.flatMap((c) =>
      c.ok ? c.results.map((x: RunResult) => `${x.status} ${x.classification ?? '-'} ${x.name}`) : [],
    ),
  );
}

const countOutputs = (run: ActionRun): Record<string, string> =>
  Object.fromEntries(
    [
      'total',
      'succeeded',
      'failed',
      'errored',
      'new-failed',
      'new-errored',
      'pre-existing',
      'fixed',
      'gone',
      'flaky',
    ].map((k) => [k, run.outputs[k] ?? '(unset)']),
  );

/** The new failure of the pull request, as the log annotates it. */
const NEW_FAILURE: Annotation = {
  level: 'error',
  properties: { title: 'FAILED not_null on raw.orders.amount (new)', file: SOURCES, line: '27' },
  message: 'Got 4 results, configured to fail if != 0',
};
const PRE_EXISTING: Annotation[] = [
  {
    level: 'warning',
    properties: {
      title: 'FAILED unique on raw.customers.email (already failing on main)',
      file: SOURCES,
      line: '16',
    },
    message: 'Got 3 results, configured to fail if != 0',
  },
  {
    level: 'warning',
    properties: { title: 'FAILED revenue_matches_orders on model fct_revenue (already failing on main)' },
    message: 'Got 12 results, configured to fail if != 0',
  },
];

describe('a reference run on the base branch (baseline-branch)', () => {
  test('tells the new failure from the two already failing on main, and every report leads with it', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, {
      'baseline-branch': 'main',
      'fail-on': 'new',
      'pr-comment': 'always',
      concurrency: '1',
    });

    expect(run.exitCode).toBe(1);
    // New failures are errors, failures already failing on main warnings; the failure line last.
    expect(run.annotations).toEqual([
      NEW_FAILURE,
      {
        // Without re-runs the pull request's flaky test ends with its first outcome: a new error.
        level: 'error',
        properties: { title: 'ERROR project test orders_have_customers (new)' },
        message: 'Database Error: the SQL warehouse is starting; retry the query',
      },
      ...PRE_EXISTING,
      {
        level: 'error',
        properties: {},
        message: 'Data tests failed: 1 new failure, 1 new error of 14 tests (see the job summary)',
      },
    ]);
    expect(countOutputs(run)).toEqual({
      total: '14',
      succeeded: '10',
      failed: '3',
      errored: '1',
      'new-failed': '1',
      'new-errored': '1',
      'pre-existing': '2',
      fixed: '1',
      gone: '0',
      flaky: '0',
    });
    expect(run.stdout).toContain(
      'Compared with branch main: 2 new failures, 2 already failing on main, 1 fixed.',
    );

    // The same calls, each followed by its reference on main, under the one concurrency limit.
    expect(emu.requests.map((r) => `${r.path} ${(r.body as { branch?: string }).branch}`)).toEqual([
      `${RUN_TESTS} add-order-checks`,
      `${RUN_TESTS} main`,
      `${RUN_TESTS} add-order-checks`,
      `${RUN_TESTS} main`,
      `${RUN_TESTS} add-order-checks`,
      `${RUN_TESTS} main`,
    ]);

    // The job summary, the check run and the comment lead with what is new.
    expect(run.summary).toMatch(
      /^## ❌ Data tests: 1 new failure, 1 new error\n\n\*\*2 new failures, 2 already failing on main, 1 fixed\.\*\*\n\n- \*\*raw\.orders\.amount · not_null\*\* · FAILED · \[sources\.yml:\d+\]\(https:\/\/github\.com\/acme\/data-project\/blob\/c0ffee00/,
    );
    const folds = run.summary.split('\n').filter((l) => l.startsWith('<details><summary>'));
    expect(folds.slice(0, 2)).toEqual([
      '<details><summary>Already failing on main (2)</summary>',
      '<details><summary>Fixed: failing on main, passing here (1)</summary>',
    ]);
    const [checkRun] = gh.checkRuns;
    expect(checkRun!.output.title).toBe(
      '2 new failures, 2 already failing on main, 1 fixed; 3 failed, 1 error, 10 passed of 14 tests',
    );
    expect(checkRun!.annotations.map((a) => `${a.annotation_level} ${a.title}`)).toEqual([
      'failure FAILED not_null on raw.orders.amount (new)',
      'failure ERROR project test orders_have_customers (new)',
      'warning FAILED unique on raw.customers.email (already failing on main)',
      'warning FAILED revenue_matches_orders on model fct_revenue (already failing on main)',
    ]);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toMatch(
      new RegExp(
        `^${MARKER}\\n## ❌ Data tests: 1 new failure, 1 new error\\n\\n\\*\\*2 new failures, 2 already failing on main, 1 fixed\\.\\*\\*\\n\\n- \\*\\*raw\\.orders\\.amount`,
      ),
    );
    // Short: what broke and where to look, never the passing tests or runner output.
    expect(gh.comments[0]!.body).toContain(`commit <code>${HEAD_SHA.slice(0, 7)}</code>`);
    expect(gh.comments[0]!.body).not.toMatch(/<details>|<pre>|Passing tests/);

    // The results file records each classification and where the baseline came from.
    const file = resultsOf(run);
    expect(file.runs[0]!.baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
    expect(file.counts).toEqual(file.runs[0]!.counts);
    expect(classified(file)).toEqual([
      'SUCCEEDED passing not_null',
      'FAILED pre-existing unique',
      'SUCCEEDED fixed not_null',
      'SUCCEEDED passing unique',
      'SUCCEEDED passing not_null',
      'FAILED new not_null',
      'SUCCEEDED passing row_count_positive',
      'SUCCEEDED passing revenue_reconciles',
      'ERROR new orders_have_customers',
      'SUCCEEDED passing not_null_order_id',
      'SUCCEEDED passing unique_order_id',
      'SUCCEEDED passing accepted_values_status',
      'SUCCEEDED passing revenue_not_negative',
      'FAILED pre-existing revenue_matches_orders',
    ]);
  });
});

describe('a gate that fails only on what is new', () => {
  test('passes when every failure was already failing on the base branch; they stay visible as warnings', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { branch: 'dev', 'baseline-branch': 'dev', 'fail-on': 'new' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'new-failed': '0', 'new-errored': '0' });
    expect(run.outputs['pre-existing']).toBe('3');
    expect(run.annotations.map((a) => `${a.level} ${a.properties.title}`)).toEqual([
      'warning FAILED unique on raw.customers.email (already failing on dev)',
      'warning ERROR project test orders_have_customers (already failing on dev)',
      'warning FAILED revenue_matches_orders on model fct_revenue (already failing on dev)',
    ]);
    expect(gh.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      [
        'success',
        '0 new failures, 3 already failing on dev, 0 fixed; 2 failed, 1 error, 11 passed of 14 tests',
      ],
    ]);
  });

  test('a version alone as the baseline: the reference calls name that version and no branch', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { branch: 'dev', 'baseline-version': '1.0.0', 'fail-on': 'new-failed' });

    const references = emu.requests.filter((r) => (r.body as { version?: string }).version === '1.0.0');
    expect(references.map((r) => 'branch' in (r.body as object))).toEqual([false, false, false]);
    // Duplicate emails appeared after 1.0.0: that failure is new against it; the others are not.
    expect(run.stdout).toContain(
      'Compared with version 1.0.0: 1 new failure, 2 already failing on version 1.0.0, 0 fixed.',
    );
    expect(run.exitCode).toBe(1);
    expect(run.annotations.at(-1)!.message).toBe(
      'Data tests failed: 1 new failure of 14 tests (see the job summary)',
    );
  });
});

describe('when the comparison cannot be made', () => {
  test('a reference run that fails: one line says why, every failure counts as new, the rest of it is not sent', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { 'baseline-branch': 'release-9', 'fail-on': 'new', concurrency: '1' });

    expect(run.exitCode).toBe(1);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toEqual([
      {
        level: 'warning',
        properties: {},
        message:
          'The comparison with the baseline is unavailable: the reference run on branch release-9 failed: its call column, table and project tests (baseline: branch release-9) failed: Run data tests failed: Test run failed due to : Branch release-9 not found in project retail-analytics (HTTP 400); check the `baseline-branch` input. Every failure counts as new.',
      },
    ]);
    expect(run.outputs).toMatchObject({
      failed: '3',
      'new-failed': '3',
      'new-errored': '1',
      'pre-existing': '0',
      fixed: '0',
    });
    expect(run.summary).toContain(
      '**The comparison with the baseline is unavailable: the reference run on branch release-9 failed:',
    );
    // One reference call was sent and refused; the other two were not sent.
    expect(emu.requests.map((r) => `${(r.body as { branch?: string }).branch} ${r.status}`)).toEqual([
      'add-order-checks 200',
      'release-9 400',
      'add-order-checks 200',
      'add-order-checks 200',
    ]);
    expect(resultsOf(run).runs[0]!.baseline).toMatchObject({ branch: 'release-9', gone: [], goneCount: 0 });
    expect(classified(resultsOf(run)).every((line) => line.split(' ')[1] === '-')).toBe(true);
  });
});

describe('baseline-results: the results file of an earlier run', () => {
  /** The last run on main, as a results file in the pull request's workspace (an artifact). */
  async function mainRunInto(emu: RunningEmulator, gh: FakeGitHub, workspace: string): Promise<void> {
    const main = await gate(emu, gh, { branch: 'main', 'fail-on': 'none', 'check-run': 'false' });
    mkdirSync(join(workspace, 'baseline'), { recursive: true });
    copyFileSync(main.outputs['results-file']!, join(workspace, 'baseline', 'main-results.json'));
    emu.requests.length = 0;
  }

  test('classifies against the files without sending any reference call', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    await mainRunInto(emu, gh, cwd);
    const run = await gate(emu, gh, { 'baseline-results': 'baseline/*.json', 'fail-on': 'new' }, cwd);

    expect(emu.requests.map((r) => (r.body as { branch?: string }).branch)).toEqual([
      'add-order-checks',
      'add-order-checks',
      'add-order-checks',
    ]);
    expect(run.outputs).toMatchObject({
      'new-failed': '1',
      'new-errored': '1',
      'pre-existing': '2',
      fixed: '1',
    });
    expect(run.stdout).toContain('Baseline: 1 results file of an earlier run (baseline/main-results.json)');
    expect(run.stdout).toContain(
      'Compared with the baseline results: 2 new failures, 2 already failing in the baseline results, 1 fixed.',
    );
    expect(resultsOf(run).runs[0]!.baseline).toEqual({
      files: ['baseline/main-results.json'],
      gone: [],
      goneCount: 0,
    });
  });

  test('no file matches (the first run, an expired artifact): unavailable, the run is still reported', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { 'baseline-results': 'baseline/*.json', 'fail-on': 'new' });

    expect(run.exitCode).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `The comparison with the baseline is unavailable: baseline-results matched no file (patterns "baseline/*.json", relative to ${run.dir}). Every failure counts as new.`,
    ]);
    expect(run.outputs).toMatchObject({
      failed: '3',
      'new-failed': '3',
      'new-errored': '1',
      'pre-existing': '0',
    });
  });

  test('a file that is not a results file: unavailable, naming the file', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'baseline'));
    writeFileSync(join(cwd, 'baseline', 'broken.json'), '{"format": "something-else"}');
    const run = await gate(emu, gh, { 'baseline-results': 'baseline/*.json' }, cwd);

    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `The comparison with the baseline is unavailable: baseline-results: ${join(cwd, 'baseline', 'broken.json')}: not a results file of this action (its format is not "orchestration-action/test-results"). Every failure counts as new.`,
    ]);
  });

  test('more files than the bound: unavailable, without reading them', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'baseline'));
    // Each is not a results file: reading any one of them would say so instead.
    for (let i = 0; i <= 1_000; i++) writeFileSync(join(cwd, 'baseline', `r-${i}.json`), '{}');
    const run = await gate(emu, gh, { 'baseline-results': 'baseline/*.json', 'fail-on': 'new' }, cwd);

    expect(run.exitCode).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `The comparison with the baseline is unavailable: baseline-results matched more than 1,000 files, the most the action reads for a comparison (patterns "baseline/*.json", relative to ${cwd}). Every failure counts as new.`,
    ]);
    expect(run.outputs).toMatchObject({ 'new-failed': '3', 'new-errored': '1', 'pre-existing': '0' });
  });

  test('files larger in all than the bound: unavailable, without reading them', async () => {
    const { emu, gh } = await startServers();
    // Three sparse files of 400 MiB, each under the 500 MiB one file may hold: 1.2 GiB in all.
    // Outside the workspace, where the leak check (which reads every file there) does not look.
    const dir = tempDir('pr-gate-large-');
    for (const name of ['a.json', 'b.json', 'c.json']) {
      writeFileSync(join(dir, name), '');
      truncateSync(join(dir, name), 400 * 1024 * 1024);
    }
    const run = await gate(emu, gh, { 'baseline-results': `${dir}/*.json`, 'fail-on': 'new' });

    expect(run.exitCode).toBe(1);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'The comparison with the baseline is unavailable: baseline-results: the 3 files matched hold 1.2 GiB, more than the 1 GiB the action reads for a comparison. Every failure counts as new.',
    ]);
    expect(run.outputs).toMatchObject({ 'new-failed': '3', 'new-errored': '1', 'pre-existing': '0' });
  });
});

describe('re-runs and flaky tests', () => {
  test('re-runs only the test that errored; it passes, is flaky, and the gate fails on the new failure alone', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, {
      'baseline-branch': 'main',
      'fail-on': 'new',
      rerun: 'error',
      'pr-comment': 'always',
      'junit-file': 'junit.xml',
    });

    expect(run.exitCode).toBe(1);
    expect(countOutputs(run)).toEqual({
      total: '14',
      succeeded: '11',
      failed: '3',
      errored: '0',
      'new-failed': '1',
      'new-errored': '0',
      'pre-existing': '2',
      fixed: '1',
      gone: '0',
      flaky: '1',
    });
    expect(run.annotations).toEqual([
      NEW_FAILURE,
      PRE_EXISTING[0],
      {
        level: 'warning',
        properties: { title: 'Flaky project test orders_have_customers (ERROR, then SUCCEEDED)' },
        message: 'Passed on a re-run after: Database Error: the SQL warehouse is starting; retry the query',
      },
      PRE_EXISTING[1],
      {
        level: 'error',
        properties: {},
        message: 'Data tests failed: 1 new failure of 14 tests (see the job summary)',
      },
    ]);

    // The re-run names only that test, on this run's branch; the reference run is not re-run.
    const reruns = emu.requests.slice(6);
    expect(reruns.map((r) => r.body)).toEqual([
      {
        fabricId: 10740,
        projectId: 'retail-analytics',
        branch: 'add-order-checks',
        tests: [{ projectTests: [{ name: 'orders_have_customers' }] }],
      },
    ]);

    // Every attempt is kept; the summary, the comment and JUnit show it.
    const file = resultsOf(run);
    const flaky = file.runs[0]!.calls[0]!;
    expect(flaky.ok && flaky.results.find((r) => r.name === 'orders_have_customers')).toMatchObject({
      status: 'SUCCEEDED',
      classification: 'passing',
      attempts: [
        { status: 'ERROR', cause: 'Database Error: the SQL warehouse is starting; retry the query' },
        { status: 'SUCCEEDED', cause: '' },
      ],
    });
    expect(file.runs[0]!.reruns).toEqual({ statuses: ['ERROR'], maxAttempts: 1, requests: 1, notes: [] });
    expect(run.summary).toMatch(
      /^## ❌ Data tests: 1 new failure\n\n\*\*1 new failure, 2 already failing on main, 1 fixed\.\*\*\n/,
    );
    expect(run.summary).toContain(
      [
        '<details><summary>Flaky (1): the status changed on a re-run</summary>',
        '',
        '- project · orders_have_customers · ERROR → SUCCEEDED',
      ].join('\n'),
    );
    // The comment counts it in one line; the re-run is why the call's counts differ from its log.
    expect(gh.comments[0]!.body).toContain('2 already failing on main, 1 flaky: [see the job summary](');
    expect(run.summary).toContain(
      '- column, table and project tests: a re-run changed its counts: the first attempt had',
    );
    expect(gh.checkRuns[0]!.output.title).toBe(
      '1 new failure, 2 already failing on main, 1 fixed; 3 failed, 11 passed, 1 flaky of 14 tests',
    );
    const testcase = junitCase(run, 'orders_have_customers');
    expect(
      testcase.children.filter((c): c is XmlElement => typeof c !== 'string').map((c) => c.name),
    ).toEqual(['flakyError', 'system-out']);
    expect(childrenNamed(testcase, 'flakyError')[0]!.attributes).toEqual({
      message: 'Database Error: the SQL warehouse is starting; retry the query',
      type: 'ERROR',
    });
    expect(textOf(childrenNamed(testcase, 'system-out')[0]!)).toBe(
      'attempt 1: ERROR (Database Error: the SQL warehouse is starting; retry the query)\nattempt 2: SUCCEEDED',
    );
  });

  test('fail-on flaky: the flaky test fails the step', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { rerun: 'error', 'fail-on': 'flaky' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.at(-1)!.message).toBe(
      'Data tests failed: 1 flaky of 14 tests (see the job summary)',
    );
  });

  test('without fail-on flaky a flaky test that passed does not fail the step', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { rerun: 'error', 'fail-on': 'error' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ flaky: '1', errored: '0', conclusion: 'success' });
  });

  test('a re-run that answers a status the action does not know is worded by that status, not as a pass', async () => {
    const { emu, gh } = await startServers();
    // Only the re-run's answer (the second request) holds the unknown status.
    const proxy = await startRewritingProxy(emu.url, (text, request) =>
      request === 1 ? text : text.replaceAll('"status":"SUCCEEDED"', '"status":"WARN"'),
    );
    try {
      const cwd = retailWorkspace();
      // The project tests alone: one passes, the flaky one errors, then answers WARN when re-run.
      writeFileSync(
        join(cwd, 'project-tests.yml'),
        'tests:\n  - projectTests: [{ name: revenue_reconciles }, { name: orders_have_customers }]\n',
      );
      const run = await gate(
        { ...emu, url: proxy.url } as RunningEmulator,
        gh,
        { 'tests-file': 'project-tests.yml', rerun: 'error', 'pr-comment': 'always' },
        cwd,
      );

      expect(emu.requests).toHaveLength(2);
      expect(run.outputs).toMatchObject({
        total: '2',
        succeeded: '1',
        failed: '0',
        errored: '0',
        flaky: '1',
      });
      expect(run.stdout).toMatch(
        /\n\[re-run 1\] project tests: 1 test re-run, 0 passed this time, 1 with another status \(\d+\.\d+ s\)\n/,
      );
      const flaky: Annotation = {
        level: 'warning',
        properties: { title: 'Flaky project test orders_have_customers (ERROR, then WARN)' },
        message:
          'Ended with status WARN on a re-run after: Database Error: the SQL warehouse is starting; retry the query',
      };
      expect(run.annotations).toEqual([flaky]);
      expect(run.summary).toMatch(/^## ✅ Data tests: 1 with another status \(WARN\) of 2 tests\n/);
      expect(run.summary).toContain('- project · orders_have_customers · ERROR → WARN');
      for (const text of [run.summary, gh.comments[0]!.body, gh.checkRuns[0]!.output.summary])
        expect(text).not.toMatch(/succeeded, 1 of them only on a re-run|Passed on a re-run/);
      expect(gh.checkRuns[0]!.output.text).toContain(`- **${flaky.properties.title}**: ${flaky.message}`);
    } finally {
      await proxy.stop();
    }
  });

  test('the flaky test has had its error: the next run passes at once, and nothing is re-run', async () => {
    const { emu, gh } = await startServers();
    await gate(emu, gh, { rerun: 'error', 'fail-on': 'none' });
    emu.requests.length = 0;
    const again = await gate(emu, gh, { rerun: 'error', 'fail-on': 'none' });
    expect(again.outputs).toMatchObject({ flaky: '0', errored: '0' });
    expect(emu.requests).toHaveLength(3);
  });
});

/** The JUnit testcase of the run's junit-file with this name. */
function junitCase(run: ActionRun, name: string): XmlElement {
  const root = parseXml(run.files()['junit.xml']!);
  const cases = childrenNamed(root, 'testsuite').flatMap((s) => childrenNamed(s, 'testcase'));
  const found = cases.find((c) => c.attributes.name === name);
  if (!found) throw new Error(`no testcase ${name}`);
  return found;
}

describe('report mode', () => {
  /** One shard of the gate, its results file kept under `dir`. */
  async function shard(
    emu: RunningEmulator,
    gh: FakeGitHub,
    index: number,
    inputs: Record<string, string>,
    dir: string,
  ): Promise<void> {
    const run = await gate(emu, gh, {
      shard: `${index}/2`,
      'check-run': 'false',
      'fail-on': 'none',
      ...inputs,
    });
    copyFileSync(run.outputs['results-file']!, join(dir, 'shards', `shard-${index}.json`));
  }

  async function report(
    emu: RunningEmulator,
    gh: FakeGitHub,
    cwd: string,
    inputs: Record<string, string> = {},
  ): Promise<ActionRun> {
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': 'shards/*.json',
        'github-token': GITHUB_TOKEN,
        'sources-file': SOURCES,
        'fail-on': 'new',
        ...inputs,
      },
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: pullRequestEvent(PR_NUMBER, HEAD_SHA),
      },
    });
    expectNoLeaks(collectEverything(run, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
    return run;
  }

  test('keeps the classification of each shard (each compared with its own slice) and reports them as one', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'shards'));
    await shard(emu, gh, 1, { 'baseline-branch': 'main' }, cwd);
    await shard(emu, gh, 2, { 'baseline-branch': 'main' }, cwd);
    // Each shard sent its two calls and exactly their references, nothing of the other shard's.
    const bodies = emu.requests.map((r) => r.body as { branch: string });
    const strip = ({ branch: _branch, ...rest }: { branch: string }) => JSON.stringify(rest);
    const here = bodies
      .filter((b) => b.branch === 'add-order-checks')
      .map(strip)
      .sort();
    expect(here).toHaveLength(4);
    expect(
      bodies
        .filter((b) => b.branch === 'main')
        .map(strip)
        .sort(),
    ).toEqual(here);

    const run = await report(emu, gh, cwd);
    expect(run.exitCode).toBe(1);
    expect(countOutputs(run)).toMatchObject({
      'new-failed': '1',
      'new-errored': '1',
      'pre-existing': '2',
      fixed: '1',
    });
    expect(run.summary).toMatch(
      /^## ❌ Data tests: 1 new failure, 1 new error\n\n\*\*2 new failures, 2 already failing on main, 1 fixed\.\*\*\n/,
    );
    expect(gh.checkRuns[0]!.annotations.map((a) => a.annotation_level)).toEqual([
      'failure',
      'failure',
      'warning',
      'warning',
    ]);
    // The report's own results file: the shards as they were, under the merged counts.
    const file = resultsOf(run);
    expect(file.runs.map((r) => r.shard)).toEqual(['1/2', '2/2']);
    expect(file.counts).toMatchObject({ newFailed: 1, newErrored: 1, preExisting: 2, fixed: 1 });
  });

  test('compares the merged run with baseline-results when asked, in place of the files’ own comparison', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'shards'));
    mkdirSync(join(cwd, 'baseline'));
    const main = await gate(emu, gh, { branch: 'main', 'check-run': 'false', 'fail-on': 'none' });
    copyFileSync(main.outputs['results-file']!, join(cwd, 'baseline', 'main.json'));
    await shard(emu, gh, 1, {}, cwd);
    await shard(emu, gh, 2, {}, cwd);

    const run = await report(emu, gh, cwd, { 'baseline-results': 'baseline/main.json' });
    expect(countOutputs(run)).toMatchObject({
      'new-failed': '1',
      'new-errored': '1',
      'pre-existing': '2',
      fixed: '1',
    });
    expect(run.stdout).toContain(
      'Compared with the baseline results: 2 new failures, 2 already failing in the baseline results, 1 fixed.',
    );
    const file = resultsOf(run);
    expect(file.baseline).toEqual({ files: ['baseline/main.json'], gone: [], goneCount: 0 });
    expect(file.runs.map((r) => r.baseline?.files)).toEqual([['baseline/main.json'], ['baseline/main.json']]);
  });

  test('a shard whose comparison was unavailable: named, its failures new, the others keep theirs', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'shards'));
    await shard(emu, gh, 1, { 'baseline-branch': 'main' }, cwd);
    await shard(emu, gh, 2, { 'baseline-branch': 'release-9' }, cwd);

    const run = await report(emu, gh, cwd, { 'fail-on': 'none' });
    const warning = run.annotations.find((a) => a.level === 'warning' && a.properties.title === undefined);
    expect(warning!.message).toMatch(
      /^The comparison with the baseline is unavailable for part of the run \(shard 2\/2: the reference run on branch release-9 failed: .+\): failures there count as new\. In all: \d+ new failures?, \d+ already failing on main, \d+ fixed\.$/,
    );
    // Shard 1 (customers, the project tests, fct_revenue) still tells its pre-existing failures apart.
    expect(run.outputs['pre-existing']).toBe('2');
  });
});

describe('report mode and re-runs', () => {
  test('keeps every attempt of the merged files: the flaky test stays flaky in the report, its JUnit and its file', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    const tested = await gate(emu, gh, { rerun: 'error', 'fail-on': 'none', 'check-run': 'false' });
    mkdirSync(join(cwd, 'shards'));
    copyFileSync(tested.outputs['results-file']!, join(cwd, 'shards', 'only.json'));

    const run = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': 'shards/*.json',
        'check-run': 'false',
        'fail-on': 'flaky',
        'junit-file': 'junit.xml',
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ flaky: '1', errored: '0' });
    expect(run.annotations.at(-1)!.message).toBe(
      'Data tests failed: 1 flaky of 14 tests (see the job summary)',
    );
    expect(childrenNamed(junitCase(run, 'orders_have_customers'), 'flakyError')).toHaveLength(1);
    const again = resultsOf(run).runs[0]!.calls[0]!;
    expect(again.ok && again.results.find((r) => r.name === 'orders_have_customers')!.attempts).toHaveLength(
      2,
    );
  });
});

describe('tests that ran in the baseline but not here', () => {
  const fixture: FixtureInput = {
    tokens: ['gone-fixture-token'],
    teams: ['data'],
    fabrics: [{ id: '10740', name: 'dev', teamName: 'data', provider: 'databricks' }],
    projects: [
      {
        name: 'shop',
        publishedTo: ['dev'],
        versions: ['1.0.0'],
        branches: ['main', 'drop-check'],
        models: [
          {
            name: 'orders',
            tests: [
              'not_null_id',
              { name: 'positive_amount', branches: ['main'], outcome: 'FAILED' },
              { name: 'unique_id', branches: ['main'] },
            ],
          },
        ],
      },
    ],
  };

  test('are reported as gone, with their status there, and counted', async () => {
    const { emu, gh } = await startServers(fixture);
    const run = await runAction({
      inputs: {
        mode: 'test',
        'base-url': emu.url,
        token: emu.token,
        'fabric-id': '10740',
        'project-id': 'shop',
        models: 'orders',
        branch: 'drop-check',
        'baseline-branch': 'main',
        'check-run': 'false',
      },
      env: { GITHUB_API_URL: gh.url },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ total: '1', gone: '2', fixed: '0' });
    expect(run.stdout).toContain(
      'Compared with branch main: 0 new failures, 0 already failing on main, 0 fixed, 2 no longer run.',
    );
    expect(resultsOf(run).runs[0]!.baseline!.gone).toEqual([
      { model: 'orders', table: 'orders', columnName: '', name: 'positive_amount', status: 'FAILED' },
      { model: 'orders', table: 'orders', columnName: '', name: 'unique_id', status: 'SUCCEEDED' },
    ]);
    expect(run.summary).toContain(
      [
        '<details><summary>No longer run: 2 tests ran on main but not here</summary>',
        '',
        '- model orders · positive_amount · FAILED there',
        '- model orders · unique_id · SUCCEEDED there',
      ].join('\n'),
    );
  });
});

describe('a dry run with a baseline', () => {
  test('prints the reference requests too, and sends nothing', async () => {
    const { emu, gh } = await startServers();
    const run = await gate(emu, gh, { 'baseline-branch': 'main', rerun: 'error', 'dry-run': 'true' });
    expect(run.exitCode).toBe(0);
    expect(emu.requests).toEqual([]);
    expect(run.stdout).toContain(
      '3 test-run calls for project retail-analytics on fabric 10740, concurrency 4; the same calls on branch main as the baseline; ERROR tests re-run up to 1 time',
    );
    expect(run.stdout).toContain(
      `[4/6] column, table and project tests (baseline: branch main): POST ${emu.url}${RUN_TESTS}`,
    );
    expect(run.stdout).toContain(
      'Then the tests that end with ERROR are sent again, naming only them (rerun).',
    );
  });
});

describe('a status the action does not know', () => {
  test('is carried through: counted in the total, neither passing nor failing, shown with its name', async () => {
    const { emu, gh } = await startServers();
    const tested = await gate(emu, gh, { branch: 'dev', 'fail-on': 'none', 'check-run': 'false' });
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'shards'));
    const file = resultsOf(tested);
    const call = file.runs[0]!.calls[0]!;
    if (!call.ok) throw new Error('the first call failed');
    call.results[0]!.status = 'WARN';
    writeFileSync(join(cwd, 'shards', 'one.json'), JSON.stringify(file));

    const run = await runAction({
      cwd,
      inputs: {
        mode: 'report',
        'results-files': 'shards/*.json',
        'check-run': 'false',
        'junit-file': 'junit.xml',
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ total: '14', succeeded: '10', failed: '2', errored: '1' });
    expect(run.annotations.map((a) => a.properties.title ?? '(failure line)')).toEqual([
      'FAILED unique on raw.customers.email',
      'ERROR project test orders_have_customers',
      'FAILED revenue_matches_orders on model fct_revenue',
      '(failure line)',
    ]);
    expect(run.summary).toContain(
      '<details><summary>Another status (1): neither passed nor failed</summary>\n\n- **raw.customers.email · not_null** · WARN · ',
    );
    expect(textOf(childrenNamed(junitCase(run, 'email.not_null'), 'system-out')[0]!)).toBe('status: WARN');
  });
});
