/**
 * GitHub's @github/local-action, as the TypeScript action template recommends it: `npx
 * @github/local-action . src/main.ts FILE` runs run() from the source, on a laptop, in a debugger.
 * The action speaks the runner's protocol itself (src/github/runner-protocol.ts), so the tool's
 * stand-ins for the toolkit change nothing: the step's log, its outputs as `set-output` lines (the
 * tool sets no GITHUB_OUTPUT) and its exit code are the action's own. A passing run and a failing
 * one, end to end against the emulator; each mode's own paths are the end-to-end suite's.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/run-action.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

// Each case starts the tool through npx and compiles src/ on the fly: on a loaded machine that
// alone can pass the suite's 30 s.
jest.setTimeout(90_000);

let emulator: RunningEmulator;
let folder: string;

beforeAll(async () => {
  emulator = await startEmulator({ fixture: join(ROOT, 'examples', 'emulator', 'retail.yml') });
  folder = mkdtempSync(join(tmpdir(), 'local-action-'));
});

afterAll(async () => {
  await emulator.stop();
  rmSync(folder, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  log: string;
  /** The files the step left in its RUNNER_TEMP. */
  temp: string[];
}

let runs = 0;

/** Runs the documented command with this env file; RUNNER_TEMP is a folder of the test's own. */
async function localAction(envFile: string): Promise<Run> {
  const name = `run-${++runs}`;
  const temp = join(folder, name);
  const file = join(folder, `${name}.env`);
  writeFileSync(file, `${envFile}\nRUNNER_TEMP=${temp}\n`);
  const child = spawn('npx', ['@github/local-action', '.', 'src/main.ts', file], {
    cwd: ROOT,
    // Nothing of the machine's own environment (a GitHub job's GITHUB_* files) reaches the step.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? folder },
  });
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (log += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (log += c));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  let left: string[] = [];
  try {
    left = readdirSync(temp);
  } catch {
    // no results file: the folder was never made
  }
  return { code, log, temp: left };
}

const testRun = () => `INPUT_BASE-URL=${emulator.url}\nINPUT_TOKEN=demo-token\nINPUT_MODE=test
INPUT_FABRIC-ID=10740
INPUT_PROJECT-ID=retail-analytics
INPUT_CHECK-RUN=false
`;

describe('npx @github/local-action . src/main.ts FILE', () => {
  it('runs .env.example as shipped (only its address pointed at this emulator): a passing test run', async () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8')
      .replace('http://127.0.0.1:8080', emulator.url)
      .replace(/^RUNNER_TEMP=.*$/m, '');
    const run = await localAction(example);

    expect(run.log).toMatch(/\n\[1\/1\] model stg_orders: 3 tests, all passed \([\d.]+ s\)\n/);
    expect(run.log).toContain('::set-output name=conclusion::success');
    expect(run.code).toBe(0);
    expect(run.temp).toEqual([expect.stringMatching(/^orchestration-test-results-\w+\.json$/)]);
  });

  it('ends a failing test run with its one failure line and exit code 1, without crashing', async () => {
    const run = await localAction(`${testRun()}INPUT_BRANCH=add-order-checks
INPUT_TESTS-FILE=examples/retail/tests.yml
INPUT_SOURCES-FILE=examples/retail/platform-sources/sources.yml
`);

    expect(run.log).not.toContain('TypeError');
    expect(run.log).toContain('::set-output name=conclusion::failure');
    expect(run.log).toContain(
      '\n::error::Data tests failed: 3 failed, 1 error of 14 tests (see the job summary)\n',
    );
    // local-action prints its table of outputs after run() returned: the step ran to its end.
    expect(run.log).toContain('Action Outputs');
    expect(run.code).toBe(1);
  });
});
