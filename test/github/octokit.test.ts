// The GitHub client against a fake GitHub that misbehaves on purpose: what is retried, what is
// waited out, what is sent once, what is abandoned, and how each failure is described.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import {
  ANSWER_MAX_BYTES,
  GITHUB_TIMEOUT_MS,
  GitHubRequestError,
  addressUnder,
  createGitHubApi,
  describeGitHubFailure,
  githubTimeoutMs,
  validAnswer,
} from '../../src/github/octokit.js';
import type { GitHubApi, GitHubApiOptions, RateLimitWait } from '../../src/github/octokit.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const CHECK_RUN = {
  ...REPO,
  name: 'n',
  head_sha: 'c'.repeat(40),
  status: 'completed' as const,
  conclusion: 'success' as const,
  output: { title: 't', summary: 's' },
};
const LIST = { ...REPO, issue_number: 7, per_page: 100 };

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.stop());

function client(options: GitHubApiOptions = {}, token = 't'): Promise<GitHubApi> {
  return createGitHubApi(
    token,
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    { retryBaseMs: 10, ...options },
  );
}

async function failure(promise: Promise<unknown>): Promise<GitHubRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitHubRequestError);
  return error as GitHubRequestError;
}

const statuses = () => github.requests.map((r) => `${r.method} ${r.status}`);

describe('requests', () => {
  test('go to the given API root (GitHub Enterprise Server) with the token, through the typed methods', async () => {
    const api = await client({}, 'ghs_abc');
    const { status, data } = await api.octokit.rest.checks.create(CHECK_RUN);
    expect(status).toBe(201);
    expect(data.id).toBe(github.checkRuns[0]!.id);
    expect(github.requests[0]!.headers.authorization).toBe('token ghs_abc');
    expect(api.apiUrl).toBe(github.url);
  });

  test('a permission 403 is an HTTP error: no wait, no retry, one request', async () => {
    const api = await client();
    github.fail({ kind: 'forbidden' });
    const error = await failure(api.octokit.rest.checks.create(CHECK_RUN));
    expect([error.kind, error.status, error.githubMessage]).toEqual([
      'http',
      403,
      'Resource not accessible by integration',
    ]);
    expect(error.maybeApplied).toBe(false);
    expect(statuses()).toEqual(['POST 403']);
  });

  test("a multi-line validation message becomes one line, with GitHub's reasons", async () => {
    const api = await client();
    const error = await failure(
      api.octokit.rest.checks.create({ ...CHECK_RUN, output: { title: 't', summary: 'é'.repeat(40_000) } }),
    );
    expect(error.message).toBe(
      'POST /repos/{owner}/{repo}/check-runs: HTTP 422, Validation Failed (summary exceeds a maximum bytesize of 65535)',
    );
  });
});

describe('writes a repository can afford', () => {
  test('20 writes go at once (the default check run); later ones a second apart', async () => {
    const api = await client();
    const started = Date.now();
    for (let i = 0; i < 20; i++) await api.octokit.rest.checks.create(CHECK_RUN);
    const burst = Date.now() - started;
    for (let i = 0; i < 3; i++) await api.octokit.rest.checks.create(CHECK_RUN);
    const all = Date.now() - started;
    expect(github.checkRuns).toHaveLength(23);
    expect(burst).toBeLessThan(1500);
    expect(all).toBeGreaterThanOrEqual(2500);
  });

  test("the plugins' queues yield without timers (each setTimeout(0) costs ~1 ms)", async () => {
    const api = await client();
    await api.octokit.rest.checks.create(CHECK_RUN); // the queues exist now
    const timers = jest.spyOn(globalThis, 'setTimeout');
    try {
      await api.octokit.rest.checks.create(CHECK_RUN);
      // What remains is the one timer with which Bottleneck starts a job, in each of the four
      // queues a write passes (plugin-retry's, plugin-throttling's global, write and retry
      // queues); its store's yields between steps, 16 timers per request, are gone.
      expect(timers.mock.calls.filter(([, ms]) => !ms).length).toBeLessThanOrEqual(4);
    } finally {
      timers.mockRestore();
    }
  });
});

describe('rate limits are waited out briefly, else reported as rate limits with their reset time', () => {
  test('a primary limit (403, x-ratelimit-remaining 0) is waited out until the reset, then the create is sent again', async () => {
    const waits: RateLimitWait[] = [];
    const api = await client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'rate-limit-403', resetAfterSeconds: 1 });
    const started = Date.now();
    await api.octokit.rest.checks.create(CHECK_RUN);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(waits).toEqual([
      {
        route: 'POST /repos/{owner}/{repo}/check-runs',
        waitMs: expect.any(Number),
        attempt: 1,
        secondary: false,
      },
    ]);
    expect(statuses()).toEqual(['POST 403', 'POST 201']);
    expect(github.checkRuns).toHaveLength(1);
  });

  test('a secondary limit (403 with Retry-After) is waited out for its Retry-After', async () => {
    const waits: RateLimitWait[] = [];
    const api = await client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'secondary-rate-limit', resetAfterSeconds: 1 });
    await api.octokit.rest.issues.createComment({ ...REPO, issue_number: 3, body: 'hello' });
    expect(waits.map((w) => [w.waitMs, w.secondary])).toEqual([[1000, true]]);
    expect(statuses()).toEqual(['POST 403', 'POST 201']);
    expect(github.comments).toHaveLength(1);
  });

  test.each([
    ['rate-limit-403', 'API rate limit', 403],
    ['rate-limit', 'API rate limit', 429],
    ['secondary-rate-limit', 'secondary rate limit', 403],
  ] as const)(
    '%s for an hour: no wait, one request, a rate-limit error with the reset time',
    async (kind, which, status) => {
      const api = await client();
      const resetAt = Math.floor(Date.now() / 1000) + 3600;
      github.fail({ kind, resetAt });
      const error = await failure(api.octokit.rest.checks.create(CHECK_RUN));
      expect([error.kind, error.status, error.maybeApplied]).toEqual(['rate-limit', status, false]);
      const at = new Date(resetAt * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC');
      expect(error.description).toMatch(
        new RegExp(
          `^GitHub's ${which} was reached \\(HTTP ${status}: .+\\); it resets at ${at} \\(in (59 min \\d+ s|1 h)\\)$`,
        ),
      );
      expect(describeGitHubFailure(error)).not.toMatch(/permission/);
      expect(statuses()).toEqual([`POST ${status}`]);
    },
  );

  test('a limit that persists is waited out three times, then reported', async () => {
    const waits: RateLimitWait[] = [];
    const api = await client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'secondary-rate-limit', resetAfterSeconds: 1, times: Infinity });
    const error = await failure(api.octokit.rest.issues.listComments(LIST));
    expect(error.kind).toBe('rate-limit');
    expect(waits.map((w) => w.attempt)).toEqual([1, 2, 3]);
    expect(statuses()).toEqual(['GET 403', 'GET 403', 'GET 403', 'GET 403']);
  });
});

describe('retries only where a second copy is harmless', () => {
  test('a GET that gets a 500 is retried twice, then fails as HTTP 500', async () => {
    const api = await client();
    github.fail({ kind: 'server-error', times: Infinity });
    const error = await failure(api.octokit.rest.issues.listComments(LIST));
    expect([error.kind, error.status]).toEqual(['http', 500]);
    expect(statuses()).toEqual(['GET 500', 'GET 500', 'GET 500']);
  });

  test('a create before it does not stop the retries of a later GET (each request has its own options)', async () => {
    const api = await client();
    await api.octokit.rest.checks.create(CHECK_RUN);
    github.fail({ kind: 'server-error', method: 'GET' });
    await api.octokit.rest.issues.listComments(LIST);
    expect(statuses()).toEqual(['POST 201', 'GET 500', 'GET 200']);
  });

  test('a GET whose connection is reset is retried and succeeds', async () => {
    const api = await client();
    github.fail({ kind: 'reset' });
    const { data } = await api.octokit.rest.issues.listComments(LIST);
    expect(data).toEqual([]);
    expect(statuses()).toEqual(['GET 0', 'GET 200']);
  });

  test("a comment's edit is retried after a 500 (it replaces the body: a second copy is the same)", async () => {
    const api = await client();
    const comment = github.seedComment(7, 'old');
    github.fail({ kind: 'server-error', method: 'PATCH' });
    await api.octokit.rest.issues.updateComment({ ...REPO, comment_id: comment.id, body: 'new' });
    expect(statuses()).toEqual(['PATCH 500', 'PATCH 200']);
    expect(comment.body).toBe('new');
  });

  test.each([
    ['a 500', 'server-error', 'http', 500, 'HTTP 500, Server Error'],
    [
      'a reset connection',
      'reset',
      'network',
      0,
      'network error: the connection to GitHub failed before an answer (other side closed, UND_ERR_SOCKET)',
    ],
  ] as const)(
    'a check run create that gets %s after GitHub created it is not sent again',
    async (_name, kind, errorKind, status, description) => {
      const api = await client();
      github.fail({ kind, method: 'POST', afterProcessing: true });
      const error = await failure(api.octokit.rest.checks.create(CHECK_RUN));
      expect([error.kind, error.status, error.description, error.maybeApplied]).toEqual([
        errorKind,
        status,
        description,
        true,
      ]);
      expect(github.requests).toHaveLength(1);
      expect(github.checkRuns).toHaveLength(1);
    },
  );

  test('a check-run update (it appends annotations) is not sent again after a 500', async () => {
    const api = await client();
    const { data } = await api.octokit.rest.checks.create(CHECK_RUN);
    github.fail({ kind: 'server-error', method: 'PATCH', afterProcessing: true });
    const annotation = {
      path: 'a',
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      message: 'm',
    } as const;
    await failure(
      api.octokit.rest.checks.update({
        ...REPO,
        check_run_id: data.id,
        output: { title: 't', summary: 's', annotations: [annotation] },
      }),
    );
    expect(statuses()).toEqual(['POST 201', 'PATCH 500']);
    expect(github.checkRuns[0]!.annotations).toHaveLength(1);
  });

  test('a refused connection is a network error that says nothing was applied', async () => {
    const api = await client();
    await github.stop();
    const error = await failure(api.octokit.rest.checks.create(CHECK_RUN));
    expect(error.kind).toBe('network');
    expect(error.description).toMatch(
      /^network error: the connection to GitHub failed before an answer \(connect ECONNREFUSED /,
    );
    expect(error.maybeApplied).toBe(false);
  });
});

describe('bounded', () => {
  test('an attempt without an answer is abandoned after the timeout, not retried, and nothing more is sent', async () => {
    const api = await client({ timeoutMs: 300 });
    github.fail({ kind: 'hang', method: 'GET' });
    const started = Date.now();
    const error = await failure(api.octokit.rest.issues.listComments(LIST));
    expect(Date.now() - started).toBeLessThan(3000);
    expect([error.kind, error.status, error.description]).toEqual([
      'timeout',
      0,
      'GitHub did not answer within 0.3 s; the request was abandoned',
    ]);
    const next = await failure(api.octokit.rest.checks.create(CHECK_RUN));
    expect([next.kind, next.description, next.maybeApplied]).toEqual([
      'timeout',
      'not sent: GitHub did not answer an earlier request within 0.3 s',
      false,
    ]);
    expect(statuses()).toEqual(['GET 0']);
  });

  test('an answer whose body never ends is abandoned after the timeout too', async () => {
    // Headers at once, then a trickle of bytes that never completes the body.
    const trickle = createServer((socket) => {
      socket.once('data', () => {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n1\r\n[\r\n',
        );
        const timer = setInterval(() => socket.write('1\r\n \r\n'), 50);
        socket.on('close', () => clearInterval(timer));
        socket.on('error', () => clearInterval(timer));
      });
    });
    await new Promise<void>((done) => trickle.listen(0, '127.0.0.1', done));
    try {
      const { port } = trickle.address() as AddressInfo;
      const api = await createGitHubApi(
        't',
        { apiUrl: `http://127.0.0.1:${port}`, serverUrl: 'https://github.com' },
        { timeoutMs: 400 },
      );
      const error = await failure(api.octokit.rest.issues.listComments(LIST));
      expect(error.kind).toBe('timeout');
    } finally {
      await new Promise<void>((done) => trickle.close(() => done()));
    }
  });

  test('an answer larger than the bound is a malformed answer, read no further', async () => {
    const api = await client();
    github.fail({ kind: 'raw', method: 'GET', body: `"${'x'.repeat(ANSWER_MAX_BYTES)}"` });
    const error = await failure(api.octokit.rest.issues.listComments(LIST));
    expect([error.kind, error.description]).toEqual([
      'malformed',
      "GitHub's answer is larger than 32 MiB; it was not read",
    ]);
  });

  test('the timeout is 30 s; tests may shorten it through the environment only with a positive number', () => {
    expect(GITHUB_TIMEOUT_MS).toBe(30_000);
    expect(githubTimeoutMs({})).toBe(30_000);
    expect(githubTimeoutMs({ ORCHESTRATION_GITHUB_TIMEOUT_MS: '250' })).toBe(250);
    expect(githubTimeoutMs({ ORCHESTRATION_GITHUB_TIMEOUT_MS: '0' })).toBe(30_000);
    expect(githubTimeoutMs({ ORCHESTRATION_GITHUB_TIMEOUT_MS: 'soon' })).toBe(30_000);
  });
});

describe("Octokit's own log", () => {
  test('goes to the given log, never to the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const lines: string[] = [];
      const api = await client({ log: { debug: () => undefined, warn: (m) => lines.push(m) } });
      github.fail({
        kind: 'raw',
        method: 'GET',
        body: '[]',
        headers: {
          deprecation: 'true',
          sunset: 'tomorrow',
          link: '<https://docs.example/x>; rel="deprecation"',
        },
      });
      await api.octokit.rest.issues.listComments(LIST);
      expect(lines).toEqual([
        `[@octokit/request] "GET ${github.url}/repos/acme/data-project/issues/7/comments?per_page=100" is deprecated. It is scheduled to be removed on tomorrow. See https://docs.example/x`,
      ]);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('answers', () => {
  const Created = z.object({ id: z.number().int().positive() });

  test('validAnswer returns what matches and throws a malformed error naming the first problem', () => {
    expect(validAnswer(Created, { id: 4, extra: true }, 'POST /x')).toEqual({ id: 4 });
    const error = (() => {
      try {
        return validAnswer(Created, { id: 'four' }, 'POST /x');
      } catch (e) {
        return e;
      }
    })() as GitHubRequestError;
    expect([error.kind, error.route]).toEqual(['malformed', 'POST /x']);
    expect(error.description).toBe(
      "GitHub's answer is not what its API documents (id: Invalid input: expected number, received string)",
    );
  });

  test('addressUnder accepts only addresses under the given root', () => {
    const root = 'https://github.com';
    expect(addressUnder('https://github.com/acme/x/runs/1', root)).toBe('https://github.com/acme/x/runs/1');
    expect(addressUnder('https://github.com.evil.example/acme', root)).toBeUndefined();
    expect(addressUnder('http://github.com/acme', root)).toBeUndefined();
    expect(addressUnder('https://user:pw@github.com/acme', root)).toBeUndefined();
    expect(addressUnder('javascript:alert(1)', root)).toBeUndefined();
    expect(addressUnder(42, root)).toBeUndefined();
    expect(addressUnder('https://ghe.example.com/api/v3/repos', 'https://ghe.example.com/api/v3')).toBe(
      'https://ghe.example.com/api/v3/repos',
    );
    expect(
      addressUnder('https://ghe.example.com/api/v30/x', 'https://ghe.example.com/api/v3'),
    ).toBeUndefined();
  });
});
