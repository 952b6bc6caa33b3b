export const id = 82;
export const ids = [82];
export const modules = {

/***/ 9178:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ isJsonObject),
/* harmony export */   d: () => (/* binding */ parseJsonOr)
/* harmony export */ });
/** A parsed JSON value that is an object: not null, not an array. */
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The value `text` holds, or `otherwise` when it is not JSON. */
function parseJsonOr(text, otherwise) {
    try {
        return JSON.parse(text);
    }
    catch {
        return otherwise;
    }
}


/***/ }),

/***/ 4259:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YK: () => (/* binding */ MAX_BODY_BYTES),
/* harmony export */   vL: () => (/* binding */ BodyFailure),
/* harmony export */   x8: () => (/* binding */ readBody)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6466);
/**
 * Reads an answer's body, decoded from any Content-Encoding a proxy added, and bounded so an endless
 * body fails the request in one line instead of growing memory until the runner is killed. The bound
 * is on the decoded size: a small compressed body can expand a thousandfold.
 */



/** Bytes, decoded: about the longest string V8 can make, which JSON.parse needs the text to be. */
const MAX_BODY_BYTES = 512 * 1024 * 1024;
/**
 * Why an answer's body could not be read, as the failure transport.ts reports. Not an ActionError:
 * a signal inside http/, which the transport turns into an attempt's failure and each client into
 * its own error (ApiError, GitHubRequestError).
 */
class BodyFailure extends Error {
    name = 'BodyFailure';
    failure;
    constructor(kind, message) {
        super(message);
        this.failure = { kind, code: kind.replace('-', '_').toUpperCase(), message };
    }
}
/**
 * The bytes are gathered in one buffer and decoded once, at the end: text decoded part by part kept
 * every part alive beside the whole text made of them until a full collection. The buffer starts at
 * the size the server announces, within `limit` (pages the body never fills are never touched), and
 * its memory is given back the moment it is decoded (docs/benchmarks.md has what each saves).
 */
async function readBody(body, headers, limit) {
    // In the order they were applied; repeated headers read as one list, as String() joins an array.
    const codings = String(headers['content-encoding'] ?? '')
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c !== '' && c !== 'identity');
    const announced = codings.length === 0 ? Number(headers['content-length']) : NaN;
    // Never from Node's shared pool: each buffer owns its memory, so it can give it back (free).
    let bytes = Buffer.allocUnsafeSlow(Number.isSafeInteger(announced) ? Math.min(announced, limit) : 64 * 1024);
    let size = 0;
    const tooLarge = `the answer is larger than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(limit)}, the most this action reads`;
    const sink = new node_stream__WEBPACK_IMPORTED_MODULE_1__.Writable({
        write(chunk, _encoding, done) {
            if (size + chunk.length > limit)
                return done(new BodyFailure('too-large', tooLarge));
            if (size + chunk.length > bytes.length) {
                const grown = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(2 * bytes.length, size + chunk.length)));
                bytes.copy(grown, 0, 0, size);
                free(bytes);
                bytes = grown;
            }
            size += chunk.copy(bytes, size);
            done();
        },
    });
    try {
        // On any failure pipeline destroys every stage, so the connection is not left half-read.
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)([body, ...codings.toReversed().map(decoderFor), sink]);
        return bytes.toString('utf8', 0, size);
    }
    catch (err) {
        if (codings.length > 0 && String(err.code).startsWith('Z_'))
            throw new BodyFailure('undecodable', `the answer's ${codings.join(', ')} data is corrupt`);
        throw err;
    }
    finally {
        free(bytes);
    }
}
/**
 * Gives a buffer's memory back at once, not when the collector finds its object unused, which for a
 * big answer came only after its text and everything parsed from it were made beside it. Transferring
 * the memory to an empty buffer (ES2024) leaves this one empty too.
 */
function free(bytes) {
    bytes.buffer.transfer(0);
}
/** Loaded only for an encoded answer, which only a proxy in between sends. */
function zlib() {
    return process.getBuiltinModule('node:zlib');
}
function decoderFor(coding) {
    switch (coding) {
        case 'gzip':
        case 'x-gzip':
            return zlib().createGunzip();
        case 'br':
            return zlib().createBrotliDecompress();
        case 'deflate':
            return deflateDecoder();
        default:
            throw new BodyFailure('undecodable', `the answer is encoded as "${coding.slice(0, 40)}", which this action cannot decode`);
    }
}
/**
 * HTTP's deflate is zlib-wrapped (RFC 9110), but some servers send raw deflate. A zlib header's
 * first byte has low nibble 8 and its first two bytes, as a number, divide by 31.
 */
function deflateDecoder() {
    return node_stream__WEBPACK_IMPORTED_MODULE_1__.Duplex.from(async function* (source) {
        const chunks = source[Symbol.asyncIterator]();
        const first = await chunks.next();
        if (first.done)
            return;
        const head = first.value;
        const zlibHeader = head.length >= 2 && (head[0] & 0x0f) === 8 && ((head[0] << 8) | head[1]) % 31 === 0;
        const all = async function* () {
            yield head;
            yield* { [Symbol.asyncIterator]: () => chunks };
        };
        // pipeline destroys the inflater with any error, which reading it then throws.
        yield* (0,node_stream__WEBPACK_IMPORTED_MODULE_1__.pipeline)(all, zlibHeader ? zlib().createInflate() : zlib().createInflateRaw(), () => { });
    });
}


/***/ }),

/***/ 9293:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ maybeApplied),
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   KO: () => (/* binding */ mayRetry),
/* harmony export */   LW: () => (/* binding */ classifyNetworkError),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   pJ: () => (/* binding */ endOf)
/* harmony export */ });
/**
 * The one policy for outgoing HTTP, as pure functions, shared by the service and GitHub clients
 * through transport.ts; each client adds only what its server says about itself (ServerRules).
 */
/**
 * How an attempt ended without an HTTP answer: whether it is sent again (`always`, or only when
 * `repeatable`), and whether the server may have applied it.
 */
const FAILURE_KINDS = {
    /** Nothing listened: the request provably did not reach the server. */
    refused: { retried: 'always', applied: false },
    /** Permanent (a typo, a private name). */
    dns: { retried: 'never', applied: false },
    /** EAI_AGAIN: nothing was sent. */
    'dns-temporary': { retried: 'always', applied: false },
    /** Nothing was sent, and retrying will not help. */
    tls: { retried: 'never', applied: false },
    /** Unreachable, connect time-out: nothing was sent. */
    connect: { retried: 'never', applied: false },
    /** Closed after the request went out, before an answer began. */
    reset: { retried: 'repeatable', applied: true },
    'reset-in-body': { retried: 'never', applied: true },
    timeout: { retried: 'never', applied: true },
    /** An earlier attempt to this server timed out, or its caller stopped waiting: nothing more is sent. */
    'not-sent': { retried: 'never', applied: false },
    /** Its caller stopped waiting while it was in flight (a pipeline step's timeout ended). */
    abandoned: { retried: 'never', applied: true },
    /** Past the bound on what is read (body.ts): the request did reach the server. */
    'too-large': { retried: 'never', applied: true },
    undecodable: { retried: 'never', applied: true },
    other: { retried: 'never', applied: true },
};
function endOf(outcome) {
    return 'answer' in outcome ? { status: outcome.answer.status } : outcome;
}
/** The error codes each kind of failure is known by; any code naming CERT, SSL or TLS is `tls` too. */
const CODES = {
    refused: ['ECONNREFUSED'],
    dns: ['ENOTFOUND'],
    'dns-temporary': ['EAI_AGAIN'],
    // ERR_PROXY_TUNNEL: the proxy would not open a tunnel to the server, so nothing reached it.
    connect: ['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL', 'ERR_PROXY_TUNNEL'],
    reset: ['ECONNRESET', 'EPIPE', 'ECONNABORTED'],
};
/** Looks through AggregateError (happy eyeballs) and causes. */
function errorCode(err) {
    let current = err;
    for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
        const { code, errors, cause } = current;
        if (typeof code === 'string' && code)
            return code;
        current = Array.isArray(errors) && errors.length ? errors[0] : cause;
    }
    return 'UNKNOWN';
}
/**
 * OpenSSL's own text, as Node reports a handshake that fails while the request is written (`write
 * EPROTO …:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:…`): read as
 * its reason and the code Node gives that reason elsewhere (ERR_SSL_WRONG_VERSION_NUMBER).
 */
const OPENSSL_ERROR = /:error:[0-9A-F]+:SSL routines:[^:]*:([^:]+):/;
/**
 * A connection that closes or fails while it opens has carried nothing: over TLS it is the
 * handshake that failed (a proxy's tunnel included), over plain HTTP the connection.
 */
function classifyNetworkError(err, stage, secure) {
    let code = errorCode(err);
    let message = err instanceof Error ? err.message : String(err);
    const openssl = OPENSSL_ERROR.exec(message);
    if (openssl) {
        message = openssl[1];
        code = `ERR_SSL_${message.toUpperCase().replace(/\W+/g, '_')}`;
    }
    const listed = Object.keys(CODES).find((kind) => CODES[kind].includes(code));
    let kind = listed ?? (/CERT|SSL|TLS/.test(code) ? 'tls' : 'other');
    if (stage === 'answering' && kind !== 'timeout')
        kind = 'reset-in-body';
    if (stage === 'connecting' && secure && (kind === 'reset' || code === 'EPROTO'))
        kind = 'tls';
    if (stage === 'connecting' && !secure && kind === 'reset')
        kind = 'connect';
    return { kind, code, message };
}
function mayRetry(outcome, delivery, rules) {
    if ('answer' in outcome)
        return rules.notApplied(outcome.answer) || (delivery === 'repeatable' && rules.transient(outcome.answer));
    const { retried } = FAILURE_KINDS[outcome.failure.kind];
    return retried === 'always' || retried === delivery;
}
/**
 * A failure after the request went out, or a 5xx (the server or a gateway may have done the work
 * and then failed), unless the server's rules prove it did nothing. A 503 is an overloaded server
 * refusing work; a 4xx a refusal.
 */
function maybeApplied(outcome, rules) {
    if ('failure' in outcome)
        return FAILURE_KINDS[outcome.failure.kind].applied;
    const { answer } = outcome;
    return !rules.notApplied(answer) && answer.status >= 500 && answer.status !== 503;
}
/** Milliseconds a `Retry-After` asks for: delta-seconds or an HTTP date (RFC 9110 10.2.3); never negative. */
function parseRetryAfter(value, now) {
    const raw = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!raw)
        return undefined;
    if (/^\d+$/.test(raw))
        return Number(raw) * 1000;
    // All three HTTP-date forms start with a day name; Date.parse alone would read "-3" as a year.
    if (!/^[A-Za-z]{3}/.test(raw))
        return undefined;
    const at = Date.parse(raw);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
/**
 * `retry` is 1-based. "Equal jitter" (half fixed, half random): a struggling server always gets at
 * least half the nominal pause, while clients that failed together still spread out.
 */
function backoffDelay(retry, baseMs, maxMs, random = Math.random) {
    const nominal = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
    const half = nominal / 2;
    return Math.round(half + random() * half);
}


/***/ }),

/***/ 2846:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ HttpFailure),
/* harmony export */   o: () => (/* binding */ Transport)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4259);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2711);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9293);




/**
 * A request with no answer to read, after every attempt. Not an ActionError: the failure's fields
 * are for the client that sent it, which words them as its own error (ApiError, GitHubRequestError).
 */
class HttpFailure extends Error {
    name = 'HttpFailure';
    constructor(fields) {
        super(fields.failure.message);
        Object.assign(this, fields);
    }
}
class Transport {
    options;
    agent;
    sendRequest;
    base;
    secure;
    timedOut = false;
    constructor(options) {
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
    async send(req) {
        const { retries, waits, rules, longestWaitMs } = this.options;
        let waited = 0;
        let earlier;
        // Bounded: at most retries + waits + 1 attempts.
        for (let attempts = 1;; attempts++) {
            const outcome = await this.attempt(req);
            const answer = 'answer' in outcome ? outcome.answer : undefined;
            const asked = answer && rules.waitAsked(answer, Date.now());
            const isWait = waits !== undefined && asked !== undefined && rules.notApplied(answer);
            // Every attempt after the first followed a retry or a wait.
            const left = !req.singleAttempt && (isWait ? waited < waits : attempts - 1 - waited < retries);
            if (!left || !(0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .mayRetry */ .KO)(outcome, req.delivery, rules)) {
                if ('answer' in outcome)
                    return { ...outcome.answer, attempts, earlier };
                const applied = (0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .maybeApplied */ .E9)(outcome, rules) || earlier !== undefined;
                throw new HttpFailure({ failure: outcome.failure, attempts, maybeApplied: applied, earlier });
            }
            if (answer && asked !== undefined && asked > longestWaitMs)
                return { ...answer, attempts, earlier, waitRefusedMs: asked };
            if (earlier === undefined && (0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .maybeApplied */ .E9)(outcome, rules))
                earlier = (0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .endOf */ .pJ)(outcome);
            if (isWait)
                waited++;
            const delayMs = asked ?? (0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .backoffDelay */ .EY)(attempts, this.options.retryBaseMs, this.options.retryMaxMs);
            req.onRetry?.({ attempt: attempts, delayMs, outcome });
            // An abort ends the wait: the next attempt then says it was not sent.
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(delayMs, undefined, { signal: this.options.signal }).catch(() => undefined);
        }
    }
    async close() {
        this.agent.destroy();
    }
    async attempt(req) {
        const { timeoutMs, maxBodyBytes, signal } = this.options;
        if (signal?.aborted)
            return { failure: { kind: 'not-sent', code: 'NOT_SENT', message: stopReason(signal) } };
        if (this.timedOut)
            return {
                failure: { kind: 'not-sent', code: 'NOT_SENT', message: 'an earlier request got no answer in time' },
            };
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        const abandon = () => controller.abort();
        signal?.addEventListener('abort', abandon, { once: true });
        const progress = { stage: 'connecting' };
        try {
            const res = await this.request(req, controller.signal, progress);
            progress.stage = 'answering';
            const headers = headersOf(res);
            const text = await (0,_body_js__WEBPACK_IMPORTED_MODULE_1__/* .readBody */ .x8)(res, headers, maxBodyBytes);
            const holdsSecret = this.options.secrets?.holds(text);
            return { answer: { status: res.statusCode ?? 0, headers, text, holdsSecret } };
        }
        catch (err) {
            if (signal?.aborted)
                return { failure: { kind: 'abandoned', code: 'ABANDONED', message: stopReason(signal) } };
            if (controller.signal.aborted) {
                if (this.options.stopAfterTimeout)
                    this.timedOut = true;
                return { failure: { kind: 'timeout', code: 'TIMEOUT', message: 'time-out' } };
            }
            if (err instanceof _body_js__WEBPACK_IMPORTED_MODULE_1__/* .BodyFailure */ .vL)
                return { failure: err.failure };
            return { failure: (0,_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyNetworkError */ .LW)(err, progress.stage, this.secure) };
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', abandon);
        }
    }
    /** Sent whole; resolves when the answer's head has arrived. `progress` follows the connection. */
    request(req, signal, progress) {
        const headers = { ...this.options.headers };
        if (req.body !== undefined) {
            headers['content-type'] = 'application/json';
            headers['content-length'] = Buffer.byteLength(req.body);
        }
        return new Promise((resolve, reject) => {
            const sent = this.sendRequest({
                protocol: this.base.protocol,
                // URL keeps an IPv6 address in brackets; the socket wants it bare.
                hostname: this.base.hostname.replace(/^\[(.*)\]$/, '$1'),
                port: this.base.port,
                path: this.base.pathname.replace(/\/+$/, '') + req.path,
                method: req.method,
                headers,
                agent: this.agent,
                signal,
            }, resolve);
            // A socket the agent hands over still connecting opens with the event; one it hands over open (a
            // kept-alive one, or one through a proxy's tunnel, its TLS done) has carried the request from now.
            sent.once('socket', (socket) => {
                const opened = () => void (progress.stage = 'open');
                if (socket.connecting)
                    socket.once(this.secure ? 'secureConnect' : 'connect', opened);
                else
                    opened();
            });
            sent.on('error', reject);
            sent.end(req.body);
        });
    }
}
/** Each field once, lower-cased; a repeated one as the list of its values, as the server sent them. */
function headersOf(res) {
    const headers = {};
    for (const [name, values] of Object.entries(res.headersDistinct)) {
        if (values !== undefined)
            headers[name] = values.length === 1 ? values[0] : values;
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
function proxySettings(env) {
    const settings = {};
    for (const name of NO_PROXY_VARIABLES)
        if (env[name])
            settings[name] = env[name];
    for (const name of PROXY_VARIABLES) {
        const value = env[name]?.trim();
        if (!value)
            continue;
        const address = value.includes('://') ? value : `http://${value}`;
        const protocol = URL.canParse(address) ? new URL(address).protocol : undefined;
        if (protocol !== 'http:' && protocol !== 'https:')
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${name} is not a proxy's address (http://host:port or https://host:port)`);
        const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
        if (major < 24 || (major === 24 && minor < 5))
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${name} is set, but Node ${process.versions.node} cannot send through a proxy: this action needs Node 24.5 or later for that`);
        settings[name] = address;
    }
    return settings;
}
/** Why the caller stopped waiting, as it said when it aborted. */
function stopReason(signal) {
    const reason = signal.reason;
    return typeof reason === 'string' ? reason : 'the caller stopped waiting';
}


/***/ }),

/***/ 8290:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/**
 * Sent in the User-Agent. A constant because the bundle has no package.json beside it;
 * test/unit/version.test.ts checks that the two agree.
 */
const VERSION = '1.0.0';


/***/ })

};
