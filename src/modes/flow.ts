/**
 * A mode's flow: do the work, publish it, return the verdict. main.ts turns the verdict (or a thrown
 * error) into the `conclusion` output and the step's one failure line.
 */
import type { OutputName } from '../github/output-names.js';
import type { Runner, Where } from '../github/runner.js';

export type Verdict =
  { conclusion: 'success' } | { conclusion: 'failure'; failure: { line: string; where: Where | undefined } };

export type Flow<S> = (settings: S, runner: Runner) => Promise<Verdict>;

export const SUCCESS: Verdict = { conclusion: 'success' };

export function failure(line: string, where?: Where): Verdict {
  return { conclusion: 'failure', failure: { line, where } };
}

/** Each output that has a value, in this order. */
export function setOutputs(
  runner: Runner,
  outputs: Partial<Record<OutputName, string | number | boolean>>,
): void {
  for (const [name, value] of Object.entries(outputs) as [
    OutputName,
    string | number | boolean | undefined,
  ][])
    if (value !== undefined) runner.setOutput(name, value);
}
