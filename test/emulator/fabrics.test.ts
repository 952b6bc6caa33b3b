// Create fabric and update fabric.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { EmulatorState } from '../../src/emulator/state.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { failed, get, post, put, start } from './support/harness.js';

const CREATE = '/api/orchestration/fabric';
const created = (op: string, reason: string) => failed(`${op} failed due to : ${reason}`);
const state = (emu: RunningEmulator) => emu.state() as EmulatorState;

describe('create fabric', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.stop());

  test('name, teamName and provider are enough; the id is a fresh numeric string', async () => {
    const res = await post(emu, CREATE, { name: 'sandbox', teamName: 'data-platform', provider: 'bigquery' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: '10742' } });
    expect(state(emu).fabrics.at(-1)).toEqual({
      id: '10742',
      name: 'sandbox',
      description: '',
      teamName: 'data-platform',
      provider: 'bigquery',
      secrets: [],
      connections: [],
    });
  });

  test('with one secret and one connection whose {{SECRET}} points at that secret', async () => {
    const res = await post(emu, CREATE, {
      name: 'analytics-qa',
      description: 'QA analytics',
      teamName: 'data-platform',
      provider: 'databricks',
      dataplaneUrl: 'https://dataplane.example.com',
      secret: { kind: 'native', subKind: 'text', properties: { name: 'qa-token', value: 'dapi-qa-value' } },
      connection: {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: { authType: 'pat', jdbcUrl: 'jdbc:databricks://qa:443/default', token: '{{SECRET}}' },
      },
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(id).toBe('10743');
    const secrets = await get(emu, `${CREATE}/${id}/secret`);
    expect(secrets.body).toEqual({
      success: true,
      data: {
        secrets: [
          { kind: 'native', subKind: 'text', properties: { id: '3303', name: 'qa-token' }, type: 'secret' },
        ],
      },
    });
    const conn = await get(emu, `${CREATE}/${id}/connection/name/warehouse`);
    expect(conn.body).toEqual({
      success: true,
      data: {
        id: '4659',
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: {
          authType: 'pat',
          jdbcUrl: 'jdbc:databricks://qa:443/default',
          token: {
            kind: 'native',
            properties: { id: '3303', name: 'qa-token' },
            subKind: 'text',
            type: 'secret',
          },
        },
        shouldValidate: true,
        shouldTest: true,
      },
    });
    expect(state(emu).fabrics.at(-1)).toMatchObject({
      description: 'QA analytics',
      dataplaneUrl: 'https://dataplane.example.com',
    });
  });

  test('a name already used in the team is a 500 with the service wording', async () => {
    const res = await post(emu, CREATE, {
      name: 'analytics-dev',
      teamName: 'data-platform',
      provider: 'databricks',
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual(
      created('Fabric creation', 'Fabric with name analytics-dev already exists in the team'),
    );
  });

  test('the same name in another team is fine', async () => {
    const res = await post(emu, CREATE, {
      name: 'analytics-dev',
      teamName: 'marketing',
      provider: 'bigquery',
    });
    expect(res.status).toBe(200);
  });

  test.each([
    [
      { secret: [{ kind: 'native', subKind: 'text', properties: { name: 'a', value: 'b' } }] },
      'only one secret per request (secret must be an object, not an array)',
    ],
    [
      { connection: [{ name: 'w', kind: 'databricks', properties: {} }] },
      'only one connection per request (connection must be an object, not an array)',
    ],
    [
      { connection: { name: 'w', kind: 'databricks', properties: { token: '{{SECRET}}' } } },
      'connection.properties.token is {{SECRET}} but the request holds no secret',
    ],
    [
      { connection: { name: 'w', kind: 's3', isDefaultWarehouseConnection: true, properties: {} } },
      'connection.isDefaultWarehouseConnection may be true only for databricks, bigquery, snowflake connections, not s3',
    ],
    [
      { secret: { kind: 'native', subKind: 'text', properties: { name: 'only-a-name' } } },
      'secret.properties.value is required for a text secret',
    ],
    [{ name: undefined }, 'name is required'],
    [{ name: '' }, 'name must not be empty'],
    [{ teamName: undefined }, 'teamName is required'],
    [{ provider: undefined }, 'provider is required'],
    [{ provider: 'snowflake' }, 'provider must be one of databricks, bigquery, not snowflake'],
    [{ description: 5 }, 'description must be a string, not a number'],
    [{ teamName: 'ghosts' }, 'Team ghosts not found'],
    [{ owner: 'me' }, 'unknown field "owner"'],
  ])('%j is refused with 400 and creates nothing', async (extra, reason) => {
    const before = state(emu);
    const res = await post(emu, CREATE, {
      name: 'refused',
      teamName: 'data-platform',
      provider: 'databricks',
      ...extra,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(created('Fabric creation', reason));
    const after = state(emu);
    expect(after.fabrics).toEqual(before.fabrics);
    expect(after.nextIds).toEqual(before.nextIds);
  });
});

describe('update fabric', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.stop());

  test('renames and redescribes', async () => {
    const res = await put(emu, `${CREATE}/10740`, { name: 'analytics-development', description: 'Dev' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: '10740' } });
    expect(state(emu).fabrics[0]).toMatchObject({
      id: '10740',
      name: 'analytics-development',
      description: 'Dev',
    });
  });

  test('description alone, and a "rename" to its own name, are fine', async () => {
    expect((await put(emu, `${CREATE}/10740`, { description: '' })).status).toBe(200);
    expect((await put(emu, `${CREATE}/10740`, { name: 'analytics-development' })).status).toBe(200);
    expect(state(emu).fabrics[0]).toMatchObject({ name: 'analytics-development', description: '' });
  });

  test('a name taken in the team is a 500 like create', async () => {
    const res = await put(emu, `${CREATE}/10740`, { name: 'analytics-prod' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual(
      created('Update Fabric', 'Fabric with name analytics-prod already exists in the team'),
    );
  });

  test.each([
    [{ teamName: 'marketing' }, 'only name and description can be updated; teamName cannot be modified'],
    [
      { name: 'x', provider: 'bigquery' },
      'only name and description can be updated; provider cannot be modified',
    ],
    [{ id: '10740', name: 'x' }, 'only name and description can be updated; id cannot be modified'],
    [{}, 'name or description is required'],
    [{ name: '' }, 'name must not be empty'],
  ])('%j is refused with 400', async (body, reason) => {
    const res = await put(emu, `${CREATE}/10740`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(created('Update Fabric', reason));
    expect(state(emu).fabrics[0]!.name).toBe('analytics-development');
  });

  test('an unknown fabric is 404', async () => {
    const res = await put(emu, `${CREATE}/99999`, { name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(created('Update Fabric', 'Fabric 99999 not found'));
  });
});

describe('spellings a fixture adds under accepts', () => {
  const minimal = { tokens: ['t'], teams: ['team'] };
  const body = {
    name: 'olap',
    teamName: 'team',
    provider: 'service-managed',
    secret: { kind: 'native', subKind: 'ssh_key', properties: { name: 'key', privateKey: 'k-value' } },
    connection: { name: 'olap', kind: 'clickhouse', isDefaultWarehouseConnection: true, properties: {} },
  };

  test('are refused by a service that does not list them', async () => {
    const emu = await start({ fixture: minimal });
    try {
      const res = await post(emu, CREATE, body);
      expect([res.status, res.body.message]).toEqual([
        400,
        'Fabric creation failed due to : provider must be one of databricks, bigquery, not service-managed',
      ]);
    } finally {
      await emu.stop();
    }
  });

  test('are taken on every route by one that lists them, and read back as sent', async () => {
    const emu = await start({
      fixture: {
        ...minimal,
        accepts: {
          providers: ['service-managed'],
          connectionKinds: ['clickhouse', 'kafka'],
          warehouseKinds: ['clickhouse'],
          secretSubKinds: ['ssh_key'],
        },
      },
    });
    try {
      const created = await post(emu, CREATE, body);
      expect(created.status).toBe(200);
      const id = created.body.data.id as string;
      const added = await post(emu, `${CREATE}/${id}/connection`, {
        name: 'events',
        kind: 'kafka',
        properties: {},
      });
      expect([added.status, added.body.data.kind]).toEqual([200, 'kafka']);
      const secrets = await get(emu, `${CREATE}/${id}/secret`);
      expect(secrets.body.data.secrets.map((s: { subKind: string }) => s.subKind)).toEqual(['ssh_key']);
      const olap = await get(emu, `${CREATE}/${id}/connection/name/olap`);
      expect([olap.body.data.kind, olap.body.data.isDefaultWarehouseConnection]).toEqual([
        'clickhouse',
        true,
      ]);
    } finally {
      await emu.stop();
    }
  });
});
