export const id = 219;
export const ids = [219];
export const modules = {

/***/ 5630:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ patternList),
/* harmony export */   lX: () => (/* binding */ noMatch),
/* harmony export */   lY: () => (/* binding */ findFiles),
/* harmony export */   qL: () => (/* binding */ expandPatterns)
/* harmony export */ });
/* unused harmony export MAX_RESULTS_FILES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8275);
/**
 * Glob patterns into file paths, with Node's own glob. Relative to the workspace, as a workflow's
 * paths are; a leading `!` excludes, as in actions/upload-artifact.
 */




/** A matrix has at most 256 jobs: this leaves room for several matrices. */
const MAX_RESULTS_FILES = 1_000;
/** Sorted absolute paths; throws when none match, or too many. */
async function expandPatterns(patterns, workspace) {
    const { paths, more } = await findFiles(patterns, workspace, MAX_RESULTS_FILES);
    if (more)
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input results-files matched more than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(MAX_RESULTS_FILES)} paths ${patternList(patterns, workspace)}, the most the action merges: narrow the patterns`);
    if (paths.length === 0)
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input results-files ${noMatch(patterns, workspace)}`);
    return paths;
}
/** `matched no file (patterns "a", "b", relative to /ws)`. */
function noMatch(patterns, workspace) {
    return `matched no file ${patternList(patterns, workspace)}`;
}
/** `(patterns "a", "b", relative to /ws)`. */
function patternList(patterns, workspace) {
    const list = patterns.map((p) => `"${p}"`).join(', ');
    return `(patterns ${list}, relative to ${workspace})`;
}
/**
 * Every path matched counts towards `maxFiles`, folders too, so the search stops at the bound;
 * `more` says it stopped there.
 */
async function findFiles(patterns, workspace, maxFiles) {
    const include = patterns.filter((p) => !p.startsWith('!'));
    const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
    const seen = new Set();
    const found = new Map();
    for (const pattern of include) {
        for await (const match of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.glob)(pattern, { cwd: workspace })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, match);
            if (seen.has(path))
                continue;
            if (exclude.some((ex) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.matchesGlob)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(ex) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(workspace, path), ex)))
                continue;
            if (seen.size === maxFiles)
                return result(found, true);
            seen.add(path);
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
            if (info?.isFile())
                found.set(path, info.size);
        }
    }
    return result(found, false);
}
function result(found, more) {
    return { paths: [...found.keys()].sort(), bytes: [...found.values()].reduce((a, b) => a + b, 0), more };
}


/***/ }),

/***/ 1219:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBaselineResults: () => (/* binding */ readBaselineResults)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _files_glob_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5630);
/* harmony import */ var _read_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(494);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8275);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4518);
/**
 * baseline-results: the reference read from an earlier run's results files, before any request.
 * A missing or bad file makes the comparison unavailable rather than failing the step: the last
 * run's artifact is often simply missing (the first run, an expired artifact).
 */





/** A matrix runs at most 256 jobs, so one run's shards fit with room; the bound keeps the search short. */
const MAX_BASELINE_FILES = 1_000;
/** All files together: about twice MAX_RESULTS_BYTES, so a run kept as shards fits, memory bounded. */
const MAX_BASELINE_BYTES = 1024 * 1024 * 1024;
/** The comparison's source names the files read: the results file and the reports say which. */
async function readBaselineResults(patterns, workspace) {
    const found = await (0,_files_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .findFiles */ .lY)(patterns, workspace, MAX_BASELINE_FILES);
    const files = found.paths.map((path) => (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .workspacePath */ .X5)(path, workspace));
    const source = { files };
    if (found.more)
        return {
            source: { files: [] },
            unavailable: `baseline-results matched more than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(MAX_BASELINE_FILES)} files, the most the action reads for a comparison ${(0,_files_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .patternList */ .B2)(patterns, workspace)}`,
        };
    if (found.paths.length === 0)
        return { source, unavailable: `baseline-results ${(0,_files_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .noMatch */ .lX)(patterns, workspace)}` };
    if (found.bytes > MAX_BASELINE_BYTES)
        return {
            source,
            unavailable: `baseline-results: the ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(files.length)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(files.length, 'file')} matched hold ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(found.bytes)}, more than the ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(MAX_BASELINE_BYTES)} the action reads for a comparison`,
        };
    try {
        const runs = await (0,_read_results_js__WEBPACK_IMPORTED_MODULE_2__/* .readFiledRuns */ .T)(found.paths, 'baseline-results');
        return { source, calls: runs.flatMap(({ run }) => run.calls) };
    }
    catch (err) {
        if (!(err instanceof _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6))
            throw err;
        return { source, unavailable: `baseline-results: ${err.message}` };
    }
}


/***/ }),

/***/ 494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ readFiledRuns)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/file-formats.js
var file_formats = __webpack_require__(7516);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/format-header.js
var format_header = __webpack_require__(2712);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/history-format.js
var history_format = __webpack_require__(7879);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/results-format.js
/**
 * The results file's format (docs/results-file.md), as the zod schemas every file is read back
 * with (read-results.ts): the fields every version wrote, the later ones optional, fields beyond
 * them allowed and kept. model.ts's types are these schemas' fields, so the two cannot drift apart.
 */




const count = schemas/* number */.aig();
const plannedCall = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    label: schemas/* string */.YjP(),
    request: schemas/* looseObject */._H3({ tests: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(), modelName: schemas/* string */.YjP().optional() }),
});
/** Any status: the service owns its enumerations, and the action carries a new one through. */
const results_format_status = schemas/* string */.YjP().min(1, 'must not be empty');
const attempt = schemas/* looseObject */._H3({ status: results_format_status, cause: schemas/* string */.YjP(), time: schemas/* number */.aig() });
const quarantineMark = schemas/* looseObject */._H3({
    file: schemas/* string */.YjP(),
    line: count,
    owner: schemas/* string */.YjP(),
    reason: schemas/* string */.YjP(),
    until: schemas/* string */.YjP(),
    expired: schemas/* boolean */.zMY(),
    addedByPullRequest: schemas/* boolean */.zMY()
        .optional()
        .describe("true: the pull request adds the entry (the base branch's quarantine file does not hold it)."),
})
    .describe('The entry of the quarantine file (file and line) that matched this FAILED/ERROR result; expired: its until day had passed, so the failure counts as it would without it.');
/** How a failure reads against the history file (history-file), in the words of history-words.ts. */
const HISTORY_KINDS = ['new', 'failing-since', 'flaky', 'first-seen'];
const historyNote = schemas/* looseObject */._H3({
    kind: schemas/* enum */.k5n(HISTORY_KINDS, { error: `must be ${HISTORY_KINDS.join(', ')}` }),
    runs: count.describe("The history's runs the test ran in (first-seen: the runs the history holds, none of them the test's)."),
    failed: count.describe('Of those, the runs it failed or errored in.'),
    streak: count.optional().describe('failing-since: how many runs in a row it has failed.'),
    since: history_format/* historyRun */.op.optional().describe('failing-since: the first run of that streak.'),
})
    .describe("A FAILED/ERROR result against the history file's earlier runs: new (it passed every run it ran in), failing-since (it failed the latest run it ran in, since `since`), flaky (it failed some runs and passed others), first-seen (no earlier run holds it).");
const result = schemas/* looseObject */._H3({
    // The service's fields, as it answered them…
    name: schemas/* string */.YjP(),
    status: results_format_status,
    table: schemas/* string */.YjP(),
    columnName: schemas/* string */.YjP(),
    index: schemas/* number */.aig(),
    time: schemas/* number */.aig(),
    cause: schemas/* string */.YjP(),
    // …and what the action learned of the result.
    classification: schemas/* enum */.k5n(file_formats/* CLASSIFICATIONS */.Ii, { error: `must be ${file_formats/* CLASSIFICATIONS */.Ii.join(', ')}` })
        .optional()
        .describe('Against the baseline: a FAILED/ERROR result is new or pre-existing, a SUCCEEDED one fixed or passing.'),
    attempts: schemas/* array */.YOg(attempt)
        .min(1)
        .optional()
        .describe('A re-run test: every attempt in order, the first included; the result holds the last.'),
    quarantine: quarantineMark.optional(),
    history: historyNote.optional(),
});
const goneTest = schemas/* looseObject */._H3({
    model: schemas/* string */.YjP().optional(),
    table: schemas/* string */.YjP(),
    columnName: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    status: results_format_status,
});
const baseline = schemas/* looseObject */._H3({
    /** The reference run's branch and version (baseline-branch, baseline-version)... */
    branch: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(),
    /** ...or the results files it was read from (baseline-results). */
    files: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Why there is no comparison: then no result is classified and every failure counts as new. */
    unavailable: schemas/* string */.YjP().optional(),
    /** Merged runs: `unavailable` holds for some of them only; the others' results are classified. */
    partial: schemas/* boolean */.zMY().optional(),
    /** ...or the history file whose latest run was the reference (baseline: history), then `branch` is that run's. */
    history: schemas/* string */.YjP().optional(),
    /** At most GONE_LIST_MAX of them; `goneCount` counts them all. */
    gone: schemas/* array */.YOg(goneTest),
    goneCount: count,
});
const quarantineEntry = schemas/* looseObject */._H3({
    test: schemas/* string */.YjP(),
    table: schemas/* string */.YjP().optional(),
    column: schemas/* string */.YjP().optional(),
    model: schemas/* string */.YjP().optional(),
    owner: schemas/* string */.YjP(),
    reason: schemas/* string */.YjP(),
    until: schemas/* string */.YjP(),
    line: count,
    expired: schemas/* boolean */.zMY(),
    addedByPullRequest: schemas/* boolean */.zMY()
        .optional()
        .describe("true: the pull request adds the entry (the base branch's quarantine file does not hold it)."),
    matched: count,
    passed: count,
    quarantined: count,
    expiredFailures: count,
});
const quarantine = schemas/* looseObject */._H3({
    file: schemas/* string */.YjP(),
    checkedOn: schemas/* string */.YjP(),
    entries: schemas/* array */.YOg(quarantineEntry),
})
    .describe('What the quarantine file made of the run: each entry with what it matched (matched results, passed of them, failures quarantined, failures matched after until), checked on the UTC day checkedOn.');
const runHistory = schemas/* looseObject */._H3({
    file: schemas/* string */.YjP().describe('history-file, as the input named it.'),
    runs: count.describe('The runs the history held before this one (an earlier attempt of this run left out).'),
    branch: schemas/* string */.YjP().optional().describe("The branch of the history's latest run."),
})
    .describe("The history file the run's failures were explained with.");
const reruns = schemas/* looseObject */._H3({
    statuses: schemas/* array */.YOg(results_format_status),
    maxAttempts: count,
    /** Re-run requests sent. */
    requests: count,
    /** Things worth knowing: a whole call re-run, a re-run request that failed. One line each. */
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/** The six counts every version wrote; the later ones optional. */
const counts = schemas/* looseObject */._H3(Object.fromEntries(file_formats/* COUNT_NAMES */.bO.map((name, i) => [name, i < 6 ? count : count.optional()])))
    .describe('Counts over the calls, computed from the results (failed: FAILED, errored: ERROR).');
const succeededCall = schemas/* looseObject */._H3({
    call: plannedCall,
    ok: schemas/* literal */.euz(true),
    durationMs: schemas/* number */.aig(),
    runnerStdout: schemas/* string */.YjP(),
    /** The service's own, shown beside the counts computed from the results. */
    summary: schemas/* looseObject */._H3({ failed: count, skip: count, succeeded: count, total: count, warning: count }),
    results: schemas/* array */.YOg(result),
});
const failedCall = schemas/* looseObject */._H3({
    call: plannedCall,
    ok: schemas/* literal */.euz(false),
    durationMs: schemas/* number */.aig(),
    /** One line, starting with the operation's name. */
    error: schemas/* string */.YjP(),
});
const run = schemas/* looseObject */._H3({
    projectId: schemas/* string */.YjP(),
    fabricId: schemas/* number */.aig(),
    branch: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(),
    /** e.g. `2/5`, when this run is one shard. */
    shard: schemas/* string */.YjP().optional(),
    startedAt: schemas/* string */.YjP(),
    finishedAt: schemas/* string */.YjP(),
    counts,
    calls: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt('ok', [succeededCall, failedCall], { error: 'must be true or false' })),
    /** Present when the run was compared with a baseline (even an unavailable one). */
    baseline: baseline.optional(),
    /** Present when `rerun` was on. */
    reruns: reruns.optional(),
    /** Present when a quarantine file was applied. */
    quarantine: quarantine.optional(),
    /** Present when a history file was read. */
    history: runHistory.optional(),
});
const resultsFileSchema = schemas/* looseObject */._H3({
    ...(0,format_header/* formatHeader */.R)('results', file_formats/* RESULTS_FORMAT */.LZ, file_formats/* RESULTS_FORMAT_VERSION */.Mu),
    counts: counts
        .optional()
        .describe('The counts the step reported: the run, or (report mode) the runs merged.'),
    baseline: baseline
        .optional()
        .describe('The comparison the step reported (report mode: of the runs merged), when there was one.'),
    quarantine: quarantine
        .optional()
        .describe('What the quarantine file made of the runs the step reported (report mode: merged).'),
    runs: schemas/* array */.YOg(run),
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var read = __webpack_require__(3180);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/read-results.js
/**
 * Reads back results files (`mode: report`, baseline-results) through the safe reader and the
 * format's schema (results-format.ts), so a file from elsewhere or another version fails with one
 * line naming it, not in a renderer later.
 */






/** `input` (results-files, baseline-results) is named when a link takes a file out of the workspace. */
async function readFiledRuns(paths, input = 'results-files') {
    const runs = [];
    for (const path of paths) {
        const text = await (0,read/* readTextFile */.Gu)(path, read/* MAX_RESULTS_BYTES */.ue, { input });
        let data;
        try {
            data = JSON.parse(text);
        }
        catch (err) {
            // V8 says where: "… in JSON at position 12 (line 3 column 5)"; its excerpt of the text is not shown.
            const line = Number(/\(line (\d+) column \d+\)/.exec(err.message)?.[1]) || undefined;
            throw new errors/* FileError */.f6(path, line, 'not a results file: invalid JSON');
        }
        const parsed = withPlainResultsSetAside(data, () => resultsFileSchema.safeParse(data, { error: typeMessage }));
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            // A wrong format or version is about the whole file: its message says so without a path.
            const whole = issue.code === 'invalid_value' && issue.path.length === 1;
            const at = whole ? '' : (0,common_text/* fieldPath */.cn)(issue.path);
            throw new errors/* FileError */.f6(path, undefined, at ? `${at}: ${issue.message}` : issue.message);
        }
        // The file as written: fields this check does not cover are kept for the renderers.
        for (const run of data.runs)
            runs.push({ path, run });
    }
    return runs;
}
/**
 * Runs `check` with the results lists that are plainly well formed set aside, then puts them back.
 * Checking each result through the schema was the largest part of reading a results file; a result
 * as the service answers it (its seven fields of the right types, at most a classification) is
 * checked here by hand, and a list holding anything else is left for the schema, which names the
 * first field that is wrong exactly as before.
 */
function withPlainResultsSetAside(data, check) {
    const setAside = [];
    const runs = data?.runs;
    if (Array.isArray(runs))
        for (const run of runs) {
            const calls = run?.calls;
            if (!Array.isArray(calls))
                continue;
            for (const call of calls) {
                const results = call?.results;
                if (Array.isArray(results) && results.every(isPlainResult)) {
                    setAside.push([call, results]);
                    call.results = [];
                }
            }
        }
    try {
        return check();
    }
    finally {
        for (const [call, results] of setAside)
            call.results = results;
    }
}
const CLASSIFIED = new Set(file_formats/* CLASSIFICATIONS */.Ii);
/** What results-format.ts's `result` accepts, for a result without re-runs or a quarantine mark. */
function isPlainResult(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const r = value;
    return (typeof r.name === 'string' &&
        typeof r.status === 'string' &&
        r.status !== '' &&
        typeof r.table === 'string' &&
        typeof r.columnName === 'string' &&
        Number.isFinite(r.index) &&
        Number.isFinite(r.time) &&
        typeof r.cause === 'string' &&
        (r.classification === undefined || CLASSIFIED.has(r.classification)) &&
        r.attempts === undefined &&
        r.quarantine === undefined);
}
/** `must be a string`, `must be a list`…; the whole file not being an object is said its own way. */
function typeMessage(iss) {
    if (iss.code !== 'invalid_type')
        return undefined;
    if ((iss.path ?? []).length === 0)
        return 'not a results file: expected a JSON object';
    const noun = { object: 'an object', array: 'a list', boolean: 'true or false' };
    return `must be ${noun[iss.expected] ?? `a ${iss.expected}`}`;
}


/***/ })

};
