export const id = 408;
export const ids = [408,59];
export const modules = {

/***/ 3408:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadQuarantineFile: () => (/* binding */ loadQuarantineFile)
/* harmony export */ });
/* unused harmony exports MAX_QUARANTINE_ENTRIES, isRealDay, parseQuarantine */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);
/**
 * The quarantine file (`quarantine-file`): known failures, each with an owner, a reason and the
 * last day it applies, kept in the repository and reviewed like code.
 *
 *   quarantine:
 *     - test: not_null          # the result's name (required)
 *       table: customers        # optional: the result's table
 *       column: email           # optional: the result's columnName
 *       model: stg_orders       # optional: the model of a model-test call
 *       owner: '@acme/data-platform'
 *       reason: upstream feed sends nulls, DATA-123
 *       until: 2026-12-31       # the entry applies through that day (UTC)
 *
 * Checked strictly, naming file and line, before any request: a typo would otherwise quarantine
 * nothing (or too much) without a word. Unknown keys, a missing field, a date that is not a real
 * day and an entry written twice are errors. An empty file, or an empty list, quarantines nothing:
 * removing the last entry is a valid change.
 */


/** The fields of an entry that say which results it matches. */
const MATCH_FIELDS = ['test', 'table', 'column', 'model'];
const ENTRY_KEYS = [...MATCH_FIELDS, 'owner', 'reason', 'until'];
/** Most entries a file may list: each is looked up for every result, and listed in the summary. */
const MAX_QUARANTINE_ENTRIES = 10_000;
async function loadQuarantineFile(path) {
    return parseQuarantine(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.loadYamlFile)(path));
}
const isScalarValue = (value) => ['string', 'number', 'boolean'].includes(typeof value);
/** A name or a text: a non-empty string without control characters (a reason may span lines). */
function text(key, lines = false) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({
        error: (iss) => iss.input === undefined
            ? `a quarantine entry needs ${key}`
            : iss.input === null
                ? `${key} is empty`
                : isScalarValue(iss.input)
                    ? `${key} must be a string, got {got} (write "{text}" in quotes if that is meant)`
                    : `${key} must be a string, got {got}`,
    })
        .refine((value) => value.trim() !== '', `${key} is empty`)
        .superRefine((value, ctx) => {
        const control = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.controlIn)(value, lines);
        if (control)
            ctx.addIssue({ code: 'custom', message: `${key} holds the control character ${control}` });
    });
}
/** A reason written over several lines (`reason: >`) reads as one line in every report. */
const reason = text('reason', true).transform((value) => value.trim().replace(/\s+/g, ' '));
/**
 * `YYYY-MM-DD` and a day the calendar has. YAML's core schema reads `2026-12-31` as a string (only
 * YAML 1.1 had timestamps), so a date arrives as the text the user wrote.
 */
const until = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({
    error: (iss) => iss.input === undefined
        ? 'a quarantine entry needs until (the last day it applies, YYYY-MM-DD)'
        : `until must be a date written YYYY-MM-DD, got {got}`,
})
    .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        ctx.addIssue({
            code: 'custom',
            message: `until must be a date written YYYY-MM-DD, got "${(0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.short)(value)}"`,
        });
    else if (!isRealDay(value))
        ctx.addIssue({ code: 'custom', message: `until ${value} is not a day of the calendar` });
});
/** 2026-02-28 is, 2026-02-30 and 2026-13-01 are not: a Date would quietly roll them over. */
function isRealDay(day) {
    const [y, m, d] = day.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const entry = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    test: text('test'),
    table: text('table').optional(),
    column: text('column').optional(),
    model: text('model').optional(),
    owner: text('owner'),
    reason,
    until,
}, (iss) => {
    const key = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.unknownKey)(iss);
    if (key !== undefined)
        return `unknown key "${key}" in a quarantine entry: expected ${ENTRY_KEYS.slice(0, -1).join(', ')} and until`;
    return `a quarantine entry is a map with test, owner, reason and until, got {got}`;
});
const file = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    quarantine: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(entry, { error: 'quarantine must be a list of entries (test, owner, reason, until), got {got}' })
        .max(MAX_QUARANTINE_ENTRIES, `quarantine lists more than ${MAX_QUARANTINE_ENTRIES.toLocaleString('en-US')} entries, the most the action reads`)
        .nullable()
        .optional(),
}, (iss) => {
    const key = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.unknownKey)(iss);
    return key === undefined
        ? 'a quarantine file is a map with the key quarantine, got {got}'
        : `unknown key "${key}": a quarantine file has the one key quarantine`;
});
function parseQuarantine(yaml) {
    // An empty file (or one holding only comments) quarantines nothing.
    const { value } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.readWith)(yaml, file.nullable());
    const entries = (value?.quarantine ?? []).map((e, i) => ({
        test: e.test,
        ...(e.table !== undefined && { table: e.table }),
        ...(e.column !== undefined && { column: e.column }),
        ...(e.model !== undefined && { model: e.model }),
        owner: e.owner,
        reason: e.reason,
        until: e.until,
        line: yaml.at(['quarantine', i]).line ?? 0,
    }));
    refuseRepeats(yaml, entries);
    return { path: yaml.path, entries };
}
/**
 * Two entries that match the same results are one too many: whichever is edited, the other still
 * applies. The second names the first.
 */
function refuseRepeats(yaml, entries) {
    const seen = new Map();
    entries.forEach((e, i) => {
        const key = JSON.stringify(MATCH_FIELDS.map((field) => e[field] ?? null));
        const first = seen.get(key);
        if (first !== undefined)
            yaml.failAt(['quarantine', i], `this entry matches the same results as the one at line ${first} (test ${(0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.short)(e.test)}); keep one of them`);
        seen.set(key, e.line);
    });
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
/* harmony export */   isSeq: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_0__.oP),
/* harmony export */   loadYamlFile: () => (/* binding */ loadYamlFile),
/* harmony export */   parseYamlText: () => (/* binding */ parseYamlText),
/* harmony export */   readWith: () => (/* binding */ readWith),
/* harmony export */   short: () => (/* binding */ short),
/* harmony export */   unknownKey: () => (/* binding */ unknownKey)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8603);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6783);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3180);
/**
 * The YAML files users write (test plan, overrides, fabric file; the sources file too), read
 * exactly or refused, and checked with zod, every error placed on its file and line.
 *
 * Read exactly:
 * - the text comes through read.ts (a regular file, bounded, UTF-8), and holds only the characters
 *   YAML allows: a raw control character (NUL, other C0 and C1 controls, DEL) is refused;
 * - the standard tags (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map) give their standard
 *   value; any other tag, or a value its tag cannot read (`!!int x`), is refused (the library
 *   would keep the plain text and only warn);
 * - aliases are followed wherever they appear; one to no anchor, one inside its own anchor, or
 *   aliases that repeat more than MAX_ALIAS_VALUES values are refused;
 * - a key written twice is refused (`1:` and `"1":` too: one name), and so is a key holding a
 *   control character.
 *
 * Checked with zod (readWith): the document becomes plain data (maps as Map, so keys such as
 * `__proto__` stay data and keep their order; keys as written: `0012:` is "0012"), a schema
 * checks it, and the first problem becomes a FileError on the line of the value, key or map it is
 * about.
 */






/** Aliases may repeat this many values in all: more is an attack on memory, not a plan. */
const MAX_ALIAS_VALUES = 100_000;
async function loadYamlFile(path) {
    return parseYamlText(path, await (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .Gu)(path, _read_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_YAML_BYTES */ .jl));
}
/** What YAML 1.2 does not allow raw in a file (c-printable): C0 but tab and line breaks, DEL, C1 but NEL. */
const NOT_PRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/;
/** Control characters, which no name may hold; a value may hold tabs and line feeds. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** The standard tags of YAML 1.2's core schema, which the library reads to their standard value. */
const STANDARD_TAGS = ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'];
function parseYamlText(path, text) {
    const raw = NOT_PRINTABLE.exec(text);
    if (raw) {
        const line = text.slice(0, raw.index).split('\n').length;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, line, `holds the control character ${codePoint(raw[0])}, which YAML does not allow in a file (write it as an escape in double quotes if it is meant)`);
    }
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // uniqueKeys: false because the library compares each key with every other one (minutes for a
    // map of 50,000 keys); plainData refuses a key written twice, in one pass. resolveKnownTags:
    // false leaves YAML 1.1's extra tags (!!binary, !!set, !!timestamp…) unresolved, so they are
    // refused below like any tag that is not standard.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, {
        lineCounter,
        uniqueKeys: false,
        prettyErrors: false,
        resolveKnownTags: false,
    });
    const lineAt = (offset) => lineCounter.linePos(offset).line;
    const firstError = doc.errors[0];
    if (firstError) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, lineAt(firstError.pos[0]), `invalid YAML: ${firstMessageLine(firstError.message)}`);
    }
    const badTag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
    if (badTag)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, lineAt(badTag.pos[0]), tagProblem(badTag.message));
    // The library accepts an alias to an anchor that was never defined and reads it as null,
    // which would surface later as a misleading "empty value" with no line.
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Alias(_key, alias) {
            if (!alias.resolve(doc)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, lineAt(alias.range?.[0] ?? 0), `alias *${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(alias.source, 60)} refers to no anchor &${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(alias.source, 60)}`);
            }
        },
    });
    const root = doc.contents ?? null;
    const line = (node) => {
        if (!node)
            return undefined;
        const target = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(node) ? node.key : node;
        const range = target?.range;
        return range ? lineAt(range[0]) : undefined;
    };
    const file = {
        path,
        text,
        doc,
        root,
        line,
        fail: (node, reason) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, line(node), reason);
        },
        at: (where) => locate(file, where),
        failAt: (where, reason) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(path, locate(file, where).line, reason);
        },
    };
    return file;
}
function firstMessageLine(message) {
    const first = message
        .split('\n')[0]
        .replace(/ at line \d+, column \d+:?$/, '')
        .trim();
    // The library's wording here names one of its own functions.
    if (first.startsWith('Source contains multiple documents')) {
        return 'the file holds more than one YAML document (a second ---)';
    }
    // Some of the library's messages quote the text they stopped at: keep that short.
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(first, 200);
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
/** The first control character in a text as `U+0000`, if any; with `lines`, tabs and line feeds pass. */
function controlIn(text, lines = false) {
    const found = (lines ? CONTROL_BUT_TAB_AND_LF : CONTROL).exec(text);
    return found ? codePoint(found[0]) : undefined;
}
/** A name from the file, cut short for a message (a name can be a megabyte long). */
function short(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(text, 80);
}
/**
 * The text of a scalar as the user meant it: a string as YAML reads it (quotes and escapes are
 * syntax); a value with an explicit standard tag as that tag reads it (`!!int "12"` is 12); a
 * plain number or boolean as written (`1.50` stays "1.50", `0012` stays "0012"), because YAML's
 * reading of it (1.5, 12) is not what the user wrote.
 */
function exactText(file, node) {
    const value = node.value;
    if (typeof value === 'string')
        return value;
    if (node.tag !== undefined || !node.range)
        return String(value);
    return file.text.slice(node.range[0], node.range[1]).trim();
}
/** Anchored nodes reused with `*alias` read as their target. */
function deref(file, node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
        return node.resolve(file.doc) ?? null;
    return node ?? null;
}
/** The key of a pair as a name: a scalar's exact text. A list, a map, an empty or controlled key is refused. */
function keyText(file, pair) {
    const key = deref(file, pair.key);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
        file.fail(pair, 'keys must be plain names');
    // As written: a key `null:` is the name "null", but `: value` has no key at all.
    const text = exactText(file, key);
    if (text === '')
        file.fail(pair, 'a key is empty');
    const control = controlIn(text);
    if (control)
        file.fail(pair, `a key holds the control character ${control}: keys are plain names`);
    return text;
}
/**
 * The document as plain data: maps as Map (keys as written, in file order), lists as arrays,
 * scalars as YAML reads them, aliases followed.
 */
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
/**
 * The node a path leads to (aliases followed) and the line to report for it: a key's own line,
 * a list item's line; where the path leaves the document (a missing key), the line of the
 * deepest place it reached, i.e. the map that lacks the key.
 */
function locate(file, path) {
    let node = file.root;
    let line = file.line(node);
    for (const segment of path) {
        const target = deref(file, node);
        let next;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(target)) {
            const pair = pairsOf(file, target).get(segment);
            if (pair)
                next = { node: pair.value ?? null, line: file.line(pair) };
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(target) && typeof segment === 'number') {
            const item = target.items[segment];
            if (item)
                next = { node: item, line: file.line(item) ?? line };
        }
        if (!next)
            return { node: undefined, line };
        node = next.node;
        line = next.line ?? line;
    }
    return { node: deref(file, node), line };
}
/** Each map's pairs by key, built once: a file of many thousand overrides is looked up key by key. */
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
/** A YAML map with fixed keys, for z.strictObject: maps arrive as Map (see plainData). */
function fields(shape, error) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY((value) => (value instanceof Map ? Object.fromEntries(value) : value), zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej(shape, { error }));
}
/** The first unknown key of a strict object's issue, cut short; undefined for any other issue. */
function unknownKey(issue) {
    return issue.code === 'unrecognized_keys' ? short(String(issue.keys[0])) : undefined;
}
/**
 * Parses the document with a zod schema, or throws a FileError for its first problem.
 *
 * Messages are written in the schemas as templates, because zod gives an error function the
 * value but neither the text the user wrote nor (inside a union) the whole path. These are filled
 * in here: {got} (what the file holds there: `the number 0012`, `a list`, `nothing`), {text}
 * (the exact text written there), {path} (`pipelineConfigurations.ingest_orders.tables`), and any
 * name that `names` gives for the path (e.g. the fabric file's {owner}: `secret "warehouse-token"`).
 *
 * Which problem comes first: an unknown key (a misspelt key is the likeliest cause of the rest: a
 * required key then seems missing), then any other problem of shape, then the rules across keys
 * that refinements add (they see only values of the right shape); within each, the first in the file.
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f(file.path, line, fillIn(file, issue, names(issue.path, data)));
}
/**
 * The issues the author meant: a union's complaints become those of the branch whose complaints
 * are not "wrong type at the top" (the branch of the shape the user wrote), with the whole path.
 */
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
        path: dotted(issue.path),
        ...names,
    };
    return issue.message.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}
/** What a node holds, for "got …": `the string "raw"`, `the number 0012`, `a map`, `nothing`. */
function describe(file, node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return 'a map';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return 'a list';
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || node.value === null || node.value === undefined)
        return 'nothing';
    const value = node.value;
    if (typeof value === 'string')
        return `the string "${short(value)}"`;
    if (typeof value === 'boolean')
        return `the boolean ${short(exactText(file, node))}`;
    return `the number ${short(exactText(file, node))}`;
}
/** `pipelineConfigurations.ingest_orders.tables`, `tests[2].table`. */
function dotted(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else
            out += `${out ? '.' : ''}${short(String(segment))}`;
    }
    return out;
}


/***/ })

};
