/**
 * The health issue (health-issue), kept as every mode keeps it (modes/health-issue.ts): a failing
 * run opens or edits it with what fails, a passing run closes it.
 */
import { keepHealth } from '../health-issue.js';
import type { Publication, Writer } from './writer.js';

export const healthIssueWriter: Writer = {
  on: (settings) => settings.healthIssue,
  async write({ run, view, headline, settings, github, runner }: Publication) {
    const [{ renderHealthBody }, { testHealthMarker }] = await Promise.all([
      import('../../results/health-body.js'),
      import('../../github/marked-issue.js'),
    ]);
    const { context } = github;
    await keepHealth(
      {
        labels: settings.healthLabels,
        marker: testHealthMarker(run.projectId, run.fabricId, settings.checkName),
        title: `${settings.checkName} failing: project ${run.projectId} on fabric ${run.fabricId}`,
        failing: headline.conclusion === 'failure',
        // With a history file each failure's line says since when it fails (results/lines.ts).
        render: (maxBytes) =>
          renderHealthBody(view, { ...headline, maxBytes, runUrl: context.runUrl, sha: context.headSha }),
        passing: `${settings.checkName} pass`,
      },
      context,
      github.api,
      runner,
    );
  },
};
