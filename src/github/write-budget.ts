/**
 * The writes a repository can afford. GitHub limits content-creating requests (80 a minute) and
 * asks integrations not to send them concurrently; spacing every write a second apart, as
 * @octokit/plugin-throttling did, would add 19 s to the default check run (20 requests of 50
 * annotations) for no gain. So a burst of `burst` writes goes at once, later ones one every
 * `intervalMs` (at most 80 in the first minute with the defaults), at most `concurrency` in flight.
 */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class WriteBudget {
  private readonly burst: number;
  private readonly intervalMs: number;
  private readonly concurrency: number;
  private readonly clock: Clock;
  private tokens: number;
  /** When the last token was earned (or the bucket was last full). */
  private earnedAt: number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(burst: number, intervalMs: number, concurrency: number, clock: Clock = REAL_CLOCK) {
    this.burst = burst;
    this.intervalMs = intervalMs;
    this.concurrency = concurrency;
    this.clock = clock;
    this.tokens = burst;
    this.earnedAt = clock.now();
  }

  /** Resolves when a write may be sent; call release() once it is answered. */
  async take(): Promise<void> {
    // A write that waits for a slot gets it from release(), in the order they came.
    if (this.inFlight < this.concurrency) this.inFlight++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.earn();
    // Each wait ends when the next token is earned: one pass with a real clock.
    while (this.tokens < 1) {
      await this.clock.sleep(Math.max(0, this.earnedAt + this.intervalMs - this.clock.now()));
      this.earn();
    }
    this.tokens--;
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }

  private earn(): void {
    const now = this.clock.now();
    const earned = Math.floor((now - this.earnedAt) / this.intervalMs);
    if (earned > 0) {
      this.tokens = Math.min(this.burst, this.tokens + earned);
      this.earnedAt += earned * this.intervalMs;
    }
    if (this.tokens >= this.burst) this.earnedAt = now;
  }
}
