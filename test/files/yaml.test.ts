/** The YAML loader every user file goes through: errors name the file and the line. */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMap, loadYamlFile, mapEntries, parseYamlText } from '../../src/files/yaml.js';
import type { YAMLMap } from '../../src/files/yaml.js';

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

function entriesOf(text: string) {
  const file = parseYamlText('f.yml', text);
  if (!isMap(file.root)) throw new Error('not a map');
  return mapEntries(file, file.root as YAMLMap);
}

describe('parseYamlText', () => {
  it('gives the line of each node and the exact source of a scalar', () => {
    const file = parseYamlText('f.yml', 'a: 1\nb:\n  c: 0012\n');
    const root = file.root as YAMLMap;
    const b = root.items[1]!;
    expect(file.line(b)).toBe(2);
    const c = (b.value as YAMLMap).items[0]!;
    expect(file.line(c)).toBe(3);
    expect(file.source(c.value as never)).toBe('0012');
  });

  it('refuses a key written twice, with its line', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'a: 1\nb: 2\na: 3\n'))).toBe(
      'f.yml:3: invalid YAML: Map keys must be unique',
    );
  });

  it('refuses an alias to an anchor that was never defined, with its line', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'models:\n  - stg_orders\n  - *missing\n'))).toBe(
      'f.yml:3: alias *missing refers to no anchor &missing',
    );
  });

  it('follows an alias to a defined anchor', () => {
    const file = parseYamlText('f.yml', 'a: &x 1\nb: *x\n');
    expect(file.doc.toJS()).toEqual({ a: 1, b: 1 });
  });

  it('says a file holds two documents in its own words', () => {
    expect(errorOf(() => parseYamlText('f.yml', 'a: 1\n---\nb: 2\n'))).toBe(
      'f.yml:2: invalid YAML: the file holds more than one YAML document (a second ---)',
    );
  });

  it('treats an empty file as no content', () => {
    expect(parseYamlText('f.yml', '').root).toBeNull();
  });
});

describe('mapEntries', () => {
  it('lists plain keys in file order', () => {
    expect(entriesOf('b: 1\na: 2\n').map((e) => e.key)).toEqual(['b', 'a']);
  });

  it('refuses an empty key instead of calling it "null"', () => {
    expect(errorOf(() => entriesOf('a: 1\n: 2\n'))).toBe('f.yml:2: a key is empty');
  });

  it('refuses a key that is a list', () => {
    expect(errorOf(() => entriesOf('[a, b]: 1\n'))).toBe('f.yml:1: keys must be plain names');
  });
});

describe('loadYamlFile', () => {
  it('names a missing file and a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'yaml-'));
    await expect(loadYamlFile(join(dir, 'none.yml'))).rejects.toThrow(
      `${join(dir, 'none.yml')}: file not found`,
    );
    await expect(loadYamlFile(dir)).rejects.toThrow(`${dir}: is a directory`);
  });
});
