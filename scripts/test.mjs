#!/usr/bin/env node
// `npm test`: the whole suite, on the runtime the action runs on, against the current source.
//  1. Under Node 24: on an older Node this script runs itself again under Node 24 (scripts/node24.mjs).
//  2. Bundles dist/ from src/ first: the end-to-end and reliability suites run the built action,
//     so without this a fix in src/ would be invisible to them and a green run would prove nothing.
//  3. Runs Jest as native ESM (--experimental-vm-modules), passing on any arguments:
//     `npm test -- test/unit` runs one folder.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureNode24 } from './node24.mjs';

ensureNode24('npm test');

const root = resolve(import.meta.dirname, '..');
const run = (args, env = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const bundled = run([join(root, 'scripts', 'bundle.mjs')]);
if (bundled !== 0) process.exit(bundled);

// Through NODE_OPTIONS rather than a flag, so Jest's worker processes get it too.
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim();
process.exit(
  run([join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)], {
    ...process.env,
    NODE_OPTIONS: nodeOptions,
  }),
);
