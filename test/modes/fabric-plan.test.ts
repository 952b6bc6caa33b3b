import { describe, expect, it } from '@jest/globals';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import type { FabricSpec } from '../../src/files/fabric-file.js';
import type { SecretValues } from '../../src/modes/fabric/secret-values.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { chooseCreateCall, createFabricBody, updateFabricBody } from '../../src/modes/fabric/requests.js';
import { connectionDrift, describeDrift } from '../../src/modes/fabric/drift.js';
import type { KnownSecrets } from '../../src/modes/fabric/drift.js';
import { driftedNames, planFabric, writesOf } from '../../src/modes/fabric/plan.js';
import type { FabricPlan, ServiceView } from '../../src/modes/fabric/plan.js';
import { plannedRequests } from '../../src/modes/fabric/planned-requests.js';
import type { Connection } from '../../src/service/types.js';

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
    expect(plan.steps.map((i) => [i.resource, i.name, i.action, i.details, i.line])).toEqual([
      [
        'fabric',
        'analytics-staging',
        'create',
        'no fabric-id: created in team data-platform, provider databricks, with secret warehouse-token and connection warehouse in the create call',
        1,
      ],
      ['secret', 'warehouse-token', 'add', 'in the create call', 6],
      ['secret', 'sftp-login', 'add', 'added after the create call (one secret per create call)', 7],
      ['connection', 'warehouse', 'add', 'in the create call (warehouse-token as {{SECRET}})', 13],
      [
        'connection',
        'drop',
        'add',
        'added after the secrets (one connection per create call), secret references by id',
        17,
      ],
    ]);
    expect(plannedRequests(plan, spec)).toEqual([
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
          // Written in the file, so not secret: shown; the password comes from the environment.
          properties: { name: 'sftp-login', username: 'etl', password: '***' },
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

  it('with fabric-id and nothing read: update, add or update, add if absent', () => {
    const plan = planFabric(spec, '10742');
    expect(plan.steps.map((i) => [i.resource, i.name, i.action, i.details])).toEqual([
      [
        'fabric',
        'analytics-staging',
        'update',
        'name, description sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation',
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
        'looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
      ],
      [
        'connection',
        'drop',
        'add if absent',
        'looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
      ],
    ]);
    const requests = plannedRequests(plan, spec);
    // The reads first, as the apply sends them, then the writes.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/orchestration/fabric/10742/secret',
      'GET /api/orchestration/fabric/10742/connection/name/warehouse',
      'GET /api/orchestration/fabric/10742/connection/name/drop',
      'PUT /api/orchestration/fabric/10742',
      'PUT /api/orchestration/fabric/10742/secret/id/<id of secret warehouse-token>',
      'PUT /api/orchestration/fabric/10742/secret/id/<id of secret sftp-login>',
      'POST /api/orchestration/fabric/10742/connection',
      'POST /api/orchestration/fabric/10742/connection',
    ]);
    expect(requests[3]!.body).toEqual({ name: 'analytics-staging', description: 'Staging analytics' });
    expect(requests[1]!.note).toBe('look up connection warehouse');
    expect(requests[4]!.note).toBe(
      'update secret warehouse-token if it exists, else POST /api/orchestration/fabric/10742/secret with the same body',
    );
    expect(requests[6]!.note).toBe('add connection warehouse, only if the lookup finds none');
  });

  it('never holds a secret value', () => {
    const text = JSON.stringify(
      [planFabric(spec, undefined), planFabric(spec, '1')].map((plan) => plannedRequests(plan, spec)),
    );
    expect(text).not.toContain('tok-value-1');
    expect(text).not.toContain('pw-value-2');
    // The part of a secret written in the file (a username) is no secret: it is shown as written.
    expect(text).toContain('"username":"etl","password":"***"');
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
  // The secret list of the fabric: warehouse-token is the file's, the others only the service's.
  const secrets: KnownSecrets = {
    idOf: new Map([['warehouse-token', '3301']]),
    nameOf: new Map([
      ['3301', 'warehouse-token'],
      ['3302', 'warehouse-token'],
      ['3999', 'old-token'],
    ]),
  };
  const none: KnownSecrets = { idOf: new Map(), nameOf: new Map() };

  it('finds none when values agree as text and the reference points at the secret id', () => {
    expect(connectionDrift(spec, existing({}), secrets)).toEqual([]);
  });

  it('lists every differing field; a value only the service holds is shown when its shape cannot hold a credential', () => {
    const drift = connectionDrift(
      spec,
      existing({
        kind: 'snowflake',
        isDefaultWarehouseConnection: false,
        properties: { authType: 'oauth', token: ref('3999', 'old-token'), extra: 'x', more: 'pw=x1' },
      }),
      secrets,
    );
    expect(drift).toEqual([
      { field: 'kind', service: '"snowflake"', file: '"databricks"' },
      { field: 'isDefaultWarehouseConnection', service: 'false', file: 'true' },
      { field: 'properties.authType', service: '"oauth"', file: '"pat"' },
      { field: 'properties.port', service: '(not on the service)', file: '443' },
      {
        field: 'properties.token',
        service: 'secret old-token (id 3999)',
        file: 'secret warehouse-token (id 3301)',
      },
      // The file does not state them: a name is shown, anything else is not.
      { field: 'properties.extra', service: '"x"', file: '(not in the file)' },
      {
        field: 'properties.more',
        service: '(5 characters, hidden: it may hold a credential)',
        file: '(not in the file)',
      },
    ]);
  });

  it('compares a secret property by the secret it refers to, never showing a plain value there', () => {
    // The same name but another id: another secret (one deleted and made again, say).
    expect(
      connectionDrift(
        spec,
        existing({ properties: { authType: 'pat', port: 443, token: ref('3302', 'warehouse-token') } }),
        secrets,
      ),
    ).toEqual([
      {
        field: 'properties.token',
        service: 'secret warehouse-token (id 3302)',
        file: 'secret warehouse-token (id 3301)',
      },
    ]);
    // A plain value where the file has a secret is most likely a credential: never shown.
    expect(
      connectionDrift(
        spec,
        existing({ properties: { authType: 'pat', port: 443, token: 'dapi-typed-in' } }),
        secrets,
      ),
    ).toEqual([
      {
        field: 'properties.token',
        service: '(13 characters, hidden: it may hold a credential)',
        file: 'secret warehouse-token (id 3301)',
      },
    ]);
    // A file secret the service does not have yet: no reference can point at it.
    expect(connectionDrift(spec, existing({}), { idOf: new Map(), nameOf: secrets.nameOf })).toEqual([
      {
        field: 'properties.token',
        service: 'secret warehouse-token (id 3301)',
        file: 'secret warehouse-token (not on the service yet: the apply adds it)',
      },
    ]);
  });

  it('names a reference only by the secret list: what else it carries, and an id the list lacks, are opaque', () => {
    const carrying = {
      kind: 'native',
      properties: { id: '3999', name: 'ref-name-carried-9f2', value: 'ref-value-carried-3c7' },
      subKind: 'text',
      type: 'secret',
    };
    const unlisted = {
      kind: 'native',
      properties: { id: 'id-holds-a-value-51e', name: 'x' },
      type: 'secret',
    };
    const drift = connectionDrift(
      spec,
      existing({
        properties: { authType: 'pat', port: 443, token: carrying, other: unlisted } as never,
      }),
      secrets,
    );
    expect(drift).toEqual([
      {
        field: 'properties.token',
        service: 'secret old-token (id 3999)',
        file: 'secret warehouse-token (id 3301)',
      },
      {
        field: 'properties.other',
        service: '(a secret reference whose id is not in the secret list, not shown)',
        file: '(not in the file)',
      },
    ]);
    // A reference carrying a value still matches by its id.
    expect(
      connectionDrift(
        spec,
        existing({
          properties: {
            authType: 'pat',
            port: 443,
            token: { ...carrying, properties: { id: '3301', value: 'v-1x9' } },
          } as never,
        }),
        secrets,
      ),
    ).toEqual([]);
  });

  it('shows both sides of a plain, non-secret property the file states; any other difference by its length', () => {
    const mail = parse(`${HEAD}connections:
  - name: mail
    kind: smtp
    properties:
      host: smtp.example.com
      password: plain-in-git
      smtpPass: typed-in-git
      jdbcUrl: "jdbc:x://db.example.com:443/main"
      login: mailer
`).connections[0]!;
    const service = (properties: Record<string, unknown>): Connection => ({
      id: '4700',
      name: 'mail',
      kind: 'smtp',
      isDefaultWarehouseConnection: false,
      properties: properties as Connection['properties'],
    });
    expect(
      connectionDrift(
        mail,
        service({
          host: 'smtp-old.example.com',
          password: 'other-value',
          smtpPass: 'sm7p-service-pass',
          jdbcUrl: 'jdbc:x://db.example.com:443/main;UID=etl;PWD=jdbc-service-pwd',
          login: { nested: 'x' },
          pwd: 'pwd-service-1',
          pat: 'pat-service-2',
          privateKeyContent: '-----BEGIN PRIVATE KEY-----\nMIIE-service\n-----END PRIVATE KEY-----',
          connectionString: 'Server=db;User Id=etl;Password=cs-service-3;',
        }),
        none,
      ),
    ).toEqual([
      { field: 'properties.host', service: '"smtp-old.example.com"', file: '"smtp.example.com"' },
      // Names that say credential: neither side is shown, whatever its shape.
      {
        field: 'properties.password',
        service: '(11 characters, hidden: it may hold a credential)',
        file: '(12 characters, hidden: it may hold a credential)',
      },
      {
        field: 'properties.smtpPass',
        service: '(17 characters, hidden: it may hold a credential)',
        file: '(12 characters, hidden: it may hold a credential)',
      },
      // Stated plainly in the file, but the service's has a shape that can hold a password: only the file's is shown.
      {
        field: 'properties.jdbcUrl',
        service: '(61 characters, hidden: it may hold a credential)',
        file: '"jdbc:x://db.example.com:443/main"',
      },
      {
        field: 'properties.login',
        service: '(a JSON object of 14 characters, hidden: it may hold a credential)',
        file: '"mailer"',
      },
      {
        field: 'properties.pwd',
        service: '(13 characters, hidden: it may hold a credential)',
        file: '(not in the file)',
      },
      {
        field: 'properties.pat',
        service: '(13 characters, hidden: it may hold a credential)',
        file: '(not in the file)',
      },
      {
        field: 'properties.privateKeyContent',
        service: '(66 characters, hidden: it may hold a credential)',
        file: '(not in the file)',
      },
      {
        field: 'properties.connectionString',
        service: '(44 characters, hidden: it may hold a credential)',
        file: '(not in the file)',
      },
    ]);
  });

  it("hides a service-only property's name that is not a name's shape, and its value", () => {
    const drift = connectionDrift(
      spec,
      existing({
        properties: {
          authType: 'pat',
          port: 443,
          token: ref('3301', 'warehouse-token'),
          'Authorization: Bearer abc': 'x',
        },
      }),
      secrets,
    );
    expect(drift).toEqual([
      {
        field: 'properties.(25 characters, hidden: it may hold a credential)',
        service: '"x"',
        file: '(not in the file)',
      },
    ]);
  });

  it('takes only own properties: a name every object has is not on the service', () => {
    const odd = parse(`${HEAD}connections:
  - name: odd
    kind: sftp
    properties: { toString: x, constructor: y }
`).connections[0]!;
    const service: Connection = {
      id: '4701',
      name: 'odd',
      kind: 'sftp',
      isDefaultWarehouseConnection: false,
      properties: { hasOwnProperty: 'z' },
    };
    expect(connectionDrift(odd, service, none)).toEqual([
      { field: 'properties.toString', service: '(not on the service)', file: '"x"' },
      { field: 'properties.constructor', service: '(not on the service)', file: '"y"' },
      { field: 'properties.hasOwnProperty', service: '"z"', file: '(not in the file)' },
    ]);
  });

  it('words each field as the service has it → as the file says, hidden sides by their length', () => {
    expect(
      describeDrift([
        { field: 'properties.host', service: '"a"', file: '"b"' },
        {
          field: 'properties.pwd',
          service: '(11 characters, hidden: it may hold a credential)',
          file: '(12 characters, hidden: it may hold a credential)',
        },
      ]),
    ).toBe(
      'properties.host: "a" → "b"; properties.pwd: (11 characters, hidden: it may hold a credential) → (12 characters, hidden: it may hold a credential)',
    );
  });
});

describe('fix-drift', () => {
  const spec = parse(`${HEAD}${SECRETS}connections:
  - name: warehouse
    kind: databricks
    isDefaultWarehouseConnection: true
    properties: { authType: pat, token: { secret: warehouse-token } }
  - name: drop
    kind: sftp
    properties: { host: sftp.example.com, credentials: { secret: sftp-login } }
`);
  const ref = (id: string, name: string, subKind = 'text') => ({
    kind: 'native' as const,
    properties: { id, name },
    subKind,
    type: 'secret' as const,
  });
  const summary = (id: string, name: string) => ({
    kind: 'native',
    subKind: 'text',
    properties: { id, name },
    type: 'secret',
  });
  // warehouse: its token refers to another secret, and its authType differs (properties only);
  // drop: an s3 connection where the file has an sftp one (a kind the service cannot change).
  const view: ServiceView = {
    secrets: [summary('3301', 'warehouse-token'), summary('3999', 'old-token')],
    connections: new Map<string, Connection | undefined>([
      [
        'warehouse',
        {
          id: '4657',
          name: 'warehouse',
          kind: 'databricks',
          isDefaultWarehouseConnection: true,
          properties: { authType: 'oauth', token: ref('3999', 'old-token') },
        },
      ],
      ['drop', { id: '4660', name: 'drop', kind: 's3', properties: { host: 'sftp.example.com' } }],
    ]),
  };
  const WAREHOUSE_DRIFT =
    'properties.authType: "oauth" → "pat"; properties.token: secret old-token (id 3999) → secret warehouse-token (id 3301)';
  const DROP_DRIFT =
    'kind: "s3" → "sftp"; properties.credentials: (not on the service) → secret sftp-login (not on the service yet: the apply adds it); the service cannot change a connection\'s kind, so an apply leaves it as it is';
  const connections = (plan: FabricPlan) =>
    plan.steps
      .filter((s) => s.resource === 'connection')
      .map((s) => [s.name, s.action, s.details, s.sends === true, s.id]);

  it('off: both connections are drift, and the one of another kind says the service cannot change it', () => {
    const plan = planFabric(spec, '10742', view);
    expect(connections(plan)).toEqual([
      ['warehouse', 'drift', WAREHOUSE_DRIFT, false, '4657'],
      ['drop', 'drift', DROP_DRIFT, false, '4660'],
    ]);
    expect(driftedNames(plan)).toEqual(['warehouse', 'drop']);
    // The fabric, secret warehouse-token updated, secret sftp-login added.
    expect(writesOf(plan)).toBe(3);
  });

  it('on: a connection whose properties alone differ is an update, one PUT by name; another kind stays drift', () => {
    const plan = planFabric(spec, '10742', view, { fixDrift: true });
    expect(connections(plan)).toEqual([
      [
        'warehouse',
        'update',
        `${WAREHOUSE_DRIFT}; fix-drift sets its properties to the file's`,
        true,
        '4657',
      ],
      ['drop', 'drift', DROP_DRIFT, false, '4660'],
    ]);
    expect(driftedNames(plan)).toEqual(['drop']);
    expect(writesOf(plan)).toBe(4);
    const put = plannedRequests(plan, spec).filter(
      (r) => r.path.includes('/connection/name/') && r.method === 'PUT',
    );
    // The file's connection, its secret reference resolved to the id the secret list gives.
    expect(put).toEqual([
      {
        method: 'PUT',
        path: '/api/orchestration/fabric/10742/connection/name/warehouse',
        note: "update connection warehouse: its properties set to the file's (fix-drift)",
        body: {
          name: 'warehouse',
          kind: 'databricks',
          isDefaultWarehouseConnection: true,
          properties: { authType: 'pat', token: ref('3301', 'warehouse-token') },
        },
      },
    ]);
  });

  it('in a dry run with fabric-id: each connection is added or updated, as the lookup decides', () => {
    const plan = planFabric(spec, '10742', undefined, { fixDrift: true });
    expect(
      plan.steps.filter((s) => s.resource === 'connection').map((s) => [s.name, s.action, s.details]),
    ).toEqual(
      ['warehouse', 'drop'].map((name) => [
        name,
        'add or update',
        "looked up by name: added when absent; an existing one whose properties alone differ from the file's gets them (fix-drift), one whose kind or default flag differs is left as it is",
      ]),
    );
    const writes = plannedRequests(plan, spec).filter((r) => r.path.includes('/connection'));
    expect(writes.map((r) => [r.method, r.path, r.note])).toEqual([
      ['GET', '/api/orchestration/fabric/10742/connection/name/warehouse', 'look up connection warehouse'],
      ['GET', '/api/orchestration/fabric/10742/connection/name/drop', 'look up connection drop'],
      [
        'PUT',
        '/api/orchestration/fabric/10742/connection/name/warehouse',
        "update connection warehouse: its properties set to the file's (fix-drift), if it exists and only its properties differ; if the lookup finds none, POST /api/orchestration/fabric/10742/connection with the same body",
      ],
      [
        'PUT',
        '/api/orchestration/fabric/10742/connection/name/drop',
        "update connection drop: its properties set to the file's (fix-drift), if it exists and only its properties differ; if the lookup finds none, POST /api/orchestration/fabric/10742/connection with the same body",
      ],
    ]);
    expect(writes[3]!.body).toMatchObject({
      properties: { credentials: ref('<id of secret sftp-login>', 'sftp-login', 'username_password') },
    });
  });
});
