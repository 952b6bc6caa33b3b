/**
 * The sources file test and report modes read before any request: where each table's tests are
 * declared, so an annotation lands on its line (and a re-run can name a table's source).
 */
import type { PublishingSettings } from '../inputs/settings.js';
import type { Runner } from '../github/runner.js';
import { SourcesFileInvalid, loadSourcesIndex, type SourcesIndex } from '../files/sources.js';

/** A sources-file naming no file is an input error; one that is unusable only costs annotation places. */
export async function loadSources(
  settings: PublishingSettings,
  workspace: string,
  runner: Runner,
): Promise<SourcesIndex | undefined> {
  try {
    const index = await loadSourcesIndex({ workspace, sourcesFile: settings.sourcesFile });
    if (index) runner.debug(`Sources file for annotations: ${index.file}`);
    return index;
  } catch (err) {
    if (!(err instanceof SourcesFileInvalid)) throw err;
    // The error is its own Where: its file and line.
    runner.warning(`${err.message} (annotations are not placed on its lines)`, err);
    return undefined;
  }
}
