/**
 * Shared by the fuzz tests of the file parsers: arbitrary YAML texts (random text, YAML token
 * soup, and valid files with mutations: a line deleted, duplicated or re-indented, a key renamed,
 * a value's type changed) and the property every parser must keep: it returns a value, or throws
 * a FileError whose message is one line, starts with the file's path and, unless the error is
 * about the whole file, names a line of the file, and never quotes the file: a secret written in
 * it (SECRET, put in values, keys, tags, aliases and list items) is nowhere in the message. Any
 * other exception is a crash.
 */
import { expect } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { FileError } from '../../src/common/errors.js';
import { anyCodePoint } from '../helpers/code-points.js';

/**
 * Runs per property: enough to explore, few enough that the suite stays fast. FUZZ_RUNS raises
 * it for a deeper local search (e.g. FUZZ_RUNS=20000 npm test -- test/reliability/fuzz).
 */
export const PARSER_RUNS = Number(process.env.FUZZ_RUNS) || 250;

// ------------------------------------------------------------------------------ texts

/**
 * Text a file may hold that no message may quote. The `=` keeps it from ever being shaped as a
 * plain name, the one text of a file a message may name (an unknown key).
 */
export const SECRET = 'pw=hunter2';

/** The secret in every place YAML can hold text. */
const SECRET_PLACES = [
  SECRET,
  `"${SECRET}"`,
  `'${SECRET}'`,
  `[${SECRET}]`,
  `{ ${SECRET}: x }`,
  `!${SECRET} x`,
  `&${SECRET} x`,
  `*${SECRET}`,
  `!!int ${SECRET}`,
  `"${SECRET}\\q"`,
];

/** Texts always tried first: edge cases of YAML itself, and inputs that once broke a parser. */
export const EDGE_TEXTS = [
  `DB_PASSWORD=hunter2 API_KEY=sk-live-abc123`,
  `${SECRET}: 1`,
  `- ${SECRET}`,
  `a: ${SECRET}\nb`,
  `"${SECRET}`,
  '',
  '\n',
  '~',
  '---',
  '...',
  '[]',
  '{}',
  '\ufeff',
  '# only a comment',
  ': x',
  '? [a]\n: 1',
  '"a\\nb": 1',
  'x\n---\ny\n',
  '&a [*a]',
  '*undefined',
  '!!binary aGVsbG8=',
  '\r',
  'key: \t value',
];

/** Characters YAML gives a meaning to, and others that stress it (tabs, BOM, CR, NEL, LS, NUL). */
const YAML_TOKENS = [
  ':',
  ': ',
  '- ',
  '-',
  '? ',
  '  ',
  '    ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\u0000',
  '{',
  '}',
  '[',
  ']',
  ',',
  '&a ',
  '*a',
  '*b',
  '!!str ',
  '!!int ',
  '!!binary ',
  '!!set ',
  '!!omap ',
  '!custom ',
  '<<: ',
  '#',
  '"',
  "'",
  '|',
  '>-',
  '---\n',
  '...\n',
  '%YAML 1.1\n',
  '~',
  'null',
  'true',
  '0012',
  '1.50',
  '1e3',
  '.inf',
  '0x1F',
  '2024-01-01',
  'ü',
  '😀',
  '"a\\nb"',
  ...SECRET_PLACES,
];

/** Random text, YAML-flavoured token soup, or plain unicode. */
export function arbitraryText(keywords: readonly string[]): fc.Arbitrary<string> {
  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...YAML_TOKENS) },
    { weight: 3, arbitrary: fc.constantFrom(...keywords) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  );
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: anyCodePoint, maxLength: 100 }),
    fc.array(token, { maxLength: 60 }).map((tokens) => tokens.join('')),
  );
}

/** Characters no name may hold (C0, DEL, C1), beside ones a name may. */
const CONTROL_OR_TEXT = fc.constantFrom(
  'a',
  '_',
  '\u00e9',
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
);

/** A control character: what a name must not hold, and a value only as a tab or a line feed. */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A name as users write them, now and then one that YAML must quote, or one holding a control character. */
export function arbitraryName(pool: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pool) },
    { weight: 3, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: CONTROL_OR_TEXT, minLength: 1, maxLength: 6 }) },
  );
}

/** A YAML scalar written as text: what a mutated value may become. */
const scalarText = fc.constantFrom(
  '',
  '~',
  'null',
  'true',
  'no',
  '0012',
  '1.50',
  '-7',
  '1e400',
  '99999999999999999999',
  '.nan',
  '"quoted"',
  "'single'",
  '[]',
  '{}',
  '[a, b]',
  '{ a: 1 }',
  '{ secret: warehouse-token }',
  '{ fromEnv: SOME_VAR }',
  '*a',
  '&a value',
  '|',
  '!!binary aGVsbG8=',
  '!!null',
  '"multi\\nline"',
  '2024-01-01',
  ...SECRET_PLACES,
);

type Mutation =
  | { kind: 'delete' | 'duplicate' | 'indent' | 'dedent'; at: number }
  | { kind: 'rename-key'; at: number; key: string }
  | { kind: 'change-value'; at: number; value: string }
  | { kind: 'insert'; at: number; line: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete', 'duplicate', 'indent', 'dedent'), at: fc.nat() }),
  fc.record({ kind: fc.constant('rename-key'), at: fc.nat(), key: fc.stringMatching(/^[A-Za-z_]{1,10}$/) }),
  fc.record({ kind: fc.constant('change-value'), at: fc.nat(), value: scalarText }),
  fc.record({
    kind: fc.constant('insert'),
    at: fc.nat(),
    line: fc.oneof(
      scalarText,
      fc.constantFrom(
        '- x',
        '  - name: y',
        'extra: 1',
        '  tests:',
        '#c',
        '\t',
        `${SECRET}: 1`,
        `  - ${SECRET}`,
      ),
    ),
  }),
);

function applyMutation(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const at = m.at % Math.max(1, lines.length);
  const line = lines[at] ?? '';
  switch (m.kind) {
    case 'delete':
      lines.splice(at, 1);
      break;
    case 'duplicate':
      lines.splice(at, 0, line);
      break;
    case 'indent':
      lines[at] = `  ${line}`;
      break;
    case 'dedent':
      lines[at] = line.replace(/^ {1,2}/, '');
      break;
    case 'rename-key':
      lines[at] = line.replace(/^(\s*(?:- )?)[^:\s][^:]*:/, `$1${m.key}:`);
      break;
    case 'change-value':
      lines[at] =
        /:\s/.test(line) || line.endsWith(':')
          ? line.replace(/:(\s.*)?$/, `: ${m.value}`)
          : line.replace(/^(\s*- ).*$/, `$1${m.value}`);
      break;
    case 'insert':
      lines.splice(at, 0, m.line);
      break;
  }
  return lines.join('\n');
}

/** Valid documents written as YAML (block or flow style), then mutated 0 to 3 times. */
export function mutatedYaml(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.boolean(), fc.array(mutation, { maxLength: 3 }))
    .map(([doc, flow, mutations]) =>
      mutations.reduce(applyMutation, stringify(doc, flow ? { collectionStyle: 'flow' } : undefined)),
    );
}

// ------------------------------------------------------------------------------ the property

/** 1 to the number of lines the text has, counting YAML's line breaks. */
export function lineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}

/**
 * Calls `parse`; returns its value, or checks the FileError it threw: one line, the path first,
 * and a line of the text unless the reason is one of `wholeFile` (errors about the file as a
 * whole, such as "the test plan is empty"). Any other exception fails the property as a crash.
 */
export function parsedOrFileError<T>(
  parse: () => T,
  path: string,
  text: string,
  wholeFile: readonly RegExp[],
): { value: T } | { error: FileError } {
  try {
    return { value: parse() };
  } catch (error) {
    if (!(error instanceof FileError)) throw error; // a crash: fast-check reports it with the text
    expect(error.file).toBe(path);
    expectNoQuote(error.message);
    expect(error.message).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
    expect(error.reason.trim()).not.toBe('');
    if (error.line === undefined) {
      expect(error.message).toBe(`${path}: ${error.reason}`);
      const aboutTheFile = wholeFile.some((pattern) => pattern.test(error.reason));
      expect({ reason: error.reason, aboutTheFile }).toEqual({ reason: error.reason, aboutTheFile: true });
    } else {
      expect(error.message).toBe(`${path}:${error.line}: ${error.reason}`);
      expect(Number.isInteger(error.line)).toBe(true);
      expect(error.line).toBeGreaterThanOrEqual(1);
      expect(error.line).toBeLessThanOrEqual(lineCount(text));
    }
    return { error };
  }
}

/** No part of SECRET's value (nor the other secret of EDGE_TEXTS) is in `message`. */
export function expectNoQuote(message: string): void {
  expect({ message, quotes: /hunter2|sk-live/.test(message) }).toEqual({ message, quotes: false });
}
