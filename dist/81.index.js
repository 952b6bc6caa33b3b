export const id = 81;
export const ids = [81];
export const modules = {

/***/ 1017:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ notAFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   rV: () => (/* binding */ FileRefused)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/**
 * Reads a file nothing vouches for (users' files, the event payload). Opened with O_NONBLOCK
 * before its type is checked, so a named pipe cannot hang the step; devices, folders and sockets
 * are refused. At most `limit` bytes are read whatever size it reports (procfs reports 0), and no
 * message quotes its content (/proc/self/environ is never echoed).
 */



/**
 * `reason` follows the file's name: `is a named pipe (FIFO), not a regular file`. Not an
 * ActionError: a reason without its subject, which the caller words (files/read.ts as a FileError,
 * github/context.ts as a warning).
 */
class FileRefused extends Error {
    why;
    reason;
    name = 'FileRefused';
    constructor(why, reason) {
        super(reason);
        this.why = why;
        this.reason = reason;
    }
}
/** Reads a block at a time: the first block is the size the file reports, so one read does most files. */
const BLOCK_BYTES = 1024 * 1024;
/**
 * `noFollow`: the path's last name must not be a symbolic link (O_NOFOLLOW), for a caller that
 * checked where every link of the path leads and opens the real path it found.
 */
async function readRegularFile(path, limit, noFollow = false) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY | (noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, flags).catch((err) => {
        // O_NOFOLLOW met a link where the caller had found none: one was put there meanwhile.
        if (noFollow && err.code === 'ELOOP')
            throw new FileRefused('unreadable', 'became a symbolic link while the action read it');
        return openFailure(err, path);
    });
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new FileRefused('not-a-file', notAFile(info));
        if (info.size > limit)
            throw tooLarge(limit);
        const blocks = [];
        let total = 0;
        let want = Math.min(limit + 1, Math.max(info.size + 1, 64 * 1024));
        for (;;) {
            const block = Buffer.allocUnsafe(want);
            const { bytesRead } = await handle.read(block, 0, want, null);
            if (bytesRead === 0)
                break;
            blocks.push(block.subarray(0, bytesRead));
            total += bytesRead;
            if (total > limit)
                throw tooLarge(limit);
            want = Math.min(limit + 1 - total, BLOCK_BYTES);
        }
        return blocks.length === 1 ? blocks[0] : Buffer.concat(blocks, total);
    }
    finally {
        await handle.close();
    }
}
/** What opening a path answers, by error code. */
const OPEN_FAILURES = new Map([
    ['ENOENT', ['missing', 'file not found']],
    ['ENOTDIR', ['missing', 'file not found (a part of its path is a file)']],
    ['EISDIR', ['not-a-file', 'is a directory']],
    ['EACCES', ['unreadable', 'cannot be read (permission denied)']],
    ['EPERM', ['unreadable', 'cannot be read (permission denied)']],
    ['ELOOP', ['unreadable', 'cannot be read (a loop of symbolic links)']],
]);
async function openFailure(err, path) {
    const known = OPEN_FAILURES.get(err.code);
    if (known)
        throw new FileRefused(...known);
    if (err.code === 'ENXIO') {
        // What opening a socket (or a device without a driver) answers: say which it is.
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => undefined);
        if (info && !info.isFile())
            throw new FileRefused('not-a-file', notAFile(info));
    }
    throw new FileRefused('unreadable', `cannot be read (${err.code ?? 'error'})`);
}
const KINDS = [
    ['isFIFO', 'a named pipe (FIFO)'],
    ['isCharacterDevice', 'a character device'],
    ['isBlockDevice', 'a block device'],
    ['isSocket', 'a socket'],
];
/** `is a socket, not a regular file`: what a path that should be a file is instead. */
function notAFile(info) {
    if (info.isDirectory())
        return 'is a directory';
    const kind = KINDS.find(([is]) => info[is]())?.[1];
    return kind ? `is ${kind}, not a regular file` : 'is not a regular file';
}
function tooLarge(limit) {
    return new FileRefused('too-large', `is larger than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(limit)}, the most the action reads from such a file`);
}


/***/ }),

/***/ 9951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DY: () => (/* binding */ validAnswer),
/* harmony export */   Ly: () => (/* binding */ addressUnder),
/* harmony export */   Po: () => (/* binding */ describeGitHubFailure),
/* harmony export */   Qm: () => (/* binding */ malformed),
/* harmony export */   jg: () => (/* binding */ describeWriteFailure),
/* harmony export */   vK: () => (/* binding */ GitHubRequestError)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);


/**
 * A request GitHub did not carry out, or whose outcome is unknown. An ActionError: its message
 * (route, then what happened) and its description are written for a person, and the caller words
 * them into a warning or a refusal line.
 */
class GitHubRequestError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'GitHubRequestError';
    /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
    route;
    kind;
    /** 0 when there was no answer. */
    status;
    /** GitHub's `message` (one line), or what went wrong without an answer. */
    githubMessage;
    /** Whether GitHub may have carried the request out (false: provably not). */
    maybeApplied;
    /** For a person, without the route. */
    description;
    constructor(route, kind, status, githubMessage, maybeApplied, description = githubMessage) {
        super(`${route}: ${description}`);
        this.route = route;
        this.kind = kind;
        this.status = status;
        this.githubMessage = githubMessage;
        this.maybeApplied = maybeApplied;
        this.description = description;
    }
}
function describeGitHubFailure(err) {
    if (err instanceof GitHubRequestError)
        return err.description;
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(err instanceof Error ? err.message : String(err));
}
/**
 * `what` failed. A 403/404 that is not a rate limit means the token lacks a permission, which
 * `denied` names; otherwise `maybe` follows when GitHub may have carried the request out.
 */
function describeWriteFailure(err, what, denied, maybe) {
    const e = err instanceof GitHubRequestError ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404))
        return `${what}: GitHub answered HTTP ${e.status} (${e.githubMessage}). ${denied}`;
    return `${what}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .sentence */ .em)(describeGitHubFailure(err))}${e?.maybeApplied ? maybe : ''}`;
}
/** A 'malformed' error naming the first thing wrong, never a raw JavaScript error further on. */
function validAnswer(schema, data, route) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldPath */ .cn)(issue.path)}: ` : '';
    return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}
function malformed(route, detail) {
    const said = `GitHub's answer is not what its API documents (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(detail), 300)})`;
    throw new GitHubRequestError(route, 'malformed', 0, said, true);
}
/** Same scheme, host and port, below its path, and no credentials. */
function addressUnder(url, root) {
    if (typeof url !== 'string')
        return undefined;
    const parsed = URL.parse(url);
    const base = URL.parse(root);
    if (!parsed || !base)
        return undefined;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    if (parsed.origin !== base.origin || parsed.username || parsed.password)
        return undefined;
    return parsed.pathname.startsWith(prefix) ? url : undefined;
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readGitHubContext)
/* harmony export */ });
/* unused harmony export MAX_EVENT_BYTES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _common_regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1017);
/**
 * Where results belong (repository, commit, pull request, API and web addresses), from the
 * runner's environment and the event payload. The payload is read like any file nothing vouches
 * for (regular-file.ts): a pipe there must not hang the step after the tests ran.
 */


/** GitHub delivers no webhook payload over 25 MB; the file the runner writes holds one. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
/**
 * Addresses without a trailing slash. `repo` is undefined when GITHUB_REPOSITORY is not
 * `owner/name`; `headSha` is the pull request's head, not the merge commit GITHUB_SHA names, whose
 * check runs GitHub shows nowhere (the triggering run's head for workflow_run); `pullRequest` is
 * known when the event names exactly one; `runUrl` is undefined outside a runner.
 */
async function readGitHubContext(warn, env = process.env) {
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const [, owner, name] = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY ?? '') ?? [];
    const repo = owner && name ? { owner, repo: name } : undefined;
    const { headSha, pullRequest, baseSha } = fromPayload(eventName, await readPayload(env.GITHUB_EVENT_PATH, warn));
    return {
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        serverUrl,
        repo,
        eventName,
        headSha: headSha ?? (env.GITHUB_SHA || undefined),
        pullRequest,
        /** The commit the pull request is compared with (its base branch's head when the event fired). */
        baseSha,
        runUrl: repo && env.GITHUB_RUN_ID
            ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
            : undefined,
    };
}
/** What is not of the shape GitHub documents is unknown (undefined), not an error. */
const orUnknown = (schema) => schema.optional().catch(undefined);
const Sha = orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{40,64}$/i));
const Count = orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().max(Number.MAX_SAFE_INTEGER));
const Payload = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    number: Count,
    pull_request: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        number: Count,
        head: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ sha: Sha })),
        base: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ sha: Sha })),
    })),
    workflow_run: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        head_sha: Sha,
        pull_requests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ number: Count, base: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ sha: Sha })) }).catch({}))
            .catch([]),
    })),
})
    .catch({});
function fromPayload(eventName, payload) {
    const { number, pull_request: pr, workflow_run: run } = Payload.parse(payload);
    if (eventName === 'pull_request' || eventName === 'pull_request_target')
        return { headSha: pr?.head?.sha, pullRequest: pr?.number ?? number, baseSha: pr?.base?.sha };
    if (eventName === 'workflow_run') {
        // The trusted follow-up of a fork's pull request: results go to the commit that was tested.
        // GitHub lists the run's pull requests only for same-repository branches; one means no doubt.
        const prs = run?.pull_requests ?? [];
        const only = prs.length === 1 ? prs[0] : undefined;
        return { headSha: run?.head_sha, pullRequest: only?.number, baseSha: only?.base?.sha };
    }
    return {};
}
/** {} without one: that costs only the pull request and its head. */
async function readPayload(path, warn) {
    if (!path)
        return {};
    let problem;
    try {
        return JSON.parse((await (0,_common_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(path, MAX_EVENT_BYTES)).toString('utf8'));
    }
    catch (err) {
        // Never JSON.parse's message: it quotes the text.
        if (err instanceof _common_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .FileRefused */ .rV)
            problem = err.reason;
        else if (err instanceof SyntaxError)
            problem = 'is not JSON';
        else
            problem = `cannot be read (${err.code ?? 'error'})`;
    }
    warn(`Event payload ${path} (GITHUB_EVENT_PATH): ${problem}. Without it the pull request and the commit it is about are unknown: no pull-request comment is written, and a check run goes to GITHUB_SHA.`);
    return {};
}


/***/ }),

/***/ 2084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lk: () => (/* binding */ isIdentity),
/* harmony export */   aX: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   sX: () => (/* binding */ tokenIdentity),
/* harmony export */   tI: () => (/* binding */ GitHubUser)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9951);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8477);
/**
 * Who the github-token acts as, so the action trusts only what it wrote itself: its pull-request
 * comment (found by a marker anybody can type) and its deployments (found by a task anybody with
 * deployments: write can give). Trusting another's would put the action's results in a comment
 * someone else edits, or take a deploy's outputs and its rollback target from someone else's record.
 */



const USER = (0,_route_js__WEBPACK_IMPORTED_MODULE_1__/* .route */ .w)((octokit) => octokit.rest.users.getAuthenticated, 'repeatable');
/** A GitHub user as GitHub shows one: `User` for people and machine users, `Bot` for apps. */
const GitHubUser = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), type: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1) });
/** What GitHub Actions' GITHUB_TOKEN writes as. */
const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' };
/**
 * `GET /user`: a personal token's user. An installation token may not ask and writes as
 * `github-actions[bot]`, type `Bot`; a user of that name is type `User`, so login and type together
 * tell them apart. A GitHub App writes as `<app>[bot]`, which the action cannot know: the caller
 * says so when what GitHub wrote names another. The Actions bot when GitHub refuses to say; any
 * other failure (a rate limit, an outage) says nothing of who we are and is thrown.
 */
async function tokenIdentity(api) {
    try {
        return await api.request(USER, {}, GitHubUser);
    }
    catch (err) {
        if (err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .vK && err.kind === 'http' && [401, 403].includes(err.status))
            return ACTIONS_BOT;
        throw err;
    }
}
/** `user` is GitHub's author or creator of something; null for a deleted account ("ghost"): never ours. */
function isIdentity(identity, user) {
    return user?.login === identity.login && user.type === identity.type;
}


/***/ }),

/***/ 7822:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CommentLookupLimit: () => (/* binding */ CommentLookupLimit),
/* harmony export */   MAX_COMMENT_PAGES: () => (/* binding */ MAX_COMMENT_PAGES),
/* harmony export */   commentAction: () => (/* binding */ commentAction),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   describeCommentFailure: () => (/* binding */ describeCommentFailure),
/* harmony export */   fabricCommentMarker: () => (/* binding */ fabricCommentMarker),
/* harmony export */   upsertPrComment: () => (/* binding */ upsertPrComment)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1676);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9951);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2084);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8477);
/**
 * One comment on the pull request, found again by a hidden marker and edited in place. Only a
 * comment the token's own identity wrote is edited (identity.ts). When the bounded lookup
 * ends without finding ours, nothing is written: a second comment would be worse than a stale one.
 * A new comment is posted once: after a failure GitHub may have applied, the warning says so.
 */







const PAGE_SIZE = 100;
/** A server that always links a next page must not cost endless requests. */
const MAX_COMMENT_PAGES = 20;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s comment limit; the full results are in the job summary)';
const LIST = (0,_route_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .w)((octokit) => octokit.rest.issues.listComments, 'repeatable');
/** A create is sent once; an edit replaces the body, so a second copy is the same. */
const CREATE = (0,_route_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .w)((octokit) => octokit.rest.issues.createComment, 'once');
const UPDATE = (0,_route_js__WEBPACK_IMPORTED_MODULE_4__/* .route */ .w)((octokit) => octokit.rest.issues.updateComment, 'repeatable');
const IssueComment = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    body: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J(),
    // null for a deleted account ("ghost"): never ours.
    user: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }).nullish(),
});
/** One per check name, so two test steps do not collide. */
function commentMarker(checkName) {
    return `<!-- orchestration-action:data-tests:${encodeName(checkName)} -->`;
}
/** One per fabric file, never a test step's, so neither overwrites the other. */
function fabricCommentMarker(file) {
    return `<!-- orchestration-action:fabric:${encodeName(file)} -->`;
}
/**
 * `%`, `>`, controls and the second `-` of a pair percent-encoded: with `%` encoded two names never
 * share a marker, and without `>` or `--` nothing ends the HTML comment early. Other names keep
 * the marker earlier versions wrote.
 */
function encodeName(name) {
    return name.replace(/[%>\p{Cc}]|(?<=-)-/gu, (c) => (c === '-' ? '%2D' : encodeURIComponent(c)));
}
/** `update-only`: on-failure after a pass corrects an earlier failure comment but starts none. */
function commentAction(mode, conclusion) {
    if (mode === 'always')
        return 'upsert';
    if (mode === 'on-failure')
        return conclusion === 'failure' ? 'upsert' : 'update-only';
    return 'skip';
}
/** Our comment was not among the comments the bounded lookup reads: said in the comment's warning. */
class CommentLookupLimit extends _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'CommentLookupLimit';
}
/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `writtenAs`
 * says GitHub wrote as another identity (a GitHub App's token): the next run will not find it.
 */
async function upsertPrComment(api, repo, request, redact) {
    const body = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(`${request.marker}\n${redact(request.body)}`, _common_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .COMMENT_MAX_CHARS */ .dq, TRIMMED_NOTE);
    // Who we are and the first page of comments are asked at once: neither needs the other's answer.
    const asking = (0,_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .tokenIdentity */ .sX)(api);
    asking.catch(() => undefined); // awaited below; a failure is not left unhandled meanwhile
    const existing = await findComment(api, repo, request.pullRequest, request.marker, asking);
    const author = await asking;
    if (!existing && !request.createIfMissing)
        return { action: 'none', reason: 'no earlier comment to update' };
    const comment = existing
        ? await api.request(UPDATE, { ...repo, comment_id: existing.id, body }, IssueComment)
        : await api.request(CREATE, { ...repo, issue_number: request.pullRequest, body }, IssueComment);
    const writtenAs = !existing && comment.user && !(0,_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .isIdentity */ .Lk)(author, comment.user) ? comment.user.login : undefined;
    return {
        action: existing ? 'updated' : 'created',
        id: comment.id,
        htmlUrl: (0,_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .addressUnder */ .Ly)(comment.html_url, api.serverUrl),
        writtenAs,
    };
}
/** The marker must start the body, as ours does, so a comment quoting it is not taken. */
async function findComment(api, repo, pullRequest, marker, asking) {
    const pages = api.pages(LIST, { ...repo, issue_number: pullRequest, per_page: PAGE_SIZE }, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(IssueComment), MAX_COMMENT_PAGES);
    for await (const { data, hasNext } of pages) {
        const author = await asking;
        const found = data.find((c) => (0,_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .isIdentity */ .Lk)(author, c.user) && c.body?.startsWith(marker));
        if (found)
            return found;
        if (!hasNext)
            return undefined;
    }
    throw new CommentLookupLimit(`pull request #${pullRequest} has more than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)} comments and ours is not among the first ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)}: no comment was written or updated, so as not to add a second one`);
}
/** Only a create is sent once: an edit that failed is sent again, so it was not written. */
function describeCommentFailure(err) {
    const created = err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubRequestError */ .vK && err.route.startsWith('POST ');
    return (0,_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .describeWriteFailure */ .jg)(err, 'Could not write the pull-request comment', 'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
        'pull requests from forks get a read-only token.', created ? ' GitHub may have written it all the same: the request is not sent twice.' : '');
}


/***/ }),

/***/ 8477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ route)
/* harmony export */ });
/** A route sent by `method`, whose parameters the route's callers then give. */
function route(method, delivery, options = {}) {
    return { method, delivery, ...options };
}


/***/ }),

/***/ 3251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ keepPrComment)
/* harmony export */ });
/* harmony import */ var _github_marked_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7822);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2084);
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1676);



async function keepPrComment(request, context, github, runner) {
    const action = (0,_github_marked_comment_js__WEBPACK_IMPORTED_MODULE_0__.commentAction)(request.setting, request.attention ? 'failure' : 'success');
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
    const body = request.render(_common_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_BUDGET_BYTES */ .eT);
    try {
        const outcome = await (0,_github_marked_comment_js__WEBPACK_IMPORTED_MODULE_0__.upsertPrComment)(await github(), context.repo, {
            pullRequest: context.pullRequest,
            marker: request.marker,
            body: action === 'update-only' ? withSettled(body, request.settled) : body,
            createIfMissing: action === 'upsert',
        }, (text) => runner.secrets.redact(text));
        if (outcome.action === 'none') {
            runner.debug(`pr-comment: ${outcome.reason}.`);
            return;
        }
        runner.info(`Pull-request comment ${outcome.action}: ${outcome.htmlUrl ?? `id ${outcome.id}`}`);
        if (outcome.writtenAs !== undefined)
            runner.warning(`GitHub wrote the pull-request comment as ${outcome.writtenAs}, but the action edits only comments by ${_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`);
    }
    catch (err) {
        runner.warning((0,_github_marked_comment_js__WEBPACK_IMPORTED_MODULE_0__.describeCommentFailure)(err));
    }
}
/** `settled` after the body's opening heading (or first, when the body opens with none). */
function withSettled(body, settled) {
    const [first = '', ...rest] = body.split('\n');
    if (!/^#{1,6} /.test(first))
        return `${settled}\n\n${body}`;
    return [first, '', settled, ...rest].join('\n');
}


/***/ }),

/***/ 3075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ stepGitHub),
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5047);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);


/** The context read once (a payload that cannot be read is a warning), the client made on first use. */
async function stepGitHub(token, runner) {
    const context = await (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .readGitHubContext */ .L)((message) => runner.warning(message));
    return { context, api: lazyGitHub(token, context, runner) };
}
/** One client for everything a step writes to GitHub, created on first use. */
function lazyGitHub(token, context, runner) {
    let api;
    return () => {
        api ??= __webpack_require__.e(/* import() */ 942).then(__webpack_require__.bind(__webpack_require__, 6942)).then(({ GitHubApi }) => new GitHubApi(token, context, {
            onRateLimitWait: ({ route, waitMs, attempt, secondary }) => runner.info(`GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} (wait ${attempt})`),
        }));
        return api;
    };
}


/***/ })

};
