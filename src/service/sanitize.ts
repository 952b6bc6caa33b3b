/**
 * Turning text the service (or a proxy in front of it) sent back into something safe to put in a
 * one-line error message: no token, no markup, no line breaks, bounded length.
 */

import type { Redact } from '../secrets.js';
import { clip, oneLine } from '../text.js';

/** Longest excerpt of a body that is not the documented JSON. */
export const EXCERPT_MAX = 120;
/** Longest service message or error detail quoted in an error line (the field keeps it whole). */
export const MESSAGE_MAX = 1000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A short readable excerpt of a body that is not JSON, typically a proxy's HTML error page:
 * `<head>`, `<script>` and `<style>` contents dropped (an nginx page's title repeats its heading),
 * tags stripped, common entities decoded, whitespace collapsed, the token redacted, at most
 * EXCERPT_MAX characters. Redaction runs before cutting so a token cannot survive half-cut.
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
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** A service message or detail ready to quote: redacted, one line, bounded. */
export function quoteable(text: string, redact: Redact): string {
  return clip(oneLine(redact(text)), MESSAGE_MAX);
}
