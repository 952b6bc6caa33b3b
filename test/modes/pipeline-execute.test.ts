/**
 * Triggering and following pipeline runs (CONTRACT.md, "Pipeline runs"): the real client against
 * the emulator, both on one fake clock, so a run of ten minutes is followed in milliseconds and
 * every status request's time is known exactly. The emulator logs each request at its clock's time:
 * the tests read when each was asked from there.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createClient } from '../../src/service/client.js';
import type { OrchestrationClient, TriggerPipelineRequest } from '../../src/service/types.js';
import type { FixtureInput } from '../../src/emulator/fixture.js';
import { type FaultSpec, type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { type ExecuteOptions, runPipelines } from '../../src/modes/pipeline/execute.js';
import type { PipelineRun } from '../../src/modes/pipeline/outcome.js';
import { counts, failureLine } from '../../src/modes/pipeline/outcome.js';
import { runIdsOutput, runsOutput } from '../../src/modes/pipeline/outputs.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { FakeClock, T0 } from './pipeline-clock.js';

const TRIGGER_PATH = '/api/trigger/pipeline';

type Script = NonNullable<FixtureInput['projects']>[number]['pipelines'];

/** One fabric (id 1), one project deployed to it, pipelines as scripted. */
function fixture(pipelines: Script): FixtureInput {
  return {
    tokens: ['pipeline-test-token'],
    teams: ['data'],
    fabrics: [
      { id: '1', name: 'prod', teamName: 'data', provider: 'databricks' },
      { id: '2', name: 'qa', teamName: 'data', provider: 'databricks' },
    ],
    projects: [{ name: 'shop', versions: ['1.0.0'], publishedTo: ['prod'], pipelines }],
  };
}

let emulator: RunningEmulator | undefined;
let client: OrchestrationClient | undefined;
afterEach(async () => {
  await client?.close();
  await emulator?.stop();
  emulator = client = undefined;
});

interface Setup {
  pipelines: Script;
  faults?: FaultSpec[];
  retries?: number;
}

async function setUp({ pipelines, faults = [], retries = 2 }: Setup) {
  const clock = new FakeClock();
  emulator = await startEmulator({ fixture: fixture(pipelines), clock: clock.now });
  for (const fault of faults) emulator.injectFault(fault);
  const stop = new AbortController();
  client = createClient({
    baseUrl: emulator.url,
    token: emulator.token,
    timeoutMs: 5000,
    retries,
    retryBaseDelayMs: 1,
    signal: stop.signal,
  });
  return { clock, emu: emulator, api: clock.tracking(client), stop };
}

const requestsFor = (names: readonly string[], extra: Partial<TriggerPipelineRequest> = {}) =>
  names.map((pipelineName) => ({ fabricId: 1, projectId: 'shop', pipelineName, ...extra }));

const OPTIONS: Omit<ExecuteOptions, 'clock'> = {
  concurrency: 4,
  wait: true,
  timeout: 60,
  pollInterval: 30,
};

async function execute(
  setup: Awaited<ReturnType<typeof setUp>>,
  names: readonly string[],
  options: Partial<ExecuteOptions> = {},
  extra: Partial<TriggerPipelineRequest> = {},
) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const runs = await runPipelines(
    setup.api,
    requestsFor(names, extra),
    { ...OPTIONS, clock: setup.clock, stop: setup.stop, ...options },
    {
      info: (line) => lines.push(line),
      warning: (line) => warnings.push(line),
      secrets: new SecretRegistry(),
    },
  );
  return { runs, lines, warnings };
}

/** The emulator's log as `METHOD path @seconds after T0`. */
function log(emu: RunningEmulator): string[] {
  return emu.requests.map((r) => `${r.method} ${r.path} @${(r.at - T0) / 1000}`);
}

function statusTimes(emu: RunningEmulator): number[] {
  return emu.requests.filter((r) => r.method === 'GET').map((r) => (r.at - T0) / 1000);
}

const brief = (runs: PipelineRun[]) => runs.map((r) => [r.pipeline, r.state, r.runId, r.status]);

describe('polling', () => {
  test('the first status request 2 s after the trigger, then waits that double up to poll-interval', async () => {
    const setup = await setUp({ pipelines: [{ name: 'load', run: { seconds: 100 } }] });
    const { runs, lines } = await execute(setup, ['load']);
    // Waits of 2, 4, 8, 16, then 30 s: the run ends at 100 s and is seen to at 120 s.
    expect(statusTimes(setup.emu)).toEqual([2, 6, 14, 30, 60, 90, 120]);
    expect(brief(runs)).toEqual([['load', 'succeeded', 'r-NzAwMDE=', 'SUCCEEDED']]);
    expect(runsOutput(runs).value).toBe(
      '[{"pipeline":"load","runId":"r-NzAwMDE=","status":"SUCCEEDED","errorMessage":null,"seconds":120}]',
    );
    expect(lines).toEqual([
      'Triggered load: run r-NzAwMDE=',
      'load (run r-NzAwMDE=): RUNNING',
      'load (run r-NzAwMDE=): SUCCEEDED after 2 min',
    ]);
    expect(failureLine(runs, 60)).toBeUndefined();
  });

  test('a ten-minute run is seen to end within one poll-interval, with at most 30 status requests', async () => {
    const setup = await setUp({ pipelines: [{ name: 'load', run: { seconds: 600 } }] });
    await execute(setup, ['load']);
    const times = statusTimes(setup.emu);
    expect(times.length).toBeLessThanOrEqual(30);
    expect(times.at(-1)! - 600).toBeLessThanOrEqual(30);
    expect(times.at(-2)).toBeLessThan(600);
  });

  test('a poll-interval below 2 s is stretched, so that the requests allowed last until the timeout', async () => {
    const setup = await setUp({ pipelines: [{ name: 'load', run: { seconds: 5 } }] });
    await execute(setup, ['load'], { pollInterval: 1 });
    // 1,810 requests for 3,600 s: one about every 2 s, never faster.
    const times = statusTimes(setup.emu);
    expect(times).toHaveLength(3);
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThan(1.98);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(2);
  });

  test('status requests are bounded by timeout × 60 / 2 + 10, spread to last until the timeout', async () => {
    const setup = await setUp({ pipelines: [{ name: 'forever', run: { seconds: 86_400 } }] });
    const { runs } = await execute(setup, ['forever'], { timeout: 1, pollInterval: 1 });
    const times = statusTimes(setup.emu);
    expect(times).toHaveLength(40);
    // The last one 5 s before the timeout: its answer can still count, and none is in flight at it.
    expect(times.at(-1)).toBe(55);
    expect(brief(runs)).toEqual([['forever', 'timed-out', 'r-NzAwMDE=', 'RUNNING']]);
  });

  test('the timeout: each run still going is asked just before it, then named as going on on the service', async () => {
    const setup = await setUp({
      pipelines: [
        { name: 'quick', run: { seconds: 20 } },
        { name: 'slow', run: { seconds: 7200 } },
        { name: 'stuck', run: { before: [{ status: 'QUEUED', seconds: 7200 }] } },
      ],
    });
    const { runs } = await execute(setup, ['quick', 'slow', 'stuck'], { timeout: 10 });
    expect(brief(runs)).toEqual([
      ['quick', 'succeeded', 'r-NzAwMDE=', 'SUCCEEDED'],
      ['slow', 'timed-out', 'r-NzAwMDI=', 'RUNNING'],
      ['stuck', 'timed-out', 'r-NzAwMDM=', 'QUEUED'],
    ]);
    expect(Math.max(...statusTimes(setup.emu))).toBe(595);
    expect(counts(runs)).toEqual({ succeeded: 1, failed: 2 });
    expect(failureLine(runs, 10)).toBe(
      '2 of 3 pipelines did not succeed: slow (run r-NzAwMDI=) is still RUNNING after the timeout of 10 min and goes on on the service; stuck (run r-NzAwMDM=) is still QUEUED after the timeout of 10 min and goes on on the service',
    );
    expect(JSON.parse(runsOutput(runs).value)).toEqual([
      { pipeline: 'quick', runId: 'r-NzAwMDE=', status: 'SUCCEEDED', errorMessage: null, seconds: 30 },
      { pipeline: 'slow', runId: 'r-NzAwMDI=', status: 'RUNNING', errorMessage: null, seconds: 600 },
      { pipeline: 'stuck', runId: 'r-NzAwMDM=', status: 'QUEUED', errorMessage: null, seconds: 600 },
    ]);
  });
});

describe('statuses', () => {
  test('ERROR ends a run badly with its errorMessage; waits are waits; any other word ends it as written', async () => {
    const setup = await setUp({
      pipelines: [
        {
          name: 'broken',
          run: { seconds: 5, outcome: 'ERROR', errorMessage: 'Task load failed: disk full' },
        },
        {
          name: 'waits',
          run: {
            before: ['PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'].map((status) => ({
              status,
              seconds: 3,
            })),
            seconds: 3,
          },
        },
        { name: 'cancelled', run: { seconds: 5, outcome: 'CANCELLED' } },
        { name: 'odd', run: { before: [{ status: 'WARMING_UP', seconds: 60 }] } },
      ],
    });
    const { runs, lines } = await execute(setup, ['broken', 'waits', 'cancelled', 'odd']);
    expect(brief(runs)).toEqual([
      ['broken', 'failed', 'r-NzAwMDE=', 'ERROR'],
      ['waits', 'succeeded', 'r-NzAwMDI=', 'SUCCEEDED'],
      ['cancelled', 'failed', 'r-NzAwMDM=', 'CANCELLED'],
      ['odd', 'failed', 'r-NzAwMDQ=', 'WARMING_UP'],
    ]);
    expect(lines).toContain('waits (run r-NzAwMDI=): IN_PROGRESS');
    expect(failureLine(runs, 60)).toBe(
      '3 of 4 pipelines did not succeed: broken (run r-NzAwMDE=) ended ERROR: Task load failed: disk full; cancelled (run r-NzAwMDM=) ended CANCELLED; odd (run r-NzAwMDQ=) ended WARMING_UP',
    );
  });

  test('a status endpoint that fails for a while: polling goes on, said once, and the run is seen to end', async () => {
    const setup = await setUp({
      pipelines: [{ name: 'load', run: { seconds: 40 } }],
      // Not retried by the client (a 500 with success:false is definitive): three polls fail.
      faults: [{ kind: 'status-500', method: 'GET', times: 3 }],
    });
    const { runs, lines, warnings } = await execute(setup, ['load']);
    expect(warnings).toEqual([
      'load (run r-NzAwMDE=): Pipeline run status failed: Get Pipeline Status failed due to : injected fault (HTTP 500); a status request that fails does not end a run: each is asked again until the timeout (60 min)',
    ]);
    expect(lines).toContain('load (run r-NzAwMDE=): the status request answers again');
    expect(statusTimes(setup.emu)).toEqual([2, 6, 14, 30, 60]);
    expect(brief(runs)).toEqual([['load', 'succeeded', 'r-NzAwMDE=', 'SUCCEEDED']]);
  });

  test("when every run's status requests fail, the step says so once, not once per run", async () => {
    const setup = await setUp({
      pipelines: ['a', 'b', 'c'].map((name) => ({ name, run: { seconds: 10 } })),
      faults: [{ kind: 'status-500', method: 'GET', times: 6 }],
    });
    const { runs, warnings } = await execute(setup, ['a', 'b', 'c']);
    expect(warnings).toHaveLength(1);
    expect(runs.map((r) => r.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  test('transient status failures are retried within one request, and say nothing', async () => {
    const setup = await setUp({
      pipelines: [{ name: 'load', run: { seconds: 1 } }],
      faults: [{ kind: 'html-502', method: 'GET', times: 2 }],
    });
    const { runs, warnings } = await execute(setup, ['load']);
    expect(warnings).toEqual([]);
    expect(statusTimes(setup.emu)).toEqual([2, 2, 2]);
    expect(runs[0]!.state).toBe('succeeded');
  });
});

describe('triggers', () => {
  test('in the order given, at most concurrency runs going at once: the next starts when one ends', async () => {
    const setup = await setUp({
      pipelines: [
        { name: 'a', run: { seconds: 10 } },
        { name: 'b', run: { seconds: 100 } },
        { name: 'c', run: { seconds: 1 } },
      ],
    });
    const { runs } = await execute(setup, ['a', 'b', 'c'], { concurrency: 2 });
    const triggers = log(setup.emu).filter((line) => line.startsWith('POST'));
    // a ends at 10 s and is seen to at 14 s: c is triggered then, not before.
    expect(triggers).toEqual([
      `POST ${TRIGGER_PATH} @0`,
      `POST ${TRIGGER_PATH} @0`,
      `POST ${TRIGGER_PATH} @14`,
    ]);
    expect(setup.emu.runs().map((r) => r.pipelineName)).toEqual(['a', 'b', 'c']);
    expect(runs.map((r) => r.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  test('concurrency 1 runs the pipelines one after the other', async () => {
    const setup = await setUp({
      pipelines: [
        { name: 'a', run: { seconds: 1 } },
        { name: 'b', run: { seconds: 1 } },
      ],
    });
    await execute(setup, ['a', 'b'], { concurrency: 1 });
    expect(log(setup.emu)).toEqual([
      `POST ${TRIGGER_PATH} @0`,
      `GET ${TRIGGER_PATH}/r-NzAwMDE%3D @2`,
      `POST ${TRIGGER_PATH} @2`,
      `GET ${TRIGGER_PATH}/r-NzAwMDI%3D @4`,
    ]);
  });

  test('each run gets its parameters, branch and version', async () => {
    const setup = await setUp({ pipelines: [{ name: 'a', run: { seconds: 1 } }] });
    const api = setup.api;
    await runPipelines(
      api,
      [
        {
          fabricId: 1,
          projectId: 'shop',
          pipelineName: 'a',
          parameters: { day: '2026-03-01' },
          version: '1.0.0',
        },
      ],
      { ...OPTIONS, clock: setup.clock },
      { info: () => undefined, warning: () => undefined, secrets: new SecretRegistry() },
    );
    expect(setup.emu.runs()[0]).toMatchObject({ parameters: { day: '2026-03-01' }, version: '1.0.0' });
  });

  test('a refused trigger fails that pipeline with the msg; the others run', async () => {
    const setup = await setUp({
      pipelines: [
        { name: 'a', run: { seconds: 1 } },
        { name: 'b', run: { seconds: 1 } },
      ],
    });
    const { runs } = await execute(setup, ['a', 'missing', 'b'], { concurrency: 1 });
    expect(brief(runs)).toEqual([
      ['a', 'succeeded', 'r-NzAwMDE=', 'SUCCEEDED'],
      ['missing', 'refused', undefined, undefined],
      ['b', 'succeeded', 'r-NzAwMDI=', 'SUCCEEDED'],
    ]);
    expect(failureLine(runs, 60)).toBe(
      '1 of 3 pipelines did not succeed: missing: Trigger pipeline failed: error in triggering pipeline: Pipeline missing not found in project shop (HTTP 400); check the `pipelines` input',
    );
    expect(runIdsOutput(runs).value).toBe('{"a":"r-NzAwMDE=","b":"r-NzAwMDI="}');
  });

  test('a pipeline not deployed to the fabric is refused by the service, in its words', async () => {
    const setup = await setUp({ pipelines: [{ name: 'a' }] });
    const lines: string[] = [];
    const runs = await runPipelines(
      setup.api,
      [{ fabricId: 2, projectId: 'shop', pipelineName: 'a' }],
      { ...OPTIONS, clock: setup.clock },
      { info: (line) => lines.push(line), warning: () => undefined, secrets: new SecretRegistry() },
    );
    expect(runs[0]!.problem).toBe(
      'Trigger pipeline failed: error in triggering pipeline: Pipeline a is not deployed to fabric qa (uid 2) (HTTP 400)',
    );
    expect(lines).toEqual([`a: ${runs[0]!.problem}`]);
  });

  test.each([
    [
      'reset-after',
      'the connection was reset after the request was sent, so the run of a may have been started',
    ],
    [
      'proxy-503-after',
      'HTTP 503 with a non-JSON body: "upstream connect error or disconnect/reset before headers. reset reason: connection termination", so the run of a may have been started',
    ],
    [
      'status-503-after',
      'HTTP 503: "{"success":true,"runId":"r-NzAwMDE="}", so the run of a may have been started (runId r-NzAwMDE=)',
    ],
  ] as const)(
    '%s after the trigger: that pipeline fails saying its run may have been started, and no other trigger is sent',
    async (kind, cause) => {
      const setup = await setUp({
        pipelines: ['a', 'b', 'c'].map((name) => ({ name, run: { seconds: 1 } })),
        faults: [{ kind, method: 'POST', times: 1 }],
      });
      const { runs } = await execute(setup, ['a', 'b', 'c'], { concurrency: 1 });
      expect(setup.emu.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      // The service did start it: the step never asks about a run it cannot be sure of.
      expect(setup.emu.runs()).toHaveLength(1);
      expect(setup.emu.requests.filter((r) => r.method === 'GET')).toEqual([]);
      expect(brief(runs)).toEqual([
        ['a', 'maybe-started', undefined, undefined],
        ['b', 'not-triggered', undefined, undefined],
        ['c', 'not-triggered', undefined, undefined],
      ]);
      expect(failureLine(runs, 60)).toBe(
        `3 of 3 pipelines did not succeed: a: Trigger pipeline failed: ${cause}: check the runs of a on fabric 1 before running it again; not triggered, since the run of a may have been started: b, c`,
      );
      expect(runIdsOutput(runs).value).toBe('{}');
    },
  );

  test('after an ambiguous trigger, the runs already going are still followed to their end', async () => {
    const setup = await setUp({
      pipelines: ['a', 'b', 'c'].map((name) => ({ name, run: { seconds: 5 } })),
      faults: [{ kind: 'reset-after', method: 'POST', path: TRIGGER_PATH, times: 1 }],
    });
    // The fault takes the first trigger to arrive; with two in flight, either may be it.
    const { runs } = await execute(setup, ['a', 'b', 'c'], { concurrency: 2 });
    expect(runs.map((r) => r.state).sort()).toEqual(['maybe-started', 'not-triggered', 'succeeded']);
    expect(runs[2]!.state).toBe('not-triggered');
  });

  test("a 503 that is the service's own refusal is re-sent, and the run goes on as usual", async () => {
    const setup = await setUp({
      pipelines: [{ name: 'a', run: { seconds: 1 } }],
      faults: [{ kind: 'status-503', method: 'POST', times: 1, retryAfterSeconds: 0 }],
    });
    const { runs } = await execute(setup, ['a']);
    expect(setup.emu.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(setup.emu.runs()).toHaveLength(1);
    expect(runs[0]!.state).toBe('succeeded');
  });

  test('wait: false triggers each pipeline in order, asks no status, and fails no run', async () => {
    const setup = await setUp({ pipelines: ['a', 'b', 'c'].map((name) => ({ name })) });
    const { runs } = await execute(setup, ['a', 'b', 'c'], { wait: false, concurrency: 1 });
    expect(log(setup.emu)).toEqual([
      `POST ${TRIGGER_PATH} @0`,
      `POST ${TRIGGER_PATH} @0`,
      `POST ${TRIGGER_PATH} @0`,
    ]);
    expect(setup.emu.runs().map((r) => r.pipelineName)).toEqual(['a', 'b', 'c']);
    expect(brief(runs)).toEqual([
      ['a', 'triggered', 'r-NzAwMDE=', undefined],
      ['b', 'triggered', 'r-NzAwMDI=', undefined],
      ['c', 'triggered', 'r-NzAwMDM=', undefined],
    ]);
    expect(counts(runs)).toEqual({ succeeded: 0, failed: 0 });
    expect(failureLine(runs, 60)).toBeUndefined();
  });

  test('wait: false stops triggering after an ambiguous trigger too', async () => {
    const setup = await setUp({
      pipelines: ['a', 'b'].map((name) => ({ name })),
      faults: [{ kind: 'reset-after', method: 'POST', times: 1 }],
    });
    const { runs } = await execute(setup, ['a', 'b'], { wait: false, concurrency: 1 });
    expect(runs.map((r) => r.state)).toEqual(['maybe-started', 'not-triggered']);
    expect(counts(runs)).toEqual({ succeeded: 0, failed: 2 });
  });
});
