/**
 * Keeping a job summary under GitHub's limit by design: tables keep as many rows as fit and say
 * how many they left out, and blocks of text are cut on a line and say so. (The runner trims
 * whatever passes 1 MiB too, but only as a last guard: a cut in the middle of a table or a
 * <pre> block reads badly.) The test summary has its own, finer sharing out (summary.ts).
 */
import { byteLength, formatCount, plural, tableDivider, tableRow } from './text.js';

/**
 * A markdown table from escaped cells, cut to `budget` bytes: all rows when they fit, else as
 * many as fit beside a last line that says how many `things` were left out and where they are.
 */
export function fitTable(
  header: readonly string[],
  align: readonly ('l' | 'r')[],
  rows: readonly string[][],
  budget: number,
  things: string,
  elsewhere: string,
): string[] {
  const lines = [tableRow(header), tableDivider(align)];
  const rendered = rows.map(tableRow);
  const sizeOf = (list: readonly string[]) => list.reduce((n, line) => n + byteLength(line) + 1, 0);
  if (sizeOf(lines) + sizeOf(rendered) <= budget) return [...lines, ...rendered];
  const note = (left: number) =>
    `\n_${formatCount(left)} more ${plural(left, things)} not shown: ${elsewhere}._`;
  let used = sizeOf(lines) + byteLength(note(rows.length)) + 1;
  let shown = 0;
  while (shown < rendered.length && used + byteLength(rendered[shown]!) + 1 <= budget) {
    used += byteLength(rendered[shown]!) + 1;
    shown++;
  }
  return [...lines, ...rendered.slice(0, shown), note(rows.length - shown)];
}

/** Text cut on a line boundary to at most `budget` bytes, ending with a note when cut. */
export function fitBlock(text: string, budget: number, elsewhere: string): string {
  if (byteLength(text) <= budget) return text;
  const all = text.split('\n');
  const kept: string[] = [];
  let used = 0;
  const room = budget - 200;
  for (const line of all) {
    const size = byteLength(line) + 1;
    if (used + size > room) break;
    kept.push(line);
    used += size;
  }
  return `${kept.join('\n')}\n… (${formatCount(all.length - kept.length)} more lines: ${elsewhere})`;
}

/**
 * A JSON array of `items` in at most `maxBytes` (an output GitHub must accept): as many items as
 * fit, in order, and how many that is. The array stays valid JSON however much is left out.
 */
export function fitJsonList(items: readonly unknown[], maxBytes: number): { json: string; kept: number } {
  let used = 2;
  const parts: string[] = [];
  for (const item of items) {
    const part = JSON.stringify(item);
    const size = byteLength(part) + (parts.length ? 1 : 0);
    if (used + size > maxBytes) break;
    parts.push(part);
    used += size;
  }
  return { json: `[${parts.join(',')}]`, kept: parts.length };
}

/** An item to list, or in place of the items left out, how many they are. */
export type Listed<T> = { item: T } | { more: number };

/**
 * Every item but those `bounded` picks past the first `max` of them, which are left out and
 * counted where the first of them stood: a list the service makes as long as it likes stays short.
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
