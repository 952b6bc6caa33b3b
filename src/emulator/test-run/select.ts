// Which fixture tests a run runs, in the service's order. A test with `branches` exists on those
// only: elsewhere it is neither run nor found by name.
import type { GeneratedTests, TestSpec } from '../fixture-schema.js';
import { badRequest } from '../http.js';
import type { ProjectRecord } from '../state.js';
import type { Scope, Selection, TableSelection } from './request.js';

export interface Planned {
  name: string;
  table: string;
  columnName: string;
  /** Shown in the runner log, e.g. `raw.customers.email`. */
  location: string;
  spec: TestSpec;
}

/** In a model run, the generated tests follow the fixture's. */
export interface Selected {
  tests: Planned[];
  generated?: { model: string; spec: GeneratedTests };
}

type FixtureTable = ProjectRecord['sources'][number]['tables'][number];

export function selectTests(project: ProjectRecord, scope: Scope, branch: string): Selected {
  switch (scope.kind) {
    case 'model':
      return modelTests(project, scope.modelName, branch);
    case 'project':
      return { tests: everyTest(project, branch) };
    case 'selected':
      // Element by element, in request order.
      return { tests: scope.selections.flatMap((selection) => selected(project, selection, branch)) };
  }
}

function onBranch(spec: TestSpec, branch: string): boolean {
  return spec.branches === undefined || spec.branches.includes(branch);
}

function named(specs: TestSpec[], name: string, branch: string): TestSpec | undefined {
  return specs.find((t) => t.name === name && onBranch(t, branch));
}

function modelTests(project: ProjectRecord, modelName: string, branch: string): Selected {
  const model = project.models.find((m) => m.name === modelName);
  if (!model) throw badRequest(`Model ${modelName} not found in project ${project.id}`);
  const tests = model.tests
    .filter((spec) => onBranch(spec, branch))
    .map((spec) => ({ name: spec.name, table: model.name, columnName: '', location: model.name, spec }));
  return model.generatedTests
    ? { tests, generated: { model: model.name, spec: model.generatedTests } }
    : { tests };
}

/** In the order the project defines them. */
function everyTest(project: ProjectRecord, branch: string): Planned[] {
  const tests: Planned[] = [];
  for (const source of project.sources)
    for (const table of source.tables) tests.push(...tableTests(source.name, table, {}, branch));
  for (const spec of project.projectTests) if (onBranch(spec, branch)) tests.push(projectTest(spec));
  return tests;
}

function selected(project: ProjectRecord, selection: Selection, branch: string): Planned[] {
  if ('projectTests' in selection)
    return selection.projectTests.map((name) => {
      const spec = named(project.projectTests, name, branch);
      if (!spec) throw badRequest(`Project test ${name} not found in project ${project.id}`);
      return projectTest(spec);
    });
  const source = project.sources.find((s) => s.name === selection.source);
  if (!source) throw badRequest(`Source ${selection.source} not found in project ${project.id}`);
  const table = source.tables.find((t) => t.name === selection.table);
  if (!table) throw badRequest(`Table ${selection.table} not found in source ${source.name}`);
  return tableTests(source.name, table, selection, branch);
}

/** Column tests, then table tests: those named, or all when none are. */
function tableTests(
  sourceName: string,
  table: FixtureTable,
  { columnTests, tableTests: tableTestNames }: Pick<TableSelection, 'columnTests' | 'tableTests'>,
  branch: string,
): Planned[] {
  const where = `${sourceName}.${table.name}`;
  const all = columnTests === undefined && tableTestNames === undefined;
  const out: Planned[] = [];
  // Every column named is looked up before any of their tests.
  const columns = all
    ? table.columns.map((column) => ({ column, names: namesOnBranch(column.tests, branch) }))
    : (columnTests ?? []).map(({ column: name, tests }) => {
        const column = table.columns.find((c) => c.name === name);
        if (!column) throw badRequest(`Column ${name} not found in table ${where}`);
        return { column, names: tests };
      });
  for (const { column, names } of columns)
    for (const name of names) {
      const spec = named(column.tests, name, branch);
      if (!spec) throw badRequest(`Test ${name} not found on column ${where}.${column.name}`);
      const location = `${where}.${column.name}`;
      out.push({ name, table: table.name, columnName: column.name, location, spec });
    }
  for (const name of all ? namesOnBranch(table.tests, branch) : (tableTestNames ?? [])) {
    const spec = named(table.tests, name, branch);
    if (!spec) throw badRequest(`Test ${name} not found on table ${where}`);
    out.push({ name, table: table.name, columnName: '', location: where, spec });
  }
  return out;
}

function namesOnBranch(specs: TestSpec[], branch: string): string[] {
  return specs.filter((t) => onBranch(t, branch)).map((t) => t.name);
}

function projectTest(spec: TestSpec): Planned {
  return { name: spec.name, table: '', columnName: '', location: 'project', spec };
}
