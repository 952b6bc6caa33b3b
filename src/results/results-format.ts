/**
 * The results file's format (docs/results-file.md), as the zod schemas every file is read back
 * with (read-results.ts): the fields every version wrote, the later ones optional, fields beyond
 * them allowed and kept. model.ts's types are these schemas' fields, so the two cannot drift apart.
 */
import * as z from 'zod';
import { formatHeader } from './format-header.js';
import { CLASSIFICATIONS, COUNT_NAMES, RESULTS_FORMAT, RESULTS_FORMAT_VERSION } from './file-formats.js';
import { historyRun } from './history-format.js';

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

/** How a failure reads against the history file (history-file), in the words of history-words.ts. */
export const HISTORY_KINDS = ['new', 'failing-since', 'flaky', 'first-seen'] as const;

export const historyNote = z
  .looseObject({
    kind: z.enum(HISTORY_KINDS, { error: `must be ${HISTORY_KINDS.join(', ')}` }),
    runs: count.describe(
      "The history's runs the test ran in (first-seen: the runs the history holds, none of them the test's).",
    ),
    failed: count.describe('Of those, the runs it failed or errored in.'),
    streak: count.optional().describe('failing-since: how many runs in a row it has failed.'),
    since: historyRun.optional().describe('failing-since: the first run of that streak.'),
  })
  .describe(
    "A FAILED/ERROR result against the history file's earlier runs: new (it passed every run it ran in), failing-since (it failed the latest run it ran in, since `since`), flaky (it failed some runs and passed others), first-seen (no earlier run holds it).",
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
  history: historyNote.optional(),
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
  /** ...or the history file whose latest run was the reference (baseline: history), then `branch` is that run's. */
  history: z.string().optional(),
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

export const runHistory = z
  .looseObject({
    file: z.string().describe('history-file, as the input named it.'),
    runs: count.describe(
      'The runs the history held before this one (an earlier attempt of this run left out).',
    ),
    branch: z.string().optional().describe("The branch of the history's latest run."),
  })
  .describe("The history file the run's failures were explained with.");

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
  /** Present when a history file was read. */
  history: runHistory.optional(),
});

export const resultsFileSchema = z.looseObject({
  ...formatHeader('results', RESULTS_FORMAT, RESULTS_FORMAT_VERSION),
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
