/**
 * Triggers the pipelines in order, at most `concurrency` runs at once, and follows the runs to their
 * end (docs/pipeline-mode.md). Each pipeline goes on its own: its trigger waits only for a free
 * place, and its status requests only for its own schedule, so a request that hangs holds back
 * nothing but its own run. The step's timeout abandons every request still in flight (through the
 * client's `signal`): the step ends on time.
 *
 * A trigger is a write, sent once; after one that may have reached the service no other is sent: a
 * run may exist that the step knows nothing of. A failed status request does not end a run (said
 * once: when the endpoint is down, every run's requests fail alike).
 */
import { ApiError } from '../../service/api-error.js';
import { RUN_ERROR, RUN_SUCCEEDED, RUN_WAITING } from '../../service/enums.js';
import type { OrchestrationClient, TriggerPipelineRequest } from '../../service/types.js';
import { MASK, type Secrets } from '../../common/secret-registry.js';
import { clip, clipNoting, duration, formatCount } from '../../common/text.js';
import type { Runner } from '../../github/runner.js';
import type { PipelineSettings } from '../../inputs/settings.js';
import { type PipelineRun, queuedRuns } from './outcome.js';
import { REAL_CLOCK, type Clock } from '../../github/write-budget.js';
import { mapWithConcurrency } from '../pool.js';
import { pointAtInputs, type InputValue } from '../service-calls.js';

/** The settings' `timeout` is in minutes, `poll-interval` in seconds. */
export type ExecuteOptions = Pick<PipelineSettings, 'concurrency' | 'wait' | 'timeout' | 'pollInterval'> & {
  /** Passed in, so tests need not wait real seconds (the e2e tests' fast clock replaces the global setTimeout). */
  clock?: Clock;
  /**
   * Aborted when the step's timeout ends, with the reason as a string. The client's requests listen
   * to its signal (ClientOptions.signal), so none outlives the step.
   */
  stop?: AbortController;
};

export type { Clock };

type Client = Pick<OrchestrationClient, 'triggerPipeline' | 'pipelineStatus'>;

/** The log, a warning for what the user should see at a glance, and the secrets no run id may hold. */
export type Progress = Pick<Runner, 'info' | 'warning'> & { secrets: Pick<Secrets, 'holds'> };

type Followed = PipelineRun & { runId: string };

/** Longest status word and message kept of an answer: a service may send megabytes of either. */
const STATUS_MAX = 200;
const MESSAGE_KEPT_MAX = 64 * 1024;
/** Longest message in a log line (the summary and the runs output have their own bounds). */
const MESSAGE_LOG_MAX = 2000;

/**
 * `runs` are filled in as the step goes, so that a caller can report them while it does (a job
 * cancelled); they are returned.
 */
export async function runPipelines(
  client: Client,
  requests: readonly TriggerPipelineRequest[],
  options: ExecuteOptions,
  progress: Progress,
  runs: PipelineRun[] = queuedRuns(requests),
): Promise<PipelineRun[]> {
  const { clock = REAL_CLOCK, wait, concurrency, timeout: timeoutMinutes } = options;
  const stop = options.stop ?? new AbortController();
  const pollIntervalMs = options.pollInterval * 1000;
  const maxRequests = maxStatusRequests(timeoutMinutes);
  /** Why no more triggers are sent, once a trigger may have started a run unseen. */
  let halted: string | undefined;
  /** The timeout, on the clock (set by the first trigger), and the last time a status is asked. */
  let deadline = Infinity;
  let lastAsk = Infinity;
  let failureSaid = false;
  /** Ends the timeout's timer when every run is done before it: nothing is left waiting. */
  const finished = new AbortController();

  /** From the first trigger's sending: that run, still going at the timeout, took the timeout exactly. */
  const startTimeout = (at: number): void => {
    if (deadline !== Infinity) return;
    deadline = at + timeoutMinutes * 60_000;
    lastAsk = lastAskAt(deadline);
    void clock.sleep(deadline - clock.now(), finished.signal).then(() => {
      if (!finished.signal.aborted) stop.abort(`the step's timeout (${timeoutMinutes} min) ended`);
    });
  };

  /** The run id when there is a run to follow. */
  const trigger = async (run: PipelineRun, request: TriggerPipelineRequest): Promise<string | undefined> => {
    const sentAt = clock.now();
    startTimeout(sentAt);
    run.state = 'triggering';
    try {
      const { runId } = await client.triggerPipeline(request);
      const why = unfollowable(runId, progress.secrets);
      if (why !== undefined) {
        const problem = `triggered, but ${why}: the step cannot ask its status, so its end is unknown`;
        Object.assign(run, { state: 'unknown', problem, triggeredAt: sentAt, endedAt: clock.now() });
        progress.info(`${run.pipeline}: ${problem}`);
        return undefined;
      }
      Object.assign(run, { runId, triggeredAt: sentAt, state: wait ? 'waiting' : 'triggered' });
      progress.info(`Triggered ${run.pipeline}: run ${runId}`);
      return runId;
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      const err = pointAtInputs(caught, triggerInputs(request));
      run.problem = err.message;
      run.state = err.maybeApplied ? 'maybe-started' : 'refused';
      progress.info(`${run.pipeline}: ${err.message}`);
      if (err.maybeApplied) halted ??= `the run of ${run.pipeline} may have been started`;
      return undefined;
    }
  };

  /** One status request; `failing` says whether the one before failed. Returns whether this one did. */
  const poll = async (run: Followed, failing: boolean): Promise<boolean> => {
    let answer;
    try {
      answer = await client.pipelineStatus(run.runId);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (stop.signal.aborted) {
        progress.info(`${run.pipeline} (run ${run.runId}): its status request was unanswered at the timeout`);
        return true;
      }
      if (!failureSaid)
        progress.warning(
          `${run.pipeline} (run ${run.runId}): ${err.message}; a status request that fails does not end a run: each is asked again until the timeout (${timeoutMinutes} min)`,
        );
      failureSaid = true;
      return true;
    }
    if (failing) progress.info(`${run.pipeline} (run ${run.runId}): the status request answers again`);
    const status = clip(answer.runStatus, STATUS_MAX);
    const changed = status !== run.status;
    run.status = status;
    const meaning = meaningOf(answer.runStatus);
    if (meaning === 'waiting') {
      if (changed) progress.info(`${run.pipeline} (run ${run.runId}): ${status}`);
      return false;
    }
    run.state = meaning === 'succeeded' ? 'succeeded' : 'failed';
    run.endedAt = clock.now();
    if (answer.errorMessage) run.errorMessage = clipNoting(answer.errorMessage, MESSAGE_KEPT_MAX);
    const message = run.errorMessage ? `: ${clip(run.errorMessage, MESSAGE_LOG_MAX)}` : '';
    const took = duration(run.endedAt - (run.triggeredAt ?? run.endedAt));
    progress.info(`${run.pipeline} (run ${run.runId}): ${status} after ${took}${message}`);
    return false;
  };

  /** Asks the run's status on its own schedule until it ends or the timeout comes. */
  const follow = async (run: Followed): Promise<void> => {
    let waitMs = nextWait(undefined, pollIntervalMs);
    let due = nextPollAt(clock.now(), waitMs, lastAsk, maxRequests);
    let requestsMade = 0;
    let failing = false;
    while (!stop.signal.aborted) {
      await clock.sleep(Math.max(0, due - clock.now()), stop.signal);
      if (stop.signal.aborted) break;
      requestsMade++;
      failing = await poll(run, failing);
      if (run.state !== 'waiting') return;
      const now = clock.now();
      if (requestsMade >= maxRequests || now >= lastAsk) {
        // Asked for the last time: the run holds its place until the timeout says it goes on.
        await clock.sleep(Math.max(0, deadline - now), stop.signal);
        break;
      }
      waitMs = nextWait(waitMs, pollIntervalMs);
      due = nextPollAt(due, waitMs, lastAsk, maxRequests - requestsMade, now);
    }
    Object.assign(run, { state: 'timed-out', endedAt: deadline });
  };

  try {
    await mapWithConcurrency(runs, concurrency, async (run, index) => {
      // Not sent: see `halted`, or the timeout came while it waited for a place.
      if (halted !== undefined || clock.now() >= deadline) return;
      const runId = await trigger(run, requests[index]!);
      if (runId !== undefined && wait) await follow(run as Followed);
    });
  } finally {
    finished.abort();
    // Only after a bug was thrown is anything still in flight: it must not hold the client open.
    stop.abort('the step ended');
  }
  const why = halted ?? 'the timeout came first';
  for (const run of runs)
    if (run.state === 'queued') Object.assign(run, { state: 'not-triggered', problem: why });
  return runs;
}

/** Longest run id sent back in a status request's path (and shown). */
export const RUN_ID_MAX = 1024;

/**
 * Why a run id cannot be sent back as a path segment, or undefined when it can. An id holding a
 * secret was redacted as it arrived (the client redacts answers at the source): what is left is
 * not the service's id, and must not be shown whole anyway.
 */
export function unfollowable(runId: string, secrets: Pick<Secrets, 'holds'>): string | undefined {
  if (runId === '') return 'the service answered an empty run id';
  if (runId === '.' || runId === '..')
    return `its run id "${runId}" cannot be sent in a URL path, which reads it as a step of the path`;
  if (runId.length > RUN_ID_MAX)
    return `its run id has ${formatCount(runId.length)} characters, more than the ${formatCount(RUN_ID_MAX)} a status request sends`;
  if (runId.includes(MASK) || secrets.holds(runId))
    return 'its run id holds a secret value, which is never sent or shown';
  // A lone surrogate has no URL encoding.
  if (/\p{Cs}/u.test(runId)) return 'its run id is not well-formed text';
  return undefined;
}

/*
 * When a run's status is asked: waits double up to `poll-interval`, so a short run is seen to end
 * soon and a long one costs little.
 */

const FIRST_WAIT_MS = 2000;

/**
 * The last status request of a run still going goes out this long before the timeout: its answer
 * can still count, and a request unanswered at the timeout is abandoned there.
 */
export const LAST_ASK_BEFORE_TIMEOUT_MS = 5000;

export function lastAskAt(deadline: number): number {
  return deadline - LAST_ASK_BEFORE_TIMEOUT_MS;
}

export function maxStatusRequests(timeoutMinutes: number): number {
  return Math.floor((timeoutMinutes * 60) / 2) + 10;
}

/** The wait after `previousMs` (none before the first request): doubled, up to the interval. */
export function nextWait(previousMs: number | undefined, pollIntervalMs: number): number {
  return Math.min(previousMs === undefined ? FIRST_WAIT_MS : previousMs * 2, pollIntervalMs);
}

/**
 * `waitMs` after the last request was due (so request times do not add up over a long run), not
 * before `now`; spread wider when the requests left would not last to the last ask; never after
 * the last ask, when the status is asked one last time.
 */
export function nextPollAt(
  due: number,
  waitMs: number,
  lastAsk: number,
  requestsLeft: number,
  now = due,
): number {
  const spread = requestsLeft > 0 ? (lastAsk - due) / requestsLeft : Infinity;
  return Math.min(lastAsk, Math.max(now, due + Math.max(waitMs, spread)));
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

/** Where a trigger's ids and names came from: a "not found" that names one points at its input. */
function triggerInputs(request: TriggerPipelineRequest): InputValue[] {
  return [
    { value: String(request.fabricId), inputs: ['fabric-id'] },
    { value: request.projectId, inputs: ['project-id'] },
    { value: request.pipelineName, inputs: ['pipelines'] },
    { value: request.branch, inputs: ['branch'] },
    { value: request.version, inputs: ['version'] },
  ];
}
