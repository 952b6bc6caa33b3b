// What the emulator cannot produce, from tiny raw node:http servers: exact headers and raw body
// bytes, a base URL with a path prefix, bodies that are not the documented JSON, Retry-After as
// an HTTP date, proxies from the environment, a token echoed back, and a very large result.
import type { ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from '@jest/globals';
import type {
  ClientOptions,
  DeployRequest,
  OrchestrationClient,
  RunTestsRequest,
} from '../../src/service/types.js';
import { VERSION } from '../../src/version.js';
import { UserError } from '../../src/common/errors.js';
import { setProxyEnv, startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js';
import { apiError, json, startRawServer, testClient, type RawServer, type SeenRequest } from './support.js';

const TOKEN = 'tok-3f9a/b+c=d7e1';
const run: RunTestsRequest = { fabricId: 10740, projectId: 'retail-analytics' };
const deploy: DeployRequest = { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' };
const summary = { failed: 0, skip: 0, succeeded: 1, total: 1, warning: 0 };
const result = {
  name: 'not_null',
  status: 'SUCCEEDED',
  table: 'orders',
  columnName: 'amount',
  index: 0,
  time: 0.5,
  cause: '',
};
const deployOk = {
  success: true,
  message: 'Project scheduled successfully',
  deploymentId: '90001',
  details: {
    projectId: 'p',
    fabricId: '10741',
    version: '1.2.0',
    pipelinesDeployed: ['a'],
    configurationsApplied: 0,
  },
};

// Every test registers what it starts; all of it is stopped afterwards, even when a test fails.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function serve(
  handle: (req: SeenRequest, res: ServerResponse, socket: Socket) => void,
): Promise<RawServer> {
  const server = await startRawServer(handle);
  cleanups.push(() => server.close());
  return server;
}

function clientFor(baseUrl: string, extra: Partial<ClientOptions> = {}): OrchestrationClient {
  const client = testClient(baseUrl, TOKEN, extra);
  cleanups.push(() => client.close());
  return client;
}

/** A server that answers every request the same way. */
async function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const server = await serve((_req, res) => json(res, status, body, headers));
  return { server, client: clientFor(server.url) };
}

describe('headers and raw bytes on the wire', () => {
  test('token, JSON types and User-Agent; fabricId an integer in the raw body', async () => {
    const { server, client } = await answering(200, {
      success: true,
      data: { results: [result], runnerStdout: '', summary },
    });
    await client.runTests({ ...run, modelName: 'stg_orders', tests: [{}] });
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/orchestration/tests/run');
    expect(seen?.headers['x-auth-token']).toBe(TOKEN);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.headers['user-agent']).toBe(`orchestration-action/${VERSION}`);
    expect(seen?.body).toBe(
      '{"fabricId":10740,"projectId":"retail-analytics","modelName":"stg_orders","tests":[{}]}',
    );
  });

  test('a GET carries the token and accept, and no body', async () => {
    const { server, client } = await answering(200, { success: true, data: { secrets: [] } });
    expect(await client.listSecrets('10740')).toEqual([]);
    const [seen] = server.requests;
    expect(seen?.headers['x-auth-token']).toBe(TOKEN);
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.headers['user-agent']).toBe(`orchestration-action/${VERSION}`);
    expect(seen?.body).toBe('');
  });

  test('a base URL with a path prefix keeps it; path parameters are encoded', async () => {
    const server = await serve((_req, res) => json(res, 200, { success: true, data: { id: '7' } }));
    const client = clientFor(`${server.url}/gateway/orchestrator`);
    await client.updateSecret('10 740', 'a/b', {
      kind: 'native',
      subKind: 'text',
      properties: { name: 'n', value: 'v' },
    });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /gateway/orchestrator/api/orchestration/fabric/10%20740/secret/id/a%2Fb',
    ]);
  });
});

describe('answers that are not the documented JSON', () => {
  test('invalid JSON with HTTP 200', async () => {
    const { client } = await answering(200, '{"success": true, "data": {"results": [');
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: HTTP 200 with a non-JSON body: "{"success": true, "data": {"results": ["',
    );
    expect(err).toMatchObject({ status: 200, maybeApplied: true, attempts: 1 });
  });

  test('a result missing a documented field names the field', async () => {
    const { status: _dropped, ...withoutStatus } = result;
    const { client } = await answering(200, {
      success: true,
      data: { results: [result, withoutStatus], runnerStdout: '', summary },
    });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: unexpected response (HTTP 200): data.results[1].status: expected string, received undefined',
    );
    expect(err).toMatchObject({ status: 200, maybeApplied: true });
  });

  test('a summary count of the wrong type', async () => {
    const { client } = await answering(200, {
      success: true,
      data: { results: [], runnerStdout: '', summary: { ...summary, total: '1' } },
    });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: unexpected response (HTTP 200): data.summary.total: expected number, received string',
    );
  });

  test('a missing `success` is not a success', async () => {
    const { client } = await answering(200, { data: { id: '1' } });
    const err = await apiError(client.updateFabric('1', { name: 'x' }));
    expect(err.message).toBe('Update fabric failed: unexpected response (HTTP 200): success: expected true');
  });

  test('JSON that is not an object', async () => {
    const { client } = await answering(200, '[1,2]');
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe(
      'List secrets failed: unexpected response (HTTP 200): the body is JSON but not an object',
    );
  });

  test('extra fields are allowed everywhere, and kept', async () => {
    const { client } = await answering(200, {
      success: true,
      requestId: 'r-1',
      data: {
        results: [{ ...result, sqlText: 'select 1' }],
        runnerStdout: 'ok',
        summary: { ...summary, errored: 0 },
        elapsed: 3,
      },
    });
    const data = await client.runTests(run);
    expect(data.results).toEqual([{ ...result, sqlText: 'select 1' }]);
  });

  test('a status the client does not know is carried through, not a reason to fail', async () => {
    const { client } = await answering(200, {
      success: true,
      data: {
        results: [result, { ...result, name: 'freshness', status: 'WARN' }],
        runnerStdout: '',
        summary,
      },
    });
    const data = await client.runTests(run);
    expect(data.results.map((r) => r.status)).toEqual([result.status, 'WARN']);
  });

  test('numeric ids are accepted as strings', async () => {
    const { client } = await answering(200, { success: true, data: { id: 10742 } });
    expect(await client.createFabric({ name: 'f', teamName: 't', provider: 'databricks' })).toEqual({
      id: '10742',
    });
  });

  test('an error status with a JSON body that is not the envelope', async () => {
    const { client } = await answering(404, { error: 'Not Found', message: 'No route for /api/x' });
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe('List secrets failed: No route for /api/x (HTTP 404)');
    expect(err).toMatchObject({ status: 404, maybeApplied: false, serviceMessage: 'No route for /api/x' });
  });

  test('an error status with no message at all', async () => {
    const { client } = await answering(418, { teapot: true });
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe('List secrets failed: HTTP 418: "{"teapot":true}"');
  });

  test('an empty 502, every time', async () => {
    const { server, client } = await answering(502, '');
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe('List secrets failed: HTTP 502 with an empty body (after 4 attempts)');
    expect(server.requests).toHaveLength(4);
  });

  test('a 500 page that is not JSON is not retried', async () => {
    const { server, client } = await answering(500, '<h1>Internal Server Error</h1>');
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe('List secrets failed: HTTP 500 with a non-JSON body: "Internal Server Error"');
    expect(err).toMatchObject({ maybeApplied: true, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  test('a 403 from a gateway says what to check', async () => {
    const { client } = await answering(403, '<html><body>Forbidden</body></html>');
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe(
      `List secrets failed: HTTP 403 with a non-JSON body: "Forbidden" — check that the token's user may do this (a token acts with its user's permissions)`,
    );
  });

  test('the connection dropped in the middle of the body: not retried', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"success": true, "data": {');
      setTimeout(() => res.destroy(), 20);
    });
    const client = clientFor(server.url);
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe(
      'List secrets failed: the connection was reset while the response was being read (ECONNRESET)',
    );
    expect(err).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('deploy answers', () => {
  test('a result wrapped in `data` by a gateway is accepted', async () => {
    const { client } = await answering(200, { success: true, data: deployOk });
    expect(await client.deployProject(deploy)).toEqual(deployOk);
  });

  test('a wrapped failure is still a failure, with its detail', async () => {
    const { client } = await answering(200, {
      success: true,
      data: {
        success: false,
        message: 'Deployment failed',
        error: 'Fabric with name analytics-prod not found',
      },
    });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      'Deploy project failed: Deployment failed (HTTP 200): Fabric with name analytics-prod not found',
    );
    expect(err).toMatchObject({ detail: 'Fabric with name analytics-prod not found', maybeApplied: false });
  });

  test('a success that lacks the deployment id may still have scheduled it', async () => {
    const { deploymentId: _dropped, ...withoutId } = deployOk;
    const { client } = await answering(200, withoutId);
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      'Deploy project failed: unexpected response (HTTP 200): deploymentId: must be an id (a string), so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    );
    expect(err.maybeApplied).toBe(true);
  });
});

describe('Retry-After as an HTTP date', () => {
  test('waits until that time, then retries', async () => {
    let calls = 0;
    const server = await serve((_req, res) => {
      calls++;
      if (calls === 1) {
        // HTTP dates have whole seconds: two seconds ahead is between one and two seconds away.
        json(
          res,
          503,
          { success: false, message: 'busy' },
          { 'retry-after': new Date(Date.now() + 2000).toUTCString() },
        );
      } else json(res, 200, { success: true, data: { secrets: [] } });
    });
    const delays: number[] = [];
    const client = clientFor(server.url, { onRetry: (info) => delays.push(info.delayMs) });
    await client.listSecrets('1');
    expect(server.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(900);
    expect(delays[0]).toBeLessThanOrEqual(2000);
  });
});

describe('getConnectionByName: absent or an error', () => {
  test.each([
    [404, '<html>Not Found</html>'],
    [404, { success: false, message: 'Get connection failed due to : Connection lake not found' }],
    [400, { success: false, message: 'Connection lake does not exist in fabric 1' }],
    [500, { success: false, message: 'Get connection failed due to : Connection not found' }],
  ])('HTTP %i %j is absent', async (status, body) => {
    const { client } = await answering(status, body);
    expect(await client.getConnectionByName('1', 'lake')).toBeUndefined();
  });

  test.each([
    [
      401,
      { success: false, message: 'Unauthorized' },
      'Retrieve connection failed: HTTP 401: Unauthorized — check the token input',
    ],
    [
      500,
      { success: false, message: 'Internal error' },
      'Retrieve connection failed: Internal error (HTTP 500)',
    ],
    [500, 'oops', 'Retrieve connection failed: HTTP 500 with a non-JSON body: "oops"'],
    [
      400,
      { success: false, message: 'Invalid fabric id' },
      'Retrieve connection failed: Invalid fabric id (HTTP 400)',
    ],
  ])('HTTP %i %j is an error', async (status, body, message) => {
    const { client } = await answering(status, body);
    const err = await apiError(client.getConnectionByName('1', 'lake'));
    expect(err.message).toBe(message);
  });
});

describe('the token never appears in an error', () => {
  const forms = [TOKEN, encodeURIComponent(TOKEN), Buffer.from(TOKEN).toString('base64')];

  function expectNoToken(text: string): void {
    for (const form of forms) expect(text).not.toContain(form);
    expect(text).not.toContain('3f9a');
  }

  test('a proxy page that echoes the request headers', async () => {
    const server = await serve((req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(
        `<html><body><h1>Bad gateway</h1><p>X-AUTH-TOKEN: ${String(req.headers['x-auth-token'])}</p>` +
          `<p>q=${encodeURIComponent(TOKEN)} b=${Buffer.from(TOKEN).toString('base64')}</p></body></html>`,
      );
    });
    const client = clientFor(server.url, { retries: 0 });
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe(
      'List secrets failed: HTTP 502 with a non-JSON body: "Bad gateway X-AUTH-TOKEN: *** q=*** b=***"',
    );
    expectNoToken(err.message);
  });

  test('a service message and detail that quote it', async () => {
    const { client } = await answering(200, {
      success: false,
      message: `Token ${TOKEN} rejected`,
      error: `auth header was ${Buffer.from(TOKEN).toString('base64')}`,
    });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe('Deploy project failed: Token *** rejected (HTTP 200): auth header was ***');
    expectNoToken(`${err.message} ${err.serviceMessage} ${err.detail}`);
  });

  test('nor does a secret value the client sent', async () => {
    const { client } = await answering(400, {
      success: false,
      message: 'Add Secret failed due to : value s3cr3t-value-42 is not allowed',
    });
    const err = await apiError(
      client.addSecret('1', {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'api-key', value: 's3cr3t-value-42' },
      }),
    );
    expect(err.message).toBe(
      'Add secret failed: Add Secret failed due to : value *** is not allowed (HTTP 400)',
    );
    expect(err.serviceMessage).toBe('Add Secret failed due to : value *** is not allowed');
  });

  test("but a secret's username is no secret: only its password is masked", async () => {
    const { client } = await answering(400, {
      success: false,
      message: 'Add Secret failed due to : user retail-etl cannot log in with s3cr3t-pass-42',
    });
    const err = await apiError(
      client.addSecret('1', {
        kind: 'native',
        subKind: 'username_password',
        properties: { name: 'sftp-login', username: 'retail-etl', password: 's3cr3t-pass-42' },
      }),
    );
    expect(err.message).toBe(
      'Add secret failed: Add Secret failed due to : user retail-etl cannot log in with *** (HTTP 400)',
    );
  });

  test('an unexpected JSON field that carries it', async () => {
    const { client } = await answering(401, { message: `bad token ${TOKEN}` });
    const err = await apiError(client.listSecrets('1'));
    expect(err.message).toBe('List secrets failed: HTTP 401: bad token *** — check the token input');
    expectNoToken(`${err.message} ${err.serviceMessage}`);
  });
});

describe('proxies from the environment', () => {
  /** Sets proxy variables for one test (the client reads them when it is created). */
  function withProxyEnv(values: Record<string, string>): void {
    const undo = setProxyEnv(values);
    cleanups.push(async () => undo());
  }

  async function startProxy(): Promise<ForwardProxy> {
    const proxy = await startForwardProxy();
    cleanups.push(() => proxy.stop());
    return proxy;
  }

  test('HTTP_PROXY: http:// calls go through the proxy', async () => {
    const target = await serve((_req, res) => json(res, 200, { success: true, data: { secrets: [] } }));
    const proxy = await startProxy();
    withProxyEnv({ HTTP_PROXY: proxy.url });
    const client = clientFor(target.url);
    expect(await client.listSecrets('10740')).toEqual([]);
    expect(proxy.seen).toEqual([`GET ${target.url}/api/orchestration/fabric/10740/secret`]);
    expect(target.requests[0]?.headers['x-auth-token']).toBe(TOKEN);
  });

  test('https_proxy (lower case): https:// calls tunnel through the proxy with CONNECT', async () => {
    // A plain TCP listener stands in for the service: the tunnel is made, then TLS fails on it,
    // which shows both that the proxy was used and how a TLS failure reads. Whether the handshake
    // reads its text (ERR_SSL_…) or only its close (ECONNRESET) depends on how the bytes arrive.
    const tcp = createTcpServer((socket) => socket.end('not TLS\r\n'));
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => tcp.close(() => resolve())));
    const port = (tcp.address() as AddressInfo).port;
    const proxy = await startProxy();
    withProxyEnv({ https_proxy: proxy.url });
    const client = clientFor(`https://127.0.0.1:${port}`);
    const err = await apiError(client.listSecrets('10740'));
    expect(proxy.seen).toEqual([`CONNECT 127.0.0.1:${port}`]);
    expect(err.message).toMatch(
      new RegExp(
        `^List secrets failed: the TLS connection to https://127\\.0\\.0\\.1:${port} failed: .+ \\((ERR_SSL_[A-Z_]+|ECONNRESET)\\)$`,
      ),
    );
    expect(err.attempts).toBe(1);
  });

  test.each(['not a url', 'socks5://user:hunter2@proxy.example.com:1080', 'ftp://proxy.example.com:21'])(
    'HTTPS_PROXY that is no http(s) URL (%s): refused in one line that does not show it, nothing sent',
    async (value) => {
      const target = await serve((_req, res) => json(res, 200, { success: true, data: { secrets: [] } }));
      withProxyEnv({ HTTPS_PROXY: value });
      expect(() => clientFor(target.url)).toThrow(
        new UserError("HTTPS_PROXY is not a proxy's address (http://host:port or https://host:port)"),
      );
      expect(target.requests).toHaveLength(0);
    },
  );

  test('HTTP_PROXY without a scheme (host:port) is an http:// proxy, as curl reads it', async () => {
    const target = await serve((_req, res) => json(res, 200, { success: true, data: { secrets: [] } }));
    const proxy = await startProxy();
    withProxyEnv({ HTTP_PROXY: proxy.url.replace('http://', '') });
    const client = clientFor(target.url);
    expect(await client.listSecrets('10740')).toEqual([]);
    expect(proxy.seen).toEqual([`GET ${target.url}/api/orchestration/fabric/10740/secret`]);
  });

  test('NO_PROXY: listed hosts are reached directly', async () => {
    const target = await serve((_req, res) => json(res, 200, { success: true, data: { secrets: [] } }));
    const proxy = await startProxy();
    withProxyEnv({ HTTP_PROXY: proxy.url, NO_PROXY: 'example.com,127.0.0.1' });
    const client = clientFor(target.url);
    await client.listSecrets('10740');
    expect(proxy.seen).toEqual([]);
    expect(target.requests).toHaveLength(1);
  });
});

describe('the address', () => {
  test('an IPv6 loopback address ([::1]) is reached, and named in the Host header as written', async () => {
    const server = await startRawServer(
      (_req, res) => json(res, 200, { success: true, data: { secrets: [] } }),
      '::1',
    );
    cleanups.push(() => server.close());
    const client = clientFor(server.url);
    expect(await client.listSecrets('10740')).toEqual([]);
    expect(server.requests.map((r) => [r.url, r.headers.host])).toEqual([
      ['/api/orchestration/fabric/10740/secret', `[::1]:${server.port}`],
    ]);
  });
});

describe('a large test run', () => {
  test('100,000 results are read and checked in one go', async () => {
    const results = Array.from({ length: 100_000 }, (_, index) => ({
      ...result,
      index,
      status: index % 50 === 0 ? 'FAILED' : 'SUCCEEDED',
      cause: index % 50 === 0 ? 'Got 1 result, configured to fail if != 0' : '',
    }));
    const body = JSON.stringify({
      success: true,
      data: { results, runnerStdout: 'x'.repeat(1_000_000), summary: { ...summary, total: 100_000 } },
    });
    const { client } = await answering(200, body);
    const data = await client.runTests(run);
    expect(data.results).toHaveLength(100_000);
    expect(data.results.filter((r) => r.status === 'FAILED')).toHaveLength(2000);
    expect(data.results[99_999]?.index).toBe(99_999);
  });
});

describe('answers with less than the reference shows', () => {
  test('add connection answered with only the new id: the rest comes from the request sent', async () => {
    const { client } = await answering(200, { success: true, data: { id: 4660 } });
    const connection = await client.addConnection('10740', {
      name: 'supplier-drop',
      kind: 'sftp',
      properties: { host: 'sftp.example.com', port: '22' },
    });
    expect(connection).toEqual({
      id: '4660',
      name: 'supplier-drop',
      kind: 'sftp',
      properties: { host: 'sftp.example.com', port: '22' },
    });
  });

  test('add connection answered without an id is still a broken answer', async () => {
    const { client } = await answering(200, { success: true, data: { name: 'supplier-drop' } });
    await expect(
      client.addConnection('10740', { name: 'supplier-drop', kind: 'sftp', properties: {} }),
    ).rejects.toThrow(/^Add connection failed: .*data\.id/);
  });
});
