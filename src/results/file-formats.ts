/**
 * What names the results file and the history file and what their counts are, apart from the zod
 * schemas that read the files back (results-format.ts, history-format.ts): a step that only writes
 * them, or counts a run, does not build those schemas as it starts.
 */

export const RESULTS_FORMAT = 'orchestration-action/test-results';
export const RESULTS_FORMAT_VERSION = 1;

/**
 * Computed from the results, in the results file's order (the first six every version wrote):
 * failed and errored count the FAILED and ERROR results; skipped and warnings come from the
 * services' summaries (`skip`, `warning`), as no result has such a status. newFailed and newErrored
 * are failures neither pre-existing nor quarantined (all of them without a baseline); preExisting,
 * failures that also failed in the baseline; fixed, tests that failed there and pass here; gone,
 * tests that ran there but not here; flaky, tests whose status changed between attempts (rerun).
 * A failure covered by a quarantine entry in force counts as quarantined (and quarantinedFailed or
 * quarantinedErrored) and in no other class.
 */
export const COUNT_NAMES = [
  'total',
  'succeeded',
  'failed',
  'errored',
  'skipped',
  'warnings',
  'newFailed',
  'newErrored',
  'preExisting',
  'fixed',
  'gone',
  'flaky',
  'quarantined',
  'quarantinedFailed',
  'quarantinedErrored',
] as const;

/** A FAILED or ERROR result is `new` or `pre-existing`, a SUCCEEDED one `fixed` or `passing`. */
export const CLASSIFICATIONS = ['new', 'pre-existing', 'fixed', 'passing'] as const;

export const HISTORY_FORMAT = 'orchestration-action/test-history';
export const HISTORY_FORMAT_VERSION = 1;
