/**
 * The documentation's relative links resolve: every `[text](path)` and `[text](path#anchor)` in
 * README.md and docs/*.md names a file of the repository, and every `#anchor` a heading (or an
 * explicit `<a id>`) of the page it points at, slugged the way GitHub does. The README was split
 * into docs/ pages that link to each other; a renamed heading or a moved section would otherwise
 * leave links that GitHub renders without complaint and that lead nowhere.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from '../helpers/run-action.js';

const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

interface Link {
  page: string;
  line: number;
  target: string;
}

/** The lines of a page with fenced code blocks and inline code blanked out: links there are text. */
function proseLines(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (open && open[1]!.startsWith(fence)) fence = undefined;
      return '';
    }
    if (open) {
      fence = open[1]!;
      return '';
    }
    return line.replace(/(`+)[\s\S]*?\1/g, '');
  });
}

function linksOf(page: string, markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((text, i) => {
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ page, line: i + 1, target: m[1]! });
    for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g))
      links.push({ page, line: i + 1, target: m[1]! });
    for (const m of text.matchAll(/\bhref="([^"]+)"/g)) links.push({ page, line: i + 1, target: m[1]! });
  });
  return links;
}

/** GitHub's heading anchor (github-slugger): the heading's text, lower case, punctuation dropped, spaces as dashes. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (repeats get -1, -2, …) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLinesKeepingCode(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  }
  return anchors;
}

/** Lines outside fenced code blocks, inline code kept (a heading's `code` is part of its anchor). */
function proseLinesKeepingCode(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').filter((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (open && open[1]!.startsWith(fence)) fence = undefined;
      return false;
    }
    if (open) {
      fence = open[1]!;
      return false;
    }
    return true;
  });
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(path, 'utf8'));
    anchorCache.set(path, anchors);
  }
  return anchors;
}

/** Why a link does not resolve, or undefined when it does. */
function problemOf(link: Link): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.target)) return undefined; // https:, mailto:, …
  const [rawPath, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(rawPath);
  const file = path === '' ? join(ROOT, link.page) : resolve(ROOT, dirname(link.page), path);
  const name = relative(ROOT, file).split('\\').join('/');
  if (name.startsWith('..')) return `${link.target} leaves the repository`;
  if (!existsSync(file)) return `${name} does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${name} is not a page with anchors`;
  return anchorsOfFile(file).has(decodeURIComponent(anchor))
    ? undefined
    : `${name} has no heading with the anchor #${anchor}`;
}

describe('slug', () => {
  it.each([
    ['Permissions, forks and `workflow_run`', 'permissions-forks-and-workflow_run'],
    ['Fabrics as code: `fabric-apply.yml`', 'fabrics-as-code-fabric-applyyml'],
    [
      'Orchestration data tests and deploys — a GitHub Action',
      'orchestration-data-tests-and-deploys--a-github-action',
    ],
    ['The test plan (`tests-file`)', 'the-test-plan-tests-file'],
  ])('%s → #%s', (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
  });
});

describe.each(PAGES)('%s', (page) => {
  const markdown = readFileSync(join(ROOT, page), 'utf8');

  it('has every relative link and #anchor resolve', () => {
    const broken = linksOf(page, markdown)
      .map((link) => ({ link, problem: problemOf(link) }))
      .filter((b) => b.problem !== undefined)
      .map(({ link, problem }) => `${link.page}:${link.line}: (${link.target}) ${problem}`);
    expect(broken).toEqual([]);
  });

  it('closes every fenced code block', () => {
    // A fence opened after the page's last line hides the sentinel only if the page closed its own.
    expect(proseLinesKeepingCode(`${markdown}\n\`\`\`\nsentinel`)).not.toContain('sentinel');
  });
});
