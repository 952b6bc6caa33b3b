/**
 * The shell every mode keeps its health issue through (modes/health-issue.ts): what it says in
 * the log for each outcome, and that GitHub's failures are warnings, never the step's failure.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { Runner } from '../../src/github/runner.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { lazyGitHub } from '../../src/modes/step-github.js';
import { keepHealth } from '../../src/modes/health-issue.js';
import type { HealthIssueKeeping } from '../../src/modes/health-issue.js';
import type { GitHubContext } from '../../src/github/context.js';
import { testHealthMarker } from '../../src/github/marked-issue.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { parseAnnotations } from '../helpers/run-action.js';

const MARKER = testHealthMarker('retail-analytics', 10740, 'Data tests');
let github: FakeGitHub;
let out: string;

beforeEach(async () => {
  github = await startFakeGitHub();
  out = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await github.stop();
});

function context(over: Partial<GitHubContext> = {}): GitHubContext {
  return {
    apiUrl: github.url,
    serverUrl: 'https://github.com',
    repo: { owner: 'acme', repo: 'data-project' },
    eventName: 'schedule',
    headSha: 'c0ffee00'.repeat(5),
    pullRequest: undefined,
    baseSha: undefined,
    runUrl: 'https://github.com/acme/data-project/actions/runs/4242',
    runId: '4242',
    runAttempt: 1,
    branch: 'main',
    defaultBranch: 'main',
    ...over,
  };
}

async function keep(failing: boolean, over: Partial<GitHubContext> = {}) {
  const runner = new Runner(new SecretRegistry(() => undefined));
  const where = context(over);
  const keeping: HealthIssueKeeping = {
    labels: ['data-health'],
    marker: MARKER,
    title: 'Data tests failing',
    failing,
    render: (maxBytes) => `fails (${maxBytes} bytes at most)`,
    passing: 'Data tests pass',
  };
  await keepHealth(
    keeping,
    where,
    lazyGitHub('ghs_shell', where, runner),
    runner,
    Date.UTC(2026, 10, 21, 5, 0),
  );
  return out.split('\n').filter(Boolean);
}

describe('keepHealth', () => {
  test('says what it did in one line; a passing check with no issue open says so too', async () => {
    expect(await keep(true)).toContain('Health issue opened: https://github.com/acme/data-project/issues/1');
    expect(github.issues[0]!.body).toBe(`${MARKER}\nfails (60000 bytes at most)`);
    out = '';
    expect(await keep(false)).toContain('Health issue closed: https://github.com/acme/data-project/issues/1');
    expect(github.comments.map((c) => c.body)).toEqual([
      'Passing since [this run](https://github.com/acme/data-project/actions/runs/4242) (2026-11-21 05:00 UTC): Data tests pass. Closed by orchestration-action (health-issue); a failure within 7 days reopens this issue.',
    ]);
    out = '';
    expect(await keep(false)).toContain(
      'Health issue: the check passes and no issue of it is open; nothing to close.',
    );
  });

  test('an open whose answer was lost is a warning saying it may exist, sent once', async () => {
    github.fail({ kind: 'reset', method: 'POST', path: '/issues', afterProcessing: true });
    await keep(true);
    expect(parseAnnotations(out).map((a) => `${a.level}: ${a.message}`)).toEqual([
      expect.stringMatching(
        /^warning: Could not keep the health issue: network error: .*GitHub may have carried it out all the same: the request is not sent twice\.$/,
      ),
    ]);
    expect(github.issues).toHaveLength(1);
  });

  test('a workflow_run that follows a pull request keeps no issue either', async () => {
    const lines = await keep(true, { eventName: 'workflow_run', pullRequest: 12 });
    expect(parseAnnotations(lines.join('\n')).map((a) => a.level)).toEqual(['notice']);
    expect(github.requests).toEqual([]);
  });

  test('without a repository, one warning and no request', async () => {
    const lines = await keep(true, { repo: undefined });
    expect(parseAnnotations(lines.join('\n')).map((a) => a.message)).toEqual([
      'health-issue: GITHUB_REPOSITORY is not owner/name, so there is no repository to keep the issue in.',
    ]);
    expect(github.requests).toEqual([]);
  });
});
