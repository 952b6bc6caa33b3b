/**
 * The step of finishing a run (finish.ts) that reads it against the history file: each failure
 * gets its explanation (result.history), the run says which file and how many runs (run.history),
 * and, when no other baseline is given, the history's latest run is the reference.
 */
import type { RunResult, UnfinishedRun } from './model.js';
import { mapResults, modelOf } from './model.js';
import { isFailure } from './counts.js';
import { testIdentity, type Comparison } from './baseline.js';
import { explainFailure, latestStatuses, type History } from './test-history.js';

/** The history file as the step that reads a run against it takes it. */
export interface HistoryStep {
  /** history-file, as the input named it. */
  file: string;
  /** The runs before this one: an entry of this very run (an earlier attempt) is left out. */
  history: History;
}

/** The history's latest run as the baseline; none when it holds no run. */
export function historyComparison(step: HistoryStep): Comparison | undefined {
  const latest = step.history.runs.at(-1);
  if (!latest) return undefined;
  return {
    source: { history: step.file, ...(latest.branch !== undefined && { branch: latest.branch }) },
    statuses: latestStatuses(step.history),
  };
}

/** Each failure with its explanation, any other result without one: a note is about a failure. */
export function explainHistory(run: UnfinishedRun, step: HistoryStep): UnfinishedRun {
  const { history } = step;
  const calls = mapResults(run.calls, (outcome) => {
    const model = modelOf(outcome.call) ?? '';
    return (result) => {
      const note = isFailure(result.status)
        ? explainFailure(history, testIdentity(model, result))
        : undefined;
      if (note === undefined) return unnoted(result);
      return { ...result, history: note };
    };
  });
  const branch = history.runs.at(-1)?.branch;
  return {
    ...run,
    calls,
    history: { file: step.file, runs: history.runs.length, ...(branch !== undefined && { branch }) },
  };
}

/** Report mode: the notes a merged file carries were made against a history this step has not read. */
export function withoutHistoryNotes(run: UnfinishedRun): UnfinishedRun {
  const { history: _dropped, ...rest } = run;
  return { ...rest, calls: mapResults(run.calls, () => unnoted) };
}

function unnoted(result: RunResult): RunResult {
  if (result.history === undefined) return result;
  const { history: _dropped, ...rest } = result;
  return rest;
}
