/**
 * A plan's requests written out for people, in the order the apply sends them: secret values from
 * the environment as `***`, ids only the service knows as `<id of secret …>` or `<new fabric id>`.
 * The bodies are requests.ts's, the ones an apply sends.
 */
import { MASK } from '../../common/secret-registry.js';
import { ENDPOINTS, type Endpoint } from '../../service/endpoints.js';
import type { SecretReference } from '../../service/types.js';
import type { FabricSpec } from '../../files/fabric-file.js';
import type { SecretValues } from './secret-values.js';
import type { FabricPlan } from './plan.js';
import {
  chooseCreateCall,
  connectionBody,
  createFabricBody,
  named,
  secretBody,
  secretReference,
  updateFabricBody,
} from './requests.js';

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
