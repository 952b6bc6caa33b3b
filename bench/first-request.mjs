/**
 * First request: from the spawn of the process to the arrival of its first test-run request at a
 * loopback server in this process (one clock for both), for `node dist/index.js` in test mode
 * with one model, and for a bare Node client (bench/floors/post-once.mjs) that sends the same
 * request with http.request at once. Runs interleaved. Target: at most 100 ms for the action.
 */
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { githubEnv } from './lib/action-env.mjs';
import { UnexpectedRun, median, nowMs, runProcess } from './lib/measure.mjs';

const TARGET_MS = 100;
const TOKEN = 'bench-token-0123456789';
const ANSWER = JSON.stringify({
  success: true,
  data: {
    results: [
      {
        name: 'not_null_id',
        status: 'SUCCEEDED',
        table: 'm',
        columnName: '',
        index: 0,
        time: 0.01,
        cause: '',
      },
    ],
    runnerStdout: '',
    summary: { failed: 0, skip: 0, succeeded: 1, total: 1, warning: 0 },
  },
});

export async function firstRequest({ runs, scratch, entry }) {
  let arrival;
  const server = createServer((req, res) => {
    arrival ??= nowMs();
    req.resume();
    req.once('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(ANSWER);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const workspace = mkdtempSync(join(scratch, 'first-'));
  const body = JSON.stringify({ fabricId: 10740, projectId: 'warehouse', modelName: 'm', tests: [{}] });
  const subjects = [
    {
      key: 'floor',
      args: [join(import.meta.dirname, 'floors', 'post-once.mjs'), url, TOKEN, body],
      env: { PATH: process.env.PATH ?? '' },
    },
    {
      key: 'action',
      args: [entry],
      env: githubEnv({
        workspace,
        scratch,
        inputs: {
          mode: 'test',
          'base-url': url,
          token: TOKEN,
          'fabric-id': '10740',
          'project-id': 'warehouse',
          models: 'm',
          'check-run': 'false',
        },
      }).env,
    },
  ];
  const samples = { floor: [], action: [] };
  try {
    for (let i = 0; i <= runs; i++) {
      for (const s of subjects) {
        arrival = undefined;
        const run = await runProcess({ args: s.args, env: s.env, cwd: workspace, timeoutMs: 20_000 });
        if (run.exitCode !== 0 || arrival === undefined)
          throw new UnexpectedRun(`first request (${s.key})`, run);
        if (i > 0) samples[s.key].push(arrival - run.startedAt); // the first round warms the file cache
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  const floor = median(samples.floor);
  const value = median(samples.action);
  return [
    {
      id: 'first.floor',
      figure: 'first request after start: bare http.request client (the floor)',
      value: floor,
      unit: 'ms',
      samples: { ms: samples.floor },
    },
    {
      id: 'first.action',
      figure: 'first request after start: test mode (dist)',
      value,
      unit: 'ms',
      floor,
      floorLabel: 'bare client',
      ratio: value / floor,
      target: `≤ ${TARGET_MS} ms`,
      pass: value <= TARGET_MS,
      samples: { ms: samples.action },
    },
  ];
}
