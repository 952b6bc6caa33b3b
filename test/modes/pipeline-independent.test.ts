/**
 * Each run goes on its own (CONTRACT.md, "Pipeline runs"): a status request that hangs holds back
 * no other run's trigger or poll and is abandoned at the timeout; a run id that cannot be sent back
 * is never asked about. The real client against a scripted raw server, on the fake clock.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createClient } from '../../src/service/client.js';
import type { OrchestrationClient } from '../../src/service/types.js';
import { type ExecuteOptions, runPipelines, unfollowable } from '../../src/modes/pipeline/execute.js';
import { cancelledRuns, failureLine, queuedRuns } from '../../src/modes/pipeline/outcome.js';
import { runIdsOutput, runsOutput } from '../../src/modes/pipeline/outputs.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import {
  type PipelineScript,
  type PipelineService,
  startPipelineService,
} from '../helpers/pipeline-service.js';
import { FakeClock, T0 } from './pipeline-clock.js';

const TOKEN = 'tok-independent-5c1d';

let service: PipelineService | undefined;
let client: OrchestrationClient | undefined;
afterEach(async () => {
  await client?.close();
  await service?.close();
  service = client = undefined;
});

interface Setup {
  script: Omit<PipelineScript, 'now'>;
  /** Requests that never answer: time goes on without them, as it does for real. */
  hangs?: (args: unknown[]) => boolean;
}

async function setUp({ script, hangs }: Setup) {
  const clock = new FakeClock();
  service = await startPipelineService({ ...script, now: clock.now });
  const stop = new AbortController();
  client = createClient({
    baseUrl: service.url,
    token: TOKEN,
    timeoutMs: 3_600_000,
    retries: 0,
    signal: stop.signal,
  });
  return { clock, server: service, api: clock.tracking(client, hangs), stop };
}

async function execute(
  setup: Awaited<ReturnType<typeof setUp>>,
  names: readonly string[],
  options: Partial<ExecuteOptions> = {},
) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const secrets = new SecretRegistry();
  secrets.add(TOKEN);
  const runs = await runPipelines(
    setup.api,
    names.map((pipelineName) => ({ fabricId: 10740, projectId: 'shop', pipelineName })),
    {
      concurrency: 4,
      wait: true,
      timeout: 60,
      pollInterval: 30,
      clock: setup.clock,
      stop: setup.stop,
      ...options,
    },
    { info: (line) => lines.push(line), warning: (line) => warnings.push(line), secrets },
  );
  return { runs, lines, warnings };
}

/** `METHOD subject @seconds` of each request, in the order they came. */
const log = (server: PipelineService) =>
  server.requests.map((r) => `${r.method} ${r.subject} @${(r.at - T0) / 1000}`);

describe('a status request that hangs', () => {
  test("holds back no other run's trigger or poll, and is abandoned at the timeout", async () => {
    const setup = await setUp({
      script: {
        statusOf: (runId, n) => {
          if (runId === 'run-a') return 'hang';
          return runId === 'run-b' || n >= 2 ? { runStatus: 'SUCCEEDED' } : { runStatus: 'RUNNING' };
        },
      },
      hangs: ([runId]) => runId === 'run-a',
    });
    const { runs, lines, warnings } = await execute(setup, ['a', 'b', 'c'], { concurrency: 2, timeout: 1 });
    // b ends at its first poll: c is triggered then, while a's poll still hangs; c is followed.
    expect(log(setup.server)).toEqual([
      'POST a @0',
      'POST b @0',
      'GET run-a @2',
      'GET run-b @2',
      'POST c @2',
      'GET run-c @4',
      'GET run-c @8',
    ]);
    expect(runs.map((r) => [r.pipeline, r.state, r.status, r.endedAt! - r.triggeredAt!])).toEqual([
      ['a', 'timed-out', undefined, 60_000],
      ['b', 'succeeded', 'SUCCEEDED', 2000],
      ['c', 'succeeded', 'SUCCEEDED', 6000],
    ]);
    // The client gave up on the hanging request at the timeout, not after its request-timeout of an hour.
    expect(await setup.server.abandoned()).toBe(1);
    expect(setup.clock.now() - T0).toBe(60_000);
    expect(lines).toContain('a (run run-a): its status request was unanswered at the timeout');
    expect(warnings).toEqual([]);
    expect(failureLine(runs, 1)).toBe(
      '1 of 3 pipelines did not succeed: a (run run-a) is still going (no status read) after the timeout of 1 min and goes on on the service',
    );
    // Nothing is left waiting on the clock: the timeout's timer went with the step.
    expect(setup.clock.pending()).toBe(0);
  });

  test('a trigger unanswered at the timeout is abandoned there: its run may have been started', async () => {
    const setup = await setUp({
      script: {
        runIdOf: (pipeline) => (pipeline === 'b' ? 'hang' : `run-${pipeline}`),
        statusOf: () => ({ runStatus: 'RUNNING' }),
      },
      hangs: ([body]) => (body as { pipelineName?: string }).pipelineName === 'b',
    });
    const { runs } = await execute(setup, ['a', 'b', 'c'], { concurrency: 2, timeout: 1 });
    expect(runs.map((r) => [r.pipeline, r.state])).toEqual([
      ['a', 'timed-out'],
      ['b', 'maybe-started'],
      ['c', 'not-triggered'],
    ]);
    expect(runs[1]!.problem).toBe(
      "Trigger pipeline failed: abandoned: the step's timeout (1 min) ended, so the run of b may have been started: check the runs of b on fabric 10740 before running it again",
    );
    expect(await setup.server.abandoned()).toBe(1);
    expect(setup.clock.now() - T0).toBe(60_000);
  });
});

describe('run ids that cannot be sent back', () => {
  const ids: Record<string, string> = {
    dots: '..',
    dot: '.',
    long: 'r'.repeat(100_000),
    token: TOKEN,
    inside: `run-${TOKEN}`,
    broken: 'run-\ud800',
    fine: 'r-NzAwMDE=',
  };

  test('are not polled: the run ends at once as unknown, saying why, and no output carries the id', async () => {
    const setup = await setUp({
      script: { runIdOf: (pipeline) => ids[pipeline]!, statusOf: () => ({ runStatus: 'SUCCEEDED' }) },
    });
    const names = Object.keys(ids);
    const { runs, lines } = await execute(setup, names, { concurrency: 1 });
    // Only the one id that can be sent back is asked about; the others took no time.
    expect(setup.server.requests.filter((r) => r.method === 'GET').map((r) => r.subject)).toEqual([
      'r-NzAwMDE=',
    ]);
    expect(log(setup.server).filter((line) => line.startsWith('POST'))).toEqual(
      names.map((name) => `POST ${name} @0`),
    );
    expect(runs.map((r) => [r.pipeline, r.state, r.runId])).toEqual([
      ...names.slice(0, -1).map((name) => [name, 'unknown', undefined]),
      ['fine', 'succeeded', 'r-NzAwMDE='],
    ]);
    const why = (pipeline: string) => runs.find((r) => r.pipeline === pipeline)!.problem;
    const tail = ': the step cannot ask its status, so its end is unknown';
    expect(why('dots')).toBe(
      `triggered, but its run id ".." cannot be sent in a URL path, which reads it as a step of the path${tail}`,
    );
    expect(why('long')).toBe(
      `triggered, but its run id has 100,000 characters, more than the 1,024 a status request sends${tail}`,
    );
    expect(why('token')).toBe(
      `triggered, but its run id holds a secret value, which is never sent or shown${tail}`,
    );
    expect(why('inside')).toBe(why('token'));
    expect(why('broken')).toBe(`triggered, but its run id is not well-formed text${tail}`);
    expect(lines).toContain(`dots: ${why('dots')}`);
    expect(JSON.parse(runIdsOutput(runs).value)).toEqual({ fine: 'r-NzAwMDE=' });
    const entries = JSON.parse(runsOutput(runs).value) as Array<{ runId: unknown; seconds: unknown }>;
    expect(entries.map((e) => [e.runId, e.seconds])).toEqual([
      ...names.slice(0, -1).map(() => [null, 0]),
      ['r-NzAwMDE=', 2],
    ]);
    expect(JSON.stringify({ runs, lines })).not.toContain(TOKEN);
  });

  test('unfollowable: an id as the service writes them can be sent back', () => {
    const none = { holds: () => false };
    expect(unfollowable('r-NzAwMDE=', none)).toBeUndefined();
    expect(unfollowable('a+b/c==', none)).toBeUndefined();
    expect(unfollowable('r'.repeat(1024), none)).toBeUndefined();
    expect(unfollowable('r'.repeat(1025), none)).toMatch(/1,025 characters/);
    expect(unfollowable('', none)).toBe('the service answered an empty run id');
    expect(unfollowable('run-***', none)).toMatch(/secret/);
  });
});

describe('a cancelled step', () => {
  test('reports a run still followed as going on, a trigger unanswered as maybe started, the rest as not sent', () => {
    const runs = queuedRuns(['a', 'b', 'c', 'd'].map((pipelineName) => ({ pipelineName })));
    Object.assign(runs[0]!, {
      state: 'succeeded',
      runId: 'r-1',
      status: 'SUCCEEDED',
      triggeredAt: 0,
      endedAt: 4000,
    });
    Object.assign(runs[1]!, { state: 'waiting', runId: 'r-2', status: 'RUNNING', triggeredAt: 1000 });
    Object.assign(runs[2]!, { state: 'triggering' });
    const seen = cancelledRuns(runs, 9000);
    expect(seen.map((r) => [r.pipeline, r.state, r.endedAt])).toEqual([
      ['a', 'succeeded', 4000],
      ['b', 'cancelled', 9000],
      ['c', 'maybe-started', undefined],
      ['d', 'not-triggered', undefined],
    ]);
    // The live runs are not changed: the step may still be writing them.
    expect(runs[1]!.state).toBe('waiting');
    expect(failureLine(seen, 60)).toBe(
      '3 of 4 pipelines did not succeed: b (run r-2) was still RUNNING when the job was cancelled and goes on on the service; c: the job was cancelled while its trigger was unanswered, so the run of c may have been started; not triggered, since the job was cancelled first: d',
    );
    expect(JSON.parse(runsOutput(seen).value)[1]).toEqual({
      pipeline: 'b',
      runId: 'r-2',
      status: 'RUNNING',
      errorMessage: null,
      seconds: 8,
    });
  });
});
