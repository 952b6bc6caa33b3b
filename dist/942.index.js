export const id = 942;
export const ids = [942];
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

/***/ 6942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ANSWER_MAX_BYTES: () => (/* binding */ ANSWER_MAX_BYTES),
  GITHUB_TIMEOUT_MS: () => (/* binding */ GITHUB_TIMEOUT_MS),
  GitHubApi: () => (/* binding */ GitHubApi),
  MOST_WRITES_IN_FLIGHT: () => (/* binding */ MOST_WRITES_IN_FLIGHT),
  githubTimeoutMs: () => (/* binding */ githubTimeoutMs)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/http/transport.js
var transport = __webpack_require__(2846);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/version.js
var version = __webpack_require__(8290);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/json.js
var json = __webpack_require__(9178);
// EXTERNAL MODULE: ./.tmp-bundle/lib/http/policy.js
var policy = __webpack_require__(9293);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/rules.js
/**
 * What GitHub's answers say about themselves, for the transport's policy (src/http/policy.ts): a
 * rate limit proves nothing was done and names its reset; a 5xx is worth another attempt of a
 * repeatable request. And the one error a refusal becomes, in the action's words.
 */




/** GitHub's advice for a secondary limit that names no time: wait at least a minute. */
const SECONDARY_WAIT_MS = 60_000;
function header(answer, name) {
    const value = answer.headers[name];
    return Array.isArray(value) ? value[0] : value;
}
/** GitHub refuses for a rate limit before doing anything: a 429, or a 403 saying so. */
function rateLimit(answer) {
    if (answer.status !== 403 && answer.status !== 429)
        return undefined;
    const secondary = /secondary rate limit/i.test(answer.text.slice(0, 2000));
    const limited = answer.status === 429 || secondary || header(answer, 'x-ratelimit-remaining') === '0';
    return limited ? { secondary } : undefined;
}
/** In ms from now: Retry-After, or x-ratelimit-reset (epoch seconds). */
function resetIn(answer, now) {
    const retryAfter = (0,policy/* parseRetryAfter */.mu)(header(answer, 'retry-after'), now);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = header(answer, 'x-ratelimit-reset')?.trim();
    return reset && /^\d+$/.test(reset) ? Math.max(0, Number(reset) * 1000 - now) : undefined;
}
const GITHUB_RULES = {
    notApplied: (answer) => rateLimit(answer) !== undefined,
    transient: (answer) => [500, 502, 503, 504].includes(answer.status),
    waitAsked: (answer, now) => {
        const limit = rateLimit(answer);
        if (!limit)
            return (0,policy/* parseRetryAfter */.mu)(header(answer, 'retry-after'), now);
        return resetIn(answer, now) ?? (limit.secondary ? SECONDARY_WAIT_MS : undefined);
    },
};
/** The error an answer that is not a 2xx becomes: a rate limit with its reset, or HTTP and GitHub's message. */
function refusalOf(answer, route) {
    // Not JSON (an HTML page, a cut body): its text, in short.
    const message = githubMessage((0,json/* parseJsonOr */.d)(answer.text, answer.text));
    const limit = rateLimit(answer);
    if (limit) {
        const now = Date.now();
        const wait = resetIn(answer, now);
        const reset = wait === undefined
            ? ''
            : `; it resets at ${(0,common_text/* formatUtc */.ay)(now + wait, { seconds: true })} (in ${(0,common_text/* duration */.p0)(wait)})`;
        const said = `GitHub's ${limit.secondary ? 'secondary' : 'API'} rate limit was reached (HTTP ${answer.status}: ${message})${reset}`;
        return new answers/* GitHubRequestError */.vK(route, 'rate-limit', answer.status, message, false, said);
    }
    const applied = (0,policy/* maybeApplied */.E9)({ answer }, GITHUB_RULES) || answer.earlier !== undefined;
    const said = `HTTP ${answer.status}, ${message}`;
    return new answers/* GitHubRequestError */.vK(route, 'http', answer.status, message, applied, said);
}
/** `message` and its validation `errors` on one line; a non-JSON body in short. */
function githubMessage(data) {
    if (typeof data === 'string')
        return data.trim() ? (0,common_text/* clip */.$Q)((0,common_text/* oneLine */.TN)(data), 300) : 'an empty answer';
    const { message, errors } = (0,json/* isJsonObject */.O)(data) ? data : {};
    const said = typeof message === 'string' && message.trim() ? (0,common_text/* oneLine */.TN)(message) : 'an answer without a message';
    const reasons = Array.isArray(errors)
        ? errors
            .map((e) => typeof e?.message === 'string'
            ? e.message
            : typeof e?.field === 'string'
                ? `${e.field} ${String(e.code)}`
                : '')
            .filter(Boolean)
        : [];
    return (0,common_text/* clip */.$Q)(reasons.length ? `${said} (${(0,common_text/* oneLine */.TN)(reasons.join('; '))})` : said, 500);
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/call.js
/**
 * One call to GitHub through the toolkit's Octokit. Octokit builds each request (the URL template,
 * the query, the JSON body) and finds the next page; its fetch (the documented `request.fetch`)
 * hands the request to the client's transport and keeps GitHub's answer, or why there was none.
 * The action reads that answer itself, as Octokit would not: Octokit takes a redirect for a
 * success, and its paginator ends quietly on a 409 and reads `null` or an empty body as an empty
 * page (after which a second pull-request comment would be written).
 */




const METHODS = ['GET', 'POST', 'PUT', 'PATCH'];
/** How the paginator reads a `link` header. */
const NEXT_PAGE = /<([^<>]+)>;\s*rel="next"/;
/** Statuses whose answers carry no body. */
const NO_BODY = [204, 205, 304];
class Call {
    octokit;
    method;
    /** `POST /repos/{owner}/{repo}/check-runs`, as GitHub's reference writes it. */
    name;
    isRead;
    route;
    send;
    answer;
    refusal;
    /** `octokitWith`: an Octokit that fetches with the function given. */
    constructor(route, octokitWith, send) {
        this.route = route;
        this.send = send;
        this.octokit = octokitWith((url, init) => this.fetch(url, init));
        this.method = route.method(this.octokit);
        const { method, url } = this.method.endpoint.DEFAULTS;
        this.name = `${method} ${url ?? ''}`;
        this.isRead = method === 'GET';
    }
    /** Octokit's paginator over this call's route, from the page `params` name. */
    pages(params) {
        // The paginator takes any of Octokit's methods; this one's parameters were checked where named.
        return this.octokit.paginate.iterator(this.method, params)[Symbol.asyncIterator]();
    }
    /**
     * GitHub's answer to what `sending` sent, when a 2xx: its JSON (or its text, which a schema then
     * refuses by its type), and whether it links a next page. Otherwise the error that GitHub's
     * answer, or its absence, makes.
     */
    async settle(sending) {
        try {
            await sending;
        }
        catch (err) {
            throw (this.refusal ?? (this.answer && !isSuccess(this.answer) ? refusalOf(this.answer, this.name) : err));
        }
        const { answer } = this;
        if (!answer)
            throw new Error(`${this.name}: Octokit sent no request`);
        if (!isSuccess(answer))
            throw refusalOf(answer, this.name);
        const link = [answer.headers.link ?? []].flat()[0] ?? '';
        return { data: (0,json/* parseJsonOr */.d)(answer.text, answer.text), hasNext: NEXT_PAGE.test(link) };
    }
    async fetch(url, init) {
        this.answer = this.refusal = undefined;
        const method = init.method ?? 'GET';
        if (!METHODS.includes(method) || (init.body != null && typeof init.body !== 'string'))
            throw new Error(`${this.name}: Octokit asked for a ${method} request this client does not send`);
        try {
            this.answer = await this.send(this.route, this.name, {
                method: method,
                url,
                body: init.body ?? undefined,
            });
        }
        catch (err) {
            if (err instanceof answers/* GitHubRequestError */.vK)
                this.refusal = err;
            throw err;
        }
        const { status, headers, text } = this.answer;
        const fields = Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one]));
        return new undici.Response(NO_BODY.includes(status) ? null : text, { status, headers: fields });
    }
}
function isSuccess(answer) {
    return answer.status >= 200 && answer.status < 300;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/toolkit.js
/**
 * The toolkit's GitHub client (@actions/github), loaded when a step first sends GitHub a request,
 * so a step that never does (and the cold start) does not pay for it.
 *
 * As it loads, @actions/github reads the event payload (GITHUB_EVENT_PATH) for its `context`:
 * whole, synchronously, twice, and with a JSON.parse that throws. A named pipe there would hang the
 * step and a file that is not JSON would fail it (docs/development.md; test/e2e/test-mode.test.ts,
 * "an event payload that is a named pipe"). The action reads the payload itself, bounded
 * (context.ts), and uses none of the toolkit's context: the toolkit loads with the variable unset,
 * which its context takes as "no payload". Nothing else reads the variable after context.ts has.
 */
let loading;
function loadToolkit() {
    loading ??= (async () => {
        const eventPath = process.env.GITHUB_EVENT_PATH;
        delete process.env.GITHUB_EVENT_PATH;
        try {
            return await __webpack_require__.e(/* import() */ 31).then(__webpack_require__.bind(__webpack_require__, 3031));
        }
        finally {
            if (eventPath !== undefined)
                process.env.GITHUB_EVENT_PATH = eventPath;
        }
    })();
    return loading;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/write-budget.js
var write_budget = __webpack_require__(6541);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/rest.js








/** How long one attempt may wait for its whole answer. */
const GITHUB_TIMEOUT_MS = 30_000;
/** The largest answer read: a page of 100 comments of 65,536 characters fits. */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
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
const MOST_WRITES_IN_FLIGHT = 6;
/** Octokit's own log would print around Runner.info (src/README.md): what a request did, the errors say. */
const QUIET = { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } };
/** ORCHESTRATION_GITHUB_TIMEOUT_MS is for tests only (not an input). */
function githubTimeoutMs(env = process.env) {
    const value = env.ORCHESTRATION_GITHUB_TIMEOUT_MS;
    return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : GITHUB_TIMEOUT_MS;
}
class GitHubApi {
    /** GITHUB_API_URL, e.g. https://ghe.example.com/api/v3. */
    apiUrl;
    /** GITHUB_SERVER_URL: the addresses GitHub returns (html_url) must be under it. */
    serverUrl;
    token;
    transport;
    timeoutMs;
    onRateLimitWait;
    writes = new write_budget/* WriteBudget */.L(WRITE_BURST, WRITE_INTERVAL_MS);
    constructor(token, where, options = {}) {
        this.apiUrl = where.apiUrl.replace(/\/+$/, '');
        this.serverUrl = where.serverUrl.replace(/\/+$/, '');
        this.token = token;
        this.timeoutMs = options.timeoutMs ?? githubTimeoutMs();
        this.onRateLimitWait = options.onRateLimitWait;
        this.transport = new transport/* Transport */.o({
            baseUrl: this.apiUrl,
            // Who the action is and what it accepts is said here, once: the transport sends these
            // headers, not the ones Octokit composes.
            headers: {
                authorization: `Bearer ${token}`,
                accept: 'application/vnd.github+json',
                'x-github-api-version': '2022-11-28',
                'user-agent': `orchestration-action/${version/* VERSION */.x}`,
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
    async request(route, params, schema) {
        const call = await this.call(route);
        const release = call.isRead
            ? undefined
            : await this.writes.take(Math.min(route.concurrency ?? 1, MOST_WRITES_IN_FLIGHT));
        try {
            const { data } = await call.settle(call.method(params));
            return (0,answers/* validAnswer */.DY)(schema, data, call.name);
        }
        finally {
            release?.();
        }
    }
    /** A list's pages, at most `maxPages`, through Octokit's paginator; `hasNext`: GitHub links another. */
    async *pages(route, params, schema, maxPages) {
        const call = await this.call(route);
        const pages = call.pages(params);
        for (let page = 1; page <= maxPages; page++) {
            const { data, hasNext } = await call.settle(pages.next());
            yield { data: (0,answers/* validAnswer */.DY)(schema, data, call.name), hasNext };
            if (!hasNext)
                return;
        }
    }
    close() {
        return this.transport.close();
    }
    /** An Octokit of its own for each call: its fetch keeps that call's answers. */
    async call(route) {
        const { getOctokit } = await loadToolkit();
        return new Call(route, (fetch) => getOctokit(this.token, {
            baseUrl: this.apiUrl,
            log: QUIET,
            // The call reads GitHub's answers itself (call.ts).
            request: { fetch, parseSuccessResponseBody: false },
        }), (route, name, request) => this.send(route, name, request));
    }
    send(route, name, { method, url, body }) {
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
            .catch((err) => {
            throw err instanceof transport/* HttpFailure */.H ? this.noAnswer(err, name) : err;
        });
    }
    /** The path below the API root of an address Octokit asks for, as a next page GitHub linked. */
    below(url, name) {
        if ((0,answers/* addressUnder */.Ly)(url, this.apiUrl) === undefined)
            (0,answers/* malformed */.Qm)(name, `its next page is at ${JSON.stringify((0,common_text/* clip */.$Q)(url, 200))}, not on ${this.apiUrl}`);
        const { pathname, search } = new URL(url);
        return pathname.slice(new URL(this.apiUrl).pathname.replace(/\/+$/, '').length) + search;
    }
    noAnswer(err, route) {
        const { failure } = err;
        const seconds = (0,common_text/* plainSeconds */._u)(this.timeoutMs);
        const known = {
            timeout: ['timeout', `GitHub did not answer within ${seconds}; the request was abandoned`],
            'not-sent': ['timeout', `not sent: GitHub did not answer an earlier request within ${seconds}`],
            'too-large': [
                'malformed',
                `GitHub's answer is larger than ${(0,common_text/* formatBytes */.z3)(ANSWER_MAX_BYTES)}; it was not read`,
            ],
            undecodable: ['malformed', `GitHub's answer could not be read: ${failure.message}`],
        };
        const [kind, said] = known[failure.kind] ?? [];
        if (kind && said)
            return new answers/* GitHubRequestError */.vK(route, kind, 0, said, failure.kind !== 'not-sent');
        const { code } = failure;
        // Node's text may start with the error's class name ("Error: connect ECONNREFUSED …").
        const message = failure.message.replace(/^(\w*Error: )+/, '');
        const detail = (0,common_text/* clip */.$Q)((0,common_text/* oneLine */.TN)(code && !message.includes(code) ? `${message}, ${code}` : message), 300);
        const network = `network error: the connection to GitHub failed before an answer (${detail})`;
        return new answers/* GitHubRequestError */.vK(route, 'network', 0, detail, err.maybeApplied, network);
    }
}


/***/ }),

/***/ 6541:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ REAL_CLOCK),
/* harmony export */   L: () => (/* binding */ WriteBudget)
/* harmony export */ });
/**
 * The writes a repository can afford: GitHub allows 80 content-creating requests a minute and asks
 * integrations not to send them concurrently. A burst goes at once, then one every `intervalMs`,
 * rather than every write a second apart. A write asking for `concurrency` n starts only while
 * fewer than n are in flight, never beside one that asked for fewer; waiting writes keep their order.
 */
const REAL_CLOCK = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    }),
};
class WriteBudget {
    burst;
    intervalMs;
    clock;
    tokens;
    /** When the last token was earned, or the bucket was last full. */
    earnedAt;
    /** The concurrency each write in flight asked for. */
    inFlight = [];
    waiting = [];
    constructor(burst, intervalMs, clock = REAL_CLOCK) {
        this.burst = burst;
        this.intervalMs = intervalMs;
        this.clock = clock;
        this.tokens = burst;
        this.earnedAt = clock.now();
    }
    /** A whole `concurrency` of at least 1 counts this write; call the function returned once answered. */
    async take(concurrency = 1) {
        if (this.waiting.length === 0 && this.fits(concurrency))
            this.inFlight.push(concurrency);
        else
            await new Promise((start) => this.waiting.push({ concurrency, start }));
        this.earn();
        // Each wait ends when the next token is earned: one pass with a real clock, and another for
        // each write in flight that took the token first.
        while (this.tokens < 1) {
            await this.clock.sleep(Math.max(0, this.earnedAt + this.intervalMs - this.clock.now()));
            this.earn();
        }
        this.tokens--;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.release(concurrency);
        };
    }
    fits(concurrency) {
        const count = this.inFlight.length;
        return count < concurrency && this.inFlight.every((asked) => count < asked);
    }
    release(concurrency) {
        this.inFlight.splice(this.inFlight.indexOf(concurrency), 1);
        // In order: a write that does not fit yet holds back the ones behind it.
        while (this.waiting.length && this.fits(this.waiting[0].concurrency)) {
            const next = this.waiting.shift();
            this.inFlight.push(next.concurrency);
            next.start();
        }
    }
    earn() {
        const now = this.clock.now();
        // Not below 0: Date.now() may step back.
        const earned = Math.max(0, Math.floor((now - this.earnedAt) / this.intervalMs));
        this.tokens = Math.min(this.burst, this.tokens + earned);
        this.earnedAt += earned * this.intervalMs;
        if (this.tokens >= this.burst)
            this.earnedAt = now;
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
 * every part alive beside the whole text made of them until a full collection (at a million
 * results, 100 MB more at the step's peak: docs/benchmarks.md). The buffer starts at the size the
 * server announces, within `limit`: pages the body never fills are never touched.
 */
async function readBody(body, headers, limit) {
    // In the order they were applied; repeated headers read as one list, as String() joins an array.
    const codings = String(headers['content-encoding'] ?? '')
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c !== '' && c !== 'identity');
    const announced = codings.length === 0 ? Number(headers['content-length']) : NaN;
    let bytes = Buffer.allocUnsafe(Number.isSafeInteger(announced) ? Math.min(announced, limit) : 64 * 1024);
    let size = 0;
    const tooLarge = `the answer is larger than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(limit)}, the most this action reads`;
    const sink = new node_stream__WEBPACK_IMPORTED_MODULE_1__.Writable({
        write(chunk, _encoding, done) {
            if (size + chunk.length > limit)
                return done(new BodyFailure('too-large', tooLarge));
            if (size + chunk.length > bytes.length) {
                const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(2 * bytes.length, size + chunk.length)));
                bytes.copy(grown, 0, 0, size);
                bytes = grown;
            }
            size += chunk.copy(bytes, size);
            done();
        },
    });
    try {
        // On any failure pipeline destroys every stage, so the connection is not left half-read.
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)([body, ...codings.toReversed().map(decoderFor), sink]);
    }
    catch (err) {
        if (codings.length > 0 && String(err.code).startsWith('Z_'))
            throw new BodyFailure('undecodable', `the answer's ${codings.join(', ')} data is corrupt`);
        throw err;
    }
    return bytes.toString('utf8', 0, size);
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
                const opened = () => void (progress.stage = 'sent');
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
