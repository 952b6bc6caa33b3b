/**
 * How a mode calls the service: the API client of a run, with its secret registry and a log line
 * per retry; a request's common fields; a dry run's print of a request; a "not found" pointed at the
 * input that named what was not found. The client is imported lazily, so a dry run or a bad input
 * never loads the HTTP stack and the body schemas.
 */
import type { ClientOptions, OrchestrationClient, RunTestsRequestA } from '../service/types.js';
import type { ApiError } from '../service/api-error.js';
import type { Runner } from '../github/runner.js';
import type { ApiSettings, CommonSettings } from '../inputs/settings.js';
import { formatSeconds } from '../common/text.js';

/** The client for `use`, closed whatever `use` comes to. */
export async function withClient<T>(
  settings: CommonSettings & ApiSettings,
  runner: Runner,
  extra: Partial<ClientOptions>,
  use: (client: OrchestrationClient) => Promise<T>,
): Promise<T> {
  const { createClient } = await import('../service/client.js');
  const client = createClient({
    baseUrl: settings.baseUrl,
    token: settings.token,
    timeoutMs: settings.requestTimeout * 1000,
    retries: settings.retries,
    secrets: runner.secrets,
    onRetry: ({ operation, attempt, delayMs, reason }) =>
      runner.info(
        `${operation}: ${reason}; trying again in ${formatSeconds(delayMs / 1000)} (attempt ${attempt + 1} of ${settings.retries + 1})`,
      ),
    ...extra,
  });
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

type Where = Pick<RunTestsRequestA, 'fabricId' | 'projectId' | 'branch' | 'version'>;

/** Where a test run or a trigger runs: branch and version only when given, so a request (and a dry run's print) stays minimal. */
export function commonFields({ fabricId, projectId, branch, version }: Where): Where {
  return {
    fabricId,
    projectId,
    ...(branch !== undefined && { branch }),
    ...(version !== undefined && { version }),
  };
}

/** A request as a dry run prints it: as it would go on the wire, the token masked. */
export function requestText(url: string, body: unknown): string {
  return [
    `POST ${url}`,
    'Content-Type: application/json',
    'X-AUTH-TOKEN: ***',
    '',
    JSON.stringify(body, null, 2),
  ].join('\n');
}

/** A value a request took from the inputs: a "not found" that names it points at them. */
export interface InputValue {
  /** As sent (a number as its text); undefined when the request did not carry it. */
  value: string | undefined;
  /** The inputs it came from: `fabric-id`; `project-name` and `version` for the tag they compose. */
  inputs: readonly string[];
  /** Said instead when no input gave the value: `the tag this workflow runs for`. */
  source?: string;
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
export function pointAtInputs(err: ApiError, values: readonly InputValue[]): ApiError {
  const said = [err.serviceMessage, err.detail].filter(Boolean).join(' ');
  if (err.status !== 404 && !NOT_FOUND.test(said)) return err;
  const given = values.filter((v) => v.value !== undefined && v.value !== '');
  const named = given
    .map((v) => ({ v, at: tokenAt(said, v.value!) }))
    .filter(({ at }) => at >= 0)
    // The first named; of two that start there, the longer (a tag before the project it starts with).
    .sort((a, b) => a.at - b.at || b.v.value!.length - a.v.value!.length);
  // Named by none: every id an input gave (a file's names are the file's to check), when the service
  // itself answered; a 404 page of a proxy or another server says more of base-url than of an id.
  const ids = given.filter((v) => v.inputs.length > 0);
  const answered = err.status === 404 && err.serviceMessage !== undefined;
  const chosen = named.length > 0 ? [named[0]!.v] : answered ? ids : [];
  return chosen.length === 0 ? err : err.withAdvice(`check ${describeSources(chosen)}`);
}

/** A letter, digit, `_` or `-`, or a `.` before one: what continues a name or an id. */
const NAME_CHAR = /[\p{L}\p{N}_-]/u;

/** Where `value` stands in `text` as a whole name (`10749`, not the start of `107490`); -1 when nowhere. */
function tokenAt(text: string, value: string): number {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + value.length] ?? ' ';
    const next = text[at + value.length + 1] ?? ' ';
    const continues = NAME_CHAR.test(after) || (after === '.' && NAME_CHAR.test(next));
    if (!NAME_CHAR.test(before) && before !== '.' && !continues) return at;
  }
  return -1;
}

/** `the \`fabric-id\` input`, `the \`project-name\` and \`version\` inputs`, or what stands for no input. */
function describeSources(chosen: readonly InputValue[]): string {
  const inputs = [...new Set(chosen.flatMap((v) => v.inputs))].map((name) => `\`${name}\``);
  const others = [...new Set(chosen.flatMap((v) => (v.inputs.length === 0 && v.source ? [v.source] : [])))];
  const listed =
    inputs.length === 0
      ? []
      : [
          `the ${inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs.at(-1)}`} ${inputs.length === 1 ? 'input' : 'inputs'}`,
        ];
  return [...listed, ...others].join(' and ');
}
