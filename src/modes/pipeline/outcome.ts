/**
 * One pipeline of the step and what became of it (execute.ts fills it in), and what the runs came
 * to: the outputs, the counts and the step's one failure line.
 */
import { clip } from '../../text.js';

export type RunState =
  /** Not triggered yet (only while the step runs). */
  | 'queued'
  /** Triggered; its status is asked until it ends. */
  | 'waiting'
  /** Triggered with `wait: false`: not followed. */
  | 'triggered'
  | 'succeeded'
  /** Ended ERROR, or with a word that is neither a success nor a wait. */
  | 'failed'
  /** Still going when the step's timeout came; it goes on on the service. */
  | 'timed-out'
  /** The service refused the trigger: no run. */
  | 'refused'
  /** The trigger failed after it may have reached the service: a run may exist. */
  | 'maybe-started'
  /** Never sent: a trigger before it may have been started, or the timeout came first. */
  | 'not-triggered';

export interface PipelineRun {
  pipeline: string;
  state: RunState;
  runId?: string;
  /** The status word as the service last wrote it. */
  status?: string;
  errorMessage?: string;
  /** Why there is no run to follow: the trigger's failure line, or why it was not sent. */
  problem?: string;
  /** ms on the step's clock: when the trigger was sent, and when the end was seen. */
  triggeredAt?: number;
  endedAt?: number;
}

/** Every other state is a failure once the step is done (queued and waiting runs do not outlive it). */
const failed = ({ state }: PipelineRun): boolean => state !== 'succeeded' && state !== 'triggered';

/** Whole seconds from the trigger to the end seen (to the timeout, for a run still going). */
export function secondsOf(run: PipelineRun): number | undefined {
  if (run.triggeredAt === undefined || run.endedAt === undefined) return undefined;
  return Math.max(0, Math.round((run.endedAt - run.triggeredAt) / 1000));
}

/** Longest message of one pipeline in the failure line: a hundred of them must still fit. */
const MESSAGE_MAX = 300;

/** The `runs` output: one entry per pipeline, in the order of `pipelines`; null where there is none. */
export function runsOutput(runs: readonly PipelineRun[]): string {
  return JSON.stringify(
    runs.map((run) => ({
      pipeline: run.pipeline,
      runId: run.runId ?? null,
      status: run.status ?? null,
      errorMessage: run.errorMessage ?? run.problem ?? null,
      seconds: secondsOf(run) ?? null,
    })),
  );
}

/** The `run-ids` output: each pipeline that was triggered, to its run id. */
export function runIdsOutput(runs: readonly PipelineRun[]): string {
  // fromEntries defines own properties: a pipeline named `__proto__` stays a key.
  return JSON.stringify(
    Object.fromEntries(runs.flatMap((run) => (run.runId === undefined ? [] : [[run.pipeline, run.runId]]))),
  );
}

export function counts(runs: readonly PipelineRun[]): { succeeded: number; failed: number } {
  return {
    succeeded: runs.filter((run) => run.state === 'succeeded').length,
    failed: runs.filter(failed).length,
  };
}

/** The step's failure line, or undefined when every pipeline's run succeeded (or was triggered). */
export function failureLine(runs: readonly PipelineRun[], timeoutMinutes: number): string | undefined {
  const failing = runs.filter(failed);
  if (failing.length === 0) return undefined;
  const parts: string[] = [];
  const notTriggered = new Map<string, string[]>();
  for (const run of failing) {
    const id = run.runId === undefined ? '' : ` (run ${run.runId})`;
    const message = run.errorMessage ? `: ${clip(run.errorMessage, MESSAGE_MAX)}` : '';
    switch (run.state) {
      case 'failed':
        parts.push(`${run.pipeline}${id} ended ${run.status ?? '?'}${message}`);
        break;
      case 'timed-out':
        parts.push(
          `${run.pipeline}${id} is still ${run.status ?? 'going (no status read)'} after the timeout of ${timeoutMinutes} min and goes on on the service`,
        );
        break;
      case 'not-triggered': {
        const why = run.problem ?? '';
        notTriggered.set(why, [...(notTriggered.get(why) ?? []), run.pipeline]);
        break;
      }
      default:
        parts.push(`${run.pipeline}: ${clip(run.problem ?? '', MESSAGE_MAX * 2)}`);
    }
  }
  for (const [why, pipelines] of notTriggered)
    parts.push(`not triggered, since ${why}: ${pipelines.join(', ')}`);
  return `${failing.length} of ${runs.length} pipelines did not succeed: ${parts.join('; ')}`;
}
