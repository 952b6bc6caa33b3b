export const id = 85;
export const ids = [85];
export const modules = {

/***/ 6097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Id: () => (/* binding */ EMPTY_BLOCK),
/* harmony export */   MK: () => (/* binding */ fitJsonList),
/* harmony export */   RV: () => (/* binding */ fitLines),
/* harmony export */   SM: () => (/* binding */ fitTable),
/* harmony export */   Td: () => (/* binding */ fitBlock),
/* harmony export */   WK: () => (/* binding */ fitSections),
/* harmony export */   om: () => (/* binding */ block),
/* harmony export */   rL: () => (/* binding */ listFirst),
/* harmony export */   x9: () => (/* binding */ joinBlocks)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);
/**
 * Keeps what the action writes to GitHub under its limits by design, saying what was left out,
 * because the runner's own trim may cut a table or a <pre> block in the middle. Sizes are UTF-8 bytes.
 */

const EMPTY_BLOCK = { lines: [], bytes: 0, cut: false };
function block(lines, cut = false) {
    return { lines, bytes: lines.reduce((n, line) => n + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1, 0), cut };
}
function joinBlocks(blocks) {
    const lines = blocks.flatMap((b) => b.lines);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
/**
 * Lines [0, n), or as many as fit beside `note(n - shown)` (none by default). Lines are made only until the budget
 * is spent, so a list of a million items costs what is shown.
 */
function fitLines(n, line, budget, note = () => []) {
    const lines = [];
    let used = 0;
    for (let i = 0; i < n; i++) {
        const text = line(i);
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) + 1;
        if (used + size > budget)
            break;
        lines.push(text);
        used += size;
    }
    if (lines.length === n)
        return { lines, omitted: 0 };
    // Room for the longest note this list can need (its count has the most digits).
    const room = budget - block(note(n)).bytes;
    while (lines.length > 0 && used > room)
        used -= (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(lines.pop()) + 1;
    const omitted = n - lines.length;
    return { lines: [...lines, ...note(omitted)], omitted };
}
/** From escaped cells; a cut table ends saying how many `things` were left out and where they are. */
function fitTable(header, align, rows, budget, things, elsewhere) {
    const head = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(header), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableDivider */ .Ok)(align)];
    const body = fitLines(rows.length, (i) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(rows[i]), budget - block(head).bytes, (left) => ['', `_${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(left)} more ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(left, things)} not shown: ${elsewhere}._`]);
    return [...head, ...body.lines];
}
/**
 * Sections in display order within `limit` bytes. When they do not all fit whole, they are
 * rendered again by priority, each with what the more important ones left less `reserve` bytes
 * per section still to come (so each can say what it left out), then `cutNote` closes the document.
 */
function fitSections(sections, limit, reserve, cutNote = EMPTY_BLOCK) {
    const whole = [];
    let used = 0;
    for (const section of sections) {
        const b = section.render(limit - used);
        whole.push(b);
        used += b.bytes;
        // Past this point the rest need not be rendered whole: the shares decide.
        if (b.cut || used > limit)
            break;
    }
    if (whole.length === sections.length && !whole.some((b) => b.cut) && used <= limit)
        return { blocks: whole, cut: false };
    const blocks = new Array(sections.length);
    let remaining = limit - cutNote.bytes;
    const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority);
    order.forEach(({ s, i }, rank) => {
        const later = order.length - rank - 1;
        const share = Math.min(Math.max(0, remaining - later * reserve), s.cap ?? limit);
        const first = whole[i];
        const b = first && !first.cut && first.bytes <= share ? first : s.render(share);
        blocks[i] = b;
        remaining -= b.bytes;
    });
    blocks.push(cutNote);
    return { blocks, cut: true };
}
/** Cut on a line boundary, ending with a note when cut. */
function fitBlock(text, budget, elsewhere) {
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) <= budget)
        return text;
    const all = text.split('\n');
    const kept = fitLines(all.length, (i) => all[i], budget - 200).lines;
    return `${kept.join('\n')}\n… (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(all.length - kept.length)} more lines: ${elsewhere})`;
}
/** As many items as fit, in order: valid JSON however much is left out. */
function fitJsonList(items, maxBytes) {
    // fitLines counts a byte after each item: the commas between them, and one of the brackets.
    const { lines } = fitLines(items.length, (i) => JSON.stringify(items[i]), maxBytes - 1);
    return { json: `[${lines.join(',')}]`, kept: lines.length };
}
/**
 * Items `bounded` picks past the first `max` are counted where the first of them stood, so a
 * list the service makes as long as it likes stays short.
 */
function listFirst(items, bounded, max) {
    const listed = [];
    let seen = 0;
    let note;
    for (const item of items) {
        if (!bounded(item) || ++seen <= max)
            listed.push({ item });
        else if (note)
            note.more++;
        else
            listed.push((note = { more: 1 }));
    }
    return listed;
}


/***/ }),

/***/ 1085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildAnnotations: () => (/* binding */ buildAnnotations),
/* harmony export */   checkTitle: () => (/* binding */ checkTitle),
/* harmony export */   failingTestsText: () => (/* binding */ failingTestsText),
/* harmony export */   locateTest: () => (/* binding */ locateTest)
/* harmony export */ });
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1676);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6515);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8940);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6097);
/* harmony import */ var _known_failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2838);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8275);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8319);
/* harmony import */ var _history_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5951);
/**
 * What the check run of a test run shows. One annotation per failing result, failed call and flaky
 * pass, failures first: pre-existing, quarantined and flaky ones are warnings, as they do not block
 * a gate that fails only on what is new. The text lists the annotated tests, as many as GitHub's
 * limit allows, even when the summary had to leave rows out.
 */








function buildAnnotations(run, index) {
    const failures = [];
    const warnings = [];
    const already = run.baseline ? `already failing ${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .onReference */ .Nq)(run.baseline)}` : '';
    for (const outcome of run.calls) {
        if (!outcome.ok) {
            failures.push(callAnnotation(outcome));
            continue;
        }
        for (const result of outcome.results) {
            if (!(0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isFailure */ .N6)(result.status) && !(0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isFlaky */ .s8)(result))
                continue;
            const annotation = resultAnnotation(outcome.call, result, index, already, run);
            (annotation.level === 'failure' ? failures : warnings).push(annotation);
        }
    }
    return [...failures, ...warnings];
}
function locateTest(subject, name, index) {
    // Model tests are declared with the model, not in the sources file: no line to point at.
    if (subject.kind === 'model' || !index)
        return undefined;
    return index.locate({ source: subject.source, table: subject.table, column: subject.column, test: name });
}
function resultAnnotation(call, result, index, already, run) {
    const subject = (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .subjectOf */ .et)(call, result, index);
    const passed = !(0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isFailure */ .N6)(result.status);
    const what = passed ? 'Flaky' : result.status;
    const place = subject.kind === 'project'
        ? `${what} project test ${result.name}`
        : `${what} ${result.name} on ${(0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .placeLabel */ .sk)(subject)}`;
    const quarantined = (0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isQuarantined */ .fK)(result);
    const mark = passed ? undefined : result.quarantine;
    const notes = [];
    if (quarantined) {
        notes.push(`quarantined until ${mark.until}`);
        if (mark.addedByPullRequest)
            notes.push(_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .ADDED_BY_PULL_REQUEST */ .VA);
    }
    else {
        // Against a history's latest run, its own phrase says new or since when.
        const explained = !passed && result.history !== undefined && run.baseline?.history !== undefined;
        if (!passed && !explained && result.classification === 'new')
            notes.push('new');
        if (!passed && !explained && result.classification === 'pre-existing')
            notes.push(already);
        if (mark?.expired)
            notes.push(`quarantine expired on ${mark.until}`);
    }
    if (!passed && result.history)
        notes.push((0,_history_words_js__WEBPACK_IMPORTED_MODULE_5__/* .historyPhrase */ .Yg)(result.history, run.history));
    if ((0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isFlaky */ .s8)(result)) {
        const attempts = result.attempts.map((a) => a.status).join(', then ');
        notes.push(passed ? attempts : `flaky: ${attempts}`);
    }
    const title = notes.length > 0 ? `${place} (${notes.join('; ')})` : place;
    // A flaky test that no longer fails: the cause worth reading is the last failing attempt's.
    const cause = (passed ? rerunCause(result) : result.cause).trim() || 'no cause given';
    // The entry first, as a long cause is cut at its end: who to ask, and why it counts again.
    const message = mark ? `${(0,_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .quarantineSentence */ .wN)(mark)}\n${cause}` : cause;
    const location = locateTest(subject, result.name, index);
    return {
        level: passed || quarantined || result.classification === 'pre-existing' ? 'warning' : 'failure',
        kind: quarantined ? 'quarantined' : 'result',
        title: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(title), _common_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .ANNOTATION_TITLE_MAX_CHARS */ .IK),
        message: clipMessage(message),
        ...(location && { file: location.file, line: location.line }),
    };
}
/** `Passed on a re-run after: <cause>` (or `Ended with status WARN …`): the last failing attempt's. */
function rerunCause(result) {
    const failed = result.attempts?.findLast((a) => (0,_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .isFailure */ .N6)(a.status));
    if (!failed)
        return '';
    const ended = result.status === 'SUCCEEDED' ? 'Passed on a re-run' : `Ended with status ${result.status} on a re-run`;
    return `${ended} after: ${failed.cause}`;
}
function callAnnotation(outcome) {
    return {
        level: 'failure',
        kind: 'call',
        title: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`Test-run call failed: ${outcome.call.label}`), _common_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .ANNOTATION_TITLE_MAX_CHARS */ .IK),
        message: clipMessage(outcome.error || 'no cause given'),
    };
}
/** Control characters mean nothing in an annotation and some break the JSON GitHub accepts. */
function clipMessage(message) {
    const text = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .stripControls */ .$Y)(message);
    if ((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .byteLength */ .dp)(text) <= _common_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .ANNOTATION_MESSAGE_MAX_BYTES */ .N8)
        return text;
    return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .prefixBytes */ .w3)(text, _common_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .ANNOTATION_MESSAGE_MAX_BYTES */ .N8 - 3)}…`;
}
/** `2 failed, 12 passed of 14 tests; 1 quarantined`; with a baseline, what is new leads. */
function checkTitle(run) {
    const { counts } = run;
    const parts = [];
    if (counts.failed)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(counts.failed)} failed`);
    if (counts.errored)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(counts.errored)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.errored, 'error')}`);
    parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(counts.succeeded)} passed`);
    if (counts.flaky)
        parts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(counts.flaky)} flaky`);
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    const callsNote = failedCalls ? `; ${failedCalls} of ${run.calls.length} test-run calls failed` : '';
    const totals = `${parts.join(', ')} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(counts.total)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.total, 'test')}${callsNote}`;
    const baseline = run.baseline;
    if (!baseline || baseline.unavailable !== undefined)
        return counts.quarantined > 0 ? `${totals}; ${(0,_known_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .quarantinedWords */ .YL)(run)}` : totals;
    return `${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .comparisonLine */ .iF)(counts, baseline)}; ${totals}`;
}
/**
 * The annotated tests, one line each: failures, then warnings, then quarantined. Lines are made
 * only while they fit GitHub's limit, and a last line counts the tests left out.
 */
function failingTestsText(annotations, redact) {
    if (annotations.length === 0)
        return undefined;
    const line = (a) => {
        const where = a.file ? ` (${a.file}${a.line ? `:${a.line}` : ''})` : '';
        return `- **${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(redact(a.title))}**${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(where)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(redact(a.message)), 500))}`;
    };
    const groups = [
        ['Failing tests', (a) => a.level === 'failure'],
        ['Warnings: already failing or flaky', (a) => a.level === 'warning' && a.kind !== 'quarantined'],
        ['Quarantined: known failures', (a) => a.kind === 'quarantined'],
    ];
    // Headings as text, tests as themselves: a test's line is made only if it is shown.
    const rows = [];
    for (const [heading, picks] of groups) {
        const listed = annotations.filter(picks);
        if (listed.length === 0)
            continue;
        if (rows.length > 0)
            rows.push('');
        rows.push(`### ${heading} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(listed.length)})`, '');
        for (const a of listed)
            rows.push(a);
    }
    const testsFrom = (row) => rows.slice(row).filter((r) => typeof r !== 'string').length;
    const { lines } = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .fitLines */ .RV)(rows.length, (i) => {
        const row = rows[i];
        return typeof row === 'string' ? row : line(row);
    }, _common_limits_js__WEBPACK_IMPORTED_MODULE_7__/* .CHECK_OUTPUT_MAX_BYTES */ .SK, (omitted) => [
        '',
        `_${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(testsFrom(rows.length - omitted))} more not shown: see the job summary._`,
    ]);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
