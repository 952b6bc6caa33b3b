/**
 * One comment on the pull request, found again by a hidden marker and edited in place. Only a
 * comment the token's own identity wrote is edited (identity.ts). When the bounded lookup
 * ends without finding ours, nothing is written: a second comment would be worse than a stale one.
 * A new comment is posted once: after a failure GitHub may have applied, the warning says so.
 */
import { ActionError } from '../common/errors.js';
import { COMMENT_MAX_CHARS } from '../common/limits.js';
import * as z from 'zod';
import type { Redact } from '../common/secret-registry.js';
import { clip, formatCount } from '../common/text.js';
import { GitHubRequestError, addressUnder, describeWriteFailure } from './answers.js';
import { isIdentity, tokenIdentity, type Identity } from './identity.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';
import type { PrComment } from '../inputs/settings.js';

const PAGE_SIZE = 100;
/** A server that always links a next page must not cost endless requests. */
export const MAX_COMMENT_PAGES = 20;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s comment limit; the full results are in the job summary)';

const LIST = route((octokit) => octokit.rest.issues.listComments, 'repeatable');
/** A create is sent once; an edit replaces the body, so a second copy is the same. */
const CREATE = route((octokit) => octokit.rest.issues.createComment, 'once');
const UPDATE = route((octokit) => octokit.rest.issues.updateComment, 'repeatable');

const IssueComment = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  body: z.string().nullish(),
  html_url: z.unknown(),
  // null for a deleted account ("ghost"): never ours.
  user: z.object({ login: z.string(), type: z.string() }).nullish(),
});
/** One per check name, so two test steps do not collide. */
export function commentMarker(checkName: string): string {
  return `<!-- orchestration-action:data-tests:${encodeName(checkName)} -->`;
}

/** One per fabric file, never a test step's, so neither overwrites the other. */
export function fabricCommentMarker(file: string): string {
  return `<!-- orchestration-action:fabric:${encodeName(file)} -->`;
}

/**
 * `%`, `>`, controls and the second `-` of a pair percent-encoded: with `%` encoded two names never
 * share a marker, and without `>` or `--` nothing ends the HTML comment early. Other names keep
 * the marker earlier versions wrote.
 */
export function encodeName(name: string): string {
  return name.replace(/[%>\p{Cc}]|(?<=-)-/gu, (c) => (c === '-' ? '%2D' : encodeURIComponent(c)));
}

/** `update-only`: on-failure after a pass corrects an earlier failure comment but starts none. */
export function commentAction(mode: PrComment, conclusion: 'success' | 'failure') {
  if (mode === 'always') return 'upsert';
  if (mode === 'on-failure') return conclusion === 'failure' ? 'upsert' : 'update-only';
  return 'skip';
}

export interface CommentRequest {
  pullRequest: number;
  marker: string;
  body: string;
  /** false: only an existing comment is updated. */
  createIfMissing: boolean;
}

/** Our comment was not among the comments the bounded lookup reads: said in the comment's warning. */
export class CommentLookupLimit extends ActionError {
  override name = 'CommentLookupLimit';
}

/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `writtenAs`
 * says GitHub wrote as another identity (a GitHub App's token): the next run will not find it.
 */
export async function upsertPrComment(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  request: CommentRequest,
  redact: Redact,
) {
  const body = clip(`${request.marker}\n${redact(request.body)}`, COMMENT_MAX_CHARS, TRIMMED_NOTE);
  // Who we are and the first page of comments are asked at once: neither needs the other's answer.
  const asking = tokenIdentity(api);
  asking.catch(() => undefined); // awaited below; a failure is not left unhandled meanwhile
  const existing = await findComment(api, repo, request.pullRequest, request.marker, asking);
  const author = await asking;
  if (!existing && !request.createIfMissing)
    return { action: 'none' as const, reason: 'no earlier comment to update' };
  const comment = existing
    ? await api.request(UPDATE, { ...repo, comment_id: existing.id, body }, IssueComment)
    : await api.request(CREATE, { ...repo, issue_number: request.pullRequest, body }, IssueComment);
  const writtenAs =
    !existing && comment.user && !isIdentity(author, comment.user) ? comment.user.login : undefined;
  return {
    action: existing ? ('updated' as const) : ('created' as const),
    id: comment.id,
    htmlUrl: addressUnder(comment.html_url, api.serverUrl),
    writtenAs,
  };
}

/** The marker must start the body, as ours does, so a comment quoting it is not taken. */
async function findComment(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  pullRequest: number,
  marker: string,
  asking: Promise<Identity>,
): Promise<z.output<typeof IssueComment> | undefined> {
  const pages = api.pages(
    LIST,
    { ...repo, issue_number: pullRequest, per_page: PAGE_SIZE },
    z.array(IssueComment),
    MAX_COMMENT_PAGES,
  );
  for await (const { data, hasNext } of pages) {
    const author = await asking;
    const found = data.find((c) => isIdentity(author, c.user) && c.body?.startsWith(marker));
    if (found) return found;
    if (!hasNext) return undefined;
  }
  throw new CommentLookupLimit(
    `pull request #${pullRequest} has more than ${formatCount(MAX_COMMENT_PAGES * PAGE_SIZE)} comments and ours is not among the first ${formatCount(MAX_COMMENT_PAGES * PAGE_SIZE)}: no comment was written or updated, so as not to add a second one`,
  );
}

/** Only a create is sent once: an edit that failed is sent again, so it was not written. */
export function describeCommentFailure(err: unknown): string {
  const created = err instanceof GitHubRequestError && err.route.startsWith('POST ');
  return describeWriteFailure(
    err,
    'Could not write the pull-request comment',
    'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
      'pull requests from forks get a read-only token.',
    created ? ' GitHub may have written it all the same: the request is not sent twice.' : '',
  );
}
