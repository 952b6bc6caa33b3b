// A test-run body, checked as the service does: the shape of every element before any name is
// looked up in the fixture.
import { badRequest } from '../http.js';
import {
  type Json,
  allowOnly,
  describeType,
  expectObject,
  isPlainObject,
  optionalString,
  requiredArray,
  requiredInt64,
  requiredString,
} from '../validate.js';

const MIXED = 'A test-run request holds either model tests or other test types, never both';
const OTHER_TEST_FIELDS = ['source', 'table', 'columnTests', 'tableTests', 'projectTests'] as const;

export type Scope =
  | { kind: 'model'; modelName: string }
  | { kind: 'project' }
  | { kind: 'selected'; selections: ReturnType<typeof parseSelection>[] };

/** Neither columnTests nor tableTests: every test of the table. */
export type TableSelection = Exclude<ReturnType<typeof parseSelection>, { projectTests: string[] }>;

export function parseTestRunRequest(body: unknown) {
  const req = expectObject(body, 'request body');
  const isModelRun = req.modelName !== undefined;
  if (isModelRun && OTHER_TEST_FIELDS.some((k) => req[k] !== undefined)) throw badRequest(MIXED);
  allowOnly(req, ['fabricId', 'projectId', 'branch', 'version', 'tests', 'modelName']);

  const fabricId = requiredInt64(req, 'fabricId');
  const projectId = requiredString(req, 'projectId');
  const branch = optionalString(req, 'branch');
  const version = optionalString(req, 'version');
  const { tests } = req;
  let scope: Scope;
  if (isModelRun) {
    scope = { kind: 'model', modelName: requiredString(req, 'modelName') };
    // Variant B: `tests`, when present, is exactly `[{}]`.
    const list: unknown[] = Array.isArray(tests) ? tests : [];
    if (list.some((t) => isPlainObject(t) && OTHER_TEST_FIELDS.some((k) => k in t))) throw badRequest(MIXED);
    const empty = list.length === 1 && isPlainObject(list[0]) && Object.keys(list[0]).length === 0;
    if (tests !== undefined && !empty)
      throw badRequest('tests must be [{}] in a model test run (all tests of the model run)');
  } else if (tests === undefined) scope = { kind: 'project' };
  else {
    if (!Array.isArray(tests)) throw badRequest(`tests must be an array, not ${describeType(tests)}`);
    if (tests.length === 0)
      throw badRequest('tests must not be empty (omit it to run every test of the project)');
    scope = {
      kind: 'selected',
      selections: tests.map((element, i) => parseSelection(element, `tests[${i}]`)),
    };
  }
  return { fabricId, projectId, branch, version, scope };
}

function parseSelection(element: unknown, at: string) {
  const el = expectObject(element, at);
  if (el.modelName !== undefined) throw badRequest(`${at}: model tests are not allowed here; ${MIXED}`);
  allowOnly(el, OTHER_TEST_FIELDS, at);
  if (el.projectTests !== undefined) {
    if (['source', 'table', 'columnTests', 'tableTests'].some((k) => el[k] !== undefined))
      throw badRequest(
        `${at}: an element with projectTests carries no source, table, columnTests or tableTests`,
      );
    return { projectTests: namedList(el, 'projectTests', at) };
  }
  if ((el.source === undefined) !== (el.table === undefined))
    throw badRequest(`${at}: source and table must be given together`);
  if (el.source === undefined) {
    if (el.columnTests !== undefined || el.tableTests !== undefined)
      throw badRequest(`${at}: columnTests and tableTests need source and table`);
    throw badRequest(`${at} holds no tests`);
  }
  return {
    source: requiredString(el, 'source', at),
    table: requiredString(el, 'table', at),
    columnTests:
      el.columnTests === undefined
        ? undefined
        : requiredArray(el, 'columnTests', at).map((col, j) => {
            const cat = `${at}.columnTests[${j}]`;
            const c = expectObject(col, cat);
            allowOnly(c, ['name', 'tests'], cat);
            return { column: requiredString(c, 'name', cat), tests: namedList(c, 'tests', cat) };
          }),
    tableTests: el.tableTests === undefined ? undefined : namedList(el, 'tableTests', at),
  };
}

/** Every list of tests in the request is of `{name}` objects. */
function namedList(obj: Json, key: string, at: string): string[] {
  return requiredArray(obj, key, at).map((item, k) => {
    const iat = `${at}.${key}[${k}]`;
    const o = expectObject(item, iat);
    allowOnly(o, ['name'], iat);
    return requiredString(o, 'name', iat);
  });
}
