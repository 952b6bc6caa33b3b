/**
 * Fuzzing the sources file reader (sources-file, used to place annotations): arbitrary text, and
 * valid dbt-like sources files with mutations, either give an index or fail with a one-line
 * FileError on a line of the file (the flow turns that into a warning). Whatever the index, a
 * lookup never throws and only ever answers a line of the file.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { SourcesFileInvalid, loadSourcesIndex } from '../../src/files/sources.js';
import type { SourcesIndex, TestQuery } from '../../src/files/sources.js';
import {
  PARSER_RUNS,
  arbitraryName,
  arbitraryText,
  lineCount,
  mutatedYaml,
  parsedOrFileError,
  EDGE_TEXTS,
} from './fuzz-support.js';
import { tempDir } from '../helpers/temp-dir.js';

const PATH = 'platform-sources/sources.yml';
/**
 * Every error of the sources file names a line (a file that is not a map: its first line), but
 * one about its encoding as a whole.
 */
const WHOLE_FILE: RegExp[] = [/^is encoded as UTF-(16|32): save it as UTF-8$/];
/** Shapes the reader skips on purpose (it is lenient): they must give an index, never a crash. */
const KNOWN = [
  'sources: {}\n',
  'sources:\n  - name: raw\n    tables: [7, ~, { name: t, columns: [{ name: c, tests: [{}] }] }]\n',
  'sources:\n  - *a\n',
];
const KEYWORDS = ['sources', 'tables', 'columns', 'tests', 'data_tests', 'name', 'project_tests', 'unique'];

const name = arbitraryName(['raw', 'customers', 'orders', 'email', 'order_id']);
const test = fc.oneof(
  fc.constantFrom('unique', 'not_null'),
  fc.record({ name }),
  fc.record({ accepted_values: fc.record({ values: fc.array(name, { maxLength: 3 }) }) }),
  fc.record({ relationships: fc.record({ name, to: fc.constant("ref('x')") }) }),
);
/** Names unique in their list, ignoring case (the lookup folds case, as warehouses do). */
function uniqueByName<T extends { name: string }>(
  item: fc.Arbitrary<T>,
  maxLength: number,
): fc.Arbitrary<T[]> {
  return fc.uniqueArray(item, { maxLength, selector: (x) => x.name.toLowerCase() });
}

const validSources = fc.record(
  {
    version: fc.constant(2),
    sources: uniqueByName(
      fc.record({
        name,
        tables: uniqueByName(
          fc.record(
            {
              name,
              columns: uniqueByName(fc.record({ name, tests: fc.array(test, { maxLength: 3 }) }), 3),
              tests: fc.array(test, { maxLength: 2 }),
              data_tests: fc.array(test, { maxLength: 2 }),
            },
            { requiredKeys: ['name'] },
          ),
          3,
        ),
      }),
      3,
    ),
    project_tests: fc.array(test, { maxLength: 2 }),
  },
  { requiredKeys: ['sources'] },
);

const query: fc.Arbitrary<TestQuery> = fc.record(
  {
    source: fc.oneof(name, fc.constant('')),
    table: fc.oneof(name, fc.constant('')),
    column: name,
    test: name,
  },
  { requiredKeys: ['table', 'test'] },
);

let workspace: string;
beforeAll(() => {
  workspace = tempDir('fuzz-sources-');
  mkdirSync(join(workspace, 'platform-sources'));
});

/** Writes the text as the workspace's sources file and reads it as the flow does. */
async function load(text: string): Promise<{ value: SourcesIndex | undefined } | { error: unknown }> {
  writeFileSync(join(workspace, PATH), text);
  let loaded: SourcesIndex | undefined;
  let failure: unknown;
  try {
    loaded = await loadSourcesIndex({ sourcesFile: PATH, workspace });
  } catch (error) {
    failure = error;
  }
  return parsedOrFileError(
    () => {
      if (failure !== undefined) throw failure;
      return loaded;
    },
    PATH,
    text,
    WHOLE_FILE,
  );
}

async function check(text: string, queries: TestQuery[]): Promise<void> {
  const result = await load(text);
  if ('error' in result) {
    // Only "this file cannot be used" errors: the flow warns and goes on without annotations.
    expect(result.error).toBeInstanceOf(SourcesFileInvalid);
    return;
  }
  const index = result.value!;
  expect(index.file).toBe(PATH);
  for (const q of queries) {
    const place = index.locate(q);
    if (place === undefined) continue;
    expect(place.file).toBe(PATH);
    expect(place.line).toBeGreaterThanOrEqual(1);
    expect(place.line).toBeLessThanOrEqual(lineCount(text));
    if (q.table !== '') expect(typeof index.sourceOf(q.table)).toMatch(/string|undefined/);
  }
}

describe('sources file reader under fuzzing', () => {
  it.each(KNOWN)('%j: an index or a one-line FileError on a line of the file', async (text) => {
    await check(text, []);
  });

  it('arbitrary text: an index or a one-line FileError on a line of the file', async () => {
    await fc.assert(fc.asyncProperty(arbitraryText(KEYWORDS), fc.array(query, { maxLength: 5 }), check), {
      numRuns: PARSER_RUNS,
      examples: EDGE_TEXTS.map((text): [string, TestQuery[]] => [text, []]),
    });
  });

  it('valid files: every declared column test is found on its own line', async () => {
    await fc.assert(
      fc.asyncProperty(validSources, async (doc) => {
        const text = stringify(doc);
        const result = await load(text);
        // A name with a control character the library writes raw (DEL, C1): YAML does not allow
        // that in a file (dbt's own reader refuses it too), so the file cannot be used.
        if ('error' in result && /[\u007f-\u0084\u0086-\u009f]/.test(text)) {
          expect((result.error as Error).message).toMatch(/: holds the control character U\+00[0-9A-F]{2}, /);
          return;
        }
        if ('error' in result) throw result.error;
        const lines = text.split('\n');
        for (const source of doc.sources) {
          for (const table of source.tables) {
            for (const column of table.columns ?? []) {
              for (const t of column.tests) {
                if (typeof t !== 'string') continue;
                const place = result.value!.locate({
                  source: source.name,
                  table: table.name,
                  column: column.name,
                  test: t,
                });
                expect(place).toBeDefined();
                expect(lines[place!.line - 1]).toContain(`- ${t}`);
              }
            }
          }
        }
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('valid files with a mutation: an index or a one-line FileError on a line of the file', async () => {
    await fc.assert(fc.asyncProperty(mutatedYaml(validSources), fc.array(query, { maxLength: 5 }), check), {
      numRuns: PARSER_RUNS,
    });
  });
});
