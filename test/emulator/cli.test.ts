// The emulator's command line: the pure parser, and the real process entry (src/emulator/cli.ts
// run by Node 24's type stripping, see support/ts-hooks.mjs).
import { describe, expect, test } from '@jest/globals';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { CliUsageError, USAGE, parseCliArgs } from '../../src/emulator/cli-args.js';
import { RETAIL } from './support/harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOOKS = fileURLToPath(new URL('./support/ts-hooks.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/emulator/cli.ts', import.meta.url));

function usageError(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(CliUsageError);
    return (err as Error).message;
  }
  throw new Error('expected a usage error');
}

describe('parseCliArgs', () => {
  test('defaults', () => {
    expect(parseCliArgs(['--fixture', 'f.yml'])).toEqual({
      help: false,
      fixture: 'f.yml',
      host: '127.0.0.1',
      port: 8080,
      faults: [],
    });
  });

  test('every flag, in both --flag value and --flag=value forms', () => {
    expect(
      parseCliArgs([
        '--fixture=f.yml',
        '--port',
        '0',
        '--host=::1',
        '--state',
        's.json',
        '--delay-ms=500',
        '--fault',
        'status-503',
        '--fault=reset-after:/api/deploy/project:2',
        '--fault',
        '{"kind":"slow","delayMs":2500,"method":"post"}',
      ]),
    ).toEqual({
      help: false,
      fixture: 'f.yml',
      host: '::1',
      port: 0,
      statePath: 's.json',
      responseDelayMs: 500,
      faults: [
        { kind: 'status-503' },
        { kind: 'reset-after', path: '/api/deploy/project', times: 2 },
        { kind: 'slow', delayMs: 2500, method: 'POST' },
      ],
    });
  });

  test('--help wins', () => {
    expect(parseCliArgs(['--port', 'x', '--help'])).toEqual({ help: true });
    expect(parseCliArgs(['-h'])).toEqual({ help: true });
    expect(USAGE.split('\n')[0]).toBe('Usage: emulator --fixture FILE [options]');
  });

  test.each([
    [[], '--fixture FILE is required (see --help)'],
    [['--fixture'], '--fixture needs a value (one that starts with - is written --fixture=VALUE)'],
    [
      ['--fixture', '--port', '1'],
      '--fixture needs a value (one that starts with - is written --fixture=VALUE)',
    ],
    [
      ['--fixture', 'f', '--delay-ms', '-1'],
      '--delay-ms needs a value (one that starts with - is written --delay-ms=VALUE)',
    ],
    [['--fixture', 'f', '--port', '70000'], '--port must be an integer from 0 to 65535, not "70000"'],
    [['--fixture', 'f', '--port', '8o8o'], '--port must be an integer from 0 to 65535, not "8o8o"'],
    [['--fixture', 'f', '--delay-ms=-1'], '--delay-ms must be an integer from 0 to 3600000, not "-1"'],
    [['--fixture', 'f', '--verbose'], 'unknown option --verbose (see --help)'],
    [['--fixture', 'f', 'extra'], 'unexpected argument "extra" (see --help)'],
    [
      ['--fixture', 'f', '--host', '0.0.0.0'],
      '--host 0.0.0.0 refused: only loopback addresses (127.0.0.0/8, ::1, localhost)',
    ],
    [
      ['--fixture', 'f', '--host', 'example.com'],
      '--host example.com refused: only loopback addresses (127.0.0.0/8, ::1, localhost)',
    ],
    [
      ['--fixture', 'f', '--fault', 'explode'],
      '--fault explode: fault kind must be one of status-503, status-429, status-500, html-502, html-504, slow, hang, reset-before, reset-after, proxy-503-after, status-503-after, status-429-after, echo-body, endless-body, gzip',
    ],
    [
      ['--fixture', 'f', '--fault', 'hang:/api:x'],
      '--fault hang:/api:x: TIMES must be a positive integer, not "x"',
    ],
    [
      ['--fixture', 'f', '--fault', 'hang:api'],
      '--fault hang:api: fault path must be a string starting with /',
    ],
    [['--fixture', 'f', '--fault', 'hang:/a:1:2'], '--fault hang:/a:1:2: expected KIND[:PATH[:TIMES]]'],
  ])('%j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnCli(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', HOOKS, CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

async function finish(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** Resolves with the first two stdout lines once the server says where it listens. */
function firstLines(child: ChildProcessWithoutNullStreams): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const lines = out.split('\n');
      if (lines.length > 2) resolve(lines.slice(0, 2));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${out}`)));
  });
}

describe('the emulator process', () => {
  test('prints the listening line then the token, serves, and stops on SIGTERM', async () => {
    const child = spawnCli(['--fixture', RETAIL, '--port', '0']);
    const done = finish(child);
    try {
      const [listening, token] = await firstLines(child);
      expect(listening).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+$/);
      expect(token).toBe('token: demo-token');
      const url = listening!.slice('emulator listening on '.length);
      const res = await fetch(`${url}/api/orchestration/fabric/10740/secret`, {
        headers: { 'X-AUTH-TOKEN': 'demo-token' },
      });
      expect(res.status).toBe(200);
      await res.text();
    } finally {
      child.kill('SIGTERM');
    }
    const { code, stderr } = await done;
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  test('faults from the command line are armed; SIGINT also stops it', async () => {
    const child = spawnCli([
      '--fixture',
      RETAIL,
      '--port',
      '0',
      '--fault',
      'status-503:/api/deploy/project:1',
    ]);
    const done = finish(child);
    try {
      const [listening] = await firstLines(child);
      const url = listening!.slice('emulator listening on '.length);
      const faults = await fetch(`${url}/__emulator/faults`);
      expect(await faults.json()).toEqual({
        faults: [{ kind: 'status-503', path: '/api/deploy/project', times: 1, remaining: 1 }],
      });
    } finally {
      child.kill('SIGINT');
    }
    expect((await done).code).toBe(0);
  });

  test('--help prints usage and exits 0', async () => {
    const { code, stdout } = await finish(spawnCli(['--help']));
    expect(code).toBe(0);
    expect(stdout).toBe(`${USAGE}\n`);
  });

  test('a bad flag: one line on stderr, exit 2', async () => {
    const { code, stdout, stderr } = await finish(spawnCli(['--fixture', RETAIL, '--host', '10.0.0.1']));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'emulator: --host 10.0.0.1 refused: only loopback addresses (127.0.0.0/8, ::1, localhost)\n',
    );
  });

  test('a bad fixture: one line naming the file, exit 1', async () => {
    const { code, stderr } = await finish(
      spawnCli(['--fixture', 'examples/emulator/missing.yml', '--port', '0']),
    );
    expect(code).toBe(1);
    expect(stderr).toBe('emulator: Cannot read fixture examples/emulator/missing.yml: ENOENT\n');
  });
});
