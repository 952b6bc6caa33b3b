/**
 * Fabric mode: make a fabric, its secrets and its connections match the fabric file.
 * Pure planning (what a run would do, for the dry run) and applying through an
 * OrchestrationClient; both return plain data, and the flow (src/run/fabric.ts) reports it.
 *
 * The API shapes the algorithm:
 * - there is no read or list of fabrics, so without `fabric-id` the fabric is created (a name
 *   that exists already makes the service refuse), and with it name/description are always sent;
 * - the create call carries at most one secret and one connection, and that connection may
 *   point at that secret only through the literal `{{SECRET}}`;
 * - secret values are never returned, so an existing secret is always updated (by id, from the
 *   secret list); there is no connection update, so an existing connection is left as it is and
 *   its differences from the file are reported (drift).
 * Steps run in order (fabric, secrets, connections) and the first failure stops the run; every
 * step is idempotent on a re-run with `fabric-id`, which is how a partial run gets finished.
 */
import { SECRET_PLACEHOLDER } from '../api/types.js';
import { oneLine } from '../text.js';
import type {
  Connection,
  ConnectionInput,
  ConnectionPropertyValue,
  CreateFabricRequest,
  OrchestrationClient,
  SecretInput,
  SecretReference,
  UpdateFabricRequest,
} from '../api/types.js';
import type { ConnectionSpec, FabricSpec, SecretSpec, SecretValues } from '../files/fabric-file.js';

export type Resource = 'fabric' | 'secret' | 'connection';

// ---------------------------------------------------------------------------------------------
// The create call
// ---------------------------------------------------------------------------------------------

export interface CreateCallChoice {
  secret?: SecretSpec;
  connection?: ConnectionSpec;
}

/**
 * Which secret and connection ride in the create call. The first connection always does, as
 * long as every secret it references is the create call's secret (only that one can be written
 * as `{{SECRET}}`): so when it references exactly one secret, that secret is the one sent, even
 * if the file lists another secret first. A first connection that references two or more
 * secrets cannot be created in that call; it is added afterwards with references by id.
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

// ---------------------------------------------------------------------------------------------
// Request bodies (shared by apply and by the dry run, which passes redacted values)
// ---------------------------------------------------------------------------------------------

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

function sentFields(spec: FabricSpec): string {
  return fieldsSent(spec).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Plan (dry run)
// ---------------------------------------------------------------------------------------------

export type PlannedAction = 'create' | 'update' | 'add' | 'add or update' | 'add if absent';

export interface PlanItem {
  resource: Resource;
  name: string;
  line: number;
  action: PlannedAction;
  reason: string;
}

export interface PlannedRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Why, or on what condition, the request is sent. */
  note: string;
}

export interface FabricPlan {
  fabricName: string;
  fabricId: string | undefined;
  items: PlanItem[];
  requests: PlannedRequest[];
}

const FABRIC_PATH = '/api/orchestration/fabric';

/**
 * What a run would do, without asking the service anything (a dry run sends nothing). Secret
 * values are `***` and ids that only the service can tell are written as `<id of …>`.
 */
export function planFabric(spec: FabricSpec, fabricId: string | undefined): FabricPlan {
  const redacted: SecretValues = new Map(
    spec.secrets.map((s) => [s.name, Object.fromEntries(Object.keys(s.properties).map((k) => [k, '***']))]),
  );
  const idOf = (secret: SecretSpec): SecretReference =>
    secretReference(secret, `<id of secret ${secret.name}>`);
  const secretByName = new Map(spec.secrets.map((s) => [s.name, s]));
  const refTo = (name: string): SecretReference => idOf(secretByName.get(name)!);
  return fabricId === undefined
    ? planCreate(spec, redacted, refTo)
    : planReconcile(spec, fabricId, redacted, refTo);
}

function planCreate(
  spec: FabricSpec,
  redacted: SecretValues,
  refTo: (name: string) => SecretReference,
): FabricPlan {
  const choice = chooseCreateCall(spec);
  const carried = [
    choice.secret && `secret ${choice.secret.name}`,
    choice.connection && `connection ${choice.connection.name}`,
  ].filter(Boolean);
  const items: PlanItem[] = [
    {
      resource: 'fabric',
      name: spec.name,
      line: spec.line,
      action: 'create',
      reason: `no fabric-id: created in team ${spec.teamName}, provider ${spec.provider}${carried.length ? `, with ${carried.join(' and ')} in the create call` : ''}`,
    },
  ];
  const newFabric = '<new fabric id>';
  const requests: PlannedRequest[] = [
    {
      method: 'POST',
      path: FABRIC_PATH,
      body: createFabricBody(spec, redacted, choice),
      note: 'create the fabric',
    },
  ];
  if (choice.secret) {
    requests.push({
      method: 'GET',
      path: `${FABRIC_PATH}/${newFabric}/secret`,
      note: `learn the id of secret ${choice.secret.name}`,
    });
  }
  if (choice.connection) {
    requests.push({
      method: 'GET',
      path: `${FABRIC_PATH}/${newFabric}/connection/name/${encodeURIComponent(choice.connection.name)}`,
      note: `learn the id of connection ${choice.connection.name}`,
    });
  }
  for (const secret of spec.secrets) {
    if (secret === choice.secret) {
      items.push({
        resource: 'secret',
        name: secret.name,
        line: secret.line,
        action: 'create',
        reason: 'in the create call',
      });
      continue;
    }
    items.push({
      resource: 'secret',
      name: secret.name,
      line: secret.line,
      action: 'add',
      reason: 'added after the create call (one secret per create call)',
    });
    requests.push({
      method: 'POST',
      path: `${FABRIC_PATH}/${newFabric}/secret`,
      body: secretBody(secret, redacted.get(secret.name) ?? {}),
      note: `add secret ${secret.name}`,
    });
  }
  for (const connection of spec.connections) {
    if (connection === choice.connection) {
      const uses = secretNamesOf(connection);
      items.push({
        resource: 'connection',
        name: connection.name,
        line: connection.line,
        action: 'create',
        reason: `in the create call${uses.length ? ` (${uses[0]} as {{SECRET}})` : ''}`,
      });
      continue;
    }
    const why =
      connection === spec.connections[0]
        ? 'added after the secrets: it uses several secrets, and the create call can hold only one'
        : 'added after the secrets (one connection per create call), secret references by id';
    items.push({
      resource: 'connection',
      name: connection.name,
      line: connection.line,
      action: 'add',
      reason: why,
    });
    requests.push({
      method: 'POST',
      path: `${FABRIC_PATH}/${newFabric}/connection`,
      body: connectionBody(connection, refTo),
      note: `add connection ${connection.name}`,
    });
  }
  return { fabricName: spec.name, fabricId: undefined, items, requests };
}

function planReconcile(
  spec: FabricSpec,
  fabricId: string,
  redacted: SecretValues,
  refTo: (name: string) => SecretReference,
): FabricPlan {
  const base = `${FABRIC_PATH}/${encodeURIComponent(fabricId)}`;
  const items: PlanItem[] = [
    {
      resource: 'fabric',
      name: spec.name,
      line: spec.line,
      action: 'update',
      reason: `fabric-id ${fabricId}: ${sentFields(spec)} always sent (the API cannot read a fabric); teamName and provider cannot change after creation`,
    },
  ];
  const requests: PlannedRequest[] = [
    { method: 'PUT', path: base, body: updateFabricBody(spec), note: 'update the fabric' },
  ];
  if (spec.secrets.length) {
    requests.push({ method: 'GET', path: `${base}/secret`, note: 'list the secrets, to match them by name' });
  }
  for (const secret of spec.secrets) {
    items.push({
      resource: 'secret',
      name: secret.name,
      line: secret.line,
      action: 'add or update',
      reason:
        'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
    });
    requests.push({
      method: 'PUT',
      path: `${base}/secret/id/<id of secret ${secret.name}>`,
      body: secretBody(secret, redacted.get(secret.name) ?? {}),
      note: `update secret ${secret.name} if it exists, else POST ${base}/secret with the same body`,
    });
  }
  for (const connection of spec.connections) {
    items.push({
      resource: 'connection',
      name: connection.name,
      line: connection.line,
      action: 'add if absent',
      reason:
        'looked up by name: added when absent; an existing one is left as it is (the API has no connection update) and differences from the file are warned',
    });
    requests.push({
      method: 'GET',
      path: `${base}/connection/name/${encodeURIComponent(connection.name)}`,
      note: `look up connection ${connection.name}`,
    });
    requests.push({
      method: 'POST',
      path: `${base}/connection`,
      body: connectionBody(connection, refTo),
      note: `add connection ${connection.name}, only if the lookup finds none`,
    });
  }
  return { fabricName: spec.name, fabricId, items, requests };
}

// ---------------------------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------------------------

export type Result = 'created' | 'updated' | 'added' | 'unchanged' | 'drifted' | 'failed' | 'not applied';

export interface OutcomeItem {
  resource: Resource;
  name: string;
  line: number;
  id?: string;
  result: Result;
  detail: string;
  /** For `drifted`: the fields where the service differs from the file (names only, never values). */
  drift?: string[];
}

export interface FabricFailure {
  /** The step that failed, e.g. `add connection sftp-drop`. */
  step: string;
  /** The error's one line (an ApiError's message starts with the operation's name). */
  message: string;
  /** The request may have been carried out before the failure was seen (e.g. reset after sending). */
  maybeApplied: boolean;
}

export interface FabricOutcome {
  fabricName: string;
  /** Known once the fabric was created, or given as fabric-id. */
  fabricId: string | undefined;
  created: boolean;
  /** The fabric fields sent by the update (with fabric-id); empty on create. */
  fieldsUpdated: Array<'name' | 'description'>;
  fabric: OutcomeItem;
  secrets: OutcomeItem[];
  connections: OutcomeItem[];
  failure?: FabricFailure;
}

export interface ApplyOptions {
  fabricId: string | undefined;
  /** One line per step done, for the log. */
  onProgress?: (line: string) => void;
}

/** Thrown inside apply to stop at the first failed step; the failure is already recorded. */
class StepFailed extends Error {}

export async function applyFabric(
  client: OrchestrationClient,
  spec: FabricSpec,
  values: SecretValues,
  options: ApplyOptions,
): Promise<FabricOutcome> {
  const pending = (resource: Resource, name: string, line: number): OutcomeItem => ({
    resource,
    name,
    line,
    result: 'not applied',
    detail: '',
  });
  const outcome: FabricOutcome = {
    fabricName: spec.name,
    fabricId: options.fabricId,
    created: false,
    fieldsUpdated: [],
    fabric: pending('fabric', spec.name, spec.line),
    secrets: spec.secrets.map((s) => pending('secret', s.name, s.line)),
    connections: spec.connections.map((c) => pending('connection', c.name, c.line)),
  };
  const run: Runner = {
    client,
    spec,
    values,
    outcome,
    secretIds: new Map(),
    progress: options.onProgress ?? (() => {}),
    step: async (name, item, action) => {
      try {
        return await action();
      } catch (err) {
        const message = describeFailure(err);
        if (item) {
          item.result = 'failed';
          item.detail = message;
        }
        outcome.failure = { step: name, message, maybeApplied: maybeProcessed(err) };
        throw new StepFailed(name);
      }
    },
  };
  try {
    if (options.fabricId === undefined) await createFabric(run);
    else await reconcileFabric(run, options.fabricId);
  } catch (err) {
    if (!(err instanceof StepFailed)) throw err;
  }
  return outcome;
}

interface Runner {
  client: OrchestrationClient;
  spec: FabricSpec;
  values: SecretValues;
  outcome: FabricOutcome;
  /** Secret name → id, filled in by the secret steps; connections reference secrets by these. */
  secretIds: Map<string, string>;
  progress: (line: string) => void;
  step<T>(name: string, item: OutcomeItem | undefined, action: () => Promise<T>): Promise<T>;
}

async function createFabric(run: Runner): Promise<void> {
  const { client, spec, values, outcome } = run;
  const choice = chooseCreateCall(spec);
  const { id } = await run.step(`create fabric ${spec.name}`, outcome.fabric, () =>
    client.createFabric(createFabricBody(spec, values, choice)),
  );
  outcome.fabricId = id;
  outcome.created = true;
  Object.assign(outcome.fabric, {
    id,
    result: 'created',
    detail: `team ${spec.teamName}, provider ${spec.provider}`,
  } satisfies Partial<OutcomeItem>);
  run.progress(`Created fabric ${spec.name} (id ${id})`);

  const secretItem = choice.secret && itemFor(outcome.secrets, choice.secret.name);
  const connectionItem = choice.connection && itemFor(outcome.connections, choice.connection.name);
  if (secretItem) Object.assign(secretItem, { result: 'created', detail: 'in the create call' });
  if (connectionItem) Object.assign(connectionItem, { result: 'created', detail: 'in the create call' });

  // The create call answers with the fabric id only: ask for the ids of what it carried.
  if (choice.secret && secretItem) {
    const listed = await run.step(`list secrets of fabric ${id}`, undefined, () => client.listSecrets(id));
    const found = listed.find((s) => s.properties.name === choice.secret!.name);
    if (found) {
      secretItem.id = found.properties.id;
      run.secretIds.set(choice.secret.name, found.properties.id);
    }
    run.progress(
      `Created secret ${choice.secret.name}${found ? ` (id ${found.properties.id})` : ''} with the fabric`,
    );
  }
  if (choice.connection && connectionItem) {
    const name = choice.connection.name;
    const found = await run.step(`look up connection ${name}`, undefined, () =>
      client.getConnectionByName(id, name),
    );
    if (found) connectionItem.id = found.id;
    run.progress(`Created connection ${name}${found ? ` (id ${found.id})` : ''} with the fabric`);
  }

  for (const secret of spec.secrets) {
    if (secret === choice.secret) continue;
    await addSecret(run, id, secret);
  }
  for (const connection of spec.connections) {
    if (connection === choice.connection) continue;
    await addConnection(run, id, connection);
  }
}

async function reconcileFabric(run: Runner, fabricId: string): Promise<void> {
  const { client, spec, outcome } = run;
  await run.step(`update fabric ${fabricId}`, outcome.fabric, () =>
    client.updateFabric(fabricId, updateFabricBody(spec)),
  );
  Object.assign(outcome.fabric, {
    id: fabricId,
    result: 'updated',
    detail: `${sentFields(spec)} sent (the API cannot read a fabric, so they are always sent)`,
  } satisfies Partial<OutcomeItem>);
  outcome.fieldsUpdated = fieldsSent(spec);
  run.progress(`Updated fabric ${fabricId} (${sentFields(spec)} sent)`);

  if (spec.secrets.length) {
    const existing = await run.step(`list secrets of fabric ${fabricId}`, undefined, () =>
      client.listSecrets(fabricId),
    );
    for (const secret of spec.secrets) {
      const found = existing.find((s) => s.properties.name === secret.name);
      if (found) await updateSecret(run, fabricId, secret, found.properties.id);
      else await addSecret(run, fabricId, secret);
    }
  }

  for (const connection of spec.connections) {
    const item = itemFor(outcome.connections, connection.name);
    const existing = await run.step(`look up connection ${connection.name}`, item, () =>
      client.getConnectionByName(fabricId, connection.name),
    );
    if (!existing) {
      await addConnection(run, fabricId, connection);
      continue;
    }
    const drift = connectionDrift(connection, existing, run.secretIds);
    item.id = existing.id;
    if (drift.length) {
      Object.assign(item, {
        result: 'drifted',
        drift,
        detail: `differs from the file: ${drift.join(', ')}; left as it is (the API has no connection update)`,
      } satisfies Partial<OutcomeItem>);
      run.progress(
        `Connection ${connection.name} (id ${existing.id}) exists and differs from the file: ${drift.join(', ')}`,
      );
    } else {
      Object.assign(item, {
        result: 'unchanged',
        detail: 'exists and matches the file',
      } satisfies Partial<OutcomeItem>);
      run.progress(`Connection ${connection.name} (id ${existing.id}) exists and matches the file`);
    }
  }
}

async function addSecret(run: Runner, fabricId: string, secret: SecretSpec): Promise<void> {
  const item = itemFor(run.outcome.secrets, secret.name);
  const body = secretBody(secret, run.values.get(secret.name) ?? {});
  const { value, found } = await run.step(`add secret ${secret.name}`, item, () =>
    addVerified(
      () => run.client.addSecret(fabricId, body),
      async () => {
        const listed = await run.client.listSecrets(fabricId);
        const match = listed.find((s) => s.properties.name === secret.name);
        return match && { id: match.properties.id };
      },
    ),
  );
  run.secretIds.set(secret.name, value.id);
  Object.assign(item, { id: value.id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
  run.progress(`Added secret ${secret.name} (id ${value.id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}

const FOUND_AFTER_LOSS = 'its answer was lost; a read showed it was added';

/**
 * An add whose outcome may be unknown (a reset, a time-out, a proxy's page after the service
 * did the work): the read decides whether it was applied before it is sent again, and it is sent
 * again at most once (CONTRACT.md, "Behaviour every mode shares"). A second add refused because
 * the first one landed meanwhile is settled by a second read.
 */
async function addVerified<T>(
  add: () => Promise<T>,
  find: () => Promise<T | undefined>,
): Promise<{ value: T; found: boolean }> {
  try {
    return { value: await add(), found: false };
  } catch (first) {
    if (!maybeProcessed(first)) throw first;
    const existing = await find();
    if (existing !== undefined) return { value: existing, found: true };
    try {
      return { value: await add(), found: false };
    } catch (second) {
      const landed = maybeProcessed(second) || /already exists/i.test(errorMessage(second));
      const late = landed ? await find() : undefined;
      if (late !== undefined) return { value: late, found: true };
      throw second;
    }
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function updateSecret(
  run: Runner,
  fabricId: string,
  secret: SecretSpec,
  secretId: string,
): Promise<void> {
  const item = itemFor(run.outcome.secrets, secret.name);
  item.id = secretId;
  const body = secretBody(secret, run.values.get(secret.name) ?? {});
  await run.step(`update secret ${secret.name}`, item, () =>
    run.client.updateSecret(fabricId, secretId, body),
  );
  run.secretIds.set(secret.name, secretId);
  Object.assign(item, {
    result: 'updated',
    detail: 'value sent (the API never returns secret values, so they are always updated)',
  } satisfies Partial<OutcomeItem>);
  run.progress(`Updated secret ${secret.name} (id ${secretId})`);
}

async function addConnection(run: Runner, fabricId: string, connection: ConnectionSpec): Promise<void> {
  const item = itemFor(run.outcome.connections, connection.name);
  const { value: added, found } = await run.step(`add connection ${connection.name}`, item, async () => {
    const body = connectionBody(connection, (name) => {
      const secret = run.spec.secrets.find((s) => s.name === name)!;
      const id = run.secretIds.get(name);
      if (id === undefined)
        throw new Error(`the id of secret ${name} is not known, so it cannot be referenced`);
      return secretReference(secret, id);
    });
    return addVerified(
      () => run.client.addConnection(fabricId, body),
      () => run.client.getConnectionByName(fabricId, connection.name),
    );
  });
  Object.assign(item, { id: added.id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
  run.progress(
    `Added connection ${connection.name} (id ${added.id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`,
  );
}

function itemFor(items: OutcomeItem[], name: string): OutcomeItem {
  return items.find((i) => i.name === name)!;
}

/**
 * Fields where an existing connection differs from the file. Plain values compare by their text
 * (a service may store `5432` as "5432"); a secret property must reference the file's secret
 * (by id when known, else by name). Values are never part of the answer, only field names.
 */
export function connectionDrift(
  spec: ConnectionSpec,
  existing: Connection,
  secretIds: ReadonlyMap<string, string>,
): string[] {
  const fields: string[] = [];
  if (existing.kind !== spec.kind) fields.push('kind');
  if ((existing.isDefaultWarehouseConnection ?? false) !== spec.isDefaultWarehouseConnection) {
    fields.push('isDefaultWarehouseConnection');
  }
  const have: Record<string, unknown> = existing.properties ?? {};
  for (const [key, want] of Object.entries(spec.properties)) {
    if (!(key in have)) {
      fields.push(`properties.${key} (not in the service)`);
      continue;
    }
    const value = have[key];
    if (typeof want === 'object') {
      const id = secretIds.get(want.secret);
      const matches =
        isSecretReference(value) &&
        (id !== undefined ? value.properties.id === id : value.properties.name === want.secret);
      if (!matches) fields.push(`properties.${key}`);
    } else if (typeof value === 'object' || String(value) !== String(want)) {
      fields.push(`properties.${key}`);
    }
  }
  for (const key of Object.keys(have)) {
    if (!(key in spec.properties)) fields.push(`properties.${key} (not in the file)`);
  }
  return fields;
}

function isSecretReference(value: unknown): value is SecretReference {
  if (typeof value !== 'object' || value === null) return false;
  const props = (value as { properties?: unknown }).properties;
  return typeof props === 'object' && props !== null && 'id' in props;
}

function describeFailure(err: unknown): string {
  if (err instanceof Error && err.name === 'ApiError') return oneLine(err.message);
  if (err instanceof Error) return oneLine(`Unexpected error: ${err.message}`);
  return oneLine(`Unexpected error: ${String(err)}`);
}

function maybeProcessed(err: unknown): boolean {
  return (err as { maybeProcessed?: unknown } | null)?.maybeProcessed === true;
}

/** Name → id of everything in the file whose id is known: the `connections`/`secrets` outputs. */
export function idsByName(items: OutcomeItem[]): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const item of items) if (item.id !== undefined) ids[item.name] = item.id;
  return ids;
}
