/**
 * Test mode's work: turn the settings into the test-run calls of the plan, and run them.
 * No GitHub I/O here: the flow (src/run/test.ts) reports what these functions return.
 *
 * The plan's units are the elements of the tests-file's `tests` list (in file order), then the
 * models (the tests-file's, then the `models` input's). All of one run's `tests` elements share
 * ONE variant-A call (the API allows combining them; fewer calls, less load); each model is a
 * variant-B call of its own (the API forbids mixing). With no units at all, one variant-A call
 * without `tests` runs what the service runs by default.
 *
 * Sharding (`shard: i/n`, see shard.ts) deals the units round-robin. A shard that is dealt no
 * unit runs NO call and reports zero tests: running the default call there would run every test
 * again in that shard. Only when the plan is empty does one shard (1/n) run the default call,
 * so that the n shards together still run it exactly once.
 */
import type {
  OrchestrationClient,
  RunTestsRequestA,
  RunTestsRequestB,
  TestSelection,
} from '../../service/types.js';
import { ApiError } from '../../service/errors.js';
import { FileError } from '../../errors.js';
import type { TestSettings } from '../../inputs/settings.js';
import type { TestPlanFile } from '../../files/test-plan.js';
import {
  describeReference,
  compareWithReference,
  referenceCalls,
  unavailableBaseline,
} from '../../results/baseline.js';
import type { ReferenceRun } from '../../results/baseline.js';
import { countResults, emptyCounts } from '../../results/counts.js';
import { rerunTests } from './rerun.js';
import type { RerunOptions } from './rerun.js';
import { mapWithConcurrency } from './pool.js';
import { dealShard } from '../../results/shard.js';
import type { CallOutcome, PlannedCall, TestRun } from '../../results/model.js';

type Unit = { kind: 'tests'; selection: TestSelection } | { kind: 'model'; name: string };

type Common = Pick<RunTestsRequestA, 'fabricId' | 'projectId' | 'branch' | 'version'>;

/** Reads the tests-file, merges the models, applies the shard. Throws before any request. */
export async function buildTestPlan(settings: TestSettings): Promise<PlannedCall[]> {
  // Loaded only for a tests-file: it brings the YAML parser, which a models-only run never needs.
  const file =
    settings.testsFile === undefined
      ? undefined
      : await (await import('../../files/test-plan.js')).loadTestPlan(settings.testsFile);
  const tests = file?.tests ?? [];
  const models = mergeModels(file, settings.models);

  const units: Unit[] = [
    ...tests.map((selection): Unit => ({ kind: 'tests', selection })),
    ...models.map((name): Unit => ({ kind: 'model', name })),
  ];
  const common = commonFields(settings);
  if (units.length === 0) {
    return settings.shard === undefined || settings.shard.index === 1 ? [defaultCall(common)] : [];
  }
  return callsFor(settings.shard ? dealShard(units, settings.shard) : units, common);
}

/** The file's models, then the input's. */
function mergeModels(file: TestPlanFile | undefined, fromInput: readonly string[]): string[] {
  if (!file) return [...fromInput];
  for (const name of fromInput) {
    const inFile = file.models.indexOf(name);
    // Named in both places: an error rather than a silent dedupe, since one of the two lists is
    // then not what its author thinks it is (e.g. a matrix input repeating what the file has).
    if (inFile >= 0) {
      throw new FileError(
        file.path,
        file.modelLines[inFile],
        `model "${name}" is also in the models input; name each model once`,
      );
    }
  }
  return [...file.models, ...fromInput];
}

/** Only the optional fields that were given, so the request (and a dry run's print) stays minimal. */
function commonFields(settings: TestSettings): Common {
  const common: Common = { fabricId: settings.fabricId, projectId: settings.projectId };
  if (settings.branch !== undefined) common.branch = settings.branch;
  if (settings.version !== undefined) common.version = settings.version;
  return common;
}

function defaultCall(common: Common): PlannedCall {
  return { id: 'default', label: 'default tests', request: { ...common } };
}

/** The variant-A call first (it holds the plan's first unit when it has one), then the models in order. */
function callsFor(units: readonly Unit[], common: Common): PlannedCall[] {
  const selections: TestSelection[] = [];
  const modelCalls: PlannedCall[] = [];
  for (const unit of units) {
    if (unit.kind === 'tests') {
      selections.push(unit.selection);
    } else {
      const request: RunTestsRequestB = {
        fabricId: common.fabricId,
        projectId: common.projectId,
        modelName: unit.name,
        ...(common.branch !== undefined && { branch: common.branch }),
        ...(common.version !== undefined && { version: common.version }),
        tests: [{}],
      };
      modelCalls.push({ id: `model:${unit.name}`, label: `model ${unit.name}`, request });
    }
  }
  if (selections.length === 0) return modelCalls;
  const testsCall: PlannedCall = {
    id: 'tests',
    label: labelFor(selections),
    request: { ...common, tests: selections },
  };
  return [testsCall, ...modelCalls];
}

/** e.g. `column, table and project tests`, naming only the kinds the call holds. */
function labelFor(selections: readonly TestSelection[]): string {
  const kinds: string[] = [];
  if (selections.some((s) => s.columnTests)) kinds.push('column');
  if (selections.some((s) => s.tableTests)) kinds.push('table');
  if (selections.some((s) => s.projectTests)) kinds.push('project');
  const last = kinds.pop();
  return `${kinds.length > 0 ? `${kinds.join(', ')} and ${last}` : last} tests`;
}

export interface ExecuteOptions {
  /** Most calls in flight; the client should have as many connections (maxConnections). */
  concurrency: number;
  meta: Pick<TestRun, 'projectId' | 'fabricId' | 'branch' | 'version' | 'shard'>;
  /** The same calls on this branch/version, interleaved with the run's under the one `concurrency`. */
  reference?: ReferenceRun;
  /** Re-run what ended with these statuses, after the run (this run only, not the reference). */
  rerun?: Omit<RerunOptions, 'concurrency'>;
  /** Called as each call finishes, in completion order (e.g. to log progress). */
  onCallDone?: (outcome: CallOutcome, progress: CallProgress) => void;
}

export interface CallProgress {
  /** Calls finished so far, of all there are (the reference's included). */
  done: number;
  total: number;
  /** The call belongs to the reference run. */
  reference: boolean;
}

/**
 * Runs the calls (and the reference run's, interleaved: call 1, its reference, call 2, …), at
 * most `concurrency` at once, re-runs what `rerun` asks for, classifies the results against the
 * reference, and returns every outcome in plan order.
 *
 * A call that fails as a request (ApiError) becomes a failed outcome and the others go on; a
 * reference call that fails makes the comparison unavailable (the rest of the reference is not
 * sent) and never fails the run. Any other exception is a bug and propagates.
 */
export async function executeTestPlan(
  calls: PlannedCall[],
  client: OrchestrationClient,
  options: ExecuteOptions,
): Promise<TestRun> {
  const startedAt = new Date().toISOString();
  const reference = options.reference;
  const tasks: Array<{ call: PlannedCall; reference: boolean }> = [];
  const theirs = reference ? referenceCalls(calls, reference) : [];
  calls.forEach((call, i) => {
    tasks.push({ call, reference: false });
    if (theirs[i]) tasks.push({ call: theirs[i], reference: true });
  });

  let unavailable: string | undefined;
  let done = 0;
  // The reference calls not sent once the comparison is unavailable leave the progress total.
  let total = tasks.length;
  const outcomes = await mapWithConcurrency(tasks, options.concurrency, async (task) => {
    if (task.reference && unavailable !== undefined) {
      total--;
      return undefined;
    }
    const outcome = await runCall(task.call, client);
    if (task.reference && !outcome.ok && unavailable === undefined)
      unavailable = `its call ${task.call.label} failed: ${outcome.error}`;
    options.onCallDone?.(outcome, { done: ++done, total, reference: task.reference });
    return outcome;
  });
  const mine: CallOutcome[] = [];
  const referenceOutcomes: CallOutcome[] = [];
  tasks.forEach((task, i) => {
    const outcome = outcomes[i];
    if (outcome) (task.reference ? referenceOutcomes : mine).push(outcome);
  });

  const reruns = options.rerun
    ? await rerunTests(mine, client, { ...options.rerun, concurrency: options.concurrency })
    : undefined;
  const baseline =
    reference === undefined
      ? undefined
      : unavailable !== undefined
        ? unavailableBaseline(
            reference,
            `the reference run on ${describeReference(reference)} failed: ${unavailable}`,
          )
        : compareWithReference(mine, referenceOutcomes, reference);
  const finishedAt = new Date().toISOString();
  const { meta } = options;
  return {
    projectId: meta.projectId,
    fabricId: meta.fabricId,
    ...(meta.branch !== undefined && { branch: meta.branch }),
    ...(meta.version !== undefined && { version: meta.version }),
    ...(meta.shard !== undefined && { shard: meta.shard }),
    startedAt,
    finishedAt,
    counts: countResults(mine, baseline),
    calls: mine,
    ...(baseline && { baseline }),
    ...(reruns && { reruns }),
  };
}

/** The run of a shard that was dealt no unit: no call, no result. */
export function emptyRun(meta: ExecuteOptions['meta']): TestRun {
  const now = new Date().toISOString();
  return { ...meta, calls: [], counts: emptyCounts(), startedAt: now, finishedAt: now };
}

async function runCall(call: PlannedCall, client: OrchestrationClient): Promise<CallOutcome> {
  const start = performance.now();
  const elapsed = (): number => Math.round(performance.now() - start);
  try {
    const data = await client.runTests(call.request);
    return {
      call,
      ok: true,
      results: data.results,
      summary: data.summary,
      runnerStdout: data.runnerStdout,
      durationMs: elapsed(),
    };
  } catch (err) {
    if (err instanceof ApiError) return { call, ok: false, error: err.message, durationMs: elapsed() };
    throw err;
  }
}
