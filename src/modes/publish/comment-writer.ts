/**
 * The pull-request comment (pr-comment), kept as every mode keeps it (modes/pr-comment.ts): on a
 * failure it says what broke; on-failure after a pass, the earlier comment stops saying it fails.
 */
import { keepPrComment } from '../pr-comment.js';
import type { Publication, Published, Writer } from './writer.js';

export const commentWriter: Writer = {
  on: (settings) => settings.prComment !== 'off',
  async write({ view, headline, settings, github, runner }: Publication, { checkRun }: Published) {
    const [{ renderTestComment }, { commentMarker }] = await Promise.all([
      import('../../results/comment.js'),
      import('../../github/marked-comment.js'),
    ]);
    const { context } = github;
    await keepPrComment(
      {
        setting: settings.prComment,
        githubToken: settings.githubToken,
        attention: headline.conclusion === 'failure',
        marker: commentMarker(settings.checkName),
        render: (maxBytes) =>
          renderTestComment(view, {
            ...headline,
            maxBytes,
            runUrl: context.runUrl,
            checkRunUrl: checkRun?.htmlUrl,
            sha: context.headSha,
          }),
        settled: '**The data tests pass now.**',
      },
      context,
      github.api,
      runner,
    );
  },
};
