/**
 * One annotation per FAILED or ERROR result, placed on the sources-file line that declares the
 * test when it can be found, and one per test-run call that failed as a request. Pure data: the
 * flow prints the first `max-annotations` as workflow commands and sends them all with the check run.
 */
import type { TestResult } from '../api/types.js';
import type { SourcesIndex } from '../files/sources.js';
import type { FailedCall, PlannedCall, TestRun } from '../modes/test-types.js';
import { redact } from '../github/runner.js';
import { byteLength, truncateBytes } from './markdown.js';
import { placeLabel, subjectOf } from './test-subject.js';

export interface TestAnnotation {
  level: 'failure';
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
    title: clipTitle(redact(title)),
    message: clipMessage(redact(result.cause.trim() || 'no cause given')),
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
    title: clipTitle(redact(`Test-run call failed: ${outcome.call.label}`)),
    message: clipMessage(redact(outcome.error || 'no cause given')),
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
  return clipChars(plain(title).replace(/\s+/g, ' '), TITLE_MAX_CHARS);
}

function clipMessage(message: string): string {
  const text = plain(message);
  if (byteLength(text) <= MESSAGE_MAX_BYTES) return text;
  return `${truncateBytes(text, MESSAGE_MAX_BYTES - 3)}…`;
}

/**
 * Control characters (terminal colour codes, NUL) mean nothing in an annotation and some
 * break the JSON GitHub accepts; a lone surrogate is not text at all.
 */
function plain(text: string): string {
  return text
    .replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** At most `max` code points, the last one `…` when something was cut. */
function clipChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  if (points.length <= max) return text;
  return `${points.slice(0, max - 1).join('')}…`;
}
