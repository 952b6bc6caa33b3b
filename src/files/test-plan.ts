/**
 * The test plan (`tests-file`). `tests` has the API's element shape, so a request body can be
 * pasted in; it is checked strictly here because the service would answer a typo only after other
 * calls had run. Beyond the API's rules, a plan never selects more or less than it says: an empty
 * list would fall back to every test, an element without columnTests or tableTests runs the whole
 * table, and a name listed twice is an error rather than a silent dedupe.
 */
import * as z from 'zod';
import type { TestSelection } from '../service/types.js';
import { fields, loadYamlFile, nonBlank, readWith } from './yaml.js';
import type { Path, YamlFile } from './yaml.js';

export type TestPlanFile = ReturnType<typeof parseTestPlan>;

export async function loadTestPlan(path: string): Promise<TestPlanFile> {
  return parseTestPlan(await loadYamlFile(path, 'tests-file'));
}

const ELEMENT_SHAPE = '{ source, table, columnTests, tableTests } or { projectTests }';
/** Keys people reach for when they put a model test into `tests`: they get a pointer to `models`. */
const MODEL_KEYS = new Set(['modelName', 'model', 'models', 'modelTests']);
const MODELS_HINT = 'model tests run in their own call: list the model under models (or in the models input)';

function name(what: string, missing = `${what} is empty`) {
  return nonBlank(what, missing, 'the name');
}

/** An empty list would select nothing, or everything. */
function list<T extends z.ZodType>(item: T, key: string, expected: string) {
  return z
    .array(item, {
      error: (iss) =>
        iss.input === null
          ? `${key} is empty: expected ${expected}`
          : `${key} must be ${expected}, got {got}`,
    })
    .min(1, `${key} is empty: list at least one item or remove the key`);
}

function namedTest(kind: string) {
  return fields({ name: name('name', `a ${kind} needs a name`) }, (_, key) =>
    key !== undefined
      ? `${key.said} in a ${kind}: expected only name`
      : `a ${kind} is { name: <test> }, got {got}`,
  );
}

const column = fields(
  {
    name: name('name', 'a columnTests item needs a name (the column)'),
    tests: list(namedTest('test'), 'tests', 'a list of { name } items').optional(),
  },
  (_, key) =>
    key !== undefined
      ? `${key.said} in a columnTests item: expected name and tests`
      : 'a columnTests item is { name: <column>, tests: [{ name: not_null }] }, got {got}',
).refine((col) => col.tests, 'this column needs tests, e.g. tests: [{ name: not_null }]');

/** Each message is placed on the key it is about. */
const element = fields(
  {
    source: name('source').optional(),
    table: name('table').optional(),
    columnTests: list(column, 'columnTests', 'a list of { name, tests } items').optional(),
    tableTests: list(namedTest('table test'), 'tableTests', 'a list of { name } items').optional(),
    projectTests: list(namedTest('project test'), 'projectTests', 'a list of { name } items').optional(),
  },
  (_, key) => {
    if (key === undefined) return `a tests element is ${ELEMENT_SHAPE}, got {got}`;
    return MODEL_KEYS.has(key.name ?? '')
      ? `${key.said} in a tests element: ${MODELS_HINT}`
      : `${key.said} in a tests element: expected source, table, columnTests, tableTests or projectTests`;
  },
).superRefine((el, ctx) => {
  const fail = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (el.projectTests) {
    const beside = (['source', 'table', 'columnTests', 'tableTests'] as const).find((k) => el[k]);
    if (beside)
      fail(
        [beside],
        `${beside} cannot be beside projectTests: give the project tests an element of their own`,
      );
  } else if (el.source === undefined && el.table === undefined) {
    if (el.columnTests) fail(['columnTests'], 'columnTests needs source and table');
    else if (el.tableTests) fail(['tableTests'], 'tableTests needs source and table');
    else fail([], 'a tests element needs source and table (with columnTests or tableTests), or projectTests');
  } else if (el.table === undefined || el.source === undefined) {
    const [given, missing] = el.table === undefined ? ['source', 'table'] : ['table', 'source'];
    fail([given], `${given} needs a ${missing}: source and table come together`);
  } else if (!el.columnTests && !el.tableTests) {
    fail([], 'this element selects no tests: add columnTests or tableTests');
  }
});

const plan = fields(
  {
    tests: list(element, 'tests', `a list of ${ELEMENT_SHAPE} elements`).optional(),
    models: list(name('model name'), 'models', 'a list of model names').optional(),
  },
  (iss, key) => {
    if (key === undefined)
      return iss.input === null || iss.input === undefined
        ? 'the test plan is empty: expected a map with tests and/or models'
        : 'a test plan is a map with tests and/or models, got {got}';
    return MODEL_KEYS.has(key.name ?? '')
      ? `${key.said}: a test plan has the keys tests and models (model names go under models)`
      : `${key.said}: a test plan has the keys tests and models`;
  },
).refine((p) => p.tests || p.models, 'the test plan selects nothing: give tests and/or models');

/**
 * `tests` are variant A, in file order, keys in the API's order; each of `models` becomes its own
 * variant-B call. `testLines` and `modelLines` have the same index as those.
 */
export function parseTestPlan(file: YamlFile) {
  const { value } = readWith(file, plan);
  refuseRepeats(file, value);
  const lineOf = (path: Path): number => file.at(path).line ?? 0;
  const tests = value.tests ?? [];
  const models = value.models ?? [];
  return {
    path: file.path,
    // The API's shape: every column has its tests (`column` says so).
    tests: tests as TestSelection[],
    models,
    testLines: tests.map((_, i) => lineOf(['tests', i])),
    modelLines: models.map((_, i) => lineOf(['models', i])),
  };
}

/** The second mention points at the line of the first, never at its name: names are the file's text. */
function refuseRepeats(file: YamlFile, value: z.output<typeof plan>): void {
  const once = (seen: Map<string, number>, key: string, path: Path, what: string): void => {
    const first = seen.get(key);
    if (first !== undefined)
      file.failAt(
        path,
        what === 'table'
          ? `this element's source and table repeat those of the element at line ${first}; merge the two elements`
          : `this ${what} repeats the one at line ${first}`,
      );
    seen.set(key, file.at(path).line ?? 0);
  };
  const namedOnce = (tests: Array<{ name: string }>, path: Path, what: string, seen = new Map()) =>
    tests.forEach((t, i) => once(seen, t.name, [...path, i, 'name'], what));
  const tables = new Map<string, number>();
  const projectTests = new Map<string, number>();
  (value.tests ?? []).forEach((el, i) => {
    const at = ['tests', i];
    if (el.projectTests)
      return namedOnce(el.projectTests, [...at, 'projectTests'], 'project test', projectTests);
    // Keyed by both names: "a.b"/"c" and "a"/"b.c" are different tables.
    const table = JSON.stringify([el.source, el.table]);
    once(tables, table, [...at, 'table'], 'table');
    const columns = new Map<string, number>();
    (el.columnTests ?? []).forEach((col, j) => {
      const path = [...at, 'columnTests', j];
      once(columns, col.name, [...path, 'name'], 'column');
      namedOnce(col.tests!, [...path, 'tests'], 'test');
    });
    namedOnce(el.tableTests ?? [], [...at, 'tableTests'], 'table test');
  });
  const models = new Map<string, number>();
  (value.models ?? []).forEach((model, i) => once(models, model, ['models', i], 'model'));
}
