/**
 * The step's log: what the comparison with the baseline found, and what the quarantine file did. A
 * shard sees only its slice: whether an entry's tests all pass is the merged report's to say.
 */
import { comparisonSentence, describeReference } from '../../results/baseline.js';
import { entryLabel, expiredEntries, passingEntries } from '../../results/known-failures.js';
import { formatCount, plural } from '../../common/text.js';
import type { Publication, Writer } from './writer.js';

export const logWriter: Writer = {
  async write({ run, runner }: Publication) {
    const { counts, baseline, quarantine } = run;
    if (baseline?.unavailable !== undefined) runner.warning(comparisonSentence(counts, baseline));
    else if (baseline)
      runner.info(`Compared with ${describeReference(baseline)}: ${comparisonSentence(counts, baseline)}`);
    if (!quarantine) return;
    runner.info(
      `Quarantine (${quarantine.file}, checked on ${quarantine.checkedOn}): ${formatCount(counts.quarantined)} ${plural(counts.quarantined, 'failure')} quarantined`,
    );
    for (const entry of expiredEntries(quarantine))
      runner.info(
        `${quarantine.file}:${entry.line}: the quarantine of ${entryLabel(entry)} expired on ${entry.until} (owner ${entry.owner}: ${entry.reason}); its ${formatCount(entry.expiredFailures)} ${plural(entry.expiredFailures, 'failure')} count again`,
      );
    for (const entry of passingEntries(quarantine)) {
      const what = `The tests of this quarantine entry (${entryLabel(entry)}) all pass`;
      if (run.shard !== undefined)
        runner.info(
          `${quarantine.file}:${entry.line}: ${what} in this shard; the merged report says whether it can be removed`,
        );
      else
        runner.notice(`${what}: it can be removed from the file.`, {
          title: 'Quarantine entry no longer needed',
          file: quarantine.file,
          line: entry.line,
        });
    }
  },
};
