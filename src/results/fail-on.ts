/**
 * Whether a test run fails the step (`fail-on`), and the line that says why. A call that failed as
 * a request always fails it: its tests did not run, whatever `fail-on` tolerates.
 */
import type { FailOn } from '../inputs/settings.js';
import type { CallOutcome, Counts, FailedCall } from './model.js';
import { formatCount, oneLine, plural } from '../common/text.js';

/** The failed calls as a number, or the calls themselves (then the line quotes the first error). */
export type CallsArg = number | readonly CallOutcome[];

export function conclusionOf(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
): 'success' | 'failure' {
  return failureLine(counts, failedCalls, failOn) === undefined ? 'success' : 'failure';
}

/**
 * `Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)`; after a failed call
 * it starts with that request's error, which names the operation as every failed request's does.
 */
export function failureLine(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
): string | undefined {
  const reasons = triggered(counts, failOn);
  const calls = describeFailedCalls(failedCalls);
  if (reasons.length === 0 && calls === undefined) return undefined;
  const results =
    reasons.length > 0
      ? `${reasons.join(', ')} of ${formatCount(counts.total)} ${plural(counts.total, 'test')}`
      : undefined;
  const firstFailed =
    typeof failedCalls === 'number' ? undefined : failedCalls.find((c): c is FailedCall => !c.ok);
  const parts = firstFailed
    ? [oneLine(firstFailed.error), calls, results]
    : [`Data tests failed: ${[results, calls].filter(Boolean).join('; ')}`];
  return `${parts.filter(Boolean).join('; ')} (see the job summary)`;
}

/**
 * `1 new failure`, `1 of 3 test-run calls failed`: the failure line's phrases; without `failures`,
 * only those about something else than failing tests (a history explains those its own way).
 */
export function failureReasons(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
  failures = true,
): string[] {
  return [...triggered(counts, failOn, failures), describeFailedCalls(failedCalls)].filter(
    (r) => r !== undefined,
  );
}

/**
 * A new failure is also a failure: when `failed` counts it, `new-failed` adds no phrase. A
 * quarantined failure counts in no class but `quarantined` (docs/quarantine.md).
 */
function triggered(counts: Counts, failOn: ReadonlySet<FailOn>, failures = true): string[] {
  const failed = counts.failed - counts.quarantinedFailed;
  const errored = counts.errored - counts.quarantinedErrored;
  const { newFailed, newErrored, warnings, flaky, quarantined } = counts;
  const reason = (outcome: FailOn, n: number, words: string) =>
    failOn.has(outcome) && n > 0 ? `${formatCount(n)} ${words}` : undefined;
  const reasons = [
    failures
      ? (reason('failed', failed, 'failed') ??
        reason('new-failed', newFailed, `new ${plural(newFailed, 'failure')}`))
      : undefined,
    failures
      ? (reason('error', errored, plural(errored, 'error')) ??
        reason('new-error', newErrored, `new ${plural(newErrored, 'error')}`))
      : undefined,
    reason('warning', warnings, plural(warnings, 'warning')),
    reason('flaky', flaky, 'flaky'),
    reason('quarantined', quarantined, 'quarantined'),
  ];
  return reasons.filter((r) => r !== undefined);
}

function describeFailedCalls(calls: CallsArg): string | undefined {
  const failed = typeof calls === 'number' ? calls : calls.filter((c) => !c.ok).length;
  if (failed === 0) return undefined;
  if (typeof calls === 'number') return `${formatCount(failed)} test-run ${plural(failed, 'call')} failed`;
  return calls.length === 1
    ? 'the only test-run call failed'
    : `${formatCount(failed)} of ${formatCount(calls.length)} test-run ${plural(calls.length, 'call')} failed`;
}
