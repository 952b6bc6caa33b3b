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
/* harmony import */ var _writers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5077);





async function publishRun(run, settings, runner, options) {
    const publication = publicationOf(run, settings, runner, options);
    let published = {};
    const files = [];
    let problems = [];
    try {
        for (const writer of (0,_writers_js__WEBPACK_IMPORTED_MODULE_4__/* .writersFor */ .k)(settings)) {
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
        }),
        annotations: (0,_results_annotations_js__WEBPACK_IMPORTED_MODULE_0__.buildAnnotations)(run, options.sources),
    };
}


/***/ })

};
