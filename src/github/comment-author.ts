/**
 * Who the action writes pull-request comments as, so that it edits only comments it wrote. The
 * hidden marker proves nothing: anybody can post one (before the action's first run, or quoting
 * its comment), and a comment found by the marker alone would be edited, its "results" owned and
 * editable by that person ever after.
 *
 * The identity is asked once per comment written, with `GET /user` (a read): a personal token
 * names its user (or a machine user), type `User`. An installation token may not ask (GitHub
 * answers 403 "Resource not accessible by integration"): the workflow's GITHUB_TOKEN, which posts
 * as `github-actions[bot]`, type `Bot`, on github.com and GitHub Enterprise Server alike. A person
 * cannot post as a bot, and a user named `github-actions[bot]` is still of type `User`: login and
 * type together tell them apart.
 *
 * A GitHub App's own installation token is refused the same way but posts as `<app>[bot]`: the
 * action cannot know that name, so it recognises none of that app's comments (see
 * upsertPrComment's `writtenAs`, which says so).
 */
import * as z from 'zod';
import { GitHubRequestError } from './answers.js';
import type { GitHubApi, Route } from './rest.js';

/** A comment's author as GitHub's REST API names it (`user.login`, `user.type`). */
export interface CommentAuthor {
  login: string;
  type: string;
}

/** What GitHub Actions' GITHUB_TOKEN writes as. */
export const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot' };

const USER: Route = { method: 'GET', path: '/user', delivery: 'repeatable' };
const User = z.object({ login: z.string().min(1), type: z.string().min(1) });

/** The identity the token acts as: `GET /user`, or the Actions bot when GitHub refuses to say. */
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

/** Whether `user` (a comment's, possibly null for a deleted account) is `author`. */
export function sameAuthor(author: CommentAuthor, user: CommentAuthor | null | undefined): boolean {
  return user?.login === author.login && user.type === author.type;
}
