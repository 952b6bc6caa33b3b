/**
 * Drift: how a connection on the service differs from the fabric file. A report is often printed by
 * a plan job with no secret to mask, so a value the service holds is shown only when its shape cannot
 * carry a credential (value-shapes.ts), and never under a name that says it is one or where the file
 * keeps that property in a secret; anything else is said to differ, with its length. The file's own
 * value is shown as the file says, unless its name or text marks it as a credential. A secret
 * reference is compared by id and named only by the fabric's secret list: nothing else it carries is shown.
 */
import type { Connection } from '../../service/types.js';
import { isSensitivePropertyName } from '../../common/secret-registry.js';
import type { ConnectionSpec, PropertySpec } from '../../files/fabric-file.js';
import { clip } from '../../common/text.js';
import { cannotHoldCredential, hiddenValue, isName } from './value-shapes.js';

export interface DriftField {
  /** `kind`, `isDefaultWarehouseConnection` or `properties.<name>`. */
  field: string;
  /** Both sides ready to show: cut, or hidden where they may hold a credential. */
  service: string;
  file: string;
}

/**
 * The fabric's secrets as the secret list tells them, each id by name and name by id: what a
 * reference may be compared and named by.
 */
export type KnownSecrets = Record<'idOf' | 'nameOf', ReadonlyMap<string, string>>;

/** A value longer than this is cut: a drift line names a difference, it does not reproduce a file. */
const VALUE_MAX_CHARS = 120;

/**
 * Plain values compare by text (a service may store `5432` as "5432"); a secret property matches
 * only a reference to its secret's id on the service (a secret not added yet has none, so nothing does).
 */
export function connectionDrift(
  spec: ConnectionSpec,
  existing: Connection,
  secrets: KnownSecrets,
): DriftField[] {
  const fields: DriftField[] = [];
  const isDefault = existing.isDefaultWarehouseConnection ?? false;
  for (const [field, service, file] of [
    ['kind', existing.kind, spec.kind],
    ['isDefaultWarehouseConnection', isDefault, spec.isDefaultWarehouseConnection],
  ] as const)
    if (service !== file) fields.push({ field, service: serviceSide(service, secrets), file: shown(file) });
  const have: Record<string, unknown> = existing.properties ?? {};
  for (const [key, want] of Object.entries(spec.properties)) {
    // Own properties only: `toString` is not on the service because every object has one.
    const there = Object.hasOwn(have, key);
    const value = there ? have[key] : undefined;
    if (there && sameValue(value, want, secrets)) continue;
    fields.push({
      field: `properties.${key}`,
      service: there ? serviceSide(value, secrets, { key, want }) : '(not on the service)',
      file: fileSide(key, want, secrets, value),
    });
  }
  for (const [key, value] of Object.entries(have)) {
    if (!Object.hasOwn(spec.properties, key))
      fields.push({
        field: `properties.${isName(key) ? key : hiddenValue(key)}`,
        service: serviceSide(value, secrets, { key }),
        file: '(not in the file)',
      });
  }
  return fields;
}

function sameValue(have: unknown, want: PropertySpec, secrets: KnownSecrets): boolean {
  if (typeof want === 'object') {
    const id = secrets.idOf.get(want.secret);
    return id !== undefined && referenceId(have) === id;
  }
  return typeof have !== 'object' && String(have) === String(want);
}

/** A connection that differs in one of these cannot be made to match: the service cannot change them. */
const UNCHANGEABLE: readonly string[] = ['kind', 'isDefaultWarehouseConnection'];

/**
 * Why the service cannot make these fields (maybe several connections') match, naming each such
 * field once; empty when replacing the properties makes them match.
 */
export function cannotChange(fields: readonly DriftField[]): string {
  const fixed = UNCHANGEABLE.filter((name) => fields.some((f) => f.field === name));
  return fixed.length > 0 ? `the service cannot change a connection's ${fixed.join(' or ')}` : '';
}

/** `kind: "snowflake" → "databricks"; properties.url: (77 characters, hidden: …) → "https://…"`. */
export function describeDrift(fields: readonly DriftField[]): string {
  return fields.map((f) => `${f.field}: ${f.service} → ${f.file}`).join('; ');
}

/**
 * The service's side of a field: a secret reference by the secret list's name for its id; a value
 * only when its shape cannot carry a credential, its property's name does not say it is one and the
 * file does not keep that property in a secret (a plain value there is most likely the credential).
 */
function serviceSide(
  value: unknown,
  secrets: KnownSecrets,
  property?: { key: string; want?: PropertySpec },
): string {
  const id = referenceId(value);
  if (id !== undefined) {
    const name = secrets.nameOf.get(id);
    return name === undefined
      ? '(a secret reference whose id is not in the secret list, not shown)'
      : referenceShown(name, id);
  }
  const hide =
    !cannotHoldCredential(value) ||
    (property !== undefined && (mayHoldCredential(property.key) || typeof property.want === 'object'));
  return hide ? hiddenValue(value) : shown(value);
}

/**
 * The file's side: as the file says, but for a secret reference (by name, and id where the secret list
 * has it) and a plain value whose name or text marks it as a credential, or that stands where the
 * service has a secret reference (most likely a credential put in the file).
 */
function fileSide(key: string, want: PropertySpec, secrets: KnownSecrets, have: unknown): string {
  if (typeof want === 'object') {
    const id = secrets.idOf.get(want.secret);
    return id === undefined
      ? `secret ${clip(want.secret, VALUE_MAX_CHARS)} (not on the service yet: the apply adds it)`
      : referenceShown(want.secret, id);
  }
  const hide = mayHoldCredential(key) || looksLikeCredential(String(want)) || referenceId(have) !== undefined;
  return hide ? hiddenValue(want) : shown(want);
}

function referenceShown(name: string, id: string): string {
  return `secret ${clip(name, VALUE_MAX_CHARS)} (id ${clip(id, VALUE_MAX_CHARS)})`;
}

/** A value as JSON (strings quoted, so `"22"` and `22` read apart), cut to a length. */
function shown(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value), VALUE_MAX_CHARS);
}

/** The id of a secret reference (an object whose `properties` hold an `id`), as text; undefined otherwise. */
function referenceId(value: unknown): string | undefined {
  const props = (value as { properties?: unknown } | null | undefined)?.properties;
  if (typeof props !== 'object' || props === null || !('id' in props)) return undefined;
  return typeof props.id === 'string' || typeof props.id === 'number' ? String(props.id) : '';
}

/**
 * A word of a property name that says it may hold a credential, besides the fabric file's rule
 * (`…Key`) and CREDENTIAL_NAMES (`password`, `token` anywhere): the short forms services use (`pwd`,
 * `pat`, `smtpPass`, `privateKeyContent`).
 */
const CREDENTIAL_WORD =
  /^(?:pass|pwd|pw|pat|pin|otp|key|passphrase|credentials?|signature|sig|sas|private|authorization|cookie)$/i;

/** A name that may hold one, whatever else it holds (`connectionString`, `dsn`). */
const CREDENTIAL_NAMES = /password|passwd|secret|token|apikey|privatekey|connectionstring|connstr|^dsn$/i;

function mayHoldCredential(key: string): boolean {
  if (isSensitivePropertyName(key)) return true;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-.]+/);
  return words.some((w) => CREDENTIAL_WORD.test(w)) || CREDENTIAL_NAMES.test(key.replace(/[\s_\-.]/g, ''));
}

/**
 * A text of the file that carries a credential inside: `Password=…` or `;PWD=…` in a connection string
 * or a JDBC URL, `user:password@` in a URL, a key in PEM form, `"token": …` in JSON. (The service's
 * values need no such list: the shape rule hides every one of these.)
 */
const EMBEDDED_CREDENTIAL = [
  /(?:password|passwd|pwd|pass|secret|token|apikey|api[-_]key|accountkey|sharedaccesskey|sharedaccesssignature|privatekey|private[-_]key|clientsecret|client[-_]secret|sig|auth|key)["']?\s*[:=]/i,
  /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]*:[^\s/?#@]*@/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

function looksLikeCredential(text: string): boolean {
  return EMBEDDED_CREDENTIAL.some((pattern) => pattern.test(text));
}
