/**
 * Reads back results files (`mode: report`) through the safe reader and the format's schema, so a
 * file from elsewhere or another version fails with one line naming it, not in a renderer later.
 */
import * as z from 'zod';
import { FileError } from '../errors.js';
import { fieldPath } from '../text.js';
import { CLASSIFICATIONS, COUNT_NAMES, RESULTS_FORMAT, RESULTS_FORMAT_VERSION } from './model.js';
import type { ResultsFile, TestRun } from './model.js';
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

// ---- the format (docs/results-file.md); fields beyond these are allowed and kept -----------------

const count = z.number();

const plannedCall = z.looseObject({
  id: z.string(),
  label: z.string(),
  request: z.looseObject({ tests: z.array(z.unknown()).optional(), modelName: z.string().optional() }),
});

/** Any status: the service owns its enumerations, and the action carries a new one through. */
const status = z.string().min(1, 'must not be empty');

export const attempt = z.looseObject({ status, cause: z.string(), time: z.number() });

export const quarantineMark = z
  .looseObject({
    file: z.string(),
    line: count,
    owner: z.string(),
    reason: z.string(),
    until: z.string(),
    expired: z.boolean(),
    addedByPullRequest: z
      .boolean()
      .optional()
      .describe(
        "true: the pull request adds the entry (the base branch's quarantine file does not hold it).",
      ),
  })
  .describe(
    'The entry of the quarantine file (file and line) that matched this FAILED/ERROR result; expired: its until day had passed, so the failure counts as it would without it.',
  );

export const result = z.looseObject({
  // The service's fields, as it answered them…
  name: z.string(),
  status,
  table: z.string(),
  columnName: z.string(),
  index: z.number(),
  time: z.number(),
  cause: z.string(),
  // …and what the action learned of the result.
  classification: z
    .enum(CLASSIFICATIONS, { error: `must be ${CLASSIFICATIONS.join(', ')}` })
    .optional()
    .describe(
      'Against the baseline: a FAILED/ERROR result is new or pre-existing, a SUCCEEDED one fixed or passing.',
    ),
  attempts: z
    .array(attempt)
    .min(1)
    .optional()
    .describe('A re-run test: every attempt in order, the first included; the result holds the last.'),
  quarantine: quarantineMark.optional(),
});

export const goneTest = z.looseObject({
  model: z.string().optional(),
  table: z.string(),
  columnName: z.string(),
  name: z.string(),
  status,
});

export const baseline = z.looseObject({
  /** The reference run's branch and version (baseline-branch, baseline-version)... */
  branch: z.string().optional(),
  version: z.string().optional(),
  /** ...or the results files it was read from (baseline-results). */
  files: z.array(z.string()).optional(),
  /** Why there is no comparison: then no result is classified and every failure counts as new. */
  unavailable: z.string().optional(),
  /** Merged runs: `unavailable` holds for some of them only; the others' results are classified. */
  partial: z.boolean().optional(),
  /** At most GONE_LIST_MAX of them; `goneCount` counts them all. */
  gone: z.array(goneTest),
  goneCount: count,
});

export const quarantineEntry = z.looseObject({
  test: z.string(),
  table: z.string().optional(),
  column: z.string().optional(),
  model: z.string().optional(),
  owner: z.string(),
  reason: z.string(),
  until: z.string(),
  line: count,
  expired: z.boolean(),
  addedByPullRequest: z
    .boolean()
    .optional()
    .describe("true: the pull request adds the entry (the base branch's quarantine file does not hold it)."),
  matched: count,
  passed: count,
  quarantined: count,
  expiredFailures: count,
});

export const quarantine = z
  .looseObject({
    file: z.string(),
    checkedOn: z.string(),
    entries: z.array(quarantineEntry),
  })
  .describe(
    'What the quarantine file made of the run: each entry with what it matched (matched results, passed of them, failures quarantined, failures matched after until), checked on the UTC day checkedOn.',
  );

export const reruns = z.looseObject({
  statuses: z.array(status),
  maxAttempts: count,
  /** Re-run requests sent. */
  requests: count,
  /** Things worth knowing: a whole call re-run, a re-run request that failed. One line each. */
  notes: z.array(z.string()),
});

/** The six counts every version wrote; the later ones optional. */
const counts = z
  .looseObject(Object.fromEntries(COUNT_NAMES.map((name, i) => [name, i < 6 ? count : count.optional()])))
  .describe('Counts over the calls, computed from the results (failed: FAILED, errored: ERROR).');

export const succeededCall = z.looseObject({
  call: plannedCall,
  ok: z.literal(true),
  durationMs: z.number(),
  runnerStdout: z.string(),
  /** The service's own, shown beside the counts computed from the results. */
  summary: z.looseObject({ failed: count, skip: count, succeeded: count, total: count, warning: count }),
  results: z.array(result),
});

export const failedCall = z.looseObject({
  call: plannedCall,
  ok: z.literal(false),
  durationMs: z.number(),
  /** One line, starting with the operation's name. */
  error: z.string(),
});

export const run = z.looseObject({
  projectId: z.string(),
  fabricId: z.number(),
  branch: z.string().optional(),
  version: z.string().optional(),
  /** e.g. `2/5`, when this run is one shard. */
  shard: z.string().optional(),
  startedAt: z.string(),
  finishedAt: z.string(),
  counts,
  calls: z.array(z.discriminatedUnion('ok', [succeededCall, failedCall], { error: 'must be true or false' })),
  /** Present when the run was compared with a baseline (even an unavailable one). */
  baseline: baseline.optional(),
  /** Present when `rerun` was on. */
  reruns: reruns.optional(),
  /** Present when a quarantine file was applied. */
  quarantine: quarantine.optional(),
});

export const resultsFileSchema = z.looseObject({
  // Neither message shows what the file holds there: a file that is not a results file may hold anything.
  format: z.literal(RESULTS_FORMAT, {
    error: `not a results file of this action (its format is not "${RESULTS_FORMAT}")`,
  }),
  formatVersion: z.literal(RESULTS_FORMAT_VERSION, {
    error: (iss) =>
      `formatVersion is not ${RESULTS_FORMAT_VERSION}, the one this action reads${typeof iss.input === 'number' && iss.input > RESULTS_FORMAT_VERSION ? ' (a later version of the action wrote the file)' : ''}`,
  }),
  counts: counts
    .optional()
    .describe('The counts the step reported: the run, or (report mode) the runs merged.'),
  baseline: baseline
    .optional()
    .describe('The comparison the step reported (report mode: of the runs merged), when there was one.'),
  quarantine: quarantine
    .optional()
    .describe('What the quarantine file made of the runs the step reported (report mode: merged).'),
  runs: z.array(run),
});

/** `must be a string`, `must be a list`…; the whole file not being an object is said its own way. */
function typeMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code !== 'invalid_type') return undefined;
  if ((iss.path ?? []).length === 0) return 'not a results file: expected a JSON object';
  const noun: Record<string, string> = { object: 'an object', array: 'a list', boolean: 'true or false' };
  return `must be ${noun[iss.expected] ?? `a ${iss.expected}`}`;
}
