/**
 * Escaping for GitHub-flavoured markdown that shows text we do not control (test names, causes,
 * the runner's output, error lines). The aim is that no such string can end a table row, open a
 * link or image, start emphasis or code, inject HTML, close one of our <details>, or notify
 * someone with an @mention: it must read as the plain text it is.
 *
 * Characters are written as numeric HTML entities rather than backslash escapes because an
 * entity means the same thing everywhere we put text (table cells, paragraphs, HTML blocks such
 * as <summary>), while a backslash escape is not honoured inside HTML blocks, and GitHub splits
 * table cells on `|` before it reads backslashes in code spans.
 */

/** Characters markdown or HTML give a meaning to, as entities. */
const INLINE_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '~': '&#126;',
  $: '&#36;',
  // A zero-width space after @ keeps `@user` / `@org/team` readable but stops the mention.
  '@': '@&#8203;',
};

/** What each ASCII character becomes in inline text: undefined keeps it, '' drops it. */
const INLINE_ASCII: ReadonlyArray<string | undefined> = Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code);
  if (c === '\t') return ' ';
  // C0 controls (but line breaks, handled apart) and DEL: markdown has no use for them.
  if ((code < 0x20 && c !== '\n' && c !== '\r') || code === 0x7f) return '';
  return INLINE_ENTITIES[c];
});

const UNDERSCORE = 0x5f;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export interface InlineOptions {
  /** What a line break becomes: `<br>` keeps lines apart inside a table cell; default a space. */
  breaks?: 'br' | 'space';
  /**
   * The text starts a line (a list item's text, a paragraph): a leading `#`, `-`, `+`, `=` or
   * `1.` is escaped too, so it cannot become a heading or a list.
   */
  atLineStart?: boolean;
}

/**
 * Text safe inside a table cell, a paragraph, a list item or an HTML block such as <summary>.
 * The result never holds a raw newline, so it cannot end a table row or a <details> block.
 *
 * One pass over the characters, copying runs that need nothing: this runs for every cell of
 * tables that can hold 100,000 rows, where a chain of regular expressions costs seconds.
 */
export function inline(value: string, options: InlineOptions = {}): string {
  const br = options.breaks === 'br' ? '<br>' : ' ';
  const parts: string[] = [];
  let copied = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    let replacement: string | undefined;
    if (code < 0x80) {
      if (code === LINE_FEED) replacement = br;
      else if (code === CARRIAGE_RETURN) replacement = value.charCodeAt(i + 1) === LINE_FEED ? '' : br;
      else if (code === UNDERSCORE) {
        // An underscore between letters or digits (snake_case) cannot start or end emphasis
        // in GitHub's markdown: it stays, so names stay readable in the raw text.
        if (isWordCharAt(value, i - 1) && isWordCharAt(value, i + 1)) continue;
        replacement = INLINE_ASCII[code];
      } else replacement = INLINE_ASCII[code];
      if (replacement === undefined) continue;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      if (code <= 0xdbff && isLowSurrogate(value.charCodeAt(i + 1))) {
        i++; // a whole pair: one character
        continue;
      }
      replacement = '\uFFFD'; // half a character: not text, and not valid UTF-8 either
    } else continue;
    if (i > copied) parts.push(value.slice(copied, i));
    parts.push(replacement);
    copied = i + 1;
  }
  const escaped = copied === 0 ? value : (parts.push(value.slice(copied)), parts.join(''));
  if (!options.atLineStart) return escaped;
  return escaped
    .replace(/^[#+=-]/, (m) => `&#${m.charCodeAt(0)};`)
    .replace(/^(\d+)([.)])/, (_m, digits: string, mark: string) => `${digits}&#${mark.charCodeAt(0)};`);
}

function isWordCharAt(value: string, i: number): boolean {
  const code = value.charCodeAt(i); // NaN outside the string
  if (code < 0x80)
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return code === code && WORD_CHAR.test(String.fromCodePoint(value.codePointAt(i)!));
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** C0 controls (except tab and line breaks), DEL. */
const CONTROLS = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe inside <pre>…</pre>: only what HTML itself reads needs escaping there. */
export function preformatted(value: string): string {
  return value
    .replace(CONTROLS, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** UTF-8 size, the unit GitHub's limits are counted in. */
export function byteLength(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

const encoder = new TextEncoder();

/**
 * The longest prefix of `value` that fits in `maxBytes` of UTF-8, never cutting a character in
 * two (encodeInto writes whole code points only and reports how much of the string it read).
 */
export function truncateBytes(value: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  // Every UTF-16 unit encodes to at most 3 bytes: short strings need no work.
  if (value.length * 3 <= maxBytes) return value;
  const { read } = encoder.encodeInto(value, new Uint8Array(maxBytes));
  return value.slice(0, read);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * At most `maxChars` UTF-16 units of `value`, cut on a character boundary, with a note of how
 * much was left out. Used for causes, which can be whole stack traces.
 */
export function clip(value: string, maxChars: number): string {
  if (value.length <= maxChars) return value;
  let end = maxChars;
  if (end > 0 && isHighSurrogate(value.charCodeAt(end - 1))) end -= 1;
  return `${value.slice(0, end)}… (${formatCount(value.length - end)} more characters)`;
}

/** `1234567` → `1,234,567`: counts in prose and tables. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Seconds with a unit, precise enough to compare tests: `0.012 s`, `1.23 s`, `75.4 s`. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const digits = seconds < 1 ? 3 : seconds < 10 ? 2 : 1;
  return `${seconds.toFixed(digits)} s`;
}

/** A markdown table from cells that are already escaped. */
export function tableLines(
  header: readonly string[],
  align: readonly ('l' | 'r')[],
  rows: readonly string[][],
): string[] {
  return [tableRow(header), tableDivider(align), ...rows.map(tableRow)];
}

export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function tableDivider(align: readonly ('l' | 'r')[]): string {
  return `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`;
}

/**
 * A link to a URL GitHub gave us (the check run). Only http(s) URLs are linked; characters that
 * would end the link target are percent-encoded.
 */
export function link(label: string, url: string): string {
  if (!/^https?:\/\//i.test(url)) return inline(label);
  const safe = url.replace(
    /[\s()<>"'`|[\]\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${inline(label)}](${safe})`;
}
