/**
 * The counts test mode reports (outputs, summary, fail-on), computed from the results rather
 * than taken from the service's summary: the service counts an ERROR result in `failed`, and
 * users need to tell a failing test from one that could not run.
 */
import type { Baseline, CallOutcome, Counts, FailedCall, PlannedCall, RunResult } from './model.js';
import { COUNT_NAMES } from './file-formats.js';

export function emptyCounts(): Counts {
  return Object.fromEntries(COUNT_NAMES.map((name) => [name, 0])) as Counts;
}

/** One pass: a failure is new unless classified pre-existing, so without a baseline all are new. */
export function countResults(calls: readonly CallOutcome[], baseline?: Baseline): Counts {
  const counts = emptyCounts();
  for (const call of calls) {
    if (!call.ok) continue;
    const { results, summary } = call;
    counts.total += results.length;
    for (let i = 0; i < results.length; i++) countResult(counts, results[i]!);
    // Skips and warnings are not result statuses: only the service's summary knows them.
    counts.skipped += summary.skip;
    counts.warnings += summary.warning;
  }
  counts.gone = baseline?.goneCount ?? 0;
  return counts;
}

/** How many results the calls that ran hold: the `total` of their counts, before the run is finished. */
export function resultTotal(calls: readonly CallOutcome[]): number {
  let total = 0;
  for (const call of calls) if (call.ok) total += call.results.length;
  return total;
}

/**
 * A quarantined failure is `quarantined` whatever the baseline says of it (docs/quarantine.md); a
 * status the action does not know is `other`, neither a pass nor a failure.
 */
const RESULT_GROUPS = ['new', 'pre-existing', 'quarantined', 'fixed', 'passing', 'other'] as const;
type ResultGroup = (typeof RESULT_GROUPS)[number];

export function groupOf(result: RunResult): ResultGroup {
  const { status, classification } = result;
  if (status === 'SUCCEEDED') return classification === 'fixed' ? 'fixed' : 'passing';
  if (!isFailure(status)) return 'other';
  if (isQuarantined(result)) return 'quarantined';
  return classification === 'pre-existing' ? 'pre-existing' : 'new';
}

/** Covered by an entry still in force. */
export function isQuarantined(result: RunResult): boolean {
  return result.quarantine !== undefined && !result.quarantine.expired && isFailure(result.status);
}

function countResult(counts: Counts, result: RunResult): void {
  const group = groupOf(result);
  if (group === 'passing' || group === 'fixed') counts.succeeded++;
  if (group === 'fixed') counts.fixed++;
  if (group === 'pre-existing') counts.preExisting++;
  if (group === 'quarantined') counts.quarantined++;
  if (result.status === 'FAILED') {
    counts.failed++;
    if (group === 'new') counts.newFailed++;
    if (group === 'quarantined') counts.quarantinedFailed++;
  } else if (result.status === 'ERROR') {
    counts.errored++;
    if (group === 'new') counts.newErrored++;
    if (group === 'quarantined') counts.quarantinedErrored++;
  }
  // A quarantined failure counts in no class but its own, flaky included (fail-on: flaky).
  if (group !== 'quarantined' && isFlaky(result)) counts.flaky++;
}

/** A result and the call that ran it (which says what the result is about). */
export interface ResultEntry {
  call: PlannedCall;
  result: RunResult;
}

/**
 * In plan order: the results of each group (`passing` holds the fixed ones too), the flaky ones
 * whatever their group but quarantined, and the calls that failed as requests (their tests did not run).
 */
export type GroupedResults = Record<ResultGroup | 'flaky', ResultEntry[]> & { failedCalls: FailedCall[] };

/** By the same rules the counts follow (groupOf, isFlaky). */
export function groupResults(calls: readonly CallOutcome[]): GroupedResults {
  const lists = [...RESULT_GROUPS, 'flaky', 'failedCalls'].map((name) => [name, []]);
  const groups = Object.fromEntries(lists) as GroupedResults;
  for (const outcome of calls) {
    if (!outcome.ok) {
      groups.failedCalls.push(outcome);
      continue;
    }
    for (const result of outcome.results) {
      const entry = { call: outcome.call, result };
      const group = groupOf(result);
      groups[group].push(entry);
      if (group === 'fixed') groups.passing.push(entry);
      if (group !== 'quarantined' && isFlaky(result)) groups.flaky.push(entry);
    }
  }
  return groups;
}

/** FAILED or ERROR: what fails a test. Any other status the service may add neither passes nor fails. */
export function isFailure(status: string): boolean {
  return status === 'FAILED' || status === 'ERROR';
}

export function isFlaky(result: RunResult): boolean {
  const first = result.attempts?.[0];
  return first !== undefined && result.attempts!.some((a) => a.status !== first.status);
}
