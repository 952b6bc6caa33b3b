export const id = 137;
export const ids = [137];
export const modules = {

/***/ 9210:
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
 * Keeps what the action writes to GitHub under its limits by design, saying what was left out,
 * because the runner's own trim may cut a table or a <pre> block in the middle. Sizes are UTF-8 bytes.
 */

const EMPTY_BLOCK = { lines: [], bytes: 0, cut: false };
function block(lines, cut = false) {
    return { lines, bytes: lines.reduce((n, line) => n + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1, 0), cut };
}
function joinBlocks(blocks) {
    const lines = blocks.flatMap((b) => b.lines);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
/**
 * Lines [0, n), or as many as fit beside `note(n - shown)` (none by default). Lines are made only until the budget
 * is spent, so a list of a million items costs what is shown.
 */
function fitLines(n, line, budget, note = () => []) {
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
/** From escaped cells; a cut table ends saying how many `things` were left out and where they are. */
function fitTable(header, align, rows, budget, things, elsewhere) {
    const head = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(header), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableDivider */ .Ok)(align)];
    const body = fitLines(rows.length, (i) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(rows[i]), budget - block(head).bytes, (left) => ['', `_${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(left)} more ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(left, things)} not shown: ${elsewhere}._`]);
    return [...head, ...body.lines];
}
/**
 * Sections in display order within `limit` bytes. When they do not all fit whole, they are
 * rendered again by priority, each with what the more important ones left less `reserve` bytes
 * per section still to come (so each can say what it left out), then `cutNote` closes the document.
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
/** Cut on a line boundary, ending with a note when cut. */
function fitBlock(text, budget, elsewhere) {
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) <= budget)
        return text;
    const all = text.split('\n');
    const kept = fitLines(all.length, (i) => all[i], budget - 200).lines;
    return `${kept.join('\n')}\n… (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(all.length - kept.length)} more lines: ${elsewhere})`;
}
/** As many items as fit, in order: valid JSON however much is left out. */
function fitJsonList(items, maxBytes) {
    // fitLines counts a byte after each item: the commas between them, and one of the brackets.
    const { lines } = fitLines(items.length, (i) => JSON.stringify(items[i]), maxBytes - 1);
    return { json: `[${lines.join(',')}]`, kept: lines.length };
}
/**
 * Items `bounded` picks past the first `max` are counted where the first of them stood, so a
 * list the service makes as long as it likes stays short.
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
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);

class GitHubRequestError extends Error {
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
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(err instanceof Error ? err.message : String(err));
}
/**
 * `what` failed. A 403/404 that is not a rate limit means the token lacks a permission, which
 * `denied` names; otherwise `maybe` follows when GitHub may have carried the request out.
 */
function describeWriteFailure(err, what, denied, maybe) {
    const e = err instanceof GitHubRequestError ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404))
        return `${what}: GitHub answered HTTP ${e.status} (${e.githubMessage}). ${denied}`;
    return `${what}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sentence */ .em)(describeGitHubFailure(err))}${e?.maybeApplied ? maybe : ''}`;
}
/** A 'malformed' error naming the first thing wrong, never a raw JavaScript error further on. */
function validAnswer(schema, data, route) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPath */ .cn)(issue.path)}: ` : '';
    return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}
function malformed(route, detail) {
    const said = `GitHub's answer is not what its API documents (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(detail), 300)})`;
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
/* harmony import */ var _regular_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(813);
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
    const { headSha, pullRequest } = fromPayload(eventName, await readPayload(env.GITHUB_EVENT_PATH, warn));
    return {
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        serverUrl,
        repo,
        eventName,
        headSha: headSha ?? (env.GITHUB_SHA || undefined),
        pullRequest,
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
    pull_request: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ number: Count, head: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ sha: Sha })) })),
    workflow_run: orUnknown(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ head_sha: Sha, pull_requests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ number: Count }).catch({})).catch([]) })),
})
    .catch({});
function fromPayload(eventName, payload) {
    const { number, pull_request: pr, workflow_run: run } = Payload.parse(payload);
    if (eventName === 'pull_request' || eventName === 'pull_request_target')
        return { headSha: pr?.head?.sha, pullRequest: pr?.number ?? number };
    if (eventName === 'workflow_run') {
        // The trusted follow-up of a fork's pull request: results go to the commit that was tested.
        // GitHub lists the run's pull requests only for same-repository branches; one means no doubt.
        const prs = run?.pull_requests ?? [];
        return { headSha: run?.head_sha, pullRequest: prs.length === 1 ? prs[0].number : undefined };
    }
    return {};
}
/** {} without one: that costs only the pull request and its head. */
async function readPayload(path, warn) {
    if (!path)
        return {};
    let problem;
    try {
        return JSON.parse((await (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFile */ .XF)(path, MAX_EVENT_BYTES)).toString('utf8'));
    }
    catch (err) {
        // Never JSON.parse's message: it quotes the text.
        if (err instanceof _regular_file_js__WEBPACK_IMPORTED_MODULE_0__/* .FileRefused */ .rV)
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9951);
/**
 * Who the github-token acts as, so the action trusts only what it wrote itself: its pull-request
 * comment (found by a marker anybody can type) and its deployments (found by a task anybody with
 * deployments: write can give). Trusting another's would put the action's results in a comment
 * someone else edits, or take a deploy's outputs and its rollback target from someone else's record.
 */


const USER = { method: 'GET', path: '/user', delivery: 'repeatable' };
/** A GitHub user as GitHub shows one: `User` for people and machine users, `Bot` for apps. */
const GitHubUser = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) });
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
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2084);
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
const COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments';
const LIST = { method: 'GET', path: COMMENTS, delivery: 'repeatable' };
/** A create is sent once; an edit replaces the body, so a second copy is the same. */
const CREATE = { method: 'POST', path: COMMENTS, delivery: 'once' };
const UPDATE = {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    delivery: 'repeatable',
};
const IssueComment = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    body: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullish(),
    html_url: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    // null for a deleted account ("ghost"): never ours.
    user: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ login: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }).nullish(),
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
class CommentLookupLimit extends Error {
    name = 'CommentLookupLimit';
}
/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `writtenAs`
 * says GitHub wrote as another identity (a GitHub App's token): the next run will not find it.
 */
async function upsertPrComment(api, repo, request, redact) {
    const body = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${request.marker}\n${redact(request.body)}`, _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMENT_MAX_CHARS */ .dq, TRIMMED_NOTE);
    // Who we are and the first page of comments are asked at once: neither needs the other's answer.
    const asking = (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenIdentity */ .sX)(api);
    asking.catch(() => undefined); // awaited below; a failure is not left unhandled meanwhile
    const existing = await findComment(api, repo, request.pullRequest, request.marker, asking);
    const author = await asking;
    if (!existing && !request.createIfMissing)
        return { action: 'none', reason: 'no earlier comment to update' };
    const comment = existing
        ? await api.request(UPDATE, { ...repo, comment_id: existing.id }, IssueComment, { body })
        : await api.request(CREATE, { ...repo, issue_number: request.pullRequest }, IssueComment, { body });
    const writtenAs = !existing && comment.user && !(0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .isIdentity */ .Lk)(author, comment.user) ? comment.user.login : undefined;
    return {
        action: existing ? 'updated' : 'created',
        id: comment.id,
        htmlUrl: (0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .addressUnder */ .Ly)(comment.html_url, api.serverUrl),
        writtenAs,
    };
}
/** The marker must start the body, as ours does, so a comment quoting it is not taken. */
async function findComment(api, repo, pullRequest, marker, asking) {
    const pages = api.pages(LIST, { ...repo, issue_number: pullRequest, per_page: PAGE_SIZE }, zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(IssueComment), MAX_COMMENT_PAGES);
    for await (const { data, hasNext } of pages) {
        const author = await asking;
        const found = data.find((c) => (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .isIdentity */ .Lk)(author, c.user) && c.body?.startsWith(marker));
        if (found)
            return found;
        if (!hasNext)
            return undefined;
    }
    throw new CommentLookupLimit(`pull request #${pullRequest} has more than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)} comments and ours is not among the first ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_COMMENT_PAGES * PAGE_SIZE)}: no comment was written or updated, so as not to add a second one`);
}
/** Only a create is sent once: an edit that failed is sent again, so it was not written. */
function describeCommentFailure(err) {
    const created = err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRequestError */ .vK && err.route.startsWith('POST ');
    return (0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .describeWriteFailure */ .jg)(err, 'Could not write the pull-request comment', 'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
        'pull requests from forks get a read-only token.', created ? ' GitHub may have written it all the same: the request is not sent twice.' : '');
}


/***/ }),

/***/ 3251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ keepPrComment),
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(620);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2084);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4952);



/** One client for everything a step writes to GitHub, created on first use. */
function lazyGitHub(token, context, runner) {
    let api;
    return () => {
        api ??= __webpack_require__.e(/* import() */ 120).then(__webpack_require__.bind(__webpack_require__, 6120)).then(({ GitHubApi }) => new GitHubApi(token, context, {
            onRateLimitWait: ({ route, waitMs, attempt, secondary }) => runner.info(`GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${Math.ceil(waitMs / 1000)} s (wait ${attempt})`),
        }));
        return api;
    };
}
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
    const body = request.render(_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_BUDGET_BYTES */ .eT);
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
            runner.warning(`GitHub wrote the pull-request comment as ${outcome.writtenAs}, but the action edits only comments by ${_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`);
    }
    catch (err) {
        runner.warning((0,_github_pr_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCommentFailure */ .l)(err));
    }
}


/***/ })

};
