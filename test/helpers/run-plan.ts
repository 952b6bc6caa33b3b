/**
 * executeTestPlan and then the steps that finish its run, as test mode takes them (without
 * baseline-results or a quarantine file): the run test mode reports.
 */
import { executeTestPlan } from '../../src/modes/data-tests/execute.js';
import { finishRun } from '../../src/results/finish.js';
import type { TestRun } from '../../src/results/model.js';

export async function runTestPlan(...args: Parameters<typeof executeTestPlan>): Promise<TestRun> {
  const { run, steps } = await executeTestPlan(...args);
  return finishRun(run, steps);
}
