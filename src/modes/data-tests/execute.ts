/**
 * Test mode's calls, the baseline's reference run and the re-runs: the run as answered, and what the
 * steps that finish it need (results/finish.ts). No GitHub I/O here: run.ts reports it.
 */
import type { OrchestrationClient, RunTestsRequest } from '../../service/types.js';
import { ApiError } from '../../service/api-error.js';
import {
  describeReference,
  referenceCalls,
  type Comparison,
  type ReferenceRun,
} from '../../results/baseline.js';
import type { FinishSteps } from '../../results/finish.js';
import { rerunTests, type RerunOptions } from './rerun.js';
import { mapWithConcurrency } from '../pool.js';
import { pointAtInputs, type InputValue } from '../service-calls.js';
import type { CallOutcome, PlannedCall, TestRun, UnfinishedRun } from '../../results/model.js';

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

/** The run as its calls answered, and what finishing it takes from them. */
export interface ExecutedPlan {
  run: UnfinishedRun;
  steps: Pick<FinishSteps, 'rerunAttempts' | 'comparison'>;
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
): Promise<ExecutedPlan> {
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
    const outcome = await runCall(task.call, client, task.reference);
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
  const comparison: Comparison | undefined =
    reference &&
    (unavailable === undefined
      ? { source: reference, calls: of(true) }
      : {
          source: reference,
          unavailable: `the reference run on ${describeReference(reference)} failed: ${unavailable}`,
        });
  return {
    run: {
      ...options.meta,
      startedAt,
      finishedAt: new Date().toISOString(),
      calls: mine,
      ...(reruns && { reruns: reruns.reruns }),
    },
    steps: {
      ...(reruns && { rerunAttempts: reruns.attempts }),
      ...(comparison && { comparison }),
    },
  };
}

async function runCall(
  call: PlannedCall,
  client: OrchestrationClient,
  reference: boolean,
): Promise<CallOutcome> {
  const start = performance.now();
  const elapsed = (): number => Math.round(performance.now() - start);
  try {
    const { results, summary, runnerStdout } = await client.runTests(call.request);
    return { call, ok: true, results, summary, runnerStdout, durationMs: elapsed() };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const error = pointAtInputs(err, inputValues(call.request, reference)).message;
    return { call, ok: false, error, durationMs: elapsed() };
  }
}

/** Where a test run's ids and names came from; a reference call's branch and version are the baseline's. */
function inputValues(request: RunTestsRequest, reference: boolean): InputValue[] {
  const fromFile = (value: string | undefined): InputValue => ({
    value,
    inputs: [],
    source: 'the tests-file',
  });
  return [
    { value: String(request.fabricId), inputs: ['fabric-id'] },
    { value: request.projectId, inputs: ['project-id'] },
    { value: request.branch, inputs: [reference ? 'baseline-branch' : 'branch'] },
    { value: request.version, inputs: [reference ? 'baseline-version' : 'version'] },
    ...('modelName' in request
      ? [{ value: request.modelName, inputs: [], source: 'the `models` input or the tests-file' }]
      : []),
    ...(request.tests ?? []).flatMap((selection) =>
      'source' in selection
        ? [
            fromFile(selection.source),
            fromFile(selection.table),
            ...(selection.columnTests ?? []).map((column) => fromFile(column.name)),
          ]
        : [],
    ),
  ];
}
