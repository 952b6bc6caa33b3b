/**
 * docs/results-file.schema.json is the reader's zod schema as JSON Schema (z.toJSONSchema): one
 * source, so the published document and what `mode: report` accepts cannot disagree. The file
 * is written by this test when WRITE_SCHEMA=1 (npm run schema) and compared otherwise.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod';
import { resultsFileSchema } from '../../src/results/results-format.js';
import { toResultsFile } from '../../src/results/results-file.js';
import { RESULTS_SCHEMA_PATH, resultsFileProblems } from '../helpers/results-schema.js';
import { RUN_FIXTURES, loadRun } from '../results/fixture-files.js';

const generated = `${JSON.stringify(
  {
    title: 'Results file of the orchestration action (output results-file)',
    ...z.toJSONSchema(resultsFileSchema),
  },
  null,
  2,
)}\n`;

describe('docs/results-file.schema.json', () => {
  test('is the zod schema of the reader, as JSON Schema (npm run schema rewrites it)', () => {
    if (process.env.WRITE_SCHEMA === '1') writeFileSync(RESULTS_SCHEMA_PATH, generated);
    expect(readFileSync(RESULTS_SCHEMA_PATH, 'utf8')).toBe(generated);
  });

  test.each(RUN_FIXTURES)('takes the file written for the %s run', (name) => {
    expect(resultsFileProblems(toResultsFile([loadRun(name)]))).toEqual([]);
  });

  test('refuses what the reader refuses', () => {
    const file = JSON.parse(JSON.stringify(toResultsFile([loadRun('retail-failing')]))) as {
      runs: Array<{ calls: Array<{ ok: unknown; results?: Array<{ classification?: unknown }> }> }>;
      formatVersion: unknown;
    };
    file.runs[0]!.calls[0]!.results![0]!.classification = 'brand-new';
    // (ajv also says the call then fits neither kind of call: ok true or false.)
    expect(resultsFileProblems(file)).toContain(
      '/runs/0/calls/0/results/0/classification: must be equal to one of the allowed values',
    );
    file.runs[0]!.calls[0]!.results![0]!.classification = 'new';
    file.formatVersion = 2;
    expect(resultsFileProblems(file)).toEqual(['/formatVersion: must be equal to constant']);
  });
});
