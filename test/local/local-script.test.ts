/**
 * `npm run local -- --env FILE` (scripts/local.mjs): the built action run once on this machine with
 * the inputs of an env file, against an emulator the script starts itself. Each run gets its own
 * TMPDIR and --out folder, so the test sees exactly what the script leaves behind: its summary and
 * results file in --out, and nothing in the temporary folder.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/run-action.js';

const SCRIPT = join(ROOT, 'scripts', 'local.mjs');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

interface LocalRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** What the script left in the temporary folder it was given: nothing, when it cleans up. */
  leftInTmp: string[];
  out: string;
}

/** Writes the env file and runs the script as `npm run local -- --env FILE …` would. */
async function local(envFile: string, args: string[] = ['--emulator']): Promise<LocalRun> {
  const base = mkdtempSync(join(tmpdir(), 'local-script-'));
  folders.push(base);
  const tmp = join(base, 'tmp');
  const out = join(base, 'out');
  const file = join(base, 'my.env');
  writeFileSync(file, envFile);
  mkdirSync(tmp);
  const child = spawn(process.execPath, [SCRIPT, '--env', file, '--out', out, ...args], {
    cwd: ROOT,
    // A clean environment: nothing of the machine's own (a GitHub job's GITHUB_* files) leaks in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? base, TMPDIR: tmp, INIT_CWD: ROOT },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, stdout, stderr, leftInTmp: readdirSync(tmp), out };
}

/** The `name = value` lines the script prints after the run. */
function outputsOf(stdout: string): Record<string, string> {
  const after = stdout.split('\nOutputs:\n')[1] ?? '';
  return Object.fromEntries(
    [...after.matchAll(/^ {2}([\w-]+) = (.*)$/gm)].map((m) => [m[1]!, m[2]!] as [string, string]),
  );
}

const API = 'INPUT_BASE-URL=emulator\nINPUT_TOKEN=demo-token\n';
const TEST_RUN = `${API}INPUT_MODE=test
INPUT_FABRIC-ID=10740
INPUT_PROJECT-ID=retail-analytics
INPUT_CHECK-RUN=false
`;

describe('npm run local', () => {
  it('runs a passing test run against the emulator the file asks for, and keeps only the summary and results', async () => {
    const run = await local(
      `# a comment, then the inputs\n${TEST_RUN}INPUT_BRANCH=main\nINPUT_MODELS="stg_orders"\n`,
      [],
    );

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Emulator listening on http:\/\/127\.0\.0\.1:\d+ \(fixture examples\/emulator\/retail\.yml\)$/m,
    );
    expect(run.stdout).toContain('[1/1] model stg_orders: 3 tests, all passed');
    const outputs = outputsOf(run.stdout);
    expect(outputs).toMatchObject({ total: '3', succeeded: '3', failed: '0', conclusion: 'success' });
    expect(outputs['results-file']).toMatch(
      new RegExp(`^${run.out}/runner-temp/orchestration-test-results-\\w+\\.json$`),
    );
    expect(existsSync(outputs['results-file']!)).toBe(true);
    expect(run.stdout).toContain(`\nJob summary: ${join(run.out, 'summary.md')}\nExit code: 0\n`);
    expect(readFileSync(join(run.out, 'summary.md'), 'utf8')).toMatch(/^## ✅ Data tests: all 3 passed\n/);
    // The token is masked by the runner's add-mask command, which the script does not print.
    expect(run.stdout).not.toContain('::add-mask::');
    expect(run.leftInTmp).toEqual([]);
    expect(run.stderr).toBe('');
  });

  it('runs a failing test run to its one failure line and exit code 1, without crashing', async () => {
    const run = await local(
      `${TEST_RUN}INPUT_BRANCH=add-order-checks
INPUT_BASELINE-BRANCH=main
INPUT_FAIL-ON=new-failed, new-errored   # the outputs' spellings
INPUT_TESTS-FILE=examples/retail/tests.yml
INPUT_SOURCES-FILE=examples/retail/platform-sources/sources.yml
`,
    );

    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '\n::error::Data tests failed: 1 new failure, 1 new error of 14 tests (see the job summary)\n',
    );
    expect(outputsOf(run.stdout)).toMatchObject({
      'new-failed': '1',
      'new-errored': '1',
      'pre-existing': '2',
      conclusion: 'failure',
    });
    expect(run.stdout).toMatch(/\nExit code: 1\n$/);
    expect(run.leftInTmp).toEqual([]);
  });

  it('deploys a tag with the overrides file', async () => {
    const run = await local(`${API}INPUT_MODE=deploy
INPUT_FABRIC-NAME=analytics-dev
INPUT_GIT-TAG=retail/1.2.0
INPUT_OVERRIDES-FILE=examples/retail/overrides/staging.yml
`);

    expect(run.code).toBe(0);
    expect(outputsOf(run.stdout)).toEqual({
      'deployment-id': '90001',
      'project-id': 'retail-analytics',
      version: '1.2.0',
      'configurations-applied': '5',
      'pipelines-deployed': '["ingest_orders","build_marts"]',
      'fabric-id': '10740',
      skipped: 'false',
      conclusion: 'success',
    });
    expect(readFileSync(join(run.out, 'summary.md'), 'utf8')).toMatch(
      /^## ✅ Deployed retail\/1\.2\.0 to analytics-dev\n/,
    );
    expect(run.leftInTmp).toEqual([]);
  });

  it('makes a fabric plan with no secret value set, saying so as information', async () => {
    const run = await local(`${API}INPUT_MODE=fabric
INPUT_FABRIC-FILE=examples/retail/fabric.yml
INPUT_FABRIC-ID=10740
INPUT_PLAN=true
`);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '\nSecret values are not needed for a plan; WAREHOUSE_TOKEN, SFTP_PASSWORD are not set here (the apply needs them: examples/retail/fabric.yml lines 12, 17).\n',
    );
    expect(run.stdout).toContain(
      '\nPlan for fabric analytics-staging (id 10740): update 2, add 2, drift 1; an apply would send 4 write requests.\n',
    );
    // The sftp secret's username is written in the file: shown; its password is not set, shown as ***.
    expect(run.stdout).toContain('"username": "retail-etl",\n    "password": "***"');
    expect(outputsOf(run.stdout)).toMatchObject({
      changes: '4',
      drift: '["warehouse"]',
      conclusion: 'success',
    });
    expect(run.leftInTmp).toEqual([]);
  });

  it.each([
    ['a space for the =', 'INPUT_BASE-URL emulator'],
    ['a colon for the = (YAML habit), the token after it', 'INPUT_TOKEN: tok-9f8e7d6c5b4a'],
  ])(
    'refuses a line with %s naming the file and line, never the line, before running anything',
    async (_what, line) => {
      const run = await local(`INPUT_MODE=test\n${line}\n`);

      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        /^npm run local: \/.*\/my\.env:2: not a KEY=VALUE line; a line is KEY=VALUE \(e\.g\. INPUT_MODE=test, with = and no space before it\), a # comment or blank \(the line is not shown: it may hold a secret\)\n$/,
      );
      expect(run.stderr).not.toContain(line.split(/[ :]+/).pop()!);
      expect(run.stdout).toBe('');
      expect(run.leftInTmp).toEqual([]);
    },
  );
});

describe('the env files the docs ship', () => {
  it('.env.example runs as shipped, with --emulator: a passing test run', async () => {
    const run = await local(readFileSync(join(ROOT, '.env.example'), 'utf8'));

    expect(run.stdout).not.toContain('Unexpected input');
    expect(outputsOf(run.stdout)).toMatchObject({ total: '3', conclusion: 'success' });
    expect(run.code).toBe(0);
  });
});
