/**
 * The run as JUnit XML (the `junit-file` input), for tools that read test reports: one
 * <testsuite> per test-run call, one <testcase> per result. A call that failed as a request is a
 * suite holding one erroring testcase, so the report never looks greener than the run.
 *
 * The output is well-formed XML 1.0 whatever the service sends: characters XML 1.0 forbids are
 * dropped, markup characters escaped, and the runner output goes into CDATA sections split
 * around any `]]>`. Secrets are masked in the finished text, batch by batch: the registry knows
 * each secret's XML-escaped forms too.
 */
import type { Attempt, CallOutcome, RunResult, TestRun } from './model.js';
import type { SourcesIndex } from '../files/sources.js';
import type { Redact } from '../secrets.js';
import { junitClassName, subjectOf } from './subject.js';
import { writeChunkedFile } from '../files/chunked-file.js';
import { clip, lineSlices } from '../text.js';
import { countResults, isFailure } from './counts.js';
import { quarantineNote } from './quarantine.js';

/** The `message` attribute holds the start of the cause; the element body holds all of it. */
const MESSAGE_MAX_CHARS = 1_000;

export interface JUnitOptions {
  /** Name of the root <testsuites>; default `Data tests`. */
  name?: string;
  /** Gives the source (in classnames) of results whose request named none. */
  sources?: SourcesIndex;
  /** Masks secrets in the written text (the registry's forms include the XML-escaped ones). */
  redact?: Redact;
}

/** The whole document as one string (tests and small runs; the action writes it with writeJUnitFile). */
export function renderJUnit(run: TestRun, options: JUnitOptions = {}): string {
  const text = Array.from(junitChunks(run, options)).join('');
  return options.redact ? options.redact(text) : text;
}

/** Writes the document piece by piece (chunked-file.ts): the whole XML is never in memory at once. */
export async function writeJUnitFile(path: string, run: TestRun, options: JUnitOptions = {}): Promise<void> {
  await writeChunkedFile(path, junitChunks(run, options), options.redact);
}

/** The document in pieces: lines, and a long runner output in slices of whole lines. */
export function* junitChunks(run: TestRun, options: JUnitOptions = {}): Generator<string> {
  // Every count is known before the first line: the root and each suite open with their totals.
  const totals = { tests: 0, failures: 0, errors: 0 };
  for (const outcome of run.calls) {
    const counts = suiteCounts(outcome);
    totals.tests += counts.tests;
    totals.failures += counts.failures;
    totals.errors += counts.errors;
  }
  const seconds = durationSeconds(run);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${attr(options.name ?? 'Data tests')}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}"${seconds === undefined ? '' : ` time="${seconds}"`}>\n`;
  for (const outcome of run.calls) yield* suite(outcome, options.sources);
  yield '</testsuites>\n';
}

function suiteCounts(outcome: CallOutcome): { tests: number; failures: number; errors: number } {
  if (!outcome.ok) return { tests: 1, failures: 0, errors: 1 };
  const counts = countResults([outcome]);
  return { tests: counts.total, failures: counts.failed, errors: counts.errored };
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
  const { failures, errors } = suiteCounts(outcome);
  // No result is a skip, so no testcase carries <skipped/>: skipped="0", or readers that trust the
  // attribute and readers that count the elements would disagree. The service's own skip count
  // is kept as a property.
  yield `  <testsuite name="${name}" tests="${outcome.results.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}">\n`;
  if (outcome.summary.skip > 0)
    yield `    <properties>\n      <property name="service.skip" value="${outcome.summary.skip}"/>\n    </properties>\n`;
  // Classnames repeat for every test of a table or model: escape each one once.
  const classnames = new Map<string, string>();
  for (const result of outcome.results) yield testcase(outcome, result, sources, classnames);
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
  let classAttr = classnames.get(classname);
  if (classAttr === undefined) {
    classAttr = attr(classname);
    classnames.set(classname, classAttr);
  }
  const open = `    <testcase classname="${classAttr}" name="${attr(name)}" time="${seconds(result.time)}"`;
  const attempts = result.attempts;
  const mark = result.quarantine;
  if (result.status === 'SUCCEEDED' && attempts === undefined) return `${open}/>\n`;
  const failing = isFailure(result.status);
  let body = failing
    ? problem(result.status === 'FAILED' ? 'failure' : 'error', result.status, result.cause)
    : '';
  // What the testcase's system-out says: each attempt of a re-run test, the quarantine entry
  // that matched a failure (it stays a failure: readers of JUnit know no quarantine), or a
  // status JUnit has no word for (the test passed as far as JUnit goes, and says what it was).
  const out: string[] = [];
  if (attempts !== undefined) {
    body += earlierAttempts(result.status, attempts);
    out.push(...attemptLines(attempts));
  } else if (!failing) out.push(`status: ${result.status}`);
  if (mark && failing) out.push(quarantineNote(mark));
  if (out.length > 0) body += `      <system-out>${cdata(out.join('\n'))}</system-out>\n`;
  return `${open}>\n${body}    </testcase>\n`;
}

/** `<failure message="…" type="FAILED">cause</failure>`, and the like for the re-run elements. */
function problem(element: string, status: string, cause: string): string {
  const shown = cause.trim() === '' ? 'no cause given' : cause;
  return `      <${element} message="${attr(short(shown))}" type="${status}">${text(shown)}</${element}>\n`;
}

/**
 * A re-run test's earlier attempts, as Maven Surefire writes re-runs: the failing attempts of a
 * test that passed in the end are `flakyFailure`/`flakyError`, those of a test that still fails
 * `rerunFailure`/`rerunError`. Readers that know only failure, error and skipped (the GitHub
 * reporting actions) skip them and see the final status; every attempt is also in system-out
 * (attemptLines).
 */
function earlierAttempts(final: string, attempts: readonly Attempt[]): string {
  const prefix = isFailure(final) ? 'rerun' : 'flaky';
  let out = '';
  for (const attempt of attempts.slice(0, -1)) {
    if (!isFailure(attempt.status)) continue;
    out += problem(
      `${prefix}${attempt.status === 'FAILED' ? 'Failure' : 'Error'}`,
      attempt.status,
      attempt.cause,
    );
  }
  return out;
}

/** `attempt 1: ERROR (warehouse starting)`, one line per attempt. */
function attemptLines(attempts: readonly Attempt[]): string[] {
  return attempts.map(
    (a, i) => `attempt ${i + 1}: ${a.status}${a.cause.trim() === '' ? '' : ` (${oneLineClip(a.cause)})`}`,
  );
}

function oneLineClip(value: string): string {
  return short(value.replace(/\s+/g, ' '));
}

function durationSeconds(run: TestRun): string | undefined {
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? seconds(ms / 1000) : undefined;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}

/** A message attribute: trimmed, at most MESSAGE_MAX_CHARS (the element's text keeps it whole). */
function short(value: string): string {
  return clip(value.trim(), MESSAGE_MAX_CHARS);
}

/** What escapeXml rewrites or drops, by context (any surrogate: a lone one is dropped). */
const NEEDS_CARE = {
  cdata: /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/,
  text: /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF&<>]/,
  attribute: /[\x00-\x1F\uD800-\uDFFF\uFFFE\uFFFF&<>"']/,
};

/**
 * Escapes for XML 1.0 in one pass (this runs for every attribute of 100,000 testcases):
 * characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone
 * surrogates) are dropped; outside CDATA, markup characters become references; in attributes,
 * line breaks and tabs become references too, or a parser would read them as spaces.
 */
function escapeXml(value: string, context: 'text' | 'attribute' | 'cdata'): string {
  // Most strings need nothing: one native regex scan is far cheaper than the loop below.
  if (!NEEDS_CARE[context].test(value)) return value;
  const inAttribute = context === 'attribute';
  const markup = context !== 'cdata';
  const parts: string[] = [];
  let copied = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    let replacement: string;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      replacement = '';
    } else if (code === 0xfffe || code === 0xffff) replacement = '';
    else if (code >= 0x3f)
      continue; // nothing above `>` needs care, but the cases above
    else if (code === 0x26 && markup) replacement = '&amp;';
    else if (code === 0x3c && markup) replacement = '&lt;';
    else if (code === 0x3e && markup) replacement = '&gt;';
    else if (code === 0x22 && inAttribute) replacement = '&quot;';
    else if (code === 0x27 && inAttribute) replacement = '&apos;';
    else if (code === 0x09 || code === 0x0a || code === 0x0d) {
      if (!inAttribute) continue;
      replacement = `&#${code};`;
    } else if (code < 0x20) replacement = '';
    else continue;
    if (i > copied) parts.push(value.slice(copied, i));
    parts.push(replacement);
    copied = i + 1;
  }
  if (copied === 0) return value;
  parts.push(value.slice(copied));
  return parts.join('');
}

/** Element text. */
function text(value: string): string {
  return escapeXml(value, 'text');
}

/** Attribute value, in double quotes. */
function attr(value: string): string {
  return escapeXml(value, 'attribute');
}

/** What CDATA may hold: the text without the characters XML 1.0 forbids. */
function clean(value: string): string {
  return escapeXml(value, 'cdata');
}

/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value: string): string {
  return `<![CDATA[${clean(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}
