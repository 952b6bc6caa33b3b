#!/usr/bin/env node
/**
 * `npm run bench`: measures the built action (dist/) as the runner runs it, each figure beside a
 * floor measured in the same session (bare Node, a bare client doing the same requests, or the
 * ideal), prints a table and writes every figure with its samples to bench/results/latest.json.
 * Benchmarks report, they do not gate: the exit code is 0 even when a target is missed, unless
 * --strict is given. On a Node older than 24 it runs itself under Node 24 (scripts/node24.mjs).
 *
 *   node bench/run.mjs [--runs N] [--heavy-runs N] [--only cold,large,report,concurrency,baseline,pipeline,emulator]
 *                      [--sizes 20000,100000,1000000] [--shard-sizes 5000,50000] [--dist DIR]
 *                      [--smoke] [--strict] [--markdown] [--write-docs]
 *
 * --runs: runs of each cold-start figure (default 10); --heavy-runs: runs of
 * the others (default 3). Each figure is the median of its runs. --dist: measure another build
 * (a folder holding index.js). --smoke: one run of every figure at small sizes, to prove the
 * benchmark itself works (CI runs it); its numbers mean little.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNode24 } from '../scripts/node24.mjs';
import { ROOT } from './lib/action-env.mjs';
import { formatMarkdown, formatTable } from './lib/table.mjs';
import { coldStart } from './cold-start.mjs';
import { largeResults } from './large-results.mjs';
import { reportMerge } from './report-merge.mjs';
import { concurrency } from './concurrency.mjs';
import { baseline } from './baseline.mjs';
import { emulatorRps } from './emulator-rps.mjs';
import { pipelineRuns } from './pipeline-runs.mjs';
import { historyBench } from './history.mjs';

ensureNode24('bench');

const BENCHMARKS = ['cold', 'large', 'report', 'concurrency', 'baseline', 'pipeline', 'emulator', 'history'];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    'heavy-runs': { type: 'string', default: '3' },
    only: { type: 'string', default: BENCHMARKS.join(',') },
    sizes: { type: 'string', default: '20000,100000,1000000' },
    'shard-sizes': { type: 'string', default: '5000,50000' },
    dist: { type: 'string', default: join(ROOT, 'dist') },
    smoke: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
  },
});
const positive = (name, text, max = 10_000_000) => {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > max) {
    console.error(`bench: --${name} must be a whole number from 1 to ${max}, got "${text}"`);
    process.exit(2);
  }
  return n;
};
const list = (name, text) => text.split(',').map((s) => positive(name, s.trim(), 5_000_000));
const smoke = opts.smoke;
const runs = smoke ? 1 : positive('runs', opts.runs, 1000);
const heavyRuns = smoke ? 1 : positive('heavy-runs', opts['heavy-runs'], 1000);
const sizes = smoke ? [10_000] : list('sizes', opts.sizes);
const shardSizes = smoke ? [500, 5_000] : list('shard-sizes', opts['shard-sizes']);
const only = opts.only.split(',').map((s) => s.trim());
for (const name of only) {
  if (!BENCHMARKS.includes(name)) {
    console.error(`bench: --only takes ${BENCHMARKS.join(', ')}; got "${name}"`);
    process.exit(2);
  }
}
const entry = join(resolve(opts.dist), 'index.js');
if (!existsSync(entry)) {
  console.error(`bench: ${entry} is missing; run \`npm run bundle\` first`);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'orchestration-bench-'));
// Ctrl-C: the children share the terminal's process group and stop too; leave no files behind.
process.once('SIGINT', () => {
  rmSync(scratch, { recursive: true, force: true });
  process.exit(130);
});
const rows = [];
const started = Date.now();
const step = (name) => process.stderr.write(`bench: ${name}…\n`);
try {
  if (only.includes('cold')) {
    step(`cold start (${runs} runs)`);
    rows.push(...(await coldStart({ runs, scratch, entry })));
  }
  if (only.includes('large')) {
    step(`large results ${sizes.join(', ')} (${heavyRuns} runs)`);
    rows.push(...(await largeResults({ runs: heavyRuns, scratch, sizes, entry })));
  }
  if (only.includes('report')) {
    step(`report mode, 16 files of ${shardSizes.join(', ')} (${heavyRuns} runs)`);
    rows.push(...(await reportMerge({ runs: heavyRuns, scratch, perShard: shardSizes, entry })));
  }
  if (only.includes('concurrency')) {
    step(`many calls (${heavyRuns} runs)`);
    const shape = smoke ? { calls: 32, concurrency: 8, delayMs: 50 } : {};
    rows.push(...(await concurrency({ runs: heavyRuns, scratch, entry, ...shape })));
  }
  if (only.includes('baseline')) {
    step(`a baseline's cost (${heavyRuns} runs)`);
    const shape = smoke ? { calls: 8, delayMs: 50 } : {};
    rows.push(...(await baseline({ runs: heavyRuns, scratch, entry, ...shape })));
  }
  if (only.includes('pipeline')) {
    step(`pipeline runs of 10 s, 1 min and 10 min (${heavyRuns} runs)`);
    rows.push(
      ...(await pipelineRuns({ runs: heavyRuns, scratch, entry, ...(smoke ? { lengths: [600] } : {}) })),
    );
  }
  if (only.includes('history'))
    rows.push(...(await historyBench({ runs: heavyRuns, scratch, entry, smoke })));
  if (only.includes('emulator')) {
    step(`emulator throughput (${heavyRuns} runs)`);
    rows.push(...(await emulatorRps({ runs: heavyRuns })));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${platform()} ${release()}`,
  cpu: cpus()[0]?.model ?? 'unknown',
  cpus: cpus().length,
  smoke,
  runs: { light: runs, heavy: heavyRuns },
  action: relative(ROOT, entry) || entry,
  method:
    'wall: hrtime from spawn to exit; memory: the process maxRSS (process.resourceUsage) written at exit by bench/lib/rss-probe.mjs; each figure the median of its runs, its floor measured in the same session',
  durationSeconds: Math.round((Date.now() - started) / 1000),
  figures: rows,
};
const outDir = join(ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, smoke ? 'smoke.json' : 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(opts.markdown ? formatMarkdown(rows) : formatTable(rows));
if (opts['write-docs'] && !smoke) writeFigures(rows, report);
console.log(
  `\nNode ${process.version}, ${report.cpus} × ${report.cpu}; medians of ${runs} (light) and ${heavyRuns} (heavy) runs; ${report.durationSeconds} s in all${smoke ? ' (smoke: small sizes, one run)' : ''}.`,
);
console.log(`Written: bench/results/${smoke ? 'smoke' : 'latest'}.json`);
const missed = rows.filter((r) => r.pass === false);
if (missed.length) console.log(`Targets missed: ${missed.map((r) => r.id).join(', ')}`);
if (opts.strict && missed.length) process.exitCode = 1;

/**
 * The figures in docs/benchmarks.md, between its figures markers, are this table: the page never
 * holds a number the bench did not write.
 */
function writeFigures(figures, about) {
  const page = join(ROOT, 'docs', 'benchmarks.md');
  const [start, end] = ['<!-- figures:start -->', '<!-- figures:end -->'];
  const text = readFileSync(page, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${page} lacks the markers ${start} … ${end}`);
  const day = about.date.slice(0, 10);
  const body = [
    `\`npm run bench -- --write-docs\` on ${day}: Node ${about.node}, ${about.cpus} × ${about.cpu}; medians of ${about.runs.light} (cold start) and ${about.runs.heavy} (the rest) runs.`,
    '',
    formatMarkdown(figures),
  ].join('\n');
  writeFileSync(page, `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`);
  console.log(`Written: docs/benchmarks.md (the figures between ${start} and ${end})`);
}
