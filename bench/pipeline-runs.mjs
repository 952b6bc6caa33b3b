/**
 * Following a pipeline run: for runs of 10 s, 1 min and 10 min, how many status requests pipeline
 * mode (dist, default poll-interval of 30 s) makes, and how long after the run's end it sees it,
 * beside the ideal of one request at the very end. Target: a 10-minute run seen to end within one
 * poll-interval, with at most 30 status requests.
 *
 * Time is shortened alike on both sides, so that each run takes about five seconds: the emulator
 * at --time-scale N, the action with bench/lib/fast-clock.mjs preloaded at the same N (its clock
 * and timers go N times faster). Times are read from the emulator's request log and scaled back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { TOKEN } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const FAST_CLOCK = join(import.meta.dirname, 'lib', 'fast-clock.mjs');
const POLL_INTERVAL_S = 30;
const TARGET = { seconds: 600, requests: 30, delayS: POLL_INTERVAL_S };
/** About this many real seconds per run, whatever its length. */
const REAL_S = 5;

function writeFixture(dir, seconds) {
  const path = join(dir, `pipeline-${seconds}.yml`);
  writeFileSync(
    path,
    [
      `tokens: [${TOKEN}]`,
      'teams: [benchmarks]',
      'fabrics:',
      "  - { id: '10740', name: bench, teamName: benchmarks, provider: databricks }",
      'projects:',
      '  - name: warehouse',
      '    publishedTo: [bench]',
      "    versions: ['1.0.0']",
      '    pipelines:',
      `      - { name: load, run: { seconds: ${seconds} } }`,
      '',
    ].join('\n'),
  );
  return path;
}

/** One run of `seconds`: { requests, delayS } in emulated time. */
async function measureOnce({ scratch, entry, seconds, scale, fixture }) {
  const emulator = await startEmulatorCli({ fixture, timeScale: scale });
  const workspace = mkdtempSync(join(scratch, 'pipeline-'));
  try {
    const { env, files } = githubEnv({
      workspace,
      scratch,
      inputs: {
        mode: 'pipeline',
        'base-url': emulator.url,
        token: emulator.token,
        'fabric-id': '10740',
        'project-id': 'warehouse',
        pipelines: 'load',
        'poll-interval': String(POLL_INTERVAL_S),
      },
      extra: { FAST_CLOCK_SCALE: String(scale) },
    });
    const run = await runProcess({
      args: ['--import', FAST_CLOCK, entry],
      env,
      cwd: workspace,
      timeoutMs: 60_000,
    });
    const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
    const requests = await emulator.requests();
    const trigger = requests.find((r) => r.method === 'POST');
    const statuses = requests.filter((r) => r.method === 'GET');
    if (run.exitCode !== 0 || outputs.succeeded !== '1' || !trigger || statuses.length === 0)
      throw new UnexpectedRun(`pipeline run of ${seconds} s (outputs ${JSON.stringify(outputs)})`, run);
    // The emulator's log is on its real clock: scaled back into the run's time.
    const seenAt = ((statuses.at(-1).at - trigger.at) * scale) / 1000;
    return { requests: statuses.length, delayS: seenAt - seconds };
  } finally {
    await emulator.stop();
    rmSync(workspace, { recursive: true, force: true });
  }
}

export async function pipelineRuns({ runs, scratch, entry, lengths = [10, 60, 600] }) {
  const rows = [];
  for (const seconds of lengths) {
    const scale = Math.max(1, Math.round(seconds / REAL_S));
    const fixture = writeFixture(scratch, seconds);
    const samples = [];
    for (let i = 0; i < runs; i++)
      samples.push(await measureOnce({ scratch, entry, seconds, scale, fixture }));
    const requests = median(samples.map((s) => s.requests));
    const delayS = median(samples.map((s) => s.delayS));
    const target = seconds === TARGET.seconds;
    rows.push(
      {
        id: `pipeline.${seconds}s.requests`,
        figure: `pipeline run of ${formatLength(seconds)}: status requests`,
        value: requests,
        unit: '',
        floor: 1,
        floorLabel: 'ideal: one at the end',
        ...(target ? { target: `≤ ${TARGET.requests}`, pass: requests <= TARGET.requests } : {}),
        samples: { requests: samples.map((s) => s.requests) },
      },
      {
        id: `pipeline.${seconds}s.delay`,
        figure: '  seen to end after its end by',
        value: delayS,
        unit: 's',
        floor: 0,
        floorLabel: 'ideal',
        ...(target ? { target: `≤ ${TARGET.delayS} s (poll-interval)`, pass: delayS <= TARGET.delayS } : {}),
        samples: { delayS: samples.map((s) => s.delayS) },
      },
    );
  }
  return rows;
}

function formatLength(seconds) {
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}
