// Fabrics: create (with at most one secret and one connection) and update name/description.
import { type Reply, Refusal, badRequest, ok } from '../http.js';
import type { FabricRecord, SecretRecord } from '../state.js';
import type { Store } from '../store.js';
import { allowOnly, expectObject, optionalString, optionalText, requiredString } from '../validate.js';
import { parseConnection } from './connections.js';
import { parseSecretBody } from './secrets.js';

/** In the service's own status and wording; `self` is the fabric being renamed. */
function refuseTakenName(store: Store, teamName: string, name: string, self?: FabricRecord): void {
  if (store.state.fabrics.some((f) => f !== self && f.teamName === teamName && f.name === name))
    throw new Refusal(500, `Fabric with name ${name} already exists in the team`);
}

export function createFabric(store: Store, body: unknown): Reply {
  const req = expectObject(body, 'request body');
  allowOnly(req, ['name', 'description', 'teamName', 'provider', 'dataplaneUrl', 'secret', 'connection']);
  const name = requiredString(req, 'name');
  const description = optionalText(req, 'description') ?? '';
  const teamName = requiredString(req, 'teamName');
  const provider = requiredString(req, 'provider');
  const { providers } = store.state.accepts;
  if (!providers.includes(provider))
    throw badRequest(`provider must be one of ${providers.join(', ')}, not ${provider}`);
  const dataplaneUrl = optionalString(req, 'dataplaneUrl');
  for (const one of ['secret', 'connection'])
    if (Array.isArray(req[one]))
      throw badRequest(`only one ${one} per request (${one} must be an object, not an array)`);
  const secretDraft =
    req.secret === undefined ? undefined : parseSecretBody(req.secret, 'secret', store.state.accepts);
  if (!store.state.teams.includes(teamName)) throw badRequest(`Team ${teamName} not found`);
  refuseTakenName(store, teamName, name);

  // Only peeked: a refused request changes nothing, not even the id counter.
  const secrets: SecretRecord[] = secretDraft
    ? [{ id: String(store.state.nextIds.secret), kind: 'native', ...secretDraft, version: 1 }]
    : [];
  const connectionDraft =
    req.connection === undefined
      ? undefined
      : parseConnection(req.connection, 'connection', { secrets }, store.state.accepts);

  if (secretDraft) store.nextId('secret'); // the id peeked above
  const id = store.nextId('fabric');
  store.mutate((state) =>
    state.fabrics.push({
      id,
      name,
      description,
      teamName,
      provider,
      secrets,
      connections: connectionDraft ? [{ id: store.nextId('connection'), ...connectionDraft }] : [],
      ...(dataplaneUrl !== undefined ? { dataplaneUrl } : {}),
    }),
  );
  return ok({ id });
}

export function updateFabric(store: Store, body: unknown, { fabricId }: { fabricId: string }): Reply {
  const fabric = store.fabric(fabricId);
  const req = expectObject(body, 'request body');
  for (const key of Object.keys(req))
    if (key !== 'name' && key !== 'description')
      throw badRequest(`only name and description can be updated; ${key} cannot be modified`);
  const name = optionalString(req, 'name');
  const description = optionalText(req, 'description');
  if (name === undefined && description === undefined) throw badRequest('name or description is required');
  if (name !== undefined) refuseTakenName(store, fabric.teamName, name, fabric);
  store.mutate(() => {
    if (name !== undefined) fabric.name = name;
    if (description !== undefined) fabric.description = description;
  });
  return ok({ id: fabric.id });
}
