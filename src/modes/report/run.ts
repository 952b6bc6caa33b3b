/**
 * mode: report — merge the results files test-mode steps wrote (a matrix's shards, or a fork's run
 * whose token could not write checks) and publish them as one run, as test mode does.
 */
import type { ReportSettings } from '../../inputs/settings.js';
import { expandPatterns } from '../../files/glob.js';
import { readFiledRuns } from '../../results/read-results.js';
import { finishedParts, mergeRuns, refuseOtherProjects, shardProblems } from './merge.js';
import { UserError } from '../../common/errors.js';
import type { Runner } from '../../github/runner.js';
import { workspaceDir } from '../../common/paths.js';
import { formatCount, plural } from '../../common/text.js';
import { SUCCESS, type Verdict } from '../flow.js';
import { publishRun } from '../publish/publish.js';
import { checkWriters } from '../publish/writers.js';
import { loadSources } from '../sources-file.js';
import { entriesAddedByPullRequest, loadQuarantine } from '../quarantine-file.js';
import { loadHistory, planHistory } from '../history-file.js';
import { readBaselineResults } from '../../results/baseline-results.js';
import { claimedQuarantined } from '../../results/known-failures.js';
import { resultTotal } from '../../results/counts.js';
import { finishRun, type FinishSteps } from '../../results/finish.js';
import { stepGitHub } from '../step-github.js';

/** How many file paths the log lists before it only counts them. */
const LISTED_FILES = 50;

export async function reportFlow(settings: ReportSettings, runner: Runner): Promise<Verdict> {
  const workspace = workspaceDir();
  const quarantine = await loadQuarantine(settings, runner);
  const paths = await expandPatterns(settings.resultsFiles, workspace);
  const filed = await readFiledRuns(paths);
  refuseOtherProjects(filed);
  const runs = filed.map((f) => f.run);
  // A results file saying a failure is quarantined does not make it so: only this step's file does.
  const claimed = claimedQuarantined(runs);
  // An incomplete matrix would otherwise pass as if every shard had run, unless the user accepts
  // the gap (then every report says it).
  const incomplete = shardProblems(filed, workspace);
  if (incomplete.length > 0 && !settings.allowMissingShards)
    throw new UserError(
      `results-files: ${incomplete.join('; ')}; set allow-missing-shards: true to report the merge anyway, with warnings`,
    );
  const merged = mergeRuns(runs);
  const sources = await loadSources(settings, workspace, runner);
  const history = await loadHistory(settings, merged, workspace, runner);
  await checkWriters(settings, workspace);
  // Compared with earlier results, the merged run's classification replaces the files' own.
  const comparison =
    settings.baselineResults.length > 0
      ? await readBaselineResults(settings.baselineResults, workspace)
      : undefined;

  runner.info(
    `Reporting ${resultTotal(merged.calls)} results of ${runs.length} ${plural(runs.length, 'run')} from:`,
  );
  for (const path of paths.slice(0, LISTED_FILES)) runner.info(`  ${path}`);
  if (paths.length > LISTED_FILES) runner.info(`  … and ${paths.length - LISTED_FILES} more files`);
  for (const problem of incomplete) runner.warning(`results-files: ${problem}`);
  if (claimed > 0 && !quarantine)
    runner.warning(
      `results-files: the files mark ${formatCount(claimed)} ${plural(claimed, 'failure')} as quarantined, but report mode does not take quarantine marks from the files it merges, so ${claimed === 1 ? 'it counts' : 'they count'} as ${claimed === 1 ? 'a failure' : 'failures'}: give this step the quarantine-file to apply it`,
    );

  if (settings.dryRun) {
    runner.info('Dry run: no check run, comment or file is written.');
    return SUCCESS;
  }
  const github = await stepGitHub(settings.githubToken, runner);
  const added =
    quarantine &&
    (await entriesAddedByPullRequest(quarantine.file, github, settings.githubToken, workspace, runner));
  const historyPlan = history && planHistory(history, settings, github.context, runner);
  const steps: FinishSteps = {
    dropQuarantineMarks: true,
    dropHistoryNotes: true,
    ...(comparison && { comparison }),
    ...(historyPlan && { history: historyPlan.step }),
    // Applied to the merge, whose results every merged run shares: an entry whose tests pass in one
    // shard and fail in another is judged on them all.
    ...(quarantine && { quarantine: { ...quarantine, added } }),
  };
  const run = finishRun(merged, steps);
  return publishRun(run, settings, runner, {
    runs: finishedParts(run, runs, steps),
    sources,
    workspace,
    incomplete,
    github,
    ...(historyPlan && { history: historyPlan }),
  });
}
