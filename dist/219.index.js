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
/* harmony import */ var _read_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2264);
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

/***/ 2264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readFiledRuns)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _results_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5313);
/* harmony import */ var _files_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3180);
/**
 * Reads back results files (`mode: report`, baseline-results) through the safe reader and the
 * format's schema (results-format.ts), so a file from elsewhere or another version fails with one
 * line naming it, not in a renderer later.
 */





/** `input` (results-files, baseline-results) is named when a link takes a file out of the workspace. */
async function readFiledRuns(paths, input = 'results-files') {
    const runs = [];
    for (const path of paths) {
        const text = await (0,_files_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .Gu)(path, _files_read_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_RESULTS_BYTES */ .ue, { input });
        let data;
        try {
            data = JSON.parse(text);
        }
        catch (err) {
            // V8 says where: "… in JSON at position 12 (line 3 column 5)"; its excerpt of the text is not shown.
            const line = Number(/\(line (\d+) column \d+\)/.exec(err.message)?.[1]) || undefined;
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(path, line, 'not a results file: invalid JSON');
        }
        const parsed = withPlainResultsSetAside(data, () => _results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .resultsFileSchema */ .Q7.safeParse(data, { error: typeMessage }));
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            // A wrong format or version is about the whole file: its message says so without a path.
            const whole = issue.code === 'invalid_value' && issue.path.length === 1;
            const at = whole ? '' : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldPath */ .cn)(issue.path);
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(path, undefined, at ? `${at}: ${issue.message}` : issue.message);
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
const CLASSIFIED = new Set(_results_format_js__WEBPACK_IMPORTED_MODULE_2__/* .CLASSIFICATIONS */ .Ii);
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
