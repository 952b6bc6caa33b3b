/**
 * baseline-results (test and report mode): the reference read from the results files of an
 * earlier run instead of a reference run. The files are read before any request; a pattern that
 * matches nothing or a file that is not a results file makes the comparison unavailable, with
 * one line saying why, rather than failing the step: the artifact of the last run on the default
 * branch is often simply missing (the first run, an expired artifact).
 */
import { relative } from 'node:path';
import { FileError } from '../errors.js';
import { findFiles, noMatch } from '../files/glob.js';
import { readResultsFiles } from '../files/results-file.js';
import { compareWithReference, unavailableBaseline } from '../modes/baseline.js';
import { countResults } from '../modes/counts.js';
import type { CallOutcome, TestRun } from '../modes/test-types.js';

export type BaselineResults =
  | { files: string[]; calls: CallOutcome[]; unavailable?: undefined }
  | { files: string[]; unavailable: string };

export async function readBaselineResults(
  patterns: readonly string[],
  workspace: string,
): Promise<BaselineResults> {
  const paths = await findFiles(patterns, workspace);
  const files = paths.map((path) => relative(workspace, path).split('\\').join('/'));
  if (paths.length === 0) return { files, unavailable: `baseline-results ${noMatch(patterns, workspace)}` };
  try {
    const runs = await readResultsFiles(paths);
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
