/**
 * Report mode's logic: merge the runs test-mode steps wrote into one, refuse another project's, and
 * say which shards are missing or doubled. Plain data; run.ts reports it.
 */
import { FileError, UserError } from '../../common/errors.js';
import type { FiledRun } from '../../results/read-results.js';
import type { Shard } from '../../inputs/settings.js';
import { clip, formatCount, plural } from '../../common/text.js';
import { workspacePath } from '../../common/paths.js';
import { countResults } from '../../results/counts.js';
import type { FinishSteps } from '../../results/finish.js';
import { quarantineOf } from '../../results/known-failures.js';
import { readShardLabel } from '../../results/shard.js';
import type { Baseline, Reruns, TestRun, UnfinishedRun } from '../../results/model.js';
import { GONE_LIST_MAX } from '../../results/model.js';

/**
 * Calls in shard order (runs without a shard after, as given); project, fabric, branch and version
 * are the first run's. The merge is then finished as test mode's run is (results/finish.ts).
 */
export function mergeRuns(runs: readonly TestRun[]): UnfinishedRun {
  const first = runs[0];
  if (!first) throw new UserError('results-files: no test results to report');
  const ordered = inShardOrder(runs);
  // Shards run the same calls: their labels say which shard, so merged suites and rows differ.
  const calls = ordered.flatMap((run) =>
    run.shard === undefined || runs.length === 1
      ? run.calls
      : run.calls.map((outcome) => ({
          ...outcome,
          call: { ...outcome.call, label: `${outcome.call.label} (shard ${run.shard})` },
        })),
  );
  return {
    projectId: first.projectId,
    fabricId: first.fabricId,
    branch: first.branch,
    version: first.version,
    calls,
    startedAt: pickTime(runs, 'startedAt', -1),
    finishedAt: pickTime(runs, 'finishedAt', 1),
    baseline: mergeBaselines(ordered),
    reruns: mergeReruns(ordered),
    // No quarantine: the files' marks are claims, dropped when the merge is finished (run.ts);
    // report mode applies its own file.
  };
}

/** A stable sort: runs of the same shard, and those without one, stay as given. */
function inShardOrder(runs: readonly TestRun[]): TestRun[] {
  const shardIndex = (run: TestRun) => readShardLabel(run.shard)?.index ?? Number.MAX_SAFE_INTEGER;
  return [...runs].sort((a, b) => shardIndex(a) - shardIndex(b));
}

/**
 * The merged runs as the results file keeps them, each told what finishing the merge found: it
 * holds the merge's results of its calls (the merge relabels calls, not results), the merge's
 * comparison but not its gone tests (the merge lists those, over all the runs), and what each
 * quarantine entry matched in it; its counts are its own.
 */
export function finishedParts(merged: TestRun, parts: readonly TestRun[], steps: FinishSteps): TestRun[] {
  const offsets = new Map<TestRun, number>();
  let offset = 0;
  for (const part of inShardOrder(parts)) {
    offsets.set(part, offset);
    offset += part.calls.length;
  }
  return parts.map((part) => {
    const first = offsets.get(part)!;
    const calls = part.calls.map((outcome, i) => {
      const finished = merged.calls[first + i]!;
      return outcome.ok && finished.ok ? { ...outcome, results: finished.results } : outcome;
    });
    // The merge's comparison: with the baseline given, or the history's latest run.
    const compared = steps.comparison !== undefined || merged.baseline?.history !== undefined;
    const baseline =
      compared && merged.baseline ? { ...merged.baseline, gone: [], goneCount: 0 } : part.baseline;
    const quarantine = steps.quarantine && quarantineOf(calls, steps.quarantine);
    // The marks the file claimed are gone with its results: the merge dropped them.
    const { quarantine: _claimed, history: _noted, ...rest } = part;
    return {
      ...rest,
      calls,
      ...(baseline && { baseline }),
      counts: countResults(calls, baseline),
      ...(quarantine && { quarantine }),
    };
  });
}

/** How many runs an unavailable comparison names before it counts the rest. */
const NAMED_RUNS = 3;

/** Each run keeps its own classification (a shard compared with its own slice); one not compared is named. */
function mergeBaselines(runs: readonly TestRun[]): Baseline | undefined {
  const first = runs.find((run) => run.baseline)?.baseline;
  if (!first) return undefined;
  const merged: Baseline = { gone: [], goneCount: 0, branch: first.branch, version: first.version };
  const files = new Set(runs.flatMap((run) => run.baseline?.files ?? []));
  if (files.size > 0) merged.files = [...files];
  const problems: string[] = [];
  runs.forEach((run, i) => {
    const name = run.shard !== undefined ? `shard ${run.shard}` : `run ${i + 1}`;
    if (!run.baseline) problems.push(`${name} was not compared`);
    else if (run.baseline.unavailable !== undefined) problems.push(`${name}: ${run.baseline.unavailable}`);
    else {
      merged.goneCount += run.baseline.goneCount;
      for (const test of run.baseline.gone) if (merged.gone.length < GONE_LIST_MAX) merged.gone.push(test);
    }
  });
  if (problems.length > 0) {
    const more = problems.length - NAMED_RUNS;
    merged.unavailable = `${problems.slice(0, NAMED_RUNS).join('; ')}${more > 0 ? `; and ${formatCount(more)} more` : ''}`;
    if (problems.length < runs.length) merged.partial = true;
  }
  return merged;
}

function mergeReruns(runs: readonly TestRun[]): Reruns | undefined {
  const all = runs.flatMap((run) => (run.reruns ? [run.reruns] : []));
  if (all.length === 0) return undefined;
  return {
    statuses: [...new Set(all.flatMap((r) => r.statuses))],
    maxAttempts: Math.max(...all.map((r) => r.maxAttempts)),
    requests: all.reduce((n, r) => n + r.requests, 0),
    notes: all.flatMap((r) => r.notes).slice(0, 20),
  };
}

/** The earliest (-1) or latest (1) of valid timestamps, compared as instants; the first run's when none parse. */
function pickTime(runs: readonly TestRun[], key: 'startedAt' | 'finishedAt', sign: 1 | -1): string {
  const times = runs.map((run) => run[key]);
  const valid = times.filter((text) => !Number.isNaN(Date.parse(text)));
  return valid.reduce(
    (best, text) => (sign * (Date.parse(text) - Date.parse(best)) > 0 ? text : best),
    valid[0] ?? times[0]!,
  );
}

/** Merged, another project's or fabric's results would be reported, and counted by fail-on, as this one's. */
export function refuseOtherProjects(runs: readonly FiledRun[]): void {
  const first = runs[0]!;
  for (const { path, run } of runs) {
    if (run.projectId === first.run.projectId && run.fabricId === first.run.fabricId) continue;
    const where = path === first.path ? 'the first run of the same file' : first.path;
    throw new FileError(
      path,
      undefined,
      `holds results of ${projectOf(run)}, but ${where} holds ${projectOf(first.run)}: report mode merges the runs of one project and fabric`,
    );
  }
}

/** `project "retail-analytics" on fabric 10740`; a name from a file, cut short. */
function projectOf(run: TestRun): string {
  return `project ${clip(JSON.stringify(run.projectId), 80)} on fabric ${run.fabricId}`;
}

/** How many shards a problem line names before it says "and N more". */
const NAMED_SHARDS = 10;
/** How many files a repeated shard names before it counts the rest. */
const NAMED_FILES = 5;

/**
 * At most two lines, or a merged report of an incomplete matrix would pass as the whole suite.
 * Labels of different shard counts only say they disagree: which shards are missing depends on which
 * count is right. A repeated shard names the files that hold it (relative to `workspace`): often a
 * pattern that also matches the report's own merged file. Bounded whatever a file claims:
 * `shard: 1/1000000` names ten and counts the rest.
 */
export function shardProblems(runs: readonly FiledRun[], workspace: string): string[] {
  const seen = new Map<number, number>();
  const labels = new Map<string, Shard>();
  /** The files of each shard index, in the order read, with how many runs of it each holds. */
  const files = new Map<number, Map<string, number>>();
  for (const { path, run } of runs) {
    const shard = readShardLabel(run.shard);
    if (!shard) continue;
    seen.set(shard.index, (seen.get(shard.index) ?? 0) + 1);
    labels.set(`${shard.index}/${shard.count}`, shard);
    const holding = files.get(shard.index) ?? new Map<string, number>();
    holding.set(path, (holding.get(path) ?? 0) + 1);
    files.set(shard.index, holding);
  }
  const counts = new Set([...labels.values()].map((shard) => shard.count));
  if (counts.size > 1) {
    const mixed = [...labels]
      .sort(([, a], [, b]) => a.count - b.count || a.index - b.index)
      .map(([label]) => label);
    return [`${named(mixed.slice(0, NAMED_SHARDS), mixed.length, 'shard')} disagree on the shard count`];
  }
  const [total] = counts;
  if (total === undefined) return [];
  const missing: string[] = [];
  // Stops after NAMED_SHARDS: at most that many, plus the shards seen, steps.
  for (let i = 1; i <= total && missing.length < NAMED_SHARDS; i++)
    if (!seen.has(i)) missing.push(`${i}/${total}`);
  const doubled = [...seen].filter(([, times]) => times > 1).sort(([a], [b]) => a - b);
  const problems: string[] = [];
  const missingCount = total - [...seen.keys()].filter((i) => i >= 1 && i <= total).length;
  if (missingCount > 0)
    problems.push(`${named(missing, missingCount, 'shard')} ${missingCount === 1 ? 'is' : 'are'} missing`);
  if (doubled.length > 0) {
    const names = doubled
      .slice(0, NAMED_SHARDS)
      .map(([i]) => `${i}/${total} (${inFiles(files.get(i)!, workspace)})`);
    problems.push(
      `${named(names, doubled.length, 'shard')} ${doubled.length === 1 ? 'appears' : 'appear'} more than once`,
    );
  }
  return problems;
}

/** `in a.json and merged.json`, `twice in merged.json`, `in a.json, b.json, … and 3 more files`. */
function inFiles(holding: ReadonlyMap<string, number>, workspace: string): string {
  const entries = [...holding];
  if (entries.length === 1) {
    const [[path, times]] = entries as [[string, number]];
    return `${times === 2 ? 'twice' : `${formatCount(times)} times`} in ${shownPath(path, workspace)}`;
  }
  const shown = entries
    .slice(0, NAMED_FILES)
    .map(
      ([path, times]) => `${shownPath(path, workspace)}${times > 1 ? ` (${formatCount(times)} times)` : ''}`,
    );
  const more = entries.length - shown.length;
  if (more > 0) return `in ${shown.join(', ')} and ${formatCount(more)} more ${plural(more, 'file')}`;
  return `in ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/**
 * A file's path relative to the workspace, as a person finds it from the checkout; in JSON quotes
 * when it holds anything but letters, digits and `_ - . / @ + =` (a space, a comma, a line break).
 */
function shownPath(path: string, workspace: string): string {
  const relative = workspacePath(path, workspace);
  return /^[\p{L}\p{N}_\-./@+=]+$/u.test(relative) ? relative : JSON.stringify(relative);
}

/** `shard 3/5`, `shards 3/5 and 4/5`, `shards 2/9, 3/9, … and 12 more`. */
function named(names: string[], total: number, word: string): string {
  const more = total - names.length;
  if (names.length === 1 && more === 0) return `${word} ${names[0]}`;
  if (more === 0) return `${plural(total, word)} ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${plural(total, word)} ${names.join(', ')} and ${formatCount(more)} more`;
}
