/**
 * The labels an issue the action opens carries: each is looked up, and created when the repository
 * lacks it. Two steps may create the same label at once: GitHub's `already_exists` says the other
 * one did, which is what was wanted.
 */
import * as z from 'zod';
import { GitHubRequestError } from './answers.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';

const GET = route((octokit) => octokit.rest.issues.getLabel, 'repeatable');
/** Sent once: a create that may have been applied is not sent again; the next run finds the label. */
const CREATE = route((octokit) => octokit.rest.issues.createLabel, 'once');

const Label = z.object({ name: z.string() });

export interface LabelLook {
  /** Six hexadecimal digits, without `#`. */
  color: string;
  /** At most 100 characters (GitHub's limit). */
  description: string;
}

/** Creates each label of `names` the repository lacks; throws a GitHubRequestError otherwise. */
export async function ensureLabels(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  names: readonly string[],
  look: LabelLook,
): Promise<void> {
  for (const name of names) {
    if (await hasLabel(api, repo, name)) continue;
    try {
      await api.request(CREATE, { ...repo, name, ...look }, Label);
    } catch (err) {
      if (!(err instanceof GitHubRequestError && isAlreadyThere(err))) throw err;
    }
  }
}

async function hasLabel(api: GitHubApi, repo: { owner: string; repo: string }, name: string) {
  try {
    await api.request(GET, { ...repo, name }, Label);
    return true;
  } catch (err) {
    if (err instanceof GitHubRequestError && err.kind === 'http' && err.status === 404) return false;
    throw err;
  }
}

/** 422 Validation Failed, `{resource: Label, code: already_exists, field: name}`. */
function isAlreadyThere(err: GitHubRequestError): boolean {
  return err.kind === 'http' && err.status === 422 && /\balready_exists\b/.test(err.githubMessage);
}
