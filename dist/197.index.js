export const id = 197;
export const ids = [197];
export const modules = {

/***/ 197:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   indexSources: () => (/* binding */ indexSources)
/* harmony export */ });
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4687);
/**
 * What a sources file declares, and where: each source's tables, their columns and their tests,
 * with the line of each, built from its YAML. Loaded only once a sources file is found
 * (sources.ts), so a run without one never loads the YAML parser.
 */


/** The index of the file `shown` (as its messages name it), whose text is `text`. */
function indexSources(shown, text, file) {
    return buildIndex((0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.parseYamlText)(shown, text), file);
}
/** Names as the file writes them; a lookup falls back to ignoring case (warehouses fold it). */
class NameMap {
    exact = new Map();
    folded = new Map();
    /** The first declaration wins, as it is the one a reader finds first. */
    set(name, value) {
        if (!this.exact.has(name))
            this.exact.set(name, value);
        const key = name.toLowerCase();
        if (!this.folded.has(key))
            this.folded.set(key, value);
    }
    get(name) {
        return this.exact.get(name) ?? this.folded.get(name.toLowerCase());
    }
}
/**
 * A lenient walker, not a zod schema: entries of a shape it does not know are skipped, since
 * annotations must never fail a test run. dbt's format, with `data_tests` accepted wherever
 * `tests` is.
 */
function buildIndex(yaml, file) {
    const root = yaml.root;
    if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isMap)(root))
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(yaml.path, yaml.line(root) ?? 1, 'not a sources file: expected a map with a `sources` list');
    const sourcesNode = get(root, 'sources');
    if (sourcesNode !== undefined && sourcesNode !== null && !(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isSeq)(sourcesNode))
        yaml.fail(sourcesNode, 'not a sources file: `sources` must be a list');
    const declared = (node, children) => {
        const columns = new NameMap();
        if (children)
            for (const [name, child] of named(node, children))
                columns.set(name, declared(child));
        return { line: yaml.line(node) ?? 1, tests: testLines(yaml, node), columns };
    };
    const sources = [];
    const byName = new NameMap();
    for (const [name, sourceNode] of named(root, 'sources')) {
        const entry = { name, tables: new NameMap() };
        for (const [table, tableNode] of named(sourceNode, 'tables'))
            entry.tables.set(table, declared(tableNode, 'columns'));
        sources.push(entry);
        byName.set(name, entry);
    }
    const projectTests = testLines(yaml, root, ['project_tests', 'tests', 'data_tests']);
    const firstWithTable = (table) => sources.find((s) => s.tables.get(table));
    const at = (line) => ({ file, line });
    return {
        /** Relative to the workspace, with `/`, as annotations want. */
        file,
        /** The source of a result whose request named none: the first that declares `table`. */
        sourceOf: (table) => firstWithTable(table)?.name,
        /** The test's own line, else its column's, else its table's. */
        locate({ source, table, column, test }) {
            if (table === '') {
                const line = projectTests.get(test);
                return line === undefined ? undefined : at(line);
            }
            const owner = source ? byName.get(source) : firstWithTable(table);
            const tableEntry = owner?.tables.get(table);
            if (!tableEntry)
                return undefined;
            const columnEntry = column ? tableEntry.columns.get(column) : undefined;
            if (column && !columnEntry)
                return at(tableEntry.line);
            const entry = columnEntry ?? tableEntry;
            return at(entry.tests.get(test) ?? entry.line);
        },
    };
}
/** The maps of a list under `key` that have a name. */
function* named(owner, key) {
    for (const node of items(get(owner, key))) {
        const name = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isMap)(node) ? scalarValue(get(node, 'name')) : undefined;
        if (name !== undefined)
            yield [name, node];
    }
}
/** By every name a test answers to. */
function testLines(yaml, owner, keys = ['tests', 'data_tests']) {
    const lines = new NameMap();
    for (const key of keys) {
        for (const testNode of items(get(owner, key))) {
            const line = yaml.line(testNode);
            if (line === undefined)
                continue;
            for (const name of testNames(testNode))
                lines.set(name, line);
        }
    }
    return lines;
}
/**
 * The names a test entry answers to: `unique`; `{ unique: {...} }` → unique (and the `name`
 * inside, if any); `{ name: x, test_name: unique }` → x and unique.
 */
function testNames(node) {
    if ((0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isScalar)(node))
        return node.value === null || node.value === undefined ? [] : [String(node.value)];
    if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isMap)(node))
        return [];
    const own = [get(node, 'name'), get(node, 'test_name')].map(scalarValue).filter((n) => n !== undefined);
    if (own.length > 0)
        return own;
    const first = node.items[0];
    const key = scalarValue(first?.key);
    if (key === undefined)
        return [];
    const inner = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isMap)(first.value) ? scalarValue(get(first.value, 'name')) : undefined;
    return inner === undefined ? [key] : [inner, key];
}
function get(map, key) {
    return map.get(key, true);
}
function items(node) {
    return (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isSeq)(node) ? node.items : [];
}
function scalarValue(node) {
    if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__.isScalar)(node) || node.value === null || node.value === undefined)
        return undefined;
    const value = String(node.value);
    return value === '' ? undefined : value;
}


/***/ })

};
