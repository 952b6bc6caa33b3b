/**
 * The JUnit file (junit-file), for tools that read test reports. Its path is checked before any
 * request, so a typo does not surface only after a long run, and a link committed in the pull
 * request cannot aim it outside the workspace (checked again when it is written). A file that
 * cannot be written fails the step, but only once every other output is out.
 */
import { resolve } from 'node:path';
import { UserError } from '../../common/errors.js';
import { UnsafePath, checkWritable } from '../../files/safe-write.js';
import type { Publication, Writer } from './writer.js';

export const junitWriter: Writer = {
  on: (settings) => Boolean(settings.junitFile),
  async check({ junitFile }, workspace) {
    if (!junitFile) return;
    try {
      await checkWritable(resolve(workspace, junitFile));
    } catch (err) {
      throw junitFileProblem(junitFile, err);
    }
  },
  background: true,
  async write({ run, settings, workspace, sources, redact, runner }: Publication) {
    const junitFile = settings.junitFile!;
    const { writeJUnitFile } = await import('../../results/junit.js');
    try {
      await writeJUnitFile(resolve(workspace, junitFile), run, { name: settings.checkName, redact, sources });
    } catch (err) {
      throw junitFileProblem(junitFile, err);
    }
    runner.info(`JUnit report: ${junitFile}`);
  },
};

function junitFileProblem(junitFile: string, err: unknown): UserError {
  if (err instanceof UnsafePath) return new UserError(`Input junit-file: ${junitFile} ${err.reason}`);
  return new UserError(
    `Input junit-file: cannot write ${junitFile} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
  );
}
