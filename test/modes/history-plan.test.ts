// Whether a run is appended to the history file (history-update), in the one line the step says it
// in, and the history before it: an earlier attempt of the same workflow run is left out.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { readSettings, type TestSettings } from '../../src/inputs/settings.js';
import type { GitHubContext } from '../../src/github/context.js';
import { loadHistory, planHistory, type LoadedHistory } from '../../src/modes/history-file.js';
import { emptyHistory, type History } from '../../src/results/test-history.js';
import { tempDir } from '../helpers/temp-dir.js';

const IDENTITY = { projectId: 'shop', fabricId: 10740 };

function settings(update: string): TestSettings {
  const inputs: Record<string, string> = {
    mode: 'test',
    'base-url': 'http://127.0.0.1:9',
    token: 'demo-token',
    'fabric-id': '10740',
    'project-id': 'shop',
    'history-file': 'h.json',
    'history-update': update,
  };
  const read = readSettings((name) => inputs[name] ?? '');
  if (read.mode !== 'test') throw new Error('expected test settings');
  return read;
}

const PUSH: GitHubContext = {
  apiUrl: 'https://api.github.com',
  serverUrl: 'https://github.com',
  repo: { owner: 'acme', repo: 'data' },
  eventName: 'push',
  headSha: 'c0ffee00'.repeat(5),
  pullRequest: undefined,
  baseSha: undefined,
  runUrl: 'https://github.com/acme/data/actions/runs/4242',
  runId: '4242',
  runAttempt: 1,
  branch: 'main',
  defaultBranch: 'main',
};

/** A history holding workflow run 4242 at `attempt` (and 4241 before it). */
function holding(attempt: number): History {
  const run = (id: string, a: number) => ({ id, attempt: a, sha: '', time: '2026-11-28T10:00:00Z' });
  return {
    ...IDENTITY,
    runs: [run('4241', 1), run('4242', attempt)],
    tests: new Map([['k', { model: '', table: 't', columnName: '', name: 'n', outcomes: 'PF' }]]),
  };
}

function plan(update: string, context: Partial<GitHubContext>, history: History = emptyHistory(IDENTITY)) {
  const lines: string[] = [];
  const loaded: LoadedHistory = { file: 'h.json', path: '/w/h.json', history };
  const planned = planHistory(
    loaded,
    settings(update),
    { ...PUSH, ...context },
    { info: (l) => lines.push(l) },
  );
  return { planned, line: lines.join('\n') };
}

const appended = (why: string) => `History: this run is appended to h.json (${why})`;
const notAppended = (why: string) => `History: this run is not appended to h.json: ${why}`;

describe('history-update', () => {
  test.each<[string, string, Partial<GitHubContext>, string]>([
    ['auto', 'a push to the default branch', {}, appended('a push to main, the default branch')],
    ['auto', 'a schedule', { eventName: 'schedule' }, appended('a schedule run on main, the default branch')],
    [
      'auto',
      'a schedule whose payload names no default branch (GitHub runs schedules on it)',
      { eventName: 'schedule', defaultBranch: undefined },
      appended('a schedule run on main, the default branch'),
    ],
    [
      'auto',
      'a workflow_dispatch on another branch',
      { eventName: 'workflow_dispatch', branch: 'fix-orders' },
      notAppended('fix-orders is not the default branch, main (history-update: auto)'),
    ],
    [
      'auto',
      'a pull request',
      { eventName: 'pull_request', branch: undefined, pullRequest: 12 },
      notAppended('a pull request reads the history and writes none (history-update: auto)'),
    ],
    [
      'auto',
      'a workflow_run (the follow-up of a pull request)',
      { eventName: 'workflow_run' },
      notAppended(
        'a workflow_run run is not appended (history-update: auto appends a push, schedule or workflow_dispatch run on the default branch)',
      ),
    ],
    [
      'auto',
      'a push whose payload names no default branch',
      { defaultBranch: undefined },
      notAppended(
        'the event does not name the default branch, so main cannot be known to be it (history-update: auto)',
      ),
    ],
    [
      'auto',
      'a push of a tag',
      { branch: undefined },
      notAppended('the run is not on a branch (history-update: auto)'),
    ],
    [
      'true',
      'a pull request, asked to',
      { eventName: 'pull_request', branch: undefined },
      appended('history-update is true'),
    ],
    ['false', 'a push to main, asked not to', {}, notAppended('history-update is false')],
    [
      'true',
      'a run without its id',
      { runId: undefined },
      notAppended('GITHUB_RUN_ID does not name the workflow run, so its entry could not be told apart'),
    ],
  ])('%s: %s', (update, _, context, line) => {
    const { planned, line: said } = plan(update, context);
    expect(said).toBe(line);
    expect(planned.entry !== undefined).toBe(line.startsWith('History: this run is appended'));
  });

  test("the entry: the run, its attempt, commit, page and branch (its time is the run's start)", () => {
    expect(plan('auto', { runAttempt: 2 }).planned.entry).toEqual({
      id: '4242',
      attempt: 2,
      sha: PUSH.headSha,
      url: PUSH.runUrl,
      branch: 'main',
    });
  });

  test('a re-run attempt replaces its earlier attempt, which the run is not explained by', () => {
    const { planned, line } = plan('auto', { runAttempt: 2 }, holding(1));
    expect(line).toBe(appended('a push to main, the default branch, in place of its earlier attempt'));
    expect(planned.step.history.runs.map((r) => r.id)).toEqual(['4241']);
    expect(planned.loaded.history.runs.map((r) => r.id)).toEqual(['4241', '4242']);
  });

  test('an earlier attempt never replaces a later one', () => {
    const { planned, line } = plan('true', { runAttempt: 1 }, holding(3));
    expect(line).toBe(notAppended('it already holds attempt 3 of this workflow run'));
    expect(planned.entry).toBeUndefined();
  });
});

describe('loadHistory', () => {
  const said = () => {
    const lines: string[] = [];
    return {
      lines,
      runner: {
        info: (l: string) => lines.push(`info ${l}`),
        warning: (l: string) => lines.push(`warning ${l}`),
      },
    };
  };

  test('no file yet, a file, a file set aside: one line each', async () => {
    const workspace = tempDir('history-load-');
    const { lines, runner } = said();
    const none = await loadHistory(settings('auto'), IDENTITY, workspace, runner);
    expect(none).toEqual({
      file: 'h.json',
      path: join(workspace, 'h.json'),
      history: emptyHistory(IDENTITY),
    });
    writeFileSync(join(workspace, 'h.json'), 'not json');
    await loadHistory(settings('auto'), IDENTITY, workspace, runner);
    writeFileSync(
      join(workspace, 'h.json'),
      JSON.stringify({
        format: 'orchestration-action/test-history',
        formatVersion: 1,
        ...IDENTITY,
        runs: [{ id: '4242', attempt: 1, sha: '', time: '2026-11-28T10:00:00Z', branch: 'main' }],
        tests: [['', 't', '', 'n', 'F']],
      }),
    );
    const read = await loadHistory(settings('auto'), IDENTITY, workspace, runner);
    expect(read?.history.tests.size).toBe(1);
    expect(lines).toEqual([
      'info History: h.json does not exist yet; a new history starts with this run',
      'warning history-file: h.json: not a history file: invalid JSON; it is set aside, and a new history starts with this run',
      'info History: h.json holds 1 run of 1 test, the latest on 2026-11-28 (run 4242 on main)',
    ]);
  });
});
