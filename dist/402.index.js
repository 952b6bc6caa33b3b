export const id = 402;
export const ids = [402];
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

/***/ 9427:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ realRoots),
/* harmony export */   UO: () => (/* binding */ isWithin),
/* harmony export */   Yt: () => (/* binding */ LinkBroken),
/* harmony export */   hn: () => (/* binding */ realPathToRead),
/* harmony export */   sT: () => (/* binding */ followLink),
/* harmony export */   yY: () => (/* binding */ LinkLeadsOut)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * The one notion of a symbolic link that leads out. A checkout holds whatever the pull request
 * committed, links included, so a link inside one of the roots (the workspace; for a written file
 * also RUNNER_TEMP) that resolves outside all of them is the pull request's way out, and refused.
 * A link elsewhere is the machine's own (`/tmp` on macOS), and followed. The reader
 * (read.ts) and the writer (safe-write.ts) walk a path name by name with lstat and ask this module
 * about every link they meet; each words the refusal its own way, never with the link's target,
 * which is text the pull request chose.
 */


/** Real paths, as a walk compares real paths; a root that does not exist stays as given. */
async function realRoots(named) {
    return Promise.all(named.map(async ({ name, path }) => ({ name, path: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)) })));
}
function isWithin(path, folder) {
    return path === folder || path.startsWith(folder.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? folder : folder + node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
}
/**
 * A link inside `root` that resolves outside every root; `link` as the caller names it. Not an
 * ActionError: read.ts words it as the input's error, safe-write.ts as an UnsafePath.
 */
class LinkLeadsOut extends Error {
    link;
    root;
    name = 'LinkLeadsOut';
    constructor(link, root) {
        super(`the symbolic link ${link} leads out of ${root.name}`);
        this.link = link;
        this.root = root;
    }
}
/**
 * A link whose target does not exist (ENOENT) or is a loop of links (ELOOP). Not an ActionError:
 * read.ts words it as a FileError, safe-write.ts as an UnsafePath.
 */
class LinkBroken extends Error {
    link;
    code;
    name = 'LinkBroken';
    constructor(link, code) {
        super(`the symbolic link ${link} leads nowhere (${code})`);
        this.link = link;
        this.code = code;
    }
}
/**
 * Where a link leads, as a real path. `link` must be a real folder and a name (the walks keep it
 * so): a link is inside a root by where it is, not by the names it was reached through. Errors
 * name it as `shown`.
 */
async function followLink(link, roots, shown = link) {
    const to = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(link).catch((err) => {
        throw new LinkBroken(shown, err.code ?? String(err));
    });
    const holder = roots.find((root) => isWithin(link, root.path));
    if (holder !== undefined && !roots.some((root) => isWithin(to, root.path)))
        throw new LinkLeadsOut(shown, holder);
    return to;
}
/**
 * The real path of a file to read, every link on the way (a folder of the path or the file's own
 * name) followed and checked. `.` and `..` are taken as the kernel takes them, after the links
 * before them. The walk stops at a name that cannot be looked at (missing, under a file,
 * forbidden): opening the path then fails for the same reason. Errors name a link by the part of
 * `path` that reached it, as the user wrote it.
 */
async function realPathToRead(path, roots, cwd = process.cwd()) {
    const names = path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '\\' ? /[\\/]/ : '/');
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path);
    let real = absolute ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.parse)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)).root : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd));
    const written = [];
    for (const [i, name] of names.entries()) {
        if (name === '' || name === '.')
            continue;
        written.push(name);
        if (name === '..') {
            real = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(real);
            continue;
        }
        const next = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(next).catch(() => undefined);
        // Not joined, which would undo a `..` after the name the kernel will stop at too.
        if (info === undefined)
            return [next, ...names.slice(i + 1)].join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        const shown = (absolute ? node_path__WEBPACK_IMPORTED_MODULE_1__.sep : '') + written.join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        real = info.isSymbolicLink() ? await followLink(next, roots, shown) : next;
    }
    return real;
}


/***/ }),

/***/ 3180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   Oe: () => (/* binding */ FileUnreadable),
/* harmony export */   jl: () => (/* binding */ MAX_YAML_BYTES),
/* harmony export */   ue: () => (/* binding */ MAX_RESULTS_BYTES)
/* harmony export */ });
/* unused harmony export LeavesWorkspace */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2711);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4518);
/* harmony import */ var _common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1017);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9427);
/**
 * The one way the action reads a file a user names: nothing in it is trusted to be where it seems
 * (a link the pull request committed may lead out of the workspace: links.ts), small, a file
 * (regular-file.ts), or text. Anything but UTF-8 is refused, never decoded with replacement
 * characters, which would send names and values the user never wrote. No message quotes the
 * content: a file such as /proc/self/environ is never echoed.
 */





/** Far more than any test plan, overrides or fabric file. */
const MAX_YAML_BYTES = 10 * 1024 * 1024;
/** Under the longest string V8 can make, which JSON.parse needs. */
const MAX_RESULTS_BYTES = 500 * 1024 * 1024;
/** `why`: the file was refused before its content was looked at; undefined when the content was. */
class FileUnreadable extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6 {
    name = 'FileUnreadable';
    why;
    constructor(file, line, reason, why) {
        super(file, line, reason);
        this.why = why;
    }
}
/**
 * A file inside the workspace that a symbolic link (its own name, or a folder of its path) takes
 * out of it: not read at all. Not a FileError: the input names the wrong thing, whatever the file
 * holds, and a reader that forgives a bad file (sources.ts, baseline-results) must not forgive this.
 */
class LeavesWorkspace extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo {
    name = 'LeavesWorkspace';
    constructor(input, shown, link) {
        super(`${input ? `Input ${input}: ` : ''}${shown} leaves the workspace through the symbolic link ${link}, which the action does not follow: name a file inside the workspace`);
    }
}
/**
 * Without the BOM (the decoder drops it); UTF-16 and UTF-32 are named, as text they would be full
 * of NULs. What is opened is the real path the link check found, with O_NOFOLLOW, so the check
 * and the read agree.
 */
async function readTextFile(path, limit, options = {}) {
    const shown = options.shown ?? path;
    const roots = await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realRoots */ .CB)([{ name: 'the workspace', path: options.workspace ?? (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceDir */ .zf)() }]);
    let bytes;
    try {
        bytes = await (0,_common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathToRead */ .hn)(path, roots, options.base), limit, true);
    }
    catch (err) {
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkLeadsOut */ .yY)
            throw new LeavesWorkspace(options.input, shown, err.link);
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkBroken */ .Yt)
            throw new FileUnreadable(shown, undefined, `file not found (the symbolic link ${err.link} leads ${err.code === 'ELOOP' ? 'round in a loop' : 'to nothing'})`, 'missing');
        if (!(err instanceof _common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .FileRefused */ .rV))
            throw err;
        // Too large is a refusal of the content, not of the file: no `why` (sources.ts reads it).
        throw new FileUnreadable(shown, undefined, err.reason, err.why === 'too-large' ? undefined : err.why);
    }
    const wide = wideEncoding(bytes);
    if (wide)
        throw new FileUnreadable(shown, undefined, `is encoded as ${wide}: save it as UTF-8`);
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new FileUnreadable(shown, firstBadLine(bytes), 'is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8');
    }
}
/** UTF-16 without a byte-order mark: in mostly ASCII text every other byte is NUL. */
function wideEncoding(bytes) {
    // The byte-order marks, little- and big-endian.
    const head = bytes.subarray(0, 4).toString('hex');
    if (head === 'fffe0000' || head === '0000feff')
        return 'UTF-32';
    if (/^(fffe|feff)/.test(head))
        return 'UTF-16';
    const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
    if (pairs < 4)
        return undefined;
    let evenNuls = 0;
    let oddNuls = 0;
    for (let i = 0; i < pairs; i++) {
        if (bytes[2 * i] === 0)
            evenNuls++;
        if (bytes[2 * i + 1] === 0)
            oddNuls++;
    }
    const mostly = (n) => n >= pairs * 0.4;
    const seldom = (n) => n <= pairs * 0.1;
    return (mostly(evenNuls) && seldom(oddNuls)) || (mostly(oddNuls) && seldom(evenNuls))
        ? 'UTF-16'
        : undefined;
}
/** Line by line, as a line feed is never inside a character. */
function firstBadLine(bytes) {
    let line = 1;
    for (let start = 0; start < bytes.length; line++) {
        const end = bytes.indexOf(0x0a, start);
        const stop = end < 0 ? bytes.length : end;
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(start, stop)))
            return line;
        start = stop + 1;
    }
    return line;
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

/***/ 7822:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CommentLookupLimit: () => (/* binding */ CommentLookupLimit),
/* harmony export */   MAX_COMMENT_PAGES: () => (/* binding */ MAX_COMMENT_PAGES),
/* harmony export */   commentAction: () => (/* binding */ commentAction),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   describeCommentFailure: () => (/* binding */ describeCommentFailure),
/* harmony export */   encodeName: () => (/* binding */ encodeName),
/* harmony export */   fabricCommentMarker: () => (/* binding */ fabricCommentMarker),
/* harmony export */   upsertPrComment: () => (/* binding */ upsertPrComment)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1676);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2716);
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

/***/ 3625:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ keepHealth)
/* harmony export */ });
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9951);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2084);
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1676);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);




/** The issue keeps a check on the default branch: a pull request has its comment instead. */
async function keepHealth(keeping, context, github, runner, now = Date.now()) {
    if (isPullRequest(context)) {
        runner.notice('health-issue: this run is about a pull request, which has its comment (pr-comment) instead; the health issue is kept by the scheduled runs on the default branch, so none was opened, edited or closed.');
        return;
    }
    if (!context.repo) {
        runner.warning('health-issue: GITHUB_REPOSITORY is not owner/name, so there is no repository to keep the issue in.');
        return;
    }
    const { keepHealthIssue } = await __webpack_require__.e(/* import() */ 369).then(__webpack_require__.bind(__webpack_require__, 3369));
    try {
        const outcome = await keepHealthIssue(await github(), context.repo, {
            marker: keeping.marker,
            title: keeping.title,
            labels: keeping.labels,
            failing: keeping.failing ? keeping.render(_common_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .ISSUE_BUDGET_BYTES */ .sl) : undefined,
            passing: closingLine(keeping.passing, context.runUrl, now),
            now,
        }, (text) => runner.secrets.redact(text));
        if (outcome.action === 'none') {
            runner.info('Health issue: the check passes and no issue of it is open; nothing to close.');
            return;
        }
        runner.info(`Health issue ${outcome.action}: ${outcome.htmlUrl ?? `#${outcome.number}`}`);
        if (outcome.writtenAs !== undefined)
            runner.warning(`GitHub opened the health issue as ${outcome.writtenAs}, but the action keeps only issues by ${_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will open another. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`);
    }
    catch (err) {
        runner.warning(describeHealthFailure(err));
    }
}
/** pull_request, pull_request_target, or a workflow_run that follows one. */
function isPullRequest(context) {
    return context.pullRequest !== undefined || context.eventName.startsWith('pull_request');
}
/** `Passing since [this run](…) (2026-11-21 02:05 UTC): the data tests pass. …`. */
function closingLine(passing, runUrl, now) {
    const since = runUrl ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)('this run', runUrl)} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUtc */ .ay)(now)})` : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUtc */ .ay)(now);
    return `Passing since ${since}: ${passing}. Closed by orchestration-action (health-issue); a failure within 7 days reopens this issue.`;
}
/** Only a create (an issue, a comment, a label) is sent once: an edit that failed was sent again, so it was not made. */
function describeHealthFailure(err) {
    const created = err instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .vK && err.route.startsWith('POST ');
    return (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .describeWriteFailure */ .jg)(err, 'Could not keep the health issue', 'The github-token needs the issues: write permission (add `permissions: issues: write` to the job).', created ? ' GitHub may have carried it out all the same: the request is not sent twice.' : '');
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

/***/ 8940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ onReference),
/* harmony export */   P5: () => (/* binding */ describeReference),
/* harmony export */   XZ: () => (/* binding */ compareRun),
/* harmony export */   iF: () => (/* binding */ comparisonLine),
/* harmony export */   k0: () => (/* binding */ resultIdentities),
/* harmony export */   nX: () => (/* binding */ comparisonSentence),
/* harmony export */   ne: () => (/* binding */ referenceCalls),
/* harmony export */   x3: () => (/* binding */ testIdentity)
/* harmony export */ });
/* unused harmony exports compareWithReference, unavailableBaseline */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9750);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6515);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);



/**
 * `branch main`, `version 1.2.0`, `branch main, version 1.2.0`; `the latest run in history.json`
 * (baseline: history).
 */
function describeReference(reference) {
    const { branch, version, history } = reference;
    if (history !== undefined)
        return `the latest run in ${history}${branch === undefined ? '' : ` (${branch})`}`;
    const parts = [branch !== undefined && `branch ${branch}`, version !== undefined && `version ${version}`];
    return parts.filter(Boolean).join(', ') || 'the baseline results';
}
/**
 * `on main`, `on version 1.2.0`, `on main at version 1.2.0`, `in the baseline results`; a history's
 * latest run is `on` its branch, else `in the history`.
 */
function onReference({ branch, version, history }) {
    if (history !== undefined)
        return branch === undefined ? 'in the history' : `on ${branch}`;
    const parts = [branch ?? false, version !== undefined && `version ${version}`].filter((p) => p !== false);
    return parts.length > 0 ? `on ${parts.join(' at ')}` : 'in the baseline results';
}
/**
 * `2 new failures, 1 already failing on main, 1 fixed`, and quarantined and gone tests when any:
 * a quarantined failure is neither new nor already failing.
 */
function comparisonLine(counts, baseline) {
    const fresh = counts.newFailed + counts.newErrored;
    const parts = [
        `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(fresh)} new ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(fresh, 'failure')}`,
        `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.preExisting)} already failing ${onReference(baseline)}`,
    ];
    if (counts.quarantined > 0)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.quarantined)} quarantined`);
    parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.fixed)} fixed`);
    if (counts.gone > 0)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.gone)} no longer run`);
    return parts.join(', ');
}
/** What the comparison found, or why it could not be made (for all or part of the run). */
function comparisonSentence(counts, baseline) {
    const history = baseline.history === undefined ? '' : ' (baseline: history)';
    if (baseline.unavailable === undefined)
        return `${comparisonLine(counts, baseline)}${history}.`;
    if (!baseline.partial)
        return `The comparison with the baseline is unavailable: ${baseline.unavailable}. Every failure counts as new.`;
    return `The comparison with the baseline is unavailable for part of the run (${baseline.unavailable}): failures there count as new. In all: ${comparisonLine(counts, baseline)}.`;
}
/**
 * Exactly what baseline-branch and baseline-version say: a version alone names a release, so the
 * run's branch is not kept, and a branch alone is its latest, whatever version this run pinned.
 */
function referenceCalls(calls, reference) {
    const label = describeReference(reference);
    return calls.map((call) => {
        const { branch: _branch, version: _version, ...request } = call.request;
        return {
            id: call.id,
            label: `${call.label} (baseline: ${label})`,
            request: {
                ...request,
                ...(reference.branch !== undefined && { branch: reference.branch }),
                ...(reference.version !== undefined && { version: reference.version }),
            },
        };
    });
}
/** `model` is empty for a test that is not a model's. */
function testIdentity(model, result) {
    return `${model}\u0000${result.table}\u0000${result.columnName}\u0000${result.name}`;
}
/** Per call: its results' identities, in order, made once for the steps that each need them all. */
const identities = new WeakMap();
/**
 * The identity of each result of a call that ran, in order. Every step of finishing a run keeps a
 * call's results in order and each result's test (only statuses and what was learned change), so
 * they are made once per call however many steps ask: at 100,000 results, each pass that made them
 * anew cost a tenth of a second in strings.
 */
function resultIdentities(outcome) {
    const { call, results } = outcome;
    const known = identities.get(call);
    if (known && known.count === results.length)
        return known.keys;
    const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(call) ?? '';
    const keys = results.map((result) => testIdentity(model, result));
    identities.set(call, { count: results.length, keys });
    return keys;
}
/**
 * The step of finishing a run (finish.ts) that compares it. Unavailable, nothing is classified and
 * a classification the results carried (report mode: a merged file's own) no longer holds.
 */
function compareRun(run, comparison) {
    if ('statuses' in comparison)
        return { ...run, ...compareWithStatuses(run.calls, comparison.statuses, comparison.source) };
    if (comparison.unavailable === undefined)
        return { ...run, ...compareWithReference(run.calls, comparison.calls, comparison.source) };
    return {
        ...run,
        calls: (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .mapResults */ .du)(run.calls, () => unclassified),
        baseline: unavailableBaseline(comparison.source, comparison.unavailable),
    };
}
function unclassified(result) {
    if (result.classification === undefined)
        return result;
    const { classification: _dropped, ...rest } = result;
    return rest;
}
/**
 * The calls with their results classified, and what else the comparison found; linear in the
 * results of both runs.
 */
function compareWithReference(calls, reference, source) {
    // Each reference test's status; should a test appear twice, a failure wins.
    const referenceStatus = new Map();
    for (const [key, result] of identified(reference)) {
        const known = referenceStatus.get(key);
        if (known === undefined || (!(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(known) && (0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(result.status)))
            referenceStatus.set(key, result.status);
    }
    return compareWithStatuses(calls, referenceStatus, source);
}
/** The calls classified against each test's status in the reference, by testIdentity. */
function compareWithStatuses(calls, referenceStatus, source) {
    const seen = new Set();
    const classified = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .mapResults */ .du)(calls, (outcome) => {
        const keys = resultIdentities(outcome);
        // mapResults asks for each result once, in order.
        let i = 0;
        return (result) => {
            const key = keys[i++];
            seen.add(key);
            const there = referenceStatus.get(key);
            const classification = classificationOf(result.status, there !== undefined && (0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(there));
            if (classification === undefined || classification === result.classification)
                return result;
            return { ...result, classification };
        };
    });
    const covers = scopeOf(calls);
    const gone = [];
    let goneCount = 0;
    for (const [key, status] of referenceStatus) {
        if (seen.has(key))
            continue;
        const [model, table, columnName, name] = key.split('\u0000');
        if (!covers(model, table, columnName))
            continue;
        goneCount++;
        if (gone.length < _model_js__WEBPACK_IMPORTED_MODULE_1__/* .GONE_LIST_MAX */ .S7)
            gone.push({ ...(model !== '' && { model }), table, columnName, name, status });
    }
    return { calls: classified, baseline: { ...source, gone, goneCount } };
}
/** A status that neither passes nor fails is not classified. */
function classificationOf(status, failedThere) {
    if ((0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(status))
        return failedThere ? 'pre-existing' : 'new';
    if (status === 'SUCCEEDED')
        return failedThere ? 'fixed' : 'passing';
    return undefined;
}
/** The results of the calls that ran, each with its identity. */
function* identified(calls) {
    for (const outcome of calls) {
        if (!outcome.ok)
            continue;
        const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(outcome.call) ?? '';
        for (const result of outcome.results)
            yield [testIdentity(model, result), result];
    }
}
/** Nothing is classified: every failure counts as new. */
function unavailableBaseline(source, reason) {
    return { ...source, unavailable: reason, gone: [], goneCount: 0 };
}
/** What this run could have run, so another shard's test is not reported as gone. */
function scopeOf(calls) {
    const models = new Set();
    const places = new Set();
    let everything = false;
    for (const { call, ok } of calls) {
        // A call that failed as a request ran nothing: its tests are not gone, they did not run.
        if (!ok)
            continue;
        const request = call.request;
        if ('modelName' in request) {
            models.add(request.modelName);
            continue;
        }
        if (request.tests === undefined) {
            everything = true;
            continue;
        }
        for (const element of request.tests) {
            if (element.projectTests)
                places.add('\u0000');
            if (element.table === undefined)
                continue;
            if (element.tableTests)
                places.add(`${element.table}\u0000`);
            for (const column of element.columnTests ?? [])
                places.add(`${element.table}\u0000${column.name}`);
        }
    }
    return (model, table, column) => model !== '' ? models.has(model) : everything || places.has(`${table}\u0000${column}`);
}


/***/ }),

/***/ 6515:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N6: () => (/* binding */ isFailure),
/* harmony export */   Wr: () => (/* binding */ groupResults),
/* harmony export */   aD: () => (/* binding */ countResults),
/* harmony export */   en: () => (/* binding */ resultTotal),
/* harmony export */   fK: () => (/* binding */ isQuarantined),
/* harmony export */   s8: () => (/* binding */ isFlaky)
/* harmony export */ });
/* unused harmony exports emptyCounts, groupOf */
/* harmony import */ var _file_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7516);

function emptyCounts() {
    return Object.fromEntries(_file_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNT_NAMES */ .bO.map((name) => [name, 0]));
}
/** One pass: a failure is new unless classified pre-existing, so without a baseline all are new. */
function countResults(calls, baseline) {
    const counts = emptyCounts();
    for (const call of calls) {
        if (!call.ok)
            continue;
        const { results, summary } = call;
        counts.total += results.length;
        for (let i = 0; i < results.length; i++)
            countResult(counts, results[i]);
        // Skips and warnings are not result statuses: only the service's summary knows them.
        counts.skipped += summary.skip;
        counts.warnings += summary.warning;
    }
    counts.gone = baseline?.goneCount ?? 0;
    return counts;
}
/** How many results the calls that ran hold: the `total` of their counts, before the run is finished. */
function resultTotal(calls) {
    let total = 0;
    for (const call of calls)
        if (call.ok)
            total += call.results.length;
    return total;
}
/**
 * A quarantined failure is `quarantined` whatever the baseline says of it (docs/quarantine.md); a
 * status the action does not know is `other`, neither a pass nor a failure.
 */
const RESULT_GROUPS = ['new', 'pre-existing', 'quarantined', 'fixed', 'passing', 'other'];
function groupOf(result) {
    const { status, classification } = result;
    if (status === 'SUCCEEDED')
        return classification === 'fixed' ? 'fixed' : 'passing';
    if (!isFailure(status))
        return 'other';
    if (isQuarantined(result))
        return 'quarantined';
    return classification === 'pre-existing' ? 'pre-existing' : 'new';
}
/** Covered by an entry still in force. */
function isQuarantined(result) {
    return result.quarantine !== undefined && !result.quarantine.expired && isFailure(result.status);
}
function countResult(counts, result) {
    const group = groupOf(result);
    if (group === 'passing' || group === 'fixed')
        counts.succeeded++;
    if (group === 'fixed')
        counts.fixed++;
    if (group === 'pre-existing')
        counts.preExisting++;
    if (group === 'quarantined')
        counts.quarantined++;
    if (result.status === 'FAILED') {
        counts.failed++;
        if (group === 'new')
            counts.newFailed++;
        if (group === 'quarantined')
            counts.quarantinedFailed++;
    }
    else if (result.status === 'ERROR') {
        counts.errored++;
        if (group === 'new')
            counts.newErrored++;
        if (group === 'quarantined')
            counts.quarantinedErrored++;
    }
    // A quarantined failure counts in no class but its own, flaky included (fail-on: flaky).
    if (group !== 'quarantined' && isFlaky(result))
        counts.flaky++;
}
/** By the same rules the counts follow (groupOf, isFlaky). */
function groupResults(calls) {
    const lists = [...RESULT_GROUPS, 'flaky', 'failedCalls'].map((name) => [name, []]);
    const groups = Object.fromEntries(lists);
    for (const outcome of calls) {
        if (!outcome.ok) {
            groups.failedCalls.push(outcome);
            continue;
        }
        for (const result of outcome.results) {
            const entry = { call: outcome.call, result };
            const group = groupOf(result);
            groups[group].push(entry);
            if (group === 'fixed')
                groups.passing.push(entry);
            if (group !== 'quarantined' && isFlaky(result))
                groups.flaky.push(entry);
        }
    }
    return groups;
}
/** FAILED or ERROR: what fails a test. Any other status the service may add neither passes nor fails. */
function isFailure(status) {
    return status === 'FAILED' || status === 'ERROR';
}
function isFlaky(result) {
    const first = result.attempts?.[0];
    return first !== undefined && result.attempts.some((a) => a.status !== first.status);
}


/***/ }),

/***/ 7516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ CLASSIFICATIONS),
/* harmony export */   LZ: () => (/* binding */ RESULTS_FORMAT),
/* harmony export */   Mu: () => (/* binding */ RESULTS_FORMAT_VERSION),
/* harmony export */   Oq: () => (/* binding */ HISTORY_FORMAT_VERSION),
/* harmony export */   bO: () => (/* binding */ COUNT_NAMES),
/* harmony export */   nA: () => (/* binding */ HISTORY_FORMAT)
/* harmony export */ });
/**
 * What names the results file and the history file and what their counts are, apart from the zod
 * schemas that read the files back (results-format.ts, history-format.ts): a step that only writes
 * them, or counts a run, does not build those schemas as it starts.
 */
const RESULTS_FORMAT = 'orchestration-action/test-results';
const RESULTS_FORMAT_VERSION = 1;
/**
 * Computed from the results, in the results file's order (the first six every version wrote):
 * failed and errored count the FAILED and ERROR results; skipped and warnings come from the
 * services' summaries (`skip`, `warning`), as no result has such a status. newFailed and newErrored
 * are failures neither pre-existing nor quarantined (all of them without a baseline); preExisting,
 * failures that also failed in the baseline; fixed, tests that failed there and pass here; gone,
 * tests that ran there but not here; flaky, tests whose status changed between attempts (rerun).
 * A failure covered by a quarantine entry in force counts as quarantined (and quarantinedFailed or
 * quarantinedErrored) and in no other class.
 */
const COUNT_NAMES = [
    'total',
    'succeeded',
    'failed',
    'errored',
    'skipped',
    'warnings',
    'newFailed',
    'newErrored',
    'preExisting',
    'fixed',
    'gone',
    'flaky',
    'quarantined',
    'quarantinedFailed',
    'quarantinedErrored',
];
/** A FAILED or ERROR result is `new` or `pre-existing`, a SUCCEEDED one `fixed` or `passing`. */
const CLASSIFICATIONS = ['new', 'pre-existing', 'fixed', 'passing'];
const HISTORY_FORMAT = 'orchestration-action/test-history';
const HISTORY_FORMAT_VERSION = 1;


/***/ }),

/***/ 5951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ utcDate),
/* harmony export */   Yg: () => (/* binding */ historyPhrase),
/* harmony export */   f4: () => (/* binding */ historyHeadline),
/* harmony export */   sU: () => (/* binding */ tallyNotes),
/* harmony export */   sm: () => (/* binding */ historyPlace)
/* harmony export */ });
/* unused harmony exports shortDate, shortSha, commitUrl, PLAIN */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_SHA = 7;
/** `on main`; `in the history` when its runs name no branch. */
function historyPlace(history) {
    const branch = history?.branch;
    return branch === undefined ? 'in the history' : `on ${branch}`;
}
/** `2026-11-28`, UTC; undefined for a time that is not one. */
function utcDate(time) {
    const ms = Date.parse(time);
    return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : undefined;
}
/** `Nov 28`, or `Nov 28, 2025` in another year than `year`: short, for a headline. */
function shortDate(time, year) {
    const ms = Date.parse(time);
    if (!Number.isFinite(ms))
        return undefined;
    const day = new Date(ms);
    const text = `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
    return day.getUTCFullYear() === year ? text : `${text}, ${day.getUTCFullYear()}`;
}
/** `c0ffee0`: the commit's short SHA, when what the file holds is a SHA. */
function shortSha(sha) {
    return /^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, SHORT_SHA).toLowerCase() : undefined;
}
/** `https://github.com/acme/data/commit/<sha>`, from the run's page in the same repository. */
function commitUrl(runUrl, sha) {
    const repository = /^(https?:\/\/[^\s/]+(?:\/[^\s/]+)*?\/[^\s/]+\/[^\s/]+)\/actions\/runs\/\d+/.exec(runUrl ?? '')?.[1];
    return repository && shortSha(sha) ? `${repository}/commit/${sha.toLowerCase()}` : undefined;
}
/** Plain text, for an annotation or a log line: `commit c0ffee0, run 4242`. */
const PLAIN = {
    commit: (short) => `commit ${short}`,
    run: (label) => label,
    text: (value) => value,
};
/**
 * `new: passed the last 50 runs on main`, `first seen: in none of the last 12 runs on main`,
 * `failing on main since 2026-11-28 (commit c0ffee0, run 4242), 5 runs in a row`,
 * `flaky: failed 7 of the last 50 runs on main`.
 */
function historyPhrase(note, history, format = PLAIN) {
    const place = format.text(historyPlace(history));
    const last = (n) => (n === 1 ? 'the last run' : `the last ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} runs`);
    switch (note.kind) {
        case 'new':
            return `new: passed ${last(note.runs)} ${place}`;
        case 'first-seen':
            return note.runs === 1
                ? `first seen: not in the last run ${place}`
                : `first seen: in none of the last ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(note.runs)} runs ${place}`;
        case 'flaky':
            return `flaky: failed ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(note.failed)} of ${last(note.runs)} ${place}`;
        case 'failing-since': {
            const since = note.since;
            const streak = note.streak ?? 0;
            const inARow = `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(streak)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(streak, 'run')} in a row`;
            if (!since)
                return `failing ${place}, ${inARow}`;
            const day = utcDate(since.time);
            const short = shortSha(since.sha);
            const runLabel = /^\d{1,20}$/.test(since.id) ? `run ${since.id}` : 'its run';
            const where = [
                short && format.commit(short, commitUrl(since.url, since.sha)),
                format.run(runLabel, since.url),
            ].filter(Boolean);
            return `failing ${place} since ${day ?? 'an unknown day'} (${where.join(', ')}), ${inARow}`;
        }
    }
}
function tallyNotes(notes) {
    const tally = { fresh: 0, failingSince: 0, earliest: undefined, flaky: 0 };
    for (const note of notes) {
        if (note.kind === 'flaky')
            tally.flaky++;
        else if (note.kind !== 'failing-since')
            tally.fresh++;
        else {
            tally.failingSince++;
            const time = note.since?.time;
            if (time !== undefined && Number.isFinite(Date.parse(time)))
                if (tally.earliest === undefined || Date.parse(time) < Date.parse(tally.earliest))
                    tally.earliest = time;
        }
    }
    return tally;
}
/**
 * `1 new failure · 2 failing on main since Nov 28 · 1 flaky`; `year` is this run's, so a day of
 * another year says its year.
 */
function historyHeadline(tally, history, year, text = (value) => value) {
    const parts = [];
    if (tally.fresh > 0)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(tally.fresh)} new ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tally.fresh, 'failure')}`);
    if (tally.failingSince > 0) {
        const since = tally.earliest === undefined ? undefined : shortDate(tally.earliest, year);
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(tally.failingSince)} failing ${text(historyPlace(history))}${since ? ` since ${since}` : ''}`);
    }
    if (tally.flaky > 0)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(tally.flaky)} flaky`);
    return parts;
}


/***/ }),

/***/ 2838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ withoutQuarantineMarks),
/* harmony export */   KS: () => (/* binding */ quarantineOf),
/* harmony export */   No: () => (/* binding */ quarantineNote),
/* harmony export */   P4: () => (/* binding */ applyQuarantine),
/* harmony export */   SZ: () => (/* binding */ expiredEntries),
/* harmony export */   TK: () => (/* binding */ entriesAdded),
/* harmony export */   UR: () => (/* binding */ passingEntries),
/* harmony export */   VA: () => (/* binding */ ADDED_BY_PULL_REQUEST),
/* harmony export */   YL: () => (/* binding */ quarantinedWords),
/* harmony export */   YM: () => (/* binding */ daysBetween),
/* harmony export */   b4: () => (/* binding */ entryLabel),
/* harmony export */   dA: () => (/* binding */ utcDay),
/* harmony export */   eU: () => (/* binding */ quarantinedByAddedEntries),
/* harmony export */   jO: () => (/* binding */ addedEntries),
/* harmony export */   kk: () => (/* binding */ unmatchedEntries),
/* harmony export */   so: () => (/* binding */ claimedQuarantined),
/* harmony export */   wN: () => (/* binding */ quarantineSentence)
/* harmony export */ });
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6515);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9750);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);



/** `2026-11-25`: the UTC day decides whether an entry is in force. */
function utcDay(now) {
    return now.toISOString().slice(0, 10);
}
/** Whole days between `YYYY-MM-DD` days, negative before. */
function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
/**
 * The step of finishing a run (finish.ts) that applies the quarantine file: each failure an entry
 * covers is marked, replacing any earlier mark, and the run says what each entry matched.
 */
function applyQuarantine(run, step) {
    const tally = quarantineTally(step);
    const calls = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .mapResults */ .du)(run.calls, (outcome) => {
        const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(outcome.call);
        return (result) => marked(result, tally.cover(result, model), step.file.path);
    });
    return { ...run, calls, quarantine: tally.quarantine };
}
/**
 * What each entry matched in these calls, without marking them: a part of a merged run, whose
 * results the merge marked, tells its own.
 */
function quarantineOf(calls, step) {
    const tally = quarantineTally(step);
    for (const outcome of calls) {
        if (!outcome.ok)
            continue;
        const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(outcome.call);
        for (const result of outcome.results)
            tally.cover(result, model);
    }
    return tally.quarantine;
}
/** The run's report of the file, and the one judgement of each result that counts into it. */
function quarantineTally({ file, today, added }) {
    const entries = file.entries.map((entry) => ({
        ...entry,
        ...(added?.has(entry.line) && { addedByPullRequest: true }),
        expired: today > entry.until,
        matched: 0,
        passed: 0,
        quarantined: 0,
        expiredFailures: 0,
    }));
    const lookup = entryLookup(entries);
    return {
        quarantine: { file: file.path, checkedOn: today, entries },
        /** Counts the result into its entries; the entry that covers it, when it is a failure one matches. */
        cover(result, model) {
            const matches = lookup(result, model);
            if (matches.length === 0)
                return undefined;
            for (const entry of matches) {
                entry.matched++;
                if (result.status === 'SUCCEEDED')
                    entry.passed++;
            }
            if (!(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(result.status))
                return undefined;
            // The first entry in the file that is in force covers it; failing that, the first expired one says so.
            const covering = matches.find((e) => !e.expired) ?? matches[0];
            if (covering.expired)
                covering.expiredFailures++;
            else
                covering.quarantined++;
            return covering;
        },
    };
}
/** The result with the covering entry's mark, or with none. */
function marked(result, covering, file) {
    if (covering === undefined)
        return unmarked(result);
    const { line, owner, reason, until, expired, addedByPullRequest } = covering;
    const { quarantine: _earlier, ...rest } = result;
    return {
        ...rest,
        quarantine: {
            file,
            line,
            owner,
            reason,
            until,
            expired,
            ...(addedByPullRequest && { addedByPullRequest }),
        },
    };
}
function unmarked(result) {
    if (result.quarantine === undefined)
        return result;
    const { quarantine: _dropped, ...rest } = result;
    return rest;
}
/**
 * The lines of the entries the base branch's file does not hold (docs/quarantine.md): every entry
 * when the base has no file. The base holds an entry when one of its own quarantines at least the
 * same results for at least as long: it names the same test and, of table, column and model, only
 * fields the entry names too, with the same values (`test: unique` holds `test: unique, table: x`),
 * and its until is the same day or later. So editing an entry's owner or reason, narrowing it or
 * ending it sooner adds nothing; a new entry, a broader one, or a later until is a quarantine the
 * pull request grants, and is marked.
 */
function entriesAdded(file, base) {
    const latest = new Map();
    for (const entry of base?.entries ?? []) {
        const key = keyOf([entry.test, entry.table, entry.column, entry.model]);
        const until = latest.get(key);
        if (until === undefined || entry.until > until)
            latest.set(key, entry.until);
    }
    const added = new Set();
    for (const entry of file.entries) {
        let held = false;
        // The entry's own fields, each also left out: at most eight keys (the test is always named).
        for (const table of entry.table === undefined ? [undefined] : [entry.table, undefined])
            for (const column of entry.column === undefined ? [undefined] : [entry.column, undefined])
                for (const model of entry.model === undefined ? [undefined] : [entry.model, undefined]) {
                    const until = latest.get(keyOf([entry.test, table, column, model]));
                    if (until !== undefined && until >= entry.until)
                        held = true;
                }
        if (!held)
            added.add(entry.line);
    }
    return added;
}
/**
 * In file order. The file refuses repeated fields, so each of the eight ways to leave table,
 * column and model out names at most one entry: eight map reads, however long the file.
 */
function entryLookup(entries) {
    const byFields = new Map();
    for (const entry of entries)
        byFields.set(keyOf([entry.test, entry.table, entry.column, entry.model]), entry);
    return (result, model) => {
        const found = [];
        for (const table of [result.table, undefined])
            for (const column of [result.columnName, undefined])
                for (const m of model === undefined ? [undefined] : [model, undefined]) {
                    const entry = byFields.get(keyOf([result.name, table, column, m]));
                    if (entry)
                        found.push(entry);
                }
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    };
}
function keyOf(fields) {
    return JSON.stringify(fields.map((f) => f ?? null));
}
/**
 * Report mode: a results file's quarantine marks are what its writer claims, and a file can claim
 * anything; only a quarantine file this step applies may quarantine a failure. The step of
 * finishing a run (finish.ts) that drops the marks.
 */
function withoutQuarantineMarks(run) {
    const { quarantine: _claimed, ...rest } = run;
    return { ...rest, calls: (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .mapResults */ .du)(run.calls, () => unmarked) };
}
/** How many failures the runs' marks say are quarantined. */
function claimedQuarantined(runs) {
    let claimed = 0;
    for (const run of runs)
        for (const outcome of run.calls)
            if (outcome.ok)
                for (const result of outcome.results)
                    if ((0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isQuarantined */ .fK)(result))
                        claimed++;
    return claimed;
}
/** Failures quarantined by entries the pull request adds: a change quarantining what it broke, maybe. */
function quarantinedByAddedEntries(run) {
    return (run.quarantine?.entries ?? []).reduce((n, entry) => n + (entry.addedByPullRequest ? entry.quarantined : 0), 0);
}
/** `2 quarantined`, `2 quarantined (1 added by this pull request)`. */
function quarantinedWords(run) {
    const added = quarantinedByAddedEntries(run);
    const n = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(run.counts.quarantined);
    return added > 0 ? `${n} quarantined (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(added)} ${ADDED_BY_PULL_REQUEST})` : `${n} quarantined`;
}
/** Entries the pull request adds that quarantine a failure of this run: a reviewer's to judge. */
function addedEntries(quarantine) {
    return quarantine.entries.filter((e) => e.addedByPullRequest && e.quarantined > 0);
}
/** Entries whose tests all pass: they can go from the file. */
function passingEntries(quarantine) {
    return quarantine.entries.filter((e) => e.matched > 0 && e.passed === e.matched);
}
function unmatchedEntries(quarantine) {
    return quarantine.entries.filter((e) => e.matched === 0);
}
function expiredEntries(quarantine) {
    return quarantine.entries.filter((e) => e.expired && e.expiredFailures > 0);
}
/** What marks an entry, and what it quarantines, that a pull request adds (entriesAdded). */
const ADDED_BY_PULL_REQUEST = 'added by this pull request';
/**
 * `quarantined until 2026-12-31 (quarantine.yml:3), owner @acme/data: upstream feed sends nulls`;
 * `(quarantine.yml:3, added by this pull request)` when the pull request adds the entry.
 */
function quarantineNote(mark) {
    const what = mark.expired ? `quarantine expired on ${mark.until}` : `quarantined until ${mark.until}`;
    const added = mark.addedByPullRequest ? `, ${ADDED_BY_PULL_REQUEST}` : '';
    return `${what} (${mark.file}:${mark.line}${added}), owner ${mark.owner}: ${mark.reason}`;
}
/** `Quarantined until 2026-12-31 (…): … DATA-123.` */
function quarantineSentence(mark) {
    const note = quarantineNote(mark);
    return `${note.charAt(0).toUpperCase()}${note.slice(1)}.`;
}
/** `test not_null, table customers, column email`. */
function entryLabel(entry) {
    const parts = [`test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(entry.test, 80)}`];
    for (const field of ['table', 'column', 'model'])
        if (entry[field] !== undefined)
            parts.push(`${field} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(entry[field], 80)}`);
    return parts.join(', ');
}


/***/ }),

/***/ 9750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ modelOf),
/* harmony export */   Rl: () => (/* binding */ runSeconds),
/* harmony export */   S7: () => (/* binding */ GONE_LIST_MAX),
/* harmony export */   du: () => (/* binding */ mapResults)
/* harmony export */ });
/** The model whose tests a call runs; undefined for a call of column, table or project tests. */
function modelOf(call) {
    return 'modelName' in call.request ? call.request.modelName : undefined;
}
/** Most gone tests a run lists (the count is whole): a deleted model of 100,000 tests is one fact. */
const GONE_LIST_MAX = 1_000;
/**
 * The calls with their results changed, the given ones untouched. A call none of whose results
 * changes is kept as it is, so a step that changes a few of a million results copies little.
 */
function mapResults(calls, change) {
    return calls.map((outcome) => {
        if (!outcome.ok)
            return outcome;
        const changeOne = change(outcome);
        const { results } = outcome;
        let changed;
        for (let i = 0; i < results.length; i++) {
            const result = results[i];
            const next = changeOne(result);
            if (changed)
                changed.push(next);
            else if (next !== result)
                changed = [...results.slice(0, i), next];
        }
        return changed ? { ...outcome, results: changed } : outcome;
    });
}
/** Undefined when the times are missing or out of order. */
function runSeconds(run) {
    const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
    return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : undefined;
}


/***/ }),

/***/ 8319:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   et: () => (/* binding */ subjectOf),
/* harmony export */   oi: () => (/* binding */ junitClassName),
/* harmony export */   sk: () => (/* binding */ placeLabel),
/* harmony export */   xW: () => (/* binding */ testLabel)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9750);

/** Per call: table → source, built once so lookups stay O(1). */
const requestSources = new WeakMap();
function sourceInRequest(call, table) {
    let map = requestSources.get(call);
    if (!map) {
        map = new Map();
        const tests = 'modelName' in call.request ? undefined : call.request.tests;
        for (const element of tests ?? []) {
            if (element.source && element.table && !map.has(element.table))
                map.set(element.table, element.source);
        }
        requestSources.set(call, map);
    }
    return map.get(table);
}
function subjectOf(call, result, sources) {
    const { table, columnName: column } = result;
    const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .modelOf */ .DM)(call);
    if (model !== undefined)
        return { kind: 'model', table: table || model, column, model };
    if (table === '')
        return { kind: 'project', table: '', column: '' };
    const source = sourceInRequest(call, table) ?? sources?.sourceOf(table);
    return { kind: column ? 'column' : 'table', source, table, column };
}
/** `raw.customers`, `project`, `model fct_revenue` (or `model fct_revenue: other_table`). */
function tableLabel({ kind, source, table, model }) {
    if (kind === 'project')
        return 'project';
    if (kind !== 'model')
        return source ? `${source}.${table}` : table;
    return table === model ? `model ${model}` : `model ${model}: ${table}`;
}
/** `raw.customers.email`, `raw.orders`, `project`, `model fct_revenue.amount`. */
function placeLabel(subject) {
    const table = tableLabel(subject);
    return subject.column ? `${table}.${subject.column}` : table;
}
/** `raw.orders.amount · not_null`, `model fct_revenue · revenue_matches_orders`. */
function testLabel(subject, name) {
    return `${placeLabel(subject)} · ${name}`;
}
/** JUnit's classname: `source.table`, `project`, `model.<name>` (`model.<name>.<table>`). */
function junitClassName(subject) {
    const { kind, table, model } = subject;
    if (kind !== 'model')
        return tableLabel(subject);
    return table === model ? `model.${model}` : `model.${model}.${table}`;
}


/***/ })

};
