/**
 * The results file (docs/results-file.md) and its output: every run, for report mode and for a later
 * comparison (baseline-results). RUNNER_TEMP is cleaned after the job, and unique per job: no clash
 * between steps or shards. A file that cannot be written is a warning: the tests' report is out.
 */
import { join } from 'node:path';
import { UnsafePath } from '../../files/safe-write.js';
import { randomHex } from '../../common/random-hex.js';
import type { Publication, Writer } from './writer.js';

export const resultsFileWriter: Writer = {
  background: true,
  async write({ run, runs, redact, runner }: Publication) {
    const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
    const path = join(folder, `orchestration-test-results-${randomHex(8)}.json`);
    const { toResultsFile, writeResultsFile } = await import('../../results/results-file.js');
    try {
      await writeResultsFile(path, toResultsFile([...runs], run), redact);
    } catch (err) {
      const why =
        err instanceof UnsafePath
          ? `: it ${err.reason}`
          : ` (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
      runner.warning(`The results file could not be written to ${path}${why}`);
      return;
    }
    runner.setOutput('results-file', path);
    runner.info(`Results file: ${path}`);
  },
};
