import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { createGitHubApi } from '../../src/github/octokit.js';
import type { GitHubApi } from '../../src/github/octokit.js';
import {
  COMMENT_MAX_CHARS,
  CommentLookupLimit,
  MAX_COMMENT_PAGES,
  commentAction,
  commentMarker,
  describeCommentFailure,
  fabricCommentMarker,
  upsertPrComment,
} from '../../src/github/pr-comment.js';
import type { CommentRequest } from '../../src/github/pr-comment.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const MARKER = commentMarker('Data tests');

let github: FakeGitHub;
let api: GitHubApi;

beforeEach(async () => {
  github = await startFakeGitHub();
  api = await createGitHubApi(
    'ghs_comment',
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    { retryBaseMs: 10 },
  );
});
afterEach(() => github.stop());

describe('upsertPrComment keeps one comment per check name', () => {
  test('creates it the first time and updates it the second', async () => {
    const first = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 12,
        marker: MARKER,
        body: 'run 1',
        createIfMissing: true,
      },
      (text: string) => text,
    );
    const second = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 12,
        marker: MARKER,
        body: 'run 2',
        createIfMissing: true,
      },
      (text: string) => text,
    );
    expect(first.action).toBe('created');
    expect(second).toEqual({
      action: 'updated',
      id: github.comments[0]!.id,
      htmlUrl: github.comments[0]!.html_url,
    });
    expect(github.comments.map((c) => [c.issue, c.body])).toEqual([
      [12, '<!-- orchestration-action:data-tests:Data tests -->\nrun 2'],
    ]);
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/data-project/issues/12/comments?per_page=100',
      'POST /repos/acme/data-project/issues/12/comments',
      'GET /repos/acme/data-project/issues/12/comments?per_page=100',
      `PATCH /repos/acme/data-project/issues/comments/${github.comments[0]!.id}`,
    ]);
  });

  test('finds its comment on a later page among 150 others', async () => {
    for (let i = 0; i < 120; i++) github.seedComment(5, `chatter ${i}`);
    const ours = github.seedComment(5, `${MARKER}\nold`, 'github-actions[bot]');
    for (let i = 0; i < 30; i++) github.seedComment(5, `more ${i}`);
    const outcome = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 5,
        marker: MARKER,
        body: 'new',
        createIfMissing: true,
      },
      (text: string) => text,
    );
    expect(outcome).toEqual({ action: 'updated', id: ours.id, htmlUrl: ours.html_url });
    expect(github.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  test('another check name has its own comment', async () => {
    await upsertPrComment(
      api,
      REPO,
      { pullRequest: 3, marker: MARKER, body: 'a', createIfMissing: true },
      (text: string) => text,
    );
    await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 3,
        marker: commentMarker('Nightly'),
        body: 'b',
        createIfMissing: true,
      },
      (text: string) => text,
    );
    expect(github.comments).toHaveLength(2);
  });

  test('update-only does not create a comment, but does update one', async () => {
    const none = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 9,
        marker: MARKER,
        body: 'passes',
        createIfMissing: false,
      },
      (text: string) => text,
    );
    expect(none).toEqual({ action: 'none', reason: 'no earlier comment to update' });
    expect(github.comments).toEqual([]);
    github.seedComment(9, `${MARKER}\nfailed`);
    const updated = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 9,
        marker: MARKER,
        body: 'passes',
        createIfMissing: false,
      },
      (text: string) => text,
    );
    expect(updated.action).toBe('updated');
    expect(github.comments[0]!.body).toBe(`${MARKER}\npasses`);
  });

  test('a body over the limit is trimmed and accepted', async () => {
    await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 1,
        marker: MARKER,
        body: '😀'.repeat(40_000),
        createIfMissing: true,
      },
      (text: string) => text,
    );
    const body = github.comments[0]!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(
      body.endsWith('(trimmed to fit GitHub’s comment limit; the full results are in the job summary)'),
    ).toBe(true);
    expect(body.includes('\uFFFD')).toBe(false);
  });

  test('403 becomes a warning naming pull-requests: write', async () => {
    github.fail({ kind: 'forbidden', method: 'POST' });
    const error = await upsertPrComment(
      api,
      REPO,
      {
        pullRequest: 1,
        marker: MARKER,
        body: 'x',
        createIfMissing: true,
      },
      (text: string) => text,
    ).catch((e: unknown) => e);
    expect(describeCommentFailure(error)).toBe(
      'Could not write the pull-request comment: GitHub answered HTTP 403 (Resource not accessible by integration). ' +
        'The github-token needs the pull-requests: write permission (add `permissions: pull-requests: write` to the job); ' +
        'pull requests from forks get a read-only token.',
    );
  });
});

describe('bounded and truthful against a GitHub that misbehaves', () => {
  const upsert = (over: Partial<CommentRequest> = {}) =>
    upsertPrComment(
      api,
      REPO,
      { pullRequest: 5, marker: MARKER, body: 'results', createIfMissing: true, ...over },
      (text: string) => text,
    );
  const failureOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );
  const gets = () => github.requests.filter((r) => r.method === 'GET').length;

  test('a next link on every page: at most MAX_COMMENT_PAGES requests, then no comment and a warning', async () => {
    for (let i = 0; i < 100; i++) github.seedComment(5, `chatter ${i}`);
    github.fail({ kind: 'endless-pages', method: 'GET', times: Infinity });
    const error = await failureOf(upsert());
    expect(error).toBeInstanceOf(CommentLookupLimit);
    expect(gets()).toBe(MAX_COMMENT_PAGES);
    expect(github.requests.map((r) => r.method)).not.toContain('POST');
    expect(describeCommentFailure(error)).toBe(
      'Could not write the pull-request comment: pull request #5 has more than 2,000 comments and ours is not among the first 2,000: no comment was written or updated, so as not to add a second one.',
    );
  });

  test('a server that ignores page ends with its links: two pages asked for, no loop', async () => {
    for (let i = 0; i < 150; i++) github.seedComment(5, `chatter ${i}`);
    github.fail({ kind: 'ignore-page', method: 'GET', times: Infinity });
    const outcome = await upsert();
    expect(outcome.action).toBe('created');
    expect(gets()).toBe(2);
  });

  test('a next link to another host is not followed: the token goes only to the API', async () => {
    const elsewhere = await startFakeGitHub();
    try {
      github.seedComment(5, 'chatter');
      github.fail({ kind: 'foreign-next-link', method: 'GET', nextLink: `${elsewhere.url}/steal?page=2` });
      const error = await failureOf(upsert());
      expect(describeCommentFailure(error)).toBe(
        `Could not write the pull-request comment: GitHub's answer is not what its API documents (its next page is at "${elsewhere.url}/steal?page=2", not on ${github.url}).`,
      );
      expect(elsewhere.requests).toEqual([]);
      expect(github.comments).toHaveLength(1);
    } finally {
      await elsewhere.stop();
    }
  });

  test.each([
    ['an object', '{"message":"Moved"}', 'Invalid input: expected array, received object'],
    ['null', 'null', 'Invalid input: expected array, received null'],
    ['an empty body', '', 'Invalid input: expected array, received string'],
    ['comments without ids', '[{"body":"x"}]', '0.id: Invalid input: expected number, received undefined'],
  ])(
    'a comment list that is %s is a malformed answer: no raw error, no second comment',
    async (_name, body, problem) => {
      github.fail({ kind: 'raw', method: 'GET', body, times: Infinity });
      const error = await failureOf(upsert());
      expect(describeCommentFailure(error)).toBe(
        `Could not write the pull-request comment: GitHub's answer is not what its API documents (${problem}).`,
      );
      expect(github.requests.map((r) => r.method)).toEqual(['GET']);
    },
  );

  test('a reset after GitHub wrote the comment: not posted again, and said so', async () => {
    github.fail({ kind: 'reset', method: 'POST', afterProcessing: true });
    const error = await failureOf(upsert());
    expect(describeCommentFailure(error)).toBe(
      'Could not write the pull-request comment: network error: the connection to GitHub failed before an answer (other side closed, UND_ERR_SOCKET). GitHub may have written it all the same: the request is not sent twice.',
    );
    expect(github.comments).toHaveLength(1);
    expect(github.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'POST 0']);
  });

  test('a secondary rate limit for long is a rate limit, not a permission problem', async () => {
    github.fail({ kind: 'secondary-rate-limit', method: 'GET', resetAfterSeconds: 600 });
    const error = await failureOf(upsert());
    expect(describeCommentFailure(error)).toMatch(
      /^Could not write the pull-request comment: GitHub's secondary rate limit was reached \(HTTP 403: You have exceeded a secondary rate limit\. .+\); it resets at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(in (9 min \d+ s|10 min)\)\.$/,
    );
  });

  test("a comment's address not on the GitHub server is left out", async () => {
    const elsewhere = await startFakeGitHub({ serverUrl: 'https://evil.example' });
    try {
      const other = await createGitHubApi('t', { apiUrl: elsewhere.url, serverUrl: 'https://github.com' });
      const outcome = await upsertPrComment(
        other,
        REPO,
        { pullRequest: 5, marker: MARKER, body: 'x', createIfMissing: true },
        (text: string) => text,
      );
      expect(outcome).toEqual({ action: 'created', id: elsewhere.comments[0]!.id, htmlUrl: undefined });
    } finally {
      await elsewhere.stop();
    }
  });
});

describe('helpers', () => {
  test('commentAction per mode and conclusion', () => {
    expect(commentAction('off', 'failure')).toBe('skip');
    expect(commentAction('always', 'success')).toBe('upsert');
    expect(commentAction('on-failure', 'failure')).toBe('upsert');
    expect(commentAction('on-failure', 'success')).toBe('update-only');
  });

  test('the marker stays one hidden HTML comment whatever the check name', () => {
    expect(commentMarker('a --> b')).toBe('<!-- orchestration-action:data-tests:a - b -->');
  });

  test("fabric mode's marker is one per file, and never a test step's", () => {
    expect(fabricCommentMarker('infra/a--> b.yml')).toBe(
      '<!-- orchestration-action:fabric:infra/a- b.yml -->',
    );
    // A check run named like a fabric marker still gets the data-tests marker.
    expect(commentMarker('fabric:infra/fabric.yml')).not.toBe(fabricCommentMarker('infra/fabric.yml'));
    expect(fabricCommentMarker('infra/fabric.yml')).not.toBe(fabricCommentMarker('infra/fabric-2.yml'));
  });
});
