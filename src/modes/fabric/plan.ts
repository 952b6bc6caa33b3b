/**
 * What fabric mode does, as ordered steps from the fabric file and what the service has: the plan
 * reports them, the dry run prints their requests and the apply walks them, so the three cannot
 * disagree. Order: the fabric, the secrets (connections refer to their ids), the connections.
 */
import type { Connection, OrchestrationClient } from '../../service/types.js';
import type { FabricSpec } from '../../files/fabric-file.js';
import { chooseCreateCall, fieldsSent, secretNamesOf } from './requests.js';
import { cannotChange, connectionDrift, describeDrift, type DriftField } from './drift.js';

export type Resource = 'fabric' | 'secret' | 'connection';

/** Unmanaged secrets named in the log, summary and comment; the rest, of any number, are counted. */
export const UNMANAGED_LISTED = 20;

/** What an apply does with a resource: the `action` of the plan output. */
export const PLAN_ACTIONS = ['create', 'update', 'add', 'unchanged', 'drift', 'unmanaged'] as const;
/** A dry run reads nothing, so with fabric-id some actions depend on what exists. */
export type Action = (typeof PLAN_ACTIONS)[number] | 'add or update' | 'add if absent';

export interface Step {
  resource: Resource;
  name: string;
  /** Line in the fabric file; undefined for what only the service has (an unmanaged secret). */
  line: number | undefined;
  action: Action;
  /** Why, or how it differs; never a secret value. */
  details: string;
  /** The id on the service, when it is known before the apply. */
  id?: string;
  /** For drift and a connection's update. */
  drift?: DriftField[];
  /**
   * It sends a write request, of its resource and action (in a dry run `add or update` and `add if
   * absent`, which cannot know which); not a secret or connection the create call carries.
   */
  sends?: boolean;
}

/**
 * The fabric's secret list, and each connection of the file by name: undefined when the lookup finds
 * none. `guard` runs each read under a name (`list secrets of fabric 10740`) and, for a lookup, its
 * connection's: the apply records a failure there.
 */
export async function readService(
  client: OrchestrationClient,
  spec: FabricSpec,
  fabricId: string,
  guard = <T>(_name: string, read: () => Promise<T>, _connection?: string) => read(),
) {
  const secrets = await guard(`list secrets of fabric ${fabricId}`, () => client.listSecrets(fabricId));
  const connections = new Map<string, Connection | undefined>();
  for (const { name } of spec.connections) {
    const lookUp = () => client.getConnectionByName(fabricId, name);
    connections.set(name, await guard(`look up connection ${name}`, lookUp, name));
  }
  return { secrets, connections };
}

export type ServiceView = Awaited<ReturnType<typeof readService>>;

/**
 * The steps for the file. Without fabric-id: create. With it and `view`: reconcile what the
 * reads found. With it and no view (a dry run): reconcile with conditional actions. fix-drift: a
 * connection whose properties alone differ is updated, not left as drift.
 */
export function planFabric(
  spec: FabricSpec,
  fabricId: string | undefined,
  view?: ServiceView,
  { fixDrift = false }: { fixDrift?: boolean } = {},
) {
  const plan = { fabricName: spec.name, fabricId };
  if (fabricId === undefined) return { ...plan, steps: createSteps(spec) };
  const fabric = fileStep(
    'fabric',
    spec,
    'update',
    `${fieldsSent(spec).join(', ')} sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation`,
    { id: fabricId, sends: true },
  );
  const rest = view ? reconcileSteps(spec, view, fixDrift) : conditionalSteps(spec, fixDrift);
  return { ...plan, steps: [fabric, ...rest] };
}

function createSteps(spec: FabricSpec): Step[] {
  const choice = chooseCreateCall(spec);
  const carried = [
    choice.secret && `secret ${choice.secret.name}`,
    choice.connection && `connection ${choice.connection.name}`,
  ].filter(Boolean);
  const steps: Step[] = [
    fileStep(
      'fabric',
      spec,
      'create',
      `no fabric-id: created in team ${spec.teamName}, provider ${spec.provider}${carried.length ? `, with ${carried.join(' and ')} in the create call` : ''}`,
      { sends: true },
    ),
  ];
  for (const secret of spec.secrets) {
    const after = secret !== choice.secret;
    const details = after ? 'added after the create call (one secret per create call)' : 'in the create call';
    steps.push(fileStep('secret', secret, 'add', details, { sends: after }));
  }
  for (const connection of spec.connections) {
    const carried = connection === choice.connection;
    const uses = secretNamesOf(connection);
    const details = carried
      ? `in the create call${uses.length ? ` (${uses[0]} as {{SECRET}})` : ''}`
      : connection === spec.connections[0]
        ? 'added after the secrets: it uses several secrets, and the create call can hold only one'
        : 'added after the secrets (one connection per create call), secret references by id';
    steps.push(fileStep('connection', connection, 'add', details, { sends: !carried }));
  }
  return steps;
}

function reconcileSteps(spec: FabricSpec, view: ServiceView, fixDrift: boolean): Step[] {
  const steps: Step[] = [];
  // A reference is named only by what the secret list says of its id (drift.ts); reversed, so
  // the first listing of a name or an id is the one kept.
  const listed = view.secrets.map((s) => s.properties).toReversed();
  const idOf = new Map(listed.map((p) => [p.name, p.id]));
  const nameOf = new Map(listed.map((p) => [p.id, p.name]));
  for (const secret of spec.secrets) {
    const id = idOf.get(secret.name);
    const [action, details]: [Action, string] =
      id === undefined
        ? ['add', 'not on the service']
        : [
            'update',
            'exists: its value is sent again (the API never returns secret values, so it cannot tell whether one changed)',
          ];
    steps.push(fileStep('secret', secret, action, details, { id, sends: true }));
  }
  const named = new Set(spec.secrets.map((s) => s.name));
  for (const { name, id } of view.secrets.map((s) => s.properties)) {
    if (named.has(name)) continue;
    const details = 'on the service, not in the file: left alone (the action never deletes)';
    steps.push(fileStep('secret', { name, line: undefined }, 'unmanaged', details, { id }));
  }
  for (const connection of spec.connections) {
    const existing = view.connections.get(connection.name);
    if (!existing) {
      steps.push(fileStep('connection', connection, 'add', 'not on the service', { sends: true }));
      continue;
    }
    const { id } = existing;
    const drift = connectionDrift(connection, existing, { idOf, nameOf });
    if (drift.length === 0) {
      steps.push(fileStep('connection', connection, 'unchanged', 'exists and matches the file', { id }));
      continue;
    }
    // Updated only with fix-drift and when only its properties differ; else left, saying why.
    const cannot = cannotChange(drift);
    const differs = describeDrift(drift);
    const [action, details]: [Action, string] = cannot
      ? ['drift', `${differs}; ${cannot}, so an apply leaves it as it is`]
      : fixDrift
        ? ['update', `${differs}; fix-drift sets its properties to the file's`]
        : ['drift', differs];
    steps.push(
      fileStep('connection', connection, action, details, { id, drift, sends: action === 'update' }),
    );
  }
  return steps;
}

function conditionalSteps(spec: FabricSpec, fixDrift: boolean): Step[] {
  const secret =
    'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)';
  const [action, details]: [Action, string] = fixDrift
    ? [
        'add or update',
        "looked up by name: added when absent; an existing one whose properties alone differ from the file's gets them (fix-drift), one whose kind or default flag differs is left as it is",
      ]
    : [
        'add if absent',
        'looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
      ];
  return [
    ...spec.secrets.map((s) => fileStep('secret', s, 'add or update', secret, { sends: true })),
    ...spec.connections.map((c) => fileStep('connection', c, action, details, { sends: true })),
  ];
}

function fileStep(
  resource: Resource,
  item: Pick<Step, 'name' | 'line'>,
  action: Action,
  details: string,
  more: Pick<Step, 'id' | 'drift' | 'sends'> = {},
): Step {
  return { resource, name: item.name, line: item.line, action, details, ...more };
}

export type FabricPlan = ReturnType<typeof planFabric>;

/** The write requests the steps send: the `changes` output of a plan. */
export function writesOf(plan: FabricPlan): number {
  return plan.steps.filter((s) => s.sends).length;
}

/** Names of the connections that exist and differ from the file: the `drift` output. */
export function driftedNames(plan: FabricPlan): string[] {
  return plan.steps.filter((s) => s.action === 'drift').map((s) => s.name);
}
