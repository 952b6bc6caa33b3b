export const id = 512;
export const ids = [512];
export const modules = {

/***/ 367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ENDPOINTS)
/* harmony export */ });
/**
 * The ten endpoints of the Orchestration API (../shared/api/orchestration-api.md): method and
 * path, in one table. The client sends to these, the dry runs and the fabric plan print them, and
 * the emulator routes by the same patterns (`:name` is a path parameter).
 */
function endpoint(method, pattern) {
    return {
        method,
        pattern,
        path: (...params) => {
            let i = 0;
            return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
        },
    };
}
const FABRIC = '/api/orchestration/fabric';
const ENDPOINTS = {
    runTests: endpoint('POST', '/api/orchestration/tests/run'),
    deployProject: endpoint('POST', '/api/deploy/project'),
    createFabric: endpoint('POST', FABRIC),
    updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`),
    addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`),
    getConnection: endpoint('GET', `${FABRIC}/:fabricId/connection/name/:connectionName`),
    addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`),
    listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`),
    updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`),
    getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`),
};


/***/ }),

/***/ 738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   o6: () => (/* binding */ statusHint),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);

class ApiError extends Error {
    name = 'ApiError';
    operation;
    status;
    serviceMessage;
    detail;
    maybeProcessed;
    attempts;
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        this.operation = fields.operation;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.detail = fields.detail;
        this.maybeProcessed = fields.maybeProcessed;
        this.attempts = fields.attempts;
    }
}
/**
 * "<cause>, so the deployment may have been scheduled: check fabric … before running again";
 * with the deploymentId an answer named: "… may have been scheduled (deploymentId 90001): …".
 */
function unknownOutcome(cause, once, deploymentId) {
    const id = deploymentId === undefined ? '' : ` (deploymentId ${deploymentId})`;
    return `${cause}, so ${once.effect}${id}: ${once.advice}`;
}
/** "; the service asked to wait 1 h before another attempt (Retry-After), longer than this step waits (5 min)" */
function waitRefusedNote(waitMs, longestMs) {
    return `; the service asked to wait ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0)(waitMs)} before another attempt (Retry-After), longer than this step waits (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0)(longestMs)})`;
}
/** " (after 4 attempts)", or nothing for a single attempt. */
function attemptsNote(attempts, earlier) {
    if (attempts <= 1)
        return '';
    return earlier
        ? ` (after ${attempts} attempts; an earlier one may have been processed: ${earlier})`
        : ` (after ${attempts} attempts)`;
}
/** What the user should do about an authentication or permission refusal. */
function statusHint(status) {
    if (status === 401)
        return 'check the token input';
    if (status === 403)
        return "check that the token's user may do this (a token acts with its user's permissions)";
    return undefined;
}
/**
 * The service said no: `{success: false, message[, error]}` (at any HTTP status), e.g.
 * "Fabric creation failed due to : … (HTTP 500)", "Deployment failed (HTTP 200): <detail>",
 * "HTTP 401: Unauthorized: … — check the token input".
 */
function serviceRefusal(status, message, detail) {
    const hint = statusHint(status);
    if (hint)
        return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
    const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
    return detail ? `${head}: ${detail}` : head;
}
/** A body that is not JSON (a proxy's page): the status and a sanitised excerpt. */
function notJson(status, excerpt) {
    const hint = statusHint(status);
    const what = excerpt
        ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
        : `HTTP ${status} with an empty body`;
    return hint ? `${what} — ${hint}` : what;
}
/** Formats a time-out as the user set it: 600 s, 0.3 s. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}


/***/ }),

/***/ 369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient)
/* harmony export */ });
async function openClient(settings, runner, extra = {}) {
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(624)]).then(__webpack_require__.bind(__webpack_require__, 2624));
    return createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeoutMs,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
}


/***/ }),

/***/ 7512:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  testFlow: () => (/* binding */ testFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/api/endpoints.js
var endpoints = __webpack_require__(367);
// EXTERNAL MODULE: ./.tmp-bundle/lib/api/errors.js
var errors = __webpack_require__(738);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var lib_errors = __webpack_require__(8603);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/yaml.js
var yaml = __webpack_require__(3059);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/test-plan.js
/**
 * The test plan (`tests-file`): which column, table, project and model tests a run selects.
 *
 * The `tests` list has exactly the API's element shape so a request body can be pasted into it.
 * It is checked strictly here, naming file and line, because the service would answer a typo
 * only after other calls of the plan had already run (or quietly run something else).
 *
 * Rules beyond the API's shape, so that a plan never selects more or less than it says:
 * - Empty lists (`tests: []`, `columnTests: []`, …) are errors: a `tests-file` that selects
 *   nothing would otherwise fall back to the service's default run, i.e. every test.
 * - An element with `source`/`table` must list `columnTests` or `tableTests`: without them the
 *   service runs all of the table's tests, which is easy to do by accident and hard to notice.
 * - A name listed twice is an error, not a silent dedupe: a table of a source in two elements,
 *   a column within an element, a test within a column or a table, a project test, a model.
 * - Names are strings: `table: 0012` is refused (YAML reads it as the number 12) with a hint to
 *   quote it. Anchors and aliases are followed.
 */



async function loadTestPlan(path) {
    return parseTestPlan(await (0,yaml/* loadYamlFile */.Y3)(path));
}
function parseTestPlan(file) {
    return new PlanReader(file).read();
}
const ELEMENT_SHAPE = '{ source, table, columnTests, tableTests } or { projectTests }';
/** Keys people reach for when they put a model test into `tests`: they get a pointer to `models`. */
const MODEL_KEYS = new Set(['modelName', 'model', 'models', 'modelTests']);
const MODELS_HINT = 'model tests run in their own call: list the model under models (or in the models input)';
class PlanReader {
    file;
    /** `source.table` of every element, across the plan. */
    tables = new Map();
    projectTests = new Map();
    constructor(file) {
        this.file = file;
    }
    read() {
        const file = this.file;
        const root = this.deref(file.root);
        if (isEmpty(root)) {
            throw new lib_errors/* FileError */.f(file.path, undefined, 'the test plan is empty: expected a map with tests and/or models');
        }
        if (!(0,yaml/* isMap */.jh)(root))
            file.fail(root, `a test plan is a map with tests and/or models, got ${this.describe(root)}`);
        const top = this.keys(root, ['tests', 'models'], (key) => MODEL_KEYS.has(key)
            ? `unknown key "${key}": a test plan has the keys tests and models (model names go under models)`
            : `unknown key "${key}": a test plan has the keys tests and models`);
        if (!top.tests && !top.models)
            file.fail(root, 'the test plan selects nothing: give tests and/or models');
        const plan = { path: file.path, tests: [], models: [], testLines: [], modelLines: [] };
        if (top.tests) {
            for (const item of this.list(top.tests, 'tests', `a list of ${ELEMENT_SHAPE} elements`)) {
                plan.tests.push(this.element(item));
                plan.testLines.push(file.line(item) ?? 0);
            }
        }
        if (top.models) {
            const models = new Map();
            for (const item of this.list(top.models, 'models', 'a list of model names')) {
                const name = this.name(item, 'model name');
                this.once(models, name, item, `model "${name}"`);
                plan.models.push(name);
                plan.modelLines.push(file.line(item) ?? 0);
            }
        }
        return plan;
    }
    /** One `tests` element: source + table with column and/or table tests, or project tests. */
    element(item) {
        const file = this.file;
        const map = this.map(item, `a tests element is ${ELEMENT_SHAPE}`);
        const keys = this.keys(map, ['source', 'table', 'columnTests', 'tableTests', 'projectTests'], (key) => MODEL_KEYS.has(key)
            ? `unknown key "${key}" in a tests element: ${MODELS_HINT}`
            : `unknown key "${key}" in a tests element: expected source, table, columnTests, tableTests or projectTests`);
        if (keys.projectTests) {
            const beside = ['source', 'table', 'columnTests', 'tableTests'].find((k) => keys[k]);
            if (beside) {
                file.fail(keys[beside], `${beside} cannot be beside projectTests: give the project tests an element of their own`);
            }
            return {
                projectTests: this.namedTests(keys.projectTests, 'projectTests', 'project test', '', this.projectTests),
            };
        }
        if (!keys.source && !keys.table) {
            if (keys.columnTests)
                file.fail(keys.columnTests, 'columnTests needs source and table');
            if (keys.tableTests)
                file.fail(keys.tableTests, 'tableTests needs source and table');
            file.fail(map, `a tests element needs source and table (with columnTests or tableTests), or projectTests`);
        }
        if (!keys.table)
            file.fail(keys.source, 'source needs a table: source and table come together');
        if (!keys.source)
            file.fail(keys.table, 'table needs a source: source and table come together');
        const source = this.name(keys.source.value, 'source', keys.source);
        const table = this.name(keys.table.value, 'table', keys.table);
        const where = `${source}.${table}`;
        // Keyed by both names, not by `where`: "a.b"/"c" and "a"/"b.c" are different tables.
        this.once(this.tables, JSON.stringify([source, table]), keys.table, `table ${table} of source ${source}`, '; merge the two elements');
        if (!keys.columnTests && !keys.tableTests)
            file.fail(map, `${where} selects no tests: add columnTests or tableTests`);
        const selection = { source, table };
        if (keys.columnTests)
            selection.columnTests = this.columnTests(keys.columnTests, where);
        if (keys.tableTests) {
            selection.tableTests = this.namedTests(keys.tableTests, 'tableTests', 'table test', ` of ${where}`, new Map());
        }
        return selection;
    }
    columnTests(pair, where) {
        const file = this.file;
        const columns = new Map();
        return this.list(pair, 'columnTests', 'a list of { name, tests } items').map((item) => {
            const map = this.map(item, `expected { name: ${this.example(item, '<column>')}, tests: [{ name: not_null }] }`);
            const keys = this.keys(map, ['name', 'tests'], (key) => `unknown key "${key}" in a columnTests item: expected name and tests`);
            if (!keys.name)
                file.fail(map, 'a columnTests item needs a name (the column)');
            const name = this.name(keys.name.value, 'name', keys.name);
            this.once(columns, name, keys.name, `column ${name} of ${where}`);
            if (!keys.tests)
                file.fail(map, `column ${name} needs tests, e.g. tests: [{ name: not_null }]`);
            return { name, tests: this.namedTests(keys.tests, 'tests', 'test', ` of column ${name}`, new Map()) };
        });
    }
    /** A list of `{ name }` objects: the tests of a column, table tests, project tests. */
    namedTests(pair, key, kind, owner, seen) {
        const file = this.file;
        return this.list(pair, key, 'a list of { name } items').map((item) => {
            const map = this.map(item, `expected { name: ${this.example(item, '<test>')} }`);
            const keys = this.keys(map, ['name'], (k) => `unknown key "${k}" in a ${kind}: expected only name`);
            if (!keys.name)
                file.fail(map, `a ${kind} needs a name`);
            const name = this.name(keys.name.value, 'name', keys.name);
            this.once(seen, name, keys.name, `${kind} "${name}"${owner}`);
            return { name };
        });
    }
    /** The map's pairs by key; any other key is an error at its own line. */
    keys(map, allowed, unknown) {
        const out = {};
        for (const { key, pair } of (0,yaml/* mapEntries */.Nn)(this.file, map)) {
            if (!allowed.includes(key))
                this.file.fail(pair, unknown(key));
            out[key] = pair;
        }
        return out;
    }
    /** The items of a non-empty list; a string or a map where the list belongs is an error. */
    list(pair, key, expected) {
        const value = this.deref(pair.value);
        if (isEmpty(value))
            this.file.fail(pair, `${key} is empty: expected ${expected}`);
        if (!(0,yaml/* isSeq */.oP)(value))
            this.file.fail(value, `${key} must be ${expected}, got ${this.describe(value)}`);
        if (value.items.length === 0)
            this.file.fail(pair, `${key} is empty: list at least one item or remove the key`);
        return value.items.map((item) => this.deref(item));
    }
    map(node, expected) {
        if ((0,yaml/* isMap */.jh)(node))
            return node;
        this.file.fail(node, `${expected}, got ${this.describe(node)}`);
    }
    /** A non-empty string: the name of a source, table, column, test or model. */
    name(raw, key, pair) {
        const node = this.deref(raw);
        // An empty value may have no position of its own: then the key's line is the place.
        const at = node && this.file.line(node) !== undefined ? node : pair;
        if (isEmpty(node))
            this.file.fail(at, `${key} is empty`);
        if (!(0,yaml/* isScalar */.jn)(node) || typeof node.value !== 'string') {
            const quote = (0,yaml/* isScalar */.jn)(node)
                ? ` (write "${this.file.source(node)}" in quotes if that is the name)`
                : '';
            this.file.fail(at, `${key} must be a string, got ${this.describe(node)}${quote}`);
        }
        if (node.value.trim() === '')
            this.file.fail(at, `${key} is empty`);
        return node.value;
    }
    once(seen, name, at, what, advice = '') {
        const first = seen.get(name);
        if (first !== undefined)
            this.file.fail(at, `${what} is listed twice (first at line ${first})${advice}`);
        seen.set(name, this.file.line(at) ?? 0);
    }
    /** Anchored nodes reused with `*alias` read as their target. */
    deref(node) {
        if (node && (0,dist/* isAlias */.Vj)(node))
            return node.resolve(this.file.doc) ?? null;
        return node ?? null;
    }
    /** The name to show in `expected { name: … }`: what the user wrote, when it was a scalar. */
    example(node, fallback) {
        return (0,yaml/* isScalar */.jn)(node) && node.value !== null ? this.file.source(node) : fallback;
    }
    describe(node) {
        if (isEmpty(node))
            return 'nothing';
        if ((0,yaml/* isMap */.jh)(node))
            return 'a map';
        if ((0,yaml/* isSeq */.oP)(node))
            return 'a list';
        if ((0,yaml/* isScalar */.jn)(node)) {
            const value = node.value;
            if (typeof value === 'string')
                return `the string "${value}"`;
            if (typeof value === 'number' || typeof value === 'bigint')
                return `the number ${this.file.source(node)}`;
            if (typeof value === 'boolean')
                return `the boolean ${this.file.source(node)}`;
        }
        return this.file.source(node);
    }
}
function isEmpty(node) {
    return node === null || ((0,yaml/* isScalar */.jn)(node) && node.value === null);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/counts.js
var counts = __webpack_require__(6809);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/pool.js
/**
 * Runs async work over a list with at most `concurrency` tasks in flight, keeping the results
 * in the list's order whatever order they finish in.
 *
 * A task that throws stops the pool from starting further tasks and rejects with that error;
 * tasks already in flight are left to settle (their results are dropped). Callers that want
 * "one failure does not stop the others" catch inside the task, as test mode does for API errors.
 */
async function mapWithConcurrency(items, concurrency, task) {
    const results = new Array(items.length);
    let next = 0;
    let stopped = false;
    const worker = async () => {
        while (!stopped && next < items.length) {
            const index = next++;
            try {
                results[index] = await task(items[index], index);
            }
            catch (err) {
                stopped = true;
                throw err;
            }
        }
    };
    const workers = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/shard.js
function dealShard(units, shard) {
    const { index, count } = shard;
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
        throw new RangeError(`shard must be i/n with 1 <= i <= n, got ${index}/${count}`);
    }
    const mine = [];
    for (let k = index - 1; k < units.length; k += count)
        mine.push(units[k]);
    return mine;
}
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/test.js






/** Reads the tests-file, merges the models, applies the shard. Throws before any request. */
async function buildTestPlan(settings) {
    const file = settings.testsFile === undefined ? undefined : await loadTestPlan(settings.testsFile);
    const tests = file?.tests ?? [];
    const models = mergeModels(file, settings.models);
    const units = [
        ...tests.map((selection) => ({ kind: 'tests', selection })),
        ...models.map((name) => ({ kind: 'model', name })),
    ];
    const common = commonFields(settings);
    if (units.length === 0) {
        return settings.shard === undefined || settings.shard.index === 1 ? [defaultCall(common)] : [];
    }
    return callsFor(settings.shard ? dealShard(units, settings.shard) : units, common);
}
/** The file's models, then the input's. */
function mergeModels(file, fromInput) {
    if (!file)
        return [...fromInput];
    for (const name of fromInput) {
        const inFile = file.models.indexOf(name);
        // Named in both places: an error rather than a silent dedupe, since one of the two lists is
        // then not what its author thinks it is (e.g. a matrix input repeating what the file has).
        if (inFile >= 0) {
            throw new lib_errors/* FileError */.f(file.path, file.modelLines[inFile], `model "${name}" is also in the models input; name each model once`);
        }
    }
    return [...file.models, ...fromInput];
}
/** Only the optional fields that were given, so the request (and a dry run's print) stays minimal. */
function commonFields(settings) {
    const common = { fabricId: settings.fabricId, projectId: settings.projectId };
    if (settings.branch !== undefined)
        common.branch = settings.branch;
    if (settings.version !== undefined)
        common.version = settings.version;
    return common;
}
function defaultCall(common) {
    return { id: 'default', label: 'default tests', request: { ...common } };
}
/** The variant-A call first (it holds the plan's first unit when it has one), then the models in order. */
function callsFor(units, common) {
    const selections = [];
    const modelCalls = [];
    for (const unit of units) {
        if (unit.kind === 'tests') {
            selections.push(unit.selection);
        }
        else {
            const request = {
                fabricId: common.fabricId,
                projectId: common.projectId,
                modelName: unit.name,
                ...(common.branch !== undefined && { branch: common.branch }),
                ...(common.version !== undefined && { version: common.version }),
                tests: [{}],
            };
            modelCalls.push({ id: `model:${unit.name}`, label: `model ${unit.name}`, request });
        }
    }
    if (selections.length === 0)
        return modelCalls;
    const testsCall = {
        id: 'tests',
        label: labelFor(selections),
        request: { ...common, tests: selections },
    };
    return [testsCall, ...modelCalls];
}
/** e.g. `column, table and project tests`, naming only the kinds the call holds. */
function labelFor(selections) {
    const kinds = [];
    if (selections.some((s) => s.columnTests))
        kinds.push('column');
    if (selections.some((s) => s.tableTests))
        kinds.push('table');
    if (selections.some((s) => s.projectTests))
        kinds.push('project');
    const last = kinds.pop();
    return `${kinds.length > 0 ? `${kinds.join(', ')} and ${last}` : last} tests`;
}
/**
 * Runs the calls, at most `concurrency` at once, and returns every outcome in plan order.
 * A call that fails as a request (ApiError) becomes a failed outcome and the others go on;
 * any other exception is a bug and propagates.
 */
async function executeTestPlan(calls, client, options) {
    const startedAt = new Date().toISOString();
    const outcomes = await mapWithConcurrency(calls, options.concurrency, async (call) => {
        const outcome = await runCall(call, client);
        options.onCallDone?.(outcome);
        return outcome;
    });
    const finishedAt = new Date().toISOString();
    const { meta } = options;
    return {
        projectId: meta.projectId,
        fabricId: meta.fabricId,
        ...(meta.branch !== undefined && { branch: meta.branch }),
        ...(meta.version !== undefined && { version: meta.version }),
        ...(meta.shard !== undefined && { shard: meta.shard }),
        startedAt,
        finishedAt,
        counts: (0,counts/* countResults */.a)(outcomes),
        calls: outcomes,
    };
}
/** The run of a shard that was dealt no unit: no call, no result. */
function emptyRun(meta) {
    const now = new Date().toISOString();
    const counts = { total: 0, succeeded: 0, failed: 0, errored: 0, skipped: 0, warnings: 0 };
    return { ...meta, calls: [], counts, startedAt: now, finishedAt: now };
}
async function runCall(call, client) {
    const start = performance.now();
    const elapsed = () => Math.round(performance.now() - start);
    try {
        const data = await client.runTests(call.request);
        return {
            call,
            ok: true,
            results: data.results,
            summary: data.summary,
            runnerStdout: data.runnerStdout,
            durationMs: elapsed(),
        };
    }
    catch (err) {
        if (err instanceof errors/* ApiError */.hD)
            return { call, ok: false, error: err.message, durationMs: elapsed() };
        throw err;
    }
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/paths.js
var paths = __webpack_require__(682);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/client.js
var flows_client = __webpack_require__(369);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/flow.js
var flow = __webpack_require__(4430);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/publish-results.js + 12 modules
var publish_results = __webpack_require__(4890);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/flows/test.js








async function testFlow(settings, runner) {
    const calls = await buildTestPlan(settings);
    const workspace = (0,paths/* workspaceDir */.zf)();
    const sources = await (0,publish_results/* loadSources */.Dl)(settings, workspace, runner);
    await (0,publish_results/* checkJUnitTarget */.gB)(settings, workspace);
    runner.info(describePlan(calls, settings));
    if (settings.dryRun) {
        printDryRun(calls, settings, runner);
        return flow/* SUCCESS */.q;
    }
    const run = await execute(calls, settings, runner);
    return (0,publish_results/* publishResults */.ku)(run, settings, runner, { runs: [run], sources, workspace });
}
function describePlan(calls, settings) {
    const shard = settings.shard ? `, shard ${formatShard(settings.shard)}` : '';
    return `${calls.length} test-run ${(0,lib_text/* plural */.LS)(calls.length, 'call')} for project ${settings.projectId} on fabric ${settings.fabricId}${shard}, concurrency ${settings.concurrency}`;
}
/** Each request as it would be sent (the token is a header, shown as ***). */
function printDryRun(calls, settings, runner) {
    runner.info('Dry run: nothing is sent.');
    calls.forEach((call, i) => {
        runner.info(`[${i + 1}/${calls.length}] ${call.label}: POST ${settings.baseUrl}${endpoints/* ENDPOINTS */.H.runTests.path()}`);
        runner.info(JSON.stringify(call.request, null, 2));
    });
    if (calls.length === 0)
        runner.info('This shard was dealt no tests: it runs no call.');
}
function meta(settings) {
    return {
        projectId: settings.projectId,
        fabricId: settings.fabricId,
        ...(settings.branch !== undefined && { branch: settings.branch }),
        ...(settings.version !== undefined && { version: settings.version }),
        ...(settings.shard && { shard: formatShard(settings.shard) }),
    };
}
async function execute(calls, settings, runner) {
    if (calls.length === 0) {
        runner.info('This shard was dealt no tests: it runs no call.');
        return emptyRun(meta(settings));
    }
    const client = await (0,flows_client/* openClient */.M)(settings, runner, { maxConnections: settings.concurrency });
    let done = 0;
    try {
        return await executeTestPlan(calls, client, {
            concurrency: settings.concurrency,
            meta: meta(settings),
            onCallDone: (outcome) => runner.info(progressLine(outcome, ++done, calls.length)),
        });
    }
    finally {
        await client.close();
    }
}
/**
 * e.g. `[2/3] model fct_revenue: 4 tests, 1 failed (0.8 s)`. A call that failed as a request says
 * so in a few words: its error is the step's failure line, or an annotation of its own.
 */
function progressLine(outcome, done, total) {
    const head = `[${done}/${total}] ${outcome.call.label}`;
    const time = `${(outcome.durationMs / 1000).toFixed(1)} s`;
    if (!outcome.ok)
        return `${head}: the request failed (${time}); its error is below`;
    let failed = 0;
    let errored = 0;
    for (const r of outcome.results) {
        if (r.status === 'FAILED')
            failed++;
        else if (r.status === 'ERROR')
            errored++;
    }
    const n = outcome.results.length;
    const parts = [`${n} ${(0,lib_text/* plural */.LS)(n, 'test')}`];
    if (failed)
        parts.push(`${failed} failed`);
    if (errored)
        parts.push(`${errored} ${(0,lib_text/* plural */.LS)(errored, 'error')}`);
    if (!failed && !errored)
        parts.push('all passed');
    return `${head}: ${parts.join(', ')} (${time})`;
}


/***/ })

};
