/**
 * What GitHub's answers say about themselves, for the transport's policy (src/http/policy.ts): a
 * rate limit proves nothing was done and names its reset; a 5xx is worth another attempt of a
 * repeatable request. And the one error a refusal becomes, in the action's words.
 */
import { parseRetryAfter, maybeApplied, type Answer, type ServerRules } from '../http/policy.js';
import type { HttpAnswer } from '../http/transport.js';
import { isJsonObject, parseJsonOr } from '../common/json.js';
import { clip, duration, formatUtc, oneLine } from '../common/text.js';
import { GitHubRequestError } from './answers.js';

/** GitHub's advice for a secondary limit that names no time: wait at least a minute. */
const SECONDARY_WAIT_MS = 60_000;

function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** GitHub refuses for a rate limit before doing anything: a 429, or a 403 saying so. */
export function rateLimit(answer: Answer): { secondary: boolean } | undefined {
  if (answer.status !== 403 && answer.status !== 429) return undefined;
  const secondary = /secondary rate limit/i.test(answer.text.slice(0, 2000));
  const limited = answer.status === 429 || secondary || header(answer, 'x-ratelimit-remaining') === '0';
  return limited ? { secondary } : undefined;
}

/** In ms from now: Retry-After, or x-ratelimit-reset (epoch seconds). */
function resetIn(answer: Answer, now: number): number | undefined {
  const retryAfter = parseRetryAfter(header(answer, 'retry-after'), now);
  if (retryAfter !== undefined) return retryAfter;
  const reset = header(answer, 'x-ratelimit-reset')?.trim();
  return reset && /^\d+$/.test(reset) ? Math.max(0, Number(reset) * 1000 - now) : undefined;
}

export const GITHUB_RULES: ServerRules = {
  notApplied: (answer) => rateLimit(answer) !== undefined,
  transient: (answer) => [500, 502, 503, 504].includes(answer.status),
  waitAsked: (answer, now) => {
    const limit = rateLimit(answer);
    if (!limit) return parseRetryAfter(header(answer, 'retry-after'), now);
    return resetIn(answer, now) ?? (limit.secondary ? SECONDARY_WAIT_MS : undefined);
  },
};

/** The error an answer that is not a 2xx becomes: a rate limit with its reset, or HTTP and GitHub's message. */
export function refusalOf(answer: HttpAnswer, route: string): GitHubRequestError {
  // Not JSON (an HTML page, a cut body): its text, in short.
  const message = githubMessage(parseJsonOr(answer.text, answer.text));
  const limit = rateLimit(answer);
  if (limit) {
    const now = Date.now();
    const wait = resetIn(answer, now);
    const reset =
      wait === undefined
        ? ''
        : `; it resets at ${formatUtc(now + wait, { seconds: true })} (in ${duration(wait)})`;
    const said = `GitHub's ${limit.secondary ? 'secondary' : 'API'} rate limit was reached (HTTP ${answer.status}: ${message})${reset}`;
    return new GitHubRequestError(route, 'rate-limit', answer.status, message, false, said);
  }
  const applied = maybeApplied({ answer }, GITHUB_RULES) || answer.earlier !== undefined;
  const said = `HTTP ${answer.status}, ${message}`;
  return new GitHubRequestError(route, 'http', answer.status, message, applied, said);
}

/** `message` and its validation `errors` on one line; a non-JSON body in short. */
function githubMessage(data: unknown): string {
  if (typeof data === 'string') return data.trim() ? clip(oneLine(data), 300) : 'an empty answer';
  const { message, errors } = isJsonObject(data) ? data : {};
  const said =
    typeof message === 'string' && message.trim() ? oneLine(message) : 'an answer without a message';
  const reasons = Array.isArray(errors)
    ? errors
        .map((e: { message?: unknown; field?: unknown; code?: unknown } | null) =>
          typeof e?.message === 'string'
            ? e.message
            : typeof e?.field === 'string'
              ? `${e.field} ${String(e.code)}`
              : '',
        )
        .filter(Boolean)
    : [];
  return clip(reasons.length ? `${said} (${oneLine(reasons.join('; '))})` : said, 500);
}
