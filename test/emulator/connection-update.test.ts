// Update connection by name (service-facts.md, "Updating a connection"): the whole connection is
// sent, its properties replace the stored ones, and its name, kind and default flag cannot change.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { failed, get, post, put, start } from './support/harness.js';

const DEV = '/api/orchestration/fabric/10740';
const WAREHOUSE = `${DEV}/connection/name/warehouse`;
const ref = (id: string, name: string) => ({
  kind: 'native',
  properties: { id, name },
  subKind: 'text',
  type: 'secret',
});
const refused = (reason: string) => failed(`Update Connection failed due to : ${reason}`);

/** The warehouse connection of analytics-dev as the file of a fix-drift apply says it should be. */
const PROPERTIES = {
  authType: 'pat',
  jdbcUrl: 'jdbc:databricks://dev-2.example.cloud:443/default',
  catalog: 'retail_dev',
  token: ref('3301', 'warehouse-token'),
};
const body = (over: Record<string, unknown> = {}) => ({
  name: 'warehouse',
  kind: 'databricks',
  isDefaultWarehouseConnection: true,
  properties: PROPERTIES,
  ...over,
});

let emu: RunningEmulator;
beforeEach(async () => {
  emu = await start();
});
afterEach(() => emu.stop());

const warehouse = () =>
  (emu.state() as EmulatorState).fabrics
    .find((f) => f.id === '10740')!
    .connections.find((c) => c.name === 'warehouse')!;

describe('update connection', () => {
  test('replaces the properties, keeps the id, and answers the connection as a lookup shows it', async () => {
    const res = await put(emu, WAREHOUSE, body());
    const connection = {
      id: '4657',
      name: 'warehouse',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      // schema, which the body leaves out, is gone: the properties are replaced, not merged.
      properties: PROPERTIES,
      shouldValidate: true,
      shouldTest: true,
    };
    // The answer the service documents: the connection, and an odd message no client may rely on.
    expect([res.status, res.body]).toEqual([
      200,
      { success: true, data: connection, message: 'List(), List()' },
    ]);
    // A lookup answers the connection alone.
    expect((await get(emu, WAREHOUSE)).body).toEqual({ success: true, data: connection });
  });

  test('sent again, the same body leaves the same connection: safe to retry', async () => {
    const first = await put(emu, WAREHOUSE, body());
    const after = structuredClone(warehouse());
    const second = await put(emu, WAREHOUSE, body());
    expect(second.body).toEqual(first.body);
    expect(warehouse()).toEqual(after);
    expect((emu.state() as EmulatorState).fabrics[0]!.connections).toHaveLength(1);
  });

  test('a reference to another secret of the fabric is stored as a reference to it', async () => {
    const added = await post(emu, `${DEV}/secret`, {
      kind: 'native',
      subKind: 'text',
      properties: { name: 'warehouse-token-2', value: 'new-token-value' },
    });
    const id = added.body.data.id as string;
    const res = await put(emu, WAREHOUSE, body({ properties: { token: ref(id, 'warehouse-token-2') } }));
    expect(res.body.data.properties).toEqual({ token: ref(id, 'warehouse-token-2') });
    expect(warehouse().properties).toEqual({ token: ref(id, 'warehouse-token-2') });
    expect(JSON.stringify(emu.state())).not.toContain('new-token-value');
  });

  test('shouldValidate and shouldTest change only when sent', async () => {
    await put(emu, WAREHOUSE, body({ shouldTest: false }));
    await put(emu, WAREHOUSE, body());
    expect([warehouse().shouldValidate, warehouse().shouldTest]).toEqual([true, false]);
  });

  test.each([
    [{ name: 'lake' }, "name lake is not the connection's name warehouse: a connection cannot be renamed"],
    [{ kind: 'snowflake' }, 'kind cannot be changed: connection warehouse is databricks, not snowflake'],
    [
      { isDefaultWarehouseConnection: false },
      'isDefaultWarehouseConnection cannot be changed: it is true for connection warehouse',
    ],
    // The whole connection is sent: a flag left out is false, which this one is not.
    [
      { isDefaultWarehouseConnection: undefined },
      'isDefaultWarehouseConnection cannot be changed: it is true for connection warehouse',
    ],
    [{ properties: undefined }, 'properties is required'],
    [
      { properties: { token: '{{SECRET}}' } },
      'properties.token: {{SECRET}} is only understood by create-fabric; send a secret reference',
    ],
    [
      { properties: { token: ref('9999', 'nope') } },
      'properties.token references secret 9999, which does not exist in fabric 10740',
    ],
    [
      { properties: { token: ref('3301', 'other-name') } },
      'properties.token names secret other-name but secret 3301 is called warehouse-token',
    ],
    [{ id: '4657' }, 'unknown field "id"'],
  ])('%j is refused with 400, and the connection is as it was', async (over, reason) => {
    const before = structuredClone(warehouse());
    const res = await put(emu, WAREHOUSE, body(over));
    expect([res.status, res.body]).toEqual([400, refused(reason)]);
    expect(warehouse()).toEqual(before);
  });

  test('an unknown connection or fabric is 404 with a "not found" message', async () => {
    const missing = await put(emu, `${DEV}/connection/name/lake`, body({ name: 'lake' }));
    expect([missing.status, missing.body]).toEqual([404, refused('Connection lake not found')]);
    const fabric = await put(emu, '/api/orchestration/fabric/1/connection/name/warehouse', body());
    expect([fabric.status, fabric.body]).toEqual([404, refused('Fabric 1 not found')]);
  });
});
