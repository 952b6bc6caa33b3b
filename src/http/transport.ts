/**
 * Sends requests to one server over one keep-alive pool, following policy.ts. Returns the final
 * answer whatever its status (the client judges it); throws HttpFailure only when no answer came.
 *
 * Over Node's own http and https clients, not undici: a step that talks only to the service then
 * loads no HTTP code beyond Node's (undici is 1.6 MB of JavaScript to compile and run at every
 * start: docs/benchmarks.md). Node's agents honour HTTP(S)_PROXY and NO_PROXY (`proxyEnv`), and
 * TLS is Node's default on purpose: its CA store includes NODE_EXTRA_CA_CERTS, so a private CA
 * needs only that.
 */
import type { Agent, IncomingMessage, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { BodyFailure, readBody } from './body.js';
import { UserError } from '../common/errors.js';
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
  type AttemptStage,
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
  /** Searched for in each answer: the answer says whether it holds one. */
  secrets?: Pick<Secrets, 'holds'>;
  /**
   * Aborted when the caller stops waiting for every request of this transport (a pipeline step's
   * timeout): the attempt in flight is abandoned, a wait between attempts ends, nothing more is
   * sent. A string `reason` says why in the failure.
   */
  signal?: AbortSignal;
}

export class Transport {
  private readonly options: TransportOptions;
  private readonly agent: Agent;
  private readonly sendRequest: typeof httpRequest;
  private readonly base: URL;
  private readonly secure: boolean;
  private timedOut = false;

  constructor(options: TransportOptions) {
    this.options = options;
    this.base = new URL(options.baseUrl);
    this.secure = this.base.protocol === 'https:';
    const pool = {
      keepAlive: true,
      maxSockets: options.maxConnections,
      proxyEnv: proxySettings(process.env),
    };
    // Only the client the address needs: TLS takes longer to load than all of plain HTTP.
    const client = process.getBuiltinModule(this.secure ? 'node:https' : 'node:http');
    this.agent = new client.Agent(pool);
    this.sendRequest = client.request;
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

  async close(): Promise<void> {
    this.agent.destroy();
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
    const progress: { stage: AttemptStage } = { stage: 'connecting' };
    try {
      const res = await this.request(req, controller.signal, progress);
      progress.stage = 'answering';
      const headers = headersOf(res);
      const text = await readBody(res, headers, maxBodyBytes);
      const holdsSecret = this.options.secrets?.holds(text);
      return { answer: { status: res.statusCode ?? 0, headers, text, holdsSecret } };
    } catch (err) {
      if (signal?.aborted)
        return { failure: { kind: 'abandoned', code: 'ABANDONED', message: stopReason(signal) } };
      if (controller.signal.aborted) {
        if (this.options.stopAfterTimeout) this.timedOut = true;
        return { failure: { kind: 'timeout', code: 'TIMEOUT', message: 'time-out' } };
      }
      if (err instanceof BodyFailure) return { failure: err.failure };
      return { failure: classifyNetworkError(err, progress.stage, this.secure) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
    }
  }

  /** Sent whole; resolves when the answer's head has arrived. `progress` follows the connection. */
  private request(
    req: HttpRequest,
    signal: AbortSignal,
    progress: { stage: AttemptStage },
  ): Promise<IncomingMessage> {
    const headers: Record<string, string | number> = { ...this.options.headers };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    return new Promise((resolve, reject) => {
      const sent = this.sendRequest(
        {
          protocol: this.base.protocol,
          // URL keeps an IPv6 address in brackets; the socket wants it bare.
          hostname: this.base.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: this.base.port,
          path: this.base.pathname.replace(/\/+$/, '') + req.path,
          method: req.method,
          headers,
          agent: this.agent,
          signal,
        },
        resolve,
      );
      // A socket the agent hands over still connecting opens with the event; one it hands over open (a
      // kept-alive one, or one through a proxy's tunnel, its TLS done) has carried the request from now.
      sent.once('socket', (socket) => {
        const opened = (): void => void (progress.stage = 'open');
        if (socket.connecting) socket.once(this.secure ? 'secureConnect' : 'connect', opened);
        else opened();
      });
      sent.on('error', reject);
      sent.end(req.body);
    });
  }
}

/** Each field once, lower-cased; a repeated one as the list of its values, as the server sent them. */
function headersOf(res: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(res.headersDistinct)) {
    if (values !== undefined) headers[name] = values.length === 1 ? values[0]! : values;
  }
  return headers;
}

/** The variables Node's agents read a proxy from (`proxyEnv`), lower case first. */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];
const NO_PROXY_VARIABLES = ['no_proxy', 'NO_PROXY'];

/**
 * The proxy variables as Node's agents take them. An address without a scheme (`proxy:3128`) is
 * read as http://, as curl reads it; anything else that is no http:// or https:// address stops the
 * step, as does a proxy on a Node before 24.5, which ignores them: either would send past the proxy
 * a runner was given, without a word. The value is never shown: a proxy's address can hold its
 * password.
 */
function proxySettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of NO_PROXY_VARIABLES) if (env[name]) settings[name] = env[name];
  for (const name of PROXY_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    const address = value.includes('://') ? value : `http://${value}`;
    const protocol = URL.canParse(address) ? new URL(address).protocol : undefined;
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new UserError(`${name} is not a proxy's address (http://host:port or https://host:port)`);
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    if (major < 24 || (major === 24 && minor < 5))
      throw new UserError(
        `${name} is set, but Node ${process.versions.node} cannot send through a proxy: this action needs Node 24.5 or later for that`,
      );
    settings[name] = address;
  }
  return settings;
}

/** Why the caller stopped waiting, as it said when it aborted. */
function stopReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' ? reason : 'the caller stopped waiting';
}
