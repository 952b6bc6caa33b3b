/**
 * The step's one GitHub client: where its results belong (the context, read once) and the client
 * that reads and writes GitHub for every part of the step, loaded when first used.
 */
import type { Runner } from '../github/runner.js';
import { readGitHubContext, type GitHubContext } from '../github/context.js';
import type { GitHubApi } from '../github/rest.js';
import { duration } from '../common/text.js';

export type LazyGitHub = () => Promise<GitHubApi>;

/** Where the step's results belong, and the one client that reads and writes GitHub for it. */
export interface StepGitHub {
  context: GitHubContext;
  api: LazyGitHub;
}

/** The context read once (a payload that cannot be read is a warning), the client made on first use. */
export async function stepGitHub(token: string, runner: Runner): Promise<StepGitHub> {
  const context = await readGitHubContext((message) => runner.warning(message));
  return { context, api: lazyGitHub(token, context, runner) };
}

/** One client for everything a step writes to GitHub, created on first use. */
export function lazyGitHub(token: string, context: GitHubContext, runner: Runner): LazyGitHub {
  let api: Promise<GitHubApi> | undefined;
  return () => {
    api ??= import('../github/rest.js').then(
      ({ GitHubApi }) =>
        new GitHubApi(token, context, {
          onRateLimitWait: ({ route, waitMs, attempt, secondary }) =>
            runner.info(
              `GitHub ${secondary ? 'secondary rate limit' : 'rate limit'} on ${route}: waiting ${duration(waitMs)} (wait ${attempt})`,
            ),
        }),
    );
    return api;
  };
}
