/**
 * Fabric mode's requests. The bodies are shared by the apply and the dry run (`***` and `<id of …>`
 * placeholders) so what a dry run prints is what an apply sends. The create call carries at most one
 * secret and one connection, which may point at that secret only as `{{SECRET}}` (the API's limits).
 * A plan's requests are written out for people: secret values from the environment as `***`, ids
 * only the service knows as `<id of secret …>` or `<new fabric id>`.
 */
import { MASK } from '../../secrets.js';
import { ENDPOINTS, type Endpoint } from '../../service/endpoints.js';
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
import type { FabricPlan } from './plan.js';

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

/** Every request, in the order the apply sends them: the reads first, then each step's write. */
export function plannedRequests(plan: FabricPlan, spec: FabricSpec) {
  const fabricId = plan.fabricId ?? '<new fabric id>';
  const requests: Array<{ method: Endpoint['method']; path: string; body?: unknown; note: string }> = [];
  /** `note`: why, or on what condition, the request is sent. */
  const send = (endpoint: Endpoint, params: string[], note: string, body?: unknown) => {
    const path = route(endpoint, fabricId, ...params);
    requests.push({ method: endpoint.method, path, ...(body === undefined ? {} : { body }), note });
  };
  // Values from the environment are secret; a value written in the file is not (a username).
  const values: SecretValues = new Map(
    spec.secrets.map((s) => [
      s.name,
      Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, v.from === 'literal' ? v.value : MASK]),
      ),
    ]),
  );
  const redacted = (name: string) => secretBody(named(spec.secrets, name), values);
  const known = new Map(
    plan.steps.filter((s) => s.resource === 'secret' && s.id !== undefined).map((s) => [s.name, s.id!]),
  );
  const refTo = (name: string): SecretReference =>
    secretReference(named(spec.secrets, name), known.get(name) ?? `<id of secret ${name}>`);
  const connectionSent = (name: string) => connectionBody(named(spec.connections, name), refTo);
  const lookUp = (name: string, note: string) => send(ENDPOINTS.getConnection, [name], note);

  if (plan.fabricId !== undefined) {
    send(ENDPOINTS.listSecrets, [], 'list the secrets, to match them by name');
    for (const { name } of spec.connections) lookUp(name, `look up connection ${name}`);
  }
  for (const { resource, name, action, id, sends } of plan.steps) {
    if (!sends) continue;
    if (resource === 'fabric' && action === 'update') {
      send(ENDPOINTS.updateFabric, [], 'update the fabric', updateFabricBody(spec));
    } else if (resource === 'fabric') {
      const choice = chooseCreateCall(spec);
      send(ENDPOINTS.createFabric, [], 'create the fabric', createFabricBody(spec, values, choice));
      // The create call answers with the fabric id only: the ids of what it carried are read.
      if (choice.secret) send(ENDPOINTS.listSecrets, [], `learn the id of secret ${choice.secret.name}`);
      if (choice.connection)
        lookUp(choice.connection.name, `learn the id of connection ${choice.connection.name}`);
    } else if (resource === 'secret' && action === 'add') {
      send(ENDPOINTS.addSecret, [], `add secret ${name}`, redacted(name));
    } else if (resource === 'secret') {
      const condition =
        action === 'update'
          ? ''
          : ` if it exists, else POST ${route(ENDPOINTS.addSecret, fabricId)} with the same body`;
      send(
        ENDPOINTS.updateSecret,
        [id ?? `<id of secret ${name}>`],
        `update secret ${name}${condition}`,
        redacted(name),
      );
    } else if (action === 'add' || action === 'add if absent') {
      const condition = action === 'add' ? '' : ', only if the lookup finds none';
      send(ENDPOINTS.addConnection, [], `add connection ${name}${condition}`, connectionSent(name));
    } else {
      const condition =
        action === 'update'
          ? ''
          : `, if it exists and only its properties differ; if the lookup finds none, POST ${route(ENDPOINTS.addConnection, fabricId)} with the same body`;
      send(
        ENDPOINTS.updateConnection,
        [name],
        `update connection ${name}: its properties set to the file's (fix-drift)${condition}`,
        connectionSent(name),
      );
    }
  }
  return requests;
}

export type PlannedRequest = ReturnType<typeof plannedRequests>[number];

/** An endpoint's path with its parameters; a placeholder such as `<new fabric id>` is shown as it is. */
function route(endpoint: Endpoint, ...params: string[]): string {
  let i = 0;
  return endpoint.pattern.replace(/:[A-Za-z]+/g, () => {
    const param = params[i++] ?? '';
    return /^<[^<>]*>$/.test(param) ? param : encodeURIComponent(param);
  });
}
