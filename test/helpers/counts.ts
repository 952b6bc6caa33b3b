/**
 * The counts of a run compared with no baseline: every FAILED and ERROR result is new, nothing is
 * pre-existing, fixed or gone (CONTRACT, the outputs new-failed/new-errored), nothing flaky or
 * quarantined.
 */
import type { Counts } from '../../src/results/model.js';

type Basic = Pick<Counts, 'total' | 'succeeded' | 'failed' | 'errored' | 'skipped' | 'warnings'>;

export function countsWithoutBaseline(basic: Basic, more: Partial<Counts> = {}): Counts {
  return {
    ...basic,
    newFailed: basic.failed,
    newErrored: basic.errored,
    preExisting: 0,
    fixed: 0,
    gone: 0,
    flaky: 0,
    quarantined: 0,
    quarantinedFailed: 0,
    quarantinedErrored: 0,
    ...more,
  };
}
