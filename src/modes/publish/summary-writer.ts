/** The job summary: every run has one, linking the check run when there is one. */
import type { Publication, Published, Writer } from './writer.js';

export const summaryWriter: Writer = {
  async write({ view, headline, runner }: Publication, { checkRun }: Published) {
    const { renderTestSummary } = await import('../../results/summary.js');
    await runner.appendSummary(renderTestSummary(view, { ...headline, checkRunUrl: checkRun?.htmlUrl }));
  },
};
