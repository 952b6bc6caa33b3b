/**
 * Who the github-token acts as, so the action trusts only what it wrote itself: its pull-request
 * comment (found by a marker anybody can type) and its deployments (found by a task anybody with
 * deployments: write can give). Trusting another's would put the action's results in a comment
 * someone else edits, or take a deploy's outputs and its rollback target from someone else's record.
 */
import * as z from 'zod';
import { GitHubRequestError } from './answers.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';

const USER = route((octokit) => octokit.rest.users.getAuthenticated, 'repeatable');
/** A GitHub user as GitHub shows one: `User` for people and machine users, `Bot` for apps. */
export const GitHubUser = z.object({ login: z.string().min(1), type: z.string().min(1) });

export type Identity = z.output<typeof GitHubUser>;

/** What GitHub Actions' GITHUB_TOKEN writes as. */
export const ACTIONS_BOT: Identity = { login: 'github-actions[bot]', type: 'Bot' };

/**
 * `GET /user`: a personal token's user. An installation token may not ask and writes as
 * `github-actions[bot]`, type `Bot`; a user of that name is type `User`, so login and type together
 * tell them apart. A GitHub App writes as `<app>[bot]`, which the action cannot know: the caller
 * says so when what GitHub wrote names another. The Actions bot when GitHub refuses to say; any
 * other failure (a rate limit, an outage) says nothing of who we are and is thrown.
 */
export async function tokenIdentity(api: GitHubApi): Promise<Identity> {
  try {
    return await api.request(USER, {}, GitHubUser);
  } catch (err) {
    if (err instanceof GitHubRequestError && err.kind === 'http' && [401, 403].includes(err.status))
      return ACTIONS_BOT;
    throw err;
  }
}

/** `user` is GitHub's author or creator of something; null for a deleted account ("ghost"): never ours. */
export function isIdentity(identity: Identity, user: Identity | null | undefined): boolean {
  return user?.login === identity.login && user.type === identity.type;
}
