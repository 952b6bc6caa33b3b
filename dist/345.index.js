export const id = 345;
export const ids = [345];
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

/***/ 6541:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ REAL_CLOCK),
/* harmony export */   L: () => (/* binding */ WriteBudget)
/* harmony export */ });
/**
 * The writes a repository can afford: GitHub allows 80 content-creating requests a minute and asks
 * integrations not to send them concurrently. A burst goes at once, then one every `intervalMs`,
 * rather than every write a second apart. A write asking for `concurrency` n starts only while
 * fewer than n are in flight, never beside one that asked for fewer; waiting writes keep their order.
 */
const REAL_CLOCK = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    }),
};
class WriteBudget {
    burst;
    intervalMs;
    clock;
    tokens;
    /** When the last token was earned, or the bucket was last full. */
    earnedAt;
    /** The concurrency each write in flight asked for. */
    inFlight = [];
    waiting = [];
    constructor(burst, intervalMs, clock = REAL_CLOCK) {
        this.burst = burst;
        this.intervalMs = intervalMs;
        this.clock = clock;
        this.tokens = burst;
        this.earnedAt = clock.now();
    }
    /** A whole `concurrency` of at least 1 counts this write; call the function returned once answered. */
    async take(concurrency = 1) {
        if (this.waiting.length === 0 && this.fits(concurrency))
            this.inFlight.push(concurrency);
        else
            await new Promise((start) => this.waiting.push({ concurrency, start }));
        this.earn();
        // Each wait ends when the next token is earned: one pass with a real clock, and another for
        // each write in flight that took the token first.
        while (this.tokens < 1) {
            await this.clock.sleep(Math.max(0, this.earnedAt + this.intervalMs - this.clock.now()));
            this.earn();
        }
        this.tokens--;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.release(concurrency);
        };
    }
    fits(concurrency) {
        const count = this.inFlight.length;
        return count < concurrency && this.inFlight.every((asked) => count < asked);
    }
    release(concurrency) {
        this.inFlight.splice(this.inFlight.indexOf(concurrency), 1);
        // In order: a write that does not fit yet holds back the ones behind it.
        while (this.waiting.length && this.fits(this.waiting[0].concurrency)) {
            const next = this.waiting.shift();
            this.inFlight.push(next.concurrency);
            next.start();
        }
    }
    earn() {
        const now = this.clock.now();
        // Not below 0: Date.now() may step back.
        const earned = Math.max(0, Math.floor((now - this.earnedAt) / this.intervalMs));
        this.tokens = Math.min(this.burst, this.tokens + earned);
        this.earnedAt += earned * this.intervalMs;
        if (this.tokens >= this.burst)
            this.earnedAt = now;
    }
}


/***/ }),

/***/ 4345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dryRunText: () => (/* binding */ dryRunText),
  pipelineFlow: () => (/* binding */ pipelineFlow),
  triggerRequests: () => (/* binding */ triggerRequests)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/service-calls.js
var service_calls = __webpack_require__(6790);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/api-error.js
var api_error = __webpack_require__(8113);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/enums.js
var enums = __webpack_require__(2540);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/secret-registry.js + 1 modules
var secret_registry = __webpack_require__(9329);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pipeline/outcome.js
/**
 * One pipeline of the step and what became of it (execute.ts fills it in), and what the runs came
 * to: the counts, the step's one failure line, and what a cancelled step still reports.
 */

/** One queued run per trigger request, in their order: execute.ts fills them in as it goes. */
function queuedRuns(requests) {
    return requests.map((r) => ({ pipeline: r.pipelineName, state: 'queued' }));
}
/** Every other state is a failure once the step is done (queued and waiting runs do not outlive it). */
const didNotSucceed = ({ state }) => state !== 'succeeded' && state !== 'triggered';
/** Whole seconds from the trigger to the end seen (to the timeout, for a run still going). */
function secondsOf(run) {
    if (run.triggeredAt === undefined || run.endedAt === undefined)
        return undefined;
    return Math.max(0, Math.round((run.endedAt - run.triggeredAt) / 1000));
}
function counts(runs) {
    return {
        succeeded: runs.filter((run) => run.state === 'succeeded').length,
        failed: runs.filter(didNotSucceed).length,
    };
}
/** Longest message of one pipeline in the failure line: a hundred of them must still fit. */
const MESSAGE_MAX = 300;
/** The step's failure line, or undefined when every pipeline's run succeeded (or was triggered). */
function failureLine(runs, timeoutMinutes) {
    const failing = runs.filter(didNotSucceed);
    if (failing.length === 0)
        return undefined;
    const parts = [];
    const notTriggered = new Map();
    for (const run of failing) {
        const id = run.runId === undefined ? '' : ` (run ${run.runId})`;
        const message = run.errorMessage ? `: ${(0,common_text/* clip */.$Q)(run.errorMessage, MESSAGE_MAX)}` : '';
        const going = run.status ?? 'going (no status read)';
        switch (run.state) {
            case 'failed':
                parts.push(`${run.pipeline}${id} ended ${run.status ?? '?'}${message}`);
                break;
            case 'timed-out':
                parts.push(`${run.pipeline}${id} is still ${going} after the timeout of ${timeoutMinutes} min and goes on on the service`);
                break;
            case 'cancelled':
                parts.push(`${run.pipeline}${id} was still ${going} when the job was cancelled and goes on on the service`);
                break;
            case 'not-triggered': {
                const why = run.problem ?? '';
                notTriggered.set(why, [...(notTriggered.get(why) ?? []), run.pipeline]);
                break;
            }
            default:
                parts.push(`${run.pipeline}: ${(0,common_text/* clip */.$Q)(run.problem ?? '', MESSAGE_MAX * 2)}`);
        }
    }
    for (const [why, pipelines] of notTriggered)
        parts.push(`not triggered, since ${why}: ${pipelines.join(', ')}`);
    return `${failing.length} of ${runs.length} pipelines did not succeed: ${parts.join('; ')}`;
}
/**
 * The runs as a cancelled step reports them, at `now` on the step's clock: a run still followed
 * goes on on the service, a trigger in flight may have started one, and the rest were never sent.
 */
function cancelledRuns(runs, now) {
    return runs.map((run) => {
        switch (run.state) {
            case 'queued':
                return { ...run, state: 'not-triggered', problem: 'the job was cancelled first' };
            case 'triggering':
                return {
                    ...run,
                    state: 'maybe-started',
                    problem: `the job was cancelled while its trigger was unanswered, so the run of ${run.pipeline} may have been started`,
                };
            case 'waiting':
                return { ...run, state: 'cancelled', endedAt: now };
            default:
                return { ...run };
        }
    });
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/write-budget.js
var write_budget = __webpack_require__(6541);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pool.js
var pool = __webpack_require__(5367);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pipeline/execute.js
/**
 * Triggers the pipelines in order, at most `concurrency` runs at once, and follows the runs to their
 * end (docs/pipeline-mode.md). Each pipeline goes on its own: its trigger waits only for a free
 * place, and its status requests only for its own schedule, so a request that hangs holds back
 * nothing but its own run. The step's timeout abandons every request still in flight (through the
 * client's `signal`): the step ends on time.
 *
 * A trigger is a write, sent once; after one that may have reached the service no other is sent: a
 * run may exist that the step knows nothing of. A failed status request does not end a run (said
 * once: when the endpoint is down, every run's requests fail alike).
 */








/** Longest status word and message kept of an answer: a service may send megabytes of either. */
const STATUS_MAX = 200;
const MESSAGE_KEPT_MAX = 64 * 1024;
/** Longest message in a log line (the summary and the runs output have their own bounds). */
const MESSAGE_LOG_MAX = 2000;
/**
 * `runs` are filled in as the step goes, so that a caller can report them while it does (a job
 * cancelled); they are returned.
 */
async function runPipelines(client, requests, options, progress, runs = queuedRuns(requests)) {
    const { clock = write_budget/* REAL_CLOCK */.I, wait, concurrency, timeout: timeoutMinutes } = options;
    const stop = options.stop ?? new AbortController();
    const pollIntervalMs = options.pollInterval * 1000;
    const maxRequests = maxStatusRequests(timeoutMinutes);
    /** Why no more triggers are sent, once a trigger may have started a run unseen. */
    let halted;
    /** The timeout, on the clock (set by the first trigger), and the last time a status is asked. */
    let deadline = Infinity;
    let lastAsk = Infinity;
    let failureSaid = false;
    /** Ends the timeout's timer when every run is done before it: nothing is left waiting. */
    const finished = new AbortController();
    /** From the first trigger's sending: that run, still going at the timeout, took the timeout exactly. */
    const startTimeout = (at) => {
        if (deadline !== Infinity)
            return;
        deadline = at + timeoutMinutes * 60_000;
        lastAsk = lastAskAt(deadline);
        void clock.sleep(deadline - clock.now(), finished.signal).then(() => {
            if (!finished.signal.aborted)
                stop.abort(`the step's timeout (${timeoutMinutes} min) ended`);
        });
    };
    /** The run id when there is a run to follow. */
    const trigger = async (run, request) => {
        const sentAt = clock.now();
        startTimeout(sentAt);
        run.state = 'triggering';
        try {
            const { runId } = await client.triggerPipeline(request);
            const why = unfollowable(runId, progress.secrets);
            if (why !== undefined) {
                const problem = `triggered, but ${why}: the step cannot ask its status, so its end is unknown`;
                Object.assign(run, { state: 'unknown', problem, triggeredAt: sentAt, endedAt: clock.now() });
                progress.info(`${run.pipeline}: ${problem}`);
                return undefined;
            }
            Object.assign(run, { runId, triggeredAt: sentAt, state: wait ? 'waiting' : 'triggered' });
            progress.info(`Triggered ${run.pipeline}: run ${runId}`);
            return runId;
        }
        catch (caught) {
            if (!(caught instanceof api_error/* ApiError */.hD))
                throw caught;
            const err = (0,service_calls/* pointAtInputs */.xM)(caught, triggerInputs(request));
            run.problem = err.message;
            run.state = err.maybeApplied ? 'maybe-started' : 'refused';
            progress.info(`${run.pipeline}: ${err.message}`);
            if (err.maybeApplied)
                halted ??= `the run of ${run.pipeline} may have been started`;
            return undefined;
        }
    };
    /** One status request; `failing` says whether the one before failed. Returns whether this one did. */
    const poll = async (run, failing) => {
        let answer;
        try {
            answer = await client.pipelineStatus(run.runId);
        }
        catch (err) {
            if (!(err instanceof api_error/* ApiError */.hD))
                throw err;
            if (stop.signal.aborted) {
                progress.info(`${run.pipeline} (run ${run.runId}): its status request was unanswered at the timeout`);
                return true;
            }
            if (!failureSaid)
                progress.warning(`${run.pipeline} (run ${run.runId}): ${err.message}; a status request that fails does not end a run: each is asked again until the timeout (${timeoutMinutes} min)`);
            failureSaid = true;
            return true;
        }
        if (failing)
            progress.info(`${run.pipeline} (run ${run.runId}): the status request answers again`);
        const status = (0,common_text/* clip */.$Q)(answer.runStatus, STATUS_MAX);
        const changed = status !== run.status;
        run.status = status;
        const meaning = meaningOf(answer.runStatus);
        if (meaning === 'waiting') {
            if (changed)
                progress.info(`${run.pipeline} (run ${run.runId}): ${status}`);
            return false;
        }
        run.state = meaning === 'succeeded' ? 'succeeded' : 'failed';
        run.endedAt = clock.now();
        if (answer.errorMessage)
            run.errorMessage = (0,common_text/* clipNoting */.Qx)(answer.errorMessage, MESSAGE_KEPT_MAX);
        const message = run.errorMessage ? `: ${(0,common_text/* clip */.$Q)(run.errorMessage, MESSAGE_LOG_MAX)}` : '';
        const took = (0,common_text/* duration */.p0)(run.endedAt - (run.triggeredAt ?? run.endedAt));
        progress.info(`${run.pipeline} (run ${run.runId}): ${status} after ${took}${message}`);
        return false;
    };
    /** Asks the run's status on its own schedule until it ends or the timeout comes. */
    const follow = async (run) => {
        let waitMs = nextWait(undefined, pollIntervalMs);
        let due = nextPollAt(clock.now(), waitMs, lastAsk, maxRequests);
        let requestsMade = 0;
        let failing = false;
        while (!stop.signal.aborted) {
            await clock.sleep(Math.max(0, due - clock.now()), stop.signal);
            if (stop.signal.aborted)
                break;
            requestsMade++;
            failing = await poll(run, failing);
            if (run.state !== 'waiting')
                return;
            const now = clock.now();
            if (requestsMade >= maxRequests || now >= lastAsk) {
                // Asked for the last time: the run holds its place until the timeout says it goes on.
                await clock.sleep(Math.max(0, deadline - now), stop.signal);
                break;
            }
            waitMs = nextWait(waitMs, pollIntervalMs);
            due = nextPollAt(due, waitMs, lastAsk, maxRequests - requestsMade, now);
        }
        Object.assign(run, { state: 'timed-out', endedAt: deadline });
    };
    try {
        await (0,pool/* mapWithConcurrency */.W)(runs, concurrency, async (run, index) => {
            // Not sent: see `halted`, or the timeout came while it waited for a place.
            if (halted !== undefined || clock.now() >= deadline)
                return;
            const runId = await trigger(run, requests[index]);
            if (runId !== undefined && wait)
                await follow(run);
        });
    }
    finally {
        finished.abort();
        // Only after a bug was thrown is anything still in flight: it must not hold the client open.
        stop.abort('the step ended');
    }
    const why = halted ?? 'the timeout came first';
    for (const run of runs)
        if (run.state === 'queued')
            Object.assign(run, { state: 'not-triggered', problem: why });
    return runs;
}
/** Longest run id sent back in a status request's path (and shown). */
const RUN_ID_MAX = 1024;
/**
 * Why a run id cannot be sent back as a path segment, or undefined when it can. An id holding a
 * secret was redacted as it arrived (the client redacts answers at the source): what is left is
 * not the service's id, and must not be shown whole anyway.
 */
function unfollowable(runId, secrets) {
    if (runId === '')
        return 'the service answered an empty run id';
    if (runId === '.' || runId === '..')
        return `its run id "${runId}" cannot be sent in a URL path, which reads it as a step of the path`;
    if (runId.length > RUN_ID_MAX)
        return `its run id has ${(0,common_text/* formatCount */.B4)(runId.length)} characters, more than the ${(0,common_text/* formatCount */.B4)(RUN_ID_MAX)} a status request sends`;
    if (runId.includes(secret_registry/* MASK */.v5) || secrets.holds(runId))
        return 'its run id holds a secret value, which is never sent or shown';
    // A lone surrogate has no URL encoding.
    if (/\p{Cs}/u.test(runId))
        return 'its run id is not well-formed text';
    return undefined;
}
/*
 * When a run's status is asked: waits double up to `poll-interval`, so a short run is seen to end
 * soon and a long one costs little.
 */
const FIRST_WAIT_MS = 2000;
/**
 * The last status request of a run still going goes out this long before the timeout: its answer
 * can still count, and a request unanswered at the timeout is abandoned there.
 */
const LAST_ASK_BEFORE_TIMEOUT_MS = 5000;
function lastAskAt(deadline) {
    return deadline - LAST_ASK_BEFORE_TIMEOUT_MS;
}
function maxStatusRequests(timeoutMinutes) {
    return Math.floor((timeoutMinutes * 60) / 2) + 10;
}
/** The wait after `previousMs` (none before the first request): doubled, up to the interval. */
function nextWait(previousMs, pollIntervalMs) {
    return Math.min(previousMs === undefined ? FIRST_WAIT_MS : previousMs * 2, pollIntervalMs);
}
/**
 * `waitMs` after the last request was due (so request times do not add up over a long run), not
 * before `now`; spread wider when the requests left would not last to the last ask; never after
 * the last ask, when the status is asked one last time.
 */
function nextPollAt(due, waitMs, lastAsk, requestsLeft, now = due) {
    const spread = requestsLeft > 0 ? (lastAsk - due) / requestsLeft : Infinity;
    return Math.min(lastAsk, Math.max(now, due + Math.max(waitMs, spread)));
}
/**
 * A word that is neither an end nor a wait ends the run as not succeeded. Compared without case: a
 * service that answers `Running` is still running.
 */
function meaningOf(status) {
    const word = status.toUpperCase();
    if (word === enums/* RUN_SUCCEEDED */.QN)
        return 'succeeded';
    if (word === enums/* RUN_ERROR */.PU)
        return 'error';
    return enums/* RUN_WAITING */.U4.includes(word) ? 'waiting' : 'other-end';
}
/** Where a trigger's ids and names came from: a "not found" that names one points at its input. */
function triggerInputs(request) {
    return [
        { value: String(request.fabricId), inputs: ['fabric-id'] },
        { value: request.projectId, inputs: ['project-id'] },
        { value: request.pipelineName, inputs: ['pipelines'] },
        { value: request.branch, inputs: ['branch'] },
        { value: request.version, inputs: ['version'] },
    ];
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/budget.js
var budget = __webpack_require__(6097);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pipeline/outputs.js
/**
 * Pipeline mode's outputs, each under a bound: GitHub keeps at most 1 MB of a job's outputs, and a
 * hundred runs with long messages from the service (or long names and ids) would pass it. Messages
 * are cut first, each saying so; only when the names and ids alone do not fit are whole pipelines
 * left out, and the note returned says which are.
 */



/** Bytes of the `runs` output: under 256 KB, with room for the other outputs beside it. */
const RUNS_OUTPUT_MAX_BYTES = 250_000;
/** Bytes of the `run-ids` output: names and ids only. */
const RUN_IDS_OUTPUT_MAX_BYTES = 125_000;
/** The `runs` output: one entry per pipeline, in the order of `pipelines`; null where there is none. */
function runsOutput(runs) {
    const entries = runs.map((run) => ({
        pipeline: run.pipeline,
        runId: run.runId ?? null,
        status: run.status ?? null,
        errorMessage: run.errorMessage ?? run.problem ?? null,
        seconds: secondsOf(run) ?? null,
    }));
    const whole = JSON.stringify(entries);
    if ((0,common_text/* byteLength */.dp)(whole) <= RUNS_OUTPUT_MAX_BYTES)
        return { value: whole };
    const cut = cutMessages(entries, RUNS_OUTPUT_MAX_BYTES);
    const note = `the runs output keeps under ${(0,common_text/* formatCount */.B4)(RUNS_OUTPUT_MAX_BYTES)} bytes: ${cut} ${cut === 1 ? 'errorMessage was' : 'errorMessages were'} cut there (the job summary shows each message's start)`;
    const { json, kept } = (0,budget/* fitJsonList */.MK)(entries, RUNS_OUTPUT_MAX_BYTES);
    if (kept === entries.length)
        return { value: json, note };
    return { value: json, note: `${note}; it holds only the first ${kept} of ${entries.length} pipelines` };
}
/** The `run-ids` output: each pipeline that has a run id, to it; the first that fit when too many do not. */
function runIdsOutput(runs) {
    const pairs = runs.flatMap((run) => (run.runId === undefined ? [] : [[run.pipeline, run.runId]]));
    const kept = [];
    // The braces, then each pair with its colon and comma.
    let bytes = 2;
    for (const pair of pairs) {
        const size = (0,common_text/* byteLength */.dp)(JSON.stringify(pair[0])) + (0,common_text/* byteLength */.dp)(JSON.stringify(pair[1])) + 2;
        if (bytes + size > RUN_IDS_OUTPUT_MAX_BYTES)
            break;
        kept.push(pair);
        bytes += size;
    }
    // fromEntries defines own properties: a pipeline named `__proto__` stays a key.
    const value = JSON.stringify(Object.fromEntries(kept));
    if (kept.length === pairs.length)
        return { value };
    return {
        value,
        note: `the run-ids output keeps under ${(0,common_text/* formatCount */.B4)(RUN_IDS_OUTPUT_MAX_BYTES)} bytes: it holds the first ${kept.length} of ${pairs.length} run ids`,
    };
}
/**
 * Cuts the longest messages to what is left beside the rest of the entries: a message that fits
 * its share stays whole and leaves the rest of its share to the others. Returns how many were cut.
 */
function cutMessages(entries, maxBytes) {
    const bare = (0,common_text/* byteLength */.dp)(JSON.stringify(entries.map((e) => ({ ...e, errorMessage: null }))));
    // Each message takes the place of a `null`.
    let room = maxBytes - bare;
    const withMessage = entries
        .filter((e) => e.errorMessage !== null)
        .map((entry) => ({ entry, size: jsonBytes(entry.errorMessage) - 4 }))
        .sort((a, b) => a.size - b.size);
    let cut = 0;
    withMessage.forEach(({ entry, size }, i) => {
        const share = Math.floor(room / (withMessage.length - i));
        if (size > share) {
            entry.errorMessage = cutMessage(entry.errorMessage, share + 4);
            cut++;
        }
        room -= jsonBytes(entry.errorMessage) - 4;
    });
    return cut;
}
/** The start of `text` whose JSON string takes at most `maxBytes`, ending with a note of what was cut. */
function cutMessage(text, maxBytes) {
    const note = (left) => ` … (${(0,common_text/* formatCount */.B4)(left)} more characters cut)`;
    // The note with the most digits it can need, and the quotes.
    const room = maxBytes - (0,common_text/* byteLength */.dp)(note(text.length)) - 2;
    let kept = (0,common_text/* prefixBytes */.w3)(text, room);
    // Escapes make JSON longer than the text: dropping the excess in text bytes drops at least as
    // many in JSON, so one more cut is enough.
    const excess = jsonBytes(kept) - 2 - room;
    if (excess > 0)
        kept = (0,common_text/* prefixBytes */.w3)(kept, (0,common_text/* byteLength */.dp)(kept) - excess);
    return kept + note(text.length - kept.length);
}
function jsonBytes(text) {
    return (0,common_text/* byteLength */.dp)(JSON.stringify(text));
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/limits.js
var limits = __webpack_require__(1676);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/summary-head.js
var summary_head = __webpack_require__(3220);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/verdict-heading.js
var verdict_heading = __webpack_require__(8316);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pipeline/summary.js






/** Longest message shown in a row (the runs output holds it whole). */
const summary_MESSAGE_MAX = 2000;
/** Longest message in the list above the table, and how many pipelines it names before the table has the rest. */
const HEAD_MESSAGE_MAX = 600;
const HEAD_LISTED = 20;
/** What the step knows of a run without a status word. */
const STATE_TEXT = {
    triggered: 'triggered (not followed: wait is false)',
    refused: 'not started: the trigger was refused',
    'maybe-started': '**may have been started**',
    unknown: 'unknown: its run id cannot be followed',
};
/** The status column: the service's word, or what the step knows when there is none. */
function shownStatus(run, timeoutMinutes) {
    if (run.state === 'succeeded' || run.state === 'failed')
        return (0,common_text/* code */.aY)(run.status ?? '');
    const last = run.status === undefined ? 'unknown' : (0,common_text/* code */.aY)(run.status);
    if (run.state === 'timed-out')
        return `${last}, still going after ${timeoutMinutes} min`;
    if (run.state === 'cancelled')
        return `${last}, still going when the job was cancelled`;
    return STATE_TEXT[run.state] ?? 'not triggered';
}
function headline(runs) {
    const n = `${runs.length} ${(0,common_text/* plural */.LS)(runs.length, 'pipeline')}`;
    const { failed } = counts(runs);
    if (failed > 0)
        return `${failed} of ${n} did not succeed`;
    const triggered = runs.filter((r) => r.state === 'triggered').length;
    // wait: false follows no run: what there is to count is the triggers.
    if (triggered > 0)
        return triggered === runs.length ? `${n} triggered` : `${triggered} of ${n} triggered`;
    return `${counts(runs).succeeded} of ${n} succeeded`;
}
function context(where) {
    const version = where.version === undefined ? '' : `, version ${(0,common_text/* code */.aY)(where.version)}`;
    return `Project ${(0,common_text/* code */.aY)(where.projectId)} on fabric ${(0,common_text/* code */.aY)(String(where.fabricId))}${version}.`;
}
/** What a run's row and its item above the table say of it: the service's error message, or why there is none. */
function messageOf(run) {
    return run.errorMessage ?? run.problem ?? '';
}
/**
 * `- **build_marts** · ERROR · run r-2=` and its message below: each pipeline that did not succeed,
 * the first HEAD_LISTED of them (the table has every one).
 */
function failingItems(runs, timeoutMinutes) {
    const failing = runs.filter(didNotSucceed);
    if (failing.length === 0)
        return [];
    const items = failing.slice(0, HEAD_LISTED).map((run) => {
        const facts = [`**${(0,common_text/* inline */.mG)(run.pipeline)}**`, shownStatus(run, timeoutMinutes)];
        if (run.runId !== undefined)
            facts.push(`run ${(0,common_text/* code */.aY)(run.runId)}`);
        const message = messageOf(run);
        const below = message
            ? `<br>${(0,common_text/* inline */.mG)((0,common_text/* clip */.$Q)(message, HEAD_MESSAGE_MAX), { breaks: 'br', links: true })}`
            : '';
        return `- ${facts.join(' · ')}${below}`;
    });
    const more = failing.length - items.length;
    if (more > 0)
        items.push(`- … and ${more} more ${(0,common_text/* plural */.LS)(more, 'pipeline')}: see the table`);
    return [...items, ''];
}
/**
 * `cancelled`: the job was cancelled before the runs were done. `warnings`: what the step warned about
 * (a status that could not be read for a while), named in the head when every run succeeded.
 */
function renderRunsSummary(runs, where, cancelled = false, warnings) {
    const failed = counts(runs).failed > 0 || cancelled;
    const warned = !failed && (warnings?.count ?? 0) > 0;
    const kind = failed ? 'failed' : warned ? 'warned' : 'passed';
    const head = [
        (0,verdict_heading/* verdictHeading */.G)(kind, `Pipeline runs: ${headline(runs)}${warned ? (0,summary_head/* withWarnings */.o)(warnings) : ''}`),
        '',
    ];
    if (cancelled)
        head.push('The job was cancelled before the step ended: a run still going goes on on the service.', '');
    head.push(...failingItems(runs, where.timeout), ...(warned ? (0,summary_head/* warningItems */.d)(warnings) : []), context(where), '');
    const rows = runs.map((run) => {
        const seconds = secondsOf(run);
        return [
            (0,common_text/* code */.aY)(run.pipeline),
            shownStatus(run, where.timeout),
            run.runId === undefined ? '' : (0,common_text/* code */.aY)(run.runId),
            seconds === undefined ? '' : (0,common_text/* duration */.p0)(seconds * 1000),
            // Cut, so that one long message leaves room for the other rows.
            (0,common_text/* inline */.mG)((0,common_text/* clip */.$Q)(messageOf(run), summary_MESSAGE_MAX), { breaks: 'br', links: true }),
        ];
    });
    const room = limits/* SUMMARY_BUDGET_BYTES */.Xb - (0,common_text/* byteLength */.dp)(head.join('\n')) - 2;
    const table = (0,budget/* fitTable */.SM)(['Pipeline', 'Status', 'Run id', 'Time', 'Message'], ['l', 'l', 'l', 'r', 'l'], rows, room, 'pipeline', 'see the runs output');
    return [...head, ...table, ''].join('\n');
}
function renderDryRunSummary(requests, text, where) {
    const body = (0,budget/* fitBlock */.Td)(text, limits/* SUMMARY_BUDGET_BYTES */.Xb / 2, 'every request is in the log');
    return [
        (0,verdict_heading/* verdictHeading */.G)('planned', `Dry run: trigger ${requests.length} ${(0,common_text/* plural */.LS)(requests.length, 'pipeline')}`),
        '',
        `${context(where)} Nothing was sent. The requests would be:`,
        '',
        (0,common_text/* fenced */.OF)(body, 'http'),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pipeline/run.js








async function pipelineFlow(settings, runner) {
    // The YAML parser loads only when there is a file to read.
    const parameters = settings.parametersFile === undefined
        ? undefined
        : await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(149)]).then(__webpack_require__.bind(__webpack_require__, 9784))).loadParametersFile(settings.parametersFile, settings.pipelines);
    const requests = triggerRequests(settings, parameters);
    const count = `${requests.length} ${(0,common_text/* plural */.LS)(requests.length, 'pipeline')}`;
    if (settings.dryRun) {
        const text = dryRunText(requests, `${settings.baseUrl}${endpoints/* ENDPOINTS */.H.triggerPipeline.path()}`);
        runner.startGroup(`Dry run: trigger ${count} on fabric ${settings.fabricId} (nothing is sent)`);
        runner.info(text);
        runner.endGroup();
        runner.info('Dry run: no trigger request was sent.');
        await runner.appendSummary(renderDryRunSummary(requests, text, settings));
        return flow/* SUCCESS */.qO;
    }
    runner.info(`Triggering ${count} of project ${settings.projectId} on fabric ${settings.fabricId}, at most ${settings.concurrency} at a time`);
    const runs = queuedRuns(requests);
    // A cancelled job still learns which runs were triggered, and that they go on on the service.
    const withdraw = runner.whenCancelled(async () => {
        const seen = cancelledRuns(runs, Date.now());
        await report(seen, settings, runner, true);
        return failureLine(seen, settings.timeout) ?? 'every run had succeeded';
    });
    try {
        // The timeout abandons every request in flight: the client listens to `stop`.
        const stop = new AbortController();
        const extra = { maxConnections: settings.concurrency, signal: stop.signal };
        await (0,service_calls/* withClient */.SV)(settings, runner, extra, (client) => runPipelines(client, requests, { ...settings, stop }, runner, runs));
        await report(runs, settings, runner);
    }
    finally {
        withdraw();
    }
    const line = failureLine(runs, settings.timeout);
    return line === undefined ? flow/* SUCCESS */.qO : (0,flow/* failure */.V2)(line);
}
/** The outputs and the job summary of the runs as they stand. */
async function report(runs, settings, runner, cancelled = false) {
    const runsOut = runsOutput(runs);
    const ids = runIdsOutput(runs);
    for (const note of [runsOut.note, ids.note])
        if (note !== undefined)
            runner.info(`Note: ${note}.`);
    (0,flow/* setOutputs */.n0)(runner, { runs: runsOut.value, 'run-ids': ids.value, ...counts(runs) });
    await runner.appendSummary(renderRunsSummary(runs, settings, cancelled, runner.warnings()));
}
/** The trigger request of each pipeline, exactly as sent (or as a dry run prints it). */
function triggerRequests(inputs, parameters) {
    const { fabricId, ...where } = (0,service_calls/* commonFields */.dG)(inputs);
    return inputs.pipelines.map((pipelineName) => ({
        fabricId,
        pipelineName,
        ...where,
        ...(parameters &&
            Object.hasOwn(parameters.byPipeline, pipelineName) && {
            parameters: parameters.byPipeline[pipelineName],
        }),
    }));
}
function dryRunText(requests, url) {
    return requests.map((request) => (0,service_calls/* requestText */.T9)(url, request)).join('\n\n');
}


/***/ }),

/***/ 5367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ mapWithConcurrency)
/* harmony export */ });
/**
 * At most `concurrency` tasks in flight (the input is a whole number from 1); results in the list's
 * order. A throw stops new tasks and rejects (tasks in flight settle, their results dropped): to go
 * on after a failure, catch inside.
 */
async function mapWithConcurrency(items, concurrency, task) {
    const results = new Array(items.length);
    let next = 0;
    let stopped = false;
    const worker = async () => {
        while (!stopped && next < items.length) {
            const index = next++;
            results[index] = await task(items[index], index).catch((err) => {
                stopped = true;
                throw err;
            });
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 6790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SV: () => (/* binding */ withClient),
/* harmony export */   T9: () => (/* binding */ requestText),
/* harmony export */   dG: () => (/* binding */ commonFields),
/* harmony export */   xM: () => (/* binding */ pointAtInputs)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** The client for `use`, closed whatever `use` comes to. */
async function withClient(settings, runner, extra, use) {
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(82), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 7124));
    const client = createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeout * 1000,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(delayMs / 1000)} (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
    try {
        return await use(client);
    }
    finally {
        await client.close();
    }
}
/** Where a test run or a trigger runs: branch and version only when given, so a request (and a dry run's print) stays minimal. */
function commonFields({ fabricId, projectId, branch, version }) {
    return {
        fabricId,
        projectId,
        ...(branch !== undefined && { branch }),
        ...(version !== undefined && { version }),
    };
}
/** A request as a dry run prints it: as it would go on the wire, the token masked. */
function requestText(url, body) {
    return [
        `POST ${url}`,
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        JSON.stringify(body, null, 2),
    ].join('\n');
}
/**
 * What the service says when an id or a name matches nothing, at any status (api/service-facts.md:
 * 404, or 400/500 and a message that says so, or a deploy's 200 and `success: false`).
 */
const NOT_FOUND = /\bnot found\b|\bdoes not exist\b|\bno such\b/i;
/**
 * `err`, or for an answer that says something was not found, `err` with advice that points at the
 * input whose value the service's words name (the first named, as in `Pipeline x not found in
 * project y`); a 404 of the service's own that names none points at every input the request took an id
 * from. The line
 * still starts with the operation's name and keeps the service's message and status:
 * `List secrets failed: … Fabric 10749 not found (HTTP 404); check the \`fabric-id\` input`.
 */
function pointAtInputs(err, values) {
    const said = [err.serviceMessage, err.detail].filter(Boolean).join(' ');
    if (err.status !== 404 && !NOT_FOUND.test(said))
        return err;
    const given = values.filter((v) => v.value !== undefined && v.value !== '');
    const named = given
        .map((v) => ({ v, at: tokenAt(said, v.value) }))
        .filter(({ at }) => at >= 0)
        // The first named; of two that start there, the longer (a tag before the project it starts with).
        .sort((a, b) => a.at - b.at || b.v.value.length - a.v.value.length);
    // Named by none: every id an input gave (a file's names are the file's to check), when the service
    // itself answered; a 404 page of a proxy or another server says more of base-url than of an id.
    const ids = given.filter((v) => v.inputs.length > 0);
    const answered = err.status === 404 && err.serviceMessage !== undefined;
    const chosen = named.length > 0 ? [named[0].v] : answered ? ids : [];
    return chosen.length === 0 ? err : err.withAdvice(`check ${describeSources(chosen)}`);
}
/** A letter, digit, `_` or `-`, or a `.` before one: what continues a name or an id. */
const NAME_CHAR = /[\p{L}\p{N}_-]/u;
/** Where `value` stands in `text` as a whole name (`10749`, not the start of `107490`); -1 when nowhere. */
function tokenAt(text, value) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
        const before = text[at - 1] ?? ' ';
        const after = text[at + value.length] ?? ' ';
        const next = text[at + value.length + 1] ?? ' ';
        const continues = NAME_CHAR.test(after) || (after === '.' && NAME_CHAR.test(next));
        if (!NAME_CHAR.test(before) && before !== '.' && !continues)
            return at;
    }
    return -1;
}
/** `the \`fabric-id\` input`, `the \`project-name\` and \`version\` inputs`, or what stands for no input. */
function describeSources(chosen) {
    const inputs = [...new Set(chosen.flatMap((v) => v.inputs))].map((name) => `\`${name}\``);
    const others = [...new Set(chosen.flatMap((v) => (v.inputs.length === 0 && v.source ? [v.source] : [])))];
    const listed = inputs.length === 0
        ? []
        : [
            `the ${inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs.at(-1)}`} ${inputs.length === 1 ? 'input' : 'inputs'}`,
        ];
    return [...listed, ...others].join(' and ');
}


/***/ }),

/***/ 3220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ warningItems),
/* harmony export */   o: () => (/* binding */ withWarnings)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** `, with 2 warnings`, or nothing: what a heading adds when the step warned. */
function withWarnings(warnings) {
    const n = warnings?.count ?? 0;
    return n > 0 ? `, with ${n === 1 ? 'a warning' : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} warnings`}` : '';
}
/** Longest warning shown in the head: the log has each whole. */
const WARNING_MAX_CHARS = 600;
/** Warnings the head lists before it counts the rest. */
const WARNINGS_LISTED = 5;
/**
 * The step's warnings (the first few; the rest counted) as a list in a warning block, and a blank
 * line; none: nothing. The block keeps the list apart from a list that follows (deploy's fields).
 */
function warningItems(warnings) {
    if (!warnings || warnings.count === 0)
        return [];
    const listed = warnings.first.slice(0, WARNINGS_LISTED);
    const more = warnings.count - listed.length;
    return [
        '> [!WARNING]',
        ...listed.map((text) => `> - ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, WARNING_MAX_CHARS), { links: true })}`),
        ...(more > 0 ? [`> - … and ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(more)} more ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(more, 'warning')} in the log`] : []),
        '',
    ];
}


/***/ }),

/***/ 8113:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ failureReason),
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   Wh: () => (/* binding */ endReason),
/* harmony export */   ZP: () => (/* binding */ quoteable),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   kG: () => (/* binding */ bodyExcerpt),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* unused harmony exports EXCERPT_MAX, MESSAGE_MAX */
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/**
 * The API client's error type and the wording of its failure lines: each starts with the
 * operation's name and is ready to be the step's failure message as is. Text from the service or a
 * proxy is made safe for such a line: no token, no markup, bounded.
 */


class ApiError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'ApiError';
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        // Every field is an own property, undefined when not known.
        Object.assign(this, { status: undefined, serviceMessage: undefined, detail: undefined }, fields);
    }
    /** The same failure, its line ending `; <advice>` (what the caller knows to check: an input). */
    withAdvice(advice) {
        const { operation, status, serviceMessage, detail, maybeApplied, attempts } = this;
        const reason = this.message.slice(`${operation} failed: `.length);
        return new ApiError({ operation, status, serviceMessage, detail, maybeApplied, attempts }, `${reason}; ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(advice)}`);
    }
}
/** `seen`: ` (deploymentId 42)`, an id named by an answer that was no success. */
function unknownOutcome(cause, once, seen = '') {
    return `${cause}, so ${once.effect}${seen}: ${once.advice}`;
}
/** '' unless the service asked to wait longer than this step waits. */
function waitRefusedNote(waitMs, longestMs) {
    if (waitMs === undefined)
        return '';
    return `; the service asked to wait ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} before another attempt (Retry-After), longer than this step waits (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(longestMs)})`;
}
function attemptsNote(attempts, earlier) {
    const processed = earlier ? `; an earlier one may have been processed: ${earlier}` : '';
    return attempts > 1 ? ` (after ${attempts} attempts${processed})` : '';
}
const STATUS_HINTS = {
    401: 'check the token input',
    403: "check that the token's user may do this (a token acts with its user's permissions)",
};
/** `{success: false, message[, error]}`, at any HTTP status. */
function serviceRefusal(status, message, detail) {
    const hint = STATUS_HINTS[status];
    if (hint)
        return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
    const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
    return detail ? `${head}: ${detail}` : head;
}
/** Typically a proxy's page. */
function notJson(status, excerpt) {
    const hint = STATUS_HINTS[status];
    const what = excerpt
        ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
        : `HTTP ${status} with an empty body`;
    return hint ? `${what} — ${hint}` : what;
}
function failureReason(failure, where, once) {
    const { kind, code } = failure;
    switch (kind) {
        case 'refused':
        case 'connect':
            return `could not connect to ${where.origin} (${code})`;
        case 'dns':
        case 'dns-temporary':
            return `could not resolve ${where.hostname} (${code})`;
        case 'tls': {
            // Node's text ends with its own advice after a ';' (run with --use-system-ca); ours follows.
            const what = failure.message.replace(/^(\w*Error: )+/, '').split(';')[0];
            const privateCa = /CERT|SELF_SIGNED|ISSUER/.test(code)
                ? ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
                    " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)"
                : '';
            return `the TLS connection to ${where.origin} failed: ${what} (${code})${privateCa}`;
        }
        case 'reset':
            return once
                ? 'the connection was reset after the request was sent'
                : `the connection was reset before a response (${code})`;
        case 'reset-in-body':
            return `the connection was reset while the response was being read (${code})`;
        case 'timeout':
            return `no response within ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainSeconds */ ._u)(where.timeoutMs)} (request-timeout)`;
        case 'not-sent':
            return `not sent: ${failure.message}`;
        case 'abandoned':
            return `abandoned: ${failure.message}`;
        case 'too-large':
        case 'undecodable':
            return failure.message;
        case 'other':
            return `the request failed: ${failure.message} (${code})`;
    }
}
function endReason(end, where) {
    return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}
/** Characters. */
const EXCERPT_MAX = 120;
/** Characters quoted in an error line; the error's field keeps the message whole. */
const MESSAGE_MAX = 1000;
// A Map, not an object: a page's `&constructor;` must not find Object's own keys.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }));
/**
 * Typically a proxy's HTML page; `<head>` is dropped as an nginx page's title repeats its heading.
 * Redaction runs before cutting so a token cannot survive half-cut.
 */
function bodyExcerpt(body, redact) {
    // Only the start of a huge body can end up in the excerpt; bound the regex work.
    const text = body
        .slice(0, 20_000)
        .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity);
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text))), EXCERPT_MAX);
}
function decodeEntity(entity, name) {
    if (name.startsWith('#')) {
        // `#x41` reads as 0x41, `#65` as 065.
        const code = Number(`0${name.slice(1)}`);
        return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES.get(name.toLowerCase()) ?? entity;
}
function quoteable(text, redact) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact(text)), MESSAGE_MAX);
}


/***/ }),

/***/ 280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ENDPOINTS),
/* harmony export */   x: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * the emulator routes by the same patterns, and error lines start with their operation's name.
 */
function endpoint(method, pattern, operation) {
    return {
        method,
        pattern,
        path: (...params) => {
            let i = 0;
            return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
        },
        operation,
    };
}
const FABRIC = '/api/orchestration/fabric';
const CONNECTION = `${FABRIC}/:fabricId/connection/name/:connectionName`;
const ENDPOINTS = {
    runTests: endpoint('POST', '/api/orchestration/tests/run', 'Run data tests'),
    deployProject: endpoint('POST', '/api/deploy/project', 'Deploy project'),
    createFabric: endpoint('POST', FABRIC, 'Create fabric'),
    updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`, 'Update fabric'),
    addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`, 'Add connection'),
    getConnection: endpoint('GET', CONNECTION, 'Retrieve connection'),
    updateConnection: endpoint('PUT', CONNECTION, 'Update connection'),
    addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`, 'Add secret'),
    listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`, 'List secrets'),
    updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Update secret'),
    getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Retrieve secret'),
    triggerPipeline: endpoint('POST', '/api/trigger/pipeline', 'Trigger pipeline'),
    pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId', 'Pipeline run status'),
};
/** The operation names, by endpoint: as they start every error line. */
const OPERATIONS = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { operation }]) => [name, operation]));


/***/ }),

/***/ 2540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ RUN_ERROR),
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   QN: () => (/* binding */ RUN_SUCCEEDED),
/* harmony export */   U4: () => (/* binding */ RUN_WAITING),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   ll: () => (/* binding */ SECRET_PLACEHOLDER),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS),
/* harmony export */   yI: () => (/* binding */ isKnownNonWarehouseKind)
/* harmony export */ });
/* unused harmony export TEST_STATUSES */
/**
 * The service's enumerations as the action knows them. The service owns them: values are sent as the
 * user wrote them. These lists only help: a near miss gets a warning, and a kind known to be no SQL
 * warehouse cannot be the default warehouse connection. The emulator accepts these, plus its fixture's.
 */
/** The service-managed provider's spelling is not published: not guessed here; it passes as written. */
const FABRIC_PROVIDERS = ['databricks', 'bigquery'];
/** Spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
const CONNECTION_KINDS = [
    'databricks',
    'bigquery',
    'snowflake',
    'synapse',
    'mssql',
    'oracle',
    'mongodb',
    'hana',
    'redshift',
    'smtp',
    's3',
    'sftp',
    'ADLS',
    'GCS',
    'onedrive',
    'salesforce',
    'sharepoint',
    'smartsheet',
    'tableau',
    'powerbi',
];
/** The SQL warehouses: the known kinds that may be the default warehouse connection. */
const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'];
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = (/* unused pure expression or super */ null && (['SUCCEEDED', 'FAILED', 'ERROR']));
/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
const SECRET_PLACEHOLDER = '{{SECRET}}';
/** Beside the documented RUNNING, these words name a wait too; any other word ends a run, not well. */
const RUN_SUCCEEDED = 'SUCCEEDED';
const RUN_ERROR = 'ERROR';
const RUN_WAITING = ['RUNNING', 'PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'];
/** A kind the action has never seen may be a warehouse. */
function isKnownNonWarehouseKind(kind) {
    const folded = kind.toLowerCase();
    const known = (list) => list.some((k) => k.toLowerCase() === folded);
    return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}
/** Another case, or one letter added, dropped or changed; undefined when known as written or near none. */
function nearMiss(value, known) {
    if (known.includes(value))
        return undefined;
    return (known.find((k) => k.toLowerCase() === value.toLowerCase()) ??
        known.find((k) => withinOneEdit(k.toLowerCase(), value.toLowerCase())));
}
function withinOneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1)
        return false;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    // After the first difference the rest must match with one character changed, added or dropped.
    return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}


/***/ })

};
