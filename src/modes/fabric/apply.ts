/**
 * Fabric mode's apply: walk the plan's steps, reads first, so a failed read stops the run having
 * written nothing; the first failed step stops it, and a re-run with `fabric-id` finishes it. Writes
 * are never re-sent blindly (docs/behaviour.md): a lost add's answer is settled by a read
 * (add), and the create call, which no read can check, is never sent twice.
 */
import { formatCount, oneLine, plural } from '../../text.js';
import { ApiError } from '../../service/errors.js';
import type { OrchestrationClient, SecretReference } from '../../service/types.js';
import type { FabricSpec } from '../../files/fabric-file.js';
import type { SecretValues } from './secret-values.js';
import {
  chooseCreateCall,
  connectionBody,
  createFabricBody,
  fieldsSent,
  secretBody,
  secretReference,
  updateFabricBody,
} from './requests.js';
import { cannotChange, describeDrift } from './drift.js';
import type { DriftField } from './drift.js';
import { UNMANAGED_LISTED, planFabric, readService } from './plan.js';
import type { FabricPlan, Resource, Step } from './plan.js';

export type Result =
  'created' | 'updated' | 'added' | 'unchanged' | 'drifted' | 'unmanaged' | 'failed' | 'not applied';

export interface OutcomeItem {
  resource: Resource;
  name: string;
  /** Line in the fabric file; undefined for a secret only the service has. */
  line?: number;
  id?: string;
  result: Result;
  detail: string;
  /** For `drifted`, or a connection fix-drift updated: the fields that differ(ed), never a secret value. */
  drift?: DriftField[];
}

export interface FabricFailure {
  /** The step that failed, e.g. `add connection sftp-drop`. */
  step: string;
  /** The error's one line (an ApiError's message starts with the operation's name). */
  message: string;
  /** The request may have been carried out all the same (e.g. a reset after sending). */
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
  unmanaged: OutcomeItem[];
  connections: OutcomeItem[];
  /** The steps walked; undefined when the reads that make them failed. */
  plan?: FabricPlan;
  /** Write requests carried out (one per step, even when a lost answer had to be read back). */
  writes: number;
  failure?: FabricFailure;
}

export interface ApplyOptions {
  fabricId: string | undefined;
  /** fix-drift: update a connection whose properties alone differ from the file's. */
  fixDrift?: boolean;
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
    (writes: boolean): Send =>
    async (name, item, action) => {
      try {
        const value = await action();
        if (writes) outcome.writes++;
        return value;
      } catch (err) {
        const message = oneLine(
          err instanceof ApiError ? err.message : `Unexpected error: ${errorMessage(err)}`,
        );
        if (item) Object.assign(item, { result: 'failed', detail: message });
        // A read changes nothing, whatever became of it.
        outcome.failure = { step: name, message, maybeApplied: writes && maybeApplied(err) };
        throw new StepFailed(name);
      }
    };
  const run: Run = {
    client,
    spec,
    values,
    outcome,
    secretIds: new Map(),
    progress: options.onProgress ?? (() => {}),
    read: step(false),
    write: step(true),
  };
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

function pending(resource: Resource, { name, line }: { name: string; line: number }): OutcomeItem {
  return { resource, name, line, result: 'not applied', detail: '' };
}

interface Run {
  client: OrchestrationClient;
  spec: FabricSpec;
  values: SecretValues;
  outcome: FabricOutcome;
  /** Secret name → id, from the reads and the secret steps; connections reference secrets by these. */
  secretIds: Map<string, string>;
  progress: (line: string) => void;
  /** A read as the named step: it cannot have changed anything, whatever became of it. */
  read: Send;
  /** A write (or a read-then-write) as the named step, counted once done. */
  write: Send;
}

type Send = <T>(name: string, item: OutcomeItem | undefined, action: () => Promise<T>) => Promise<T>;

async function walk(run: Run, step: Step): Promise<void> {
  if (!step.sends) return leaveAlone(run, step);
  const { client, spec, values, outcome } = run;
  // The fabric's id once the fabric step is done: given, or created.
  const fabricId = outcome.fabricId!;
  const secret = spec.secrets.find((s) => s.name === step.name)!;
  const connection = spec.connections.find((c) => c.name === step.name)!;
  const secretSent = () => secretBody(secret, values.get(secret.name) ?? {});
  const connectionSent = () => connectionBody(connection, (name) => referenceTo(run, name));
  const item =
    step.resource === 'fabric'
      ? outcome.fabric
      : itemFor(step.resource === 'secret' ? outcome.secrets : outcome.connections, step.name);
  switch (`${step.resource} ${step.action}`) {
    case 'fabric create':
      return createFabric(run);
    case 'fabric update': {
      const sent = fieldsSent(spec).join(', ');
      await run.write(`update fabric ${fabricId}`, item, () =>
        client.updateFabric(fabricId, updateFabricBody(spec)),
      );
      Object.assign(item, {
        id: fabricId,
        result: 'updated',
        detail: `${sent} sent (the API cannot read a fabric, so they are always sent)`,
      } satisfies Partial<OutcomeItem>);
      outcome.fieldsUpdated = fieldsSent(spec);
      return run.progress(`Updated fabric ${fabricId} (${sent} sent)`);
    }
    case 'secret add':
      return add(run, item, () => client.addSecret(fabricId, secretSent()));
    case 'secret update': {
      const secretId = step.id!;
      known(run, item, secretId);
      await run.write(`update secret ${secret.name}`, item, () =>
        client.updateSecret(fabricId, secretId, secretSent()),
      );
      Object.assign(item, {
        result: 'updated',
        detail: 'value sent (the API never returns secret values, so they are always updated)',
      } satisfies Partial<OutcomeItem>);
      return run.progress(`Updated secret ${secret.name} (id ${secretId})`);
    }
    case 'connection add':
      return add(run, item, () => client.addConnection(fabricId, connectionSent()));
    case 'connection update': {
      // fix-drift: the file's connection sent whole, by name, so its properties replace the
      // service's. Sending it again leaves the connection as the first did: the client retries it.
      item.id = step.id!;
      const drift = step.drift ?? [];
      await run.write(`update connection ${connection.name}`, item, async () =>
        client.updateConnection(fabricId, connection.name, connectionSent()),
      );
      Object.assign(item, {
        result: 'updated',
        drift,
        detail: `properties set to the file's (fix-drift): ${describeDrift(drift)}`,
      } satisfies Partial<OutcomeItem>);
      return run.progress(
        `Updated connection ${connection.name} (id ${step.id}): ${drift.map((f) => f.field).join(', ')} set to the file's`,
      );
    }
    default:
      // Only a dry run, which reads nothing, plans the conditional writes; the apply always reads first.
      throw new Error(`"${step.action}" steps come from a plan made without reading the service`);
  }
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
  // Carried by the create call: its item was filled in by that step.
  if (step.resource !== 'connection' || step.id === undefined) return;
  const item = itemFor(outcome.connections, step.name);
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
    if (found !== undefined) known(run, item, found);
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

/** An item's id, now known; a secret's is what connections reference it by. */
function known(run: Run, item: OutcomeItem, id: string): void {
  item.id = id;
  if (item.resource === 'secret') run.secretIds.set(item.name, id);
}

const FOUND_AFTER_LOSS = 'its answer was lost; a read showed it was added';

/**
 * An add whose outcome is unknown (a reset, a time-out, a proxy's page after the service did the
 * work) is read back before it is sent again, at most once (docs/behaviour.md); a second add refused
 * because the first landed meanwhile is settled by a second read. Returns the id it was given.
 */
async function add(run: Run, item: OutcomeItem, request: () => Promise<{ id: string }>): Promise<void> {
  const find = () => idOn(run, item);
  const { id, found } = await run.write(`add ${item.resource} ${item.name}`, item, async () => {
    try {
      return { id: (await request()).id, found: false };
    } catch (first) {
      if (!maybeApplied(first)) throw first;
      const existing = await find();
      if (existing !== undefined) return { id: existing, found: true };
      try {
        return { id: (await request()).id, found: false };
      } catch (second) {
        const landed = maybeApplied(second) || /already exists/i.test(errorMessage(second));
        const late = landed ? await find() : undefined;
        if (late !== undefined) return { id: late, found: true };
        throw second;
      }
    }
  });
  known(run, item, id);
  Object.assign(item, { result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
  run.progress(`Added ${item.resource} ${item.name} (id ${id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A reference to a secret of the file by the id the service gave it (read, or learnt when added). */
function referenceTo(run: Run, name: string): SecretReference {
  const secret = run.spec.secrets.find((s) => s.name === name)!;
  const id = run.secretIds.get(name);
  if (id === undefined) throw new Error(`the id of secret ${name} is not known, so it cannot be referenced`);
  return secretReference(secret, id);
}

function itemFor(items: OutcomeItem[], name: string): OutcomeItem {
  return items.find((i) => i.name === name)!;
}

function maybeApplied(err: unknown): boolean {
  return err instanceof ApiError && err.maybeApplied;
}
