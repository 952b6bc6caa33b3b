/**
 * Comparing a run with a reference, so a pull-request gate can fail only on what the change
 * broke, and the words every report uses for it. A test is identified by its call's model, table,
 * column and name; each result of the run compared carries its classification.
 */
import type { TestResult, TestStatus } from '../service/types.js';
import type {
  Baseline,
  CallOutcome,
  Counts,
  GoneTest,
  PlannedCall,
  RunResult,
  SucceededCall,
  UnfinishedRun,
} from './model.js';
import { GONE_LIST_MAX, mapResults, modelOf } from './model.js';
import { isFailure } from './counts.js';
import { formatCount, plural } from '../common/text.js';

/** The same plan on another branch and/or version (or a history file's latest run: its branch). */
export type ReferenceRun = Pick<Baseline, 'branch' | 'version' | 'history'>;

/**
 * `branch main`, `version 1.2.0`, `branch main, version 1.2.0`; `the latest run in history.json`
 * (baseline: history).
 */
export function describeReference(reference: BaselineSource): string {
  const { branch, version, history } = reference;
  if (history !== undefined)
    return `the latest run in ${history}${branch === undefined ? '' : ` (${branch})`}`;
  const parts = [branch !== undefined && `branch ${branch}`, version !== undefined && `version ${version}`];
  return parts.filter(Boolean).join(', ') || 'the baseline results';
}

/**
 * `on main`, `on version 1.2.0`, `on main at version 1.2.0`, `in the baseline results`; a history's
 * latest run is `on` its branch, else `in the history`.
 */
export function onReference({ branch, version, history }: ReferenceRun): string {
  if (history !== undefined) return branch === undefined ? 'in the history' : `on ${branch}`;
  const parts = [branch ?? false, version !== undefined && `version ${version}`].filter((p) => p !== false);
  return parts.length > 0 ? `on ${parts.join(' at ')}` : 'in the baseline results';
}

/**
 * `2 new failures, 1 already failing on main, 1 fixed`, and quarantined and gone tests when any:
 * a quarantined failure is neither new nor already failing.
 */
export function comparisonLine(counts: Counts, baseline: ReferenceRun): string {
  const fresh = counts.newFailed + counts.newErrored;
  const parts = [
    `${formatCount(fresh)} new ${plural(fresh, 'failure')}`,
    `${formatCount(counts.preExisting)} already failing ${onReference(baseline)}`,
  ];
  if (counts.quarantined > 0) parts.push(`${formatCount(counts.quarantined)} quarantined`);
  parts.push(`${formatCount(counts.fixed)} fixed`);
  if (counts.gone > 0) parts.push(`${formatCount(counts.gone)} no longer run`);
  return parts.join(', ');
}

/** What the comparison found, or why it could not be made (for all or part of the run). */
export function comparisonSentence(counts: Counts, baseline: Baseline): string {
  const history = baseline.history === undefined ? '' : ' (baseline: history)';
  if (baseline.unavailable === undefined) return `${comparisonLine(counts, baseline)}${history}.`;
  if (!baseline.partial)
    return `The comparison with the baseline is unavailable: ${baseline.unavailable}. Every failure counts as new.`;
  return `The comparison with the baseline is unavailable for part of the run (${baseline.unavailable}): failures there count as new. In all: ${comparisonLine(counts, baseline)}.`;
}

/**
 * Exactly what baseline-branch and baseline-version say: a version alone names a release, so the
 * run's branch is not kept, and a branch alone is its latest, whatever version this run pinned.
 */
export function referenceCalls(calls: readonly PlannedCall[], reference: ReferenceRun): PlannedCall[] {
  const label = describeReference(reference);
  return calls.map((call) => {
    const { branch: _branch, version: _version, ...request } = call.request;
    return {
      id: call.id,
      label: `${call.label} (baseline: ${label})`,
      request: {
        ...request,
        ...(reference.branch !== undefined && { branch: reference.branch }),
        ...(reference.version !== undefined && { version: reference.version }),
      },
    };
  });
}

/** `model` is empty for a test that is not a model's. */
export function testIdentity(
  model: string,
  result: Pick<TestResult, 'table' | 'columnName' | 'name'>,
): string {
  return `${model}\u0000${result.table}\u0000${result.columnName}\u0000${result.name}`;
}

/** Per call: its results' identities, in order, made once for the steps that each need them all. */
const identities = new WeakMap<PlannedCall, { count: number; keys: string[] }>();

/**
 * The identity of each result of a call that ran, in order. Every step of finishing a run keeps a
 * call's results in order and each result's test (only statuses and what was learned change), so
 * they are made once per call however many steps ask: at 100,000 results, each pass that made them
 * anew cost a tenth of a second in strings.
 */
export function resultIdentities(outcome: SucceededCall): readonly string[] {
  const { call, results } = outcome;
  const known = identities.get(call);
  if (known && known.count === results.length) return known.keys;
  const model = modelOf(call) ?? '';
  const keys = results.map((result) => testIdentity(model, result));
  identities.set(call, { count: results.length, keys });
  return keys;
}

/** Each test's status in a reference, by testIdentity: a map, or what reads like one. */
export type StatusLookup = Pick<ReadonlyMap<string, string>, 'get'> & Iterable<[string, string]>;

/**
 * Where a comparison's reference comes from: a branch and/or version, results files, or a history
 * file's latest run.
 */
export type BaselineSource = Pick<Baseline, 'branch' | 'version' | 'files' | 'history'>;

/**
 * What a run is compared with: the reference's outcomes (a reference run in test mode, or
 * baseline-results), each test's status there (a history's latest run), or why there are none.
 */
export type Comparison =
  | { source: BaselineSource; calls: readonly CallOutcome[]; unavailable?: undefined }
  | { source: BaselineSource; statuses: StatusLookup; unavailable?: undefined }
  | { source: BaselineSource; unavailable: string };

/**
 * The step of finishing a run (finish.ts) that compares it. Unavailable, nothing is classified and
 * a classification the results carried (report mode: a merged file's own) no longer holds.
 */
export function compareRun(run: UnfinishedRun, comparison: Comparison): UnfinishedRun {
  if ('statuses' in comparison)
    return { ...run, ...compareWithStatuses(run.calls, comparison.statuses, comparison.source) };
  if (comparison.unavailable === undefined)
    return { ...run, ...compareWithReference(run.calls, comparison.calls, comparison.source) };
  return {
    ...run,
    calls: mapResults(run.calls, () => unclassified),
    baseline: unavailableBaseline(comparison.source, comparison.unavailable),
  };
}

function unclassified(result: RunResult): RunResult {
  if (result.classification === undefined) return result;
  const { classification: _dropped, ...rest } = result;
  return rest;
}

/**
 * The calls with their results classified, and what else the comparison found; linear in the
 * results of both runs.
 */
export function compareWithReference(
  calls: readonly CallOutcome[],
  reference: readonly CallOutcome[],
  source: BaselineSource,
): { calls: CallOutcome[]; baseline: Baseline } {
  // Each reference test's status; should a test appear twice, a failure wins.
  const referenceStatus = new Map<string, TestStatus>();
  for (const [key, result] of identified(reference)) {
    const known = referenceStatus.get(key);
    if (known === undefined || (!isFailure(known) && isFailure(result.status)))
      referenceStatus.set(key, result.status);
  }
  return compareWithStatuses(calls, referenceStatus, source);
}

/** The calls classified against each test's status in the reference, by testIdentity. */
function compareWithStatuses(
  calls: readonly CallOutcome[],
  referenceStatus: StatusLookup,
  source: BaselineSource,
): { calls: CallOutcome[]; baseline: Baseline } {
  const seen = new Set<string>();
  const classified = mapResults(calls, (outcome) => {
    const keys = resultIdentities(outcome);
    // mapResults asks for each result once, in order.
    let i = 0;
    return (result) => {
      const key = keys[i++]!;
      seen.add(key);
      const there = referenceStatus.get(key);
      const classification = classificationOf(result.status, there !== undefined && isFailure(there));
      if (classification === undefined || classification === result.classification) return result;
      return { ...result, classification };
    };
  });

  const covers = scopeOf(calls);
  const gone: GoneTest[] = [];
  let goneCount = 0;
  for (const [key, status] of referenceStatus) {
    if (seen.has(key)) continue;
    const [model, table, columnName, name] = key.split('\u0000') as [string, string, string, string];
    if (!covers(model, table, columnName)) continue;
    goneCount++;
    if (gone.length < GONE_LIST_MAX)
      gone.push({ ...(model !== '' && { model }), table, columnName, name, status });
  }
  return { calls: classified, baseline: { ...source, gone, goneCount } };
}

/** A status that neither passes nor fails is not classified. */
function classificationOf(status: string, failedThere: boolean): RunResult['classification'] {
  if (isFailure(status)) return failedThere ? 'pre-existing' : 'new';
  if (status === 'SUCCEEDED') return failedThere ? 'fixed' : 'passing';
  return undefined;
}

/** The results of the calls that ran, each with its identity. */
function* identified(calls: readonly CallOutcome[]): Generator<[string, RunResult]> {
  for (const outcome of calls) {
    if (!outcome.ok) continue;
    const model = modelOf(outcome.call) ?? '';
    for (const result of outcome.results) yield [testIdentity(model, result), result];
  }
}

/** Nothing is classified: every failure counts as new. */
export function unavailableBaseline(source: BaselineSource, reason: string): Baseline {
  return { ...source, unavailable: reason, gone: [], goneCount: 0 };
}

/** What this run could have run, so another shard's test is not reported as gone. */
function scopeOf(calls: readonly CallOutcome[]): (model: string, table: string, column: string) => boolean {
  const models = new Set<string>();
  const places = new Set<string>();
  let everything = false;
  for (const { call, ok } of calls) {
    // A call that failed as a request ran nothing: its tests are not gone, they did not run.
    if (!ok) continue;
    const request = call.request;
    if ('modelName' in request) {
      models.add(request.modelName);
      continue;
    }
    if (request.tests === undefined) {
      everything = true;
      continue;
    }
    for (const element of request.tests) {
      if (element.projectTests) places.add('\u0000');
      if (element.table === undefined) continue;
      if (element.tableTests) places.add(`${element.table}\u0000`);
      for (const column of element.columnTests ?? []) places.add(`${element.table}\u0000${column.name}`);
    }
  }
  return (model, table, column) =>
    model !== '' ? models.has(model) : everything || places.has(`${table}\u0000${column}`);
}
