// Add connection and get connection by name.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { request } from 'node:http';
import { CONNECTION_KINDS } from '../../src/service/enums.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { failed, get, post, put, start } from './support/harness.js';

const DEV = '/api/orchestration/fabric/10740';
const PROD = '/api/orchestration/fabric/10741';
const ref = (id: string, name: string) => ({
  kind: 'native',
  properties: { id, name },
  subKind: 'text',
  type: 'secret',
});
const refused = (op: string, reason: string) => failed(`${op} failed due to : ${reason}`);

let emu: RunningEmulator;

/** A GET whose path reaches the emulator exactly as written: no URL parser in between. */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${emu.url}/`, { path, headers: { 'x-auth-token': emu.token } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject).end();
  });
}
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.stop());

describe('add connection', () => {
  test('echoes the submitted fields with a new id; a secret reference of the fabric is accepted', async () => {
    const body = {
      name: 'orders-db',
      kind: 'mssql',
      isDefaultWarehouseConnection: false,
      properties: {
        server: 'sql.example.com',
        port: '1433',
        database: 'orders',
        username: 'etl',
        password: ref('3301', 'warehouse-token'),
      },
      shouldTest: false,
    };
    const res = await post(emu, `${DEV}/connection`, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { id: '4659', ...body, shouldValidate: true, shouldTest: false },
    });
  });

  test('a second default warehouse connection is refused', async () => {
    const res = await post(emu, `${DEV}/connection`, {
      name: 'snow',
      kind: 'snowflake',
      isDefaultWarehouseConnection: true,
      properties: {},
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      refused('Add Connection', 'Fabric 10740 already has a default warehouse connection (warehouse)'),
    );
  });

  test('every one of the 20 kinds can be added (default false)', async () => {
    const fabric = await post(emu, '/api/orchestration/fabric', {
      name: 'kinds',
      teamName: 'marketing',
      provider: 'bigquery',
    });
    for (const kind of CONNECTION_KINDS) {
      const res = await post(emu, `/api/orchestration/fabric/${fabric.body.data.id}/connection`, {
        name: `c-${kind}`,
        kind,
        properties: {},
      });
      expect([kind, res.status, res.body.data?.kind]).toEqual([kind, 200, kind]);
    }
  });

  test('each warehouse kind may be the default of a fabric that has none', async () => {
    for (const kind of ['databricks', 'bigquery', 'snowflake']) {
      const fabric = await post(emu, '/api/orchestration/fabric', {
        name: `wh-${kind}`,
        teamName: 'marketing',
        provider: 'bigquery',
      });
      const res = await post(emu, `/api/orchestration/fabric/${fabric.body.data.id}/connection`, {
        name: 'warehouse',
        kind,
        isDefaultWarehouseConnection: true,
        properties: {},
      });
      expect([kind, res.status, res.body.data?.isDefaultWarehouseConnection]).toEqual([kind, 200, true]);
    }
  });

  test.each([
    [
      { name: 'warehouse', kind: 'databricks', properties: {} },
      'Connection with name warehouse already exists in the fabric',
    ],
    [
      { name: 'files', kind: 's3', isDefaultWarehouseConnection: true, properties: {} },
      'isDefaultWarehouseConnection may be true only for databricks, bigquery, snowflake connections, not s3',
    ],
    [
      { name: 'x', kind: 'databricks', isDefaultWarehouseConnection: 'true', properties: {} },
      'isDefaultWarehouseConnection must be a boolean, not a string',
    ],
    [{ name: 'x', kind: 'adls', properties: {} }, 'kind adls is not a known connection kind'],
    [{ name: 'x', properties: {} }, 'kind is required'],
    [{ kind: 's3', properties: {} }, 'name is required'],
    [{ name: 'x', kind: 's3' }, 'properties is required'],
    [{ name: 'x', kind: 's3', properties: [] }, 'properties must be a JSON object, not an array'],
    [
      { name: 'x', kind: 's3', properties: {}, shouldValidate: 'no' },
      'shouldValidate must be a boolean, not a string',
    ],
    [{ name: 'x', kind: 's3', properties: {}, id: '1' }, 'unknown field "id"'],
    [
      { name: 'x', kind: 's3', properties: { key: ref('9999', 'nope') } },
      'properties.key references secret 9999, which does not exist in fabric 10740',
    ],
    // 3302 is the secret of the other fabric (analytics-prod).
    [
      { name: 'x', kind: 's3', properties: { key: ref('3302', 'warehouse-token') } },
      'properties.key references secret 3302, which does not exist in fabric 10740',
    ],
    [
      { name: 'x', kind: 's3', properties: { key: ref('3301', 'other-name') } },
      'properties.key names secret other-name but secret 3301 is called warehouse-token',
    ],
    [
      { name: 'x', kind: 's3', properties: { key: { ...ref('3301', 'warehouse-token'), kind: 'vault' } } },
      'properties.key.kind must be native',
    ],
    [
      { name: 'x', kind: 's3', properties: { key: '{{SECRET}}' } },
      'properties.key: {{SECRET}} is only understood by create-fabric; send a secret reference',
    ],
  ])('%j is refused with 400', async (body, reason) => {
    const res = await post(emu, `${DEV}/connection`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('Add Connection', reason));
  });

  test('an unknown fabric is 404', async () => {
    const res = await post(emu, '/api/orchestration/fabric/424242/connection', {
      name: 'x',
      kind: 's3',
      properties: {},
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refused('Add Connection', 'Fabric 424242 not found'));
  });
});

describe('get connection by name', () => {
  test('secret-valued properties come back as references, never values', async () => {
    const res = await get(emu, `${PROD}/connection/name/warehouse`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: '4658',
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: {
          authType: 'pat',
          jdbcUrl: 'jdbc:databricks://prod.example.cloud:443/default;transportMode=http',
          catalog: 'retail',
          schema: 'analytics',
          token: ref('3302', 'warehouse-token'),
        },
        shouldValidate: true,
        shouldTest: true,
      },
    });
  });

  test('the name is URL-decoded', async () => {
    const name = 'sales reports/eu #1';
    expect(
      (await post(emu, `${DEV}/connection`, { name, kind: 'sharepoint', properties: { site: 'sales' } }))
        .status,
    ).toBe(200);
    const res = await get(emu, `${DEV}/connection/name/${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name, kind: 'sharepoint', properties: { site: 'sales' } });
  });

  test('names "." and ".." are stored, and found at the path as sent, encoded or not', async () => {
    for (const name of ['.', '..'])
      expect((await post(emu, `${DEV}/connection`, { name, kind: 's3', properties: {} })).status).toBe(200);
    // Sent as written: fetch would read the dots as steps of the path (as the client's URL would).
    const found = async (segment: string): Promise<unknown> => {
      const res = await rawGet(`${DEV}/connection/name/${segment}`);
      return res.status === 200 ? (JSON.parse(res.text) as { data: { name: string } }).data.name : res.status;
    };
    expect([await found('%2E'), await found('%2e%2E'), await found('.'), await found('..')]).toEqual([
      '.',
      '..',
      '.',
      '..',
    ]);
  });

  test('a reference follows a renamed secret', async () => {
    const upd = await put(emu, `${PROD}/secret/id/3302`, {
      kind: 'native',
      subKind: 'text',
      properties: { name: 'prod-token', value: 'new-value' },
    });
    expect(upd.status).toBe(200);
    const res = await get(emu, `${PROD}/connection/name/warehouse`);
    expect(res.body.data.properties.token).toEqual(ref('3302', 'prod-token'));
  });

  test('an unknown name is 404 with a "not found" message', async () => {
    const res = await get(emu, `${DEV}/connection/name/nope`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refused('Get connection', 'Connection nope not found'));
  });

  test('an unknown fabric is 404', async () => {
    const res = await get(emu, '/api/orchestration/fabric/1/connection/name/warehouse');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refused('Get connection', 'Fabric 1 not found'));
  });
});
