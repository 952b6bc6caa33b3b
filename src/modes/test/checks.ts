/**
 * What test and report mode check before any request. Apart from publish.ts so that a test run
 * loads the reporting code only once its calls are done.
 */
import { resolve } from 'node:path';
import { UserError } from '../../errors.js';
import type { ReportingSettings } from '../../inputs/settings.js';
import { UnsafePath, checkWritable } from '../../files/safe-write.js';

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
