/**
 * The writes a repository can afford: GitHub allows 80 content-creating requests a minute and asks
 * integrations not to send them concurrently. A burst goes at once, then one every `intervalMs`,
 * rather than every write a second apart. A write asking for `concurrency` n starts only while
 * fewer than n are in flight, never beside one that asked for fewer; waiting writes keep their order.
 */

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or as soon as `signal` is aborted: a timer that is no longer needed holds nothing. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const REAL_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    }),
};

export class WriteBudget {
  private readonly burst: number;
  private readonly intervalMs: number;
  private readonly clock: Clock;
  private tokens: number;
  /** When the last token was earned, or the bucket was last full. */
  private earnedAt: number;
  /** The concurrency each write in flight asked for. */
  private readonly inFlight: number[] = [];
  private readonly waiting: Array<{ concurrency: number; start: () => void }> = [];

  constructor(burst: number, intervalMs: number, clock: Clock = REAL_CLOCK) {
    this.burst = burst;
    this.intervalMs = intervalMs;
    this.clock = clock;
    this.tokens = burst;
    this.earnedAt = clock.now();
  }

  /** A whole `concurrency` of at least 1 counts this write; call the function returned once answered. */
  async take(concurrency = 1): Promise<() => void> {
    if (this.waiting.length === 0 && this.fits(concurrency)) this.inFlight.push(concurrency);
    else await new Promise<void>((start) => this.waiting.push({ concurrency, start }));
    this.earn();
    // Each wait ends when the next token is earned: one pass with a real clock, and another for
    // each write in flight that took the token first.
    while (this.tokens < 1) {
      await this.clock.sleep(Math.max(0, this.earnedAt + this.intervalMs - this.clock.now()));
      this.earn();
    }
    this.tokens--;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(concurrency);
    };
  }

  private fits(concurrency: number): boolean {
    const count = this.inFlight.length;
    return count < concurrency && this.inFlight.every((asked) => count < asked);
  }

  private release(concurrency: number): void {
    this.inFlight.splice(this.inFlight.indexOf(concurrency), 1);
    // In order: a write that does not fit yet holds back the ones behind it.
    while (this.waiting.length && this.fits(this.waiting[0]!.concurrency)) {
      const next = this.waiting.shift()!;
      this.inFlight.push(next.concurrency);
      next.start();
    }
  }

  private earn(): void {
    const now = this.clock.now();
    // Not below 0: Date.now() may step back.
    const earned = Math.max(0, Math.floor((now - this.earnedAt) / this.intervalMs));
    this.tokens = Math.min(this.burst, this.tokens + earned);
    this.earnedAt += earned * this.intervalMs;
    if (this.tokens >= this.burst) this.earnedAt = now;
  }
}
