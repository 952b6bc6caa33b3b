import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub, RecordedRequest } from '../helpers/fake-github.js';
import { GitHubApi } from '../../src/github/rest.js';

import {
  BATCHES_IN_FLIGHT,
  CheckRunError,
  NO_FILE_PATH,
  batches,
  publishCheckRun,
  toGitHubAnnotation,
} from '../../src/github/check-run.js';
import type { CheckRunContent, LocatedMessage } from '../../src/github/check-run.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { fitBytes } from '../../src/common/text.js';

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
  api = new GitHubApi(
    'ghs_test_token',
    { apiUrl: github.url, serverUrl: 'https://github.com' },
    { retryBaseMs: 10 },
  );
});
afterEach(async () => {
  await github.stop();
});

function failures(n: number): LocatedMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    level: 'failure' as const,
    title: `test ${i + 1} failed`,
    message: `cause ${i + 1}`,
    file: 'platform-sources/sources.yml',
    line: i + 1,
  }));
}

/** Each request's output, with the number of annotations it carried. */
function outputs(): Record<string, unknown>[] {
  return github.requests.map((r) => {
    const { annotations, ...rest } = (
      r.body as { output: Record<string, unknown> & { annotations?: unknown[] } }
    ).output;
    return { ...rest, annotations: annotations?.length ?? 0 };
  });
}

function content(annotations: LocatedMessage[], extra: Partial<CheckRunContent> = {}): CheckRunContent {
  return {
    name: 'Data tests',
    headSha: SHA,
    conclusion: annotations.length ? 'failure' : 'success',
    title: `${annotations.length} failed`,
    summary: '## Data tests',
    annotations,
    maxAnnotations: 1000,
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
      omitted: 0,
      warnings: [],
    });
  });

  test('one request carries the full summary and text; up to 1 + 6 requests each does, as they go together; with more, only the last one does', async () => {
    await publishCheckRun(api, REPO, content(failures(50), { text: 'details' }), WORKSPACE, redact);
    expect(outputs()).toEqual([
      { title: '50 failed', summary: '## Data tests', text: 'details', annotations: 50 },
    ]);
    await publishCheckRun(
      api,
      REPO,
      content(failures(120), {
        text: 'details',
        detailsUrl: 'https://github.com/acme/data-project/actions/runs/9',
      }),
      WORKSPACE,
      redact,
    );
    const full = { title: '120 failed', summary: '## Data tests', text: 'details' };
    expect(outputs().slice(1)).toEqual([
      { ...full, annotations: 50 },
      { ...full, annotations: 50 },
      { ...full, annotations: 20 },
    ]);
    await publishCheckRun(
      api,
      REPO,
      content(failures(360), {
        text: 'details',
        detailsUrl: 'https://github.com/acme/data-project/actions/runs/9',
      }),
      WORKSPACE,
      redact,
    );
    const interim =
      "Adding 360 annotations in 8 requests; the results replace this text with the last of them. Until then they are in [the workflow run's job summary](https://github.com/acme/data-project/actions/runs/9).";
    expect(outputs().slice(4)).toEqual([
      ...Array.from({ length: 7 }, () => ({ title: '360 failed', summary: interim, annotations: 50 })),
      { title: '360 failed', summary: '## Data tests', text: 'details', annotations: 10 },
    ]);
    expect(github.checkRuns[2]!.output).toEqual({
      title: '360 failed',
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
    expect(github.requests[0]!.headers.authorization).toBe('Bearer ghs_test_token');
  });
});

describe('max-check-annotations: requests and bytes a repository can afford', () => {
  const cause = (i: number) =>
    `Got ${i} results, configured to fail if != 0; query: select * from t where id = ${i}`;
  const many = (n: number) => failures(n).map((a, i) => ({ ...a, message: cause(i) }));
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

  test("1,234 failures, max 1,000: 20 requests of 50, the summary counts the 234 left out, bytes near the annotations' own", async () => {
    const summary = `## Data tests\n\n${'| a failing row | its cause |\n'.repeat(1500)}`;
    const text = `### Failing tests\n\n${'- a test: a cause\n'.repeat(3000)}`;
    const published = await publishCheckRun(
      api,
      REPO,
      content(many(1234), { summary, text, maxAnnotations: 1000 }),
      WORKSPACE,
      redact,
    );

    expect(published).toMatchObject({ requests: 20, annotations: 1000, omitted: 234, warnings: [] });
    expect(github.requests).toHaveLength(20);
    expect(outputs().map((o) => o.annotations)).toEqual(Array.from({ length: 20 }, () => 50));
    const [run] = github.checkRuns;
    // The first 1,000, each once; the create's 50 first (the batches between go a few at a time).
    const messages = run!.annotations.map((a) => a.message);
    expect(messages.slice(0, 50)).toEqual(many(50).map((a) => a.message));
    expect([...messages].sort()).toEqual(
      many(1000)
        .map((a) => a.message)
        .sort(),
    );
    expect(run!.output.summary).toBe(
      `${summary}\n\n**234 more failing tests have no annotation here** (max-check-annotations: 1,000); the job summary lists every failing test.\n`,
    );
    expect(run!.output.text).toBe(text);

    const annotationBytes = bytes(run!.annotations);
    const sent = github.requests.reduce((total, r) => total + r.bytes, 0);
    const fullOutput = Buffer.byteLength(run!.output.summary!) + Buffer.byteLength(text);
    expect(sent).toBeLessThanOrEqual(1.25 * annotationBytes + fullOutput);
    // Repeating the summary and text with every request, as before, would have sent 20 times as much of them.
    expect(sent).toBeLessThan(annotationBytes + 2 * fullOutput);
  });

  test('max 0: one request, no annotations, and the summary says none of the failures has one', async () => {
    const published = await publishCheckRun(
      api,
      REPO,
      content(many(3), { maxAnnotations: 0 }),
      WORKSPACE,
      redact,
    );
    expect(published).toMatchObject({ requests: 1, annotations: 0, omitted: 3 });
    expect(outputs()).toEqual([
      {
        title: '3 failed',
        summary:
          '## Data tests\n\n**3 more failing tests have no annotation here** (max-check-annotations: 0); the job summary lists every failing test.\n',
        annotations: 0,
      },
    ]);
  });

  test('the note about left-out failures survives a summary that fills the limit', async () => {
    await publishCheckRun(
      api,
      REPO,
      content(many(2), { summary: 'é'.repeat(40_000), maxAnnotations: 1 }),
      WORKSPACE,
      redact,
    );
    const summary = github.checkRuns[0]!.output.summary!;
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65_535);
    expect(summary).toMatch(
      /bytes\)\n\n\*\*1 more failing test has no annotation here\*\* \(max-check-annotations: 1\); the job summary lists every failing test\.\n$/,
    );
  });
});

describe('the batches between the create and the last go a few at a time, each once', () => {
  const SUMMARY = '## Data tests: the full summary';
  /** A fake GitHub whose answers take `delayMs(request)`; stopped after the test. */
  async function slowGitHub(delayMs: (r: { method: string; seq: number }) => number) {
    const slow = await startFakeGitHub({ token: 'ghs_test_token', delayMs });
    const client = new GitHubApi('ghs_test_token', { apiUrl: slow.url, serverUrl: 'https://github.com' });
    cleanups.push(() => slow.stop());
    return { slow, client };
  }
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  /** The batch a request carried: the index of its first annotation's test, by 50. */
  const batchOf = (r: RecordedRequest) => {
    const [first] = (r.body as { output: { annotations: { title: string }[] } }).output.annotations;
    return Math.floor((Number(/\d+/.exec(first!.title)![0]) - 1) / 50);
  };
  const summaries = (fake: FakeGitHub) =>
    fake.requests.map((r) => (r.body as { output: { summary: string } }).output.summary);

  test('answers that overtake each other: every annotation arrives once, the full summary last and alone', async () => {
    // The first batch after the create answers last; the later ones answer the sooner the later they were sent.
    const { slow, client } = await slowGitHub(({ method, seq }) =>
      method === 'PATCH' ? (seq === 1 ? 300 : (20 - seq) * 5) : 0,
    );
    const published = await publishCheckRun(
      client,
      REPO,
      content(failures(1000), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    );

    expect(published).toMatchObject({ requests: 20, annotations: 1000, omitted: 0, warnings: [] });
    const { requests } = slow;
    expect(requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'POST 201',
      ...Array.from({ length: 19 }, () => 'PATCH 200'),
    ]);
    // Answered out of order: the batch sent first among them was not the first answered.
    const answered = requests.slice(1, 19).map(batchOf);
    expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(answered[0]).not.toBe(1);
    // Each annotation once, at most 50 a request; the create's first, the last request's last.
    const [run] = slow.checkRuns;
    const titles = run!.annotations.map((a) => a.title);
    const expected = failures(1000).map((a) => a.title);
    expect([...titles].sort()).toEqual([...expected].sort());
    expect(new Set(titles).size).toBe(1000);
    expect(titles.slice(0, 50)).toEqual(expected.slice(0, 50));
    expect(titles.slice(950)).toEqual(expected.slice(950));
    expect(
      requests.every(
        (r) => (r.body as { output: { annotations: unknown[] } }).output.annotations.length <= 50,
      ),
    ).toBe(true);
    // The full summary is the last write, sent once every batch before it was answered.
    expect(summaries(slow).map((summary) => summary === SUMMARY)).toEqual([
      ...Array.from({ length: 19 }, () => false),
      true,
    ]);
    expect(requests.at(-1)!.beside).toBe(0);
    expect(requests[0]!.beside).toBe(0);
    expect(run!.output.summary).toBe(SUMMARY);
  });

  test(`never more than ${BATCHES_IN_FLIGHT} in flight, and that many when GitHub is slow`, async () => {
    const { slow, client } = await slowGitHub(({ method }) => (method === 'PATCH' ? 100 : 0));
    await publishCheckRun(client, REPO, content(failures(1000)), WORKSPACE, redact);
    const inFlight = slow.requests.map((r) => r.beside + 1);
    expect(Math.max(...inFlight)).toBe(BATCHES_IN_FLIGHT);
    expect(slow.checkRuns[0]!.annotations).toHaveLength(1000);
  });

  test('a batch GitHub refuses: no batch starts after it, no full summary, and the warning counts what was added', async () => {
    // The refused batch answers at once; the others in flight answer later, and are counted.
    const { slow, client } = await slowGitHub(({ method, seq }) => (method === 'PATCH' && seq > 1 ? 100 : 0));
    slow.fail({ kind: 'not-found', method: 'PATCH' });
    const error = (await publishCheckRun(
      client,
      REPO,
      content(failures(1000), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    ).catch((e: unknown) => e)) as CheckRunError;

    expect(error).toBeInstanceOf(CheckRunError);
    const added = 50 * BATCHES_IN_FLIGHT;
    expect(error.message).toBe(
      `Check run "Data tests" was created, but only ${added} of 1,000 annotations were added, and not its full summary: HTTP 404, Not Found. The results are in the job summary.`,
    );
    expect(error.created).toEqual({
      id: slow.checkRuns[0]!.id,
      htmlUrl: slow.checkRuns[0]!.html_url,
      annotationsSent: added,
    });
    expect(slow.requests.map((r) => `${r.method} ${r.status}`).sort()).toEqual([
      'PATCH 200',
      'PATCH 200',
      'PATCH 200',
      'PATCH 200',
      'PATCH 200',
      'PATCH 404',
      'POST 201',
    ]);
    expect(summaries(slow)).not.toContain(SUMMARY);
    expect(slow.checkRuns[0]!.output.summary).toMatch(/^Adding 1,000 annotations in 20 requests;/);
    expect(slow.checkRuns[0]!.annotations).toHaveLength(added);
  });

  test('a batch whose answer is lost after GitHub added it: not sent again, and counted as maybe added', async () => {
    const { slow, client } = await slowGitHub(({ method, seq }) => (method === 'PATCH' && seq > 1 ? 100 : 0));
    slow.fail({ kind: 'reset', method: 'PATCH', afterProcessing: true });
    const error = (await publishCheckRun(
      client,
      REPO,
      content(failures(1000), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    ).catch((e: unknown) => e)) as CheckRunError;

    const added = 50 * BATCHES_IN_FLIGHT;
    expect(error.message).toBe(
      `Check run "Data tests" was created, but only ${added} of 1,000 annotations were added for certain, and not its full summary: network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). GitHub may have added 50 more all the same: no request is sent twice. The results are in the job summary.`,
    );
    expect(error.created!.annotationsSent).toBe(added);
    // GitHub did add it, once: the batch was not sent again.
    expect(slow.requests).toHaveLength(1 + BATCHES_IN_FLIGHT);
    const titles = slow.checkRuns[0]!.annotations.map((a) => a.title);
    expect(titles).toHaveLength(added + 50);
    expect(new Set(titles).size).toBe(titles.length);
    expect(summaries(slow)).not.toContain(SUMMARY);
  });

  test('a batch GitHub never answers: abandoned after the timeout, nothing sent twice, every annotation counted once', async () => {
    const { slow } = await slowGitHub(({ method, seq }) => (method === 'PATCH' && seq > 1 ? 50 : 0));
    const impatient = new GitHubApi(
      'ghs_test_token',
      { apiUrl: slow.url, serverUrl: 'https://github.com' },
      { timeoutMs: 300 },
    );
    slow.fail({ kind: 'hang', method: 'PATCH', afterProcessing: true });
    const error = (await publishCheckRun(
      impatient,
      REPO,
      content(failures(1000), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    ).catch((e: unknown) => e)) as CheckRunError;

    // How many others were answered before the time-out depends on the machine; the counts must add up.
    const match =
      /^Check run "Data tests" was created, but only ([\d,]+) of 1,000 annotations were added for certain, and not its full summary: GitHub did not answer within 0\.3 s; the request was abandoned\. GitHub may have added ([\d,]+) more all the same: no request is sent twice\. The results are in the job summary\.$/.exec(
        error.message,
      );
    expect(match).not.toBeNull();
    const count = (text: string) => Number(text.replace(/,/g, ''));
    const added = count(match![1]!);
    const maybe = count(match![2]!);
    expect(error.created!.annotationsSent).toBe(added);
    // The fake carried out the batch it never answered: GitHub holds what was added and what may have been.
    const titles = slow.checkRuns[0]!.annotations.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeGreaterThanOrEqual(added);
    expect(titles.length).toBeLessThanOrEqual(added + maybe);
    expect(slow.requests.filter((r) => r.method === 'PATCH').length).toBeLessThanOrEqual(18);
    expect(summaries(slow)).not.toContain(SUMMARY);
  });

  test('the last request lost after GitHub carried it out: the summary may be there, and the warning says so', async () => {
    // 8 requests: the 6 between go first, the last alone; the fault skips the 6.
    github.fail({ kind: 'reset', method: 'PATCH', afterProcessing: true, skip: 6 });
    const error = (await publishCheckRun(
      api,
      REPO,
      content(failures(351), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    ).catch((e: unknown) => e)) as CheckRunError;
    expect(error.message).toBe(
      'Check run "Data tests" was created, but only 350 of 351 annotations were added for certain: network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). GitHub may have added 1 more and the full summary all the same: no request is sent twice. The results are in the job summary.',
    );
    expect(error.created!.annotationsSent).toBe(350);
    expect(github.requests.map((r) => `${r.method} ${r.status}`).at(-1)).toBe('PATCH 0');
    expect(github.requests).toHaveLength(8);
    expect(github.checkRuns[0]!.output.summary).toBe(SUMMARY);
  });

  test('requests that go together, one lost after GitHub carried it out: the create carried the summary, the warning counts the batch as maybe added', async () => {
    github.fail({ kind: 'reset', method: 'PATCH', afterProcessing: true });
    const error = (await publishCheckRun(
      api,
      REPO,
      content(failures(51), { summary: SUMMARY }),
      WORKSPACE,
      redact,
    ).catch((e: unknown) => e)) as CheckRunError;
    expect(error.message).toBe(
      'Check run "Data tests" was created, but only 50 of 51 annotations were added for certain: network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). GitHub may have added 1 more all the same: no request is sent twice. The results are in the job summary.',
    );
    expect(github.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 201', 'PATCH 0']);
    expect((github.requests[0]!.body as { output: { summary: string } }).output.summary).toBe(SUMMARY);
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
    const annotation = toGitHubAnnotation({ level: 'failure', title: long, message: '' }, WORKSPACE, redact);
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
      toGitHubAnnotation({ level: 'failure', title: 't', message: 'm', file, line: 7 }, WORKSPACE, redact);
    expect(at('/work/space/a/sources.yml')).toMatchObject({ path: 'a/sources.yml', start_line: 7 });
    expect(at('./a/sources.yml').path).toBe('a/sources.yml');
    expect(at('a\\sources.yml').path).toBe('a/sources.yml');
    expect(at('/elsewhere/sources.yml')).toMatchObject({ path: NO_FILE_PATH, start_line: 1 });
  });

  test('annotations with long messages are accepted by GitHub after fitting', async () => {
    const big = {
      level: 'failure' as const,
      title: 'huge',
      message: 'm'.repeat(100_000),
      file: 'sources.yml',
      line: 3,
    };
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
      content([{ level: 'failure', title: 'leak s3cr3t-value', message: 'cause s3cr3t-value' }], {
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
    const error = (await publishCheckRun(api, REPO, content(failures(400)), WORKSPACE, redact).catch(
      (e: unknown) => e,
    )) as CheckRunError;
    expect(error.created).toEqual({
      id: github.checkRuns[0]!.id,
      htmlUrl: github.checkRuns[0]!.html_url,
      annotationsSent: 50 + 50 * 5,
    });
    // A 500 may come after GitHub did the work: said so, not counted as added.
    expect(error.message).toBe(
      'Check run "Data tests" was created, but only 300 of 400 annotations were added for certain, and not its full summary: HTTP 500, Server Error. GitHub may have added 50 more all the same: no request is sent twice. The results are in the job summary.',
    );
    // Not sent again (an update appends annotations), and nothing after the failure starts.
    expect(github.requests.map((r) => `${r.method} ${r.status}`).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 'PATCH 200'),
      'PATCH 500',
      'POST 201',
    ]);
  });

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CheckRunError);
    return error as CheckRunError;
  };

  test('a rate limit for an hour is reported as a rate limit with its reset time, not a permission problem', async () => {
    const resetAt = Math.floor(Date.now() / 1000) + 3600;
    github.fail({ kind: 'rate-limit-403', path: '/check-runs', resetAt });
    const error = await failureOf(publishCheckRun(api, REPO, content(failures(2)), WORKSPACE, redact));
    const at = new Date(resetAt * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC');
    expect(error.message).toMatch(
      new RegExp(
        `^Could not create the check run "Data tests": GitHub's API rate limit was reached \\(HTTP 403: API rate limit exceeded for installation ID 1\\.\\); it resets at ${at} \\(in (59 min \\d+ s|1 h)\\)\\. The results are in the job summary\\.$`,
      ),
    );
    expect(github.requests).toHaveLength(1);
  });

  test('a reset after GitHub created the check run: a network error, not sent again, no id', async () => {
    github.fail({ kind: 'reset', method: 'POST', afterProcessing: true });
    const error = await failureOf(publishCheckRun(api, REPO, content(failures(2)), WORKSPACE, redact));
    expect(error.message).toBe(
      'Could not create the check run "Data tests": network error: the connection to GitHub failed before an answer (socket hang up, ECONNRESET). ' +
        'GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known. The results are in the job summary.',
    );
    expect(error.created).toBeUndefined();
    expect(github.checkRuns).toHaveLength(1);
    expect(github.requests).toHaveLength(1);
  });

  test('no answer within the timeout: abandoned, and said so', async () => {
    const impatient = new GitHubApi(
      'ghs_test_token',
      { apiUrl: github.url, serverUrl: 'https://github.com' },
      { timeoutMs: 300 },
    );
    github.fail({ kind: 'hang', method: 'POST', afterProcessing: true });
    const error = await failureOf(publishCheckRun(impatient, REPO, content(failures(2)), WORKSPACE, redact));
    expect(error.message).toBe(
      'Could not create the check run "Data tests": GitHub did not answer within 0.3 s; the request was abandoned. ' +
        'GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known. The results are in the job summary.',
    );
    expect(github.requests).toHaveLength(1);
  });

  test.each([
    [
      'an id that is a string',
      '{"id":"7000000001","html_url":"https://github.com/x"}',
      'id: Invalid input: expected number, received string',
    ],
    [
      'no id',
      '{"html_url":"https://github.com/x"}',
      'id: Invalid input: expected number, received undefined',
    ],
    ['an HTML page', '<html>502 Bad Gateway</html>', 'Invalid input: expected object, received string'],
    ['JSON cut short', '{"id": 70', 'Invalid input: expected object, received string'],
  ])(
    'a malformed answer (%s) gives no check-run id and no raw JavaScript error',
    async (_name, body, problem) => {
      github.fail({ kind: 'raw', method: 'POST', body, afterProcessing: true });
      const error = await failureOf(publishCheckRun(api, REPO, content(failures(60)), WORKSPACE, redact));
      expect(error.created).toBeUndefined();
      expect(error.message).toBe(
        `Could not create the check run "Data tests": GitHub's answer is not what its API documents (${problem}). ` +
          'GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known. The results are in the job summary.',
      );
      // No update was attempted without an id.
      expect(github.requests).toHaveLength(1);
    },
  );

  test('an html_url that is not on the GitHub server is not used; the id is', async () => {
    const elsewhere = await startFakeGitHub({ serverUrl: 'https://github.com.evil.example' });
    try {
      const other = new GitHubApi('t', { apiUrl: elsewhere.url, serverUrl: 'https://github.com' });
      const published = await publishCheckRun(other, REPO, content(failures(1)), WORKSPACE, redact);
      const [run] = elsewhere.checkRuns;
      expect(published).toEqual({
        id: run!.id,
        htmlUrl: undefined,
        requests: 1,
        annotations: 1,
        omitted: 0,
        warnings: [
          `GitHub's answer gave check run ${run!.id} the address "https://github.com.evil.example/acme/data-project/runs/${run!.id}", which is not on https://github.com: check-run-url is not set.`,
        ],
      });
    } finally {
      await elsewhere.stop();
    }
  });

  test('a rate limit (429 with Retry-After) is waited out, then the request succeeds', async () => {
    github.fail({ kind: 'rate-limit', path: '/check-runs', resetAfterSeconds: 0 });
    const published = await publishCheckRun(api, REPO, content(failures(1)), WORKSPACE, redact);
    expect(github.requests.map((r) => r.status)).toEqual([429, 201]);
    expect(published.id).toBe(github.checkRuns[0]!.id);
  });
});
