/**
 * Test mode's calls, the baseline's reference run and the re-runs, into one TestRun. No GitHub I/O
 * here: run.ts reports it.
 */
import type { OrchestrationClient } from '../../service/types.js';
import { ApiError } from '../../service/errors.js';
import {
  describeReference,
  compareWithReference,
  referenceCalls,
  unavailableBaseline,
  type ReferenceRun,
} from '../../results/baseline.js';
import { countResults } from '../../results/counts.js';
import { rerunTests, type RerunOptions } from './rerun.js';
import { mapWithConcurrency } from '../pool.js';
import type { CallOutcome, PlannedCall, TestRun } from '../../results/model.js';

export interface ExecuteOptions {
  /** Most calls in flight; the client should have as many connections (maxConnections). */
  concurrency: number;
  /** Only the fields that have a value. */
  meta: Pick<TestRun, 'projectId' | 'fabricId' | 'branch' | 'version' | 'shard'>;
  /** The same calls on this branch/version, interleaved with the run's under the one `concurrency`. */
  reference?: ReferenceRun;
  /** Re-run what ended with these statuses, after the run (this run only, not the reference). */
  rerun?: Omit<RerunOptions, 'concurrency'>;
  /** In completion order. */
  onCallDone?: (outcome: CallOutcome, progress: CallProgress) => void;
}

export interface CallProgress {
  /** Both count the reference's calls too. */
  done: number;
  total: number;
  reference: boolean;
}

/**
 * The reference's calls are interleaved (call 1, its reference, call 2, …). A failed request
 * (ApiError) is a failed outcome and the others go on; a failed reference call makes the comparison
 * unavailable (the rest of it is not sent), never the run a failure. Anything else is a bug: it throws.
 */
export async function executeTestPlan(
  calls: PlannedCall[],
  client: OrchestrationClient,
  options: ExecuteOptions,
): Promise<TestRun> {
  const startedAt = new Date().toISOString();
  const reference = options.reference;
  const theirs = reference ? referenceCalls(calls, reference) : [];
  const tasks = calls.flatMap((call, i) => [
    { call, reference: false },
    ...(theirs[i] ? [{ call: theirs[i], reference: true }] : []),
  ]);

  let unavailable: string | undefined;
  let done = 0;
  // The reference calls not sent once the comparison is unavailable leave the progress total.
  let total = tasks.length;
  const outcomes = await mapWithConcurrency(tasks, options.concurrency, async (task) => {
    if (task.reference && unavailable !== undefined) {
      total--;
      return undefined;
    }
    const outcome = await runCall(task.call, client);
    if (task.reference && !outcome.ok && unavailable === undefined)
      unavailable = `its call ${task.call.label} failed: ${outcome.error}`;
    options.onCallDone?.(outcome, { done: ++done, total, reference: task.reference });
    return outcome;
  });
  const of = (reference: boolean) =>
    outcomes.filter(
      (outcome, i): outcome is CallOutcome => outcome !== undefined && tasks[i]!.reference === reference,
    );
  const mine = of(false);

  const reruns = options.rerun
    ? await rerunTests(mine, client, { ...options.rerun, concurrency: options.concurrency })
    : undefined;
  const baseline =
    reference &&
    (unavailable === undefined
      ? compareWithReference(mine, of(true), reference)
      : unavailableBaseline(
          reference,
          `the reference run on ${describeReference(reference)} failed: ${unavailable}`,
        ));
  return {
    ...options.meta,
    startedAt,
    finishedAt: new Date().toISOString(),
    counts: countResults(mine, baseline),
    calls: mine,
    ...(baseline && { baseline }),
    ...(reruns && { reruns }),
  };
}

async function runCall(call: PlannedCall, client: OrchestrationClient): Promise<CallOutcome> {
  const start = performance.now();
  const elapsed = (): number => Math.round(performance.now() - start);
  try {
    const { results, summary, runnerStdout } = await client.runTests(call.request);
    return { call, ok: true, results, summary, runnerStdout, durationMs: elapsed() };
  } catch (err) {
    if (err instanceof ApiError) return { call, ok: false, error: err.message, durationMs: elapsed() };
    throw err;
  }
}
