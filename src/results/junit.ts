/**
 * The run as JUnit XML (`junit-file`). A failed call is a suite with one erroring testcase, so the
 * report never looks greener than the run. Well-formed XML 1.0 whatever the service sends; secrets
 * are masked in the finished text, as the registry knows each secret's XML-escaped forms.
 */
import type { CallOutcome, RunResult, TestRun } from './model.js';
import { runSeconds } from './model.js';
import type { SourcesIndex } from '../files/sources.js';
import type { Redact } from '../common/secret-registry.js';
import { junitClassName, subjectOf } from './subject.js';
import { writeChunkedFile } from '../files/safe-write.js';
import { clip, lineSlices } from '../common/text.js';
import { countResults, isFailure } from './counts.js';
import { quarantineNote } from './known-failures.js';

/** The `message` attribute holds the start of the cause; the element body holds all of it. */
const MESSAGE_MAX_CHARS = 1_000;
/** UTF-16 units of testcases yielded at once. */
const PIECE_CHARS = 16_384;

export interface JUnitOptions {
  name?: string;
  /** Gives the source (in classnames) of results whose request named none. */
  sources?: SourcesIndex;
  redact?: Redact;
}

/** For tests and small runs; the action writes with writeJUnitFile. */
export function renderJUnit(run: TestRun, options: JUnitOptions = {}): string {
  const text = Array.from(junitChunks(run, options)).join('');
  return options.redact ? options.redact(text) : text;
}

/** Piece by piece: the whole XML is never in memory at once. */
export async function writeJUnitFile(path: string, run: TestRun, options: JUnitOptions = {}): Promise<void> {
  await writeChunkedFile(path, junitChunks(run, options), options.redact);
}

export function* junitChunks(run: TestRun, options: JUnitOptions = {}): Generator<string> {
  // Every count is known before the first line: the root (the run's own counts) and each suite open
  // with their totals. A failed call is one erroring testcase.
  const { total, failed, errored } = run.counts;
  const failedCalls = run.calls.filter((c) => !c.ok).length;
  const wall = runSeconds(run);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${attr(options.name ?? 'Data tests')}" tests="${total + failedCalls}" failures="${failed}" errors="${errored + failedCalls}"${wall === undefined ? '' : ` time="${seconds(wall)}"`}>\n`;
  for (const outcome of run.calls) yield* suite(outcome, options.sources);
  yield '</testsuites>\n';
}

function* suite(outcome: CallOutcome, sources: SourcesIndex | undefined): Generator<string> {
  const name = attr(outcome.call.label);
  const time = seconds(outcome.durationMs / 1000);
  if (!outcome.ok) {
    yield (
      `  <testsuite name="${name}" tests="1" failures="0" errors="1" skipped="0" time="${time}">\n` +
      `    <testcase classname="call" name="${name}" time="${time}">\n` +
      `      <error message="${attr(short(outcome.error))}" type="request failed">${text(outcome.error)}</error>\n` +
      '    </testcase>\n' +
      '  </testsuite>\n'
    );
    return;
  }
  const { failed, errored } = countResults([outcome]);
  // No result is a skip, so no testcase carries <skipped/>: skipped="0", or readers that trust the
  // attribute and readers that count the elements would disagree. The service's own skip count
  // is kept as a property.
  yield `  <testsuite name="${name}" tests="${outcome.results.length}" failures="${failed}" errors="${errored}" skipped="0" time="${time}">\n`;
  if (outcome.summary.skip > 0)
    yield `    <properties>\n      <property name="service.skip" value="${outcome.summary.skip}"/>\n    </properties>\n`;
  // Classnames repeat for every test of a table or model: escape each one once.
  const classnames = new Map<string, string>();
  // Many testcases to a piece: a piece each would cost a generator step per result.
  let piece = '';
  for (const result of outcome.results) {
    piece += testcase(outcome, result, sources, classnames);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece !== '') yield piece;
  if (outcome.runnerStdout !== '') {
    // As large as the results can be: a CDATA section per slice (one text to a reader).
    yield '    <system-out>';
    for (const slice of lineSlices(outcome.runnerStdout, 32_768)) yield cdata(slice);
    yield '</system-out>\n';
  }
  yield '  </testsuite>\n';
}

function testcase(
  outcome: CallOutcome & { ok: true },
  result: RunResult,
  sources: SourcesIndex | undefined,
  classnames: Map<string, string>,
): string {
  const subject = subjectOf(outcome.call, result, sources);
  const name = subject.column ? `${subject.column}.${result.name}` : result.name;
  const classname = junitClassName(subject);
  if (!classnames.has(classname)) classnames.set(classname, attr(classname));
  const open = `    <testcase classname="${classnames.get(classname)}" name="${attr(name)}" time="${seconds(result.time)}"`;
  const { attempts, quarantine: mark } = result;
  if (result.status === 'SUCCEEDED' && attempts === undefined) return `${open}/>\n`;
  const failing = isFailure(result.status);
  let body = failing
    ? problem(result.status === 'FAILED' ? 'failure' : 'error', result.status, result.cause)
    : '';
  // A quarantined failure stays a failure (JUnit knows no quarantine), and a status JUnit has no
  // word for passes, saying what it was: system-out tells both.
  const out: string[] = [];
  if (attempts !== undefined) {
    // Earlier attempts as Maven Surefire writes them (`flakyFailure`, `rerunError`…): readers that
    // know only failure, error and skipped ignore them and see the final status.
    const prefix = failing ? 'rerun' : 'flaky';
    for (const [i, a] of attempts.entries()) {
      if (i < attempts.length - 1 && isFailure(a.status))
        body += problem(`${prefix}${a.status === 'FAILED' ? 'Failure' : 'Error'}`, a.status, a.cause);
      // `attempt 1: ERROR (warehouse starting)`
      const cause = a.cause.trim() === '' ? '' : ` (${short(a.cause.replace(/\s+/g, ' '))})`;
      out.push(`attempt ${i + 1}: ${a.status}${cause}`);
    }
  } else if (!failing) out.push(`status: ${result.status}`);
  if (mark && failing) out.push(quarantineNote(mark));
  if (out.length > 0) body += `      <system-out>${cdata(out.join('\n'))}</system-out>\n`;
  return `${open}>\n${body}    </testcase>\n`;
}

function problem(element: string, status: string, cause: string): string {
  const shown = cause.trim() === '' ? 'no cause given' : cause;
  return `      <${element} message="${attr(short(shown))}" type="${status}">${text(shown)}</${element}>\n`;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}

function short(value: string): string {
  return clip(value.trim(), MESSAGE_MAX_CHARS);
}

/** What XML 1.0 forbids (controls, half characters by code point, U+FFFE, U+FFFF): dropped everywhere. */
const FORBIDDEN = String.raw`[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]`;

const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Replaces what `special` matches by its reference, and drops what has none (the forbidden). */
function escaper(special: string): (value: string) => string {
  const pattern = new RegExp(`${FORBIDDEN}${special}`, 'gu');
  // Most values need nothing: a test makes no new string, as replace does.
  const any = new RegExp(pattern.source, 'u');
  return (value) => (any.test(value) ? value.replace(pattern, (c) => REFERENCES[c] ?? '') : value);
}

const text = escaper('|[&<>]');

/** In double quotes. Line breaks and tabs become references, or a parser reads them as spaces. */
const attr = escaper(`|[&<>"'\t\n\r]`);

const dropForbidden = escaper('');

/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value: string): string {
  return `<![CDATA[${dropForbidden(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}
