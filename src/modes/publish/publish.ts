/**
 * Publishing a finished run, as test and report mode both do: what every writer shares is made
 * once, then each writer the settings turn on writes in its turn (writers.ts). Outputs first and
 * the files started before GitHub is asked anything, so a later problem cannot lose them; the step
 * waits for the files whatever happens. Reporting to GitHub is best effort: a refused check run or
 * comment is a warning; only the tests (or a file that cannot be written) fail the step.
 */
import type { PublishingSettings } from '../../inputs/settings.js';
import type { Runner } from '../../github/runner.js';
import type { SourcesIndex } from '../../files/sources.js';
import { buildAnnotations } from '../../results/annotations.js';
import { blobUrlOf, runView } from '../../results/lines.js';
import type { TestRun } from '../../results/model.js';
import { failureLine } from '../../results/fail-on.js';
import { failure, SUCCESS, type Verdict } from '../flow.js';
import type { StepGitHub } from '../step-github.js';
import type { HistoryPlan } from '../history-file.js';
import { appendRun, flakiestTests, runTallies } from '../../results/test-history.js';
import { FLAKIEST_SHOWN, TREND_RUNS } from '../../results/history-section.js';
import type { HistoryToWrite, Publication, Published } from './writer.js';
import { writersFor } from './writers.js';

export interface PublishOptions {
  /** The runs to keep in the results file: the one run (test mode) or the merged files' runs. */
  runs: readonly TestRun[];
  sources: SourcesIndex | undefined;
  workspace: string;
  /** What the merged runs lack (report mode, allow-missing-shards): every summary says it first. */
  incomplete?: readonly string[];
  /** Where the results belong, and the step's one GitHub client. */
  github: StepGitHub;
  /** The history file, and whether this run is appended to it (history-file). */
  history?: HistoryPlan;
}

export async function publishRun(
  run: TestRun,
  settings: PublishingSettings,
  runner: Runner,
  options: PublishOptions,
): Promise<Verdict> {
  const publication = publicationOf(run, settings, runner, options);
  let published: Published = {};
  const files: Promise<Problem | undefined>[] = [];
  let problems: Array<Problem | undefined> = [];
  try {
    for (const writer of writersFor(settings)) {
      const writing = writer.write(publication, published);
      if (writer.background) files.push(held(writing));
      else published = { ...published, ...(await writing) };
    }
  } finally {
    // Whatever happened to the other outputs, the files are complete before the step goes on.
    problems = await Promise.all(files);
  }
  // A file that could not be written fails the step, but only now: every other output is out.
  const problem = problems.find((p) => p !== undefined);
  if (problem) throw problem.error;
  const line = publication.failureLine;
  return line === undefined ? SUCCESS : failure(line);
}

interface Problem {
  error: unknown;
}

/** A write's error kept for later: caught at once, so it is never an unhandled rejection meanwhile. */
function held(writing: Promise<unknown>): Promise<Problem | undefined> {
  return writing.then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
}

function publicationOf(
  run: TestRun,
  settings: PublishingSettings,
  runner: Runner,
  options: PublishOptions,
): Publication {
  const redact = (text: string) => runner.secrets.redact(text);
  const { context } = options.github;
  // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
  const line = failureLine(run.counts, run.calls, settings.failOn);
  const history = options.history && historyToWrite(run, options.history);
  return {
    run,
    runs: options.runs,
    settings,
    runner,
    github: options.github,
    workspace: options.workspace,
    sources: options.sources,
    redact,
    headline: {
      conclusion: line === undefined ? 'success' : 'failure',
      failOn: settings.failOn,
      title: settings.checkName,
    },
    failureLine: line,
    view: runView(run, {
      redact,
      incomplete: options.incomplete,
      sources: options.sources,
      // A failure's line is linked in the repository at the commit the run tested.
      blobUrl: context.repo && context.headSha && blobUrlOf(context.serverUrl, context.repo, context.headSha),
      ...(history && {
        history: {
          file: history.file,
          runs: history.history.runs.length,
          appended: history.appended,
          branch: history.history.runs.at(-1)?.branch,
          trend: runTallies(history.history, TREND_RUNS),
          flakiest: flakiestTests(history.history, FLAKIEST_SHOWN),
        },
      }),
    }),
    annotations: buildAnnotations(run, options.sources),
    ...(history && { history }),
  };
}

/** The history as read, or with this run appended (its entry's time is when its tests started). */
function historyToWrite(run: TestRun, plan: HistoryPlan): HistoryToWrite {
  const { loaded, entry, maxRuns } = plan;
  const shown = { file: loaded.file, path: loaded.path };
  if (!entry) return { ...shown, history: loaded.history, appended: false, replaced: false };
  const { history, replaced } = appendRun(loaded.history, run, { ...entry, time: run.startedAt }, maxRuns);
  return { ...shown, history, appended: true, replaced };
}
