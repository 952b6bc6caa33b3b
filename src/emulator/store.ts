// Owns the state and writes it to disk atomically after every mutation. Handlers validate first
// and mutate last, so a rejected request never leaves half a change behind.
import {
  closeSync,
  existsSync,
  mkdirSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { FIRST_IDS, spellings } from './constants.js';
import type { EmulatorState, FabricRecord, IdKind } from './state.js';

/**
 * What pipeline runs follow: a clock (ms since the epoch) and emulated seconds per second of it.
 * Not part of the state: a restarted emulator may run at another pace.
 */
export interface EmulatorTime {
  now(): number;
  scale: number;
}

export const REAL_TIME: EmulatorTime = { now: () => Date.now(), scale: 1 };

/** Every mutation goes through `mutate` so it is persisted before the answer. */
export class Store {
  readonly state: EmulatorState;
  readonly time: EmulatorTime;
  private readonly statePath: string | undefined;

  constructor(state: EmulatorState, statePath?: string, time: EmulatorTime = REAL_TIME) {
    this.state = state;
    this.statePath = statePath;
    this.time = time;
  }

  /** A leftover temp file next to `statePath` is ignored. */
  static open(seed: () => EmulatorState, statePath?: string, time?: EmulatorTime): Store {
    if (statePath !== undefined && existsSync(statePath))
      return new Store(readState(statePath), statePath, time);
    if (statePath !== undefined) mkdirSync(dirname(statePath), { recursive: true });
    const store = new Store(seed(), statePath, time);
    store.persist();
    return store;
  }

  mutate<T>(change: (state: EmulatorState) => T): T {
    const result = change(this.state);
    this.persist();
    return result;
  }

  nextId(kind: IdKind): string {
    return String(this.state.nextIds[kind]++);
  }

  peekId(kind: IdKind): string {
    return String(this.state.nextIds[kind]);
  }

  fabric(id: string): FabricRecord | undefined {
    return this.state.fabrics.find((f) => f.id === id);
  }

  snapshot(): EmulatorState {
    return structuredClone(this.state);
  }

  persist(): void {
    if (this.statePath !== undefined) writeStateAtomic(this.statePath, this.state);
  }
}

/** Temp file, fsync, rename: a crash leaves either the old or the new file whole. */
export function writeStateAtomic(path: string, state: EmulatorState): void {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(state, null, 1) + '\n');
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    unlinkSync(tmp);
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (err) {
    unlinkSync(tmp);
    throw err;
  }
  // Make the rename itself durable; not every platform lets a directory be fsynced.
  try {
    const dirFd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    /* best effort */
  }
}

function readState(path: string): EmulatorState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(
      `Cannot load emulator state ${path}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const s = parsed as Partial<EmulatorState> | null;
  if (
    s === null ||
    typeof s !== 'object' ||
    s.format !== 'orchestration-emulator-state' ||
    s.formatVersion !== 1 ||
    !Array.isArray(s.fabrics) ||
    !Array.isArray(s.projects) ||
    !Array.isArray(s.tokens) ||
    !Array.isArray(s.deployments)
  )
    throw new Error(
      `Cannot load emulator state ${path}: not a state file of this emulator (format version 1)`,
    );
  // Older state files lack spellings and pipeline runs.
  s.accepts ??= spellings();
  s.runs ??= [];
  if (s.nextIds) s.nextIds.run ??= FIRST_IDS.run;
  return s as EmulatorState;
}
