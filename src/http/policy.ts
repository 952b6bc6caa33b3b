/**
 * The one policy for outgoing HTTP, as pure functions, shared by the service and GitHub clients
 * through transport.ts; each client adds only what its server says about itself (ServerRules).
 */

/**
 * How an attempt ended without an HTTP answer: whether it is sent again (`always`, or only when
 * `repeatable`), and whether the server may have applied it.
 */
const FAILURE_KINDS = {
  /** Nothing listened: the request provably did not reach the server. */
  refused: { retried: 'always', applied: false },
  /** Permanent (a typo, a private name). */
  dns: { retried: 'never', applied: false },
  /** EAI_AGAIN: nothing was sent. */
  'dns-temporary': { retried: 'always', applied: false },
  /** Nothing was sent, and retrying will not help. */
  tls: { retried: 'never', applied: false },
  /** Unreachable, connect time-out: nothing was sent. */
  connect: { retried: 'never', applied: false },
  /** Closed after the request went out, before an answer began. */
  reset: { retried: 'repeatable', applied: true },
  'reset-in-body': { retried: 'never', applied: true },
  timeout: { retried: 'never', applied: true },
  /** An earlier attempt to this server timed out, or its caller stopped waiting: nothing more is sent. */
  'not-sent': { retried: 'never', applied: false },
  /** Its caller stopped waiting while it was in flight (a pipeline step's timeout ended). */
  abandoned: { retried: 'never', applied: true },
  /** Past the bound on what is read (body.ts): the request did reach the server. */
  'too-large': { retried: 'never', applied: true },
  undecodable: { retried: 'never', applied: true },
  other: { retried: 'never', applied: true },
} as const;

export type NetworkFailureKind = keyof typeof FAILURE_KINDS;

export interface NetworkFailure {
  kind: NetworkFailureKind;
  /** e.g. ECONNREFUSED, ECONNRESET. */
  code: string;
  message: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body, decoded. */
  text: string;
  /** Whether the text holds a secret, when the transport was given the secrets and could tell. */
  holdsSecret?: boolean;
}

export type AttemptOutcome = { answer: Answer } | { failure: NetworkFailure };

/** How an attempt ended, without the body: what a retry or error line tells of it. */
export type AttemptEnd = { status: number } | { failure: NetworkFailure };

export function endOf(outcome: AttemptOutcome): AttemptEnd {
  return 'answer' in outcome ? { status: outcome.answer.status } : outcome;
}

/**
 * `repeatable`: reads, and writes that set a whole value (a repeat changes nothing): every transient
 * failure is retried. `once`: writes that must not apply twice (deploy, create, append): sent again
 * only when the attempt provably was not applied; otherwise the caller says what may have happened.
 */
export type Delivery = 'repeatable' | 'once';

export interface ServerRules {
  /** The answer proves the server did nothing (a rate limit, the service's own refusal). */
  notApplied(answer: Answer): boolean;
  /** A repeatable request that got this answer is worth another attempt. */
  transient(answer: Answer): boolean;
  /** Milliseconds the server asks to wait, when it says. */
  waitAsked(answer: Answer, now: number): number | undefined;
}

/** The error codes each kind of failure is known by; any code naming CERT, SSL or TLS is `tls` too. */
const CODES: Partial<Record<NetworkFailureKind, readonly string[]>> = {
  refused: ['ECONNREFUSED'],
  dns: ['ENOTFOUND'],
  'dns-temporary': ['EAI_AGAIN'],
  // ERR_PROXY_TUNNEL: the proxy would not open a tunnel to the server, so nothing reached it.
  connect: ['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL', 'ERR_PROXY_TUNNEL'],
  reset: ['ECONNRESET', 'EPIPE', 'ECONNABORTED'],
};

/** Looks through AggregateError (happy eyeballs) and causes. */
function errorCode(err: unknown): string {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && code) return code;
    current = Array.isArray(errors) && errors.length ? errors[0] : cause;
  }
  return 'UNKNOWN';
}

/**
 * OpenSSL's own text, as Node reports a handshake that fails while the request is written (`write
 * EPROTO …:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:…`): read as
 * its reason and the code Node gives that reason elsewhere (ERR_SSL_WRONG_VERSION_NUMBER).
 */
const OPENSSL_ERROR = /:error:[0-9A-F]+:SSL routines:[^:]*:([^:]+):/;

/**
 * How far an attempt got: its connection opening (TLS included), open (so the request may have gone
 * out, whole or in part), its answer begun.
 */
export type AttemptStage = 'connecting' | 'open' | 'answering';

/**
 * A connection that closes or fails while it opens has carried nothing: over TLS it is the
 * handshake that failed (a proxy's tunnel included), over plain HTTP the connection.
 */
export function classifyNetworkError(err: unknown, stage: AttemptStage, secure: boolean): NetworkFailure {
  let code = errorCode(err);
  let message = err instanceof Error ? err.message : String(err);
  const openssl = OPENSSL_ERROR.exec(message);
  if (openssl) {
    message = openssl[1]!;
    code = `ERR_SSL_${message.toUpperCase().replace(/\W+/g, '_')}`;
  }
  const listed = (Object.keys(CODES) as NetworkFailureKind[]).find((kind) => CODES[kind]!.includes(code));
  let kind = listed ?? (/CERT|SSL|TLS/.test(code) ? 'tls' : 'other');
  if (stage === 'answering' && kind !== 'timeout') kind = 'reset-in-body';
  if (stage === 'connecting' && secure && (kind === 'reset' || code === 'EPROTO')) kind = 'tls';
  if (stage === 'connecting' && !secure && kind === 'reset') kind = 'connect';
  return { kind, code, message };
}

export function mayRetry(outcome: AttemptOutcome, delivery: Delivery, rules: ServerRules): boolean {
  if ('answer' in outcome)
    return rules.notApplied(outcome.answer) || (delivery === 'repeatable' && rules.transient(outcome.answer));
  const { retried } = FAILURE_KINDS[outcome.failure.kind];
  return retried === 'always' || retried === delivery;
}

/**
 * A failure after the request went out, or a 5xx (the server or a gateway may have done the work
 * and then failed), unless the server's rules prove it did nothing. A 503 is an overloaded server
 * refusing work; a 4xx a refusal.
 */
export function maybeApplied(outcome: AttemptOutcome, rules: ServerRules): boolean {
  if ('failure' in outcome) return FAILURE_KINDS[outcome.failure.kind].applied;
  const { answer } = outcome;
  return !rules.notApplied(answer) && answer.status >= 500 && answer.status !== 503;
}

/** Milliseconds a `Retry-After` asks for: delta-seconds or an HTTP date (RFC 9110 10.2.3); never negative. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  // All three HTTP-date forms start with a day name; Date.parse alone would read "-3" as a year.
  if (!/^[A-Za-z]{3}/.test(raw)) return undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * `retry` is 1-based. "Equal jitter" (half fixed, half random): a struggling server always gets at
 * least half the nominal pause, while clients that failed together still spread out.
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
