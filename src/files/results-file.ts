/**
 * Reading back the results files that test-mode steps wrote (`mode: report`), with a structural
 * check, so a file from elsewhere, or from another format version, fails with one line naming it
 * instead of breaking the renderers later.
 */
import { readFile } from 'node:fs/promises';
import { FileError } from '../errors.js';
import { RESULTS_FORMAT, RESULTS_FORMAT_VERSION } from '../modes/test-types.js';
import type { ResultsFile, TestRun } from '../modes/test-types.js';

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
