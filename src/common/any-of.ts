/**
 * Whether a text holds any of a set of strings, in one pass that looks at a fraction of its
 * characters. Masking a large run (its results file, its JUnit file, the answers as they arrive)
 * asks this of every piece for every form of every secret; one `includes` per form read the whole
 * text a dozen times or more.
 *
 * How: every string is at least `shortest` long, so any occurrence covers a window of
 * `stride = shortest - 1` consecutive starting points of a two-character pair inside its first
 * `shortest` characters. Looking at the pair at every stride-th position of the text therefore
 * meets each occurrence exactly once, at a known offset into the string; only the pairs that some
 * string holds at some offset are checked further (Wu and Manber's idea, with pairs).
 */

/** Strings this short make the stride too small to gain anything over `includes`. */
const MIN_STRIDE = 4;

export interface AnyOf {
  /** Whether `text` holds one of the strings anywhere. */
  in(text: string): boolean;
}

export function anyOf(strings: readonly string[]): AnyOf {
  const shortest = Math.min(...strings.map((s) => s.length));
  const stride = shortest - 1;
  if (strings.length === 0 || stride < MIN_STRIDE)
    return { in: (text) => strings.some((s) => text.includes(s)) };
  /** The pair's two UTF-16 units as one number → each string holding it, with the offset of the pair. */
  const at = new Map<number, [string, number][]>();
  /** A pair's hash → whether some string may hold it: most pairs of a text are ruled out by this alone. */
  const maybe = new Uint8Array(65536);
  for (const s of strings)
    for (let offset = 0; offset < stride; offset++) {
      const pair = (s.charCodeAt(offset) << 16) | s.charCodeAt(offset + 1);
      maybe[hash(s.charCodeAt(offset), s.charCodeAt(offset + 1))] = 1;
      const list = at.get(pair) ?? [];
      if (!list.some(([t, o]) => t === s && o === offset)) list.push([s, offset]);
      at.set(pair, list);
    }
  return {
    in(text) {
      // The last starting point an occurrence can have, plus the stride less one.
      const last = text.length - shortest + stride - 1;
      for (let i = stride - 1; i <= last; i += stride) {
        const first = text.charCodeAt(i);
        const second = text.charCodeAt(i + 1);
        if (maybe[hash(first, second)] === 0) continue;
        const candidates = at.get((first << 16) | second);
        if (candidates === undefined) continue;
        for (const [s, offset] of candidates) if (text.startsWith(s, i - offset)) return true;
      }
      return false;
    },
  };
}

function hash(first: number, second: number): number {
  return (first * 31 + second) & 0xffff;
}
