// Which fixture tests a run runs, in the service's order. A test with `branches` exists on those
// only: elsewhere it is neither run nor found by name.
import type { GeneratedTests, TestSpec } from '../fixture-schema.js';
import { badRequest } from '../http.js';
import type { ProjectRecord } from '../state.js';
import type { Scope, TableSelection } from './request.js';

/** `location` is shown in the runner log, e.g. `raw.customers.email`. */
export type Planned = ReturnType<typeof planned>;

function planned(spec: TestSpec, table: string, columnName: string, location: string) {
  return { name: spec.name, table, columnName, location, spec };
}

type FixtureTable = ProjectRecord['sources'][number]['tables'][number];

/** In a model run, the generated tests follow the fixture's. */
export function selectTests(
  project: ProjectRecord,
  scope: Scope,
  branch: string,
): { tests: Planned[]; generated?: { model: string; spec: GeneratedTests } } {
  const onBranch = (t: TestSpec): boolean => t.branches === undefined || t.branches.includes(branch);
  /** Those named, each found on this branch or refused; with no names, all that exist on it. */
  const pick = (specs: TestSpec[], names: string[] | undefined, what: string, place: string): TestSpec[] =>
    names === undefined
      ? specs.filter(onBranch)
      : names.map((name) => {
          const spec = specs.find((t) => t.name === name && onBranch(t));
          if (!spec) throw badRequest(`${what} ${name} not found ${place}`);
          return spec;
        });
  const projectTests = (names?: string[]) =>
    pick(project.projectTests, names, 'Project test', `in project ${project.id}`).map((spec) =>
      planned(spec, '', '', 'project'),
    );

  /** Column tests, then table tests: those named, or all when none are. */
  const tableTests = (source: string, table: FixtureTable, selection: Partial<TableSelection>) => {
    const where = `${source}.${table.name}`;
    const all = selection.columnTests === undefined && selection.tableTests === undefined;
    // Every column named is looked up before any of their tests.
    const columns = all
      ? table.columns.map((column) => ({ column, names: undefined }))
      : (selection.columnTests ?? []).map(({ column: name, tests }) => {
          const column = table.columns.find((c) => c.name === name);
          if (!column) throw badRequest(`Column ${name} not found in table ${where}`);
          return { column, names: tests };
        });
    return [
      ...columns.flatMap(({ column, names }) =>
        pick(column.tests, names, 'Test', `on column ${where}.${column.name}`).map((spec) =>
          planned(spec, table.name, column.name, `${where}.${column.name}`),
        ),
      ),
      ...pick(table.tests, all ? undefined : (selection.tableTests ?? []), 'Test', `on table ${where}`).map(
        (spec) => planned(spec, table.name, '', where),
      ),
    ];
  };

  switch (scope.kind) {
    case 'model': {
      const model = project.models.find((m) => m.name === scope.modelName);
      if (!model) throw badRequest(`Model ${scope.modelName} not found in project ${project.id}`);
      const tests = model.tests.filter(onBranch).map((spec) => planned(spec, model.name, '', model.name));
      const { generatedTests } = model;
      return generatedTests ? { tests, generated: { model: model.name, spec: generatedTests } } : { tests };
    }
    case 'project':
      // In the order the project defines them.
      return {
        tests: [
          ...project.sources.flatMap((source) =>
            source.tables.flatMap((table) => tableTests(source.name, table, {})),
          ),
          ...projectTests(),
        ],
      };
    case 'selected':
      // Element by element, in request order.
      return {
        tests: scope.selections.flatMap((selection) => {
          if ('projectTests' in selection) return projectTests(selection.projectTests);
          const source = project.sources.find((s) => s.name === selection.source);
          if (!source) throw badRequest(`Source ${selection.source} not found in project ${project.id}`);
          const table = source.tables.find((t) => t.name === selection.table);
          if (!table) throw badRequest(`Table ${selection.table} not found in source ${source.name}`);
          return tableTests(source.name, table, selection);
        }),
      };
  }
}
