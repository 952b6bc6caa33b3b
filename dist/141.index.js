export const id = 141;
export const ids = [141];
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

/***/ 2141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyOutput: () => (/* binding */ historyOutput)
/* harmony export */ });
/* unused harmony export HISTORY_OUTPUT_MAX_BYTES */
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6097);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6515);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8319);




/** Bytes of the output: under 256 KB, with room for the other outputs beside it. */
const HISTORY_OUTPUT_MAX_BYTES = 200_000;
/** Lists in this order; a cut gives each its share of the bound. */
const LISTS = ['new', 'firstSeen', 'failingSince', 'flaky'];
function historyOutput(run, sources) {
    const lists = {
        new: [],
        firstSeen: [],
        failingSince: [],
        flaky: [],
    };
    for (const outcome of run.calls) {
        if (!outcome.ok)
            continue;
        for (const result of outcome.results) {
            const note = result.history;
            if (!note || !(0,_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .isFailure */ .N6)(result.status))
                continue;
            const test = (0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)((0,_subject_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectOf */ .et)(outcome.call, result, sources), result.name);
            if (note.kind === 'new')
                lists.new.push(test);
            else if (note.kind === 'first-seen')
                lists.firstSeen.push(test);
            else if (note.kind === 'flaky')
                lists.flaky.push({
                    test,
                    rate: Number((note.failed / Math.max(note.runs, 1)).toFixed(3)),
                    failed: note.failed,
                    runs: note.runs,
                });
            else
                lists.failingSince.push({
                    test,
                    since: note.since?.time ?? '',
                    sha: note.since?.sha ?? '',
                    runUrl: note.since?.url ?? null,
                    runs: note.streak ?? 0,
                });
        }
    }
    const runs = run.history?.runs ?? 0;
    const whole = JSON.stringify({ runs, ...lists });
    if ((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(whole) <= HISTORY_OUTPUT_MAX_BYTES)
        return { value: whole };
    // The braces, keys and runs take little. Shortest list first, each takes what it needs up to an
    // equal share of what is left, so a short list never costs a long one room.
    let room = HISTORY_OUTPUT_MAX_BYTES - 200;
    const sizes = LISTS.map((name) => ({ name, bytes: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(JSON.stringify(lists[name])) }));
    const fitted = new Map();
    [...sizes]
        .sort((a, b) => a.bytes - b.bytes)
        .forEach(({ name }, i) => {
        const share = Math.floor(room / (LISTS.length - i));
        const fit = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .fitJsonList */ .MK)(lists[name], share);
        fitted.set(name, fit);
        room -= (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(fit.json);
    });
    const cut = LISTS.filter((name) => fitted.get(name).kept < lists[name].length).map((name) => `${name} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(fitted.get(name).kept)} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(lists[name].length)}`);
    const kept = LISTS.map((name) => `${JSON.stringify(name)}:${fitted.get(name).json}`);
    return {
        value: `{"runs":${runs},${kept.join(',')}}`,
        note: `the history output keeps under ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(HISTORY_OUTPUT_MAX_BYTES)} bytes: it lists ${cut.join(', ')} (the job summary and the results file hold every failure)`,
    };
}


/***/ })

};
