export const id = 408;
export const ids = [408];
export const modules = {

/***/ 3408:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_QUARANTINE_ENTRIES: () => (/* binding */ MAX_QUARANTINE_ENTRIES),
/* harmony export */   isRealDay: () => (/* binding */ isRealDay),
/* harmony export */   loadQuarantineFile: () => (/* binding */ loadQuarantineFile),
/* harmony export */   parseQuarantine: () => (/* binding */ parseQuarantine)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2716);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4687);
/**
 * The quarantine file (docs/quarantine.md). Checked strictly, because a typo would otherwise
 * quarantine nothing (or too much) without a word. An empty file quarantines nothing: removing the
 * last entry is a valid change.
 */



const MATCH_FIELDS = ['test', 'table', 'column', 'model'];
/** Most entries a file may list: each is looked up for every result, and listed in the summary. */
const MAX_QUARANTINE_ENTRIES = 10_000;
async function loadQuarantineFile(path, limit) {
    return parseQuarantine(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.loadYamlFile)(path, 'quarantine-file'), limit);
}
function text(key, lines = false) {
    return (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.nonBlank)(key, `a quarantine entry needs ${key}`, 'meant', lines);
}
/** A reason written over several lines (`reason: >`) reads as one line in every report. */
const reason = text('reason', true).transform((value) => value.trim().replace(/\s+/g, ' '));
/** YAML's core schema reads `2026-12-31` as a string (only 1.1 had timestamps): the text written. */
const until = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({
    error: (iss) => iss.input === undefined
        ? 'a quarantine entry needs until (the last day it applies, YYYY-MM-DD)'
        : `until must be a date written YYYY-MM-DD, got {got}`,
})
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), {
    error: 'until must be a date written YYYY-MM-DD, got a string of another shape',
    abort: true,
})
    .refine(isRealDay, 'until is not a day of the calendar: check its month and day');
/** 2026-02-28 is, 2026-02-30 and 2026-13-01 are not: a Date would quietly roll them over. */
function isRealDay(day) {
    const [y, m, d] = day.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const entry = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.fields)({
    test: text('test'),
    table: text('table').optional(),
    column: text('column').optional(),
    model: text('model').optional(),
    owner: text('owner'),
    reason,
    until,
}, (_, key) => key !== undefined
    ? `${key.said} in a quarantine entry: expected test, table, column, model, owner, reason and until`
    : `a quarantine entry is a map with test, owner, reason and until, got {got}`);
const file = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.fields)({
    quarantine: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(entry, { error: 'quarantine must be a list of entries (test, owner, reason, until), got {got}' })
        .max(MAX_QUARANTINE_ENTRIES, `quarantine lists more than ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_QUARANTINE_ENTRIES)} entries, the most the action reads`)
        .nullable()
        .optional(),
}, (_, key) => key === undefined
    ? 'a quarantine file is a map with the key quarantine, got {got}'
    : `${key.said}: a quarantine file has the one key quarantine`);
/**
 * The entries in file order. With a limit, an entry whose until lies further ahead is refused: a
 * quarantine that never ends (`until: 9999-12-31`) is a test switched off (quarantine-max-days).
 */
function parseQuarantine(yaml, limit) {
    const latest = limit && addDays(limit.today, limit.maxDays);
    // An empty file (or one holding only comments) quarantines nothing.
    const { value } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.readWith)(yaml, file.nullable());
    // Two entries matching the same results are one too many: whichever is edited, the other applies.
    const seen = new Map();
    const entries = (value?.quarantine ?? []).map((e, i) => {
        const line = yaml.at(['quarantine', i]).line ?? 0;
        const key = JSON.stringify(MATCH_FIELDS.map((field) => e[field] ?? null));
        const first = seen.get(key);
        if (first !== undefined)
            yaml.failAt(['quarantine', i], `this entry matches the same results as the one at line ${first}; keep one of them`);
        seen.set(key, line);
        // Both are YYYY-MM-DD with a 4-digit year: as text they sort as days do.
        if (limit && latest && e.until > latest)
            yaml.failAt(['quarantine', i, 'until'], `until is more than ${limit.maxDays} days after today (${limit.today}): a quarantine is temporary, so its last day may be ${latest} at the latest (quarantine-max-days)`);
        return { ...e, line };
    });
    return { path: yaml.path, entries };
}
/** `2026-01-31` and 30 days: `2026-03-02` (UTC). */
function addDays(day, days) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}


/***/ })

};
