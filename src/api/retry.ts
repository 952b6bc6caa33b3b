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
 * The subset that proves the request was not processed, so even deploy may be sent again: 429
 * (rate limited before handling) and 503 (not accepting work). A 502/504 means a gateway lost
 * track of a request the service may be working on.
 */
export const NOT_PROCESSED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export type AttemptOutcome = { status: number } | { failure: NetworkFailure };

/**
 * Whether another attempt may be made. `once` marks a request that must not run twice unless
 * the previous attempt provably did not reach the service (deploy).
 */
export function isRetryable(outcome: AttemptOutcome, once: boolean): boolean {
  if ('status' in outcome) return (once ? NOT_PROCESSED_STATUSES : TRANSIENT_STATUSES).has(outcome.status);
  switch (outcome.failure.kind) {
    case 'refused':
    case 'dns-temporary':
      return true;
    case 'reset':
      return !once;
    default:
      return false;
  }
}

/** Whether the request may have reached the service and taken effect. */
export function mayHaveBeenProcessed(failure: NetworkFailure): boolean {
  return ['reset', 'reset-in-body', 'timeout', 'other'].includes(failure.kind);
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

/** The wait before the next attempt: the service's Retry-After when given (capped), else back-off. */
export function retryDelay(
  retry: number,
  retryAfterMs: number | undefined,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, maxMs);
  return backoffDelay(retry, baseMs, maxMs, random);
}
