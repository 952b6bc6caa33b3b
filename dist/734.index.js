export const id = 734;
export const ids = [734,738];
export const modules = {

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
/* unused harmony export duration */
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
    return `; the service asked to wait ${duration(waitMs)} before another attempt (Retry-After), longer than this step waits (${duration(longestMs)})`;
}
/** 45 s, 6 min 40 s, 2 h 5 min: a wait in the units a person reads. */
function duration(ms) {
    const total = Math.round(ms / 1000);
    if (total < 60)
        return `${Math.max(0, total)} s`;
    const h = Math.floor(total / 3600);
    const min = Math.floor((total % 3600) / 60);
    const sec = total % 60;
    if (h > 0)
        return min ? `${h} h ${min} min` : `${h} h`;
    return sec ? `${min} min ${sec} s` : `${min} min`;
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

/***/ 3628:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   EC: () => (/* binding */ preformatted),
/* harmony export */   Ok: () => (/* binding */ tableDivider),
/* harmony export */   QY: () => (/* binding */ truncateBytes),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   mG: () => (/* binding */ inline),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   oW: () => (/* binding */ tableLines)
/* harmony export */ });
/**
 * Escaping for GitHub-flavoured markdown that shows text we do not control (test names, causes,
 * the runner's output, error lines). The aim is that no such string can end a table row, open a
 * link or image, start emphasis or code, inject HTML, close one of our <details>, or notify
 * someone with an @mention: it must read as the plain text it is.
 *
 * Characters are written as numeric HTML entities rather than backslash escapes because an
 * entity means the same thing everywhere we put text (table cells, paragraphs, HTML blocks such
 * as <summary>), while a backslash escape is not honoured inside HTML blocks, and GitHub splits
 * table cells on `|` before it reads backslashes in code spans.
 */
/** Characters markdown or HTML give a meaning to, as entities. */
const INLINE_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    '|': '&#124;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '\\': '&#92;',
    '~': '&#126;',
    $: '&#36;',
    // A zero-width space after @ keeps `@user` / `@org/team` readable but stops the mention.
    '@': '@&#8203;',
};
/** What each ASCII character becomes in inline text: undefined keeps it, '' drops it. */
const INLINE_ASCII = Array.from({ length: 128 }, (_, code) => {
    const c = String.fromCharCode(code);
    if (c === '\t')
        return ' ';
    // C0 controls (but line breaks, handled apart) and DEL: markdown has no use for them.
    if ((code < 0x20 && c !== '\n' && c !== '\r') || code === 0x7f)
        return '';
    return INLINE_ENTITIES[c];
});
const UNDERSCORE = 0x5f;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/**
 * Text safe inside a table cell, a paragraph, a list item or an HTML block such as <summary>.
 * The result never holds a raw newline, so it cannot end a table row or a <details> block.
 *
 * One pass over the characters, copying runs that need nothing: this runs for every cell of
 * tables that can hold 100,000 rows, where a chain of regular expressions costs seconds.
 */
function inline(value, options = {}) {
    const br = options.breaks === 'br' ? '<br>' : ' ';
    const parts = [];
    let copied = 0;
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        let replacement;
        if (code < 0x80) {
            if (code === LINE_FEED)
                replacement = br;
            else if (code === CARRIAGE_RETURN)
                replacement = value.charCodeAt(i + 1) === LINE_FEED ? '' : br;
            else if (code === UNDERSCORE) {
                // An underscore between letters or digits (snake_case) cannot start or end emphasis
                // in GitHub's markdown: it stays, so names stay readable in the raw text.
                if (isWordCharAt(value, i - 1) && isWordCharAt(value, i + 1))
                    continue;
                replacement = INLINE_ASCII[code];
            }
            else
                replacement = INLINE_ASCII[code];
            if (replacement === undefined)
                continue;
        }
        else if (code >= 0xd800 && code <= 0xdfff) {
            if (code <= 0xdbff && isLowSurrogate(value.charCodeAt(i + 1))) {
                i++; // a whole pair: one character
                continue;
            }
            replacement = '\uFFFD'; // half a character: not text, and not valid UTF-8 either
        }
        else
            continue;
        if (i > copied)
            parts.push(value.slice(copied, i));
        parts.push(replacement);
        copied = i + 1;
    }
    const escaped = copied === 0 ? value : (parts.push(value.slice(copied)), parts.join(''));
    if (!options.atLineStart)
        return escaped;
    return escaped
        .replace(/^[#+=-]/, (m) => `&#${m.charCodeAt(0)};`)
        .replace(/^(\d+)([.)])/, (_m, digits, mark) => `${digits}&#${mark.charCodeAt(0)};`);
}
function isWordCharAt(value, i) {
    const code = value.charCodeAt(i); // NaN outside the string
    if (code < 0x80)
        return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    return code === code && WORD_CHAR.test(String.fromCodePoint(value.codePointAt(i)));
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** C0 controls (except tab and line breaks), DEL. */
const CONTROLS = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text safe inside <pre>…</pre>: only what HTML itself reads needs escaping there. */
function preformatted(value) {
    return value
        .replace(CONTROLS, '')
        .replace(LONE_SURROGATE, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/** UTF-8 size, the unit GitHub's limits are counted in. */
function byteLength(value) {
    return Buffer.byteLength(value, 'utf8');
}
const encoder = new TextEncoder();
/**
 * The longest prefix of `value` that fits in `maxBytes` of UTF-8, never cutting a character in
 * two (encodeInto writes whole code points only and reports how much of the string it read).
 */
function truncateBytes(value, maxBytes) {
    if (maxBytes <= 0)
        return '';
    // Every UTF-16 unit encodes to at most 3 bytes: short strings need no work.
    if (value.length * 3 <= maxBytes)
        return value;
    const { read } = encoder.encodeInto(value, new Uint8Array(maxBytes));
    return value.slice(0, read);
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/**
 * At most `maxChars` UTF-16 units of `value`, cut on a character boundary, with a note of how
 * much was left out. Used for causes, which can be whole stack traces.
 */
function clip(value, maxChars) {
    if (value.length <= maxChars)
        return value;
    let end = maxChars;
    if (end > 0 && isHighSurrogate(value.charCodeAt(end - 1)))
        end -= 1;
    return `${value.slice(0, end)}… (${formatCount(value.length - end)} more characters)`;
}
/** `1234567` → `1,234,567`: counts in prose and tables. */
function formatCount(n) {
    return n.toLocaleString('en-US');
}
/** Seconds with a unit, precise enough to compare tests: `0.012 s`, `1.23 s`, `75.4 s`. */
function formatSeconds(seconds) {
    if (!Number.isFinite(seconds))
        return '?';
    const digits = seconds < 1 ? 3 : seconds < 10 ? 2 : 1;
    return `${seconds.toFixed(digits)} s`;
}
/** A markdown table from cells that are already escaped. */
function tableLines(header, align, rows) {
    return [tableRow(header), tableDivider(align), ...rows.map(tableRow)];
}
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
function tableDivider(align) {
    return `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`;
}
/**
 * A link to a URL GitHub gave us (the check run). Only http(s) URLs are linked; characters that
 * would end the link target are percent-encoded.
 */
function link(label, url) {
    if (!/^https?:\/\//i.test(url))
        return inline(label);
    const safe = url.replace(/[\s()<>"'`|[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${inline(label)}](${safe})`;
}


/***/ }),

/***/ 5734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDeployFlow: () => (/* binding */ runDeployFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/deploy.js
/**
 * Deploy mode's decisions, as pure functions: which tag (and so project and version) to deploy,
 * the exact request body, and what each overridden parameter will be once the service applies
 * its precedence. No GitHub or network I/O here, so every rule is tested without a runner.
 */

const DEPLOY_PATH = '/api/deploy/project';
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

// EXTERNAL MODULE: ./.tmp-bundle/lib/report/markdown.js
var markdown = __webpack_require__(3628);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/report/deploy-summary.js

function renderDeploySummary({ request, result, effective, overridesFile, }) {
    const d = result.details;
    const rows = [
        ['Deployment', code(result.deploymentId)],
        ['Project', `${(0,markdown/* inline */.mG)(request.projectName)} (id ${code(d.projectId)})`],
        ['Fabric', `${(0,markdown/* inline */.mG)(request.fabricName)} (id ${code(d.fabricId)})`],
        ['Version', code(d.version)],
        ['Tag', code(request.gitTag)],
        ['Pipelines deployed', d.pipelinesDeployed.length ? d.pipelinesDeployed.map(code).join(', ') : 'none'],
        ['Configurations applied', String(d.configurationsApplied)],
        ['Message', (0,markdown/* inline */.mG)(result.message)],
    ];
    return [
        `## Deployed ${(0,markdown/* inline */.mG)(request.gitTag)} to ${(0,markdown/* inline */.mG)(request.fabricName)}`,
        '',
        ...(0,markdown/* tableLines */.oW)(['', ''], ['l', 'l'], rows),
        '',
        ...overridesSection('Overrides sent', effective, overridesFile),
    ].join('\n');
}
function renderDryRunSummary({ request, url, effective, overridesFile }) {
    return [
        `## Dry run: deploy ${(0,markdown/* inline */.mG)(request.gitTag)} to ${(0,markdown/* inline */.mG)(request.fabricName)}`,
        '',
        'Nothing was sent. The request would be:',
        '',
        fenced(`POST ${url}\n${JSON.stringify(request, null, 2)}`, 'http'),
        '',
        ...overridesSection('Overrides that would be sent', effective, overridesFile),
    ].join('\n');
}
function renderDeployFailureSummary({ request, message, maybeProcessed, }) {
    const lines = [
        `## Deploy of ${(0,markdown/* inline */.mG)(request.gitTag)} to ${(0,markdown/* inline */.mG)(request.fabricName)} failed`,
        '',
        (0,markdown/* inline */.mG)(message, { atLineStart: true }),
        '',
    ];
    if (maybeProcessed) {
        lines.push(`> [!WARNING]`, `> The request reached the service, so the deployment may have been scheduled. Check the deployments of ${(0,markdown/* inline */.mG)(request.projectName)} on ${(0,markdown/* inline */.mG)(request.fabricName)} before re-running this job.`, '');
    }
    return lines.join('\n');
}
function overridesSection(title, effective, overridesFile) {
    if (effective.length === 0) {
        const none = overridesFile ? `${(0,markdown/* inline */.mG)(overridesFile)} lists no overrides` : 'No overrides file';
        return [`${none}: every parameter keeps its default.`, ''];
    }
    const rows = effective.map((v) => [
        v.pipeline === undefined ? 'all pipelines (projectConfiguration)' : code(v.pipeline),
        code(v.name),
        code(v.value),
        v.overriddenIn.length
            ? `except ${v.overriddenIn.map((o) => `${code(o.pipeline)} (its own override wins)`).join(', ')}`
            : '',
    ]);
    return [
        `### ${title}`,
        '',
        `From ${code(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
        '',
        ...(0,markdown/* tableLines */.oW)(['Applies to', 'Parameter', 'Value', 'Note'], ['l', 'l', 'l', 'l'], rows),
        '',
    ];
}
/** A value shown as code: <code> rather than a backtick span, because entities work inside it. */
function code(value) {
    return value === '' ? '<code>""</code>' : `<code>${(0,markdown/* inline */.mG)(value)}</code>`;
}
/** A fenced block longer than any backtick run inside, so no value can close it early. */
function fenced(body, lang) {
    const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${body}\n${fence}`;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/describe-error.js
var describe_error = __webpack_require__(626);
// EXTERNAL MODULE: ./.tmp-bundle/lib/api/errors.js
var api_errors = __webpack_require__(738);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/run/deploy.js
/**
 * Deploy mode, end to end: resolve the tag, read the overrides file, then either print the exact
 * request (dry run) or send it once and report the result as outputs, a notice and a summary.
 * Every check happens before the client is even loaded, so a bad input never reaches the service.
 */





async function runDeployFlow(settings) {
    if (settings.mode !== 'deploy')
        throw new Error(`runDeployFlow called in ${settings.mode} mode`);
    const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
    const overrides = settings.overridesFile === undefined ? undefined : await readOverrides(settings.overridesFile);
    const request = buildDeployRequest(target, settings.fabricName, overrides);
    const effective = effectiveValues(overrides);
    const url = `${settings.baseUrl}${DEPLOY_PATH}`;
    if (settings.dryRun) {
        printDryRun(request, url, effective);
        (0,runner/* appendSummary */.fe)(renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile }));
        (0,runner/* setOutput */.uH)('conclusion', 'success');
        return;
    }
    (0,runner/* info */.pq)(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
    for (const line of describeEffectiveValues(effective))
        (0,runner/* info */.pq)(line);
    const result = await sendOnce(settings, request);
    (0,runner/* setOutput */.uH)('deployment-id', result.deploymentId);
    (0,runner/* setOutput */.uH)('project-id', result.details.projectId);
    (0,runner/* setOutput */.uH)('version', result.details.version);
    (0,runner/* setOutput */.uH)('configurations-applied', result.details.configurationsApplied);
    (0,runner/* setOutput */.uH)('pipelines-deployed', JSON.stringify(result.details.pipelinesDeployed));
    (0,runner/* setOutput */.uH)('fabric-id', result.details.fabricId);
    (0,runner/* setOutput */.uH)('conclusion', 'success');
    (0,runner/* notice */.lm)(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
        title: 'Deployment scheduled',
    });
    (0,runner/* appendSummary */.fe)(renderDeploySummary({ request, result, effective, overridesFile: settings.overridesFile }));
}
/** The YAML parser loads only when there is a file to read: a deploy without one starts faster. */
async function readOverrides(path) {
    const { loadOverridesFile } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(519)]).then(__webpack_require__.bind(__webpack_require__, 5519));
    return loadOverridesFile(path);
}
/** The API client carries the exactly-once retry policy; this only reports what it decided. */
async function sendOnce(settings, request) {
    const { createClient, clientOptionsFromSettings } = await Promise.all(/* import() */[__webpack_require__.e(829), __webpack_require__.e(321), __webpack_require__.e(524)]).then(__webpack_require__.bind(__webpack_require__, 7321));
    const client = createClient(clientOptionsFromSettings(settings, {
        // Only answers that prove the deployment was not scheduled are retried (see client.ts).
        onRetry: ({ attempt, delayMs, reason }) => (0,runner/* info */.pq)(`The deploy request was not accepted (${reason}); sending it again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${settings.retries + 1})`),
    }));
    try {
        return await client.deployProject(request);
    }
    catch (err) {
        const maybeProcessed = err instanceof api_errors/* ApiError */.hD && err.maybeProcessed;
        const { line } = (0,describe_error/* describeError */.U)(err);
        (0,runner/* appendSummary */.fe)(renderDeployFailureSummary({ request, message: line, maybeProcessed }));
        (0,runner/* setOutput */.uH)('conclusion', 'failure');
        throw err;
    }
    finally {
        await client.close();
    }
}
function printDryRun(request, url, effective) {
    (0,runner/* startGroup */.Oh)(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
    (0,runner/* info */.pq)('The request that would be sent:');
    (0,runner/* info */.pq)(`POST ${url}`);
    (0,runner/* info */.pq)('Content-Type: application/json');
    (0,runner/* info */.pq)('X-AUTH-TOKEN: ***');
    (0,runner/* info */.pq)('');
    (0,runner/* info */.pq)(JSON.stringify(request, null, 2));
    (0,runner/* endGroup */.N4)();
    for (const line of describeEffectiveValues(effective))
        (0,runner/* info */.pq)(line);
    (0,runner/* info */.pq)(`Dry run: the deploy request was not sent.`);
}


/***/ })

};
