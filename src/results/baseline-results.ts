/**
 * baseline-results: the reference read from an earlier run's results files, before any request.
 * A missing or bad file makes the comparison unavailable rather than failing the step: the last
 * run's artifact is often simply missing (the first run, an expired artifact).
 */
import { relative } from 'node:path';
import { FileError } from '../errors.js';
import { findFiles, noMatch, patternList } from '../files/glob.js';
import { readFiledRuns } from './read-results.js';
import { compareWithReference, unavailableBaseline } from './baseline.js';
import { countResults } from './counts.js';
import type { CallOutcome, TestRun } from './model.js';
import { formatBytes, formatCount, plural } from '../text.js';

export type BaselineResults =
  | { files: string[]; calls: CallOutcome[]; unavailable?: undefined }
  | { files: string[]; unavailable: string };

/** A matrix runs at most 256 jobs, so one run's shards fit with room; the bound keeps the search short. */
const MAX_BASELINE_FILES = 1_000;

/** All files together: about twice MAX_RESULTS_BYTES, so a run kept as shards fits, memory bounded. */
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
    const runs = await readFiledRuns(found.paths, 'baseline-results');
    return { files, calls: runs.flatMap(({ run }) => run.calls) };
  } catch (err) {
    if (!(err instanceof FileError)) throw err;
    return { files, unavailable: `baseline-results: ${err.message}` };
  }
}

/**
 * Classifies and recounts. `parts` (report mode) are the merged runs sharing the run's results:
 * each is told where its classification now comes from; the merged run alone lists gone tests.
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
