export const id = 774;
export const ids = [774];
export const modules = {

/***/ 7774:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fabricFlow: () => (/* binding */ fabricFlow)
});

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/api-error.js
var api_error = __webpack_require__(8113);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/enums.js
var enums = __webpack_require__(2540);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/secret-registry.js + 1 modules
var secret_registry = __webpack_require__(9329);
// EXTERNAL MODULE: ./.tmp-bundle/lib/files/yaml.js + 1 modules
var yaml = __webpack_require__(4687);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/files/fabric-file.js
/**
 * The fabric file (`fabric-file`): secret values are never in it, only the environment variables
 * that hold them. `provider`, `kind` and `subKind` belong to the service and are sent as written
 * (docs/behaviour.md); a near miss of a known spelling is only a warning.
 */


// Which property names hold a secret is the secret registry's rule: the client masks by it too.


// ---------------------------------------------------------------------------------- the format
// Messages are templates (see readWith in yaml.ts): {owner} is the secret or connection a path is
// in, by its line (`the secret at line 12`: its name is the file's text), {property} its
// property's name when shaped as one (keyName).
/** `missing` when the key is not there at all. */
function notAString(key, missing) {
    return (iss) => iss.input === undefined
        ? missing
        : iss.input === null
            ? `${key} has no value`
            : Array.isArray(iss.input) || iss.input instanceof Map
                ? `${key} must be a string, not a ${Array.isArray(iss.input) ? 'list' : 'map'}`
                : `${key} must be a string, got {got}; write it in quotes`;
}
/** A value (`lines`) may hold tabs and line feeds. */
function noControl(what, lines = false) {
    return (value, ctx) => {
        const control = (0,yaml.controlIn)(value, lines);
        if (control)
            ctx.addIssue({ code: 'custom', message: `${what} holds the control character ${control}` });
    };
}
function word(key, missing) {
    return schemas/* string */.YjP({ error: notAString(key, missing) })
        .refine((value) => value.trim() !== '', `${key} must not be empty`)
        .superRefine(noControl(key));
}
function envName(key, missing) {
    return word(key, missing).refine((value) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(value), `${key} must be an environment variable name such as WAREHOUSE_TOKEN (letters, digits and _, not starting with a digit)`);
}
function flag(key) {
    return schemas/* boolean */.zMY({ error: `${key} must be true or false` });
}
/** A map of these keys; `notMap` when it is not a map, and an unknown key named with the ones it takes. */
function keys(shape, notMap, where, expected = Object.keys(shape)) {
    return (0,yaml.fields)(shape, (_iss, key) => key === undefined ? notMap : `${key.said} in ${where} (expected one of: ${expected.join(', ')})`);
}
const SECRET_IN_FILE = 'a secret value must not be written in the file (secrets do not belong in git): use valueFromEnv: VARIABLE and pass the variable with env: on the step';
const SECRET_PROPERTY = '{owner}: properties.{property} must be { fromEnv: VARIABLE } or plain text';
const secretProperty = schemas/* union */.KCZ([
    schemas/* string */.YjP().superRefine(noControl('{owner}: properties.{property}', true)),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    keys({ fromEnv: envName('fromEnv', SECRET_PROPERTY) }, SECRET_PROPERTY, '{owner} properties.{property}'),
], { error: SECRET_PROPERTY });
const secret = keys({
    name: word('name', 'a secret has no name (required)'),
    kind: schemas/* literal */.euz('native', { error: 'kind is not valid; expected one of: native' }).optional(),
    subKind: word('subKind', '{owner} has no subKind (required)'),
    valueFromEnv: envName('valueFromEnv', '').optional(),
    properties: schemas/* map */.TjK(schemas/* string */.YjP(), secretProperty, { error: '{owner}: properties must be a map' }).optional(),
    // The key a user most likely writes by mistake: its own message, not "unknown key".
    value: schemas/* never */.ZmZ({ error: SECRET_IN_FILE }).optional(),
}, 'each entry of secrets must be a map', 'a secret', ['name', 'kind', 'subKind', 'valueFromEnv', 'properties']).superRefine((s, ctx) => {
    const label = '{owner}';
    const fail = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    // Shaped as a text secret whatever the case: `Text` gets a warning, not a confusing refusal.
    if (s.subKind.toLowerCase() === 'text') {
        if (s.properties)
            fail(['properties'], `${label}: subKind text takes valueFromEnv: VARIABLE, not properties`);
        else if (!s.valueFromEnv)
            fail([], `${label}: subKind text needs valueFromEnv: VARIABLE (the value is read from it)`);
        return;
    }
    if (s.valueFromEnv) {
        fail(['valueFromEnv'], `${label}: valueFromEnv is for subKind text; a secret of another subKind takes properties whose values are { fromEnv: VARIABLE } or plain text`);
    }
    else if (!s.properties) {
        fail([], `${label}: a subKind other than text needs properties (e.g. password: { fromEnv: VARIABLE })`);
    }
    else {
        for (const [key, value] of s.properties) {
            if (key === 'name')
                fail(['properties', key], `${label}: properties.name is set from the secret's name; remove it`);
            else if (typeof value !== 'object' && (0,secret_registry/* isSensitivePropertyName */.v7)(key))
                fail(['properties', key], `${label}: properties.{property} must come from the environment ({ fromEnv: VARIABLE }): secret values do not belong in git`);
        }
    }
});
const CONNECTION_PROPERTY = '{owner}: properties.{property} must be a string, number, true/false or { secret: NAME }';
const NOT_EXACT = '{owner}: properties.{property} is a number JSON cannot carry exactly: write it in quotes to keep it exact';
const connectionProperty = schemas/* union */.KCZ([
    schemas/* string */.YjP().superRefine(noControl('{owner}: properties.{property}', true)),
    // A number JSON cannot carry exactly would reach the service as another number.
    schemas/* number */.aig().refine((n) => !Number.isInteger(n) || Number.isSafeInteger(n), NOT_EXACT),
    schemas/* boolean */.zMY(),
    keys({ secret: word('secret', CONNECTION_PROPERTY) }, CONNECTION_PROPERTY, '{owner} properties.{property}'),
], 
// An infinite number (`.inf`) is a number zod refuses as such.
{ error: (iss) => (typeof iss.input === 'number' ? NOT_EXACT : CONNECTION_PROPERTY) });
const connection = keys({
    name: word('name', 'a connection has no name (required)'),
    kind: word('kind', '{owner} has no kind (required)'),
    isDefaultWarehouseConnection: flag('isDefaultWarehouseConnection').default(false),
    properties: schemas/* map */.TjK(schemas/* string */.YjP(), connectionProperty, { error: '{owner}: properties must be a map' })
        .optional(),
    shouldValidate: flag('shouldValidate').optional(),
    shouldTest: flag('shouldTest').optional(),
}, 'each entry of connections must be a map', 'a connection');
const fabricFile = keys({
    name: word('name', 'the fabric has no name (required)'),
    description: schemas/* string */.YjP({ error: notAString('description', '') })
        .superRefine(noControl('description', true))
        .optional(),
    teamName: word('teamName', 'the fabric has no teamName (required)'),
    provider: word('provider', 'the fabric has no provider (required)'),
    secrets: schemas/* array */.YOg(secret, { error: 'secrets must be a list (leave the key out for none)' }).optional(),
    connections: schemas/* array */.YOg(connection, { error: 'connections must be a list (leave the key out for none)' })
        .optional(),
}, 'the fabric file must be a map with name, teamName, provider, secrets and connections', 'the fabric file');
/** {owner} and {property} of a path: `the secret at line 12`, `password` (or `<key>`). */
function names(file, path) {
    const [list, index] = path;
    const noun = list === 'secrets' ? 'secret' : 'connection';
    const line = typeof index === 'number' ? file.at([list, index]).line : undefined;
    const at = path.indexOf('properties');
    const property = at >= 0 ? path[at + 1] : undefined;
    const owner = line === undefined
        ? `a ${noun}`
        : line === file.at(path).line
            ? `this ${noun}`
            : `the ${noun} at line ${line}`;
    return {
        owner,
        property: property === undefined ? '' : ((0,yaml.keyName)(String(property)) ?? '<key>'),
    };
}
/** `the secret at line 12`, for the checks after the schema. */
function ownerAt(file, path) {
    return names(file, path).owner;
}
// ---------------------------------------------------------------------------------- the spec
async function loadFabricFile(path) {
    return parseFabricFile(await (0,yaml.loadYamlFile)(path, 'fabric-file'));
}
function parseFabricFile(file) {
    const { value } = (0,yaml.readWith)(file, fabricFile, (path) => names(file, path));
    const lineOf = (path) => file.at(path).line ?? 1;
    // Near misses of a known spelling, sent as written; the warning is on the value's line.
    const warnings = [];
    const spelling = (path, key, written, known) => {
        const near = (0,enums/* nearMiss */.bi)(written, known);
        if (near === undefined)
            return;
        warnings.push({
            line: lineOf(path),
            message: `this ${key} is close to "${near}", the spelling the action knows (values are case-sensitive); it is sent as written, and the service decides`,
        });
    };
    spelling(['provider'], 'provider', value.provider, enums/* FABRIC_PROVIDERS */.Pl);
    const firstSecret = new Map();
    const secrets = (value.secrets ?? []).map((s, i) => {
        const at = ['secrets', i];
        spelling([...at, 'subKind'], 'subKind', s.subKind, enums/* SECRET_SUB_KINDS */.Yf);
        // Wire property name → source; a `text` secret's is `{ value: <valueFromEnv> }`.
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
                        value: (0,yaml.isScalar)(where.node) ? (0,yaml.exactText)(file, where.node) : String(property),
                        line,
                    };
        }
        const first = firstSecret.get(s.name);
        if (first)
            file.failAt(at, `this secret has the name of the secret at line ${first.line}: names are unique`);
        const spec = { name: s.name, subKind: s.subKind, properties, line: lineOf(at) };
        firstSecret.set(s.name, spec);
        return spec;
    });
    const firstConnection = new Map();
    let defaultConnection;
    const connections = (value.connections ?? []).map((c, i) => {
        const at = ['connections', i];
        // RFC 3986 dot segments: a URL path reads them as steps, however they are encoded.
        if (c.name === '.' || c.name === '..')
            file.failAt([...at, 'name'], `a connection cannot be named "${c.name}": the service finds a connection by its name in the URL path, where "." and ".." are not names but steps of the path, so it would never be found again and a second run would add it twice; choose another name`);
        spelling([...at, 'kind'], 'kind', c.kind, enums/* CONNECTION_KINDS */.xS);
        const properties = Object.fromEntries(c.properties ?? []);
        for (const [key, property] of Object.entries(properties)) {
            if (typeof property === 'object' && !firstSecret.has(property.secret)) {
                const defined = firstSecret.size === 0 ? 'none is defined' : 'check the names under secrets';
                const where = [...at, 'properties', key, 'secret'];
                file.failAt(where, `${ownerAt(file, where)}: properties.${(0,yaml.keyName)(key) ?? '<key>'} names a secret that is not defined under secrets (${defined})`);
            }
        }
        const spec = { ...c, properties, line: lineOf(at) };
        const first = firstConnection.get(c.name);
        if (first)
            file.failAt(at, `this connection has the name of the connection at line ${first.line}: names are unique`);
        firstConnection.set(c.name, spec);
        if (spec.isDefaultWarehouseConnection) {
            const flagAt = [...at, 'isDefaultWarehouseConnection'];
            if ((0,enums/* isKnownNonWarehouseKind */.yI)(c.kind))
                file.failAt(flagAt, `${ownerAt(file, flagAt)}: a connection of kind ${knownSpelling(c.kind)} cannot be the default warehouse connection (of the kinds the action knows, only ${enums/* DEFAULT_WAREHOUSE_KINDS */._5.join(', ')} can)`);
            if (defaultConnection)
                file.failAt(at, `this connection: only one connection can be the default warehouse connection, and the connection at line ${defaultConnection.line} already is`);
            defaultConnection = spec;
        }
        return spec;
    });
    // The path as given in the input: errors and annotations use it.
    return { ...value, path: file.path, secrets, connections, line: lineOf([]), warnings };
}
/** The action's own spelling of a kind it knows: naming it quotes the action, not the file. */
function knownSpelling(kind) {
    return enums/* CONNECTION_KINDS */.xS.find((known) => known.toLowerCase() === kind.toLowerCase()) ?? 'this kind';
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/secret-values.js
/**
 * The fabric file's secret values, read from the environment variables it names and masked the
 * moment each is read: from then on no value can reach the log, even inside an error.
 */



/**
 * An unset or empty variable is an error (empty is what GitHub passes for a secret the workflow
 * cannot see, e.g. from a fork), and so is a value shorter than MIN_SECRET_LENGTH: the runner does
 * not mask one that short.
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
            if (value.length < secret_registry/* MIN_SECRET_LENGTH */.vb)
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
        throw new errors/* FileError */.f6(spec.path, first.line, `secret "${(0,yaml.short)(first.secret)}": environment variable ${first.variable} is not set or empty (pass it with env: on the step, e.g. ${first.variable}: \${{ secrets.${first.variable} }})${more}`);
    }
    if (tooShort) {
        throw new errors/* FileError */.f6(spec.path, tooShort.line, `secret "${(0,yaml.short)(tooShort.secret)}": the value of environment variable ${tooShort.variable} is shorter than ${secret_registry/* MIN_SECRET_LENGTH */.vb} characters, which the runner cannot mask in the log; use a longer secret`);
    }
    return values;
}
/** Unset or empty variables, each once, at the line first naming it: a plan, needing no value, says so. */
function unsetVariables(spec, env) {
    const unset = new Map();
    for (const source of spec.secrets.flatMap((s) => Object.values(s.properties)))
        if (source.from === 'env' && !env[source.variable] && !unset.has(source.variable))
            unset.set(source.variable, source.line);
    return Array.from(unset, ([variable, line]) => ({ variable, line }));
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/marked-comment.js
var marked_comment = __webpack_require__(7822);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/service/endpoints.js
var endpoints = __webpack_require__(280);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/service-calls.js
var service_calls = __webpack_require__(6790);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/requests.js
/**
 * Fabric mode's requests. The bodies are shared by the apply and the dry run (`***` and `<id of …>`
 * placeholders) so what a dry run prints is what an apply sends. The create call carries at most one
 * secret and one connection, which may point at that secret only as `{{SECRET}}` (the API's limits).
 * planned-requests.ts writes a plan's requests out for people.
 */

/**
 * The first connection rides in the create call when every secret it references is the call's
 * secret (only that one can be `{{SECRET}}`), even if the file lists another secret first; one that
 * references two or more is added afterwards, with references by id.
 */
function chooseCreateCall(spec) {
    const [first] = spec.connections;
    const referenced = first ? secretNamesOf(first) : [];
    return {
        secret: referenced.length === 1 ? spec.secrets.find((s) => s.name === referenced[0]) : spec.secrets[0],
        connection: referenced.length <= 1 ? first : undefined,
    };
}
/** The item of this name, which its caller knows is there (the plan and its walk come from the same file). */
function named(items, name) {
    return items.find((i) => i.name === name);
}
function secretNamesOf(connection) {
    const names = Object.values(connection.properties).flatMap((v) => typeof v === 'object' ? [v.secret] : []);
    return [...new Set(names)];
}
function secretBody(secret, values) {
    const properties = { name: secret.name, ...values.get(secret.name) };
    return { kind: 'native', subKind: secret.subKind, properties };
}
function connectionBody(connection, secretValue) {
    const body = {
        name: connection.name,
        kind: connection.kind,
        isDefaultWarehouseConnection: connection.isDefaultWarehouseConnection,
        properties: Object.fromEntries(Object.entries(connection.properties).map(([k, v]) => [
            k,
            typeof v === 'object' ? secretValue(v.secret) : v,
        ])),
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
        body.secret = secretBody(choice.secret, values);
    if (choice.connection)
        body.connection = connectionBody(choice.connection, () => enums/* SECRET_PLACEHOLDER */.ll);
    return body;
}
/** The fabric fields an update sends: always the name, the description when the file has one. */
function updateFabricBody({ name, description }) {
    return description === undefined ? { name } : { name, description };
}
function fieldsSent(spec) {
    return Object.keys(updateFabricBody(spec));
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/value-shapes.js
/**
 * Which values the service holds may be shown (CONTRACT.md, "A credential the service holds is never
 * printed"). A plan or drift report often runs where no secret is set to mask with, and a service may
 * hold a credential under any property name, in any form (a webhook URL with a token in its path, an
 * `Authorization` header, a connection string). So the rule goes by what a value's shape can carry,
 * not by what it looks like it carries: a value is shown only when it is a boolean, a number, a name, a
 * host and port, a path or a URL made of those; anything else, whatever its name, is hidden.
 *
 * Each shape is strict on purpose. A "name" is short words of letters (a few digits may end one); a
 * long word, digits between letters, a case pattern no one types or a run of consonants no language has
 * is what random tokens are made of, and is not a name.
 */

/** A value shown: a number with at most this many digits (a port, a count, an id), not a card or an account. */
const NUMBER = /^-?\d{1,10}(?:\.\d{1,6})?$/;
/** A name as a whole; its words are checked one by one (`word`). */
const NAME_MAX_CHARS = 64;
const NAME = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
/** Digits in all: an IPv4 address has up to 12; a card number in groups (`4111-1111-1111-1111`) has 16. */
const NAME_MAX_DIGITS = 12;
/** A word of a name: letters that a few digits may end (`prod2`, `db01`), or a few digits alone (`us-east-1`). */
const WORD = /^(?:[A-Za-z]+\d{0,4}|\d{1,4})$/;
/** Longer than this, a word (a hump of camelCase) is more likely a token (24 random letters) than a word anyone reads. */
const WORD_MAX_CHARS = 20;
/** Six consonants in a row (y counts as a vowel): random letters, not a word (`https` has five). */
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{6}/i;
/** Host and port: a name (its dots separate the labels) and a TCP port. */
const PORT = /^\d{1,5}$/;
const PORT_MAX = 65_535;
/** A path: segments that are names, `/` between them, from the root or not, a `/` at the end or not. */
const PATH_MAX_CHARS = 200;
const PATH_MAX_SEGMENTS = 16;
/**
 * A URL shown is a scheme (`https`, `jdbc:databricks`), a host, maybe a port and maybe a path: no user
 * information, no query, no fragment, no `;` parameters, which is where URLs carry credentials.
 */
const URL_PARTS = /^([a-z][a-z0-9+-]{0,15}(?::[a-z][a-z0-9+-]{0,15})?):\/\/([^/:]+)(?::([^/]*))?(\/.*)?$/;
/** True when `value`'s shape cannot carry a credential: a boolean, a number, a name, a host and port, a path or a plain URL. */
function cannotHoldCredential(value) {
    if (value === null || typeof value === 'boolean')
        return true;
    if (typeof value === 'number')
        return Number.isFinite(value) && NUMBER.test(String(value));
    if (typeof value !== 'string')
        return false;
    return (value === '' ||
        value === 'true' ||
        value === 'false' ||
        NUMBER.test(value) ||
        isName(value) ||
        isHostAndPort(value) ||
        isPath(value) ||
        isPlainUrl(value));
}
/** `analytics_prod`, `COMPUTE_WH`, `us-east-1`, `db.example.com`, `isDefault`. */
function isName(text) {
    return (text.length <= NAME_MAX_CHARS &&
        NAME.test(text) &&
        text.replace(/\D/g, '').length <= NAME_MAX_DIGITS &&
        text.split(/[._-]/).every((word) => isWord(word)));
}
function isWord(word) {
    if (!WORD.test(word))
        return false;
    const letters = word.replace(/\d+$/, '');
    return (ordinaryCase(letters) &&
        humps(letters).every((hump) => hump.length <= WORD_MAX_CHARS && !CONSONANT_RUN.test(hump)));
}
/**
 * Letters whose case changes as in words people type (`analytics`, `ETL`, `Snowflake`, `userID`,
 * `myWarehouseName`): at most once per three letters, and once more. Random letters (`XkPqRt`,
 * `aBcDeF`) change case far more often.
 */
function ordinaryCase(letters) {
    let changes = 0;
    for (let i = 1; i < letters.length; i++)
        if (isUpper(letters[i]) !== isUpper(letters[i - 1]))
            changes++;
    return changes <= 1 + Math.floor(letters.length / 3);
}
function isUpper(letter) {
    return letter >= 'A' && letter <= 'Z';
}
/** The humps of camelCase (`xmlHttp`: `xml`, `Http`), each a word of its own for the length and consonant rules. */
function humps(letters) {
    return letters.split(/(?<=[a-z])(?=[A-Z])/);
}
/** `db.example.com:5432`. */
function isHostAndPort(text) {
    const colon = text.lastIndexOf(':');
    return colon > 0 && isName(text.slice(0, colon)) && isPort(text.slice(colon + 1));
}
function isPort(text) {
    return PORT.test(text) && Number(text) <= PORT_MAX;
}
/** `/var/data/in`, `exports/daily/`, `/`: at least one `/`, every segment a name. */
function isPath(text) {
    if (text.length > PATH_MAX_CHARS || !text.includes('/'))
        return false;
    const segments = text.replace(/^\//, '').replace(/\/$/, '').split('/');
    if (segments.length === 1 && segments[0] === '')
        return text === '/';
    return segments.length <= PATH_MAX_SEGMENTS && segments.every((segment) => isName(segment));
}
/** `https://db.example.com:443/default`, `jdbc:databricks://host:443/default`. */
function isPlainUrl(text) {
    if (text.length > PATH_MAX_CHARS)
        return false;
    const parts = URL_PARTS.exec(text);
    if (!parts)
        return false;
    const [, , host, port, path] = parts;
    return isName(host) && (port === undefined || isPort(port)) && (path === undefined || isPath(path));
}
/** What is said of a value that is not shown: what it is and its length, never any of its text. */
function hiddenValue(value) {
    const hidden = 'hidden: it may hold a credential';
    if (typeof value === 'object' && value !== null) {
        const what = Array.isArray(value) ? 'a JSON list' : 'a JSON object';
        return `(${what} of ${characters(JSON.stringify(value))}, ${hidden})`;
    }
    return `(${characters(String(value))}, ${hidden})`;
}
/** `1 character`, `77 characters`: counted by code point, as a reader counts them. */
function characters(text) {
    const n = [...text].length;
    return `${(0,common_text/* formatCount */.B4)(n)} ${(0,common_text/* plural */.LS)(n, 'character')}`;
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/drift.js



/** A value longer than this is cut: a drift line names a difference, it does not reproduce a file. */
const VALUE_MAX_CHARS = 120;
/**
 * Plain values compare by text (a service may store `5432` as "5432"); a secret property matches
 * only a reference to its secret's id on the service (a secret not added yet has none, so nothing does).
 */
function connectionDrift(spec, existing, secrets) {
    const fields = [];
    const isDefault = existing.isDefaultWarehouseConnection ?? false;
    for (const [field, service, file] of [
        ['kind', existing.kind, spec.kind],
        ['isDefaultWarehouseConnection', isDefault, spec.isDefaultWarehouseConnection],
    ])
        if (service !== file)
            fields.push({ field, service: serviceSide(service, secrets), file: shown(file) });
    const have = existing.properties ?? {};
    for (const [key, want] of Object.entries(spec.properties)) {
        // Own properties only: `toString` is not on the service because every object has one.
        const there = Object.hasOwn(have, key);
        const value = there ? have[key] : undefined;
        if (there && sameValue(value, want, secrets))
            continue;
        fields.push({
            field: `properties.${key}`,
            service: there ? serviceSide(value, secrets, { key, want }) : '(not on the service)',
            file: fileSide(key, want, secrets, value),
        });
    }
    for (const [key, value] of Object.entries(have)) {
        if (!Object.hasOwn(spec.properties, key))
            fields.push({
                field: `properties.${isName(key) ? key : hiddenValue(key)}`,
                service: serviceSide(value, secrets, { key }),
                file: '(not in the file)',
            });
    }
    return fields;
}
function sameValue(have, want, secrets) {
    if (typeof want === 'object') {
        const id = secrets.idOf.get(want.secret);
        return id !== undefined && referenceId(have) === id;
    }
    return typeof have !== 'object' && String(have) === String(want);
}
/** A connection that differs in one of these cannot be made to match: the service cannot change them. */
const UNCHANGEABLE = ['kind', 'isDefaultWarehouseConnection'];
/**
 * Why the service cannot make these fields (maybe several connections') match, naming each such
 * field once; empty when replacing the properties makes them match.
 */
function cannotChange(fields) {
    const fixed = UNCHANGEABLE.filter((name) => fields.some((f) => f.field === name));
    return fixed.length > 0 ? `the service cannot change a connection's ${fixed.join(' or ')}` : '';
}
/** `kind: "snowflake" → "databricks"; properties.url: (77 characters, hidden: …) → "https://…"`. */
function describeDrift(fields) {
    return fields.map((f) => `${f.field}: ${f.service} → ${f.file}`).join('; ');
}
/**
 * The service's side of a field: a secret reference by the secret list's name for its id; a value
 * only when its shape cannot carry a credential, its property's name does not say it is one and the
 * file does not keep that property in a secret (a plain value there is most likely the credential).
 */
function serviceSide(value, secrets, property) {
    const id = referenceId(value);
    if (id !== undefined) {
        const name = secrets.nameOf.get(id);
        return name === undefined
            ? '(a secret reference whose id is not in the secret list, not shown)'
            : referenceShown(name, id);
    }
    const hide = !cannotHoldCredential(value) ||
        (property !== undefined && (mayHoldCredential(property.key) || typeof property.want === 'object'));
    return hide ? hiddenValue(value) : shown(value);
}
/**
 * The file's side: as the file says, but for a secret reference (by name, and id where the secret list
 * has it) and a plain value whose name or text marks it as a credential, or that stands where the
 * service has a secret reference (most likely a credential put in the file).
 */
function fileSide(key, want, secrets, have) {
    if (typeof want === 'object') {
        const id = secrets.idOf.get(want.secret);
        return id === undefined
            ? `secret ${(0,common_text/* clip */.$Q)(want.secret, VALUE_MAX_CHARS)} (not on the service yet: the apply adds it)`
            : referenceShown(want.secret, id);
    }
    const hide = mayHoldCredential(key) || looksLikeCredential(String(want)) || referenceId(have) !== undefined;
    return hide ? hiddenValue(want) : shown(want);
}
function referenceShown(name, id) {
    return `secret ${(0,common_text/* clip */.$Q)(name, VALUE_MAX_CHARS)} (id ${(0,common_text/* clip */.$Q)(id, VALUE_MAX_CHARS)})`;
}
/** A value as JSON (strings quoted, so `"22"` and `22` read apart), cut to a length. */
function shown(value) {
    return (0,common_text/* clip */.$Q)(JSON.stringify(value) ?? String(value), VALUE_MAX_CHARS);
}
/** The id of a secret reference (an object whose `properties` hold an `id`), as text; undefined otherwise. */
function referenceId(value) {
    const props = value?.properties;
    if (typeof props !== 'object' || props === null || !('id' in props))
        return undefined;
    return typeof props.id === 'string' || typeof props.id === 'number' ? String(props.id) : '';
}
/**
 * A word of a property name that says it may hold a credential, besides the fabric file's rule
 * (`…Key`) and CREDENTIAL_NAMES (`password`, `token` anywhere): the short forms services use (`pwd`,
 * `pat`, `smtpPass`, `privateKeyContent`).
 */
const CREDENTIAL_WORD = /^(?:pass|pwd|pw|pat|pin|otp|key|passphrase|credentials?|signature|sig|sas|private|authorization|cookie)$/i;
/** A name that may hold one, whatever else it holds (`connectionString`, `dsn`). */
const CREDENTIAL_NAMES = /password|passwd|secret|token|apikey|privatekey|connectionstring|connstr|^dsn$/i;
function mayHoldCredential(key) {
    if ((0,secret_registry/* isSensitivePropertyName */.v7)(key))
        return true;
    const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-.]+/);
    return words.some((w) => CREDENTIAL_WORD.test(w)) || CREDENTIAL_NAMES.test(key.replace(/[\s_\-.]/g, ''));
}
/**
 * A text of the file that carries a credential inside: `Password=…` or `;PWD=…` in a connection string
 * or a JDBC URL, `user:password@` in a URL, a key in PEM form, `"token": …` in JSON. (The service's
 * values need no such list: the shape rule hides every one of these.)
 */
const EMBEDDED_CREDENTIAL = [
    /(?:password|passwd|pwd|pass|secret|token|apikey|api[-_]key|accountkey|sharedaccesskey|sharedaccesssignature|privatekey|private[-_]key|clientsecret|client[-_]secret|sig|auth|key)["']?\s*[:=]/i,
    /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]*:[^\s/?#@]*@/i,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
function looksLikeCredential(text) {
    return EMBEDDED_CREDENTIAL.some((pattern) => pattern.test(text));
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/plan.js


/** Unmanaged secrets named in the log, summary and comment; the rest, of any number, are counted. */
const UNMANAGED_LISTED = 20;
/** What an apply does with a resource: the `action` of the plan output. */
const PLAN_ACTIONS = ['create', 'update', 'add', 'unchanged', 'drift', 'unmanaged'];
/**
 * The fabric's secret list, and each connection of the file by name: undefined when the lookup finds
 * none. `guard` runs each read under a name (`list secrets of fabric 10740`) and, for a lookup, its
 * connection's: the apply records a failure there.
 */
async function readService(client, spec, fabricId, guard = (_name, read, _connection) => read()) {
    const secrets = await guard(`list secrets of fabric ${fabricId}`, () => client.listSecrets(fabricId));
    const connections = new Map();
    for (const { name } of spec.connections) {
        const lookUp = () => client.getConnectionByName(fabricId, name);
        connections.set(name, await guard(`look up connection ${name}`, lookUp, name));
    }
    return { secrets, connections };
}
/**
 * The steps for the file. Without fabric-id: create. With it and `view`: reconcile what the
 * reads found. With it and no view (a dry run): reconcile with conditional actions. fix-drift: a
 * connection whose properties alone differ is updated, not left as drift.
 */
function planFabric(spec, fabricId, view, { fixDrift = false } = {}) {
    const plan = { fabricName: spec.name, fabricId };
    if (fabricId === undefined)
        return { ...plan, steps: createSteps(spec) };
    const fabric = fileStep('fabric', spec, 'update', `${fieldsSent(spec).join(', ')} sent every time (the API cannot read a fabric to compare them); teamName and provider cannot change after creation`, { id: fabricId, sends: true });
    const rest = view ? reconcileSteps(spec, view, fixDrift) : conditionalSteps(spec, fixDrift);
    return { ...plan, steps: [fabric, ...rest] };
}
function createSteps(spec) {
    const choice = chooseCreateCall(spec);
    const carried = [
        choice.secret && `secret ${choice.secret.name}`,
        choice.connection && `connection ${choice.connection.name}`,
    ].filter(Boolean);
    const steps = [
        fileStep('fabric', spec, 'create', `no fabric-id: created in team ${spec.teamName}, provider ${spec.provider}${carried.length ? `, with ${carried.join(' and ')} in the create call` : ''}`, { sends: true }),
    ];
    for (const secret of spec.secrets) {
        const after = secret !== choice.secret;
        const details = after ? 'added after the create call (one secret per create call)' : 'in the create call';
        steps.push(fileStep('secret', secret, 'add', details, { sends: after }));
    }
    for (const connection of spec.connections) {
        const carried = connection === choice.connection;
        const uses = secretNamesOf(connection);
        const details = carried
            ? `in the create call${uses.length ? ` (${uses[0]} as {{SECRET}})` : ''}`
            : connection === spec.connections[0]
                ? 'added after the secrets: it uses several secrets, and the create call can hold only one'
                : 'added after the secrets (one connection per create call), secret references by id';
        steps.push(fileStep('connection', connection, 'add', details, { sends: !carried }));
    }
    return steps;
}
function reconcileSteps(spec, view, fixDrift) {
    const steps = [];
    // A reference is named only by what the secret list says of its id (drift.ts); reversed, so
    // the first listing of a name or an id is the one kept.
    const listed = view.secrets.map((s) => s.properties).toReversed();
    const idOf = new Map(listed.map((p) => [p.name, p.id]));
    const nameOf = new Map(listed.map((p) => [p.id, p.name]));
    for (const secret of spec.secrets) {
        const id = idOf.get(secret.name);
        const [action, details] = id === undefined
            ? ['add', 'not on the service']
            : [
                'update',
                'exists: its value is sent again (the API never returns secret values, so it cannot tell whether one changed)',
            ];
        steps.push(fileStep('secret', secret, action, details, { id, sends: true }));
    }
    const named = new Set(spec.secrets.map((s) => s.name));
    for (const { name, id } of view.secrets.map((s) => s.properties)) {
        if (named.has(name))
            continue;
        const details = 'on the service, not in the file: left alone (the action never deletes)';
        steps.push(fileStep('secret', { name, line: undefined }, 'unmanaged', details, { id }));
    }
    for (const connection of spec.connections) {
        const existing = view.connections.get(connection.name);
        if (!existing) {
            steps.push(fileStep('connection', connection, 'add', 'not on the service', { sends: true }));
            continue;
        }
        const { id } = existing;
        const drift = connectionDrift(connection, existing, { idOf, nameOf });
        if (drift.length === 0) {
            steps.push(fileStep('connection', connection, 'unchanged', 'exists and matches the file', { id }));
            continue;
        }
        // Updated only with fix-drift and when only its properties differ; else left, saying why.
        const cannot = cannotChange(drift);
        const differs = describeDrift(drift);
        const [action, details] = cannot
            ? ['drift', `${differs}; ${cannot}, so an apply leaves it as it is`]
            : fixDrift
                ? ['update', `${differs}; fix-drift sets its properties to the file's`]
                : ['drift', differs];
        steps.push(fileStep('connection', connection, action, details, { id, drift, sends: action === 'update' }));
    }
    return steps;
}
function conditionalSteps(spec, fixDrift) {
    const secret = 'updated by id when the secret list has this name, else added; the value is always sent (the API never returns it)';
    const [action, details] = fixDrift
        ? [
            'add or update',
            "looked up by name: added when absent; an existing one whose properties alone differ from the file's gets them (fix-drift), one whose kind or default flag differs is left as it is",
        ]
        : [
            'add if absent',
            'looked up by name: added when absent; an existing one is left as it is (fix-drift is off) and compared with the file',
        ];
    return [
        ...spec.secrets.map((s) => fileStep('secret', s, 'add or update', secret, { sends: true })),
        ...spec.connections.map((c) => fileStep('connection', c, action, details, { sends: true })),
    ];
}
function fileStep(resource, item, action, details, more = {}) {
    return { resource, name: item.name, line: item.line, action, details, ...more };
}
/** The write requests the steps send: the `changes` output of a plan. */
function writesOf(plan) {
    return plan.steps.filter((s) => s.sends).length;
}
/** Names of the connections that exist and differ from the file: the `drift` output. */
function driftedNames(plan) {
    return plan.steps.filter((s) => s.action === 'drift').map((s) => s.name);
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/apply.js
/**
 * Fabric mode's apply: walk the plan's steps, reads first, so a failed read stops the run having
 * written nothing; the first failed step stops it, and a re-run with `fabric-id` finishes it. Writes
 * are never re-sent blindly (docs/behaviour.md): a lost add's answer is settled by a read
 * (add), and the create call, which no read can check, is never sent twice.
 */







/**
 * Thrown inside apply to stop at the first failed step; the failure is already recorded. Not an
 * ActionError: a signal that never leaves applyFabric.
 */
class StepFailed extends Error {
}
async function applyFabric(client, spec, values, options) {
    const run = begin(client, spec, values, options);
    const { outcome } = run;
    try {
        const fabricId = options.fabricId;
        const view = fabricId === undefined
            ? undefined
            : await readService(client, spec, fabricId, (name, read, connection) => run.read(name, outcome.connections.find((c) => c.name === connection), read));
        outcome.plan = planFabric(spec, fabricId, view, options);
        for (const step of outcome.plan.steps)
            await walk(run, step);
    }
    catch (err) {
        if (!(err instanceof StepFailed))
            throw err;
    }
    return outcome;
}
/** What the walk shares: the outcome it fills in (the ids it learns on its items) and how it runs a step. */
function begin(client, spec, values, options) {
    const outcome = {
        fabricName: spec.name,
        fabricId: options.fabricId,
        created: false,
        fieldsUpdated: [],
        fabric: pending('fabric', spec),
        secrets: spec.secrets.map((s) => pending('secret', s)),
        unmanaged: [],
        connections: spec.connections.map((c) => pending('connection', c)),
        writes: 0,
    };
    /** Runs one request (or a read-then-write) as the named step; a failure stops the apply. */
    const step = (writes) => async (name, item, action) => {
        try {
            const value = await action();
            if (writes)
                outcome.writes++;
            return value;
        }
        catch (err) {
            const message = (0,common_text/* oneLine */.TN)(err instanceof api_error/* ApiError */.hD
                ? pointAtFabricId(err, options.fabricId).message
                : `Unexpected error: ${err instanceof Error ? err.message : String(err)}`);
            if (item)
                Object.assign(item, { result: 'failed', detail: message });
            // A read changes nothing, whatever became of it.
            outcome.failure = { step: name, message, maybeApplied: writes && maybeApplied(err) };
            throw new StepFailed(name);
        }
    };
    return {
        client,
        spec,
        values,
        outcome,
        progress: options.onProgress ?? (() => { }),
        read: step(false),
        write: step(true),
    };
}
function pending(resource, { name, line }) {
    return { resource, name, line, result: 'not applied', detail: '' };
}
async function walk(run, step) {
    if (!step.sends)
        return leaveAlone(run, step);
    if (step.action === 'create')
        return createFabric(run);
    const { client, spec, values, outcome } = run;
    const { resource, name, id } = step;
    // The fabric's id once the fabric step is done: given, or created.
    const fabricId = outcome.fabricId;
    const secretSent = () => secretBody(named(spec.secrets, name), values);
    const connectionSent = () => connectionBody(named(spec.connections, name), (secret) => referenceTo(run, secret));
    const item = resource === 'fabric'
        ? outcome.fabric
        : named(resource === 'secret' ? outcome.secrets : outcome.connections, name);
    if (step.action === 'add')
        return add(run, item, () => resource === 'secret'
            ? client.addSecret(fabricId, secretSent())
            : client.addConnection(fabricId, connectionSent()));
    // Only a dry run, which reads nothing, plans the conditional writes; the apply always reads first.
    if (step.action !== 'update')
        throw new Error(`"${step.action}" steps come from a plan made without reading the service`);
    const sent = fieldsSent(spec).join(', ');
    const drift = step.drift ?? [];
    const update = {
        fabric: {
            send: () => client.updateFabric(fabricId, updateFabricBody(spec)),
            detail: `${sent} sent (the API cannot read a fabric, so they are always sent)`,
            progress: `Updated fabric ${fabricId} (${sent} sent)`,
        },
        secret: {
            send: () => client.updateSecret(fabricId, id, secretSent()),
            detail: 'value sent (the API never returns secret values, so they are always updated)',
            progress: `Updated secret ${name} (id ${id})`,
        },
        // fix-drift: the file's connection sent whole, by name, so its properties replace the
        // service's. Sending it again leaves the connection as the first did: the client retries it.
        connection: {
            send: () => client.updateConnection(fabricId, name, connectionSent()),
            detail: `properties set to the file's (fix-drift): ${describeDrift(drift)}`,
            progress: `Updated connection ${name} (id ${id}): ${drift.map((f) => f.field).join(', ')} set to the file's`,
        },
    }[resource];
    if (resource !== 'fabric')
        item.id = id;
    await run.write(`update ${resource} ${resource === 'fabric' ? fabricId : name}`, item, update.send);
    Object.assign(item, {
        id,
        result: 'updated',
        detail: update.detail,
        ...(resource === 'connection' ? { drift } : {}),
    });
    if (resource === 'fabric')
        outcome.fieldsUpdated = fieldsSent(spec);
    run.progress(update.progress);
}
function leaveAlone(run, step) {
    const { outcome } = run;
    if (step.action === 'unmanaged') {
        outcome.unmanaged.push({
            resource: 'secret',
            name: step.name,
            id: step.id,
            result: 'unmanaged',
            detail: step.details,
        });
        // Named up to a bound, then counted once: the service may hold any number of them.
        const seen = outcome.unmanaged.length;
        if (seen <= UNMANAGED_LISTED)
            run.progress(`Secret ${step.name} (id ${step.id}) is on the service but not in the file: left alone`);
        else if (seen === UNMANAGED_LISTED + 1) {
            const total = outcome.plan.steps.filter((s) => s.action === 'unmanaged').length;
            const more = total - UNMANAGED_LISTED;
            run.progress(`${(0,common_text/* formatCount */.B4)(more)} more ${(0,common_text/* plural */.LS)(more, 'secret')} on the service ${more === 1 ? 'is' : 'are'} not in the file: left alone (${(0,common_text/* formatCount */.B4)(total)} in all; the first ${UNMANAGED_LISTED} are named above)`);
        }
        return;
    }
    // Carried by the create call (so no id yet): its item was filled in by that step.
    if (step.id === undefined)
        return;
    const item = named(outcome.connections, step.name);
    item.id = step.id;
    if (step.action === 'drift') {
        const drift = step.drift ?? [];
        const fields = drift.map((f) => f.field).join(', ');
        const why = cannotChange(drift) || 'fix-drift: true would update its properties';
        Object.assign(item, {
            result: 'drifted',
            drift,
            detail: `differs from the file: ${describeDrift(drift)}; left as it is (${why})`,
        });
        run.progress(`Connection ${step.name} (id ${step.id}) exists and differs from the file: ${fields}`);
    }
    else {
        Object.assign(item, { result: 'unchanged', detail: step.details });
        run.progress(`Connection ${step.name} (id ${step.id}) exists and matches the file`);
    }
}
async function createFabric(run) {
    const { client, spec, values, outcome } = run;
    const choice = chooseCreateCall(spec);
    const { id } = await run.write(`create fabric ${spec.name}`, outcome.fabric, () => client.createFabric(createFabricBody(spec, values, choice)));
    outcome.fabricId = id;
    outcome.created = true;
    Object.assign(outcome.fabric, {
        id,
        result: 'created',
        detail: `team ${spec.teamName}, provider ${spec.provider}`,
    });
    run.progress(`Created fabric ${spec.name} (id ${id})`);
    const carried = [
        ...outcome.secrets.filter((s) => s.name === choice.secret?.name),
        ...outcome.connections.filter((c) => c.name === choice.connection?.name),
    ];
    for (const item of carried)
        Object.assign(item, { result: 'created', detail: 'in the create call' });
    // The create call answers with the fabric id only: ask for the ids of what it carried.
    for (const item of carried) {
        const read = item.resource === 'secret' ? `list secrets of fabric ${id}` : `look up connection ${item.name}`;
        const found = await run.read(read, undefined, () => idOn(run, item));
        if (found !== undefined)
            item.id = found;
        run.progress(`Created ${item.resource} ${item.name}${found === undefined ? '' : ` (id ${found})`} with the fabric`);
    }
}
/** The id the service gave a secret (by the fabric's secret list) or a connection (by its name). */
async function idOn(run, { resource, name }) {
    const fabricId = run.outcome.fabricId;
    if (resource === 'connection')
        return (await run.client.getConnectionByName(fabricId, name))?.id;
    const listed = await run.client.listSecrets(fabricId);
    return listed.find((s) => s.properties.name === name)?.properties.id;
}
const FOUND_AFTER_LOSS = 'its answer was lost; a read showed it was added';
/**
 * An add whose outcome is unknown (a reset, a time-out, a proxy's page after the service did the
 * work) is read back before it is sent again, at most once (docs/behaviour.md); a second add refused
 * because the first landed meanwhile is settled by a second read.
 */
async function add(run, item, request) {
    const { id, found } = await run.write(`add ${item.resource} ${item.name}`, item, async () => {
        try {
            return { id: (await request()).id, found: false };
        }
        catch (first) {
            if (!maybeApplied(first))
                throw first;
            const existing = await idOn(run, item);
            if (existing !== undefined)
                return { id: existing, found: true };
            try {
                return { id: (await request()).id, found: false };
            }
            catch (second) {
                const landed = maybeApplied(second) || /already exists/i.test(String(second));
                const late = landed ? await idOn(run, item) : undefined;
                if (late !== undefined)
                    return { id: late, found: true };
                throw second;
            }
        }
    });
    Object.assign(item, { id, result: 'added', detail: found ? FOUND_AFTER_LOSS : '' });
    run.progress(`Added ${item.resource} ${item.name} (id ${id})${found ? ` (${FOUND_AFTER_LOSS})` : ''}`);
}
/** A reference to a secret of the file by the id its item holds (read, or learnt when added). */
function referenceTo(run, name) {
    const { id } = named(run.outcome.secrets, name);
    if (id === undefined)
        throw new Error(`the id of secret ${name} is not known, so it cannot be referenced`);
    return secretReference(named(run.spec.secrets, name), id);
}
function maybeApplied(err) {
    return err instanceof api_error/* ApiError */.hD && err.maybeApplied;
}
/** The requests whose one id is the fabric's: a "not found" of theirs is about the `fabric-id` input. */
const FABRIC_ID_OPERATIONS = new Set([endpoints/* OPERATIONS */.x.listSecrets, endpoints/* OPERATIONS */.x.updateFabric]);
/**
 * `err`, pointing at the `fabric-id` input when a request that names no other id (the first a
 * reconcile sends: the secret list) finds no such fabric. Another request's "not found" may name
 * the fabric too, but is about its secret or connection.
 */
function pointAtFabricId(err, fabricId) {
    if (!FABRIC_ID_OPERATIONS.has(err.operation))
        return err;
    return (0,service_calls/* pointAtInputs */.xM)(err, [{ value: fabricId, inputs: ['fabric-id'] }]);
}

;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/planned-requests.js
/**
 * A plan's requests written out for people, in the order the apply sends them: secret values from
 * the environment as `***`, ids only the service knows as `<id of secret …>` or `<new fabric id>`.
 * The bodies are requests.ts's, the ones an apply sends.
 */



/** Every request, in the order the apply sends them: the reads first, then each step's write. */
function plannedRequests(plan, spec) {
    const fabricId = plan.fabricId ?? '<new fabric id>';
    const requests = [];
    /** `note`: why, or on what condition, the request is sent. */
    const send = (endpoint, params, note, body) => {
        const path = route(endpoint, fabricId, ...params);
        requests.push({ method: endpoint.method, path, ...(body === undefined ? {} : { body }), note });
    };
    // Values from the environment are secret; a value written in the file is not (a username).
    const values = new Map(spec.secrets.map((s) => [
        s.name,
        Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, v.from === 'literal' ? v.value : secret_registry/* MASK */.v5])),
    ]));
    const redacted = (name) => secretBody(named(spec.secrets, name), values);
    const known = new Map(plan.steps.filter((s) => s.resource === 'secret' && s.id !== undefined).map((s) => [s.name, s.id]));
    const refTo = (name) => secretReference(named(spec.secrets, name), known.get(name) ?? `<id of secret ${name}>`);
    const connectionSent = (name) => connectionBody(named(spec.connections, name), refTo);
    const lookUp = (name, note) => send(endpoints/* ENDPOINTS */.H.getConnection, [name], note);
    if (plan.fabricId !== undefined) {
        send(endpoints/* ENDPOINTS */.H.listSecrets, [], 'list the secrets, to match them by name');
        for (const { name } of spec.connections)
            lookUp(name, `look up connection ${name}`);
    }
    for (const { resource, name, action, id, sends } of plan.steps) {
        if (!sends)
            continue;
        if (resource === 'fabric' && action === 'update') {
            send(endpoints/* ENDPOINTS */.H.updateFabric, [], 'update the fabric', updateFabricBody(spec));
        }
        else if (resource === 'fabric') {
            const choice = chooseCreateCall(spec);
            send(endpoints/* ENDPOINTS */.H.createFabric, [], 'create the fabric', createFabricBody(spec, values, choice));
            // The create call answers with the fabric id only: the ids of what it carried are read.
            if (choice.secret)
                send(endpoints/* ENDPOINTS */.H.listSecrets, [], `learn the id of secret ${choice.secret.name}`);
            if (choice.connection)
                lookUp(choice.connection.name, `learn the id of connection ${choice.connection.name}`);
        }
        else if (resource === 'secret' && action === 'add') {
            send(endpoints/* ENDPOINTS */.H.addSecret, [], `add secret ${name}`, redacted(name));
        }
        else if (resource === 'secret') {
            const condition = action === 'update'
                ? ''
                : ` if it exists, else POST ${route(endpoints/* ENDPOINTS */.H.addSecret, fabricId)} with the same body`;
            send(endpoints/* ENDPOINTS */.H.updateSecret, [id ?? `<id of secret ${name}>`], `update secret ${name}${condition}`, redacted(name));
        }
        else if (action === 'add' || action === 'add if absent') {
            const condition = action === 'add' ? '' : ', only if the lookup finds none';
            send(endpoints/* ENDPOINTS */.H.addConnection, [], `add connection ${name}${condition}`, connectionSent(name));
        }
        else {
            const condition = action === 'update'
                ? ''
                : `, if it exists and only its properties differ; if the lookup finds none, POST ${route(endpoints/* ENDPOINTS */.H.addConnection, fabricId)} with the same body`;
            send(endpoints/* ENDPOINTS */.H.updateConnection, [name], `update connection ${name}: its properties set to the file's (fix-drift)${condition}`, connectionSent(name));
        }
    }
    return requests;
}
/** An endpoint's path with its parameters; a placeholder such as `<new fabric id>` is shown as it is. */
function route(endpoint, ...params) {
    let i = 0;
    return endpoint.pattern.replace(/:[A-Za-z]+/g, () => {
        const param = params[i++] ?? '';
        return /^<[^<>]*>$/.test(param) ? param : encodeURIComponent(param);
    });
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/limits.js
var limits = __webpack_require__(1676);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/budget.js
var common_budget = __webpack_require__(6097);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/summary-head.js
var summary_head = __webpack_require__(3220);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/verdict-heading.js
var verdict_heading = __webpack_require__(8316);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/summary.js







const CHANGED = ['created', 'added', 'updated'];
const LEFT_ALONE = ['unchanged', 'drifted', 'unmanaged'];
const NOT_APPLIED = ['failed', 'not applied'];
function fabricDone(outcome) {
    return CHANGED.includes(outcome.fabric.result);
}
function allItems(outcome) {
    return [outcome.fabric, ...outcome.secrets, ...outcome.unmanaged, ...outcome.connections];
}
function count(n, word) {
    return `${n} ${(0,common_text/* plural */.LS)(n, word)}`;
}
/** `2 secrets, 1 connection`: the items in `results`, by resource. */
function tally(items, results) {
    const parts = ['secret', 'connection'].map((resource) => {
        const n = items.filter((i) => i.resource === resource && results.includes(i.result)).length;
        return n ? count(n, resource) : '';
    });
    return parts.filter(Boolean).join(', ');
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
    const driftedItems = outcome.connections.filter((c) => c.result === 'drifted');
    const drifted = driftedItems.length;
    const unmanaged = outcome.unmanaged.length;
    const driftNote = (drifted
        ? ` ${count(drifted, 'connection')} ${drifted === 1 ? 'differs' : 'differ'} from the file and ${drifted === 1 ? 'was' : 'were'} left as ${drifted === 1 ? 'it is' : 'they are'} (${driftWhy(driftedItems.map((c) => c.drift ?? [])).reasons}).`
        : '') +
        (unmanaged
            ? ` ${count(unmanaged, 'secret')} on the service ${unmanaged === 1 ? 'is' : 'are'} not in the file and ${unmanaged === 1 ? 'was' : 'were'} left alone.`
            : '');
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
    const parts = [`fabric ${outcome.fabricId} updated`];
    for (const result of ['updated', 'added']) {
        const tallied = tally(items, [result]);
        if (tallied)
            parts.push(`${tallied} ${result}`);
    }
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
    // The request's own line first (it starts with the operation's name), then where it stopped.
    const head = `${failure.message} (fabric ${outcome.fabricName}, stopped at "${failure.step}")`;
    const maybe = failure.maybeApplied ? ' (the failed request may have taken effect anyway)' : '';
    const items = allItems(outcome);
    if (!fabricDone(outcome)) {
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
    const changed = tally(items, CHANGED);
    const leftAlone = tally(items, LEFT_ALONE);
    const finish = outcome.created
        ? `Re-run with fabric-id: ${outcome.fabricId} to finish`
        : 'Running again finishes the job';
    return `${head}. Applied: fabric ${outcome.fabricId} ${outcome.fabric.result}${changed && `, ${changed}`}${leftAlone && `; left as they were: ${leftAlone}`}; not applied: ${tally(items, NOT_APPLIED) || 'none'}${maybe}. ${finish}.`;
}
/** What to do about a connection whose kind or default flag differs: the service cannot change them. */
const DRIFT_ADVICE = "to apply the file, recreate the connection under a new name (and use that name in the file), or change it in the service's settings so they agree";
/**
 * Why drifted connections were left as they are, in a few words, and advice on what could change
 * them: fix-drift, for one whose properties alone differ; else only the service's settings.
 */
function driftWhy(drifts) {
    const fixable = drifts.some((drift) => !cannotChange(drift));
    const cannot = cannotChange(drifts.flat());
    return {
        reasons: [fixable ? 'fix-drift is off' : '', cannot].filter(Boolean).join('; '),
        advice: [
            fixable ? "With fix-drift: true, an apply sets a connection's properties to the file's." : '',
            cannot ? `${capitalised(cannot)}: ${DRIFT_ADVICE}.` : '',
        ]
            .filter(Boolean)
            .join(' '),
    };
}
function driftWarning(item, file) {
    const drift = item.drift ?? [];
    const cannot = cannotChange(drift);
    const left = cannot
        ? `${capitalised(cannot)}, so it was left as it is: ${DRIFT_ADVICE}.`
        : "It was left as it is: with fix-drift: true, an apply sets its properties to the file's.";
    return `Connection ${item.name} (id ${item.id}) differs from ${file}: ${describeDrift(drift)}. ${left}`;
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
const UNLISTED_DETAILS = `on the service, not in the file: left alone (the first ${UNMANAGED_LISTED} are named, the rest counted)`;
/** The items to list: the unmanaged secrets past the first UNMANAGED_LISTED as one `… 2,980 more secrets`. */
function listed(items, unmanaged, more) {
    return (0,common_budget/* listFirst */.rL)(items, unmanaged, UNMANAGED_LISTED).map((entry) => 'item' in entry ? entry.item : more(`… ${(0,common_text/* formatCount */.B4)(entry.more)} more ${(0,common_text/* plural */.LS)(entry.more, 'secret')}`));
}
/** How a result reads in a table, where it is not its own name. */
const RESULT_LABEL = {
    drifted: 'differs from the file (left as it is)',
    unmanaged: 'not in the file (left alone)',
    failed: '**failed**',
};
function section(title, items, budget) {
    if (items.length === 0)
        return [];
    const more = (name) => ({
        resource: 'secret',
        name,
        result: 'unmanaged',
        detail: UNLISTED_DETAILS,
    });
    const rows = listed(items, (i) => i.result === 'unmanaged', more).map((item) => [
        item.resource,
        (0,common_text/* inline */.mG)(item.name),
        item.id === undefined ? '' : `<code>${(0,common_text/* inline */.mG)(item.id)}</code>`,
        RESULT_LABEL[item.result] ?? item.result,
        (0,common_text/* inline */.mG)(item.detail),
    ]);
    return [
        `### ${title}`,
        '',
        ...table(['Resource', 'Name', 'Id', 'Result', 'Details'], rows, budget, 'item'),
        '',
    ];
}
/** Drifted connections the head names one by one before it counts the rest (the tables have them all). */
const DRIFT_LISTED = 20;
/** Longest description of one connection's drift in the head. */
const DRIFT_MAX_CHARS = 1500;
/** `- **marts** (id 4812): kind: "snowflake" → "bigquery"`: each drifted connection and what differs. */
function driftItems(drifted) {
    if (drifted.length === 0)
        return [];
    const items = drifted.slice(0, DRIFT_LISTED).map((c) => {
        const id = c.id === undefined ? '' : ` (id <code>${(0,common_text/* inline */.mG)(c.id)}</code>)`;
        return `- **${(0,common_text/* inline */.mG)(c.name)}**${id}: ${(0,common_text/* inline */.mG)((0,common_text/* clip */.$Q)(describeDrift(c.drift ?? []), DRIFT_MAX_CHARS))}`;
    });
    const more = drifted.length - items.length;
    if (more > 0)
        items.push(`- … and ${(0,common_text/* formatCount */.B4)(more)} more: see the table`);
    return [...items, ''];
}
/** `2 connections differ from the file`. */
function differ(n) {
    return `${count(n, 'connection')} ${n === 1 ? 'differs' : 'differ'} from the file`;
}
/** `fabric analytics-dev (id 10740)`, the id when there is one. */
function fabricTitle(name, id) {
    return `fabric ${(0,common_text/* inline */.mG)(name)}${id ? ` (id <code>${(0,common_text/* inline */.mG)(id)}</code>)` : ''}`;
}
/** What an apply that did not fail did, in a heading's words. */
function appliedTitle(outcome) {
    const fabric = fabricTitle(outcome.fabricName, outcome.fabricId);
    if (outcome.created)
        return `Created ${fabric}`;
    if (onlySecretsChanged(outcome))
        return `${capitalised(fabric)}: nothing changed${outcome.secrets.length > 0 ? ' but the secret values' : ''}`;
    return `Reconciled ${fabric}`;
}
/**
 * The summary after an apply, in at most `maxBytes` (less for the pull-request comment). `warnings`:
 * what the step warned about besides drift (a spelling the action does not know).
 */
function renderFabricSummary(outcome, file, maxBytes = limits/* SUMMARY_BUDGET_BYTES */.Xb, warnings) {
    const items = allItems(outcome);
    const pick = (results) => items.filter((i) => results.includes(i.result));
    const drifted = outcome.connections.filter((c) => c.result === 'drifted');
    const shownWarnings = outcome.failure ? undefined : warnings;
    const kind = outcome.failure
        ? 'failed'
        : drifted.length > 0 || (warnings?.count ?? 0) > 0
            ? 'warned'
            : 'passed';
    const title = outcome.failure
        ? `Fabric ${(0,common_text/* inline */.mG)(outcome.fabricName)}: stopped at a failed step`
        : `${appliedTitle(outcome)}${drifted.length > 0 ? `; ${differ(drifted.length)}` : ''}${(0,summary_head/* withWarnings */.o)(shownWarnings)}`;
    const lines = [(0,verdict_heading/* verdictHeading */.G)(kind, title), '', (0,common_text/* inline */.mG)(statement(outcome), { atLineStart: true }), ''];
    if (outcome.failure && fabricDone(outcome)) {
        const how = outcome.created
            ? `re-run with <code>fabric-id: ${(0,common_text/* inline */.mG)(outcome.fabricId ?? '')}</code> to finish (creating it again would fail: the name exists now)`
            : 'running again finishes the job';
        lines.push(`> [!WARNING]`, `> Only part of ${(0,common_text/* inline */.mG)(file)} was applied: ${how}.`, '');
    }
    lines.push(...driftItems(drifted));
    const drifts = drifted.map((c) => c.drift ?? []);
    if (drifts.length > 0)
        lines.push('> [!NOTE]', `> ${(0,common_text/* inline */.mG)(driftWhy(drifts).advice)}`, '');
    lines.push(...(0,summary_head/* warningItems */.d)(shownWarnings));
    // Three tables share what the head leaves of the budget.
    const share = Math.floor((maxBytes - (0,common_text/* byteLength */.dp)(lines.join('\n'))) / 3);
    lines.push(...section('Created and updated', pick(CHANGED), share), ...section('Left alone', pick(LEFT_ALONE), share), ...section('Not applied', pick(NOT_APPLIED), share));
    return lines.join('\n');
}
// ---------------------------------------------------------------------------------- the plan
/** Each action some steps take, in the order of PLAN_ACTIONS, and how many take it. */
function planCounts(plan) {
    return PLAN_ACTIONS.flatMap((action) => {
        const n = plan.steps.filter((s) => s.action === action).length;
        return n > 0 ? [[action, (0,common_text/* formatCount */.B4)(n)]] : [];
    });
}
/** `Plan for fabric analytics-dev (id 10740): update 2, drift 1; an apply would send 2 write requests.` */
function planStatement(plan) {
    const writes = writesOf(plan);
    const counts = planCounts(plan)
        .map((pair) => pair.join(' '))
        .join(', ');
    const target = plan.fabricId === undefined ? 'to be created' : `id ${plan.fabricId}`;
    return `Plan for fabric ${plan.fabricName} (${target}): ${counts}; an apply would send ${(0,common_text/* formatCount */.B4)(writes)} write ${(0,common_text/* plural */.LS)(writes, 'request')}.`;
}
function listedSteps(plan) {
    return listed(plan.steps, (s) => s.action === 'unmanaged', (name) => ({ action: 'unmanaged', resource: 'secret', name, line: undefined, details: UNLISTED_DETAILS }));
}
/** One line per step, for the log. */
function planLines(plan) {
    return listedSteps(plan).map((s) => `${s.action.padEnd(13)} ${s.resource.padEnd(10)} ${s.name}: ${s.details}`);
}
function stepTable(plan, budget) {
    const rows = listedSteps(plan).map((s) => [
        s.resource,
        (0,common_text/* inline */.mG)(s.name),
        `**${s.action}**`,
        (0,common_text/* inline */.mG)(s.details),
    ]);
    return table(['Resource', 'Name', 'Action', 'Details'], rows, budget, 'step');
}
/** Left-aligned columns in at most `budget` bytes; the rows cut are in the log. */
function table(head, rows, budget, noun) {
    return (0,common_budget/* fitTable */.SM)(head, Array(head.length).fill('l'), rows, budget, noun, 'see the log');
}
/**
 * The plan for the job summary or the pull-request comment, in at most `maxBytes`: drifted connections
 * (what differs, and what could change them) and `warnings` first, then the counts and every step.
 */
function renderPlan(plan, file, maxBytes = limits/* SUMMARY_BUDGET_BYTES */.Xb, warnings) {
    const writes = writesOf(plan);
    const driftSteps = plan.steps.filter((s) => s.action === 'drift');
    const drifts = driftSteps.map((s) => s.drift ?? []);
    const drifted = drifts.length;
    const read = plan.fabricId === undefined
        ? 'Nothing was read or changed: without fabric-id the fabric is created.'
        : 'Nothing was changed: the plan made read-only requests only.';
    const kind = drifted > 0 || (warnings?.count ?? 0) > 0 ? 'warned' : writes > 0 ? 'planned' : 'passed';
    const target = plan.fabricId === undefined ? ' (to be created)' : '';
    const sends = writes > 0
        ? `an apply would send ${(0,common_text/* formatCount */.B4)(writes)} write ${(0,common_text/* plural */.LS)(writes, 'request')}`
        : 'nothing to change';
    const head = [
        (0,verdict_heading/* verdictHeading */.G)(kind, `Plan: ${fabricTitle(plan.fabricName, plan.fabricId)}${target}: ${sends}${drifted ? `; ${differ(drifted)}` : ''}${(0,summary_head/* withWarnings */.o)(warnings)}`),
        '',
        `${read} From ${(0,common_text/* inline */.mG)(file)}, an apply would send ${(0,common_text/* formatCount */.B4)(writes)} write ${(0,common_text/* plural */.LS)(writes, 'request')}.`,
        '',
        ...driftItems(driftSteps),
        ...(drifted ? ['> [!WARNING]', `> ${(0,common_text/* inline */.mG)(driftWhy(drifts).advice)}`, ''] : []),
        ...(0,summary_head/* warningItems */.d)(warnings),
        ...(0,common_budget/* fitTable */.SM)(['Action', 'Count'], ['l', 'r'], planCounts(plan), 4_000, 'action', 'see the log'),
        '',
    ];
    const room = maxBytes - (0,common_text/* byteLength */.dp)(head.join('\n')) - 200;
    return [...head, ...stepTable(plan, room), ''].join('\n');
}
function renderPlanFailure(fabricName, line) {
    return `${(0,verdict_heading/* verdictHeading */.G)('failed', `Plan: fabric ${(0,common_text/* inline */.mG)(fabricName)}: the plan could not be made`)}\n\n${(0,common_text/* inline */.mG)(line, { atLineStart: true })}\n`;
}
/** The `plan` output, `{resource, name, action, details}` a step, within `maxBytes`; `kept` says how many steps it holds. */
function planOutput(plan, maxBytes) {
    const entries = plan.steps.map(({ resource, name, action, details }) => ({
        resource,
        name,
        action,
        details,
    }));
    return (0,common_budget/* fitJsonList */.MK)(entries, maxBytes);
}
/** The requests of a dry run, for the log and the summary: secret values are `***` already. */
function requestLines(requests, baseUrl = '') {
    return requests.map((r) => `${r.method} ${baseUrl}${r.path}  # ${r.note}${r.body === undefined ? '' : `\n${JSON.stringify(r.body, null, 2)}`}`);
}
/** `warnings`: what the step warned about (a secret value the apply would miss), named before the table. */
function renderDryRun(plan, requests, file, warnings) {
    const target = plan.fabricId === undefined
        ? 'No fabric-id: the fabric would be created.'
        : `fabric-id ${(0,common_text/* inline */.mG)(plan.fabricId)}: the fabric would be reconciled. Without reading the service (a dry run sends nothing), what exists is decided at apply time.`;
    const half = limits/* SUMMARY_BUDGET_BYTES */.Xb / 2;
    return [
        (0,verdict_heading/* verdictHeading */.G)((warnings?.count ?? 0) > 0 ? 'warned' : 'planned', `Dry run: fabric ${(0,common_text/* inline */.mG)(plan.fabricName)}${(0,summary_head/* withWarnings */.o)(warnings)}`),
        '',
        ...(0,summary_head/* warningItems */.d)(warnings),
        `Nothing was sent. ${target} Plan from ${(0,common_text/* inline */.mG)(file)}:`,
        '',
        ...stepTable(plan, half),
        '',
        '<details><summary>Requests that would be sent (secret values shown as ***)</summary>',
        '',
        `<pre>${(0,common_text/* preformatted */.EC)((0,common_budget/* fitBlock */.Td)(requestLines(requests).join('\n\n'), half - 400, 'every request is in the log'))}</pre>`,
        '',
        '</details>',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/common/paths.js
var paths = __webpack_require__(4518);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/flow.js
var flow = __webpack_require__(1497);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/pr-comment.js
var pr_comment = __webpack_require__(3251);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/health-issue.js
var health_issue = __webpack_require__(3625);
// EXTERNAL MODULE: ./.tmp-bundle/lib/modes/step-github.js
var step_github = __webpack_require__(3075);
// EXTERNAL MODULE: ./.tmp-bundle/lib/results/lines.js
var lines = __webpack_require__(8664);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/modes/fabric/run.js
/**
 * mode: fabric — read the fabric file and the secret values (masked as read), then print the dry
 * run, make the plan (read-only) or apply it, and report. Everything wrong with the file or the
 * environment fails before the first request.
 */


















/**
 * Most bytes of the `plan` and `drift` outputs: GitHub keeps at most 1 MB of outputs per job,
 * and a service may hold thousands of secrets the file does not name.
 */
const LIST_OUTPUT_MAX_BYTES = 256 * 1024;
async function fabricFlow(settings, runner) {
    const spec = await loadFabricFile(settings.fabricFile);
    const github = onceGitHub(settings, runner);
    // Sent as written either way; the service decides, but a near miss is worth a look first.
    for (const { line, message } of spec.warnings) {
        runner.warning(`${spec.path}:${line}: ${message}`, {
            title: 'Spelling the action does not know',
            file: spec.path,
            line,
        });
    }
    if (settings.dryRun) {
        // A dry run sends no secret, so a missing variable is only a warning here: pull requests
        // from forks get no secrets, and their dry run should still show the plan.
        readValuesIfAny(spec, runner, (err) => runner.warning(`${err.message} (a dry run goes on; applying would fail here)`, {
            title: 'Missing secret',
            file: err.file,
            line: err.line,
        }));
        await dryRun(spec, settings, runner);
        notKeptHere(settings, runner, 'a dry run sends nothing');
        return flow/* SUCCESS */.qO;
    }
    if (settings.plan) {
        // A plan sends no secret value either, and a plan job usually lacks the apply's secrets: what
        // is unset is information, not a problem; the values that are set are masked all the same.
        const unset = unsetVariables(spec, process.env);
        if (unset.length > 0)
            runner.info(planWithoutValues(unset, spec.path));
        readValuesIfAny(spec, runner, (err) => {
            if (unset.length === 0)
                runner.info(`${err.message} (a plan needs no secret value; the apply checks them)`);
        });
        return plan(spec, settings, runner, github);
    }
    // Masked as each is read: from here on no value can reach the log, even inside an error.
    const values = resolveSecretValues(spec, process.env, (value) => runner.secrets.add(value));
    const outcome = await (0,service_calls/* withClient */.SV)(settings, runner, {}, (client) => applyFabric(client, spec, values, { ...settings, onProgress: (line) => runner.info(line) }));
    // Before the drift warnings: the summary names each drifted connection on its own.
    const warnings = runner.warnings();
    for (const item of outcome.connections.filter((c) => c.result === 'drifted')) {
        runner.warning(driftWarning(item, spec.path), {
            title: 'Connection differs from the fabric file',
            file: spec.path,
            line: item.line,
        });
    }
    if (!outcome.failure)
        runner.info(statement(outcome));
    await runner.appendSummary(renderFabricSummary(outcome, spec.path, undefined, warnings));
    setFabricOutputs(runner, [...outcome.secrets, ...outcome.connections], outcome);
    await comment(settings, spec, runner, github, {
        attention: outcome.failure !== undefined || outcome.connections.some((c) => c.result === 'drifted'),
        render: (maxBytes) => renderFabricSummary(outcome, spec.path, maxBytes, warnings),
    });
    notKeptHere(settings, runner, 'this step applies the file');
    return outcome.failure ? (0,flow/* failure */.V2)(statement(outcome)) : flow/* SUCCESS */.qO;
}
/**
 * "Secret values are not needed for a plan; WAREHOUSE_TOKEN is not set here (the apply needs it:
 * infra/fabric.yml line 10)."
 */
function planWithoutValues(unset, file) {
    const one = unset.length === 1;
    const names = unset.map((u) => u.variable).join(', ');
    const lines = unset.map((u) => u.line).join(', ');
    return `Secret values are not needed for a plan; ${names} ${one ? 'is' : 'are'} not set here (the apply needs ${one ? 'it' : 'them'}: ${file} line${one ? '' : 's'} ${lines}).`;
}
/** Reads (and masks) the values that are set; what is missing or unusable goes to `say`. */
function readValuesIfAny(spec, runner, say) {
    try {
        resolveSecretValues(spec, process.env, (value) => runner.secrets.add(value));
    }
    catch (err) {
        if (!(err instanceof errors/* FileError */.f6))
            throw err;
        say(err);
    }
}
async function dryRun(spec, settings, runner) {
    const plan = planFabric(spec, settings.fabricId, undefined, settings);
    const requests = plannedRequests(plan, spec);
    runner.info(`Dry run: nothing is sent. Plan for fabric ${spec.name} from ${settings.fabricFile}:`);
    for (const line of planLines(plan))
        runner.info(`  ${line}`);
    runner.startGroup('Requests that would be sent (secret values shown as ***)');
    for (const line of requestLines(requests, settings.baseUrl))
        runner.info(line);
    runner.endGroup();
    await runner.appendSummary(renderDryRun(plan, requests, settings.fabricFile, runner.warnings()));
}
/** `plan: true`: the read-only requests (none without fabric-id), then the plan, reported. */
async function plan(spec, settings, runner, github) {
    const { fabricId } = settings;
    let made;
    try {
        // Without fabric-id there is nothing to read: the client is not even loaded.
        const view = fabricId === undefined
            ? undefined
            : await (0,service_calls/* withClient */.SV)(settings, runner, {}, (client) => readService(client, spec, fabricId));
        made = planFabric(spec, fabricId, view, settings);
    }
    catch (err) {
        if (!(err instanceof api_error/* ApiError */.hD))
            throw err;
        const line = `${(0,common_text/* oneLine */.TN)(pointAtFabricId(err, fabricId).message)} (fabric ${spec.name}: the plan could not be made; a plan sends no write request, so nothing was changed)`;
        const summary = renderPlanFailure(spec.name, line);
        await runner.appendSummary(summary);
        runner.setOutput('changes', 0);
        await comment(settings, spec, runner, github, { attention: true, render: () => summary });
        await health(settings, spec, runner, github, { fabricName: spec.name, failure: line });
        return (0,flow/* failure */.V2)(line);
    }
    runner.info(planStatement(made));
    for (const line of planLines(made))
        runner.info(`  ${line}`);
    runner.startGroup('Requests an apply would send (secret values shown as ***)');
    for (const line of requestLines(plannedRequests(made, spec), settings.baseUrl))
        runner.info(line);
    runner.endGroup();
    const warnings = runner.warnings();
    await runner.appendSummary(renderPlan(made, spec.path, undefined, warnings));
    const known = made.steps.filter((s) => s.action !== 'unmanaged');
    setFabricOutputs(runner, known, { fabricId, created: false, plan: made, writes: writesOf(made) });
    await comment(settings, spec, runner, github, {
        attention: driftedNames(made).length > 0,
        render: (maxBytes) => renderPlan(made, spec.path, maxBytes, warnings),
    });
    await health(settings, spec, runner, github, { plan: made });
    return flow/* SUCCESS */.qO;
}
/** The outputs a plan and an apply share; the plan and drift lists are cut to what an output may hold. */
function setFabricOutputs(runner, items, { fabricId, created, plan: made, writes }) {
    if (fabricId !== undefined)
        runner.setOutput('fabric-id', fabricId);
    runner.setOutput('created', created);
    for (const resource of ['connection', 'secret']) {
        const ids = items.flatMap((i) => (i.resource === resource && i.id !== undefined ? [[i.name, i.id]] : []));
        runner.setOutput(`${resource}s`, JSON.stringify(Object.fromEntries(ids)));
    }
    runner.setOutput('changes', writes);
    if (!made)
        return;
    const steps = planOutput(made, LIST_OUTPUT_MAX_BYTES);
    const drift = driftedNames(made);
    const drifted = (0,common_budget/* fitJsonList */.MK)(drift, LIST_OUTPUT_MAX_BYTES);
    runner.setOutput('plan', steps.json);
    runner.setOutput('drift', drifted.json);
    if (steps.kept < made.steps.length || drifted.kept < drift.length)
        runner.warning(`The plan and drift outputs hold the first ${steps.kept} of ${made.steps.length} steps and ${drifted.kept} of ${drift.length} drifted connections: an output may hold ${LIST_OUTPUT_MAX_BYTES} bytes. The log lists every step, but counts the unmanaged secrets past the first ${UNMANAGED_LISTED}.`);
}
/** The one pull-request comment of this fabric file: the plan, or what the apply did. */
async function comment(settings, spec, runner, github, what) {
    if (settings.prComment === 'off')
        return;
    const { context, api } = await github();
    await (0,pr_comment/* keepPrComment */.R)({
        setting: settings.prComment,
        githubToken: settings.githubToken,
        attention: what.attention,
        // One comment per file, however the step names it (a relative or an absolute path).
        marker: (0,marked_comment.fabricCommentMarker)((0,paths/* repositoryPath */.SH)(spec.path) ?? spec.path),
        render: what.render,
        settled: `**Fabric ${(0,common_text/* inline */.mG)(spec.name)}: no failure and no drift now.**`,
    }, context, api, runner);
}
/** The health issue of this fabric file (health-issue): open while a plan finds drift or fails. */
async function health(settings, spec, runner, github, finding) {
    if (!settings.healthIssue)
        return;
    const [{ renderDriftIssue }, { fabricHealthMarker }] = await Promise.all([
        __webpack_require__.e(/* import() */ 470).then(__webpack_require__.bind(__webpack_require__, 6470)),
        __webpack_require__.e(/* import() */ 369).then(__webpack_require__.bind(__webpack_require__, 3369)),
    ]);
    const { context, api } = await github();
    const now = Date.now();
    const file = (0,paths/* repositoryPath */.SH)(spec.path);
    const { repo, headSha } = context;
    await (0,health_issue/* keepHealth */.y)({
        labels: settings.healthLabels,
        // One issue per file, however the step names it, as for the comment.
        marker: fabricHealthMarker(file ?? spec.path),
        title: `Fabric ${spec.name} differs from ${file ?? spec.path}`,
        failing: !('plan' in finding) || driftedNames(finding.plan).length > 0,
        render: (maxBytes) => renderDriftIssue(finding, {
            file: spec.path,
            repositoryFile: file,
            blobUrl: repo && headSha && (0,lines/* blobUrlOf */.aR)(context.serverUrl, repo, headSha),
            runUrl: context.runUrl,
            sha: headSha,
            now,
            maxBytes,
        }),
        passing: `a plan of fabric ${spec.name} finds no drift`,
    }, context, api, runner, now);
}
/** health-issue watches drift with a plan (plan: true): one notice where the step does something else. */
function notKeptHere(settings, runner, why) {
    if (settings.healthIssue)
        runner.notice(`health-issue: the issue is kept by a fabric plan (plan: true), which is how drift is watched on a schedule; ${why}, so no issue was opened, edited or closed.`);
}
/** The step's GitHub context and client, read and made when the comment or the issue first needs them. */
function onceGitHub(settings, runner) {
    let made;
    return () => (made ??= (0,step_github/* stepGitHub */._)(settings.githubToken, runner));
}


/***/ }),

/***/ 6790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SV: () => (/* binding */ withClient),
/* harmony export */   T9: () => (/* binding */ requestText),
/* harmony export */   dG: () => (/* binding */ commonFields),
/* harmony export */   xM: () => (/* binding */ pointAtInputs)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** The client for `use`, closed whatever `use` comes to. */
async function withClient(settings, runner, extra, use) {
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(82), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 7124));
    const client = createClient({
        baseUrl: settings.baseUrl,
        token: settings.token,
        timeoutMs: settings.requestTimeout * 1000,
        retries: settings.retries,
        secrets: runner.secrets,
        onRetry: ({ operation, attempt, delayMs, reason }) => runner.info(`${operation}: ${reason}; trying again in ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(delayMs / 1000)} (attempt ${attempt + 1} of ${settings.retries + 1})`),
        ...extra,
    });
    try {
        return await use(client);
    }
    finally {
        await client.close();
    }
}
/** Where a test run or a trigger runs: branch and version only when given, so a request (and a dry run's print) stays minimal. */
function commonFields({ fabricId, projectId, branch, version }) {
    return {
        fabricId,
        projectId,
        ...(branch !== undefined && { branch }),
        ...(version !== undefined && { version }),
    };
}
/** A request as a dry run prints it: as it would go on the wire, the token masked. */
function requestText(url, body) {
    return [
        `POST ${url}`,
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        JSON.stringify(body, null, 2),
    ].join('\n');
}
/**
 * What the service says when an id or a name matches nothing, at any status (api/service-facts.md:
 * 404, or 400/500 and a message that says so, or a deploy's 200 and `success: false`).
 */
const NOT_FOUND = /\bnot found\b|\bdoes not exist\b|\bno such\b/i;
/**
 * `err`, or for an answer that says something was not found, `err` with advice that points at the
 * input whose value the service's words name (the first named, as in `Pipeline x not found in
 * project y`); a 404 of the service's own that names none points at every input the request took an id
 * from. The line
 * still starts with the operation's name and keeps the service's message and status:
 * `List secrets failed: … Fabric 10749 not found (HTTP 404); check the \`fabric-id\` input`.
 */
function pointAtInputs(err, values) {
    const said = [err.serviceMessage, err.detail].filter(Boolean).join(' ');
    if (err.status !== 404 && !NOT_FOUND.test(said))
        return err;
    const given = values.filter((v) => v.value !== undefined && v.value !== '');
    const named = given
        .map((v) => ({ v, at: tokenAt(said, v.value) }))
        .filter(({ at }) => at >= 0)
        // The first named; of two that start there, the longer (a tag before the project it starts with).
        .sort((a, b) => a.at - b.at || b.v.value.length - a.v.value.length);
    // Named by none: every id an input gave (a file's names are the file's to check), when the service
    // itself answered; a 404 page of a proxy or another server says more of base-url than of an id.
    const ids = given.filter((v) => v.inputs.length > 0);
    const answered = err.status === 404 && err.serviceMessage !== undefined;
    const chosen = named.length > 0 ? [named[0].v] : answered ? ids : [];
    return chosen.length === 0 ? err : err.withAdvice(`check ${describeSources(chosen)}`);
}
/** A letter, digit, `_` or `-`, or a `.` before one: what continues a name or an id. */
const NAME_CHAR = /[\p{L}\p{N}_-]/u;
/** Where `value` stands in `text` as a whole name (`10749`, not the start of `107490`); -1 when nowhere. */
function tokenAt(text, value) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
        const before = text[at - 1] ?? ' ';
        const after = text[at + value.length] ?? ' ';
        const next = text[at + value.length + 1] ?? ' ';
        const continues = NAME_CHAR.test(after) || (after === '.' && NAME_CHAR.test(next));
        if (!NAME_CHAR.test(before) && before !== '.' && !continues)
            return at;
    }
    return -1;
}
/** `the \`fabric-id\` input`, `the \`project-name\` and \`version\` inputs`, or what stands for no input. */
function describeSources(chosen) {
    const inputs = [...new Set(chosen.flatMap((v) => v.inputs))].map((name) => `\`${name}\``);
    const others = [...new Set(chosen.flatMap((v) => (v.inputs.length === 0 && v.source ? [v.source] : [])))];
    const listed = inputs.length === 0
        ? []
        : [
            `the ${inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs.at(-1)}`} ${inputs.length === 1 ? 'input' : 'inputs'}`,
        ];
    return [...listed, ...others].join(' and ');
}


/***/ }),

/***/ 3220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ warningItems),
/* harmony export */   o: () => (/* binding */ withWarnings)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8275);

/** `, with 2 warnings`, or nothing: what a heading adds when the step warned. */
function withWarnings(warnings) {
    const n = warnings?.count ?? 0;
    return n > 0 ? `, with ${n === 1 ? 'a warning' : `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} warnings`}` : '';
}
/** Longest warning shown in the head: the log has each whole. */
const WARNING_MAX_CHARS = 600;
/** Warnings the head lists before it counts the rest. */
const WARNINGS_LISTED = 5;
/**
 * The step's warnings (the first few; the rest counted) as a list in a warning block, and a blank
 * line; none: nothing. The block keeps the list apart from a list that follows (deploy's fields).
 */
function warningItems(warnings) {
    if (!warnings || warnings.count === 0)
        return [];
    const listed = warnings.first.slice(0, WARNINGS_LISTED);
    const more = warnings.count - listed.length;
    return [
        '> [!WARNING]',
        ...listed.map((text) => `> - ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, WARNING_MAX_CHARS), { links: true })}`),
        ...(more > 0 ? [`> - … and ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(more)} more ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(more, 'warning')} in the log`] : []),
        '',
    ];
}


/***/ }),

/***/ 8113:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ failureReason),
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   Wh: () => (/* binding */ endReason),
/* harmony export */   ZP: () => (/* binding */ quoteable),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   kG: () => (/* binding */ bodyExcerpt),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* unused harmony exports EXCERPT_MAX, MESSAGE_MAX */
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2711);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
/**
 * The API client's error type and the wording of its failure lines: each starts with the
 * operation's name and is ready to be the step's failure message as is. Text from the service or a
 * proxy is made safe for such a line: no token, no markup, bounded.
 */


class ApiError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    name = 'ApiError';
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        // Every field is an own property, undefined when not known.
        Object.assign(this, { status: undefined, serviceMessage: undefined, detail: undefined }, fields);
    }
    /** The same failure, its line ending `; <advice>` (what the caller knows to check: an input). */
    withAdvice(advice) {
        const { operation, status, serviceMessage, detail, maybeApplied, attempts } = this;
        const reason = this.message.slice(`${operation} failed: `.length);
        return new ApiError({ operation, status, serviceMessage, detail, maybeApplied, attempts }, `${reason}; ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(advice)}`);
    }
}
/** `seen`: ` (deploymentId 42)`, an id named by an answer that was no success. */
function unknownOutcome(cause, once, seen = '') {
    return `${cause}, so ${once.effect}${seen}: ${once.advice}`;
}
/** '' unless the service asked to wait longer than this step waits. */
function waitRefusedNote(waitMs, longestMs) {
    if (waitMs === undefined)
        return '';
    return `; the service asked to wait ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(waitMs)} before another attempt (Retry-After), longer than this step waits (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .duration */ .p0)(longestMs)})`;
}
function attemptsNote(attempts, earlier) {
    const processed = earlier ? `; an earlier one may have been processed: ${earlier}` : '';
    return attempts > 1 ? ` (after ${attempts} attempts${processed})` : '';
}
const STATUS_HINTS = {
    401: 'check the token input',
    403: "check that the token's user may do this (a token acts with its user's permissions)",
};
/** `{success: false, message[, error]}`, at any HTTP status. */
function serviceRefusal(status, message, detail) {
    const hint = STATUS_HINTS[status];
    if (hint)
        return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
    const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
    return detail ? `${head}: ${detail}` : head;
}
/** Typically a proxy's page. */
function notJson(status, excerpt) {
    const hint = STATUS_HINTS[status];
    const what = excerpt
        ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
        : `HTTP ${status} with an empty body`;
    return hint ? `${what} — ${hint}` : what;
}
function failureReason(failure, where, once) {
    const { kind, code } = failure;
    switch (kind) {
        case 'refused':
        case 'connect':
            return `could not connect to ${where.origin} (${code})`;
        case 'dns':
        case 'dns-temporary':
            return `could not resolve ${where.hostname} (${code})`;
        case 'tls': {
            // Node's text ends with its own advice after a ';' (run with --use-system-ca); ours follows.
            const what = failure.message.replace(/^(\w*Error: )+/, '').split(';')[0];
            const privateCa = /CERT|SELF_SIGNED|ISSUER/.test(code)
                ? ' — if the service uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file' +
                    " (or NODE_USE_SYSTEM_CA=1 when the runner's system store trusts it)"
                : '';
            return `the TLS connection to ${where.origin} failed: ${what} (${code})${privateCa}`;
        }
        case 'reset':
            return once
                ? 'the connection was reset after the request was sent'
                : `the connection was reset before a response (${code})`;
        case 'reset-in-body':
            return `the connection was reset while the response was being read (${code})`;
        case 'timeout':
            return `no response within ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainSeconds */ ._u)(where.timeoutMs)} (request-timeout)`;
        case 'not-sent':
            return `not sent: ${failure.message}`;
        case 'abandoned':
            return `abandoned: ${failure.message}`;
        case 'too-large':
        case 'undecodable':
            return failure.message;
        case 'other':
            return `the request failed: ${failure.message} (${code})`;
    }
}
function endReason(end, where) {
    return 'status' in end ? `HTTP ${end.status}` : failureReason(end.failure, where);
}
/** Characters. */
const EXCERPT_MAX = 120;
/** Characters quoted in an error line; the error's field keeps the message whole. */
const MESSAGE_MAX = 1000;
// A Map, not an object: a page's `&constructor;` must not find Object's own keys.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }));
/**
 * Typically a proxy's HTML page; `<head>` is dropped as an nginx page's title repeats its heading.
 * Redaction runs before cutting so a token cannot survive half-cut.
 */
function bodyExcerpt(body, redact) {
    // Only the start of a huge body can end up in the excerpt; bound the regex work.
    const text = body
        .slice(0, 20_000)
        .replace(/<(head|script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity);
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text))), EXCERPT_MAX);
}
function decodeEntity(entity, name) {
    if (name.startsWith('#')) {
        // `#x41` reads as 0x41, `#65` as 065.
        const code = Number(`0${name.slice(1)}`);
        return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES.get(name.toLowerCase()) ?? entity;
}
function quoteable(text, redact) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(redact(text)), MESSAGE_MAX);
}


/***/ }),

/***/ 280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ ENDPOINTS),
/* harmony export */   x: () => (/* binding */ OPERATIONS)
/* harmony export */ });
/**
 * The Orchestration API's endpoints, in one table: the client sends to them, dry runs print them,
 * the emulator routes by the same patterns, and error lines start with their operation's name.
 */
function endpoint(method, pattern, operation) {
    return {
        method,
        pattern,
        path: (...params) => {
            let i = 0;
            return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
        },
        operation,
    };
}
const FABRIC = '/api/orchestration/fabric';
const CONNECTION = `${FABRIC}/:fabricId/connection/name/:connectionName`;
const ENDPOINTS = {
    runTests: endpoint('POST', '/api/orchestration/tests/run', 'Run data tests'),
    deployProject: endpoint('POST', '/api/deploy/project', 'Deploy project'),
    createFabric: endpoint('POST', FABRIC, 'Create fabric'),
    updateFabric: endpoint('PUT', `${FABRIC}/:fabricId`, 'Update fabric'),
    addConnection: endpoint('POST', `${FABRIC}/:fabricId/connection`, 'Add connection'),
    getConnection: endpoint('GET', CONNECTION, 'Retrieve connection'),
    updateConnection: endpoint('PUT', CONNECTION, 'Update connection'),
    addSecret: endpoint('POST', `${FABRIC}/:fabricId/secret`, 'Add secret'),
    listSecrets: endpoint('GET', `${FABRIC}/:fabricId/secret`, 'List secrets'),
    updateSecret: endpoint('PUT', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Update secret'),
    getSecret: endpoint('GET', `${FABRIC}/:fabricId/secret/id/:secretId`, 'Retrieve secret'),
    triggerPipeline: endpoint('POST', '/api/trigger/pipeline', 'Trigger pipeline'),
    pipelineStatus: endpoint('GET', '/api/trigger/pipeline/:runId', 'Pipeline run status'),
};
/** The operation names, by endpoint: as they start every error line. */
const OPERATIONS = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { operation }]) => [name, operation]));


/***/ }),

/***/ 2540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PU: () => (/* binding */ RUN_ERROR),
/* harmony export */   Pl: () => (/* binding */ FABRIC_PROVIDERS),
/* harmony export */   QN: () => (/* binding */ RUN_SUCCEEDED),
/* harmony export */   U4: () => (/* binding */ RUN_WAITING),
/* harmony export */   Yf: () => (/* binding */ SECRET_SUB_KINDS),
/* harmony export */   _5: () => (/* binding */ DEFAULT_WAREHOUSE_KINDS),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   ll: () => (/* binding */ SECRET_PLACEHOLDER),
/* harmony export */   xS: () => (/* binding */ CONNECTION_KINDS),
/* harmony export */   yI: () => (/* binding */ isKnownNonWarehouseKind)
/* harmony export */ });
/* unused harmony export TEST_STATUSES */
/**
 * The service's enumerations as the action knows them. The service owns them: values are sent as the
 * user wrote them. These lists only help: a near miss gets a warning, and a kind known to be no SQL
 * warehouse cannot be the default warehouse connection. The emulator accepts these, plus its fixture's.
 */
/** The service-managed provider's spelling is not published: not guessed here; it passes as written. */
const FABRIC_PROVIDERS = ['databricks', 'bigquery'];
/** Spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
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
/** The SQL warehouses: the known kinds that may be the default warehouse connection. */
const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'];
const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'];
const TEST_STATUSES = (/* unused pure expression or super */ null && (['SUCCEEDED', 'FAILED', 'ERROR']));
/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
const SECRET_PLACEHOLDER = '{{SECRET}}';
/** Beside the documented RUNNING, these words name a wait too; any other word ends a run, not well. */
const RUN_SUCCEEDED = 'SUCCEEDED';
const RUN_ERROR = 'ERROR';
const RUN_WAITING = ['RUNNING', 'PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'];
/** A kind the action has never seen may be a warehouse. */
function isKnownNonWarehouseKind(kind) {
    const folded = kind.toLowerCase();
    const known = (list) => list.some((k) => k.toLowerCase() === folded);
    return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}
/** Another case, or one letter added, dropped or changed; undefined when known as written or near none. */
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


/***/ })

};
