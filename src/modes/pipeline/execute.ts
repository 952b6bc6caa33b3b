/**
 * Triggers the pipelines in order, at most `concurrency` runs at once, and follows the runs to their
 * end (docs/pipeline-mode.md). A trigger is a write, sent once; after one that may have reached the
 * service no other is sent: a run may exist that the step knows nothing of. A failed status request
 * does not end a run (said once: when the endpoint is down, every run's requests fail alike).
 */
import { ApiError } from '../../service/errors.js';
import type { OrchestrationClient, TriggerPipelineRequest } from '../../service/types.js';
import { duration } from '../../text.js';
import type { PipelineRun } from './model.js';
import { type Clock, maxStatusRequests, nextPollAt, nextWait } from './schedule.js';
import { meaningOf } from './statuses.js';

export interface ExecuteOptions {
  concurrency: number;
  wait: boolean;
  timeoutMinutes: number;
  pollIntervalSeconds: number;
  clock: Clock;
}

/** Where progress lines go: the log, and a warning for what the user should see at a glance. */
export interface Progress {
  info(line: string): void;
  warning(line: string): void;
}

type Client = Pick<OrchestrationClient, 'triggerPipeline' | 'pipelineStatus'>;

interface Followed {
  run: PipelineRun & { runId: string };
  nextAt: number;
  lastWaitMs: number | undefined;
  requests: number;
  /** Its last status request failed. */
  failing: boolean;
}

export async function runPipelines(
  client: Client,
  requests: readonly TriggerPipelineRequest[],
  options: ExecuteOptions,
  progress: Progress,
): Promise<PipelineRun[]> {
  const step = new Step(client, requests, options, progress);
  if (options.wait) await step.triggerAndFollow();
  else await step.triggerOnly();
  return step.finish();
}

class Step {
  private readonly runs: PipelineRun[];
  private readonly followed: Followed[] = [];
  private readonly timeoutMs: number;
  private readonly pollIntervalMs: number;
  private readonly maxRequests: number;
  /** The next pipeline to trigger. */
  private next = 0;
  /** Why no more triggers are sent, once a trigger may have started a run unseen. */
  private halted: string | undefined;
  /** The timeout, on the clock: set by the first trigger. */
  private deadline = Infinity;
  private failureSaid = false;

  private readonly client: Client;
  private readonly requests: readonly TriggerPipelineRequest[];
  private readonly options: ExecuteOptions;
  private readonly progress: Progress;

  constructor(
    client: Client,
    requests: readonly TriggerPipelineRequest[],
    options: ExecuteOptions,
    progress: Progress,
  ) {
    this.client = client;
    this.requests = requests;
    this.options = options;
    this.progress = progress;
    this.runs = requests.map((r) => ({ pipeline: r.pipelineName, state: 'queued' }));
    this.timeoutMs = options.timeoutMinutes * 60_000;
    this.pollIntervalMs = options.pollIntervalSeconds * 1000;
    this.maxRequests = maxStatusRequests(options.timeoutMinutes);
  }

  /** `wait: false`: at most `concurrency` triggers in flight, taken in order. */
  async triggerOnly(): Promise<void> {
    const worker = async (): Promise<void> => {
      while (this.mayTrigger()) await this.trigger(this.next++);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, this.runs.length) }, worker));
  }

  /**
   * Each turn triggers pipelines into the free places (at most 100 in all), or waits for the next
   * status request due, which comes no later than the deadline: the loop ends.
   */
  async triggerAndFollow(): Promise<void> {
    const { clock } = this.options;
    for (;;) {
      const going = this.followed.filter((f) => f.run.state === 'waiting');
      const free = this.options.concurrency - going.length;
      if (free > 0 && this.mayTrigger() && clock.now() < this.deadline) {
        const batch = Array.from({ length: Math.min(free, this.runs.length - this.next) }, () => this.next++);
        await Promise.all(batch.map((index) => this.trigger(index)));
        continue;
      }
      if (going.length === 0) return;
      const at = Math.min(this.deadline, ...going.map((f) => f.nextAt));
      await clock.sleep(Math.max(0, at - clock.now()));
      const now = clock.now();
      const due = going.filter(
        (f) => (f.nextAt <= now || now >= this.deadline) && f.requests < this.maxRequests,
      );
      await Promise.all(due.map((f) => this.poll(f)));
      const after = clock.now();
      for (const f of due) {
        if (f.run.state !== 'waiting') continue;
        f.lastWaitMs = nextWait(f.lastWaitMs, this.pollIntervalMs);
        f.nextAt = nextPollAt(f.nextAt, f.lastWaitMs, this.deadline, this.maxRequests - f.requests, after);
      }
      if (after >= this.deadline) {
        for (const f of going)
          if (f.run.state === 'waiting') Object.assign(f.run, { state: 'timed-out', endedAt: this.deadline });
        return;
      }
    }
  }

  /** The runs, each pipeline never triggered marked with why. */
  finish(): PipelineRun[] {
    const why = this.halted ?? 'the timeout came first';
    for (const run of this.runs)
      if (run.state === 'queued') Object.assign(run, { state: 'not-triggered', problem: why });
    return this.runs;
  }

  private mayTrigger(): boolean {
    return this.halted === undefined && this.next < this.runs.length;
  }

  private async trigger(index: number): Promise<void> {
    const { clock, wait } = this.options;
    const run = this.runs[index]!;
    const sentAt = clock.now();
    if (this.deadline === Infinity) this.deadline = sentAt + this.timeoutMs;
    try {
      const { runId } = await this.client.triggerPipeline(this.requests[index]!);
      Object.assign(run, { runId, triggeredAt: sentAt, state: wait ? 'waiting' : 'triggered' });
      this.progress.info(`Triggered ${run.pipeline}: run ${runId}`);
      if (!wait) return;
      const first = nextWait(undefined, this.pollIntervalMs);
      this.followed.push({
        run: run as Followed['run'],
        nextAt: nextPollAt(clock.now(), first, this.deadline, this.maxRequests),
        lastWaitMs: first,
        requests: 0,
        failing: false,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      run.problem = err.message;
      run.state = err.maybeApplied ? 'maybe-started' : 'refused';
      this.progress.info(`${run.pipeline}: ${err.message}`);
      if (err.maybeApplied) this.halted ??= `the run of ${run.pipeline} may have been started`;
    }
  }

  private async poll(f: Followed): Promise<void> {
    const { run } = f;
    f.requests++;
    let answer;
    try {
      answer = await this.client.pipelineStatus(run.runId);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (!this.failureSaid)
        this.progress.warning(
          `${run.pipeline} (run ${run.runId}): ${err.message}; a status request that fails does not end a run: each is asked again until the timeout (${this.options.timeoutMinutes} min)`,
        );
      this.failureSaid = true;
      f.failing = true;
      return;
    }
    if (f.failing) this.progress.info(`${run.pipeline} (run ${run.runId}): the status request answers again`);
    f.failing = false;
    const changed = answer.runStatus !== run.status;
    run.status = answer.runStatus;
    const meaning = meaningOf(answer.runStatus);
    if (meaning === 'waiting') {
      if (changed) this.progress.info(`${run.pipeline} (run ${run.runId}): ${answer.runStatus}`);
      return;
    }
    run.state = meaning === 'succeeded' ? 'succeeded' : 'failed';
    run.endedAt = this.options.clock.now();
    if (answer.errorMessage) run.errorMessage = answer.errorMessage;
    const message = run.errorMessage ? `: ${run.errorMessage}` : '';
    const took = duration(run.endedAt - (run.triggeredAt ?? run.endedAt));
    this.progress.info(`${run.pipeline} (run ${run.runId}): ${answer.runStatus} after ${took}${message}`);
  }
}
