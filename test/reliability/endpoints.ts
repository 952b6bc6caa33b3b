/**
 * The endpoints of the API client as the fault matrix drives them: how to call each against
 * the retail fixture, and what the service answers when a creation is sent a second time.
 * No test framework here: the fault-guard script runs these in a plain Node process too.
 */
import { OPERATIONS } from '../../src/service/types.js';
import type { Operation, OrchestrationClient } from '../../src/service/types.js';
import type { FaultKind } from '../../src/emulator/server.js';

export const FABRIC = '/api/orchestration/fabric';
/** A trigger the retail fixture takes: its project is deployed to analytics-dev (10740). */
export const TRIGGER = { fabricId: 10740, pipelineName: 'ingest_orders', projectId: 'retail-analytics' };
export const FIRST_RUN_ID = 'r-NzAwMDE=';
export const DEPLOY_TAG = 'retail/1.2.0';
/** The value the secret endpoints send: it must appear in no error, whatever the service echoes. */
export const SECRET_VALUE = 'Pa"ss\\w0rd-é-fault-matrix';

/** What the update of connection warehouse of fabric 10740 sends: another catalog, the same secret. */
export const WAREHOUSE_PROPERTIES = {
  authType: 'pat',
  jdbcUrl: 'jdbc:databricks://dev.example.cloud:443/default',
  catalog: 'retail_qa',
  token: {
    kind: 'native' as const,
    properties: { id: '3301', name: 'warehouse-token' },
    subKind: 'text',
    type: 'secret' as const,
  },
};

export interface Endpoint {
  operation: Operation;
  /** The emulator's own name of the operation, as its failure messages start. */
  serviceOperation: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The exact path the call requests. */
  path: string;
  call: (client: OrchestrationClient) => Promise<unknown>;
  /** What must exist before the call (sent before any fault is injected): a run to ask about. */
  setup?: (client: OrchestrationClient) => Promise<unknown>;
  /**
   * A create (`once`) is sent again only when the first attempt provably did not reach the
   * service; everything else (`repeatable`) may be, as repeating it changes nothing.
   */
  once?: {
    /** The end of the error line when the outcome is unknown: "so … : …". */
    unknown: string;
    /** How many of the created thing the emulator holds: never more than one. */
    created: (state: EmulatorStateView) => number;
  };
}

/** What the matrix reads of the emulator's state. */
export interface EmulatorStateView {
  fabrics: Array<{
    id: string;
    name: string;
    secrets: Array<{ name: string }>;
    connections: Array<{ name: string }>;
  }>;
  deployments: unknown[];
  runs: unknown[];
}

const fabric10740 = (state: EmulatorStateView) => state.fabrics.find((f) => f.id === '10740')!;

export const ENDPOINTS: readonly Endpoint[] = [
  {
    operation: OPERATIONS.runTests,
    serviceOperation: 'Test run',
    method: 'POST',
    path: '/api/orchestration/tests/run',
    call: (c) =>
      c.runTests({ fabricId: 10740, projectId: 'retail-analytics', modelName: 'stg_orders', tests: [{}] }),
  },
  {
    operation: OPERATIONS.deployProject,
    serviceOperation: 'Deployment',
    method: 'POST',
    path: '/api/deploy/project',
    call: (c) => c.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: DEPLOY_TAG }),
    once: {
      unknown: `so the deployment may have been scheduled: check fabric analytics-prod for ${DEPLOY_TAG} before running again`,
      created: (state) => state.deployments.length,
    },
  },
  {
    operation: OPERATIONS.createFabric,
    serviceOperation: 'Fabric creation',
    method: 'POST',
    path: FABRIC,
    call: (c) => c.createFabric({ name: 'analytics-qa', teamName: 'data-platform', provider: 'databricks' }),
    once: {
      unknown:
        'so fabric analytics-qa may have been created: if running again says it already exists, set fabric-id to its id',
      created: (state) => state.fabrics.filter((f) => f.name === 'analytics-qa').length,
    },
  },
  {
    operation: OPERATIONS.updateFabric,
    serviceOperation: 'Update Fabric',
    method: 'PUT',
    path: `${FABRIC}/10740`,
    call: (c) => c.updateFabric('10740', { description: 'Reliability suite' }),
  },
  {
    operation: OPERATIONS.addConnection,
    serviceOperation: 'Add Connection',
    method: 'POST',
    path: `${FABRIC}/10740/connection`,
    call: (c) => c.addConnection('10740', { name: 'landing', kind: 's3', properties: { bucket: 'landing' } }),
    once: {
      unknown: 'so connection landing may have been added: look it up by name before adding it again',
      created: (state) => fabric10740(state).connections.filter((c) => c.name === 'landing').length,
    },
  },
  {
    operation: OPERATIONS.getConnection,
    serviceOperation: 'Get connection',
    method: 'GET',
    path: `${FABRIC}/10740/connection/name/warehouse`,
    call: (c) => c.getConnectionByName('10740', 'warehouse'),
  },
  {
    operation: OPERATIONS.updateConnection,
    serviceOperation: 'Update Connection',
    method: 'PUT',
    path: `${FABRIC}/10740/connection/name/warehouse`,
    call: (c) =>
      c.updateConnection('10740', 'warehouse', {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: WAREHOUSE_PROPERTIES,
      }),
  },
  {
    operation: OPERATIONS.addSecret,
    serviceOperation: 'Add Secret',
    method: 'POST',
    path: `${FABRIC}/10740/secret`,
    call: (c) =>
      c.addSecret('10740', {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'api-key', value: SECRET_VALUE },
      }),
    once: {
      unknown: "so secret api-key may have been added: list the fabric's secrets before adding it again",
      created: (state) => fabric10740(state).secrets.filter((s) => s.name === 'api-key').length,
    },
  },
  {
    operation: OPERATIONS.updateSecret,
    serviceOperation: 'Update Secret',
    method: 'PUT',
    path: `${FABRIC}/10740/secret/id/3301`,
    call: (c) =>
      c.updateSecret('10740', '3301', {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'warehouse-token', value: SECRET_VALUE },
      }),
  },
  {
    operation: OPERATIONS.listSecrets,
    serviceOperation: 'List Secrets',
    method: 'GET',
    path: `${FABRIC}/10740/secret`,
    call: (c) => c.listSecrets('10740'),
  },
  {
    operation: OPERATIONS.getSecret,
    serviceOperation: 'Get Secret',
    method: 'GET',
    path: `${FABRIC}/10740/secret/id/3301`,
    call: (c) => c.getSecret('10740', '3301'),
  },
  {
    operation: OPERATIONS.triggerPipeline,
    serviceOperation: 'Trigger Pipeline',
    method: 'POST',
    path: '/api/trigger/pipeline',
    call: (c) => c.triggerPipeline(TRIGGER),
    once: {
      unknown:
        'so the run of ingest_orders may have been started: check the runs of ingest_orders on fabric 10740 before running it again',
      created: (state) => state.runs.length,
    },
  },
  {
    operation: OPERATIONS.pipelineStatus,
    serviceOperation: 'Get Pipeline Status',
    method: 'GET',
    // The emulator's first run id, r-NzAwMDE=, encoded in the path.
    path: '/api/trigger/pipeline/r-NzAwMDE%3D',
    setup: (c) => c.triggerPipeline(TRIGGER),
    call: (c) => c.pipelineStatus(FIRST_RUN_ID),
  },
];

/** Every fault the emulator injects that fails a request ('slow' and 'gzip' do not). */
export const FAILING_FAULTS: readonly FaultKind[] = [
  'status-503',
  'status-429',
  'status-500',
  'html-502',
  'html-504',
  'hang',
  'reset-before',
  'reset-after',
  'proxy-503-after',
  'status-503-after',
  'status-429-after',
  'echo-body',
  'endless-body',
];

/** Failing faults no call ever retries, whatever it is: the guard runs them once, not twice. */
export const NEVER_RETRIED: readonly FaultKind[] = ['hang', 'status-500', 'echo-body', 'endless-body'];

/** Faults that leave the answer intact: every call succeeds on its first attempt. */
export const HARMLESS_FAULTS: readonly FaultKind[] = ['slow', 'gzip'];

/** A regular expression matching exactly this path (the emulator matches a string as a prefix). */
export function exactPath(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}
