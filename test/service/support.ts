// Shared by the API client tests: real loopback servers (the emulator, or a tiny raw node:http
// server for what the emulator cannot produce) and a client tuned for fast tests.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { createClient } from '../../src/service/client.js';
import { ApiError } from '../../src/service/api-error.js';
import type { ClientOptions, OrchestrationClient } from '../../src/service/types.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/server.js';

export const RETAIL = fileURLToPath(new URL('../../examples/emulator/retail.yml', import.meta.url));

export function startRetail(): Promise<RunningEmulator> {
  return startEmulator({ fixture: RETAIL });
}

/** Small back-off so retry tests stay fast; everything else as the action would use it. */
export function testClient(
  url: string,
  token: string,
  extra: Partial<ClientOptions> = {},
): OrchestrationClient {
  return createClient({ baseUrl: url, token, timeoutMs: 5000, retries: 3, retryBaseDelayMs: 10, ...extra });
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body text, exactly as it arrived. */
  body: string;
}

export interface RawServer {
  url: string;
  port: number;
  requests: SeenRequest[];
  connections(): number;
  close(): Promise<void>;
}

/** A plain HTTP server on a loopback address (127.0.0.1 unless told) answering with `handle`, logging every request raw. */
export async function startRawServer(
  handle: (req: SeenRequest, res: ServerResponse, socket: Socket) => void,
  host = '127.0.0.1',
): Promise<RawServer> {
  const requests: SeenRequest[] = [];
  let connections = 0;
  const server = createServer({ keepAlive: true }, (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handle(seen, res, req.socket);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Awaits a rejection and returns it as an ApiError (failing the test if it is anything else). */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

/** A port nothing listens on: bound, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
