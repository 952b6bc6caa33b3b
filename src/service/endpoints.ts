/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * and the emulator routes by the same patterns.
 */

export interface Endpoint<P extends string[]> {
  method: 'GET' | 'POST' | 'PUT';
  /** e.g. `/api/orchestration/fabric/:fabricId/secret`. */
  pattern: string;
  /** Each parameter URL-encoded; ids are strings on the wire. */
  path(...params: P): string;
}

function endpoint<P extends string[]>(method: Endpoint<P>['method'], pattern: string): Endpoint<P> {
  return {
    method,
    pattern,
    path: (...params: P) => {
      let i = 0;
      return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
    },
  };
}

const FABRIC = '/api/orchestration/fabric';

export const ENDPOINTS = {
  runTests: endpoint<[]>('POST', '/api/orchestration/tests/run'),
  deployProject: endpoint<[]>('POST', '/api/deploy/project'),
  createFabric: endpoint<[]>('POST', FABRIC),
  updateFabric: endpoint<[fabricId: string]>('PUT', `${FABRIC}/:fabricId`),
  addConnection: endpoint<[fabricId: string]>('POST', `${FABRIC}/:fabricId/connection`),
  getConnection: endpoint<[fabricId: string, connectionName: string]>(
    'GET',
    `${FABRIC}/:fabricId/connection/name/:connectionName`,
  ),
  updateConnection: endpoint<[fabricId: string, connectionName: string]>(
    'PUT',
    `${FABRIC}/:fabricId/connection/name/:connectionName`,
  ),
  addSecret: endpoint<[fabricId: string]>('POST', `${FABRIC}/:fabricId/secret`),
  listSecrets: endpoint<[fabricId: string]>('GET', `${FABRIC}/:fabricId/secret`),
  updateSecret: endpoint<[fabricId: string, secretId: string]>(
    'PUT',
    `${FABRIC}/:fabricId/secret/id/:secretId`,
  ),
  getSecret: endpoint<[fabricId: string, secretId: string]>('GET', `${FABRIC}/:fabricId/secret/id/:secretId`),
  triggerPipeline: endpoint<[]>('POST', '/api/trigger/pipeline'),
  pipelineStatus: endpoint<[runId: string]>('GET', '/api/trigger/pipeline/:runId'),
} as const;
