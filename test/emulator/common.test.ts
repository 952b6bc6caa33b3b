// Rules every API route shares: the token, routing, and the JSON body.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { call, failed, get, post, start } from './support/harness.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.stop());

const UNAUTHORIZED = failed('Unauthorized: missing or invalid X-AUTH-TOKEN');

describe('X-AUTH-TOKEN', () => {
  test('a missing token is refused with 401 on every route, before anything else', async () => {
    for (const [method, path] of [
      ['POST', '/api/orchestration/tests/run'],
      ['POST', '/api/deploy/project'],
      ['POST', '/api/orchestration/fabric'],
      ['PUT', '/api/orchestration/fabric/10740'],
      ['POST', '/api/orchestration/fabric/10740/connection'],
      ['GET', '/api/orchestration/fabric/10740/connection/name/warehouse'],
      ['POST', '/api/orchestration/fabric/10740/secret'],
      ['GET', '/api/orchestration/fabric/10740/secret'],
      ['PUT', '/api/orchestration/fabric/10740/secret/id/3301'],
      ['GET', '/api/orchestration/fabric/10740/secret/id/3301'],
      ['GET', '/api/nowhere'],
    ] as const) {
      const res = await call(emu, method, path, { token: null, ...(method === 'GET' ? {} : { body: '{' }) });
      expect([method, path, res.status, res.body]).toEqual([method, path, 401, UNAUTHORIZED]);
    }
  });

  test('a wrong token is refused with 401', async () => {
    const res = await get(emu, '/api/orchestration/fabric/10740/secret', { token: 'not-the-token' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  test('the fixture token is accepted', async () => {
    const res = await get(emu, '/api/orchestration/fabric/10740/secret');
    expect(res.status).toBe(200);
    expect(emu.token).toBe('demo-token');
  });
});

describe('routing', () => {
  test('an unknown route is 404', async () => {
    const res = await get(emu, '/api/orchestration/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(failed('No route for GET /api/orchestration/nothing'));
  });

  test('a trailing slash is a different route (404), as a double slash would be', async () => {
    expect((await get(emu, '/api/orchestration/fabric/10740/secret/')).status).toBe(404);
    expect((await get(emu, '//api/orchestration/fabric/10740/secret')).status).toBe(404);
  });

  test('a known route with the wrong method is 405 with Allow', async () => {
    const res = await get(emu, '/api/deploy/project');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toEqual(failed('Method GET is not allowed on /api/deploy/project (allowed: POST)'));
    const del = await call(emu, 'DELETE', '/api/orchestration/fabric/10740/secret/id/3301');
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('PUT, GET');
  });

  test('answers are JSON', async () => {
    const res = await get(emu, '/api/orchestration/fabric/10740/secret');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('request bodies', () => {
  test('malformed JSON is 400 naming the operation', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/api/orchestration/tests/run', 'Test run'],
      ['POST', '/api/orchestration/fabric', 'Fabric creation'],
      ['PUT', '/api/orchestration/fabric/10740', 'Update Fabric'],
      ['POST', '/api/orchestration/fabric/10740/connection', 'Add Connection'],
      ['POST', '/api/orchestration/fabric/10740/secret', 'Add Secret'],
      ['PUT', '/api/orchestration/fabric/10740/secret/id/3301', 'Update Secret'],
    ];
    for (const [method, path, operation] of cases) {
      const res = await call(emu, method, path, { body: '{"name": ' });
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        failed(`${operation} failed due to : request body is not valid JSON`),
      ]);
    }
  });

  test('deploy failures also carry the detail in `error`', async () => {
    const res = await post(emu, '/api/deploy/project', 'not json');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Deployment failed due to : request body is not valid JSON',
      error: 'request body is not valid JSON',
    });
  });

  test('a body that is not application/json is 415', async () => {
    const res = await post(emu, '/api/orchestration/fabric', '{}', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(
      failed('Fabric creation failed due to : Content-Type must be application/json, not text/plain'),
    );
  });

  test('an empty body is 400', async () => {
    const res = await post(emu, '/api/orchestration/fabric', '');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failed('Fabric creation failed due to : request body is required'));
  });

  test('a JSON body that is not an object is 400', async () => {
    const res = await post(emu, '/api/orchestration/fabric', [1, 2]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      failed('Fabric creation failed due to : request body must be a JSON object, not an array'),
    );
  });
});
