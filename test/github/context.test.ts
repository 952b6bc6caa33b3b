import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_EVENT_BYTES, readGitHubContext } from '../../src/github/context.js';
import type { GitHubContext } from '../../src/github/context.js';
import { tempDir } from '../helpers/temp-dir.js';

const MERGE_SHA = '0123456789abcdef0123456789abcdef01234567';
const HEAD_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface';
const PR_PAYLOAD = { number: 12, pull_request: { number: 12, head: { sha: HEAD_SHA } } };

let dir: string;
let files = 0;
beforeAll(() => {
  dir = tempDir('event-');
});

function eventFile(payload: unknown): string {
  const path = join(dir, `event-${++files}.json`);
  writeFileSync(path, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return path;
}

const base = {
  GITHUB_REPOSITORY: 'acme/data-project',
  GITHUB_SHA: MERGE_SHA,
  GITHUB_RUN_ID: '99',
};

/** The context and the warnings it gave. */
async function read(env: NodeJS.ProcessEnv): Promise<{ context: GitHubContext; warnings: string[] }> {
  const warnings: string[] = [];
  const context = await readGitHubContext((message) => warnings.push(message), env);
  return { context, warnings };
}

const unknownPullRequest = (path: string, problem: string) =>
  `Event payload ${path} (GITHUB_EVENT_PATH): ${problem}. Without it the pull request and the commit it is about are unknown: no pull-request comment is written, and a check run goes to GITHUB_SHA.`;

describe('readGitHubContext', () => {
  test.each(['pull_request', 'pull_request_target'])(
    '%s: the PR head SHA and number from the payload',
    async (event) => {
      const { context, warnings } = await read({
        ...base,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventFile(PR_PAYLOAD),
      });
      expect([context.headSha, context.pullRequest, warnings]).toEqual([HEAD_SHA, 12, []]);
    },
  );

  test('the run, its attempt, its branch and the default branch (what history-update: auto decides on)', async () => {
    const push = await read({
      ...base,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/release/2026',
      GITHUB_RUN_ATTEMPT: '3',
      GITHUB_EVENT_PATH: eventFile({
        ref: 'refs/heads/release/2026',
        repository: { default_branch: 'main' },
      }),
    });
    const { runId, runAttempt, branch, defaultBranch } = push.context;
    expect([runId, runAttempt, branch, defaultBranch]).toEqual(['99', 3, 'release/2026', 'main']);
    // A tag, a pull request's merge ref, no payload, an attempt or run id that is not a number.
    const tag = await read({
      ...base,
      GITHUB_RUN_ID: '12a',
      GITHUB_REF: 'refs/tags/v1',
      GITHUB_RUN_ATTEMPT: 'x',
    });
    expect([tag.context.runId, tag.context.runAttempt, tag.context.branch]).toEqual([
      undefined,
      1,
      undefined,
    ]);
    const pr = await read({ ...base, GITHUB_REF: 'refs/pull/12/merge', GITHUB_EVENT_PATH: eventFile({}) });
    expect([pr.context.branch, pr.context.defaultBranch]).toEqual([undefined, undefined]);
  });

  test('workflow_run: the triggering run head SHA, and its single pull request', async () => {
    const { context } = await read({
      ...base,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: eventFile({ workflow_run: { head_sha: HEAD_SHA, pull_requests: [{ number: 4 }] } }),
    });
    expect([context.headSha, context.pullRequest]).toEqual([HEAD_SHA, 4]);
  });

  test('the base commit of a pull request (pull_request, and workflow_run with one pull request)', async () => {
    const BASE_SHA = 'ba5eba5eba5eba5eba5eba5eba5eba5eba5eba5e';
    const pr = await read({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile({
        ...PR_PAYLOAD,
        pull_request: { ...PR_PAYLOAD.pull_request, base: { sha: BASE_SHA } },
      }),
    });
    expect(pr.context.baseSha).toBe(BASE_SHA);
    const run = await read({
      ...base,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: eventFile({
        workflow_run: { head_sha: HEAD_SHA, pull_requests: [{ number: 4, base: { sha: BASE_SHA } }] },
      }),
    });
    expect([run.context.pullRequest, run.context.baseSha]).toEqual([4, BASE_SHA]);
    // Not a commit SHA, or no base at all: unknown, not an error.
    const odd = await read({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile({
        ...PR_PAYLOAD,
        pull_request: { ...PR_PAYLOAD.pull_request, base: { sha: 'main' } },
      }),
    });
    expect([odd.context.pullRequest, odd.context.baseSha, odd.warnings]).toEqual([12, undefined, []]);
  });

  test('push: GITHUB_SHA and no pull request; defaults for github.com', async () => {
    const { context, warnings } = await read({
      ...base,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventFile({}),
    });
    expect(context).toEqual({
      apiUrl: 'https://api.github.com',
      serverUrl: 'https://github.com',
      repo: { owner: 'acme', repo: 'data-project' },
      eventName: 'push',
      headSha: MERGE_SHA,
      pullRequest: undefined,
      runUrl: 'https://github.com/acme/data-project/actions/runs/99',
      runId: '99',
      runAttempt: 1,
    });
    expect(warnings).toEqual([]);
  });

  test('GitHub Enterprise Server addresses are honoured, without trailing slashes', async () => {
    const { context, warnings } = await read({
      ...base,
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      GITHUB_SERVER_URL: 'https://ghe.example.com/',
    });
    expect([context.apiUrl, context.serverUrl]).toEqual([
      'https://ghe.example.com/api/v3',
      'https://ghe.example.com',
    ]);
    // No GITHUB_EVENT_PATH (a run outside Actions): nothing to warn about.
    expect(warnings).toEqual([]);
  });

  test('a broken payload falls back to GITHUB_SHA, with a warning that does not quote it; a bad repository is undefined', async () => {
    const broken = eventFile('{not json, token ghp_secret');
    const { context, warnings } = await read({
      GITHUB_REPOSITORY: 'nope',
      GITHUB_SHA: MERGE_SHA,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: broken,
    });
    expect([context.headSha, context.pullRequest, context.repo, context.runUrl]).toEqual([
      MERGE_SHA,
      undefined,
      undefined,
      undefined,
    ]);
    expect(warnings).toEqual([unknownPullRequest(broken, 'is not JSON')]);
  });
});

describe('the event payload is read like every file nothing vouches for', () => {
  const pullRequestAt = (path: string) =>
    read({ ...base, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path });

  test('a named pipe is not waited on: the pull request is unknown, and a warning says why', async () => {
    const fifo = join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    const { context, warnings } = await pullRequestAt(fifo);
    expect([context.headSha, context.pullRequest]).toEqual([MERGE_SHA, undefined]);
    expect(warnings).toEqual([unknownPullRequest(fifo, 'is a named pipe (FIFO), not a regular file')]);
  });

  test('/dev/zero is not read at all', async () => {
    const { context, warnings } = await pullRequestAt('/dev/zero');
    expect([context.headSha, context.pullRequest]).toEqual([MERGE_SHA, undefined]);
    expect(warnings).toEqual([unknownPullRequest('/dev/zero', 'is a character device, not a regular file')]);
  });

  test('a payload larger than GitHub ever sends is refused by its size, and one at the bound is read', async () => {
    const large = eventFile('');
    truncateSync(large, MAX_EVENT_BYTES + 1);
    const refused = await pullRequestAt(large);
    expect(refused.warnings).toEqual([
      unknownPullRequest(large, 'is larger than 25 MiB, the most the action reads from such a file'),
    ]);

    const text = JSON.stringify(PR_PAYLOAD);
    const atBound = eventFile(text + ' '.repeat(MAX_EVENT_BYTES - text.length));
    const { context, warnings } = await pullRequestAt(atBound);
    expect([context.headSha, context.pullRequest, warnings]).toEqual([HEAD_SHA, 12, []]);
  });

  test('a missing payload file is said so', async () => {
    const missing = join(dir, 'none.json');
    const { context, warnings } = await pullRequestAt(missing);
    expect(context.pullRequest).toBeUndefined();
    expect(warnings).toEqual([unknownPullRequest(missing, 'file not found')]);
  });
});
