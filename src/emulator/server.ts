// startEmulator(): the HTTP server around the router (bounded body reads, request log, faults,
// delays, replies whole or streamed, clean stop).
// Importing this module has no side effects: the CLI entry is cli.ts.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTROL_PREFIX, type RequestLogEntry, handleControl } from './control.js';
import { type FaultSpec, FaultQueue, deliver, endlessResults } from './faults.js';
import { type FixtureInput, loadFixture } from './fixture.js';
import { type Reply, failed, payloadOf } from './http.js';
import { isLoopbackHost } from '../common/paths.js';
import { loggedBody } from './redact.js';
import { dispatch, operationFor } from './router.js';
import { seedState } from './state.js';
import { Store } from './store.js';

export type { FaultKind, FaultSpec } from './faults.js';
export type { FixtureInput } from './fixture.js';

export interface EmulatorOptions {
  fixture: string | FixtureInput;
  /** Default '127.0.0.1'; only loopback addresses are accepted. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Loaded if it exists, else seeded from the fixture. */
  statePath?: string;
  /** Milliseconds added to every API answer (for benchmarks). */
  responseDelayMs?: number;
  /** Emulated seconds per second of the clock for pipeline runs (default 1). */
  timeScale?: number;
  /** Ms since the epoch (default Date.now): tests pass a fake one. */
  clock?: () => number;
}

export type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>;

export async function startEmulator(options: EmulatorOptions) {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host))
    throw new Error(`Refusing to listen on ${host}: the emulator only binds loopback addresses`);
  const fixture = loadFixture(options.fixture);
  const scale = options.timeScale ?? 1;
  if (!(scale > 0 && Number.isFinite(scale)))
    throw new Error(`timeScale must be a positive number, not ${scale}`);
  const time = { now: options.clock ?? Date.now, scale };
  const store = new Store(() => seedState(fixture), options.statePath, time);
  const faults = new FaultQueue();
  const requests: RequestLogEntry[] = [];
  const delayMs = options.responseDelayMs ?? 0;
  let connections = 0;

  // stop() cancels every delay (and none is armed after), or one would keep the process alive.
  const stopped = new AbortController();
  const later = (ms: number, fn: () => void): void => {
    if (ms > 0) sleep(ms, undefined, { signal: stopped.signal }).then(fn, () => {});
    else if (!stopped.signal.aborted) fn();
  };

  const control = { store, faults, requests, connectionsOpened: () => connections };
  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    // null: the client went away mid-body.
    const raw = await readBody(req).catch(() => null);
    if (raw === null) return;
    if (raw === undefined) return send(res, failed(413, 'Request body too large'));
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`))
      return send(res, handleControl(control, method, path, raw));

    const entry: RequestLogEntry = {
      method,
      path: url,
      status: 0,
      body: loggedBody(raw, path),
      at: time.now(),
    };
    requests.push(entry);
    const serve = () => dispatch(store, method, path, req.headers, raw);
    const delivery = deliver(faults.take(method, path), operationFor(method, path), raw, serve);
    switch (delivery.kind) {
      case 'hang':
        return;
      case 'reset':
        return void req.socket.resetAndDestroy(); // an RST
      case 'endless':
        entry.status = 200;
        return send(res, endlessResults());
      case 'reply':
        return later(delayMs + delivery.extraDelayMs, () => {
          entry.status = delivery.reply.status;
          send(res, delivery.reply);
        });
    }
  };

  const server: Server = createServer({ keepAlive: true, keepAliveTimeout: 5000 }, (req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      // Never reached by design (dispatch converts errors); keep the process alive if it is.
      send(res, failed(500, `internal emulator error: ${String(err)}`));
    });
  });
  server.on('connection', () => {
    connections++;
  });

  await once(server.listen(options.port ?? 0, host), 'listening');
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const closed = once(server, 'close');
  const stop = async (): Promise<void> => {
    stopped.abort();
    server.close();
    // close() alone waits for keep-alive and hanging sockets; end them now.
    server.closeAllConnections();
    await closed;
  };

  return {
    /** No trailing slash. */
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    token: store.state.tokens[0] ?? '',
    /** Live; control routes excluded. */
    requests,
    connectionsOpened: () => connections,
    injectFault: (fault: FaultSpec) => faults.add(fault),
    clearFaults: () => faults.clear(),
    /** Copies, oldest first. */
    deployments: () => structuredClone(store.state.deployments),
    /** Copies, oldest first. */
    runs: () => structuredClone(store.state.runs),
    state: (): unknown => structuredClone(store.state),
    /** Closes every socket too, keep-alive and hanging ones. */
    stop,
  };
}

/** Bytes; larger bodies are refused with 413 rather than buffered. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** undefined when it is larger. */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.headersSent) return;
  const { payload, contentType } = payloadOf(reply);
  const headers = { ...reply.headers, 'content-type': contentType };
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    res.writeHead(reply.status, { ...headers, 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
    return;
  }
  res.writeHead(reply.status, headers);
  // Stops when the client goes away; its error is the client's to see.
  pipeline(Readable.from(payload), res, () => {});
}
