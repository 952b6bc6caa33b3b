/**
 * The project's sources file (`<platform>-sources/sources.yml`, dbt-like), read only to place
 * annotations on the line that declares a test. A sources file we cannot use must never fail a
 * test run: SourcesFileInvalid is for the caller to warn about. Only a `sources-file` input naming
 * nothing or no file is a FileError: a wrong input, reported before any request.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { FileError } from '../common/errors.js';
import { repositoryPath } from '../common/paths.js';
import { realPathToRead, realRoots } from './links.js';
import { FileUnreadable, MAX_YAML_BYTES, readTextFile } from './read.js';
import { isMap, isScalar, isSeq, parseYamlText, type Node, type YAMLMap, type YamlFile } from './yaml.js';

/** Bounds of the search for a `*-sources` folder under the workspace. */
const SEARCH_MAX_DEPTH = 6;
const SEARCH_MAX_ENTRIES = 50_000;

/** Without a `sources-file` input, the first `*-sources/sources.yml` under the workspace, if any. */
export async function loadSourcesIndex(opts: {
  sourcesFile?: string;
  workspace: string;
}): Promise<SourcesIndex | undefined> {
  const workspace = resolve(opts.workspace);
  const absolute =
    opts.sourcesFile !== undefined ? resolve(workspace, opts.sourcesFile) : await findSourcesFile(workspace);
  if (absolute === undefined) return undefined;
  // Outside the workspace GitHub cannot place an annotation by a relative path: kept absolute.
  const file = repositoryPath(absolute, workspace) ?? absolute.split(sep).join('/');
  const shown = opts.sourcesFile ?? file;

  try {
    // As written, relative to the workspace: a link leading out is named as the user wrote it.
    const text = await readTextFile(shown, MAX_YAML_BYTES, {
      shown,
      input: 'sources-file',
      workspace,
      base: workspace,
    });
    return buildIndex(parseYamlText(shown, text), file);
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
    // Whatever else is wrong with the file, parsed or walked, only costs the annotations.
    throw new SourcesFileInvalid(err.file, err.line, err.reason);
  }
}

/**
 * Breadth-first, so one at the top wins over one deep in a vendored folder; bounded so a huge
 * workspace cannot stall the run. Hidden folders, node_modules and links are not entered, and a
 * `sources.yml` that is a link leading out of the workspace is passed over.
 */
async function findSourcesFile(workspace: string): Promise<string | undefined> {
  const roots = await realRoots([{ name: 'the workspace', path: workspace }]);
  const isFileInside = (file: string): Promise<boolean> =>
    realPathToRead(file, roots)
      .then((real) => lstat(real))
      .then((info) => info.isFile())
      .catch(() => false);
  let level = [workspace];
  let entriesSeen = 0;
  for (let depth = 1; depth <= SEARCH_MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      // An unreadable folder is not ours to judge: it has no entries here.
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      entriesSeen += entries.length;
      const names = entries
        .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
        .map((e) => e.name)
        .sort(); // by code units, the same on every machine
      for (const name of names) {
        const child = join(dir, name);
        const file = join(child, 'sources.yml');
        if (name.endsWith('-sources') && (await isFileInside(file))) return file;
        next.push(child);
      }
      if (entriesSeen > SEARCH_MAX_ENTRIES) return undefined;
    }
    level = next;
  }
  return undefined;
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
    throw new SourcesFileInvalid(
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
