// The writes a repository can afford, on a clock the test moves: a burst at once, then one per
// interval, earned back while idle, one in flight at a time unless a write asks for more.
import { describe, expect, test } from '@jest/globals';
import { WriteBudget, type Clock } from '../../src/github/write-budget.js';

/** A clock whose sleeps record how long they were asked for and move time on at once. */
function fakeClock(): Clock & { slept: number[]; pass(ms: number): void } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
    pass: (ms) => {
      now += ms;
    },
  };
}

async function write(budget: WriteBudget): Promise<void> {
  const release = await budget.take();
  release();
}

describe('WriteBudget', () => {
  test('20 writes go at once (the default check run); later ones a second apart', async () => {
    const clock = fakeClock();
    const budget = new WriteBudget(20, 1000, clock);
    for (let i = 0; i < 20; i++) await write(budget);
    expect(clock.slept).toEqual([]);
    for (let i = 0; i < 3; i++) await write(budget);
    expect(clock.slept).toEqual([1000, 1000, 1000]);
  });

  test('time spent elsewhere earns writes back, up to the burst', async () => {
    const clock = fakeClock();
    const budget = new WriteBudget(20, 1000, clock);
    for (let i = 0; i < 20; i++) await write(budget);
    clock.pass(2500);
    await write(budget);
    await write(budget);
    expect(clock.slept).toEqual([]);
    // Half a second of the third interval has passed already.
    await write(budget);
    expect(clock.slept).toEqual([500]);
    clock.pass(3_600_000);
    for (let i = 0; i < 20; i++) await write(budget);
    expect(clock.slept).toEqual([500]);
    await write(budget);
    expect(clock.slept).toEqual([500, 1000]);
  });

  test('one write in flight at a time: the next starts when the one before is released, in order', async () => {
    const budget = new WriteBudget(20, 1000, fakeClock());
    const order: string[] = [];
    const first = await budget.take();
    const second = budget.take().then((release) => (order.push('second'), release));
    const third = budget.take().then((release) => (order.push('third'), release));
    await settle();
    expect(order).toEqual([]);
    first();
    (await second)();
    expect(order).toEqual(['second']);
    (await third)();
    expect(order).toEqual(['second', 'third']);
  });

  test('writes that ask for a concurrency of 3: three in flight, the fourth starts when one is answered', async () => {
    const budget = new WriteBudget(20, 1000, fakeClock());
    const started: number[] = [];
    const takes = [0, 1, 2, 3].map((i) => budget.take(3).then((release) => (started.push(i), release)));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    (await takes[1]!)();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const i of [0, 2, 3]) (await takes[i]!)();
  });

  test('a write that goes alone waits for the concurrent ones, and none starts beside it', async () => {
    const budget = new WriteBudget(20, 1000, fakeClock());
    const started: string[] = [];
    const take = (name: string, concurrency: number) =>
      budget.take(concurrency).then((release) => (started.push(name), release));
    const a = take('a', 3);
    const b = take('b', 3);
    const alone = take('alone', 1);
    // Behind the one that goes alone: it waits its turn although two more batches would fit.
    const c = take('c', 3);
    await settle();
    expect(started).toEqual(['a', 'b']);
    (await a)();
    await settle();
    expect(started).toEqual(['a', 'b']);
    (await b)();
    await settle();
    expect(started).toEqual(['a', 'b', 'alone']);
    (await alone)();
    await settle();
    expect(started).toEqual(['a', 'b', 'alone', 'c']);
    (await c)();
  });

  test('concurrent writes still spend the burst, then one token per interval', async () => {
    const clock = fakeClock();
    const budget = new WriteBudget(4, 1000, clock);
    await Promise.all(Array.from({ length: 6 }, () => budget.take(6).then((release) => release())));
    // Two past the burst: each waited for a token of its own.
    expect(clock.slept.reduce((a, b) => a + b, 0)).toBe(2000);
  });

  test('releasing twice frees one place, not two', async () => {
    const budget = new WriteBudget(20, 1000, fakeClock());
    const started: string[] = [];
    const take = (name: string) => budget.take(2).then((release) => (started.push(name), release));
    const a = await take('a');
    const b = await take('b');
    const c = take('c');
    const d = take('d');
    a();
    a();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b();
    (await c)();
    (await d)();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });
});

/** Lets every promise that can settle do so. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
