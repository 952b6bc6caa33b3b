/**
 * The fake clock of the pipeline-execution tests: time that passes only while nothing else can
 * happen. Each sleep is a timer on this clock; when no request the clock tracks is in flight, time
 * jumps to the earliest timer and wakes it (and every other one due then). So a run of ten minutes is
 * followed in milliseconds, and each request's time is exact however long the loopback takes.
 *
 * A request the test means to hang is simply not tracked: real time does not stop for it either.
 */
import type { Clock } from '../../src/modes/pipeline/execute.js';

export const T0 = Date.parse('2026-03-02T09:00:00.000Z');

interface Timer {
  at: number;
  wake: () => void;
}

export class FakeClock implements Clock {
  at = T0;
  private timers: Timer[] = [];
  private inFlight = 0;
  private turnPending = false;

  now = (): number => this.at;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const timer: Timer = {
        at: this.at + Math.max(0, ms),
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.timers = this.timers.filter((t) => t !== timer);
        timer.wake();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.timers.push(timer);
      this.turn();
    });

  /** Timers not yet woken. */
  pending(): number {
    return this.timers.length;
  }

  /** The client's calls, counted while in flight: time stands still until they are answered. */
  tracking<C extends object>(client: C, hangs: (args: unknown[]) => boolean = () => false): C {
    return new Proxy(client, {
      get: (target, name, receiver) => {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const call = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (hangs(args) || !(call instanceof Promise)) return call;
          this.inFlight++;
          return call.finally(() => {
            this.inFlight--;
            this.turn();
          });
        };
      },
    });
  }

  /** After what is pending has run: when nothing is in flight, the next timers are due. */
  private turn(): void {
    if (this.turnPending) return;
    this.turnPending = true;
    setImmediate(() => {
      this.turnPending = false;
      if (this.inFlight > 0 || this.timers.length === 0) return;
      const next = Math.min(...this.timers.map((t) => t.at));
      this.at = Math.max(this.at, next);
      const due = this.timers.filter((t) => t.at <= this.at);
      this.timers = this.timers.filter((t) => t.at > this.at);
      for (const timer of due) timer.wake();
      this.turn();
    });
  }
}
