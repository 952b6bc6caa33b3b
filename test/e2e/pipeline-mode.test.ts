/**
 * Pipeline mode end to end: the built action (dist/index.js) against the emulator, as GitHub runs
 * it. Most runs preload bench/lib/fast-clock.mjs, which makes time in the action's process go as
 * much faster as the emulator's time scale: a run the fixture makes 90 s long takes 90 s on both
 * clocks, so the action polls and times out exactly as it would, in a fraction of a second. One
 * run goes at the real pace, to show that nothing depends on the preload.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runAction, type ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { type FaultSpec, type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import { renderTree, tables } from '../results/rendered.js';
import { json, startRawServer } from '../service/support.js';
import { errorLines, requireDist, warningLines } from '../reliability/support.js';
import {
  type PipelineScript,
  type PipelineService,
  startPipelineService,
} from '../helpers/pipeline-service.js';

const FIXTURE = join(ROOT, 'examples', 'emulator', 'retail.yml');
const FAST_CLOCK = join(ROOT, 'bench', 'lib', 'fast-clock.mjs');
/** The emulator's time scale and the action's: 120 s pass in a second on both. */
const SCALE = 120;
const TRIGGER_PATH = '/api/trigger/pipeline';

let emulator: RunningEmulator | undefined;
const dirs: string[] = [];
beforeAll(requireDist);
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(faults: FaultSpec[] = [], timeScale = SCALE): Promise<RunningEmulator> {
  emulator = await startEmulator({ fixture: FIXTURE, timeScale });
  for (const fault of faults) emulator.injectFault(fault);
  return emulator;
}

interface Step {
  inputs?: Record<string, string>;
  cwd?: string;
  /** false: the action's own clock, at the real pace. */
  fastClock?: boolean;
  /** The action's time scale, which must be the emulator's. */
  scale?: number;
}

/** The two retail pipelines on analytics-dev, where the project is deployed. */
async function step(
  emu: RunningEmulator,
  { inputs = {}, cwd, fastClock = true, scale = SCALE }: Step = {},
): Promise<ActionRun> {
  const run = await runAction({
    inputs: {
      mode: 'pipeline',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      pipelines: 'ingest_orders\nbuild_marts',
      ...inputs,
    },
    ...(cwd ? { cwd } : {}),
    ...(fastClock ? { nodeArgs: ['--import', FAST_CLOCK], env: { FAST_CLOCK_SCALE: String(scale) } } : {}),
  });
  dirs.push(run.dir);
  expectNoLeaks(collectEverything(run, { emulator: emu }), [emu.token]);
  expect(run.stderr).toBe('');
  return run;
}

const infoLines = (run: ActionRun): string[] =>
  run.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('::'));
const triggers = (emu: RunningEmulator) => emu.requests.filter((r) => r.method === 'POST');
const statusRequests = (emu: RunningEmulator) => emu.requests.filter((r) => r.method === 'GET');

type RunEntry = {
  pipeline: string;
  runId: string | null;
  status: string | null;
  errorMessage: string | null;
};
/** The runs output without `seconds`, which comes from the clock. */
function runsOf(run: ActionRun): RunEntry[] {
  const runs = JSON.parse(run.outputs.runs ?? 'null') as Array<RunEntry & { seconds: number | null }>;
  return runs.map(({ seconds, ...rest }) => {
    expect(seconds === null || Number.isInteger(seconds)).toBe(true);
    return rest;
  });
}

describe('pipeline mode: runs that end', () => {
  it('triggers each pipeline, follows its run to SUCCEEDED, and reports it (at the real pace)', async () => {
    const emu = await start([], 600);
    const run = await step(emu, { inputs: { version: '1.2.0' }, fastClock: false });
    expect({ exitCode: run.exitCode, errors: errorLines(run), warnings: warningLines(run) }).toEqual({
      exitCode: 0,
      errors: [],
      warnings: [],
    });
    expect(runsOf(run)).toEqual([
      { pipeline: 'ingest_orders', runId: 'r-NzAwMDE=', status: 'SUCCEEDED', errorMessage: null },
      { pipeline: 'build_marts', runId: 'r-NzAwMDI=', status: 'SUCCEEDED', errorMessage: null },
    ]);
    expect(run.outputs).toMatchObject({
      'run-ids': '{"ingest_orders":"r-NzAwMDE=","build_marts":"r-NzAwMDI="}',
      succeeded: '2',
      failed: '0',
      conclusion: 'success',
    });
    expect(triggers(emu).map((r) => r.body)).toEqual([
      { fabricId: 10740, pipelineName: 'ingest_orders', projectId: 'retail-analytics', version: '1.2.0' },
      { fabricId: 10740, pipelineName: 'build_marts', projectId: 'retail-analytics', version: '1.2.0' },
    ]);
    expect(infoLines(run).slice(0, 3)).toEqual([
      'Triggering 2 pipelines of project retail-analytics on fabric 10740, at most 4 at a time',
      'Triggered ingest_orders: run r-NzAwMDE=',
      'Triggered build_marts: run r-NzAwMDI=',
    ]);
    const [table] = tables(renderTree(run.summary));
    expect(table!.header).toEqual(['Pipeline', 'Status', 'Run id', 'Time', 'Message']);
    expect(table!.rows.map((row) => row.slice(0, 3))).toEqual([
      ['ingest_orders', 'SUCCEEDED', 'r-NzAwMDE='],
      ['build_marts', 'SUCCEEDED', 'r-NzAwMDI='],
    ]);
    expect(run.summary).toContain('## ✅ Pipeline runs: 2 of 2 pipelines succeeded');
  });

  it('a run that ends ERROR fails the step with its run id and errorMessage; the summary shows it', async () => {
    const emu = await start();
    const run = await step(emu, { inputs: { version: '1.1.0' } });
    const message =
      'Model fct_revenue failed: [UNRESOLVED_COLUMN] A column with name `discount_pct` cannot be resolved';
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [`1 of 2 pipelines did not succeed: build_marts (run r-NzAwMDI=) ended ERROR: ${message}`],
    });
    expect(runsOf(run)[1]).toEqual({
      pipeline: 'build_marts',
      runId: 'r-NzAwMDI=',
      status: 'ERROR',
      errorMessage: message,
    });
    expect(run.outputs).toMatchObject({ succeeded: '1', failed: '1', conclusion: 'failure' });
    const [table] = tables(renderTree(run.summary));
    expect(table!.rows[1]).toEqual(['build_marts', 'ERROR', 'r-NzAwMDI=', expect.any(String), message]);
  });

  it('the timeout fails the step, naming each run still going on the service', async () => {
    // At half the usual pace: the runs end 30 s after the timeout, half a second of real time.
    const emu = await start([], 60);
    const run = await step(emu, { inputs: { timeout: '1' }, scale: 60 });
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        '2 of 2 pipelines did not succeed: ingest_orders (run r-NzAwMDE=) is still RUNNING after the timeout of 1 min and goes on on the service; build_marts (run r-NzAwMDI=) is still RUNNING after the timeout of 1 min and goes on on the service',
      ],
    });
    expect(run.outputs).toMatchObject({ succeeded: '0', failed: '2' });
    // 1 min allows 40 status requests per run; waits of 2, 4, 8, 16 and 30 s use far fewer.
    expect(statusRequests(emu).length).toBeLessThanOrEqual(2 * 40);
  });

  it('a status endpoint that fails for a while: one warning, polling goes on, the runs are seen to end', async () => {
    const emu = await start([{ kind: 'status-500', method: 'GET', times: 2 }]);
    const run = await step(emu);
    expect(warningLines(run)).toHaveLength(1);
    expect(warningLines(run)[0]).toMatch(
      /^(ingest_orders \(run r-NzAwMDE=\)|build_marts \(run r-NzAwMDI=\)): Pipeline run status failed: Get Pipeline Status failed due to : injected fault \(HTTP 500\); a status request that fails does not end a run: each is asked again until the timeout \(60 min\)$/,
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ succeeded: '2', failed: '0' });
  });

  it('each run is triggered with its parameters from the parameters file', async () => {
    const emu = await start();
    const cwd = mkdtempSync(join(tmpdir(), 'pipeline-ws-'));
    dirs.push(cwd);
    mkdirSync(join(cwd, 'release'));
    writeFileSync(join(cwd, 'release', 'parameters.yml'), 'build_marts:\n  target_schema: analytics_v2\n');
    const run = await step(emu, { cwd, inputs: { 'parameters-file': 'release/parameters.yml' } });
    expect(run.exitCode).toBe(0);
    expect(emu.runs().map((r) => [r.pipelineName, r.parameters])).toEqual([
      ['ingest_orders', {}],
      ['build_marts', { target_schema: 'analytics_v2' }],
    ]);
  });
});

describe('pipeline mode: triggers', () => {
  it('a trigger the service refuses fails that pipeline with its msg', async () => {
    const emu = await start();
    const run = await step(emu, { inputs: { 'fabric-id': '10741', pipelines: 'ingest_orders' } });
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        '1 of 1 pipelines did not succeed: ingest_orders: Trigger pipeline failed: error in triggering pipeline: Pipeline ingest_orders is not deployed to fabric analytics-prod (uid 10741) (HTTP 400)',
      ],
    });
    expect(runsOf(run)).toEqual([
      {
        pipeline: 'ingest_orders',
        runId: null,
        status: null,
        errorMessage:
          'Trigger pipeline failed: error in triggering pipeline: Pipeline ingest_orders is not deployed to fabric analytics-prod (uid 10741) (HTTP 400)',
      },
    ]);
    expect(run.outputs['run-ids']).toBe('{}');
  });

  it.each([
    ['a reset after the trigger', 'reset-after', 'the connection was reset after the request was sent'],
    [
      'a 503 from a proxy after the trigger',
      'proxy-503-after',
      'HTTP 503 with a non-JSON body: "upstream connect error or disconnect/reset before headers. reset reason: connection termination"',
    ],
  ] as const)('%s: "may have been started", and no other trigger is sent', async (_name, kind, cause) => {
    const emu = await start([{ kind, method: 'POST', times: 1 }]);
    const run = await step(emu, { inputs: { concurrency: '1' } });
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        `2 of 2 pipelines did not succeed: ingest_orders: Trigger pipeline failed: ${cause}, so the run of ingest_orders may have been started: check the runs of ingest_orders on fabric 10740 before running it again; not triggered, since the run of ingest_orders may have been started: build_marts`,
      ],
    });
    expect(triggers(emu)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ 'run-ids': '{}', succeeded: '0', failed: '2' });
    expect(run.summary).toContain('**may have been started**');
  });

  it('HTTP 200 with success: false that names a runId: "may have been started", naming the id, and no other trigger is sent', async () => {
    const service = await startRawServer((_req, res) =>
      json(res, 200, { success: false, msg: 'error in triggering pipeline: scheduler busy', runId: 'r-42' }),
    );
    try {
      const run = await runAction({
        inputs: {
          mode: 'pipeline',
          'base-url': service.url,
          token: 'tok-ambiguous-trigger',
          'fabric-id': '10740',
          'project-id': 'retail-analytics',
          pipelines: 'ingest_orders\nbuild_marts',
          concurrency: '1',
        },
      });
      dirs.push(run.dir);
      expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
        exitCode: 1,
        errors: [
          '2 of 2 pipelines did not succeed: ingest_orders: Trigger pipeline failed: error in triggering pipeline: scheduler busy (HTTP 200), so the run of ingest_orders may have been started (runId r-42): check the runs of ingest_orders on fabric 10740 before running it again; not triggered, since the run of ingest_orders may have been started: build_marts',
        ],
      });
      expect(service.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${TRIGGER_PATH}`]);
      expect(run.outputs).toMatchObject({ succeeded: '0', failed: '2' });
    } finally {
      await service.close();
    }
  });

  it("a 503 that is the service's own refusal is re-sent once, and the run goes on", async () => {
    const emu = await start([{ kind: 'status-503', method: 'POST', times: 1, retryAfterSeconds: 0 }]);
    const run = await step(emu, { inputs: { pipelines: 'ingest_orders' } });
    expect(run.exitCode).toBe(0);
    expect(triggers(emu)).toHaveLength(2);
    expect(emu.runs()).toHaveLength(1);
  });

  it('request-timeout and retries apply as in every mode: a trigger unanswered in time may have started a run', async () => {
    const emu = await start([{ kind: 'hang', method: 'POST', times: 1 }]);
    const run = await step(emu, {
      inputs: { pipelines: 'ingest_orders', 'request-timeout': '0.5' },
      fastClock: false,
    });
    expect(errorLines(run)).toEqual([
      '1 of 1 pipelines did not succeed: ingest_orders: Trigger pipeline failed: no response within 0.5 s (request-timeout), so the run of ingest_orders may have been started: check the runs of ingest_orders on fabric 10740 before running it again',
    ]);
    expect(triggers(emu)).toHaveLength(1);
  });

  it('retries: 0 sends a refused trigger once', async () => {
    const emu = await start([{ kind: 'status-503', method: 'POST', times: 1, retryAfterSeconds: 0 }]);
    const run = await step(emu, { inputs: { pipelines: 'ingest_orders', retries: '0' } });
    expect(errorLines(run)).toEqual([
      '1 of 1 pipelines did not succeed: ingest_orders: Trigger pipeline failed: Service unavailable (HTTP 503)',
    ]);
    expect(triggers(emu)).toHaveLength(1);
    expect(emu.runs()).toEqual([]);
  });

  it('wait: false triggers, sets the outputs and ends with success, asking no status', async () => {
    const emu = await start();
    const run = await step(emu, { inputs: { wait: 'false' } });
    expect(run.exitCode).toBe(0);
    expect(statusRequests(emu)).toEqual([]);
    expect(runsOf(run)).toEqual([
      { pipeline: 'ingest_orders', runId: 'r-NzAwMDE=', status: null, errorMessage: null },
      { pipeline: 'build_marts', runId: 'r-NzAwMDI=', status: null, errorMessage: null },
    ]);
    expect(run.outputs).toMatchObject({ succeeded: '0', failed: '0', conclusion: 'success' });
    expect(run.summary).toContain('## ✅ Pipeline runs: 2 pipelines triggered');
  });

  it('dry run: prints each trigger request, token masked, and sends nothing', async () => {
    const emu = await start();
    const run = await step(emu, { inputs: { 'dry-run': 'true', version: '1.2.0', branch: 'main' } });
    expect(run.exitCode).toBe(0);
    expect(emu.requests).toEqual([]);
    expect(emu.connectionsOpened()).toBe(0);
    expect(run.stdout).toContain(
      [
        `POST ${emu.url}${TRIGGER_PATH}`,
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        '{',
        '  "fabricId": 10740,',
        '  "pipelineName": "build_marts",',
        '  "projectId": "retail-analytics",',
        '  "branch": "main",',
        '  "version": "1.2.0"',
        '}',
      ].join('\n'),
    );
    expect(infoLines(run).at(-1)).toBe('Dry run: no trigger request was sent.');
    expect(run.outputs).toEqual({ conclusion: 'success' });
    expect(run.summary).toContain('## 📝 Dry run: trigger 2 pipelines');
  });
});

/*
 * Against a scripted trigger API (test/helpers/pipeline-service.ts) for what the emulator cannot
 * do: a status request that never answers, run ids no service should answer, long messages.
 */
const SCRIPTED_TOKEN = 'tok-scripted-9d2e41';
let scripted: PipelineService | undefined;
afterEach(async () => {
  await scripted?.close();
  scripted = undefined;
});

async function scriptedStep(script: PipelineScript, inputs: Record<string, string>): Promise<ActionRun> {
  scripted = await startPipelineService(script);
  const run = await runAction({
    inputs: {
      mode: 'pipeline',
      'base-url': scripted.url,
      token: SCRIPTED_TOKEN,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      ...inputs,
    },
    nodeArgs: ['--import', FAST_CLOCK],
    env: { FAST_CLOCK_SCALE: String(SCALE) },
    // A step that does not end at its timeout is stopped here, and fails the test on its exit code.
    timeoutMs: 20_000,
  });
  dirs.push(run.dir);
  expectNoLeaks(collectEverything(run), [SCRIPTED_TOKEN]);
  expect(run.stderr).toBe('');
  return run;
}

describe('pipeline mode: each run on its own', () => {
  it("a status request that hangs is abandoned at the timeout and holds back no other run's trigger", async () => {
    const run = await scriptedStep(
      {
        statusOf: (runId, n) => {
          if (runId === 'run-a') return 'hang';
          return runId === 'run-b' || n >= 2 ? { runStatus: 'SUCCEEDED' } : { runStatus: 'RUNNING' };
        },
      },
      // request-timeout: a day, so only the step's timeout can end the hanging request.
      { pipelines: 'a,b,c', concurrency: '2', timeout: '1', 'request-timeout': '86400' },
    );
    const seen = scripted!.requests.map((r) => `${r.method} ${r.subject}`);
    // c is triggered as soon as b is seen to end, while a's status request still hangs.
    expect(seen.slice(0, 2).sort()).toEqual(['POST a', 'POST b']);
    expect(seen.slice(2, 4).sort()).toEqual(['GET run-a', 'GET run-b']);
    expect(seen.slice(4)).toEqual(['POST c', 'GET run-c', 'GET run-c']);
    expect(await scripted!.abandoned()).toBe(1);
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        '1 of 3 pipelines did not succeed: a (run run-a) is still going (no status read) after the timeout of 1 min and goes on on the service',
      ],
    });
    // a was followed exactly until the timeout, on the step's own clock (the others' times depend
    // on how fast the loopback answers, 120 times faster on that clock).
    expect(JSON.parse(run.outputs.runs!)).toEqual([
      { pipeline: 'a', runId: 'run-a', status: null, errorMessage: null, seconds: 60 },
      { pipeline: 'b', runId: 'run-b', status: 'SUCCEEDED', errorMessage: null, seconds: expect.any(Number) },
      { pipeline: 'c', runId: 'run-c', status: 'SUCCEEDED', errorMessage: null, seconds: expect.any(Number) },
    ]);
    expect(infoLines(run)).toContain('a (run run-a): its status request was unanswered at the timeout');
  });

  it('run ids that cannot be sent back are never asked about: those runs end at once as unknown', async () => {
    const ids: Record<string, string> = {
      dots: '..',
      long: 'r'.repeat(100_000),
      token: SCRIPTED_TOKEN,
      fine: 'r-1=',
    };
    const run = await scriptedStep(
      { runIdOf: (pipeline) => ids[pipeline]!, statusOf: () => ({ runStatus: 'SUCCEEDED' }) },
      { pipelines: Object.keys(ids).join(','), concurrency: '1', timeout: '1' },
    );
    expect(scripted!.requests.map((r) => `${r.method} ${r.subject}`)).toEqual([
      'POST dots',
      'POST long',
      'POST token',
      'POST fine',
      'GET r-1=',
    ]);
    const tail = ': the step cannot ask its status, so its end is unknown';
    const why = {
      dots: `triggered, but its run id ".." cannot be sent in a URL path, which reads it as a step of the path${tail}`,
      long: `triggered, but its run id has 100,000 characters, more than the 1,024 a status request sends${tail}`,
      token: `triggered, but its run id holds a secret value, which is never sent or shown${tail}`,
    };
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [`3 of 4 pipelines did not succeed: dots: ${why.dots}; long: ${why.long}; token: ${why.token}`],
    });
    const anyTime = expect.any(Number);
    expect(JSON.parse(run.outputs.runs!)).toEqual([
      { pipeline: 'dots', runId: null, status: null, errorMessage: why.dots, seconds: anyTime },
      { pipeline: 'long', runId: null, status: null, errorMessage: why.long, seconds: anyTime },
      { pipeline: 'token', runId: null, status: null, errorMessage: why.token, seconds: anyTime },
      { pipeline: 'fine', runId: 'r-1=', status: 'SUCCEEDED', errorMessage: null, seconds: anyTime },
    ]);
    expect(run.outputs['run-ids']).toBe('{"fine":"r-1="}');
    expect(run.everything()).not.toContain('r'.repeat(1025));
    const [table] = tables(renderTree(run.summary));
    expect(table!.rows.map((row) => row.slice(0, 3))).toEqual([
      ['dots', 'unknown: its run id cannot be followed', ''],
      ['long', 'unknown: its run id cannot be followed', ''],
      ['token', 'unknown: its run id cannot be followed', ''],
      ['fine', 'SUCCEEDED', 'r-1='],
    ]);
  });

  it('100 runs with long error messages: the runs output stays under 256 KB and says it was cut', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `load_${i}`);
    const message = (runId: string) => `${runId}: stage failed: ${'disk full on worker; '.repeat(1000)}`;
    const run = await scriptedStep(
      { statusOf: (runId) => ({ runStatus: 'ERROR', errorMessage: message(runId) }) },
      { pipelines: names.join('\n'), concurrency: '64', timeout: '5' },
    );
    expect(run.exitCode).toBe(1);
    const runsOut = run.outputs.runs!;
    expect(Buffer.byteLength(runsOut, 'utf8')).toBeLessThan(256 * 1024);
    const entries = JSON.parse(runsOut) as Array<{ pipeline: string; errorMessage: string }>;
    expect(entries.map((e) => e.pipeline)).toEqual(names);
    for (const entry of entries) {
      const kept = entry.errorMessage.replace(/ … \(\d[\d,]* more characters cut\)$/, '');
      expect(kept).not.toBe(entry.errorMessage);
      expect(message(`run-${entry.pipeline}`).startsWith(kept)).toBe(true);
    }
    expect(infoLines(run)).toContain(
      "Note: the runs output keeps under 250,000 bytes: 100 errorMessages were cut there (the job summary shows each message's start).",
    );
    // The summary has a row for every run, each with the start of its message.
    const [table] = tables(renderTree(run.summary));
    expect(table!.rows).toHaveLength(100);
    expect(table!.rows[7]![4]).toMatch(/^run-load_7: stage failed: disk full on worker;/);
    expect(run.outputs['run-ids']).toBe(
      JSON.stringify(Object.fromEntries(names.map((n) => [n, `run-${n}`]))),
    );
  });
});

/** The two retail pipelines one at a time, at the real pace, sent `signals` once the first is triggered. */
async function cancelledStep(emu: RunningEmulator, signals: NodeJS.Signals[]): Promise<ActionRun> {
  let signalled = false;
  const run = await runAction({
    inputs: {
      mode: 'pipeline',
      'base-url': emu.url,
      token: emu.token,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      pipelines: 'ingest_orders\nbuild_marts',
      concurrency: '1',
    },
    onSpawn: (child) =>
      child.stdout.on('data', (chunk: string) => {
        if (signalled || !chunk.includes('Triggered ingest_orders')) return;
        signalled = true;
        for (const signal of signals) child.kill(signal);
      }),
  });
  dirs.push(run.dir);
  expectNoLeaks(collectEverything(run, { emulator: emu }), [emu.token]);
  expect(signalled).toBe(true);
  expect(run.stderr).toBe('');
  return run;
}

describe('pipeline mode: a cancelled job', () => {
  it('SIGTERM after a trigger: the outputs and the summary name the run still going, and the step fails', async () => {
    // At the real pace: the runs last a minute and more, so they are still going when the signal comes.
    const emu = await start([], 1);
    const run = await cancelledStep(emu, ['SIGTERM']);
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        'The job was cancelled (SIGTERM) before this step ended: 2 of 2 pipelines did not succeed: ingest_orders (run r-NzAwMDE=) was still going (no status read) when the job was cancelled and goes on on the service; not triggered, since the job was cancelled first: build_marts',
      ],
    });
    expect(triggers(emu)).toHaveLength(1);
    expect(runsOf(run)).toEqual([
      { pipeline: 'ingest_orders', runId: 'r-NzAwMDE=', status: null, errorMessage: null },
      { pipeline: 'build_marts', runId: null, status: null, errorMessage: 'the job was cancelled first' },
    ]);
    expect(run.outputs).toMatchObject({
      'run-ids': '{"ingest_orders":"r-NzAwMDE="}',
      succeeded: '0',
      failed: '2',
      conclusion: 'failure',
    });
    expect(run.summary).toContain('## ❌ Pipeline runs: 2 of 2 pipelines did not succeed');
    expect(run.summary).toContain(
      'The job was cancelled before the step ended: a run still going goes on on the service.',
    );
    const [table] = tables(renderTree(run.summary));
    expect(table!.rows.map((row) => row.slice(0, 3))).toEqual([
      ['ingest_orders', 'unknown, still going when the job was cancelled', 'r-NzAwMDE='],
      ['build_marts', 'not triggered', ''],
    ]);
  });

  it('SIGINT and SIGTERM at once: the step is reported once', async () => {
    const emu = await start([], 1);
    const run = await cancelledStep(emu, ['SIGINT', 'SIGTERM']);
    expect(run.exitCode).toBe(1);
    expect(errorLines(run)).toHaveLength(1);
    expect(errorLines(run)[0]).toMatch(
      /^The job was cancelled \(SIG(INT|TERM)\) before this step ended: 2 of 2 pipelines/,
    );
    expect(run.summary.match(/## ❌ Pipeline runs/g)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ 'run-ids': '{"ingest_orders":"r-NzAwMDE="}', conclusion: 'failure' });
  });
});
