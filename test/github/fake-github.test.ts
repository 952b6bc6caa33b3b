// The fake must refuse what GitHub refuses, or the writers' tests prove nothing.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { answerProblem } from '../helpers/github-openapi.js';

const SHA = 'b'.repeat(40);
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.stop());

async function send(method: string, path: string, body?: unknown, auth = 'token abc') {
  const response = await fetch(`${github.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const annotation = (over: Record<string, unknown> = {}) => ({
  path: 'sources.yml',
  start_line: 3,
  end_line: 3,
  annotation_level: 'failure',
  message: 'failed',
  ...over,
});

const create = (output: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}) =>
  send('POST', '/repos/acme/data-project/check-runs', {
    name: 'Data tests',
    head_sha: SHA,
    status: 'completed',
    conclusion: 'failure',
    ...(output ? { output } : {}),
    ...extra,
  });

const output = (annotations: unknown[], over: Record<string, unknown> = {}) => ({
  title: 't',
  summary: 's',
  annotations,
  ...over,
});

describe('check runs', () => {
  test('a valid create is 201 with id and html_url; an update appends annotations', async () => {
    const created = await create(output([annotation()]));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body.html_url).toBe(`https://github.com/acme/data-project/runs/${id}`);
    const updated = await send('PATCH', `/repos/acme/data-project/check-runs/${id}`, {
      output: output([annotation({ start_line: 4, end_line: 4 })]),
    });
    expect(updated.status).toBe(200);
    expect(github.checkRuns[0]!.annotations.map((a) => a.start_line)).toEqual([3, 4]);
  });

  test.each([
    [
      '51 annotations',
      output(Array.from({ length: 51 }, () => annotation())),
      'Invalid request.\n\nNo more than 50 items are allowed; 51 were supplied.',
    ],
    [
      'annotations without title and summary',
      { annotations: [annotation()] },
      'Invalid request.\n\n"title", "summary" weren\'t supplied.',
    ],
    [
      'a summary over 65,535 characters',
      output([], { summary: 'a'.repeat(65_536) }),
      'Invalid request.\n\nOnly 65535 characters are allowed; 65536 were supplied.',
    ],
    [
      'a text over 65,535 characters',
      output([], { text: 'a'.repeat(70_000) }),
      'Invalid request.\n\nOnly 65535 characters are allowed; 70000 were supplied.',
    ],
    [
      'an annotation title over 255 characters',
      output([annotation({ title: 'x'.repeat(256) })]),
      'Invalid request.\n\nOnly 255 characters are allowed; 256 were supplied.',
    ],
    [
      'an annotation without path and level',
      output([{ start_line: 1, end_line: 1, message: 'm' }]),
      'Invalid request.\n\n"path", "annotation_level" weren\'t supplied.',
    ],
    [
      'an annotation without lines',
      output([{ path: 'a', annotation_level: 'failure', message: 'm' }]),
      'Invalid request.\n\n"start_line", "end_line" weren\'t supplied.',
    ],
    [
      'an annotation without message',
      output([annotation({ message: undefined })]),
      'Invalid request.\n\n"message" wasn\'t supplied.',
    ],
    [
      'an invalid annotation level',
      output([annotation({ annotation_level: 'error' })]),
      'Invalid request.\n\nFor \'properties/annotation_level\', "error" is not a member of ["notice", "warning", "failure"].',
    ],
    [
      'a line that is a string',
      output([annotation({ start_line: '3' })]),
      'Invalid request.\n\nFor \'properties/start_line\', "3" is not an integer.',
    ],
  ])("refuses %s with 422 and GitHub's message", async (_name, out, message) => {
    const answer = await create(out);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(github.checkRuns).toEqual([]);
  });

  test.each([
    ['line 0', annotation({ start_line: 0, end_line: 0 })],
    ['end before start', annotation({ start_line: 5, end_line: 4 })],
    ['columns across lines', annotation({ end_line: 4, start_column: 1, end_column: 2 })],
    ['an empty path', annotation({ path: '' })],
    ['a message over 64 KB', annotation({ message: 'm'.repeat(64 * 1024 + 1) })],
  ])('refuses %s as Validation Failed', async (_name, a) => {
    const answer = await create(output([a]));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Validation Failed');
  });

  test('a summary over 65,535 bytes is refused even under 65,535 characters', async () => {
    const answer = await create(output([], { summary: 'é'.repeat(40_000) }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      {
        resource: 'CheckRun',
        code: 'custom',
        field: 'summary',
        message: 'summary exceeds a maximum bytesize of 65535',
      },
    ]);
  });

  test('status completed without a conclusion is refused', async () => {
    const answer = await create(undefined, { conclusion: undefined });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Invalid request.\n\n"conclusion" wasn\'t supplied.');
  });

  test('an update with annotations needs title and summary again', async () => {
    const created = await create(output([]));
    const answer = await send('PATCH', `/repos/acme/data-project/check-runs/${created.body.id as number}`, {
      output: { annotations: [annotation()] },
    });
    expect(answer.status).toBe(422);
    expect(github.checkRuns[0]!.annotations).toEqual([]);
  });

  test('an unknown check run, repository or route is 404; no token is 401', async () => {
    expect(
      (await send('PATCH', '/repos/acme/data-project/check-runs/1', { output: output([]) })).status,
    ).toBe(404);
    expect((await send('POST', '/repos/acme/other/check-runs', {})).status).toBe(404);
    const anonymous = await send('POST', '/repos/acme/data-project/check-runs', {}, '');
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Requires authentication']);
  });

  test("faults: forbidden once, then normal; rate limits carry GitHub's headers", async () => {
    github.fail({ kind: 'forbidden', method: 'POST' });
    const refused = await create(output([]));
    expect([refused.status, refused.body.message]).toEqual([403, 'Resource not accessible by integration']);
    expect((await create(output([]))).status).toBe(201);
    github.fail({ kind: 'rate-limit', resetAfterSeconds: 2 });
    const limited = await create(output([]));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(github.requests.map((r) => r.status)).toEqual([403, 201, 429]);
  });
});

describe("GitHub's published OpenAPI description decides what a body may hold", () => {
  test.each([
    [
      'a completed_at that is not a date-time',
      { completed_at: 'yesterday' },
      'Invalid request.\n\nFor \'properties/completed_at\', "yesterday" is not a valid date-time.',
    ],
    [
      'a details_url that is a number',
      { details_url: 42 },
      "Invalid request.\n\nFor 'properties/details_url', 42 is not a string.",
    ],
    [
      'a status a create may not set',
      { status: 'waiting' },
      'Invalid request.\n\nFor \'properties/status\', "waiting" is not a member of ["queued", "in_progress", "completed"].',
    ],
    [
      'an external_id that is an object',
      { external_id: { id: 1 } },
      'Invalid request.\n\nFor \'properties/external_id\', {"id":1} is not a string.',
    ],
  ])('a check run create with %s is refused', async (_name, extra, message) => {
    const answer = await create(output([]), extra);
    expect([answer.status, answer.body.message]).toEqual([422, message]);
    expect(github.checkRuns).toEqual([]);
  });

  test('an update that completes the run without a conclusion is refused (the schema says so)', async () => {
    const created = await create(output([]), { status: 'in_progress', conclusion: undefined });
    expect(created.status).toBe(201);
    const answer = await send('PATCH', `/repos/acme/data-project/check-runs/${created.body.id as number}`, {
      status: 'completed',
    });
    expect([answer.status, answer.body.message]).toEqual([
      422,
      'Invalid request.\n\n"conclusion" wasn\'t supplied.',
    ]);
  });

  test.each([
    ['a number', { body: 5 }, "Invalid request.\n\nFor 'properties/body', 5 is not a string."],
    ['no body', {}, 'Invalid request.\n\n"body" wasn\'t supplied.'],
  ])('a comment whose body is %s is refused', async (_name, payload, message) => {
    const answer = await send('POST', '/repos/acme/data-project/issues/7/comments', payload);
    expect([answer.status, answer.body.message]).toEqual([422, message]);
    expect(github.comments).toEqual([]);
  });
});

describe('faults', () => {
  test('hang: no answer until the fake stops; the request is recorded with status 0', async () => {
    github.fail({ kind: 'hang' });
    const error = await fetch(`${github.url}/repos/acme/data-project/issues/7/comments`, {
      headers: { authorization: 'token abc' },
      signal: AbortSignal.timeout(200),
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
    expect(github.requests.map((r) => r.status)).toEqual([0]);
  });

  test('reset after processing: the comment is written, the connection then dropped', async () => {
    github.fail({ kind: 'reset', method: 'POST', afterProcessing: true });
    const error = await send('POST', '/repos/acme/data-project/issues/7/comments', { body: 'x' }).catch(
      (e: unknown) => e,
    );
    // fetch's TypeError comes from another realm: compare by message.
    expect((error as Error).message).toBe('fetch failed');
    expect(github.comments.map((c) => c.body)).toEqual(['x']);
  });

  test('raw: the body as given, with its status and content type', async () => {
    github.fail({ kind: 'raw', status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' });
    const response = await fetch(`${github.url}/repos/acme/data-project/issues/7/comments`, {
      headers: { authorization: 'token abc' },
    });
    expect([response.status, response.headers.get('content-type'), await response.text()]).toEqual([
      502,
      'text/html',
      '<html>bad gateway</html>',
    ]);
  });

  test("secondary rate limit: 403 with Retry-After and GitHub's message", async () => {
    github.fail({ kind: 'secondary-rate-limit', resetAfterSeconds: 90 });
    const answer = await create(output([]));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('retry-after')).toBe('90');
    expect(answer.body.message).toMatch(/^You have exceeded a secondary rate limit\./);
  });

  test('endless-pages: page 1 for every page, always with a next link', async () => {
    github.seedComment(7, 'only');
    github.fail({ kind: 'endless-pages', times: Infinity });
    for (const page of [1, 2, 50]) {
      const answer = await send(
        'GET',
        `/repos/acme/data-project/issues/7/comments?per_page=100&page=${page}`,
      );
      expect((answer.body as unknown as { body: string }[]).map((c) => c.body)).toEqual(['only']);
      expect(answer.headers.get('link')).toContain(`page=${page + 1}>; rel="next"`);
    }
  });
});

describe('issue comments', () => {
  test('create, list with pages and Link, update; a body over 65,536 characters is refused', async () => {
    for (let i = 0; i < 3; i++) github.seedComment(7, `c${i}`);
    const created = await send('POST', '/repos/acme/data-project/issues/7/comments', { body: 'mine' });
    expect(created.status).toBe(201);
    const page1 = await send('GET', '/repos/acme/data-project/issues/7/comments?per_page=2&page=1');
    expect((page1.body as unknown as { body: string }[]).map((c) => c.body)).toEqual(['c0', 'c1']);
    expect(page1.headers.get('link')).toContain('rel="next"');
    const page2 = await send('GET', '/repos/acme/data-project/issues/7/comments?per_page=2&page=2');
    expect((page2.body as unknown as { body: string }[]).map((c) => c.body)).toEqual(['c2', 'mine']);
    const updated = await send(
      'PATCH',
      `/repos/acme/data-project/issues/comments/${created.body.id as number}`,
      {
        body: 'changed',
      },
    );
    expect(updated.status).toBe(200);
    expect(github.comments.map((c) => c.body)).toEqual(['c0', 'c1', 'c2', 'changed']);
    const tooLong = await send('POST', '/repos/acme/data-project/issues/7/comments', {
      body: 'x'.repeat(65_537),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual([
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'data',
        message: 'Body is too long (maximum is 65536 characters)',
      },
    ]);
  });
});

describe('deployments', () => {
  const deployments = '/repos/acme/data-project/deployments';
  const body = (over: Record<string, unknown> = {}) => ({
    ref: 'retail/1.2.0',
    task: 'deploy:orchestration',
    environment: 'analytics-prod',
    auto_merge: false,
    required_contexts: [],
    payload: { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0', version: '1.2.0' },
    ...over,
  });
  const status = (id: number, state: string, over: Record<string, unknown> = {}) =>
    send('POST', `${deployments}/${id}/statuses`, { state, ...over });
  const list = async (query: string) => {
    const answer = await send('GET', `${deployments}?${query}`);
    return {
      ...answer,
      items: answer.body as unknown as Array<Record<string, unknown>>,
    };
  };

  test('create, list with filters newest first, statuses newest first; answers as the published schemas say', async () => {
    github.seedDeployment({ ref: 'main', environment: 'production', task: 'deploy' });
    const first = await send('POST', deployments, body({ ref: 'retail/1.1.0' }));
    const second = await send('POST', deployments, body());
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(answerProblem('deployment', second.body)).toBeUndefined();
    expect(second.body).toMatchObject({
      ref: 'retail/1.2.0',
      task: 'deploy:orchestration',
      environment: 'analytics-prod',
      payload: { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0', version: '1.2.0' },
      production_environment: false,
      transient_environment: false,
    });
    const ours = await list('environment=analytics-prod&task=deploy:orchestration&per_page=20');
    expect(ours.items.map((d) => d.ref)).toEqual(['retail/1.2.0', 'retail/1.1.0']);
    expect((await list('task=deploy')).items.map((d) => d.ref)).toEqual(['main']);

    const id = second.body.id as number;
    const started = await status(id, 'in_progress', {
      description: 'Deploying',
      log_url: 'https://github.com/r',
    });
    expect(started.status).toBe(201);
    expect(answerProblem('deployment-status', started.body)).toBeUndefined();
    await status(id, 'success', { description: 'Deployment 1 scheduled' });
    const latest = await send('GET', `${deployments}/${id}/statuses?per_page=1`);
    expect((latest.body as unknown as Array<{ state: string }>).map((s) => s.state)).toEqual(['success']);
    expect(latest.headers.get('link')).toContain('page=2>; rel="next"');
  });

  test("a success marks the environment's earlier successful deployments inactive (auto_inactive), not production ones", async () => {
    const old = github.seedDeployment({
      ref: 'retail/1.0.0',
      environment: 'qa',
      statuses: [{ state: 'success' }],
    });
    const failed = github.seedDeployment({
      ref: 'retail/1.1.0',
      environment: 'qa',
      statuses: [{ state: 'failure' }],
    });
    const elsewhere = github.seedDeployment({
      ref: 'retail/1.0.0',
      environment: 'dev',
      statuses: [{ state: 'success' }],
    });
    const prod = github.seedDeployment({
      ref: 'retail/1.0.0',
      environment: 'production',
      statuses: [{ state: 'success' }],
    });
    const created = await send('POST', deployments, body({ environment: 'qa' }));
    await status(created.body.id as number, 'success');
    const states = (d: { statuses: Array<{ state: string }> }) => d.statuses.map((s) => s.state);
    expect([old, failed, elsewhere, prod].map(states)).toEqual([
      ['success', 'inactive'],
      ['failure'],
      ['success'],
      ['success'],
    ]);
    const prodNext = await send('POST', deployments, body({ environment: 'production' }));
    await status(prodNext.body.id as number, 'success');
    expect(states(prod)).toEqual(['success']);
  });

  test('pages: per_page and Link headers, as for comments', async () => {
    for (let i = 0; i < 5; i++) github.seedDeployment({ ref: `retail/1.${i}.0`, environment: 'qa' });
    const page1 = await list('environment=qa&per_page=2');
    expect(page1.items.map((d) => d.ref)).toEqual(['retail/1.4.0', 'retail/1.3.0']);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.get('link') ?? '')?.[1];
    expect(next).toBe(`${github.url}${deployments}?environment=qa&per_page=2&page=2`);
    const page3 = await list('environment=qa&per_page=2&page=3');
    expect(page3.items.map((d) => d.ref)).toEqual(['retail/1.0.0']);
    expect(page3.headers.get('link')).not.toContain('rel="next"');
  });

  test.each([
    ['no ref', body({ ref: undefined }), 'Invalid request.\n\n"ref" wasn\'t supplied.'],
    [
      'a payload that is a list',
      body({ payload: ['x'] }),
      expect.stringMatching(/^Invalid request\.\n\nFor 'properties\/payload', \["x"\] /),
    ],
    [
      'required_contexts that is not a list',
      body({ required_contexts: 'none' }),
      'Invalid request.\n\nFor \'properties/required_contexts\', "none" is not an array.',
    ],
  ])('a create with %s is refused by the published schema (422)', async (_name, sent, message) => {
    const answer = await send('POST', deployments, sent);
    expect([answer.status, answer.body.message]).toEqual([422, message]);
    expect(github.deployments).toEqual([]);
  });

  test('a ref the repository does not have is 422 "No ref found for"', async () => {
    await github.stop();
    github = await startFakeGitHub({ refs: ['main', 'retail/1.2.0'] });
    expect((await send('POST', deployments, body())).status).toBe(201);
    expect((await send('POST', deployments, body({ ref: 'c'.repeat(40) }))).status).toBe(201);
    const missing = await send('POST', deployments, body({ ref: 'retail/9.9.9' }));
    expect([missing.status, missing.body.message]).toEqual([422, 'No ref found for: retail/9.9.9']);
  });

  test('a status: its state from the published list, a description of at most 140 characters, a deployment that exists', async () => {
    const id = (await send('POST', deployments, body())).body.id as number;
    const unknown = await status(id, 'done');
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      'Invalid request.\n\nFor \'properties/state\', "done" is not a member of ["error", "failure", "inactive", "in_progress", "queued", "pending", "success"].',
    ]);
    const long = await status(id, 'success', { description: 'x'.repeat(141) });
    expect([long.status, long.body.errors]).toEqual([
      422,
      [
        {
          resource: 'DeploymentStatus',
          code: 'custom',
          field: 'description',
          message: 'description is too long (maximum is 140 characters)',
        },
      ],
    ]);
    expect((await status(id, 'success', { description: 'x'.repeat(140) })).status).toBe(201);
    expect((await status(id + 1000, 'success')).status).toBe(404);
  });

  test('a token without deployments: write may list but not record; without read, not list either', async () => {
    await github.stop();
    github = await startFakeGitHub({ deployments: 'read' });
    expect((await list('environment=qa')).status).toBe(200);
    const refused = await send('POST', deployments, body());
    expect([refused.status, refused.body.message]).toEqual([403, 'Resource not accessible by integration']);
    await github.stop();
    github = await startFakeGitHub({ deployments: 'none' });
    expect((await list('environment=qa')).status).toBe(403);
  });
});

describe('issues and labels', () => {
  const issues = '/repos/acme/data-project/issues';

  test('open, list with GitHub’s filters, edit, close, reopen; answers as the published schema says', async () => {
    const opened = await send('POST', issues, { title: 'Nightly fails', body: 'b', labels: ['data-health'] });
    expect(opened.status).toBe(201);
    expect(answerProblem('issue', opened.body)).toBeUndefined();
    expect(opened.body).toMatchObject({
      number: 1,
      state: 'open',
      html_url: 'https://github.com/acme/data-project/issues/1',
    });
    // The label an issue is opened with is created when missing, grey and without a description.
    expect(github.labels).toEqual([{ name: 'data-health', color: 'ededed', description: null }]);
    github.seedIssue({ body: 'theirs', labels: ['data-health'], user: { login: 'someone', type: 'User' } });
    github.seedIssue({ body: 'pull', labels: ['data-health'], pull_request: true });
    github.seedIssue({ body: 'closed', state: 'closed' });

    const numbers = async (query: string) =>
      ((await send('GET', `${issues}?${query}`)).body as unknown as Array<{ number: number }>).map(
        (i) => i.number,
      );
    expect(await numbers('')).toEqual([3, 2, 1]); // open ones, newest first: pull requests too
    expect(await numbers('state=all&direction=asc')).toEqual([1, 2, 3, 4]);
    expect(await numbers('labels=data-health&creator=someone')).toEqual([2]);
    expect(await numbers('labels=data-health,nightly')).toEqual([]);
    expect(await numbers('state=closed')).toEqual([4]);

    const closed = await send('PATCH', `${issues}/1`, { state: 'closed', state_reason: 'completed' });
    expect(closed.body).toMatchObject({ state: 'closed', state_reason: 'completed' });
    expect(typeof closed.body.closed_at).toBe('string');
    const reopened = await send('PATCH', `${issues}/1`, { state: 'open', body: 'again' });
    expect(reopened.body).toMatchObject({
      state: 'open',
      state_reason: 'reopened',
      closed_at: null,
      body: 'again',
    });
    expect(answerProblem('issue', reopened.body)).toBeUndefined();
  });

  test.each([
    ['a state GitHub does not know', { state: 'reopened' }, 'Invalid request.'],
    ['a title that is no string', { title: true }, 'Invalid request.'],
    ['a title over 256 characters', { title: 't'.repeat(257) }, 'Validation Failed'],
    ['a body over 65,536 characters', { body: 'b'.repeat(65_537) }, 'Validation Failed'],
  ])('an edit with %s is refused (422)', async (_what, body, message) => {
    github.seedIssue({ body: 'b' });
    const refused = await send('PATCH', `${issues}/1`, body);
    expect([refused.status, String(refused.body.message).split('\n')[0]]).toEqual([422, message]);
  });

  test('a label: 404 until created, then the same name in any case is already_exists; a colour is six hex digits', async () => {
    expect((await send('GET', '/repos/acme/data-project/labels/data%20health')).status).toBe(404);
    const created = await send('POST', '/repos/acme/data-project/labels', {
      name: 'data health',
      color: 'd73a4a',
    });
    expect(created.status).toBe(201);
    expect(answerProblem('label', created.body)).toBeUndefined();
    expect((await send('GET', '/repos/acme/data-project/labels/data%20health')).body).toMatchObject({
      name: 'data health',
    });
    const twice = await send('POST', '/repos/acme/data-project/labels', { name: 'Data Health' });
    expect([twice.status, twice.body.errors]).toEqual([
      422,
      [{ resource: 'Label', code: 'already_exists', field: 'name' }],
    ]);
    expect(
      (await send('POST', '/repos/acme/data-project/labels', { name: 'x', color: '#d73a4a' })).status,
    ).toBe(422);
    expect((await send('POST', '/repos/acme/data-project/labels', { color: 'd73a4a' })).status).toBe(422);
  });

  test('a token without issues: write may list but not open, edit, comment on or label', async () => {
    await github.stop();
    github = await startFakeGitHub({ issues: 'read' });
    github.seedIssue({ body: 'b' });
    expect((await send('GET', issues)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', issues, { title: 't' }],
      ['PATCH', `${issues}/1`, { body: 'x' }],
      ['POST', `${issues}/1/comments`, { body: 'x' }],
      ['POST', '/repos/acme/data-project/labels', { name: 'x' }],
    ] as const)
      expect([method, path, (await send(method, path, body)).status]).toEqual([method, path, 403]);
  });
});
