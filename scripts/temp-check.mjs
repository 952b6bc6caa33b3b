#!/usr/bin/env node
// Proves that the tests leave nothing in the system's temporary folder: runs `npm test` (with any
// arguments, e.g. `node scripts/temp-check.mjs test/e2e`) with a temporary folder of its own
// (TMPDIR), then lists what is left in it, and exits 1 when anything is. Tests make their folders
// with tempDir (test/helpers/temp-dir.ts), which removes them. Jest keeps its cache where it
// always does, so the check runs as fast as `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureNode24 } from './node24.mjs';

ensureNode24('the temporary folder check');

const root = resolve(import.meta.dirname, '..');
const shown = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--showConfig'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (shown.status !== 0) {
  process.stderr.write(shown.stderr);
  process.exit(1);
}
const cacheDirectory = JSON.parse(shown.stdout).configs[0].cacheDirectory;

const folder = mkdtempSync(join(tmpdir(), 'temp-check-'));
try {
  const status =
    spawnSync(
      process.execPath,
      [join(root, 'scripts', 'test.mjs'), `--cacheDirectory=${cacheDirectory}`, ...process.argv.slice(2)],
      { cwd: root, stdio: 'inherit', env: { ...process.env, TMPDIR: folder } },
    ).status ?? 1;
  const left = readdirSync(folder).sort();
  console.log(`\nThe tests left ${left.length} entries in the temporary folder (it was empty).`);
  for (const name of left.slice(0, 50)) console.log(`  ${name}`);
  if (left.length > 50) console.log(`  … and ${left.length - 50} more`);
  process.exitCode = status !== 0 ? status : left.length > 0 ? 1 : 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
