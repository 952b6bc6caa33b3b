/**
 * Test mode's plan: the test-run calls the settings and the tests-file ask for. All `tests`
 * elements share ONE variant-A call (fewer calls, less load); each model is a variant-B call of its
 * own (the API forbids mixing). Units are dealt to shards round-robin (results/shard.ts).
 */
import type { RunTestsRequestB, TestSelection } from '../../service/types.js';
import { FileError } from '../../common/errors.js';
import type { TestSettings } from '../../inputs/settings.js';
import type { TestPlanFile } from '../../files/test-plan.js';
import { dealShard } from '../../results/shard.js';
import type { PlannedCall } from '../../results/model.js';
import { commonFields } from '../service-calls.js';

type Unit = { kind: 'tests'; selection: TestSelection } | { kind: 'model'; name: string };

export async function buildTestPlan(settings: TestSettings): Promise<PlannedCall[]> {
  // Loaded only for a tests-file: a models-only run never needs the YAML parser.
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
  // No unit: the service's default call, in shard 1/n only, so the shards run it exactly once. A
  // shard dealt no unit of a non-empty plan runs none: the default call would run every test again.
  if (units.length === 0) {
    const first = settings.shard === undefined || settings.shard.index === 1;
    return first ? [{ id: 'default', label: 'default tests', request: { ...common } }] : [];
  }
  return callsFor(settings.shard ? dealShard(units, settings.shard) : units, common);
}

function mergeModels(file: TestPlanFile | undefined, fromInput: readonly string[]): string[] {
  if (!file) return [...fromInput];
  for (const name of fromInput) {
    const inFile = file.models.indexOf(name);
    // An error, not a silent dedupe: one of the two lists is then not what its author thinks.
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

/** The variant-A call first (it holds the first unit when it has one), then the models in order. */
function callsFor(units: readonly Unit[], common: ReturnType<typeof commonFields>): PlannedCall[] {
  const selections = units.flatMap((unit) => (unit.kind === 'tests' ? [unit.selection] : []));
  const modelCalls = units.flatMap((unit): PlannedCall[] => {
    if (unit.kind === 'tests') return [];
    const request: RunTestsRequestB = { ...common, modelName: unit.name, tests: [{}] };
    return [{ id: `model:${unit.name}`, label: `model ${unit.name}`, request }];
  });
  if (selections.length === 0) return modelCalls;
  return [
    { id: 'tests', label: labelFor(selections), request: { ...common, tests: selections } },
    ...modelCalls,
  ];
}

/** e.g. `column, table and project tests`, naming only the kinds the call holds. */
function labelFor(selections: readonly TestSelection[]): string {
  const kinds = (['column', 'table', 'project'] as const).filter((kind) =>
    selections.some((s) => s[`${kind}Tests`]),
  );
  const last = kinds.pop();
  return `${kinds.length > 0 ? `${kinds.join(', ')} and ${last}` : last} tests`;
}
