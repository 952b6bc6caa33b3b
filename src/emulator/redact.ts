// Secret values must never show up in the request log: every property of a secret-shaped object
// is replaced by '***', except `name`/`id`.
import { isPlainObject } from './validate.js';

/** undefined when absent or not JSON. */
export function loggedBody(raw: Buffer, path: string): unknown {
  if (raw.length === 0) return undefined;
  try {
    // The top level of a secret add/update body is a secret whatever its shape.
    return redactSecrets(JSON.parse(raw.toString('utf8')), /\/secret(\/|$)/.test(path));
  } catch {
    return undefined;
  }
}

/**
 * `secretBody`: known to be a secret. Any object that looks like one is treated as one too, so even
 * a malformed secret sent to the wrong route is not logged in clear.
 */
function redactSecrets(value: unknown, secretBody = false): unknown {
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, secretBody));
  if (!isPlainObject(value)) return value;
  const secret = secretBody || 'subKind' in value || value.kind === 'native' || value.type === 'secret';
  const out = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, redactSecrets(v, key === 'secret')]),
  );
  if (secret && isPlainObject(value.properties))
    out.properties = Object.fromEntries(
      Object.entries(value.properties).map(([k, v]) => [k, k === 'name' || k === 'id' ? v : '***']),
    );
  return out;
}
