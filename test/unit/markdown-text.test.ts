/**
 * text.ts's markdown helpers as GitHub would render them: URLs, copyable values, units, sizes.
 */
import { describe, expect, test } from '@jest/globals';
import { code, formatBytes, formatUtc, inline, noBreak } from '../../src/common/text.js';
import { named, renderTree, textOf } from '../results/rendered.js';

const hrefs = (md: string) => named(renderTree(md), 'a').map((a) => a.attributes.href);

describe('a URL in text', () => {
  const url = 'https://dq.example.com/r?a=1&b=2*&c=x_y~z';

  test('with links: a working link whose address and text are the URL as written', () => {
    const md = inline(`rows at ${url}, see (${url}).`, { links: true });
    const links = named(renderTree(md), 'a');
    expect(links.map((a) => [a.attributes.href, textOf(a)])).toEqual([
      [url, url],
      [url, url],
    ]);
    expect(textOf(renderTree(md))).toBe(`rows at ${url}, see (${url}).`);
  });

  test('without links, and in <code>: the text whole, and no link (GitHub would keep &amp; in it)', () => {
    for (const md of [inline(`at ${url} or www.example.com/?a&b`), code(url)]) {
      expect(hrefs(md)).toEqual([]);
      expect(textOf(renderTree(md))).toContain(url);
    }
  });
});

test('a copyable value holds no invisible character, and mentions nobody', () => {
  const tree = renderTree(`value ${code('oncall@example.com')}`);
  expect(named(tree, 'code').map(textOf)).toEqual(['oncall@example.com']);
  expect(code('@admins')).not.toMatch(/@[a-z]/);
});

test('noBreak keeps a number and its unit together', () => {
  expect(noBreak('0.025 s')).toBe('0.025\u00a0s');
  expect(noBreak('6 min 40 s')).toBe('6\u00a0min\u00a040\u00a0s');
});

test('formatBytes: one way to print a size', () => {
  expect(
    [1, 900, 1024, 64 * 1024, 512 * 1024 ** 2, 1024 ** 3, 1.2 * 1024 ** 3, 1_000_000].map(formatBytes),
  ).toEqual(['1 byte', '900 bytes', '1 KiB', '64 KiB', '512 MiB', '1 GiB', '1.2 GiB', '976.6 KiB']);
});

test('formatUtc: a moment as anyone reads it', () => {
  expect(formatUtc(Date.parse('2026-11-20T12:05:59.999Z'))).toBe('2026-11-20 12:05 UTC');
  expect(formatUtc(Number.NaN)).toBe('?');
});
