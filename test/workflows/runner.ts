/**
 * What the GitHub runner does with a `run:` step, as far as the workflow tests need it: the
 * script run with bash as `shell: bash` runs it, with the file commands' files, and those files and
 * the step's output read back the way the runner reads them (actions/runner, Linux), so a test
 * sees the keys a runner would set and the lines it would obey.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp-dir.js';

export interface RunStep {
  run?: string;
}

export interface BashRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT as the runner reads it; a file it would refuse throws when read. */
  outputs: Record<string, string>;
  /** GITHUB_ENV's text, and its variables as the runner reads them. */
  envFile: string;
  env: Record<string, string>;
  summary: string;
  /** The folder the script ran in (its working directory and RUNNER_TEMP). */
  dir: string;
}

/**
 * Runs a step's script as the runner does (`bash --noprofile --norc -eo pipefail`), with
 * GITHUB_OUTPUT, GITHUB_ENV and GITHUB_STEP_SUMMARY files, in a temporary folder that is removed
 * after the test file; `env` is all the environment it gets besides PATH and those files.
 */
export function runStep(
  step: RunStep,
  env: Record<string, string>,
  dir = tempDir('workflow-step-'),
): BashRun {
  const script = join(dir, 'step.sh');
  writeFileSync(script, step.run ?? '');
  for (const file of ['output', 'env', 'summary']) writeFileSync(join(dir, file), '');
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_ENV: join(dir, 'env'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      ...env,
    },
  });
  const envFile = readFileSync(join(dir, 'env'), 'utf8');
  return {
    code: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    get outputs() {
      return fileCommand(readFileSync(join(dir, 'output'), 'utf8'));
    },
    envFile,
    get env() {
      return fileCommand(envFile);
    },
    summary: readFileSync(join(dir, 'summary'), 'utf8'),
    dir,
  };
}

/**
 * A GITHUB_OUTPUT or GITHUB_ENV file read as the runner reads it on Linux: lines end at `\n` only;
 * `NAME=VALUE` when `=` comes before any `<<`, else `NAME<<DELIMITER`, then the value's lines up
 * to a line that is exactly the delimiter. What the runner refuses (no name, no `=` or `<<`, a
 * delimiter never found) throws, as the runner fails the step.
 */
export function fileCommand(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  // A file that ends with \n has an empty last piece, which is no line.
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      const name = line.slice(0, equals);
      if (!name) throw new Error(`file command: no name in line ${i + 1}`);
      values[name] = line.slice(equals + 1);
      continue;
    }
    if (heredoc < 0) throw new Error(`file command: line ${i + 1} is neither NAME=VALUE nor NAME<<DELIMITER`);
    const name = line.slice(0, heredoc);
    const delimiter = line.slice(heredoc + 2);
    if (!name || !delimiter) throw new Error(`file command: no name or delimiter in line ${i + 1}`);
    const end = lines.indexOf(delimiter, i + 1);
    if (end < 0) throw new Error(`file command: the delimiter of line ${i + 1} never comes`);
    values[name] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return values;
}

/**
 * The lines of a step's stdout or stderr that the runner would obey as workflow commands, read
 * generously: the runner reads a line at `\r` as well as `\n`; `::name …::data` (after leading
 * blanks) is a command whatever the name, and so is `##[…]` anywhere in a line that is not one.
 */
export function workflowCommands(output: string): string[] {
  return output.split(/\r\n|\r|\n/).filter((line) => {
    const text = line.trimStart();
    if (text.startsWith('::')) return text.indexOf('::', 2) >= 2;
    return /##\[[^\]]*\]/.test(text);
  });
}

/** A workflow command's name: `error` for `::error title=x::message`. */
export function commandName(line: string): string {
  const text = line.trimStart();
  return text.startsWith('::') ? text.slice(2).split(/[ :]/)[0]! : '##[';
}
