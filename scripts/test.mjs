#!/usr/bin/env node
// `npm test`: the whole suite, on the runtime the action runs on, against the current source.
//  1. Under Node 24: on an older Node this script runs itself again under Node 24 (scripts/node24.mjs).
//  2. Bundles dist/ from src/ first when the run needs it: when a test it runs uses dist/ (the
//     end-to-end and reliability suites run the built action) and dist/ is not known to be built
//     from the current sources (scripts/dist-freshness.mjs). Without this a fix in src/ would be
//     invisible to them and a green run would prove nothing; unit tests run src/ and never wait
//     for a bundle.
//  3. Runs Jest as native ESM (--experimental-vm-modules), passing on any arguments:
//     `npm test -- test/unit` runs one folder; with Node's compile cache in .tmp/ (below).
// `npm run test:unit` (`--unit`, first) runs every test but those of DIST_TESTS: the tests that
// run src/ in Jest, never waiting for a bundle. `npm test` stays the whole truth.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureNode24 } from './node24.mjs';
import { distIsCurrent, distTestsPattern, runsDist } from './dist-freshness.mjs';

ensureNode24('npm test');

const root = resolve(import.meta.dirname, '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const unitOnly = process.argv[2] === '--unit';
const args = unitOnly
  ? [...process.argv.slice(3), `--testPathIgnorePatterns=${distTestsPattern(root)}`]
  : process.argv.slice(2);
const run = (argv, env = process.env) =>
  spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit', env }).status ?? 1;

/**
 * The test files Jest would run with these arguments, as Jest selects them; undefined when it
 * cannot say. `--json` and `--outputFile` are left out: with --listTests, Jest would write the
 * list to the file meant for the results.
 */
function selectedTests() {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--outputFile') i++;
    else if (args[i] !== '--json' && !args[i].startsWith('--outputFile=')) kept.push(args[i]);
  }
  const listed = spawnSync(process.execPath, [jest, '--listTests', '--json', ...kept], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    return listed.status === 0 ? JSON.parse(listed.stdout) : undefined;
  } catch {
    return undefined;
  }
}

if (unitOnly) {
  console.log('The tests that run src/ (`npm test` runs them all, and those that run dist/).');
} else if (distIsCurrent(root)) {
  console.log('dist/ is current: built from src/ as it is now.');
} else {
  const tests = args.length === 0 ? undefined : selectedTests();
  if (tests === undefined || tests.some((file) => runsDist(root, file))) {
    const bundled = run([join(root, 'scripts', 'bundle.mjs')]);
    if (bundled !== 0) process.exit(bundled);
  } else {
    console.log('dist/ is not rebuilt: no test of this run uses it (`npm run bundle` does).');
  }
}

// Through NODE_OPTIONS rather than a flag, so Jest's worker processes get it too.
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim();
// Node's compile cache (V8 code, keyed by each file's content) for every Node process of the run:
// the tests start the built action hundreds of times, and each start skips compiling its bundle.
const compileCache = process.env.NODE_COMPILE_CACHE || join(root, '.tmp', 'node-compile-cache');
process.exit(
  run([jest, ...args], { ...process.env, NODE_OPTIONS: nodeOptions, NODE_COMPILE_CACHE: compileCache }),
);
