/**
 * The health issue against the fake GitHub: found by its marker and its creator, opened, edited,
 * closed with one comment, reopened within 7 days, never duplicated, and its lookup bounded.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub, FakeUser } from '../helpers/fake-github.js';
import { GitHubApi } from '../../src/github/rest.js';
import {
  IssueLookupLimit,
  MAX_ISSUE_PAGES,
  fabricHealthMarker,
  keepHealthIssue,
  testHealthMarker,
} from '../../src/github/marked-issue.js';
import type { HealthIssueRequest } from '../../src/github/marked-issue.js';
import { ISSUE_BODY_MAX_CHARS } from '../../src/common/limits.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const MARKER = testHealthMarker('retail-analytics', 10740, 'Data tests');
const DAY_MS = 24 * 60 * 60 * 1000;
const LIST =
  'GET /repos/acme/data-project/issues?labels=data-health&state=all&creator=github-actions%5Bbot%5D&sort=updated&direction=desc&per_page=100';
const SOMEONE: FakeUser = { login: 'someone', type: 'User' };

let github: FakeGitHub;
let api: GitHubApi;

beforeEach(async () => {
  github = await startFakeGitHub();
  api = new GitHubApi(
    'ghs_issue',
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    { retryBaseMs: 10 },
  );
});
afterEach(async () => {
  await api.close();
  await github.stop();
});

function keep(over: Partial<HealthIssueRequest> = {}, client = api) {
  return keepHealthIssue(
    client,
    REPO,
    {
      marker: MARKER,
      title: 'Data tests failing: project retail-analytics on fabric 10740',
      labels: ['data-health'],
      failing: 'night 1',
      passing: 'Passing since this run',
      now: Date.now(),
      ...over,
    },
    (text) => text.replaceAll('s3cr3t-value', '***'),
  );
}

const lines = () => github.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');

describe('a failing check', () => {
  test('opens the issue, creating its labels first, and edits it on the next failure', async () => {
    const first = await keep({ labels: ['data-health', 'nightly'] });
    expect(first).toEqual({
      action: 'opened',
      number: 1,
      htmlUrl: 'https://github.com/acme/data-project/issues/1',
      writtenAs: undefined,
    });
    expect(lines()).toEqual([
      'GET /user 403',
      `${LIST.replace('labels=data-health', 'labels=data-health%2Cnightly')} 200`,
      'GET /repos/acme/data-project/labels/data-health 404',
      'POST /repos/acme/data-project/labels 201',
      'GET /repos/acme/data-project/labels/nightly 404',
      'POST /repos/acme/data-project/labels 201',
      'POST /repos/acme/data-project/issues 201',
    ]);
    expect(github.labels).toEqual([
      {
        name: 'data-health',
        color: 'd73a4a',
        description: 'A scheduled check that fails, kept by orchestration-action (health-issue)',
      },
      expect.objectContaining({ name: 'nightly' }),
    ]);
    expect(github.issues).toEqual([
      expect.objectContaining({
        number: 1,
        title: 'Data tests failing: project retail-analytics on fabric 10740',
        body: `${MARKER}\nnight 1`,
        state: 'open',
        labels: ['data-health', 'nightly'],
        user: { login: 'github-actions[bot]', type: 'Bot' },
      }),
    ]);

    github.requests.length = 0;
    const second = await keep({ labels: ['data-health', 'nightly'], failing: 'night 2' });
    expect(second.action).toBe('edited');
    expect(lines().slice(2)).toEqual(['PATCH /repos/acme/data-project/issues/1 200']);
    // The body only: a title or labels a person changed stay as they are.
    expect(github.requests.at(-1)!.body).toEqual({ body: `${MARKER}\nnight 2` });
    expect(github.issues.map((i) => [i.number, i.state, i.body])).toEqual([
      [1, 'open', `${MARKER}\nnight 2`],
    ]);
    expect(github.comments).toEqual([]);
  });

  test('a label the repository has is not created again; one created meanwhile is no problem', async () => {
    github.seedLabel('data-health');
    github.fail({
      kind: 'raw',
      method: 'POST',
      path: '/labels',
      status: 422,
      body: JSON.stringify({
        message: 'Validation Failed',
        errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
      }),
    });
    await keep({ labels: ['data-health', 'nightly'] });
    expect(lines().slice(2)).toEqual([
      'GET /repos/acme/data-project/labels/data-health 200',
      'GET /repos/acme/data-project/labels/nightly 404',
      'POST /repos/acme/data-project/labels 422',
      'POST /repos/acme/data-project/issues 201',
    ]);
  });

  test('reopens an issue closed within 7 days, with the new body; one closed 8 days ago stays closed', async () => {
    const recent = github.seedIssue({
      body: `${MARKER}\nold`,
      state: 'closed',
      closed_at: isoDaysAgo(6.9),
      labels: ['data-health'],
    });
    const outcome = await keep({ failing: 'again' });
    expect(outcome.action).toBe('reopened');
    expect(github.requests.at(-1)!.body).toEqual({
      state: 'open',
      state_reason: 'reopened',
      body: `${MARKER}\nagain`,
    });
    expect(github.issues).toEqual([
      expect.objectContaining({ number: recent.number, state: 'open', closed_at: null }),
    ]);

    // Closed again, 8 days ago: a new issue, the old one left closed.
    Object.assign(recent, { state: 'closed', closed_at: isoDaysAgo(8), updated_at: isoDaysAgo(8) });
    const later = await keep({ failing: 'a week later' });
    expect(later.action).toBe('opened');
    expect(github.issues.map((i) => [i.number, i.state])).toEqual([
      [recent.number, 'closed'],
      [recent.number + 1, 'open'],
    ]);
  });

  test('of several closed issues the most recently closed decides', async () => {
    github.seedIssue({
      body: `${MARKER}\nlong ago`,
      state: 'closed',
      closed_at: isoDaysAgo(30),
      updated_at: isoDaysAgo(1),
      labels: ['data-health'],
    });
    const recent = github.seedIssue({
      body: `${MARKER}\nlast week`,
      state: 'closed',
      closed_at: isoDaysAgo(2),
      labels: ['data-health'],
    });
    expect(await keep()).toMatchObject({ action: 'reopened', number: recent.number });
  });

  test('never touches an issue with the marker that someone else opened, a quote of it, or a pull request', async () => {
    const theirs = github.seedIssue({ body: `${MARKER}\nforged`, user: SOMEONE, labels: ['data-health'] });
    const quoting = github.seedIssue({ body: `see ${MARKER}`, labels: ['data-health'] });
    const pull = github.seedIssue({ body: `${MARKER}\nmine`, labels: ['data-health'], pull_request: true });
    const before = structuredClone(github.issues);
    const outcome = await keep();
    expect(outcome).toMatchObject({ action: 'opened', number: pull.number + 1 });
    expect(github.issues.slice(0, 3)).toEqual(before);
    // The label exists: the seeded issues carry it.
    expect(github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/data-project/issues',
    ]);
    expect([theirs, quoting].map((i) => i.state)).toEqual(['open', 'open']);
  });

  test("a personal token's issues are looked up by its login", async () => {
    await github.stop();
    github = await startFakeGitHub({ identity: { login: 'nightly-bot', type: 'User' } });
    const client = new GitHubApi('ghp_x', { apiUrl: github.url, serverUrl: 'https://github.com' });
    github.seedIssue({ body: `${MARKER}\nold`, labels: ['data-health'] });
    expect((await keep({}, client)).action).toBe('edited');
    expect(github.requests[1]!.path).toContain('&creator=nightly-bot&');
    await client.close();
  });

  test('the body is redacted and cut to what GitHub takes; the title to one line of 256 characters', async () => {
    await keep({ failing: `s3cr3t-value ${'😀'.repeat(40_000)}`, title: `line\nbreak ${'t'.repeat(300)}` });
    const [issue] = github.issues;
    expect(issue!.body!.startsWith(`${MARKER}\n*** 😀`)).toBe(true);
    expect([...issue!.body!].length).toBeLessThanOrEqual(ISSUE_BODY_MAX_CHARS);
    expect(
      issue!.body!.endsWith('(trimmed to fit GitHub’s issue limit; the latest run’s job summary has it all)'),
    ).toBe(true);
    expect(issue!.title).toMatch(/^line break t+…$/);
    expect([...issue!.title].length).toBe(256);
  });
});

describe('GitHub failing on the way', () => {
  test('an edit that meets a 500 is sent again; an open whose answer is lost is not', async () => {
    github.seedIssue({ body: `${MARKER}\nold`, labels: ['data-health'] });
    github.fail({ kind: 'server-error', method: 'PATCH' });
    expect((await keep()).action).toBe('edited');
    expect(lines().filter((l) => l.startsWith('PATCH'))).toEqual([
      'PATCH /repos/acme/data-project/issues/1 500',
      'PATCH /repos/acme/data-project/issues/1 200',
    ]);

    github.issues[0]!.state = 'closed';
    github.issues[0]!.closed_at = isoDaysAgo(30);
    github.fail({ kind: 'reset', method: 'POST', path: '/issues', afterProcessing: true });
    const error = await keep().catch((e: unknown) => e);
    expect(error).toMatchObject({ route: 'POST /repos/{owner}/{repo}/issues', maybeApplied: true });
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues'))).toHaveLength(1);
    // GitHub opened it: the next run finds it, and edits it.
    expect(await keep()).toMatchObject({ action: 'edited', number: 2 });
  });
});

describe('a passing check', () => {
  test('closes the open issue with one comment, and does nothing when none is open', async () => {
    const open = github.seedIssue({ body: `${MARKER}\nfailing`, labels: ['data-health'] });
    const outcome = await keep({
      failing: undefined,
      passing: 'Passing since [this run](https://github.com/acme/data-project/actions/runs/4242)',
    });
    expect(outcome).toMatchObject({ action: 'closed', number: open.number });
    expect(lines().slice(2)).toEqual([
      `POST /repos/acme/data-project/issues/${open.number}/comments 201`,
      `PATCH /repos/acme/data-project/issues/${open.number} 200`,
    ]);
    expect(github.requests.at(-1)!.body).toEqual({ state: 'closed', state_reason: 'completed' });
    expect(github.comments.map((c) => [c.issue, c.body, c.html_url])).toEqual([
      [
        open.number,
        'Passing since [this run](https://github.com/acme/data-project/actions/runs/4242)',
        `https://github.com/acme/data-project/issues/${open.number}#issuecomment-${github.comments[0]!.id}`,
      ],
    ]);
    expect(github.issues[0]).toMatchObject({
      state: 'closed',
      state_reason: 'completed',
      body: `${MARKER}\nfailing`,
    });

    github.requests.length = 0;
    expect(await keep({ failing: undefined })).toEqual({ action: 'none' });
    expect(github.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(github.comments).toHaveLength(1);
  });
});

describe('the lookup', () => {
  test('2,000 open issues of other people and labels cost one request', async () => {
    github.seedIssues(
      Array.from({ length: 2_000 }, (_, i) => ({
        body: `issue ${i}`,
        user: SOMEONE,
        labels: i % 2 ? ['bug'] : [],
      })),
    );
    const ours = github.seedIssue({
      body: `${MARKER}\nfailing`,
      labels: ['data-health'],
      updated_at: isoDaysAgo(20),
    });
    expect(await keep()).toMatchObject({ action: 'edited', number: ours.number });
    expect(github.requests.filter((r) => r.path.includes('/issues?'))).toHaveLength(1);
  });

  test('finds its open issue on a later page among its other checks', async () => {
    const ours = github.seedIssue({
      body: `${MARKER}\nfailing`,
      labels: ['data-health'],
      updated_at: isoDaysAgo(1),
    });
    github.seedIssues(
      Array.from({ length: 250 }, (_, i) => ({
        body: `${testHealthMarker('p', i, 'Data tests')}\nx`,
        labels: ['data-health'],
      })),
    );
    expect(await keep()).toMatchObject({ action: 'edited', number: ours.number });
    expect(github.requests.filter((r) => r.path.includes('/issues?'))).toHaveLength(3);
  });

  test(`stops after ${MAX_ISSUE_PAGES} pages without an answer, and writes nothing`, async () => {
    github.seedIssue({ body: `${MARKER}\nfailing`, labels: ['data-health'], updated_at: isoDaysAgo(3) });
    github.seedIssues(
      Array.from({ length: 2_000 }, (_, i) => ({
        body: `${testHealthMarker('p', i, 'Data tests')}\nx`,
        labels: ['data-health'],
      })),
    );
    const error = await keep().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IssueLookupLimit);
    expect((error as Error).message).toBe(
      'the repository has more than 2,000 issues labelled data-health by github-actions[bot], and no open one of this check is among the 2,000 most recently updated: no issue was opened, edited or closed, so as not to add a second one',
    );
    expect(github.requests.filter((r) => r.path.includes('/issues?'))).toHaveLength(MAX_ISSUE_PAGES);
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('a list that never ends is read to the bound only', async () => {
    github.fail({ kind: 'endless-pages', path: '/issues?', times: Infinity });
    await expect(keep()).rejects.toBeInstanceOf(IssueLookupLimit);
    expect(github.requests.filter((r) => r.path.includes('/issues?'))).toHaveLength(MAX_ISSUE_PAGES);
  });
});

describe('markers', () => {
  test('one per project, fabric and check name; one per fabric file; no two lists of parts share one', () => {
    expect(MARKER).toBe('<!-- orchestration-action:health:data-tests:retail-analytics:10740:Data tests -->');
    expect(fabricHealthMarker('infra/fabric.yml')).toBe(
      '<!-- orchestration-action:health:fabric:infra/fabric.yml -->',
    );
    expect(testHealthMarker('a:1', 2, 'c')).not.toBe(testHealthMarker('a', 1, '2:c'));
    expect(testHealthMarker('a--b>', 1, 'c')).toBe(
      '<!-- orchestration-action:health:data-tests:a-%2Db%3E:1:c -->',
    );
  });
});
