// The fixture format, with every default; examples/emulator/retail.yml documents it for users.
import { z } from 'zod';
import { TEST_STATUSES } from '../service/enums.js';

const nonEmpty = z.string({ error: 'must be a string' }).min(1, 'must not be empty');

/** Names end up in git tags and URL paths, where '/' would be ambiguous. */
const slashFree = nonEmpty.refine((s) => !s.includes('/'), 'must not contain "/"');

/** YAML turns `100` or `false` into numbers/booleans; parameter values are strings to the service. */
const scalarAsString = z
  .union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' })
  .transform(String);

/** An unquoted YAML number is accepted. */
const NUMERIC = 'must be a numeric string such as "10740"';
const numericId = z
  .union([z.string().regex(/^\d+$/, NUMERIC), z.number().int().nonnegative()], { error: NUMERIC })
  .transform(String);

/** YAML reads `1.0` as the number 1, which would silently become "1": insist on quotes. */
const versionString = z
  .string({ error: 'must be a string (quote versions that look like numbers, e.g. "1.0")' })
  .pipe(slashFree);

const outcome = z.enum(TEST_STATUSES);
export type TestStatus = z.output<typeof outcome>;

const outcomeSequence = z.array(outcome).min(1, 'needs at least one outcome');

/** `SUCCEEDED`, `{ outcome, cause }` or `{ outcomes: [ERROR, SUCCEEDED], cause }`. */
const outcomeOverride = z
  .union([
    outcome,
    z.strictObject({ outcome, cause: z.string().optional() }),
    z.strictObject({ outcomes: outcomeSequence, cause: z.string().optional() }),
  ])
  .transform((v): { outcome: TestStatus; outcomes?: TestStatus[]; cause?: string } =>
    typeof v === 'string' ? { outcome: v } : 'outcomes' in v ? { ...v, outcome: v.outcomes[0]! } : v,
  );

/** A bare name succeeds. */
const testSpec = z
  .union([
    nonEmpty,
    z.strictObject({
      name: nonEmpty,
      outcome: outcome.default('SUCCEEDED'),
      cause: z.string().optional(),
      time: z.number().nonnegative().optional(),
      byVersion: z.record(z.string(), outcomeOverride).optional(),
      byBranch: z.record(z.string(), outcomeOverride).optional(),
      /** Flaky: each run's outcome in turn (per branch and version), the last repeating; overrides win. */
      outcomes: outcomeSequence.optional(),
      /** Default: all; elsewhere the test is not found. */
      branches: z.array(nonEmpty).min(1, 'needs at least one branch').optional(),
    }),
  ])
  .transform((v) => (typeof v === 'string' ? { name: v, outcome: 'SUCCEEDED' as const } : v));

const column = z.strictObject({ name: nonEmpty, tests: z.array(testSpec).default([]) });
const table = z.strictObject({
  name: nonEmpty,
  columns: z.array(column).default([]),
  tests: z.array(testSpec).default([]),
});
const source = z.strictObject({ name: nonEmpty, tables: z.array(table).default([]) });

const generatedTests = z.strictObject({
  count: z.number().int().min(0).max(5_000_000),
  failEvery: z.number().int().positive().optional(),
  errorEvery: z.number().int().positive().optional(),
  /** Default `<model>_test_`. */
  namePrefix: z.string().optional(),
});

const model = z.strictObject({
  name: nonEmpty,
  tests: z.array(testSpec).default([]),
  generatedTests: generatedTests.optional(),
});

/** The service owns its status words: any is taken as written. */
const runStatus = nonEmpty;

/** Emulated seconds: at most 30 days. */
const runSeconds = z
  .number()
  .nonnegative()
  .max(30 * 24 * 3600);

/** Each field optional, to change a few for one version. */
const runChange = z.strictObject({
  seconds: runSeconds.optional(),
  before: z
    .array(z.strictObject({ status: runStatus, seconds: runSeconds }))
    .max(20)
    .optional(),
  outcome: runStatus.optional(),
  errorMessage: z.string().optional(),
});

/** The words in `before` for their seconds each, then RUNNING for `seconds`, then `outcome` for good. */
const pipelineRun = runChange.extend({
  byVersion: z.record(z.string(), runChange).default({}),
});

const pipeline = z.strictObject({
  name: nonEmpty,
  parameters: z.record(z.string(), scalarAsString).default({}),
  run: pipelineRun.prefault({}),
});

const project = z.strictObject({
  name: slashFree,
  /** Defaults to the name. */
  id: z.union([nonEmpty, z.number()]).transform(String).optional(),
  /** Fabric names or ids (test runs need it). */
  publishedTo: z.array(z.union([nonEmpty, z.number()]).transform(String)).default([]),
  /** Release order, oldest first: the last one is the latest (the default of a test run). */
  versions: z.array(versionString).min(1, 'needs at least one version'),
  branches: z.array(nonEmpty).default(['main']),
  /** Defaults to the first branch. */
  defaultBranch: nonEmpty.optional(),
  sources: z.array(source).default([]),
  projectTests: z.array(testSpec).default([]),
  models: z.array(model).default([]),
  pipelines: z.array(pipeline).default([]),
  projectConfiguration: z.record(z.string(), scalarAsString).default({}),
});

/** A plain value, or `{ secret: <secret name> }`. */
const fixtureProperty = z.union([z.string(), z.number(), z.boolean(), z.strictObject({ secret: nonEmpty })]);

const fixtureSecret = z.strictObject({
  name: nonEmpty,
  id: numericId.optional(),
  subKind: nonEmpty.default('text'),
});

const fixtureConnection = z.strictObject({
  name: nonEmpty,
  id: numericId.optional(),
  kind: nonEmpty,
  isDefaultWarehouseConnection: z.boolean().default(false),
  properties: z.record(z.string(), fixtureProperty).default({}),
});

const fabric = z.strictObject({
  id: numericId.optional(),
  name: nonEmpty,
  description: z.string().default(''),
  teamName: nonEmpty,
  provider: nonEmpty,
  dataplaneUrl: z.string().optional(),
  secrets: z.array(fixtureSecret).default([]),
  connections: z.array(fixtureConnection).default([]),
});

/** Spellings beyond those the action knows (src/service/enums.ts), which it must send as written. */
const accepts = z.strictObject({
  providers: z.array(nonEmpty).default([]),
  connectionKinds: z.array(nonEmpty).default([]),
  /** May be the default warehouse connection. */
  warehouseKinds: z.array(nonEmpty).default([]),
  secretSubKinds: z.array(nonEmpty).default([]),
});

export const fixtureSchema = z.strictObject({
  tokens: z.array(nonEmpty).min(1, 'needs at least one token'),
  accepts: accepts.optional(),
  teams: z.array(nonEmpty).default([]),
  fabrics: z.array(fabric).default([]),
  projects: z.array(project).default([]),
});

export type FixtureInput = z.input<typeof fixtureSchema>;
export type Fixture = z.output<typeof fixtureSchema>;
export type FixtureProject = Fixture['projects'][number];
export type TestSpec = FixtureProject['projectTests'][number];
export type GeneratedTests = NonNullable<FixtureProject['models'][number]['generatedTests']>;
export type PipelineRunScript = FixtureProject['pipelines'][number]['run'];
