/**
 * GitHub's published OpenAPI description of its REST API (@octokit/openapi, the api.github.com
 * document), compiled with ajv into validators of the request bodies the fake GitHub receives.
 * The fake was written from the same reading of GitHub's documentation as the client; this is the
 * independent judge: a body the published schema refuses is refused by the fake, as GitHub would
 * (422), in GitHub's wording where it is known.
 *
 * Only the operations the action sends bodies to are compiled. The document is 13 MB: it is
 * read once per test file that starts a fake, on the first request with a body (~0.2 s).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const OPERATIONS = {
  createCheckRun: ['post', '/repos/{owner}/{repo}/check-runs'],
  updateCheckRun: ['patch', '/repos/{owner}/{repo}/check-runs/{check_run_id}'],
  createComment: ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  updateComment: ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  createDeployment: ['post', '/repos/{owner}/{repo}/deployments'],
  createDeploymentStatus: ['post', '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses'],
  createIssue: ['post', '/repos/{owner}/{repo}/issues'],
  updateIssue: ['patch', '/repos/{owner}/{repo}/issues/{issue_number}'],
  createLabel: ['post', '/repos/{owner}/{repo}/labels'],
} as const;
export type BodyOperation = keyof typeof OPERATIONS;

interface Description {
  info: { version: string };
  components: Record<string, unknown>;
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } } | undefined>
  >;
}

let validators: Record<BodyOperation, ValidateFunction> | undefined;

let loaded: Description | undefined;

function load(): Description {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@octokit/openapi/generated/api.github.com.json');
  loaded ??= JSON.parse(readFileSync(path, 'utf8')) as Description;
  return loaded;
}

function compile(): Record<BodyOperation, ValidateFunction> {
  const description = load();
  // OpenAPI 3.0 schemas carry keywords JSON Schema does not know (description, example, x-…).
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addFormats.default(ajv);
  const compiled = {} as Record<BodyOperation, ValidateFunction>;
  for (const [name, [method, route]] of Object.entries(OPERATIONS) as [
    BodyOperation,
    readonly [string, string],
  ][]) {
    const schema = description.paths[route]?.[method]?.requestBody?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`@octokit/openapi ${description.info.version} lacks ${method} ${route}`);
    if (JSON.stringify(schema).includes('"$ref"'))
      throw new Error(`${method} ${route}: the body schema has $ref; compile it with its components`);
    compiled[name] = ajv.compile(typedNullables(schema) as object);
  }
  return compiled;
}

/** What GitHub says of a body its published schema refuses, or undefined when the schema accepts it. */
export function schemaProblem(operation: BodyOperation, body: unknown): string | undefined {
  validators ??= compile();
  const validate = validators[operation];
  if (validate(body)) return undefined;
  return githubWording(validate.errors ?? []);
}

/** GitHub's messages for schema errors ("Invalid request.\n\n…" follows): as users reported them. */
function githubWording(errors: readonly ErrorObject[]): string {
  const first = errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf') ?? errors[0];
  if (!first) return 'Invalid request body.';
  const required = errors.filter((e) => e.keyword === 'required' && e.instancePath === first.instancePath);
  if (first.keyword === 'required' || required.length) {
    const names = required.map((e) => `"${(e.params as { missingProperty: string }).missingProperty}"`);
    return `${names.join(', ')} ${names.length === 1 ? "wasn't" : "weren't"} supplied.`;
  }
  const property = `properties/${
    first.instancePath
      .split('/')
      .filter((p) => !/^\d+$/.test(p))
      .at(-1) ?? ''
  }`;
  const value = JSON.stringify(first.data);
  switch (first.keyword) {
    case 'type': {
      const type = String((first.params as { type: string }).type);
      return `For '${property}', ${value} is not ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}.`;
    }
    case 'enum': {
      const allowed = (first.params as { allowedValues: unknown[] }).allowedValues;
      return `For '${property}', ${value} is not a member of [${allowed.map((v) => JSON.stringify(v)).join(', ')}].`;
    }
    case 'maxItems':
      return `No more than ${String((first.params as { limit: number }).limit)} items are allowed; ${(first.data as unknown[]).length} were supplied.`;
    case 'maxLength':
      return `Only ${String((first.params as { limit: number }).limit)} characters are allowed; ${[...(first.data as string)].length} were supplied.`;
    case 'format':
      return `For '${property}', ${value} is not a valid ${String((first.params as { format: string }).format)}.`;
    default:
      return `For '${property}', ${value} ${first.message ?? 'is invalid'}.`;
  }
}

/** The answers the fake sends that are checked against the published schemas (with their $refs). */
export type AnswerSchema =
  'deployment' | 'deployment-status' | 'content-file' | 'content-directory' | 'issue' | 'label';
let answers: Ajv | undefined;

/**
 * What the published schema finds wrong with an answer the fake sends, or undefined: the fake's
 * answers must be what GitHub's are, or the client's reading of them is tested against nothing.
 */
export function answerProblem(schema: AnswerSchema, body: unknown): string | undefined {
  if (!answers) {
    answers = new Ajv({ allErrors: true, strict: false });
    addFormats.default(answers);
    answers.addSchema({ components: typedNullables(load().components) }, 'github');
  }
  const validate = answers.getSchema(`github#/components/schemas/${schema}`);
  if (!validate) throw new Error(`the published description has no components/schemas/${schema}`);
  if (validate(body)) return undefined;
  return (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
    .join('; ');
}

/**
 * OpenAPI 3.0's `nullable` as ajv reads it: ajv refuses it on a schema without a `type` (a `$ref`, a
 * `oneOf`), which becomes "it, or null", and an `enum` beside it must list null, as the
 * description means.
 */
function typedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typedNullables);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, typedNullables(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if ('type' in schema) return schema;
  const { nullable: _, ...rest } = schema;
  return { anyOf: [rest, { type: 'null' }] };
}
