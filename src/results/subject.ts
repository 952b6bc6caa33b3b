/**
 * What a test result is about. A result carries its table but not its source, so the source comes
 * from the request that ran it or else the sources file. Every report names tests through here.
 */
import type { TestResult } from '../service/types.js';
import type { SourcesIndex } from '../files/sources.js';
import type { PlannedCall } from './model.js';
import { modelOf } from './model.js';

export interface TestSubject {
  kind: 'column' | 'table' | 'project' | 'model';
  source?: string;
  /** Empty for a project test. */
  table: string;
  /** Empty for table, project and most model tests. */
  column: string;
  /** The model of a variant-B call. */
  model?: string;
}

/** Per call: table → source, built once so lookups stay O(1). */
const requestSources = new WeakMap<PlannedCall, Map<string, string>>();

function sourceInRequest(call: PlannedCall, table: string): string | undefined {
  let map = requestSources.get(call);
  if (!map) {
    map = new Map();
    const tests = 'modelName' in call.request ? undefined : call.request.tests;
    for (const element of tests ?? []) {
      if (element.source && element.table && !map.has(element.table)) map.set(element.table, element.source);
    }
    requestSources.set(call, map);
  }
  return map.get(table);
}

export function subjectOf(call: PlannedCall, result: TestResult, sources?: SourcesIndex): TestSubject {
  const { table, columnName: column } = result;
  const model = modelOf(call);
  if (model !== undefined) return { kind: 'model', table: table || model, column, model };
  if (table === '') return { kind: 'project', table: '', column: '' };
  const source = sourceInRequest(call, table) ?? sources?.sourceOf(table);
  return { kind: column ? 'column' : 'table', source, table, column };
}

/** `raw.customers`, `project`, `model fct_revenue` (or `model fct_revenue: other_table`). */
function tableLabel({ kind, source, table, model }: TestSubject): string {
  if (kind === 'project') return 'project';
  if (kind !== 'model') return source ? `${source}.${table}` : table;
  return table === model ? `model ${model}` : `model ${model}: ${table}`;
}

/** `raw.customers.email`, `raw.orders`, `project`, `model fct_revenue.amount`. */
export function placeLabel(subject: TestSubject): string {
  const table = tableLabel(subject);
  return subject.column ? `${table}.${subject.column}` : table;
}

/** `raw.orders.amount · not_null`, `model fct_revenue · revenue_matches_orders`. */
export function testLabel(subject: TestSubject, name: string): string {
  return `${placeLabel(subject)} · ${name}`;
}

/** JUnit's classname: `source.table`, `project`, `model.<name>` (`model.<name>.<table>`). */
export function junitClassName(subject: TestSubject): string {
  const { kind, table, model } = subject;
  if (kind !== 'model') return tableLabel(subject);
  return table === model ? `model.${model}` : `model.${model}.${table}`;
}
