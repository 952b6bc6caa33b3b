/**
 * The YAML loader every user file goes through: read exactly or refused, errors naming the file
 * and the line; and readWith, which checks a document with zod and places a problem on its line.
 */
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import * as z from 'zod';
import {
  MAX_ALIAS_VALUES,
  exactText,
  fields,
  loadYamlFile,
  parseYamlText,
  readWith,
} from '../../src/files/yaml.js';
import type { YAMLMap } from '../../src/files/yaml.js';
import { tempDir } from '../helpers/temp-dir.js';

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

/** The plain data of a document, as the schemas see it. */
const dataOf = (text: string): unknown => readWith(parseYamlText('f.yml', text), z.unknown()).data;

describe('parseYamlText', () => {
  it('gives the line of each node and the exact text of a scalar', () => {
    const file = parseYamlText('f.yml', 'a: 1\nb:\n  c: 0012\n');
    const root = file.root as YAMLMap;
    const b = root.items[1]!;
    expect(file.line(b)).toBe(2);
    const c = (b.value as YAMLMap).items[0]!;
    expect(file.line(c)).toBe(3);
    expect(exactText(file, c.value as never)).toBe('0012');
  });

  it('refuses an alias to an anchor that was never defined, with its line', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'models:\n  - stg_orders\n  - *missing\n'))).toBe(
      'f.yml:3: an alias (*) names no anchor (&) before it',
    );
  });

  // Each syntax error the library can emit, in the action's words and never quoting the text:
  // test/files/yaml-errors.test.ts.

  it('names no alias or anchor of the file', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'a: *pw=hunter2\n'))).toBe(
      'f.yml:1: an alias (*) names no anchor (&) before it',
    );
  });

  it('treats an empty file as no content', () => {
    expect(parseYamlText('f.yml', '').root).toBeNull();
  });

  it.each([
    ['a NUL', 'a: 1\nb: x\u0000y\n', 2, 'U+0000'],
    ['an escape character', 'a: \u001b[31mred\n', 1, 'U+001B'],
    ['a DEL', '# comment\u007f\n', 1, 'U+007F'],
    ['a C1 control', 'a: 1\n\nb: \u0090\n', 3, 'U+0090'],
  ])(
    'refuses %s written raw, with its line and code point, never the text around it',
    (_what, text, line, code) => {
      expect(errorOf(() => parseYamlText('f.yml', text))).toBe(
        `f.yml:${line}: holds the control character ${code}, which YAML does not allow in a file (write it as an escape in double quotes if it is meant)`,
      );
    },
  );

  it('keeps tabs, CR LF line breaks and non-ASCII text', () => {
    expect(dataOf('a:\t"x"\r\nb: caf\u00e9\n')).toEqual(
      new Map([
        ['a', 'x'],
        ['b', 'caf\u00e9'],
      ]),
    );
  });
});

describe('tags', () => {
  it('reads the standard tags to their standard value', () => {
    expect(
      dataOf(
        'int: !!int "12"\nstr: !!str 0012\nfloat: !!float "1.50"\nbool: !!bool "true"\nnull: !!null ""\nnonspecific: ! 12\nseq: !!seq [a]\nmap: !!map { a: 1 }\n',
      ),
    ).toEqual(
      new Map<string, unknown>([
        ['int', 12],
        ['str', '0012'],
        ['float', 1.5],
        ['bool', true],
        ['null', null],
        ['nonspecific', '12'],
        ['seq', ['a']],
        ['map', new Map([['a', 1]])],
      ]),
    );
  });

  it.each([
    ['a custom tag', 'name: x\nvalue: !foo bar\n', 2],
    ['a tag on a key', '? !secret k\n: v\n', 1],
    ['a tag of YAML 1.1', 'a: !!binary aGVsbG8=\n', 1],
    ['a tag declared by %TAG', '%TAG !e! tag:example.com,2000:\n---\na: !e!x 1\n', 3],
    ['a tag holding a secret', 'a: !pw=hunter2 x\n', 1],
  ])('refuses %s with its line, without naming the tag', (_what, text, line) => {
    expect(errorOf(() => parseYamlText('f.yml', text))).toBe(
      `f.yml:${line}: a tag that is not one of YAML's standard tags: only those are read (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)`,
    );
  });

  it('refuses a value its standard tag cannot read', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'a: 1\nb: !!int twelve\n'))).toBe(
      'f.yml:2: the value does not fit its tag !!int',
    );
    expect(errorOf(() => parseYamlText('f.yml', 'a: !!str [1]\n'))).toBe(
      'f.yml:1: the value does not fit its tag !!str',
    );
  });
});

describe('plain data: keys and aliases', () => {
  it('keeps keys as written, in file order, `__proto__` as data', () => {
    const data = dataOf('b: 1\n0012: 2\n__proto__: 3\n1.50: 4\nnull: 5\n') as Map<string, unknown>;
    expect([...data.keys()]).toEqual(['b', '0012', '__proto__', '1.50', 'null']);
  });

  it('refuses an empty key instead of calling it "null"', () => {
    expect(errorOf(() => dataOf('a: 1\n: 2\n'))).toBe('f.yml:2: a key is empty');
  });

  it('refuses a key that is a list', () => {
    expect(errorOf(() => dataOf('[a, b]: 1\n'))).toBe('f.yml:1: keys must be plain names');
  });

  it('refuses a key written twice, with both lines, in one pass over a map of many keys', () => {
    expect(errorOf(() => dataOf('a: 1\nb: 2\na: 3\n'))).toBe('f.yml:3: this key repeats the key at line 1');
    // The library's own check (uniqueKeys) compares each key with every other one, for minutes
    // on this map, and its refusal reads "invalid YAML: Map keys must be unique…", not this.
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i}: ${i}`);
    expect(errorOf(() => dataOf(`${keys.join('\n')}\nk7: again\n`))).toBe(
      'f.yml:50001: this key repeats the key at line 8',
    );
  });

  it('refuses two keys that are one name (YAML tells 1 and "1" apart)', () => {
    expect(errorOf(() => dataOf('1: a\nb: c\n"1": d\n'))).toBe('f.yml:3: this key repeats the key at line 1');
  });

  it('refuses a control character in a key, written as an escape', () => {
    expect(errorOf(() => dataOf('a: 1\n"b\\0c": 2\n'))).toBe(
      'f.yml:2: a key holds the control character U+0000: keys are plain names',
    );
  });

  it('follows aliases to scalars, lists and maps, keys too', () => {
    expect(dataOf('a: &x { k: v }\nb: *x\nc: &n [1]\nd: *n\n&k key: 1\n')).toEqual(
      new Map<string, unknown>([
        ['a', new Map([['k', 'v']])],
        ['b', new Map([['k', 'v']])],
        ['c', [1]],
        ['d', [1]],
        ['key', 1],
      ]),
    );
  });

  it('refuses an alias inside its own anchor', () => {
    expect(errorOf(() => dataOf('a:\n  - &l\n    - x\n    - *l\n'))).toBe(
      'f.yml:4: an alias (*) is inside its own anchor (&): it would never end',
    );
  });

  it('refuses aliases that repeat more values than any real file holds (a billion laughs)', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 7; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    }
    const text = `${levels.join('\n')}\n`;
    // Ten million values unbounded; the refusal comes once the count passes the bound.
    expect(errorOf(() => dataOf(text))).toMatch(
      new RegExp(
        `^f\\.yml:\\d: aliases repeat more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values$`,
      ),
    );
  });
});

describe('readWith: a zod issue on its line', () => {
  const schema = fields(
    {
      name: z.string({ error: 'name must be a string, got {got} (at {path})' }),
      items: z
        .array(fields({ id: z.number({ error: 'id must be a number' }) }, () => 'item must be a map'))
        .optional(),
      values: z.map(z.string(), z.number({ error: '{path} must be a number, got {got}' })).optional(),
    },
    (_, key) => key?.said ?? 'must be a map',
  );
  const problem = (text: string) => errorOf(() => readWith(parseYamlText('f.yml', text), schema));

  it('fills in what kind of thing the file holds, never the value, and where', () => {
    expect(problem('name: 0012\n')).toBe('f.yml:1: name must be a string, got a number (at name)');
    expect(problem('name: [a]\n')).toBe('f.yml:1: name must be a string, got a list (at name)');
    expect(problem('name: true\n')).toBe('f.yml:1: name must be a string, got true or false (at name)');
    expect(problem('name: n\nvalues:\n  port: "pw=hunter2"\n')).toBe(
      'f.yml:3: values.port must be a number, got a string',
    );
  });

  it('names a key of the file only when it is shaped as a plain name', () => {
    expect(problem('name: n\nvalues:\n  "DB_PASSWORD=hunter2 API_KEY=sk-live-abc123": x\n')).toBe(
      'f.yml:3: values.<key> must be a number, got a string',
    );
    expect(problem('name: n\n"pw=hunter2": 1\n')).toBe('f.yml:2: an unknown key');
    expect(problem(`name: n\n${'k'.repeat(41)}: 1\n`)).toBe('f.yml:2: an unknown key');
    expect(problem(`name: n\n${'k'.repeat(40)}: 1\n`)).toBe(`f.yml:2: unknown key "${'k'.repeat(40)}"`);
  });

  it('places a problem of a list item on the item, through aliases', () => {
    expect(problem('name: n\nitems:\n  - id: 1\n  - id: x\n')).toBe('f.yml:4: id must be a number');
    expect(problem('anchor: &i { id: x }\nname: n\nitems:\n  - *i\n')).toBe('f.yml:1: unknown key "anchor"');
  });

  it('reports an unknown key before any other problem, on the key', () => {
    expect(problem('name: 1\nitems:\n  - id: 1\nnmae: x\n')).toBe('f.yml:4: unknown key "nmae"');
  });

  it('places a missing key on the map that lacks it, and an empty file on no line', () => {
    expect(problem('items: []\n')).toBe('f.yml:1: name must be a string, got nothing (at name)');
    expect(problem('')).toBe('f.yml: must be a map');
  });
});

describe('loadYamlFile', () => {
  it('names a missing file and a folder', async () => {
    const dir = tempDir('yaml-');
    await expect(loadYamlFile(join(dir, 'none.yml'))).rejects.toThrow(
      `${join(dir, 'none.yml')}: file not found`,
    );
    await expect(loadYamlFile(dir)).rejects.toThrow(`${dir}: is a directory`);
  });
});
