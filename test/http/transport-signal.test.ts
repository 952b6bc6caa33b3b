/**
 * A client's `signal` (TransportOptions.signal): when its caller stops waiting (a pipeline step's
 * timeout), the request in flight is abandoned at once, a wait between attempts ends, and nothing
 * more is sent. Raw loopback servers that hang or ask to wait on purpose.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, test } from '@jest/globals';
import { apiError, json, startRawServer, testClient, type RawServer } from '../service/support.js';
import type { OrchestrationClient } from '../../src/service/types.js';

const TOKEN = 'tok-signal-41ce';
const REASON = "the step's timeout (1 min) ended";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setUp(handle: (res: ServerResponse) => void, abortOnRetry = false) {
  const server: RawServer = await startRawServer((_req, res) => handle(res));
  const stop = new AbortController();
  // A request-timeout of an hour: only the signal can end a request that hangs.
  const client: OrchestrationClient = testClient(server.url, TOKEN, {
    timeoutMs: 3_600_000,
    signal: stop.signal,
    // Called as the wait before the next attempt begins.
    onRetry: () => abortOnRetry && stop.abort(REASON),
  });
  cleanups.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client, stop };
}

/** Resolves once the server has seen `n` requests. */
async function requestsSeen(server: RawServer, n: number): Promise<void> {
  while (server.requests.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("a client's signal", () => {
  test('abandons the request in flight at once: a read fails saying why', async () => {
    const { server, client, stop } = await setUp(() => undefined);
    const status = client.pipelineStatus('r-1');
    await requestsSeen(server, 1);
    stop.abort(REASON);
    const error = await apiError(status);
    expect(error.message).toBe(`Pipeline run status failed: abandoned: ${REASON}`);
    expect(server.requests).toHaveLength(1);
  });

  test('a trigger abandoned in flight may have started a run', async () => {
    const { server, client, stop } = await setUp(() => undefined);
    const trigger = client.triggerPipeline({ fabricId: 10740, projectId: 'p', pipelineName: 'load' });
    await requestsSeen(server, 1);
    stop.abort(REASON);
    const error = await apiError(trigger);
    expect(error.maybeApplied).toBe(true);
    expect(error.message).toBe(
      `Trigger pipeline failed: abandoned: ${REASON}, so the run of load may have been started: check the runs of load on fabric 10740 before running it again`,
    );
  });

  test('ends a wait between attempts, and sends nothing more', async () => {
    // A wait of two minutes, which the client would honour.
    const { server, client } = await setUp(
      (res) => json(res, 503, { success: false, message: 'busy' }, { 'retry-after': '120' }),
      true,
    );
    const error = await apiError(client.pipelineStatus('r-1'));
    expect(error.message).toBe(`Pipeline run status failed: not sent: ${REASON} (after 2 attempts)`);
    expect(server.requests).toHaveLength(1);
  });

  test('aborted before a request: nothing is sent', async () => {
    const { server, client, stop } = await setUp((res) =>
      json(res, 200, { success: true, runStatus: 'RUNNING' }),
    );
    stop.abort(REASON);
    const error = await apiError(client.pipelineStatus('r-1'));
    expect(error.message).toBe(`Pipeline run status failed: not sent: ${REASON}`);
    expect(server.requests).toEqual([]);
    expect(server.connections()).toBe(0);
  });
});
