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
import type { SourcesIndex } from './sources-index.js';

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
    const { indexSources } = await import('./sources-index.js');
    return indexSources(shown, text, file);
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

/** The caller warns and places no annotations. */
export class SourcesFileInvalid extends FileError {
  override name = 'SourcesFileInvalid';
}

export type { SourcesIndex, TestLocation, TestQuery } from './sources-index.js';
