/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * the emulator routes by the same patterns, and error lines start with their operation's name.
 */

export interface Endpoint<P extends string[] = string[]> {
  method: 'GET' | 'POST' | 'PUT';
  pattern: string;
  /** Each parameter URL-encoded; ids are strings on the wire. */
  path(...params: P): string;
  operation: string;
}

function endpoint<O extends string>(method: Endpoint['method'], pattern: string, operation: O) {
  return {
    method,
    pattern,
    path: (...params: string[]) => {
      let i = 0;
      return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
    },
    operation,
  } satisfies Endpoint;
}

const FABRIC = '/api/orchestration/fabric';
const CONNECTION = `${FABRIC}/:fabricId/connection/name/:connectionName`;

export const ENDPOINTS = {
  runTests: endpoint('POST', '/api/orchestration/tests/run', 'Run data tests'),
  deployProject: endpoint('POST', '/api/deploy/project', 'Deploy project'),
  createFabric: endpoint('POST', FABRIC, 'Create fabric'),
  updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`, 'Update fabric'),
  addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`, 'Add connection'),
  getConnection: endpoint('GET', CONNECTION, 'Retrieve connection'),
  updateConnection: endpoint('PUT', CONNECTION, 'Update connection'),
  addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`, 'Add secret'),
  listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`, 'List secrets'),
  updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Update secret'),
  getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Retrieve secret'),
  triggerPipeline: endpoint('POST', '/api/trigger/pipeline', 'Trigger pipeline'),
  pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId', 'Pipeline run status'),
} as const;

/** The operation names, by endpoint: as they start every error line. */
export const OPERATIONS = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, { operation }]) => [name, operation]),
) as { [K in keyof typeof ENDPOINTS]: (typeof ENDPOINTS)[K]['operation'] };
export type Operation = (typeof OPERATIONS)[keyof typeof OPERATIONS];
