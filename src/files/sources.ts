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
import { SourcesFileInvalid, buildIndex } from './sources-index.js';
import type { SourcesIndex } from './sources-index.js';
import { parseYamlText } from './yaml.js';
import type { YamlFile } from './yaml.js';

export type { SourcesIndex, TestLocation, TestQuery } from './sources-index.js';
export { SourcesFileInvalid };

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
