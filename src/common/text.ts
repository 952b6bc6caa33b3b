/**
 * Folding, cutting and escaping text the action did not write itself, and numbers for people.
 * Markdown escapes are numeric entities: a backslash is not honoured inside HTML blocks such as
 * <summary>, and GitHub splits table cells on `|` before reading them. GitHub links a bare URL
 * entities and all, so a URL is written as an autolink `<…>` or kept from being linked.
 */

// ---------------------------------------------------------------------------------- plain text

/** C0 controls but tab and line breaks, DEL, C1 controls (U+0085 NEL is a line break, kept apart). */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** A UTF-16 surrogate without its other half (read by code point, a pair is one): not text, nor UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/** Drops control characters (terminal colours, NUL) and replaces half characters with U+FFFD. */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** One line: controls dropped, every run of whitespace (line breaks included) one space, trimmed. */
export function oneLine(text: string): string {
  return stripControls(text)
    .replace(/[\s\u0085]+/g, ' ')
    .trim();
}

export function lines(text: string): string[] {
  return text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
}

/**
 * Slices of about `size` UTF-16 units, each ending after a line feed: a slice never cuts a secret
 * (each line of one is registered) nor a surrogate pair, so large text can be masked slice by slice.
 */
export function* lineSlices(text: string, size: number): Generator<string> {
  let start = 0;
  while (start < text.length) {
    const stop = text.indexOf('\n', Math.min(start + size, text.length) - 1);
    const end = stop === -1 ? text.length : stop + 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** The end of a cut at `max` UTF-16 units that does not split a surrogate pair. */
function cutAt(text: string, max: number): number {
  const code = text.charCodeAt(max - 1); // NaN for max 0
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}

/** At most `max` UTF-16 units, ending with `note` when something was cut; never splits a pair. */
export function clip(text: string, max: number, note = '…'): string {
  if (text.length <= max) return text;
  return text.slice(0, cutAt(text, Math.max(0, max - note.length))) + note;
}

/** Cut at `max` UTF-16 units, noting how much was left out: causes can be whole stack traces. */
export function clipNoting(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = cutAt(text, max);
  return `${text.slice(0, end)}… (${formatCount(text.length - end)} more characters)`;
}

/** A full stop at the end unless it ends with `.`, `!` or `?` already. */
export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// ---------------------------------------------------------------------------------- UTF-8 sizes

const encoder = new TextEncoder();

/** UTF-8: the unit GitHub's limits are counted in. */
export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The longest prefix that fits in `maxBytes` of UTF-8, never cutting a character in two. */
export function prefixBytes(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  // Every UTF-16 unit encodes to at most 3 bytes: short strings need no work.
  if (text.length * 3 <= maxBytes) return text;
  const { read } = encoder.encodeInto(text, new Uint8Array(maxBytes));
  return text.slice(0, read);
}

/** At most `maxBytes` of UTF-8, with a note at the end saying how much was trimmed. */
export function fitBytes(text: string, maxBytes: number): string {
  const size = byteLength(text);
  if (size <= maxBytes) return text;
  const note = (cut: number) =>
    `\n\n… (trimmed ${formatCount(cut)} bytes to fit GitHub's limit of ${formatCount(maxBytes)} bytes)`;
  // Room for the note with the longest number it can hold.
  const kept = prefixBytes(text, Math.max(0, maxBytes - byteLength(note(size))));
  return kept + note(size - byteLength(kept));
}

// ---------------------------------------------------------------------------------- markdown

/**
 * Other markup becomes a numeric entity. A zero-width space after @ keeps `@user` readable but
 * stops the mention.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '@': '@&#8203;',
};

export interface InlineOptions {
  /** What a line break becomes: `<br>` keeps lines apart inside a table cell; default a space. */
  breaks?: 'br' | 'space';
  /** The text starts a line: a leading `#`, `-`, `+`, `=` or `1.` is escaped so it starts no block. */
  atLineStart?: boolean;
  /** Each http(s) URL as an autolink `<…>`: only where markdown is read, never inside <summary>. */
  links?: boolean;
}

/**
 * Safe in a table cell, paragraph, list item or <summary>: nothing can end a row, open a link,
 * start emphasis or code, inject HTML, close a <details> or mention someone.
 */
export function inline(value: string, options: InlineOptions = {}): string {
  const br = options.breaks === 'br' ? '<br>' : ' ';
  const plain = (text: string, at: number) =>
    unlinked(escapeInline(text, br, at === 0 && options.atLineStart === true));
  if (!options.links || !URL_START.test(value)) return plain(value, 0);
  const parts: string[] = [];
  let at = 0;
  for (const match of value.matchAll(URL)) {
    const url = trimUrl(match[0]);
    if (url.length <= 'https://'.length) continue;
    // An autolink: CommonMark reads no entity inside one, so what would end it, split a cell or
    // mention someone is percent-encoded instead.
    const encoded = percentEncoded(url.replace(LONE_SURROGATE, '\uFFFD'), /[|\\`@]/g);
    parts.push(plain(value.slice(at, match.index), at), `<${encoded}>`);
    at = match.index + url.length;
  }
  parts.push(plain(value.slice(at), at));
  return parts.join('');
}

/**
 * What inline text rewrites: markup, controls, line breaks and half characters. An underscore
 * between letters or digits (snake_case) cannot start or end emphasis: it is left alone.
 */
const INLINE_SPECIAL =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029&<>"|`*[\]\\~$@\uD800-\uDFFF]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

function escapeInline(value: string, br: string, atLineStart: boolean): string {
  const escaped = value.replace(INLINE_SPECIAL, (c: string, i: number) => {
    if (c === '\n' || c === '\u0085' || c === '\u2028' || c === '\u2029') return br;
    if (c === '\r') return value[i + 1] === '\n' ? '' : br;
    if (c === '\t') return ' ';
    if (c >= '\uD800') return '\uFFFD';
    if (c < ' ' || (c <= '\u009f' && c >= '\u007f')) return '';
    return NAMED_ENTITIES[c] ?? `&#${c.charCodeAt(0)};`;
  });
  if (!atLineStart) return escaped;
  return escaped
    .replace(/^[#+=-]/, (m) => `&#${m.charCodeAt(0)};`)
    .replace(/^(\d+)([.)])/, (_m, digits: string, mark: string) => `${digits}&#${mark.charCodeAt(0)};`);
}

/** Where GitHub would start a link of its own: `http://`, `https://`, `ftp://`, `www.`. */
const URL_START = /(?:https?|ftp):\/\/|www\./i;
/** A URL as GFM reads one: up to whitespace or `<`; trailing punctuation is not part of it. */
const URL = /https?:\/\/[^\s<>\u0000-\u001f\u007f-\u009f]+/gi;
const URL_TRAILING = /[.,:;!?'"*_~]+$/;

/**
 * The `:` of `https://` and the `.` of `www.` as entities, so GitHub links nothing: a link found
 * in escaped text would keep `&amp;` and the like in its address.
 */
function unlinked(escaped: string): string {
  if (!URL_START.test(escaped)) return escaped;
  return escaped.replace(/:(?=\/\/)/g, '&#58;').replace(/\b(www)\./gi, '$1&#46;');
}

/** A URL without the punctuation that ends the sentence around it (GFM's rule, closing brackets too). */
function trimUrl(url: string): string {
  let end = url.replace(URL_TRAILING, '');
  for (let last = end.at(-1); last === ')' || last === ']'; last = end.at(-1)) {
    // Dropped only while it closes more than the URL opens.
    if (end.split(last).length <= end.split(last === ')' ? '(' : '[').length) break;
    end = end.slice(0, -1).replace(URL_TRAILING, '');
  }
  return end;
}

/** Every character `which` matches as `%XX`: the same address to a browser. */
function percentEncoded(url: string, which: RegExp): string {
  return url.replace(which, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Text safe inside <pre>…</pre>: only what HTML itself reads needs escaping there. */
export function preformatted(value: string): string {
  return stripControls(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * <code> rather than backticks, because entities work inside it. `@` is an entity, not followed
 * by `inline`'s invisible space, which a copy would carry along (GitHub links no mention in code).
 */
export function code(value: string): string {
  return value === '' ? '<code>""</code>' : `<code>${inline(value).replaceAll('@&#8203;', '&#64;')}</code>`;
}

/** A fenced block longer than any backtick run inside, so no value can close it early. */
export function fenced(body: string, lang = ''): string {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${stripControls(body)}\n${fence}`;
}

/** A markdown table row from cells that are already escaped. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function tableDivider(align: readonly ('l' | 'r')[]): string {
  return `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`;
}

/** Only http(s) is linked; characters that would end the target are percent-encoded. */
export function link(label: string, url: string): string {
  if (!/^https?:\/\//i.test(url)) return inline(label);
  return `[${inline(label)}](${percentEncoded(url, /[\s()<>"'`|[\]\\]/g)})`;
}

// ---------------------------------------------------------------------------------- numbers

export function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

/** `1234567` → `1,234,567`. Not toLocaleString, which starts ICU. */
export function formatCount(n: number): string {
  return String(n).replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** Keeps a number and its unit (`6 min 40 s`) on one line in markdown. */
export function noBreak(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/** Seconds with a unit, precise enough to compare tests: `0.012 s`, `1.23 s`, `75.4 s`. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const digits = seconds < 1 ? 3 : seconds < 10 ? 2 : 1;
  return `${seconds.toFixed(digits)} s`;
}

/** A time set in seconds, as a person writes it: `600 s`, `0.3 s` (to the millisecond). */
export function plainSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** 45 s, 6 min 40 s, 2 h 5 min: a wait in the units a person reads. */
export function duration(ms: number): string {
  const total = Math.round(ms / 1000);
  if (total < 60) return `${Math.max(0, total)} s`;
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  if (h > 0) return min ? `${h} h ${min} min` : `${h} h`;
  return sec ? `${min} min ${sec} s` : `${min} min`;
}

const BYTE_UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/** `512 MiB`, `1 GiB`, `1.2 GiB`, `900 bytes`: a size in the largest unit it reaches. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of BYTE_UNITS) {
    if (bytes < size) continue;
    const n = bytes / size;
    return `${Number.isInteger(n) ? n : n.toFixed(1)} ${unit}`;
  }
  return `${formatCount(bytes)} ${plural(bytes, 'byte')}`;
}

/** `2026-11-20 12:05 UTC` (`12:05:09 UTC` with seconds); `?` for no valid time. */
export function formatUtc(ms: number, { seconds = false } = {}): string {
  if (!Number.isFinite(ms)) return '?';
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)} UTC`;
}

/** `tests[0].columnTests[2].name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out;
}
