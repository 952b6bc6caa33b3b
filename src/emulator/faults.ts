// Injected faults: how a real network path misbehaves, so a client's retry and "maybe applied"
// logic meets something that fails on purpose. API routes only, used up one request at a time.
// A fault in front of the service answers before the service sees the request; the others let the
// service do the work, then change or lose its answer.
import { gzipSync } from 'node:zlib';
import { type Reply, failed, failureMessage, payloadOf } from './http.js';
import { isPlainObject } from './validate.js';

export interface FaultSpec {
  kind: FaultKind;
  method?: string;
  /** A string matches as a prefix. */
  path?: string | RegExp;
  /** Default 1. */
  times?: number;
  /** For 503/429. */
  retryAfterSeconds?: number;
  /** For 'slow'. */
  delayMs?: number;
}

export class FaultQueue {
  private active: { spec: FaultSpec; remaining: number }[] = [];

  add(spec: FaultSpec): void {
    this.active.push({ spec: { ...spec }, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.active = [];
  }

  take(method: string, path: string): FaultSpec | undefined {
    const hit = this.active.find(({ spec }) => {
      if (spec.method !== undefined && spec.method.toUpperCase() !== method.toUpperCase()) return false;
      if (spec.path === undefined) return true;
      return typeof spec.path === 'string' ? path.startsWith(spec.path) : spec.path.test(path);
    });
    if (!hit) return undefined;
    if (--hit.remaining <= 0) this.active.splice(this.active.indexOf(hit), 1);
    return hit.spec;
  }

  /** Regexes shown as their source. */
  list(): unknown[] {
    return this.active.map(({ spec, remaining }) => ({
      ...spec,
      ...(spec.path instanceof RegExp ? { path: String(spec.path) } : {}),
      remaining,
    }));
  }
}

/** Throws a one-line message. */
export function parseFaultSpec(o: unknown): FaultSpec {
  if (!isPlainObject(o)) throw new Error('a fault must be a JSON object');
  for (const key of Object.keys(o))
    if (!['kind', 'method', 'path', 'times', 'retryAfterSeconds', 'delayMs'].includes(key))
      throw new Error(`unknown fault field "${key}"`);
  if (typeof o.kind !== 'string' || !Object.hasOwn(EFFECTS, o.kind))
    throw new Error(`fault kind must be one of ${FAULT_KINDS.join(', ')}`);
  const spec: FaultSpec = { kind: o.kind as FaultKind };
  if (o.method !== undefined) {
    if (typeof o.method !== 'string' || o.method === '') throw new Error('fault method must be a string');
    spec.method = o.method.toUpperCase();
  }
  if (o.path !== undefined) {
    if (typeof o.path !== 'string' || !o.path.startsWith('/'))
      throw new Error('fault path must be a string starting with /');
    spec.path = o.path;
  }
  for (const [key, min] of [
    ['times', 1],
    ['retryAfterSeconds', 0],
    ['delayMs', 0],
  ] as const) {
    const v = o[key];
    if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < min))
      throw new Error(`fault ${key} must be an integer >= ${min}`);
    if (v !== undefined) spec[key] = v;
  }
  return spec;
}

/** A reply comes after the usual delay plus `extraDelayMs`. */
export type Delivery =
  | { kind: 'reply'; reply: Reply; extraDelayMs: number }
  /** The socket stays open until the client gives up or the emulator stops. */
  | { kind: 'hang' }
  | { kind: 'reset' }
  /** 200 at once, and results that never end. */
  | { kind: 'endless' };

const reply = (answer: Reply, extraDelayMs = 0): Delivery => ({ kind: 'reply', reply: answer, extraDelayMs });

/** What an nginx-style proxy in front of the service shows for 502/504. */
function proxyPage(status: number, title: string): Delivery {
  const html = `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  return reply({ status, raw: html, contentType: 'text/html' });
}

const ENVOY_RESET =
  'upstream connect error or disconnect/reset before headers. reset reason: connection termination';

function refused(status: number, message: string, { retryAfterSeconds }: FaultSpec): Delivery {
  const headers = retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) };
  return reply(failed(status, message, headers));
}

const serviceFailed = (status: number, operation: string, reason: string): Delivery =>
  reply(failed(status, failureMessage(operation, reason)));

function gzipped(answer: Reply): Delivery {
  const { payload, contentType } = payloadOf(answer);
  const whole = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : [...payload].join('');
  const headers = { ...answer.headers, 'content-encoding': 'gzip' };
  return reply({ status: answer.status, raw: gzipSync(whole), contentType, headers });
}

type Effect =
  /** Answers before the service sees the request. */
  | { inFront(fault: FaultSpec, operation: string, raw: Buffer): Delivery }
  /** Lets the service do the work, then changes or loses its answer. */
  | { behind(answer: Reply, fault: FaultSpec): Delivery };

/** Every kind, in the order messages list them. */
const EFFECTS = {
  'status-503': { inFront: (fault) => refused(503, 'Service unavailable', fault) },
  'status-429': { inFront: (fault) => refused(429, 'Too many requests', fault) },
  'status-500': { inFront: (_fault, operation) => serviceFailed(500, operation, 'injected fault') },
  'html-502': { inFront: () => proxyPage(502, '502 Bad Gateway') },
  'html-504': { inFront: () => proxyPage(504, '504 Gateway Time-out') },
  /** By `delayMs`, default 1 s. */
  slow: { behind: (answer, fault) => reply(answer, fault.delayMs ?? 1000) },
  hang: { inFront: () => ({ kind: 'hang' }) },
  'reset-before': { inFront: () => ({ kind: 'reset' }) },
  'reset-after': { behind: () => ({ kind: 'reset' }) },
  /** The service's connection dropped mid-request, an Envoy-style proxy in front of it answers. */
  'proxy-503-after': { behind: () => reply({ status: 503, raw: ENVOY_RESET, contentType: 'text/plain' }) },
  /** The service's own answer arrives with status 503 (or 429) instead of 200. */
  'status-503-after': { behind: (answer) => reply({ ...answer, status: 503 }) },
  'status-429-after': { behind: (answer) => reply({ ...answer, status: 429 }) },
  /** Refused with 400, the message quoting the raw body (secrets JSON-escaped in it). */
  'echo-body': {
    inFront: (_fault, operation, raw) =>
      serviceFailed(400, operation, `invalid request body: ${raw.toString('utf8')}`),
  },
  /** 200 and results streamed until the client hangs up. */
  'endless-body': { inFront: () => ({ kind: 'endless' }) },
  /** As a proxy may send it. */
  gzip: { behind: gzipped },
} satisfies Record<string, Effect>;

export type FaultKind = keyof typeof EFFECTS;
export const FAULT_KINDS = Object.keys(EFFECTS) as FaultKind[];

/** `serve` has the service do the work, unless a fault in front of it answers first. */
export function deliver(fault: FaultSpec | undefined, operation: string, raw: Buffer, serve: () => Reply) {
  const effect: Effect | undefined = fault && EFFECTS[fault.kind];
  if (!fault || !effect) return reply(serve());
  return 'inFront' in effect ? effect.inFront(fault, operation, raw) : effect.behind(serve(), fault);
}

/** Written as fast as the client reads it. */
export function endlessResults(): Reply {
  const result =
    '{"name":"endless","status":"SUCCEEDED","table":"t","columnName":"","index":0,"time":0.01,"cause":""},';
  const chunk = result.repeat(1000);
  function* pieces(): Generator<string> {
    yield '{"success":true,"data":{"results":[';
    for (;;) yield chunk;
  }
  return { status: 200, raw: pieces(), contentType: 'application/json; charset=utf-8' };
}
