/**
 * Test mode end to end: the built action (dist/index.js) against the emulator and a fake of
 * GitHub's REST API, as a pull_request workflow runs it. Each test starts its own servers and
 * checks the exact exit code, failure line, outputs, annotations, check run and comment.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { pullRequestEvent, retailWorkspace } from '../helpers/github-event.js';
import type { ActionRun, Annotation } from '../helpers/run-action.js';
import { settledOrder, startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub, FakeUser } from '../helpers/fake-github.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { startRewritingProxy } from '../helpers/rewriting-proxy.js';
import { tempDir } from '../helpers/temp-dir.js';

const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const MANY_FAILURES_FIXTURE = join(ROOT, 'test', 'fixtures', 'emulator', 'many-failures.yml');
const GITHUB_TOKEN = 'ghs_e2eGitHubToken4b9d0c2e71';
const HEAD_SHA = 'feedbeef'.repeat(5);
const PUSH_SHA = '0123456789abcdef0123456789abcdef01234567'; // runAction's GITHUB_SHA
const PR_NUMBER = 7;
const SOURCES = 'platform-sources/sources.yml';
const FAILURE_LINE = 'Data tests failed: 2 failed, 1 error of 14 tests (see the job summary)';
const MARKER = '<!-- orchestration-action:data-tests:Data tests -->';
const RUN_TESTS = '/api/orchestration/tests/run';

/** The three failing results of the retail plan, as the log annotates them. */
const RETAIL_ANNOTATIONS: Annotation[] = [
  {
    level: 'error',
    properties: { title: 'FAILED unique on raw.customers.email', file: SOURCES, line: '16' },
    message: 'Got 3 results, configured to fail if != 0',
  },
  {
    level: 'error',
    properties: { title: 'ERROR project test orders_have_customers' },
    message:
      'Database Error in test orders_have_customers: [TABLE_OR_VIEW_NOT_FOUND] The table or view `retail_dev`.`analytics`.`dim_customers` cannot be found.',
  },
  {
    level: 'error',
    properties: { title: 'FAILED revenue_matches_orders on model fct_revenue' },
    message: 'Got 12 results, configured to fail if != 0',
  },
];

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

async function startServers(
  fixture = RETAIL_FIXTURE,
  identity?: FakeUser,
): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture });
  github = await startFakeGitHub({ token: GITHUB_TOKEN, ...(identity && { identity }) });
  return { emu: emulator, gh: github };
}

interface TestRunOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  cwd?: string;
  nodeArgs?: string[];
}

/** The retail plan on a pull request, with whatever the test changes; checks for leaks every time. */
async function runTests(
  emu: RunningEmulator,
  gh: FakeGitHub,
  options: TestRunOptions = {},
): Promise<ActionRun> {
  const run = await runAction({
    cwd: options.cwd ?? retailWorkspace(),
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'tests-file': 'tests.yml',
      'sources-file': SOURCES,
      'github-token': GITHUB_TOKEN,
      ...options.inputs,
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: pullRequestEvent(PR_NUMBER, HEAD_SHA),
      ...options.env,
    },
  });
  // The API token and the github-token never appear in anything the action produced or sent:
  // log, summary, outputs, JUnit and results files, check runs and comments, the service's log.
  expectNoLeaks(collectEverything(run, { fakeGithub: gh, emulator: emu }), [emu.token, GITHUB_TOKEN]);
  return run;
}

function errors(run: ActionRun): Annotation[] {
  return run.annotations.filter((a) => a.level === 'error');
}

describe('test mode on a pull request', () => {
  it('fails with the exact line, sets the counts, annotates the sources file and publishes one check run', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, {
      inputs: { 'pr-comment': 'always', 'junit-file': 'reports/junit.xml' },
    });

    expect(run.exitCode).toBe(1);
    expect(errors(run)).toEqual([
      ...RETAIL_ANNOTATIONS,
      { level: 'error', properties: {}, message: FAILURE_LINE },
    ]);

    const [checkRun] = gh.checkRuns;
    expect(gh.checkRuns).toHaveLength(1);
    expect(run.outputs).toEqual({
      total: '14',
      succeeded: '11',
      failed: '2',
      errored: '1',
      skipped: '0',
      warnings: '0',
      // No baseline: every failure is new, nothing pre-existing, fixed or gone.
      'new-failed': '2',
      'new-errored': '1',
      'pre-existing': '0',
      fixed: '0',
      gone: '0',
      flaky: '0',
      // No quarantine file: nothing quarantined.
      quarantined: '0',
      'results-file': expect.stringMatching(/orchestration-test-results-[0-9a-f]{8}\.json$/),
      'check-run-id': String(checkRun!.id),
      'check-run-url': checkRun!.html_url,
      conclusion: 'failure',
    });

    // The check run: on the pull request's head commit, not the merge commit; every annotation.
    expect(checkRun).toMatchObject({
      name: 'Data tests',
      head_sha: HEAD_SHA,
      status: 'completed',
      conclusion: 'failure',
      details_url: 'https://github.com/acme/data-project/actions/runs/4242',
    });
    expect(checkRun!.output.title).toBe('2 failed, 1 error, 11 passed of 14 tests');
    // The failure first, linked to the line of the sources file at the commit tested.
    expect(checkRun!.output.summary).toMatch(
      new RegExp(
        `^## ❌ Data tests: 2 failed, 1 error\\n\\n- \\*\\*raw\\.customers\\.email · unique\\*\\* · FAILED · \\[sources\\.yml:16\\]\\(https://github\\.com/acme/data-project/blob/${HEAD_SHA}/${SOURCES}#L16\\)<br>Got 3 results`,
      ),
    );
    expect(checkRun!.annotations).toEqual([
      {
        path: SOURCES,
        start_line: 16,
        end_line: 16,
        annotation_level: 'failure',
        title: 'FAILED unique on raw.customers.email',
        message: 'Got 3 results, configured to fail if != 0',
      },
      {
        path: '.github',
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: 'ERROR project test orders_have_customers',
        message: RETAIL_ANNOTATIONS[1]!.message,
      },
      {
        path: '.github',
        start_line: 1,
        end_line: 1,
        annotation_level: 'failure',
        title: 'FAILED revenue_matches_orders on model fct_revenue',
        message: 'Got 12 results, configured to fail if != 0',
      },
    ]);
    expect(run.summary).toContain(`[check run](${checkRun!.html_url})`);

    // One comment, marked: the failures, and links to the run's summary and the check run for
    // the commit it describes.
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.issue).toBe(PR_NUMBER);
    expect(gh.comments[0]!.body.startsWith(`${MARKER}\n## ❌ Data tests: 2 failed, 1 error\n`)).toBe(true);
    expect(gh.comments[0]!.body).toMatch(
      new RegExp(
        `\\n\\[Job summary\\]\\(https://github\\.com/acme/data-project/actions/runs/4242\\) · \\[Check run\\]\\(${checkRun!.html_url}\\) · commit <code>${HEAD_SHA.slice(0, 7)}</code> · \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\n$`,
      ),
    );

    // JUnit beside the checkout, the results file in RUNNER_TEMP; both complete.
    const junit = run.files()['reports/junit.xml'];
    expect(junit).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="Data tests" tests="14" failures="2" errors="1"/,
    );
    const results = JSON.parse(readFileSync(run.outputs['results-file']!, 'utf8')) as {
      format: string;
      runs: { counts: Record<string, number>; calls: { results: unknown[] }[] }[];
    };
    expect(results.format).toBe('orchestration-action/test-results');
    expect(results.runs).toHaveLength(1);
    expect(results.runs[0]!.counts).toEqual(
      countsWithoutBaseline({ total: 14, succeeded: 11, failed: 2, errored: 1, skipped: 0, warnings: 0 }),
    );
    expect(results.runs[0]!.calls.map((c) => c.results.length)).toEqual([9, 3, 2]);

    expect(emu.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', RUN_TESTS, 200],
      ['POST', RUN_TESTS, 200],
      ['POST', RUN_TESTS, 200],
    ]);
  });

  it('keeps one pull-request comment across runs: created, then updated', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    await runTests(emu, gh, { cwd, inputs: { 'pr-comment': 'always' } });
    const first = gh.comments[0]!;
    gh.requests.length = 0;
    const second = await runTests(emu, gh, { cwd, inputs: { 'pr-comment': 'always', 'check-run': 'false' } });

    expect(second.exitCode).toBe(1);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.id).toBe(first.id);
    // GITHUB_TOKEN may not ask who it is: it is github-actions[bot], who wrote the comment.
    expect(settledOrder(gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`))).toEqual(
      settledOrder([
        'GET /user 403',
        `GET /repos/acme/data-project/issues/${PR_NUMBER}/comments?per_page=100 200`,
        `PATCH /repos/acme/data-project/issues/comments/${first.id} 200`,
      ]),
    );
    expect(second.stdout).toContain(`Pull-request comment updated: ${first.html_url}`);
  });

  it("a comment someone else wrote with the marker is never edited; a GitHub App's token is told its comments cannot be recognised", async () => {
    const { emu, gh } = await startServers(RETAIL_FIXTURE, { login: 'data-bot[bot]', type: 'Bot' });
    const planted = gh.seedComment(PR_NUMBER, `${MARKER}\n## Data tests\n\nAll 14 tests pass.`);
    const run = await runTests(emu, gh, { inputs: { 'pr-comment': 'always', 'check-run': 'false' } });

    expect(run.exitCode).toBe(1);
    expect(gh.comments.map((c) => [c.id, c.user.login])).toEqual([
      [planted.id, 'someone'],
      [gh.comments[1]!.id, 'data-bot[bot]'],
    ]);
    expect(gh.comments[0]!.body).toBe(`${MARKER}\n## Data tests\n\nAll 14 tests pass.`);
    expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
      {
        level: 'warning',
        properties: {},
        message:
          "GitHub wrote the pull-request comment as data-bot[bot], but the action edits only comments by github-actions[bot] when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.",
      },
    ]);
  });

  it('pr-comment on-failure: a passing run updates an earlier failure comment but never starts one', async () => {
    const { emu, gh } = await startServers();
    const passing = { 'pr-comment': 'on-failure', 'fail-on': 'none' };
    await runTests(emu, gh, { inputs: passing });
    expect(gh.comments).toEqual([]);

    const earlier = gh.seedOwnComment(PR_NUMBER, `${MARKER}\nfailing`);
    const run = await runTests(emu, gh, { inputs: passing });
    expect(run.exitCode).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.id).toBe(earlier.id);
    // The verdict stays the first line; what corrected the comment, under it.
    const [marker, heading, blank, settled] = gh.comments[0]!.body.split('\n');
    expect([marker, heading!.startsWith('## ✅ Data tests: '), blank, settled]).toEqual([
      MARKER,
      true,
      '',
      '**The data tests pass now.**',
    ]);
  });

  it('fail-on none: exit 0, conclusion success, the check run passes, the failures are still annotated', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, { inputs: { 'fail-on': 'none' } });

    expect(run.exitCode).toBe(0);
    expect(errors(run)).toEqual(RETAIL_ANNOTATIONS);
    expect(run.outputs).toMatchObject({ conclusion: 'success', total: '14', failed: '2', errored: '1' });
    expect(gh.checkRuns.map((r) => [r.conclusion, r.annotations.length])).toEqual([['success', 3]]);
  });

  it('a check run refused with 403 is a warning naming the permission; the tests still decide the step', async () => {
    const { emu, gh } = await startServers();
    gh.fail({ kind: 'forbidden', path: '/check-runs', times: Infinity });
    const run = await runTests(emu, gh);

    expect(run.exitCode).toBe(1);
    expect(errors(run).at(-1)!.message).toBe(FAILURE_LINE);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
      {
        level: 'warning',
        properties: {},
        message:
          'Could not create the check run "Data tests": GitHub answered HTTP 403 (Resource not accessible by integration). ' +
          'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
          'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
          'or with mode: report in a trusted workflow. The results are in the job summary.',
      },
    ]);
    expect(run.outputs['check-run-id']).toBeUndefined();
    expect(run.outputs).toMatchObject({ conclusion: 'failure', total: '14' });
    expect(run.summary).not.toContain('View the check run');
    expect(gh.checkRuns).toEqual([]);
    expect(gh.requests.map((r) => r.status)).toEqual([403]);
  });

  it('a push event: the check run goes on GITHUB_SHA and no comment is written', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, {
      inputs: { 'pr-comment': 'always' },
      env: { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '' },
    });
    expect(run.exitCode).toBe(1);
    expect(gh.checkRuns.map((r) => r.head_sha)).toEqual([PUSH_SHA]);
    expect(gh.requests.filter((r) => r.path.includes('/issues/'))).toEqual([]);
    expect(run.stdout).toContain(
      '::debug::pr-comment: the push event is not about a pull request; no comment.',
    );
  });
  it('an event payload that is a named pipe: the step does not wait on it, warns, and knows no pull request', async () => {
    const { emu, gh } = await startServers();
    const dir = tempDir('event-fifo-');
    const fifo = join(dir, 'event.json');
    execFileSync('mkfifo', [fifo]);
    const run = await runTests(emu, gh, {
      inputs: { 'pr-comment': 'always' },
      env: { GITHUB_EVENT_PATH: fifo },
    });

    expect(run.exitCode).toBe(1);
    expect(errors(run).at(-1)!.message).toBe(FAILURE_LINE);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
      {
        level: 'warning',
        properties: {},
        message: `Event payload ${fifo} (GITHUB_EVENT_PATH): is a named pipe (FIFO), not a regular file. Without it the pull request and the commit it is about are unknown: no pull-request comment is written, and a check run goes to GITHUB_SHA.`,
      },
    ]);
    expect(gh.checkRuns.map((r) => r.head_sha)).toEqual([PUSH_SHA]);
    expect(gh.requests.filter((r) => !r.path.includes('/check-runs'))).toEqual([]);
  });

  it('a transient 503 is retried with a log line, and the run completes as usual', async () => {
    const { emu, gh } = await startServers();
    emu.injectFault({ kind: 'status-503', path: RUN_TESTS, retryAfterSeconds: 0 });
    const run = await runTests(emu, gh, { inputs: { concurrency: '1' } });

    expect(run.exitCode).toBe(1);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('Run data tests: '))).toEqual([
      'Run data tests: HTTP 503; trying again in 0.000 s (attempt 2 of 4)',
    ]);
    expect(run.outputs).toMatchObject({ total: '14', failed: '2', errored: '1' });
    expect(emu.requests.map((r) => r.status)).toEqual([503, 200, 200, 200]);
  });
});

describe('the GitHub client', () => {
  it("reads answers with the bundle's undici: Node's built-in copy (fetch, Response) never starts", async () => {
    const { emu, gh } = await startServers();
    const dir = tempDir('builtins-');
    const loaded = join(dir, 'undici-builtins.json');
    const preload = join(dir, 'preload.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, ` +
        `JSON.stringify(process.moduleLoadList.filter((name) => name.includes('undici')))));`,
    );
    const run = await runTests(emu, gh, {
      inputs: { 'pr-comment': 'always' },
      nodeArgs: ['--require', preload],
    });
    expect(run.exitCode).toBe(1);
    expect([gh.checkRuns.length, gh.comments.length]).toEqual([1, 1]);
    // Node's built-in undici costs ~45 ms to start; the GitHub client sends over the bundled one.
    expect(JSON.parse(readFileSync(loaded, 'utf8'))).toEqual([]);
  });
});

describe('a test-run call that fails as a request', () => {
  it('fails the step whatever fail-on says, naming the call and the service message; the other calls report', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, { inputs: { models: 'no_such_model', 'fail-on': 'none' } });

    expect(run.exitCode).toBe(1);
    expect(errors(run).at(-1)!.message).toBe(
      'Run data tests failed: Test run failed due to : Model no_such_model not found in project retail-analytics (HTTP 400); check the `models` input or the tests-file; 1 of 4 test-run calls failed (see the job summary)',
    );
    expect(run.outputs).toMatchObject({ conclusion: 'failure', total: '14', failed: '2', errored: '1' });
    expect(gh.checkRuns.map((r) => [r.conclusion, r.annotations.length])).toEqual([['failure', 4]]);
    expect(gh.checkRuns[0]!.annotations[3]!.title).toBe('Test-run call failed: model no_such_model');
  });
});

describe('many failures', () => {
  it('120 failing results: three check-run requests of at most 50, every annotation once; max-annotations in the log', async () => {
    const { emu, gh } = await startServers(MANY_FAILURES_FIXTURE);
    const run = await runTests(emu, gh, {
      cwd: tempDir('test-ws-'),
      inputs: {
        'fabric-id': '20001',
        'project-id': 'bulk-project',
        'tests-file': '',
        'sources-file': '',
        models: 'wide_model',
        'max-annotations': '5',
      },
    });

    expect(run.exitCode).toBe(1);
    const logged = errors(run);
    expect(logged).toHaveLength(6);
    expect(logged.slice(0, 5).map((a) => a.properties.title)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `FAILED wide_model_test_${String(i).padStart(3, '0')} on model wide_model`),
    );
    expect(logged[5]).toEqual({
      level: 'error',
      properties: {},
      message: 'Data tests failed: 120 failed of 120 tests (see the job summary)',
    });
    expect(run.stdout).toContain(
      '115 more tests are not annotated here (max-annotations: 5); the check run holds all 120.',
    );

    const checkRequests = gh.requests.filter((r) => r.path.includes('/check-runs'));
    const [checkRun] = gh.checkRuns;
    expect(checkRequests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /repos/acme/data-project/check-runs 201',
      `PATCH /repos/acme/data-project/check-runs/${checkRun!.id} 200`,
      `PATCH /repos/acme/data-project/check-runs/${checkRun!.id} 200`,
    ]);
    // The two updates go together, each with the full summary: they may land in either order.
    const sent = checkRequests.map((r) => r.body as { output: { summary: string; annotations: unknown[] } });
    expect(sent.map((body) => body.output.annotations.length).sort()).toEqual([20, 50, 50]);
    expect(new Set(sent.map((body) => body.output.summary)).size).toBe(1);
    const titles = Array.from(
      { length: 120 },
      (_, i) => `FAILED wide_model_test_${String(i + 1).padStart(3, '0')} on model wide_model`,
    );
    const added = checkRun!.annotations.map((a) => a.title);
    expect(added.slice(0, 50)).toEqual(titles.slice(0, 50));
    expect([...added].sort()).toEqual(titles);
    expect(run.stdout).toContain(
      `Check run "Data tests": ${checkRun!.html_url} (120 annotations in 3 requests)`,
    );
  });

  it('max-check-annotations: 120 failures, 60 in the check run (two requests), the summary and the log count the rest', async () => {
    const { emu, gh } = await startServers(MANY_FAILURES_FIXTURE);
    const run = await runTests(emu, gh, {
      cwd: tempDir('test-ws-'),
      inputs: {
        'fabric-id': '20001',
        'project-id': 'bulk-project',
        'tests-file': '',
        'sources-file': '',
        models: 'wide_model',
        'max-annotations': '5',
        'max-check-annotations': '60',
      },
    });

    expect(run.exitCode).toBe(1);
    const [checkRun] = gh.checkRuns;
    expect(gh.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 201', 'PATCH 200']);
    expect(checkRun!.annotations.map((a) => a.title)).toEqual(
      Array.from(
        { length: 60 },
        (_, i) => `FAILED wide_model_test_${String(i + 1).padStart(3, '0')} on model wide_model`,
      ),
    );
    expect(checkRun!.output.summary).toMatch(
      /\n\n\*\*60 more failing tests have no annotation here\*\* \(max-check-annotations: 60\); the job summary lists every failing test\.\n$/,
    );
    expect(run.stdout).toContain(
      '115 more tests are not annotated here (max-annotations: 5); the check run holds 60, the job summary all.',
    );
    expect(run.stdout).toContain(
      `Check run "Data tests": ${checkRun!.html_url} (60 annotations in 2 requests; 60 more failing tests without one (max-check-annotations))`,
    );
  });

  it('a token the service quotes in a cause is redacted in the log, the check run and every file', async () => {
    const { emu, gh } = await startServers(MANY_FAILURES_FIXTURE);
    const run = await runTests(emu, gh, {
      cwd: tempDir('test-ws-'),
      inputs: {
        'fabric-id': '20001',
        'project-id': 'bulk-project',
        'tests-file': '',
        'sources-file': '',
        models: 'leaky_model',
        'junit-file': 'junit.xml',
        'pr-comment': 'always',
      },
    });
    // runTests asserted the token is nowhere; here, that the cause still says what happened.
    expect(errors(run)[0]!.message).toBe('connection refused for X-AUTH-TOKEN ***');
    expect(gh.checkRuns[0]!.annotations[0]!.message).toBe('connection refused for X-AUTH-TOKEN ***');
    expect(gh.comments).toHaveLength(1);
  });
});

describe('before any request', () => {
  it('dry-run prints the planned requests and sends nothing, to the API or to GitHub', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, { inputs: { 'dry-run': 'true', shard: '1/2', concurrency: '2' } });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ conclusion: 'success' });
    expect(emu.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
    expect(run.stdout).toContain(
      '2 test-run calls for project retail-analytics on fabric 10740, shard 1/2, concurrency 2\n',
    );
    expect(run.stdout).toContain('Dry run: nothing is sent.\n');
    expect(run.stdout).toContain(`[1/2] column and project tests: POST ${emu.url}${RUN_TESTS}\n`);
    expect(run.stdout).toContain(`[2/2] model fct_revenue: POST ${emu.url}${RUN_TESTS}\n`);
    expect(run.stdout).toContain(
      `${JSON.stringify({ fabricId: 10740, projectId: 'retail-analytics', modelName: 'fct_revenue', tests: [{}] }, null, 2)}\n`,
    );
  });

  it('a bad tests-file is one line naming file and line, and nothing is sent', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    writeFileSync(
      join(cwd, 'bad.yml'),
      'tests:\n  - source: raw\n    table: customers\n    columnTest:\n      - name: email\n',
    );
    const run = await runTests(emu, gh, { cwd, inputs: { 'tests-file': 'bad.yml' } });

    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([
      'bad.yml:4: unknown key "columnTest" in a tests element: expected source, table, columnTests, tableTests or projectTests',
    ]);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(emu.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });

  it('a sources-file that does not exist is an input error before any request', async () => {
    const { emu, gh } = await startServers();
    const run = await runTests(emu, gh, { inputs: { 'sources-file': 'missing/sources.yml' } });

    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([
      'missing/sources.yml: sources-file names a file that does not exist',
    ]);
    expect(emu.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });
});

describe('a status the action does not know', () => {
  it('is not called a pass in the progress lines', async () => {
    const { emu, gh } = await startServers();
    // Every SUCCEEDED becomes WARN, a status the service might add.
    const proxy = await startRewritingProxy(emu.url, (text) =>
      text.replaceAll('"status":"SUCCEEDED"', '"status":"WARN"'),
    );
    try {
      const run = await runTests({ ...emu, url: proxy.url } as RunningEmulator, gh, {
        inputs: { 'fail-on': 'none', 'check-run': 'false', 'pr-comment': 'off' },
      });
      // Calls end in any order and take their own time: the counter and the time are left out.
      const progress = run.stdout
        .split('\n')
        .filter((l) => /^\[\d\/3\] /.test(l))
        .map((l) => l.replace(/^\[\d\/3\] /, '').replace(/ \(\d+\.\d+ s\)$/, ''))
        .sort();
      expect(progress).toEqual([
        'column, table and project tests: 9 tests, 1 failed, 1 error, 7 with another status',
        'model fct_revenue: 2 tests, 1 failed, 1 with another status',
        'model stg_orders: 3 tests, 3 with another status',
      ]);
      expect(run.outputs).toMatchObject({ total: '14', succeeded: '0', failed: '2', errored: '1' });
    } finally {
      await proxy.stop();
    }
  });
});
