/**
 * Sends one API request over a shared keep-alive pool, with the per-request time-out and the
 * retry policy of retry.ts. Returns the final HTTP answer whatever its status (the client reads
 * and judges it); throws ApiError only when no answer came.
 *
 * Why a small explicit loop and not undici's RetryAgent/RetryHandler (judged by reading the
 * undici 8 source against this policy): its defaults do not fit (they retry 500, and never
 * POST), so a custom `retry` callback would re-implement the whole policy anyway (statuses,
 * codes, the deploy rule, Retry-After, jitter). The caller then gets only the final outcome,
 * without how many attempts were made or how earlier ones ended, both of which the error line
 * needs. And there is no per-attempt time-out: an AbortSignal spans the whole call, back-off
 * sleeps included (a 60 s Retry-After would eat into a 600 s time-out), while headersTimeout and
 * bodyTimeout are idle timers that a slowly dripping body never trips. Its Range/ETag resume
 * logic serves downloads, not JSON calls. What remains is the bounded for-loop below.
 */
import { Agent, EnvHttpProxyAgent, type Dispatcher } from './undici.js';
import { VERSION } from '../version.js';
import { BodyTooLarge, BodyUndecodable, MAX_BODY_BYTES, readBody } from '../http/body.js';
import { ApiError, attemptsNote, seconds, unknownOutcome, type OnceContext } from './errors.js';
import {
  RETRY_AFTER_MAX_MS,
  classifyNetworkError,
  isRetryable,
  mayHaveBeenProcessed,
  parseRetryAfter,
  retryDelay,
  type AttemptOutcome,
  type NetworkFailure,
} from './retry.js';
import type { Redact } from '../secrets.js';
import { oneLine } from '../text.js';
import type { ClientOptions, Operation } from './types.js';

export const USER_AGENT = `orchestration-action/${VERSION}`;
const DEFAULT_MAX_CONNECTIONS = 16;
const DEFAULT_RETRY_BASE_MS = 1000;
const DEFAULT_RETRY_MAX_MS = 60_000;

export interface TransportRequest {
  operation: Operation;
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the base URL, path parameters already encoded; starts with `/`. */
  path: string;
  /** The JSON text of the body, if any. */
  body?: string;
  /**
   * Set for a create that must not run twice unless provably not received (deploy, create
   * fabric, add secret, add connection): its delivery is `once` (retry.ts), and the context
   * words the error when the outcome is unknown.
   */
  once?: OnceContext;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body, read once as text (the client parses it once). */
  text: string;
  attempts: number;
  /** How an earlier, retried attempt ended if it may have been processed, for the error line. */
  earlier?: string;
  /** The service asked to wait this long (Retry-After, ms) before another attempt: too long to wait. */
  waitRefusedMs?: number;
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

/**
 * One pool for every call of a run. With a proxy variable set, EnvHttpProxyAgent routes each
 * origin through the proxy unless NO_PROXY/no_proxy lists it. TLS is left to Node's defaults on
 * purpose (no `connect.ca`): Node's CA store, which includes NODE_EXTRA_CA_CERTS, is what
 * verifies the service, so a private CA only needs that variable set for the step.
 */
export function createDispatcher(maxConnections: number, env: NodeJS.ProcessEnv = process.env): Dispatcher {
  const options = { connections: maxConnections };
  const proxied = PROXY_VARIABLES.some((name) => Boolean(env[name]));
  return proxied ? new EnvHttpProxyAgent(options) : new Agent(options);
}

/** What a failed attempt looked like, before the loop decides to retry or give up. */
type Attempt =
  | { kind: 'response'; response: Omit<TransportResponse, 'attempts' | 'earlier'> }
  | { kind: 'failure'; failure: NetworkFailure };

export class Transport {
  private readonly dispatcher: Dispatcher;
  private readonly origin: string;
  private readonly host: string;
  private readonly baseHeaders: Record<string, string>;
  private readonly retries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxBodyBytes: number;
  private readonly options: ClientOptions;
  private readonly redact: Redact;

  constructor(options: ClientOptions, redact: Redact) {
    this.options = options;
    this.redact = redact;
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.host = url.hostname;
    this.dispatcher = createDispatcher(options.maxConnections ?? DEFAULT_MAX_CONNECTIONS);
    this.baseHeaders = {
      'x-auth-token': options.token,
      accept: 'application/json',
      'user-agent': USER_AGENT,
    };
    this.retries = Math.max(0, Math.floor(options.retries));
    this.baseDelayMs = options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_MS;
    this.maxDelayMs = options.retryMaxDelayMs ?? DEFAULT_RETRY_MAX_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    let earlier: string | undefined;
    const delivery = req.once ? 'once' : 'repeatable';
    // Bounded: at most retries + 1 attempts.
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(req);
      const outcome: AttemptOutcome =
        result.kind === 'response'
          ? { status: result.response.status, text: result.response.text }
          : { failure: result.failure };
      if (attempt > this.retries || !isRetryable(outcome, delivery)) {
        if (result.kind === 'response') return { ...result.response, attempts: attempt, earlier };
        throw this.failureError(req, result.failure, attempt, earlier);
      }
      const reason =
        result.kind === 'response'
          ? `HTTP ${result.response.status}`
          : this.describe(result.failure, undefined);
      if (earlier === undefined && this.ambiguous(result)) earlier = reason;
      const retryAfter =
        result.kind === 'response' ? parseRetryAfter(result.response.headers['retry-after']) : undefined;
      // A wait longer than this step will hold the runner for ends the retries at once.
      if (result.kind === 'response' && retryAfter !== undefined && retryAfter > this.longestWaitMs()) {
        return { ...result.response, attempts: attempt, earlier, waitRefusedMs: retryAfter };
      }
      const delayMs = retryDelay(attempt, retryAfter, this.baseDelayMs, this.maxDelayMs);
      this.options.onRetry?.({ operation: req.operation, attempt, delayMs, reason });
      await sleep(delayMs);
    }
  }

  /**
   * The longest Retry-After honoured: five minutes, and never more than request-timeout (the
   * most the user gives one request: waiting longer than that for the next attempt is the same
   * as the service not answering).
   */
  longestWaitMs(): number {
    return Math.min(RETRY_AFTER_MAX_MS, this.options.timeoutMs);
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  /** One attempt, bounded as a whole (headers and body) by the time-out. */
  private async attempt(req: TransportRequest): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let responseStarted = false;
    // undici's own idle timers stay as a backstop behind ours (their default, 300 s, is shorter
    // than the action's default time-out and would otherwise fire first).
    const backstop = Math.ceil(this.options.timeoutMs) + 1000;
    try {
      // Split as undici's own `request(url)` does: the URL parser normalises the path.
      const url = new URL(`${this.options.baseUrl}${req.path}`);
      const res = await this.dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: req.method,
        headers:
          req.body === undefined
            ? this.baseHeaders
            : { ...this.baseHeaders, 'content-type': 'application/json' },
        body: req.body,
        signal: controller.signal,
        headersTimeout: backstop,
        bodyTimeout: backstop,
      });
      responseStarted = true;
      const text = await readBody(res.body, res.headers['content-encoding'], this.maxBodyBytes);
      // The body's end resolves text() a moment before undici marks the connection idle; a
      // call made right away would find it busy and open a second one. One macrotask later the
      // connection is free, so sequential calls share one keep-alive connection.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return { kind: 'response', response: { status: res.statusCode, headers: res.headers, text } };
    } catch (err) {
      if (controller.signal.aborted) {
        return { kind: 'failure', failure: { kind: 'timeout', code: 'TIMEOUT', message: 'time-out' } };
      }
      if (err instanceof BodyTooLarge)
        return { kind: 'failure', failure: { kind: 'too-large', code: 'TOO_LARGE', message: err.message } };
      if (err instanceof BodyUndecodable)
        return {
          kind: 'failure',
          failure: { kind: 'undecodable', code: 'UNDECODABLE', message: err.message },
        };
      return { kind: 'failure', failure: classifyNetworkError(err, responseStarted) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** A retried attempt whose request may nevertheless have been processed. */
  private ambiguous(result: Attempt): boolean {
    if (result.kind === 'failure') return mayHaveBeenProcessed(result.failure);
    return result.response.status === 502 || result.response.status === 504;
  }

  private failureError(
    req: TransportRequest,
    failure: NetworkFailure,
    attempts: number,
    earlier?: string,
  ): ApiError {
    const unknown = mayHaveBeenProcessed(failure);
    let reason = this.describe(failure, req.once);
    if (req.once && unknown) reason = unknownOutcome(reason, req.once);
    // An earlier ambiguous attempt is worth a mention only when this failure is not one itself.
    reason += attemptsNote(attempts, unknown ? undefined : earlier);
    const maybeProcessed = unknown || earlier !== undefined;
    return new ApiError({ operation: req.operation, maybeProcessed, attempts }, oneLine(this.redact(reason)));
  }

  /** The cause of a failure, in the user's terms. */
  private describe(failure: NetworkFailure, once: OnceContext | undefined): string {
    const { kind, code } = failure;
    switch (kind) {
      case 'refused':
      case 'connect':
        return `could not connect to ${this.origin} (${code})`;
      case 'dns':
      case 'dns-temporary':
        return `could not resolve ${this.host} (${code})`;
      case 'tls': {
        // Node's text ends with its own advice after a ';' (run with --use-system-ca); ours follows.
        const what = failure.message.replace(/^(\w*Error: )+/, '').split(';')[0];
        const privateCa = /CERT|SELF_SIGNED|ISSUER/.test(code)
          ? ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
            " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)"
          : '';
        return `the TLS connection to ${this.origin} failed: ${what} (${code})${privateCa}`;
      }
      case 'reset':
        return once
          ? 'the connection was reset after the request was sent'
          : `the connection was reset before a response (${code})`;
      case 'reset-in-body':
        return `the connection was reset while the response was being read (${code})`;
      case 'timeout':
        return `no response within ${seconds(this.options.timeoutMs)} (request-timeout)`;
      case 'too-large':
      case 'undecodable':
        return failure.message;
      case 'other':
        return `the request failed: ${failure.message} (${code})`;
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
