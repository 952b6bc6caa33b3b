/**
 * Fuzzing the fabric file parser (fabric-file): arbitrary text, and valid fabric files with
 * mutations, either parse into a spec the API accepts or fail with a one-line FileError on a
 * line of the file. Reading the secret values from an arbitrary environment never crashes either.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { CONNECTION_KINDS, FABRIC_PROVIDERS, isKnownNonWarehouseKind } from '../../src/service/enums.js';
import { FileError } from '../../src/common/errors.js';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import { resolveSecretValues } from '../../src/modes/fabric/secret-values.js';
import type { FabricSpec } from '../../src/files/fabric-file.js';
import { parseYamlText } from '../../src/files/yaml.js';
import {
  CONTROL,
  PARSER_RUNS,
  arbitraryName,
  arbitraryText,
  lineCount,
  mutatedYaml,
  expectNoQuote,
  parsedOrFileError,
  EDGE_TEXTS,
} from './fuzz-support.js';

const PATH = 'infra/fabric.yml';
/** About the file as a whole: an empty file (a file that is not a map gets its first line). */
const WHOLE_FILE = [/^the fabric file must be a map with name, teamName, provider, secrets and connections$/];
/**
 * Texts that broke a property of this parser when the suite was written (see the report): a
 * value or a key with a line break made a two-line message.
 */
const KNOWN = [
  'name: x\nteamName: t\nprovider: databricks\nsecrets:\n  - name: s\n    subKind: text\n    valueFromEnv: "A\\nB"\n',
  'name: x\nteamName: t\nprovider: databricks\n"a\\nb": 1\n',
];
const KEYWORDS = [
  'name',
  'description',
  'teamName',
  'provider',
  'databricks',
  'secrets',
  'subKind',
  'text',
  'valueFromEnv',
  'fromEnv',
  'properties',
  'connections',
  'kind',
  'isDefaultWarehouseConnection',
  'secret',
  'value',
  'password',
];

const name = arbitraryName(['analytics-staging', 'warehouse', 'warehouse-token', 'sftp-login', 'lake']);
const envName = fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,12}$/);
const textSecret = fc.record({ name, subKind: fc.constant('text'), valueFromEnv: envName });
const propertySecret = fc.record({
  name,
  subKind: fc.constantFrom('username_password', 'm2m_oauth', 'binary'),
  properties: fc.record({
    username: fc.constantFrom('etl', 'svc-user'),
    password: fc.record({ fromEnv: envName }),
  }),
});
const property = fc.oneof(
  fc.constantFrom('pat', 'jdbc:databricks://host:443/default', 'analytics'),
  fc.integer({ min: 0, max: 65535 }),
  fc.boolean(),
);
const connection = fc.record(
  {
    name,
    // Known kinds, near misses of them and kinds the action has never seen: all are sent as written.
    kind: fc.oneof(fc.constantFrom(...CONNECTION_KINDS, 'adls', 'Snowflake', 'clickhouse'), name),
    isDefaultWarehouseConnection: fc.boolean(),
    properties: fc.dictionary(fc.constantFrom('authType', 'jdbcUrl', 'catalog', 'host', 'port'), property, {
      maxKeys: 4,
    }),
  },
  { requiredKeys: ['name', 'kind'] },
);
const validFabric = fc.record(
  {
    name,
    description: fc.string({ maxLength: 30 }),
    teamName: fc.constantFrom('data-platform', 'marketing'),
    provider: fc.oneof(fc.constantFrom(...FABRIC_PROVIDERS, 'Databricks', 'service-managed'), name),
    secrets: fc.array(fc.oneof(textSecret, propertySecret), { maxLength: 3 }),
    connections: fc.array(connection, { maxLength: 3 }),
  },
  { requiredKeys: ['name', 'teamName', 'provider'] },
);

function parse(text: string): { value: FabricSpec } | { error: unknown } {
  return parsedOrFileError(() => parseFabricFile(parseYamlText(PATH, text)), PATH, text, WHOLE_FILE);
}

/**
 * What the flow relies on: names and enumerations as non-empty text without control characters,
 * one default warehouse of a kind not known to be something else, references to defined secrets,
 * warnings on lines of the file.
 */
function expectWellFormed(spec: FabricSpec, text: string): void {
  const isText = (value: string): boolean => value.trim() !== '' && !CONTROL.test(value);
  expect(spec.path).toBe(PATH);
  expect(isText(spec.provider)).toBe(true);
  for (const line of [
    spec.line,
    ...spec.secrets.map((s) => s.line),
    ...spec.connections.map((c) => c.line),
    ...spec.warnings.map((w) => w.line),
  ]) {
    expect(line).toBeGreaterThanOrEqual(1);
    expect(line).toBeLessThanOrEqual(lineCount(text));
  }
  for (const warning of spec.warnings) expectNoQuote(warning.message);
  const secretNames = spec.secrets.map((s) => s.name);
  expect(new Set(secretNames).size).toBe(secretNames.length);
  for (const secret of spec.secrets) expect(isText(secret.name) && isText(secret.subKind)).toBe(true);
  const defaults = spec.connections.filter((c) => c.isDefaultWarehouseConnection);
  expect(defaults.length).toBeLessThanOrEqual(1);
  for (const c of defaults) expect(isKnownNonWarehouseKind(c.kind)).toBe(false);
  for (const c of spec.connections) {
    expect(isText(c.name) && isText(c.kind)).toBe(true);
    for (const value of Object.values(c.properties)) {
      if (typeof value === 'object') expect(secretNames).toContain(value.secret);
      else expect(['string', 'number', 'boolean']).toContain(typeof value);
    }
  }
}

describe('fabric file parser under fuzzing', () => {
  it.each(KNOWN)('%j: a value or a one-line FileError on a line of the file', (text) => {
    parse(text);
  });

  it('arbitrary text: a fabric or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(arbitraryText(KEYWORDS), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS, examples: EDGE_TEXTS.map((text) => [text]) },
    );
  });

  it('valid files, block or flow style: a fabric, or the one rule the generator may break', () => {
    fc.assert(
      fc.property(validFabric, fc.boolean(), (doc, flow) => {
        const text = stringify(doc, flow ? { collectionStyle: 'flow' } : undefined);
        const result = parse(text);
        if ('value' in result) {
          expectWellFormed(result.value, text);
          expect(result.value.name).toBe(doc.name);
          expect(result.value.connections.map((c) => c.name)).toEqual(
            (doc.connections ?? []).map((c) => c.name),
          );
          return;
        }
        // The generator does not avoid these on purpose: each must be refused, on its line.
        expect((result.error as Error).message).toMatch(
          / has the name of the (secret|connection) at line \d+: names are unique$|only one connection can be the default warehouse connection|cannot be the default warehouse connection|must not be empty$| holds the control character U\+[0-9A-F]{4}(,|$)|a connection cannot be named "\.\.?": /,
        );
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('valid files with a mutation: a fabric or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(mutatedYaml(validFabric), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('secret values from an arbitrary environment: values or one FileError naming the line', () => {
    fc.assert(
      fc.property(
        validFabric,
        fc.dictionary(envName, fc.oneof(fc.constant(''), fc.string({ maxLength: 20 }))),
        (doc, env) => {
          const text = stringify(doc);
          const result = parse(text);
          if ('error' in result) return;
          const masked: string[] = [];
          try {
            const values = resolveSecretValues(result.value, env, (value) => masked.push(value));
            // Every value read was masked at once.
            for (const secret of values.values())
              for (const [key, value] of Object.entries(secret))
                if (key !== 'username') expect(masked).toContain(value);
          } catch (error) {
            expect(error).toBeInstanceOf(FileError);
            const { line, message } = error as FileError;
            expect(message).toMatch(
              /^infra\/fabric\.yml:\d+: secret ".*": (environment variable \w+ is not set or empty|the value of environment variable \w+ is shorter than 3 characters)/s,
            );
            expect(line).toBeGreaterThanOrEqual(1);
            expect(line).toBeLessThanOrEqual(lineCount(text));
          }
        },
      ),
      { numRuns: PARSER_RUNS },
    );
  });
});
