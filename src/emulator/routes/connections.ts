// Connections of a fabric; create-fabric reuses the checks for its single `connection`.
import { type Reply, badRequest, notFound, ok } from '../http.js';
import {
  allowOnly,
  expectObject,
  field,
  isPlainObject,
  optionalBoolean,
  requiredObject,
  requiredString,
  type Json,
} from '../validate.js';
import { type ConnectionRecord, type FabricRecord, type SecretRecord, secretRef } from '../state.js';
import type { Spellings } from '../state.js';
import type { Store } from '../store.js';

/** "The secret created in this same create-fabric request". */
const SECRET_PLACEHOLDER = '{{SECRET}}';

/**
 * Where secret references may point: an existing fabric, or in create-fabric (no id yet) the secret
 * of the same request, which `{{SECRET}}` also names.
 */
type SecretScope = { id?: string; secrets: SecretRecord[] };

export function parseConnection(
  body: unknown,
  at: string,
  scope: SecretScope,
  { connectionKinds, warehouseKinds }: Spellings,
): Omit<ConnectionRecord, 'id'> {
  const obj = expectObject(body, at || 'request body');
  allowOnly(
    obj,
    ['name', 'kind', 'isDefaultWarehouseConnection', 'properties', 'shouldValidate', 'shouldTest'],
    at,
  );
  const name = requiredString(obj, 'name', at);
  const kind = requiredString(obj, 'kind', at);
  if (!connectionKinds.includes(kind))
    throw badRequest(`${field(at, 'kind')} ${kind} is not a known connection kind`);
  const isDefault = optionalBoolean(obj, 'isDefaultWarehouseConnection', at) ?? false;
  if (isDefault && !warehouseKinds.includes(kind))
    throw badRequest(
      `${field(at, 'isDefaultWarehouseConnection')} may be true only for ${warehouseKinds.join(', ')} connections, not ${kind}`,
    );
  const shouldValidate = optionalBoolean(obj, 'shouldValidate', at) ?? true;
  const shouldTest = optionalBoolean(obj, 'shouldTest', at) ?? true;
  const props = requiredObject(obj, 'properties', at);

  const properties: Json = {};
  for (const [key, value] of Object.entries(props))
    properties[key] = resolveProperty(value, field(at, `properties.${key}`), scope);
  return { name, kind, isDefaultWarehouseConnection: isDefault, properties, shouldValidate, shouldTest };
}

/** `{{SECRET}}` and secret reference objects become checked refs. */
function resolveProperty(value: unknown, where: string, scope: SecretScope): unknown {
  if (value === SECRET_PLACEHOLDER) {
    if (scope.id !== undefined)
      throw badRequest(
        `${where}: ${SECRET_PLACEHOLDER} is only understood by create-fabric; send a secret reference`,
      );
    if (!scope.secrets[0])
      throw badRequest(`${where} is ${SECRET_PLACEHOLDER} but the request holds no secret`);
    return secretRef(scope.secrets[0]);
  }
  if (!isPlainObject(value) || (value.type !== 'secret' && value.kind !== 'native')) return value;
  allowOnly(value, ['kind', 'properties', 'subKind', 'type'], where);
  if (value.kind !== 'native') throw badRequest(`${where}.kind must be native`);
  if (value.type !== 'secret') throw badRequest(`${where}.type must be secret`);
  const refProps = expectObject(value.properties, `${where}.properties`);
  const id = requiredString(refProps, 'id', `${where}.properties`);
  const secret = scope.secrets.find((s) => s.id === id);
  if (!secret)
    throw badRequest(
      `${where} references secret ${id}, which does not exist in ${scope.id === undefined ? 'this fabric' : `fabric ${scope.id}`}`,
    );
  if (refProps.name !== undefined && refProps.name !== secret.name)
    throw badRequest(
      `${where} names secret ${String(refProps.name)} but secret ${id} is called ${secret.name}`,
    );
  return secretRef(secret);
}

/** Secret refs are refreshed in case the secret changed. */
function renderConnection(conn: ConnectionRecord, fabric: FabricRecord): unknown {
  const refreshed = (value: unknown): unknown => {
    const ref = isPlainObject(value) && value.type === 'secret' && isPlainObject(value.properties);
    const secret = ref && fabric.secrets.find((s) => s.id === (value.properties as Json).id);
    return secret ? secretRef(secret) : value;
  };
  return {
    ...conn,
    properties: Object.fromEntries(Object.entries(conn.properties).map(([k, v]) => [k, refreshed(v)])),
  };
}

export function addConnection(store: Store, body: unknown, { fabricId }: { fabricId: string }): Reply {
  const fabric = store.fabric(fabricId);
  const draft = parseConnection(body, '', fabric, store.state.accepts);
  if (fabric.connections.some((c) => c.name === draft.name))
    throw badRequest(`Connection with name ${draft.name} already exists in the fabric`);
  const existingDefault = fabric.connections.find((c) => c.isDefaultWarehouseConnection);
  if (draft.isDefaultWarehouseConnection && existingDefault)
    throw badRequest(
      `Fabric ${fabric.id} already has a default warehouse connection (${existingDefault.name})`,
    );
  const conn: ConnectionRecord = { id: store.nextId('connection'), ...draft };
  store.mutate(() => fabric.connections.push(conn));
  return ok(renderConnection(conn, fabric));
}

/** What the service's documented update-connection answer says beside the connection (service-facts.md). */
const UPDATE_CONNECTION_MESSAGE = 'List(), List()';

type ConnectionParams = { fabricId: string; connectionName: string };

function requireConnection(store: Store, { fabricId, connectionName }: ConnectionParams) {
  const fabric = store.fabric(fabricId);
  const conn = fabric.connections.find((c) => c.name === connectionName);
  if (!conn) throw notFound(`Connection ${connectionName} not found`);
  return { fabric, conn };
}

export function getConnection(store: Store, _body: unknown, params: ConnectionParams): Reply {
  const { fabric, conn } = requireConnection(store, params);
  return ok(renderConnection(conn, fabric));
}

/**
 * The whole connection, sent again: its properties replace the stored ones; name, kind and default
 * flag must stay as they are, since the service changes none. shouldValidate/shouldTest only when sent.
 */
export function updateConnection(store: Store, body: unknown, params: ConnectionParams): Reply {
  const { fabric, conn } = requireConnection(store, params);
  const draft = parseConnection(body, '', fabric, store.state.accepts);
  if (draft.name !== conn.name)
    throw badRequest(
      `name ${draft.name} is not the connection's name ${conn.name}: a connection cannot be renamed`,
    );
  if (draft.kind !== conn.kind)
    throw badRequest(`kind cannot be changed: connection ${conn.name} is ${conn.kind}, not ${draft.kind}`);
  if (draft.isDefaultWarehouseConnection !== conn.isDefaultWarehouseConnection)
    throw badRequest(
      `isDefaultWarehouseConnection cannot be changed: it is ${String(conn.isDefaultWarehouseConnection)} for connection ${conn.name}`,
    );
  const sent = body as Json;
  store.mutate(() => {
    conn.properties = draft.properties;
    if (sent.shouldValidate !== undefined) conn.shouldValidate = draft.shouldValidate;
    if (sent.shouldTest !== undefined) conn.shouldTest = draft.shouldTest;
  });
  // The documented answer's message, odd as it is: the client must not rely on it.
  return ok(renderConnection(conn, fabric), UPDATE_CONNECTION_MESSAGE);
}
