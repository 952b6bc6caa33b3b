/**
 * Re-runs (docs/test-mode.md): requests naming only the tests to re-run; each test keeps every
 * attempt and its last status counts. A model test, or a test whose source is not known, cannot be
 * named: its whole call is re-run and only the re-run tests' statuses are taken. The results stay as
 * the service first answered them: the attempts are taken into the run when it is finished
 * (results/finish.ts).
 */
import type {
  OrchestrationClient,
  RunTestsRequestA,
  TestSelection,
  TestStatus,
} from '../../service/types.js';
import { ApiError } from '../../service/api-error.js';
import type { SourcesIndex } from '../../files/sources.js';
import { testIdentity } from '../../results/baseline.js';
import { isFailure } from '../../results/counts.js';
import { mapWithConcurrency } from '../pool.js';
import { subjectOf } from '../../results/subject.js';
import { modelOf } from '../../results/model.js';
import type { Attempt, CallOutcome, Reruns, RunResult, SucceededCall } from '../../results/model.js';
import type { RerunAttempts } from '../../results/finish.js';

export interface RerunOptions {
  statuses: ReadonlySet<TestStatus>;
  /** Most re-runs of one test (1 to 3). */
  maxAttempts: number;
  concurrency: number;
  /** To find the source of a table a request did not name. */
  sources: SourcesIndex | undefined;
  onDone?: (done: RerunDone) => void;
}

export interface RerunDone {
  /** 1-based; each round re-runs what still qualifies. */
  round: number;
  label: string;
  tests: number;
  passed: number;
  /** Answered a status that neither passes nor fails. */
  other: number;
  /** The request's error when it failed (then no status changed). */
  error?: string;
  durationMs: number;
}

type RerunRequest = NonNullable<ReturnType<typeof planRerun>>;

/** What the re-runs did, and each re-run result's attempts. */
export interface RerunsAndAttempts {
  reruns: Reruns;
  attempts: RerunAttempts;
}

/** Most notes kept: a run of many calls whose sources are all unknown says so in a few lines. */
const NOTES_MAX = 20;

export async function rerunTests(
  calls: readonly CallOutcome[],
  client: OrchestrationClient,
  options: RerunOptions,
): Promise<RerunsAndAttempts> {
  const reruns: Reruns = {
    statuses: [...options.statuses],
    maxAttempts: options.maxAttempts,
    requests: 0,
    notes: [],
  };
  const note = (line: string): void => {
    if (reruns.notes.length < NOTES_MAX) reruns.notes.push(line);
  };
  // Tests that stop being re-run although their status still qualifies: their re-run failed,
  // or its answer did not hold them.
  const settled = new Set<RunResult>();
  const attempts = new Map<RunResult, Attempt[]>();
  const statusOf = (result: RunResult): string => attempts.get(result)?.at(-1)?.status ?? result.status;

  for (let round = 1; round <= options.maxAttempts; round++) {
    const requests: RerunRequest[] = [];
    for (const outcome of calls) {
      if (!outcome.ok) continue;
      // Said in the first round only: its tests to re-run shrink, so a call whole later was whole then.
      const due = outcome.results.filter(
        (result) => options.statuses.has(statusOf(result)) && !settled.has(result),
      );
      const request = planRerun(outcome, due, options.sources, (reason) => {
        if (round === 1) note(`${outcome.call.label} is re-run whole: ${reason}`);
      });
      if (request) requests.push(request);
    }
    if (requests.length === 0) break;
    reruns.requests += requests.length;
    await mapWithConcurrency(requests, options.concurrency, async (rerun) => {
      const start = performance.now();
      const { label } = rerun.outcome.call;
      let answer: Pick<RerunDone, 'passed' | 'other' | 'error'>;
      try {
        const data = await client.runTests(rerun.request);
        const { passed, other, missing } = takeAnswer(rerun, data.results, settled, attempts);
        if (missing > 0)
          note(
            `The re-run of ${label} did not return ${missing} of its ${rerun.count} tests; their earlier statuses stand`,
          );
        answer = { passed, other };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        for (const list of rerun.targets.values()) for (const result of list) settled.add(result);
        note(`The re-run of ${label} failed (${err.message}); the earlier statuses stand`);
        answer = { passed: 0, other: 0, error: err.message };
      }
      const durationMs = Math.round(performance.now() - start);
      options.onDone?.({ round, label, tests: rerun.count, ...answer, durationMs });
    });
  }
  return { reruns, attempts };
}

/** The re-run request of one call for this round, or undefined when none of its tests is due. */
function planRerun(
  outcome: SucceededCall,
  due: readonly RunResult[],
  sources: SourcesIndex | undefined,
  wholeBecause: (reason: string) => void,
) {
  const { call } = outcome;
  const model = modelOf(call) ?? '';
  if (due.length === 0) return undefined;
  // The results being re-run, by identity (a test listed twice has two).
  const targets = new Map<string, RunResult[]>();
  for (const result of due) {
    const key = testIdentity(model, result);
    targets.set(key, [...(targets.get(key) ?? []), result]);
  }
  const whole = { outcome, request: call.request, targets, count: due.length };
  // A model's tests cannot be named: its call runs them all.
  if (model !== '') return whole;

  // The `tests` of the request: one element per source and table, then the project tests.
  const tables = new Map<string, TestSelection>();
  const projectTests = new Set<string>();
  for (const [first] of targets.values()) {
    const subject = subjectOf(call, first!, sources);
    if (subject.kind === 'project') {
      projectTests.add(first!.name);
      continue;
    }
    if (subject.source === undefined) {
      wholeBecause(`the source of table ${first!.table} is not known (declare it in the sources file)`);
      return whole;
    }
    const { source, table, column } = subject;
    const key = `${source}\u0000${table}`;
    const selection = tables.get(key) ?? { source, table };
    tables.set(key, selection);
    // Identities differ in table, column or name: within one column, each name comes once.
    const test = { name: first!.name };
    if (column === '') (selection.tableTests ??= []).push(test);
    else {
      const columnTests = (selection.columnTests ??= []);
      const named = columnTests.find((c) => c.name === column);
      if (named) named.tests.push(test);
      else columnTests.push({ name: column, tests: [test] });
    }
  }
  const tests = [...tables.values()];
  if (projectTests.size > 0) tests.push({ projectTests: [...projectTests].map((name) => ({ name })) });
  const { tests: _tests, ...common } = call.request as RunTestsRequestA;
  return { ...whole, request: { ...common, tests } };
}

/** Adds the answer's status to each re-run test's attempts; a test the answer lacks keeps its status. */
function takeAnswer(
  rerun: RerunRequest,
  results: readonly RunResult[],
  settled: Set<RunResult>,
  attempts: Map<RunResult, Attempt[]>,
) {
  const model = modelOf(rerun.outcome.call) ?? '';
  const answer = new Map<string, RunResult>();
  for (const result of results) {
    const key = testIdentity(model, result);
    if (rerun.targets.has(key) && !answer.has(key)) answer.set(key, result);
  }
  const tally = { passed: 0, other: 0, missing: 0 };
  for (const [key, list] of rerun.targets) {
    const fresh = answer.get(key);
    for (const result of list) {
      if (!fresh) {
        settled.add(result);
        tally.missing++;
        continue;
      }
      const { status, cause, time } = fresh;
      const earlier = attempts.get(result) ??
        result.attempts ?? [{ status: result.status, cause: result.cause, time: result.time }];
      attempts.set(result, [...earlier, { status, cause, time }]);
      if (status === 'SUCCEEDED') tally.passed++;
      else if (!isFailure(status)) tally.other++;
    }
  }
  return tally;
}
