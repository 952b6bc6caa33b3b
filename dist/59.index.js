export const id = 59;
export const ids = [59];
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
/** A link inside `root` that resolves outside every root; `link` as the caller names it. */
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
/** A link whose target does not exist (ENOENT) or is a loop of links (ELOOP). */
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8603);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(682);
/* harmony import */ var _regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(813);
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
class FileUnreadable extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6 {
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
class LeavesWorkspace extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo {
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
    const roots = await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realRoots */ .CB)([{ name: 'the workspace', path: options.workspace ?? (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceDir */ .zf)() }]);
    let bytes;
    try {
        bytes = await (0,_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(await (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .realPathToRead */ .hn)(path, roots, options.base), limit, true);
    }
    catch (err) {
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkLeadsOut */ .yY)
            throw new LeavesWorkspace(options.input, shown, err.link);
        if (err instanceof _links_js__WEBPACK_IMPORTED_MODULE_4__/* .LinkBroken */ .Yt)
            throw new FileUnreadable(shown, undefined, `file not found (the symbolic link ${err.link} leads ${err.code === 'ELOOP' ? 'round in a loop' : 'to nothing'})`, 'missing');
        if (!(err instanceof _regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .FileRefused */ .rV))
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

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ readWith),
/* harmony export */   GT: () => (/* binding */ nonBlank),
/* harmony export */   OA: () => (/* binding */ fields),
/* harmony export */   Sx: () => (/* binding */ isScalarValue),
/* harmony export */   X7: () => (/* binding */ controlIn),
/* harmony export */   Y3: () => (/* binding */ loadYamlFile),
/* harmony export */   cd: () => (/* binding */ parseYamlText),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   jh: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.jh),
/* harmony export */   jn: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.jn),
/* harmony export */   ns: () => (/* binding */ exactText),
/* harmony export */   oP: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.oP)
/* harmony export */ });
/* unused harmony export MAX_ALIAS_VALUES */
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
/** `input` names the input that gave the path, for a refusal of the file as a whole. */
async function loadYamlFile(path, input) {
    return parseYamlText(path, await (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .Gu)(path, _read_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_YAML_BYTES */ .jl, { input }));
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


/***/ })

};
