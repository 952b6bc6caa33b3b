/**
 * The fabric file (`fabric-file` input): a fabric, its secrets and its connections, as YAML.
 * Everything is checked here, before any request, and every error names the file and line.
 * Secret values are never in the file: they are read from environment variables, and only by
 * resolveSecretValues(), which masks each value the moment it is read.
 */
import { FileError } from '../errors.js';
import { CONNECTION_KINDS, DEFAULT_WAREHOUSE_KINDS, FABRIC_PROVIDERS } from '../api/enums.js';
import { SECRET_SUB_KINDS } from '../api/types.js';
import type { SecretSubKind } from '../api/types.js';
import { isMap, isScalar, isSeq, mapEntries } from './yaml.js';
import type { Node, Pair, YAMLMap, YamlFile } from './yaml.js';

/** Where a secret property's value comes from: an environment variable, or the file (not sensitive). */
export type SecretSource =
  { from: 'env'; variable: string; line: number } | { from: 'literal'; value: string; line: number };

export interface SecretSpec {
  name: string;
  subKind: SecretSubKind;
  /** Wire property name → source. For `text` this is `{ value: <valueFromEnv> }`. */
  properties: Record<string, SecretSource>;
  line: number;
}

/** A connection property: a plain value, or a reference to a secret of the same file. */
export type PropertySpec = string | number | boolean | { secret: string };

export interface ConnectionSpec {
  name: string;
  kind: string;
  isDefaultWarehouseConnection: boolean;
  properties: Record<string, PropertySpec>;
  /** Sent only when the file sets them (the service defaults both to true). */
  shouldValidate?: boolean;
  shouldTest?: boolean;
  line: number;
}

export interface FabricSpec {
  /** The path as given in the input: errors and annotations use it. */
  path: string;
  name: string;
  description: string | undefined;
  teamName: string;
  provider: string;
  secrets: SecretSpec[];
  connections: ConnectionSpec[];
  line: number;
}

const TOP_KEYS = ['name', 'description', 'teamName', 'provider', 'secrets', 'connections'];
const SECRET_KEYS = ['name', 'kind', 'subKind', 'valueFromEnv', 'properties'];
const CONNECTION_KEYS = [
  'name',
  'kind',
  'isDefaultWarehouseConnection',
  'properties',
  'shouldValidate',
  'shouldTest',
];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Property names whose last word says "this is the secret part": a literal there would put a
 * credential into git, so it must come from the environment. `username` or `clientId` may be literal.
 */
const SENSITIVE_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'key',
  'value',
  'credential',
  'credentials',
]);

export function isSensitivePropertyName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase();
  return last !== undefined && SENSITIVE_WORDS.has(last);
}

/** Validates a loaded fabric file and returns its spec; throws FileError on the first problem. */
export function parseFabricFile(file: YamlFile): FabricSpec {
  const root = file.root;
  if (!isMap(root)) {
    file.fail(root, 'the fabric file must be a map with name, teamName, provider, secrets and connections');
  }
  const top = keyed(file, root, TOP_KEYS, 'the fabric file');
  const name = requiredString(file, root, top, 'name', 'the fabric');
  const description = optionalString(file, top, 'description', true);
  const teamName = requiredString(file, root, top, 'teamName', 'the fabric');
  const provider = requiredString(file, root, top, 'provider', 'the fabric');
  checkEnum(file, top.get('provider')!.value, provider, FABRIC_PROVIDERS, 'provider');

  const secrets = listOf(file, top.get('secrets')).map((node) => parseSecret(file, node));
  const secretByName = new Map<string, SecretSpec>();
  for (const secret of secrets) {
    const first = secretByName.get(secret.name);
    if (first) {
      throw new FileError(
        file.path,
        secret.line,
        `secret "${secret.name}" is defined twice (first on line ${first.line})`,
      );
    }
    secretByName.set(secret.name, secret);
  }

  const connections = listOf(file, top.get('connections')).map((node) =>
    parseConnection(file, node, secretByName),
  );
  const connectionByName = new Map<string, ConnectionSpec>();
  let defaultConnection: ConnectionSpec | undefined;
  for (const connection of connections) {
    const first = connectionByName.get(connection.name);
    if (first) {
      throw new FileError(
        file.path,
        connection.line,
        `connection "${connection.name}" is defined twice (first on line ${first.line})`,
      );
    }
    connectionByName.set(connection.name, connection);
    if (connection.isDefaultWarehouseConnection) {
      if (defaultConnection) {
        throw new FileError(
          file.path,
          connection.line,
          `connection "${connection.name}": only one connection can be the default warehouse connection, and "${defaultConnection.name}" (line ${defaultConnection.line}) already is`,
        );
      }
      defaultConnection = connection;
    }
  }

  return {
    path: file.path,
    name,
    description,
    teamName,
    provider,
    secrets,
    connections,
    line: file.line(root) ?? 1,
  };
}

interface Entry {
  pair: Pair;
  value: Node | null;
}

/** The entries of a map by key; a key outside `allowed` is an error naming it. */
function keyed(file: YamlFile, map: YAMLMap, allowed: readonly string[], where: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const { key, pair, value } of mapEntries(file, map)) {
    if (!allowed.includes(key)) {
      file.fail(pair, `unknown key "${key}" in ${where} (expected one of: ${allowed.join(', ')})`);
    }
    entries.set(key, { pair, value });
  }
  return entries;
}

function requiredString(
  file: YamlFile,
  owner: Node,
  entries: Map<string, Entry>,
  key: string,
  what: string,
): string {
  const entry = entries.get(key);
  if (!entry) file.fail(owner, `${what} has no ${key} (required)`);
  return stringValue(file, entry, key, false);
}

function optionalString(file: YamlFile, entries: Map<string, Entry>, key: string, allowEmpty: boolean) {
  const entry = entries.get(key);
  return entry ? stringValue(file, entry, key, allowEmpty) : undefined;
}

function stringValue(file: YamlFile, entry: Entry, key: string, allowEmpty: boolean): string {
  const node = entry.value;
  if (node === null || (isScalar(node) && node.value === null)) file.fail(entry.pair, `${key} has no value`);
  if (!isScalar(node)) file.fail(node, `${key} must be a string, not a ${isSeq(node) ? 'list' : 'map'}`);
  if (typeof node.value !== 'string') {
    file.fail(node, `${key} must be a string; write it in quotes: "${file.source(node)}"`);
  }
  if (!allowEmpty && node.value.trim() === '') file.fail(node, `${key} must not be empty`);
  return node.value;
}

function booleanValue(file: YamlFile, entry: Entry | undefined, key: string): boolean | undefined {
  if (!entry) return undefined;
  const node = entry.value;
  if (!isScalar(node) || typeof node.value !== 'boolean') {
    file.fail(node ?? entry.pair, `${key} must be true or false`);
  }
  return node.value;
}

/** Exact, case-sensitive values; a near miss (`adls` for `ADLS`) gets a suggestion. */
function checkEnum(
  file: YamlFile,
  node: Node | null,
  value: string,
  allowed: readonly string[],
  key: string,
): void {
  if (allowed.includes(value)) return;
  const sameLetters = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (sameLetters) {
    file.fail(
      node,
      `${key} "${value}" is not valid; did you mean "${sameLetters}"? (values are case-sensitive)`,
    );
  }
  file.fail(node, `${key} "${value}" is not valid; expected one of: ${allowed.join(', ')}`);
}

function listOf(file: YamlFile, entry: Entry | undefined): Node[] {
  if (!entry) return [];
  const node = entry.value;
  if (!isSeq(node)) {
    file.fail(node ?? entry.pair, `${keyName(entry)} must be a list (leave the key out for none)`);
  }
  return node.items as Node[];
}

function keyName(entry: Entry): string {
  return isScalar(entry.pair.key) ? String(entry.pair.key.value) : 'value';
}

function itemMap(file: YamlFile, node: Node, what: string): YAMLMap {
  if (!isMap(node)) file.fail(node, `each entry of ${what} must be a map`);
  return node;
}

function parseSecret(file: YamlFile, node: Node): SecretSpec {
  const map = itemMap(file, node, 'secrets');
  const line = file.line(map) ?? 1;
  // The key the user most likely wrote by mistake gets its own message before the generic one.
  for (const { key, pair } of mapEntries(file, map)) {
    if (key === 'value') {
      file.fail(
        pair,
        'a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step',
      );
    }
  }
  const entries = keyed(file, map, SECRET_KEYS, 'a secret');
  const name = requiredString(file, map, entries, 'name', 'a secret');
  const label = `secret "${name}"`;
  const kind = optionalString(file, entries, 'kind', false);
  if (kind !== undefined) checkEnum(file, entries.get('kind')!.value, kind, ['native'], 'kind');
  const subKind = requiredString(file, map, entries, 'subKind', label);
  checkEnum(file, entries.get('subKind')!.value, subKind, SECRET_SUB_KINDS, 'subKind');

  const fromEnv = entries.get('valueFromEnv');
  const properties = entries.get('properties');
  if (subKind === 'text') {
    if (properties) {
      file.fail(properties.pair, `${label}: subKind text takes valueFromEnv: VARIABLE, not properties`);
    }
    if (!fromEnv)
      file.fail(map, `${label}: subKind text needs valueFromEnv: VARIABLE (the value is read from it)`);
    const variable = envName(file, fromEnv, 'valueFromEnv');
    return {
      name,
      subKind,
      properties: { value: { from: 'env', variable, line: file.line(fromEnv.pair) ?? line } },
      line,
    };
  }
  if (fromEnv) {
    file.fail(
      fromEnv.pair,
      `${label}: valueFromEnv is for subKind text; a ${subKind} secret takes properties whose values are { fromEnv: VARIABLE } or plain text`,
    );
  }
  if (!properties)
    file.fail(map, `${label}: subKind ${subKind} needs properties (e.g. password: { fromEnv: VARIABLE })`);
  return {
    name,
    subKind: subKind as SecretSubKind,
    properties: secretProperties(file, properties, label),
    line,
  };
}

function envName(file: YamlFile, entry: Entry, key: string): string {
  const variable = stringValue(file, entry, key, false);
  if (!ENV_NAME.test(variable)) {
    file.fail(
      entry.value,
      `${key} must be an environment variable name such as WAREHOUSE_TOKEN, got "${variable}"`,
    );
  }
  return variable;
}

function secretProperties(file: YamlFile, entry: Entry, label: string): Record<string, SecretSource> {
  const node = entry.value;
  if (!isMap(node)) file.fail(node ?? entry.pair, `${label}: properties must be a map`);
  const out: Record<string, SecretSource> = {};
  for (const { key, pair, value } of mapEntries(file, node)) {
    const line = file.line(pair) ?? 1;
    if (key === 'name') {
      file.fail(pair, `${label}: properties.name is set from the secret's name; remove it`);
    }
    if (isMap(value)) {
      const inner = keyed(file, value, ['fromEnv'], `${label} properties.${key}`);
      const fromEnv = inner.get('fromEnv');
      if (!fromEnv)
        file.fail(value, `${label}: properties.${key} must be { fromEnv: VARIABLE } or plain text`);
      out[key] = { from: 'env', variable: envName(file, fromEnv, 'fromEnv'), line };
      continue;
    }
    if (!isScalar(value) || value.value === null) {
      file.fail(value ?? pair, `${label}: properties.${key} must be { fromEnv: VARIABLE } or plain text`);
    }
    if (isSensitivePropertyName(key)) {
      file.fail(
        value,
        `${label}: properties.${key} must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git`,
      );
    }
    // Secret properties are strings on the wire; keep what the user typed (`0012` stays "0012").
    out[key] = {
      from: 'literal',
      value: typeof value.value === 'string' ? value.value : file.source(value),
      line,
    };
  }
  return out;
}

function parseConnection(
  file: YamlFile,
  node: Node,
  secrets: ReadonlyMap<string, SecretSpec>,
): ConnectionSpec {
  const map = itemMap(file, node, 'connections');
  const line = file.line(map) ?? 1;
  const entries = keyed(file, map, CONNECTION_KEYS, 'a connection');
  const name = requiredString(file, map, entries, 'name', 'a connection');
  const label = `connection "${name}"`;
  const kind = requiredString(file, map, entries, 'kind', label);
  checkEnum(file, entries.get('kind')!.value, kind, CONNECTION_KINDS, 'kind');
  const defaultEntry = entries.get('isDefaultWarehouseConnection');
  const isDefault = booleanValue(file, defaultEntry, 'isDefaultWarehouseConnection') ?? false;
  if (isDefault && !(DEFAULT_WAREHOUSE_KINDS as readonly string[]).includes(kind)) {
    file.fail(
      defaultEntry!.value,
      `${label}: a ${kind} connection cannot be the default warehouse connection (only ${DEFAULT_WAREHOUSE_KINDS.join(', ')})`,
    );
  }
  const spec: ConnectionSpec = {
    name,
    kind,
    isDefaultWarehouseConnection: isDefault,
    properties: connectionProperties(file, entries.get('properties'), label, secrets),
    line,
  };
  const shouldValidate = booleanValue(file, entries.get('shouldValidate'), 'shouldValidate');
  const shouldTest = booleanValue(file, entries.get('shouldTest'), 'shouldTest');
  if (shouldValidate !== undefined) spec.shouldValidate = shouldValidate;
  if (shouldTest !== undefined) spec.shouldTest = shouldTest;
  return spec;
}

function connectionProperties(
  file: YamlFile,
  entry: Entry | undefined,
  label: string,
  secrets: ReadonlyMap<string, SecretSpec>,
): Record<string, PropertySpec> {
  if (!entry) return {};
  const node = entry.value;
  if (!isMap(node)) file.fail(node ?? entry.pair, `${label}: properties must be a map`);
  const out: Record<string, PropertySpec> = {};
  const expected = 'a string, number, true/false or { secret: NAME }';
  for (const { key, pair, value } of mapEntries(file, node)) {
    if (isMap(value)) {
      const inner = keyed(file, value, ['secret'], `${label} properties.${key}`);
      const ref = inner.get('secret');
      if (!ref) file.fail(value, `${label}: properties.${key} must be ${expected}`);
      const secretName = stringValue(file, ref, 'secret', false);
      if (!secrets.has(secretName)) {
        const known = [...secrets.keys()];
        file.fail(
          ref.value,
          `${label}: properties.${key} names secret "${secretName}", which is not defined under secrets (${known.length ? `defined: ${known.join(', ')}` : 'none defined'})`,
        );
      }
      out[key] = { secret: secretName };
      continue;
    }
    if (!isScalar(value) || value.value === null || value.value === undefined) {
      file.fail(value ?? pair, `${label}: properties.${key} must be ${expected}`);
    }
    const scalar = value.value;
    if (typeof scalar === 'number') {
      if (!Number.isFinite(scalar) || (Number.isInteger(scalar) && !Number.isSafeInteger(scalar))) {
        file.fail(
          value,
          `${label}: properties.${key}: write ${file.source(value)} in quotes to keep it exact`,
        );
      }
      out[key] = scalar;
    } else if (typeof scalar === 'string' || typeof scalar === 'boolean') {
      out[key] = scalar;
    } else {
      file.fail(value, `${label}: properties.${key} must be ${expected}`);
    }
  }
  return out;
}

/** Secret name → wire property → value, read from the environment. */
export type SecretValues = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * Reads every `valueFromEnv`/`fromEnv` variable and masks each value as soon as it is read.
 * A variable that is unset or empty is an error naming the file and line (an empty value is
 * what GitHub passes for a secret the workflow cannot see, e.g. on a pull request from a fork).
 */
export function resolveSecretValues(
  spec: FabricSpec,
  env: NodeJS.ProcessEnv,
  mask: (value: string) => void,
): SecretValues {
  const missing: Array<{ secret: string; variable: string; line: number }> = [];
  const values = new Map<string, Record<string, string>>();
  for (const secret of spec.secrets) {
    const resolved: Record<string, string> = {};
    for (const [property, source] of Object.entries(secret.properties)) {
      if (source.from === 'literal') {
        resolved[property] = source.value;
        continue;
      }
      const value = env[source.variable];
      if (value === undefined || value === '') {
        missing.push({ secret: secret.name, variable: source.variable, line: source.line });
        continue;
      }
      mask(value);
      resolved[property] = value;
    }
    values.set(secret.name, resolved);
  }
  const [first, ...others] = missing;
  if (first) {
    const more = others.length
      ? `; also missing: ${others.map((m) => `${m.variable} (line ${m.line})`).join(', ')}`
      : '';
    throw new FileError(
      spec.path,
      first.line,
      `secret "${first.secret}": environment variable ${first.variable} is not set or empty (pass it with env: on the step, e.g. ${first.variable}: \${{ secrets.${first.variable} }})${more}`,
    );
  }
  return values;
}
