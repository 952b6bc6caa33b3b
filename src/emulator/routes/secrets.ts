// Secrets of a fabric: add, update, list, get. Values are accepted and checked but never kept
// (see SecretRecord), so nothing the emulator returns, logs or persists can contain one.
import type { Spellings } from '../constants.js';
import { type Reply, ApiError, badRequest, notFound, ok } from '../http.js';
import type { FabricRecord, SecretRecord, Store } from '../state.js';
import { allowOnly, describeType, expectObject, requiredString } from '../validate.js';

export interface SecretDraft {
  name: string;
  subKind: string;
  propertyNames: string[];
}

/**
 * Checks an add/update secret body (also the `secret` of create-fabric). `kind` must be
 * `native`; `text` needs string `name` and `value`; the other sub-kinds need `name` plus any
 * string properties. `properties.id` is the service's to assign, except that an update may
 * repeat the id it targets.
 */
export function parseSecretBody(
  body: unknown,
  at: string,
  accepts: Spellings,
  targetId?: string,
): SecretDraft {
  const where = at || 'request body';
  const obj = expectObject(body, where);
  allowOnly(obj, ['kind', 'subKind', 'properties', 'type'], at);
  const prefix = at;
  const kind = requiredString(obj, 'kind', prefix);
  if (kind !== 'native') throw badRequest(`${p(prefix, 'kind')} must be native, not ${kind}`);
  if (obj.type !== undefined && obj.type !== 'secret')
    throw badRequest(`${p(prefix, 'type')} must be secret`);
  const subKind = requiredString(obj, 'subKind', prefix);
  if (!accepts.secretSubKinds.includes(subKind))
    throw badRequest(
      `${p(prefix, 'subKind')} must be one of ${accepts.secretSubKinds.join(', ')}, not ${subKind}`,
    );
  if (obj.properties === undefined) throw badRequest(`${p(prefix, 'properties')} is required`);
  const props = expectObject(obj.properties, p(prefix, 'properties'));
  for (const [key, value] of Object.entries(props))
    if (typeof value !== 'string')
      throw badRequest(`${p(prefix, `properties.${key}`)} must be a string, not ${describeType(value)}`);
  const name = requiredString(props, 'name', p(prefix, 'properties'));
  if (subKind === 'text' && props.value === undefined)
    throw badRequest(`${p(prefix, 'properties.value')} is required for a text secret`);
  if (props.id !== undefined && props.id !== targetId)
    throw badRequest(`${p(prefix, 'properties.id')} is assigned by the service and cannot be set`);
  return { name, subKind, propertyNames: Object.keys(props).filter((k) => k !== 'id') };
}

function p(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

export function renderSecret(secret: SecretRecord): unknown {
  return {
    kind: secret.kind,
    subKind: secret.subKind,
    properties: { id: secret.id, name: secret.name },
    type: 'secret',
  };
}

export function requireFabric(store: Store, fabricId: string): FabricRecord {
  const fabric = store.fabric(fabricId);
  if (!fabric) throw notFound(`Fabric ${fabricId} not found`);
  return fabric;
}

export function addSecret(store: Store, fabricId: string, body: unknown): Reply {
  const fabric = requireFabric(store, fabricId);
  const draft = parseSecretBody(body, '', store.state.accepts);
  if (fabric.secrets.some((s) => s.name === draft.name))
    throw badRequest(`Secret with name ${draft.name} already exists in the fabric`);
  const secret = store.mutate(() => {
    const record: SecretRecord = { id: store.nextId('secret'), kind: 'native', ...draft, version: 1 };
    fabric.secrets.push(record);
    return record;
  });
  return ok({ id: secret.id });
}

export function updateSecret(store: Store, fabricId: string, secretId: string, body: unknown): Reply {
  const fabric = requireFabric(store, fabricId);
  const draft = parseSecretBody(body, '', store.state.accepts, secretId);
  const secret = fabric.secrets.find((s) => s.id === secretId);
  // The service's wording and status (400, not 404) for an unknown secret id.
  if (!secret)
    throw new ApiError(400, `Secret Store not found for secret id ${secretId} in fabric ${fabric.id}`);
  if (fabric.secrets.some((s) => s !== secret && s.name === draft.name))
    throw badRequest(`Secret with name ${draft.name} already exists in the fabric`);
  store.mutate(() => {
    secret.name = draft.name;
    secret.subKind = draft.subKind;
    secret.propertyNames = draft.propertyNames;
    secret.version += 1;
  });
  return ok({ id: secret.id });
}

export function listSecrets(store: Store, fabricId: string): Reply {
  const fabric = requireFabric(store, fabricId);
  return ok({ secrets: fabric.secrets.map(renderSecret) });
}

export function getSecret(store: Store, fabricId: string, secretId: string): Reply {
  const fabric = requireFabric(store, fabricId);
  const secret = fabric.secrets.find((s) => s.id === secretId);
  if (!secret) throw notFound(`Secret ${secretId} not found in fabric ${fabric.id}`);
  return ok(renderSecret(secret));
}
