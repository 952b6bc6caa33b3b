/**
 * Every output of a finished run, in the order they are written: the log and the outputs first,
 * then the files, started at once and written while GitHub answers the check run, then what goes
 * to GitHub, each linking what came before. A new output (SARIF, say) is a file exporting its
 * Writer (writer.ts) and one line here.
 */
import type { PublishingSettings } from '../../inputs/settings.js';
import { annotationsWriter } from './annotations-writer.js';
import { checkRunWriter } from './check-run-writer.js';
import { commentWriter } from './comment-writer.js';
import { countsWriter } from './counts-writer.js';
import { healthIssueWriter } from './health-issue-writer.js';
import { historyWriter } from './history-writer.js';
import { junitWriter } from './junit-writer.js';
import { logWriter } from './log-writer.js';
import { resultsFileWriter } from './results-file-writer.js';
import { summaryWriter } from './summary-writer.js';
import type { Writer } from './writer.js';

const WRITERS: readonly Writer[] = [
  logWriter,
  countsWriter,
  resultsFileWriter,
  historyWriter,
  junitWriter,
  checkRunWriter,
  annotationsWriter,
  summaryWriter,
  commentWriter,
  healthIssueWriter,
];

/** The writers the settings turn on, in order. */
export function writersFor(settings: PublishingSettings): Writer[] {
  return WRITERS.filter((writer) => writer.on?.(settings) ?? true);
}

/** Each writer's check, before any request: a run that cannot be published fails before it starts. */
export async function checkWriters(settings: PublishingSettings, workspace: string): Promise<void> {
  for (const writer of writersFor(settings)) await writer.check?.(settings, workspace);
}
