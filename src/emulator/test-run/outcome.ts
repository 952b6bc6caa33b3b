// How each fixture test of a run ends. The branch's override wins over the version's, which wins
// over the fixture's own outcome.
import type { TestStatus } from '../constants.js';
import type { ProjectRecord } from '../state.js';
import type { Store } from '../store.js';
import type { Planned } from './select.js';

/** For a FAILED test the fixture gives no cause. */
export const FAILED_CAUSE = 'Got 1 result, configured to fail if != 0';

export interface RunOf {
  project: ProjectRecord;
  branch: string;
  version: string;
}

export interface Outcome {
  status: TestStatus;
  /** '' for a test that succeeded. */
  cause: string;
  /** Seconds. */
  time: number;
}

/** `index` varies the default duration. */
export function outcomeOf(test: Planned, index: number, run: RunOf, runs: FlakyRuns): Outcome {
  const { spec } = test;
  const override = ownEntry(spec.byBranch, run.branch) ?? ownEntry(spec.byVersion, run.version);
  const sequence = override ? override.outcomes : spec.outcomes;
  let status: TestStatus = override ? override.outcome : spec.outcome;
  const cause = override ? override.cause : spec.cause;
  if (sequence) {
    const key = [run.project.id, run.branch, run.version, test.location, spec.name].join('\u0000');
    status = sequence[Math.min(runs.next(key), sequence.length - 1)]!;
  }
  const time = spec.time ?? durationOf(test.name, index);
  if (status === 'SUCCEEDED') return { status, cause: '', time };
  return { status, cause: cause ?? defaultCause(status, spec.name), time };
}

/** Saved once per request, so a flaky test moves through its outcomes across requests and restarts. */
export class FlakyRuns {
  private readonly store: Store;
  private readonly counted = new Map<string, number>();

  constructor(store: Store) {
    this.store = store;
  }

  /** How many times the test ran before on this branch and version; counts this run. */
  next(key: string): number {
    const before = this.counted.get(key) ?? this.store.state.testRuns?.[key] ?? 0;
    this.counted.set(key, before + 1);
    return before;
  }

  save(): void {
    if (this.counted.size === 0) return;
    this.store.mutate((state) => {
      state.testRuns ??= {};
      for (const [key, runs] of this.counted) state.testRuns[key] = runs;
    });
  }
}

/** Never a property every object has (a branch named `constructor`). */
function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function defaultCause(status: TestStatus, name: string): string {
  return status === 'FAILED'
    ? FAILED_CAUSE
    : `Database Error in test ${name}: could not execute the test query`;
}

/** Stable, so repeated runs give identical bodies. */
function durationOf(name: string, index: number): number {
  let h = index;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return (20 + (h % 480)) / 1000; // 0.020 .. 0.499 s
}
