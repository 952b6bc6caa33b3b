// A file of the repository at a commit through GitHub's contents API, against the fake GitHub
// (whose answers are checked against GitHub's published schemas): the text of a file, no file,
// and everything that is not a readable text file. One request each, whatever the answer: a
// refusal, a 5xx or a rate limit is not retried or waited out.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { GitHubApi } from '../../src/github/rest.js';
import { GitHubRequestError } from '../../src/github/answers.js';
import { CONTENTS_MAX_BYTES, ContentsUnreadable, readRepositoryFile } from '../../src/github/contents.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const BASE = 'ba5eba5eba5eba5eba5eba5eba5eba5eba5eba5e';
const TEXT =
  "quarantine:\n  - test: unique\n    owner: '@acme/crm'\n    reason: DATA-1 — ünïcode\n    until: 2026-01-31\n";

let github: FakeGitHub;
let api: GitHubApi;
beforeEach(async () => {
  github = await startFakeGitHub();
  api = new GitHubApi(
    'ghs_contentsTestToken',
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    {
      // The fake's first answer compiles GitHub's published schemas: long enough for that.
      timeoutMs: 10_000,
      retryBaseMs: 5,
    },
  );
});
afterEach(async () => {
  await api.close();
  await github.stop();
});

const read = (path: string, maxBytes = 10 * 1024 * 1024) =>
  readRepositoryFile(api, REPO, path, BASE, maxBytes);

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('the read succeeded');
}

describe('readRepositoryFile', () => {
  test('the text of a file at a commit, each segment of its path encoded on its own', async () => {
    github.seedCommit(BASE, { 'ci/data tests/quarantine.yml': TEXT });
    expect(await read('ci/data tests/quarantine.yml')).toEqual({ found: true, text: TEXT });
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `GET /repos/acme/data-project/contents/ci/data%20tests/quarantine.yml?ref=${BASE} 200`,
    ]);
  });

  test('a byte-order mark is no part of the text', async () => {
    github.seedCommit(BASE, { 'q.yml': `\uFEFF${TEXT}` });
    expect(await read('q.yml')).toEqual({ found: true, text: TEXT });
  });

  test('no file at that commit: found false, which a folder or another ref is not', async () => {
    github.seedCommit(BASE, { 'ci/other.yml': 'x: 1\n' });
    expect(await read('quarantine.yml')).toEqual({ found: false });
    expect(await failure(read('ci'))).toEqual(
      new ContentsUnreadable('is a folder at that commit, not a file'),
    );
    // The commit itself is unknown: GitHub's 404 says so, and it is no proof the file is missing.
    const unknown = await failure(readRepositoryFile(api, REPO, 'quarantine.yml', 'f'.repeat(40), 1000));
    expect(unknown).toBeInstanceOf(GitHubRequestError);
    expect((unknown as GitHubRequestError).status).toBe(404);
  });

  test('a file larger than the bound is not decoded; over 1 MB GitHub refuses it as JSON', async () => {
    github.seedCommit(BASE, { 'q.yml': TEXT, 'big.yml': 'a'.repeat(CONTENTS_MAX_BYTES + 1) });
    expect(await failure(read('q.yml', 10))).toEqual(
      new ContentsUnreadable(
        `is ${Buffer.byteLength(TEXT)} bytes at that commit, more than the 10 bytes read through GitHub's contents API`,
      ),
    );
    const big = (await failure(read('big.yml'))) as GitHubRequestError;
    expect([big.status, big.githubMessage]).toEqual([
      403,
      expect.stringMatching(/^This API returns blobs up to 1 MB in size/),
    ]);
  });

  test('text that is not UTF-8 is refused without quoting it', async () => {
    github.seedCommit(BASE, { 'q.yml': Buffer.from([0x71, 0x3a, 0x20, 0xff, 0xfe, 0x0a]) });
    expect(await failure(read('q.yml'))).toEqual(new ContentsUnreadable('is not UTF-8 text at that commit'));
  });

  test.each([
    ['forbidden', 403],
    ['server-error', 500],
    ['rate-limit', 429],
  ] as const)('%s: one request, not retried nor waited out', async (kind, status) => {
    github.seedCommit(BASE, { 'q.yml': TEXT });
    github.fail({ kind, path: '/contents/', times: Infinity, resetAfterSeconds: 0 });
    const err = (await failure(read('q.yml'))) as GitHubRequestError;
    expect(err).toBeInstanceOf(GitHubRequestError);
    expect(err.status).toBe(status);
    expect(github.requests.map((r) => r.status)).toEqual([status]);
  });

  test('no answer: abandoned after the time-out, once', async () => {
    github.fail({ kind: 'hang', path: '/contents/' });
    const impatient = new GitHubApi(
      'ghs_contentsTestToken',
      { apiUrl: github.url, serverUrl: 'https://github.com' },
      {
        timeoutMs: 300,
      },
    );
    const err = (await failure(
      readRepositoryFile(impatient, REPO, 'q.yml', BASE, 1000),
    )) as GitHubRequestError;
    await impatient.close();
    expect([err.kind, err.status]).toEqual(['timeout', 0]);
    expect(github.requests.map((r) => r.status)).toEqual([0]);
  });

  test('an answer that is not a file of the contents API', async () => {
    github.fail({
      kind: 'raw',
      path: '/contents/',
      body: JSON.stringify({ type: 'symlink', size: 3, target: '../x' }),
    });
    expect(await failure(read('q.yml'))).toEqual(
      new ContentsUnreadable('is not a regular file at that commit (a link or a submodule)'),
    );
    github.fail({
      kind: 'raw',
      path: '/contents/',
      body: JSON.stringify({ type: 'file', size: 3, encoding: 'none', content: '' }),
    });
    expect(await failure(read('q.yml'))).toEqual(
      new ContentsUnreadable("came without its content in GitHub's answer"),
    );
    github.fail({
      kind: 'raw',
      path: '/contents/',
      body: JSON.stringify({
        type: 'file',
        size: 1,
        encoding: 'base64',
        content: Buffer.from('far more than one byte').toString('base64'),
      }),
    });
    expect(await failure(read('q.yml'))).toEqual(
      new ContentsUnreadable("came with content of another size than GitHub's answer gave"),
    );
  });
});
