/**
 * Where each test, column and table of a sources file is declared. A lenient walker, not a zod
 * schema: entries of a shape it does not know are skipped, since annotations must never fail a
 * test run. dbt's format, with `data_tests` accepted wherever `tests` is.
 */
import { FileError } from '../errors.js';
import { isMap, isScalar, isSeq } from './yaml.js';
import type { Node, YAMLMap, YamlFile } from './yaml.js';

export interface TestLocation {
  /** Relative to the workspace, with `/`, as annotations want. */
  file: string;
  line: number;
}

export interface TestQuery {
  /** When absent, the first source (in file order) that declares the table. */
  source?: string;
  /** Empty for a project test. */
  table: string;
  /** Absent or empty for a table or project test. */
  column?: string;
  test: string;
}

export interface SourcesIndex {
  file: string;
  /** The test's own line, else its column's, else its table's. */
  locate(query: TestQuery): TestLocation | undefined;
  /** The source of a result whose request named none: the first that declares `table`. */
  sourceOf(table: string): string | undefined;
}

/** The caller warns and places no annotations. */
export class SourcesFileInvalid extends FileError {
  override name = 'SourcesFileInvalid';
}

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

interface ColumnEntry {
  line: number;
  tests: NameMap<number>;
}
interface TableEntry {
  line: number;
  tests: NameMap<number>;
  columns: NameMap<ColumnEntry>;
}
interface SourceEntry {
  name: string;
  tables: NameMap<TableEntry>;
}

export function buildIndex(yaml: YamlFile, file: string): SourcesIndex {
  const root = yaml.root;
  if (!isMap(root))
    throw new SourcesFileInvalid(
      yaml.path,
      yaml.line(root) ?? 1,
      'not a sources file: expected a map with a `sources` list',
    );
  const sourcesNode = get(root, 'sources');
  if (sourcesNode !== undefined && sourcesNode !== null && !isSeq(sourcesNode))
    throw new SourcesFileInvalid(
      yaml.path,
      yaml.line(sourcesNode),
      'not a sources file: `sources` must be a list',
    );

  const sources: SourceEntry[] = [];
  const byName = new NameMap<SourceEntry>();
  for (const sourceNode of items(sourcesNode)) {
    const name = nameOf(sourceNode);
    if (name === undefined || !isMap(sourceNode)) continue;
    const entry: SourceEntry = { name, tables: new NameMap() };
    for (const tableNode of items(get(sourceNode, 'tables'))) {
      const tableName = nameOf(tableNode);
      if (tableName === undefined || !isMap(tableNode)) continue;
      const columns = new NameMap<ColumnEntry>();
      for (const columnNode of items(get(tableNode, 'columns'))) {
        const columnName = nameOf(columnNode);
        if (columnName === undefined || !isMap(columnNode)) continue;
        columns.set(columnName, { line: lineOf(yaml, columnNode), tests: testLines(yaml, columnNode) });
      }
      entry.tables.set(tableName, {
        line: lineOf(yaml, tableNode),
        tests: testLines(yaml, tableNode),
        columns,
      });
    }
    sources.push(entry);
    byName.set(name, entry);
  }
  const projectTests = testLines(yaml, root, ['project_tests', 'tests', 'data_tests']);

  const firstWithTable = (table: string): SourceEntry | undefined => sources.find((s) => s.tables.get(table));
  const at = (line: number): TestLocation => ({ file, line });

  return {
    file,
    sourceOf: (table) => firstWithTable(table)?.name,
    locate({ source, table, column, test }) {
      if (table === '') {
        const line = projectTests.get(test);
        return line === undefined ? undefined : at(line);
      }
      const owner = source !== undefined && source !== '' ? byName.get(source) : firstWithTable(table);
      const tableEntry = owner?.tables.get(table);
      if (!tableEntry) return undefined;
      if (column !== undefined && column !== '') {
        const columnEntry = tableEntry.columns.get(column);
        if (!columnEntry) return at(tableEntry.line);
        return at(columnEntry.tests.get(test) ?? columnEntry.line);
      }
      return at(tableEntry.tests.get(test) ?? tableEntry.line);
    },
  };
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
  const names: string[] = [];
  const name = scalarValue(get(node, 'name'));
  if (name !== undefined) names.push(name);
  const testName = scalarValue(get(node, 'test_name'));
  if (testName !== undefined) names.push(testName);
  if (names.length === 0) {
    const first = node.items[0];
    const key = first ? scalarValue(first.key) : undefined;
    if (key !== undefined) {
      const inner = first?.value;
      const innerName = isMap(inner) ? scalarValue(get(inner, 'name')) : undefined;
      if (innerName !== undefined) names.push(innerName);
      names.push(key);
    }
  }
  return names;
}

function get(map: YAMLMap, key: string): Node | null | undefined {
  return map.get(key, true) as Node | null | undefined;
}

function items(node: Node | null | undefined): unknown[] {
  return isSeq(node) ? node.items : [];
}

function nameOf(node: unknown): string | undefined {
  return isMap(node) ? scalarValue(get(node, 'name')) : undefined;
}

function scalarValue(node: unknown): string | undefined {
  if (!isScalar(node) || node.value === null || node.value === undefined) return undefined;
  const value = String(node.value);
  return value === '' ? undefined : value;
}

function lineOf(yaml: YamlFile, node: Node): number {
  return yaml.line(node) ?? 1;
}
