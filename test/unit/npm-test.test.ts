/**
 * `npm test` bundles dist/ only for a run that uses it, and only when dist/ is stale
 * (scripts/dist-freshness.mjs). Its list of the tests that run dist/ must miss none, or such a
 * test would run an old bundle; and the record of a bundle must change with every file dist/ is
 * built from, and with dist/ itself, but not with the tests or the docs.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DIST_TESTS,
  RECORD,
  buildHash,
  distIsCurrent,
  distTestsPattern,
  recordBundle,
  runsDist,
} from '../../scripts/dist-freshness.mjs';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

const TEST_FILES = readdirSync(join(ROOT, 'test'), { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join(ROOT, 'test', name))
  .sort();

/** What a test file that runs the built action or emulator says. */
const RUNS_DIST = /\brunAction\(|\bDIST_ENTRY\b|\brequireDist\(|e2e-steps\.mjs|local\.mjs|demo\.mjs|'dist'/;

describe('the tests that run dist/', () => {
  it('are all in DIST_TESTS, and only they', () => {
    // This file names what the others say; it runs none of it.
    const others = TEST_FILES.filter((file) => file !== import.meta.filename);
    const running = others.filter((file) => RUNS_DIST.test(readFileSync(file, 'utf8')));
    expect(others.filter((file) => runsDist(ROOT, file))).toEqual(running);
    expect(running.length).toBeGreaterThan(DIST_TESTS.length);
  });

  it('are the ones `npm run test:unit` leaves out, and the only ones', () => {
    const pattern = new RegExp(distTestsPattern(ROOT));
    const left = TEST_FILES.filter((file) => pattern.test(file));
    expect(left).toEqual(TEST_FILES.filter((file) => runsDist(ROOT, file)));
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(TEST_FILES.length);
  });

  it('DIST_TESTS names only test files and folders that exist', () => {
    for (const entry of DIST_TESTS) expect([entry, existsSync(join(ROOT, entry))]).toEqual([entry, true]);
  });
});

describe('the record of a bundle', () => {
  function checkout(): string {
    const root = tempDir('npm-test-');
    const files: Record<string, string> = {
      'src/index.ts': 'export {};\n',
      'package.json': '{}\n',
      'package-lock.json': '{}\n',
      'tsconfig.json': '{}\n',
      'tsconfig.build.json': '{}\n',
      'scripts/bundle.mjs': '\n',
      'dist/index.js': '\n',
      'test/unit/a.test.ts': '\n',
      'README.md': '# x\n',
    };
    for (const [path, text] of Object.entries(files)) write(root, path, text);
    return root;
  }
  function write(root: string, path: string, text: string): void {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('holds until a file dist/ is built from, or dist/ itself, changes', () => {
    for (const [path, text] of [
      ['src/index.ts', 'export const a = 1;\n'],
      ['src/new/module.ts', 'export {};\n'],
      ['package-lock.json', '{ "lockfileVersion": 3 }\n'],
      ['package.json', '{ "type": "module" }\n'],
      ['tsconfig.build.json', '{ "extends": "./tsconfig.json" }\n'],
      ['scripts/bundle.mjs', '// changed\n'],
      ['dist/index.js', '// edited by hand\n'],
      ['dist/123.index.js', '\n'],
    ]) {
      const root = checkout();
      expect(distIsCurrent(root)).toBe(false);
      recordBundle(root);
      expect(readFileSync(join(root, RECORD), 'utf8')).toBe(`${buildHash(root)}\n`);
      expect(distIsCurrent(root)).toBe(true);
      write(root, path!, text!);
      expect([path, distIsCurrent(root)]).toEqual([path, false]);
    }
  });

  it('is not touched by the tests or the docs', () => {
    const root = checkout();
    recordBundle(root);
    write(root, 'test/unit/a.test.ts', 'changed\n');
    write(root, 'README.md', '# changed\n');
    expect(distIsCurrent(root)).toBe(true);
  });
});
