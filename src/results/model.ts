/**
 * What test mode produces and the reporters consume. Plain data: the results file is this,
 * serialised, so `mode: report` can merge the files of several shards. Its types are the fields
 * of the format's schema (results-format.ts), so the two cannot drift apart.
 */
import type * as z from 'zod';
import type { RunTestsRequest } from '../service/types.js';
import type * as schema from './results-format.js';
import type { COUNT_NAMES } from './file-formats.js';

export interface PlannedCall {
  /** Stable identity within a plan: `tests` (variant A), `model:<name>`, or `default`. */
  id: string;
  /** Human label, e.g. `model stg_orders` or `column, table and project tests`. */
  label: string;
  request: RunTestsRequest;
}

/** The model whose tests a call runs; undefined for a call of column, table or project tests. */
export function modelOf(call: PlannedCall): string | undefined {
  return 'modelName' in call.request ? call.request.modelName : undefined;
}

/** A run's counts: what each counts is said at COUNT_NAMES (file-formats.ts). */
export type Counts = Record<(typeof COUNT_NAMES)[number], number>;

/** A schema's fields, without the index signature its loose object adds (unknown fields are kept, not typed). */
export type Fields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

export type Attempt = Fields<z.infer<typeof schema.attempt>>;
export type RunResult = Fields<z.infer<typeof schema.result>>;
/** The entry of the quarantine file (as the input gave it) that matched a failing result. */
export type QuarantineMark = Fields<z.infer<typeof schema.quarantineMark>>;
/** An entry of the quarantine file and what it matched in the run. */
export type QuarantineEntryTally = Fields<z.infer<typeof schema.quarantineEntry>>;
/** What the quarantine file made of the run (quarantine-file). */
export type Quarantine = Fields<z.infer<typeof schema.quarantine>>;

/** The calls as test mode made them: the request its plan sent, the results as this file types them. */
export type SucceededCall = Omit<Fields<z.infer<typeof schema.succeededCall>>, 'call' | 'results'> & {
  call: PlannedCall;
  results: RunResult[];
};
export type FailedCall = Omit<Fields<z.infer<typeof schema.failedCall>>, 'call'> & { call: PlannedCall };
export type CallOutcome = SucceededCall | FailedCall;

/** A test that ran in the baseline but not in this run, with its status there. */
export type GoneTest = Fields<z.infer<typeof schema.goneTest>>;
/** What this run was compared with, and what the comparison found beyond each result's classification. */
export type Baseline = Fields<z.infer<typeof schema.baseline>>;

/** Most gone tests a run lists (the count is whole): a deleted model of 100,000 tests is one fact. */
export const GONE_LIST_MAX = 1_000;

export type Reruns = Fields<z.infer<typeof schema.reruns>>;

/** A failure against the history file (result.history): what history-words.ts says of it. */
export type HistoryNote = Fields<z.infer<typeof schema.historyNote>>;
/** The history file a run's failures were explained with (run.history). */
export type RunHistory = Fields<z.infer<typeof schema.runHistory>>;

export type TestRun = Omit<Fields<z.infer<typeof schema.run>>, 'calls' | 'counts'> & {
  calls: CallOutcome[];
  counts: Counts;
};

/**
 * A run before the steps that finish it (finish.ts): its results as answered or as the files held
 * them, and no counts yet.
 */
export type UnfinishedRun = Omit<TestRun, 'counts'>;

/**
 * A step's change to the results of the calls that ran: for each such call, what becomes of each
 * of its results (the same object when nothing does).
 */
export type ResultChange = (outcome: SucceededCall) => (result: RunResult) => RunResult;

/**
 * The calls with their results changed, the given ones untouched. A call none of whose results
 * changes is kept as it is, so a step that changes a few of a million results copies little.
 */
export function mapResults(calls: readonly CallOutcome[], change: ResultChange): CallOutcome[] {
  return calls.map((outcome) => {
    if (!outcome.ok) return outcome;
    const changeOne = change(outcome);
    const { results } = outcome;
    let changed: RunResult[] | undefined;
    for (let i = 0; i < results.length; i++) {
      const result = results[i]!;
      const next = changeOne(result);
      if (changed) changed.push(next);
      else if (next !== result) changed = [...results.slice(0, i), next];
    }
    return changed ? { ...outcome, results: changed } : outcome;
  });
}

/** Undefined when the times are missing or out of order. */
export function runSeconds(run: Pick<TestRun, 'startedAt' | 'finishedAt'>): number | undefined {
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : undefined;
}

/** The `results-file` output (and the input of `mode: report`): every count present, as this action writes it. */
export type ResultsFile = Omit<Fields<z.infer<typeof schema.resultsFileSchema>>, 'counts' | 'runs'> & {
  counts: Counts;
  runs: TestRun[];
};
