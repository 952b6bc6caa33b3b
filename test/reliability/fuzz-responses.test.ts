/**
 * Fuzzing the client's response handling: each endpoint answered by a raw loopback server with
 * an arbitrary status and an arbitrary body (any JSON, JSON of any value, documented bodies with
 * one field changed, proxy pages, plain text, nothing), sometimes quoting the token. The client
 * either returns a value that satisfies the documented schema, or throws an ApiError whose
 * message is one line starting with the operation's name, without the token. Nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type * as z from 'zod';
import { createClient } from '../../src/service/client.js';
import { ApiError } from '../../src/service/api-error.js';
import * as schemas from '../../src/service/schemas.js';
import { OPERATIONS } from '../../src/service/types.js';
import type { Operation, OrchestrationClient } from '../../src/service/types.js';
import { ENDPOINTS } from './endpoints.js';

const RUNS = Number(process.env.FUZZ_RUNS) || 100;
const RETRIES = 1;
/** A token with characters that URL-encoding and base64 change. */
const TOKEN = 'tok/en+with=chars&more';

// ------------------------------------------------------------------------------ the server

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let server: Server;
let url: string;
let client: OrchestrationClient;
/** What the server answers, every request, until the next property run sets another. */
let current: Answer = { status: 200, headers: {}, body: '' };
let requests = 0;

beforeAll(async () => {
  server = createServer({ keepAlive: true }, (req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      res.writeHead(current.status, {
        'content-length': Buffer.byteLength(current.body),
        ...current.headers,
      });
      res.end(current.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createClient({
    baseUrl: url,
    token: TOKEN,
    retries: RETRIES,
    retryBaseDelayMs: 1,
    retryMaxDelayMs: 5,
    timeoutMs: 5000,
  });
});

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

// ------------------------------------------------------------------------------ bodies

const text = fc.string({ maxLength: 40 });
const quotingToken = fc.constantFrom(
  `Unauthorized: token ${TOKEN} is not valid`,
  `X-AUTH-TOKEN=${encodeURIComponent(TOKEN)}`,
  `Basic ${Buffer.from(TOKEN).toString('base64')}`,
);
const message = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: quotingToken });
const id = fc.oneof(fc.stringMatching(/^\d{1,6}$/), fc.integer({ min: 0, max: 99999 }));

/** The documented `data` of each operation (deploy: the result itself). */
const VALID: Record<Operation, fc.Arbitrary<unknown>> = {
  [OPERATIONS.runTests]: fc.record({
    results: fc.array(
      fc.record({
        name: text,
        status: fc.constantFrom('SUCCEEDED', 'FAILED', 'ERROR'),
        table: text,
        columnName: text,
        index: fc.nat(),
        time: fc.double({ noNaN: true, noDefaultInfinity: true }),
        cause: message,
      }),
      { maxLength: 3 },
    ),
    runnerStdout: message,
    summary: fc.record({
      failed: fc.nat(),
      skip: fc.nat(),
      succeeded: fc.nat(),
      total: fc.nat(),
      warning: fc.nat(),
    }),
  }),
  [OPERATIONS.deployProject]: fc.record({
    success: fc.constant(true),
    message,
    deploymentId: id,
    details: fc.record({
      projectId: id,
      fabricId: id,
      version: text,
      pipelinesDeployed: fc.array(text, { maxLength: 3 }),
      configurationsApplied: fc.nat(),
    }),
  }),
  [OPERATIONS.createFabric]: fc.record({ id }),
  [OPERATIONS.updateFabric]: fc.record({ id }),
  [OPERATIONS.addConnection]: fc.record({
    id,
    name: text,
    kind: text,
    properties: fc.dictionary(text, fc.jsonValue()),
  }),
  [OPERATIONS.getConnection]: fc.record({
    id,
    name: text,
    kind: text,
    properties: fc.dictionary(text, fc.jsonValue()),
  }),
  [OPERATIONS.updateConnection]: fc.record({
    id,
    name: text,
    kind: text,
    properties: fc.dictionary(text, fc.jsonValue()),
  }),
  [OPERATIONS.addSecret]: fc.record({ id }),
  [OPERATIONS.updateSecret]: fc.record({ id }),
  [OPERATIONS.listSecrets]: fc.record({
    secrets: fc.array(
      fc.record({ kind: text, subKind: text, properties: fc.record({ id, name: text }), type: text }),
      { maxLength: 3 },
    ),
  }),
  [OPERATIONS.getSecret]: fc.record({
    kind: text,
    subKind: text,
    properties: fc.record({ id, name: text }),
    type: text,
  }),
  [OPERATIONS.triggerPipeline]: fc.record({ success: fc.constant(true), runId: message }),
  [OPERATIONS.pipelineStatus]: fc.record(
    {
      success: fc.constant(true),
      runId: text,
      createdAt: text,
      updatedAt: text,
      projectId: id,
      pipelineName: text,
      fabricId: id,
      runStatus: fc.oneof(fc.constantFrom('RUNNING', 'SUCCEEDED', 'ERROR'), message),
      errorMessage: fc.oneof(message, fc.constant(null)),
    },
    { requiredKeys: ['success', 'runStatus'] },
  ),
};

const TOP_LEVEL: readonly Operation[] = [
  OPERATIONS.deployProject,
  OPERATIONS.triggerPipeline,
  OPERATIONS.pipelineStatus,
];

/** What each call returns, as the schema of the documented data. */
const RETURNED: Record<Operation, z.ZodType> = {
  [OPERATIONS.runTests]: schemas.runTestsData,
  [OPERATIONS.deployProject]: schemas.deployResult,
  [OPERATIONS.createFabric]: schemas.idData,
  [OPERATIONS.updateFabric]: schemas.idData,
  [OPERATIONS.addConnection]: schemas.connection,
  [OPERATIONS.getConnection]: schemas.connection,
  [OPERATIONS.updateConnection]: schemas.connection,
  [OPERATIONS.addSecret]: schemas.idData,
  [OPERATIONS.updateSecret]: schemas.idData,
  [OPERATIONS.listSecrets]: schemas.secretList.shape.secrets,
  [OPERATIONS.getSecret]: schemas.secretSummary,
  [OPERATIONS.triggerPipeline]: schemas.triggerPipelineResult,
  [OPERATIONS.pipelineStatus]: schemas.pipelineRunStatus,
};

/** Replaces the n-th node (depth first) of a JSON value with another value. */
function replaceNode(value: unknown, n: number, replacement: unknown): unknown {
  let left = n;
  const walk = (node: unknown): unknown => {
    if (left-- === 0) return replacement;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value);
}

/** Drops the n-th key met (depth first). */
function dropKey(value: unknown, n: number): unknown {
  let left = n;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (left-- !== 0) out[k] = walk(v);
    return out;
  };
  return walk(value);
}

function bodyFor(operation: Operation): fc.Arbitrary<string> {
  const valid = VALID[operation];
  const wrapped = (data: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    // The answers that are the result itself, at the top level (a gateway may wrap them in data).
    TOP_LEVEL.includes(operation)
      ? fc.oneof(
          data,
          data.map((d) => ({ success: true, data: d })),
        )
      : data.map((d) => ({ success: true, data: d }));
  const nearValid = fc.oneof(
    wrapped(valid),
    fc.tuple(wrapped(valid), fc.nat({ max: 30 }), fc.jsonValue()).map(([v, n, r]) => replaceNode(v, n, r)),
    fc.tuple(wrapped(valid), fc.nat({ max: 30 })).map(([v, n]) => dropKey(v, n)),
  );
  const refusal = fc.record(
    {
      success: fc.constantFrom(false, 'false', 0, null),
      message: fc.oneof(message, fc.jsonValue()),
      error: message,
    },
    { requiredKeys: ['success'] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: nearValid.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: refusal.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? '') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 300 }),
        message.map((m) => `<html><head><title>${m}</title></head><body><h1>${m}</h1></body></html>`),
        fc.constant(''),
        fc.constant('{"success": true, "data": '),
      ),
    },
  );
}

const status = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(200, 201) },
  { weight: 4, arbitrary: fc.constantFrom(400, 401, 403, 404, 429, 500, 502, 503, 504) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 304) },
);
const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/html', 'text/plain; charset=utf-8'),
    'retry-after': fc.constantFrom('0', '-3', 'soon', '999999', 'Wed, 21 Oct 2015 07:28:00 GMT'),
  },
  { requiredKeys: [] },
);

// ------------------------------------------------------------------------------ the property

const LEAK_FORMS = [TOKEN, encodeURIComponent(TOKEN), Buffer.from(TOKEN).toString('base64')];

describe.each(ENDPOINTS)('$operation: arbitrary answers', (endpoint) => {
  it('a value the schema accepts, or an ApiError with one line naming the operation', async () => {
    await fc.assert(
      fc.asyncProperty(
        status,
        headers,
        bodyFor(endpoint.operation),
        async (statusCode, answerHeaders, body) => {
          current = { status: statusCode, headers: answerHeaders, body };
          requests = 0;
          let value: unknown;
          try {
            value = await endpoint.call(client);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error; // anything else is a crash
            expect(error.operation).toBe(endpoint.operation);
            expect(error.message.startsWith(`${endpoint.operation} failed: `)).toBe(true);
            expect(error.message).not.toMatch(/[\r\n\u2028\u2029]/);
            expect(error.message).not.toContain('    at ');
            expect(error.message.length).toBeLessThan(2600);
            for (const form of LEAK_FORMS) expect(error.message).not.toContain(form);
            for (const field of [error.serviceMessage, error.detail])
              for (const form of LEAK_FORMS) expect(field ?? '').not.toContain(form);
            expect(requests).toBeLessThanOrEqual(RETRIES + 1);
            return;
          }
          expect(requests).toBeLessThanOrEqual(RETRIES + 1);
          // A success is a 2xx, or "no such connection" for the by-name lookup.
          if (value === undefined && endpoint.operation === OPERATIONS.getConnection) {
            expect([400, 404, 500]).toContain(statusCode);
            return;
          }
          expect(statusCode).toBeGreaterThanOrEqual(200);
          expect(statusCode).toBeLessThan(300);
          const check = RETURNED[endpoint.operation].safeParse(value);
          expect(check.success ? [] : check.error.issues).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
