/**
 * The failing tests as workflow-command annotations (max-annotations). The log shows the first
 * max-annotations (GitHub shows only 10 errors per step anyway); the check run carries more. The
 * failed call whose error starts the step's failure line is not annotated too.
 */
import { formatCount } from '../../common/text.js';
import type { Publication, Published, Writer } from './writer.js';

export const annotationsWriter: Writer = {
  async write({ annotations, settings, failureLine, runner }: Publication, { checkRun }: Published) {
    const max = settings.maxAnnotations;
    const firstFailedCall =
      failureLine !== undefined ? annotations.find((a) => a.kind === 'call') : undefined;
    const shown = annotations.filter((a) => a !== firstFailedCall);
    // An annotation is its own Where: its title, file and line.
    for (const a of shown.slice(0, max)) runner[a.level === 'failure' ? 'error' : 'warning'](a.message, a);
    const more = shown.length - max;
    if (more <= 0) return;
    const inCheckRun = checkRun?.annotations;
    const where =
      inCheckRun === undefined
        ? 'see the job summary'
        : inCheckRun >= annotations.length
          ? `the check run holds all ${formatCount(annotations.length)}`
          : `the check run holds ${formatCount(inCheckRun)}, the job summary all`;
    runner.info(
      `${more} more ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`,
    );
  },
};
