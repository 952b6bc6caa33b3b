#!/usr/bin/env node
// `npm run demo`: the quick start. Uses only the committed bundles (no install needed): starts
// the bundled emulator on a free loopback port, runs dist/index.js the way GitHub runs it for
// each mode, prints outputs and summaries, and stops the emulator.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureNode24 } from './node24.mjs';

const root = resolve(import.meta.dirname, '..');
// GitHub runs the action on Node 24; an older Node cannot load its HTTP client (undici 8).
ensureNode24('demo');

// Every step's files (outputs, summary, results) live in one temporary folder, removed when the
// demo ends; `npm run demo -- --keep` keeps it, to read the summaries the terminal shows cut.
const keep = process.argv.includes('--keep');
const demoTemp = mkdtempSync(join(tmpdir(), 'orchestration-demo-'));

const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const dim = (s) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s);

function startEmulator() {
  const child = spawn(
    process.execPath,
    [
      join(root, 'dist', 'emulator.js'),
      '--fixture',
      join(root, 'examples', 'emulator', 'retail.yml'),
      '--port',
      '0',
      // Pipeline runs go 120 times faster: the 2-minute runs of the fixture end within a second.
      '--time-scale',
      '120',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error('the emulator did not start within 10 s')), 10_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (!match) reject(new Error(`unexpected emulator output: ${line}`));
      else resolveUrl({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited with code ${code}`)));
  });
}

function parseOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

/** Runs the action once, as the runner would, and prints what a user would see. */
function runStep(title, inputs, extraEnv = {}) {
  const dir = mkdtempSync(join(demoTemp, 'step-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: root,
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_REPOSITORY: 'acme/retail-data',
    GITHUB_SHA: '0000000000000000000000000000000000000000',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_EVENT_NAME: 'push',
    RUNNER_TEMP: dir,
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  // The runner creates both files before the step starts.
  writeFileSync(env.GITHUB_OUTPUT, '');
  writeFileSync(env.GITHUB_STEP_SUMMARY, '');
  console.log(`\n${bold(`━━ ${title}`)}`);
  console.log(
    dim(
      Object.entries(inputs)
        .map(([k, v]) => `   ${k}: ${v}`)
        .join('\n'),
    ),
  );
  const result = spawnSync(process.execPath, [join(root, 'dist', 'index.js')], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const log = asShownByGitHub(result.stdout + result.stderr).trim();
  if (log) console.log(bold('\n log:') + '\n' + indent(log));
  const outputs = existsSync(env.GITHUB_OUTPUT) ? parseOutputs(readFileSync(env.GITHUB_OUTPUT, 'utf8')) : {};
  if (Object.keys(outputs).length) {
    console.log(bold(' outputs:'));
    for (const [k, v] of Object.entries(outputs))
      console.log(`   ${k} = ${v.length > 200 ? v.slice(0, 200) + '…' : v}`);
  }
  if (existsSync(env.GITHUB_STEP_SUMMARY)) {
    console.log(bold(' job summary:'));
    console.log(
      indent(readableMarkdown(readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8'), env.GITHUB_STEP_SUMMARY)),
    );
  }
  console.log(bold(` exit code: ${result.status}`));
  return { status: result.status, outputs, dir };
}

/**
 * The runner consumes mask and debug commands and shows annotations as highlighted lines;
 * print the log the way the Actions page shows it.
 */
function asShownByGitHub(log) {
  const unescape = (v) =>
    v
      .replace(/%0A/g, '\n')
      .replace(/%0D/g, '')
      .replace(/%3A/g, ':')
      .replace(/%2C/g, ',')
      .replace(/%25/g, '%');
  return log
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::') && !line.startsWith('::debug::'))
    .map((line) => {
      const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
      if (!m) return line.replace(/^::(end)?group::/, (_, end) => (end ? '' : '▸ '));
      const props = Object.fromEntries(
        (m[2] ?? '')
          .split(',')
          .filter(Boolean)
          .map((p) => p.split('='))
          .map(([k, v]) => [k, unescape(v)]),
      );
      const where = props.file ? ` (${props.file}${props.line ? `:${props.line}` : ''})` : '';
      const title = props.title ? `${props.title}: ` : '';
      return `${m[1][0].toUpperCase()}${m[1].slice(1)}${where}: ${title}${unescape(m[3])}`;
    })
    .join('\n');
}

function indent(text) {
  return text
    .split('\n')
    .map((l) => `   ${l}`)
    .join('\n');
}

/**
 * The summary is markdown with some HTML for folding; make it pleasant in a terminal. A long one
 * is cut, saying where the whole file is.
 */
function readableMarkdown(md, path) {
  const lines = md
    .replace(/<summary>(.*?)<\/summary>/g, '▸ $1')
    // A line break inside a list item (a failure's cause under its name) stays one in the terminal.
    .replace(/<br\s*\/?>/g, '\n    ')
    .replace(/<\/?(details|pre|code|sub|sup)[^>]*>/g, '')
    .split('\n');
  const max = 80;
  return lines.length > max
    ? [
        ...lines.slice(0, max),
        `… ${lines.length - max} more lines: the whole summary is ${path}${keep ? '' : ' (kept with npm run demo -- --keep)'}`,
      ].join('\n')
    : lines.join('\n');
}

/**
 * examples/retail/quarantine.yml with every `until` 60 days from today (UTC), written to a temporary
 * folder: the demo shows a quarantine in force whatever day it runs, never an expired one, and
 * within quarantine-max-days (90 by default).
 */
function quarantineFile() {
  const dir = mkdtempSync(join(tmpdir(), 'demo-quarantine-'));
  const until = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const text = readFileSync(join(root, 'examples', 'retail', 'quarantine.yml'), 'utf8').replace(
    /^(\s*until: )\d{4}-\d{2}-\d{2}/gm,
    `$1${until}`,
  );
  writeFileSync(join(dir, 'quarantine.yml'), text);
  return { dir, path: join(dir, 'quarantine.yml') };
}

const { url, child } = await startEmulator();
console.log(
  `${bold('Emulator')} listening on ${url} (fixture examples/emulator/retail.yml, token demo-token)`,
);
const api = { 'base-url': url, token: 'demo-token' };
const steps = [];
const quarantine = quarantineFile();
try {
  const test = runStep(
    'mode: test — a pull-request gate: branch add-order-checks against main, failing only on what is new, one known failure quarantined',
    {
      mode: 'test',
      ...api,
      'fabric-id': '10740',
      'project-id': 'retail-analytics',
      branch: 'add-order-checks',
      'baseline-branch': 'main',
      'fail-on': 'new',
      rerun: 'error',
      'quarantine-file': quarantine.path,
      'tests-file': 'examples/retail/tests.yml',
      'sources-file': 'examples/retail/platform-sources/sources.yml',
      'check-run': 'false',
    },
  );
  steps.push([
    'test',
    test.status === 1 &&
    test.outputs['new-failed'] === '1' &&
    test.outputs['pre-existing'] === '1' &&
    test.outputs.quarantined === '1'
      ? 'ok (failed as expected: the change breaks one test; one was already failing on main, one is quarantined)'
      : `unexpected exit ${test.status}`,
  ]);
  if (test.outputs['results-file']) {
    const report = runStep(
      'mode: report — the results file above, reported again (as the last job of a sharded run does)',
      {
        mode: 'report',
        'results-files': test.outputs['results-file'],
        'check-run': 'false',
        'fail-on': 'none',
      },
    );
    steps.push(['report', report.status === 0 ? 'ok' : `unexpected exit ${report.status}`]);
  }
  const deploy = runStep('mode: deploy — retail/1.2.0 to analytics-dev with the staging overrides', {
    mode: 'deploy',
    ...api,
    'fabric-name': 'analytics-dev',
    'git-tag': 'retail/1.2.0',
    'overrides-file': 'examples/retail/overrides/staging.yml',
  });
  steps.push(['deploy', deploy.status === 0 ? 'ok' : `unexpected exit ${deploy.status}`]);
  const run = runStep('mode: pipeline — run what was just deployed, and wait for the runs to end', {
    mode: 'pipeline',
    ...api,
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    pipelines: 'ingest_orders, build_marts',
    version: '1.2.0',
  });
  steps.push([
    'run',
    run.status === 0 && run.outputs.succeeded === '2' ? 'ok' : `unexpected exit ${run.status}`,
  ]);
  const fabric = runStep(
    'mode: fabric — create the staging fabric from examples/retail/fabric.yml',
    { mode: 'fabric', ...api, 'fabric-file': 'examples/retail/fabric.yml' },
    { WAREHOUSE_TOKEN: 'demo-warehouse-token', SFTP_PASSWORD: 'demo-sftp-password' },
  );
  steps.push(['fabric', fabric.status === 0 ? 'ok' : `unexpected exit ${fabric.status}`]);
} finally {
  child.kill('SIGTERM');
  rmSync(quarantine.dir, { recursive: true, force: true });
  if (!keep) rmSync(demoTemp, { recursive: true, force: true });
}
console.log(`\n${bold('Demo finished.')} ${steps.map(([m, r]) => `${m}: ${r}`).join('; ')}`);
if (keep) console.log(`Every step's outputs, summary and results file: ${demoTemp} (remove it when done)`);
process.exitCode = steps.every(([, r]) => r.startsWith('ok')) ? 0 : 1;
