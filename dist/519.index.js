export const id = 519;
export const ids = [519];
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


/***/ })

};
