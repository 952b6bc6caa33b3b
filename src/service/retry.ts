/**
 * The retry policy (CONTRACT.md, "Behaviour every mode shares"), as pure functions: which
 * failures are transient, which of them a request that must not run twice (deploy) may retry,
 * and how long to wait.
 */

/** How an attempt ended without an HTTP response. */
export type NetworkFailureKind =
  /** Nothing listened: the request provably did not reach the service. */
  | 'refused'
  /** The host name did not resolve (permanent: a typo, a private name). */
  | 'dns'
  /** The resolver said "try again" (EAI_AGAIN): nothing was sent. */
  | 'dns-temporary'
  /** The TLS handshake failed (certificate, protocol): nothing was sent; retrying will not help. */
  | 'tls'
  /** Other failures to connect (unreachable, connect time-out): nothing was sent. */
  | 'connect'
  /** The connection closed after the request went out and before a response began. */
  | 'reset'
  /** The connection closed while the response body was being read. */
  | 'reset-in-body'
  /** Our own per-request time-out fired. */
  | 'timeout'
  /** The answer passed the bound on what is read (body.ts): the request did reach the service. */
  | 'too-large'
  /** The answer's Content-Encoding is unknown or its compressed data corrupt. */
  | 'undecodable'
  /** Anything we cannot place: not retried, and assumed to have possibly been sent. */
  | 'other';

export interface NetworkFailure {
  kind: NetworkFailureKind;
  /** The system or undici error code, e.g. ECONNREFUSED, UND_ERR_SOCKET. */
  code: string;
  message: string;
}

const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_CLOSED']);
const CONNECT_CODES = new Set([
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The error code of a failed request, looking through AggregateError (happy eyeballs) and causes. */
export function errorCode(err: unknown): string {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    current = Array.isArray(errors) && errors.length ? errors[0] : cause;
  }
  return 'UNKNOWN';
}

/** Classifies an error thrown by undici; `responseStarted` says whether headers had arrived. */
export function classifyNetworkError(err: unknown, responseStarted: boolean): NetworkFailure {
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  if (TIMEOUT_CODES.has(code)) return { kind: 'timeout', code, message };
  if (responseStarted) return { kind: 'reset-in-body', code, message };
  if (code === 'ECONNREFUSED') return { kind: 'refused', code, message };
  if (code === 'ENOTFOUND') return { kind: 'dns', code, message };
  if (code === 'EAI_AGAIN') return { kind: 'dns-temporary', code, message };
  if (/CERT|SSL|TLS/.test(code) || code === 'UND_ERR_SECURE_PROXY_CONNECTION')
    return { kind: 'tls', code, message };
  if (CONNECT_CODES.has(code)) return { kind: 'connect', code, message };
  if (RESET_CODES.has(code)) return { kind: 'reset', code, message };
  return { kind: 'other', code, message };
}

/** Statuses a gateway or an overloaded service answers with, worth another attempt. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * How a request may be repeated after an attempt that failed.
 * - `repeatable`: reads, updates that set a value, test runs. Sending one again changes nothing
 *   the first did not, so every transient failure is retried.
 * - `once`: creates (deploy, create fabric, add secret, add connection). Sent again only when
 *   the first attempt provably did not reach the service (provablyNotProcessed); anything else
 *   ends the retries, and the caller decides (fabric mode reads; deploy fails and says so).
 */
export type Delivery = 'repeatable' | 'once';

/** An attempt's HTTP answer, as far as the retry policy looks at it. */
export interface Answer {
  status: number;
  /** The body as text (possibly cut at the read bound). */
  text: string;
}

export type AttemptOutcome = Answer | { failure: NetworkFailure };

/** Whether another attempt may be made after this outcome. */
export function isRetryable(outcome: AttemptOutcome, delivery: Delivery): boolean {
  if ('status' in outcome) {
    return delivery === 'once' ? provablyNotProcessed(outcome) : TRANSIENT_STATUSES.has(outcome.status);
  }
  switch (outcome.failure.kind) {
    case 'refused':
    case 'dns-temporary':
      return true;
    case 'reset':
      return delivery === 'repeatable';
    default:
      return false;
  }
}

/**
 * Whether an answer proves that a create was not carried out (CONTRACT.md, "Behaviour every mode
 * shares"): a 429 (refused before handling), or a 503 whose JSON body is the service's own
 * `success: false` answer. Never when the body names a deploymentId or says it succeeded, whatever
 * the status: a proxy that answers 503 after the service did the work may pass its body on. A 503
 * with a body that is not the service's JSON (an HTML or text page) is a proxy speaking: the
 * request may have reached the service before the proxy gave up on it.
 */
export function provablyNotProcessed(answer: Answer): boolean {
  if (deploymentIdIn(answer.text) !== undefined) return false;
  const body = parseObject(answer.text);
  // A body that says it succeeded (a created id in it) was passed on from a service that did the work.
  if (body?.success === true) return false;
  if (answer.status === 429) return true;
  return answer.status === 503 && body !== undefined && body.success === false;
}

/** The deploymentId a body names (JSON at the top level or under `data`, or `deploymentId: X` in text). */
export function deploymentIdIn(text: string): string | undefined {
  const body = parseObject(text);
  if (body !== undefined) {
    const data = body.data;
    const id = body.deploymentId ?? (isObject(data) ? data.deploymentId : undefined);
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  }
  // Only the start of a body is searched: a proxy page that quotes the answer does so early.
  const match = /deploymentId["']?\s*[:=]\s*["']?([A-Za-z0-9._-]{1,64})/.exec(text.slice(0, 64 * 1024));
  return match?.[1];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request may have reached the service and taken effect. */
export function mayHaveBeenProcessed(failure: NetworkFailure): boolean {
  return ['reset', 'reset-in-body', 'timeout', 'too-large', 'undecodable', 'other'].includes(failure.kind);
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date (RFC 9110 10.2.3).
 * undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  // All three HTTP-date forms start with a day name; Date.parse alone would read "-3" as a year.
  if (!/^[A-Za-z]{3}/.test(raw)) return undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Back-off before retry number `retry` (1-based): exponential from `baseMs`, capped at `maxMs`,
 * with "equal jitter" (half fixed, half random). Equal rather than full jitter keeps a floor
 * under the wait, so a struggling service always gets at least half the nominal pause, while
 * clients that failed together still spread out.
 */
export function backoffDelay(
  retry: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const nominal = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
  const half = nominal / 2;
  return Math.round(half + random() * half);
}

/**
 * The longest Retry-After this action waits: a service that asks for more (an hour, a day) is
 * not coming back within a workflow step, and waiting would only hold the runner.
 */
export const RETRY_AFTER_MAX_MS = 5 * 60_000;

/** The wait before the next attempt: the service's Retry-After when given, else back-off (capped at maxMs). */
export function retryDelay(
  retry: number,
  retryAfterMs: number | undefined,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  return backoffDelay(retry, baseMs, maxMs, random);
}
