// Runs the steps of .github/workflows/e2e.yml locally through scripts/e2e-steps.mjs, against the
// built dist/ and an emulator the script starts itself: the workflow CI runs is exercised here.
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

const SCRIPT = join(ROOT, 'scripts', 'e2e-steps.mjs');
const E2E = join(ROOT, '.github', 'workflows', 'e2e.yml');

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(args: string[]): Promise<ScriptRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

function tempWorkflow(text: string): string {
  const file = join(tempDir('e2e-steps-test-'), 'workflow.yml');
  writeFileSync(file, text);
  return file;
}

/** The smallest workflow the runner accepts, with the given steps after the emulator's. */
function minimalWorkflow(steps: string): string {
  return `name: t
on: push
permissions: {}
env:
  BASE_URL: http://127.0.0.1:8080
jobs:
  e2e:
    runs-on: ubuntu-latest
    steps:
      - id: start-emulator
        run: node dist/emulator.js --fixture examples/emulator/retail.yml --port 8080 &
${steps}`;
}

describe('scripts/e2e-steps.mjs', () => {
  it('runs every step of e2e.yml against the emulator and they all pass', async () => {
    const run = await runScript([]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const steps: Array<{ name?: string; uses?: string }> = parse(readFileSync(E2E, 'utf8')).jobs.e2e.steps;
    for (const step of steps) expect(run.stdout).toContain(`▶ ${step.name ?? step.uses}\n`);
    expect(run.stdout).toContain(
      `e2e-steps: all ${steps.length} of ${steps.length} steps of .github/workflows/e2e.yml passed`,
    );
    // A sample of the assertions, to show they ran against real outputs.
    expect(run.stdout).toContain('ok: total = 14\n');
    expect(run.stdout).toContain('ok: outcome = failure\n');
    expect(run.stdout).toContain('ok: deployment-id = 90001\n');
    expect(run.stdout).toContain('ok: created = false\n');
    expect(run.stdout).not.toContain('::error title=e2e assertion::');
  }, 120_000);

  it('fails and names the step when an assertion does not hold', async () => {
    const original = readFileSync(E2E, 'utf8');
    const broken = original.replace('expect total "$TOTAL" 14', 'expect total "$TOTAL" 15');
    expect(broken).not.toBe(original);

    const run = await runScript(['--workflow', tempWorkflow(broken)]);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error title=e2e assertion::total: expected "15", got "14"');
    expect(run.stderr).toMatch(
      /^e2e-steps: step "Assert the test outputs" failed \(\d+ of \d+ steps of .*workflow\.yml ran\)\n$/,
    );
    // It stops there, as a job does after a failed step.
    expect(run.stdout).not.toContain('▶ Test as a gate');
  }, 60_000);

  it('refuses an unsupported expression, naming it and its line, before any step runs', async () => {
    const file = tempWorkflow(
      minimalWorkflow(`      - name: Print the commit
        run: echo "\${{ github.sha }}"
`),
    );

    const run = await runScript(['--workflow', file]);

    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `e2e-steps: ${file}:13: step 2 "Print the commit": unsupported expression \${{ github.sha }} ` +
        '(supported: steps.<id>.outputs.<name>, steps.<id>.outcome, steps.<id>.conclusion, env.<NAME>, ' +
        'github.workspace, runner.temp)\n',
    );
  });

  it('refuses a step output of a step that has not run yet', async () => {
    const file = tempWorkflow(
      minimalWorkflow(`      - name: Too early
        run: echo "\${{ steps.later.outputs.total }}"
      - id: later
        run: echo total=1 >> "$GITHUB_OUTPUT"
`),
    );

    const run = await runScript(['--workflow', file]);

    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `e2e-steps: ${file}:13: step 2 "Too early": \${{ steps.later.outputs.total }} refers to step later, which is not an earlier step\n`,
    );
  });

  it('refuses actions it cannot run and inputs action.yml does not have', async () => {
    const foreign = tempWorkflow(
      minimalWorkflow(`      - uses: someone/else@v1
`),
    );
    const unknownInput = tempWorkflow(
      minimalWorkflow(`      - name: Test
        uses: ./
        with:
          mode: test
          no-such-input: x
`),
    );

    const first = await runScript(['--workflow', foreign]);
    const second = await runScript(['--workflow', unknownInput]);

    expect(first.code).toBe(2);
    expect(first.stderr).toBe(
      `e2e-steps: ${foreign}:12: step 2: uses: someone/else@v1 is not supported (only ./, actions/checkout, actions/setup-node)\n`,
    );
    expect(second.code).toBe(2);
    expect(second.stderr).toBe(
      `e2e-steps: ${unknownInput}:16: step 2 "Test": with: no-such-input is not an input of action.yml\n`,
    );
  });

  it('supports continue-on-error, outcome and conclusion like the runner', async () => {
    const file = tempWorkflow(
      minimalWorkflow(`      - id: fails
        continue-on-error: true
        run: exit 3
      - name: Check
        env:
          OUTCOME: \${{ steps.fails.outcome }}
          CONCLUSION: \${{ steps.fails.conclusion }}
        run: |
          source test/workflows/expect.sh
          expect outcome "$OUTCOME" failure
          expect conclusion "$CONCLUSION" success
`),
    );

    const run = await runScript(['--workflow', file]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('failed (continue-on-error): exit code 3');
    expect(run.stdout).toContain('ok: outcome = failure\n');
    expect(run.stdout).toContain('ok: conclusion = success\n');
  });
});
