/**
 * Whether a test run fails the step (`fail-on`), and the line that says why. A call that failed as
 * a request always fails it: its tests did not run, whatever `fail-on` tolerates.
 */
import type { FailOn } from '../inputs/settings.js';
import type { CallOutcome, Counts } from './model.js';
import { formatCount, oneLine, plural } from '../text.js';

/** The failed calls as a number, or the calls themselves (then the line quotes the first error). */
export type CallsArg = number | readonly CallOutcome[];

export function conclusionOf(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
): 'success' | 'failure' {
  const failed = failedCallCount(failedCalls) > 0 || triggered(counts, failOn).length > 0;
  return failed ? 'failure' : 'success';
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
  if (conclusionOf(counts, failedCalls, failOn) === 'success') return undefined;
  const reasons = triggered(counts, failOn);
  const results =
    reasons.length > 0
      ? `${reasons.join(', ')} of ${formatCount(counts.total)} ${plural(counts.total, 'test')}`
      : undefined;
  const calls = describeFailedCalls(failedCalls);
  const firstFailed = typeof failedCalls === 'number' ? undefined : failedCalls.find((c) => !c.ok);
  const parts =
    firstFailed && !firstFailed.ok
      ? [oneLine(firstFailed.error), calls, results]
      : [`Data tests failed: ${[results, calls].filter(Boolean).join('; ')}`];
  return `${parts.filter(Boolean).join('; ')} (see the job summary)`;
}

/** `1 new failure`, `1 of 3 test-run calls failed`: the failure line's phrases. */
export function failureReasons(counts: Counts, failedCalls: CallsArg, failOn: ReadonlySet<FailOn>): string[] {
  const calls = describeFailedCalls(failedCalls);
  return calls === undefined ? triggered(counts, failOn) : [...triggered(counts, failOn), calls];
}

/**
 * A new failure is also a failure: when `failed` counts it, `new-failed` adds no phrase. A
 * quarantined failure counts in no class but `quarantined` (docs/quarantine.md).
 */
function triggered(counts: Counts, failOn: ReadonlySet<FailOn>): string[] {
  const reasons: string[] = [];
  const failed = counts.failed - counts.quarantinedFailed;
  const errored = counts.errored - counts.quarantinedErrored;
  if (failOn.has('failed') && failed > 0) reasons.push(`${formatCount(failed)} failed`);
  else if (failOn.has('new-failed') && counts.newFailed > 0)
    reasons.push(`${formatCount(counts.newFailed)} new ${plural(counts.newFailed, 'failure')}`);
  if (failOn.has('error') && errored > 0) reasons.push(`${formatCount(errored)} ${plural(errored, 'error')}`);
  else if (failOn.has('new-error') && counts.newErrored > 0)
    reasons.push(`${formatCount(counts.newErrored)} new ${plural(counts.newErrored, 'error')}`);
  if (failOn.has('warning') && counts.warnings > 0)
    reasons.push(`${formatCount(counts.warnings)} ${plural(counts.warnings, 'warning')}`);
  if (failOn.has('flaky') && counts.flaky > 0) reasons.push(`${formatCount(counts.flaky)} flaky`);
  if (failOn.has('quarantined') && counts.quarantined > 0)
    reasons.push(`${formatCount(counts.quarantined)} quarantined`);
  return reasons;
}

function failedCallCount(calls: CallsArg): number {
  return typeof calls === 'number' ? calls : calls.filter((c) => !c.ok).length;
}

function describeFailedCalls(calls: CallsArg): string | undefined {
  const failed = failedCallCount(calls);
  if (failed === 0) return undefined;
  if (typeof calls === 'number') return `${formatCount(failed)} test-run ${plural(failed, 'call')} failed`;
  return calls.length === 1
    ? 'the only test-run call failed'
    : `${formatCount(failed)} of ${formatCount(calls.length)} test-run ${plural(calls.length, 'call')} failed`;
}
