export const id = 674;
export const ids = [674];
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
 * Keeping what the action writes to GitHub under its limits by design: lists and tables keep as
 * many items as fit and say how many they left out, blocks of text are cut on a line and say so,
 * and a document of sections shares its bytes out by importance. (The runner trims whatever
 * passes 1 MiB too, but only as a last guard: a cut in the middle of a table or a <pre> block
 * reads badly.) Sizes are UTF-8 bytes, the unit GitHub counts in.
 */

const EMPTY_BLOCK = { lines: [], bytes: 0, cut: false };
function block(lines, cut = false) {
    let bytes = 0;
    for (const line of lines)
        bytes += (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1;
    return { lines, bytes, cut };
}
/** The blocks as one text, each line ending with a newline. */
function joinBlocks(blocks) {
    const lines = [];
    for (const b of blocks)
        for (const line of b.lines)
            lines.push(line);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
/**
 * Lines [0, n) made by `line(i)`: all of them when they fit in `budget` bytes, else as many as
 * fit beside `note(n - shown)`, which then follows them. Lines are made only until the budget
 * is spent, so a list of a million items costs what is shown.
 */
function fitLines(n, line, budget, note) {
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
/**
 * A markdown table from escaped cells, cut to `budget` bytes: all rows when they fit, else as
 * many as fit beside a last line that says how many `things` were left out and where they are.
 */
function fitTable(header, align, rows, budget, things, elsewhere) {
    const head = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(header), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableDivider */ .Ok)(align)];
    const body = fitLines(rows.length, (i) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(rows[i]), budget - block(head).bytes, (left) => ['', `_${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(left)} more ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(left, things)} not shown: ${elsewhere}._`]);
    return [...head, ...body.lines];
}
/**
 * Sections in display order within `limit` bytes. First each is rendered whole with what the
 * ones before it left; when all fit, that is the document. Otherwise they are rendered again in
 * order of priority, each with what the more important ones left, less `reserve` bytes for each
 * one still to come (so each can at least say what it left out), and at most its cap. A whole
 * rendering that fits its share is kept rather than made again. Then `cutNote` closes the
 * document, saying that parts were left out.
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
/** Text cut on a line boundary to at most `budget` bytes, ending with a note when cut. */
function fitBlock(text, budget, elsewhere) {
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) <= budget)
        return text;
    const all = text.split('\n');
    const kept = [];
    let used = 0;
    const room = budget - 200;
    for (const line of all) {
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1;
        if (used + size > room)
            break;
        kept.push(line);
        used += size;
    }
    return `${kept.join('\n')}\n… (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(all.length - kept.length)} more lines: ${elsewhere})`;
}
/**
 * A JSON array of `items` in at most `maxBytes` (an output GitHub must accept): as many items as
 * fit, in order, and how many that is. The array stays valid JSON however much is left out.
 */
function fitJsonList(items, maxBytes) {
    let used = 2;
    const parts = [];
    for (const item of items) {
        const part = JSON.stringify(item);
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(part) + (parts.length ? 1 : 0);
        if (used + size > maxBytes)
            break;
        parts.push(part);
        used += size;
    }
    return { json: `[${parts.join(',')}]`, kept: parts.length };
}
/**
 * Every item but those `bounded` picks past the first `max` of them, which are left out and
 * counted where the first of them stood: a list the service makes as long as it likes stays short.
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

/***/ 1002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);

async function openClient(settings, runner, extra = {}) {
    const { createClient } = await __webpack_require__.e(/* import() */ 132).then(__webpack_require__.bind(__webpack_require__, 6132));
    return createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeout * 1000,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(delayMs / 1000)} (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
}


/***/ }),

/***/ 674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployFlow: () => (/* binding */ deployFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var github_runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/errors.js
var service_errors = __webpack_require__(8451);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/deploy.js
/**
 * Deploy mode's work: which tag (and so project and version) to deploy, the exact request body,
 * what each overridden parameter will be once the service applies its precedence, and the one
 * deploy call. No GitHub I/O here: flows/deploy.ts reports what these return.
 */


/**
 * Sends the deploy once: the client's policy re-sends it only when the service provably did not
 * take it (docs/behaviour.md), and a failure says whether it may have been scheduled anyway.
 */
async function deploy(client, request) {
    try {
        return { scheduled: true, result: await client.deployProject(request) };
    }
    catch (err) {
        if (!(err instanceof service_errors/* ApiError */.hD))
            throw err;
        return { scheduled: false, message: err.message, maybeApplied: err.maybeApplied };
    }
}
/**
 * The tag, in the order of the contract: `git-tag`, else `{project-name}/{version}`, else the tag
 * the workflow runs for. The project is the part before the last `/`; an explicit `project-name`
 * or `version` that disagrees with the tag is an error, since deploying either reading would be
 * a guess about which one the user meant.
 */
function resolveDeployTarget(inputs, githubRef) {
    if (inputs.gitTag !== undefined) {
        // `${{ github.ref }}` is a common thing to pass; the tag is what follows refs/tags/.
        const tag = inputs.gitTag.startsWith('refs/tags/')
            ? inputs.gitTag.slice('refs/tags/'.length)
            : inputs.gitTag;
        const target = splitTag(tag, 'git-tag', `Input git-tag`);
        checkProjectName(inputs.projectName, target, `git-tag "${target.gitTag}"`);
        if (inputs.version !== undefined && inputs.version !== target.version) {
            throw new errors/* UserError */.yo(`Input version "${inputs.version}" does not match git-tag "${target.gitTag}" (version "${target.version}"); set only one of them`);
        }
        return target;
    }
    if (inputs.version !== undefined) {
        if (inputs.projectName === undefined) {
            throw new errors/* UserError */.yo(`Input version needs project-name to compose the tag {project-name}/{version}; or set git-tag instead (e.g. retail/${inputs.version})`);
        }
        if (inputs.version.includes('/')) {
            throw new errors/* UserError */.yo(`Input version must not contain "/" (the tag is {project-name}/{version}); got "${inputs.version}"`);
        }
        return splitTag(`${inputs.projectName}/${inputs.version}`, 'version', 'The tag composed from project-name and version');
    }
    const refTag = githubRef?.startsWith('refs/tags/') ? githubRef.slice('refs/tags/'.length) : undefined;
    if (refTag !== undefined) {
        const target = splitTag(refTag, 'ref', `The tag this workflow runs for ("${githubRef}")`);
        checkProjectName(inputs.projectName, target, `the tag "${target.gitTag}" this workflow runs for`);
        return target;
    }
    const runsFor = githubRef ? `; this run is for ${githubRef}` : '';
    throw new errors/* UserError */.yo(`No tag to deploy: set the git-tag input (e.g. retail/1.2.0), or project-name and version, or run the workflow on a tag push (on: push: tags: ['**'])${runsFor}`);
}
function splitTag(tag, source, what) {
    const cut = tag.lastIndexOf('/');
    const projectName = tag.slice(0, cut);
    const version = tag.slice(cut + 1);
    if (cut < 0 || projectName === '' || version === '') {
        throw new errors/* UserError */.yo(`${what} must be {project}/{version}, e.g. retail/1.2.0; got "${tag}"`);
    }
    // Git refuses such tags, so a tag with whitespace is a typo (often a pasted newline).
    if (/\s/.test(tag))
        throw new errors/* UserError */.yo(`${what} must not contain spaces; got "${tag}"`);
    return { gitTag: tag, projectName, version, source };
}
function checkProjectName(projectName, target, tagDescription) {
    if (projectName !== undefined && projectName !== target.projectName) {
        throw new errors/* UserError */.yo(`Input project-name "${projectName}" does not match ${tagDescription} (project "${target.projectName}")`);
    }
}
/** The body exactly as sent: empty override sections are left out rather than sent as `{}`. */
function buildDeployRequest(target, fabricName, overrides) {
    const request = { projectName: target.projectName, fabricName, gitTag: target.gitTag };
    if (overrides && Object.keys(overrides.pipelineConfigurations).length > 0) {
        request.pipelineConfigurations = overrides.pipelineConfigurations;
    }
    if (overrides && Object.keys(overrides.projectConfiguration).length > 0) {
        request.projectConfiguration = overrides.projectConfiguration;
    }
    return request;
}
/**
 * What each listed parameter will be, by the API's precedence (highest first): pipeline
 * parameter overrides, project configuration overrides, pipeline defaults, project defaults.
 * The action cannot see the defaults, so only the overridden parameters are described.
 */
function effectiveValues(overrides) {
    if (!overrides)
        return [];
    const from = (line) => line === undefined ? overrides.path : `${overrides.path}:${line}`;
    const pipelineEntries = overrides.entries.filter((e) => e.pipeline !== undefined);
    const pipelines = pipelineEntries.map((e) => ({
        pipeline: e.pipeline,
        name: e.name,
        value: e.value,
        from: from(e.line),
        overriddenIn: [],
    }));
    const project = overrides.entries
        .filter((e) => e.pipeline === undefined)
        .map((e) => ({
        pipeline: undefined,
        name: e.name,
        value: e.value,
        from: from(e.line),
        overriddenIn: pipelineEntries
            .filter((p) => p.name === e.name)
            .map((p) => ({ pipeline: p.pipeline, value: p.value })),
    }));
    return [...pipelines, ...project];
}
/** The dry-run lines for the overridden parameters, ending with what happens to the others. */
function describeEffectiveValues(values) {
    if (values.length === 0) {
        return ['No overrides: every pipeline parameter and project configuration value keeps its default.'];
    }
    const lines = [
        'Effective values of the overridden parameters (a pipeline override beats project configuration, which beats the defaults):',
    ];
    for (const v of values) {
        if (v.pipeline !== undefined) {
            lines.push(`  ${v.pipeline}.${v.name} = ${JSON.stringify(v.value)}  (pipeline override, ${v.from})`);
            continue;
        }
        const except = v.overriddenIn.map((o) => `${o.pipeline} keeps its pipeline override ${JSON.stringify(o.value)}`);
        const scope = except.length ? `every pipeline except: ${except.join('; ')}` : 'every pipeline';
        lines.push(`  ${v.name} = ${JSON.stringify(v.value)}  (project configuration for ${scope}, ${v.from})`);
    }
    lines.push('Parameters not listed keep their defaults; the service skips a pipeline parameter that the pipeline does not define.');
    return lines;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
// EXTERNAL MODULE: ./.tmp-bundle/lib/limits.js
var limits = __webpack_require__(4952);
// EXTERNAL MODULE: ./.tmp-bundle/lib/budget.js
var lib_budget = __webpack_require__(9210);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/summary.js



function renderDeploySummary({ request, result, effective, overridesFile, }) {
    const d = result.details;
    const rows = [
        ['Deployment', (0,lib_text/* code */.aY)(result.deploymentId)],
        ['Project', `${(0,lib_text/* inline */.mG)(request.projectName)} (id ${(0,lib_text/* code */.aY)(d.projectId)})`],
        ['Fabric', `${(0,lib_text/* inline */.mG)(request.fabricName)} (id ${(0,lib_text/* code */.aY)(d.fabricId)})`],
        ['Version', (0,lib_text/* code */.aY)(d.version)],
        ['Tag', (0,lib_text/* code */.aY)(request.gitTag)],
        ['Pipelines deployed', d.pipelinesDeployed.length ? d.pipelinesDeployed.map(lib_text/* code */.aY).join(', ') : 'none'],
        ['Configurations applied', String(d.configurationsApplied)],
        ['Message', (0,lib_text/* inline */.mG)(result.message, { links: true })],
    ];
    // A list rather than a two-column table: a table needs a header row, and these have none.
    const head = [
        `## Deployed ${(0,lib_text/* inline */.mG)(request.gitTag)} to ${(0,lib_text/* inline */.mG)(request.fabricName)}`,
        '',
        ...rows.map(([name, value]) => `- **${name}:** ${value}`),
        '',
    ];
    return withOverrides(head, 'Overrides sent', effective, overridesFile);
}
function renderDryRunSummary({ request, url, effective, overridesFile }) {
    const body = (0,lib_budget/* fitBlock */.Td)(`POST ${url}\n${JSON.stringify(request, null, 2)}`, limits/* SUMMARY_BUDGET_BYTES */.Xb / 2, 'the whole request is in the log');
    const head = [
        `## Dry run: deploy ${(0,lib_text/* inline */.mG)(request.gitTag)} to ${(0,lib_text/* inline */.mG)(request.fabricName)}`,
        '',
        'Nothing was sent. The request would be:',
        '',
        (0,lib_text/* fenced */.OF)(body, 'http'),
        '',
    ];
    return withOverrides(head, 'Overrides that would be sent', effective, overridesFile);
}
/** The head, then the overrides table in what is left of the budget. */
function withOverrides(head, title, effective, overridesFile) {
    const used = (0,lib_text/* byteLength */.dp)(head.join('\n'));
    return [...head, ...overridesSection(title, effective, overridesFile, limits/* SUMMARY_BUDGET_BYTES */.Xb - used)].join('\n');
}
function renderDeployFailureSummary({ request, message, maybeApplied }) {
    const lines = [
        `## Deploy of ${(0,lib_text/* inline */.mG)(request.gitTag)} to ${(0,lib_text/* inline */.mG)(request.fabricName)} failed`,
        '',
        (0,lib_text/* inline */.mG)(message, { atLineStart: true }),
        '',
    ];
    if (maybeApplied) {
        lines.push(`> [!WARNING]`, `> The request reached the service, so the deployment may have been scheduled. Check the deployments of ${(0,lib_text/* inline */.mG)(request.projectName)} on ${(0,lib_text/* inline */.mG)(request.fabricName)} before re-running this job.`, '');
    }
    return lines.join('\n');
}
function overridesSection(title, effective, overridesFile, budget) {
    if (effective.length === 0) {
        const none = overridesFile ? `${(0,lib_text/* inline */.mG)(overridesFile)} lists no overrides` : 'No overrides file';
        return [`${none}: every parameter keeps its default.`, ''];
    }
    const rows = effective.map((v) => [
        v.pipeline === undefined ? 'all pipelines (projectConfiguration)' : (0,lib_text/* code */.aY)(v.pipeline),
        (0,lib_text/* code */.aY)(v.name),
        (0,lib_text/* code */.aY)(v.value),
        v.overriddenIn.length
            ? `except ${v.overriddenIn.map((o) => `${(0,lib_text/* code */.aY)(o.pipeline)} (its own override wins)`).join(', ')}`
            : '',
    ]);
    // The Note column only when some row has a note: an empty column is noise on a narrow screen.
    const noted = rows.some((row) => row[3] !== '');
    const columns = noted ? ['Applies to', 'Parameter', 'Value', 'Note'] : ['Applies to', 'Parameter', 'Value'];
    const intro = [
        `### ${title}`,
        '',
        `From ${(0,lib_text/* code */.aY)(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
        '',
    ];
    const room = budget - (0,lib_text/* byteLength */.dp)(intro.join('\n')) - 2;
    return [
        ...intro,
        ...(0,lib_budget/* fitTable */.SM)(columns, columns.map(() => 'l'), noted ? rows : rows.map((row) => row.slice(0, 3)), room, 'override', `see ${overridesFile ?? 'the overrides file'}`),
        '',
    ];
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/client.js
var modes_client = __webpack_require__(1002);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/verdict.js
var verdict = __webpack_require__(2088);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy/run.js






async function deployFlow(settings, runner) {
    const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
    const overrides = settings.overridesFile === undefined ? undefined : await readOverrides(settings.overridesFile);
    const request = buildDeployRequest(target, settings.fabricName, overrides);
    const effective = effectiveValues(overrides);
    const url = `${settings.baseUrl}${endpoints/* ENDPOINTS */.H.deployProject.path()}`;
    if (settings.dryRun) {
        printDryRun(request, url, effective, runner);
        await runner.appendSummary(renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile }));
        return verdict/* SUCCESS */.q;
    }
    runner.info(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
    for (const line of describeEffectiveValues(effective))
        runner.info(line);
    const client = await (0,modes_client/* openClient */.M)(settings, runner);
    let outcome;
    try {
        outcome = await deploy(client, request);
    }
    finally {
        await client.close();
    }
    if (!outcome.scheduled) {
        await runner.appendSummary(renderDeployFailureSummary({
            request,
            message: outcome.message,
            maybeApplied: outcome.maybeApplied,
        }));
        return (0,verdict/* failure */.V)(outcome.message);
    }
    const { result } = outcome;
    runner.setOutput('deployment-id', result.deploymentId);
    runner.setOutput('project-id', result.details.projectId);
    runner.setOutput('version', result.details.version);
    runner.setOutput('configurations-applied', result.details.configurationsApplied);
    runner.setOutput('pipelines-deployed', JSON.stringify(result.details.pipelinesDeployed));
    runner.setOutput('fabric-id', result.details.fabricId);
    runner.notice(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
        title: 'Deployment scheduled',
    });
    await runner.appendSummary(renderDeploySummary({ request, result, effective, overridesFile: settings.overridesFile }));
    const problems = runner.takeProblems();
    if (problems.length > 0) {
        runner.warning(`Deployment ${result.deploymentId} of ${request.gitTag} to ${request.fabricName} was scheduled, but ${(0,github_runner/* problemsSummary */.Bj)(problems)}. Do not re-run this deploy: it would deploy again.`, { title: 'Deployment scheduled' });
    }
    return verdict/* SUCCESS */.q;
}
/** The YAML parser loads only when there is a file to read: a deploy without one starts faster. */
async function readOverrides(path) {
    const { loadOverridesFile } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(59), __webpack_require__.e(519)]).then(__webpack_require__.bind(__webpack_require__, 5519));
    return loadOverridesFile(path);
}
function printDryRun(request, url, effective, runner) {
    runner.startGroup(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
    runner.info('The request that would be sent:');
    runner.info(`POST ${url}`);
    runner.info('Content-Type: application/json');
    runner.info('X-AUTH-TOKEN: ***');
    runner.info('');
    runner.info(JSON.stringify(request, null, 2));
    runner.endGroup();
    for (const line of describeEffectiveValues(effective))
        runner.info(line);
    runner.info('Dry run: the deploy request was not sent.');
}


/***/ }),

/***/ 2088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ failure),
/* harmony export */   q: () => (/* binding */ SUCCESS)
/* harmony export */ });
const SUCCESS = { conclusion: 'success' };
function failure(line, where) {
    return { conclusion: 'failure', failure: where ? { line, where } : { line } };
}


/***/ }),

/***/ 280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ENDPOINTS)
/* harmony export */ });
/**
 * The endpoints of the Orchestration API (its reference, and the hosted service's documented
 * connection update and pipeline trigger): method and path, in one table. The client sends to
 * these, the dry runs and the fabric plan print them, and
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
    updateConnection: endpoint('PUT', `${FABRIC}/:fabricId/connection/name/:connectionName`),
    addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`),
    listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`),
    updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`),
    getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`),
    triggerPipeline: endpoint('POST', '/api/trigger/pipeline'),
    pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId'),
};


/***/ }),

/***/ 8451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ failureReason),
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   Wh: () => (/* binding */ endReason),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   o6: () => (/* binding */ statusHint),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* unused harmony export seconds */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8603);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6783);
/**
 * The one error type of the API client, and the wording of every failure line it produces.
 * Each line starts with the operation's name and is ready to be the step's failure message as is.
 */


class ApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'ApiError';
    operation;
    status;
    serviceMessage;
    detail;
    maybeApplied;
    attempts;
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        this.operation = fields.operation;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.detail = fields.detail;
        this.maybeApplied = fields.maybeApplied;
        this.attempts = fields.attempts;
    }
}
/**
 * "<cause>, so the deployment may have been scheduled: check fabric … before running again";
 * with the id an answer named: "… may have been scheduled (deploymentId 90001): …".
 */
function unknownOutcome(cause, once, seen) {
    const id = seen === undefined ? '' : ` (${seen.name} ${seen.value})`;
    return `${cause}, so ${once.effect}${id}: ${once.advice}`;
}
/** "; the service asked to wait 1 h before another attempt (Retry-After), longer than this step waits (5 min)" */
function waitRefusedNote(waitMs, longestMs) {
    return `; the service asked to wait ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} before another attempt (Retry-After), longer than this step waits (${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(longestMs)})`;
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
/** The cause of a failure without an answer, in the user's terms. */
function failureReason(failure, where, once) {
    const { kind, code } = failure;
    switch (kind) {
        case 'refused':
        case 'connect':
            return `could not connect to ${where.origin} (${code})`;
        case 'dns':
        case 'dns-temporary':
            return `could not resolve ${where.host} (${code})`;
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
            return `no response within ${seconds(where.timeoutMs)} (request-timeout)`;
        case 'not-sent':
            return `not sent: ${failure.message}`;
        case 'too-large':
        case 'undecodable':
            return failure.message;
        case 'other':
            return `the request failed: ${failure.message} (${code})`;
    }
}
/** How a retried attempt ended: "HTTP 502", or its failure. */
function endReason(end, where) {
    return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}
/** Formats a time-out as the user set it: 600 s, 0.3 s. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}


/***/ })

};
