/**
 * One file of the repository at one commit, through GitHub's contents API
 * (`GET /repos/{owner}/{repo}/contents/{path}?ref={sha}`): the base branch's quarantine file, which
 * a pull request is compared with. One request, bounded in size, and never retried: the caller
 * reports a failure and goes on without the file. Its text is the repository's data: no message
 * here quotes it.
 */
import * as z from 'zod';
import { formatBytes } from '../common/text.js';
import { GitHubRequestError } from './answers.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';

const CONTENTS = route((octokit) => octokit.rest.repos.getContent, 'repeatable', { singleAttempt: true });
/**
 * Octokit's `{path}` sends a path's slashes as `%2F`, which GitHub answers with a 404 for some
 * tokens (octokit/octokit.js#2422; docs/development.md). The call gives this template instead: each
 * segment is encoded here, on its own, and `{+path}` sends them as given.
 */
const BY_SEGMENT = '/repos/{owner}/{repo}/contents/{+path}';

/** GitHub returns a file's content in the JSON answer only up to 1 MB (above: `encoding: none`). */
export const CONTENTS_MAX_BYTES = 1024 * 1024;

/** A folder is a list of its entries; a file, symlink or submodule one object. */
const Answer = z.union([
  z.array(z.unknown()),
  z.looseObject({
    type: z.string(),
    size: z.number().int().nonnegative(),
    encoding: z.string().optional(),
    content: z.string().optional(),
  }),
]);

/**
 * The path holds nothing readable as text at that commit; `reason` completes "<path> …". Not an
 * ActionError: a reason without its subject, which the caller words (the quarantine file's notice).
 */
export class ContentsUnreadable extends Error {
  override name = 'ContentsUnreadable';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** `found: false`: GitHub says the commit has no file at that path (404 Not Found). */
export type RepositoryFile = { found: true; text: string } | { found: false };

/**
 * The UTF-8 text of `path` at commit `ref`, at most `maxBytes` (and CONTENTS_MAX_BYTES). Throws a
 * GitHubRequestError when GitHub refuses or does not answer, ContentsUnreadable when the answer is
 * not a text file of that size.
 */
export async function readRepositoryFile(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  path: string,
  ref: string,
  maxBytes: number,
): Promise<RepositoryFile> {
  let answer: z.output<typeof Answer>;
  try {
    const segments = path.split('/').map(encodeURIComponent).join('/');
    answer = await api.request(
      CONTENTS,
      { owner: repo.owner, repo: repo.repo, path: segments, ref, url: BY_SEGMENT },
      Answer,
    );
  } catch (err) {
    // "No commit found for the ref …" is a 404 too: only GitHub's plain Not Found means no file.
    if (err instanceof GitHubRequestError && err.status === 404 && /^Not Found\b/.test(err.githubMessage))
      return { found: false };
    throw err;
  }
  const limit = Math.min(maxBytes, CONTENTS_MAX_BYTES);
  if (Array.isArray(answer)) throw new ContentsUnreadable('is a folder at that commit, not a file');
  if (answer.type !== 'file')
    throw new ContentsUnreadable('is not a regular file at that commit (a link or a submodule)');
  if (answer.size > limit)
    throw new ContentsUnreadable(
      `is ${formatBytes(answer.size)} at that commit, more than the ${formatBytes(limit)} read through GitHub's contents API`,
    );
  if (answer.encoding !== 'base64' || answer.content === undefined)
    throw new ContentsUnreadable("came without its content in GitHub's answer");
  // Decoded, base64 is three quarters of its length: bounded by the answer's own bound.
  const bytes = Buffer.from(answer.content, 'base64');
  if (bytes.length !== answer.size)
    throw new ContentsUnreadable("came with content of another size than GitHub's answer gave");
  try {
    // A byte-order mark is no part of the text.
    return { found: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    throw new ContentsUnreadable('is not UTF-8 text at that commit');
  }
}
