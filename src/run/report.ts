/**
 * mode: report — merge the results files that test-mode steps wrote (the shards of a matrix, or a
 * run from a fork's pull request whose token could not write checks) and report them as one run:
 * the same outputs, summary, annotations, check run, comment and fail-on as test mode.
 */
import type { Settings } from '../inputs.js';
import { expandPatterns } from '../files/glob.js';
import { mergeRuns, readResultsFiles, shardProblems } from '../report/results-file.js';
import { info, setOutput, warning } from '../github/runner.js';
import { checkJUnitTarget, loadSources, reportTestRun, workspaceDir } from './test-report.js';

export async function runReportFlow(settings: Settings): Promise<void> {
  if (settings.mode !== 'report') throw new Error(`runReportFlow called for mode ${settings.mode}`);
  const workspace = workspaceDir();
  const paths = await expandPatterns(settings.resultsFiles, workspace);
  const runs = await readResultsFiles(paths);
  const run = mergeRuns(runs);
  const sources = await loadSources(settings, workspace);
  await checkJUnitTarget(settings, workspace);

  info(`Reporting ${run.counts.total} results of ${runs.length} ${runs.length === 1 ? 'run' : 'runs'} from:`);
  for (const path of paths) info(`  ${path}`);
  // An incomplete matrix would otherwise pass as if every shard had run.
  for (const problem of shardProblems(runs)) warning(`results-files: ${problem}`);

  if (settings.dryRun) {
    info('Dry run: no check run, comment or file is written.');
    setOutput('conclusion', 'success');
    return;
  }
  await reportTestRun(run, settings, { runs, sources, workspace });
}
