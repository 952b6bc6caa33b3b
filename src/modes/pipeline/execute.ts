/**
 * Triggers the pipelines and follows their runs to their end (CONTRACT.md, "Pipeline runs").
 *
 * - Triggers go out in the order given, and at most `concurrency` runs go at once: the next
 *   pipeline is triggered when a run ends (with `wait: false`, when a trigger answers).
 * - A trigger is a write, sent once (the client re-sends it only when the service provably did
 *   not take it). After a trigger that may have reached the service, no other trigger is sent:
 *   a run may exist that the step knows nothing of, and the user must look before more start.
 * - A status request is a read. One that fails, after the client's retries, is not the end of a
 *   run: its status is asked again at the next turn, until the timeout. The step says so once:
 *   when the service's status endpoint is down, every run's requests fail alike.
 * - The timeout counts from the first trigger; at it, each run still going is asked one last time,
 *   and one that has not ended is left going on the service.
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

/** A run being followed: when to ask next, the last wait, requests made, whether its last one failed. */
interface Followed {
  run: PipelineRun & { runId: string };
  nextAt: number;
  lastWaitMs: number | undefined;
  requests: number;
  failing: boolean;
}

export async function runPipelines(
  client: Client,
  requests: readonly TriggerPipelineRequest[],
  options: ExecuteOptions,
  progress: Progress,
): Promise<PipelineRun[]> {
  const { clock, concurrency } = options;
  const timeoutMs = options.timeoutMinutes * 60_000;
  const pollIntervalMs = options.pollIntervalSeconds * 1000;
  const maxRequests = maxStatusRequests(options.timeoutMinutes);
  const runs: PipelineRun[] = requests.map((r) => ({ pipeline: r.pipelineName, state: 'queued' }));
  let next = 0;
  /** Why no more triggers are sent, once a trigger may have started a run unseen. */
  let halted: string | undefined;
  let deadline = Infinity;
  const followed: Followed[] = [];
  let failureSaid = false;

  const trigger = async (index: number): Promise<void> => {
    const run = runs[index]!;
    const sentAt = clock.now();
    if (deadline === Infinity) deadline = sentAt + timeoutMs;
    try {
      const { runId } = await client.triggerPipeline(requests[index]!);
      Object.assign(run, { runId, triggeredAt: sentAt, state: options.wait ? 'waiting' : 'triggered' });
      progress.info(`Triggered ${run.pipeline}: run ${runId}`);
      if (!options.wait) return;
      const now = clock.now();
      const wait = nextWait(undefined, pollIntervalMs);
      followed.push({
        run: run as Followed['run'],
        nextAt: nextPollAt(now, wait, deadline, maxRequests),
        lastWaitMs: wait,
        requests: 0,
        failing: false,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      run.problem = err.message;
      run.state = err.maybeApplied ? 'maybe-started' : 'refused';
      progress.info(`${run.pipeline}: ${err.message}`);
      if (err.maybeApplied) halted ??= `the run of ${run.pipeline} may have been started`;
    }
  };

  const poll = async (f: Followed): Promise<void> => {
    const { run } = f;
    f.requests++;
    try {
      const answer = await client.pipelineStatus(run.runId);
      if (f.failing) progress.info(`${run.pipeline} (run ${run.runId}): the status request answers again`);
      f.failing = false;
      const changed = answer.runStatus !== run.status;
      run.status = answer.runStatus;
      const meaning = meaningOf(answer.runStatus);
      if (meaning === 'waiting') {
        if (changed) progress.info(`${run.pipeline} (run ${run.runId}): ${answer.runStatus}`);
        return;
      }
      run.state = meaning === 'succeeded' ? 'succeeded' : 'failed';
      run.endedAt = clock.now();
      if (answer.errorMessage) run.errorMessage = answer.errorMessage;
      const message = run.errorMessage ? `: ${run.errorMessage}` : '';
      const took = duration(run.endedAt - (run.triggeredAt ?? run.endedAt));
      progress.info(`${run.pipeline} (run ${run.runId}): ${answer.runStatus} after ${took}${message}`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (!failureSaid)
        progress.warning(
          `${run.pipeline} (run ${run.runId}): ${err.message}; a status request that fails does not end a run: each is asked again until the timeout (${options.timeoutMinutes} min)`,
        );
      failureSaid = true;
      f.failing = true;
    }
  };

  if (!options.wait) {
    // Triggers only: at most `concurrency` in flight, taken in order.
    const worker = async (): Promise<void> => {
      while (halted === undefined && next < runs.length) await trigger(next++);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, runs.length) }, worker));
  } else {
    // Bounded: each turn triggers at least one pipeline (at most 100) or waits for the next
    // status request, which comes no later than the deadline.
    for (;;) {
      const going = followed.filter((f) => f.run.state === 'waiting');
      const free = concurrency - going.length;
      if (halted === undefined && next < runs.length && free > 0 && clock.now() < deadline) {
        const batch = Array.from({ length: Math.min(free, runs.length - next) }, () => next++);
        await Promise.all(batch.map(trigger));
        continue;
      }
      if (going.length === 0) break;
      const at = Math.min(deadline, ...going.map((f) => f.nextAt));
      await clock.sleep(Math.max(0, at - clock.now()));
      const now = clock.now();
      const due = going.filter((f) => (f.nextAt <= now || now >= deadline) && f.requests < maxRequests);
      await Promise.all(due.map(poll));
      const after = clock.now();
      for (const f of due) {
        if (f.run.state !== 'waiting') continue;
        f.lastWaitMs = nextWait(f.lastWaitMs, pollIntervalMs);
        f.nextAt = nextPollAt(f.nextAt, f.lastWaitMs, deadline, maxRequests - f.requests, after);
      }
      if (after >= deadline) {
        for (const f of going)
          if (f.run.state === 'waiting') Object.assign(f.run, { state: 'timed-out', endedAt: deadline });
        break;
      }
    }
  }

  const notSent = halted ?? 'the timeout came first';
  for (const run of runs)
    if (run.state === 'queued') Object.assign(run, { state: 'not-triggered', problem: notSent });
  return runs;
}
