/**
 * Test mode's job summary (and the check run's), written for the first seconds of reading a failed
 * check: the verdict, what is new, each failing test with its cause and line; the rest folded.
 * Strictly under `maxBytes`, because GitHub rejects a step summary at its limit.
 */
import { SUMMARY_MAX_BYTES } from '../common/limits.js';
import type { Block, Section } from '../common/budget.js';
import { EMPTY_BLOCK, block, fitLines, fitSections, joinBlocks } from '../common/budget.js';
import type { ResultEntry } from './counts.js';
import { countResults } from './counts.js';
import type { CallOutcome, Counts, RunResult, SucceededCall, TestRun } from './model.js';
import type { QuarantineEntryTally } from './model.js';
import { runSeconds } from './model.js';
import { subjectOf, testLabel } from './subject.js';
import {
  formatCount,
  formatSeconds,
  inline,
  link,
  noBreak,
  plural,
  tableDivider,
  tableRow,
} from '../common/text.js';
import { onReference } from './baseline.js';
import {
  ADDED_BY_PULL_REQUEST,
  addedEntries,
  daysBetween,
  entryLabel,
  expiredEntries,
  passingEntries,
  quarantinedByAddedEntries,
  unmatchedEntries,
} from './known-failures.js';
import type { CallCounts, Headline, RunView, RunViewOptions } from './lines.js';
import { brokenItems, failureItem, goneItem, opening, runView, status, testItem, text } from './lines.js';
import { runnerOutputBlock, type RunnerOutputs } from './runner-output.js';
import { historySection } from './history-section.js';

export interface TestSummaryOptions extends RunViewOptions, Omit<Headline, 'title'> {
  checkRunUrl?: string;
  /** UTF-8 bytes; the output is strictly shorter. */
  maxBytes?: number;
  /** The heading's name; default `Data tests` (the check name is a good choice). */
  title?: string;
}

/** Room every section keeps, when the summary is cut, to say what it left out. */
const SECTION_RESERVE = 400;

/** A view made once by runView brings its own sources, redact and links. */
export function renderTestSummary(run: TestRun | RunView, opts: TestSummaryOptions): string {
  const maxBytes = opts.maxBytes ?? SUMMARY_MAX_BYTES;
  const limit = maxBytes - 1; // strictly under maxBytes
  const view = 'groups' in run ? run : runView(run, opts);
  const fitted = fitSections(sections(view, opts), limit, SECTION_RESERVE, CLOSING_NOTE);
  if (fitted.blocks.reduce((n, b) => n + b.bytes, 0) <= limit) return joinBlocks(fitted.blocks);
  // Only a maxBytes smaller than the headline gets here: its first lines that fit.
  const head = fitted.blocks[0]!.lines;
  return joinBlocks([block(fitLines(head.length, (i) => head[i]!, limit).lines)]);
}

const CLOSING_NOTE = block([
  "_Parts of this summary were left out to keep it within GitHub's size limit. The results file (output `results-file`) holds every result and each call's whole runner output._",
  '',
]);

/** In display order; the priority says who gets bytes first when the summary must be cut. */
function sections(view: RunView, opts: TestSummaryOptions): Section[] {
  const tenth = Math.floor((opts.maxBytes ?? SUMMARY_MAX_BYTES) / 10);
  const { 'pre-existing': preExisting, fixed, flaky, other, passing, quarantined } = view.groups;
  const quarantine = view.run.quarantine;
  const unmatched = quarantine ? unmatchedEntries(quarantine) : [];
  const file = quarantine ? ` (${text(view, quarantine.file)})` : '';
  const baseline = view.run.baseline;
  const { gone, goneCount } = baseline ?? { gone: [], goneCount: 0 };
  const reference = baseline ? text(view, onReference(baseline)) : '';
  return [
    {
      priority: 0,
      render: () => block(opening(view, { ...opts, title: opts.title ?? 'Data tests' })),
    },
    { priority: 1, render: (b) => failuresSection(view, b) },
    list(
      3,
      undefined,
      `Already failing ${reference} (${formatCount(preExisting.length)})`,
      baseline ? preExisting : [],
      (e) => failureItem(view, e),
    ),
    list(
      4,
      tenth,
      `Fixed: failing ${reference}, passing here (${formatCount(fixed.length)})`,
      baseline ? fixed : [],
      (e) => testItem(view, e),
    ),
    list(2, tenth, `Flaky (${formatCount(flaky.length)}): the status changed on a re-run`, flaky, (e) =>
      testItem(view, e, (e.result.attempts ?? []).map((a) => status(view, a.status)).join(' → ')),
    ),
    list(
      3,
      tenth,
      `Quarantined (${formatCount(quarantined.length)}): known failures, each with an owner and a last day${file}${addedNote(view)}`,
      quarantined,
      (e) => quarantinedRow(view, e),
      {
        head: [
          tableRow(['Test', 'Owner', 'Reason', 'Until', 'Days left']),
          tableDivider(['l', 'l', 'l', 'l', 'r']),
        ],
        fallback: `_Quarantined: ${formatCount(quarantined.length)} known failures, see the results file._`,
      },
    ),
    { priority: 2, cap: tenth, render: (b) => quarantineEntriesSection(view, b) },
    // Not an error: the entry may be another shard's, or its test renamed.
    list(
      5,
      tenth,
      `Quarantine entries that matched no test of this run (${formatCount(unmatched.length)})`,
      unmatched,
      (e) =>
        `- ${entryItem(view, e)} · owner ${text(view, e.owner)} · until ${e.until}${e.expired ? ' (expired)' : ''}${e.addedByPullRequest ? ` · ${ADDED_BY_PULL_REQUEST}` : ''}`,
    ),
    // Statuses the action does not know: carried through, as the service owns its enumerations.
    list(5, tenth, `Another status (${formatCount(other.length)}): neither passed nor failed`, other, (e) =>
      failureItem(view, e),
    ),
    list(
      5,
      tenth,
      `No longer run: ${formatCount(goneCount)} ${plural(goneCount, 'test')} ran ${reference} but not here${gone.length < goneCount ? `, ${formatCount(gone.length)} listed` : ''}`,
      gone,
      (test) => goneItem(view, test),
    ),
    { priority: 4, cap: tenth, render: (b) => historySection(view, b) },
    { priority: 2, cap: tenth, render: (b) => countsSection(view, opts, b) },
    list(7, undefined, passingTitle(passing.length), slowestPassing(view), (e) =>
      testItem(view, e, noBreak(formatSeconds(timeOf(e.result)))),
    ),
    { priority: 6, cap: tenth * 2.5, render: (b) => runnerOutputBlock(runnerOutputs(view), b) },
    { priority: 0, render: () => footerSection(view, opts) },
  ];
}

/** The calls' runner output as the view shows it: labels as elsewhere, lines kept in the view. */
function runnerOutputs(view: RunView): RunnerOutputs {
  return {
    calls: view.run.calls,
    label: (call) => text(view, call.call.label),
    redact: view.redact,
    windows: view.windows,
  };
}

function failuresSection(view: RunView, budget: number): Block {
  const { count: n, item } = brokenItems(view);
  if (n === 0) return EMPTY_BLOCK;
  const compared = view.run.baseline !== undefined && view.run.baseline.unavailable === undefined;
  const noun = compared ? 'new failures' : 'failing tests';
  return listSection(n, item, budget, (omitted) => [
    '',
    `_${formatCount(omitted)} more ${noun} and failed calls not shown: see the results file._`,
  ]);
}

/** `; 1 added by this pull request`, when entries the pull request adds quarantine failures. */
function addedNote(view: RunView): string {
  const n = quarantinedByAddedEntries(view.run);
  return n > 0 ? `; ${formatCount(n)} ${ADDED_BY_PULL_REQUEST}` : '';
}

function quarantinedRow(view: RunView, { call, result }: ResultEntry): string {
  const mark = result.quarantine!;
  const checkedOn = view.run.quarantine?.checkedOn;
  const added = mark.addedByPullRequest ? ` · **${ADDED_BY_PULL_REQUEST}**` : '';
  return tableRow([
    `${text(view, testLabel(subjectOf(call, result, view.sources), result.name))} · ${status(view, result.status)}${added}`,
    text(view, mark.owner),
    text(view, mark.reason),
    mark.until,
    checkedOn === undefined ? '–' : formatCount(daysBetween(checkedOn, mark.until)),
  ]);
}

/** Not folded: these entries need a person (added by the pull request, expired with failures, or all passing). */
function quarantineEntriesSection(view: RunView, budget: number): Block {
  const quarantine = view.run.quarantine;
  if (!quarantine) return EMPTY_BLOCK;
  const items = [
    ...addedEntries(quarantine).map((e) => {
      const n = e.quarantined;
      return `- ${entryItem(view, e)}: **${ADDED_BY_PULL_REQUEST}**, it quarantines ${formatCount(n)} ${plural(n, 'failure')} of this run until ${e.until}; owner ${text(view, e.owner)}: ${text(view, e.reason)}`;
    }),
    ...expiredEntries(quarantine).map((e) => {
      const n = e.expiredFailures;
      return `- ${entryItem(view, e)}: expired on ${e.until}, so its ${formatCount(n)} ${plural(n, 'failure')} ${n === 1 ? 'counts' : 'count'} again; owner ${text(view, e.owner)}: ${text(view, e.reason)}`;
    }),
    ...passingEntries(quarantine).map(
      (e) => `- ${entryItem(view, e)}: its tests all pass, it can be removed from the file`,
    ),
  ];
  if (items.length === 0) return EMPTY_BLOCK;
  const head = [`Quarantine entries to update in ${text(view, quarantine.file)}:`, ''];
  return listSection(
    items.length,
    (i) => items[i]!,
    budget - block(head).bytes,
    (omitted) => ['', `_${formatCount(omitted)} more entries not shown: see the results file._`],
    head,
  );
}

/** `line 3 (test unique, table customers)`. */
function entryItem(view: RunView, entry: QuarantineEntryTally): string {
  return `line ${entry.line} (${text(view, entryLabel(entry))})`;
}

function countsSection(view: RunView, opts: TestSummaryOptions, budget: number): Block {
  const { counts: c, calls } = view.run;
  const wall = runSeconds(view.run);
  const time = wall === undefined ? '–' : noBreak(formatSeconds(wall));
  const tests = `${formatCount(c.total)} ${plural(c.total, 'test')}`;
  const head = [
    `<details><summary>Counts: ${tests} in ${formatCount(calls.length)} test-run ${plural(calls.length, 'call')}${wall === undefined ? '' : `, ${time}`}</summary>`,
    '',
    tableRow(['Test-run call', 'Tests', 'Passed', 'Failed', 'Errored', 'Time']),
    tableDivider(['l', 'r', 'r', 'r', 'r', 'r']),
  ];
  const all = tableRow(['All', ...[c.total, c.succeeded, c.failed, c.errored].map(formatCount), time]);
  const facts: string[] = [];
  const reported = [
    c.warnings > 0 ? `${formatCount(c.warnings)} ${plural(c.warnings, 'warning')}` : '',
    c.skipped > 0 ? `${formatCount(c.skipped)} skipped` : '',
  ].filter(Boolean);
  if (reported.length > 0) facts.push(`The service reported ${reported.join(' and ')}.`, '');
  facts.push(`Outcomes that fail the step (\`fail-on\`): ${inline([...opts.failOn].join(', ') || 'none')}.`);
  const tail = ['', ...facts, '', '</details>', ''];
  let room = budget - block([...head, all, ...tail]).bytes;
  if (room < 0) return compact(`_Counts: ${tests}._`, budget);
  const rows = fitLines(
    calls.length,
    (i) => callRow(view, calls[i]!),
    room,
    (omitted) => [
      tableRow([
        `${formatCount(omitted)} more ${plural(omitted, 'call')} not shown`,
        ...Array<string>(5).fill('–'),
      ]),
    ],
  );
  room -= block(rows.lines).bytes;
  const explained = calls.map((call) => callNote(view, call)).filter((note) => note !== '');
  const notes = fitLines(explained.length, (i) => explained[i]!, room - 1).lines;
  return block(
    [...head, ...rows.lines, all, ...(notes.length > 0 ? ['', ...notes] : []), ...tail],
    rows.omitted > 0 || notes.length < explained.length,
  );
}

function callRow(view: RunView, outcome: CallOutcome): string {
  const time = noBreak(formatSeconds(outcome.durationMs / 1000));
  const label = text(view, outcome.call.label);
  if (!outcome.ok) return tableRow([label, 'request failed', '–', '–', '–', time]);
  const c = callCounts(view, outcome).counts;
  return tableRow([label, ...[c.total, c.succeeded, c.failed, c.errored].map(formatCount), time]);
}

/** Why a call's counts may read differently elsewhere; empty when nothing needs saying. */
function callNote(view: RunView, outcome: CallOutcome): string {
  if (!outcome.ok) return '';
  const { rerun, first } = callCounts(view, outcome);
  const notes = [
    rerun &&
      `a re-run changed its counts: the first attempt had ${formatCount(first.succeeded)} passed, ${formatCount(first.failed)} failed, ${formatCount(first.errored)} errored`,
    serviceNote(first, outcome.summary),
  ].filter(Boolean);
  return notes.length === 0 ? '' : `- ${text(view, outcome.call.label)}: ${notes.join('; ')}.`;
}

/** Counted once per view, however often the summary is rendered (each render may count every call). */
function callCounts(view: RunView, outcome: SucceededCall): CallCounts {
  const known = view.callCounts.get(outcome);
  if (known) return known;
  const counts = countResults([outcome]);
  const rerun = outcome.results.some((r) => r.attempts !== undefined && r.attempts[0]!.status !== r.status);
  // The service's summary and the runner output describe the first attempt.
  const firstAttempt = (r: RunResult) => (r.attempts ? { ...r, status: r.attempts[0]!.status } : r);
  const first = rerun ? countResults([{ ...outcome, results: outcome.results.map(firstAttempt) }]) : counts;
  const made = { counts, first, rerun };
  view.callCounts.set(outcome, made);
  return made;
}

function serviceNote(ours: Counts, s: SucceededCall['summary']): string | undefined {
  const { total, succeeded, failed, errored } = ours;
  if (s.total === total && s.succeeded === succeeded && s.failed === failed) return undefined;
  const reads = `the service's own summary reads total ${formatCount(s.total)}, succeeded ${formatCount(s.succeeded)}, failed ${formatCount(s.failed)}`;
  if (s.total === total && s.succeeded === succeeded && errored > 0 && s.failed === failed + errored)
    return `${reads}: it counts errors as failures`;
  return `${reads}, which differs from its results`;
}

/**
 * Most passing tests the summary lists. A reader looks there for the slow ones: at 20,000 tests a
 * list of every passing test is a megabyte nobody reads, and building it was a fifth of the step.
 */
export const PASSING_SHOWN = 100;

function passingTitle(n: number): string {
  return n <= PASSING_SHOWN
    ? `Passing tests (${formatCount(n)}), slowest first`
    : `Passing tests (${formatCount(n)}), the ${formatCount(PASSING_SHOWN)} slowest`;
}

/** The slowest PASSING_SHOWN passing tests, slowest first; picked once, without sorting them all. */
function slowestPassing(view: RunView): ResultEntry[] {
  return (view.slowestPassing ??= slowest(view.groups.passing, PASSING_SHOWN));
}

/**
 * The `k` entries of the longest time, longest first; ties keep the run's order. One pass: an entry
 * no slower than the k-th kept so far costs one comparison, the others are gathered and, each
 * time k more have come, sorted and cut back to k. Inserting each in place cost a shift of the
 * whole list per entry when times rise through the run.
 */
export function slowest(entries: readonly ResultEntry[], k: number): ResultEntry[] {
  if (k <= 0) return [];
  let kept: { entry: ResultEntry; time: number }[] = [];
  // Once k are kept, the time an entry must exceed to be one of them.
  let bar = -Infinity;
  for (const entry of entries) {
    const time = timeOf(entry.result);
    if (time <= bar) continue;
    kept.push({ entry, time });
    if (kept.length === 2 * k) {
      kept = longestFirst(kept, k);
      bar = kept[k - 1]!.time;
    }
  }
  return longestFirst(kept, k).map(({ entry }) => entry);
}

/** A stable sort: of equal times, the one kept earlier (earlier in the run) stays first. */
function longestFirst<T extends { time: number }>(kept: T[], k: number): T[] {
  return kept.sort((a, b) => b.time - a.time).slice(0, k);
}

function timeOf(result: RunResult): number {
  return Number.isFinite(result.time) ? result.time : 0;
}

function footerSection(view: RunView, opts: TestSummaryOptions): Block {
  const { run } = view;
  const bits = [`Project ${text(view, run.projectId)}`, `fabric ${run.fabricId}`];
  for (const key of ['branch', 'version', 'shard'] as const)
    if (run[key] !== undefined) bits.push(`${key} ${text(view, run[key])}`);
  if (opts.checkRunUrl) bits.push(link('check run', opts.checkRunUrl));
  return block([bits.join(' · '), '']);
}

function listSection(
  n: number,
  item: (i: number) => string,
  budget: number,
  note: (omitted: number) => string[],
  head: string[] = [],
): Block {
  const fitted = fitLines(n, item, budget - 1, note);
  if (fitted.omitted === n) return compact(note(n).at(-1)!, budget);
  return block([...head, ...fitted.lines, ''], fitted.omitted > 0);
}

/**
 * A folded list, nothing when empty. When not even one item fits, one line says what it would
 * have held (a table's own, if given).
 */
function list<T>(
  priority: number,
  cap: number | undefined,
  summary: string,
  items: readonly T[],
  item: (x: T) => string,
  table?: { head: string[]; fallback: string },
): Section {
  const n = items.length;
  const line = (i: number) => item(items[i]!);
  const open = (omitted: number): string[] => [
    `<details><summary>${summary}${omitted > 0 ? `; ${formatCount(omitted)} not shown, see the results file` : ''}</summary>`,
    '',
    ...(table?.head ?? []),
  ];
  const close = ['', '</details>', ''];
  const render = (budget: number): Block => {
    if (n === 0) return EMPTY_BLOCK;
    const room = (omitted: number) => budget - block([...open(omitted), ...close]).bytes;
    let fitted = fitLines(n, line, room(0));
    // Cut: the summary line says so, and the longest such line needs room too.
    if (fitted.omitted > 0) fitted = fitLines(n, line, room(n));
    if (fitted.lines.length === 0)
      return compact(table?.fallback ?? `_${summary}: not shown, see the results file._`, budget);
    return block([...open(fitted.omitted), ...fitted.lines, ...close], fitted.omitted > 0);
  };
  return { priority, cap, render };
}

function compact(note: string, budget: number): Block {
  const b = block([note, ''], true);
  return b.bytes <= budget ? b : { ...EMPTY_BLOCK, cut: true };
}
