/**
 * Concurrency: `node dist/index.js` in test mode with 40 models (40 test-run calls) at
 * concurrency: 8, against the emulator answering every call after 500 ms. The ideal is
 * 40 / 8 × 0.5 s = 2.5 s; target at most 1.25× that, over at most 8 TCP connections.
 *
 * The emulator is the compiled src/emulator, started in this process: its connectionsOpened()
 * counts the sockets it accepted (the CLI exposes no such count over HTTP). The wall time is the
 * whole step, process start to exit, so start-up and reporting count against the target too.
 * No check run (check-run: false): this figure is about the API calls.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const MODELS = 40;
const CONCURRENCY = 8;
const DELAY_MS = 500;
const IDEAL_MS = Math.ceil(MODELS / CONCURRENCY) * DELAY_MS;
const TARGET_RATIO = 1.25;
const FIXTURE = join(import.meta.dirname, 'fixtures', 'forty-models.yml');

export async function concurrency({ runs, scratch, lib, entry }) {
  const { startEmulator } = await import(pathToFileURL(join(lib, 'emulator', 'server.js')).href);
  const models = Array.from({ length: MODELS }, (_, i) => `model_${String(i + 1).padStart(2, '0')}`);
  const samples = [];
  // One warm-up run (not counted), then the measured ones; a fresh emulator for each.
  for (let i = 0; i <= runs; i++) {
    const emulator = await startEmulator({ fixture: FIXTURE, responseDelayMs: DELAY_MS });
    const workspace = mkdtempSync(join(scratch, 'concurrency-'));
    try {
      const { env, files } = githubEnv({
        workspace,
        scratch,
        inputs: {
          mode: 'test',
          'base-url': emulator.url,
          token: emulator.token,
          'fabric-id': '10740',
          'project-id': 'warehouse',
          models: models.join('\n'),
          concurrency: String(CONCURRENCY),
          'check-run': 'false',
        },
      });
      const started = Date.now();
      const child = await runProcess({ args: [entry], env, cwd: workspace, rss: true, timeoutMs: 60_000 });
      const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
      const calls = emulator.requests.filter((r) => r.path === '/api/orchestration/tests/run');
      // 4 of the 40 models have a failing test: the step fails (exit 1), every call answered.
      if (child.exitCode !== 1 || outputs.total !== String(MODELS * 3) || calls.length !== MODELS)
        throw new UnexpectedRun(
          `concurrency run (${calls.length} calls, outputs ${JSON.stringify(outputs)})`,
          child,
        );
      const arrivals = calls.map((r) => r.at).sort((a, b) => a - b);
      if (i > 0)
        samples.push({
          ms: child.ms,
          mb: child.maxRssKb / 1024,
          connections: emulator.connectionsOpened(),
          // From spawn to the first call's arrival: start-up, inputs, loading the HTTP client.
          firstCallMs: arrivals[0] - started,
          // Calls in flight at once, from arrival times (each is answered DELAY_MS later).
          peakInFlight: Math.max(
            ...arrivals.map((t) => arrivals.filter((u) => u <= t && u > t - DELAY_MS).length),
          ),
        });
    } finally {
      await emulator.stop();
      rmSync(workspace, { recursive: true, force: true });
    }
  }
  const ms = median(samples.map((s) => s.ms));
  const ratio = ms / IDEAL_MS;
  const connections = Math.max(...samples.map((s) => s.connections));
  const peak = Math.max(...samples.map((s) => s.peakInFlight));
  return [
    {
      id: 'concurrency.wall',
      figure: `concurrency: ${MODELS} calls × ${DELAY_MS} ms at ${CONCURRENCY} (dist)`,
      value: ms,
      unit: 'ms',
      baseline: IDEAL_MS,
      ratio,
      memoryMb: median(samples.map((s) => s.mb)),
      target: `≤ ${TARGET_RATIO}× ideal`,
      pass: ratio <= TARGET_RATIO,
      details: {
        firstCallMs: median(samples.map((s) => s.firstCallMs)),
        peakInFlight: peak,
      },
      samples: { ms: samples.map((s) => s.ms), connections: samples.map((s) => s.connections) },
    },
    {
      id: 'concurrency.connections',
      figure: '  TCP connections opened (most of any run)',
      value: connections,
      unit: '',
      note: `${peak} in flight`,
      target: `≤ ${CONCURRENCY}`,
      pass: connections <= CONCURRENCY,
    },
  ];
}
