// statePath: atomic writes after every mutation, reload on start.
import { beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmulatorState } from '../../src/emulator/state.js';
import { writeStateAtomic } from '../../src/emulator/store.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { get, post, start } from './support/harness.js';
import { tempDir } from '../helpers/temp-dir.js';

let dir: string;
let statePath: string;
beforeEach(() => {
  dir = tempDir('emu-state-');
  statePath = join(dir, 'state.json');
});

const onDisk = (): EmulatorState => JSON.parse(readFileSync(statePath, 'utf8')) as EmulatorState;

async function withEmulator<T>(fn: (emu: RunningEmulator) => Promise<T>): Promise<T> {
  const emu = await start({ statePath });
  try {
    return await fn(emu);
  } finally {
    await emu.stop();
  }
}

describe('persistence', () => {
  test('the seeded state is written at start, and every mutation is on disk before the answer', async () => {
    await withEmulator(async (emu) => {
      expect(onDisk()).toEqual(emu.state());
      expect(onDisk().format).toBe('orchestration-emulator-state');
      await post(emu, '/api/orchestration/fabric', {
        name: 'sandbox',
        teamName: 'marketing',
        provider: 'bigquery',
      });
      expect(onDisk().fabrics.map((f) => f.name)).toEqual(['analytics-dev', 'analytics-prod', 'sandbox']);
      await post(emu, '/api/deploy/project', {
        projectName: 'retail',
        fabricName: 'sandbox',
        gitTag: 'retail/1.0.0',
      });
      expect(onDisk().deployments.map((d) => d.deploymentId)).toEqual(['90001']);
      expect(readdirSync(dir)).toEqual(['state.json']); // no temp files left behind
    });
  });

  test('state survives a restart and ids keep counting', async () => {
    await withEmulator(async (emu) => {
      await post(emu, '/api/orchestration/fabric', {
        name: 'sandbox',
        teamName: 'marketing',
        provider: 'bigquery',
      });
      await post(emu, '/api/orchestration/fabric/10740/secret', {
        kind: 'native',
        subKind: 'text',
        properties: { name: 'extra', value: 'v' },
      });
      await post(emu, '/api/deploy/project', {
        projectName: 'retail',
        fabricName: 'analytics-prod',
        gitTag: 'retail/1.2.0',
      });
    });
    await withEmulator(async (emu) => {
      expect(emu.deployments().map((d) => [d.deploymentId, d.fabricName])).toEqual([
        ['90001', 'analytics-prod'],
      ]);
      const secrets = await get(emu, '/api/orchestration/fabric/10740/secret');
      expect(
        secrets.body.data.secrets.map((s: { properties: { name: string } }) => s.properties.name),
      ).toEqual(['warehouse-token', 'extra']);
      const next = await post(emu, '/api/orchestration/fabric', {
        name: 'sandbox-2',
        teamName: 'marketing',
        provider: 'bigquery',
      });
      expect(next.body.data.id).toBe('10743');
      // The deploy of the first run published the project to analytics-prod.
      const run = await post(emu, '/api/orchestration/tests/run', {
        fabricId: 10741,
        projectId: 'retail-analytics',
      });
      expect(run.status).toBe(200);
    });
  });

  test('a leftover temp file from an interrupted write is ignored', async () => {
    await withEmulator(async (emu) => {
      await post(emu, '/api/orchestration/fabric', {
        name: 'kept',
        teamName: 'marketing',
        provider: 'bigquery',
      });
    });
    writeFileSync(`${statePath}.4242.deadbeef.tmp`, '{"format": "orchestration-emul');
    await withEmulator(async (emu) => {
      expect((emu.state() as EmulatorState).fabrics.map((f) => f.name)).toContain('kept');
    });
  });

  test('a failed write leaves the previous file whole and no temp file', async () => {
    await withEmulator(async () => undefined);
    const before = readFileSync(statePath, 'utf8');
    const broken = { ...onDisk(), deployments: [{ at: BigInt(1) }] } as unknown as EmulatorState;
    expect(() => writeStateAtomic(statePath, broken)).toThrow(TypeError);
    expect(readFileSync(statePath, 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  test('a missing state directory is created', async () => {
    statePath = join(dir, 'nested', 'deeper', 'state.json');
    await withEmulator(async () => undefined);
    expect(onDisk().format).toBe('orchestration-emulator-state');
  });

  test('a file that is not emulator state is refused with one line', async () => {
    writeFileSync(statePath, '{"hello": "world"}');
    await expect(start({ statePath })).rejects.toThrow(
      `Cannot load emulator state ${statePath}: not a state file of this emulator (format version 1)`,
    );
    writeFileSync(statePath, '{"format": ');
    await expect(start({ statePath })).rejects.toThrow(`Cannot load emulator state ${statePath}: `);
  });
});
