/**
 * Fabric mode's requests. The bodies are shared by the apply and the dry run (`***` and `<id of …>`
 * placeholders) so what a dry run prints is what an apply sends. The create call carries at most one
 * secret and one connection, which may point at that secret only as `{{SECRET}}` (the API's limits).
 * planned-requests.ts writes a plan's requests out for people.
 */
import { SECRET_PLACEHOLDER } from '../../service/enums.js';
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

/**
 * The first connection rides in the create call when every secret it references is the call's
 * secret (only that one can be `{{SECRET}}`), even if the file lists another secret first; one that
 * references two or more is added afterwards, with references by id.
 */
export function chooseCreateCall(spec: FabricSpec) {
  const [first] = spec.connections;
  const referenced = first ? secretNamesOf(first) : [];
  return {
    secret: referenced.length === 1 ? spec.secrets.find((s) => s.name === referenced[0]) : spec.secrets[0],
    connection: referenced.length <= 1 ? first : undefined,
  };
}

/** The item of this name, which its caller knows is there (the plan and its walk come from the same file). */
export function named<T extends { name: string }>(items: readonly T[], name: string): T {
  return items.find((i) => i.name === name)!;
}

export function secretNamesOf(connection: ConnectionSpec): string[] {
  const names = Object.values(connection.properties).flatMap((v) =>
    typeof v === 'object' ? [v.secret] : [],
  );
  return [...new Set(names)];
}

export function secretBody(secret: SecretSpec, values: SecretValues): SecretInput {
  const properties = { name: secret.name, ...values.get(secret.name) };
  return { kind: 'native', subKind: secret.subKind, properties };
}

export function connectionBody(
  connection: ConnectionSpec,
  secretValue: (secretName: string) => ConnectionPropertyValue,
): ConnectionInput {
  const body: ConnectionInput = {
    name: connection.name,
    kind: connection.kind,
    isDefaultWarehouseConnection: connection.isDefaultWarehouseConnection,
    properties: Object.fromEntries(
      Object.entries(connection.properties).map(([k, v]) => [
        k,
        typeof v === 'object' ? secretValue(v.secret) : v,
      ]),
    ),
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
  choice: ReturnType<typeof chooseCreateCall>,
): CreateFabricRequest {
  const body: CreateFabricRequest = { name: spec.name, teamName: spec.teamName, provider: spec.provider };
  if (spec.description !== undefined) body.description = spec.description;
  if (choice.secret) body.secret = secretBody(choice.secret, values);
  if (choice.connection) body.connection = connectionBody(choice.connection, () => SECRET_PLACEHOLDER);
  return body;
}

/** The fabric fields an update sends: always the name, the description when the file has one. */
export function updateFabricBody({ name, description }: FabricSpec): UpdateFabricRequest {
  return description === undefined ? { name } : { name, description };
}

export function fieldsSent(spec: FabricSpec): Array<keyof UpdateFabricRequest> {
  return Object.keys(updateFabricBody(spec)) as Array<keyof UpdateFabricRequest>;
}
