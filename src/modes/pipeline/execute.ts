/**
 * Triggers the pipelines in order, at most `concurrency` runs at once, and follows the runs to their
 * end (docs/pipeline-mode.md). A trigger is a write, sent once; after one that may have reached the
 * service no other is sent: a run may exist that the step knows nothing of. A failed status request
 * does not end a run (said once: when the endpoint is down, every run's requests fail alike).
 */
import { ApiError } from '../../service/errors.js';
import { RUN_ERROR, RUN_SUCCEEDED, RUN_WAITING } from '../../service/enums.js';
import type { OrchestrationClient, TriggerPipelineRequest } from '../../service/types.js';
import { duration } from '../../text.js';
import type { Runner } from '../../github/runner.js';
import type { PipelineSettings } from '../../inputs/settings.js';
import type { PipelineRun } from './outcome.js';
import { REAL_CLOCK, type Clock } from '../../github/write-budget.js';
import { mapWithConcurrency } from '../pool.js';

/** The settings' `timeout` is in minutes, `poll-interval` in seconds. */
export type ExecuteOptions = Pick<PipelineSettings, 'concurrency' | 'wait' | 'timeout' | 'pollInterval'> & {
  /** Passed in, so tests need not wait real seconds (the e2e tests' fast clock replaces the global setTimeout). */
  clock?: Clock;
};

export type { Clock };

type Client = Pick<OrchestrationClient, 'triggerPipeline' | 'pipelineStatus'>;

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
  /** The log, and a warning for what the user should see at a glance. */
  progress: Pick<Runner, 'info' | 'warning'>,
): Promise<PipelineRun[]> {
  const { clock = REAL_CLOCK, wait, concurrency, timeout: timeoutMinutes } = options;
  const runs: PipelineRun[] = requests.map((r) => ({ pipeline: r.pipelineName, state: 'queued' }));
  const followed: Followed[] = [];
  const pollIntervalMs = options.pollInterval * 1000;
  const maxRequests = maxStatusRequests(timeoutMinutes);
  let next = 0;
  /** Why no more triggers are sent, once a trigger may have started a run unseen. */
  let halted: string | undefined;
  /** The timeout, on the clock: set by the first trigger. */
  let deadline = Infinity;
  let failureSaid = false;

  const trigger = async (index: number): Promise<void> => {
    const run = runs[index]!;
    const sentAt = clock.now();
    if (deadline === Infinity) deadline = sentAt + timeoutMinutes * 60_000;
    try {
      const { runId } = await client.triggerPipeline(requests[index]!);
      Object.assign(run, { runId, triggeredAt: sentAt, state: wait ? 'waiting' : 'triggered' });
      progress.info(`Triggered ${run.pipeline}: run ${runId}`);
      if (!wait) return;
      const first = nextWait(undefined, pollIntervalMs);
      followed.push({
        run: run as Followed['run'],
        nextAt: nextPollAt(clock.now(), first, deadline, maxRequests),
        lastWaitMs: first,
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
    let answer;
    try {
      answer = await client.pipelineStatus(run.runId);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (!failureSaid)
        progress.warning(
          `${run.pipeline} (run ${run.runId}): ${err.message}; a status request that fails does not end a run: each is asked again until the timeout (${timeoutMinutes} min)`,
        );
      failureSaid = true;
      f.failing = true;
      return;
    }
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
  };

  if (!wait) {
    await mapWithConcurrency(runs, concurrency, async (_, index) => {
      if (halted === undefined) await trigger(index);
    });
  } else {
    // Each turn triggers pipelines into the free places, or waits for the next status request
    // due, which comes no later than the deadline: the loop ends.
    for (;;) {
      const going = followed.filter((f) => f.run.state === 'waiting');
      const free = concurrency - going.length;
      if (free > 0 && halted === undefined && next < runs.length && clock.now() < deadline) {
        const batch = Array.from({ length: Math.min(free, runs.length - next) }, () => next++);
        await Promise.all(batch.map((index) => trigger(index)));
        continue;
      }
      if (going.length === 0) break;
      const at = Math.min(deadline, ...going.map((f) => f.nextAt));
      await clock.sleep(Math.max(0, at - clock.now()));
      const now = clock.now();
      const due = going.filter((f) => (f.nextAt <= now || now >= deadline) && f.requests < maxRequests);
      await Promise.all(due.map((f) => poll(f)));
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
  const why = halted ?? 'the timeout came first';
  for (const run of runs)
    if (run.state === 'queued') Object.assign(run, { state: 'not-triggered', problem: why });
  return runs;
}

/*
 * When a run's status is asked: waits double up to `poll-interval`, so a short run is seen to end
 * soon and a long one costs little.
 */

const FIRST_WAIT_MS = 2000;

export function maxStatusRequests(timeoutMinutes: number): number {
  return Math.floor((timeoutMinutes * 60) / 2) + 10;
}

/** The wait after `previousMs` (none before the first request): doubled, up to the interval. */
export function nextWait(previousMs: number | undefined, pollIntervalMs: number): number {
  return Math.min(previousMs === undefined ? FIRST_WAIT_MS : previousMs * 2, pollIntervalMs);
}

/**
 * `waitMs` after the last request was due (so request times do not add up over a long run), not
 * before `now`; spread wider when the requests left would not last to the deadline; never after
 * the deadline, when the status is asked one last time.
 */
export function nextPollAt(
  due: number,
  waitMs: number,
  deadline: number,
  requestsLeft: number,
  now = due,
): number {
  const spread = requestsLeft > 0 ? (deadline - due) / requestsLeft : Infinity;
  return Math.min(deadline, Math.max(now, due + Math.max(waitMs, spread)));
}

/**
 * A word that is neither an end nor a wait ends the run as not succeeded. Compared without case: a
 * service that answers `Running` is still running.
 */
export function meaningOf(status: string): 'succeeded' | 'error' | 'waiting' | 'other-end' {
  const word = status.toUpperCase();
  if (word === RUN_SUCCEEDED) return 'succeeded';
  if (word === RUN_ERROR) return 'error';
  return (RUN_WAITING as readonly string[]).includes(word) ? 'waiting' : 'other-end';
}
