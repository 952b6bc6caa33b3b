/**
 * Runs the built action (dist/index.js) the way the GitHub runner does: inputs as INPUT_*
 * variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY as fresh files, in a child process.
 * Returns everything the action produced, so tests can assert on it and check for leaks.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resultsFileProblems } from './results-schema.js';
import { junitProblems } from './junit-check.js';
import { tempDir } from './temp-dir.js';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST_ENTRY = join(ROOT, 'dist', 'index.js');

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** The temporary folder the run used as its workspace and for its files. */
  dir: string;
  /** Every file the run left in `dir`, by relative path (results files, JUnit, …). */
  files(): Record<string, string>;
  /** All text the action produced: for "no secret leaks" assertions. */
  everything(): string;
}

export interface RunOptions {
  /** Inputs by their action.yml names, e.g. { mode: 'test', 'base-url': url }. */
  inputs: Record<string, string>;
  /** Extra environment (GITHUB_REF, GITHUB_EVENT_PATH, secrets read by valueFromEnv, …). */
  env?: Record<string, string>;
  /** Working directory and GITHUB_WORKSPACE; a fresh temporary folder by default. */
  cwd?: string;
  /** The script to run; dist/index.js by default. */
  entry?: string;
  /** Options for node itself, before the script (e.g. `--import` of a preload). */
  nodeArgs?: string[];
  timeoutMs?: number;
  /** Called once the process has started: to watch its output, or send it a signal (a cancelled job). */
  onSpawn?: (child: ChildProcessWithoutNullStreams) => void;
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = options.cwd ?? tempDir('action-run-');
  const runnerFiles = tempDir('action-files-');
  const outputFile = join(runnerFiles, 'output');
  const summaryFile = join(runnerFiles, 'summary');
  // The runner creates both files before the step starts.
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  // The action writes only to the workspace and RUNNER_TEMP: the home and temporary folders it
  // is given must still be empty when it ends.
  const elsewhere = { HOME: join(runnerFiles, 'home'), TMPDIR: join(runnerFiles, 'tmp') };
  for (const folder of Object.values(elsewhere)) mkdirSync(folder);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_REPOSITORY: 'acme/data-project',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    RUNNER_TEMP: dir,
    ...elsewhere,
    // Where Node keeps the code it compiled (npm test sets it: scripts/test.mjs). The run is the
    // same; it starts sooner, which the suite's hundreds of runs add up.
    ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
  };
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  Object.assign(env, options.env ?? {});

  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry ?? DIST_ENTRY], {
    cwd: dir,
    env,
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  options.onSpawn?.(child);
  const timeout = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  const exitCode = await new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  clearTimeout(timeout);
  for (const [name, folder] of Object.entries(elsewhere)) {
    const strays = readdirSync(folder);
    if (strays.length > 0)
      throw new Error(`the action wrote ${strays.join(', ')} to ${name}, outside the workspace`);
  }

  const summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '';
  const outputs = existsSync(outputFile) ? parseOutputFile(readFileSync(outputFile, 'utf8')) : {};
  expectConformingResultsFile(outputs['results-file']);
  const junit = options.inputs['junit-file'];
  if (junit && exitCode !== null && isRegularFile(resolve(dir, junit)))
    await expectReadableJUnit(resolve(dir, junit));
  const files = (): Record<string, string> => readTree(dir);
  return {
    exitCode,
    stdout,
    stderr,
    outputs,
    summary,
    annotations: parseAnnotations(stdout),
    dir,
    files,
    // `::add-mask::` lines are consumed by the runner and never shown: they are how a secret is
    // masked, so they are the one place a secret may (and must) appear.
    everything: () =>
      [withoutMaskCommands(stdout), stderr, summary, JSON.stringify(outputs), ...Object.values(files())].join(
        '\n',
      ),
  };
}

/**
 * Only regular files are read back: tests leave named pipes, folders and links (to files outside
 * the workspace, to /proc) where files belong.
 */
function isRegularFile(path: string): boolean {
  return existsSync(path) && lstatSync(path).isFile();
}

/** Every JUnit report a test sees the action write must read as it means (junit-check.ts). */
async function expectReadableJUnit(path: string): Promise<void> {
  const problems = await junitProblems(readFileSync(path, 'utf8'));
  if (problems.length > 0)
    throw new Error(`${path} is not a JUnit report its readers agree on:\n${problems.join('\n')}`);
}

/** Every results file a test sees the action write must conform to the published schema. */
function expectConformingResultsFile(path: string | undefined): void {
  if (path === undefined || !isRegularFile(path)) return;
  const problems = resultsFileProblems(readFileSync(path, 'utf8'));
  if (problems.length > 0)
    throw new Error(`${path} does not conform to docs/results-file.schema.json:\n${problems.join('\n')}`);
}

export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

/** Parses the runner's output file: `name<<DELIMITER … DELIMITER` blocks and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    const simple = /^([^=<]+)=(.*)$/.exec(lines[i]!);
    if (!match && simple) outputs[simple[1]!] = simple[2]!;
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
    outputs[name!] = value.join('\n');
  }
  return outputs;
}

function unescape(s: string): string {
  return s
    .replace(/%0A/g, '\n')
    .replace(/%0D/g, '\r')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

export function parseAnnotations(stdout: string): Annotation[] {
  const out: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^::(error|warning|notice)( [^:]*)?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const part of (match[2] ?? '').trim().split(',').filter(Boolean)) {
      const eq = part.indexOf('=');
      properties[part.slice(0, eq)] = unescape(part.slice(eq + 1));
    }
    out.push({ level: match[1] as Annotation['level'], properties, message: unescape(match[3]!) });
  }
  return out;
}

function readTree(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    const info = lstatSync(path);
    // A link is not a file the run left: it may lead anywhere, /proc/self included.
    if (info.isDirectory()) Object.assign(files, readTree(path, rel));
    else if (!info.isSymbolicLink()) files[rel] = readFileSync(path, 'utf8');
  }
  return files;
}
