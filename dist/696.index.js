export const id = 696;
export const ids = [696];
export const modules = {

/***/ 1115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   eC: () => (/* binding */ TEST_STATUSES),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS),
/* harmony export */   yI: () => (/* binding */ isKnownNonWarehouseKind)
/* harmony export */ });
/**
 * Spellings of the service's enumerations that the action knows (../shared/api/service-facts.md).
 *
 * The service owns its enumerations (CONTRACT, "The service owns its enumerations"): a fabric's
 * `provider`, a connection's `kind` and a secret's `subKind` are sent exactly as the user wrote
 * them, and read back as the service answers them. These lists only help: a near miss of a known
 * spelling gets a warning (fabric-file.ts), and a connection of a kind known to be no SQL warehouse
 * cannot be the default warehouse connection. The emulator accepts these, plus any its fixture adds.
 */
/**
 * Fabric providers: the two third-party warehouses. The service has a third, service-managed
 * provider whose spelling is not published: it is not guessed here, and passes as written.
 */
const FABRIC_PROVIDERS = ['databricks', 'bigquery'];
/** The 20 connection kinds, spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
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
/** The known kinds that may carry `isDefaultWarehouseConnection: true`: the SQL warehouses. */
const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'];
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = ['SUCCEEDED', 'FAILED', 'ERROR'];
/**
 * Whether a connection kind is known not to be a SQL warehouse (`smtp`, `S3`): such a connection
 * cannot be the default warehouse connection. A kind the action has never seen may be one.
 */
function isKnownNonWarehouseKind(kind) {
    const folded = kind.toLowerCase();
    const known = (list) => list.some((k) => k.toLowerCase() === folded);
    return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}
/**
 * The known spelling a value nearly matches (another case, or one letter added, dropped or
 * changed), or undefined when it is known as written or near none.
 */
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


/***/ }),

/***/ 3696:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportFlow: () => (/* binding */ reportFlow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/glob.js
/**
 * Expands the results-files patterns of report mode into file paths, with Node's own glob
 * (fs.promises.glob, Node 22+): no library to load. Patterns are relative to the workspace, as
 * paths in a workflow are; a leading `!` excludes what it matches, as in actions/upload-artifact.
 */



/** Sorted absolute paths of the regular files the patterns match; throws when none match. */
async function expandPatterns(patterns, workspace) {
    const include = patterns.filter((p) => !p.startsWith('!'));
    const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
    const found = new Set();
    for (const pattern of include) {
        for await (const match of (0,promises_.glob)(pattern, { cwd: workspace })) {
            const path = (0,external_node_path_.resolve)(workspace, match);
            if (exclude.some((ex) => (0,external_node_path_.matchesGlob)((0,external_node_path_.isAbsolute)(ex) ? path : (0,external_node_path_.relative)(workspace, path), ex)))
                continue;
            if ((await (0,promises_.stat)(path).catch(() => undefined))?.isFile())
                found.add(path);
        }
    }
    if (found.size === 0) {
        const list = patterns.map((p) => `"${p}"`).join(', ');
        throw new errors/* UserError */.y(`Input results-files matched no file (patterns ${list}, relative to ${workspace})`);
    }
    return [...found].sort();
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./.tmp-bundle/lib/api/enums.js
var enums = __webpack_require__(1115);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/test-types.js
var test_types = __webpack_require__(197);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var read = __webpack_require__(3180);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/results-file.js
/**
 * Reading back the results files that test-mode steps wrote (`mode: report`), through the safe
 * reader (a regular file, at most MAX_RESULTS_BYTES, UTF-8) and the zod schema of the format, so
 * a file from elsewhere, or from another format version, fails with one line naming it instead of
 * breaking the renderers later.
 */






/** Every run of every file, in the order given. */
async function readResultsFiles(paths) {
    const runs = [];
    for (const path of paths)
        runs.push(...(await readResultsFile(path)));
    return runs;
}
async function readResultsFile(path) {
    const text = await (0,read/* readTextFile */.Gu)(path, read/* MAX_RESULTS_BYTES */.ue);
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        // V8 says where: "… in JSON at position 12 (line 3 column 5)"; its excerpt of the text is not shown.
        const line = /\(line (\d+) column \d+\)/.exec(err.message)?.[1];
        throw new errors/* FileError */.f(path, line === undefined ? undefined : Number(line), 'not a results file: invalid JSON');
    }
    const parsed = resultsFileSchema.safeParse(data, { error: typeMessage });
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // A wrong format or version is about the whole file: its message says so without a path.
        const whole = issue.code === 'invalid_value' && issue.path.length === 1;
        const at = whole ? '' : issuePath(issue.path);
        throw new errors/* FileError */.f(path, undefined, at ? `${at}: ${issue.message}` : issue.message);
    }
    // The file as written: fields this check does not cover are kept for the renderers.
    return data.runs;
}
// ---- the format (docs/results-file.md); fields beyond these are allowed and kept -----------------
const count = schemas/* number */.aig();
const plannedCall = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    label: schemas/* string */.YjP(),
    request: schemas/* looseObject */._H3({ tests: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(), modelName: schemas/* string */.YjP().optional() }),
});
const result = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(enums/* TEST_STATUSES */.eC, { error: 'must be SUCCEEDED, FAILED or ERROR' }),
    table: schemas/* string */.YjP(),
    columnName: schemas/* string */.YjP(),
    index: schemas/* number */.aig(),
    time: schemas/* number */.aig(),
    cause: schemas/* string */.YjP(),
});
const succeededCall = schemas/* looseObject */._H3({
    call: plannedCall,
    ok: schemas/* literal */.euz(true),
    durationMs: schemas/* number */.aig(),
    runnerStdout: schemas/* string */.YjP(),
    summary: schemas/* looseObject */._H3({ failed: count, skip: count, succeeded: count, total: count, warning: count }),
    results: schemas/* array */.YOg(result),
});
const failedCall = schemas/* looseObject */._H3({
    call: plannedCall,
    ok: schemas/* literal */.euz(false),
    durationMs: schemas/* number */.aig(),
    error: schemas/* string */.YjP(),
});
const run = schemas/* looseObject */._H3({
    projectId: schemas/* string */.YjP(),
    fabricId: schemas/* number */.aig(),
    branch: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(),
    shard: schemas/* string */.YjP().optional(),
    startedAt: schemas/* string */.YjP(),
    finishedAt: schemas/* string */.YjP(),
    counts: schemas/* looseObject */._H3({
        total: count,
        succeeded: count,
        failed: count,
        errored: count,
        skipped: count,
        warnings: count,
    }),
    calls: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt('ok', [succeededCall, failedCall], { error: 'must be true or false' })),
});
/** A results file (the `results-file` output), as `mode: report` reads it back. */
const resultsFileSchema = schemas/* looseObject */._H3({
    format: schemas/* literal */.euz(test_types/* RESULTS_FORMAT */.L, {
        error: (iss) => `not a results file of this action (format ${(0,lib_text/* clip */.$Q)(JSON.stringify(iss.input ?? null), 60)}, expected "${test_types/* RESULTS_FORMAT */.L}")`,
    }),
    formatVersion: schemas/* literal */.euz(test_types/* RESULTS_FORMAT_VERSION */.M, {
        error: (iss) => `formatVersion ${(0,lib_text/* clip */.$Q)(JSON.stringify(iss.input ?? null), 60)} is not supported (this action reads ${test_types/* RESULTS_FORMAT_VERSION */.M})`,
    }),
    runs: schemas/* array */.YOg(run),
});
/** `must be a string`, `must be a list`…; the whole file not being an object is said its own way. */
function typeMessage(iss) {
    if (iss.code !== 'invalid_type')
        return undefined;
    if ((iss.path ?? []).length === 0)
        return 'not a results file: expected a JSON object';
    const noun = { object: 'an object', array: 'a list', boolean: 'true or false' };
    return `must be ${noun[iss.expected] ?? `a ${iss.expected}`}`;
}
/** `runs[0].calls[2].results[1].status`. */
function issuePath(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
    return out;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/counts.js
var counts = __webpack_require__(6809);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/report.js
/**
 * mode: report's work: merge the runs that test-mode steps wrote (the shards of a matrix) into
 * one run, and say which shards look missing or doubled. Plain data; flows/report.ts reports it.
 */



/**
 * Merges the runs of several shards into one: calls in shard order (by shard index; runs
 * without a shard after them, in the order given), counts recomputed from the calls, the
 * earliest start and latest finish. Project, fabric, branch and version are the first run's.
 */
function mergeRuns(runs) {
    const first = runs[0];
    if (!first)
        throw new errors/* UserError */.y('results-files: no test results to report');
    const ordered = runs
        .map((run, position) => ({ run, position, index: shardIndex(run.shard) }))
        .sort((a, b) => a.index - b.index || a.position - b.position)
        .map((x) => x.run);
    const calls = ordered.flatMap((run) => run.calls);
    const merged = {
        projectId: first.projectId,
        fabricId: first.fabricId,
        calls,
        counts: (0,counts/* countResults */.a)(calls),
        startedAt: pickTime(runs, (run) => run.startedAt, (a, b) => a < b),
        finishedAt: pickTime(runs, (run) => run.finishedAt, (a, b) => a > b),
    };
    if (first.branch !== undefined)
        merged.branch = first.branch;
    if (first.version !== undefined)
        merged.version = first.version;
    return merged;
}
function shardIndex(shard) {
    const match = shard === undefined ? null : /^(\d+)\/\d+$/.exec(shard.trim());
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}
/** The earliest (or latest) of valid timestamps, compared as instants; the first run's when none parse. */
function pickTime(runs, of, better) {
    let best;
    for (const run of runs) {
        const text = of(run);
        const ms = Date.parse(text);
        if (Number.isNaN(ms))
            continue;
        if (!best || better(ms, best.ms))
            best = { text, ms };
    }
    return best?.text ?? of(runs[0]);
}
/** How many shards a problem line names before it says "and N more". */
const NAMED_SHARDS = 10;
/**
 * What looks wrong with the shards among the runs, as at most two lines (a merged report of an
 * incomplete matrix would otherwise pass silently): `shards 3/5 and 4/5 are missing`,
 * `shard 2/5 appears 2 times`. Bounded whatever a file claims: `shard: 1/1000000` names ten
 * missing shards and counts the rest, it does not list a million.
 */
function shardProblems(runs) {
    const seen = new Map();
    let count;
    for (const run of runs) {
        const match = run.shard === undefined ? null : /^(\d+)\/(\d+)$/.exec(run.shard.trim());
        if (!match)
            continue;
        const index = Number(match[1]);
        seen.set(index, (seen.get(index) ?? 0) + 1);
        count = Math.max(count ?? 0, Number(match[2]));
    }
    if (count === undefined)
        return [];
    const total = count;
    const present = [...seen.keys()].filter((i) => i >= 1 && i <= total).length;
    const missing = [];
    // Stops after NAMED_SHARDS: at most that many, plus the shards seen, steps.
    for (let i = 1; i <= total && missing.length < NAMED_SHARDS; i++)
        if (!seen.has(i))
            missing.push(`${i}/${total}`);
    const doubled = [...seen].filter(([, times]) => times > 1).sort(([a], [b]) => a - b);
    const problems = [];
    const missingCount = total - present;
    if (missingCount > 0)
        problems.push(`${named(missing, missingCount, 'shard')} ${missingCount === 1 ? 'is' : 'are'} missing`);
    if (doubled.length > 0) {
        const names = doubled.slice(0, NAMED_SHARDS).map(([i, times]) => `${i}/${total} (${times} times)`);
        problems.push(`${named(names, doubled.length, 'shard')} ${doubled.length === 1 ? 'appears' : 'appear'} more than once`);
    }
    return problems;
}
/** `shard 3/5`, `shards 3/5 and 4/5`, `shards 2/9, 3/9, … and 12 more`. */
function named(names, total, word) {
    const more = total - names.length;
    if (names.length === 1 && more === 0)
        return `${word} ${names[0]}`;
    if (more === 0)
        return `${(0,lib_text/* plural */.LS)(total, word)} ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return `${(0,lib_text/* plural */.LS)(total, word)} ${names.join(', ')} and ${(0,lib_text/* formatCount */.B4)(more)} more`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/paths.js
var lib_paths = __webpack_require__(682);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/flow.js
var flow = __webpack_require__(4430);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/publish-results.js + 9 modules
var publish_results = __webpack_require__(6155);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/flows/report.js







/** How many file paths the log lists before it only counts them. */
const LISTED_FILES = 50;
async function reportFlow(settings, runner) {
    const workspace = (0,lib_paths/* workspaceDir */.zf)();
    const paths = await expandPatterns(settings.resultsFiles, workspace);
    const runs = await readResultsFiles(paths);
    const run = mergeRuns(runs);
    const sources = await (0,publish_results/* loadSources */.Dl)(settings, workspace, runner);
    await (0,publish_results/* checkJUnitTarget */.gB)(settings, workspace);
    runner.info(`Reporting ${run.counts.total} results of ${runs.length} ${(0,lib_text/* plural */.LS)(runs.length, 'run')} from:`);
    for (const path of paths.slice(0, LISTED_FILES))
        runner.info(`  ${path}`);
    if (paths.length > LISTED_FILES)
        runner.info(`  … and ${paths.length - LISTED_FILES} more files`);
    // An incomplete matrix would otherwise pass as if every shard had run.
    for (const problem of shardProblems(runs))
        runner.warning(`results-files: ${problem}`);
    if (settings.dryRun) {
        runner.info('Dry run: no check run, comment or file is written.');
        return flow/* SUCCESS */.q;
    }
    return (0,publish_results/* publishResults */.ku)(run, settings, runner, { runs, sources, workspace });
}


/***/ })

};
