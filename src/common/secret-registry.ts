/**
 * The one registry of secret values; main.ts creates it and every writer redacts through it. A
 * service may echo a value JSON-escaped, URL-encoded, HTML-escaped or inside base64, so each value
 * is registered with all those forms, computed once, to keep redacting a large run cheap.
 */
import { anyOf, type AnyOf } from './any-of.js';

/** The runner cannot mask a value this short (it ignores it), so such a value is refused. */
export const MIN_SECRET_LENGTH = 3;
export const MASK = '***';

/** Replaces secrets in a text: what renderers that escape are given (redact first, then escape). */
export type Redact = (text: string) => string;

export type Secrets = Pick<SecretRegistry, 'add' | 'redact' | 'holds'>;

export class SecretRegistry {
  /** Every form of every value, longest first (a form holding another is replaced whole). */
  private readonly forms: string[] = [];
  private readonly seen = new Set<string>();
  /** Length of the shortest form: a shorter text holds none (most names and statuses of a run). */
  private shortest = Infinity;
  /** Finds any form in one pass: nearly every text holds none, and is then returned untouched. */
  private finder: AnyOf = anyOf([]);

  private readonly mask: (value: string) => void;

  /** `mask` is core.setSecret; called once per registered value or line. */
  constructor(mask: (value: string) => void = () => {}) {
    this.mask = mask;
  }

  /** Registers a value (and each of its lines) with the runner's masking and this registry. */
  add(value: string): void {
    if (!value) return;
    // The runner masks line by line: a multi-line value (a key file) is registered as each line too.
    const parts = [value, ...value.split(/\r?\n/).map((line) => line.trim())];
    for (const part of parts) {
      if (part.length < MIN_SECRET_LENGTH || this.seen.has(part)) continue;
      this.seen.add(part);
      this.mask(part);
      for (const form of formsOf(part)) if (!this.forms.includes(form)) this.forms.push(form);
    }
    this.forms.sort((a, b) => b.length - a.length);
    this.shortest = this.forms.at(-1)?.length ?? Infinity;
    this.finder = anyOf(this.forms);
  }

  redact(text: string): string {
    if (!this.holds(text)) return text;
    let out = text;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(MASK);
    return out;
  }

  /** Lets a writer skip its per-value work when no secret occurs. */
  holds(text: string): boolean {
    return text.length >= this.shortest && this.finder.in(text);
  }
}

/**
 * Last words of a property name that mark the secret part: a literal there would put a credential
 * into git. `username` or `clientId` may be literal; only these are masked in a sent body.
 */
const SENSITIVE_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'key',
  'value',
  'credential',
  'credentials',
]);

export function isSensitivePropertyName(name: string): boolean {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-.]+/);
  return SENSITIVE_WORDS.has(words.findLast(Boolean)?.toLowerCase() ?? '');
}

/** Base64 forms shorter than this are not searched: they would match unrelated text. */
const MIN_BASE64_FORM = 6;

/** Every form in which a service, a proxy or our own writers may show a value. */
export function formsOf(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const asciiJson = (upper: boolean) =>
    json.replace(/[\u0080-\uffff]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    });
  const xmlText = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const xmlAttribute = xmlText.replace(/"/g, '&quot;').replace(/\t/g, '&#9;');
  const uri = encodeURIComponent(value);
  const forms = [
    value,
    json,
    json.replace(/\//g, '\\/'),
    asciiJson(false),
    asciiJson(true),
    xmlText,
    ...['&apos;', '&#39;', '&#x27;'].map((quote) => xmlAttribute.replace(/'/g, quote)),
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    new URLSearchParams({ v: value }).toString().slice(2),
    encodeURI(value),
    ...base64Forms(Buffer.from(value, 'utf8')),
  ];
  return [...new Set(forms)].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  for (const encoding of ['base64', 'base64url'] as const) {
    const whole = bytes.toString(encoding);
    forms.push(whole, whole.replace(/=+$/, ''));
    // Inside a longer base64 text the value starts at byte offset 0, 1 or 2 of a 3-byte group;
    // only the characters made of the value's bytes alone are the same whatever surrounds them:
    // not those that mix the filler bytes in, nor the last one (it mixes what follows) unless the
    // value starts and ends on a group's edge.
    for (const offset of [0, 1, 2]) {
      const shifted = Buffer.concat([Buffer.alloc(offset), bytes])
        .toString(encoding)
        .replace(/=+$/, '');
      const end = offset === 0 && bytes.length % 3 === 0 ? shifted.length : -1;
      forms.push(shifted.slice(offset && offset + 1, end));
    }
  }
  return forms.filter((f) => f.length >= MIN_BASE64_FORM);
}
