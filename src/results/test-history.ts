/**
 * History across runs (docs/history-file.md): what earlier runs of the same tests did, as a table
 * of runs and a string of outcome letters per test. Plain data in, plain data out: reading and
 * writing the file are read-history.ts and history-file.ts; the words are history-words.ts.
 *
 * Every pass is linear in tests × runs, and touches each letter at most once: 100,000 tests over
 * 50 runs is 5 million letters, read, appended to and written in well under a second.
 */
import type * as z from 'zod';
import type { TestStatus } from '../service/types.js';
import type { historyRun } from './history-format.js';
import type { CallOutcome, Fields, HistoryNote, TestRun } from './model.js';
import { modelOf } from './model.js';
import { isFailure } from './counts.js';
import { resultIdentities, type StatusLookup } from './baseline.js';

/** One run of the history: its workflow run and attempt, commit, page, time and branch. */
export type HistoryRun = Fields<z.infer<typeof historyRun>>;

/** A test's identity (a baseline's: model, table, column and name) and its letters, one per run. */
export interface HistoryTest {
  model: string;
  table: string;
  columnName: string;
  name: string;
  outcomes: string;
}

export interface History {
  projectId: string;
  fabricId: number;
  /** Oldest first. */
  runs: HistoryRun[];
  /** By testIdentity; each test's outcomes as long as `runs`. */
  tests: Map<string, HistoryTest>;
}

/** Where a run's tests belong: a history of another project or fabric is not this run's. */
export type HistoryIdentity = Pick<History, 'projectId' | 'fabricId'>;

export function emptyHistory({ projectId, fabricId }: HistoryIdentity): History {
  return { projectId, fabricId, runs: [], tests: new Map() };
}

const PASSED = 'P';
const FAILED = 'F';
const ERRORED = 'E';
const OTHER = 'O';
const NOT_RUN = '-';
// The hot loops read letters as char codes: no string is made per letter.
const PASSED_CODE = PASSED.charCodeAt(0);
const FAILED_CODE = FAILED.charCodeAt(0);
const ERRORED_CODE = ERRORED.charCodeAt(0);
const NOT_RUN_CODE = NOT_RUN.charCodeAt(0);

function letterOf(status: string): string {
  if (status === 'SUCCEEDED') return PASSED;
  if (status === 'FAILED') return FAILED;
  if (status === 'ERROR') return ERRORED;
  return OTHER;
}

const isFailureCode = (c: number) => c === FAILED_CODE || c === ERRORED_CODE;

/**
 * Each test of the calls that ran, once, by key: its letter, and the tests the history does not
 * hold yet; should a test appear twice, a failure wins.
 */
function runLetters(
  calls: readonly CallOutcome[],
  known: ReadonlyMap<string, HistoryTest>,
): { letters: Map<string, string>; fresh: Map<string, HistoryTest> } {
  const letters = new Map<string, string>();
  const fresh = new Map<string, HistoryTest>();
  for (const outcome of calls) {
    if (!outcome.ok) continue;
    const model = modelOf(outcome.call) ?? '';
    const keys = resultIdentities(outcome);
    for (let i = 0; i < outcome.results.length; i++) {
      const { table, columnName, name, status } = outcome.results[i]!;
      const key = keys[i]!;
      const before = letters.get(key);
      if (before !== undefined && (isFailureCode(before.charCodeAt(0)) || !isFailure(status))) continue;
      letters.set(key, letterOf(status));
      if (before === undefined && !known.has(key))
        fresh.set(key, { model, table, columnName, name, outcomes: '' });
    }
  }
  return { letters, fresh };
}

/**
 * The history without the run `runId` (an earlier attempt of this very run): what this run is
 * compared with and explained by is what came before it.
 */
export function withoutRun(history: History, runId: string | undefined): History {
  const at = runId === undefined ? -1 : history.runs.findIndex((run) => run.id === runId);
  if (at < 0) return history;
  const tests = new Map<string, HistoryTest>();
  for (const [key, test] of history.tests) {
    const outcomes = test.outcomes.slice(0, at) + test.outcomes.slice(at + 1);
    if (ranIn(outcomes)) tests.set(key, withOutcomes(test, outcomes));
  }
  return { ...history, runs: history.runs.filter((_, i) => i !== at), tests };
}

/** Whether a test ran in any of the runs: one that ran in none is no longer kept. */
function ranIn(outcomes: string): boolean {
  for (let i = 0; i < outcomes.length; i++) if (outcomes.charCodeAt(i) !== NOT_RUN_CODE) return true;
  return false;
}

/** Written out rather than spread: made 100,000 times a run. */
function withOutcomes({ model, table, columnName, name }: HistoryTest, outcomes: string): HistoryTest {
  return { model, table, columnName, name, outcomes };
}

/** Appended, or replacing the entry of the same workflow run (an earlier attempt). */
export interface Appended {
  history: History;
  /** The earlier attempt's entry was replaced, rather than a run added. */
  replaced: boolean;
}

/**
 * The history with `run` as `entry`: a new run at the end, or in place of the entry with the same
 * run id (a re-run attempt replaces its earlier attempt, never adds a second). At most `maxRuns`
 * runs are kept, the oldest dropped, and a test that ran in none of them goes.
 */
export function appendRun(history: History, run: TestRun, entry: HistoryRun, maxRuns: number): Appended {
  const { letters, fresh } = runLetters(run.calls, history.tests);
  const known = history.runs.findIndex((r) => r.id === entry.id);
  const at = known >= 0 ? known : history.runs.length;
  const runs = [...history.runs];
  runs[at] = entry;
  const drop = Math.max(0, runs.length - maxRuns);
  const atEnd = at === history.runs.length;
  const tests = new Map<string, HistoryTest>();
  for (const [key, test] of history.tests) {
    const letter = letters.get(key) ?? NOT_RUN;
    const { outcomes: before } = test;
    // At the end, the common case, one slice and one join.
    const outcomes = atEnd
      ? before.slice(drop) + letter
      : (before.slice(0, at) + letter + before.slice(at + 1)).slice(drop);
    // A test that ran now ran in a kept run; only one that did not may have run in none.
    if (letter !== NOT_RUN || ranIn(outcomes)) tests.set(key, withOutcomes(test, outcomes));
  }
  for (const [key, test] of fresh) {
    const outcomes = NOT_RUN.repeat(at) + letters.get(key)! + NOT_RUN.repeat(runs.length - at - 1);
    tests.set(key, withOutcomes(test, outcomes.slice(drop)));
  }
  return { history: { ...history, runs: runs.slice(drop), tests }, replaced: known >= 0 };
}

/**
 * How many failures in a row outweigh earlier ones: a test failing its last three runs is failing
 * since the first of them, whatever it did before.
 */
const STREAK_OVER_FLAKY = 3;

/**
 * A failure of this run against the history before it: never seen, new (it passed every run it
 * ran in), failing since the first of its latest failures in a row, or flaky (it failed now and
 * then). Runs it did not run in, and other statuses, are passed over. Undefined for an empty history.
 */
export function explainFailure(history: History, key: string): HistoryNote | undefined {
  if (history.runs.length === 0) return undefined;
  const outcomes = history.tests.get(key)?.outcomes ?? '';
  let ran = 0;
  let failed = 0;
  let streak = 0;
  let streakStart = -1;
  for (let i = 0; i < outcomes.length; i++) {
    const c = outcomes.charCodeAt(i);
    if (c === PASSED_CODE) {
      ran++;
      streak = 0;
    } else if (isFailureCode(c)) {
      ran++;
      failed++;
      if (streak++ === 0) streakStart = i;
    }
  }
  if (ran === 0) return { kind: 'first-seen', runs: history.runs.length, failed: 0 };
  if (streak === 0) return { kind: failed === 0 ? 'new' : 'flaky', runs: ran, failed };
  if (failed > streak && streak < STREAK_OVER_FLAKY) return { kind: 'flaky', runs: ran, failed };
  return { kind: 'failing-since', runs: ran, failed, streak, since: history.runs[streakStart]! };
}

/**
 * What each test did in the history's latest run, as a status: the reference of a comparison
 * (baseline: history). A test that did not run there is not in it. Read from the letters as asked,
 * rather than copied into a map of 100,000.
 */
export function latestStatuses(history: History): StatusLookup {
  const last = history.runs.length - 1;
  const status: Record<string, TestStatus> = {
    [PASSED]: 'SUCCEEDED',
    [FAILED]: 'FAILED',
    [ERRORED]: 'ERROR',
    [OTHER]: 'another status',
  };
  const statusOf = (test: HistoryTest | undefined) =>
    last < 0 || test === undefined ? undefined : status[test.outcomes[last]!];
  return {
    get: (key) => statusOf(history.tests.get(key)),
    *[Symbol.iterator]() {
      for (const [key, test] of history.tests) {
        const there = statusOf(test);
        if (there !== undefined) yield [key, there];
      }
    },
  };
}

/** One run's tests: passed, failed or errored, and all that ran (other statuses too). */
export interface RunTally {
  run: HistoryRun;
  passed: number;
  failed: number;
  ran: number;
}

/** The last `last` runs, each with what its tests did: the trend the summary charts. */
export function runTallies(history: History, last: number): RunTally[] {
  const from = Math.max(0, history.runs.length - last);
  const tallies = history.runs.slice(from).map((run) => ({ run, passed: 0, failed: 0, ran: 0 }));
  for (const { outcomes } of history.tests.values()) {
    for (let i = from; i < outcomes.length; i++) {
      const c = outcomes.charCodeAt(i);
      if (c === NOT_RUN_CODE) continue;
      const tally = tallies[i - from]!;
      tally.ran++;
      if (c === PASSED_CODE) tally.passed++;
      else if (isFailureCode(c)) tally.failed++;
    }
  }
  return tallies;
}

/** A test that both passes and fails, and how often it changed. */
export interface FlakyTest {
  test: HistoryTest;
  /** Runs it passed, failed or errored in. */
  ran: number;
  failed: number;
  /** Changes between passing and failing from one run to the next it ran in. */
  changes: number;
}

/** Two changes at least: a test that broke once (or was fixed once) is not flaky. */
const FLAKY_MIN_CHANGES = 2;

/** The `n` tests that changed between passing and failing most often, most first. */
export function flakiestTests(history: History, n: number): FlakyTest[] {
  const flaky: FlakyTest[] = [];
  for (const test of history.tests.values()) {
    const { outcomes } = test;
    let ran = 0;
    let failed = 0;
    let changes = 0;
    // -1 before the first run it passed or failed in, then 0 (passed) or 1 (failed or errored).
    let previous = -1;
    for (let i = 0; i < outcomes.length; i++) {
      const c = outcomes.charCodeAt(i);
      const failing = isFailureCode(c) ? 1 : c === PASSED_CODE ? 0 : -1;
      if (failing < 0) continue;
      if (previous >= 0 && failing !== previous) changes++;
      previous = failing;
      ran++;
      failed += failing;
    }
    if (changes >= FLAKY_MIN_CHANGES) flaky.push({ test, ran, failed, changes });
  }
  // Stable: among equals, the file's order.
  flaky.sort((a, b) => b.changes - a.changes || b.failed - a.failed);
  return flaky.slice(0, n);
}
