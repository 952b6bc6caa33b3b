/**
 * The history file's format (docs/history-file.md), as the zod schema every file is read back with
 * (read-history.ts): a table of runs, and per test a string of outcome letters, one per run. Fields
 * beyond these are allowed and ignored. docs/history-file.schema.json is this schema as JSON Schema.
 */
import * as z from 'zod';
import { formatHeader } from './format-header.js';
import { HISTORY_FORMAT, HISTORY_FORMAT_VERSION } from './file-formats.js';

/**
 * What a test did in one run, one letter: P passed (SUCCEEDED), F failed (FAILED), E errored
 * (ERROR), O ended with another status, `-` did not run. Its status after re-runs: the one that counts.
 */
export const OUTCOMES = /^[PFEO-]*$/;
export const OUTCOMES_MESSAGE = 'must hold only the letters P, F, E, O and -';

/** The most runs a file holds (history-runs: at most 500). */
export const HISTORY_RUNS_MAX = 500;

export const historyRun = z
  .looseObject({
    id: z.string().min(1, 'must not be empty').describe("The workflow run's id (GITHUB_RUN_ID)."),
    attempt: z
      .number()
      .int()
      .positive()
      .describe('Its attempt (GITHUB_RUN_ATTEMPT): a re-run attempt replaces the earlier one.'),
    sha: z.string().describe('The commit the run tested.'),
    url: z.string().optional().describe("The workflow run's page."),
    time: z.string().describe('When the tests started, ISO 8601 in UTC.'),
    branch: z.string().optional().describe('The branch the workflow ran on.'),
  })
  .describe('One run of the history.');

/** `[model, table, column, name, outcomes]`: a test's identity, as a baseline's, and its letters. */
export const historyTest = z
  .tuple([
    z.string().describe('The model of a model test; empty otherwise.'),
    z.string().describe("The result's table."),
    z.string().describe("The result's columnName."),
    z.string().describe("The result's name."),
    z
      .string()
      .regex(OUTCOMES, OUTCOMES_MESSAGE)
      .describe('One letter per run, in the order of runs: P, F, E, O or - (did not run).'),
  ])
  .describe('One test: [model, table, column, name, outcomes].');

/**
 * A test as read-history.ts checks it, by historyTest's rule: by hand, because zod's check of
 * 100,000 tuples copies each and costs the step a tenth of a second. `[4]` when only the letters
 * are wrong; undefined when it conforms.
 */
export function historyTestProblem(entry: unknown): { at: string; message: string } | undefined {
  if (!Array.isArray(entry) || entry.length !== 5 || !entry.every((part) => typeof part === 'string'))
    return { at: '', message: 'must be [model, table, column, name, outcomes]: five strings' };
  if (!OUTCOMES.test(entry[4] as string)) return { at: '[4]', message: OUTCOMES_MESSAGE };
  return undefined;
}

export const historyFileSchema = z.looseObject({
  ...formatHeader('history', HISTORY_FORMAT, HISTORY_FORMAT_VERSION),
  projectId: z.string().describe('The project whose tests the runs ran.'),
  fabricId: z.number().describe('The fabric they ran on.'),
  runs: z
    .array(historyRun)
    .max(HISTORY_RUNS_MAX, `must hold at most ${HISTORY_RUNS_MAX} runs`)
    .describe('Oldest first.'),
  tests: z.array(historyTest).describe("Each test's outcomes, as many letters as there are runs."),
});
