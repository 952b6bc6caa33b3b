import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { dealShard, formatShard } from '../../src/results/shard.js';

describe('dealShard', () => {
  test('deals round-robin in plan order: unit k goes to shard (k mod n) + 1', () => {
    const units = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(dealShard(units, { index: 1, count: 3 })).toEqual(['a', 'd', 'g']);
    expect(dealShard(units, { index: 2, count: 3 })).toEqual(['b', 'e']);
    expect(dealShard(units, { index: 3, count: 3 })).toEqual(['c', 'f']);
    expect(dealShard(units, { index: 1, count: 1 })).toEqual(units);
  });

  test('a shard beyond the number of units gets nothing', () => {
    expect(dealShard(['a', 'b'], { index: 3, count: 5 })).toEqual([]);
  });

  test('the n shards are disjoint, together are the plan, each in plan order and within one unit of the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 64 }), (size, count) => {
        const units = Array.from({ length: size }, (_, k) => k);
        const shards = Array.from({ length: count }, (_, i) => dealShard(units, { index: i + 1, count }));
        const all = shards.flat();
        expect(new Set(all).size).toBe(all.length); // disjoint
        expect([...all].sort((a, b) => a - b)).toEqual(units); // union is the plan, each once
        for (const shard of shards) expect(shard).toEqual([...shard].sort((a, b) => a - b));
        const sizes = shards.map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  test('refuses an impossible shard (a bug upstream: inputs.ts validates it)', () => {
    expect(() => dealShard([1], { index: 0, count: 2 })).toThrow(
      'shard must be i/n with 1 <= i <= n, got 0/2',
    );
    expect(() => dealShard([1], { index: 3, count: 2 })).toThrow(
      'shard must be i/n with 1 <= i <= n, got 3/2',
    );
  });

  test('formatShard', () => {
    expect(formatShard({ index: 2, count: 5 })).toBe('2/5');
  });
});
