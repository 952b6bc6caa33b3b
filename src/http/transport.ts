/**
 * Sends requests to one server over one keep-alive pool, following policy.ts. Returns the final
 * answer whatever its status (the client judges it); throws HttpFailure only when no answer came.
 * Not undici's RetryAgent: it hides how earlier attempts ended (the error lines need it), and its
 * time-outs are idle timers or span the whole call, where ours bounds each attempt.
 */
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { BodyFailure, readBody } from './body.js';
import type { Secrets } from '../common/secret-registry.js';
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
  /** Below the base URL, already encoded: sent as written, never normalised (`a%2Fb` stays one segment). */
  path: string;
  /** JSON text. */
  body?: string;
  delivery: Delivery;
  /** One attempt, however it ends: no retry and no wait (a read the caller can do without). */
  singleAttempt?: boolean;
  /** `attempt` is 1-based. */
  onRetry?: (info: { attempt: number; delayMs: number; outcome: AttemptOutcome }) => void;
}

export interface HttpAnswer extends Answer {
  attempts: number;
  /** How an earlier, retried attempt ended, when it may have been applied. */
  earlier?: AttemptEnd;
  /** Milliseconds the server asked to wait: longer than this client waits. */
  waitRefusedMs?: number;
}

/**
 * A request with no answer to read, after every attempt. Not an ActionError: the failure's fields
 * are for the client that sent it, which words them as its own error (ApiError, GitHubRequestError).
 */
export class HttpFailure extends Error {
  override name = 'HttpFailure';
  declare readonly failure: NetworkFailure;
  declare readonly attempts: number;
  /** By this attempt or an earlier one. */
  declare readonly maybeApplied: boolean;
  declare readonly earlier: AttemptEnd | undefined;

  constructor(fields: Pick<HttpFailure, 'failure' | 'attempts' | 'maybeApplied' | 'earlier'>) {
    super(fields.failure.message);
    Object.assign(this, fields);
  }
}

export interface TransportOptions {
  /** Origin and any base path: e.g. https://ghe.example.com/api/v3. */
  baseUrl: string;
  headers: Readonly<Record<string, string>>;
  /** Milliseconds per attempt, headers and body. */
  timeoutMs: number;
  /** Extra attempts after failures the policy may retry. */
  retries: number;
  /** Extra attempts after rate limits, apart from `retries`; unset, they count as retries. */
  waits?: number;
  rules: ServerRules;
  /** Milliseconds; a longer wait asked ends the retries. */
  longestWaitMs: number;
  /** Decoded bytes. */
  maxBodyBytes: number;
  /** Milliseconds: the first back-off (doubles per retry, with jitter) and its cap. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxConnections: number;
  /** After an attempt got no answer in time, send nothing more: a server that hangs costs one time-out. */
  stopAfterTimeout?: boolean;
  /** Searched for in each answer as it arrives: the answer says whether it holds one. */
  secrets?: Pick<Secrets, 'scan'>;
  /**
   * Aborted when the caller stops waiting for every request of this transport (a pipeline step's
   * timeout): the attempt in flight is abandoned, a wait between attempts ends, nothing more is
   * sent. A string `reason` says why in the failure.
   */
  signal?: AbortSignal;
}

export class Transport {
  private readonly options: TransportOptions;
  private readonly dispatcher: Dispatcher;
  private readonly base: URL;
  private timedOut = false;

  constructor(options: TransportOptions) {
    this.options = options;
    this.base = new URL(options.baseUrl);
    // EnvHttpProxyAgent honours HTTP(S)_PROXY and NO_PROXY, and is a plain Agent when none is set.
    // TLS is Node's default on purpose: its CA store includes NODE_EXTRA_CA_CERTS, so a private CA
    // needs only that.
    this.dispatcher = new EnvHttpProxyAgent({ connections: options.maxConnections });
  }

  async send(req: HttpRequest): Promise<HttpAnswer> {
    const { retries, waits, rules, longestWaitMs } = this.options;
    let waited = 0;
    let earlier: AttemptEnd | undefined;
    // Bounded: at most retries + waits + 1 attempts.
    for (let attempts = 1; ; attempts++) {
      const outcome = await this.attempt(req);
      const answer = 'answer' in outcome ? outcome.answer : undefined;
      const asked = answer && rules.waitAsked(answer, Date.now());
      const isWait = waits !== undefined && asked !== undefined && rules.notApplied(answer!);
      // Every attempt after the first followed a retry or a wait.
      const left = !req.singleAttempt && (isWait ? waited < waits : attempts - 1 - waited < retries);
      if (!left || !mayRetry(outcome, req.delivery, rules)) {
        if ('answer' in outcome) return { ...outcome.answer, attempts, earlier };
        const applied = maybeApplied(outcome, rules) || earlier !== undefined;
        throw new HttpFailure({ failure: outcome.failure, attempts, maybeApplied: applied, earlier });
      }
      if (answer && asked !== undefined && asked > longestWaitMs)
        return { ...answer, attempts, earlier, waitRefusedMs: asked };
      if (earlier === undefined && maybeApplied(outcome, rules)) earlier = endOf(outcome);
      if (isWait) waited++;
      const delayMs = asked ?? backoffDelay(attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      req.onRetry?.({ attempt: attempts, delayMs, outcome });
      // An abort ends the wait: the next attempt then says it was not sent.
      await sleep(delayMs, undefined, { signal: this.options.signal }).catch(() => undefined);
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  private async attempt(req: HttpRequest): Promise<AttemptOutcome> {
    const { timeoutMs, maxBodyBytes, signal } = this.options;
    if (signal?.aborted)
      return { failure: { kind: 'not-sent', code: 'NOT_SENT', message: stopReason(signal) } };
    if (this.timedOut)
      return {
        failure: { kind: 'not-sent', code: 'NOT_SENT', message: 'an earlier request got no answer in time' },
      };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const abandon = (): void => controller.abort();
    signal?.addEventListener('abort', abandon, { once: true });
    let answerStarted = false;
    // undici's idle timers stay as a backstop, set past ours: their default is shorter than
    // the service's time-out.
    const backstop = Math.ceil(timeoutMs) + 1000;
    try {
      const res = await this.dispatcher.request({
        origin: this.base.origin,
        path: this.base.pathname.replace(/\/+$/, '') + req.path,
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
      const scan = this.options.secrets?.scan();
      const text = await readBody(res.body, res.headers['content-encoding'], maxBodyBytes, scan?.push);
      // undici marks the connection idle one macrotask after the body ends: waiting lets
      // sequential requests share one keep-alive connection.
      await setImmediate();
      return { answer: { status: res.statusCode, headers: res.headers, text, holdsSecret: scan?.found() } };
    } catch (err) {
      if (signal?.aborted)
        return { failure: { kind: 'abandoned', code: 'ABANDONED', message: stopReason(signal) } };
      if (controller.signal.aborted) {
        if (this.options.stopAfterTimeout) this.timedOut = true;
        return { failure: { kind: 'timeout', code: 'TIMEOUT', message: 'time-out' } };
      }
      if (err instanceof BodyFailure) return { failure: err.failure };
      return { failure: classifyNetworkError(err, answerStarted) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
    }
  }
}

/** Why the caller stopped waiting, as it said when it aborted. */
function stopReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' ? reason : 'the caller stopped waiting';
}
