/**
 * The cost of a baseline: test mode with M model calls against the emulator answering each after
 * D ms, once alone and once with `baseline-branch` (M more reference calls), with a `concurrency`
 * that covers both runs' calls. The reference calls go out beside the run's, so the step should
 * take barely longer. Target: with a baseline at most 1.15× the same run without one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv, parseOutputs } from './lib/action-env.mjs';
import { startEmulatorCli } from './lib/emulator.mjs';
import { FABRIC_ID, PROJECT_ID, modelName, writeManyModelsFixture } from './lib/fixtures.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const TARGET_RATIO = 1.15;

export async function baseline({ runs, scratch, entry, calls = 32, delayMs = 200 }) {
  const concurrency = 2 * calls;
  const fixture = writeManyModelsFixture(scratch, calls);
  const models = Array.from({ length: calls }, (_, i) => modelName(i));
  const alone = [];
  const compared = [];
  // Alternating the two, run 0 of each a warm-up, so drift on the machine hits both alike.
  for (let i = 0; i <= runs; i++) {
    for (const withBaseline of [false, true]) {
      const ms = await stepMs({ entry, scratch, fixture, models, concurrency, delayMs, withBaseline });
      if (i > 0) (withBaseline ? compared : alone).push(ms);
    }
  }
  const aloneMs = median(alone);
  const comparedMs = median(compared);
  return [
    {
      id: 'baseline.alone',
      figure: `baseline: ${calls} calls × ${delayMs} ms at ${concurrency}, no baseline (the floor)`,
      value: aloneMs,
      unit: 'ms',
      samples: { ms: alone },
    },
    {
      id: 'baseline.compared',
      figure: `baseline: the same with baseline-branch (${2 * calls} calls)`,
      value: comparedMs,
      unit: 'ms',
      floor: aloneMs,
      floorLabel: 'no baseline',
      ratio: comparedMs / aloneMs,
      target: `≤ ${TARGET_RATIO}× no baseline`,
      pass: comparedMs / aloneMs <= TARGET_RATIO,
      samples: { ms: compared },
    },
  ];
}

async function stepMs({ entry, scratch, fixture, models, concurrency, delayMs, withBaseline }) {
  const emulator = await startEmulatorCli({ fixture, delayMs });
  const workspace = mkdtempSync(join(scratch, 'baseline-'));
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
        concurrency: String(concurrency),
        branch: 'develop',
        ...(withBaseline && { 'baseline-branch': 'main' }),
        'check-run': 'false',
      },
    });
    const run = await runProcess({ args: [entry], env, cwd: workspace, timeoutMs: 120_000 });
    const outputs = parseOutputs(readFileSync(join(files, 'output'), 'utf8'));
    const stats = await emulator.stats();
    const expected = models.length * (withBaseline ? 2 : 1);
    if (run.exitCode !== 0 || outputs.total !== String(models.length * 3) || stats.requests !== expected)
      throw new UnexpectedRun(
        `baseline run (${stats.requests} calls, outputs ${JSON.stringify(outputs)})`,
        run,
      );
    return run.ms;
  } finally {
    await emulator.stop();
    rmSync(workspace, { recursive: true, force: true });
  }
}
