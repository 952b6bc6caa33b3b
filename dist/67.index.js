export const id = 67;
export const ids = [67];
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

/***/ 2487:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UZ: () => (/* binding */ UnsafePath),
/* harmony export */   ZB: () => (/* binding */ checkWritable),
/* harmony export */   mf: () => (/* binding */ writeChunkedFile)
/* harmony export */ });
/* unused harmony export writeSafely */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4518);
/* harmony import */ var _common_random_hex_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8187);
/* harmony import */ var _common_regular_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1017);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9427);
/**
 * Writing a file in a checkout whose every name may be a symbolic link a pull request committed.
 * The path is walked from the root with lstat: a link in the workspace or RUNNER_TEMP leading out
 * of both is refused, one elsewhere is the machine's own (links.ts, shared with the reader). Folders are made one level at a time, as
 * a recursive mkdir never returns under /proc. The text goes to a new random name opened with
 * O_EXCL|O_NOFOLLOW, so no name planted in advance can be it, then is renamed into place. A link
 * swapped in by a process racing the step is out of reach: the guard is against what was committed.
 */







/** Nothing the action writes belongs there. */
const SYSTEM_FOLDERS = ['/proc', '/sys', '/dev'];
/**
 * `reason` follows the path: "<path> is under /proc, …". Not an ActionError: a reason without its
 * subject, which each writer completes with the input that named the path (a UserError, a warning).
 */
class UnsafePath extends Error {
    name = 'UnsafePath';
    get reason() {
        return this.message;
    }
}
/** As writeSafely checks, creating nothing: an input naming a bad place fails before any request. */
async function checkWritable(path, roots = (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .writeRoots */ .rX)()) {
    await realTarget((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path), await writeRootsNamed(roots), false);
}
/** Whole or not at all. */
async function writeSafely(path, write, roots = (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .writeRoots */ .rX)()) {
    const target = await realTarget((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path), await writeRootsNamed(roots), true);
    // A leading dot keeps it out of globs such as results/*.json while it is being written.
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target).slice(0, 200)}.${(0,_common_random_hex_js__WEBPACK_IMPORTED_MODULE_6__/* .randomHex */ .n)(16)}.tmp`);
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY;
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temporary, flags, 0o644);
    try {
        await write(file).finally(() => file.close());
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temporary).catch(() => undefined);
        throw err;
    }
}
/**
 * Bytes of the one buffer a large document is written through: each piece is encoded into it, so
 * writing a file makes no copy of its text (but of a piece larger than the buffer).
 */
const BUFFER_BYTES = 1 << 18;
/** UTF-8 bytes a UTF-16 unit can take. */
const MOST_BYTES_PER_UNIT = 3;
/**
 * A large document written piece by piece, so it is never whole in memory; the file appears only
 * when complete. Masking piece by piece is sound because every piece ends where no secret can
 * continue: between JSON values, or between lines (each line of a secret is registered).
 */
async function writeChunkedFile(path, pieces, redact = (text) => text) {
    await writeSafely(path, async (file) => {
        const buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
        let used = 0;
        for (const piece of pieces) {
            const text = redact(piece);
            const most = text.length * MOST_BYTES_PER_UNIT;
            if (used > 0 && used + most > BUFFER_BYTES) {
                await writeAll(file, buffer.subarray(0, used));
                used = 0;
            }
            if (most > BUFFER_BYTES)
                await writeAll(file, Buffer.from(text, 'utf8'));
            else
                used += buffer.write(text, used, 'utf8');
        }
        if (used > 0)
            await writeAll(file, buffer.subarray(0, used));
    });
}
/** A write may take fewer bytes than it was given; one that takes none ends the file's writing. */
async function writeAll(file, bytes) {
    for (let done = 0; done < bytes.length;) {
        const { bytesWritten } = await file.write(bytes, done);
        if (bytesWritten <= 0)
            throw new Error('the file took no more bytes');
        done += bytesWritten;
    }
}
/** The workspace first (shown() names paths relative to it), then RUNNER_TEMP. */
function writeRootsNamed(roots) {
    const named = [{ name: 'the workspace', path: roots.workspace }];
    if (roots.temp !== undefined)
        named.push({ name: 'RUNNER_TEMP', path: roots.temp });
    return (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .realRoots */ .CB)(named);
}
async function realTarget(path, roots, create) {
    const folder = await realFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), roots, create);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path));
    if (!folder.exists)
        return target;
    const info = await lstatIfAny(target);
    if (info === undefined || info.isFile())
        return target;
    if (info.isSymbolicLink())
        throw new UnsafePath('is a symbolic link; name a file the action may replace');
    if (info.isDirectory())
        throw new UnsafePath('is a folder; name a file');
    throw new UnsafePath(`${(0,_common_regular_file_js__WEBPACK_IMPORTED_MODULE_4__/* .notAFile */ .$y)(info)}; name a file the action may replace`);
}
/** `exists` is false when, not creating, the walk reached a missing name. */
async function realFolder(folder, roots, create) {
    const { root } = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.parse)(folder);
    const names = folder.slice(root.length).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter(Boolean);
    let real = root;
    for (const [i, name] of names.entries()) {
        const next = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(real, name);
        let info = await lstatIfAny(next);
        if (info === undefined && create) {
            // EEXIST: made meanwhile (the results file and JUnit are written at once); looked at again.
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(next).catch((err) => {
                if (err.code !== 'EEXIST')
                    throw err;
            });
            info = await lstatIfAny(next);
        }
        if (info === undefined)
            return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(real, ...names.slice(i)), exists: false };
        real = info.isSymbolicLink() ? await followChecked(next, roots) : next;
        if (real !== next)
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(real);
        if (!info.isDirectory())
            throw new UnsafePath(`lies under ${shown(next, roots)}, which is a file, not a folder`);
        const top = SYSTEM_FOLDERS.find((system) => (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .UO)(real, system));
        if (top !== undefined)
            throw new UnsafePath(`is under ${top}, where the action writes no file`);
    }
    return { path: real, exists: true };
}
/** The link's target is never shown: it is text the pull request chose. */
async function followChecked(link, roots) {
    try {
        return await (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .followLink */ .sT)(link, roots, shown(link, roots));
    }
    catch (err) {
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_5__/* .LinkLeadsOut */ .yY)
            throw new UnsafePath(`leaves ${err.root.name} through the symbolic link ${err.link}`);
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_5__/* .LinkBroken */ .Yt)
            throw new UnsafePath(`goes through the symbolic link ${err.link}, which leads nowhere (${err.code})`);
        throw err;
    }
}
/** Relative to the workspace, as inputs are written, when inside it. */
function shown(path, roots) {
    const workspace = roots[0].path;
    return (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .isWithin */ .UO)(path, workspace) && path !== workspace
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(workspace, path).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/')
        : path;
}
function lstatIfAny(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((err) => {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    });
}


/***/ }),

/***/ 1386:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ loadHistory),
  G: () => (/* binding */ planHistory)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/test-history.js
var test_history = __webpack_require__(9534);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var read = __webpack_require__(3180);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/json.js
var json = __webpack_require__(9178);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/history-format.js
var history_format = __webpack_require__(7879);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var baseline = __webpack_require__(8940);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/read-history.js
/**
 * Reads the history file back (history-file) through the safe reader and the format's schema
 * (history-format.ts). History informs, it does not gate: a file that is not one, or another
 * project's or fabric's, is a problem said in one line (the caller warns and starts afresh), never
 * an error. A link that leads out of the workspace is the one exception: the input names the wrong
 * thing, whatever the file holds, as for every user file.
 */






/**
 * The file's schema but the tests, a list checked here test by test (historyTestProblem): zod
 * would copy the list of 100,000 first.
 */
const fileHead = history_format/* historyFileSchema */.et.omit({ tests: true });
/**
 * Read as a results file is: the same bound (500 MB, under the longest string JSON.parse takes).
 * `shown` is the path as the input gave it, for messages.
 */
async function readHistoryFile(path, identity, shown = path) {
    let text;
    try {
        text = await (0,read/* readTextFile */.Gu)(path, read/* MAX_RESULTS_BYTES */.ue, { input: 'history-file', shown });
    }
    catch (err) {
        if (err instanceof read/* FileUnreadable */.Oe && err.why === 'missing')
            return { problem: undefined };
        if (err instanceof errors/* FileError */.f6)
            return { problem: err.message };
        throw err;
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return { problem: `${shown}: not a history file: invalid JSON` };
    }
    const parsed = fileHead.safeParse(data);
    const listed = (0,json/* isJsonObject */.O)(data) ? data.tests : undefined;
    if (parsed.success && !Array.isArray(listed))
        return { problem: `${shown}: tests: must be a list` };
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // A wrong format or version is about the whole file: its message says so without a path.
        const whole = issue.code === 'invalid_value' && issue.path.length === 1;
        const at = whole || issue.path.length === 0 ? '' : `${(0,common_text/* fieldPath */.cn)(issue.path)}: `;
        const message = issue.path.length === 0 ? 'not a history file: expected a JSON object' : issue.message;
        return { problem: `${shown}: ${at}${message}` };
    }
    const file = { ...parsed.data, tests: listed };
    if (file.projectId !== identity.projectId || file.fabricId !== identity.fabricId)
        return {
            problem: `${shown} holds the history of another project or fabric (this run: project ${JSON.stringify(identity.projectId)} on fabric ${identity.fabricId})`,
        };
    const width = file.runs.length;
    const tests = new Map();
    for (let i = 0; i < file.tests.length; i++) {
        const entry = file.tests[i];
        const problem = (0,history_format/* historyTestProblem */.Ei)(entry);
        if (problem)
            return { problem: `${shown}: tests[${i}]${problem.at}: ${problem.message}` };
        const [model, table, columnName, name, outcomes] = entry;
        if (outcomes.length !== width)
            return {
                problem: `${shown}: tests[${i}]: holds ${(0,common_text/* formatCount */.B4)(outcomes.length)} outcomes for ${(0,common_text/* formatCount */.B4)(width)} runs`,
            };
        const key = (0,baseline/* testIdentity */.x3)(model, { table, columnName, name });
        if (tests.has(key))
            return { problem: `${shown}: tests[${i}]: the same test as an earlier entry` };
        tests.set(key, { model, table, columnName, name, outcomes });
    }
    return { history: { projectId: file.projectId, fabricId: file.fabricId, runs: file.runs, tests } };
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/history-words.js
var history_words = __webpack_require__(5951);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/history-file.js
/**
 * The history file test and report modes read (docs/history-file.md): read and checked before any
 * request, a file that is not one set aside with one warning; then, once the step knows where it
 * runs, whether this run is appended (history-update), and the history before it, which explains
 * its failures. The file is written by the history writer (publish/history-writer.ts).
 */





/** Before any request: the history, a file that is not one said in one warning. */
async function loadHistory(settings, identity, workspace, runner) {
    const file = settings.historyFile;
    if (file === undefined)
        return undefined;
    const path = (0,external_node_path_.resolve)(workspace, file);
    const read = await readHistoryFile(path, identity, file);
    if (read.problem !== undefined)
        runner.warning(`history-file: ${read.problem}; it is set aside, and a new history starts with this run`);
    else if (!read.history)
        runner.info(`History: ${file} does not exist yet; a new history starts with this run`);
    else
        runner.info(`History: ${file} holds ${describeHistory(read.history)}`);
    return { file, path, history: read.history ?? (0,test_history/* emptyHistory */.s4)(identity) };
}
/** `12 runs of 140 tests, the latest on 2026-11-28 (run 4242 on main)`. */
function describeHistory(history) {
    const { runs, tests } = history;
    const counted = `${(0,common_text/* formatCount */.B4)(runs.length)} ${(0,common_text/* plural */.LS)(runs.length, 'run')} of ${(0,common_text/* formatCount */.B4)(tests.size)} ${(0,common_text/* plural */.LS)(tests.size, 'test')}`;
    const latest = runs.at(-1);
    if (!latest)
        return counted;
    const on = latest.branch === undefined ? '' : ` on ${latest.branch}`;
    return `${counted}, the latest on ${(0,history_words/* utcDate */.HB)(latest.time) ?? 'an unknown day'} (run ${latest.id}${on})`;
}
/** Whether this run is appended, said in one line, and the history before it. */
function planHistory(loaded, settings, context, runner) {
    const { history } = loaded;
    const decided = appendDecision(settings.historyUpdate, context, history);
    const step = { file: loaded.file, history: (0,test_history/* withoutRun */.Mr)(history, context.runId) };
    const plan = { loaded, step, entry: undefined, maxRuns: settings.historyRuns };
    if (!decided.append || context.runId === undefined) {
        runner.info(`History: this run is not appended to ${loaded.file}: ${decided.why}`);
        return plan;
    }
    runner.info(`History: this run is appended to ${loaded.file} (${decided.why})`);
    const entry = {
        id: context.runId,
        attempt: context.runAttempt,
        sha: context.headSha ?? '',
        ...(context.runUrl !== undefined && { url: context.runUrl }),
        ...(context.branch !== undefined && { branch: context.branch }),
    };
    return { ...plan, entry };
}
/** The events whose runs on the default branch history-update: auto appends. */
const APPENDING_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);
/**
 * auto: a push to the default branch, or a schedule or workflow_dispatch run on it (GitHub runs a
 * schedule on the default branch only); never a pull request, whose changes are not the branch's
 * yet. Whatever the setting, a run needs its id to be appended once, and a later attempt already
 * in the file is not replaced by an earlier one.
 */
function appendDecision(setting, context, history) {
    const { runId, runAttempt, eventName, branch, defaultBranch } = context;
    if (setting === 'false')
        return { append: false, why: 'history-update is false' };
    if (runId === undefined)
        return {
            append: false,
            why: 'GITHUB_RUN_ID does not name the workflow run, so its entry could not be told apart',
        };
    const later = history.runs.find((run) => run.id === runId && run.attempt > runAttempt);
    if (later)
        return { append: false, why: `it already holds attempt ${later.attempt} of this workflow run` };
    const again = history.runs.some((run) => run.id === runId) ? ', in place of its earlier attempt' : '';
    if (setting === 'true')
        return { append: true, why: `history-update is true${again}` };
    if (eventName.startsWith('pull_request'))
        return { append: false, why: 'a pull request reads the history and writes none (history-update: auto)' };
    if (!APPENDING_EVENTS.has(eventName))
        return {
            append: false,
            why: `a ${eventName || 'local'} run is not appended (history-update: auto appends a push, schedule or workflow_dispatch run on the default branch)`,
        };
    if (branch === undefined)
        return { append: false, why: 'the run is not on a branch (history-update: auto)' };
    if (defaultBranch === undefined && eventName !== 'schedule')
        return {
            append: false,
            why: `the event does not name the default branch, so ${branch} cannot be known to be it (history-update: auto)`,
        };
    if (defaultBranch !== undefined && branch !== defaultBranch)
        return {
            append: false,
            why: `${branch} is not the default branch, ${defaultBranch} (history-update: auto)`,
        };
    const what = eventName === 'push' ? 'a push to' : `a ${eventName} run on`;
    return { append: true, why: `${what} ${branch}, the default branch${again}` };
}


/***/ }),

/***/ 4879:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ checkWriters),
  k: () => (/* binding */ writersFor)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/annotations-writer.js
/**
 * The failing tests as workflow-command annotations (max-annotations). The log shows the first
 * max-annotations (GitHub shows only 10 errors per step anyway); the check run carries more. The
 * failed call whose error starts the step's failure line is not annotated too.
 */

const annotationsWriter = {
    async write({ annotations, settings, failureLine, runner }, { checkRun }) {
        const max = settings.maxAnnotations;
        const firstFailedCall = failureLine !== undefined ? annotations.find((a) => a.kind === 'call') : undefined;
        const shown = annotations.filter((a) => a !== firstFailedCall);
        // An annotation is its own Where: its title, file and line.
        for (const a of shown.slice(0, max))
            runner[a.level === 'failure' ? 'error' : 'warning'](a.message, a);
        const more = shown.length - max;
        if (more <= 0)
            return;
        const inCheckRun = checkRun?.annotations;
        const where = inCheckRun === undefined
            ? 'see the job summary'
            : inCheckRun >= annotations.length
                ? `the check run holds all ${(0,common_text/* formatCount */.B4)(annotations.length)}`
                : `the check run holds ${(0,common_text/* formatCount */.B4)(inCheckRun)}, the job summary all`;
        runner.info(`${more} more ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`);
    },
};

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/check-run-writer.js
/**
 * The check run (check-run): the summary, the failing tests' text and the annotations, on the
 * commit the run tested, and its outputs check-run-id and check-run-url. Best effort: a check run
 * GitHub refuses is a warning, and the results are in the job summary anyway.
 */


const checkRunWriter = {
    on: (settings) => settings.checkRun,
    async write(publication) {
        const checkRun = await publishChecks(publication);
        // check-run-url only when GitHub named an address on the GitHub server.
        (0,flow/* setOutputs */.n0)(publication.runner, { 'check-run-id': checkRun?.id, 'check-run-url': checkRun?.htmlUrl });
        return checkRun ? { checkRun } : {};
    },
};
async function publishChecks(publication) {
    const { run, settings, runner, github, workspace, redact, view, headline, annotations } = publication;
    if (!settings.githubToken) {
        runner.info('No github-token: the check run is skipped (the results are in the job summary).');
        return undefined;
    }
    const { context } = github;
    if (!context.repo || !context.headSha) {
        runner.warning('Cannot create the check run: GITHUB_REPOSITORY or the commit SHA is not known (not running in GitHub Actions?).');
        return undefined;
    }
    const [{ CHECK_SUMMARY_MAX_BYTES, CheckRunError, publishCheckRun }, { checkTitle, failingTestsText }, { renderTestSummary },] = await Promise.all([
        __webpack_require__.e(/* import() */ 872).then(__webpack_require__.bind(__webpack_require__, 2872)),
        __webpack_require__.e(/* import() */ 85).then(__webpack_require__.bind(__webpack_require__, 1085)),
        Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(471)]).then(__webpack_require__.bind(__webpack_require__, 3471)),
    ]);
    try {
        const published = await publishCheckRun(await github.api(), context.repo, {
            name: settings.checkName,
            headSha: context.headSha,
            conclusion: headline.conclusion,
            title: checkTitle(run),
            summary: renderTestSummary(view, { ...headline, maxBytes: CHECK_SUMMARY_MAX_BYTES }),
            text: failingTestsText(annotations, redact),
            annotations,
            maxAnnotations: settings.maxCheckAnnotations,
            detailsUrl: context.runUrl,
        }, workspace, redact);
        for (const warning of published.warnings)
            runner.warning(warning);
        const omitted = published.omitted
            ? `; ${(0,common_text/* formatCount */.B4)(published.omitted)} more failing ${(0,common_text/* plural */.LS)(published.omitted, 'test')} without one (max-check-annotations)`
            : '';
        runner.info(`Check run "${settings.checkName}": ${published.htmlUrl ?? `id ${published.id}`} (${(0,common_text/* formatCount */.B4)(published.annotations)} ${(0,common_text/* plural */.LS)(published.annotations, 'annotation')} in ${published.requests} ${(0,common_text/* plural */.LS)(published.requests, 'request')}${omitted})`);
        return { id: published.id, htmlUrl: published.htmlUrl, annotations: published.annotations };
    }
    catch (err) {
        if (!(err instanceof CheckRunError))
            throw err;
        runner.warning(err.message);
        if (!err.created)
            return undefined;
        const { id, htmlUrl, annotationsSent } = err.created;
        return { id, htmlUrl, annotations: annotationsSent };
    }
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pr-comment.js
var pr_comment = __webpack_require__(3251);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/comment-writer.js
/**
 * The pull-request comment (pr-comment), kept as every mode keeps it (modes/pr-comment.ts): on a
 * failure it says what broke; on-failure after a pass, the earlier comment stops saying it fails.
 */

const commentWriter = {
    on: (settings) => settings.prComment !== 'off',
    async write({ view, headline, settings, github, runner }, { checkRun }) {
        const [{ renderTestComment }, { commentMarker }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(718)]).then(__webpack_require__.bind(__webpack_require__, 5718)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 7822)),
        ]);
        const { context } = github;
        await (0,pr_comment/* keepPrComment */.R)({
            setting: settings.prComment,
            githubToken: settings.githubToken,
            attention: headline.conclusion === 'failure',
            marker: commentMarker(settings.checkName),
            render: (maxBytes) => renderTestComment(view, {
                ...headline,
                maxBytes,
                runUrl: context.runUrl,
                checkRunUrl: checkRun?.htmlUrl,
                sha: context.headSha,
            }),
            settled: '**The data tests pass now.**',
        }, context, github.api, runner);
    },
};

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/file-formats.js
var file_formats = __webpack_require__(7516);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/counts-writer.js
/**
 * An output per count: its name in kebab case (newFailed is new-failed). The quarantined failures
 * and errors are parts of `quarantined`, not outputs of their own.
 */

const OUTPUT_COUNTS = file_formats/* COUNT_NAMES */.bO.filter((name) => name !== 'quarantinedFailed' && name !== 'quarantinedErrored');
function kebab(name) {
    return name.replace(/(?=[A-Z])/g, '-').toLowerCase();
}
const countsWriter = {
    async write({ run, runner }) {
        for (const key of OUTPUT_COUNTS)
            runner.setOutput(kebab(key), run.counts[key]);
    },
};

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/health-issue.js
var health_issue = __webpack_require__(3625);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/health-issue-writer.js
/**
 * The health issue (health-issue), kept as every mode keeps it (modes/health-issue.ts): a failing
 * run opens or edits it with what fails, a passing run closes it.
 */

const healthIssueWriter = {
    on: (settings) => settings.healthIssue,
    async write({ run, view, headline, settings, github, runner }) {
        const [{ renderHealthBody }, { testHealthMarker }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(762)]).then(__webpack_require__.bind(__webpack_require__, 4762)),
            __webpack_require__.e(/* import() */ 369).then(__webpack_require__.bind(__webpack_require__, 3369)),
        ]);
        const { context } = github;
        await (0,health_issue/* keepHealth */.y)({
            labels: settings.healthLabels,
            marker: testHealthMarker(run.projectId, run.fabricId, settings.checkName),
            title: `${settings.checkName} failing: project ${run.projectId} on fabric ${run.fabricId}`,
            failing: headline.conclusion === 'failure',
            // With a history file each failure's line says since when it fails (results/lines.ts).
            render: (maxBytes) => renderHealthBody(view, { ...headline, maxBytes, runUrl: context.runUrl, sha: context.headSha }),
            passing: `${settings.checkName} pass`,
        }, context, github.api, runner);
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/safe-write.js
var safe_write = __webpack_require__(2487);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/history-writer.js
/**
 * The history file (history-file) and its outputs: `history`, this run's failures as the history
 * explains them, and `history-appended`, whether the file now holds this run (the workflow saves
 * it then). Written while GitHub answers the check run. History informs, it does not gate: a file
 * that cannot be written is a warning, and the next run starts from the file the cache restores.
 */




const historyWriter = {
    on: (settings) => Boolean(settings.historyFile),
    /** Only when an append is asked for whatever the event: with auto, a pull request writes nothing. */
    async check({ historyFile, historyUpdate }, workspace) {
        if (!historyFile || historyUpdate !== 'true')
            return;
        try {
            await (0,safe_write/* checkWritable */.ZB)((0,external_node_path_.resolve)(workspace, historyFile));
        }
        catch (err) {
            if (!(err instanceof safe_write/* UnsafePath */.UZ))
                throw err;
            throw new errors/* UserError */.yo(`Input history-file: ${historyFile} ${err.reason}`);
        }
    },
    background: true,
    async write({ run, history, sources, redact, runner }) {
        if (!history)
            return;
        const { historyOutput } = await __webpack_require__.e(/* import() */ 141).then(__webpack_require__.bind(__webpack_require__, 2141));
        const output = historyOutput(run, sources);
        runner.setOutput('history', output.value);
        if (output.note)
            runner.info(`Outputs: ${output.note}.`);
        if (!history.appended) {
            runner.setOutput('history-appended', false);
            return;
        }
        const { writeHistoryFile } = await __webpack_require__.e(/* import() */ 433).then(__webpack_require__.bind(__webpack_require__, 9433));
        try {
            await writeHistoryFile(history.path, history.history, redact);
        }
        catch (err) {
            const why = err instanceof safe_write/* UnsafePath */.UZ
                ? `: it ${err.reason}`
                : ` (${err.code ?? String(err)})`;
            runner.warning(`history-file: ${history.file} could not be written${why}; this run is not in it`);
            runner.setOutput('history-appended', false);
            return;
        }
        runner.setOutput('history-appended', true);
        const { runs, tests } = history.history;
        runner.info(`History: ${history.file} written: ${(0,common_text/* formatCount */.B4)(runs.length)} ${(0,common_text/* plural */.LS)(runs.length, 'run')} of ${(0,common_text/* formatCount */.B4)(tests.size)} ${(0,common_text/* plural */.LS)(tests.size, 'test')}${history.replaced ? ', this run in place of its earlier attempt' : ''}`);
    },
};

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/junit-writer.js
/**
 * The JUnit file (junit-file), for tools that read test reports. Its path is checked before any
 * request, so a typo does not surface only after a long run, and a link committed in the pull
 * request cannot aim it outside the workspace (checked again when it is written). A file that
 * cannot be written fails the step, but only once every other output is out.
 */



const junitWriter = {
    on: (settings) => Boolean(settings.junitFile),
    async check({ junitFile }, workspace) {
        if (!junitFile)
            return;
        try {
            await (0,safe_write/* checkWritable */.ZB)((0,external_node_path_.resolve)(workspace, junitFile));
        }
        catch (err) {
            throw junitFileProblem(junitFile, err);
        }
    },
    background: true,
    async write({ run, settings, workspace, sources, redact, runner }) {
        const junitFile = settings.junitFile;
        const { writeJUnitFile } = await __webpack_require__.e(/* import() */ 791).then(__webpack_require__.bind(__webpack_require__, 5791));
        try {
            await writeJUnitFile((0,external_node_path_.resolve)(workspace, junitFile), run, { name: settings.checkName, redact, sources });
        }
        catch (err) {
            throw junitFileProblem(junitFile, err);
        }
        runner.info(`JUnit report: ${junitFile}`);
    },
};
function junitFileProblem(junitFile, err) {
    if (err instanceof safe_write/* UnsafePath */.UZ)
        return new errors/* UserError */.yo(`Input junit-file: ${junitFile} ${err.reason}`);
    return new errors/* UserError */.yo(`Input junit-file: cannot write ${junitFile} (${err.code ?? String(err)})`);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var results_baseline = __webpack_require__(8940);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/known-failures.js
var known_failures = __webpack_require__(2838);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/log-writer.js
/**
 * The step's log: what the comparison with the baseline found, and what the quarantine file did. A
 * shard sees only its slice: whether an entry's tests all pass is the merged report's to say.
 */



const logWriter = {
    async write({ run, runner }) {
        const { counts, baseline, quarantine } = run;
        if (baseline?.unavailable !== undefined)
            runner.warning((0,results_baseline/* comparisonSentence */.nX)(counts, baseline));
        else if (baseline)
            runner.info(`Compared with ${(0,results_baseline/* describeReference */.P5)(baseline)}: ${(0,results_baseline/* comparisonSentence */.nX)(counts, baseline)}`);
        if (!quarantine)
            return;
        runner.info(`Quarantine (${quarantine.file}, checked on ${quarantine.checkedOn}): ${(0,common_text/* formatCount */.B4)(counts.quarantined)} ${(0,common_text/* plural */.LS)(counts.quarantined, 'failure')} quarantined`);
        for (const entry of (0,known_failures/* expiredEntries */.SZ)(quarantine))
            runner.info(`${quarantine.file}:${entry.line}: the quarantine of ${(0,known_failures/* entryLabel */.b4)(entry)} expired on ${entry.until} (owner ${entry.owner}: ${entry.reason}); its ${(0,common_text/* formatCount */.B4)(entry.expiredFailures)} ${(0,common_text/* plural */.LS)(entry.expiredFailures, 'failure')} count again`);
        for (const entry of (0,known_failures/* passingEntries */.UR)(quarantine)) {
            const what = `The tests of this quarantine entry (${(0,known_failures/* entryLabel */.b4)(entry)}) all pass`;
            if (run.shard !== undefined)
                runner.info(`${quarantine.file}:${entry.line}: ${what} in this shard; the merged report says whether it can be removed`);
            else
                runner.notice(`${what}: it can be removed from the file.`, {
                    title: 'Quarantine entry no longer needed',
                    file: quarantine.file,
                    line: entry.line,
                });
        }
    },
};

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/random-hex.js
var random_hex = __webpack_require__(8187);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/results-file-writer.js
/**
 * The results file (docs/results-file.md) and its output: every run, for report mode and for a later
 * comparison (baseline-results). RUNNER_TEMP is cleaned after the job, and unique per job: no clash
 * between steps or shards. A file that cannot be written is a warning: the tests' report is out.
 */



const resultsFileWriter = {
    background: true,
    async write({ run, runs, redact, runner }) {
        const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
        const path = (0,external_node_path_.join)(folder, `orchestration-test-results-${(0,random_hex/* randomHex */.n)(8)}.json`);
        const { toResultsFile, writeResultsFile } = await __webpack_require__.e(/* import() */ 428).then(__webpack_require__.bind(__webpack_require__, 3428));
        try {
            await writeResultsFile(path, toResultsFile([...runs], run), redact);
        }
        catch (err) {
            const why = err instanceof safe_write/* UnsafePath */.UZ
                ? `: it ${err.reason}`
                : ` (${err.code ?? String(err)})`;
            runner.warning(`The results file could not be written to ${path}${why}`);
            return;
        }
        runner.setOutput('results-file', path);
        runner.info(`Results file: ${path}`);
    },
};

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/summary-writer.js
const summaryWriter = {
    async write({ view, headline, runner }, { checkRun }) {
        const { renderTestSummary } = await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(471)]).then(__webpack_require__.bind(__webpack_require__, 3471));
        await runner.appendSummary(renderTestSummary(view, { ...headline, checkRunUrl: checkRun?.htmlUrl }));
    },
};

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/publish/writers.js










const WRITERS = [
    logWriter,
    countsWriter,
    resultsFileWriter,
    historyWriter,
    junitWriter,
    checkRunWriter,
    annotationsWriter,
    summaryWriter,
    commentWriter,
    healthIssueWriter,
];
/** The writers the settings turn on, in order. */
function writersFor(settings) {
    return WRITERS.filter((writer) => writer.on?.(settings) ?? true);
}
/** Each writer's check, before any request: a run that cannot be published fails before it starts. */
async function checkWriters(settings, workspace) {
    for (const writer of writersFor(settings))
        await writer.check?.(settings, workspace);
}


/***/ }),

/***/ 914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ entriesAddedByPullRequest),
  J: () => (/* binding */ loadQuarantine)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var files_read = __webpack_require__(3180);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/route.js
var route = __webpack_require__(8477);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/contents.js
/**
 * One file of the repository at one commit, through GitHub's contents API
 * (`GET /repos/{owner}/{repo}/contents/{path}?ref={sha}`): the base branch's quarantine file, which
 * a pull request is compared with. One request, bounded in size, and never retried: the caller
 * reports a failure and goes on without the file. Its text is the repository's data: no message
 * here quotes it.
 */




const CONTENTS = (0,route/* route */.w)((octokit) => octokit.rest.repos.getContent, 'repeatable', { singleAttempt: true });
/**
 * Octokit's `{path}` sends a path's slashes as `%2F`, which GitHub answers with a 404 for some
 * tokens (octokit/octokit.js#2422; docs/development.md). The call gives this template instead: each
 * segment is encoded here, on its own, and `{+path}` sends them as given.
 */
const BY_SEGMENT = '/repos/{owner}/{repo}/contents/{+path}';
/** GitHub returns a file's content in the JSON answer only up to 1 MB (above: `encoding: none`). */
const CONTENTS_MAX_BYTES = 1024 * 1024;
/** A folder is a list of its entries; a file, symlink or submodule one object. */
const Answer = schemas/* union */.KCZ([
    schemas/* array */.YOg(schemas/* unknown */.L5J()),
    schemas/* looseObject */._H3({
        type: schemas/* string */.YjP(),
        size: schemas/* number */.aig().int().nonnegative(),
        encoding: schemas/* string */.YjP().optional(),
        content: schemas/* string */.YjP().optional(),
    }),
]);
/**
 * The path holds nothing readable as text at that commit; `reason` completes "<path> …". Not an
 * ActionError: a reason without its subject, which the caller words (the quarantine file's notice).
 */
class ContentsUnreadable extends Error {
    reason;
    name = 'ContentsUnreadable';
    constructor(reason) {
        super(reason);
        this.reason = reason;
    }
}
/**
 * The UTF-8 text of `path` at commit `ref`, at most `maxBytes` (and CONTENTS_MAX_BYTES). Throws a
 * GitHubRequestError when GitHub refuses or does not answer, ContentsUnreadable when the answer is
 * not a text file of that size.
 */
async function readRepositoryFile(api, repo, path, ref, maxBytes) {
    let answer;
    try {
        const segments = path.split('/').map(encodeURIComponent).join('/');
        answer = await api.request(CONTENTS, { owner: repo.owner, repo: repo.repo, path: segments, ref, url: BY_SEGMENT }, Answer);
    }
    catch (err) {
        // "No commit found for the ref …" is a 404 too: only GitHub's plain Not Found means no file.
        if (err instanceof answers/* GitHubRequestError */.vK && err.status === 404 && /^Not Found\b/.test(err.githubMessage))
            return { found: false };
        throw err;
    }
    const limit = Math.min(maxBytes, CONTENTS_MAX_BYTES);
    if (Array.isArray(answer))
        throw new ContentsUnreadable('is a folder at that commit, not a file');
    if (answer.type !== 'file')
        throw new ContentsUnreadable('is not a regular file at that commit (a link or a submodule)');
    if (answer.size > limit)
        throw new ContentsUnreadable(`is ${(0,common_text/* formatBytes */.z3)(answer.size)} at that commit, more than the ${(0,common_text/* formatBytes */.z3)(limit)} read through GitHub's contents API`);
    if (answer.encoding !== 'base64' || answer.content === undefined)
        throw new ContentsUnreadable("came without its content in GitHub's answer");
    // Decoded, base64 is three quarters of its length: bounded by the answer's own bound.
    const bytes = Buffer.from(answer.content, 'base64');
    if (bytes.length !== answer.size)
        throw new ContentsUnreadable("came with content of another size than GitHub's answer gave");
    try {
        // A byte-order mark is no part of the text.
        return { found: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch {
        throw new ContentsUnreadable('is not UTF-8 text at that commit');
    }
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/known-failures.js
var known_failures = __webpack_require__(2838);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var paths = __webpack_require__(4518);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/quarantine-file.js
/**
 * The quarantine file test and report modes apply (docs/quarantine.md): read and checked before
 * any request, and, on a pull request, compared with the base branch's to find the entries the
 * change adds. A change must not quietly quarantine the failure it introduces. The base file is
 * one request through GitHub's contents API at the base commit, sent while the tests run; when it
 * fails, a notice says why and no entry is marked.
 */








/**
 * The quarantine file, its entries checked against the UTC day of this read, none reaching further
 * than quarantine-max-days after it: the step that applies it to the run (results/finish.ts) judges
 * them on that day too.
 */
async function loadQuarantine(settings, runner) {
    if (!settings.quarantineFile)
        return undefined;
    const today = (0,known_failures/* utcDay */.dA)(new Date());
    // The YAML reader loads only when a file is given.
    const { loadQuarantineFile } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(408)]).then(__webpack_require__.bind(__webpack_require__, 3408));
    const file = await loadQuarantineFile(settings.quarantineFile, {
        today,
        maxDays: settings.quarantineMaxDays,
    });
    const n = file.entries.length;
    const expired = file.entries.filter((e) => today > e.until).length;
    const past = expired > 0 ? `, ${(0,common_text/* formatCount */.B4)(expired)} of them past ${expired === 1 ? 'its' : 'their'} until day` : '';
    runner.info(`Quarantine: ${(0,common_text/* formatCount */.B4)(n)} ${n === 1 ? 'entry' : 'entries'} in ${file.path}${past}`);
    return { file, today };
}
/** The head of every line the comparison with the base branch's file prints. */
const HEAD = 'Quarantine entries added by this pull request';
/**
 * The lines of the entries the base commit's file does not hold (all of them when it has no file),
 * or undefined when there is no pull request to compare with or the base file cannot be read.
 * Never rejects: the tests' report does not depend on it.
 */
async function entriesAddedByPullRequest(file, github, githubToken, workspace, runner) {
    const { context } = github;
    // Not a pull request (a push, a schedule): nothing is added by one.
    if (context.pullRequest === undefined)
        return undefined;
    // What keeps the step from asking is a log line (as a missing token is for the check run); a
    // read that was sent and failed is a notice.
    const skip = (why, level = 'info') => {
        runner[level](`${HEAD} are not marked: ${why}.`);
        return undefined;
    };
    if (!context.repo)
        return skip('GITHUB_REPOSITORY does not name the repository');
    if (!context.baseSha)
        return skip("the event does not name the pull request's base commit");
    if (!githubToken)
        return skip("there is no github-token to read the base branch's file with");
    // The workspace is the repository's root, as actions/checkout makes it (annotations assume it too).
    const path = (0,paths/* repositoryPath */.SH)((0,external_node_path_.resolve)(workspace, file.path), workspace);
    if (path === undefined)
        return skip(`${file.path} is not in the workspace, so its path in the repository is unknown`, 'notice');
    const base = `${path} at the base commit ${context.baseSha.slice(0, 12)}`;
    try {
        const read = await readRepositoryFile(await github.api(), context.repo, path, context.baseSha, files_read/* MAX_YAML_BYTES */.jl);
        // Loaded with the quarantine file already (loadQuarantine): the YAML reader.
        const [{ parseQuarantine }, { parseYamlText }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(408)]).then(__webpack_require__.bind(__webpack_require__, 3408)),
            Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687)]).then(__webpack_require__.bind(__webpack_require__, 4687)),
        ]);
        const baseFile = read.found ? parseQuarantine(parseYamlText(base, read.text)) : undefined;
        const added = (0,known_failures/* entriesAdded */.TK)(file, baseFile);
        const n = file.entries.length;
        runner.info(read.found
            ? `Quarantine: compared with ${base}: ${(0,common_text/* formatCount */.B4)(added.size)} of ${(0,common_text/* formatCount */.B4)(n)} ${n === 1 ? 'entry' : 'entries'} added by this pull request`
            : `Quarantine: ${base} does not exist, so every entry (${(0,common_text/* formatCount */.B4)(n)}) is added by this pull request`);
        return added;
    }
    catch (err) {
        if (err instanceof Error &&
            !(err instanceof errors/* FileError */.f6 || err instanceof answers/* GitHubRequestError */.vK || err instanceof ContentsUnreadable) &&
            err.stack)
            runner.debug(err.stack);
        return skip(baseProblem(base, err), 'notice');
    }
}
/** Why the base file could not be compared; never its text (of a FileError, only the line). */
function baseProblem(base, err) {
    if (err instanceof errors/* FileError */.f6)
        return `${base} is not a valid quarantine file${err.line === undefined ? '' : ` (line ${err.line})`}`;
    if (err instanceof ContentsUnreadable)
        return `${base} ${err.reason}`;
    if (err instanceof answers/* GitHubRequestError */.vK) {
        // GitHub's words for a token without the permission; a 403 for a file over 1 MB is not one.
        const denied = err.kind === 'http' && err.status === 403 && /not accessible/i.test(err.githubMessage)
            ? '; the github-token needs the contents: read permission'
            : '';
        return `${base} could not be read (${(0,answers/* describeGitHubFailure */.Po)(err)})${denied}`;
    }
    // A bug: said, as the tests' report must not depend on this read.
    return `${base} could not be compared (${(0,common_text/* oneLine */.TN)(err instanceof Error ? err.message : String(err))})`;
}


/***/ }),

/***/ 3571:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ loadSources)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var paths = __webpack_require__(4518);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/links.js
var links = __webpack_require__(9427);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var read = __webpack_require__(3180);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/sources.js
/**
 * The project's sources file (`<platform>-sources/sources.yml`, dbt-like), read only to place
 * annotations on the line that declares a test. A sources file we cannot use must never fail a
 * test run: SourcesFileInvalid is for the caller to warn about. Only a `sources-file` input naming
 * nothing or no file is a FileError: a wrong input, reported before any request.
 */






/** Bounds of the search for a `*-sources` folder under the workspace. */
const SEARCH_MAX_DEPTH = 6;
const SEARCH_MAX_ENTRIES = 50_000;
/** Without a `sources-file` input, the first `*-sources/sources.yml` under the workspace, if any. */
async function loadSourcesIndex(opts) {
    const workspace = (0,external_node_path_.resolve)(opts.workspace);
    const absolute = opts.sourcesFile !== undefined ? (0,external_node_path_.resolve)(workspace, opts.sourcesFile) : await findSourcesFile(workspace);
    if (absolute === undefined)
        return undefined;
    // Outside the workspace GitHub cannot place an annotation by a relative path: kept absolute.
    const file = (0,paths/* repositoryPath */.SH)(absolute, workspace) ?? absolute.split(external_node_path_.sep).join('/');
    const shown = opts.sourcesFile ?? file;
    try {
        // As written, relative to the workspace: a link leading out is named as the user wrote it.
        const text = await (0,read/* readTextFile */.Gu)(shown, read/* MAX_YAML_BYTES */.jl, {
            shown,
            input: 'sources-file',
            workspace,
            base: workspace,
        });
        const { indexSources } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(197)]).then(__webpack_require__.bind(__webpack_require__, 197));
        return indexSources(shown, text, file);
    }
    catch (err) {
        if (!(err instanceof errors/* FileError */.f6))
            throw err;
        // A sources-file input naming nothing, or a folder or a pipe, is a wrong input.
        const why = err instanceof read/* FileUnreadable */.Oe ? err.why : undefined;
        if (opts.sourcesFile !== undefined && (why === 'missing' || why === 'not-a-file')) {
            const what = why === 'missing'
                ? 'a file that does not exist'
                : err.reason === 'is a directory'
                    ? 'a directory, not a file'
                    : err.reason.replace(/^is /, '');
            throw new errors/* FileError */.f6(shown, undefined, `sources-file names ${what}`);
        }
        // Whatever else is wrong with the file, parsed or walked, only costs the annotations.
        throw new SourcesFileInvalid(err.file, err.line, err.reason);
    }
}
/**
 * Breadth-first, so one at the top wins over one deep in a vendored folder; bounded so a huge
 * workspace cannot stall the run. Hidden folders, node_modules and links are not entered, and a
 * `sources.yml` that is a link leading out of the workspace is passed over.
 */
async function findSourcesFile(workspace) {
    const roots = await (0,links/* realRoots */.CB)([{ name: 'the workspace', path: workspace }]);
    const isFileInside = (file) => (0,links/* realPathToRead */.hn)(file, roots)
        .then((real) => (0,promises_.lstat)(real))
        .then((info) => info.isFile())
        .catch(() => false);
    let level = [workspace];
    let entriesSeen = 0;
    for (let depth = 1; depth <= SEARCH_MAX_DEPTH && level.length > 0; depth++) {
        const next = [];
        for (const dir of level) {
            // An unreadable folder is not ours to judge: it has no entries here.
            const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
            entriesSeen += entries.length;
            const names = entries
                .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
                .map((e) => e.name)
                .sort(); // by code units, the same on every machine
            for (const name of names) {
                const child = (0,external_node_path_.join)(dir, name);
                const file = (0,external_node_path_.join)(child, 'sources.yml');
                if (name.endsWith('-sources') && (await isFileInside(file)))
                    return file;
                next.push(child);
            }
            if (entriesSeen > SEARCH_MAX_ENTRIES)
                return undefined;
        }
        level = next;
    }
    return undefined;
}
/** The caller warns and places no annotations. */
class SourcesFileInvalid extends errors/* FileError */.f6 {
    name = 'SourcesFileInvalid';
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/sources-file.js

/** A sources-file naming no file is an input error; one that is unusable only costs annotation places. */
async function loadSources(settings, workspace, runner) {
    try {
        const index = await loadSourcesIndex({ workspace, sourcesFile: settings.sourcesFile });
        if (index)
            runner.debug(`Sources file for annotations: ${index.file}`);
        return index;
    }
    catch (err) {
        if (!(err instanceof SourcesFileInvalid))
            throw err;
        // The error is its own Where: its file and line.
        runner.warning(`${err.message} (annotations are not placed on its lines)`, err);
        return undefined;
    }
}


/***/ }),

/***/ 501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ finishRun)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var results_model = __webpack_require__(9750);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var counts = __webpack_require__(6515);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var baseline = __webpack_require__(8940);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/known-failures.js
var known_failures = __webpack_require__(2838);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/test-history.js
var test_history = __webpack_require__(9534);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/history-step.js




/** The history's latest run as the baseline; none when it holds no run. */
function historyComparison(step) {
    const latest = step.history.runs.at(-1);
    if (!latest)
        return undefined;
    return {
        source: { history: step.file, ...(latest.branch !== undefined && { branch: latest.branch }) },
        statuses: (0,test_history/* latestStatuses */.wD)(step.history),
    };
}
/** Each failure with its explanation, any other result without one: a note is about a failure. */
function explainHistory(run, step) {
    const { history } = step;
    const calls = (0,results_model/* mapResults */.du)(run.calls, (outcome) => {
        const model = (0,results_model/* modelOf */.DM)(outcome.call) ?? '';
        return (result) => {
            const note = (0,counts/* isFailure */.N6)(result.status)
                ? (0,test_history/* explainFailure */.SP)(history, (0,baseline/* testIdentity */.x3)(model, result))
                : undefined;
            if (note === undefined)
                return unnoted(result);
            return { ...result, history: note };
        };
    });
    const branch = history.runs.at(-1)?.branch;
    return {
        ...run,
        calls,
        history: { file: step.file, runs: history.runs.length, ...(branch !== undefined && { branch }) },
    };
}
/** Report mode: the notes a merged file carries were made against a history this step has not read. */
function withoutHistoryNotes(run) {
    const { history: _dropped, ...rest } = run;
    return { ...rest, calls: (0,results_model/* mapResults */.du)(run.calls, () => unnoted) };
}
function unnoted(result) {
    if (result.history === undefined)
        return result;
    const { history: _dropped, ...rest } = result;
    return rest;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/finish.js





/**
 * Re-runs first, so the comparison, the history and the quarantine judge the statuses that count;
 * the comparison before the quarantine, though neither changes what the other decides (a
 * quarantined failure counts as quarantined whatever its classification: counts.ts). A history
 * is the baseline only when no other is given.
 */
function finishRun(run, steps = {}) {
    let finished = run;
    if (steps.rerunAttempts)
        finished = withRerunAttempts(finished, steps.rerunAttempts);
    if (steps.dropQuarantineMarks)
        finished = (0,known_failures/* withoutQuarantineMarks */.Fj)(finished);
    if (steps.dropHistoryNotes)
        finished = withoutHistoryNotes(finished);
    const comparison = steps.comparison ?? (steps.history && historyComparison(steps.history));
    if (comparison)
        finished = (0,baseline/* compareRun */.XZ)(finished, comparison);
    if (steps.history)
        finished = explainHistory(finished, steps.history);
    if (steps.quarantine)
        finished = (0,known_failures/* applyQuarantine */.P4)(finished, steps.quarantine);
    // The counts just before the calls, where results files have always had them.
    const { calls, ...rest } = finished;
    return { ...rest, counts: (0,counts/* countResults */.aD)(calls, finished.baseline), calls };
}
/** A re-run test holds its last attempt's status, cause and time, and every attempt. */
function withRerunAttempts(run, attempts) {
    if (attempts.size === 0)
        return run;
    const calls = (0,results_model/* mapResults */.du)(run.calls, () => (result) => {
        const all = attempts.get(result);
        const last = all?.at(-1);
        if (!all || !last)
            return result;
        const { status, cause, time } = last;
        return { ...result, status, cause, time, attempts: [...all] };
    });
    return { ...run, calls };
}


/***/ }),

/***/ 2712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ formatHeader)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2716);
/**
 * The two fields that open each file of this action (the results file, the history file): what it
 * is and which version of its format, as zod reads them back. Neither message shows what the file
 * holds there: a file that is not one of this action's may hold anything.
 */

/** `noun`: what the file is called in the message, e.g. `results` for "not a results file". */
function formatHeader(noun, format, version) {
    return {
        format: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(format, { error: `not a ${noun} file of this action (its format is not "${format}")` }),
        formatVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(version, {
            error: (iss) => `formatVersion is not ${version}, the one this action reads${typeof iss.input === 'number' && iss.input > version ? ' (a later version of the action wrote the file)' : ''}`,
        }),
    };
}


/***/ }),

/***/ 7879:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ historyTestProblem),
/* harmony export */   et: () => (/* binding */ historyFileSchema),
/* harmony export */   op: () => (/* binding */ historyRun)
/* harmony export */ });
/* unused harmony exports OUTCOMES, OUTCOMES_MESSAGE, HISTORY_RUNS_MAX, historyTest */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2716);
/* harmony import */ var _format_header_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2712);
/* harmony import */ var _file_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7516);
/**
 * The history file's format (docs/history-file.md), as the zod schema every file is read back with
 * (read-history.ts): a table of runs, and per test a string of outcome letters, one per run. Fields
 * beyond these are allowed and ignored. docs/history-file.schema.json is this schema as JSON Schema.
 */



/**
 * What a test did in one run, one letter: P passed (SUCCEEDED), F failed (FAILED), E errored
 * (ERROR), O ended with another status, `-` did not run. Its status after re-runs: the one that counts.
 */
const OUTCOMES = /^[PFEO-]*$/;
const OUTCOMES_MESSAGE = 'must hold only the letters P, F, E, O and -';
/** The most runs a file holds (history-runs: at most 500). */
const HISTORY_RUNS_MAX = 500;
const historyRun = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'must not be empty').describe("The workflow run's id (GITHUB_RUN_ID)."),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .describe('Its attempt (GITHUB_RUN_ATTEMPT): a re-run attempt replaces the earlier one.'),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The commit the run tested.'),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The workflow run's page."),
    time: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('When the tests started, ISO 8601 in UTC.'),
    branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The branch the workflow ran on.'),
})
    .describe('One run of the history.');
/** `[model, table, column, name, outcomes]`: a test's identity, as a baseline's, and its letters. */
const historyTest = zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The model of a model test; empty otherwise.'),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The result's table."),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The result's columnName."),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The result's name."),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(OUTCOMES, OUTCOMES_MESSAGE)
        .describe('One letter per run, in the order of runs: P, F, E, O or - (did not run).'),
])
    .describe('One test: [model, table, column, name, outcomes].');
/**
 * A test as read-history.ts checks it, by historyTest's rule: by hand, because zod's check of
 * 100,000 tuples copies each and costs the step a tenth of a second. `[4]` when only the letters
 * are wrong; undefined when it conforms.
 */
function historyTestProblem(entry) {
    if (!Array.isArray(entry) || entry.length !== 5 || !entry.every((part) => typeof part === 'string'))
        return { at: '', message: 'must be [model, table, column, name, outcomes]: five strings' };
    if (!OUTCOMES.test(entry[4]))
        return { at: '[4]', message: OUTCOMES_MESSAGE };
    return undefined;
}
const historyFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    ...(0,_format_header_js__WEBPACK_IMPORTED_MODULE_1__/* .formatHeader */ .R)('history', _file_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_FORMAT */ .nA, _file_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_FORMAT_VERSION */ .Oq),
    projectId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The project whose tests the runs ran.'),
    fabricId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().describe('The fabric they ran on.'),
    runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(historyRun)
        .max(HISTORY_RUNS_MAX, `must hold at most ${HISTORY_RUNS_MAX} runs`)
        .describe('Oldest first.'),
    tests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(historyTest).describe("Each test's outcomes, as many letters as there are runs."),
});


/***/ }),

/***/ 1567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ readShardLabel),
/* harmony export */   _D: () => (/* binding */ formatShard),
/* harmony export */   t0: () => (/* binding */ dealShard)
/* harmony export */ });
function dealShard(units, shard) {
    const { index, count } = shard;
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
        throw new RangeError(`shard must be i/n with 1 <= i <= n, got ${index}/${count}`);
    }
    const mine = [];
    for (let k = index - 1; k < units.length; k += count)
        mine.push(units[k]);
    return mine;
}
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}
/** Lenient: undefined for a label that is not i/n, so a hand-edited file is reported on, not refused. */
function readShardLabel(label) {
    const match = label === undefined ? null : /^(\d+)\/(\d+)$/.exec(label.trim());
    return match ? { index: Number(match[1]), count: Number(match[2]) } : undefined;
}


/***/ }),

/***/ 9534:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ flakiestTests),
/* harmony export */   Mr: () => (/* binding */ withoutRun),
/* harmony export */   SP: () => (/* binding */ explainFailure),
/* harmony export */   ah: () => (/* binding */ appendRun),
/* harmony export */   s4: () => (/* binding */ emptyHistory),
/* harmony export */   wD: () => (/* binding */ latestStatuses),
/* harmony export */   yc: () => (/* binding */ runTallies)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9750);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6515);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8940);



function emptyHistory({ projectId, fabricId }) {
    return { projectId, fabricId, runs: [], tests: new Map() };
}
const PASSED = 'P';
const FAILED = 'F';
const ERRORED = 'E';
const OTHER = 'O';
const NOT_RUN = '-';
// The hot loops read letters as char codes: no string is made per letter.
const PASSED_CODE = PASSED.charCodeAt(0);
const FAILED_CODE = FAILED.charCodeAt(0);
const ERRORED_CODE = ERRORED.charCodeAt(0);
const NOT_RUN_CODE = NOT_RUN.charCodeAt(0);
function letterOf(status) {
    if (status === 'SUCCEEDED')
        return PASSED;
    if (status === 'FAILED')
        return FAILED;
    if (status === 'ERROR')
        return ERRORED;
    return OTHER;
}
const isFailureCode = (c) => c === FAILED_CODE || c === ERRORED_CODE;
/**
 * Each test of the calls that ran, once, by key: its letter, and the tests the history does not
 * hold yet; should a test appear twice, a failure wins.
 */
function runLetters(calls, known) {
    const letters = new Map();
    const fresh = new Map();
    for (const outcome of calls) {
        if (!outcome.ok)
            continue;
        const model = (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .modelOf */ .DM)(outcome.call) ?? '';
        const keys = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .resultIdentities */ .k0)(outcome);
        for (let i = 0; i < outcome.results.length; i++) {
            const { table, columnName, name, status } = outcome.results[i];
            const key = keys[i];
            const before = letters.get(key);
            if (before !== undefined && (isFailureCode(before.charCodeAt(0)) || !(0,_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(status)))
                continue;
            letters.set(key, letterOf(status));
            if (before === undefined && !known.has(key))
                fresh.set(key, { model, table, columnName, name, outcomes: '' });
        }
    }
    return { letters, fresh };
}
/**
 * The history without the run `runId` (an earlier attempt of this very run): what this run is
 * compared with and explained by is what came before it.
 */
function withoutRun(history, runId) {
    const at = runId === undefined ? -1 : history.runs.findIndex((run) => run.id === runId);
    if (at < 0)
        return history;
    const tests = new Map();
    for (const [key, test] of history.tests) {
        const outcomes = test.outcomes.slice(0, at) + test.outcomes.slice(at + 1);
        if (ranIn(outcomes))
            tests.set(key, withOutcomes(test, outcomes));
    }
    return { ...history, runs: history.runs.filter((_, i) => i !== at), tests };
}
/** Whether a test ran in any of the runs: one that ran in none is no longer kept. */
function ranIn(outcomes) {
    for (let i = 0; i < outcomes.length; i++)
        if (outcomes.charCodeAt(i) !== NOT_RUN_CODE)
            return true;
    return false;
}
/** Written out rather than spread: made 100,000 times a run. */
function withOutcomes({ model, table, columnName, name }, outcomes) {
    return { model, table, columnName, name, outcomes };
}
/**
 * The history with `run` as `entry`: a new run at the end, or in place of the entry with the same
 * run id (a re-run attempt replaces its earlier attempt, never adds a second). At most `maxRuns`
 * runs are kept, the oldest dropped, and a test that ran in none of them goes.
 */
function appendRun(history, run, entry, maxRuns) {
    const { letters, fresh } = runLetters(run.calls, history.tests);
    const known = history.runs.findIndex((r) => r.id === entry.id);
    const at = known >= 0 ? known : history.runs.length;
    const runs = [...history.runs];
    runs[at] = entry;
    const drop = Math.max(0, runs.length - maxRuns);
    const atEnd = at === history.runs.length;
    const tests = new Map();
    for (const [key, test] of history.tests) {
        const letter = letters.get(key) ?? NOT_RUN;
        const { outcomes: before } = test;
        // At the end, the common case, one slice and one join.
        const outcomes = atEnd
            ? before.slice(drop) + letter
            : (before.slice(0, at) + letter + before.slice(at + 1)).slice(drop);
        // A test that ran now ran in a kept run; only one that did not may have run in none.
        if (letter !== NOT_RUN || ranIn(outcomes))
            tests.set(key, withOutcomes(test, outcomes));
    }
    for (const [key, test] of fresh) {
        const outcomes = NOT_RUN.repeat(at) + letters.get(key) + NOT_RUN.repeat(runs.length - at - 1);
        tests.set(key, withOutcomes(test, outcomes.slice(drop)));
    }
    return { history: { ...history, runs: runs.slice(drop), tests }, replaced: known >= 0 };
}
/**
 * How many failures in a row outweigh earlier ones: a test failing its last three runs is failing
 * since the first of them, whatever it did before.
 */
const STREAK_OVER_FLAKY = 3;
/**
 * A failure of this run against the history before it: never seen, new (it passed every run it
 * ran in), failing since the first of its latest failures in a row, or flaky (it failed now and
 * then). Runs it did not run in, and other statuses, are passed over. Undefined for an empty history.
 */
function explainFailure(history, key) {
    if (history.runs.length === 0)
        return undefined;
    const outcomes = history.tests.get(key)?.outcomes ?? '';
    let ran = 0;
    let failed = 0;
    let streak = 0;
    let streakStart = -1;
    for (let i = 0; i < outcomes.length; i++) {
        const c = outcomes.charCodeAt(i);
        if (c === PASSED_CODE) {
            ran++;
            streak = 0;
        }
        else if (isFailureCode(c)) {
            ran++;
            failed++;
            if (streak++ === 0)
                streakStart = i;
        }
    }
    if (ran === 0)
        return { kind: 'first-seen', runs: history.runs.length, failed: 0 };
    if (streak === 0)
        return { kind: failed === 0 ? 'new' : 'flaky', runs: ran, failed };
    if (failed > streak && streak < STREAK_OVER_FLAKY)
        return { kind: 'flaky', runs: ran, failed };
    return { kind: 'failing-since', runs: ran, failed, streak, since: history.runs[streakStart] };
}
/**
 * What each test did in the history's latest run, as a status: the reference of a comparison
 * (baseline: history). A test that did not run there is not in it. Read from the letters as asked,
 * rather than copied into a map of 100,000.
 */
function latestStatuses(history) {
    const last = history.runs.length - 1;
    const status = {
        [PASSED]: 'SUCCEEDED',
        [FAILED]: 'FAILED',
        [ERRORED]: 'ERROR',
        [OTHER]: 'another status',
    };
    const statusOf = (test) => last < 0 || test === undefined ? undefined : status[test.outcomes[last]];
    return {
        get: (key) => statusOf(history.tests.get(key)),
        *[Symbol.iterator]() {
            for (const [key, test] of history.tests) {
                const there = statusOf(test);
                if (there !== undefined)
                    yield [key, there];
            }
        },
    };
}
/** The last `last` runs, each with what its tests did: the trend the summary charts. */
function runTallies(history, last) {
    const from = Math.max(0, history.runs.length - last);
    const tallies = history.runs.slice(from).map((run) => ({ run, passed: 0, failed: 0, ran: 0 }));
    for (const { outcomes } of history.tests.values()) {
        for (let i = from; i < outcomes.length; i++) {
            const c = outcomes.charCodeAt(i);
            if (c === NOT_RUN_CODE)
                continue;
            const tally = tallies[i - from];
            tally.ran++;
            if (c === PASSED_CODE)
                tally.passed++;
            else if (isFailureCode(c))
                tally.failed++;
        }
    }
    return tallies;
}
/** Two changes at least: a test that broke once (or was fixed once) is not flaky. */
const FLAKY_MIN_CHANGES = 2;
/** The `n` tests that changed between passing and failing most often, most first. */
function flakiestTests(history, n) {
    const flaky = [];
    for (const test of history.tests.values()) {
        const { outcomes } = test;
        let ran = 0;
        let failed = 0;
        let changes = 0;
        // -1 before the first run it passed or failed in, then 0 (passed) or 1 (failed or errored).
        let previous = -1;
        for (let i = 0; i < outcomes.length; i++) {
            const c = outcomes.charCodeAt(i);
            const failing = isFailureCode(c) ? 1 : c === PASSED_CODE ? 0 : -1;
            if (failing < 0)
                continue;
            if (previous >= 0 && failing !== previous)
                changes++;
            previous = failing;
            ran++;
            failed += failing;
        }
        if (changes >= FLAKY_MIN_CHANGES)
            flaky.push({ test, ran, failed, changes });
    }
    // Stable: among equals, the file's order.
    flaky.sort((a, b) => b.changes - a.changes || b.failed - a.failed);
    return flaky.slice(0, n);
}


/***/ })

};
