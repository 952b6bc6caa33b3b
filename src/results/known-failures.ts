/**
 * Known failures (docs/quarantine.md): the quarantine file applied to a run, each failure an entry
 * covers marked. An expired entry still marks what it matches, so every report can say why a known
 * failure counts again.
 */
import type { QuarantineEntry, QuarantineFile } from '../files/quarantine.js';
import type {
  CallOutcome,
  Quarantine,
  QuarantineEntryTally,
  QuarantineMark,
  RunResult,
  TestRun,
  UnfinishedRun,
} from './model.js';
import { isFailure, isQuarantined } from './counts.js';
import { mapResults, modelOf } from './model.js';
import { clip, formatCount } from '../common/text.js';

/** `2026-11-25`: the UTC day decides whether an entry is in force. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days between `YYYY-MM-DD` days, negative before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The quarantine file as the step that applies it to a run takes it. */
export interface QuarantineStep {
  file: QuarantineFile;
  /** The UTC day its entries are checked against. */
  today: string;
  /** The lines of the entries a pull request adds (entriesAdded): marked so, and what they quarantine. */
  added?: ReadonlySet<number>;
}

/**
 * The step of finishing a run (finish.ts) that applies the quarantine file: each failure an entry
 * covers is marked, replacing any earlier mark, and the run says what each entry matched.
 */
export function applyQuarantine(run: UnfinishedRun, step: QuarantineStep): UnfinishedRun {
  const tally = quarantineTally(step);
  const calls = mapResults(run.calls, (outcome) => {
    const model = modelOf(outcome.call);
    return (result) => marked(result, tally.cover(result, model), step.file.path);
  });
  return { ...run, calls, quarantine: tally.quarantine };
}

/**
 * What each entry matched in these calls, without marking them: a part of a merged run, whose
 * results the merge marked, tells its own.
 */
export function quarantineOf(calls: readonly CallOutcome[], step: QuarantineStep): Quarantine {
  const tally = quarantineTally(step);
  for (const outcome of calls) {
    if (!outcome.ok) continue;
    const model = modelOf(outcome.call);
    for (const result of outcome.results) tally.cover(result, model);
  }
  return tally.quarantine;
}

/** The run's report of the file, and the one judgement of each result that counts into it. */
function quarantineTally({ file, today, added }: QuarantineStep) {
  const entries = file.entries.map((entry) => ({
    ...entry,
    ...(added?.has(entry.line) && { addedByPullRequest: true }),
    expired: today > entry.until,
    matched: 0,
    passed: 0,
    quarantined: 0,
    expiredFailures: 0,
  }));
  const lookup = entryLookup(entries);
  return {
    quarantine: { file: file.path, checkedOn: today, entries } satisfies Quarantine,
    /** Counts the result into its entries; the entry that covers it, when it is a failure one matches. */
    cover(result: RunResult, model: string | undefined): QuarantineEntryTally | undefined {
      const matches = lookup(result, model);
      if (matches.length === 0) return undefined;
      for (const entry of matches) {
        entry.matched++;
        if (result.status === 'SUCCEEDED') entry.passed++;
      }
      if (!isFailure(result.status)) return undefined;
      // The first entry in the file that is in force covers it; failing that, the first expired one says so.
      const covering = matches.find((e) => !e.expired) ?? matches[0]!;
      if (covering.expired) covering.expiredFailures++;
      else covering.quarantined++;
      return covering;
    },
  };
}

/** The result with the covering entry's mark, or with none. */
function marked(result: RunResult, covering: QuarantineEntryTally | undefined, file: string): RunResult {
  if (covering === undefined) return unmarked(result);
  const { line, owner, reason, until, expired, addedByPullRequest } = covering;
  const { quarantine: _earlier, ...rest } = result;
  return {
    ...rest,
    quarantine: {
      file,
      line,
      owner,
      reason,
      until,
      expired,
      ...(addedByPullRequest && { addedByPullRequest }),
    },
  };
}

function unmarked(result: RunResult): RunResult {
  if (result.quarantine === undefined) return result;
  const { quarantine: _dropped, ...rest } = result;
  return rest;
}

/**
 * The lines of the entries the base branch's file does not hold (docs/quarantine.md): every entry
 * when the base has no file. The base holds an entry when one of its own quarantines at least the
 * same results for at least as long: it names the same test and, of table, column and model, only
 * fields the entry names too, with the same values (`test: unique` holds `test: unique, table: x`),
 * and its until is the same day or later. So editing an entry's owner or reason, narrowing it or
 * ending it sooner adds nothing; a new entry, a broader one, or a later until is a quarantine the
 * pull request grants, and is marked.
 */
export function entriesAdded(file: QuarantineFile, base: QuarantineFile | undefined): Set<number> {
  const latest = new Map<string, string>();
  for (const entry of base?.entries ?? []) {
    const key = keyOf([entry.test, entry.table, entry.column, entry.model]);
    const until = latest.get(key);
    if (until === undefined || entry.until > until) latest.set(key, entry.until);
  }
  const added = new Set<number>();
  for (const entry of file.entries) {
    let held = false;
    // The entry's own fields, each also left out: at most eight keys (the test is always named).
    for (const table of entry.table === undefined ? [undefined] : [entry.table, undefined])
      for (const column of entry.column === undefined ? [undefined] : [entry.column, undefined])
        for (const model of entry.model === undefined ? [undefined] : [entry.model, undefined]) {
          const until = latest.get(keyOf([entry.test, table, column, model]));
          if (until !== undefined && until >= entry.until) held = true;
        }
    if (!held) added.add(entry.line);
  }
  return added;
}

/**
 * In file order. The file refuses repeated fields, so each of the eight ways to leave table,
 * column and model out names at most one entry: eight map reads, however long the file.
 */
function entryLookup(
  entries: readonly QuarantineEntryTally[],
): (result: RunResult, model: string | undefined) => QuarantineEntryTally[] {
  const byFields = new Map<string, QuarantineEntryTally>();
  for (const entry of entries)
    byFields.set(keyOf([entry.test, entry.table, entry.column, entry.model]), entry);
  return (result, model) => {
    const found: QuarantineEntryTally[] = [];
    for (const table of [result.table, undefined])
      for (const column of [result.columnName, undefined])
        for (const m of model === undefined ? [undefined] : [model, undefined]) {
          const entry = byFields.get(keyOf([result.name, table, column, m]));
          if (entry) found.push(entry);
        }
    return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
  };
}

function keyOf(fields: ReadonlyArray<string | undefined>): string {
  return JSON.stringify(fields.map((f) => f ?? null));
}

/**
 * Report mode: a results file's quarantine marks are what its writer claims, and a file can claim
 * anything; only a quarantine file this step applies may quarantine a failure. The step of
 * finishing a run (finish.ts) that drops the marks.
 */
export function withoutQuarantineMarks(run: UnfinishedRun): UnfinishedRun {
  const { quarantine: _claimed, ...rest } = run;
  return { ...rest, calls: mapResults(run.calls, () => unmarked) };
}

/** How many failures the runs' marks say are quarantined. */
export function claimedQuarantined(runs: readonly UnfinishedRun[]): number {
  let claimed = 0;
  for (const run of runs)
    for (const outcome of run.calls)
      if (outcome.ok) for (const result of outcome.results) if (isQuarantined(result)) claimed++;
  return claimed;
}

/** Failures quarantined by entries the pull request adds: a change quarantining what it broke, maybe. */
export function quarantinedByAddedEntries(run: TestRun): number {
  return (run.quarantine?.entries ?? []).reduce(
    (n, entry) => n + (entry.addedByPullRequest ? entry.quarantined : 0),
    0,
  );
}

/** `2 quarantined`, `2 quarantined (1 added by this pull request)`. */
export function quarantinedWords(run: TestRun): string {
  const added = quarantinedByAddedEntries(run);
  const n = formatCount(run.counts.quarantined);
  return added > 0 ? `${n} quarantined (${formatCount(added)} ${ADDED_BY_PULL_REQUEST})` : `${n} quarantined`;
}

/** Entries the pull request adds that quarantine a failure of this run: a reviewer's to judge. */
export function addedEntries(quarantine: Quarantine): QuarantineEntryTally[] {
  return quarantine.entries.filter((e) => e.addedByPullRequest && e.quarantined > 0);
}

/** Entries whose tests all pass: they can go from the file. */
export function passingEntries(quarantine: Quarantine): QuarantineEntryTally[] {
  return quarantine.entries.filter((e) => e.matched > 0 && e.passed === e.matched);
}

export function unmatchedEntries(quarantine: Quarantine): QuarantineEntryTally[] {
  return quarantine.entries.filter((e) => e.matched === 0);
}

export function expiredEntries(quarantine: Quarantine): QuarantineEntryTally[] {
  return quarantine.entries.filter((e) => e.expired && e.expiredFailures > 0);
}

/** What marks an entry, and what it quarantines, that a pull request adds (entriesAdded). */
export const ADDED_BY_PULL_REQUEST = 'added by this pull request';

/**
 * `quarantined until 2026-12-31 (quarantine.yml:3), owner @acme/data: upstream feed sends nulls`;
 * `(quarantine.yml:3, added by this pull request)` when the pull request adds the entry.
 */
export function quarantineNote(mark: QuarantineMark): string {
  const what = mark.expired ? `quarantine expired on ${mark.until}` : `quarantined until ${mark.until}`;
  const added = mark.addedByPullRequest ? `, ${ADDED_BY_PULL_REQUEST}` : '';
  return `${what} (${mark.file}:${mark.line}${added}), owner ${mark.owner}: ${mark.reason}`;
}

/** `Quarantined until 2026-12-31 (…): … DATA-123.` */
export function quarantineSentence(mark: QuarantineMark): string {
  const note = quarantineNote(mark);
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}.`;
}

/** `test not_null, table customers, column email`. */
export function entryLabel(entry: Pick<QuarantineEntry, 'test' | 'table' | 'column' | 'model'>): string {
  const parts = [`test ${clip(entry.test, 80)}`];
  for (const field of ['table', 'column', 'model'] as const)
    if (entry[field] !== undefined) parts.push(`${field} ${clip(entry[field], 80)}`);
  return parts.join(', ');
}
