/**
 * Everything test and report mode do with a finished run. Outputs first and the files complete
 * before anything else, so a later problem cannot lose them. Reporting to GitHub is best effort: a
 * refused check run or comment is a warning; only the tests fail the step.
 */
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Redact } from '../../secrets.js';
import type { ReportingSettings } from '../../inputs/settings.js';
import { COUNT_NAMES, type TestRun } from '../../results/model.js';
import type { Runner } from '../../github/runner.js';
import { CHECK_SUMMARY_MAX_BYTES, CheckRunError, publishCheckRun } from '../../github/check-run.js';
import { commentMarker } from '../../github/pr-comment.js';
import { buildAnnotations, checkTitle, failingTestsText } from '../../results/annotations.js';
import type { TestAnnotation } from '../../results/annotations.js';
import { entryLabel, expiredEntries, passingEntries } from '../../results/quarantine.js';
import { comparisonSentence, describeReference } from '../../results/baseline.js';
import { conclusionOf, failureLine } from '../../results/verdict.js';
import { renderTestSummary } from '../../results/summary.js';
import { renderTestComment } from '../../results/comment.js';
import { blobUrlOf, reportView } from '../../results/lines.js';
import { writeJUnitFile } from '../../results/junit.js';
import { toResultsFile, writeResultsFile } from '../../results/results-file.js';
import { UnsafePath } from '../../files/safe-write.js';
import type { SourcesIndex } from '../../files/sources.js';
import { formatCount, plural } from '../../text.js';
import { failure, setOutputs, SUCCESS, type Verdict } from '../verdict.js';
import { keepPrComment, type StepGitHub } from '../pr-comment.js';
import { junitFileProblem } from './checks.js';

export interface PublishOptions {
  /** The runs to keep in the results file: the one run (test mode) or the merged files' runs. */
  runs: readonly TestRun[];
  sources: SourcesIndex | undefined;
  workspace: string;
  /** What the merged runs lack (report mode, allow-missing-shards): every summary says it first. */
  incomplete?: readonly string[];
  /** Where the results belong, and the step's one GitHub client. */
  github: StepGitHub;
}

export async function publishResults(
  run: TestRun,
  settings: ReportingSettings,
  runner: Runner,
  options: PublishOptions,
): Promise<Verdict> {
  const { counts, baseline } = run;
  const redact = (text: string) => runner.secrets.redact(text);
  // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
  const conclusion = conclusionOf(counts, run.calls, settings.failOn);

  if (baseline?.unavailable !== undefined) runner.warning(comparisonSentence(counts, baseline));
  else if (baseline)
    runner.info(`Compared with ${describeReference(baseline)}: ${comparisonSentence(counts, baseline)}`);
  reportQuarantine(run, runner);
  // Each count's output is its name in kebab case: newFailed is new-failed. The quarantined
  // failures and errors are parts of `quarantined`, not outputs of their own.
  for (const key of COUNT_NAMES.slice(0, COUNT_NAMES.indexOf('quarantined') + 1))
    runner.setOutput(key.replace(/(?=[A-Z])/g, '-').toLowerCase(), counts[key]);
  // Written while GitHub answers the check run's requests, so the two overlap.
  const resultsWritten = writeResults(options.runs, run, redact, runner);
  const { junitFile } = settings;
  const junitWritten = junitFile
    ? writeJUnitFile(resolve(options.workspace, junitFile), run, {
        name: settings.checkName,
        redact,
        sources: options.sources,
      }).then(
        () => runner.info(`JUnit report: ${junitFile}`),
        (err: unknown) => junitFileProblem(junitFile, err),
      )
    : undefined;

  const annotations = buildAnnotations(run, options.sources);
  const { context, api: github } = options.github;
  const view = reportView(run, {
    redact,
    incomplete: options.incomplete,
    sources: options.sources,
    // A failure's line is linked in the repository at the commit the run tested.
    blobUrl: context.repo && context.headSha && blobUrlOf(context.serverUrl, context.repo, context.headSha),
  });

  const texts = { conclusion, failOn: settings.failOn, title: settings.checkName };
  const publishChecks = async () => {
    if (!settings.checkRun) return undefined;
    if (!settings.githubToken) {
      runner.info('No github-token: the check run is skipped (the results are in the job summary).');
      return undefined;
    }
    if (!context.repo || !context.headSha) {
      runner.warning(
        'Cannot create the check run: GITHUB_REPOSITORY or the commit SHA is not known (not running in GitHub Actions?).',
      );
      return undefined;
    }
    try {
      const published = await publishCheckRun(
        await github(),
        context.repo,
        {
          name: settings.checkName,
          headSha: context.headSha,
          conclusion,
          title: checkTitle(run),
          summary: renderTestSummary(view, { ...texts, maxBytes: CHECK_SUMMARY_MAX_BYTES }),
          text: failingTestsText(annotations, redact),
          annotations,
          maxAnnotations: settings.maxCheckAnnotations,
          detailsUrl: context.runUrl,
        },
        options.workspace,
        redact,
      );
      for (const warning of published.warnings) runner.warning(warning);
      const omitted = published.omitted
        ? `; ${formatCount(published.omitted)} more failing ${plural(published.omitted, 'test')} without one (max-check-annotations)`
        : '';
      runner.info(
        `Check run "${settings.checkName}": ${published.htmlUrl ?? `id ${published.id}`} (${formatCount(published.annotations)} ${plural(published.annotations, 'annotation')} in ${published.requests} ${plural(published.requests, 'request')}${omitted})`,
      );
      return published;
    } catch (err) {
      if (!(err instanceof CheckRunError)) throw err;
      runner.warning(err.message);
      return err.created && { ...err.created, annotations: err.created.annotationsSent };
    }
  };
  // Whatever happens to the reports, the results file is complete before the step goes on.
  const checkRun = await publishChecks().finally(() => resultsWritten);
  const checkRunUrl = checkRun?.htmlUrl;
  // check-run-url only when GitHub named an address on the GitHub server.
  setOutputs(runner, { 'check-run-id': checkRun?.id, 'check-run-url': checkRunUrl });
  const line = failureLine(counts, run.calls, settings.failOn);
  printAnnotations(annotations, settings.maxAnnotations, checkRun?.annotations, line !== undefined, runner);

  await runner.appendSummary(renderTestSummary(view, { ...texts, checkRunUrl }));
  await keepPrComment(
    {
      setting: settings.prComment,
      githubToken: settings.githubToken,
      attention: conclusion === 'failure',
      marker: commentMarker(settings.checkName),
      render: (maxBytes) =>
        renderTestComment(view, {
          ...texts,
          maxBytes,
          runUrl: context.runUrl,
          checkRunUrl,
          sha: context.headSha,
        }),
      // on-failure after a pass: the earlier failure comment must not keep saying it fails.
      settled: '**The data tests pass now.**',
    },
    context,
    github,
    runner,
  );
  // A JUnit file that cannot be written fails the step, but only now: the check run, annotations,
  // summary and comment are out already.
  const junitProblem = await junitWritten;
  if (junitProblem !== undefined) throw junitProblem;

  return line === undefined ? SUCCESS : failure(line);
}

/** A shard sees only its slice: whether an entry's tests all pass is the merged report's to say. */
function reportQuarantine(run: TestRun, runner: Runner): void {
  const { quarantine, counts } = run;
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
}

/** RUNNER_TEMP is cleaned after the job, and unique per job: no clash between steps or shards. */
async function writeResults(
  runs: readonly TestRun[],
  reported: TestRun,
  redact: Redact,
  runner: Runner,
): Promise<void> {
  const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
  const path = join(folder, `orchestration-test-results-${randomUUID().slice(0, 8)}.json`);
  try {
    await writeResultsFile(path, toResultsFile([...runs], reported), redact);
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
}

/**
 * The log shows the first max-annotations (GitHub shows only 10 errors per step anyway); the check
 * run carries more. The failed call whose error starts the step's failure line is not annotated too.
 */
function printAnnotations(
  annotations: readonly TestAnnotation[],
  max: number,
  /** How many the check run holds, when there is one. */
  inCheckRun: number | undefined,
  stepFails: boolean,
  runner: Runner,
): void {
  const firstFailedCall = stepFails ? annotations.find((a) => a.kind === 'call') : undefined;
  const shown = annotations.filter((a) => a !== firstFailedCall);
  // An annotation is its own Where: its title, file and line.
  for (const a of shown.slice(0, max)) runner[a.level === 'failure' ? 'error' : 'warning'](a.message, a);
  const more = shown.length - max;
  if (more > 0) {
    const where =
      inCheckRun === undefined
        ? 'see the job summary'
        : inCheckRun >= annotations.length
          ? `the check run holds all ${formatCount(annotations.length)}`
          : `the check run holds ${formatCount(inCheckRun)}, the job summary all`;
    runner.info(
      `${more} more ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`,
    );
  }
}
