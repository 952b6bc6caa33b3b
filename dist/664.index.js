export const id = 664;
export const ids = [664,85];
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

/***/ 8316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ verdictHeading)
/* harmony export */ });
/**
 * The heading every job summary, comment and health issue opens with (CONTRACT.md, "Behaviour every
 * mode shares"): the verdict, with its icon. One list of icons for every mode.
 */
/** ❌ failed, ✅ passed or applied, ⚠️ drift or warnings, 📝 a plan (or dry run) with changes. */
const ICONS = { failed: '❌', passed: '✅', warned: '⚠️', planned: '📝' };
/** `## ❌ Deploy of retail/1.2.0 to analytics-prod failed`; `title` is markdown, escaped already. */
function verdictHeading(kind, title) {
    return `## ${ICONS[kind]} ${title}`;
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


/***/ }),

/***/ 7561:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   Pu: () => (/* binding */ failureLine)
/* harmony export */ });
/* unused harmony export conclusionOf */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

function conclusionOf(counts, failedCalls, failOn) {
    return failureLine(counts, failedCalls, failOn) === undefined ? 'success' : 'failure';
}
/**
 * `Data tests failed: 2 failed, 1 error of 120 tests (see the job summary)`; after a failed call
 * it starts with that request's error, which names the operation as every failed request's does.
 */
function failureLine(counts, failedCalls, failOn) {
    const reasons = triggered(counts, failOn);
    const calls = describeFailedCalls(failedCalls);
    if (reasons.length === 0 && calls === undefined)
        return undefined;
    const results = reasons.length > 0
        ? `${reasons.join(', ')} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.total)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(counts.total, 'test')}`
        : undefined;
    const firstFailed = typeof failedCalls === 'number' ? undefined : failedCalls.find((c) => !c.ok);
    const parts = firstFailed
        ? [(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(firstFailed.error), calls, results]
        : [`Data tests failed: ${[results, calls].filter(Boolean).join('; ')}`];
    return `${parts.filter(Boolean).join('; ')} (see the job summary)`;
}
/**
 * `1 new failure`, `1 of 3 test-run calls failed`: the failure line's phrases; without `failures`,
 * only those about something else than failing tests (a history explains those its own way).
 */
function failureReasons(counts, failedCalls, failOn, failures = true) {
    return [...triggered(counts, failOn, failures), describeFailedCalls(failedCalls)].filter((r) => r !== undefined);
}
/**
 * A new failure is also a failure: when `failed` counts it, `new-failed` adds no phrase. A
 * quarantined failure counts in no class but `quarantined` (docs/quarantine.md).
 */
function triggered(counts, failOn, failures = true) {
    const failed = counts.failed - counts.quarantinedFailed;
    const errored = counts.errored - counts.quarantinedErrored;
    const { newFailed, newErrored, warnings, flaky, quarantined } = counts;
    const reason = (outcome, n, words) => failOn.has(outcome) && n > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} ${words}` : undefined;
    const reasons = [
        failures
            ? (reason('failed', failed, 'failed') ??
                reason('new-failed', newFailed, `new ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(newFailed, 'failure')}`))
            : undefined,
        failures
            ? (reason('error', errored, (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(errored, 'error')) ??
                reason('new-error', newErrored, `new ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(newErrored, 'error')}`))
            : undefined,
        reason('warning', warnings, (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(warnings, 'warning')),
        reason('flaky', flaky, 'flaky'),
        reason('quarantined', quarantined, 'quarantined'),
    ];
    return reasons.filter((r) => r !== undefined);
}
function describeFailedCalls(calls) {
    const failed = typeof calls === 'number' ? calls : calls.filter((c) => !c.ok).length;
    if (failed === 0)
        return undefined;
    if (typeof calls === 'number')
        return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(failed)} test-run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(failed, 'call')} failed`;
    return calls.length === 1
        ? 'the only test-run call failed'
        : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(failed)} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(calls.length)} test-run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(calls.length, 'call')} failed`;
}


/***/ }),

/***/ 8664:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OM: () => (/* binding */ brokenItems),
/* harmony export */   P: () => (/* binding */ runView),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   Qu: () => (/* binding */ testItem),
/* harmony export */   Yk: () => (/* binding */ failureItem),
/* harmony export */   aR: () => (/* binding */ blobUrlOf),
/* harmony export */   h5: () => (/* binding */ status),
/* harmony export */   j9: () => (/* binding */ goneItem),
/* harmony export */   l9: () => (/* binding */ historyTestLabel),
/* harmony export */   zs: () => (/* binding */ opening)
/* harmony export */ });
/* harmony import */ var _common_verdict_heading_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8316);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6515);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8319);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1085);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8940);
/* harmony import */ var _fail_on_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7561);
/* harmony import */ var _known_failures_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2838);
/* harmony import */ var _history_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5951);
/**
 * The lines the job summary and the pull-request comment share, so both say the same thing the
 * same way. Outside text is redacted, then escaped: redacting after escaping could miss a secret
 * holding a character the escaping rewrites.
 */









/** Causes are cut to this many characters; the results file keeps them whole. */
const CAUSE_MAX_CHARS = 1_000;
/** Names and labels are cut to this many characters, so no single line can swallow the page. */
const NAME_MAX_CHARS = 300;
const STATUS_MAX_CHARS = 60;
const KNOWN_STATUSES = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);
function runView(run, options = {}) {
    return {
        run,
        groups: (0,_counts_js__WEBPACK_IMPORTED_MODULE_8__/* .groupResults */ .Wr)(run.calls),
        sources: options.sources,
        redact: options.redact ?? ((text) => text),
        incomplete: options.incomplete ?? [],
        blobUrl: options.blobUrl,
        windows: new Map(),
        callCounts: new Map(),
        brokenLines: [],
        ...(options.history && { history: options.history }),
    };
}
/** Text from the service, plan or user, for a line or a <summary>. */
function text(view, value, maxChars = NAME_MAX_CHARS) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clipNoting */ .Qx)(view.redact(value), maxChars));
}
/** One the action does not know is text from the service like any other. */
function status(view, value) {
    return KNOWN_STATUSES.has(value) ? value : text(view, value, STATUS_MAX_CHARS);
}
/** For markdown, not an HTML block: line breaks kept, URLs working links. */
function cause(view, value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return 'no cause given';
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clipNoting */ .Qx)(view.redact(trimmed), CAUSE_MAX_CHARS), { breaks: 'br', links: true });
}
/**
 * `## ❌ Data tests: 1 new failure` or `## ✅ Data tests: all 14 passed`, in the failure line's own
 * words, then what the results lack and what the comparison found.
 */
function opening(view, { conclusion, failOn, title }) {
    const { counts, baseline } = view.run;
    const words = conclusion === 'failure' ? failureWords(view, failOn) : successWords(view, failOn);
    const lines = [
        (0,_common_verdict_heading_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictHeading */ .G)(conclusion === 'failure' ? 'failed' : 'passed', `${text(view, title)}: ${words}`),
        '',
    ];
    // Before anything else: every count below lacks what is missing.
    if (view.incomplete.length > 0)
        lines.push(`**Incomplete results:** ${text(view, view.incomplete.join('; '), CAUSE_MAX_CHARS)} (\`allow-missing-shards\`).`, '');
    if (baseline)
        lines.push(`**${text(view, (0,_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .comparisonSentence */ .nX)(counts, baseline), CAUSE_MAX_CHARS)}**`, '');
    return lines;
}
/**
 * Why the step fails: with a history, its failures as it explains them (`1 new failure · 2 failing
 * on main since Nov 28 · 1 flaky`), then any other reason; else the failure line's reasons.
 */
function failureWords(view, failOn) {
    const { counts, calls, history, startedAt } = view.run;
    const notes = [...view.groups.new, ...view.groups['pre-existing']]
        .map((e) => e.result.history)
        .filter((note) => note !== undefined);
    if (notes.length === 0 || history === undefined)
        return (0,_fail_on_js__WEBPACK_IMPORTED_MODULE_5__/* .failureReasons */ .OP)(counts, calls, failOn).join(', ') || 'failed';
    const started = Date.parse(startedAt);
    const year = new Date(Number.isFinite(started) ? started : Date.now()).getUTCFullYear();
    const explained = (0,_history_words_js__WEBPACK_IMPORTED_MODULE_7__/* .historyHeadline */ .f4)((0,_history_words_js__WEBPACK_IMPORTED_MODULE_7__/* .tallyNotes */ .sU)(notes), history, year, (value) => text(view, value));
    return [...explained, ...(0,_fail_on_js__WEBPACK_IMPORTED_MODULE_5__/* .failureReasons */ .OP)(counts, calls, failOn, false)].join(' · ');
}
function successWords(view, failOn) {
    const { counts, baseline } = view.run;
    const other = view.groups.other.length;
    // Quarantined failures are known ones: named apart from the failures that count.
    const failed = counts.failed - counts.quarantinedFailed;
    const errored = counts.errored - counts.quarantinedErrored;
    const quarantined = counts.quarantined > 0 ? (0,_known_failures_js__WEBPACK_IMPORTED_MODULE_6__/* .quarantinedWords */ .YL)(view.run) : undefined;
    if (counts.total === 0)
        return 'no tests ran';
    if (failed + errored === 0 && other === 0) {
        if (quarantined)
            return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.succeeded)} passed, ${quarantined}`;
        const all = counts.total === 1 ? 'the test passed' : `all ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.total)} passed`;
        return counts.flaky > 0 ? `${all}, ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.flaky)} only on a re-run` : all;
    }
    const compared = baseline !== undefined && baseline.unavailable === undefined;
    if (compared && counts.newFailed + counts.newErrored === 0 && other === 0)
        return `no new failures, ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.preExisting)} already failing ${text(view, (0,_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .onReference */ .Nq)(baseline))}${quarantined ? `, ${quarantined}` : ''}`;
    const facts = [];
    if (failed > 0)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(failed)} failed`);
    if (errored > 0)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(errored)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(errored, 'error')}`);
    if (quarantined)
        facts.push(quarantined);
    if (other > 0)
        facts.push(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(other)} with another status (${otherStatuses(view)})`);
    const allowed = failed + errored > 0 ? `, allowed by fail-on (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)([...failOn].join(', ') || 'none')})` : '';
    return `${facts.join(', ')} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.total)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.total, 'test')}${allowed}`;
}
const NAMED_STATUSES = 3;
/** `WARN, SKIPPED, …`. */
function otherStatuses(view) {
    const names = new Set();
    for (const { result } of view.groups.other)
        if (names.add(result.status).size > NAMED_STATUSES)
            break;
    const shown = [...names].slice(0, NAMED_STATUSES).map((name) => status(view, name));
    return names.size > NAMED_STATUSES ? `${shown.join(', ')}, …` : shown.join(', ');
}
/**
 * `- **raw.orders.amount · not_null** · FAILED · [sources.yml:21](…)<br>Got 4 results, …`: the
 * cause on its own line, so a phone shows both.
 */
function failureItem(view, { call, result }) {
    const subject = (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectOf */ .et)(call, result, view.sources);
    const where = lineLink(view, (0,_annotations_js__WEBPACK_IMPORTED_MODULE_3__.locateTest)(subject, result.name, view.sources));
    const head = [`**${text(view, (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)(subject, result.name))}**`, status(view, result.status)];
    if (where)
        head.push(where);
    if (result.history)
        head.push(historyLine(view, result.history));
    const mark = result.quarantine;
    const note = mark ? `<br>${text(view, (0,_known_failures_js__WEBPACK_IMPORTED_MODULE_6__/* .quarantineSentence */ .wN)(mark), CAUSE_MAX_CHARS)}` : '';
    return `- ${head.join(' · ')}<br>${cause(view, result.cause)}${note}`;
}
/** `- raw.customers.customer_id · not_null · …facts`. */
function testItem(view, { call, result }, ...facts) {
    const subject = (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectOf */ .et)(call, result, view.sources);
    return [`- ${text(view, (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)(subject, result.name))}`, ...facts].join(' · ');
}
function goneItem(view, test) {
    const { model, table, columnName: column } = test;
    const kind = model !== undefined ? 'model' : table === '' ? 'project' : 'table';
    const subject = { kind, table: table || (model ?? ''), column, model };
    return `- ${text(view, (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)(subject, test.name))} · ${status(view, test.status)} there`;
}
/** A test the history knows, named as the run's tests are: its table's source from the sources file. */
function historyTestLabel(view, test) {
    const { model, table, columnName: column, name } = test;
    const subject = model !== ''
        ? { kind: 'model', table: table || model, column, model }
        : table === ''
            ? { kind: 'project', table: '', column: '' }
            : { kind: column ? 'column' : 'table', table, column, source: view.sources?.sourceOf(table) };
    return text(view, (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)(subject, name));
}
/** `failing on main since 2026-11-28 ([c0ffee0](…), [run 4242](…)), 5 runs in a row`. */
function historyLine(view, note) {
    return (0,_history_words_js__WEBPACK_IMPORTED_MODULE_7__/* .historyPhrase */ .Yg)(note, view.run.history, {
        commit: (short, url) => (url ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(short, url) : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(short)),
        run: (label, url) => (url ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(label, url) : text(view, label)),
        text: (value) => text(view, value),
    });
}
/** `[sources.yml:21](…/blob/<sha>/platform-sources/sources.yml#L21)`; code without a blob URL. */
function lineLink(view, location) {
    if (!location)
        return '';
    const label = `${location.file.split('/').at(-1)}:${location.line}`;
    if (!view.blobUrl)
        return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(`${location.file}:${location.line}`);
    const path = location.file.split('/').map(encodeURIComponent).join('/');
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(label, `${view.blobUrl}/${path}#L${location.line}`);
}
/** `https://github.com/acme/data/blob/<sha>`. */
function blobUrlOf(serverUrl, repo, sha) {
    return `${serverUrl}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/blob/${encodeURIComponent(sha)}`;
}
/** What broke, as list items: the calls that failed as requests, then the new failures. */
function brokenItems(view) {
    const { failedCalls, new: failing } = view.groups;
    const failedCallItem = ({ call, error }) => `- **${text(view, call.label)}** · request failed, its tests did not run<br>${cause(view, error)}`;
    return {
        count: failedCalls.length + failing.length,
        item: (i) => (view.brokenLines[i] ??=
            i < failedCalls.length
                ? failedCallItem(failedCalls[i])
                : failureItem(view, failing[i - failedCalls.length])),
    };
}


/***/ })

};
