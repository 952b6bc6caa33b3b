/**
 * The health issue a scheduled run keeps (health-issue): test and report mode for a test run, a
 * fabric plan for drift. A mode says what the issue holds and whether the check fails; finding,
 * opening, editing, reopening and closing it is github/marked-issue.ts. Best effort: a refusal is
 * one warning naming the permission, never the step's failure.
 */
import type { GitHubContext } from '../github/context.js';
import type { Runner } from '../github/runner.js';
import { GitHubRequestError, describeWriteFailure } from '../github/answers.js';
import { ACTIONS_BOT } from '../github/identity.js';
import { ISSUE_BUDGET_BYTES } from '../common/limits.js';
import { formatUtc, link } from '../common/text.js';
import type { LazyGitHub } from './step-github.js';

export interface HealthIssueKeeping {
  /** health-labels. */
  labels: readonly string[];
  /** The hidden line that finds the issue again. */
  marker: string;
  /** The title of an issue opened by this run. */
  title: string;
  /** The check fails (a failing verdict, a drift): the issue is opened or edited; else closed. */
  failing: boolean;
  /** The issue's markdown, without the marker, in at most this many bytes. */
  render: (maxBytes: number) => string;
  /** What passes now, for the closing comment: `the data tests pass`. */
  passing: string;
}

/** The issue keeps a check on the default branch: a pull request has its comment instead. */
export async function keepHealth(
  keeping: HealthIssueKeeping,
  context: GitHubContext,
  github: LazyGitHub,
  runner: Runner,
  now = Date.now(),
): Promise<void> {
  if (isPullRequest(context)) {
    runner.notice(
      'health-issue: this run is about a pull request, which has its comment (pr-comment) instead; the health issue is kept by the scheduled runs on the default branch, so none was opened, edited or closed.',
    );
    return;
  }
  if (!context.repo) {
    runner.warning(
      'health-issue: GITHUB_REPOSITORY is not owner/name, so there is no repository to keep the issue in.',
    );
    return;
  }
  const { keepHealthIssue } = await import('../github/marked-issue.js');
  try {
    const outcome = await keepHealthIssue(
      await github(),
      context.repo,
      {
        marker: keeping.marker,
        title: keeping.title,
        labels: keeping.labels,
        failing: keeping.failing ? keeping.render(ISSUE_BUDGET_BYTES) : undefined,
        passing: closingLine(keeping.passing, context.runUrl, now),
        now,
      },
      (text) => runner.secrets.redact(text),
    );
    if (outcome.action === 'none') {
      runner.info('Health issue: the check passes and no issue of it is open; nothing to close.');
      return;
    }
    runner.info(`Health issue ${outcome.action}: ${outcome.htmlUrl ?? `#${outcome.number}`}`);
    if (outcome.writtenAs !== undefined)
      runner.warning(
        `GitHub opened the health issue as ${outcome.writtenAs}, but the action keeps only issues by ${ACTIONS_BOT.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will open another. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`,
      );
  } catch (err) {
    runner.warning(describeHealthFailure(err));
  }
}

/** pull_request, pull_request_target, or a workflow_run that follows one. */
function isPullRequest(context: GitHubContext): boolean {
  return context.pullRequest !== undefined || context.eventName.startsWith('pull_request');
}

/** `Passing since [this run](…) (2026-11-21 02:05 UTC): the data tests pass. …`. */
function closingLine(passing: string, runUrl: string | undefined, now: number): string {
  const since = runUrl ? `${link('this run', runUrl)} (${formatUtc(now)})` : formatUtc(now);
  return `Passing since ${since}: ${passing}. Closed by orchestration-action (health-issue); a failure within 7 days reopens this issue.`;
}

/** Only a create (an issue, a comment, a label) is sent once: an edit that failed was sent again, so it was not made. */
function describeHealthFailure(err: unknown): string {
  const created = err instanceof GitHubRequestError && err.route.startsWith('POST ');
  return describeWriteFailure(
    err,
    'Could not keep the health issue',
    'The github-token needs the issues: write permission (add `permissions: issues: write` to the job).',
    created ? ' GitHub may have carried it out all the same: the request is not sent twice.' : '',
  );
}
