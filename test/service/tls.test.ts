// HTTPS with a certificate from a private CA: refused with a hint by default, and trusted when
// NODE_EXTRA_CA_CERTS names the CA, which proves the client leaves TLS to Node's CA store.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { apiError, testClient } from './support.js';
import { startForwardProxy } from '../helpers/forward-proxy.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/tls/${name}`, import.meta.url));
const TS_HOOKS = fileURLToPath(new URL('../emulator/support/ts-hooks.mjs', import.meta.url));

let server: Server;
let url: string;
let requests: number;
/** Set by a test: the server reads the request whole, then drops the connection without an answer. */
let dropAfterReading = false;

beforeEach(async () => {
  requests = 0;
  dropAfterReading = false;
  server = createServer(
    { cert: readFileSync(fixture('cert.pem')), key: readFileSync(fixture('key.pem')) },
    (req, res) => {
      requests++;
      req.resume();
      if (dropAfterReading) return void req.on('end', () => req.socket.destroy());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { secrets: [] } }));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

describe('TLS', () => {
  test('an untrusted certificate fails at once, nothing sent, with a hint', async () => {
    const client = testClient(url, 'test-token');
    try {
      const err = await apiError(client.listSecrets('1'));
      expect(err.message).toBe(
        `List secrets failed: the TLS connection to ${url} failed: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)` +
          ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
          " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)",
      );
      expect(err).toMatchObject({ status: undefined, maybeApplied: false, attempts: 1 });
      expect(requests).toBe(0);
    } finally {
      await client.close();
    }
  });

  test('NODE_EXTRA_CA_CERTS makes it trusted (Node reads it at start, hence a child process)', async () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      BASE_URL: url,
      NODE_EXTRA_CA_CERTS: fixture('cert.pem'),
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', TS_HOOKS, fixture('list-secrets.ts')],
      {
        env,
        timeout: 20_000,
      },
    );
    expect(stdout).toBe('[]');
    expect(requests).toBe(1);
  });

  /** Runs the deploy fixture in a child, trusting the test CA; its outcome as it printed it. */
  async function deployOnce(extraEnv: NodeJS.ProcessEnv): Promise<unknown> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', TS_HOOKS, fixture('deploy.ts')],
      {
        env: { PATH: process.env.PATH, BASE_URL: url, NODE_EXTRA_CA_CERTS: fixture('cert.pem'), ...extraEnv },
        timeout: 20_000,
      },
    );
    return JSON.parse(stdout);
  }

  const dropped = {
    message:
      'Deploy project failed: the connection was reset after the request was sent, so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    maybeApplied: true,
    apiError: true,
  };

  test('a deploy whose connection drops after the server read it: may have been applied, not sent again', async () => {
    dropAfterReading = true;
    expect(await deployOnce({})).toEqual(dropped);
    expect(requests).toBe(1);
  });

  test('the same through a proxy, its tunnel and TLS done before the request: may have been applied, not sent again', async () => {
    dropAfterReading = true;
    const proxy = await startForwardProxy();
    try {
      expect(await deployOnce({ HTTPS_PROXY: proxy.url })).toEqual(dropped);
      expect(proxy.seen).toEqual([`CONNECT ${new URL(url).host}`]);
      expect(requests).toBe(1);
    } finally {
      await proxy.stop();
    }
  });
});
