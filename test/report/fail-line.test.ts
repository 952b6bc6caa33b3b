import { describe, expect, test } from '@jest/globals';
import type { FailOn } from '../../src/inputs.js';
import { countResults, emptyCounts } from '../../src/modes/counts.js';
import type { Counts } from '../../src/modes/test-types.js';
import { conclusionOf, failureLine } from '../../src/report/fail-line.js';
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
