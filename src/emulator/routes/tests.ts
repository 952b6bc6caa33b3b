// POST /api/orchestration/tests/run: validates one of the two request variants, works out which
// fixture tests that selects, and "runs" them into results, a summary and a runner log.
import type { TestStatus } from '../constants.js';
import type { GeneratedTests, TestSpec } from '../fixture.js';
import { type RawBody, type Reply, badRequest, notFound } from '../http.js';
import type { ProjectRecord, Store } from '../state.js';
import {
  type Json,
  allowOnly,
  describeType,
  expectObject,
  isPlainObject,
  optionalString,
  requiredArray,
  requiredString,
} from '../validate.js';

const MIXED = 'A test-run request holds either model tests or other test types, never both';
const OTHER_TEST_FIELDS = ['source', 'table', 'columnTests', 'tableTests', 'projectTests'] as const;

/** One test picked for execution: where it lives and how the fixture says it ends. */
interface Planned {
  name: string;
  table: string;
  columnName: string;
  /** Shown in the runner log, e.g. `raw.customers.email`. */
  location: string;
  spec: TestSpec;
}

/** Either explicit tests, or a model's fixture-generated ones appended after them. */
interface Plan {
  tests: Planned[];
  generated?: { model: string; spec: GeneratedTests };
}

export function runTests(store: Store, body: unknown): Reply {
  const req = expectObject(body, 'request body');
  const isModelRun = req.modelName !== undefined;
  if (isModelRun && OTHER_TEST_FIELDS.some((k) => req[k] !== undefined)) throw badRequest(MIXED);
  allowOnly(req, ['fabricId', 'projectId', 'branch', 'version', 'tests', 'modelName'], '');

  const fabricId = req.fabricId;
  if (fabricId === undefined || fabricId === null) throw badRequest('fabricId is required');
  // The service types fabricId as int64: a numeric string is a different JSON type and is refused.
  if (typeof fabricId !== 'number' || !Number.isInteger(fabricId))
    throw badRequest(`fabricId must be an integer (int64), not ${describeType(fabricId)}`);
  const projectId = requiredString(req, 'projectId');
  const branch = optionalString(req, 'branch');
  const version = optionalString(req, 'version');
  const modelName = isModelRun ? requiredString(req, 'modelName') : undefined;
  if (modelName !== undefined) checkModelTestsField(req.tests);
  else if (req.tests !== undefined) checkTestsShape(req.tests);

  const fabric = store.fabric(String(fabricId));
  if (!fabric) throw notFound(`Fabric ${fabricId} not found`);
  const project = store.state.projects.find((p) => p.id === projectId);
  if (!project) throw notFound(`Project ${projectId} not found`);
  if (!project.publishedTo.includes(fabric.id))
    throw badRequest(`Project ${projectId} is not published to fabric ${fabric.id}`);
  if (branch !== undefined && !project.branches.includes(branch))
    throw badRequest(`Branch ${branch} not found in project ${projectId}`);
  if (version !== undefined && !project.versions.includes(version))
    throw badRequest(`Version ${version} not found in project ${projectId}`);

  const context: RunContext = {
    project,
    fabricId: fabric.id,
    version: version ?? project.versions[project.versions.length - 1] ?? '',
    branch: branch ?? project.defaultBranch,
    runs: new FlakyRuns(store),
  };
  const plan: Plan =
    modelName !== undefined
      ? planModel(project, modelName, context.branch)
      : req.tests === undefined
        ? planEverything(project, context.branch)
        : planSelected(project, req.tests as Json[], context.branch);
  const raw = execute(plan, context);
  context.runs.save();
  return { status: 200, raw, contentType: 'application/json; charset=utf-8' };
}

/** Whether a fixture test exists on the branch (a test with `branches` exists only there). */
function onBranch(spec: TestSpec, branch: string): boolean {
  return spec.branches === undefined || spec.branches.includes(branch);
}

/**
 * The run counts of flaky tests (fixture `outcomes`): read from the state, counted up during one
 * request, and saved once at its end, so a flaky test moves through its outcomes across requests
 * and across restarts of a persisted emulator.
 */
class FlakyRuns {
  private readonly store: Store;
  private readonly counted = new Map<string, number>();

  constructor(store: Store) {
    this.store = store;
  }

  /** How many times the test ran before (on this branch and version), counting this run. */
  next(key: string): number {
    const before = this.counted.get(key) ?? this.store.state.testRuns?.[key] ?? 0;
    this.counted.set(key, before + 1);
    return before;
  }

  save(): void {
    if (this.counted.size === 0) return;
    this.store.mutate((state) => {
      state.testRuns ??= {};
      for (const [key, runs] of this.counted) state.testRuns[key] = runs;
    });
  }
}

/** Variant B: `tests` is optional and, when present, exactly `[{}]`. */
function checkModelTestsField(tests: unknown): void {
  if (tests === undefined) return;
  if (Array.isArray(tests) && tests.some((t) => isPlainObject(t) && OTHER_TEST_FIELDS.some((k) => k in t)))
    throw badRequest(MIXED);
  if (
    !Array.isArray(tests) ||
    tests.length !== 1 ||
    !isPlainObject(tests[0]) ||
    Object.keys(tests[0]).length > 0
  )
    throw badRequest('tests must be [{}] in a model test run (all tests of the model run)');
}

/** Variant A: the structure of every element, before any name is looked up. */
function checkTestsShape(tests: unknown): void {
  if (!Array.isArray(tests)) throw badRequest(`tests must be an array, not ${describeType(tests)}`);
  if (tests.length === 0)
    throw badRequest('tests must not be empty (omit it to run every test of the project)');
  tests.forEach((element, i) => {
    const at = `tests[${i}]`;
    const el = expectObject(element, at);
    if (el.modelName !== undefined) throw badRequest(`${at}: model tests are not allowed here; ${MIXED}`);
    allowOnly(el, OTHER_TEST_FIELDS, at);
    if (el.projectTests !== undefined) {
      if (['source', 'table', 'columnTests', 'tableTests'].some((k) => el[k] !== undefined))
        throw badRequest(
          `${at}: an element with projectTests carries no source, table, columnTests or tableTests`,
        );
      namedList(el, 'projectTests', at);
      return;
    }
    if ((el.source === undefined) !== (el.table === undefined))
      throw badRequest(`${at}: source and table must be given together`);
    if (el.source === undefined) {
      if (el.columnTests !== undefined || el.tableTests !== undefined)
        throw badRequest(`${at}: columnTests and tableTests need source and table`);
      throw badRequest(`${at} holds no tests`);
    }
    requiredString(el, 'source', at);
    requiredString(el, 'table', at);
    if (el.columnTests !== undefined)
      requiredArray(el, 'columnTests', at).forEach((col, j) => {
        const cat = `${at}.columnTests[${j}]`;
        const c = expectObject(col, cat);
        allowOnly(c, ['name', 'tests'], cat);
        requiredString(c, 'name', cat);
        namedList(c, 'tests', cat);
      });
    if (el.tableTests !== undefined) namedList(el, 'tableTests', at);
  });
}

/** An array of `{name}` objects, as every list of tests in the request is. */
function namedList(obj: Json, key: string, at: string): void {
  requiredArray(obj, key, at).forEach((item, k) => {
    const iat = `${at}.${key}[${k}]`;
    const o = expectObject(item, iat);
    allowOnly(o, ['name'], iat);
    requiredString(o, 'name', iat);
  });
}

function planModel(project: ProjectRecord, modelName: string, branch: string): Plan {
  const model = project.models.find((m) => m.name === modelName);
  if (!model) throw badRequest(`Model ${modelName} not found in project ${project.id}`);
  const tests = model.tests
    .filter((spec) => onBranch(spec, branch))
    .map((spec) => ({
      name: spec.name,
      table: model.name,
      columnName: '',
      location: model.name,
      spec,
    }));
  return model.generatedTests
    ? { tests, generated: { model: model.name, spec: model.generatedTests } }
    : { tests };
}

/** No `tests`: every column, table and project test, in the order the project defines them. */
function planEverything(project: ProjectRecord, branch: string): Plan {
  const tests: Planned[] = [];
  for (const source of project.sources)
    for (const table of source.tables)
      tests.push(...tableTests(source.name, table, undefined, undefined, branch));
  for (const spec of project.projectTests) if (onBranch(spec, branch)) tests.push(projectTest(spec));
  return { tests };
}

type FixtureTable = ProjectRecord['sources'][number]['tables'][number];

function tableTests(
  sourceName: string,
  table: FixtureTable,
  columnTests: Json[] | undefined,
  tableTestNames: Json[] | undefined,
  branch: string,
): Planned[] {
  const where = `${sourceName}.${table.name}`;
  const out: Planned[] = [];
  const all = columnTests === undefined && tableTestNames === undefined;
  if (all || columnTests) {
    const selected = all
      ? table.columns.map((c) => ({
          column: c,
          names: c.tests.filter((t) => onBranch(t, branch)).map((t) => t.name),
        }))
      : (columnTests ?? []).map((ct) => {
          const column = table.columns.find((c) => c.name === ct.name);
          if (!column) throw badRequest(`Column ${String(ct.name)} not found in table ${where}`);
          return { column, names: (ct.tests as Json[]).map((t) => String(t.name)) };
        });
    for (const { column, names } of selected)
      for (const name of names) {
        const spec = column.tests.find((t) => t.name === name && onBranch(t, branch));
        if (!spec) throw badRequest(`Test ${name} not found on column ${where}.${column.name}`);
        out.push({
          name,
          table: table.name,
          columnName: column.name,
          location: `${where}.${column.name}`,
          spec,
        });
      }
  }
  const names = all
    ? table.tests.filter((t) => onBranch(t, branch)).map((t) => t.name)
    : (tableTestNames ?? []).map((t) => String(t.name));
  for (const name of names) {
    const spec = table.tests.find((t) => t.name === name && onBranch(t, branch));
    if (!spec) throw badRequest(`Test ${name} not found on table ${where}`);
    out.push({ name, table: table.name, columnName: '', location: where, spec });
  }
  return out;
}

function projectTest(spec: TestSpec): Planned {
  return { name: spec.name, table: '', columnName: '', location: 'project', spec };
}

/** Variant A with `tests`: the elements in request order; within one, column then table tests. */
function planSelected(project: ProjectRecord, elements: Json[], branch: string): Plan {
  const tests: Planned[] = [];
  for (const el of elements) {
    if (el.projectTests !== undefined) {
      for (const t of el.projectTests as Json[]) {
        const spec = project.projectTests.find((p) => p.name === t.name && onBranch(p, branch));
        if (!spec) throw badRequest(`Project test ${String(t.name)} not found in project ${project.id}`);
        tests.push(projectTest(spec));
      }
      continue;
    }
    const source = project.sources.find((s) => s.name === el.source);
    if (!source) throw badRequest(`Source ${String(el.source)} not found in project ${project.id}`);
    const table = source.tables.find((t) => t.name === el.table);
    if (!table) throw badRequest(`Table ${String(el.table)} not found in source ${source.name}`);
    tests.push(
      ...tableTests(
        source.name,
        table,
        el.columnTests as Json[] | undefined,
        el.tableTests as Json[] | undefined,
        branch,
      ),
    );
  }
  return { tests };
}

interface RunContext {
  project: ProjectRecord;
  fabricId: string;
  version: string;
  branch: string;
  runs: FlakyRuns;
}

/**
 * The branch's override, else the version's, else the fixture's own outcome (most specific
 * wins); a flaky one (`outcomes`) gives the outcome of this run of the test.
 */
function outcomeOf(spec: TestSpec, location: string, ctx: RunContext): { status: TestStatus; cause: string } {
  const override = ownEntry(spec.byBranch, ctx.branch) ?? ownEntry(spec.byVersion, ctx.version);
  const sequence = override ? override.outcomes : spec.outcomes;
  let status: TestStatus = override ? override.outcome : spec.outcome;
  const cause = override ? override.cause : spec.cause;
  if (sequence) {
    const key = [ctx.project.id, ctx.branch, ctx.version, location, spec.name].join('\u0000');
    status = sequence[Math.min(ctx.runs.next(key), sequence.length - 1)]!;
  }
  if (status === 'SUCCEEDED') return { status, cause: '' };
  return { status, cause: cause ?? defaultCause(status, spec.name) };
}

/** The fixture's entry for this key: never a property every object has (a branch named `constructor`). */
function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function defaultCause(status: TestStatus, name: string): string {
  return status === 'FAILED'
    ? 'Got 1 result, configured to fail if != 0'
    : `Database Error in test ${name}: could not execute the test query`;
}

/** A stable pseudo-duration so repeated runs give identical bodies (snapshot-friendly). */
function durationOf(name: string, index: number): number {
  let h = index;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return (20 + (h % 480)) / 1000; // 0.020 .. 0.499 s
}

const LOG_WIDTH = 72;

/**
 * The runner log, kept JSON-escaped in batches of lines: each batch is flattened while its lines
 * are still young, so the garbage collector never has to promote a million small strings, and
 * the log goes into the answer batch by batch, never as one string of ~100 MB to escape at once.
 */
class EscapedLog {
  readonly batches: string[] = [];
  private batch: string[] = [];

  /** A line that needs no escaping (ASCII letters, digits and punctuation but `"` and `\`). */
  pushPlain(line: string): void {
    this.batch.push(line);
    if (this.batch.length === 1024) this.flush();
  }

  push(line: string): void {
    this.pushPlain(JSON.stringify(line).slice(1, -1));
  }

  /** Every batch, the last one included; each holds whole lines joined by an escaped line feed. */
  finish(): string[] {
    this.flush();
    return this.batches;
  }

  private flush(): void {
    if (this.batch.length) this.batches.push(this.batch.join('\\n'));
    this.batch = [];
  }
}

/**
 * The answer, serialised by hand and in pieces: with 1,000,000 generated results, building
 * strings directly is several times faster than creating objects for JSON.stringify, and the
 * pieces go out as they are made, so the client reads while the rest is generated. The fixture's
 * own tests are decided at once (a flaky test's run is counted when the request is answered);
 * only the generated ones, whose outcomes depend on nothing, are made as they are sent.
 *
 * Like the real service, `summary.failed` counts ERROR results too (the documented model-test
 * example does), so clients must compute their own FAILED/ERROR counts from `results`.
 */
function execute(plan: Plan, ctx: RunContext): RawBody {
  const generatedCount = plan.generated?.spec.count ?? 0;
  const total = plan.tests.length + generatedCount;
  const log = new EscapedLog();
  const tally = { succeeded: 0, failed: 0, errored: 0, seconds: 0 };
  const stamp = new Date().toISOString().slice(11, 19);

  const emit = (
    index: number,
    name: string,
    tableJson: string,
    columnJson: string,
    location: string,
    status: TestStatus,
    cause: string,
    time: number,
  ): string => {
    tally.seconds += time;
    if (status === 'SUCCEEDED') tally.succeeded++;
    else if (status === 'FAILED') tally.failed++;
    else tally.errored++;
    const word = status === 'SUCCEEDED' ? 'PASS' : status === 'FAILED' ? 'FAIL' : 'ERROR';
    const head = `${stamp}  ${index + 1} of ${total} ${word} ${name} (${location}) `;
    log.push(`${head.padEnd(LOG_WIDTH, '.')} [${word} in ${time.toFixed(2)}s]`);
    return (
      `{"name":${JSON.stringify(name)},"status":"${status}","table":${tableJson},"columnName":${columnJson},` +
      `"index":${index},"time":${time},"cause":${cause === '' ? '""' : JSON.stringify(cause)}}`
    );
  };

  const own = plan.tests.map((t, index) => {
    const { status, cause } = outcomeOf(t.spec, t.location, ctx);
    const time = t.spec.time ?? durationOf(t.name, index);
    return emit(
      index,
      t.name,
      JSON.stringify(t.table),
      JSON.stringify(t.columnName),
      t.location,
      status,
      cause,
      time,
    );
  });

  function* generated(): Generator<string> {
    if (!plan.generated) return;
    const { model, spec } = plan.generated;
    const prefix = spec.namePrefix ?? `${model}_test_`;
    // Escaped once: a generated name is the prefix and digits, which need no escaping.
    const prefixJson = JSON.stringify(prefix).slice(1, -1);
    // Names the fixture chose that need no escaping (the usual case) save escaping every log line.
    const plainNames = prefixJson === prefix && JSON.stringify(model) === `"${model}"`;
    const width = String(spec.count).length;
    const tableJson = JSON.stringify(model);
    let batch: string[] = [];
    for (let i = 1; i <= spec.count; i++) {
      const status: TestStatus =
        spec.errorEvery !== undefined && i % spec.errorEvery === 0
          ? 'ERROR'
          : spec.failEvery !== undefined && i % spec.failEvery === 0
            ? 'FAILED'
            : 'SUCCEEDED';
      const { cause, word } = GENERATED[status as keyof typeof GENERATED];
      const step = i % 90;
      const time = (105 + step * 10) / 10000; // 0.0105 .. 0.0995 s, short decimals
      const index = plan.tests.length + i - 1;
      const digits = String(i).padStart(width, '0');
      tally.seconds += time;
      if (status === 'SUCCEEDED') tally.succeeded++;
      else if (status === 'FAILED') tally.failed++;
      else tally.errored++;
      const head = `${stamp}  ${index + 1} of ${total} ${word} ${prefix}${digits} (${model}) `;
      const line = `${head.padEnd(LOG_WIDTH, '.')} [${word} in ${SECONDS[step]}s]`;
      if (plainNames) log.pushPlain(line);
      else log.push(line);
      batch.push(
        `{"name":"${prefixJson}${digits}","status":"${status}","table":${tableJson},"columnName":"",` +
          `"index":${index},"time":${time},"cause":${cause}}`,
      );
      if (batch.length === GENERATED_PER_PIECE) {
        yield batch.join(',');
        batch = [];
      }
    }
    if (batch.length > 0) yield batch.join(',');
  }

  function* pieces(): Generator<string> {
    yield '{"success":true,"data":{"results":[';
    let first = own.length === 0;
    if (!first) yield own.join(',');
    for (const piece of generated()) {
      yield first ? piece : `,${piece}`;
      first = false;
    }
    const { succeeded, failed, errored, seconds } = tally;
    const problems = failed + errored;
    const escaped = (lines: string[]): string => lines.map((l) => JSON.stringify(l).slice(1, -1)).join('\\n');
    const plural = total === 1 ? '' : 's';
    yield `],"runnerStdout":"${escaped([
      `${stamp}  Running with runner=1.0.0 (orchestration emulator)`,
      `${stamp}  Project ${ctx.project.name} (${ctx.project.id}), version ${ctx.version}, branch ${ctx.branch}, fabric ${ctx.fabricId}`,
      `${stamp}  Found ${total} data test${plural}`,
      '',
      '',
    ])}`;
    const batches = log.finish();
    for (let b = 0; b < batches.length; b++) yield b === 0 ? batches[b]! : `\\n${batches[b]}`;
    yield `\\n${escaped([
      '',
      `${stamp}  Finished running ${total} data test${plural} in ${seconds.toFixed(2)}s.`,
      '',
      `Done. PASS=${succeeded} WARN=0 ERROR=${problems} SKIP=0 TOTAL=${total}`,
    ])}",`;
    yield `"summary":{"failed":${problems},"skip":0,"succeeded":${succeeded},"total":${total},"warning":0}}}`;
  }

  // Small answers as one string (with a Content-Length); generated ones streamed.
  return plan.generated ? pieces() : [...pieces()].join('');
}

/** Generated results per piece of the answer (~100 KB). */
const GENERATED_PER_PIECE = 1024;
/** A generated result's cause (as JSON) and log word, by status. */
const GENERATED = {
  SUCCEEDED: { cause: '""', word: 'PASS' },
  FAILED: { cause: JSON.stringify('Got 1 result, configured to fail if != 0'), word: 'FAIL' },
  ERROR: { cause: JSON.stringify('Database Error: generated test could not run'), word: 'ERROR' },
} as const;
/** The 90 durations of generated tests, as the log prints them. */
const SECONDS = Array.from({ length: 90 }, (_, step) => ((105 + step * 10) / 10000).toFixed(2));
