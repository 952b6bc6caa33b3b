export const id = 471;
export const ids = [471];
export const modules = {

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


/***/ }),

/***/ 3471:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PASSING_SHOWN: () => (/* binding */ PASSING_SHOWN),
  renderTestSummary: () => (/* binding */ renderTestSummary),
  slowest: () => (/* binding */ slowest)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/limits.js
var limits = __webpack_require__(1676);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/budget.js
var common_budget = __webpack_require__(6097);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var results_counts = __webpack_require__(6515);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var model = __webpack_require__(9750);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/subject.js
var subject = __webpack_require__(8319);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var results_baseline = __webpack_require__(8940);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/known-failures.js
var known_failures = __webpack_require__(2838);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/lines.js
var lines = __webpack_require__(8664);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/runner-output.js


const HEAD_LINES = 100;
const TAIL_LINES = 100;
const LINE_MAX_CHARS = 1_000;
/** Most bytes one call's runner output may take, however much room is left. */
const CALL_MAX_BYTES = 64_000;
/** Room kept for the line that counts the calls whose output is not shown. */
const NOTE_RESERVE = 200;
function runnerOutputBlock({ calls, label, redact, windows }, budget) {
    const withOutput = calls.filter((c) => c.ok && c.runnerStdout.trim() !== '');
    if (withOutput.length === 0)
        return common_budget/* EMPTY_BLOCK */.Id;
    const render = (call, room) => {
        if (!windows.has(call))
            windows.set(call, lineWindow(call.runnerStdout, redact));
        return callBlock(label(call), windows.get(call), room);
    };
    const whole = withOutput.map((c) => render(c, CALL_MAX_BYTES));
    const wholeBytes = whole.reduce((n, b) => n + (b?.bytes ?? 0), 0);
    if (wholeBytes <= budget)
        return (0,common_budget/* block */.om)(whole.flatMap((b) => b?.lines ?? []));
    // Not enough room: calls whose whole output is smaller than an equal share keep it whole, and
    // what they leave goes to the others (smallest first, then equal shares).
    let remaining = budget - NOTE_RESERVE;
    const blocks = new Array(withOutput.length);
    const bySize = whole.map((b, i) => ({ i, size: b?.bytes ?? 0 })).sort((a, b) => a.size - b.size);
    bySize.forEach(({ i, size }, k) => {
        const share = Math.floor(remaining / (bySize.length - k));
        const b = size <= share ? whole[i] : render(withOutput[i], share);
        blocks[i] = b;
        remaining -= b?.bytes ?? 0;
    });
    const lines = blocks.flatMap((b) => b?.lines ?? []);
    const left = blocks.filter((b) => b === undefined).length;
    if (left > 0)
        lines.push(`_The runner output of ${(0,common_text/* formatCount */.B4)(left)} ${lines.length > 0 ? 'more ' : ''}${(0,common_text/* plural */.LS)(left, 'call')} is not shown: see the results file._`, '');
    const b = (0,common_budget/* block */.om)(lines, true);
    return b.bytes <= budget ? b : { ...common_budget/* EMPTY_BLOCK */.Id, cut: true };
}
/** Undefined when not even the frame and one line fit. */
function callBlock(label, lines, budget) {
    const n = lines.count;
    const open = (cutLines) => `<details><summary>Runner output of ${label}: ${(0,common_text/* formatCount */.B4)(n)} ${(0,common_text/* plural */.LS)(n, 'line')}${cutLines > 0 ? `, ${(0,common_text/* formatCount */.B4)(cutLines)} cut` : ''}</summary>`;
    const close = ['</pre>', '', '</details>', ''];
    const frame = (0,common_budget/* block */.om)([open(n), '', '<pre>', cutMarker(n), ...close]).bytes;
    if (frame > budget)
        return undefined;
    const head = (0,common_budget/* block */.om)((0,common_budget/* fitLines */.RV)(Math.min(n, HEAD_LINES), lines.at, Math.floor((budget - frame) / 2)).lines);
    const tailMax = Math.min(n - head.lines.length, TAIL_LINES);
    const tail = (0,common_budget/* fitLines */.RV)(tailMax, (k) => lines.at(n - 1 - k), budget - frame - head.bytes);
    tail.lines.reverse();
    if (head.lines.length === 0 && tail.lines.length === 0)
        return undefined;
    const cutLines = n - head.lines.length - tail.lines.length;
    const body = cutLines > 0 ? [...head.lines, cutMarker(cutLines), ...tail.lines] : [...head.lines, ...tail.lines];
    return (0,common_budget/* block */.om)([open(cutLines), '', '<pre>', ...body, ...close]);
}
function cutMarker(lines) {
    return `[… ${(0,common_text/* formatCount */.B4)(lines)} ${(0,common_text/* plural */.LS)(lines, 'line')} cut …]`;
}
/**
 * A final line break ends the last line rather than starting another. Carriage returns (rare in a
 * runner's log) become line feeds first. The lines kept are masked, clipped and escaped once, for
 * every rendering of the summary.
 */
function lineWindow(output, redact) {
    const shown = (line) => (0,common_text/* preformatted */.EC)((0,common_text/* clipNoting */.Qx)(redact(line), LINE_MAX_CHARS));
    const text = output.includes('\r') ? output.replace(/\r\n?/g, '\n') : output;
    const end = text.endsWith('\n') ? text.length - 1 : text.length;
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1))
        count++;
    // split stops at its limit: only the first lines are made.
    const first = text.slice(0, end).split('\n', HEAD_LINES).map(shown);
    const last = [];
    for (let stop = end; last.length < Math.min(TAIL_LINES, count);) {
        const before = stop === 0 ? -1 : text.lastIndexOf('\n', stop - 1);
        last.unshift(shown(text.slice(before + 1, stop)));
        stop = before;
    }
    return {
        count,
        at: (i) => (i < first.length ? first[i] : (last[i - (count - last.length)] ?? '')),
    };
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/history-section.js
var history_section = __webpack_require__(1301);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/summary.js
/**
 * Test mode's job summary (and the check run's), written for the first seconds of reading a failed
 * check: the verdict, what is new, each failing test with its cause and line; the rest folded.
 * Strictly under `maxBytes`, because GitHub rejects a step summary at its limit.
 */











/** Room every section keeps, when the summary is cut, to say what it left out. */
const SECTION_RESERVE = 400;
/** A view made once by runView brings its own sources, redact and links. */
function renderTestSummary(run, opts) {
    const maxBytes = opts.maxBytes ?? limits/* SUMMARY_MAX_BYTES */.eR;
    const limit = maxBytes - 1; // strictly under maxBytes
    const view = 'groups' in run ? run : (0,lines/* runView */.P)(run, opts);
    const fitted = (0,common_budget/* fitSections */.WK)(sections(view, opts), limit, SECTION_RESERVE, CLOSING_NOTE);
    if (fitted.blocks.reduce((n, b) => n + b.bytes, 0) <= limit)
        return (0,common_budget/* joinBlocks */.x9)(fitted.blocks);
    // Only a maxBytes smaller than the headline gets here: its first lines that fit.
    const head = fitted.blocks[0].lines;
    return (0,common_budget/* joinBlocks */.x9)([(0,common_budget/* block */.om)((0,common_budget/* fitLines */.RV)(head.length, (i) => head[i], limit).lines)]);
}
const CLOSING_NOTE = (0,common_budget/* block */.om)([
    "_Parts of this summary were left out to keep it within GitHub's size limit. The results file (output `results-file`) holds every result and each call's whole runner output._",
    '',
]);
/** In display order; the priority says who gets bytes first when the summary must be cut. */
function sections(view, opts) {
    const tenth = Math.floor((opts.maxBytes ?? limits/* SUMMARY_MAX_BYTES */.eR) / 10);
    const { 'pre-existing': preExisting, fixed, flaky, other, passing, quarantined } = view.groups;
    const quarantine = view.run.quarantine;
    const unmatched = quarantine ? (0,known_failures/* unmatchedEntries */.kk)(quarantine) : [];
    const file = quarantine ? ` (${(0,lines/* text */.Qq)(view, quarantine.file)})` : '';
    const baseline = view.run.baseline;
    const { gone, goneCount } = baseline ?? { gone: [], goneCount: 0 };
    const reference = baseline ? (0,lines/* text */.Qq)(view, (0,results_baseline/* onReference */.Nq)(baseline)) : '';
    return [
        {
            priority: 0,
            render: () => (0,common_budget/* block */.om)((0,lines/* opening */.zs)(view, { ...opts, title: opts.title ?? 'Data tests' })),
        },
        { priority: 1, render: (b) => failuresSection(view, b) },
        list(3, undefined, `Already failing ${reference} (${(0,common_text/* formatCount */.B4)(preExisting.length)})`, baseline ? preExisting : [], (e) => (0,lines/* failureItem */.Yk)(view, e)),
        list(4, tenth, `Fixed: failing ${reference}, passing here (${(0,common_text/* formatCount */.B4)(fixed.length)})`, baseline ? fixed : [], (e) => (0,lines/* testItem */.Qu)(view, e)),
        list(2, tenth, `Flaky (${(0,common_text/* formatCount */.B4)(flaky.length)}): the status changed on a re-run`, flaky, (e) => (0,lines/* testItem */.Qu)(view, e, (e.result.attempts ?? []).map((a) => (0,lines/* status */.h5)(view, a.status)).join(' → '))),
        list(3, tenth, `Quarantined (${(0,common_text/* formatCount */.B4)(quarantined.length)}): known failures, each with an owner and a last day${file}${addedNote(view)}`, quarantined, (e) => quarantinedRow(view, e), {
            head: [
                (0,common_text/* tableRow */.jD)(['Test', 'Owner', 'Reason', 'Until', 'Days left']),
                (0,common_text/* tableDivider */.Ok)(['l', 'l', 'l', 'l', 'r']),
            ],
            fallback: `_Quarantined: ${(0,common_text/* formatCount */.B4)(quarantined.length)} known failures, see the results file._`,
        }),
        { priority: 2, cap: tenth, render: (b) => quarantineEntriesSection(view, b) },
        // Not an error: the entry may be another shard's, or its test renamed.
        list(5, tenth, `Quarantine entries that matched no test of this run (${(0,common_text/* formatCount */.B4)(unmatched.length)})`, unmatched, (e) => `- ${entryItem(view, e)} · owner ${(0,lines/* text */.Qq)(view, e.owner)} · until ${e.until}${e.expired ? ' (expired)' : ''}${e.addedByPullRequest ? ` · ${known_failures/* ADDED_BY_PULL_REQUEST */.VA}` : ''}`),
        // Statuses the action does not know: carried through, as the service owns its enumerations.
        list(5, tenth, `Another status (${(0,common_text/* formatCount */.B4)(other.length)}): neither passed nor failed`, other, (e) => (0,lines/* failureItem */.Yk)(view, e)),
        list(5, tenth, `No longer run: ${(0,common_text/* formatCount */.B4)(goneCount)} ${(0,common_text/* plural */.LS)(goneCount, 'test')} ran ${reference} but not here${gone.length < goneCount ? `, ${(0,common_text/* formatCount */.B4)(gone.length)} listed` : ''}`, gone, (test) => (0,lines/* goneItem */.j9)(view, test)),
        { priority: 4, cap: tenth, render: (b) => (0,history_section/* historySection */.gK)(view, b) },
        { priority: 2, cap: tenth, render: (b) => countsSection(view, opts, b) },
        list(7, undefined, passingTitle(passing.length), slowestPassing(view), (e) => (0,lines/* testItem */.Qu)(view, e, (0,common_text/* noBreak */.BC)((0,common_text/* formatSeconds */.Xo)(timeOf(e.result))))),
        { priority: 6, cap: tenth * 2.5, render: (b) => runnerOutputBlock(runnerOutputs(view), b) },
        { priority: 0, render: () => footerSection(view, opts) },
    ];
}
/** The calls' runner output as the view shows it: labels as elsewhere, lines kept in the view. */
function runnerOutputs(view) {
    return {
        calls: view.run.calls,
        label: (call) => (0,lines/* text */.Qq)(view, call.call.label),
        redact: view.redact,
        windows: view.windows,
    };
}
function failuresSection(view, budget) {
    const { count: n, item } = (0,lines/* brokenItems */.OM)(view);
    if (n === 0)
        return common_budget/* EMPTY_BLOCK */.Id;
    const compared = view.run.baseline !== undefined && view.run.baseline.unavailable === undefined;
    const noun = compared ? 'new failures' : 'failing tests';
    return listSection(n, item, budget, (omitted) => [
        '',
        `_${(0,common_text/* formatCount */.B4)(omitted)} more ${noun} and failed calls not shown: see the results file._`,
    ]);
}
/** `; 1 added by this pull request`, when entries the pull request adds quarantine failures. */
function addedNote(view) {
    const n = (0,known_failures/* quarantinedByAddedEntries */.eU)(view.run);
    return n > 0 ? `; ${(0,common_text/* formatCount */.B4)(n)} ${known_failures/* ADDED_BY_PULL_REQUEST */.VA}` : '';
}
function quarantinedRow(view, { call, result }) {
    const mark = result.quarantine;
    const checkedOn = view.run.quarantine?.checkedOn;
    const added = mark.addedByPullRequest ? ` · **${known_failures/* ADDED_BY_PULL_REQUEST */.VA}**` : '';
    return (0,common_text/* tableRow */.jD)([
        `${(0,lines/* text */.Qq)(view, (0,subject/* testLabel */.xW)((0,subject/* subjectOf */.et)(call, result, view.sources), result.name))} · ${(0,lines/* status */.h5)(view, result.status)}${added}`,
        (0,lines/* text */.Qq)(view, mark.owner),
        (0,lines/* text */.Qq)(view, mark.reason),
        mark.until,
        checkedOn === undefined ? '–' : (0,common_text/* formatCount */.B4)((0,known_failures/* daysBetween */.YM)(checkedOn, mark.until)),
    ]);
}
/** Not folded: these entries need a person (added by the pull request, expired with failures, or all passing). */
function quarantineEntriesSection(view, budget) {
    const quarantine = view.run.quarantine;
    if (!quarantine)
        return common_budget/* EMPTY_BLOCK */.Id;
    const items = [
        ...(0,known_failures/* addedEntries */.jO)(quarantine).map((e) => {
            const n = e.quarantined;
            return `- ${entryItem(view, e)}: **${known_failures/* ADDED_BY_PULL_REQUEST */.VA}**, it quarantines ${(0,common_text/* formatCount */.B4)(n)} ${(0,common_text/* plural */.LS)(n, 'failure')} of this run until ${e.until}; owner ${(0,lines/* text */.Qq)(view, e.owner)}: ${(0,lines/* text */.Qq)(view, e.reason)}`;
        }),
        ...(0,known_failures/* expiredEntries */.SZ)(quarantine).map((e) => {
            const n = e.expiredFailures;
            return `- ${entryItem(view, e)}: expired on ${e.until}, so its ${(0,common_text/* formatCount */.B4)(n)} ${(0,common_text/* plural */.LS)(n, 'failure')} ${n === 1 ? 'counts' : 'count'} again; owner ${(0,lines/* text */.Qq)(view, e.owner)}: ${(0,lines/* text */.Qq)(view, e.reason)}`;
        }),
        ...(0,known_failures/* passingEntries */.UR)(quarantine).map((e) => `- ${entryItem(view, e)}: its tests all pass, it can be removed from the file`),
    ];
    if (items.length === 0)
        return common_budget/* EMPTY_BLOCK */.Id;
    const head = [`Quarantine entries to update in ${(0,lines/* text */.Qq)(view, quarantine.file)}:`, ''];
    return listSection(items.length, (i) => items[i], budget - (0,common_budget/* block */.om)(head).bytes, (omitted) => ['', `_${(0,common_text/* formatCount */.B4)(omitted)} more entries not shown: see the results file._`], head);
}
/** `line 3 (test unique, table customers)`. */
function entryItem(view, entry) {
    return `line ${entry.line} (${(0,lines/* text */.Qq)(view, (0,known_failures/* entryLabel */.b4)(entry))})`;
}
function countsSection(view, opts, budget) {
    const { counts: c, calls } = view.run;
    const wall = (0,model/* runSeconds */.Rl)(view.run);
    const time = wall === undefined ? '–' : (0,common_text/* noBreak */.BC)((0,common_text/* formatSeconds */.Xo)(wall));
    const tests = `${(0,common_text/* formatCount */.B4)(c.total)} ${(0,common_text/* plural */.LS)(c.total, 'test')}`;
    const head = [
        `<details><summary>Counts: ${tests} in ${(0,common_text/* formatCount */.B4)(calls.length)} test-run ${(0,common_text/* plural */.LS)(calls.length, 'call')}${wall === undefined ? '' : `, ${time}`}</summary>`,
        '',
        (0,common_text/* tableRow */.jD)(['Test-run call', 'Tests', 'Passed', 'Failed', 'Errored', 'Time']),
        (0,common_text/* tableDivider */.Ok)(['l', 'r', 'r', 'r', 'r', 'r']),
    ];
    const all = (0,common_text/* tableRow */.jD)(['All', ...[c.total, c.succeeded, c.failed, c.errored].map(common_text/* formatCount */.B4), time]);
    const facts = [];
    const reported = [
        c.warnings > 0 ? `${(0,common_text/* formatCount */.B4)(c.warnings)} ${(0,common_text/* plural */.LS)(c.warnings, 'warning')}` : '',
        c.skipped > 0 ? `${(0,common_text/* formatCount */.B4)(c.skipped)} skipped` : '',
    ].filter(Boolean);
    if (reported.length > 0)
        facts.push(`The service reported ${reported.join(' and ')}.`, '');
    facts.push(`Outcomes that fail the step (\`fail-on\`): ${(0,common_text/* inline */.mG)([...opts.failOn].join(', ') || 'none')}.`);
    const tail = ['', ...facts, '', '</details>', ''];
    let room = budget - (0,common_budget/* block */.om)([...head, all, ...tail]).bytes;
    if (room < 0)
        return compact(`_Counts: ${tests}._`, budget);
    const rows = (0,common_budget/* fitLines */.RV)(calls.length, (i) => callRow(view, calls[i]), room, (omitted) => [
        (0,common_text/* tableRow */.jD)([
            `${(0,common_text/* formatCount */.B4)(omitted)} more ${(0,common_text/* plural */.LS)(omitted, 'call')} not shown`,
            ...Array(5).fill('–'),
        ]),
    ]);
    room -= (0,common_budget/* block */.om)(rows.lines).bytes;
    const explained = calls.map((call) => callNote(view, call)).filter((note) => note !== '');
    const notes = (0,common_budget/* fitLines */.RV)(explained.length, (i) => explained[i], room - 1).lines;
    return (0,common_budget/* block */.om)([...head, ...rows.lines, all, ...(notes.length > 0 ? ['', ...notes] : []), ...tail], rows.omitted > 0 || notes.length < explained.length);
}
function callRow(view, outcome) {
    const time = (0,common_text/* noBreak */.BC)((0,common_text/* formatSeconds */.Xo)(outcome.durationMs / 1000));
    const label = (0,lines/* text */.Qq)(view, outcome.call.label);
    if (!outcome.ok)
        return (0,common_text/* tableRow */.jD)([label, 'request failed', '–', '–', '–', time]);
    const c = callCounts(view, outcome).counts;
    return (0,common_text/* tableRow */.jD)([label, ...[c.total, c.succeeded, c.failed, c.errored].map(common_text/* formatCount */.B4), time]);
}
/** Why a call's counts may read differently elsewhere; empty when nothing needs saying. */
function callNote(view, outcome) {
    if (!outcome.ok)
        return '';
    const { rerun, first } = callCounts(view, outcome);
    const notes = [
        rerun &&
            `a re-run changed its counts: the first attempt had ${(0,common_text/* formatCount */.B4)(first.succeeded)} passed, ${(0,common_text/* formatCount */.B4)(first.failed)} failed, ${(0,common_text/* formatCount */.B4)(first.errored)} errored`,
        serviceNote(first, outcome.summary),
    ].filter(Boolean);
    return notes.length === 0 ? '' : `- ${(0,lines/* text */.Qq)(view, outcome.call.label)}: ${notes.join('; ')}.`;
}
/** Counted once per view, however often the summary is rendered (each render may count every call). */
function callCounts(view, outcome) {
    const known = view.callCounts.get(outcome);
    if (known)
        return known;
    const counts = (0,results_counts/* countResults */.aD)([outcome]);
    const rerun = outcome.results.some((r) => r.attempts !== undefined && r.attempts[0].status !== r.status);
    // The service's summary and the runner output describe the first attempt.
    const firstAttempt = (r) => (r.attempts ? { ...r, status: r.attempts[0].status } : r);
    const first = rerun ? (0,results_counts/* countResults */.aD)([{ ...outcome, results: outcome.results.map(firstAttempt) }]) : counts;
    const made = { counts, first, rerun };
    view.callCounts.set(outcome, made);
    return made;
}
function serviceNote(ours, s) {
    const { total, succeeded, failed, errored } = ours;
    if (s.total === total && s.succeeded === succeeded && s.failed === failed)
        return undefined;
    const reads = `the service's own summary reads total ${(0,common_text/* formatCount */.B4)(s.total)}, succeeded ${(0,common_text/* formatCount */.B4)(s.succeeded)}, failed ${(0,common_text/* formatCount */.B4)(s.failed)}`;
    if (s.total === total && s.succeeded === succeeded && errored > 0 && s.failed === failed + errored)
        return `${reads}: it counts errors as failures`;
    return `${reads}, which differs from its results`;
}
/**
 * Most passing tests the summary lists. A reader looks there for the slow ones: at 20,000 tests a
 * list of every passing test is a megabyte nobody reads, and building it was a fifth of the step.
 */
const PASSING_SHOWN = 100;
function passingTitle(n) {
    return n <= PASSING_SHOWN
        ? `Passing tests (${(0,common_text/* formatCount */.B4)(n)}), slowest first`
        : `Passing tests (${(0,common_text/* formatCount */.B4)(n)}), the ${(0,common_text/* formatCount */.B4)(PASSING_SHOWN)} slowest`;
}
/** The slowest PASSING_SHOWN passing tests, slowest first; picked once, without sorting them all. */
function slowestPassing(view) {
    return (view.slowestPassing ??= slowest(view.groups.passing, PASSING_SHOWN));
}
/**
 * The `k` entries of the longest time, longest first; ties keep the run's order. One pass: an entry
 * no slower than the k-th kept so far costs one comparison, the others are gathered and, each
 * time k more have come, sorted and cut back to k. Inserting each in place cost a shift of the
 * whole list per entry when times rise through the run.
 */
function slowest(entries, k) {
    if (k <= 0)
        return [];
    let kept = [];
    // Once k are kept, the time an entry must exceed to be one of them.
    let bar = -Infinity;
    for (const entry of entries) {
        const time = timeOf(entry.result);
        if (time <= bar)
            continue;
        kept.push({ entry, time });
        if (kept.length === 2 * k) {
            kept = longestFirst(kept, k);
            bar = kept[k - 1].time;
        }
    }
    return longestFirst(kept, k).map(({ entry }) => entry);
}
/** A stable sort: of equal times, the one kept earlier (earlier in the run) stays first. */
function longestFirst(kept, k) {
    return kept.sort((a, b) => b.time - a.time).slice(0, k);
}
function timeOf(result) {
    return Number.isFinite(result.time) ? result.time : 0;
}
function footerSection(view, opts) {
    const { run } = view;
    const bits = [`Project ${(0,lines/* text */.Qq)(view, run.projectId)}`, `fabric ${run.fabricId}`];
    for (const key of ['branch', 'version', 'shard'])
        if (run[key] !== undefined)
            bits.push(`${key} ${(0,lines/* text */.Qq)(view, run[key])}`);
    if (opts.checkRunUrl)
        bits.push((0,common_text/* link */.nf)('check run', opts.checkRunUrl));
    return (0,common_budget/* block */.om)([bits.join(' · '), '']);
}
function listSection(n, item, budget, note, head = []) {
    const fitted = (0,common_budget/* fitLines */.RV)(n, item, budget - 1, note);
    if (fitted.omitted === n)
        return compact(note(n).at(-1), budget);
    return (0,common_budget/* block */.om)([...head, ...fitted.lines, ''], fitted.omitted > 0);
}
/**
 * A folded list, nothing when empty. When not even one item fits, one line says what it would
 * have held (a table's own, if given).
 */
function list(priority, cap, summary, items, item, table) {
    const n = items.length;
    const line = (i) => item(items[i]);
    const open = (omitted) => [
        `<details><summary>${summary}${omitted > 0 ? `; ${(0,common_text/* formatCount */.B4)(omitted)} not shown, see the results file` : ''}</summary>`,
        '',
        ...(table?.head ?? []),
    ];
    const close = ['', '</details>', ''];
    const render = (budget) => {
        if (n === 0)
            return common_budget/* EMPTY_BLOCK */.Id;
        const room = (omitted) => budget - (0,common_budget/* block */.om)([...open(omitted), ...close]).bytes;
        let fitted = (0,common_budget/* fitLines */.RV)(n, line, room(0));
        // Cut: the summary line says so, and the longest such line needs room too.
        if (fitted.omitted > 0)
            fitted = (0,common_budget/* fitLines */.RV)(n, line, room(n));
        if (fitted.lines.length === 0)
            return compact(table?.fallback ?? `_${summary}: not shown, see the results file._`, budget);
        return (0,common_budget/* block */.om)([...open(fitted.omitted), ...fitted.lines, ...close], fitted.omitted > 0);
    };
    return { priority, cap, render };
}
function compact(note, budget) {
    const b = (0,common_budget/* block */.om)([note, ''], true);
    return b.bytes <= budget ? b : { ...common_budget/* EMPTY_BLOCK */.Id, cut: true };
}


/***/ })

};
