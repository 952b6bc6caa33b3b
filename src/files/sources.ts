/**
 * The project's sources file (`<platform>-sources/sources.yml`, dbt-like), read only to place
 * annotations on the line that declares a test. A sources file we cannot use must never fail a
 * test run: SourcesFileInvalid is for the caller to warn about. Only a `sources-file` input naming
 * nothing or no file is a FileError: a wrong input, reported before any request.
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

/** Bounds of the search for a `*-sources` folder under the workspace. */
const SEARCH_MAX_DEPTH = 6;
const SEARCH_MAX_ENTRIES = 50_000;
const SKIPPED_DIRECTORIES = new Set(['node_modules']);

/** Without a `sources-file` input, the first `*-sources/sources.yml` under the workspace, if any. */
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
 * Breadth-first, so one at the top wins over one deep in a vendored folder; bounded so a huge
 * workspace cannot stall the run. Hidden folders, node_modules and links are not entered.
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
