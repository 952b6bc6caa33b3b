// Reading answers: bounded (an endless body fails in one line instead of eating the runner's
// memory), decoded from the Content-Encoding a proxy added, with the bound on the decoded size.
import { afterEach, describe, expect, test } from '@jest/globals';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import type { OrchestrationClient } from '../../src/service/types.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { apiError, startRawServer, startRetail, testClient, type RawServer } from '../service/support.js';

const run = {
  fabricId: 10740,
  projectId: 'retail-analytics',
  modelName: 'stg_orders',
  tests: [{}] as [Record<string, never>],
};
const ANSWER = JSON.stringify({
  success: true,
  data: {
    results: [
      {
        name: 'not_null_id',
        status: 'SUCCEEDED',
        table: 'stg_orders',
        columnName: '',
        index: 0,
        time: 0.1,
        cause: '',
      },
    ],
    runnerStdout: 'ok',
    summary: { failed: 0, skip: 0, succeeded: 1, total: 1, warning: 0 },
  },
});

let emu: RunningEmulator | undefined;
let raw: RawServer | undefined;
let client: OrchestrationClient | undefined;

afterEach(async () => {
  await client?.close();
  await emu?.stop();
  await raw?.close();
  client = emu = raw = undefined;
});

describe('an endless body', () => {
  test('fails the request at the bound, once, in one line', async () => {
    emu = await startRetail();
    emu.injectFault({ kind: 'endless-body', path: '/api/orchestration/tests/run', times: 5 });
    client = testClient(emu.url, emu.token, { maxBodyBytes: 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the answer is larger than 1 MiB, the most this action reads',
    );
    expect(err).toMatchObject({ maybeApplied: true, attempts: 1 });
    expect(emu.requests).toHaveLength(1);
    // Nothing like the endless stream was kept.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  test('a Content-Length past the bound is not believed: the body fails at the bound all the same', async () => {
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 ** 15) });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const more = (): void => {
        while (res.write(chunk));
      };
      res.on('drain', more);
      more();
    });
    client = testClient(raw.url, 'token-1234', { maxBodyBytes: 1024 * 1024 });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the answer is larger than 1 MiB, the most this action reads',
    );
    expect(err).toMatchObject({ maybeApplied: true, attempts: 1 });
  });

  test('a body shorter than its Content-Length: the connection ended while it was read', async () => {
    raw = await startRawServer((_req, res, socket) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(ANSWER.length + 100),
      });
      res.write(ANSWER);
      setImmediate(() => socket.destroy());
    });
    client = testClient(raw.url, 'token-1234');
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the connection was reset while the response was being read (ECONNRESET)',
    );
    expect(err).toMatchObject({ maybeApplied: true, attempts: 1 });
  });

  test('after a deploy: the deployment may have been scheduled', async () => {
    emu = await startRetail();
    emu.injectFault({ kind: 'endless-body', path: '/api/deploy/project' });
    client = testClient(emu.url, emu.token, { maxBodyBytes: 64 * 1024 });
    const err = await apiError(
      client.deployProject({ projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' }),
    );
    expect(err.message).toBe(
      'Deploy project failed: the answer is larger than 64 KiB, the most this action reads, so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    );
  });
});

describe('Content-Encoding', () => {
  test('gzip added by a proxy in front of the emulator is decoded', async () => {
    emu = await startRetail();
    emu.injectFault({ kind: 'gzip', path: '/api/orchestration/tests/run' });
    client = testClient(emu.url, emu.token);
    const data = await client.runTests(run);
    expect(data.results.map((r) => r.name)).toEqual([
      'not_null_order_id',
      'unique_order_id',
      'accepted_values_status',
    ]);
  });

  test.each([
    ['gzip', gzipSync(ANSWER)],
    ['deflate', deflateSync(ANSWER)],
    ['deflate', deflateRawSync(ANSWER)],
    ['br', brotliCompressSync(ANSWER)],
    ['identity', Buffer.from(ANSWER)],
    ['gzip, br', brotliCompressSync(gzipSync(ANSWER))],
  ])('%s is decoded', async (encoding, payload) => {
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
      res.end(payload);
    });
    client = testClient(raw.url, 'tok');
    const data = await client.runTests(run);
    expect(data.summary.total).toBe(1);
  });

  test('the bound applies to the decoded size: a small gzip that expands past it fails', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)); // 8 MiB of spaces, ~8 KB compressed
    expect(bomb.length).toBeLessThan(64 * 1024);
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    client = testClient(raw.url, 'tok', { maxBodyBytes: 1024 * 1024 });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the answer is larger than 1 MiB, the most this action reads',
    );
  });

  test('an encoding this action cannot decode is named, not shown as binary garbage', async () => {
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' });
      res.end(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x01, 0x02]));
    });
    client = testClient(raw.url, 'tok');
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the answer is encoded as "zstd", which this action cannot decode',
    );
  });

  test('corrupt compressed data says so', async () => {
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(Buffer.concat([gzipSync(ANSWER).subarray(0, 20), Buffer.from('not gzip at all')]));
    });
    client = testClient(raw.url, 'tok');
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe("Run data tests failed: the answer's gzip data is corrupt");
    expect(raw.requests).toHaveLength(1);
  });
});

describe('a secret echoed in an answer that arrives in pieces', () => {
  test('is masked in every value parsed from it, however the pieces split it', async () => {
    const token = 'tok-0123456789abcdef';
    const answer = ANSWER.replace('"cause":""', `"cause":"login as ${token} refused"`);
    const at = answer.indexOf(token) + 7;
    raw = await startRawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Three writes apart in time, so the client reads three parts: the token spans two.
      res.write(answer.slice(0, at - 3));
      setTimeout(() => res.write(answer.slice(at - 3, at)), 20);
      setTimeout(() => res.end(answer.slice(at)), 40);
    });
    client = testClient(raw.url, token);
    const data = await client.runTests(run);
    expect(data.results[0]!.cause).toBe('login as *** refused');
  });
});
