export const id = 137;
export const ids = [137];
export const modules = {

/***/ 6829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Id: () => (/* binding */ EMPTY_BLOCK),
/* harmony export */   MK: () => (/* binding */ fitJsonList),
/* harmony export */   RV: () => (/* binding */ fitLines),
/* harmony export */   SM: () => (/* binding */ fitTable),
/* harmony export */   Td: () => (/* binding */ fitBlock),
/* harmony export */   WK: () => (/* binding */ fitSections),
/* harmony export */   om: () => (/* binding */ block),
/* harmony export */   rL: () => (/* binding */ listFirst),
/* harmony export */   x9: () => (/* binding */ joinBlocks)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);
/**
 * Keeping what the action writes to GitHub under its limits by design: lists and tables keep as
 * many items as fit and say how many they left out, blocks of text are cut on a line and say so,
 * and a document of sections shares its bytes out by importance. (The runner trims whatever
 * passes 1 MiB too, but only as a last guard: a cut in the middle of a table or a <pre> block
 * reads badly.) Sizes are UTF-8 bytes, the unit GitHub counts in.
 */

const EMPTY_BLOCK = { lines: [], bytes: 0, cut: false };
function block(lines, cut = false) {
    let bytes = 0;
    for (const line of lines)
        bytes += (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1;
    return { lines, bytes, cut };
}
/** The blocks as one text, each line ending with a newline. */
function joinBlocks(blocks) {
    const lines = [];
    for (const b of blocks)
        for (const line of b.lines)
            lines.push(line);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
/**
 * Lines [0, n) made by `line(i)`: all of them when they fit in `budget` bytes, else as many as
 * fit beside `note(n - shown)`, which then follows them. Lines are made only until the budget
 * is spent, so a list of a million items costs what is shown.
 */
function fitLines(n, line, budget, note) {
    const lines = [];
    let used = 0;
    for (let i = 0; i < n; i++) {
        const text = line(i);
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) + 1;
        if (used + size > budget)
            break;
        lines.push(text);
        used += size;
    }
    if (lines.length === n)
        return { lines, omitted: 0 };
    // Room for the longest note this list can need (its count has the most digits).
    const room = budget - block(note(n)).bytes;
    while (lines.length > 0 && used > room)
        used -= (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(lines.pop()) + 1;
    const omitted = n - lines.length;
    return { lines: [...lines, ...note(omitted)], omitted };
}
/**
 * A markdown table from escaped cells, cut to `budget` bytes: all rows when they fit, else as
 * many as fit beside a last line that says how many `things` were left out and where they are.
 */
function fitTable(header, align, rows, budget, things, elsewhere) {
    const head = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(header), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableDivider */ .Ok)(align)];
    const body = fitLines(rows.length, (i) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(rows[i]), budget - block(head).bytes, (left) => ['', `_${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(left)} more ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(left, things)} not shown: ${elsewhere}._`]);
    return [...head, ...body.lines];
}
/**
 * Sections in display order within `limit` bytes. First each is rendered whole with what the
 * ones before it left; when all fit, that is the document. Otherwise they are rendered again in
 * order of priority, each with what the more important ones left, less `reserve` bytes for each
 * one still to come (so each can at least say what it left out), and at most its cap. A whole
 * rendering that fits its share is kept rather than made again. Then `cutNote` closes the
 * document, saying that parts were left out.
 */
function fitSections(sections, limit, reserve, cutNote = EMPTY_BLOCK) {
    const whole = [];
    let used = 0;
    for (const section of sections) {
        const b = section.render(limit - used);
        whole.push(b);
        used += b.bytes;
        // Past this point the rest need not be rendered whole: the shares decide.
        if (b.cut || used > limit)
            break;
    }
    if (whole.length === sections.length && !whole.some((b) => b.cut) && used <= limit)
        return { blocks: whole, cut: false };
    const blocks = new Array(sections.length);
    let remaining = limit - cutNote.bytes;
    const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority);
    order.forEach(({ s, i }, rank) => {
        const later = order.length - rank - 1;
        const share = Math.min(Math.max(0, remaining - later * reserve), s.cap ?? limit);
        const first = whole[i];
        const b = first && !first.cut && first.bytes <= share ? first : s.render(share);
        blocks[i] = b;
        remaining -= b.bytes;
    });
    blocks.push(cutNote);
    return { blocks, cut: true };
}
/** Text cut on a line boundary to at most `budget` bytes, ending with a note when cut. */
function fitBlock(text, budget, elsewhere) {
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) <= budget)
        return text;
    const all = text.split('\n');
    const kept = [];
    let used = 0;
    const room = budget - 200;
    for (const line of all) {
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1;
        if (used + size > room)
            break;
        kept.push(line);
        used += size;
    }
    return `${kept.join('\n')}\n… (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(all.length - kept.length)} more lines: ${elsewhere})`;
}
/**
 * A JSON array of `items` in at most `maxBytes` (an output GitHub must accept): as many items as
 * fit, in order, and how many that is. The array stays valid JSON however much is left out.
 */
function fitJsonList(items, maxBytes) {
    let used = 2;
    const parts = [];
    for (const item of items) {
        const part = JSON.stringify(item);
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(part) + (parts.length ? 1 : 0);
        if (used + size > maxBytes)
            break;
        parts.push(part);
        used += size;
    }
    return { json: `[${parts.join(',')}]`, kept: parts.length };
}
/**
 * Every item but those `bounded` picks past the first `max` of them, which are left out and
 * counted where the first of them stood: a list the service makes as long as it likes stays short.
 */
function listFirst(items, bounded, max) {
    const listed = [];
    let seen = 0;
    let note;
    for (const item of items) {
        if (!bounded(item) || ++seen <= max)
            listed.push({ item });
        else if (note)
            note.more++;
        else
            listed.push((note = { more: 1 }));
    }
    return listed;
}


/***/ }),

/***/ 537:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   dI: () => (/* binding */ tokenAuthor),
/* harmony export */   ov: () => (/* binding */ sameAuthor)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7461);
/**
 * Who the action writes pull-request comments as, so that it edits only comments it wrote. The
 * hidden marker proves nothing: anybody can post one (before the action's first run, or quoting
 * its comment), and a comment found by the marker alone would be edited, its "results" owned and
 * editable by that person ever after.
 *
 * The identity is asked once per comment written, with `GET /user` (a read): a personal token
 * names its user (or a machine user), type `User`. An installation token may not ask (GitHub
 * answers 403 "Resource not accessible by integration"): the workflow's GITHUB_TOKEN, which posts
 * as `github-actions[bot]`, type `Bot`, on github.com and GitHub Enterprise Server alike. A person
 * cannot post as a bot, and a user named `github-actions[bot]` is still of type `User`: login and
 * type together tell them apart.
 *
 * A GitHub App's own installation token is refused the same way but posts as `<app>[bot]`: the
 * action cannot know that name, so it recognises none of that app's comments (see
 * upsertPrComment's `writtenAs`, which says so).
 */


/** What GitHub Actions' GITHUB_TOKEN writes as. */
const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' };
const USER_ROUTE = 'GET /user';
const User = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) });
/** The identity the token acts as: `GET /user`, or the Actions bot when GitHub refuses to say. */
async function tokenAuthor(api) {
    try {
        const { data } = await api.octokit.rest.users.getAuthenticated();
        const { login, type } = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .validAnswer */ .DY)(User, data, USER_ROUTE);
        return { login, type };
    }
    catch (err) {
        // Only a refusal means "an installation token": a rate limit or an outage says nothing of who we are.
        if (err instanceof _octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .vK &&
            err.kind === 'http' &&
            (err.status === 401 || err.status === 403))
            return ACTIONS_BOT;
        throw err;
    }
}
/** Whether `user` (a comment's, possibly null for a deleted account) is `author`. */
function sameAuthor(author, user) {
    return user?.login === author.login && user.type === author.type;
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readGitHubContext)
/* harmony export */ });
/* unused harmony export MAX_EVENT_BYTES */
/* harmony import */ var _regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(813);
/**
 * What the workflow run tells us about where results belong: the repository, the commit a check
 * run attaches to, the pull request to comment on, and the API and web addresses (which differ on
 * GitHub Enterprise Server). Read from the runner's environment and the event payload file, so it
 * costs no library load (@actions/github's context would pull in Octokit).
 *
 * The payload file is read like every file nothing vouches for (../regular-file.ts): a named
 * pipe or a device there must not hang the step or fill its memory after the tests ran.
 */

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** GitHub delivers no webhook payload over 25 MB; the file the runner writes holds one. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
/** The context of this run; `warn` is told when the event payload file cannot be read. */
async function readGitHubContext(warn, env = process.env) {
    const apiUrl = trimSlash(env.GITHUB_API_URL || 'https://api.github.com');
    const serverUrl = trimSlash(env.GITHUB_SERVER_URL || 'https://github.com');
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const payload = await readPayload(env.GITHUB_EVENT_PATH, warn);
    const repo = parseRepository(env.GITHUB_REPOSITORY);
    const { headSha, pullRequest } = fromPayload(eventName, payload);
    const runUrl = repo && env.GITHUB_RUN_ID
        ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    return {
        apiUrl,
        serverUrl,
        repo,
        eventName,
        headSha: headSha ?? (env.GITHUB_SHA || undefined),
        pullRequest,
        runUrl,
    };
}
function fromPayload(eventName, payload) {
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        const pr = asRecord(payload.pull_request);
        const head = asRecord(pr.head);
        return {
            headSha: asSha(head.sha),
            pullRequest: asNumber(pr.number) ?? asNumber(payload.number),
        };
    }
    if (eventName === 'workflow_run') {
        // The trusted follow-up of a fork's pull request: results go to the commit that was tested.
        // GitHub lists the run's pull requests only for same-repository branches; one means no doubt.
        const run = asRecord(payload.workflow_run);
        const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
        return {
            headSha: asSha(run.head_sha),
            pullRequest: prs.length === 1 ? asNumber(asRecord(prs[0]).number) : undefined,
        };
    }
    return {};
}
/** The payload, or {} without one: that only costs the pull request and its head; GITHUB_SHA still works. */
async function readPayload(path, warn) {
    if (!path)
        return {};
    let problem;
    try {
        return asRecord(JSON.parse((await (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .X)(path, MAX_EVENT_BYTES)).toString('utf8')));
    }
    catch (err) {
        // Never JSON.parse's message: it quotes the text.
        if (err instanceof _regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .FileRefused */ .r)
            problem = err.reason;
        else if (err instanceof SyntaxError)
            problem = 'is not JSON';
        else
            problem = `cannot be read (${err.code ?? 'error'})`;
    }
    warn(`Event payload ${path} (GITHUB_EVENT_PATH): ${problem}. Without it the pull request and the commit it is about are unknown: no pull-request comment is written, and a check run goes to GITHUB_SHA.`);
    return {};
}
function parseRepository(value) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
    return match ? { owner: match[1], repo: match[2] } : undefined;
}
function asRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : {};
}
function asSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value : undefined;
}
function asNumber(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
function trimSlash(url) {
    return url.replace(/\/+$/, '');
}


/***/ }),

/***/ 7461:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DY: () => (/* binding */ validAnswer),
/* harmony export */   Ly: () => (/* binding */ addressUnder),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   Qm: () => (/* binding */ malformed),
/* harmony export */   _j: () => (/* binding */ createGitHubApi),
/* harmony export */   vK: () => (/* binding */ GitHubRequestError)
/* harmony export */ });
/* unused harmony exports GITHUB_TIMEOUT_MS, TIMEOUT_ENV, ANSWER_MAX_BYTES, githubTimeoutMs */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);

/** How long one attempt may wait for its whole answer. */
const GITHUB_TIMEOUT_MS = 30_000;
/** For tests only (not an input): the timeout in milliseconds, e.g. 500. */
const TIMEOUT_ENV = 'ORCHESTRATION_GITHUB_TIMEOUT_MS';
/** The largest answer read: a page of 100 comments of 65,536 characters fits. */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/** Extra attempts for a request that may be sent again (GETs, a comment's edit). */
const RETRIES = 2;
/** plugin-retry's defaults but for 429: a rate limit is plugin-throttling's alone to wait out. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
/** Writes sent at once before the rest go WRITE_INTERVAL_MS apart (see writeQueues). */
const WRITE_BURST = 20;
const WRITE_INTERVAL_MS = 1000;
const MAX_RATE_LIMIT_WAITS = 3;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
/** Errors that mean the request never reached GitHub. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
/** Statuses whose answers have no body, which `new Response` refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** A request to GitHub that failed, and how. */
class GitHubRequestError extends Error {
    route;
    kind;
    status;
    githubMessage;
    details;
    name = 'GitHubRequestError';
    /** What happened, described for a person (without the route): see describeGitHubFailure. */
    description;
    constructor(
    /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
    route, kind, 
    /** The HTTP status; 0 when there was no answer. */
    status, 
    /** GitHub's `message` (one line), or what went wrong without an answer. */
    githubMessage, details = {}) {
        const description = describe(kind, status, githubMessage, details);
        super(`${route}: ${description}`);
        this.route = route;
        this.kind = kind;
        this.status = status;
        this.githubMessage = githubMessage;
        this.details = details;
        this.description = description;
    }
    get maybeApplied() {
        return this.details.maybeApplied ?? false;
    }
}
/** What went wrong, for a warning: a GitHubRequestError's description, or any error's message. */
function describeGitHubFailure(err) {
    if (err instanceof GitHubRequestError)
        return err.description;
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(err instanceof Error ? err.message : String(err));
}
function describe(kind, status, message, details) {
    switch (kind) {
        case 'http':
            return `HTTP ${status}, ${message}`;
        case 'rate-limit': {
            const which = details.secondary ? 'secondary rate limit' : 'API rate limit';
            const reset = details.resetAt === undefined
                ? ''
                : `; it resets at ${utc(details.resetAt)} (in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0)(details.resetAt - Date.now())})`;
            return `GitHub's ${which} was reached (HTTP ${status}: ${message})${reset}`;
        }
        case 'network':
            return `network error: the connection to GitHub failed before an answer (${message})`;
        case 'timeout':
        case 'malformed':
            return message;
    }
}
/** `2026-11-23 21:14:03 UTC`. */
function utc(ms) {
    return new Date(ms)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC');
}
/** The timeout this process uses: TIMEOUT_ENV when it holds a positive whole number, else 30 s. */
function githubTimeoutMs(env = process.env) {
    const value = env[TIMEOUT_ENV];
    return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : GITHUB_TIMEOUT_MS;
}
/** Creates the client for the API at `where.apiUrl` (GITHUB_API_URL: github.com or a GitHub Enterprise Server). */
async function createGitHubApi(token, where, options = {}) {
    const [[{ getOctokit }, { defaults }], { retry }, { throttling }, { default: Bottleneck }, undici] = await Promise.all([
        loadActionsGitHub(),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
        // The build the plugins use: one copy of Bottleneck in the bundle.
        __webpack_require__.e(/* import() */ 251).then(__webpack_require__.t.bind(__webpack_require__, 5632, 19)),
        // The undici @actions/github fetches with (loaded with it). Node's global Response is
        // another copy of undici, built into Node: ~45 ms to start, for one constructor.
        Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19)),
    ]);
    yieldWithoutTimers(Bottleneck);
    const timeoutMs = options.timeoutMs ?? githubTimeoutMs();
    const log = options.log ?? { debug: () => undefined, warn: () => undefined };
    const state = { abandoned: false };
    // The options replace @actions/github's `request` defaults as a whole: its proxy-aware fetch is
    // kept inside ours.
    const proxyFetch = (defaults.request?.fetch ?? fetch);
    const rateLimited = (secondary) => (retryAfterSeconds, request, _octokit, retryCount) => {
        const waitMs = retryAfterSeconds * 1000;
        if (retryCount >= MAX_RATE_LIMIT_WAITS || waitMs > MAX_RATE_LIMIT_WAIT_MS)
            return false;
        options.onRateLimitWait?.({ route: routeOf(request), waitMs, attempt: retryCount + 1, secondary });
        return true;
    };
    const octokitLog = {
        debug: (message) => log.debug(message),
        info: (message) => log.debug(message),
        warn: (message) => log.warn(message),
        error: (message) => log.warn(message),
    };
    const octokitOptions = {
        baseUrl: where.apiUrl,
        log: octokitLog,
        request: {
            // undici's Response typed as Node's: the two copies of undici-types differ, the class does not.
            fetch: boundedFetch(proxyFetch, undici.Response, timeoutMs, state),
            // @octokit/request logs (deprecation notices) through its own option, not Octokit's `log`.
            log: octokitLog,
        },
        retry: { retries: RETRIES, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
        throttle: {
            onRateLimit: rateLimited(false),
            onSecondaryRateLimit: rateLimited(true),
            ...writeQueues(Bottleneck),
        },
    };
    // Plugins wrap in the order given: sendOnce is innermost (next to fetch), throttling outermost.
    const octokit = getOctokit(token, octokitOptions, sendOnce, retry, throttling);
    // Registered last, so outermost: what the plugins finally give up on becomes one truthful error.
    octokit.hook.error('request', (error, request) => {
        throw toGitHubRequestError(error, routeOf(request));
    });
    return { octokit, apiUrl: where.apiUrl, serverUrl: where.serverUrl };
}
/**
 * @actions/github reads the event payload when it loads, for a `context` the action never uses
 * (./context.ts reads the payload, bounded): synchronously, whole, whatever the file is, and it
 * prints to stdout when the file is missing. A named pipe there would hang the step, /dev/zero
 * fill its memory. So it loads with GITHUB_EVENT_PATH unset, restored once it has.
 */
async function loadActionsGitHub() {
    const path = process.env.GITHUB_EVENT_PATH;
    delete process.env.GITHUB_EVENT_PATH;
    try {
        return await Promise.all([Promise.all(/* import() */[__webpack_require__.e(555), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 1351)), __webpack_require__.e(/* import() */ 555).then(__webpack_require__.bind(__webpack_require__, 5555))]);
    }
    finally {
        if (path !== undefined)
            process.env.GITHUB_EVENT_PATH = path;
    }
}
/**
 * Bottleneck's in-memory store yields to the event loop between the steps of every job with
 * `setTimeout(0)`, about 1 ms each in Node and five or so per job; a request passes through three
 * queues (plugin-retry's, plugin-throttling's global and write groups), which made each GitHub
 * request take ~20 ms on loopback against 1–2 ms for fetch alone: 0.4 s for a check run of 20
 * requests. `setImmediate` yields to the event loop just the same (pending I/O runs first)
 * without the timer's minimum. Both plugins share the one copy of Bottleneck, so this reaches
 * them all; a later Bottleneck without the method is left as it is.
 */
function yieldWithoutTimers(BottleneckClass) {
    const store = Object.getPrototypeOf(new BottleneckClass()._store);
    if (store && typeof store === 'object' && 'yieldLoop' in store && typeof store.yieldLoop === 'function')
        store.yieldLoop = () => new Promise((resolve) => setImmediate(resolve));
}
/**
 * The queues plugin-throttling passes writes through, one pair per client. Its own space every
 * write 1 s apart, which would add 19 s to the default check run (20 requests of 50 annotations)
 * for no gain: GitHub's limit for content-creating requests is 80 a minute, and its advice to
 * wait a second between writes is for many of them. Here a burst of WRITE_BURST goes at once and
 * later writes go a second apart (so at most 80 in the first minute); a comment, which notifies
 * people, waits 3 s after the previous one, as the plugin's own queue does.
 */
function writeQueues(BottleneckClass) {
    return {
        write: new BottleneckClass.Group({
            maxConcurrent: 1,
            reservoir: WRITE_BURST,
            reservoirIncreaseAmount: 1,
            reservoirIncreaseInterval: WRITE_INTERVAL_MS,
            reservoirIncreaseMaximum: WRITE_BURST,
        }),
        notifications: new BottleneckClass.Group({ maxConcurrent: 1, minTime: 3000 }),
    };
}
/** A request that got no (usable) answer; thrown by our fetch, found again in Octokit's error's causes. */
class NoAnswer extends Error {
    reason;
    name = 'NoAnswer';
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/**
 * fetch with the attempt's timeout, the answer's size bound, and nothing sent after an abandoned
 * attempt. The answer read is handed back as an `AnswerClass`: the Response of the undici that
 * `base` fetches with.
 */
function boundedFetch(base, AnswerClass, timeoutMs, state) {
    const seconds = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(timeoutMs / 1000)} s`;
    return async (input, init = {}) => {
        if (state.abandoned)
            throw new NoAnswer('abandoned', `not sent: GitHub did not answer an earlier request within ${seconds}`);
        const timer = AbortSignal.timeout(timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, timer]) : timer;
        try {
            const response = await base(input, { ...init, signal });
            if (!response.body || NULL_BODY_STATUSES.has(response.status))
                return response;
            const body = await readAtMost(response.body, ANSWER_MAX_BYTES);
            return new AnswerClass(body, {
                status: response.status,
                statusText: response.statusText,
                headers: response.headers,
            });
        }
        catch (err) {
            if (!timer.aborted)
                throw err;
            state.abandoned = true;
            throw new NoAnswer('timeout', `GitHub did not answer within ${seconds}; the request was abandoned`);
        }
    };
}
async function readAtMost(body, maxBytes) {
    const reader = body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            return Buffer.concat(chunks);
        size += value.byteLength;
        if (size > maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new NoAnswer('too-large', `GitHub's answer is larger than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(maxBytes / 1024 / 1024)} MiB; it was not read`);
        }
        chunks.push(value);
    }
}
/**
 * The innermost hook: requests that must not be sent twice get `retries: 0`, and a request that
 * got no answer (abandoned, or too large to read) gets status 0 instead of Octokit's 500, so that
 * plugin-retry leaves both alone.
 */
function sendOnce(octokit) {
    octokit.hook.wrap('request', async (request, options) => {
        // A copy for this request: Octokit hands every request the client's one default `request`
        // object, which the retry count (ours, and the plugins' own counters) must not be written to.
        options.request = { ...options.request, ...(mayRepeat(options) ? {} : { retries: 0 }) };
        try {
            return await request(options);
        }
        catch (err) {
            if (causeOf(err, NoAnswer))
                err.status = 0;
            throw err;
        }
    });
}
/** GETs, and PATCH of a comment (it replaces the body), may be sent twice; creates and check-run updates may not. */
function mayRepeat(options) {
    const method = options.method.toUpperCase();
    if (method === 'GET' || method === 'HEAD')
        return true;
    return method === 'PATCH' && /\/issues\/comments\/(\{comment_id\}|\d+)$/.test(options.url);
}
function routeOf(options) {
    return `${options.method.toUpperCase()} ${options.url}`;
}
/** Octokit's RequestError (status, response.headers, response.data), a network error, or ours. */
function toGitHubRequestError(err, route) {
    if (err instanceof GitHubRequestError)
        return err;
    const noAnswer = causeOf(err, NoAnswer);
    if (noAnswer) {
        return new GitHubRequestError(route, noAnswer.reason === 'too-large' ? 'malformed' : 'timeout', 0, noAnswer.message, {
            maybeApplied: noAnswer.reason !== 'abandoned',
        });
    }
    const response = err
        ?.response;
    if (!response || typeof response.status !== 'number') {
        const { code, message } = rootCause(err);
        const detail = code && !message.includes(code) ? `${message}, ${code}` : message;
        return new GitHubRequestError(route, 'network', 0, detail, { maybeApplied: !NOT_SENT_CODES.has(code) });
    }
    const status = response.status;
    const headers = lowerCaseKeys(response.headers);
    const message = githubMessage(response.data);
    const secondary = /secondary rate limit/i.test(message);
    const exhausted = headers['x-ratelimit-remaining'] === '0';
    if (status === 429 || (status === 403 && (secondary || exhausted))) {
        return new GitHubRequestError(route, 'rate-limit', status, message, {
            secondary,
            resetAt: resetTime(headers),
            maybeApplied: false,
        });
    }
    return new GitHubRequestError(route, 'http', status, message, { maybeApplied: status >= 500 });
}
/** When a rate limit ends: Retry-After (seconds) or x-ratelimit-reset (epoch seconds). */
function resetTime(headers) {
    const retryAfter = headers['retry-after']?.trim();
    if (retryAfter && /^\d+$/.test(retryAfter))
        return Date.now() + Number(retryAfter) * 1000;
    const reset = headers['x-ratelimit-reset']?.trim();
    if (reset && /^\d+$/.test(reset))
        return Number(reset) * 1000;
    return undefined;
}
/** GitHub's `message` and its validation `errors`, on one line; a non-JSON body in short. */
function githubMessage(data) {
    if (typeof data === 'string')
        return data.trim() ? (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(data), 300) : 'an empty answer';
    if (data === null || typeof data !== 'object')
        return 'an answer without a message';
    const { message, errors } = data;
    const said = typeof message === 'string' && message.trim() ? (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message) : 'an answer without a message';
    const reasons = Array.isArray(errors)
        ? errors
            .map((e) => typeof e?.message === 'string'
            ? e.message
            : typeof e?.field === 'string'
                ? `${e.field} ${String(e.code)}`
                : '')
            .filter(Boolean)
        : [];
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(reasons.length ? `${said} (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(reasons.join('; '))})` : said, 500);
}
function lowerCaseKeys(headers) {
    const out = {};
    if (headers === null || typeof headers !== 'object')
        return out;
    for (const [name, value] of Object.entries(headers))
        if (value !== undefined && value !== null)
            out[name.toLowerCase()] = String(value);
    return out;
}
/** The first error of this class in the chain of causes. */
function causeOf(err, type) {
    for (let e = err, depth = 0; e && depth < 10; e = e.cause, depth++)
        if (e instanceof type)
            return e;
    return undefined;
}
/** The deepest cause's code and message: undici's "fetch failed" says nothing, its cause does. */
function rootCause(err) {
    let code = '';
    let message = '';
    for (let e = err, depth = 0; e && depth < 10; e = e.cause, depth++) {
        const { code: c, message: m } = e;
        if (typeof c === 'string')
            code = c;
        if (typeof m === 'string' && m.trim() && m !== 'fetch failed')
            message = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(m);
    }
    return { code, message: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(message || code || 'no answer', 300) };
}
/**
 * An answer's data checked against what the caller relies on, or a 'malformed' error that names
 * the first thing wrong (never a raw JavaScript error further on).
 */
function validAnswer(schema, data, route) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}
/** Throws the error for an answer that is not what GitHub's API documents. */
function malformed(route, detail) {
    throw new GitHubRequestError(route, 'malformed', 0, `GitHub's answer is not what its API documents (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(detail), 300)})`, { maybeApplied: true });
}
/** `url` when it is an address under `root` (same scheme, host and port, and below its path). */
function addressUnder(url, root) {
    if (typeof url !== 'string')
        return undefined;
    let parsed;
    let base;
    try {
        parsed = new URL(url);
        base = new URL(root);
    }
    catch {
        return undefined;
    }
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    if (parsed.origin !== base.origin || parsed.username || parsed.password)
        return undefined;
    return parsed.pathname.startsWith(prefix) ? url : undefined;
}


/***/ }),

/***/ 8239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   ZC: () => (/* binding */ upsertPrComment),
/* harmony export */   l: () => (/* binding */ describeCommentFailure),
/* harmony export */   t9: () => (/* binding */ fabricCommentMarker),
/* harmony export */   yE: () => (/* binding */ commentAction)
/* harmony export */ });
/* unused harmony exports MAX_COMMENT_PAGES, CommentLookupLimit */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4952);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7461);
/* harmony import */ var _comment_author_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(537);
/**
 * One comment on the pull request, kept up to date run after run: found again by a hidden marker
 * naming the check, edited in place instead of piling up a new comment per push. Only a comment
 * the token's own identity wrote is ever edited (./comment-author.ts); any other carrying the
 * marker is ignored.
 *
 * The lookup pages through the pull request's comments with Octokit's paginate, at most
 * MAX_COMMENT_PAGES pages: a server that always sends a next link must not cost endless requests.
 * When the bound is reached without finding ours, nothing is written (a second comment would be
 * worse than a stale one) and the caller warns. A new comment is posted once: after a failure
 * GitHub may have applied, the warning says so rather than risking two.
 */





const PAGE_SIZE = 100;
/** Pages of PAGE_SIZE comments looked through for ours: 2,000 comments. */
const MAX_COMMENT_PAGES = 20;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s comment limit; the full results are in the job summary)';
const LIST_ROUTE = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE_ROUTE = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const UPDATE_ROUTE = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
/** What the action relies on in a comment GitHub returns. */
const IssueComment = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    body: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    // null for a deleted account ("ghost"): never ours.
    user: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }).nullish(),
});
const CommentPage = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(IssueComment);
/** The hidden line that identifies our comment; one per check name, so two test steps do not collide. */
function commentMarker(checkName) {
    return hiddenMarker(`data-tests:${encodeName(checkName)}`);
}
/** Fabric mode's comment, one per fabric file: never the same as a test step's, so neither overwrites the other. */
function fabricCommentMarker(file) {
    return hiddenMarker(`fabric:${encodeName(file)}`);
}
function hiddenMarker(key) {
    return `<!-- orchestration-action:${key} -->`;
}
/**
 * A name as it goes into a marker: `%`, `>`, control characters and the second `-` of a pair
 * percent-encoded (their UTF-8 bytes), the rest as written. With every `%` encoded the encoding
 * can be undone, so two names never share a marker; without `>` or `--` nothing can end the
 * HTML comment early. A name with none of them (`Data tests`, `infra/fabric.yml`) keeps the
 * marker earlier versions wrote.
 */
function encodeName(name) {
    return name.replace(/[%>\p{Cc}]|(?<=-)-/gu, (c) => Array.from(Buffer.from(c, 'utf8'), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}
/**
 * What pr-comment asks for with this conclusion: `upsert` (create or update), `update-only`
 * (on-failure after a pass: correct an earlier failure comment, but do not start one) or `skip`.
 */
function commentAction(mode, conclusion) {
    if (mode === 'always')
        return 'upsert';
    if (mode === 'on-failure')
        return conclusion === 'failure' ? 'upsert' : 'update-only';
    return 'skip';
}
/** The lookup gave up after MAX_COMMENT_PAGES pages without finding our comment. */
class CommentLookupLimit extends Error {
    name = 'CommentLookupLimit';
}
async function upsertPrComment(api, repo, request, redact) {
    const body = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .fitChars */ .nH)(`${request.marker}\n${redact(request.body)}`, _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMENT_MAX_CHARS */ .dq, TRIMMED_NOTE);
    const author = await (0,_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenAuthor */ .dI)(api);
    const existing = await findComment(api, repo, request.pullRequest, request.marker, author);
    if (existing) {
        const { data } = await api.octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
        return written('updated', (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .validAnswer */ .DY)(IssueComment, data, UPDATE_ROUTE), api);
    }
    if (!request.createIfMissing)
        return { action: 'none', reason: 'no earlier comment to update' };
    const { data } = await api.octokit.rest.issues.createComment({
        ...repo,
        issue_number: request.pullRequest,
        body,
    });
    const created = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .validAnswer */ .DY)(IssueComment, data, CREATE_ROUTE);
    const outcome = written('created', created, api);
    return created.user && !(0,_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(author, created.user)
        ? { ...outcome, writtenAs: created.user.login }
        : outcome;
}
function written(action, comment, api) {
    return { action, id: comment.id, htmlUrl: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .addressUnder */ .Ly)(comment.html_url, api.serverUrl) };
}
/**
 * Pages through the pull request's comments (oldest first) for the first one `author` wrote that
 * starts with our marker: where ours puts it, so a comment quoting another marker is not taken.
 */
async function findComment(api, repo, pullRequest, marker, author) {
    const list = api.octokit.rest.issues.listComments;
    // Each page is checked as it arrives, before paginate reads it: paginate takes an empty or
    // `null` answer for an empty page, which would read as "no comment yet" and post a second one.
    const checkedList = Object.assign(async (params) => {
        const response = await list(params);
        return { ...response, data: (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .validAnswer */ .DY)(CommentPage, response.data, LIST_ROUTE) };
    }, { endpoint: list.endpoint });
    const pages = api.octokit.paginate.iterator(checkedList, {
        ...repo,
        issue_number: pullRequest,
        per_page: PAGE_SIZE,
    });
    let count = 0;
    try {
        for await (const { data, headers } of pages) {
            count++;
            const found = data.find((c) => (0,_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(author, c.user) && c.body?.startsWith(marker));
            if (found)
                return found;
            const next = /<([^<>]+)>;\s*rel="next"/.exec(headers.link ?? '')?.[1];
            if (next === undefined)
                return undefined;
            // paginate sends the token wherever the link points: only to GitHub's API.
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .addressUnder */ .Ly)(next, api.apiUrl) === undefined)
                (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .malformed */ .Qm)(LIST_ROUTE, `its next page is at ${JSON.stringify((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(next, 200))}, not on ${api.apiUrl}`);
            if (count >= MAX_COMMENT_PAGES)
                throw new CommentLookupLimit(`pull request #${pullRequest} has more than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)} comments and ours is not among the first ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)}: no comment was written or updated, so as not to add a second one`);
        }
    }
    catch (err) {
        if (err instanceof _octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRequestError */ .vK || err instanceof CommentLookupLimit)
            throw err;
        // Pages are checked before paginate reads them; should it fail all the same, say where, not how.
        (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .malformed */ .Qm)(LIST_ROUTE, `its pages could not be read (${err instanceof Error ? err.name : typeof err})`);
    }
    return undefined;
}
/** The warning for a comment that could not be written; a 403/404 that is not a rate limit means the token may not write pull requests. */
function describeCommentFailure(err) {
    const e = err instanceof _octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRequestError */ .vK ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404)) {
        return (`Could not write the pull-request comment: GitHub answered HTTP ${e.status} (${e.githubMessage}). ` +
            'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
            'pull requests from forks get a read-only token.');
    }
    const maybe = e?.maybeApplied && e.route.startsWith('POST ')
        ? ' GitHub may have written it all the same: the request is not sent twice.'
        : '';
    return `Could not write the pull-request comment: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sentence */ .em)((0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubFailure */ .Po)(err))}${maybe}`;
}


/***/ }),

/***/ 3251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RD: () => (/* binding */ keepPrComment),
/* harmony export */   eq: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* unused harmony export COMMENT_BODY_MAX_BYTES */
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7461);
/* harmony import */ var _github_pr_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8239);
/* harmony import */ var _github_comment_author_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(537);



/** The comment shares GitHub's 65,536-character limit with our marker and notes: keep a margin. */
const COMMENT_BODY_MAX_BYTES = 60_000;
/** One client for everything a step writes to GitHub, created on first use. */
function lazyGitHub(token, context, runner) {
    let api;
    return () => {
        // Octokit loads only here, on the first request to GitHub.
        api ??= (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .createGitHubApi */ ._j)(token, context, {
            onRateLimitWait: ({ route, waitMs, attempt, secondary }) => runner.info(`GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${Math.ceil(waitMs / 1000)} s (wait ${attempt})`),
            log: { debug: (message) => runner.debug(message), warn: (message) => runner.warning(message) },
        });
        return api;
    };
}
/** Creates or updates the step's comment on the pull request, as `pr-comment` asks. */
async function keepPrComment(request, context, github, runner) {
    const action = (0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .commentAction */ .yE)(request.setting, request.attention ? 'failure' : 'success');
    if (action === 'skip')
        return;
    if (context.pullRequest === undefined || !context.repo) {
        runner.debug(`pr-comment: the ${context.eventName || 'unknown'} event is not about a pull request; no comment.`);
        return;
    }
    if (!request.githubToken) {
        runner.info('No github-token: the pull-request comment is skipped.');
        return;
    }
    const body = request.render(COMMENT_BODY_MAX_BYTES);
    try {
        const outcome = await (0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .upsertPrComment */ .ZC)(await github(), context.repo, {
            pullRequest: context.pullRequest,
            marker: request.marker,
            body: action === 'update-only' ? `${request.settled}\n\n${body}` : body,
            createIfMissing: action === 'upsert',
        }, (text) => runner.secrets.redact(text));
        if (outcome.action === 'none') {
            runner.debug(`pr-comment: ${outcome.reason}.`);
            return;
        }
        runner.info(`Pull-request comment ${outcome.action}: ${outcome.htmlUrl ?? `id ${outcome.id}`}`);
        if (outcome.writtenAs !== undefined)
            runner.warning(`GitHub wrote the pull-request comment as ${outcome.writtenAs}, but the action edits only comments by ${_github_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTIONS_BOT */ .aX.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`);
    }
    catch (err) {
        runner.warning((0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCommentFailure */ .l)(err));
    }
}


/***/ })

};
