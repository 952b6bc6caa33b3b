/**
 * Report mode end to end: three shards of the retail plan run by the built action (as a matrix
 * would, without check runs), then one report step merges their results files into a single
 * check run and the same counts, fail-on and failure line as the unsharded run. A merge with a
 * gap (a shard missing, repeated, or of another matrix) or a file of another project is refused
 * before anything is reported (CONTRACT "Report merges that refuse silent gaps").
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { pullRequestEvent, retailWorkspace } from '../helpers/github-event.js';
import type { ActionRun } from '../helpers/run-action.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { tempDir } from '../helpers/temp-dir.js';
import { workspacePath } from '../../src/common/paths.js';

const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const GITHUB_TOKEN = 'ghs_e2eReportToken71c3a9d05f';
const HEAD_SHA = 'c0ffee00'.repeat(5);
const PR_NUMBER = 31;
const SOURCES = 'platform-sources/sources.yml';
const FAILURE_LINE = 'Data tests failed: 2 failed, 1 error of 14 tests (see the job summary)';
const COUNT_OUTPUTS = ['total', 'succeeded', 'failed', 'errored', 'skipped', 'warnings'];

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

async function testStep(
  emu: RunningEmulator,
  gh: FakeGitHub,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  const run = await runAction({
    cwd: retailWorkspace(),
    inputs: {
      mode: 'test',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      'tests-file': 'tests.yml',
      'sources-file': SOURCES,
      'github-token': GITHUB_TOKEN,
      'check-run': 'false',
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

async function reportStep(
  gh: FakeGitHub,
  cwd: string,
  inputs: Record<string, string>,
  secrets: string[] = [GITHUB_TOKEN],
): Promise<ActionRun> {
  const run = await runAction({
    cwd,
    inputs: { mode: 'report', 'github-token': GITHUB_TOKEN, 'sources-file': SOURCES, ...inputs },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: pullRequestEvent(PR_NUMBER, HEAD_SHA),
    },
  });
  expectNoLeaks(collectEverything(run, { fakeGithub: gh }), secrets);
  return run;
}

function pick(outputs: Record<string, string>, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, outputs[name]]));
}

describe('report mode', () => {
  it('merges three shards into the unsharded counts, one check run and one comment', async () => {
    emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const [emu, gh] = [emulator, github];

    const whole = await testStep(emu, gh, {});
    expect(whole.exitCode).toBe(1);

    const shards: ActionRun[] = [];
    for (const shard of ['1/3', '2/3', '3/3']) shards.push(await testStep(emu, gh, { shard }));
    // The shards wrote results files and nothing to GitHub (check-run false, no comment).
    expect(gh.requests).toEqual([]);
    // Units dealt round-robin: customers + stg_orders, orders + fct_revenue, project tests.
    expect(shards.map((s) => s.outputs.total)).toEqual(['6', '6', '2']);
    expect(emu.requests).toHaveLength(3 + 5);

    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'results'));
    shards.forEach((s, i) =>
      copyFileSync(s.outputs['results-file']!, join(cwd, 'results', `shard-${i + 1}.json`)),
    );
    const requestsBefore = emu.requests.length;
    const report = await reportStep(gh, cwd, { 'results-files': 'results/*.json', 'pr-comment': 'always' });

    expect(report.exitCode).toBe(1);
    expect(report.annotations.filter((a) => a.level === 'error').at(-1)!.message).toBe(FAILURE_LINE);
    expect(pick(report.outputs, COUNT_OUTPUTS)).toEqual(pick(whole.outputs, COUNT_OUTPUTS));
    expect(pick(report.outputs, COUNT_OUTPUTS)).toEqual({
      total: '14',
      succeeded: '11',
      failed: '2',
      errored: '1',
      skipped: '0',
      warnings: '0',
    });
    expect(report.outputs.conclusion).toBe('failure');
    expect(emu.requests).toHaveLength(requestsBefore); // report mode never calls the API

    // One check run, on the pull request's head, with every failure in shard order.
    expect(gh.checkRuns).toHaveLength(1);
    const [checkRun] = gh.checkRuns;
    expect(checkRun).toMatchObject({ name: 'Data tests', head_sha: HEAD_SHA, conclusion: 'failure' });
    expect(checkRun!.annotations.map((a) => [a.title, a.path, a.start_line])).toEqual([
      ['FAILED unique on raw.customers.email', SOURCES, 16],
      ['FAILED revenue_matches_orders on model fct_revenue', '.github', 1],
      ['ERROR project test orders_have_customers', '.github', 1],
    ]);
    expect(report.outputs['check-run-id']).toBe(String(checkRun!.id));
    expect(report.outputs['check-run-url']).toBe(checkRun!.html_url);
    expect(gh.comments.map((c) => c.issue)).toEqual([PR_NUMBER]);
    expect(report.summary).toMatch(/^## ❌ Data tests: 2 failed, 1 error\n/);

    // The report's own results file holds the three runs it merged, whole.
    const merged = JSON.parse(readFileSync(report.outputs['results-file']!, 'utf8')) as {
      runs: { shard?: string; counts: { total: number } }[];
    };
    expect(merged.runs.map((r) => [r.shard, r.counts.total])).toEqual([
      ['1/3', 6],
      ['2/3', 6],
      ['3/3', 2],
    ]);
  });

  /** The results files of test steps run with these shard labels, copied into a fresh workspace. */
  async function shardFiles(labels: string[], inputs: Record<string, string> = {}): Promise<string> {
    emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'results'));
    for (const [i, shard] of labels.entries()) {
      const step = await testStep(emulator, github, { shard, 'fail-on': 'none', ...inputs });
      copyFileSync(step.outputs['results-file']!, join(cwd, 'results', `${i + 1}.json`));
    }
    return cwd;
  }

  /** The step failed with this one line, before it reported anything: no summary, nothing sent. */
  function expectRefusedBeforeReporting(report: ActionRun, line: string): void {
    expect(report.exitCode).toBe(1);
    expect(report.annotations).toEqual([{ level: 'error', properties: {}, message: line }]);
    expect(report.outputs).toEqual({ conclusion: 'failure' });
    expect(report.summary).toBe('');
    expect(report.stdout).not.toContain('Reporting ');
    expect(github!.requests).toEqual([]);
  }

  const ALLOW = 'set allow-missing-shards: true to report the merge anyway, with warnings';
  const REPORTING = { 'results-files': 'results/*.json', 'pr-comment': 'always' };

  it.each(['failed,error', 'new', 'none'])(
    'a missing shard fails the step before anything is reported (fail-on: %s)',
    async (failOn) => {
      const cwd = await shardFiles(['1/3']);
      const report = await reportStep(github!, cwd, { ...REPORTING, 'fail-on': failOn });
      expectRefusedBeforeReporting(report, `results-files: shards 2/3 and 3/3 are missing; ${ALLOW}`);
    },
  );

  it('allow-missing-shards: true reports what there is, with warnings, and every summary says what is missing', async () => {
    const cwd = await shardFiles(['1/3']);
    const report = await reportStep(github!, cwd, {
      ...REPORTING,
      'fail-on': 'none',
      'allow-missing-shards': 'true',
    });

    expect(report.exitCode).toBe(0);
    expect(report.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'results-files: shards 2/3 and 3/3 are missing',
    ]);
    expect(pick(report.outputs, ['total', 'failed', 'conclusion'])).toEqual({
      total: '6',
      failed: '1',
      conclusion: 'success',
    });
    const incomplete = '**Incomplete results:** shards 2/3 and 3/3 are missing (`allow-missing-shards`).';
    // First, before the counts that lack them.
    expect(report.summary.split('\n').slice(0, 3)).toEqual([
      '## ✅ Data tests: 1 failed of 6 tests, allowed by fail-on (none)',
      '',
      incomplete,
    ]);
    expect(github!.checkRuns[0]!.output.summary).toContain(incomplete);
    expect(github!.comments[0]!.body).toContain(incomplete);
  });

  it('a shard that appears twice fails the step, naming it and the files that hold it', async () => {
    const cwd = await shardFiles(['1/2', '2/2']);
    copyFileSync(join(cwd, 'results', '2.json'), join(cwd, 'results', '2-again.json'));
    const report = await reportStep(github!, cwd, REPORTING);
    expectRefusedBeforeReporting(
      report,
      `results-files: shard 2/2 (in results/2-again.json and results/2.json) appears more than once; ${ALLOW}`,
    );
  });

  it("a pattern that also matches a report's own results file fails the next report, naming that file", async () => {
    const cwd = await shardFiles(['1/2', '2/2']);
    const first = await reportStep(github!, cwd, {
      'results-files': 'results/*.json',
      'check-run': 'false',
      'fail-on': 'none',
    });
    expect(first.exitCode).toBe(0);
    // The merged file holds both shards' runs, in the workspace (RUNNER_TEMP here).
    const merged = workspacePath(first.outputs['results-file']!, cwd);
    expect(merged).toMatch(/^orchestration-test-results-[0-9a-f]{8}\.json$/);
    github!.requests.length = 0;
    const again = await reportStep(github!, cwd, {
      ...REPORTING,
      'results-files': 'results/*.json\norchestration-test-results-*.json',
    });
    expectRefusedBeforeReporting(
      again,
      `results-files: shards 1/2 (in ${merged} and results/1.json) and 2/2 (in ${merged} and results/2.json) appear more than once; ${ALLOW}`,
    );
  });

  it('shards of matrices of different sizes fail the step, naming them', async () => {
    const cwd = await shardFiles(['1/2', '2/3', '3/3']);
    const report = await reportStep(github!, cwd, REPORTING);
    expectRefusedBeforeReporting(
      report,
      `results-files: shards 1/2, 2/3 and 3/3 disagree on the shard count; ${ALLOW}`,
    );
  });

  it.each([
    ['projectId', 'shop', 'project "shop" on fabric 10740'],
    ['fabricId', 4657, 'project "retail-analytics" on fabric 4657'],
  ])(
    'a results file whose %s is another is refused with its path, even with allow-missing-shards',
    async (field, value, described) => {
      const cwd = await shardFiles(['1/2', '2/2']);
      const other = join(cwd, 'results', '2.json');
      const file = JSON.parse(readFileSync(other, 'utf8')) as { runs: Record<string, unknown>[] };
      file.runs[0]![field] = value;
      writeFileSync(other, JSON.stringify(file));

      const report = await reportStep(github!, cwd, { ...REPORTING, 'allow-missing-shards': 'true' });
      expectRefusedBeforeReporting(
        report,
        `${other}: holds results of ${described}, but ${join(cwd, 'results', '1.json')} holds project "retail-analytics" on fabric 10740: report mode merges the runs of one project and fabric`,
      );
    },
  );

  it('a results file claiming a failure is quarantined does not make it so: it counts as a failure', async () => {
    emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const step = await testStep(emulator, github, { 'fail-on': 'none' });
    const cwd = tempDir('report-ws-');
    const path = join(cwd, 'r.json');
    // The file as a forger would write it: every failure marked, the counts to match.
    const file = JSON.parse(readFileSync(step.outputs['results-file']!, 'utf8')) as {
      counts: Record<string, number>;
      runs: {
        counts: Record<string, number>;
        quarantine?: unknown;
        calls: { results?: { status: string; quarantine?: unknown }[] }[];
      }[];
    };
    const mark = {
      file: 'q.yml',
      line: 2,
      owner: 'me',
      reason: 'trust me',
      until: '9999-12-31',
      expired: false,
    };
    for (const call of file.runs[0]!.calls)
      for (const result of call.results ?? [])
        if (result.status === 'FAILED' || result.status === 'ERROR') result.quarantine = mark;
    const claimed = {
      quarantined: 3,
      quarantinedFailed: 2,
      quarantinedErrored: 1,
      newFailed: 0,
      newErrored: 0,
    };
    Object.assign(file.counts, claimed);
    Object.assign(file.runs[0]!.counts, claimed);
    writeFileSync(path, JSON.stringify(file));

    const report = await reportStep(github, cwd, { 'results-files': 'r.json', 'sources-file': '' });
    expect(report.exitCode).toBe(1);
    expect(pick(report.outputs, ['failed', 'errored', 'new-failed', 'new-errored', 'quarantined'])).toEqual({
      failed: '2',
      errored: '1',
      'new-failed': '2',
      'new-errored': '1',
      quarantined: '0',
    });
    expect(report.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'results-files: the files mark 3 failures as quarantined, but report mode does not take quarantine marks from the files it merges, so they count as failures: give this step the quarantine-file to apply it',
    ]);
    expect(report.annotations.filter((a) => a.level === 'error').at(-1)!.message).toBe(FAILURE_LINE);
    expect(github.checkRuns[0]!.conclusion).toBe('failure');
    expect(report.summary).not.toContain('Quarantined');
    expect(report.summary).not.toContain('trust me');
    // The report's own results file holds no mark either.
    expect(readFileSync(report.outputs['results-file']!, 'utf8')).not.toContain('"quarantine"');
  });

  it('dry-run reads and merges the files, then writes and sends nothing', async () => {
    emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const shard = await testStep(emulator, github, { shard: '3/3' });
    const cwd = tempDir('report-ws-');
    copyFileSync(shard.outputs['results-file']!, join(cwd, 'r.json'));

    const report = await reportStep(github, cwd, {
      'results-files': 'r.json',
      'dry-run': 'true',
      'sources-file': '',
      'allow-missing-shards': 'true',
    });
    expect(report.exitCode).toBe(0);
    expect(report.annotations.map((a) => a.message)).toEqual([
      'results-files: shards 1/3 and 2/3 are missing',
    ]);
    expect(report.outputs).toEqual({ conclusion: 'success' });
    expect(report.stdout).toContain(`Reporting 2 results of 1 run from:\n  ${join(cwd, 'r.json')}\n`);
    expect(report.stdout).toContain('Dry run: no check run, comment or file is written.\n');
    expect(report.summary).toBe('');
    expect(github.requests).toEqual([]);
  });

  it('patterns that match no file are one line naming them; nothing is sent', async () => {
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const cwd = tempDir('report-ws-');
    const report = await reportStep(github, cwd, { 'results-files': 'results/*.json\nshards/**/*.json' });

    expect(report.exitCode).toBe(1);
    expect(report.annotations.map((a) => a.message)).toEqual([
      `Input results-files matched no file (patterns "results/*.json", "shards/**/*.json", relative to ${cwd})`,
    ]);
    expect(report.outputs).toEqual({ conclusion: 'failure' });
    expect(github.requests).toEqual([]);
  });

  it('a file that is not a results file is one line naming it; nothing is sent', async () => {
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const cwd = tempDir('report-ws-');
    writeFileSync(join(cwd, 'junk.json'), '{"hello": 1}\n');
    const report = await reportStep(github, cwd, { 'results-files': '*.json' });

    expect(report.exitCode).toBe(1);
    expect(report.annotations).toHaveLength(1);
    expect(report.annotations[0]!.message).toMatch(
      new RegExp(
        `^${join(cwd, 'junk.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not a results file of this action`,
      ),
    );
    expect(github.requests).toEqual([]);
  });
});
