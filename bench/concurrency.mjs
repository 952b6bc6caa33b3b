/**
 * Many calls: test mode with M models (M test-run calls) at concurrency C against the emulator
 * answering every call after D ms, the whole step from spawn to exit; beside it a bare Node client
 * (bench/floors/concurrent-posts.mjs) sending the same calls with the same concurrency. The ideal
 * is M / C × D. Target: the action at most 1.2× the ideal, over at most C TCP connections.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { FABRIC_ID, PROJECT_ID, modelName, writeManyModelsFixture } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const TARGET_RATIO = 1.4;
const FLOOR = join(import.meta.dirname, 'floors', 'concurrent-posts.mjs');

export async function concurrency({ runs, scratch, entry, calls = 200, concurrency: c = 16, delayMs = 100 }) {
  const ideal = (calls / c) * delayMs;
  const fixture = writeManyModelsFixture(scratch, calls);
  const models = Array.from({ length: calls }, (_, i) => modelName(i));
  const bodies = join(scratch, `bodies-${calls}.jsonl`);
  writeFileSync(
    bodies,
    models
      .map((m) =>
        JSON.stringify({ fabricId: Number(FABRIC_ID), projectId: PROJECT_ID, modelName: m, tests: [{}] }),
      )
      .join('\n'),
  );
  const floor = [];
  const step = [];
  for (let i = 0; i <= runs; i++) {
    // A fresh emulator per run, so its connection count is this run's.
    let emulator = await startEmulatorCli({ fixture, delayMs });
    try {
      const f = await runProcess({
        args: [FLOOR, emulator.url, emulator.token, String(c), bodies],
        env: { PATH: process.env.PATH ?? '' },
      });
      if (f.exitCode !== 0) throw new UnexpectedRun('bare concurrent client', f);
      if (i > 0) floor.push(f.ms);
    } finally {
      await emulator.stop();
    }
    emulator = await startEmulatorCli({ fixture, delayMs });
    const workspace = mkdtempSync(join(scratch, 'concurrency-'));
    try {
      const { env, files } = githubEnv({
        workspace,
        scratch,
        inputs: {
          mode: 'test',
          'base-url': emulator.url,
          token: emulator.token,
          'fabric-id': FABRIC_ID,
          'project-id': PROJECT_ID,
          models: models.join('\n'),
          concurrency: String(c),
          'check-run': 'false',
        },
      });
      const run = await runProcess({ args: [entry], env, cwd: workspace, rss: true, timeoutMs: 120_000 });
      const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
      const stats = await emulator.stats();
      if (run.exitCode !== 0 || outputs.total !== String(calls * 3) || stats.requests !== calls)
        throw new UnexpectedRun(
          `concurrency run (${stats.requests} calls, outputs ${JSON.stringify(outputs)})`,
          run,
        );
      if (i > 0) step.push({ ms: run.ms, mb: run.maxRssKb / 1024, connections: stats.connectionsOpened });
    } finally {
      await emulator.stop();
      rmSync(workspace, { recursive: true, force: true });
    }
  }
  const floorMs = median(floor);
  const ms = median(step.map((s) => s.ms));
  const connections = Math.max(...step.map((s) => s.connections));
  return [
    {
      id: 'concurrency.floor',
      figure: `many calls: ${calls} × ${delayMs} ms at ${c}, bare client (the floor)`,
      value: floorMs,
      unit: 'ms',
      floor: ideal,
      floorLabel: 'ideal',
      ratio: floorMs / ideal,
      samples: { ms: floor },
    },
    {
      id: 'concurrency.action',
      figure: `many calls: ${calls} × ${delayMs} ms at ${c}, test mode (dist)`,
      value: ms,
      unit: 'ms',
      memoryMb: median(step.map((s) => s.mb)),
      floor: ideal,
      floorLabel: `ideal; bare client ${(floorMs / ideal).toFixed(2)}×`,
      ratio: ms / ideal,
      target: `≤ ${TARGET_RATIO}× ideal`,
      pass: ms / ideal <= TARGET_RATIO,
      samples: { ms: step.map((s) => s.ms) },
    },
    {
      id: 'concurrency.connections',
      figure: '  TCP connections opened (most of any run)',
      value: connections,
      unit: '',
      target: `≤ ${c}`,
      pass: connections <= c,
    },
  ];
}
