// A model's generated tests (fixture `generatedTests`): never stored, each made from its position
// as the answer is written. Everything here is computed once per run or looked up per test, since
// a run may hold millions of them.
import type { TestStatus } from '../constants.js';
import type { GeneratedTests } from '../fixture-schema.js';
import { FAILED_CAUSE } from './outcome.js';

/** The cause of a generated result, as JSON, by status. */
export const GENERATED_CAUSE_JSON: Record<TestStatus, string> = {
  SUCCEEDED: '""',
  FAILED: JSON.stringify(FAILED_CAUSE),
  ERROR: JSON.stringify('Database Error: generated test could not run'),
};

/** The status of the i-th generated test (from 1): every errorEvery-th errors, every failEvery-th fails. */
export function generatedStatus(spec: GeneratedTests, i: number): TestStatus {
  if (spec.errorEvery !== undefined && i % spec.errorEvery === 0) return 'ERROR';
  if (spec.failEvery !== undefined && i % spec.failEvery === 0) return 'FAILED';
  return 'SUCCEEDED';
}

/** Generated durations cycle through 90 steps, 0.0105 .. 0.0995 s: short decimals. */
const STEPS = 90;
const TIMES = Array.from({ length: STEPS }, (_, step) => (105 + step * 10) / 10000);
const TIMES_SHOWN = TIMES.map((time) => time.toFixed(2));

/** The i-th generated test's duration in seconds. */
export function generatedTime(i: number): number {
  return TIMES[i % STEPS]!;
}

/** The same duration as the runner log prints it. */
export function generatedTimeShown(i: number): string {
  return TIMES_SHOWN[i % STEPS]!;
}

/** What generated names start with; the position follows, zero-padded to the count's width. */
export function generatedPrefix(model: string, spec: GeneratedTests): string {
  return spec.namePrefix ?? `${model}_test_`;
}
