export const id = 687;
export const ids = [687];
export const modules = {

/***/ 4687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_ALIAS_VALUES: () => (/* binding */ MAX_ALIAS_VALUES),
  controlIn: () => (/* binding */ controlIn),
  exactText: () => (/* binding */ exactText),
  fields: () => (/* binding */ fields),
  isMap: () => (/* reexport */ dist/* isMap */.jh),
  isScalar: () => (/* reexport */ dist/* isScalar */.jn),
  isScalarValue: () => (/* binding */ isScalarValue),
  isSeq: () => (/* reexport */ dist/* isSeq */.oP),
  keyName: () => (/* binding */ keyName),
  loadYamlFile: () => (/* binding */ loadYamlFile),
  nonBlank: () => (/* binding */ nonBlank),
  parseYamlText: () => (/* binding */ parseYamlText),
  readWith: () => (/* binding */ readWith),
  short: () => (/* binding */ yaml_short),
  shownPath: () => (/* binding */ shownPath),
  unknownKey: () => (/* binding */ unknownKey)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/read.js
var read = __webpack_require__(3180);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/yaml-errors.js
const KEY_VALUE = '`key: value` here';
const LIST_ITEM = 'a list item (`- ...`)';
const RESERVED = 'a value without quotes that starts with a character YAML reserves (such as @, a backquote, %, |, > or a comma)';
/**
 * Every code the library can emit (a Record of all of them: a code a new version adds does not
 * compile until it is worded). For a code that covers several mistakes, the likeliest.
 */
const BY_CODE = {
    ALIAS_PROPS: { expected: 'an alias (`*name`) alone', found: 'a tag (`!`) or an anchor (`&`) on it' },
    BAD_ALIAS: { expected: 'a name after the `&` of an anchor or the `*` of an alias', found: 'none' },
    BAD_COLLECTION_TYPE: {
        expected: 'a value of the kind its tag names',
        found: 'a list where the tag names a map, or the reverse',
    },
    BAD_DIRECTIVE: {
        expected: 'a directive YAML knows (`%YAML 1.2`, or `%TAG` with a handle and a prefix)',
        found: 'another, or one with parts missing or extra',
    },
    BAD_DQ_ESCAPE: {
        expected: 'an escape YAML knows after a backslash in double quotes (such as \\n, \\t or \\\\)',
        found: 'another',
        advice: 'write \\\\ for a backslash, or use single quotes',
    },
    BAD_INDENT: {
        expected: 'lines indented to fit: the items of one list or map in one column, a value deeper than its key',
        found: 'a line indented otherwise',
    },
    BAD_PROP_ORDER: {
        expected: 'a tag (`!`) or an anchor (`&`) after the `-` or `?` it belongs to',
        found: 'it before',
    },
    BAD_SCALAR_START: { expected: 'a value here', found: RESERVED, advice: 'put the value in quotes' },
    BLOCK_AS_IMPLICIT_KEY: { expected: KEY_VALUE, found: 'a list or a map where the key should be' },
    BLOCK_IN_FLOW: {
        expected: 'values separated by commas inside `[ ]` or `{ }`',
        found: 'a list item (`- ...`) or a `key: value` line of a list or map written over several lines',
    },
    DUPLICATE_KEY: { expected: 'each key once in a map', found: 'a key written twice' },
    IMPOSSIBLE: { expected: 'YAML the parser can place', found: 'text it cannot' },
    KEY_OVER_1024_CHARS: {
        expected: 'a key of at most 1024 characters before its colon',
        found: 'a longer one',
    },
    MISSING_CHAR: {
        expected: 'a character YAML needs here (such as a colon, a `-`, a comma or a quote)',
        found: 'none',
    },
    MULTILINE_IMPLICIT_KEY: {
        expected: '`key: value` here, on one line',
        found: `a line without a colon and a space after its key, or ${LIST_ITEM} among the keys of a map`,
    },
    MULTIPLE_ANCHORS: { expected: 'at most one anchor (`&`) on a value', found: 'two' },
    MULTIPLE_DOCS: {
        expected: 'one YAML document in the file',
        found: 'a second (after a `---` or `...` line)',
    },
    MULTIPLE_TAGS: { expected: 'at most one tag (`!`) on a value', found: 'two' },
    NON_STRING_KEY: { expected: 'a plain name as a key', found: 'a list or a map' },
    RESOURCE_EXHAUSTION: {
        expected: 'lists and maps nested a few hundred deep at most',
        found: 'deeper nesting',
    },
    TAB_AS_INDENT: {
        expected: 'spaces to indent this line',
        found: 'a tab',
        advice: 'YAML indents with spaces only',
    },
    TAG_RESOLVE_FAILED: { expected: 'a tag (`!`) YAML knows', found: 'another' },
    UNEXPECTED_TOKEN: {
        expected: 'nothing more here',
        found: 'something YAML cannot place (such as a stray `]`, `}`, `:` or comma, or text after a quoted value)',
    },
};
/**
 * Codes that cover several mistakes: the library's fixed wording (never shown) says which. Each
 * pattern matches only words of the library, never the file's text.
 */
const SEVERAL = [
    [
        'BAD_ALIAS',
        /ending in : is ambiguous/,
        { expected: 'an anchor or alias name that does not end with a colon', found: 'one that does' },
    ],
    [
        'BAD_INDENT',
        /^All sequence items must start at the same column/,
        { expected: 'each item of a list (`- ...`) in the same column', found: 'one indented otherwise' },
    ],
    [
        'BAD_INDENT',
        /^All mapping items must start at the same column/,
        {
            expected: 'each `key: value` of a map in the same column (and each list item with its `-`)',
            found: 'a line indented otherwise',
        },
    ],
    [
        'BAD_INDENT',
        /in block collection must be sufficiently indented and end with a/,
        {
            expected: 'a `[` or `{` closed by its `]` or `}`, each line inside it indented deeper than its key',
            found: 'a line indented less, or no closing bracket',
        },
    ],
    [
        'BAD_INDENT',
        /^Block scalar/,
        {
            expected: 'the lines of a `|` or `>` value indented deeper than its key, none less than its first line',
            found: 'a line indented less',
        },
    ],
    [
        'BAD_INDENT',
        /^Flow end indicator/,
        { expected: 'a closing `]` or `}` indented deeper than its key', found: "one in the key's column" },
    ],
    [
        'BLOCK_AS_IMPLICIT_KEY',
        /^A block sequence may not be used as an implicit map key/,
        { expected: KEY_VALUE, found: LIST_ITEM },
    ],
    [
        'BLOCK_AS_IMPLICIT_KEY',
        /^Nested mappings are not allowed in compact mappings/,
        {
            expected: 'one `key: value` a line, its value plain',
            found: 'a second colon and space in the value (they start a map), or a `key: value` line indented under a value',
            advice: 'put the value in quotes, or write the map on lines of its own, indented under its key',
        },
    ],
    [
        'MISSING_CHAR',
        /must end with a/,
        { expected: 'the `]` or `}` that closes a `[` or `{`', found: 'the end of the file' },
    ],
    [
        'MISSING_CHAR',
        /^Sequence item without - indicator/,
        {
            expected: `${LIST_ITEM} here`,
            found: 'a line without its `-`',
            advice: 'a key of the item above belongs in the column of its first key',
        },
    ],
    [
        'MISSING_CHAR',
        /^Missing closing .?quote/,
        { expected: 'the closing quote of a quoted value', found: 'the end of the file' },
    ],
    [
        'MISSING_CHAR',
        /^Implicit map keys need to be followed by map values/,
        { expected: KEY_VALUE, found: 'a line without a colon and a space after its key' },
    ],
    [
        'MISSING_CHAR',
        /^Comments must be separated/,
        { expected: 'a space before the `#` of a comment', found: 'none' },
    ],
    [
        'MISSING_CHAR',
        /^Missing , (or : )?between/,
        { expected: 'a comma between the items inside `[ ]` or `{ }`', found: 'none' },
    ],
    [
        'MISSING_CHAR',
        /^Missing space after :/,
        { expected: 'a space after a colon inside `{ }`', found: 'none' },
    ],
    [
        'MISSING_CHAR',
        /^Tags and anchors must be separated/,
        { expected: 'a space after a tag (`!`) or an anchor (`&`)', found: 'none' },
    ],
    [
        'MISSING_CHAR',
        /^Missing newline after block sequence props/,
        { expected: 'a line break after the tag or anchor of a list', found: 'its first item on the same line' },
    ],
    [
        'MISSING_CHAR',
        /^Block collection cannot start on same line with directives-end/,
        { expected: 'a line break after `---`', found: 'a list or a map on the same line' },
    ],
    [
        'MISSING_CHAR',
        /^Block scalars with more-indented leading empty lines/,
        {
            expected: 'an indentation number after the `|` or `>` (such as `|2`)',
            found: 'blank first lines indented deeper than the text',
        },
    ],
    [
        'MISSING_CHAR',
        /directives-end|doc-start/i,
        { expected: 'a `---` line after the `%` directives', found: 'none' },
    ],
    [
        'MULTILINE_IMPLICIT_KEY',
        /^Implicit keys of flow sequence pairs/,
        {
            expected: 'each item inside `[ ]` on one line, commas between',
            found: `an item over several lines, or ${LIST_ITEM} inside the brackets`,
        },
    ],
    [
        'UNEXPECTED_TOKEN',
        /^Unexpected (,|empty item) in/,
        { expected: 'a value before each comma inside `[ ]` or `{ }`', found: 'a comma with none' },
    ],
    [
        'UNEXPECTED_TOKEN',
        /^Unexpected \S+ at node end/,
        {
            expected: 'the end of the line after a value',
            found: 'more text (after a closing quote, `]` or `}`), or a value after a list item at the top of the file',
        },
    ],
    [
        'UNEXPECTED_TOKEN',
        /block scalar header/i,
        {
            expected: 'at most an indentation number and a `+` or `-` after the `|` or `>`',
            found: 'other text on that line',
        },
    ],
    [
        'UNEXPECTED_TOKEN',
        /^Unexpected block-seq-ind on same line with key/,
        {
            expected: 'the items of a list on lines of their own, under its key',
            found: "a `- ` on the key's line",
        },
    ],
    [
        'UNEXPECTED_TOKEN',
        /^Unexpected doc-end/,
        { expected: 'a document before the `...` line that ends one', found: 'none' },
    ],
];
/** What the file should have held where the library stopped, and what stood there: a sentence without its text. */
function syntaxProblem(error) {
    const known = SEVERAL.find(([code, pattern]) => code === error.code && pattern.test(error.message));
    // A code of a later version of the library, not worded yet, says what any slip says.
    const slip = known?.[2] ?? BY_CODE[error.code] ?? BY_CODE.IMPOSSIBLE;
    return `expected ${slip.expected}, found ${slip.found}${slip.advice ? `: ${slip.advice}` : ''}`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/yaml.js
/**
 * The YAML files users write, read exactly or refused, then checked with zod, every error on its
 * file and line. Anything the library would only warn about (an unknown tag, a value its tag
 * cannot read) is refused, as are raw controls, repeated keys and runaway aliases. Maps become
 * Map, so keys such as `__proto__` stay data.
 *
 * No message quotes the file: the input may name a file it did not mean (an env file, a key), and
 * whatever it holds may be a secret. A message says the file, the line, what was expected and what
 * kind of thing was found (`got a string`); the library's own messages, which quote the text they
 * stopped at, are replaced by words of ours (yaml-errors.ts); a repeat points at the line it
 * repeats. The one text of the file a message may name is a key shaped as a plain name (keyName).
 */







/** Aliases may repeat this many values in all: more is an attack on memory, not a plan. */
const MAX_ALIAS_VALUES = 100_000;
/** `input` names the input that gave the path, for a refusal of the file as a whole. */
async function loadYamlFile(path, input) {
    return parseYamlText(path, await (0,read/* readTextFile */.Gu)(path, read/* MAX_YAML_BYTES */.jl, { input }));
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
        throw new errors/* FileError */.f6(path, line, `holds the control character ${codePoint(raw[0])}, which YAML does not allow in a file (write it as an escape in double quotes if it is meant)`);
    }
    const lineCounter = new dist/* LineCounter */.HN();
    // uniqueKeys: false because the library compares each key with every other one; plainData
    // refuses repeats in one pass. resolveKnownTags: false leaves YAML 1.1's extra tags unresolved,
    // so they are refused below like any tag that is not standard.
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter,
        uniqueKeys: false,
        prettyErrors: false,
        resolveKnownTags: false,
    });
    const lineAt = (offset) => lineCounter.linePos(offset).line;
    const firstError = doc.errors[0];
    if (firstError) {
        const problem = firstError.code === 'TAG_RESOLVE_FAILED' ? tagProblem(firstError.message) : undefined;
        throw new errors/* FileError */.f6(path, lineAt(firstError.pos[0]), problem ?? `invalid YAML: ${syntaxProblem(firstError)}`);
    }
    const badTag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
    if (badTag)
        throw new errors/* FileError */.f6(path, lineAt(badTag.pos[0]), tagProblem(badTag.message));
    // The library accepts an alias to an anchor that was never defined and reads it as null,
    // which would surface later as a misleading "empty value" with no line.
    (0,dist/* visit */.YR)(doc, {
        Alias(_key, alias) {
            if (!alias.resolve(doc))
                throw new errors/* FileError */.f6(path, lineAt(alias.range?.[0] ?? 0), 'an alias (*) names no anchor (&) before it');
        },
    });
    /** Where a node (or a pair's key) starts. */
    const line = (node) => {
        const range = ((0,dist/* isPair */.tO)(node) ? node.key : node)?.range;
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
            throw new errors/* FileError */.f6(path, line(node), reason);
        },
        /** Aliases followed. */
        at: (where) => locate(file, where),
        failAt: (where, reason) => {
            throw new errors/* FileError */.f6(path, locate(file, where).line, reason);
        },
    };
    return file;
}
/**
 * `Unresolved tag: tag:yaml.org,2002:int` → what to do. A standard tag is YAML's word and named;
 * any other is the file's text, and not.
 */
function tagProblem(warning) {
    const tag = warning.replace(/^Unresolved tag: /, '').replace(/^tag:yaml\.org,2002:/, '!!');
    const standard = STANDARD_TAGS.map((t) => `!!${t}`);
    if (standard.includes(tag))
        return `the value does not fit its tag ${tag}`;
    return `a tag that is not one of YAML's standard tags: only those are read (${standard.join(', ')})`;
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
    return schemas/* string */.YjP({
        error: (iss) => iss.input === undefined
            ? missing
            : iss.input === null
                ? `${what} is empty`
                : isScalarValue(iss.input)
                    ? `${what} must be a string, got {got} (write it in quotes if it is ${meant})`
                    : `${what} must be a string, got {got}`,
    })
        .refine((value) => value.trim() !== '', `${what} is empty`)
        .refine((value) => !controlIn(value, lines), {
        error: (iss) => `${what} holds the control character ${controlIn(iss.input, lines)}`,
    });
}
/** A name of a file that passed its checks, for a message about what it asks (it can be a megabyte long). */
function yaml_short(text) {
    return (0,common_text/* clip */.$Q)(text, 80);
}
/**
 * A key the file wrote, for a message, when it is shaped as a plain name (letters, digits, `_`,
 * `-`, `.`; at most 40 characters); undefined for any other, which a message calls `a key`: a
 * key can be anything the file holds (`DB_PASSWORD=hunter2: x`).
 */
function keyName(key) {
    return /^[A-Za-z_][A-Za-z0-9_.-]{0,39}$/.test(key) ? key : undefined;
}
/** `unknown key "nmae"`, or `an unknown key` when it is not shaped as a name. */
function unknownKey(key) {
    const name = keyName(key);
    return name === undefined ? 'an unknown key' : `unknown key "${name}"`;
}
/** A path of keys for a message (`pipelineConfigurations.load.<key>`): keyName's rule for each. */
function shownPath(path) {
    return (0,common_text/* fieldPath */.cn)(path.map((key) => (typeof key === 'string' ? (keyName(key) ?? '<key>') : key)));
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
    if ((0,dist/* isAlias */.Vj)(node))
        return node.resolve(file.doc) ?? null;
    return node ?? null;
}
/** A scalar's exact text; a list, a map, an empty or controlled key is refused. */
function keyText(file, pair) {
    const key = deref(file, pair.key);
    if (!(0,dist/* isScalar */.jn)(key))
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
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = deref(file, node);
            if (target && open.has(target))
                file.fail(node, 'an alias (*) is inside its own anchor (&): it would never end');
            return read(target, viaAlias ?? node);
        }
        if (viaAlias && ++repeated > MAX_ALIAS_VALUES)
            file.fail(viaAlias, `aliases repeat more than ${(0,common_text/* formatCount */.B4)(MAX_ALIAS_VALUES)} values`);
        if ((0,dist/* isScalar */.jn)(node))
            return node.value ?? null;
        if (!(0,dist/* isSeq */.oP)(node) && !(0,dist/* isMap */.jh)(node))
            return null;
        open.add(node);
        let value;
        if ((0,dist/* isSeq */.oP)(node))
            value = node.items.map((item) => read(item, viaAlias));
        else {
            const map = new Map();
            const lines = new Map();
            for (const pair of node.items) {
                const key = keyText(file, pair);
                // `1:` and `"1":` are two keys to YAML and one name here.
                if (map.has(key))
                    file.fail(pair, `this key repeats the key at line ${lines.get(key)}`);
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
        const next = (0,dist/* isMap */.jh)(target)
            ? pairsOf(file, target).get(segment)
            : (0,dist/* isSeq */.oP)(target) && typeof segment === 'number'
                ? target.items[segment]
                : undefined;
        if (!next)
            return { node: undefined, line };
        line = file.line(next) ?? line;
        node = (0,dist/* isPair */.tO)(next) ? (next.value ?? null) : next;
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
            if ((0,dist/* isScalar */.jn)(key))
                pairs.set(exactText(file, key), item);
        }
        pairsByKey.set(map, pairs);
    }
    return pairs;
}
/**
 * z.strictObject for a YAML map, which arrives as Map. `error` is told of the first unknown key
 * how to say it (unknownKey: `unknown key "nmae"` or `an unknown key`), and its name when shaped
 * as one, for hints.
 */
function fields(shape, error) {
    return schemas/* preprocess */.vkY((value) => (value instanceof Map ? Object.fromEntries(value) : value), schemas/* strictObject */.rej(shape, {
        error: (issue) => {
            if (issue.code !== 'unrecognized_keys')
                return error(issue, undefined);
            const key = String(issue.keys[0]);
            return error(issue, { said: unknownKey(key), name: keyName(key) });
        },
    }));
}
/**
 * Messages are templates, as zod gives an error function no node and (in a union) not the whole
 * path: {got} (what kind of thing: `a number`, `a list`), {path} (shownPath), and what `names`
 * gives. An unknown key comes first (a misspelt key makes a required one seem missing), then
 * shape, then refinements; within each, the first in the file.
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
    throw new errors/* FileError */.f6(file.path, line, fillIn(file, issue, names(issue.path, data)));
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
    const values = {
        got: kindOf(locate(file, issue.path).node),
        path: shownPath(issue.path),
        ...names,
    };
    return issue.message.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}
/** `a string`, `a number`, `true or false`, `a map`, `nothing`: never the value. */
function kindOf(node) {
    if ((0,dist/* isMap */.jh)(node))
        return 'a map';
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    if (!(0,dist/* isScalar */.jn)(node) || node.value === null || node.value === undefined)
        return 'nothing';
    // The core schema reads a scalar as a string, a number or a boolean.
    const kinds = { string: 'a string', number: 'a number', boolean: 'true or false' };
    return kinds[typeof node.value] ?? 'a value';
}


/***/ })

};
