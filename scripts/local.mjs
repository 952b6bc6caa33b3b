#!/usr/bin/env node
// `npm run local -- --env my.env`: runs the action once on this machine, the way GitHub runs a
// step: the committed bundle dist/index.js on Node 24, inputs as INPUT_* variables, GITHUB_OUTPUT
// and GITHUB_STEP_SUMMARY as files. The inputs come from an env file (INPUT_* keys with the input's
// name in capitals, hyphens kept, which `export` cannot set in a shell), so a run is repeatable.
//
//   --env FILE      the inputs, and any other variable of the step (WAREHOUSE_TOKEN=…, GITHUB_*=…)
//   --emulator      start the bundled emulator for this run and point base-url at it; the same
//                   when the file says INPUT_BASE-URL=emulator
//   --fixture FILE  the emulator's fixture (default examples/emulator/retail.yml); its pipeline
//                   runs go 60 times faster than they would (--time-scale 60), so a two-minute run
//                   ends in two seconds
//   --out DIR       where the job summary (summary.md, replaced by each run) and the results files
//                   (runner-temp/, the step's RUNNER_TEMP: a later report run can read them) are
//                   kept (default .tmp/local in this repository, which git ignores)
//
// Prints the step's log (without mask commands, which hold the secrets), then its outputs and the
// path of its job summary, and exits with the step's exit code. GITHUB_OUTPUT lives in a temporary
// folder that is removed at the end, whatever happens; the emulator is stopped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ensureNode24 } from './node24.mjs';

const root = resolve(import.meta.dirname, '..');
ensureNode24('npm run local');

/** npm runs scripts from the repository root; paths on the command line are the user's own. */
const invokedFrom = process.env.INIT_CWD || process.cwd();
const EMULATOR_WORD = 'emulator';
/** An env file is a handful of lines: anything larger is not one. */
const MAX_ENV_FILE_BYTES = 1024 * 1024;
/** Long outputs (the fabric plan as JSON) are cut in the terminal; the step got them whole. */
const MAX_OUTPUT_CHARS = 300;
/** Variables of the caller's shell that would describe another step, not this one. */
const STEP_FILES = ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_PATH'];

const USAGE = 'usage: npm run local -- --env FILE [--emulator] [--fixture FILE] [--out DIR]';

class UsageError extends Error {}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`npm run local: ${err.message}`);
  process.exitCode = 2;
}

async function main(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        env: { type: 'string' },
        emulator: { type: 'boolean', default: false },
        fixture: { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${err.message} (${USAGE})`);
  }
  if (!values.env) throw new UsageError(`--env FILE is required: copy .env.example to start (${USAGE})`);
  const envFile = resolve(invokedFrom, values.env);
  const variables = readEnvFile(envFile);
  const wantsEmulator = values.emulator || variables['INPUT_BASE-URL'] === EMULATOR_WORD;
  const fixture = resolve(invokedFrom, values.fixture ?? join(root, 'examples', 'emulator', 'retail.yml'));
  const out = resolve(invokedFrom, values.out ?? join(root, '.tmp', 'local'));
  const entry = join(root, 'dist', 'index.js');
  if (!existsSync(entry)) throw new UsageError(`${entry} is missing: run npm run bundle`);

  const scratch = mkdtempSync(join(tmpdir(), 'orchestration-local-'));
  let emulator;
  try {
    if (wantsEmulator) {
      emulator = await startEmulator(fixture);
      variables['INPUT_BASE-URL'] = emulator.url;
      console.log(`Emulator listening on ${emulator.url} (fixture ${shown(fixture)})`);
    }
    const summary = join(out, 'summary.md');
    const runnerTemp = join(out, 'runner-temp');
    mkdirSync(runnerTemp, { recursive: true });
    const output = join(scratch, 'output');
    // The runner creates both files before the step starts.
    writeFileSync(output, '');
    writeFileSync(summary, '');
    const env = stepEnvironment(variables, { output, summary, runnerTemp });

    console.log(
      `Running dist/index.js with ${shown(envFile)} (mode ${variables.INPUT_MODE || '(not set)'})\n`,
    );
    const code = await runStep(entry, env);

    const outputs = parseOutputs(readFileSync(output, 'utf8'));
    if (Object.keys(outputs).length > 0) {
      console.log('\nOutputs:');
      for (const [name, value] of Object.entries(outputs)) console.log(`  ${name} = ${cut(value)}`);
    }
    console.log(`\nJob summary: ${shown(summary)}`);
    console.log(`Exit code: ${code}`);
    return code;
  } finally {
    await emulator?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The env file: KEY=VALUE lines, `#` comments, optional `export `, values in double quotes (with
 * \n escapes) or single quotes (as written) that may span lines: the format @github/local-action
 * reads, so one file serves both. Any other line is an error naming the file and the line, and
 * never quoting it: a line such as `INPUT_TOKEN: tok…` holds the token it was meant to set.
 */
function readEnvFile(path) {
  if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`${path}: no such file`);
  if (statSync(path).size > MAX_ENV_FILE_BYTES)
    throw new UsageError(`${path}: larger than 1 MiB, not an env file`);
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const variables = {};
  const firstLine = {};
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_-]*)\s*=\s*(.*)$/.exec(line);
    if (!m)
      throw new UsageError(
        `${shown(path)}:${start}: not a KEY=VALUE line; a line is KEY=VALUE (e.g. INPUT_MODE=test, with = and no space before it), a # comment or blank (the line is not shown: it may hold a secret)`,
      );
    const [, key, rest] = m;
    let value;
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      // The value ends at the next closing quote, on this line or a later one.
      let text = rest.slice(1);
      while (closingQuote(text, quote) === -1 && i + 1 < lines.length) text += `\n${lines[++i]}`;
      const end = closingQuote(text, quote);
      if (end === -1)
        throw new UsageError(`${shown(path)}:${start}: ${key}: the ${quote} quote is never closed`);
      value = text.slice(0, end);
      if (quote === '"')
        value = value.replace(/\\(n|r|t|"|\\)/g, (_, c) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
    } else {
      // Unquoted: a ` #` starts a comment, as in dotenv.
      value = rest.replace(/\s+#.*$/, '').trim();
    }
    if (Object.hasOwn(firstLine, key))
      console.warn(
        `${shown(path)}:${start}: ${key} is set again (first on line ${firstLine[key]}); this one counts`,
      );
    else firstLine[key] = start;
    variables[key] = value;
  }
  return variables;
}

function closingQuote(text, quote) {
  for (let i = 0; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return -1;
}

/**
 * The step's environment: this shell's (PATH, proxies, HOME, a secret exported rather than written
 * in the file: INPUT_TOKEN, WAREHOUSE_TOKEN) less the step files of another step, then the file's
 * variables, then the step's files. The workspace is the folder npm was run from unless the file
 * names one.
 */
function stepEnvironment(variables, { output, summary, runnerTemp }) {
  const env = {};
  for (const [key, value] of Object.entries(process.env))
    if (!STEP_FILES.includes(key) && key !== 'RUNNER_TEMP') env[key] = value;
  // npm's own variables describe `npm run local`, not the step.
  for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
  Object.assign(env, variables);
  env.GITHUB_WORKSPACE = resolve(invokedFrom, variables.GITHUB_WORKSPACE ?? '.');
  env.GITHUB_OUTPUT = output;
  env.GITHUB_STEP_SUMMARY = summary;
  env.RUNNER_TEMP = runnerTemp;
  return env;
}

/** Runs the step, printing its log as it comes; resolves to its exit code. */
function runStep(entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: env.GITHUB_WORKSPACE,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ctrl-C stops the step; the cleanup in main() still runs once it has exited.
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  // As GitHub shows a log: mask commands never (they hold the secrets), debug lines only with
  // ACTIONS_STEP_DEBUG=true.
  const debug = env.ACTIONS_STEP_DEBUG === 'true';
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('::add-mask::') || (!debug && line.startsWith('::debug::'))) return;
    console.log(line);
  });
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/** GITHUB_OUTPUT holds `name<<delimiter`, the value's lines, then the delimiter. */
function parseOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

/** The bundled emulator on a free loopback port, stopped by stop(). */
function startEmulator(fixture) {
  if (!existsSync(fixture)) throw new UsageError(`--fixture ${fixture}: no such file`);
  const child = spawn(
    process.execPath,
    [join(root, 'dist', 'emulator.js'), '--fixture', fixture, '--time-scale', '60', '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((started, failed) => {
    const timer = setTimeout(() => {
      void stop();
      failed(new UsageError('the emulator did not start within 10 s'));
    }, 10_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) started({ url: match[1], stop });
      else {
        void stop();
        failed(new UsageError(`the emulator said "${line}" instead of its address`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new UsageError(`the emulator exited with code ${code} (fixture ${shown(fixture)})`));
    });
  });
}

function cut(text, max = MAX_OUTPUT_CHARS) {
  const one = text.replace(/\n/g, '\\n');
  return one.length > max ? `${one.slice(0, max)}… (${one.length} characters)` : one;
}

/** A path as the user would type it: relative to where they ran npm, when it is under there. */
function shown(path) {
  const rel = relative(invokedFrom, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}
