/**
 * What test and report mode check before any request. Apart from publish.ts so that a test run
 * loads the reporting code only once its calls are done.
 */
import { resolve } from 'node:path';
import { UserError } from '../../errors.js';
import type { ReportingSettings } from '../../inputs/settings.js';
import type { Runner } from '../../github/runner.js';
import { SourcesFileInvalid, loadSourcesIndex, type SourcesIndex } from '../../files/sources.js';
import { UnsafePath, checkWritable } from '../../files/safe-write.js';
import { utcDay } from '../../results/quarantine.js';
import type { QuarantineFile } from '../../files/quarantine.js';
import { formatCount } from '../../text.js';

/** A sources-file naming no file is an input error; one that is unusable only costs annotation places. */
export async function loadSources(
  settings: ReportingSettings,
  workspace: string,
  runner: Runner,
): Promise<SourcesIndex | undefined> {
  try {
    const index = await loadSourcesIndex({ workspace, sourcesFile: settings.sourcesFile });
    if (index) runner.debug(`Sources file for annotations: ${index.file}`);
    return index;
  } catch (err) {
    if (!(err instanceof SourcesFileInvalid)) throw err;
    // The error is its own Where: its file and line.
    runner.warning(`${err.message} (annotations are not placed on its lines)`, err);
    return undefined;
  }
}

/**
 * Before any request, so a typo does not surface only after a long run, and a link committed in the
 * pull request cannot aim the report outside the workspace (checked again when it is written).
 */
export async function checkJUnitTarget(settings: ReportingSettings, workspace: string): Promise<void> {
  if (!settings.junitFile) return;
  try {
    await checkWritable(resolve(workspace, settings.junitFile));
  } catch (err) {
    throw junitFileProblem(settings.junitFile, err);
  }
}

export function junitFileProblem(junitFile: string, err: unknown): UserError {
  if (err instanceof UnsafePath) return new UserError(`Input junit-file: ${junitFile} ${err.reason}`);
  return new UserError(
    `Input junit-file: cannot write ${junitFile} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
  );
}

/** The quarantine file as checked, and the UTC day it was checked against. */
export interface LoadedQuarantine {
  file: QuarantineFile;
  today: string;
}

/**
 * The quarantine file, its entries checked against the UTC day of this read, none reaching further
 * than quarantine-max-days after it.
 */
export async function loadQuarantine(
  settings: ReportingSettings,
  runner: Runner,
): Promise<LoadedQuarantine | undefined> {
  if (!settings.quarantineFile) return undefined;
  const today = utcDay(new Date());
  // The YAML reader loads only when a file is given.
  const { loadQuarantineFile } = await import('../../files/quarantine.js');
  const file = await loadQuarantineFile(settings.quarantineFile, {
    today,
    maxDays: settings.quarantineMaxDays,
  });
  const n = file.entries.length;
  const expired = file.entries.filter((e) => today > e.until).length;
  const past =
    expired > 0 ? `, ${formatCount(expired)} of them past ${expired === 1 ? 'its' : 'their'} until day` : '';
  runner.info(`Quarantine: ${formatCount(n)} ${n === 1 ? 'entry' : 'entries'} in ${file.path}${past}`);
  return { file, today };
}
