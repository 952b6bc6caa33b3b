/**
 * The GitHub REST client: the toolkit's Octokit (@actions/github's getOctokit: typed endpoint
 * methods, URL templates, pagination) over the service's transport and policy (src/http/), through
 * Octokit's documented `request.fetch` (call.ts); GitHub's rules are in rules.ts. getOctokit carries
 * no retry or throttling plugin: what is sent again, and when, is decided once, by the transport.
 *
 * A read, or a write that sets a whole value, is `repeatable`; a create or a check-run update (each
 * appends) is `once`: after a failure GitHub may have applied, the caller says so rather than
 * writing twice. A rate-limit refusal proves nothing was done, so any request waits it out. After
 * one time-out nothing more is sent: an unanswering GitHub costs the step one time-out, not one a
 * request. A next page is followed only under the API root: the token goes wherever a link points.
 */
import type * as z from 'zod';
import { HttpFailure, Transport, type HttpAnswer } from '../http/transport.js';
import { clip, formatBytes, oneLine, plainSeconds } from '../common/text.js';
import { VERSION } from '../version.js';
import { GitHubRequestError, addressUnder, malformed, validAnswer } from './answers.js';
import { Call, type SendOptions, type Sending } from './call.js';
import type { Route } from './route.js';
import { GITHUB_RULES, rateLimit } from './rules.js';
import { loadToolkit } from './toolkit.js';
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
/** Octokit's own log would print around Runner.info (src/README.md): what a request did, the errors say. */
const QUIET = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** ORCHESTRATION_GITHUB_TIMEOUT_MS is for tests only (not an input). */
export function githubTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.ORCHESTRATION_GITHUB_TIMEOUT_MS;
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : GITHUB_TIMEOUT_MS;
}

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
  private readonly token: string;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly onRateLimitWait: GitHubApiOptions['onRateLimitWait'];
  private readonly writes = new WriteBudget(WRITE_BURST, WRITE_INTERVAL_MS);

  constructor(token: string, where: { apiUrl: string; serverUrl: string }, options: GitHubApiOptions = {}) {
    this.apiUrl = where.apiUrl.replace(/\/+$/, '');
    this.serverUrl = where.serverUrl.replace(/\/+$/, '');
    this.token = token;
    this.timeoutMs = options.timeoutMs ?? githubTimeoutMs();
    this.onRateLimitWait = options.onRateLimitWait;
    this.transport = new Transport({
      baseUrl: this.apiUrl,
      // Who the action is and what it accepts is said here, once: the transport sends these
      // headers, not the ones Octokit composes.
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

  /** GitHub's answer to one request, as `schema` reads it; a GitHubRequestError when there is none to read. */
  async request<P, S extends z.ZodType>(route: Route<P>, params: P, schema: S): Promise<z.output<S>> {
    const call = await this.call(route);
    const release = call.isRead
      ? undefined
      : await this.writes.take(Math.min(route.concurrency ?? 1, MOST_WRITES_IN_FLIGHT));
    try {
      const { data } = await call.settle(call.method(params));
      return validAnswer(schema as z.ZodType<z.output<S>>, data, call.name);
    } finally {
      release?.();
    }
  }

  /** A list's pages, at most `maxPages`, through Octokit's paginator; `hasNext`: GitHub links another. */
  async *pages<P, S extends z.ZodType>(route: Route<P>, params: P, schema: S, maxPages: number) {
    const call = await this.call(route);
    const pages = call.pages(params);
    for (let page = 1; page <= maxPages; page++) {
      const { data, hasNext } = await call.settle(pages.next());
      yield { data: validAnswer(schema as z.ZodType<z.output<S>>, data, call.name), hasNext };
      if (!hasNext) return;
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  /** An Octokit of its own for each call: its fetch keeps that call's answers. */
  private async call<P>(route: Route<P>): Promise<Call<P>> {
    const { getOctokit } = await loadToolkit();
    return new Call(
      route,
      (fetch) =>
        getOctokit(this.token, {
          baseUrl: this.apiUrl,
          log: QUIET,
          // The call reads GitHub's answers itself (call.ts).
          request: { fetch, parseSuccessResponseBody: false },
        }),
      (route, name, request) => this.send(route, name, request),
    );
  }

  private send(route: SendOptions, name: string, { method, url, body }: Sending): Promise<HttpAnswer> {
    let waits = 0;
    return this.transport
      .send({
        method,
        path: this.below(url, name),
        body,
        delivery: route.delivery,
        singleAttempt: route.singleAttempt,
        onRetry: ({ outcome, delayMs }) => {
          const limit = 'answer' in outcome ? rateLimit(outcome.answer) : undefined;
          if (limit)
            this.onRateLimitWait?.({
              route: name,
              waitMs: delayMs,
              attempt: ++waits,
              secondary: limit.secondary,
            });
        },
      })
      .catch((err: unknown) => {
        throw err instanceof HttpFailure ? this.noAnswer(err, name) : err;
      });
  }

  /** The path below the API root of an address Octokit asks for, as a next page GitHub linked. */
  private below(url: string, name: string): string {
    if (addressUnder(url, this.apiUrl) === undefined)
      malformed(name, `its next page is at ${JSON.stringify(clip(url, 200))}, not on ${this.apiUrl}`);
    const { pathname, search } = new URL(url);
    return pathname.slice(new URL(this.apiUrl).pathname.replace(/\/+$/, '').length) + search;
  }

  private noAnswer(err: HttpFailure, route: string): GitHubRequestError {
    const { failure } = err;
    const seconds = plainSeconds(this.timeoutMs);
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
