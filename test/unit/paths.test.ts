import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { repositoryPath, workspacePath } from '../../src/common/paths.js';
import { readBaselineResults } from '../../src/results/baseline-results.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('a path from the workspace', () => {
  const workspace = '/home/runner/work/repo';

  test.each([
    ['/home/runner/work/repo/tests/a.yml', 'tests/a.yml', 'tests/a.yml'],
    ['tests/a.yml', 'tests/a.yml', 'tests/a.yml'],
    ['./tests/a.yml', 'tests/a.yml', 'tests/a.yml'],
    ['tests\\a.yml', 'tests/a.yml', 'tests/a.yml'],
    ['/home/runner/work/other/a.yml', '../other/a.yml', undefined],
    ['/home/runner/work/repo', '', undefined],
  ])('%s reads %j from the checkout; in the repository: %j', (path, fromWorkspace, inRepository) => {
    expect(workspacePath(path, workspace)).toBe(fromWorkspace);
    expect(repositoryPath(path, workspace)).toBe(inRepository);
  });
});

describe('baseline-results', () => {
  test('names a file outside the workspace as the way there from it', async () => {
    const root = tempDir('baseline-paths-');
    const workspace = join(root, 'repo');
    mkdirSync(workspace);
    mkdirSync(join(root, 'artifacts'));
    writeFileSync(join(root, 'artifacts', 'results.json'), '{');
    const comparison = await readBaselineResults(['../artifacts/*.json'], workspace);
    expect(comparison).toEqual({
      source: { files: ['../artifacts/results.json'] },
      unavailable: `baseline-results: ${join(root, 'artifacts', 'results.json')}:1: not a results file: invalid JSON`,
    });
  });
});
