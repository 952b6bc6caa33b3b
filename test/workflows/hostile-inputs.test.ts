// The reusable workflows' `run:` steps under hostile values. A caller's input, a branch name, an
// earlier job's output reach a step only through `env:`; each step then refuses what it cannot
// carry, or writes it so the runner reads it whole. Every step is run the way the runner runs it,
// with each value it reads replaced in turn by text meant to break out, and must add no key to
// GITHUB_OUTPUT or GITHUB_ENV, print no workflow command but its own `::error`, which repeats none of
// that text, and run none of it; with valid values it does exactly what it did before.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';
import { commandName, runStep, workflowCommands } from './runner.js';
import type { BashRun } from './runner.js';

interface Step {
  id?: string;
  name?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { steps: Step[] }>;
}

const REUSABLE = ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'];

interface Located {
  file: string;
  job: string;
  step: Step;
}
const runSteps: Located[] = REUSABLE.flatMap((file) => {
  const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8')) as Workflow;
  return Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
    steps.filter((step) => step.run !== undefined).map((step) => ({ file, job, step })),
  );
});

/** Variables the runner sets from the event (a branch or tag name) that scripts read by name. */
const EVENT_VARIABLES = ['GITHUB_REF'];

/** How one step is exercised. */
interface Case {
  /** Valid values of everything the step reads; a function gets the folder the step runs in. */
  env: Record<string, string> | ((dir: string) => Record<string, string>);
  /** The keys the step writes to GITHUB_OUTPUT or GITHUB_ENV: with valid values all of them, never others. */
  keys: string[];
  /** Where a hostile value is put, when not in place of the whole value (a tag inside GITHUB_REF). */
  wrap?: Record<string, (hostile: string) => string>;
  /** Values the step passes on as they are, when it accepts them: variable → key written. */
  passes?: Record<string, string>;
  /** The step fails on purpose, saying so in one `::error` line... */
  fails?: boolean;
  /** ...which names values it was given, escaped for a command's data. */
  names?: boolean;
}

const SHA = 'a'.repeat(40);

/** The step that locates the action, the same in every job that runs the action. */
const LOCATE: Case = {
  env: { REPOSITORY: 'acme/orchestration-action', REF: SHA },
  keys: ['repository', 'ref'],
  passes: { REPOSITORY: 'repository', REF: 'ref' },
};

const CASES: Record<string, Case> = {
  'data-tests.yml#baseline': {
    env: { EXPLICIT: '', BASE_REF: 'main', RESULTS: '', HISTORY: '', FAIL_ON: '' },
    keys: ['branch', 'fail-on'],
    passes: { EXPLICIT: 'branch', BASE_REF: 'branch', FAIL_ON: 'fail-on' },
  },
  // The history's name: a caller's project id and fabric id, cut to what a cache key takes.
  'data-tests.yml#history': { env: { NAME: 'retail-analytics-10740' }, keys: ['prefix'] },
  'release.yml#tag': {
    env: {
      INPUT_GIT_TAG: '',
      INPUT_PROJECT: '',
      RUN_TESTS: 'false',
      PROJECT_ID: '',
      FABRIC_ID: '',
      GITHUB_REF: 'refs/tags/retail/1.2.0',
    },
    keys: ['git-tag', 'project', 'version'],
    wrap: { GITHUB_REF: (hostile) => `refs/tags/retail/${hostile}` },
    passes: { INPUT_GIT_TAG: 'git-tag', INPUT_PROJECT: 'project' },
  },
  // The token itself never reaches the script: only whether there is one.
  'release.yml#token': { env: { HAS_TOKEN: 'true' }, keys: [] },
  'release.yml#decide': {
    env: {
      RELEASED: 'retail/1.2.0',
      PROJECT: 'retail',
      PREVIOUS: 'retail/1.1.0',
      PIPELINES: 'failure',
      PIPELINES_FAILED: '2',
      TESTS: 'failure',
      TESTS_FAILED: '3',
      TESTS_ERRORED: '1',
    },
    keys: ['tag', 'why', 'problem'],
    passes: { PREVIOUS: 'tag' },
  },
  'release.yml#report': {
    env: {
      RELEASED: 'retail/1.2.0',
      FABRIC: 'analytics-prod',
      TAG: 'retail/1.1.0',
      WHY: '2 pipeline run(s) did not succeed',
      PROBLEM: '',
      OUTCOME: 'success',
      DEPLOYMENT_ID: '90002',
    },
    keys: [],
    fails: true,
    names: true,
  },
  'sharded-tests.yml#baseline': {
    env: { EXPLICIT: '', BASE_REF: 'main', HISTORY: '', FAIL_ON: '' },
    keys: ['branch', 'fail-on'],
    passes: { EXPLICIT: 'branch', BASE_REF: 'branch', FAIL_ON: 'fail-on' },
  },
  'sharded-tests.yml#plan': { env: { SHARDS: '3' }, keys: ['shards'] },
  'sharded-tests.yml#history': { env: { NAME: 'retail-analytics-10740' }, keys: ['prefix'] },
  'sharded-tests.yml#Name the results file': {
    env: (dir) => {
      writeFileSync(join(dir, 'results.json'), '{}');
      return { RESULTS_FILE: join(dir, 'results.json'), SHARD: '2' };
    },
    keys: [],
  },
  'sharded-tests.yml#Check every shard ran': { env: { SHARDS: '3' }, keys: [], fails: true },
  'fabric-apply.yml#decide': {
    env: { DRY_RUN: 'auto', EVENT: 'push', DEFAULT_BRANCH: 'main', GITHUB_REF: 'refs/heads/main' },
    keys: ['apply'],
    wrap: { GITHUB_REF: (hostile) => `refs/heads/${hostile}` },
  },
  'fabric-apply.yml#Map secrets to environment variables': {
    env: {
      SECRET_ENV: 'WAREHOUSE_TOKEN=PROD_WAREHOUSE_TOKEN',
      CALLER_SECRETS: JSON.stringify({ PROD_WAREHOUSE_TOKEN: 'tok-123' }),
    },
    keys: ['WAREHOUSE_TOKEN'],
    // GitHub's toJSON(secrets) is JSON: what a caller controls is a secret's value.
    wrap: { CALLER_SECRETS: (hostile) => JSON.stringify({ PROD_WAREHOUSE_TOKEN: hostile }) },
    passes: { CALLER_SECRETS: 'WAREHOUSE_TOKEN' },
  },
};

function caseOf({ file, step }: Located): Case | undefined {
  return step.id === 'action' ? LOCATE : CASES[`${file}#${step.id ?? step.name}`];
}

/**
 * Each contains `evil` or `pwned`, which no message of a step may repeat. Test titles use the
 * labels: a title is printed, and these texts are not for a log.
 */
const HOSTILE: Array<[string, string]> = [
  ['a line break, then a key of its own', 'main\nevil=1'],
  ['CR LF, then a key of its own', 'main\r\nevil=1'],
  ['a line break, then a command', 'main\n::warning::pwned'],
  ['a carriage return, then a command', 'main\r::warning::pwned'],
  ['a command', '::warning::pwned'],
  ['a command of the older form', 'main ##[warning]pwned'],
  ['an escaped line break, then a command', 'main%0A::warning::pwned'],
  ['a command substitution', '$(touch pwned)'],
  ['backticks', '`touch pwned`'],
  ['text that looks like an expression', '${{ secrets.evil }}'],
  ['a guessed heredoc delimiter', 'main\nEOF\nevil=1\nEOF'],
  ['a value in the heredoc form', 'evil<<EOF'],
  ['a very long value', 'evil'.repeat(25_000)],
];

/** The distinct scripts (the action-locating step is one script in ten jobs), each once. */
const distinct = runSteps.filter(
  (located, index) => runSteps.findIndex(({ step }) => step.run === located.step.run) === index,
);

/** Everything a step reads: its env, and the event's variables its script names. */
function variables({ step }: Located): string[] {
  const named = EVENT_VARIABLES.filter((name) => new RegExp(`\\$\\{?${name}\\b`).test(step.run ?? ''));
  return [...Object.keys(step.env ?? {}), ...named];
}

function run(located: Located, over: Record<string, string> = {}): BashRun {
  const c = caseOf(located)!;
  const dir = tempDir('hostile-step-');
  const env = typeof c.env === 'function' ? c.env(dir) : c.env;
  return runStep(located.step, { ...env, ...over }, dir);
}

const commands = (result: BashRun) => [
  ...workflowCommands(result.stdout),
  ...workflowCommands(result.stderr),
];
const written = (result: BashRun) => ({ ...result.outputs, ...result.env });
const where = ({ file, job, step }: Located) => `${file} ${job}: ${step.id ?? step.name}`;

describe('reusable workflows: run steps', () => {
  it('interpolate nothing into a script: every value comes in through env', () => {
    const interpolating = runSteps.filter(({ step }) => step.run!.includes('${{')).map(where);
    expect(interpolating).toEqual([]);
  });

  it('are each exercised here, and the action is located by one script everywhere', () => {
    expect(runSteps.filter((located) => !caseOf(located)).map(where)).toEqual([]);
    const locating = runSteps.filter(({ step }) => step.id === 'action');
    expect(locating).toHaveLength(10);
    expect(new Set(locating.map(({ step }) => step.run)).size).toBe(1);
  });

  it.each(distinct.map((located) => [where(located), located] as const))(
    '%s does its job with valid values',
    (_where, located) => {
      const c = caseOf(located)!;
      const result = run(located);
      expect(result.code).toBe(c.fails ? 1 : 0);
      expect(Object.keys(written(result)).sort()).toEqual([...c.keys].sort());
      expect(commands(result).map(commandName)).toEqual(c.fails ? ['error'] : []);
      expect(result.stderr).toBe('');
    },
  );
});

describe.each(distinct.map((located) => [where(located), located] as const))(
  '%s under hostile values',
  (_where, located) => {
    const c = caseOf(located)!;
    const cases = variables(located).flatMap((variable) =>
      HOSTILE.map(([label, hostile]) => [variable, label, hostile] as const),
    );

    it.each(cases)('%s: %s', (variable, _label, hostile) => {
      const value = c.wrap?.[variable]?.(hostile) ?? hostile;
      const result = run(located, { [variable]: value });

      // Nothing it was given ran.
      expect(existsSync(join(result.dir, 'pwned'))).toBe(false);
      // It accepted the value or refused it: no shell error in between.
      expect([0, 1]).toContain(result.code);
      // The runner can read both files (a line it cannot read fails the step), and they hold
      // only the step's own keys.
      const keys = Object.keys(written(result));
      expect(keys.filter((key) => !c.keys.includes(key))).toEqual([]);
      // Accepted, a value is passed on exactly as it was given.
      const key = c.passes?.[variable];
      if (result.code === 0 && key !== undefined && written(result)[key])
        expect(written(result)[key]).toBe(hostile);
      // No command but the step's own error, which does not repeat the value (or, where the step
      // names values, carries them as one command's data).
      const printed = commands(result);
      expect(printed.map(commandName).filter((name) => name !== 'error')).toEqual([]);
      if (c.names) expect(printed).toHaveLength(1);
      else expect(printed.filter((line) => /evil|pwned/.test(line))).toEqual([]);
      if (result.code === 1) expect(printed.length).toBeGreaterThan(0);
    });
  },
);
