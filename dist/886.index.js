export const id = 886;
export const ids = [886,219,962];
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

/***/ 6962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishRun: () => (/* binding */ publishRun)
/* harmony export */ });
/* harmony import */ var _results_annotations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1085);
/* harmony import */ var _results_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8664);
/* harmony import */ var _results_fail_on_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7561);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1497);
/* harmony import */ var _results_test_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9534);
/* harmony import */ var _results_history_section_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1301);
/* harmony import */ var _writers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4879);







async function publishRun(run, settings, runner, options) {
    const publication = publicationOf(run, settings, runner, options);
    let published = {};
    const files = [];
    let problems = [];
    try {
        for (const writer of (0,_writers_js__WEBPACK_IMPORTED_MODULE_6__/* .writersFor */ .k)(settings)) {
            const writing = writer.write(publication, published);
            if (writer.background)
                files.push(held(writing));
            else
                published = { ...published, ...(await writing) };
        }
    }
    finally {
        // Whatever happened to the other outputs, the files are complete before the step goes on.
        problems = await Promise.all(files);
    }
    // A file that could not be written fails the step, but only now: every other output is out.
    const problem = problems.find((p) => p !== undefined);
    if (problem)
        throw problem.error;
    const line = publication.failureLine;
    return line === undefined ? _flow_js__WEBPACK_IMPORTED_MODULE_3__/* .SUCCESS */ .qO : (0,_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .failure */ .V2)(line);
}
/** A write's error kept for later: caught at once, so it is never an unhandled rejection meanwhile. */
function held(writing) {
    return writing.then(() => undefined, (error) => ({ error }));
}
function publicationOf(run, settings, runner, options) {
    const redact = (text) => runner.secrets.redact(text);
    const { context } = options.github;
    // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
    const line = (0,_results_fail_on_js__WEBPACK_IMPORTED_MODULE_2__/* .failureLine */ .Pu)(run.counts, run.calls, settings.failOn);
    const history = options.history && historyToWrite(run, options.history);
    return {
        run,
        runs: options.runs,
        settings,
        runner,
        github: options.github,
        workspace: options.workspace,
        sources: options.sources,
        redact,
        headline: {
            conclusion: line === undefined ? 'success' : 'failure',
            failOn: settings.failOn,
            title: settings.checkName,
        },
        failureLine: line,
        view: (0,_results_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .runView */ .P)(run, {
            redact,
            incomplete: options.incomplete,
            sources: options.sources,
            // A failure's line is linked in the repository at the commit the run tested.
            blobUrl: context.repo && context.headSha && (0,_results_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .blobUrlOf */ .aR)(context.serverUrl, context.repo, context.headSha),
            ...(history && {
                history: {
                    file: history.file,
                    runs: history.history.runs.length,
                    appended: history.appended,
                    branch: history.history.runs.at(-1)?.branch,
                    trend: (0,_results_test_history_js__WEBPACK_IMPORTED_MODULE_4__/* .runTallies */ .yc)(history.history, _results_history_section_js__WEBPACK_IMPORTED_MODULE_5__/* .TREND_RUNS */ .J5),
                    flakiest: (0,_results_test_history_js__WEBPACK_IMPORTED_MODULE_4__/* .flakiestTests */ .Dm)(history.history, _results_history_section_js__WEBPACK_IMPORTED_MODULE_5__/* .FLAKIEST_SHOWN */ .m_),
                },
            }),
        }),
        annotations: (0,_results_annotations_js__WEBPACK_IMPORTED_MODULE_0__.buildAnnotations)(run, options.sources),
        ...(history && { history }),
    };
}
/** The history as read, or with this run appended (its entry's time is when its tests started). */
function historyToWrite(run, plan) {
    const { loaded, entry, maxRuns } = plan;
    const shown = { file: loaded.file, path: loaded.path };
    if (!entry)
        return { ...shown, history: loaded.history, appended: false, replaced: false };
    const { history, replaced } = (0,_results_test_history_js__WEBPACK_IMPORTED_MODULE_4__/* .appendRun */ .ah)(loaded.history, run, { ...entry, time: run.startedAt }, maxRuns);
    return { ...shown, history, appended: true, replaced };
}


/***/ }),

/***/ 3886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportFlow: () => (/* binding */ reportFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/files/glob.js
var glob = __webpack_require__(5630);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/read-results.js + 1 modules
var read_results = __webpack_require__(494);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var common_paths = __webpack_require__(4518);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var counts = __webpack_require__(6515);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/known-failures.js
var known_failures = __webpack_require__(2838);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/shard.js
var results_shard = __webpack_require__(1567);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var model = __webpack_require__(9750);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/report/merge.js
/**
 * Report mode's logic: merge the runs test-mode steps wrote into one, refuse another project's, and
 * say which shards are missing or doubled. Plain data; run.ts reports it.
 */







/**
 * Calls in shard order (runs without a shard after, as given); project, fabric, branch and version
 * are the first run's. The merge is then finished as test mode's run is (results/finish.ts).
 */
function mergeRuns(runs) {
    const first = runs[0];
    if (!first)
        throw new errors/* UserError */.yo('results-files: no test results to report');
    const ordered = inShardOrder(runs);
    // Shards run the same calls: their labels say which shard, so merged suites and rows differ.
    const calls = ordered.flatMap((run) => run.shard === undefined || runs.length === 1
        ? run.calls
        : run.calls.map((outcome) => ({
            ...outcome,
            call: { ...outcome.call, label: `${outcome.call.label} (shard ${run.shard})` },
        })));
    return {
        projectId: first.projectId,
        fabricId: first.fabricId,
        branch: first.branch,
        version: first.version,
        calls,
        startedAt: pickTime(runs, 'startedAt', -1),
        finishedAt: pickTime(runs, 'finishedAt', 1),
        baseline: mergeBaselines(ordered),
        reruns: mergeReruns(ordered),
        // No quarantine: the files' marks are claims, dropped when the merge is finished (run.ts);
        // report mode applies its own file.
    };
}
/** A stable sort: runs of the same shard, and those without one, stay as given. */
function inShardOrder(runs) {
    const shardIndex = (run) => (0,results_shard/* readShardLabel */.Hm)(run.shard)?.index ?? Number.MAX_SAFE_INTEGER;
    return [...runs].sort((a, b) => shardIndex(a) - shardIndex(b));
}
/**
 * The merged runs as the results file keeps them, each told what finishing the merge found: it
 * holds the merge's results of its calls (the merge relabels calls, not results), the merge's
 * comparison but not its gone tests (the merge lists those, over all the runs), and what each
 * quarantine entry matched in it; its counts are its own.
 */
function finishedParts(merged, parts, steps) {
    const offsets = new Map();
    let offset = 0;
    for (const part of inShardOrder(parts)) {
        offsets.set(part, offset);
        offset += part.calls.length;
    }
    return parts.map((part) => {
        const first = offsets.get(part);
        const calls = part.calls.map((outcome, i) => {
            const finished = merged.calls[first + i];
            return outcome.ok && finished.ok ? { ...outcome, results: finished.results } : outcome;
        });
        // The merge's comparison: with the baseline given, or the history's latest run.
        const compared = steps.comparison !== undefined || merged.baseline?.history !== undefined;
        const baseline = compared && merged.baseline ? { ...merged.baseline, gone: [], goneCount: 0 } : part.baseline;
        const quarantine = steps.quarantine && (0,known_failures/* quarantineOf */.KS)(calls, steps.quarantine);
        // The marks the file claimed are gone with its results: the merge dropped them.
        const { quarantine: _claimed, history: _noted, ...rest } = part;
        return {
            ...rest,
            calls,
            ...(baseline && { baseline }),
            counts: (0,counts/* countResults */.aD)(calls, baseline),
            ...(quarantine && { quarantine }),
        };
    });
}
/** How many runs an unavailable comparison names before it counts the rest. */
const NAMED_RUNS = 3;
/** Each run keeps its own classification (a shard compared with its own slice); one not compared is named. */
function mergeBaselines(runs) {
    const first = runs.find((run) => run.baseline)?.baseline;
    if (!first)
        return undefined;
    const merged = { gone: [], goneCount: 0, branch: first.branch, version: first.version };
    const files = new Set(runs.flatMap((run) => run.baseline?.files ?? []));
    if (files.size > 0)
        merged.files = [...files];
    const problems = [];
    runs.forEach((run, i) => {
        const name = run.shard !== undefined ? `shard ${run.shard}` : `run ${i + 1}`;
        if (!run.baseline)
            problems.push(`${name} was not compared`);
        else if (run.baseline.unavailable !== undefined)
            problems.push(`${name}: ${run.baseline.unavailable}`);
        else {
            merged.goneCount += run.baseline.goneCount;
            for (const test of run.baseline.gone)
                if (merged.gone.length < model/* GONE_LIST_MAX */.S7)
                    merged.gone.push(test);
        }
    });
    if (problems.length > 0) {
        const more = problems.length - NAMED_RUNS;
        merged.unavailable = `${problems.slice(0, NAMED_RUNS).join('; ')}${more > 0 ? `; and ${(0,common_text/* formatCount */.B4)(more)} more` : ''}`;
        if (problems.length < runs.length)
            merged.partial = true;
    }
    return merged;
}
function mergeReruns(runs) {
    const all = runs.flatMap((run) => (run.reruns ? [run.reruns] : []));
    if (all.length === 0)
        return undefined;
    return {
        statuses: [...new Set(all.flatMap((r) => r.statuses))],
        maxAttempts: Math.max(...all.map((r) => r.maxAttempts)),
        requests: all.reduce((n, r) => n + r.requests, 0),
        notes: all.flatMap((r) => r.notes).slice(0, 20),
    };
}
/** The earliest (-1) or latest (1) of valid timestamps, compared as instants; the first run's when none parse. */
function pickTime(runs, key, sign) {
    const times = runs.map((run) => run[key]);
    const valid = times.filter((text) => !Number.isNaN(Date.parse(text)));
    return valid.reduce((best, text) => (sign * (Date.parse(text) - Date.parse(best)) > 0 ? text : best), valid[0] ?? times[0]);
}
/** Merged, another project's or fabric's results would be reported, and counted by fail-on, as this one's. */
function refuseOtherProjects(runs) {
    const first = runs[0];
    for (const { path, run } of runs) {
        if (run.projectId === first.run.projectId && run.fabricId === first.run.fabricId)
            continue;
        const where = path === first.path ? 'the first run of the same file' : first.path;
        throw new errors/* FileError */.f6(path, undefined, `holds results of ${projectOf(run)}, but ${where} holds ${projectOf(first.run)}: report mode merges the runs of one project and fabric`);
    }
}
/** `project "retail-analytics" on fabric 10740`; a name from a file, cut short. */
function projectOf(run) {
    return `project ${(0,common_text/* clip */.$Q)(JSON.stringify(run.projectId), 80)} on fabric ${run.fabricId}`;
}
/** How many shards a problem line names before it says "and N more". */
const NAMED_SHARDS = 10;
/** How many files a repeated shard names before it counts the rest. */
const NAMED_FILES = 5;
/**
 * At most two lines, or a merged report of an incomplete matrix would pass as the whole suite.
 * Labels of different shard counts only say they disagree: which shards are missing depends on which
 * count is right. A repeated shard names the files that hold it (relative to `workspace`): often a
 * pattern that also matches the report's own merged file. Bounded whatever a file claims:
 * `shard: 1/1000000` names ten and counts the rest.
 */
function shardProblems(runs, workspace) {
    const seen = new Map();
    const labels = new Map();
    /** The files of each shard index, in the order read, with how many runs of it each holds. */
    const files = new Map();
    for (const { path, run } of runs) {
        const shard = (0,results_shard/* readShardLabel */.Hm)(run.shard);
        if (!shard)
            continue;
        seen.set(shard.index, (seen.get(shard.index) ?? 0) + 1);
        labels.set(`${shard.index}/${shard.count}`, shard);
        const holding = files.get(shard.index) ?? new Map();
        holding.set(path, (holding.get(path) ?? 0) + 1);
        files.set(shard.index, holding);
    }
    const counts = new Set([...labels.values()].map((shard) => shard.count));
    if (counts.size > 1) {
        const mixed = [...labels]
            .sort(([, a], [, b]) => a.count - b.count || a.index - b.index)
            .map(([label]) => label);
        return [`${named(mixed.slice(0, NAMED_SHARDS), mixed.length, 'shard')} disagree on the shard count`];
    }
    const [total] = counts;
    if (total === undefined)
        return [];
    const missing = [];
    // Stops after NAMED_SHARDS: at most that many, plus the shards seen, steps.
    for (let i = 1; i <= total && missing.length < NAMED_SHARDS; i++)
        if (!seen.has(i))
            missing.push(`${i}/${total}`);
    const doubled = [...seen].filter(([, times]) => times > 1).sort(([a], [b]) => a - b);
    const problems = [];
    const missingCount = total - [...seen.keys()].filter((i) => i >= 1 && i <= total).length;
    if (missingCount > 0)
        problems.push(`${named(missing, missingCount, 'shard')} ${missingCount === 1 ? 'is' : 'are'} missing`);
    if (doubled.length > 0) {
        const names = doubled
            .slice(0, NAMED_SHARDS)
            .map(([i]) => `${i}/${total} (${inFiles(files.get(i), workspace)})`);
        problems.push(`${named(names, doubled.length, 'shard')} ${doubled.length === 1 ? 'appears' : 'appear'} more than once`);
    }
    return problems;
}
/** `in a.json and merged.json`, `twice in merged.json`, `in a.json, b.json, … and 3 more files`. */
function inFiles(holding, workspace) {
    const entries = [...holding];
    if (entries.length === 1) {
        const [[path, times]] = entries;
        return `${times === 2 ? 'twice' : `${(0,common_text/* formatCount */.B4)(times)} times`} in ${shownPath(path, workspace)}`;
    }
    const shown = entries
        .slice(0, NAMED_FILES)
        .map(([path, times]) => `${shownPath(path, workspace)}${times > 1 ? ` (${(0,common_text/* formatCount */.B4)(times)} times)` : ''}`);
    const more = entries.length - shown.length;
    if (more > 0)
        return `in ${shown.join(', ')} and ${(0,common_text/* formatCount */.B4)(more)} more ${(0,common_text/* plural */.LS)(more, 'file')}`;
    return `in ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
/**
 * A file's path relative to the workspace, as a person finds it from the checkout; in JSON quotes
 * when it holds anything but letters, digits and `_ - . / @ + =` (a space, a comma, a line break).
 */
function shownPath(path, workspace) {
    const relative = (0,common_paths/* workspacePath */.X5)(path, workspace);
    return /^[\p{L}\p{N}_\-./@+=]+$/u.test(relative) ? relative : JSON.stringify(relative);
}
/** `shard 3/5`, `shards 3/5 and 4/5`, `shards 2/9, 3/9, … and 12 more`. */
function named(names, total, word) {
    const more = total - names.length;
    if (names.length === 1 && more === 0)
        return `${word} ${names[0]}`;
    if (more === 0)
        return `${(0,common_text/* plural */.LS)(total, word)} ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${(0,common_text/* plural */.LS)(total, word)} ${names.join(', ')} and ${(0,common_text/* formatCount */.B4)(more)} more`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/publish/publish.js
var publish = __webpack_require__(6962);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/publish/writers.js + 10 modules
var writers = __webpack_require__(4879);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/sources-file.js + 1 modules
var sources_file = __webpack_require__(3571);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/quarantine-file.js + 1 modules
var quarantine_file = __webpack_require__(914);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/history-file.js + 1 modules
var history_file = __webpack_require__(1386);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline-results.js
var baseline_results = __webpack_require__(1219);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/finish.js + 1 modules
var finish = __webpack_require__(501);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/step-github.js
var step_github = __webpack_require__(3075);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/report/run.js

















/** How many file paths the log lists before it only counts them. */
const LISTED_FILES = 50;
async function reportFlow(settings, runner) {
    const workspace = (0,common_paths/* workspaceDir */.zf)();
    const quarantine = await (0,quarantine_file/* loadQuarantine */.J)(settings, runner);
    const paths = await (0,glob/* expandPatterns */.qL)(settings.resultsFiles, workspace);
    const filed = await (0,read_results/* readFiledRuns */.T)(paths);
    refuseOtherProjects(filed);
    const runs = filed.map((f) => f.run);
    // A results file saying a failure is quarantined does not make it so: only this step's file does.
    const claimed = (0,known_failures/* claimedQuarantined */.so)(runs);
    // An incomplete matrix would otherwise pass as if every shard had run, unless the user accepts
    // the gap (then every report says it).
    const incomplete = shardProblems(filed, workspace);
    if (incomplete.length > 0 && !settings.allowMissingShards)
        throw new errors/* UserError */.yo(`results-files: ${incomplete.join('; ')}; set allow-missing-shards: true to report the merge anyway, with warnings`);
    const merged = mergeRuns(runs);
    const sources = await (0,sources_file/* loadSources */.D)(settings, workspace, runner);
    const history = await (0,history_file/* loadHistory */.F)(settings, merged, workspace, runner);
    await (0,writers/* checkWriters */.j)(settings, workspace);
    // Compared with earlier results, the merged run's classification replaces the files' own.
    const comparison = settings.baselineResults.length > 0
        ? await (0,baseline_results.readBaselineResults)(settings.baselineResults, workspace)
        : undefined;
    runner.info(`Reporting ${(0,counts/* resultTotal */.en)(merged.calls)} results of ${runs.length} ${(0,common_text/* plural */.LS)(runs.length, 'run')} from:`);
    for (const path of paths.slice(0, LISTED_FILES))
        runner.info(`  ${path}`);
    if (paths.length > LISTED_FILES)
        runner.info(`  … and ${paths.length - LISTED_FILES} more files`);
    for (const problem of incomplete)
        runner.warning(`results-files: ${problem}`);
    if (claimed > 0 && !quarantine)
        runner.warning(`results-files: the files mark ${(0,common_text/* formatCount */.B4)(claimed)} ${(0,common_text/* plural */.LS)(claimed, 'failure')} as quarantined, but report mode does not take quarantine marks from the files it merges, so ${claimed === 1 ? 'it counts' : 'they count'} as ${claimed === 1 ? 'a failure' : 'failures'}: give this step the quarantine-file to apply it`);
    if (settings.dryRun) {
        runner.info('Dry run: no check run, comment or file is written.');
        return flow/* SUCCESS */.qO;
    }
    const github = await (0,step_github/* stepGitHub */._)(settings.githubToken, runner);
    const added = quarantine &&
        (await (0,quarantine_file/* entriesAddedByPullRequest */.U)(quarantine.file, github, settings.githubToken, workspace, runner));
    const historyPlan = history && (0,history_file/* planHistory */.G)(history, settings, github.context, runner);
    const steps = {
        dropQuarantineMarks: true,
        dropHistoryNotes: true,
        ...(comparison && { comparison }),
        ...(historyPlan && { history: historyPlan.step }),
        // Applied to the merge, whose results every merged run shares: an entry whose tests pass in one
        // shard and fail in another is judged on them all.
        ...(quarantine && { quarantine: { ...quarantine, added } }),
    };
    const run = (0,finish/* finishRun */.J)(merged, steps);
    return (0,publish.publishRun)(run, settings, runner, {
        runs: finishedParts(run, runs, steps),
        sources,
        workspace,
        incomplete,
        github,
        ...(historyPlan && { history: historyPlan }),
    });
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

/***/ 1301:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ TREND_RUNS),
/* harmony export */   gK: () => (/* binding */ historySection),
/* harmony export */   m_: () => (/* binding */ FLAKIEST_SHOWN)
/* harmony export */ });
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6097);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _history_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5951);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8664);




/** The most runs the chart draws: more points than this read as noise in a summary. */
const TREND_RUNS = 50;
/** The most flaky tests the summary lists. */
const FLAKIEST_SHOWN = 10;
function historySection(view, budget) {
    const shown = view.history;
    if (!shown)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const place = (0,_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(view, (0,_history_words_js__WEBPACK_IMPORTED_MODULE_2__/* .historyPlace */ .sm)(shown));
    const runs = `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(shown.runs)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(shown.runs, 'run')}`;
    const appended = shown.appended ? 'this run appended' : 'this run not appended';
    const head = [`**History** (${(0,_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(view, shown.file)}): ${runs} ${place}, ${appended}.`, ''];
    const chart = trendChart(shown);
    const whole = [...head, ...chart, ...flakiestLines(view, shown)];
    if ((0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(whole).bytes <= budget)
        return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(whole);
    // The chart is a few kilobytes at most; the table is what can be long.
    const withChart = [...head, ...chart];
    if ((0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(withChart).bytes <= budget)
        return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(withChart, true);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(head).bytes <= budget ? (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(head, true) : { ..._common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id, cut: true };
}
/** Pass rates in percent, the y axis from 0 to 100, one point per run, oldest first. */
function trendChart(shown) {
    const trend = shown.trend.slice(-TREND_RUNS);
    if (trend.length < 2)
        return [];
    const rates = trend.map(({ passed, ran }) => (ran === 0 ? 0 : Number(((100 * passed) / ran).toFixed(1))));
    // Mermaid reads quotes and brackets in its text: only plain characters of a branch name go in.
    const branch = (shown.branch ?? '').replace(/[^\w./-]/g, '');
    const where = branch === '' ? '' : ` on ${branch}`;
    return [
        '```mermaid',
        'xychart-beta',
        `  title "Tests passed in the last ${trend.length} runs${where} (%)"`,
        `  x-axis "runs, oldest first" 1 --> ${trend.length}`,
        '  y-axis "passed (%)" 0 --> 100',
        `  line [${rates.join(', ')}]`,
        '```',
        '',
    ];
}
/**
 * Folded: who flips between passing and failing, how often, and how often it failed; at most
 * FLAKIEST_SHOWN rows of names cut to a line each, a few kilobytes.
 */
function flakiestLines(view, shown) {
    const { flakiest } = shown;
    if (flakiest.length === 0)
        return [];
    const place = (0,_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(view, (0,_history_words_js__WEBPACK_IMPORTED_MODULE_2__/* .historyPlace */ .sm)(shown));
    const rows = flakiest.map(({ test, ran, failed, changes }) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tableRow */ .jD)([
        (0,_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .historyTestLabel */ .l9)(view, test),
        `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(failed)} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(ran)}`,
        `${Math.round((100 * failed) / Math.max(ran, 1))}%`,
        (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(changes),
    ]));
    const n = flakiest.length;
    return [
        `<details><summary>The ${n === 1 ? 'flakiest test' : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(n)} flakiest tests`} ${place}: passing and failing by turns</summary>`,
        '',
        (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tableRow */ .jD)(['Test', 'Failed runs', 'Rate', 'Changes']),
        (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tableDivider */ .Ok)(['l', 'r', 'r', 'r']),
        ...rows,
        '',
        '</details>',
        '',
    ];
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
