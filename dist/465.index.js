export const id = 465;
export const ids = [465];
export const modules = {

/***/ 9465:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  testFlow: () => (/* binding */ testFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/api-error.js
var api_error = __webpack_require__(8113);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/baseline.js
var baseline = __webpack_require__(8940);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/counts.js
var counts = __webpack_require__(6515);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pool.js
var pool = __webpack_require__(5367);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/subject.js
var results_subject = __webpack_require__(8319);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/model.js
var results_model = __webpack_require__(9750);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/data-tests/rerun.js






/** Most notes kept: a run of many calls whose sources are all unknown says so in a few lines. */
const NOTES_MAX = 20;
async function rerunTests(calls, client, options) {
    const reruns = {
        statuses: [...options.statuses],
        maxAttempts: options.maxAttempts,
        requests: 0,
        notes: [],
    };
    const note = (line) => {
        if (reruns.notes.length < NOTES_MAX)
            reruns.notes.push(line);
    };
    // Tests that stop being re-run although their status still qualifies: their re-run failed,
    // or its answer did not hold them.
    const settled = new Set();
    const attempts = new Map();
    const statusOf = (result) => attempts.get(result)?.at(-1)?.status ?? result.status;
    for (let round = 1; round <= options.maxAttempts; round++) {
        const requests = [];
        for (const outcome of calls) {
            if (!outcome.ok)
                continue;
            // Said in the first round only: its tests to re-run shrink, so a call whole later was whole then.
            const due = outcome.results.filter((result) => options.statuses.has(statusOf(result)) && !settled.has(result));
            const request = planRerun(outcome, due, options.sources, (reason) => {
                if (round === 1)
                    note(`${outcome.call.label} is re-run whole: ${reason}`);
            });
            if (request)
                requests.push(request);
        }
        if (requests.length === 0)
            break;
        reruns.requests += requests.length;
        await (0,pool/* mapWithConcurrency */.W)(requests, options.concurrency, async (rerun) => {
            const start = performance.now();
            const { label } = rerun.outcome.call;
            let answer;
            try {
                const data = await client.runTests(rerun.request);
                const { passed, other, missing } = takeAnswer(rerun, data.results, settled, attempts);
                if (missing > 0)
                    note(`The re-run of ${label} did not return ${missing} of its ${rerun.count} tests; their earlier statuses stand`);
                answer = { passed, other };
            }
            catch (err) {
                if (!(err instanceof api_error/* ApiError */.hD))
                    throw err;
                for (const list of rerun.targets.values())
                    for (const result of list)
                        settled.add(result);
                note(`The re-run of ${label} failed (${err.message}); the earlier statuses stand`);
                answer = { passed: 0, other: 0, error: err.message };
            }
            const durationMs = Math.round(performance.now() - start);
            options.onDone?.({ round, label, tests: rerun.count, ...answer, durationMs });
        });
    }
    return { reruns, attempts };
}
/** The re-run request of one call for this round, or undefined when none of its tests is due. */
function planRerun(outcome, due, sources, wholeBecause) {
    const { call } = outcome;
    const model = (0,results_model/* modelOf */.DM)(call) ?? '';
    if (due.length === 0)
        return undefined;
    // The results being re-run, by identity (a test listed twice has two).
    const targets = new Map();
    for (const result of due) {
        const key = (0,baseline/* testIdentity */.x3)(model, result);
        targets.set(key, [...(targets.get(key) ?? []), result]);
    }
    const whole = { outcome, request: call.request, targets, count: due.length };
    // A model's tests cannot be named: its call runs them all.
    if (model !== '')
        return whole;
    // The `tests` of the request: one element per source and table, then the project tests.
    const tables = new Map();
    const projectTests = new Set();
    for (const [first] of targets.values()) {
        const subject = (0,results_subject/* subjectOf */.et)(call, first, sources);
        if (subject.kind === 'project') {
            projectTests.add(first.name);
            continue;
        }
        if (subject.source === undefined) {
            wholeBecause(`the source of table ${first.table} is not known (declare it in the sources file)`);
            return whole;
        }
        const { source, table, column } = subject;
        const key = `${source}\u0000${table}`;
        const selection = tables.get(key) ?? { source, table };
        tables.set(key, selection);
        // Identities differ in table, column or name: within one column, each name comes once.
        const test = { name: first.name };
        if (column === '')
            (selection.tableTests ??= []).push(test);
        else {
            const columnTests = (selection.columnTests ??= []);
            const named = columnTests.find((c) => c.name === column);
            if (named)
                named.tests.push(test);
            else
                columnTests.push({ name: column, tests: [test] });
        }
    }
    const tests = [...tables.values()];
    if (projectTests.size > 0)
        tests.push({ projectTests: [...projectTests].map((name) => ({ name })) });
    const { tests: _tests, ...common } = call.request;
    return { ...whole, request: { ...common, tests } };
}
/** Adds the answer's status to each re-run test's attempts; a test the answer lacks keeps its status. */
function takeAnswer(rerun, results, settled, attempts) {
    const model = (0,results_model/* modelOf */.DM)(rerun.outcome.call) ?? '';
    const answer = new Map();
    for (const result of results) {
        const key = (0,baseline/* testIdentity */.x3)(model, result);
        if (rerun.targets.has(key) && !answer.has(key))
            answer.set(key, result);
    }
    const tally = { passed: 0, other: 0, missing: 0 };
    for (const [key, list] of rerun.targets) {
        const fresh = answer.get(key);
        for (const result of list) {
            if (!fresh) {
                settled.add(result);
                tally.missing++;
                continue;
            }
            const { status, cause, time } = fresh;
            const earlier = attempts.get(result) ??
                result.attempts ?? [{ status: result.status, cause: result.cause, time: result.time }];
            attempts.set(result, [...earlier, { status, cause, time }]);
            if (status === 'SUCCEEDED')
                tally.passed++;
            else if (!(0,counts/* isFailure */.N6)(status))
                tally.other++;
        }
    }
    return tally;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/service-calls.js
var service_calls = __webpack_require__(6790);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/data-tests/execute.js





/**
 * The reference's calls are interleaved (call 1, its reference, call 2, …). A failed request
 * (ApiError) is a failed outcome and the others go on; a failed reference call makes the comparison
 * unavailable (the rest of it is not sent), never the run a failure. Anything else is a bug: it throws.
 */
async function executeTestPlan(calls, client, options) {
    const startedAt = new Date().toISOString();
    const reference = options.reference;
    const theirs = reference ? (0,baseline/* referenceCalls */.ne)(calls, reference) : [];
    const tasks = calls.flatMap((call, i) => [
        { call, reference: false },
        ...(theirs[i] ? [{ call: theirs[i], reference: true }] : []),
    ]);
    let unavailable;
    let done = 0;
    // The reference calls not sent once the comparison is unavailable leave the progress total.
    let total = tasks.length;
    const outcomes = await (0,pool/* mapWithConcurrency */.W)(tasks, options.concurrency, async (task) => {
        if (task.reference && unavailable !== undefined) {
            total--;
            return undefined;
        }
        const outcome = await runCall(task.call, client, task.reference);
        if (task.reference && !outcome.ok && unavailable === undefined)
            unavailable = `its call ${task.call.label} failed: ${outcome.error}`;
        options.onCallDone?.(outcome, { done: ++done, total, reference: task.reference });
        return outcome;
    });
    const of = (reference) => outcomes.filter((outcome, i) => outcome !== undefined && tasks[i].reference === reference);
    const mine = of(false);
    const reruns = options.rerun
        ? await rerunTests(mine, client, { ...options.rerun, concurrency: options.concurrency })
        : undefined;
    const comparison = reference &&
        (unavailable === undefined
            ? { source: reference, calls: of(true) }
            : {
                source: reference,
                unavailable: `the reference run on ${(0,baseline/* describeReference */.P5)(reference)} failed: ${unavailable}`,
            });
    return {
        run: {
            ...options.meta,
            startedAt,
            finishedAt: new Date().toISOString(),
            calls: mine,
            ...(reruns && { reruns: reruns.reruns }),
        },
        steps: {
            ...(reruns && { rerunAttempts: reruns.attempts }),
            ...(comparison && { comparison }),
        },
    };
}
async function runCall(call, client, reference) {
    const start = performance.now();
    const elapsed = () => Math.round(performance.now() - start);
    try {
        const { results, summary, runnerStdout } = await client.runTests(call.request);
        return { call, ok: true, results, summary, runnerStdout, durationMs: elapsed() };
    }
    catch (err) {
        if (!(err instanceof api_error/* ApiError */.hD))
            throw err;
        const error = (0,service_calls/* pointAtInputs */.xM)(err, inputValues(call.request, reference)).message;
        return { call, ok: false, error, durationMs: elapsed() };
    }
}
/** Where a test run's ids and names came from; a reference call's branch and version are the baseline's. */
function inputValues(request, reference) {
    const fromFile = (value) => ({
        value,
        inputs: [],
        source: 'the tests-file',
    });
    return [
        { value: String(request.fabricId), inputs: ['fabric-id'] },
        { value: request.projectId, inputs: ['project-id'] },
        { value: request.branch, inputs: [reference ? 'baseline-branch' : 'branch'] },
        { value: request.version, inputs: [reference ? 'baseline-version' : 'version'] },
        ...('modelName' in request
            ? [{ value: request.modelName, inputs: [], source: 'the `models` input or the tests-file' }]
            : []),
        ...(request.tests ?? []).flatMap((selection) => 'source' in selection
            ? [
                fromFile(selection.source),
                fromFile(selection.table),
                ...(selection.columnTests ?? []).map((column) => fromFile(column.name)),
            ]
            : []),
    ];
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/shard.js
var results_shard = __webpack_require__(1567);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/data-tests/plan.js



async function buildTestPlan(settings) {
    // Loaded only for a tests-file: a models-only run never needs the YAML parser.
    const file = settings.testsFile === undefined
        ? undefined
        : await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(806)]).then(__webpack_require__.bind(__webpack_require__, 6806))).loadTestPlan(settings.testsFile);
    const tests = file?.tests ?? [];
    const models = mergeModels(file, settings.models);
    const units = [
        ...tests.map((selection) => ({ kind: 'tests', selection })),
        ...models.map((name) => ({ kind: 'model', name })),
    ];
    const common = (0,service_calls/* commonFields */.dG)(settings);
    // No unit: the service's default call, in shard 1/n only, so the shards run it exactly once. A
    // shard dealt no unit of a non-empty plan runs none: the default call would run every test again.
    if (units.length === 0) {
        const first = settings.shard === undefined || settings.shard.index === 1;
        return first ? [{ id: 'default', label: 'default tests', request: { ...common } }] : [];
    }
    return callsFor(settings.shard ? (0,results_shard/* dealShard */.t0)(units, settings.shard) : units, common);
}
function mergeModels(file, fromInput) {
    if (!file)
        return [...fromInput];
    for (const name of fromInput) {
        const inFile = file.models.indexOf(name);
        // An error, not a silent dedupe: one of the two lists is then not what its author thinks.
        if (inFile >= 0) {
            throw new errors/* FileError */.f6(file.path, file.modelLines[inFile], `model "${name}" is also in the models input; name each model once`);
        }
    }
    return [...file.models, ...fromInput];
}
/** The variant-A call first (it holds the first unit when it has one), then the models in order. */
function callsFor(units, common) {
    const selections = units.flatMap((unit) => (unit.kind === 'tests' ? [unit.selection] : []));
    const modelCalls = units.flatMap((unit) => {
        if (unit.kind === 'tests')
            return [];
        const request = { ...common, modelName: unit.name, tests: [{}] };
        return [{ id: `model:${unit.name}`, label: `model ${unit.name}`, request }];
    });
    if (selections.length === 0)
        return modelCalls;
    return [
        { id: 'tests', label: labelFor(selections), request: { ...common, tests: selections } },
        ...modelCalls,
    ];
}
/** e.g. `column, table and project tests`, naming only the kinds the call holds. */
function labelFor(selections) {
    const kinds = ['column', 'table', 'project'].filter((kind) => selections.some((s) => s[`${kind}Tests`]));
    const last = kinds.pop();
    return `${kinds.length > 0 ? `${kinds.join(', ')} and ${last}` : last} tests`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/results/finish.js + 1 modules
var finish = __webpack_require__(501);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var paths = __webpack_require__(4518);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/publish/writers.js + 10 modules
var writers = __webpack_require__(4879);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/sources-file.js + 1 modules
var sources_file = __webpack_require__(3571);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/quarantine-file.js + 1 modules
var quarantine_file = __webpack_require__(914);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/history-file.js + 1 modules
var history_file = __webpack_require__(1386);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/step-github.js
var step_github = __webpack_require__(3075);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/data-tests/run.js
















async function testFlow(settings, runner) {
    const calls = await buildTestPlan(settings);
    const workspace = (0,paths/* workspaceDir */.zf)();
    const sources = await (0,sources_file/* loadSources */.D)(settings, workspace, runner);
    const quarantine = await (0,quarantine_file/* loadQuarantine */.J)(settings, runner);
    const history = await (0,history_file/* loadHistory */.F)(settings, settings, workspace, runner);
    await (0,writers/* checkWriters */.j)(settings, workspace);
    // Loaded only when used: the first request waits for neither this nor the reporting code.
    const earlier = settings.baselineResults.length > 0 ? await __webpack_require__.e(/* import() */ 219).then(__webpack_require__.bind(__webpack_require__, 1219)) : undefined;
    const baselineResults = await earlier?.readBaselineResults(settings.baselineResults, workspace);
    runner.info(describePlan(calls, settings));
    if (baselineResults)
        runner.info(describeBaselineResults(baselineResults));
    if (calls.length === 0)
        runner.info('This shard was dealt no tests: it runs no call.');
    if (settings.dryRun) {
        printDryRun(calls, settings, runner);
        return flow/* SUCCESS */.qO;
    }
    const github = await (0,step_github/* stepGitHub */._)(settings.githubToken, runner);
    // Read while the tests run: the base branch's quarantine file, on a pull request.
    const added = quarantine && (0,quarantine_file/* entriesAddedByPullRequest */.U)(quarantine.file, github, settings.githubToken, workspace, runner);
    const historyPlan = history && (0,history_file/* planHistory */.G)(history, settings, github.context, runner);
    const executed = await execute(calls, settings, runner, sources);
    const run = (0,finish/* finishRun */.J)(executed.run, {
        ...executed.steps,
        ...(baselineResults && { comparison: baselineResults }),
        ...(historyPlan && { history: historyPlan.step }),
        ...(quarantine && { quarantine: { ...quarantine, added: await added } }),
    });
    const { publishRun } = await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(962)]).then(__webpack_require__.bind(__webpack_require__, 6962));
    return publishRun(run, settings, runner, {
        runs: [run],
        sources,
        workspace,
        github,
        ...(historyPlan && { history: historyPlan }),
    });
}
function describePlan(calls, settings) {
    const shard = settings.shard ? `, shard ${(0,results_shard/* formatShard */._D)(settings.shard)}` : '';
    const parts = [
        `${calls.length} test-run ${(0,common_text/* plural */.LS)(calls.length, 'call')} for project ${settings.projectId} on fabric ${settings.fabricId}${shard}, concurrency ${settings.concurrency}`,
    ];
    if (settings.baseline && calls.length > 0)
        parts.push(`the same ${(0,common_text/* plural */.LS)(calls.length, 'call')} on ${(0,baseline/* describeReference */.P5)(settings.baseline)} as the baseline`);
    if (settings.rerun.size > 0)
        parts.push(`${[...settings.rerun].join(' and ')} tests re-run up to ${settings.rerunAttempts} ${(0,common_text/* plural */.LS)(settings.rerunAttempts, 'time')}`);
    return parts.join('; ');
}
function describeBaselineResults(baseline) {
    if (baseline.unavailable !== undefined)
        return `Baseline: ${baseline.unavailable}`;
    const { files = [] } = baseline.source;
    const n = files.length;
    return `Baseline: ${n} results ${(0,common_text/* plural */.LS)(n, 'file')} of an earlier run (${files.slice(0, 3).join(', ')}${n > 3 ? ', …' : ''})`;
}
function printDryRun(calls, settings, runner) {
    runner.info('Dry run: nothing is sent.');
    const all = settings.baseline ? [...calls, ...(0,baseline/* referenceCalls */.ne)(calls, settings.baseline)] : calls;
    all.forEach((call, i) => {
        runner.info(`[${i + 1}/${all.length}] ${call.label}: POST ${settings.baseUrl}${endpoints/* ENDPOINTS */.H.runTests.path()}`);
        runner.info(JSON.stringify(call.request, null, 2));
    });
    if (settings.rerun.size > 0)
        runner.info(`Then the tests that end with ${[...settings.rerun].join(' or ')} are sent again, naming only them (rerun).`);
}
async function execute(calls, settings, runner, sources) {
    const meta = { ...(0,service_calls/* commonFields */.dG)(settings), ...(settings.shard && { shard: (0,results_shard/* formatShard */._D)(settings.shard) }) };
    if (calls.length === 0) {
        const now = new Date().toISOString();
        return { run: { ...meta, calls: [], startedAt: now, finishedAt: now }, steps: {} };
    }
    const executed = await (0,service_calls/* withClient */.SV)(settings, runner, { maxConnections: settings.concurrency }, (client) => executeTestPlan(calls, client, {
        concurrency: settings.concurrency,
        meta,
        reference: settings.baseline,
        ...(settings.rerun.size > 0 && {
            rerun: {
                statuses: settings.rerun,
                maxAttempts: settings.rerunAttempts,
                sources,
                onDone: (done) => runner.info(rerunLine(done)),
            },
        }),
        onCallDone: (outcome, progress) => runner.info(progressLine(outcome, progress)),
    }));
    for (const note of executed.run.reruns?.notes ?? [])
        runner.info(`Re-runs: ${note}.`);
    return executed;
}
/**
 * e.g. `[2/3] model fct_revenue: 4 tests, 1 failed (0.812 s)`. A call that failed as a request says
 * so in a few words: its error is the step's failure line, or an annotation of its own.
 */
function progressLine(outcome, { done, total, reference }) {
    const head = `[${done}/${total}] ${outcome.call.label}`;
    if (reference && !outcome.ok)
        return `${head}: the request failed, so there is no comparison (below)`;
    const time = (0,common_text/* formatSeconds */.Xo)(outcome.durationMs / 1000);
    if (!outcome.ok)
        return `${head}: the request failed (${time}); its error is below`;
    const { total: n, succeeded, failed, errored } = (0,counts/* countResults */.aD)([outcome]);
    const other = n - succeeded - failed - errored;
    const parts = [`${n} ${(0,common_text/* plural */.LS)(n, 'test')}`];
    if (failed)
        parts.push(`${failed} failed`);
    if (errored)
        parts.push(`${errored} ${(0,common_text/* plural */.LS)(errored, 'error')}`);
    // A status the action does not know is neither a pass nor a failure: say so, not "all passed".
    if (other)
        parts.push(`${other} with another status`);
    if (!failed && !errored && !other)
        parts.push('all passed');
    return `${head}: ${parts.join(', ')} (${time})`;
}
/** e.g. `[re-run 1] model fct_revenue: 2 tests re-run, 1 passed this time (0.412 s)`. */
function rerunLine(done) {
    const head = `[re-run ${done.round}] ${done.label}`;
    const time = (0,common_text/* formatSeconds */.Xo)(done.durationMs / 1000);
    if (done.error !== undefined)
        return `${head}: the request failed (${time}); the earlier statuses stand`;
    const other = done.other > 0 ? `, ${done.other} with another status` : '';
    return `${head}: ${done.tests} ${(0,common_text/* plural */.LS)(done.tests, 'test')} re-run, ${done.passed} passed this time${other} (${time})`;
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


/***/ })

};
