/**
 * The history file (history-file) and its outputs: `history`, this run's failures as the history
 * explains them, and `history-appended`, whether the file now holds this run (the workflow saves
 * it then). Written while GitHub answers the check run. History informs, it does not gate: a file
 * that cannot be written is a warning, and the next run starts from the file the cache restores.
 */
import { resolve } from 'node:path';
import { UserError } from '../../common/errors.js';
import { formatCount, plural } from '../../common/text.js';
import { UnsafePath, checkWritable } from '../../files/safe-write.js';
import type { Publication, Writer } from './writer.js';

export const historyWriter: Writer = {
  on: (settings) => Boolean(settings.historyFile),
  /** Only when an append is asked for whatever the event: with auto, a pull request writes nothing. */
  async check({ historyFile, historyUpdate }, workspace) {
    if (!historyFile || historyUpdate !== 'true') return;
    try {
      await checkWritable(resolve(workspace, historyFile));
    } catch (err) {
      if (!(err instanceof UnsafePath)) throw err;
      throw new UserError(`Input history-file: ${historyFile} ${err.reason}`);
    }
  },
  background: true,
  async write({ run, history, sources, redact, runner }: Publication) {
    if (!history) return;
    const { historyOutput } = await import('../../results/history-output.js');
    const output = historyOutput(run, sources);
    runner.setOutput('history', output.value);
    if (output.note) runner.info(`Outputs: ${output.note}.`);
    if (!history.appended) {
      runner.setOutput('history-appended', false);
      return;
    }
    const { writeHistoryFile } = await import('../../results/write-history.js');
    try {
      await writeHistoryFile(history.path, history.history, redact);
    } catch (err) {
      const why =
        err instanceof UnsafePath
          ? `: it ${err.reason}`
          : ` (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
      runner.warning(`history-file: ${history.file} could not be written${why}; this run is not in it`);
      runner.setOutput('history-appended', false);
      return;
    }
    runner.setOutput('history-appended', true);
    const { runs, tests } = history.history;
    runner.info(
      `History: ${history.file} written: ${formatCount(runs.length)} ${plural(runs.length, 'run')} of ${formatCount(tests.size)} ${plural(tests.size, 'test')}${history.replaced ? ', this run in place of its earlier attempt' : ''}`,
    );
  },
};
