// The release of the action itself: .github/workflows/release-action.yml on a vX.Y.Z tag, and the
// script its check job runs (scripts/release-check.mjs), which decides everything the publish job
// does. The script runs for real, on this repository and on temporary ones that are wrong on
// purpose; the workflow's check step runs with bash as the runner would.
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { ROOT, parseOutputFile } from '../helpers/run-action.js';

const SCRIPT = join(ROOT, 'scripts', 'release-check.mjs');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-check-'));
  folders.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function check(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A repository at version 1.2.0, changed by `files`. */
function repository(files: Record<string, string> = {}): string {
  return folder({
    'package.json': '{ "name": "x", "version": "1.2.0" }\n',
    'src/version.ts': "export const VERSION = '1.2.0';\n",
    'CHANGELOG.md':
      '# Changelog\n\n## Unreleased\n\n## 1.2.0\n\n- A [fix](docs/a.md#b), see [site](https://example.com).\n\n## 1.1.0\n\n- Older.\n',
    ...files,
  });
}

/** The CHANGELOG section of this repository's version, as a reader sees it. */
function section(version: string): string {
  const text = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  const start = text.indexOf(`\n## ${version}\n`);
  const rest = text.slice(start + `\n## ${version}\n`.length);
  const end = rest.search(/^## /m);
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

describe('scripts/release-check.mjs', () => {
  it('passes this repository at its version, and gives its CHANGELOG section as the notes', () => {
    const out = folder();
    const run = check([
      `v${VERSION}`,
      '--notes',
      join(out, 'notes.md'),
      '--github-output',
      join(out, 'output'),
    ]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`v${VERSION}: package.json, src/version.ts and CHANGELOG.md agree`);
    const notes = section(VERSION);
    expect(notes.length).toBeGreaterThan(100);
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe(`${notes}\n`);
    expect(parseOutputFile(readFileSync(join(out, 'output'), 'utf8'))).toEqual({
      version: VERSION,
      major: `v${VERSION.split('.')[0]}`,
      'move-major': 'true',
      latest: `v${VERSION}`,
      notes,
    });
  });

  it('refuses a tag that does not agree with package.json, src/version.ts or CHANGELOG.md, one line each', () => {
    const root = repository({
      'package.json': '{ "version": "1.1.9" }',
      'src/version.ts': "export const VERSION = '1.1.0';\n",
      'CHANGELOG.md': '## Unreleased\n\n- Something new.\n\n## 1.1.0\n\n- Older.\n',
    });
    const run = check(['v1.2.0', '--root', root]);

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      "release-check: package.json's version is 1.1.9, not 1.2.0: set it (npm version 1.2.0 --no-git-tag-version)",
      "release-check: src/version.ts's VERSION is 1.1.0, not 1.2.0: set it and run npm run bundle",
      'release-check: CHANGELOG.md:1: the Unreleased section lists changes: move them under ## 1.2.0',
      'release-check: CHANGELOG.md has no "## 1.2.0" section: the release notes come from it',
      '',
    ]);
  });

  it.each([['v1.2'], ['1.2.0'], ['v1.2.0-rc.1'], ['v1']])(
    'refuses the tag %s: only vX.Y.Z is released',
    (tag) => {
      const run = check([tag, '--root', repository()]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `release-check: the tag "${tag}" is not vX.Y.Z (e.g. v1.2.3): only such tags are released\n`,
      );
    },
  );

  it('refuses an empty section, and accepts a heading with a date', () => {
    const empty = check([
      'v1.2.0',
      '--root',
      repository({ 'CHANGELOG.md': '## 1.2.0\n\n## 1.1.0\n- Older.\n' }),
    ]);
    const dated = check([
      'v1.2.0',
      '--root',
      repository({ 'CHANGELOG.md': '## Unreleased\n\n## [1.2.0] - 2026-12-01\n\n- New.\n' }),
    ]);

    expect(empty.stderr).toBe('release-check: CHANGELOG.md:1: the 1.2.0 section is empty\n');
    expect(empty.code).toBe(1);
    expect(dated.stderr).toBe('');
    expect(dated.code).toBe(0);
  });

  it('moves the major tag only when no later release of that major exists', () => {
    const root = repository();
    const tags = folder({
      later: 'refs/tags/v1.0.0\nrefs/tags/v1.3.0\nrefs/tags/v1\nrefs/tags/v2.0.0\nrefs/tags/v1.4.0-rc.1\n',
      earlier: 'v1.0.0\nv1.1.9\nv1.10.0-beta\nv0.9.0\n',
    });
    const behind = check(['v1.2.0', '--root', root, '--tags', join(tags, 'later')]);
    const ahead = check(['v1.2.0', '--root', root, '--tags', join(tags, 'earlier')]);

    expect(behind.code).toBe(0);
    expect(behind.stdout).toContain('\nv1 stays at v1.3.0, a later release than v1.2.0\n');
    expect(ahead.code).toBe(0);
    expect(ahead.stdout).toContain('\nv1 moves to v1.2.0\n');
  });

  it('makes links to files of the repository absolute in the notes: a release page is not in the repository', () => {
    const out = folder();
    const run = check([
      'v1.2.0',
      '--root',
      repository(),
      '--link-base',
      'https://github.com/acme/orchestration-action/blob/v1.2.0/',
      '--notes',
      join(out, 'notes.md'),
    ]);

    expect(run.code).toBe(0);
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe(
      '- A [fix](https://github.com/acme/orchestration-action/blob/v1.2.0/docs/a.md#b), see [site](https://example.com).\n',
    );
  });
});

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string>;
  needs?: string;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', 'release-action.yml'), 'utf8')) as {
  on: { push: { tags: string[] } };
  permissions: unknown;
  jobs: { check: Job; publish: Job };
};

describe('.github/workflows/release-action.yml', () => {
  it('runs on vX.Y.Z tags only, and only the publish job may write', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.check.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.publish.permissions).toEqual({ contents: 'write' });
    expect(workflow.jobs.publish.needs).toBe('check');
    // The job that may write runs none of the repository's code: it checks nothing out.
    expect(workflow.jobs.publish.steps.filter((s) => s.uses)).toEqual([]);
  });

  it('publishes only what the check job decided: every output it reads is one the check job sets', () => {
    const text = JSON.stringify(workflow.jobs.publish);
    const read = new Set([...text.matchAll(/needs\.check\.outputs\.([\w-]+)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(['commit', 'latest', 'major', 'move-major', 'notes']);
    for (const name of read) expect(Object.keys(workflow.jobs.check.outputs ?? {})).toContain(name);
  });

  it('checks dist/ against a fresh bundle, as check-dist.yml does', () => {
    const runs = workflow.jobs.check.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm run bundle');
    expect(runs).toContain('git diff --exit-code --stat -- dist/');
  });

  it("its check step, run with bash as the runner does, sets the publish job's inputs", () => {
    const step = workflow.jobs.check.steps.find((s) => s.id === 'release')!;
    const dir = folder({ tags: 'refs/tags/v0.1.0\n', output: '' });
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        TAG: `v${VERSION}`,
        RUNNER_TEMP: dir,
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/orchestration-action',
      },
    });

    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const outputs = parseOutputFile(readFileSync(join(dir, 'output'), 'utf8'));
    expect(outputs).toMatchObject({
      version: VERSION,
      major: 'v1',
      'move-major': 'true',
      latest: `v${VERSION}`,
    });
    expect(outputs.notes).toContain(
      `(https://github.com/acme/orchestration-action/blob/v${VERSION}/docs/releasing.md)`,
    );
  });
});
