export const id = 620;
export const ids = [620];
export const modules = {

/***/ 626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8603);
/** Turns any thrown value into the one line the step fails with. */

function describeError(err) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo)
        return { line: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(err.message) };
    // ApiError and other errors we raise on purpose carry a ready message; their class name tells.
    if (err instanceof Error && err.name === 'ApiError')
        return { line: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(err.message) };
    if (err instanceof Error) {
        return { line: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(`Unexpected error: ${err.message}`), stack: err.stack };
    }
    return { line: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(`Unexpected error: ${String(err)}`) };
}


/***/ }),

/***/ 8603:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   f6: () => (/* binding */ FileError),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * An error caused by what the user wrote (an input, a file) rather than by the service or by
 * us: its message is shown as the step's single failure line, as is, never with a stack.
 */
class UserError extends Error {
    name = 'UserError';
    constructor(message) {
        super(oneLine(message));
    }
}
/** Error in a file the user wrote; the message names the file and line, e.g. `tests.yml:12: …`. */
class FileError extends UserError {
    file;
    line;
    name = 'FileError';
    reason;
    constructor(file, line, reason) {
        const folded = oneLine(reason);
        super(line === undefined ? `${file}: ${folded}` : `${file}:${line}: ${folded}`);
        this.file = file;
        this.line = line;
        this.reason = folded;
    }
}
/**
 * Folds text onto one line: values quoted from users' files, and messages from the service, may
 * hold line breaks (Unicode ones too), and an error or annotation is one line.
 */
function oneLine(text) {
    return text.replace(/\s*[\r\n\u2028\u2029\u0085]+\s*/g, ' ').trim();
}


/***/ }),

/***/ 6196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   MM: () => (/* binding */ hasOutput),
/* harmony export */   N4: () => (/* binding */ endGroup),
/* harmony export */   Oh: () => (/* binding */ startGroup),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   fe: () => (/* binding */ appendSummary),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* unused harmony exports resetSecretsForTests, escapeData, escapeProperty */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/**
 * The GitHub runner's protocol: inputs from INPUT_* variables, workflow commands on stdout,
 * outputs and the job summary through the files named by GITHUB_OUTPUT / GITHUB_STEP_SUMMARY.
 *
 * Written here instead of importing @actions/core because core loads ~170 ms of modules
 * (an HTTP client for OIDC among them) before the first line runs, and a missing input must
 * fail in well under 0.1 s. The formats follow the runner's documented protocol; a test
 * checks them against @actions/core byte for byte.
 */



/**
 * Everything written through this module is redacted against the secrets registered here.
 * Each secret maps to its forms (plain, URL-encoded, base64), longest first, computed once:
 * reporters call redact() for every string of a 100,000-result run.
 */
const secrets = new Map();
/** Registers a value the runner must mask in its logs, and that our own writers redact. */
function setSecret(value) {
    if (!value)
        return;
    for (const line of value.split(/\r?\n/)) {
        const trimmed = line.trim();
        // A mask of one or two characters would blank out half the log; the runner ignores them too.
        if (trimmed.length < 3 || secrets.has(trimmed))
            continue;
        secrets.set(trimmed, secretForms(trimmed));
        process.stdout.write(`::add-mask::${escapeData(trimmed)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
    }
}
/** Replaces every registered secret (and its URL/base64 encodings) in text with `***`. */
function redact(text) {
    if (secrets.size === 0 || !text)
        return text;
    let out = text;
    for (const forms of secrets.values()) {
        for (const form of forms) {
            if (out.includes(form))
                out = out.split(form).join('***');
        }
    }
    return out;
}
function secretForms(secret) {
    const forms = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
    return [...new Set(forms)].sort((a, b) => b.length - a.length);
}
/** Test hook: forget registered secrets between in-process runs. */
function resetSecretsForTests() {
    secrets.clear();
}
/** Reads an input the way the runner passes it: INPUT_<NAME>, spaces as underscores, trimmed. */
function getInput(name) {
    const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
    return (process.env[key] ?? '').trim();
}
// The order the runner's own toolkit writes properties in, so logs read the same.
const PROPERTY_ORDER = ['title', 'file', 'line', 'endLine', 'col', 'endColumn'];
function issueCommand(command, properties, message) {
    const props = PROPERTY_ORDER.filter((k) => properties[k] !== undefined && properties[k] !== '')
        .map((k) => `${k}=${escapeProperty(redact(String(properties[k])))}`)
        .join(',');
    const head = props ? `::${command} ${props}::` : `::${command}::`;
    process.stdout.write(`${head}${escapeData(redact(message))}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function info(message) {
    process.stdout.write(redact(message) + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
function debug(message) {
    issueCommand('debug', {}, message);
}
function error(message, properties = {}) {
    issueCommand('error', properties, message);
}
function warning(message, properties = {}) {
    issueCommand('warning', properties, message);
}
function notice(message, properties = {}) {
    issueCommand('notice', properties, message);
}
function startGroup(name) {
    issueCommand('group', {}, name);
}
function endGroup() {
    issueCommand('endgroup', {}, '');
}
/** Marks the step failed: the error annotation plus a non-zero exit code, as core.setFailed does. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/**
 * Sets a step output. Uses the GITHUB_OUTPUT file with a random heredoc delimiter (so a value
 * can hold any text); falls back to the legacy command when the file is not provided.
 */
const outputsSet = new Set();
/** Whether this run already set an output (main sets `conclusion` only if no flow did). */
function hasOutput(name) {
    return outputsSet.has(name);
}
function setOutput(name, value) {
    outputsSet.add(name);
    const text = redact(String(value));
    const file = process.env.GITHUB_OUTPUT;
    if (file) {
        const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)()}`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${text}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, 'utf8');
    }
    else {
        process.stdout.write(`${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}::set-output name=${name}::${escapeData(text)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
    }
}
/** Appends markdown to the job summary; without GITHUB_STEP_SUMMARY (local runs) it is printed. */
function appendSummary(markdown) {
    const text = redact(markdown);
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (file)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, text.endsWith(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL) ? text : text + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL, 'utf8');
    else
        info(text);
}


/***/ }),

/***/ 620:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/inputs.js
/**
 * Every input of action.yml, read and validated once into a typed settings object.
 * Validation happens before any request and every error names the input and the expected form.
 * No schema library here on purpose: this runs on every cold start (see runner.ts).
 */


const MODES = ['test', 'deploy', 'fabric', 'report'];
/** Input names are the contract's; kept in one place so messages and action.yml agree. */
function readSettings(read = runner/* getInput */.V4) {
    const mode = readMode(read);
    const common = {
        dryRun: readBoolean(read, 'dry-run', false),
        requestTimeoutMs: readNumber(read, 'request-timeout', 600, { min: 0.001, max: 86_400 }) * 1000,
        retries: readInteger(read, 'retries', 3, { min: 0, max: 10 }),
        allowInsecureHttp: readBoolean(read, 'allow-insecure-http', false),
    };
    switch (mode) {
        case 'test':
            return {
                mode,
                ...common,
                ...readApi(read, common.allowInsecureHttp),
                ...readReporting(read),
                fabricId: readFabricIdNumber(read),
                projectId: required(read, 'project-id', 'test'),
                branch: optional(read, 'branch'),
                version: optional(read, 'version'),
                testsFile: optional(read, 'tests-file'),
                models: readList(read, 'models'),
                concurrency: readInteger(read, 'concurrency', 4, { min: 1, max: 64 }),
                shard: readShard(read),
            };
        case 'report': {
            const resultsFiles = read('results-files')
                .split(/\r?\n/)
                .map((s) => s.trim())
                .filter(Boolean);
            if (resultsFiles.length === 0) {
                throw new errors/* UserError */.yo('Input results-files is required in report mode: glob patterns of results files, one per line');
            }
            return { mode, ...common, ...readReporting(read), resultsFiles };
        }
        case 'deploy':
            return {
                mode,
                ...common,
                ...readApi(read, common.allowInsecureHttp),
                projectName: optional(read, 'project-name'),
                fabricName: required(read, 'fabric-name', 'deploy'),
                gitTag: optional(read, 'git-tag'),
                version: optional(read, 'version'),
                overridesFile: optional(read, 'overrides-file'),
            };
        case 'fabric': {
            const fabricId = optional(read, 'fabric-id');
            if (fabricId !== undefined && !/^[A-Za-z0-9_-]+$/.test(fabricId)) {
                throw new errors/* UserError */.yo(`Input fabric-id must be a fabric id such as 10740, got "${fabricId}"`);
            }
            return {
                mode,
                ...common,
                ...readApi(read, common.allowInsecureHttp),
                fabricId,
                fabricFile: required(read, 'fabric-file', 'fabric'),
            };
        }
    }
}
function readMode(read) {
    const mode = read('mode');
    if (!mode)
        throw new errors/* UserError */.yo(`Input mode is required: one of ${MODES.join(', ')}`);
    if (!MODES.includes(mode)) {
        throw new errors/* UserError */.yo(`Input mode must be one of ${MODES.join(', ')}; got "${mode}"`);
    }
    return mode;
}
function required(read, name, mode) {
    const value = read(name);
    if (!value)
        throw new errors/* UserError */.yo(`Input ${name} is required in ${mode} mode`);
    return value;
}
function optional(read, name) {
    return read(name) || undefined;
}
// The YAML 1.2 core schema booleans, as the runner's own getBooleanInput accepts them.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function readBoolean(read, name, fallback) {
    const value = read(name);
    if (!value)
        return fallback;
    if (TRUE.includes(value))
        return true;
    if (FALSE.includes(value))
        return false;
    throw new errors/* UserError */.yo(`Input ${name} must be true or false, got "${value}"`);
}
function readNumber(read, name, fallback, range) {
    const value = read(name);
    if (!value)
        return fallback;
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n) || n < range.min || n > range.max) {
        throw new errors/* UserError */.yo(`Input ${name} must be a number of seconds between ${range.min} and ${range.max}, got "${value}"`);
    }
    return n;
}
function readInteger(read, name, fallback, range) {
    const value = read(name);
    if (!value)
        return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < range.min || n > range.max) {
        throw new errors/* UserError */.yo(`Input ${name} must be a whole number from ${range.min} to ${range.max}, got "${value}"`);
    }
    return n;
}
/** The API takes fabricId as an int64 in test runs; JSON numbers are exact up to 2^53. */
function readFabricIdNumber(read) {
    const value = required(read, 'fabric-id', 'test');
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
        throw new errors/* UserError */.yo(`Input fabric-id must be a whole number (the fabric's id, e.g. 10740), got "${value}"`);
    }
    return n;
}
/** Newline- or comma-separated names; a name given twice is a mistake worth reporting. */
function readList(read, name) {
    const items = read(name)
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    const seen = new Set();
    for (const item of items) {
        if (seen.has(item))
            throw new errors/* UserError */.yo(`Input ${name} names "${item}" twice`);
        seen.add(item);
    }
    return items;
}
function readShard(read) {
    const value = read('shard');
    if (!value)
        return undefined;
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count) {
        throw new errors/* UserError */.yo(`Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "${value}"`);
    }
    return { index, count };
}
const FAIL_ON = ['failed', 'error', 'warning'];
function readFailOn(read) {
    const value = read('fail-on') || 'failed,error';
    const items = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (items.length === 1 && items[0] === 'none')
        return new Set();
    for (const item of items) {
        if (!FAIL_ON.includes(item)) {
            throw new errors/* UserError */.yo(`Input fail-on must be a comma list of ${FAIL_ON.join(', ')}, or none; got "${value}"`);
        }
    }
    if (items.length === 0)
        throw new errors/* UserError */.yo('Input fail-on must not be empty (use none)');
    return new Set(items);
}
function readReporting(read) {
    const prComment = read('pr-comment') || 'off';
    if (!['off', 'always', 'on-failure'].includes(prComment)) {
        throw new errors/* UserError */.yo(`Input pr-comment must be off, always or on-failure; got "${prComment}"`);
    }
    const sourcesFile = read('sources-file');
    return {
        failOn: readFailOn(read),
        githubToken: read('github-token'),
        checkRun: readBoolean(read, 'check-run', true),
        checkName: read('check-name') || 'Data tests',
        maxAnnotations: readInteger(read, 'max-annotations', 10, { min: 0, max: 1000 }),
        sourcesFile: sourcesFile && sourcesFile !== 'auto' ? sourcesFile : undefined,
        junitFile: optional(read, 'junit-file'),
        prComment: prComment,
    };
}
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}
function readApi(read, allowInsecureHttp) {
    const raw = read('base-url');
    if (!raw)
        throw new errors/* UserError */.yo('Input base-url is required, e.g. https://orchestrator.example.com');
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* UserError */.yo(`Input base-url is not a valid address: "${raw}" (e.g. https://orchestrator.example.com)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new errors/* UserError */.yo(`Input base-url must start with https:// (got "${url.protocol}")`);
    }
    if (url.username || url.password) {
        throw new errors/* UserError */.yo('Input base-url must not contain credentials: pass the token in the token input');
    }
    if (url.search || url.hash) {
        throw new errors/* UserError */.yo(`Input base-url must not have a query or fragment: "${raw}"`);
    }
    if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopbackHost(url.hostname)) {
        throw new errors/* UserError */.yo(`Input base-url uses plain http:// to ${url.hostname}, which would send the token unencrypted; use https:// or set allow-insecure-http: true`);
    }
    const token = read('token');
    if (!token)
        throw new errors/* UserError */.yo('Input token is required: the API access token (store it as a secret)');
    return { baseUrl: url.toString().replace(/\/+$/, ''), token };
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/describe-error.js
var describe_error = __webpack_require__(626);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/main.js
/**
 * run(): mask the tokens, read every input, dispatch on the mode, and turn any error into the
 * step's single failure line. Mode flows are imported lazily so a run loads only its own code.
 */



const FLOWS = {
    test: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(149), __webpack_require__.e(728)]).then(__webpack_require__.bind(__webpack_require__, 6728))).runTestFlow,
    report: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(149), __webpack_require__.e(120)]).then(__webpack_require__.bind(__webpack_require__, 3120))).runReportFlow,
    deploy: async () => (await __webpack_require__.e(/* import() */ 734).then(__webpack_require__.bind(__webpack_require__, 5734))).runDeployFlow,
    fabric: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(920)]).then(__webpack_require__.bind(__webpack_require__, 1920))).runFabricFlow,
};
async function run() {
    try {
        // Before anything can be printed: a token must never reach the log, even in an error.
        (0,runner/* setSecret */.Pq)((0,runner/* getInput */.V4)('token'));
        (0,runner/* setSecret */.Pq)((0,runner/* getInput */.V4)('github-token'));
        const settings = readSettings();
        const flow = await FLOWS[settings.mode]();
        await flow(settings);
    }
    catch (err) {
        const { line, stack } = (0,describe_error/* describeError */.U)(err);
        if (stack)
            (0,runner/* debug */.Yz)(stack);
        if (!(0,runner/* hasOutput */.MM)('conclusion'))
            (0,runner/* setOutput */.uH)('conclusion', 'failure');
        (0,runner/* setFailed */.C1)(line);
    }
}


/***/ })

};
