import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { createGitHubApi } from '../../src/github/octokit.js';
import type { GitHubApi } from '../../src/github/octokit.js';
import {
  COMMENT_MAX_CHARS,
  commentAction,
  commentMarker,
  describeCommentFailure,
  fitChars,
  upsertPrComment,
} from '../../src/github/pr-comment.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const MARKER = commentMarker('Data tests');

let github: FakeGitHub;
let api: GitHubApi;

beforeEach(async () => {
  github = await startFakeGitHub();
  api = await createGitHubApi('ghs_comment', github.url);
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
      'GET /repos/acme/data-project/issues/12/comments?per_page=100&page=1',
      'POST /repos/acme/data-project/issues/12/comments',
      'GET /repos/acme/data-project/issues/12/comments?per_page=100&page=1',
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

  test('fitChars does not split a surrogate pair', () => {
    const fitted = fitChars('😀'.repeat(100), 120);
    expect(fitted.length).toBeLessThanOrEqual(120);
    expect(fitted.includes('\uFFFD')).toBe(false);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(fitted)).toBe(false);
  });
});
