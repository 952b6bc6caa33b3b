/**
 * What the Orchestration API says about itself, for the shared HTTP policy (src/http/policy.ts;
 * docs/behaviour.md): which answers are transient, which prove that a
 * write was not applied, and how long it may ask the action to wait.
 */
import { parseRetryAfter, type Answer, type ServerRules } from '../http/policy.js';

/** Statuses a gateway or an overloaded service answers with, worth another attempt. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * The longest Retry-After this action waits: a service that asks for more (an hour, a day) is
 * not coming back within a workflow step, and waiting would only hold the runner.
 */
const RETRY_AFTER_MAX_MS = 5 * 60_000;

export const SERVICE_RULES: ServerRules = {
  notApplied: provablyNotApplied,
  transient: (answer) => TRANSIENT_STATUSES.has(answer.status),
  waitAsked: (answer, now) => parseRetryAfter(answer.headers['retry-after'], now),
};

/**
 * The longest Retry-After honoured: five minutes, and never more than request-timeout (the most
 * the user gives one request: waiting longer than that for the next attempt is the same as the
 * service not answering).
 */
export function longestWaitMs(timeoutMs: number): number {
  return Math.min(RETRY_AFTER_MAX_MS, timeoutMs);
}

/**
 * Whether an answer proves that a write was not carried out: a 429 (refused before handling), or
 * a 503 whose JSON body is the service's own `success: false` answer. Never when the body names a
 * deploymentId or a runId, or says it succeeded, whatever the status: a proxy that answers 503
 * after the service did the work may pass its body on. A 503 with a body that is not the
 * service's JSON (an HTML or text page) is a proxy speaking: the request may have reached the
 * service before the proxy gave up on it.
 */
export function provablyNotApplied(answer: Pick<Answer, 'status' | 'text'>): boolean {
  // First, so that no other answer's body (a success may be 512 MiB) is parsed here.
  if (answer.status !== 429 && answer.status !== 503) return false;
  if (deploymentIdIn(answer.text) !== undefined || runIdIn(answer.text) !== undefined) return false;
  const body = parseObject(answer.text);
  // A body that says it succeeded (a created id in it) was passed on from a service that did the work.
  if (body?.success === true) return false;
  if (answer.status === 429) return true;
  return answer.status === 503 && body !== undefined && body.success === false;
}

/** The deploymentId a body names (JSON at the top level or under `data`, or `deploymentId: X` in text). */
export function deploymentIdIn(text: string): string | undefined {
  return idIn(text, 'deploymentId', /deploymentId["']?\s*[:=]\s*["']?([A-Za-z0-9._-]{1,64})/);
}

/**
 * The runId of a pipeline run a body names, as deploymentIdIn does. Run ids are opaque and may be
 * base64 text, so `+` and `=` belong to them.
 */
export function runIdIn(text: string): string | undefined {
  return idIn(text, 'runId', /runId["']?\s*[:=]\s*["']?([A-Za-z0-9+=._-]{1,128})/);
}

function idIn(text: string, field: string, inText: RegExp): string | undefined {
  const body = parseObject(text);
  if (body !== undefined) {
    const data = body.data;
    const id = body[field] ?? (isObject(data) ? data[field] : undefined);
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  }
  // Only the start of a body is searched: a proxy page that quotes the answer does so early.
  return inText.exec(text.slice(0, 64 * 1024))?.[1];
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
