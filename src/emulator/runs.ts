// How a pipeline run goes: the fixture's script for a version turned into phases when the run is
// triggered, and where a run stands at a moment of the emulator's time. Time is scaled (store.ts,
// EmulatorTime) so that tests and benchmarks need not wait out a run of ten minutes.
import type { PipelineRunScript } from './fixture-schema.js';
import type { RunPhase, RunRecord } from './state.js';
import type { EmulatorTime } from './store.js';

/** How long a run stays RUNNING when the fixture does not say. */
export const DEFAULT_RUN_SECONDS = 60;

/** What a run of this pipeline and version does: the script, with the version's changes over it. */
export function runPlan(
  script: PipelineRunScript,
  pipelineName: string,
  version: string,
): Pick<RunRecord, 'phases' | 'outcome' | 'errorMessage'> {
  const change = Object.hasOwn(script.byVersion, version) ? script.byVersion[version] : undefined;
  const before = change?.before ?? script.before ?? [];
  const seconds = change?.seconds ?? script.seconds ?? DEFAULT_RUN_SECONDS;
  const outcome = change?.outcome ?? script.outcome ?? 'SUCCEEDED';
  // The service gives an errorMessage with ERROR; a script that names none still gets one.
  const errorMessage =
    change?.errorMessage ??
    script.errorMessage ??
    (outcome === 'ERROR' ? `Pipeline ${pipelineName} failed` : undefined);
  const phases: RunPhase[] = [...before, { status: 'RUNNING', seconds }];
  return { phases, outcome, ...(errorMessage !== undefined ? { errorMessage } : {}) };
}

/** Where a run stands: its status word and, in emulated ms since the epoch, when it took it. */
export interface RunPosition {
  status: string;
  /** When the current status began (emulated). */
  since: number;
  ended: boolean;
}

/** Emulated time of a moment of the emulator's clock: the run's start plus its scaled age. */
function emulated(run: RunRecord, time: EmulatorTime, at: number): number {
  return run.createdAt + Math.max(0, at - run.createdAt) * time.scale;
}

export function positionAt(run: RunRecord, time: EmulatorTime): RunPosition {
  const age = emulated(run, time, time.now()) - run.createdAt;
  let start = 0;
  for (const phase of run.phases) {
    const end = start + phase.seconds * 1000;
    if (age < end) return { status: phase.status, since: run.createdAt + start, ended: false };
    start = end;
  }
  return { status: run.outcome, since: run.createdAt + start, ended: true };
}

/** `2025-06-17T18:01:49.275000`: the service's timestamps, microseconds and no zone. */
export function serviceTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}000`;
}
