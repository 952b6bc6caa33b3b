/**
 * The history file test and report modes read (docs/history-file.md): read and checked before any
 * request, a file that is not one set aside with one warning; then, once the step knows where it
 * runs, whether this run is appended (history-update), and the history before it, which explains
 * its failures. The file is written by the history writer (publish/history-writer.ts).
 */
import { resolve } from 'node:path';
import type { PublishingSettings } from '../inputs/settings.js';
import type { Runner } from '../github/runner.js';
import type { GitHubContext } from '../github/context.js';
import {
  emptyHistory,
  withoutRun,
  type History,
  type HistoryIdentity,
  type HistoryRun,
} from '../results/test-history.js';
import type { HistoryStep } from '../results/history-step.js';
import { readHistoryFile } from '../results/read-history.js';
import { utcDate } from '../results/history-words.js';
import { formatCount, plural } from '../common/text.js';

/** The file as read: its history, or a new one when there was none or it was set aside. */
export interface LoadedHistory {
  /** history-file, as the input named it. */
  file: string;
  /** Where it is, in the workspace. */
  path: string;
  history: History;
}

/** Before any request: the history, a file that is not one said in one warning. */
export async function loadHistory(
  settings: PublishingSettings,
  identity: HistoryIdentity,
  workspace: string,
  runner: Pick<Runner, 'info' | 'warning'>,
): Promise<LoadedHistory | undefined> {
  const file = settings.historyFile;
  if (file === undefined) return undefined;
  const path = resolve(workspace, file);
  const read = await readHistoryFile(path, identity, file);
  if (read.problem !== undefined)
    runner.warning(`history-file: ${read.problem}; it is set aside, and a new history starts with this run`);
  else if (!read.history)
    runner.info(`History: ${file} does not exist yet; a new history starts with this run`);
  else runner.info(`History: ${file} holds ${describeHistory(read.history)}`);
  return { file, path, history: read.history ?? emptyHistory(identity) };
}

/** `12 runs of 140 tests, the latest on 2026-11-28 (run 4242 on main)`. */
function describeHistory(history: History): string {
  const { runs, tests } = history;
  const counted = `${formatCount(runs.length)} ${plural(runs.length, 'run')} of ${formatCount(tests.size)} ${plural(tests.size, 'test')}`;
  const latest = runs.at(-1);
  if (!latest) return counted;
  const on = latest.branch === undefined ? '' : ` on ${latest.branch}`;
  return `${counted}, the latest on ${utcDate(latest.time) ?? 'an unknown day'} (run ${latest.id}${on})`;
}

/** What publishing does with the history: explain the run by it, and append the run or not. */
export interface HistoryPlan {
  loaded: LoadedHistory;
  /** The history before this run, for the step that finishes it (results/finish.ts). */
  step: HistoryStep;
  /** This run's entry, but its time (the run's start): set when the run is appended. */
  entry: Omit<HistoryRun, 'time'> | undefined;
  /** history-runs. */
  maxRuns: number;
}

/** Whether this run is appended, said in one line, and the history before it. */
export function planHistory(
  loaded: LoadedHistory,
  settings: PublishingSettings,
  context: GitHubContext,
  runner: Pick<Runner, 'info'>,
): HistoryPlan {
  const { history } = loaded;
  const decided = appendDecision(settings.historyUpdate, context, history);
  const step: HistoryStep = { file: loaded.file, history: withoutRun(history, context.runId) };
  const plan: HistoryPlan = { loaded, step, entry: undefined, maxRuns: settings.historyRuns };
  if (!decided.append || context.runId === undefined) {
    runner.info(`History: this run is not appended to ${loaded.file}: ${decided.why}`);
    return plan;
  }
  runner.info(`History: this run is appended to ${loaded.file} (${decided.why})`);
  const entry: Omit<HistoryRun, 'time'> = {
    id: context.runId,
    attempt: context.runAttempt,
    sha: context.headSha ?? '',
    ...(context.runUrl !== undefined && { url: context.runUrl }),
    ...(context.branch !== undefined && { branch: context.branch }),
  };
  return { ...plan, entry };
}

/** The events whose runs on the default branch history-update: auto appends. */
const APPENDING_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);

type Decision = { append: true; why: string } | { append: false; why: string };

/**
 * auto: a push to the default branch, or a schedule or workflow_dispatch run on it (GitHub runs a
 * schedule on the default branch only); never a pull request, whose changes are not the branch's
 * yet. Whatever the setting, a run needs its id to be appended once, and a later attempt already
 * in the file is not replaced by an earlier one.
 */
function appendDecision(
  setting: PublishingSettings['historyUpdate'],
  context: GitHubContext,
  history: History,
): Decision {
  const { runId, runAttempt, eventName, branch, defaultBranch } = context;
  if (setting === 'false') return { append: false, why: 'history-update is false' };
  if (runId === undefined)
    return {
      append: false,
      why: 'GITHUB_RUN_ID does not name the workflow run, so its entry could not be told apart',
    };
  const later = history.runs.find((run) => run.id === runId && run.attempt > runAttempt);
  if (later) return { append: false, why: `it already holds attempt ${later.attempt} of this workflow run` };
  const again = history.runs.some((run) => run.id === runId) ? ', in place of its earlier attempt' : '';
  if (setting === 'true') return { append: true, why: `history-update is true${again}` };
  if (eventName.startsWith('pull_request'))
    return { append: false, why: 'a pull request reads the history and writes none (history-update: auto)' };
  if (!APPENDING_EVENTS.has(eventName))
    return {
      append: false,
      why: `a ${eventName || 'local'} run is not appended (history-update: auto appends a push, schedule or workflow_dispatch run on the default branch)`,
    };
  if (branch === undefined)
    return { append: false, why: 'the run is not on a branch (history-update: auto)' };
  if (defaultBranch === undefined && eventName !== 'schedule')
    return {
      append: false,
      why: `the event does not name the default branch, so ${branch} cannot be known to be it (history-update: auto)`,
    };
  if (defaultBranch !== undefined && branch !== defaultBranch)
    return {
      append: false,
      why: `${branch} is not the default branch, ${defaultBranch} (history-update: auto)`,
    };
  const what = eventName === 'push' ? 'a push to' : `a ${eventName} run on`;
  return { append: true, why: `${what} ${branch}, the default branch${again}` };
}
