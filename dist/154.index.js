export const id = 154;
export const ids = [154];
export const modules = {

/***/ 9427:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ realRoots),
/* harmony export */   UO: () => (/* binding */ isWithin),
/* harmony export */   Yt: () => (/* binding */ LinkBroken),
/* harmony export */   hn: () => (/* binding */ realPathToRead),
/* harmony export */   sT: () => (/* binding */ followLink),
/* harmony export */   yY: () => (/* binding */ LinkLeadsOut)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * The one notion of a symbolic link that leads out. A checkout holds whatever the pull request
 * committed, links included, so a link inside one of the roots (the workspace; for a written file
 * also RUNNER_TEMP) that resolves outside all of them is the pull request's way out, and refused.
 * A link elsewhere is the machine's own (`/tmp` on macOS), and followed. The reader
 * (read.ts) and the writer (safe-write.ts) walk a path name by name with lstat and ask this module
 * about every link they meet; each words the refusal its own way, never with the link's target,
 * which is text the pull request chose.
 */


/** Real paths, as a walk compares real paths; a root that does not exist stays as given. */
async function realRoots(named) {
    return Promise.all(named.map(async ({ name, path }) => ({ name, path: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)) })));
}
function isWithin(path, folder) {
    return path === folder || path.startsWith(folder.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? folder : folder + node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
}
/**
 * A link inside `root` that resolves outside every root; `link` as the caller names it. Not an
 * ActionError: read.ts words it as the input's error, safe-write.ts as an UnsafePath.
 */
class LinkLeadsOut extends Error {
    link;
    root;
    name = 'LinkLeadsOut';
    constructor(link, root) {
        super(`the symbolic link ${link} leads out of ${root.name}`);
        this.link = link;
        this.root = root;
    }
}
/**
 * A link whose target does not exist (ENOENT) or is a loop of links (ELOOP). Not an ActionError:
 * read.ts words it as a FileError, safe-write.ts as an UnsafePath.
 */
class LinkBroken extends Error {
    link;
    code;
    name = 'LinkBroken';
    constructor(link, code) {
        super(`the symbolic link ${link} leads nowhere (${code})`);
        this.link = link;
        this.code = code;
    }
}
/**
 * Where a link leads, as a real path. `link` must be a real folder and a name (the walks keep it
 * so): a link is inside a root by where it is, not by the names it was reached through. Errors
 * name it as `shown`.
 */
async function followLink(link, roots, shown = link) {
    const to = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(link).catch((err) => {
        throw new LinkBroken(shown, err.code ?? String(err));
    });
    const holder = roots.find((root) => isWithin(link, root.path));
    if (holder !== undefined && !roots.some((root) => isWithin(to, root.path)))
        throw new LinkLeadsOut(shown, holder);
    return to;
}
/**
 * The real path of a file to read, every link on the way (a folder of the path or the file's own
 * name) followed and checked. `.` and `..` are taken as the kernel takes them, after the links
 * before them. The walk stops at a name that cannot be looked at (missing, under a file,
 * forbidden): opening the path then fails for the same reason. Errors name a link by the part of
 * `path` that reached it, as the user wrote it.
 */
async function realPathToRead(path, roots, cwd = process.cwd()) {
    const names = path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '\\' ? /[\\/]/ : '/');
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path);
    let real = absolute ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.parse)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)).root : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd));
    const written = [];
    for (const [i, name] of names.entries()) {
        if (name === '' || name === '.')
            continue;
        written.push(name);
        if (name === '..') {
            real = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(real);
            continue;
        }
        const next = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(next).catch(() => undefined);
        // Not joined, which would undo a `..` after the name the kernel will stop at too.
        if (info === undefined)
            return [next, ...names.slice(i + 1)].join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        const shown = (absolute ? node_path__WEBPACK_IMPORTED_MODULE_1__.sep : '') + written.join(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
        real = info.isSymbolicLink() ? await followLink(next, roots, shown) : next;
    }
    return real;
}


/***/ }),

/***/ 5519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadOverridesFile: () => (/* binding */ loadOverridesFile),
/* harmony export */   parameters: () => (/* binding */ parameters),
/* harmony export */   parseOverrides: () => (/* binding */ parseOverrides),
/* harmony export */   writtenValues: () => (/* binding */ writtenValues)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2716);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4687);
/**
 * The deploy overrides file (`overrides-file`, docs/deploy-mode.md). Values are strings exactly as
 * written: YAML reads `1.50` as 1.5 and `0012` as 12, which would deploy a value the user never
 * wrote (exactText in yaml.ts).
 */


async function loadOverridesFile(path) {
    return parseOverrides(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.loadYamlFile)(path, 'overrides-file'));
}
/**
 * Also a run's parameter (parameters.ts). `key:` could mean "" or "keep the default", and `.inf`
 * text or a non-finite number: guessing could deploy what the user did not mean, so they must say.
 */
const parameterValue = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()], {
    error: (iss) => iss.input === null || iss.input === undefined
        ? '{path} has no value; write "" for an empty string, or remove the line to keep the default'
        : typeof iss.input === 'number'
            ? '{path} is a number YAML cannot hold (.inf, .nan, or too large, such as 1e400); write it in quotes to send it as text'
            : `{path} must be a single value, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`,
})
    .refine((value) => typeof value !== 'string' || !(0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.controlIn)(value, true), {
    error: (iss) => `{path} holds the control character ${(0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.controlIn)(iss.input, true)}`,
});
/** A section or pipeline with nothing under it (all commented out) sets nothing. */
const parameters = zod__WEBPACK_IMPORTED_MODULE_1__/* .map */ .TjK(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), parameterValue, {
    error: '{path} must be a map of parameter names to values',
});
const overrides = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    pipelineConfigurations: zod__WEBPACK_IMPORTED_MODULE_1__/* .map */ .TjK(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), parameters.nullable(), {
        error: 'pipelineConfigurations must be a map of pipeline names to their parameters',
    })
        .nullable()
        .optional(),
    projectConfiguration: parameters.nullable().optional(),
}, (_, key) => key === undefined
    ? 'must be a map with the keys pipelineConfigurations and projectConfiguration, got {got}'
    : `${key.said}; the keys are pipelineConfigurations and projectConfiguration`);
/** Each name of a map of `parameters`, with its value as written and its line. */
function writtenValues(file, params, path) {
    return [...(params?.keys() ?? [])].map((name) => {
        const at = file.at([...path, name]);
        // Checked by the schema: a scalar that is not null.
        return { name, value: (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.isScalar)(at.node) ? (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.exactText)(file, at.node) : '', line: at.line };
    });
}
/** Pipelines with at least one parameter; each parameter once; entries too in file order. */
function parseOverrides(file) {
    // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
    const { data } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.readWith)(file, overrides.nullable());
    const entries = [];
    const read = (params, pipeline, path) => writtenValues(file, params, path).map((entry) => {
        entries.push({ pipeline, ...entry });
        return [entry.name, entry.value];
    });
    // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
    const pipelines = [];
    let project = {};
    // The sections in file order, so a dry run lists overrides as the file does.
    for (const [section, content] of data ?? []) {
        if (section === 'projectConfiguration')
            project = Object.fromEntries(read(content, undefined, [section]));
        else
            for (const [pipeline, params] of content ?? []) {
                const values = read(params, pipeline, [section, pipeline]);
                if (values.length > 0)
                    pipelines.push([pipeline, Object.fromEntries(values)]);
            }
    }
    return {
        path: file.path,
        pipelineConfigurations: Object.fromEntries(pipelines),
        projectConfiguration: project,
        entries,
    };
}


/***/ }),

/***/ 3180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   Oe: () => (/* binding */ FileUnreadable),
/* harmony export */   jl: () => (/* binding */ MAX_YAML_BYTES),
/* harmony export */   ue: () => (/* binding */ MAX_RESULTS_BYTES)
/* harmony export */ });
/* unused harmony export LeavesWorkspace */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2711);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4518);
/* harmony import */ var _common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1017);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9427);
/**
 * The one way the action reads a file a user names: nothing in it is trusted to be where it seems
 * (a link the pull request committed may lead out of the workspace: links.ts), small, a file
 * (regular-file.ts), or text. Anything but UTF-8 is refused, never decoded with replacement
 * characters, which would send names and values the user never wrote. No message quotes the
 * content: a file such as /proc/self/environ is never echoed.
 */





/** Far more than any test plan, overrides or fabric file. */
const MAX_YAML_BYTES = 10 * 1024 * 1024;
/** Under the longest string V8 can make, which JSON.parse needs. */
const MAX_RESULTS_BYTES = 500 * 1024 * 1024;
/** `why`: the file was refused before its content was looked at; undefined when the content was. */
class FileUnreadable extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6 {
    name = 'FileUnreadable';
    why;
    constructor(file, line, reason, why) {
        super(file, line, reason);
        this.why = why;
    }
}
/**
 * A file inside the workspace that a symbolic link (its own name, or a folder of its path) takes
 * out of it: not read at all. Not a FileError: the input names the wrong thing, whatever the file
 * holds, and a reader that forgives a bad file (sources.ts, baseline-results) must not forgive this.
 */
class LeavesWorkspace extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo {
    name = 'LeavesWorkspace';
    constructor(input, shown, link) {
        super(`${input ? `Input ${input}: ` : ''}${shown} leaves the workspace through the symbolic link ${link}, which the action does not follow: name a file inside the workspace`);
    }
}
/**
 * Without the BOM (the decoder drops it); UTF-16 and UTF-32 are named, as text they would be full
 * of NULs. What is opened is the real path the link check found, with O_NOFOLLOW, so the check
 * and the read agree.
 */
async function readTextFile(path, limit, options = {}) {
    const shown = options.shown ?? path;
    const roots = await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realRoots */ .CB)([{ name: 'the workspace', path: options.workspace ?? (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceDir */ .zf)() }]);
    let bytes;
    try {
        bytes = await (0,_common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathToRead */ .hn)(path, roots, options.base), limit, true);
    }
    catch (err) {
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkLeadsOut */ .yY)
            throw new LeavesWorkspace(options.input, shown, err.link);
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkBroken */ .Yt)
            throw new FileUnreadable(shown, undefined, `file not found (the symbolic link ${err.link} leads ${err.code === 'ELOOP' ? 'round in a loop' : 'to nothing'})`, 'missing');
        if (!(err instanceof _common_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .FileRefused */ .rV))
            throw err;
        // Too large is a refusal of the content, not of the file: no `why` (sources.ts reads it).
        throw new FileUnreadable(shown, undefined, err.reason, err.why === 'too-large' ? undefined : err.why);
    }
    const wide = wideEncoding(bytes);
    if (wide)
        throw new FileUnreadable(shown, undefined, `is encoded as ${wide}: save it as UTF-8`);
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new FileUnreadable(shown, firstBadLine(bytes), 'is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8');
    }
}
/** UTF-16 without a byte-order mark: in mostly ASCII text every other byte is NUL. */
function wideEncoding(bytes) {
    // The byte-order marks, little- and big-endian.
    const head = bytes.subarray(0, 4).toString('hex');
    if (head === 'fffe0000' || head === '0000feff')
        return 'UTF-32';
    if (/^(fffe|feff)/.test(head))
        return 'UTF-16';
    const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
    if (pairs < 4)
        return undefined;
    let evenNuls = 0;
    let oddNuls = 0;
    for (let i = 0; i < pairs; i++) {
        if (bytes[2 * i] === 0)
            evenNuls++;
        if (bytes[2 * i + 1] === 0)
            oddNuls++;
    }
    const mostly = (n) => n >= pairs * 0.4;
    const seldom = (n) => n <= pairs * 0.1;
    return (mostly(evenNuls) && seldom(oddNuls)) || (mostly(oddNuls) && seldom(evenNuls))
        ? 'UTF-16'
        : undefined;
}
/** Line by line, as a line feed is never inside a character. */
function firstBadLine(bytes) {
    let line = 1;
    for (let start = 0; start < bytes.length; line++) {
        const end = bytes.indexOf(0x0a, start);
        const stop = end < 0 ? bytes.length : end;
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(start, stop)))
            return line;
        start = stop + 1;
    }
    return line;
}


/***/ })

};
