/**
 * parseLargeJson is JSON.parse with a V8 memory setting around large texts (src/heap.ts): what it
 * returns and throws must be JSON.parse's own, for small and large texts alike. Its effect on time
 * and memory is measured by `npm run bench` (large results), not here.
 */
import { describe, expect, it } from '@jest/globals';
import { parseLargeJson } from '../../src/heap.js';

const large = JSON.stringify({
  results: Array.from({ length: 40_000 }, (_, i) => ({ name: `test_${i}`, i })),
});

describe('parseLargeJson', () => {
  it('returns what JSON.parse returns, below and above the size where the setting applies', () => {
    expect(large.length).toBeGreaterThan(1 << 20);
    expect(parseLargeJson('{"a":[1,"b",null]}')).toEqual({ a: [1, 'b', null] });
    expect(parseLargeJson(large)).toEqual(JSON.parse(large));
  });

  it("throws JSON.parse's own error for invalid text of either size", () => {
    const broken = `${large.slice(0, -1)},`;
    expect(() => parseLargeJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseLargeJson(broken)).toThrow(SyntaxError);
    expect(() => parseLargeJson(broken)).toThrow(/line 1 column/);
  });
});
