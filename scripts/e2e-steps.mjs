#!/usr/bin/env node
// Runs the steps of .github/workflows/e2e.yml on this machine, so the workflow CI runs is the
// workflow the tests run: each `uses: ./` step runs dist/index.js the way the runner does
// (its `with:` as INPUT_* variables, action.yml defaults filled in, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY as fresh files), each `run:` step runs with bash, against an emulator this
// script starts on a free loopback port in place of the workflow's `start-emulator` step.
//
//   node scripts/e2e-steps.mjs [--workflow FILE] [--job ID]
//
// Exits 1 when a step fails (unless it has continue-on-error: true), 2 when the workflow uses
// something this runner does not support. Support is deliberately small and explicit:
//   expressions  ${{ steps.<id>.outputs.<name> }}, ${{ steps.<id>.outcome }},
//                ${{ steps.<id>.conclusion }}, ${{ env.<NAME> }}, ${{ github.workspace }},
//                ${{ runner.temp }}
//   step keys    name, id, uses, with, env, run, shell (bash), continue-on-error (true/false)
//   uses         ./ (the action), and actions/checkout and actions/setup-node, which are skipped
//                here (the working tree is the checkout; Node is the one running this script)
// Anything else is reported, with the file and line, before any step runs.
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { LineCounter, parseDocument } from 'yaml';

const ROOT = resolve(import.meta.dirname, '..');
const ACTION_ENTRY = join(ROOT, 'dist', 'index.js');
const EMULATOR_ENTRY = join(ROOT, 'dist', 'emulator.js');
/** The step this script replaces with an emulator of its own, on a free port. */
const EMULATOR_STEP_ID = 'start-emulator';
/** Actions that only prepare a runner; the local working tree and Node make them unnecessary. */
const SKIPPED_ACTIONS = ['actions/checkout', 'actions/setup-node'];
/** action.yml defaults may use these; nothing else. */
const DEFAULT_EXPRESSIONS = { 'github.token': 'local-github-token' };
const STEP_KEYS = ['name', 'id', 'uses', 'with', 'env', 'run', 'shell', 'continue-on-error'];
const JOB_KEYS = ['name', 'runs-on', 'permissions', 'timeout-minutes', 'env', 'defaults', 'steps'];
const WORKFLOW_KEYS = ['name', 'on', 'permissions', 'concurrency', 'env', 'defaults', 'jobs'];
const STEP_TIMEOUT_MS = 120_000;

/** A workflow this runner cannot run faithfully: one line, with file and line. */
class UnsupportedError extends Error {}

const EXPRESSION = /\$\{\{\s*(.*?)\s*\}\}/g;
const SUPPORTED = [
  { pattern: /^steps\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)$/, kind: 'output' },
  { pattern: /^steps\.([A-Za-z_][\w-]*)\.(outcome|conclusion)$/, kind: 'status' },
  { pattern: /^env\.([A-Za-z_]\w*)$/, kind: 'env' },
  { pattern: /^github\.workspace$/, kind: 'workspace' },
  { pattern: /^runner\.temp$/, kind: 'temp' },
];
const SUPPORTED_TEXT =
  'steps.<id>.outputs.<name>, steps.<id>.outcome, steps.<id>.conclusion, env.<NAME>, github.workspace, runner.temp';

function readArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { workflow: { type: 'string' }, job: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UnsupportedError(`${err.message} (usage: e2e-steps.mjs [--workflow FILE] [--job ID])`);
  }
  return {
    workflow:
      values.workflow === undefined
        ? join(ROOT, '.github', 'workflows', 'e2e.yml')
        : resolve(values.workflow),
    job: values.job,
  };
}

/** Reads the workflow and checks everything this runner will need, before anything runs. */
function loadWorkflow(path, jobId, actionInputs) {
  const display = relative(ROOT, path).startsWith('..') ? path : relative(ROOT, path);
  const lineCounter = new LineCounter();
  const source = readFileSync(path, 'utf8');
  const doc = parseDocument(source, { lineCounter });
  if (doc.errors.length) {
    const error = doc.errors[0];
    throw new UnsupportedError(
      `${display}:${error.linePos?.[0]?.line ?? 1}: ${error.message.split('\n')[0]}`,
    );
  }
  const lineOf = (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  const fail = (node, message) => {
    throw new UnsupportedError(`${display}:${lineOf(node)}: ${message}`);
  };
  const workflow = doc.toJS();
  for (const key of Object.keys(workflow ?? {})) {
    if (!WORKFLOW_KEYS.includes(key))
      fail(doc.get(key, true) ?? doc.contents, `workflow key "${key}" is not supported here`);
  }
  const jobIds = Object.keys(workflow.jobs ?? {});
  const id = jobId ?? (jobIds.length === 1 ? jobIds[0] : undefined);
  if (!id || !workflow.jobs[id]) {
    fail(doc.get('jobs', true), `choose the job with --job (jobs: ${jobIds.join(', ') || 'none'})`);
  }
  const job = workflow.jobs[id];
  for (const key of Object.keys(job)) {
    if (!JOB_KEYS.includes(key))
      fail(doc.getIn(['jobs', id, key], true), `job key "${key}" is not supported here`);
  }
  for (const defaults of [workflow.defaults, job.defaults]) {
    const shell = defaults?.run?.shell;
    if (shell !== undefined && shell !== 'bash')
      fail(doc.contents, `defaults.run.shell ${shell}: only bash is supported`);
    if (defaults?.run?.['working-directory'] !== undefined)
      fail(doc.contents, 'defaults.run.working-directory is not supported');
  }

  const workflowEnv = stringMap(workflow.env);
  const jobEnv = stringMap(job.env);
  const stepNodes = doc.getIn(['jobs', id, 'steps'], true);
  const steps = (job.steps ?? []).map((step, index) => {
    const node = stepNodes?.items?.[index];
    const label = `step ${index + 1}${step.name ? ` "${step.name}"` : step.id ? ` (${step.id})` : ''}`;
    // The line of `needle` within the step when given (an expression, a key), else the step's.
    const stepFail = (message, needle) => {
      const at = needle && node?.range ? source.indexOf(needle, node.range[0]) : -1;
      const line = at !== -1 && at < node.range[2] ? lineCounter.linePos(at).line : lineOf(node);
      throw new UnsupportedError(`${display}:${line}: ${label}: ${message}`);
    };
    for (const key of Object.keys(step)) {
      if (!STEP_KEYS.includes(key)) stepFail(`key "${key}" is not supported by this runner`, `${key}:`);
    }
    if ((step.uses === undefined) === (step.run === undefined)) stepFail('needs exactly one of uses and run');
    if (step.shell !== undefined && step.shell !== 'bash')
      stepFail(`shell ${step.shell}: only bash is supported`, 'shell:');
    const continueOnError = step['continue-on-error'] ?? false;
    if (typeof continueOnError !== 'boolean')
      stepFail('continue-on-error must be true or false', 'continue-on-error:');
    let kind;
    if (step.run !== undefined) kind = step.id === EMULATOR_STEP_ID ? 'emulator' : 'run';
    else if (step.uses === './') kind = 'action';
    else if (SKIPPED_ACTIONS.some((name) => String(step.uses).startsWith(`${name}@`))) kind = 'skip';
    else stepFail(`uses: ${step.uses} is not supported (only ./, ${SKIPPED_ACTIONS.join(', ')})`, 'uses:');
    if (kind === 'emulator' && !/--fixture\s+\S+/.test(step.run))
      stepFail('must start the emulator with --fixture FILE');
    if (kind !== 'action' && kind !== 'skip' && step.with !== undefined)
      stepFail('with: belongs to uses steps', 'with:');
    for (const input of kind === 'action' ? Object.keys(step.with ?? {}) : []) {
      if (!actionInputs.has(input)) stepFail(`with: ${input} is not an input of action.yml`, `${input}:`);
    }
    return {
      index,
      label,
      name: step.name ?? step.id ?? (kind === 'run' ? String(step.run).split('\n')[0] : String(step.uses)),
      id: step.id,
      kind,
      uses: step.uses,
      run: step.run === undefined ? undefined : String(step.run),
      with: stringMap(step.with),
      env: stringMap(step.env),
      continueOnError,
      fail: stepFail,
    };
  });

  if (!steps.some((s) => s.kind === 'emulator'))
    fail(doc.contents, `no step with id ${EMULATOR_STEP_ID} starts the emulator`);
  if (workflowEnv.BASE_URL === undefined) {
    fail(doc.contents, 'the workflow env must define BASE_URL (this runner points it at its own emulator)');
  }
  checkExpressions(steps, workflowEnv, jobEnv);
  return { display, workflowEnv, jobEnv, steps };
}

function stringMap(value) {
  const out = {};
  for (const [key, v] of Object.entries(value ?? {}))
    out[key] = v === null || v === undefined ? '' : String(v);
  return out;
}

/** Every expression must be supported and refer to a step before it or to a defined variable. */
function checkExpressions(steps, workflowEnv, jobEnv) {
  for (const [name, value] of Object.entries({ ...workflowEnv, ...jobEnv })) {
    for (const [, expression] of value.matchAll(EXPRESSION)) {
      throw new UnsupportedError(
        `env ${name}: expressions are not supported in workflow or job env (\${{ ${expression} }})`,
      );
    }
  }
  const earlierIds = new Set();
  const outer = [...Object.keys(workflowEnv), ...Object.keys(jobEnv)];
  for (const step of steps) {
    // A step's env sees the workflow's and the job's; its with, run and name also see its own.
    const scopes = [
      { texts: Object.values(step.env), known: new Set(outer) },
      {
        texts: [step.name, step.run ?? '', ...Object.values(step.with)],
        known: new Set([...outer, ...Object.keys(step.env)]),
      },
    ];
    for (const { texts, known } of scopes) {
      for (const text of texts) {
        for (const [, expression] of text.matchAll(EXPRESSION)) {
          const rule = SUPPORTED.find((r) => r.pattern.test(expression));
          if (!rule)
            step.fail(
              `unsupported expression \${{ ${expression} }} (supported: ${SUPPORTED_TEXT})`,
              expression,
            );
          const [, first] = expression.match(rule.pattern);
          if ((rule.kind === 'output' || rule.kind === 'status') && !earlierIds.has(first)) {
            step.fail(
              `\${{ ${expression} }} refers to step ${first}, which is not an earlier step`,
              expression,
            );
          }
          if (rule.kind === 'env' && !known.has(first))
            step.fail(`\${{ ${expression} }}: ${first} is not defined in env`, expression);
        }
      }
    }
    if (step.id) earlierIds.add(step.id);
  }
}

/** Replaces each expression with its value; the checks above guarantee each one is known. */
function evaluate(text, context) {
  return text.replace(EXPRESSION, (_, expression) => {
    let match;
    if ((match = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression))) {
      return context.steps.get(match[1])?.outputs[match[2]] ?? '';
    }
    if ((match = /^steps\.([\w-]+)\.(outcome|conclusion)$/.exec(expression))) {
      return context.steps.get(match[1])?.[match[2]] ?? '';
    }
    if ((match = /^env\.(\w+)$/.exec(expression))) return context.env[match[1]] ?? '';
    if (expression === 'github.workspace') return ROOT;
    if (expression === 'runner.temp') return context.temp;
    throw new UnsupportedError(`unsupported expression \${{ ${expression} }}`);
  });
}

/** action.yml's inputs with their defaults, as the runner fills them in. */
function loadActionInputs() {
  const action = parseDocument(readFileSync(join(ROOT, 'action.yml'), 'utf8')).toJS();
  const inputs = new Map();
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    let fallback = spec?.default === undefined ? undefined : String(spec.default);
    if (fallback !== undefined) {
      fallback = fallback.replace(EXPRESSION, (_, expression) => {
        if (!(expression in DEFAULT_EXPRESSIONS)) {
          throw new UnsupportedError(`action.yml: input ${name}: unsupported default \${{ ${expression} }}`);
        }
        return DEFAULT_EXPRESSIONS[expression];
      });
    }
    inputs.set(name, fallback);
  }
  return inputs;
}

/** Starts dist/emulator.js on a free port; resolves once it prints where it listens. */
function startEmulator(fixture, timeScale) {
  const scale = timeScale === undefined ? [] : ['--time-scale', timeScale];
  const child = spawn(process.execPath, [EMULATOR_ENTRY, '--fixture', fixture, ...scale, '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the emulator did not start within 10 s: ${stderr.trim()}`));
    }, 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the emulator exited (${code}): ${stderr.trim()}`));
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      const match = /^emulator listening on (http:\/\/\S+)$/.exec(line);
      if (!match) return reject(new Error(`unexpected first line from the emulator: ${line}`));
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout.resume();
      resolvePromise({
        url: match[1],
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** The runner's file commands: `name=value` lines and `name<<DELIMITER … DELIMITER` blocks. */
function parseFileCommands(path) {
  const values = {};
  if (!existsSync(path)) return values;
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const body = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) body.push(lines[i]);
      values[heredoc[1]] = body.join('\n');
    } else if (line.includes('=')) {
      values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return values;
}

function runProcess(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const print = (stream) =>
      createInterface({ input: stream }).on('line', (line) => console.log(`    ${line}`));
    print(child.stdout);
    print(child.stderr);
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done(code ?? (signal ? 128 : 1));
    });
  });
}

async function runSteps(workflow, actionInputs) {
  const temp = mkdtempSync(join(tmpdir(), 'e2e-steps-'));
  const context = { steps: new Map(), env: {}, temp };
  const addedEnv = {}; // from GITHUB_ENV, for the steps after
  const results = [];
  let emulator;
  let workflowEnv = { ...workflow.workflowEnv };
  try {
    for (const step of workflow.steps) {
      const files = mkdtempSync(join(temp, `step-${step.index + 1}-`));
      const commandFiles = {
        GITHUB_OUTPUT: join(files, 'output'),
        GITHUB_STEP_SUMMARY: join(files, 'summary'),
        GITHUB_ENV: join(files, 'env'),
        GITHUB_PATH: join(files, 'path'),
      };
      for (const file of Object.values(commandFiles)) writeFileSync(file, '');
      // As on the runner: the step's own env sees the workflow's and the job's.
      context.env = { ...workflowEnv, ...workflow.jobEnv, ...addedEnv };
      const stepEnv = Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, evaluate(v, context)]));
      context.env = { ...context.env, ...stepEnv };
      const env = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? temp,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: ROOT,
        GITHUB_REPOSITORY: 'local/e2e-steps',
        GITHUB_SHA: '0000000000000000000000000000000000000000',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_RUN_ID: '1',
        GITHUB_SERVER_URL: 'https://github.com',
        // Nothing may leave the machine: a GitHub API call would hit a closed loopback port.
        GITHUB_API_URL: 'http://127.0.0.1:9',
        RUNNER_OS: process.platform === 'darwin' ? 'macOS' : 'Linux',
        RUNNER_TEMP: temp,
        ...context.env,
        ...commandFiles,
      };
      const name = evaluate(step.name, context);
      console.log(`▶ ${name}`);

      let exitCode = 0;
      if (step.kind === 'skip') {
        console.log(`    skipped here: ${step.uses} (the working tree and this Node stand in for it)`);
      } else if (step.kind === 'emulator') {
        const fixture = /--fixture\s+(\S+)/.exec(step.run)[1];
        emulator = await startEmulator(fixture, /--time-scale\s+(\d+)/.exec(step.run)?.[1]);
        workflowEnv = { ...workflowEnv, BASE_URL: emulator.url };
        console.log(`    emulator (${fixture}) listening on ${emulator.url}; BASE_URL points there`);
      } else if (step.kind === 'action') {
        for (const [input, fallback] of actionInputs) {
          if (fallback !== undefined) env[inputVariable(input)] = fallback;
        }
        for (const [input, value] of Object.entries(step.with))
          env[inputVariable(input)] = evaluate(value, context);
        exitCode = await runProcess(process.execPath, [ACTION_ENTRY], env);
      } else {
        const script = join(files, 'script.sh');
        writeFileSync(script, evaluate(step.run, context));
        exitCode = await runProcess('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], env);
      }

      const outcome = exitCode === 0 ? 'success' : 'failure';
      const conclusion = outcome === 'failure' && step.continueOnError ? 'success' : outcome;
      if (step.id)
        context.steps.set(step.id, {
          outputs: parseFileCommands(commandFiles.GITHUB_OUTPUT),
          outcome,
          conclusion,
        });
      Object.assign(addedEnv, parseFileCommands(commandFiles.GITHUB_ENV));
      results.push({ name, outcome, conclusion });
      if (outcome === 'failure') {
        console.log(
          `    ${step.continueOnError ? 'failed (continue-on-error)' : 'FAILED'}: exit code ${exitCode}`,
        );
      }
      if (conclusion === 'failure') break;
    }
  } finally {
    await emulator?.stop();
    rmSync(temp, { recursive: true, force: true });
  }
  return results;
}

function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

async function main() {
  const options = readArgs(process.argv.slice(2));
  for (const entry of [ACTION_ENTRY, EMULATOR_ENTRY]) {
    if (!existsSync(entry))
      throw new UnsupportedError(`${relative(ROOT, entry)} is missing: run npm run bundle first`);
  }
  const actionInputs = loadActionInputs();
  const workflow = loadWorkflow(options.workflow, options.job, actionInputs);
  const results = await runSteps(workflow, actionInputs);
  const failed = results.find((r) => r.conclusion === 'failure');
  const ran = `${results.length} of ${workflow.steps.length} steps of ${workflow.display}`;
  if (failed) {
    console.error(`e2e-steps: step "${failed.name}" failed (${ran} ran)`);
    return 1;
  }
  console.log(`e2e-steps: all ${ran} passed`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UnsupportedError) {
      console.error(`e2e-steps: ${error.message}`);
      process.exit(2);
    }
    console.error(`e2e-steps: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
