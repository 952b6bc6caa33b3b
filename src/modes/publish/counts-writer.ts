/**
 * An output per count: its name in kebab case (newFailed is new-failed). The quarantined failures
 * and errors are parts of `quarantined`, not outputs of their own.
 */
import { COUNT_NAMES } from '../../results/results-format.js';
import type { Publication, Writer } from './writer.js';

const OUTPUT_COUNTS = COUNT_NAMES.slice(0, COUNT_NAMES.indexOf('quarantined') + 1);

export const countsWriter: Writer = {
  async write({ run, runner }: Publication) {
    for (const key of OUTPUT_COUNTS)
      runner.setOutput(key.replace(/(?=[A-Z])/g, '-').toLowerCase(), run.counts[key]);
  },
};
