export const id = 428;
export const ids = [428];
export const modules = {

/***/ 3428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toResultsFile: () => (/* binding */ toResultsFile),
/* harmony export */   writeResultsFile: () => (/* binding */ writeResultsFile)
/* harmony export */ });
/* unused harmony export resultsFileChunks */
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2487);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _file_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7516);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6515);




/** `reported` gives the counts and comparison: the run itself, or (report mode) the runs merged. */
function toResultsFile(runs, reported) {
    return {
        format: _file_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULTS_FORMAT */ .LZ,
        formatVersion: _file_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULTS_FORMAT_VERSION */ .Mu,
        counts: reported?.counts ?? (0,_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .countResults */ .aD)(runs.flatMap((run) => run.calls)),
        ...(reported?.baseline && { baseline: reported.baseline }),
        ...(reported?.quarantine && { quarantine: reported.quarantine }),
        runs,
    };
}
/**
 * Piece by piece, so a large run never has its whole text in memory. Secrets are masked in the
 * text: the registry knows each secret's JSON-escaped form.
 */
async function writeResultsFile(path, file, redact) {
    await (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_0__/* .writeChunkedFile */ .mf)(path, resultsFileChunks(file), redact);
}
/** Enough that stringify's overhead stays small, few enough to stay below V8's large-object size. */
const RESULTS_PER_PIECE = 200;
/** UTF-16 units. */
const STDOUT_PER_PIECE = 32_768;
/**
 * JSON.stringify of the file but for key order: the large parts come last in their objects, so
 * the rest is stringified whole and they piece by piece.
 */
function* resultsFileChunks(file) {
    const { runs, ...head } = file;
    yield `${openObject(head)}"runs":[`;
    for (let r = 0; r < runs.length; r++) {
        const { calls, ...run } = runs[r];
        yield `${r > 0 ? ',' : ''}${openObject(run)}"calls":[`;
        for (let c = 0; c < calls.length; c++) {
            const outcome = calls[c];
            const comma = c > 0 ? ',' : '';
            if (!outcome.ok) {
                yield `${comma}${JSON.stringify(outcome)}`;
                continue;
            }
            const { results, runnerStdout, ...call } = outcome;
            // The runner output can be as large as the results: escaped and written a slice at a time.
            yield `${comma}${openObject(call)}"runnerStdout":"`;
            for (const slice of (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineSlices */ .AN)(runnerStdout, STDOUT_PER_PIECE))
                yield JSON.stringify(slice).slice(1, -1);
            yield '","results":[';
            for (let i = 0; i < results.length; i += RESULTS_PER_PIECE) {
                // The comma apart: joined to the piece, it would make the piece's text be copied whole.
                if (i > 0)
                    yield ',';
                yield JSON.stringify(results.slice(i, i + RESULTS_PER_PIECE)).slice(1, -1);
            }
            yield ']}';
        }
        yield ']}';
    }
    yield ']}\n';
}
/** `{"a":1,` for `{a: 1}`, `{` for `{}`: left open for one more key. */
function openObject(value) {
    const text = JSON.stringify(value);
    return text === '{}' ? '{' : `${text.slice(0, -1)},`;
}


/***/ })

};
