export const id = 120;
export const ids = [120];
export const modules = {

/***/ 3120:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReportFlow: () => (/* binding */ runReportFlow)
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
        throw new errors/* UserError */.yo(`Input results-files matched no file (patterns ${list}, relative to ${workspace})`);
    }
    return [...found].sort();
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/report/results-file.js
var results_file = __webpack_require__(8410);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/run/test-report.js + 10 modules
var test_report = __webpack_require__(5149);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/run/report.js




async function runReportFlow(settings) {
    if (settings.mode !== 'report')
        throw new Error(`runReportFlow called for mode ${settings.mode}`);
    const workspace = (0,test_report/* workspaceDir */.zf)();
    const paths = await expandPatterns(settings.resultsFiles, workspace);
    const runs = await (0,results_file/* readResultsFiles */.sT)(paths);
    const run = (0,results_file/* mergeRuns */.rV)(runs);
    const sources = await (0,test_report/* loadSources */.Dl)(settings, workspace);
    await (0,test_report/* checkJUnitTarget */.gB)(settings, workspace);
    (0,runner/* info */.pq)(`Reporting ${run.counts.total} results of ${runs.length} ${runs.length === 1 ? 'run' : 'runs'} from:`);
    for (const path of paths)
        (0,runner/* info */.pq)(`  ${path}`);
    // An incomplete matrix would otherwise pass as if every shard had run.
    for (const problem of (0,results_file/* shardProblems */.Rz)(runs))
        (0,runner/* warning */.$e)(`results-files: ${problem}`);
    if (settings.dryRun) {
        (0,runner/* info */.pq)('Dry run: no check run, comment or file is written.');
        (0,runner/* setOutput */.uH)('conclusion', 'success');
        return;
    }
    await (0,test_report/* reportTestRun */.A9)(run, settings, { runs, sources, workspace });
}


/***/ })

};
