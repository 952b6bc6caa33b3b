/**
 * Markdown rendered the way GitHub renders summaries and comments (CommonMark and its GFM
 * extensions, micromark standing in for cmark-gfm; raw HTML kept for <details>), read back as
 * an element tree, so tests assert on what a reader sees rather than on the markdown text. The
 * tree is read by the strict XML reader: the HTML must nest properly to be read at all.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { parseXml, textOf } from '../helpers/xml.js';
import type { XmlElement } from '../helpers/xml.js';

export { textOf };
export type { XmlElement };

/** The HTML GitHub would make of `md`, before its sanitiser. */
export function renderHtml(md: string): string {
  return micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
}

/**
 * The rendered document as one element `root`: void elements closed and the two noncharacters
 * HTML allows but XML does not (U+FFFE, U+FFFF) replaced, so the XML reader takes it.
 */
export function renderTree(md: string): XmlElement {
  const html = renderHtml(md)
    .replace(/<(br|hr|img)(\s[^>]*)?(?<!\/)>/g, '<$1$2 />')
    .replace(/[\uFFFE\uFFFF]/g, '\uFFFD');
  return parseXml(`<root>${html}</root>`);
}

/** Every element under `root` in document order. */
export function elements(root: XmlElement): XmlElement[] {
  const all: XmlElement[] = [];
  const visit = (element: XmlElement): void => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      all.push(child);
      visit(child);
    }
  };
  visit(root);
  return all;
}

export function named(root: XmlElement, ...names: string[]): XmlElement[] {
  return elements(root).filter((e) => names.includes(e.name));
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

export function headings(root: XmlElement): XmlElement[] {
  return named(root, ...HEADINGS);
}

/** Where in document order the first element matching `is` stands; -1 when none does. */
export function indexOf(root: XmlElement, is: (e: XmlElement) => boolean): number {
  return elements(root).findIndex(is);
}

/** The text of `root` outside the elements named, e.g. what GitHub would scan for mentions. */
export function textOutside(root: XmlElement, ...skipped: string[]): string {
  return root.children
    .map((c) => (typeof c === 'string' ? c : skipped.includes(c.name) ? ' ' : textOutside(c, ...skipped)))
    .join('');
}

/** Each table as its header cells and rows of cells (text). */
export function tables(root: XmlElement): { header: string[]; rows: string[][] }[] {
  return named(root, 'table').map((table) => ({
    header: named(table, 'th').map(textOf),
    rows: named(table, 'tr')
      .filter((tr) => named(tr, 'td').length > 0)
      .map((tr) => named(tr, 'td').map(textOf)),
  }));
}
