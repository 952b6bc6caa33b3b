// Secrets of a fabric. Values are checked but never kept, so nothing the emulator returns, logs or
// persists can contain one.
import { type Reply, badRequest, notFound, ok } from '../http.js';
import { allowOnly, expectObject, field, requiredObject, requiredString, stringMap } from '../validate.js';
import type { SecretRecord, Spellings } from '../state.js';
import type { Store } from '../store.js';

/** Also create-fabric's `secret`. `properties.id` is the service's to assign; an update may repeat it. */
export function parseSecretBody(body: unknown, at: string, accepts: Spellings, targetId?: string) {
  const obj = expectObject(body, at || 'request body');
  allowOnly(obj, ['kind', 'subKind', 'properties', 'type'], at);
  const kind = requiredString(obj, 'kind', at);
  if (kind !== 'native') throw badRequest(`${field(at, 'kind')} must be native, not ${kind}`);
  if (obj.type !== undefined && obj.type !== 'secret')
    throw badRequest(`${field(at, 'type')} must be secret`);
  const subKind = requiredString(obj, 'subKind', at);
  if (!accepts.secretSubKinds.includes(subKind))
    throw badRequest(
      `${field(at, 'subKind')} must be one of ${accepts.secretSubKinds.join(', ')}, not ${subKind}`,
    );
  const props = stringMap(requiredObject(obj, 'properties', at), field(at, 'properties'));
  const name = requiredString(props, 'name', field(at, 'properties'));
  if (subKind === 'text' && props.value === undefined)
    throw badRequest(`${field(at, 'properties.value')} is required for a text secret`);
  if (props.id !== undefined && props.id !== targetId)
    throw badRequest(`${field(at, 'properties.id')} is assigned by the service and cannot be set`);
  return { name, subKind, propertyNames: Object.keys(props).filter((k) => k !== 'id') };
}

/** As secret refs, but in the service's order of keys. */
function renderSecret({ kind, subKind, id, name }: SecretRecord): unknown {
  return { kind, subKind, properties: { id, name }, type: 'secret' };
}

type SecretParams = { fabricId: string; secretId: string };

export function addSecret(store: Store, body: unknown, { fabricId }: { fabricId: string }): Reply {
  const fabric = store.fabric(fabricId);
  const draft = parseSecretBody(body, '', store.state.accepts);
  if (fabric.secrets.some((s) => s.name === draft.name))
    throw badRequest(`Secret with name ${draft.name} already exists in the fabric`);
  const id = store.nextId('secret');
  store.mutate(() => fabric.secrets.push({ id, kind: 'native', ...draft, version: 1 }));
  return ok({ id });
}

export function updateSecret(store: Store, body: unknown, { fabricId, secretId }: SecretParams): Reply {
  const fabric = store.fabric(fabricId);
  const draft = parseSecretBody(body, '', store.state.accepts, secretId);
  const secret = fabric.secrets.find((s) => s.id === secretId);
  // The service's wording and status (400, not 404) for an unknown secret id.
  if (!secret) throw badRequest(`Secret Store not found for secret id ${secretId} in fabric ${fabric.id}`);
  if (fabric.secrets.some((s) => s !== secret && s.name === draft.name))
    throw badRequest(`Secret with name ${draft.name} already exists in the fabric`);
  store.mutate(() => Object.assign(secret, draft, { version: secret.version + 1 }));
  return ok({ id: secret.id });
}

export function listSecrets(store: Store, _body: unknown, { fabricId }: { fabricId: string }): Reply {
  return ok({ secrets: store.fabric(fabricId).secrets.map(renderSecret) });
}

export function getSecret(store: Store, _body: unknown, { fabricId, secretId }: SecretParams): Reply {
  const fabric = store.fabric(fabricId);
  const secret = fabric.secrets.find((s) => s.id === secretId);
  if (!secret) throw notFound(`Secret ${secretId} not found in fabric ${fabric.id}`);
  return ok(renderSecret(secret));
}
