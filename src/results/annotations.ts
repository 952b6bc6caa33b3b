/**
 * One annotation per failing result, failed call and flaky pass, failures first. Pre-existing,
 * quarantined and flaky ones are warnings: they do not block a gate that fails only on what is
 * new. Pure data: the shell prints and sends the first ones.
 */
import { ANNOTATION_MESSAGE_MAX_BYTES, ANNOTATION_TITLE_MAX_CHARS } from '../limits.js';
import type { LocatedMessage } from '../github/check-run.js';
import type { SourcesIndex, TestLocation } from '../files/sources.js';
import { isFailure, isFlaky, isQuarantined } from './counts.js';
import type { FailedCall, PlannedCall, RunResult, TestRun } from './model.js';
import { onReference } from './comparison.js';
import { quarantineSentence } from './quarantine.js';
import { byteLength, clip, oneLine, prefixBytes, stripControls } from '../text.js';
import { placeLabel, subjectOf } from './subject.js';
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
      const annotation = resultAnnotation(outcome.call, result, index, already);
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
  if (quarantined) notes.push(`quarantined until ${mark!.until}`);
  else {
    if (!passed && result.classification === 'new') notes.push('new');
    if (!passed && result.classification === 'pre-existing') notes.push(already);
    if (mark?.expired) notes.push(`quarantine expired on ${mark.until}`);
  }
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
