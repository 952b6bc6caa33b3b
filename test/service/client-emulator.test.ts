// Every endpoint of the client against the emulator over real loopback HTTP: successes with the
// exact values the retail fixture defines, the service's refusals as one-line errors, the wire
// format the emulator saw, and one keep-alive connection for sequential calls.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { OrchestrationClient, SecretInput } from '../../src/service/types.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { apiError, startRetail, testClient } from './support.js';

let emu: RunningEmulator;
let client: OrchestrationClient;

beforeEach(async () => {
  emu = await startRetail();
  client = testClient(emu.url, emu.token);
});

afterEach(async () => {
  await client.close();
  await emu.stop();
});

const DEV = '10740';
const PROD = '10741';
const common = { fabricId: 10740, projectId: 'retail-analytics' };
const textSecret = (name: string, value: string): SecretInput => ({
  kind: 'native',
  subKind: 'text',
  properties: { name, value },
});
const warehouseTokenRef = (id: string) => ({
  kind: 'native',
  properties: { id, name: 'warehouse-token' },
  subKind: 'text',
  type: 'secret',
});

describe('Run data tests', () => {
  test('variant A: column and project tests, every field of every result', async () => {
    const data = await client.runTests({
      ...common,
      tests: [
        {
          source: 'raw',
          table: 'customers',
          columnTests: [{ name: 'email', tests: [{ name: 'not_null' }, { name: 'unique' }] }],
        },
        { projectTests: [{ name: 'revenue_reconciles' }, { name: 'orders_have_customers' }] },
      ],
    });
    expect(data.results).toEqual([
      {
        name: 'not_null',
        status: 'SUCCEEDED',
        table: 'customers',
        columnName: 'email',
        index: 0,
        time: 0.167,
        cause: '',
      },
      {
        name: 'unique',
        status: 'FAILED',
        table: 'customers',
        columnName: 'email',
        index: 1,
        time: 0.42,
        cause: 'Got 3 results, configured to fail if != 0',
      },
      {
        name: 'revenue_reconciles',
        status: 'SUCCEEDED',
        table: '',
        columnName: '',
        index: 2,
        time: 0.478,
        cause: '',
      },
      {
        name: 'orders_have_customers',
        status: 'ERROR',
        table: '',
        columnName: '',
        index: 3,
        time: 0.425,
        cause:
          'Database Error in test orders_have_customers: [TABLE_OR_VIEW_NOT_FOUND] The table or view `retail_dev`.`analytics`.`dim_customers` cannot be found.',
      },
    ]);
    expect(data.summary).toEqual({ failed: 2, skip: 0, succeeded: 2, total: 4, warning: 0 });
    expect(data.runnerStdout).toContain('Found 4 data tests');
    expect(data.runnerStdout).toContain('Done. PASS=2 WARN=0 ERROR=2 SKIP=0 TOTAL=4');
  });

  test('variant B: all tests of one model', async () => {
    const data = await client.runTests({ ...common, modelName: 'fct_revenue', tests: [{}] });
    expect(data.results).toEqual([
      {
        name: 'revenue_not_negative',
        status: 'SUCCEEDED',
        table: 'fct_revenue',
        columnName: '',
        index: 0,
        time: 0.376,
        cause: '',
      },
      {
        name: 'revenue_matches_orders',
        status: 'FAILED',
        table: 'fct_revenue',
        columnName: '',
        index: 1,
        time: 0.425,
        cause: 'Got 12 results, configured to fail if != 0',
      },
    ]);
    expect(data.summary).toEqual({ failed: 1, skip: 0, succeeded: 1, total: 2, warning: 0 });
  });

  test('no tests: what the service runs by default (all nine of the project)', async () => {
    const data = await client.runTests(common);
    expect(data.summary).toEqual({ failed: 2, skip: 0, succeeded: 7, total: 9, warning: 0 });
    expect(data.results.map((r) => `${r.table}.${r.columnName}.${r.name}:${r.status}`)).toEqual([
      'customers.email.not_null:SUCCEEDED',
      'customers.email.unique:FAILED',
      'customers.customer_id.not_null:SUCCEEDED',
      'orders.order_id.unique:SUCCEEDED',
      'orders.order_id.not_null:SUCCEEDED',
      'orders.amount.not_null:SUCCEEDED',
      'orders..row_count_positive:SUCCEEDED',
      '..revenue_reconciles:SUCCEEDED',
      '..orders_have_customers:ERROR',
    ]);
  });

  test('a project the service does not know', async () => {
    const err = await apiError(client.runTests({ ...common, projectId: 'nope' }));
    expect(err.message).toBe(
      'Run data tests failed: Test run failed due to : Project nope not found (HTTP 404)',
    );
    expect(err).toMatchObject({
      operation: 'Run data tests',
      status: 404,
      serviceMessage: 'Test run failed due to : Project nope not found',
      detail: undefined,
      maybeApplied: false,
      attempts: 1,
    });
  });

  test('a fabric the project is not published to', async () => {
    const err = await apiError(client.runTests({ ...common, fabricId: 10741 }));
    expect(err.message).toBe(
      'Run data tests failed: Test run failed due to : Project retail-analytics is not published to fabric 10741 (HTTP 400)',
    );
  });
});

describe('Deploy project', () => {
  test('schedules one deployment and returns the result from the top level', async () => {
    const result = await client.deployProject({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
      pipelineConfigurations: { ingest_orders: { batch_size: '500' } },
      projectConfiguration: { environment: 'prod' },
    });
    expect(result).toEqual({
      success: true,
      message: 'Project scheduled successfully',
      deploymentId: '90001',
      details: {
        projectId: 'retail-analytics',
        fabricId: PROD,
        version: '1.2.0',
        pipelinesDeployed: ['ingest_orders', 'build_marts'],
        configurationsApplied: 2,
      },
    });
    const deployments = emu.deployments();
    expect(deployments.map((d) => [d.deploymentId, d.fabricName, d.gitTag])).toEqual([
      ['90001', 'analytics-prod', 'retail/1.2.0'],
    ]);
    expect(deployments[0]?.effective.ingest_orders).toEqual({
      batch_size: '500',
      full_refresh: 'false',
      environment: 'prod',
      alert_email: 'data-alerts@example.com',
    });
  });

  test('a failure answered with HTTP 200 carries the detail from `error`', async () => {
    const err = await apiError(
      client.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/9.9.9' }),
    );
    expect(err.message).toBe(
      'Deploy project failed: Deployment failed (HTTP 200): Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found',
    );
    expect(err).toMatchObject({
      operation: 'Deploy project',
      status: 200,
      serviceMessage: 'Deployment failed',
      detail: 'Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found',
      maybeApplied: false,
    });
    expect(emu.deployments()).toEqual([]);
  });
});

describe('Fabrics', () => {
  test('create with one secret and one connection, then read them back', async () => {
    const created = await client.createFabric({
      name: 'analytics-staging',
      description: 'Staging',
      teamName: 'data-platform',
      provider: 'databricks',
      secret: textSecret('warehouse-token', 's3cr3t-value'),
      connection: {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: { authType: 'pat', jdbcUrl: 'jdbc:databricks://stg:443/default', token: '{{SECRET}}' },
      },
    });
    expect(created).toEqual({ id: '10742' });

    const secrets = await client.listSecrets('10742');
    expect(secrets).toEqual([
      {
        kind: 'native',
        subKind: 'text',
        properties: { id: '3303', name: 'warehouse-token' },
        type: 'secret',
      },
    ]);
    const connection = await client.getConnectionByName('10742', 'warehouse');
    expect(connection).toEqual({
      id: '4659',
      name: 'warehouse',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      properties: {
        authType: 'pat',
        jdbcUrl: 'jdbc:databricks://stg:443/default',
        token: warehouseTokenRef('3303'),
      },
      shouldValidate: true,
      shouldTest: true,
    });
  });

  test('create with a name the team already has is refused with HTTP 500, not retried', async () => {
    const err = await apiError(
      client.createFabric({ name: 'analytics-dev', teamName: 'data-platform', provider: 'databricks' }),
    );
    expect(err.message).toBe(
      'Create fabric failed: Fabric creation failed due to : Fabric with name analytics-dev already exists in the team (HTTP 500)',
    );
    expect(err).toMatchObject({ status: 500, maybeApplied: false, attempts: 1 });
    expect(emu.requests).toHaveLength(1);
  });

  test('update name and description', async () => {
    expect(await client.updateFabric(DEV, { description: 'Renamed workspace' })).toEqual({ id: DEV });
    const err = await apiError(client.updateFabric('99999', { name: 'x' }));
    expect(err.message).toBe(
      'Update fabric failed: Update Fabric failed due to : Fabric 99999 not found (HTTP 404)',
    );
  });
});

describe('Connections', () => {
  test('add echoes the connection with its new id', async () => {
    const added = await client.addConnection(DEV, {
      name: 'lake',
      kind: 's3',
      properties: { bucket: 'retail-raw', region: 'eu-west-1' },
    });
    expect(added).toEqual({
      id: '4659',
      name: 'lake',
      kind: 's3',
      isDefaultWarehouseConnection: false,
      properties: { bucket: 'retail-raw', region: 'eu-west-1' },
      shouldValidate: true,
      shouldTest: true,
    });
    const err = await apiError(client.addConnection(DEV, { name: 'lake', kind: 's3', properties: {} }));
    expect(err.message).toBe(
      'Add connection failed: Add Connection failed due to : Connection with name lake already exists in the fabric (HTTP 400)',
    );
  });

  test('lookup by name: found, with the secret as a reference, never a value', async () => {
    expect(await client.getConnectionByName(DEV, 'warehouse')).toEqual({
      id: '4657',
      name: 'warehouse',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      properties: {
        authType: 'pat',
        jdbcUrl: 'jdbc:databricks://dev.example.cloud:443/default;transportMode=http',
        catalog: 'retail_dev',
        schema: 'analytics',
        token: warehouseTokenRef('3301'),
      },
      shouldValidate: true,
      shouldTest: true,
    });
  });

  test('lookup by name: absent is undefined, and the name is URL-encoded in the path', async () => {
    expect(await client.getConnectionByName(DEV, 'my conn/x?')).toBeUndefined();
    expect(emu.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/api/orchestration/fabric/10740/connection/name/my%20conn%2Fx%3F', 404],
    ]);
  });

  test('lookup by name with a bad token is an error, not "absent"', async () => {
    const stranger = testClient(emu.url, 'not-a-valid-token');
    try {
      const err = await apiError(stranger.getConnectionByName(DEV, 'warehouse'));
      expect(err.message).toBe(
        'Retrieve connection failed: HTTP 401: Unauthorized: missing or invalid X-AUTH-TOKEN — check the token input',
      );
    } finally {
      await stranger.close();
    }
  });
});

describe('Secrets', () => {
  test('add, update, list and read', async () => {
    expect(await client.addSecret(DEV, textSecret('api-key', 'k-123'))).toEqual({ id: '3303' });
    expect(await client.updateSecret(DEV, '3301', textSecret('warehouse-token', 'rotated'))).toEqual({
      id: '3301',
    });
    expect(await client.listSecrets(DEV)).toEqual([
      {
        kind: 'native',
        subKind: 'text',
        properties: { id: '3301', name: 'warehouse-token' },
        type: 'secret',
      },
      { kind: 'native', subKind: 'text', properties: { id: '3303', name: 'api-key' }, type: 'secret' },
    ]);
    expect(await client.getSecret(DEV, '3303')).toEqual({
      kind: 'native',
      subKind: 'text',
      properties: { id: '3303', name: 'api-key' },
      type: 'secret',
    });
  });

  test('the service refusals of each secret endpoint', async () => {
    const messages = await Promise.all([
      apiError(client.addSecret('1', textSecret('a', 'b'))),
      apiError(client.updateSecret(DEV, '9', textSecret('warehouse-token', 'v'))),
      apiError(client.listSecrets('1')),
      apiError(client.getSecret(DEV, '1')),
    ]).then((errors) => errors.map((e) => e.message));
    expect(messages).toEqual([
      'Add secret failed: Add Secret failed due to : Fabric 1 not found (HTTP 404)',
      'Update secret failed: Update Secret failed due to : Secret Store not found for secret id 9 in fabric 10740 (HTTP 400)',
      'List secrets failed: List Secrets failed due to : Fabric 1 not found (HTTP 404)',
      'Retrieve secret failed: Get Secret failed due to : Secret 1 not found in fabric 10740 (HTTP 404)',
    ]);
  });

  test('a bad token', async () => {
    const stranger = testClient(emu.url, 'not-a-valid-token');
    try {
      const err = await apiError(stranger.listSecrets(DEV));
      expect(err.message).toBe(
        'List secrets failed: HTTP 401: Unauthorized: missing or invalid X-AUTH-TOKEN — check the token input',
      );
      expect(err).toMatchObject({ status: 401, maybeApplied: false, attempts: 1 });
    } finally {
      await stranger.close();
    }
  });
});

describe('wire format, as the emulator saw it', () => {
  test('test-run bodies: fabricId a JSON integer, variant B with tests [{}]', async () => {
    await client.runTests({
      ...common,
      branch: 'main',
      tests: [{ projectTests: [{ name: 'revenue_reconciles' }] }],
    });
    await client.runTests({ ...common, modelName: 'stg_orders', tests: [{}] });
    expect(emu.requests.map((r) => [r.method, r.path, r.status, r.body])).toEqual([
      [
        'POST',
        '/api/orchestration/tests/run',
        200,
        {
          fabricId: 10740,
          projectId: 'retail-analytics',
          branch: 'main',
          tests: [{ projectTests: [{ name: 'revenue_reconciles' }] }],
        },
      ],
      [
        'POST',
        '/api/orchestration/tests/run',
        200,
        { fabricId: 10740, projectId: 'retail-analytics', modelName: 'stg_orders', tests: [{}] },
      ],
    ]);
    const fabricId = (emu.requests[0]?.body as { fabricId: unknown }).fabricId;
    expect(Number.isInteger(fabricId)).toBe(true);
  });

  test('every endpoint: method and path (the token header was accepted: no 401)', async () => {
    await client.createFabric({ name: 'f2', teamName: 'marketing', provider: 'bigquery' });
    await client.updateFabric('10742', { name: 'f3' });
    await client.addConnection('10742', { name: 'c', kind: 'smtp', properties: { host: 'mail' } });
    await client.getConnectionByName('10742', 'c');
    await client.addSecret('10742', textSecret('s', 'v'));
    await client.updateSecret('10742', '3303', textSecret('s', 'v2'));
    await client.listSecrets('10742');
    await client.getSecret('10742', '3303');
    await client.deployProject({ projectName: 'retail', fabricName: 'f3', gitTag: 'retail/1.0.0' });
    await client.runTests({ fabricId: 10742, projectId: 'retail-analytics', modelName: 'stg_orders' });
    expect(emu.requests.map((r) => `${r.status} ${r.method} ${r.path}`)).toEqual([
      '200 POST /api/orchestration/fabric',
      '200 PUT /api/orchestration/fabric/10742',
      '200 POST /api/orchestration/fabric/10742/connection',
      '200 GET /api/orchestration/fabric/10742/connection/name/c',
      '200 POST /api/orchestration/fabric/10742/secret',
      '200 PUT /api/orchestration/fabric/10742/secret/id/3303',
      '200 GET /api/orchestration/fabric/10742/secret',
      '200 GET /api/orchestration/fabric/10742/secret/id/3303',
      '200 POST /api/deploy/project',
      '200 POST /api/orchestration/tests/run',
    ]);
  });

  test('sequential calls share one keep-alive connection', async () => {
    await client.listSecrets(DEV);
    await client.runTests(common);
    await client.getConnectionByName(DEV, 'warehouse');
    await client.getConnectionByName(DEV, 'absent');
    await apiError(
      client.createFabric({ name: 'analytics-dev', teamName: 'data-platform', provider: 'databricks' }),
    );
    await client.deployProject({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
    });
    await apiError(
      client.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/0.0.1' }),
    );
    await client.getSecret(DEV, '3301');
    expect(emu.requests).toHaveLength(8);
    expect(emu.connectionsOpened()).toBe(1);
  });

  test('concurrent calls open more connections, up to maxConnections', async () => {
    const limited = testClient(emu.url, emu.token, { maxConnections: 2 });
    try {
      await Promise.all(Array.from({ length: 6 }, () => limited.listSecrets(DEV)));
      expect(emu.connectionsOpened()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
