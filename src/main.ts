/**
 * run(): the secret registry, the inputs, the mode's flow, the verdict. The `conclusion` output is
 * set here and only here. Flows are imported lazily so a run loads only its own mode.
 */
// First: it configures zod before any schema is built.
import './common/zod-config.js';
import { Runner, problemsSummary } from './github/runner.js';
import { inputValue, issueCommand } from './github/runner-protocol.js';
import { readSettings, type Mode, type Settings } from './inputs/settings.js';
import { unexpectedInputs } from './inputs/unexpected.js';
import { failure, type Flow, type Verdict } from './modes/flow.js';
import { ActionError, FileError, UserError } from './common/errors.js';
import { SecretRegistry } from './common/secret-registry.js';
import { oneLine, plainSeconds } from './common/text.js';

const FLOWS: Record<Mode, () => Promise<Flow<Settings>>> = {
  test: async () => (await import('./modes/data-tests/run.js')).testFlow as Flow<Settings>,
  report: async () => (await import('./modes/report/run.js')).reportFlow as Flow<Settings>,
  deploy: async () => (await import('./modes/deploy/run.js')).deployFlow as Flow<Settings>,
  fabric: async () => (await import('./modes/fabric/run.js')).fabricFlow as Flow<Settings>,
  pipeline: async () => (await import('./modes/pipeline/run.js')).pipelineFlow as Flow<Settings>,
};

export async function run(): Promise<void> {
  const secrets = new SecretRegistry((value) => issueCommand('add-mask', value));
  const runner = new Runner(secrets);
  const cancellation = handleCancellation(runner);
  let verdict: Verdict;
  try {
    // Before anything can be printed: a token must never reach the log, even in an error.
    secrets.add(inputValue('token'));
    secrets.add(inputValue('github-token'));
    // Before the inputs are read: a typo of an input the mode uses fails the step in its own words,
    // not as the input it left unset (fabric-nme for fabric-name), and before any request.
    const unexpected = unexpectedInputs(process.env);
    for (const line of unexpected.warnings) runner.warning(line);
    if (unexpected.error !== undefined) throw new UserError(unexpected.error);
    const settings = readSettings(inputValue);
    const flow = await FLOWS[settings.mode]();
    verdict = await flow(settings, runner);
  } catch (err) {
    verdict = failureOf(err, runner);
  }
  // A signal came first: its handler reports the step and exits.
  if (!cancellation.finishing()) return;
  finish(verdict, runner);
  cancellation.remove();
}

/** The conclusion, a warning for what could not be written, and the failure line. */
function finish(verdict: Verdict, runner: Runner): void {
  runner.setOutput('conclusion', verdict.conclusion);
  // Reports that could not be written do not change the verdict: the tests or the deploy decided it.
  const problems = runner.takeProblems();
  if (problems.length > 0)
    runner.warning(`This step could not report everything: ${problemsSummary(problems)}`);
  if (verdict.conclusion === 'failure') runner.fail(verdict.failure.line, verdict.failure.where);
}

/** The signals the runner sends a step when its job is cancelled: SIGINT, then SIGTERM, then a kill. */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/**
 * Most time a cancelled step spends on its flow's cancel handlers before it exits all the same: the
 * runner kills it 10 s after the first signal.
 */
const CANCEL_HANDLERS_MS = 5000;

/**
 * On the first signal while a flow runs: the handlers the flow registered (Runner.whenCancelled)
 * write the outputs and the summary of what was done, then the step fails, saying so, and exits.
 */
function handleCancellation(runner: Runner): { finishing(): boolean; remove(): void } {
  let state: 'running' | 'cancelled' | 'finishing' = 'running';
  const onSignal = (signal: NodeJS.Signals): void => {
    // Once the flow is done the step ends on its own, in moments; a second signal changes nothing.
    if (state !== 'running') return;
    state = 'cancelled';
    process.exitCode = 1;
    void cancelled(runner, signal).finally(() => process.exit());
  };
  for (const signal of CANCEL_SIGNALS) process.on(signal, onSignal);
  return {
    /** False when a signal came first. */
    finishing: () => {
      if (state === 'cancelled') return false;
      state = 'finishing';
      return true;
    },
    remove: () => {
      for (const signal of CANCEL_SIGNALS) process.off(signal, onSignal);
    },
  };
}

async function cancelled(runner: Runner, signal: NodeJS.Signals): Promise<void> {
  const said: string[] = [];
  for (const handler of runner.cancelHandlers()) {
    try {
      said.push(await withinMs(handler(), CANCEL_HANDLERS_MS));
    } catch (err) {
      said.push(`what it did could not be reported (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  const line = `The job was cancelled (${signal}) before this step ended${said.length > 0 ? `: ${said.join('; ')}` : ''}`;
  finish(failure(oneLine(line)), runner);
}

/** `promise`, or a rejection once `ms` have passed; the timer does not keep the process alive. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => reject(new Error(`no end within ${plainSeconds(ms)}`)), ms).unref();
    promise.then(resolve, reject);
  });
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
