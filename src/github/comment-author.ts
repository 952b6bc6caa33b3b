/**
 * Who the action writes comments as, so it edits only its own: anybody can post the marker, and a
 * comment found by it alone would leave "results" owned by that person. An installation token may
 * not ask `GET /user` and posts as `github-actions[bot]`, type `Bot`; a user of that name is type
 * `User`, so login and type together tell them apart. A GitHub App posts as `<app>[bot]`, which
 * the action cannot know (upsertPrComment's `writtenAs` says so).
 */
import * as z from 'zod';
import { GitHubRequestError } from './answers.js';
import type { GitHubApi, Route } from './rest.js';

/** `user.login`, `user.type`. */
export interface CommentAuthor {
  login: string;
  type: string;
}

/** What GitHub Actions' GITHUB_TOKEN writes as. */
export const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot' };

const USER: Route = { method: 'GET', path: '/user', delivery: 'repeatable' };
const User = z.object({ login: z.string().min(1), type: z.string().min(1) });

/** The Actions bot when GitHub refuses to say. */
export async function tokenAuthor(api: GitHubApi): Promise<CommentAuthor> {
  try {
    const { login, type } = await api.request(USER, {}, User);
    return { login, type };
  } catch (err) {
    // Only a refusal means "an installation token": a rate limit or an outage says nothing of who we are.
    if (
      err instanceof GitHubRequestError &&
      err.kind === 'http' &&
      (err.status === 401 || err.status === 403)
    )
      return ACTIONS_BOT;
    throw err;
  }
}

/** `user` is null for a deleted account. */
export function sameAuthor(author: CommentAuthor, user: CommentAuthor | null | undefined): boolean {
  return user?.login === author.login && user.type === author.type;
}
