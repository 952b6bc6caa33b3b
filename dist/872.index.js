export const id = 872;
export const ids = [872];
export const modules = {

/***/ 2872:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BATCHES_IN_FLIGHT: () => (/* binding */ BATCHES_IN_FLIGHT),
/* harmony export */   CHECK_SUMMARY_MAX_BYTES: () => (/* binding */ CHECK_SUMMARY_MAX_BYTES),
/* harmony export */   CheckRunError: () => (/* binding */ CheckRunError),
/* harmony export */   NO_FILE_PATH: () => (/* binding */ NO_FILE_PATH),
/* harmony export */   batches: () => (/* binding */ batches),
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun),
/* harmony export */   toGitHubAnnotation: () => (/* binding */ toGitHubAnnotation)
/* harmony export */ });
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1676);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2716);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9951);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8477);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2711);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4518);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8275);
/**
 * Publishes the results as one completed check run: the create carries the first 50 annotations,
 * each update appends 50 more, capped by max-check-annotations because a token's requests an hour
 * are few. Only the last request carries the full summary, and it goes once every batch is in, so
 * no interim summary lands after it. The batches between go a few at a time (docs/behaviour.md).
 * Every request is sent once: after a failure GitHub may have applied, the warning says so.
 */







/** Room is kept for the line that counts failures without an annotation. */
const CHECK_SUMMARY_MAX_BYTES = _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_OUTPUT_MAX_BYTES */ .SK - 256;
/** output.title: short in the checks list; GitHub documents no limit, this keeps it a line. */
const OUTPUT_TITLE_MAX_CHARS = 1000;
/**
 * Where an annotation without a place goes: GitHub files its own job-level annotations under
 * `.github`, so it shows up beside them rather than on an unrelated line of some file.
 */
const NO_FILE_PATH = '.github';
const BATCHES_IN_FLIGHT = 6;
/** A create is sent once, and so is an update: each appends its annotations. */
const CREATE = (0,_route_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .w)((octokit) => octokit.rest.checks.create, 'once');
const UPDATE = (0,_route_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .w)((octokit) => octokit.rest.checks.update, 'once');
const APPEND = { ...UPDATE, concurrency: BATCHES_IN_FLIGHT };
const CreatedCheckRun = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    html_url: zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J(),
});
/** The check run could not be written whole: the message is the warning the step gives. */
class CheckRunError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ {
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
    const groups = batches(annotations, _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATIONS_PER_REQUEST */ .jg);
    const title = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(redact(content.title), OUTPUT_TITLE_MAX_CHARS);
    const note = omitted > 0
        ? `\n\n**${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(omitted)} more failing ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(omitted, 'test')} ${omitted === 1 ? 'has' : 'have'} no annotation here** (max-check-annotations: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(max)}); the job summary lists every failing test.\n`
        : '';
    const final = {
        title,
        summary: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .fitBytes */ .ZN)(redact(content.summary), _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_OUTPUT_MAX_BYTES */ .SK - (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .byteLength */ .dp)(note)) + note,
        ...(content.text ? { text: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .fitBytes */ .ZN)(redact(content.text), _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_OUTPUT_MAX_BYTES */ .SK) } : {}),
    };
    // Until the last request replaces it.
    const jobSummary = "the workflow run's job summary";
    const where = content.detailsUrl ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(jobSummary, content.detailsUrl) : jobSummary;
    const interim = {
        title,
        summary: `Adding ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(annotations.length)} annotations in ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(groups.length)} requests; the results replace this text with the last of them. Until then they are in ${where}.`,
    };
    // GitHub appends each update's annotations but keeps the output of whichever update it handled
    // last. When every update fits in one wave, each carries the full output, so the order they land
    // in does not matter and none waits for the others; with more, the batches between carry a short
    // interim output and the last goes alone, once they were all answered, so the full summary is
    // sent once, not with every batch.
    const together = groups.length - 1 <= BATCHES_IN_FLIGHT;
    const outputOf = (i) => {
        const output = together || i === groups.length - 1 ? final : interim;
        return groups[i].length ? { ...output, annotations: groups[i] } : output;
    };
    let created;
    const warnings = [];
    try {
        const answer = await api.request(CREATE, {
            ...repo,
            name: redact(content.name),
            head_sha: content.headSha,
            status: 'completed',
            conclusion: content.conclusion,
            completed_at: new Date().toISOString(),
            ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
            output: outputOf(0),
        }, CreatedCheckRun);
        const htmlUrl = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .addressUnder */ .Ly)(answer.html_url, api.serverUrl);
        if (htmlUrl === undefined)
            warnings.push(`GitHub's answer gave check run ${answer.id} the address ${JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(String(answer.html_url), 200))}, which is not on ${api.serverUrl}: check-run-url is not set.`);
        created = { id: answer.id, htmlUrl };
    }
    catch (err) {
        // A fork's pull request gets a read-only token whatever the workflow asks.
        const failure = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .describeWriteFailure */ .jg)(err, `Could not create the check run "${content.name}"`, 'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
            'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
            'or with mode: report in a trusted workflow.', ' GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known.');
        throw new CheckRunError(`${failure} The results are in the job summary.`);
    }
    const params = { ...repo, check_run_id: created.id };
    // `uncertain`: annotations of requests that failed after they went out.
    const tally = { added: groups[0].length, uncertain: 0 };
    /** `summary`: whether the full summary is in (the create carried it), may be, or is not. */
    const partial = (err, summary) => {
        const certain = tally.uncertain ? ' for certain' : '';
        const lacking = summary === 'not' ? ', and not its full summary' : '';
        const maybe = tally.uncertain
            ? ` GitHub may have added ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(tally.uncertain)} more${summary === 'maybe' ? ' and the full summary' : ''} all the same: no request is sent twice.`
            : '';
        const message = `Check run "${content.name}" was created, but only ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(tally.added)} of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(annotations.length)} annotations were added${certain}${lacking}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .sentence */ .em)((0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubFailure */ .Po)(err))}${maybe} The results are in the job summary.`;
        return new CheckRunError(message, { ...created, annotationsSent: tally.added });
    };
    const send = async (k, update) => {
        try {
            await api.request(update, { ...params, output: outputOf(k) }, zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J());
        }
        catch (err) {
            if (maybeApplied(err))
                tally.uncertain += groups[k].length;
            throw err;
        }
        tally.added += groups[k].length;
    };
    const last = groups.length - 1;
    const failure = await appendConcurrently(together ? last : last - 1, (k) => send(k + 1, APPEND));
    if (failure)
        throw partial(failure.error, together ? 'in' : 'not');
    if (last > 0 && !together)
        await send(last, UPDATE).catch((err) => {
            throw partial(err, maybeApplied(err) ? 'maybe' : 'not');
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
    return err instanceof _answers_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .vK ? err.maybeApplied : true;
}
/** Always at least one (maybe empty) group: the create is sent even without annotations. */
function batches(items, size) {
    const count = Math.max(1, Math.ceil(items.length / size));
    return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}
/** One element of output.annotations. */
function toGitHubAnnotation(a, workspace, redact) {
    const path = (a.file !== undefined && (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryPath */ .SH)(a.file, workspace)) || NO_FILE_PATH;
    // GitHub requires a line; a test found in no file gets line 1 of the fallback path.
    const line = path !== NO_FILE_PATH && a.line !== undefined && a.line >= 1 ? Math.floor(a.line) : 1;
    const title = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(redact(a.title), _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATION_TITLE_MAX_CHARS */ .IK);
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .fitBytes */ .ZN)(redact(a.message) || title || 'Test failed', _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATION_MESSAGE_MAX_BYTES */ .N8);
    return { path, start_line: line, end_line: line, annotation_level: a.level, title, message };
}


/***/ })

};
