/**
 * The promises a user's production depends on, attacked through the built action the way the
 * runner runs it:
 * - nothing the action prints can become a workflow command, whatever names, keys, inputs and
 *   ids hold (a line starting with `::`, `##[` anywhere);
 * - a secret echoed by the service in any form (JSON-escaped, \u-escaped, HTML, URL or form
 *   encoded, base64 at any offset) reaches no log, summary, output, check run, comment or file;
 * - a deployment that was scheduled is not failed by a reporting problem, and writing an output
 *   or the summary never ends in a stack trace, in any mode;
 * - deploy and fabric summaries stay under GitHub's 1 MiB limit, whatever the files hold.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import { startFakeGitHub } from '../helpers/fake-github.js';
import type { FakeGitHub } from '../helpers/fake-github.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { runAction, withoutMaskCommands } from '../helpers/run-action.js';
import type { ActionRun } from '../helpers/run-action.js';
import { markdownProblems } from '../results/markdown-checks.js';
import {
  RETAIL_FIXTURE,
  STACK_FRAME,
  errorLines,
  prEvent,
  requireDist,
  retailWorkspace,
  warningLines,
} from './support.js';
import { tempDir } from '../helpers/temp-dir.js';

let emulator: RunningEmulator | undefined;
let github: FakeGitHub | undefined;
const stops: Array<() => Promise<void>> = [];

beforeAll(requireDist);
afterEach(async () => {
  await emulator?.stop();
  await github?.stop();
  for (const stop of stops.splice(0)) await stop();
  emulator = undefined;
  github = undefined;
});

async function retail(fixture: string | FixtureInput = RETAIL_FIXTURE): Promise<RunningEmulator> {
  emulator = await startEmulator({ fixture });
  return emulator;
}

// ------------------------------------------------------------------------------ workflow commands

interface Command {
  name: string;
  properties: string;
  data: string;
}

/**
 * The commands the runner would carry out for this output, read as it reads them: line by line,
 * trimmed; `::name props::data` at the start of a line, `##[name props]data` anywhere; nothing
 * between `::stop-commands::TOKEN` and `::TOKEN::` but that resume line.
 */
function runnerCommands(stdout: string): Command[] {
  const commands: Command[] = [];
  let paused: string | undefined;
  for (const raw of stdout.split(/\r\n|\n|\r/)) {
    const line = raw.trim();
    if (paused !== undefined) {
      if (line === `::${paused}::`) paused = undefined;
      continue;
    }
    const v2 = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (v2) {
      const command = { name: v2[1]!, properties: v2[2] ?? '', data: v2[3]! };
      if (command.name === 'stop-commands') paused = command.data;
      commands.push(command);
      continue;
    }
    const v1 = /##\[([A-Za-z-]+)(?: ([^\]]*))?\](.*)$/.exec(line);
    if (v1) commands.push({ name: `##${v1[1]!}`, properties: v1[2] ?? '', data: v1[3]! });
  }
  return commands;
}

/** The properties of a command (`title=…,file=…`), values as the runner unescapes them. */
function propertiesOf(text: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    props[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
  }
  return props;
}

const OWN_PROPERTIES = new Set(['title', 'file', 'line', 'endLine', 'col', 'endColumn']);

/**
 * Only commands the action's own code issues: annotations with its own properties (whatever
 * text their data and title hold: the runner reads that as data), masks of the run's secrets,
 * groups, debug lines, and pauses with the action's unguessable resume token. A command that an
 * injected value made would be a legacy `##[…]` one, or carry the injected title.
 */
function expectOnlyOwnCommands(run: ActionRun, secrets: readonly string[] = []): void {
  const masks = new Set(secrets.flatMap((s) => [s, ...s.split('\n').map((l) => l.trim())]));
  const foreign = runnerCommands(run.stdout).filter((c) => {
    if (c.name.startsWith('##')) return true;
    if (c.name === 'stop-commands') return !/^resume-[0-9a-f]{32}$/.test(c.data);
    if (/^resume-[0-9a-f]{32}$/.test(c.name)) return false;
    if (c.name === 'add-mask') return !masks.has(c.data);
    if (['error', 'warning', 'notice'].includes(c.name)) {
      const props = propertiesOf(c.properties);
      return Object.keys(props).some((k) => !OWN_PROPERTIES.has(k)) || props.title === 'INJECTED';
    }
    return !['debug', 'group', 'endgroup'].includes(c.name);
  });
  expect(foreign).toEqual([]);
}

const HOSTILE = '##[warning title=INJECTED]pwned ::add-mask::PWNED';

describe('nothing printed becomes a workflow command', () => {
  it('test mode: an input, a model name and a project id that hold commands', async () => {
    const emu = await retail();
    const run = await runAction({
      cwd: retailWorkspace(),
      inputs: {
        mode: 'test',
        'base-url': emu.url,
        token: emu.token,
        'fabric-id': '10740',
        'project-id': `retail-analytics\n::warning title=INJECTED::project`,
        models: `stg_orders\n${HOSTILE}\n::add-mask::PWNED`,
        'check-run': 'false',
      },
    });
    expect(run.exitCode).toBe(1);
    expectOnlyOwnCommands(run, [emu.token]);
    // The text is shown, not lost: the hostile model name is in the log as it was written.
    expect(withoutMaskCommands(run.stdout)).toContain(HOSTILE);
  });

  it('test mode, dry run: the requests printed hold the same names', async () => {
    const run = await runAction({
      cwd: retailWorkspace(),
      inputs: {
        mode: 'test',
        'base-url': 'http://127.0.0.1:9',
        token: 'dry-run-token',
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        models: `${HOSTILE}\n::warning title=INJECTED::x`,
        'dry-run': 'true',
      },
    });
    expect(run.exitCode).toBe(0);
    expectOnlyOwnCommands(run, ['dry-run-token']);
  });

  it('deploy mode, dry run: override keys and values that hold commands', async () => {
    const cwd = tempDir('trust-deploy-');
    writeFileSync(
      join(cwd, 'overrides.yml'),
      [
        'pipelineConfigurations:',
        '  "##[warning title=INJECTED]pipe":',
        '    "::add-mask::PWNED": "a\\n::warning title=INJECTED::b"',
        'projectConfiguration:',
        '  "##[add-mask]PWNED": "##[error title=INJECTED]x"',
        '',
      ].join('\n'),
    );
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'deploy',
        'base-url': 'http://127.0.0.1:9',
        token: 'dry-run-token',
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
        'overrides-file': 'overrides.yml',
        'dry-run': 'true',
      },
    });
    expect(run.exitCode).toBe(0);
    expectOnlyOwnCommands(run, ['dry-run-token']);
  });

  it('fabric mode: names from the file in the plan, the progress lines and the summary', async () => {
    const emu = await retail();
    const cwd = tempDir('trust-fabric-');
    writeFileSync(
      join(cwd, 'fabric.yml'),
      [
        'name: "##[warning title=INJECTED]fabric"',
        'teamName: data-platform',
        'provider: databricks',
        'connections:',
        '  - name: "::add-mask::PWNED ##[error title=INJECTED]c"',
        '    kind: s3',
        '    properties: { bucket: "##[add-mask]PWNED" }',
        '',
      ].join('\n'),
    );
    for (const dryRun of ['true', 'false']) {
      const run = await runAction({
        cwd,
        inputs: {
          mode: 'fabric',
          'base-url': emu.url,
          token: emu.token,
          'fabric-file': 'fabric.yml',
          'dry-run': dryRun,
        },
      });
      expect(run.exitCode).toBe(0);
      expectOnlyOwnCommands(run, [emu.token]);
    }
  });

  it('pipeline mode: pipeline names, status words and error messages that hold commands', async () => {
    // Runs go 600 times faster: each has ended by the action's first status request.
    emulator = await startEmulator({
      timeScale: 600,
      fixture: {
        tokens: ['demo-token'],
        teams: ['data-platform'],
        fabrics: [{ id: '10740', name: 'dev', teamName: 'data-platform', provider: 'databricks' }],
        projects: [
          {
            name: 'retail',
            id: 'retail-analytics',
            versions: ['1.0.0'],
            publishedTo: ['dev'],
            pipelines: [
              { name: HOSTILE, run: { seconds: 1, outcome: `::warning title=INJECTED::x\n${HOSTILE}` } },
              {
                name: 'build_marts',
                run: { seconds: 1, outcome: 'ERROR', errorMessage: `step 3\n${HOSTILE}` },
              },
            ],
          },
        ],
      },
    });
    for (const dryRun of ['true', 'false']) {
      const run = await runAction({
        inputs: {
          mode: 'pipeline',
          'base-url': emulator.url,
          token: emulator.token,
          'fabric-id': '10740',
          'project-id': 'retail-analytics',
          pipelines: `${HOSTILE}\nbuild_marts\n::warning title=INJECTED::missing`,
          'dry-run': dryRun,
        },
      });
      expect(run.exitCode).toBe(dryRun === 'true' ? 0 : 1);
      expectOnlyOwnCommands(run, [emulator.token]);
      expect(withoutMaskCommands(run.stdout)).toContain(HOSTILE);
    }
  });

  it('fabric mode: names and values from the service in the plan, the drift warnings and the summary', async () => {
    // A service whose unmanaged secret and drifted connection hold commands in their names and values.
    const emu = await retail({
      tokens: ['demo-token'],
      teams: ['data-platform'],
      fabrics: [
        {
          id: '10790',
          name: 'hostile',
          teamName: 'data-platform',
          provider: 'databricks',
          secrets: [{ name: '::add-mask::PWNED' }, { name: HOSTILE }],
          connections: [
            { name: 'bucket', kind: 's3', properties: { bucket: `raw\n${HOSTILE}`, [HOSTILE]: 'x' } },
          ],
        },
      ],
    });
    const cwd = tempDir('trust-fabric-plan-');
    writeFileSync(
      join(cwd, 'fabric.yml'),
      [
        'name: hostile',
        'teamName: data-platform',
        'provider: databricks',
        'connections:',
        '  - { name: bucket, kind: s3, properties: { bucket: raw } }',
        '',
      ].join('\n'),
    );
    for (const plan of ['true', 'false']) {
      const run = await runAction({
        cwd,
        inputs: {
          mode: 'fabric',
          'base-url': emu.url,
          token: emu.token,
          'fabric-file': 'fabric.yml',
          'fabric-id': '10790',
          plan,
        },
      });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.drift).toBe('["bucket"]');
      expectOnlyOwnCommands(run, [emu.token]);
      expect(markdownProblems(run.summary)).toEqual([]);
    }
  });

  it('deploy mode: ids and messages from the service that hold commands', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: true,
            message: 'Scheduled\n::warning title=INJECTED::message',
            deploymentId: '9\n##[add-mask]PWNED',
            details: {
              projectId: 'p\n::add-mask::PWNED',
              fabricId: '##[warning title=INJECTED]f',
              version: '1.2.0',
              pipelinesDeployed: ['::warning title=INJECTED::pipe'],
              configurationsApplied: 0,
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
    const run = await runAction({
      inputs: {
        mode: 'deploy',
        'base-url': `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        token: 'deploy-token-123',
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
      },
    });
    expect(run.exitCode).toBe(0);
    expectOnlyOwnCommands(run, ['deploy-token-123']);
  });
});

// ------------------------------------------------------------------------------ secrets echoed

const TOKEN = 'tok"en\\pa/ss+w&<rd>-123';
const GITHUB_TOKEN = 'ghs_trust+gh/token=42&x';

/** The retail fixture whose failing tests quote the token in every form a service might. */
function echoingFixture(): FixtureInput {
  const fixture = parse(readFileSync(RETAIL_FIXTURE, 'utf8')) as {
    tokens: string[];
    projects: Array<{ models: unknown[] }>;
  };
  fixture.tokens = [TOKEN];
  const bytes = Buffer.from(TOKEN);
  const forms = [
    `request body {"token":${JSON.stringify(TOKEN)}}`,
    `lower-case url ${encodeURIComponent(TOKEN).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())}`,
    `form ${new URLSearchParams({ t: TOKEN }).toString()}`,
    `html <p>${TOKEN.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</p>`,
    `base64 unpadded ${bytes.toString('base64').replace(/=+$/, '')}`,
    `base64url ${bytes.toString('base64url')}`,
    `basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`,
    `github ${JSON.stringify(GITHUB_TOKEN)}`,
  ];
  fixture.projects[0]!.models.push({
    name: 'echo_model',
    tests: forms.map((cause, i) => ({ name: `echo_${i}`, outcome: i % 2 ? 'ERROR' : 'FAILED', cause })),
  });
  return fixture as FixtureInput;
}

describe('a secret echoed by the service, in any form, reaches nothing the action writes', () => {
  it('test mode with a check run, a pull-request comment, JUnit and the results file', async () => {
    const emu = await retail(echoingFixture());
    github = await startFakeGitHub({ token: GITHUB_TOKEN });
    const cwd = retailWorkspace();
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'test',
        'base-url': emu.url,
        token: TOKEN,
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        models: 'echo_model',
        'github-token': GITHUB_TOKEN,
        'pr-comment': 'always',
        'junit-file': 'reports/junit.xml',
      },
      env: { GITHUB_API_URL: github.url, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: prEvent(cwd) },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.failed).toBe('4');
    expect(github.checkRuns).toHaveLength(1);
    expect(github.comments).toHaveLength(1);
    expectNoLeaks(collectEverything(run, { fakeGithub: github }), [TOKEN, GITHUB_TOKEN]);
    // The causes are there, masked, not dropped.
    expect(run.summary).toContain('request body');
  });
});

// ------------------------------------------------------------------------------ reporting problems

/** A folder where a file should be: writing it fails (EISDIR), as a full or read-only disk would. */
function brokenFiles(): Record<string, string> {
  const dir = tempDir('trust-broken-');
  mkdirSync(join(dir, 'output'));
  mkdirSync(join(dir, 'summary'));
  return { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
}

describe('reporting problems', () => {
  it('a scheduled deployment is not failed by outputs and a summary that cannot be written', async () => {
    const emu = await retail();
    const run = await runAction({
      inputs: {
        mode: 'deploy',
        'base-url': emu.url,
        token: emu.token,
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
      },
      env: brokenFiles(),
    });
    expect(run.exitCode).toBe(0);
    expect(emu.deployments()).toHaveLength(1);
    expect(errorLines(run)).toEqual([]);
    const warnings = warningLines(run);
    expect(warnings[0]).toMatch(
      /^Deployment 90001 of retail\/1\.2\.0 to analytics-prod was scheduled, but .* could not be written.*\. Do not re-run this deploy: it would deploy again\.$/,
    );
    expect(run.stdout).not.toMatch(STACK_FRAME);
    expect(run.stderr).toBe('');
  });

  it.each([
    [
      'test',
      {
        mode: 'test',
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        models: 'stg_orders',
        'check-run': 'false',
      },
      0,
    ],
    ['fabric dry run', { mode: 'fabric', 'fabric-file': 'fabric.yml', 'dry-run': 'true' }, 0],
    ['a bad input', { mode: 'test' }, 1],
  ] as const)('%s: a warning, never a stack trace', async (_what, inputs, exitCode) => {
    const emu = await retail();
    const run = await runAction({
      cwd: retailWorkspace(),
      inputs: { 'base-url': emu.url, token: emu.token, ...inputs },
      env: {
        ...brokenFiles(),
        WAREHOUSE_TOKEN: 'warehouse-token-value',
        SFTP_PASSWORD: 'sftp-password-value',
      },
    });
    expect(run.exitCode).toBe(exitCode);
    expect(warningLines(run).some((w) => w.startsWith('This step could not report everything: '))).toBe(true);
    expect(run.stdout).not.toMatch(STACK_FRAME);
    expect(run.stderr).toBe('');
  });
});

// ------------------------------------------------------------------------------ summary size

describe('deploy and fabric summaries stay under 1 MiB', () => {
  it('a deploy dry run with 20,000 overrides', async () => {
    const cwd = tempDir('trust-big-');
    const lines = ['pipelineConfigurations:', '  ingest_orders:'];
    for (let i = 0; i < 20_000; i++) lines.push(`    parameter_${i}: "${'v'.repeat(120)}-${i}"`);
    writeFileSync(join(cwd, 'overrides.yml'), `${lines.join('\n')}\n`);
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'deploy',
        'base-url': 'http://127.0.0.1:9',
        token: 'dry-run-token',
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
        'overrides-file': 'overrides.yml',
        'dry-run': 'true',
      },
    });
    expect(run.exitCode).toBe(0);
    expect(Buffer.byteLength(run.summary)).toBeLessThan(1_000_000);
    expect(markdownProblems(run.summary)).toEqual([]);
    expect(run.summary).toMatch(/_[\d,]+ more overrides not shown: see overrides\.yml\._/);
    expect(run.summary).toContain('more lines: the whole request is in the log)');
  });

  it('a fabric dry run with 4,000 connections', async () => {
    const cwd = tempDir('trust-big-fabric-');
    const lines = ['name: big', 'teamName: data-platform', 'provider: databricks', 'connections:'];
    for (let i = 0; i < 4_000; i++)
      lines.push(
        `  - { name: conn_${i}, kind: s3, properties: { bucket: "${'b'.repeat(80)}-${i}", region: eu-west-1 } }`,
      );
    writeFileSync(join(cwd, 'fabric.yml'), `${lines.join('\n')}\n`);
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'fabric',
        'base-url': 'http://127.0.0.1:9',
        token: 'dry-run-token',
        'fabric-file': 'fabric.yml',
        'fabric-id': '10740',
        'dry-run': 'true',
      },
    });
    expect(run.exitCode).toBe(0);
    expect(Buffer.byteLength(run.summary)).toBeLessThan(1_000_000);
    expect(markdownProblems(run.summary)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------ where files are written

describe('the files the action writes: links and /proc', () => {
  /** A folder outside the workspace, holding a file the pull request would like overwritten. */
  function outsideFolder(): { dir: string; victim: string } {
    const dir = tempDir('trust-outside-');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    return { dir, victim };
  }

  /** The retail plan with a junit-file; the step is killed if it has not ended within 20 s. */
  async function testStep(
    cwd: string,
    inputs: Record<string, string>,
    options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
  ): Promise<ActionRun> {
    const emu = await retail();
    return runAction({
      cwd,
      inputs: {
        mode: 'test',
        'base-url': emu.url,
        token: emu.token,
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        models: 'stg_orders',
        'check-run': 'false',
        ...inputs,
      },
      ...options,
      timeoutMs: 20_000,
    });
  }

  it("a link planted at the JUnit file's temporary name is not written through", async () => {
    const { dir, victim } = outsideFolder();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'reports'));
    // A pull request commits links at every name the writer might pick; this preload plants the
    // one the process will pick, knowing its pid, as thousands of guesses would.
    const preload = join(dir, 'plant.cjs');
    writeFileSync(
      preload,
      `require('node:fs').symlinkSync(${JSON.stringify(victim)}, ${JSON.stringify(join(cwd, 'reports', 'junit.xml'))} + '.' + process.pid + '.tmp');`,
    );
    const run = await testStep(
      cwd,
      { 'junit-file': 'reports/junit.xml' },
      { nodeArgs: ['--require', preload] },
    );

    expect(run.exitCode).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(cwd, 'reports', 'junit.xml')).isFile()).toBe(true);
    expect(readFileSync(join(cwd, 'reports', 'junit.xml'), 'utf8')).toContain(
      '<testsuites name="Data tests"',
    );
    // Only the report and the planted link: no temporary file is left behind.
    expect(readdirSync(join(cwd, 'reports')).filter((n) => !n.endsWith(`.tmp`))).toEqual(['junit.xml']);
  });

  it("a link at the JUnit file's own name is refused in one line before any request", async () => {
    const { victim } = outsideFolder();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'reports'));
    symlinkSync(victim, join(cwd, 'reports', 'junit.xml'));
    const run = await testStep(cwd, { 'junit-file': 'reports/junit.xml' });

    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: ['Input junit-file: reports/junit.xml is a symbolic link; name a file the action may replace'],
    });
    expect(emulator!.requests).toEqual([]);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(cwd, 'reports', 'junit.xml')).isSymbolicLink()).toBe(true);
  });

  it('a linked folder that leads out of the workspace is refused in one line before any request', async () => {
    const { dir } = outsideFolder();
    const cwd = retailWorkspace();
    symlinkSync(dir, join(cwd, 'reports'));
    const run = await testStep(cwd, { 'junit-file': 'reports/junit.xml' });

    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: ['Input junit-file: reports/junit.xml leaves the workspace through the symbolic link reports'],
    });
    expect(emulator!.requests).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['victim.txt']);
  });

  it('a linked folder that stays in the workspace is written through', async () => {
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'build', 'reports'), { recursive: true });
    symlinkSync(join(cwd, 'build'), join(cwd, 'out'));
    const run = await testStep(cwd, { 'junit-file': 'out/reports/new/junit.xml' });

    expect(run.exitCode).toBe(0);
    expect(lstatSync(join(cwd, 'build', 'reports', 'new', 'junit.xml')).isFile()).toBe(true);
  });

  it.each([
    ['/proc/x/j.xml', 'Input junit-file: /proc/x/j.xml is under /proc, where the action writes no file'],
    [
      'reports/x/j.xml',
      'Input junit-file: reports/x/j.xml leaves the workspace through the symbolic link reports',
    ],
  ])('junit-file %s ends the step at once, in one line, before any request', async (junitFile, message) => {
    const cwd = retailWorkspace();
    // A pull request that turns reports into a link to /proc/self (used by the second case only).
    symlinkSync('/proc/self', join(cwd, 'reports'));
    const run = await testStep(cwd, { 'junit-file': junitFile });

    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({ exitCode: 1, errors: [message] });
    expect(emulator!.requests).toEqual([]);
  });

  it('RUNNER_TEMP under /proc: no results file, a warning, and the step ends as its tests say', async () => {
    const cwd = retailWorkspace();
    const run = await testStep(cwd, {}, { env: { RUNNER_TEMP: '/proc/self/runner-temp' } });

    expect(run.exitCode).toBe(0);
    expect(run.outputs['results-file']).toBeUndefined();
    expect(warningLines(run)).toEqual([
      expect.stringMatching(
        /^The results file could not be written to \/proc\/self\/runner-temp\/orchestration-test-results-[0-9a-f]{8}\.json: it is under \/proc, where the action writes no file$/,
      ),
    ]);
  });
});
