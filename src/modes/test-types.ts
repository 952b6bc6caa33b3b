/**
 * The data test mode produces and the reporters consume. Plain data: the results file is this,
 * serialised, so `mode: report` can merge the files of several shards.
 */
import type { RunTestsRequest, TestResult, TestSummary } from '../api/types.js';

/** One test-run request of the plan. */
export interface PlannedCall {
  /** Stable identity within a plan: `tests` (variant A), `model:<name>`, or `default`. */
  id: string;
  /** Human label, e.g. `model stg_orders` or `column, table and project tests`. */
  label: string;
  request: RunTestsRequest;
}

export interface Counts {
  total: number;
  succeeded: number;
  /** Results with status FAILED. */
  failed: number;
  /** Results with status ERROR. */
  errored: number;
  /** From the services' summaries (`skip`). */
  skipped: number;
  /** From the services' summaries (`warning`). */
  warnings: number;
}

export interface SucceededCall {
  call: PlannedCall;
  ok: true;
  results: TestResult[];
  /** The service's own summary, shown beside the counts we compute. */
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
}

export const RESULTS_FORMAT = 'orchestration-action/test-results';
export const RESULTS_FORMAT_VERSION = 1;

/** Format of the `results-file` output (and the input of `mode: report`). */
export interface ResultsFile {
  format: typeof RESULTS_FORMAT;
  formatVersion: typeof RESULTS_FORMAT_VERSION;
  runs: TestRun[];
}
