// The fixture format: the YAML a user writes to describe "their" service (tokens, teams, fabrics,
// projects with their tests, pipelines and versions), as a zod schema with every default.
// examples/emulator/retail.yml documents it for users.
import { z } from 'zod';
import { TEST_STATUSES, type TestStatus } from './constants.js';

const nonEmpty = z.string({ error: 'must be a string' }).min(1, 'must not be empty');

/** Names end up in git tags and URL paths, where '/' would be ambiguous. */
const slashFree = nonEmpty.refine((s) => !s.includes('/'), 'must not contain "/"');

/** YAML turns `100` or `false` into numbers/booleans; parameter values are strings to the service. */
const scalarAsString = z
  .union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' })
  .transform(String);

/** Ids are numeric strings; an unquoted YAML number is accepted. */
const numericId = z
  .union(
    [z.string().regex(/^\d+$/, 'must be a numeric string such as "10740"'), z.number().int().nonnegative()],
    {
      error: 'must be a numeric string such as "10740"',
    },
  )
  .transform(String);

/** YAML reads `1.0` as the number 1, which would silently become "1": insist on quotes. */
const versionString = z
  .string({ error: 'must be a string (quote versions that look like numbers, e.g. "1.0")' })
  .min(1, 'must not be empty')
  .refine((s) => !s.includes('/'), 'must not contain "/"');

const outcome = z.enum(TEST_STATUSES);

/** Run by run, the last one repeating: a flaky test. */
const outcomeSequence = z.array(outcome).min(1, 'needs at least one outcome');

/**
 * `SUCCEEDED`, `{ outcome, cause }` or `{ outcomes: [ERROR, SUCCEEDED], cause }`: what a test
 * reports for one version or branch.
 */
const outcomeOverride = z
  .union([
    outcome,
    z.strictObject({ outcome, cause: z.string().optional() }),
    z.strictObject({ outcomes: outcomeSequence, cause: z.string().optional() }),
  ])
  .transform((v): { outcome: TestStatus; outcomes?: TestStatus[]; cause?: string } =>
    typeof v === 'string' ? { outcome: v } : 'outcomes' in v ? { ...v, outcome: v.outcomes[0]! } : v,
  );

/** A test is a bare name (it succeeds) or an object saying how it ends. */
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
      /**
       * A flaky test: the outcome of each run in turn (per branch and version), the last one
       * repeating; e.g. [ERROR, SUCCEEDED] errors once, then passes. byVersion/byBranch win.
       */
      outcomes: outcomeSequence.optional(),
      /** The branches the test exists on (default: all); elsewhere it is not found. */
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
  /** Optional prefix of the generated names; default `<model>_test_`. */
  namePrefix: z.string().optional(),
});

const model = z.strictObject({
  name: nonEmpty,
  tests: z.array(testSpec).default([]),
  generatedTests: generatedTests.optional(),
});

/** A status word of a pipeline run: the service owns them, so any word is taken as written. */
const runStatus = nonEmpty;

/** Emulated seconds (see the emulator's time scale): at most 30 days. */
const runSeconds = z
  .number()
  .nonnegative()
  .max(30 * 24 * 3600);

/** How a run goes, fields as in `run`; each optional, to change a few for one version. */
const runChange = z.strictObject({
  seconds: runSeconds.optional(),
  before: z
    .array(z.strictObject({ status: runStatus, seconds: runSeconds }))
    .max(20)
    .optional(),
  outcome: runStatus.optional(),
  errorMessage: z.string().optional(),
});

/**
 * How a triggered run of the pipeline goes: the status words in `before` for their seconds each
 * (e.g. QUEUED), then RUNNING for `seconds`, then `outcome` for good (SUCCEEDED, ERROR with its
 * `errorMessage`, or any other word). `byVersion` changes some of it for a version.
 */
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
  /** Fabric names or ids the project is published to (test runs need it). */
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

/** A connection property in the fixture: a plain value, or `{ secret: <secret name> }`. */
const fixtureProperty = z.union([z.string(), z.number(), z.boolean(), z.strictObject({ secret: nonEmpty })]);

const fixtureSecret = z.strictObject({
  name: nonEmpty,
  id: numericId.optional(),
  /** One of the spellings the service accepts (see `accepts`). */
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

/**
 * Spellings this service accepts beyond those the action knows (src/service/enums.ts): a provider,
 * connection kinds (and which of them may be the default warehouse) and secret sub-kinds the
 * action has never seen, which it must send as written.
 */
const accepts = z.strictObject({
  providers: z.array(nonEmpty).default([]),
  connectionKinds: z.array(nonEmpty).default([]),
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

/** What a fixture file or object may contain (before defaults are filled in). */
export type FixtureInput = z.input<typeof fixtureSchema>;
/** A validated fixture with every default filled in. */
export type Fixture = z.output<typeof fixtureSchema>;
export type FixtureProject = Fixture['projects'][number];
export type TestSpec = FixtureProject['projectTests'][number];
export type GeneratedTests = NonNullable<FixtureProject['models'][number]['generatedTests']>;
export type PipelineRunScript = FixtureProject['pipelines'][number]['run'];
