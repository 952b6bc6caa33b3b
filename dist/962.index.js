export const id = 962;
export const ids = [962];
export const modules = {

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


/***/ })

};
