/**
 * What a sources file declares, and where: each source's tables, their columns and their tests,
 * with the line of each, built from its YAML. Loaded only once a sources file is found
 * (sources.ts), so a run without one never loads the YAML parser.
 */
import { FileError } from '../common/errors.js';
import { isMap, isScalar, isSeq, parseYamlText, type Node, type YAMLMap, type YamlFile } from './yaml.js';

/** The index of the file `shown` (as its messages name it), whose text is `text`. */
export function indexSources(shown: string, text: string, file: string): SourcesIndex {
  return buildIndex(parseYamlText(shown, text), file);
}

export type TestLocation = NonNullable<ReturnType<SourcesIndex['locate']>>;

export interface TestQuery {
  /** When absent, the first source (in file order) that declares the table. */
  source?: string;
  /** Empty for a project test. */
  table: string;
  /** Absent or empty for a table or project test. */
  column?: string;
  test: string;
}

export type SourcesIndex = ReturnType<typeof buildIndex>;

/** Names as the file writes them; a lookup falls back to ignoring case (warehouses fold it). */
class NameMap<T> {
  private readonly exact = new Map<string, T>();
  private readonly folded = new Map<string, T>();
  /** The first declaration wins, as it is the one a reader finds first. */
  set(name: string, value: T): void {
    if (!this.exact.has(name)) this.exact.set(name, value);
    const key = name.toLowerCase();
    if (!this.folded.has(key)) this.folded.set(key, value);
  }
  get(name: string): T | undefined {
    return this.exact.get(name) ?? this.folded.get(name.toLowerCase());
  }
}

/** A table, or a column (whose `columns` stay empty). */
interface Declared {
  line: number;
  tests: NameMap<number>;
  columns: NameMap<Declared>;
}

/**
 * A lenient walker, not a zod schema: entries of a shape it does not know are skipped, since
 * annotations must never fail a test run. dbt's format, with `data_tests` accepted wherever
 * `tests` is.
 */
function buildIndex(yaml: YamlFile, file: string) {
  const root = yaml.root;
  if (!isMap(root))
    throw new FileError(
      yaml.path,
      yaml.line(root) ?? 1,
      'not a sources file: expected a map with a `sources` list',
    );
  const sourcesNode = get(root, 'sources');
  if (sourcesNode !== undefined && sourcesNode !== null && !isSeq(sourcesNode))
    yaml.fail(sourcesNode, 'not a sources file: `sources` must be a list');

  const declared = (node: YAMLMap, children?: string): Declared => {
    const columns = new NameMap<Declared>();
    if (children) for (const [name, child] of named(node, children)) columns.set(name, declared(child));
    return { line: yaml.line(node) ?? 1, tests: testLines(yaml, node), columns };
  };
  const sources: Array<{ name: string; tables: NameMap<Declared> }> = [];
  const byName = new NameMap<(typeof sources)[number]>();
  for (const [name, sourceNode] of named(root, 'sources')) {
    const entry = { name, tables: new NameMap<Declared>() };
    for (const [table, tableNode] of named(sourceNode, 'tables'))
      entry.tables.set(table, declared(tableNode, 'columns'));
    sources.push(entry);
    byName.set(name, entry);
  }
  const projectTests = testLines(yaml, root, ['project_tests', 'tests', 'data_tests']);

  const firstWithTable = (table: string) => sources.find((s) => s.tables.get(table));
  const at = (line: number) => ({ file, line });

  return {
    /** Relative to the workspace, with `/`, as annotations want. */
    file,
    /** The source of a result whose request named none: the first that declares `table`. */
    sourceOf: (table: string) => firstWithTable(table)?.name,
    /** The test's own line, else its column's, else its table's. */
    locate({ source, table, column, test }: TestQuery) {
      if (table === '') {
        const line = projectTests.get(test);
        return line === undefined ? undefined : at(line);
      }
      const owner = source ? byName.get(source) : firstWithTable(table);
      const tableEntry = owner?.tables.get(table);
      if (!tableEntry) return undefined;
      const columnEntry = column ? tableEntry.columns.get(column) : undefined;
      if (column && !columnEntry) return at(tableEntry.line);
      const entry = columnEntry ?? tableEntry;
      return at(entry.tests.get(test) ?? entry.line);
    },
  };
}

/** The maps of a list under `key` that have a name. */
function* named(owner: YAMLMap, key: string): Generator<[string, YAMLMap]> {
  for (const node of items(get(owner, key))) {
    const name = isMap(node) ? scalarValue(get(node, 'name')) : undefined;
    if (name !== undefined) yield [name, node as YAMLMap];
  }
}

/** By every name a test answers to. */
function testLines(
  yaml: YamlFile,
  owner: YAMLMap,
  keys: readonly string[] = ['tests', 'data_tests'],
): NameMap<number> {
  const lines = new NameMap<number>();
  for (const key of keys) {
    for (const testNode of items(get(owner, key))) {
      const line = yaml.line(testNode as Node);
      if (line === undefined) continue;
      for (const name of testNames(testNode)) lines.set(name, line);
    }
  }
  return lines;
}

/**
 * The names a test entry answers to: `unique`; `{ unique: {...} }` → unique (and the `name`
 * inside, if any); `{ name: x, test_name: unique }` → x and unique.
 */
function testNames(node: unknown): string[] {
  if (isScalar(node)) return node.value === null || node.value === undefined ? [] : [String(node.value)];
  if (!isMap(node)) return [];
  const own = [get(node, 'name'), get(node, 'test_name')].map(scalarValue).filter((n) => n !== undefined);
  if (own.length > 0) return own;
  const first = node.items[0];
  const key = scalarValue(first?.key);
  if (key === undefined) return [];
  const inner = isMap(first!.value) ? scalarValue(get(first!.value, 'name')) : undefined;
  return inner === undefined ? [key] : [inner, key];
}

function get(map: YAMLMap, key: string): Node | null | undefined {
  return map.get(key, true) as Node | null | undefined;
}

function items(node: Node | null | undefined): unknown[] {
  return isSeq(node) ? node.items : [];
}

function scalarValue(node: unknown): string | undefined {
  if (!isScalar(node) || node.value === null || node.value === undefined) return undefined;
  const value = String(node.value);
  return value === '' ? undefined : value;
}
