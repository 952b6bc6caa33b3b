import { describe, expect, it } from '@jest/globals';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import type { FabricSpec, SecretValues } from '../../src/files/fabric-file.js';
import { parseYamlText } from '../../src/files/yaml.js';
import {
  chooseCreateCall,
  connectionDrift,
  createFabricBody,
  planFabric,
  updateFabricBody,
} from '../../src/modes/fabric.js';
import type { Connection } from '../../src/api/types.js';

const parse = (text: string): FabricSpec => parseFabricFile(parseYamlText('fabric.yml', text));

const HEAD = `name: analytics-staging
description: Staging analytics
teamName: data-platform
provider: databricks
`;

const SECRETS = `secrets:
  - { name: warehouse-token, subKind: text, valueFromEnv: WAREHOUSE_TOKEN }
  - name: sftp-login
    subKind: username_password
    properties:
      username: etl
      password: { fromEnv: SFTP_PASSWORD }
`;

const values: SecretValues = new Map<string, Record<string, string>>([
  ['warehouse-token', { value: 'tok-value-1' }],
  ['sftp-login', { username: 'etl', password: 'pw-value-2' }],
]);

describe('the create call', () => {
  it('carries the first secret and the first connection, whose reference becomes {{SECRET}}', () => {
    const spec = parse(`${HEAD}${SECRETS}connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties: { authType: pat, token: { secret: warehouse-token } }
  - name: drop
    kind: sftp
    properties: { credentials: { secret: sftp-login } }
`);
    const choice = chooseCreateCall(spec);
    expect([choice.secret?.name, choice.connection?.name]).toEqual(['warehouse-token', 'warehouse']);
    expect(createFabricBody(spec, values, choice)).toEqual({
      name: 'analytics-staging',
      description: 'Staging analytics',
      teamName: 'data-platform',
      provider: 'databricks',
      secret: {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'warehouse-token', value: 'tok-value-1' },
      },
      connection: {
        name: 'warehouse',
        kind: 'databricks',
        isDefaultWarehouseConnection: true,
        properties: { authType: 'pat', token: '{{SECRET}}' },
      },
    });
  });

  it('sends the secret the first connection uses when that is not the first secret', () => {
    const spec = parse(`${HEAD}${SECRETS}connections:
  - name: drop
    kind: sftp
    properties: { host: h, credentials: { secret: sftp-login }, again: { secret: sftp-login } }
`);
    const choice = chooseCreateCall(spec);
    expect([choice.secret?.name, choice.connection?.name]).toEqual(['sftp-login', 'drop']);
    expect(createFabricBody(spec, values, choice).connection?.properties).toEqual({
      host: 'h',
      credentials: '{{SECRET}}',
      again: '{{SECRET}}',
    });
  });

  it('leaves out a first connection that uses two secrets, and keeps the first secret', () => {
    const spec = parse(`${HEAD}${SECRETS}connections:
  - name: both
    kind: s3
    properties: { a: { secret: sftp-login }, b: { secret: warehouse-token } }
`);
    const choice = chooseCreateCall(spec);
    expect([choice.secret?.name, choice.connection?.name]).toEqual(['warehouse-token', undefined]);
    const body = createFabricBody(spec, values, choice);
    expect(body.connection).toBeUndefined();
    expect(body.secret?.properties.name).toBe('warehouse-token');
  });

  it('carries a first connection without secrets together with the first secret', () => {
    const spec = parse(`${HEAD}${SECRETS}connections:
  - { name: bucket, kind: s3, properties: { bucket: raw } }
`);
    const choice = chooseCreateCall(spec);
    expect([choice.secret?.name, choice.connection?.name]).toEqual(['warehouse-token', 'bucket']);
  });

  it('sends neither when the file has none, and no description when the file has none', () => {
    const spec = parse('name: n\nteamName: t\nprovider: bigquery\n');
    expect(createFabricBody(spec, new Map(), chooseCreateCall(spec))).toEqual({
      name: 'n',
      teamName: 't',
      provider: 'bigquery',
    });
    expect(updateFabricBody(spec)).toEqual({ name: 'n' });
  });
});

describe('the dry-run plan', () => {
  const spec = parse(`${HEAD}${SECRETS}connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties: { authType: pat, token: { secret: warehouse-token } }
  - name: drop
    kind: sftp
    shouldTest: false
    properties: { port: 22, credentials: { secret: sftp-login } }
`);

  it('without fabric-id: create, then add, with reasons and redacted requests', () => {
    const plan = planFabric(spec, undefined);
    expect(plan.items.map((i) => [i.resource, i.name, i.action, i.reason, i.line])).toEqual([
      [
        'fabric',
        'analytics-staging',
        'create',
        'no fabric-id: created in team data-platform, provider databricks, with secret warehouse-token and connection warehouse in the create call',
        1,
      ],
      ['secret', 'warehouse-token', 'create', 'in the create call', 6],
      ['secret', 'sftp-login', 'add', 'added after the create call (one secret per create call)', 7],
      ['connection', 'warehouse', 'create', 'in the create call (warehouse-token as {{SECRET}})', 13],
      [
        'connection',
        'drop',
        'add',
        'added after the secrets (one connection per create call), secret references by id',
        17,
      ],
    ]);
    expect(plan.requests).toEqual([
      {
        method: 'POST',
        path: '/api/orchestration/fabric',
        note: 'create the fabric',
        body: {
          name: 'analytics-staging',
          description: 'Staging analytics',
          teamName: 'data-platform',
          provider: 'databricks',
          secret: { kind: 'native', subKind: 'text', properties: { name: 'warehouse-token', value: '***' } },
          connection: {
            name: 'warehouse',
            kind: 'databricks',
            isDefaultWarehouseConnection: true,
            properties: { authType: 'pat', token: '{{SECRET}}' },
          },
        },
      },
      {
        method: 'GET',
        path: '/api/orchestration/fabric/<new fabric id>/secret',
        note: 'learn the id of secret warehouse-token',
      },
      {
        method: 'GET',
        path: '/api/orchestration/fabric/<new fabric id>/connection/name/warehouse',
        note: 'learn the id of connection warehouse',
      },
      {
        method: 'POST',
        path: '/api/orchestration/fabric/<new fabric id>/secret',
        note: 'add secret sftp-login',
        body: {
          kind: 'native',
          subKind: 'username_password',
          properties: { name: 'sftp-login', username: '***', password: '***' },
        },
      },
      {
        method: 'POST',
        path: '/api/orchestration/fabric/<new fabric id>/connection',
        note: 'add connection drop',
        body: {
          name: 'drop',
          kind: 'sftp',
          isDefaultWarehouseConnection: false,
          shouldTest: false,
          properties: {
            port: 22,
            credentials: {
              kind: 'native',
              properties: { id: '<id of secret sftp-login>', name: 'sftp-login' },
              subKind: 'username_password',
              type: 'secret',
            },
          },
        },
      },
    ]);
  });

  it('with fabric-id: update, add or update, add if absent', () => {
    const plan = planFabric(spec, '10742');
    expect(plan.items.map((i) => [i.resource, i.name, i.action, i.reason])).toEqual([
      [
        'fabric',
        'analytics-staging',
        'update',
        'fabric-id 10742: name, description always sent (the API cannot read a fabric); teamName and provider cannot change after creation',
      ],
      [
        'secret',
        'warehouse-token',
        'add or update',
        'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
      ],
      [
        'secret',
        'sftp-login',
        'add or update',
        'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
      ],
      [
        'connection',
        'warehouse',
        'add if absent',
        'looked up by name: added when absent; an existing one is left as it is (the API has no connection update) and differences from the file are warned',
      ],
      [
        'connection',
        'drop',
        'add if absent',
        'looked up by name: added when absent; an existing one is left as it is (the API has no connection update) and differences from the file are warned',
      ],
    ]);
    expect(plan.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/orchestration/fabric/10742',
      'GET /api/orchestration/fabric/10742/secret',
      'PUT /api/orchestration/fabric/10742/secret/id/<id of secret warehouse-token>',
      'PUT /api/orchestration/fabric/10742/secret/id/<id of secret sftp-login>',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse',
      'POST /api/orchestration/fabric/10742/connection',
      'GET /api/orchestration/fabric/10742/connection/name/drop',
      'POST /api/orchestration/fabric/10742/connection',
    ]);
    expect(plan.requests[0]!.body).toEqual({ name: 'analytics-staging', description: 'Staging analytics' });
    expect(plan.requests[4]!.note).toBe('look up connection warehouse');
    expect(plan.requests[5]!.note).toBe('add connection warehouse, only if the lookup finds none');
  });

  it('never holds a secret value', () => {
    const text = JSON.stringify([planFabric(spec, undefined), planFabric(spec, '1')]);
    expect(text).not.toContain('tok-value-1');
    expect(text).not.toContain('pw-value-2');
    // Even the literal part of a secret (a username) is shown as ***.
    expect(text).not.toContain('"username":"etl"');
  });
});

describe('connection drift', () => {
  const spec = parse(`${HEAD}${SECRETS}connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties: { authType: pat, port: 443, token: { secret: warehouse-token } }
`).connections[0]!;
  const ref = (id: string, name: string) => ({
    kind: 'native' as const,
    properties: { id, name },
    subKind: 'text',
    type: 'secret' as const,
  });
  const existing = (overrides: Partial<Connection>): Connection => ({
    id: '4657',
    name: 'warehouse',
    kind: 'databricks',
    isDefaultWarehouseConnection: true,
    properties: { authType: 'pat', port: '443', token: ref('3301', 'warehouse-token') },
    ...overrides,
  });
  const ids = new Map([['warehouse-token', '3301']]);

  it('finds none when values agree as text and the reference points at the secret id', () => {
    expect(connectionDrift(spec, existing({}), ids)).toEqual([]);
  });

  it('lists every differing field by name, never a value', () => {
    const drift = connectionDrift(
      spec,
      existing({
        kind: 'snowflake',
        isDefaultWarehouseConnection: false,
        properties: { authType: 'oauth', token: ref('3999', 'warehouse-token'), extra: 'x' },
      }),
      ids,
    );
    expect(drift).toEqual([
      'kind',
      'isDefaultWarehouseConnection',
      'properties.authType',
      'properties.port (not in the service)',
      'properties.token',
      'properties.extra (not in the file)',
    ]);
  });

  it('compares a reference by name when the secret id is not known, and a plain value is not a reference', () => {
    expect(connectionDrift(spec, existing({}), new Map())).toEqual([]);
    expect(
      connectionDrift(
        spec,
        existing({ properties: { authType: 'pat', port: 443, token: 'literal' } }),
        new Map(),
      ),
    ).toEqual(['properties.token']);
    expect(
      connectionDrift(
        spec,
        existing({ properties: { authType: ref('1', 'a'), port: 443, token: ref('3301', 'x') } }),
        ids,
      ),
    ).toEqual(['properties.authType']);
  });
});
