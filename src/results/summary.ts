/**
 * Test mode's job summary: the conclusion and counts, each test-run call beside the service's
 * own summary, the failing tests with their causes, the ten slowest tests, the passing tests
 * and each call's runner output (both folded).
 *
 * GitHub rejects a step summary over 1 MiB (and one trimmed to exactly 1 MiB was still
 * rejected), so the output stays strictly under `maxBytes` of UTF-8. When everything fits it is
 * shown whole; otherwise each section gets a share of the bytes in order of importance
 * (failed calls, calls, slowest, runner output, failing tests, passing tests), cuts whole rows
 * or lines, and says how many it left out. Every section is built from arrays joined once, so
 * the work is linear in the number of results, and a cut never leaves a tag open.
 *
 * Every string that comes from the service, the plan or the user passes through the run's redact
 * and then text.ts's inline() / preformatted(): redacting after escaping could miss a secret
 * holding a character the escaping rewrites.
 */
import { SUMMARY_MAX_BYTES } from '../limits.js';
import type { TestResult } from '../service/types.js';
import type { SourcesIndex } from '../files/sources.js';
import type { FailOn } from '../inputs/settings.js';
import { isFailure, isFlaky } from './counts.js';
import type { CallOutcome, FailedCall, PlannedCall, RunResult, SucceededCall, TestRun } from './model.js';
import type { Redact } from '../secrets.js';
import {
  byteLength,
  clipNoting,
  formatCount,
  formatSeconds,
  inline,
  link,
  plural,
  preformatted,
  tableDivider,
  tableRow,
} from '../text.js';
import { subjectOf, tableLabel } from './subject.js';
import { comparisonSentence, onReference } from './comparison.js';

export interface TestSummaryOptions {
  conclusion: 'success' | 'failure';
  failOn: ReadonlySet<FailOn>;
  checkRunUrl?: string;
  /** The output is strictly shorter than this many UTF-8 bytes. Default 1,000,000. */
  maxBytes?: number;
  /** The heading; default `Data tests` (the check name is a good choice). */
  title?: string;
  /** Gives the source of results whose request named none (a call without `tests`). */
  sources?: SourcesIndex;
  /** Masks secrets in text from outside before it is escaped (escaping could hide one from it). */
  redact?: Redact;
}

/** Causes are cut to this many characters in the tables; the results file keeps them whole. */
const CAUSE_MAX_CHARS = 1_000;
/** Names and labels are cut to this many characters, so no single cell can swallow the page. */
const NAME_MAX_CHARS = 300;
const SLOWEST_COUNT = 10;
/** Statuses the service may add are cut to this many characters. */
const STATUS_MAX_CHARS = 60;
const KNOWN_STATUSES: ReadonlySet<string> = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);
/** Lines of each call's runner output kept from its start and from its end. */
const RUNNER_HEAD_LINES = 100;
const RUNNER_TAIL_LINES = 100;
const RUNNER_LINE_MAX_CHARS = 1_000;
/** Most bytes one call's runner output may take, however much room is left. */
const RUNNER_CALL_MAX_BYTES = 64_000;

/**
 * The run sorted for the summary, once: the job summary, the check run's summary and the comment
 * are three renderings of one view, and building it walks every result.
 */
export function summaryView(
  run: TestRun,
  options: { sources?: SourcesIndex; redact?: Redact; incomplete?: readonly string[] } = {},
): SummaryView {
  return new RunView(run, options.sources, options.redact ?? ((t) => t), options.incomplete ?? []);
}

/** What summaryView returns: pass it to renderTestSummary. */
export type SummaryView = RunView;

/** Renders a run, or a view made once by summaryView (then `sources` and `redact` are the view's). */
export function renderTestSummary(run: TestRun | SummaryView, opts: TestSummaryOptions): string {
  const maxBytes = opts.maxBytes ?? SUMMARY_MAX_BYTES;
  const limit = maxBytes - 1; // strictly under maxBytes
  const view = run instanceof RunView ? run : summaryView(run, opts);
  const sections = buildSections(view, opts);

  // First try: every section whole (the runner output folded by its fixed line counts only).
  // Each gets what the ones before it left, so a run far over the limit stops being rendered
  // as soon as that is clear, instead of building megabytes of rows to throw away.
  const whole: Array<Part | undefined> = [];
  let used = 0;
  for (const section of sections) {
    const p = section.render(limit - used);
    whole.push(p);
    used += p.bytes;
    if (p.cut || used > limit) break;
  }
  if (whole.length === sections.length && whole.every((p) => !p!.cut) && used <= limit)
    return join(whole as Part[]);

  // Second try: shares by priority. Every section keeps a small reserve, so each can at least
  // say what it left out, and the closing note has room.
  const parts: Part[] = new Array<Part>(sections.length);
  let remaining = limit - SECTION_RESERVE;
  const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority);
  order.forEach(({ s, i }, rank) => {
    const later = order.length - rank - 1;
    const available = Math.max(0, remaining - later * SECTION_RESERVE);
    const budget = Math.min(available, s.cap(limit));
    const first = whole[i];
    const part = first && !first.cut && first.bytes <= budget ? first : s.render(budget);
    parts[i] = part;
    remaining -= part.bytes;
  });
  parts.push(closingNote(maxBytes));
  if (sum(parts) <= limit) return join(parts);

  // Only a maxBytes smaller than the heading and counts gets here: their first lines that fit.
  const head = parts[0]!.lines;
  return join([part(fitRows(head.length, (i) => head[i]!, limit).lines)]);
}

/** Rendered lines of one section; `bytes` counts each line plus its newline. */
interface Part {
  lines: string[];
  bytes: number;
  /** Something was left out. */
  cut: boolean;
}

interface Section {
  /** Lower is more important: it is given its share first. */
  priority: number;
  /** Most bytes this section may take when the summary has to be cut. */
  cap(limit: number): number;
  render(budget: number): Part;
}

/** Room every section keeps for its heading and a "not shown" note. */
const SECTION_RESERVE = 400;

const EMPTY: Part = { lines: [], bytes: 0, cut: false };

function part(lines: string[], cut = false): Part {
  let bytes = 0;
  for (const line of lines) bytes += byteLength(line) + 1;
  return { lines, bytes, cut };
}

function sum(parts: Part[]): number {
  return parts.reduce((n, p) => n + p.bytes, 0);
}

function join(parts: Part[]): string {
  const lines: string[] = [];
  for (const p of parts) for (const line of p.lines) lines.push(line);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function closingNote(maxBytes: number): Part {
  return part([
    `_Parts of this summary were left out to keep it under ${formatCount(maxBytes)} bytes. The results file (output \`results-file\`) holds every result and each call's whole runner output._`,
    '',
  ]);
}

/** Rows [0, n) made by row(i), as many as fit in `budget` bytes. */
function fitRows(n: number, row: (i: number) => string, budget: number): { lines: string[]; bytes: number } {
  const lines: string[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const line = row(i);
    const b = byteLength(line) + 1;
    if (bytes + b > budget) break;
    lines.push(line);
    bytes += b;
  }
  return { lines, bytes };
}

/**
 * Like fitRows, for a table that needs `noteBytes` more for a "N not shown" note when it cannot
 * show every row: all rows when they fit in `budget`, else as many as fit beside the note.
 */
function fitRowsWithNote(
  n: number,
  row: (i: number) => string,
  budget: number,
  noteBytes: number,
): { lines: string[]; bytes: number } {
  const rows = fitRows(n, row, budget);
  if (rows.lines.length === n) return rows;
  while (rows.lines.length > 0 && rows.bytes > budget - noteBytes)
    rows.bytes -= byteLength(rows.lines.pop()!) + 1;
  return rows;
}

interface Entry {
  call: PlannedCall;
  result: RunResult;
}

/** The run, sorted into what the sections show: built in one pass over the results. */
class RunView {
  readonly succeededCalls: SucceededCall[] = [];
  readonly failedCalls: FailedCall[] = [];
  /** Failing results that are new against the baseline (all of them without one). */
  readonly failing: Entry[] = [];
  /** Failing results that also failed in the baseline. */
  readonly preExisting: Entry[] = [];
  readonly fixed: Entry[] = [];
  readonly flaky: Entry[] = [];
  readonly passing: Entry[] = [];
  /** Results with a status the action does not know: carried through, neither passing nor failing. */
  readonly other: Entry[] = [];
  readonly slowest: Entry[] = [];

  readonly run: TestRun;
  readonly sources: SourcesIndex | undefined;
  /** What the merged runs lack, e.g. `shard 2/3 is missing` (report mode, allow-missing-shards). */
  readonly incomplete: readonly string[];
  private readonly redact: Redact;

  constructor(
    run: TestRun,
    sources: SourcesIndex | undefined,
    redact: Redact,
    incomplete: readonly string[],
  ) {
    this.run = run;
    this.sources = sources;
    this.redact = redact;
    this.incomplete = incomplete;
    for (const outcome of run.calls) {
      if (!outcome.ok) {
        this.failedCalls.push(outcome);
        continue;
      }
      this.succeededCalls.push(outcome);
      for (const result of outcome.results) {
        const entry = { call: outcome.call, result };
        if (result.status === 'SUCCEEDED') {
          this.passing.push(entry);
          if (result.classification === 'fixed') this.fixed.push(entry);
        } else if (isFailure(result.status))
          (result.classification === 'pre-existing' ? this.preExisting : this.failing).push(entry);
        else this.other.push(entry);
        if (result.attempts !== undefined && isFlaky(result)) this.flaky.push(entry);
        this.considerSlowest(entry);
      }
    }
  }

  /** Text from outside (service, plan, user): redacted, then escaped for a cell or a paragraph. */
  text(value: string, maxChars = NAME_MAX_CHARS): string {
    return inline(clipNoting(this.redact(value), maxChars));
  }

  /**
   * A status for a cell or a sentence: the service may answer any text, so one the action does
   * not know is escaped and cut short like any text from outside (the known ones need neither).
   */
  status(value: string): string {
    return KNOWN_STATUSES.has(value) ? value : this.text(value, STATUS_MAX_CHARS);
  }

  cause(cause: string): string {
    const trimmed = cause.trim();
    if (trimmed === '') return 'no cause given';
    return inline(clipNoting(this.redact(trimmed), CAUSE_MAX_CHARS), { breaks: 'br' });
  }

  /**
   * A call's runner output as the summary shows it: its line count and its first and last lines,
   * redacted (no secret spans a line: each line of one is registered). Made once per call, and
   * without splitting the whole output: a million-result run prints a million lines.
   */
  outputLines(call: SucceededCall): LineWindow {
    let window = this.windows.get(call);
    if (!window) {
      window = lineWindow(call.runnerStdout, RUNNER_HEAD_LINES, RUNNER_TAIL_LINES, this.redact);
      this.windows.set(call, window);
    }
    return window;
  }

  private readonly windows = new Map<SucceededCall, LineWindow>();

  /** Keeps the ten slowest in order (ties: plan order), without sorting every result. */
  private considerSlowest(entry: Entry): void {
    const time = timeOf(entry.result);
    const list = this.slowest;
    if (list.length === SLOWEST_COUNT && time <= timeOf(list[list.length - 1]!.result)) return;
    let at = list.length;
    while (at > 0 && timeOf(list[at - 1]!.result) < time) at--;
    list.splice(at, 0, entry);
    if (list.length > SLOWEST_COUNT) list.pop();
  }
}

function timeOf(result: TestResult): number {
  return Number.isFinite(result.time) ? result.time : 0;
}

function buildSections(view: RunView, opts: TestSummaryOptions): Section[] {
  // In display order; priority decides who gets bytes first when the summary must be cut.
  return [
    { priority: 0, cap: (l) => l, render: () => headSection(view, opts) },
    { priority: 2, cap: (l) => Math.floor(l * 0.1), render: (b) => callsSection(view, b) },
    { priority: 1, cap: (l) => Math.floor(l * 0.1), render: (b) => failedCallsSection(view, b) },
    { priority: 5, cap: (l) => l, render: (b) => failingSection(view, b) },
    { priority: 6, cap: (l) => l, render: (b) => preExistingSection(view, b) },
    { priority: 7, cap: (l) => Math.floor(l * 0.1), render: (b) => fixedSection(view, b) },
    { priority: 8, cap: (l) => Math.floor(l * 0.1), render: (b) => goneSection(view, b) },
    { priority: 8, cap: (l) => Math.floor(l * 0.1), render: (b) => otherSection(view, b) },
    { priority: 4, cap: (l) => Math.floor(l * 0.1), render: (b) => flakySection(view, b) },
    { priority: 3, cap: () => 16_000, render: (b) => slowestSection(view, b) },
    { priority: 9, cap: (l) => l, render: (b) => passingSection(view, b) },
    { priority: 4.5, cap: (l) => Math.floor(l * 0.25), render: (b) => runnerSection(view, b) },
  ];
}

function headSection(view: RunView, opts: TestSummaryOptions): Part {
  const { run } = view;
  const c = run.counts;
  const lines = [`## ${view.text(opts.title ?? 'Data tests')}`, ''];
  // Before anything else: every count below lacks what is missing.
  if (view.incomplete.length > 0)
    lines.push(
      `**Incomplete results:** ${view.text(view.incomplete.join('; '), CAUSE_MAX_CHARS)} (\`allow-missing-shards\`).`,
      '',
    );
  const comparison = comparisonParagraph(view);
  if (comparison) lines.push(comparison, '');
  lines.push(statusLine(view, opts), '');
  if (opts.checkRunUrl) lines.push(link('View the check run', opts.checkRunUrl), '');
  lines.push(runLine(view), '');
  lines.push(
    tableRow(['Total', 'Succeeded', 'Failed', 'Errored', 'Skipped', 'Warnings']),
    tableDivider(['r', 'r', 'r', 'r', 'r', 'r']),
    tableRow([c.total, c.succeeded, c.failed, c.errored, c.skipped, c.warnings].map(formatCount)),
    '',
  );
  return part(lines);
}

/** What is new first (CONTRACT "Baselines"), or why there is no comparison. */
function comparisonParagraph(view: RunView): string | undefined {
  const { baseline, counts } = view.run;
  if (!baseline) return undefined;
  return `**${view.text(comparisonSentence(counts, baseline), CAUSE_MAX_CHARS)}**`;
}

function statusLine(view: RunView, opts: TestSummaryOptions): string {
  const c = view.run.counts;
  const calls = view.run.calls.length;
  const facts: string[] = [];
  // A status the action does not know (a re-run may end with one) is neither a pass nor a failure.
  const other = view.other.length;
  if (c.total === 0) facts.push('No tests ran.');
  else if (c.succeeded < c.total) {
    const ended = [
      c.failed > 0 ? `${formatCount(c.failed)} failed` : '',
      c.errored > 0 ? `${formatCount(c.errored)} errored` : '',
      other > 0 ? `${formatCount(other)} with another status (${otherStatuses(view)})` : '',
    ].filter(Boolean);
    const listed =
      ended.length > 2 ? `${ended.slice(0, -1).join(', ')} and ${ended.at(-1)}` : ended.join(' and ');
    facts.push(`${listed} of ${formatCount(c.total)} ${plural(c.total, 'test')}.`);
  } else if (c.flaky > 0)
    facts.push(
      `All ${formatCount(c.total)} tests succeeded, ${formatCount(c.flaky)} of them only on a re-run.`,
    );
  else facts.push(c.total === 1 ? 'The test succeeded.' : `All ${formatCount(c.total)} tests succeeded.`);
  if (view.failedCalls.length > 0)
    facts.push(
      `${formatCount(view.failedCalls.length)} of ${formatCount(calls)} test-run ${plural(calls, 'call')} failed, so ${view.failedCalls.length === 1 ? 'its' : 'their'} tests did not run.`,
    );
  if (c.warnings > 0)
    facts.push(`The service reported ${formatCount(c.warnings)} ${plural(c.warnings, 'warning')}.`);
  const failOn = opts.failOn.size === 0 ? 'none' : [...opts.failOn].join(', ');
  facts.push(`Outcomes that fail the step (\`fail-on\`): ${inline(failOn)}.`);
  return `**Result: ${opts.conclusion}.** ${facts.join(' ')}`;
}

/** How many status names a sentence lists before it says "…". */
const NAMED_STATUSES = 3;

/** `WARN`, `WARN, SKIPPED`: the statuses the action does not know among the results, a few of them. */
function otherStatuses(view: RunView): string {
  const names = new Set<string>();
  for (const { result } of view.other) {
    names.add(result.status);
    if (names.size > NAMED_STATUSES) break;
  }
  const shown = [...names].slice(0, NAMED_STATUSES).map((name) => view.status(name));
  return names.size > NAMED_STATUSES ? `${shown.join(', ')}, …` : shown.join(', ');
}

function runLine(view: RunView): string {
  const { run } = view;
  const bits = [`Project ${view.text(run.projectId)}`, `fabric ${run.fabricId}`];
  if (run.branch !== undefined) bits.push(`branch ${view.text(run.branch)}`);
  if (run.version !== undefined) bits.push(`version ${view.text(run.version)}`);
  if (run.shard !== undefined) bits.push(`shard ${view.text(run.shard)}`);
  const calls = run.calls.length;
  let line = `${bits.join(', ')}: ${formatCount(calls)} test-run ${plural(calls, 'call')}`;
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  if (Number.isFinite(ms) && ms >= 0) line += ` in ${formatSeconds(ms / 1000)}`;
  return `${line}.`;
}

function callsSection(view: RunView, budget: number): Part {
  const calls = view.run.calls;
  if (calls.length === 0) return EMPTY;
  const top = [
    '### Test-run calls',
    '',
    tableRow(['Call', 'Outcome', 'Tests', 'Succeeded', 'Failed', 'Errored', "Service's summary", 'Time']),
    tableDivider(['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r']),
  ];
  return framedRows(
    calls.length,
    (i) => callRow(view, calls[i]!),
    budget,
    top,
    (omitted) => ['', `_${formatCount(omitted)} more test-run ${plural(omitted, 'call')} not shown._`],
  );
}

function callRow(view: RunView, outcome: CallOutcome): string {
  const time = formatSeconds(outcome.durationMs / 1000);
  if (!outcome.ok)
    return tableRow([view.text(outcome.call.label), 'request failed', '', '', '', '', '', time]);
  const final = statusCounts(outcome.results, (r) => r.status);
  // The service's summary describes the first attempt: compare it with that, not with re-runs.
  const first = statusCounts(outcome.results, (r) => r.attempts?.[0]?.status ?? r.status);
  const s = outcome.summary;
  const service = `total ${formatCount(s.total)}, succeeded ${formatCount(s.succeeded)}, failed ${formatCount(s.failed)}, skip ${formatCount(s.skip)}, warning ${formatCount(s.warning)}`;
  const note = serviceNote(outcome.results.length, first.succeeded, first.failed, first.errored, s);
  return tableRow([
    view.text(outcome.call.label),
    'completed',
    formatCount(outcome.results.length),
    formatCount(final.succeeded),
    formatCount(final.failed),
    formatCount(final.errored),
    note ? `${service} (${note})` : service,
    time,
  ]);
}

function statusCounts(
  results: readonly RunResult[],
  statusOf: (result: RunResult) => string,
): { succeeded: number; failed: number; errored: number } {
  const counts = { succeeded: 0, failed: 0, errored: 0 };
  for (const result of results) {
    const status = statusOf(result);
    if (status === 'SUCCEEDED') counts.succeeded++;
    else if (status === 'FAILED') counts.failed++;
    else if (status === 'ERROR') counts.errored++;
  }
  return counts;
}

/** Why the service's summary and our counts (from the results) disagree, if they do. */
function serviceNote(
  total: number,
  succeeded: number,
  failed: number,
  errored: number,
  s: SucceededCall['summary'],
): string | undefined {
  if (s.total === total && s.succeeded === succeeded && s.failed === failed) return undefined;
  if (s.total === total && s.succeeded === succeeded && errored > 0 && s.failed === failed + errored)
    return 'it counts errors as failures';
  const diffs: string[] = [];
  if (s.total !== total) diffs.push(`total ${formatCount(s.total)} vs ${formatCount(total)}`);
  if (s.succeeded !== succeeded)
    diffs.push(`succeeded ${formatCount(s.succeeded)} vs ${formatCount(succeeded)}`);
  if (s.failed !== failed) diffs.push(`failed ${formatCount(s.failed)} vs ${formatCount(failed)}`);
  return `differs from the results: ${diffs.join(', ')}`;
}

function failedCallsSection(view: RunView, budget: number): Part {
  const failed = view.failedCalls;
  if (failed.length === 0) return EMPTY;
  const top = ['### Failed test-run calls', '', 'These requests failed, so their tests did not run:', ''];
  return framedRows(
    failed.length,
    (i) => `- **${view.text(failed[i]!.call.label)}**: ${view.cause(failed[i]!.error).replace(/<br>/g, ' ')}`,
    budget,
    top,
    (omitted) => ['', `_${formatCount(omitted)} more failed ${plural(omitted, 'call')} not shown._`],
  );
}

/** The columns of the three result tables: failing (with the cause), slowest, passing. */
type ResultTable = 'failing' | 'slowest' | 'passing';
const RESULT_COLUMNS: Record<ResultTable, { header: string[]; align: ('l' | 'r')[] }> = {
  failing: {
    header: ['Test', 'Source.table', 'Column', 'Status', 'Cause', 'Time'],
    align: ['l', 'l', 'l', 'l', 'l', 'r'],
  },
  slowest: { header: ['Test', 'Source.table', 'Column', 'Status', 'Time'], align: ['l', 'l', 'l', 'l', 'r'] },
  passing: { header: ['Test', 'Source.table', 'Column', 'Time'], align: ['l', 'l', 'l', 'r'] },
};

function resultTableHead(kind: ResultTable): string[] {
  const { header, align } = RESULT_COLUMNS[kind];
  return [tableRow(header), tableDivider(align)];
}

function resultRow(view: RunView, entry: Entry, kind: ResultTable): string {
  const { call, result } = entry;
  const subject = subjectOf(call, result, view.sources);
  const cells = [view.text(result.name), view.text(tableLabel(subject)), view.text(subject.column)];
  if (kind !== 'passing') cells.push(view.status(result.status));
  if (kind === 'failing') cells.push(view.cause(result.cause));
  cells.push(formatSeconds(timeOf(result)));
  return tableRow(cells);
}

function failingSection(view: RunView, budget: number): Part {
  const failing = view.failing;
  if (failing.length === 0) return EMPTY;
  const compared = view.run.baseline !== undefined && view.run.baseline.unavailable === undefined;
  const heading = compared ? 'New failures' : 'Failed and erroring tests';
  return resultsTable(
    view,
    failing,
    'failing',
    budget,
    heading,
    compared ? 'new failing' : 'failed or erroring',
  );
}

function preExistingSection(view: RunView, budget: number): Part {
  const baseline = view.run.baseline;
  if (view.preExisting.length === 0 || !baseline) return EMPTY;
  return resultsTable(
    view,
    view.preExisting,
    'failing',
    budget,
    `Already failing ${view.text(onReference(baseline))}`,
    'already failing',
  );
}

function fixedSection(view: RunView, budget: number): Part {
  const baseline = view.run.baseline;
  if (view.fixed.length === 0 || !baseline) return EMPTY;
  return resultsTable(
    view,
    view.fixed,
    'passing',
    budget,
    `Fixed: failing ${view.text(onReference(baseline))}, passing here`,
    'fixed',
  );
}

/** Statuses the service added that the action does not know (CONTRACT: carried through). */
function otherSection(view: RunView, budget: number): Part {
  if (view.other.length === 0) return EMPTY;
  return resultsTable(view, view.other, 'slowest', budget, 'Tests with another status', 'other');
}

/** A table of results under a `### heading (n)`, as many rows as fit, then how many were left out. */
function resultsTable(
  view: RunView,
  entries: readonly Entry[],
  kind: ResultTable,
  budget: number,
  heading: string,
  noun: string,
): Part {
  const top = [`### ${heading} (${formatCount(entries.length)})`, '', ...resultTableHead(kind)];
  return framedRows(
    entries.length,
    (i) => resultRow(view, entries[i]!, kind),
    budget,
    top,
    (omitted) => [
      '',
      `_${formatCount(omitted)} more ${noun} ${plural(omitted, 'test')} not shown: see the results file._`,
    ],
  );
}

/** Tests of the baseline that did not run here (a model's test removed, a test renamed). */
function goneSection(view: RunView, budget: number): Part {
  const baseline = view.run.baseline;
  if (!baseline || baseline.goneCount === 0) return EMPTY;
  const gone = baseline.gone;
  const n = formatCount(baseline.goneCount);
  const row = (i: number): string => {
    const t = gone[i]!;
    const place = t.model !== undefined ? `model ${t.model}` : t.table === '' ? 'project' : t.table;
    return tableRow([view.text(t.name), view.text(place), view.text(t.columnName), view.status(t.status)]);
  };
  const listed = gone.length < baseline.goneCount ? ` (${formatCount(gone.length)} listed)` : '';
  return folded(
    `No longer run: ${n} ${plural(baseline.goneCount, 'test')} ran ${view.text(onReference(baseline))} but not here${listed}`,
    [tableRow(['Test', 'Table or model', 'Column', 'Status there']), tableDivider(['l', 'l', 'l', 'l'])],
    gone.length,
    row,
    budget,
  );
}

/** Tests whose status changed between attempts (rerun), folded: they passed or failed in the end. */
function flakySection(view: RunView, budget: number): Part {
  const flaky = view.flaky;
  if (flaky.length === 0) return EMPTY;
  const row = (i: number): string => {
    const { call, result } = flaky[i]!;
    const subject = subjectOf(call, result, view.sources);
    return tableRow([
      view.text(result.name),
      view.text(tableLabel(subject)),
      view.text(subject.column),
      (result.attempts ?? []).map((a) => view.status(a.status)).join(' → '),
    ]);
  };
  return folded(
    `Flaky tests (${formatCount(flaky.length)}): their status changed on a re-run`,
    [tableRow(['Test', 'Source.table', 'Column', 'Attempts']), tableDivider(['l', 'l', 'l', 'l'])],
    flaky.length,
    row,
    budget,
  );
}

/** A `<details>` block holding a table: as many rows as fit, the summary line saying how many were left out. */
function folded(
  summary: string,
  head: string[],
  n: number,
  row: (i: number) => string,
  budget: number,
): Part {
  const close = ['', '</details>', ''];
  const open = (omitted: number): string[] => [
    `<details><summary>${summary}${omitted > 0 ? `; ${formatCount(omitted)} not shown, see the results file` : ''}</summary>`,
    '',
  ];
  const frame = part([...open(n), ...head, ...close]).bytes;
  const fitted = fitRows(n, row, budget - frame);
  const omitted = n - fitted.lines.length;
  if (fitted.lines.length === 0)
    return compactNote(`${summary}: not shown, see the results file.`, budget, true);
  return part([...open(omitted), ...head, ...fitted.lines, ...close], omitted > 0);
}

function slowestSection(view: RunView, budget: number): Part {
  const slowest = view.slowest;
  if (slowest.length === 0) return EMPTY;
  const top = ['### Slowest tests', '', ...resultTableHead('slowest')];
  return framedRows(
    slowest.length,
    (i) => resultRow(view, slowest[i]!, 'slowest'),
    budget,
    top,
    (omitted) => ['', `_${formatCount(omitted)} more not shown._`],
  );
}

function passingSection(view: RunView, budget: number): Part {
  const passing = view.passing;
  if (passing.length === 0) return EMPTY;
  const n = formatCount(passing.length);
  const close = ['', '</details>', ''];
  const table = resultTableHead('passing');
  const openWith = (omitted: number): string[] => [
    omitted === 0
      ? `<details><summary>Passing tests (${n})</summary>`
      : `<details><summary>Passing tests (${n}; ${formatCount(omitted)} not shown, see the results file)</summary>`,
    '',
  ];
  const frame = part([...openWith(0), ...table, ...close]).bytes;
  // When rows are left out, the <summary> line says how many: room for the longest such line.
  const noteRoom = part(openWith(passing.length)).bytes - part(openWith(0)).bytes;
  const rows = fitRowsWithNote(
    passing.length,
    (i) => resultRow(view, passing[i]!, 'passing'),
    budget - frame,
    noteRoom,
  );
  const omitted = passing.length - rows.lines.length;
  if (rows.lines.length === 0)
    return compactNote(
      `${n} passing ${plural(passing.length, 'test')} not shown: see the results file.`,
      budget,
      omitted > 0,
    );
  return part([...openWith(omitted), ...table, ...rows.lines, ...close], omitted > 0);
}

/**
 * A heading and table (`top`), as many rows as fit, and a note of how many were left out.
 * When not even one row fits, a single line says what the section would have held.
 */
function framedRows(
  n: number,
  row: (i: number) => string,
  budget: number,
  top: string[],
  omittedNote: (omitted: number) => string[],
): Part {
  const frame = part([...top, '']).bytes;
  const rows = fitRowsWithNote(n, row, budget - frame, part(omittedNote(n)).bytes);
  const omitted = n - rows.lines.length;
  if (rows.lines.length === 0) {
    return compactNote(`${top[0]!.replace(/^#+ /, '')}: ${formatCount(n)} not shown.`, budget, true);
  }
  return part([...top, ...rows.lines, ...(omitted > 0 ? omittedNote(omitted) : []), ''], omitted > 0);
}

function compactNote(note: string, budget: number, cut: boolean): Part {
  const p = part([`_${note}_`, ''], cut);
  return p.bytes <= budget ? p : { lines: [], bytes: 0, cut: true };
}

function runnerSection(view: RunView, budget: number): Part {
  const calls = view.succeededCalls.filter((c) => c.runnerStdout.trim() !== '');
  if (calls.length === 0) return EMPTY;
  const heading = ['### Runner output', ''];
  const room = budget - part(heading).bytes;
  // Each call's output folded only by design (line counts, RUNNER_CALL_MAX_BYTES).
  const whole = calls.map((c) => runnerBlock(view, c, RUNNER_CALL_MAX_BYTES));
  if (sum(whole.filter((b) => b !== undefined)) <= room) {
    return part([...heading, ...whole.flatMap((b) => b?.lines ?? [])]);
  }

  // Not enough room: share it out. Calls whose whole output is smaller than an equal share keep
  // it whole, and what they leave goes to the others (smallest first, then equal shares).
  let remaining = room - SECTION_RESERVE / 2;
  const blocks = new Array<Part | undefined>(calls.length);
  const bySize = whole.map((b, i) => ({ i, size: b?.bytes ?? 0 })).sort((a, b) => a.size - b.size);
  bySize.forEach(({ i, size }, k) => {
    const share = Math.floor(remaining / (bySize.length - k));
    const block = size <= share ? whole[i] : runnerBlock(view, calls[i]!, share);
    blocks[i] = block;
    remaining -= block?.bytes ?? 0;
  });
  const shown = blocks.filter((b) => b !== undefined).length;
  if (shown === 0)
    return compactNote(
      `Runner output of ${formatCount(calls.length)} ${plural(calls.length, 'call')} not shown.`,
      budget,
      true,
    );
  const lines = [...heading, ...blocks.flatMap((b) => b?.lines ?? [])];
  if (shown < calls.length) {
    const left = calls.length - shown;
    lines.push(`_The runner output of ${formatCount(left)} more ${plural(left, 'call')} is not shown._`, '');
  }
  return part(lines, true);
}

/**
 * One call's runner output, folded: its first and last lines within `budget` bytes (and at most
 * RUNNER_HEAD_LINES + RUNNER_TAIL_LINES lines), the middle replaced by a line saying how many
 * lines were cut. Undefined when not even the frame and one line fit.
 */
function runnerBlock(view: RunView, call: SucceededCall, budget: number): Part | undefined {
  const lines = view.outputLines(call);
  const n = lines.count;
  const label = view.text(call.call.label);
  const open = (cutLines: number): string =>
    `<details><summary>${label}: ${formatCount(n)} ${plural(n, 'line')}${cutLines > 0 ? `, ${formatCount(cutLines)} cut` : ''}</summary>`;
  const close = ['</pre>', '', '</details>', ''];
  const frame = part([open(n), '', '<pre>', cutMarker(n), ...close]).bytes;
  if (frame > budget) return undefined;

  const lineAt = (i: number): string => preformatted(clipNoting(lines.at(i), RUNNER_LINE_MAX_CHARS));
  const headMax = Math.min(n, RUNNER_HEAD_LINES);
  const head = fitRows(headMax, lineAt, Math.floor((budget - frame) / 2));
  const tailMax = Math.min(n - head.lines.length, RUNNER_TAIL_LINES);
  const tail = fitRows(tailMax, (k) => lineAt(n - 1 - k), budget - frame - head.bytes);
  tail.lines.reverse();
  if (head.lines.length === 0 && tail.lines.length === 0) return undefined;
  const cutLines = n - head.lines.length - tail.lines.length;
  const body =
    cutLines > 0 ? [...head.lines, cutMarker(cutLines), ...tail.lines] : [...head.lines, ...tail.lines];
  return part([open(cutLines), '', '<pre>', ...body, ...close]);
}

function cutMarker(lines: number): string {
  return `[… ${formatCount(lines)} ${plural(lines, 'line')} cut …]`;
}

/** The first and last lines of a text and how many there are; `at(i)` reads one of those kept. */
interface LineWindow {
  count: number;
  at(index: number): string;
}

/**
 * `text`'s line count (a final line break ends the last line, it does not start another) and its
 * first `head` and last `tail` lines, each passed through `redact`. Found with indexOf and
 * lastIndexOf from either end; a text with carriage returns (rare in a runner's log) is split.
 */
function lineWindow(text: string, head: number, tail: number, redact: Redact): LineWindow {
  if (text.includes('\r')) {
    const all = text.split(/\r\n|\r|\n/);
    if (all.length > 1 && all[all.length - 1] === '') all.pop();
    return { count: all.length, at: (i) => redact(all[i] ?? '') };
  }
  const end = text.length > 0 && text.endsWith('\n') ? text.length - 1 : text.length;
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) count++;
  const first: string[] = [];
  for (let start = 0; first.length < Math.min(head, count);) {
    const stop = text.indexOf('\n', start);
    const lineEnd = stop === -1 || stop > end ? end : stop;
    first.push(redact(text.slice(start, lineEnd)));
    start = lineEnd + 1;
  }
  const last: string[] = [];
  for (let stop = end; last.length < Math.min(tail, count);) {
    const before = stop === 0 ? -1 : text.lastIndexOf('\n', stop - 1);
    last.unshift(redact(text.slice(before + 1, stop)));
    stop = before;
  }
  return {
    count,
    at: (i) => (i < first.length ? first[i]! : (last[i - (count - last.length)] ?? '')),
  };
}
