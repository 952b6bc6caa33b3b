import { describe, expect, test } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { mapWithConcurrency } from '../../src/modes/pool.js';

describe('mapWithConcurrency', () => {
  test('keeps input order whatever the completion order, and never exceeds the limit', async () => {
    let inFlight = 0;
    let most = 0;
    const delays = [30, 5, 20, 1, 15, 2, 25, 3, 10, 4];
    const finished: number[] = [];
    const results = await mapWithConcurrency(delays, 3, async (delay, index) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await sleep(delay);
      inFlight--;
      finished.push(index);
      return `r${index}`;
    });
    expect(results).toEqual(delays.map((_, i) => `r${i}`));
    expect(most).toBe(3);
    expect(finished).not.toEqual([...finished].sort((a, b) => a - b)); // they really finished out of order
  });

  test('concurrency 1 runs one at a time, in order', async () => {
    const log: string[] = [];
    await mapWithConcurrency([1, 2, 3], 1, async (n) => {
      log.push(`start ${n}`);
      await sleep(2);
      log.push(`end ${n}`);
    });
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  test('an empty list runs nothing', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });

  test('a task that throws rejects the whole and no further task starts', async () => {
    const started: number[] = [];
    const run = mapWithConcurrency([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await sleep(n === 1 ? 1 : 20);
      if (n === 1) throw new Error('bug in task 1');
      return n;
    });
    await expect(run).rejects.toThrow('bug in task 1');
    await sleep(50);
    expect(started).toEqual([0, 1]);
  });
});
