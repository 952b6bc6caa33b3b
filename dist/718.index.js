export const id = 718;
export const ids = [718];
export const modules = {

/***/ 5718:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderTestComment: () => (/* binding */ renderTestComment)
/* harmony export */ });
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6097);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _known_failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2838);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8940);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8664);





/** Room each part keeps, when the comment is cut, to say what it left out. */
const PART_RESERVE = 200;
const SHORT_SHA = 7;
function renderTestComment(view, opts) {
    const parts = [
        { priority: 0, render: () => (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)((0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .opening */ .zs)(view, opts)) },
        { priority: 1, render: (b) => failuresPart(view, b) },
        { priority: 0, render: () => alreadyPart(view, opts) },
        { priority: 2, render: (b) => quarantinedPart(view, b) },
        { priority: 2, render: (b) => fixedPart(view, b) },
        { priority: 0, render: () => footerPart(view, opts) },
    ];
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .joinBlocks */ .x9)((0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitSections */ .WK)(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}
function failuresPart(view, budget) {
    const { count: n, item } = (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .brokenItems */ .OM)(view);
    if (n === 0)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const fitted = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitLines */ .RV)(n, item, budget - 1, (omitted) => [
        '',
        `_${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(omitted)} more not shown: see the job summary._`,
    ]);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([...fitted.lines, ''], fitted.omitted > 0);
}
/** `2 already failing on main, 1 flaky.` */
function alreadyPart(view, opts) {
    const { counts, baseline } = view.run;
    const facts = [];
    if (counts.preExisting > 0 && baseline)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.preExisting)} already failing ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(view, (0,_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .onReference */ .Nq)(baseline))}`);
    if (counts.flaky > 0)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.flaky)} flaky`);
    const other = view.groups.other.length;
    if (other > 0)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(other)} with another status`);
    if (facts.length === 0)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const where = opts.runUrl ? `: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('see the job summary', opts.runUrl)}` : '';
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([`${facts.join(', ')}${where}.`, '']);
}
/** `- raw.customers.email · unique · owner @acme/crm · until 2026-12-31, 36 days left · reason` */
function quarantinedPart(view, budget) {
    const { quarantined } = view.groups;
    const quarantine = view.run.quarantine;
    const removable = quarantine ? (0,_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .passingEntries */ .UR)(quarantine).length : 0;
    if (quarantined.length === 0 && removable === 0)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const file = quarantine ? ` (${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(view, quarantine.file)})` : '';
    const head = [`**Quarantined**${file}:`, ''];
    const item = (i) => {
        const entry = quarantined[i];
        const mark = entry.result.quarantine;
        const left = quarantine ? (0,_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .daysBetween */ .YM)(quarantine.checkedOn, mark.until) : undefined;
        const until = left === undefined ? mark.until : `${mark.until}, ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(left)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(left, 'day')} left`;
        return (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .testItem */ .Qu)(view, entry, ...(mark.addedByPullRequest ? [`**${_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .ADDED_BY_PULL_REQUEST */ .VA}**`] : []), `owner ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(view, mark.owner)}`, `until ${until}`, (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(view, mark.reason));
    };
    const tail = removable > 0
        ? [
            `- _${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(removable)} ${removable === 1 ? 'entry has' : 'entries have'} only passing tests: ${removable === 1 ? 'it' : 'they'} can be removed from the file_`,
        ]
        : [];
    const fitted = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitLines */ .RV)(quarantined.length, item, budget - (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([...head, ...tail]).bytes - 1, more);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([...head, ...fitted.lines, ...tail, ''], fitted.omitted > 0);
}
function fixedPart(view, budget) {
    const { fixed } = view.groups;
    const baseline = view.run.baseline;
    if (fixed.length === 0 || !baseline)
        return _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .EMPTY_BLOCK */ .Id;
    const head = [`**Fixed** (failing ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(view, (0,_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .onReference */ .Nq)(baseline))}, passing here):`, ''];
    const item = (i) => (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .testItem */ .Qu)(view, fixed[i]);
    const fitted = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitLines */ .RV)(fixed.length, item, budget - (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)(head).bytes - 1, more);
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([...head, ...fitted.lines, ''], fitted.omitted > 0);
}
/** What a list says of the items left out. */
function more(omitted) {
    return [`- _${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(omitted)} more_`];
}
/** `[Job summary](…) · [Check run](…) · commit c0ffee0 · 2026-11-20 12:05 UTC` */
function footerPart(view, opts) {
    const bits = [];
    if (opts.runUrl)
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('Job summary', opts.runUrl));
    if (opts.checkRunUrl)
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)('Check run', opts.checkRunUrl));
    if (opts.sha)
        bits.push(`commit ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(opts.sha.slice(0, SHORT_SHA))}`);
    const finished = Date.parse(view.run.finishedAt);
    if (Number.isFinite(finished))
        bits.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUtc */ .ay)(finished));
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .block */ .om)([bits.join(' · ')]);
}


/***/ })

};
