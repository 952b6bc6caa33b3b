/**
 * The check run's title and text for a test run. The text lists every failing test, so the full
 * list survives there even when the summary had to leave rows out.
 */
import { CHECK_OUTPUT_MAX_BYTES } from '../limits.js';
import type { TestRun } from './model.js';
import type { Redact } from '../secrets.js';
import { clip, fitBytes, formatCount, inline, oneLine, plural } from '../text.js';
import type { TestAnnotation } from './annotations.js';
import { comparisonLine } from './comparison.js';

/** `2 failed, 12 passed of 14 tests; 1 quarantined`; with a baseline, what is new leads. */
export function checkTitle(run: TestRun): string {
  const { counts } = run;
  const parts: string[] = [];
  if (counts.failed) parts.push(`${formatCount(counts.failed)} failed`);
  if (counts.errored) parts.push(`${formatCount(counts.errored)} ${plural(counts.errored, 'error')}`);
  parts.push(`${formatCount(counts.succeeded)} passed`);
  if (counts.flaky) parts.push(`${formatCount(counts.flaky)} flaky`);
  const failedCalls = run.calls.filter((c) => !c.ok).length;
  const callsNote = failedCalls ? `; ${failedCalls} of ${run.calls.length} test-run calls failed` : '';
  const totals = `${parts.join(', ')} of ${formatCount(counts.total)} ${plural(counts.total, 'test')}${callsNote}`;
  const baseline = run.baseline;
  if (!baseline || baseline.unavailable !== undefined)
    return counts.quarantined > 0 ? `${totals}; ${formatCount(counts.quarantined)} quarantined` : totals;
  return `${comparisonLine(counts, baseline)}; ${totals}`;
}

/** Every annotated test, one line each: failures, then warnings, then quarantined. */
export function failingTestsText(annotations: readonly TestAnnotation[], redact: Redact): string | undefined {
  if (annotations.length === 0) return undefined;
  const line = (a: TestAnnotation): string => {
    const where = a.file ? ` (${a.file}${a.line ? `:${a.line}` : ''})` : '';
    return `- **${inline(redact(a.title))}**${inline(where)}: ${inline(clip(oneLine(redact(a.message)), 500))}`;
  };
  const groups: [string, (a: TestAnnotation) => boolean][] = [
    ['Failing tests', (a) => a.level === 'failure'],
    ['Warnings: already failing or flaky', (a) => a.level === 'warning' && a.kind !== 'quarantined'],
    ['Quarantined: known failures', (a) => a.kind === 'quarantined'],
  ];
  const blocks = groups.flatMap(([heading, picks]) => {
    const listed = annotations.filter(picks);
    if (listed.length === 0) return [];
    return [`### ${heading} (${formatCount(listed.length)})\n\n${listed.map(line).join('\n')}\n`];
  });
  return fitBytes(blocks.join('\n'), CHECK_OUTPUT_MAX_BYTES);
}
