/**
 * Finishing a run: the steps between the results as answered (or as results files held them) and
 * the run every writer reports, in the one order test and report mode share. Each step is a
 * function from a run to a new run: nothing it is given changes, and a result it does not change is
 * kept rather than copied. The counts come last, once, from the finished results.
 */
import type { Attempt, RunResult, TestRun, UnfinishedRun } from './model.js';
import { mapResults } from './model.js';
import { countResults } from './counts.js';
import { compareRun, type Comparison } from './baseline.js';
import { applyQuarantine, withoutQuarantineMarks, type QuarantineStep } from './known-failures.js';
import { explainHistory, historyComparison, withoutHistoryNotes, type HistoryStep } from './history-step.js';

/** Each re-run result (as the service first answered it) and its attempts, the first included. */
export type RerunAttempts = ReadonlyMap<RunResult, readonly Attempt[]>;

/** What each step needs; a step left out is not taken. */
export interface FinishSteps {
  /** Test mode's re-runs: each re-run test takes its last status and keeps every attempt. */
  rerunAttempts?: RerunAttempts;
  /** Report mode: a results file's quarantine marks are its writer's claim, and none is taken. */
  dropQuarantineMarks?: boolean;
  /** Report mode: a results file's history notes are its writer's, and none is taken. */
  dropHistoryNotes?: boolean;
  /** The baseline: a reference run (test mode) or earlier results files (baseline-results). */
  comparison?: Comparison;
  /** The history file: each failure explained by it, and, without a comparison, its latest run the baseline. */
  history?: HistoryStep;
  quarantine?: QuarantineStep;
}

/**
 * Re-runs first, so the comparison, the history and the quarantine judge the statuses that count;
 * the comparison before the quarantine, though neither changes what the other decides (a
 * quarantined failure counts as quarantined whatever its classification: counts.ts). A history
 * is the baseline only when no other is given.
 */
export function finishRun(run: UnfinishedRun, steps: FinishSteps = {}): TestRun {
  let finished = run;
  if (steps.rerunAttempts) finished = withRerunAttempts(finished, steps.rerunAttempts);
  if (steps.dropQuarantineMarks) finished = withoutQuarantineMarks(finished);
  if (steps.dropHistoryNotes) finished = withoutHistoryNotes(finished);
  const comparison = steps.comparison ?? (steps.history && historyComparison(steps.history));
  if (comparison) finished = compareRun(finished, comparison);
  if (steps.history) finished = explainHistory(finished, steps.history);
  if (steps.quarantine) finished = applyQuarantine(finished, steps.quarantine);
  // The counts just before the calls, where results files have always had them.
  const { calls, ...rest } = finished;
  return { ...rest, counts: countResults(calls, finished.baseline), calls };
}

/** A re-run test holds its last attempt's status, cause and time, and every attempt. */
function withRerunAttempts(run: UnfinishedRun, attempts: RerunAttempts): UnfinishedRun {
  if (attempts.size === 0) return run;
  const calls = mapResults(run.calls, () => (result) => {
    const all = attempts.get(result);
    const last = all?.at(-1);
    if (!all || !last) return result;
    const { status, cause, time } = last;
    return { ...result, status, cause, time, attempts: [...all] };
  });
  return { ...run, calls };
}
