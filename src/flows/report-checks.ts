/**
 * What test and report mode check before any request: the sources file that places annotations,
 * and the junit-file path. Apart from publish-results.ts so that a test run loads the reporting
 * code (renderers, the check run, the files) only once its calls are done, not before the first.
 */
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { ReportingSettings } from '../inputs.js';
import type { Runner } from '../github/runner.js';
import { SourcesFileInvalid, loadSourcesIndex } from '../files/sources.js';
import type { SourcesIndex } from '../files/sources.js';

/**
 * The sources file, to place annotations. Called before any request: a sources-file input naming
 * no file is an input error. A file that is there but unusable only costs the annotation places.
 */
export async function loadSources(
  settings: ReportingSettings,
  workspace: string,
  runner: Runner,
): Promise<SourcesIndex | undefined> {
  try {
    const index = await loadSourcesIndex({
      workspace,
      ...(settings.sourcesFile ? { sourcesFile: settings.sourcesFile } : {}),
    });
    if (index) runner.debug(`Sources file for annotations: ${index.file}`);
    return index;
  } catch (err) {
    if (!(err instanceof SourcesFileInvalid)) throw err;
    runner.warning(`${err.message} (annotations are not placed on its lines)`, {
      file: err.file,
      ...(err.line !== undefined ? { line: err.line } : {}),
    });
    return undefined;
  }
}

/**
 * Checks before any request that the junit-file can be written, so a typo does not surface
 * only after a long test run: the path must not be a folder, nor lie under a file. An existing
 * path must be a regular file: writing would replace a device node or a pipe (as root, /dev/null)
 * with a regular file.
 */
export async function checkJUnitTarget(settings: ReportingSettings, workspace: string): Promise<void> {
  if (!settings.junitFile) return;
  const path = resolve(workspace, settings.junitFile);
  const kind = await pathKind(path);
  if (kind === 'directory')
    throw new UserError(`Input junit-file: ${settings.junitFile} is a folder; name a file`);
  if (kind !== undefined && kind !== 'file')
    throw new UserError(
      `Input junit-file: ${settings.junitFile} is ${kind}, not a regular file; name a file the action may replace`,
    );
  for (let folder = dirname(path); folder !== dirname(folder); folder = dirname(folder)) {
    const above = await pathKind(folder);
    if (above === 'directory') return;
    if (above !== undefined)
      throw new UserError(`Input junit-file: cannot write ${settings.junitFile} (${folder} is a file)`);
  }
}

/** What a path is, following symbolic links (a link to /dev/null is a device); undefined when absent. */
async function pathKind(path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return undefined;
  if (info.isDirectory()) return 'directory';
  if (info.isFile()) return 'file';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  return 'an unknown kind of file';
}
