// POST /api/trigger/pipeline and GET /api/trigger/pipeline/:runId: runs only of deployed pipelines,
// each going as the fixture scripts it, on the emulator's clock at its time scale.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FixtureInput } from '../../src/emulator/fixture.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { parseCliArgs } from '../../src/emulator/cli-args.js';
import { createClient } from '../../src/service/client.js';
import { type Answer, get, post, start } from './support/harness.js';

const TRIGGER = '/api/trigger/pipeline';
const T0 = Date.parse('2026-03-02T09:00:00.000Z');

/** A clock that moves only when told: runs progress exactly as far as a test says. */
function fakeClock() {
  let now = T0;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

let emu: RunningEmulator | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await emu?.stop();
  emu = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const retailRun = { fabricId: 10740, projectId: 'retail-analytics', pipelineName: 'build_marts' };
const statusOf = (runId: string): Promise<Answer> => get(emu!, `${TRIGGER}/${encodeURIComponent(runId)}`);

describe('trigger', () => {
  test('starts a run of a pipeline deployed to the fabric: {success, runId} at the top level', async () => {
    const clock = fakeClock();
    emu = await start({ clock: clock.now });
    const res = await post(emu, TRIGGER, { ...retailRun, parameters: { target_schema: 'qa' } });
    expect(res).toMatchObject({ status: 200, body: { success: true, runId: 'r-NzAwMDE=' } });
    expect(emu.runs()).toEqual([
      {
        runId: 'r-NzAwMDE=',
        pipelineName: 'build_marts',
        projectId: 'retail-analytics',
        fabricId: '10740',
        version: '1.2.0',
        branch: 'dev',
        parameters: { target_schema: 'qa' },
        createdAt: T0,
        phases: [
          { status: 'QUEUED', seconds: 10 },
          { status: 'RUNNING', seconds: 120 },
        ],
        outcome: 'SUCCEEDED',
      },
    ]);
  });

  test.each([
    [{ ...retailRun, fabricId: '10740' }, 'fabricId must be an integer (int64), not a string'],
    [{ ...retailRun, pipelineName: undefined }, 'pipelineName is required'],
    [
      { ...retailRun, parameters: { batch_size: 500 } },
      'parameters.batch_size must be a string, not a number',
    ],
    [{ ...retailRun, processes: 'x' }, 'unknown field "processes"'],
    [{ ...retailRun, fabricId: 2290 }, 'Fabric with uid `2290` not found'],
    [{ ...retailRun, projectId: 'shop' }, 'Project with uid `shop` not found'],
    [{ ...retailRun, pipelineName: 'load_x' }, 'Pipeline load_x not found in project retail-analytics'],
    [
      { ...retailRun, fabricId: 10741 },
      'Pipeline build_marts is not deployed to fabric analytics-prod (uid 10741)',
    ],
    [{ ...retailRun, version: '9.9.9' }, 'Version 9.9.9 of project retail-analytics not found'],
    [{ ...retailRun, branch: 'feature' }, 'Branch feature of project retail-analytics not found'],
  ])('refuses %j in msg, as the service words it, and starts nothing', async (body, reason) => {
    emu = await start();
    const res = await post(emu, TRIGGER, body);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { success: false, msg: `error in triggering pipeline: ${reason}` },
    });
    expect(emu.runs()).toEqual([]);
  });

  test('a deploy makes the pipelines runnable on its fabric, at the version deployed', async () => {
    emu = await start();
    const prod = { ...retailRun, fabricId: 10741 };
    expect((await post(emu, TRIGGER, prod)).status).toBe(400);
    await post(emu, '/api/deploy/project', {
      projectName: 'retail',
      fabricName: 'analytics-prod',
      gitTag: 'retail/1.1.0',
    });
    expect((await post(emu, TRIGGER, prod)).body).toEqual({ success: true, runId: 'r-NzAwMDE=' });
    expect((await post(emu, TRIGGER, { ...prod, version: '1.2.0' })).status).toBe(200);
    expect(emu.runs().map((r) => [r.fabricId, r.version])).toEqual([
      ['10741', '1.1.0'],
      ['10741', '1.2.0'],
    ]);
  });
});

describe('status', () => {
  test('follows the script on the clock: QUEUED, RUNNING, then the end, with the service timestamps', async () => {
    const clock = fakeClock();
    emu = await start({ clock: clock.now });
    const { runId } = (await post(emu, TRIGGER, retailRun)).body as { runId: string };
    const seen = async () => (await statusOf(runId)).body as Record<string, unknown>;
    expect(await seen()).toEqual({
      success: true,
      runId,
      createdAt: '2026-03-02T09:00:00.000000',
      updatedAt: '2026-03-02T09:00:00.000000',
      projectId: 'retail-analytics',
      pipelineName: 'build_marts',
      // As the service writes ids in answers: a numeric string, though the trigger sent a number.
      fabricId: '10740',
      runStatus: 'QUEUED',
    });
    clock.advance(10);
    expect(await seen()).toMatchObject({ runStatus: 'RUNNING', updatedAt: '2026-03-02T09:00:10.000000' });
    clock.advance(119.999);
    expect((await seen()).runStatus).toBe('RUNNING');
    clock.advance(0.001);
    expect(await seen()).toMatchObject({ runStatus: 'SUCCEEDED', updatedAt: '2026-03-02T09:02:10.000000' });
    clock.advance(3600);
    expect((await seen()).runStatus).toBe('SUCCEEDED');
  });

  test("the action's client reads the status as the emulator answers it, the fabric id a string", async () => {
    emu = await start();
    const client = createClient({ baseUrl: emu.url, token: emu.token, timeoutMs: 5000, retries: 0 });
    try {
      const { runId } = await client.triggerPipeline(retailRun);
      expect(await client.pipelineStatus(runId)).toMatchObject({
        runId,
        fabricId: '10740',
        runStatus: 'QUEUED',
      });
    } finally {
      await client.close();
    }
  });

  test('a version the script marks ends ERROR with its errorMessage', async () => {
    const clock = fakeClock();
    emu = await start({ clock: clock.now });
    const { runId } = (await post(emu, TRIGGER, { ...retailRun, version: '1.1.0' })).body as {
      runId: string;
    };
    expect((await statusOf(runId)).body).not.toHaveProperty('errorMessage');
    clock.advance(130);
    expect((await statusOf(runId)).body).toMatchObject({
      runStatus: 'ERROR',
      errorMessage:
        'Model fct_revenue failed: [UNRESOLVED_COLUMN] A column with name `discount_pct` cannot be resolved',
    });
  });

  test('a time scale shortens every run: at 600, ten minutes pass in one second', async () => {
    const clock = fakeClock();
    emu = await start({ clock: clock.now, timeScale: 600 });
    const { runId } = (await post(emu, TRIGGER, retailRun)).body as { runId: string };
    clock.advance(0.2); // 2 min
    expect((await statusOf(runId)).body).toMatchObject({
      runStatus: 'RUNNING',
      updatedAt: '2026-03-02T09:00:10.000000',
    });
    clock.advance(0.02); // 12 s more: 2 min 12 s in all
    expect((await statusOf(runId)).body).toMatchObject({
      runStatus: 'SUCCEEDED',
      updatedAt: '2026-03-02T09:02:10.000000',
    });
  });

  test('any status word the fixture names, and a default message for an ERROR it leaves out', async () => {
    const fixture: FixtureInput = {
      tokens: ['t0ken'],
      teams: ['data'],
      fabrics: [{ id: '1', name: 'f', teamName: 'data', provider: 'databricks' }],
      projects: [
        {
          name: 'p',
          versions: ['1'],
          publishedTo: ['f'],
          pipelines: [
            { name: 'a', run: { before: [{ status: 'WARMING_UP', seconds: 5 }], outcome: 'CANCELLED' } },
            { name: 'b', run: { seconds: 0, outcome: 'ERROR' } },
          ],
        },
      ],
    };
    const clock = fakeClock();
    emu = await start({ fixture, clock: clock.now });
    const trigger = async (name: string) =>
      (
        (await post(emu!, TRIGGER, { fabricId: 1, projectId: 'p', pipelineName: name })).body as {
          runId: string;
        }
      ).runId;
    const [a, b] = [await trigger('a'), await trigger('b')];
    expect((await statusOf(a)).body.runStatus).toBe('WARMING_UP');
    expect((await statusOf(b)).body).toMatchObject({ runStatus: 'ERROR', errorMessage: 'Pipeline b failed' });
    clock.advance(65);
    expect((await statusOf(a)).body.runStatus).toBe('CANCELLED');
  });

  test('an unknown run is a 404 in msg', async () => {
    emu = await start();
    const res = await statusOf('r-nope=');
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { success: false, msg: 'error in getting pipeline status: Pipeline run r-nope= not found' },
    });
  });

  test('injected faults apply to both routes', async () => {
    emu = await start();
    emu.injectFault({ kind: 'reset-after', path: TRIGGER });
    await expect(post(emu, TRIGGER, retailRun)).rejects.toThrow();
    // The service did the work before the answer was lost.
    expect(emu.runs()).toHaveLength(1);
    emu.injectFault({ kind: 'html-502', method: 'GET', path: `${TRIGGER}/` });
    expect((await statusOf('r-NzAwMDE=')).status).toBe(502);
    expect((await statusOf('r-NzAwMDE=')).status).toBe(200);
  });
});

describe('state', () => {
  test('the state file keeps the runs, and a restarted emulator answers for them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-runs-'));
    dirs.push(dir);
    const statePath = join(dir, 'state.json');
    const clock = fakeClock();
    emu = await start({ statePath, clock: clock.now });
    const { runId } = (await post(emu, TRIGGER, retailRun)).body as { runId: string };
    await emu.stop();
    const onDisk = JSON.parse(readFileSync(statePath, 'utf8')) as EmulatorState;
    expect(onDisk.runs?.map((r) => r.runId)).toEqual([runId]);
    expect(onDisk.nextIds.run).toBe(70002);
    clock.advance(200);
    emu = await start({ statePath, clock: clock.now });
    expect((await statusOf(runId)).body.runStatus).toBe('SUCCEEDED');
    expect((await post(emu, TRIGGER, retailRun)).body.runId).toBe('r-NzAwMDI=');
    const control = await fetch(`${emu.url}/__emulator/runs`);
    expect(((await control.json()) as { runs: unknown[] }).runs).toHaveLength(2);
  });
});

describe('fixture and command line', () => {
  test('a byVersion entry for a version the project does not list is refused with its line', async () => {
    const fixture: FixtureInput = {
      tokens: ['t0ken'],
      projects: [
        {
          name: 'p',
          versions: ['1'],
          pipelines: [{ name: 'a', run: { byVersion: { '2': { outcome: 'X' } } } }],
        },
      ],
    };
    await expect(start({ fixture })).rejects.toThrow(
      'Invalid fixture (fixture object): projects[0].pipelines[0].run.byVersion.2: version "2" is not listed in versions',
    );
  });

  test('--time-scale sets how much faster runs go', () => {
    expect(parseCliArgs(['--fixture', 'f.yml', '--time-scale', '60'])).toMatchObject({ timeScale: 60 });
    expect(() => parseCliArgs(['--fixture', 'f.yml', '--time-scale', '0'])).toThrow(
      '--time-scale must be an integer from 1 to 1000000, not "0"',
    );
  });
});
