/** Workspaces and event payloads the end-to-end tests run the action with. */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-action.js';
import { tempDir } from './temp-dir.js';

/** A checkout of the retail example: tests.yml, overrides/, fabric.yml, platform-sources/sources.yml. */
export function retailWorkspace(): string {
  const dir = tempDir('retail-ws-');
  cpSync(join(ROOT, 'examples', 'retail'), dir, { recursive: true });
  return dir;
}

/**
 * The event payload file GitHub writes for a pull_request run (GITHUB_EVENT_PATH); with `baseSha`,
 * the base commit GitHub names in it too.
 */
export function pullRequestEvent(number: number, headSha: string, baseSha?: string): string {
  const path = join(tempDir('event-'), 'event.json');
  const base = baseSha === undefined ? {} : { base: { sha: baseSha } };
  writeFileSync(path, JSON.stringify({ number, pull_request: { number, head: { sha: headSha }, ...base } }));
  return path;
}
