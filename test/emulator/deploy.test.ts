// POST /api/deploy/project: the unwrapped result, HTTP-200 failures and override precedence.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FixtureInput } from '../../src/emulator/fixture.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { post, start } from './support/harness.js';

const DEPLOY = '/api/deploy/project';

describe('deploy with the retail fixture', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.stop());
  const deploy = (body: unknown) => post(emu, DEPLOY, body);

  test('schedules a deployment: result at the top level, not wrapped in data', async () => {
    const res = await deploy({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.1.0',
      pipelineConfigurations: {
        ingest_orders: { batch_size: '500', full_refresh: 'true', no_such_parameter: 'x' },
        no_such_pipeline: { a: 'b' },
      },
      projectConfiguration: { environment: 'prod', unknown_setting: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Project scheduled successfully',
      deploymentId: '90001',
      details: {
        projectId: 'retail-analytics',
        fabricId: '10741',
        version: '1.1.0',
        pipelinesDeployed: ['ingest_orders', 'build_marts'],
        configurationsApplied: 3,
      },
    });
    const [record, ...others] = emu.deployments();
    expect(others).toEqual([]);
    expect(record).toEqual({
      deploymentId: '90001',
      projectName: 'retail',
      projectId: 'retail-analytics',
      fabricName: 'analytics-prod',
      fabricId: '10741',
      gitTag: 'retail/1.1.0',
      version: '1.1.0',
      effective: {
        ingest_orders: {
          environment: 'prod',
          alert_email: 'data-alerts@example.com',
          batch_size: '500',
          full_refresh: 'true',
        },
        build_marts: {
          environment: 'prod',
          alert_email: 'data-alerts@example.com',
          target_schema: 'analytics',
        },
      },
      overridesApplied: 3,
      at: expect.any(Number),
    });
  });

  test('without overrides nothing is applied and ids keep counting', async () => {
    const res = await deploy({ projectName: 'retail', fabricName: 'analytics-dev', gitTag: 'retail/1.2.0' });
    expect(res.body).toMatchObject({
      success: true,
      deploymentId: '90002',
      details: { configurationsApplied: 0, fabricId: '10740' },
    });
    expect(emu.deployments()[1]!.effective.ingest_orders).toEqual({
      environment: 'dev',
      alert_email: 'data-alerts@example.com',
      batch_size: '100',
      full_refresh: 'false',
    });
  });

  test('deploying to a fabric publishes the project there, so its tests can run on it', async () => {
    const res = await post(emu, '/api/orchestration/tests/run', {
      fabricId: 10741,
      projectId: 'retail-analytics',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.summary.total).toBe(9);
  });

  test.each([
    [
      'a tag that does not exist',
      { gitTag: 'retail/9.9.9' },
      'Failed to fetch project files: Clone failed because revision Some(retail/9.9.9) was not found',
    ],
    [
      'an unknown project',
      { projectName: 'shop', gitTag: 'shop/1.0.0' },
      'Failed to fetch project files: Clone failed because revision Some(shop/1.0.0) was not found',
    ],
    [
      'an unknown fabric',
      { fabricName: 'analytics-staging' },
      'Fabric with name analytics-staging not found',
    ],
    [
      'a tag without a version',
      { gitTag: 'retail' },
      'Invalid git tag retail: expected the format {projectName}/{version}',
    ],
    [
      'a tag ending in /',
      { gitTag: 'retail/' },
      'Invalid git tag retail/: expected the format {projectName}/{version}',
    ],
    [
      'a tag of another project',
      { gitTag: 'other/1.2.0' },
      'Git tag other/1.2.0 does not belong to project retail',
    ],
    [
      'a tag split at its last /',
      { gitTag: 'retail/x/1.2.0' },
      'Git tag retail/x/1.2.0 does not belong to project retail',
    ],
  ])('%s: HTTP 200, success false, detail in error; nothing scheduled', async (_what, extra, error) => {
    const before = emu.deployments().length;
    const res = await deploy({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
      ...extra,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, message: 'Deployment failed', error });
    expect(emu.deployments()).toHaveLength(before);
  });

  test.each([
    [
      { pipelineConfigurations: { ingest_orders: { batch_size: 500 } } },
      'pipelineConfigurations.ingest_orders.batch_size must be a string, not a number',
    ],
    [
      { pipelineConfigurations: { ingest_orders: ['a'] } },
      'pipelineConfigurations.ingest_orders must be a JSON object, not an array',
    ],
    [
      { projectConfiguration: { environment: false } },
      'projectConfiguration.environment must be a string, not a boolean',
    ],
    [
      { projectConfiguration: { environment: null } },
      'projectConfiguration.environment must be a string, not null',
    ],
    [{ projectName: undefined }, 'projectName is required'],
    [{ fabricName: 7 }, 'fabricName must be a string, not a number'],
    [{ overrides: {} }, 'unknown field "overrides"'],
  ])('%j: 400 validation error', async (extra, reason) => {
    const before = emu.deployments().length;
    const res = await deploy({
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.2.0',
      ...extra,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: `Deployment failed due to : ${reason}`,
      error: reason,
    });
    expect(emu.deployments()).toHaveLength(before);
  });
});

describe('override precedence', () => {
  // Every level sets some of the same names so each rule of the precedence shows.
  const fixture: FixtureInput = {
    tokens: ['t'],
    teams: ['team'],
    fabrics: [{ name: 'dev', teamName: 'team', provider: 'bigquery' }],
    projects: [
      {
        name: 'shop',
        versions: ['2.0'],
        projectConfiguration: { env: 'dev', region: 'eu', mode: 'base', owner: 'ops' },
        pipelines: [
          { name: 'p1', parameters: { env: 'p1-default', mode: 'p1-default', threads: '4' } },
          { name: 'p2', parameters: { threads: '2' } },
        ],
      },
    ],
  };
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start({ fixture });
  });
  afterAll(() => emu.stop());

  test('pipeline override > project configuration override > pipeline default > project default', async () => {
    const res = await post(emu, DEPLOY, {
      projectName: 'shop',
      fabricName: 'dev',
      gitTag: 'shop/2.0',
      pipelineConfigurations: { p1: { mode: 'override', env: 'p1-override' }, p2: { env: 'skipped' } },
      projectConfiguration: { env: 'prod', threads: '16' },
    });
    // p1.mode + p1.env (p2.env is not a parameter of p2) + env + threads (a parameter of the pipelines).
    expect(res.body.details.configurationsApplied).toBe(4);
    expect(emu.deployments()[0]!.effective).toEqual({
      p1: { env: 'p1-override', region: 'eu', mode: 'override', owner: 'ops', threads: '16' },
      p2: { env: 'prod', region: 'eu', mode: 'base', owner: 'ops', threads: '16' },
    });
  });

  test('a project configuration override beats a pipeline default', async () => {
    await post(emu, DEPLOY, {
      projectName: 'shop',
      fabricName: 'dev',
      gitTag: 'shop/2.0',
      projectConfiguration: { mode: 'cfg' },
    });
    expect(emu.deployments()[1]!.effective.p1).toEqual({
      env: 'p1-default',
      region: 'eu',
      mode: 'cfg',
      owner: 'ops',
      threads: '4',
    });
  });
});
