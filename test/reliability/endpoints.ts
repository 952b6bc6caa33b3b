/**
 * The ten endpoints of the API client as the fault matrix drives them: how to call each against
 * the retail fixture, and what the service answers when a creation is sent a second time.
 * No test framework here: the fault-guard script runs these in a plain Node process too.
 */
import { OPERATIONS } from '../../src/api/types.js';
import type { Operation, OrchestrationClient } from '../../src/api/types.js';
import type { FaultKind } from '../../src/emulator/server.js';

export const FABRIC = '/api/orchestration/fabric';
export const DEPLOY_TAG = 'retail/1.2.0';

export interface Endpoint {
  operation: Operation;
  /** The emulator's own name of the operation, as its failure messages start. */
  serviceOperation: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The exact path the call requests. */
  path: string;
  call: (client: OrchestrationClient) => Promise<unknown>;
  /**
   * What a second attempt meets when the first was processed and its answer lost (reset-after):
   * idempotent calls succeed again; a creation meets its own first attempt.
   */
  repeated: 'succeeds' | { status: number; message: string };
}

export const ENDPOINTS: readonly Endpoint[] = [
  {
    operation: OPERATIONS.runTests,
    serviceOperation: 'Test run',
    method: 'POST',
    path: '/api/orchestration/tests/run',
    call: (c) =>
      c.runTests({ fabricId: 10740, projectId: 'retail-analytics', modelName: 'stg_orders', tests: [{}] }),
    repeated: 'succeeds',
  },
  {
    operation: OPERATIONS.deployProject,
    serviceOperation: 'Deployment',
    method: 'POST',
    path: '/api/deploy/project',
    call: (c) => c.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: DEPLOY_TAG }),
    repeated: 'succeeds', // never reached: a deploy is not repeated after an ambiguous attempt
  },
  {
    operation: OPERATIONS.createFabric,
    serviceOperation: 'Fabric creation',
    method: 'POST',
    path: FABRIC,
    call: (c) => c.createFabric({ name: 'analytics-qa', teamName: 'data-platform', provider: 'databricks' }),
    repeated: {
      status: 500,
      message: 'Fabric creation failed due to : Fabric with name analytics-qa already exists in the team',
    },
  },
  {
    operation: OPERATIONS.updateFabric,
    serviceOperation: 'Update Fabric',
    method: 'PUT',
    path: `${FABRIC}/10740`,
    call: (c) => c.updateFabric('10740', { description: 'Reliability suite' }),
    repeated: 'succeeds',
  },
  {
    operation: OPERATIONS.addConnection,
    serviceOperation: 'Add Connection',
    method: 'POST',
    path: `${FABRIC}/10740/connection`,
    call: (c) => c.addConnection('10740', { name: 'landing', kind: 's3', properties: { bucket: 'landing' } }),
    repeated: {
      status: 400,
      message: 'Add Connection failed due to : Connection with name landing already exists in the fabric',
    },
  },
  {
    operation: OPERATIONS.getConnection,
    serviceOperation: 'Get connection',
    method: 'GET',
    path: `${FABRIC}/10740/connection/name/warehouse`,
    call: (c) => c.getConnectionByName('10740', 'warehouse'),
    repeated: 'succeeds',
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
        properties: { name: 'api-key', value: 'v-1' },
      }),
    repeated: {
      status: 400,
      message: 'Add Secret failed due to : Secret with name api-key already exists in the fabric',
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
        properties: { name: 'warehouse-token', value: 'rotated-value' },
      }),
    repeated: 'succeeds',
  },
  {
    operation: OPERATIONS.listSecrets,
    serviceOperation: 'List Secrets',
    method: 'GET',
    path: `${FABRIC}/10740/secret`,
    call: (c) => c.listSecrets('10740'),
    repeated: 'succeeds',
  },
  {
    operation: OPERATIONS.getSecret,
    serviceOperation: 'Get Secret',
    method: 'GET',
    path: `${FABRIC}/10740/secret/id/3301`,
    call: (c) => c.getSecret('10740', '3301'),
    repeated: 'succeeds',
  },
];

/** Every fault the emulator injects that fails a request ('slow' only delays it). */
export const FAILING_FAULTS: readonly FaultKind[] = [
  'status-503',
  'status-429',
  'status-500',
  'html-502',
  'html-504',
  'hang',
  'reset-before',
  'reset-after',
];

/** A regular expression matching exactly this path (the emulator matches a string as a prefix). */
export function exactPath(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}
