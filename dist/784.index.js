export const id = 784;
export const ids = [784,519];
export const modules = {

/***/ 5519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadOverridesFile: () => (/* binding */ loadOverridesFile),
/* harmony export */   parameters: () => (/* binding */ parameters),
/* harmony export */   parseOverrides: () => (/* binding */ parseOverrides),
/* harmony export */   writtenValues: () => (/* binding */ writtenValues)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);
/**
 * The deploy overrides file (`overrides-file`, docs/deploy-mode.md). Values are strings exactly as
 * written: YAML reads `1.50` as 1.5 and `0012` as 12, which would deploy a value the user never
 * wrote (exactText in yaml.ts).
 */


async function loadOverridesFile(path) {
    return parseOverrides(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.loadYamlFile)(path));
}
/**
 * Also a run's parameter (parameters.ts). `key:` could mean "" or "keep the default", and `.inf`
 * text or a non-finite number: guessing could deploy what the user did not mean, so they must say.
 */
const parameterValue = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()], {
    error: (iss) => iss.input === null || iss.input === undefined
        ? '{path} has no value; write "" for an empty string, or remove the line to keep the default'
        : typeof iss.input === 'number'
            ? '{path} is {text}, which YAML reads as a number that is not finite; quote it ("{text}") to send it as text'
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
    ? 'must be a map with the keys pipelineConfigurations and projectConfiguration'
    : `unknown key "${key}"; the keys are pipelineConfigurations and projectConfiguration`);
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

/***/ 9784:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadParametersFile: () => (/* binding */ loadParametersFile),
/* harmony export */   parseParameters: () => (/* binding */ parseParameters)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _overrides_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5519);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3059);
/**
 * Pipeline mode's `parameters-file` (docs/pipeline-mode.md), values exactly as written, as in the
 * overrides file. A pipeline the step does not run is an error: its parameters would be dropped
 * without a word, and it is most likely a misspelt name.
 */



async function loadParametersFile(path, pipelines) {
    return parseParameters(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.loadYamlFile)(path), pipelines);
}
/** An empty file sets no parameter: a valid choice. */
const schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .map */ .TjK(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _overrides_js__WEBPACK_IMPORTED_MODULE_0__.parameters.nullable(), {
    error: 'the parameters file must be a map of pipeline names to their parameters',
})
    .nullable();
/** `byPipeline` in file order; a pipeline listed without parameters is left out. */
function parseParameters(file, pipelines) {
    const { value } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.readWith)(file, schema);
    const listed = [];
    for (const [pipeline, params] of value ?? []) {
        if (!pipelines.includes(pipeline))
            file.failAt([pipeline], `pipeline "${(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.short)(pipeline)}" is not in the pipelines input (${(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.short)(pipelines.join(', '))}): a parameter is sent only with a run of its pipeline`);
        const values = (0,_overrides_js__WEBPACK_IMPORTED_MODULE_0__.writtenValues)(file, params, [pipeline]).map(({ name, value }) => [name, value]);
        if (values.length > 0)
            listed.push([pipeline, Object.fromEntries(values)]);
    }
    // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
    return { path: file.path, byPipeline: Object.fromEntries(listed) };
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
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8603);
/* harmony import */ var _regular_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(813);
/**
 * The one way the action reads a file a user names: nothing in it is trusted to be small, a file
 * (regular-file.ts), or text. Anything but UTF-8 is refused, never decoded with replacement
 * characters, which would send names and values the user never wrote. No message quotes the
 * content: a file such as /proc/self/environ is never echoed.
 */



/** Far more than any test plan, overrides or fabric file. */
const MAX_YAML_BYTES = 10 * 1024 * 1024;
/** Under the longest string V8 can make, which JSON.parse needs. */
const MAX_RESULTS_BYTES = 500 * 1024 * 1024;
/** `why`: the file was refused before its content was looked at; undefined when the content was. */
class FileUnreadable extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6 {
    name = 'FileUnreadable';
    why;
    constructor(file, line, reason, why) {
        super(file, line, reason);
        this.why = why;
    }
}
/**
 * Errors name the file as `shown`, the path as the user gave it. Without the BOM (the decoder
 * drops it); UTF-16 and UTF-32 are named, as text they would be full of NULs.
 */
async function readTextFile(path, limit, shown = path) {
    let bytes;
    try {
        bytes = await (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(path, limit);
    }
    catch (err) {
        if (!(err instanceof _regular_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileRefused */ .rV))
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


/***/ }),

/***/ 3059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_ALIAS_VALUES: () => (/* binding */ MAX_ALIAS_VALUES),
/* harmony export */   controlIn: () => (/* binding */ controlIn),
/* harmony export */   exactText: () => (/* binding */ exactText),
/* harmony export */   fields: () => (/* binding */ fields),
/* harmony export */   isMap: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.jh),
/* harmony export */   isScalar: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.jn),
/* harmony export */   isScalarValue: () => (/* binding */ isScalarValue),
/* harmony export */   isSeq: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.oP),
/* harmony export */   loadYamlFile: () => (/* binding */ loadYamlFile),
/* harmony export */   nonBlank: () => (/* binding */ nonBlank),
/* harmony export */   parseYamlText: () => (/* binding */ parseYamlText),
/* harmony export */   readWith: () => (/* binding */ readWith),
/* harmony export */   short: () => (/* binding */ short)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8603);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6783);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3180);
/**
 * The YAML files users write, read exactly or refused, then checked with zod, every error on its
 * file and line. Anything the library would only warn about (an unknown tag, a value its tag
 * cannot read) is refused, as are raw controls, repeated keys and runaway aliases. Maps become
 * Map, so keys such as `__proto__` stay data.
 */






/** Aliases may repeat this many values in all: more is an attack on memory, not a plan. */
const MAX_ALIAS_VALUES = 100_000;
async function loadYamlFile(path) {
    return parseYamlText(path, await (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .Gu)(path, _read_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_YAML_BYTES */ .jl));
}
/** Not c-printable in YAML 1.2: C0 but tab and line breaks, DEL, C1 but NEL. */
const NOT_PRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** YAML 1.2's core schema. */
const STANDARD_TAGS = ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'];
function parseYamlText(path, text) {
    const raw = NOT_PRINTABLE.exec(text);
    if (raw) {
        const line = text.slice(0, raw.index).split('\n').length;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, line, `holds the control character ${codePoint(raw[0])}, which YAML does not allow in a file (write it as an escape in double quotes if it is meant)`);
    }
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // uniqueKeys: false because the library compares each key with every other one; plainData
    // refuses repeats in one pass. resolveKnownTags: false leaves YAML 1.1's extra tags unresolved,
    // so they are refused below like any tag that is not standard.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, {
        lineCounter,
        uniqueKeys: false,
        prettyErrors: false,
        resolveKnownTags: false,
    });
    const lineAt = (offset) => lineCounter.linePos(offset).line;
    const firstError = doc.errors[0];
    if (firstError) {
        // The library's words for a second document name one of its own functions; some of its
        // messages quote the text they stopped at: kept short.
        const said = firstError.code === 'MULTIPLE_DOCS'
            ? 'the file holds more than one YAML document (a second ---)'
            : (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(firstError.message, 200);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, lineAt(firstError.pos[0]), `invalid YAML: ${said}`);
    }
    const badTag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
    if (badTag)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, lineAt(badTag.pos[0]), tagProblem(badTag.message));
    // The library accepts an alias to an anchor that was never defined and reads it as null,
    // which would surface later as a misleading "empty value" with no line.
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_key, alias) {
            if (!alias.resolve(doc)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, lineAt(alias.range?.[0] ?? 0), `alias *${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(alias.source, 60)} refers to no anchor &${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(alias.source, 60)}`);
            }
        },
    });
    /** Where a node (or a pair's key) starts. */
    const line = (node) => {
        const range = ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(node) ? node.key : node)?.range;
        return range ? lineAt(range[0]) : undefined;
    };
    const file = {
        /** As the user gave it: errors show it this way. */
        path,
        text,
        doc,
        /** The top-level node; null for an empty file. */
        root: doc.contents ?? null,
        line,
        fail: (node, reason) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, line(node), reason);
        },
        /** Aliases followed. */
        at: (where) => locate(file, where),
        failAt: (where, reason) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(path, locate(file, where).line, reason);
        },
    };
    return file;
}
/** `Unresolved tag: tag:yaml.org,2002:int` → what the user wrote and what to do. */
function tagProblem(warning) {
    const tag = warning.replace(/^Unresolved tag: /, '').replace(/^tag:yaml\.org,2002:/, '!!');
    const shown = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(tag, 60);
    if (STANDARD_TAGS.some((t) => tag === `!!${t}`))
        return `the value does not fit its tag ${shown}`;
    return `unknown tag ${shown}: only YAML's standard tags are read (${STANDARD_TAGS.map((t) => `!!${t}`).join(', ')})`;
}
/** `U+0000`. */
function codePoint(char) {
    return `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** `U+0000`; with `lines`, tabs and line feeds pass. */
function controlIn(text, lines = false) {
    const found = (lines ? CONTROL_BUT_TAB_AND_LF : CONTROL).exec(text);
    return found ? codePoint(found[0]) : undefined;
}
/** A scalar that YAML did not read as a string: the user may have meant the text. */
const isScalarValue = (value) => ['string', 'number', 'boolean'].includes(typeof value);
/**
 * A string that is not blank and holds no control character (with `lines`, tabs and line feeds
 * pass). A scalar YAML read as something else is to be quoted if `meant` as text.
 */
function nonBlank(what, missing, meant, lines = false) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP({
        error: (iss) => iss.input === undefined
            ? missing
            : iss.input === null
                ? `${what} is empty`
                : isScalarValue(iss.input)
                    ? `${what} must be a string, got {got} (write "{text}" in quotes if that is ${meant})`
                    : `${what} must be a string, got {got}`,
    })
        .refine((value) => value.trim() !== '', `${what} is empty`)
        .refine((value) => !controlIn(value, lines), {
        error: (iss) => `${what} holds the control character ${controlIn(iss.input, lines)}`,
    });
}
/** For a message: a name can be a megabyte long. */
function short(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(text, 80);
}
/**
 * As the user meant it: a plain number or boolean as written (`0012` stays "0012"), as YAML's
 * reading (12) is not what they wrote; a string or a tagged value as YAML reads it.
 */
function exactText(file, node) {
    const value = node.value;
    if (typeof value === 'string')
        return value;
    if (node.tag !== undefined || !node.range)
        return String(value);
    return file.text.slice(node.range[0], node.range[1]).trim();
}
function deref(file, node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
        return node.resolve(file.doc) ?? null;
    return node ?? null;
}
/** A scalar's exact text; a list, a map, an empty or controlled key is refused. */
function keyText(file, pair) {
    const key = deref(file, pair.key);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
        return file.fail(pair, 'keys must be plain names');
    // As written: a key `null:` is the name "null", but `: value` has no key at all.
    const text = exactText(file, key);
    if (text === '')
        file.fail(pair, 'a key is empty');
    const control = controlIn(text);
    if (control)
        file.fail(pair, `a key holds the control character ${control}: keys are plain names`);
    return text;
}
/** Maps as Map (keys as written, in file order), aliases followed. */
function plainData(file) {
    let repeated = 0;
    // The collections being read: an alias to one of them would never end.
    const open = new Set();
    const read = (node, viaAlias) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            const target = deref(file, node);
            if (target && open.has(target))
                file.fail(node, `alias *${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(node.source, 60)} is inside its own anchor: it would never end`);
            return read(target, viaAlias ?? node);
        }
        if (viaAlias && ++repeated > MAX_ALIAS_VALUES)
            file.fail(viaAlias, `aliases repeat more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values`);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
            return node.value ?? null;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return null;
        open.add(node);
        let value;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            value = node.items.map((item) => read(item, viaAlias));
        else {
            const map = new Map();
            const lines = new Map();
            for (const pair of node.items) {
                const key = keyText(file, pair);
                // `1:` and `"1":` are two keys to YAML and one name here.
                if (map.has(key))
                    file.fail(pair, `the key "${short(key)}" is written twice (first at line ${lines.get(key)})`);
                lines.set(key, file.line(pair));
                map.set(key, read(pair.value, viaAlias));
            }
            value = map;
        }
        open.delete(node);
        return value;
    };
    return read(file.root, undefined);
}
/** For a missing key, the line of the map that lacks it. */
function locate(file, path) {
    let node = file.root;
    let line = file.line(node);
    for (const segment of path) {
        const target = deref(file, node);
        const next = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(target)
            ? pairsOf(file, target).get(segment)
            : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(target) && typeof segment === 'number'
                ? target.items[segment]
                : undefined;
        if (!next)
            return { node: undefined, line };
        line = file.line(next) ?? line;
        node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(next) ? (next.value ?? null) : next;
    }
    return { node: deref(file, node), line };
}
/** Built once: a file of many thousand overrides is looked up key by key. */
const pairsByKey = new WeakMap();
function pairsOf(file, map) {
    let pairs = pairsByKey.get(map);
    if (!pairs) {
        pairs = new Map();
        for (const item of map.items) {
            const key = deref(file, item.key);
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
                pairs.set(exactText(file, key), item);
        }
        pairsByKey.set(map, pairs);
    }
    return pairs;
}
/** z.strictObject for a YAML map, which arrives as Map; `error` is also told the first unknown key. */
function fields(shape, error) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY((value) => (value instanceof Map ? Object.fromEntries(value) : value), zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej(shape, {
        error: (issue) => error(issue, issue.code === 'unrecognized_keys' ? short(String(issue.keys[0])) : undefined),
    }));
}
/**
 * Messages are templates, as zod gives an error function neither the text written nor (in a
 * union) the whole path: {got} (`the number 0012`, `a list`), {text} (as written), {path}, and
 * what `names` gives. An unknown key comes first (a misspelt key makes a required one seem
 * missing), then shape, then refinements; within each, the first in the file.
 */
function readWith(file, schema, names = () => ({})) {
    const data = plainData(file);
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return { value: parsed.data, data };
    const candidates = parsed.error.issues.flatMap((issue) => meant(issue, []));
    const rank = (issue) => issue.code === 'unrecognized_keys' ? 0 : issue.code === 'custom' ? 2 : 1;
    const placed = candidates.map((issue) => {
        const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
        return { issue, line: locate(file, path).line };
    });
    placed.sort((a, b) => rank(a.issue) - rank(b.issue) || (a.line ?? 0) - (b.line ?? 0));
    const { issue, line } = placed[0];
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6(file.path, line, fillIn(file, issue, names(issue.path, data)));
}
/** A union's complaints are those of the branch of the shape the user wrote, with the whole path. */
function meant(issue, base) {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union') {
        const branch = issue.errors.find((b) => b.some((i) => i.path.length > 0 || i.code !== 'invalid_type'));
        if (branch)
            return branch.flatMap((i) => meant(i, path));
    }
    return [{ ...issue, path }];
}
function fillIn(file, issue, names) {
    const { node } = locate(file, issue.path);
    const values = {
        got: describe(file, node),
        text: (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? short(exactText(file, node)) : '',
        path: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPath */ .cn)(issue.path.map((key) => (typeof key === 'number' ? key : short(String(key))))),
        ...names,
    };
    return issue.message.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}
/** `the string "raw"`, `the number 0012`, `a map`, `nothing`. */
function describe(file, node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return 'a map';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return 'a list';
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || node.value === null || node.value === undefined)
        return 'nothing';
    // The core schema reads a scalar as a string, a number or a boolean.
    const value = node.value;
    if (typeof value === 'string')
        return `the string "${short(value)}"`;
    return `the ${typeof value} ${short(exactText(file, node))}`;
}


/***/ }),

/***/ 813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ notAFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   rV: () => (/* binding */ FileRefused)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6783);
/**
 * Reads a file nothing vouches for (users' files, the event payload). Opened with O_NONBLOCK
 * before its type is checked, so a named pipe cannot hang the step; devices, folders and sockets
 * are refused. At most `limit` bytes are read whatever size it reports (procfs reports 0), and no
 * message quotes its content (/proc/self/environ is never echoed).
 */



/** `reason` follows the file's name: `is a named pipe (FIFO), not a regular file`. */
class FileRefused extends Error {
    why;
    reason;
    name = 'FileRefused';
    constructor(why, reason) {
        super(reason);
        this.why = why;
        this.reason = reason;
    }
}
/** Reads a block at a time: the first block is the size the file reports, so one read does most files. */
const BLOCK_BYTES = 1024 * 1024;
async function readRegularFile(path, limit) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY).catch((err) => openFailure(err, path));
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new FileRefused('not-a-file', notAFile(info));
        if (info.size > limit)
            throw tooLarge(limit);
        const blocks = [];
        let total = 0;
        let want = Math.min(limit + 1, Math.max(info.size + 1, 64 * 1024));
        for (;;) {
            const block = Buffer.allocUnsafe(want);
            const { bytesRead } = await handle.read(block, 0, want, null);
            if (bytesRead === 0)
                break;
            blocks.push(block.subarray(0, bytesRead));
            total += bytesRead;
            if (total > limit)
                throw tooLarge(limit);
            want = Math.min(limit + 1 - total, BLOCK_BYTES);
        }
        return blocks.length === 1 ? blocks[0] : Buffer.concat(blocks, total);
    }
    finally {
        await handle.close();
    }
}
/** What opening a path answers, by error code. */
const OPEN_FAILURES = new Map([
    ['ENOENT', ['missing', 'file not found']],
    ['ENOTDIR', ['missing', 'file not found (a part of its path is a file)']],
    ['EISDIR', ['not-a-file', 'is a directory']],
    ['EACCES', ['unreadable', 'cannot be read (permission denied)']],
    ['EPERM', ['unreadable', 'cannot be read (permission denied)']],
]);
async function openFailure(err, path) {
    const known = OPEN_FAILURES.get(err.code);
    if (known)
        throw new FileRefused(...known);
    if (err.code === 'ENXIO') {
        // What opening a socket (or a device without a driver) answers: say which it is.
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => undefined);
        if (info && !info.isFile())
            throw new FileRefused('not-a-file', notAFile(info));
    }
    throw new FileRefused('unreadable', `cannot be read (${err.code ?? 'error'})`);
}
const KINDS = [
    ['isFIFO', 'a named pipe (FIFO)'],
    ['isCharacterDevice', 'a character device'],
    ['isBlockDevice', 'a block device'],
    ['isSocket', 'a socket'],
];
/** `is a socket, not a regular file`: what a path that should be a file is instead. */
function notAFile(info) {
    if (info.isDirectory())
        return 'is a directory';
    const kind = KINDS.find(([is]) => info[is]())?.[1];
    return kind ? `is ${kind}, not a regular file` : 'is not a regular file';
}
function tooLarge(limit) {
    return new FileRefused('too-large', `is larger than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(limit)}, the most the action reads from such a file`);
}


/***/ })

};
