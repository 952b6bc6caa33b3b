/**
 * The GitHub REST client for check runs and pull-request comments, created only when one of them
 * is needed: @actions/github loads Octokit, its own HTTP client and proxy support (~100 ms), which a
 * run without a github-token, or a dry run, never pays for.
 *
 * Every request waits out GitHub's rate limits (429, or 403 with x-ratelimit-remaining: 0, or a
 * secondary limit's Retry-After) a bounded number of times, then gives up with an error the caller
 * turns into a warning: reporting must never hang a workflow for long.
 */

export interface GitHubResponse<T = unknown> {
  status: number;
  data: T;
}

/** The one method the writers use: `request('POST /repos/{owner}/{repo}/check-runs', {...})`. */
export interface GitHubApi {
  request<T = unknown>(route: string, params?: Record<string, unknown>): Promise<GitHubResponse<T>>;
}

/** A request GitHub refused (or that never got an answer, status 0). */
export class GitHubRequestError extends Error {
  override name = 'GitHubRequestError';
  constructor(
    readonly route: string,
    readonly status: number,
    /** GitHub's `message` (e.g. "Resource not accessible by integration"), or the network error. */
    readonly githubMessage: string,
  ) {
    super(`${route}: ${status ? `HTTP ${status}, ` : ''}${githubMessage}`);
  }
}

export interface RateLimitPolicy {
  /** Most waits for one request before giving up (default 3). */
  maxWaits?: number;
  /** Longest single wait in ms (default 60 s); a limit that resets later is not waited for. */
  maxWaitMs?: number;
  /** Told before each wait, e.g. to log it. */
  onWait?: (info: { route: string; waitMs: number; attempt: number }) => void;
  /** Test hooks. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const DEFAULT_MAX_WAITS = 3;
const DEFAULT_MAX_WAIT_MS = 60_000;
/** GitHub's advice for a secondary limit without Retry-After: wait at least a minute. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;
/** Clocks differ between the runner and GitHub; a second of margin avoids one wasted retry. */
const RESET_MARGIN_MS = 1_000;

/** Creates the client for the API at apiUrl (GITHUB_API_URL: github.com or an Enterprise Server). */
export async function createGitHubApi(
  token: string,
  apiUrl: string,
  policy: RateLimitPolicy = {},
): Promise<GitHubApi> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl: apiUrl });
  const send = async (route: string, params: Record<string, unknown>): Promise<RawOutcome> => {
    try {
      const response = await octokit.request(route, params);
      return { ok: true, status: response.status, data: response.data as unknown };
    } catch (err) {
      return { ok: false, ...describeFailure(err) };
    }
  };
  return withRateLimitWaits(send, policy);
}

/** What one attempt produced, independent of the HTTP library. */
export type RawOutcome =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; message: string; headers: Record<string, string> };

/** Wraps a single-attempt sender with the rate-limit waits; exported for tests. */
export function withRateLimitWaits(
  send: (route: string, params: Record<string, unknown>) => Promise<RawOutcome>,
  policy: RateLimitPolicy = {},
): GitHubApi {
  const maxWaits = policy.maxWaits ?? DEFAULT_MAX_WAITS;
  const maxWaitMs = policy.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = policy.now ?? Date.now;
  return {
    async request<T>(route: string, params: Record<string, unknown> = {}): Promise<GitHubResponse<T>> {
      for (let attempt = 1; ; attempt++) {
        const outcome = await send(route, params);
        if (outcome.ok) return { status: outcome.status, data: outcome.data as T };
        const waitMs = rateLimitWait(outcome, now());
        if (waitMs === undefined) throw new GitHubRequestError(route, outcome.status, outcome.message);
        if (attempt > maxWaits) {
          throw new GitHubRequestError(
            route,
            outcome.status,
            `${outcome.message} (rate limited; gave up after ${maxWaits} waits)`,
          );
        }
        if (waitMs > maxWaitMs) {
          throw new GitHubRequestError(
            route,
            outcome.status,
            `${outcome.message} (rate limited for another ${Math.ceil(waitMs / 1000)} s; not waiting that long)`,
          );
        }
        policy.onWait?.({ route, waitMs, attempt });
        await sleep(waitMs);
      }
    },
  };
}

/** How long GitHub asks us to wait, or undefined when the failure is not a rate limit. */
export function rateLimitWait(
  outcome: { status: number; message: string; headers: Record<string, string> },
  nowMs: number,
): number | undefined {
  const { status, headers } = outcome;
  const exhausted = headers['x-ratelimit-remaining'] === '0';
  const retryAfter = headers['retry-after'];
  const secondary = /secondary rate limit/i.test(outcome.message);
  const limited = status === 429 || (status === 403 && (exhausted || retryAfter !== undefined || secondary));
  if (!limited) return undefined;
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  const reset = headers['x-ratelimit-reset'];
  if (exhausted && reset !== undefined && /^\d+$/.test(reset.trim())) {
    return Math.max(0, Number(reset) * 1000 - nowMs) + RESET_MARGIN_MS;
  }
  return SECONDARY_LIMIT_WAIT_MS;
}

/** Octokit's RequestError (status, response.data.message, response.headers) or a network error. */
function describeFailure(err: unknown): { status: number; message: string; headers: Record<string, string> } {
  const e = err as {
    status?: unknown;
    message?: unknown;
    response?: { data?: unknown; headers?: Record<string, unknown> };
  };
  const status = typeof e?.status === 'number' ? e.status : 0;
  const data = e?.response?.data as { message?: unknown } | string | undefined;
  const githubMessage =
    typeof data === 'object' && data !== null && typeof data.message === 'string'
      ? data.message
      : typeof e?.message === 'string'
        ? e.message
        : String(err);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(e?.response?.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return { status, message: firstLine(githubMessage), headers };
}

/** GitHub's validation messages span lines ("Invalid request.\n\nNo more than 50 items…"). */
function firstLine(message: string): string {
  return message
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}
