/**
 * The GitHub REST client for check runs and pull-request comments: Octokit as @actions/github
 * hands it out (`getOctokit`: the token, the runner's proxy settings, GitHub Enterprise Server's
 * API root) with @octokit/plugin-retry and @octokit/plugin-throttling. It is created only when a
 * run talks to GitHub: Octokit and its plugins cost ~100 ms of loading that a run without a
 * github-token, or a dry run, never pays.
 *
 * Reporting to GitHub is best effort (the test results decide the step), so every request is
 * bounded, sent at most once when sending it twice could write twice, and fails in words that
 * say what happened. What this module adds to Octokit for that, and why:
 *
 * - **Time.** An attempt that has no whole answer after 30 s is abandoned (tests shorten this
 *   with the environment variable ORCHESTRATION_GITHUB_TIMEOUT_MS; it is not an input), and once
 *   one was abandoned the client sends nothing more: a GitHub that does not answer costs the step
 *   30 s, not 30 s per request. An answer is read up to ANSWER_MAX_BYTES (decoded); past that it
 *   is a malformed answer, not a runner killed for memory.
 * - **Retries only where a second copy is harmless.** plugin-retry retries 5xx answers and lost
 *   connections for GETs and for the edit of a comment's body. A create (a check run, a comment)
 *   and a check-run update (each appends annotations) are sent once; after a failure GitHub may
 *   have applied, the caller says so rather than writing twice. Rate-limit refusals, which GitHub
 *   answers before doing anything, are waited out by plugin-throttling for every request (at most
 *   MAX_RATE_LIMIT_WAITS waits of at most MAX_RATE_LIMIT_WAIT_MS); a longer limit fails at once,
 *   with its reset time. Two things plugin-retry gets wrong for this, corrected by the innermost
 *   hook (`sendOnce`): it takes a request that got no answer for an HTTP 500 (Octokit reports it
 *   so), and would retry one abandoned after 30 s, so that one is marked status 0; and a
 *   per-request `retries` above 0 makes it retry every error, 4xx included (its "failed" handler
 *   reads only that count), so per request it is only ever set to 0. And Octokit gives every
 *   request of a client the same default `request` options object, into which both plugins write
 *   their per-request counters (and we the `retries: 0` of a create): without a copy per request,
 *   a create would stop the retries of every later GET, and one retry would lengthen the back-off
 *   of the next request's first.
 * - **Writes a repository can afford.** plugin-throttling queues every write 1 s after the last
 *   one, which would add 19 s to the default check run; its queues are replaced per client by a
 *   burst of 20 writes, then one a second (see writeQueues).
 * - **Truthful failures.** Every failure becomes one GitHubRequestError whose kind says what
 *   happened: an HTTP error with GitHub's message, a rate limit with its reset time (not a
 *   permission problem), a network error (not "HTTP 500"), a timeout, or a malformed answer.
 *   The answers the writers rely on are validated (`validAnswer`), so a strange body never
 *   becomes `undefined` in an output or a raw JavaScript error in a warning.
 * - **Quiet.** Octokit's own log goes to the caller's (the runner's debug and warning lines,
 *   which escape and redact), never to the console, where text from an answer could read as a
 *   workflow command.
 */
import type { getOctokit } from '@actions/github';
import type Bottleneck from 'bottleneck';
import type * as z from 'zod';
import { clip, duration, formatCount, oneLine } from '../text.js';

export type Octokit = ReturnType<typeof getOctokit>;
type OctokitOptions = NonNullable<Parameters<typeof getOctokit>[1]>;
/** What the hooks read of a request's options (Octokit's endpoint options). */
interface EndpointOptions {
  method: string;
  url: string;
  request: { retries?: number; [option: string]: unknown };
}

/** How long one attempt may wait for its whole answer. */
export const GITHUB_TIMEOUT_MS = 30_000;
/** For tests only (not an input): the timeout in milliseconds, e.g. 500. */
export const TIMEOUT_ENV = 'ORCHESTRATION_GITHUB_TIMEOUT_MS';
/** The largest answer read: a page of 100 comments of 65,536 characters fits. */
export const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/** Extra attempts for a request that may be sent again (GETs, a comment's edit). */
const RETRIES = 2;
/** plugin-retry's defaults but for 429: a rate limit is plugin-throttling's alone to wait out. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
/** Writes sent at once before the rest go WRITE_INTERVAL_MS apart (see writeQueues). */
const WRITE_BURST = 20;
const WRITE_INTERVAL_MS = 1000;
const MAX_RATE_LIMIT_WAITS = 3;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
/** Errors that mean the request never reached GitHub. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
/** Statuses whose answers have no body, which `new Response` refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The client, and the addresses the answers are checked against. */
export interface GitHubApi {
  readonly octokit: Octokit;
  /** REST API root: GITHUB_API_URL, e.g. https://api.github.com or https://ghe.example.com/api/v3. */
  readonly apiUrl: string;
  /** Web root: GITHUB_SERVER_URL. The addresses GitHub returns (html_url) must be under it. */
  readonly serverUrl: string;
}

export interface GitHubLog {
  debug(message: string): void;
  warn(message: string): void;
}

export interface RateLimitWait {
  route: string;
  waitMs: number;
  /** 1 for the first wait of this request. */
  attempt: number;
  secondary: boolean;
}

export interface GitHubApiOptions {
  /** Milliseconds one attempt may take; default TIMEOUT_ENV or GITHUB_TIMEOUT_MS. */
  timeoutMs?: number;
  /** plugin-retry's unit: a retry waits 1, then 4 times this (default 1 s). */
  retryBaseMs?: number;
  /** Told before each rate-limit wait, e.g. to log it. */
  onRateLimitWait?: (wait: RateLimitWait) => void;
  /** Where Octokit's own messages go (default: nowhere). */
  log?: GitHubLog;
}

export type GitHubFailureKind = 'http' | 'rate-limit' | 'network' | 'timeout' | 'malformed';

/** A request to GitHub that failed, and how. */
export class GitHubRequestError extends Error {
  override name = 'GitHubRequestError';
  /** What happened, described for a person (without the route): see describeGitHubFailure. */
  readonly description: string;
  constructor(
    /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
    readonly route: string,
    readonly kind: GitHubFailureKind,
    /** The HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** GitHub's `message` (one line), or what went wrong without an answer. */
    readonly githubMessage: string,
    readonly details: {
      /** Rate limits: when GitHub says it may be asked again (ms since the epoch). */
      resetAt?: number;
      secondary?: boolean;
      /** Whether GitHub may have carried the request out (false: provably not). */
      maybeApplied?: boolean;
    } = {},
  ) {
    const description = describe(kind, status, githubMessage, details);
    super(`${route}: ${description}`);
    this.description = description;
  }

  get maybeApplied(): boolean {
    return this.details.maybeApplied ?? false;
  }
}

/** What went wrong, for a warning: a GitHubRequestError's description, or any error's message. */
export function describeGitHubFailure(err: unknown): string {
  if (err instanceof GitHubRequestError) return err.description;
  return oneLine(err instanceof Error ? err.message : String(err));
}

function describe(
  kind: GitHubFailureKind,
  status: number,
  message: string,
  details: GitHubRequestError['details'],
): string {
  switch (kind) {
    case 'http':
      return `HTTP ${status}, ${message}`;
    case 'rate-limit': {
      const which = details.secondary ? 'secondary rate limit' : 'API rate limit';
      const reset =
        details.resetAt === undefined
          ? ''
          : `; it resets at ${utc(details.resetAt)} (in ${duration(details.resetAt - Date.now())})`;
      return `GitHub's ${which} was reached (HTTP ${status}: ${message})${reset}`;
    }
    case 'network':
      return `network error: the connection to GitHub failed before an answer (${message})`;
    case 'timeout':
    case 'malformed':
      return message;
  }
}

/** `2026-11-23 21:14:03 UTC`. */
function utc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}

/** The timeout this process uses: TIMEOUT_ENV when it holds a positive whole number, else 30 s. */
export function githubTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[TIMEOUT_ENV];
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : GITHUB_TIMEOUT_MS;
}

/** Creates the client for the API at `where.apiUrl` (GITHUB_API_URL: github.com or a GitHub Enterprise Server). */
export async function createGitHubApi(
  token: string,
  where: { apiUrl: string; serverUrl: string },
  options: GitHubApiOptions = {},
): Promise<GitHubApi> {
  const [[{ getOctokit }, { defaults }], { retry }, { throttling }, { default: Bottleneck }, undici] =
    await Promise.all([
      loadActionsGitHub(),
      import('@octokit/plugin-retry'),
      import('@octokit/plugin-throttling'),
      // The build the plugins use: one copy of Bottleneck in the bundle.
      import('bottleneck/light.js'),
      // The undici @actions/github fetches with (loaded with it). Node's global Response is
      // another copy of undici, built into Node: ~45 ms to start, for one constructor.
      import('undici'),
    ]);
  yieldWithoutTimers(Bottleneck);
  const timeoutMs = options.timeoutMs ?? githubTimeoutMs();
  const log = options.log ?? { debug: () => undefined, warn: () => undefined };
  const state: ClientState = { abandoned: false };
  // The options replace @actions/github's `request` defaults as a whole: its proxy-aware fetch is
  // kept inside ours.
  const proxyFetch = (defaults.request?.fetch ?? fetch) as typeof fetch;
  const rateLimited =
    (secondary: boolean) =>
    (retryAfterSeconds: number, request: EndpointOptions, _octokit: unknown, retryCount: number): boolean => {
      const waitMs = retryAfterSeconds * 1000;
      if (retryCount >= MAX_RATE_LIMIT_WAITS || waitMs > MAX_RATE_LIMIT_WAIT_MS) return false;
      options.onRateLimitWait?.({ route: routeOf(request), waitMs, attempt: retryCount + 1, secondary });
      return true;
    };
  const octokitLog = {
    debug: (message: string) => log.debug(message),
    info: (message: string) => log.debug(message),
    warn: (message: string) => log.warn(message),
    error: (message: string) => log.warn(message),
  };
  const octokitOptions: OctokitOptions = {
    baseUrl: where.apiUrl,
    log: octokitLog,
    request: {
      // undici's Response typed as Node's: the two copies of undici-types differ, the class does not.
      fetch: boundedFetch(proxyFetch, undici.Response as unknown as typeof Response, timeoutMs, state),
      // @octokit/request logs (deprecation notices) through its own option, not Octokit's `log`.
      log: octokitLog,
    },
    retry: { retries: RETRIES, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
    throttle: {
      onRateLimit: rateLimited(false),
      onSecondaryRateLimit: rateLimited(true),
      ...writeQueues(Bottleneck),
    },
  };
  // Plugins wrap in the order given: sendOnce is innermost (next to fetch), throttling outermost.
  const octokit = getOctokit(token, octokitOptions, sendOnce, retry, throttling);
  // Registered last, so outermost: what the plugins finally give up on becomes one truthful error.
  octokit.hook.error('request', (error, request) => {
    throw toGitHubRequestError(error, routeOf(request));
  });
  return { octokit, apiUrl: where.apiUrl, serverUrl: where.serverUrl };
}

/**
 * @actions/github reads the event payload when it loads, for a `context` the action never uses
 * (./context.ts reads the payload, bounded): synchronously, whole, whatever the file is, and it
 * prints to stdout when the file is missing. A named pipe there would hang the step, /dev/zero
 * fill its memory. So it loads with GITHUB_EVENT_PATH unset, restored once it has.
 */
async function loadActionsGitHub() {
  const path = process.env.GITHUB_EVENT_PATH;
  delete process.env.GITHUB_EVENT_PATH;
  try {
    return await Promise.all([import('@actions/github'), import('@actions/github/lib/utils')]);
  } finally {
    if (path !== undefined) process.env.GITHUB_EVENT_PATH = path;
  }
}

/**
 * Bottleneck's in-memory store yields to the event loop between the steps of every job with
 * `setTimeout(0)`, about 1 ms each in Node and five or so per job; a request passes through three
 * queues (plugin-retry's, plugin-throttling's global and write groups), which made each GitHub
 * request take ~20 ms on loopback against 1–2 ms for fetch alone: 0.4 s for a check run of 20
 * requests. `setImmediate` yields to the event loop just the same (pending I/O runs first)
 * without the timer's minimum. Both plugins share the one copy of Bottleneck, so this reaches
 * them all; a later Bottleneck without the method is left as it is.
 */
function yieldWithoutTimers(BottleneckClass: typeof Bottleneck): void {
  const store: unknown = Object.getPrototypeOf(
    (new BottleneckClass() as unknown as { _store: object })._store,
  );
  if (store && typeof store === 'object' && 'yieldLoop' in store && typeof store.yieldLoop === 'function')
    store.yieldLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
}

/**
 * The queues plugin-throttling passes writes through, one pair per client. Its own space every
 * write 1 s apart, which would add 19 s to the default check run (20 requests of 50 annotations)
 * for no gain: GitHub's limit for content-creating requests is 80 a minute, and its advice to
 * wait a second between writes is for many of them. Here a burst of WRITE_BURST goes at once and
 * later writes go a second apart (so at most 80 in the first minute); a comment, which notifies
 * people, waits 3 s after the previous one, as the plugin's own queue does.
 */
function writeQueues(BottleneckClass: typeof Bottleneck): {
  write: Bottleneck.Group;
  notifications: Bottleneck.Group;
} {
  return {
    write: new BottleneckClass.Group({
      maxConcurrent: 1,
      reservoir: WRITE_BURST,
      reservoirIncreaseAmount: 1,
      reservoirIncreaseInterval: WRITE_INTERVAL_MS,
      reservoirIncreaseMaximum: WRITE_BURST,
    }),
    notifications: new BottleneckClass.Group({ maxConcurrent: 1, minTime: 3000 }),
  };
}

interface ClientState {
  /** An attempt got no answer in time: send nothing more. */
  abandoned: boolean;
}

/** A request that got no (usable) answer; thrown by our fetch, found again in Octokit's error's causes. */
class NoAnswer extends Error {
  override name = 'NoAnswer';
  constructor(
    readonly reason: 'timeout' | 'abandoned' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/**
 * fetch with the attempt's timeout, the answer's size bound, and nothing sent after an abandoned
 * attempt. The answer read is handed back as an `AnswerClass`: the Response of the undici that
 * `base` fetches with.
 */
function boundedFetch(
  base: typeof fetch,
  AnswerClass: typeof Response,
  timeoutMs: number,
  state: ClientState,
): typeof fetch {
  const seconds = `${formatCount(timeoutMs / 1000)} s`;
  return async (input, init = {}) => {
    if (state.abandoned)
      throw new NoAnswer('abandoned', `not sent: GitHub did not answer an earlier request within ${seconds}`);
    const timer = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timer]) : timer;
    try {
      const response = await base(input, { ...init, signal });
      if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
      const body = await readAtMost(response.body, ANSWER_MAX_BYTES);
      return new AnswerClass(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (err) {
      if (!timer.aborted) throw err;
      state.abandoned = true;
      throw new NoAnswer('timeout', `GitHub did not answer within ${seconds}; the request was abandoned`);
    }
  };
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new NoAnswer(
        'too-large',
        `GitHub's answer is larger than ${formatCount(maxBytes / 1024 / 1024)} MiB; it was not read`,
      );
    }
    chunks.push(value);
  }
}

/**
 * The innermost hook: requests that must not be sent twice get `retries: 0`, and a request that
 * got no answer (abandoned, or too large to read) gets status 0 instead of Octokit's 500, so that
 * plugin-retry leaves both alone.
 */
function sendOnce(octokit: Pick<Octokit, 'hook'>): void {
  octokit.hook.wrap('request', async (request, options) => {
    // A copy for this request: Octokit hands every request the client's one default `request`
    // object, which the retry count (ours, and the plugins' own counters) must not be written to.
    options.request = { ...options.request, ...(mayRepeat(options) ? {} : { retries: 0 }) };
    try {
      return await request(options);
    } catch (err) {
      if (causeOf(err, NoAnswer)) (err as { status: number }).status = 0;
      throw err;
    }
  });
}

/** GETs, and PATCH of a comment (it replaces the body), may be sent twice; creates and check-run updates may not. */
function mayRepeat(options: EndpointOptions): boolean {
  const method = options.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  return method === 'PATCH' && /\/issues\/comments\/(\{comment_id\}|\d+)$/.test(options.url);
}

function routeOf(options: EndpointOptions): string {
  return `${options.method.toUpperCase()} ${options.url}`;
}

/** Octokit's RequestError (status, response.headers, response.data), a network error, or ours. */
function toGitHubRequestError(err: unknown, route: string): GitHubRequestError {
  if (err instanceof GitHubRequestError) return err;
  const noAnswer = causeOf(err, NoAnswer);
  if (noAnswer) {
    return new GitHubRequestError(
      route,
      noAnswer.reason === 'too-large' ? 'malformed' : 'timeout',
      0,
      noAnswer.message,
      {
        maybeApplied: noAnswer.reason !== 'abandoned',
      },
    );
  }
  const response = (err as { response?: { status?: unknown; headers?: unknown; data?: unknown } } | null)
    ?.response;
  if (!response || typeof response.status !== 'number') {
    const { code, message } = rootCause(err);
    const detail = code && !message.includes(code) ? `${message}, ${code}` : message;
    return new GitHubRequestError(route, 'network', 0, detail, { maybeApplied: !NOT_SENT_CODES.has(code) });
  }
  const status = response.status;
  const headers = lowerCaseKeys(response.headers);
  const message = githubMessage(response.data);
  const secondary = /secondary rate limit/i.test(message);
  const exhausted = headers['x-ratelimit-remaining'] === '0';
  if (status === 429 || (status === 403 && (secondary || exhausted))) {
    return new GitHubRequestError(route, 'rate-limit', status, message, {
      secondary,
      resetAt: resetTime(headers),
      maybeApplied: false,
    });
  }
  return new GitHubRequestError(route, 'http', status, message, { maybeApplied: status >= 500 });
}

/** When a rate limit ends: Retry-After (seconds) or x-ratelimit-reset (epoch seconds). */
function resetTime(headers: Record<string, string>): number | undefined {
  const retryAfter = headers['retry-after']?.trim();
  if (retryAfter && /^\d+$/.test(retryAfter)) return Date.now() + Number(retryAfter) * 1000;
  const reset = headers['x-ratelimit-reset']?.trim();
  if (reset && /^\d+$/.test(reset)) return Number(reset) * 1000;
  return undefined;
}

/** GitHub's `message` and its validation `errors`, on one line; a non-JSON body in short. */
function githubMessage(data: unknown): string {
  if (typeof data === 'string') return data.trim() ? clip(oneLine(data), 300) : 'an empty answer';
  if (data === null || typeof data !== 'object') return 'an answer without a message';
  const { message, errors } = data as { message?: unknown; errors?: unknown };
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

function lowerCaseKeys(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers === null || typeof headers !== 'object') return out;
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  return out;
}

/** The first error of this class in the chain of causes. */
function causeOf<T extends Error>(err: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e = err, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof type) return e;
  return undefined;
}

/** The deepest cause's code and message: undici's "fetch failed" says nothing, its cause does. */
function rootCause(err: unknown): { code: string; message: string } {
  let code = '';
  let message = '';
  for (let e = err, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    const { code: c, message: m } = e as { code?: unknown; message?: unknown };
    if (typeof c === 'string') code = c;
    if (typeof m === 'string' && m.trim() && m !== 'fetch failed') message = oneLine(m);
  }
  return { code, message: clip(message || code || 'no answer', 300) };
}

/**
 * An answer's data checked against what the caller relies on, or a 'malformed' error that names
 * the first thing wrong (never a raw JavaScript error further on).
 */
export function validAnswer<T>(schema: z.ZodType<T>, data: unknown, route: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}

/** Throws the error for an answer that is not what GitHub's API documents. */
export function malformed(route: string, detail: string): never {
  throw new GitHubRequestError(
    route,
    'malformed',
    0,
    `GitHub's answer is not what its API documents (${clip(oneLine(detail), 300)})`,
    { maybeApplied: true },
  );
}

/** `url` when it is an address under `root` (same scheme, host and port, and below its path). */
export function addressUnder(url: unknown, root: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(root);
  } catch {
    return undefined;
  }
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (parsed.origin !== base.origin || parsed.username || parsed.password) return undefined;
  return parsed.pathname.startsWith(prefix) ? url : undefined;
}
