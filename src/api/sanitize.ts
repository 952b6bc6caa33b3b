/**
 * Turning text the service (or a proxy in front of it) sent back into something safe to put in a
 * one-line error message: no token, no markup, no line breaks, bounded length.
 */

/** Longest excerpt of a body that is not the documented JSON. */
export const EXCERPT_MAX = 120;
/** Longest service message or error detail quoted in an error line (the field keeps it whole). */
export const MESSAGE_MAX = 1000;

export type Redactor = (text: string) => string;

/** Collapses all whitespace (line breaks included) to single spaces and drops control characters. */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g, '')
    .replace(/\u0085/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to at most `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A short readable excerpt of a body that is not JSON, typically a proxy's HTML error page:
 * `<head>`, `<script>` and `<style>` contents dropped (an nginx page's title repeats its heading),
 * tags stripped, common entities decoded, whitespace collapsed, the token redacted, at most
 * EXCERPT_MAX characters. Redaction runs before cutting so a token cannot survive half-cut.
 */
export function bodyExcerpt(body: string, redact: Redactor): string {
  // Only the start of a huge body can end up in the excerpt; bound the regex work.
  const head = body.length > 20_000 ? body.slice(0, 20_000) : body;
  const text = head
    .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name));
  return truncate(oneLine(redact(oneLine(text))), EXCERPT_MAX);
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
export function quoteable(text: string, redact: Redactor): string {
  return truncate(oneLine(redact(text)), MESSAGE_MAX);
}
