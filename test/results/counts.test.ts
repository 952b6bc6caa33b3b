import { describe, expect, test } from '@jest/globals';
import type { TestResult, TestStatus, TestSummary } from '../../src/service/types.js';
import { countResults, emptyCounts, isFlaky } from '../../src/results/counts.js';
import type { Attempt, Baseline, CallOutcome, PlannedCall, RunResult } from '../../src/results/model.js';
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

function ok(results: RunResult[], summary: Partial<TestSummary> = {}): CallOutcome {
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

describe('emptyCounts', () => {
  test('every count, zero, in a fresh object each time', () => {
    const zero = emptyCounts();
    expect(zero).toEqual({
      total: 0,
      succeeded: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      warnings: 0,
      newFailed: 0,
      newErrored: 0,
      preExisting: 0,
      fixed: 0,
      gone: 0,
      flaky: 0,
      quarantined: 0,
      quarantinedFailed: 0,
      quarantinedErrored: 0,
    });
    zero.failed = 5;
    expect(emptyCounts().failed).toBe(0);
  });
});

describe('countResults with a baseline', () => {
  const classified = (
    name: string,
    status: TestStatus,
    classification?: RunResult['classification'],
  ): RunResult => ({ ...result(name, status), ...(classification && { classification }) });

  test('new and pre-existing failures and errors, fixed tests, and the gone count', () => {
    const baseline: Baseline = { branch: 'main', gone: [], goneCount: 4 };
    const counts = countResults(
      [
        ok([
          classified('a', 'FAILED', 'new'),
          classified('b', 'FAILED', 'pre-existing'),
          classified('c', 'FAILED', 'pre-existing'),
          classified('d', 'ERROR', 'new'),
          classified('e', 'ERROR', 'new'),
          classified('f', 'ERROR', 'pre-existing'),
          classified('g', 'SUCCEEDED', 'fixed'),
          classified('h', 'SUCCEEDED', 'passing'),
          classified('i', 'SUCCEEDED', 'passing'),
        ]),
      ],
      baseline,
    );
    expect(counts).toEqual({
      total: 9,
      succeeded: 3,
      failed: 3,
      errored: 3,
      skipped: 0,
      warnings: 0,
      newFailed: 1,
      newErrored: 2,
      preExisting: 3,
      fixed: 1,
      gone: 4,
      flaky: 0,
      quarantined: 0,
      quarantinedFailed: 0,
      quarantinedErrored: 0,
    });
  });

  test('a failure the comparison did not classify counts as new', () => {
    const counts = countResults(
      [ok([classified('a', 'FAILED'), classified('b', 'ERROR'), classified('c', 'FAILED', 'pre-existing')])],
      { branch: 'main', unavailable: 'the reference run failed', gone: [], goneCount: 0 },
    );
    expect(counts).toMatchObject({ failed: 2, errored: 1, newFailed: 1, newErrored: 1, preExisting: 1 });
  });
});

describe('flaky tests', () => {
  const attempt = (status: TestStatus): Attempt => ({
    status,
    cause: status === 'SUCCEEDED' ? '' : 'x',
    time: 0.1,
  });
  const rerun = (...statuses: TestStatus[]): RunResult => ({
    ...result('t', statuses[statuses.length - 1]!),
    attempts: statuses.map(attempt),
  });

  test.each([
    [['FAILED', 'SUCCEEDED'], true],
    [['ERROR', 'SUCCEEDED'], true],
    [['FAILED', 'ERROR'], true],
    [['FAILED', 'FAILED', 'SUCCEEDED'], true],
    [['FAILED', 'SUCCEEDED', 'FAILED'], true],
    [['FAILED', 'FAILED'], false],
    [['ERROR', 'ERROR', 'ERROR', 'ERROR'], false],
    [['FAILED'], false],
    [[], false],
  ] as Array<[TestStatus[], boolean]>)('attempts %j: flaky %s', (statuses, flaky) => {
    expect(isFlaky(rerun(...statuses))).toBe(flaky);
  });

  test('a test never re-run is not flaky', () => {
    expect(isFlaky(result('t', 'FAILED'))).toBe(false);
  });

  test('countResults counts them, beside the last status of each', () => {
    const counts = countResults([
      ok([
        rerun('FAILED', 'SUCCEEDED'),
        rerun('ERROR', 'FAILED'),
        rerun('FAILED', 'FAILED'),
        result('plain', 'FAILED'),
      ]),
      ok([rerun('ERROR', 'ERROR', 'SUCCEEDED')]),
    ]);
    expect(counts).toEqual(
      countsWithoutBaseline(
        { total: 5, succeeded: 2, failed: 3, errored: 0, skipped: 0, warnings: 0 },
        { flaky: 3 },
      ),
    );
  });
});
