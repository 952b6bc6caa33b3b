/**
 * The `results-file` output: every result, summary and runner output of a run as JSON, and
 * its reading back by `mode: report`, which merges the files of a matrix's shards into one run.
 *
 * Written with one JSON.stringify (100,000 results are ~20 MB: well within what it handles in
 * a fraction of a second), each string passed through redact() on the way out. Read back with
 * a structural check, so a file from elsewhere, or from another format version, fails with one
 * line naming it instead of breaking the renderers later.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FileError, UserError } from '../errors.js';
import { redact } from '../github/runner.js';
import { countResults } from '../modes/counts.js';
import type { ResultsFile, TestRun } from '../modes/test-types.js';

export const RESULTS_FORMAT = 'orchestration-action/test-results';
export const RESULTS_FORMAT_VERSION = 1;

export function toResultsFile(runs: TestRun[]): ResultsFile {
  return { format: RESULTS_FORMAT, formatVersion: RESULTS_FORMAT_VERSION, runs };
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeResultsFile(path: string, file: ResultsFile): Promise<void> {
  // A replacer makes JSON.stringify call back into JavaScript for every value (~1.5 million at
  // 100,000 results, the slowest part of the write), so it is used only when some string holds
  // a secret; redacting the finished text instead would miss a secret JSON escapes (a quote in it).
  const json = holdsSecret(file)
    ? JSON.stringify(file, (_key, value: unknown) => (typeof value === 'string' ? redact(value) : value))
    : JSON.stringify(file);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${json}\n`, 'utf8');
  await rename(temporary, path);
}

/** Whether redact() would change any string value in the tree (keys are never redacted, as with the replacer). */
function holdsSecret(value: unknown): boolean {
  if (typeof value === 'string') return redact(value) !== value;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsSecret(item)) return true;
    return false;
  }
  for (const key in value) if (holdsSecret((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Every run of every file, in the order given. */
export async function readResultsFiles(paths: string[]): Promise<TestRun[]> {
  const runs: TestRun[] = [];
  for (const path of paths) runs.push(...(await readResultsFile(path)));
  return runs;
}

async function readResultsFile(path: string): Promise<TestRun[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new FileError(
      path,
      undefined,
      code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? 'error'})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    // V8 says where: "… in JSON at position 12 (line 3 column 5)".
    const message = (err as Error).message;
    const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
    throw new FileError(
      path,
      line === undefined ? undefined : Number(line),
      'not a results file: invalid JSON',
    );
  }
  return checkResultsFile(path, data).runs;
}

/**
 * Merges the runs of several shards into one: calls in shard order (by shard index; runs
 * without a shard after them, in the order given), counts recomputed from the calls, the
 * earliest start and latest finish. Project, fabric, branch and version are the first run's.
 */
export function mergeRuns(runs: TestRun[]): TestRun {
  const first = runs[0];
  if (!first) throw new UserError('results-files: no test results to report');
  const ordered = runs
    .map((run, position) => ({ run, position, index: shardIndex(run.shard) }))
    .sort((a, b) => a.index - b.index || a.position - b.position)
    .map((x) => x.run);
  const calls = ordered.flatMap((run) => run.calls);
  const merged: TestRun = {
    projectId: first.projectId,
    fabricId: first.fabricId,
    calls,
    counts: countResults(calls),
    startedAt: pickTime(
      runs,
      (run) => run.startedAt,
      (a, b) => a < b,
    ),
    finishedAt: pickTime(
      runs,
      (run) => run.finishedAt,
      (a, b) => a > b,
    ),
  };
  if (first.branch !== undefined) merged.branch = first.branch;
  if (first.version !== undefined) merged.version = first.version;
  return merged;
}

function shardIndex(shard: string | undefined): number {
  const match = shard === undefined ? null : /^(\d+)\/\d+$/.exec(shard.trim());
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/** The earliest (or latest) of valid timestamps, compared as instants; the first run's when none parse. */
function pickTime(
  runs: TestRun[],
  of: (run: TestRun) => string,
  better: (a: number, b: number) => boolean,
): string {
  let best: { text: string; ms: number } | undefined;
  for (const run of runs) {
    const text = of(run);
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) continue;
    if (!best || better(ms, best.ms)) best = { text, ms };
  }
  return best?.text ?? of(runs[0]!);
}

/**
 * Shards that look missing or duplicated among the runs (`shard 3/5 is missing`, `shard 2/5
 * appears 2 times`): for `mode: report` to warn about, as a merged report of an incomplete
 * matrix would otherwise pass silently.
 */
export function shardProblems(runs: TestRun[]): string[] {
  const seen = new Map<string, number>();
  let count: number | undefined;
  for (const run of runs) {
    const match = run.shard === undefined ? null : /^(\d+)\/(\d+)$/.exec(run.shard.trim());
    if (!match) continue;
    seen.set(match[1]!, (seen.get(match[1]!) ?? 0) + 1);
    count = Math.max(count ?? 0, Number(match[2]));
  }
  if (count === undefined) return [];
  const problems: string[] = [];
  for (let i = 1; i <= count; i++) {
    const times = seen.get(String(i)) ?? 0;
    if (times === 0) problems.push(`shard ${i}/${count} is missing`);
    else if (times > 1) problems.push(`shard ${i}/${count} appears ${times} times`);
  }
  return problems;
}

// ---- structural check of a file read back --------------------------------------------------

type Json = Record<string, unknown>;

function checkResultsFile(path: string, data: unknown): ResultsFile {
  const fail = (at: string, reason: string): never => {
    throw new FileError(path, undefined, at ? `${at}: ${reason}` : reason);
  };
  const root = object(data, '', fail, 'not a results file: expected a JSON object');
  if (root.format !== RESULTS_FORMAT)
    fail(
      '',
      `not a results file of this action (format ${JSON.stringify(root.format ?? null)}, expected "${RESULTS_FORMAT}")`,
    );
  if (root.formatVersion !== RESULTS_FORMAT_VERSION)
    fail(
      '',
      `formatVersion ${JSON.stringify(root.formatVersion ?? null)} is not supported (this action reads ${RESULTS_FORMAT_VERSION})`,
    );
  array(root.runs, 'runs', fail).forEach((run, r) => checkRun(run, `runs[${r}]`, fail));
  return data as ResultsFile;
}

type Fail = (at: string, reason: string) => never;

function checkRun(value: unknown, at: string, fail: Fail): void {
  const run = object(value, at, fail);
  string(run.projectId, `${at}.projectId`, fail);
  number(run.fabricId, `${at}.fabricId`, fail);
  for (const key of ['branch', 'version', 'shard'] as const)
    if (run[key] !== undefined) string(run[key], `${at}.${key}`, fail);
  string(run.startedAt, `${at}.startedAt`, fail);
  string(run.finishedAt, `${at}.finishedAt`, fail);
  const counts = object(run.counts, `${at}.counts`, fail);
  for (const key of ['total', 'succeeded', 'failed', 'errored', 'skipped', 'warnings'])
    number(counts[key], `${at}.counts.${key}`, fail);
  array(run.calls, `${at}.calls`, fail).forEach((call, c) => checkCall(call, `${at}.calls[${c}]`, fail));
}

function checkCall(value: unknown, at: string, fail: Fail): void {
  const outcome = object(value, at, fail);
  const call = object(outcome.call, `${at}.call`, fail);
  string(call.id, `${at}.call.id`, fail);
  string(call.label, `${at}.call.label`, fail);
  const request = object(call.request, `${at}.call.request`, fail);
  if (request.tests !== undefined) array(request.tests, `${at}.call.request.tests`, fail);
  if (request.modelName !== undefined) string(request.modelName, `${at}.call.request.modelName`, fail);
  number(outcome.durationMs, `${at}.durationMs`, fail);
  if (outcome.ok === false) {
    string(outcome.error, `${at}.error`, fail);
    return;
  }
  if (outcome.ok !== true) fail(`${at}.ok`, 'must be true or false');
  string(outcome.runnerStdout, `${at}.runnerStdout`, fail);
  const summary = object(outcome.summary, `${at}.summary`, fail);
  for (const key of ['failed', 'skip', 'succeeded', 'total', 'warning'])
    number(summary[key], `${at}.summary.${key}`, fail);
  const results = array(outcome.results, `${at}.results`, fail);
  for (let i = 0; i < results.length; i++) checkResult(results[i], `${at}.results[${i}]`, fail);
}

const STATUSES: ReadonlySet<unknown> = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);

function checkResult(value: unknown, at: string, fail: Fail): void {
  const result = object(value, at, fail);
  for (const key of ['name', 'table', 'columnName', 'cause']) string(result[key], `${at}.${key}`, fail);
  number(result.index, `${at}.index`, fail);
  number(result.time, `${at}.time`, fail);
  if (!STATUSES.has(result.status)) fail(`${at}.status`, 'must be SUCCEEDED, FAILED or ERROR');
}

function object(value: unknown, at: string, fail: Fail, reason = 'must be an object'): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(at, reason);
  return value as Json;
}

function array(value: unknown, at: string, fail: Fail): unknown[] {
  if (!Array.isArray(value)) return fail(at, 'must be a list');
  return value;
}

function string(value: unknown, at: string, fail: Fail): void {
  if (typeof value !== 'string') fail(at, 'must be a string');
}

function number(value: unknown, at: string, fail: Fail): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(at, 'must be a number');
}
