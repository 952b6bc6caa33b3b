/**
 * The pull-request comment every mode keeps (pr-comment). A mode says what the comment holds and
 * what needs attention; when to create, update or leave it is decided here. Best effort: a comment
 * GitHub refuses is a warning, never the step's failure.
 */
import type { PrComment } from '../inputs/settings.js';
import type { GitHubContext } from '../github/context.js';
import type { Runner } from '../github/runner.js';
import type { LazyGitHub } from './step-github.js';
import { commentAction, describeCommentFailure, upsertPrComment } from '../github/marked-comment.js';
import { ACTIONS_BOT } from '../github/identity.js';
import { COMMENT_BUDGET_BYTES } from '../common/limits.js';

export interface PrCommentRequest {
  setting: PrComment;
  githubToken: string;
  /** What on-failure comments on: a failure, or whatever else the mode says needs a look. */
  attention: boolean;
  /** The hidden line that finds the comment again. */
  marker: string;
  /** The comment's markdown, without the marker, in at most this many bytes. */
  render: (maxBytes: number) => string;
  /**
   * Said when on-failure corrects an earlier comment after the attention has gone: under the body's
   * verdict heading, which stays the comment's first line.
   */
  settled: string;
}

export async function keepPrComment(
  request: PrCommentRequest,
  context: GitHubContext,
  github: LazyGitHub,
  runner: Runner,
): Promise<void> {
  const action = commentAction(request.setting, request.attention ? 'failure' : 'success');
  if (action === 'skip') return;
  if (context.pullRequest === undefined || !context.repo) {
    runner.debug(
      `pr-comment: the ${context.eventName || 'unknown'} event is not about a pull request; no comment.`,
    );
    return;
  }
  if (!request.githubToken) {
    runner.info('No github-token: the pull-request comment is skipped.');
    return;
  }
  const body = request.render(COMMENT_BUDGET_BYTES);
  try {
    const outcome = await upsertPrComment(
      await github(),
      context.repo,
      {
        pullRequest: context.pullRequest,
        marker: request.marker,
        body: action === 'update-only' ? withSettled(body, request.settled) : body,
        createIfMissing: action === 'upsert',
      },
      (text) => runner.secrets.redact(text),
    );
    if (outcome.action === 'none') {
      runner.debug(`pr-comment: ${outcome.reason}.`);
      return;
    }
    runner.info(`Pull-request comment ${outcome.action}: ${outcome.htmlUrl ?? `id ${outcome.id}`}`);
    if (outcome.writtenAs !== undefined)
      runner.warning(
        `GitHub wrote the pull-request comment as ${outcome.writtenAs}, but the action edits only comments by ${ACTIONS_BOT.login} when its token cannot say who it is (a GitHub App's token cannot): the next run will write another comment. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`,
      );
  } catch (err) {
    runner.warning(describeCommentFailure(err));
  }
}

/** `settled` after the body's opening heading (or first, when the body opens with none). */
function withSettled(body: string, settled: string): string {
  const [first = '', ...rest] = body.split('\n');
  if (!/^#{1,6} /.test(first)) return `${settled}\n\n${body}`;
  return [first, '', settled, ...rest].join('\n');
}
