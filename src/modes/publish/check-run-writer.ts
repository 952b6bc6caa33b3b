/**
 * The check run (check-run): the summary, the failing tests' text and the annotations, on the
 * commit the run tested, and its outputs check-run-id and check-run-url. Best effort: a check run
 * GitHub refuses is a warning, and the results are in the job summary anyway.
 */
import { formatCount, plural } from '../../common/text.js';
import { setOutputs } from '../flow.js';
import type { Publication, Published, Writer } from './writer.js';

export const checkRunWriter: Writer = {
  on: (settings) => settings.checkRun,
  async write(publication: Publication): Promise<Published> {
    const checkRun = await publishChecks(publication);
    // check-run-url only when GitHub named an address on the GitHub server.
    setOutputs(publication.runner, { 'check-run-id': checkRun?.id, 'check-run-url': checkRun?.htmlUrl });
    return checkRun ? { checkRun } : {};
  },
};

async function publishChecks(publication: Publication): Promise<Published['checkRun']> {
  const { run, settings, runner, github, workspace, redact, view, headline, annotations } = publication;
  if (!settings.githubToken) {
    runner.info('No github-token: the check run is skipped (the results are in the job summary).');
    return undefined;
  }
  const { context } = github;
  if (!context.repo || !context.headSha) {
    runner.warning(
      'Cannot create the check run: GITHUB_REPOSITORY or the commit SHA is not known (not running in GitHub Actions?).',
    );
    return undefined;
  }
  const [
    { CHECK_SUMMARY_MAX_BYTES, CheckRunError, publishCheckRun },
    { checkTitle, failingTestsText },
    { renderTestSummary },
  ] = await Promise.all([
    import('../../github/check-run.js'),
    import('../../results/annotations.js'),
    import('../../results/summary.js'),
  ]);
  try {
    const published = await publishCheckRun(
      await github.api(),
      context.repo,
      {
        name: settings.checkName,
        headSha: context.headSha,
        conclusion: headline.conclusion,
        title: checkTitle(run),
        summary: renderTestSummary(view, { ...headline, maxBytes: CHECK_SUMMARY_MAX_BYTES }),
        text: failingTestsText(annotations, redact),
        annotations,
        maxAnnotations: settings.maxCheckAnnotations,
        detailsUrl: context.runUrl,
      },
      workspace,
      redact,
    );
    for (const warning of published.warnings) runner.warning(warning);
    const omitted = published.omitted
      ? `; ${formatCount(published.omitted)} more failing ${plural(published.omitted, 'test')} without one (max-check-annotations)`
      : '';
    runner.info(
      `Check run "${settings.checkName}": ${published.htmlUrl ?? `id ${published.id}`} (${formatCount(published.annotations)} ${plural(published.annotations, 'annotation')} in ${published.requests} ${plural(published.requests, 'request')}${omitted})`,
    );
    return { id: published.id, htmlUrl: published.htmlUrl, annotations: published.annotations };
  } catch (err) {
    if (!(err instanceof CheckRunError)) throw err;
    runner.warning(err.message);
    if (!err.created) return undefined;
    const { id, htmlUrl, annotationsSent } = err.created;
    return { id, htmlUrl, annotations: annotationsSent };
  }
}
