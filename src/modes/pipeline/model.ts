/** One pipeline of the step and what became of it: plain data execute.ts fills in. */

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

const FAILING: ReadonlySet<RunState> = new Set([
  'failed',
  'timed-out',
  'refused',
  'maybe-started',
  'not-triggered',
]);

export function failed(run: PipelineRun): boolean {
  return FAILING.has(run.state);
}

/** Whole seconds from the trigger to the end seen (to the timeout, for a run still going). */
export function secondsOf(run: PipelineRun): number | undefined {
  if (run.triggeredAt === undefined || run.endedAt === undefined) return undefined;
  return Math.max(0, Math.round((run.endedAt - run.triggeredAt) / 1000));
}
