/**
 * Reads back results files (`mode: report`, baseline-results) through the safe reader and the
 * format's schema (results-format.ts), so a file from elsewhere or another version fails with one
 * line naming it, not in a renderer later.
 */
import * as z from 'zod';
import { FileError } from '../common/errors.js';
import { fieldPath } from '../common/text.js';
import type { ResultsFile, TestRun } from './model.js';
import { CLASSIFICATIONS } from './file-formats.js';
import { resultsFileSchema } from './results-format.js';
import { MAX_RESULTS_BYTES, readTextFile } from '../files/read.js';

/** The path is for messages about the run. */
export interface FiledRun {
  path: string;
  run: TestRun;
}

/** `input` (results-files, baseline-results) is named when a link takes a file out of the workspace. */
export async function readFiledRuns(paths: string[], input = 'results-files'): Promise<FiledRun[]> {
  const runs: FiledRun[] = [];
  for (const path of paths) {
    const text = await readTextFile(path, MAX_RESULTS_BYTES, { input });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      // V8 says where: "… in JSON at position 12 (line 3 column 5)"; its excerpt of the text is not shown.
      const line = Number(/\(line (\d+) column \d+\)/.exec((err as Error).message)?.[1]) || undefined;
      throw new FileError(path, line, 'not a results file: invalid JSON');
    }
    const parsed = withPlainResultsSetAside(data, () =>
      resultsFileSchema.safeParse(data, { error: typeMessage }),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // A wrong format or version is about the whole file: its message says so without a path.
      const whole = issue.code === 'invalid_value' && issue.path.length === 1;
      const at = whole ? '' : fieldPath(issue.path);
      throw new FileError(path, undefined, at ? `${at}: ${issue.message}` : issue.message);
    }
    // The file as written: fields this check does not cover are kept for the renderers.
    for (const run of (data as ResultsFile).runs) runs.push({ path, run });
  }
  return runs;
}

/**
 * Runs `check` with the results lists that are plainly well formed set aside, then puts them back.
 * Checking each result through the schema was the largest part of reading a results file; a result
 * as the service answers it (its seven fields of the right types, at most a classification) is
 * checked here by hand, and a list holding anything else is left for the schema, which names the
 * first field that is wrong exactly as before.
 */
function withPlainResultsSetAside<T>(data: unknown, check: () => T): T {
  const setAside: [{ results: unknown }, unknown][] = [];
  const runs = (data as { runs?: unknown } | null)?.runs;
  if (Array.isArray(runs))
    for (const run of runs) {
      const calls = (run as { calls?: unknown } | null)?.calls;
      if (!Array.isArray(calls)) continue;
      for (const call of calls) {
        const results = (call as { results?: unknown } | null)?.results;
        if (Array.isArray(results) && results.every(isPlainResult)) {
          setAside.push([call as { results: unknown }, results]);
          (call as { results: unknown }).results = [];
        }
      }
    }
  try {
    return check();
  } finally {
    for (const [call, results] of setAside) call.results = results;
  }
}

const CLASSIFIED: ReadonlySet<unknown> = new Set(CLASSIFICATIONS);

/** What results-format.ts's `result` accepts, for a result without re-runs or a quarantine mark. */
function isPlainResult(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.name === 'string' &&
    typeof r.status === 'string' &&
    r.status !== '' &&
    typeof r.table === 'string' &&
    typeof r.columnName === 'string' &&
    Number.isFinite(r.index) &&
    Number.isFinite(r.time) &&
    typeof r.cause === 'string' &&
    (r.classification === undefined || CLASSIFIED.has(r.classification)) &&
    r.attempts === undefined &&
    r.quarantine === undefined
  );
}

/** `must be a string`, `must be a list`…; the whole file not being an object is said its own way. */
function typeMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code !== 'invalid_type') return undefined;
  if ((iss.path ?? []).length === 0) return 'not a results file: expected a JSON object';
  const noun: Record<string, string> = { object: 'an object', array: 'a list', boolean: 'true or false' };
  return `must be ${noun[iss.expected] ?? `a ${iss.expected}`}`;
}
