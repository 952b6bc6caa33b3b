#!/usr/bin/env node
/**
 * `npm run bench`: measures the built action (dist/) and prints a table; writes every figure,
 * with its samples, to bench/results/latest.json. Benchmarks report, they do not gate: the exit
 * code is 0 even when a target is missed, unless --strict is given.
 *
 *   node bench/run.mjs [--runs N] [--heavy-runs N] [--only cold,large,concurrency,emulator]
 *                      [--sizes 10000,100000] [--dist DIR] [--lib DIR] [--strict] [--markdown]
 *
 * --runs: runs of each cold-start figure (default 10); --heavy-runs: runs of the others
 * (default 5). Each figure is the median of its runs. --dist: measure another build of the
 * action (a folder holding index.js, e.g. one bundled with a change being tried) instead of dist/;
 * --lib: use this compiled src/ (tsc output) for the reporters and the emulator instead of
 * compiling the working tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, platform, release, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/action-env.mjs';
import { compileSources } from './lib/compile.mjs';
import { formatMarkdown, formatTable } from './lib/table.mjs';
import { coldStart } from './cold-start.mjs';
import { largeResults } from './large-results.mjs';
import { concurrency } from './concurrency.mjs';
import { emulatorRps } from './emulator-rps.mjs';

const BENCHMARKS = ['cold', 'large', 'concurrency', 'emulator'];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'heavy-runs': { type: 'string', default: '5' },
    only: { type: 'string', default: BENCHMARKS.join(',') },
    sizes: { type: 'string', default: '10000,100000' },
    dist: { type: 'string', default: join(ROOT, 'dist') },
    lib: { type: 'string' },
    strict: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});
const positive = (name, text, max = 1000) => {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > max) {
    console.error(`bench: --${name} must be a whole number from 1 to ${max}, got "${text}"`);
    process.exit(2);
  }
  return n;
};
const runs = positive('runs', opts.runs);
const heavyRuns = positive('heavy-runs', opts['heavy-runs']);
const sizes = opts.sizes.split(',').map((s) => positive('sizes', s.trim(), 1_000_000));
const only = opts.only.split(',').map((s) => s.trim());
for (const name of only) {
  if (!BENCHMARKS.includes(name)) {
    console.error(`bench: --only takes ${BENCHMARKS.join(', ')}; got "${name}"`);
    process.exit(2);
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 24)
  console.warn(`bench: Node ${process.versions.node}; the action runs on Node 24, figures will differ`);
const entry = join(resolve(opts.dist), 'index.js');
if (!existsSync(entry)) {
  console.error(`bench: ${entry} is missing; run \`npm run bundle\` first`);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'orchestration-bench-'));
let compiled;
// Ctrl-C: the children share the terminal's process group and stop too; leave no files behind.
process.once('SIGINT', () => {
  compiled?.remove();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(130);
});
const rows = [];
const started = Date.now();
const step = (name) => process.stderr.write(`bench: ${name}…\n`);
try {
  if (only.includes('large') || only.includes('concurrency')) {
    if (opts.lib) compiled = { dir: resolve(opts.lib), remove: () => {} };
    else {
      step('compiling src/ (tsc -p tsconfig.build.json)');
      compiled = compileSources();
    }
  }
  if (only.includes('cold')) {
    step(`cold start (${runs} runs)`);
    rows.push(...(await coldStart({ runs, scratch, entry })));
  }
  if (only.includes('large')) {
    step(`large results ${sizes.join(', ')} (${heavyRuns} runs)`);
    rows.push(...(await largeResults({ runs: heavyRuns, scratch, lib: compiled.dir, sizes, entry })));
  }
  if (only.includes('concurrency')) {
    step(`concurrency (${heavyRuns} runs)`);
    rows.push(...(await concurrency({ runs: heavyRuns, scratch, lib: compiled.dir, entry })));
  }
  if (only.includes('emulator')) {
    step(`emulator throughput (${heavyRuns} runs)`);
    rows.push(...(await emulatorRps({ runs: heavyRuns })));
  }
} finally {
  compiled?.remove();
  rmSync(scratch, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${platform()} ${release()}`,
  cpu: cpus()[0]?.model ?? 'unknown',
  cpus: cpus().length,
  runs: { coldStart: runs, heavy: heavyRuns },
  action: relative(ROOT, entry) || entry,
  compiledSrc: opts.lib ? resolve(opts.lib) : 'the working tree, compiled with tsc -p tsconfig.build.json',
  method:
    'wall: hrtime from spawn to exit; memory: the process maxRSS (process.resourceUsage) written at exit by bench/lib/rss-probe.mjs; each figure the median of its runs',
  durationSeconds: Math.round((Date.now() - started) / 1000),
  figures: rows,
};
const outDir = join(ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(opts.markdown ? formatMarkdown(rows) : formatTable(rows));
console.log(
  `\nNode ${process.version}, ${report.cpus} × ${report.cpu}; medians of ${only.includes('cold') ? `${runs} (cold start) and ` : ''}${heavyRuns} runs; ${report.durationSeconds} s in all.`,
);
console.log('Written: bench/results/latest.json');
const missed = rows.filter((r) => r.pass === false);
if (missed.length) console.log(`Targets missed: ${missed.map((r) => r.id).join(', ')}`);
if (opts.strict && missed.length) process.exitCode = 1;
