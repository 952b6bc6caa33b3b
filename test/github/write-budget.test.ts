// The writes a repository can afford, on a clock the test moves: a burst at once, then one per
// interval, earned back while idle, one in flight at a time.
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
  await budget.take();
  budget.release();
}

describe('WriteBudget', () => {
  test('20 writes go at once (the default check run); later ones a second apart', async () => {
    const clock = fakeClock();
    const budget = new WriteBudget(20, 1000, 1, clock);
    for (let i = 0; i < 20; i++) await write(budget);
    expect(clock.slept).toEqual([]);
    for (let i = 0; i < 3; i++) await write(budget);
    expect(clock.slept).toEqual([1000, 1000, 1000]);
  });

  test('time spent elsewhere earns writes back, up to the burst', async () => {
    const clock = fakeClock();
    const budget = new WriteBudget(20, 1000, 1, clock);
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
    const budget = new WriteBudget(20, 1000, 1, fakeClock());
    const order: string[] = [];
    await budget.take();
    const second = budget.take().then(() => order.push('second'));
    const third = budget.take().then(() => order.push('third'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    budget.release();
    await second;
    expect(order).toEqual(['second']);
    budget.release();
    await third;
    expect(order).toEqual(['second', 'third']);
    budget.release();
  });
});
