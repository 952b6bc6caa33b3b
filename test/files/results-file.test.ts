/**
 * The results-file format as a zod schema (resultsFileSchema, which a JSON Schema can be made
 * from), and the reading of results files through the one reader of user files.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { readFiledRuns } from '../../src/results/read-results.js';
import { result, resultsFileSchema } from '../../src/results/results-format.js';
import { toResultsFile } from '../../src/results/results-file.js';
import { loadRun } from '../results/fixture-files.js';
import { tempDir } from '../helpers/temp-dir.js';

let dir: string;
beforeAll(() => {
  dir = tempDir('results-read-');
});

describe('resultsFileSchema', () => {
  test('takes every file the action writes, and keeps fields it does not describe', () => {
    const file = JSON.parse(
      JSON.stringify(toResultsFile(['retail-failing', 'failed-calls', 'hostile'].map(loadRun))),
    );
    (file as { runs: Array<Record<string, unknown>> }).runs[0]!.laterField = { from: 'a newer action' };
    expect(resultsFileSchema.parse(file)).toEqual(file);
  });

  test('is a JSON Schema too: the format and its version are fixed, a result status is any string', () => {
    const schema = z.toJSONSchema(resultsFileSchema) as {
      properties: Record<string, { const?: unknown }>;
      required: string[];
    };
    expect(schema.properties.format).toMatchObject({ const: 'orchestration-action/test-results' });
    expect(schema.properties.formatVersion).toMatchObject({ const: 1 });
    expect(schema.required).toEqual(['format', 'formatVersion', 'runs']);
    expect(JSON.stringify(schema)).not.toContain('"enum":["SUCCEEDED","FAILED","ERROR"]');
  });
});

describe('reading results files', () => {
  test('a call whose ok is neither true nor false is named by its path', async () => {
    const file = JSON.parse(JSON.stringify(toResultsFile([loadRun('retail-failing')]))) as {
      runs: Array<{ calls: Array<Record<string, unknown>> }>;
    };
    file.runs[0]!.calls[1]!.ok = 'yes';
    const path = join(dir, 'ok.json');
    writeFileSync(path, JSON.stringify(file));
    await expect(readFiledRuns([path])).rejects.toThrow(
      `${path}: runs[0].calls[1].ok: must be true or false`,
    );
  });

  test('a named pipe matched by name is refused at once, not read', async () => {
    const path = join(dir, 'results.json');
    execFileSync('mkfifo', [path]);
    await expect(readFiledRuns([path])).rejects.toThrow(
      `${path}: is a named pipe (FIFO), not a regular file`,
    );
  });

  test('a file that is not UTF-8 is refused, not decoded with replacement characters', async () => {
    const path = join(dir, 'utf16.json');
    writeFileSync(path, Buffer.from('\ufeff{"format": "orchestration-action/test-results"}', 'utf16le'));
    await expect(readFiledRuns([path])).rejects.toThrow(`${path}: is encoded as UTF-16: save it as UTF-8`);
  });
});

describe('results checked by hand where the schema would be slow', () => {
  const plain = {
    name: 't',
    status: 'FAILED',
    table: 'orders',
    columnName: '',
    index: 0,
    time: 0.5,
    cause: '',
  };
  /** Each is one result among plain ones: wrong for the schema, or right in a way only it checks. */
  const variants: Array<[string, unknown]> = [
    ['a plain one', plain],
    ['classified', { ...plain, classification: 'new' }],
    ['an unknown classification', { ...plain, classification: 'maybe' }],
    ['an empty status', { ...plain, status: '' }],
    ['a status that is a number', { ...plain, status: 3 }],
    ['no cause', { ...plain, cause: undefined }],
    ['a time of 1e400 (Infinity once parsed)', '1e400'],
    ['an index that is a string', { ...plain, index: '0' }],
    ['null', null],
    ['a list', [plain]],
    ['attempts', { ...plain, attempts: [{ status: 'ERROR', cause: '', time: 1 }] }],
    ['attempts that are wrong', { ...plain, attempts: [{ status: 'ERROR' }] }],
    ['a quarantine mark that is wrong', { ...plain, quarantine: { file: 'q.yml' } }],
    ['a field the format does not describe', { ...plain, laterField: 1 }],
  ];

  test.each(variants)('%s: read as the schema reads it, its message unchanged', async (_, variant) => {
    const file = JSON.parse(JSON.stringify(toResultsFile([loadRun('retail-failing')]))) as {
      runs: Array<{ calls: Array<{ results?: unknown[] }> }>;
    };
    const results = file.runs[0]!.calls[0]!.results!;
    let text = JSON.stringify(file);
    if (variant === '1e400') {
      results.splice(1, 0, { ...plain, time: 0 });
      text = JSON.stringify(file).replace('"time":0,', '"time":1e400,');
    } else {
      results.splice(1, 0, variant);
      text = JSON.stringify(file);
    }
    const data: unknown = JSON.parse(text);
    const byTheSchema = resultsFileSchema.safeParse(data);
    const path = join(dir, 'variant.json');
    writeFileSync(path, text);
    const read = readFiledRuns([path]);
    if (byTheSchema.success) {
      await expect(read).resolves.toHaveLength(1);
      expect(result.safeParse((data as typeof file).runs[0]!.calls[0]!.results![1]).success).toBe(true);
    } else {
      const issue = byTheSchema.error.issues[0]!;
      await expect(read).rejects.toThrow(`${path}: runs[0].calls[0].results[1]`);
      expect(issue.path.slice(0, 6)).toEqual(['runs', 0, 'calls', 0, 'results', 1]);
    }
  });
});
