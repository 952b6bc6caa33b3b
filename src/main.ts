/**
 * run(): the secret registry, the inputs, the mode's flow, the verdict. The `conclusion` output is
 * set here and only here. Flows are imported lazily so a run loads only its own mode.
 */
import * as core from '@actions/core';
import { Runner, problemsSummary } from './github/runner.js';
import { readSettings, type Mode, type Settings } from './inputs/settings.js';
import { unexpectedInputs } from './inputs/unexpected.js';
import { failure, type Flow, type Verdict } from './modes/verdict.js';
import { ActionError, FileError, UserError } from './errors.js';
import { SecretRegistry } from './secrets.js';
import { oneLine } from './text.js';

const FLOWS: Record<Mode, () => Promise<Flow<Settings>>> = {
  test: async () => (await import('./modes/test/run.js')).testFlow as Flow<Settings>,
  report: async () => (await import('./modes/report/run.js')).reportFlow as Flow<Settings>,
  deploy: async () => (await import('./modes/deploy/run.js')).deployFlow as Flow<Settings>,
  fabric: async () => (await import('./modes/fabric/run.js')).fabricFlow as Flow<Settings>,
  pipeline: async () => (await import('./modes/pipeline/run.js')).pipelineFlow as Flow<Settings>,
};

export async function run(): Promise<void> {
  const secrets = new SecretRegistry((value) => core.setSecret(value));
  const runner = new Runner(secrets);
  let verdict: Verdict;
  try {
    // Before anything can be printed: a token must never reach the log, even in an error.
    secrets.add(core.getInput('token'));
    secrets.add(core.getInput('github-token'));
    // Before the inputs are read: a typo of an input the mode uses fails the step in its own words,
    // not as the input it left unset (fabric-nme for fabric-name), and before any request.
    const unexpected = unexpectedInputs(process.env);
    for (const line of unexpected.warnings) runner.warning(line);
    if (unexpected.error !== undefined) throw new UserError(unexpected.error);
    const settings = readSettings();
    const flow = await FLOWS[settings.mode]();
    verdict = await flow(settings, runner);
  } catch (err) {
    verdict = failureOf(err, runner);
  }
  runner.setOutput('conclusion', verdict.conclusion);
  // Reports that could not be written do not change the verdict: the tests or the deploy decided it.
  const problems = runner.takeProblems();
  if (problems.length > 0)
    runner.warning(`This step could not report everything: ${problemsSummary(problems)}`);
  if (verdict.conclusion === 'failure') runner.fail(verdict.failure.line, verdict.failure.where);
}

/** Any thrown value as the step's one line; a file's error also says where it belongs. */
function failureOf(err: unknown, runner: Runner): Verdict {
  // Placed on the file only at a known line: "file not found" has no line to point at.
  if (err instanceof FileError)
    return failure(err.message, err.line === undefined ? undefined : { file: err.file, line: err.line });
  if (err instanceof ActionError) return failure(err.message);
  if (err instanceof Error && err.stack) runner.debug(err.stack);
  return failure(oneLine(`Unexpected error: ${err instanceof Error ? err.message : String(err)}`));
}
