/**
 * Sends requests to one server over one keep-alive pool, following the policy of policy.ts: a
 * time-out per attempt (headers and body together), a bound on what is read, and retries with
 * back-off, waiting as long as the server asks when it says so and that is not too long. Returns
 * the final answer whatever its status (the client judges it); throws HttpFailure only when no
 * answer came.
 *
 * Why a small loop of our own rather than undici's RetryAgent: its defaults retry 500 and never
 * POST, so a custom callback would hold the whole policy anyway; the caller would get only the
 * final outcome, not how earlier attempts ended, which the error lines need; and its signal spans
 * the whole call, back-off included, while the time-out here is per attempt (undici's own
 * headersTimeout and bodyTimeout are idle timers that a slowly dripping body never trips).
 */
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { BodyTooLarge, BodyUndecodable, readBody } from './body.js';
import {
  backoffDelay,
  classifyNetworkError,
  endOf,
  maybeApplied,
  mayRetry,
  type Answer,
  type AttemptEnd,
  type AttemptOutcome,
  type Delivery,
  type NetworkFailure,
  type ServerRules,
} from './policy.js';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /**
   * Path and query below the base URL, each parameter already encoded: sent as written, never
   * normalised (a connection named `a%2Fb` stays one segment).
   */
  path: string;
  /** The JSON text of the body, if any. */
  body?: string;
  delivery: Delivery;
  /** Told before each retry, e.g. to log "trying again in 2 s (HTTP 503)". */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** The attempt that just failed (1-based). */
  attempt: number;
  delayMs: number;
  outcome: AttemptOutcome;
}

export interface HttpAnswer extends Answer {
  attempts: number;
  /** How an earlier, retried attempt ended, when it may have been applied. */
  earlier?: AttemptEnd;
  /** The server asked to wait this long (ms) before another attempt: longer than this client waits. */
  waitRefusedMs?: number;
}

/** No answer came: the last attempt's failure, and what that means for a write. */
export class HttpFailure extends Error {
  override name = 'HttpFailure';
  readonly failure: NetworkFailure;
  readonly attempts: number;
  /** The request may have been applied (by this attempt, or by an earlier one). */
  readonly maybeApplied: boolean;
  /** How an earlier, retried attempt ended, when it may have been applied. */
  readonly earlier: AttemptEnd | undefined;

  constructor(
    failure: NetworkFailure,
    attempts: number,
    maybeApplied: boolean,
    earlier: AttemptEnd | undefined,
  ) {
    super(failure.message);
    this.failure = failure;
    this.attempts = attempts;
    this.maybeApplied = maybeApplied;
    this.earlier = earlier;
  }
}

export interface TransportOptions {
  /** The server's root, origin and any base path: e.g. https://ghe.example.com/api/v3. */
  baseUrl: string;
  /** Headers of every request (the credential among them). */
  headers: Readonly<Record<string, string>>;
  /** Milliseconds one attempt may take, headers and body. */
  timeoutMs: number;
  /** Extra attempts after failures the policy may retry. */
  retries: number;
  /**
   * Extra attempts after answers that prove nothing was done and ask for a wait (rate limits),
   * counted apart from `retries`; unset, they count as retries.
   */
  waits?: number;
  rules: ServerRules;
  /** The longest wait honoured when the server asks for one; a longer one ends the retries. */
  longestWaitMs: number;
  /** Most bytes of an answer read, once decoded. */
  maxBodyBytes: number;
  /** First back-off delay (doubles per retry, with jitter) and its cap. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxConnections: number;
  /** After an attempt got no answer in time, send nothing more: a server that hangs costs one time-out. */
  stopAfterTimeout?: boolean;
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

/**
 * One pool for every request to one server. With a proxy variable set, EnvHttpProxyAgent routes
 * each origin through the proxy unless NO_PROXY lists it. TLS is Node's default on purpose: its CA
 * store, which includes NODE_EXTRA_CA_CERTS, verifies the server, so a private CA needs only that.
 */
function createDispatcher(maxConnections: number, env: NodeJS.ProcessEnv = process.env): Dispatcher {
  const options = { connections: maxConnections };
  const proxied = PROXY_VARIABLES.some((name) => Boolean(env[name]));
  return proxied ? new EnvHttpProxyAgent(options) : new Agent(options);
}

export class Transport {
  private readonly options: TransportOptions;
  private readonly dispatcher: Dispatcher;
  private readonly origin: string;
  private readonly basePath: string;
  private timedOut = false;

  constructor(options: TransportOptions) {
    this.options = options;
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.dispatcher = createDispatcher(options.maxConnections);
  }

  async send(req: HttpRequest): Promise<HttpAnswer> {
    const { retries, waits, rules, longestWaitMs } = this.options;
    let retried = 0;
    let waited = 0;
    let earlier: AttemptEnd | undefined;
    // Bounded: at most retries + waits + 1 attempts.
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(req);
      const answer = 'answer' in outcome ? outcome.answer : undefined;
      const asked = answer && rules.waitAsked(answer, Date.now());
      const isWait = waits !== undefined && asked !== undefined && rules.notApplied(answer!);
      const left = isWait ? waited < waits : retried < retries;
      if (!left || !mayRetry(outcome, req.delivery, rules)) return this.end(outcome, attempt, earlier);
      if (answer && asked !== undefined && asked > longestWaitMs)
        return { ...answer, attempts: attempt, earlier, waitRefusedMs: asked };
      if (earlier === undefined && maybeApplied(outcome, rules)) earlier = endOf(outcome);
      if (isWait) waited++;
      else retried++;
      const delayMs = asked ?? backoffDelay(attempt, this.options.retryBaseMs, this.options.retryMaxMs);
      req.onRetry?.({ attempt, delayMs, outcome });
      await sleep(delayMs);
    }
  }

  /** The last attempt's answer, or its failure thrown. */
  private end(outcome: AttemptOutcome, attempts: number, earlier: AttemptEnd | undefined): HttpAnswer {
    if ('answer' in outcome) return { ...outcome.answer, attempts, earlier };
    const applied = maybeApplied(outcome, this.options.rules) || earlier !== undefined;
    throw new HttpFailure(outcome.failure, attempts, applied, earlier);
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  /** One attempt, bounded as a whole (headers and body) by the time-out. */
  private async attempt(req: HttpRequest): Promise<AttemptOutcome> {
    if (this.timedOut)
      return {
        failure: { kind: 'not-sent', code: 'NOT_SENT', message: 'an earlier request got no answer in time' },
      };
    const { timeoutMs, maxBodyBytes } = this.options;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let answerStarted = false;
    // undici's own idle timers stay as a backstop behind ours (their default, 300 s, is shorter
    // than the service's default time-out and would otherwise fire first).
    const backstop = Math.ceil(timeoutMs) + 1000;
    try {
      const res = await this.dispatcher.request({
        origin: this.origin,
        path: this.basePath + req.path,
        method: req.method,
        headers:
          req.body === undefined
            ? this.options.headers
            : { ...this.options.headers, 'content-type': 'application/json' },
        body: req.body,
        signal: controller.signal,
        headersTimeout: backstop,
        bodyTimeout: backstop,
      });
      answerStarted = true;
      const text = await readBody(res.body, res.headers['content-encoding'], maxBodyBytes);
      // The body's end resolves a moment before undici marks the connection idle: one macrotask
      // later it is free, so sequential requests share one keep-alive connection.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return { answer: { status: res.statusCode, headers: res.headers, text } };
    } catch (err) {
      if (controller.signal.aborted) {
        if (this.options.stopAfterTimeout) this.timedOut = true;
        return { failure: { kind: 'timeout', code: 'TIMEOUT', message: 'time-out' } };
      }
      if (err instanceof BodyTooLarge)
        return { failure: { kind: 'too-large', code: 'TOO_LARGE', message: err.message } };
      if (err instanceof BodyUndecodable)
        return { failure: { kind: 'undecodable', code: 'UNDECODABLE', message: err.message } };
      return { failure: classifyNetworkError(err, answerStarted) };
    } finally {
      clearTimeout(timer);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
