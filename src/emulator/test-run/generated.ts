// A model's generated tests: never stored, each made from its position as the answer is written.
// Everything is computed once per run or looked up per test, since a run may hold millions.
import type { TestStatus } from '../constants.js';
import type { GeneratedTests } from '../fixture-schema.js';
import { FAILED_CAUSE } from './outcome.js';

export const GENERATED_CAUSE_JSON: Record<TestStatus, string> = {
  SUCCEEDED: '""',
  FAILED: JSON.stringify(FAILED_CAUSE),
  ERROR: JSON.stringify('Database Error: generated test could not run'),
};

/** `i` from 1. */
export function generatedStatus(spec: GeneratedTests, i: number): TestStatus {
  if (spec.errorEvery !== undefined && i % spec.errorEvery === 0) return 'ERROR';
  if (spec.failEvery !== undefined && i % spec.failEvery === 0) return 'FAILED';
  return 'SUCCEEDED';
}

/** Durations cycle through 0.0105 .. 0.0995 s: short decimals. */
const STEPS = 90;
const TIMES = Array.from({ length: STEPS }, (_, step) => (105 + step * 10) / 10000);
const TIMES_SHOWN = TIMES.map((time) => time.toFixed(2));

/** Seconds. */
export function generatedTime(i: number): number {
  return TIMES[i % STEPS]!;
}

export function generatedTimeShown(i: number): string {
  return TIMES_SHOWN[i % STEPS]!;
}

/** The position follows, zero-padded to the count's width. */
export function generatedPrefix(model: string, spec: GeneratedTests): string {
  return spec.namePrefix ?? `${model}_test_`;
}
