export const id = 433;
export const ids = [433];
export const modules = {

/***/ 9433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeHistoryFile: () => (/* binding */ writeHistoryFile)
/* harmony export */ });
/* unused harmony export historyFileChunks */
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2487);
/* harmony import */ var _file_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7516);


/** Enough that each piece's overhead is small, few enough to stay below V8's large-object size. */
const TESTS_PER_PIECE = 500;
function* historyFileChunks(history) {
    const head = {
        format: _file_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_FORMAT */ .nA,
        formatVersion: _file_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_FORMAT_VERSION */ .Oq,
        projectId: history.projectId,
        fabricId: history.fabricId,
        // In the schema's order, whichever order an entry was made in; fields of later versions after.
        runs: history.runs.map(({ id, attempt, sha, url, time, branch, ...later }) => ({
            id,
            attempt,
            sha,
            ...(url !== undefined && { url }),
            time,
            ...(branch !== undefined && { branch }),
            ...later,
        })),
    };
    yield `${JSON.stringify(head).slice(0, -1)},"tests":[`;
    let piece = [];
    let first = true;
    for (const { model, table, columnName, name, outcomes } of history.tests.values()) {
        piece.push(JSON.stringify([model, table, columnName, name, outcomes]));
        if (piece.length < TESTS_PER_PIECE)
            continue;
        // The separator apart: joined to the piece, it would make the piece's text be copied whole.
        yield first ? '\n' : ',\n';
        yield piece.join(',\n');
        first = false;
        piece = [];
    }
    if (piece.length > 0) {
        yield first ? '\n' : ',\n';
        yield piece.join(',\n');
    }
    yield '\n]}\n';
}
/** Whole or not at all (safe-write.ts): a step stopped midway leaves the earlier file. */
async function writeHistoryFile(path, history, redact) {
    await (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_0__/* .writeChunkedFile */ .mf)(path, historyFileChunks(history), redact);
}


/***/ })

};
