/**
 * What test mode produces and the reporters consume. Plain data: the results file is this,
 * serialised, so `mode: report` can merge the files of several shards.
 */
import type { RunTestsRequest, TestResult, TestStatus, TestSummary } from '../service/types.js';
import type { QuarantineEntry } from '../files/quarantine.js';

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

/**
 * Computed from the results, in the results file's order (the first six every version wrote):
 * failed and errored count the FAILED and ERROR results; skipped and warnings come from the
 * services' summaries (`skip`, `warning`), as no result has such a status. newFailed and newErrored
 * are failures neither pre-existing nor quarantined (all of them without a baseline); preExisting,
 * failures that also failed in the baseline; fixed, tests that failed there and pass here; gone,
 * tests that ran there but not here; flaky, tests whose status changed between attempts (rerun).
 * A failure covered by a quarantine entry in force counts as quarantined (and quarantinedFailed or
 * quarantinedErrored) and in no other class.
 */
export const COUNT_NAMES = [
  'total',
  'succeeded',
  'failed',
  'errored',
  'skipped',
  'warnings',
  'newFailed',
  'newErrored',
  'preExisting',
  'fixed',
  'gone',
  'flaky',
  'quarantined',
  'quarantinedFailed',
  'quarantinedErrored',
] as const;

export type Counts = Record<(typeof COUNT_NAMES)[number], number>;

/** A FAILED or ERROR result is `new` or `pre-existing`, a SUCCEEDED one `fixed` or `passing`. */
export const CLASSIFICATIONS = ['new', 'pre-existing', 'fixed', 'passing'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export type Attempt = Pick<TestResult, 'status' | 'cause' | 'time'>;

export interface RunResult extends TestResult {
  /** Set when the run was compared with an available baseline. */
  classification?: Classification;
  /** A re-run test: every attempt in order, the first included; the result holds the last. */
  attempts?: Attempt[];
  /** Set on a FAILED or ERROR result that an entry of the quarantine file matches. */
  quarantine?: QuarantineMark;
}

/** The entry of the quarantine file (as the input gave it) that matched a failing result. */
export interface QuarantineMark extends Pick<QuarantineEntry, 'line' | 'owner' | 'reason' | 'until'> {
  file: string;
  /** The day had passed when the run was checked: the failure counts as it would without it. */
  expired: boolean;
}

/** An entry of the quarantine file and what it matched in the run. */
export interface QuarantineEntryReport extends QuarantineEntry {
  expired: boolean;
  /** Results it matched, whatever their status. */
  matched: number;
  /** Of those, the SUCCEEDED ones: when they are all it matched, the entry can go. */
  passed: number;
  /** FAILED and ERROR results it quarantines (the entry in force). */
  quarantined: number;
  /** FAILED and ERROR results it matched after its day: they count again. */
  expiredFailures: number;
}

/** What the quarantine file made of the run (quarantine-file). */
export interface Quarantine {
  /** The file as the input gave it. */
  file: string;
  /** The day (UTC, `YYYY-MM-DD`) the entries were checked against: days left count from it. */
  checkedOn: string;
  /** In file order. */
  entries: QuarantineEntryReport[];
}

export interface SucceededCall {
  call: PlannedCall;
  ok: true;
  results: RunResult[];
  /** Shown beside the counts we compute. */
  summary: TestSummary;
  runnerStdout: string;
  durationMs: number;
}

export interface FailedCall {
  call: PlannedCall;
  ok: false;
  /** One line, starting with the operation's name. */
  error: string;
  durationMs: number;
}

export type CallOutcome = SucceededCall | FailedCall;

/** A test that ran in the baseline but not in this run, with its status there. */
export type GoneTest = Pick<TestResult, 'table' | 'columnName' | 'name' | 'status'> & { model?: string };

/** What this run was compared with, and what the comparison found beyond each result's classification. */
export interface Baseline {
  /** The reference run's branch and version (baseline-branch, baseline-version)... */
  branch?: string;
  version?: string;
  /** ...or the results files it was read from (baseline-results). */
  files?: string[];
  /** Why there is no comparison: then no result is classified and every failure counts as new. */
  unavailable?: string;
  /** Merged runs: `unavailable` holds for some of them only; the others' results are classified. */
  partial?: boolean;
  /** At most GONE_LIST_MAX of them; `goneCount` counts them all. */
  gone: GoneTest[];
  goneCount: number;
}

/** Most gone tests a run lists (the count is whole): a deleted model of 100,000 tests is one fact. */
export const GONE_LIST_MAX = 1_000;

export interface Reruns {
  statuses: TestStatus[];
  maxAttempts: number;
  /** Re-run requests sent. */
  requests: number;
  /** Things worth knowing: a whole call re-run, a re-run request that failed. One line each. */
  notes: string[];
}

export interface TestRun {
  projectId: string;
  fabricId: number;
  branch?: string;
  version?: string;
  /** e.g. `2/5`, when this run is one shard. */
  shard?: string;
  calls: CallOutcome[];
  counts: Counts;
  startedAt: string;
  finishedAt: string;
  /** Present when the run was compared with a baseline (even an unavailable one). */
  baseline?: Baseline;
  /** Present when `rerun` was on. */
  reruns?: Reruns;
  /** Present when a quarantine file was applied. */
  quarantine?: Quarantine;
}

/** Undefined when the times are missing or out of order. */
export function runSeconds(run: Pick<TestRun, 'startedAt' | 'finishedAt'>): number | undefined {
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : undefined;
}

export const RESULTS_FORMAT = 'orchestration-action/test-results';
export const RESULTS_FORMAT_VERSION = 1;

/** The `results-file` output (and the input of `mode: report`). */
export interface ResultsFile {
  format: typeof RESULTS_FORMAT;
  formatVersion: typeof RESULTS_FORMAT_VERSION;
  /** The counts of the runs together, as the step reported them (report mode: merged). */
  counts: Counts;
  /** The comparison the step reported, when there was one (report mode: merged). */
  baseline?: Baseline;
  /** What the quarantine file made of the runs the step reported (report mode: merged). */
  quarantine?: Quarantine;
  runs: TestRun[];
}
