/**
 * Reads the history file back (history-file) through the safe reader and the format's schema
 * (history-format.ts). History informs, it does not gate: a file that is not one, or another
 * project's or fabric's, is a problem said in one line (the caller warns and starts afresh), never
 * an error. A link that leads out of the workspace is the one exception: the input names the wrong
 * thing, whatever the file holds, as for every user file.
 */
import { FileError } from '../common/errors.js';
import { fieldPath, formatCount } from '../common/text.js';
import { FileUnreadable, MAX_RESULTS_BYTES, readTextFile } from '../files/read.js';
import { isJsonObject } from '../common/json.js';
import { historyFileSchema, historyTestProblem } from './history-format.js';
import type { History, HistoryIdentity, HistoryTest } from './test-history.js';
import { testIdentity } from './baseline.js';

/**
 * The file's schema but the tests, a list checked here test by test (historyTestProblem): zod
 * would copy the list of 100,000 first.
 */
const fileHead = historyFileSchema.omit({ tests: true });

export type HistoryRead =
  /** The file's history; none when there is no file yet. */
  | { history: History; problem?: undefined }
  | { history?: undefined; problem: undefined }
  /** Why the file was set aside: one line naming it, never quoting it. */
  | { history?: undefined; problem: string };

/**
 * Read as a results file is: the same bound (500 MB, under the longest string JSON.parse takes).
 * `shown` is the path as the input gave it, for messages.
 */
export async function readHistoryFile(
  path: string,
  identity: HistoryIdentity,
  shown = path,
): Promise<HistoryRead> {
  let text: string;
  try {
    text = await readTextFile(path, MAX_RESULTS_BYTES, { input: 'history-file', shown });
  } catch (err) {
    if (err instanceof FileUnreadable && err.why === 'missing') return { problem: undefined };
    if (err instanceof FileError) return { problem: err.message };
    throw err;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: `${shown}: not a history file: invalid JSON` };
  }
  const parsed = fileHead.safeParse(data);
  const listed = isJsonObject(data) ? data.tests : undefined;
  if (parsed.success && !Array.isArray(listed)) return { problem: `${shown}: tests: must be a list` };
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // A wrong format or version is about the whole file: its message says so without a path.
    const whole = issue.code === 'invalid_value' && issue.path.length === 1;
    const at = whole || issue.path.length === 0 ? '' : `${fieldPath(issue.path)}: `;
    const message = issue.path.length === 0 ? 'not a history file: expected a JSON object' : issue.message;
    return { problem: `${shown}: ${at}${message}` };
  }
  const file = { ...parsed.data, tests: listed as unknown[] };
  if (file.projectId !== identity.projectId || file.fabricId !== identity.fabricId)
    return {
      problem: `${shown} holds the history of another project or fabric (this run: project ${JSON.stringify(identity.projectId)} on fabric ${identity.fabricId})`,
    };
  const width = file.runs.length;
  const tests = new Map<string, HistoryTest>();
  for (let i = 0; i < file.tests.length; i++) {
    const entry = file.tests[i];
    const problem = historyTestProblem(entry);
    if (problem) return { problem: `${shown}: tests[${i}]${problem.at}: ${problem.message}` };
    const [model, table, columnName, name, outcomes] = entry as [string, string, string, string, string];
    if (outcomes.length !== width)
      return {
        problem: `${shown}: tests[${i}]: holds ${formatCount(outcomes.length)} outcomes for ${formatCount(width)} runs`,
      };
    const key = testIdentity(model, { table, columnName, name });
    if (tests.has(key)) return { problem: `${shown}: tests[${i}]: the same test as an earlier entry` };
    tests.set(key, { model, table, columnName, name, outcomes });
  }
  return { history: { projectId: file.projectId, fabricId: file.fabricId, runs: file.runs, tests } };
}
