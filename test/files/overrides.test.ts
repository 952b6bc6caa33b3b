import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { loadOverridesFile, parseOverrides } from '../../src/files/overrides.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { FileError } from '../../src/errors.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'overrides');
const fixture = (name: string): string => join(FIXTURES, name);

async function failure(name: string): Promise<string> {
  const err = await loadOverridesFile(fixture(name)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FileError);
  return (err as FileError).message;
}

describe('overrides file values', () => {
  it('keeps plain scalars exactly as written and takes quoted and block scalars as YAML reads them', async () => {
    const overrides = await loadOverridesFile(fixture('formatting.yml'));
    expect(overrides.pipelineConfigurations).toEqual({
      ingest_orders: {
        batch_size: '0012',
        ratio: '1.50',
        full_refresh: 'true',
        exponent: '1e3',
        hex: '0x1F',
        quoted_double: '1.50',
        quoted_single: "it's",
        empty_string: '',
        with_comment: '42',
        plain_text: 'analytics staging',
        folded_plain: 'first second',
        literal: 'line one\nline two\n',
        folded: 'one two',
        anchored: '007',
        aliased: '007',
        '0017': 'key as written',
      },
    });
    expect(overrides.projectConfiguration).toEqual({
      environment: 'prod',
      alert_email: 'data-oncall@example.com',
      yes_is_a_string: 'yes',
      nothing_special: 'no',
    });
  });

  it('records the line of every override, in file order', async () => {
    const overrides = await loadOverridesFile(fixture('precedence.yml'));
    expect(overrides.path).toBe(fixture('precedence.yml'));
    expect(overrides.entries).toEqual([
      { pipeline: 'ingest_orders', name: 'batch_size', value: '250', line: 3 },
      { pipeline: 'ingest_orders', name: 'environment', value: 'prod-backfill', line: 4 },
      { pipeline: 'build_marts', name: 'target_schema', value: 'analytics_v2', line: 6 },
      { pipeline: undefined, name: 'environment', value: 'prod', line: 8 },
      { pipeline: undefined, name: 'alert_email', value: 'data-oncall@example.com', line: 9 },
    ]);
  });

  it('keeps the order of the file when project configuration comes first', () => {
    const file = parseYamlText(
      'o.yml',
      'projectConfiguration:\n  environment: prod\npipelineConfigurations:\n  a:\n    x: 1\n',
    );
    expect(parseOverrides(file).entries.map((e) => `${e.pipeline ?? '*'}.${e.name}`)).toEqual([
      '*.environment',
      'a.x',
    ]);
  });

  it('keeps names such as __proto__ as plain data', () => {
    const file = parseYamlText('o.yml', 'pipelineConfigurations:\n  __proto__:\n    polluted: "yes"\n');
    const overrides = parseOverrides(file);
    expect(Object.keys(overrides.pipelineConfigurations)).toEqual(['__proto__']);
    expect(JSON.stringify(overrides.pipelineConfigurations)).toBe('{"__proto__":{"polluted":"yes"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('overrides files with nothing to override', () => {
  it.each(['empty.yml', 'comments-only.yml', 'empty-sections.yml'])('%s overrides nothing', async (name) => {
    const overrides = await loadOverridesFile(fixture(name));
    expect(overrides.pipelineConfigurations).toEqual({});
    expect(overrides.projectConfiguration).toEqual({});
    expect(overrides.entries).toEqual([]);
  });

  it('leaves out a pipeline listed without parameters', async () => {
    const overrides = await loadOverridesFile(fixture('null-pipeline.yml'));
    expect(overrides.pipelineConfigurations).toEqual({ build_marts: { target_schema: 'analytics' } });
  });
});

describe('overrides file errors name the file and line', () => {
  it.each([
    ['list-value.yml', 4, 'pipelineConfigurations.ingest_orders.tables must be a single value, not a list'],
    ['map-value.yml', 6, 'projectConfiguration.alerting must be a single value, not a map'],
    [
      'unknown-key.yml',
      6,
      'unknown key "pipelines"; the keys are pipelineConfigurations and projectConfiguration',
    ],
    [
      'null-value.yml',
      4,
      'pipelineConfigurations.ingest_orders.full_refresh has no value; write "" for an empty string, or remove the line to keep the default',
    ],
    [
      'tilde-value.yml',
      3,
      'projectConfiguration.alert_email has no value; write "" for an empty string, or remove the line to keep the default',
    ],
    ['not-a-map.yml', 1, 'must be a map with the keys pipelineConfigurations and projectConfiguration'],
    [
      'pipeline-not-map.yml',
      2,
      'pipelineConfigurations.ingest_orders must be a map of parameter names to values',
    ],
    ['section-list.yml', 1, 'projectConfiguration must be a map of parameter names to values'],
    ['duplicate-key.yml', 4, 'invalid YAML: Map keys must be unique'],
    ['invalid-yaml.yml', 4, 'invalid YAML: All mapping items must start at the same column'],
  ])('%s', async (name, line, reason) => {
    expect(await failure(name)).toBe(`${fixture(name)}:${line}: ${reason}`);
  });

  it('says when the file does not exist', async () => {
    expect(await failure('missing.yml')).toBe(`${fixture('missing.yml')}: file not found`);
  });

  it('refuses a pipelineConfigurations that is not a map', () => {
    const file = parseYamlText('o.yml', 'pipelineConfigurations: [ingest_orders]\n');
    expect(() => parseOverrides(file)).toThrow(
      'o.yml:1: pipelineConfigurations must be a map of pipeline names to their parameters',
    );
  });

  it('refuses a key that is not a name', () => {
    const file = parseYamlText('o.yml', 'projectConfiguration:\n  [a, b]: x\n');
    expect(() => parseOverrides(file)).toThrow('o.yml:2: keys must be plain names');
  });
});
