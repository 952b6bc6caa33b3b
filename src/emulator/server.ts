// startEmulator(): the HTTP server around the router. It owns the transport concerns: reading
// bodies, the request log, injected faults, response delays, keep-alive and a clean stop.
// Importing this module has no side effects (the CLI entry is cli.ts).
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { CONTROL_PREFIX, type RequestLogEntry, handleControl } from './control.js';
import { DEFAULT_SLOW_MS, PROXY_503_TEXT, type FaultSpec, FaultQueue, proxyPage } from './faults.js';
import { type FixtureInput, loadFixture } from './fixture.js';
import { type Reply, failureMessage, wholeBody } from './http.js';
import { isLoopbackHost } from '../paths.js';
import { redactSecrets } from './redact.js';
import { dispatch, operationFor } from './router.js';
import { type DeploymentRecord, Store, seedState } from './state.js';

export type { FaultKind, FaultSpec } from './faults.js';
export type { RequestLogEntry } from './control.js';
export type { DeploymentRecord } from './state.js';
export type { FixtureInput } from './fixture.js';

export interface EmulatorOptions {
  /** Path to a YAML fixture, or an already-parsed object. */
  fixture: string | FixtureInput;
  /** Default '127.0.0.1'; only loopback addresses are accepted. */
  host?: string;
  /** Default 0 = a free port. */
  port?: number;
  /** Persist state here (loaded if it exists, else seeded from the fixture). */
  statePath?: string;
  /** Every API answer is delayed by this many ms (benchmarks use 500). */
  responseDelayMs?: number;
}

export interface RunningEmulator {
  /** e.g. 'http://127.0.0.1:39123' (no trailing slash). */
  url: string;
  port: number;
  /** The first valid token of the fixture. */
  token: string;
  /** Live log of API requests (control routes excluded). */
  requests: RequestLogEntry[];
  /** TCP connections accepted since start. */
  connectionsOpened(): number;
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** Every deployment scheduled, oldest first (copies). */
  deployments(): DeploymentRecord[];
  /** A deep copy of the whole state. */
  state(): unknown;
  /** Closes the server and every socket, keep-alive and hanging ones too. */
  stop(): Promise<void>;
}

/** Bodies above this are refused with 413 rather than buffered. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host))
    throw new Error(`Refusing to listen on ${host}: the emulator only binds loopback addresses`);
  const fixture = loadFixture(options.fixture);
  const store = Store.open(() => seedState(fixture), options.statePath);
  const faults = new FaultQueue();
  const requests: RequestLogEntry[] = [];
  const delayMs = options.responseDelayMs ?? 0;
  const timers = new Set<NodeJS.Timeout>();
  let connections = 0;
  let stopped = false;

  // Delayed answers are timers; they are tracked so stop() can cancel them and never re-armed
  // after it, or a pending delay would keep the process alive.
  const later = (ms: number, fn: () => void): void => {
    if (stopped) return;
    if (ms <= 0) return fn();
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    let raw: Buffer;
    try {
      raw = await readBody(req);
    } catch (err) {
      if (err instanceof BodyTooLarge && !res.headersSent)
        send(res, { status: 413, body: { success: false, message: 'Request body too large' } });
      return;
    }
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`))
      return send(
        res,
        handleControl({ store, faults, requests, connectionsOpened: () => connections }, method, path, raw),
      );

    const entry: RequestLogEntry = { method, path: url, status: 0, body: logBody(raw, path), at: Date.now() };
    requests.push(entry);
    const fault = faults.take(method, path);

    // Faults that stand between the client and the service: nothing is processed.
    switch (fault?.kind) {
      case 'hang':
        return; // the socket stays open until the client gives up or stop() closes it
      case 'reset-before':
        return reset(req.socket);
      case 'status-503':
      case 'status-429': {
        const status = fault.kind === 'status-503' ? 503 : 429;
        const message = status === 503 ? 'Service unavailable' : 'Too many requests';
        const headers =
          fault.retryAfterSeconds === undefined
            ? undefined
            : { 'retry-after': String(fault.retryAfterSeconds) };
        return answer(
          res,
          entry,
          { status, body: { success: false, message }, ...(headers ? { headers } : {}) },
          delayMs,
        );
      }
      case 'status-500':
        return answer(
          res,
          entry,
          {
            status: 500,
            body: { success: false, message: failureMessage(operationFor(method, path), 'injected fault') },
          },
          delayMs,
        );
      case 'html-502':
      case 'html-504': {
        const status = fault.kind === 'html-502' ? 502 : 504;
        return answer(res, entry, { status, raw: proxyPage(status), contentType: 'text/html' }, delayMs);
      }
      case 'echo-body': {
        const reason = `invalid request body: ${raw.toString('utf8')}`;
        const body = { success: false, message: failureMessage(operationFor(method, path), reason) };
        return answer(res, entry, { status: 400, body }, delayMs);
      }
      case 'endless-body':
        entry.status = 200;
        return endless(res);
      default:
        break;
    }

    const reply = dispatch(store, method, path, req.headers, raw);
    // The faults below come after the service did the work (a deployment IS scheduled).
    switch (fault?.kind) {
      case 'reset-after':
        return reset(req.socket); // the answer is lost
      case 'proxy-503-after':
        return answer(res, entry, { status: 503, raw: PROXY_503_TEXT, contentType: 'text/plain' }, delayMs);
      case 'status-503-after':
      case 'status-429-after':
        return answer(
          res,
          entry,
          { ...reply, status: fault.kind === 'status-503-after' ? 503 : 429 },
          delayMs,
        );
      case 'gzip':
        return answer(res, entry, gzipped(reply), delayMs);
      default: {
        const extra = fault?.kind === 'slow' ? (fault.delayMs ?? DEFAULT_SLOW_MS) : 0;
        answer(res, entry, reply, delayMs + extra);
      }
    }
  };

  const answer = (res: ServerResponse, entry: RequestLogEntry, reply: Reply, ms: number): void =>
    later(ms, () => {
      entry.status = reply.status;
      send(res, reply);
    });

  const server: Server = createServer({ keepAlive: true, keepAliveTimeout: 5000 }, (req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      // Never reached by design (dispatch converts errors); keep the process alive if it is.
      if (!res.headersSent)
        send(res, {
          status: 500,
          body: { success: false, message: `internal emulator error: ${String(err)}` },
        });
    });
  });
  server.on('connection', () => {
    connections++;
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped = true;
    stopping ??= new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close(() => resolve());
      // close() alone waits for keep-alive and hanging sockets; end them now.
      server.closeAllConnections();
    });
    return stopping;
  };

  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    token: store.state.tokens[0] ?? '',
    requests,
    connectionsOpened: () => connections,
    injectFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    deployments: () => structuredClone(store.state.deployments),
    state: () => store.snapshot(),
    stop,
  };
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function logBody(raw: Buffer, path: string): unknown {
  if (raw.length === 0) return undefined;
  try {
    // The top level of a secret add/update body is a secret whatever its shape.
    return redactSecrets(JSON.parse(raw.toString('utf8')), /\/secret(\/|$)/.test(path));
  } catch {
    return undefined;
  }
}

/** The reply compressed, with the header that says so. */
function gzipped(reply: Reply): Reply {
  const payload = 'raw' in reply ? wholeBody(reply.raw) : JSON.stringify(reply.body);
  const contentType = 'raw' in reply ? reply.contentType : 'application/json; charset=utf-8';
  return {
    status: reply.status,
    raw: gzipSync(payload),
    contentType,
    headers: { ...reply.headers, 'content-encoding': 'gzip' },
  };
}

/** A test-run answer whose results never end, written as fast as the client reads it. */
function endless(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.write('{"success":true,"data":{"results":[');
  const result =
    '{"name":"endless","status":"SUCCEEDED","table":"t","columnName":"","index":0,"time":0.01,"cause":""},';
  const chunk = result.repeat(1000);
  const pump = (): void => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  res.once('close', () => res.removeAllListeners('drain'));
  pump();
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.headersSent) return;
  const payload = 'raw' in reply ? reply.raw : JSON.stringify(reply.body);
  const contentType = 'raw' in reply ? reply.contentType : 'application/json; charset=utf-8';
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    res.writeHead(reply.status, { ...reply.headers, 'content-type': contentType });
    return stream(res, payload[Symbol.iterator]());
  }
  res.writeHead(reply.status, {
    ...reply.headers,
    'content-type': contentType,
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/** Writes the pieces as the client takes them (chunked), stopping when the client goes away. */
function stream(res: ServerResponse, pieces: Iterator<string>): void {
  const pump = (): void => {
    for (;;) {
      if (res.destroyed) return;
      const next = pieces.next();
      if (next.done) {
        res.end();
        return;
      }
      if (!res.write(next.value)) {
        res.once('drain', pump);
        return;
      }
    }
  };
  res.once('close', () => res.removeAllListeners('drain'));
  pump();
}

/** A TCP reset (RST) where the platform allows it, else an abrupt close. */
function reset(socket: Socket): void {
  if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
  else socket.destroy();
}
