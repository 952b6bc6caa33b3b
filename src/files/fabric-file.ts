/**
 * The fabric file (`fabric-file`): secret values are never in it, only the environment variables
 * that hold them. `provider`, `kind` and `subKind` belong to the service and are sent as written
 * (docs/behaviour.md); a near miss of a known spelling is only a warning.
 */
import * as z from 'zod';
import {
  CONNECTION_KINDS,
  DEFAULT_WAREHOUSE_KINDS,
  FABRIC_PROVIDERS,
  SECRET_SUB_KINDS,
  isKnownNonWarehouseKind,
  nearMiss,
} from '../service/enums.js';
// Which property names hold a secret is the secret registry's rule: the client masks by it too.
import { isSensitivePropertyName } from '../common/secret-registry.js';
import {
  controlIn,
  exactText,
  fields,
  isScalar,
  keyName,
  loadYamlFile,
  readWith,
  type Path,
  type YamlFile,
} from './yaml.js';

/** A literal comes from the file, so only for a property that is not sensitive. */
export type SecretSource =
  { from: 'env'; variable: string; line: number } | { from: 'literal'; value: string; line: number };

/** A connection property: a plain value, or a reference to a secret of the same file. */
export type PropertySpec = z.output<typeof connectionProperty>;

export type FabricSpec = ReturnType<typeof parseFabricFile>;
export type SecretSpec = FabricSpec['secrets'][number];
/** shouldValidate and shouldTest are there only when the file sets them (the service defaults both to true). */
export type ConnectionSpec = FabricSpec['connections'][number];

// ---------------------------------------------------------------------------------- the format
// Messages are templates (see readWith in yaml.ts): {owner} is the secret or connection a path is
// in, by its line (`the secret at line 12`: its name is the file's text), {property} its
// property's name when shaped as one (keyName).

/** `missing` when the key is not there at all. */
function notAString(key: string, missing: string) {
  return (iss: z.core.$ZodRawIssue): string =>
    iss.input === undefined
      ? missing
      : iss.input === null
        ? `${key} has no value`
        : Array.isArray(iss.input) || iss.input instanceof Map
          ? `${key} must be a string, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`
          : `${key} must be a string, got {got}; write it in quotes`;
}

/** A value (`lines`) may hold tabs and line feeds. */
function noControl(what: string, lines = false) {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    const control = controlIn(value, lines);
    if (control) ctx.addIssue({ code: 'custom', message: `${what} holds the control character ${control}` });
  };
}

function word(key: string, missing: string) {
  return z
    .string({ error: notAString(key, missing) })
    .refine((value) => value.trim() !== '', `${key} must not be empty`)
    .superRefine(noControl(key));
}

function envName(key: string, missing: string) {
  return word(key, missing).refine(
    (value) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(value),
    `${key} must be an environment variable name such as WAREHOUSE_TOKEN (letters, digits and _, not starting with a digit)`,
  );
}

function flag(key: string) {
  return z.boolean({ error: `${key} must be true or false` });
}

/** A map of these keys; `notMap` when it is not a map, and an unknown key named with the ones it takes. */
function keys<T extends z.core.$ZodLooseShape>(
  shape: T,
  notMap: string,
  where: string,
  expected = Object.keys(shape),
) {
  return fields(shape, (_iss, key) =>
    key === undefined ? notMap : `${key.said} in ${where} (expected one of: ${expected.join(', ')})`,
  );
}

const SECRET_IN_FILE =
  'a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step';
const SECRET_PROPERTY = '{owner}: properties.{property} must be { fromEnv: VARIABLE } or plain text';

const secretProperty = z.union(
  [
    z.string().superRefine(noControl('{owner}: properties.{property}', true)),
    z.number(),
    z.boolean(),
    keys({ fromEnv: envName('fromEnv', SECRET_PROPERTY) }, SECRET_PROPERTY, '{owner} properties.{property}'),
  ],
  { error: SECRET_PROPERTY },
);

const secret = keys(
  {
    name: word('name', 'a secret has no name (required)'),
    kind: z.literal('native', { error: 'kind is not valid; expected one of: native' }).optional(),
    subKind: word('subKind', '{owner} has no subKind (required)'),
    valueFromEnv: envName('valueFromEnv', '').optional(),
    properties: z.map(z.string(), secretProperty, { error: '{owner}: properties must be a map' }).optional(),
    // The key a user most likely writes by mistake: its own message, not "unknown key".
    value: z.never({ error: SECRET_IN_FILE }).optional(),
  },
  'each entry of secrets must be a map',
  'a secret',
  ['name', 'kind', 'subKind', 'valueFromEnv', 'properties'],
).superRefine((s, ctx) => {
  const label = '{owner}';
  const fail = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  // Shaped as a text secret whatever the case: `Text` gets a warning, not a confusing refusal.
  if (s.subKind.toLowerCase() === 'text') {
    if (s.properties)
      fail(['properties'], `${label}: subKind text takes valueFromEnv: VARIABLE, not properties`);
    else if (!s.valueFromEnv)
      fail([], `${label}: subKind text needs valueFromEnv: VARIABLE (the value is read from it)`);
    return;
  }
  if (s.valueFromEnv) {
    fail(
      ['valueFromEnv'],
      `${label}: valueFromEnv is for subKind text; a secret of another subKind takes properties whose values are { fromEnv: VARIABLE } or plain text`,
    );
  } else if (!s.properties) {
    fail([], `${label}: a subKind other than text needs properties (e.g. password: { fromEnv: VARIABLE })`);
  } else {
    for (const [key, value] of s.properties) {
      if (key === 'name')
        fail(['properties', key], `${label}: properties.name is set from the secret's name; remove it`);
      else if (typeof value !== 'object' && isSensitivePropertyName(key))
        fail(
          ['properties', key],
          `${label}: properties.{property} must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git`,
        );
    }
  }
});

const CONNECTION_PROPERTY =
  '{owner}: properties.{property} must be a string, number, true/false or { secret: NAME }';
const NOT_EXACT =
  '{owner}: properties.{property} is a number JSON cannot carry exactly: write it in quotes to keep it exact';

const connectionProperty = z.union(
  [
    z.string().superRefine(noControl('{owner}: properties.{property}', true)),
    // A number JSON cannot carry exactly would reach the service as another number.
    z.number().refine((n) => !Number.isInteger(n) || Number.isSafeInteger(n), NOT_EXACT),
    z.boolean(),
    keys(
      { secret: word('secret', CONNECTION_PROPERTY) },
      CONNECTION_PROPERTY,
      '{owner} properties.{property}',
    ),
  ],
  // An infinite number (`.inf`) is a number zod refuses as such.
  { error: (iss) => (typeof iss.input === 'number' ? NOT_EXACT : CONNECTION_PROPERTY) },
);

const connection = keys(
  {
    name: word('name', 'a connection has no name (required)'),
    kind: word('kind', '{owner} has no kind (required)'),
    isDefaultWarehouseConnection: flag('isDefaultWarehouseConnection').default(false),
    properties: z
      .map(z.string(), connectionProperty, { error: '{owner}: properties must be a map' })
      .optional(),
    shouldValidate: flag('shouldValidate').optional(),
    shouldTest: flag('shouldTest').optional(),
  },
  'each entry of connections must be a map',
  'a connection',
);

const fabricFile = keys(
  {
    name: word('name', 'the fabric has no name (required)'),
    description: z
      .string({ error: notAString('description', '') })
      .superRefine(noControl('description', true))
      .optional(),
    teamName: word('teamName', 'the fabric has no teamName (required)'),
    provider: word('provider', 'the fabric has no provider (required)'),
    secrets: z.array(secret, { error: 'secrets must be a list (leave the key out for none)' }).optional(),
    connections: z
      .array(connection, { error: 'connections must be a list (leave the key out for none)' })
      .optional(),
  },
  'the fabric file must be a map with name, teamName, provider, secrets and connections',
  'the fabric file',
);

/** {owner} and {property} of a path: `the secret at line 12`, `password` (or `<key>`). */
function names(file: YamlFile, path: Path): Record<string, string> {
  const [list, index] = path;
  const noun = list === 'secrets' ? 'secret' : 'connection';
  const line = typeof index === 'number' ? file.at([list!, index]).line : undefined;
  const at = path.indexOf('properties');
  const property = at >= 0 ? path[at + 1] : undefined;
  const owner =
    line === undefined
      ? `a ${noun}`
      : line === file.at(path).line
        ? `this ${noun}`
        : `the ${noun} at line ${line}`;
  return {
    owner,
    property: property === undefined ? '' : (keyName(String(property)) ?? '<key>'),
  };
}

/** `the secret at line 12`, for the checks after the schema. */
function ownerAt(file: YamlFile, path: Path): string {
  return names(file, path).owner!;
}

// ---------------------------------------------------------------------------------- the spec

export async function loadFabricFile(path: string): Promise<FabricSpec> {
  return parseFabricFile(await loadYamlFile(path, 'fabric-file'));
}

export function parseFabricFile(file: YamlFile) {
  const { value } = readWith(file, fabricFile, (path) => names(file, path));
  const lineOf = (path: Path): number => file.at(path).line ?? 1;
  // Near misses of a known spelling, sent as written; the warning is on the value's line.
  const warnings: Array<{ line: number; message: string }> = [];
  const spelling = (path: Path, key: string, written: string, known: readonly string[]): void => {
    const near = nearMiss(written, known);
    if (near === undefined) return;
    warnings.push({
      line: lineOf(path),
      message: `this ${key} is close to "${near}", the spelling the action knows (values are case-sensitive); it is sent as written, and the service decides`,
    });
  };
  spelling(['provider'], 'provider', value.provider, FABRIC_PROVIDERS);

  const firstSecret = new Map<string, { line: number }>();
  const secrets = (value.secrets ?? []).map((s, i) => {
    const at = ['secrets', i];
    spelling([...at, 'subKind'], 'subKind', s.subKind, SECRET_SUB_KINDS);
    // Wire property name → source; a `text` secret's is `{ value: <valueFromEnv> }`.
    const properties: Record<string, SecretSource> = {};
    if (s.valueFromEnv !== undefined)
      properties.value = { from: 'env', variable: s.valueFromEnv, line: lineOf([...at, 'valueFromEnv']) };
    for (const [key, property] of s.properties ?? []) {
      const where = file.at([...at, 'properties', key]);
      const line = where.line ?? 1;
      // Secret properties are strings on the wire; keep what the user typed (`0012` stays "0012").
      properties[key] =
        typeof property === 'object'
          ? { from: 'env', variable: property.fromEnv, line }
          : {
              from: 'literal',
              value: isScalar(where.node) ? exactText(file, where.node) : String(property),
              line,
            };
    }
    const first = firstSecret.get(s.name);
    if (first)
      file.failAt(at, `this secret has the name of the secret at line ${first.line}: names are unique`);
    const spec = { name: s.name, subKind: s.subKind, properties, line: lineOf(at) };
    firstSecret.set(s.name, spec);
    return spec;
  });

  const firstConnection = new Map<string, { line: number }>();
  let defaultConnection: { name: string; line: number } | undefined;
  const connections = (value.connections ?? []).map((c, i) => {
    const at = ['connections', i];
    // RFC 3986 dot segments: a URL path reads them as steps, however they are encoded.
    if (c.name === '.' || c.name === '..')
      file.failAt(
        [...at, 'name'],
        `a connection cannot be named "${c.name}": the service finds a connection by its name in the URL path, where "." and ".." are not names but steps of the path, so it would never be found again and a second run would add it twice; choose another name`,
      );
    spelling([...at, 'kind'], 'kind', c.kind, CONNECTION_KINDS);
    const properties: Record<string, PropertySpec> = Object.fromEntries(c.properties ?? []);
    for (const [key, property] of Object.entries(properties)) {
      if (typeof property === 'object' && !firstSecret.has(property.secret)) {
        const defined = firstSecret.size === 0 ? 'none is defined' : 'check the names under secrets';
        const where = [...at, 'properties', key, 'secret'];
        file.failAt(
          where,
          `${ownerAt(file, where)}: properties.${keyName(key) ?? '<key>'} names a secret that is not defined under secrets (${defined})`,
        );
      }
    }
    const spec = { ...c, properties, line: lineOf(at) };

    const first = firstConnection.get(c.name);
    if (first)
      file.failAt(
        at,
        `this connection has the name of the connection at line ${first.line}: names are unique`,
      );
    firstConnection.set(c.name, spec);
    if (spec.isDefaultWarehouseConnection) {
      const flagAt = [...at, 'isDefaultWarehouseConnection'];
      if (isKnownNonWarehouseKind(c.kind))
        file.failAt(
          flagAt,
          `${ownerAt(file, flagAt)}: a connection of kind ${knownSpelling(c.kind)} cannot be the default warehouse connection (of the kinds the action knows, only ${DEFAULT_WAREHOUSE_KINDS.join(', ')} can)`,
        );
      if (defaultConnection)
        file.failAt(
          at,
          `this connection: only one connection can be the default warehouse connection, and the connection at line ${defaultConnection.line} already is`,
        );
      defaultConnection = spec;
    }
    return spec;
  });

  // The path as given in the input: errors and annotations use it.
  return { ...value, path: file.path, secrets, connections, line: lineOf([]), warnings };
}

/** The action's own spelling of a kind it knows: naming it quotes the action, not the file. */
function knownSpelling(kind: string): string {
  return CONNECTION_KINDS.find((known) => known.toLowerCase() === kind.toLowerCase()) ?? 'this kind';
}
