export const id = 942;
export const ids = [942];
export const modules = {

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
        const { status, headers } = this.answer;
        const fields = Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one]));
        // No body: the call reads GitHub's answer itself (settle). Handed to Octokit, a body would be
        // wrapped in a stream and read only to build an error that the call replaces.
        return new undici.Response(null, { status, headers: fields });
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


/***/ })

};
