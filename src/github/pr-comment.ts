/**
 * One comment on the pull request, kept up to date run after run: found again by a hidden marker
 * naming the check, edited in place instead of piling up a new comment per push.
 */
import type { Redact } from '../secrets.js';
import { GitHubRequestError } from './octokit.js';
import type { GitHubApi } from './octokit.js';
import type { PrComment } from '../inputs.js';

/** GitHub refuses comment bodies over 65,536 characters. */
export const COMMENT_MAX_CHARS = 65_536;
const PAGE_SIZE = 100;

/** The hidden line that identifies our comment; one per check name, so two test steps do not collide. */
export function commentMarker(checkName: string): string {
  // `--` would end the HTML comment early; the marker must stay invisible whatever the name.
  const safe = checkName.replace(/-{2,}/g, '-').replace(/>/g, '');
  return `<!-- orchestration-action:data-tests:${safe} -->`;
}

/**
 * What pr-comment asks for with this conclusion: `upsert` (create or update), `update-only`
 * (on-failure after a pass: correct an earlier failure comment, but do not start one) or `skip`.
 */
export function commentAction(
  mode: PrComment,
  conclusion: 'success' | 'failure',
): 'upsert' | 'update-only' | 'skip' {
  if (mode === 'always') return 'upsert';
  if (mode === 'on-failure') return conclusion === 'failure' ? 'upsert' : 'update-only';
  return 'skip';
}

export type CommentOutcome =
  { action: 'created' | 'updated'; id: number; htmlUrl: string } | { action: 'none'; reason: string };

export interface CommentRequest {
  pullRequest: number;
  marker: string;
  /** Markdown without the marker. */
  body: string;
  /** false: only an existing comment is updated. */
  createIfMissing: boolean;
}

interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
}

export async function upsertPrComment(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  request: CommentRequest,
  redact: Redact,
): Promise<CommentOutcome> {
  const body = fitChars(`${request.marker}\n${redact(request.body)}`, COMMENT_MAX_CHARS);
  const existing = await findComment(api, repo, request.pullRequest, request.marker);
  if (existing) {
    const { data } = await api.request<IssueComment>(
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      {
        ...repo,
        comment_id: existing.id,
        body,
      },
    );
    return { action: 'updated', id: data.id, htmlUrl: data.html_url };
  }
  if (!request.createIfMissing) return { action: 'none', reason: 'no earlier comment to update' };
  const { data } = await api.request<IssueComment>(
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    {
      ...repo,
      issue_number: request.pullRequest,
      body,
    },
  );
  return { action: 'created', id: data.id, htmlUrl: data.html_url };
}

/** Pages through the pull request's comments (oldest first) for the first one with our marker. */
async function findComment(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  pullRequest: number,
  marker: string,
): Promise<IssueComment | undefined> {
  for (let page = 1; ; page++) {
    const { data } = await api.request<IssueComment[]>(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      {
        ...repo,
        issue_number: pullRequest,
        per_page: PAGE_SIZE,
        page,
      },
    );
    const found = data.find((c) => typeof c.body === 'string' && c.body.includes(marker));
    if (found) return found;
    if (data.length < PAGE_SIZE) return undefined;
  }
}

/** At most max UTF-16 units (never more characters than GitHub counts), not splitting a pair. */
export function fitChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = '\n\n… (trimmed to fit GitHub’s comment limit; the full results are in the job summary)';
  let end = max - note.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--; // a high surrogate without its partner
  return text.slice(0, end) + note;
}

/** The warning for a comment GitHub refused; 403 means the token may not write pull requests. */
export function describeCommentFailure(err: unknown): string {
  const status = err instanceof GitHubRequestError ? err.status : 0;
  const said =
    err instanceof GitHubRequestError ? err.githubMessage : err instanceof Error ? err.message : String(err);
  if (status === 403 || status === 404) {
    return (
      `Could not write the pull-request comment: GitHub answered HTTP ${status} (${said}). ` +
      'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
      'pull requests from forks get a read-only token.'
    );
  }
  return `Could not write the pull-request comment: ${status ? `HTTP ${status}, ` : ''}${said}`;
}
