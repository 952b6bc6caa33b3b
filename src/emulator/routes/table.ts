// Every route of the emulated service. Methods and paths are the API client's own
// (service/endpoints.ts), so the two cannot disagree.
import { ENDPOINTS } from '../../service/endpoints.js';
import type { Reply } from '../http.js';
import type { Store } from '../store.js';
import { addConnection, getConnection, updateConnection } from './connections.js';
import { deployProject } from './deploy.js';
import { createFabric, updateFabric } from './fabrics.js';
import { pipelineStatus, triggerPipeline } from './pipelines.js';
import { addSecret, getSecret, listSecrets, updateSecret } from './secrets.js';
import { runTests } from './tests.js';

export type Params = Record<string, string>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** `:name` captures one URL-decoded segment. */
  pattern: string;
  /** Starts every failure message, as the service's do. */
  operation: string;
  /** Failures carry their reason in `error` too, the field clients read for this route. */
  reasonInError?: true;
  /** For a route whose failures are not worded in `message`. */
  failure?: (reason: string) => Record<string, unknown>;
  handle(store: Store, params: Params, body: unknown): Reply;
}

export const ROUTES: readonly Route[] = [
  {
    ...at(ENDPOINTS.runTests),
    operation: 'Test run',
    handle: (s, _p, b) => runTests(s, b),
  },
  {
    ...at(ENDPOINTS.deployProject),
    operation: 'Deployment',
    reasonInError: true,
    handle: (s, _p, b) => deployProject(s, b),
  },
  {
    ...at(ENDPOINTS.createFabric),
    operation: 'Fabric creation',
    handle: (s, _p, b) => createFabric(s, b),
  },
  {
    ...at(ENDPOINTS.updateFabric),
    operation: 'Update Fabric',
    handle: (s, p, b) => updateFabric(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.addConnection),
    operation: 'Add Connection',
    handle: (s, p, b) => addConnection(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.getConnection),
    operation: 'Get connection',
    handle: (s, p) => getConnection(s, p.fabricId ?? '', p.connectionName ?? ''),
  },
  {
    ...at(ENDPOINTS.updateConnection),
    operation: 'Update Connection',
    handle: (s, p, b) => updateConnection(s, p.fabricId ?? '', p.connectionName ?? '', b),
  },
  {
    ...at(ENDPOINTS.addSecret),
    operation: 'Add Secret',
    handle: (s, p, b) => addSecret(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.listSecrets),
    operation: 'List Secrets',
    handle: (s, p) => listSecrets(s, p.fabricId ?? ''),
  },
  {
    ...at(ENDPOINTS.updateSecret),
    operation: 'Update Secret',
    handle: (s, p, b) => updateSecret(s, p.fabricId ?? '', p.secretId ?? '', b),
  },
  {
    ...at(ENDPOINTS.getSecret),
    operation: 'Get Secret',
    handle: (s, p) => getSecret(s, p.fabricId ?? '', p.secretId ?? ''),
  },
  {
    ...at(ENDPOINTS.triggerPipeline),
    operation: 'Trigger Pipeline',
    failure: (reason) => ({ success: false, msg: `error in triggering pipeline: ${reason}` }),
    handle: (s, _p, b) => triggerPipeline(s, b),
  },
  {
    ...at(ENDPOINTS.pipelineStatus),
    operation: 'Get Pipeline Status',
    failure: (reason) => ({ success: false, msg: `error in getting pipeline status: ${reason}` }),
    handle: (s, p) => pipelineStatus(s, p.runId ?? ''),
  },
];

function at(endpoint: { method: Route['method']; pattern: string }): Pick<Route, 'method' | 'pattern'> {
  return { method: endpoint.method, pattern: endpoint.pattern };
}
