import { describe, expect, test } from '@jest/globals';
import type { TestResult, TestStatus, TestSummary } from '../../src/api/types.js';
import { countResults } from '../../src/modes/counts.js';
import type { CallOutcome, PlannedCall } from '../../src/modes/test-types.js';
import { countsWithoutBaseline } from '../helpers/counts.js';

const call: PlannedCall = { id: 'tests', label: 'project tests', request: { fabricId: 1, projectId: 'p' } };

function result(name: string, status: TestStatus): TestResult {
  return {
    name,
    status,
    table: '',
    columnName: '',
    index: 0,
    time: 0.1,
    cause: status === 'SUCCEEDED' ? '' : 'x',
  };
}

function ok(results: TestResult[], summary: Partial<TestSummary> = {}): CallOutcome {
  return {
    call,
    ok: true,
    results,
    summary: { failed: 0, skip: 0, succeeded: 0, total: results.length, warning: 0, ...summary },
    runnerStdout: '',
    durationMs: 1,
  };
}

describe('countResults', () => {
  test('counts FAILED and ERROR apart even when the service summary counts errors as failures', () => {
    const counts = countResults([
      ok([result('a', 'SUCCEEDED'), result('b', 'FAILED'), result('c', 'ERROR'), result('d', 'ERROR')], {
        failed: 3,
        succeeded: 1,
      }),
    ]);
    expect(counts).toEqual(
      countsWithoutBaseline({ total: 4, succeeded: 1, failed: 1, errored: 2, skipped: 0, warnings: 0 }),
    );
  });

  test('sums skips and warnings from the summaries of all calls; failed calls add nothing', () => {
    const counts = countResults([
      ok([result('a', 'SUCCEEDED')], { skip: 2, warning: 1 }),
      { call, ok: false, error: 'Run data tests failed: HTTP 500', durationMs: 3 },
      ok([result('b', 'FAILED'), result('c', 'SUCCEEDED')], { skip: 1, warning: 4 }),
    ]);
    expect(counts).toEqual(
      countsWithoutBaseline({ total: 3, succeeded: 2, failed: 1, errored: 0, skipped: 3, warnings: 5 }),
    );
  });

  test('no calls, or only failed ones: all zero', () => {
    const zero = countsWithoutBaseline({
      total: 0,
      succeeded: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      warnings: 0,
    });
    expect(countResults([])).toEqual(zero);
    expect(countResults([{ call, ok: false, error: 'e', durationMs: 0 }])).toEqual(zero);
  });

  test('a million results in one call', () => {
    const statuses: TestStatus[] = ['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'ERROR'];
    const results = Array.from({ length: 1_000_000 }, (_, i) => result(`t${i}`, statuses[i % 4]!));
    expect(countResults([ok(results)])).toEqual(
      countsWithoutBaseline({
        total: 1_000_000,
        succeeded: 500_000,
        failed: 250_000,
        errored: 250_000,
        skipped: 0,
        warnings: 0,
      }),
    );
  });
});
