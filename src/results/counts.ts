/**
 * The counts test mode reports (outputs, summary, fail-on), computed from the results rather
 * than taken from the service's summary: the service counts an ERROR result in `failed`, and
 * users need to tell a failing test from one that could not run.
 */
import type { Baseline, CallOutcome, Counts, RunResult } from './model.js';

export function emptyCounts(): Counts {
  return {
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
  };
}

/**
 * One pass over every result (100,000s of them in a large run); calls that failed as requests
 * add nothing. A failure is new unless the comparison classified it pre-existing, so a run
 * without a baseline (or with an unavailable one) counts every failure as new.
 */
export function countResults(calls: readonly CallOutcome[], baseline?: Baseline): Counts {
  const counts = emptyCounts();
  for (const call of calls) {
    if (!call.ok) continue;
    const { results, summary } = call;
    counts.total += results.length;
    for (let i = 0; i < results.length; i++) countResult(counts, results[i]!);
    // Skips and warnings are not result statuses: only the service's summary knows them.
    counts.skipped += summary.skip;
    counts.warnings += summary.warning;
  }
  counts.gone = baseline?.goneCount ?? 0;
  return counts;
}

function countResult(counts: Counts, result: RunResult): void {
  const { status, classification } = result;
  if (status === 'SUCCEEDED') {
    counts.succeeded++;
    if (classification === 'fixed') counts.fixed++;
  } else if (status === 'FAILED' || status === 'ERROR') {
    const preExisting = classification === 'pre-existing';
    if (preExisting) counts.preExisting++;
    if (status === 'FAILED') {
      counts.failed++;
      if (!preExisting) counts.newFailed++;
    } else {
      counts.errored++;
      if (!preExisting) counts.newErrored++;
    }
  }
  if (result.attempts !== undefined && isFlaky(result)) counts.flaky++;
}

/** FAILED or ERROR: what fails a test. Any other status the service may add neither passes nor fails. */
export function isFailure(status: string): boolean {
  return status === 'FAILED' || status === 'ERROR';
}

/** A re-run test whose status changed between attempts. */
export function isFlaky(result: RunResult): boolean {
  const attempts = result.attempts;
  if (attempts === undefined || attempts.length < 2) return false;
  const first = attempts[0]!.status;
  for (let i = 1; i < attempts.length; i++) if (attempts[i]!.status !== first) return true;
  return false;
}
