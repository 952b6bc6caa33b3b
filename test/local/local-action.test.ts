/**
 * GitHub's @github/local-action, as the TypeScript action template recommends it: `npx
 * @github/local-action . src/main.ts FILE` runs run() from the source with its own stand-in for
 * @actions/core, which lacks parts of it (ExitCode). Every mode must run under it to the end,
 * failures included: a failed step exits 1 with its one line, it does not crash. It is fast
 * (a few seconds) and works offline, so the test runs the real tool against the emulator.
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
  // Pipeline runs of minutes end in about a second (docs/emulator.md).
  emulator = await startEmulator({
    fixture: join(ROOT, 'examples', 'emulator', 'retail.yml'),
    timeScale: 120,
  });
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

const api = () => `INPUT_BASE-URL=${emulator.url}\nINPUT_TOKEN=demo-token\n`;
const testRun = () => `${api()}INPUT_MODE=test
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

    expect(run.log).toContain('::info::[1/1] model stg_orders: 3 tests, all passed');
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
    // local-action prints the outputs after run() returned: the step ran to its end.
    expect(run.log).toMatch(/Action Outputs[\s\S]*│ 'conclusion' +│ 'failure' +│/);
    expect(run.code).toBe(1);
  });

  it('deploys', async () => {
    const run = await localAction(`${api()}INPUT_MODE=deploy
INPUT_FABRIC-NAME=analytics-dev
INPUT_GIT-TAG=retail/1.2.0
INPUT_OVERRIDES-FILE=examples/retail/overrides/staging.yml
`);

    expect(run.log).toContain('::set-output name=deployment-id::90001');
    expect(run.log).toContain('::set-output name=conclusion::success');
    expect(run.code).toBe(0);
  });

  it('makes a fabric plan', async () => {
    const run = await localAction(`${api()}INPUT_MODE=fabric
INPUT_FABRIC-FILE=examples/retail/fabric.yml
INPUT_FABRIC-ID=10740
INPUT_PLAN=true
`);

    expect(run.log).toContain(
      '::info::Secret values are not needed for a plan; WAREHOUSE_TOKEN, SFTP_PASSWORD are not set here (the apply needs them: examples/retail/fabric.yml lines 12, 17).',
    );
    expect(run.log).toContain('::set-output name=changes::4');
    expect(run.log).toContain('::set-output name=conclusion::success');
    expect(run.code).toBe(0);
  });

  it('runs pipelines and waits for them', async () => {
    const run = await localAction(`${api()}INPUT_MODE=pipeline
INPUT_FABRIC-ID=10740
INPUT_PROJECT-ID=retail-analytics
INPUT_PIPELINES=ingest_orders,build_marts
INPUT_VERSION=1.2.0
`);

    expect(run.log).toContain('::set-output name=succeeded::2');
    expect(run.log).toContain('::set-output name=failed::0');
    expect(run.log).toContain('::set-output name=conclusion::success');
    expect(run.code).toBe(0);
  });
});
