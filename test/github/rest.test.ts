// The GitHub client against a fake GitHub that misbehaves on purpose, and raw servers for what the
// fake cannot show: what is retried, what is waited out, what is sent once, what is abandoned, and
// how each failure is described. Waits are short (Retry-After 0, a 10 ms back-off, a 300 ms
// timeout); what is asserted is the requests GitHub saw, never how long they took.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import * as z from 'zod';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { setProxyEnv, startForwardProxy } from '../helpers/forward-proxy.js';
import {
  ANSWER_MAX_BYTES,
  GITHUB_TIMEOUT_MS,
  GitHubApi,
  MOST_WRITES_IN_FLIGHT,
  githubTimeoutMs,
} from '../../src/github/rest.js';
import type { GitHubApiOptions, RateLimitWait } from '../../src/github/rest.js';
import { route } from '../../src/github/route.js';
import {
  GitHubRequestError,
  addressUnder,
  describeGitHubFailure,
  validAnswer,
} from '../../src/github/answers.js';
import { VERSION } from '../../src/version.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const CREATE = route((octokit) => octokit.rest.checks.create, 'once');
const UPDATE = route((octokit) => octokit.rest.checks.update, 'once');
const LIST = route((octokit) => octokit.rest.issues.listComments, 'repeatable');
const COMMENT = route((octokit) => octokit.rest.issues.createComment, 'once');
const EDIT = route((octokit) => octokit.rest.issues.updateComment, 'repeatable');
const USER = route((octokit) => octokit.rest.users.getAuthenticated, 'repeatable');
const CHECK_RUN = {
  name: 'n',
  head_sha: 'c'.repeat(40),
  status: 'completed',
  conclusion: 'success',
  output: { title: 't', summary: 's' },
} as const;
const LIST_PARAMS = { ...REPO, issue_number: 7, per_page: 100 };
const Created = z.object({ id: z.number() });
const Anything = z.unknown();

// Every test registers what it starts; all of it is stopped afterwards, even when a test fails.
const cleanups: (() => Promise<void> | void)[] = [];
let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
  cleanups.push(() => github.stop());
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function client(options: GitHubApiOptions = {}, apiUrl = github.url, token = 't'): GitHubApi {
  const api = new GitHubApi(
    token,
    { apiUrl, serverUrl: 'https://github.com' },
    { retryBaseMs: 10, ...options },
  );
  cleanups.push(() => api.close());
  return api;
}

const create = (api: GitHubApi) => api.request(CREATE, { ...REPO, ...CHECK_RUN }, Created);
const list = (api: GitHubApi) => api.request(LIST, LIST_PARAMS, z.array(z.unknown()));

async function failure(promise: Promise<unknown>): Promise<GitHubRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitHubRequestError);
  return error as GitHubRequestError;
}

const statuses = () => github.requests.map((r) => `${r.method} ${r.status}`);

/** A raw server answering with `handle`, recording each request's method, path and headers. */
async function rawServer(handle: (req: IncomingMessage, res: ServerResponse, url: string) => void) {
  const seen: IncomingMessage[] = [];
  const server = createHttpServer((req, res) => {
    seen.push(req);
    req.resume();
    req.on('end', () => handle(req, res, url));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(
    () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  );
  return { url, seen };
}

describe('requests', () => {
  test("go to the API root with the token as a Bearer credential and GitHub's media type and version", async () => {
    const api = client({}, github.url, 'ghs_abc');
    const created = await create(api);
    expect(created.id).toBe(github.checkRuns[0]!.id);
    expect(github.requests[0]!.headers).toMatchObject({
      authorization: 'Bearer ghs_abc',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': `orchestration-action/${VERSION}`,
      'content-type': 'application/json',
    });
    expect(api.apiUrl).toBe(github.url);
  });

  test("GitHub Enterprise Server: the API root's path is kept, parameters are one segment each, next pages stay under it", async () => {
    const server = await rawServer((req, res, url) => {
      const first = !req.url!.includes('page=2');
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(first && { link: `<${url}/api/v3/repositories/1/issues/7/comments?page=2>; rel="next"` }),
      });
      res.end('[]');
    });
    const api = client({}, `${server.url}/api/v3`);
    const pages = [];
    for await (const page of api.pages(
      LIST,
      { ...LIST_PARAMS, repo: 'data/project' },
      z.array(z.unknown()),
      5,
    ))
      pages.push(page);
    expect(pages).toEqual([
      { data: [], hasNext: true },
      { data: [], hasNext: false },
    ]);
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v3/repos/acme/data%2Fproject/issues/7/comments?per_page=100',
      'GET /api/v3/repositories/1/issues/7/comments?page=2',
    ]);
  });

  test('a permission 403 is an HTTP error: no wait, no retry, one request', async () => {
    const api = client();
    github.fail({ kind: 'forbidden' });
    const error = await failure(create(api));
    expect([error.kind, error.status, error.githubMessage]).toEqual([
      'http',
      403,
      'Resource not accessible by integration',
    ]);
    expect(error.maybeApplied).toBe(false);
    expect(statuses()).toEqual(['POST 403']);
  });

  test("a multi-line validation message becomes one line, with GitHub's reasons", async () => {
    const api = client();
    const error = await failure(
      api.request(
        CREATE,
        { ...REPO, ...CHECK_RUN, output: { title: 't', summary: 'é'.repeat(40_000) } },
        Created,
      ),
    );
    expect(error.message).toBe(
      'POST /repos/{owner}/{repo}/check-runs: HTTP 422, Validation Failed (summary exceeds a maximum bytesize of 65535)',
    );
  });
});

describe('writes a repository can afford', () => {
  test('one write at a time: concurrent writes wait for the one before to be answered', async () => {
    let inFlight = 0;
    let most = 0;
    const server = await rawServer((_req, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"id":1}');
      }, 20);
    });
    const api = client({}, server.url);
    await Promise.all([create(api), create(api), create(api)]);
    expect(server.seen).toHaveLength(3);
    expect(most).toBe(1);
  });

  test('a route that allows more goes that many at a time (at most MOST_WRITES_IN_FLIGHT); a write without goes alone', async () => {
    let inFlight = 0;
    let aloneInFlight = false;
    const seen: { method: string; beside: number; besideAlone: boolean }[] = [];
    const server = await rawServer((req, res) => {
      seen.push({ method: req.method!, beside: inFlight++, besideAlone: aloneInFlight });
      if (req.method === 'POST') aloneInFlight = true;
      setTimeout(() => {
        inFlight--;
        if (req.method === 'POST') aloneInFlight = false;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":1}');
      }, 30);
    });
    const api = client({}, server.url);
    const batch = (concurrency: number) =>
      api.request(
        { ...UPDATE, concurrency },
        { ...REPO, check_run_id: 1, output: { title: 't', summary: 's' } },
        Anything,
      );
    await Promise.all([
      ...Array.from({ length: 8 }, () => batch(4)),
      create(api),
      ...Array.from({ length: 3 }, () => batch(4)),
    ]);
    // In the order they came: eight batches, the create, three batches.
    expect(seen.map((s) => s.method)).toEqual([...Array(8).fill('PATCH'), 'POST', ...Array(3).fill('PATCH')]);
    expect(seen.slice(0, 4).map((s) => s.beside)).toEqual([0, 1, 2, 3]);
    expect(Math.max(...seen.map((s) => s.beside + 1))).toBe(4);
    // The create went alone, and nothing went beside it.
    expect(seen[8]!.beside).toBe(0);
    expect(seen.some((s) => s.besideAlone)).toBe(false);

    seen.length = 0;
    await Promise.all(Array.from({ length: 2 * MOST_WRITES_IN_FLIGHT }, () => batch(100)));
    expect(Math.max(...seen.map((s) => s.beside + 1))).toBe(MOST_WRITES_IN_FLIGHT);
  });
});

describe('rate limits are waited out briefly, else reported as rate limits with their reset time', () => {
  test('a primary limit (403, x-ratelimit-remaining 0) is waited out until the reset, then the create is sent again', async () => {
    const waits: RateLimitWait[] = [];
    const api = client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'rate-limit-403', resetAfterSeconds: 0 });
    await create(api);
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
    const api = client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'secondary-rate-limit', resetAfterSeconds: 0 });
    await api.request(COMMENT, { ...REPO, issue_number: 3, body: 'hello' }, Created);
    expect(waits.map((w) => [w.waitMs, w.secondary])).toEqual([[0, true]]);
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
      const waits: RateLimitWait[] = [];
      const api = client({ onRateLimitWait: (wait) => waits.push(wait) });
      const resetAt = Math.floor(Date.now() / 1000) + 3600;
      github.fail({ kind, resetAt });
      const error = await failure(create(api));
      expect([error.kind, error.status, error.maybeApplied]).toEqual(['rate-limit', status, false]);
      const at = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC');
      // A Retry-After in whole seconds may put the reset one second later.
      expect(error.description).toMatch(
        new RegExp(
          `^GitHub's ${which} was reached \\(HTTP ${status}: .+\\); it resets at (${at(resetAt)}|${at(resetAt + 1)}) \\(in (59 min \\d+ s|1 h)\\)$`,
        ),
      );
      expect(describeGitHubFailure(error)).not.toMatch(/permission/);
      expect(statuses()).toEqual([`POST ${status}`]);
      expect(waits).toEqual([]);
    },
  );

  test('a limit that persists is waited out three times, then reported', async () => {
    const waits: RateLimitWait[] = [];
    const api = client({ onRateLimitWait: (wait) => waits.push(wait) });
    github.fail({ kind: 'secondary-rate-limit', resetAfterSeconds: 0, times: Infinity });
    const error = await failure(list(api));
    expect(error.kind).toBe('rate-limit');
    expect(waits.map((w) => w.attempt)).toEqual([1, 2, 3]);
    expect(statuses()).toEqual(['GET 403', 'GET 403', 'GET 403', 'GET 403']);
  });

  test('waits and retries are counted apart: a rate limit does not use up the retries of a 500', async () => {
    const api = client();
    github.fail({ kind: 'rate-limit', method: 'GET', resetAfterSeconds: 0 });
    github.fail({ kind: 'server-error', method: 'GET', times: 2 });
    await list(api);
    expect(statuses()).toEqual(['GET 429', 'GET 500', 'GET 500', 'GET 200']);
  });
});

describe('retries only where a second copy is harmless', () => {
  test('a GET that gets a 500 is retried twice, then fails as HTTP 500', async () => {
    const api = client();
    github.fail({ kind: 'server-error', times: Infinity });
    const error = await failure(list(api));
    expect([error.kind, error.status]).toEqual(['http', 500]);
    expect(statuses()).toEqual(['GET 500', 'GET 500', 'GET 500']);
  });

  test('a create before it does not stop the retries of a later GET', async () => {
    const api = client();
    await create(api);
    github.fail({ kind: 'server-error', method: 'GET' });
    await list(api);
    expect(statuses()).toEqual(['POST 201', 'GET 500', 'GET 200']);
  });

  test('a GET whose connection is reset is retried and succeeds', async () => {
    const api = client();
    github.fail({ kind: 'reset' });
    expect(await list(api)).toEqual([]);
    expect(statuses()).toEqual(['GET 0', 'GET 200']);
  });

  test("a comment's edit is retried after a 500 (it replaces the body: a second copy is the same)", async () => {
    const api = client();
    const comment = github.seedComment(7, 'old');
    github.fail({ kind: 'server-error', method: 'PATCH' });
    await api.request(EDIT, { ...REPO, comment_id: comment.id, body: 'new' }, Anything);
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
      'network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET)',
    ],
  ] as const)(
    'a check run create that gets %s after GitHub created it is not sent again',
    async (_name, kind, errorKind, status, description) => {
      const api = client();
      github.fail({ kind, method: 'POST', afterProcessing: true });
      const error = await failure(create(api));
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
    const api = client();
    const { id } = await create(api);
    github.fail({ kind: 'server-error', method: 'PATCH', afterProcessing: true });
    const annotation = {
      path: 'a',
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      message: 'm',
    } as const;
    await failure(
      api.request(
        UPDATE,
        { ...REPO, check_run_id: id, output: { title: 't', summary: 's', annotations: [annotation] } },
        Anything,
      ),
    );
    expect(statuses()).toEqual(['POST 201', 'PATCH 500']);
    expect(github.checkRuns[0]!.annotations).toHaveLength(1);
  });

  test('a refused connection is a network error that says nothing was applied', async () => {
    const api = client();
    await github.stop();
    const error = await failure(create(api));
    expect(error.kind).toBe('network');
    expect(error.description).toMatch(
      /^network error: the connection to GitHub failed before an answer \(connect ECONNREFUSED /,
    );
    expect(error.maybeApplied).toBe(false);
  });
});

describe('bounded', () => {
  test('an attempt without an answer is abandoned after the timeout, not retried, and nothing more is sent', async () => {
    const api = client({ timeoutMs: 300 });
    github.fail({ kind: 'hang', method: 'GET' });
    const error = await failure(list(api));
    expect([error.kind, error.status, error.description, error.maybeApplied]).toEqual([
      'timeout',
      0,
      'GitHub did not answer within 0.3 s; the request was abandoned',
      true,
    ]);
    const next = await failure(create(api));
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
    cleanups.push(() => new Promise<void>((done) => trickle.close(() => done())));
    const { port } = trickle.address() as AddressInfo;
    const error = await failure(list(client({ timeoutMs: 400 }, `http://127.0.0.1:${port}`)));
    expect(error.kind).toBe('timeout');
  });

  test('an answer larger than the bound is a malformed answer, read no further', async () => {
    const api = client();
    github.fail({ kind: 'raw', method: 'GET', body: `"${'x'.repeat(ANSWER_MAX_BYTES)}"` });
    const error = await failure(list(api));
    expect([error.kind, error.description, error.maybeApplied]).toEqual([
      'malformed',
      "GitHub's answer is larger than 32 MiB; it was not read",
      true,
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

describe('proxies from the environment (GitHub Enterprise Server behind a proxy)', () => {
  test('HTTP_PROXY: requests to GitHub go through the proxy', async () => {
    const proxy = await startForwardProxy();
    cleanups.push(() => proxy.stop());
    cleanups.push(setProxyEnv({ HTTP_PROXY: proxy.url }));
    const identity = { login: 'octo', type: 'User' } as const;
    const fake = await startFakeGitHub({ identity });
    cleanups.push(() => fake.stop());
    const api = client({}, fake.url);
    expect(await api.request(USER, {}, z.object({ login: z.string() }))).toEqual({ login: 'octo' });
    expect(proxy.seen).toEqual([`GET ${fake.url}/user`]);
  });

  test('HTTPS_PROXY: https:// requests tunnel through the proxy with CONNECT', async () => {
    // A plain TCP listener stands in for GitHub: the tunnel is made, then TLS fails on it.
    const tcp = createServer((socket) => socket.end('not TLS\r\n'));
    await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));
    cleanups.push(() => new Promise<void>((done) => tcp.close(() => done())));
    const { port } = tcp.address() as AddressInfo;
    const proxy = await startForwardProxy();
    cleanups.push(() => proxy.stop());
    cleanups.push(setProxyEnv({ HTTPS_PROXY: proxy.url }));
    const error = await failure(list(client({}, `https://127.0.0.1:${port}/api/v3`)));
    expect(proxy.seen).toEqual([`CONNECT 127.0.0.1:${port}`]);
    expect([error.kind, error.maybeApplied]).toEqual(['network', false]);
    expect(error.description).toMatch(/(ERR_SSL_[A-Z_]+|ECONNRESET)\)$/);
  });
});

describe('answers', () => {
  test('a redirect is an HTTP error, not followed: the token goes nowhere else', async () => {
    const server = await rawServer((_req, res) => {
      res.writeHead(301, { location: 'https://elsewhere.example/x', 'content-type': 'application/json' });
      res.end('{"message":"Moved Permanently"}');
    });
    const error = await failure(list(client({}, server.url)));
    expect([error.kind, error.status, error.description]).toEqual([
      'http',
      301,
      'HTTP 301, Moved Permanently',
    ]);
    expect(server.seen).toHaveLength(1);
  });

  test('a refused page fails the list, though the paginator ends quietly on a 409', async () => {
    const server = await rawServer((_req, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end('{"message":"Git Repository is empty."}');
    });
    const pages = client({}, server.url).pages(LIST, LIST_PARAMS, z.array(z.unknown()), 5);
    const error = await failure(pages.next());
    expect([error.kind, error.status, error.description]).toEqual([
      'http',
      409,
      'HTTP 409, Git Repository is empty.',
    ]);
    expect(server.seen).toHaveLength(1);
  });

  test('an answer that is not JSON is handed to the check as text, which names it', async () => {
    const api = client();
    github.fail({ kind: 'raw', method: 'GET', body: '<html>502 Bad Gateway</html>' });
    const error = await failure(list(api));
    expect(error.description).toBe(
      "GitHub's answer is not what its API documents (Invalid input: expected array, received string)",
    );
  });

  test('validAnswer returns what matches and throws a malformed error naming the first problem', () => {
    const Id = z.object({ id: z.number().int().positive() });
    expect(validAnswer(Id, { id: 4, extra: true }, 'POST /x')).toEqual({ id: 4 });
    const error = (() => {
      try {
        return validAnswer(Id, { id: 'four' }, 'POST /x');
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
