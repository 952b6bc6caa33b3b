// applyFabric against the emulator, through the real client: the order of requests, what the
// service ends up holding, and how a run that fails halfway reports itself and is finished.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { createClient } from '../../src/service/client.js';
import type { OrchestrationClient } from '../../src/service/types.js';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import type { FabricSpec } from '../../src/files/fabric-file.js';
import type { SecretValues } from '../../src/modes/fabric/secret-values.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { applyFabric } from '../../src/modes/fabric/apply.js';
import { ROOT } from '../helpers/run-action.js';

const RETAIL = join(ROOT, 'examples', 'emulator', 'retail.yml');

const FILE = `name: analytics-staging
description: Staging analytics
teamName: data-platform
provider: databricks
secrets:
  - { name: warehouse-token, subKind: text, valueFromEnv: WAREHOUSE_TOKEN }
  - name: sftp-login
    subKind: username_password
    properties:
      username: etl
      password: { fromEnv: SFTP_PASSWORD }
  - { name: alerts-key, subKind: text, valueFromEnv: ALERTS_KEY }
connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties: { authType: pat, jdbcUrl: "jdbc:databricks://stg:443/default", token: { secret: warehouse-token } }
  - name: drop
    kind: sftp
    properties: { host: sftp.example.com, port: 22, credentials: { secret: sftp-login } }
  - name: alerts
    kind: smtp
    properties: { host: smtp.example.com, port: "587", tls: true, password: { secret: alerts-key } }
`;

const VALUES: SecretValues = new Map<string, Record<string, string>>([
  ['warehouse-token', { value: 'tok-7d1e94' }],
  ['sftp-login', { username: 'etl', password: 'pw-51c0aa' }],
  ['alerts-key', { value: 'key-0b33f2' }],
]);

const parse = (text: string): FabricSpec => parseFabricFile(parseYamlText('fabric.yml', text));

let emulator: RunningEmulator;
let client: OrchestrationClient;

beforeEach(async () => {
  emulator = await startEmulator({ fixture: RETAIL });
  client = createClient({
    baseUrl: emulator.url,
    token: emulator.token,
    timeoutMs: 5000,
    retries: 1,
    retryBaseDelayMs: 1,
  });
});

afterEach(async () => {
  await client.close();
  await emulator.stop();
});

const requestLines = (): string[] => emulator.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
const fabricNamed = (name: string) =>
  (emulator.state() as EmulatorState).fabrics.find((f) => f.name === name)!;
const ref = (id: string, name: string, subKind: string) => ({
  kind: 'native',
  properties: { id, name },
  subKind,
  type: 'secret',
});

/** Everything the service could have seen or kept, for "no secret value leaked" checks. */
const serviceSide = (): string => JSON.stringify([emulator.state(), emulator.requests]);

function expectNoSecretValues(...texts: string[]): void {
  for (const text of texts) {
    for (const value of ['tok-7d1e94', 'pw-51c0aa', 'key-0b33f2']) expect(text).not.toContain(value);
  }
}

describe('creating a fabric', () => {
  it('creates it with the first secret and connection, then adds the rest with references by id', async () => {
    const progress: string[] = [];
    const outcome = await applyFabric(client, parse(FILE), VALUES, {
      fabricId: undefined,
      onProgress: (l) => progress.push(l),
    });
    const { plan, ...applied } = outcome;
    // The apply walked these steps, in this order: one write request each, none for those the
    // create call carries.
    expect(plan!.steps.map((s) => [s.resource, s.name, s.action, s.sends === true])).toEqual([
      ['fabric', 'analytics-staging', 'create', true],
      ['secret', 'warehouse-token', 'add', false],
      ['secret', 'sftp-login', 'add', true],
      ['secret', 'alerts-key', 'add', true],
      ['connection', 'warehouse', 'add', false],
      ['connection', 'drop', 'add', true],
      ['connection', 'alerts', 'add', true],
    ]);
    expect(applied).toEqual({
      fabricName: 'analytics-staging',
      writes: 5,
      unmanaged: [],
      fabricId: '10742',
      created: true,
      fieldsUpdated: [],
      fabric: {
        resource: 'fabric',
        name: 'analytics-staging',
        line: 1,
        id: '10742',
        result: 'created',
        detail: 'team data-platform, provider databricks',
      },
      secrets: [
        {
          resource: 'secret',
          name: 'warehouse-token',
          line: 6,
          id: '3303',
          result: 'created',
          detail: 'in the create call',
        },
        { resource: 'secret', name: 'sftp-login', line: 7, id: '3304', result: 'added', detail: '' },
        { resource: 'secret', name: 'alerts-key', line: 12, id: '3305', result: 'added', detail: '' },
      ],
      connections: [
        {
          resource: 'connection',
          name: 'warehouse',
          line: 14,
          id: '4659',
          result: 'created',
          detail: 'in the create call',
        },
        { resource: 'connection', name: 'drop', line: 18, id: '4660', result: 'added', detail: '' },
        { resource: 'connection', name: 'alerts', line: 21, id: '4661', result: 'added', detail: '' },
      ],
    });
    expect(progress).toEqual([
      'Created fabric analytics-staging (id 10742)',
      'Created secret warehouse-token (id 3303) with the fabric',
      'Created connection warehouse (id 4659) with the fabric',
      'Added secret sftp-login (id 3304)',
      'Added secret alerts-key (id 3305)',
      'Added connection drop (id 4660)',
      'Added connection alerts (id 4661)',
    ]);
    expect(requestLines()).toEqual([
      'POST /api/orchestration/fabric 200',
      'GET /api/orchestration/fabric/10742/secret 200',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse 200',
      'POST /api/orchestration/fabric/10742/secret 200',
      'POST /api/orchestration/fabric/10742/secret 200',
      'POST /api/orchestration/fabric/10742/connection 200',
      'POST /api/orchestration/fabric/10742/connection 200',
    ]);
    // The create call as the service received it (values redacted by the emulator's log).
    expect(emulator.requests[0]!.body).toEqual({
      name: 'analytics-staging',
      description: 'Staging analytics',
      teamName: 'data-platform',
      provider: 'databricks',
      secret: { kind: 'native', subKind: 'text', properties: { name: 'warehouse-token', value: '***' } },
      connection: {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: { authType: 'pat', jdbcUrl: 'jdbc:databricks://stg:443/default', token: '{{SECRET}}' },
      },
    });
    const fabric = fabricNamed('analytics-staging');
    expect(fabric.secrets.map((s) => [s.id, s.name, s.subKind, s.propertyNames])).toEqual([
      ['3303', 'warehouse-token', 'text', ['name', 'value']],
      ['3304', 'sftp-login', 'username_password', ['name', 'username', 'password']],
      ['3305', 'alerts-key', 'text', ['name', 'value']],
    ]);
    expect(
      fabric.connections.map((c) => [c.id, c.name, c.kind, c.isDefaultWarehouseConnection, c.properties]),
    ).toEqual([
      [
        '4659',
        'warehouse',
        'databricks',
        true,
        {
          authType: 'pat',
          jdbcUrl: 'jdbc:databricks://stg:443/default',
          token: ref('3303', 'warehouse-token', 'text'),
        },
      ],
      [
        '4660',
        'drop',
        'sftp',
        false,
        { host: 'sftp.example.com', port: 22, credentials: ref('3304', 'sftp-login', 'username_password') },
      ],
      [
        '4661',
        'alerts',
        'smtp',
        false,
        { host: 'smtp.example.com', port: '587', tls: true, password: ref('3305', 'alerts-key', 'text') },
      ],
    ]);
    expectNoSecretValues(serviceSide(), JSON.stringify(outcome), progress.join('\n'));
  });

  it('sends the secret the first connection uses in the create call, when it is not the first secret', async () => {
    const spec = parse(
      FILE.replace(/connections:\n {2}- name: warehouse[\s\S]*?(?= {2}- name: drop)/, 'connections:\n'),
    );
    const outcome = await applyFabric(client, spec, VALUES, { fabricId: undefined });
    expect(emulator.requests[0]!.body).toMatchObject({
      secret: {
        subKind: 'username_password',
        properties: { name: 'sftp-login', username: '***', password: '***' },
      },
      connection: { name: 'drop', properties: { credentials: '{{SECRET}}' } },
    });
    expect(outcome.secrets.map((s) => [s.name, s.id, s.result])).toEqual([
      ['warehouse-token', '3304', 'added'],
      ['sftp-login', '3303', 'created'],
      ['alerts-key', '3305', 'added'],
    ]);
    expect(fabricNamed('analytics-staging').connections[0]!.properties.credentials).toEqual(
      ref('3303', 'sftp-login', 'username_password'),
    );
  });

  it('adds a first connection that uses two secrets after the secrets, since the create call holds one', async () => {
    const spec = parse(`name: two-secrets
teamName: data-platform
provider: bigquery
secrets:
  - { name: a, subKind: text, valueFromEnv: A }
  - { name: b, subKind: text, valueFromEnv: B }
connections:
  - name: lake
    kind: ADLS
    properties: { accountKey: { secret: a }, sasToken: { secret: b } }
`);
    const values: SecretValues = new Map([
      ['a', { value: 'value-a-1' }],
      ['b', { value: 'value-b-2' }],
    ]);
    const outcome = await applyFabric(client, spec, values, { fabricId: undefined });
    expect(requestLines()).toEqual([
      'POST /api/orchestration/fabric 200',
      'GET /api/orchestration/fabric/10742/secret 200',
      'POST /api/orchestration/fabric/10742/secret 200',
      'POST /api/orchestration/fabric/10742/connection 200',
    ]);
    expect(emulator.requests[0]!.body).not.toHaveProperty('connection');
    expect(outcome.connections).toEqual([
      { resource: 'connection', name: 'lake', line: 8, id: '4659', result: 'added', detail: '' },
    ]);
    expect(fabricNamed('two-secrets').connections[0]!.properties).toEqual({
      accountKey: ref('3303', 'a', 'text'),
      sasToken: ref('3304', 'b', 'text'),
    });
  });

  it('stops when the name exists already, having applied nothing', async () => {
    const outcome = await applyFabric(
      client,
      parse(FILE.replace('analytics-staging', 'analytics-prod')),
      VALUES,
      {
        fabricId: undefined,
      },
    );
    expect(outcome.failure).toEqual({
      step: 'create fabric analytics-prod',
      message:
        'Create fabric failed: Fabric creation failed due to : Fabric with name analytics-prod already exists in the team (HTTP 500)',
      maybeApplied: false,
    });
    expect(outcome.fabric).toMatchObject({ result: 'failed' });
    expect(outcome.fabricId).toBeUndefined();
    expect([...outcome.secrets, ...outcome.connections].every((i) => i.result === 'not applied')).toBe(true);
    expect(requestLines()).toEqual(['POST /api/orchestration/fabric 500']);
  });
});

describe('reconciling with fabric-id', () => {
  it('changes nothing but the secret values the second time: no duplicates, secrets updated by id', async () => {
    await applyFabric(client, parse(FILE), VALUES, { fabricId: undefined });
    const before = fabricNamed('analytics-staging');
    emulator.requests.length = 0;

    const progress: string[] = [];
    const outcome = await applyFabric(client, parse(FILE), VALUES, {
      fabricId: '10742',
      onProgress: (l) => progress.push(l),
    });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.created).toBe(false);
    expect(outcome.fieldsUpdated).toEqual(['name', 'description']);
    expect(outcome.fabric).toEqual({
      resource: 'fabric',
      name: 'analytics-staging',
      line: 1,
      id: '10742',
      result: 'updated',
      detail: 'name, description sent (the API cannot read a fabric, so they are always sent)',
    });
    expect(outcome.secrets.map((s) => [s.name, s.id, s.result])).toEqual([
      ['warehouse-token', '3303', 'updated'],
      ['sftp-login', '3304', 'updated'],
      ['alerts-key', '3305', 'updated'],
    ]);
    expect(outcome.connections.map((c) => [c.name, c.id, c.result, c.detail])).toEqual([
      ['warehouse', '4659', 'unchanged', 'exists and matches the file'],
      ['drop', '4660', 'unchanged', 'exists and matches the file'],
      ['alerts', '4661', 'unchanged', 'exists and matches the file'],
    ]);
    // The reads first, so the whole plan is known before anything is written; then its writes.
    expect(requestLines()).toEqual([
      'GET /api/orchestration/fabric/10742/secret 200',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse 200',
      'GET /api/orchestration/fabric/10742/connection/name/drop 200',
      'GET /api/orchestration/fabric/10742/connection/name/alerts 200',
      'PUT /api/orchestration/fabric/10742 200',
      'PUT /api/orchestration/fabric/10742/secret/id/3303 200',
      'PUT /api/orchestration/fabric/10742/secret/id/3304 200',
      'PUT /api/orchestration/fabric/10742/secret/id/3305 200',
    ]);
    expect(outcome.writes).toBe(4);
    expect(emulator.requests[4]!.body).toEqual({
      name: 'analytics-staging',
      description: 'Staging analytics',
    });
    const after = fabricNamed('analytics-staging');
    // Same secrets and connections; each secret written once more.
    expect(after.connections).toEqual(before.connections);
    expect(after.secrets).toEqual(before.secrets.map((s) => ({ ...s, version: s.version + 1 })));
    expect(progress).toEqual([
      'Updated fabric 10742 (name, description sent)',
      'Updated secret warehouse-token (id 3303)',
      'Updated secret sftp-login (id 3304)',
      'Updated secret alerts-key (id 3305)',
      'Connection warehouse (id 4659) exists and matches the file',
      'Connection drop (id 4660) exists and matches the file',
      'Connection alerts (id 4661) exists and matches the file',
    ]);
    expectNoSecretValues(serviceSide(), JSON.stringify(outcome));
  });

  it('adds what is missing, updates what exists, and reports drift without touching the connection', async () => {
    // analytics-dev (10740) has secret warehouse-token (3301) and connection warehouse (4657).
    const spec = parse(`name: analytics-dev
description: Development analytics workspace
teamName: data-platform
provider: databricks
secrets:
  - { name: warehouse-token, subKind: text, valueFromEnv: WAREHOUSE_TOKEN }
  - { name: alerts-key, subKind: text, valueFromEnv: ALERTS_KEY }
connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties:
      authType: pat
      jdbcUrl: jdbc:databricks://dev-new.example.cloud:443/default
      catalog: retail_dev
      token: { secret: warehouse-token }
  - name: alerts
    kind: smtp
    properties: { host: smtp.example.com, password: { secret: alerts-key } }
`);
    const before = fabricNamed('analytics-dev');
    const outcome = await applyFabric(client, spec, VALUES, { fabricId: '10740' });
    expect(outcome.secrets.map((s) => [s.name, s.id, s.result])).toEqual([
      ['warehouse-token', '3301', 'updated'],
      ['alerts-key', '3303', 'added'],
    ]);
    expect(outcome.connections).toEqual([
      {
        resource: 'connection',
        name: 'warehouse',
        line: 9,
        id: '4657',
        result: 'drifted',
        drift: [
          {
            field: 'properties.jdbcUrl',
            service: '(66 characters, hidden: it may hold a credential)',
            file: '"jdbc:databricks://dev-new.example.cloud:443/default"',
          },
          { field: 'properties.schema', service: '"analytics"', file: '(not in the file)' },
        ],
        detail:
          'differs from the file: properties.jdbcUrl: (66 characters, hidden: it may hold a credential) → "jdbc:databricks://dev-new.example.cloud:443/default"; properties.schema: "analytics" → (not in the file); left as it is (fix-drift: true would update its properties)',
      },
      { resource: 'connection', name: 'alerts', line: 17, id: '4659', result: 'added', detail: '' },
    ]);
    const after = fabricNamed('analytics-dev');
    expect(after.connections[0]).toEqual(before.connections[0]);
    expect(after.connections[1]!.properties).toEqual({
      host: 'smtp.example.com',
      password: ref('3303', 'alerts-key', 'text'),
    });
    expect(requestLines().filter((l) => !l.startsWith('GET'))).toEqual([
      'PUT /api/orchestration/fabric/10740 200',
      'PUT /api/orchestration/fabric/10740/secret/id/3301 200',
      'POST /api/orchestration/fabric/10740/secret 200',
      'POST /api/orchestration/fabric/10740/connection 200',
    ]);
  });

  it('stops at a fabric id the service does not know, at the first read, having written nothing', async () => {
    const outcome = await applyFabric(client, parse(FILE), VALUES, { fabricId: '99999' });
    expect(outcome.failure).toEqual({
      step: 'list secrets of fabric 99999',
      message:
        'List secrets failed: List Secrets failed due to : Fabric 99999 not found (HTTP 404); check the `fabric-id` input',
      maybeApplied: false,
    });
    expect(outcome.fabricId).toBe('99999');
    expect(outcome.plan).toBeUndefined();
    expect(outcome.writes).toBe(0);
    expect(requestLines()).toEqual(['GET /api/orchestration/fabric/99999/secret 404']);
  });
});

describe('a failure halfway', () => {
  it('records what was applied, and a re-run with the new fabric id finishes the job', async () => {
    emulator.injectFault({ kind: 'status-500', method: 'POST', path: /\/connection$/ });
    const first = await applyFabric(client, parse(FILE), VALUES, { fabricId: undefined });
    expect(first.failure).toEqual({
      step: 'add connection drop',
      message: 'Add connection failed: Add Connection failed due to : injected fault (HTTP 500)',
      maybeApplied: false,
    });
    expect(first.fabricId).toBe('10742');
    expect(first.created).toBe(true);
    expect([...first.secrets, ...first.connections].map((i) => [i.name, i.id, i.result])).toEqual([
      ['warehouse-token', '3303', 'created'],
      ['sftp-login', '3304', 'added'],
      ['alerts-key', '3305', 'added'],
      ['warehouse', '4659', 'created'],
      ['drop', undefined, 'failed'],
      ['alerts', undefined, 'not applied'],
    ]);
    expect(first.connections[1]!.detail).toBe(
      'Add connection failed: Add Connection failed due to : injected fault (HTTP 500)',
    );
    expect(fabricNamed('analytics-staging').connections.map((c) => c.name)).toEqual(['warehouse']);

    emulator.requests.length = 0;
    const second = await applyFabric(client, parse(FILE), VALUES, { fabricId: '10742' });
    expect(second.failure).toBeUndefined();
    expect([...second.secrets, ...second.connections].map((i) => [i.name, i.id, i.result])).toEqual([
      ['warehouse-token', '3303', 'updated'],
      ['sftp-login', '3304', 'updated'],
      ['alerts-key', '3305', 'updated'],
      ['warehouse', '4659', 'unchanged'],
      ['drop', '4660', 'added'],
      ['alerts', '4661', 'added'],
    ]);
    expect(requestLines().filter((l) => l.startsWith('POST'))).toEqual([
      'POST /api/orchestration/fabric/10742/connection 200',
      'POST /api/orchestration/fabric/10742/connection 200',
    ]);
    const fabric = fabricNamed('analytics-staging');
    expect(fabric.connections.map((c) => c.name)).toEqual(['warehouse', 'drop', 'alerts']);
    expect(fabric.secrets.map((s) => s.name)).toEqual(['warehouse-token', 'sftp-login', 'alerts-key']);
  });

  it('keeps the created secret when its id cannot be read back, and the re-run learns it', async () => {
    emulator.injectFault({ kind: 'status-500', method: 'GET', path: /\/secret$/ });
    const first = await applyFabric(client, parse(FILE), VALUES, { fabricId: undefined });
    expect(first.failure?.step).toBe('list secrets of fabric 10742');
    expect(first.secrets.map((i) => [i.name, i.id, i.result])).toEqual([
      ['warehouse-token', undefined, 'created'],
      ['sftp-login', undefined, 'not applied'],
      ['alerts-key', undefined, 'not applied'],
    ]);
    expect(first.connections.map((i) => [i.name, i.result])).toEqual([
      ['warehouse', 'created'],
      ['drop', 'not applied'],
      ['alerts', 'not applied'],
    ]);
    const second = await applyFabric(client, parse(FILE), VALUES, { fabricId: '10742' });
    expect(second.failure).toBeUndefined();
    expect(second.secrets.map((i) => [i.name, i.id, i.result])).toEqual([
      ['warehouse-token', '3303', 'updated'],
      ['sftp-login', '3304', 'added'],
      ['alerts-key', '3305', 'added'],
    ]);
  });

  it('an add whose answer was lost: the secret list decides, and it is not sent again', async () => {
    emulator.injectFault({ kind: 'reset-after', method: 'POST', path: /\/secret$/ });
    const first = await applyFabric(client, parse(FILE), VALUES, { fabricId: undefined });
    expect(first.failure).toBeUndefined();
    expect(first.secrets.map((i) => [i.name, i.id, i.result, i.detail])).toEqual([
      ['warehouse-token', '3303', 'created', 'in the create call'],
      ['sftp-login', '3304', 'added', 'its answer was lost; a read showed it was added'],
      ['alerts-key', '3305', 'added', ''],
    ]);
    const posts = emulator.requests.filter((r) => r.method === 'POST' && /\/secret$/.test(r.path));
    expect(posts).toHaveLength(2); // sftp-login once, alerts-key once
    expect(fabricNamed('analytics-staging').secrets.map((s) => s.name)).toEqual([
      'warehouse-token',
      'sftp-login',
      'alerts-key',
    ]);
  });
});

describe('fix-drift', () => {
  // analytics-dev (10740): connection warehouse (4657) points at another host than this file,
  // has a schema the file does not list, and uses secret warehouse-token (3301) where the file
  // now uses warehouse-token-2, which the apply adds.
  const DEV = `name: analytics-dev
description: Development analytics workspace
teamName: data-platform
provider: databricks
secrets:
  - { name: warehouse-token, subKind: text, valueFromEnv: WAREHOUSE_TOKEN }
  - { name: warehouse-token-2, subKind: text, valueFromEnv: WAREHOUSE_TOKEN_2 }
connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties:
      authType: pat
      jdbcUrl: jdbc:databricks://dev-new.example.cloud:443/default
      catalog: retail_dev
      token: { secret: warehouse-token-2 }
`;
  const DEV_VALUES: SecretValues = new Map([
    ['warehouse-token', { value: 'tok-7d1e94' }],
    ['warehouse-token-2', { value: 'key-0b33f2' }],
  ]);
  const DRIFT =
    'properties.jdbcUrl: (66 characters, hidden: it may hold a credential) → "jdbc:databricks://dev-new.example.cloud:443/default"; properties.token: secret warehouse-token (id 3301) → secret warehouse-token-2 (not on the service yet: the apply adds it); properties.schema: "analytics" → (not in the file)';
  const UPDATED = {
    authType: 'pat',
    jdbcUrl: 'jdbc:databricks://dev-new.example.cloud:443/default',
    catalog: 'retail_dev',
    token: ref('3303', 'warehouse-token-2', 'text'),
  };
  const writeLines = () => requestLines().filter((l) => !l.startsWith('GET'));
  const warehouse = () => fabricNamed('analytics-dev').connections.find((c) => c.name === 'warehouse')!;

  it('updates a connection whose properties alone differ, by name, with references by id; the next apply finds it matching', async () => {
    const progress: string[] = [];
    const outcome = await applyFabric(client, parse(DEV), DEV_VALUES, {
      fabricId: '10740',
      fixDrift: true,
      onProgress: (l) => progress.push(l),
    });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.connections).toEqual([
      {
        resource: 'connection',
        name: 'warehouse',
        line: 9,
        id: '4657',
        result: 'updated',
        drift: outcome.plan!.steps.at(-1)!.drift,
        detail: `properties set to the file's (fix-drift): ${DRIFT}`,
      },
    ]);
    expect(writeLines()).toEqual([
      'PUT /api/orchestration/fabric/10740 200',
      'PUT /api/orchestration/fabric/10740/secret/id/3301 200',
      'POST /api/orchestration/fabric/10740/secret 200',
      'PUT /api/orchestration/fabric/10740/connection/name/warehouse 200',
    ]);
    expect(outcome.writes).toBe(4);
    // The whole connection of the file, its reference to the secret added a step before.
    expect(emulator.requests.at(-1)!.body).toEqual({
      name: 'warehouse',
      kind: 'databricks',
      isDefaultWarehouseConnection: true,
      properties: UPDATED,
    });
    expect(warehouse()).toMatchObject({ id: '4657', kind: 'databricks', properties: UPDATED });
    expect(fabricNamed('analytics-dev').connections).toHaveLength(1);
    expect(progress.at(-1)).toBe(
      "Updated connection warehouse (id 4657): properties.jdbcUrl, properties.token, properties.schema set to the file's",
    );
    expectNoSecretValues(serviceSide(), JSON.stringify(outcome), progress.join('\n'));

    emulator.requests.length = 0;
    const again = await applyFabric(client, parse(DEV), DEV_VALUES, { fabricId: '10740', fixDrift: true });
    expect(again.connections.map((c) => [c.name, c.result, c.detail])).toEqual([
      ['warehouse', 'unchanged', 'exists and matches the file'],
    ]);
    // The fabric and the two secret values: nothing is sent to the connection.
    expect(writeLines()).toEqual([
      'PUT /api/orchestration/fabric/10740 200',
      'PUT /api/orchestration/fabric/10740/secret/id/3301 200',
      'PUT /api/orchestration/fabric/10740/secret/id/3303 200',
    ]);
    expect(again.writes).toBe(3);
  });

  it('without it, the same connection is drift, left as it is, and says fix-drift would update it', async () => {
    const before = structuredClone(warehouse());
    const outcome = await applyFabric(client, parse(DEV), DEV_VALUES, { fabricId: '10740' });
    expect(outcome.connections.map((c) => [c.result, c.detail])).toEqual([
      [
        'drifted',
        `differs from the file: ${DRIFT}; left as it is (fix-drift: true would update its properties)`,
      ],
    ]);
    expect(writeLines()).not.toContain('PUT /api/orchestration/fabric/10740/connection/name/warehouse 200');
    expect(warehouse()).toEqual(before);
  });

  it('leaves a connection of another kind as it is, sends it nothing, and says the service cannot change a kind', async () => {
    const before = structuredClone(warehouse());
    const outcome = await applyFabric(
      client,
      parse(DEV.replace('kind: databricks', 'kind: snowflake')),
      DEV_VALUES,
      {
        fabricId: '10740',
        fixDrift: true,
      },
    );
    expect(outcome.failure).toBeUndefined();
    expect(outcome.connections.map((c) => [c.result, c.detail])).toEqual([
      [
        'drifted',
        `differs from the file: kind: "databricks" → "snowflake"; ${DRIFT}; left as it is (the service cannot change a connection's kind)`,
      ],
    ]);
    expect(writeLines().filter((l) => l.includes('/connection'))).toEqual([]);
    expect(warehouse()).toEqual(before);
  });

  it('a reset after the update was applied: sent again once, it converges to the same connection', async () => {
    emulator.injectFault({ kind: 'reset-after', method: 'PUT', path: /\/connection\/name\/warehouse$/ });
    const outcome = await applyFabric(client, parse(DEV), DEV_VALUES, { fabricId: '10740', fixDrift: true });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.connections.map((c) => [c.name, c.id, c.result])).toEqual([
      ['warehouse', '4657', 'updated'],
    ]);
    const puts = emulator.requests.filter(
      (r) => r.method === 'PUT' && r.path.endsWith('/connection/name/warehouse'),
    );
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual(puts[0]!.body);
    // One write request carried out, though sent twice.
    expect(outcome.writes).toBe(4);
    expect(fabricNamed('analytics-dev').connections).toEqual([
      expect.objectContaining({ id: '4657', properties: UPDATED }),
    ]);
  });

  it('an update the service refuses stops the run at that step, having changed nothing of the connection', async () => {
    emulator.injectFault({ kind: 'status-500', method: 'PUT', path: /\/connection\/name\/warehouse$/ });
    const before = structuredClone(warehouse());
    const outcome = await applyFabric(client, parse(DEV), DEV_VALUES, { fabricId: '10740', fixDrift: true });
    expect(outcome.failure).toEqual({
      step: 'update connection warehouse',
      message: 'Update connection failed: Update Connection failed due to : injected fault (HTTP 500)',
      maybeApplied: false,
    });
    expect(outcome.connections.map((c) => [c.id, c.result])).toEqual([['4657', 'failed']]);
    expect(outcome.writes).toBe(3);
    expect(warehouse()).toEqual(before);
  });
});
