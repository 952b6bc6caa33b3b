/**
 * The one registry of secret values (the API token, the GitHub token, every secret value a fabric
 * file reads from the environment). main.ts creates it; every writer redacts through it: the log,
 * annotations, outputs, the job summary, the check run, the pull-request comment, the results file
 * and JUnit, and the API client's error lines.
 *
 * A service can echo a value in another form than it was sent: quoted in a JSON error message
 * (`Pa\"ss\\w0rd`, `caf\u00e9`), URL- or form-encoded, HTML-escaped in a proxy's page, or inside a
 * base64 text (an `Authorization: Basic` header). Each value is registered with all those forms,
 * computed once, so redacting stays cheap on the hundreds of thousands of strings of a large run.
 */

/** The runner cannot mask a value this short (it ignores it), so such a value is refused. */
export const MIN_SECRET_LENGTH = 3;
/** What a secret becomes wherever it appears. */
export const MASK = '***';

/** Replaces secrets in a text: what renderers that escape are given (redact first, then escape). */
export type Redact = (text: string) => string;

export interface Secrets {
  /** Registers a value (and each of its lines) with the runner's masking and this registry. */
  add(value: string): void;
  /** Replaces every registered value, in every form, with `***`. */
  redact(text: string): string;
  /** Whether any form of a registered value occurs in text. */
  holds(text: string): boolean;
}

export class SecretRegistry implements Secrets {
  /** Every form of every value, longest first (a form holding another is replaced whole). */
  private forms: string[] = [];
  private readonly seen = new Set<string>();
  /** Length of the shortest form: a shorter text holds none (most names and statuses of a run). */
  private shortest = Infinity;

  private readonly mask: (value: string) => void;

  /** `mask` tells the runner (core.setSecret); it is called once per registered value or line. */
  constructor(mask: (value: string) => void = () => {}) {
    this.mask = mask;
  }

  add(value: string): void {
    if (!value) return;
    // The runner masks line by line: a multi-line value (a key file) is registered as each line too.
    const parts = [value, ...value.split(/\r?\n/).map((line) => line.trim())];
    let changed = false;
    for (const part of parts) {
      if (part.length < MIN_SECRET_LENGTH || this.seen.has(part)) continue;
      this.seen.add(part);
      this.mask(part);
      for (const form of formsOf(part)) if (!this.forms.includes(form)) this.forms.push(form);
      changed = true;
    }
    if (changed) {
      this.forms.sort((a, b) => b.length - a.length);
      this.shortest = this.forms.at(-1)?.length ?? Infinity;
    }
  }

  redact(text: string): string {
    if (!text || text.length < this.shortest) return text;
    let out = text;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(MASK);
    return out;
  }

  /** Whether any registered form occurs in text (a writer can skip its per-value work when none does). */
  holds(text: string): boolean {
    if (text.length < this.shortest) return false;
    for (const form of this.forms) if (text.includes(form)) return true;
    return false;
  }
}

/**
 * Property names whose last word says "this is the secret part": a literal there would put a
 * credential into git, so it must come from the environment. `username` or `clientId` may be literal,
 * and is not secret: only these names' values are masked when a secret body is sent (service/client.ts).
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
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase();
  return last !== undefined && SENSITIVE_WORDS.has(last);
}

/** Base64 forms shorter than this are not searched: they would match unrelated text. */
const MIN_BASE64_FORM = 6;

/**
 * The forms in which a service, a proxy or our own writers may show a value:
 * as is; JSON-escaped (as JSON.stringify does, with `\/`, and with non-ASCII as \u escapes in
 * either case); HTML/XML-escaped (text and attribute escaping, `&#39;`/`&#x27;`/`&apos;`);
 * URL-encoded (upper- and lower-case hex), form-encoded (`+` for spaces) and as encodeURI leaves
 * it; base64 and base64url, padded or not, and the characters the value produces at each of the
 * three offsets inside a longer base64 text.
 */
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
    xmlAttribute.replace(/'/g, '&apos;'),
    xmlAttribute.replace(/'/g, '&#39;'),
    xmlAttribute.replace(/'/g, '&#x27;'),
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
    // only the characters made of the value's bytes alone are the same whatever surrounds them.
    for (const offset of [1, 2]) {
      const shifted = Buffer.concat([Buffer.alloc(offset), bytes])
        .toString(encoding)
        .replace(/=+$/, '');
      // Skip the characters that mix the filler bytes in, and the last one (it mixes what follows).
      const start = offset === 1 ? 2 : 3;
      const inner = shifted.slice(start, shifted.length - 1);
      if (inner.length >= MIN_BASE64_FORM) forms.push(inner);
    }
    const aligned = whole.replace(/=+$/, '');
    // At offset 0 the last character may mix in what follows, unless the length is a multiple of 3.
    const head = bytes.length % 3 === 0 ? aligned : aligned.slice(0, -1);
    if (head.length >= MIN_BASE64_FORM) forms.push(head);
  }
  return forms.filter((f) => f.length >= MIN_BASE64_FORM);
}
