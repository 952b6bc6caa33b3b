export const id = 152;
export const ids = [152];
export const modules = {

/***/ 1115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS),
/* harmony export */   yI: () => (/* binding */ isKnownNonWarehouseKind)
/* harmony export */ });
/* unused harmony export TEST_STATUSES */
/**
 * Spellings of the service's enumerations that the action knows (../shared/api/service-facts.md).
 *
 * The service owns its enumerations (CONTRACT, "The service owns its enumerations"): a fabric's
 * `provider`, a connection's `kind` and a secret's `subKind` are sent exactly as the user wrote
 * them, and read back as the service answers them. These lists only help: a near miss of a known
 * spelling gets a warning (fabric-file.ts), and a connection of a kind known to be no SQL warehouse
 * cannot be the default warehouse connection. The emulator accepts these, plus any its fixture adds.
 */
/**
 * Fabric providers: the two third-party warehouses. The service has a third, service-managed
 * provider whose spelling is not published: it is not guessed here, and passes as written.
 */
const FABRIC_PROVIDERS = ['databricks', 'bigquery'];
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
/** The known kinds that may carry `isDefaultWarehouseConnection: true`: the SQL warehouses. */
const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'];
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = (/* unused pure expression or super */ null && (['SUCCEEDED', 'FAILED', 'ERROR']));
/**
 * Whether a connection kind is known not to be a SQL warehouse (`smtp`, `S3`): such a connection
 * cannot be the default warehouse connection. A kind the action has never seen may be one.
 */
function isKnownNonWarehouseKind(kind) {
    const folded = kind.toLowerCase();
    const known = (list) => list.some((k) => k.toLowerCase() === folded);
    return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}
/**
 * The known spelling a value nearly matches (another case, or one letter added, dropped or
 * changed), or undefined when it is known as written or near none.
 */
function nearMiss(value, known) {
    if (known.includes(value))
        return undefined;
    return (known.find((k) => k.toLowerCase() === value.toLowerCase()) ??
        known.find((k) => withinOneEdit(k.toLowerCase(), value.toLowerCase())));
}
function withinOneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1)
        return false;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    // After the first difference the rest must match with one character changed, added or dropped.
    return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}


/***/ }),

/***/ 9524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ SECRET_PLACEHOLDER),
/* harmony export */   x: () => (/* binding */ OPERATIONS)
/* harmony export */ });
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


/***/ }),

/***/ 369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient)
/* harmony export */ });
async function openClient(settings, runner, extra = {}) {
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(624)]).then(__webpack_require__.bind(__webpack_require__, 2624));
    return createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeoutMs,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
}


/***/ }),

/***/ 9152:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fabricFlow: () => (/* binding */ fabricFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/errors.js
var errors = __webpack_require__(8603);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/yaml.js
var yaml = __webpack_require__(3059);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./.tmp-bundle/lib/secrets.js
var secrets = __webpack_require__(7667);
// EXTERNAL MODULE: ./.tmp-bundle/lib/api/enums.js
var enums = __webpack_require__(1115);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/fabric-file.js
/**
 * The fabric file (`fabric-file` input): a fabric, its secrets and its connections, as YAML.
 * Everything is checked here, before any request, and every error names the file and line.
 * Secret values are never in the file: they are read from environment variables, and only by
 * resolveSecretValues(), which masks each value the moment it is read.
 *
 * `provider`, a connection's `kind` and a secret's `subKind` belong to the service (CONTRACT, "The
 * service owns its enumerations"): they are sent as written. A near miss of a spelling the action
 * knows (api/enums.ts) is a warning, and only a kind known to be no SQL warehouse marked as the
 * default warehouse connection is refused.
 */





const FABRIC_KEYS = ['name', 'description', 'teamName', 'provider', 'secrets', 'connections'];
const SECRET_KEYS = ['name', 'kind', 'subKind', 'valueFromEnv', 'properties'];
const CONNECTION_KEYS = [
    'name',
    'kind',
    'isDefaultWarehouseConnection',
    'properties',
    'shouldValidate',
    'shouldTest',
];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Property names whose last word says "this is the secret part": a literal there would put a
 * credential into git, so it must come from the environment. `username` or `clientId` may be literal.
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
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[\s_\-.]+/)
        .filter(Boolean);
    const last = words[words.length - 1]?.toLowerCase();
    return last !== undefined && SENSITIVE_WORDS.has(last);
}
// ---------------------------------------------------------------------------------- the format
// Messages are templates (see readWith in yaml.ts): {text} is what the user wrote, {owner} the
// secret or connection a path is in (`secret "warehouse-token"`), {property} its property's name.
/** The message when a string is something else; `missing` when the key is not there at all. */
function notAString(key, missing) {
    return (iss) => iss.input === undefined
        ? missing
        : iss.input === null
            ? `${key} has no value`
            : Array.isArray(iss.input) || iss.input instanceof Map
                ? `${key} must be a string, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`
                : `${key} must be a string; write it in quotes: "{text}"`;
}
/** No control characters in a name; a value (`lines`) may hold tabs and line feeds. */
function noControl(what, lines = false) {
    return (value, ctx) => {
        const control = (0,yaml/* controlIn */.X7)(value, lines);
        if (control)
            ctx.addIssue({ code: 'custom', message: `${what} holds the control character ${control}` });
    };
}
/** A name, a team, a provider, a kind, a sub-kind, a secret named in a reference. */
function word(key, missing) {
    return schemas/* string */.YjP({ error: notAString(key, missing) })
        .refine((value) => value.trim() !== '', `${key} must not be empty`)
        .superRefine(noControl(key));
}
function envName(key, missing) {
    return word(key, missing).refine((value) => ENV_NAME.test(value), `${key} must be an environment variable name such as WAREHOUSE_TOKEN, got "{text}"`);
}
function flag(key) {
    return schemas/* boolean */.zMY({ error: `${key} must be true or false` });
}
const SECRET_IN_FILE = 'a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step';
const SECRET_PROPERTY = '{owner}: properties.{property} must be { fromEnv: VARIABLE } or plain text';
/** A secret's property: `{ fromEnv: VARIABLE }`, or plain text that is not sensitive. */
const secretProperty = schemas/* union */.KCZ([
    schemas/* string */.YjP().superRefine(noControl('{owner}: properties.{property}', true)),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    (0,yaml/* fields */.OA)({ fromEnv: envName('fromEnv', SECRET_PROPERTY) }, (iss) => {
        const key = (0,yaml/* unknownKey */.a)(iss);
        return key === undefined
            ? SECRET_PROPERTY
            : `unknown key "${key}" in {owner} properties.{property} (expected one of: fromEnv)`;
    }),
], { error: SECRET_PROPERTY });
const secret = (0,yaml/* fields */.OA)({
    name: word('name', 'a secret has no name (required)'),
    kind: schemas/* literal */.euz('native', { error: 'kind "{text}" is not valid; expected one of: native' }).optional(),
    subKind: word('subKind', '{owner} has no subKind (required)'),
    valueFromEnv: envName('valueFromEnv', '').optional(),
    properties: schemas/* map */.TjK(schemas/* string */.YjP(), secretProperty, { error: '{owner}: properties must be a map' }).optional(),
    // The key a user most likely writes by mistake: its own message, not "unknown key".
    value: schemas/* never */.ZmZ({ error: SECRET_IN_FILE }).optional(),
}, (iss) => {
    const key = (0,yaml/* unknownKey */.a)(iss);
    return key === undefined
        ? 'each entry of secrets must be a map'
        : `unknown key "${key}" in a secret (expected one of: ${SECRET_KEYS.join(', ')})`;
}).superRefine((s, ctx) => {
    const label = `secret "${(0,yaml/* short */.h0)(s.name)}"`;
    const fail = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    // Shaped as a text secret whatever the case: `Text` gets a warning, not a confusing refusal.
    if (s.subKind.toLowerCase() === 'text') {
        if (s.properties)
            fail(['properties'], `${label}: subKind text takes valueFromEnv: VARIABLE, not properties`);
        else if (!s.valueFromEnv)
            fail([], `${label}: subKind text needs valueFromEnv: VARIABLE (the value is read from it)`);
        return;
    }
    const subKind = (0,yaml/* short */.h0)(s.subKind);
    if (s.valueFromEnv) {
        fail(['valueFromEnv'], `${label}: valueFromEnv is for subKind text; a ${subKind} secret takes properties whose values are { fromEnv: VARIABLE } or plain text`);
    }
    else if (!s.properties) {
        fail([], `${label}: subKind ${subKind} needs properties (e.g. password: { fromEnv: VARIABLE })`);
    }
    else {
        for (const [key, value] of s.properties) {
            if (key === 'name')
                fail(['properties', key], `${label}: properties.name is set from the secret's name; remove it`);
            else if (typeof value !== 'object' && isSensitivePropertyName(key))
                fail(['properties', key], `${label}: properties.${(0,yaml/* short */.h0)(key)} must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git`);
        }
    }
});
const CONNECTION_PROPERTY = '{owner}: properties.{property} must be a string, number, true/false or { secret: NAME }';
const NOT_EXACT = '{owner}: properties.{property}: write {text} in quotes to keep it exact';
/** A connection's property: a plain value, or `{ secret: NAME }` for a secret of this file. */
const connectionProperty = schemas/* union */.KCZ([
    schemas/* string */.YjP().superRefine(noControl('{owner}: properties.{property}', true)),
    // A number JSON cannot carry exactly would reach the service as another number.
    schemas/* number */.aig().refine((n) => !Number.isInteger(n) || Number.isSafeInteger(n), NOT_EXACT),
    schemas/* boolean */.zMY(),
    (0,yaml/* fields */.OA)({ secret: word('secret', CONNECTION_PROPERTY) }, (iss) => {
        const key = (0,yaml/* unknownKey */.a)(iss);
        return key === undefined
            ? CONNECTION_PROPERTY
            : `unknown key "${key}" in {owner} properties.{property} (expected one of: secret)`;
    }),
], 
// An infinite number (`.inf`) is a number zod refuses as such.
{ error: (iss) => (typeof iss.input === 'number' ? NOT_EXACT : CONNECTION_PROPERTY) });
const connection = (0,yaml/* fields */.OA)({
    name: word('name', 'a connection has no name (required)'),
    kind: word('kind', '{owner} has no kind (required)'),
    isDefaultWarehouseConnection: flag('isDefaultWarehouseConnection').optional(),
    properties: schemas/* map */.TjK(schemas/* string */.YjP(), connectionProperty, { error: '{owner}: properties must be a map' })
        .optional(),
    shouldValidate: flag('shouldValidate').optional(),
    shouldTest: flag('shouldTest').optional(),
}, (iss) => {
    const key = (0,yaml/* unknownKey */.a)(iss);
    return key === undefined
        ? 'each entry of connections must be a map'
        : `unknown key "${key}" in a connection (expected one of: ${CONNECTION_KEYS.join(', ')})`;
});
const fabricFile = (0,yaml/* fields */.OA)({
    name: word('name', 'the fabric has no name (required)'),
    description: schemas/* string */.YjP({ error: notAString('description', '') })
        .superRefine(noControl('description', true))
        .optional(),
    teamName: word('teamName', 'the fabric has no teamName (required)'),
    provider: word('provider', 'the fabric has no provider (required)'),
    secrets: schemas/* array */.YOg(secret, { error: 'secrets must be a list (leave the key out for none)' }).optional(),
    connections: schemas/* array */.YOg(connection, { error: 'connections must be a list (leave the key out for none)' })
        .optional(),
}, (iss) => {
    const key = (0,yaml/* unknownKey */.a)(iss);
    return key === undefined
        ? 'the fabric file must be a map with name, teamName, provider, secrets and connections'
        : `unknown key "${key}" in the fabric file (expected one of: ${FABRIC_KEYS.join(', ')})`;
});
/** {owner} and {property} of a path: `secret "warehouse-token"`, `password`. */
function names(path, data) {
    const [list, index] = path;
    const noun = list === 'secrets' ? 'secret' : 'connection';
    const items = data instanceof Map ? data.get(list) : undefined;
    const item = Array.isArray(items) && typeof index === 'number' ? items[index] : undefined;
    const name = item instanceof Map ? item.get('name') : undefined;
    const at = path.indexOf('properties');
    return {
        owner: typeof name === 'string' ? `${noun} "${(0,yaml/* short */.h0)(name)}"` : `a ${noun}`,
        property: at >= 0 && path[at + 1] !== undefined ? (0,yaml/* short */.h0)(String(path[at + 1])) : '',
    };
}
// ---------------------------------------------------------------------------------- the spec
/** Validates a loaded fabric file and returns its spec; throws FileError on the first problem. */
function parseFabricFile(file) {
    const { value } = (0,yaml/* readWith */.$5)(file, fabricFile, names);
    const lineOf = (path) => file.at(path).line ?? 1;
    const warnings = [];
    const spelling = (path, key, written, known, label = '') => {
        const near = (0,enums/* nearMiss */.bi)(written, known);
        if (near === undefined)
            return;
        warnings.push({
            line: lineOf(path),
            message: `${label}${key} "${(0,yaml/* short */.h0)(written)}" is close to "${near}", the spelling the action knows (values are case-sensitive); it is sent as written, and the service decides`,
        });
    };
    spelling(['provider'], 'provider', value.provider, enums/* FABRIC_PROVIDERS */.Pl);
    const secrets = (value.secrets ?? []).map((s, i) => {
        const at = ['secrets', i];
        spelling([...at, 'subKind'], 'subKind', s.subKind, enums/* SECRET_SUB_KINDS */.Yf, `secret "${(0,yaml/* short */.h0)(s.name)}": `);
        const properties = {};
        if (s.valueFromEnv !== undefined)
            properties.value = { from: 'env', variable: s.valueFromEnv, line: lineOf([...at, 'valueFromEnv']) };
        for (const [key, property] of s.properties ?? []) {
            const where = file.at([...at, 'properties', key]);
            const line = where.line ?? 1;
            // Secret properties are strings on the wire; keep what the user typed (`0012` stays "0012").
            properties[key] =
                typeof property === 'object'
                    ? { from: 'env', variable: property.fromEnv, line }
                    : {
                        from: 'literal',
                        value: (0,yaml/* isScalar */.jn)(where.node) ? (0,yaml/* exactText */.ns)(file, where.node) : String(property),
                        line,
                    };
        }
        return { name: s.name, subKind: s.subKind, properties, line: lineOf(at) };
    });
    const firstSecret = new Map();
    secrets.forEach((s, i) => {
        const first = firstSecret.get(s.name);
        if (first)
            file.failAt(['secrets', i], `secret "${(0,yaml/* short */.h0)(s.name)}" is defined twice (first on line ${first.line})`);
        firstSecret.set(s.name, s);
    });
    const firstConnection = new Map();
    let defaultConnection;
    const connections = (value.connections ?? []).map((c, i) => {
        const at = ['connections', i];
        const label = `connection "${(0,yaml/* short */.h0)(c.name)}"`;
        spelling([...at, 'kind'], 'kind', c.kind, enums/* CONNECTION_KINDS */.xS, `${label}: `);
        const properties = {};
        for (const [key, property] of c.properties ?? []) {
            if (typeof property === 'object' && !firstSecret.has(property.secret)) {
                const known = [...firstSecret.keys()].map(yaml/* short */.h0).join(', ');
                file.failAt([...at, 'properties', key, 'secret'], `${label}: properties.${(0,yaml/* short */.h0)(key)} names secret "${(0,yaml/* short */.h0)(property.secret)}", which is not defined under secrets (${known ? `defined: ${known}` : 'none defined'})`);
            }
            properties[key] = typeof property === 'object' ? { secret: property.secret } : property;
        }
        const spec = {
            name: c.name,
            kind: c.kind,
            isDefaultWarehouseConnection: c.isDefaultWarehouseConnection ?? false,
            properties,
            line: lineOf(at),
        };
        if (c.shouldValidate !== undefined)
            spec.shouldValidate = c.shouldValidate;
        if (c.shouldTest !== undefined)
            spec.shouldTest = c.shouldTest;
        const first = firstConnection.get(c.name);
        if (first)
            file.failAt(at, `${label} is defined twice (first on line ${first.line})`);
        firstConnection.set(c.name, spec);
        if (spec.isDefaultWarehouseConnection) {
            const flagAt = [...at, 'isDefaultWarehouseConnection'];
            if ((0,enums/* isKnownNonWarehouseKind */.yI)(c.kind))
                file.failAt(flagAt, `${label}: a ${(0,yaml/* short */.h0)(c.kind)} connection cannot be the default warehouse connection (of the kinds the action knows, only ${enums/* DEFAULT_WAREHOUSE_KINDS */._5.join(', ')} can)`);
            if (defaultConnection)
                file.failAt(at, `${label}: only one connection can be the default warehouse connection, and "${(0,yaml/* short */.h0)(defaultConnection.name)}" (line ${defaultConnection.line}) already is`);
            defaultConnection = spec;
        }
        return spec;
    });
    return {
        path: file.path,
        name: value.name,
        description: value.description,
        teamName: value.teamName,
        provider: value.provider,
        secrets,
        connections,
        line: lineOf([]),
        warnings,
    };
}
/**
 * Reads every `valueFromEnv`/`fromEnv` variable and masks each value as soon as it is read.
 * A variable that is unset or empty is an error naming the file and line (an empty value is
 * what GitHub passes for a secret the workflow cannot see, e.g. on a pull request from a fork),
 * and so is a value shorter than MIN_SECRET_LENGTH: the runner does not mask one that short.
 */
function resolveSecretValues(spec, env, mask) {
    const missing = [];
    const values = new Map();
    let tooShort;
    for (const secret of spec.secrets) {
        const resolved = {};
        for (const [property, source] of Object.entries(secret.properties)) {
            if (source.from === 'literal') {
                resolved[property] = source.value;
                continue;
            }
            const value = env[source.variable];
            if (value === undefined || value === '') {
                missing.push({ secret: secret.name, variable: source.variable, line: source.line });
                continue;
            }
            if (value.length < secrets/* MIN_SECRET_LENGTH */.vb)
                tooShort ??= { secret: secret.name, ...source };
            mask(value);
            resolved[property] = value;
        }
        values.set(secret.name, resolved);
    }
    const [first, ...others] = missing;
    if (first) {
        const more = others.length
            ? `; also missing: ${others.map((m) => `${m.variable} (line ${m.line})`).join(', ')}`
            : '';
        throw new errors/* FileError */.f(spec.path, first.line, `secret "${(0,yaml/* short */.h0)(first.secret)}": environment variable ${first.variable} is not set or empty (pass it with env: on the step, e.g. ${first.variable}: \${{ secrets.${first.variable} }})${more}`);
    }
    if (tooShort) {
        throw new errors/* FileError */.f(spec.path, tooShort.line, `secret "${(0,yaml/* short */.h0)(tooShort.secret)}": the value of environment variable ${tooShort.variable} is shorter than ${secrets/* MIN_SECRET_LENGTH */.vb} characters, which the runner cannot mask in the log; use a longer secret`);
    }
    return values;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/api/types.js
var types = __webpack_require__(9524);
// EXTERNAL MODULE: ./.tmp-bundle/lib/text.js
var lib_text = __webpack_require__(6783);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric.js
/**
 * Fabric mode: make a fabric, its secrets and its connections match the fabric file.
 * Pure planning (what a run would do, for the dry run) and applying through an
 * OrchestrationClient; both return plain data, and the flow (src/run/fabric.ts) reports it.
 *
 * The API shapes the algorithm:
 * - there is no read or list of fabrics, so without `fabric-id` the fabric is created (a name
 *   that exists already makes the service refuse), and with it name/description are always sent;
 * - the create call carries at most one secret and one connection, and that connection may
 *   point at that secret only through the literal `{{SECRET}}`;
 * - secret values are never returned, so an existing secret is always updated (by id, from the
 *   secret list); there is no connection update, so an existing connection is left as it is and
 *   its differences from the file are reported (drift).
 * Steps run in order (fabric, secrets, connections) and the first failure stops the run; every
 * step is idempotent on a re-run with `fabric-id`, which is how a partial run gets finished.
 */


/**
 * Which secret and connection ride in the create call. The first connection always does, as
 * long as every secret it references is the create call's secret (only that one can be written
 * as `{{SECRET}}`): so when it references exactly one secret, that secret is the one sent, even
 * if the file lists another secret first. A first connection that references two or more
 * secrets cannot be created in that call; it is added afterwards with references by id.
 */
function chooseCreateCall(spec) {
    const first = spec.connections[0];
    const referenced = first ? secretNamesOf(first) : [];
    if (first && referenced.length === 1) {
        return { secret: spec.secrets.find((s) => s.name === referenced[0]), connection: first };
    }
    const choice = {};
    if (spec.secrets[0])
        choice.secret = spec.secrets[0];
    if (first && referenced.length === 0)
        choice.connection = first;
    return choice;
}
function secretNamesOf(connection) {
    const names = [];
    for (const value of Object.values(connection.properties)) {
        if (typeof value === 'object' && !names.includes(value.secret))
            names.push(value.secret);
    }
    return names;
}
// ---------------------------------------------------------------------------------------------
// Request bodies (shared by apply and by the dry run, which passes redacted values)
// ---------------------------------------------------------------------------------------------
function secretBody(secret, values) {
    return { kind: 'native', subKind: secret.subKind, properties: { name: secret.name, ...values } };
}
function connectionBody(connection, secretValue) {
    const properties = {};
    for (const [key, value] of Object.entries(connection.properties)) {
        properties[key] = typeof value === 'object' ? secretValue(value.secret) : value;
    }
    const body = {
        name: connection.name,
        kind: connection.kind,
        isDefaultWarehouseConnection: connection.isDefaultWarehouseConnection,
        properties,
    };
    if (connection.shouldValidate !== undefined)
        body.shouldValidate = connection.shouldValidate;
    if (connection.shouldTest !== undefined)
        body.shouldTest = connection.shouldTest;
    return body;
}
function secretReference(secret, id) {
    return { kind: 'native', properties: { id, name: secret.name }, subKind: secret.subKind, type: 'secret' };
}
function createFabricBody(spec, values, choice) {
    const body = { name: spec.name, teamName: spec.teamName, provider: spec.provider };
    if (spec.description !== undefined)
        body.description = spec.description;
    if (choice.secret)
        body.secret = secretBody(choice.secret, values.get(choice.secret.name) ?? {});
    if (choice.connection)
        body.connection = connectionBody(choice.connection, () => types/* SECRET_PLACEHOLDER */.l);
    return body;
}
function updateFabricBody(spec) {
    const body = { name: spec.name };
    if (spec.description !== undefined)
        body.description = spec.description;
    return body;
}
/** The fabric fields an update sends: always the name, the description when the file has one. */
function fieldsSent(spec) {
    return spec.description === undefined ? ['name'] : ['name', 'description'];
}
function sentFields(spec) {
    return fieldsSent(spec).join(', ');
}
const FABRIC_PATH = '/api/orchestration/fabric';
/**
 * What a run would do, without asking the service anything (a dry run sends nothing). Secret
 * values are `***` and ids that only the service can tell are written as `<id of …>`.
 */
function planFabric(spec, fabricId) {
    const redacted = new Map(spec.secrets.map((s) => [s.name, Object.fromEntries(Object.keys(s.properties).map((k) => [k, '***']))]));
    const idOf = (secret) => secretReference(secret, `<id of secret ${secret.name}>`);
    const secretByName = new Map(spec.secrets.map((s) => [s.name, s]));
    const refTo = (name) => idOf(secretByName.get(name));
    return fabricId === undefined
        ? planCreate(spec, redacted, refTo)
        : planReconcile(spec, fabricId, redacted, refTo);
}
function planCreate(spec, redacted, refTo) {
    const choice = chooseCreateCall(spec);
    const carried = [
        choice.secret && `secret ${choice.secret.name}`,
        choice.connection && `connection ${choice.connection.name}`,
    ].filter(Boolean);
    const items = [
        {
            resource: 'fabric',
            name: spec.name,
            line: spec.line,
            action: 'create',
            reason: `no fabric-id: created in team ${spec.teamName}, provider ${spec.provider}${carried.length ? `, with ${carried.join(' and ')} in the create call` : ''}`,
        },
    ];
    const newFabric = '<new fabric id>';
    const requests = [
        {
            method: 'POST',
            path: FABRIC_PATH,
            body: createFabricBody(spec, redacted, choice),
            note: 'create the fabric',
        },
    ];
    if (choice.secret) {
        requests.push({
            method: 'GET',
            path: `${FABRIC_PATH}/${newFabric}/secret`,
            note: `learn the id of secret ${choice.secret.name}`,
        });
    }
    if (choice.connection) {
        requests.push({
            method: 'GET',
            path: `${FABRIC_PATH}/${newFabric}/connection/name/${encodeURIComponent(choice.connection.name)}`,
            note: `learn the id of connection ${choice.connection.name}`,
        });
    }
    for (const secret of spec.secrets) {
        if (secret === choice.secret) {
            items.push({
                resource: 'secret',
                name: secret.name,
                line: secret.line,
                action: 'create',
                reason: 'in the create call',
            });
            continue;
        }
        items.push({
            resource: 'secret',
            name: secret.name,
            line: secret.line,
            action: 'add',
            reason: 'added after the create call (one secret per create call)',
        });
        requests.push({
            method: 'POST',
            path: `${FABRIC_PATH}/${newFabric}/secret`,
            body: secretBody(secret, redacted.get(secret.name) ?? {}),
            note: `add secret ${secret.name}`,
        });
    }
    for (const connection of spec.connections) {
        if (connection === choice.connection) {
            const uses = secretNamesOf(connection);
            items.push({
                resource: 'connection',
                name: connection.name,
                line: connection.line,
                action: 'create',
                reason: `in the create call${uses.length ? ` (${uses[0]} as {{SECRET}})` : ''}`,
            });
            continue;
        }
        const why = connection === spec.connections[0]
            ? 'added after the secrets: it uses several secrets, and the create call can hold only one'
            : 'added after the secrets (one connection per create call), secret references by id';
        items.push({
            resource: 'connection',
            name: connection.name,
            line: connection.line,
            action: 'add',
            reason: why,
        });
        requests.push({
            method: 'POST',
            path: `${FABRIC_PATH}/${newFabric}/connection`,
            body: connectionBody(connection, refTo),
            note: `add connection ${connection.name}`,
        });
    }
    return { fabricName: spec.name, fabricId: undefined, items, requests };
}
function planReconcile(spec, fabricId, redacted, refTo) {
    const base = `${FABRIC_PATH}/${encodeURIComponent(fabricId)}`;
    const items = [
        {
            resource: 'fabric',
            name: spec.name,
            line: spec.line,
            action: 'update',
            reason: `fabric-id ${fabricId}: ${sentFields(spec)} always sent (the API cannot read a fabric); teamName and provider cannot change after creation`,
        },
    ];
    const requests = [
        { method: 'PUT', path: base, body: updateFabricBody(spec), note: 'update the fabric' },
    ];
    if (spec.secrets.length) {
        requests.push({ method: 'GET', path: `${base}/secret`, note: 'list the secrets, to match them by name' });
    }
    for (const secret of spec.secrets) {
        items.push({
            resource: 'secret',
            name: secret.name,
            line: secret.line,
            action: 'add or update',
            reason: 'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)',
        });
        requests.push({
            method: 'PUT',
            path: `${base}/secret/id/<id of secret ${secret.name}>`,
            body: secretBody(secret, redacted.get(secret.name) ?? {}),
            note: `update secret ${secret.name} if it exists, else POST ${base}/secret with the same body`,
        });
    }
    for (const connection of spec.connections) {
        items.push({
            resource: 'connection',
            name: connection.name,
            line: connection.line,
            action: 'add if absent',
            reason: 'looked up by name: added when absent; an existing one is left as it is (the API has no connection update) and differences from the file are warned',
        });
        requests.push({
            method: 'GET',
            path: `${base}/connection/name/${encodeURIComponent(connection.name)}`,
            note: `look up connection ${connection.name}`,
        });
        requests.push({
            method: 'POST',
            path: `${base}/connection`,
            body: connectionBody(connection, refTo),
            note: `add connection ${connection.name}, only if the lookup finds none`,
        });
    }
    return { fabricName: spec.name, fabricId, items, requests };
}
/** Thrown inside apply to stop at the first failed step; the failure is already recorded. */
class StepFailed extends Error {
}
async function applyFabric(client, spec, values, options) {
    const pending = (resource, name, line) => ({
        resource,
        name,
        line,
        result: 'not applied',
        detail: '',
    });
    const outcome = {
        fabricName: spec.name,
        fabricId: options.fabricId,
        created: false,
        fieldsUpdated: [],
        fabric: pending('fabric', spec.name, spec.line),
        secrets: spec.secrets.map((s) => pending('secret', s.name, s.line)),
        connections: spec.connections.map((c) => pending('connection', c.name, c.line)),
    };
    const run = {
        client,
        spec,
        values,
        outcome,
        secretIds: new Map(),
        progress: options.onProgress ?? (() => { }),
        step: async (name, item, action) => {
            try {
                return await action();
            }
            catch (err) {
                const message = describeFailure(err);
                if (item) {
                    item.result = 'failed';
                    item.detail = message;
                }
                outcome.failure = { step: name, message, maybeApplied: maybeProcessed(err) };
                throw new StepFailed(name);
            }
        },
    };
    try {
        if (options.fabricId === undefined)
            await createFabric(run);
        else
            await reconcileFabric(run, options.fabricId);
    }
    catch (err) {
        if (!(err instanceof StepFailed))
            throw err;
    }
    return outcome;
}
async function createFabric(run) {
    const { client, spec, values, outcome } = run;
    const choice = chooseCreateCall(spec);
    const { id } = await run.step(`create fabric ${spec.name}`, outcome.fabric, () => client.createFabric(createFabricBody(spec, values, choice)));
    outcome.fabricId = id;
    outcome.created = true;
    Object.assign(outcome.fabric, {
        id,
        result: 'created',
        detail: `team ${spec.teamName}, provider ${spec.provider}`,
    });
    run.progress(`Created fabric ${spec.name} (id ${id})`);
    const secretItem = choice.secret && itemFor(outcome.secrets, choice.secret.name);
    const connectionItem = choice.connection && itemFor(outcome.connections, choice.connection.name);
    if (secretItem)
        Object.assign(secretItem, { result: 'created', detail: 'in the create call' });
    if (connectionItem)
        Object.assign(connectionItem, { result: 'created', detail: 'in the create call' });
    // The create call answers with the fabric id only: ask for the ids of what it carried.
    if (choice.secret && secretItem) {
        const listed = await run.step(`list secrets of fabric ${id}`, undefined, () => client.listSecrets(id));
        const found = listed.find((s) => s.properties.name === choice.secret.name);
        if (found) {
            secretItem.id = found.properties.id;
            run.secretIds.set(choice.secret.name, found.properties.id);
        }
        run.progress(`Created secret ${choice.secret.name}${found ? ` (id ${found.properties.id})` : ''} with the fabric`);
    }
    if (choice.connection && connectionItem) {
        const name = choice.connection.name;
        const found = await run.step(`look up connection ${name}`, undefined, () => client.getConnectionByName(id, name));
        if (found)
            connectionItem.id = found.id;
        run.progress(`Created connection ${name}${found ? ` (id ${found.id})` : ''} with the fabric`);
    }
    for (const secret of spec.secrets) {
        if (secret === choice.secret)
            continue;
        await addSecret(run, id, secret);
    }
    for (const connection of spec.connections) {
        if (connection === choice.connection)
            continue;
        await addConnection(run, id, connection);
    }
}
async function reconcileFabric(run, fabricId) {
    const { client, spec, outcome } = run;
    await run.step(`update fabric ${fabricId}`, outcome.fabric, () => client.updateFabric(fabricId, updateFabricBody(spec)));
    Object.assign(outcome.fabric, {
        id: fabricId,
        result: 'updated',
        detail: `${sentFields(spec)} sent (the API cannot read a fabric, so they are always sent)`,
    });
    outcome.fieldsUpdated = fieldsSent(spec);
    run.progress(`Updated fabric ${fabricId} (${sentFields(spec)} sent)`);
    if (spec.secrets.length) {
        const existing = await run.step(`list secrets of fabric ${fabricId}`, undefined, () => client.listSecrets(fabricId));
        for (const secret of spec.secrets) {
            const found = existing.find((s) => s.properties.name === secret.name);
            if (found)
                await updateSecret(run, fabricId, secret, found.properties.id);
            else
                await addSecret(run, fabricId, secret);
        }
    }
    for (const connection of spec.connections) {
        const item = itemFor(outcome.connections, connection.name);
        const existing = await run.step(`look up connection ${connection.name}`, item, () => client.getConnectionByName(fabricId, connection.name));
        if (!existing) {
            await addConnection(run, fabricId, connection);
            continue;
        }
        const drift = connectionDrift(connection, existing, run.secretIds);
        item.id = existing.id;
        if (drift.length) {
            Object.assign(item, {
                result: 'drifted',
                drift,
                detail: `differs from the file: ${drift.join(', ')}; left as it is (the API has no connection update)`,
            });
            run.progress(`Connection ${connection.name} (id ${existing.id}) exists and differs from the file: ${drift.join(', ')}`);
        }
        else {
            Object.assign(item, {
                result: 'unchanged',
                detail: 'exists and matches the file',
            });
            run.progress(`Connection ${connection.name} (id ${existing.id}) exists and matches the file`);
        }
    }
}
async function addSecret(run, fabricId, secret) {
    const item = itemFor(run.outcome.secrets, secret.name);
    const body = secretBody(secret, run.values.get(secret.name) ?? {});
    const { value, found } = await run.step(`add secret ${secret.name}`, item, () => addVerified(() => run.client.addSecret(fabricId, body), async () => {
        const listed = await run.client.listSecrets(fabricId);
        const match = listed.find((s) => s.properties.name === secret.name);
        return match && { id: match.properties.id };
    }));
    run.secretIds.set(secret.name, value.id);
    Object.assign(item, { id: value.id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
    run.progress(`Added secret ${secret.name} (id ${value.id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}
const FOUND_AFTER_LOSS = 'its answer was lost; a read showed it was added';
/**
 * An add whose outcome may be unknown (a reset, a time-out, a proxy's page after the service
 * did the work): the read decides whether it was applied before it is sent again, and it is sent
 * again at most once (CONTRACT.md, "Behaviour every mode shares"). A second add refused because
 * the first one landed meanwhile is settled by a second read.
 */
async function addVerified(add, find) {
    try {
        return { value: await add(), found: false };
    }
    catch (first) {
        if (!maybeProcessed(first))
            throw first;
        const existing = await find();
        if (existing !== undefined)
            return { value: existing, found: true };
        try {
            return { value: await add(), found: false };
        }
        catch (second) {
            const landed = maybeProcessed(second) || /already exists/i.test(errorMessage(second));
            const late = landed ? await find() : undefined;
            if (late !== undefined)
                return { value: late, found: true };
            throw second;
        }
    }
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}
async function updateSecret(run, fabricId, secret, secretId) {
    const item = itemFor(run.outcome.secrets, secret.name);
    item.id = secretId;
    const body = secretBody(secret, run.values.get(secret.name) ?? {});
    await run.step(`update secret ${secret.name}`, item, () => run.client.updateSecret(fabricId, secretId, body));
    run.secretIds.set(secret.name, secretId);
    Object.assign(item, {
        result: 'updated',
        detail: 'value sent (the API never returns secret values, so they are always updated)',
    });
    run.progress(`Updated secret ${secret.name} (id ${secretId})`);
}
async function addConnection(run, fabricId, connection) {
    const item = itemFor(run.outcome.connections, connection.name);
    const { value: added, found } = await run.step(`add connection ${connection.name}`, item, async () => {
        const body = connectionBody(connection, (name) => {
            const secret = run.spec.secrets.find((s) => s.name === name);
            const id = run.secretIds.get(name);
            if (id === undefined)
                throw new Error(`the id of secret ${name} is not known, so it cannot be referenced`);
            return secretReference(secret, id);
        });
        return addVerified(() => run.client.addConnection(fabricId, body), () => run.client.getConnectionByName(fabricId, connection.name));
    });
    Object.assign(item, { id: added.id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
    run.progress(`Added connection ${connection.name} (id ${added.id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}
function itemFor(items, name) {
    return items.find((i) => i.name === name);
}
/**
 * Fields where an existing connection differs from the file. Plain values compare by their text
 * (a service may store `5432` as "5432"); a secret property must reference the file's secret
 * (by id when known, else by name). Values are never part of the answer, only field names.
 */
function connectionDrift(spec, existing, secretIds) {
    const fields = [];
    if (existing.kind !== spec.kind)
        fields.push('kind');
    if ((existing.isDefaultWarehouseConnection ?? false) !== spec.isDefaultWarehouseConnection) {
        fields.push('isDefaultWarehouseConnection');
    }
    const have = existing.properties ?? {};
    for (const [key, want] of Object.entries(spec.properties)) {
        if (!(key in have)) {
            fields.push(`properties.${key} (not in the service)`);
            continue;
        }
        const value = have[key];
        if (typeof want === 'object') {
            const id = secretIds.get(want.secret);
            const matches = isSecretReference(value) &&
                (id !== undefined ? value.properties.id === id : value.properties.name === want.secret);
            if (!matches)
                fields.push(`properties.${key}`);
        }
        else if (typeof value === 'object' || String(value) !== String(want)) {
            fields.push(`properties.${key}`);
        }
    }
    for (const key of Object.keys(have)) {
        if (!(key in spec.properties))
            fields.push(`properties.${key} (not in the file)`);
    }
    return fields;
}
function isSecretReference(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const props = value.properties;
    return typeof props === 'object' && props !== null && 'id' in props;
}
function describeFailure(err) {
    if (err instanceof Error && err.name === 'ApiError')
        return (0,lib_text/* oneLine */.TN)(err.message);
    if (err instanceof Error)
        return (0,lib_text/* oneLine */.TN)(`Unexpected error: ${err.message}`);
    return (0,lib_text/* oneLine */.TN)(`Unexpected error: ${String(err)}`);
}
function maybeProcessed(err) {
    return err?.maybeProcessed === true;
}
/** Name → id of everything in the file whose id is known: the `connections`/`secrets` outputs. */
function idsByName(items) {
    const ids = {};
    for (const item of items)
        if (item.id !== undefined)
            ids[item.name] = item.id;
    return ids;
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/report/budget.js
var report_budget = __webpack_require__(6448);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/report/fabric-summary.js


const CHANGED = ['created', 'added', 'updated'];
const LEFT_ALONE = ['unchanged', 'drifted'];
const NOT_APPLIED = ['failed', 'not applied'];
function allItems(outcome) {
    return [outcome.fabric, ...outcome.secrets, ...outcome.connections];
}
function count(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** `2 secrets, 1 connection`: the items in `results`, by resource. */
function tally(items, results) {
    const secrets = items.filter((i) => i.resource === 'secret' && results.includes(i.result)).length;
    const connections = items.filter((i) => i.resource === 'connection' && results.includes(i.result)).length;
    const parts = [];
    if (secrets)
        parts.push(count(secrets, 'secret'));
    if (connections)
        parts.push(count(connections, 'connection'));
    return parts.join(', ');
}
/** True when the run changed nothing but secret values (the usual second run). */
function onlySecretsChanged(outcome) {
    return (!outcome.failure &&
        !outcome.created &&
        outcome.secrets.every((s) => s.result === 'updated') &&
        outcome.connections.every((c) => LEFT_ALONE.includes(c.result)));
}
/** What the run did, in one sentence (for the log and the top of the summary). */
function statement(outcome) {
    const items = allItems(outcome);
    const drifted = outcome.connections.filter((c) => c.result === 'drifted').length;
    const driftNote = drifted
        ? ` ${count(drifted, 'connection')} ${drifted === 1 ? 'differs' : 'differ'} from the file and ${drifted === 1 ? 'was' : 'were'} left as ${drifted === 1 ? 'it is' : 'they are'} (the API cannot update a connection).`
        : '';
    if (outcome.failure)
        return failureLine(outcome);
    if (outcome.created) {
        const carried = tally(items, ['created', 'added']);
        return `Created fabric ${outcome.fabricName} (id ${outcome.fabricId})${carried ? ` with ${carried}` : ''}.`;
    }
    if (onlySecretsChanged(outcome)) {
        const sent = `${outcome.fieldsUpdated.join(' and ')} sent to fabric ${outcome.fabricId}`;
        if (outcome.secrets.length === 0)
            return `Nothing changed: ${sent}.${driftNote}`;
        const secrets = `${count(outcome.secrets.length, 'secret')} updated (secret values are always sent: the API never returns them)`;
        return `Nothing changed but the secret values: ${secrets}; ${sent}.${driftNote}`;
    }
    const added = tally(items, ['added']);
    const updated = tally(items, ['updated']);
    const parts = [`fabric ${outcome.fabricId} updated`];
    if (updated)
        parts.push(`${updated} updated`);
    if (added)
        parts.push(`${added} added`);
    return `Reconciled ${outcome.fabricName}: ${parts.join('; ')}.${driftNote}`;
}
/**
 * The step's single failure line: which step failed and why, what was applied, and how to
 * finish. After a create, finishing needs the new fabric's id (there is no fabric lookup by
 * name, and a second create would fail on the existing name).
 */
function failureLine(outcome) {
    const failure = outcome.failure;
    if (!failure)
        return '';
    // The request's own line first: it starts with the operation's name, as every failed
    // request's line does; then where the reconcile stopped and what it had done.
    const head = `${failure.message} (fabric ${outcome.fabricName}, stopped at "${failure.step}")`;
    const maybe = failure.maybeApplied ? ' (the failed request may have taken effect anyway)' : '';
    const items = allItems(outcome);
    const fabricDone = outcome.fabric.result === 'created' || outcome.fabric.result === 'updated';
    if (!fabricDone) {
        // The client's line already says the fabric may have been created, and how to go on.
        if (outcome.fabricId === undefined && failure.maybeApplied)
            return `${head}.`;
        if (outcome.fabricId === undefined && /already exists/i.test(failure.message)) {
            return `${head}. Nothing was applied. The API cannot look a fabric up by name: to reconcile the existing fabric, set fabric-id to its id.`;
        }
        return failure.maybeApplied
            ? `${head}${maybe}. Running again finishes the job.`
            : `${head}. Nothing was applied.`;
    }
    const leftAlone = tally(items, LEFT_ALONE);
    const applied = [`fabric ${outcome.fabricId} ${outcome.fabric.result}`, tally(items, CHANGED)].filter(Boolean);
    const finish = outcome.created
        ? `Re-run with fabric-id: ${outcome.fabricId} to finish`
        : 'Running again finishes the job';
    const unchanged = leftAlone ? `; left as they were: ${leftAlone}` : '';
    return `${head}. Applied: ${applied.join(', ')}${unchanged}; not applied: ${tally(items, NOT_APPLIED) || 'none'}${maybe}. ${finish}.`;
}
/** The drift warning for one connection: field names only, never values. */
function driftWarning(item, file) {
    return `Connection ${item.name} (id ${item.id}) differs from ${file}: ${(item.drift ?? []).join(', ')}. The API cannot update a connection, so it was left as it is; change it in the service or in the file so they agree.`;
}
const RESULT_LABEL = {
    created: 'created',
    added: 'added',
    updated: 'updated',
    unchanged: 'unchanged',
    drifted: 'differs from the file (left as it is)',
    failed: '**failed**',
    'not applied': 'not applied',
};
function resultRows(items) {
    return items.map((item) => [
        item.resource,
        (0,lib_text/* inline */.mG)(item.name),
        item.id === undefined ? '' : `<code>${(0,lib_text/* inline */.mG)(item.id)}</code>`,
        RESULT_LABEL[item.result],
        (0,lib_text/* inline */.mG)(item.detail),
    ]);
}
function section(title, items, budget) {
    if (items.length === 0)
        return [];
    return [
        `### ${title}`,
        '',
        ...(0,report_budget/* fitTable */.SM)(['Resource', 'Name', 'Id', 'Result', 'Details'], ['l', 'l', 'l', 'l', 'l'], resultRows(items), budget, 'item', 'see the log'),
        '',
    ];
}
function renderFabricSummary(outcome, file) {
    const items = allItems(outcome);
    const pick = (results) => items.filter((i) => results.includes(i.result));
    const title = outcome.failure
        ? `## Fabric ${(0,lib_text/* inline */.mG)(outcome.fabricName)}: stopped at a failed step`
        : `## Fabric ${(0,lib_text/* inline */.mG)(outcome.fabricName)}${outcome.fabricId ? ` (id <code>${(0,lib_text/* inline */.mG)(outcome.fabricId)}</code>)` : ''}`;
    const lines = [title, '', (0,lib_text/* inline */.mG)(statement(outcome)), ''];
    const fabricDone = outcome.fabric.result === 'created' || outcome.fabric.result === 'updated';
    if (outcome.failure && fabricDone) {
        const how = outcome.created
            ? `re-run with <code>fabric-id: ${(0,lib_text/* inline */.mG)(outcome.fabricId ?? '')}</code> to finish (creating it again would fail: the name exists now)`
            : 'running again finishes the job';
        lines.push(`> [!WARNING]`, `> Only part of ${(0,lib_text/* inline */.mG)(file)} was applied: ${how}.`, '');
    }
    // Three tables share what the head leaves of the budget.
    const share = Math.floor((report_budget/* SUMMARY_BUDGET_BYTES */.Xb - (0,lib_text/* byteLength */.dp)(lines.join('\n'))) / 3);
    lines.push(...section('Created and updated', pick(CHANGED), share), ...section('Left alone', pick(LEFT_ALONE), share), ...section('Not applied', pick(NOT_APPLIED), share));
    return lines.join('\n');
}
// ---------------------------------------------------------------------------------------------
// Dry run
// ---------------------------------------------------------------------------------------------
/** One line per planned item, for the log. */
function planLines(plan) {
    return plan.items.map((i) => `${i.action.padEnd(13)} ${i.resource.padEnd(10)} ${i.name}: ${i.reason}`);
}
function renderFabricPlan(plan, file) {
    const rows = plan.items.map((i) => [
        i.resource,
        (0,lib_text/* inline */.mG)(i.name),
        `**${i.action}**`,
        (0,lib_text/* inline */.mG)(i.reason),
    ]);
    const requests = plan.requests
        .map((r) => `${r.method} ${r.path}  # ${r.note}${r.body === undefined ? '' : `\n${JSON.stringify(r.body, null, 2)}`}`)
        .join('\n\n');
    const target = plan.fabricId === undefined
        ? 'No fabric-id: the fabric would be created.'
        : `fabric-id ${(0,lib_text/* inline */.mG)(plan.fabricId)}: the fabric would be reconciled. Without reading the service (a dry run sends nothing), what exists is decided at apply time.`;
    const half = report_budget/* SUMMARY_BUDGET_BYTES */.Xb / 2;
    return [
        `## Dry run: fabric ${(0,lib_text/* inline */.mG)(plan.fabricName)}`,
        '',
        `Nothing was sent. ${target} Plan from ${(0,lib_text/* inline */.mG)(file)}:`,
        '',
        ...(0,report_budget/* fitTable */.SM)(['Resource', 'Name', 'Planned', 'Reason'], ['l', 'l', 'l', 'l'], rows, half, 'item', 'see the log'),
        '',
        '<details><summary>Requests that would be sent (secret values shown as ***)</summary>',
        '',
        `<pre>${(0,lib_text/* preformatted */.EC)((0,report_budget/* fitBlock */.Td)(requests, half - 400, 'every request is in the log'))}</pre>`,
        '',
        '</details>',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/client.js
var flows_client = __webpack_require__(369);
// EXTERNAL MODULE: ./.tmp-bundle/lib/flows/flow.js
var flow = __webpack_require__(4430);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/flows/fabric.js
/**
 * mode: fabric — read and check the fabric file, read (and mask) the secret values from the
 * environment, then either print the plan (dry run) or apply it, and report: log lines, drift
 * warnings, the job summary and the outputs. Everything that can be wrong with the file or the
 * environment fails here before the first request.
 */







async function fabricFlow(settings, runner) {
    const spec = parseFabricFile(await (0,yaml/* loadYamlFile */.Y3)(settings.fabricFile));
    // Sent as written either way; the service decides, but a near miss is worth a look first.
    for (const { line, message } of spec.warnings) {
        runner.warning(`${spec.path}:${line}: ${message}`, {
            title: 'Spelling the action does not know',
            file: spec.path,
            line,
        });
    }
    const mask = (value) => runner.secrets.add(value);
    if (settings.dryRun) {
        // A dry run sends no secret, so a missing variable is only a warning here: pull requests
        // from forks get no secrets, and their dry run should still show the plan.
        try {
            resolveSecretValues(spec, process.env, mask);
        }
        catch (err) {
            if (!(err instanceof errors/* FileError */.f))
                throw err;
            runner.warning(`${err.message} (a dry run goes on; applying would fail here)`, {
                title: 'Missing secret',
                file: err.file,
                ...(err.line !== undefined ? { line: err.line } : {}),
            });
        }
        await dryRun(spec, settings, runner);
        return flow/* SUCCESS */.q;
    }
    // Masked as each is read: from here on no value can reach the log, even inside an error.
    const values = resolveSecretValues(spec, process.env, mask);
    const outcome = await apply(spec, values, settings, runner);
    await report(outcome, spec, runner);
    return outcome.failure ? (0,flow/* failure */.V)(statement(outcome)) : flow/* SUCCESS */.q;
}
async function dryRun(spec, settings, runner) {
    const plan = planFabric(spec, settings.fabricId);
    runner.info(`Dry run: nothing is sent. Plan for fabric ${spec.name} from ${settings.fabricFile}:`);
    for (const line of planLines(plan))
        runner.info(`  ${line}`);
    runner.startGroup('Requests that would be sent (secret values shown as ***)');
    for (const request of plan.requests) {
        runner.info(`${request.method} ${settings.baseUrl}${request.path}  # ${request.note}`);
        if (request.body !== undefined)
            runner.info(JSON.stringify(request.body, null, 2));
    }
    runner.endGroup();
    await runner.appendSummary(renderFabricPlan(plan, settings.fabricFile));
}
async function apply(spec, values, settings, runner) {
    // Loaded only here: a dry run or a bad file never pays for the HTTP stack.
    const client = await (0,flows_client/* openClient */.M)(settings, runner);
    try {
        return await applyFabric(client, spec, values, {
            fabricId: settings.fabricId,
            onProgress: (line) => runner.info(line),
        });
    }
    finally {
        await client.close();
    }
}
async function report(outcome, spec, runner) {
    for (const item of outcome.connections) {
        if (item.result === 'drifted') {
            runner.warning(driftWarning(item, spec.path), {
                title: 'Connection differs from the fabric file',
                file: spec.path,
                line: item.line,
            });
        }
    }
    if (!outcome.failure)
        runner.info(statement(outcome));
    await runner.appendSummary(renderFabricSummary(outcome, spec.path));
    if (outcome.fabricId !== undefined)
        runner.setOutput('fabric-id', outcome.fabricId);
    runner.setOutput('created', outcome.created);
    runner.setOutput('connections', JSON.stringify(idsByName(outcome.connections)));
    runner.setOutput('secrets', JSON.stringify(idsByName(outcome.secrets)));
}


/***/ }),

/***/ 4430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ failure),
/* harmony export */   q: () => (/* binding */ SUCCESS)
/* harmony export */ });
const SUCCESS = { conclusion: 'success' };
function failure(line, where) {
    return { conclusion: 'failure', failure: where ? { line, where } : { line } };
}


/***/ }),

/***/ 6448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SM: () => (/* binding */ fitTable),
/* harmony export */   Td: () => (/* binding */ fitBlock),
/* harmony export */   Xb: () => (/* binding */ SUMMARY_BUDGET_BYTES)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);
/**
 * Keeping a job summary under GitHub's limit by design: tables keep as many rows as fit and say
 * how many they left out, and blocks of text are cut on a line and say so. (The runner trims
 * whatever passes 1 MiB too, but only as a last guard: a cut in the middle of a table or a
 * <pre> block reads badly.) The test summary has its own, finer sharing out (summary.ts).
 */

/** What the deploy and fabric summaries may take in all: well under GitHub's 1 MiB. */
const SUMMARY_BUDGET_BYTES = 900_000;
/**
 * A markdown table from escaped cells, cut to `budget` bytes: all rows when they fit, else as
 * many as fit beside a last line that says how many `things` were left out and where they are.
 */
function fitTable(header, align, rows, budget, things, elsewhere) {
    const lines = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD)(header), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableDivider */ .Ok)(align)];
    const rendered = rows.map(_text_js__WEBPACK_IMPORTED_MODULE_0__/* .tableRow */ .jD);
    const sizeOf = (list) => list.reduce((n, line) => n + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1, 0);
    if (sizeOf(lines) + sizeOf(rendered) <= budget)
        return [...lines, ...rendered];
    const note = (left) => `\n_${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(left)} more ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(left, things)} not shown: ${elsewhere}._`;
    let used = sizeOf(lines) + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(note(rows.length)) + 1;
    let shown = 0;
    while (shown < rendered.length && used + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(rendered[shown]) + 1 <= budget) {
        used += (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(rendered[shown]) + 1;
        shown++;
    }
    return [...lines, ...rendered.slice(0, shown), note(rows.length - shown)];
}
/** Text cut on a line boundary to at most `budget` bytes, ending with a note when cut. */
function fitBlock(text, budget, elsewhere) {
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(text) <= budget)
        return text;
    const all = text.split('\n');
    const kept = [];
    let used = 0;
    const room = budget - 200;
    for (const line of all) {
        const size = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(line) + 1;
        if (used + size > room)
            break;
        kept.push(line);
        used += size;
    }
    return `${kept.join('\n')}\n… (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(all.length - kept.length)} more lines: ${elsewhere})`;
}


/***/ })

};
