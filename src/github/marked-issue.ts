/**
 * The health issue: one GitHub issue per check, found again by a hidden marker and its creator,
 * the token's own identity (identity.ts): an issue anyone else opened with the marker is never
 * touched. It is opened when the check fails, its body edited (never a comment per run) while it
 * fails, and closed with one comment when it passes; a failure within a week of the close reopens
 * it rather than opening another. At most one is open per marker: when the bounded lookup ends
 * without an answer, nothing is written, as a second issue would be worse than a stale one.
 */
import * as z from 'zod';
import { ActionError } from '../common/errors.js';
import { ISSUE_BODY_MAX_CHARS, ISSUE_TITLE_MAX_CHARS } from '../common/limits.js';
import type { Redact } from '../common/secret-registry.js';
import { clip, formatCount, oneLine } from '../common/text.js';
import { addressUnder } from './answers.js';
import { isIdentity, tokenIdentity, type Identity } from './identity.js';
import { ensureLabels } from './labels.js';
import { MAX_COMMENT_PAGES, encodeName } from './marked-comment.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';

const PAGE_SIZE = 100;
/** The same bound as the pull-request comment's lookup: 2,000 issues. */
export const MAX_ISSUE_PAGES = MAX_COMMENT_PAGES;
/** A check that fails again within this long after its issue was closed reopens that issue. */
const REOPEN_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s issue limit; the latest run’s job summary has it all)';

const LIST = route((octokit) => octokit.rest.issues.listForRepo, 'repeatable');
/** An open and a comment are sent once; an edit sets whole values, so a second copy is the same. */
const OPEN = route((octokit) => octokit.rest.issues.create, 'once');
const EDIT = route((octokit) => octokit.rest.issues.update, 'repeatable');
const COMMENT = route((octokit) => octokit.rest.issues.createComment, 'once');

const Issue = z.object({
  number: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  state: z.string(),
  body: z.string().nullish(),
  html_url: z.unknown(),
  // null for a deleted account ("ghost"): never ours.
  user: z.object({ login: z.string(), type: z.string() }).nullish(),
  closed_at: z.string().nullish(),
  // Pull requests are issues to this list: they carry this key, and are never ours to keep.
  pull_request: z.unknown().optional(),
});
type Issue = z.output<typeof Issue>;
const Comment = z.object({ id: z.number() });

/** The labels the action creates look like this. */
const LABEL_LOOK = {
  color: 'd73a4a',
  description: 'A scheduled check that fails, kept by orchestration-action (health-issue)',
};

/** A test or report step's: one per project, fabric and check name. */
export function testHealthMarker(projectId: string, fabricId: number, checkName: string): string {
  return healthMarker(['data-tests', projectId, String(fabricId), checkName]);
}

/** A fabric plan's: one per fabric file. */
export function fabricHealthMarker(file: string): string {
  return healthMarker(['fabric', file]);
}

/** `:` between the parts, and encoded inside each, so two lists of parts never share a marker. */
function healthMarker(parts: readonly string[]): string {
  const encoded = parts.map((part) => encodeName(part).replace(/:/g, '%3A'));
  return `<!-- orchestration-action:health:${encoded.join(':')} -->`;
}

export interface HealthIssueRequest {
  marker: string;
  /** The title of an issue opened now (one open or reopened keeps its own). */
  title: string;
  /** Put on an issue opened now, created when missing; the lookup filters by them. */
  labels: readonly string[];
  /** The check fails: the body (markdown, without the marker). Undefined: it passes. */
  failing: string | undefined;
  /** The comment that closes the open issue when the check passes. */
  passing: string;
  /** Milliseconds since the epoch: what "within 7 days" is measured from. */
  now: number;
}

type HealthIssueAction = 'opened' | 'edited' | 'reopened' | 'closed' | 'none';

/** Our issue was not among the issues the bounded lookup reads: said in the warning. */
export class IssueLookupLimit extends ActionError {
  override name = 'IssueLookupLimit';
}

/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `writtenAs`
 * says GitHub opened the issue as another identity (a GitHub App's token): the next run will not
 * find it.
 */
export async function keepHealthIssue(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  request: HealthIssueRequest,
  redact: Redact,
) {
  const identity = await tokenIdentity(api);
  const { open, closed } = await findIssue(api, repo, request, identity);
  const body =
    request.failing === undefined
      ? undefined
      : clip(`${request.marker}\n${redact(request.failing)}`, ISSUE_BODY_MAX_CHARS, TRIMMED_NOTE);
  const done = (action: HealthIssueAction, issue: Issue, writtenAs?: string) => ({
    action,
    number: issue.number,
    htmlUrl: addressUnder(issue.html_url, api.serverUrl),
    writtenAs,
  });
  if (body === undefined) {
    if (!open) return { action: 'none' as const };
    const number = { ...repo, issue_number: open.number };
    await api.request(COMMENT, { ...number, body: redact(request.passing) }, Comment);
    const shut = await api.request(EDIT, { ...number, state: 'closed', state_reason: 'completed' }, Issue);
    return done('closed', shut);
  }
  if (open)
    return done('edited', await api.request(EDIT, { ...repo, issue_number: open.number, body }, Issue));
  if (closed && recentlyClosed(closed, request.now)) {
    const reopen = { state: 'open', state_reason: 'reopened' } as const;
    return done(
      'reopened',
      await api.request(EDIT, { ...repo, issue_number: closed.number, ...reopen, body }, Issue),
    );
  }
  await ensureLabels(api, repo, request.labels, LABEL_LOOK);
  const title = clip(oneLine(redact(request.title)), ISSUE_TITLE_MAX_CHARS);
  const opened = await api.request(OPEN, { ...repo, title, body, labels: [...request.labels] }, Issue);
  return done(
    'opened',
    opened,
    opened.user && !isIdentity(identity, opened.user) ? opened.user.login : undefined,
  );
}

/** Closed at most REOPEN_WITHIN_MS ago; a time GitHub did not give or that cannot be read is not. */
function recentlyClosed(issue: Issue, now: number): boolean {
  const closedAt = Date.parse(issue.closed_at ?? '');
  return Number.isFinite(closedAt) && now - closedAt <= REOPEN_WITHIN_MS;
}

/**
 * Our open issue (the first the list shows), or else our most recently closed one. The list is
 * GitHub's own filter (the labels, the creator), most recently updated first; the marker must
 * start the body, as ours does, so an issue quoting it is not taken.
 */
async function findIssue(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  { marker, labels }: HealthIssueRequest,
  identity: Identity,
): Promise<{ open?: Issue; closed?: Issue }> {
  const pages = api.pages(
    LIST,
    {
      ...repo,
      labels: labels.join(','),
      state: 'all',
      creator: identity.login,
      sort: 'updated',
      direction: 'desc',
      per_page: PAGE_SIZE,
    },
    z.array(Issue),
    MAX_ISSUE_PAGES,
  );
  let closed: Issue | undefined;
  for await (const { data, hasNext } of pages) {
    for (const issue of data) {
      const ours =
        issue.pull_request === undefined &&
        isIdentity(identity, issue.user) &&
        issue.body?.startsWith(marker);
      if (!ours) continue;
      if (issue.state === 'open') return { open: issue };
      if (!closed || closedTime(issue) > closedTime(closed)) closed = issue;
    }
    if (!hasNext) return { closed };
  }
  const most = formatCount(MAX_ISSUE_PAGES * PAGE_SIZE);
  throw new IssueLookupLimit(
    `the repository has more than ${most} issues labelled ${labels.join(', ')} by ${identity.login}, and no open one of this check is among the ${most} most recently updated: no issue was opened, edited or closed, so as not to add a second one`,
  );
}

function closedTime(issue: Issue): number {
  const time = Date.parse(issue.closed_at ?? '');
  return Number.isFinite(time) ? time : -Infinity;
}
