/** What the Orchestration API's answers mean for the shared HTTP policy (src/http/policy.ts). */
import { isJsonObject, parseJsonOr } from '../common/json.js';
import { parseRetryAfter, type Answer, type ServerRules } from '../http/policy.js';

/** Milliseconds: a service asking for longer is not back within a workflow step; waiting holds the runner. */
const RETRY_AFTER_MAX_MS = 5 * 60_000;

export const SERVICE_RULES: ServerRules = {
  notApplied: provablyNotApplied,
  // A gateway's or an overloaded service's answers.
  transient: (answer) => [429, 502, 503, 504].includes(answer.status),
  waitAsked: (answer, now) => parseRetryAfter(answer.headers['retry-after'], now),
};

/** Never more than request-timeout: waiting longer for the next attempt is the same as no answer. */
export function longestWaitMs(timeoutMs: number): number {
  return Math.min(RETRY_AFTER_MAX_MS, timeoutMs);
}

/**
 * A 429 (refused before handling), or a 503 whose JSON body is the service's own `success: false`.
 * Never when the body names a deploymentId or runId or says it succeeded: a proxy that answers 503
 * after the service did the work may pass its body on. A 503 page that is not the service's JSON
 * is a proxy speaking: the request may have reached the service before the proxy gave up.
 */
export function provablyNotApplied(answer: Pick<Answer, 'status' | 'text'>): boolean {
  // First, so that no other answer's body (a success may be 512 MiB) is parsed here.
  if (answer.status !== 429 && answer.status !== 503) return false;
  if (Object.keys(ID_IN_TEXT).some((key) => idNamed(answer.text, key) !== undefined)) return false;
  const body = parseObject(answer.text);
  return body?.success !== true && (answer.status === 429 || body?.success === false);
}

/**
 * The results whose id a failed answer may name, found in JSON at the top level or under `data`, or
 * as `deploymentId: X` in text. Run ids are opaque and may be base64, so `+` and `=` belong to them.
 */
const ID_IN_TEXT: Record<string, RegExp> = {
  deploymentId: /deploymentId["']?\s*[:=]\s*["']?([A-Za-z0-9._-]{1,64})/,
  runId: /runId["']?\s*[:=]\s*["']?([A-Za-z0-9+=._-]{1,128})/,
};

/** The id a failed answer names, by the key of the result it belongs to (deploy's, trigger's). */
export function idNamed(text: string, key: string): string | undefined {
  const inText = ID_IN_TEXT[key];
  if (!inText) return undefined;
  const body = parseObject(text);
  if (body !== undefined) {
    const data = body.data;
    const id = body[key] ?? (isJsonObject(data) ? data[key] : undefined);
    if ((typeof id === 'string' && id !== '') || typeof id === 'number') return String(id);
  }
  // Only the start of a body is searched: a proxy page that quotes the answer does so early.
  return inText.exec(text.slice(0, 64 * 1024))?.[1];
}

const ABSENT = /\b(not found|does not exist|doesn't exist|no such)\b/i;

/** The service's documented ways of saying "no connection by that name". */
export function saysAbsent(answer: Pick<Answer, 'status' | 'text'>): boolean {
  if (answer.status === 404) return true;
  if (answer.status !== 400 && answer.status !== 500) return false;
  const body = parseObject(answer.text);
  return body?.success === false && typeof body.message === 'string' && ABSENT.test(body.message);
}

function parseObject(text: string): Record<string, unknown> | undefined {
  const value = parseJsonOr(text, undefined);
  return isJsonObject(value) ? value : undefined;
}
