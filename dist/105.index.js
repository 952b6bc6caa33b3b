export const id = 105;
export const ids = [105];
export const modules = {

/***/ 4105:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportFlow: () => (/* binding */ reportFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/files/glob.js
var glob = __webpack_require__(5630);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/results-file.js
var results_file = __webpack_require__(451);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/counts.js
var counts = __webpack_require__(6809);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/shard.js
var modes_shard = __webpack_require__(8577);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/test-types.js
var test_types = __webpack_require__(197);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/report.js
/**
 * mode: report's work: merge the runs that test-mode steps wrote (the shards of a matrix) into
 * one run, and say which shards look missing or doubled. Plain data; flows/report.ts reports it.
 */





/**
 * Merges the runs of several shards into one: calls in shard order (by shard index; runs
 * without a shard after them, in the order given), counts recomputed from the calls, the
 * earliest start and latest finish. Project, fabric, branch and version are the first run's.
 */
function mergeRuns(runs) {
    const first = runs[0];
    if (!first)
        throw new errors/* UserError */.y('results-files: no test results to report');
    const ordered = runs
        .map((run, position) => ({ run, position, index: shardIndex(run.shard) }))
        .sort((a, b) => a.index - b.index || a.position - b.position)
        .map((x) => x.run);
    // Shards run the same calls: their labels say which shard, so merged suites and rows differ.
    const calls = ordered.flatMap((run) => run.shard === undefined || runs.length === 1
        ? run.calls
        : run.calls.map((outcome) => ({
            ...outcome,
            call: { ...outcome.call, label: `${outcome.call.label} (shard ${run.shard})` },
        })));
    const baseline = mergeBaselines(ordered);
    const reruns = mergeReruns(ordered);
    const merged = {
        projectId: first.projectId,
        fabricId: first.fabricId,
        calls,
        counts: (0,counts/* countResults */.aD)(calls, baseline),
        startedAt: pickTime(runs, (run) => run.startedAt, (a, b) => a < b),
        finishedAt: pickTime(runs, (run) => run.finishedAt, (a, b) => a > b),
    };
    if (first.branch !== undefined)
        merged.branch = first.branch;
    if (first.version !== undefined)
        merged.version = first.version;
    if (baseline)
        merged.baseline = baseline;
    if (reruns)
        merged.reruns = reruns;
    return merged;
}
/** How many runs an unavailable comparison names before it counts the rest. */
const NAMED_RUNS = 3;
/**
 * The runs' baselines as one: each run keeps its own classification (every shard compared with its
 * own slice), the gone tests add up, and a run that could not compare, or did not, is named.
 * Undefined when no run had a baseline.
 */
function mergeBaselines(runs) {
    const compared = runs.filter((run) => run.baseline !== undefined);
    if (compared.length === 0)
        return undefined;
    const first = compared[0].baseline;
    const merged = { gone: [], goneCount: 0 };
    if (first.branch !== undefined)
        merged.branch = first.branch;
    if (first.version !== undefined)
        merged.version = first.version;
    const files = new Set(compared.flatMap((run) => run.baseline.files ?? []));
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
                if (merged.gone.length < test_types/* GONE_LIST_MAX */.S7)
                    merged.gone.push(test);
        }
    });
    if (problems.length > 0) {
        const more = problems.length - NAMED_RUNS;
        merged.unavailable = `${problems.slice(0, NAMED_RUNS).join('; ')}${more > 0 ? `; and ${(0,lib_text/* formatCount */.B4)(more)} more` : ''}`;
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
function shardIndex(label) {
    return (0,modes_shard/* readShardLabel */.Hm)(label)?.index ?? Number.POSITIVE_INFINITY;
}
/** The earliest (or latest) of valid timestamps, compared as instants; the first run's when none parse. */
function pickTime(runs, of, better) {
    let best;
    for (const run of runs) {
        const text = of(run);
        const ms = Date.parse(text);
        if (Number.isNaN(ms))
            continue;
        if (!best || better(ms, best.ms))
            best = { text, ms };
    }
    return best?.text ?? of(runs[0]);
}
/** How many shards a problem line names before it says "and N more". */
const NAMED_SHARDS = 10;
/**
 * What looks wrong with the shards among the runs, as at most two lines (a merged report of an
 * incomplete matrix would otherwise pass silently): `shards 3/5 and 4/5 are missing`,
 * `shard 2/5 appears 2 times`. Bounded whatever a file claims: `shard: 1/1000000` names ten
 * missing shards and counts the rest, it does not list a million.
 */
function shardProblems(runs) {
    const seen = new Map();
    let count;
    for (const run of runs) {
        const shard = (0,modes_shard/* readShardLabel */.Hm)(run.shard);
        if (!shard)
            continue;
        seen.set(shard.index, (seen.get(shard.index) ?? 0) + 1);
        count = Math.max(count ?? 0, shard.count);
    }
    if (count === undefined)
        return [];
    const total = count;
    const present = [...seen.keys()].filter((i) => i >= 1 && i <= total).length;
    const missing = [];
    // Stops after NAMED_SHARDS: at most that many, plus the shards seen, steps.
    for (let i = 1; i <= total && missing.length < NAMED_SHARDS; i++)
        if (!seen.has(i))
            missing.push(`${i}/${total}`);
    const doubled = [...seen].filter(([, times]) => times > 1).sort(([a], [b]) => a - b);
    const problems = [];
    const missingCount = total - present;
    if (missingCount > 0)
        problems.push(`${named(missing, missingCount, 'shard')} ${missingCount === 1 ? 'is' : 'are'} missing`);
    if (doubled.length > 0) {
        const names = doubled.slice(0, NAMED_SHARDS).map(([i, times]) => `${i}/${total} (${times} times)`);
        problems.push(`${named(names, doubled.length, 'shard')} ${doubled.length === 1 ? 'appears' : 'appear'} more than once`);
    }
    return problems;
}
/** `shard 3/5`, `shards 3/5 and 4/5`, `shards 2/9, 3/9, … and 12 more`. */
function named(names, total, word) {
    const more = total - names.length;
    if (names.length === 1 && more === 0)
        return `${word} ${names[0]}`;
    if (more === 0)
        return `${(0,lib_text/* plural */.LS)(total, word)} ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${(0,lib_text/* plural */.LS)(total, word)} ${names.join(', ')} and ${(0,lib_text/* formatCount */.B4)(more)} more`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/paths.js
var lib_paths = __webpack_require__(682);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/flow.js
var flow = __webpack_require__(4430);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/publish-results.js + 9 modules
var publish_results = __webpack_require__(1324);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/baseline-results.js
var baseline_results = __webpack_require__(206);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/flows/report.js








/** How many file paths the log lists before it only counts them. */
const LISTED_FILES = 50;
async function reportFlow(settings, runner) {
    const workspace = (0,lib_paths/* workspaceDir */.zf)();
    const paths = await (0,glob/* expandPatterns */.qL)(settings.resultsFiles, workspace);
    const runs = await (0,results_file/* readResultsFiles */.s)(paths);
    const run = mergeRuns(runs);
    const sources = await (0,publish_results/* loadSources */.Dl)(settings, workspace, runner);
    await (0,publish_results/* checkJUnitTarget */.gB)(settings, workspace);
    // Compared with earlier results, the merged run's classification replaces the files' own.
    if (settings.baselineResults.length > 0)
        (0,baseline_results/* compareWithResults */.A)(run, await (0,baseline_results/* readBaselineResults */.S)(settings.baselineResults, workspace), runs);
    runner.info(`Reporting ${run.counts.total} results of ${runs.length} ${(0,lib_text/* plural */.LS)(runs.length, 'run')} from:`);
    for (const path of paths.slice(0, LISTED_FILES))
        runner.info(`  ${path}`);
    if (paths.length > LISTED_FILES)
        runner.info(`  … and ${paths.length - LISTED_FILES} more files`);
    // An incomplete matrix would otherwise pass as if every shard had run.
    for (const problem of shardProblems(runs))
        runner.warning(`results-files: ${problem}`);
    if (settings.dryRun) {
        runner.info('Dry run: no check run, comment or file is written.');
        return flow/* SUCCESS */.q;
    }
    return (0,publish_results/* publishResults */.ku)(run, settings, runner, { runs, sources, workspace });
}


/***/ })

};
