/**
 * The test plan (`tests-file`): which column, table, project and model tests a run selects.
 *
 * The `tests` list has exactly the API's element shape so a request body can be pasted into it.
 * It is checked strictly here, naming file and line, because the service would answer a typo
 * only after other calls of the plan had already run (or quietly run something else).
 *
 * Rules beyond the API's shape, so that a plan never selects more or less than it says:
 * - Empty lists (`tests: []`, `columnTests: []`, …) are errors: a `tests-file` that selects
 *   nothing would otherwise fall back to the service's default run, i.e. every test.
 * - An element with `source`/`table` must list `columnTests` or `tableTests`: without them the
 *   service runs all of the table's tests, which is easy to do by accident and hard to notice.
 * - A name listed twice is an error, not a silent dedupe: a table of a source in two elements,
 *   a column within an element, a test within a column or a table, a project test, a model.
 * - Names are strings: `table: 0012` is refused (YAML reads it as the number 12) with a hint to
 *   quote it. Anchors and aliases are followed.
 */
import { isAlias } from 'yaml';
import type { ColumnTests, NamedTest, TestSelection } from '../api/types.js';
import { FileError } from '../errors.js';
import { isMap, isScalar, isSeq, loadYamlFile, mapEntries } from './yaml.js';
import type { Node, Pair, YAMLMap, YamlFile } from './yaml.js';

export interface TestPlanFile {
  /** The path as given, for messages. */
  path: string;
  /** Elements of a variant-A `tests` list, in file order, keys in the API's order. */
  tests: TestSelection[];
  /** Model names in file order; each becomes its own variant-B call. */
  models: string[];
  /** 1-based line of each `tests` element (same index as `tests`). */
  testLines: number[];
  /** 1-based line of each model name (same index as `models`). */
  modelLines: number[];
}

export async function loadTestPlan(path: string): Promise<TestPlanFile> {
  return parseTestPlan(await loadYamlFile(path));
}

export function parseTestPlan(file: YamlFile): TestPlanFile {
  return new PlanReader(file).read();
}

const ELEMENT_SHAPE = '{ source, table, columnTests, tableTests } or { projectTests }';
/** Keys people reach for when they put a model test into `tests`: they get a pointer to `models`. */
const MODEL_KEYS = new Set(['modelName', 'model', 'models', 'modelTests']);
const MODELS_HINT = 'model tests run in their own call: list the model under models (or in the models input)';

/** Where each name was first seen, so that the second mention can point at the first. */
type Seen = Map<string, number>;

class PlanReader {
  /** `source.table` of every element, across the plan. */
  private readonly tables: Seen = new Map();
  private readonly projectTests: Seen = new Map();

  constructor(private readonly file: YamlFile) {}

  read(): TestPlanFile {
    const file: YamlFile = this.file;
    const root = this.deref(file.root);
    if (isEmpty(root)) {
      throw new FileError(
        file.path,
        undefined,
        'the test plan is empty: expected a map with tests and/or models',
      );
    }
    if (!isMap(root))
      file.fail(root, `a test plan is a map with tests and/or models, got ${this.describe(root)}`);
    const top = this.keys(root, ['tests', 'models'], (key) =>
      MODEL_KEYS.has(key)
        ? `unknown key "${key}": a test plan has the keys tests and models (model names go under models)`
        : `unknown key "${key}": a test plan has the keys tests and models`,
    );
    if (!top.tests && !top.models) file.fail(root, 'the test plan selects nothing: give tests and/or models');

    const plan: TestPlanFile = { path: file.path, tests: [], models: [], testLines: [], modelLines: [] };
    if (top.tests) {
      for (const item of this.list(top.tests, 'tests', `a list of ${ELEMENT_SHAPE} elements`)) {
        plan.tests.push(this.element(item));
        plan.testLines.push(file.line(item) ?? 0);
      }
    }
    if (top.models) {
      const models: Seen = new Map();
      for (const item of this.list(top.models, 'models', 'a list of model names')) {
        const name = this.name(item, 'model name');
        this.once(models, name, item, `model "${name}"`);
        plan.models.push(name);
        plan.modelLines.push(file.line(item) ?? 0);
      }
    }
    return plan;
  }

  /** One `tests` element: source + table with column and/or table tests, or project tests. */
  private element(item: Node | null): TestSelection {
    const file: YamlFile = this.file;
    const map = this.map(item, `a tests element is ${ELEMENT_SHAPE}`);
    const keys = this.keys(map, ['source', 'table', 'columnTests', 'tableTests', 'projectTests'], (key) =>
      MODEL_KEYS.has(key)
        ? `unknown key "${key}" in a tests element: ${MODELS_HINT}`
        : `unknown key "${key}" in a tests element: expected source, table, columnTests, tableTests or projectTests`,
    );

    if (keys.projectTests) {
      const beside = (['source', 'table', 'columnTests', 'tableTests'] as const).find((k) => keys[k]);
      if (beside) {
        file.fail(
          keys[beside],
          `${beside} cannot be beside projectTests: give the project tests an element of their own`,
        );
      }
      return {
        projectTests: this.namedTests(
          keys.projectTests,
          'projectTests',
          'project test',
          '',
          this.projectTests,
        ),
      };
    }

    if (!keys.source && !keys.table) {
      if (keys.columnTests) file.fail(keys.columnTests, 'columnTests needs source and table');
      if (keys.tableTests) file.fail(keys.tableTests, 'tableTests needs source and table');
      file.fail(
        map,
        `a tests element needs source and table (with columnTests or tableTests), or projectTests`,
      );
    }
    if (!keys.table) file.fail(keys.source, 'source needs a table: source and table come together');
    if (!keys.source) file.fail(keys.table, 'table needs a source: source and table come together');
    const source = this.name(keys.source.value, 'source', keys.source);
    const table = this.name(keys.table.value, 'table', keys.table);
    const where = `${source}.${table}`;
    // Keyed by both names, not by `where`: "a.b"/"c" and "a"/"b.c" are different tables.
    this.once(
      this.tables,
      JSON.stringify([source, table]),
      keys.table,
      `table ${table} of source ${source}`,
      '; merge the two elements',
    );
    if (!keys.columnTests && !keys.tableTests)
      file.fail(map, `${where} selects no tests: add columnTests or tableTests`);

    const selection: TestSelection = { source, table };
    if (keys.columnTests) selection.columnTests = this.columnTests(keys.columnTests, where);
    if (keys.tableTests) {
      selection.tableTests = this.namedTests(
        keys.tableTests,
        'tableTests',
        'table test',
        ` of ${where}`,
        new Map(),
      );
    }
    return selection;
  }

  private columnTests(pair: Pair, where: string): ColumnTests[] {
    const file: YamlFile = this.file;
    const columns: Seen = new Map();
    return this.list(pair, 'columnTests', 'a list of { name, tests } items').map((item) => {
      const map = this.map(
        item,
        `expected { name: ${this.example(item, '<column>')}, tests: [{ name: not_null }] }`,
      );
      const keys = this.keys(
        map,
        ['name', 'tests'],
        (key) => `unknown key "${key}" in a columnTests item: expected name and tests`,
      );
      if (!keys.name) file.fail(map, 'a columnTests item needs a name (the column)');
      const name = this.name(keys.name.value, 'name', keys.name);
      this.once(columns, name, keys.name, `column ${name} of ${where}`);
      if (!keys.tests) file.fail(map, `column ${name} needs tests, e.g. tests: [{ name: not_null }]`);
      return { name, tests: this.namedTests(keys.tests, 'tests', 'test', ` of column ${name}`, new Map()) };
    });
  }

  /** A list of `{ name }` objects: the tests of a column, table tests, project tests. */
  private namedTests(pair: Pair, key: string, kind: string, owner: string, seen: Seen): NamedTest[] {
    const file: YamlFile = this.file;
    return this.list(pair, key, 'a list of { name } items').map((item) => {
      const map = this.map(item, `expected { name: ${this.example(item, '<test>')} }`);
      const keys = this.keys(map, ['name'], (k) => `unknown key "${k}" in a ${kind}: expected only name`);
      if (!keys.name) file.fail(map, `a ${kind} needs a name`);
      const name = this.name(keys.name.value, 'name', keys.name);
      this.once(seen, name, keys.name, `${kind} "${name}"${owner}`);
      return { name };
    });
  }

  /** The map's pairs by key; any other key is an error at its own line. */
  private keys<K extends string>(
    map: YAMLMap,
    allowed: readonly K[],
    unknown: (key: string) => string,
  ): Partial<Record<K, Pair>> {
    const out: Partial<Record<K, Pair>> = {};
    for (const { key, pair } of mapEntries(this.file, map)) {
      if (!(allowed as readonly string[]).includes(key)) this.file.fail(pair, unknown(key));
      out[key as K] = pair;
    }
    return out;
  }

  /** The items of a non-empty list; a string or a map where the list belongs is an error. */
  private list(pair: Pair, key: string, expected: string): Array<Node | null> {
    const value = this.deref(pair.value as Node | null);
    if (isEmpty(value)) this.file.fail(pair, `${key} is empty: expected ${expected}`);
    if (!isSeq(value)) this.file.fail(value, `${key} must be ${expected}, got ${this.describe(value)}`);
    if (value.items.length === 0)
      this.file.fail(pair, `${key} is empty: list at least one item or remove the key`);
    return value.items.map((item) => this.deref(item as Node | null));
  }

  private map(node: Node | null, expected: string): YAMLMap {
    if (isMap(node)) return node;
    this.file.fail(node, `${expected}, got ${this.describe(node)}`);
  }

  /** A non-empty string: the name of a source, table, column, test or model. */
  private name(raw: unknown, key: string, pair?: Pair): string {
    const node = this.deref(raw as Node | null);
    // An empty value may have no position of its own: then the key's line is the place.
    const at = node && this.file.line(node) !== undefined ? node : pair;
    if (isEmpty(node)) this.file.fail(at, `${key} is empty`);
    if (!isScalar(node) || typeof node.value !== 'string') {
      const quote = isScalar(node)
        ? ` (write "${this.file.source(node)}" in quotes if that is the name)`
        : '';
      this.file.fail(at, `${key} must be a string, got ${this.describe(node)}${quote}`);
    }
    if (node.value.trim() === '') this.file.fail(at, `${key} is empty`);
    return node.value;
  }

  private once(seen: Seen, name: string, at: Node | Pair | null, what: string, advice = ''): void {
    const first = seen.get(name);
    if (first !== undefined) this.file.fail(at, `${what} is listed twice (first at line ${first})${advice}`);
    seen.set(name, this.file.line(at) ?? 0);
  }

  /** Anchored nodes reused with `*alias` read as their target. */
  private deref(node: Node | null | undefined): Node | null {
    if (node && isAlias(node)) return (node.resolve(this.file.doc) as Node | undefined) ?? null;
    return node ?? null;
  }

  /** The name to show in `expected { name: … }`: what the user wrote, when it was a scalar. */
  private example(node: Node | null, fallback: string): string {
    return isScalar(node) && node.value !== null ? this.file.source(node) : fallback;
  }

  private describe(node: Node | null): string {
    if (isEmpty(node)) return 'nothing';
    if (isMap(node)) return 'a map';
    if (isSeq(node)) return 'a list';
    if (isScalar(node)) {
      const value = node.value;
      if (typeof value === 'string') return `the string "${value}"`;
      if (typeof value === 'number' || typeof value === 'bigint')
        return `the number ${this.file.source(node)}`;
      if (typeof value === 'boolean') return `the boolean ${this.file.source(node)}`;
    }
    return this.file.source(node);
  }
}

function isEmpty(node: Node | null): node is null {
  return node === null || (isScalar(node) && node.value === null);
}
