/**
 * One pipeline of the step and what became of it (execute.ts fills it in), and what the runs came
 * to: the counts, the step's one failure line, and what a cancelled step still reports.
 */
import { clip } from '../../common/text.js';

export type RunState =
  /** Not triggered yet (only while the step runs). */
  | 'queued'
  /** Its trigger is on the way, not answered yet (only while the step runs). */
  | 'triggering'
  /** Triggered; its status is asked until it ends. */
  | 'waiting'
  /** Triggered with `wait: false`: not followed. */
  | 'triggered'
  | 'succeeded'
  /** Ended ERROR, or with a word that is neither a success nor a wait. */
  | 'failed'
  /** Still going when the step's timeout came; it goes on on the service. */
  | 'timed-out'
  /** Still going when the job was cancelled; it goes on on the service. */
  | 'cancelled'
  /** Triggered, but the run id the service answered cannot be followed (`problem` says why). */
  | 'unknown'
  /** The service refused the trigger: no run. */
  | 'refused'
  /** The trigger failed after it may have reached the service: a run may exist. */
  | 'maybe-started'
  /** Never sent: a trigger before it may have been started, the timeout came first, or the job was cancelled. */
  | 'not-triggered';

export interface PipelineRun {
  pipeline: string;
  state: RunState;
  /** Only an id the step can send back and show (execute.ts, unfollowable). */
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

/** One queued run per trigger request, in their order: execute.ts fills them in as it goes. */
export function queuedRuns(requests: readonly { pipelineName: string }[]): PipelineRun[] {
  return requests.map((r) => ({ pipeline: r.pipelineName, state: 'queued' }));
}

/** Every other state is a failure once the step is done (queued and waiting runs do not outlive it). */
export const didNotSucceed = ({ state }: PipelineRun): boolean =>
  state !== 'succeeded' && state !== 'triggered';

/** Whole seconds from the trigger to the end seen (to the timeout, for a run still going). */
export function secondsOf(run: PipelineRun): number | undefined {
  if (run.triggeredAt === undefined || run.endedAt === undefined) return undefined;
  return Math.max(0, Math.round((run.endedAt - run.triggeredAt) / 1000));
}

export function counts(runs: readonly PipelineRun[]): { succeeded: number; failed: number } {
  return {
    succeeded: runs.filter((run) => run.state === 'succeeded').length,
    failed: runs.filter(didNotSucceed).length,
  };
}

/** Longest message of one pipeline in the failure line: a hundred of them must still fit. */
const MESSAGE_MAX = 300;

/** The step's failure line, or undefined when every pipeline's run succeeded (or was triggered). */
export function failureLine(runs: readonly PipelineRun[], timeoutMinutes: number): string | undefined {
  const failing = runs.filter(didNotSucceed);
  if (failing.length === 0) return undefined;
  const parts: string[] = [];
  const notTriggered = new Map<string, string[]>();
  for (const run of failing) {
    const id = run.runId === undefined ? '' : ` (run ${run.runId})`;
    const message = run.errorMessage ? `: ${clip(run.errorMessage, MESSAGE_MAX)}` : '';
    const going = run.status ?? 'going (no status read)';
    switch (run.state) {
      case 'failed':
        parts.push(`${run.pipeline}${id} ended ${run.status ?? '?'}${message}`);
        break;
      case 'timed-out':
        parts.push(
          `${run.pipeline}${id} is still ${going} after the timeout of ${timeoutMinutes} min and goes on on the service`,
        );
        break;
      case 'cancelled':
        parts.push(
          `${run.pipeline}${id} was still ${going} when the job was cancelled and goes on on the service`,
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

/**
 * The runs as a cancelled step reports them, at `now` on the step's clock: a run still followed
 * goes on on the service, a trigger in flight may have started one, and the rest were never sent.
 */
export function cancelledRuns(runs: readonly PipelineRun[], now: number): PipelineRun[] {
  return runs.map((run): PipelineRun => {
    switch (run.state) {
      case 'queued':
        return { ...run, state: 'not-triggered', problem: 'the job was cancelled first' };
      case 'triggering':
        return {
          ...run,
          state: 'maybe-started',
          problem: `the job was cancelled while its trigger was unanswered, so the run of ${run.pipeline} may have been started`,
        };
      case 'waiting':
        return { ...run, state: 'cancelled', endedAt: now };
      default:
        return { ...run };
    }
  });
}
