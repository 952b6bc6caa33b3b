/**
 * run(): mask the tokens, read every input, dispatch on the mode, and turn any error into the
 * step's single failure line. Mode flows are imported lazily so a run loads only its own code.
 */
import { debug, getInput, hasOutput, setFailed, setOutput, setSecret } from './github/runner.js';
import { readSettings } from './inputs.js';
import type { Mode, Settings } from './inputs.js';
import { describeError } from './describe-error.js';

type Flow = (settings: Settings) => Promise<void>;

const FLOWS: Record<Mode, () => Promise<Flow>> = {
  test: async () => (await import('./run/test.js')).runTestFlow as Flow,
  report: async () => (await import('./run/report.js')).runReportFlow as Flow,
  deploy: async () => (await import('./run/deploy.js')).runDeployFlow as Flow,
  fabric: async () => (await import('./run/fabric.js')).runFabricFlow as Flow,
};

export async function run(): Promise<void> {
  try {
    // Before anything can be printed: a token must never reach the log, even in an error.
    setSecret(getInput('token'));
    setSecret(getInput('github-token'));
    const settings = readSettings();
    const flow = await FLOWS[settings.mode]();
    await flow(settings);
  } catch (err) {
    const { line, stack } = describeError(err);
    if (stack) debug(stack);
    if (!hasOutput('conclusion')) setOutput('conclusion', 'failure');
    setFailed(line);
  }
}
