// The server around the routes: control routes, request log, keep-alive, delays, stop, hosts.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Client } from 'undici';
import { isLoopbackHost } from '../../src/common/paths.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { RETAIL, call, failed, get, inFlight, post, start, waitFor } from './support/harness.js';

const SECRETS = '/api/orchestration/fabric/10740/secret';

describe('control routes (no token)', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.stop());

  test('GET /__emulator/requests is the request log; control calls are not logged', async () => {
    await get(emu, `${SECRETS}?page=1`);
    await post(emu, '/api/deploy/project', {
      projectName: 'retail',
      fabricName: 'analytics-dev',
      gitTag: 'retail/1.0.0',
    });
    const res = await call(emu, 'GET', '/__emulator/requests', { token: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      requests: [
        { method: 'GET', path: `${SECRETS}?page=1`, status: 200, at: expect.any(Number) },
        {
          method: 'POST',
          path: '/api/deploy/project',
          status: 200,
          body: { projectName: 'retail', fabricName: 'analytics-dev', gitTag: 'retail/1.0.0' },
          at: expect.any(Number),
        },
      ],
    });
    expect(emu.requests).toHaveLength(2);
    expect(emu.requests[0]!.body).toBeUndefined();
  });

  test('GET /__emulator/deployments and /__emulator/state', async () => {
    const deployments = await call(emu, 'GET', '/__emulator/deployments', { token: null });
    expect(deployments.body.deployments).toEqual(emu.deployments());
    expect(deployments.body.deployments[0]).toMatchObject({ deploymentId: '90001', gitTag: 'retail/1.0.0' });
    const state = await call(emu, 'GET', '/__emulator/state', { token: null });
    expect(state.body).toEqual(emu.state());
    expect(state.body.format).toBe('orchestration-emulator-state');
  });

  test('GET /__emulator/stats counts accepted connections and logged requests', async () => {
    const stats = await call(emu, 'GET', '/__emulator/stats', { token: null });
    expect(stats.body).toEqual({ connectionsOpened: emu.connectionsOpened(), requests: 2 });
    expect(stats.body.connectionsOpened).toBeGreaterThanOrEqual(1);
  });

  test('DELETE /__emulator/requests empties the log (the same array object)', async () => {
    const log = emu.requests;
    const res = await call(emu, 'DELETE', '/__emulator/requests', { token: null });
    expect(res.body).toEqual({ cleared: 2 });
    expect(emu.requests).toBe(log);
    expect(log).toEqual([]);
  });

  test('unknown control route 404, wrong method 405', async () => {
    const missing = await call(emu, 'GET', '/__emulator/nothing', { token: null });
    expect([missing.status, missing.body]).toEqual([
      404,
      failed('No emulator control route /__emulator/nothing'),
    ]);
    const wrong = await call(emu, 'PUT', '/__emulator/state', { token: null });
    expect([wrong.status, wrong.headers.get('allow'), wrong.body]).toEqual([
      405,
      'GET',
      failed('Method PUT not allowed'),
    ]);
  });

  test('state() and deployments() are copies', () => {
    const s = emu.state() as EmulatorState;
    s.fabrics.length = 0;
    emu.deployments().length = 0;
    expect((emu.state() as EmulatorState).fabrics).toHaveLength(2);
    expect(emu.deployments()).toHaveLength(1);
  });
});

describe('keep-alive and connection counting', () => {
  test('sequential requests reuse one kept-alive connection; stop() closes it at once', async () => {
    const emu = await start();
    // A single-connection client makes the count exact: the emulator must keep the socket open.
    const client = new Client(emu.url);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await client.request({
          method: 'GET',
          path: SECRETS,
          headers: { 'x-auth-token': emu.token },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers.connection).toBe('keep-alive');
        await res.body.text();
      }
      expect(emu.connectionsOpened()).toBe(1);
      // The global fetch pool may open one more while a socket is being released, never one each.
      for (let i = 0; i < 10; i++) expect((await get(emu, SECRETS)).status).toBe(200);
      expect(emu.connectionsOpened()).toBeLessThanOrEqual(3);
      // The emulator closes the kept-alive socket itself, rather than waiting for its timeout.
      const disconnected = new Promise((resolve) => client.once('disconnect', resolve));
      await emu.stop();
      await disconnected;
      await expect(get(emu, SECRETS)).rejects.toThrow('fetch failed');
    } finally {
      await client.close().catch(() => undefined);
      await emu.stop();
    }
  });

  test('stop() is idempotent', async () => {
    const emu = await start();
    await get(emu, SECRETS);
    await Promise.all([emu.stop(), emu.stop()]);
    await emu.stop();
  });

  test('stop() ends a hanging request too', async () => {
    const emu = await start();
    try {
      emu.injectFault({ kind: 'hang' });
      const pending = get(emu, SECRETS);
      await waitFor(() => emu.requests.length === 1, 'the request arrives');
      // stop() resolves only once every socket is closed: a hanging one would keep it waiting.
      await emu.stop();
      await expect(pending).rejects.toThrow('fetch failed');
    } finally {
      await emu.stop();
    }
  });
});

describe('responseDelayMs', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start({ responseDelayMs: 600_000 });
  });
  afterAll(() => emu.stop());

  test('holds every API answer, refusals too, each on its own; control routes answer at once', async () => {
    const held = [
      inFlight(get(emu, SECRETS)),
      inFlight(get(emu, SECRETS, { token: 'wrong' })),
      ...Array.from({ length: 6 }, () => inFlight(post(emu, '/api/deploy/project', {}))),
    ];
    await waitFor(() => emu.requests.length === held.length, 'every request arrives');
    const log = await call(emu, 'GET', '/__emulator/requests', { token: null });
    expect(log.status).toBe(200);
    expect(log.body.requests).toHaveLength(held.length);
    expect(log.body.requests.map((r: { status: number }) => r.status)).toEqual(held.map(() => 0));
    expect(held.filter((h) => h.settled())).toEqual([]);
    // stop() cancels the delays and closes the sockets: nothing is answered late.
    await emu.stop();
    for (const h of held) await expect(h.answer).rejects.toThrow('fetch failed');
    expect(emu.requests.map((r) => r.status)).toEqual(held.map(() => 0));
  });

  test('after the delay, the answers are the normal ones, concurrent ones included', async () => {
    const short = await start({ responseDelayMs: 20 });
    try {
      const answers = await Promise.all([
        get(short, SECRETS, { token: 'wrong' }),
        ...Array.from({ length: 8 }, () => get(short, SECRETS)),
      ]);
      expect(answers.map((a) => a.status)).toEqual([401, ...Array(8).fill(200)]);
      expect(answers[1]!.body.success).toBe(true);
    } finally {
      await short.stop();
    }
  });
});

describe('hosts', () => {
  test('only loopback addresses are accepted', async () => {
    await expect(startEmulator({ fixture: RETAIL, host: '0.0.0.0' })).rejects.toThrow(
      'Refusing to listen on 0.0.0.0: the emulator only binds loopback addresses',
    );
    for (const host of [
      '127.0.0.1',
      '127.10.0.5',
      '::1',
      '[::1]',
      'localhost',
      'LOCALHOST',
      '0:0:0:0:0:0:0:1',
    ])
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    for (const host of ['0.0.0.0', '10.0.0.1', '::', 'example.com', '128.0.0.1', '::2', '192.168.1.1'])
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
  });

  test('the url has no trailing slash and carries the port', async () => {
    const emu = await start();
    await emu.stop();
    expect(emu.url).toBe(`http://127.0.0.1:${emu.port}`);
    expect(emu.port).toBeGreaterThan(0);
  });

  test('a busy port is an error', async () => {
    const emu = await start();
    try {
      await expect(start({ port: emu.port })).rejects.toThrow('EADDRINUSE');
    } finally {
      await emu.stop();
    }
  });
});

describe('request bodies', () => {
  test('a body over 32 MiB is refused with 413 and not buffered, and the emulator goes on answering', async () => {
    const emu = await start();
    try {
      const huge = 'x'.repeat(32 * 1024 * 1024 + 1);
      const refused = await post(emu, '/api/orchestration/tests/run', huge).catch((err: unknown) => err);
      expect(refused).toMatchObject({ status: 413, body: failed('Request body too large') });
      expect((await get(emu, '/__emulator/stats')).status).toBe(200);
    } finally {
      await emu.stop();
    }
  });
});
