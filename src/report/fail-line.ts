/**
 * Whether a test run fails the step (the `fail-on` input), and the one line that says why.
 * A test-run call that failed as a request always fails the step: its tests did not run, so
 * nothing can be said about them, whatever `fail-on` tolerates.
 */
import type { FailOn } from '../inputs.js';
import type { CallOutcome, Counts } from '../modes/test-types.js';
import { formatCount } from './markdown.js';

/** The failed calls as a number, or the calls themselves (then the line quotes the first error). */
export type CallsArg = number | readonly CallOutcome[];

export function conclusionOf(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
): 'success' | 'failure' {
  if (failedCallCount(failedCalls) > 0) return 'failure';
  return triggered(counts, failOn).length > 0 ? 'failure' : 'success';
}

/**
 * `Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)`, and with failed
 * calls `…; 1 of 3 test-run calls failed: Run data tests failed: …`. Undefined on success.
 */
export function failureLine(
  counts: Counts,
  failedCalls: CallsArg,
  failOn: ReadonlySet<FailOn>,
): string | undefined {
  if (conclusionOf(counts, failedCalls, failOn) === 'success') return undefined;
  const parts: string[] = [];
  const reasons = triggered(counts, failOn);
  if (reasons.length > 0)
    parts.push(`${reasons.join(', ')} of ${formatCount(counts.total)} ${plural(counts.total, 'test')}`);
  const callsPart = describeFailedCalls(failedCalls);
  if (callsPart) parts.push(callsPart);
  return `Data tests failed: ${parts.join('; ')} (see the job summary)`;
}

/** The outcomes that fail the step under `failOn`, as phrases: `2 failed`, `1 error`, `3 warnings`. */
function triggered(counts: Counts, failOn: ReadonlySet<FailOn>): string[] {
  const reasons: string[] = [];
  if (failOn.has('failed') && counts.failed > 0) reasons.push(`${formatCount(counts.failed)} failed`);
  if (failOn.has('error') && counts.errored > 0)
    reasons.push(`${formatCount(counts.errored)} ${plural(counts.errored, 'error')}`);
  if (failOn.has('warning') && counts.warnings > 0)
    reasons.push(`${formatCount(counts.warnings)} ${plural(counts.warnings, 'warning')}`);
  return reasons;
}

function failedCallCount(calls: CallsArg): number {
  return typeof calls === 'number' ? calls : calls.filter((c) => !c.ok).length;
}

function describeFailedCalls(calls: CallsArg): string | undefined {
  if (typeof calls === 'number') {
    return calls > 0 ? `${formatCount(calls)} test-run ${plural(calls, 'call')} failed` : undefined;
  }
  const failed = calls.filter((c) => !c.ok);
  const first = failed[0];
  if (!first) return undefined;
  const more = failed.length > 1 ? ` (and ${formatCount(failed.length - 1)} more)` : '';
  const verb =
    failed.length === 1 && calls.length === 1
      ? 'the test-run call failed'
      : `${formatCount(failed.length)} of ${formatCount(calls.length)} test-run ${plural(calls.length, 'call')} failed`;
  return `${verb}: ${oneLine(first.error)}${more}`;
}

/** The step's failure is one line: whatever the service put in the error, keep it on one. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}
