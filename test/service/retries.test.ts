// Retries and time-outs against faults injected into the emulator, counting the attempts the
// emulator saw: transient failures are retried with back-off and Retry-After, definitive answers
// and time-outs are not, and the deploy call is never sent twice unless provably unprocessed.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ClientOptions, DeployRequest, OrchestrationClient } from '../../src/service/types.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { apiError, closedPort, startRetail, testClient } from './support.js';

type RetryInfo = Parameters<NonNullable<ClientOptions['onRetry']>>[0];

let emu: RunningEmulator;
let client: OrchestrationClient;
let retries: RetryInfo[];

function connect(extra: Partial<ClientOptions> = {}): OrchestrationClient {
  return testClient(emu.url, emu.token, { onRetry: (info) => retries.push(info), ...extra });
}

beforeEach(async () => {
  emu = await startRetail();
  retries = [];
  client = connect();
});

afterEach(async () => {
  await client.close();
  await emu.stop();
});

const SECRETS = '/api/orchestration/fabric/10740/secret';
const TESTS = '/api/orchestration/tests/run';
const DEPLOY = '/api/deploy/project';
const run = {
  fabricId: 10740,
  projectId: 'retail-analytics',
  modelName: 'stg_orders',
  tests: [{}] as [Record<string, never>],
};
const deploy: DeployRequest = { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' };
const MAYBE_SCHEDULED =
  'so the deployment may have been scheduled: check fabric analytics-prod for retail/1.2.0 before running again';
const statuses = () => emu.requests.map((r) => r.status);

describe('transient failures are retried', () => {
  test('503 with Retry-After: waits as asked, then succeeds', async () => {
    emu.injectFault({ kind: 'status-503', path: SECRETS, retryAfterSeconds: 1 });
    const secrets = await client.listSecrets('10740');
    expect(secrets.map((s) => s.properties.name)).toEqual(['warehouse-token']);
    expect(statuses()).toEqual([503, 200]);
    expect(retries).toEqual([{ operation: 'List secrets', attempt: 1, delayMs: 1000, reason: 'HTTP 503' }]);
  });

  test('a Retry-After longer than five minutes ends the retries at once, saying how long', async () => {
    await client.close();
    client = connect({ timeoutMs: 600_000 });
    emu.injectFault({ kind: 'status-429', path: SECRETS, retryAfterSeconds: 3600, times: 4 });
    const err = await apiError(client.listSecrets('10740'));
    expect(err.message).toBe(
      'List secrets failed: Too many requests (HTTP 429); the service asked to wait 1 h before another attempt (Retry-After), longer than this step waits (5 min)',
    );
    expect(statuses()).toEqual([429]);
    expect(retries).toEqual([]);
  });

  test('nor longer than request-timeout, the most one request is given', async () => {
    await client.close();
    client = connect({ timeoutMs: 2000 });
    emu.injectFault({ kind: 'status-503', path: SECRETS, retryAfterSeconds: 3 });
    const err = await apiError(client.listSecrets('10740'));
    expect(err.message).toBe(
      'List secrets failed: Service unavailable (HTTP 503); the service asked to wait 3 s before another attempt (Retry-After), longer than this step waits (2 s)',
    );
    expect(statuses()).toEqual([503]);
  });

  test('429 without Retry-After: exponential back-off with jitter', async () => {
    emu.injectFault({ kind: 'status-429', path: TESTS, times: 3 });
    const data = await client.runTests(run);
    expect(data.summary.total).toBe(3);
    expect(statuses()).toEqual([429, 429, 429, 200]);
    // base 10 ms, doubling, equal jitter: [5,10], [10,20], [20,40]
    const delays = retries.map((r) => r.delayMs);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2, 3]);
    [
      [5, 10],
      [10, 20],
      [20, 40],
    ].forEach(([low, high], i) => {
      expect(delays[i]).toBeGreaterThanOrEqual(low!);
      expect(delays[i]).toBeLessThanOrEqual(high!);
    });
  });

  test('a 502 page from a proxy, every time: retried, then the status and an excerpt', async () => {
    emu.injectFault({ kind: 'html-502', path: TESTS, times: 10 });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: HTTP 502 with a non-JSON body: "502 Bad Gateway nginx" (after 4 attempts)',
    );
    expect(err).toMatchObject({ status: 502, maybeApplied: true, attempts: 4, serviceMessage: undefined });
    expect(statuses()).toEqual([502, 502, 502, 502]);
  });

  test('504 then success', async () => {
    emu.injectFault({ kind: 'html-504', path: TESTS });
    await client.runTests(run);
    expect(statuses()).toEqual([504, 200]);
    expect(retries.map((r) => r.reason)).toEqual(['HTTP 504']);
  });

  test('503 every time: the last answer, after all attempts', async () => {
    emu.injectFault({ kind: 'status-503', path: SECRETS, times: 10 });
    const err = await apiError(client.listSecrets('10740'));
    expect(err.message).toBe('List secrets failed: Service unavailable (HTTP 503) (after 4 attempts)');
    expect(err).toMatchObject({ status: 503, maybeApplied: false, attempts: 4 });
  });

  test('retries: 0 makes one attempt', async () => {
    await client.close();
    client = connect({ retries: 0 });
    emu.injectFault({ kind: 'status-503', path: SECRETS });
    const err = await apiError(client.listSecrets('10740'));
    expect(err.message).toBe('List secrets failed: Service unavailable (HTTP 503)');
    expect(statuses()).toEqual([503]);
  });

  test('a reset before any response is retried', async () => {
    emu.injectFault({ kind: 'reset-before', path: TESTS });
    await client.runTests(run);
    expect(statuses()).toEqual([0, 200]);
    expect(retries.map((r) => r.reason)).toEqual(['the connection was reset before a response (ECONNRESET)']);
  });

  test('a reset every time ends with the cause and the attempt count', async () => {
    emu.injectFault({ kind: 'reset-before', path: TESTS, times: 10 });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe(
      'Run data tests failed: the connection was reset before a response (ECONNRESET) (after 4 attempts)',
    );
    expect(err).toMatchObject({ status: undefined, maybeApplied: true, attempts: 4 });
  });

  test('create fabric after a reset: not sent again (no read could tell), and the error says so', async () => {
    emu.injectFault({ kind: 'reset-after', path: '/api/orchestration/fabric', times: 5 });
    const err = await apiError(
      client.createFabric({ name: 'analytics-qa', teamName: 'data-platform', provider: 'databricks' }),
    );
    expect(err.message).toBe(
      'Create fabric failed: the connection was reset after the request was sent, so fabric analytics-qa may have been created: if running again says it already exists, set fabric-id to its id',
    );
    expect(err).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
    expect(emu.requests).toHaveLength(1);
    const state = emu.state() as { fabrics: Array<{ name: string }> };
    expect(state.fabrics.filter((f) => f.name === 'analytics-qa')).toHaveLength(1);
  });

  test.each([
    ['add secret', SECRETS],
    ['add connection', '/api/orchestration/fabric/10740/connection'],
  ])('%s after a reset is not sent again by the client either', async (_what, path) => {
    emu.injectFault({ kind: 'reset-after', path, method: 'POST', times: 5 });
    const err = await apiError(
      path === SECRETS
        ? client.addSecret('10740', {
            kind: 'native',
            subKind: 'text',
            properties: { name: 'api-key', value: 's3cr3t-value' },
          })
        : client.addConnection('10740', {
            name: 'sftp-drop',
            kind: 'sftp',
            properties: { host: 'sftp.example.com' },
          }),
    );
    expect(err).toMatchObject({ maybeApplied: true, attempts: 1 });
    expect(err.message).toMatch(
      /may have been added: (list the fabric's secrets|look it up by name) before adding it again$/,
    );
    expect(emu.requests).toHaveLength(1);
  });
});

describe('definitive answers and time-outs are not retried', () => {
  test('500 with success:false', async () => {
    emu.injectFault({ kind: 'status-500', path: TESTS, times: 5 });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe('Run data tests failed: Test run failed due to : injected fault (HTTP 500)');
    expect(err).toMatchObject({ status: 500, maybeApplied: false, attempts: 1 });
    expect(statuses()).toEqual([500]);
    expect(retries).toEqual([]);
  });

  test('no answer within the time-out', async () => {
    await client.close();
    client = connect({ timeoutMs: 300 });
    emu.injectFault({ kind: 'hang', path: TESTS });
    const err = await apiError(client.runTests(run));
    expect(err.message).toBe('Run data tests failed: no response within 0.3 s (request-timeout)');
    expect(err).toMatchObject({ status: undefined, maybeApplied: true, attempts: 1 });
    expect(emu.requests).toHaveLength(1);
  });

  test('an answer slower than the time-out is a time-out too', async () => {
    await client.close();
    client = connect({ timeoutMs: 200 });
    emu.injectFault({ kind: 'slow', path: SECRETS, delayMs: 1000 });
    const err = await apiError(client.listSecrets('10740'));
    expect(err.message).toBe('List secrets failed: no response within 0.2 s (request-timeout)');
    expect(emu.requests).toHaveLength(1);
  });

  test('an answer within the time-out is fine', async () => {
    emu.injectFault({ kind: 'slow', path: SECRETS, delayMs: 100 });
    expect(await client.listSecrets('10740')).toHaveLength(1);
  });
});

describe('connection refused', () => {
  test('is retried, then fails with the address', async () => {
    const port = await closedPort();
    const refused = testClient(`http://127.0.0.1:${port}`, 'tok', { onRetry: (info) => retries.push(info) });
    try {
      const err = await apiError(refused.runTests(run));
      expect(err.message).toBe(
        `Run data tests failed: could not connect to http://127.0.0.1:${port} (ECONNREFUSED) (after 4 attempts)`,
      );
      expect(err).toMatchObject({ status: undefined, maybeApplied: false, attempts: 4 });
      expect(retries.map((r) => r.reason)).toEqual(
        Array(3).fill(`could not connect to http://127.0.0.1:${port} (ECONNREFUSED)`),
      );
    } finally {
      await refused.close();
    }
  });

  test('is retried for deploy as well: nothing reached the service', async () => {
    const port = await closedPort();
    const refused = testClient(`http://127.0.0.1:${port}`, 'tok', {
      onRetry: (info) => retries.push(info),
      retries: 2,
    });
    try {
      const err = await apiError(refused.deployProject(deploy));
      expect(err.message).toBe(
        `Deploy project failed: could not connect to http://127.0.0.1:${port} (ECONNREFUSED) (after 3 attempts)`,
      );
      expect(err).toMatchObject({ maybeApplied: false, attempts: 3 });
      expect(retries.map((r) => r.operation)).toEqual(['Deploy project', 'Deploy project']);
    } finally {
      await refused.close();
    }
  });
});

describe('deploy is never sent twice unless provably unprocessed', () => {
  test('reset after the service processed it: one deployment, and the error says so', async () => {
    emu.injectFault({ kind: 'reset-after', path: DEPLOY, times: 5 });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: the connection was reset after the request was sent, ${MAYBE_SCHEDULED}`,
    );
    expect(err).toMatchObject({
      operation: 'Deploy project',
      status: undefined,
      maybeApplied: true,
      attempts: 1,
    });
    expect(emu.requests).toHaveLength(1);
    expect(emu.deployments().map((d) => d.gitTag)).toEqual(['retail/1.2.0']);
  });

  test('a reset before processing cannot be told apart from outside: not retried either', async () => {
    emu.injectFault({ kind: 'reset-before', path: DEPLOY, times: 5 });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: the connection was reset after the request was sent, ${MAYBE_SCHEDULED}`,
    );
    expect(emu.requests).toHaveLength(1);
    expect(emu.deployments()).toEqual([]);
  });

  test('503 then success: exactly one deployment', async () => {
    emu.injectFault({ kind: 'status-503', path: DEPLOY, retryAfterSeconds: 0 });
    const result = await client.deployProject(deploy);
    expect(result.deploymentId).toBe('90001');
    expect(statuses()).toEqual([503, 200]);
    expect(emu.deployments()).toHaveLength(1);
  });

  test("a proxy's 503 text page after the service scheduled it: not sent again, one deployment", async () => {
    emu.injectFault({ kind: 'proxy-503-after', path: DEPLOY, times: 5 });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: HTTP 503 with a non-JSON body: "upstream connect error or disconnect/reset before headers. reset reason: connection termination", ${MAYBE_SCHEDULED}`,
    );
    expect(err).toMatchObject({ status: 503, maybeApplied: true, attempts: 1 });
    expect(statuses()).toEqual([503]);
    expect(emu.deployments()).toHaveLength(1);
  });

  test.each([
    ['status-503-after', 503],
    ['status-429-after', 429],
  ] as const)(
    'a %s body that carries a deploymentId: not sent again, and the id is named',
    async (kind, status) => {
      emu.injectFault({ kind, path: DEPLOY, times: 5 });
      const err = await apiError(client.deployProject(deploy));
      expect(err.message).toBe(
        `Deploy project failed: Project scheduled successfully (HTTP ${status}), so the deployment may have been scheduled (deploymentId 90001): check fabric analytics-prod for retail/1.2.0 before running again`,
      );
      expect(err).toMatchObject({ status, maybeApplied: true, attempts: 1 });
      expect(statuses()).toEqual([status]);
      expect(emu.deployments().map((d) => d.deploymentId)).toEqual(['90001']);
    },
  );

  test('429 then success: exactly one deployment', async () => {
    emu.injectFault({ kind: 'status-429', path: DEPLOY, times: 2 });
    await client.deployProject(deploy);
    expect(statuses()).toEqual([429, 429, 200]);
    expect(emu.deployments()).toHaveLength(1);
  });

  test('502 is not retried: the gateway may have passed it on', async () => {
    emu.injectFault({ kind: 'html-502', path: DEPLOY, times: 5 });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: HTTP 502 with a non-JSON body: "502 Bad Gateway nginx", ${MAYBE_SCHEDULED}`,
    );
    expect(err).toMatchObject({ status: 502, maybeApplied: true, attempts: 1 });
    expect(statuses()).toEqual([502]);
  });

  test('504 is not retried', async () => {
    emu.injectFault({ kind: 'html-504', path: DEPLOY, times: 5 });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: HTTP 504 with a non-JSON body: "504 Gateway Time-out nginx", ${MAYBE_SCHEDULED}`,
    );
    expect(statuses()).toEqual([504]);
  });

  test('a time-out is not retried', async () => {
    await client.close();
    client = connect({ timeoutMs: 300 });
    emu.injectFault({ kind: 'hang', path: DEPLOY });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe(
      `Deploy project failed: no response within 0.3 s (request-timeout), ${MAYBE_SCHEDULED}`,
    );
    expect(emu.requests).toHaveLength(1);
  });

  test('a 500 refusal is definitive', async () => {
    emu.injectFault({ kind: 'status-500', path: DEPLOY });
    const err = await apiError(client.deployProject(deploy));
    expect(err.message).toBe('Deploy project failed: Deployment failed due to : injected fault (HTTP 500)');
    expect(err).toMatchObject({ maybeApplied: false, attempts: 1 });
  });
});
