import { describe, expect, test } from '@jest/globals';
import type { FailOn } from '../../src/inputs/settings.js';
import { countResults, emptyCounts } from '../../src/results/counts.js';
import type { Counts } from '../../src/results/model.js';
import { conclusionOf, failureLine } from '../../src/results/fail-on.js';
import { loadRun } from './fixture-files.js';

/** Counts as a run without a baseline has them: every failure is new. */
const counts = (c: Partial<Counts>): Counts => ({
  ...emptyCounts(),
  total: 120,
  succeeded: 120,
  newFailed: c.failed ?? 0,
  newErrored: c.errored ?? 0,
  ...c,
});
const on = (...kinds: FailOn[]): ReadonlySet<FailOn> => new Set(kinds);

describe('conclusionOf', () => {
  test.each([
    ['nothing wrong', counts({}), 0, on('failed', 'error'), 'success'],
    ['a failed test', counts({ failed: 1 }), 0, on('failed', 'error'), 'failure'],
    ['an error when only failed counts', counts({ errored: 2 }), 0, on('failed'), 'success'],
    ['an error when error counts', counts({ errored: 2 }), 0, on('error'), 'failure'],
    ['warnings by default', counts({ warnings: 3 }), 0, on('failed', 'error'), 'success'],
    ['warnings when warning counts', counts({ warnings: 3 }), 0, on('warning'), 'failure'],
    ['fail-on none', counts({ failed: 5, errored: 5, warnings: 5 }), 0, on(), 'success'],
    ['a failed call, even with fail-on none', counts({}), 1, on(), 'failure'],
    ['no tests at all', counts({ total: 0, succeeded: 0 }), 0, on('failed', 'error'), 'success'],
  ] as const)('%s', (_name, c, calls, failOn, expected) => {
    expect(conclusionOf(c, calls, failOn)).toBe(expected);
  });
});

describe('failureLine', () => {
  test('undefined on success', () => {
    expect(failureLine(counts({ failed: 3 }), 0, on('error'))).toBeUndefined();
  });

  test('names what failed the step, of how many tests', () => {
    expect(failureLine(counts({ failed: 2, errored: 1 }), 0, on('failed', 'error'))).toBe(
      'Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)',
    );
    expect(failureLine(counts({ failed: 2, errored: 3 }), 0, on('error'))).toBe(
      'Data tests failed: 3 errors of 120 tests (see the job summary)',
    );
    expect(failureLine(counts({ total: 1, succeeded: 0, failed: 1 }), 0, on('failed'))).toBe(
      'Data tests failed: 1 failed of 1 test (see the job summary)',
    );
    expect(failureLine(counts({ total: 12345, warnings: 1 }), 0, on('warning'))).toBe(
      'Data tests failed: 1 warning of 12,345 tests (see the job summary)',
    );
  });

  test('with failed calls given as a number', () => {
    expect(failureLine(counts({}), 2, on())).toBe(
      'Data tests failed: 2 test-run calls failed (see the job summary)',
    );
  });

  test('with the calls themselves: the first error, on one line', () => {
    const run = loadRun('failed-calls');
    expect(failureLine(countResults(run.calls), run.calls, on('failed', 'error'))).toBe(
      'Run data tests failed: Service unavailable (HTTP 503) (after 4 attempts); 2 of 3 test-run calls failed; 2 failed of 3 tests (see the job summary)',
    );
    const one = { ...run, calls: run.calls.slice(1, 2) };
    const error = { ...one.calls[0]!, error: 'Run data tests failed:\n  HTTP 500\r\n  boom' };
    expect(failureLine(countResults([error]), [error], on('failed'))).toBe(
      'Run data tests failed: HTTP 500 boom; the only test-run call failed (see the job summary)',
    );
    expect(conclusionOf(countResults(run.calls), run.calls, on())).toBe('failure');
  });
});

describe('fail-on new-failed, new-error and flaky', () => {
  /** A run compared with a baseline: 3 failed (1 new), 3 errors (2 new), 1 flaky. */
  const compared = counts({ failed: 3, errored: 3, newFailed: 1, newErrored: 2, preExisting: 3, flaky: 1 });

  test.each([
    [on('new-failed'), 'Data tests failed: 1 new failure of 120 tests (see the job summary)'],
    [on('new-error'), 'Data tests failed: 2 new errors of 120 tests (see the job summary)'],
    [on('flaky'), 'Data tests failed: 1 flaky of 120 tests (see the job summary)'],
    [
      on('new-failed', 'new-error', 'flaky'),
      'Data tests failed: 1 new failure, 2 new errors, 1 flaky of 120 tests (see the job summary)',
    ],
    // A new failure is a failure: with `failed` too, one phrase says it.
    [on('failed', 'new-failed'), 'Data tests failed: 3 failed of 120 tests (see the job summary)'],
    [on('error', 'new-error'), 'Data tests failed: 3 errors of 120 tests (see the job summary)'],
    [
      on('failed', 'error', 'new-failed', 'new-error', 'flaky'),
      'Data tests failed: 3 failed, 3 errors, 1 flaky of 120 tests (see the job summary)',
    ],
    [
      on('new-error', 'failed'),
      'Data tests failed: 3 failed, 2 new errors of 120 tests (see the job summary)',
    ],
  ])('%j', (failOn, line) => {
    expect(conclusionOf(compared, 0, failOn)).toBe('failure');
    expect(failureLine(compared, 0, failOn)).toBe(line);
  });

  test('singular and plural phrases', () => {
    const many = counts({ failed: 4, errored: 1, newFailed: 2, newErrored: 1, flaky: 5 });
    expect(failureLine(many, 0, on('new-failed', 'new-error', 'flaky'))).toBe(
      'Data tests failed: 2 new failures, 1 new error, 5 flaky of 120 tests (see the job summary)',
    );
  });

  test('only pre-existing failures: new-failed and new-error pass, failed and error do not', () => {
    const old = counts({ failed: 2, errored: 1, newFailed: 0, newErrored: 0, preExisting: 3 });
    expect(conclusionOf(old, 0, on('new-failed', 'new-error'))).toBe('success');
    expect(failureLine(old, 0, on('new-failed', 'new-error'))).toBeUndefined();
    expect(failureLine(old, 0, on('failed', 'error'))).toBe(
      'Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)',
    );
  });

  test('flaky tests fail the step only with fail-on flaky', () => {
    const flaky = counts({ flaky: 2 });
    expect(conclusionOf(flaky, 0, on('failed', 'error', 'new-failed', 'new-error', 'warning'))).toBe(
      'success',
    );
    expect(conclusionOf(flaky, 0, on('flaky'))).toBe('failure');
    expect(failureLine(flaky, 0, on('flaky'))).toBe(
      'Data tests failed: 2 flaky of 120 tests (see the job summary)',
    );
  });

  test('a failed call still fails the step under fail-on new, and the line says both', () => {
    expect(failureLine(compared, 1, on('new-failed'))).toBe(
      'Data tests failed: 1 new failure of 120 tests; 1 test-run call failed (see the job summary)',
    );
  });
});
