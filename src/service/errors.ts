/**
 * The one error type of the API client, and the wording of every failure line it produces.
 * Each line starts with the operation's name and is ready to be the step's failure message as is.
 */
import { ActionError } from '../errors.js';
import type { AttemptEnd, NetworkFailure } from '../http/policy.js';
import type { Operation } from './types.js';
import { duration } from '../text.js';

export interface ApiErrorFields {
  operation: Operation;
  /** HTTP status of the final answer; undefined when none came (connection failure, time-out). */
  status?: number;
  /** The service's `message`, redacted. */
  serviceMessage?: string;
  /** Deploy's error-detail field (`error`), redacted. */
  detail?: string;
  /**
   * The outcome is unknown: the request may have reached the service and taken effect (a
   * time-out, a reset after sending, a gateway error, an unreadable success). False when the
   * request provably did not arrive or the service answered it definitively.
   */
  maybeApplied: boolean;
  /** Attempts made, retries included (0 when the request was refused before sending). */
  attempts: number;
}

export class ApiError extends ActionError implements ApiErrorFields {
  override name = 'ApiError';
  readonly operation: Operation;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly detail: string | undefined;
  readonly maybeApplied: boolean;
  readonly attempts: number;

  /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
  constructor(fields: ApiErrorFields, reason: string) {
    super(`${fields.operation} failed: ${reason}`);
    this.operation = fields.operation;
    this.status = fields.status;
    this.serviceMessage = fields.serviceMessage;
    this.detail = fields.detail;
    this.maybeApplied = fields.maybeApplied;
    this.attempts = fields.attempts;
  }
}

/**
 * For a request that must not be repeated blindly (deploy): what may have happened when its
 * outcome is unknown, and what the user should check before running again.
 */
export interface OnceContext {
  /** e.g. "the deployment may have been scheduled" */
  effect: string;
  /** e.g. "check fabric analytics-prod for retail/1.2.0 before running again" */
  advice: string;
}

/** An id an answer named although it was no success: `deploymentId 90001`, `runId r-1`. */
export interface SeenId {
  name: 'deploymentId' | 'runId';
  value: string;
}

/**
 * "<cause>, so the deployment may have been scheduled: check fabric … before running again";
 * with the id an answer named: "… may have been scheduled (deploymentId 90001): …".
 */
export function unknownOutcome(cause: string, once: OnceContext, seen?: SeenId): string {
  const id = seen === undefined ? '' : ` (${seen.name} ${seen.value})`;
  return `${cause}, so ${once.effect}${id}: ${once.advice}`;
}

/** "; the service asked to wait 1 h before another attempt (Retry-After), longer than this step waits (5 min)" */
export function waitRefusedNote(waitMs: number, longestMs: number): string {
  return `; the service asked to wait ${duration(waitMs)} before another attempt (Retry-After), longer than this step waits (${duration(longestMs)})`;
}

/** " (after 4 attempts)", or nothing for a single attempt. */
export function attemptsNote(attempts: number, earlier?: string): string {
  if (attempts <= 1) return '';
  return earlier
    ? ` (after ${attempts} attempts; an earlier one may have been processed: ${earlier})`
    : ` (after ${attempts} attempts)`;
}

/** What the user should do about an authentication or permission refusal. */
export function statusHint(status: number): string | undefined {
  if (status === 401) return 'check the token input';
  if (status === 403)
    return "check that the token's user may do this (a token acts with its user's permissions)";
  return undefined;
}

/**
 * The service said no: `{success: false, message[, error]}` (at any HTTP status), e.g.
 * "Fabric creation failed due to : … (HTTP 500)", "Deployment failed (HTTP 200): <detail>",
 * "HTTP 401: Unauthorized: … — check the token input".
 */
export function serviceRefusal(status: number, message: string, detail: string | undefined): string {
  const hint = statusHint(status);
  if (hint) return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
  const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
  return detail ? `${head}: ${detail}` : head;
}

/** A body that is not JSON (a proxy's page): the status and a sanitised excerpt. */
export function notJson(status: number, excerpt: string): string {
  const hint = statusHint(status);
  const what = excerpt
    ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
    : `HTTP ${status} with an empty body`;
  return hint ? `${what} — ${hint}` : what;
}

/** The service as a failure names it, and the time-out the user set. */
export interface Where {
  origin: string;
  host: string;
  timeoutMs: number;
}

/** The cause of a failure without an answer, in the user's terms. */
export function failureReason(failure: NetworkFailure, where: Where, once?: OnceContext): string {
  const { kind, code } = failure;
  switch (kind) {
    case 'refused':
    case 'connect':
      return `could not connect to ${where.origin} (${code})`;
    case 'dns':
    case 'dns-temporary':
      return `could not resolve ${where.host} (${code})`;
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
      return `no response within ${seconds(where.timeoutMs)} (request-timeout)`;
    case 'not-sent':
      return `not sent: ${failure.message}`;
    case 'too-large':
    case 'undecodable':
      return failure.message;
    case 'other':
      return `the request failed: ${failure.message} (${code})`;
  }
}

/** How a retried attempt ended: "HTTP 502", or its failure. */
export function endReason(end: AttemptEnd, where: Where): string {
  return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}

/** Formats a time-out as the user set it: 600 s, 0.3 s. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
