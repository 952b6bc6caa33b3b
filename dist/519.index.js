export const id = 519;
export const ids = [519];
export const modules = {

/***/ 5519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadOverridesFile: () => (/* binding */ loadOverridesFile)
/* harmony export */ });
/* unused harmony exports OVERRIDE_SECTIONS, parseOverrides */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3059);
/**
 * The deploy overrides file (`overrides-file`): which pipeline parameters and project
 * configuration values a deployment sets, each a string exactly as the user wrote it.
 *
 *   pipelineConfigurations:
 *     ingest_orders:
 *       batch_size: 500      # sent as "500"
 *   projectConfiguration:
 *     environment: prod
 *
 * The service takes every value as a string, but YAML would read `1.50` as 1.5 and `0012` as 12;
 * sending those would deploy a value the user never wrote, so plain scalars keep their source text.
 */


const OVERRIDE_SECTIONS = ['pipelineConfigurations', 'projectConfiguration'];
async function loadOverridesFile(path) {
    return parseOverrides(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .loadYamlFile */ .Y3)(path));
}
function parseOverrides(file) {
    const entries = [];
    const root = file.root;
    // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
    if (root !== null && !isNullScalar(root)) {
        if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(root)) {
            file.fail(root, `must be a map with the keys ${OVERRIDE_SECTIONS.join(' and ')}`);
        }
        for (const { key, pair, value } of entries_(file, root)) {
            if (key === 'pipelineConfigurations')
                entries.push(...readPipelines(file, pair, value));
            else if (key === 'projectConfiguration')
                entries.push(...readParameters(file, key, undefined, pair, value));
            else {
                file.fail(pair, `unknown key "${key}"; the keys are ${OVERRIDE_SECTIONS.join(' and ')}`);
            }
        }
    }
    return {
        path: file.path,
        pipelineConfigurations: groupPipelines(entries),
        projectConfiguration: Object.fromEntries(entries.filter((e) => e.pipeline === undefined).map((e) => [e.name, e.value])),
        entries,
    };
}
function readPipelines(file, sectionPair, section) {
    // A section with nothing under it (all entries commented out) overrides nothing.
    if (section === null || isNullScalar(section))
        return [];
    if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(section)) {
        file.fail(sectionPair, `pipelineConfigurations must be a map of pipeline names to their parameters`);
    }
    const out = [];
    for (const { key: pipeline, pair, value } of entries_(file, section)) {
        out.push(...readParameters(file, `pipelineConfigurations.${pipeline}`, pipeline, pair, value));
    }
    return out;
}
function readParameters(file, where, pipeline, sectionPair, section) {
    if (section === null || isNullScalar(section))
        return [];
    if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(section))
        file.fail(sectionPair, `${where} must be a map of parameter names to values`);
    return entries_(file, section).map(({ key: name, pair, value }) => ({
        pipeline,
        name,
        value: scalarValue(file, `${where}.${name}`, pair, value),
        line: file.line(pair),
    }));
}
/**
 * The string the service receives for a value: quoted and block scalars as YAML reads them (the
 * quotes are syntax, not part of the value); plain numbers and booleans as written (`1.50`, `0012`).
 */
function scalarValue(file, where, pair, node) {
    const target = node && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) ? node.resolve(file.doc) : node;
    if ((0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(target))
        file.fail(pair, `${where} must be a single value, not a list`);
    if ((0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(target))
        file.fail(pair, `${where} must be a single value, not a map`);
    // `key:` or `key: ~` could mean "empty string" or "leave the default"; guessing either would
    // deploy something the user may not want, so they must say which (`""`, or remove the line).
    if (!target || !(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(target) || target.value === null || target.value === undefined) {
        file.fail(pair, `${where} has no value; write "" for an empty string, or remove the line to keep the default`);
    }
    if (typeof target.value === 'string')
        return target.value;
    return file.source(target).trim();
}
/** Map entries whose keys are names as written (a plain `0012:` key is "0012", not "12"). */
function entries_(file, map) {
    return map.items.map((item) => {
        const pair = item;
        const keyNode = pair.key;
        if (!(0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(keyNode) || keyNode.value === null || keyNode.value === undefined) {
            file.fail(pair, 'keys must be plain names');
        }
        const key = typeof keyNode.value === 'string' ? keyNode.value : file.source(keyNode).trim();
        if (key === '')
            file.fail(pair, 'keys must not be empty');
        return { key, pair, value: pair.value ?? null };
    });
}
function isNullScalar(node) {
    return (0,_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node) && node.value === null;
}
function groupPipelines(entries) {
    const byPipeline = new Map();
    for (const e of entries) {
        if (e.pipeline === undefined)
            continue;
        const params = byPipeline.get(e.pipeline) ?? [];
        params.push([e.name, e.value]);
        byPipeline.set(e.pipeline, params);
    }
    // fromEntries defines own properties, so a pipeline or parameter named `__proto__` stays data.
    return Object.fromEntries([...byPipeline].map(([pipeline, params]) => [pipeline, Object.fromEntries(params)]));
}


/***/ }),

/***/ 3059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nn: () => (/* binding */ mapEntries),
/* harmony export */   Y3: () => (/* binding */ loadYamlFile),
/* harmony export */   cd: () => (/* binding */ parseYamlText),
/* harmony export */   jh: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_1__.jh),
/* harmony export */   jn: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_1__.jn),
/* harmony export */   oP: () => (/* reexport safe */ yaml__WEBPACK_IMPORTED_MODULE_1__.oP)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8603);
/**
 * Loading the YAML files users write, keeping the position of every node so that each error
 * (and each annotation) can name the file and line.
 */




async function loadYamlFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT'
            ? 'file not found'
            : code === 'EISDIR'
                ? 'is a directory'
                : `cannot be read (${code})`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f(path, undefined, why);
    }
    return parseYamlText(path, text);
}
function parseYamlText(path, text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    // uniqueKeys: a key written twice in a map is an error, not a silent overwrite.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
    const lineAt = (offset) => lineCounter.linePos(offset).line;
    const firstError = doc.errors[0];
    if (firstError) {
        const offset = firstError.pos[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f(path, lineAt(offset), `invalid YAML: ${firstMessageLine(firstError.message)}`);
    }
    // The library accepts an alias to an anchor that was never defined and reads it as null,
    // which would surface later as a misleading "empty value" with no line.
    (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR)(doc, {
        Alias(_key, alias) {
            if (!alias.resolve(doc)) {
                const offset = alias.range?.[0] ?? 0;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f(path, lineAt(offset), `alias *${alias.source} refers to no anchor &${alias.source}`);
            }
        },
    });
    const line = (node) => {
        if (!node)
            return undefined;
        const target = isPairLike(node) ? node.key : node;
        const range = target?.range;
        return range ? lineAt(range[0]) : undefined;
    };
    return {
        path,
        text,
        doc,
        root: doc.contents ?? null,
        line,
        source: (node) => (node.range ? text.slice(node.range[0], node.range[1]) : String(node)),
        fail: (node, reason) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f(path, line(node), reason);
        },
    };
}
function isPairLike(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isPair */ .tO)(node);
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
    return first;
}
/** Entries of a YAML map with plain string keys; a non-scalar key is an error. */
function mapEntries(file, map) {
    return map.items.map((pair) => {
        const keyNode = pair.key;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(keyNode))
            file.fail(pair, 'keys must be plain names');
        // `: value` parses as a null key, which would otherwise be reported as a key named "null".
        if (keyNode.value === null || keyNode.value === '')
            file.fail(pair, 'a key is empty');
        return { key: String(keyNode.value), pair: pair, value: pair.value ?? null };
    });
}


/***/ })

};
