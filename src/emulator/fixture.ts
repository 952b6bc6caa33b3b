// The seed fixture: the YAML a user writes to describe "their" service (tokens, teams, fabrics,
// projects with their tests, pipelines and versions). This module only validates and
// normalises it; turning it into mutable state is state.ts's job.
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Document, type Node } from 'yaml';
import { z } from 'zod';
import { TEST_STATUSES, spellings, type TestStatus } from './constants.js';

/** A fixture that cannot be used. The message is one line naming the file and the bad key. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

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

const pipeline = z.strictObject({
  name: nonEmpty,
  parameters: z.record(z.string(), scalarAsString).default({}),
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
 * Spellings this service accepts beyond those the action knows (src/api/enums.ts): a provider,
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

type Path = readonly (string | number)[];

export function formatPath(path: Path): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out === '' ? '(root)' : out;
}

/**
 * Loads and validates a fixture. A string is a file path (YAML, JSON is YAML too); an object is
 * taken as already parsed. Throws FixtureError with one line: where, which key, what is wrong.
 */
export function loadFixture(fixture: string | FixtureInput): Fixture {
  if (typeof fixture !== 'string') return validate(fixture, '(fixture object)');
  let text: string;
  try {
    text = readFileSync(fixture, 'utf8');
  } catch (err) {
    throw new FixtureError(
      `Cannot read fixture ${fixture}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const at = lineCounter.linePos(yamlError.pos[0]).line;
    throw new FixtureError(
      `Invalid fixture ${fixture}${at ? `:${at}` : ''}: ${firstLine(yamlError.message)}`,
    );
  }
  const where = (path: Path): string => {
    const line = lineOf(doc, lineCounter, path);
    return line ? `${fixture}:${line}` : fixture;
  };
  return validate(doc.toJS(), fixture, where);
}

function validate(raw: unknown, label: string, where: (path: Path) => string = () => label): Fixture {
  const parsed = fixtureSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = describeIssue(parsed.error.issues[0], raw);
    throw new FixtureError(`Invalid fixture ${where(path)}: ${formatPath(path)}: ${message}`);
  }
  checkReferences(parsed.data, (path, message) => {
    throw new FixtureError(`Invalid fixture ${where(path)}: ${formatPath(path)}: ${message}`);
  });
  return parsed.data;
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

type Issue = z.core.$ZodIssue;

/** Picks the most useful single message out of a zod issue (unions report their best branch). */
function describeIssue(
  issue: Issue | undefined,
  raw: unknown,
  base: Path = [],
): { path: Path; message: string } {
  if (!issue) return { path: base, message: 'invalid' };
  const path = [...base, ...(issue.path as (string | number)[])];
  if (issue.code === 'invalid_union') {
    // The reading the author meant: first one whose every complaint is nested (the shape was
    // right, a value inside is not), then one that is not merely the wrong type at the root.
    const meant =
      issue.errors.find((branch) => branch.every((i) => i.path.length > 0)) ??
      issue.errors.find((branch) => branch.some((i) => i.path.length > 0 || i.code !== 'invalid_type'));
    if (meant) return describeIssue(meant[0], raw, path);
    return { path, message: issue.message === 'Invalid input' ? 'has the wrong type' : issue.message };
  }
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return { path: [...path, key], message: 'unknown key' };
  }
  if (issue.code === 'invalid_type' && valueAt(raw, path) === undefined)
    return { path, message: 'is required' };
  return { path, message: issue.message };
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const seg of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

/** Cross-references zod cannot express: uniqueness and names that must point at something. */
function checkReferences(f: Fixture, fail: (path: Path, message: string) => never): void {
  const spelt = spellings(f.accepts);
  f.accepts?.warehouseKinds.forEach((kind, i) => {
    if (!spelt.connectionKinds.includes(kind))
      fail(
        ['accepts', 'warehouseKinds', i],
        `"${kind}" is not an accepted connection kind (add it to connectionKinds)`,
      );
  });
  const teams = new Set(f.teams);
  f.teams.forEach((t, i) => {
    if (f.teams.indexOf(t) !== i) fail(['teams', i], `duplicate team "${t}"`);
  });
  const fabricIds = new Set<string>();
  const fabricKeys = new Set<string>();
  f.fabrics.forEach((fab, i) => {
    const at = ['fabrics', i];
    if (!teams.has(fab.teamName)) fail([...at, 'teamName'], `team "${fab.teamName}" is not listed in teams`);
    if (!spelt.providers.includes(fab.provider))
      fail(
        [...at, 'provider'],
        `provider "${fab.provider}" is not accepted (${spelt.providers.join(', ')}; add it under accepts.providers)`,
      );
    if (fab.id !== undefined) {
      if (fabricIds.has(fab.id)) fail([...at, 'id'], `duplicate fabric id "${fab.id}"`);
      fabricIds.add(fab.id);
    }
    const key = `${fab.teamName}\u0000${fab.name}`;
    if (fabricKeys.has(key))
      fail([...at, 'name'], `fabric "${fab.name}" already exists in team "${fab.teamName}"`);
    fabricKeys.add(key);
    const secretNames = new Set<string>();
    fab.secrets.forEach((s, j) => {
      if (secretNames.has(s.name)) fail([...at, 'secrets', j, 'name'], `duplicate secret "${s.name}"`);
      if (!spelt.secretSubKinds.includes(s.subKind))
        fail(
          [...at, 'secrets', j, 'subKind'],
          `subKind "${s.subKind}" is not accepted (add it under accepts.secretSubKinds)`,
        );
      secretNames.add(s.name);
    });
    const connNames = new Set<string>();
    let defaults = 0;
    fab.connections.forEach((c, j) => {
      const cat = [...at, 'connections', j];
      if (connNames.has(c.name)) fail([...cat, 'name'], `duplicate connection "${c.name}"`);
      connNames.add(c.name);
      if (!spelt.connectionKinds.includes(c.kind))
        fail([...cat, 'kind'], `kind "${c.kind}" is not accepted (add it under accepts.connectionKinds)`);
      if (c.isDefaultWarehouseConnection) {
        if (!spelt.warehouseKinds.includes(c.kind))
          fail(
            [...cat, 'isDefaultWarehouseConnection'],
            `kind "${c.kind}" cannot be the default warehouse connection`,
          );
        if (++defaults > 1)
          fail([...cat, 'isDefaultWarehouseConnection'], 'a fabric has at most one default');
      }
      for (const [prop, value] of Object.entries(c.properties)) {
        if (typeof value === 'object' && !secretNames.has(value.secret))
          fail(
            [...cat, 'properties', prop, 'secret'],
            `secret "${value.secret}" is not defined in this fabric`,
          );
      }
    });
  });

  const projectIds = new Set<string>();
  f.projects.forEach((p, i) => {
    const at = ['projects', i];
    const id = p.id ?? p.name;
    if (projectIds.has(id)) fail(at, `duplicate project id "${id}"`);
    projectIds.add(id);
    p.publishedTo.forEach((ref, j) => {
      if (!f.fabrics.some((fab) => fab.id === ref || fab.name === ref))
        fail([...at, 'publishedTo', j], `no fabric has the name or id "${ref}"`);
    });
    const dup = <T extends { name: string }>(list: T[], path: Path, what: string): void => {
      const seen = new Set<string>();
      list.forEach((item, j) => {
        if (seen.has(item.name)) fail([...path, j, 'name'], `duplicate ${what} "${item.name}"`);
        seen.add(item.name);
      });
    };
    p.versions.forEach((v, j) => {
      if (p.versions.indexOf(v) !== j) fail([...at, 'versions', j], `duplicate version "${v}"`);
    });
    if (p.defaultBranch !== undefined && !p.branches.includes(p.defaultBranch))
      fail([...at, 'defaultBranch'], `"${p.defaultBranch}" is not listed in branches`);
    dup(p.sources, [...at, 'sources'], 'source');
    dup(p.models, [...at, 'models'], 'model');
    dup(p.pipelines, [...at, 'pipelines'], 'pipeline');
    dup(p.projectTests, [...at, 'projectTests'], 'project test');
    const checkSpecs = (specs: TestSpec[], path: Path): void => {
      dup(specs, path, 'test');
      specs.forEach((s, j) => {
        for (const v of Object.keys(s.byVersion ?? {}))
          if (!p.versions.includes(v))
            fail([...path, j, 'byVersion', v], `version "${v}" is not listed in versions`);
        for (const b of Object.keys(s.byBranch ?? {}))
          if (!p.branches.includes(b))
            fail([...path, j, 'byBranch', b], `branch "${b}" is not listed in branches`);
        (s.branches ?? []).forEach((b, k) => {
          if (!p.branches.includes(b))
            fail([...path, j, 'branches', k], `branch "${b}" is not listed in branches`);
        });
      });
    };
    checkSpecs(p.projectTests, [...at, 'projectTests']);
    p.sources.forEach((s, j) => {
      dup(s.tables, [...at, 'sources', j, 'tables'], 'table');
      s.tables.forEach((t, k) => {
        const tat = [...at, 'sources', j, 'tables', k];
        dup(t.columns, [...tat, 'columns'], 'column');
        checkSpecs(t.tests, [...tat, 'tests']);
        t.columns.forEach((c, l) => checkSpecs(c.tests, [...tat, 'columns', l, 'tests']));
      });
    });
    p.models.forEach((m, j) => checkSpecs(m.tests, [...at, 'models', j, 'tests']));
  });
}

/** 1-based line of the deepest node of `path` that exists in the document (keys point at the key). */
function lineOf(doc: Document, counter: LineCounter, path: Path): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined = (doc.contents as Node | null)?.range?.[0];
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === String(seg));
      if (!pair) break;
      offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return offset === undefined ? undefined : counter.linePos(offset).line;
}
