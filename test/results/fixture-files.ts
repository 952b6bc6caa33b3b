/**
 * Snapshot files next to the fixtures: the expected output is committed and compared exactly.
 * `UPDATE_FIXTURES=1 npm test -- test/results` rewrites them; review the diff before committing.
 */
import { expect } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestRun } from '../../src/results/model.js';
import { countResults } from '../../src/results/counts.js';

export const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures', 'report');
export const ROOT = resolve(import.meta.dirname, '..', '..');

export const RUN_FIXTURES = ['retail-failing', 'all-passing', 'failed-calls', 'hostile'] as const;

/**
 * A fixture run. The fixtures hold the six counts of the first results files; the quarantine's
 * counts, which the renderers subtract from them, are zero there (report mode recounts old files).
 */
export function loadRun(name: string): TestRun {
  const run = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as TestRun;
  run.counts = Object.assign({ quarantined: 0, quarantinedFailed: 0, quarantinedErrored: 0 }, run.counts);
  return run;
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

/** retail-failing compared with main: one new failure, two already failing, one fixed, one flaky. */
export function comparedRun(): TestRun {
  const run = loadRun('retail-failing');
  const results = run.calls.flatMap((c) => (c.ok ? c.results : []));
  const byName = (name: string, table = '') =>
    results.find((r) => r.name === name && (table === '' || r.table === table))!;
  for (const r of results) r.classification = r.status === 'SUCCEEDED' ? 'passing' : 'new';
  byName('unique', 'customers').classification = 'pre-existing';
  byName('revenue_not_negative').classification = 'pre-existing';
  byName('not_null', 'orders').classification = 'fixed';
  byName('revenue_reconciles').attempts = [
    { status: 'ERROR', cause: 'warehouse starting', time: 1 },
    { status: 'SUCCEEDED', cause: '', time: 1.234 },
  ];
  run.baseline = { branch: 'main', gone: [], goneCount: 0 };
  return { ...run, counts: countResults(run.calls, run.baseline) };
}
