/**
 * The Orchestration API client. Requests are checked before anything is sent; `success: false` is a
 * failure whatever the HTTP status, and a success must have every documented field. Every failure
 * is an ApiError with a finished one-line message.
 */
import { isJsonObject } from '../json.js';
import type * as z from 'zod';
import { MAX_BODY_BYTES } from '../http/body.js';
import { endOf, maybeApplied } from '../http/policy.js';
import { HttpFailure, Transport, type HttpAnswer } from '../http/transport.js';
import {
  ApiError,
  attemptsNote,
  endReason,
  failureReason,
  notJson,
  serviceRefusal,
  statusHint,
  unknownOutcome,
  waitRefusedNote,
  type OnceContext,
  type SeenId,
  type Where,
} from './errors.js';
import { SERVICE_RULES, deploymentIdIn, longestWaitMs, provablyNotApplied, runIdIn } from './rules.js';
import { SecretRegistry, isSensitivePropertyName, type Redact, type Secrets } from '../secrets.js';
import { bodyExcerpt, quoteable } from './sanitize.js';
import { oneLine } from '../text.js';
import { VERSION } from '../version.js';
import { ENDPOINTS } from './endpoints.js';
import * as schemas from './schemas.js';
import {
  OPERATIONS,
  type ClientOptions,
  type Connection,
  type Operation,
  type OrchestrationClient,
  type SecretInput,
} from './types.js';

const USER_AGENT = `orchestration-action/${VERSION}`;

export function createClient(options: ClientOptions): OrchestrationClient {
  // The token, and every secret value this client sends, never appear in an error message.
  const secrets: Secrets = options.secrets ?? new SecretRegistry();
  secrets.add(options.token);
  const url = new URL(options.baseUrl);
  const where: Where = { origin: url.origin, host: url.hostname, timeoutMs: options.timeoutMs };
  const transport = new Transport({
    baseUrl: options.baseUrl,
    headers: { 'x-auth-token': options.token, accept: 'application/json', 'user-agent': USER_AGENT },
    timeoutMs: options.timeoutMs,
    retries: Math.max(0, Math.floor(options.retries)),
    rules: SERVICE_RULES,
    longestWaitMs: longestWaitMs(options.timeoutMs),
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    retryBaseMs: options.retryBaseDelayMs ?? 1000,
    retryMaxMs: options.retryMaxDelayMs ?? 60_000,
    maxConnections: options.maxConnections ?? 16,
  });
  const api = new Api(transport, secrets, where, options.onRetry);

  return {
    async runTests(body) {
      const op = OPERATIONS.runTests;
      checkRequest(op, schemas.runTestsRequestSchema(body), body);
      const res = await api.send({
        operation: op,
        endpoint: ENDPOINTS.runTests,
        path: ENDPOINTS.runTests.path(),
        body,
      });
      return api.data(op, res, schemas.runTestsData);
    },

    async deployProject(body) {
      const op = OPERATIONS.deployProject;
      checkRequest(op, schemas.deployRequest, body);
      const once: OnceContext = {
        effect: 'the deployment may have been scheduled',
        advice: `check fabric ${body.fabricName} for ${body.gitTag} before running again`,
      };
      const endpoint = ENDPOINTS.deployProject;
      const res = await api.send({ operation: op, endpoint, path: endpoint.path(), body, once });
      return api.topLevel(op, res, schemas.deployResult, 'deploymentId', once);
    },

    async createFabric(body) {
      const op = OPERATIONS.createFabric;
      checkRequest(op, schemas.createFabricRequest, body);
      if (body.secret) registerSecretValues(secrets, body.secret);
      // No read finds a fabric by name, so an unknown outcome cannot be checked: never re-sent.
      const once: OnceContext = {
        effect: `fabric ${body.name} may have been created`,
        advice: `if running again says it already exists, set fabric-id to its id`,
      };
      const endpoint = ENDPOINTS.createFabric;
      const res = await api.send({ operation: op, endpoint, path: endpoint.path(), body, once });
      return api.data(op, res, schemas.idData, once);
    },

    async updateFabric(fabricId, body) {
      const op = OPERATIONS.updateFabric;
      const path = ENDPOINTS.updateFabric.path(param(op, 'fabricId', fabricId));
      checkRequest(op, schemas.updateFabricRequest, body);
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.updateFabric, path, body });
      return api.data(op, res, schemas.idData);
    },

    async addConnection(fabricId, body) {
      const op = OPERATIONS.addConnection;
      const path = ENDPOINTS.addConnection.path(param(op, 'fabricId', fabricId));
      checkRequest(op, schemas.connectionInput, body);
      const once: OnceContext = {
        effect: `connection ${body.name} may have been added`,
        advice: `look it up by name before adding it again`,
      };
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.addConnection, path, body, once });
      const added = api.data(op, res, schemas.addedConnection, once);
      return { ...body, ...added, properties: added.properties ?? body.properties } as Connection;
    },

    async getConnectionByName(fabricId, name) {
      const op = OPERATIONS.getConnection;
      const path = ENDPOINTS.getConnection.path(
        param(op, 'fabricId', fabricId),
        param(op, 'connectionName', name),
      );
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.getConnection, path });
      if (saysAbsent(res)) return undefined;
      return asConnection(api.data(op, res, schemas.connection));
    },

    async updateConnection(fabricId, name, body) {
      const op = OPERATIONS.updateConnection;
      const endpoint = ENDPOINTS.updateConnection;
      const path = endpoint.path(param(op, 'fabricId', fabricId), param(op, 'connectionName', name));
      checkRequest(op, schemas.connectionInput, body);
      // The service renames none.
      if (body.name !== name)
        throw invalidRequest(op, `name: must be the connection name of the path (${name}), not ${body.name}`);
      // The whole connection, sent again, changes nothing: repeatable, like a read.
      const res = await api.send({ operation: op, endpoint, path, body });
      // Read as leniently as an add's answer: the request says what the connection now is.
      const updated = api.data(op, res, schemas.addedConnection);
      return { ...body, ...updated, properties: updated.properties ?? body.properties } as Connection;
    },

    async addSecret(fabricId, body) {
      const op = OPERATIONS.addSecret;
      const path = ENDPOINTS.addSecret.path(param(op, 'fabricId', fabricId));
      checkRequest(op, schemas.secretInput, body);
      registerSecretValues(secrets, body);
      const once: OnceContext = {
        effect: `secret ${body.properties.name} may have been added`,
        advice: `list the fabric's secrets before adding it again`,
      };
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.addSecret, path, body, once });
      return api.data(op, res, schemas.idData, once);
    },

    async updateSecret(fabricId, secretId, body) {
      const op = OPERATIONS.updateSecret;
      const path = ENDPOINTS.updateSecret.path(
        param(op, 'fabricId', fabricId),
        param(op, 'secretId', secretId),
      );
      checkRequest(op, schemas.secretInput, body);
      registerSecretValues(secrets, body);
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.updateSecret, path, body });
      return api.data(op, res, schemas.idData);
    },

    async listSecrets(fabricId) {
      const op = OPERATIONS.listSecrets;
      const path = ENDPOINTS.listSecrets.path(param(op, 'fabricId', fabricId));
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.listSecrets, path });
      return api.data(op, res, schemas.secretList).secrets;
    },

    async getSecret(fabricId, secretId) {
      const op = OPERATIONS.getSecret;
      const path = ENDPOINTS.getSecret.path(param(op, 'fabricId', fabricId), param(op, 'secretId', secretId));
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.getSecret, path });
      return api.data(op, res, schemas.secretSummary);
    },

    async triggerPipeline(body) {
      const op = OPERATIONS.triggerPipeline;
      checkRequest(op, schemas.triggerPipelineRequest, body);
      // A run started twice runs the pipeline twice.
      const once: OnceContext = {
        effect: `the run of ${body.pipelineName} may have been started`,
        advice: `check the runs of ${body.pipelineName} on fabric ${body.fabricId} before running it again`,
      };
      const endpoint = ENDPOINTS.triggerPipeline;
      const res = await api.send({ operation: op, endpoint, path: endpoint.path(), body, once });
      return api.topLevel(op, res, schemas.triggerPipelineResult, 'runId', once);
    },

    async pipelineStatus(runId) {
      const op = OPERATIONS.pipelineStatus;
      const path = ENDPOINTS.pipelineStatus.path(param(op, 'runId', runId));
      const res = await api.send({ operation: op, endpoint: ENDPOINTS.pipelineStatus, path });
      return api.topLevel(op, res, schemas.pipelineRunStatus, 'runStatus');
    },

    close: () => transport.close(),
  };
}

// ------------------------------------------------------------------------- request checks

/**
 * Only the secret parts, by name: masking a `username_password` secret's username would hide it
 * in every later line of the job's log.
 */
function registerSecretValues(secrets: Secrets, secret: SecretInput): void {
  for (const [key, value] of Object.entries(secret.properties))
    if (isSensitivePropertyName(key)) secrets.add(value);
}

function invalidRequest(operation: Operation, what: string): ApiError {
  return new ApiError({ operation, maybeApplied: false, attempts: 0 }, `invalid request: ${oneLine(what)}`);
}

function checkRequest(operation: Operation, schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidRequest(operation, schemas.describeIssues(result.error, 'body'));
}

/**
 * `.` and `..` are refused: URLs read them as steps of the path (encoded as `%2E` too), so the
 * request would go to another endpoint.
 */
function param(operation: Operation, name: string, value: string): string {
  if (typeof value !== 'string' || value === '')
    throw invalidRequest(operation, `${name}: must be a non-empty string`);
  if (value === '.' || value === '..')
    throw invalidRequest(
      operation,
      `${name}: "${value}" cannot be sent in a URL path, which reads it as a step of the path`,
    );
  return value;
}

// ------------------------------------------------------------------------- reading answers

const NOT_JSON = Symbol('not JSON');
type Parsed = Record<string, unknown> | typeof NOT_JSON | unknown[] | string | number | boolean | null;

function parseJson(text: string): Parsed {
  try {
    return JSON.parse(text) as Parsed;
  } catch {
    return NOT_JSON;
  }
}

/** Keys are names, not values: only values are redacted. */
function redactStrings(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (typeof value !== 'object' || value === null) return value;
  // fromEntries defines own properties: a key named __proto__ stays data.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}

function idSeen(operation: Operation, text: string): SeenId | undefined {
  const find =
    operation === OPERATIONS.deployProject
      ? ({ name: 'deploymentId', in: deploymentIdIn } as const)
      : operation === OPERATIONS.triggerPipeline
        ? ({ name: 'runId', in: runIdIn } as const)
        : undefined;
  const value = find?.in(text);
  return find && value !== undefined ? { name: find.name, value } : undefined;
}

const ABSENT = /\b(not found|does not exist|doesn't exist|no such)\b/i;

/** The service's documented ways of saying "no connection by that name". */
function saysAbsent(res: HttpAnswer): boolean {
  if (res.status === 404) return true;
  if (res.status !== 400 && res.status !== 500) return false;
  const body = parseJson(res.text);
  return (
    isJsonObject(body) &&
    body.success === false &&
    typeof body.message === 'string' &&
    ABSENT.test(body.message)
  );
}

/** `properties` was checked only as an object (its shape per kind is not documented). */
function asConnection(data: z.output<typeof schemas.connection>): Connection {
  return data as Connection;
}

interface ApiRequest {
  operation: Operation;
  endpoint: { method: 'GET' | 'POST' | 'PUT' };
  /** Path parameters already encoded; starts with `/`. */
  path: string;
  body?: unknown;
  /** For a write that must not run twice: sent `once`; words the error when the outcome is unknown. */
  once?: OnceContext;
}

class Api {
  private readonly transport: Transport;
  private readonly secrets: Secrets;
  private readonly redact: Redact;
  private readonly where: Where;
  private readonly onRetry: ClientOptions['onRetry'];

  constructor(transport: Transport, secrets: Secrets, where: Where, onRetry: ClientOptions['onRetry']) {
    this.transport = transport;
    this.secrets = secrets;
    this.redact = (text) => secrets.redact(text);
    this.where = where;
    this.onRetry = onRetry;
  }

  async send(req: ApiRequest): Promise<HttpAnswer> {
    const { operation, once } = req;
    try {
      return await this.transport.send({
        method: req.endpoint.method,
        path: req.path,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        delivery: once ? 'once' : 'repeatable',
        onRetry: ({ attempt, delayMs, outcome }) =>
          this.onRetry?.({ operation, attempt, delayMs, reason: endReason(endOf(outcome), this.where) }),
      });
    } catch (err) {
      if (!(err instanceof HttpFailure)) throw err;
      const unknown = maybeApplied({ failure: err.failure }, SERVICE_RULES);
      let reason = failureReason(err.failure, this.where, once);
      if (once && unknown) reason = unknownOutcome(reason, once);
      // An earlier ambiguous attempt is worth a mention only when this failure is not one itself.
      const earlier = unknown || !err.earlier ? undefined : endReason(err.earlier, this.where);
      reason += attemptsNote(err.attempts, earlier);
      throw new ApiError(
        { operation, maybeApplied: err.maybeApplied, attempts: err.attempts },
        oneLine(this.redact(reason)),
      );
    }
  }

  data<S extends z.ZodType>(
    operation: Operation,
    res: HttpAnswer,
    schema: S,
    once?: OnceContext,
  ): z.output<S> {
    const body = this.judge(operation, res, once);
    return this.check(operation, res, schemas.envelope(schema), body, once).data as z.output<S>;
  }

  /**
   * A result not in the `{success, data}` envelope (deploy, trigger, run status). A gateway may wrap
   * it in `data` all the same: read when `key` is not at the top. Failures may come with HTTP 200.
   */
  topLevel<S extends z.ZodType>(
    operation: Operation,
    res: HttpAnswer,
    schema: S,
    key: string,
    once?: OnceContext,
  ): z.output<S> {
    const outer = this.judge(operation, res, once);
    const { data, ...rest } = outer;
    const result = isJsonObject(data) && !(key in outer) ? { ...rest, ...data } : outer;
    if (result.success === false) throw this.refusal(operation, res, result);
    return this.check(operation, res, schema, result, once);
  }

  private judge(operation: Operation, res: HttpAnswer, once?: OnceContext): Record<string, unknown> {
    const body = this.parse(res.text);
    const ok = res.status >= 200 && res.status < 300;
    // An answer naming a deploymentId or runId may come from a deployment scheduled or a run
    // started: never a definitive refusal.
    const seenId = ok ? undefined : idSeen(operation, res.text);
    if (isJsonObject(body) && body.success === false && seenId === undefined)
      throw this.refusal(operation, res, body);
    if (isJsonObject(body) && ok) return body;

    const unknown = once ? !provablyNotApplied(res) : ok || maybeApplied({ answer: res }, SERVICE_RULES);
    let reason: string;
    if (body === NOT_JSON) reason = notJson(res.status, bodyExcerpt(res.text, this.redact));
    else if (!ok && isJsonObject(body) && typeof body.message === 'string') {
      const message = quoteable(body.message, this.redact);
      const hint = statusHint(res.status);
      reason = hint ? `HTTP ${res.status}: ${message} — ${hint}` : `${message} (HTTP ${res.status})`;
    } else if (ok) reason = `unexpected response (HTTP ${res.status}): the body is JSON but not an object`;
    else reason = `HTTP ${res.status}: "${bodyExcerpt(res.text, this.redact)}"`;
    if (once && unknown) reason = unknownOutcome(reason, once, seenId);
    throw this.error(operation, res, reason, {
      status: res.status,
      maybeApplied: unknown || res.earlier !== undefined,
      serviceMessage:
        isJsonObject(body) && typeof body.message === 'string' ? this.redact(body.message) : undefined,
      unknownOutcome: unknown,
    });
  }

  /**
   * Redacts at the source: when the text holds any form of a secret, every string of the parsed
   * answer is redacted, so whatever is made from it holds `***` however a writer encodes it later.
   * One scan of the text decides, so a clean answer costs no per-string work.
   */
  private parse(text: string): Parsed {
    const body = parseJson(text);
    if (body === NOT_JSON || !this.secrets.holds(text)) return body;
    return redactStrings(body, this.redact) as Parsed;
  }

  /** A definitive answer. The trigger API says why in `msg`; a gateway in front of it, in `message`. */
  private refusal(operation: Operation, res: HttpAnswer, body: Record<string, unknown>): ApiError {
    const message =
      typeof body.message === 'string' && body.message
        ? body.message
        : typeof body.msg === 'string'
          ? body.msg
          : '';
    const detail = typeof body.error === 'string' && body.error ? body.error : undefined;
    const reason = serviceRefusal(
      res.status,
      quoteable(message, this.redact),
      detail === undefined ? undefined : quoteable(detail, this.redact),
    );
    return this.error(operation, res, reason, {
      status: res.status,
      maybeApplied: res.earlier !== undefined,
      serviceMessage: message ? this.redact(message) : undefined,
      detail: detail === undefined ? undefined : this.redact(detail),
    });
  }

  /** A success whose body lacks documented fields: the request may well have taken effect. */
  private check<S extends z.ZodType>(
    operation: Operation,
    res: HttpAnswer,
    schema: S,
    body: unknown,
    once?: OnceContext,
  ): z.output<S> {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    let reason = `unexpected response (HTTP ${res.status}): ${this.redact(schemas.describeIssues(result.error, 'body'))}`;
    if (once) reason = unknownOutcome(reason, once);
    throw this.error(operation, res, reason, {
      status: res.status,
      maybeApplied: true,
      unknownOutcome: true,
    });
  }

  /** `unknownOutcome`: this answer leaves the outcome open, so an earlier ambiguous attempt adds nothing. */
  private error(
    operation: Operation,
    res: HttpAnswer,
    reason: string,
    fields: {
      status: number;
      maybeApplied: boolean;
      serviceMessage?: string;
      detail?: string;
      unknownOutcome?: boolean;
    },
  ): ApiError {
    const { unknownOutcome: unknown, ...rest } = fields;
    const waited =
      res.waitRefusedMs === undefined
        ? ''
        : waitRefusedNote(res.waitRefusedMs, longestWaitMs(this.where.timeoutMs));
    const earlier = unknown || !res.earlier ? undefined : endReason(res.earlier, this.where);
    const line = oneLine(this.redact(reason + waited + attemptsNote(res.attempts, earlier)));
    return new ApiError({ operation, attempts: res.attempts, ...rest }, line);
  }
}
