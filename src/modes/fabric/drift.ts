/**
 * Drift: how a connection on the service differs from the fabric file. A report is often printed by
 * a plan job with no secret to mask, so a service value is shown only when the file states the same
 * property as a plain value that neither its name nor its text marks as a credential. A secret
 * reference is compared by id and named only by the fabric's secret list: nothing else it carries is shown.
 */
import type { Connection } from '../../service/types.js';
import { isSensitivePropertyName } from '../../secrets.js';
import type { ConnectionSpec, PropertySpec } from '../../files/fabric-file.js';
import { clip } from '../../text.js';

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
const HIDDEN = '(a plain value, not shown)';

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
    if (service !== file) fields.push({ field, service: shown(service), file: shown(file) });
  const have: Record<string, unknown> = existing.properties ?? {};
  for (const [key, want] of Object.entries(spec.properties)) {
    const value = have[key];
    const there = key in have;
    if (there && sameValue(value, want, secrets)) continue;
    const service = !there
      ? '(not on the service)'
      : bothShowable(key, want, value)
        ? shown(value)
        : serviceHidden(value, secrets);
    fields.push({ field: `properties.${key}`, service, file: fileShown(key, want, secrets, value) });
  }
  for (const [key, value] of Object.entries(have)) {
    // The file does not state it: nothing says the value is not a credential.
    if (!(key in spec.properties))
      fields.push({
        field: `properties.${clip(key, VALUE_MAX_CHARS)}`,
        service: serviceHidden(value, secrets),
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

/** `kind: "snowflake" → "databricks"`; a field whose both sides are hidden just differs. */
export function describeDrift(fields: readonly DriftField[]): string {
  return fields
    .map((f) =>
      f.service === HIDDEN && f.file === HIDDEN
        ? `${f.field}: differs (plain values, not shown)`
        : `${f.field}: ${f.service} → ${f.file}`,
    )
    .join('; ');
}

/** A plain value of the file that neither its name nor its text marks as a credential. */
function plainShowable(key: string, want: PropertySpec): boolean {
  return typeof want !== 'object' && !mayHoldCredential(key) && !looksLikeCredential(String(want));
}

function bothShowable(key: string, want: PropertySpec, have: unknown): boolean {
  return (
    plainShowable(key, want) &&
    (typeof have === 'string' || typeof have === 'number' || typeof have === 'boolean') &&
    !looksLikeCredential(String(have))
  );
}

/** The service's side of a property the report may not show: what kind of thing it is. */
function serviceHidden(value: unknown, secrets: KnownSecrets): string {
  const id = referenceId(value);
  if (id !== undefined) {
    const name = secrets.nameOf.get(id);
    return name === undefined
      ? '(a secret reference whose id is not in the secret list, not shown)'
      : referenceShown(name, id);
  }
  if (typeof value === 'object' && value !== null) return '(an object, not shown)';
  return HIDDEN;
}

function fileShown(key: string, want: PropertySpec, secrets: KnownSecrets, have: unknown): string {
  if (typeof want === 'object') {
    const id = secrets.idOf.get(want.secret);
    return id === undefined
      ? `secret ${clip(want.secret, VALUE_MAX_CHARS)} (not on the service yet: the apply adds it)`
      : referenceShown(want.secret, id);
  }
  // A plain value where the service has a reference is most likely a credential put in the file.
  return plainShowable(key, want) && referenceId(have) === undefined ? shown(want) : HIDDEN;
}

function referenceShown(name: string, id: string): string {
  return `secret ${clip(name, VALUE_MAX_CHARS)} (id ${clip(id, VALUE_MAX_CHARS)})`;
}

/** A plain value as JSON (strings quoted, so `"22"` and `22` read apart), cut to a length. */
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
  /^(?:pass|pwd|pw|pat|pin|key|passphrase|credentials?|signature|sig|sas|private|authorization)$/i;

/** A name that may hold one, whatever else it holds (`connectionString`, `dsn`). */
const CREDENTIAL_NAMES = /password|passwd|secret|token|apikey|privatekey|connectionstring|connstr|^dsn$/i;

function mayHoldCredential(key: string): boolean {
  if (isSensitivePropertyName(key)) return true;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-.]+/);
  return words.some((w) => CREDENTIAL_WORD.test(w)) || CREDENTIAL_NAMES.test(key.replace(/[\s_\-.]/g, ''));
}

/**
 * A text that carries a credential inside: `Password=…` or `;PWD=…` in a connection string or a
 * JDBC URL, `user:password@` in a URL, a key in PEM form, `"token": …` in JSON.
 */
const EMBEDDED_CREDENTIAL = [
  /(?:password|passwd|pwd|pass|secret|token|apikey|api[-_]key|accountkey|sharedaccesskey|sharedaccesssignature|privatekey|private[-_]key|clientsecret|client[-_]secret|sig|auth|key)["']?\s*[:=]/i,
  /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]*:[^\s/?#@]*@/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

function looksLikeCredential(text: string): boolean {
  return EMBEDDED_CREDENTIAL.some((pattern) => pattern.test(text));
}
