export const id = 767;
export const ids = [767];
export const modules = {

/***/ 9210:
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
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);
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

/***/ 2767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishResults: () => (/* binding */ publishResults)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var model = __webpack_require__(9750);
// EXTERNAL MODULE: ./.tmp-bundle/lib/limits.js
var limits = __webpack_require__(4952);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./.tmp-bundle/lib/paths.js
var paths = __webpack_require__(682);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/check-run.js
/**
 * Publishes the results as one completed check run: the create carries the first 50 annotations,
 * each update appends 50 more, capped by max-check-annotations because a token's requests an hour
 * are few. Only the last request carries the full summary, and it goes once every batch is in, so
 * no interim summary lands after it. The batches between go a few at a time (docs/behaviour.md).
 * Every request is sent once: after a failure GitHub may have applied, the warning says so.
 */





/** Room is kept for the line that counts failures without an annotation. */
const CHECK_SUMMARY_MAX_BYTES = limits/* CHECK_OUTPUT_MAX_BYTES */.SK - 256;
/** output.title: short in the checks list; GitHub documents no limit, this keeps it a line. */
const OUTPUT_TITLE_MAX_CHARS = 1000;
/**
 * Where an annotation without a place goes: GitHub files its own job-level annotations under
 * `.github`, so it shows up beside them rather than on an unrelated line of some file.
 */
const NO_FILE_PATH = '.github';
const BATCHES_IN_FLIGHT = 6;
/** A create is sent once, and so is an update: each appends its annotations. */
const CREATE = { method: 'POST', path: '/repos/{owner}/{repo}/check-runs', delivery: 'once' };
const UPDATE = {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    delivery: 'once',
};
const APPEND = { ...UPDATE, concurrency: BATCHES_IN_FLIGHT };
const CreatedCheckRun = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    html_url: schemas/* unknown */.L5J(),
});
class CheckRunError extends Error {
    created;
    name = 'CheckRunError';
    constructor(message, created) {
        super(message);
        this.created = created;
    }
}
/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `omitted`
 * counts the failures past maxAnnotations; `warnings` are to warn about although the check run is there.
 */
async function publishCheckRun(api, repo, content, workspace, redact) {
    const max = content.maxAnnotations;
    const annotations = content.annotations.slice(0, max).map((a) => toGitHubAnnotation(a, workspace, redact));
    const omitted = content.annotations.length - annotations.length;
    const groups = batches(annotations, limits/* ANNOTATIONS_PER_REQUEST */.jg);
    const title = (0,lib_text/* clip */.$Q)(redact(content.title), OUTPUT_TITLE_MAX_CHARS);
    const note = omitted > 0
        ? `\n\n**${(0,lib_text/* formatCount */.B4)(omitted)} more failing ${(0,lib_text/* plural */.LS)(omitted, 'test')} ${omitted === 1 ? 'has' : 'have'} no annotation here** (max-check-annotations: ${(0,lib_text/* formatCount */.B4)(max)}); the job summary lists every failing test.\n`
        : '';
    const final = {
        title,
        summary: (0,lib_text/* fitBytes */.ZN)(redact(content.summary), limits/* CHECK_OUTPUT_MAX_BYTES */.SK - (0,lib_text/* byteLength */.dp)(note)) + note,
        ...(content.text ? { text: (0,lib_text/* fitBytes */.ZN)(redact(content.text), limits/* CHECK_OUTPUT_MAX_BYTES */.SK) } : {}),
    };
    // Until the last request replaces it.
    const jobSummary = "the workflow run's job summary";
    const where = content.detailsUrl ? (0,lib_text/* link */.nf)(jobSummary, content.detailsUrl) : jobSummary;
    const interim = {
        title,
        summary: `Adding ${(0,lib_text/* formatCount */.B4)(annotations.length)} annotations in ${(0,lib_text/* formatCount */.B4)(groups.length)} requests; the results replace this text with the last of them. Until then they are in ${where}.`,
    };
    const outputOf = (i) => {
        const output = i === groups.length - 1 ? final : interim;
        return groups[i].length ? { ...output, annotations: groups[i] } : output;
    };
    let created;
    const warnings = [];
    try {
        const answer = await api.request(CREATE, repo, CreatedCheckRun, {
            name: redact(content.name),
            head_sha: content.headSha,
            status: 'completed',
            conclusion: content.conclusion,
            completed_at: new Date().toISOString(),
            ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
            output: outputOf(0),
        });
        const htmlUrl = (0,answers/* addressUnder */.Ly)(answer.html_url, api.serverUrl);
        if (htmlUrl === undefined)
            warnings.push(`GitHub's answer gave check run ${answer.id} the address ${JSON.stringify((0,lib_text/* clip */.$Q)(String(answer.html_url), 200))}, which is not on ${api.serverUrl}: check-run-url is not set.`);
        created = { id: answer.id, htmlUrl };
    }
    catch (err) {
        // A fork's pull request gets a read-only token whatever the workflow asks.
        const failure = (0,answers/* describeWriteFailure */.jg)(err, `Could not create the check run "${content.name}"`, 'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
            'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
            'or with mode: report in a trusted workflow.', ' GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known.');
        throw new CheckRunError(`${failure} The results are in the job summary.`);
    }
    const params = { ...repo, check_run_id: created.id };
    // `uncertain`: annotations of requests that failed after they went out.
    const tally = { added: groups[0].length, uncertain: 0 };
    const partial = (err, summaryMayBeIn) => {
        const certain = tally.uncertain ? ' for certain' : '';
        const summary = summaryMayBeIn ? '' : ', and not its full summary';
        const maybe = tally.uncertain
            ? ` GitHub may have added ${(0,lib_text/* formatCount */.B4)(tally.uncertain)} more${summaryMayBeIn ? ' and the full summary' : ''} all the same: no request is sent twice.`
            : '';
        const message = `Check run "${content.name}" was created, but only ${(0,lib_text/* formatCount */.B4)(tally.added)} of ${(0,lib_text/* formatCount */.B4)(annotations.length)} annotations were added${certain}${summary}: ${(0,lib_text/* sentence */.em)((0,answers/* describeGitHubFailure */.Po)(err))}${maybe} The results are in the job summary.`;
        return new CheckRunError(message, { ...created, annotationsSent: tally.added });
    };
    const send = async (k, route) => {
        try {
            await api.request(route, params, schemas/* unknown */.L5J(), { output: outputOf(k) });
        }
        catch (err) {
            if (maybeApplied(err))
                tally.uncertain += groups[k].length;
            throw err;
        }
        tally.added += groups[k].length;
    };
    const last = groups.length - 1;
    const failure = await appendConcurrently(last - 1, (k) => send(k + 1, APPEND));
    if (failure)
        throw partial(failure.error, false);
    if (last > 0)
        await send(last, UPDATE).catch((err) => {
            throw partial(err, maybeApplied(err));
        });
    return { ...created, requests: groups.length, annotations: annotations.length, omitted, warnings };
}
/**
 * After the first failure no further batch starts: each is sent at most once, and a GitHub that
 * has begun to fail is not sent the rest.
 */
async function appendConcurrently(count, send) {
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < count)
            await send(next++).catch((error) => {
                failure ??= { error };
            });
    };
    await Promise.all(Array.from({ length: Math.max(0, Math.min(BATCHES_IN_FLIGHT, count)) }, worker));
    return failure;
}
function maybeApplied(err) {
    return err instanceof answers/* GitHubRequestError */.vK ? err.maybeApplied : true;
}
/** Always at least one (maybe empty) group: the create is sent even without annotations. */
function batches(items, size) {
    const count = Math.max(1, Math.ceil(items.length / size));
    return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}
/** One element of output.annotations. */
function toGitHubAnnotation(a, workspace, redact) {
    const path = (a.file !== undefined && (0,paths/* repositoryPath */.SH)(a.file, workspace)) || NO_FILE_PATH;
    // GitHub requires a line; a test found in no file gets line 1 of the fallback path.
    const line = path !== NO_FILE_PATH && a.line !== undefined && a.line >= 1 ? Math.floor(a.line) : 1;
    const title = (0,lib_text/* clip */.$Q)(redact(a.title), limits/* ANNOTATION_TITLE_MAX_CHARS */.IK);
    const message = (0,lib_text/* fitBytes */.ZN)(redact(a.message) || title || 'Test failed', limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8);
    return { path, start_line: line, end_line: line, annotation_level: a.level, title, message };
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/pr-comment.js
var pr_comment = __webpack_require__(620);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var counts = __webpack_require__(6515);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var results_baseline = __webpack_require__(8940);
// EXTERNAL MODULE: ./.tmp-bundle/lib/budget.js
var lib_budget = __webpack_require__(9210);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/quarantine.js
var results_quarantine = __webpack_require__(8303);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/subject.js
var results_subject = __webpack_require__(8319);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/annotations.js
/**
 * What the check run of a test run shows. One annotation per failing result, failed call and flaky
 * pass, failures first: pre-existing, quarantined and flaky ones are warnings, as they do not block
 * a gate that fails only on what is new. The text lists the annotated tests, as many as GitHub's
 * limit allows, even when the summary had to leave rows out.
 */







function buildAnnotations(run, index) {
    const failures = [];
    const warnings = [];
    const already = run.baseline ? `already failing ${(0,results_baseline/* onReference */.Nq)(run.baseline)}` : '';
    for (const outcome of run.calls) {
        if (!outcome.ok) {
            failures.push(callAnnotation(outcome));
            continue;
        }
        for (const result of outcome.results) {
            if (!(0,counts/* isFailure */.N6)(result.status) && !(0,counts/* isFlaky */.s8)(result))
                continue;
            const annotation = resultAnnotation(outcome.call, result, index, already);
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
function resultAnnotation(call, result, index, already) {
    const subject = (0,results_subject/* subjectOf */.et)(call, result, index);
    const passed = !(0,counts/* isFailure */.N6)(result.status);
    const what = passed ? 'Flaky' : result.status;
    const place = subject.kind === 'project'
        ? `${what} project test ${result.name}`
        : `${what} ${result.name} on ${(0,results_subject/* placeLabel */.sk)(subject)}`;
    const quarantined = (0,counts/* isQuarantined */.fK)(result);
    const mark = passed ? undefined : result.quarantine;
    const notes = [];
    if (quarantined) {
        notes.push(`quarantined until ${mark.until}`);
        if (mark.addedByPullRequest)
            notes.push(results_quarantine/* ADDED_BY_PULL_REQUEST */.VA);
    }
    else {
        if (!passed && result.classification === 'new')
            notes.push('new');
        if (!passed && result.classification === 'pre-existing')
            notes.push(already);
        if (mark?.expired)
            notes.push(`quarantine expired on ${mark.until}`);
    }
    if ((0,counts/* isFlaky */.s8)(result)) {
        const attempts = result.attempts.map((a) => a.status).join(', then ');
        notes.push(passed ? attempts : `flaky: ${attempts}`);
    }
    const title = notes.length > 0 ? `${place} (${notes.join('; ')})` : place;
    // A flaky test that no longer fails: the cause worth reading is the last failing attempt's.
    const cause = (passed ? rerunCause(result) : result.cause).trim() || 'no cause given';
    // The entry first, as a long cause is cut at its end: who to ask, and why it counts again.
    const message = mark ? `${(0,results_quarantine/* quarantineSentence */.wN)(mark)}\n${cause}` : cause;
    const location = locateTest(subject, result.name, index);
    return {
        level: passed || quarantined || result.classification === 'pre-existing' ? 'warning' : 'failure',
        kind: quarantined ? 'quarantined' : 'result',
        title: (0,lib_text/* clip */.$Q)((0,lib_text/* oneLine */.TN)(title), limits/* ANNOTATION_TITLE_MAX_CHARS */.IK),
        message: clipMessage(message),
        ...(location && { file: location.file, line: location.line }),
    };
}
/** `Passed on a re-run after: <cause>` (or `Ended with status WARN …`): the last failing attempt's. */
function rerunCause(result) {
    const failed = result.attempts?.findLast((a) => (0,counts/* isFailure */.N6)(a.status));
    if (!failed)
        return '';
    const ended = result.status === 'SUCCEEDED' ? 'Passed on a re-run' : `Ended with status ${result.status} on a re-run`;
    return `${ended} after: ${failed.cause}`;
}
function callAnnotation(outcome) {
    return {
        level: 'failure',
        kind: 'call',
        title: (0,lib_text/* clip */.$Q)((0,lib_text/* oneLine */.TN)(`Test-run call failed: ${outcome.call.label}`), limits/* ANNOTATION_TITLE_MAX_CHARS */.IK),
        message: clipMessage(outcome.error || 'no cause given'),
    };
}
/** Control characters mean nothing in an annotation and some break the JSON GitHub accepts. */
function clipMessage(message) {
    const text = (0,lib_text/* stripControls */.$Y)(message);
    if ((0,lib_text/* byteLength */.dp)(text) <= limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8)
        return text;
    return `${(0,lib_text/* prefixBytes */.w3)(text, limits/* ANNOTATION_MESSAGE_MAX_BYTES */.N8 - 3)}…`;
}
/** `2 failed, 12 passed of 14 tests; 1 quarantined`; with a baseline, what is new leads. */
function checkTitle(run) {
    const { counts } = run;
    const parts = [];
    if (counts.failed)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.failed)} failed`);
    if (counts.errored)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.errored)} ${(0,lib_text/* plural */.LS)(counts.errored, 'error')}`);
    parts.push(`${(0,lib_text/* formatCount */.B4)(counts.succeeded)} passed`);
    if (counts.flaky)
        parts.push(`${(0,lib_text/* formatCount */.B4)(counts.flaky)} flaky`);
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    const callsNote = failedCalls ? `; ${failedCalls} of ${run.calls.length} test-run calls failed` : '';
    const totals = `${parts.join(', ')} of ${(0,lib_text/* formatCount */.B4)(counts.total)} ${(0,lib_text/* plural */.LS)(counts.total, 'test')}${callsNote}`;
    const baseline = run.baseline;
    if (!baseline || baseline.unavailable !== undefined)
        return counts.quarantined > 0 ? `${totals}; ${(0,results_quarantine/* quarantinedWords */.YL)(run)}` : totals;
    return `${(0,results_baseline/* comparisonLine */.iF)(counts, baseline)}; ${totals}`;
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
        return `- **${(0,lib_text/* inline */.mG)(redact(a.title))}**${(0,lib_text/* inline */.mG)(where)}: ${(0,lib_text/* inline */.mG)((0,lib_text/* clip */.$Q)((0,lib_text/* oneLine */.TN)(redact(a.message)), 500))}`;
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
        rows.push(`### ${heading} (${(0,lib_text/* formatCount */.B4)(listed.length)})`, '');
        for (const a of listed)
            rows.push(a);
    }
    const testsFrom = (row) => rows.slice(row).filter((r) => typeof r !== 'string').length;
    const { lines } = (0,lib_budget/* fitLines */.RV)(rows.length, (i) => {
        const row = rows[i];
        return typeof row === 'string' ? row : line(row);
    }, limits/* CHECK_OUTPUT_MAX_BYTES */.SK, (omitted) => [
        '',
        `_${(0,lib_text/* formatCount */.B4)(testsFrom(rows.length - omitted))} more not shown: see the job summary._`,
    ]);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/verdict.js

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
        ? `${reasons.join(', ')} of ${(0,lib_text/* formatCount */.B4)(counts.total)} ${(0,lib_text/* plural */.LS)(counts.total, 'test')}`
        : undefined;
    const firstFailed = typeof failedCalls === 'number' ? undefined : failedCalls.find((c) => !c.ok);
    const parts = firstFailed
        ? [(0,lib_text/* oneLine */.TN)(firstFailed.error), calls, results]
        : [`Data tests failed: ${[results, calls].filter(Boolean).join('; ')}`];
    return `${parts.filter(Boolean).join('; ')} (see the job summary)`;
}
/** `1 new failure`, `1 of 3 test-run calls failed`: the failure line's phrases. */
function failureReasons(counts, failedCalls, failOn) {
    return [...triggered(counts, failOn), describeFailedCalls(failedCalls)].filter((r) => r !== undefined);
}
/**
 * A new failure is also a failure: when `failed` counts it, `new-failed` adds no phrase. A
 * quarantined failure counts in no class but `quarantined` (docs/quarantine.md).
 */
function triggered(counts, failOn) {
    const failed = counts.failed - counts.quarantinedFailed;
    const errored = counts.errored - counts.quarantinedErrored;
    const { newFailed, newErrored, warnings, flaky, quarantined } = counts;
    const reason = (outcome, n, words) => failOn.has(outcome) && n > 0 ? `${(0,lib_text/* formatCount */.B4)(n)} ${words}` : undefined;
    const reasons = [
        reason('failed', failed, 'failed') ??
            reason('new-failed', newFailed, `new ${(0,lib_text/* plural */.LS)(newFailed, 'failure')}`),
        reason('error', errored, (0,lib_text/* plural */.LS)(errored, 'error')) ??
            reason('new-error', newErrored, `new ${(0,lib_text/* plural */.LS)(newErrored, 'error')}`),
        reason('warning', warnings, (0,lib_text/* plural */.LS)(warnings, 'warning')),
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
        return `${(0,lib_text/* formatCount */.B4)(failed)} test-run ${(0,lib_text/* plural */.LS)(failed, 'call')} failed`;
    return calls.length === 1
        ? 'the only test-run call failed'
        : `${(0,lib_text/* formatCount */.B4)(failed)} of ${(0,lib_text/* formatCount */.B4)(calls.length)} test-run ${(0,lib_text/* plural */.LS)(calls.length, 'call')} failed`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/lines.js







/** Causes are cut to this many characters; the results file keeps them whole. */
const CAUSE_MAX_CHARS = 1_000;
/** Names and labels are cut to this many characters, so no single line can swallow the page. */
const NAME_MAX_CHARS = 300;
const STATUS_MAX_CHARS = 60;
const KNOWN_STATUSES = new Set(['SUCCEEDED', 'FAILED', 'ERROR']);
function reportView(run, options = {}) {
    return {
        run,
        groups: (0,counts/* groupResults */.Wr)(run.calls),
        sources: options.sources,
        redact: options.redact ?? ((text) => text),
        incomplete: options.incomplete ?? [],
        blobUrl: options.blobUrl,
        windows: new Map(),
    };
}
/** Text from the service, plan or user, for a line or a <summary>. */
function lines_text(view, value, maxChars = NAME_MAX_CHARS) {
    return (0,lib_text/* inline */.mG)((0,lib_text/* clipNoting */.Qx)(view.redact(value), maxChars));
}
/** One the action does not know is text from the service like any other. */
function lines_status(view, value) {
    return KNOWN_STATUSES.has(value) ? value : lines_text(view, value, STATUS_MAX_CHARS);
}
/** For markdown, not an HTML block: line breaks kept, URLs working links. */
function cause(view, value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return 'no cause given';
    return (0,lib_text/* inline */.mG)((0,lib_text/* clipNoting */.Qx)(view.redact(trimmed), CAUSE_MAX_CHARS), { breaks: 'br', links: true });
}
/**
 * `## ❌ Data tests: 1 new failure` or `## ✅ Data tests: all 14 passed`, in the failure line's own
 * words, then what the results lack and what the comparison found.
 */
function opening(view, { conclusion, failOn, title }) {
    const { counts, calls, baseline } = view.run;
    const words = conclusion === 'failure'
        ? failureReasons(counts, calls, failOn).join(', ') || 'failed'
        : successWords(view, failOn);
    const lines = [`## ${conclusion === 'failure' ? '❌' : '✅'} ${lines_text(view, title)}: ${words}`, ''];
    // Before anything else: every count below lacks what is missing.
    if (view.incomplete.length > 0)
        lines.push(`**Incomplete results:** ${lines_text(view, view.incomplete.join('; '), CAUSE_MAX_CHARS)} (\`allow-missing-shards\`).`, '');
    if (baseline)
        lines.push(`**${lines_text(view, (0,results_baseline/* comparisonSentence */.nX)(counts, baseline), CAUSE_MAX_CHARS)}**`, '');
    return lines;
}
function successWords(view, failOn) {
    const { counts, baseline } = view.run;
    const other = view.groups.other.length;
    // Quarantined failures are known ones: named apart from the failures that count.
    const failed = counts.failed - counts.quarantinedFailed;
    const errored = counts.errored - counts.quarantinedErrored;
    const quarantined = counts.quarantined > 0 ? (0,results_quarantine/* quarantinedWords */.YL)(view.run) : undefined;
    if (counts.total === 0)
        return 'no tests ran';
    if (failed + errored === 0 && other === 0) {
        if (quarantined)
            return `${(0,lib_text/* formatCount */.B4)(counts.succeeded)} passed, ${quarantined}`;
        const all = counts.total === 1 ? 'the test passed' : `all ${(0,lib_text/* formatCount */.B4)(counts.total)} passed`;
        return counts.flaky > 0 ? `${all}, ${(0,lib_text/* formatCount */.B4)(counts.flaky)} only on a re-run` : all;
    }
    const compared = baseline !== undefined && baseline.unavailable === undefined;
    if (compared && counts.newFailed + counts.newErrored === 0 && other === 0)
        return `no new failures, ${(0,lib_text/* formatCount */.B4)(counts.preExisting)} already failing ${lines_text(view, (0,results_baseline/* onReference */.Nq)(baseline))}${quarantined ? `, ${quarantined}` : ''}`;
    const facts = [];
    if (failed > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(failed)} failed`);
    if (errored > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(errored)} ${(0,lib_text/* plural */.LS)(errored, 'error')}`);
    if (quarantined)
        facts.push(quarantined);
    if (other > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(other)} with another status (${otherStatuses(view)})`);
    const allowed = failed + errored > 0 ? `, allowed by fail-on (${(0,lib_text/* inline */.mG)([...failOn].join(', ') || 'none')})` : '';
    return `${facts.join(', ')} of ${(0,lib_text/* formatCount */.B4)(counts.total)} ${(0,lib_text/* plural */.LS)(counts.total, 'test')}${allowed}`;
}
const NAMED_STATUSES = 3;
/** `WARN, SKIPPED, …`. */
function otherStatuses(view) {
    const names = new Set();
    for (const { result } of view.groups.other)
        if (names.add(result.status).size > NAMED_STATUSES)
            break;
    const shown = [...names].slice(0, NAMED_STATUSES).map((name) => lines_status(view, name));
    return names.size > NAMED_STATUSES ? `${shown.join(', ')}, …` : shown.join(', ');
}
/**
 * `- **raw.orders.amount · not_null** · FAILED · [sources.yml:21](…)<br>Got 4 results, …`: the
 * cause on its own line, so a phone shows both.
 */
function failureItem(view, { call, result }) {
    const subject = (0,results_subject/* subjectOf */.et)(call, result, view.sources);
    const where = lineLink(view, locateTest(subject, result.name, view.sources));
    const head = [`**${lines_text(view, (0,results_subject/* testLabel */.xW)(subject, result.name))}**`, lines_status(view, result.status)];
    if (where)
        head.push(where);
    const mark = result.quarantine;
    const note = mark ? `<br>${lines_text(view, (0,results_quarantine/* quarantineSentence */.wN)(mark), CAUSE_MAX_CHARS)}` : '';
    return `- ${head.join(' · ')}<br>${cause(view, result.cause)}${note}`;
}
/** `- raw.customers.customer_id · not_null · …facts`. */
function testItem(view, { call, result }, ...facts) {
    const subject = (0,results_subject/* subjectOf */.et)(call, result, view.sources);
    return [`- ${lines_text(view, (0,results_subject/* testLabel */.xW)(subject, result.name))}`, ...facts].join(' · ');
}
function goneItem(view, test) {
    const { model, table, columnName: column } = test;
    const kind = model !== undefined ? 'model' : table === '' ? 'project' : 'table';
    const subject = { kind, table: table || (model ?? ''), column, model };
    return `- ${lines_text(view, (0,results_subject/* testLabel */.xW)(subject, test.name))} · ${lines_status(view, test.status)} there`;
}
/** `[sources.yml:21](…/blob/<sha>/platform-sources/sources.yml#L21)`; code without a blob URL. */
function lineLink(view, location) {
    if (!location)
        return '';
    const label = `${location.file.split('/').at(-1)}:${location.line}`;
    if (!view.blobUrl)
        return (0,lib_text/* code */.aY)(`${location.file}:${location.line}`);
    const path = location.file.split('/').map(encodeURIComponent).join('/');
    return (0,lib_text/* link */.nf)(label, `${view.blobUrl}/${path}#L${location.line}`);
}
/** `https://github.com/acme/data/blob/<sha>`. */
function blobUrlOf(serverUrl, repo, sha) {
    return `${serverUrl}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/blob/${encodeURIComponent(sha)}`;
}
/** What broke, as list items: the calls that failed as requests, then the new failures. */
function brokenItems(view) {
    const { failedCalls, new: failing } = view.groups;
    const failedCallItem = ({ call, error }) => `- **${lines_text(view, call.label)}** · request failed, its tests did not run<br>${cause(view, error)}`;
    return {
        count: failedCalls.length + failing.length,
        item: (i) => i < failedCalls.length
            ? failedCallItem(failedCalls[i])
            : failureItem(view, failing[i - failedCalls.length]),
    };
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/runner-output.js



const HEAD_LINES = 100;
const TAIL_LINES = 100;
const LINE_MAX_CHARS = 1_000;
/** Most bytes one call's runner output may take, however much room is left. */
const CALL_MAX_BYTES = 64_000;
/** Room kept for the line that counts the calls whose output is not shown. */
const NOTE_RESERVE = 200;
function runnerOutputBlock(view, budget) {
    const { windows } = view;
    const withOutput = view.run.calls.filter((c) => c.ok && c.runnerStdout.trim() !== '');
    if (withOutput.length === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const render = (call, room) => {
        if (!windows.has(call))
            windows.set(call, lineWindow(call.runnerStdout, view.redact));
        return callBlock(lines_text(view, call.call.label), windows.get(call), room);
    };
    const whole = withOutput.map((c) => render(c, CALL_MAX_BYTES));
    const wholeBytes = whole.reduce((n, b) => n + (b?.bytes ?? 0), 0);
    if (wholeBytes <= budget)
        return (0,lib_budget/* block */.om)(whole.flatMap((b) => b?.lines ?? []));
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
        lines.push(`_The runner output of ${(0,lib_text/* formatCount */.B4)(left)} ${lines.length > 0 ? 'more ' : ''}${(0,lib_text/* plural */.LS)(left, 'call')} is not shown: see the results file._`, '');
    const b = (0,lib_budget/* block */.om)(lines, true);
    return b.bytes <= budget ? b : { ...lib_budget/* EMPTY_BLOCK */.Id, cut: true };
}
/** Undefined when not even the frame and one line fit. */
function callBlock(label, lines, budget) {
    const n = lines.count;
    const open = (cutLines) => `<details><summary>Runner output of ${label}: ${(0,lib_text/* formatCount */.B4)(n)} ${(0,lib_text/* plural */.LS)(n, 'line')}${cutLines > 0 ? `, ${(0,lib_text/* formatCount */.B4)(cutLines)} cut` : ''}</summary>`;
    const close = ['</pre>', '', '</details>', ''];
    const frame = (0,lib_budget/* block */.om)([open(n), '', '<pre>', cutMarker(n), ...close]).bytes;
    if (frame > budget)
        return undefined;
    const lineAt = (i) => (0,lib_text/* preformatted */.EC)((0,lib_text/* clipNoting */.Qx)(lines.at(i), LINE_MAX_CHARS));
    const head = (0,lib_budget/* block */.om)((0,lib_budget/* fitLines */.RV)(Math.min(n, HEAD_LINES), lineAt, Math.floor((budget - frame) / 2)).lines);
    const tailMax = Math.min(n - head.lines.length, TAIL_LINES);
    const tail = (0,lib_budget/* fitLines */.RV)(tailMax, (k) => lineAt(n - 1 - k), budget - frame - head.bytes);
    tail.lines.reverse();
    if (head.lines.length === 0 && tail.lines.length === 0)
        return undefined;
    const cutLines = n - head.lines.length - tail.lines.length;
    const body = cutLines > 0 ? [...head.lines, cutMarker(cutLines), ...tail.lines] : [...head.lines, ...tail.lines];
    return (0,lib_budget/* block */.om)([open(cutLines), '', '<pre>', ...body, ...close]);
}
function cutMarker(lines) {
    return `[… ${(0,lib_text/* formatCount */.B4)(lines)} ${(0,lib_text/* plural */.LS)(lines, 'line')} cut …]`;
}
/**
 * A final line break ends the last line rather than starting another. Carriage returns (rare in a
 * runner's log) become line feeds first.
 */
function lineWindow(output, redact) {
    const text = output.includes('\r') ? output.replace(/\r\n?/g, '\n') : output;
    const end = text.endsWith('\n') ? text.length - 1 : text.length;
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1))
        count++;
    // split stops at its limit: only the first lines are made.
    const first = text.slice(0, end).split('\n', HEAD_LINES).map(redact);
    const last = [];
    for (let stop = end; last.length < Math.min(TAIL_LINES, count);) {
        const before = stop === 0 ? -1 : text.lastIndexOf('\n', stop - 1);
        last.unshift(redact(text.slice(before + 1, stop)));
        stop = before;
    }
    return {
        count,
        at: (i) => (i < first.length ? first[i] : (last[i - (count - last.length)] ?? '')),
    };
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/summary.js
/**
 * Test mode's job summary (and the check run's), written for the first seconds of reading a failed
 * check: the verdict, what is new, each failing test with its cause and line; the rest folded.
 * Strictly under `maxBytes`, because GitHub rejects a step summary at its limit.
 */










/** Room every section keeps, when the summary is cut, to say what it left out. */
const SECTION_RESERVE = 400;
/** A view made once by reportView brings its own sources, redact and links. */
function renderTestSummary(run, opts) {
    const maxBytes = opts.maxBytes ?? limits/* SUMMARY_MAX_BYTES */.eR;
    const limit = maxBytes - 1; // strictly under maxBytes
    const view = 'groups' in run ? run : reportView(run, opts);
    const fitted = (0,lib_budget/* fitSections */.WK)(sections(view, opts), limit, SECTION_RESERVE, CLOSING_NOTE);
    if (fitted.blocks.reduce((n, b) => n + b.bytes, 0) <= limit)
        return (0,lib_budget/* joinBlocks */.x9)(fitted.blocks);
    // Only a maxBytes smaller than the headline gets here: its first lines that fit.
    const head = fitted.blocks[0].lines;
    return (0,lib_budget/* joinBlocks */.x9)([(0,lib_budget/* block */.om)((0,lib_budget/* fitLines */.RV)(head.length, (i) => head[i], limit).lines)]);
}
const CLOSING_NOTE = (0,lib_budget/* block */.om)([
    "_Parts of this summary were left out to keep it within GitHub's size limit. The results file (output `results-file`) holds every result and each call's whole runner output._",
    '',
]);
/** In display order; the priority says who gets bytes first when the summary must be cut. */
function sections(view, opts) {
    const tenth = Math.floor((opts.maxBytes ?? limits/* SUMMARY_MAX_BYTES */.eR) / 10);
    const { 'pre-existing': preExisting, fixed, flaky, other, passing, quarantined } = view.groups;
    const quarantine = view.run.quarantine;
    const unmatched = quarantine ? (0,results_quarantine/* unmatchedEntries */.kk)(quarantine) : [];
    const file = quarantine ? ` (${lines_text(view, quarantine.file)})` : '';
    const baseline = view.run.baseline;
    const { gone, goneCount } = baseline ?? { gone: [], goneCount: 0 };
    const reference = baseline ? lines_text(view, (0,results_baseline/* onReference */.Nq)(baseline)) : '';
    return [
        {
            priority: 0,
            render: () => (0,lib_budget/* block */.om)(opening(view, { ...opts, title: opts.title ?? 'Data tests' })),
        },
        { priority: 1, render: (b) => failuresSection(view, b) },
        list(3, undefined, `Already failing ${reference} (${(0,lib_text/* formatCount */.B4)(preExisting.length)})`, baseline ? preExisting : [], (e) => failureItem(view, e)),
        list(4, tenth, `Fixed: failing ${reference}, passing here (${(0,lib_text/* formatCount */.B4)(fixed.length)})`, baseline ? fixed : [], (e) => testItem(view, e)),
        list(2, tenth, `Flaky (${(0,lib_text/* formatCount */.B4)(flaky.length)}): the status changed on a re-run`, flaky, (e) => testItem(view, e, (e.result.attempts ?? []).map((a) => lines_status(view, a.status)).join(' → '))),
        list(3, tenth, `Quarantined (${(0,lib_text/* formatCount */.B4)(quarantined.length)}): known failures, each with an owner and a last day${file}${addedNote(view)}`, quarantined, (e) => quarantinedRow(view, e), {
            head: [
                (0,lib_text/* tableRow */.jD)(['Test', 'Owner', 'Reason', 'Until', 'Days left']),
                (0,lib_text/* tableDivider */.Ok)(['l', 'l', 'l', 'l', 'r']),
            ],
            fallback: `_Quarantined: ${(0,lib_text/* formatCount */.B4)(quarantined.length)} known failures, see the results file._`,
        }),
        { priority: 2, cap: tenth, render: (b) => quarantineEntriesSection(view, b) },
        // Not an error: the entry may be another shard's, or its test renamed.
        list(5, tenth, `Quarantine entries that matched no test of this run (${(0,lib_text/* formatCount */.B4)(unmatched.length)})`, unmatched, (e) => `- ${entryItem(view, e)} · owner ${lines_text(view, e.owner)} · until ${e.until}${e.expired ? ' (expired)' : ''}${e.addedByPullRequest ? ` · ${results_quarantine/* ADDED_BY_PULL_REQUEST */.VA}` : ''}`),
        // Statuses the action does not know: carried through, as the service owns its enumerations.
        list(5, tenth, `Another status (${(0,lib_text/* formatCount */.B4)(other.length)}): neither passed nor failed`, other, (e) => failureItem(view, e)),
        list(5, tenth, `No longer run: ${(0,lib_text/* formatCount */.B4)(goneCount)} ${(0,lib_text/* plural */.LS)(goneCount, 'test')} ran ${reference} but not here${gone.length < goneCount ? `, ${(0,lib_text/* formatCount */.B4)(gone.length)} listed` : ''}`, gone, (test) => goneItem(view, test)),
        { priority: 2, cap: tenth, render: (b) => countsSection(view, opts, b) },
        list(7, undefined, `Passing tests (${(0,lib_text/* formatCount */.B4)(passing.length)}), slowest first`, slowestFirst(view), (e) => testItem(view, e, (0,lib_text/* noBreak */.BC)((0,lib_text/* formatSeconds */.Xo)(timeOf(e.result))))),
        { priority: 6, cap: tenth * 2.5, render: (b) => runnerOutputBlock(view, b) },
        { priority: 0, render: () => footerSection(view, opts) },
    ];
}
function failuresSection(view, budget) {
    const { count: n, item } = brokenItems(view);
    if (n === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const compared = view.run.baseline !== undefined && view.run.baseline.unavailable === undefined;
    const noun = compared ? 'new failures' : 'failing tests';
    return listSection(n, item, budget, (omitted) => [
        '',
        `_${(0,lib_text/* formatCount */.B4)(omitted)} more ${noun} and failed calls not shown: see the results file._`,
    ]);
}
/** `; 1 added by this pull request`, when entries the pull request adds quarantine failures. */
function addedNote(view) {
    const n = (0,results_quarantine/* quarantinedByAddedEntries */.eU)(view.run);
    return n > 0 ? `; ${(0,lib_text/* formatCount */.B4)(n)} ${results_quarantine/* ADDED_BY_PULL_REQUEST */.VA}` : '';
}
function quarantinedRow(view, { call, result }) {
    const mark = result.quarantine;
    const checkedOn = view.run.quarantine?.checkedOn;
    const added = mark.addedByPullRequest ? ` · **${results_quarantine/* ADDED_BY_PULL_REQUEST */.VA}**` : '';
    return (0,lib_text/* tableRow */.jD)([
        `${lines_text(view, (0,results_subject/* testLabel */.xW)((0,results_subject/* subjectOf */.et)(call, result, view.sources), result.name))} · ${lines_status(view, result.status)}${added}`,
        lines_text(view, mark.owner),
        lines_text(view, mark.reason),
        mark.until,
        checkedOn === undefined ? '–' : (0,lib_text/* formatCount */.B4)((0,results_quarantine/* daysBetween */.YM)(checkedOn, mark.until)),
    ]);
}
/** Not folded: these entries need a person (added by the pull request, expired with failures, or all passing). */
function quarantineEntriesSection(view, budget) {
    const quarantine = view.run.quarantine;
    if (!quarantine)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const items = [
        ...(0,results_quarantine/* addedEntries */.jO)(quarantine).map((e) => {
            const n = e.quarantined;
            return `- ${entryItem(view, e)}: **${results_quarantine/* ADDED_BY_PULL_REQUEST */.VA}**, it quarantines ${(0,lib_text/* formatCount */.B4)(n)} ${(0,lib_text/* plural */.LS)(n, 'failure')} of this run until ${e.until}; owner ${lines_text(view, e.owner)}: ${lines_text(view, e.reason)}`;
        }),
        ...(0,results_quarantine/* expiredEntries */.SZ)(quarantine).map((e) => {
            const n = e.expiredFailures;
            return `- ${entryItem(view, e)}: expired on ${e.until}, so its ${(0,lib_text/* formatCount */.B4)(n)} ${(0,lib_text/* plural */.LS)(n, 'failure')} ${n === 1 ? 'counts' : 'count'} again; owner ${lines_text(view, e.owner)}: ${lines_text(view, e.reason)}`;
        }),
        ...(0,results_quarantine/* passingEntries */.UR)(quarantine).map((e) => `- ${entryItem(view, e)}: its tests all pass, it can be removed from the file`),
    ];
    if (items.length === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const head = [`Quarantine entries to update in ${lines_text(view, quarantine.file)}:`, ''];
    return listSection(items.length, (i) => items[i], budget - (0,lib_budget/* block */.om)(head).bytes, (omitted) => ['', `_${(0,lib_text/* formatCount */.B4)(omitted)} more entries not shown: see the results file._`], head);
}
/** `line 3 (test unique, table customers)`. */
function entryItem(view, entry) {
    return `line ${entry.line} (${lines_text(view, (0,results_quarantine/* entryLabel */.b4)(entry))})`;
}
function countsSection(view, opts, budget) {
    const { counts: c, calls } = view.run;
    const wall = (0,model/* runSeconds */.Rl)(view.run);
    const time = wall === undefined ? '–' : (0,lib_text/* noBreak */.BC)((0,lib_text/* formatSeconds */.Xo)(wall));
    const tests = `${(0,lib_text/* formatCount */.B4)(c.total)} ${(0,lib_text/* plural */.LS)(c.total, 'test')}`;
    const head = [
        `<details><summary>Counts: ${tests} in ${(0,lib_text/* formatCount */.B4)(calls.length)} test-run ${(0,lib_text/* plural */.LS)(calls.length, 'call')}${wall === undefined ? '' : `, ${time}`}</summary>`,
        '',
        (0,lib_text/* tableRow */.jD)(['Test-run call', 'Tests', 'Passed', 'Failed', 'Errored', 'Time']),
        (0,lib_text/* tableDivider */.Ok)(['l', 'r', 'r', 'r', 'r', 'r']),
    ];
    const all = (0,lib_text/* tableRow */.jD)(['All', ...[c.total, c.succeeded, c.failed, c.errored].map(lib_text/* formatCount */.B4), time]);
    const facts = [];
    const reported = [
        c.warnings > 0 ? `${(0,lib_text/* formatCount */.B4)(c.warnings)} ${(0,lib_text/* plural */.LS)(c.warnings, 'warning')}` : '',
        c.skipped > 0 ? `${(0,lib_text/* formatCount */.B4)(c.skipped)} skipped` : '',
    ].filter(Boolean);
    if (reported.length > 0)
        facts.push(`The service reported ${reported.join(' and ')}.`, '');
    facts.push(`Outcomes that fail the step (\`fail-on\`): ${(0,lib_text/* inline */.mG)([...opts.failOn].join(', ') || 'none')}.`);
    const tail = ['', ...facts, '', '</details>', ''];
    let room = budget - (0,lib_budget/* block */.om)([...head, all, ...tail]).bytes;
    if (room < 0)
        return compact(`_Counts: ${tests}._`, budget);
    const rows = (0,lib_budget/* fitLines */.RV)(calls.length, (i) => callRow(view, calls[i]), room, (omitted) => [
        (0,lib_text/* tableRow */.jD)([
            `${(0,lib_text/* formatCount */.B4)(omitted)} more ${(0,lib_text/* plural */.LS)(omitted, 'call')} not shown`,
            ...Array(5).fill('–'),
        ]),
    ]);
    room -= (0,lib_budget/* block */.om)(rows.lines).bytes;
    const explained = calls.map((call) => callNote(view, call)).filter((note) => note !== '');
    const notes = (0,lib_budget/* fitLines */.RV)(explained.length, (i) => explained[i], room - 1).lines;
    return (0,lib_budget/* block */.om)([...head, ...rows.lines, all, ...(notes.length > 0 ? ['', ...notes] : []), ...tail], rows.omitted > 0 || notes.length < explained.length);
}
function callRow(view, outcome) {
    const time = (0,lib_text/* noBreak */.BC)((0,lib_text/* formatSeconds */.Xo)(outcome.durationMs / 1000));
    const label = lines_text(view, outcome.call.label);
    if (!outcome.ok)
        return (0,lib_text/* tableRow */.jD)([label, 'request failed', '–', '–', '–', time]);
    const c = (0,counts/* countResults */.aD)([outcome]);
    return (0,lib_text/* tableRow */.jD)([label, ...[c.total, c.succeeded, c.failed, c.errored].map(lib_text/* formatCount */.B4), time]);
}
/** Why a call's counts may read differently elsewhere; empty when nothing needs saying. */
function callNote(view, outcome) {
    if (!outcome.ok)
        return '';
    const rerun = outcome.results.some((r) => r.attempts !== undefined && r.attempts[0].status !== r.status);
    // The service's summary and the runner output describe the first attempt.
    const firstAttempt = (r) => (r.attempts ? { ...r, status: r.attempts[0].status } : r);
    const first = (0,counts/* countResults */.aD)([rerun ? { ...outcome, results: outcome.results.map(firstAttempt) } : outcome]);
    const notes = [
        rerun &&
            `a re-run changed its counts: the first attempt had ${(0,lib_text/* formatCount */.B4)(first.succeeded)} passed, ${(0,lib_text/* formatCount */.B4)(first.failed)} failed, ${(0,lib_text/* formatCount */.B4)(first.errored)} errored`,
        serviceNote(first, outcome.summary),
    ].filter(Boolean);
    return notes.length === 0 ? '' : `- ${lines_text(view, outcome.call.label)}: ${notes.join('; ')}.`;
}
function serviceNote(ours, s) {
    const { total, succeeded, failed, errored } = ours;
    if (s.total === total && s.succeeded === succeeded && s.failed === failed)
        return undefined;
    const reads = `the service's own summary reads total ${(0,lib_text/* formatCount */.B4)(s.total)}, succeeded ${(0,lib_text/* formatCount */.B4)(s.succeeded)}, failed ${(0,lib_text/* formatCount */.B4)(s.failed)}`;
    if (s.total === total && s.succeeded === succeeded && errored > 0 && s.failed === failed + errored)
        return `${reads}: it counts errors as failures`;
    return `${reads}, which differs from its results`;
}
/** Slowest first: the slowest are what a reader looks for there. */
function slowestFirst(view) {
    return (view.slowestFirst ??= [...view.groups.passing].sort((a, b) => timeOf(b.result) - timeOf(a.result)));
}
function timeOf(result) {
    return Number.isFinite(result.time) ? result.time : 0;
}
function footerSection(view, opts) {
    const { run } = view;
    const bits = [`Project ${lines_text(view, run.projectId)}`, `fabric ${run.fabricId}`];
    for (const key of ['branch', 'version', 'shard'])
        if (run[key] !== undefined)
            bits.push(`${key} ${lines_text(view, run[key])}`);
    if (opts.checkRunUrl)
        bits.push((0,lib_text/* link */.nf)('check run', opts.checkRunUrl));
    return (0,lib_budget/* block */.om)([bits.join(' · '), '']);
}
function listSection(n, item, budget, note, head = []) {
    const fitted = (0,lib_budget/* fitLines */.RV)(n, item, budget - 1, note);
    if (fitted.omitted === n)
        return compact(note(n).at(-1), budget);
    return (0,lib_budget/* block */.om)([...head, ...fitted.lines, ''], fitted.omitted > 0);
}
/**
 * A folded list, nothing when empty. When not even one item fits, one line says what it would
 * have held (a table's own, if given).
 */
function list(priority, cap, summary, items, item, table) {
    const n = items.length;
    const line = (i) => item(items[i]);
    const open = (omitted) => [
        `<details><summary>${summary}${omitted > 0 ? `; ${(0,lib_text/* formatCount */.B4)(omitted)} not shown, see the results file` : ''}</summary>`,
        '',
        ...(table?.head ?? []),
    ];
    const close = ['', '</details>', ''];
    const render = (budget) => {
        if (n === 0)
            return lib_budget/* EMPTY_BLOCK */.Id;
        const room = (omitted) => budget - (0,lib_budget/* block */.om)([...open(omitted), ...close]).bytes;
        let fitted = (0,lib_budget/* fitLines */.RV)(n, line, room(0));
        // Cut: the summary line says so, and the longest such line needs room too.
        if (fitted.omitted > 0)
            fitted = (0,lib_budget/* fitLines */.RV)(n, line, room(n));
        if (fitted.lines.length === 0)
            return compact(table?.fallback ?? `_${summary}: not shown, see the results file._`, budget);
        return (0,lib_budget/* block */.om)([...open(fitted.omitted), ...fitted.lines, ...close], fitted.omitted > 0);
    };
    return { priority, cap, render };
}
function compact(note, budget) {
    const b = (0,lib_budget/* block */.om)([note, ''], true);
    return b.bytes <= budget ? b : { ...lib_budget/* EMPTY_BLOCK */.Id, cut: true };
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/comment.js





/** Room each part keeps, when the comment is cut, to say what it left out. */
const PART_RESERVE = 200;
const SHORT_SHA = 7;
function renderTestComment(view, opts) {
    const parts = [
        { priority: 0, render: () => (0,lib_budget/* block */.om)(opening(view, opts)) },
        { priority: 1, render: (b) => failuresPart(view, b) },
        { priority: 0, render: () => alreadyPart(view, opts) },
        { priority: 2, render: (b) => quarantinedPart(view, b) },
        { priority: 2, render: (b) => fixedPart(view, b) },
        { priority: 0, render: () => footerPart(view, opts) },
    ];
    return (0,lib_budget/* joinBlocks */.x9)((0,lib_budget/* fitSections */.WK)(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}
function failuresPart(view, budget) {
    const { count: n, item } = brokenItems(view);
    if (n === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const fitted = (0,lib_budget/* fitLines */.RV)(n, item, budget - 1, (omitted) => [
        '',
        `_${(0,lib_text/* formatCount */.B4)(omitted)} more not shown: see the job summary._`,
    ]);
    return (0,lib_budget/* block */.om)([...fitted.lines, ''], fitted.omitted > 0);
}
/** `2 already failing on main, 1 flaky.` */
function alreadyPart(view, opts) {
    const { counts, baseline } = view.run;
    const facts = [];
    if (counts.preExisting > 0 && baseline)
        facts.push(`${(0,lib_text/* formatCount */.B4)(counts.preExisting)} already failing ${lines_text(view, (0,results_baseline/* onReference */.Nq)(baseline))}`);
    if (counts.flaky > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(counts.flaky)} flaky`);
    const other = view.groups.other.length;
    if (other > 0)
        facts.push(`${(0,lib_text/* formatCount */.B4)(other)} with another status`);
    if (facts.length === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const where = opts.runUrl ? `: ${(0,lib_text/* link */.nf)('see the job summary', opts.runUrl)}` : '';
    return (0,lib_budget/* block */.om)([`${facts.join(', ')}${where}.`, '']);
}
/** `- raw.customers.email · unique · owner @acme/crm · until 2026-12-31, 36 days left · reason` */
function quarantinedPart(view, budget) {
    const { quarantined } = view.groups;
    const quarantine = view.run.quarantine;
    const removable = quarantine ? (0,results_quarantine/* passingEntries */.UR)(quarantine).length : 0;
    if (quarantined.length === 0 && removable === 0)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const file = quarantine ? ` (${lines_text(view, quarantine.file)})` : '';
    const head = [`**Quarantined**${file}:`, ''];
    const item = (i) => {
        const entry = quarantined[i];
        const mark = entry.result.quarantine;
        const left = quarantine ? (0,results_quarantine/* daysBetween */.YM)(quarantine.checkedOn, mark.until) : undefined;
        const until = left === undefined ? mark.until : `${mark.until}, ${(0,lib_text/* formatCount */.B4)(left)} ${(0,lib_text/* plural */.LS)(left, 'day')} left`;
        return testItem(view, entry, ...(mark.addedByPullRequest ? [`**${results_quarantine/* ADDED_BY_PULL_REQUEST */.VA}**`] : []), `owner ${lines_text(view, mark.owner)}`, `until ${until}`, lines_text(view, mark.reason));
    };
    const tail = removable > 0
        ? [
            `- _${(0,lib_text/* formatCount */.B4)(removable)} ${removable === 1 ? 'entry has' : 'entries have'} only passing tests: ${removable === 1 ? 'it' : 'they'} can be removed from the file_`,
        ]
        : [];
    const fitted = (0,lib_budget/* fitLines */.RV)(quarantined.length, item, budget - (0,lib_budget/* block */.om)([...head, ...tail]).bytes - 1, more);
    return (0,lib_budget/* block */.om)([...head, ...fitted.lines, ...tail, ''], fitted.omitted > 0);
}
function fixedPart(view, budget) {
    const { fixed } = view.groups;
    const baseline = view.run.baseline;
    if (fixed.length === 0 || !baseline)
        return lib_budget/* EMPTY_BLOCK */.Id;
    const head = [`**Fixed** (failing ${lines_text(view, (0,results_baseline/* onReference */.Nq)(baseline))}, passing here):`, ''];
    const item = (i) => testItem(view, fixed[i]);
    const fitted = (0,lib_budget/* fitLines */.RV)(fixed.length, item, budget - (0,lib_budget/* block */.om)(head).bytes - 1, more);
    return (0,lib_budget/* block */.om)([...head, ...fitted.lines, ''], fitted.omitted > 0);
}
/** What a list says of the items left out. */
function more(omitted) {
    return [`- _${(0,lib_text/* formatCount */.B4)(omitted)} more_`];
}
/** `[Job summary](…) · [Check run](…) · commit c0ffee0 · 2026-11-20 12:05 UTC` */
function footerPart(view, opts) {
    const bits = [];
    if (opts.runUrl)
        bits.push((0,lib_text/* link */.nf)('Job summary', opts.runUrl));
    if (opts.checkRunUrl)
        bits.push((0,lib_text/* link */.nf)('Check run', opts.checkRunUrl));
    if (opts.sha)
        bits.push(`commit ${(0,lib_text/* code */.aY)(opts.sha.slice(0, SHORT_SHA))}`);
    const finished = Date.parse(view.run.finishedAt);
    if (Number.isFinite(finished))
        bits.push((0,lib_text/* formatUtc */.ay)(finished));
    return (0,lib_budget/* block */.om)([bits.join(' · ')]);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/files/safe-write.js
var safe_write = __webpack_require__(2487);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/junit.js






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
    await (0,safe_write/* writeChunkedFile */.mf)(path, junitChunks(run, options), options.redact);
}
function* junitChunks(run, options = {}) {
    // Every count is known before the first line: the root and each suite open with their totals.
    // A failed call is one erroring testcase.
    const { total, failed, errored } = (0,counts/* countResults */.aD)(run.calls);
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    const wall = (0,model/* runSeconds */.Rl)(run);
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
            `      <error message="${attr(junit_short(outcome.error))}" type="request failed">${junit_text(outcome.error)}</error>\n` +
            '    </testcase>\n' +
            '  </testsuite>\n');
        return;
    }
    const { failed, errored } = (0,counts/* countResults */.aD)([outcome]);
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
        for (const slice of (0,lib_text/* lineSlices */.AN)(outcome.runnerStdout, 32_768))
            yield cdata(slice);
        yield '</system-out>\n';
    }
    yield '  </testsuite>\n';
}
function testcase(outcome, result, sources, classnames) {
    const subject = (0,results_subject/* subjectOf */.et)(outcome.call, result, sources);
    const name = subject.column ? `${subject.column}.${result.name}` : result.name;
    const classname = (0,results_subject/* junitClassName */.oi)(subject);
    if (!classnames.has(classname))
        classnames.set(classname, attr(classname));
    const open = `    <testcase classname="${classnames.get(classname)}" name="${attr(name)}" time="${seconds(result.time)}"`;
    const { attempts, quarantine: mark } = result;
    if (result.status === 'SUCCEEDED' && attempts === undefined)
        return `${open}/>\n`;
    const failing = (0,counts/* isFailure */.N6)(result.status);
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
            if (i < attempts.length - 1 && (0,counts/* isFailure */.N6)(a.status))
                body += problem(`${prefix}${a.status === 'FAILED' ? 'Failure' : 'Error'}`, a.status, a.cause);
            // `attempt 1: ERROR (warehouse starting)`
            const cause = a.cause.trim() === '' ? '' : ` (${junit_short(a.cause.replace(/\s+/g, ' '))})`;
            out.push(`attempt ${i + 1}: ${a.status}${cause}`);
        }
    }
    else if (!failing)
        out.push(`status: ${result.status}`);
    if (mark && failing)
        out.push((0,results_quarantine/* quarantineNote */.No)(mark));
    if (out.length > 0)
        body += `      <system-out>${cdata(out.join('\n'))}</system-out>\n`;
    return `${open}>\n${body}    </testcase>\n`;
}
function problem(element, status, cause) {
    const shown = cause.trim() === '' ? 'no cause given' : cause;
    return `      <${element} message="${attr(junit_short(shown))}" type="${status}">${junit_text(shown)}</${element}>\n`;
}
function seconds(value) {
    return Number.isFinite(value) && value >= 0 ? value.toFixed(3) : '0.000';
}
function junit_short(value) {
    return (0,lib_text/* clip */.$Q)(value.trim(), MESSAGE_MAX_CHARS);
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
const junit_text = escaper('|[&<>]');
/** In double quotes. Line breaks and tabs become references, or a parser reads them as spaces. */
const attr = escaper(`|[&<>"'\t\n\r]`);
const dropForbidden = escaper('');
/** CDATA cannot hold `]]>`: end the section between `]]` and `>` and open a new one. */
function cdata(value) {
    return `<![CDATA[${dropForbidden(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/results/results-file.js




/** `reported` gives the counts and comparison: the run itself, or (report mode) the runs merged. */
function toResultsFile(runs, reported) {
    return {
        format: model/* RESULTS_FORMAT */.LZ,
        formatVersion: model/* RESULTS_FORMAT_VERSION */.Mu,
        counts: reported?.counts ?? (0,counts/* countResults */.aD)(runs.flatMap((run) => run.calls)),
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
    await (0,safe_write/* writeChunkedFile */.mf)(path, resultsFileChunks(file), redact);
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
            for (const slice of (0,lib_text/* lineSlices */.AN)(runnerStdout, STDOUT_PER_PIECE))
                yield JSON.stringify(slice).slice(1, -1);
            yield '","results":[';
            for (let i = 0; i < results.length; i += RESULTS_PER_PIECE)
                yield `${i > 0 ? ',' : ''}${JSON.stringify(results.slice(i, i + RESULTS_PER_PIECE)).slice(1, -1)}`;
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

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/verdict.js
var verdict = __webpack_require__(2088);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pr-comment.js
var modes_pr_comment = __webpack_require__(3251);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/test/checks.js
var checks = __webpack_require__(2313);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/test/publish.js
/**
 * Everything test and report mode do with a finished run. Outputs first and the files complete
 * before anything else, so a later problem cannot lose them. Reporting to GitHub is best effort: a
 * refused check run or comment is a warning; only the tests fail the step.
 */



















async function publishResults(run, settings, runner, options) {
    const { counts, baseline } = run;
    const redact = (text) => runner.secrets.redact(text);
    // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
    const conclusion = conclusionOf(counts, run.calls, settings.failOn);
    if (baseline?.unavailable !== undefined)
        runner.warning((0,results_baseline/* comparisonSentence */.nX)(counts, baseline));
    else if (baseline)
        runner.info(`Compared with ${(0,results_baseline/* describeReference */.P5)(baseline)}: ${(0,results_baseline/* comparisonSentence */.nX)(counts, baseline)}`);
    reportQuarantine(run, runner);
    // Each count's output is its name in kebab case: newFailed is new-failed. The quarantined
    // failures and errors are parts of `quarantined`, not outputs of their own.
    for (const key of model/* COUNT_NAMES */.bO.slice(0, model/* COUNT_NAMES */.bO.indexOf('quarantined') + 1))
        runner.setOutput(key.replace(/(?=[A-Z])/g, '-').toLowerCase(), counts[key]);
    // Written while GitHub answers the check run's requests, so the two overlap.
    const resultsWritten = writeResults(options.runs, run, redact, runner);
    const { junitFile } = settings;
    const junitWritten = junitFile
        ? writeJUnitFile((0,external_node_path_.resolve)(options.workspace, junitFile), run, {
            name: settings.checkName,
            redact,
            sources: options.sources,
        }).then(() => runner.info(`JUnit report: ${junitFile}`), (err) => (0,checks/* junitFileProblem */.a)(junitFile, err))
        : undefined;
    const annotations = buildAnnotations(run, options.sources);
    const { context, api: github } = options.github;
    const view = reportView(run, {
        redact,
        incomplete: options.incomplete,
        sources: options.sources,
        // A failure's line is linked in the repository at the commit the run tested.
        blobUrl: context.repo && context.headSha && blobUrlOf(context.serverUrl, context.repo, context.headSha),
    });
    const texts = { conclusion, failOn: settings.failOn, title: settings.checkName };
    const publishChecks = async () => {
        if (!settings.checkRun)
            return undefined;
        if (!settings.githubToken) {
            runner.info('No github-token: the check run is skipped (the results are in the job summary).');
            return undefined;
        }
        if (!context.repo || !context.headSha) {
            runner.warning('Cannot create the check run: GITHUB_REPOSITORY or the commit SHA is not known (not running in GitHub Actions?).');
            return undefined;
        }
        try {
            const published = await publishCheckRun(await github(), context.repo, {
                name: settings.checkName,
                headSha: context.headSha,
                conclusion,
                title: checkTitle(run),
                summary: renderTestSummary(view, { ...texts, maxBytes: CHECK_SUMMARY_MAX_BYTES }),
                text: failingTestsText(annotations, redact),
                annotations,
                maxAnnotations: settings.maxCheckAnnotations,
                detailsUrl: context.runUrl,
            }, options.workspace, redact);
            for (const warning of published.warnings)
                runner.warning(warning);
            const omitted = published.omitted
                ? `; ${(0,lib_text/* formatCount */.B4)(published.omitted)} more failing ${(0,lib_text/* plural */.LS)(published.omitted, 'test')} without one (max-check-annotations)`
                : '';
            runner.info(`Check run "${settings.checkName}": ${published.htmlUrl ?? `id ${published.id}`} (${(0,lib_text/* formatCount */.B4)(published.annotations)} ${(0,lib_text/* plural */.LS)(published.annotations, 'annotation')} in ${published.requests} ${(0,lib_text/* plural */.LS)(published.requests, 'request')}${omitted})`);
            return published;
        }
        catch (err) {
            if (!(err instanceof CheckRunError))
                throw err;
            runner.warning(err.message);
            return err.created && { ...err.created, annotations: err.created.annotationsSent };
        }
    };
    // Whatever happens to the reports, the results file is complete before the step goes on.
    const checkRun = await publishChecks().finally(() => resultsWritten);
    const checkRunUrl = checkRun?.htmlUrl;
    // check-run-url only when GitHub named an address on the GitHub server.
    (0,verdict/* setOutputs */.n0)(runner, { 'check-run-id': checkRun?.id, 'check-run-url': checkRunUrl });
    const line = failureLine(counts, run.calls, settings.failOn);
    printAnnotations(annotations, settings.maxAnnotations, checkRun?.annotations, line !== undefined, runner);
    await runner.appendSummary(renderTestSummary(view, { ...texts, checkRunUrl }));
    await (0,modes_pr_comment/* keepPrComment */.RD)({
        setting: settings.prComment,
        githubToken: settings.githubToken,
        attention: conclusion === 'failure',
        marker: (0,pr_comment/* commentMarker */.Ql)(settings.checkName),
        render: (maxBytes) => renderTestComment(view, {
            ...texts,
            maxBytes,
            runUrl: context.runUrl,
            checkRunUrl,
            sha: context.headSha,
        }),
        // on-failure after a pass: the earlier failure comment must not keep saying it fails.
        settled: '**The data tests pass now.**',
    }, context, github, runner);
    // A JUnit file that cannot be written fails the step, but only now: the check run, annotations,
    // summary and comment are out already.
    const junitProblem = await junitWritten;
    if (junitProblem !== undefined)
        throw junitProblem;
    return line === undefined ? verdict/* SUCCESS */.qO : (0,verdict/* failure */.V2)(line);
}
/** A shard sees only its slice: whether an entry's tests all pass is the merged report's to say. */
function reportQuarantine(run, runner) {
    const { quarantine, counts } = run;
    if (!quarantine)
        return;
    runner.info(`Quarantine (${quarantine.file}, checked on ${quarantine.checkedOn}): ${(0,lib_text/* formatCount */.B4)(counts.quarantined)} ${(0,lib_text/* plural */.LS)(counts.quarantined, 'failure')} quarantined`);
    for (const entry of (0,results_quarantine/* expiredEntries */.SZ)(quarantine))
        runner.info(`${quarantine.file}:${entry.line}: the quarantine of ${(0,results_quarantine/* entryLabel */.b4)(entry)} expired on ${entry.until} (owner ${entry.owner}: ${entry.reason}); its ${(0,lib_text/* formatCount */.B4)(entry.expiredFailures)} ${(0,lib_text/* plural */.LS)(entry.expiredFailures, 'failure')} count again`);
    for (const entry of (0,results_quarantine/* passingEntries */.UR)(quarantine)) {
        const what = `The tests of this quarantine entry (${(0,results_quarantine/* entryLabel */.b4)(entry)}) all pass`;
        if (run.shard !== undefined)
            runner.info(`${quarantine.file}:${entry.line}: ${what} in this shard; the merged report says whether it can be removed`);
        else
            runner.notice(`${what}: it can be removed from the file.`, {
                title: 'Quarantine entry no longer needed',
                file: quarantine.file,
                line: entry.line,
            });
    }
}
/** RUNNER_TEMP is cleaned after the job, and unique per job: no clash between steps or shards. */
async function writeResults(runs, reported, redact, runner) {
    const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
    const path = (0,external_node_path_.join)(folder, `orchestration-test-results-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}.json`);
    try {
        await writeResultsFile(path, toResultsFile([...runs], reported), redact);
    }
    catch (err) {
        const why = err instanceof safe_write/* UnsafePath */.UZ
            ? `: it ${err.reason}`
            : ` (${err.code ?? String(err)})`;
        runner.warning(`The results file could not be written to ${path}${why}`);
        return;
    }
    runner.setOutput('results-file', path);
    runner.info(`Results file: ${path}`);
}
/**
 * The log shows the first max-annotations (GitHub shows only 10 errors per step anyway); the check
 * run carries more. The failed call whose error starts the step's failure line is not annotated too.
 */
function printAnnotations(annotations, max, 
/** How many the check run holds, when there is one. */
inCheckRun, stepFails, runner) {
    const firstFailedCall = stepFails ? annotations.find((a) => a.kind === 'call') : undefined;
    const shown = annotations.filter((a) => a !== firstFailedCall);
    // An annotation is its own Where: its title, file and line.
    for (const a of shown.slice(0, max))
        runner[a.level === 'failure' ? 'error' : 'warning'](a.message, a);
    const more = shown.length - max;
    if (more > 0) {
        const where = inCheckRun === undefined
            ? 'see the job summary'
            : inCheckRun >= annotations.length
                ? `the check run holds all ${(0,lib_text/* formatCount */.B4)(annotations.length)}`
                : `the check run holds ${(0,lib_text/* formatCount */.B4)(inCheckRun)}, the job summary all`;
        runner.info(`${more} more ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`);
    }
}


/***/ })

};
