/**
 * The fault matrix: every endpoint of the API client × every fault the emulator can inject, each
 * against a fresh emulator. For each cell: the outcome the contract says (retried then succeeded,
 * or failed without a retry), the number of attempts the emulator saw, and a failure that is an
 * ApiError whose message is one line starting with the operation's name, with no stack trace and
 * no secret in it. The deploy call is never sent twice unless the service provably did not take
 * it, and the emulator never holds more than one deployment. No rejection is ever left unhandled.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { createClient } from '../../src/service/client.js';
import { ApiError } from '../../src/service/api-error.js';
import { OPERATIONS } from '../../src/service/types.js';
import type { Operation } from '../../src/service/types.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { FaultKind, FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import type { EmulatorState } from '../../src/emulator/state.js';
import { collectEverything, expectNoLeaks, leakFormsOf } from '../helpers/leaks.js';
import {
  DEPLOY_TAG,
  ENDPOINTS,
  FAILING_FAULTS,
  HARMLESS_FAULTS,
  NEVER_RETRIED,
  SECRET_VALUE,
  WAREHOUSE_PROPERTIES,
  exactPath,
} from './endpoints.js';
import type { EmulatorStateView, Endpoint } from './endpoints.js';
import { runAction } from '../helpers/run-action.js';
import { settledOrder, startFakeGitHub } from '../helpers/fake-github.js';
import type { Fault, FakeGitHubOptions } from '../helpers/fake-github.js';
import {
  PR_NUMBER,
  RETAIL_FIXTURE,
  STACK_FRAME,
  errorLines,
  prEvent,
  requireDist,
  retailWorkspace,
  warningLines,
  writeRetailResultsFile,
} from './support.js';

/** Extra attempts the client makes: three attempts in all. */
const RETRIES = 2;
const ATTEMPTS = RETRIES + 1;
/** Short enough for a fast suite, long enough that a loaded machine still answers in time. */
const TIMEOUT_MS = 5000;
/** A hang is abandoned after this; long enough that a loaded machine has delivered the request first. */
const HANG_TIMEOUT_MS = 1000;
/** How late a 'slow' answer comes: far beyond a loopback answer, well within TIMEOUT_MS. */
const SLOW_MS = 250;

/** What each call returns against the retail fixture when it succeeds. */
const SUCCESS: Record<Operation, (value: unknown, emu: RunningEmulator) => void> = {
  [OPERATIONS.runTests]: (value) =>
    expect((value as { summary: unknown }).summary).toEqual({
      failed: 0,
      skip: 0,
      succeeded: 3,
      total: 3,
      warning: 0,
    }),
  [OPERATIONS.deployProject]: (value, emu) => {
    expect(value).toMatchObject({ success: true, deploymentId: '90001' });
    expect(emu.deployments().map((d) => d.gitTag)).toEqual(['retail/1.2.0']);
  },
  [OPERATIONS.createFabric]: (value) => expect(value).toEqual({ id: '10742' }),
  [OPERATIONS.updateFabric]: (value) => expect(value).toEqual({ id: '10740' }),
  [OPERATIONS.addConnection]: (value) =>
    expect(value).toMatchObject({ id: '4659', name: 'landing', kind: 's3' }),
  [OPERATIONS.getConnection]: (value) =>
    expect(value).toMatchObject({ id: '4657', name: 'warehouse', kind: 'databricks' }),
  [OPERATIONS.updateConnection]: (value, emu) => {
    expect(value).toMatchObject({ id: '4657', name: 'warehouse', properties: { catalog: 'retail_qa' } });
    // Sent again after a lost answer, it leaves one connection holding the properties sent.
    const fabric = (emu.state() as EmulatorState).fabrics.find((f) => f.id === '10740')!;
    expect(fabric.connections).toEqual([
      expect.objectContaining({ id: '4657', properties: WAREHOUSE_PROPERTIES }),
    ]);
  },
  [OPERATIONS.addSecret]: (value) => expect(value).toEqual({ id: '3303' }),
  [OPERATIONS.updateSecret]: (value) => expect(value).toEqual({ id: '3301' }),
  [OPERATIONS.listSecrets]: (value) =>
    expect((value as Array<{ properties: { name: string } }>).map((s) => s.properties.name)).toEqual([
      'warehouse-token',
    ]),
  [OPERATIONS.getSecret]: (value) =>
    expect(value).toMatchObject({ properties: { id: '3301', name: 'warehouse-token' }, type: 'secret' }),
  [OPERATIONS.triggerPipeline]: (value, emu) => {
    expect(value).toEqual({ success: true, runId: 'r-NzAwMDE=' });
    expect(emu.runs().map((r) => r.pipelineName)).toEqual(['ingest_orders']);
  },
  [OPERATIONS.pipelineStatus]: (value) =>
    expect(value).toMatchObject({ success: true, runId: 'r-NzAwMDE=', runStatus: 'RUNNING' }),
};

// ------------------------------------------------------------------------------ harness

interface Cell {
  /** Stopped by now: its state is read, not served. */
  emu: RunningEmulator;
  /** The value, or the error the call failed with. */
  outcome: { value: unknown } | { error: unknown };
  /** Requests the emulator saw on this endpoint. */
  attempts: number;
}

/** Answers past this are cut: small, so an endless body fails fast. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The retail fixture's text, parsed once rather than once a cell (each emulator still checks what
 * it is given, as it checks a file); each cell's emulator gets a copy of its own.
 */
const RETAIL = parse(readFileSync(RETAIL_FIXTURE, 'utf8')) as FixtureInput;

/** One call against a fresh emulator holding the fault; both are closed before it returns. */
async function runCell(endpoint: Endpoint, kind: FaultKind, times: number): Promise<Cell> {
  const emu = await startEmulator({ fixture: structuredClone(RETAIL) });
  const client = createClient({
    baseUrl: emu.url,
    token: emu.token,
    retries: RETRIES,
    retryBaseDelayMs: 5,
    timeoutMs: kind === 'hang' ? HANG_TIMEOUT_MS : TIMEOUT_MS,
    maxBodyBytes: MAX_BODY_BYTES,
  });
  try {
    await endpoint.setup?.(client);
    emu.injectFault({
      kind,
      method: endpoint.method,
      path: exactPath(endpoint.path),
      times,
      ...(kind === 'status-503' || kind === 'status-429' ? { retryAfterSeconds: 0 } : {}),
      ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}),
    });
    let outcome: Cell['outcome'];
    try {
      outcome = { value: await endpoint.call(client) };
    } catch (error) {
      outcome = { error };
    }
    const attempts = emu.requests.filter(
      (r) => r.method === endpoint.method && r.path === endpoint.path,
    ).length;
    return { emu, outcome, attempts };
  } finally {
    await client.close();
    await emu.stop();
  }
}

/** The failure: an ApiError whose message is one line, starts with the operation, has no stack or secret. */
function failure(cell: Cell, endpoint: Endpoint): ApiError {
  expect('error' in cell.outcome).toBe(true);
  const error = (cell.outcome as { error: unknown }).error;
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.operation).toBe(endpoint.operation);
  expectOneLine(apiError.message, endpoint.operation);
  for (const secret of [cell.emu.token, SECRET_VALUE])
    for (const form of leakFormsOf(secret)) expect(apiError.message).not.toContain(form.text);
  return apiError;
}

function expectOneLine(message: string, operation: Operation): void {
  expect(message.startsWith(`${operation} failed: `)).toBe(true);
  expect(message).not.toMatch(/[\r\n]/);
  expect(message).not.toContain('    at ');
}

function success(cell: Cell, endpoint: Endpoint): void {
  if ('error' in cell.outcome) throw cell.outcome.error;
  SUCCESS[endpoint.operation](cell.outcome.value, cell.emu);
}

/** How many times the emulator holds what a create made (0 or 1: never two). */
function created(cell: Cell, endpoint: Endpoint): number {
  return endpoint.once!.created(cell.emu.state() as EmulatorStateView);
}

// ------------------------------------------------------------------------------ unhandled rejections

const GUARD = fileURLToPath(new URL('./fault-guard.ts', import.meta.url));
const TS_HOOKS = fileURLToPath(new URL('../emulator/support/ts-hooks.mjs', import.meta.url));

interface GuardReport {
  cells: Array<{ operation: Operation; fault: string; times: number; result: string; message?: string }>;
  unhandled: string[];
  uncaught: string[];
}

/** Runs fault-guard.ts in a plain Node process (Node 24 strips the types) and reads its report. */
async function runGuard(
  ...args: string[]
): Promise<{ exitCode: number | null; report: GuardReport; stderr: string }> {
  const child = spawn(process.execPath, ['--import', TS_HOOKS, GUARD, RETAIL_FIXTURE, ...args], {
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number | null>((done) => child.on('close', done));
  return { exitCode, report: JSON.parse(stdout) as GuardReport, stderr };
}

// Jest gives each test file its own `process` object whose 'unhandledRejection' never fires, so
// the handler is registered where it works: in a plain Node process that runs the whole matrix.
// Its two runs go first in the queue the matrix below shares, so they run beside the matrix's
// cells (in the name, the words of the describe block they would be in).
const GUARD_TESTS = 'no unhandled rejection, in a plain Node process';

it.concurrent(
  `${GUARD_TESTS} every endpoint × every fault, retries outlasted or not: a value or an ApiError, nothing left unhandled`,
  async () => {
    const { exitCode, report, stderr } = await runGuard();
    expect({ exitCode, unhandled: report.unhandled, uncaught: report.uncaught }).toEqual({
      exitCode: 0,
      unhandled: [],
      uncaught: [],
    });
    expect(stderr).not.toContain('    at ');
    expect(report.cells).toHaveLength(ENDPOINTS.length * (FAILING_FAULTS.length * 2 - NEVER_RETRIED.length));
    for (const cell of report.cells) {
      if (cell.result === 'value') continue;
      expect([cell.operation, cell.fault, cell.times, cell.result]).toEqual([
        cell.operation,
        cell.fault,
        cell.times,
        'ApiError',
      ]);
      expectOneLine(cell.message!, cell.operation);
    }
    // The faults that outlast the retries fail every call.
    expect(report.cells.filter((c) => c.times === 3 && c.result === 'value')).toEqual([]);
  },
  60_000,
);

it.concurrent(
  `${GUARD_TESTS} the guard sees a rejection nobody handles (so its "none" above means something)`,
  async () => {
    const { report } = await runGuard('--self-check');
    expect(report.unhandled).toEqual(['Error: deliberately unhandled']);
  },
  60_000,
);

// ------------------------------------------------------------------------------ the matrix

/** Answers that prove a request was not processed: every call retries them, creates included. */
const NOT_PROCESSED: Array<{ kind: FaultKind; status: number; message: string }> = [
  { kind: 'status-503', status: 503, message: 'Service unavailable' },
  { kind: 'status-429', status: 429, message: 'Too many requests' },
];
const GATEWAY: Array<{ kind: FaultKind; status: number; excerpt: string }> = [
  { kind: 'html-502', status: 502, excerpt: '502 Bad Gateway nginx' },
  { kind: 'html-504', status: 504, excerpt: '504 Gateway Time-out nginx' },
  {
    kind: 'proxy-503-after',
    status: 503,
    excerpt:
      'upstream connect error or disconnect/reset before headers. reset reason: connection termination',
  },
];
const RESET_CAUSE = 'the connection was reset before a response (ECONNRESET)';
const TOO_LARGE = 'the answer is larger than 256 KiB, the most this action reads';

// Jest runs the concurrent tests of one describe block side by side, maxConcurrency at a time,
// and the blocks one after another: nested in a block per endpoint and per fault, the cells
// would wait out each endpoint's time-out and slow answer in turn. So every cell is a test at the
// file's top level, named as that nesting named it ("<operation> (<method> <path>) <fault> …"),
// and they all share one queue; each has its own emulator and client.
for (const endpoint of ENDPOINTS) {
  const { once } = endpoint;
  /** A concurrent test of this endpoint, its name led by the endpoint's. */
  const cellTest = (name: string, test: () => Promise<void>): void =>
    it.concurrent(`${endpoint.operation} (${endpoint.method} ${endpoint.path}) ${name}`, test);

  for (const { kind, status, message } of NOT_PROCESSED) {
    cellTest(`${kind} is retried, and succeeds on attempt ${ATTEMPTS} (a create is made once)`, async () => {
      const cell = await runCell(endpoint, kind, RETRIES);
      success(cell, endpoint);
      expect(cell.attempts).toBe(ATTEMPTS);
      if (once) expect(created(cell, endpoint)).toBe(1);
    });

    cellTest(`${kind} fails after ${ATTEMPTS} attempts with the service's message and status`, async () => {
      const cell = await runCell(endpoint, kind, ATTEMPTS);
      const error = failure(cell, endpoint);
      expect(error.message).toBe(
        `${endpoint.operation} failed: ${message} (HTTP ${status}) (after ${ATTEMPTS} attempts)`,
      );
      expect(error).toMatchObject({ status, maybeApplied: false, attempts: ATTEMPTS });
      expect(cell.attempts).toBe(ATTEMPTS);
      if (once) expect(created(cell, endpoint)).toBe(0);
    });
  }

  for (const kind of ['status-500', 'echo-body'] as const)
    cellTest(`${kind} is a definitive refusal: not retried`, async () => {
      const cell = await runCell(endpoint, kind, ATTEMPTS);
      const error = failure(cell, endpoint);
      const status = kind === 'status-500' ? 500 : 400;
      if (kind === 'status-500')
        expect(error.message).toBe(
          `${endpoint.operation} failed: ${endpoint.serviceOperation} failed due to : injected fault (HTTP 500)`,
        );
      // The service quotes the request body: the token and secret values in it are masked.
      else
        expect(error.message).toMatch(
          new RegExp(
            `^${escape(endpoint.operation)} failed: ${escape(endpoint.serviceOperation)} failed due to : invalid request body:.* \\(HTTP 400\\)$`,
          ),
        );
      expect(error).toMatchObject({ status, maybeApplied: false, attempts: 1 });
      expect(cell.attempts).toBe(1);
      if (once) expect(created(cell, endpoint)).toBe(0);
    });

  for (const { kind, status, excerpt } of GATEWAY) {
    const fault = `${kind} (a proxy page)`;
    const cause = `HTTP ${status} with a non-JSON body: "${excerpt}"`;
    if (once) {
      cellTest(`${fault} is not resent: it may have been carried out`, async () => {
        const cell = await runCell(endpoint, kind, RETRIES);
        const error = failure(cell, endpoint);
        expect(error.message).toBe(`${endpoint.operation} failed: ${cause}, ${once.unknown}`);
        expect(error).toMatchObject({ status, maybeApplied: true, attempts: 1 });
        expect(cell.attempts).toBe(1);
        expect(created(cell, endpoint)).toBe(kind === 'proxy-503-after' ? 1 : 0);
      });
      continue;
    }
    cellTest(`${fault} is retried, and succeeds on attempt ${ATTEMPTS}`, async () => {
      const cell = await runCell(endpoint, kind, RETRIES);
      success(cell, endpoint);
      expect(cell.attempts).toBe(ATTEMPTS);
    });
    cellTest(
      `${fault} fails after ${ATTEMPTS} attempts with the status and an excerpt of the page`,
      async () => {
        const cell = await runCell(endpoint, kind, ATTEMPTS);
        const error = failure(cell, endpoint);
        expect(error.message).toBe(`${endpoint.operation} failed: ${cause} (after ${ATTEMPTS} attempts)`);
        expect(error).toMatchObject({ status, attempts: ATTEMPTS });
        expect(cell.attempts).toBe(ATTEMPTS);
      },
    );
  }

  for (const [kind, status] of [
    ['status-503-after', 503],
    ['status-429-after', 429],
  ] as const) {
    const fault = `${kind} (the service's own answer, with status ${status})`;
    if (once) {
      cellTest(`${fault} is not resent, and a deploymentId in it is named`, async () => {
        const cell = await runCell(endpoint, kind, RETRIES);
        const error = failure(cell, endpoint);
        if (endpoint.operation === OPERATIONS.deployProject)
          expect(error.message).toBe(
            `Deploy project failed: Project scheduled successfully (HTTP ${status}), ${once.unknown.replace('scheduled:', 'scheduled (deploymentId 90001):')}`,
          );
        else if (endpoint.operation === OPERATIONS.triggerPipeline)
          expect(error.message).toBe(
            `Trigger pipeline failed: HTTP ${status}: "{"success":true,"runId":"r-NzAwMDE="}", ${once.unknown.replace('started:', 'started (runId r-NzAwMDE=):')}`,
          );
        else
          expect(error.message).toMatch(
            new RegExp(
              `^${escape(endpoint.operation)} failed: HTTP ${status}: "\\{"success":true,.*", ${escape(once.unknown)}$`,
            ),
          );
        expect(error).toMatchObject({ status, maybeApplied: true, attempts: 1 });
        expect(created(cell, endpoint)).toBe(1);
      });
      continue;
    }
    cellTest(`${fault} is retried, and succeeds on attempt ${ATTEMPTS}`, async () => {
      const cell = await runCell(endpoint, kind, RETRIES);
      success(cell, endpoint);
      expect(cell.attempts).toBe(ATTEMPTS);
    });
  }

  cellTest('hang past the time-out: abandoned and not retried', async () => {
    const cell = await runCell(endpoint, 'hang', ATTEMPTS);
    const error = failure(cell, endpoint);
    const cause = `no response within ${HANG_TIMEOUT_MS / 1000} s (request-timeout)`;
    expect(error.message).toBe(`${endpoint.operation} failed: ${cause}${once ? `, ${once.unknown}` : ''}`);
    expect(error).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
    expect(cell.attempts).toBe(1);
    if (once) expect(created(cell, endpoint)).toBe(0);
  });

  cellTest('an endless body: cut at the bound, not retried', async () => {
    const cell = await runCell(endpoint, 'endless-body', ATTEMPTS);
    const error = failure(cell, endpoint);
    expect(error.message).toBe(
      `${endpoint.operation} failed: ${TOO_LARGE}${once ? `, ${once.unknown}` : ''}`,
    );
    expect(error).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
    expect(cell.attempts).toBe(1);
  });

  for (const kind of HARMLESS_FAULTS)
    cellTest(`${kind}: the answer arrives intact, first time`, async () => {
      const cell = await runCell(endpoint, kind, 1);
      success(cell, endpoint);
      expect(cell.attempts).toBe(1);
    });

  for (const kind of ['reset-before', 'reset-after'] as const) {
    if (once) {
      // From outside, a reset before and after processing look the same: neither is resent.
      cellTest(`${kind} is not resent; the error says it may have been carried out`, async () => {
        const cell = await runCell(endpoint, kind, RETRIES);
        const error = failure(cell, endpoint);
        expect(error.message).toBe(
          `${endpoint.operation} failed: the connection was reset after the request was sent, ${once.unknown}`,
        );
        expect(error).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
        expect(cell.attempts).toBe(1);
        expect(created(cell, endpoint)).toBe(kind === 'reset-after' ? 1 : 0);
      });
      continue;
    }

    cellTest(`${kind} is retried, and succeeds on attempt ${ATTEMPTS}`, async () => {
      const cell = await runCell(endpoint, kind, RETRIES);
      success(cell, endpoint);
      expect(cell.attempts).toBe(ATTEMPTS);
    });

    cellTest(`${kind} fails after ${ATTEMPTS} attempts, saying the connection was reset`, async () => {
      const cell = await runCell(endpoint, kind, ATTEMPTS);
      const error = failure(cell, endpoint);
      expect(error.message).toBe(`${endpoint.operation} failed: ${RESET_CAUSE} (after ${ATTEMPTS} attempts)`);
      expect(error).toMatchObject({ status: undefined, maybeApplied: true, attempts: ATTEMPTS });
      expect(cell.attempts).toBe(ATTEMPTS);
    });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// ------------------------------------------------------------------------------ the built action

interface ActionCase {
  name: string;
  mode: 'test' | 'deploy' | 'fabric';
  fault: { kind: FaultKind; method: string; path: string; times: number };
  inputs: Record<string, string>;
  /** The operation that fails. */
  operation: Operation;
  /** Every `::error::` line, in order. */
  errors: string[];
}

const RUN_TESTS = '/api/orchestration/tests/run';
const ACTION_CASES: ActionCase[] = [
  {
    name: 'test: 500 with success:false',
    mode: 'test',
    fault: { kind: 'status-500', method: 'POST', path: RUN_TESTS, times: 1 },
    inputs: {},
    operation: OPERATIONS.runTests,
    errors: [
      'Run data tests failed: Test run failed due to : injected fault (HTTP 500); the only test-run call failed (see the job summary)',
    ],
  },
  {
    name: 'test: a hang past request-timeout',
    mode: 'test',
    fault: { kind: 'hang', method: 'POST', path: RUN_TESTS, times: 1 },
    inputs: { 'request-timeout': '0.3' },
    operation: OPERATIONS.runTests,
    errors: [
      'Run data tests failed: no response within 0.3 s (request-timeout); the only test-run call failed (see the job summary)',
    ],
  },
  {
    name: 'test: resets that outlast the retries',
    mode: 'test',
    fault: { kind: 'reset-before', method: 'POST', path: RUN_TESTS, times: 2 },
    inputs: {},
    operation: OPERATIONS.runTests,
    errors: [
      'Run data tests failed: the connection was reset before a response (ECONNRESET) (after 2 attempts); the only test-run call failed (see the job summary)',
    ],
  },
  {
    name: 'deploy: a 502 proxy page',
    mode: 'deploy',
    fault: { kind: 'html-502', method: 'POST', path: '/api/deploy/project', times: 1 },
    inputs: {},
    operation: OPERATIONS.deployProject,
    errors: [
      'Deploy project failed: HTTP 502 with a non-JSON body: "502 Bad Gateway nginx", so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    ],
  },
  {
    name: 'deploy: 503s that outlast the retries',
    mode: 'deploy',
    fault: { kind: 'status-503', method: 'POST', path: '/api/deploy/project', times: 2 },
    inputs: {},
    operation: OPERATIONS.deployProject,
    errors: ['Deploy project failed: Service unavailable (HTTP 503) (after 2 attempts)'],
  },
  {
    name: 'deploy: a reset after processing',
    mode: 'deploy',
    fault: { kind: 'reset-after', method: 'POST', path: '/api/deploy/project', times: 1 },
    inputs: {},
    operation: OPERATIONS.deployProject,
    errors: [
      'Deploy project failed: the connection was reset after the request was sent, so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    ],
  },
  {
    name: "deploy: scheduled, then a proxy's 503 text page",
    mode: 'deploy',
    fault: { kind: 'proxy-503-after', method: 'POST', path: '/api/deploy/project', times: 1 },
    inputs: {},
    operation: OPERATIONS.deployProject,
    errors: [
      'Deploy project failed: HTTP 503 with a non-JSON body: "upstream connect error or disconnect/reset before headers. reset reason: connection termination", so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again',
    ],
  },
  {
    name: 'deploy: scheduled, then a 429 that carries the deploymentId',
    mode: 'deploy',
    fault: { kind: 'status-429-after', method: 'POST', path: '/api/deploy/project', times: 1 },
    inputs: {},
    operation: OPERATIONS.deployProject,
    errors: [
      'Deploy project failed: Project scheduled successfully (HTTP 429), so the deployment may have been scheduled (deploymentId 90001): check fabric analytics-prod for retail/1.2.0 before running again',
    ],
  },
  {
    name: 'fabric: create fabric answered 500',
    mode: 'fabric',
    fault: { kind: 'status-500', method: 'POST', path: '/api/orchestration/fabric', times: 1 },
    inputs: {},
    operation: OPERATIONS.createFabric,
    errors: [
      'Create fabric failed: Fabric creation failed due to : injected fault (HTTP 500) (fabric analytics-staging, stopped at "create fabric analytics-staging"). Nothing was applied.',
    ],
  },
  {
    name: 'fabric: list secrets hangs',
    mode: 'fabric',
    fault: { kind: 'hang', method: 'GET', path: '/api/orchestration/fabric/10740/secret', times: 1 },
    inputs: { 'fabric-id': '10740', 'request-timeout': '0.3' },
    operation: OPERATIONS.listSecrets,
    errors: [
      'List secrets failed: no response within 0.3 s (request-timeout) (fabric analytics-staging, stopped at "list secrets of fabric 10740"). Nothing was applied.',
    ],
  },
  {
    name: 'fabric: a 504 proxy page on add connection, outlasting the retries',
    mode: 'fabric',
    fault: { kind: 'html-504', method: 'POST', path: '/api/orchestration/fabric/10740/connection', times: 2 },
    inputs: { 'fabric-id': '10740' },
    operation: OPERATIONS.addConnection,
    errors: [
      'Add connection failed: HTTP 504 with a non-JSON body: "504 Gateway Time-out nginx", so connection supplier-drop may have been added: look it up by name before adding it again (fabric analytics-staging, stopped at "add connection supplier-drop"). Applied: fabric 10740 updated, 2 secrets; left as they were: 1 connection; not applied: 1 connection (the failed request may have taken effect anyway). Running again finishes the job.',
    ],
  },
];

/** What each mode needs besides base-url and token: the retail example's files. */
const MODE_INPUTS: Record<ActionCase['mode'], Record<string, string>> = {
  test: {
    mode: 'test',
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    models: 'stg_orders',
    'check-run': 'false',
  },
  deploy: { mode: 'deploy', 'fabric-name': 'analytics-prod', 'git-tag': DEPLOY_TAG },
  fabric: { mode: 'fabric', 'fabric-file': 'fabric.yml' },
};
const GITHUB_TOKEN = 'ghs_faultMatrixToken0c4b1e';
const FABRIC_ENV = { WAREHOUSE_TOKEN: 'dapi-fault-matrix-1', SFTP_PASSWORD: 'sftp-fault-matrix-2' };

// The runs of the built action go side by side, each with its own servers and workspace: each
// is a process of its own, and several of them wait out a back-off or a time-out at once.
describe('through the built action', () => {
  beforeAll(requireDist);

  it.concurrent.each(ACTION_CASES)('$name', async ({ mode, fault, inputs, operation, errors }) => {
    const emu = await startEmulator({ fixture: RETAIL_FIXTURE });
    try {
      emu.injectFault({ ...fault, path: exactPath(fault.path), retryAfterSeconds: 0 });
      const run = await runAction({
        cwd: retailWorkspace(),
        inputs: { ...MODE_INPUTS[mode], 'base-url': emu.url, token: emu.token, retries: '1', ...inputs },
        env: FABRIC_ENV,
      });
      expect(run.exitCode).toBe(1);
      const lines = errorLines(run);
      expect(lines).toEqual(errors);
      // One line per failure, starting with the failed operation's name, as the contract says of
      // a failed request: the step's line quotes the request's own error, so it is not repeated.
      expect(lines).toHaveLength(1);
      expect(run.stdout.split(lines[0]!)).toHaveLength(2);
      expect(lines.filter((line) => !line.startsWith(`${operation} failed: `))).toEqual([]);
      expect(run.stdout).not.toMatch(STACK_FRAME);
      expect(run.stderr).toBe('');
      expect(run.outputs.conclusion).toBe('failure');
      expect(emu.deployments().length).toBeLessThanOrEqual(1);
      expectNoLeaks(collectEverything(run, { emulator: emu }), [emu.token, ...Object.values(FABRIC_ENV)]);
    } finally {
      await emu.stop();
    }
  });
});

const REPORT_FAILURE_LINE = 'Data tests failed: 2 failed, 1 error of 14 tests (see the job summary)';
/** What the step says after a create that GitHub may have carried out although it failed. */
const MAY_EXIST =
  'GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known. The results are in the job summary.';
const COMMENTS = `/issues/${PR_NUMBER}/comments`;
/** A reset time an hour away, and how the warnings write it. */
const IN_AN_HOUR = Math.floor(Date.now() / 1000) + 3600;
/** As a regex: a secondary limit's time is counted from a Retry-After in whole seconds, so it may read one second later. */
const resetAt = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC');
const RESET_TEXT = `it resets at (${resetAt(IN_AN_HOUR)}|${resetAt(IN_AN_HOUR + 1)}) \\(in (5\\d min \\d+ s|1 h)\\)`;

interface GitHubCase {
  name: string;
  mode: 'test' | 'report';
  faults: Fault[];
  /** Every warning line, in order. */
  warnings: (string | RegExp)[];
  /** Every request GitHub saw: `METHOD path status`, the path without the repository and query. */
  requests: string[];
  /** What GitHub holds afterwards. */
  checkRuns: number;
  comments: number;
  /** Whether check-run-id and check-run-url are set. */
  outputs: { id: boolean; url: boolean };
  fake?: FakeGitHubOptions;
  env?: Record<string, string>;
}

const GITHUB_CASES: GitHubCase[] = [
  {
    name: 'report mode, a 500 on the check run: sent once, said to maybe exist',
    mode: 'report',
    faults: [{ kind: 'server-error', path: '/check-runs', times: Infinity }],
    warnings: [`Could not create the check run "Data tests": HTTP 500, Server Error. ${MAY_EXIST}`],
    requests: ['POST /check-runs 500', 'GET /user 403', `GET ${COMMENTS} 200`, `POST ${COMMENTS} 201`],
    checkRuns: 0,
    comments: 1,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, 403 on the comment: the permission it needs',
    mode: 'report',
    faults: [{ kind: 'forbidden', path: '/comments', times: Infinity }],
    warnings: [
      'Could not write the pull-request comment: GitHub answered HTTP 403 (Resource not accessible by integration). The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); pull requests from forks get a read-only token.',
    ],
    requests: ['POST /check-runs 201', 'GET /user 403', `GET ${COMMENTS} 403`],
    checkRuns: 1,
    comments: 0,
    outputs: { id: true, url: true },
  },
  {
    name: 'test mode, a 500 on every comment request: the lookup retried twice, then a warning',
    mode: 'test',
    faults: [{ kind: 'server-error', path: '/comments', times: Infinity }],
    warnings: ['Could not write the pull-request comment: HTTP 500, Server Error.'],
    requests: [
      'POST /check-runs 201',
      'GET /user 403',
      `GET ${COMMENTS} 500`,
      `GET ${COMMENTS} 500`,
      `GET ${COMMENTS} 500`,
    ],
    checkRuns: 1,
    comments: 0,
    outputs: { id: true, url: true },
  },
  {
    name: 'report mode, the primary rate limit used up for an hour: a rate limit with its reset time, not a permission',
    mode: 'report',
    faults: [{ kind: 'rate-limit-403', times: Infinity, resetAt: IN_AN_HOUR }],
    warnings: [
      new RegExp(
        `^Could not create the check run "Data tests": GitHub's API rate limit was reached \\(HTTP 403: API rate limit exceeded for installation ID 1\\.\\); ${RESET_TEXT}\\. The results are in the job summary\\.$`,
      ),
      new RegExp(
        `^Could not write the pull-request comment: GitHub's API rate limit was reached \\(HTTP 403: API rate limit exceeded for installation ID 1\\.\\); ${RESET_TEXT}\\.$`,
      ),
    ],
    requests: ['POST /check-runs 403', 'GET /user 403', `GET ${COMMENTS} 403`],
    checkRuns: 0,
    comments: 0,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, a secondary rate limit asking for an hour: said so, with its reset time',
    mode: 'report',
    faults: [{ kind: 'secondary-rate-limit', path: '/check-runs', resetAt: IN_AN_HOUR }],
    warnings: [
      new RegExp(
        `^Could not create the check run "Data tests": GitHub's secondary rate limit was reached \\(HTTP 403: You have exceeded a secondary rate limit\\. .+\\); ${RESET_TEXT}\\. The results are in the job summary\\.$`,
      ),
    ],
    requests: ['POST /check-runs 403', 'GET /user 403', `GET ${COMMENTS} 200`, `POST ${COMMENTS} 201`],
    checkRuns: 0,
    comments: 1,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, a short secondary rate limit: waited out, and the check run created once',
    mode: 'report',
    faults: [{ kind: 'secondary-rate-limit', path: '/check-runs', resetAfterSeconds: 1 }],
    warnings: [],
    requests: [
      'POST /check-runs 403',
      'POST /check-runs 201',
      'GET /user 403',
      `GET ${COMMENTS} 200`,
      `POST ${COMMENTS} 201`,
    ],
    checkRuns: 1,
    comments: 1,
    outputs: { id: true, url: true },
  },
  {
    name: 'report mode, the connection reset after GitHub created the check run: a network error, no second check run',
    mode: 'report',
    faults: [{ kind: 'reset', method: 'POST', path: '/check-runs', afterProcessing: true }],
    warnings: [
      `Could not create the check run "Data tests": network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). ${MAY_EXIST}`,
    ],
    requests: ['POST /check-runs 0', 'GET /user 403', `GET ${COMMENTS} 200`, `POST ${COMMENTS} 201`],
    checkRuns: 1,
    comments: 1,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, a GitHub that never answers: abandoned after the timeout, nothing more sent',
    mode: 'report',
    faults: [{ kind: 'hang', times: Infinity }],
    env: { ORCHESTRATION_GITHUB_TIMEOUT_MS: '500' },
    warnings: [
      `Could not create the check run "Data tests": GitHub did not answer within 0.5 s; the request was abandoned. ${MAY_EXIST}`,
      'Could not write the pull-request comment: not sent: GitHub did not answer an earlier request within 0.5 s.',
    ],
    requests: ['POST /check-runs 0'],
    checkRuns: 0,
    comments: 0,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, a check run answer without a numeric id: no check-run-id=undefined',
    mode: 'report',
    faults: [
      {
        kind: 'raw',
        method: 'POST',
        path: '/check-runs',
        body: '{"id":null,"html_url":null}',
        afterProcessing: true,
      },
    ],
    warnings: [
      `Could not create the check run "Data tests": GitHub's answer is not what its API documents (id: Invalid input: expected number, received null). ${MAY_EXIST}`,
    ],
    requests: ['POST /check-runs 200', 'GET /user 403', `GET ${COMMENTS} 200`, `POST ${COMMENTS} 201`],
    checkRuns: 1,
    comments: 1,
    outputs: { id: false, url: false },
  },
  {
    name: 'report mode, a comment list that is not a list: a malformed answer, not "data.find is not a function"',
    mode: 'report',
    faults: [{ kind: 'raw', method: 'GET', path: '/comments', body: '{"message":"Moved Permanently"}' }],
    warnings: [
      "Could not write the pull-request comment: GitHub's answer is not what its API documents (Invalid input: expected array, received object).",
    ],
    requests: ['POST /check-runs 201', 'GET /user 403', `GET ${COMMENTS} 200`],
    checkRuns: 1,
    comments: 0,
    outputs: { id: true, url: true },
  },
  {
    name: 'report mode, a next link on every page: 20 pages looked through, then no comment',
    mode: 'report',
    faults: [{ kind: 'endless-pages', path: '/comments', times: Infinity }],
    warnings: [
      `Could not write the pull-request comment: pull request #${PR_NUMBER} has more than 2,000 comments and ours is not among the first 2,000: no comment was written or updated, so as not to add a second one.`,
    ],
    requests: [
      'POST /check-runs 201',
      'GET /user 403',
      ...Array.from({ length: 20 }, () => `GET ${COMMENTS} 200`),
    ],
    checkRuns: 1,
    comments: 0,
    outputs: { id: true, url: true },
  },
  {
    name: 'report mode, an html_url off the GitHub server: the id is set, the address is not used',
    mode: 'report',
    faults: [],
    fake: { serverUrl: 'https://github.com.evil.example' },
    warnings: [
      /^GitHub's answer gave check run \d+ the address "https:\/\/github\.com\.evil\.example\/acme\/data-project\/runs\/\d+", which is not on https:\/\/github\.com: check-run-url is not set\.$/,
    ],
    requests: ['POST /check-runs 201', 'GET /user 403', `GET ${COMMENTS} 200`, `POST ${COMMENTS} 201`],
    checkRuns: 1,
    comments: 1,
    outputs: { id: true, url: false },
  },
];

// Side by side too, as the runs above.
describe('GitHub misbehaving: warnings that say what happened, and the results decide the step', () => {
  beforeAll(requireDist);

  it.concurrent.each(GITHUB_CASES)(
    '$name',
    async ({ mode, faults, warnings, requests, checkRuns, comments, outputs, fake, env }) => {
      const github = await startFakeGitHub({ token: GITHUB_TOKEN, ...fake });
      const emu = await startEmulator({ fixture: RETAIL_FIXTURE });
      try {
        for (const fault of faults) github.fail(fault);
        const cwd = retailWorkspace();
        writeRetailResultsFile(join(cwd, 'results', 'shard.json'));
        const inputs: Record<string, string> =
          mode === 'report'
            ? { mode, 'results-files': 'results/*.json' }
            : { ...MODE_INPUTS.test, 'check-run': 'true', 'base-url': emu.url, token: emu.token };
        // A step that waited out an hour's rate limit, or a GitHub that never answers, would be
        // killed (runAction's timeout): its exit code, and the requests below, say it did not wait.
        const run = await runAction({
          cwd,
          inputs: { ...inputs, 'github-token': GITHUB_TOKEN, 'pr-comment': 'always' },
          env: {
            GITHUB_API_URL: github.url,
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: prEvent(cwd),
            ...env,
          },
        });
        // The results decide the step, whatever GitHub did.
        expect(run.exitCode).toBe(mode === 'report' ? 1 : 0);
        expect(errorLines(run).at(-1)).toBe(mode === 'report' ? REPORT_FAILURE_LINE : undefined);
        expect(run.outputs.conclusion).toBe(mode === 'report' ? 'failure' : 'success');
        const lines = warningLines(run);
        expect(lines).toHaveLength(warnings.length);
        warnings.forEach((warning, i) =>
          typeof warning === 'string' ? expect(lines[i]).toBe(warning) : expect(lines[i]).toMatch(warning),
        );
        const seen = github.requests.map(
          (r) =>
            `${r.method} ${r.path.replace('/repos/acme/data-project', '').replace(/\?.*$/, '')} ${r.status}`,
        );
        expect(settledOrder(seen)).toEqual(settledOrder(requests));
        expect([github.checkRuns.length, github.comments.length]).toEqual([checkRuns, comments]);
        const created = github.checkRuns[0];
        expect(run.outputs['check-run-id']).toBe(outputs.id ? String(created!.id) : undefined);
        expect(run.outputs['check-run-url']).toBe(outputs.url ? created!.html_url : undefined);
        expect(JSON.stringify(run.outputs)).not.toContain('undefined');
        expect(run.stdout).not.toMatch(
          /is not a function|Cannot read properties|evil\.example\/acme\/data-project\/runs\/\d+ \(/,
        );
        expect(run.summary).not.toContain('evil.example');
        expect(run.stdout).not.toMatch(STACK_FRAME);
        expect(run.stderr).toBe('');
      } finally {
        await github.stop();
        await emu.stop();
      }
    },
  );
});
