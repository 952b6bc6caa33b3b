import { describe, expect, test } from '@jest/globals';
import { mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_RESULTS_FILES, expandPatterns, findFiles } from '../../src/files/glob.js';
import { UserError } from '../../src/common/errors.js';
import { tempDir } from '../helpers/temp-dir.js';

function workspace(files: string[]): string {
  const dir = tempDir('glob-');
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '{}');
  }
  return dir;
}

describe('expandPatterns', () => {
  test('patterns relative to the workspace, ** across folders, sorted, each file once', async () => {
    const dir = workspace([
      'results/shard-2/r.json',
      'results/shard-1/r.json',
      'results/notes.txt',
      'other.json',
    ]);
    const paths = await expandPatterns(['results/**/*.json', 'results/shard-1/*.json'], dir);
    expect(paths).toEqual([join(dir, 'results/shard-1/r.json'), join(dir, 'results/shard-2/r.json')]);
  });

  test('absolute patterns, and ! excludes', async () => {
    const dir = workspace(['a/keep.json', 'a/skip.json']);
    expect(await expandPatterns([`${dir}/a/*.json`, '!a/skip.json'], dir)).toEqual([
      join(dir, 'a/keep.json'),
    ]);
  });

  test('folders are not files', async () => {
    const dir = workspace(['x.json/inner.txt', 'y.json']);
    expect(await expandPatterns(['*.json'], dir)).toEqual([join(dir, 'y.json')]);
  });

  test('no match is one line naming the patterns', async () => {
    const dir = workspace([]);
    const error = await expandPatterns(['results/*.json', 'more/*.json'], dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(
      `Input results-files matched no file (patterns "results/*.json", "more/*.json", relative to ${dir})`,
    );
  });

  test('more paths than the bound is one line, before any file is read', async () => {
    const dir = tempDir('glob-many-');
    for (let i = 0; i <= MAX_RESULTS_FILES; i++) writeFileSync(join(dir, `r${i}.json`), '');
    const error = await expandPatterns(['*.json'], dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(
      `Input results-files matched more than 1,000 paths (patterns "*.json", relative to ${dir}), the most the action merges: narrow the patterns`,
    );
    rmSync(join(dir, 'r0.json'));
    expect(await expandPatterns(['*.json'], dir)).toHaveLength(MAX_RESULTS_FILES);
  });
});

describe('findFiles with a bound', () => {
  test('stops past the bound, saying there were more', async () => {
    const dir = workspace(['a.json', 'b.json', 'c.json', 'd.json']);
    const found = await findFiles(['*.json'], dir, 3);
    expect({ count: found.paths.length, more: found.more }).toEqual({ count: 3, more: true });
    expect((await findFiles(['*.json'], dir, 4)).more).toBe(false);
  });

  test('a path matched by two patterns counts once; an excluded one not at all', async () => {
    const dir = workspace(['a.json', 'b.json', 'skip.json']);
    const found = await findFiles(['*.json', 'a.json', '!skip.json'], dir, 2);
    expect(found).toEqual({ paths: [join(dir, 'a.json'), join(dir, 'b.json')], bytes: 4, more: false });
  });

  test('adds up the sizes the files report, without reading them', async () => {
    const dir = workspace(['a.json', 'b.json']);
    truncateSync(join(dir, 'a.json'), 3 * 1024 * 1024 * 1024);
    expect((await findFiles(['*.json'], dir, 10)).bytes).toBe(3 * 1024 * 1024 * 1024 + 2);
  });
});
