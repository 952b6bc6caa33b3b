// The trigger API through the client, against raw loopback servers that answer exactly as a test
// needs: the trigger is a write sent once (re-sent only after an answer that proves the service
// did not take it), its failures are worded in `msg`, and the status request is a read whose
// unknown words and fields are carried through.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, test } from '@jest/globals';
import { provablyNotApplied, idNamed } from '../../src/service/rules.js';
import type { OrchestrationClient, TriggerPipelineRequest } from '../../src/service/types.js';
import { apiError, json, startRawServer, testClient, type RawServer, type SeenRequest } from './support.js';

const TOKEN = 'tok-pipeline-7f3e';
const TRIGGER: TriggerPipelineRequest = {
  fabricId: 10741,
  pipelineName: 'ingest_orders',
  projectId: 'retail-analytics',
};
const MAYBE_STARTED =
  'so the run of ingest_orders may have been started: check the runs of ingest_orders on fabric 10741 before running it again';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A server answering the n-th request with the n-th handler (the last one repeating). */
async function scripted(
  ...answers: Array<(res: ServerResponse, socket: Socket, req: SeenRequest) => void>
): Promise<{ server: RawServer; client: OrchestrationClient }> {
  let n = 0;
  const server = await startRawServer((req, res, socket) =>
    answers[Math.min(n++, answers.length - 1)]!(res, socket, req),
  );
  const client = testClient(server.url, TOKEN);
  cleanups.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client };
}

const answer =
  (status: number, body: unknown, type = 'application/json') =>
  (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
const reset = (_res: ServerResponse, socket: Socket) => socket.resetAndDestroy();

describe('trigger', () => {
  test('sends the body as given and returns the runId', async () => {
    const { server, client } = await scripted((res) => json(res, 200, { success: true, runId: 'r-1=' }));
    const result = await client.triggerPipeline({
      ...TRIGGER,
      parameters: { batch_size: '500' },
      version: '1.2.0',
    });
    expect(result).toEqual({ success: true, runId: 'r-1=' });
    expect(server.requests.map((r) => [r.method, r.url, r.headers['x-auth-token'], r.body])).toEqual([
      [
        'POST',
        '/api/trigger/pipeline',
        TOKEN,
        '{"fabricId":10741,"pipelineName":"ingest_orders","projectId":"retail-analytics","parameters":{"batch_size":"500"},"version":"1.2.0"}',
      ],
    ]);
  });

  test('a body the API cannot take is refused before anything is sent', async () => {
    const { server, client } = await scripted(answer(200, { success: true, runId: 'x' }));
    const error = await apiError(
      client.triggerPipeline({ ...TRIGGER, fabricId: '10741' as unknown as number }),
    );
    expect(error.message).toBe(
      'Trigger pipeline failed: invalid request: fabricId: must be an integer (a JSON number), e.g. 10740',
    );
    expect(server.requests).toEqual([]);
  });

  test.each([200, 400, 500])(
    'the service refusing in msg (HTTP %i) is a definitive answer: not re-sent, the msg in the line',
    async (status) => {
      const { server, client } = await scripted(
        answer(status, {
          success: false,
          msg: 'error in triggering pipeline: Fabric with uid `2290` not found',
        }),
      );
      const error = await apiError(client.triggerPipeline(TRIGGER));
      expect(error.message).toBe(
        `Trigger pipeline failed: error in triggering pipeline: Fabric with uid \`2290\` not found (HTTP ${status})`,
      );
      expect(error).toMatchObject({ maybeApplied: false, attempts: 1, status });
      expect(server.requests).toHaveLength(1);
    },
  );

  test("a 503 with the service's own success:false and no runId proves nothing started: it is re-sent", async () => {
    const { server, client } = await scripted(
      answer(503, { success: false, msg: 'service is starting' }),
      answer(200, { success: true, runId: 'r-2=' }),
    );
    expect(await client.triggerPipeline(TRIGGER)).toEqual({ success: true, runId: 'r-2=' });
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    [
      'a 503 from a proxy (HTML)',
      answer(503, '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', 'text/html'),
      `HTTP 503 with a non-JSON body: "503 Service Temporarily Unavailable", ${MAYBE_STARTED}`,
    ],
    [
      'a 503 whose success:false body names a runId',
      answer(503, { success: false, msg: 'timed out waiting for the scheduler', runId: 'r-9+x=' }),
      `timed out waiting for the scheduler (HTTP 503), ${MAYBE_STARTED.replace('started:', 'started (runId r-9+x=):')}`,
    ],
    [
      'a 502 from a gateway',
      answer(502, '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', 'text/html'),
      `HTTP 502 with a non-JSON body: "nginx", ${MAYBE_STARTED}`,
    ],
    [
      'a reset after the request was sent',
      reset,
      `the connection was reset after the request was sent, ${MAYBE_STARTED}`,
    ],
    [
      'a success without a runId',
      answer(200, { success: true }),
      `unexpected response (HTTP 200): runId: expected string, received undefined, ${MAYBE_STARTED}`,
    ],
  ])('%s: not re-sent, the run may have been started', async (_name, first, message) => {
    const { server, client } = await scripted(first, answer(200, { success: true, runId: 'second' }));
    const error = await apiError(client.triggerPipeline(TRIGGER));
    expect(error.message).toBe(`Trigger pipeline failed: ${message}`);
    expect(error.maybeApplied).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  test('a gateway that wraps the answer in data is read too', async () => {
    const { client } = await scripted(answer(200, { success: true, data: { success: true, runId: 'r-3' } }));
    expect((await client.triggerPipeline(TRIGGER)).runId).toBe('r-3');
  });
});

describe('status', () => {
  const status = {
    success: true,
    runId: 'a+b/c==',
    createdAt: '2025-06-17T18:01:49.275359',
    updatedAt: '2025-06-17T18:03:12.000001',
    projectId: 'retail-analytics',
    pipelineName: 'ingest_orders',
    fabricId: 10741,
    runStatus: 'PAUSED_BY_ADMIN',
    errorMessage: null,
    queuePosition: 3,
  };

  test('the run id is encoded in the path; unknown words and fields are carried through', async () => {
    const { server, client } = await scripted(answer(200, status));
    expect(await client.pipelineStatus('a+b/c==')).toEqual({ ...status, fabricId: '10741' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/trigger/pipeline/a%2Bb%2Fc%3D%3D',
    ]);
  });

  test('a read: a 503 or a gateway page is asked again', async () => {
    const { server, client } = await scripted(
      answer(503, { success: false, message: 'busy' }),
      answer(502, '<html>502 Bad Gateway</html>', 'text/html'),
      reset,
      answer(200, { success: true, runStatus: 'RUNNING' }),
    );
    expect((await client.pipelineStatus('r-1')).runStatus).toBe('RUNNING');
    expect(server.requests).toHaveLength(4);
  });

  test('an answer without runStatus is no status', async () => {
    const { client } = await scripted(answer(200, { success: true, runId: 'r-1' }));
    const error = await apiError(client.pipelineStatus('r-1'));
    expect(error.message).toBe(
      'Pipeline run status failed: unexpected response (HTTP 200): runStatus: expected string, received undefined',
    );
  });
});

describe('what proves a trigger was not taken', () => {
  test('runIdIn finds a runId in JSON, under data, or in text', () => {
    expect(idNamed('{"success":false,"runId":"r-NzAwMDE="}', 'runId')).toBe('r-NzAwMDE=');
    expect(idNamed('{"data":{"runId":42}}', 'runId')).toBe('42');
    expect(idNamed('upstream said runId=abc+d== then gave up', 'runId')).toBe('abc+d==');
    expect(idNamed('{"success":false,"msg":"busy"}', 'runId')).toBeUndefined();
  });

  test('a 503 naming a runId is no proof; one without is', () => {
    expect(provablyNotApplied({ status: 503, text: '{"success":false,"msg":"busy"}' })).toBe(true);
    expect(provablyNotApplied({ status: 503, text: '{"success":false,"runId":"r-1"}' })).toBe(false);
    expect(provablyNotApplied({ status: 429, text: 'runId: r-1' })).toBe(false);
  });
});
