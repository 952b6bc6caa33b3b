// Owns the state and writes it to disk atomically after every mutation. Handlers validate first
// and mutate last, so a rejected request never leaves half a change behind.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { notFound } from './http.js';
import { type EmulatorState, type FabricRecord, FIRST_IDS, type IdKind, spellings } from './state.js';

/**
 * What pipeline runs follow: a clock (ms since the epoch) and emulated seconds per second of it.
 * Not part of the state: a restarted emulator may run at another pace.
 */
export interface EmulatorTime {
  now(): number;
  scale: number;
}

/** Every mutation goes through `mutate` so it is persisted before the answer. */
export class Store {
  readonly state: EmulatorState;
  readonly time: EmulatorTime;
  private readonly statePath: string | undefined;

  /** A leftover temp file next to `statePath` is ignored. */
  constructor(seed: () => EmulatorState, statePath: string | undefined, time: EmulatorTime) {
    this.statePath = statePath;
    this.time = time;
    if (statePath !== undefined && existsSync(statePath)) {
      this.state = readState(statePath);
      return;
    }
    if (statePath !== undefined) mkdirSync(dirname(statePath), { recursive: true });
    this.state = seed();
    this.persist();
  }

  mutate<T>(change: (state: EmulatorState) => T): T {
    const result = change(this.state);
    this.persist();
    return result;
  }

  nextId(kind: IdKind): string {
    return String(this.state.nextIds[kind]++);
  }

  /** One 404 wording for every route that names a fabric by id. */
  fabric(id: string): FabricRecord {
    const fabric = this.state.fabrics.find((f) => f.id === id);
    if (!fabric) throw notFound(`Fabric ${id} not found`);
    return fabric;
  }

  private persist(): void {
    if (this.statePath !== undefined) writeStateAtomic(this.statePath, this.state);
  }
}

/** Temp file, fsync, rename: a crash leaves either the old or the new file whole. */
export function writeStateAtomic(path: string, state: EmulatorState): void {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(state, null, 1) + '\n', { mode: 0o600, flush: true });
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
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
  const cannotLoad = (reason: string) => new Error(`Cannot load emulator state ${path}: ${reason}`);
  let s: Partial<EmulatorState> | null;
  try {
    s = JSON.parse(readFileSync(path, 'utf8')) as Partial<EmulatorState> | null;
  } catch (err) {
    throw cannotLoad(err instanceof Error ? err.message : String(err));
  }
  const lists = [s?.fabrics, s?.projects, s?.tokens, s?.deployments];
  if (s?.format !== 'orchestration-emulator-state' || s.formatVersion !== 1 || !lists.every(Array.isArray))
    throw cannotLoad('not a state file of this emulator (format version 1)');
  // Older state files lack spellings and pipeline runs.
  s.accepts ??= spellings();
  s.runs ??= [];
  if (s.nextIds) s.nextIds.run ??= FIRST_IDS.run;
  return s as EmulatorState;
}
