/**
 * Keeps what the action writes to GitHub under its limits by design, saying what was left out,
 * because the runner's own trim may cut a table or a <pre> block in the middle. Sizes are UTF-8 bytes.
 */
import { byteLength, formatCount, plural, tableDivider, tableRow } from './text.js';

/** Lines of markdown and their size: each line's bytes and its newline. */
export interface Block {
  lines: string[];
  bytes: number;
  /** Something was left out. */
  cut: boolean;
}

export const EMPTY_BLOCK: Block = { lines: [], bytes: 0, cut: false };

export function block(lines: string[], cut = false): Block {
  return { lines, bytes: lines.reduce((n, line) => n + byteLength(line) + 1, 0), cut };
}

export function joinBlocks(blocks: readonly Block[]): string {
  const lines = blocks.flatMap((b) => b.lines);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/**
 * Lines [0, n), or as many as fit beside `note(n - shown)` (none by default). Lines are made only until the budget
 * is spent, so a list of a million items costs what is shown.
 */
export function fitLines(
  n: number,
  line: (i: number) => string,
  budget: number,
  note: (omitted: number) => string[] = () => [],
): { lines: string[]; omitted: number } {
  const lines: string[] = [];
  let used = 0;
  for (let i = 0; i < n; i++) {
    const text = line(i);
    const size = byteLength(text) + 1;
    if (used + size > budget) break;
    lines.push(text);
    used += size;
  }
  if (lines.length === n) return { lines, omitted: 0 };
  // Room for the longest note this list can need (its count has the most digits).
  const room = budget - block(note(n)).bytes;
  while (lines.length > 0 && used > room) used -= byteLength(lines.pop()!) + 1;
  const omitted = n - lines.length;
  return { lines: [...lines, ...note(omitted)], omitted };
}

/** From escaped cells; a cut table ends saying how many `things` were left out and where they are. */
export function fitTable(
  header: readonly string[],
  align: readonly ('l' | 'r')[],
  rows: readonly string[][],
  budget: number,
  things: string,
  elsewhere: string,
): string[] {
  const head = [tableRow(header), tableDivider(align)];
  const body = fitLines(
    rows.length,
    (i) => tableRow(rows[i]!),
    budget - block(head).bytes,
    (left) => ['', `_${formatCount(left)} more ${plural(left, things)} not shown: ${elsewhere}._`],
  );
  return [...head, ...body.lines];
}

export interface Section {
  /** Lower is more important: it is given its share first when the whole does not fit. */
  priority: number;
  /** The most this section may take when the document has to be cut; default all there is. */
  cap?: number;
  /** The section in at most `budget` bytes: whole, or cut (and saying so). */
  render(budget: number): Block;
}

/**
 * Sections in display order within `limit` bytes. When they do not all fit whole, they are
 * rendered again by priority, each with what the more important ones left less `reserve` bytes
 * per section still to come (so each can say what it left out), then `cutNote` closes the document.
 */
export function fitSections(
  sections: readonly Section[],
  limit: number,
  reserve: number,
  cutNote: Block = EMPTY_BLOCK,
): { blocks: Block[]; cut: boolean } {
  const whole: Block[] = [];
  let used = 0;
  for (const section of sections) {
    const b = section.render(limit - used);
    whole.push(b);
    used += b.bytes;
    // Past this point the rest need not be rendered whole: the shares decide.
    if (b.cut || used > limit) break;
  }
  if (whole.length === sections.length && !whole.some((b) => b.cut) && used <= limit)
    return { blocks: whole, cut: false };

  const blocks = new Array<Block>(sections.length);
  let remaining = limit - cutNote.bytes;
  const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority);
  order.forEach(({ s, i }, rank) => {
    const later = order.length - rank - 1;
    const share = Math.min(Math.max(0, remaining - later * reserve), s.cap ?? limit);
    const first = whole[i];
    const b = first && !first.cut && first.bytes <= share ? first : s.render(share);
    blocks[i] = b;
    remaining -= b.bytes;
  });
  blocks.push(cutNote);
  return { blocks, cut: true };
}

/** Cut on a line boundary, ending with a note when cut. */
export function fitBlock(text: string, budget: number, elsewhere: string): string {
  if (byteLength(text) <= budget) return text;
  const all = text.split('\n');
  const kept = fitLines(all.length, (i) => all[i]!, budget - 200).lines;
  return `${kept.join('\n')}\n… (${formatCount(all.length - kept.length)} more lines: ${elsewhere})`;
}

/** As many items as fit, in order: valid JSON however much is left out. */
export function fitJsonList(items: readonly unknown[], maxBytes: number): { json: string; kept: number } {
  // fitLines counts a byte after each item: the commas between them, and one of the brackets.
  const { lines } = fitLines(items.length, (i) => JSON.stringify(items[i]), maxBytes - 1);
  return { json: `[${lines.join(',')}]`, kept: lines.length };
}

export type Listed<T> = { item: T } | { more: number };

/**
 * Items `bounded` picks past the first `max` are counted where the first of them stood, so a
 * list the service makes as long as it likes stays short.
 */
export function listFirst<T>(items: readonly T[], bounded: (item: T) => boolean, max: number): Listed<T>[] {
  const listed: Listed<T>[] = [];
  let seen = 0;
  let note: { more: number } | undefined;
  for (const item of items) {
    if (!bounded(item) || ++seen <= max) listed.push({ item });
    else if (note) note.more++;
    else listed.push((note = { more: 1 }));
  }
  return listed;
}
