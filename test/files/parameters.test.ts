import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { loadParametersFile, parseParameters } from '../../src/files/parameters.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { FileError } from '../../src/common/errors.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'parameters');
const PIPELINES = ['ingest_orders', 'build_marts'];
const fixture = (name: string): string => join(FIXTURES, name);

async function failure(name: string): Promise<FileError> {
  const err = await loadParametersFile(fixture(name), PIPELINES).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FileError);
  return err as FileError;
}

describe('parameters file', () => {
  it('sends every value as a string exactly as written; a pipeline listed bare sets nothing', async () => {
    expect(await loadParametersFile(fixture('values.yml'), PIPELINES)).toEqual({
      path: fixture('values.yml'),
      byPipeline: {
        ingest_orders: {
          batch_size: '0500',
          ratio: '1.50',
          full_refresh: 'true',
          day: '2026-03-01',
          note: "it's fine",
        },
      },
    });
  });

  it('an empty file, or one of comments only, sets no parameter', async () => {
    expect((await loadParametersFile(fixture('comments-only.yml'), PIPELINES)).byPipeline).toEqual({});
  });

  it.each([
    ['map-value.yml', 3, 'ingest_orders.source must be a single value, not a map'],
    [
      'no-value.yml',
      2,
      'ingest_orders.batch_size has no value; write "" for an empty string, or remove the line to keep the default',
    ],
    [
      'not-a-map.yml',
      1,
      'the parameters file must be a map of pipeline names to their parameters, got a list',
    ],
    ['pipeline-not-map.yml', 1, 'ingest_orders must be a map of parameter names to values'],
  ])('%s: refused on line %i', async (name, line, reason) => {
    const err = await failure(name);
    expect({ line: err.line, reason: err.reason }).toEqual({ line, reason });
  });

  it('a pipeline the step does not run is an error on its line, naming the pipelines that run', () => {
    const file = parseYamlText('p.yml', 'ingest_orders:\n  a: 1\ningest_order:\n  b: 2\n');
    expect(() => parseParameters(file, PIPELINES)).toThrow(
      new FileError(
        'p.yml',
        3,
        'this pipeline is not one the pipelines input names (ingest_orders, build_marts): a parameter is sent only with a run of its pipeline',
      ),
    );
  });

  it('keeps names such as __proto__ as plain data', () => {
    const file = parseYamlText('p.yml', '__proto__:\n  polluted: "yes"\n');
    const { byPipeline } = parseParameters(file, ['__proto__']);
    expect(JSON.stringify(byPipeline)).toBe('{"__proto__":{"polluted":"yes"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
