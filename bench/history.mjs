/**
 * History across runs (history-file): the whole test step over one call of N results (100,000: the
 * emulator's generated tests, every 10th FAILED, every 50th ERROR) with a history file of K runs
 * (50) of those tests, read, each failure explained, this run appended (the oldest dropped) and the
 * file written back, beside the same step without a history. The two run back to back, in turn
 * first, so drift on the machine hits both alike; the history's cost is the median of the
 * differences. Targets: at most 1 s more than the step without it, and a file under 20 MB.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { FABRIC_ID, PROJECT_ID, writeLargeFixture } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const COST_MAX_MS = 1000;
const FILE_MAX_MB = 20;

const label = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));

export async function historyBench({ runs, scratch, entry, smoke = false }) {
  const tests = smoke ? 10_000 : 100_000;
  const kept = 50;
  const emulator = await startEmulatorCli({ fixture: writeLargeFixture(scratch, tests) });
  const seed = writeHistory(scratch, tests, kept);
  const without = [];
  const withHistory = [];
  const cost = [];
  let bytes = 0;
  try {
    // Run 0 of each is a warm-up.
    for (let i = 0; i <= runs; i++) {
      const pair = {};
      for (const history of i % 2 ? [true, false] : [false, true]) {
        const step = await testStep({
          scratch,
          entry,
          emulator,
          tests,
          seed: history && seed,
          runId: 5000 + i,
        });
        pair[history] = step.ms;
        if (history) bytes = step.bytes;
      }
      if (i === 0) continue;
      without.push(pair.false);
      withHistory.push(pair.true);
      cost.push(pair.true - pair.false);
    }
  } finally {
    await emulator.stop();
  }
  const withoutMs = median(without);
  const withMs = median(withHistory);
  const costMs = median(cost);
  const mb = bytes / 1024 / 1024;
  const what = `${label(tests)} results × ${kept} runs`;
  return [
    {
      id: 'history.without',
      figure: `history: ${what}, test step without history-file (the floor)`,
      value: withoutMs,
      unit: 'ms',
      samples: { ms: without },
    },
    {
      id: 'history.with',
      figure: `history: the same with history-file (read, explain, append, write)`,
      value: withMs,
      unit: 'ms',
      floor: withoutMs,
      floorLabel: 'without history',
      ratio: withMs / withoutMs,
      samples: { ms: withHistory },
    },
    {
      id: 'history.cost',
      figure: `  the history's cost (median of the differences), file ${mb.toFixed(1)} MB`,
      value: costMs,
      unit: 'ms',
      target: `≤ ${COST_MAX_MS / 1000} s more, ≤ ${FILE_MAX_MB} MB`,
      pass: costMs <= COST_MAX_MS && mb <= FILE_MAX_MB,
      samples: { ms: cost },
      details: { bytes },
    },
  ];
}

/**
 * A history of `kept` runs of the `big` model's generated tests, as the action writes one: the
 * tests the emulator fails (every 10th) failed two runs in three, those it errors (every 50th)
 * errored every run, the rest passed.
 */
function writeHistory(scratch, tests, kept) {
  const width = String(tests).length;
  const runs = Array.from({ length: kept }, (_, r) => ({
    id: String(4000 + r),
    attempt: 1,
    sha: String(r % 10).repeat(40),
    url: `https://github.com/acme/bench/actions/runs/${4000 + r}`,
    time: new Date(Date.UTC(2026, 9, 1 + r)).toISOString(),
    branch: 'main',
  }));
  const lines = [];
  for (let i = 1; i <= tests; i++) {
    let letters = '';
    for (let r = 0; r < kept; r++) letters += i % 50 === 0 ? 'E' : i % 10 === 0 ? (r % 3 ? 'F' : 'P') : 'P';
    lines.push(JSON.stringify(['big', 'big', '', `big_test_${String(i).padStart(width, '0')}`, letters]));
  }
  const path = join(scratch, `history-${tests}.json`);
  const head = {
    format: 'orchestration-action/test-history',
    formatVersion: 1,
    projectId: PROJECT_ID,
    fabricId: Number(FABRIC_ID),
    runs,
  };
  writeFileSync(path, `${JSON.stringify(head).slice(0, -1)},"tests":[\n${lines.join(',\n')}\n]}\n`);
  return path;
}

/** One test step, checked: its outputs, and with a history the file it wrote. */
async function testStep({ scratch, entry, emulator, tests, seed, runId }) {
  const workspace = mkdtempSync(join(scratch, 'history-'));
  if (seed) copyFileSync(seed, join(workspace, 'history.json'));
  const { env, files } = githubEnv({
    workspace,
    scratch,
    inputs: {
      mode: 'test',
      'base-url': emulator.url,
      token: emulator.token,
      'fabric-id': FABRIC_ID,
      'project-id': PROJECT_ID,
      models: 'big',
      'check-run': 'false',
      ...(seed && { 'history-file': 'history.json', 'history-update': 'true', 'history-runs': '50' }),
    },
    extra: { GITHUB_RUN_ID: String(runId) },
  });
  try {
    const run = await runProcess({ args: [entry], env, cwd: workspace, timeoutMs: 300_000 });
    const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
    const appended = outputs['history-appended'] === 'true';
    // Failing tests fail the step (exit 1): the expected outcome of this run.
    if (run.exitCode !== 1 || outputs.total !== String(tests) || appended !== Boolean(seed))
      throw new UnexpectedRun(`test step (${tests} results, outputs ${JSON.stringify(outputs)})`, run);
    return { ms: run.ms, bytes: seed ? statSync(join(workspace, 'history.json')).size : 0 };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  }
}
