export const id = 524;
export const ids = [524];
export const modules = {

/***/ 1115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS)
/* harmony export */ });
/* unused harmony exports SECRET_KINDS, TEST_STATUSES */
/**
 * Enumerations of the service (see ../shared/api/service-facts.md), in one place: the API
 * client's schemas, the fabric-file validator and the emulator all use these exact spellings.
 */
/**
 * Fabric providers: two third-party warehouses and one service-managed option whose spelling is
 * not published; we call that one `managed`.
 */
const FABRIC_PROVIDERS = ['databricks', 'bigquery', 'managed'];
/** The 20 connection kinds, spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
const CONNECTION_KINDS = [
    'databricks',
    'bigquery',
    'snowflake',
    'synapse',
    'mssql',
    'oracle',
    'mongodb',
    'hana',
    'redshift',
    'smtp',
    's3',
    'sftp',
    'ADLS',
    'GCS',
    'onedrive',
    'salesforce',
    'sharepoint',
    'smartsheet',
    'tableau',
    'powerbi',
];
/** Only these SQL warehouse kinds may carry `isDefaultWarehouseConnection: true`. */
const DEFAULT_WAREHOUSE_KINDS = [
    'databricks',
    'bigquery',
    'snowflake',
];
const SECRET_KINDS = (/* unused pure expression or super */ null && (['native']));
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = (/* unused pure expression or super */ null && (['SUCCEEDED', 'FAILED', 'ERROR']));


/***/ }),

/***/ 9524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yf: () => (/* reexport safe */ _enums_js__WEBPACK_IMPORTED_MODULE_0__.Yf),
/* harmony export */   ll: () => (/* binding */ SECRET_PLACEHOLDER),
/* harmony export */   xb: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/* harmony import */ var _enums_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1115);
/**
 * Wire types of the Orchestration API (../shared/api/orchestration-api.md), as TypeScript types.
 * The zod schemas that check them at run time live in schemas.ts and load with the client;
 * mode code imports only these types, so a dry run never loads the HTTP stack.
 */

/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
const SECRET_PLACEHOLDER = '{{SECRET}}';
/** Names of the operations, as they start every error line. */
const OPERATIONS = {
    runTests: 'Run data tests',
    deployProject: 'Deploy project',
    createFabric: 'Create fabric',
    updateFabric: 'Update fabric',
    addConnection: 'Add connection',
    getConnection: 'Retrieve connection',
    addSecret: 'Add secret',
    updateSecret: 'Update secret',
    listSecrets: 'List secrets',
    getSecret: 'Retrieve secret',
};


/***/ })

};
