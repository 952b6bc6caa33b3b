/**
 * The in-process emulator and an API client pointed at it, for tests of the modes: one pair per
 * test, closed after each. `useEmulatorClient(defaultFixture, retries)` registers the cleanup in
 * the calling file and returns its setUp.
 */
import { afterEach } from '@jest/globals';
import { createClient } from '../../src/service/client.js';
import type { OrchestrationClient } from '../../src/service/types.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/server.js';

export interface EmulatorClientOptions {
  fixture?: string;
  /** The client's most connections, as the run's concurrency gives them. */
  concurrency?: number;
  responseDelayMs?: number;
}

export type SetUp = (
  options?: EmulatorClientOptions,
) => Promise<{ emu: RunningEmulator; api: OrchestrationClient }>;

export function useEmulatorClient(defaultFixture: string, retries: number): SetUp {
  let emulator: RunningEmulator | undefined;
  let client: OrchestrationClient | undefined;
  afterEach(async () => {
    await client?.close();
    await emulator?.stop();
    client = undefined;
    emulator = undefined;
  });
  return async (options = {}) => {
    emulator = await startEmulator({
      fixture: options.fixture ?? defaultFixture,
      responseDelayMs: options.responseDelayMs ?? 0,
    });
    client = createClient({
      baseUrl: emulator.url,
      token: emulator.token,
      timeoutMs: 30_000,
      retries,
      retryBaseDelayMs: 1,
      maxConnections: options.concurrency ?? 4,
    });
    return { emu: emulator, api: client };
  };
}
