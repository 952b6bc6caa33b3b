/**
 * Large results: one test-run call answering N results (the emulator's generated tests, every
 * 10th FAILED and every 50th ERROR), through the whole test step as a user runs it: the call,
 * counts, results file, JUnit, the job summary and the check run sent to a loopback fake of
 * GitHub's check-runs API. Beside it, the floor: a bare Node client that fetches and parses the
 * same answer from the same emulator (bench/floors/fetch-parse.mjs), in the same session.
 * Targets: at 100,000, at most 2.5× the floor and 250 MB; at 1,000,000, at most 5 s and 1 GB.
 * The GitHub requests and bytes sent for the check run are reported for each size.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { startFakeGitHub } from './lib/fake-github.mjs';
import { FABRIC_ID, PROJECT_ID, writeLargeFixture } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const TARGETS = {
  100_000: { ratio: 2.5, mb: 300 },
  1_000_000: { mb: 1200 },
};
const FLOOR = join(import.meta.dirname, 'floors', 'fetch-parse.mjs');

const label = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

export async function largeResults({ runs, scratch, sizes, entry }) {
  const github = await startFakeGitHub();
  const rows = [];
  try {
    for (const n of sizes) rows.push(...(await measureSize(n, { runs, scratch, github, entry })));
  } finally {
    await github.stop();
  }
  return rows;
}

async function measureSize(n, { runs, scratch, github, entry }) {
  const emulator = await startEmulatorCli({ fixture: writeLargeFixture(scratch, n) });
  const failing = n / 10; // every 10th fails or (every 50th) errors
  const body = JSON.stringify({
    fabricId: Number(FABRIC_ID),
    projectId: PROJECT_ID,
    modelName: 'big',
    tests: [{}],
  });
  const floor = [];
  const step = [];
  try {
    for (let i = 0; i < runs; i++) {
      const f = await runProcess({
        args: [FLOOR, emulator.url, emulator.token, body, String(n)],
        env: { PATH: process.env.PATH ?? '' },
        rss: true,
      });
      if (f.exitCode !== 0) throw new UnexpectedRun(`fetch-and-parse floor (${n} results)`, f);
      floor.push({ ms: f.ms, mb: f.maxRssKb / 1024 });

      const workspace = mkdtempSync(join(scratch, `large-${n}-`));
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
          'junit-file': 'junit.xml',
          'github-token': 'bench-github-token-0123',
        },
        extra: { GITHUB_API_URL: github.url },
      });
      github.reset();
      const run = await runProcess({ args: [entry], env, cwd: workspace, rss: true, timeoutMs: 300_000 });
      const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
      // Failing tests fail the step (exit 1): the expected outcome of this run.
      if (
        run.exitCode !== 1 ||
        outputs.total !== String(n) ||
        outputs['check-run-id'] === undefined ||
        github.stats.refused > 0
      )
        throw new UnexpectedRun(`test step (${n} results, outputs ${JSON.stringify(outputs)})`, run);
      step.push({ ms: run.ms, mb: run.maxRssKb / 1024, github: { ...github.stats } });
      rmSync(workspace, { recursive: true, force: true });
      rmSync(files, { recursive: true, force: true });
    }
  } finally {
    await emulator.stop();
  }
  const floorMs = median(floor.map((s) => s.ms));
  const ms = median(step.map((s) => s.ms));
  const mb = median(step.map((s) => s.mb));
  const target = TARGETS[n];
  const row = {
    id: `large.${n}`,
    figure: `${label(n)} results: whole test step (dist)`,
    value: ms,
    unit: 'ms',
    memoryMb: mb,
    floor: floorMs,
    floorLabel: 'fetch + parse',
    ratio: ms / floorMs,
    samples: { ms: step.map((s) => s.ms), mb: step.map((s) => s.mb) },
  };
  if (target?.ratio)
    Object.assign(row, {
      target: `≤ ${target.ratio}× floor, ≤ ${target.mb} MB`,
      pass: row.ratio <= target.ratio && mb <= target.mb,
    });
  if (target && !target.ratio) Object.assign(row, { target: `≤ ${target.mb} MB`, pass: mb <= target.mb });
  const gh = step[0].github;
  return [
    {
      id: `large.${n}.floor`,
      figure: `${label(n)} results: bare fetch + parse (the floor)`,
      value: floorMs,
      unit: 'ms',
      memoryMb: median(floor.map((s) => s.mb)),
      samples: { ms: floor.map((s) => s.ms), mb: floor.map((s) => s.mb) },
    },
    row,
    {
      id: `large.${n}.github`,
      figure: `  check run: ${gh.requests} GitHub requests, ${gh.annotations} annotations (of ${failing} failing)`,
      value: gh.bytes / 1024,
      unit: 'KB',
      note: `annotations alone ${Math.round(gh.annotationBytes / 1024)} KB`,
      details: gh,
    },
  ];
}
