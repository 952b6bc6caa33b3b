/**
 * Fuzzing the deploy overrides parser (overrides-file): arbitrary text, and valid files with
 * mutations, either parse into string values with their lines or fail with a one-line FileError
 * on a line of the file. Valid files parse into exactly the values written.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { parseOverrides } from '../../src/files/overrides.js';
import type { Overrides } from '../../src/files/overrides.js';
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

const PATH = 'deploy/overrides.yml';
/** The overrides file has no error about the file as a whole: an empty file overrides nothing. */
const WHOLE_FILE: RegExp[] = [];
/**
 * Texts that broke a property of this parser when the suite was written (see the report): a key
 * with a line break (quoted, or a plain key folded over two lines in a flow map) made a
 * two-line message.
 */
const KNOWN = [
  '"pipeline\\nConfigurations": {}\n',
  '{\n!!binary aGVsbG8=\n  pipelineConfigurations: {}\n}\n',
];
const KEYWORDS = [
  'pipelineConfigurations',
  'projectConfiguration',
  'ingest_orders',
  'batch_size',
  'environment',
];

const name = arbitraryName(['ingest_orders', 'build_marts', 'batch_size', 'full_refresh', 'environment']);
/** Values as the service takes them: strings (YAML quotes those that would read as something else). */
const value = fc.oneof(
  fc.constantFrom('500', 'false', 'prod', '0012', '1.50', '', 'a: b', '- x', '#not a comment', 'a\tb\nc'),
  fc.string({ maxLength: 20 }),
  name,
);
const parameters = fc.dictionary(name, value, { minKeys: 1, maxKeys: 4 });
const validOverrides = fc.record(
  {
    pipelineConfigurations: fc.dictionary(name, parameters, { minKeys: 1, maxKeys: 3 }),
    projectConfiguration: parameters,
  },
  { requiredKeys: [] },
);

function parse(text: string): { value: Overrides } | { error: unknown } {
  return parsedOrFileError(() => parseOverrides(parseYamlText(PATH, text)), PATH, text, WHOLE_FILE);
}

/** Every value a string, every entry on a line of the file, the maps built from the entries. */
function expectWellFormed(overrides: Overrides, text: string): void {
  expect(overrides.path).toBe(PATH);
  for (const entry of overrides.entries) {
    expect(typeof entry.value).toBe('string');
    expect(CONTROL.test(entry.value.replace(/[\t\n]/g, ''))).toBe(false);
    expect(entry.name).not.toBe('');
    expect(CONTROL.test(entry.name)).toBe(false);
    expect(entry.line).toBeGreaterThanOrEqual(1);
    expect(entry.line).toBeLessThanOrEqual(lineCount(text));
  }
  for (const params of Object.values(overrides.pipelineConfigurations)) {
    expect(Object.values(params).every((v) => typeof v === 'string')).toBe(true);
  }
  expect(Object.values(overrides.projectConfiguration).every((v) => typeof v === 'string')).toBe(true);
}

describe('overrides parser under fuzzing', () => {
  it.each(KNOWN)('%j: a value or a one-line FileError on a line of the file', (text) => {
    parse(text);
  });

  it('arbitrary text: overrides or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(arbitraryText(KEYWORDS), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS, examples: EDGE_TEXTS.map((text) => [text]) },
    );
  });

  it('valid files, block or flow style, parse into exactly the values written', () => {
    fc.assert(
      fc.property(validOverrides, fc.boolean(), (doc, flow) => {
        const text = stringify(doc, flow ? { collectionStyle: 'flow' } : undefined);
        const result = parse(text);
        const params = [doc.projectConfiguration, ...Object.values(doc.pipelineConfigurations ?? {})];
        const keys = params
          .flatMap((p) => Object.keys(p ?? {}))
          .concat(Object.keys(doc.pipelineConfigurations ?? {}));
        const values = params.flatMap((p) => Object.values(p ?? {}));
        // Refused on purpose: an empty key, a control character in a key, or in a value but a tab or a line feed.
        if (
          keys.some((key) => key === '' || CONTROL.test(key)) ||
          values.some((v) => CONTROL.test(v.replace(/[\t\n]/g, '')))
        ) {
          expect('error' in result && (result.error as Error).message).toMatch(
            /: a key is empty$|: a key holds the control character U\+[0-9A-F]{4}: keys are plain names$| holds the control character U\+[0-9A-F]{4}(,|$)/,
          );
          return;
        }
        if ('error' in result) throw result.error;
        expectWellFormed(result.value, text);
        expect(result.value.pipelineConfigurations).toEqual(doc.pipelineConfigurations ?? {});
        expect(result.value.projectConfiguration).toEqual(doc.projectConfiguration ?? {});
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('valid files with a mutation: overrides or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(mutatedYaml(validOverrides), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS },
    );
  });
});
