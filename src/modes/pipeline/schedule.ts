/**
 * When a run's status is asked (docs/pipeline-mode.md): waits double up to `poll-interval`, so a
 * short run is seen to end soon and a long one costs little. The clock is passed in, so tests need
 * not wait real seconds.
 */

export interface Clock {
  /** ms since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const REAL_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const FIRST_WAIT_MS = 2000;

/** Most status requests of one run: `timeout × 60 / 2 + 10` (timeout in minutes). */
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
