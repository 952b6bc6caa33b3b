/**
 * Cold start: the whole `node dist/index.js` process, spawned as the runner spawns it, against
 * `node -e 0` in the same session (runs interleaved, so machine noise hits both alike).
 *  - to the error: mode test with no base-url (every other input at its action.yml default), the
 *    cheapest path to a one-line input error, through the runner's protocol and zod; target at
 *    most 3.0× bare Node and 60 MB (issue 39; the peers measured here span 3.3× to 4.6×).
 *  - to a dry-run plan: mode test with the retail example's tests-file and sources file.
 *  - deploy and fabric dry runs, for information (each mode loads its own chunks).
 * Wall times come from plain runs; peak memory from separate runs with the RSS probe preloaded
 * (it would add its own load time to the wall figure).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, githubEnv } from './lib/action-env.mjs';
import { UnexpectedRun, median, runProcess } from './lib/measure.mjs';

const TARGET_RATIO = 3.0;
const TARGET_MB = 60;

export async function coldStart({ runs, scratch, entry }) {
  const workspace = mkdtempSync(join(scratch, 'cold-'));
  cpSync(join(ROOT, 'examples', 'retail'), workspace, { recursive: true });
  const api = { 'base-url': 'http://127.0.0.1:9', token: 'bench-api-token-0123456789' };
  const subjects = [
    {
      key: 'error',
      label: 'cold start: to missing-input error',
      inputs: { mode: 'test' },
      expect: (r) => r.exitCode === 1 && r.stdout.includes('::error::Input base-url is required'),
    },
    {
      key: 'dryRunTest',
      label: 'cold start: to dry-run plan (test)',
      inputs: {
        mode: 'test',
        ...api,
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        'tests-file': 'tests.yml',
        'dry-run': 'true',
      },
      expect: (r) => r.exitCode === 0 && r.stdout.includes('Dry run: nothing is sent.'),
    },
    {
      key: 'dryRunDeploy',
      label: 'cold start: dry run (deploy)',
      inputs: {
        mode: 'deploy',
        ...api,
        'fabric-name': 'analytics-prod',
        'git-tag': 'retail/1.2.0',
        'overrides-file': 'overrides/prod.yml',
        'dry-run': 'true',
      },
      expect: (r) => r.exitCode === 0 && r.stdout.includes('Dry run'),
    },
    {
      key: 'dryRunFabric',
      label: 'cold start: dry run (fabric)',
      inputs: { mode: 'fabric', ...api, 'fabric-file': 'fabric.yml', 'dry-run': 'true' },
      extra: { WAREHOUSE_TOKEN: 'bench-warehouse-secret-0123' },
      expect: (r) => r.exitCode === 0 && r.stdout.includes('Dry run'),
    },
  ];
  const baseline = { key: 'node', args: ['-e', '0'], env: { PATH: process.env.PATH ?? '' } };
  for (const s of subjects) {
    s.args = [entry];
    s.env = githubEnv({ workspace, inputs: s.inputs, scratch, extra: s.extra }).env;
  }
  const all = [baseline, ...subjects];
  const once = async (s, rss) => {
    const run = await runProcess({ args: s.args, env: s.env, cwd: workspace, rss, timeoutMs: 20_000 });
    if (s.expect && !s.expect(run)) throw new UnexpectedRun(`${s.key} run`, run);
    return run;
  };

  // One warm-up each (file cache, the first spawn's costs), then interleaved measured runs.
  for (const s of all) await once(s, false);
  const times = Object.fromEntries(all.map((s) => [s.key, []]));
  const rss = Object.fromEntries(all.map((s) => [s.key, []]));
  for (let i = 0; i < runs; i++) for (const s of all) times[s.key].push((await once(s, false)).ms);
  for (let i = 0; i < runs; i++) for (const s of all) rss[s.key].push((await once(s, true)).maxRssKb / 1024);

  const nodeMs = median(times.node);
  const nodeMb = median(rss.node);
  const rows = [
    {
      id: 'cold.node',
      figure: 'cold start: node -e 0 (the floor)',
      value: nodeMs,
      unit: 'ms',
      memoryMb: nodeMb,
      samples: { ms: times.node, mb: rss.node },
    },
  ];
  for (const s of subjects) {
    const ms = median(times[s.key]);
    const mb = median(rss[s.key]);
    const ratio = ms / nodeMs;
    const row = {
      id: `cold.${s.key}`,
      figure: s.label,
      value: ms,
      unit: 'ms',
      floor: nodeMs,
      floorLabel: 'node -e 0',
      ratio,
      memoryMb: mb,
      samples: { ms: times[s.key], mb: rss[s.key] },
    };
    if (s.key === 'error') {
      row.target = `≤ ${TARGET_RATIO}×, ≤ ${TARGET_MB} MB`;
      row.pass = ratio <= TARGET_RATIO && mb <= TARGET_MB;
    }
    rows.push(row);
  }
  return rows;
}
