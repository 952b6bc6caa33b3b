// The REST calls of GitHub deployments (src/github/deployments.ts) against the fake GitHub: the
// exact requests, GitHub's order and pages, and answers read only as far as they are trusted.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { GitHubApi } from '../../src/github/rest.js';
import { GitHubRequestError } from '../../src/github/answers.js';
import {
  createDeployment,
  latestStatus,
  listDeployments,
  setDeploymentStatus,
} from '../../src/github/deployments.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const RUN = 'https://github.com/acme/data-project/actions/runs/4242';
const PAYLOAD = { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0', version: '1.2.0' };

let github: FakeGitHub;
let api: GitHubApi;

beforeEach(async () => {
  github = await startFakeGitHub({ token: 'ghs_test_token' });
  api = new GitHubApi(
    'ghs_test_token',
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    { retryBaseMs: 10 },
  );
});
afterEach(async () => {
  await api.close();
  await github.stop();
});

async function all(bounds = { perPage: 20, maxPages: 2 }, environment = 'analytics-prod') {
  const found = [];
  for await (const d of listDeployments(api, REPO, environment, bounds)) found.push(d);
  return found;
}

describe('listDeployments', () => {
  test("asks for the environment's deployments with the action's task, and reads them newest first", async () => {
    github.seedDeployment({
      ref: 'retail/1.1.0',
      environment: 'analytics-prod',
      payload: { ...PAYLOAD, tag: 'retail/1.1.0' },
    });
    github.seedDeployment({ ref: 'main', environment: 'analytics-prod', task: 'deploy' });
    github.seedDeployment({ ref: 'retail/1.2.0', environment: 'analytics-dev', payload: PAYLOAD });
    // Another tool's payload, written as JSON text, with fields that are not strings.
    github.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      payload: JSON.stringify({ project: 'retail', tag: 7, run: RUN }),
      created_at: '2026-03-01T10:00:00Z',
    });
    const found = await all();
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/data-project/deployments?environment=analytics-prod&task=deploy%3Aorchestration&per_page=20',
    ]);
    expect(found.map((d) => [d.ref, d.payload])).toEqual([
      ['retail/1.2.0', { project: 'retail', run: RUN }],
      ['retail/1.1.0', { ...PAYLOAD, tag: 'retail/1.1.0' }],
    ]);
    expect(found[0]!.createdAt).toBe(Date.parse('2026-03-01T10:00:00Z'));
  });

  test("a payload's run is kept only when it is an address on the GitHub server", async () => {
    github.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      payload: { ...PAYLOAD, run: 'https://evil.example/acme/data-project/actions/runs/1' },
    });
    expect((await all()).map((d) => d.payload)).toEqual([PAYLOAD]);
  });

  test('reads who created each one; a creator GitHub cannot show (a deleted account, a malformed one) is none', async () => {
    github.seedDeployment({ ref: 'retail/1.0.0', environment: 'analytics-prod' });
    github.seedDeployment({
      ref: 'retail/1.1.0',
      environment: 'analytics-prod',
      creator: { login: 'mallory', type: 'User' },
    });
    expect((await all()).map((d) => d.creator)).toEqual([
      { login: 'mallory', type: 'User' },
      { login: 'github-actions[bot]', type: 'Bot' },
    ]);
    const page = (creator: unknown) =>
      JSON.stringify([{ id: 1, ref: 'x', created_at: '2026-03-01T10:00:00Z', payload: {}, creator }]);
    for (const creator of [null, { login: '' }, 'mallory']) {
      github.fail({ kind: 'raw', body: page(creator) });
      expect((await all()).map((d) => d.creator)).toEqual([null]);
    }
  });

  test('follows the next pages, and no further than maxPages', async () => {
    for (let i = 0; i < 7; i++)
      github.seedDeployment({ ref: `retail/1.${i}.0`, environment: 'analytics-prod' });
    expect((await all({ perPage: 3, maxPages: 2 })).map((d) => d.ref)).toEqual([
      'retail/1.6.0',
      'retail/1.5.0',
      'retail/1.4.0',
      'retail/1.3.0',
      'retail/1.2.0',
      'retail/1.1.0',
    ]);
    expect(github.requests).toHaveLength(2);
    github.fail({ kind: 'endless-pages', times: Infinity });
    github.requests.length = 0;
    await all({ perPage: 3, maxPages: 2 });
    expect(github.requests).toHaveLength(2);
  });

  test('a deployment without an id is an answer GitHub does not send: a malformed answer, in one line', async () => {
    github.fail({ kind: 'raw', body: JSON.stringify([{ ref: 'x', created_at: 'y', payload: {} }]) });
    const error = await all().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubRequestError);
    expect((error as GitHubRequestError).message).toBe(
      "GET /repos/{owner}/{repo}/deployments: GitHub's answer is not what its API documents ([0].id: Invalid input: expected number, received undefined)",
    );
  });
});

describe('latestStatus', () => {
  test('reads one status, the newest; its log_url only when it is on the GitHub server', async () => {
    const d = github.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      statuses: [
        { state: 'in_progress', log_url: RUN },
        { state: 'success', description: 'Deployment 9 scheduled', log_url: RUN },
      ],
    });
    expect(await latestStatus(api, REPO, d.id)).toEqual({
      state: 'success',
      description: 'Deployment 9 scheduled',
      logUrl: RUN,
    });
    expect(github.requests.at(-1)!.path).toBe(
      `/repos/acme/data-project/deployments/${d.id}/statuses?per_page=1`,
    );
    const elsewhere = github.seedDeployment({
      ref: 'retail/1.2.0',
      environment: 'analytics-prod',
      statuses: [{ state: 'queued', log_url: 'https://evil.example/run' }],
    });
    expect(await latestStatus(api, REPO, elsewhere.id)).toEqual({
      state: 'queued',
      description: '',
      logUrl: undefined,
    });
    const none = github.seedDeployment({ ref: 'retail/1.2.0', environment: 'analytics-prod' });
    expect(await latestStatus(api, REPO, none.id)).toBeUndefined();
  });
});

describe('createDeployment and setDeploymentStatus', () => {
  test('send the record and its status exactly, once', async () => {
    const { id, creator } = await createDeployment(api, REPO, 'analytics-prod', { ...PAYLOAD, run: RUN });
    expect(creator).toEqual({ login: 'github-actions[bot]', type: 'Bot' });
    await setDeploymentStatus(api, REPO, id, {
      state: 'success',
      description: `Deployment ${'9'.repeat(200)}`,
      logUrl: RUN,
    });
    expect(github.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/repos/acme/data-project/deployments',
        {
          ref: 'retail/1.2.0',
          task: 'deploy:orchestration',
          environment: 'analytics-prod',
          auto_merge: false,
          required_contexts: [],
          payload: { ...PAYLOAD, run: RUN },
        },
      ],
      [
        'POST',
        `/repos/acme/data-project/deployments/${id}/statuses`,
        { state: 'success', description: `Deployment ${'9'.repeat(128)}…`, log_url: RUN },
      ],
    ]);
    expect(github.deployments[0]!.statuses.map((s) => s.state)).toEqual(['success']);
  });

  test('a status whose answer is lost is not sent again, and the error says GitHub may have it', async () => {
    const { id } = await createDeployment(api, REPO, 'analytics-prod', PAYLOAD);
    github.fail({ kind: 'reset', method: 'POST', path: '/statuses', afterProcessing: true });
    const error = (await setDeploymentStatus(api, REPO, id, { state: 'in_progress', description: 'x' }).catch(
      (e: unknown) => e,
    )) as GitHubRequestError;
    expect([error.kind, error.maybeApplied]).toEqual(['network', true]);
    expect(github.deployments[0]!.statuses).toHaveLength(1);
    expect(github.requests.filter((r) => r.path.endsWith('/statuses'))).toHaveLength(1);
  });
});
