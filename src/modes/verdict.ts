/**
 * What every mode's flow is: given the validated settings and the runner, do the mode's work and
 * report it, and return the verdict. main.ts sets the `conclusion` output from the verdict and
 * fails the step with its line; an exception (a bad input, a file, a failed request) is a failure
 * too, turned into its one line there.
 */
import type { Runner, Where } from '../github/runner.js';

export interface Verdict {
  conclusion: 'success' | 'failure';
  /** The step's one failure line (and where it belongs, for a file's error). */
  failure?: { line: string; where?: Where };
}

export type Flow<S> = (settings: S, runner: Runner) => Promise<Verdict>;

export const SUCCESS: Verdict = { conclusion: 'success' };

export function failure(line: string, where?: Where): Verdict {
  return { conclusion: 'failure', failure: where ? { line, where } : { line } };
}
