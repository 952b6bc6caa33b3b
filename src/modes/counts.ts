/**
 * The counts test mode reports (outputs, summary, fail-on), computed from the results rather
 * than taken from the service's summary: the service counts an ERROR result in `failed`, and
 * users need to tell a failing test from one that could not run.
 */
import type { CallOutcome, Counts } from './test-types.js';

/** One pass over every result (100,000s of them in a large run); calls that failed as requests add nothing. */
export function countResults(calls: readonly CallOutcome[]): Counts {
  const counts: Counts = { total: 0, succeeded: 0, failed: 0, errored: 0, skipped: 0, warnings: 0 };
  for (const call of calls) {
    if (!call.ok) continue;
    const { results, summary } = call;
    counts.total += results.length;
    for (let i = 0; i < results.length; i++) {
      const status = results[i]!.status;
      if (status === 'SUCCEEDED') counts.succeeded++;
      else if (status === 'FAILED') counts.failed++;
      else if (status === 'ERROR') counts.errored++;
    }
    // Skips and warnings are not result statuses: only the service's summary knows them.
    counts.skipped += summary.skip;
    counts.warnings += summary.warning;
  }
  return counts;
}
