export const id = 90;
export const ids = [90];
export const modules = {

/***/ 9951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DY: () => (/* binding */ validAnswer),
/* harmony export */   Ly: () => (/* binding */ addressUnder),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   Qm: () => (/* binding */ malformed),
/* harmony export */   vK: () => (/* binding */ GitHubRequestError)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);

/** A request to GitHub that failed, and how. */
class GitHubRequestError extends Error {
    name = 'GitHubRequestError';
    /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
    route;
    kind;
    /** The HTTP status; 0 when there was no answer. */
    status;
    /** GitHub's `message` (one line), or what went wrong without an answer. */
    githubMessage;
    details;
    /** What happened, described for a person (without the route). */
    description;
    constructor(route, kind, status, githubMessage, details = {}) {
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

/***/ 537:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   dI: () => (/* binding */ tokenAuthor),
/* harmony export */   ov: () => (/* binding */ sameAuthor)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9951);
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
const USER = { method: 'GET', path: '/user', delivery: 'repeatable' };
const User = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) });
/** The identity the token acts as: `GET /user`, or the Actions bot when GitHub refuses to say. */
async function tokenAuthor(api) {
    try {
        const { login, type } = await api.request(USER, {}, User);
        return { login, type };
    }
    catch (err) {
        // Only a refusal means "an installation token": a rate limit or an outage says nothing of who we are.
        if (err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .vK &&
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

/***/ 620:
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
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9951);
/* harmony import */ var _comment_author_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(537);
/**
 * One comment on the pull request, kept up to date run after run: found again by a hidden marker
 * naming the check, edited in place instead of piling up a new comment per push. Only a comment
 * the token's own identity wrote is ever edited (./comment-author.ts); any other carrying the
 * marker is ignored.
 *
 * The lookup pages through the pull request's comments, at most MAX_COMMENT_PAGES pages: a server that always sends a next link must not cost endless requests.
 * When the bound is reached without finding ours, nothing is written (a second comment would be
 * worse than a stale one) and the caller warns. A new comment is posted once: after a failure
 * GitHub may have applied, the warning says so rather than risking two.
 */





const PAGE_SIZE = 100;
/** Pages of PAGE_SIZE comments looked through for ours: 2,000 comments. */
const MAX_COMMENT_PAGES = 20;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s comment limit; the full results are in the job summary)';
const COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments';
const LIST = { method: 'GET', path: COMMENTS, delivery: 'repeatable' };
/** A create is sent once; an edit replaces the body, so a second copy is the same. */
const CREATE = { method: 'POST', path: COMMENTS, delivery: 'once' };
const UPDATE = {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    delivery: 'repeatable',
};
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
        const updated = await api.request(UPDATE, { ...repo, comment_id: existing.id }, IssueComment, { body });
        return written('updated', updated, api);
    }
    if (!request.createIfMissing)
        return { action: 'none', reason: 'no earlier comment to update' };
    const created = await api.request(CREATE, { ...repo, issue_number: request.pullRequest }, IssueComment, {
        body,
    });
    const outcome = written('created', created, api);
    return created.user && !(0,_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(author, created.user)
        ? { ...outcome, writtenAs: created.user.login }
        : outcome;
}
function written(action, comment, api) {
    return { action, id: comment.id, htmlUrl: (0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .addressUnder */ .Ly)(comment.html_url, api.serverUrl) };
}
/**
 * Pages through the pull request's comments (oldest first) for the first one `author` wrote that
 * starts with our marker: where ours puts it, so a comment quoting another marker is not taken.
 */
async function findComment(api, repo, pullRequest, marker, author) {
    const pages = api.pages(LIST, { ...repo, issue_number: pullRequest, per_page: PAGE_SIZE }, CommentPage, MAX_COMMENT_PAGES);
    for await (const { data, hasNext } of pages) {
        const found = data.find((c) => (0,_comment_author_js__WEBPACK_IMPORTED_MODULE_2__/* .sameAuthor */ .ov)(author, c.user) && c.body?.startsWith(marker));
        if (found)
            return found;
        if (!hasNext)
            return undefined;
    }
    throw new CommentLookupLimit(`pull request #${pullRequest} has more than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)} comments and ours is not among the first ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)}: no comment was written or updated, so as not to add a second one`);
}
/** The warning for a comment that could not be written; a 403/404 that is not a rate limit means the token may not write pull requests. */
function describeCommentFailure(err) {
    const e = err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRequestError */ .vK ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404)) {
        return (`Could not write the pull-request comment: GitHub answered HTTP ${e.status} (${e.githubMessage}). ` +
            'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
            'pull requests from forks get a read-only token.');
    }
    const maybe = e?.maybeApplied && e.route.startsWith('POST ')
        ? ' GitHub may have written it all the same: the request is not sent twice.'
        : '';
    return `Could not write the pull-request comment: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sentence */ .em)((0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubFailure */ .Po)(err))}${maybe}`;
}


/***/ }),

/***/ 3251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RD: () => (/* binding */ keepPrComment),
/* harmony export */   eq: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* unused harmony export COMMENT_BODY_MAX_BYTES */
/* harmony import */ var _github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(620);
/* harmony import */ var _github_comment_author_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(537);


/** The comment shares GitHub's 65,536-character limit with our marker and notes: keep a margin. */
const COMMENT_BODY_MAX_BYTES = 60_000;
/** One client for everything a step writes to GitHub, created on first use. */
function lazyGitHub(token, context, runner) {
    let api;
    return () => {
        // The client loads only here, on the first request to GitHub.
        api ??= __webpack_require__.e(/* import() */ 335).then(__webpack_require__.bind(__webpack_require__, 9335)).then(({ GitHubApi }) => new GitHubApi(token, context, {
            onRateLimitWait: ({ route, waitMs, attempt, secondary }) => runner.info(`GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${Math.ceil(waitMs / 1000)} s (wait ${attempt})`),
        }));
        return api;
    };
}
/** Creates or updates the step's comment on the pull request, as `pr-comment` asks. */
async function keepPrComment(request, context, github, runner) {
    const action = (0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .commentAction */ .yE)(request.setting, request.attention ? 'failure' : 'success');
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
        const outcome = await (0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertPrComment */ .ZC)(await github(), context.repo, {
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
            runner.warning(`GitHub wrote the pull-request comment as ${outcome.writtenAs}, but the action edits only comments by ${_github_comment_author_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`);
    }
    catch (err) {
        runner.warning((0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCommentFailure */ .l)(err));
    }
}


/***/ }),

/***/ 8090:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishResults: () => (/* binding */ publishResults)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/context.js
var github_context = __webpack_require__(5047);
// EXTERNAL MODULE: ./.tmp-bundle/lib/limits.js
var limits = __webpack_require__(4952);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./.tmp-bundle/lib/paths.js
var paths = __webpack_require__(682);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/check-run.js
/**
 * Publishes the results as one completed check run, with at most `maxAnnotations` annotations
 * (input max-check-annotations): a repository's GITHUB_TOKEN has 1,000 requests an hour, and GitHub
 * takes at most 50 annotations per request, so 25,000 failures would otherwise cost 500 requests.
 * Peers sent 51 per request and were refused, or sent 50 and dropped the rest silently: here the
 * create call carries the first 50, each update appends the next 50, and the summary says how many
 * failures were left out.
 *
 * GitHub needs a title and summary with every output. With more than one request, the create and
 * the updates carry a short summary and only the last request the full summary and text, so the
 * bytes sent stay close to the annotations' own size plus one summary (instead of the summary and
 * text repeated with every 50 annotations). Summary and text are limited to 65,535 bytes each;
 * whatever is sent is redacted and fitted.
 *
 * The create is sent once: after a failure GitHub may have applied (no answer, a 5xx, a malformed
 * answer) the warning says the check run may exist, rather than risking a second one.
 */





/** The summary a caller hands over: room is kept for the line that counts failures without an annotation. */
const CHECK_SUMMARY_MAX_BYTES = limits/* CHECK_OUTPUT_MAX_BYTES */.SK - 256;
/** output.title: short in the checks list; GitHub documents no limit, this keeps it a line. */
const OUTPUT_TITLE_MAX_CHARS = 1000;
/** Annotation title: at most 255 characters. */
/** Annotation message and raw_details: at most 64 KB. */
/**
 * Where an annotation without a place in the repository goes: GitHub files its own job-level
 * annotations (e.g. "Process completed with exit code 1") under `.github`, so a project test with
 * no line in the sources file shows up beside them instead of on an unrelated line of some file.
 */
const NO_FILE_PATH = '.github';
/** A create is sent once, and so is an update: each appends its annotations. */
const CREATE = { method: 'POST', path: '/repos/{owner}/{repo}/check-runs', delivery: 'once' };
const UPDATE = {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    delivery: 'once',
};
/** What the action relies on in GitHub's answer to the create: the id to update, the address to show. */
const CreatedCheckRun = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    html_url: schemas/* unknown */.L5J(),
});
/** An update's answer is not used. */
const Anything = schemas/* unknown */.L5J();
/** A check run that failed to be created, or was created and then missed some annotations. */
class CheckRunError extends Error {
    failure;
    created;
    name = 'CheckRunError';
    constructor(message, failure, created) {
        super(message);
        this.failure = failure;
        this.created = created;
    }
}
async function publishCheckRun(api, repo, content, workspace, redact) {
    const max = Math.max(0, Math.floor(content.maxAnnotations));
    const annotations = content.annotations.slice(0, max).map((a) => toGitHubAnnotation(a, workspace, redact));
    const omitted = content.annotations.length - annotations.length;
    const groups = batches(annotations, limits/* ANNOTATIONS_PER_REQUEST */.jg);
    const title = (0,lib_text/* clip */.$Q)(redact(content.title), OUTPUT_TITLE_MAX_CHARS);
    const note = omittedNote(omitted, max);
    const final = {
        title,
        summary: (0,lib_text/* fitBytes */.ZN)(redact(content.summary), limits/* CHECK_OUTPUT_MAX_BYTES */.SK - (0,lib_text/* byteLength */.dp)(note)) + note,
        ...(content.text ? { text: (0,lib_text/* fitBytes */.ZN)(redact(content.text), limits/* CHECK_OUTPUT_MAX_BYTES */.SK) } : {}),
    };
    const interim = { title, summary: interimSummary(annotations.length, groups.length, content.detailsUrl) };
    const outputOf = (i) => {
        const output = i === groups.length - 1 ? final : interim;
        return groups[i].length ? { ...output, annotations: groups[i] } : output;
    };
    let created;
    const warnings = [];
    try {
        const answer = await api.request(CREATE, repo, CreatedCheckRun, {
            name: redact(content.name),
            head_sha: content.headSha,
            status: 'completed',
            conclusion: content.conclusion,
            completed_at: new Date().toISOString(),
            ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
            output: outputOf(0),
        });
        const htmlUrl = (0,answers/* addressUnder */.Ly)(answer.html_url, api.serverUrl);
        if (htmlUrl === undefined)
            warnings.push(`GitHub's answer gave check run ${answer.id} the address ${JSON.stringify((0,lib_text/* clip */.$Q)(String(answer.html_url), 200))}, which is not on ${api.serverUrl}: check-run-url is not set.`);
        created = { id: answer.id, htmlUrl };
    }
    catch (err) {
        throw new CheckRunError(describeCheckRunFailure(content.name, err), asError(err));
    }
    let sent = groups[0].length;
    for (let i = 1; i < groups.length; i++) {
        try {
            await api.request(UPDATE, { ...repo, check_run_id: created.id }, Anything, { output: outputOf(i) });
        }
        catch (err) {
            throw new CheckRunError(`Check run "${content.name}" was created, but only ${(0,lib_text/* formatCount */.B4)(sent)} of ${(0,lib_text/* formatCount */.B4)(annotations.length)} annotations were added, and not its full summary: ${(0,lib_text/* sentence */.em)((0,answers/* describeGitHubFailure */.Po)(err))} The results are in the job summary.`, asError(err), { ...created, annotationsSent: sent });
        }
        sent += groups[i].length;
    }
    return { ...created, requests: groups.length, annotations: annotations.length, omitted, warnings };
}
/** The line the summary ends with when failures were left without an annotation. */
function omittedNote(omitted, max) {
    if (omitted <= 0)
        return '';
    return `\n\n**${(0,lib_text/* formatCount */.B4)(omitted)} more failing ${(0,lib_text/* plural */.LS)(omitted, 'test')} ${omitted === 1 ? 'has' : 'have'} no annotation here** (max-check-annotations: ${(0,lib_text/* formatCount */.B4)(max)}); the job summary lists every failing test.\n`;
}
/** What the check run says while its annotations are being added; the last request replaces it. */
function interimSummary(annotations, requests, detailsUrl) {
    const where = detailsUrl
        ? (0,lib_text/* link */.nf)("the workflow run's job summary", detailsUrl)
        : "the workflow run's job summary";
    return `Adding ${(0,lib_text/* formatCount */.B4)(annotations)} annotations in ${(0,lib_text/* formatCount */.B4)(requests)} requests; the results replace this text with the last of them. Until then they are in ${where}.`;
}
/** Splits items into groups of at most `size`, in order; always at least one (maybe empty) group. */
function batches(items, size) {
    const groups = [];
    for (let i = 0; i < items.length; i += size)
        groups.push(items.slice(i, i + size));
    return groups.length ? groups : [[]];
}
function toGitHubAnnotation(a, workspace, redact) {
    const path = (a.file !== undefined && (0,paths/* repositoryPath */.SH)(a.file, workspace)) || NO_FILE_PATH;
    // GitHub requires a line; a test found in no file gets line 1 of the fallback path.
    const line = path !== NO_FILE_PATH && a.line !== undefined && a.line >= 1 ? Math.floor(a.line) : 1;
    const title = (0,lib_text/* clip */.$Q)(redact(a.title), limits/* ANNOTATION_TITLE_MAX_CHARS */.IK);
    const message = (0,lib_text/* fitBytes */.ZN)(redact(a.message) || title || 'Test failed', limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8);
    return { path, start_line: line, end_line: line, annotation_level: a.level, title, message };
}
/**
 * The warning for a check run that could not be created. A 403/404 that is not a rate limit
 * means the token may not write checks: the usual causes are a missing `checks: write` permission
 * and a pull request from a fork, whose token is read-only whatever the workflow asks for.
 */
function describeCheckRunFailure(name, err) {
    const e = err instanceof answers/* GitHubRequestError */.vK ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404)) {
        return (`Could not create the check run "${name}": GitHub answered HTTP ${e.status} (${e.githubMessage}). ` +
            'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
            'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
            'or with mode: report in a trusted workflow. The results are in the job summary.');
    }
    const maybe = e?.maybeApplied
        ? ' GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known.'
        : '';
    return `Could not create the check run "${name}": ${(0,lib_text/* sentence */.em)((0,answers/* describeGitHubFailure */.Po)(err))}${maybe} The results are in the job summary.`;
}
function asError(err) {
    return err instanceof Error ? err : new Error(String(err));
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/pr-comment.js
var pr_comment = __webpack_require__(620);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var counts = __webpack_require__(6515);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/comparison.js

/** `on main`, `on version 1.2.0`, `on main at version 1.2.0`, `in the baseline results`. */
function onReference(baseline) {
    const { branch, version } = baseline;
    if (branch !== undefined && version !== undefined)
        return `on ${branch} at version ${version}`;
    if (branch !== undefined)
        return `on ${branch}`;
    if (version !== undefined)
        return `on version ${version}`;
    return 'in the baseline results';
}
/** `2 new failures, 1 already failing on main, 1 fixed` (and gone tests when there are any). */
function comparisonLine(counts, baseline) {
    const fresh = counts.newFailed + counts.newErrored;
    const parts = [
        `${(0,lib_text/* formatCount */.B4)(fresh)} new ${(0,lib_text/* plural */.LS)(fresh, 'failure')}`,
        `${(0,lib_text/* formatCount */.B4)(counts.preExisting)} already failing ${onReference(baseline)}`,
        `${(0,lib_text/* formatCount */.B4)(counts.fixed)} fixed`,
    ];
    if (counts.gone > 0)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.gone)} no longer run`);
    return parts.join(', ');
}
/**
 * The comparison in a sentence or two, for the log and the summary: what it found, or why it
 * could not be made (for all of the run, or for the merged runs it names).
 */
function comparisonSentence(counts, baseline) {
    if (baseline.unavailable === undefined)
        return `${comparisonLine(counts, baseline)}.`;
    if (!baseline.partial)
        return `The comparison with the baseline is unavailable: ${baseline.unavailable}. Every failure counts as new.`;
    return `The comparison with the baseline is unavailable for part of the run (${baseline.unavailable}): failures there count as new. In all: ${comparisonLine(counts, baseline)}.`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/subject.js
var results_subject = __webpack_require__(8319);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/annotations.js
/**
 * One annotation per FAILED or ERROR result, placed on the sources-file line that declares the
 * test when it can be found, one per test-run call that failed as a request, and one per flaky
 * test that passed in the end. Pure data: the flow prints the first `max-annotations` as workflow
 * commands and sends the first `max-check-annotations` with the check run.
 *
 * New failures and failed calls are `failure`s (`::error`); failures that were already failing
 * in the baseline, and flaky tests that passed, are `warning`s: they do not block a gate that
 * fails only on what is new. The list leads with the failures, then the warnings.
 */





function buildAnnotations(run, index) {
    const failures = [];
    const warnings = [];
    const already = run.baseline ? `already failing ${onReference(run.baseline)}` : '';
    for (const outcome of run.calls) {
        if (!outcome.ok) {
            failures.push(callAnnotation(outcome));
            continue;
        }
        for (const result of outcome.results) {
            if (!(0,counts/* isFailure */.N6)(result.status) && !(0,counts/* isFlaky */.s8)(result))
                continue;
            const annotation = resultAnnotation(outcome.call, result, index, already);
            (annotation.level === 'failure' ? failures : warnings).push(annotation);
        }
    }
    for (const annotation of warnings)
        failures.push(annotation);
    return failures;
}
/** `ERROR, then SUCCEEDED`: a re-run test's attempts. */
function attemptsLabel(result) {
    return (result.attempts ?? []).map((a) => a.status).join(', then ');
}
function resultAnnotation(call, result, index, already) {
    const subject = (0,results_subject/* subjectOf */.et)(call, result, index);
    const passed = !(0,counts/* isFailure */.N6)(result.status);
    const what = passed ? 'Flaky' : result.status;
    const place = subject.kind === 'project'
        ? `${what} project test ${result.name}`
        : `${what} ${result.name} on ${(0,results_subject/* placeLabel */.sk)(subject)}`;
    const notes = [];
    if (!passed && result.classification === 'new')
        notes.push('new');
    if (!passed && result.classification === 'pre-existing')
        notes.push(already);
    if ((0,counts/* isFlaky */.s8)(result))
        notes.push(passed ? attemptsLabel(result) : `flaky: ${attemptsLabel(result)}`);
    const title = notes.length > 0 ? `${place} (${notes.join('; ')})` : place;
    // A flaky test that no longer fails: the cause worth reading is the last failing attempt's.
    const cause = passed ? rerunCause(result) : result.cause;
    // Model tests are declared with the model, not in the sources file: no line to point at.
    const location = subject.kind === 'model' || !index
        ? undefined
        : index.locate({
            source: subject.source,
            table: subject.table,
            column: subject.column,
            test: result.name,
        });
    const annotation = {
        level: passed || result.classification === 'pre-existing' ? 'warning' : 'failure',
        kind: 'result',
        title: clipTitle(title),
        message: clipMessage(cause.trim() || 'no cause given'),
        result,
        call,
    };
    if (location) {
        annotation.file = location.file;
        annotation.line = location.line;
    }
    return annotation;
}
/**
 * `Passed on a re-run after: <cause>`, or for a status the action does not know (neither a pass
 * nor a failure) `Ended with status WARN on a re-run after: <cause>`: the cause is the last
 * failing attempt's.
 */
function rerunCause(result) {
    const attempts = result.attempts ?? [];
    const ended = result.status === 'SUCCEEDED' ? 'Passed on a re-run' : `Ended with status ${result.status} on a re-run`;
    for (let i = attempts.length - 1; i >= 0; i--)
        if ((0,counts/* isFailure */.N6)(attempts[i].status))
            return `${ended} after: ${attempts[i].cause}`;
    return '';
}
function callAnnotation(outcome) {
    return {
        level: 'failure',
        kind: 'call',
        title: clipTitle(`Test-run call failed: ${outcome.call.label}`),
        message: clipMessage(outcome.error || 'no cause given'),
        result: {
            name: outcome.call.label,
            status: 'ERROR',
            table: '',
            columnName: '',
            index: -1,
            time: 0,
            cause: outcome.error,
        },
        call: outcome.call,
    };
}
function clipTitle(title) {
    return (0,lib_text/* clip */.$Q)((0,lib_text/* oneLine */.TN)(title), limits/* ANNOTATION_TITLE_MAX_CHARS */.IK);
}
/** Control characters mean nothing in an annotation and some break the JSON GitHub accepts. */
function clipMessage(message) {
    const text = (0,lib_text/* stripControls */.$Y)(message);
    if ((0,lib_text/* byteLength */.dp)(text) <= limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8)
        return text;
    return `${(0,lib_text/* prefixBytes */.w3)(text, limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8 - 3)}…`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/check-run-text.js
/**
 * The check run's title and text for a test run, as pure renderers: the title the checks list
 * shows beside the name, and the text that lists every failing test with its place and cause
 * (the full list survives there even when the summary had to leave rows out).
 */



/** output.summary and output.text: GitHub refuses more than 65,535 characters, and bytes. */
/**
 * e.g. `2 failed, 1 error, 12 passed of 15 tests`; with a baseline it leads with what is new:
 * `1 new failure, 2 already failing on main, 1 fixed; 3 failed, 12 passed of 15 tests`.
 */
function checkTitle(run) {
    const { counts } = run;
    const parts = [];
    if (counts.failed)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.failed)} failed`);
    if (counts.errored)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.errored)} ${(0,lib_text/* plural */.LS)(counts.errored, 'error')}`);
    parts.push(`${(0,lib_text/* formatCount */.B4)(counts.succeeded)} passed`);
    if (counts.flaky)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.flaky)} flaky`);
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    const callsNote = failedCalls ? `; ${failedCalls} of ${run.calls.length} test-run calls failed` : '';
    const totals = `${parts.join(', ')} of ${(0,lib_text/* formatCount */.B4)(counts.total)} ${(0,lib_text/* plural */.LS)(counts.total, 'test')}${callsNote}`;
    const baseline = run.baseline;
    if (!baseline || baseline.unavailable !== undefined)
        return totals;
    return `${comparisonLine(counts, baseline)}; ${totals}`;
}
/**
 * Every annotated test with its place and cause, one line each, within the check run's limit:
 * the failures, then the warnings (failures already failing in the baseline, flaky tests).
 */
function failingTestsText(annotations, redact) {
    if (annotations.length === 0)
        return undefined;
    const line = (a) => {
        const where = a.file ? ` (${a.file}${a.line ? `:${a.line}` : ''})` : '';
        return `- **${(0,lib_text/* inline */.mG)(redact(a.title))}**${(0,lib_text/* inline */.mG)(where)}: ${(0,lib_text/* inline */.mG)((0,lib_text/* clip */.$Q)((0,lib_text/* oneLine */.TN)(redact(a.message)), 500))}`;
    };
    const failures = annotations.filter((a) => a.level === 'failure');
    const warnings = annotations.filter((a) => a.level === 'warning');
    const blocks = [];
    if (failures.length > 0)
        blocks.push(`### Failing tests (${(0,lib_text/* formatCount */.B4)(failures.length)})\n\n${failures.map(line).join('\n')}\n`);
    if (warnings.length > 0)
        blocks.push(`### Warnings: already failing or flaky (${(0,lib_text/* formatCount */.B4)(warnings.length)})\n\n${warnings.map(line).join('\n')}\n`);
    return (0,lib_text/* fitBytes */.ZN)(blocks.join('\n'), limits/* CHECK_OUTPUT_MAX_BYTES */.SK);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var results_baseline = __webpack_require__(8940);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/verdict.js

function conclusionOf(counts, failedCalls, failOn) {
    if (failedCallCount(failedCalls) > 0)
        return 'failure';
    return triggered(counts, failOn).length > 0 ? 'failure' : 'success';
}
/**
 * `Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)`. When a test-run
 * call failed as a request, the line starts with that request's own error, which starts with the
 * operation's name as every failed request's line does (the contract):
 * `Run data tests failed: … (HTTP 400); 1 of 3 test-run calls failed; 2 failed of 12 tests (see the job summary)`.
 * Undefined on success.
 */
function failureLine(counts, failedCalls, failOn) {
    if (conclusionOf(counts, failedCalls, failOn) === 'success')
        return undefined;
    const reasons = triggered(counts, failOn);
    const results = reasons.length > 0
        ? `${reasons.join(', ')} of ${(0,lib_text/* formatCount */.B4)(counts.total)} ${(0,lib_text/* plural */.LS)(counts.total, 'test')}`
        : undefined;
    const firstFailed = typeof failedCalls === 'number' ? undefined : failedCalls.find((c) => !c.ok);
    if (firstFailed && !firstFailed.ok && typeof failedCalls !== 'number') {
        const parts = [(0,lib_text/* oneLine */.TN)(firstFailed.error), describeFailedCalls(failedCalls), results].filter(Boolean);
        return `${parts.join('; ')} (see the job summary)`;
    }
    const parts = [results, describeFailedCalls(failedCalls)].filter(Boolean);
    return `Data tests failed: ${parts.join('; ')} (see the job summary)`;
}
/**
 * The outcomes that fail the step under `failOn`, as phrases: `2 failed`, `1 new failure`, `1 new error`,
 * `3 warnings`, `1 flaky`. A new failure is also a failure: when `failed` already counts it,
 * `new-failed` adds no phrase of its own.
 */
function triggered(counts, failOn) {
    const reasons = [];
    if (failOn.has('failed') && counts.failed > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.failed)} failed`);
    else if (failOn.has('new-failed') && counts.newFailed > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.newFailed)} new ${(0,lib_text/* plural */.LS)(counts.newFailed, 'failure')}`);
    if (failOn.has('error') && counts.errored > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.errored)} ${(0,lib_text/* plural */.LS)(counts.errored, 'error')}`);
    else if (failOn.has('new-error') && counts.newErrored > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.newErrored)} new ${(0,lib_text/* plural */.LS)(counts.newErrored, 'error')}`);
    if (failOn.has('warning') && counts.warnings > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.warnings)} ${(0,lib_text/* plural */.LS)(counts.warnings, 'warning')}`);
    if (failOn.has('flaky') && counts.flaky > 0)
        reasons.push(`${(0,lib_text/* formatCount */.B4)(counts.flaky)} flaky`);
    return reasons;
}
function failedCallCount(calls) {
    return typeof calls === 'number' ? calls : calls.filter((c) => !c.ok).length;
}
function describeFailedCalls(calls) {
    const failed = failedCallCount(calls);
    if (failed === 0)
        return undefined;
    const total = typeof calls === 'number' ? undefined : calls.length;
    if (total === undefined)
        return `${(0,lib_text/* formatCount */.B4)(failed)} test-run ${(0,lib_text/* plural */.LS)(failed, 'call')} failed`;
    return total === 1
        ? 'the only test-run call failed'
        : `${(0,lib_text/* formatCount */.B4)(failed)} of ${(0,lib_text/* formatCount */.B4)(total)} test-run ${(0,lib_text/* plural */.LS)(total, 'call')} failed`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/summary.js
/**
 * Test mode's job summary: the conclusion and counts, each test-run call beside the service's
 * own summary, the failing tests with their causes, the ten slowest tests, the passing tests
 * and each call's runner output (both folded).
 *
 * GitHub rejects a step summary over 1 MiB (and one trimmed to exactly 1 MiB was still
 * rejected), so the output stays strictly under `maxBytes` of UTF-8. When everything fits it is
 * shown whole; otherwise each section gets a share of the bytes in order of importance
 * (failed calls, calls, slowest, runner output, failing tests, passing tests), cuts whole rows
 * or lines, and says how many it left out. Every section is built from arrays joined once, so
 * the work is linear in the number of results, and a cut never leaves a tag open.
 *
 * Every string that comes from the service, the plan or the user passes through the run's redact
 * and then text.ts's inline() / preformatted(): redacting after escaping could miss a secret
 * holding a character the escaping rewrites.
 */





/** Causes are cut to this many characters in the tables; the results file keeps them whole. */
const CAUSE_MAX_CHARS = 1_000;
/** Names and labels are cut to this many characters, so no single cell can swallow the page. */
const NAME_MAX_CHARS = 300;
const SLOWEST_COUNT = 10;
/** Statuses the service may add are cut to this many characters. */
const STATUS_MAX_CHARS = 60;
const KNOWN_STATUSES = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);
/** Lines of each call's runner output kept from its start and from its end. */
const RUNNER_HEAD_LINES = 100;
const RUNNER_TAIL_LINES = 100;
const RUNNER_LINE_MAX_CHARS = 1_000;
/** Most bytes one call's runner output may take, however much room is left. */
const RUNNER_CALL_MAX_BYTES = 64_000;
/**
 * The run sorted for the summary, once: the job summary, the check run's summary and the comment
 * are three renderings of one view, and building it walks every result.
 */
function summaryView(run, options = {}) {
    return new RunView(run, options.sources, options.redact ?? ((t) => t), options.incomplete ?? []);
}
/** Renders a run, or a view made once by summaryView (then `sources` and `redact` are the view's). */
function renderTestSummary(run, opts) {
    const maxBytes = opts.maxBytes ?? limits/* SUMMARY_MAX_BYTES */.eR;
    const limit = maxBytes - 1; // strictly under maxBytes
    const view = run instanceof RunView ? run : summaryView(run, opts);
    const sections = buildSections(view, opts);
    // First try: every section whole (the runner output folded by its fixed line counts only).
    // Each gets what the ones before it left, so a run far over the limit stops being rendered
    // as soon as that is clear, instead of building megabytes of rows to throw away.
    const whole = [];
    let used = 0;
    for (const section of sections) {
        const p = section.render(limit - used);
        whole.push(p);
        used += p.bytes;
        if (p.cut || used > limit)
            break;
    }
    if (whole.length === sections.length && whole.every((p) => !p.cut) && used <= limit)
        return join(whole);
    // Second try: shares by priority. Every section keeps a small reserve, so each can at least
    // say what it left out, and the closing note has room.
    const parts = new Array(sections.length);
    let remaining = limit - SECTION_RESERVE;
    const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority);
    order.forEach(({ s, i }, rank) => {
        const later = order.length - rank - 1;
        const available = Math.max(0, remaining - later * SECTION_RESERVE);
        const budget = Math.min(available, s.cap(limit));
        const first = whole[i];
        const part = first && !first.cut && first.bytes <= budget ? first : s.render(budget);
        parts[i] = part;
        remaining -= part.bytes;
    });
    parts.push(closingNote(maxBytes));
    if (sum(parts) <= limit)
        return join(parts);
    // Only a maxBytes smaller than the heading and counts gets here: their first lines that fit.
    const head = parts[0].lines;
    return join([part(fitRows(head.length, (i) => head[i], limit).lines)]);
}
/** Room every section keeps for its heading and a "not shown" note. */
const SECTION_RESERVE = 400;
const EMPTY = { lines: [], bytes: 0, cut: false };
function part(lines, cut = false) {
    let bytes = 0;
    for (const line of lines)
        bytes += (0,lib_text/* byteLength */.dp)(line) + 1;
    return { lines, bytes, cut };
}
function sum(parts) {
    return parts.reduce((n, p) => n + p.bytes, 0);
}
function join(parts) {
    const lines = [];
    for (const p of parts)
        for (const line of p.lines)
            lines.push(line);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
function closingNote(maxBytes) {
    return part([
        `_Parts of this summary were left out to keep it under ${(0,lib_text/* formatCount */.B4)(maxBytes)} bytes. The results file (output \`results-file\`) holds every result and each call's whole runner output._`,
        '',
    ]);
}
/** Rows [0, n) made by row(i), as many as fit in `budget` bytes. */
function fitRows(n, row, budget) {
    const lines = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
        const line = row(i);
        const b = (0,lib_text/* byteLength */.dp)(line) + 1;
        if (bytes + b > budget)
            break;
        lines.push(line);
        bytes += b;
    }
    return { lines, bytes };
}
/**
 * Like fitRows, for a table that needs `noteBytes` more for a "N not shown" note when it cannot
 * show every row: all rows when they fit in `budget`, else as many as fit beside the note.
 */
function fitRowsWithNote(n, row, budget, noteBytes) {
    const rows = fitRows(n, row, budget);
    if (rows.lines.length === n)
        return rows;
    while (rows.lines.length > 0 && rows.bytes > budget - noteBytes)
        rows.bytes -= (0,lib_text/* byteLength */.dp)(rows.lines.pop()) + 1;
    return rows;
}
/** The run, sorted into what the sections show: built in one pass over the results. */
class RunView {
    succeededCalls = [];
    failedCalls = [];
    /** Failing results that are new against the baseline (all of them without one). */
    failing = [];
    /** Failing results that also failed in the baseline. */
    preExisting = [];
    fixed = [];
    flaky = [];
    passing = [];
    /** Results with a status the action does not know: carried through, neither passing nor failing. */
    other = [];
    slowest = [];
    run;
    sources;
    /** What the merged runs lack, e.g. `shard 2/3 is missing` (report mode, allow-missing-shards). */
    incomplete;
    redact;
    constructor(run, sources, redact, incomplete) {
        this.run = run;
        this.sources = sources;
        this.redact = redact;
        this.incomplete = incomplete;
        for (const outcome of run.calls) {
            if (!outcome.ok) {
                this.failedCalls.push(outcome);
                continue;
            }
            this.succeededCalls.push(outcome);
            for (const result of outcome.results) {
                const entry = { call: outcome.call, result };
                if (result.status === 'SUCCEEDED') {
                    this.passing.push(entry);
                    if (result.classification === 'fixed')
                        this.fixed.push(entry);
                }
                else if ((0,counts/* isFailure */.N6)(result.status))
                    (result.classification === 'pre-existing' ? this.preExisting : this.failing).push(entry);
                else
                    this.other.push(entry);
                if (result.attempts !== undefined && (0,counts/* isFlaky */.s8)(result))
                    this.flaky.push(entry);
                this.considerSlowest(entry);
            }
        }
    }
    /** Text from outside (service, plan, user): redacted, then escaped for a cell or a paragraph. */
    text(value, maxChars = NAME_MAX_CHARS) {
        return (0,lib_text/* inline */.mG)((0,lib_text/* clipNoting */.Qx)(this.redact(value), maxChars));
    }
    /**
     * A status for a cell or a sentence: the service may answer any text, so one the action does
     * not know is escaped and cut short like any text from outside (the known ones need neither).
     */
    status(value) {
        return KNOWN_STATUSES.has(value) ? value : this.text(value, STATUS_MAX_CHARS);
    }
    cause(cause) {
        const trimmed = cause.trim();
        if (trimmed === '')
            return 'no cause given';
        return (0,lib_text/* inline */.mG)((0,lib_text/* clipNoting */.Qx)(this.redact(trimmed), CAUSE_MAX_CHARS), { breaks: 'br' });
    }
    /**
     * A call's runner output as the summary shows it: its line count and its first and last lines,
     * redacted (no secret spans a line: each line of one is registered). Made once per call, and
     * without splitting the whole output: a million-result run prints a million lines.
     */
    outputLines(call) {
        let window = this.windows.get(call);
        if (!window) {
            window = lineWindow(call.runnerStdout, RUNNER_HEAD_LINES, RUNNER_TAIL_LINES, this.redact);
            this.windows.set(call, window);
        }
        return window;
    }
    windows = new Map();
    /** Keeps the ten slowest in order (ties: plan order), without sorting every result. */
    considerSlowest(entry) {
        const time = timeOf(entry.result);
        const list = this.slowest;
        if (list.length === SLOWEST_COUNT && time <= timeOf(list[list.length - 1].result))
            return;
        let at = list.length;
        while (at > 0 && timeOf(list[at - 1].result) < time)
            at--;
        list.splice(at, 0, entry);
        if (list.length > SLOWEST_COUNT)
            list.pop();
    }
}
function timeOf(result) {
    return Number.isFinite(result.time) ? result.time : 0;
}
function buildSections(view, opts) {
    // In display order; priority decides who gets bytes first when the summary must be cut.
    return [
        { priority: 0, cap: (l) => l, render: () => headSection(view, opts) },
        { priority: 2, cap: (l) => Math.floor(l * 0.1), render: (b) => callsSection(view, b) },
        { priority: 1, cap: (l) => Math.floor(l * 0.1), render: (b) => failedCallsSection(view, b) },
        { priority: 5, cap: (l) => l, render: (b) => failingSection(view, b) },
        { priority: 6, cap: (l) => l, render: (b) => preExistingSection(view, b) },
        { priority: 7, cap: (l) => Math.floor(l * 0.1), render: (b) => fixedSection(view, b) },
        { priority: 8, cap: (l) => Math.floor(l * 0.1), render: (b) => goneSection(view, b) },
        { priority: 8, cap: (l) => Math.floor(l * 0.1), render: (b) => otherSection(view, b) },
        { priority: 4, cap: (l) => Math.floor(l * 0.1), render: (b) => flakySection(view, b) },
        { priority: 3, cap: () => 16_000, render: (b) => slowestSection(view, b) },
        { priority: 9, cap: (l) => l, render: (b) => passingSection(view, b) },
        { priority: 4.5, cap: (l) => Math.floor(l * 0.25), render: (b) => runnerSection(view, b) },
    ];
}
function headSection(view, opts) {
    const { run } = view;
    const c = run.counts;
    const lines = [`## ${view.text(opts.title ?? 'Data tests')}`, ''];
    // Before anything else: every count below lacks what is missing.
    if (view.incomplete.length > 0)
        lines.push(`**Incomplete results:** ${view.text(view.incomplete.join('; '), CAUSE_MAX_CHARS)} (\`allow-missing-shards\`).`, '');
    const comparison = comparisonParagraph(view);
    if (comparison)
        lines.push(comparison, '');
    lines.push(statusLine(view, opts), '');
    if (opts.checkRunUrl)
        lines.push((0,lib_text/* link */.nf)('View the check run', opts.checkRunUrl), '');
    lines.push(runLine(view), '');
    lines.push((0,lib_text/* tableRow */.jD)(['Total', 'Succeeded', 'Failed', 'Errored', 'Skipped', 'Warnings']), (0,lib_text/* tableDivider */.Ok)(['r', 'r', 'r', 'r', 'r', 'r']), (0,lib_text/* tableRow */.jD)([c.total, c.succeeded, c.failed, c.errored, c.skipped, c.warnings].map(lib_text/* formatCount */.B4)), '');
    return part(lines);
}
/** What is new first (CONTRACT "Baselines"), or why there is no comparison. */
function comparisonParagraph(view) {
    const { baseline, counts } = view.run;
    if (!baseline)
        return undefined;
    return `**${view.text(comparisonSentence(counts, baseline), CAUSE_MAX_CHARS)}**`;
}
function statusLine(view, opts) {
    const c = view.run.counts;
    const calls = view.run.calls.length;
    const facts = [];
    // A status the action does not know (a re-run may end with one) is neither a pass nor a failure.
    const other = view.other.length;
    if (c.total === 0)
        facts.push('No tests ran.');
    else if (c.succeeded < c.total) {
        const ended = [
            c.failed > 0 ? `${(0,lib_text/* formatCount */.B4)(c.failed)} failed` : '',
            c.errored > 0 ? `${(0,lib_text/* formatCount */.B4)(c.errored)} errored` : '',
            other > 0 ? `${(0,lib_text/* formatCount */.B4)(other)} with another status (${otherStatuses(view)})` : '',
        ].filter(Boolean);
        const listed = ended.length > 2 ? `${ended.slice(0, -1).join(', ')} and ${ended.at(-1)}` : ended.join(' and ');
        facts.push(`${listed} of ${(0,lib_text/* formatCount */.B4)(c.total)} ${(0,lib_text/* plural */.LS)(c.total, 'test')}.`);
    }
    else if (c.flaky > 0)
        facts.push(`All ${(0,lib_text/* formatCount */.B4)(c.total)} tests succeeded, ${(0,lib_text/* formatCount */.B4)(c.flaky)} of them only on a re-run.`);
    else
        facts.push(c.total === 1 ? 'The test succeeded.' : `All ${(0,lib_text/* formatCount */.B4)(c.total)} tests succeeded.`);
    if (view.failedCalls.length > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(view.failedCalls.length)} of ${(0,lib_text/* formatCount */.B4)(calls)} test-run ${(0,lib_text/* plural */.LS)(calls, 'call')} failed, so ${view.failedCalls.length === 1 ? 'its' : 'their'} tests did not run.`);
    if (c.warnings > 0)
        facts.push(`The service reported ${(0,lib_text/* formatCount */.B4)(c.warnings)} ${(0,lib_text/* plural */.LS)(c.warnings, 'warning')}.`);
    const failOn = opts.failOn.size === 0 ? 'none' : [...opts.failOn].join(', ');
    facts.push(`Outcomes that fail the step (\`fail-on\`): ${(0,lib_text/* inline */.mG)(failOn)}.`);
    return `**Result: ${opts.conclusion}.** ${facts.join(' ')}`;
}
/** How many status names a sentence lists before it says "…". */
const NAMED_STATUSES = 3;
/** `WARN`, `WARN, SKIPPED`: the statuses the action does not know among the results, a few of them. */
function otherStatuses(view) {
    const names = new Set();
    for (const { result } of view.other) {
        names.add(result.status);
        if (names.size > NAMED_STATUSES)
            break;
    }
    const shown = [...names].slice(0, NAMED_STATUSES).map((name) => view.status(name));
    return names.size > NAMED_STATUSES ? `${shown.join(', ')}, …` : shown.join(', ');
}
function runLine(view) {
    const { run } = view;
    const bits = [`Project ${view.text(run.projectId)}`, `fabric ${run.fabricId}`];
    if (run.branch !== undefined)
        bits.push(`branch ${view.text(run.branch)}`);
    if (run.version !== undefined)
        bits.push(`version ${view.text(run.version)}`);
    if (run.shard !== undefined)
        bits.push(`shard ${view.text(run.shard)}`);
    const calls = run.calls.length;
    let line = `${bits.join(', ')}: ${(0,lib_text/* formatCount */.B4)(calls)} test-run ${(0,lib_text/* plural */.LS)(calls, 'call')}`;
    const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
    if (Number.isFinite(ms) && ms >= 0)
        line += ` in ${(0,lib_text/* formatSeconds */.Xo)(ms / 1000)}`;
    return `${line}.`;
}
function callsSection(view, budget) {
    const calls = view.run.calls;
    if (calls.length === 0)
        return EMPTY;
    const top = [
        '### Test-run calls',
        '',
        (0,lib_text/* tableRow */.jD)(['Call', 'Outcome', 'Tests', 'Succeeded', 'Failed', 'Errored', "Service's summary", 'Time']),
        (0,lib_text/* tableDivider */.Ok)(['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r']),
    ];
    return framedRows(calls.length, (i) => callRow(view, calls[i]), budget, top, (omitted) => ['', `_${(0,lib_text/* formatCount */.B4)(omitted)} more test-run ${(0,lib_text/* plural */.LS)(omitted, 'call')} not shown._`]);
}
function callRow(view, outcome) {
    const time = (0,lib_text/* formatSeconds */.Xo)(outcome.durationMs / 1000);
    if (!outcome.ok)
        return (0,lib_text/* tableRow */.jD)([view.text(outcome.call.label), 'request failed', '', '', '', '', '', time]);
    const final = statusCounts(outcome.results, (r) => r.status);
    // The service's summary describes the first attempt: compare it with that, not with re-runs.
    const first = statusCounts(outcome.results, (r) => r.attempts?.[0]?.status ?? r.status);
    const s = outcome.summary;
    const service = `total ${(0,lib_text/* formatCount */.B4)(s.total)}, succeeded ${(0,lib_text/* formatCount */.B4)(s.succeeded)}, failed ${(0,lib_text/* formatCount */.B4)(s.failed)}, skip ${(0,lib_text/* formatCount */.B4)(s.skip)}, warning ${(0,lib_text/* formatCount */.B4)(s.warning)}`;
    const note = serviceNote(outcome.results.length, first.succeeded, first.failed, first.errored, s);
    return (0,lib_text/* tableRow */.jD)([
        view.text(outcome.call.label),
        'completed',
        (0,lib_text/* formatCount */.B4)(outcome.results.length),
        (0,lib_text/* formatCount */.B4)(final.succeeded),
        (0,lib_text/* formatCount */.B4)(final.failed),
        (0,lib_text/* formatCount */.B4)(final.errored),
        note ? `${service} (${note})` : service,
        time,
    ]);
}
function statusCounts(results, statusOf) {
    const counts = { succeeded: 0, failed: 0, errored: 0 };
    for (const result of results) {
        const status = statusOf(result);
        if (status === 'SUCCEEDED')
            counts.succeeded++;
        else if (status === 'FAILED')
            counts.failed++;
        else if (status === 'ERROR')
            counts.errored++;
    }
    return counts;
}
/** Why the service's summary and our counts (from the results) disagree, if they do. */
function serviceNote(total, succeeded, failed, errored, s) {
    if (s.total === total && s.succeeded === succeeded && s.failed === failed)
        return undefined;
    if (s.total === total && s.succeeded === succeeded && errored > 0 && s.failed === failed + errored)
        return 'it counts errors as failures';
    const diffs = [];
    if (s.total !== total)
        diffs.push(`total ${(0,lib_text/* formatCount */.B4)(s.total)} vs ${(0,lib_text/* formatCount */.B4)(total)}`);
    if (s.succeeded !== succeeded)
        diffs.push(`succeeded ${(0,lib_text/* formatCount */.B4)(s.succeeded)} vs ${(0,lib_text/* formatCount */.B4)(succeeded)}`);
    if (s.failed !== failed)
        diffs.push(`failed ${(0,lib_text/* formatCount */.B4)(s.failed)} vs ${(0,lib_text/* formatCount */.B4)(failed)}`);
    return `differs from the results: ${diffs.join(', ')}`;
}
function failedCallsSection(view, budget) {
    const failed = view.failedCalls;
    if (failed.length === 0)
        return EMPTY;
    const top = ['### Failed test-run calls', '', 'These requests failed, so their tests did not run:', ''];
    return framedRows(failed.length, (i) => `- **${view.text(failed[i].call.label)}**: ${view.cause(failed[i].error).replace(/<br>/g, ' ')}`, budget, top, (omitted) => ['', `_${(0,lib_text/* formatCount */.B4)(omitted)} more failed ${(0,lib_text/* plural */.LS)(omitted, 'call')} not shown._`]);
}
const RESULT_COLUMNS = {
    failing: {
        header: ['Test', 'Source.table', 'Column', 'Status', 'Cause', 'Time'],
        align: ['l', 'l', 'l', 'l', 'l', 'r'],
    },
    slowest: { header: ['Test', 'Source.table', 'Column', 'Status', 'Time'], align: ['l', 'l', 'l', 'l', 'r'] },
    passing: { header: ['Test', 'Source.table', 'Column', 'Time'], align: ['l', 'l', 'l', 'r'] },
};
function resultTableHead(kind) {
    const { header, align } = RESULT_COLUMNS[kind];
    return [(0,lib_text/* tableRow */.jD)(header), (0,lib_text/* tableDivider */.Ok)(align)];
}
function resultRow(view, entry, kind) {
    const { call, result } = entry;
    const subject = (0,results_subject/* subjectOf */.et)(call, result, view.sources);
    const cells = [view.text(result.name), view.text((0,results_subject/* tableLabel */.Fr)(subject)), view.text(subject.column)];
    if (kind !== 'passing')
        cells.push(view.status(result.status));
    if (kind === 'failing')
        cells.push(view.cause(result.cause));
    cells.push((0,lib_text/* formatSeconds */.Xo)(timeOf(result)));
    return (0,lib_text/* tableRow */.jD)(cells);
}
function failingSection(view, budget) {
    const failing = view.failing;
    if (failing.length === 0)
        return EMPTY;
    const compared = view.run.baseline !== undefined && view.run.baseline.unavailable === undefined;
    const heading = compared ? 'New failures' : 'Failed and erroring tests';
    return resultsTable(view, failing, 'failing', budget, heading, compared ? 'new failing' : 'failed or erroring');
}
function preExistingSection(view, budget) {
    const baseline = view.run.baseline;
    if (view.preExisting.length === 0 || !baseline)
        return EMPTY;
    return resultsTable(view, view.preExisting, 'failing', budget, `Already failing ${view.text(onReference(baseline))}`, 'already failing');
}
function fixedSection(view, budget) {
    const baseline = view.run.baseline;
    if (view.fixed.length === 0 || !baseline)
        return EMPTY;
    return resultsTable(view, view.fixed, 'passing', budget, `Fixed: failing ${view.text(onReference(baseline))}, passing here`, 'fixed');
}
/** Statuses the service added that the action does not know (CONTRACT: carried through). */
function otherSection(view, budget) {
    if (view.other.length === 0)
        return EMPTY;
    return resultsTable(view, view.other, 'slowest', budget, 'Tests with another status', 'other');
}
/** A table of results under a `### heading (n)`, as many rows as fit, then how many were left out. */
function resultsTable(view, entries, kind, budget, heading, noun) {
    const top = [`### ${heading} (${(0,lib_text/* formatCount */.B4)(entries.length)})`, '', ...resultTableHead(kind)];
    return framedRows(entries.length, (i) => resultRow(view, entries[i], kind), budget, top, (omitted) => [
        '',
        `_${(0,lib_text/* formatCount */.B4)(omitted)} more ${noun} ${(0,lib_text/* plural */.LS)(omitted, 'test')} not shown: see the results file._`,
    ]);
}
/** Tests of the baseline that did not run here (a model's test removed, a test renamed). */
function goneSection(view, budget) {
    const baseline = view.run.baseline;
    if (!baseline || baseline.goneCount === 0)
        return EMPTY;
    const gone = baseline.gone;
    const n = (0,lib_text/* formatCount */.B4)(baseline.goneCount);
    const row = (i) => {
        const t = gone[i];
        const place = t.model !== undefined ? `model ${t.model}` : t.table === '' ? 'project' : t.table;
        return (0,lib_text/* tableRow */.jD)([view.text(t.name), view.text(place), view.text(t.columnName), view.status(t.status)]);
    };
    const listed = gone.length < baseline.goneCount ? ` (${(0,lib_text/* formatCount */.B4)(gone.length)} listed)` : '';
    return folded(`No longer run: ${n} ${(0,lib_text/* plural */.LS)(baseline.goneCount, 'test')} ran ${view.text(onReference(baseline))} but not here${listed}`, [(0,lib_text/* tableRow */.jD)(['Test', 'Table or model', 'Column', 'Status there']), (0,lib_text/* tableDivider */.Ok)(['l', 'l', 'l', 'l'])], gone.length, row, budget);
}
/** Tests whose status changed between attempts (rerun), folded: they passed or failed in the end. */
function flakySection(view, budget) {
    const flaky = view.flaky;
    if (flaky.length === 0)
        return EMPTY;
    const row = (i) => {
        const { call, result } = flaky[i];
        const subject = (0,results_subject/* subjectOf */.et)(call, result, view.sources);
        return (0,lib_text/* tableRow */.jD)([
            view.text(result.name),
            view.text((0,results_subject/* tableLabel */.Fr)(subject)),
            view.text(subject.column),
            (result.attempts ?? []).map((a) => view.status(a.status)).join(' → '),
        ]);
    };
    return folded(`Flaky tests (${(0,lib_text/* formatCount */.B4)(flaky.length)}): their status changed on a re-run`, [(0,lib_text/* tableRow */.jD)(['Test', 'Source.table', 'Column', 'Attempts']), (0,lib_text/* tableDivider */.Ok)(['l', 'l', 'l', 'l'])], flaky.length, row, budget);
}
/** A `<details>` block holding a table: as many rows as fit, the summary line saying how many were left out. */
function folded(summary, head, n, row, budget) {
    const close = ['', '</details>', ''];
    const open = (omitted) => [
        `<details><summary>${summary}${omitted > 0 ? `; ${(0,lib_text/* formatCount */.B4)(omitted)} not shown, see the results file` : ''}</summary>`,
        '',
    ];
    const frame = part([...open(n), ...head, ...close]).bytes;
    const fitted = fitRows(n, row, budget - frame);
    const omitted = n - fitted.lines.length;
    if (fitted.lines.length === 0)
        return compactNote(`${summary}: not shown, see the results file.`, budget, true);
    return part([...open(omitted), ...head, ...fitted.lines, ...close], omitted > 0);
}
function slowestSection(view, budget) {
    const slowest = view.slowest;
    if (slowest.length === 0)
        return EMPTY;
    const top = ['### Slowest tests', '', ...resultTableHead('slowest')];
    return framedRows(slowest.length, (i) => resultRow(view, slowest[i], 'slowest'), budget, top, (omitted) => ['', `_${(0,lib_text/* formatCount */.B4)(omitted)} more not shown._`]);
}
function passingSection(view, budget) {
    const passing = view.passing;
    if (passing.length === 0)
        return EMPTY;
    const n = (0,lib_text/* formatCount */.B4)(passing.length);
    const close = ['', '</details>', ''];
    const table = resultTableHead('passing');
    const openWith = (omitted) => [
        omitted === 0
            ? `<details><summary>Passing tests (${n})</summary>`
            : `<details><summary>Passing tests (${n}; ${(0,lib_text/* formatCount */.B4)(omitted)} not shown, see the results file)</summary>`,
        '',
    ];
    const frame = part([...openWith(0), ...table, ...close]).bytes;
    // When rows are left out, the <summary> line says how many: room for the longest such line.
    const noteRoom = part(openWith(passing.length)).bytes - part(openWith(0)).bytes;
    const rows = fitRowsWithNote(passing.length, (i) => resultRow(view, passing[i], 'passing'), budget - frame, noteRoom);
    const omitted = passing.length - rows.lines.length;
    if (rows.lines.length === 0)
        return compactNote(`${n} passing ${(0,lib_text/* plural */.LS)(passing.length, 'test')} not shown: see the results file.`, budget, omitted > 0);
    return part([...openWith(omitted), ...table, ...rows.lines, ...close], omitted > 0);
}
/**
 * A heading and table (`top`), as many rows as fit, and a note of how many were left out.
 * When not even one row fits, a single line says what the section would have held.
 */
function framedRows(n, row, budget, top, omittedNote) {
    const frame = part([...top, '']).bytes;
    const rows = fitRowsWithNote(n, row, budget - frame, part(omittedNote(n)).bytes);
    const omitted = n - rows.lines.length;
    if (rows.lines.length === 0) {
        return compactNote(`${top[0].replace(/^#+ /, '')}: ${(0,lib_text/* formatCount */.B4)(n)} not shown.`, budget, true);
    }
    return part([...top, ...rows.lines, ...(omitted > 0 ? omittedNote(omitted) : []), ''], omitted > 0);
}
function compactNote(note, budget, cut) {
    const p = part([`_${note}_`, ''], cut);
    return p.bytes <= budget ? p : { lines: [], bytes: 0, cut: true };
}
function runnerSection(view, budget) {
    const calls = view.succeededCalls.filter((c) => c.runnerStdout.trim() !== '');
    if (calls.length === 0)
        return EMPTY;
    const heading = ['### Runner output', ''];
    const room = budget - part(heading).bytes;
    // Each call's output folded only by design (line counts, RUNNER_CALL_MAX_BYTES).
    const whole = calls.map((c) => runnerBlock(view, c, RUNNER_CALL_MAX_BYTES));
    if (sum(whole.filter((b) => b !== undefined)) <= room) {
        return part([...heading, ...whole.flatMap((b) => b?.lines ?? [])]);
    }
    // Not enough room: share it out. Calls whose whole output is smaller than an equal share keep
    // it whole, and what they leave goes to the others (smallest first, then equal shares).
    let remaining = room - SECTION_RESERVE / 2;
    const blocks = new Array(calls.length);
    const bySize = whole.map((b, i) => ({ i, size: b?.bytes ?? 0 })).sort((a, b) => a.size - b.size);
    bySize.forEach(({ i, size }, k) => {
        const share = Math.floor(remaining / (bySize.length - k));
        const block = size <= share ? whole[i] : runnerBlock(view, calls[i], share);
        blocks[i] = block;
        remaining -= block?.bytes ?? 0;
    });
    const shown = blocks.filter((b) => b !== undefined).length;
    if (shown === 0)
        return compactNote(`Runner output of ${(0,lib_text/* formatCount */.B4)(calls.length)} ${(0,lib_text/* plural */.LS)(calls.length, 'call')} not shown.`, budget, true);
    const lines = [...heading, ...blocks.flatMap((b) => b?.lines ?? [])];
    if (shown < calls.length) {
        const left = calls.length - shown;
        lines.push(`_The runner output of ${(0,lib_text/* formatCount */.B4)(left)} more ${(0,lib_text/* plural */.LS)(left, 'call')} is not shown._`, '');
    }
    return part(lines, true);
}
/**
 * One call's runner output, folded: its first and last lines within `budget` bytes (and at most
 * RUNNER_HEAD_LINES + RUNNER_TAIL_LINES lines), the middle replaced by a line saying how many
 * lines were cut. Undefined when not even the frame and one line fit.
 */
function runnerBlock(view, call, budget) {
    const lines = view.outputLines(call);
    const n = lines.count;
    const label = view.text(call.call.label);
    const open = (cutLines) => `<details><summary>${label}: ${(0,lib_text/* formatCount */.B4)(n)} ${(0,lib_text/* plural */.LS)(n, 'line')}${cutLines > 0 ? `, ${(0,lib_text/* formatCount */.B4)(cutLines)} cut` : ''}</summary>`;
    const close = ['</pre>', '', '</details>', ''];
    const frame = part([open(n), '', '<pre>', cutMarker(n), ...close]).bytes;
    if (frame > budget)
        return undefined;
    const lineAt = (i) => (0,lib_text/* preformatted */.EC)((0,lib_text/* clipNoting */.Qx)(lines.at(i), RUNNER_LINE_MAX_CHARS));
    const headMax = Math.min(n, RUNNER_HEAD_LINES);
    const head = fitRows(headMax, lineAt, Math.floor((budget - frame) / 2));
    const tailMax = Math.min(n - head.lines.length, RUNNER_TAIL_LINES);
    const tail = fitRows(tailMax, (k) => lineAt(n - 1 - k), budget - frame - head.bytes);
    tail.lines.reverse();
    if (head.lines.length === 0 && tail.lines.length === 0)
        return undefined;
    const cutLines = n - head.lines.length - tail.lines.length;
    const body = cutLines > 0 ? [...head.lines, cutMarker(cutLines), ...tail.lines] : [...head.lines, ...tail.lines];
    return part([open(cutLines), '', '<pre>', ...body, ...close]);
}
function cutMarker(lines) {
    return `[… ${(0,lib_text/* formatCount */.B4)(lines)} ${(0,lib_text/* plural */.LS)(lines, 'line')} cut …]`;
}
/**
 * `text`'s line count (a final line break ends the last line, it does not start another) and its
 * first `head` and last `tail` lines, each passed through `redact`. Found with indexOf and
 * lastIndexOf from either end; a text with carriage returns (rare in a runner's log) is split.
 */
function lineWindow(text, head, tail, redact) {
    if (text.includes('\r')) {
        const all = text.split(/\r\n|\r|\n/);
        if (all.length > 1 && all[all.length - 1] === '')
            all.pop();
        return { count: all.length, at: (i) => redact(all[i] ?? '') };
    }
    const end = text.length > 0 && text.endsWith('\n') ? text.length - 1 : text.length;
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1))
        count++;
    const first = [];
    for (let start = 0; first.length < Math.min(head, count);) {
        const stop = text.indexOf('\n', start);
        const lineEnd = stop === -1 || stop > end ? end : stop;
        first.push(redact(text.slice(start, lineEnd)));
        start = lineEnd + 1;
    }
    const last = [];
    for (let stop = end; last.length < Math.min(tail, count);) {
        const before = stop === 0 ? -1 : text.lastIndexOf('\n', stop - 1);
        last.unshift(redact(text.slice(before + 1, stop)));
        stop = before;
    }
    return {
        count,
        at: (i) => (i < first.length ? first[i] : (last[i - (count - last.length)] ?? '')),
    };
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/files/safe-write.js
var safe_write = __webpack_require__(2487);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/chunked-file.js

/**
 * About 64 KB a batch: under V8's limit for ordinary heap objects (~128 KB), so each batch and its
 * masked copy die young in the new space; larger strings go to the large-object space, which only
 * a full collection frees, and a run's worth of them piles up before one comes.
 */
const BATCH_CHARS = 1 << 16;
async function writeChunkedFile(path, pieces, redact = (text) => text) {
    await (0,safe_write/* writeSafely */.oe)(path, async (file) => {
        let batch = [];
        let size = 0;
        for (const piece of pieces) {
            batch.push(piece);
            size += piece.length;
            if (size >= BATCH_CHARS) {
                await file.write(redact(batch.join('')));
                batch = [];
                size = 0;
            }
        }
        await file.write(redact(batch.join('')));
    });
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/junit.js




/** The `message` attribute holds the start of the cause; the element body holds all of it. */
const MESSAGE_MAX_CHARS = 1_000;
/** The whole document as one string (tests and small runs; the action writes it with writeJUnitFile). */
function renderJUnit(run, options = {}) {
    const text = Array.from(junitChunks(run, options)).join('');
    return options.redact ? options.redact(text) : text;
}
/** Writes the document piece by piece (chunked-file.ts): the whole XML is never in memory at once. */
async function writeJUnitFile(path, run, options = {}) {
    await writeChunkedFile(path, junitChunks(run, options), options.redact);
}
/** The document in pieces: lines, and a long runner output in slices of whole lines. */
function* junitChunks(run, options = {}) {
    // Every count is known before the first line: the root and each suite open with their totals.
    const totals = { tests: 0, failures: 0, errors: 0 };
    for (const outcome of run.calls) {
        const counts = suiteCounts(outcome);
        totals.tests += counts.tests;
        totals.failures += counts.failures;
        totals.errors += counts.errors;
    }
    const seconds = durationSeconds(run);
    yield '<?xml version="1.0" encoding="UTF-8"?>\n';
    yield `<testsuites name="${attr(options.name ?? 'Data tests')}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}"${seconds === undefined ? '' : ` time="${seconds}"`}>\n`;
    for (const outcome of run.calls)
        yield* suite(outcome, options.sources);
    yield '</testsuites>\n';
}
function suiteCounts(outcome) {
    if (!outcome.ok)
        return { tests: 1, failures: 0, errors: 1 };
    let failures = 0;
    let errors = 0;
    for (const result of outcome.results) {
        if (result.status === 'FAILED')
            failures++;
        else if (result.status === 'ERROR')
            errors++;
    }
    return { tests: outcome.results.length, failures, errors };
}
function* suite(outcome, sources) {
    const name = attr(outcome.call.label);
    const time = seconds(outcome.durationMs / 1000);
    if (!outcome.ok) {
        yield (`  <testsuite name="${name}" tests="1" failures="0" errors="1" skipped="0" time="${time}">\n` +
            `    <testcase classname="call" name="${name}" time="${time}">\n` +
            `      <error message="${attr(clip(outcome.error))}" type="request failed">${junit_text(outcome.error)}</error>\n` +
            '    </testcase>\n' +
            '  </testsuite>\n');
        return;
    }
    const { failures, errors } = suiteCounts(outcome);
    // No result is a skip, so no testcase carries <skipped/>: skipped="0", or readers that trust the
    // attribute and readers that count the elements would disagree. The service's own skip count
    // is kept as a property.
    yield `  <testsuite name="${name}" tests="${outcome.results.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}">\n`;
    if (outcome.summary.skip > 0)
        yield `    <properties>\n      <property name="service.skip" value="${outcome.summary.skip}"/>\n    </properties>\n`;
    // Classnames repeat for every test of a table or model: escape each one once.
    const classnames = new Map();
    for (const result of outcome.results)
        yield testcase(outcome, result, sources, classnames);
    if (outcome.runnerStdout !== '') {
        // As large as the results can be: a CDATA section per slice (one text to a reader).
        yield '    <system-out>';
        for (const slice of (0,lib_text/* lineSlices */.AN)(outcome.runnerStdout, 32_768))
            yield cdata(slice);
        yield '</system-out>\n';
    }
    yield '  </testsuite>\n';
}
function testcase(outcome, result, sources, classnames) {
    const subject = (0,results_subject/* subjectOf */.et)(outcome.call, result, sources);
    const name = subject.column ? `${subject.column}.${result.name}` : result.name;
    const classname = (0,results_subject/* junitClassName */.oi)(subject);
    let classAttr = classnames.get(classname);
    if (classAttr === undefined) {
        classAttr = attr(classname);
        classnames.set(classname, classAttr);
    }
    const open = `    <testcase classname="${classAttr}" name="${attr(name)}" time="${seconds(result.time)}"`;
    const attempts = result.attempts;
    if (result.status === 'SUCCEEDED' && attempts === undefined)
        return `${open}/>\n`;
    const failing = (0,counts/* isFailure */.N6)(result.status);
    let body = failing
        ? problem(result.status === 'FAILED' ? 'failure' : 'error', result.status, result.cause)
        : '';
    if (attempts !== undefined)
        body += earlierAttempts(result.status, attempts);
    // A status JUnit has no word for: the test passed as far as JUnit goes, and says what it was.
    else if (!failing)
        body += `      <system-out>${cdata(`status: ${result.status}`)}</system-out>\n`;
    return `${open}>\n${body}    </testcase>\n`;
}
/** `<failure message="…" type="FAILED">cause</failure>`, and the like for the re-run elements. */
function problem(element, status, cause) {
    const shown = cause.trim() === '' ? 'no cause given' : cause;
    return `      <${element} message="${attr(clip(shown))}" type="${status}">${junit_text(shown)}</${element}>\n`;
}
/**
 * A re-run test's earlier attempts, as Maven Surefire writes re-runs: the failing attempts of a
 * test that passed in the end are `flakyFailure`/`flakyError`, those of a test that still fails
 * `rerunFailure`/`rerunError`. Readers that know only failure, error and skipped (the GitHub
 * reporting actions) skip them and see the final status; every attempt is also in system-out.
 */
function earlierAttempts(final, attempts) {
    const prefix = (0,counts/* isFailure */.N6)(final) ? 'rerun' : 'flaky';
    let out = '';
    for (const attempt of attempts.slice(0, -1)) {
        if (!(0,counts/* isFailure */.N6)(attempt.status))
            continue;
        out += problem(`${prefix}${attempt.status === 'FAILED' ? 'Failure' : 'Error'}`, attempt.status, attempt.cause);
    }
    const lines = attempts.map((a, i) => `attempt ${i + 1}: ${a.status}${a.cause.trim() === '' ? '' : ` (${oneLineClip(a.cause)})`}`);
    return `${out}      <system-out>${cdata(lines.join('\n'))}</system-out>\n`;
}
function oneLineClip(value) {
    return clip(value.replace(/\s+/g, ' '));
}
function durationSeconds(run) {
    const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
    return Number.isFinite(ms) && ms >= 0 ? seconds(ms / 1000) : undefined;
}
function seconds(value) {
    return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}
function clip(value) {
    const flat = value.trim();
    if (flat.length <= MESSAGE_MAX_CHARS)
        return flat;
    let end = MESSAGE_MAX_CHARS;
    const code = flat.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${flat.slice(0, end)}…`;
}
/** What escapeXml rewrites or drops, by context (any surrogate: a lone one is dropped). */
const NEEDS_CARE = {
    cdata: /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/,
    text: /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF&<>]/,
    attribute: /[\x00-\x1F\uD800-\uDFFF\uFFFE\uFFFF&<>"']/,
};
/**
 * Escapes for XML 1.0 in one pass (this runs for every attribute of 100,000 testcases):
 * characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone
 * surrogates) are dropped; outside CDATA, markup characters become references; in attributes,
 * line breaks and tabs become references too, or a parser would read them as spaces.
 */
function escapeXml(value, context) {
    // Most strings need nothing: one native regex scan is far cheaper than the loop below.
    if (!NEEDS_CARE[context].test(value))
        return value;
    const inAttribute = context === 'attribute';
    const markup = context !== 'cdata';
    const parts = [];
    let copied = 0;
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        let replacement;
        if (code >= 0xd800 && code <= 0xdfff) {
            const next = value.charCodeAt(i + 1);
            if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
                i++;
                continue;
            }
            replacement = '';
        }
        else if (code === 0xfffe || code === 0xffff)
            replacement = '';
        else if (code >= 0x3f)
            continue; // nothing above `>` needs care, but the cases above
        else if (code === 0x26 && markup)
            replacement = '&amp;';
        else if (code === 0x3c && markup)
            replacement = '&lt;';
        else if (code === 0x3e && markup)
            replacement = '&gt;';
        else if (code === 0x22 && inAttribute)
            replacement = '&quot;';
        else if (code === 0x27 && inAttribute)
            replacement = '&apos;';
        else if (code === 0x09 || code === 0x0a || code === 0x0d) {
            if (!inAttribute)
                continue;
            replacement = `&#${code};`;
        }
        else if (code < 0x20)
            replacement = '';
        else
            continue;
        if (i > copied)
            parts.push(value.slice(copied, i));
        parts.push(replacement);
        copied = i + 1;
    }
    if (copied === 0)
        return value;
    parts.push(value.slice(copied));
    return parts.join('');
}
/** Element text. */
function junit_text(value) {
    return escapeXml(value, 'text');
}
/** Attribute value, in double quotes. */
function attr(value) {
    return escapeXml(value, 'attribute');
}
/** What CDATA may hold: the text without the characters XML 1.0 forbids. */
function clean(value) {
    return escapeXml(value, 'cdata');
}
/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value) {
    return `<![CDATA[${clean(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var model = __webpack_require__(9750);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/results-file.js




/**
 * The runs, under the counts (and comparison) of `reported`: the run itself, or the runs merged
 * (report mode). Without it, the counts of all the runs' calls.
 */
function toResultsFile(runs, reported) {
    return {
        format: model/* RESULTS_FORMAT */.LZ,
        formatVersion: model/* RESULTS_FORMAT_VERSION */.Mu,
        counts: reported?.counts ?? (0,counts/* countResults */.aD)(runs.flatMap((run) => run.calls)),
        ...(reported?.baseline && { baseline: reported.baseline }),
        runs,
    };
}
/**
 * Writes the file piece by piece (chunked-file.ts), results in batches: a run of 1,000,000
 * results (~200 MB of JSON) never has its whole text in memory. Secrets are masked in the text:
 * the registry knows each secret's JSON-escaped form, which is how a value holding a quote or a
 * backslash appears there.
 */
async function writeResultsFile(path, file, redact) {
    await writeChunkedFile(path, resultsFileChunks(file), redact);
}
/** Results per piece: ~35 KB of JSON, enough that stringify's overhead stays small, and below V8's large-object size. */
const RESULTS_PER_PIECE = 200;
/** Characters of runner output per piece: the same ~32 KB. */
const STDOUT_PER_PIECE = 32_768;
/**
 * The file's JSON text in pieces, equal to JSON.stringify of the file but for key order: the
 * large parts (runs, calls, each call's runner output and results) come last in their objects,
 * so everything else is written whole by JSON.stringify and they piece by piece.
 */
function* resultsFileChunks(file) {
    const { runs, ...head } = file;
    yield `${openObject(head)}"runs":[`;
    for (let r = 0; r < runs.length; r++) {
        const { calls, ...run } = runs[r];
        yield `${r > 0 ? ',' : ''}${openObject(run)}"calls":[`;
        for (let c = 0; c < calls.length; c++) {
            const outcome = calls[c];
            const comma = c > 0 ? ',' : '';
            if (!outcome.ok) {
                yield `${comma}${JSON.stringify(outcome)}`;
                continue;
            }
            const { results, runnerStdout, ...call } = outcome;
            // The runner output can be as large as the results: escaped and written a slice at a time.
            yield `${comma}${openObject(call)}"runnerStdout":"`;
            for (const slice of (0,lib_text/* lineSlices */.AN)(runnerStdout, STDOUT_PER_PIECE))
                yield JSON.stringify(slice).slice(1, -1);
            yield '","results":[';
            for (let i = 0; i < results.length; i += RESULTS_PER_PIECE)
                yield `${i > 0 ? ',' : ''}${JSON.stringify(results.slice(i, i + RESULTS_PER_PIECE)).slice(1, -1)}`;
            yield ']}';
        }
        yield ']}';
    }
    yield ']}\n';
}
/** `{"a":1,` for `{a: 1}`, `{` for `{}`: an object's text, left open for one more key. */
function openObject(value) {
    const text = JSON.stringify(value);
    return text === '{}' ? '{' : `${text.slice(0, -1)},`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/verdict.js
var verdict = __webpack_require__(2088);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pr-comment.js
var modes_pr_comment = __webpack_require__(3251);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/test/checks.js
var checks = __webpack_require__(2313);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/test/publish.js
/**
 * Everything test mode and report mode do with a finished run: outputs, the results file,
 * annotations in the log, the check run, the job summary, the pull-request comment, JUnit, and
 * the verdict.
 *
 * Outputs come first and the files are written beside the check run, complete before anything
 * else, so a later problem cannot lose them. Reporting to GitHub is best
 * effort: a check run or comment GitHub refuses is a warning, never the step's failure; the
 * tests decide that.
 */


















async function publishResults(run, settings, runner, options) {
    const { counts } = run;
    const redact = (text) => runner.secrets.redact(text);
    const view = summaryView(run, { sources: options.sources, redact, incomplete: options.incomplete ?? [] });
    // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
    const conclusion = conclusionOf(counts, run.calls, settings.failOn);
    reportComparison(run, runner);
    setCountOutputs(counts, runner);
    // The files are written while GitHub answers the check run's requests (each takes a round trip
    // to GitHub): at 100,000 results that overlap is a third of the step's time.
    const resultsWritten = writeResults(options.runs, run, redact, runner);
    const junitWritten = settings.junitFile
        ? writeJUnit(run, settings.junitFile, options.workspace, { name: settings.checkName, redact, ...(options.sources && { sources: options.sources }) }, runner).then(() => undefined, (err) => err)
        : undefined;
    const annotations = buildAnnotations(run, options.sources);
    const context = await (0,github_context/* readGitHubContext */.L)((message) => runner.warning(message));
    const github = (0,modes_pr_comment/* lazyGitHub */.eq)(settings.githubToken, context, runner);
    let checkRun;
    try {
        checkRun = await publishChecks(run, settings, runner, {
            conclusion,
            annotations,
            context,
            github,
            view,
            redact,
            ...options,
        });
    }
    finally {
        // Whatever happens to the reports, the results file is complete before the step goes on.
        await resultsWritten;
    }
    const checkRunUrl = checkRun?.htmlUrl;
    const line = failureLine(counts, run.calls, settings.failOn);
    printAnnotations(annotations, settings.maxAnnotations, checkRun, line !== undefined, runner);
    await runner.appendSummary(renderTestSummary(view, {
        conclusion,
        failOn: settings.failOn,
        title: settings.checkName,
        checkRunUrl,
    }));
    await commentOnPullRequest(settings, runner, { conclusion, context, github, checkRunUrl, view });
    // A JUnit file that cannot be written fails the step, but only now: the check run, annotations,
    // summary and comment are out already.
    const junitProblem = await junitWritten;
    if (junitProblem !== undefined)
        throw junitProblem;
    if (conclusion === 'success')
        return verdict/* SUCCESS */.q;
    return (0,verdict/* failure */.V)(line ?? 'Data tests failed (see the job summary)');
}
/** One line for the baseline comparison: what it found, or why there is none. */
function reportComparison(run, runner) {
    const baseline = run.baseline;
    if (!baseline)
        return;
    if (baseline.unavailable !== undefined)
        runner.warning(comparisonSentence(run.counts, baseline));
    else
        runner.info(`Compared with ${(0,results_baseline/* describeReference */.P5)(baseline)}: ${comparisonSentence(run.counts, baseline)}`);
}
function setCountOutputs(counts, runner) {
    runner.setOutput('total', counts.total);
    runner.setOutput('succeeded', counts.succeeded);
    runner.setOutput('failed', counts.failed);
    runner.setOutput('errored', counts.errored);
    runner.setOutput('skipped', counts.skipped);
    runner.setOutput('warnings', counts.warnings);
    runner.setOutput('new-failed', counts.newFailed);
    runner.setOutput('new-errored', counts.newErrored);
    runner.setOutput('pre-existing', counts.preExisting);
    runner.setOutput('fixed', counts.fixed);
    runner.setOutput('gone', counts.gone);
    runner.setOutput('flaky', counts.flaky);
}
/** RUNNER_TEMP is cleaned after the job, and unique per job: no clash between steps or shards. */
async function writeResults(runs, reported, redact, runner) {
    const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
    const path = (0,external_node_path_.join)(folder, `orchestration-test-results-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}.json`);
    try {
        await writeResultsFile(path, toResultsFile([...runs], reported), redact);
    }
    catch (err) {
        runner.warning(err instanceof safe_write/* UnsafePath */.UZ
            ? `The results file could not be written to ${path}: it ${err.reason}`
            : `The results file could not be written to ${path} (${err.code ?? String(err)})`);
        return;
    }
    runner.setOutput('results-file', path);
    runner.info(`Results file: ${path}`);
}
async function writeJUnit(run, junitFile, workspace, options, runner) {
    const path = (0,external_node_path_.resolve)(workspace, junitFile);
    try {
        await writeJUnitFile(path, run, options);
    }
    catch (err) {
        throw (0,checks/* junitFileProblem */.aq)(junitFile, err);
    }
    runner.info(`JUnit report: ${junitFile}`);
}
/**
 * The log shows the first max-annotations as workflow-command annotations (GitHub shows only 10
 * errors per step anyway); the check run carries up to max-check-annotations. Each failure is one `::error` line:
 * a test-run call that failed is not annotated when the step's own failure line quotes it (the
 * first failed call's error starts that line).
 */
function printAnnotations(annotations, max, checkRun, stepFails, runner) {
    const firstFailedCall = stepFails ? annotations.find((a) => a.kind === 'call') : undefined;
    const shown = annotations.filter((a) => a !== firstFailedCall);
    for (const a of shown.slice(0, max)) {
        const where = { title: a.title, file: a.file, line: a.line };
        if (a.level === 'failure')
            runner.error(a.message, where);
        else
            runner.warning(a.message, where);
    }
    const more = shown.length - max;
    if (more > 0) {
        const where = !checkRun
            ? 'see the job summary'
            : checkRun.annotations >= annotations.length
                ? `the check run holds all ${(0,lib_text/* formatCount */.B4)(annotations.length)}`
                : `the check run holds ${(0,lib_text/* formatCount */.B4)(checkRun.annotations)}, the job summary all`;
        runner.info(`${more} more ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`);
    }
}
/** Creates the check run; returns what was published, or undefined when there is none. */
async function publishChecks(run, settings, runner, { conclusion, annotations, context, github, workspace, view, redact }) {
    if (!settings.checkRun)
        return undefined;
    if (!settings.githubToken) {
        runner.info('No github-token: the check run is skipped (the results are in the job summary).');
        return undefined;
    }
    if (!context.repo || !context.headSha) {
        runner.warning('Cannot create the check run: GITHUB_REPOSITORY or the commit SHA is not known (not running in GitHub Actions?).');
        return undefined;
    }
    try {
        const published = await publishCheckRun(await github(), context.repo, {
            name: settings.checkName,
            headSha: context.headSha,
            conclusion,
            title: checkTitle(run),
            summary: renderTestSummary(view, {
                conclusion,
                failOn: settings.failOn,
                title: settings.checkName,
                maxBytes: CHECK_SUMMARY_MAX_BYTES,
            }),
            text: failingTestsText(annotations, redact),
            annotations,
            maxAnnotations: settings.maxCheckAnnotations,
            ...(context.runUrl ? { detailsUrl: context.runUrl } : {}),
        }, workspace, redact);
        setCheckRunOutputs(published, runner);
        for (const warning of published.warnings)
            runner.warning(warning);
        const omitted = published.omitted
            ? `; ${(0,lib_text/* formatCount */.B4)(published.omitted)} more failing ${(0,lib_text/* plural */.LS)(published.omitted, 'test')} without one (max-check-annotations)`
            : '';
        runner.info(`Check run "${settings.checkName}": ${published.htmlUrl ?? `id ${published.id}`} (${(0,lib_text/* formatCount */.B4)(published.annotations)} ${(0,lib_text/* plural */.LS)(published.annotations, 'annotation')} in ${published.requests} ${(0,lib_text/* plural */.LS)(published.requests, 'request')}${omitted})`);
        return published;
    }
    catch (err) {
        if (!(err instanceof CheckRunError))
            throw err;
        runner.warning(err.message);
        if (!err.created)
            return undefined;
        setCheckRunOutputs(err.created, runner);
        return { htmlUrl: err.created.htmlUrl, annotations: err.created.annotationsSent };
    }
}
/** check-run-url only when GitHub named an address on the GitHub server. */
function setCheckRunOutputs(created, runner) {
    runner.setOutput('check-run-id', created.id);
    if (created.htmlUrl !== undefined)
        runner.setOutput('check-run-url', created.htmlUrl);
}
function commentOnPullRequest(settings, runner, { conclusion, context, github, checkRunUrl, view }) {
    return (0,modes_pr_comment/* keepPrComment */.RD)({
        setting: settings.prComment,
        githubToken: settings.githubToken,
        attention: conclusion === 'failure',
        marker: (0,pr_comment/* commentMarker */.Ql)(settings.checkName),
        render: (maxBytes) => renderTestSummary(view, {
            conclusion,
            failOn: settings.failOn,
            title: settings.checkName,
            maxBytes,
            ...(checkRunUrl ? { checkRunUrl } : {}),
        }),
        // on-failure after a pass: the earlier failure comment must not keep saying it fails.
        settled: '**The data tests pass now.**',
    }, context, github, runner);
}


/***/ })

};
