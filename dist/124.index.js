export const id = 124;
export const ids = [124];
export const modules = {

/***/ 7124:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/json.js
var json = __webpack_require__(9178);
// EXTERNAL MODULE: ./.tmp-bundle/lib/http/body.js
var body = __webpack_require__(4259);
// EXTERNAL MODULE: ./.tmp-bundle/lib/http/policy.js
var policy = __webpack_require__(9293);
// EXTERNAL MODULE: ./.tmp-bundle/lib/http/transport.js
var http_transport = __webpack_require__(2846);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/api-error.js
var api_error = __webpack_require__(8113);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/service/rules.js
/** What the Orchestration API's answers mean for the shared HTTP policy (src/http/policy.ts). */


/** Milliseconds: a service asking for longer is not back within a workflow step; waiting holds the runner. */
const RETRY_AFTER_MAX_MS = 5 * 60_000;
const SERVICE_RULES = {
    notApplied: provablyNotApplied,
    // A gateway's or an overloaded service's answers.
    transient: (answer) => [429, 502, 503, 504].includes(answer.status),
    waitAsked: (answer, now) => (0,policy/* parseRetryAfter */.mu)(answer.headers['retry-after'], now),
};
/** Never more than request-timeout: waiting longer for the next attempt is the same as no answer. */
function longestWaitMs(timeoutMs) {
    return Math.min(RETRY_AFTER_MAX_MS, timeoutMs);
}
/**
 * A 429 (refused before handling), or a 503 whose JSON body is the service's own `success: false`.
 * Never when the body names a deploymentId or runId or says it succeeded: a proxy that answers 503
 * after the service did the work may pass its body on. A 503 page that is not the service's JSON
 * is a proxy speaking: the request may have reached the service before the proxy gave up.
 */
function provablyNotApplied(answer) {
    // First, so that no other answer's body (a success may be 512 MiB) is parsed here.
    if (answer.status !== 429 && answer.status !== 503)
        return false;
    if (Object.keys(ID_IN_TEXT).some((key) => idNamed(answer.text, key) !== undefined))
        return false;
    const body = parseObject(answer.text);
    return body?.success !== true && (answer.status === 429 || body?.success === false);
}
/**
 * The results whose id a failed answer may name, found in JSON at the top level or under `data`, or
 * as `deploymentId: X` in text. Run ids are opaque and may be base64, so `+` and `=` belong to them.
 */
const ID_IN_TEXT = {
    deploymentId: /deploymentId["']?\s*[:=]\s*["']?([A-Za-z0-9._-]{1,64})/,
    runId: /runId["']?\s*[:=]\s*["']?([A-Za-z0-9+=._-]{1,128})/,
};
/** The id a failed answer names, by the key of the result it belongs to (deploy's, trigger's). */
function idNamed(text, key) {
    const inText = ID_IN_TEXT[key];
    if (!inText)
        return undefined;
    const body = parseObject(text);
    if (body !== undefined) {
        const data = body.data;
        const id = body[key] ?? ((0,json/* isJsonObject */.O)(data) ? data[key] : undefined);
        if ((typeof id === 'string' && id !== '') || typeof id === 'number')
            return String(id);
    }
    // Only the start of a body is searched: a proxy page that quotes the answer does so early.
    return inText.exec(text.slice(0, 64 * 1024))?.[1];
}
const ABSENT = /\b(not found|does not exist|doesn't exist|no such)\b/i;
/** The service's documented ways of saying "no connection by that name". */
function saysAbsent(answer) {
    if (answer.status === 404)
        return true;
    if (answer.status !== 400 && answer.status !== 500)
        return false;
    const body = parseObject(answer.text);
    return body?.success === false && typeof body.message === 'string' && ABSENT.test(body.message);
}
function parseObject(text) {
    const value = (0,json/* parseJsonOr */.d)(text, undefined);
    return (0,json/* isJsonObject */.O)(value) ? value : undefined;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/secret-registry.js + 1 modules
var secret_registry = __webpack_require__(9329);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/version.js
var version = __webpack_require__(8290);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/enums.js
var enums = __webpack_require__(2540);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/service/schemas.js
/**
 * zod schemas of the Orchestration API's bodies; types.ts infers the wire types from them (so this
 * module imports nothing of types.ts). Requests are strict: a misspelt field is caught before
 * anything is sent. Responses are loose: the service may add fields, but every documented one is
 * checked.
 */




const schemas_text = schemas/* string */.YjP().min(1, 'must be a non-empty string');
const stringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
/** A problem at `path` below the value being refined. */
function flag(ctx, path, message) {
    ctx.addIssue({ code: 'custom', path, message });
}
// ---------------------------------------------------------------------------------- requests
const namedTest = schemas/* strictObject */.rej({ name: schemas_text });
const testSelection = schemas/* strictObject */.rej({
    source: schemas_text.optional(),
    table: schemas_text.optional(),
    columnTests: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas_text, tests: schemas/* array */.YOg(namedTest).min(1) })).optional(),
    tableTests: schemas/* array */.YOg(namedTest).optional(),
    projectTests: schemas/* array */.YOg(namedTest).optional(),
})
    .superRefine((el, ctx) => {
    const located = el.source !== undefined || el.table !== undefined;
    if (el.source === undefined && el.table !== undefined)
        flag(ctx, ['source'], 'is required together with table');
    if (el.table === undefined && el.source !== undefined)
        flag(ctx, ['table'], 'is required together with source');
    if (el.projectTests !== undefined && located)
        flag(ctx, ['projectTests'], 'an element with projectTests has no source or table');
    if (!located && (el.columnTests !== undefined || el.tableTests !== undefined))
        flag(ctx, ['source'], 'columnTests and tableTests need source and table');
    if (!located && el.projectTests === undefined)
        flag(ctx, [], 'needs source and table, or projectTests');
});
const runTestsCommon = {
    fabricId: schemas/* int */.Whr('must be an integer (a JSON number), e.g. 10740').min(0, 'must not be negative'),
    projectId: schemas_text,
    branch: schemas_text.optional(),
    version: schemas_text.optional(),
};
const runTestsRequestA = schemas/* strictObject */.rej({
    ...runTestsCommon,
    tests: schemas/* array */.YOg(testSelection).optional(),
});
const modelOnly = 'is not allowed in a model-test request (one with modelName)';
const runTestsRequestB = schemas/* strictObject */.rej({
    ...runTestsCommon,
    modelName: schemas_text,
    tests: schemas/* tuple */.PVZ([schemas/* strictObject */.rej({}, { error: modelOnly })], { error: 'a model-test request holds exactly [{}]' })
        .optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? modelOnly : undefined) });
const deployRequest = schemas/* strictObject */.rej({
    projectName: schemas_text,
    fabricName: schemas_text,
    gitTag: schemas_text,
    pipelineConfigurations: schemas/* record */.g1P(schemas/* string */.YjP(), stringMap).optional(),
    projectConfiguration: stringMap.optional(),
})
    .superRefine((req, ctx) => {
    const prefix = `${req.projectName}/`;
    if (!req.gitTag.startsWith(prefix) || req.gitTag.length === prefix.length)
        flag(ctx, ['gitTag'], `must be {projectName}/{version}, i.e. start with "${prefix}"; got "${req.gitTag}"`);
});
const triggerPipelineRequest = schemas/* strictObject */.rej({
    ...runTestsCommon,
    pipelineName: schemas_text,
    parameters: stringMap.optional(),
    processName: schemas_text.optional(),
});
const oneOnly = (what) => (issue) => issue.code === 'invalid_type' && Array.isArray(issue.input)
    ? `must be one ${what} object, not a list: create fabric takes at most one; add the others after`
    : undefined;
function secretSchema(error) {
    return schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('native', 'must be "native"'),
        // The service owns its sub-kinds: any spelling is sent as written.
        subKind: schemas_text,
        properties: stringMap,
    }, error)
        .superRefine((secret, ctx) => {
        if (!secret.properties.name)
            flag(ctx, ['properties', 'name'], 'is required: the secret name');
        if (secret.subKind === 'text' && secret.properties.value === undefined)
            flag(ctx, ['properties', 'value'], 'is required for a text secret');
    });
}
const secretInput = secretSchema();
const secretReference = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('native', 'must be "native"'),
    properties: schemas/* strictObject */.rej({ id: schemas_text, name: schemas/* string */.YjP() }),
    subKind: schemas_text,
    type: schemas/* literal */.euz('secret', 'must be "secret"'),
});
const connectionProperty = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), secretReference], {
    error: 'must be a string, number, boolean or secret reference {kind, properties: {id, name}, subKind, type}',
});
/** Flags each `{{SECRET}}` property of the connection at `path`. */
function flagPlaceholders(ctx, path, conn, why) {
    for (const [key, value] of Object.entries(conn.properties))
        if (value === enums/* SECRET_PLACEHOLDER */.ll)
            flag(ctx, [...path, 'properties', key], `${enums/* SECRET_PLACEHOLDER */.ll} ${why}`);
}
/** `{{SECRET}}` means the secret of the same create-fabric request (`inCreate`); elsewhere nothing. */
function connectionSchema(inCreate, error) {
    return schemas/* strictObject */.rej({
        name: schemas_text,
        kind: schemas_text,
        isDefaultWarehouseConnection: schemas/* boolean */.zMY().optional(),
        properties: schemas/* record */.g1P(schemas/* string */.YjP(), connectionProperty),
        shouldValidate: schemas/* boolean */.zMY().optional(),
        shouldTest: schemas/* boolean */.zMY().optional(),
    }, error)
        .superRefine((conn, ctx) => {
        // Only a kind known to be no SQL warehouse is refused: the service owns its kinds.
        if (conn.isDefaultWarehouseConnection && (0,enums/* isKnownNonWarehouseKind */.yI)(conn.kind))
            flag(ctx, ['isDefaultWarehouseConnection'], `may not be true for a ${conn.kind} connection (of the known kinds, only ${enums/* DEFAULT_WAREHOUSE_KINDS */._5.join(', ')} can be the default)`);
        if (!inCreate)
            flagPlaceholders(ctx, [], conn, 'is only allowed in create fabric; use a secret reference');
    });
}
const connectionInput = connectionSchema(false);
const createFabricRequest = schemas/* strictObject */.rej({
    name: schemas_text,
    description: schemas/* string */.YjP().optional(),
    teamName: schemas_text,
    provider: schemas_text,
    secret: secretSchema({ error: oneOnly('secret') }).optional(),
    connection: connectionSchema(true, { error: oneOnly('connection') }).optional(),
})
    .superRefine((req, ctx) => {
    const why = 'refers to the secret of the same request, and there is none';
    if (req.connection && !req.secret)
        flagPlaceholders(ctx, ['connection'], req.connection, why);
});
const updateFabricRequest = schemas/* strictObject */.rej({ name: schemas_text.optional(), description: schemas/* string */.YjP().optional() })
    .refine((req) => req.name !== undefined || req.description !== undefined, {
    message: 'needs name or description (only these can be changed)',
});
// --------------------------------------------------------------------------------- responses
/** A bare number is accepted too, as its string. */
const id = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* int */.Whr()], 'must be an id (a string)').transform(String);
/**
 * The first field of a result that is not of its type, and the type an error names. Each field is
 * read by its name: a loop over a table of names read each by a computed key, which cost a big run
 * most of its check.
 */
function wrongField(r) {
    if (typeof r.name !== 'string')
        return ['name', 'string'];
    if (typeof r.status !== 'string')
        return ['status', 'string'];
    if (typeof r.table !== 'string')
        return ['table', 'string'];
    if (typeof r.columnName !== 'string')
        return ['columnName', 'string'];
    if (!Number.isSafeInteger(r.index))
        return ['index', 'int'];
    if (!Number.isFinite(r.time))
        return ['time', 'number'];
    if (typeof r.cause !== 'string')
        return ['cause', 'string'];
    return undefined;
}
/** Checked in place: zod's parse copies every object it checks, so a big run would be held twice. */
const testResults = schemas/* custom */.IeY(() => true)
    .superRefine((value, ctx) => {
    const fail = (path, expected, got) => {
        const kind = got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got;
        flag(ctx, path, `expected ${expected}, received ${kind}`);
    };
    if (!Array.isArray(value))
        return fail([], 'array', value);
    for (let i = 0; i < value.length; i++) {
        const result = value[i];
        if (!(0,json/* isJsonObject */.O)(result))
            return fail([i], 'object', result);
        const wrong = wrongField(result);
        if (wrong)
            return fail([i, wrong[0]], wrong[1], result[wrong[0]]);
    }
});
const count = schemas/* int */.Whr().min(0);
const testSummary = schemas/* looseObject */._H3({
    failed: count,
    skip: count,
    succeeded: count,
    total: count,
    warning: count,
});
const runTestsData = schemas/* looseObject */._H3({
    results: testResults,
    runnerStdout: schemas/* string */.YjP(),
    summary: testSummary,
});
const deployResult = schemas/* looseObject */._H3({
    success: schemas/* literal */.euz(true),
    message: schemas/* string */.YjP(),
    deploymentId: id,
    details: schemas/* looseObject */._H3({
        projectId: id,
        fabricId: id,
        version: schemas/* string */.YjP(),
        pipelinesDeployed: schemas/* array */.YOg(schemas/* string */.YjP()),
        configurationsApplied: count,
    }),
});
const idData = schemas/* looseObject */._H3({ id });
const triggerPipelineResult = schemas/* looseObject */._H3({ success: schemas/* literal */.euz(true), runId: schemas_text });
/** Besides its status, a run's documented fields are not needed by a poll: checked only when present. */
const pipelineRunStatus = schemas/* looseObject */._H3({
    success: schemas/* literal */.euz(true),
    // Any word: the service owns its statuses.
    runStatus: schemas_text,
    errorMessage: schemas/* string */.YjP().nullable().optional(),
    runId: schemas/* string */.YjP().optional(),
    createdAt: schemas/* string */.YjP().optional(),
    updatedAt: schemas/* string */.YjP().optional(),
    projectId: id.optional(),
    pipelineName: schemas/* string */.YjP().optional(),
    fabricId: id.optional(),
});
/** `properties` depend on the kind, undocumented: a lookup must not fail on a shape we did not foresee. */
const connection = schemas/* looseObject */._H3({
    id,
    name: schemas/* string */.YjP(),
    kind: schemas/* string */.YjP(),
    isDefaultWarehouseConnection: schemas/* boolean */.zMY().optional(),
    properties: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
});
/** Only the id is required: the client fills in the rest from the request it sent. */
const addedConnection = connection.partial({ name: true, kind: true, properties: true });
const secretSummary = schemas/* looseObject */._H3({
    kind: schemas/* string */.YjP(),
    subKind: schemas/* string */.YjP(),
    properties: schemas/* looseObject */._H3({ id, name: schemas/* string */.YjP() }),
    type: schemas/* string */.YjP(),
});
const secretList = schemas/* looseObject */._H3({ secrets: schemas/* array */.YOg(secretSummary) });
/** Most endpoints' answers; read() in client.ts reads the others by their key. */
function envelope(data) {
    return schemas/* looseObject */._H3({ success: schemas/* literal */.euz(true), data });
}
// ------------------------------------------------------------------------------------ issues
/** `data.results[3].status: what is wrong` (plus how many more). */
function describeIssues(error, root) {
    const [first, ...rest] = error.issues;
    if (!first)
        return `${root}: invalid`;
    const path = (0,common_text/* fieldPath */.cn)(first.code === 'unrecognized_keys' ? [...first.path, first.keys.join(', ')] : first.path);
    const message = first.code === 'unrecognized_keys' && first.message.startsWith('Unrecognized key')
        ? 'is not a field of this request'
        : first.message.replace(/^Invalid (input|option): /, '');
    const more = rest.length ? ` (and ${rest.length} more ${(0,common_text/* plural */.LS)(rest.length, 'problem')})` : '';
    return `${path || root}: ${message}${more}`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/service/client.js
/**
 * The Orchestration API client. Requests are checked before anything is sent; `success: false` is a
 * failure whatever the HTTP status, and a success must have every documented field. Every failure
 * is an ApiError with a finished one-line message.
 */











/** The client of one run: types.ts says what each method sends, returns and throws. */
function createClient(options) {
    // The token, and every secret value this client sends, never appear in an error message.
    const secrets = options.secrets ?? new secret_registry/* SecretRegistry */.ks();
    secrets.add(options.token);
    const { origin, hostname } = new URL(options.baseUrl);
    const where = { origin, hostname, timeoutMs: options.timeoutMs };
    const transport = new http_transport/* Transport */.o({
        baseUrl: options.baseUrl,
        headers: {
            'x-auth-token': options.token,
            accept: 'application/json',
            'user-agent': `orchestration-action/${version/* VERSION */.x}`,
        },
        timeoutMs: options.timeoutMs,
        retries: options.retries,
        rules: SERVICE_RULES,
        longestWaitMs: longestWaitMs(options.timeoutMs),
        maxBodyBytes: options.maxBodyBytes ?? body/* MAX_BODY_BYTES */.YK,
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
    const registerSecretValues = (secret) => {
        for (const [key, value] of Object.entries(secret.properties))
            if ((0,secret_registry/* isSensitivePropertyName */.v7)(key))
                secrets.add(value);
    };
    const redact = (text) => secrets.redact(text);
    async function send(req) {
        const { operation, once } = req;
        try {
            return await transport.send({
                method: req.method,
                path: req.path,
                body: req.body === undefined ? undefined : JSON.stringify(req.body),
                delivery: once ? 'once' : 'repeatable',
                onRetry: ({ attempt, delayMs, outcome }) => options.onRetry?.({ operation, attempt, delayMs, reason: (0,api_error/* endReason */.Wh)((0,policy/* endOf */.pJ)(outcome), where) }),
            });
        }
        catch (err) {
            if (!(err instanceof http_transport/* HttpFailure */.H))
                throw err;
            const unknown = (0,policy/* maybeApplied */.E9)({ failure: err.failure }, SERVICE_RULES);
            const reason = (0,api_error/* failureReason */.Hr)(err.failure, where, once);
            const line = once && unknown ? (0,api_error/* unknownOutcome */.b6)(reason, once) : reason;
            throw error(req, err, line, { maybeApplied: err.maybeApplied, unknownOutcome: unknown });
        }
    }
    async function call(req, schema, key) {
        return read(req, await send(req), schema, key);
    }
    /**
     * Most results come in the `{success, data}` envelope; with `key`, one does not (deploy, trigger,
     * run status), though a gateway may wrap it in `data` all the same: read when `key` is not at the
     * top. Failures may come with HTTP 200.
     */
    function read(req, res, schema, key) {
        const outer = judge(req, res, key);
        if (key === undefined)
            return check(req, res, envelope(schema), outer).data;
        const { data, ...rest } = outer;
        const result = (0,json/* isJsonObject */.O)(data) && !(key in outer) ? { ...rest, ...data } : outer;
        if (result.success === false)
            throw refusal(req, res, result, key);
        return check(req, res, schema, result);
    }
    function judge(req, res, key) {
        const { once } = req;
        // Redacts at the source: when the text holds any form of a secret, every string of the parsed
        // answer is redacted, so whatever is made from it holds `***` however a writer encodes it later.
        // One scan of the text decides, so a clean answer costs no per-string work; the transport
        // scans as the answer arrives.
        const body = parseJson(res.text, (res.holdsSecret ?? secrets.holds(res.text)) ? redact : undefined);
        const ok = res.status >= 200 && res.status < 300;
        if ((0,json/* isJsonObject */.O)(body) && body.success === false)
            throw refusal(req, res, body, key);
        if ((0,json/* isJsonObject */.O)(body) && ok)
            return body;
        const seenId = key === undefined ? undefined : idNamed(res.text, key);
        const unknown = once ? !provablyNotApplied(res) : ok || (0,policy/* maybeApplied */.E9)({ answer: res }, SERVICE_RULES);
        const message = (0,json/* isJsonObject */.O)(body) && typeof body.message === 'string' ? body.message : undefined;
        let reason;
        if (body === NOT_JSON)
            reason = (0,api_error/* notJson */.O2)(res.status, (0,api_error/* bodyExcerpt */.kG)(res.text, redact));
        else if (!ok && message)
            reason = (0,api_error/* serviceRefusal */.OK)(res.status, (0,api_error/* quoteable */.ZP)(message, redact));
        else if (ok)
            reason = `unexpected response (HTTP ${res.status}): the body is JSON but not an object`;
        else
            reason = `HTTP ${res.status}: "${(0,api_error/* bodyExcerpt */.kG)(res.text, redact)}"`;
        if (once && unknown)
            reason = (0,api_error/* unknownOutcome */.b6)(reason, once, seenId && ` (${key} ${seenId})`);
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
    function refusal(req, res, body, key) {
        const said = (value) => (typeof value === 'string' && value ? value : undefined);
        const fields = (0,json/* isJsonObject */.O)(body.data) ? { ...body.data, ...body } : body;
        const message = said(fields.message) ?? said(fields.msg);
        const detail = said(fields.error);
        const texts = { serviceMessage: message && redact(message), detail: detail && redact(detail) };
        const reason = (0,api_error/* serviceRefusal */.OK)(res.status, (0,api_error/* quoteable */.ZP)(message ?? '', redact), detail && (0,api_error/* quoteable */.ZP)(detail, redact));
        const seenId = key === undefined ? undefined : idNamed(res.text, key);
        if (seenId === undefined)
            return error(req, res, reason, { maybeApplied: res.earlier !== undefined, ...texts });
        const seen = ` (${key} ${seenId})`;
        const line = req.once ? (0,api_error/* unknownOutcome */.b6)(reason, req.once, seen) : reason + seen;
        return error(req, res, line, { maybeApplied: true, unknownOutcome: true, ...texts });
    }
    /** A success whose body lacks documented fields: the request may well have taken effect. */
    function check(req, res, schema, body) {
        const result = schema.safeParse(body);
        if (result.success)
            return result.data;
        let reason = `unexpected response (HTTP ${res.status}): ${redact(describeIssues(result.error, 'body'))}`;
        if (req.once)
            reason = (0,api_error/* unknownOutcome */.b6)(reason, req.once);
        throw error(req, res, reason, { maybeApplied: true, unknownOutcome: true });
    }
    /**
     * From an answer, or from a failure without one. `unknownOutcome`: this end leaves the outcome
     * open, so an earlier ambiguous attempt adds nothing.
     */
    function error(req, res, reason, fields) {
        const { unknownOutcome: unknown, ...rest } = fields;
        const waited = (0,api_error/* waitRefusedNote */.s$)(res.waitRefusedMs, longestWaitMs(where.timeoutMs));
        const earlier = unknown || !res.earlier ? undefined : (0,api_error/* endReason */.Wh)(res.earlier, where);
        const line = (0,common_text/* oneLine */.TN)(redact(reason + waited + (0,api_error/* attemptsNote */.pr)(res.attempts, earlier)));
        return new api_error/* ApiError */.hD({ operation: req.operation, status: res.status, attempts: res.attempts, ...rest }, line);
    }
    return {
        async runTests(body) {
            const schema = Object.hasOwn(body, 'modelName') ? runTestsRequestB : runTestsRequestA;
            return call(request('runTests', [], body, schema), runTestsData);
        },
        async deployProject(body) {
            const req = request('deployProject', [], body, deployRequest, {
                effect: 'the deployment may have been scheduled',
                advice: `check fabric ${body.fabricName} for ${body.gitTag} before running again`,
            });
            return call(req, deployResult, 'deploymentId');
        },
        async createFabric(body) {
            // No read finds a fabric by name, so an unknown outcome cannot be checked: never re-sent.
            const req = request('createFabric', [], body, createFabricRequest, {
                effect: `fabric ${body.name} may have been created`,
                advice: `if running again says it already exists, set fabric-id to its id`,
            });
            if (body.secret)
                registerSecretValues(body.secret);
            return call(req, idData);
        },
        async updateFabric(fabricId, body) {
            return call(request('updateFabric', [fabricId], body, updateFabricRequest), idData);
        },
        async addConnection(fabricId, body) {
            const req = request('addConnection', [fabricId], body, connectionInput, {
                effect: `connection ${body.name} may have been added`,
                advice: `look it up by name before adding it again`,
            });
            return withRequest(body, await call(req, addedConnection));
        },
        async getConnectionByName(fabricId, name) {
            const req = request('getConnection', [fabricId, name]);
            const res = await send(req);
            if (saysAbsent(res))
                return undefined;
            // `properties` was checked only as an object (its shape per kind is not documented).
            return read(req, res, connection);
        },
        async updateConnection(fabricId, name, body) {
            const req = request('updateConnection', [fabricId, name], body, connectionInput);
            // The service renames none.
            if (body.name !== name)
                throw invalidRequest(req.operation, `name: must be the connection name of the path (${name}), not ${body.name}`);
            // The whole connection, sent again, changes nothing: repeatable, like a read. Its answer is
            // read as leniently as an add's.
            return withRequest(body, await call(req, addedConnection));
        },
        async addSecret(fabricId, body) {
            const req = request('addSecret', [fabricId], body, secretInput, {
                effect: `secret ${body.properties.name} may have been added`,
                advice: `list the fabric's secrets before adding it again`,
            });
            registerSecretValues(body);
            return call(req, idData);
        },
        async updateSecret(fabricId, secretId, body) {
            const req = request('updateSecret', [fabricId, secretId], body, secretInput);
            registerSecretValues(body);
            return call(req, idData);
        },
        async listSecrets(fabricId) {
            return (await call(request('listSecrets', [fabricId]), secretList)).secrets;
        },
        async getSecret(fabricId, secretId) {
            return call(request('getSecret', [fabricId, secretId]), secretSummary);
        },
        async triggerPipeline(body) {
            const req = request('triggerPipeline', [], body, triggerPipelineRequest, {
                effect: `the run of ${body.pipelineName} may have been started`,
                advice: `check the runs of ${body.pipelineName} on fabric ${body.fabricId} before running it again`,
            });
            return call(req, triggerPipelineResult, 'runId');
        },
        async pipelineStatus(runId) {
            return call(request('pipelineStatus', [runId]), pipelineRunStatus, 'runStatus');
        },
        close: () => transport.close(),
    };
}
function invalidRequest(operation, what) {
    return new api_error/* ApiError */.hD({ operation, maybeApplied: false, attempts: 0 }, `invalid request: ${(0,common_text/* oneLine */.TN)(what)}`);
}
/**
 * Checks the path parameters, then the body; the path it returns has them encoded. `.` and `..` are
 * refused: URLs read them as steps of the path (encoded as `%2E` too), so the request would go to
 * another endpoint.
 */
function request(name, params, body, schema, once) {
    const { method, pattern, path, operation } = endpoints/* ENDPOINTS */.H[name];
    const names = pattern.match(/(?<=:)[A-Za-z]+/g) ?? [];
    params.forEach((value, i) => {
        if (typeof value !== 'string' || value === '')
            throw invalidRequest(operation, `${names[i]}: must be a non-empty string`);
        if (value === '.' || value === '..')
            throw invalidRequest(operation, `${names[i]}: "${value}" cannot be sent in a URL path, which reads it as a step of the path`);
    });
    const result = schema?.safeParse(body);
    if (result?.success === false)
        throw invalidRequest(operation, describeIssues(result.error, 'body'));
    return { operation, method, path: path(...params), body, once };
}
/** The request says what the connection now is; the answer need hold only its id. */
function withRequest(body, answer) {
    return { ...body, ...answer, properties: answer.properties ?? body.properties };
}
const NOT_JSON = Symbol('not JSON');
/** With `redact`, every string value is redacted as it is parsed; keys are names, not values. */
function parseJson(text, redact) {
    try {
        return JSON.parse(text, redact && ((_key, value) => (typeof value === 'string' ? redact(value) : value)));
    }
    catch {
        return NOT_JSON;
    }
}


/***/ }),

/***/ 2540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ RUN_ERROR),
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   QN: () => (/* binding */ RUN_SUCCEEDED),
/* harmony export */   U4: () => (/* binding */ RUN_WAITING),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   ll: () => (/* binding */ SECRET_PLACEHOLDER),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS),
/* harmony export */   yI: () => (/* binding */ isKnownNonWarehouseKind)
/* harmony export */ });
/* unused harmony export TEST_STATUSES */
/**
 * The service's enumerations as the action knows them. The service owns them: values are sent as the
 * user wrote them. These lists only help: a near miss gets a warning, and a kind known to be no SQL
 * warehouse cannot be the default warehouse connection. The emulator accepts these, plus its fixture's.
 */
/** The service-managed provider's spelling is not published: not guessed here; it passes as written. */
const FABRIC_PROVIDERS = ['databricks', 'bigquery'];
/** Spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
const CONNECTION_KINDS = [
    'databricks',
    'bigquery',
    'snowflake',
    'synapse',
    'mssql',
    'oracle',
    'mongodb',
    'hana',
    'redshift',
    'smtp',
    's3',
    'sftp',
    'ADLS',
    'GCS',
    'onedrive',
    'salesforce',
    'sharepoint',
    'smartsheet',
    'tableau',
    'powerbi',
];
/** The SQL warehouses: the known kinds that may be the default warehouse connection. */
const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'];
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = (/* unused pure expression or super */ null && (['SUCCEEDED', 'FAILED', 'ERROR']));
/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
const SECRET_PLACEHOLDER = '{{SECRET}}';
/** Beside the documented RUNNING, these words name a wait too; any other word ends a run, not well. */
const RUN_SUCCEEDED = 'SUCCEEDED';
const RUN_ERROR = 'ERROR';
const RUN_WAITING = ['RUNNING', 'PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'];
/** A kind the action has never seen may be a warehouse. */
function isKnownNonWarehouseKind(kind) {
    const folded = kind.toLowerCase();
    const known = (list) => list.some((k) => k.toLowerCase() === folded);
    return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}
/** Another case, or one letter added, dropped or changed; undefined when known as written or near none. */
function nearMiss(value, known) {
    if (known.includes(value))
        return undefined;
    return (known.find((k) => k.toLowerCase() === value.toLowerCase()) ??
        known.find((k) => withinOneEdit(k.toLowerCase(), value.toLowerCase())));
}
function withinOneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1)
        return false;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    // After the first difference the rest must match with one character changed, added or dropped.
    return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}


/***/ })

};
