/** Makes text from the service or a proxy safe for a one-line error: no token, no markup, bounded. */

import type { Redact } from '../secrets.js';
import { clip, oneLine } from '../text.js';

/** Characters. */
export const EXCERPT_MAX = 120;
/** Characters quoted in an error line; the error's field keeps the message whole. */
export const MESSAGE_MAX = 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Typically a proxy's HTML page; `<head>` is dropped as an nginx page's title repeats its heading.
 * Redaction runs before cutting so a token cannot survive half-cut.
 */
export function bodyExcerpt(body: string, redact: Redact): string {
  // Only the start of a huge body can end up in the excerpt; bound the regex work.
  const head = body.length > 20_000 ? body.slice(0, 20_000) : body;
  const text = head
    .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name));
  return clip(oneLine(redact(oneLine(text))), EXCERPT_MAX);
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    // `#x41` reads as 0x41, `#65` as 065.
    const code = Number(`0${name.slice(1)}`);
    return Number.isFinite(code) && code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

export function quoteable(text: string, redact: Redact): string {
  return clip(oneLine(redact(text)), MESSAGE_MAX);
}
