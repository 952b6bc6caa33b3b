export const id = 696;
export const ids = [696];
export const modules = {

/***/ 3696:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportFlow: () => (/* binding */ reportFlow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/glob.js
/**
 * Expands the results-files patterns of report mode into file paths, with Node's own glob
 * (fs.promises.glob, Node 22+): no library to load. Patterns are relative to the workspace, as
 * paths in a workflow are; a leading `!` excludes what it matches, as in actions/upload-artifact.
 */



/** Sorted absolute paths of the regular files the patterns match; throws when none match. */
async function expandPatterns(patterns, workspace) {
    const include = patterns.filter((p) => !p.startsWith('!'));
    const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
    const found = new Set();
    for (const pattern of include) {
        for await (const match of (0,promises_.glob)(pattern, { cwd: workspace })) {
            const path = (0,external_node_path_.resolve)(workspace, match);
            if (exclude.some((ex) => (0,external_node_path_.matchesGlob)((0,external_node_path_.isAbsolute)(ex) ? path : (0,external_node_path_.relative)(workspace, path), ex)))
                continue;
            if ((await (0,promises_.stat)(path).catch(() => undefined))?.isFile())
                found.add(path);
        }
    }
    if (found.size === 0) {
        const list = patterns.map((p) => `"${p}"`).join(', ');
        throw new errors/* UserError */.y(`Input results-files matched no file (patterns ${list}, relative to ${workspace})`);
    }
    return [...found].sort();
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/test-types.js
var test_types = __webpack_require__(197);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/results-file.js
/**
 * Reading back the results files that test-mode steps wrote (`mode: report`), with a structural
 * check, so a file from elsewhere, or from another format version, fails with one line naming it
 * instead of breaking the renderers later.
 */



/** Every run of every file, in the order given. */
async function readResultsFiles(paths) {
    const runs = [];
    for (const path of paths)
        runs.push(...(await readResultsFile(path)));
    return runs;
}
async function readResultsFile(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new errors/* FileError */.f(path, undefined, code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? 'error'})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        // V8 says where: "… in JSON at position 12 (line 3 column 5)".
        const message = err.message;
        const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
        throw new errors/* FileError */.f(path, line === undefined ? undefined : Number(line), 'not a results file: invalid JSON');
    }
    return checkResultsFile(path, data).runs;
}
function checkResultsFile(path, data) {
    const fail = (at, reason) => {
        throw new errors/* FileError */.f(path, undefined, at ? `${at}: ${reason}` : reason);
    };
    const root = object(data, '', fail, 'not a results file: expected a JSON object');
    if (root.format !== test_types/* RESULTS_FORMAT */.L)
        fail('', `not a results file of this action (format ${JSON.stringify(root.format ?? null)}, expected "${test_types/* RESULTS_FORMAT */.L}")`);
    if (root.formatVersion !== test_types/* RESULTS_FORMAT_VERSION */.M)
        fail('', `formatVersion ${JSON.stringify(root.formatVersion ?? null)} is not supported (this action reads ${test_types/* RESULTS_FORMAT_VERSION */.M})`);
    array(root.runs, 'runs', fail).forEach((run, r) => checkRun(run, `runs[${r}]`, fail));
    return data;
}
function checkRun(value, at, fail) {
    const run = object(value, at, fail);
    string(run.projectId, `${at}.projectId`, fail);
    number(run.fabricId, `${at}.fabricId`, fail);
    for (const key of ['branch', 'version', 'shard'])
        if (run[key] !== undefined)
            string(run[key], `${at}.${key}`, fail);
    string(run.startedAt, `${at}.startedAt`, fail);
    string(run.finishedAt, `${at}.finishedAt`, fail);
    const counts = object(run.counts, `${at}.counts`, fail);
    for (const key of ['total', 'succeeded', 'failed', 'errored', 'skipped', 'warnings'])
        number(counts[key], `${at}.counts.${key}`, fail);
    array(run.calls, `${at}.calls`, fail).forEach((call, c) => checkCall(call, `${at}.calls[${c}]`, fail));
}
function checkCall(value, at, fail) {
    const outcome = object(value, at, fail);
    const call = object(outcome.call, `${at}.call`, fail);
    string(call.id, `${at}.call.id`, fail);
    string(call.label, `${at}.call.label`, fail);
    const request = object(call.request, `${at}.call.request`, fail);
    if (request.tests !== undefined)
        array(request.tests, `${at}.call.request.tests`, fail);
    if (request.modelName !== undefined)
        string(request.modelName, `${at}.call.request.modelName`, fail);
    number(outcome.durationMs, `${at}.durationMs`, fail);
    if (outcome.ok === false) {
        string(outcome.error, `${at}.error`, fail);
        return;
    }
    if (outcome.ok !== true)
        fail(`${at}.ok`, 'must be true or false');
    string(outcome.runnerStdout, `${at}.runnerStdout`, fail);
    const summary = object(outcome.summary, `${at}.summary`, fail);
    for (const key of ['failed', 'skip', 'succeeded', 'total', 'warning'])
        number(summary[key], `${at}.summary.${key}`, fail);
    const results = array(outcome.results, `${at}.results`, fail);
    for (let i = 0; i < results.length; i++)
        checkResult(results[i], `${at}.results[${i}]`, fail);
}
const STATUSES = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);
function checkResult(value, at, fail) {
    const result = object(value, at, fail);
    for (const key of ['name', 'table', 'columnName', 'cause'])
        string(result[key], `${at}.${key}`, fail);
    number(result.index, `${at}.index`, fail);
    number(result.time, `${at}.time`, fail);
    if (!STATUSES.has(result.status))
        fail(`${at}.status`, 'must be SUCCEEDED, FAILED or ERROR');
}
function object(value, at, fail, reason = 'must be an object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail(at, reason);
    return value;
}
function array(value, at, fail) {
    if (!Array.isArray(value))
        return fail(at, 'must be a list');
    return value;
}
function string(value, at, fail) {
    if (typeof value !== 'string')
        fail(at, 'must be a string');
}
function number(value, at, fail) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        fail(at, 'must be a number');
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/counts.js
var counts = __webpack_require__(6809);
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
    const calls = ordered.flatMap((run) => run.calls);
    const merged = {
        projectId: first.projectId,
        fabricId: first.fabricId,
        calls,
        counts: (0,counts/* countResults */.a)(calls),
        startedAt: pickTime(runs, (run) => run.startedAt, (a, b) => a < b),
        finishedAt: pickTime(runs, (run) => run.finishedAt, (a, b) => a > b),
    };
    if (first.branch !== undefined)
        merged.branch = first.branch;
    if (first.version !== undefined)
        merged.version = first.version;
    return merged;
}
function shardIndex(shard) {
    const match = shard === undefined ? null : /^(\d+)\/\d+$/.exec(shard.trim());
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
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
        const match = run.shard === undefined ? null : /^(\d+)\/(\d+)$/.exec(run.shard.trim());
        if (!match)
            continue;
        const index = Number(match[1]);
        seen.set(index, (seen.get(index) ?? 0) + 1);
        count = Math.max(count ?? 0, Number(match[2]));
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
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/publish-results.js + 12 modules
var publish_results = __webpack_require__(4890);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/flows/report.js







/** How many file paths the log lists before it only counts them. */
const LISTED_FILES = 50;
async function reportFlow(settings, runner) {
    const workspace = (0,lib_paths/* workspaceDir */.zf)();
    const paths = await expandPatterns(settings.resultsFiles, workspace);
    const runs = await readResultsFiles(paths);
    const run = mergeRuns(runs);
    const sources = await (0,publish_results/* loadSources */.Dl)(settings, workspace, runner);
    await (0,publish_results/* checkJUnitTarget */.gB)(settings, workspace);
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
