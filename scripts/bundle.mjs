#!/usr/bin/env node
// Builds dist/: TypeScript 7 compiles src/ to a private folder, then ncc bundles the action
// (dist/index.js, with chunks for lazily imported code) and the emulator (dist/emulator/).
// Everything is built aside and swapped in at the end, so a failed or concurrent build never
// leaves dist/ half written.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, renameSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(root, '.tmp-bundle-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

try {
  const lib = join(work, 'lib');
  run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', lib, '--noEmitOnError', 'false']);
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
  const old = join(work, 'old-dist');
  if (existsSync(target)) renameSync(target, old);
  renameSync(out, target);
  console.log(`dist/ rebuilt: ${readdirSync(target).join(', ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
