/**
 * The `results-file` output: every result, summary and runner output of a run as JSON (the format
 * is documented in docs/results-file.md; files/results-file.ts reads it back for `mode: report`).
 * Written with one JSON.stringify (100,000 results are ~20 MB: well within what it handles in a
 * fraction of a second), secrets masked in the text.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Redact } from '../secrets.js';
import { RESULTS_FORMAT, RESULTS_FORMAT_VERSION } from '../modes/test-types.js';
import type { ResultsFile, TestRun } from '../modes/test-types.js';
import { countResults } from '../modes/counts.js';

/**
 * The runs, under the counts (and comparison) of `reported`: the run itself, or the runs merged
 * (report mode). Without it, the counts of all the runs' calls.
 */
export function toResultsFile(runs: TestRun[], reported?: TestRun): ResultsFile {
  return {
    format: RESULTS_FORMAT,
    formatVersion: RESULTS_FORMAT_VERSION,
    counts: reported?.counts ?? countResults(runs.flatMap((run) => run.calls)),
    ...(reported?.baseline && { baseline: reported.baseline }),
    runs,
  };
}

/**
 * Writes through a temporary file and a rename, so a reader never sees half a file. Secrets are
 * masked in the finished JSON text: the registry knows each secret's JSON-escaped form, which is
 * how a value holding a quote or a backslash appears there.
 */
export async function writeResultsFile(
  path: string,
  file: ResultsFile,
  redact: Redact = (t) => t,
): Promise<void> {
  const json = redact(JSON.stringify(file));
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${json}\n`, 'utf8');
  await rename(temporary, path);
}
