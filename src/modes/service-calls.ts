/**
 * How a mode calls the service: the API client of a run, with its secret registry and a log line
 * per retry; a request's common fields; a dry run's print of a request. The client is imported
 * lazily, so a dry run or a bad input never loads the HTTP stack and the body schemas.
 */
import type { ClientOptions, OrchestrationClient, RunTestsRequestA } from '../service/types.js';
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
