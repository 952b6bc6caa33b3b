import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { createGitHubApi } from '../../src/github/octokit.js';
import type { GitHubApi } from '../../src/github/octokit.js';
import {
  CheckRunError,
  NO_FILE_PATH,
  batches,
  publishCheckRun,
  toGitHubAnnotation,
} from '../../src/github/check-run.js';
import type { CheckRunContent, LocatedMessage } from '../../src/github/check-run.js';
import { SecretRegistry } from '../../src/secrets.js';
import { fitBytes } from '../../src/text.js';

const REPO = { owner: 'acme', repo: 'data-project' };
const SHA = 'a'.repeat(40);
const WORKSPACE = '/work/space';

let github: FakeGitHub;
let api: GitHubApi;
let secrets: SecretRegistry;
const redact = (text: string): string => secrets.redact(text);

beforeEach(async () => {
  secrets = new SecretRegistry();
  github = await startFakeGitHub({ token: 'ghs_test_token' });
  api = await createGitHubApi('ghs_test_token', github.url, { maxWaitMs: 5_000 });
});
afterEach(async () => {
  await github.stop();
});

function failures(n: number): LocatedMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `test ${i + 1} failed`,
    message: `cause ${i + 1}`,
    file: 'platform-sources/sources.yml',
    line: i + 1,
  }));
}

function content(annotations: LocatedMessage[], extra: Partial<CheckRunContent> = {}): CheckRunContent {
  return {
    name: 'Data tests',
    headSha: SHA,
    conclusion: annotations.length ? 'failure' : 'success',
    title: `${annotations.length} failed`,
    summary: '## Data tests',
    annotations,
    ...extra,
  };
}

describe('publishCheckRun sends every annotation, at most 50 per request', () => {
  test.each([
    [0, 1],
    [49, 1],
    [50, 1],
    [51, 2],
    [101, 3],
  ])('%i annotations take %i request(s)', async (n, requests) => {
    const published = await publishCheckRun(api, REPO, content(failures(n)), WORKSPACE, redact);

    expect(published.requests).toBe(requests);
    expect(github.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/repos/acme/data-project/check-runs', 201],
      ...Array.from({ length: requests - 1 }, () => [
        'PATCH',
        `/repos/acme/data-project/check-runs/${published.id}`,
        200,
      ]),
    ]);
    const perRequest = github.requests.map(
      (r) => ((r.body as { output: { annotations?: unknown[] } }).output.annotations ?? []).length,
    );
    expect(perRequest.every((count) => count <= 50)).toBe(true);
    expect(perRequest.reduce((a, b) => a + b, 0)).toBe(n);
    const [run] = github.checkRuns;
    expect(github.checkRuns).toHaveLength(1);
    // All sent exactly once, in order.
    expect(run!.annotations.map((a) => a.title)).toEqual(failures(n).map((a) => a.title));
    expect(run!.annotations.map((a) => a.start_line)).toEqual(failures(n).map((a) => a.line));
    expect(run!.conclusion).toBe(n ? 'failure' : 'success');
    expect(run!.status).toBe('completed');
    expect(run!.head_sha).toBe(SHA);
    expect(published).toEqual({
      id: run!.id,
      htmlUrl: `https://github.com/acme/data-project/runs/${run!.id}`,
      requests,
      annotations: n,
    });
  });

  test('each update repeats title, summary and text, so none is lost', async () => {
    await publishCheckRun(api, REPO, content(failures(51), { text: 'details' }), WORKSPACE, redact);
    const outputs = github.requests.map((r) => (r.body as { output: Record<string, unknown> }).output);
    for (const output of outputs) {
      expect([output.title, output.summary, output.text]).toEqual(['51 failed', '## Data tests', 'details']);
    }
    expect(github.checkRuns[0]!.output).toEqual({
      title: '51 failed',
      summary: '## Data tests',
      text: 'details',
    });
  });

  test('the create call carries name, head SHA, completed status, conclusion and details link', async () => {
    await publishCheckRun(
      api,
      REPO,
      content(failures(1), { detailsUrl: 'https://github.com/acme/data-project/actions/runs/4242' }),
      WORKSPACE,
      redact,
    );
    const body = github.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Data tests',
      head_sha: SHA,
      status: 'completed',
      conclusion: 'failure',
      details_url: 'https://github.com/acme/data-project/actions/runs/4242',
    });
    expect(typeof body.completed_at).toBe('string');
    expect(github.requests[0]!.headers.authorization).toBe('token ghs_test_token');
  });
});

describe('limits', () => {
  test('a summary and a text over 65,535 bytes are trimmed, on a character boundary, and accepted', async () => {
    const wide = 'é'.repeat(40_000); // 80,000 bytes
    await publishCheckRun(api, REPO, content([], { summary: wide, text: `x${wide}` }), WORKSPACE, redact);
    const output = github.checkRuns[0]!.output;
    expect(Buffer.byteLength(output.summary!)).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(output.text!)).toBeLessThanOrEqual(65_535);
    expect(output.summary).toMatch(
      /^é+\n\n… \(trimmed [\d,]+ bytes to fit GitHub's limit of 65,535 bytes\)$/,
    );
    expect(output.summary!.includes('\uFFFD')).toBe(false);
  });

  test('fitBytes leaves short text alone and never exceeds the limit', () => {
    expect(fitBytes('short', 10)).toBe('short');
    for (const text of ['a'.repeat(500), '€'.repeat(300), '😀'.repeat(200)]) {
      const fitted = fitBytes(text, 200);
      expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(200);
      expect(fitted.includes('\uFFFD')).toBe(false);
    }
  });

  test('a title over 255 characters is clipped; a missing file goes to .github line 1', () => {
    const long = 'é'.repeat(300);
    const annotation = toGitHubAnnotation({ title: long, message: '' }, WORKSPACE, redact);
    expect(Array.from(annotation.title)).toHaveLength(255);
    expect(annotation.title.endsWith('…')).toBe(true);
    expect(annotation).toMatchObject({
      path: NO_FILE_PATH,
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
    });
    // GitHub requires a message: the title stands in for an empty one.
    expect(annotation.message).toBe(annotation.title);
  });

  test('paths become repository paths: absolute under the workspace, ./ and backslashes', () => {
    const at = (file: string) =>
      toGitHubAnnotation({ title: 't', message: 'm', file, line: 7 }, WORKSPACE, redact);
    expect(at('/work/space/a/sources.yml')).toMatchObject({ path: 'a/sources.yml', start_line: 7 });
    expect(at('./a/sources.yml').path).toBe('a/sources.yml');
    expect(at('a\\sources.yml').path).toBe('a/sources.yml');
    expect(at('/elsewhere/sources.yml')).toMatchObject({ path: NO_FILE_PATH, start_line: 1 });
  });

  test('annotations with long messages are accepted by GitHub after fitting', async () => {
    const big = { title: 'huge', message: 'm'.repeat(100_000), file: 'sources.yml', line: 3 };
    await publishCheckRun(api, REPO, content([big]), WORKSPACE, redact);
    expect(Buffer.byteLength(github.checkRuns[0]!.annotations[0]!.message)).toBeLessThanOrEqual(64 * 1024);
  });

  test('batches: in order, at most n each, one empty batch for nothing', () => {
    expect(batches([], 50)).toEqual([[]]);
    expect(batches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});

describe('secrets and failures', () => {
  test('registered secrets are redacted from everything sent', async () => {
    secrets.add('s3cr3t-value');
    await publishCheckRun(
      api,
      REPO,
      content([{ title: 'leak s3cr3t-value', message: 'cause s3cr3t-value' }], {
        summary: 'summary s3cr3t-value',
        text: 'text s3cr3t-value',
        title: 'title s3cr3t-value',
      }),
      WORKSPACE,
      redact,
    );
    const sent = JSON.stringify(github.requests.map((r) => r.body));
    expect(sent).not.toContain('s3cr3t-value');
    expect(sent).toContain('leak ***');
  });

  test('403 on create: a CheckRunError naming checks: write and the fork pattern', async () => {
    github.fail({ kind: 'forbidden', path: '/check-runs' });
    const error = await publishCheckRun(api, REPO, content(failures(2)), WORKSPACE, redact).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CheckRunError);
    expect((error as CheckRunError).created).toBeUndefined();
    expect((error as Error).message).toBe(
      'Could not create the check run "Data tests": GitHub answered HTTP 403 (Resource not accessible by integration). ' +
        'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
        'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
        'or with mode: report in a trusted workflow. The results are in the job summary.',
    );
  });

  test('a failed update after the create reports what was created and how much was sent', async () => {
    github.fail({ kind: 'server-error', method: 'PATCH' });
    const error = (await publishCheckRun(api, REPO, content(failures(120)), WORKSPACE, redact).catch(
      (e: unknown) => e,
    )) as CheckRunError;
    expect(error.created).toEqual({
      id: github.checkRuns[0]!.id,
      htmlUrl: github.checkRuns[0]!.html_url,
      annotationsSent: 50,
    });
    expect(error.message).toMatch(
      /^Check run "Data tests" was created, but only 50 of 120 annotations were added: /,
    );
  });

  test('a rate limit (429 with Retry-After) is waited out, then the request succeeds', async () => {
    github.fail({ kind: 'rate-limit', path: '/check-runs', resetAfterSeconds: 1 });
    const started = Date.now();
    const published = await publishCheckRun(api, REPO, content(failures(1)), WORKSPACE, redact);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(github.requests.map((r) => r.status)).toEqual([429, 201]);
    expect(published.id).toBe(github.checkRuns[0]!.id);
  });
});
