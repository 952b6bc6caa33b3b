export const id = 791;
export const ids = [791];
export const modules = {

/***/ 5791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeJUnitFile: () => (/* binding */ writeJUnitFile)
/* harmony export */ });
/* unused harmony exports renderJUnit, junitChunks */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9750);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8319);
/* harmony import */ var _files_safe_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2487);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6515);
/* harmony import */ var _known_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2838);






/** The `message` attribute holds the start of the cause; the element body holds all of it. */
const MESSAGE_MAX_CHARS = 1_000;
/** UTF-16 units of testcases yielded at once. */
const PIECE_CHARS = 16_384;
/** For tests and small runs; the action writes with writeJUnitFile. */
function renderJUnit(run, options = {}) {
    const text = Array.from(junitChunks(run, options)).join('');
    return options.redact ? options.redact(text) : text;
}
/** Piece by piece: the whole XML is never in memory at once. */
async function writeJUnitFile(path, run, options = {}) {
    await (0,_files_safe_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeChunkedFile */ .mf)(path, junitChunks(run, options), options.redact);
}
function* junitChunks(run, options = {}) {
    // Every count is known before the first line: the root (the run's own counts) and each suite open
    // with their totals. A failed call is one erroring testcase.
    const { total, failed, errored } = run.counts;
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    const wall = (0,_model_js__WEBPACK_IMPORTED_MODULE_4__/* .runSeconds */ .Rl)(run);
    yield '<?xml version="1.0" encoding="UTF-8"?>\n';
    yield `<testsuites name="${attr(options.name ?? 'Data tests')}" tests="${total + failedCalls}" failures="${failed}" errors="${errored + failedCalls}"${wall === undefined ? '' : ` time="${seconds(wall)}"`}>\n`;
    for (const outcome of run.calls)
        yield* suite(outcome, options.sources);
    yield '</testsuites>\n';
}
function* suite(outcome, sources) {
    const name = attr(outcome.call.label);
    const time = seconds(outcome.durationMs / 1000);
    if (!outcome.ok) {
        yield (`  <testsuite name="${name}" tests="1" failures="0" errors="1" skipped="0" time="${time}">\n` +
            `    <testcase classname="call" name="${name}" time="${time}">\n` +
            `      <error message="${attr(short(outcome.error))}" type="request failed">${text(outcome.error)}</error>\n` +
            '    </testcase>\n' +
            '  </testsuite>\n');
        return;
    }
    const { failed, errored } = (0,_counts_js__WEBPACK_IMPORTED_MODULE_5__/* .countResults */ .aD)([outcome]);
    // No result is a skip, so no testcase carries <skipped/>: skipped="0", or readers that trust the
    // attribute and readers that count the elements would disagree. The service's own skip count
    // is kept as a property.
    yield `  <testsuite name="${name}" tests="${outcome.results.length}" failures="${failed}" errors="${errored}" skipped="0" time="${time}">\n`;
    if (outcome.summary.skip > 0)
        yield `    <properties>\n      <property name="service.skip" value="${outcome.summary.skip}"/>\n    </properties>\n`;
    // Classnames repeat for every test of a table or model: escape each one once.
    const classnames = new Map();
    // Many testcases to a piece: a piece each would cost a generator step per result.
    let piece = '';
    for (const result of outcome.results) {
        piece += testcase(outcome, result, sources, classnames);
        if (piece.length >= PIECE_CHARS) {
            yield piece;
            piece = '';
        }
    }
    if (piece !== '')
        yield piece;
    if (outcome.runnerStdout !== '') {
        // As large as the results can be: a CDATA section per slice (one text to a reader).
        yield '    <system-out>';
        for (const slice of (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .lineSlices */ .AN)(outcome.runnerStdout, 32_768))
            yield cdata(slice);
        yield '</system-out>\n';
    }
    yield '  </testsuite>\n';
}
function testcase(outcome, result, sources, classnames) {
    const subject = (0,_subject_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectOf */ .et)(outcome.call, result, sources);
    const name = subject.column ? `${subject.column}.${result.name}` : result.name;
    const classname = (0,_subject_js__WEBPACK_IMPORTED_MODULE_0__/* .junitClassName */ .oi)(subject);
    if (!classnames.has(classname))
        classnames.set(classname, attr(classname));
    const open = `    <testcase classname="${classnames.get(classname)}" name="${attr(name)}" time="${seconds(result.time)}"`;
    const { attempts, quarantine: mark } = result;
    if (result.status === 'SUCCEEDED' && attempts === undefined)
        return `${open}/>\n`;
    const failing = (0,_counts_js__WEBPACK_IMPORTED_MODULE_5__/* .isFailure */ .N6)(result.status);
    let body = failing
        ? problem(result.status === 'FAILED' ? 'failure' : 'error', result.status, result.cause)
        : '';
    // A quarantined failure stays a failure (JUnit knows no quarantine), and a status JUnit has no
    // word for passes, saying what it was: system-out tells both.
    const out = [];
    if (attempts !== undefined) {
        // Earlier attempts as Maven Surefire writes them (`flakyFailure`, `rerunError`…): readers that
        // know only failure, error and skipped ignore them and see the final status.
        const prefix = failing ? 'rerun' : 'flaky';
        for (const [i, a] of attempts.entries()) {
            if (i < attempts.length - 1 && (0,_counts_js__WEBPACK_IMPORTED_MODULE_5__/* .isFailure */ .N6)(a.status))
                body += problem(`${prefix}${a.status === 'FAILED' ? 'Failure' : 'Error'}`, a.status, a.cause);
            // `attempt 1: ERROR (warehouse starting)`
            const cause = a.cause.trim() === '' ? '' : ` (${short(a.cause.replace(/\s+/g, ' '))})`;
            out.push(`attempt ${i + 1}: ${a.status}${cause}`);
        }
    }
    else if (!failing)
        out.push(`status: ${result.status}`);
    if (mark && failing)
        out.push((0,_known_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .quarantineNote */ .No)(mark));
    if (out.length > 0)
        body += `      <system-out>${cdata(out.join('\n'))}</system-out>\n`;
    return `${open}>\n${body}    </testcase>\n`;
}
function problem(element, status, cause) {
    const shown = cause.trim() === '' ? 'no cause given' : cause;
    return `      <${element} message="${attr(short(shown))}" type="${status}">${text(shown)}</${element}>\n`;
}
function seconds(value) {
    return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}
function short(value) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(value.trim(), MESSAGE_MAX_CHARS);
}
/** What XML 1.0 forbids (controls, half characters by code point, U+FFFE, U+FFFF): dropped everywhere. */
const FORBIDDEN = String.raw `[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]`;
const REFERENCES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    '\t': '&#9;',
    '\n': '&#10;',
    '\r': '&#13;',
};
/** Replaces what `special` matches by its reference, and drops what has none (the forbidden). */
function escaper(special) {
    const pattern = new RegExp(`${FORBIDDEN}${special}`, 'gu');
    // Most values need nothing: a test makes no new string, as replace does.
    const any = new RegExp(pattern.source, 'u');
    return (value) => (any.test(value) ? value.replace(pattern, (c) => REFERENCES[c] ?? '') : value);
}
const text = escaper('|[&<>]');
/** In double quotes. Line breaks and tabs become references, or a parser reads them as spaces. */
const attr = escaper(`|[&<>"'\t\n\r]`);
const dropForbidden = escaper('');
/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value) {
    return `<![CDATA[${dropForbidden(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}


/***/ })

};
