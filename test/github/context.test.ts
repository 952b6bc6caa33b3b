import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGitHubContext } from '../../src/github/context.js';

const MERGE_SHA = '0123456789abcdef0123456789abcdef01234567';
const HEAD_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface';

function eventFile(payload: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'event-')), 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

const base = {
  GITHUB_REPOSITORY: 'acme/data-project',
  GITHUB_SHA: MERGE_SHA,
  GITHUB_RUN_ID: '99',
};

describe('readGitHubContext', () => {
  test.each(['pull_request', 'pull_request_target'])(
    '%s: the PR head SHA and number from the payload',
    (event) => {
      const context = readGitHubContext({
        ...base,
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventFile({ number: 12, pull_request: { number: 12, head: { sha: HEAD_SHA } } }),
      });
      expect([context.headSha, context.pullRequest]).toEqual([HEAD_SHA, 12]);
    },
  );

  test('workflow_run: the triggering run head SHA, and its single pull request', () => {
    const context = readGitHubContext({
      ...base,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: eventFile({ workflow_run: { head_sha: HEAD_SHA, pull_requests: [{ number: 4 }] } }),
    });
    expect([context.headSha, context.pullRequest]).toEqual([HEAD_SHA, 4]);
  });

  test('push: GITHUB_SHA and no pull request; defaults for github.com', () => {
    const context = readGitHubContext({
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
    });
  });

  test('GitHub Enterprise Server addresses are honoured, without trailing slashes', () => {
    const context = readGitHubContext({
      ...base,
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      GITHUB_SERVER_URL: 'https://ghe.example.com/',
    });
    expect([context.apiUrl, context.serverUrl]).toEqual([
      'https://ghe.example.com/api/v3',
      'https://ghe.example.com',
    ]);
  });

  test('a missing or broken payload falls back to GITHUB_SHA; a bad repository is undefined', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'event-')), 'event.json');
    writeFileSync(broken, '{not json');
    const context = readGitHubContext({
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
  });
});
