export const id = 470;
export const ids = [470];
export const modules = {

/***/ 6470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderDriftIssue: () => (/* binding */ renderDriftIssue)
/* harmony export */ });
/* harmony import */ var _common_verdict_heading_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8316);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6097);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/**
 * The health issue's body for a fabric plan (health-issue): the connections that differ from the
 * fabric file, each with what differs as the plan says it (a value that may be a credential is
 * hidden there: drift.ts), or why the plan could not be made; then where the latest run is.
 */



const PART_RESERVE = 200;
const SHORT_SHA = 7;
function renderDriftIssue(finding, opts) {
    const parts = [
        { priority: 0, render: () => (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .block */ .om)(headPart(finding, opts)) },
        {
            priority: 1,
            render: (budget) => ('plan' in finding ? driftPart(finding.plan, opts, budget) : _common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_BLOCK */ .Id),
        },
        { priority: 0, render: () => footerPart(opts) },
    ];
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .joinBlocks */ .x9)((0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .fitSections */ .WK)(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}
function drifted(plan) {
    return plan.steps.filter((s) => s.action === 'drift');
}
function headPart(finding, opts) {
    if (!('plan' in finding))
        return [
            (0,_common_verdict_heading_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeading */ .G)('failed', `Fabric ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(finding.fabricName)}: the plan could not be made`),
            '',
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(finding.failure),
            '',
        ];
    const n = drifted(finding.plan).length;
    const id = finding.plan.fabricId === undefined ? '' : ` (id ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(finding.plan.fabricId)})`;
    return [
        (0,_common_verdict_heading_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeading */ .G)('failed', `Fabric ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(finding.plan.fabricName)}${id}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(n)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'connection')} ${n === 1 ? 'differs' : 'differ'} from ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(opts.file)}`),
        '',
        "An apply leaves a drifted connection as it is: with fix-drift: true it sets the connection's properties to the file's; a kind or default flag that differs only the service's settings can change.",
        '',
    ];
}
/** `- **warehouse** · [fabric.yml:12](…) · properties.catalog: "retail" → "retail_v2"`. */
function driftPart(plan, opts, budget) {
    const steps = drifted(plan);
    if (steps.length === 0)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .EMPTY_BLOCK */ .Id;
    const item = (i) => {
        const step = steps[i];
        const head = [`**${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(step.name)}**`];
        if (step.id !== undefined)
            head.push(`id ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(step.id)}`);
        const where = lineLink(step.line, opts);
        if (where)
            head.push(where);
        return `- ${head.join(' · ')}<br>${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(step.details)}`;
    };
    const fitted = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .fitLines */ .RV)(steps.length, item, budget - 1, (omitted) => [
        '',
        `_${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(omitted)} more not shown: see the latest run's job summary._`,
    ]);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .block */ .om)([...fitted.lines, ''], fitted.omitted > 0);
}
function lineLink(line, opts) {
    if (line === undefined)
        return '';
    const name = opts.file.split('/').at(-1) ?? opts.file;
    if (!opts.blobUrl || opts.repositoryFile === undefined)
        return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(`${opts.file}:${line}`);
    const path = opts.repositoryFile.split('/').map(encodeURIComponent).join('/');
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(`${name}:${line}`, `${opts.blobUrl}/${path}#L${line}`);
}
function footerPart(opts) {
    const bits = [];
    if (opts.runUrl)
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)('job summary', opts.runUrl));
    if (opts.sha)
        bits.push(`commit ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(opts.sha.slice(0, SHORT_SHA))}`);
    bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUtc */ .ay)(opts.now));
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .block */ .om)([
        `Latest run: ${bits.join(' · ')}`,
        '',
        '_Kept by orchestration-action (health-issue): edited by each plan that finds drift, closed by the first that finds none._',
    ]);
}


/***/ })

};
