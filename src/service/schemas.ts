/**
 * zod schemas of the Orchestration API's bodies; types.ts infers the wire types from them (so this
 * module imports nothing of types.ts). Requests are strict: a misspelt field is caught before
 * anything is sent. Responses are loose: the service may add fields, but every documented one is
 * checked.
 */
import * as z from 'zod';
import {
  DEFAULT_WAREHOUSE_KINDS,
  SECRET_PLACEHOLDER,
  isKnownNonWarehouseKind,
  type TestStatus,
} from './enums.js';
import { fieldPath, plural } from '../common/text.js';
import { isJsonObject } from '../common/json.js';

const text = z.string().min(1, 'must be a non-empty string');
const stringMap = z.record(z.string(), z.string());

/** A problem at `path` below the value being refined. */
function flag(ctx: z.RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

// ---------------------------------------------------------------------------------- requests

const namedTest = z.strictObject({ name: text });

export const testSelection = z
  .strictObject({
    source: text.optional(),
    table: text.optional(),
    columnTests: z.array(z.strictObject({ name: text, tests: z.array(namedTest).min(1) })).optional(),
    tableTests: z.array(namedTest).optional(),
    projectTests: z.array(namedTest).optional(),
  })
  .superRefine((el, ctx) => {
    const located = el.source !== undefined || el.table !== undefined;
    if (el.source === undefined && el.table !== undefined)
      flag(ctx, ['source'], 'is required together with table');
    if (el.table === undefined && el.source !== undefined)
      flag(ctx, ['table'], 'is required together with source');
    if (el.projectTests !== undefined && located)
      flag(ctx, ['projectTests'], 'an element with projectTests has no source or table');
    if (!located && (el.columnTests !== undefined || el.tableTests !== undefined))
      flag(ctx, ['source'], 'columnTests and tableTests need source and table');
    if (!located && el.projectTests === undefined) flag(ctx, [], 'needs source and table, or projectTests');
  });

const runTestsCommon = {
  fabricId: z.int('must be an integer (a JSON number), e.g. 10740').min(0, 'must not be negative'),
  projectId: text,
  branch: text.optional(),
  version: text.optional(),
};

export const runTestsRequestA = z.strictObject({
  ...runTestsCommon,
  tests: z.array(testSelection).optional(),
});

const modelOnly = 'is not allowed in a model-test request (one with modelName)';
export const runTestsRequestB = z.strictObject(
  {
    ...runTestsCommon,
    modelName: text,
    tests: z
      .tuple([z.strictObject({}, { error: modelOnly })], { error: 'a model-test request holds exactly [{}]' })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? modelOnly : undefined) },
);

export const deployRequest = z
  .strictObject({
    projectName: text,
    fabricName: text,
    gitTag: text,
    pipelineConfigurations: z.record(z.string(), stringMap).optional(),
    projectConfiguration: stringMap.optional(),
  })
  .superRefine((req, ctx) => {
    const prefix = `${req.projectName}/`;
    if (!req.gitTag.startsWith(prefix) || req.gitTag.length === prefix.length)
      flag(
        ctx,
        ['gitTag'],
        `must be {projectName}/{version}, i.e. start with "${prefix}"; got "${req.gitTag}"`,
      );
  });

export const triggerPipelineRequest = z.strictObject({
  ...runTestsCommon,
  pipelineName: text,
  parameters: stringMap.optional(),
  processName: text.optional(),
});

const oneOnly = (what: string) => (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_type' && Array.isArray(issue.input)
    ? `must be one ${what} object, not a list: create fabric takes at most one; add the others after`
    : undefined;

type ObjectError = Parameters<typeof z.strictObject>[1];

function secretSchema(error?: ObjectError) {
  return z
    .strictObject(
      {
        kind: z.literal('native', 'must be "native"'),
        // The service owns its sub-kinds: any spelling is sent as written.
        subKind: text,
        properties: stringMap,
      },
      error,
    )
    .superRefine((secret, ctx) => {
      if (!secret.properties.name) flag(ctx, ['properties', 'name'], 'is required: the secret name');
      if (secret.subKind === 'text' && secret.properties.value === undefined)
        flag(ctx, ['properties', 'value'], 'is required for a text secret');
    });
}

export const secretInput = secretSchema();

export const secretReference = z.strictObject({
  kind: z.literal('native', 'must be "native"'),
  properties: z.strictObject({ id: text, name: z.string() }),
  subKind: text,
  type: z.literal('secret', 'must be "secret"'),
});

const connectionProperty = z.union([z.string(), z.number(), z.boolean(), secretReference], {
  error:
    'must be a string, number, boolean or secret reference {kind, properties: {id, name}, subKind, type}',
});

/** Flags each `{{SECRET}}` property of the connection at `path`. */
function flagPlaceholders(
  ctx: z.RefinementCtx,
  path: string[],
  conn: { properties: Record<string, unknown> },
  why: string,
): void {
  for (const [key, value] of Object.entries(conn.properties))
    if (value === SECRET_PLACEHOLDER) flag(ctx, [...path, 'properties', key], `${SECRET_PLACEHOLDER} ${why}`);
}

/** `{{SECRET}}` means the secret of the same create-fabric request (`inCreate`); elsewhere nothing. */
function connectionSchema(inCreate: boolean, error?: ObjectError) {
  return z
    .strictObject(
      {
        name: text,
        kind: text,
        isDefaultWarehouseConnection: z.boolean().optional(),
        properties: z.record(z.string(), connectionProperty),
        shouldValidate: z.boolean().optional(),
        shouldTest: z.boolean().optional(),
      },
      error,
    )
    .superRefine((conn, ctx) => {
      // Only a kind known to be no SQL warehouse is refused: the service owns its kinds.
      if (conn.isDefaultWarehouseConnection && isKnownNonWarehouseKind(conn.kind))
        flag(
          ctx,
          ['isDefaultWarehouseConnection'],
          `may not be true for a ${conn.kind} connection (of the known kinds, only ${DEFAULT_WAREHOUSE_KINDS.join(', ')} can be the default)`,
        );
      if (!inCreate)
        flagPlaceholders(ctx, [], conn, 'is only allowed in create fabric; use a secret reference');
    });
}

export const connectionInput = connectionSchema(false);

export const createFabricRequest = z
  .strictObject({
    name: text,
    description: z.string().optional(),
    teamName: text,
    provider: text,
    secret: secretSchema({ error: oneOnly('secret') }).optional(),
    connection: connectionSchema(true, { error: oneOnly('connection') }).optional(),
  })
  .superRefine((req, ctx) => {
    const why = 'refers to the secret of the same request, and there is none';
    if (req.connection && !req.secret) flagPlaceholders(ctx, ['connection'], req.connection, why);
  });

export const updateFabricRequest = z
  .strictObject({ name: text.optional(), description: z.string().optional() })
  .refine((req) => req.name !== undefined || req.description !== undefined, {
    message: 'needs name or description (only these can be changed)',
  });

// --------------------------------------------------------------------------------- responses

/** A bare number is accepted too, as its string. */
const id = z.union([z.string().min(1), z.int()], 'must be an id (a string)').transform(String);

/** One test's result: checked field by field below, not inferred, so a big run is not copied. */
export interface TestResult {
  name: string;
  status: TestStatus;
  table: string;
  columnName: string;
  index: number;
  time: number;
  cause: string;
}

/**
 * The first field of a result that is not of its type, and the type an error names. Each field is
 * read by its name: a loop over a table of names read each by a computed key, which cost a big run
 * most of its check.
 */
function wrongField(r: Record<string, unknown>): [keyof TestResult, string] | undefined {
  if (typeof r.name !== 'string') return ['name', 'string'];
  if (typeof r.status !== 'string') return ['status', 'string'];
  if (typeof r.table !== 'string') return ['table', 'string'];
  if (typeof r.columnName !== 'string') return ['columnName', 'string'];
  if (!Number.isSafeInteger(r.index)) return ['index', 'int'];
  if (!Number.isFinite(r.time)) return ['time', 'number'];
  if (typeof r.cause !== 'string') return ['cause', 'string'];
  return undefined;
}

/** Checked in place: zod's parse copies every object it checks, so a big run would be held twice. */
const testResults = z
  .custom<TestResult[]>(() => true)
  .superRefine((value, ctx) => {
    const fail = (path: PropertyKey[], expected: string, got: unknown) => {
      const kind = got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got;
      flag(ctx, path, `expected ${expected}, received ${kind}`);
    };
    if (!Array.isArray(value)) return fail([], 'array', value);
    for (let i = 0; i < value.length; i++) {
      const result: unknown = value[i];
      if (!isJsonObject(result)) return fail([i], 'object', result);
      const wrong = wrongField(result);
      if (wrong) return fail([i, wrong[0]], wrong[1], result[wrong[0]]);
    }
  });

const count = z.int().min(0);

export const testSummary = z.looseObject({
  failed: count,
  skip: count,
  succeeded: count,
  total: count,
  warning: count,
});

export const runTestsData = z.looseObject({
  results: testResults,
  runnerStdout: z.string(),
  summary: testSummary,
});

export const deployResult = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  deploymentId: id,
  details: z.looseObject({
    projectId: id,
    fabricId: id,
    version: z.string(),
    pipelinesDeployed: z.array(z.string()),
    configurationsApplied: count,
  }),
});

export const idData = z.looseObject({ id });

export const triggerPipelineResult = z.looseObject({ success: z.literal(true), runId: text });

/** Besides its status, a run's documented fields are not needed by a poll: checked only when present. */
export const pipelineRunStatus = z.looseObject({
  success: z.literal(true),
  // Any word: the service owns its statuses.
  runStatus: text,
  errorMessage: z.string().nullable().optional(),
  runId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  projectId: id.optional(),
  pipelineName: z.string().optional(),
  fabricId: id.optional(),
});

/** `properties` depend on the kind, undocumented: a lookup must not fail on a shape we did not foresee. */
export const connection = z.looseObject({
  id,
  name: z.string(),
  kind: z.string(),
  isDefaultWarehouseConnection: z.boolean().optional(),
  properties: z.record(z.string(), z.unknown()),
});

/** Only the id is required: the client fills in the rest from the request it sent. */
export const addedConnection = connection.partial({ name: true, kind: true, properties: true });

export const secretSummary = z.looseObject({
  kind: z.string(),
  subKind: z.string(),
  properties: z.looseObject({ id, name: z.string() }),
  type: z.string(),
});

export const secretList = z.looseObject({ secrets: z.array(secretSummary) });

/** Most endpoints' answers; read() in client.ts reads the others by their key. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.looseObject({ success: z.literal(true), data });
}

// ------------------------------------------------------------------------------------ issues

/** `data.results[3].status: what is wrong` (plus how many more). */
export function describeIssues(error: z.ZodError, root: string): string {
  const [first, ...rest] = error.issues;
  if (!first) return `${root}: invalid`;
  const path = fieldPath(
    first.code === 'unrecognized_keys' ? [...first.path, first.keys.join(', ')] : first.path,
  );
  const message =
    first.code === 'unrecognized_keys' && first.message.startsWith('Unrecognized key')
      ? 'is not a field of this request'
      : first.message.replace(/^Invalid (input|option): /, '');
  const more = rest.length ? ` (and ${rest.length} more ${plural(rest.length, 'problem')})` : '';
  return `${path || root}: ${message}${more}`;
}
