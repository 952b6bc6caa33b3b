/**
 * Runs every endpoint × every failing fault through the real client in a plain Node process,
 * where `process.on('unhandledRejection')` sees what it is meant to see (inside Jest the test
 * files get a sandboxed `process` whose events never fire). Prints one JSON report on stdout:
 * each cell's outcome, and every unhandled rejection and uncaught exception.
 *
 * Run by fault-matrix.test.ts as `node --import ts-hooks.mjs fault-guard.ts [--self-check]`;
 * `--self-check` runs no cell and leaves one rejection unhandled, to prove the guard sees one.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createClient } from '../../src/service/client.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { FixtureInput } from '../../src/emulator/server.js';
import { ENDPOINTS, FAILING_FAULTS, NEVER_RETRIED, exactPath } from './endpoints.js';
import type { Endpoint } from './endpoints.js';

const unhandled: string[] = [];
const uncaught: string[] = [];
process.on('unhandledRejection', (reason) => unhandled.push(String(reason)));
process.on('uncaughtException', (error) => uncaught.push(String(error)));

interface CellReport {
  operation: string;
  fault: string;
  times: number;
  /** 'value' for a success, else the error's name ('ApiError', 'TypeError', …). */
  result: string;
  message?: string;
}

const fixturePath = process.argv[2] ?? '';
if (!fixturePath) throw new Error('usage: fault-guard.ts <fixture> [--self-check]');
/** Parsed once rather than once a cell (each emulator still checks it); each cell gets a copy. */
const fixture = parse(readFileSync(fixturePath, 'utf8')) as FixtureInput;

const selfCheck = process.argv.includes('--self-check');
if (selfCheck) void Promise.reject(new Error('deliberately unhandled'));

/** Every failing fault against one endpoint, each with a fresh emulator. */
async function guardEndpoint(endpoint: Endpoint): Promise<CellReport[]> {
  const reports: CellReport[] = [];
  for (const fault of FAILING_FAULTS) {
    // Once with a fault the retries outlast, once with one that outlasts them (the two faults
    // that are never retried need only one).
    for (const times of NEVER_RETRIED.includes(fault) ? [1] : [1, 3]) {
      const emu = await startEmulator({ fixture: structuredClone(fixture) });
      const client = createClient({
        baseUrl: emu.url,
        token: emu.token,
        retries: 2,
        retryBaseDelayMs: 5,
        timeoutMs: fault === 'hang' ? 200 : 5000,
        maxBodyBytes: 256 * 1024,
      });
      await endpoint.setup?.(client);
      emu.injectFault({
        kind: fault,
        method: endpoint.method,
        path: exactPath(endpoint.path),
        times,
        retryAfterSeconds: 0,
      });
      const cell: CellReport = { operation: endpoint.operation, fault, times, result: 'value' };
      try {
        await endpoint.call(client);
      } catch (error) {
        cell.result = error instanceof Error ? error.name : typeof error;
        cell.message = error instanceof Error ? error.message : String(error);
      }
      reports.push(cell);
      await client.close();
      await emu.stop();
    }
  }
  return reports;
}

// The endpoints side by side: each has its own emulators, and the hangs are waited out together.
const cells = (await Promise.all((selfCheck ? [] : ENDPOINTS).map(guardEndpoint))).flat();

// Rejections are reported a tick after the promise settles: let any late one arrive.
await new Promise((resolve) => setTimeout(resolve, 50));
process.stdout.write(`${JSON.stringify({ cells, unhandled, uncaught })}\n`);
