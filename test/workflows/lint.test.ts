// scripts/lint-github.mjs: actionlint over the workflows plus this project's own rules, and a
// schema check of action.yml. Broken files in temporary repositories must make it fail, with
// `file:line: message` for each finding; this repository must pass.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runLintGithub } from '../helpers/lint-github.js';
import { tempDir } from '../helpers/temp-dir.js';

const CHECKOUT = 'actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2';

function lint(root?: string): { code: number | null; lines: string[]; stderr: string } {
  const run = runLintGithub(root ? [root] : []);
  return { code: run.status, lines: run.stdout.split('\n').filter(Boolean), stderr: run.stderr };
}

/** A temporary repository holding the given files (path → text), removed after the test. */
function repo(files: Record<string, string>): string {
  const root = tempDir('lint-github-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const GOOD_WORKFLOW = `name: ok
on: push
permissions: {}
jobs:
  build:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
    steps:
      - uses: ${CHECKOUT}
        with:
          repository: \${{ job.workflow_repository }}
          ref: \${{ job.workflow_sha }}
      - run: echo hello
        env:
          FABRIC_ID: \${{ vars.FABRIC_ID }}
`;

describe('scripts/lint-github.mjs', () => {
  it("passes this repository's workflows and action.yml", () => {
    const run = lint();

    expect(run.lines.filter((l) => /:\d+: /.test(l))).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.lines.at(-1)).toMatch(/^lint-github: \d+ workflow file\(s\) and action\.yml: no findings$/);
  });

  it('accepts the verified false positives only: ubuntu-24.04, job.workflow_* and vars', () => {
    const clean = lint(repo({ '.github/workflows/ok.yml': GOOD_WORKFLOW }));
    const typo = lint(
      repo({
        '.github/workflows/ok.yml': GOOD_WORKFLOW.replace('ubuntu-24.04', 'ubuntu-24.4')
          .replace('job.workflow_sha', 'job.workflow_shaa')
          .replace('vars.FABRIC_ID', 'var.FABRIC_ID'),
      }),
    );

    expect(clean.lines).toEqual(['lint-github: 1 workflow file(s): no findings']);
    expect(clean.code).toBe(0);
    expect(typo.code).toBe(1);
    expect(typo.lines).toEqual([
      expect.stringMatching(
        /^\.github\/workflows\/ok\.yml:6: label "ubuntu-24\.4" is unknown\. .* \[runner-label\]$/,
      ),
      expect.stringMatching(
        /^\.github\/workflows\/ok\.yml:13: property "workflow_shaa" is not defined in object type .* \[expression\]$/,
      ),
      expect.stringMatching(
        /^\.github\/workflows\/ok\.yml:16: undefined variable "var"\. .* \[expression\]$/,
      ),
    ]);
    expect(typo.stderr).toBe('lint-github: 3 finding(s) in 1 workflow file(s)\n');
  });

  it('fails on a broken workflow with file:line: message for each finding', () => {
    const root = repo({
      '.github/workflows/broken.yml': `name: broken
on:
  workflow_call:
    inputs:
      target:
        type: string
jobs:
  build:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@48b55a011bda9f5d6aeb4c2d9c7362e8dae4041e
      - run: echo \${{ foo.bar }}
`,
    });

    const run = lint(root);

    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      '.github/workflows/broken.yml:1: no top-level permissions: set `permissions: {}` (or the minimum) and grant per job',
      '.github/workflows/broken.yml:5: workflow_call inputs "target" needs a description',
      '.github/workflows/broken.yml:11: id-token permission: these workflows never need an OIDC token',
      '.github/workflows/broken.yml:13: actions/checkout@v4: pin actions from other repositories to a full 40-character commit SHA',
      '.github/workflows/broken.yml:14: actions/setup-node@48b55a011bda9f5d6aeb4c2d9c7362e8dae4041e: add the version the SHA stands for as a comment, e.g. "# v1.2.3"',
      expect.stringMatching(
        /^\.github\/workflows\/broken\.yml:15: undefined variable "foo"\. .* \[expression\]$/,
      ),
      '.github/workflows/broken.yml:15: run: script interpolates ${{ }}: pass the value through env: and read it as "$NAME"',
    ]);
    expect(run.stderr).toBe('lint-github: 7 finding(s) in 1 workflow file(s)\n');
  });

  it('reports a YAML syntax error with its line', () => {
    const run = lint(repo({ '.github/workflows/bad.yml': 'name: bad\non: push\njobs:\n  a: [\n' }));

    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      '.github/workflows/bad.yml:5: YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('checks action.yml: node24, main exists, descriptions, string defaults', () => {
    const root = repo({
      'action.yml': `name: x
description: ''
inputs:
  mode:
    required: yes
  dry-run:
    description: Dry run.
    default: false
  retries:
    description: Retries.
    default: '3'
outputs:
  total:
    value: 1
runs:
  using: node20
  main: dist/index.js
extra: 1
`,
    });

    const run = lint(root);

    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      'action.yml:2: description is required and must be a non-empty string',
      'action.yml:4: input "mode" needs a description',
      'action.yml:5: input "mode": required must be true or false',
      'action.yml:8: input "dry-run": default must be a string (quote it)',
      'action.yml:13: output "total" needs a description',
      'action.yml:16: runs.using must be node24, got "node20"',
      'action.yml:17: runs.main dist/index.js does not exist (run npm run bundle)',
      'action.yml:18: unknown key "extra" (allowed: name, author, description, inputs, outputs, runs, branding)',
    ]);
    expect(run.stderr).toBe('lint-github: 8 finding(s) in 0 workflow file(s) and action.yml\n');
  });

  it('passes a correct action.yml', () => {
    const root = repo({
      'action.yml': `name: x
description: Does x.
inputs:
  mode:
    description: What to do.
    required: true
  dry-run:
    description: Dry run.
    default: 'false'
outputs:
  total:
    description: Count.
runs:
  using: node24
  main: dist/index.js
`,
      'dist/index.js': '',
    });

    const run = lint(root);

    expect(run.lines).toEqual(['lint-github: 0 workflow file(s) and action.yml: no findings']);
    expect(run.code).toBe(0);
  });
});
