// Request bodies are checked before anything is sent: a bad one throws an ApiError naming the
// operation and the field, and the server sees nothing.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { OrchestrationClient } from '../../src/service/types.js';
import { apiError, json, startRawServer, testClient, type RawServer } from './support.js';

let server: RawServer;
let client: OrchestrationClient;

beforeAll(async () => {
  server = await startRawServer((_req, res) => json(res, 200, { success: true, data: { id: '1' } }));
  client = testClient(server.url, 'test-token');
});

afterAll(async () => {
  await client.close();
  await server.close();
});

const common = { fabricId: 10740, projectId: 'retail-analytics' };
const text = {
  kind: 'native',
  subKind: 'text',
  properties: { name: 'warehouse-token', value: 'v' },
} as const;

// Bodies that the wire types would reject at compile time are exactly what the run-time check is
// for (they come from users' files); the cast says so.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const cases: [string, (c: OrchestrationClient) => Promise<unknown>, string][] = [
  [
    'a model-test body with source',
    (c) => c.runTests({ ...common, modelName: 'stg_orders', source: 'raw' } as Loose),
    'Run data tests failed: invalid request: source: is not allowed in a model-test request (one with modelName)',
  ],
  [
    'a model-test body whose tests carry a table test',
    (c) =>
      c.runTests({
        ...common,
        modelName: 'stg_orders',
        tests: [{ source: 'raw', table: 'orders' }],
      } as Loose),
    'Run data tests failed: invalid request: tests[0].source, table: is not allowed in a model-test request (one with modelName)',
  ],
  [
    'a model-test body with projectTests',
    (c) => c.runTests({ ...common, modelName: 'stg_orders', projectTests: [{ name: 'x' }] } as Loose),
    'Run data tests failed: invalid request: projectTests: is not allowed in a model-test request (one with modelName)',
  ],
  [
    'a model-test body with two test objects',
    (c) => c.runTests({ ...common, modelName: 'stg_orders', tests: [{}, {}] } as Loose),
    'Run data tests failed: invalid request: tests: a model-test request holds exactly [{}]',
  ],
  [
    'a model-test body with an empty tests list',
    (c) => c.runTests({ ...common, modelName: 'stg_orders', tests: [] } as Loose),
    'Run data tests failed: invalid request: tests: a model-test request holds exactly [{}]',
  ],
  [
    'fabricId as a string',
    (c) => c.runTests({ ...common, fabricId: '10740' } as Loose),
    'Run data tests failed: invalid request: fabricId: must be an integer (a JSON number), e.g. 10740',
  ],
  [
    'fabricId with a fraction',
    (c) => c.runTests({ ...common, fabricId: 10740.5 }),
    'Run data tests failed: invalid request: fabricId: must be an integer (a JSON number), e.g. 10740',
  ],
  [
    'source without table',
    (c) =>
      c.runTests({ ...common, tests: [{ source: 'raw', tableTests: [{ name: 'row_count_positive' }] }] }),
    'Run data tests failed: invalid request: tests[0].table: is required together with source',
  ],
  [
    'projectTests beside a table',
    (c) =>
      c.runTests({ ...common, tests: [{ source: 'raw', table: 'orders', projectTests: [{ name: 'x' }] }] }),
    'Run data tests failed: invalid request: tests[0].projectTests: an element with projectTests has no source or table',
  ],
  [
    'a misspelt field of a test element',
    (c) => c.runTests({ ...common, tests: [{ projectTest: [{ name: 'x' }] }] } as Loose),
    'Run data tests failed: invalid request: tests[0].projectTest: is not a field of this request (and 1 more problem)',
  ],
  [
    'a column test without tests',
    (c) =>
      c.runTests({
        ...common,
        tests: [{ source: 'raw', table: 'orders', columnTests: [{ name: 'amount', tests: [] }] }],
      }),
    'Run data tests failed: invalid request: tests[0].columnTests[0].tests: Too small: expected array to have >=1 items',
  ],
  [
    'a list of secrets on create',
    (c) =>
      c.createFabric({ name: 'f', teamName: 't', provider: 'databricks', secret: [text, text] } as Loose),
    'Create fabric failed: invalid request: secret: must be one secret object, not a list: create fabric takes at most one; add the others after',
  ],
  [
    'a list of connections on create',
    (c) =>
      c.createFabric({
        name: 'f',
        teamName: 't',
        provider: 'databricks',
        connection: [{ name: 'w', kind: 'databricks', properties: {} }],
      } as Loose),
    'Create fabric failed: invalid request: connection: must be one connection object, not a list: create fabric takes at most one; add the others after',
  ],
  [
    'a secret kind other than native',
    (c) => c.addSecret('10740', { ...text, kind: 'vault' } as Loose),
    'Add secret failed: invalid request: kind: must be "native"',
  ],
  [
    'a text secret without a value',
    (c) => c.addSecret('10740', { kind: 'native', subKind: 'text', properties: { name: 'x' } }),
    'Add secret failed: invalid request: properties.value: is required for a text secret',
  ],
  [
    'a secret with an empty sub-kind',
    (c) => c.updateSecret('10740', '3301', { ...text, subKind: '' }),
    'Update secret failed: invalid request: subKind: must be a non-empty string',
  ],
  [
    'a default warehouse connection of a kind that cannot be one',
    (c) =>
      c.addConnection('10740', {
        name: 'lake',
        kind: 's3',
        isDefaultWarehouseConnection: true,
        properties: {},
      }),
    'Add connection failed: invalid request: isDefaultWarehouseConnection: may not be true for a s3 connection (of the known kinds, only databricks, bigquery, snowflake can be the default)',
  ],
  [
    '{{SECRET}} outside create fabric',
    (c) => c.addConnection('10740', { name: 'w', kind: 'databricks', properties: { token: '{{SECRET}}' } }),
    'Add connection failed: invalid request: properties.token: {{SECRET}} is only allowed in create fabric; use a secret reference',
  ],
  [
    '{{SECRET}} on create without a secret',
    (c) =>
      c.createFabric({
        name: 'f',
        teamName: 't',
        provider: 'databricks',
        connection: { name: 'w', kind: 'databricks', properties: { token: '{{SECRET}}' } },
      }),
    'Create fabric failed: invalid request: connection.properties.token: {{SECRET}} refers to the secret of the same request, and there is none',
  ],
  [
    'a connection property that is a list',
    (c) => c.addConnection('10740', { name: 'w', kind: 'databricks', properties: { hosts: ['a'] } } as Loose),
    'Add connection failed: invalid request: properties.hosts: must be a string, number, boolean or secret reference {kind, properties: {id, name}, subKind, type}',
  ],
  [
    'a git tag of another project',
    (c) => c.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'sales/1.0.0' }),
    'Deploy project failed: invalid request: gitTag: must be {projectName}/{version}, i.e. start with "retail/"; got "sales/1.0.0"',
  ],
  [
    'a pipeline parameter that is not a string',
    (c) =>
      c.deployProject({
        projectName: 'retail',
        fabricName: 'analytics-prod',
        gitTag: 'retail/1.2.0',
        pipelineConfigurations: { ingest_orders: { batch_size: 500 } },
      } as Loose),
    'Deploy project failed: invalid request: pipelineConfigurations.ingest_orders.batch_size: expected string, received number',
  ],
  [
    'an update of a field that cannot change',
    (c) => c.updateFabric('10740', { teamName: 'other' } as Loose),
    'Update fabric failed: invalid request: teamName: is not a field of this request (and 1 more problem)',
  ],
  [
    'an update with nothing to change',
    (c) => c.updateFabric('10740', {}),
    'Update fabric failed: invalid request: body: needs name or description (only these can be changed)',
  ],
  [
    'an empty fabric id',
    (c) => c.listSecrets(''),
    'List secrets failed: invalid request: fabricId: must be a non-empty string',
  ],
  [
    'an empty connection name',
    (c) => c.getConnectionByName('10740', ''),
    'Retrieve connection failed: invalid request: connectionName: must be a non-empty string',
  ],
  // A URL reads them as steps of its path, encoded or not: the request would reach another endpoint.
  [
    'a connection named ..',
    (c) => c.getConnectionByName('10740', '..'),
    'Retrieve connection failed: invalid request: connectionName: ".." cannot be sent in a URL path, which reads it as a step of the path',
  ],
  [
    'a connection named .',
    (c) => c.getConnectionByName('10740', '.'),
    'Retrieve connection failed: invalid request: connectionName: "." cannot be sent in a URL path, which reads it as a step of the path',
  ],
  [
    'a secret id ..',
    (c) => c.updateSecret('10740', '..', text),
    'Update secret failed: invalid request: secretId: ".." cannot be sent in a URL path, which reads it as a step of the path',
  ],
  [
    'a connection named .. to update',
    (c) => c.updateConnection('10740', '..', { name: '..', kind: 's3', properties: {} }),
    'Update connection failed: invalid request: connectionName: ".." cannot be sent in a URL path, which reads it as a step of the path',
  ],
  [
    'a connection named . to update',
    (c) => c.updateConnection('10740', '.', { name: '.', kind: 's3', properties: {} }),
    'Update connection failed: invalid request: connectionName: "." cannot be sent in a URL path, which reads it as a step of the path',
  ],
  // The path names the connection: a body with another name would ask for a rename.
  [
    'an update whose body names another connection',
    (c) => c.updateConnection('10740', 'warehouse', { name: 'lake', kind: 'databricks', properties: {} }),
    'Update connection failed: invalid request: name: must be the connection name of the path (warehouse), not lake',
  ],
  [
    'an update with {{SECRET}}, which only create fabric understands',
    (c) =>
      c.updateConnection('10740', 'warehouse', {
        name: 'warehouse',
        kind: 'databricks',
        properties: { token: '{{SECRET}}' },
      }),
    'Update connection failed: invalid request: properties.token: {{SECRET}} is only allowed in create fabric; use a secret reference',
  ],
  [
    'an update without properties',
    (c) => c.updateConnection('10740', 'warehouse', { name: 'warehouse', kind: 'databricks' } as Loose),
    'Update connection failed: invalid request: properties: expected record, received undefined',
  ],
];

describe('request checks', () => {
  test.each(cases)('%s is refused before sending', async (_name, call, message) => {
    const err = await apiError(call(client));
    expect(err.message).toBe(message);
    expect(err).toMatchObject({ status: undefined, maybeApplied: false, attempts: 0 });
    expect(server.requests).toHaveLength(0);
  });

  test('a provider, kind and sub-kind the client has never seen are sent as written', async () => {
    // The service owns its enumerations (CONTRACT): only it can say which spellings it takes.
    const secret = {
      kind: 'native',
      subKind: 'ssh_key',
      properties: { name: 'deploy-key', key: 'k' },
    } as const;
    const connection = {
      name: 'olap',
      kind: 'clickhouse',
      isDefaultWarehouseConnection: true,
      properties: { host: 'olap.example.com' },
    };
    const fabric = { name: 'f', teamName: 't', provider: 'service-managed', secret, connection };
    server.requests.length = 0;
    await client.createFabric(fabric);
    await client.addSecret('10740', secret);
    await client.addConnection('10740', connection);
    expect(server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([fabric, secret, connection]);
    server.requests.length = 0;
  });

  test('valid bodies of every shape pass and are sent as given', async () => {
    const ok = {
      success: true,
      data: {
        results: [],
        runnerStdout: '',
        summary: { failed: 0, skip: 0, succeeded: 0, total: 0, warning: 0 },
      },
    };
    const fake = await startRawServer((_req, res) => json(res, 200, ok));
    const c = testClient(fake.url, 'test-token');
    const bodyA = {
      ...common,
      branch: 'main',
      version: '1.2.0',
      tests: [
        {
          source: 'raw',
          table: 'customers',
          columnTests: [{ name: 'email', tests: [{ name: 'not_null' }] }],
          tableTests: [{ name: 't' }],
        },
        { projectTests: [{ name: 'revenue_reconciles' }] },
      ],
    };
    try {
      await c.runTests({ ...common, modelName: 'stg_orders', tests: [{}] });
      await c.runTests({ ...common, modelName: 'stg_orders' });
      await c.runTests(bodyA);
      expect(fake.requests.map((r) => r.body)).toEqual([
        JSON.stringify({ ...common, modelName: 'stg_orders', tests: [{}] }),
        JSON.stringify({ ...common, modelName: 'stg_orders' }),
        JSON.stringify(bodyA),
      ]);
    } finally {
      await c.close();
      await fake.close();
    }
  });
});
