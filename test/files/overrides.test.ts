import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { loadOverridesFile, parseOverrides } from '../../src/files/overrides.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { FileError } from '../../src/common/errors.js';

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

describe('overrides files read exactly', () => {
  it('gives a standard tag its standard value, never the quotes of its source', async () => {
    const overrides = await loadOverridesFile(fixture('tags.yml'));
    expect(overrides.pipelineConfigurations).toEqual({
      ingest_orders: {
        batch_size: '12',
        code: '0012',
        ratio: '1.5',
        full_refresh: 'false',
        forced_text: '007',
        plain_ratio: '1.50',
      },
    });
  });

  it('follows an alias to a map of parameters, as test plans do', async () => {
    const overrides = await loadOverridesFile(fixture('alias-map.yml'));
    expect(overrides.pipelineConfigurations).toEqual({
      ingest_orders: { batch_size: '500', full_refresh: 'false' },
      ingest_customers: { batch_size: '500', full_refresh: 'false' },
    });
    expect(overrides.entries.map((e) => [e.pipeline, e.name, e.line])).toEqual([
      ['ingest_orders', 'batch_size', 4],
      ['ingest_orders', 'full_refresh', 5],
      ['ingest_customers', 'batch_size', 4],
      ['ingest_customers', 'full_refresh', 5],
      [undefined, 'environment', 8],
    ]);
  });

  it('refuses a file saved as Latin-1 on the line of the first bad byte, instead of deploying "Gr��e"', async () => {
    expect(await failure('latin1.yml')).toBe(
      `${fixture('latin1.yml')}:3: is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8`,
    );
  });

  it('keeps tabs and line breaks in a value, and refuses other control characters in values and names', () => {
    const parse = (text: string) => parseOverrides(parseYamlText('o.yml', text));
    expect(parse('projectConfiguration:\n  banner: "a\\tb\\nc"\n').projectConfiguration).toEqual({
      banner: 'a\tb\nc',
    });
    expect(() => parse('projectConfiguration:\n  banner: "a\\0b"\n')).toThrow(
      'o.yml:2: projectConfiguration.banner holds the control character U+0000',
    );
    expect(() => parse('projectConfiguration:\n  banner: "a\\rb"\n')).toThrow(
      'o.yml:2: projectConfiguration.banner holds the control character U+000D',
    );
    expect(() => parse('pipelineConfigurations:\n  "ingest\\x1b":\n    a: 1\n')).toThrow(
      'o.yml:2: a key holds the control character U+001B: keys are plain names',
    );
  });

  it('refuses a tag it does not know instead of deploying the text after it', () => {
    const file = () => parseYamlText('o.yml', 'projectConfiguration:\n  environment: !env PROD\n');
    expect(file).toThrow(
      "o.yml:2: a tag that is not one of YAML's standard tags: only those are read (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)",
    );
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
    [
      'not-a-map.yml',
      1,
      'must be a map with the keys pipelineConfigurations and projectConfiguration, got a list',
    ],
    [
      'pipeline-not-map.yml',
      2,
      'pipelineConfigurations.ingest_orders must be a map of parameter names to values',
    ],
    ['section-list.yml', 1, 'projectConfiguration must be a map of parameter names to values'],
    ['duplicate-key.yml', 4, 'this key repeats the key at line 2'],
    [
      'invalid-yaml.yml',
      4,
      'invalid YAML: expected each `key: value` of a map in the same column (and each list item with its `-`), found a line indented otherwise',
    ],
  ])('%s', async (name, line, reason) => {
    expect(await failure(name)).toBe(`${fixture(name)}:${line}: ${reason}`);
  });

  it.each(['.inf', '-.inf', '+.INF', '.nan', '.NaN', '1e400', '-1e400'])(
    '%s, a number that is not finite, is refused: quoted, it is text',
    (written) => {
      const parse = (value: string) =>
        parseOverrides(
          parseYamlText('o.yml', `pipelineConfigurations:\n  ingest_orders:\n    max_rows: ${value}\n`),
        );
      expect(() => parse(written)).toThrow(
        new FileError(
          'o.yml',
          3,
          'pipelineConfigurations.ingest_orders.max_rows is a number YAML cannot hold (.inf, .nan, or too large, such as 1e400); write it in quotes to send it as text',
        ),
      );
      expect(parse(`"${written}"`).pipelineConfigurations).toEqual({ ingest_orders: { max_rows: written } });
    },
  );

  it('says when the file does not exist', async () => {
    expect(await failure('missing.yml')).toBe(`${fixture('missing.yml')}: file not found`);
  });

  it('refuses a pipelineConfigurations that is not a map', () => {
    const file = parseYamlText('o.yml', 'pipelineConfigurations: [ingest_orders]\n');
    expect(() => parseOverrides(file)).toThrow(
      'o.yml:1: pipelineConfigurations must be a map of pipeline names to their parameters',
    );
  });

  it('refuses an empty key', () => {
    const file = parseYamlText('o.yml', 'projectConfiguration:\n  "": x\n');
    expect(() => parseOverrides(file)).toThrow('o.yml:2: a key is empty');
  });

  it('refuses a key that is not a name', () => {
    const file = parseYamlText('o.yml', 'projectConfiguration:\n  [a, b]: x\n');
    expect(() => parseOverrides(file)).toThrow('o.yml:2: keys must be plain names');
  });
});
