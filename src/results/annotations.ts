/**
 * What the check run of a test run shows. One annotation per failing result, failed call and flaky
 * pass, failures first: pre-existing, quarantined and flaky ones are warnings, as they do not block
 * a gate that fails only on what is new. The text lists the annotated tests, as many as GitHub's
 * limit allows, even when the summary had to leave rows out.
 */
import {
  ANNOTATION_MESSAGE_MAX_BYTES,
  ANNOTATION_TITLE_MAX_CHARS,
  CHECK_OUTPUT_MAX_BYTES,
} from '../common/limits.js';
import type { LocatedMessage } from '../github/check-run.js';
import type { SourcesIndex, TestLocation } from '../files/sources.js';
import type { Redact } from '../common/secret-registry.js';
import { isFailure, isFlaky, isQuarantined } from './counts.js';
import type { FailedCall, PlannedCall, RunResult, TestRun } from './model.js';
import { comparisonLine, onReference } from './baseline.js';
import { fitLines } from '../common/budget.js';
import { ADDED_BY_PULL_REQUEST, quarantineSentence, quarantinedWords } from './known-failures.js';
import {
  byteLength,
  clip,
  formatCount,
  inline,
  oneLine,
  plural,
  prefixBytes,
  stripControls,
} from '../common/text.js';
import { placeLabel, subjectOf } from './subject.js';
import { historyPhrase } from './history-words.js';
import type { TestSubject } from './subject.js';

export interface TestAnnotation extends LocatedMessage {
  /** A failing result (`quarantined`: covered by an entry in force), a flaky pass, or a failed call. */
  kind: 'result' | 'quarantined' | 'call';
}

export function buildAnnotations(run: TestRun, index: SourcesIndex | undefined): TestAnnotation[] {
  const failures: TestAnnotation[] = [];
  const warnings: TestAnnotation[] = [];
  const already = run.baseline ? `already failing ${onReference(run.baseline)}` : '';
  for (const outcome of run.calls) {
    if (!outcome.ok) {
      failures.push(callAnnotation(outcome));
      continue;
    }
    for (const result of outcome.results) {
      if (!isFailure(result.status) && !isFlaky(result)) continue;
      const annotation = resultAnnotation(outcome.call, result, index, already, run);
      (annotation.level === 'failure' ? failures : warnings).push(annotation);
    }
  }
  return [...failures, ...warnings];
}

export function locateTest(
  subject: TestSubject,
  name: string,
  index: SourcesIndex | undefined,
): TestLocation | undefined {
  // Model tests are declared with the model, not in the sources file: no line to point at.
  if (subject.kind === 'model' || !index) return undefined;
  return index.locate({ source: subject.source, table: subject.table, column: subject.column, test: name });
}

function resultAnnotation(
  call: PlannedCall,
  result: RunResult,
  index: SourcesIndex | undefined,
  already: string,
  run: TestRun,
): TestAnnotation {
  const subject = subjectOf(call, result, index);
  const passed = !isFailure(result.status);
  const what = passed ? 'Flaky' : result.status;
  const place =
    subject.kind === 'project'
      ? `${what} project test ${result.name}`
      : `${what} ${result.name} on ${placeLabel(subject)}`;
  const quarantined = isQuarantined(result);
  const mark = passed ? undefined : result.quarantine;
  const notes: string[] = [];
  if (quarantined) {
    notes.push(`quarantined until ${mark!.until}`);
    if (mark!.addedByPullRequest) notes.push(ADDED_BY_PULL_REQUEST);
  } else {
    // Against a history's latest run, its own phrase says new or since when.
    const explained = !passed && result.history !== undefined && run.baseline?.history !== undefined;
    if (!passed && !explained && result.classification === 'new') notes.push('new');
    if (!passed && !explained && result.classification === 'pre-existing') notes.push(already);
    if (mark?.expired) notes.push(`quarantine expired on ${mark.until}`);
  }
  if (!passed && result.history) notes.push(historyPhrase(result.history, run.history));
  if (isFlaky(result)) {
    const attempts = result.attempts!.map((a) => a.status).join(', then ');
    notes.push(passed ? attempts : `flaky: ${attempts}`);
  }
  const title = notes.length > 0 ? `${place} (${notes.join('; ')})` : place;
  // A flaky test that no longer fails: the cause worth reading is the last failing attempt's.
  const cause = (passed ? rerunCause(result) : result.cause).trim() || 'no cause given';
  // The entry first, as a long cause is cut at its end: who to ask, and why it counts again.
  const message = mark ? `${quarantineSentence(mark)}\n${cause}` : cause;
  const location = locateTest(subject, result.name, index);
  return {
    level: passed || quarantined || result.classification === 'pre-existing' ? 'warning' : 'failure',
    kind: quarantined ? 'quarantined' : 'result',
    title: clip(oneLine(title), ANNOTATION_TITLE_MAX_CHARS),
    message: clipMessage(message),
    ...(location && { file: location.file, line: location.line }),
  };
}

/** `Passed on a re-run after: <cause>` (or `Ended with status WARN …`): the last failing attempt's. */
function rerunCause(result: RunResult): string {
  const failed = result.attempts?.findLast((a) => isFailure(a.status));
  if (!failed) return '';
  const ended =
    result.status === 'SUCCEEDED' ? 'Passed on a re-run' : `Ended with status ${result.status} on a re-run`;
  return `${ended} after: ${failed.cause}`;
}

function callAnnotation(outcome: FailedCall): TestAnnotation {
  return {
    level: 'failure',
    kind: 'call',
    title: clip(oneLine(`Test-run call failed: ${outcome.call.label}`), ANNOTATION_TITLE_MAX_CHARS),
    message: clipMessage(outcome.error || 'no cause given'),
  };
}

/** Control characters mean nothing in an annotation and some break the JSON GitHub accepts. */
function clipMessage(message: string): string {
  const text = stripControls(message);
  if (byteLength(text) <= ANNOTATION_MESSAGE_MAX_BYTES) return text;
  return `${prefixBytes(text, ANNOTATION_MESSAGE_MAX_BYTES - 3)}…`;
}

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
    return counts.quarantined > 0 ? `${totals}; ${quarantinedWords(run)}` : totals;
  return `${comparisonLine(counts, baseline)}; ${totals}`;
}

/**
 * The annotated tests, one line each: failures, then warnings, then quarantined. Lines are made
 * only while they fit GitHub's limit, and a last line counts the tests left out.
 */
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
  // Headings as text, tests as themselves: a test's line is made only if it is shown.
  const rows: (string | TestAnnotation)[] = [];
  for (const [heading, picks] of groups) {
    const listed = annotations.filter(picks);
    if (listed.length === 0) continue;
    if (rows.length > 0) rows.push('');
    rows.push(`### ${heading} (${formatCount(listed.length)})`, '');
    for (const a of listed) rows.push(a);
  }
  const testsFrom = (row: number) => rows.slice(row).filter((r) => typeof r !== 'string').length;
  const { lines } = fitLines(
    rows.length,
    (i) => {
      const row = rows[i]!;
      return typeof row === 'string' ? row : line(row);
    },
    CHECK_OUTPUT_MAX_BYTES,
    (omitted) => [
      '',
      `_${formatCount(testsFrom(rows.length - omitted))} more not shown: see the job summary._`,
    ],
  );
  return `${lines.join('\n')}\n`;
}
