/**
 * baseline-results: the reference read from an earlier run's results files, before any request.
 * A missing or bad file makes the comparison unavailable rather than failing the step: the last
 * run's artifact is often simply missing (the first run, an expired artifact).
 */
import { FileError } from '../common/errors.js';
import { findFiles, noMatch, patternList } from '../files/glob.js';
import { readFiledRuns } from './read-results.js';
import type { Comparison } from './baseline.js';
import { formatBytes, formatCount, plural } from '../common/text.js';
import { workspacePath } from '../common/paths.js';

/** A matrix runs at most 256 jobs, so one run's shards fit with room; the bound keeps the search short. */
const MAX_BASELINE_FILES = 1_000;

/** All files together: about twice MAX_RESULTS_BYTES, so a run kept as shards fits, memory bounded. */
const MAX_BASELINE_BYTES = 1024 * 1024 * 1024;

/** The comparison's source names the files read: the results file and the reports say which. */
export async function readBaselineResults(
  patterns: readonly string[],
  workspace: string,
): Promise<Comparison> {
  const found = await findFiles(patterns, workspace, MAX_BASELINE_FILES);
  const files = found.paths.map((path) => workspacePath(path, workspace));
  const source = { files };
  if (found.more)
    return {
      source: { files: [] },
      unavailable: `baseline-results matched more than ${formatCount(MAX_BASELINE_FILES)} files, the most the action reads for a comparison ${patternList(patterns, workspace)}`,
    };
  if (found.paths.length === 0)
    return { source, unavailable: `baseline-results ${noMatch(patterns, workspace)}` };
  if (found.bytes > MAX_BASELINE_BYTES)
    return {
      source,
      unavailable: `baseline-results: the ${formatCount(files.length)} ${plural(files.length, 'file')} matched hold ${formatBytes(found.bytes)}, more than the ${formatBytes(MAX_BASELINE_BYTES)} the action reads for a comparison`,
    };
  try {
    const runs = await readFiledRuns(found.paths, 'baseline-results');
    return { source, calls: runs.flatMap(({ run }) => run.calls) };
  } catch (err) {
    if (!(err instanceof FileError)) throw err;
    return { source, unavailable: `baseline-results: ${err.message}` };
  }
}
