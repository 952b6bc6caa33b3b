/**
 * The API client of a run, made from the validated settings: the run's secret registry, and one
 * log line before each retry. Loaded only when a run sends requests: a dry run or a bad input
 * never pays for the HTTP stack (undici and the zod schemas of every body).
 */
import type { ClientOptions, OrchestrationClient } from '../service/types.js';
import type { Runner } from '../github/runner.js';
import type { ApiSettings, CommonSettings } from '../inputs/settings.js';
import { formatSeconds } from '../text.js';

export async function openClient(
  settings: CommonSettings & ApiSettings,
  runner: Runner,
  extra: Partial<ClientOptions> = {},
): Promise<OrchestrationClient> {
  const { createClient } = await import('../service/client.js');
  return createClient({
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
}
