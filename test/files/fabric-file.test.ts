import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import { isSensitivePropertyName } from '../../src/common/secret-registry.js';
import { resolveSecretValues } from '../../src/modes/fabric/secret-values.js';
import type { FabricSpec } from '../../src/files/fabric-file.js';
import { loadYamlFile, parseYamlText } from '../../src/files/yaml.js';
import { FileError } from '../../src/common/errors.js';
import { ROOT } from '../helpers/run-action.js';

const parse = (text: string): FabricSpec => parseFabricFile(parseYamlText('fabric.yml', text));

/** The FileError message of parsing `text`; fails the test when it parses. */
function failure(text: string): string {
  let caught: unknown;
  try {
    parse(text);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(FileError);
  return (caught as FileError).message;
}

const HEAD = `name: analytics-staging
teamName: data-platform
provider: databricks
`;

describe('fabric file: the example', () => {
  it('parses examples/retail/fabric.yml into the exact spec', async () => {
    const path = join(ROOT, 'examples', 'retail', 'fabric.yml');
    const spec = parseFabricFile(await loadYamlFile(path));
    expect(spec).toEqual({
      path,
      name: 'analytics-staging',
      description: 'Staging analytics for the retail project',
      teamName: 'data-platform',
      provider: 'databricks',
      line: 4,
      warnings: [],
      secrets: [
        {
          name: 'warehouse-token',
          subKind: 'text',
          line: 10,
          properties: { value: { from: 'env', variable: 'WAREHOUSE_TOKEN', line: 12 } },
        },
        {
          name: 'sftp-login',
          subKind: 'username_password',
          line: 13,
          properties: {
            username: { from: 'literal', value: 'retail-etl', line: 16 },
            password: { from: 'env', variable: 'SFTP_PASSWORD', line: 17 },
          },
        },
      ],
      connections: [
        {
          name: 'warehouse',
          kind: 'databricks',
          isDefaultWarehouseConnection: true,
          line: 20,
          properties: {
            authType: 'pat',
            jdbcUrl: 'jdbc:databricks://adb-1234567890123456.7.azuredatabricks.net:443/default',
            catalog: 'retail_staging',
            schema: 'analytics',
            token: { secret: 'warehouse-token' },
          },
        },
        {
          name: 'supplier-drop',
          kind: 'sftp',
          isDefaultWarehouseConnection: false,
          line: 29,
          properties: {
            host: 'sftp.suppliers.example.com',
            port: 22,
            path: '/outbound/retail',
            credentials: { secret: 'sftp-login' },
          },
        },
      ],
    });
  });
});

describe('fabric file: values', () => {
  it('keeps connection strings as strings, numbers as numbers and booleans as booleans', () => {
    const spec = parse(`${HEAD}connections:
  - name: db
    kind: mssql
    shouldValidate: false
    shouldTest: true
    properties:
      port: "1433"
      timeout: 30
      ratio: 1.5
      encrypt: true
      server: sql.example.com
`);
    expect(spec.connections[0]).toEqual({
      name: 'db',
      kind: 'mssql',
      isDefaultWarehouseConnection: false,
      shouldValidate: false,
      shouldTest: true,
      line: 5,
      properties: { port: '1433', timeout: 30, ratio: 1.5, encrypt: true, server: 'sql.example.com' },
    });
    expect(spec.description).toBeUndefined();
    expect(spec.secrets).toEqual([]);
  });

  it('keeps a literal secret property exactly as written, and accepts kind native', () => {
    const spec = parse(`${HEAD}description: ""
secrets:
  - name: api
    kind: native
    subKind: m2m_oauth
    properties:
      clientId: 0012
      tokenUrl: https://auth.example.com/token
      clientSecret: { fromEnv: API_CLIENT_SECRET }
`);
    expect(spec.description).toBe('');
    expect(spec.secrets[0]!.properties).toEqual({
      clientId: { from: 'literal', value: '0012', line: 10 },
      tokenUrl: { from: 'literal', value: 'https://auth.example.com/token', line: 11 },
      clientSecret: { from: 'env', variable: 'API_CLIENT_SECRET', line: 12 },
    });
  });

  it('allows a file with no secrets and no connections', () => {
    expect(parse(HEAD)).toMatchObject({ secrets: [], connections: [], line: 1 });
  });
});

describe('fabric file: errors name the file and line', () => {
  it.each([
    [
      'an empty file',
      '',
      'fabric.yml: the fabric file must be a map with name, teamName, provider, secrets and connections',
    ],
    [
      'a list at the top',
      '- name: x\n',
      'fabric.yml:1: the fabric file must be a map with name, teamName, provider, secrets and connections',
    ],
    [
      'an unknown top-level key',
      `${HEAD}team: data\n`,
      'fabric.yml:4: unknown key "team" in the fabric file (expected one of: name, description, teamName, provider, secrets, connections)',
    ],
    [
      'a missing name',
      'teamName: t\nprovider: databricks\n',
      'fabric.yml:1: the fabric has no name (required)',
    ],
    [
      'a missing teamName',
      'name: n\nprovider: databricks\n',
      'fabric.yml:1: the fabric has no teamName (required)',
    ],
    ['a missing provider', 'name: n\nteamName: t\n', 'fabric.yml:1: the fabric has no provider (required)'],
    [
      'an empty name',
      'name: " "\nteamName: t\nprovider: databricks\n',
      'fabric.yml:1: name must not be empty',
    ],
    ['a name with no value', 'name:\nteamName: t\nprovider: databricks\n', 'fabric.yml:1: name has no value'],
    [
      'a numeric name',
      'name: 2024\nteamName: t\nprovider: databricks\n',
      'fabric.yml:1: name must be a string, got a number; write it in quotes',
    ],
    [
      'a provider that is not a string',
      'name: n\nteamName: t\nprovider: 12\n',
      'fabric.yml:3: provider must be a string, got a number; write it in quotes',
    ],
    [
      'a provider that is a list',
      'name: n\nteamName: t\nprovider: [databricks]\n',
      'fabric.yml:3: provider must be a string, not a list',
    ],
    [
      'secrets that are not a list',
      `${HEAD}secrets: {}\n`,
      'fabric.yml:4: secrets must be a list (leave the key out for none)',
    ],
    [
      'secrets with no value',
      `${HEAD}secrets:\n`,
      'fabric.yml:4: secrets must be a list (leave the key out for none)',
    ],
    [
      'a secret that is not a map',
      `${HEAD}secrets:\n  - token\n`,
      'fabric.yml:5: each entry of secrets must be a map',
    ],
    [
      'a secret value written in the file',
      `${HEAD}secrets:\n  - name: t\n    subKind: text\n    value: hunter2-abc\n`,
      'fabric.yml:7: a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step',
    ],
    [
      'an unknown key in a secret',
      `${HEAD}secrets:\n  - name: t\n    subKind: text\n    valueFromEnv: T\n    fromEnv: T\n`,
      'fabric.yml:8: unknown key "fromEnv" in a secret (expected one of: name, kind, subKind, valueFromEnv, properties)',
    ],
    [
      'a secret without a name',
      `${HEAD}secrets:\n  - subKind: text\n`,
      'fabric.yml:5: a secret has no name (required)',
    ],
    [
      'a secret without a subKind',
      `${HEAD}secrets:\n  - name: t\n    valueFromEnv: T\n`,
      'fabric.yml:5: this secret has no subKind (required)',
    ],
    [
      'a secret kind other than native',
      `${HEAD}secrets:\n  - name: t\n    kind: vault\n    subKind: text\n`,
      'fabric.yml:6: kind is not valid; expected one of: native',
    ],
    [
      'a text secret without valueFromEnv',
      `${HEAD}secrets:\n  - name: t\n    subKind: text\n`,
      'fabric.yml:5: this secret: subKind text needs valueFromEnv: VARIABLE (the value is read from it)',
    ],
    [
      'a text secret with properties',
      `${HEAD}secrets:\n  - name: t\n    subKind: text\n    properties: { value: { fromEnv: T } }\n`,
      'fabric.yml:7: the secret at line 5: subKind text takes valueFromEnv: VARIABLE, not properties',
    ],
    [
      'a bad variable name',
      `${HEAD}secrets:\n  - name: t\n    subKind: text\n    valueFromEnv: $TOKEN\n`,
      'fabric.yml:7: valueFromEnv must be an environment variable name such as WAREHOUSE_TOKEN (letters, digits and _, not starting with a digit)',
    ],
    [
      'valueFromEnv on another sub-kind',
      `${HEAD}secrets:\n  - name: t\n    subKind: username_password\n    valueFromEnv: T\n`,
      'fabric.yml:7: the secret at line 5: valueFromEnv is for subKind text; a secret of another subKind takes properties whose values are { fromEnv: VARIABLE } or plain text',
    ],
    [
      'another sub-kind without properties',
      `${HEAD}secrets:\n  - name: t\n    subKind: binary\n`,
      'fabric.yml:5: this secret: a subKind other than text needs properties (e.g. password: { fromEnv: VARIABLE })',
    ],
    [
      'a literal password',
      `${HEAD}secrets:\n  - name: t\n    subKind: username_password\n    properties:\n      username: etl\n      password: hunter2-abc\n`,
      'fabric.yml:9: the secret at line 5: properties.password must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git',
    ],
    [
      'a literal client secret',
      `${HEAD}secrets:\n  - name: t\n    subKind: m2m_oauth\n    properties:\n      clientSecret: abc\n`,
      'fabric.yml:8: the secret at line 5: properties.clientSecret must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git',
    ],
    [
      'a name among the secret properties',
      `${HEAD}secrets:\n  - name: t\n    subKind: binary\n    properties:\n      name: other\n`,
      `fabric.yml:8: the secret at line 5: properties.name is set from the secret's name; remove it`,
    ],
    [
      'a map that is not fromEnv in secret properties',
      `${HEAD}secrets:\n  - name: t\n    subKind: binary\n    properties:\n      value: { env: T }\n`,
      'fabric.yml:8: unknown key "env" in the secret at line 5 properties.value (expected one of: fromEnv)',
    ],
    [
      'a list in secret properties',
      `${HEAD}secrets:\n  - name: t\n    subKind: binary\n    properties:\n      value: [a]\n`,
      'fabric.yml:8: the secret at line 5: properties.value must be { fromEnv: VARIABLE } or plain text',
    ],
    [
      'a secret defined twice',
      `${HEAD}secrets:\n  - { name: t, subKind: text, valueFromEnv: A }\n  - { name: t, subKind: text, valueFromEnv: B }\n`,
      'fabric.yml:6: this secret has the name of the secret at line 5: names are unique',
    ],
    [
      'an unknown key in a connection',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    default: true\n`,
      'fabric.yml:7: unknown key "default" in a connection (expected one of: name, kind, isDefaultWarehouseConnection, properties, shouldValidate, shouldTest)',
    ],
    [
      'a connection without a kind',
      `${HEAD}connections:\n  - name: c\n`,
      'fabric.yml:5: this connection has no kind (required)',
    ],
    [
      'a kind that is not a string',
      `${HEAD}connections:\n  - name: c\n    kind: 3\n`,
      'fabric.yml:6: kind must be a string, got a number; write it in quotes',
    ],
    [
      'a default warehouse connection of a kind that cannot be one',
      `${HEAD}connections:\n  - name: c\n    kind: redshift\n    isDefaultWarehouseConnection: true\n`,
      'fabric.yml:7: the connection at line 5: a connection of kind redshift cannot be the default warehouse connection (of the kinds the action knows, only databricks, bigquery, snowflake can)',
    ],
    [
      'two default warehouse connections',
      `${HEAD}connections:\n  - { name: a, kind: databricks, isDefaultWarehouseConnection: true }\n  - { name: b, kind: snowflake, isDefaultWarehouseConnection: true }\n`,
      'fabric.yml:6: this connection: only one connection can be the default warehouse connection, and the connection at line 5 already is',
    ],
    [
      'a default flag that is not a boolean',
      `${HEAD}connections:\n  - name: c\n    kind: databricks\n    isDefaultWarehouseConnection: "yes"\n`,
      'fabric.yml:7: isDefaultWarehouseConnection must be true or false',
    ],
    [
      'a connection defined twice',
      `${HEAD}connections:\n  - { name: c, kind: s3 }\n  - { name: c, kind: sftp }\n`,
      'fabric.yml:6: this connection has the name of the connection at line 5: names are unique',
    ],
    [
      'a connection named .',
      `${HEAD}connections:\n  - { name: c, kind: s3 }\n  - name: "."\n    kind: sftp\n`,
      'fabric.yml:6: a connection cannot be named ".": the service finds a connection by its name in the URL path, where "." and ".." are not names but steps of the path, so it would never be found again and a second run would add it twice; choose another name',
    ],
    [
      'a reference to a secret the file does not define',
      `${HEAD}secrets:\n  - { name: a, subKind: text, valueFromEnv: A }\nconnections:\n  - name: c\n    kind: s3\n    properties:\n      key: { secret: b }\n`,
      'fabric.yml:10: the connection at line 7: properties.key names a secret that is not defined under secrets (check the names under secrets)',
    ],
    [
      'a reference with an extra key',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties:\n      key: { secret: b, id: "1" }\n`,
      'fabric.yml:8: unknown key "id" in the connection at line 5 properties.key (expected one of: secret)',
    ],
    [
      'a list as a connection property',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties:\n      buckets: [a, b]\n`,
      'fabric.yml:8: the connection at line 5: properties.buckets must be a string, number, true/false or { secret: NAME }',
    ],
    [
      'a property with no value',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties:\n      bucket:\n`,
      'fabric.yml:8: the connection at line 5: properties.bucket must be a string, number, true/false or { secret: NAME }',
    ],
    [
      'a number too large to keep exact',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties:\n      account: 123456789012345678901\n`,
      'fabric.yml:8: the connection at line 5: properties.account is a number JSON cannot carry exactly: write it in quotes to keep it exact',
    ],
    [
      'connection properties that are a list',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties: [a]\n`,
      'fabric.yml:7: the connection at line 5: properties must be a map',
    ],
    [
      'invalid YAML',
      'name: [a\n',
      'fabric.yml:2: invalid YAML: expected a `[` or `{` closed by its `]` or `}`, each line inside it indented deeper than its key, found a line indented less, or no closing bracket',
    ],
    ['a duplicate key', 'name: a\nname: b\n', 'fabric.yml:2: this key repeats the key at line 1'],
  ])('refuses %s', (_what, text, message) => {
    expect(failure(text)).toBe(message);
  });
});

describe('fabric file: sensitive property names', () => {
  it.each([
    ['password', true],
    ['Password', true],
    ['db_password', true],
    ['clientSecret', true],
    ['client_secret', true],
    ['privateKey', true],
    ['apiKey', true],
    ['accessToken', true],
    ['value', true],
    ['passphrase', true],
    ['username', false],
    ['clientId', false],
    ['tokenUrl', false],
    ['keyId', false],
    ['host', false],
  ])('%s → %s', (name, sensitive) => {
    expect(isSensitivePropertyName(name)).toBe(sensitive);
  });
});

describe('fabric file: secret values from the environment', () => {
  const spec = parse(`${HEAD}secrets:
  - name: token
    subKind: text
    valueFromEnv: FABRIC_TOKEN
  - name: login
    subKind: username_password
    properties:
      username: etl-user
      password: { fromEnv: FABRIC_PASSWORD }
`);

  it('reads each variable and masks each value as it is read, literals are not masked', () => {
    const masked: string[] = [];
    const values = resolveSecretValues(
      spec,
      { FABRIC_TOKEN: 'tok-3f9a1c', FABRIC_PASSWORD: 'pw-77b2e0', OTHER: 'x' },
      (v) => masked.push(v),
    );
    expect(masked).toEqual(['tok-3f9a1c', 'pw-77b2e0']);
    expect([...values.entries()]).toEqual([
      ['token', { value: 'tok-3f9a1c' }],
      ['login', { username: 'etl-user', password: 'pw-77b2e0' }],
    ]);
  });

  it('refuses a missing variable with the line of the key that names it', () => {
    expect(() => resolveSecretValues(spec, { FABRIC_TOKEN: 'tok-3f9a1c' }, () => {})).toThrow(
      new FileError(
        'fabric.yml',
        12,
        'secret "login": environment variable FABRIC_PASSWORD is not set or empty (pass it with env: on the step, e.g. FABRIC_PASSWORD: ${{ secrets.FABRIC_PASSWORD }})',
      ),
    );
  });

  it('treats an empty variable as missing and lists every missing one in the same line', () => {
    let message = '';
    try {
      resolveSecretValues(spec, { FABRIC_TOKEN: '' }, () => {});
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(
      'fabric.yml:7: secret "token": environment variable FABRIC_TOKEN is not set or empty (pass it with env: on the step, e.g. FABRIC_TOKEN: ${{ secrets.FABRIC_TOKEN }}); also missing: FABRIC_PASSWORD (line 12)',
    );
  });
});

describe('fabric file: the service owns provider, kind and subKind', () => {
  it('sends a provider, kinds and a sub-kind the action has never seen as written, without a word', () => {
    const spec = parse(`name: n
teamName: t
provider: service-managed
secrets:
  - name: deploy-key
    subKind: ssh_key
    properties:
      privateKey: { fromEnv: DEPLOY_KEY }
connections:
  - name: olap
    kind: clickhouse
    isDefaultWarehouseConnection: true
  - name: stream
    kind: kafka
`);
    expect(spec.provider).toBe('service-managed');
    expect(spec.secrets.map((s) => s.subKind)).toEqual(['ssh_key']);
    expect(spec.connections.map((c) => [c.kind, c.isDefaultWarehouseConnection])).toEqual([
      ['clickhouse', true],
      ['kafka', false],
    ]);
    expect(spec.warnings).toEqual([]);
  });

  it('warns, on its line, about a near miss of a known spelling, and still sends it as written', () => {
    const spec = parse(`name: n
teamName: t
provider: Databricks
secrets:
  - name: token
    subKind: Text
    valueFromEnv: TOKEN
connections:
  - name: lake
    kind: adls
  - name: warehouse
    kind: snowflak
    isDefaultWarehouseConnection: true
`);
    expect([spec.provider, spec.secrets[0]!.subKind, ...spec.connections.map((c) => c.kind)]).toEqual([
      'Databricks',
      'Text',
      'adls',
      'snowflak',
    ]);
    // Shaped as a text secret whatever the case of its sub-kind.
    expect(spec.secrets[0]!.properties).toEqual({ value: { from: 'env', variable: 'TOKEN', line: 7 } });
    const tail = '(values are case-sensitive); it is sent as written, and the service decides';
    expect(spec.warnings).toEqual([
      {
        line: 3,
        message: `this provider is close to "databricks", the spelling the action knows ${tail}`,
      },
      {
        line: 6,
        message: `this subKind is close to "text", the spelling the action knows ${tail}`,
      },
      {
        line: 10,
        message: `this kind is close to "ADLS", the spelling the action knows ${tail}`,
      },
      {
        line: 12,
        message: `this kind is close to "snowflake", the spelling the action knows ${tail}`,
      },
    ]);
  });

  it('refuses a kind known to be no SQL warehouse as the default, whatever its case', () => {
    expect(
      failure(
        `${HEAD}connections:\n  - name: mail\n    kind: SMTP\n    isDefaultWarehouseConnection: true\n`,
      ),
    ).toBe(
      'fabric.yml:7: the connection at line 5: a connection of kind smtp cannot be the default warehouse connection (of the kinds the action knows, only databricks, bigquery, snowflake can)',
    );
  });
});

describe('fabric file: names and values are text', () => {
  it.each([
    [
      'a NUL in a name',
      'name: "analytics\\0"\nteamName: t\nprovider: databricks\n',
      'fabric.yml:1: name holds the control character U+0000',
    ],
    [
      'an escape in a kind',
      `${HEAD}connections:\n  - name: c\n    kind: "s3\\e[0m"\n`,
      'fabric.yml:6: kind holds the control character U+001B',
    ],
    [
      'a NUL in a property value',
      `${HEAD}connections:\n  - name: c\n    kind: s3\n    properties:\n      bucket: "a\\0b"\n`,
      'fabric.yml:8: the connection at line 5: properties.bucket holds the control character U+0000',
    ],
    [
      'a custom tag',
      `${HEAD}connections:\n  - name: c\n    kind: !kind s3\n`,
      "fabric.yml:6: a tag that is not one of YAML's standard tags: only those are read (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)",
    ],
  ])('refuses %s', (_what, text, message) => {
    expect(failure(text)).toBe(message);
  });

  it('keeps a tab and a line break in a description, and reads a connection through an alias', () => {
    const spec = parse(`${HEAD}description: "line one\\n\\tline two"
connections:
  - &c { name: a, kind: s3, properties: { bucket: raw } }
`);
    expect(spec.description).toBe('line one\n\tline two');
    expect(spec.connections[0]).toMatchObject({ name: 'a', properties: { bucket: 'raw' } });
  });
});

describe('fabric file: a secret value the runner cannot mask', () => {
  const spec = parse(`${HEAD}secrets:
  - name: pin
    subKind: text
    valueFromEnv: PIN
`);

  it('refuses a value shorter than 3 characters, before anything is sent, on the line that names it', () => {
    const masked: string[] = [];
    expect(() => resolveSecretValues(spec, { PIN: '42' }, (v) => masked.push(v))).toThrow(
      new FileError(
        'fabric.yml',
        7,
        'secret "pin": the value of environment variable PIN is shorter than 3 characters, which the runner cannot mask in the log; use a longer secret',
      ),
    );
  });

  it('takes a value of 3 characters', () => {
    expect([...resolveSecretValues(spec, { PIN: '421' }, () => {}).entries()]).toEqual([
      ['pin', { value: '421' }],
    ]);
  });
});
