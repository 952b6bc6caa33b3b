/**
 * Reads back results files (`mode: report`, baseline-results) through the safe reader and the
 * format's schema (results-format.ts), so a file from elsewhere or another version fails with one
 * line naming it, not in a renderer later.
 */
import * as z from 'zod';
import { FileError } from '../common/errors.js';
import { fieldPath } from '../common/text.js';
import type { ResultsFile, TestRun } from './model.js';
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
    const parsed = resultsFileSchema.safeParse(data, { error: typeMessage });
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

/** `must be a string`, `must be a list`…; the whole file not being an object is said its own way. */
function typeMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code !== 'invalid_type') return undefined;
  if ((iss.path ?? []).length === 0) return 'not a results file: expected a JSON object';
  const noun: Record<string, string> = { object: 'an object', array: 'a list', boolean: 'true or false' };
  return `must be ${noun[iss.expected] ?? `a ${iss.expected}`}`;
}
