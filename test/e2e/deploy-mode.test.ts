/**
 * Deploy mode end to end: the built action (dist/index.js) against the emulator, as GitHub runs
 * it. Each test starts its own emulator and checks the exact outputs, lines and requests.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DIST_ENTRY, ROOT, runAction } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import type { ActionRun } from '../helpers/run-action.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { tempDir } from '../helpers/temp-dir.js';

const FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const OVERRIDES = join(ROOT, 'test', 'fixtures', 'overrides');
const DEPLOY_PATH = '/api/deploy/project';

/** The defaults of the retail fixture, as every pipeline runs with them when nothing is overridden. */
const DEFAULTS = {
  ingest_orders: {
    environment: 'dev',
    alert_email: 'data-alerts@example.com',
    batch_size: '100',
    full_refresh: 'false',
  },
  build_marts: { environment: 'dev', alert_email: 'data-alerts@example.com', target_schema: 'analytics' },
};

let emulator: RunningEmulator | undefined;

beforeAll(() => {
  if (!existsSync(DIST_ENTRY)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
});

afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

async function start(): Promise<RunningEmulator> {
  emulator = await startEmulator({ fixture: FIXTURE });
  return emulator;
}

/** A workspace holding the given files (relative path → source file), as a checkout would. */
function workspace(files: Record<string, string> = {}): string {
  const dir = tempDir('deploy-ws-');
  for (const [rel, source] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    copyFileSync(source, join(dir, rel));
  }
  return dir;
}

function writeWorkspaceFile(dir: string, rel: string, text: string): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
}

interface DeployOptions {
  inputs?: Record<string, string>;
  ref?: string;
  cwd?: string;
  baseUrl?: string;
}

async function deploy(emu: RunningEmulator, options: DeployOptions = {}): Promise<ActionRun> {
  const run = await runAction({
    inputs: {
      mode: 'deploy',
      'base-url': options.baseUrl ?? emu.url,
      token: emu.token,
      'fabric-name': 'analytics-prod',
      ...options.inputs,
    },
    env: { GITHUB_REF: options.ref ?? 'refs/heads/main' },
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  // Whatever happened, the token must not appear in anything the action produced or sent (but
  // for the ::add-mask:: command that tells the runner to hide it, which the runner consumes).
  expectNoLeaks(collectEverything(run, { emulator: emu }), [emu.token]);
  return run;
}

const errors = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
const notices = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.level === 'notice').map((a) => a.message);
const deployRequests = (emu: RunningEmulator) => emu.requests.filter((r) => r.path === DEPLOY_PATH);

/** Asserts a validation failure: one error line, conclusion failure, and nothing sent. */
function expectRefused(run: ActionRun, emu: RunningEmulator, line: string): void {
  expect(errors(run)).toEqual([line]);
  expect(run.exitCode).toBe(1);
  expect(run.outputs).toEqual({ conclusion: 'failure' });
  expect(emu.requests).toEqual([]);
  expect(emu.deployments()).toEqual([]);
}

describe('deploy mode: which tag', () => {
  it('deploys the tag the workflow runs for, with the overrides file, and reports it', async () => {
    const emu = await start();
    const cwd = workspace({
      'overrides/prod.yml': join(ROOT, 'examples', 'retail', 'overrides', 'prod.yml'),
    });
    const run = await deploy(emu, {
      ref: 'refs/tags/retail/1.2.0',
      cwd,
      inputs: { 'overrides-file': 'overrides/prod.yml' },
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({
      'deployment-id': '90001',
      'project-id': 'retail-analytics',
      version: '1.2.0',
      'configurations-applied': '5',
      'pipelines-deployed': '["ingest_orders","build_marts"]',
      'fabric-id': '10741',
      skipped: 'false',
      conclusion: 'success',
    });
    expect(notices(run)).toEqual(['Deployed retail/1.2.0 to analytics-prod: deployment 90001']);
    expect(errors(run)).toEqual([]);

    const sent = deployRequests(emu);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
      pipelineConfigurations: {
        ingest_orders: { batch_size: '5000', full_refresh: 'false' },
        build_marts: { target_schema: 'analytics' },
      },
      projectConfiguration: { environment: 'prod', alert_email: 'data-oncall@example.com' },
    });
    const [deployment, ...more] = emu.deployments();
    expect(more).toEqual([]);
    expect(deployment).toMatchObject({
      deploymentId: '90001',
      gitTag: 'retail/1.2.0',
      fabricName: 'analytics-prod',
    });
    expect(deployment!.effective).toEqual({
      ingest_orders: {
        environment: 'prod',
        alert_email: 'data-oncall@example.com',
        batch_size: '5000',
        full_refresh: 'false',
      },
      build_marts: {
        environment: 'prod',
        alert_email: 'data-oncall@example.com',
        target_schema: 'analytics',
      },
    });

    expect(run.summary).toBe(
      [
        '## ✅ Deployed retail/1.2.0 to analytics-prod',
        '',
        '- **Deployment:** <code>90001</code>',
        '- **Project:** retail (id <code>retail-analytics</code>)',
        '- **Fabric:** analytics-prod (id <code>10741</code>)',
        '- **Version:** <code>1.2.0</code>',
        '- **Tag:** <code>retail/1.2.0</code>',
        '- **Pipelines deployed:** <code>ingest_orders</code>, <code>build_marts</code>',
        '- **Configurations applied:** 5',
        '- **Message:** Project scheduled successfully',
        '',
        '### Overrides sent',
        '',
        'From <code>overrides/prod.yml</code>. A pipeline override beats project configuration; parameters not listed keep their defaults.',
        '',
        // No note on any row: no Note column. A value to copy holds no invisible character.
        '| Applies to | Parameter | Value |',
        '|---|---|---|',
        '| <code>ingest_orders</code> | <code>batch_size</code> | <code>5000</code> |',
        '| <code>ingest_orders</code> | <code>full_refresh</code> | <code>false</code> |',
        '| <code>build_marts</code> | <code>target_schema</code> | <code>analytics</code> |',
        '| all pipelines (projectConfiguration) | <code>environment</code> | <code>prod</code> |',
        '| all pipelines (projectConfiguration) | <code>alert_email</code> | <code>data-oncall&#64;example.com</code> |',
        '',
      ].join('\n'),
    );
  });

  it('deploys the staging example to the dev fabric with its overrides in effect', async () => {
    const emu = await start();
    const cwd = workspace({
      'overrides/staging.yml': join(ROOT, 'examples', 'retail', 'overrides', 'staging.yml'),
    });
    const run = await deploy(emu, {
      cwd,
      ref: 'refs/tags/retail/1.2.0',
      inputs: { 'fabric-name': 'analytics-dev', 'overrides-file': 'overrides/staging.yml' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      'fabric-id': '10740',
      'configurations-applied': '5',
      conclusion: 'success',
    });
    const staging = { environment: 'staging', alert_email: 'data-alerts-staging@example.com' };
    expect(emu.deployments().map((d) => [d.fabricName, d.effective])).toEqual([
      [
        'analytics-dev',
        {
          ingest_orders: { ...staging, batch_size: '100', full_refresh: 'true' },
          build_marts: { ...staging, target_schema: 'analytics_staging' },
        },
      ],
    ]);
  });

  it('composes the tag from project-name and version', async () => {
    const emu = await start();
    const run = await deploy(emu, { inputs: { 'project-name': 'retail', version: '1.1.0' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.version).toBe('1.1.0');
    expect(notices(run)).toEqual(['Deployed retail/1.1.0 to analytics-prod: deployment 90001']);
    expect(deployRequests(emu).map((r) => r.body)).toEqual([
      { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.1.0' },
    ]);
    // Without overrides every pipeline keeps its defaults.
    expect(emu.deployments().map((d) => [d.version, d.effective, d.overridesApplied])).toEqual([
      ['1.1.0', DEFAULTS, 0],
    ]);
  });

  it('prefers an explicit git-tag over the tag the workflow runs for', async () => {
    const emu = await start();
    const run = await deploy(emu, { ref: 'refs/tags/retail/1.2.0', inputs: { 'git-tag': 'retail/1.0.0' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.version).toBe('1.0.0');
    expect(deployRequests(emu).map((r) => (r.body as { gitTag: string }).gitTag)).toEqual(['retail/1.0.0']);
  });

  it('refuses a project-name that does not match the tag, before any request', async () => {
    const emu = await start();
    const run = await deploy(emu, { inputs: { 'project-name': 'sales', 'git-tag': 'retail/1.2.0' } });
    expectRefused(
      run,
      emu,
      'Input project-name "sales" does not match git-tag "retail/1.2.0" (project "retail")',
    );
  });

  it('refuses a project-name that does not match the pushed tag', async () => {
    const emu = await start();
    const run = await deploy(emu, { ref: 'refs/tags/retail/1.2.0', inputs: { 'project-name': 'sales' } });
    expectRefused(
      run,
      emu,
      'Input project-name "sales" does not match the tag "retail/1.2.0" this workflow runs for (project "retail")',
    );
  });

  it('says which inputs or trigger provide a tag when there is none', async () => {
    const emu = await start();
    const run = await deploy(emu, { ref: 'refs/heads/main' });
    expectRefused(
      run,
      emu,
      "No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**']); this run is for refs/heads/main",
    );
  });

  it('refuses a pushed tag that is not {project}/{version}', async () => {
    const emu = await start();
    const run = await deploy(emu, { ref: 'refs/tags/v1.2.0' });
    expectRefused(
      run,
      emu,
      'The tag this workflow runs for ("refs/tags/v1.2.0") must be {project}/{version}, e.g. retail/1.2.0; got "v1.2.0"',
    );
  });
});

describe('deploy mode: overrides files', () => {
  it.each([
    ['list-value.yml', 4, 'pipelineConfigurations.ingest_orders.tables must be a single value, not a list'],
    ['map-value.yml', 6, 'projectConfiguration.alerting must be a single value, not a map'],
    [
      'unknown-key.yml',
      6,
      'unknown key "pipelines"; the keys are pipelineConfigurations and projectConfiguration',
    ],
    [
      'null-value.yml',
      4,
      'pipelineConfigurations.ingest_orders.full_refresh has no value; write "" for an empty string, or remove the line to keep the default',
    ],
    [
      'invalid-yaml.yml',
      4,
      'invalid YAML: expected each `key: value` of a map in the same column (and each list item with its `-`), found a line indented otherwise',
    ],
  ])('%s fails on line %i before any request', async (name, line, reason) => {
    const emu = await start();
    const cwd = workspace({ [`overrides/${name}`]: join(OVERRIDES, name) });
    const run = await deploy(emu, {
      cwd,
      inputs: { 'git-tag': 'retail/1.2.0', 'overrides-file': `overrides/${name}` },
    });
    expectRefused(run, emu, `overrides/${name}:${line}: ${reason}`);
  });

  it('fails on a missing overrides file before any request', async () => {
    const emu = await start();
    const run = await deploy(emu, {
      inputs: { 'git-tag': 'retail/1.2.0', 'overrides-file': 'overrides/nope.yml' },
    });
    expectRefused(run, emu, 'overrides/nope.yml: file not found');
  });

  it('deploys with an empty overrides file, sending no override sections', async () => {
    const emu = await start();
    const cwd = workspace();
    writeWorkspaceFile(cwd, 'overrides/empty.yml', '');
    const run = await deploy(emu, {
      cwd,
      inputs: { 'git-tag': 'retail/1.2.0', 'overrides-file': 'overrides/empty.yml' },
    });
    expect(run.exitCode).toBe(0);
    expect(deployRequests(emu).map((r) => r.body)).toEqual([
      { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' },
    ]);
    expect(run.summary).toContain(
      'overrides/empty.yml lists no overrides: every parameter keeps its default.',
    );
  });

  it('sends values exactly as written in the file', async () => {
    const emu = await start();
    const cwd = workspace();
    writeWorkspaceFile(
      cwd,
      'overrides.yml',
      [
        'pipelineConfigurations:',
        '  ingest_orders:',
        '    batch_size: 0012',
        '    full_refresh: true',
        '  build_marts:',
        '    target_schema: "1.50"',
        'projectConfiguration:',
        '  environment: 1.50',
        '  alert_email: 1e3',
        '',
      ].join('\n'),
    );
    const run = await deploy(emu, {
      cwd,
      inputs: { 'git-tag': 'retail/1.2.0', 'overrides-file': 'overrides.yml' },
    });
    expect(run.exitCode).toBe(0);
    expect(deployRequests(emu).map((r) => r.body)).toEqual([
      {
        projectName: 'retail',
        fabricName: 'analytics-prod',
        gitTag: 'retail/1.2.0',
        pipelineConfigurations: {
          ingest_orders: { batch_size: '0012', full_refresh: 'true' },
          build_marts: { target_schema: '1.50' },
        },
        projectConfiguration: { environment: '1.50', alert_email: '1e3' },
      },
    ]);
    expect(emu.deployments()[0]!.effective).toEqual({
      ingest_orders: { environment: '1.50', alert_email: '1e3', batch_size: '0012', full_refresh: 'true' },
      build_marts: { environment: '1.50', alert_email: '1e3', target_schema: '1.50' },
    });
  });

  it('lets a pipeline override beat project configuration, as the service applies it', async () => {
    const emu = await start();
    const cwd = workspace();
    writeWorkspaceFile(
      cwd,
      'overrides.yml',
      [
        'pipelineConfigurations:',
        '  ingest_orders:',
        '    batch_size: 250',
        'projectConfiguration:',
        '  batch_size: 999',
        '  environment: prod',
        '',
      ].join('\n'),
    );
    const run = await deploy(emu, {
      cwd,
      inputs: { 'git-tag': 'retail/1.2.0', 'overrides-file': 'overrides.yml' },
    });
    expect(run.exitCode).toBe(0);
    expect(emu.deployments()[0]!.effective).toEqual({
      ingest_orders: { ...DEFAULTS.ingest_orders, environment: 'prod', batch_size: '250' },
      build_marts: { ...DEFAULTS.build_marts, environment: 'prod', batch_size: '999' },
    });
    expect(run.stdout).toContain(
      '  batch_size = "999"  (project configuration for every pipeline except: ingest_orders keeps its pipeline override "250", overrides.yml:5)\n',
    );
    expect(run.summary).toContain(
      '| all pipelines (projectConfiguration) | <code>batch_size</code> | <code>999</code> | except <code>ingest_orders</code> (its own override wins) |',
    );
  });
});

describe('deploy mode: dry run', () => {
  it('prints the exact request and the effective values, and sends nothing', async () => {
    const emu = await start();
    const cwd = workspace({
      'overrides/prod.yml': join(ROOT, 'examples', 'retail', 'overrides', 'prod.yml'),
    });
    const run = await deploy(emu, {
      cwd,
      ref: 'refs/tags/retail/1.2.0',
      inputs: { 'dry-run': 'true', 'overrides-file': 'overrides/prod.yml' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ conclusion: 'success' });
    expect(emu.requests).toEqual([]);
    expect(emu.connectionsOpened()).toBe(0);
    const log = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    expect(log).toEqual([
      '::group::Dry run: deploy retail/1.2.0 to fabric analytics-prod (nothing is sent)',
      'The request that would be sent:',
      `POST ${emu.url}/api/deploy/project`,
      'Content-Type: application/json',
      'X-AUTH-TOKEN: ***',
      '',
      '{',
      '  "projectName": "retail",',
      '  "fabricName": "analytics-prod",',
      '  "gitTag": "retail/1.2.0",',
      '  "pipelineConfigurations": {',
      '    "ingest_orders": {',
      '      "batch_size": "5000",',
      '      "full_refresh": "false"',
      '    },',
      '    "build_marts": {',
      '      "target_schema": "analytics"',
      '    }',
      '  },',
      '  "projectConfiguration": {',
      '    "environment": "prod",',
      '    "alert_email": "data-oncall@example.com"',
      '  }',
      '}',
      '::endgroup::',
      'Effective values of the overridden parameters (a pipeline override beats project configuration, which beats the defaults):',
      '  ingest_orders.batch_size = "5000"  (pipeline override, overrides/prod.yml:6)',
      '  ingest_orders.full_refresh = "false"  (pipeline override, overrides/prod.yml:7)',
      '  build_marts.target_schema = "analytics"  (pipeline override, overrides/prod.yml:9)',
      '  environment = "prod"  (project configuration for every pipeline, overrides/prod.yml:11)',
      '  alert_email = "data-oncall@example.com"  (project configuration for every pipeline, overrides/prod.yml:12)',
      'Parameters not listed keep their defaults; the service skips a pipeline parameter that the pipeline does not define.',
      'Nothing would be recorded on GitHub: no github-token.',
      'Dry run: the deploy request was not sent.',
      '',
    ]);
    expect(run.summary).toContain('## 📝 Dry run: deploy retail/1.2.0 to analytics-prod');
    expect(run.summary).toContain('"batch_size": "5000"');
  });

  it('still refuses bad inputs in a dry run', async () => {
    const emu = await start();
    const run = await deploy(emu, {
      inputs: { 'dry-run': 'true', 'project-name': 'sales', 'git-tag': 'retail/1.2.0' },
    });
    expectRefused(
      run,
      emu,
      'Input project-name "sales" does not match git-tag "retail/1.2.0" (project "retail")',
    );
  });
});

/** A loopback port with nothing listening: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const MAYBE_SCHEDULED =
  'so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again';

describe('deploy mode: the service says no', () => {
  it('fails with the message, the HTTP status and the error detail', async () => {
    const emu = await start();
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/9.9.9' } });
    expect(errors(run)).toEqual([
      'Deploy project failed: Deployment failed (HTTP 200): Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found; check the `git-tag` input',
    ]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(notices(run)).toEqual([]);
    expect(deployRequests(emu)).toHaveLength(1);
    expect(emu.deployments()).toEqual([]);
    expect(run.summary).toBe(
      [
        '## ❌ Deploy of retail/9.9.9 to analytics-prod failed',
        '',
        'Deploy project failed: Deployment failed (HTTP 200): Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found; check the &#96;git-tag&#96; input',
        '',
      ].join('\n'),
    );
  });

  it('fails on a fabric the service does not know', async () => {
    const emu = await start();
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0', 'fabric-name': 'analytics-qa' } });
    expect(errors(run)).toEqual([
      'Deploy project failed: Deployment failed (HTTP 200): Fabric with name analytics-qa not found; check the `fabric-name` input',
    ]);
    expect(emu.deployments()).toEqual([]);
  });
});

describe('deploy mode: sent exactly once', () => {
  it('does not resend after the connection drops once the service processed the request', async () => {
    const emu = await start();
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: DEPLOY_PATH });
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0', retries: '3' } });
    expect(errors(run)).toEqual([
      `Deploy project failed: the connection was reset after the request was sent, ${MAYBE_SCHEDULED}`,
    ]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(deployRequests(emu)).toHaveLength(1);
    expect(emu.deployments().map((d) => d.gitTag)).toEqual(['retail/1.2.0']);
    expect(run.summary).toContain(
      '> The request reached the service, so the deployment may have been scheduled. Check the deployments of retail on analytics-prod before re-running this job.',
    );
  });

  it('sends again after a 503, and records exactly one deployment', async () => {
    const emu = await start();
    emu.injectFault({ kind: 'status-503', method: 'POST', path: DEPLOY_PATH });
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0' } });
    expect(run.exitCode).toBe(0);
    expect(errors(run)).toEqual([]);
    expect(deployRequests(emu).map((r) => r.status)).toEqual([503, 200]);
    expect(emu.deployments()).toHaveLength(1);
    expect(run.outputs['deployment-id']).toBe('90001');
    expect(notices(run)).toEqual(['Deployed retail/1.2.0 to analytics-prod: deployment 90001']);
    expect(run.stdout).toMatch(/^Deploy project: HTTP 503; trying again in \d\.\d+ s \(attempt 2 of 4\)$/m);
  });

  it('honours Retry-After on 429 and sends again', async () => {
    const emu = await start();
    emu.injectFault({
      kind: 'status-429',
      method: 'POST',
      path: DEPLOY_PATH,
      times: 2,
      retryAfterSeconds: 0,
    });
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0' } });
    expect(run.exitCode).toBe(0);
    expect(deployRequests(emu).map((r) => r.status)).toEqual([429, 429, 200]);
    expect(emu.deployments()).toHaveLength(1);
    expect(run.stdout).toContain('Deploy project: HTTP 429; trying again in 0.000 s (attempt 3 of 4)\n');
  });

  it('gives up after retries 503s, saying nothing was scheduled', async () => {
    const emu = await start();
    emu.injectFault({
      kind: 'status-503',
      method: 'POST',
      path: DEPLOY_PATH,
      times: 5,
      retryAfterSeconds: 0,
    });
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0', retries: '1' } });
    expect(errors(run)).toEqual(['Deploy project failed: Service unavailable (HTTP 503) (after 2 attempts)']);
    expect(deployRequests(emu)).toHaveLength(2);
    expect(emu.deployments()).toEqual([]);
    expect(run.summary).not.toContain('may have been scheduled');
  });

  it.each([
    ['html-502', 'HTTP 502 with a non-JSON body: "502 Bad Gateway nginx"'],
    ['html-504', 'HTTP 504 with a non-JSON body: "504 Gateway Time-out nginx"'],
  ] as const)('does not resend after a %s from a gateway', async (kind, cause) => {
    const emu = await start();
    emu.injectFault({ kind, method: 'POST', path: DEPLOY_PATH });
    const run = await deploy(emu, { inputs: { 'git-tag': 'retail/1.2.0', retries: '3' } });
    expect(errors(run)).toEqual([`Deploy project failed: ${cause}, ${MAYBE_SCHEDULED}`]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(deployRequests(emu)).toHaveLength(1);
    expect(run.summary).toContain('may have been scheduled');
  });

  it('does not resend after a time-out', async () => {
    const emu = await start();
    emu.injectFault({ kind: 'hang', method: 'POST', path: DEPLOY_PATH });
    const run = await deploy(emu, {
      inputs: { 'git-tag': 'retail/1.2.0', retries: '3', 'request-timeout': '0.5' },
    });
    expect(errors(run)).toEqual([
      `Deploy project failed: no response within 0.5 s (request-timeout), ${MAYBE_SCHEDULED}`,
    ]);
    expect(deployRequests(emu)).toHaveLength(1);
  });

  it('retries a refused connection, and says nothing was sent', async () => {
    const emu = await start();
    const port = await closedPort();
    const run = await deploy(emu, {
      baseUrl: `http://127.0.0.1:${port}`,
      inputs: { 'git-tag': 'retail/1.2.0', retries: '1' },
    });
    expect(errors(run)).toEqual([
      `Deploy project failed: could not connect to http://127.0.0.1:${port} (ECONNREFUSED) (after 2 attempts)`,
    ]);
    expect(run.stdout).toMatch(
      /^Deploy project: could not connect to http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\); trying again in \d\.\d+ s \(attempt 2 of 2\)$/m,
    );
    expect(run.summary).not.toContain('may have been scheduled');
  });

  it('reports a TLS failure as nothing sent', async () => {
    const emu = await start();
    // The emulator speaks plain HTTP, so the TLS handshake fails before any request is sent.
    const origin = `https://127.0.0.1:${emu.port}`;
    const run = await deploy(emu, { baseUrl: origin, inputs: { 'git-tag': 'retail/1.2.0', retries: '1' } });
    const [line, ...more] = errors(run);
    expect(more).toEqual([]);
    expect(line).toMatch(
      new RegExp(
        `^Deploy project failed: the TLS connection to ${origin.replace(/\./g, '\\.')} failed: .*\\(ERR_SSL_WRONG_VERSION_NUMBER\\)$`,
      ),
    );
    expect(line).not.toContain('may have been scheduled');
    expect(emu.requests).toEqual([]);
    expect(emu.deployments()).toEqual([]);
  });
});
