/**
 * The requests a fabric plan stands for, written out for people, from the builders the apply sends
 * (bodies.ts): secret values from the environment as `***`, ids only the service knows as
 * `<id of secret …>` or `<new fabric id>`.
 */
import { MASK } from '../../secrets.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import type { Endpoint } from '../../service/endpoints.js';
import type { SecretReference } from '../../service/types.js';
import type { ConnectionSpec, FabricSpec } from '../../files/fabric-file.js';
import type { SecretValues } from './secret-values.js';
import { connectionBody, createFabricBody, secretBody, secretReference, updateFabricBody } from './bodies.js';
import type { FabricPlan, Step } from './plan.js';

export interface PlannedRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Why, or on what condition, the request is sent. */
  note: string;
}

const NEW_FABRIC = '<new fabric id>';

/** Every request, in the order the apply sends them: the reads first, then each step's write. */
export function plannedRequests(plan: FabricPlan, spec: FabricSpec): PlannedRequest[] {
  const fabricId = plan.fabricId ?? NEW_FABRIC;
  // Values from the environment are secret; a value written in the file is not (a username).
  const redacted: SecretValues = new Map(
    spec.secrets.map((s) => [
      s.name,
      Object.fromEntries(
        Object.entries(s.properties).map(([k, source]) => [
          k,
          source.from === 'literal' ? source.value : MASK,
        ]),
      ),
    ]),
  );
  const known = new Map(
    plan.steps.filter((s) => s.resource === 'secret' && s.id !== undefined).map((s) => [s.name, s.id!]),
  );
  const refTo = (name: string): SecretReference =>
    secretReference(
      spec.secrets.find((s) => s.name === name)!,
      known.get(name) ?? `<id of secret ${name}>`,
    );
  const requests: PlannedRequest[] = [];
  if (plan.fabricId !== undefined) {
    requests.push({
      method: 'GET',
      path: route(ENDPOINTS.listSecrets, fabricId),
      note: 'list the secrets, to match them by name',
    });
    for (const { name } of spec.connections)
      requests.push({
        method: 'GET',
        path: route(ENDPOINTS.getConnection, fabricId, name),
        note: `look up connection ${name}`,
      });
  }
  for (const step of plan.steps) requests.push(...requestsOf(step, spec, fabricId, redacted, refTo));
  return requests;
}

function requestsOf(
  step: Step,
  spec: FabricSpec,
  fabricId: string,
  redacted: SecretValues,
  refTo: (name: string) => SecretReference,
): PlannedRequest[] {
  const write = step.write;
  switch (write?.op) {
    case undefined:
      return [];
    case 'create fabric': {
      const { choice } = write;
      const requests: PlannedRequest[] = [
        {
          method: 'POST',
          path: route(ENDPOINTS.createFabric),
          body: createFabricBody(spec, redacted, choice),
          note: 'create the fabric',
        },
      ];
      // The create call answers with the fabric id only: the ids of what it carried are read.
      if (choice.secret)
        requests.push({
          method: 'GET',
          path: route(ENDPOINTS.listSecrets, fabricId),
          note: `learn the id of secret ${choice.secret.name}`,
        });
      if (choice.connection)
        requests.push({
          method: 'GET',
          path: route(ENDPOINTS.getConnection, fabricId, choice.connection.name),
          note: `learn the id of connection ${choice.connection.name}`,
        });
      return requests;
    }
    case 'update fabric':
      return [
        {
          method: 'PUT',
          path: route(ENDPOINTS.updateFabric, fabricId),
          body: updateFabricBody(spec),
          note: 'update the fabric',
        },
      ];
    case 'add secret':
      return [secretRequest('POST', route(ENDPOINTS.addSecret, fabricId), write.secret.name, `add secret`)];
    case 'update secret':
      return [
        secretRequest(
          'PUT',
          route(ENDPOINTS.updateSecret, fabricId, write.secretId),
          write.secret.name,
          'update secret',
        ),
      ];
    case 'add or update secret': {
      const name = write.secret.name;
      const put = route(ENDPOINTS.updateSecret, fabricId, `<id of secret ${name}>`);
      const post = route(ENDPOINTS.addSecret, fabricId);
      return [
        secretRequest(
          'PUT',
          put,
          name,
          `update secret`,
          ` if it exists, else POST ${post} with the same body`,
        ),
      ];
    }
    case 'add connection':
    case 'add connection if absent':
      return [
        {
          method: 'POST',
          path: route(ENDPOINTS.addConnection, fabricId),
          body: connectionBody(write.connection, refTo),
          note: `add connection ${write.connection.name}${write.op === 'add connection if absent' ? ', only if the lookup finds none' : ''}`,
        },
      ];
    case 'update connection':
      return [updateConnectionRequest(write.connection, '')];
    case 'add or update connection': {
      const post = route(ENDPOINTS.addConnection, fabricId);
      return [
        updateConnectionRequest(
          write.connection,
          `, if it exists and only its properties differ; if the lookup finds none, POST ${post} with the same body`,
        ),
      ];
    }
  }

  function updateConnectionRequest(connection: ConnectionSpec, condition: string): PlannedRequest {
    return {
      method: 'PUT',
      path: route(ENDPOINTS.updateConnection, fabricId, connection.name),
      body: connectionBody(connection, refTo),
      note: `update connection ${connection.name}: its properties set to the file's (fix-drift)${condition}`,
    };
  }

  function secretRequest(
    method: 'POST' | 'PUT',
    path: string,
    name: string,
    what: string,
    condition = '',
  ): PlannedRequest {
    const secret = spec.secrets.find((s) => s.name === name)!;
    return {
      method,
      path,
      body: secretBody(secret, redacted.get(name) ?? {}),
      note: `${what} ${name}${condition}`,
    };
  }
}

/** An endpoint's path with its parameters; a placeholder such as `<new fabric id>` is shown as it is. */
function route<P extends string[]>(endpoint: Endpoint<P>, ...params: string[]): string {
  let i = 0;
  return endpoint.pattern.replace(/:[A-Za-z]+/g, () => {
    const param = params[i++] ?? '';
    return /^<[^<>]*>$/.test(param) ? param : encodeURIComponent(param);
  });
}
