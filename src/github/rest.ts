/**
 * The GitHub REST client, over the service's transport and policy (src/http/); GitHub's rules are
 * in rules.ts. A read, or a write that sets a whole value, is `repeatable`; a create or a check-run update
 * (each appends) is `once`: after a failure GitHub may have applied, the caller says so rather than
 * writing twice. A rate-limit refusal proves nothing was done, so any request waits it out. After
 * one time-out nothing more is sent: an unanswering GitHub costs the step one time-out, not one a
 * request. Not Octokit: its retry and throttling plugins are unsafe for writes (docs/development.md).
 */
import type * as z from 'zod';
import type { Answer, Delivery } from '../http/policy.js';
import { HttpFailure, Transport, type HttpAnswer, type HttpRequest } from '../http/transport.js';
import { clip, formatBytes, formatCount, oneLine } from '../text.js';
import { parseJsonOr } from '../json.js';
import { VERSION } from '../version.js';
import { GitHubRequestError, addressUnder, malformed, validAnswer } from './answers.js';
import { GITHUB_RULES, rateLimit, refusalOf } from './rules.js';
import { WriteBudget } from './write-budget.js';

/** How long one attempt may wait for its whole answer. */
export const GITHUB_TIMEOUT_MS = 30_000;
/** The largest answer read: a page of 100 comments of 65,536 characters fits. */
export const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/** Extra attempts for a repeatable request after a 5xx or a lost connection. */
const RETRIES = 2;
/** Rate-limit waits of one request, at most LONGEST_WAIT_MS each; past them it fails as a rate limit. */
const RATE_LIMIT_WAITS = 3;
const LONGEST_WAIT_MS = 60_000;
const WRITE_BURST = 20;
const WRITE_INTERVAL_MS = 1000;
/**
 * The most writes of one route in flight at once (a check run's annotation batches); the pool
 * holds as many connections. GitHub allows 100 concurrent requests; other writes go one at a time.
 */
export const MOST_WRITES_IN_FLIGHT = 6;

/** ORCHESTRATION_GITHUB_TIMEOUT_MS is for tests only (not an input). */
export function githubTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.ORCHESTRATION_GITHUB_TIMEOUT_MS;
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : GITHUB_TIMEOUT_MS;
}

export interface Route {
  method: HttpRequest['method'];
  /**
   * `/repos/{owner}/{repo}/check-runs`, as GitHub's reference writes it. `{name}` is one segment;
   * `{+name}` a path of segments (a file's path in a repository), each encoded on its own.
   */
  path: string;
  delivery: Delivery;
  /** One request, no retry or wait: a read whose failure the caller reports and goes on without. */
  singleAttempt?: boolean;
  /** Writes of this route in flight at once; default 1, as GitHub asks of integrations. */
  concurrency?: number;
}

/** Path parameters by name; the others become the query (e.g. per_page). */
export type Params = Readonly<Record<string, string | number>>;

export interface RateLimitWait {
  route: string;
  waitMs: number;
  attempt: number;
  secondary: boolean;
}

export interface GitHubApiOptions {
  /** Milliseconds one attempt may take. */
  timeoutMs?: number;
  /** First back-off before a retry (default 1 s); tests lower it. */
  retryBaseMs?: number;
  onRateLimitWait?: (wait: RateLimitWait) => void;
}

export class GitHubApi {
  /** GITHUB_API_URL, e.g. https://ghe.example.com/api/v3. */
  readonly apiUrl: string;
  /** GITHUB_SERVER_URL: the addresses GitHub returns (html_url) must be under it. */
  readonly serverUrl: string;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly onRateLimitWait: GitHubApiOptions['onRateLimitWait'];
  private readonly writes = new WriteBudget(WRITE_BURST, WRITE_INTERVAL_MS);

  constructor(token: string, where: { apiUrl: string; serverUrl: string }, options: GitHubApiOptions = {}) {
    this.apiUrl = where.apiUrl.replace(/\/+$/, '');
    this.serverUrl = where.serverUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? githubTimeoutMs();
    this.onRateLimitWait = options.onRateLimitWait;
    this.transport = new Transport({
      baseUrl: this.apiUrl,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': `orchestration-action/${VERSION}`,
      },
      timeoutMs: this.timeoutMs,
      retries: RETRIES,
      waits: RATE_LIMIT_WAITS,
      rules: GITHUB_RULES,
      longestWaitMs: LONGEST_WAIT_MS,
      maxBodyBytes: ANSWER_MAX_BYTES,
      retryBaseMs: options.retryBaseMs ?? 1000,
      retryMaxMs: LONGEST_WAIT_MS,
      maxConnections: MOST_WRITES_IN_FLIGHT,
      stopAfterTimeout: true,
    });
  }

  async request<S extends z.ZodType>(route: Route, params: Params, schema: S, body?: unknown) {
    const release =
      route.method === 'GET'
        ? undefined
        : await this.writes.take(Math.min(route.concurrency ?? 1, MOST_WRITES_IN_FLIGHT));
    try {
      const answer = await this.send(route, expand(route.path, params), body);
      return judge(answer, nameOf(route), schema);
    } finally {
      release?.();
    }
  }

  /** A next page is followed only under the API root: the token goes wherever the link points. */
  async *pages<S extends z.ZodType>(route: Route, params: Params, schema: S, maxPages: number) {
    let path = expand(route.path, params);
    for (let page = 1; page <= maxPages; page++) {
      const answer = await this.send(route, path);
      const next = /<([^<>]+)>;\s*rel="next"/.exec(header(answer, 'link') ?? '')?.[1];
      yield { data: judge(answer, nameOf(route), schema), hasNext: next !== undefined };
      if (next === undefined) return;
      path = this.below(next, route);
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  private send(route: Route, path: string, body?: unknown): Promise<HttpAnswer> {
    let waits = 0;
    return this.transport
      .send({
        method: route.method,
        path,
        delivery: route.delivery,
        singleAttempt: route.singleAttempt,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        onRetry: ({ outcome, delayMs }) => {
          const limit = 'answer' in outcome ? rateLimit(outcome.answer) : undefined;
          if (limit)
            this.onRateLimitWait?.({
              route: nameOf(route),
              waitMs: delayMs,
              attempt: ++waits,
              secondary: limit.secondary,
            });
        },
      })
      .catch((err: unknown) => {
        throw err instanceof HttpFailure ? this.noAnswer(err, nameOf(route)) : err;
      });
  }

  private below(link: string, route: Route): string {
    if (addressUnder(link, this.apiUrl) === undefined)
      malformed(
        nameOf(route),
        `its next page is at ${JSON.stringify(clip(link, 200))}, not on ${this.apiUrl}`,
      );
    const url = new URL(link);
    return url.pathname.slice(new URL(this.apiUrl).pathname.replace(/\/+$/, '').length) + url.search;
  }

  private noAnswer(err: HttpFailure, route: string): GitHubRequestError {
    const { failure } = err;
    const seconds = `${formatCount(this.timeoutMs / 1000)} s`;
    const known: Partial<Record<string, [GitHubRequestError['kind'], string]>> = {
      timeout: ['timeout', `GitHub did not answer within ${seconds}; the request was abandoned`],
      'not-sent': ['timeout', `not sent: GitHub did not answer an earlier request within ${seconds}`],
      'too-large': [
        'malformed',
        `GitHub's answer is larger than ${formatBytes(ANSWER_MAX_BYTES)}; it was not read`,
      ],
      undecodable: ['malformed', `GitHub's answer could not be read: ${failure.message}`],
    };
    const [kind, said] = known[failure.kind] ?? [];
    if (kind && said) return new GitHubRequestError(route, kind, 0, said, failure.kind !== 'not-sent');
    const { code } = failure;
    // Node's text may start with the error's class name ("Error: connect ECONNREFUSED …").
    const message = failure.message.replace(/^(\w*Error: )+/, '');
    const detail = clip(oneLine(code && !message.includes(code) ? `${message}, ${code}` : message), 300);
    const network = `network error: the connection to GitHub failed before an answer (${detail})`;
    return new GitHubRequestError(route, 'network', 0, detail, err.maybeApplied, network);
  }
}

function nameOf(route: Route): string {
  return `${route.method} ${route.path}`;
}

/**
 * Each `{name}` value is encoded as one segment; a `{+name}` value is split at `/` and each of its
 * segments encoded, so `ci/quarantine.yml` stays two segments and `%2F` never reaches GitHub.
 */
function expand(template: string, params: Params): string {
  const inPath = new Set<string>();
  const path = template.replace(/\{(\+?)(\w+)\}/g, (_, reserved: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${reserved}${name}}`);
    inPath.add(name);
    const segments = reserved ? String(value).split('/') : [String(value)];
    return segments.map(encodeURIComponent).join('/');
  });
  const query = Object.entries(params)
    .filter(([name]) => !inPath.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

function header(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function judge<S extends z.ZodType>(answer: HttpAnswer, route: string, schema: S): z.output<S> {
  if (answer.status < 200 || answer.status >= 300) throw refusalOf(answer, route);
  // Not JSON (an HTML page, a cut body): the text, which the schema then refuses by its type.
  const data = parseJsonOr(answer.text, answer.text);
  return validAnswer(schema as z.ZodType<z.output<S>>, data, route);
}
