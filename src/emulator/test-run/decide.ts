// How each fixture test of a run ends. The branch's override wins over the version's, which wins
// over the fixture's own outcome.
import type { ProjectRecord } from '../state.js';
import type { Store } from '../store.js';
import type { Planned } from './select.js';
import { ownEntry } from '../validate.js';

/** For a FAILED test the fixture gives no cause. */
export const FAILED_CAUSE = 'Got 1 result, configured to fail if != 0';

/**
 * Every outcome, before the answer is written. A flaky test's runs are saved once per request, so
 * it moves through its outcomes across requests and restarts.
 */
export function decide(
  store: Store,
  tests: Planned[],
  run: { project: ProjectRecord; branch: string; version: string },
) {
  const counted = new Map<string, number>();
  const decided = tests.map((test, index) => {
    const { spec } = test;
    const { outcome, outcomes, cause } =
      ownEntry(spec.byBranch, run.branch) ?? ownEntry(spec.byVersion, run.version) ?? spec;
    let status = outcome;
    if (outcomes) {
      // How many times the test ran before on this branch and version.
      const key = [run.project.id, run.branch, run.version, test.location, spec.name].join('\u0000');
      const before = counted.get(key) ?? store.state.testRuns?.[key] ?? 0;
      counted.set(key, before + 1);
      status = outcomes[Math.min(before, outcomes.length - 1)]!;
    }
    const time = spec.time ?? durationOf(test.name, index);
    if (status === 'SUCCEEDED') return { ...test, status, cause: '', time };
    const fallback =
      status === 'FAILED'
        ? FAILED_CAUSE
        : `Database Error in test ${spec.name}: could not execute the test query`;
    return { ...test, status, cause: cause ?? fallback, time };
  });
  if (counted.size > 0)
    store.mutate((state) => {
      state.testRuns = { ...state.testRuns, ...Object.fromEntries(counted) };
    });
  return decided;
}

/** Stable, so repeated runs give identical bodies; `index` varies it. */
function durationOf(name: string, index: number): number {
  let h = index;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return (20 + (h % 480)) / 1000; // 0.020 .. 0.499 s
}
