/**
 * Random names without node:crypto (common/random-hex.ts): the shape of each name, and a token that
 * the text it frames already holds is never the one given.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { randomHex, tokenAbsentFrom } from '../../src/common/random-hex.js';

afterEach(() => {
  jest.restoreAllMocks();
});

/** Math.random giving `values` in turn, then failing the test if asked for more. */
function randomGives(values: number[]): void {
  let next = 0;
  jest.spyOn(Math, 'random').mockImplementation(() => {
    if (next >= values.length) throw new Error('Math.random asked once too often');
    return values[next++]!;
  });
}

describe('randomHex', () => {
  test('gives as many lower-case hexadecimal digits as asked, eight from each draw', () => {
    randomGives([0, 0.5, 1 - 2 ** -32]);
    expect(randomHex(20)).toBe('0000000080000000ffff');
  });

  test('two names are not the same', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(16)).not.toBe(randomHex(16));
  });
});

describe('tokenAbsentFrom', () => {
  const first = `ghadelimiter_${'00000000'.repeat(4)}`;
  const second = `ghadelimiter_${'80000000'.repeat(4)}`;

  test('draws again when a text holds the token drawn', () => {
    randomGives([0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5]);
    expect(tokenAbsentFrom('ghadelimiter_', 'name', `value ${first} planted`)).toBe(second);
  });

  test('gives up, in one line, after eight draws the texts all hold', () => {
    randomGives(Array<number>(32).fill(0));
    expect(() => tokenAbsentFrom('ghadelimiter_', first)).toThrow(
      'no random token absent from the text was found',
    );
  });
});
