/**
 * The env files of local runs (docs/local.md) hold tokens: git ignores every name a user may give
 * one, in any folder, and keeps tracking the template .env.example. Asked of git itself
 * (`git check-ignore`), so the rules are tested as git reads them.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../helpers/run-action.js';

/** The names of `paths` git ignores here, whether or not they exist. */
function ignored(paths: readonly string[]): string[] {
  const run = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: ROOT,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  // 0: some are ignored, 1: none are; anything else is git failing.
  expect([0, 1]).toContain(run.status);
  return run.stdout.split('\n').filter(Boolean);
}

describe('.gitignore and env files', () => {
  const envFiles = [
    'my.env',
    '.env',
    '.env.local',
    '.env.prod',
    '.env.development.local',
    '.envrc',
    'prod.env.local',
    'examples/retail/.env.local',
    'docs/.envrc',
  ];

  it('ignores every env file a user may make, in any folder', () => {
    expect(ignored(envFiles)).toEqual(envFiles);
  });

  it('keeps the template and the files of the repository that only look alike', () => {
    expect(ignored(['.env.example', 'bench/lib/action-env.mjs', 'docs/local.md', 'environment.md'])).toEqual(
      [],
    );
  });
});
