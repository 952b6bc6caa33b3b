/**
 * Fuzzing the test plan parser (tests-file): arbitrary text, and valid plans with mutations,
 * either parse into a plan that keeps the file's promises or fail with a one-line FileError on
 * a line of the file. A plan that parses is also checked: every element has the API's shape.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseTestPlan } from '../../src/files/test-plan.js';
import type { TestPlanFile } from '../../src/files/test-plan.js';
import { stringify } from 'yaml';
import { parseYamlText } from '../../src/files/yaml.js';
import {
  CONTROL,
  PARSER_RUNS,
  arbitraryName,
  arbitraryText,
  lineCount,
  mutatedYaml,
  parsedOrFileError,
  EDGE_TEXTS,
} from './fuzz-support.js';

const PATH = 'ci/tests.yml';
/** The only errors about the file as a whole: an empty plan. */
const WHOLE_FILE = [/^the test plan is empty: expected a map with tests and\/or models$/];
/**
 * Texts that broke a property of this parser when the suite was written (see the report):
 * an alias to no anchor lost the line, and a quoted value or key with a line break made a
 * two-line message.
 */
const KNOWN = [
  'models:\n  - *a\n',
  'tests:\n  - *x\n',
  'tests: "a\\nb"\n',
  'tests:\n  - source: raw\n    table: t\n    "col\\numnTests": []\n',
  'tests:\n  - source: raw\n    table: customers\n    columnTests:\n      - name: email\n        tests: [{ name: not_null }]\n',
];
const KEYWORDS = [
  'tests',
  'models',
  'source',
  'table',
  'columnTests',
  'tableTests',
  'projectTests',
  'name',
  'modelName',
  'raw',
  'customers',
  'not_null',
];

const name = arbitraryName(['raw', 'customers', 'orders', 'email', 'not_null', 'unique', 'stg_orders']);
const named = fc.record({ name });
const tableElement = fc
  .record(
    {
      source: name,
      table: name,
      columnTests: fc.array(fc.record({ name, tests: fc.array(named, { minLength: 1, maxLength: 3 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      tableTests: fc.array(named, { minLength: 1, maxLength: 2 }),
    },
    { requiredKeys: ['source', 'table'] },
  )
  .filter((element) => element.columnTests !== undefined || element.tableTests !== undefined);
const projectElement = fc.record({ projectTests: fc.array(named, { minLength: 1, maxLength: 3 }) });
const validPlan = fc.record(
  {
    tests: fc.array(fc.oneof(tableElement, projectElement), { minLength: 1, maxLength: 4 }),
    models: fc.array(name, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: [] },
);

function parse(text: string): { value: TestPlanFile } | { error: unknown } {
  return parsedOrFileError(() => parseTestPlan(parseYamlText(PATH, text)), PATH, text, WHOLE_FILE);
}

/** What a parsed plan promises: the API's element shapes, names as non-empty strings, lines in the file. */
function expectWellFormed(plan: TestPlanFile, text: string): void {
  const isName = (value: unknown): boolean =>
    typeof value === 'string' && value.trim() !== '' && !CONTROL.test(value);
  expect(plan.path).toBe(PATH);
  expect(plan.tests.length + plan.models.length).toBeGreaterThan(0);
  expect(plan.testLines).toHaveLength(plan.tests.length);
  expect(plan.modelLines).toHaveLength(plan.models.length);
  for (const line of [...plan.testLines, ...plan.modelLines]) {
    expect(line).toBeGreaterThanOrEqual(1);
    expect(line).toBeLessThanOrEqual(lineCount(text));
  }
  expect(plan.models.every(isName)).toBe(true);
  expect(new Set(plan.models).size).toBe(plan.models.length);
  for (const element of plan.tests) {
    if (element.projectTests) {
      expect(Object.keys(element)).toEqual(['projectTests']);
      expect(element.projectTests.length).toBeGreaterThan(0);
      expect(element.projectTests.every((t) => isName(t.name))).toBe(true);
      continue;
    }
    expect(isName(element.source) && isName(element.table)).toBe(true);
    expect(Boolean(element.columnTests?.length) || Boolean(element.tableTests?.length)).toBe(true);
    for (const column of element.columnTests ?? []) {
      expect(
        isName(column.name) && column.tests.length > 0 && column.tests.every((t) => isName(t.name)),
      ).toBe(true);
    }
    expect((element.tableTests ?? []).every((t) => isName(t.name))).toBe(true);
  }
}

describe('test plan parser under fuzzing', () => {
  it.each(KNOWN)('%j: a value or a one-line FileError on a line of the file', (text) => {
    parse(text);
  });

  it('arbitrary text: a plan or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(arbitraryText(KEYWORDS), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS, examples: EDGE_TEXTS.map((text) => [text]) },
    );
  });

  it('valid plans, block or flow style, parse into exactly their tests and models', () => {
    fc.assert(
      fc.property(validPlan, fc.boolean(), (doc: Plan, flow) => {
        const text = stringify(doc, flow ? { collectionStyle: 'flow' } : undefined);
        const result = parse(text);
        if (refusedOnPurpose(doc)) {
          expect('error' in result).toBe(true);
          expect((result as { error: Error }).error.message).toMatch(
            / repeats? (the one|those of the element) at line \d+| is empty$| holds the control character U\+[0-9A-F]{4}(,|$)|^ci\/tests\.yml:1: the test plan selects nothing: give tests and\/or models$/,
          );
          return;
        }
        if ('error' in result) throw result.error;
        expectWellFormed(result.value, text);
        expect(result.value.tests).toEqual(doc.tests ?? []);
        expect(result.value.models).toEqual(doc.models ?? []);
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('valid plans with a mutation: a plan or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(mutatedYaml(validPlan), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS },
    );
  });
});

type Plan = { tests?: Array<Record<string, unknown>>; models?: string[] };

/** A name given twice where the plan refuses it, a blank name or one with a control character: the parser must say so. */
function refusedOnPurpose(doc: Plan): boolean {
  const names = (list: unknown): string[] =>
    ((list as Array<{ name: string }> | undefined) ?? []).map((t) => t.name);
  const repeats = (list: string[]): boolean => new Set(list).size !== list.length;
  const all: string[] = [...(doc.models ?? [])];
  const tables: string[] = [];
  const projectTests: string[] = [];
  let refused = repeats(doc.models ?? []);
  for (const element of doc.tests ?? []) {
    if (element.projectTests) {
      projectTests.push(...names(element.projectTests));
      continue;
    }
    tables.push(JSON.stringify([element.source, element.table]));
    all.push(element.source as string, element.table as string);
    const columns = (element.columnTests as Array<{ name: string; tests: unknown }> | undefined) ?? [];
    refused ||= repeats(columns.map((c) => c.name)) || repeats(names(element.tableTests));
    for (const column of columns) {
      all.push(column.name, ...names(column.tests));
      refused ||= repeats(names(column.tests));
    }
    all.push(...names(element.tableTests));
  }
  all.push(...projectTests);
  const empty = doc.tests === undefined && doc.models === undefined;
  const badName = (n: string) => n.trim() === '' || CONTROL.test(n);
  return empty || refused || repeats(tables) || repeats(projectTests) || all.some(badName);
}
