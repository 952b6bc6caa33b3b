/**
 * docs/local.md's commands, run as printed. The page prints env files (```dotenv blocks, each first
 * line `# NAME.env: exits N, TEXT`) and the commands that run them (```sh blocks). Here the env
 * files are saved under their names in a copy of the repository (what `npm run local` needs:
 * package.json, .npmrc, scripts/, dist/, examples/, .env.example), and each block of commands runs
 * there with bash, line by line, exactly as written. A block that ends in a report, which reads the
 * files earlier runs left, runs once more: a reader runs a page's commands again, and the second time
 * must end as the first did (a report must not read its own merged file, nor the results of the try
 * before). Every other run starts an emulator of its own and reads no file a run before it wrote,
 * so its second run would prove nothing new. Each run of an env file ends with the exit code its
 * first line gives and prints its text; any other command exits 0.
 *
 * Two commands are not run here: the emulator in the foreground and GitHub's local-action tool
 * beside it, which test/local/local-action.test.ts runs against an emulator of its own.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

// Every block runs twice, each run of an env file starting the built action and an emulator.
jest.setTimeout(240_000);

const PAGE = readFileSync(join(ROOT, 'docs', 'local.md'), 'utf8');

interface EnvFile {
  text: string;
  code: number;
  says: string;
}
const ENV_FILES = new Map<string, EnvFile>(
  [...PAGE.matchAll(/^```dotenv\n([\s\S]*?)^```$/gm)].map((m) => {
    const head = /^# ([\w.-]+\.env): exits (\d+), (.+)$/.exec(m[1]!.split('\n')[0]!);
    if (!head)
      throw new Error(`docs/local.md: a dotenv block does not start with "# NAME.env: exits N, TEXT"`);
    return [head[1]!, { text: m[1]!, code: Number(head[2]), says: head[3]! }];
  }),
);

/** The commands of each ```sh block: its lines, but blank ones and comments. */
const BLOCKS = [...PAGE.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) =>
  m[1]!.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')),
);
/** The commands another test runs: a server in the foreground, and the tool that needs it. */
const ELSEWHERE = /^(npm run emulator|npx @github\/local-action) /;

/** The copy of the repository the commands run in, with the page's env files saved in it. */
function copy(): string {
  const dir = tempDir('local-md-');
  for (const entry of ['package.json', '.npmrc', '.env.example', 'scripts', 'dist', 'examples'])
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  for (const [name, file] of ENV_FILES) writeFileSync(join(dir, name), file.text);
  return dir;
}

interface Ran {
  code: number | null;
  output: string;
}

/** One line of a block, run by bash in `cwd` as a reader's shell would; killed after two minutes. */
function run(line: string, cwd: string): Promise<Ran> {
  const tmp = join(cwd, '.tmp', 'TMPDIR');
  mkdirSync(tmp, { recursive: true });
  const child = spawn('bash', ['-c', line], {
    cwd,
    // A reader's shell: PATH (this Node first) and HOME; nothing of the npm test run around it.
    env: {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? cwd,
      TMPDIR: tmp,
    },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    }),
  );
}

/** The env file a line runs, if it runs one. */
function envFileOf(line: string): EnvFile | undefined {
  const name = /npm run local -- --env (\S+)/.exec(line)?.[1];
  return name === undefined ? undefined : ENV_FILES.get(name);
}

/** What a line must do: the exit code and text of the env file it runs, else exit 0. */
function expected(line: string): { code: number; says?: string } {
  const file = envFileOf(line);
  return file ? { code: file.code, says: file.says } : { code: 0 };
}

/** A block with a report in it reads what the runs before it left: it is run twice. */
function readsEarlierRuns(block: readonly string[]): boolean {
  return block.some((line) => /^INPUT_MODE=report$/m.test(envFileOf(line)?.text ?? ''));
}

describe('docs/local.md', () => {
  it('prints env files and the commands that run each of them', () => {
    expect(ENV_FILES.size).toBeGreaterThanOrEqual(7);
    const commands = BLOCKS.flat().join('\n');
    for (const name of ENV_FILES.keys())
      expect([name, commands.includes(`--env ${name}`)]).toEqual([name, true]);
    // The modes, each at least once.
    const modes = [...ENV_FILES.values()].map((file) => /^INPUT_MODE=(.*)$/m.exec(file.text)?.[1]);
    expect(new Set(modes)).toEqual(new Set(['test', 'report', 'deploy', 'pipeline', 'fabric']));
  });

  it('leaves to test/local/local-action.test.ts only the emulator and local-action, which it runs', () => {
    expect(BLOCKS.flat().filter((line) => ELSEWHERE.test(line))).toEqual([
      'npm run emulator -- --fixture examples/emulator/retail.yml     # listens on http://127.0.0.1:8080',
      'npx @github/local-action . src/main.ts my.env',
    ]);
    expect(readFileSync(join(ROOT, 'test', 'local', 'local-action.test.ts'), 'utf8')).toContain(
      "spawn('npx', ['@github/local-action', '.', 'src/main.ts', file]",
    );
  });

  const runnable = BLOCKS.filter((block) => !block.some((line) => ELSEWHERE.test(line)));

  it('runs a block with a report twice', () => {
    expect(runnable.filter(readsEarlierRuns)).toHaveLength(1);
  });

  it.concurrent.each(runnable.map((block) => [block.join(' && '), block] as const))(
    'runs as printed (twice when it ends in a report): %s',
    async (_title, block) => {
      const dir = copy();
      for (const time of readsEarlierRuns(block) ? ['first', 'second'] : ['first'])
        for (const line of block) {
          const ran = await run(line, dir);
          const want = expected(line);
          // The output only when the code differs: it says why.
          expect([time, line, ran.code, ran.code === want.code ? '' : ran.output]).toEqual([
            time,
            line,
            want.code,
            '',
          ]);
          if (want.says) expect(ran.output).toContain(want.says);
          // npm's own warnings stay out of the reader's terminal (.npmrc).
          expect(ran.output).not.toContain('npm warn');
        }
    },
  );
});
