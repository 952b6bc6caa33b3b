/**
 * Fabric mode's request bodies, shared by the apply and the dry run (`***` and `<id of …>`
 * placeholders) so what a dry run prints is what an apply sends. The create call carries at most one
 * secret and one connection, which may point at that secret only as `{{SECRET}}` (the API's limits).
 */
import { SECRET_PLACEHOLDER } from '../../service/types.js';
import type {
  ConnectionInput,
  ConnectionPropertyValue,
  CreateFabricRequest,
  SecretInput,
  SecretReference,
  UpdateFabricRequest,
} from '../../service/types.js';
import type { ConnectionSpec, FabricSpec, SecretSpec } from '../../files/fabric-file.js';
import type { SecretValues } from './secret-values.js';

export interface CreateCallChoice {
  secret?: SecretSpec;
  connection?: ConnectionSpec;
}

/**
 * The first connection rides in the create call when every secret it references is the call's
 * secret (only that one can be `{{SECRET}}`), even if the file lists another secret first; one that
 * references two or more is added afterwards, with references by id.
 */
export function chooseCreateCall(spec: FabricSpec): CreateCallChoice {
  const first = spec.connections[0];
  const referenced = first ? secretNamesOf(first) : [];
  if (first && referenced.length === 1) {
    return { secret: spec.secrets.find((s) => s.name === referenced[0]), connection: first };
  }
  const choice: CreateCallChoice = {};
  if (spec.secrets[0]) choice.secret = spec.secrets[0];
  if (first && referenced.length === 0) choice.connection = first;
  return choice;
}

export function secretNamesOf(connection: ConnectionSpec): string[] {
  const names: string[] = [];
  for (const value of Object.values(connection.properties)) {
    if (typeof value === 'object' && !names.includes(value.secret)) names.push(value.secret);
  }
  return names;
}

export function secretBody(secret: SecretSpec, values: Readonly<Record<string, string>>): SecretInput {
  return { kind: 'native', subKind: secret.subKind, properties: { name: secret.name, ...values } };
}

export function connectionBody(
  connection: ConnectionSpec,
  secretValue: (secretName: string) => ConnectionPropertyValue,
): ConnectionInput {
  const properties: Record<string, ConnectionPropertyValue> = {};
  for (const [key, value] of Object.entries(connection.properties)) {
    properties[key] = typeof value === 'object' ? secretValue(value.secret) : value;
  }
  const body: ConnectionInput = {
    name: connection.name,
    kind: connection.kind,
    isDefaultWarehouseConnection: connection.isDefaultWarehouseConnection,
    properties,
  };
  if (connection.shouldValidate !== undefined) body.shouldValidate = connection.shouldValidate;
  if (connection.shouldTest !== undefined) body.shouldTest = connection.shouldTest;
  return body;
}

export function secretReference(secret: SecretSpec, id: string): SecretReference {
  return { kind: 'native', properties: { id, name: secret.name }, subKind: secret.subKind, type: 'secret' };
}

export function createFabricBody(
  spec: FabricSpec,
  values: SecretValues,
  choice: CreateCallChoice,
): CreateFabricRequest {
  const body: CreateFabricRequest = { name: spec.name, teamName: spec.teamName, provider: spec.provider };
  if (spec.description !== undefined) body.description = spec.description;
  if (choice.secret) body.secret = secretBody(choice.secret, values.get(choice.secret.name) ?? {});
  if (choice.connection) body.connection = connectionBody(choice.connection, () => SECRET_PLACEHOLDER);
  return body;
}

export function updateFabricBody(spec: FabricSpec): UpdateFabricRequest {
  const body: UpdateFabricRequest = { name: spec.name };
  if (spec.description !== undefined) body.description = spec.description;
  return body;
}

/** The fabric fields an update sends: always the name, the description when the file has one. */
export function fieldsSent(spec: FabricSpec): Array<'name' | 'description'> {
  return spec.description === undefined ? ['name'] : ['name', 'description'];
}
