// The emulator's whole world as one plain JSON-able object, and how a fixture becomes it. The
// store that owns it and writes it to disk is store.ts.
import { FIRST_IDS, spellings } from './constants.js';
import type { Spellings } from './constants.js';
import type { Fixture, FixtureProject } from './fixture-schema.js';

/** How a connection property points at a secret; the only form in which secrets leave the store. */
export interface SecretRef {
  kind: 'native';
  properties: { id: string; name: string };
  subKind: string;
  type: 'secret';
}

/**
 * A secret as stored. Values are write-only in the service; the emulator goes one step further
 * and never keeps them at all (only which property names were sent), so no response, log or
 * state file can ever contain one. `version` counts writes so tests can see an update happened.
 */
export interface SecretRecord {
  id: string;
  name: string;
  kind: 'native';
  subKind: string;
  propertyNames: string[];
  version: number;
}

export interface ConnectionRecord {
  id: string;
  name: string;
  kind: string;
  isDefaultWarehouseConnection: boolean;
  /** Plain values as sent; secret-valued ones as SecretRef (refreshed from the secret on read). */
  properties: Record<string, unknown>;
  shouldValidate: boolean;
  shouldTest: boolean;
}

export interface FabricRecord {
  id: string;
  name: string;
  description: string;
  teamName: string;
  provider: string;
  dataplaneUrl?: string;
  secrets: SecretRecord[];
  connections: ConnectionRecord[];
}

/** A fixture project with its id and default branch settled and `publishedTo` holding fabric ids. */
export type ProjectRecord = Omit<FixtureProject, 'id' | 'defaultBranch'> & {
  id: string;
  defaultBranch: string;
};

export interface DeploymentRecord {
  deploymentId: string;
  projectName: string;
  projectId: string;
  fabricName: string;
  fabricId: string;
  gitTag: string;
  version: string;
  /** The values each pipeline runs with after all overrides: pipeline -> parameter -> value. */
  effective: Record<string, Record<string, string>>;
  /** Same number as the response's `configurationsApplied`. */
  overridesApplied: number;
  /** ms since the epoch. */
  at: number;
}

/** One phase of a run: a status word held for so many emulated seconds. */
export interface RunPhase {
  status: string;
  seconds: number;
}

/** A triggered pipeline run. How it goes is fixed when it starts, so the state file replays it. */
export interface RunRecord {
  runId: string;
  pipelineName: string;
  projectId: string;
  fabricId: string;
  version: string;
  branch: string;
  /** The parameters the trigger sent, as sent. */
  parameters: Record<string, string>;
  processName?: string;
  /** ms since the epoch, on the emulator's clock. */
  createdAt: number;
  /** The status words before the end, in order. */
  phases: RunPhase[];
  /** The status it ends with and keeps. */
  outcome: string;
  errorMessage?: string;
}

export type IdKind = keyof typeof FIRST_IDS;

export interface EmulatorState {
  format: 'orchestration-emulator-state';
  formatVersion: 1;
  nextIds: Record<IdKind, number>;
  /** The spellings of providers, kinds and sub-kinds this service takes. */
  accepts: Spellings;
  tokens: string[];
  teams: string[];
  fabrics: FabricRecord[];
  projects: ProjectRecord[];
  deployments: DeploymentRecord[];
  /** Every pipeline run triggered, oldest first (absent from state files written before runs). */
  runs?: RunRecord[];
  /** How many times each flaky test (a fixture test with `outcomes`) has run, per branch and version. */
  testRuns?: Record<string, number>;
}

/** Builds the initial state from a validated fixture: ids assigned, secret names resolved. */
export function seedState(fixture: Fixture): EmulatorState {
  const pinned = (list: (string | undefined)[], first: number): number =>
    Math.max(first, ...list.filter((x): x is string => x !== undefined).map((x) => Number(x) + 1));
  const nextIds: Record<IdKind, number> = {
    fabric: pinned(
      fixture.fabrics.map((f) => f.id),
      FIRST_IDS.fabric,
    ),
    connection: pinned(
      fixture.fabrics.flatMap((f) => f.connections.map((c) => c.id)),
      FIRST_IDS.connection,
    ),
    secret: pinned(
      fixture.fabrics.flatMap((f) => f.secrets.map((s) => s.id)),
      FIRST_IDS.secret,
    ),
    deployment: FIRST_IDS.deployment,
    run: FIRST_IDS.run,
  };
  const take = (kind: IdKind, given?: string): string => given ?? String(nextIds[kind]++);

  const fabrics: FabricRecord[] = fixture.fabrics.map((f) => {
    const secrets: SecretRecord[] = f.secrets.map((s) => ({
      id: take('secret', s.id),
      name: s.name,
      kind: 'native',
      subKind: s.subKind,
      propertyNames: ['name'],
      version: 1,
    }));
    const connections: ConnectionRecord[] = f.connections.map((c) => ({
      id: take('connection', c.id),
      name: c.name,
      kind: c.kind,
      isDefaultWarehouseConnection: c.isDefaultWarehouseConnection,
      properties: Object.fromEntries(
        Object.entries(c.properties).map(([key, value]) => {
          if (typeof value !== 'object') return [key, value];
          const secret = secrets.find((s) => s.name === value.secret);
          if (!secret) throw new Error(`unreachable: secret ${value.secret} checked by the fixture`);
          return [key, secretRef(secret)];
        }),
      ),
      shouldValidate: true,
      shouldTest: true,
    }));
    const record: FabricRecord = {
      id: take('fabric', f.id),
      name: f.name,
      description: f.description,
      teamName: f.teamName,
      provider: f.provider,
      secrets,
      connections,
    };
    if (f.dataplaneUrl !== undefined) record.dataplaneUrl = f.dataplaneUrl;
    return record;
  });

  const projects: ProjectRecord[] = fixture.projects.map((p) => ({
    ...p,
    id: p.id ?? p.name,
    defaultBranch: p.defaultBranch ?? p.branches[0] ?? 'main',
    // A reference matches a fabric id first, else every fabric of that name.
    publishedTo: [
      ...new Set(
        p.publishedTo.flatMap((ref) => {
          const byId = fabrics.filter((f) => f.id === ref);
          return (byId.length ? byId : fabrics.filter((f) => f.name === ref)).map((f) => f.id);
        }),
      ),
    ],
  }));

  return {
    format: 'orchestration-emulator-state',
    formatVersion: 1,
    nextIds,
    accepts: spellings(fixture.accepts),
    tokens: [...fixture.tokens],
    teams: [...fixture.teams],
    fabrics,
    projects,
    deployments: [],
    runs: [],
  };
}

export function secretRef(secret: SecretRecord): SecretRef {
  return {
    kind: 'native',
    properties: { id: secret.id, name: secret.name },
    subKind: secret.subKind,
    type: 'secret',
  };
}
