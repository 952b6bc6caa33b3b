// The emulator's whole world as one plain JSON-able object, and how a fixture becomes it.
import {
  CONNECTION_KINDS,
  DEFAULT_WAREHOUSE_KINDS,
  FABRIC_PROVIDERS,
  SECRET_SUB_KINDS,
} from '../service/enums.js';
import type { Fixture, FixtureProject } from './fixture-schema.js';

/** A fixture may add spellings under `accepts`, standing for a service that takes ones the action never saw. */
export type Spellings = NonNullable<Fixture['accepts']>;

export function spellings(extra: Partial<Spellings> = {}): Spellings {
  const join = (known: readonly string[], more: string[] = []) => [...new Set([...known, ...more])];
  return {
    providers: join(FABRIC_PROVIDERS, extra.providers),
    connectionKinds: join(CONNECTION_KINDS, extra.connectionKinds),
    warehouseKinds: join(DEFAULT_WAREHOUSE_KINDS, extra.warehouseKinds),
    secretSubKinds: join(SECRET_SUB_KINDS, extra.secretSubKinds),
  };
}

/** When the fixture does not pin them; handed out as numeric strings, like the service's. */
export const FIRST_IDS = { fabric: 10740, connection: 4657, secret: 3301, deployment: 90001, run: 70001 };

type FixtureFabric = Fixture['fabrics'][number];

/**
 * Values are never kept (only which property names were sent), so no response, log or state file
 * can contain one. `version` counts writes so tests can see an update happened.
 */
export type SecretRecord = Omit<FixtureFabric['secrets'][number], 'id'> & {
  id: string;
  kind: 'native';
  propertyNames: string[];
  version: number;
};

export type ConnectionRecord = Omit<FixtureFabric['connections'][number], 'id' | 'properties'> & {
  id: string;
  /** Secret-valued ones as a secretRef, refreshed from the secret on read. */
  properties: Record<string, unknown>;
  shouldValidate: boolean;
  shouldTest: boolean;
};

export type FabricRecord = Omit<FixtureFabric, 'id' | 'secrets' | 'connections'> & {
  id: string;
  secrets: SecretRecord[];
  connections: ConnectionRecord[];
};

/** `publishedTo` holds fabric ids. */
export type ProjectRecord = FixtureProject & { id: string; defaultBranch: string };

export interface DeploymentRecord {
  deploymentId: string;
  projectName: string;
  projectId: string;
  fabricName: string;
  fabricId: string;
  gitTag: string;
  version: string;
  /** After all overrides: pipeline -> parameter -> value. */
  effective: Record<string, Record<string, string>>;
  /** The response's `configurationsApplied`. */
  overridesApplied: number;
  /** ms since the epoch. */
  at: number;
}

/** How it goes is fixed when it starts, so the state file replays it. */
export interface RunRecord {
  runId: string;
  pipelineName: string;
  projectId: string;
  fabricId: string;
  version: string;
  branch: string;
  parameters: Record<string, string>;
  processName?: string;
  /** ms since the epoch, on the emulator's clock. */
  createdAt: number;
  /** `seconds` are emulated. */
  phases: { status: string; seconds: number }[];
  /** The status it ends with and keeps. */
  outcome: string;
  errorMessage?: string;
}

export type IdKind = keyof typeof FIRST_IDS;

export interface EmulatorState {
  format: 'orchestration-emulator-state';
  formatVersion: 1;
  nextIds: Record<IdKind, number>;
  accepts: Spellings;
  tokens: string[];
  teams: string[];
  fabrics: FabricRecord[];
  projects: ProjectRecord[];
  deployments: DeploymentRecord[];
  runs: RunRecord[];
  /** Runs of each flaky test, per branch and version. */
  testRuns?: Record<string, number>;
}

export function seedState(fixture: Fixture): EmulatorState {
  // Ids the fixture does not pin follow the largest it does.
  const after = (kind: IdKind, items: { id?: string | undefined }[]): number =>
    Math.max(FIRST_IDS[kind], ...items.flatMap(({ id }) => (id === undefined ? [] : [Number(id) + 1])));
  const allConnections = fixture.fabrics.flatMap((f) => f.connections);
  const allSecrets = fixture.fabrics.flatMap((f) => f.secrets);
  const nextIds: Record<IdKind, number> = {
    ...FIRST_IDS,
    fabric: after('fabric', fixture.fabrics),
    connection: after('connection', allConnections),
    secret: after('secret', allSecrets),
  };
  const take = (kind: IdKind, given?: string): string => given ?? String(nextIds[kind]++);

  // The schema's key order is the records': name, description, teamName, provider; name, kind, isDefault…
  const fabrics = fixture.fabrics.map(({ id, dataplaneUrl, secrets, connections, ...f }): FabricRecord => {
    const secretRecords = secrets.map(({ id, ...s }): SecretRecord => {
      return { id: take('secret', id), kind: 'native', ...s, propertyNames: ['name'], version: 1 };
    });
    return {
      id: take('fabric', id),
      ...f,
      secrets: secretRecords,
      connections: connections.map(({ id, properties, ...c }) => ({
        id: take('connection', id),
        ...c,
        // The fixture's references name a secret of the fabric (fixture-references.ts checks).
        properties: Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            typeof value === 'object'
              ? secretRef(secretRecords.find((s) => s.name === value.secret)!)
              : value,
          ]),
        ),
        shouldValidate: true,
        shouldTest: true,
      })),
      ...(dataplaneUrl !== undefined ? { dataplaneUrl } : {}),
    };
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

/** The only form in which secrets leave the store. */
export function secretRef({ id, name, subKind }: SecretRecord) {
  return { kind: 'native', properties: { id, name }, subKind, type: 'secret' } as const;
}
