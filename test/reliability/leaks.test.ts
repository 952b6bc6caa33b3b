/**
 * No leaked secrets: runs of every mode through the built action, with a token, a github-token
 * and secret values made of characters that URL-encoding, base64, HTML and markdown escaping all
 * change, and a service whose failing tests quote the token (as is, URL-encoded, base64) in their
 * causes and runner output. Everything a run produced or sent is collected (log, summary,
 * outputs, every file in the run's folder including JUnit and the results file, every request
 * GitHub received, the check runs and comments it holds, what the service logged and kept) and
 * no secret may appear in any of it, in any form (see test/helpers/leaks.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { runAction } from '../helpers/run-action.js';
import type { ActionRun, RunOptions } from '../helpers/run-action.js';
import {
  RETAIL_FIXTURE,
  errorLines,
  prEvent,
  requireDist,
  retailWorkspace,
  warningLines,
} from './support.js';

/** `/`, `+` and `=` change under URL-encoding, `&` under HTML escaping; base64 changes everything. */
const TOKEN = 'tok/en+with=chars&more';
const GITHUB_TOKEN = 'ghs_git/hub+tok=en&more_42';
/** What a workflow passes with `env:` from its secrets; one holds markup, one spans two lines. */
const SECRET_ENV = {
  WAREHOUSE_TOKEN: `dapi<&>"'|*_@ %41+/=x`,
  SFTP_PASSWORD: 'first-line-of-secret+/=\nsecond-line-secret&<>',
};
const API_SECRETS = [TOKEN, GITHUB_TOKEN];
const ALL_SECRETS = [...API_SECRETS, ...Object.values(SECRET_ENV)];

/** The retail fixture with the token above, and a model whose failing tests quote it. */
function leakyFixture(): FixtureInput {
  const fixture = parse(readFileSync(RETAIL_FIXTURE, 'utf8')) as {
    tokens: string[];
    projects: Array<{ models: unknown[]; publishedTo: string[] }>;
  };
  fixture.tokens = [TOKEN];
  fixture.projects[0]!.models.push({
    name: 'leaky_model',
    tests: [
      { name: 'quotes_token', outcome: 'FAILED', cause: `connection refused for X-AUTH-TOKEN ${TOKEN}` },
      {
        name: 'quotes_encoded_token',
        outcome: 'ERROR',
        cause: `GET https://warehouse.example.com/?token=${encodeURIComponent(TOKEN)} failed`,
      },
      {
        name: 'quotes_base64_token',
        outcome: 'FAILED',
        cause: `proxy said: Authorization: Bearer ${Buffer.from(TOKEN).toString('base64')}`,
      },
      { name: 'quotes_github_token', outcome: 'FAILED', cause: `git clone with ${GITHUB_TOKEN} failed` },
    ],
  });
  return fixture as FixtureInput;
}

let emulator: RunningEmulator | undefined;
let github: FakeGitHub | undefined;

beforeAll(requireDist);
afterEach(async () => {
  await emulator?.stop();
  await github?.stop();
  emulator = undefined;
  github = undefined;
});

async function startServers(): Promise<{ emu: RunningEmulator; gh: FakeGitHub }> {
  emulator = await startEmulator({ fixture: leakyFixture() });
  github = await startFakeGitHub({ token: GITHUB_TOKEN });
  return { emu: emulator, gh: github };
}

/** Runs the action on a pull request against the fake GitHub, then checks everything for leaks. */
async function runChecked(
  options: RunOptions & { cwd: string },
  servers: { emu?: RunningEmulator; gh?: FakeGitHub },
  secrets: readonly string[],
): Promise<ActionRun> {
  const run = await runAction({
    ...options,
    env: {
      GITHUB_API_URL: servers.gh?.url ?? 'http://127.0.0.1:9',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: prEvent(options.cwd),
      ...SECRET_ENV,
      ...options.env,
    },
  });
  const texts = collectEverything(run, {
    ...(servers.gh ? { fakeGithub: servers.gh } : {}),
    ...(servers.emu ? { emulator: servers.emu } : {}),
  });
  expectNoLeaks(texts, secrets);
  return run;
}

const TEST_INPUTS = {
  mode: 'test',
  'fabric-id': '10740',
  'project-id': 'retail-analytics',
  'tests-file': 'tests.yml',
  models: 'leaky_model',
  'junit-file': 'reports/junit.xml',
  'pr-comment': 'always',
  'github-token': GITHUB_TOKEN,
};

describe('no secret leaks', () => {
  it('test mode: failing causes that quote the tokens reach the log, check run, comment, JUnit and results file redacted', async () => {
    const { emu, gh } = await startServers();
    const cwd = retailWorkspace();
    const run = await runChecked(
      { cwd, inputs: { ...TEST_INPUTS, 'base-url': emu.url, token: TOKEN } },
      { emu, gh },
      API_SECRETS,
    );
    expect(run.exitCode).toBe(1);
    // The causes did travel (redacted): the check is not vacuous.
    expect(errorLines(run)).toContain('connection refused for X-AUTH-TOKEN ***');
    expect(errorLines(run)).toContain('GET https://warehouse.example.com/?token=*** failed');
    expect(errorLines(run)).toContain('proxy said: Authorization: Bearer ***');
    expect(errorLines(run)).toContain('git clone with *** failed');
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]!.annotations.map((a) => a.message)).toContain(
      'connection refused for X-AUTH-TOKEN ***',
    );
    expect(gh.comments).toHaveLength(1);
    expect(Object.keys(run.files())).toEqual(
      expect.arrayContaining(['reports/junit.xml', expect.stringMatching(/^orchestration-test-results-/)]),
    );
    expect(run.files()['reports/junit.xml']).toContain('***');
  });

  it('report mode: merging the results files and publishing them leaks nothing', async () => {
    const { emu, gh } = await startServers();
    const shardDir = retailWorkspace();
    const shards: ActionRun[] = [];
    for (const shard of ['1/2', '2/2']) {
      shards.push(
        await runChecked(
          {
            cwd: shardDir,
            inputs: {
              ...TEST_INPUTS,
              'base-url': emu.url,
              token: TOKEN,
              shard,
              'check-run': 'false',
              'pr-comment': 'off',
            },
          },
          { emu, gh },
          API_SECRETS,
        ),
      );
    }
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'results'));
    shards.forEach((s, i) =>
      copyFileSync(s.outputs['results-file']!, join(cwd, 'results', `shard-${i + 1}.json`)),
    );
    const report = await runChecked(
      {
        cwd,
        inputs: {
          mode: 'report',
          'results-files': 'results/*.json',
          'github-token': GITHUB_TOKEN,
          'pr-comment': 'always',
          'junit-file': 'reports/junit.xml',
        },
      },
      { gh },
      API_SECRETS,
    );
    expect(report.exitCode).toBe(1);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]!.annotations.map((a) => a.message)).toContain('git clone with *** failed');
  });

  it('deploy mode: success, a refusal, an unknown outcome and a dry run leak nothing', async () => {
    const { emu } = await startServers();
    const cwd = retailWorkspace();
    const base = { mode: 'deploy', 'base-url': emu.url, token: TOKEN, 'fabric-name': 'analytics-prod' };
    const ok = await runChecked(
      { cwd, inputs: { ...base, 'git-tag': 'retail/1.2.0', 'overrides-file': 'overrides/prod.yml' } },
      { emu },
      API_SECRETS,
    );
    expect(ok.exitCode).toBe(0);
    const refused = await runChecked(
      { cwd, inputs: { ...base, 'git-tag': 'retail/9.9.9' } },
      { emu },
      API_SECRETS,
    );
    expect(refused.exitCode).toBe(1);
    emu.injectFault({ kind: 'reset-after', method: 'POST', path: '/api/deploy/project' });
    const unknown = await runChecked(
      { cwd, inputs: { ...base, 'git-tag': 'retail/1.1.0' } },
      { emu },
      API_SECRETS,
    );
    expect(errorLines(unknown)).toEqual([
      'Deploy project failed: the connection was reset after the request was sent, so the deployment may have been scheduled: check fabric analytics-prod for retail/1.1.0 before running again',
    ]);
    const dry = await runChecked(
      { cwd, inputs: { ...base, 'git-tag': 'retail/1.2.0', 'dry-run': 'true' } },
      { emu },
      API_SECRETS,
    );
    expect(dry.stdout).toContain('X-AUTH-TOKEN: ***');
  });

  it('fabric mode: creating, re-applying, failing halfway and a dry run leak no secret value', async () => {
    const { emu } = await startServers();
    const cwd = retailWorkspace();
    const base = { mode: 'fabric', 'base-url': emu.url, token: TOKEN, 'fabric-file': 'fabric.yml' };
    const created = await runChecked({ cwd, inputs: base }, { emu }, ALL_SECRETS);
    expect(created.exitCode).toBe(0);
    const fabricId = created.outputs['fabric-id']!;
    // Every value was masked (line by line) before anything else was printed.
    expect(created.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'))).toEqual(
      expect.arrayContaining(['::add-mask::first-line-of-secret+/=', '::add-mask::second-line-secret&<>']),
    );
    const again = await runChecked({ cwd, inputs: { ...base, 'fabric-id': fabricId } }, { emu }, ALL_SECRETS);
    expect(again.exitCode).toBe(0);
    emu.injectFault({
      kind: 'status-500',
      method: 'PUT',
      path: `/api/orchestration/fabric/${fabricId}/secret/id/`,
    });
    const halfway = await runChecked(
      { cwd, inputs: { ...base, 'fabric-id': fabricId } },
      { emu },
      ALL_SECRETS,
    );
    expect(halfway.exitCode).toBe(1);
    const dry = await runChecked({ cwd, inputs: { ...base, 'dry-run': 'true' } }, { emu }, ALL_SECRETS);
    expect(dry.stdout).toContain('"value": "***"');
  });
});

/** A service that quotes the token back in every error, the way a careless gateway or service might. */
async function echoingService(): Promise<{ url: string; stop: () => Promise<void> }> {
  const quoted = `${TOKEN} / ${encodeURIComponent(TOKEN)} / ${Buffer.from(TOKEN).toString('base64')}`;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/api/deploy/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: false,
            message: `Deployment failed for ${quoted}`,
            error: `clone https://x:${TOKEN}@git.example.com failed`,
          }),
        );
      } else if (path.startsWith('/api/orchestration/tests/')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: `Unauthorized: ${quoted}` }));
      } else {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end(`<html><body><h1>502</h1><p>upstream rejected X-AUTH-TOKEN ${quoted}</p></body></html>`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('no secret leaks when the service and GitHub quote the token back', () => {
  it.each([
    [
      'test',
      { ...TEST_INPUTS, models: 'stg_orders', 'tests-file': '' },
      'Run data tests failed: HTTP 401: Unauthorized: *** / *** / *** — check the token input',
    ],
    [
      'deploy',
      // Recorded on GitHub: the failure status's description quotes the service's message too.
      {
        mode: 'deploy',
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
        'github-token': GITHUB_TOKEN,
      },
      'Deploy project failed: Deployment failed for *** / *** / *** (HTTP 200): clone https://x:***@git.example.com failed',
    ],
    ['fabric', { mode: 'fabric', 'fabric-file': 'fabric.yml', retries: '0' }, undefined],
  ] as const)('%s mode', async (mode, inputs, line) => {
    const service = await echoingService();
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    github.fail({ kind: 'server-error', path: '/check-runs', times: Infinity });
    github.fail({ kind: 'forbidden', path: '/comments', times: Infinity });
    try {
      const run = await runChecked(
        { cwd: retailWorkspace(), inputs: { ...inputs, 'base-url': service.url, token: TOKEN } },
        { gh: github },
        ALL_SECRETS,
      );
      expect(run.exitCode).toBe(1);
      // The quoted token did reach the messages, redacted.
      if (line) expect(errorLines(run).filter((l) => l.startsWith(line))).toHaveLength(1);
      else expect(errorLines(run).join('\n')).toContain('upstream rejected X-AUTH-TOKEN *** / *** / ***');
      if (mode === 'deploy')
        expect(github!.deployments[0]!.statuses.map((st) => [st.state, st.description])).toEqual([
          ['in_progress', 'Deploying retail/1.2.0 to fabric analytics-prod'],
          ['failure', expect.stringContaining('Deployment failed for *** / *** / ***')],
        ]);
    } finally {
      await service.stop();
    }
  });
});

describe("GitHub's own answers quoting the github-token", () => {
  it('reach the warnings redacted: an error message, a page that is not JSON', async () => {
    const { emu, gh } = await startServers();
    gh.fail({
      kind: 'raw',
      method: 'POST',
      path: '/check-runs',
      status: 500,
      body: JSON.stringify({ message: `token ${GITHUB_TOKEN} was revoked` }),
    });
    gh.fail({
      kind: 'raw',
      method: 'GET',
      path: '/comments',
      contentType: 'text/html',
      body: `<html>sign in again: ${encodeURIComponent(GITHUB_TOKEN)}</html>`,
    });
    const cwd = retailWorkspace();
    const run = await runChecked(
      { cwd, inputs: { ...TEST_INPUTS, 'base-url': emu.url, token: TOKEN } },
      { emu, gh },
      API_SECRETS,
    );
    expect(run.exitCode).toBe(1);
    // The quotes did reach the warnings: the check is not vacuous.
    expect(warningLines(run)).toEqual([
      'Could not create the check run "Data tests": HTTP 500, token *** was revoked. GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known. The results are in the job summary.',
      "Could not write the pull-request comment: GitHub's answer is not what its API documents (Invalid input: expected array, received string).",
    ]);
  });
});

describe('the leak check itself', () => {
  it('finds a secret in every form it looks for', () => {
    const secret = GITHUB_TOKEN;
    for (const text of [
      `plain ${secret}`,
      `url ${encodeURIComponent(secret)}`,
      `base64 ${Buffer.from(secret).toString('base64')}`,
      `inside base64 ${Buffer.from(`user:${secret}`).toString('base64')}`,
      `markdown ${secret.replace(/_/g, '&#95;').replace(/&m/g, '&amp;m')}`,
      `json ${JSON.stringify({ s: secret })}`,
    ]) {
      expect(() => expectNoLeaks([text], [secret])).toThrow();
    }
    expect(() => expectNoLeaks(['nothing to see: ***'], [secret])).not.toThrow();
  });
});
