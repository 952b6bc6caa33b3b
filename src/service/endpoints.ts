/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * and the emulator routes by the same patterns.
 */

export interface Endpoint<P extends string[] = string[]> {
  method: 'GET' | 'POST' | 'PUT';
  /** e.g. `/api/orchestration/fabric/:fabricId/secret`. */
  pattern: string;
  /** Each parameter URL-encoded; ids are strings on the wire. */
  path(...params: P): string;
}

function endpoint(method: Endpoint['method'], pattern: string): Endpoint {
  return {
    method,
    pattern,
    path: (...params) => {
      let i = 0;
      return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
    },
  };
}

const FABRIC = '/api/orchestration/fabric';

export const ENDPOINTS = {
  runTests: endpoint('POST', '/api/orchestration/tests/run'),
  deployProject: endpoint('POST', '/api/deploy/project'),
  createFabric: endpoint('POST', FABRIC),
  updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`),
  addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`),
  getConnection: endpoint('GET', `${FABRIC}/:fabricId/connection/name/:connectionName`),
  updateConnection: endpoint('PUT', `${FABRIC}/:fabricId/connection/name/:connectionName`),
  addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`),
  listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`),
  updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`),
  getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`),
  triggerPipeline: endpoint('POST', '/api/trigger/pipeline'),
  pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId'),
} as const;
