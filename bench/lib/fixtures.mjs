/** Emulator fixtures and results files the figures need, written into the bench's scratch folder. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TOKEN = 'bench-token-0123456789';
export const FABRIC_ID = '10740';
export const PROJECT_ID = 'warehouse';

function fixtureYaml(models) {
  return [
    'tokens: [' + TOKEN + ']',
    'teams: [benchmarks]',
    'fabrics:',
    `  - { id: '${FABRIC_ID}', name: bench, teamName: benchmarks, provider: databricks }`,
    'projects:',
    `  - name: ${PROJECT_ID}`,
    '    publishedTo: [bench]',
    "    versions: ['1.0.0']",
    '    branches: [main, develop]',
    '    models:',
    ...models.map((m) => `      - ${m}`),
    '',
  ].join('\n');
}

/** One model (`big`) whose call answers `count` results: every 10th FAILED, every 50th ERROR. */
export function writeLargeFixture(dir, count) {
  const path = join(dir, `large-${count}.yml`);
  writeFileSync(path, fixtureYaml([`{ name: big, generatedTests: { count: ${count}, failEvery: 10, errorEvery: 50 } }`]));
  return path;
}

/** `count` models of three passing tests each: one test-run call per model. */
export function writeManyModelsFixture(dir, count) {
  const path = join(dir, `models-${count}.yml`);
  const models = Array.from({ length: count }, (_, i) => `{ name: ${modelName(i)}, tests: [not_null_id, unique_id, fresh] }`);
  writeFileSync(path, fixtureYaml(models));
  return path;
}

export function modelName(i) {
  return `model_${String(i + 1).padStart(3, '0')}`;
}

/**
 * A results file as test mode writes it (docs/results-file.md): one run, one model call, `count`
 * results, every 10th FAILED, every 50th ERROR (or as `every` says; 0: none), shard `shard` of
 * `shards`. Written in pieces:
 * 50,000 results are ~8 MB.
 */
export function writeResultsFile(path, count, shard, every = { failEvery: 10, errorEvery: 50 }, shards = 16) {
  const results = [];
  const each = (i, n) => n > 0 && i % n === 0;
  for (let i = 1; i <= count; i++) {
    const status = each(i, every.errorEvery) ? 'ERROR' : each(i, every.failEvery) ? 'FAILED' : 'SUCCEEDED';
    const cause = status === 'SUCCEEDED' ? '' : status === 'FAILED' ? 'Got 1 result, configured to fail if != 0' : 'Database Error: could not run';
    results.push(
      `{"name":"s${shard}_test_${i}","status":"${status}","table":"big_${shard}","columnName":"","index":${i - 1},"time":0.012,"cause":"${cause}"}`,
    );
  }
  const failed = results.length - results.filter((r) => r.includes('"SUCCEEDED"')).length;
  const call =
    `{"call":{"id":"model:big_${shard}","label":"model big_${shard}","request":{"fabricId":${FABRIC_ID},"projectId":"${PROJECT_ID}","modelName":"big_${shard}","tests":[{}]}},` +
    `"ok":true,"results":[${results.join(',')}],"summary":{"failed":${failed},"skip":0,"succeeded":${count - failed},"total":${count},"warning":0},"runnerStdout":"","durationMs":1000}`;
  const errored = every.errorEvery > 0 ? Math.floor(count / every.errorEvery) : 0;
  const counts = { total: count, succeeded: count - failed, failed: failed - errored, errored, skipped: 0, warnings: 0 };
  writeFileSync(
    path,
    `{"format":"orchestration-action/test-results","formatVersion":1,"runs":[{"projectId":"${PROJECT_ID}","fabricId":${FABRIC_ID},"shard":"${shard}/${shards}","startedAt":"2026-11-23T10:00:00.000Z","finishedAt":"2026-11-23T10:00:01.000Z","counts":${JSON.stringify(counts)},"calls":[${call}]}]}\n`,
  );
}
