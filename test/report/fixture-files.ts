/**
 * Snapshot files next to the fixtures: the expected output is committed and compared exactly.
 * `UPDATE_FIXTURES=1 npm test -- test/report` rewrites them; review the diff before committing.
 */
import { expect } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestRun } from '../../src/results/model.js';

export const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures', 'report');
export const ROOT = resolve(import.meta.dirname, '..', '..');

export const RUN_FIXTURES = ['retail-failing', 'all-passing', 'failed-calls', 'hostile'] as const;

export function loadRun(name: string): TestRun {
  return JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as TestRun;
}

export function expectFixture(fileName: string, actual: string): void {
  const path = join(FIXTURES, fileName);
  if (process.env.UPDATE_FIXTURES === '1') {
    writeFileSync(path, actual, 'utf8');
    return;
  }
  if (!existsSync(path))
    throw new Error(`${path} does not exist: run the test with UPDATE_FIXTURES=1 and review it`);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}
