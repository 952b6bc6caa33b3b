import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import {
  GitHubRequestError,
  createGitHubApi,
  rateLimitWait,
  withRateLimitWaits,
} from '../../src/github/octokit.js';
import type { RawOutcome } from '../../src/github/octokit.js';

const ROUTE = 'POST /repos/{owner}/{repo}/check-runs';
const REPO = { owner: 'acme', repo: 'data-project' };
const BODY = { ...REPO, name: 'n', head_sha: 'c'.repeat(40), status: 'completed', conclusion: 'success' };

describe('against the fake GitHub', () => {
  let github: FakeGitHub;
  beforeEach(async () => {
    github = await startFakeGitHub();
  });
  afterEach(() => github.stop());

  test('requests go to the given API root (GitHub Enterprise Server) with the token', async () => {
    const api = await createGitHubApi('ghs_abc', github.url);
    const { status, data } = await api.request<{ id: number }>(ROUTE, BODY);
    expect(status).toBe(201);
    expect(data.id).toBe(github.checkRuns[0]!.id);
    expect(github.requests[0]!.headers.authorization).toBe('token ghs_abc');
  });

  test('403 with x-ratelimit-remaining 0 waits until the reset, then retries', async () => {
    const waits: number[] = [];
    const api = await createGitHubApi('t', github.url, { onWait: ({ waitMs }) => waits.push(waitMs) });
    github.fail({ kind: 'rate-limit-403', resetAfterSeconds: 1 });
    const started = Date.now();
    await api.request(ROUTE, BODY);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(waits).toHaveLength(1);
    expect(github.requests.map((r) => r.status)).toEqual([403, 201]);
  });

  test('gives up after three waits with an error that says so', async () => {
    const slept: number[] = [];
    const api = await createGitHubApi('t', github.url, { sleep: async (ms) => void slept.push(ms) });
    github.fail({ kind: 'rate-limit', times: Infinity, resetAfterSeconds: 2 });
    const error = (await api.request(ROUTE, BODY).catch((e: unknown) => e)) as GitHubRequestError;
    expect(error).toBeInstanceOf(GitHubRequestError);
    expect(error.status).toBe(429);
    expect(error.githubMessage).toBe(
      'API rate limit exceeded for installation ID 1. (rate limited; gave up after 3 waits)',
    );
    expect(slept).toEqual([2000, 2000, 2000]);
    expect(github.requests).toHaveLength(4);
  });

  test('a permission 403 is not a rate limit: no wait, one request', async () => {
    const api = await createGitHubApi('t', github.url, { sleep: async () => undefined });
    github.fail({ kind: 'forbidden' });
    const error = (await api.request(ROUTE, BODY).catch((e: unknown) => e)) as GitHubRequestError;
    expect([error.status, error.githubMessage]).toEqual([403, 'Resource not accessible by integration']);
    expect(github.requests).toHaveLength(1);
  });

  test('a multi-line validation message becomes one line', async () => {
    const api = await createGitHubApi('t', github.url);
    const error = (await api
      .request(ROUTE, { ...BODY, output: { title: 't', summary: 'x'.repeat(70_000) } })
      .catch((e: unknown) => e)) as GitHubRequestError;
    expect(error.message).toBe(
      'POST /repos/{owner}/{repo}/check-runs: HTTP 422, Invalid request. Only 65535 characters are allowed; 70000 were supplied.',
    );
  });

  test('a server that is down is a status-0 error, not a crash', async () => {
    const api = await createGitHubApi('t', github.url);
    await github.stop();
    const error = (await api.request(ROUTE, BODY).catch((e: unknown) => e)) as GitHubRequestError;
    expect(error).toBeInstanceOf(GitHubRequestError);
  });
});

describe('rateLimitWait', () => {
  const now = 1_700_000_000_000;
  const limited = (status: number, headers: Record<string, string>, message = 'API rate limit exceeded') => ({
    status,
    message,
    headers,
  });

  test('Retry-After wins; else the reset time plus a second of margin; else a minute', () => {
    expect(rateLimitWait(limited(429, { 'retry-after': '7' }), now)).toBe(7000);
    expect(
      rateLimitWait(
        limited(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 5) }),
        now,
      ),
    ).toBe(6000);
    expect(rateLimitWait(limited(403, {}, 'You have exceeded a secondary rate limit'), now)).toBe(60_000);
    expect(rateLimitWait(limited(429, {}), now)).toBe(60_000);
  });

  test('other failures are not rate limits', () => {
    expect(rateLimitWait(limited(403, {}, 'Resource not accessible by integration'), now)).toBeUndefined();
    expect(rateLimitWait(limited(403, { 'x-ratelimit-remaining': '12' }, 'Forbidden'), now)).toBeUndefined();
    expect(rateLimitWait(limited(500, { 'retry-after': '1' }), now)).toBeUndefined();
  });

  test('a reset further away than the cap is not waited for', async () => {
    let calls = 0;
    const send = async (): Promise<RawOutcome> => {
      calls++;
      return {
        ok: false,
        status: 429,
        message: 'API rate limit exceeded',
        headers: { 'retry-after': '3600' },
      };
    };
    const api = withRateLimitWaits(send, { sleep: async () => undefined });
    await expect(api.request('GET /x')).rejects.toThrow(
      'GET /x: HTTP 429, API rate limit exceeded (rate limited for another 3600 s; not waiting that long)',
    );
    expect(calls).toBe(1);
  });
});
