/**
 * Test mode's plan: the test-run calls the settings and the tests-file ask for. Throws before
 * any request when the files or inputs disagree.
 *
 * The plan's units are the elements of the tests-file's `tests` list (in file order), then the
 * models (the tests-file's, then the `models` input's). All of one run's `tests` elements share
 * ONE variant-A call (the API allows combining them; fewer calls, less load); each model is a
 * variant-B call of its own (the API forbids mixing). With no units at all, one variant-A call
 * without `tests` runs what the service runs by default.
 *
 * Sharding (`shard: i/n`, see results/shard.ts) deals the units round-robin. A shard that is dealt
 * no unit runs NO call and reports zero tests: running the default call there would run every
 * test again in that shard. Only when the plan is empty does one shard (1/n) run the default
 * call, so that the n shards together still run it exactly once.
 */
import type { RunTestsRequestA, RunTestsRequestB, TestSelection } from '../../service/types.js';
import { FileError } from '../../errors.js';
import type { TestSettings } from '../../inputs/settings.js';
import type { TestPlanFile } from '../../files/test-plan.js';
import { dealShard } from '../../results/shard.js';
import type { PlannedCall } from '../../results/model.js';

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
