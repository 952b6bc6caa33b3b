/**
 * When a run's status is asked (CONTRACT.md, "Pipeline runs"): the first time 2 s after its
 * trigger, then after twice the previous wait, up to `poll-interval`; never past the step's
 * deadline, and never more than `timeout × 60 / 2 + 10` times. A short run is seen to end soon
 * after it does; a long one costs a request every `poll-interval` seconds.
 *
 * The clock is passed in, so the loop can be followed without waiting real seconds.
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

/** The wait before a run's first status request. */
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
 * When to ask next: `waitMs` after the time the last request was due (`due`: waits are kept on
 * their schedule, so the time each request takes does not add up over a long run), but not
 * before `now`; spread wider when the requests left would not last to the deadline at that pace
 * (a `poll-interval` of 1 s would spend them in half the `timeout`); and never after the
 * deadline, when the status is asked one last time.
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
