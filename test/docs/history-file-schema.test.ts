/**
 * docs/history-file.schema.json is the reader's zod schema as JSON Schema (z.toJSONSchema): one
 * source, so the published document and what the action reads cannot disagree. The file is
 * written by this test when WRITE_SCHEMA=1 (npm run schema) and compared otherwise.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod';
import { historyFileSchema, historyTest, historyTestProblem } from '../../src/results/history-format.js';
import { historyFileChunks } from '../../src/results/write-history.js';
import type { History } from '../../src/results/test-history.js';
import { HISTORY_SCHEMA_PATH, historyFileProblems } from '../helpers/history-schema.js';

const generated = `${JSON.stringify(
  {
    title: 'History file of the orchestration action (input history-file)',
    ...z.toJSONSchema(historyFileSchema),
  },
  null,
  2,
)}\n`;

const HISTORY: History = {
  projectId: 'retail-analytics',
  fabricId: 10740,
  runs: [
    {
      id: '4242',
      attempt: 1,
      sha: 'c0ffee00'.repeat(5),
      url: 'https://github.com/acme/data/actions/runs/4242',
      time: '2026-11-28T10:00:00.000Z',
      branch: 'main',
    },
    { id: '4250', attempt: 2, sha: 'ba5e0000'.repeat(5), time: '2026-11-29T10:00:00.000Z' },
  ],
  tests: new Map([
    ['a', { model: '', table: 'customers', columnName: 'email', name: 'unique', outcomes: 'PF' }],
    ['b', { model: 'fct_revenue', table: 'fct_revenue', columnName: '', name: 'matches', outcomes: '-E' }],
  ]),
};

const written = (history: History) => JSON.parse([...historyFileChunks(history)].join('')) as unknown;

describe('docs/history-file.schema.json', () => {
  test('is the zod schema of the reader, as JSON Schema (npm run schema rewrites it)', () => {
    if (process.env.WRITE_SCHEMA === '1') writeFileSync(HISTORY_SCHEMA_PATH, generated);
    expect(readFileSync(HISTORY_SCHEMA_PATH, 'utf8')).toBe(generated);
  });

  test('takes the file the action writes', () => {
    expect(historyFileProblems(written(HISTORY))).toEqual([]);
    expect(historyFileProblems(written({ ...HISTORY, runs: [], tests: new Map() }))).toEqual([]);
  });

  test('refuses what the reader refuses', () => {
    const file = written(HISTORY) as { tests: string[][]; formatVersion: unknown; runs: unknown[] };
    file.tests[0]![4] = 'PX';
    expect(historyFileProblems(file)).toEqual(['/tests/0/4: must match pattern "^[PFEO-]*$"']);
    file.tests[0]![4] = 'PF';
    file.formatVersion = 2;
    expect(historyFileProblems(file)).toEqual(['/formatVersion: must be equal to constant']);
    file.formatVersion = 1;
    file.runs = Array.from({ length: 501 }, () => HISTORY.runs[1]);
    expect(historyFileProblems(file)).toEqual(['/runs: must NOT have more than 500 items']);
  });
});

describe("the reader's check of a test, by hand for speed", () => {
  test.each<[string, unknown]>([
    ['a test', ['', 'customers', 'email', 'unique', 'PF-OE']],
    ['a test that never ran yet', ['m', 'm', '', 'x', '']],
    ['a letter it does not know', ['', 't', '', 'n', 'PX']],
    ['four parts', ['', 't', '', 'PF']],
    ['six parts', ['', 't', '', 'n', 'PF', 'extra']],
    ['a number', ['', 't', '', 'n', 1]],
    ['null', null],
    ['an object', { 0: '', 1: 't', 2: '', 3: 'n', 4: 'P' }],
  ])('agrees with the schema the docs publish: %s', (_, entry) => {
    expect(historyTestProblem(entry) === undefined).toBe(historyTest.safeParse(entry).success);
  });
});
