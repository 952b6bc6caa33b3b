export const id = 62;
export const ids = [62];
export const modules = {

/***/ 6097:
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
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);
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

/***/ 8316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ verdictHeading)
/* harmony export */ });
/**
 * The heading every job summary, comment and health issue opens with (CONTRACT.md, "Behaviour every
 * mode shares"): the verdict, with its icon. One list of icons for every mode.
 */
/** ❌ failed, ✅ passed or applied, ⚠️ drift or warnings, 📝 a plan (or dry run) with changes. */
const ICONS = { failed: '❌', passed: '✅', warned: '⚠️', planned: '📝' };
/** `## ❌ Deploy of retail/1.2.0 to analytics-prod failed`; `title` is markdown, escaped already. */
function verdictHeading(kind, title) {
    return `## ${ICONS[kind]} ${title}`;
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

/***/ 7648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ readGitHubContext)
});

// UNUSED EXPORTS: MAX_EVENT_BYTES

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var classic_schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/coerce.js


function string(params) {
    return core._coercedString(schemas.ZodString, params);
}
function number(params) {
    return api/* _coercedNumber */.qG(classic_schemas/* ZodNumber */.rSt, params);
}
function coerce_boolean(params) {
    return core._coercedBoolean(schemas.ZodBoolean, params);
}
function bigint(params) {
    return core._coercedBigint(schemas.ZodBigInt, params);
}
function date(params) {
    return core._coercedDate(schemas.ZodDate, params);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/regular-file.js
var regular_file = __webpack_require__(1017);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/context.js
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
    const payload = await readPayload(env.GITHUB_EVENT_PATH, warn);
    const { headSha, pullRequest, baseSha } = fromPayload(eventName, payload);
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
        /** The workflow run and its attempt (1 unless re-run): a run's identity across its attempts. */
        runId: RunId.parse(env.GITHUB_RUN_ID),
        runAttempt: Attempt.parse(env.GITHUB_RUN_ATTEMPT) ?? 1,
        /** The branch the workflow runs on (GITHUB_REF refs/heads/…); undefined for a tag or a pull request's merge ref. */
        branch: /^refs\/heads\/(.+)$/.exec(env.GITHUB_REF ?? '')?.[1],
        /** The repository's default branch, as the event payload names it. */
        defaultBranch: DefaultBranch.parse(payload).repository?.default_branch,
    };
}
const RunId = classic_schemas/* string */.YjP()
    .regex(/^\d{1,20}$/)
    .optional()
    .catch(undefined);
const Attempt = number().int().positive().max(10_000).optional().catch(undefined);
/** What is not of the shape GitHub documents is unknown (undefined), not an error. */
const orUnknown = (schema) => schema.optional().catch(undefined);
const Sha = orUnknown(classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40,64}$/i));
const Count = orUnknown(classic_schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER));
const DefaultBranch = classic_schemas/* object */.Ikc({ repository: orUnknown(classic_schemas/* object */.Ikc({ default_branch: orUnknown(classic_schemas/* string */.YjP().min(1).max(255)) })) })
    .catch({});
const Payload = classic_schemas/* object */.Ikc({
    number: Count,
    pull_request: orUnknown(classic_schemas/* object */.Ikc({
        number: Count,
        head: orUnknown(classic_schemas/* object */.Ikc({ sha: Sha })),
        base: orUnknown(classic_schemas/* object */.Ikc({ sha: Sha })),
    })),
    workflow_run: orUnknown(classic_schemas/* object */.Ikc({
        head_sha: Sha,
        pull_requests: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ number: Count, base: orUnknown(classic_schemas/* object */.Ikc({ sha: Sha })) }).catch({}))
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
        return JSON.parse((await (0,regular_file/* readRegularFile */.XF)(path, MAX_EVENT_BYTES)).toString('utf8'));
    }
    catch (err) {
        // Never JSON.parse's message: it quotes the text.
        if (err instanceof regular_file/* FileRefused */.rV)
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2716);
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

/***/ 4062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployFlow: () => (/* binding */ deployFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var github_runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/context.js + 1 modules
var github_context = __webpack_require__(7648);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/json.js
var json = __webpack_require__(9178);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/identity.js
var github_identity = __webpack_require__(2084);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/route.js
var route = __webpack_require__(8477);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/deployments.js
/**
 * GitHub deployments, the record of each deploy: the Environments page shows what runs where, and
 * the history tells a re-run that its tag is already there. A create and a status are sent once:
 * after a failure GitHub may have carried out, the caller says so rather than recording twice.
 */






/** How the action's deployments are told from others (a job's `environment:`). */
const DEPLOYMENT_TASK = 'deploy:orchestration';
/** GitHub's limit on a status description. */
const STATUS_DESCRIPTION_MAX_CHARS = 140;
const LIST = (0,route/* route */.w)((octokit) => octokit.rest.repos.listDeployments, 'repeatable');
const CREATE = (0,route/* route */.w)((octokit) => octokit.rest.repos.createDeployment, 'once');
const LIST_STATUSES = (0,route/* route */.w)((octokit) => octokit.rest.repos.listDeploymentStatuses, 'repeatable');
const CREATE_STATUS = (0,route/* route */.w)((octokit) => octokit.rest.repos.createDeploymentStatus, 'once');
const Id = schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER);
const Time = schemas/* string */.YjP().transform((text) => {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : undefined;
});
const Text = schemas/* string */.YjP().optional().catch(undefined);
/** GitHub hands back an object, or the JSON text a tool wrote; a deployment by another tool may have none. */
const Payload = schemas/* preprocess */.vkY((value) => (typeof value === 'string' ? (0,json/* parseJsonOr */.d)(value, undefined) : value), schemas/* object */.Ikc({ project: Text, fabric: Text, tag: Text, version: Text, run: Text }).catch({}));
/** Who created it: only the action's own identity's deployments are trusted (identity.ts). */
const Creator = github_identity/* GitHubUser */.tI.nullable().catch(null);
const DeploymentPage = schemas/* array */.YOg(schemas/* object */.Ikc({ id: Id, ref: schemas/* string */.YjP(), created_at: Time, payload: Payload, creator: Creator }));
const StatusPage = schemas/* array */.YOg(schemas/* object */.Ikc({
    state: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish(),
    log_url: schemas/* string */.YjP().nullish(),
    target_url: schemas/* string */.YjP().nullish(),
}));
/** Newest first (GitHub's order). */
async function* listDeployments(api, repo, environment, bounds) {
    const params = { ...repo, environment, task: DEPLOYMENT_TASK, per_page: bounds.perPage };
    for await (const { data } of api.pages(LIST, params, DeploymentPage, bounds.maxPages)) {
        for (const d of data) {
            // A link the summary shows: only to the GitHub server, like GitHub's own addresses.
            const run = (0,answers/* addressUnder */.Ly)(d.payload.run, api.serverUrl);
            const payload = { ...d.payload, run };
            yield { id: d.id, ref: d.ref, createdAt: d.created_at, payload, creator: d.creator };
        }
    }
}
/**
 * GitHub lists the newest first. The state as GitHub says it (an unknown word is kept); log_url
 * or target_url, when on the GitHub server.
 */
async function latestStatus(api, repo, deploymentId) {
    const [latest] = await api.request(LIST_STATUSES, { ...repo, deployment_id: deploymentId, per_page: 1 }, StatusPage);
    if (!latest)
        return undefined;
    return {
        state: latest.state,
        description: latest.description ?? '',
        logUrl: (0,answers/* addressUnder */.Ly)(latest.log_url || latest.target_url, api.serverUrl),
    };
}
/**
 * Nothing is merged and no commit status checked (the tag is what it is); `transient_environment`
 * and `production_environment` keep GitHub's defaults. The id, and whom GitHub recorded as its creator.
 */
async function createDeployment(api, repo, environment, payload) {
    return api.request(CREATE, {
        ...repo,
        ref: payload.tag,
        task: DEPLOYMENT_TASK,
        environment,
        auto_merge: false,
        required_contexts: [],
        // As a plain object: Octokit types a payload as one, which an interface is not.
        payload: { ...payload },
    }, schemas/* object */.Ikc({ id: Id, creator: Creator }));
}
async function setDeploymentStatus(api, repo, deploymentId, status) {
    await api.request(CREATE_STATUS, {
        ...repo,
        deployment_id: deploymentId,
        state: status.state,
        description: (0,common_text/* clip */.$Q)(status.description, STATUS_DESCRIPTION_MAX_CHARS),
        ...(status.logUrl !== undefined && { log_url: status.logUrl }),
    }, schemas/* unknown */.L5J());
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/api-error.js
var api_error = __webpack_require__(8113);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/service-calls.js
var service_calls = __webpack_require__(6790);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/deploy-request.js
/**
 * Deploy mode's logic: the tag to deploy, the exact request body, each overridden parameter's
 * effective value, and the one deploy call. No GitHub I/O here: run.ts reports.
 */



/**
 * Sent once: the client re-sends only when the service provably did not take it
 * (docs/behaviour.md), and a failure says whether it may have been scheduled anyway. `inputs`: where
 * the fabric's name and the tag came from, for a refusal that says one was not found.
 */
async function deploy(client, request, inputs = []) {
    try {
        return { scheduled: true, result: await client.deployProject(request) };
    }
    catch (caught) {
        if (!(caught instanceof api_error/* ApiError */.hD))
            throw caught;
        const err = (0,service_calls/* pointAtInputs */.xM)(caught, inputs);
        return { scheduled: false, message: err.message, maybeApplied: err.maybeApplied };
    }
}
/** Where the deploy's fabric name and tag came from (resolveDeployTarget's order). */
function deployInputs(settings, request) {
    const tag = settings.gitTag !== undefined
        ? { value: request.gitTag, inputs: ['git-tag'] }
        : settings.version !== undefined
            ? { value: request.gitTag, inputs: ['project-name', 'version'] }
            : { value: request.gitTag, inputs: [], source: 'the tag this workflow runs for' };
    return [{ value: request.fabricName, inputs: ['fabric-name'] }, tag];
}
/**
 * `git-tag`, else `{project-name}/{version}`, else the workflow's tag; the project is the part
 * before the last `/`. A `project-name` or `version` that disagrees with the tag is an error:
 * deploying either reading would be a guess.
 */
function resolveDeployTarget({ gitTag, projectName, version }, githubRef) {
    if (gitTag === undefined && version !== undefined) {
        if (projectName === undefined) {
            throw new errors/* UserError */.yo(`Input version needs project-name to compose the tag {project-name}/{version}; or set git-tag instead (e.g. retail/${version})`);
        }
        if (version.includes('/')) {
            throw new errors/* UserError */.yo(`Input version must not contain "/" (the tag is {project-name}/{version}); got "${version}"`);
        }
        return splitTag(`${projectName}/${version}`, 'The tag composed from project-name and version');
    }
    const ref = gitTag ?? (githubRef?.startsWith('refs/tags/') ? githubRef : undefined);
    if (ref === undefined) {
        const runsFor = githubRef ? `; this run is for ${githubRef}` : '';
        throw new errors/* UserError */.yo(`No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**'])${runsFor}`);
    }
    // `${{ github.ref }}` is a common git-tag to pass: the tag is what follows refs/tags/.
    const target = splitTag(ref.replace(/^refs\/tags\//, ''), gitTag === undefined ? `The tag this workflow runs for ("${githubRef}")` : 'Input git-tag');
    const named = gitTag === undefined ? `the tag "${target.gitTag}" this workflow runs for` : `git-tag "${target.gitTag}"`;
    if (projectName !== undefined && projectName !== target.projectName) {
        throw new errors/* UserError */.yo(`Input project-name "${projectName}" does not match ${named} (project "${target.projectName}")`);
    }
    // Only with git-tag: a version without it composed the tag above.
    if (version !== undefined && version !== target.version) {
        throw new errors/* UserError */.yo(`Input version "${version}" does not match ${named} (version "${target.version}"); set only one of them`);
    }
    return target;
}
/** `what` names where the tag came from in an error. */
function splitTag(tag, what) {
    const cut = tag.lastIndexOf('/');
    const projectName = tag.slice(0, cut);
    const version = tag.slice(cut + 1);
    if (cut < 0 || projectName === '' || version === '') {
        throw new errors/* UserError */.yo(`${what} must be {project}/{version}, e.g. retail/1.2.0; got "${tag}"`);
    }
    // Git refuses such tags, so a tag with whitespace is a typo (often a pasted newline).
    if (/\s/.test(tag))
        throw new errors/* UserError */.yo(`${what} must not contain spaces; got "${tag}"`);
    return { gitTag: tag, projectName, version };
}
/** The body exactly as sent: empty override sections are left out rather than sent as `{}`. */
function buildDeployRequest({ projectName, gitTag }, fabricName, overrides) {
    const { pipelineConfigurations = {}, projectConfiguration = {} } = overrides ?? {};
    return {
        projectName,
        fabricName,
        gitTag,
        ...(Object.keys(pipelineConfigurations).length > 0 && { pipelineConfigurations }),
        ...(Object.keys(projectConfiguration).length > 0 && { projectConfiguration }),
    };
}
/**
 * By the API's precedence (highest first): pipeline overrides, project configuration overrides,
 * pipeline defaults, project defaults. The action cannot see the defaults: only overrides are
 * described. `from` is e.g. `overrides.yml:4`; `overriddenIn` (project configuration only) names
 * the pipelines whose own override of the same name wins over it.
 */
function effectiveValues(overrides) {
    if (!overrides)
        return [];
    const { entries, path } = overrides;
    const byPipeline = entries.filter((e) => e.pipeline !== undefined);
    return [...byPipeline, ...entries.filter((e) => e.pipeline === undefined)].map((e) => ({
        pipeline: e.pipeline,
        name: e.name,
        value: e.value,
        from: e.line === undefined ? path : `${path}:${e.line}`,
        overriddenIn: e.pipeline === undefined
            ? byPipeline.filter((p) => p.name === e.name).map((p) => ({ pipeline: p.pipeline, value: p.value }))
            : [],
    }));
}
/** The dry-run lines for the overridden parameters, ending with what happens to the others. */
function describeEffectiveValues(values) {
    if (values.length === 0) {
        return ['No overrides: every pipeline parameter and project configuration value keeps its default.'];
    }
    const lines = [
        'Effective values of the overridden parameters (a pipeline override beats project configuration, which beats the defaults):',
    ];
    for (const v of values) {
        if (v.pipeline !== undefined) {
            lines.push(`  ${v.pipeline}.${v.name} = ${JSON.stringify(v.value)}  (pipeline override, ${v.from})`);
            continue;
        }
        const except = v.overriddenIn.map((o) => `${o.pipeline} keeps its pipeline override ${JSON.stringify(o.value)}`);
        const scope = except.length ? `every pipeline except: ${except.join('; ')}` : 'every pipeline';
        lines.push(`  ${v.name} = ${JSON.stringify(v.value)}  (project configuration for ${scope}, ${v.from})`);
    }
    lines.push('Parameters not listed keep their defaults; the service skips a pipeline parameter that the pipeline does not define.');
    return lines;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/history.js
/** The rows the job summary shows. */
const HISTORY_ROWS = 5;
/**
 * Latest statuses that leave a deploy's outcome open: the action sets `in_progress` before it sends
 * and `error` when the deploy may have been scheduled; `queued` and `pending` are GitHub's other
 * words for "not ended". A deployment with no status at all was created and then lost track of (its
 * in_progress status failed, the step stopped): the deploy may have been sent as well.
 */
const UNFINISHED = new Set([
    'in_progress',
    'queued',
    'pending',
    'error',
    undefined,
]);
/** GitHub marks a deployment `inactive` when a later one succeeds: it was current once. */
const SUCCEEDED = new Set(['success', 'inactive']);
function tagOf(entry) {
    return entry.deployment.payload.tag ?? entry.deployment.ref;
}
function sameDeploy(entry, target) {
    const { project, fabric, tag } = entry.deployment.payload;
    return project === target.project && fabric === target.fabric && tag === target.tag;
}
/**
 * An unfinished record older than `current` was superseded by it: deploying that tag again is a
 * new deploy, not a re-run.
 */
function historyOf(entries, target) {
    const own = entries.filter((e) => e.ours);
    const at = own.findIndex((e) => e.status?.state === 'success');
    const current = at < 0 ? undefined : own[at];
    const previous = own.find((e) => SUCCEEDED.has(e.status?.state) && tagOf(e) !== target.tag);
    const unfinished = own
        .slice(0, at < 0 ? own.length : at)
        .find((e) => UNFINISHED.has(e.status?.state) && sameDeploy(e, target));
    return { entries, current, previous, unfinished };
}
/** Whether looking further back can change nothing the step shows or decides. */
function enoughHistory(entries, target) {
    // Everything newer than the current one was read once it is found.
    const { current, previous } = historyOf(entries, target);
    return entries.length >= HISTORY_ROWS && current !== undefined && previous !== undefined;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/record.js
/**
 * The GitHub record of a deploy (`github-deployment`). When GitHub will not record, `auto` warns and
 * deploys, `true` sends nothing. Once the deploy was sent, nothing GitHub does fails the step: a
 * failed step invites a re-run, and a re-run deploys again.
 *
 * The service's ids are kept in a success status's description, so a deploy skipped as current
 * still has the outputs a release needs. The history is read with the token's identity, so that
 * only the action's own records decide anything (history.ts).
 */





/** Ids that a description can carry and give back: no blank, comma or bracket. */
const PLAIN_ID = /^[^\s,()]+$/;
const SUCCESS_DESCRIPTION = /^Deployment (\S+) scheduled(?: \(project ([^\s,()]+), fabric ([^\s,()]+)\))?$/;
/** The success status's description: the service's deployment id, and the ids a later job needs. */
function successDescription(result, maxChars) {
    const short = `Deployment ${result.deploymentId} scheduled`;
    const { projectId, fabricId } = result.details;
    const full = `${short} (project ${projectId}, fabric ${fabricId})`;
    const readable = [result.deploymentId, projectId, fabricId].every((id) => PLAIN_ID.test(id));
    return readable && full.length <= maxChars ? full : short;
}
/** The ids in a description successDescription wrote; none from any other text. */
function readSuccessDescription(description) {
    const match = SUCCESS_DESCRIPTION.exec(description);
    if (!match)
        return {};
    const [, deploymentId, projectId, fabricId] = match;
    return { deploymentId, projectId, fabricId };
}
async function beforeDeploy(setup, payload) {
    const { repo, environment, replaces } = setup;
    if (repo === undefined)
        return cannotRecord(setup, 'GITHUB_REPOSITORY does not name a repository (owner/name).', undefined);
    let history;
    let identity;
    try {
        ({ history, identity } = await readHistory(await setup.github(), repo, environment, payload));
    }
    catch (err) {
        return cannotRecord(setup, cause(err, payload.tag, environment), undefined);
    }
    const { current, unfinished } = history;
    if (replaces !== undefined && (current === undefined || tagOf(current) !== replaces)) {
        const now = current ? `${tagOf(current)} (GitHub deployment ${current.deployment.id})` : 'none';
        return {
            action: 'refuse',
            line: `Not deployed: ${payload.tag} was to replace ${replaces} (replaces), but the current deployment of the environment ${environment} is ${now}. Nothing was sent to the service.`,
            history,
        };
    }
    if (current && !setup.redeploy && sameDeploy(current, payload))
        return { action: 'skip', history, current };
    if (unfinished && !setup.redeploy)
        return { action: 'refuse', line: mayBeScheduled(unfinished, payload, environment), history };
    let created;
    try {
        const run = setup.runUrl === undefined ? {} : { run: setup.runUrl };
        created = await createDeployment(await setup.github(), repo, environment, { ...payload, ...run });
    }
    catch (err) {
        return cannotRecord(setup, cause(err, payload.tag, environment), history);
    }
    const recordId = created.id;
    if (!(0,github_identity/* isIdentity */.Lk)(identity, created.creator))
        warnNotOurs(setup, recordId, identity, created.creator);
    const started = await mark(setup, recordId, {
        state: 'in_progress',
        description: `Deploying ${payload.tag} to fabric ${payload.fabric}`,
    });
    if (started !== undefined)
        setup.runner.warning(`GitHub deployment ${recordId} (${payload.tag} in ${environment}) could not be set in progress: ${started} The deploy goes on.`, { title: 'GitHub deployment' });
    return { action: 'deploy', history, recordId };
}
/** The deploy's end, recorded: problems are warnings, whatever the deploy came to. */
async function afterDeploy(setup, recordId, payload, outcome) {
    const status = outcome.scheduled
        ? { state: 'success', description: successDescription(outcome.result, STATUS_DESCRIPTION_MAX_CHARS) }
        : outcome.maybeApplied
            ? { state: 'error', description: `The deploy may have been scheduled: ${outcome.message}` }
            : { state: 'failure', description: outcome.message };
    const problem = await mark(setup, recordId, status);
    if (problem === undefined)
        return;
    const what = `GitHub deployment ${recordId} (${payload.tag} in ${setup.environment}) could not be set to ${status.state}: ${problem}`;
    setup.runner.warning(outcome.scheduled
        ? `Deployment ${outcome.result.deploymentId} of ${payload.tag} to ${payload.fabric} was scheduled, but ${what} Do not re-run this deploy: it would deploy again.`
        : what, { title: 'GitHub deployment' });
}
/** Sets a status; undefined when GitHub took it, else what went wrong as a sentence. */
async function mark(setup, recordId, status) {
    try {
        await setDeploymentStatus(await setup.github(), setup.repo, recordId, {
            ...status,
            description: setup.runner.secrets.redact(status.description),
            ...(setup.runUrl !== undefined && { logUrl: setup.runUrl }),
        });
        return undefined;
    }
    catch (err) {
        const maybe = err instanceof answers/* GitHubRequestError */.vK && err.maybeApplied
            ? ' GitHub may have set it all the same: it is not sent twice.'
            : '';
        return `${(0,common_text/* sentence */.em)((0,answers/* describeGitHubFailure */.Po)(err))}${maybe}`;
    }
}
/**
 * An earlier attempt of this deploy that never ended well: it is not sent again blindly (a re-run
 * after a lost success status, or after an ambiguous deploy, would deploy twice).
 */
function mayBeScheduled(entry, payload, environment) {
    const { id, createdAt, payload: recorded } = entry.deployment;
    const state = entry.status === undefined ? 'no status' : `the status ${entry.status.state}`;
    const when = createdAt === undefined ? '' : ` on ${(0,common_text/* formatUtc */.ay)(createdAt)}`;
    const run = recorded.run ?? entry.status?.logUrl;
    const by = run === undefined ? ' by a run the record does not name' : ` by ${run}`;
    return `Not deployed: GitHub deployment ${id} of ${payload.tag} in ${environment} (created${when}${by}) has ${state}, so an earlier attempt may have scheduled this deploy. Check the deployments of ${payload.project} on fabric ${payload.fabric} in the service (that run's log names any deploymentId); if ${payload.tag} is not there, set redeploy: true to deploy it. Nothing was sent to the service.`;
}
/**
 * GitHub recorded the deployment as someone the action does not take for itself (a GitHub App's
 * token, which cannot say who it is): later runs will not count it.
 */
function warnNotOurs(setup, id, identity, creator) {
    const as = creator === null ? 'no creator' : `${creator.login} (${creator.type})`;
    setup.runner.warning(`GitHub recorded deployment ${id} as created by ${as}, but the action counts only deployments created by ${identity.login}, the identity of its github-token (a GitHub App's token cannot say who it is): later runs will take this one neither as current nor as previous-tag. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`, { title: 'GitHub deployment' });
}
/**
 * Newest first, until enoughHistory or the bound. Who the token is and the first page are asked at
 * once; the latest statuses of a summary's worth of our deployments too: each is a read of its own,
 * and none needs another's answer. Another identity's deployment costs no status read.
 */
async function readHistory(api, repo, environment, target) {
    const asking = (0,github_identity/* tokenIdentity */.sX)(api);
    asking.catch(() => undefined); // awaited below; a failure is not left unhandled meanwhile
    const entries = [];
    let batch = [];
    const settle = async (identity) => {
        const own = batch.map((d) => (0,github_identity/* isIdentity */.Lk)(identity, d.creator));
        const statuses = await Promise.all(batch.map((d, i) => (own[i] ? latestStatus(api, repo, d.id) : undefined)));
        batch.forEach((deployment, i) => entries.push({ deployment, ours: own[i], status: statuses[i] }));
        batch = [];
    };
    // At most 40 deployments back: each of ours also costs a status request.
    for await (const deployment of listDeployments(api, repo, environment, { perPage: 20, maxPages: 2 })) {
        batch.push(deployment);
        if (batch.length < HISTORY_ROWS)
            continue;
        await settle(await asking);
        if (enoughHistory(entries, target))
            return { history: historyOf(entries, target), identity: await asking };
    }
    const identity = await asking;
    await settle(identity);
    return { history: historyOf(entries, target), identity };
}
/**
 * `auto` warns once and deploys without a record; `true` refuses to deploy, and so does a
 * `replaces` that nothing can check.
 */
function cannotRecord(setup, why, history) {
    if (setup.replaces !== undefined && history === undefined)
        return {
            action: 'refuse',
            line: `Not deployed: the current deployment of the environment ${setup.environment} must be ${setup.replaces} (replaces), and GitHub could not say: ${why} Nothing was sent to the service.`,
            history,
        };
    if (setup.githubDeployment === 'true')
        return {
            action: 'refuse',
            line: `github-deployment is true, but this deploy cannot be recorded on GitHub: ${why} Nothing was sent to the service.`,
            history,
        };
    setup.runner.warning(`This deploy is not recorded on GitHub: ${why} The deploy goes on without a record (github-deployment: auto).`, { title: 'GitHub deployment' });
    return { action: 'deploy', history, recordId: undefined };
}
/** Why GitHub did not record, as sentences that say what to do. */
function cause(err, tag, environment) {
    const e = err instanceof answers/* GitHubRequestError */.vK ? err : undefined;
    if (e?.kind === 'http' && (e.status === 403 || e.status === 404))
        return `GitHub answered HTTP ${e.status} (${e.githubMessage}) to ${e.route}. The github-token needs the deployments: write permission (add \`permissions: deployments: write\` to the job), or set github-deployment: false.`;
    if (e?.kind === 'http' && e.status === 422 && e.route.startsWith('POST '))
        return `GitHub refused to record ${tag} in the environment ${environment}: HTTP 422, ${(0,common_text/* sentence */.em)(e.githubMessage)} A deployment's ref must be a branch, tag or commit of this repository.`;
    const said = e ? e.message : (0,answers/* describeGitHubFailure */.Po)(err);
    const maybe = e?.maybeApplied && e.route.startsWith('POST ')
        ? ' GitHub may have created the deployment all the same: it is not sent twice.'
        : '';
    return `${(0,common_text/* sentence */.em)(said)}${maybe}`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/limits.js
var limits = __webpack_require__(1676);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/budget.js
var budget = __webpack_require__(6097);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/summary-head.js
var summary_head = __webpack_require__(3220);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/verdict-heading.js
var verdict_heading = __webpack_require__(8316);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/summary.js






/** `warnings`: what the step warned about before the summary (a deployment GitHub could not record). */
function renderDeploySummary({ request, result, effective, overridesFile, github, warnings, }) {
    const d = result.details;
    const rows = [
        ['Deployment', (0,common_text/* code */.aY)(result.deploymentId)],
        ['Project', `${(0,common_text/* inline */.mG)(request.projectName)} (id ${(0,common_text/* code */.aY)(d.projectId)})`],
        ['Fabric', `${(0,common_text/* inline */.mG)(request.fabricName)} (id ${(0,common_text/* code */.aY)(d.fabricId)})`],
        ['Version', (0,common_text/* code */.aY)(d.version)],
        ['Tag', (0,common_text/* code */.aY)(request.gitTag)],
        ['Pipelines deployed', d.pipelinesDeployed.length ? d.pipelinesDeployed.map(common_text/* code */.aY).join(', ') : 'none'],
        ['Configurations applied', String(d.configurationsApplied)],
        ['Message', (0,common_text/* inline */.mG)(result.message, { links: true })],
    ];
    const warned = (warnings?.count ?? 0) > 0;
    const head = [
        (0,verdict_heading/* verdictHeading */.G)(warned ? 'warned' : 'passed', `Deployed ${(0,common_text/* inline */.mG)(request.gitTag)} to ${(0,common_text/* inline */.mG)(request.fabricName)}${(0,summary_head/* withWarnings */.o)(warnings)}`),
        '',
        ...(0,summary_head/* warningItems */.d)(warnings),
        ...fields(rows),
        '',
        ...(github ? historySection(github) : []),
    ];
    return withOverrides(head, 'Overrides sent', effective, overridesFile);
}
/** Nothing was sent: the environment's current deployment is this tag already (`ids`: what its status recorded). */
function renderSkipSummary(request, environment, { history, current }, ids, warnings) {
    const { deployment } = current;
    const run = deployment.payload.run ?? current.status?.logUrl;
    const rows = [
        ['GitHub deployment', `${(0,common_text/* code */.aY)(String(deployment.id))} in ${(0,common_text/* inline */.mG)(environment)}`],
        ['Deployed', deployment.createdAt === undefined ? 'at an unknown time' : (0,common_text/* formatUtc */.ay)(deployment.createdAt)],
        ['Run', run === undefined ? 'unknown' : (0,common_text/* link */.nf)('the workflow run', run)],
        ['Deployment', ids.deploymentId === undefined ? 'unknown' : (0,common_text/* code */.aY)(ids.deploymentId)],
        ['Version', (0,common_text/* code */.aY)(deployment.payload.version ?? '')],
    ];
    return [
        (0,verdict_heading/* verdictHeading */.G)((warnings?.count ?? 0) > 0 ? 'warned' : 'passed', `${(0,common_text/* inline */.mG)(request.gitTag)} is already deployed to ${(0,common_text/* inline */.mG)(request.fabricName)}${(0,summary_head/* withWarnings */.o)(warnings)}`),
        '',
        ...(0,summary_head/* warningItems */.d)(warnings),
        `Nothing was sent: the current deployment of the environment ${(0,common_text/* inline */.mG)(environment)} is this project, fabric and tag. Set ${(0,common_text/* code */.aY)('redeploy: true')} to deploy it again (for example with changed overrides).`,
        '',
        ...fields(rows),
        '',
        ...historySection({ environment, history }),
    ].join('\n');
}
/** The action's last deployments in the environment, newest first, this run's on top. */
function historySection({ environment, history, thisRun }) {
    if (history === undefined && thisRun === undefined)
        return [];
    const ours = thisRun && [
        (0,common_text/* code */.aY)(thisRun.tag),
        `${(0,common_text/* inline */.mG)(thisRun.state)}, this run`,
        (0,common_text/* formatUtc */.ay)(thisRun.at),
        runLink(thisRun.runUrl),
    ];
    const shown = (history?.entries ?? []).slice(0, HISTORY_ROWS - (ours ? 1 : 0));
    const earlier = shown.map((entry) => {
        const at = entry.deployment.createdAt;
        return [
            (0,common_text/* code */.aY)(tagOf(entry)),
            statusCell(entry, history, thisRun !== undefined),
            at === undefined ? '?' : (0,common_text/* formatUtc */.ay)(at),
            runLink(entry.deployment.payload.run ?? entry.status?.logUrl),
        ];
    });
    const rows = [...(ours ? [ours] : []), ...earlier];
    const others = shown.filter((entry) => !entry.ours).length;
    const intro = history === undefined
        ? 'The earlier deployments could not be read.'
        : others === 0
            ? `The last ${(0,common_text/* formatCount */.B4)(rows.length)} made by the action (task <code>deploy:orchestration</code>), newest first.`
            : `The last ${(0,common_text/* formatCount */.B4)(rows.length)} with the action's task (<code>deploy:orchestration</code>), newest first. ${(0,common_text/* formatCount */.B4)(others)} of them ${others === 1 ? 'was' : 'were'} not made by the action's identity: such a deployment is neither current nor a previous-tag, and nothing is taken from it.`;
    return [
        `### Deployments of ${(0,common_text/* inline */.mG)(environment)} on GitHub`,
        '',
        intro,
        '',
        (0,common_text/* tableRow */.jD)(['Tag', 'Status', 'Time', 'Run']),
        (0,common_text/* tableDivider */.Ok)(['l', 'l', 'l', 'l']),
        ...rows.map(common_text/* tableRow */.jD),
        '',
    ];
}
/** Another identity's deployment shows who made it instead of a status: none of it is taken. */
function statusCell(entry, history, afterThisRun) {
    const creator = entry.deployment.creator;
    if (!entry.ours)
        return `not the action's (created by ${creator === null ? 'an unknown account' : (0,common_text/* inline */.mG)(creator.login)})`;
    const state = (0,common_text/* inline */.mG)(entry.status?.state ?? 'no status');
    if (entry === history?.current)
        return `${state}${afterThisRun ? ', current before this run' : ', current'}`;
    if (entry === history?.unfinished)
        return `${state}, may have been scheduled`;
    return state;
}
function runLink(url) {
    return url !== undefined && /^https?:\/\//i.test(url) ? (0,common_text/* link */.nf)('run', url) : '';
}
/** `record`: what a deploy would record on GitHub (a sentence). */
function renderDryRunSummary({ request, url, effective, overridesFile, record, }) {
    const body = (0,budget/* fitBlock */.Td)(`POST ${url}\n${JSON.stringify(request, null, 2)}`, limits/* SUMMARY_BUDGET_BYTES */.Xb / 2, 'the whole request is in the log');
    const head = [
        (0,verdict_heading/* verdictHeading */.G)('planned', `Dry run: deploy ${(0,common_text/* inline */.mG)(request.gitTag)} to ${(0,common_text/* inline */.mG)(request.fabricName)}`),
        '',
        'Nothing was sent. The request would be:',
        '',
        (0,common_text/* fenced */.OF)(body, 'http'),
        '',
        ...(record === undefined ? [] : [(0,common_text/* inline */.mG)(record, { atLineStart: true }), '']),
    ];
    return withOverrides(head, 'Overrides that would be sent', effective, overridesFile);
}
function renderDeployFailureSummary({ request, message, maybeApplied, github, }) {
    const lines = [
        (0,verdict_heading/* verdictHeading */.G)('failed', `Deploy of ${(0,common_text/* inline */.mG)(request.gitTag)} to ${(0,common_text/* inline */.mG)(request.fabricName)} failed`),
        '',
        (0,common_text/* inline */.mG)(message, { atLineStart: true }),
        '',
    ];
    if (maybeApplied) {
        lines.push(`> [!WARNING]`, `> The request reached the service, so the deployment may have been scheduled. Check the deployments of ${(0,common_text/* inline */.mG)(request.projectName)} on ${(0,common_text/* inline */.mG)(request.fabricName)} before re-running this job.`, '');
    }
    if (github)
        lines.push(...historySection(github));
    return lines.join('\n');
}
/** Nothing was sent: why (the step's failure line), and the deployments that decided it. */
function renderNotDeployedSummary({ request, line, github, }) {
    return [
        (0,verdict_heading/* verdictHeading */.G)('failed', `Not deployed: ${(0,common_text/* inline */.mG)(request.gitTag)} to ${(0,common_text/* inline */.mG)(request.fabricName)}`),
        '',
        (0,common_text/* inline */.mG)(line, { atLineStart: true }),
        '',
        ...(github ? historySection(github) : []),
    ].join('\n');
}
/** The head, then the overrides table in what is left of the budget. */
function withOverrides(head, title, effective, overridesFile) {
    if (effective.length === 0) {
        const none = overridesFile ? `${(0,common_text/* inline */.mG)(overridesFile)} lists no overrides` : 'No overrides file';
        return [...head, `${none}: every parameter keeps its default.`, ''].join('\n');
    }
    const rows = effective.map((v) => [
        v.pipeline === undefined ? 'all pipelines (projectConfiguration)' : (0,common_text/* code */.aY)(v.pipeline),
        (0,common_text/* code */.aY)(v.name),
        (0,common_text/* code */.aY)(v.value),
        v.overriddenIn.length
            ? `except ${v.overriddenIn.map((o) => `${(0,common_text/* code */.aY)(o.pipeline)} (its own override wins)`).join(', ')}`
            : '',
    ]);
    // The Note column only when some row has a note: an empty column is noise on a narrow screen.
    const columns = ['Applies to', 'Parameter', 'Value', 'Note'].slice(0, rows.some((row) => row[3]) ? 4 : 3);
    const intro = [
        ...head,
        `### ${title}`,
        '',
        `From ${(0,common_text/* code */.aY)(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
        '',
    ];
    const room = limits/* SUMMARY_BUDGET_BYTES */.Xb - (0,common_text/* byteLength */.dp)(intro.join('\n')) - 1;
    return [
        ...intro,
        ...(0,budget/* fitTable */.SM)(columns, columns.map(() => 'l'), rows.map((row) => row.slice(0, columns.length)), room, 'override', `see ${overridesFile ?? 'the overrides file'}`),
        '',
    ].join('\n');
}
/** A list rather than a two-column table: a table needs a header row, and these have none. */
function fields(rows) {
    return rows.map(([name, value]) => `- **${name}:** ${value}`);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/step-github.js
var step_github = __webpack_require__(3075);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/run.js












async function deployFlow(settings, runner) {
    const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
    // The YAML parser loads only when there is a file to read: a deploy without one starts faster.
    const overrides = settings.overridesFile === undefined
        ? undefined
        : await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(154)]).then(__webpack_require__.bind(__webpack_require__, 5519))).loadOverridesFile(settings.overridesFile);
    const request = buildDeployRequest(target, settings.fabricName, overrides);
    const effective = effectiveValues(overrides);
    const url = `${settings.baseUrl}${endpoints/* ENDPOINTS */.H.deployProject.path()}`;
    const payload = {
        project: target.projectName,
        fabric: settings.fabricName,
        tag: target.gitTag,
        version: target.version,
    };
    if (settings.dryRun) {
        const record = recordPlan(settings, request);
        runner.startGroup(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
        runner.info('The request that would be sent:');
        runner.info((0,service_calls/* requestText */.T9)(url, request));
        runner.endGroup();
        for (const line of describeEffectiveValues(effective))
            runner.info(line);
        runner.info(record);
        runner.info('Dry run: the deploy request was not sent.');
        await runner.appendSummary(renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile, record }));
        return flow/* SUCCESS */.qO;
    }
    const setup = await recordSetup(settings, runner);
    const before = setup
        ? await beforeDeploy(setup, payload)
        : { action: 'deploy', history: undefined, recordId: undefined };
    if (before.action === 'refuse') {
        const github = setup && { environment: setup.environment, history: before.history };
        await runner.appendSummary(renderNotDeployedSummary({ request, line: before.line, github }));
        return (0,flow/* failure */.V2)(before.line);
    }
    if (before.action === 'skip')
        return publishSkip(request, settings.environment, before, runner);
    runner.info(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
    for (const line of describeEffectiveValues(effective))
        runner.info(line);
    const { history, recordId } = before;
    // The record and the reports are made once, by whichever comes first: the flow, or a cancellation
    // while the flow is still under way (main.ts).
    let recorded;
    const record = (outcome) => (recorded ??=
        setup && recordId !== undefined ? afterDeploy(setup, recordId, payload, outcome) : Promise.resolve());
    let published;
    const publish = (outcome) => (published ??= publishDeploy({ request, outcome, settings, setup, history, recordId, effective }, runner));
    let answered;
    const withdraw = runner.whenCancelled(async () => {
        const outcome = answered ?? stoppedUnderWay('the job was cancelled', request);
        await record(outcome);
        const verdict = await publish(outcome);
        if (verdict.conclusion === 'failure')
            return verdict.failure.line;
        const id = outcome.scheduled ? outcome.result.deploymentId : '';
        return `deployment ${id} of ${request.gitTag} to ${request.fabricName} was scheduled`;
    });
    try {
        // An end that none of the outcomes describe (a bug) is recorded too.
        const inputs = deployInputs(settings, request);
        answered = await (0,service_calls/* withClient */.SV)(settings, runner, {}, (client) => deploy(client, request, inputs)).catch(async (err) => {
            await record(stoppedUnderWay('the step stopped unexpectedly', request));
            throw err;
        });
        await record(answered);
        return await publish(answered);
    }
    finally {
        withdraw();
    }
}
/** A deploy request sent with no answer to tell: it may have been scheduled. */
function stoppedUnderWay(why, request) {
    return {
        scheduled: false,
        maybeApplied: true,
        message: `Deploy project: ${why} while the request was under way: the deployment of ${request.gitTag} to ${request.fabricName} may have been scheduled; check the deployments of ${request.projectName} on ${request.fabricName} before running again`,
    };
}
/** The outputs, the notice and the job summary of a deploy that was sent; its verdict. */
async function publishDeploy({ request, outcome, settings, setup, history, recordId, effective }, runner) {
    (0,flow/* setOutputs */.n0)(runner, {
        'previous-tag': history?.previous && tagOf(history.previous),
        'github-deployment-id': recordId,
    });
    const state = outcome.scheduled ? 'success' : outcome.maybeApplied ? 'error' : 'failure';
    const github = setup && {
        environment: setup.environment,
        history,
        ...(recordId !== undefined && {
            thisRun: { id: recordId, tag: request.gitTag, state, runUrl: setup.runUrl, at: Date.now() },
        }),
    };
    if (!outcome.scheduled) {
        await runner.appendSummary(renderDeployFailureSummary({ request, ...outcome, github }));
        return (0,flow/* failure */.V2)(outcome.message);
    }
    const { result } = outcome;
    (0,flow/* setOutputs */.n0)(runner, {
        skipped: 'false',
        'deployment-id': result.deploymentId,
        'project-id': result.details.projectId,
        version: result.details.version,
        'configurations-applied': result.details.configurationsApplied,
        'pipelines-deployed': JSON.stringify(result.details.pipelinesDeployed),
        'fabric-id': result.details.fabricId,
    });
    runner.notice(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
        title: 'Deployment scheduled',
    });
    await runner.appendSummary(renderDeploySummary({
        request,
        result,
        effective,
        overridesFile: settings.overridesFile,
        github,
        warnings: runner.warnings(),
    }));
    const problems = runner.takeProblems();
    if (problems.length > 0) {
        runner.warning(`Deployment ${result.deploymentId} of ${request.gitTag} to ${request.fabricName} was scheduled, but ${(0,github_runner/* problemsSummary */.Bj)(problems)}. Do not re-run this deploy: it would deploy again.`, { title: 'Deployment scheduled' });
    }
    return flow/* SUCCESS */.qO;
}
/** How this step talks to GitHub about the deploy; undefined when it does not. */
async function recordSetup(settings, runner) {
    if (settings.githubDeployment === 'false')
        return undefined;
    // `true` without a token is refused with the inputs; a workflow always passes one by default.
    if (!settings.githubToken) {
        runner.info('No github-token: this deploy is not recorded on GitHub.');
        return undefined;
    }
    // The event payload matters only to pull requests: a problem reading it is no news here.
    const context = await (0,github_context/* readGitHubContext */.L)((message) => runner.debug(message));
    return {
        ...settings,
        githubDeployment: settings.githubDeployment,
        github: (0,step_github/* lazyGitHub */.e)(settings.githubToken, context, runner),
        repo: context.repo,
        runUrl: context.runUrl,
        runner,
    };
}
/** The current deployment is this project, fabric and tag: nothing is sent, and it says which. */
async function publishSkip(request, environment, before, runner) {
    const { current, history } = before;
    const { deployment } = current;
    const ids = readSuccessDescription(current.status?.description ?? '');
    (0,flow/* setOutputs */.n0)(runner, {
        skipped: 'true',
        'github-deployment-id': deployment.id,
        version: deployment.payload.version,
        'deployment-id': ids.deploymentId,
        'project-id': ids.projectId,
        'fabric-id': ids.fabricId,
        'previous-tag': history.previous && tagOf(history.previous),
    });
    const when = deployment.createdAt === undefined ? 'at an unknown time' : `on ${(0,common_text/* formatUtc */.ay)(deployment.createdAt)}`;
    const run = deployment.payload.run ?? current.status?.logUrl;
    runner.notice(`${request.gitTag} is already deployed to ${request.fabricName}: GitHub deployment ${deployment.id} in ${environment}, ${when}${run ? ` by ${run}` : ''}. Nothing was sent; set redeploy: true to deploy it again.`, { title: 'Already deployed' });
    await runner.appendSummary(renderSkipSummary(request, environment, before, ids, runner.warnings()));
    return flow/* SUCCESS */.qO;
}
/** What a deploy would record, for a dry run (which makes no GitHub request). */
function recordPlan(settings, request) {
    if (settings.githubDeployment === 'false')
        return 'Nothing would be recorded on GitHub (github-deployment: false).';
    if (!settings.githubToken)
        return 'Nothing would be recorded on GitHub: no github-token.';
    const check = settings.redeploy
        ? 'even if it is the current deployment there already (redeploy: true)'
        : `unless ${request.gitTag} is the current deployment there already (then nothing would be sent) or an earlier attempt of it did not end (then nothing would be sent and the step would fail)`;
    const guard = settings.replaces === undefined
        ? ''
        : `, and only if the current deployment there is ${settings.replaces} (replaces)`;
    return `A deploy would be recorded as a GitHub deployment of ${request.gitTag} in the environment ${settings.environment} (task ${DEPLOYMENT_TASK}), ${check}${guard}. Dry run: no GitHub request was made.`;
}


/***/ }),

/***/ 6790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SV: () => (/* binding */ withClient),
/* harmony export */   T9: () => (/* binding */ requestText),
/* harmony export */   dG: () => (/* binding */ commonFields),
/* harmony export */   xM: () => (/* binding */ pointAtInputs)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** The client for `use`, closed whatever `use` comes to. */
async function withClient(settings, runner, extra, use) {
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(82), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 7124));
    const client = createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeout * 1000,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(delayMs / 1000)} (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
    try {
        return await use(client);
    }
    finally {
        await client.close();
    }
}
/** Where a test run or a trigger runs: branch and version only when given, so a request (and a dry run's print) stays minimal. */
function commonFields({ fabricId, projectId, branch, version }) {
    return {
        fabricId,
        projectId,
        ...(branch !== undefined && { branch }),
        ...(version !== undefined && { version }),
    };
}
/** A request as a dry run prints it: as it would go on the wire, the token masked. */
function requestText(url, body) {
    return [
        `POST ${url}`,
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        JSON.stringify(body, null, 2),
    ].join('\n');
}
/**
 * What the service says when an id or a name matches nothing, at any status (api/service-facts.md:
 * 404, or 400/500 and a message that says so, or a deploy's 200 and `success: false`).
 */
const NOT_FOUND = /\bnot found\b|\bdoes not exist\b|\bno such\b/i;
/**
 * `err`, or for an answer that says something was not found, `err` with advice that points at the
 * input whose value the service's words name (the first named, as in `Pipeline x not found in
 * project y`); a 404 of the service's own that names none points at every input the request took an id
 * from. The line
 * still starts with the operation's name and keeps the service's message and status:
 * `List secrets failed: … Fabric 10749 not found (HTTP 404); check the \`fabric-id\` input`.
 */
function pointAtInputs(err, values) {
    const said = [err.serviceMessage, err.detail].filter(Boolean).join(' ');
    if (err.status !== 404 && !NOT_FOUND.test(said))
        return err;
    const given = values.filter((v) => v.value !== undefined && v.value !== '');
    const named = given
        .map((v) => ({ v, at: tokenAt(said, v.value) }))
        .filter(({ at }) => at >= 0)
        // The first named; of two that start there, the longer (a tag before the project it starts with).
        .sort((a, b) => a.at - b.at || b.v.value.length - a.v.value.length);
    // Named by none: every id an input gave (a file's names are the file's to check), when the service
    // itself answered; a 404 page of a proxy or another server says more of base-url than of an id.
    const ids = given.filter((v) => v.inputs.length > 0);
    const answered = err.status === 404 && err.serviceMessage !== undefined;
    const chosen = named.length > 0 ? [named[0].v] : answered ? ids : [];
    return chosen.length === 0 ? err : err.withAdvice(`check ${describeSources(chosen)}`);
}
/** A letter, digit, `_` or `-`, or a `.` before one: what continues a name or an id. */
const NAME_CHAR = /[\p{L}\p{N}_-]/u;
/** Where `value` stands in `text` as a whole name (`10749`, not the start of `107490`); -1 when nowhere. */
function tokenAt(text, value) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
        const before = text[at - 1] ?? ' ';
        const after = text[at + value.length] ?? ' ';
        const next = text[at + value.length + 1] ?? ' ';
        const continues = NAME_CHAR.test(after) || (after === '.' && NAME_CHAR.test(next));
        if (!NAME_CHAR.test(before) && before !== '.' && !continues)
            return at;
    }
    return -1;
}
/** `the \`fabric-id\` input`, `the \`project-name\` and \`version\` inputs`, or what stands for no input. */
function describeSources(chosen) {
    const inputs = [...new Set(chosen.flatMap((v) => v.inputs))].map((name) => `\`${name}\``);
    const others = [...new Set(chosen.flatMap((v) => (v.inputs.length === 0 && v.source ? [v.source] : [])))];
    const listed = inputs.length === 0
        ? []
        : [
            `the ${inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs.at(-1)}`} ${inputs.length === 1 ? 'input' : 'inputs'}`,
        ];
    return [...listed, ...others].join(' and ');
}


/***/ }),

/***/ 3075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ stepGitHub),
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7648);
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
        api ??= Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(82), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 6942)).then(({ GitHubApi }) => new GitHubApi(token, context, {
            onRateLimitWait: ({ route, waitMs, attempt, secondary }) => runner.info(`GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} (wait ${attempt})`),
        }));
        return api;
    };
}


/***/ }),

/***/ 3220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ warningItems),
/* harmony export */   o: () => (/* binding */ withWarnings)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** `, with 2 warnings`, or nothing: what a heading adds when the step warned. */
function withWarnings(warnings) {
    const n = warnings?.count ?? 0;
    return n > 0 ? `, with ${n === 1 ? 'a warning' : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} warnings`}` : '';
}
/** Longest warning shown in the head: the log has each whole. */
const WARNING_MAX_CHARS = 600;
/** Warnings the head lists before it counts the rest. */
const WARNINGS_LISTED = 5;
/**
 * The step's warnings (the first few; the rest counted) as a list in a warning block, and a blank
 * line; none: nothing. The block keeps the list apart from a list that follows (deploy's fields).
 */
function warningItems(warnings) {
    if (!warnings || warnings.count === 0)
        return [];
    const listed = warnings.first.slice(0, WARNINGS_LISTED);
    const more = warnings.count - listed.length;
    return [
        '> [!WARNING]',
        ...listed.map((text) => `> - ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, WARNING_MAX_CHARS), { links: true })}`),
        ...(more > 0 ? [`> - … and ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(more)} more ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(more, 'warning')} in the log`] : []),
        '',
    ];
}


/***/ }),

/***/ 8113:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ failureReason),
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   Wh: () => (/* binding */ endReason),
/* harmony export */   ZP: () => (/* binding */ quoteable),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   kG: () => (/* binding */ bodyExcerpt),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* unused harmony exports EXCERPT_MAX, MESSAGE_MAX */
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/**
 * The API client's error type and the wording of its failure lines: each starts with the
 * operation's name and is ready to be the step's failure message as is. Text from the service or a
 * proxy is made safe for such a line: no token, no markup, bounded.
 */


class ApiError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'ApiError';
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        // Every field is an own property, undefined when not known.
        Object.assign(this, { status: undefined, serviceMessage: undefined, detail: undefined }, fields);
    }
    /** The same failure, its line ending `; <advice>` (what the caller knows to check: an input). */
    withAdvice(advice) {
        const { operation, status, serviceMessage, detail, maybeApplied, attempts } = this;
        const reason = this.message.slice(`${operation} failed: `.length);
        return new ApiError({ operation, status, serviceMessage, detail, maybeApplied, attempts }, `${reason}; ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(advice)}`);
    }
}
/** `seen`: ` (deploymentId 42)`, an id named by an answer that was no success. */
function unknownOutcome(cause, once, seen = '') {
    return `${cause}, so ${once.effect}${seen}: ${once.advice}`;
}
/** '' unless the service asked to wait longer than this step waits. */
function waitRefusedNote(waitMs, longestMs) {
    if (waitMs === undefined)
        return '';
    return `; the service asked to wait ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} before another attempt (Retry-After), longer than this step waits (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(longestMs)})`;
}
function attemptsNote(attempts, earlier) {
    const processed = earlier ? `; an earlier one may have been processed: ${earlier}` : '';
    return attempts > 1 ? ` (after ${attempts} attempts${processed})` : '';
}
const STATUS_HINTS = {
    401: 'check the token input',
    403: "check that the token's user may do this (a token acts with its user's permissions)",
};
/** `{success: false, message[, error]}`, at any HTTP status. */
function serviceRefusal(status, message, detail) {
    const hint = STATUS_HINTS[status];
    if (hint)
        return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
    const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
    return detail ? `${head}: ${detail}` : head;
}
/** Typically a proxy's page. */
function notJson(status, excerpt) {
    const hint = STATUS_HINTS[status];
    const what = excerpt
        ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
        : `HTTP ${status} with an empty body`;
    return hint ? `${what} — ${hint}` : what;
}
function failureReason(failure, where, once) {
    const { kind, code } = failure;
    switch (kind) {
        case 'refused':
        case 'connect':
            return `could not connect to ${where.origin} (${code})`;
        case 'dns':
        case 'dns-temporary':
            return `could not resolve ${where.hostname} (${code})`;
        case 'tls': {
            // Node's text ends with its own advice after a ';' (run with --use-system-ca); ours follows.
            const what = failure.message.replace(/^(\w*Error: )+/, '').split(';')[0];
            const privateCa = /CERT|SELF_SIGNED|ISSUER/.test(code)
                ? ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
                    " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)"
                : '';
            return `the TLS connection to ${where.origin} failed: ${what} (${code})${privateCa}`;
        }
        case 'reset':
            return once
                ? 'the connection was reset after the request was sent'
                : `the connection was reset before a response (${code})`;
        case 'reset-in-body':
            return `the connection was reset while the response was being read (${code})`;
        case 'timeout':
            return `no response within ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainSeconds */ ._u)(where.timeoutMs)} (request-timeout)`;
        case 'not-sent':
            return `not sent: ${failure.message}`;
        case 'abandoned':
            return `abandoned: ${failure.message}`;
        case 'too-large':
        case 'undecodable':
            return failure.message;
        case 'other':
            return `the request failed: ${failure.message} (${code})`;
    }
}
function endReason(end, where) {
    return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}
/** Characters. */
const EXCERPT_MAX = 120;
/** Characters quoted in an error line; the error's field keeps the message whole. */
const MESSAGE_MAX = 1000;
// A Map, not an object: a page's `&constructor;` must not find Object's own keys.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }));
/**
 * Typically a proxy's HTML page; `<head>` is dropped as an nginx page's title repeats its heading.
 * Redaction runs before cutting so a token cannot survive half-cut.
 */
function bodyExcerpt(body, redact) {
    // Only the start of a huge body can end up in the excerpt; bound the regex work.
    const text = body
        .slice(0, 20_000)
        .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity);
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text))), EXCERPT_MAX);
}
function decodeEntity(entity, name) {
    if (name.startsWith('#')) {
        // `#x41` reads as 0x41, `#65` as 065.
        const code = Number(`0${name.slice(1)}`);
        return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES.get(name.toLowerCase()) ?? entity;
}
function quoteable(text, redact) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact(text)), MESSAGE_MAX);
}


/***/ }),

/***/ 280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ENDPOINTS),
/* harmony export */   x: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * the emulator routes by the same patterns, and error lines start with their operation's name.
 */
function endpoint(method, pattern, operation) {
    return {
        method,
        pattern,
        path: (...params) => {
            let i = 0;
            return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
        },
        operation,
    };
}
const FABRIC = '/api/orchestration/fabric';
const CONNECTION = `${FABRIC}/:fabricId/connection/name/:connectionName`;
const ENDPOINTS = {
    runTests: endpoint('POST', '/api/orchestration/tests/run', 'Run data tests'),
    deployProject: endpoint('POST', '/api/deploy/project', 'Deploy project'),
    createFabric: endpoint('POST', FABRIC, 'Create fabric'),
    updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`, 'Update fabric'),
    addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`, 'Add connection'),
    getConnection: endpoint('GET', CONNECTION, 'Retrieve connection'),
    updateConnection: endpoint('PUT', CONNECTION, 'Update connection'),
    addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`, 'Add secret'),
    listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`, 'List secrets'),
    updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Update secret'),
    getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Retrieve secret'),
    triggerPipeline: endpoint('POST', '/api/trigger/pipeline', 'Trigger pipeline'),
    pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId', 'Pipeline run status'),
};
/** The operation names, by endpoint: as they start every error line. */
const OPERATIONS = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { operation }]) => [name, operation]));


/***/ })

};
