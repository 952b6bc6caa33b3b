import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { settledOrder, startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub, FakeUser } from '../helpers/fake-github.js';
import { GitHubApi } from '../../src/github/rest.js';

import {
  CommentLookupLimit,
  MAX_COMMENT_PAGES,
  commentAction,
  commentMarker,
  describeCommentFailure,
  fabricCommentMarker,
  upsertPrComment,
} from '../../src/github/marked-comment.js';
import type { CommentRequest } from '../../src/github/marked-comment.js';
import { COMMENT_MAX_CHARS } from '../../src/common/limits.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const MARKER = commentMarker('Data tests');

let github: FakeGitHub;
let api: GitHubApi;

beforeEach(async () => {
  github = await startFakeGitHub();
  api = new GitHubApi(
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
    // GITHUB_TOKEN may not ask who it is (403): it is github-actions[bot].
    expect(settledOrder(github.requests.map((r) => `${r.method} ${r.path} ${r.status}`))).toEqual(
      settledOrder([
        'GET /user 403',
        'GET /repos/acme/data-project/issues/12/comments?per_page=100 200',
        'POST /repos/acme/data-project/issues/12/comments 201',
        'GET /user 403',
        'GET /repos/acme/data-project/issues/12/comments?per_page=100 200',
        `PATCH /repos/acme/data-project/issues/comments/${github.comments[0]!.id} 200`,
      ]),
    );
  });

  test('finds its comment on a later page among 150 others', async () => {
    for (let i = 0; i < 120; i++) github.seedComment(5, `chatter ${i}`);
    const ours = github.seedOwnComment(5, `${MARKER}\nold`);
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
    expect(github.requests.filter((r) => r.path.includes('/comments?'))).toHaveLength(2);
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
    github.seedOwnComment(9, `${MARKER}\nfailed`);
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

describe('only a comment the token itself wrote is ever edited', () => {
  const upsert = (over: Partial<CommentRequest> = {}, client = api) =>
    upsertPrComment(
      client,
      REPO,
      { pullRequest: 12, marker: MARKER, body: 'results', createIfMissing: true, ...over },
      (text: string) => text,
    );
  const patched = (fake = github) =>
    fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.path.split('/').at(-1));

  /** A fake GitHub whose token acts as `identity`, and a client for it; stopped after `use`. */
  async function withToken(
    identity: FakeUser,
    use: (fake: FakeGitHub, client: GitHubApi) => Promise<void>,
  ): Promise<void> {
    const fake = await startFakeGitHub({ identity });
    try {
      await use(fake, new GitHubApi('t', { apiUrl: fake.url, serverUrl: 'https://github.com' }));
    } finally {
      await fake.stop();
    }
  }

  test('a comment by someone else with the marker, planted before the first run, stays theirs: the action writes its own, then updates that', async () => {
    const planted = github.seedComment(12, `${MARKER}\n## Data tests\n\nAll tests pass.`, {
      login: 'mallory',
      type: 'User',
    });
    const first = await upsert({ body: 'run 1: 2 failed' });
    const own = github.comments[1]!;
    expect(first).toEqual({ action: 'created', id: own.id, htmlUrl: own.html_url });
    const second = await upsert({ body: 'run 2: 1 failed' });
    expect(second).toEqual({ action: 'updated', id: own.id, htmlUrl: own.html_url });

    expect(github.comments.map((c) => [c.user.login, c.body])).toEqual([
      ['mallory', `${MARKER}\n## Data tests\n\nAll tests pass.`],
      ['github-actions[bot]', `${MARKER}\nrun 2: 1 failed`],
    ]);
    expect(patched()).toEqual([String(own.id)]);
    expect(planted.body).toBe(`${MARKER}\n## Data tests\n\nAll tests pass.`);
  });

  test('a user named like the bot is a User, not the bot: ignored, and update-only starts nothing', async () => {
    github.seedComment(12, `${MARKER}\nfailed`, { login: 'github-actions[bot]', type: 'User' });
    expect(await upsert({ createIfMissing: false })).toEqual({
      action: 'none',
      reason: 'no earlier comment to update',
    });
    expect((await upsert()).action).toBe('created');
    expect(github.comments.map((c) => c.user)).toEqual([
      { login: 'github-actions[bot]', type: 'User' },
      { login: 'github-actions[bot]', type: 'Bot' },
    ]);
    expect(patched()).toEqual([]);
  });

  test("a personal token is who GET /user says: its own comment is updated, the Actions bot's is not", async () => {
    await withToken({ login: 'ci-user', type: 'User' }, async (fake, client) => {
      fake.seedComment(12, `${MARKER}\nby the bot`, { login: 'github-actions[bot]', type: 'Bot' });
      const own = fake.seedOwnComment(12, `${MARKER}\nby ci-user`);
      expect(await upsert({ body: 'new' }, client)).toEqual({
        action: 'updated',
        id: own.id,
        htmlUrl: own.html_url,
      });
      expect(fake.comments.map((c) => c.body)).toEqual([`${MARKER}\nby the bot`, `${MARKER}\nnew`]);
      expect(settledOrder(fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`))).toEqual(
        settledOrder([
          'GET /user 200',
          'GET /repos/acme/data-project/issues/12/comments?per_page=100 200',
          `PATCH /repos/acme/data-project/issues/comments/${own.id} 200`,
        ]),
      );
    });
  });

  test("a GitHub App's token cannot say who it is: its comment is written, and the outcome names the author it will not recognise", async () => {
    await withToken({ login: 'data-bot[bot]', type: 'Bot' }, async (fake, client) => {
      const first = await upsert({}, client);
      expect(first).toEqual({
        action: 'created',
        id: fake.comments[0]!.id,
        htmlUrl: fake.comments[0]!.html_url,
        writtenAs: 'data-bot[bot]',
      });
      // Not taken for the Actions bot's: a second comment, never an edit of a stranger's.
      expect((await upsert({}, client)).action).toBe('created');
      expect(patched(fake)).toEqual([]);
    });
  });

  test('a comment of ours that quotes a marker further down is not the comment of that marker', async () => {
    github.seedOwnComment(12, `${commentMarker('Nightly')}\nA test named ${MARKER} failed`);
    expect((await upsert()).action).toBe('created');
    expect(patched()).toEqual([]);
  });

  test('check names a>b and ab keep different comments', async () => {
    await upsert({ marker: commentMarker('a>b'), body: 'a>b run 1' });
    await upsert({ marker: commentMarker('ab'), body: 'ab run 1' });
    await upsert({ marker: commentMarker('a>b'), body: 'a>b run 2' });
    expect(github.comments.map((c) => c.body)).toEqual([
      '<!-- orchestration-action:data-tests:a%3Eb -->\na>b run 2',
      '<!-- orchestration-action:data-tests:ab -->\nab run 1',
    ]);
  });

  test('when GitHub cannot say who the token is (not a refusal), nothing is written', async () => {
    github.seedOwnComment(12, `${MARKER}\nold`);
    github.fail({ kind: 'server-error', path: '/user', times: Infinity });
    const error = await upsert().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(describeCommentFailure(error)).toBe(
      'Could not write the pull-request comment: HTTP 500, Server Error.',
    );
    // The first page is asked beside the identity; with no identity, nothing is written.
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.status}`).sort()).toEqual([
      'GET /repos/acme/data-project/issues/12/comments?per_page=100 200',
      'GET /user 500',
      'GET /user 500',
      'GET /user 500',
    ]);
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
  const gets = () => github.requests.filter((r) => r.path.includes('/comments?')).length;

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
      github.fail({
        kind: 'foreign-next-link',
        method: 'GET',
        path: '/comments',
        nextLink: `${elsewhere.url}/steal?page=2`,
      });
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
    ['comments without ids', '[{"body":"x"}]', '[0].id: Invalid input: expected number, received undefined'],
  ])(
    'a comment list that is %s is a malformed answer: no raw error, no second comment',
    async (_name, body, problem) => {
      github.fail({ kind: 'raw', method: 'GET', path: '/comments', body, times: Infinity });
      const error = await failureOf(upsert());
      expect(describeCommentFailure(error)).toBe(
        `Could not write the pull-request comment: GitHub's answer is not what its API documents (${problem}).`,
      );
      expect(settledOrder(github.requests.map((r) => `${r.method} ${r.path}`))).toEqual(
        settledOrder(['GET /user', 'GET /repos/acme/data-project/issues/5/comments?per_page=100']),
      );
    },
  );

  test('a reset after GitHub wrote the comment: not posted again, and said so', async () => {
    github.fail({ kind: 'reset', method: 'POST', afterProcessing: true });
    const error = await failureOf(upsert());
    expect(describeCommentFailure(error)).toBe(
      'Could not write the pull-request comment: network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). GitHub may have written it all the same: the request is not sent twice.',
    );
    expect(github.comments).toHaveLength(1);
    expect(github.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 403', 'GET 200', 'POST 0']);
  });

  test('a secondary rate limit for long is a rate limit, not a permission problem', async () => {
    github.fail({ kind: 'secondary-rate-limit', method: 'GET', path: '/comments', resetAfterSeconds: 600 });
    const error = await failureOf(upsert());
    expect(describeCommentFailure(error)).toMatch(
      /^Could not write the pull-request comment: GitHub's secondary rate limit was reached \(HTTP 403: You have exceeded a secondary rate limit\. .+\); it resets at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(in (9 min \d+ s|10 min)\)\.$/,
    );
  });

  test("a comment's address not on the GitHub server is left out", async () => {
    const elsewhere = await startFakeGitHub({ serverUrl: 'https://evil.example' });
    try {
      const other = new GitHubApi('t', { apiUrl: elsewhere.url, serverUrl: 'https://github.com' });
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
    expect(commentMarker('a --> b')).toBe('<!-- orchestration-action:data-tests:a -%2D%3E b -->');
    expect(commentMarker('a --!> b\nc')).toBe('<!-- orchestration-action:data-tests:a -%2D!%3E b%0Ac -->');
    expect(commentMarker('Data tests')).toBe('<!-- orchestration-action:data-tests:Data tests -->');
  });

  test('different check names never share a marker: the encoding can be undone', () => {
    const names = ['ab', 'a>b', 'a%3Eb', 'a--b', 'a-%2Db', 'a-b', 'Prüfungen', 'a\u0085b', 'a'];
    const markers = names.map(commentMarker);
    expect(new Set(markers).size).toBe(names.length);
    for (const [i, marker] of markers.entries()) {
      const key = /^<!-- orchestration-action:data-tests:(.*) -->$/s.exec(marker)![1]!;
      expect(key).not.toMatch(/>|--|[\n\r]/);
      expect(decodeURIComponent(key)).toBe(names[i]);
    }
  });

  test("fabric mode's marker is one per file, and never a test step's", () => {
    expect(fabricCommentMarker('infra/a--> b.yml')).toBe(
      '<!-- orchestration-action:fabric:infra/a-%2D%3E b.yml -->',
    );
    expect(fabricCommentMarker('infra/fabric.yml')).toBe(
      '<!-- orchestration-action:fabric:infra/fabric.yml -->',
    );
    // A check run named like a fabric marker still gets the data-tests marker.
    expect(commentMarker('fabric:infra/fabric.yml')).not.toBe(fabricCommentMarker('infra/fabric.yml'));
    expect(fabricCommentMarker('infra/fabric.yml')).not.toBe(fabricCommentMarker('infra/fabric-2.yml'));
    expect(fabricCommentMarker('infra/a>b.yml')).not.toBe(fabricCommentMarker('infra/ab.yml'));
  });
});
