// Add, update, list and get secrets, and the promise that a value never comes back out.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorState } from '../../src/emulator/state.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { type Answer, call, failed, get, post, put, start } from './support/harness.js';
import { tempDir } from '../helpers/temp-dir.js';

const DEV = '/api/orchestration/fabric/10740';
const refused = (op: string, reason: string) => failed(`${op} failed due to : ${reason}`);
const text = (name: string, value: string) => ({
  kind: 'native',
  subKind: 'text',
  properties: { name, value },
});

describe('secrets', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.stop());

  test('add a text secret: only its id comes back', async () => {
    const res = await post(emu, `${DEV}/secret`, text('api-key', 'k-123'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: '3303' } });
  });

  test('other sub-kinds take a name plus any string properties', async () => {
    for (const [subKind, properties] of [
      ['username_password', { name: 'db-login', username: 'etl', password: 'pw' }],
      ['m2m_oauth', { name: 'oauth', clientId: 'id', clientSecret: 's' }],
      ['binary', { name: 'keystore', value: 'AAEC' }],
    ] as const) {
      const res = await post(emu, `${DEV}/secret`, { kind: 'native', subKind, properties });
      expect([subKind, res.status, typeof res.body.data?.id]).toEqual([subKind, 200, 'string']);
    }
  });

  test('list: every secret of the fabric as kind, subKind, properties {id, name}, type', async () => {
    const res = await get(emu, `${DEV}/secret`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        secrets: [
          {
            kind: 'native',
            subKind: 'text',
            properties: { id: '3301', name: 'warehouse-token' },
            type: 'secret',
          },
          { kind: 'native', subKind: 'text', properties: { id: '3303', name: 'api-key' }, type: 'secret' },
          {
            kind: 'native',
            subKind: 'username_password',
            properties: { id: '3304', name: 'db-login' },
            type: 'secret',
          },
          { kind: 'native', subKind: 'm2m_oauth', properties: { id: '3305', name: 'oauth' }, type: 'secret' },
          { kind: 'native', subKind: 'binary', properties: { id: '3306', name: 'keystore' }, type: 'secret' },
        ],
      },
    });
  });

  test('get one secret by id', async () => {
    const res = await get(emu, `${DEV}/secret/id/3303`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { kind: 'native', subKind: 'text', properties: { id: '3303', name: 'api-key' }, type: 'secret' },
    });
  });

  test('update: same shape, answers the id, and the version counter moves', async () => {
    const versionOf = () =>
      (emu.state() as EmulatorState).fabrics[0]!.secrets.find((s) => s.id === '3303')!.version;
    expect(versionOf()).toBe(1);
    const res = await put(emu, `${DEV}/secret/id/3303`, text('api-key', 'k-456'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: '3303' } });
    expect(versionOf()).toBe(2);
    // Repeating the target id in the properties is accepted.
    const again = await put(emu, `${DEV}/secret/id/3303`, {
      ...text('api-key', 'k-789'),
      properties: { id: '3303', name: 'api-key', value: 'v' },
    });
    expect(again.status).toBe(200);
    expect(versionOf()).toBe(3);
  });

  test('update of an unknown secret id: 400 Secret Store not found (the service wording)', async () => {
    const res = await put(emu, `${DEV}/secret/id/999`, text('api-key', 'x'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      refused('Update Secret', 'Secret Store not found for secret id 999 in fabric 10740'),
    );
    // A secret of another fabric is not in this fabric's store either.
    const other = await put(emu, `${DEV}/secret/id/3302`, text('warehouse-token', 'x'));
    expect(other.status).toBe(400);
    expect(other.body).toEqual(
      refused('Update Secret', 'Secret Store not found for secret id 3302 in fabric 10740'),
    );
  });

  test('update to a name another secret has is refused', async () => {
    const res = await put(emu, `${DEV}/secret/id/3303`, text('warehouse-token', 'x'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      refused('Update Secret', 'Secret with name warehouse-token already exists in the fabric'),
    );
  });

  test.each([
    [text('warehouse-token', 'x'), 'Secret with name warehouse-token already exists in the fabric'],
    [{ ...text('a', 'b'), kind: 'vault' }, 'kind must be native, not vault'],
    [{ subKind: 'text', properties: { name: 'a', value: 'b' } }, 'kind is required'],
    [
      { ...text('a', 'b'), subKind: 'password' },
      'subKind must be one of text, binary, username_password, m2m_oauth, not password',
    ],
    [{ kind: 'native', subKind: 'text' }, 'properties is required'],
    [
      { kind: 'native', subKind: 'text', properties: { name: 'a' } },
      'properties.value is required for a text secret',
    ],
    [{ kind: 'native', subKind: 'text', properties: { value: 'b' } }, 'properties.name is required'],
    [
      { kind: 'native', subKind: 'text', properties: { name: 'a', value: 5 } },
      'properties.value must be a string, not a number',
    ],
    [
      { kind: 'native', subKind: 'username_password', properties: { username: 'u' } },
      'properties.name is required',
    ],
    [
      { kind: 'native', subKind: 'text', properties: { id: '1', name: 'a', value: 'b' } },
      'properties.id is assigned by the service and cannot be set',
    ],
    [{ ...text('a', 'b'), scope: 'x' }, 'unknown field "scope"'],
  ])('add %j is refused with 400', async (body, reason) => {
    const res = await post(emu, `${DEV}/secret`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('Add Secret', reason));
  });

  test('unknown fabric or secret id on reads is 404', async () => {
    const list = await get(emu, '/api/orchestration/fabric/5/secret');
    expect(list.status).toBe(404);
    expect(list.body).toEqual(refused('List Secrets', 'Fabric 5 not found'));
    const one = await get(emu, `${DEV}/secret/id/777`);
    expect(one.status).toBe(404);
    expect(one.body).toEqual(refused('Get Secret', 'Secret 777 not found in fabric 10740'));
    const add = await post(emu, '/api/orchestration/fabric/5/secret', text('a', 'b'));
    expect(add.status).toBe(404);
    expect(add.body).toEqual(refused('Add Secret', 'Fabric 5 not found'));
    const upd = await put(emu, '/api/orchestration/fabric/5/secret/id/3301', text('a', 'b'));
    expect(upd.status).toBe(404);
    expect(upd.body).toEqual(refused('Update Secret', 'Fabric 5 not found'));
  });
});

describe('a secret value never appears in a response, the request log or the state file', () => {
  const VALUE = 'S3cr3t-Value-Never-Shown-9f2c';
  let emu: RunningEmulator;
  let dir: string;
  let statePath: string;
  const answers: Answer[] = [];
  beforeAll(async () => {
    dir = tempDir('emu-secret-');
    statePath = join(dir, 'state.json');
    emu = await start({ statePath });
  });
  afterAll(async () => {
    await emu.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('through every route that accepts one, valid or not', async () => {
    const record = async (p: Promise<Answer>) => answers.push(await p);
    await record(post(emu, `${DEV}/secret`, text('leak-test', VALUE)));
    await record(
      post(emu, `${DEV}/secret`, {
        kind: 'native',
        subKind: 'username_password',
        properties: { name: 'up', password: VALUE },
      }),
    );
    await record(put(emu, `${DEV}/secret/id/3303`, text('leak-test', VALUE)));
    await record(
      put(emu, `${DEV}/secret/id/3303`, {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'leak-test', value: VALUE, extra: 1 },
      }),
    );
    await record(put(emu, `${DEV}/secret/id/999`, text('nope', VALUE)));
    await record(post(emu, `${DEV}/secret`, { kind: 'other', properties: { name: 'bad', value: VALUE } }));
    await record(
      post(emu, '/api/orchestration/fabric', {
        name: 'with-secret',
        teamName: 'data-platform',
        provider: 'databricks',
        secret: text('fabric-secret', VALUE),
        connection: { name: 'w', kind: 'databricks', properties: { token: '{{SECRET}}' } },
      }),
    );
    await record(
      post(emu, '/api/orchestration/fabric', {
        name: 'array-secret',
        teamName: 'data-platform',
        provider: 'databricks',
        secret: [text('s', VALUE)],
      }),
    );
    // A secret body sent to the wrong route is still recognised as one.
    await record(
      post(emu, '/api/orchestration/fabric/10740/connection', {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'x', value: VALUE },
      }),
    );
    for (const path of [`${DEV}/secret`, `${DEV}/secret/id/3303`, `${DEV}/connection/name/warehouse`])
      await record(get(emu, path));
    const fabricId = answers[6]!.body.data.id;
    await record(get(emu, `/api/orchestration/fabric/${fabricId}/secret`));
    await record(get(emu, `/api/orchestration/fabric/${fabricId}/connection/name/w`));
    await record(call(emu, 'GET', '/__emulator/requests'));
    await record(call(emu, 'GET', '/__emulator/state'));

    expect(answers[0]!.status).toBe(200);
    expect(answers[6]!.status).toBe(200);
    for (const a of answers) expect(a.text).not.toContain(VALUE);
    expect(JSON.stringify(emu.requests)).not.toContain(VALUE);
    expect(JSON.stringify(emu.state())).not.toContain(VALUE);
    expect(readFileSync(statePath, 'utf8')).not.toContain(VALUE);
    // No temp file is left behind that could hold one either.
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  test('the log keeps the shape: values become ***, names and ids stay', () => {
    expect(emu.requests[0]!.body).toEqual({
      kind: 'native',
      subKind: 'text',
      properties: { name: 'leak-test', value: '***' },
    });
    expect(emu.requests[6]!.body).toMatchObject({
      secret: { kind: 'native', subKind: 'text', properties: { name: 'fabric-secret', value: '***' } },
      connection: { properties: { token: '{{SECRET}}' } },
    });
    expect(emu.requests[7]!.body).toMatchObject({ secret: [{ properties: { name: 's', value: '***' } }] });
  });
});
