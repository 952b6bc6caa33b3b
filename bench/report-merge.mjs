/**
 * Report mode at scale: 16 results files (the shards of a matrix) of N results each, merged and
 * reported as one run by `node dist/index.js` in report mode (no check run: this figure is about
 * reading and merging). Two sizes, so growth can be read: target at most 1 GB at 16 × 50,000,
 * and linear in the total (the larger size at most ~1.2× the smaller one times the size ratio).
 *
 * And the size most teams have: one file of 20,000 tests, 1% failing, beside the floor of reading
 * and parsing it (bench/floors/read-parse.mjs). Target (issue 39): at most 0.85× the time and
 * memory of the two reporters it was measured against, which took 1/1.21 of the time and 1/1.10 of
 * the memory of the build at filing; that build ran at 5.8× this floor and 108 MB here
 * (docs/benchmarks.md), so: at most 4.0× the floor and 83 MB.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { writeResultsFile } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const SHARDS = 16;
const SINGLE = { results: 20_000, failEvery: 100, ratio: 4.0, mb: 83 };
const READ_PARSE = join(import.meta.dirname, 'floors', 'read-parse.mjs');
const TARGET_MB = 1024;
const LINEAR_SLACK = 1.2;

export async function reportMerge({ runs, scratch, perShard, entry }) {
  const rows = await single({ runs, scratch, entry });
  const measured = [];
  for (const n of perShard) measured.push({ n, ...(await measure(n, { runs, scratch, entry })) });
  const small = measured[0];
  for (const m of measured) {
    const row = {
      id: `report.${SHARDS}x${m.n}`,
      figure: `report mode: ${SHARDS} files × ${m.n.toLocaleString('en-US')} results (dist)`,
      value: m.ms,
      unit: 'ms',
      memoryMb: m.mb,
      samples: m.samples,
    };
    if (m !== small) {
      const scale = m.n / small.n;
      const growth = m.ms / small.ms;
      Object.assign(row, {
        floor: small.ms * scale,
        floorLabel: `${scale}× the ${small.n.toLocaleString('en-US')} figure`,
        ratio: growth / scale,
        target: `≤ ${TARGET_MB} MB, linear (≤ ${LINEAR_SLACK}×)`,
        pass: m.mb <= TARGET_MB && growth / scale <= LINEAR_SLACK,
      });
    }
    rows.push(row);
  }
  return rows;
}

async function measure(n, { runs, scratch, entry }) {
  const workspace = mkdtempSync(join(scratch, `report-${n}-`));
  mkdirSync(join(workspace, 'results'));
  for (let s = 1; s <= SHARDS; s++) writeResultsFile(join(workspace, 'results', `shard-${s}.json`), n, s);
  const samples = { ms: [], mb: [] };
  for (let i = 0; i < runs; i++) {
    const { env, files } = githubEnv({
      workspace,
      scratch,
      inputs: { mode: 'report', 'results-files': 'results/*.json', 'check-run': 'false', 'fail-on': 'none' },
    });
    const run = await runProcess({ args: [entry], env, cwd: workspace, rss: true, timeoutMs: 300_000 });
    const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
    if (run.exitCode !== 0 || outputs.total !== String(n * SHARDS))
      throw new UnexpectedRun(`report mode (${SHARDS} × ${n}, outputs ${JSON.stringify(outputs)})`, run);
    samples.ms.push(run.ms);
    samples.mb.push(run.maxRssKb / 1024);
    rmSync(files, { recursive: true, force: true });
  }
  rmSync(workspace, { recursive: true, force: true });
  return { ms: median(samples.ms), mb: median(samples.mb), samples };
}

/** One results file of 20,000 tests, 1% failing, beside the floor of reading and parsing it. */
async function single({ runs, scratch, entry }) {
  const { results: n, failEvery } = SINGLE;
  const workspace = mkdtempSync(join(scratch, 'report-single-'));
  const file = join(workspace, 'results.json');
  writeResultsFile(file, n, 1, { failEvery, errorEvery: 0 }, 1);
  const floor = { ms: [], mb: [] };
  const step = { ms: [], mb: [] };
  try {
    for (let i = 0; i < runs; i++) {
      const f = await runProcess({
        args: [READ_PARSE, String(n), file],
        env: { PATH: process.env.PATH ?? '' },
        rss: true,
      });
      if (f.exitCode !== 0) throw new UnexpectedRun(`read-and-parse floor (${n} results)`, f);
      floor.ms.push(f.ms);
      floor.mb.push(f.maxRssKb / 1024);
      const { env, files } = githubEnv({
        workspace,
        scratch,
        inputs: { mode: 'report', 'results-files': 'results.json', 'check-run': 'false', 'fail-on': 'none' },
      });
      const run = await runProcess({ args: [entry], env, cwd: workspace, rss: true, timeoutMs: 300_000 });
      const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
      rmSync(files, { recursive: true, force: true });
      if (run.exitCode !== 0 || outputs.total !== String(n) || outputs.failed !== String(n / failEvery))
        throw new UnexpectedRun(`report mode (${n} results, outputs ${JSON.stringify(outputs)})`, run);
      step.ms.push(run.ms);
      step.mb.push(run.maxRssKb / 1024);
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  const floorMs = median(floor.ms);
  const ms = median(step.ms);
  const mb = median(step.mb);
  return [
    {
      id: 'report.20000.floor',
      figure: 'report mode, 20,000 tests: bare read + parse (the floor)',
      value: floorMs,
      unit: 'ms',
      memoryMb: median(floor.mb),
      samples: floor,
    },
    {
      id: 'report.20000',
      figure: 'report mode: 1 file × 20,000 tests, 1% failing (dist)',
      value: ms,
      unit: 'ms',
      memoryMb: mb,
      floor: floorMs,
      floorLabel: 'read + parse',
      ratio: ms / floorMs,
      target: `≤ ${SINGLE.ratio}× floor, ≤ ${SINGLE.mb} MB`,
      pass: ms / floorMs <= SINGLE.ratio && mb <= SINGLE.mb,
      samples: step,
    },
  ];
}
