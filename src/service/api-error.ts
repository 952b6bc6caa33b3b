/**
 * The API client's error type and the wording of its failure lines: each starts with the
 * operation's name and is ready to be the step's failure message as is. Text from the service or a
 * proxy is made safe for such a line: no token, no markup, bounded.
 */
import { ActionError } from '../common/errors.js';
import type { AttemptEnd, NetworkFailure } from '../http/policy.js';
import type { Redact } from '../common/secret-registry.js';
import type { Operation } from './endpoints.js';
import { clip, duration, oneLine, plainSeconds } from '../common/text.js';

export class ApiError extends ActionError {
  override name = 'ApiError';
  declare readonly operation: Operation;
  /** Of the final answer; undefined when none came. */
  declare readonly status: number | undefined;
  /** Redacted. */
  declare readonly serviceMessage: string | undefined;
  /** Deploy's `error` field, redacted. */
  declare readonly detail: string | undefined;
  /** False only when the request provably did not arrive or the service answered it definitively. */
  declare readonly maybeApplied: boolean;
  /** Retries included; 0 when the request was refused before sending. */
  declare readonly attempts: number;

  /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
  constructor(fields: ApiErrorFields, reason: string) {
    super(`${fields.operation} failed: ${reason}`);
    // Every field is an own property, undefined when not known.
    Object.assign(this, { status: undefined, serviceMessage: undefined, detail: undefined }, fields);
  }

  /** The same failure, its line ending `; <advice>` (what the caller knows to check: an input). */
  withAdvice(advice: string): ApiError {
    const { operation, status, serviceMessage, detail, maybeApplied, attempts } = this;
    const reason = this.message.slice(`${operation} failed: `.length);
    return new ApiError(
      { operation, status, serviceMessage, detail, maybeApplied, attempts },
      `${reason}; ${oneLine(advice)}`,
    );
  }
}

export type ApiErrorFields = Pick<ApiError, 'operation' | 'maybeApplied' | 'attempts'> &
  Partial<Pick<ApiError, 'status' | 'serviceMessage' | 'detail'>>;

/** For a write that must not be repeated blindly: what may have happened, and what to check first. */
export type OnceContext = { effect: string; advice: string };

/** `seen`: ` (deploymentId 42)`, an id named by an answer that was no success. */
export function unknownOutcome(cause: string, once: OnceContext, seen = ''): string {
  return `${cause}, so ${once.effect}${seen}: ${once.advice}`;
}

/** '' unless the service asked to wait longer than this step waits. */
export function waitRefusedNote(waitMs: number | undefined, longestMs: number): string {
  if (waitMs === undefined) return '';
  return `; the service asked to wait ${duration(waitMs)} before another attempt (Retry-After), longer than this step waits (${duration(longestMs)})`;
}

export function attemptsNote(attempts: number, earlier?: string): string {
  const processed = earlier ? `; an earlier one may have been processed: ${earlier}` : '';
  return attempts > 1 ? ` (after ${attempts} attempts${processed})` : '';
}

const STATUS_HINTS: Partial<Record<number, string>> = {
  401: 'check the token input',
  403: "check that the token's user may do this (a token acts with its user's permissions)",
};

/** `{success: false, message[, error]}`, at any HTTP status. */
export function serviceRefusal(status: number, message: string, detail?: string): string {
  const hint = STATUS_HINTS[status];
  if (hint) return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
  const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
  return detail ? `${head}: ${detail}` : head;
}

/** Typically a proxy's page. */
export function notJson(status: number, excerpt: string): string {
  const hint = STATUS_HINTS[status];
  const what = excerpt
    ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
    : `HTTP ${status} with an empty body`;
  return hint ? `${what} — ${hint}` : what;
}

/** The service a failure line names, and the request-timeout it quotes. */
export type Where = Pick<URL, 'origin' | 'hostname'> & { timeoutMs: number };

export function failureReason(failure: NetworkFailure, where: Where, once?: OnceContext): string {
  const { kind, code } = failure;
  switch (kind) {
    case 'refused':
    case 'connect':
      return `could not connect to ${where.origin} (${code})`;
    case 'dns':
    case 'dns-temporary':
      return `could not resolve ${where.hostname} (${code})`;
    case 'tls': {
      // Node's text ends with its own advice after a ';' (run with --use-system-ca); ours follows.
      const what = failure.message.replace(/^(\w*Error: )+/, '').split(';')[0];
      const privateCa = /CERT|SELF_SIGNED|ISSUER/.test(code)
        ? ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
          " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)"
        : '';
      return `the TLS connection to ${where.origin} failed: ${what} (${code})${privateCa}`;
    }
    case 'reset':
      return once
        ? 'the connection was reset after the request was sent'
        : `the connection was reset before a response (${code})`;
    case 'reset-in-body':
      return `the connection was reset while the response was being read (${code})`;
    case 'timeout':
      return `no response within ${plainSeconds(where.timeoutMs)} (request-timeout)`;
    case 'not-sent':
      return `not sent: ${failure.message}`;
    case 'abandoned':
      return `abandoned: ${failure.message}`;
    case 'too-large':
    case 'undecodable':
      return failure.message;
    case 'other':
      return `the request failed: ${failure.message} (${code})`;
  }
}

export function endReason(end: AttemptEnd, where: Where): string {
  return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}

/** Characters. */
export const EXCERPT_MAX = 120;
/** Characters quoted in an error line; the error's field keeps the message whole. */
export const MESSAGE_MAX = 1000;

// A Map, not an object: a page's `&constructor;` must not find Object's own keys.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }));

/**
 * Typically a proxy's HTML page; `<head>` is dropped as an nginx page's title repeats its heading.
 * Redaction runs before cutting so a token cannot survive half-cut.
 */
export function bodyExcerpt(body: string, redact: Redact): string {
  // Only the start of a huge body can end up in the excerpt; bound the regex work.
  const text = body
    .slice(0, 20_000)
    .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity);
  return clip(oneLine(redact(oneLine(text))), EXCERPT_MAX);
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    // `#x41` reads as 0x41, `#65` as 065.
    const code = Number(`0${name.slice(1)}`);
    return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES.get(name.toLowerCase()) ?? entity;
}

export function quoteable(text: string, redact: Redact): string {
  return clip(oneLine(redact(text)), MESSAGE_MAX);
}
