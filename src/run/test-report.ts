/**
 * Everything test mode and report mode do with a finished run: outputs, the results file, JUnit,
 * workflow-command annotations, the check run, the job summary, the pull-request comment, and
 * finally the step's verdict (a thrown UserError with the one failure line).
 *
 * Reporting to GitHub is best effort: a check run or comment GitHub refuses is a warning, never
 * the step's failure; the tests decide that. Files and outputs come first, so a later problem
 * cannot lose them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { ReportingSettings } from '../inputs.js';
import type { Counts, TestRun } from '../modes/test-types.js';
import { debug, error as annotate, appendSummary, info, setOutput, warning } from '../github/runner.js';
import { readGitHubContext } from '../github/context.js';
import type { GitHubContext } from '../github/context.js';
import { createGitHubApi } from '../github/octokit.js';
import type { GitHubApi } from '../github/octokit.js';
import { CheckRunError, OUTPUT_MAX_BYTES, fitBytes, publishCheckRun } from '../github/check-run.js';
import {
  commentAction,
  commentMarker,
  describeCommentFailure,
  upsertPrComment,
} from '../github/pr-comment.js';
import { buildAnnotations } from '../report/annotations.js';
import type { TestAnnotation } from '../report/annotations.js';
import { conclusionOf, failureLine } from '../report/fail-line.js';
import { renderTestSummary } from '../report/summary.js';
import { writeJUnitFile } from '../report/junit.js';
import { toResultsFile, writeResultsFile } from '../report/results-file.js';
import { SourcesFileInvalid, loadSourcesIndex } from '../files/sources.js';
import type { SourcesIndex } from '../files/sources.js';

/** The comment shares GitHub's 65,536-character limit with our marker and notes: keep a margin. */
const COMMENT_SUMMARY_MAX_BYTES = 60_000;

export interface ReportOptions {
  /** The runs to keep in the results file: the one run (test mode) or the merged files' runs. */
  runs: readonly TestRun[];
  sources: SourcesIndex | undefined;
  workspace: string;
}

/** The workspace paths are relative to: GITHUB_WORKSPACE on a runner, else the current folder. */
export function workspaceDir(): string {
  return resolve(process.env.GITHUB_WORKSPACE || process.cwd());
}

/**
 * The sources file, to place annotations. Called before any request: a sources-file input naming
 * no file is an input error. A file that is there but unusable only costs the annotation places.
 */
export async function loadSources(
  settings: ReportingSettings,
  workspace: string,
): Promise<SourcesIndex | undefined> {
  try {
    const index = await loadSourcesIndex({
      workspace,
      ...(settings.sourcesFile ? { sourcesFile: settings.sourcesFile } : {}),
    });
    if (index) debug(`Sources file for annotations: ${index.file}`);
    return index;
  } catch (err) {
    if (!(err instanceof SourcesFileInvalid)) throw err;
    warning(`${err.message} (annotations are not placed on its lines)`);
    return undefined;
  }
}

/**
 * Checks before any request that the junit-file can be written, so a typo does not surface
 * only after a long test run: the path must not be a folder, nor lie under a file.
 */
export async function checkJUnitTarget(settings: ReportingSettings, workspace: string): Promise<void> {
  if (!settings.junitFile) return;
  const path = resolve(workspace, settings.junitFile);
  const kind = await pathKind(path);
  if (kind === 'directory')
    throw new UserError(`Input junit-file: ${settings.junitFile} is a folder; name a file`);
  for (let folder = dirname(path); folder !== dirname(folder); folder = dirname(folder)) {
    const above = await pathKind(folder);
    if (above === 'file')
      throw new UserError(`Input junit-file: cannot write ${settings.junitFile} (${folder} is a file)`);
    if (above === 'directory') return;
  }
}

async function pathKind(path: string): Promise<'file' | 'directory' | undefined> {
  try {
    return (await stat(path)).isDirectory() ? 'directory' : 'file';
  } catch {
    return undefined;
  }
}

export async function reportTestRun(
  run: TestRun,
  settings: ReportingSettings,
  options: ReportOptions,
): Promise<void> {
  const { counts } = run;
  // All calls, not just the failed ones: the failure line says "1 of 3 test-run calls failed".
  const conclusion = conclusionOf(counts, run.calls, settings.failOn);

  setCountOutputs(counts);
  await writeResults(options.runs);

  const annotations = buildAnnotations(run, options.sources);
  const context = readGitHubContext();
  const github = lazyGitHub(settings.githubToken, context);

  const checkRunUrl = await publishChecks(run, settings, {
    conclusion,
    annotations,
    context,
    github,
    ...options,
  });
  printAnnotations(annotations, settings.maxAnnotations, checkRunUrl !== undefined);

  appendSummary(
    renderTestSummary(run, { conclusion, failOn: settings.failOn, title: settings.checkName, checkRunUrl }),
  );
  await commentOnPullRequest(run, settings, { conclusion, context, github, checkRunUrl });
  // Last of the reports: were it to fail, the check run, annotations and summary are out already.
  if (settings.junitFile) await writeJUnit(run, settings.junitFile, options.workspace, settings.checkName);

  setOutput('conclusion', conclusion);
  if (conclusion === 'failure') {
    throw new UserError(
      failureLine(counts, run.calls, settings.failOn) ?? 'Data tests failed (see the job summary)',
    );
  }
}

function setCountOutputs(counts: Counts): void {
  setOutput('total', counts.total);
  setOutput('succeeded', counts.succeeded);
  setOutput('failed', counts.failed);
  setOutput('errored', counts.errored);
  setOutput('skipped', counts.skipped);
  setOutput('warnings', counts.warnings);
}

/** RUNNER_TEMP is cleaned after the job, and unique per job: no clash between steps or shards. */
async function writeResults(runs: readonly TestRun[]): Promise<void> {
  const folder = process.env.RUNNER_TEMP || process.env.GITHUB_WORKSPACE || process.cwd();
  const path = join(folder, `orchestration-test-results-${randomUUID().slice(0, 8)}.json`);
  await writeResultsFile(path, toResultsFile([...runs]));
  setOutput('results-file', path);
  info(`Results file: ${path}`);
}

async function writeJUnit(run: TestRun, junitFile: string, workspace: string, name: string): Promise<void> {
  const path = resolve(workspace, junitFile);
  try {
    await mkdir(dirname(path), { recursive: true });
    // Every string is redacted as the document is rendered (before escaping, which could hide a secret).
    await writeJUnitFile(path, run, { name });
  } catch (err) {
    throw new UserError(
      `Input junit-file: cannot write ${junitFile} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
    );
  }
  info(`JUnit report: ${junitFile}`);
}

/**
 * The log shows the first max-annotations as workflow-command annotations (GitHub shows only 10
 * errors per step anyway); the check run carries every one.
 */
function printAnnotations(annotations: readonly TestAnnotation[], max: number, inCheckRun: boolean): void {
  for (const a of annotations.slice(0, max)) {
    annotate(a.message, { title: a.title, file: a.file, line: a.line });
  }
  const more = annotations.length - max;
  if (more > 0) {
    const where = inCheckRun ? `the check run holds all ${annotations.length}` : 'see the job summary';
    info(
      `${more} more failing ${more === 1 ? 'test is' : 'tests are'} not annotated here (max-annotations: ${max}); ${where}.`,
    );
  }
}

type LazyGitHub = () => Promise<GitHubApi>;

/** One client for the check run and the comment, created on first use. */
function lazyGitHub(token: string, context: GitHubContext): LazyGitHub {
  let api: Promise<GitHubApi> | undefined;
  return () => {
    // Octokit loads only here, on the first request to GitHub.
    api ??= createGitHubApi(token, context.apiUrl, {
      onWait: ({ route, waitMs, attempt }) =>
        info(`GitHub rate limit on ${route}: waiting ${Math.ceil(waitMs / 1000)} s (wait ${attempt})`),
    });
    return api;
  };
}

interface CheckContext {
  conclusion: 'success' | 'failure';
  annotations: readonly TestAnnotation[];
  context: GitHubContext;
  github: LazyGitHub;
  workspace: string;
}

/** Creates the check run; returns its address, or undefined when there is none. */
async function publishChecks(
  run: TestRun,
  settings: ReportingSettings,
  { conclusion, annotations, context, github, workspace }: CheckContext,
): Promise<string | undefined> {
  if (!settings.checkRun) return undefined;
  if (!settings.githubToken) {
    info('No github-token: the check run is skipped (the results are in the job summary).');
    return undefined;
  }
  if (!context.repo || !context.headSha) {
    warning(
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
        summary: renderTestSummary(run, {
          conclusion,
          failOn: settings.failOn,
          title: settings.checkName,
          maxBytes: OUTPUT_MAX_BYTES,
        }),
        text: failingTestsText(annotations),
        annotations,
        ...(context.runUrl ? { detailsUrl: context.runUrl } : {}),
      },
      workspace,
    );
    setOutput('check-run-id', published.id);
    setOutput('check-run-url', published.htmlUrl);
    info(
      `Check run "${settings.checkName}": ${published.htmlUrl} (${published.annotations} annotations in ${published.requests} ${published.requests === 1 ? 'request' : 'requests'})`,
    );
    return published.htmlUrl;
  } catch (err) {
    if (!(err instanceof CheckRunError)) throw err;
    warning(err.message);
    if (!err.created) return undefined;
    setOutput('check-run-id', err.created.id);
    setOutput('check-run-url', err.created.htmlUrl);
    return err.created.htmlUrl;
  }
}

/** e.g. `2 failed, 1 error, 12 passed of 15 tests`; the check list shows it beside the name. */
export function checkTitle(run: TestRun): string {
  const { counts } = run;
  const parts: string[] = [];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.errored) parts.push(`${counts.errored} ${counts.errored === 1 ? 'error' : 'errors'}`);
  parts.push(`${counts.succeeded} passed`);
  const failedCalls = run.calls.filter((c) => !c.ok).length;
  const callsNote = failedCalls ? `; ${failedCalls} of ${run.calls.length} test-run calls failed` : '';
  return `${parts.join(', ')} of ${counts.total} ${counts.total === 1 ? 'test' : 'tests'}${callsNote}`;
}

/**
 * The check run's text: every failing test with its place and cause, one line each, so the full
 * list survives even when the summary had to leave rows out.
 */
function failingTestsText(annotations: readonly TestAnnotation[]): string | undefined {
  if (annotations.length === 0) return undefined;
  const lines = annotations.map((a) => {
    const where = a.file ? ` (${a.file}${a.line ? `:${a.line}` : ''})` : '';
    return `- **${escapeMarkdown(a.title)}**${escapeMarkdown(where)}: ${escapeMarkdown(oneLine(a.message).slice(0, 500))}`;
  });
  return fitBytes(`### Failing tests (${annotations.length})\n\n${lines.join('\n')}\n`, OUTPUT_MAX_BYTES);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`);
}

interface CommentContext {
  conclusion: 'success' | 'failure';
  context: GitHubContext;
  github: LazyGitHub;
  checkRunUrl: string | undefined;
}

async function commentOnPullRequest(
  run: TestRun,
  settings: ReportingSettings,
  { conclusion, context, github, checkRunUrl }: CommentContext,
): Promise<void> {
  if (settings.prComment === 'off') return;
  const action = commentAction(settings.prComment, conclusion);
  if (action === 'skip') return;
  if (context.pullRequest === undefined || !context.repo) {
    debug(`pr-comment: the ${context.eventName || 'unknown'} event is not about a pull request; no comment.`);
    return;
  }
  if (!settings.githubToken) {
    info('No github-token: the pull-request comment is skipped.');
    return;
  }
  const summary = renderTestSummary(run, {
    conclusion,
    failOn: settings.failOn,
    title: settings.checkName,
    maxBytes: COMMENT_SUMMARY_MAX_BYTES,
    ...(checkRunUrl ? { checkRunUrl } : {}),
  });
  // on-failure after a pass: the earlier failure comment must not keep saying it fails.
  const body = action === 'update-only' ? `**The data tests pass now.**\n\n${summary}` : summary;
  try {
    const outcome = await upsertPrComment(await github(), context.repo, {
      pullRequest: context.pullRequest,
      marker: commentMarker(settings.checkName),
      body,
      createIfMissing: action === 'upsert',
    });
    if (outcome.action === 'none') debug(`pr-comment: ${outcome.reason}.`);
    else info(`Pull-request comment ${outcome.action}: ${outcome.htmlUrl}`);
  } catch (err) {
    warning(describeCommentFailure(err));
  }
}
