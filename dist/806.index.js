export const id = 806;
export const ids = [806];
export const modules = {

/***/ 6806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadTestPlan: () => (/* binding */ loadTestPlan),
/* harmony export */   parseTestPlan: () => (/* binding */ parseTestPlan)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2716);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4687);
/**
 * The test plan (`tests-file`). `tests` has the API's element shape, so a request body can be
 * pasted in; it is checked strictly here because the service would answer a typo only after other
 * calls had run. Beyond the API's rules, a plan never selects more or less than it says: an empty
 * list would fall back to every test, an element without columnTests or tableTests runs the whole
 * table, and a name listed twice is an error rather than a silent dedupe.
 */


async function loadTestPlan(path) {
    return parseTestPlan(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.loadYamlFile)(path, 'tests-file'));
}
const ELEMENT_SHAPE = '{ source, table, columnTests, tableTests } or { projectTests }';
/** Keys people reach for when they put a model test into `tests`: they get a pointer to `models`. */
const MODEL_KEYS = new Set(['modelName', 'model', 'models', 'modelTests']);
const MODELS_HINT = 'model tests run in their own call: list the model under models (or in the models input)';
function name(what, missing = `${what} is empty`) {
    return (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.nonBlank)(what, missing, 'the name');
}
/** An empty list would select nothing, or everything. */
function list(item, key, expected) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item, {
        error: (iss) => iss.input === null
            ? `${key} is empty: expected ${expected}`
            : `${key} must be ${expected}, got {got}`,
    })
        .min(1, `${key} is empty: list at least one item or remove the key`);
}
function namedTest(kind) {
    return (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({ name: name('name', `a ${kind} needs a name`) }, (_, key) => key !== undefined
        ? `${key.said} in a ${kind}: expected only name`
        : `a ${kind} is { name: <test> }, got {got}`);
}
const column = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    name: name('name', 'a columnTests item needs a name (the column)'),
    tests: list(namedTest('test'), 'tests', 'a list of { name } items').optional(),
}, (_, key) => key !== undefined
    ? `${key.said} in a columnTests item: expected name and tests`
    : 'a columnTests item is { name: <column>, tests: [{ name: not_null }] }, got {got}').refine((col) => col.tests, 'this column needs tests, e.g. tests: [{ name: not_null }]');
/** Each message is placed on the key it is about. */
const element = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    source: name('source').optional(),
    table: name('table').optional(),
    columnTests: list(column, 'columnTests', 'a list of { name, tests } items').optional(),
    tableTests: list(namedTest('table test'), 'tableTests', 'a list of { name } items').optional(),
    projectTests: list(namedTest('project test'), 'projectTests', 'a list of { name } items').optional(),
}, (_, key) => {
    if (key === undefined)
        return `a tests element is ${ELEMENT_SHAPE}, got {got}`;
    return MODEL_KEYS.has(key.name ?? '')
        ? `${key.said} in a tests element: ${MODELS_HINT}`
        : `${key.said} in a tests element: expected source, table, columnTests, tableTests or projectTests`;
}).superRefine((el, ctx) => {
    const fail = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    if (el.projectTests) {
        const beside = ['source', 'table', 'columnTests', 'tableTests'].find((k) => el[k]);
        if (beside)
            fail([beside], `${beside} cannot be beside projectTests: give the project tests an element of their own`);
    }
    else if (el.source === undefined && el.table === undefined) {
        if (el.columnTests)
            fail(['columnTests'], 'columnTests needs source and table');
        else if (el.tableTests)
            fail(['tableTests'], 'tableTests needs source and table');
        else
            fail([], 'a tests element needs source and table (with columnTests or tableTests), or projectTests');
    }
    else if (el.table === undefined || el.source === undefined) {
        const [given, missing] = el.table === undefined ? ['source', 'table'] : ['table', 'source'];
        fail([given], `${given} needs a ${missing}: source and table come together`);
    }
    else if (!el.columnTests && !el.tableTests) {
        fail([], 'this element selects no tests: add columnTests or tableTests');
    }
});
const plan = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.fields)({
    tests: list(element, 'tests', `a list of ${ELEMENT_SHAPE} elements`).optional(),
    models: list(name('model name'), 'models', 'a list of model names').optional(),
}, (iss, key) => {
    if (key === undefined)
        return iss.input === null || iss.input === undefined
            ? 'the test plan is empty: expected a map with tests and/or models'
            : 'a test plan is a map with tests and/or models, got {got}';
    return MODEL_KEYS.has(key.name ?? '')
        ? `${key.said}: a test plan has the keys tests and models (model names go under models)`
        : `${key.said}: a test plan has the keys tests and models`;
}).refine((p) => p.tests || p.models, 'the test plan selects nothing: give tests and/or models');
/**
 * `tests` are variant A, in file order, keys in the API's order; each of `models` becomes its own
 * variant-B call. `testLines` and `modelLines` have the same index as those.
 */
function parseTestPlan(file) {
    const { value } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__.readWith)(file, plan);
    refuseRepeats(file, value);
    const lineOf = (path) => file.at(path).line ?? 0;
    const tests = value.tests ?? [];
    const models = value.models ?? [];
    return {
        path: file.path,
        // The API's shape: every column has its tests (`column` says so).
        tests: tests,
        models,
        testLines: tests.map((_, i) => lineOf(['tests', i])),
        modelLines: models.map((_, i) => lineOf(['models', i])),
    };
}
/** The second mention points at the line of the first, never at its name: names are the file's text. */
function refuseRepeats(file, value) {
    const once = (seen, key, path, what) => {
        const first = seen.get(key);
        if (first !== undefined)
            file.failAt(path, what === 'table'
                ? `this element's source and table repeat those of the element at line ${first}; merge the two elements`
                : `this ${what} repeats the one at line ${first}`);
        seen.set(key, file.at(path).line ?? 0);
    };
    const namedOnce = (tests, path, what, seen = new Map()) => tests.forEach((t, i) => once(seen, t.name, [...path, i, 'name'], what));
    const tables = new Map();
    const projectTests = new Map();
    (value.tests ?? []).forEach((el, i) => {
        const at = ['tests', i];
        if (el.projectTests)
            return namedOnce(el.projectTests, [...at, 'projectTests'], 'project test', projectTests);
        // Keyed by both names: "a.b"/"c" and "a"/"b.c" are different tables.
        const table = JSON.stringify([el.source, el.table]);
        once(tables, table, [...at, 'table'], 'table');
        const columns = new Map();
        (el.columnTests ?? []).forEach((col, j) => {
            const path = [...at, 'columnTests', j];
            once(columns, col.name, [...path, 'name'], 'column');
            namedOnce(col.tests, [...path, 'tests'], 'test');
        });
        namedOnce(el.tableTests ?? [], [...at, 'tableTests'], 'table test');
    });
    const models = new Map();
    (value.models ?? []).forEach((model, i) => once(models, model, ['models', i], 'model'));
}


/***/ })

};
