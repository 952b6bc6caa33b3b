/**
 * One annotation per FAILED or ERROR result, placed on the sources-file line that declares the
 * test when it can be found, and one per test-run call that failed as a request. Pure data: the
 * flow prints the first `max-annotations` as workflow commands and sends them all with the check run.
 */
import type { TestResult } from '../api/types.js';
import type { SourcesIndex } from '../files/sources.js';
import type { FailedCall, PlannedCall, TestRun } from '../modes/test-types.js';
import { byteLength, clip, oneLine, prefixBytes, stripControls } from '../text.js';
import { placeLabel, subjectOf } from './test-subject.js';

export interface TestAnnotation {
  level: 'failure';
  /** A failing test result, or a test-run call that failed as a request. */
  kind: 'result' | 'call';
  /** At most 255 characters (the check-run API's limit). */
  title: string;
  message: string;
  file?: string;
  line?: number;
  /** The result annotated; for a failed call, a stand-in with status ERROR and the call's error as cause. */
  result: TestResult;
  call: PlannedCall;
}

export const TITLE_MAX_CHARS = 255;
/** The check-run API takes 64 KB per annotation message; longer causes are cut, with room to spare. */
export const MESSAGE_MAX_BYTES = 60_000;

export function buildAnnotations(run: TestRun, index: SourcesIndex | undefined): TestAnnotation[] {
  const annotations: TestAnnotation[] = [];
  for (const outcome of run.calls) {
    if (!outcome.ok) {
      annotations.push(callAnnotation(outcome));
      continue;
    }
    for (const result of outcome.results) {
      if (result.status === 'SUCCEEDED') continue;
      annotations.push(resultAnnotation(outcome.call, result, index));
    }
  }
  return annotations;
}

function resultAnnotation(
  call: PlannedCall,
  result: TestResult,
  index: SourcesIndex | undefined,
): TestAnnotation {
  const subject = subjectOf(call, result, index);
  const title =
    subject.kind === 'project'
      ? `${result.status} project test ${result.name}`
      : `${result.status} ${result.name} on ${placeLabel(subject)}`;
  // Model tests are declared with the model, not in the sources file: no line to point at.
  const location =
    subject.kind === 'model' || !index
      ? undefined
      : index.locate({
          source: subject.source,
          table: subject.table,
          column: subject.column,
          test: result.name,
        });
  const annotation: TestAnnotation = {
    level: 'failure',
    kind: 'result',
    title: clipTitle(title),
    message: clipMessage(result.cause.trim() || 'no cause given'),
    result,
    call,
  };
  if (location) {
    annotation.file = location.file;
    annotation.line = location.line;
  }
  return annotation;
}

function callAnnotation(outcome: FailedCall): TestAnnotation {
  return {
    level: 'failure',
    kind: 'call',
    title: clipTitle(`Test-run call failed: ${outcome.call.label}`),
    message: clipMessage(outcome.error || 'no cause given'),
    result: {
      name: outcome.call.label,
      status: 'ERROR',
      table: '',
      columnName: '',
      index: -1,
      time: 0,
      cause: outcome.error,
    },
    call: outcome.call,
  };
}

function clipTitle(title: string): string {
  return clip(oneLine(title), TITLE_MAX_CHARS);
}

/** Control characters mean nothing in an annotation and some break the JSON GitHub accepts. */
function clipMessage(message: string): string {
  const text = stripControls(message);
  if (byteLength(text) <= MESSAGE_MAX_BYTES) return text;
  return `${prefixBytes(text, MESSAGE_MAX_BYTES - 3)}…`;
}
