// Injected faults, programmatic and over the control routes.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { call, failed, get, inFlight, post, start, waitFor } from './support/harness.js';

const DEPLOY = '/api/deploy/project';
const deployBody = { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' };
const SECRETS = '/api/orchestration/fabric/10740/secret';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.stop());
afterEach(() => emu.clearFaults());

const deploy = () => post(emu, DEPLOY, deployBody);

describe('faults answered without processing', () => {
  test('status-503 with Retry-After; the next request is normal', async () => {
    emu.injectFault({ kind: 'status-503', path: DEPLOY, retryAfterSeconds: 7 });
    const before = emu.deployments().length;
    const res = await deploy();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual(failed('Service unavailable'));
    expect(emu.deployments()).toHaveLength(before);
    expect(emu.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: DEPLOY,
      status: 503,
      body: deployBody,
    });
    expect((await deploy()).body.success).toBe(true);
  });

  test('status-429 (no Retry-After unless asked)', async () => {
    emu.injectFault({ kind: 'status-429' });
    const res = await get(emu, SECRETS);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.body).toEqual(failed('Too many requests'));
  });

  test('status-500 names the operation', async () => {
    emu.injectFault({ kind: 'status-500', path: DEPLOY });
    const before = emu.deployments().length;
    const res = await deploy();
    expect(res.status).toBe(500);
    expect(res.body).toEqual(failed('Deployment failed due to : injected fault'));
    expect(emu.deployments()).toHaveLength(before);
    emu.injectFault({ kind: 'status-500' });
    expect((await get(emu, SECRETS)).body).toEqual(failed('List Secrets failed due to : injected fault'));
  });

  test.each([
    ['html-502', 502, '502 Bad Gateway'],
    ['html-504', 504, '504 Gateway Time-out'],
  ] as const)('%s: an HTML proxy page', async (kind, status, title) => {
    emu.injectFault({ kind, path: DEPLOY });
    const before = emu.deployments().length;
    const res = await deploy();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.body).toBeUndefined();
    expect(emu.deployments()).toHaveLength(before);
  });

  test('hang: no answer until the client gives up; nothing processed', async () => {
    emu.injectFault({ kind: 'hang', path: DEPLOY });
    const before = emu.deployments().length;
    const logged = emu.requests.length;
    const client = new AbortController();
    const hanging = inFlight(post(emu, DEPLOY, deployBody, { signal: client.signal }));
    await waitFor(() => emu.requests.length === logged + 1, 'the deploy request arrives');
    // Other requests are answered meanwhile; this one is not.
    expect((await get(emu, SECRETS)).status).toBe(200);
    expect(hanging.settled()).toBe(false);
    client.abort();
    await expect(hanging.answer).rejects.toThrow('This operation was aborted');
    expect(emu.deployments()).toHaveLength(before);
    expect(emu.requests[logged]).toMatchObject({ path: DEPLOY, status: 0 });
  });

  test('reset-before: the connection is reset and nothing is processed', async () => {
    emu.injectFault({ kind: 'reset-before', path: DEPLOY });
    const before = emu.deployments().length;
    const logged = emu.requests.length;
    await expect(deploy()).rejects.toThrow('fetch failed');
    expect(emu.deployments()).toHaveLength(before);
    expect(emu.requests).toHaveLength(logged + 1); // reached the emulator once, not retried
  });
});

describe('faults that quote or never end', () => {
  test('echo-body: refused with 400, the message quoting the raw body; nothing processed', async () => {
    emu.injectFault({ kind: 'echo-body', path: SECRETS });
    const body = { kind: 'native', subKind: 'text', properties: { name: 'k', value: 'Pa"ss' } };
    const res = await post(emu, SECRETS, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      failed(`Add Secret failed due to : invalid request body: ${JSON.stringify(body)}`),
    );
  });

  test('endless-body: 200 and results that never end, until the client hangs up', async () => {
    emu.injectFault({ kind: 'endless-body', path: '/api/orchestration/tests/run' });
    const controller = new AbortController();
    const res = await fetch(`${emu.url}/api/orchestration/tests/run`, {
      method: 'POST',
      headers: { 'x-auth-token': emu.token, 'content-type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    let read = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      read += chunk.length;
      if (read > 4 * 1024 * 1024) break;
    }
    controller.abort();
    expect(read).toBeGreaterThan(4 * 1024 * 1024);
    // The emulator goes on serving.
    expect((await get(emu, SECRETS)).status).toBe(200);
  });
});

describe('faults after processing', () => {
  test('reset-after: the deployment IS scheduled, the answer is lost', async () => {
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: DEPLOY });
    const before = emu.deployments().length;
    const logged = emu.requests.length;
    await expect(deploy()).rejects.toThrow('fetch failed');
    expect(emu.deployments()).toHaveLength(before + 1);
    expect(emu.requests).toHaveLength(logged + 1);
    expect(emu.requests.at(-1)).toMatchObject({ path: DEPLOY, status: 0 });
  });

  test("proxy-503-after: scheduled, then a proxy's 503 text page", async () => {
    emu.injectFault({ kind: 'proxy-503-after', path: DEPLOY });
    const before = emu.deployments().length;
    const res = await deploy();
    expect([res.status, res.headers.get('content-type'), res.text]).toEqual([
      503,
      'text/plain',
      'upstream connect error or disconnect/reset before headers. reset reason: connection termination',
    ]);
    expect(emu.deployments()).toHaveLength(before + 1);
  });

  test.each([
    ['status-503-after', 503],
    ['status-429-after', 429],
  ] as const)("%s: scheduled, and the service's own answer arrives with status %i", async (kind, status) => {
    emu.injectFault({ kind, path: DEPLOY });
    const before = emu.deployments().length;
    const res = await deploy();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: true, deploymentId: emu.deployments().at(-1)!.deploymentId });
    expect(emu.deployments()).toHaveLength(before + 1);
  });

  test('gzip: processed, answered compressed with Content-Encoding: gzip', async () => {
    emu.injectFault({ kind: 'gzip', path: SECRETS });
    const res = await fetch(`${emu.url}${SECRETS}`, {
      headers: { 'x-auth-token': emu.token, 'accept-encoding': 'identity' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the encoding itself.
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });

  test('slow: processed at once, its answer held for delayMs', async () => {
    emu.injectFault({ kind: 'slow', path: DEPLOY, delayMs: 600_000 });
    const before = emu.deployments().length;
    const logged = emu.requests.length;
    const client = new AbortController();
    const slow = inFlight(post(emu, DEPLOY, deployBody, { signal: client.signal }));
    await waitFor(() => emu.deployments().length === before + 1, 'the deployment is scheduled');
    expect((await get(emu, SECRETS)).status).toBe(200);
    expect(slow.settled()).toBe(false);
    expect(emu.requests[logged]).toMatchObject({ path: DEPLOY, status: 0 });
    client.abort();
    await expect(slow.answer).rejects.toThrow('This operation was aborted');
  });

  test('slow: after delayMs the answer is the normal one', async () => {
    emu.injectFault({ kind: 'slow', path: SECRETS, delayMs: 20 });
    const res = await get(emu, SECRETS);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(emu.requests.at(-1)).toMatchObject({ path: SECRETS, status: 200 });
  });
});

describe('matching', () => {
  test('method, path prefix, regex and times', async () => {
    emu.injectFault({
      kind: 'status-503',
      method: 'POST',
      path: '/api/orchestration/fabric/10740/secret',
      times: 2,
    });
    expect((await get(emu, SECRETS)).status).toBe(200); // wrong method
    expect((await post(emu, SECRETS, {})).status).toBe(503);
    expect((await post(emu, `${SECRETS}/`, {})).status).toBe(503); // prefix
    expect((await post(emu, SECRETS, {})).status).toBe(400); // used up: processed (and refused)
    emu.injectFault({ kind: 'status-429', path: /\/secret\/id\/\d+$/ });
    expect((await get(emu, SECRETS)).status).toBe(200);
    expect((await get(emu, `${SECRETS}/id/3301`)).status).toBe(429);
  });

  test('faults queue in order and clearFaults removes them', async () => {
    emu.injectFault({ kind: 'status-503' });
    emu.injectFault({ kind: 'status-429' });
    expect((await get(emu, SECRETS)).status).toBe(503);
    emu.clearFaults();
    expect((await get(emu, SECRETS)).status).toBe(200);
  });

  test('control routes are never faulted', async () => {
    emu.injectFault({ kind: 'status-503' });
    expect((await call(emu, 'GET', '/__emulator/faults', { token: null })).status).toBe(200);
    expect((await get(emu, SECRETS)).status).toBe(503);
  });
});

describe('faults over HTTP (POST/GET/DELETE /__emulator/faults)', () => {
  test('inject, list, apply, clear', async () => {
    const added = await call(emu, 'POST', '/__emulator/faults', {
      token: null,
      body: { kind: 'status-503', path: DEPLOY, times: 2, retryAfterSeconds: 1 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      faults: [{ kind: 'status-503', path: DEPLOY, times: 2, retryAfterSeconds: 1, remaining: 2 }],
    });
    expect((await deploy()).status).toBe(503);
    expect((await call(emu, 'GET', '/__emulator/faults', { token: null })).body).toEqual({
      faults: [{ kind: 'status-503', path: DEPLOY, times: 2, retryAfterSeconds: 1, remaining: 1 }],
    });
    const cleared = await call(emu, 'DELETE', '/__emulator/faults', { token: null });
    expect(cleared.body).toEqual({ faults: [] });
    expect((await deploy()).status).toBe(200);
  });

  test('an array injects several; a bad spec is 400', async () => {
    const added = await call(emu, 'POST', '/__emulator/faults', {
      token: null,
      body: [{ kind: 'hang', method: 'get' }, { kind: 'slow' }],
    });
    expect(added.body.faults.map((f: { kind: string }) => f.kind)).toEqual(['hang', 'slow']);
    expect(added.body.faults[0].method).toBe('GET');
    for (const [body, message] of [
      [
        { kind: 'explode' },
        'Invalid fault: fault kind must be one of status-503, status-429, status-500, html-502, html-504, slow, hang, reset-before, reset-after, proxy-503-after, status-503-after, status-429-after, echo-body, endless-body, gzip',
      ],
      [{ kind: 'slow', path: 'api' }, 'Invalid fault: fault path must be a string starting with /'],
      [{ kind: 'slow', times: 0 }, 'Invalid fault: fault times must be an integer >= 1'],
      [{ kind: 'slow', colour: 'red' }, 'Invalid fault: unknown fault field "colour"'],
      ['{', "Invalid fault: Expected property name or '}' in JSON at position 1 (line 1 column 2)"],
    ] as const) {
      const res = await call(emu, 'POST', '/__emulator/faults', { token: null, body });
      expect([res.status, res.body]).toEqual([400, failed(message)]);
    }
  });
});
