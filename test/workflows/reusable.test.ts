// The reusable workflows: their wiring checked against action.yml (every input they pass exists,
// every output they read is one the action writes), and the logic in their `run:` steps executed
// for real with bash, the way the runner does, with the variables GitHub would set.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { MODES } from '../../src/inputs/catalogue.js';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';
import { evaluate, interpolate, runs } from '../helpers/expressions.js';
import type { ExpressionContext, Value } from '../helpers/expressions.js';
import { runStep } from './runner.js';

interface Step {
  id?: string;
  if?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  concurrency?: unknown;
  environment?: unknown;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
  needs?: string | string[];
}
interface Workflow {
  on: {
    workflow_call?: {
      inputs?: Record<string, { default?: Value }>;
      outputs?: Record<string, { value: string }>;
    };
  };
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const REUSABLE = ['data-tests.yml', 'release.yml', 'sharded-tests.yml', 'fabric-apply.yml'];
const load = (name: string): Workflow =>
  parse(readFileSync(join(ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

/**
 * mode: pipeline's inputs and outputs as CONTRACT.md names them ("Pipeline runs"), while that
 * mode is built on another branch and action.yml lacks them. Once action.yml has the input
 * `pipelines`, action.yml alone decides, and a name here that differs from it fails the wiring test.
 */
const PIPELINE_MODE_PENDING = !('pipelines' in action.inputs);
const PIPELINE_INPUTS = [
  'pipelines',
  'fabric-id',
  'project-id',
  'branch',
  'version',
  'parameters-file',
  'wait',
  'timeout',
  'poll-interval',
];
const PIPELINE_OUTPUTS = ['runs', 'run-ids', 'succeeded', 'failed', 'conclusion'];
const knownInput = (input: string, mode: unknown): boolean =>
  input in action.inputs || (PIPELINE_MODE_PENDING && mode === 'pipeline' && PIPELINE_INPUTS.includes(input));
const knownOutput = (output: string, mode: unknown): boolean =>
  output in action.outputs ||
  (PIPELINE_MODE_PENDING && mode === 'pipeline' && PIPELINE_OUTPUTS.includes(output));

function step(workflow: string, job: string, id: string): Step {
  const found = load(workflow).jobs[job]?.steps.find((s) => s.id === id);
  if (!found?.run) throw new Error(`${workflow}: job ${job} has no run step ${id}`);
  return found;
}

describe('reusable workflows: wiring', () => {
  it.each(REUSABLE)('%s passes only inputs action.yml has, and reads only outputs it writes', (name) => {
    const workflow = load(name);
    for (const [jobId, job] of Object.entries(workflow.jobs)) {
      const actionSteps = new Map<string, unknown>();
      for (const s of job.steps) {
        if (s.uses !== './.orchestration-action') continue;
        expect(s.id).toBeDefined();
        actionSteps.set(s.id!, s.with?.mode);
        for (const input of Object.keys(s.with ?? {}))
          expect([jobId, input, knownInput(input, s.with?.mode)]).toEqual([jobId, input, true]);
        expect(MODES).toContain(s.with?.mode);
      }
      const text = JSON.stringify(job);
      for (const [, id, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        if (actionSteps.has(id!))
          expect([jobId, output, knownOutput(output!, actionSteps.get(id!))]).toEqual([jobId, output, true]);
      }
    }
  });

  it.each(REUSABLE)('%s: every output maps to a job output that exists', (name) => {
    const workflow = load(name);
    for (const [output, spec] of Object.entries(workflow.on.workflow_call?.outputs ?? {})) {
      for (const [, job, jobOutput] of spec.value.matchAll(/jobs\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        expect([output, job, jobOutput, workflow.jobs[job!]?.outputs?.[jobOutput!] !== undefined]).toEqual([
          output,
          job,
          jobOutput,
          true,
        ]);
      }
    }
  });

  it.each(REUSABLE)(
    '%s grants nothing at the top and checks out the action at the calling commit',
    (name) => {
      const workflow = load(name);
      expect(workflow.permissions).toEqual({});
      for (const job of Object.values(workflow.jobs)) {
        expect(job.permissions).toBeDefined();
        const locate = job.steps.find((s) => s.id === 'action');
        if (!job.steps.some((s) => s.uses === './.orchestration-action')) continue;
        expect(locate?.env).toEqual({
          REPOSITORY: '${{ inputs.action-repository || job.workflow_repository }}',
          REF: '${{ inputs.action-ref || job.workflow_sha }}',
        });
        const checkout = job.steps.find((s) => s.with?.path === '.orchestration-action');
        expect(checkout?.with).toMatchObject({
          repository: '${{ steps.action.outputs.repository }}',
          ref: '${{ steps.action.outputs.ref }}',
          'persist-credentials': false,
        });
      }
    },
  );
});

describe('reusable workflows: the action location step', () => {
  const locate = step('data-tests.yml', 'test', 'action');

  it('passes the repository and commit on', () => {
    const run = runStep(locate, { REPOSITORY: 'acme/orchestration-action', REF: 'a'.repeat(40) });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ repository: 'acme/orchestration-action', ref: 'a'.repeat(40) });
  });

  it('fails with a pointer to the inputs where job.workflow_* is empty (GitHub Enterprise Server)', () => {
    const run = runStep(locate, { REPOSITORY: '', REF: '' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      '::error title=Action location::job.workflow_repository is not available here (GitHub Enterprise Server?): set the inputs action-repository and action-ref\n',
    );
  });
});

describe('the pull-request gates: choosing the baseline', () => {
  const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
    [
      'a pull request compares with its base branch and fails on what is new',
      { BASE_REF: 'main' },
      { branch: 'main', 'fail-on': 'new' },
    ],
    ['a push has no baseline and fails on every failure', {}, { branch: '', 'fail-on': 'failed,error' }],
    [
      'baseline-branch wins over the base branch',
      { EXPLICIT: 'release', BASE_REF: 'main' },
      { branch: 'release', 'fail-on': 'new' },
    ],
    [
      'an explicit fail-on is kept',
      { BASE_REF: 'main', FAIL_ON: 'failed' },
      { branch: 'main', 'fail-on': 'failed' },
    ],
  ];

  it.each(['data-tests.yml:test', 'sharded-tests.yml:plan'])(
    '%s reads the base branch only on pull_request, when asked',
    (where) => {
      const [file, job] = where.split(':') as [string, string];
      expect(step(file, job, 'baseline').env?.BASE_REF).toBe(
        "${{ github.event_name == 'pull_request' && inputs.compare-with-base && github.base_ref || '' }}",
      );
    },
  );

  it.each(cases)('data-tests.yml: %s', (_name, env, outputs) => {
    const run = runStep(step('data-tests.yml', 'test', 'baseline'), {
      EXPLICIT: '',
      BASE_REF: '',
      RESULTS: '',
      FAIL_ON: '',
      ...env,
    });
    expect([run.code, run.outputs]).toEqual([0, outputs]);
  });

  it.each(cases)('sharded-tests.yml: %s', (_name, env, outputs) => {
    const run = runStep(step('sharded-tests.yml', 'plan', 'baseline'), {
      EXPLICIT: '',
      BASE_REF: '',
      FAIL_ON: '',
      ...env,
    });
    expect([run.code, run.outputs]).toEqual([0, outputs]);
  });

  it('data-tests.yml: earlier results replace the reference run, and the gate still fails on what is new', () => {
    const run = runStep(step('data-tests.yml', 'test', 'baseline'), {
      EXPLICIT: '',
      BASE_REF: 'main',
      RESULTS: 'baseline/*.json',
      FAIL_ON: '',
    });
    expect(run.outputs).toEqual({ branch: '', 'fail-on': 'new' });
  });

  it('release.yml compares with baseline-version and then stops only on new failures', () => {
    const tests = load('release.yml').jobs.test!.steps.find((s) => s.id === 'tests')!;
    expect(tests.with).toMatchObject({
      'baseline-version': '${{ inputs.baseline-version }}',
      'fail-on': "${{ inputs.fail-on || (inputs.baseline-version != '' && 'new') || 'failed,error' }}",
    });
  });
});

describe('health-issue in the reusable workflows', () => {
  // A job asking for issues: write would stop every caller that does not grant it (GitHub checks a
  // called workflow's permissions before `if:`): the caller passes its own token instead.
  it.each([
    ['data-tests.yml', 'test', 'tests'],
    ['fabric-apply.yml', 'plan', 'fabric'],
  ])(
    '%s passes health-issue, and the caller token health-token, to the action; no job asks for issues',
    (file, job, id) => {
      const workflow = load(file);
      expect(workflow.jobs[job]!.steps.find((s) => s.id === id)?.with).toMatchObject({
        'health-issue': '${{ inputs.health-issue }}',
        'health-labels': '${{ inputs.health-labels }}',
        'github-token': '${{ secrets.health-token || github.token }}',
      });
      expect(workflow.on.workflow_call?.inputs?.['health-issue']).toMatchObject({
        type: 'boolean',
        default: false,
      });
      const secrets = (workflow.on.workflow_call as { secrets?: Record<string, unknown> }).secrets;
      expect(secrets?.['health-token']).toMatchObject({ required: false });
      for (const each of Object.values(workflow.jobs)) expect(each.permissions).not.toHaveProperty('issues');
    },
  );
});

describe('sharded-tests.yml: the shard list', () => {
  const plan = step('sharded-tests.yml', 'plan', 'plan');

  it.each([
    ['1', '[1]'],
    ['3', '[1,2,3]'],
  ])('shards=%s gives the matrix %s', (shards, list) => {
    const run = runStep(plan, { SHARDS: shards });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ shards: list });
  });

  it('stops at 256, the most jobs a matrix may have', () => {
    const run = runStep(plan, { SHARDS: '256' });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs.shards!)).toEqual(Array.from({ length: 256 }, (_, i) => i + 1));
  });

  it.each(['0', '257', '2.5', 'abc', '', '010', '08'])(
    'refuses shards=%p, without repeating it',
    (shards) => {
      const run = runStep(plan, { SHARDS: shards });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('::error title=Input shards::shards must be a whole number from 1 to 256\n');
      expect(run.stderr).toBe('');
      expect(run.outputs).toEqual({});
    },
  );
});

describe('sharded-tests.yml: a shard that left no results', () => {
  const check = load('sharded-tests.yml').jobs.report!.steps.find((s) => s.name === 'Check every shard ran')!;

  it.each([
    ['no shard left results (no folder at all)', [], 'only 0 of 3'],
    ['two of three did', [1, 3], 'only 2 of 3'],
  ])('fails the report job saying how many: %s', (_case, shards, counted) => {
    const dir = tempDir('shards-');
    if (shards.length > 0) mkdirSync(join(dir, 'shard-results'));
    for (const shard of shards)
      writeFileSync(join(dir, 'shard-results', `results-shard-${shard}.json`), '{}');
    const run = runStep(check, { SHARDS: '3' }, dir);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      1,
      `::error title=Shards::${counted} shards produced results: the report above is incomplete (see the failed shard jobs)\n`,
      '',
    ]);
  });
});

describe('release.yml: resolving the tag', () => {
  const resolve = step('release.yml', 'resolve', 'tag');
  const env = (over: Record<string, string>) => ({
    INPUT_GIT_TAG: '',
    INPUT_PROJECT: '',
    RUN_TESTS: 'false',
    PROJECT_ID: '',
    FABRIC_ID: '',
    GITHUB_REF: 'refs/tags/retail/1.2.0',
    ...over,
  });

  it('takes project and version from the pushed tag', () => {
    const run = runStep(resolve, env({}));
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ 'git-tag': 'retail/1.2.0', project: 'retail', version: '1.2.0' });
  });

  it('splits at the last /, as the action does', () => {
    const run = runStep(resolve, env({ GITHUB_REF: 'refs/tags/acme/retail/2.0.0-rc.1' }));
    expect(run.outputs).toEqual({
      'git-tag': 'acme/retail/2.0.0-rc.1',
      project: 'acme/retail',
      version: '2.0.0-rc.1',
    });
  });

  it('prefers the git-tag and project-name inputs', () => {
    const run = runStep(
      resolve,
      env({ INPUT_GIT_TAG: 'retail/1.1.0', INPUT_PROJECT: 'retail-eu', GITHUB_REF: 'refs/heads/main' }),
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ 'git-tag': 'retail/1.1.0', project: 'retail-eu', version: '1.1.0' });
  });

  const notATag = 'the tag must be {project}/{version}, a git tag name of at most 255 characters';
  it.each([
    [
      { GITHUB_REF: 'refs/heads/main' },
      'git-tag is empty and the workflow does not run for a tag push: call it on tag pushes or pass git-tag',
    ],
    [{ GITHUB_REF: 'refs/tags/v1.2.0' }, notATag],
    [{ INPUT_GIT_TAG: 'retail/' }, notATag],
    [{ INPUT_GIT_TAG: '/1.2.0' }, notATag],
    [{ INPUT_GIT_TAG: 'retail/1.2.0 rc' }, notATag],
    [{ INPUT_GIT_TAG: 'retail:eu/1.2.0' }, notATag],
    [{ INPUT_GIT_TAG: `retail/${'1'.repeat(250)}` }, notATag],
  ])('refuses %p, without repeating it', (over, message) => {
    const run = runStep(resolve, env(over));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`::error title=Input git-tag::${message}\n`);
    expect(run.outputs).toEqual({});
  });

  it.each(['retail eu', 'retail\nevil=1', 'retail:eu', 'retail[eu]'])(
    'refuses project-name %p, which no tag can hold',
    (project) => {
      const run = runStep(resolve, env({ INPUT_PROJECT: project }));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe(
        "::error title=Input project-name::project-name must be the project's name as its tags spell it: no blank, control character or any of ~ ^ : ? * [ \\\n",
      );
      expect(run.outputs).toEqual({});
    },
  );

  it('refuses run-tests without project-id and fabric-id', () => {
    const run = runStep(resolve, env({ RUN_TESTS: 'true', PROJECT_ID: 'retail-analytics' }));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      '::error title=Input run-tests::run-tests needs the inputs project-id and fabric-id\n',
    );
  });

  it('asks for contents: read, and deployments: write only where a deploy is recorded', () => {
    // GitHub checks a called workflow's job permissions before it evaluates `if:`: every caller
    // grants what any job asks for, so no job asks for more than it uses.
    const jobs = load('release.yml').jobs as Record<string, Job>;
    expect(Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, job.permissions]))).toEqual({
      resolve: {},
      test: { contents: 'read' },
      deploy: { contents: 'read', deployments: 'write' },
      'run-pipelines': { contents: 'read' },
      'verify-tests': { contents: 'read' },
      rollback: { contents: 'read', deployments: 'write' },
    });
    const tests = (jobs.test as Job & { steps: Array<{ id?: string; with?: Record<string, unknown> }> })
      .steps;
    expect(tests.find((s) => s.id === 'tests')?.with?.['check-run']).toBe('false');
  });

  it('queues deploys per project and fabric, never cancelling one', () => {
    const deploy = load('release.yml').jobs.deploy as Job & { concurrency: unknown; environment: unknown };
    expect(deploy.concurrency).toEqual({
      group: 'deploy-${{ toJSON(needs.resolve.outputs.project) }}-${{ toJSON(inputs.fabric-name) }}',
      'cancel-in-progress': false,
    });
    expect(deploy.environment).toBe('${{ inputs.environment }}');
    // The rollback deploys too: in the same queue.
    expect(load('release.yml').jobs.rollback!.concurrency).toEqual(deploy.concurrency);
  });

  it('gives each project and fabric a queue of its own: no two pairs of names share a group', () => {
    const { group } = load('release.yml').jobs.deploy!.concurrency as { group: string };
    const groupOf = (project: string, fabric: string) =>
      interpolate(group, {
        property: (path) =>
          ({ 'needs.resolve.outputs.project': project, 'inputs.fabric-name': fabric })[path] ?? undefined,
      });
    const pairs: Array<[string, string]> = [
      ['a-b', 'c'],
      ['a', 'b-c'],
      ['retail', 'analytics-prod'],
      ['retail-analytics', 'prod'],
      // A quote in a name cannot close its part early: it is escaped.
      ['a"-"b', 'c'],
      ['a', 'b"-"c'],
    ];
    const groups = pairs.map(([project, fabric]) => groupOf(project, fabric));
    expect(new Set(groups).size).toBe(pairs.length);
    expect(groups.slice(0, 2)).toEqual(['deploy-"a-b"-"c"', 'deploy-"a"-"b-c"']);
    // The same pair is the same queue, run after run.
    expect(groupOf('retail', 'analytics-prod')).toBe(groups[2]);
  });
});

describe('release.yml: after the deploy, run-pipelines, verify-tests and rollback', () => {
  const workflow = load('release.yml');
  const jobs = workflow.jobs;
  const actionStep = (job: string, id: string) => jobs[job]!.steps.find((s) => s.id === id)!;
  const defaults = Object.fromEntries(
    Object.entries(workflow.on.workflow_call!.inputs!).map(([name, spec]) => [name, spec.default ?? '']),
  );

  interface Needed {
    result: 'success' | 'failure' | 'skipped' | 'cancelled';
    outputs?: Record<string, string>;
  }
  /** A moment of the run: the inputs over their defaults, and how the jobs before ended. */
  function moment(inputs: Record<string, Value>, needs: Record<string, Needed>): ExpressionContext {
    const all = { ...defaults, ...inputs };
    return {
      property: (path) => {
        const [scope, name, field, output] = path.split('.');
        if (scope === 'inputs') return all[name!];
        if (scope === 'needs' && field === 'result') return needs[name!]?.result;
        if (scope === 'needs' && field === 'outputs') return needs[name!]?.outputs?.[output!];
        throw new Error(`no ${path} here`);
      },
    };
  }
  const deployed = (outputs: Record<string, string> = {}): Needed => ({
    result: 'success',
    outputs: { conclusion: 'success', skipped: 'false', 'previous-tag': 'retail/1.1.0', ...outputs },
  });
  const ran = (job: string, inputs: Record<string, Value>, needs: Record<string, Needed>) =>
    runs(jobs[job]!.if, moment(inputs, { resolve: { result: 'success' }, ...needs }));

  it('run-pipelines runs the named pipelines in pipeline mode, on the deployed fabric and version, waiting', () => {
    expect(actionStep('run-pipelines', 'pipelines').with).toEqual({
      mode: 'pipeline',
      'base-url': '${{ inputs.base-url }}',
      token: '${{ secrets.api-token || secrets[inputs.token-secret] }}',
      pipelines: '${{ inputs.pipelines }}',
      'fabric-id': '${{ needs.deploy.outputs.fabric-id }}',
      'project-id': '${{ needs.deploy.outputs.project-id }}',
      version: '${{ needs.deploy.outputs.version }}',
      'parameters-file': '${{ inputs.parameters-file }}',
      wait: true,
      timeout: '${{ inputs.pipelines-timeout }}',
    });
  });

  it.each([
    ['names given, deployed', { pipelines: 'ingest_orders' }, deployed(), true],
    [
      'names given, already current (skipped)',
      { pipelines: 'ingest_orders' },
      deployed({ skipped: 'true' }),
      true,
    ],
    ['no names', {}, deployed(), false],
    [
      'the deploy failed',
      { pipelines: 'ingest_orders' },
      { result: 'failure' as const, outputs: { conclusion: 'failure' } },
      false,
    ],
    ['the deploy did not run', { pipelines: 'ingest_orders' }, { result: 'skipped' as const }, false],
  ])('run-pipelines when %s: %s', (_name, inputs, deploy, expected) => {
    expect(ran('run-pipelines', inputs, { deploy })).toBe(expected);
  });

  it('verify-tests runs the same test plan in test mode on the deployed project, fabric and version', () => {
    expect(actionStep('verify-tests', 'tests').with).toMatchObject({
      mode: 'test',
      'project-id': '${{ needs.deploy.outputs.project-id }}',
      'fabric-id': '${{ needs.deploy.outputs.fabric-id }}',
      version: '${{ needs.deploy.outputs.version }}',
      'tests-file': '${{ inputs.tests-file }}',
      models: '${{ inputs.models }}',
      'check-run': 'false',
    });
    expect(actionStep('test', 'tests').with?.['tests-file']).toBe('${{ inputs.tests-file }}');
  });

  it.each([
    ['asked, after the pipelines succeeded', { 'verify-tests': true }, 'success', true],
    ['asked, without pipelines', { 'verify-tests': true }, 'skipped', true],
    [
      'asked, after the pipelines failed (the release is rolled back or failed already)',
      { 'verify-tests': true },
      'failure',
      false,
    ],
    ['not asked', {}, 'success', false],
  ] as const)('verify-tests when %s: %s', (_name, inputs, pipelines, expected) => {
    expect(ran('verify-tests', inputs, { deploy: deployed(), 'run-pipelines': { result: pipelines } })).toBe(
      expected,
    );
  });

  it.each([
    ['the pipelines failed', { rollback: true }, deployed(), 'failure', 'skipped', true],
    ['the tests on the deployed version failed', { rollback: true }, deployed(), 'success', 'failure', true],
    ['both passed', { rollback: true }, deployed(), 'success', 'success', false],
    ['rollback is off', {}, deployed(), 'failure', 'skipped', false],
    [
      'the deploy was skipped: nothing was sent',
      { rollback: true },
      deployed({ skipped: 'true' }),
      'failure',
      'skipped',
      false,
    ],
    [
      'the deploy failed',
      { rollback: true },
      { result: 'failure' as const, outputs: { conclusion: 'failure' } },
      'skipped',
      'skipped',
      false,
    ],
  ] as const)('rollback when %s: %s', (_name, inputs, deploy, pipelines, tests, expected) => {
    const needs = { deploy, 'run-pipelines': { result: pipelines }, 'verify-tests': { result: tests } };
    expect(ran('rollback', inputs, needs)).toBe(expected);
    expect(runs(jobs.rollback!.if, { ...moment(inputs, needs), status: { cancelled: true } })).toBe(false);
  });

  it('the rollback deploys previous-tag again, only while this release is current, and the release records the deploy only when it may', () => {
    expect(actionStep('rollback', 'rollback').with).toMatchObject({
      mode: 'deploy',
      'fabric-name': '${{ inputs.fabric-name }}',
      'git-tag': '${{ steps.decide.outputs.tag }}',
      redeploy: true,
      'github-deployment': 'true',
      replaces: '${{ needs.resolve.outputs.git-tag }}',
      'overrides-file': '${{ inputs.overrides-file }}',
      environment: '${{ inputs.deployment-environment }}',
    });
    expect(actionStep('rollback', 'rollback').if).toBe("steps.decide.outputs.tag != ''");
    expect(actionStep('deploy', 'deploy').with?.['github-deployment']).toBe(
      "${{ inputs.rollback && 'true' || 'auto' }}",
    );
    expect(actionStep('deploy', 'deploy').with?.environment).toBe('${{ inputs.deployment-environment }}');
    expect(actionStep('deploy', 'deploy').with?.redeploy).toBe('${{ inputs.redeploy }}');
  });

  describe('deciding the rollback', () => {
    const decide = step('release.yml', 'rollback', 'decide');
    const env = (over: Record<string, string>) => ({
      RELEASED: 'retail/1.2.0',
      PROJECT: 'retail',
      PREVIOUS: 'retail/1.1.0',
      PIPELINES: 'failure',
      PIPELINES_FAILED: '2',
      TESTS: 'skipped',
      TESTS_FAILED: '',
      TESTS_ERRORED: '',
      ...over,
    });

    it.each([
      [{}, { tag: 'retail/1.1.0', why: '2 pipeline run(s) did not succeed', problem: '' }],
      [
        { PIPELINES: 'success', TESTS: 'failure', TESTS_FAILED: '3', TESTS_ERRORED: '1' },
        {
          tag: 'retail/1.1.0',
          why: 'the data tests on the deployed version failed (3 failed, 1 errored)',
          problem: '',
        },
      ],
      [
        { PIPELINES_FAILED: '', TESTS: 'failure' },
        {
          tag: 'retail/1.1.0',
          why: 'the pipelines job failed; the data tests job on the deployed version failed',
          problem: '',
        },
      ],
      [
        { PREVIOUS: '' },
        {
          tag: '',
          why: '2 pipeline run(s) did not succeed',
          problem:
            'no earlier deployment of the environment is known (previous-tag is empty), so there is nothing to roll back to',
        },
      ],
      [
        { PREVIOUS: 'sales/2.0.0' },
        {
          tag: '',
          why: '2 pipeline run(s) did not succeed',
          problem:
            "the environment's previous deployment is sales/2.0.0, not of retail: give each project its own deployment-environment",
        },
      ],
      [
        { PROJECT: 'team/sales', PREVIOUS: 'team/sales/1.9.0' },
        { tag: 'team/sales/1.9.0', why: '2 pipeline run(s) did not succeed', problem: '' },
      ],
      [
        { PREVIOUS: 'retail/1.1.0 x' },
        {
          tag: '',
          why: '2 pipeline run(s) did not succeed',
          problem: 'previous-tag is not a git tag name, so there is nothing to roll back to',
        },
      ],
      [
        // The deploy's previous-tag is never the release itself; were it, this is no rollback.
        { PREVIOUS: 'retail/1.2.0' },
        {
          tag: '',
          why: '2 pipeline run(s) did not succeed',
          problem: 'previous-tag is retail/1.2.0 itself: rolling back would deploy the release it undoes',
        },
      ],
      [
        { PIPELINES_FAILED: '2\nevil=1', TESTS: 'failure', TESTS_FAILED: 'x', TESTS_ERRORED: '1' },
        {
          tag: 'retail/1.1.0',
          why: 'the pipelines job failed; the data tests job on the deployed version failed',
          problem: '',
        },
      ],
    ])('%p gives %p', (over, outputs) => {
      const run = runStep(decide, env(over));
      expect([run.code, run.outputs]).toEqual([0, outputs]);
    });
  });

  describe('the rollback summary, and the failed release', () => {
    const report = step('release.yml', 'rollback', 'report');
    const env = (over: Record<string, string>) => ({
      RELEASED: 'retail/1.2.0',
      FABRIC: 'analytics-prod',
      TAG: 'retail/1.1.0',
      WHY: '2 pipeline run(s) did not succeed',
      PROBLEM: '',
      OUTCOME: 'success',
      DEPLOYMENT_ID: '90002',
      ...over,
    });

    it('says what was rolled back to what and why, and fails', () => {
      const run = runStep(report, env({}));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe(
        '::error title=Rolled back retail/1.2.0 to retail/1.1.0 on analytics-prod::retail/1.2.0 was rolled back to retail/1.1.0 on analytics-prod because 2 pipeline run(s) did not succeed\n',
      );
      expect(run.summary).toBe(
        [
          '## Rolled back <code>retail/1.2.0</code> to <code>retail/1.1.0</code> on analytics-prod',
          '',
          '- **Why:** 2 pipeline run(s) did not succeed',
          '- **Now deployed:** <code>retail/1.1.0</code> (deployment <code>90002</code>)',
          '- **Rolled back:** <code>retail/1.2.0</code>, which stays recorded as the failed release',
          '',
          'The release failed: fix it and release a new version.',
          '',
        ].join('\n'),
      );
    });

    it('says so when the rollback itself failed', () => {
      const run = runStep(report, env({ OUTCOME: 'failure', DEPLOYMENT_ID: '' }));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe(
        '::error title=Rollback of retail/1.2.0 failed::retail/1.2.0 failed (2 pipeline run(s) did not succeed), and rolling back to retail/1.1.0 on analytics-prod failed too: retail/1.2.0 may still be deployed\n',
      );
      expect(run.summary).toContain('<code>retail/1.2.0</code> may still be deployed on analytics-prod');
    });

    it('says why there was nothing to roll back to', () => {
      const run = runStep(report, env({ TAG: '', OUTCOME: '', PROBLEM: 'no earlier deployment' }));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe(
        '::error title=retail/1.2.0 not rolled back::retail/1.2.0 failed (2 pipeline run(s) did not succeed) and was not rolled back: no earlier deployment\n',
      );
      expect(run.summary.split('\n')[0]).toBe(
        '## <code>retail/1.2.0</code> was not rolled back on analytics-prod',
      );
    });

    it('no tag or fabric name can start markup in the summary or a second command in the log', () => {
      const run = runStep(
        report,
        env({ RELEASED: 'x/<b>*1*|`_', FABRIC: 'f,a:b%', TAG: 'x/0', WHY: 'because\n::warning::pwned' }),
      );
      expect(run.stdout.split('\n').filter(Boolean)).toEqual([
        '::error title=Rolled back x/<b>*1*|`_ to x/0 on f%2Ca%3Ab%25::x/<b>*1*|`_ was rolled back to x/0 on f,a:b%25 because because%0A::warning::pwned',
      ]);
      expect(run.summary.split('\n')[0]).toBe(
        '## Rolled back <code>x/&lt;b&gt;&#42;1&#42;&#124;&#96;&#95;</code> to <code>x/0</code> on f,a:b%',
      );
    });
  });
});

describe("release.yml: the API token, from the deploy job's environment", () => {
  const workflow = load('release.yml');
  const defaults = Object.fromEntries(
    Object.entries(workflow.on.workflow_call!.inputs!).map(([name, spec]) => [name, spec.default ?? '']),
  );
  /** The jobs that call the service: each sends the token from its action step. */
  const CALLERS = ['test', 'deploy', 'run-pipelines', 'verify-tests', 'rollback'];
  const actionStepOf = (job: string) =>
    workflow.jobs[job]!.steps.find((s) => s.uses === './.orchestration-action')!;
  const checkOf = (job: string) => workflow.jobs[job]!.steps.find((s) => s.id === 'token')!;

  /** What a caller hands over: `secrets: inherit`, or secrets passed by name. */
  type Call = { inherit: true } | { passed: Record<string, string> };
  interface Caller {
    /** The repository's (and organization's) secrets. */
    repository: Record<string, string>;
    /** Each environment's secrets. */
    environments: Record<string, Record<string, string>>;
  }

  /**
   * The secrets context of one job of the called workflow, as GitHub builds it: with `secrets:
   * inherit` the caller's repository and organization secrets, else only those passed by name;
   * in a job that runs in an environment, that environment's secrets over them (a secret of the
   * environment wins over a repository secret of the same name). Names are case-insensitive.
   */
  function secretsOf(job: string, call: Call, caller: Caller, inputs: Record<string, Value>) {
    const context: ExpressionContext = {
      property: (path) => (path.startsWith('inputs.') ? inputs[path.slice(7)] : undefined),
    };
    const environment = workflow.jobs[job]!.environment;
    const name = typeof environment === 'string' ? interpolate(environment, context) : '';
    const secrets: Record<string, string> = {};
    const add = (from: Record<string, string>) => {
      for (const [key, value] of Object.entries(from)) secrets[key.toLowerCase()] = value;
    };
    add('inherit' in call ? caller.repository : call.passed);
    if (name) add(caller.environments[name] ?? {});
    return secrets;
  }

  /** The job as it would run: the token its action step sends, and what its first step does. */
  function jobRun(job: string, call: Call, caller: Caller, given: Record<string, Value> = {}) {
    const inputs = { ...defaults, ...given };
    const secrets = secretsOf(job, call, caller, inputs);
    const context: ExpressionContext = {
      property: (path) => {
        const [scope, ...rest] = path.split('.');
        if (scope === 'inputs') return inputs[rest.join('.')];
        if (scope === 'secrets') return secrets[rest.join('.').toLowerCase()];
        throw new Error(`no ${path} here`);
      },
    };
    const check = checkOf(job);
    const env = Object.fromEntries(Object.entries(check.env!).map(([k, v]) => [k, interpolate(v, context)]));
    return { token: evaluate(actionStepOf(job).with!.token as string, context), check: runStep(check, env) };
  }

  const production: Caller = {
    repository: {},
    environments: { production: { ORCHESTRATION_TOKEN: 'prod-token-from-the-environment' } },
  };

  it('is an optional secret, or the secret that token-secret names with secrets: inherit', () => {
    const call = workflow.on.workflow_call as { secrets: Record<string, { required: boolean }> };
    expect(call.secrets['api-token']!.required).toBe(false);
    expect(defaults['token-secret']).toBe('ORCHESTRATION_TOKEN');
    for (const job of CALLERS) {
      expect([job, actionStepOf(job).with!.token]).toEqual([
        job,
        '${{ secrets.api-token || secrets[inputs.token-secret] }}',
      ]);
      // The check comes first: nothing is checked out or sent without a token.
      expect([job, workflow.jobs[job]!.steps[0]!.id]).toEqual([job, 'token']);
    }
    // Only the deploy job runs in the environment.
    expect(
      Object.entries(workflow.jobs)
        .filter(([, job]) => job.environment !== undefined)
        .map(([name]) => name),
    ).toEqual(['deploy']);
  });

  it("deploys with the environment's secret, which reaches the deploy job alone", () => {
    const deploy = jobRun('deploy', { inherit: true }, production, { environment: 'production' });
    expect(deploy.token).toBe('prod-token-from-the-environment');
    expect([deploy.check.code, deploy.check.stdout]).toEqual([0, '']);
  });

  it('takes an environment secret before a repository secret of the same name, and the other jobs the repository one', () => {
    const caller: Caller = {
      repository: { orchestration_token: 'repository-token' },
      environments: { production: { ORCHESTRATION_TOKEN: 'prod-token-from-the-environment' } },
    };
    const given = { environment: 'production', 'run-tests': true };
    expect(jobRun('deploy', { inherit: true }, caller, given).token).toBe('prod-token-from-the-environment');
    for (const job of ['test', 'run-pipelines', 'verify-tests', 'rollback'])
      expect([job, jobRun(job, { inherit: true }, caller, given).token]).toEqual([job, 'repository-token']);
  });

  it('reads the secret token-secret names, and api-token when it is passed', () => {
    const caller: Caller = {
      repository: {},
      environments: { staging: { STAGING_API_TOKEN: 'staging-token' } },
    };
    const given = { environment: 'staging', 'token-secret': 'STAGING_API_TOKEN' };
    expect(jobRun('deploy', { inherit: true }, caller, given).token).toBe('staging-token');
    const passed = jobRun('deploy', { passed: { 'api-token': 'passed-token' } }, caller, given);
    expect(passed.token).toBe('passed-token');
    expect(passed.check.code).toBe(0);
  });

  const NO_TOKEN =
    "::error title=API token::this job has no API token: pass the secret api-token, or call the workflow with secrets: inherit and keep the token in the secret that token-secret names (default ORCHESTRATION_TOKEN); a secret of the environment reaches only the deploy job, the other jobs read the repository's or the organization's\n";

  it.each(CALLERS)(
    '%s without a token stops at its first step, with one line saying where the token goes',
    (job) => {
      const run = jobRun(
        job,
        { inherit: true },
        { repository: {}, environments: {} },
        { environment: 'production' },
      );
      expect(run.token).toBe(null);
      expect([run.check.code, run.check.stdout, run.check.stderr]).toEqual([1, NO_TOKEN, '']);
    },
  );

  it('a job outside the environment, when the token is only there, says so in that line', () => {
    const run = jobRun('verify-tests', { inherit: true }, production, { environment: 'production' });
    expect([run.check.code, run.check.stdout]).toEqual([1, NO_TOKEN]);
  });

  it('the rollback, stopped for want of a token, adds no second line of its own', () => {
    const report = workflow.jobs.rollback!.steps.find((s) => s.id === 'report')!;
    const stopped = { property: () => undefined, status: { failure: true } };
    expect(
      runs(report.if, {
        ...stopped,
        property: (path) => (path === 'steps.token.outcome' ? 'failure' : undefined),
      }),
    ).toBe(false);
    expect(
      runs(report.if, {
        ...stopped,
        property: (path) => (path === 'steps.token.outcome' ? 'success' : undefined),
      }),
    ).toBe(true);
  });
});

describe('fabric-apply.yml: plan or apply', () => {
  const decide = step('fabric-apply.yml', 'decide', 'decide');
  const env = (over: Record<string, string>) => ({
    DRY_RUN: 'auto',
    EVENT: 'push',
    DEFAULT_BRANCH: 'main',
    GITHUB_REF: 'refs/heads/main',
    ...over,
  });

  it.each([
    [{}, 'true'],
    [{ EVENT: 'workflow_dispatch' }, 'true'],
    [{ EVENT: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' }, 'false'],
    [{ EVENT: 'pull_request_target' }, 'false'],
    [{ GITHUB_REF: 'refs/heads/feature' }, 'false'],
    [{ GITHUB_REF: 'refs/tags/main' }, 'false'],
    [{ EVENT: 'schedule', DEFAULT_BRANCH: '' }, 'false'],
    [{ DRY_RUN: 'true' }, 'false'],
    [{ DRY_RUN: 'false', EVENT: 'pull_request' }, 'true'],
  ])('%p applies: %s', (over, apply) => {
    const run = runStep(decide, env(over));
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ apply });
  });

  it('refuses another dry-run value', () => {
    const run = runStep(decide, env({ DRY_RUN: 'yes' }));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('::error title=Input dry-run::dry-run must be auto, true or false\n');
  });

  type FabricJob = Job & { if: string; environment?: string; concurrency: unknown };
  const jobs = load('fabric-apply.yml').jobs as Record<string, FabricJob>;
  const actionStep = (job: string) => jobs[job]!.steps.find((s) => s.id === 'fabric')!;

  it('gives each job only what it uses: pull-requests: write to the plan alone, which comments', () => {
    expect(Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, job.permissions]))).toEqual({
      decide: {},
      plan: { contents: 'read', 'pull-requests': 'write' },
      apply: { contents: 'read' },
    });
  });

  it('plans (read-only, with the comment) unless the decision is to apply, and then only applies', () => {
    expect([jobs.plan!.if, jobs.apply!.if]).toEqual([
      "needs.decide.outputs.apply != 'true'",
      "needs.decide.outputs.apply == 'true'",
    ]);
    expect(actionStep('plan').with).toMatchObject({
      mode: 'fabric',
      plan: true,
      'pr-comment': '${{ inputs.pr-comment }}',
      'health-issue': '${{ inputs.health-issue }}',
      'health-labels': '${{ inputs.health-labels }}',
      'github-token': '${{ secrets.health-token || github.token }}',
    });
    expect(actionStep('apply').with).not.toHaveProperty('plan');
    expect(actionStep('apply').with).not.toHaveProperty('dry-run');
  });

  it('passes fix-drift to both: the apply updates what the plan shows as update', () => {
    expect(load('fabric-apply.yml').on.workflow_call?.inputs?.['fix-drift']).toMatchObject({
      type: 'boolean',
      default: false,
    });
    expect([actionStep('plan').with?.['fix-drift'], actionStep('apply').with?.['fix-drift']]).toEqual([
      '${{ inputs.fix-drift }}',
      '${{ inputs.fix-drift }}',
    ]);
  });

  it('puts only the apply behind the environment, one at a time and never cancelled', () => {
    expect(jobs.apply!.environment).toBe('${{ inputs.environment }}');
    expect(jobs.plan!.environment).toBeUndefined();
    expect(jobs.apply!.concurrency).toEqual({
      group: 'fabric-apply-${{ inputs.fabric-file }}',
      'cancel-in-progress': false,
    });
  });

  it("cancels only a plan of the same file and ref: no other pair's plan shares its group", () => {
    const { group, 'cancel-in-progress': cancel } = jobs.plan!.concurrency as {
      group: string;
      'cancel-in-progress': boolean;
    };
    const groupOf = (file: string, ref: string) =>
      interpolate(group, {
        property: (path) => ({ 'inputs.fabric-file': file, 'github.ref': ref })[path] ?? undefined,
      });
    // A branch may be called y-refs/heads/z, and a fabric file x-refs/heads/y.
    expect(cancel).toBe(true);
    expect(groupOf('x-refs/heads/y', 'refs/heads/z')).not.toBe(groupOf('x', 'refs/heads/y-refs/heads/z'));
    expect(groupOf('fabrics/prod.yml', 'refs/pull/7/merge')).toBe(
      'fabric-plan-"fabrics/prod.yml"-"refs/pull/7/merge"',
    );
  });

  it('hands secret values to the apply alone: the plan needs none', () => {
    const mapping = (job: string) =>
      jobs[job]!.steps.filter((s) => JSON.stringify(s).includes('CALLER_SECRETS')).length;
    expect([mapping('plan'), mapping('apply')]).toEqual([0, 1]);
  });
});

describe('fabric-apply.yml: secrets to environment variables', () => {
  const mapSecrets = load('fabric-apply.yml').jobs.apply!.steps.find(
    (s) => s.name === 'Map secrets to environment variables',
  )!;
  const secrets = {
    github_token: 'ghs_x',
    PROD_WAREHOUSE_TOKEN: 'tok-123',
    SFTP_PASSWORD: 'line one\nline two',
  };
  /** callerSecrets as GitHub's toJSON(secrets) gives them, or (a string) any text in their place. */
  const run = (secretEnv: string, callerSecrets: Record<string, string> | string = secrets) =>
    runStep(mapSecrets, {
      SECRET_ENV: secretEnv,
      CALLER_SECRETS: typeof callerSecrets === 'string' ? callerSecrets : JSON.stringify(callerSecrets),
    });

  it('exports the named secrets only, under the variable names asked for', () => {
    const result = run('# the warehouse\nWAREHOUSE_TOKEN = prod_warehouse_token\nSFTP_PASSWORD\n');
    expect(result.code).toBe(0);
    expect(result.env).toEqual({
      WAREHOUSE_TOKEN: 'tok-123',
      SFTP_PASSWORD: 'line one\nline two',
    });
    expect(result.envFile).not.toContain('ghs_x');
    expect(result.stdout).toBe(
      'WAREHOUSE_TOKEN set from secret prod_warehouse_token\nSFTP_PASSWORD set from secret SFTP_PASSWORD\n',
    );
  });

  it('fails the apply when a secret is missing or empty, exporting nothing', () => {
    const result = run('WAREHOUSE_TOKEN=PROD_WAREHOUSE_TOKEN\nAPI_KEY=MISSING\n', {
      ...secrets,
      MISSING: '',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'WAREHOUSE_TOKEN set from secret PROD_WAREHOUSE_TOKEN\n' +
        '::error title=Input secret-env::line 2: the secret is not available to this workflow: call it with secrets: inherit, or define it in the environment\n',
    );
    expect(result.envFile).toBe('');
  });

  it('refuses a line that is not VARIABLE or VARIABLE=SECRET_NAME, without repeating it', () => {
    const result = run('WAREHOUSE TOKEN=X\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      '::error title=Input secret-env::line 1: expected VARIABLE=SECRET_NAME or VARIABLE (letters, digits and _)\n',
    );
    expect(result.envFile).toBe('');
  });

  it.each(['GITHUB_PATH', 'runner_temp', 'ACTIONS_RUNTIME_TOKEN', 'INPUT_TOKEN', 'NODE_OPTIONS'])(
    'refuses to set %s, a variable the runner or the action reads itself',
    (variable) => {
      const result = run(`${variable}=PROD_WAREHOUSE_TOKEN\n`);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe(
        "::error title=Input secret-env::line 1: GITHUB_*, RUNNER_*, ACTIONS_*, INPUT_* and NODE_OPTIONS are the runner's or the action's own variables: choose another name\n",
      );
      expect(result.envFile).toBe('');
    },
  );

  // Titles name the cases: a test's title is printed, and these texts are not for a log.
  it.each([
    ['not JSON', 'tok-123\n::warning::x'],
    ['a string', '"tok-123"'],
    ['null', 'null'],
    ['an array', '[]'],
  ])('refuses secrets that are %s, without quoting them', (_case, callerSecrets) => {
    const result = run('WAREHOUSE_TOKEN=PROD_WAREHOUSE_TOKEN\n', callerSecrets);
    expect([result.code, result.stdout, result.stderr, result.envFile]).toEqual([
      1,
      '::error title=Secrets::the secrets passed to this workflow are not a JSON object of names and values\n',
      '',
      '',
    ]);
  });
});

describe('docs/workflows.md, the reusable workflows reference', () => {
  const docs = readFileSync(join(ROOT, 'docs', 'workflows.md'), 'utf8');

  it.each(REUSABLE)(
    'lists every input, secret and output of %s in its table, with its description',
    (name) => {
      const section = docs.split(`<summary><code>${name}</code></summary>`)[1]?.split('</details>')[0] ?? '';
      const call = load(name).on.workflow_call as Record<string, Record<string, { description: string }>>;
      for (const kind of ['inputs', 'secrets', 'outputs']) {
        for (const [key, spec] of Object.entries(call[kind] ?? {})) {
          const description = spec.description.replace('*-sources/sources.yml', '`*-sources/sources.yml`');
          expect(section).toMatch(
            new RegExp(`^\\| \`${key}\` \\|(.*\\|)? ${escapeRegExp(description)} \\|$`, 'm'),
          );
        }
      }
    },
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the history in the cache (history)', () => {
  const CACHE_SHA = '27d5ce7f107fe9357f9df03efb73ab90386fccae';
  const WHERE: Array<[string, string, string]> = [
    ['data-tests.yml', 'test', 'tests'],
    ['sharded-tests.yml', 'report', 'report'],
  ];
  /** The moment a step's inputs and conditions are read at. */
  const at = (
    id: string,
    values: Record<string, Value>,
    status: ExpressionContext['status'] = {},
  ): ExpressionContext => {
    const all: Record<string, Value> = {
      'inputs.history': true,
      'runner.temp': '/home/runner/work/_temp',
      'github.run_id': '9001',
      'github.run_attempt': '2',
      'steps.history.outputs.prefix': 'orchestration-history-retail-10740-',
      [`steps.${id}.outputs.history-appended`]: 'true',
      ...values,
    };
    return { property: (path) => all[path], status };
  };
  const FILE = '/home/runner/work/_temp/orchestration-history.json';

  it.each(WHERE)(
    '%s (%s job): restored before the action step, handed to it, saved after it under the same key',
    (file, job, id) => {
      const steps = load(file).jobs[job]!.steps;
      const restoreAt = steps.findIndex((s) => s.uses?.startsWith('actions/cache/restore@'));
      const actionAt = steps.findIndex((s) => s.id === id);
      const saveAt = steps.findIndex((s) => s.uses?.startsWith('actions/cache/save@'));
      expect(0 < restoreAt && restoreAt < actionAt && actionAt < saveAt).toBe(true);
      const [restore, action, save] = [steps[restoreAt]!, steps[actionAt]!, steps[saveAt]!];
      // Pinned to the commit of the release tag the comment names (actions/cache v5.0.5).
      expect([restore.uses, save.uses]).toEqual([
        `actions/cache/restore@${CACHE_SHA}`,
        `actions/cache/save@${CACHE_SHA}`,
      ]);
      const text = readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8');
      expect(text).toContain(`uses: actions/cache/restore@${CACHE_SHA} # v5.0.5\n`);
      expect(text).toContain(`uses: actions/cache/save@${CACHE_SHA} # v5.0.5\n`);

      const value = (v: unknown, values: Record<string, Value> = {}) =>
        interpolate(String(v), at(id, values));
      expect(value(restore.with?.path)).toBe(FILE);
      expect(value(action.with?.['history-file'])).toBe(FILE);
      expect(value(save.with?.path)).toBe(FILE);
      // A key unique to the run and its attempt; any earlier one of the same history restores.
      expect(value(restore.with?.key)).toBe('orchestration-history-retail-10740-9001-2');
      expect(value(save.with?.key)).toBe('orchestration-history-retail-10740-9001-2');
      expect(value(restore.with?.['restore-keys'])).toBe('orchestration-history-retail-10740-');
      expect(value(action.with?.['history-runs'], { 'inputs.history-runs': 50 })).toBe('50');

      // Saved only when the run appended itself (never a pull request), even when the tests failed.
      expect(runs(save.if, at(id, {}, { failure: true }))).toBe(true);
      expect(runs(save.if, at(id, { [`steps.${id}.outputs.history-appended`]: 'false' }))).toBe(false);
      expect(runs(save.if, at(id, { [`steps.${id}.outputs.history-appended`]: null }))).toBe(false);
      // history: false: neither named nor restored, and the action keeps none.
      const off = { 'inputs.history': false };
      expect(runs(restore.if, at(id, off))).toBe(false);
      expect(runs(steps.find((s) => s.id === 'history')!.if, at(id, off))).toBe(false);
      expect(value(action.with?.['history-file'], off)).toBe('');
    },
  );

  it.each(WHERE)("%s: the history's name is a cache key's part, whatever the project's id", (file, job) => {
    const name = step(file, job, 'history');
    expect(name.env?.NAME).toBe(
      "${{ inputs.history-key || format('{0}-{1}', inputs.project-id, inputs.fabric-id) }}",
    );
    const prefix = (NAME: string) => runStep(name, { NAME }).outputs.prefix;
    expect(prefix('retail-analytics-10740')).toBe('orchestration-history-retail-analytics-10740-');
    // No comma (a key takes none), no line break (one line of $GITHUB_OUTPUT), no path.
    expect(prefix('acme/retail, eu\nx=1-10740')).toBe('orchestration-history-acme_retail__eu_x_1-10740-');
    expect(prefix('p'.repeat(300))).toBe(`orchestration-history-${'p'.repeat(200)}-`);
  });

  it.each([
    ['data-tests.yml', 'test', { RESULTS: '' }],
    ['sharded-tests.yml', 'plan', {}],
  ])(
    '%s: a pull request without a branch to compare with fails on what is new against the history',
    (file, job, more) => {
      const baseline = step(file, job, 'baseline');
      expect(baseline.env?.HISTORY).toBe(
        "${{ github.event_name == 'pull_request' && inputs.history && 'true' || '' }}",
      );
      const env = { EXPLICIT: '', BASE_REF: '', FAIL_ON: '', ...more };
      expect(runStep(baseline, { ...env, HISTORY: 'true' }).outputs).toEqual({
        branch: '',
        'fail-on': 'new',
      });
      expect(runStep(baseline, { ...env, HISTORY: '' }).outputs).toEqual({
        branch: '',
        'fail-on': 'failed,error',
      });
    },
  );
});
