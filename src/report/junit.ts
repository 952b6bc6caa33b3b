/**
 * The run as JUnit XML (the `junit-file` input), for tools that read test reports: one
 * <testsuite> per test-run call, one <testcase> per result. A call that failed as a request is a
 * suite holding one erroring testcase, so the report never looks greener than the run.
 *
 * The output is well-formed XML 1.0 whatever the service sends: characters XML 1.0 forbids are
 * dropped, markup characters escaped, and the runner output goes into CDATA sections split
 * around any `]]>`. Strings pass through redact() before escaping (escaping first could hide a
 * secret from it).
 */
import type { TestResult } from '../api/types.js';
import type { CallOutcome, TestRun } from '../modes/test-types.js';
import type { SourcesIndex } from '../files/sources.js';
import { redact } from '../github/runner.js';
import { junitClassName, subjectOf } from './test-subject.js';

/** The `message` attribute holds the start of the cause; the element body holds all of it. */
const MESSAGE_MAX_CHARS = 1_000;

export interface JUnitOptions {
  /** Name of the root <testsuites>; default `Data tests`. */
  name?: string;
  /** Gives the source (in classnames) of results whose request named none. */
  sources?: SourcesIndex;
}

export function renderJUnit(run: TestRun, options: JUnitOptions = {}): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const totals = { tests: 0, failures: 0, errors: 0 };
  const suites: string[] = [];
  for (const outcome of run.calls) suites.push(...suite(outcome, totals, options.sources));
  const seconds = durationSeconds(run);
  out.push(
    `<testsuites name="${attr(options.name ?? 'Data tests')}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}"${seconds === undefined ? '' : ` time="${seconds}"`}>`,
    ...suites,
    '</testsuites>',
    '',
  );
  return out.join('\n');
}

function suite(
  outcome: CallOutcome,
  totals: { tests: number; failures: number; errors: number },
  sources: SourcesIndex | undefined,
): string[] {
  const name = attr(outcome.call.label);
  const time = seconds(outcome.durationMs / 1000);
  if (!outcome.ok) {
    totals.tests += 1;
    totals.errors += 1;
    return [
      `  <testsuite name="${name}" tests="1" failures="0" errors="1" skipped="0" time="${time}">`,
      `    <testcase classname="call" name="${name}" time="${time}">`,
      `      <error message="${attr(clip(outcome.error))}" type="request failed">${text(outcome.error)}</error>`,
      '    </testcase>',
      '  </testsuite>',
    ];
  }
  let failures = 0;
  let errors = 0;
  const cases: string[] = [];
  for (const result of outcome.results) {
    if (result.status === 'FAILED') failures++;
    else if (result.status === 'ERROR') errors++;
    cases.push(...testcase(outcome, result, sources));
  }
  totals.tests += outcome.results.length;
  totals.failures += failures;
  totals.errors += errors;
  const lines = [
    `  <testsuite name="${name}" tests="${outcome.results.length}" failures="${failures}" errors="${errors}" skipped="${outcome.summary.skip}" time="${time}">`,
    ...cases,
  ];
  if (outcome.runnerStdout !== '') lines.push(`    <system-out>${cdata(outcome.runnerStdout)}</system-out>`);
  lines.push('  </testsuite>');
  return lines;
}

function testcase(
  outcome: CallOutcome & { ok: true },
  result: TestResult,
  sources: SourcesIndex | undefined,
): string[] {
  const subject = subjectOf(outcome.call, result, sources);
  const name = subject.column ? `${subject.column}.${result.name}` : result.name;
  const open = `    <testcase classname="${attr(junitClassName(subject))}" name="${attr(name)}" time="${seconds(result.time)}"`;
  if (result.status === 'SUCCEEDED') return [`${open}/>`];
  const element = result.status === 'FAILED' ? 'failure' : 'error';
  const cause = result.cause.trim() === '' ? 'no cause given' : result.cause;
  return [
    `${open}>`,
    `      <${element} message="${attr(clip(cause))}" type="${result.status}">${text(cause)}</${element}>`,
    '    </testcase>',
  ];
}

function durationSeconds(run: TestRun): string | undefined {
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? seconds(ms / 1000) : undefined;
}

function seconds(value: number): string {
  return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}

function clip(value: string): string {
  const flat = value.trim();
  if (flat.length <= MESSAGE_MAX_CHARS) return flat;
  let end = MESSAGE_MAX_CHARS;
  const code = flat.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${flat.slice(0, end)}…`;
}

/**
 * Escapes for XML 1.0 in one pass (this runs for every attribute of 100,000 testcases):
 * characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone
 * surrogates) are dropped; outside CDATA, markup characters become references; in attributes,
 * line breaks and tabs become references too, or a parser would read them as spaces.
 */
function escapeXml(value: string, context: 'text' | 'attribute' | 'cdata'): string {
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
  return escapeXml(redact(value), 'text');
}

/** Attribute value, in double quotes. */
function attr(value: string): string {
  return escapeXml(redact(value), 'attribute');
}

/** What CDATA may hold: the text without the characters XML 1.0 forbids. */
function clean(value: string): string {
  return escapeXml(redact(value), 'cdata');
}

/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value: string): string {
  return `<![CDATA[${clean(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}
