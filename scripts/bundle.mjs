#!/usr/bin/env node
// Builds dist/: TypeScript 7 compiles src/ to a private folder, then ncc bundles the action
// (dist/index.js, with chunks for lazily imported code) and the emulator (dist/emulator/).
// The new files replace the old ones one by one with atomic renames and stale files go last,
// so a test running dist/ meanwhile never finds it missing or half written.
import { execFileSync } from 'node:child_process';
import { rmSync, renameSync, writeFileSync, readdirSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { recordBundle } from './dist-freshness.mjs';

const root = resolve(import.meta.dirname, '..');
// A fixed folder name: webpack's chunk ids hash module paths, so a random name here would give
// every build different chunk file names and dist/ would never match a fresh build.
const work = join(root, '.tmp-bundle');
acquireLock(work);
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

/**
 * One build at a time per checkout (tests and people may run it concurrently): mkdir is atomic,
 * and a lock older than five minutes is from a build that died.
 */
function acquireLock(dir) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(dir);
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      if (Date.now() - statSync(dir).mtimeMs > 300_000) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another build holds ${dir}`);
      else execFileSync('sleep', ['0.5']);
    }
  }
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

try {
  const lib = join(work, 'lib');
  run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', lib]);
  const out = join(work, 'dist');
  const ncc = (entry, dir) =>
    run(bin('ncc'), [
      'build',
      join(lib, entry),
      '-o',
      dir,
      '--minify',
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--quiet',
    ]);
  ncc('index.js', out);
  ncc(join('emulator', 'cli.js'), join(out, 'emulator'));
  // A stable entry for users: `node dist/emulator.js --fixture …`.
  writeFileSync(join(out, 'emulator.js'), "import './emulator/index.js';\n");

  const target = join(root, 'dist');
  const fresh = new Set();
  for (const file of listFiles(out)) {
    const rel = relative(out, file);
    fresh.add(rel);
    mkdirSync(dirname(join(target, rel)), { recursive: true });
    renameSync(file, join(target, rel));
  }
  for (const file of listFiles(target)) {
    if (!fresh.has(relative(target, file))) rmSync(file);
  }
  // `npm test` then knows dist/ is built from the sources as they are, and does not build it again.
  recordBundle(root);
  console.log(`dist/ rebuilt: ${[...fresh].sort().join(', ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
