/**
 * Deploy mode's GitHub deployments (CONTRACT.md, "Deployments on GitHub"), end to end: the built
 * action against the emulator and the fake GitHub, which refuses what GitHub refuses. Each
 * sentence of the contract is a test here: the record and its statuses, the skip of a tag that is
 * already current, github-deployment auto/true/false, the history in the summary, previous-tag,
 * the dry run, and GitHub problems that never fail a step whose deploy was sent.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { settledOrder, startFakeGitHub } from '../helpers/fake-github.js';
import type {
  FakeDeployment,
  FakeGitHub,
  FakeGitHubOptions,
  SeededDeployment,
} from '../helpers/fake-github.js';
import { startEmulator } from '../../src/emulator/server.js';
import { json, startRawServer } from '../service/support.js';
import type { RunningEmulator } from '../../src/emulator/server.js';

const FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const DEPLOY_PATH = '/api/deploy/project';
const GITHUB_TOKEN = 'ghs_deploymentsTestToken0123456789';
const RUN = 'https://github.com/acme/data-project/actions/runs/4242';
const LIST =
  '/repos/acme/data-project/deployments?environment=analytics-prod&task=deploy%3Aorchestration&per_page=20';
const payload = (tag: string) => ({
  project: 'retail',
  fabric: 'analytics-prod',
  tag,
  version: tag.split('/')[1]!,
  run: 'https://github.com/acme/data-project/actions/runs/1000',
});

let emulator: RunningEmulator | undefined;
let github: FakeGitHub | undefined;
const dirs: string[] = [];

beforeAll(() => {
  if (!existsSync(DIST_ENTRY)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
});

afterEach(async () => {
  await emulator?.stop();
  await github?.stop();
  emulator = undefined;
  github = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: FakeGitHubOptions = {}): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture: FIXTURE });
  github = await startFakeGitHub({ token: GITHUB_TOKEN, ...options });
  return { emu: emulator, gh: github };
}

async function deploy(
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const emu = emulator!;
  const gh = github!;
  const run = await runAction({
    inputs: {
      mode: 'deploy',
      'base-url': emu.url,
      token: emu.token,
      'fabric-name': 'analytics-prod',
      'git-tag': 'retail/1.2.0',
      'github-token': GITHUB_TOKEN,
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, ...env },
  });
  dirs.push(run.dir);
  expectNoLeaks(collectEverything(run, { emulator: emu, fakeGithub: gh }), [emu.token, GITHUB_TOKEN]);
  return run;
}

const annotations = (run: ActionRun, level: 'error' | 'warning' | 'notice'): string[] =>
  run.annotations.filter((a) => a.level === level).map((a) => a.message);
const calls = (gh: FakeGitHub): string[] =>
  settledOrder(gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`));
const states = (d: FakeDeployment | undefined): string[] => d?.statuses.map((s) => s.state) ?? [];
const deploys = (emu: RunningEmulator) => emu.requests.filter((r) => r.path === DEPLOY_PATH);

/** An earlier run's deployment of `tag`, ending in `state`. */
function seed(
  gh: FakeGitHub,
  tag: string,
  state: string,
  over: Partial<SeededDeployment> = {},
): FakeDeployment {
  return gh.seedDeployment({
    ref: tag,
    environment: 'analytics-prod',
    payload: payload(tag),
    statuses: [
      { state: 'in_progress' },
      {
        state,
        description:
          state === 'success' ? 'Deployment 80001 scheduled (project retail-analytics, fabric 10741)' : '',
        log_url: 'https://github.com/acme/data-project/actions/runs/1000',
      },
    ],
    created_at: '2026-05-04T09:30:00Z',
    ...over,
  });
}

describe('the record of a deploy', () => {
  it('creates a deployment with the exact body, sets it in progress, deploys, and sets it success with the deploymentId and the run', async () => {
    const { emu, gh } = await start();
    const run = await deploy();

    expect(run.exitCode).toBe(0);
    expect(annotations(run, 'warning')).toEqual([]);
    expect(annotations(run, 'notice')).toEqual(['Deployed retail/1.2.0 to analytics-prod: deployment 90001']);
    const [record, ...others] = gh.deployments;
    expect(others).toEqual([]);
    // Who the token is (GITHUB_TOKEN may not ask: github-actions[bot]) and the list, at once.
    expect(calls(gh)).toEqual([
      `GET ${LIST} 200`,
      'GET /user 403',
      'POST /repos/acme/data-project/deployments 201',
      `POST /repos/acme/data-project/deployments/${record!.id}/statuses 201`,
      `POST /repos/acme/data-project/deployments/${record!.id}/statuses 201`,
    ]);
    expect(gh.requests.slice(2).map((r) => r.body)).toEqual([
      {
        ref: 'retail/1.2.0',
        task: 'deploy:orchestration',
        environment: 'analytics-prod',
        auto_merge: false,
        required_contexts: [],
        payload: {
          project: 'retail',
          fabric: 'analytics-prod',
          tag: 'retail/1.2.0',
          version: '1.2.0',
          run: RUN,
        },
      },
      { state: 'in_progress', description: 'Deploying retail/1.2.0 to fabric analytics-prod', log_url: RUN },
      {
        state: 'success',
        description: 'Deployment 90001 scheduled (project retail-analytics, fabric 10741)',
        log_url: RUN,
      },
    ]);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toEqual({
      'deployment-id': '90001',
      'project-id': 'retail-analytics',
      version: '1.2.0',
      'configurations-applied': '0',
      'pipelines-deployed': '["ingest_orders","build_marts"]',
      'fabric-id': '10741',
      skipped: 'false',
      'github-deployment-id': String(record!.id),
      conclusion: 'success',
    });
    expect(run.summary).toMatch(
      new RegExp(
        [
          '### Deployments of analytics-prod on GitHub',
          '',
          'The last 1 made by the action \\(task <code>deploy:orchestration</code>\\), newest first\\.',
          '',
          '\\| Tag \\| Status \\| Time \\| Run \\|',
          '\\|---\\|---\\|---\\|---\\|',
          `\\| <code>retail/1.2.0</code> \\| success, this run \\| \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\| \\[run\\]\\(${RUN}\\) \\|`,
        ].join('\n'),
      ),
    );
  });

  it('records under the environment input instead of the fabric name', async () => {
    const { gh } = await start();
    const run = await deploy({ environment: 'production' });
    expect(run.exitCode).toBe(0);
    expect(gh.requests.filter((r) => r.path.includes('/deployments?')).map((r) => r.path)).toEqual([
      '/repos/acme/data-project/deployments?environment=production&task=deploy%3Aorchestration&per_page=20',
    ]);
    expect(gh.deployments.map((d) => [d.environment, d.production_environment])).toEqual([
      ['production', true],
    ]);
  });

  it('sets a deploy the service refuses to failure, with its message, and the step fails as before', async () => {
    const { gh } = await start();
    const run = await deploy({ 'git-tag': 'retail/9.9.9' });
    expect(run.exitCode).toBe(1);
    const line =
      'Deploy project failed: Deployment failed (HTTP 200): Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found; check the `git-tag` input';
    expect(annotations(run, 'error')).toEqual([line]);
    expect(states(gh.deployments[0])).toEqual(['in_progress', 'failure']);
    expect(gh.deployments[0]!.statuses[1]!.description).toBe(`${line.slice(0, 139)}…`);
    expect(run.outputs).toEqual({
      'github-deployment-id': String(gh.deployments[0]!.id),
      conclusion: 'failure',
    });
  });

  it('sets a deploy that may have been scheduled to error, saying so', async () => {
    const { emu, gh } = await start();
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: DEPLOY_PATH });
    const run = await deploy();
    expect(run.exitCode).toBe(1);
    expect(states(gh.deployments[0])).toEqual(['in_progress', 'error']);
    expect(gh.deployments[0]!.statuses[1]!.description).toMatch(
      /^The deploy may have been scheduled: Deploy project failed: the connection was reset after the request was sent, /,
    );
    expect(deploys(emu)).toHaveLength(1);
  });
});

describe('a tag that is already current is not deployed again', () => {
  it("sends nothing when the environment's current deployment is this project, fabric and tag, and says which one", async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.1.0', 'inactive', { created_at: '2026-05-01T08:00:00Z' });
    const current = seed(gh, 'retail/1.2.0', 'success');
    const run = await deploy();

    expect(run.exitCode).toBe(0);
    expect(emu.requests).toEqual([]);
    expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(annotations(run, 'notice')).toEqual([
      `retail/1.2.0 is already deployed to analytics-prod: GitHub deployment ${current.id} in analytics-prod, on 2026-05-04 09:30 UTC by https://github.com/acme/data-project/actions/runs/1000. Nothing was sent; set redeploy: true to deploy it again.`,
    ]);
    expect(run.outputs).toEqual({
      skipped: 'true',
      'github-deployment-id': String(current.id),
      version: '1.2.0',
      'deployment-id': '80001',
      'project-id': 'retail-analytics',
      'fabric-id': '10741',
      'previous-tag': 'retail/1.1.0',
      conclusion: 'success',
    });
    expect(run.summary).toBe(
      [
        '## ✅ retail/1.2.0 is already deployed to analytics-prod',
        '',
        'Nothing was sent: the current deployment of the environment analytics-prod is this project, fabric and tag. Set <code>redeploy: true</code> to deploy it again (for example with changed overrides).',
        '',
        `- **GitHub deployment:** <code>${current.id}</code> in analytics-prod`,
        '- **Deployed:** 2026-05-04 09:30 UTC',
        '- **Run:** [the workflow run](https://github.com/acme/data-project/actions/runs/1000)',
        '- **Deployment:** <code>80001</code>',
        '- **Version:** <code>1.2.0</code>',
        '',
        '### Deployments of analytics-prod on GitHub',
        '',
        'The last 2 made by the action (task <code>deploy:orchestration</code>), newest first.',
        '',
        '| Tag | Status | Time | Run |',
        '|---|---|---|---|',
        '| <code>retail/1.2.0</code> | success, current | 2026-05-04 09:30 UTC | [run](https://github.com/acme/data-project/actions/runs/1000) |',
        '| <code>retail/1.1.0</code> | inactive | 2026-05-01 08:00 UTC | [run](https://github.com/acme/data-project/actions/runs/1000) |',
        '',
      ].join('\n'),
    );
  });

  it('redeploy: true deploys it again, and previous-tag is the older, different tag: a rollback never deploys what it undoes', async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.1.0', 'inactive', { created_at: '2026-05-01T08:00:00Z' });
    seed(gh, 'retail/1.2.0', 'inactive', { created_at: '2026-05-02T08:00:00Z' });
    seed(gh, 'retail/1.2.0', 'success');
    const run = await deploy({ redeploy: 'true' });
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'previous-tag': 'retail/1.1.0' });
    expect(states(gh.deployments[3])).toEqual(['in_progress', 'success']);
  });

  it('redeploy: true of the only tag ever deployed has no previous-tag', async () => {
    const { gh } = await start();
    seed(gh, 'retail/1.2.0', 'success');
    const run = await deploy({ redeploy: 'true' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ skipped: 'false' });
    expect(run.outputs).not.toHaveProperty('previous-tag');
  });

  it('the current deployment is the newest that succeeded: a later failure, another tag or another task is no reason to skip', async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.1.0', 'success');
    seed(gh, 'retail/1.2.0', 'failure');
    // A job's `environment:` makes GitHub's own deployment (task deploy): not the action's.
    gh.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      task: 'deploy',
      statuses: [{ state: 'success' }],
    });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'previous-tag': 'retail/1.1.0' });
  });

  it('a re-run of the same release deploys once: the second run is skipped, the next tag goes out, and the first is then no longer current', async () => {
    const { emu, gh } = await start();
    const first = await deploy();
    const again = await deploy();
    const next = await deploy({ 'git-tag': 'retail/1.1.0' });
    const back = await deploy();
    expect(
      [first, again, next, back].map((r) => [r.exitCode, r.outputs.skipped, r.outputs['previous-tag']]),
    ).toEqual([
      [0, 'false', undefined],
      [0, 'true', undefined],
      [0, 'false', 'retail/1.2.0'],
      [0, 'false', 'retail/1.1.0'],
    ]);
    expect(emu.deployments().map((d) => d.gitTag)).toEqual(['retail/1.2.0', 'retail/1.1.0', 'retail/1.2.0']);
    // GitHub marks the deployment a success replaces inactive (auto_inactive).
    expect(gh.deployments.map((d) => [d.ref, states(d).at(-1)])).toEqual([
      ['retail/1.2.0', 'inactive'],
      ['retail/1.1.0', 'inactive'],
      ['retail/1.2.0', 'success'],
    ]);
  });
});

describe('github-deployment: auto, true, false', () => {
  const WRITE_HINT =
    'The github-token needs the deployments: write permission (add `permissions: deployments: write` to the job), or set github-deployment: false.';

  it('auto: a 403 on the first request is one warning, and the deploy goes on without a record', async () => {
    const { emu, gh } = await start({ deployments: 'none' });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(annotations(run, 'warning')).toEqual([
      `This deploy is not recorded on GitHub: GitHub answered HTTP 403 (Resource not accessible by integration) to GET /repos/{owner}/{repo}/deployments. ${WRITE_HINT} The deploy goes on without a record (github-deployment: auto).`,
    ]);
    expect(calls(gh)).toEqual([`GET ${LIST} 403`, 'GET /user 403']);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'deployment-id': '90001' });
    expect(run.outputs).not.toHaveProperty('github-deployment-id');
  });

  it('auto: a token that may read but not write is one warning too, and the history it read still gives previous-tag', async () => {
    const { emu, gh } = await start({ deployments: 'read' });
    seed(gh, 'retail/1.1.0', 'success');
    const run = await deploy();
    expect(annotations(run, 'warning')).toEqual([
      `This deploy is not recorded on GitHub: GitHub answered HTTP 403 (Resource not accessible by integration) to POST /repos/{owner}/{repo}/deployments. ${WRITE_HINT} The deploy goes on without a record (github-deployment: auto).`,
    ]);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'previous-tag': 'retail/1.1.0' });
    expect(gh.deployments).toHaveLength(1);
  });

  it('true: a deploy that cannot be recorded is not sent, and the step fails first', async () => {
    const { emu, gh } = await start({ deployments: 'none' });
    const run = await deploy({ 'github-deployment': 'true' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      `github-deployment is true, but this deploy cannot be recorded on GitHub: GitHub answered HTTP 403 (Resource not accessible by integration) to GET /repos/{owner}/{repo}/deployments. ${WRITE_HINT} Nothing was sent to the service.`,
    ]);
    expect(emu.requests).toEqual([]);
    expect(calls(gh)).toEqual([`GET ${LIST} 403`, 'GET /user 403']);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
  });

  it('true: a tag that is not a ref of the repository (422) is not sent either', async () => {
    const { emu } = await start({ refs: ['main'] });
    const run = await deploy({ 'github-deployment': 'true' });
    expect(annotations(run, 'error')).toEqual([
      "github-deployment is true, but this deploy cannot be recorded on GitHub: GitHub refused to record retail/1.2.0 in the environment analytics-prod: HTTP 422, No ref found for: retail/1.2.0. A deployment's ref must be a branch, tag or commit of this repository. Nothing was sent to the service.",
    ]);
    expect(emu.requests).toEqual([]);
  });

  it('false: no record, no check, no GitHub request at all', async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.2.0', 'success');
    gh.requests.length = 0;
    const run = await deploy({ 'github-deployment': 'false' });
    expect(run.exitCode).toBe(0);
    expect(gh.requests).toEqual([]);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'deployment-id': '90001' });
    expect(run.summary).not.toContain('on GitHub');
  });

  it('a dry run makes no GitHub request, and says what it would record', async () => {
    const { emu, gh } = await start();
    const run = await deploy({ 'dry-run': 'true' });
    expect(run.exitCode).toBe(0);
    expect(gh.requests).toEqual([]);
    expect(emu.requests).toEqual([]);
    const line =
      'A deploy would be recorded as a GitHub deployment of retail/1.2.0 in the environment analytics-prod (task deploy:orchestration), unless retail/1.2.0 is the current deployment there already (then nothing would be sent) or an earlier attempt of it did not end (then nothing would be sent and the step would fail). Dry run: no GitHub request was made.';
    expect(run.stdout).toContain(`\n${line}\n`);
    expect(run.summary).toContain(`\n${line}\n`);
  });
});

describe('the history in the job summary', () => {
  it("shows the environment's last five deployments made by the action: this one and the four before, with their status, time and run", async () => {
    const { gh } = await start();
    const times = [
      '2026-05-01T08:00:00Z',
      '2026-05-02T08:00:00Z',
      '2026-05-03T08:00:00Z',
      '2026-05-04T08:00:00Z',
      '2026-05-05T08:00:00Z',
    ];
    const tags = ['retail/1.0.0', 'retail/1.0.1', 'retail/1.1.0', 'retail/1.1.1', 'retail/1.1.2'];
    const endings = ['inactive', 'inactive', 'success', 'failure', 'error'];
    tags.forEach((tag, i) => seed(gh, tag, endings[i]!, { created_at: times[i]! }));
    const run = await deploy();
    const table = run.summary.split('### Deployments of analytics-prod on GitHub\n')[1]!.split('\n\n')[1]!;
    const runCell = '[run](https://github.com/acme/data-project/actions/runs/1000)';
    expect(table.split('\n').slice(0, 2)).toEqual(['| Tag | Status | Time | Run |', '|---|---|---|---|']);
    expect(table.split('\n').slice(2)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\| <code>retail/1\\.2\\.0</code> \\| success, this run \\| [^|]+ UTC \\| \\[run\\]\\(${RUN}\\) \\|$`,
        ),
      ),
      `| <code>retail/1.1.2</code> | error | 2026-05-05 08:00 UTC | ${runCell} |`,
      `| <code>retail/1.1.1</code> | failure | 2026-05-04 08:00 UTC | ${runCell} |`,
      `| <code>retail/1.1.0</code> | success, current before this run | 2026-05-03 08:00 UTC | ${runCell} |`,
      `| <code>retail/1.0.1</code> | inactive | 2026-05-02 08:00 UTC | ${runCell} |`,
    ]);
    expect(run.outputs['previous-tag']).toBe('retail/1.1.0');
    // Who the token is, one list, and statuses until the rows, the current one and the one before it were known.
    expect(gh.requests.filter((r) => r.method === 'GET')).toHaveLength(7);
  });
});

describe('GitHub problems after the deploy was sent never fail the step', () => {
  it('a 403 on the success status is a warning naming the deployment; the step succeeds', async () => {
    const { emu, gh } = await start();
    gh.fail({ kind: 'forbidden', method: 'POST', path: '/statuses', skip: 1 });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    const id = gh.deployments[0]!.id;
    expect(annotations(run, 'warning')).toEqual([
      `Deployment 90001 of retail/1.2.0 to analytics-prod was scheduled, but GitHub deployment ${id} (retail/1.2.0 in analytics-prod) could not be set to success: HTTP 403, Resource not accessible by integration. Do not re-run this deploy: it would deploy again.`,
    ]);
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'deployment-id': '90001' });
  });

  it('a reset after GitHub took the status is a warning that says it may be set; it is not sent twice', async () => {
    const { gh } = await start();
    gh.fail({ kind: 'reset', method: 'POST', path: '/statuses', skip: 1, afterProcessing: true });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(annotations(run, 'warning')).toEqual([
      expect.stringMatching(
        /^Deployment 90001 of retail\/1\.2\.0 to analytics-prod was scheduled, but GitHub deployment \d+ \(retail\/1\.2\.0 in analytics-prod\) could not be set to success: network error: the connection to GitHub failed before an answer \(.+\)\. GitHub may have set it all the same: it is not sent twice\. Do not re-run this deploy: it would deploy again\.$/,
      ),
    ]);
    expect(states(gh.deployments[0])).toEqual(['in_progress', 'success']);
    expect(gh.requests.filter((r) => r.path.endsWith('/statuses'))).toHaveLength(2);
  });

  it('a status that cannot be set in progress is a warning, and the deploy goes on', async () => {
    const { emu, gh } = await start();
    gh.fail({ kind: 'server-error', method: 'POST', path: '/statuses' });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(annotations(run, 'warning')).toEqual([
      `GitHub deployment ${gh.deployments[0]!.id} (retail/1.2.0 in analytics-prod) could not be set in progress: HTTP 500, Server Error. GitHub may have set it all the same: it is not sent twice. The deploy goes on.`,
    ]);
    expect(states(gh.deployments[0])).toEqual(['success']);
  });

  it('auto: a create whose answer is lost is one warning that says GitHub may have it; the deploy goes on', async () => {
    const { emu, gh } = await start();
    gh.fail({ kind: 'reset', method: 'POST', path: '/deployments', afterProcessing: true });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(annotations(run, 'warning')).toEqual([
      expect.stringMatching(
        /^This deploy is not recorded on GitHub: POST \/repos\/\{owner\}\/\{repo\}\/deployments: network error: .+\. GitHub may have created the deployment all the same: it is not sent twice\. The deploy goes on without a record \(github-deployment: auto\)\.$/,
      ),
    ]);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('replaces: a rollback replaces only the release it undoes', () => {
  it('deploys when the current deployment is that tag', async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.1.0', 'inactive');
    seed(gh, 'retail/1.2.0', 'success');
    const run = await deploy({ 'git-tag': 'retail/1.1.0', redeploy: 'true', replaces: 'retail/1.2.0' });
    expect(run.exitCode).toBe(0);
    expect(emu.deployments().map((d) => d.gitTag)).toEqual(['retail/1.1.0']);
    expect(run.outputs).toMatchObject({ skipped: 'false', 'previous-tag': 'retail/1.2.0' });
  });

  it('sends nothing and fails when another release deployed since', async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.2.0', 'inactive');
    const since = seed(gh, 'retail/1.3.0', 'success');
    const run = await deploy({ 'git-tag': 'retail/1.1.0', redeploy: 'true', replaces: 'retail/1.2.0' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      `Not deployed: retail/1.1.0 was to replace retail/1.2.0 (replaces), but the current deployment of the environment analytics-prod is retail/1.3.0 (GitHub deployment ${since.id}). Nothing was sent to the service.`,
    ]);
    expect(emu.requests).toEqual([]);
    expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('sends nothing when GitHub cannot say what is current, even with github-deployment: auto', async () => {
    const { emu } = await start({ deployments: 'none' });
    const run = await deploy({ 'git-tag': 'retail/1.1.0', redeploy: 'true', replaces: 'retail/1.2.0' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      'Not deployed: the current deployment of the environment analytics-prod must be retail/1.2.0 (replaces), and GitHub could not say: GitHub answered HTTP 403 (Resource not accessible by integration) to GET /repos/{owner}/{repo}/deployments. The github-token needs the deployments: write permission (add `permissions: deployments: write` to the job), or set github-deployment: false. Nothing was sent to the service.',
    ]);
    expect(annotations(run, 'warning')).toEqual([]);
    expect(emu.requests).toEqual([]);
  });
});

describe("only the action's own records count", () => {
  const MALLORY = { login: 'mallory', type: 'User' as const };
  /** Another identity's deployment with the action's task, claiming a success and ids of its own. */
  function forge(gh: FakeGitHub, tag: string): FakeDeployment {
    return seed(gh, tag, 'success', {
      creator: MALLORY,
      statuses: [
        { state: 'success', description: 'Deployment 66666 scheduled (project forged, fabric 666)' },
      ],
    });
  }

  it("another identity's success of the same tag is not current: the deploy is sent, its outputs are the service's, and the summary says whose it was", async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.0.0', 'inactive', { created_at: '2026-05-01T08:00:00Z' });
    forge(gh, 'retail/1.1.0');
    forge(gh, 'retail/1.2.0');
    const run = await deploy();

    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(run.outputs).toEqual({
      'deployment-id': '90001',
      'project-id': 'retail-analytics',
      version: '1.2.0',
      'configurations-applied': '0',
      'pipelines-deployed': '["ingest_orders","build_marts"]',
      'fabric-id': '10741',
      skipped: 'false',
      // Not the forged retail/1.1.0: the newest of the action's own that succeeded.
      'previous-tag': 'retail/1.0.0',
      'github-deployment-id': String(gh.deployments[3]!.id),
      conclusion: 'success',
    });
    // The forgeries' statuses were never asked for.
    const statusReads = gh.requests.filter((r) => r.method === 'GET' && r.path.includes('/statuses'));
    expect(statusReads.map((r) => r.path)).toEqual([
      `/repos/acme/data-project/deployments/${gh.deployments[0]!.id}/statuses?per_page=1`,
    ]);
    const table = run.summary.split('### Deployments of analytics-prod on GitHub\n')[1]!;
    expect(table).toContain(
      "The last 4 with the action's task (<code>deploy:orchestration</code>), newest first. 2 of them were not made by the action's identity: such a deployment is neither current nor a previous-tag, and nothing is taken from it.",
    );
    expect(table).toContain(
      "| <code>retail/1.2.0</code> | not the action's (created by mallory) | 2026-05-04 09:30 UTC | [run](https://github.com/acme/data-project/actions/runs/1000) |",
    );
    expect(run.summary).not.toContain('66666');
  });

  it("a rollback's guard does not take another identity's deployment for the current one", async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.1.0', 'inactive');
    forge(gh, 'retail/1.2.0');
    const run = await deploy({ 'git-tag': 'retail/1.1.0', redeploy: 'true', replaces: 'retail/1.2.0' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      'Not deployed: retail/1.1.0 was to replace retail/1.2.0 (replaces), but the current deployment of the environment analytics-prod is none. Nothing was sent to the service.',
    ]);
    expect(emu.requests).toEqual([]);
  });

  it("a personal token's own user counts, found with GET /user; the Actions bot's deployment then does not", async () => {
    const { emu, gh } = await start({ identity: { login: 'release-bot', type: 'User' } });
    seed(gh, 'retail/1.2.0', 'success', { creator: { login: 'github-actions[bot]', type: 'Bot' } });
    const own = seed(gh, 'retail/1.1.0', 'success', { created_at: '2026-05-01T08:00:00Z' });
    const run = await deploy({ 'git-tag': 'retail/1.1.0' });
    expect(calls(gh)).toContain('GET /user 200');
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toEqual([]);
    expect(run.outputs).toMatchObject({ skipped: 'true', 'github-deployment-id': String(own.id) });
  });

  it("a GitHub App's token, which cannot say who it is, deploys and warns that later runs will not count its record", async () => {
    const { emu, gh } = await start({ identity: { login: 'deployer[bot]', type: 'Bot' } });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
    expect(annotations(run, 'warning')).toEqual([
      `GitHub recorded deployment ${gh.deployments[0]!.id} as created by deployer[bot] (Bot), but the action counts only deployments created by github-actions[bot], the identity of its github-token (a GitHub App's token cannot say who it is): later runs will take this one neither as current nor as previous-tag. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`,
    ]);
  });

  it('an identity GitHub cannot tell (GET /user fails) is a history that cannot be read: true sends nothing', async () => {
    const { emu, gh } = await start();
    gh.fail({ kind: 'server-error', method: 'GET', path: '/user', times: Infinity });
    const run = await deploy({ 'github-deployment': 'true' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      'github-deployment is true, but this deploy cannot be recorded on GitHub: GET /user: HTTP 500, Server Error. Nothing was sent to the service.',
    ]);
    expect(emu.requests).toEqual([]);
    expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});

describe('an earlier attempt that may have scheduled this deploy is not sent again', () => {
  const line = (d: FakeDeployment, state: string) =>
    `Not deployed: GitHub deployment ${d.id} of retail/1.2.0 in analytics-prod (created on 2026-05-04 09:30 UTC by https://github.com/acme/data-project/actions/runs/1000) has the status ${state}, so an earlier attempt may have scheduled this deploy. Check the deployments of retail on fabric analytics-prod in the service (that run's log names any deploymentId); if retail/1.2.0 is not there, set redeploy: true to deploy it. Nothing was sent to the service.`;

  it.each(['in_progress', 'error', 'pending'])(
    "the action's own record of this tag, %s: refused before any request to the service; redeploy: true sends it once",
    async (state) => {
      const { emu, gh } = await start();
      seed(gh, 'retail/1.1.0', 'success', { created_at: '2026-05-01T08:00:00Z' });
      const stuck = seed(gh, 'retail/1.2.0', state);
      const run = await deploy();

      expect(run.exitCode).toBe(1);
      expect(annotations(run, 'error')).toEqual([line(stuck, state)]);
      expect(emu.requests).toEqual([]);
      expect(gh.requests.every((r) => r.method === 'GET')).toBe(true);
      expect(run.outputs).toEqual({ conclusion: 'failure' });
      expect(run.summary).toContain('## ❌ Not deployed: retail/1.2.0 to analytics-prod\n');
      expect(run.summary).toContain(
        `| <code>retail/1.2.0</code> | ${state}, may have been scheduled | 2026-05-04 09:30 UTC |`,
      );

      const again = await deploy({ redeploy: 'true' });
      expect(again.exitCode).toBe(0);
      expect(deploys(emu)).toHaveLength(1);
      expect(again.outputs).toMatchObject({ skipped: 'false', 'previous-tag': 'retail/1.1.0' });
    },
  );

  it('a record without any status (its in_progress was lost) stops a re-run too', async () => {
    const { emu, gh } = await start();
    const bare = gh.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      payload: payload('retail/1.2.0'),
      created_at: '2026-05-04T09:30:00Z',
    });
    const run = await deploy();
    expect(annotations(run, 'error')).toEqual([line(bare, 'x').replace('has the status x', 'has no status')]);
    expect(emu.requests).toEqual([]);
  });

  it('a re-run after the success status was lost does not deploy twice', async () => {
    const { emu, gh } = await start();
    gh.fail({ kind: 'forbidden', method: 'POST', path: '/statuses', skip: 1 });
    const first = await deploy();
    expect(first.exitCode).toBe(0);
    expect(states(gh.deployments[0])).toEqual(['in_progress']);
    const rerun = await deploy();
    expect(rerun.exitCode).toBe(1);
    expect(annotations(rerun, 'error')[0]).toMatch(
      new RegExp(
        `^Not deployed: GitHub deployment ${gh.deployments[0]!.id} of retail/1\\.2\\.0 .* has the status in_progress, `,
      ),
    );
    expect(deploys(emu)).toHaveLength(1);
    expect(gh.deployments).toHaveLength(1);
  });

  it('a re-run after an ambiguous deploy does not deploy twice', async () => {
    const { emu, gh } = await start();
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: DEPLOY_PATH });
    await deploy();
    expect(states(gh.deployments[0])).toEqual(['in_progress', 'error']);
    const rerun = await deploy();
    expect(rerun.exitCode).toBe(1);
    expect(annotations(rerun, 'error')[0]).toContain(
      ' has the status error, so an earlier attempt may have scheduled this deploy.',
    );
    expect(deploys(emu)).toHaveLength(1);
  });

  it("another identity's unfinished record, or one the current deployment superseded, does not stop it", async () => {
    const { emu, gh } = await start();
    seed(gh, 'retail/1.2.0', 'error', { created_at: '2026-05-01T08:00:00Z' });
    seed(gh, 'retail/1.1.0', 'success', { created_at: '2026-05-02T08:00:00Z' });
    seed(gh, 'retail/1.2.0', 'in_progress', { creator: { login: 'mallory', type: 'User' } });
    const run = await deploy();
    expect(run.exitCode).toBe(0);
    expect(deploys(emu)).toHaveLength(1);
  });
});

describe('HTTP 200 with success:false that names a deploymentId', () => {
  it('is ambiguous: the line says it may have been scheduled, the GitHub deployment is set error, it is sent once, and a re-run sends nothing', async () => {
    const { gh } = await start();
    const service = await startRawServer((_req, res) =>
      json(res, 200, {
        success: false,
        message: 'Deployment failed',
        error: 'scheduler did not confirm',
        deploymentId: '90077',
      }),
    );
    try {
      const run = await deploy({ 'base-url': service.url, token: 'tok-ambiguous-service' });
      const line =
        'Deploy project failed: Deployment failed (HTTP 200): scheduler did not confirm, so the deployment may have been scheduled (deploymentId 90077): check fabric analytics-prod for retail/1.2.0 before running again';
      expect(run.exitCode).toBe(1);
      expect(annotations(run, 'error')).toEqual([line]);
      expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${DEPLOY_PATH}`]);
      expect(states(gh.deployments[0])).toEqual(['in_progress', 'error']);
      expect(gh.deployments[0]!.statuses[1]!.description).toMatch(
        /^The deploy may have been scheduled: Deploy project failed: Deployment failed \(HTTP 200\)/,
      );
      expect(run.summary).toContain('the deployment may have been scheduled');

      const rerun = await deploy({ 'base-url': service.url, token: 'tok-ambiguous-service' });
      expect(rerun.exitCode).toBe(1);
      expect(service.requests).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});

describe('a job cancelled while the deploy request is under way', () => {
  it('writes the outputs and the summary, sets the GitHub deployment error, and fails saying the deployment may have been scheduled', async () => {
    const { gh } = await start();
    seed(gh, 'retail/1.1.0', 'success');
    let step: ChildProcessWithoutNullStreams | undefined;
    // The service takes the request and never answers: the runner's signal comes first.
    const service = await startRawServer(() => step?.kill('SIGTERM'));
    try {
      const run = await runAction({
        inputs: {
          mode: 'deploy',
          'base-url': service.url,
          token: 'tok-cancelled-service',
          'fabric-name': 'analytics-prod',
          'git-tag': 'retail/1.2.0',
          'github-token': GITHUB_TOKEN,
        },
        env: { GITHUB_API_URL: gh.url },
        onSpawn: (child) => (step = child),
      });
      dirs.push(run.dir);
      const line =
        'The job was cancelled (SIGTERM) before this step ended: Deploy project: the job was cancelled while the request was under way: the deployment of retail/1.2.0 to analytics-prod may have been scheduled; check the deployments of retail on analytics-prod before running again';
      expect({ exitCode: run.exitCode, errors: annotations(run, 'error') }).toEqual({
        exitCode: 1,
        errors: [line],
      });
      expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${DEPLOY_PATH}`]);
      const record = gh.deployments.find((d) => d.ref === 'retail/1.2.0');
      expect(states(record)).toEqual(['in_progress', 'error']);
      expect(run.outputs).toEqual({
        'previous-tag': 'retail/1.1.0',
        'github-deployment-id': String(record!.id),
        conclusion: 'failure',
      });
      expect(run.summary.split('\n')[0]).toBe('## ❌ Deploy of retail/1.2.0 to analytics-prod failed');
      expect(run.summary).toContain('the deployment may have been scheduled');
    } finally {
      await service.close();
    }
  });
});
