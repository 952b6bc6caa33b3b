export const id = 520;
export const ids = [520];
export const modules = {

/***/ 2711:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f6: () => (/* binding */ FileError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);
/**
 * Errors raised on purpose, their message written for a person: main.ts shows one that reaches it
 * as the step's one failure line, never with a stack, and a caller that carries on words it into a
 * warning. Anything else that reaches main.ts is a bug and shown as one. An error that carries only
 * a reason or a signal for the code that catches it, which words it, is a plain Error whose comment
 * says who does (http/, files/links.ts, files/safe-write.ts, regular-file.ts, github/contents.ts,
 * modes/fabric/apply.ts).
 */

/** The message is a finished line (the service client's ApiError is one). */
class ActionError extends Error {
    name = 'ActionError';
    constructor(message) {
        super((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message));
    }
}
/** Caused by what the user wrote (an input, a file) rather than by the service or by us. */
class UserError extends ActionError {
    name = 'UserError';
}
/** The message names the file and line: `tests.yml:12: …`. */
class FileError extends UserError {
    name = 'FileError';
    file;
    line;
    reason;
    constructor(file, line, reason) {
        const folded = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(reason);
        super(line === undefined ? `${file}: ${folded}` : `${file}:${line}: ${folded}`);
        this.file = file;
        this.line = line;
        this.reason = folded;
    }
}


/***/ }),

/***/ 1676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FA: () => (/* binding */ COMMAND_MESSAGE_MAX_CHARS),
/* harmony export */   IK: () => (/* binding */ ANNOTATION_TITLE_MAX_CHARS),
/* harmony export */   N8: () => (/* binding */ ANNOTATION_MESSAGE_MAX_BYTES),
/* harmony export */   SK: () => (/* binding */ CHECK_OUTPUT_MAX_BYTES),
/* harmony export */   Sb: () => (/* binding */ ISSUE_TITLE_MAX_CHARS),
/* harmony export */   WT: () => (/* binding */ ISSUE_BODY_MAX_CHARS),
/* harmony export */   Xb: () => (/* binding */ SUMMARY_BUDGET_BYTES),
/* harmony export */   dq: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   eR: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   eT: () => (/* binding */ COMMENT_BUDGET_BYTES),
/* harmony export */   jg: () => (/* binding */ ANNOTATIONS_PER_REQUEST),
/* harmony export */   sl: () => (/* binding */ ISSUE_BUDGET_BYTES)
/* harmony export */ });
/**
 * GitHub's limits on what the action writes, in one place. Where GitHub documents a limit in
 * characters and enforces it in bytes too, the byte count is kept; where a text at exactly the
 * limit was still refused (the job summary), a margin is kept below it.
 */
/** A step's job summary: GitHub refuses 1 MiB, and one of exactly 1 MiB was still refused. */
const SUMMARY_MAX_BYTES = 1_000_000;
/** Room a mode's own summary may take, leaving the rest of the step's for notes around it. */
const SUMMARY_BUDGET_BYTES = 900_000;
/** A check run's output.summary and output.text: 65,535 characters, and bytes. */
const CHECK_OUTPUT_MAX_BYTES = 65_535;
/** Annotations per check-run request: GitHub refuses a 51st. */
const ANNOTATIONS_PER_REQUEST = 50;
const ANNOTATION_TITLE_MAX_CHARS = 255;
/** An annotation's message and raw_details: 64 KB. */
const ANNOTATION_MESSAGE_MAX_BYTES = 64 * 1024;
/** A workflow-command annotation: the runner shows only its start, and its line has a limit. */
const COMMAND_MESSAGE_MAX_CHARS = 16_000;
const COMMENT_MAX_CHARS = 65_536;
/** Room a report's comment may take: the marker and notes share the limit with it. */
const COMMENT_BUDGET_BYTES = 60_000;
/** An issue's body: the same 65,536 characters as a comment's. */
const ISSUE_BODY_MAX_CHARS = 65_536;
/** Room a health issue's body may take: the marker and notes share the limit with it. */
const ISSUE_BUDGET_BYTES = 60_000;
/** An issue's title: GitHub refuses a longer one. */
const ISSUE_TITLE_MAX_CHARS = 256;


/***/ }),

/***/ 4518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   X5: () => (/* binding */ workspacePath),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   rX: () => (/* binding */ writeRoots),
/* harmony export */   zf: () => (/* binding */ workspaceDir)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/** Where the workspace is, how an annotation names a file, and which hosts are loopback. */


/** The folder paths are relative to: GITHUB_WORKSPACE on a runner, else the current folder. */
function workspaceDir(env = process.env) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GITHUB_WORKSPACE || process.cwd());
}
function writeRoots(env = process.env) {
    return { workspace: workspaceDir(env), temp: env.RUNNER_TEMP ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.RUNNER_TEMP) : undefined };
}
/**
 * Relative to the workspace with `/`, as a person finds the file from the checkout: `../…` when it
 * lies outside (an absolute path on another drive stays absolute).
 */
function workspacePath(path, workspace = workspaceDir()) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(workspace, path) : path;
    // Either separator (Windows' is `\`) becomes `/`.
    return rel.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
/** Relative to the workspace with `/`, as GitHub places annotations; undefined outside it. */
function repositoryPath(path, workspace = workspaceDir()) {
    const clean = workspacePath(path, workspace);
    if (clean === '' || clean === '..' || clean.startsWith('../') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(clean))
        return undefined;
    return clean;
}
/** 127.0.0.0/8 and ::1, in any spelling, IPv4-mapped too (`::ffff:127.0.0.1`). */
const LOOPBACK = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
/**
 * `localhost` and the loopback addresses. Plain http:// is allowed only to these (the token never
 * leaves the machine), and the emulator binds only these.
 */
function isLoopbackHost(host) {
    const h = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if (h.toLowerCase() === 'localhost')
        return true;
    const version = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(h);
    return version !== 0 && LOOPBACK.check(h, version === 4 ? 'ipv4' : 'ipv6');
}


/***/ }),

/***/ 8187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ randomHex),
/* harmony export */   t: () => (/* binding */ tokenAbsentFrom)
/* harmony export */ });
/**
 * Random names that must not clash and hold no secret: a heredoc delimiter and a resume token,
 * each also checked absent from the text it frames, and the names of new files, opened with O_EXCL
 * so that a name already taken is never written through. Math.random (which V8 seeds from the
 * system's entropy) rather than node:crypto: loading OpenSSL for names that need no secret cost
 * every step memory and start-up time (docs/benchmarks.md).
 */
/** `length` hexadecimal digits. */
function randomHex(length) {
    let hex = '';
    while (hex.length < length)
        hex += Math.floor(Math.random() * 0x1_0000_0000)
            .toString(16)
            .padStart(8, '0');
    return hex.slice(0, length);
}
/** Draws before a token absent from the texts is given up on: each draw is 128 random bits. */
const DRAWS = 8;
/** `prefix` and 32 random hexadecimal digits that none of `texts` holds. */
function tokenAbsentFrom(prefix, ...texts) {
    for (let draw = 0; draw < DRAWS; draw++) {
        const token = `${prefix}${randomHex(32)}`;
        if (!texts.some((text) => text.includes(token)))
            return token;
    }
    throw new Error('no random token absent from the text was found');
}


/***/ }),

/***/ 9329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v5: () => (/* binding */ MASK),
  vb: () => (/* binding */ MIN_SECRET_LENGTH),
  ks: () => (/* binding */ SecretRegistry),
  v7: () => (/* binding */ isSensitivePropertyName)
});

// UNUSED EXPORTS: formsOf

;// CONCATENATED MODULE: ./.tmp-bundle/lib/common/any-of.js
/**
 * Whether a text holds any of a set of strings, in one pass that looks at a fraction of its
 * characters. Masking a large run (its results file, its JUnit file, the answers as they arrive)
 * asks this of every piece for every form of every secret; one `includes` per form read the whole
 * text a dozen times or more.
 *
 * How: every string is at least `shortest` long, so any occurrence covers a window of
 * `stride = shortest - 1` consecutive starting points of a two-character pair inside its first
 * `shortest` characters. Looking at the pair at every stride-th position of the text therefore
 * meets each occurrence exactly once, at a known offset into the string; only the pairs that some
 * string holds at some offset are checked further (Wu and Manber's idea, with pairs).
 */
/** Strings this short make the stride too small to gain anything over `includes`. */
const MIN_STRIDE = 4;
function anyOf(strings) {
    const shortest = Math.min(...strings.map((s) => s.length));
    const stride = shortest - 1;
    if (strings.length === 0 || stride < MIN_STRIDE)
        return { in: (text) => strings.some((s) => text.includes(s)) };
    /** The pair's two UTF-16 units as one number → each string holding it, with the offset of the pair. */
    const at = new Map();
    /** A pair's hash → whether some string may hold it: most pairs of a text are ruled out by this alone. */
    const maybe = new Uint8Array(65536);
    for (const s of strings)
        for (let offset = 0; offset < stride; offset++) {
            const pair = (s.charCodeAt(offset) << 16) | s.charCodeAt(offset + 1);
            maybe[hash(s.charCodeAt(offset), s.charCodeAt(offset + 1))] = 1;
            const list = at.get(pair) ?? [];
            if (!list.some(([t, o]) => t === s && o === offset))
                list.push([s, offset]);
            at.set(pair, list);
        }
    return {
        in(text) {
            // The last starting point an occurrence can have, plus the stride less one.
            const last = text.length - shortest + stride - 1;
            for (let i = stride - 1; i <= last; i += stride) {
                const first = text.charCodeAt(i);
                const second = text.charCodeAt(i + 1);
                if (maybe[hash(first, second)] === 0)
                    continue;
                const candidates = at.get((first << 16) | second);
                if (candidates === undefined)
                    continue;
                for (const [s, offset] of candidates)
                    if (text.startsWith(s, i - offset))
                        return true;
            }
            return false;
        },
    };
}
function hash(first, second) {
    return (first * 31 + second) & 0xffff;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/common/secret-registry.js
/**
 * The one registry of secret values; main.ts creates it and every writer redacts through it. A
 * service may echo a value JSON-escaped, URL-encoded, HTML-escaped or inside base64, so each value
 * is registered with all those forms, computed once, to keep redacting a large run cheap.
 */

/** The runner cannot mask a value this short (it ignores it), so such a value is refused. */
const MIN_SECRET_LENGTH = 3;
const MASK = '***';
class SecretRegistry {
    /** Every form of every value, longest first (a form holding another is replaced whole). */
    forms = [];
    seen = new Set();
    /** Length of the shortest form: a shorter text holds none (most names and statuses of a run). */
    shortest = Infinity;
    /** Finds any form in one pass: nearly every text holds none, and is then returned untouched. */
    finder = anyOf([]);
    mask;
    /** `mask` is core.setSecret; called once per registered value or line. */
    constructor(mask = () => { }) {
        this.mask = mask;
    }
    /** Registers a value (and each of its lines) with the runner's masking and this registry. */
    add(value) {
        if (!value)
            return;
        // The runner masks line by line: a multi-line value (a key file) is registered as each line too.
        const parts = [value, ...value.split(/\r?\n/).map((line) => line.trim())];
        for (const part of parts) {
            if (part.length < MIN_SECRET_LENGTH || this.seen.has(part))
                continue;
            this.seen.add(part);
            this.mask(part);
            for (const form of formsOf(part))
                if (!this.forms.includes(form))
                    this.forms.push(form);
        }
        this.forms.sort((a, b) => b.length - a.length);
        this.shortest = this.forms.at(-1)?.length ?? Infinity;
        this.finder = anyOf(this.forms);
    }
    redact(text) {
        if (!this.holds(text))
            return text;
        let out = text;
        for (const form of this.forms)
            if (out.includes(form))
                out = out.split(form).join(MASK);
        return out;
    }
    /** Lets a writer skip its per-value work when no secret occurs. */
    holds(text) {
        return text.length >= this.shortest && this.finder.in(text);
    }
}
/**
 * Last words of a property name that mark the secret part: a literal there would put a credential
 * into git. `username` or `clientId` may be literal; only these are masked in a sent body.
 */
const SENSITIVE_WORDS = new Set([
    'password',
    'passwd',
    'passphrase',
    'secret',
    'token',
    'key',
    'value',
    'credential',
    'credentials',
]);
function isSensitivePropertyName(name) {
    const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-.]+/);
    return SENSITIVE_WORDS.has(words.findLast(Boolean)?.toLowerCase() ?? '');
}
/** Base64 forms shorter than this are not searched: they would match unrelated text. */
const MIN_BASE64_FORM = 6;
/** Every form in which a service, a proxy or our own writers may show a value. */
function formsOf(value) {
    const json = JSON.stringify(value).slice(1, -1);
    const asciiJson = (upper) => json.replace(/[\u0080-\uffff]/g, (c) => {
        const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
        return `\\u${upper ? hex.toUpperCase() : hex}`;
    });
    const xmlText = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const xmlAttribute = xmlText.replace(/"/g, '&quot;').replace(/\t/g, '&#9;');
    const uri = encodeURIComponent(value);
    const forms = [
        value,
        json,
        json.replace(/\//g, '\\/'),
        asciiJson(false),
        asciiJson(true),
        xmlText,
        ...['&apos;', '&#39;', '&#x27;'].map((quote) => xmlAttribute.replace(/'/g, quote)),
        uri,
        uri.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
        new URLSearchParams({ v: value }).toString().slice(2),
        encodeURI(value),
        ...base64Forms(Buffer.from(value, 'utf8')),
    ];
    return [...new Set(forms)].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
function base64Forms(bytes) {
    const forms = [];
    for (const encoding of ['base64', 'base64url']) {
        const whole = bytes.toString(encoding);
        forms.push(whole, whole.replace(/=+$/, ''));
        // Inside a longer base64 text the value starts at byte offset 0, 1 or 2 of a 3-byte group;
        // only the characters made of the value's bytes alone are the same whatever surrounds them:
        // not those that mix the filler bytes in, nor the last one (it mixes what follows) unless the
        // value starts and ends on a group's edge.
        for (const offset of [0, 1, 2]) {
            const shifted = Buffer.concat([Buffer.alloc(offset), bytes])
                .toString(encoding)
                .replace(/=+$/, '');
            const end = offset === 0 && bytes.length % 3 === 0 ? shifted.length : -1;
            forms.push(shifted.slice(offset && offset + 1, end));
        }
    }
    return forms.filter((f) => f.length >= MIN_BASE64_FORM);
}


/***/ }),

/***/ 8275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   $Y: () => (/* binding */ stripControls),
/* harmony export */   AN: () => (/* binding */ lineSlices),
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   BC: () => (/* binding */ noBreak),
/* harmony export */   EC: () => (/* binding */ preformatted),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   Ok: () => (/* binding */ tableDivider),
/* harmony export */   Qx: () => (/* binding */ clipNoting),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   ZN: () => (/* binding */ fitBytes),
/* harmony export */   _u: () => (/* binding */ plainSeconds),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   ay: () => (/* binding */ formatUtc),
/* harmony export */   cn: () => (/* binding */ fieldPath),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   mG: () => (/* binding */ inline),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   w3: () => (/* binding */ prefixBytes),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * Folding, cutting and escaping text the action did not write itself, and numbers for people.
 * Markdown escapes are numeric entities: a backslash is not honoured inside HTML blocks such as
 * <summary>, and GitHub splits table cells on `|` before reading them. GitHub links a bare URL
 * entities and all, so a URL is written as an autolink `<…>` or kept from being linked.
 */
// ---------------------------------------------------------------------------------- plain text
/** C0 controls but tab and line breaks, DEL, C1 controls (U+0085 NEL is a line break, kept apart). */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** A UTF-16 surrogate without its other half (read by code point, a pair is one): not text, nor UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;
/** Drops control characters (terminal colours, NUL) and replaces half characters with U+FFFD. */
function stripControls(text) {
    return text.replace(CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}
/** One line: controls dropped, every run of whitespace (line breaks included) one space, trimmed. */
function oneLine(text) {
    return stripControls(text)
        .replace(/[\s\u0085]+/g, ' ')
        .trim();
}
function lines(text) {
    return text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
}
/**
 * Slices of about `size` UTF-16 units, each ending after a line feed: a slice never cuts a secret
 * (each line of one is registered) nor a surrogate pair, so large text can be masked slice by slice.
 */
function* lineSlices(text, size) {
    let start = 0;
    while (start < text.length) {
        const stop = text.indexOf('\n', Math.min(start + size, text.length) - 1);
        const end = stop === -1 ? text.length : stop + 1;
        yield text.slice(start, end);
        start = end;
    }
}
/** The end of a cut at `max` UTF-16 units that does not split a surrogate pair. */
function cutAt(text, max) {
    const code = text.charCodeAt(max - 1); // NaN for max 0
    return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}
/** At most `max` UTF-16 units, ending with `note` when something was cut; never splits a pair. */
function clip(text, max, note = '…') {
    if (text.length <= max)
        return text;
    return text.slice(0, cutAt(text, Math.max(0, max - note.length))) + note;
}
/** Cut at `max` UTF-16 units, noting how much was left out: causes can be whole stack traces. */
function clipNoting(text, max) {
    if (text.length <= max)
        return text;
    const end = cutAt(text, max);
    return `${text.slice(0, end)}… (${formatCount(text.length - end)} more characters)`;
}
/** A full stop at the end unless it ends with `.`, `!` or `?` already. */
function sentence(text) {
    return /[.!?]$/.test(text) ? text : `${text}.`;
}
// ---------------------------------------------------------------------------------- UTF-8 sizes
const encoder = new TextEncoder();
/** UTF-8: the unit GitHub's limits are counted in. */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** The longest prefix that fits in `maxBytes` of UTF-8, never cutting a character in two. */
function prefixBytes(text, maxBytes) {
    if (maxBytes <= 0)
        return '';
    // Every UTF-16 unit encodes to at most 3 bytes: short strings need no work.
    if (text.length * 3 <= maxBytes)
        return text;
    const { read } = encoder.encodeInto(text, new Uint8Array(maxBytes));
    return text.slice(0, read);
}
/** At most `maxBytes` of UTF-8, with a note at the end saying how much was trimmed. */
function fitBytes(text, maxBytes) {
    const size = byteLength(text);
    if (size <= maxBytes)
        return text;
    const note = (cut) => `\n\n… (trimmed ${formatCount(cut)} bytes to fit GitHub's limit of ${formatCount(maxBytes)} bytes)`;
    // Room for the note with the longest number it can hold.
    const kept = prefixBytes(text, Math.max(0, maxBytes - byteLength(note(size))));
    return kept + note(size - byteLength(kept));
}
// ---------------------------------------------------------------------------------- markdown
/**
 * Other markup becomes a numeric entity. A zero-width space after @ keeps `@user` readable but
 * stops the mention.
 */
const NAMED_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    '@': '@&#8203;',
};
/**
 * Safe in a table cell, paragraph, list item or <summary>: nothing can end a row, open a link,
 * start emphasis or code, inject HTML, close a <details> or mention someone.
 */
function inline(value, options = {}) {
    const br = options.breaks === 'br' ? '<br>' : ' ';
    const plain = (text, at) => unlinked(escapeInline(text, br, at === 0 && options.atLineStart === true));
    if (!options.links || !URL_START.test(value))
        return plain(value, 0);
    const parts = [];
    let at = 0;
    for (const match of value.matchAll(URL)) {
        const url = trimUrl(match[0]);
        if (url.length <= 'https://'.length)
            continue;
        // An autolink: CommonMark reads no entity inside one, so what would end it, split a cell or
        // mention someone is percent-encoded instead.
        const encoded = percentEncoded(url.replace(LONE_SURROGATE, '\uFFFD'), /[|\\`@]/g);
        parts.push(plain(value.slice(at, match.index), at), `<${encoded}>`);
        at = match.index + url.length;
    }
    parts.push(plain(value.slice(at), at));
    return parts.join('');
}
/**
 * What inline text rewrites: markup, controls, line breaks and half characters. An underscore
 * between letters or digits (snake_case) cannot start or end emphasis: it is left alone.
 */
const INLINE_SPECIAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029&<>"|`*[\]\\~$@\uD800-\uDFFF]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
function escapeInline(value, br, atLineStart) {
    const escaped = value.replace(INLINE_SPECIAL, (c, i) => {
        if (c === '\n' || c === '\u0085' || c === '\u2028' || c === '\u2029')
            return br;
        if (c === '\r')
            return value[i + 1] === '\n' ? '' : br;
        if (c === '\t')
            return ' ';
        if (c >= '\uD800')
            return '\uFFFD';
        if (c < ' ' || (c <= '\u009f' && c >= '\u007f'))
            return '';
        return NAMED_ENTITIES[c] ?? `&#${c.charCodeAt(0)};`;
    });
    if (!atLineStart)
        return escaped;
    return escaped
        .replace(/^[#+=-]/, (m) => `&#${m.charCodeAt(0)};`)
        .replace(/^(\d+)([.)])/, (_m, digits, mark) => `${digits}&#${mark.charCodeAt(0)};`);
}
/** Where GitHub would start a link of its own: `http://`, `https://`, `ftp://`, `www.`. */
const URL_START = /(?:https?|ftp):\/\/|www\./i;
/** A URL as GFM reads one: up to whitespace or `<`; trailing punctuation is not part of it. */
const URL = /https?:\/\/[^\s<>\u0000-\u001f\u007f-\u009f]+/gi;
const URL_TRAILING = /[.,:;!?'"*_~]+$/;
/**
 * The `:` of `https://` and the `.` of `www.` as entities, so GitHub links nothing: a link found
 * in escaped text would keep `&amp;` and the like in its address.
 */
function unlinked(escaped) {
    if (!URL_START.test(escaped))
        return escaped;
    return escaped.replace(/:(?=\/\/)/g, '&#58;').replace(/\b(www)\./gi, '$1&#46;');
}
/** A URL without the punctuation that ends the sentence around it (GFM's rule, closing brackets too). */
function trimUrl(url) {
    let end = url.replace(URL_TRAILING, '');
    for (let last = end.at(-1); last === ')' || last === ']'; last = end.at(-1)) {
        // Dropped only while it closes more than the URL opens.
        if (end.split(last).length <= end.split(last === ')' ? '(' : '[').length)
            break;
        end = end.slice(0, -1).replace(URL_TRAILING, '');
    }
    return end;
}
/** Every character `which` matches as `%XX`: the same address to a browser. */
function percentEncoded(url, which) {
    return url.replace(which, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** Text safe inside <pre>…</pre>: only what HTML itself reads needs escaping there. */
function preformatted(value) {
    return stripControls(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * <code> rather than backticks, because entities work inside it. `@` is an entity, not followed
 * by `inline`'s invisible space, which a copy would carry along (GitHub links no mention in code).
 */
function code(value) {
    return value === '' ? '<code>""</code>' : `<code>${inline(value).replaceAll('@&#8203;', '&#64;')}</code>`;
}
/** A fenced block longer than any backtick run inside, so no value can close it early. */
function fenced(body, lang = '') {
    const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${stripControls(body)}\n${fence}`;
}
/** A markdown table row from cells that are already escaped. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
function tableDivider(align) {
    return `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`;
}
/** Only http(s) is linked; characters that would end the target are percent-encoded. */
function link(label, url) {
    if (!/^https?:\/\//i.test(url))
        return inline(label);
    return `[${inline(label)}](${percentEncoded(url, /[\s()<>"'`|[\]\\]/g)})`;
}
// ---------------------------------------------------------------------------------- numbers
function plural(n, word) {
    return n === 1 ? word : `${word}s`;
}
/** `1234567` → `1,234,567`. Not toLocaleString, which starts ICU. */
function formatCount(n) {
    return String(n).replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}
/** Keeps a number and its unit (`6 min 40 s`) on one line in markdown. */
function noBreak(text) {
    return text.replaceAll(' ', '\u00a0');
}
/** Seconds with a unit, precise enough to compare tests: `0.012 s`, `1.23 s`, `75.4 s`. */
function formatSeconds(seconds) {
    if (!Number.isFinite(seconds))
        return '?';
    const digits = seconds < 1 ? 3 : seconds < 10 ? 2 : 1;
    return `${seconds.toFixed(digits)} s`;
}
/** A time set in seconds, as a person writes it: `600 s`, `0.3 s` (to the millisecond). */
function plainSeconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
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
const BYTE_UNITS = [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
];
/** `512 MiB`, `1 GiB`, `1.2 GiB`, `900 bytes`: a size in the largest unit it reaches. */
function formatBytes(bytes) {
    for (const [unit, size] of BYTE_UNITS) {
        if (bytes < size)
            continue;
        const n = bytes / size;
        return `${Number.isInteger(n) ? n : n.toFixed(1)} ${unit}`;
    }
    return `${formatCount(bytes)} ${plural(bytes, 'byte')}`;
}
/** `2026-11-20 12:05 UTC` (`12:05:09 UTC` with seconds); `?` for no valid time. */
function formatUtc(ms, { seconds = false } = {}) {
    if (!Number.isFinite(ms))
        return '?';
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)} UTC`;
}
/** `tests[0].columnTests[2].name`. */
function fieldPath(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
    return out;
}


/***/ }),

/***/ 2649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ issueCommand),
/* harmony export */   UV: () => (/* binding */ inputValue),
/* harmony export */   _r: () => (/* binding */ writeLine),
/* harmony export */   cj: () => (/* binding */ appendOutput),
/* harmony export */   nz: () => (/* binding */ appendSummaryFile)
/* harmony export */ });
/* unused harmony export commandLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _common_random_hex_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8187);
/**
 * The runner's protocol, as GitHub documents it ("Workflow commands for GitHub Actions"): commands
 * are lines on stdout, `::name key=value,…::message`, with the message's and the values' special
 * characters percent-encoded; outputs and the job summary are appended to the files the runner
 * names in GITHUB_OUTPUT and GITHUB_STEP_SUMMARY.
 *
 * Written here rather than taken from @actions/core: that package loads its OIDC client, and with
 * it @actions/http-client and undici, the moment it is imported, so every step paid for the whole
 * HTTP stack before it could say an input was missing (docs/benchmarks.md, cold start). The
 * protocol is a few lines; the Runner (runner.ts) is the only caller.
 */


/** A message: `%`, CR and LF encoded, so it stays on its one line. */
function escapeData(text) {
    return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** A property's value: as a message, and `:` and `,`, which end a value, encoded too. */
function escapeProperty(text) {
    return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
/** The command as the line the runner reads. */
function commandLine(name, message, properties = {}) {
    const pairs = Object.entries(properties)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
    return `::${name}${pairs.length > 0 ? ` ${pairs.join(',')}` : ''}::${escapeData(message)}`;
}
/** Writes one workflow command to the log. */
function issueCommand(name, message, properties) {
    process.stdout.write(`${commandLine(name, message, properties)}\n`);
}
/** Writes a line of log text as it is (the Runner makes sure it cannot read as a command). */
function writeLine(text) {
    process.stdout.write(`${text}\n`);
}
/**
 * An input as the runner passes it: INPUT_ and the name in capitals (spaces as `_`, hyphens kept),
 * trimmed; '' when the step does not set it.
 */
function inputValue(name) {
    return (process.env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '').trim();
}
/**
 * Appends `name=value` to GITHUB_OUTPUT, as a heredoc whose delimiter is random and absent from the
 * name and the value, so no value can end it early. Throws when the file is not there.
 * Without GITHUB_OUTPUT (a tool that runs the source outside a runner, such as
 * @github/local-action) the output is printed as the older `set-output` command.
 */
function appendOutput(name, value) {
    if (!process.env.GITHUB_OUTPUT) {
        issueCommand('set-output', value, { name });
        return;
    }
    const file = environmentFile('GITHUB_OUTPUT');
    const delimiter = (0,_common_random_hex_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenAbsentFrom */ .t)('ghadelimiter_', name, value);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`, 'utf8');
}
/** Appends Markdown to the job summary; throws when GITHUB_STEP_SUMMARY names no file there. */
function appendSummaryFile(markdown) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(environmentFile('GITHUB_STEP_SUMMARY'), markdown, 'utf8');
}
/** The runner creates these files before the step starts: one that is missing is not ours to make. */
function environmentFile(variable) {
    const file = process.env[variable];
    if (!file)
        throw new Error(`${variable} is not set`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new Error(`the file ${variable} names does not exist`);
    return file;
}


/***/ }),

/***/ 6196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ problemsSummary),
/* harmony export */   by: () => (/* binding */ Runner)
/* harmony export */ });
/* unused harmony export readsAsCommand */
/* harmony import */ var _common_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1676);
/* harmony import */ var _runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2649);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/* harmony import */ var _common_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4518);
/* harmony import */ var _common_random_hex_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8187);





/** Warnings kept for the summary's head: more is a log to read, not a first screen. */
const WARNINGS_KEPT = 10;
class Runner {
    secrets;
    problemList = [];
    onCancel = [];
    warned = [];
    warnedCount = 0;
    summaryBytes = 0;
    summaryFull = false;
    constructor(secrets) {
        this.secrets = secrets;
    }
    info(text) {
        const clean = this.secrets.redact(text);
        if (!readsAsCommand(clean)) {
            (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLine */ ._r)(clean);
            return;
        }
        // A token the text does not hold, and cannot guess: the text inside cannot end the pause itself.
        const token = (0,_common_random_hex_js__WEBPACK_IMPORTED_MODULE_3__/* .tokenAbsentFrom */ .t)('resume-', clean);
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('stop-commands', token);
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLine */ ._r)(clean);
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLine */ ._r)(`::${token}::`);
    }
    debug(text) {
        // The runner shows these only when the step runs with debug logging.
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('debug', this.secrets.redact(text));
    }
    notice(message, where = {}) {
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('notice', this.annotationText(message), this.properties(where));
    }
    warning(message, where = {}) {
        const text = this.annotationText(message);
        this.warnedCount++;
        if (this.warned.length < WARNINGS_KEPT)
            this.warned.push(text);
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('warning', text, this.properties(where));
    }
    /** The warnings printed so far, for a summary that names them before anything else. */
    warnings() {
        return { first: [...this.warned], count: this.warnedCount };
    }
    error(message, where = {}) {
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('error', this.annotationText(message), this.properties(where));
    }
    fail(line, where = {}) {
        process.exitCode = 1;
        this.error(line, where);
    }
    startGroup(name) {
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('group', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(this.secrets.redact(name)));
    }
    endGroup() {
        (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('endgroup', '');
    }
    /** `name` is one of action.yml's outputs (output-names.ts, generated from it). */
    setOutput(name, value) {
        try {
            (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .appendOutput */ .cj)(name, this.secrets.redact(String(value)));
        }
        catch (err) {
            this.problem(`the output ${name} could not be written (${describe(err)})`);
        }
    }
    /** Printed to the log without a summary file; a step's appends stay under SUMMARY_MAX_BYTES. */
    async appendSummary(markdown) {
        if (this.summaryFull)
            return;
        let text = this.secrets.redact(markdown);
        if (!text.endsWith('\n'))
            text += '\n';
        const room = _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .SUMMARY_MAX_BYTES */ .eR - this.summaryBytes;
        if ((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(text) > room) {
            text = `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .fitBytes */ .ZN)(text, Math.max(0, room - 200))}\n`;
            this.summaryFull = true;
        }
        this.summaryBytes += (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .byteLength */ .dp)(text);
        if (!process.env.GITHUB_STEP_SUMMARY) {
            this.info(text);
            return;
        }
        try {
            (0,_runner_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .appendSummaryFile */ .nz)(text);
        }
        catch (err) {
            this.problem(`the job summary could not be written (${describe(err)})`);
        }
    }
    /**
     * Registers `handler` for a cancellation until the function returned is called: register before
     * the first request that changes something, withdraw (in a `finally`) once the flow has written
     * its own outputs.
     */
    whenCancelled(handler) {
        this.onCancel.push(handler);
        return () => {
            const at = this.onCancel.indexOf(handler);
            if (at >= 0)
                this.onCancel.splice(at, 1);
        };
    }
    /** The handlers registered and not withdrawn, in the order they were registered. */
    cancelHandlers() {
        return [...this.onCancel];
    }
    /** What could not be written and was not reported yet. */
    takeProblems() {
        return this.problemList.splice(0);
    }
    problem(text) {
        if (this.problemList.length < 20)
            this.problemList.push((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(this.secrets.redact(text)));
    }
    annotationText(message) {
        return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(this.secrets.redact(message)), _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_MESSAGE_MAX_CHARS */ .FA);
    }
    properties(where) {
        const props = {};
        if (where.title)
            props.title = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(this.secrets.redact(where.title)), _common_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .ANNOTATION_TITLE_MAX_CHARS */ .IK);
        const file = where.file && (0,_common_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryPath */ .SH)(where.file);
        if (file) {
            props.file = this.secrets.redact(file);
            if (where.line !== undefined && Number.isInteger(where.line) && where.line >= 1)
                props.line = where.line;
        }
        return props;
    }
}
/** A line starting with `::` after blanks (the runner trims them), or `##[` anywhere (the older form). */
function readsAsCommand(text) {
    return (text.includes('##[') || (text.includes('::') && (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lines */ .Mn)(text).some((l) => l.trimStart().startsWith('::'))));
}
function describe(err) {
    const e = err;
    if (typeof e?.code === 'string')
        return e.code;
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(typeof e?.message === 'string' ? e.message : String(err)), 200);
}
function problemsSummary(problems) {
    return problems.length === 1
        ? problems[0]
        : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(problems.length)} things could not be written: ${problems.join('; ')}`;
}


/***/ }),

/***/ 7520:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/common/zod-config.js
/**
 * zod's settings for the action, set as it starts (main.ts imports this module first, so it runs
 * before any schema is built). A step parses each schema a few times at most: the parser zod
 * compiles for each object schema costs more to build than it saves, so none is compiled.
 */

core/* config */.$W({ jitless: true });

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner.js
var github_runner = __webpack_require__(6196);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/runner-protocol.js
var runner_protocol = __webpack_require__(2649);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var paths = __webpack_require__(4518);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/inputs/catalogue.js
// Generated from action.yml by `npm run docs` (scripts/docs.mjs): edit action.yml, not this
// file. `npm run lint` fails when it is stale.
/** The modes, in action.yml's order: the mode input's description names them. */
const MODES = ['test', 'deploy', 'fabric', 'report', 'pipeline'];
/**
 * Every input of action.yml, in its order: its default, the value the runner passes when a step
 * does not set the input (undefined when there is none, and when the default is a `${{ }}`
 * expression: the runner evaluates it, so the action cannot know it, and `expression` is true);
 * the modes that use it, from the "Modes:" sentence ending its description.
 */
const INPUTS = {
    mode: { default: undefined, expression: false, modes: 'all' },
    'base-url': { default: undefined, expression: false, modes: ['test', 'deploy', 'fabric', 'pipeline'] },
    token: { default: undefined, expression: false, modes: ['test', 'deploy', 'fabric', 'pipeline'] },
    'allow-insecure-http': { default: 'false', expression: false, modes: 'all' },
    'request-timeout': { default: '600', expression: false, modes: 'all' },
    retries: { default: '3', expression: false, modes: 'all' },
    'dry-run': { default: 'false', expression: false, modes: 'all' },
    'fabric-id': { default: undefined, expression: false, modes: ['test', 'fabric', 'pipeline'] },
    'project-id': { default: undefined, expression: false, modes: ['test', 'pipeline'] },
    branch: { default: undefined, expression: false, modes: ['test', 'pipeline'] },
    version: { default: undefined, expression: false, modes: ['test', 'deploy', 'pipeline'] },
    'tests-file': { default: undefined, expression: false, modes: ['test'] },
    models: { default: undefined, expression: false, modes: ['test'] },
    concurrency: { default: '4', expression: false, modes: ['test', 'pipeline'] },
    shard: { default: undefined, expression: false, modes: ['test'] },
    'baseline-branch': { default: undefined, expression: false, modes: ['test'] },
    'baseline-version': { default: undefined, expression: false, modes: ['test'] },
    'baseline-results': { default: undefined, expression: false, modes: ['test', 'report'] },
    'quarantine-file': { default: undefined, expression: false, modes: ['test', 'report'] },
    'quarantine-max-days': { default: '90', expression: false, modes: ['test', 'report'] },
    'history-file': { default: undefined, expression: false, modes: ['test', 'report'] },
    'history-update': { default: 'auto', expression: false, modes: ['test', 'report'] },
    'history-runs': { default: '50', expression: false, modes: ['test', 'report'] },
    rerun: { default: 'off', expression: false, modes: ['test'] },
    'rerun-attempts': { default: '1', expression: false, modes: ['test'] },
    'fail-on': { default: 'failed,error', expression: false, modes: ['test', 'report'] },
    'github-token': { default: undefined, expression: true, modes: ['test', 'report', 'fabric', 'deploy'] },
    'check-run': { default: 'true', expression: false, modes: ['test', 'report'] },
    'check-name': { default: 'Data tests', expression: false, modes: ['test', 'report'] },
    'max-annotations': { default: '10', expression: false, modes: ['test', 'report'] },
    'max-check-annotations': { default: '1000', expression: false, modes: ['test', 'report'] },
    'sources-file': { default: 'auto', expression: false, modes: ['test', 'report'] },
    'junit-file': { default: undefined, expression: false, modes: ['test', 'report'] },
    'pr-comment': { default: 'off', expression: false, modes: ['test', 'report', 'fabric'] },
    'health-issue': { default: 'false', expression: false, modes: ['test', 'report', 'fabric'] },
    'health-labels': { default: 'data-health', expression: false, modes: ['test', 'report', 'fabric'] },
    'results-files': { default: undefined, expression: false, modes: ['report'] },
    'allow-missing-shards': { default: 'false', expression: false, modes: ['report'] },
    'project-name': { default: undefined, expression: false, modes: ['deploy'] },
    'fabric-name': { default: undefined, expression: false, modes: ['deploy'] },
    'git-tag': { default: undefined, expression: false, modes: ['deploy'] },
    'overrides-file': { default: undefined, expression: false, modes: ['deploy'] },
    pipelines: { default: undefined, expression: false, modes: ['pipeline'] },
    'parameters-file': { default: undefined, expression: false, modes: ['pipeline'] },
    wait: { default: 'true', expression: false, modes: ['pipeline'] },
    timeout: { default: '60', expression: false, modes: ['pipeline'] },
    'poll-interval': { default: '30', expression: false, modes: ['pipeline'] },
    'github-deployment': { default: 'auto', expression: false, modes: ['deploy'] },
    environment: { default: undefined, expression: false, modes: ['deploy'] },
    redeploy: { default: 'false', expression: false, modes: ['deploy'] },
    replaces: { default: undefined, expression: false, modes: ['deploy'] },
    'fabric-file': { default: undefined, expression: false, modes: ['fabric'] },
    plan: { default: 'false', expression: false, modes: ['fabric'] },
    'fix-drift': { default: 'false', expression: false, modes: ['fabric'] },
};

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/secret-registry.js + 1 modules
var secret_registry = __webpack_require__(9329);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/inputs/fields.js
/**
 * One parser per input of action.yml (but `mode`: settings.ts), each failing with one line naming the
 * input and the form it expects (docs/bad-inputs.md lists them all and is a test). No default is
 * written here: settings.ts gives an empty input its default, as the runner does.
 */


const FAIL_ON = ['failed', 'error', 'warning', 'new-failed', 'new-error', 'flaky', 'quarantined'];
/**
 * Every word fail-on takes, and what it means: each value, the shorthand `new`, and values also
 * spelt as the output that counts them (`new-errored` beside `new-error`): the two sit side by side
 * in a workflow, and either spelling means the same outcome.
 */
const FAIL_ON_WORDS = {
    ...Object.fromEntries(FAIL_ON.map((word) => [word, [word]])),
    new: ['new-failed', 'new-error'],
    errored: ['error'],
    warnings: ['warning'],
    'new-errored': ['new-error'],
};
const FAIL_ON_LIST = 'failed, error, warning, new-failed, new-error, new, flaky, quarantined';
/** The statuses `rerun` names, as the input spells them and as the service does. */
const RERUN_STATUSES = { failed: ['FAILED'], error: ['ERROR'] };
const PR_COMMENT = ['off', 'always', 'on-failure'];
const GITHUB_DEPLOYMENT = ['auto', 'true', 'false'];
const HISTORY_UPDATE = ['auto', 'true', 'false'];
/** GitHub refuses an environment name longer than this. */
const ENVIRONMENT_MAX_CHARS = 255;
/** A refinement that fails with exactly this line. */
function refuse(ctx, message) {
    ctx.addIssue({ code: 'custom', message });
    return core/* NEVER */.tm;
}
/** The YAML 1.2 core schema booleans, as the runner's own getBooleanInput accepts them. */
function flag(name) {
    return schemas/* stringbool */.uEf({
        truthy: ['true', 'True', 'TRUE'],
        falsy: ['false', 'False', 'FALSE'],
        case: 'sensitive',
        error: (iss) => `Input ${name} must be true or false, got "${String(iss.input)}"`,
    });
}
/** `what` names what the number counts when the input's name does not (timeout: minutes). */
function number(name, min, max, what = 'a whole number') {
    const whole = what.startsWith('a whole');
    const range = whole ? `from ${min} to ${max}` : `between ${min} and ${max}`;
    return schemas/* string */.YjP().transform((value, ctx) => {
        const n = Number(value);
        if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(value) || n < min || n > max)
            return refuse(ctx, `Input ${name} must be ${what} ${range}, got "${value}"`);
        return n;
    });
}
const optional = schemas/* string */.YjP().transform((value) => value || undefined);
function oneOf(name, values, expected) {
    return schemas/* enum */.k5n(values, { error: (iss) => `Input ${name} must be ${expected}; got "${String(iss.input)}"` });
}
/** Names separated by newlines or commas; a name given twice is a mistake worth reporting. */
function nameList(name) {
    return schemas/* string */.YjP().transform((value, ctx) => {
        const items = split(value, /[\n,]/);
        const seen = new Set();
        // An item already seen leaves the set's size as it was.
        const twice = items.find((item) => seen.size === seen.add(item).size);
        return twice === undefined ? items : refuse(ctx, `Input ${name} names "${twice}" twice`);
    });
}
/** GitHub refuses a label name longer than this. */
const LABEL_MAX_CHARS = 50;
/** Labels one health issue carries: each is one more filter of its lookup and one more request when missing. */
const MAX_LABELS = 10;
/** Names GitHub can filter issues by: the lookup's `labels` query is a comma list, so no name holds a comma. */
const labels = nameList('health-labels').transform((names, ctx) => {
    if (names.length === 0)
        return refuse(ctx, 'Input health-labels must name at least one label (the issue is found again by them)');
    if (names.length > MAX_LABELS)
        return refuse(ctx, `Input health-labels names ${names.length} labels; at most ${MAX_LABELS}`);
    const long = names.find((name) => [...name].length > LABEL_MAX_CHARS);
    if (long !== undefined)
        return refuse(ctx, `Input health-labels names a label of ${[...long].length} characters; GitHub allows at most ${LABEL_MAX_CHARS}`);
    return names;
});
/** Most pipelines one step runs. */
const MAX_PIPELINES = 100;
const pipelines = nameList('pipelines').transform((names, ctx) => {
    if (names.length === 0)
        return refuse(ctx, 'Input pipelines is required in pipeline mode: pipeline names, separated by newlines or commas');
    if (names.length > MAX_PIPELINES)
        return refuse(ctx, `Input pipelines names ${names.length} pipelines; one step runs at most ${MAX_PIPELINES}`);
    return names;
});
/**
 * The longest `timeout`, in minutes: five days, the most a job may run on a self-hosted runner
 * (GitHub's hosted runners stop a job after six hours).
 */
const MAX_TIMEOUT_MINUTES = 7200;
/** The most quarantine-max-days allows: ten years is no longer a quarantine, and dates stay 4-digit. */
const MAX_QUARANTINE_DAYS = 3650;
/**
 * The most runs a history file keeps: 100,000 tests over 500 runs is about 60 MB, read and written
 * on every run.
 */
const MAX_HISTORY_RUNS = 500;
/** Glob patterns, one per line. */
const patterns = schemas/* string */.YjP().transform((value) => split(value, /\r?\n/));
const baseUrl = schemas/* string */.YjP().transform((raw, ctx) => {
    if (!raw)
        return refuse(ctx, 'Input base-url is required, e.g. https://orchestrator.example.com');
    const url = URL.parse(raw);
    if (!url)
        return refuse(ctx, `Input base-url is not a valid address: "${raw}" (e.g. https://orchestrator.example.com)`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return refuse(ctx, `Input base-url must start with https:// (got "${url.protocol}")`);
    if (url.username || url.password)
        return refuse(ctx, 'Input base-url must not contain credentials: pass the token in the token input');
    if (url.search || url.hash)
        return refuse(ctx, `Input base-url must not have a query or fragment: "${raw}"`);
    return url;
});
const token = schemas/* string */.YjP()
    .min(1, 'Input token is required: the API access token (store it as a secret)')
    .min(secret_registry/* MIN_SECRET_LENGTH */.vb, `Input token is shorter than ${secret_registry/* MIN_SECRET_LENGTH */.vb} characters, which the runner cannot mask`);
const shard = schemas/* string */.YjP().transform((value, ctx) => {
    if (!value)
        return undefined;
    const [index = 0, count = 0] = /^(\d+)\s*\/\s*(\d+)$/.exec(value)?.slice(1).map(Number) ?? [];
    if (index < 1 || index > count)
        return refuse(ctx, `Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "${value}"`);
    return { index, count };
});
/** Comma-separated words, each standing for the values `words` gives it; `none` alone for none. */
function wordSet(name, words, none, expected) {
    return schemas/* string */.YjP().transform((value, ctx) => {
        const items = split(value, /,/);
        if (items.length === 1 && items[0] === none)
            return new Set();
        if (!items.every((item) => Object.hasOwn(words, item)))
            return refuse(ctx, `Input ${name} must be ${expected}; got "${value}"`);
        return new Set(items.flatMap((item) => words[item]));
    });
}
const failOn = schemas/* string */.YjP()
    .refine((value) => split(value, /,/).length > 0, 'Input fail-on must not be empty (use none)')
    .pipe(wordSet('fail-on', FAIL_ON_WORDS, 'none', `a comma list of ${FAIL_ON_LIST}, or none`));
/** The items of a list, trimmed, without empty ones. */
function split(value, separator) {
    return value
        .split(separator)
        .map((s) => s.trim())
        .filter(Boolean);
}
/** A GitHub environment's name, when given (settings.ts checks the fabric name that stands in for it). */
const environment = schemas/* string */.YjP().transform((value, ctx) => {
    if (!value)
        return undefined;
    const problem = environmentProblem(value);
    return problem ? refuse(ctx, `Input environment ${problem}`) : value;
});
/** What GitHub would refuse of an environment name, or undefined. */
function environmentProblem(name) {
    const length = [...name].length;
    if (length > ENVIRONMENT_MAX_CHARS)
        return `must be at most ${ENVIRONMENT_MAX_CHARS} characters (GitHub's limit for an environment name), got ${length}`;
    if (/[\r\n]/.test(name))
        return 'must be one line';
    return undefined;
}
/** `auto` (the default) leaves the sources file to be found. */
const sourcesFile = schemas/* string */.YjP().transform((value) => (value && value !== 'auto' ? value : undefined));
/**
 * Every input but `mode`, and how it is read: a parser of its text, whose output is the setting. `fabric-id` means a different thing in each mode
 * that uses it (settings.ts checks it there); the others mean one thing wherever they are used.
 */
const FIELDS = {
    'base-url': baseUrl,
    token,
    'allow-insecure-http': flag('allow-insecure-http'),
    'request-timeout': number('request-timeout', 0.001, 86_400, 'a number of seconds'),
    retries: number('retries', 0, 10),
    'dry-run': flag('dry-run'),
    'fabric-id': optional,
    // Required in test and pipeline modes: settings.ts says so, naming the mode.
    'project-id': optional,
    branch: optional,
    version: optional,
    'tests-file': optional,
    models: nameList('models'),
    concurrency: number('concurrency', 1, 64),
    shard,
    'baseline-branch': optional,
    'baseline-version': optional,
    'baseline-results': patterns,
    'quarantine-file': optional,
    'quarantine-max-days': number('quarantine-max-days', 1, MAX_QUARANTINE_DAYS),
    'history-file': optional,
    'history-update': oneOf('history-update', HISTORY_UPDATE, 'auto, true or false'),
    'history-runs': number('history-runs', 1, MAX_HISTORY_RUNS),
    rerun: wordSet('rerun', RERUN_STATUSES, 'off', 'a comma list of failed and error, or off'),
    'rerun-attempts': number('rerun-attempts', 1, 3),
    'fail-on': failOn,
    'github-token': schemas/* string */.YjP(),
    'check-run': flag('check-run'),
    'check-name': schemas/* string */.YjP(),
    'max-annotations': number('max-annotations', 0, 1000),
    'max-check-annotations': number('max-check-annotations', 0, 50_000),
    'sources-file': sourcesFile,
    'junit-file': optional,
    'pr-comment': oneOf('pr-comment', PR_COMMENT, 'off, always or on-failure'),
    'health-issue': flag('health-issue'),
    'health-labels': labels,
    'results-files': patterns.refine((list) => list.length > 0, 'Input results-files is required in report mode: glob patterns of results files, one per line'),
    'allow-missing-shards': flag('allow-missing-shards'),
    'project-name': optional,
    'fabric-name': schemas/* string */.YjP().min(1, 'Input fabric-name is required in deploy mode'),
    'git-tag': optional,
    'overrides-file': optional,
    pipelines,
    'parameters-file': optional,
    wait: flag('wait'),
    timeout: number('timeout', 1, MAX_TIMEOUT_MINUTES, 'a whole number of minutes'),
    'poll-interval': number('poll-interval', 1, 3600, 'a whole number of seconds'),
    'github-deployment': oneOf('github-deployment', GITHUB_DEPLOYMENT, 'auto, true or false'),
    environment,
    redeploy: flag('redeploy'),
    replaces: optional,
    'fabric-file': schemas/* string */.YjP().min(1, 'Input fabric-file is required in fabric mode'),
    plan: flag('plan'),
    'fix-drift': flag('fix-drift'),
};

;// CONCATENATED MODULE: ./.tmp-bundle/lib/inputs/settings.js
/**
 * The settings of a run, read once before any request: for the mode, the inputs whose "Modes:" name
 * it, each parsed by its field under its name in camelCase, plus the checks that need more than one
 * input, into that mode's interface of settings-types.ts. Every error is one line naming the input
 * (docs/bad-inputs.md is a test).
 */





/** Whether a mode reads an input. */
function usedIn(name, mode) {
    const modes = INPUTS[name].modes;
    return modes === 'all' || modes.includes(mode);
}
/**
 * The parser, when it produces exactly `D`: every field of the interface, no other, each of the
 * same type. Otherwise it does not compile, and the error names the fields that differ.
 */
function producing() {
    return (parser) => parser;
}
/** The inputs a mode reads (`mode` aside), in action.yml's order: errors come in that order. */
function inputsOf(mode) {
    return Object.keys(INPUTS).filter((name) => Object.hasOwn(FIELDS, name) && usedIn(name, mode));
}
function camel(name) {
    return name.replace(/-(.)/g, (_, letter) => letter.toUpperCase());
}
/**
 * The fields of the mode's inputs, each under its name in camelCase. The cast says what inputsOf()
 * picks at run time; test/unit/inputs.test.ts checks each mode's fields against its interface.
 */
function parsed(mode) {
    const names = inputsOf(mode);
    return schemas/* object */.Ikc(Object.fromEntries(names.map((name) => [name, FIELDS[name]])))
        .transform((raw) => Object.fromEntries(names.map((name) => [camel(name), raw[name]])));
}
// ---------------------------------------------------------------------- what a mode checks
/** Plain http:// sends the token unencrypted: only to this machine, unless the user says so. */
function api(raw, ctx) {
    const url = raw.baseUrl;
    if (url.protocol === 'http:' && !raw.allowInsecureHttp && !(0,paths/* isLoopbackHost */.cW)(url.hostname))
        refuse(ctx, `Input base-url uses plain http:// to ${url.hostname}, which would send the token unencrypted; use https:// or set allow-insecure-http: true`);
    return { baseUrl: url.toString().replace(/\/+$/, ''), token: raw.token };
}
/**
 * Test runs and pipeline triggers need both (other modes leave them out). The API takes fabricId as
 * an int64; JSON numbers are exact to 2^53.
 */
function runIds({ fabricId: id, projectId }, mode, ctx) {
    const fabricId = !id
        ? refuse(ctx, `Input fabric-id is required in ${mode} mode`)
        : /^\d+$/.test(id) && Number.isSafeInteger(Number(id))
            ? Number(id)
            : refuse(ctx, `Input fabric-id must be a whole number (the fabric's id, e.g. 10740), got "${id}"`);
    return { fabricId, projectId: projectId ?? refuse(ctx, `Input project-id is required in ${mode} mode`) };
}
/** Not with baseline-results: two references would disagree about what "new" means. */
function referenceRun(branch, version, baselineResults, ctx) {
    if (branch === undefined && version === undefined)
        return undefined;
    if (baselineResults.length > 0)
        refuse(ctx, `Input baseline-results cannot be combined with ${branch !== undefined ? 'baseline-branch' : 'baseline-version'}: compare with a reference run or with earlier results, not both`);
    return { ...(branch !== undefined && { branch }), ...(version !== undefined && { version }) };
}
/** `true` asks for a write: without a file there is nothing to write to. */
function historyUpdate(raw, ctx) {
    if (raw.historyUpdate === 'true' && raw.historyFile === undefined)
        refuse(ctx, 'Input history-update is true, but history-file is empty: name the file to append this run to');
    return raw.historyUpdate;
}
/**
 * The environment a deploy is recorded under: the input, else the fabric's name, which GitHub
 * must then accept as one (unless nothing is recorded).
 */
function deployEnvironment(raw, ctx) {
    if (raw.environment !== undefined)
        return raw.environment;
    const problem = raw.githubDeployment === 'false' ? undefined : environmentProblem(raw.fabricName);
    if (problem)
        refuse(ctx, `Input fabric-name names the GitHub environment when environment is empty, and it ${problem}: set environment`);
    return raw.fabricName;
}
/**
 * `true` promises a GitHub record: without a token there can be none, and the deploy would not be
 * sent. `replaces` is checked against the record: without one it could never be.
 */
function replaces(raw, ctx) {
    if (raw.githubDeployment === 'true' && !raw.githubToken)
        refuse(ctx, 'Input github-deployment is true, but github-token is empty: pass a token with deployments: write, or set github-deployment: auto');
    if (raw.replaces === undefined)
        return undefined;
    const without = raw.githubDeployment === 'false'
        ? 'github-deployment is false'
        : !raw.githubToken && 'github-token is empty';
    if (without)
        refuse(ctx, `Input replaces needs the GitHub record to know the environment's current deployment, but ${without}`);
    return raw.replaces.replace(/^refs\/tags\//, '');
}
/** The issue is kept with github-token: without one, health-issue: true could never do what it says. */
function healthIssue(raw, ctx) {
    if (raw.healthIssue && !raw.githubToken)
        refuse(ctx, 'Input health-issue is true, but github-token is empty: pass a token with issues: write, or set health-issue: false');
    return raw.healthIssue;
}
/**
 * Each mode's parser. A mode of action.yml (catalogue.ts) that is no member of Settings, a member
 * whose mode action.yml does not name (its interface does not compile), a member without a parser,
 * or a parser whose output differs from its mode's interface: none compiles.
 */
const SCHEMAS = {
    test: producing()(parsed('test').transform((raw, ctx) => {
        const { baselineBranch, baselineVersion, ...rest } = raw;
        return {
            ...rest,
            mode: 'test',
            ...api(raw, ctx),
            ...runIds(raw, 'test', ctx),
            healthIssue: healthIssue(raw, ctx),
            baseline: referenceRun(baselineBranch, baselineVersion, raw.baselineResults, ctx),
            historyUpdate: historyUpdate(raw, ctx),
        };
    })),
    deploy: producing()(parsed('deploy').transform((raw, ctx) => ({
        ...raw,
        mode: 'deploy',
        ...api(raw, ctx),
        environment: deployEnvironment(raw, ctx),
        replaces: replaces(raw, ctx),
    }))),
    fabric: producing()(parsed('fabric').transform((raw, ctx) => ({
        ...raw,
        mode: 'fabric',
        ...api(raw, ctx),
        healthIssue: healthIssue(raw, ctx),
        // An existing fabric's id, or none to create the fabric.
        fabricId: raw.fabricId === undefined || /^[A-Za-z0-9_-]+$/.test(raw.fabricId)
            ? raw.fabricId
            : refuse(ctx, `Input fabric-id must be a fabric id such as 10740, got "${raw.fabricId}"`),
        // A plan reads the service and a dry run sends nothing at all: which one was meant is unclear.
        plan: raw.plan && raw.dryRun
            ? refuse(ctx, 'Input plan: true makes read-only requests and dry-run: true sends none; set only one of them')
            : raw.plan,
    }))),
    report: producing()(parsed('report').transform((raw, ctx) => ({
        ...raw,
        mode: 'report',
        healthIssue: healthIssue(raw, ctx),
        historyUpdate: historyUpdate(raw, ctx),
    }))),
    pipeline: producing()(parsed('pipeline').transform((raw, ctx) => ({
        ...raw,
        mode: 'pipeline',
        ...api(raw, ctx),
        ...runIds(raw, 'pipeline', ctx),
    }))),
};
/**
 * Reads every input the mode uses (`read` gives one trimmed, '' when not set, as the runner
 * passes it: github/runner-protocol.ts's inputValue) and validates them; throws the first problem. An empty input stands for its default in
 * action.yml, as the runner passes it when a step does not set it.
 */
function readSettings(read) {
    const mode = read('mode');
    if (!mode)
        throw new errors/* UserError */.yo(`Input mode is required: one of ${MODES.join(', ')}`);
    if (!MODES.includes(mode))
        throw new errors/* UserError */.yo(`Input mode must be one of ${MODES.join(', ')}; got "${mode}"`);
    const raw = {};
    for (const name of inputsOf(mode))
        raw[name] = read(name) || (INPUTS[name].default ?? '');
    const schema = SCHEMAS[mode];
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
        throw new errors/* UserError */.yo(parsed.error.issues[0]?.message ?? 'Invalid inputs');
    return parsed.data;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/inputs/unexpected.js
/**
 * Inputs a step sets that action.yml does not define, and inputs the chosen mode does not use
 * (docs/bad-inputs.md, "Inputs the action does not know"), judged before any request. The runner
 * passes a `with:` key it does not know all the same, as an INPUT_* variable: a typo of an input the
 * mode uses would leave that input at its default (a typo'd tests-file runs the service's default
 * tests), so it fails the step; any other unknown name, and an input the mode ignores, is a warning.
 */



/** The runner's variable for an input: `INPUT_` and the name upper-cased, spaces as `_`. */
function variable(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
const NAMES = Object.keys(INPUTS);
const KNOWN = new Set(NAMES.map(variable));
/** Most unknown names warned about one by one; the rest are counted in one more line. */
const MAX_NAMED = 20;
/** A name longer than this is nobody's typo of an input: no suggestion, and cut when shown. */
const MAX_NAME = 100;
function unexpectedInputs(env) {
    const mode = chosenMode(env);
    const judged = unknownNames(env).map((name) => judge(name, mode, env));
    const firstTypo = judged.find((j) => j.typo);
    const lines = judged.filter((j) => j !== firstTypo).map((j) => j.line);
    const warnings = lines.slice(0, MAX_NAMED);
    const more = lines.length - MAX_NAMED;
    if (more > 0)
        warnings.push(`${more} more unexpected ${(0,common_text/* plural */.LS)(more, 'input')} not named here.`);
    warnings.push(...unusedInMode(env, mode));
    return { ...(firstTypo && { error: firstTypo.line }), warnings };
}
/** Undefined when `mode` is missing or not a mode: readSettings refuses it, after these lines. */
function chosenMode(env) {
    const mode = env[variable('mode')]?.trim() ?? '';
    return MODES.includes(mode) ? mode : undefined;
}
/** Each `INPUT_*` variable that is no input of action.yml, once, sorted. */
function unknownNames(env) {
    // The runner upper-cases the name; lower case is how the step wrote it, most likely.
    const names = Object.keys(env)
        .filter((key) => key.startsWith('INPUT_') && key.length > 'INPUT_'.length && !KNOWN.has(key))
        .map((key) => key.slice('INPUT_'.length).toLowerCase());
    return [...new Set(names)].sort();
}
function judge(name, mode, env) {
    const shown = (0,common_text/* clip */.$Q)((0,common_text/* oneLine */.TN)(name), MAX_NAME);
    const meant = suggestion(name, mode, env);
    if (meant?.typo)
        return {
            typo: true,
            line: `Input ${shown} is not an input of this action: did you mean ${meant.input}?`,
        };
    return {
        typo: false,
        line: meant ? `Unexpected input ${shown}: did you mean ${meant.input}?` : `Unexpected input ${shown}.`,
    };
}
/**
 * How much an input counts as the one a name meant: an input of the chosen mode that the step left
 * unset first (a typo of it leaves it at its default: that changes what the step does), then one of
 * the mode's inputs the step set (`mode` itself: `model` is no typo of a mode that is set), then
 * the other modes' inputs. Without a valid mode, the inputs every mode uses are the mode's.
 */
function rankOf(input, mode, env) {
    const ofMode = mode ? usedIn(input, mode) : INPUTS[input].modes === 'all';
    if (!ofMode)
        return 2;
    return isSet(input, env) ? 1 : 0;
}
/**
 * Set to something other than its default. An input whose default is an expression (github-token)
 * cannot be told from one the step set, so it counts as unset: a typo of it is still caught.
 */
function isSet(input, env) {
    const { default: fallback, expression } = INPUTS[input];
    const value = env[variable(input)]?.trim() ?? '';
    return !expression && value !== '' && value !== fallback;
}
/**
 * The input a name most likely misspells, by rankOf, then by edit distance, then an input of
 * named modes before one of all (the name was more likely meant for what this mode alone has),
 * then action.yml's order. A candidate is near (an edit in a name of up to 4 letters, two in a
 * longer one: a two-letter name is within two edits of every four-letter input) or holds the other
 * name (`attempts` in `rerun-attempts`), which suggests but is never a typo.
 */
function suggestion(name, mode, env) {
    if (name.length > MAX_NAME)
        return undefined;
    let best;
    NAMES.forEach((known, order) => {
        const allowed = Math.min(name.length, known.length) <= 4 ? 1 : 2;
        const contains = (name.length >= 4 && known.includes(name)) || name.includes(known);
        // Lengths further apart than the edits allowed cannot be near: most names stop here.
        if (!contains && Math.abs(name.length - known.length) > allowed)
            return;
        const distance = editDistance(name, known);
        const near = distance <= allowed;
        if (!near && !contains)
            return;
        const key = [rankOf(known, mode, env), distance, INPUTS[known].modes === 'all' ? 1 : 0, order];
        if (!best || compareKeys(key, best.key) < 0)
            best = { input: known, key, near };
    });
    return best && { input: best.input, typo: best.near && best.key[0] === 0 };
}
function compareKeys(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    return 0;
}
/** The input a name most likely misspells in a step of this mode and environment, if any. */
function closestInput(name, mode, env = {}) {
    return suggestion(name, mode, env)?.input;
}
/**
 * An input the chosen mode does not use, set to a value other than its default. A default that is
 * an expression (github-token) reaches the action evaluated, like a value the step set: such an
 * input is never reported. Nothing without a valid mode: readSettings refuses it.
 */
function unusedInMode(env, mode) {
    if (!mode)
        return [];
    const lines = [];
    for (const name of NAMES) {
        const { modes } = INPUTS[name];
        // usedIn says so for "Modes: all" too; asked here first, it leaves `modes` a list below.
        if (modes === 'all' || usedIn(name, mode) || !isSet(name, env))
            continue;
        const use = modes.length === 1 ? 'mode uses' : 'modes use';
        // In action.yml's words: "Modes: test, report." is "only test and report modes use it".
        lines.push(`Input ${name} is ignored in ${mode} mode: only ${listed(modes)} ${use} it.`);
    }
    return lines;
}
/** `a`, `a and b`, `a, b and c`. */
// Not Intl.ListFormat: creating one loads ICU's data, a cost every start would pay.
function listed(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
/** Optimal string alignment distance (insert, delete, replace, swap neighbours); both names are short. */
function editDistance(a, b) {
    // rows[i][j]: the distance between the first i characters of a and the first j of b.
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, rows[i - 2][j - 2] + 1);
            rows[i][j] = d;
        }
    }
    return rows[a.length][b.length];
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/main.js
/**
 * run(): the secret registry, the inputs, the mode's flow, the verdict. The `conclusion` output is
 * set here and only here. Flows are imported lazily so a run loads only its own mode.
 */
// First: it configures zod before any schema is built.









const FLOWS = {
    test: async () => (await Promise.all(/* import() */[__webpack_require__.e(402), __webpack_require__.e(67), __webpack_require__.e(465)]).then(__webpack_require__.bind(__webpack_require__, 9465))).testFlow,
    report: async () => (await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(402), __webpack_require__.e(67), __webpack_require__.e(886)]).then(__webpack_require__.bind(__webpack_require__, 3886))).reportFlow,
    deploy: async () => (await __webpack_require__.e(/* import() */ 62).then(__webpack_require__.bind(__webpack_require__, 4062))).deployFlow,
    fabric: async () => (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(687), __webpack_require__.e(664), __webpack_require__.e(402), __webpack_require__.e(774)]).then(__webpack_require__.bind(__webpack_require__, 7774))).fabricFlow,
    pipeline: async () => (await __webpack_require__.e(/* import() */ 345).then(__webpack_require__.bind(__webpack_require__, 4345))).pipelineFlow,
};
async function run() {
    const secrets = new secret_registry/* SecretRegistry */.ks((value) => (0,runner_protocol/* issueCommand */.Lb)('add-mask', value));
    const runner = new github_runner/* Runner */.by(secrets);
    const cancellation = handleCancellation(runner);
    let verdict;
    try {
        // Before anything can be printed: a token must never reach the log, even in an error.
        secrets.add((0,runner_protocol/* inputValue */.UV)('token'));
        secrets.add((0,runner_protocol/* inputValue */.UV)('github-token'));
        // Before the inputs are read: a typo of an input the mode uses fails the step in its own words,
        // not as the input it left unset (fabric-nme for fabric-name), and before any request.
        const unexpected = unexpectedInputs(process.env);
        for (const line of unexpected.warnings)
            runner.warning(line);
        if (unexpected.error !== undefined)
            throw new errors/* UserError */.yo(unexpected.error);
        const settings = readSettings(runner_protocol/* inputValue */.UV);
        const flow = await FLOWS[settings.mode]();
        verdict = await flow(settings, runner);
    }
    catch (err) {
        verdict = failureOf(err, runner);
    }
    // A signal came first: its handler reports the step and exits.
    if (!cancellation.finishing())
        return;
    finish(verdict, runner);
    cancellation.remove();
}
/** The conclusion, a warning for what could not be written, and the failure line. */
function finish(verdict, runner) {
    runner.setOutput('conclusion', verdict.conclusion);
    // Reports that could not be written do not change the verdict: the tests or the deploy decided it.
    const problems = runner.takeProblems();
    if (problems.length > 0)
        runner.warning(`This step could not report everything: ${(0,github_runner/* problemsSummary */.Bj)(problems)}`);
    if (verdict.conclusion === 'failure')
        runner.fail(verdict.failure.line, verdict.failure.where);
}
/** The signals the runner sends a step when its job is cancelled: SIGINT, then SIGTERM, then a kill. */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * Most time a cancelled step spends on its flow's cancel handlers before it exits all the same: the
 * runner kills it 10 s after the first signal.
 */
const CANCEL_HANDLERS_MS = 5000;
/**
 * On the first signal while a flow runs: the handlers the flow registered (Runner.whenCancelled)
 * write the outputs and the summary of what was done, then the step fails, saying so, and exits.
 */
function handleCancellation(runner) {
    let state = 'running';
    const onSignal = (signal) => {
        // Once the flow is done the step ends on its own, in moments; a second signal changes nothing.
        if (state !== 'running')
            return;
        state = 'cancelled';
        process.exitCode = 1;
        void cancelled(runner, signal).finally(() => process.exit());
    };
    for (const signal of CANCEL_SIGNALS)
        process.on(signal, onSignal);
    return {
        /** False when a signal came first. */
        finishing: () => {
            if (state === 'cancelled')
                return false;
            state = 'finishing';
            return true;
        },
        remove: () => {
            for (const signal of CANCEL_SIGNALS)
                process.off(signal, onSignal);
        },
    };
}
async function cancelled(runner, signal) {
    const said = [];
    for (const handler of runner.cancelHandlers()) {
        try {
            said.push(await withinMs(handler(), CANCEL_HANDLERS_MS));
        }
        catch (err) {
            said.push(`what it did could not be reported (${err instanceof Error ? err.message : String(err)})`);
        }
    }
    const line = `The job was cancelled (${signal}) before this step ended${said.length > 0 ? `: ${said.join('; ')}` : ''}`;
    finish((0,flow/* failure */.V2)((0,common_text/* oneLine */.TN)(line)), runner);
}
/** `promise`, or a rejection once `ms` have passed; the timer does not keep the process alive. */
function withinMs(promise, ms) {
    return new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`no end within ${(0,common_text/* plainSeconds */._u)(ms)}`)), ms).unref();
        promise.then(resolve, reject);
    });
}
/** Any thrown value as the step's one line; a file's error also says where it belongs. */
function failureOf(err, runner) {
    // Placed on the file only at a known line: "file not found" has no line to point at.
    if (err instanceof errors/* FileError */.f6)
        return (0,flow/* failure */.V2)(err.message, err.line === undefined ? undefined : { file: err.file, line: err.line });
    if (err instanceof errors/* ActionError */.lZ)
        return (0,flow/* failure */.V2)(err.message);
    if (err instanceof Error && err.stack)
        runner.debug(err.stack);
    return (0,flow/* failure */.V2)((0,common_text/* oneLine */.TN)(`Unexpected error: ${err instanceof Error ? err.message : String(err)}`));
}


/***/ }),

/***/ 1497:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V2: () => (/* binding */ failure),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   qO: () => (/* binding */ SUCCESS)
/* harmony export */ });
const SUCCESS = { conclusion: 'success' };
function failure(line, where) {
    return { conclusion: 'failure', failure: { line, where } };
}
/** Each output that has a value, in this order. */
function setOutputs(runner, outputs) {
    for (const [name, value] of Object.entries(outputs))
        if (value !== undefined)
            runner.setOutput(name, value);
}


/***/ })

};
