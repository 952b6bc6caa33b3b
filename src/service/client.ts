/**
 * The Orchestration API client. Requests are checked before anything is sent; `success: false` is a
 * failure whatever the HTTP status, and a success must have every documented field. Every failure
 * is an ApiError with a finished one-line message.
 */
import { isJsonObject } from '../common/json.js';
import type * as z from 'zod';
import { MAX_BODY_BYTES } from '../http/body.js';
import { endOf, maybeApplied } from '../http/policy.js';
import { HttpFailure, Transport, type HttpAnswer } from '../http/transport.js';
import {
  ApiError,
  type ApiErrorFields,
  attemptsNote,
  bodyExcerpt,
  endReason,
  failureReason,
  notJson,
  quoteable,
  serviceRefusal,
  unknownOutcome,
  waitRefusedNote,
  type OnceContext,
} from './api-error.js';
import { SERVICE_RULES, idNamed, longestWaitMs, provablyNotApplied, saysAbsent } from './rules.js';
import {
  SecretRegistry,
  isSensitivePropertyName,
  type Redact,
  type Secrets,
} from '../common/secret-registry.js';
import { oneLine } from '../common/text.js';
import { VERSION } from '../version.js';
import { ENDPOINTS, type Operation } from './endpoints.js';
import * as schemas from './schemas.js';
import type {
  ClientOptions,
  Connection,
  ConnectionInput,
  OrchestrationClient,
  SecretInput,
} from './types.js';

/** The client of one run: types.ts says what each method sends, returns and throws. */
export function createClient(options: ClientOptions): OrchestrationClient {
  // The token, and every secret value this client sends, never appear in an error message.
  const secrets: Secrets = options.secrets ?? new SecretRegistry();
  secrets.add(options.token);
  const { origin, hostname } = new URL(options.baseUrl);
  const where = { origin, hostname, timeoutMs: options.timeoutMs };
  const transport = new Transport({
    baseUrl: options.baseUrl,
    headers: {
      'x-auth-token': options.token,
      accept: 'application/json',
      'user-agent': `orchestration-action/${VERSION}`,
    },
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    rules: SERVICE_RULES,
    longestWaitMs: longestWaitMs(options.timeoutMs),
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    secrets,
    retryBaseMs: options.retryBaseDelayMs ?? 1000,
    retryMaxMs: options.retryMaxDelayMs ?? 60_000,
    maxConnections: options.maxConnections ?? 16,
    signal: options.signal,
  });

  /**
   * Only the secret parts, by name: masking a `username_password` secret's username would hide it
   * in every later line of the job's log.
   */
  const registerSecretValues = (secret: SecretInput) => {
    for (const [key, value] of Object.entries(secret.properties))
      if (isSensitivePropertyName(key)) secrets.add(value);
  };

  const redact: Redact = (text) => secrets.redact(text);

  async function send(req: ApiRequest): Promise<HttpAnswer> {
    const { operation, once } = req;
    try {
      return await transport.send({
        method: req.method,
        path: req.path,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        delivery: once ? 'once' : 'repeatable',
        onRetry: ({ attempt, delayMs, outcome }) =>
          options.onRetry?.({ operation, attempt, delayMs, reason: endReason(endOf(outcome), where) }),
      });
    } catch (err) {
      if (!(err instanceof HttpFailure)) throw err;
      const unknown = maybeApplied({ failure: err.failure }, SERVICE_RULES);
      const reason = failureReason(err.failure, where, once);
      const line = once && unknown ? unknownOutcome(reason, once) : reason;
      throw error(req, err, line, { maybeApplied: err.maybeApplied, unknownOutcome: unknown });
    }
  }

  async function call<S extends z.ZodType>(req: ApiRequest, schema: S, key?: string): Promise<z.output<S>> {
    return read(req, await send(req), schema, key);
  }

  /**
   * Most results come in the `{success, data}` envelope; with `key`, one does not (deploy, trigger,
   * run status), though a gateway may wrap it in `data` all the same: read when `key` is not at the
   * top. Failures may come with HTTP 200.
   */
  function read<S extends z.ZodType>(req: ApiRequest, res: HttpAnswer, schema: S, key?: string): z.output<S> {
    const outer = judge(req, res, key);
    if (key === undefined)
      return (check(req, res, schemas.envelope(schema), outer) as { data: z.output<S> }).data;
    const { data, ...rest } = outer;
    const result = isJsonObject(data) && !(key in outer) ? { ...rest, ...data } : outer;
    if (result.success === false) throw refusal(req, res, result, key);
    return check(req, res, schema, result);
  }

  function judge(req: ApiRequest, res: HttpAnswer, key?: string): Record<string, unknown> {
    const { once } = req;
    // Redacts at the source: when the text holds any form of a secret, every string of the parsed
    // answer is redacted, so whatever is made from it holds `***` however a writer encodes it later.
    // One scan of the text decides, so a clean answer costs no per-string work; the transport
    // scans as the answer arrives.
    const body = parseJson(res.text, (res.holdsSecret ?? secrets.holds(res.text)) ? redact : undefined);
    const ok = res.status >= 200 && res.status < 300;
    if (isJsonObject(body) && body.success === false) throw refusal(req, res, body, key);
    if (isJsonObject(body) && ok) return body;
    const seenId = key === undefined ? undefined : idNamed(res.text, key);

    const unknown = once ? !provablyNotApplied(res) : ok || maybeApplied({ answer: res }, SERVICE_RULES);
    const message = isJsonObject(body) && typeof body.message === 'string' ? body.message : undefined;
    let reason: string;
    if (body === NOT_JSON) reason = notJson(res.status, bodyExcerpt(res.text, redact));
    else if (!ok && message) reason = serviceRefusal(res.status, quoteable(message, redact));
    else if (ok) reason = `unexpected response (HTTP ${res.status}): the body is JSON but not an object`;
    else reason = `HTTP ${res.status}: "${bodyExcerpt(res.text, redact)}"`;
    if (once && unknown) reason = unknownOutcome(reason, once, seenId && ` (${key} ${seenId})`);
    throw error(req, res, reason, {
      maybeApplied: unknown || res.earlier !== undefined,
      serviceMessage: message && redact(message),
      unknownOutcome: unknown,
    });
  }

  /**
   * `success: false`, at any HTTP status: a definitive answer, unless it names the id of the
   * result `key` stands for (a deploymentId, a runId): a service that failed after scheduling the
   * deployment or starting the run names it, so the write may have happened. The trigger API says
   * why in `msg`; a gateway in front of it, in `message`, and a gateway may wrap it in `data`.
   */
  function refusal(req: ApiRequest, res: HttpAnswer, body: Record<string, unknown>, key?: string): ApiError {
    const said = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const fields = isJsonObject(body.data) ? { ...body.data, ...body } : body;
    const message = said(fields.message) ?? said(fields.msg);
    const detail = said(fields.error);
    const texts = { serviceMessage: message && redact(message), detail: detail && redact(detail) };
    const reason = serviceRefusal(
      res.status,
      quoteable(message ?? '', redact),
      detail && quoteable(detail, redact),
    );
    const seenId = key === undefined ? undefined : idNamed(res.text, key);
    if (seenId === undefined)
      return error(req, res, reason, { maybeApplied: res.earlier !== undefined, ...texts });
    const seen = ` (${key} ${seenId})`;
    const line = req.once ? unknownOutcome(reason, req.once, seen) : reason + seen;
    return error(req, res, line, { maybeApplied: true, unknownOutcome: true, ...texts });
  }

  /** A success whose body lacks documented fields: the request may well have taken effect. */
  function check<S extends z.ZodType>(req: ApiRequest, res: HttpAnswer, schema: S, body: unknown) {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    let reason = `unexpected response (HTTP ${res.status}): ${redact(schemas.describeIssues(result.error, 'body'))}`;
    if (req.once) reason = unknownOutcome(reason, req.once);
    throw error(req, res, reason, { maybeApplied: true, unknownOutcome: true });
  }

  /**
   * From an answer, or from a failure without one. `unknownOutcome`: this end leaves the outcome
   * open, so an earlier ambiguous attempt adds nothing.
   */
  function error(
    req: ApiRequest,
    res: Pick<HttpAnswer, 'attempts' | 'earlier' | 'waitRefusedMs'> & { status?: number },
    reason: string,
    fields: Omit<ApiErrorFields, 'operation' | 'attempts' | 'status'> & { unknownOutcome?: boolean },
  ): ApiError {
    const { unknownOutcome: unknown, ...rest } = fields;
    const waited = waitRefusedNote(res.waitRefusedMs, longestWaitMs(where.timeoutMs));
    const earlier = unknown || !res.earlier ? undefined : endReason(res.earlier, where);
    const line = oneLine(redact(reason + waited + attemptsNote(res.attempts, earlier)));
    return new ApiError(
      { operation: req.operation, status: res.status, attempts: res.attempts, ...rest },
      line,
    );
  }

  return {
    async runTests(body) {
      const schema = Object.hasOwn(body, 'modelName') ? schemas.runTestsRequestB : schemas.runTestsRequestA;
      return call(request('runTests', [], body, schema), schemas.runTestsData);
    },

    async deployProject(body) {
      const req = request('deployProject', [], body, schemas.deployRequest, {
        effect: 'the deployment may have been scheduled',
        advice: `check fabric ${body.fabricName} for ${body.gitTag} before running again`,
      });
      return call(req, schemas.deployResult, 'deploymentId');
    },

    async createFabric(body) {
      // No read finds a fabric by name, so an unknown outcome cannot be checked: never re-sent.
      const req = request('createFabric', [], body, schemas.createFabricRequest, {
        effect: `fabric ${body.name} may have been created`,
        advice: `if running again says it already exists, set fabric-id to its id`,
      });
      if (body.secret) registerSecretValues(body.secret);
      return call(req, schemas.idData);
    },

    async updateFabric(fabricId, body) {
      return call(request('updateFabric', [fabricId], body, schemas.updateFabricRequest), schemas.idData);
    },

    async addConnection(fabricId, body) {
      const req = request('addConnection', [fabricId], body, schemas.connectionInput, {
        effect: `connection ${body.name} may have been added`,
        advice: `look it up by name before adding it again`,
      });
      return withRequest(body, await call(req, schemas.addedConnection));
    },

    async getConnectionByName(fabricId, name) {
      const req = request('getConnection', [fabricId, name]);
      const res = await send(req);
      if (saysAbsent(res)) return undefined;
      // `properties` was checked only as an object (its shape per kind is not documented).
      return read(req, res, schemas.connection) as Connection;
    },

    async updateConnection(fabricId, name, body) {
      const req = request('updateConnection', [fabricId, name], body, schemas.connectionInput);
      // The service renames none.
      if (body.name !== name)
        throw invalidRequest(
          req.operation,
          `name: must be the connection name of the path (${name}), not ${body.name}`,
        );
      // The whole connection, sent again, changes nothing: repeatable, like a read. Its answer is
      // read as leniently as an add's.
      return withRequest(body, await call(req, schemas.addedConnection));
    },

    async addSecret(fabricId, body) {
      const req = request('addSecret', [fabricId], body, schemas.secretInput, {
        effect: `secret ${body.properties.name} may have been added`,
        advice: `list the fabric's secrets before adding it again`,
      });
      registerSecretValues(body);
      return call(req, schemas.idData);
    },

    async updateSecret(fabricId, secretId, body) {
      const req = request('updateSecret', [fabricId, secretId], body, schemas.secretInput);
      registerSecretValues(body);
      return call(req, schemas.idData);
    },

    async listSecrets(fabricId) {
      return (await call(request('listSecrets', [fabricId]), schemas.secretList)).secrets;
    },

    async getSecret(fabricId, secretId) {
      return call(request('getSecret', [fabricId, secretId]), schemas.secretSummary);
    },

    async triggerPipeline(body) {
      const req = request('triggerPipeline', [], body, schemas.triggerPipelineRequest, {
        effect: `the run of ${body.pipelineName} may have been started`,
        advice: `check the runs of ${body.pipelineName} on fabric ${body.fabricId} before running it again`,
      });
      return call(req, schemas.triggerPipelineResult, 'runId');
    },

    async pipelineStatus(runId) {
      return call(request('pipelineStatus', [runId]), schemas.pipelineRunStatus, 'runStatus');
    },

    close: () => transport.close(),
  };
}

type ApiRequest = ReturnType<typeof request>;

function invalidRequest(operation: Operation, what: string): ApiError {
  return new ApiError({ operation, maybeApplied: false, attempts: 0 }, `invalid request: ${oneLine(what)}`);
}

/**
 * Checks the path parameters, then the body; the path it returns has them encoded. `.` and `..` are
 * refused: URLs read them as steps of the path (encoded as `%2E` too), so the request would go to
 * another endpoint.
 */
function request(
  name: keyof typeof ENDPOINTS,
  params: string[],
  body?: unknown,
  schema?: z.ZodType,
  once?: OnceContext,
) {
  const { method, pattern, path, operation } = ENDPOINTS[name];
  const names = pattern.match(/(?<=:)[A-Za-z]+/g) ?? [];
  params.forEach((value, i) => {
    if (typeof value !== 'string' || value === '')
      throw invalidRequest(operation, `${names[i]}: must be a non-empty string`);
    if (value === '.' || value === '..')
      throw invalidRequest(
        operation,
        `${names[i]}: "${value}" cannot be sent in a URL path, which reads it as a step of the path`,
      );
  });
  const result = schema?.safeParse(body);
  if (result?.success === false)
    throw invalidRequest(operation, schemas.describeIssues(result.error, 'body'));
  return { operation, method, path: path(...params), body, once };
}

/** The request says what the connection now is; the answer need hold only its id. */
function withRequest(body: ConnectionInput, answer: z.output<typeof schemas.addedConnection>): Connection {
  return { ...body, ...answer, properties: answer.properties ?? body.properties } as Connection;
}

const NOT_JSON = Symbol('not JSON');

/** With `redact`, every string value is redacted as it is parsed; keys are names, not values. */
function parseJson(text: string, redact?: Redact): unknown {
  try {
    return JSON.parse(
      text,
      redact && ((_key, value: unknown) => (typeof value === 'string' ? redact(value) : value)),
    );
  } catch {
    return NOT_JSON;
  }
}
