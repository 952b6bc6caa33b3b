export const id = 519;
export const ids = [519];
export const modules = {

/***/ 5519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HJ: () => (/* binding */ parameterValue),
/* harmony export */   loadOverridesFile: () => (/* binding */ loadOverridesFile)
/* harmony export */ });
/* unused harmony exports OVERRIDE_SECTIONS, parseOverrides */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3059);
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
 * sending those would deploy a value the user never wrote, so plain scalars keep their source
 * text, and a value with a standard tag is what the tag reads (`!!int "12"` is "12"; see
 * exactText in yaml.ts). Names hold no control characters; values may hold tabs and line feeds.
 */


const OVERRIDE_SECTIONS = ['pipelineConfigurations', 'projectConfiguration'];
async function loadOverridesFile(path) {
    return parseOverrides(await (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .loadYamlFile */ .Y3)(path));
}
/**
 * A single value: of an override here, of a run's parameter in parameters.ts. `key:` or `key: ~`
 * could mean "empty string" or "leave the default"; guessing either would deploy (or run)
 * something the user may not want, so they must say which. YAML reads `.inf`,
 * `.nan` and `1e400` as numbers that are not finite (zod's number refuses them): whether the
 * user meant that text or a number, quoting it says which.
 */
const parameterValue = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()], {
    error: (iss) => iss.input === null || iss.input === undefined
        ? '{path} has no value; write "" for an empty string, or remove the line to keep the default'
        : typeof iss.input === 'number'
            ? '{path} is {text}, which YAML reads as a number that is not finite; quote it ("{text}") to send it as text'
            : `{path} must be a single value, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`,
})
    .superRefine((text, ctx) => {
    const control = typeof text === 'string' ? (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .controlIn */ .X7)(text, true) : undefined;
    if (control)
        ctx.addIssue({ code: 'custom', message: `{path} holds the control character ${control}` });
});
/** Names → values. A section or pipeline with nothing under it (all commented out) sets nothing. */
const parameters = zod__WEBPACK_IMPORTED_MODULE_1__/* .map */ .TjK(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), parameterValue, {
    error: '{path} must be a map of parameter names to values',
});
const overrides = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA)({
    pipelineConfigurations: zod__WEBPACK_IMPORTED_MODULE_1__/* .map */ .TjK(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), parameters.nullable(), {
        error: 'pipelineConfigurations must be a map of pipeline names to their parameters',
    })
        .nullable()
        .optional(),
    projectConfiguration: parameters.nullable().optional(),
}, (iss) => {
    const key = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .unknownKey */ .a)(iss);
    return key === undefined
        ? `must be a map with the keys ${OVERRIDE_SECTIONS.join(' and ')}`
        : `unknown key "${key}"; the keys are ${OVERRIDE_SECTIONS.join(' and ')}`;
});
function parseOverrides(file) {
    // An empty file (or one holding only comments) overrides nothing, which is a valid choice.
    const { data } = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .readWith */ .$5)(file, overrides.nullable());
    const entries = [];
    const read = (params, pipeline, path) => {
        for (const name of params?.keys() ?? []) {
            const at = file.at([...path, name]);
            const node = at.node;
            // Checked by the schema: a scalar that is not null.
            const text = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? (0,_yaml_js__WEBPACK_IMPORTED_MODULE_0__/* .exactText */ .ns)(file, node) : '';
            entries.push({ pipeline, name, value: text, line: at.line });
        }
    };
    // The sections in file order, so a dry run lists overrides as the file does.
    for (const [section, content] of data ?? []) {
        if (section === 'projectConfiguration')
            read(content, undefined, [section]);
        else
            for (const [pipeline, params] of content ?? [])
                read(params, pipeline, [section, pipeline]);
    }
    return {
        path: file.path,
        pipelineConfigurations: groupPipelines(entries),
        projectConfiguration: Object.fromEntries(entries.filter((e) => e.pipeline === undefined).map((e) => [e.name, e.value])),
        entries,
    };
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


/***/ })

};
