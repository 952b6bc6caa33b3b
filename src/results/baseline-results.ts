/**
 * baseline-results (test and report mode): the reference read from the results files of an
 * earlier run instead of a reference run. The files are read before any request; a pattern that
 * matches nothing, more files or bytes than the bounds below, or a file that is not a results file
 * makes the comparison unavailable, with one line saying why, rather than failing the step: the
 * artifact of the last run on the default branch is often simply missing (the first run, an
 * expired artifact). The bounds are checked before any file is read.
 */
import { relative } from 'node:path';
import { FileError } from '../errors.js';
import { findFiles, noMatch, patternList } from '../files/glob.js';
import { readResultsFiles } from './read-results.js';
import { compareWithReference, unavailableBaseline } from './baseline.js';
import { countResults } from './counts.js';
import type { CallOutcome, TestRun } from './model.js';
import { formatBytes, formatCount, plural } from '../text.js';

export type BaselineResults =
  | { files: string[]; calls: CallOutcome[]; unavailable?: undefined }
  | { files: string[]; unavailable: string };

/**
 * The most files a comparison reads: GitHub runs at most 256 jobs of a matrix, so the shards of
 * one earlier run are at most 256 results files; 1,000 leaves room, and keeps the search short.
 */
const MAX_BASELINE_FILES = 1_000;

/**
 * The most bytes a comparison reads, all files together: about twice what one results file may
 * hold (MAX_RESULTS_BYTES, 2,000,000 results), so a run kept as shards fits, while reading stays
 * near 2 GB of memory (2.4 GB of files took 4.6 GB).
 */
const MAX_BASELINE_BYTES = 1024 * 1024 * 1024;

export async function readBaselineResults(
  patterns: readonly string[],
  workspace: string,
): Promise<BaselineResults> {
  const found = await findFiles(patterns, workspace, MAX_BASELINE_FILES);
  const files = found.paths.map((path) => relative(workspace, path).split('\\').join('/'));
  if (found.more)
    return {
      files: [],
      unavailable: `baseline-results matched more than ${formatCount(MAX_BASELINE_FILES)} files, the most the action reads for a comparison ${patternList(patterns, workspace)}`,
    };
  if (found.paths.length === 0)
    return { files, unavailable: `baseline-results ${noMatch(patterns, workspace)}` };
  if (found.bytes > MAX_BASELINE_BYTES)
    return {
      files,
      unavailable: `baseline-results: the ${formatCount(files.length)} ${plural(files.length, 'file')} matched hold ${formatBytes(found.bytes)}, more than the ${formatBytes(MAX_BASELINE_BYTES)} the action reads for a comparison`,
    };
  try {
    const runs = await readResultsFiles(found.paths);
    return { files, calls: runs.flatMap((run) => run.calls) };
  } catch (err) {
    if (!(err instanceof FileError)) throw err;
    return { files, unavailable: `baseline-results: ${err.message}` };
  }
}

/**
 * Classifies the run against the files' results (or records why it cannot), and recounts. In
 * report mode `parts` are the merged runs, which share the run's results: each is told where its
 * classification now comes from (the gone tests are the merged run's to list).
 */
export function compareWithResults(
  run: TestRun,
  baseline: BaselineResults,
  parts: readonly TestRun[] = [],
): void {
  const source = { files: baseline.files };
  if (baseline.unavailable !== undefined) {
    // Report mode: a merged file's own classification no longer holds either.
    for (const outcome of run.calls)
      if (outcome.ok) for (const result of outcome.results) delete result.classification;
    run.baseline = unavailableBaseline(source, baseline.unavailable);
  } else run.baseline = compareWithReference(run.calls, baseline.calls, source);
  run.counts = countResults(run.calls, run.baseline);
  for (const part of parts) {
    part.baseline = { ...run.baseline, gone: [], goneCount: 0 };
    part.counts = countResults(part.calls, part.baseline);
  }
}
