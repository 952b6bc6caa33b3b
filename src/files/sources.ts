/**
 * The project's sources file (`<platform>-sources/sources.yml`, dbt-like), read only to find the
 * line that declares a test, so a failing test's annotation lands on that line.
 *
 * Annotations are a convenience: a sources file we cannot use must never fail a test run. So
 * the file is only indexed, leniently (entries of a shape we do not know are skipped, not
 * rejected), by a small walker rather than a zod schema: a schema would refuse what this skips.
 * The file itself is read like every user file (read.ts: a regular file, bounded, UTF-8) and
 * parsed like every YAML file (yaml.ts). The only errors are:
 * - FileError when the `sources-file` input names something that is not there or is not a
 *   file: that is a wrong input, reported like any other before a request is sent;
 * - SourcesFileInvalid (a FileError, so it names file and line) when the file cannot be read as
 *   text, is not YAML or not a sources file at all. The flow is expected to catch it, print it as
 *   a warning, and go on without placing annotations.
 *
 * Format read (dbt's, with `data_tests` accepted wherever `tests` is):
 *   sources[].name, sources[].tables[].name, tables[].tests[], tables[].columns[].name,
 *   columns[].tests[]; a test is `unique`, `{ unique: {...} }` or `{ name: x }`;
 *   project tests in a top-level `project_tests` (or `tests`) list.
 */
import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { FileError } from '../errors.js';
import { FileUnreadable, MAX_YAML_BYTES, readTextFile } from './read.js';
import { isMap, isScalar, isSeq, parseYamlText } from './yaml.js';
import type { Node, YAMLMap, YamlFile } from './yaml.js';

export interface TestLocation {
  /** Relative to the workspace, with `/`, as GitHub annotations want. */
  file: string;
  /** 1-based. */
  line: number;
}

export interface TestQuery {
  /** Source name; when absent, the first source (in file order) that declares the table. */
  source?: string;
  /** Table name; empty for a project test. */
  table: string;
  /** Column name; absent or empty for a table or project test. */
  column?: string;
  test: string;
}

export interface SourcesIndex {
  /** The sources file, relative to the workspace. */
  file: string;
  /**
   * Where the test is declared: the test's own line under its column (or table), else the
   * column's line, else the table's line; undefined when the table (or project test) is not
   * in the file.
   */
  locate(query: TestQuery): TestLocation | undefined;
  /** The first source (in file order) that declares `table`: the source of a result whose request named none. */
  sourceOf(table: string): string | undefined;
}

/** The sources file exists but cannot be used: the flow warns and places no annotations. */
export class SourcesFileInvalid extends FileError {
  override name = 'SourcesFileInvalid';
}

/** How deep under the workspace a `*-sources` folder is looked for, and how much is read at most. */
const SEARCH_MAX_DEPTH = 6;
const SEARCH_MAX_ENTRIES = 50_000;
const SKIPPED_DIRECTORIES = new Set(['node_modules']);

/**
 * Loads the sources file named by the `sources-file` input, or, when none is named, the first
 * `*-sources/sources.yml` under the workspace (breadth-first, names sorted). Undefined when
 * auto-detection finds none.
 */
export async function loadSourcesIndex(opts: {
  sourcesFile?: string;
  workspace: string;
}): Promise<SourcesIndex | undefined> {
  const workspace = resolve(opts.workspace);
  let absolute: string;
  let shown: string;
  if (opts.sourcesFile !== undefined) {
    absolute = resolve(workspace, opts.sourcesFile);
    shown = opts.sourcesFile;
  } else {
    const found = await findSourcesFile(workspace);
    if (found === undefined) return undefined;
    absolute = found;
    shown = workspaceRelative(workspace, found);
  }

  let yaml: YamlFile;
  try {
    yaml = parseYamlText(shown, await readTextFile(absolute, MAX_YAML_BYTES, shown));
  } catch (err) {
    if (!(err instanceof FileError)) throw err;
    // A sources-file input naming nothing, or a folder or a pipe, is a wrong input.
    const why = err instanceof FileUnreadable ? err.why : undefined;
    if (opts.sourcesFile !== undefined && (why === 'missing' || why === 'not-a-file')) {
      const what =
        why === 'missing'
          ? 'a file that does not exist'
          : err.reason === 'is a directory'
            ? 'a directory, not a file'
            : err.reason.replace(/^is /, '');
      throw new FileError(shown, undefined, `sources-file names ${what}`);
    }
    throw new SourcesFileInvalid(err.file, err.line, err.reason);
  }
  return buildIndex(yaml, workspaceRelative(workspace, absolute));
}

function workspaceRelative(workspace: string, absolute: string): string {
  const rel = relative(workspace, absolute);
  // Outside the workspace GitHub cannot place an annotation by a relative path; keep it absolute.
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return absolute.split(sep).join('/');
  return rel.split(sep).join('/');
}

/**
 * Breadth-first, so `platform-sources/sources.yml` at the top wins over one deep in a vendored
 * folder; bounded so a huge workspace (a checked-out monorepo, build output) cannot stall the run.
 * Hidden folders (.git, .venv, …), node_modules and symbolic links are not entered.
 */
async function findSourcesFile(workspace: string): Promise<string | undefined> {
  let level = [workspace];
  let entriesSeen = 0;
  for (let depth = 1; depth <= SEARCH_MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      let names: string[];
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        entriesSeen += entries.length;
        names = entries
          .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIPPED_DIRECTORIES.has(e.name))
          .map((e) => e.name)
          .sort(compareCodeUnits);
      } catch {
        continue; // unreadable folder: not ours to judge
      }
      for (const name of names) {
        const child = join(dir, name);
        if (name.endsWith('-sources') && (await isFile(join(child, 'sources.yml'))))
          return join(child, 'sources.yml');
        next.push(child);
      }
      if (entriesSeen > SEARCH_MAX_ENTRIES) return undefined;
    }
    level = next;
  }
  return undefined;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
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

function buildIndex(yaml: YamlFile, file: string): SourcesIndex {
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

/** The lines of the tests listed under `tests` (or `data_tests`) of a map, by every name they answer to. */
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
