// What an injected fault does. A fault in front of the service answers before the service sees the
// request; the others let the service do the work, then change or lose its answer.
import { gzipSync } from 'node:zlib';
import type { FaultSpec } from './faults.js';
import { type Reply, failureMessage, wholeBody } from './http.js';

/** A reply comes after the usual delay plus `extraDelayMs`. */
export type Delivery =
  | { kind: 'reply'; reply: Reply; extraDelayMs: number }
  /** The socket stays open until the client gives up or the emulator stops. */
  | { kind: 'hang' }
  | { kind: 'reset' }
  /** 200 at once, and results that never end. */
  | { kind: 'endless' };

/** Milliseconds. */
const DEFAULT_SLOW_MS = 1000;

/** What an Envoy-style proxy answers when the service's connection dropped mid-request. */
const PROXY_503_TEXT =
  'upstream connect error or disconnect/reset before headers. reset reason: connection termination';

const reply = (answer: Reply, extraDelayMs = 0): Delivery => ({ kind: 'reply', reply: answer, extraDelayMs });

/** undefined when the request goes on to the service. */
export function answerInFront(
  fault: FaultSpec | undefined,
  operation: string,
  raw: Buffer,
): Delivery | undefined {
  switch (fault?.kind) {
    case 'hang':
      return { kind: 'hang' };
    case 'reset-before':
      return { kind: 'reset' };
    case 'status-503':
    case 'status-429': {
      const status = fault.kind === 'status-503' ? 503 : 429;
      const message = status === 503 ? 'Service unavailable' : 'Too many requests';
      const headers =
        fault.retryAfterSeconds === undefined
          ? undefined
          : { 'retry-after': String(fault.retryAfterSeconds) };
      return reply({ status, body: { success: false, message }, ...(headers ? { headers } : {}) });
    }
    case 'status-500':
      return reply({
        status: 500,
        body: { success: false, message: failureMessage(operation, 'injected fault') },
      });
    case 'html-502':
    case 'html-504': {
      const status = fault.kind === 'html-502' ? 502 : 504;
      return reply({ status, raw: proxyPage(status), contentType: 'text/html' });
    }
    case 'echo-body': {
      const reason = `invalid request body: ${raw.toString('utf8')}`;
      return reply({ status: 400, body: { success: false, message: failureMessage(operation, reason) } });
    }
    case 'endless-body':
      return { kind: 'endless' };
    default:
      return undefined;
  }
}

export function answerBehind(fault: FaultSpec | undefined, answer: Reply): Delivery {
  switch (fault?.kind) {
    case 'reset-after':
      return { kind: 'reset' }; // the answer is lost
    case 'proxy-503-after':
      return reply({ status: 503, raw: PROXY_503_TEXT, contentType: 'text/plain' });
    case 'status-503-after':
    case 'status-429-after':
      return reply({ ...answer, status: fault.kind === 'status-503-after' ? 503 : 429 });
    case 'gzip':
      return reply(gzipped(answer));
    case 'slow':
      return reply(answer, fault.delayMs ?? DEFAULT_SLOW_MS);
    default:
      return reply(answer);
  }
}

/** What an nginx-style proxy in front of the service shows for 502/504. */
function proxyPage(status: 502 | 504): string {
  const title = status === 502 ? '502 Bad Gateway' : '504 Gateway Time-out';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

function gzipped(answer: Reply): Reply {
  const payload = 'raw' in answer ? wholeBody(answer.raw) : JSON.stringify(answer.body);
  const contentType = 'raw' in answer ? answer.contentType : 'application/json; charset=utf-8';
  return {
    status: answer.status,
    raw: gzipSync(payload),
    contentType,
    headers: { ...answer.headers, 'content-encoding': 'gzip' },
  };
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
