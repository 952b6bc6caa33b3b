import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { anyCodePoint } from '../helpers/code-points.js';
import {
  byteLength,
  clip,
  clipNoting,
  duration,
  formatCount,
  formatSeconds,
  inline,
  lineSlices,
  link,
  oneLine,
  plainSeconds,
  preformatted,
  prefixBytes,
  sentence,
} from '../../src/common/text.js';

describe('inline', () => {
  test.each([
    ['</details><script>alert(1)</script>', '&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['| x |', '&#124; x &#124;'],
    ['[link](javascript:alert(1))', '&#91;link&#93;(javascript:alert(1))'],
    ['@mention @org/team', '@&#8203;mention @&#8203;org/team'],
    ['**b** `c` ~s~ $m$ \\*', '&#42;&#42;b&#42;&#42; &#96;c&#96; &#126;s&#126; &#36;m&#36; &#92;&#42;'],
    ['&lt; is not <', '&amp;lt; is not &lt;'],
    ['"quoted"', '&quot;quoted&quot;'],
  ])('escapes %j', (input, expected) => {
    expect(inline(input)).toBe(expected);
  });

  test('keeps snake_case readable but escapes underscores that could start or end emphasis', () => {
    expect(inline('not_null_order_id')).toBe('not_null_order_id');
    expect(inline('_it_ and __b__ x_')).toBe('&#95;it&#95; and &#95;&#95;b&#95;&#95; x&#95;');
    expect(inline('café_bar 日本_語')).toBe('café_bar 日本_語');
  });

  test('line breaks become spaces, or <br> in table cells; control characters go', () => {
    expect(inline('a\nb\r\nc\rd')).toBe('a b c d');
    expect(inline('a\nb\r\nc', { breaks: 'br' })).toBe('a<br>b<br>c');
    expect(inline('bell\u0007 nul\u0000 esc\u001b[0m tab\tend\u007f')).toBe('bell nul esc&#91;0m tab end');
  });

  test('a lone surrogate becomes the replacement character; whole pairs stay', () => {
    expect(inline('a\uD800b\uDC00c 🚀')).toBe('a\uFFFDb\uFFFDc 🚀');
  });

  test('at the start of a line, block markers are escaped too', () => {
    expect(inline('# heading', { atLineStart: true })).toBe('&#35; heading');
    expect(inline('- item', { atLineStart: true })).toBe('&#45; item');
    expect(inline('12. item', { atLineStart: true })).toBe('12&#46; item');
    expect(inline('# not at the start')).toBe('# not at the start');
  });

  test('property: the result holds no character markdown or HTML would act on', () => {
    const specials = fc.constantFrom(...'<>|`*_[]\\~$@&"\n\r\u0000 a1é#-'.split(''), '🚀');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: specials }), fc.string({ unit: anyCodePoint })), (s) => {
        const raw = inline(s, { breaks: 'br' });
        expect(raw).not.toMatch(/@(?!&#8203;)/);
        const out = raw.replace(/<br>/g, '').replace(/&(#\d+|[a-z]+);/g, '');
        expect(out).not.toMatch(/[<>|`*[\]\\~$\n\r"&]/);
        // An underscore survives only between two letters or digits (snake_case).
        expect(raw).not.toMatch(/(^|[^\p{L}\p{N}])_|_($|[^\p{L}\p{N}])/u);
      }),
      { numRuns: 500 },
    );
  });
});

test('preformatted escapes what HTML reads, nothing else', () => {
  expect(preformatted('</pre><b>x</b> & **y** | @z')).toBe(
    '&lt;/pre&gt;&lt;b&gt;x&lt;/b&gt; &amp; **y** | @z',
  );
});

describe('truncating by UTF-8 bytes', () => {
  test('never cuts a character in two', () => {
    const s = 'aé日🚀'; // 1 + 2 + 3 + 4 bytes
    expect([0, 1, 2, 3, 4, 5, 6, 7, 9, 10].map((n) => prefixBytes(s, n))).toEqual([
      '',
      'a',
      'a',
      'aé',
      'aé',
      'aé',
      'aé日',
      'aé日',
      'aé日',
      'aé日🚀',
    ]);
  });

  test('property: the cut fits, is a prefix, and is as long as it can be', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(200), (s, n) => {
        const head = prefixBytes(s, n);
        expect(byteLength(head)).toBeLessThanOrEqual(n);
        expect(s.startsWith(head)).toBe(true);
        if (head.length < s.length)
          expect(
            byteLength(s.slice(0, head.length + (s.codePointAt(head.length)! > 0xffff ? 2 : 1))),
          ).toBeGreaterThan(n);
      }),
    );
  });
});

test('clip and clipNoting cut on a character boundary; clipNoting says how much it left out', () => {
  expect(clip('abcdef', 10)).toBe('abcdef');
  expect(clip('abcdef', 3)).toBe('ab…');
  expect(clip('a🚀cd', 3)).toBe('a…');
  expect(clipNoting('abcdef', 10)).toBe('abcdef');
  expect(clipNoting('abcdef', 3)).toBe('abc… (3 more characters)');
  expect(clipNoting('ab🚀cd', 3)).toBe('ab… (4 more characters)');
});

test('clip keeps at most max UTF-16 units, ends with the note when it cuts, never splits a pair', () => {
  expect(clip('abcdef', 6, ' [cut]')).toBe('abcdef');
  expect(clip('abcdefghij', 8, '+')).toBe('abcdefg+');
  const fitted = clip('😀'.repeat(100), 121, ' (trimmed)'); // 111 units would end inside a pair
  expect(fitted).toBe(`${'😀'.repeat(55)} (trimmed)`);
  expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(fitted)).toBe(false);
});

test('sentence ends text with a full stop once', () => {
  expect(['Server Error', 'Invalid request.', 'Really?', 'Stop!'].map(sentence)).toEqual([
    'Server Error.',
    'Invalid request.',
    'Really?',
    'Stop!',
  ]);
});

test('formatSeconds keeps three significant-ish digits', () => {
  expect([0.0123, 0.5, 1.234, 12.345, 75.4, Number.NaN].map(formatSeconds)).toEqual([
    '0.012 s',
    '0.500 s',
    '1.23 s',
    '12.3 s',
    '75.4 s',
    '?',
  ]);
});

test('link links only http(s) and keeps the target from ending early', () => {
  expect(link('Check run', 'https://github.com/a/b/runs/1')).toBe(
    '[Check run](https://github.com/a/b/runs/1)',
  );
  expect(link('x', 'https://e.example/a b)c')).toBe('[x](https://e.example/a%20b%29c)');
  expect(link('x', 'javascript:alert(1)')).toBe('x');
});

test('oneLine folds every kind of line break and drops control characters', () => {
  expect(oneLine(' a\r\n b\u2028c\u0085d\te\u0000f\u001b[31m ')).toBe('a b c d ef[31m');
  expect(oneLine('x\uD800y')).toBe('x\uFFFDy');
});

test('formatCount groups thousands without Intl', () => {
  expect([0, 7, 1234, 1234567, -98765, 12.5].map(formatCount)).toEqual([
    '0',
    '7',
    '1,234',
    '1,234,567',
    '-98,765',
    '12.5',
  ]);
});

test('duration reads as a person would say it', () => {
  expect([0, 45_000, 400_000, 3_600_000, 7_500_000].map(duration)).toEqual([
    '0 s',
    '45 s',
    '6 min 40 s',
    '1 h',
    '2 h 5 min',
  ]);
});

test('plainSeconds shows seconds as the user wrote them', () => {
  expect(plainSeconds(600_000)).toBe('600 s');
  expect(plainSeconds(300)).toBe('0.3 s');
});

describe('lineSlices', () => {
  test.each([
    ['empty', '', 4, []],
    ['shorter than a slice', 'ab\ncd', 100, ['ab\ncd']],
    ['cut just after the line feed that ends the slice', 'aaa\nbbb\nccc\n', 4, ['aaa\n', 'bbb\n', 'ccc\n']],
    ['a slice runs on to the end of its line', 'aaaaaa\nb\nc', 2, ['aaaaaa\n', 'b\n', 'c']],
    ['a line longer than a slice stays whole', 'x'.repeat(10), 3, ['x'.repeat(10)]],
    ['surrogate pairs stay whole', '😀😀\n😀', 1, ['😀😀\n', '😀']],
  ])('%s', (_name, text, size, slices) => {
    expect([...lineSlices(text, size)]).toEqual(slices);
    expect([...lineSlices(text, size)].join('')).toBe(text);
  });
});
