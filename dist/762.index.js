export const id = 762;
export const ids = [762];
export const modules = {

/***/ 4762:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderHealthBody: () => (/* binding */ renderHealthBody)
/* harmony export */ });
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6097);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8664);



/** Room each part keeps, when the body is cut, to say what it left out. */
const PART_RESERVE = 200;
const SHORT_SHA = 7;
function renderHealthBody(view, opts) {
    const parts = [
        { priority: 0, render: () => (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)((0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .opening */ .zs)(view, opts)) },
        { priority: 0, render: () => (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([targetLine(view), '']) },
        { priority: 1, render: (budget) => failuresPart(view, opts, budget) },
        { priority: 0, render: () => footerPart(view, opts) },
    ];
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .joinBlocks */ .x9)((0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitSections */ .WK)(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}
/** `Project **retail-analytics** on fabric **10740** · branch main · version 1.2.0`. */
function targetLine(view) {
    const { projectId, fabricId, branch, version } = view.run;
    const bits = [`Project **${(0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(view, projectId)}** on fabric **${fabricId}**`];
    if (branch !== undefined)
        bits.push(`branch ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(branch)}`);
    if (version !== undefined)
        bits.push(`version ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(version)}`);
    return bits.join(' · ');
}
/** The calls that failed as requests, the new failures, then those that already failed before. */
function failuresPart(view, opts, budget) {
    const broken = (0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .brokenItems */ .OM)(view);
    const already = view.groups['pre-existing'];
    const n = broken.count + already.length;
    if (n === 0)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const item = (i) => i < broken.count ? broken.item(i) : (0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .failureItem */ .Yk)(view, already[i - broken.count]);
    const head = ['**Failing in the latest run:**', ''];
    const fitted = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitLines */ .RV)(n, item, budget - (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(head).bytes - 1, (omitted) => [
        '',
        `_${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(omitted)} more not shown: see the latest run's job summary._`,
    ]);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([...head, ...fitted.lines, ''], fitted.omitted > 0);
}
/** `Latest run: [job summary](…) · commit c0ffee0 · 2026-11-20 02:05 UTC`, then who keeps the issue. */
function footerPart(view, opts) {
    const bits = [];
    if (opts.runUrl)
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('job summary', opts.runUrl));
    if (opts.sha)
        bits.push(`commit ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(opts.sha.slice(0, SHORT_SHA))}`);
    const finished = Date.parse(view.run.finishedAt);
    if (Number.isFinite(finished))
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUtc */ .ay)(finished));
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([
        `Latest run: ${bits.join(' · ') || 'not on a runner'}`,
        '',
        '_Kept by orchestration-action (health-issue): edited by each failing run, closed by the first passing one._',
    ]);
}


/***/ })

};
