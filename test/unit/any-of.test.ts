/**
 * anyOf looks at a fraction of a text's characters: it must still find every occurrence of every
 * string, wherever it starts, at the text's ends and across lengths, exactly as `includes` does.
 */
import { describe, expect, test } from '@jest/globals';
import { anyOf } from '../../src/common/any-of.js';

const plain = (strings: string[], text: string): boolean => strings.some((s) => text.includes(s));

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

describe('anyOf', () => {
  const token = 'ghp_0123456789abcdefghijABCDEFGHIJ';
  const forms = [
    token,
    Buffer.from(token).toString('base64'),
    encodeURIComponent(`${token}/`),
    'short-form-x',
  ];

  test('finds each string at every starting point of a text, and nothing in a text without one', () => {
    const finder = anyOf(forms);
    const filler = 'x'.repeat(80);
    for (const form of forms)
      for (let at = 0; at <= filler.length; at++) {
        const text = filler.slice(0, at) + form + filler.slice(at);
        expect([form, at, finder.in(text)]).toEqual([form, at, true]);
      }
    expect(finder.in(filler)).toBe(false);
    expect(finder.in('')).toBe(false);
    expect(finder.in(token.slice(0, -1))).toBe(false);
  });

  test('a text that is exactly one string, or that string less its last character', () => {
    const finder = anyOf(forms);
    for (const form of forms) {
      expect(finder.in(form)).toBe(true);
      expect(finder.in(form.slice(0, -1))).toBe(plain(forms, form.slice(0, -1)));
      expect(finder.in(form.slice(1))).toBe(plain(forms, form.slice(1)));
    }
  });

  test('agrees with includes on random texts over a small alphabet, where near misses are common', () => {
    const next = generator(7);
    const alphabet = 'ab';
    const word = (n: number) => Array.from({ length: n }, () => alphabet[next(alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const strings = Array.from({ length: 1 + next(4) }, () => word(3 + next(10)));
      const finder = anyOf(strings);
      for (let k = 0; k < 20; k++) {
        const text = word(next(60));
        expect([strings, text, finder.in(text)]).toEqual([strings, text, plain(strings, text)]);
      }
    }
  });

  test('non-ASCII strings and texts, surrogate pairs included', () => {
    const strings = ['pässwörd-ключ-🔑-value', 'zürich'];
    const finder = anyOf(strings);
    expect(finder.in(`the key ${strings[0]} here`)).toBe(true);
    expect(finder.in('🔑🔑 zürich')).toBe(true);
    expect(finder.in('pässwörd-ключ-🔐-value zurich')).toBe(false);
  });
});
