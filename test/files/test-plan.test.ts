import { describe, expect, test } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileError } from '../../src/common/errors.js';
import { loadTestPlan } from '../../src/files/test-plan.js';
import { tempDir } from '../helpers/temp-dir.js';

const DIR = 'test/fixtures/test-plans';

async function failure(name: string): Promise<FileError> {
  const error = await loadTestPlan(`${DIR}/${name}`).then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(error instanceof FileError))
    throw new Error(`expected a FileError from ${name}, got ${String(error)}`);
  return error;
}

describe('loadTestPlan: valid plans', () => {
  test('reads every accepted shape, in the API key order, with lines', async () => {
    expect(await loadTestPlan(`${DIR}/valid-full.yml`)).toStrictEqual({
      path: `${DIR}/valid-full.yml`,
      tests: [
        {
          source: 'raw',
          table: 'customers',
          columnTests: [
            { name: 'email', tests: [{ name: 'not_null' }, { name: 'unique' }] },
            { name: 'customer_id', tests: [{ name: 'not_null' }] },
          ],
        },
        {
          source: 'raw',
          table: 'orders',
          columnTests: [{ name: 'amount', tests: [{ name: 'not_null' }] }],
          tableTests: [{ name: 'row_count_positive' }],
        },
        { source: '2024', table: 'orders', tableTests: [{ name: 'row_count_positive' }] },
        { projectTests: [{ name: 'revenue_reconciles' }] },
      ],
      models: ['stg_orders', 'fct_revenue'],
      testLines: [3, 11, 18, 21],
      modelLines: [24, 25],
    });
  });

  test('keeps the key order of the API even when the file orders keys differently', async () => {
    const plan = await loadTestPlan(`${DIR}/valid-full.yml`);
    expect(Object.keys(plan.tests[1]!)).toEqual(['source', 'table', 'columnTests', 'tableTests']);
  });

  test('a plan of models only', async () => {
    expect(await loadTestPlan(`${DIR}/valid-models-only.yml`)).toStrictEqual({
      path: `${DIR}/valid-models-only.yml`,
      tests: [],
      models: ['stg_orders'],
      testLines: [],
      modelLines: [1],
    });
  });

  test('follows YAML aliases', async () => {
    const plan = await loadTestPlan(`${DIR}/valid-aliases.yml`);
    expect(plan.tests).toStrictEqual([
      {
        source: 'raw',
        table: 'customers',
        columnTests: [
          { name: 'email', tests: [{ name: 'not_null' }, { name: 'unique' }] },
          { name: 'customer_id', tests: [{ name: 'not_null' }, { name: 'unique' }] },
        ],
      },
    ]);
  });

  test('the example plan of the repository parses', async () => {
    const plan = await loadTestPlan('examples/retail/tests.yml');
    expect(plan.tests.map((t) => t.table ?? 'project')).toEqual(['customers', 'orders', 'project']);
    expect(plan.models).toEqual(['stg_orders', 'fct_revenue']);
  });
});

// Each mistake: the one line the step fails with, naming file, line and key.
const ERRORS: Array<[file: string, line: number | undefined, reason: string]> = [
  ['empty.yml', undefined, 'the test plan is empty: expected a map with tests and/or models'],
  ['not-a-map.yml', 1, 'a test plan is a map with tests and/or models, got a list'],
  ['nothing-selected.yml', 1, 'the test plan selects nothing: give tests and/or models'],
  [
    'unknown-top-key.yml',
    3,
    'unknown key "model": a test plan has the keys tests and models (model names go under models)',
  ],
  ['unknown-top-key-other.yml', 3, 'unknown key "fabric": a test plan has the keys tests and models'],
  ['tests-empty-list.yml', 1, 'tests is empty: list at least one item or remove the key'],
  [
    'tests-null.yml',
    1,
    'tests is empty: expected a list of { source, table, columnTests, tableTests } or { projectTests } elements',
  ],
  [
    'tests-string.yml',
    1,
    'tests must be a list of { source, table, columnTests, tableTests } or { projectTests } elements, got a string',
  ],
  [
    'element-scalar.yml',
    2,
    'a tests element is { source, table, columnTests, tableTests } or { projectTests }, got a string',
  ],
  [
    'element-unknown-key.yml',
    4,
    'unknown key "columnTest" in a tests element: expected source, table, columnTests, tableTests or projectTests',
  ],
  [
    'element-model-name.yml',
    5,
    'unknown key "modelName" in a tests element: model tests run in their own call: list the model under models (or in the models input)',
  ],
  ['source-without-table.yml', 2, 'source needs a table: source and table come together'],
  ['table-without-source.yml', 2, 'table needs a source: source and table come together'],
  [
    'project-tests-beside-source.yml',
    2,
    'source cannot be beside projectTests: give the project tests an element of their own',
  ],
  [
    'project-tests-beside-table-tests.yml',
    4,
    'tableTests cannot be beside projectTests: give the project tests an element of their own',
  ],
  [
    'element-empty-map.yml',
    2,
    'a tests element needs source and table (with columnTests or tableTests), or projectTests',
  ],
  ['column-tests-without-source.yml', 2, 'columnTests needs source and table'],
  ['no-column-or-table-tests.yml', 2, 'this element selects no tests: add columnTests or tableTests'],
  [
    'duplicate-table.yml',
    9,
    "this element's source and table repeat those of the element at line 3; merge the two elements",
  ],
  ['duplicate-column.yml', 9, 'this column repeats the one at line 5'],
  ['duplicate-column-test.yml', 9, 'this test repeats the one at line 7'],
  ['duplicate-table-test.yml', 6, 'this table test repeats the one at line 5'],
  ['duplicate-project-test.yml', 6, 'this project test repeats the one at line 3'],
  ['duplicate-model.yml', 4, 'this model repeats the one at line 2'],
  ['plain-string-test.yml', 6, 'a test is { name: <test> }, got a string'],
  ['plain-string-table-test.yml', 5, 'a table test is { name: <test> }, got a string'],
  [
    'plain-string-column.yml',
    5,
    'a columnTests item is { name: <column>, tests: [{ name: not_null }] }, got a string',
  ],
  ['column-tests-string.yml', 4, 'columnTests must be a list of { name, tests } items, got a string'],
  ['empty-column-tests.yml', 4, 'columnTests is empty: list at least one item or remove the key'],
  ['column-without-tests.yml', 5, 'this column needs tests, e.g. tests: [{ name: not_null }]'],
  ['column-without-name.yml', 5, 'a columnTests item needs a name (the column)'],
  ['column-unknown-key.yml', 7, 'unknown key "severity" in a columnTests item: expected name and tests'],
  ['test-unknown-key.yml', 6, 'unknown key "severity" in a table test: expected only name'],
  ['number-as-name.yml', 3, 'table must be a string, got a number (write it in quotes if it is the name)'],
  [
    'boolean-as-test-name.yml',
    3,
    'name must be a string, got true or false (write it in quotes if it is the name)',
  ],
  ['empty-name.yml', 5, 'name is empty'],
  ['null-name.yml', 5, 'name is empty'],
  ['model-number.yml', 3, 'model name must be a string, got a number (write it in quotes if it is the name)'],
  ['model-map.yml', 2, 'model name must be a string, got a map'],
  ['models-string.yml', 1, 'models must be a list of model names, got a string'],
  ['duplicate-key.yml', 4, 'this key repeats the key at line 3'],
];

describe('loadTestPlan: every mistake is one line naming file and line', () => {
  test.each(ERRORS)('%s', async (name, line, reason) => {
    const error = await failure(name);
    const where = line === undefined ? `${DIR}/${name}` : `${DIR}/${name}:${line}`;
    expect(error.message).toBe(`${where}: ${reason}`);
    expect(error.file).toBe(`${DIR}/${name}`);
    expect(error.line).toBe(line);
  });

  /** A key indented between the item's `-` and its first key. */
  const NOT_AN_ITEM =
    'expected a list item (`- ...`) here, found a line without its `-`: a key of the item above belongs in the column of its first key';

  test('a YAML syntax error (written at run time: prettier cannot format a broken fixture)', async () => {
    const dir = tempDir('test-plan-');
    const path = join(dir, 'broken.yml');
    await writeFile(path, 'tests:\n  - source: raw\n   table: orders\n');
    await expect(loadTestPlan(path)).rejects.toThrow(new FileError(path, 3, `invalid YAML: ${NOT_AN_ITEM}`));
    expect(await loadTestPlan(path).catch((e: Error) => e.message)).toBe(
      `${path}:3: invalid YAML: ${NOT_AN_ITEM}`,
    );
  });

  test('a missing file', async () => {
    expect((await failure('no-such-plan.yml')).message).toBe(`${DIR}/no-such-plan.yml: file not found`);
  });
});

describe('loadTestPlan: names are sent exactly as written, or the plan is refused', () => {
  async function planError(name: string, content: string | Buffer): Promise<string> {
    const dir = tempDir('test-plan-');
    const path = join(dir, name);
    await writeFile(path, content);
    return await loadTestPlan(path).then(
      () => 'no error',
      (err: Error) => err.message.replace(`${dir}/`, ''),
    );
  }

  test('a model name that is not UTF-8 is refused on its line, instead of being sent as "caf\ufffd"', async () => {
    expect(
      await planError('latin1.yml', Buffer.from('models:\n  - stg_orders\n  - caf\u00e9\n', 'latin1')),
    ).toBe(
      'latin1.yml:3: is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8',
    );
  });

  test.each([
    [
      'a NUL in a model name',
      'models:\n  - "stg\\0orders"\n',
      'nul.yml:2: model name holds the control character U+0000',
    ],
    [
      'a line break in a table name',
      'tests:\n  - source: raw\n    table: "orders\\n::warning::x"\n    tableTests: [{ name: t }]\n',
      'nul.yml:3: table holds the control character U+000A',
    ],
    [
      'a custom tag on a name',
      'tests:\n  - source: !src raw\n    table: orders\n    tableTests: [{ name: t }]\n',
      "nul.yml:2: a tag that is not one of YAML's standard tags: only those are read (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)",
    ],
    [
      'a number given by a standard tag',
      'models:\n  - !!int "42"\n',
      'nul.yml:2: model name must be a string, got a number (write it in quotes if it is the name)',
    ],
  ])('%s', async (_what, text, message) => {
    expect(await planError('nul.yml', text)).toBe(message);
  });

  test('a standard string tag gives the name as written', async () => {
    const dir = tempDir('test-plan-');
    await writeFile(join(dir, 'tagged.yml'), 'models:\n  - !!str 0012\n');
    expect((await loadTestPlan(join(dir, 'tagged.yml'))).models).toEqual(['0012']);
  });
});
