/** The `results-file` output (docs/results-file.md); read-results.ts reads it back. */
import type { Redact } from '../common/secret-registry.js';
import { writeChunkedFile } from '../files/safe-write.js';
import { lineSlices } from '../common/text.js';
import { RESULTS_FORMAT, RESULTS_FORMAT_VERSION } from './file-formats.js';
import type { ResultsFile, TestRun } from './model.js';
import { countResults } from './counts.js';

/** `reported` gives the counts and comparison: the run itself, or (report mode) the runs merged. */
export function toResultsFile(runs: TestRun[], reported?: TestRun): ResultsFile {
  return {
    format: RESULTS_FORMAT,
    formatVersion: RESULTS_FORMAT_VERSION,
    counts: reported?.counts ?? countResults(runs.flatMap((run) => run.calls)),
    ...(reported?.baseline && { baseline: reported.baseline }),
    ...(reported?.quarantine && { quarantine: reported.quarantine }),
    runs,
  };
}

/**
 * Piece by piece, so a large run never has its whole text in memory. Secrets are masked in the
 * text: the registry knows each secret's JSON-escaped form.
 */
export async function writeResultsFile(path: string, file: ResultsFile, redact?: Redact): Promise<void> {
  await writeChunkedFile(path, resultsFileChunks(file), redact);
}

/** Enough that stringify's overhead stays small, few enough to stay below V8's large-object size. */
const RESULTS_PER_PIECE = 200;
/** UTF-16 units. */
const STDOUT_PER_PIECE = 32_768;

/**
 * JSON.stringify of the file but for key order: the large parts come last in their objects, so
 * the rest is stringified whole and they piece by piece.
 */
export function* resultsFileChunks(file: ResultsFile): Generator<string> {
  const { runs, ...head } = file;
  yield `${openObject(head)}"runs":[`;
  for (let r = 0; r < runs.length; r++) {
    const { calls, ...run } = runs[r]!;
    yield `${r > 0 ? ',' : ''}${openObject(run)}"calls":[`;
    for (let c = 0; c < calls.length; c++) {
      const outcome = calls[c]!;
      const comma = c > 0 ? ',' : '';
      if (!outcome.ok) {
        yield `${comma}${JSON.stringify(outcome)}`;
        continue;
      }
      const { results, runnerStdout, ...call } = outcome;
      // The runner output can be as large as the results: escaped and written a slice at a time.
      yield `${comma}${openObject(call)}"runnerStdout":"`;
      for (const slice of lineSlices(runnerStdout, STDOUT_PER_PIECE))
        yield JSON.stringify(slice).slice(1, -1);
      yield '","results":[';
      for (let i = 0; i < results.length; i += RESULTS_PER_PIECE) {
        // The comma apart: joined to the piece, it would make the piece's text be copied whole.
        if (i > 0) yield ',';
        yield JSON.stringify(results.slice(i, i + RESULTS_PER_PIECE)).slice(1, -1);
      }
      yield ']}';
    }
    yield ']}';
  }
  yield ']}\n';
}

/** `{"a":1,` for `{a: 1}`, `{` for `{}`: left open for one more key. */
function openObject(value: object): string {
  const text = JSON.stringify(value);
  return text === '{}' ? '{' : `${text.slice(0, -1)},`;
}
