// How a pipeline run goes and where it stands. Time is scaled (EmulatorTime) so that tests need not
// wait out a run of ten minutes.
import type { PipelineRunScript } from './fixture-schema.js';
import type { RunRecord } from './state.js';
import type { EmulatorTime } from './store.js';

/** Seconds RUNNING when the fixture does not say. */
export const DEFAULT_RUN_SECONDS = 60;

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
  const phases = [...before, { status: 'RUNNING', seconds }];
  return { phases, outcome, ...(errorMessage !== undefined ? { errorMessage } : {}) };
}

export interface RunPosition {
  status: string;
  /** Emulated ms since the epoch. */
  since: number;
  ended: boolean;
}

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

/** `2025-06-17T18:01:49.275000`: microseconds and no zone, as the service writes them. */
export function serviceTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}000`;
}
