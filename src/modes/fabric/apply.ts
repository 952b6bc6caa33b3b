/**
 * Fabric mode's apply: walk the plan's steps, reads first, so a failed read stops the run having
 * written nothing; the first failed step stops it, and a re-run with `fabric-id` finishes it. Writes
 * are never re-sent blindly (docs/behaviour.md): a lost add's answer is settled by a read
 * (add), and the create call, which no read can check, is never sent twice.
 */
import { formatCount, oneLine, plural } from '../../common/text.js';
import { ApiError } from '../../service/api-error.js';
import { OPERATIONS } from '../../service/endpoints.js';
import { pointAtInputs } from '../service-calls.js';
import type { OrchestrationClient, SecretReference } from '../../service/types.js';
import type { FabricSpec } from '../../files/fabric-file.js';
import type { SecretValues } from './secret-values.js';
import {
  chooseCreateCall,
  connectionBody,
  createFabricBody,
  fieldsSent,
  named,
  secretBody,
  secretReference,
  updateFabricBody,
} from './requests.js';
import { cannotChange, describeDrift } from './drift.js';
import { UNMANAGED_LISTED, planFabric, readService } from './plan.js';
import type { FabricPlan, Resource, Step } from './plan.js';

export type Result =
  'created' | 'updated' | 'added' | 'unchanged' | 'drifted' | 'unmanaged' | 'failed' | 'not applied';

/** A step as the apply left it; `drift` for `drifted`, or a connection fix-drift updated. */
export interface OutcomeItem extends Pick<Step, 'resource' | 'name' | 'id' | 'drift'> {
  /** Line in the fabric file; undefined for a secret only the service has. */
  line?: number;
  result: Result;
  detail: string;
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
  unmanaged: OutcomeItem[];
  connections: OutcomeItem[];
  /** The steps walked; undefined when the reads that make them failed. */
  plan?: FabricPlan;
  /** Write requests carried out (one per step, even when a lost answer had to be read back). */
  writes: number;
  failure?: {
    /** The step that failed, e.g. `add connection sftp-drop`. */
    step: string;
    /** The error's one line (an ApiError's message starts with the operation's name). */
    message: string;
    /** The request may have been carried out all the same (e.g. a reset after sending). */
    maybeApplied: boolean;
  };
}

export interface ApplyOptions {
  fabricId: string | undefined;
  fixDrift?: boolean;
  onProgress?: (line: string) => void;
}

/**
 * Thrown inside apply to stop at the first failed step; the failure is already recorded. Not an
 * ActionError: a signal that never leaves applyFabric.
 */
class StepFailed extends Error {}

export async function applyFabric(
  client: OrchestrationClient,
  spec: FabricSpec,
  values: SecretValues,
  options: ApplyOptions,
): Promise<FabricOutcome> {
  const run = begin(client, spec, values, options);
  const { outcome } = run;
  try {
    const fabricId = options.fabricId;
    const view =
      fabricId === undefined
        ? undefined
        : await readService(client, spec, fabricId, (name, read, connection) =>
            run.read(
              name,
              outcome.connections.find((c) => c.name === connection),
              read,
            ),
          );
    outcome.plan = planFabric(spec, fabricId, view, options);
    for (const step of outcome.plan.steps) await walk(run, step);
  } catch (err) {
    if (!(err instanceof StepFailed)) throw err;
  }
  return outcome;
}

/** What the walk shares: the outcome it fills in (the ids it learns on its items) and how it runs a step. */
function begin(client: OrchestrationClient, spec: FabricSpec, values: SecretValues, options: ApplyOptions) {
  const outcome: FabricOutcome = {
    fabricName: spec.name,
    fabricId: options.fabricId,
    created: false,
    fieldsUpdated: [],
    fabric: pending('fabric', spec),
    secrets: spec.secrets.map((s) => pending('secret', s)),
    unmanaged: [],
    connections: spec.connections.map((c) => pending('connection', c)),
    writes: 0,
  };
  /** Runs one request (or a read-then-write) as the named step; a failure stops the apply. */
  const step =
    (writes: boolean) =>
    async <T>(name: string, item: OutcomeItem | undefined, action: () => Promise<T>): Promise<T> => {
      try {
        const value = await action();
        if (writes) outcome.writes++;
        return value;
      } catch (err) {
        const message = oneLine(
          err instanceof ApiError
            ? pointAtFabricId(err, options.fabricId).message
            : `Unexpected error: ${err instanceof Error ? err.message : String(err)}`,
        );
        if (item) Object.assign(item, { result: 'failed', detail: message });
        // A read changes nothing, whatever became of it.
        outcome.failure = { step: name, message, maybeApplied: writes && maybeApplied(err) };
        throw new StepFailed(name);
      }
    };
  return {
    client,
    spec,
    values,
    outcome,
    progress: options.onProgress ?? (() => {}),
    read: step(false),
    write: step(true),
  };
}

type Run = ReturnType<typeof begin>;

function pending(resource: Resource, { name, line }: { name: string; line: number }): OutcomeItem {
  return { resource, name, line, result: 'not applied', detail: '' };
}

async function walk(run: Run, step: Step): Promise<void> {
  if (!step.sends) return leaveAlone(run, step);
  if (step.action === 'create') return createFabric(run);
  const { client, spec, values, outcome } = run;
  const { resource, name, id } = step;
  // The fabric's id once the fabric step is done: given, or created.
  const fabricId = outcome.fabricId!;
  const secretSent = () => secretBody(named(spec.secrets, name), values);
  const connectionSent = () =>
    connectionBody(named(spec.connections, name), (secret) => referenceTo(run, secret));
  const item =
    resource === 'fabric'
      ? outcome.fabric
      : named(resource === 'secret' ? outcome.secrets : outcome.connections, name);
  if (step.action === 'add')
    return add(run, item, () =>
      resource === 'secret'
        ? client.addSecret(fabricId, secretSent())
        : client.addConnection(fabricId, connectionSent()),
    );
  // Only a dry run, which reads nothing, plans the conditional writes; the apply always reads first.
  if (step.action !== 'update')
    throw new Error(`"${step.action}" steps come from a plan made without reading the service`);
  const sent = fieldsSent(spec).join(', ');
  const drift = step.drift ?? [];
  const update = {
    fabric: {
      send: () => client.updateFabric(fabricId, updateFabricBody(spec)),
      detail: `${sent} sent (the API cannot read a fabric, so they are always sent)`,
      progress: `Updated fabric ${fabricId} (${sent} sent)`,
    },
    secret: {
      send: () => client.updateSecret(fabricId, id!, secretSent()),
      detail: 'value sent (the API never returns secret values, so they are always updated)',
      progress: `Updated secret ${name} (id ${id})`,
    },
    // fix-drift: the file's connection sent whole, by name, so its properties replace the
    // service's. Sending it again leaves the connection as the first did: the client retries it.
    connection: {
      send: () => client.updateConnection(fabricId, name, connectionSent()),
      detail: `properties set to the file's (fix-drift): ${describeDrift(drift)}`,
      progress: `Updated connection ${name} (id ${id}): ${drift.map((f) => f.field).join(', ')} set to the file's`,
    },
  }[resource];
  if (resource !== 'fabric') item.id = id;
  await run.write(`update ${resource} ${resource === 'fabric' ? fabricId : name}`, item, update.send);
  Object.assign(item, {
    id,
    result: 'updated',
    detail: update.detail,
    ...(resource === 'connection' ? { drift } : {}),
  } satisfies Partial<OutcomeItem>);
  if (resource === 'fabric') outcome.fieldsUpdated = fieldsSent(spec);
  run.progress(update.progress);
}

function leaveAlone(run: Run, step: Step): void {
  const { outcome } = run;
  if (step.action === 'unmanaged') {
    outcome.unmanaged.push({
      resource: 'secret',
      name: step.name,
      id: step.id!,
      result: 'unmanaged',
      detail: step.details,
    });
    // Named up to a bound, then counted once: the service may hold any number of them.
    const seen = outcome.unmanaged.length;
    if (seen <= UNMANAGED_LISTED)
      run.progress(`Secret ${step.name} (id ${step.id}) is on the service but not in the file: left alone`);
    else if (seen === UNMANAGED_LISTED + 1) {
      const total = outcome.plan!.steps.filter((s) => s.action === 'unmanaged').length;
      const more = total - UNMANAGED_LISTED;
      run.progress(
        `${formatCount(more)} more ${plural(more, 'secret')} on the service ${more === 1 ? 'is' : 'are'} not in the file: left alone (${formatCount(total)} in all; the first ${UNMANAGED_LISTED} are named above)`,
      );
    }
    return;
  }
  // Carried by the create call (so no id yet): its item was filled in by that step.
  if (step.id === undefined) return;
  const item = named(outcome.connections, step.name);
  item.id = step.id;
  if (step.action === 'drift') {
    const drift = step.drift ?? [];
    const fields = drift.map((f) => f.field).join(', ');
    const why = cannotChange(drift) || 'fix-drift: true would update its properties';
    Object.assign(item, {
      result: 'drifted',
      drift,
      detail: `differs from the file: ${describeDrift(drift)}; left as it is (${why})`,
    } satisfies Partial<OutcomeItem>);
    run.progress(`Connection ${step.name} (id ${step.id}) exists and differs from the file: ${fields}`);
  } else {
    Object.assign(item, { result: 'unchanged', detail: step.details } satisfies Partial<OutcomeItem>);
    run.progress(`Connection ${step.name} (id ${step.id}) exists and matches the file`);
  }
}

async function createFabric(run: Run): Promise<void> {
  const { client, spec, values, outcome } = run;
  const choice = chooseCreateCall(spec);
  const { id } = await run.write(`create fabric ${spec.name}`, outcome.fabric, () =>
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

  const carried = [
    ...outcome.secrets.filter((s) => s.name === choice.secret?.name),
    ...outcome.connections.filter((c) => c.name === choice.connection?.name),
  ];
  for (const item of carried) Object.assign(item, { result: 'created', detail: 'in the create call' });

  // The create call answers with the fabric id only: ask for the ids of what it carried.
  for (const item of carried) {
    const read =
      item.resource === 'secret' ? `list secrets of fabric ${id}` : `look up connection ${item.name}`;
    const found = await run.read(read, undefined, () => idOn(run, item));
    if (found !== undefined) item.id = found;
    run.progress(
      `Created ${item.resource} ${item.name}${found === undefined ? '' : ` (id ${found})`} with the fabric`,
    );
  }
}

/** The id the service gave a secret (by the fabric's secret list) or a connection (by its name). */
async function idOn(run: Run, { resource, name }: OutcomeItem): Promise<string | undefined> {
  const fabricId = run.outcome.fabricId!;
  if (resource === 'connection') return (await run.client.getConnectionByName(fabricId, name))?.id;
  const listed = await run.client.listSecrets(fabricId);
  return listed.find((s) => s.properties.name === name)?.properties.id;
}

const FOUND_AFTER_LOSS = 'its answer was lost; a read showed it was added';

/**
 * An add whose outcome is unknown (a reset, a time-out, a proxy's page after the service did the
 * work) is read back before it is sent again, at most once (docs/behaviour.md); a second add refused
 * because the first landed meanwhile is settled by a second read.
 */
async function add(run: Run, item: OutcomeItem, request: () => Promise<{ id: string }>): Promise<void> {
  const { id, found } = await run.write(`add ${item.resource} ${item.name}`, item, async () => {
    try {
      return { id: (await request()).id, found: false };
    } catch (first) {
      if (!maybeApplied(first)) throw first;
      const existing = await idOn(run, item);
      if (existing !== undefined) return { id: existing, found: true };
      try {
        return { id: (await request()).id, found: false };
      } catch (second) {
        const landed = maybeApplied(second) || /already exists/i.test(String(second));
        const late = landed ? await idOn(run, item) : undefined;
        if (late !== undefined) return { id: late, found: true };
        throw second;
      }
    }
  });
  Object.assign(item, { id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
  run.progress(`Added ${item.resource} ${item.name} (id ${id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}

/** A reference to a secret of the file by the id its item holds (read, or learnt when added). */
function referenceTo(run: Run, name: string): SecretReference {
  const { id } = named(run.outcome.secrets, name);
  if (id === undefined) throw new Error(`the id of secret ${name} is not known, so it cannot be referenced`);
  return secretReference(named(run.spec.secrets, name), id);
}

function maybeApplied(err: unknown): boolean {
  return err instanceof ApiError && err.maybeApplied;
}

/** The requests whose one id is the fabric's: a "not found" of theirs is about the `fabric-id` input. */
const FABRIC_ID_OPERATIONS: ReadonlySet<string> = new Set([OPERATIONS.listSecrets, OPERATIONS.updateFabric]);

/**
 * `err`, pointing at the `fabric-id` input when a request that names no other id (the first a
 * reconcile sends: the secret list) finds no such fabric. Another request's "not found" may name
 * the fabric too, but is about its secret or connection.
 */
export function pointAtFabricId(err: ApiError, fabricId: string | undefined): ApiError {
  if (!FABRIC_ID_OPERATIONS.has(err.operation)) return err;
  return pointAtInputs(err, [{ value: fabricId, inputs: ['fabric-id'] }]);
}
