/**
 * Drift: how a connection the service has differs from the fabric file. The API has no
 * connection update, so a difference cannot be applied; it is reported, field by field, with
 * what the service has and what the file says.
 *
 * Nothing shown may be a secret value. A secret property is compared by the secret it refers to
 * (its id), never by value, and shown as `secret NAME (id N)`; a plain value is shown only when
 * nothing says it may be secret: not when its name says so (`password`, `token`, …, the fabric
 * file's own rule) and not when the other side is a secret reference (a plain value there is
 * most likely a credential typed into the service's settings). Objects that are not references
 * are not shown either: the action does not know what they hold.
 */
import type { Connection, SecretReference } from '../api/types.js';
import { isSensitivePropertyName } from '../files/fabric-file.js';
import type { ConnectionSpec, PropertySpec } from '../files/fabric-file.js';
import { clip } from '../text.js';

export interface DriftField {
  /** `kind`, `isDefaultWarehouseConnection` or `properties.<name>`. */
  field: string;
  /** What the service has, ready to show. */
  service: string;
  /** What the file says, ready to show. */
  file: string;
}

/** A value longer than this is cut: a drift line names a difference, it does not reproduce a file. */
const VALUE_MAX_CHARS = 120;
const NOT_ON_SERVICE = '(not on the service)';
const NOT_IN_FILE = '(not in the file)';
const HIDDEN = '(a plain value, not shown)';

/**
 * The fields where `existing` differs from the file's connection. Plain values compare by their
 * text (a service may store `5432` as "5432"); a secret property matches only a reference to the
 * id the file's secret has on the service (`secretIds`, by name). A file secret the service does
 * not have yet gets a new id when it is added, so no existing reference can match it.
 */
export function connectionDrift(
  spec: ConnectionSpec,
  existing: Connection,
  secretIds: ReadonlyMap<string, string>,
): DriftField[] {
  const fields: DriftField[] = [];
  if (existing.kind !== spec.kind)
    fields.push({ field: 'kind', service: shown(existing.kind), file: shown(spec.kind) });
  const isDefault = existing.isDefaultWarehouseConnection ?? false;
  if (isDefault !== spec.isDefaultWarehouseConnection)
    fields.push({
      field: 'isDefaultWarehouseConnection',
      service: String(isDefault),
      file: String(spec.isDefaultWarehouseConnection),
    });
  const have: Record<string, unknown> = existing.properties ?? {};
  for (const [key, want] of Object.entries(spec.properties)) {
    const field = `properties.${key}`;
    const fileSide = fileShown(key, want, secretIds, have[key]);
    if (!(key in have)) {
      fields.push({ field, service: NOT_ON_SERVICE, file: fileSide });
    } else if (!sameValue(have[key], want, secretIds)) {
      fields.push({ field, service: serviceShown(key, have[key], want), file: fileSide });
    }
  }
  for (const [key, value] of Object.entries(have)) {
    if (!(key in spec.properties))
      fields.push({ field: `properties.${key}`, service: serviceShown(key, value), file: NOT_IN_FILE });
  }
  return fields;
}

function sameValue(have: unknown, want: PropertySpec, secretIds: ReadonlyMap<string, string>): boolean {
  if (typeof want === 'object') {
    const id = secretIds.get(want.secret);
    return id !== undefined && isSecretReference(have) && have.properties.id === id;
  }
  return typeof have !== 'object' && String(have) === String(want);
}

/** `kind: "snowflake" → "databricks"`: each field with the service's value, then the file's. */
export function describeDrift(fields: readonly DriftField[]): string {
  return fields.map((f) => `${f.field}: ${f.service} → ${f.file}`).join('; ');
}

function serviceShown(key: string, value: unknown, want?: PropertySpec): string {
  if (isSecretReference(value)) return referenceShown(value.properties.name, value.properties.id);
  if (typeof value === 'object' && value !== null) return '(an object, not shown)';
  if (isSensitivePropertyName(key) || typeof want === 'object') return HIDDEN;
  return shown(value);
}

function fileShown(
  key: string,
  want: PropertySpec,
  secretIds: ReadonlyMap<string, string>,
  have: unknown,
): string {
  if (typeof want === 'object') {
    const id = secretIds.get(want.secret);
    return id === undefined
      ? `secret ${clip(want.secret, VALUE_MAX_CHARS)} (not on the service yet: the apply adds it)`
      : referenceShown(want.secret, id);
  }
  return isSensitivePropertyName(key) || isSecretReference(have) ? HIDDEN : shown(want);
}

function referenceShown(name: unknown, id: unknown): string {
  return `secret ${clip(String(name), VALUE_MAX_CHARS)} (id ${clip(String(id), VALUE_MAX_CHARS)})`;
}

/** A plain value as JSON (strings quoted, so `"22"` and `22` read apart), cut to a length. */
function shown(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value), VALUE_MAX_CHARS);
}

export function isSecretReference(value: unknown): value is SecretReference {
  if (typeof value !== 'object' || value === null) return false;
  const props = (value as { properties?: unknown }).properties;
  return typeof props === 'object' && props !== null && 'id' in props;
}
