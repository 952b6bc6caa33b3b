// Whether `npm test` must bundle dist/ first (scripts/test.mjs): only when a test it runs uses
// dist/, and dist/ is not known to be built from the sources as they are. After each bundle it
// makes, npm test records a hash of what the bundle is made from and of dist/ itself; dist/ is
// current while that hash still holds. A fresh clone has no record, so its first run bundles.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The test files that run the built action or emulator: folders end with a slash. Every other
 * test runs src/ through Jest (test/unit/npm-test.test.ts checks that this list misses none).
 */
export const DIST_TESTS = [
  'test/dist/',
  'test/docs/local-commands.test.ts',
  'test/e2e/',
  'test/local/demo.test.ts',
  'test/local/local-script.test.ts',
  'test/reliability/bad-inputs.test.ts',
  'test/reliability/fault-matrix.test.ts',
  'test/reliability/leaks.test.ts',
  'test/reliability/trust.test.ts',
  'test/workflows/e2e-steps.test.ts',
];

/**
 * What scripts/bundle.mjs builds dist/ from, and dist/ itself: an edit of dist/ by hand, or a
 * checkout that changes it, makes it stale too.
 */
const BUILD_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/bundle.mjs',
  'dist',
];

/** The record of the last bundle (.tmp/ is ignored by git). */
export const RECORD = join('.tmp', 'dist-source.hash');

/** Whether the test file at `path` runs dist/. */
export function runsDist(root, path) {
  const file = relative(root, path).split(sep).join('/');
  return DIST_TESTS.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

/**
 * DIST_TESTS as one regular expression over a test file's absolute path, as Jest's
 * `--testPathIgnorePatterns` reads it: `npm run test:unit` leaves these out and runs the rest,
 * none of which needs dist/.
 */
export function distTestsPattern(root) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const base = `${escape(root.split(sep).join('/'))}/`;
  const entries = DIST_TESTS.map((entry) => (entry.endsWith('/') ? escape(entry) : `${escape(entry)}$`));
  return `^${base}(${entries.join('|')})`;
}

/** A hash of every file of BUILD_INPUTS: their paths and contents. */
export function buildHash(root) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      const content = readFileSync(file);
      hash.update(`${relative(root, file)}\0${content.length}\0`).update(content);
    }
  }
  return hash.digest('hex');
}

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true })
    .map((name) => join(path, String(name)))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** Whether dist/ is what the last bundle npm test made from the sources as they are now. */
export function distIsCurrent(root) {
  const record = join(root, RECORD);
  return existsSync(record) && readFileSync(record, 'utf8').trim() === buildHash(root);
}

/** Records the sources and dist/ just bundled. */
export function recordBundle(root) {
  const record = join(root, RECORD);
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, `${buildHash(root)}\n`);
}
