/** Shared by the reliability suite: fixture paths and small helpers for runs of the built action. */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DIST_ENTRY, ROOT } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

export const RETAIL_FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
export const RETAIL_EXAMPLE = join(ROOT, 'examples', 'retail');

/** End-to-end tests run dist/: fail at once, with the fix, when it has not been built. */
export function requireDist(): void {
  if (!existsSync(DIST_ENTRY)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
}

/** The messages of the run's `::error::` lines. */
export function errorLines(run: ActionRun): string[] {
  return run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
}

export function warningLines(run: ActionRun): string[] {
  return run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
}

/** Text of a stack trace frame, as Node prints them. */
export const STACK_FRAME = /^\s+at .+\(?.*:\d+:\d+\)?$/m;

/** A fresh checkout of the retail example: tests.yml, fabric.yml, overrides/, platform-sources/. */
export function retailWorkspace(): string {
  const dir = tempDir('reliability-ws-');
  cpSync(RETAIL_EXAMPLE, dir, { recursive: true });
  return dir;
}

/** A results file as test mode writes it, holding the retail run of test/fixtures/report. */
export function writeRetailResultsFile(path: string): void {
  const run: unknown = JSON.parse(
    readFileSync(join(ROOT, 'test', 'fixtures', 'report', 'retail-failing.json'), 'utf8'),
  );
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `${JSON.stringify({ format: 'orchestration-action/test-results', formatVersion: 1, runs: [run] })}\n`,
  );
}

export const PR_NUMBER = 17;
export const PR_HEAD_SHA = 'abcdef01'.repeat(5);

/** The event payload GitHub writes for a pull_request run, in `dir`; returns its path. */
export function prEvent(dir: string): string {
  const path = join(dir, '.event.json');
  writeFileSync(
    path,
    JSON.stringify({ number: PR_NUMBER, pull_request: { number: PR_NUMBER, head: { sha: PR_HEAD_SHA } } }),
  );
  return path;
}
