import { beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResult } from '../../src/service/types.js';
import { FileError, UserError } from '../../src/common/errors.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { countResults } from '../../src/results/counts.js';
import {
  finishedParts,
  mergeRuns,
  refuseOtherProjects,
  shardProblems,
} from '../../src/modes/report/merge.js';
import { finishRun, type FinishSteps } from '../../src/results/finish.js';
import { deepFreeze } from '../helpers/freeze.js';
import type { TestRun } from '../../src/results/model.js';
import { readFiledRuns, type FiledRun } from '../../src/results/read-results.js';
import { toResultsFile, writeResultsFile } from '../../src/results/results-file.js';
import { loadRun } from './fixture-files.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { resultsFileProblems } from '../helpers/results-schema.js';
import { tempDir } from '../helpers/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('results-file-');
});

describe('write and read back', () => {
  test('round trip of every fixture, into a folder that does not exist yet', async () => {
    const runs = ['retail-failing', 'failed-calls', 'hostile', 'all-passing'].map(loadRun);
    const path = join(dir, 'out', 'nested', 'results.json');
    await writeResultsFile(path, toResultsFile(runs));
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'orchestration-action/test-results', formatVersion: 1 });
    expect(resultsFileProblems(text)).toEqual([]);
    // Only the file: the temporary one was renamed.
    expect(readdirSync(join(dir, 'out', 'nested'))).toEqual(['results.json']);
    expect((await readFiledRuns([path])).map(({ run }) => run)).toEqual(runs);
  });

  test('every string is redacted, including secrets holding JSON and markdown characters', async () => {
    const secrets = new SecretRegistry();
    secrets.add('tok-"quoted"-|pipe|-secret');
    secrets.add('plain-secret-value');
    const run = loadRun('retail-failing');
    const call = run.calls[0]! as { results: TestResult[]; runnerStdout: string };
    call.results[1]!.cause = 'token tok-"quoted"-|pipe|-secret leaked';
    call.runnerStdout = 'auth plain-secret-value\n';
    run.projectId = 'plain-secret-value';
    const path = join(dir, 'r.json');
    await writeResultsFile(path, toResultsFile([run]), (text) => secrets.redact(text));
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('plain-secret-value');
    expect(text).not.toContain('pipe|-secret');
    expect(text).not.toContain('pipe|-secret'.replace(/"/g, '\\"'));
    const [back] = (await readFiledRuns([path])).map(({ run }) => run);
    expect((back!.calls[0] as { results: TestResult[] }).results[1]!.cause).toBe('token *** leaked');
    expect(back!.projectId).toBe('***');
  });

  test('100,000 results write and read back', async () => {
    const results: TestResult[] = Array.from({ length: 100_000 }, (_, i) => ({
      name: `t${i}`,
      status: i % 10 === 0 ? 'FAILED' : 'SUCCEEDED',
      table: 'orders',
      columnName: 'amount',
      index: i,
      time: 0.01,
      cause: i % 10 === 0 ? 'Got 1 result' : '',
    }));
    const run = { ...loadRun('all-passing') };
    run.calls = [
      {
        ...run.calls[0]!,
        ok: true,
        results,
        summary: { failed: 10_000, skip: 0, succeeded: 90_000, total: 100_000, warning: 0 },
        runnerStdout: '',
        durationMs: 1,
      },
    ];
    run.counts = countResults(run.calls);
    const path = join(dir, 'big.json');
    await writeResultsFile(path, toResultsFile([run]));
    const [back] = (await readFiledRuns([path])).map(({ run }) => run);
    expect(back!.counts).toEqual(
      countsWithoutBaseline({
        total: 100_000,
        succeeded: 90_000,
        failed: 10_000,
        errored: 0,
        skipped: 0,
        warnings: 0,
      }),
    );
  });

  test('written in pieces, the text is the JSON of the file; a batch never splits a secret', async () => {
    const secret = 's3cr3t-in-a-very-long-run';
    const secrets = new SecretRegistry();
    secrets.add(secret);
    const run = loadRun('retail-failing');
    const empty: TestRun = { ...run, calls: [] };
    const call = run.calls.find((c) => c.ok)!;
    // 3,000 results: three pieces of results, and about 1.3 MB of text, so two write batches.
    const many: TestRun = {
      ...run,
      calls: [
        ...run.calls,
        {
          ...call,
          results: Array.from({ length: 3_000 }, (_, i) => ({
            ...(call.ok ? call.results[0]! : ({} as TestResult)),
            name: `t${i}`,
            cause: `${'x'.repeat(400)} ${secret}`,
          })),
        },
      ],
    };
    const file = toResultsFile([empty, many]);
    const path = join(dir, 'pieces.json');
    await writeResultsFile(path, file, (text) => secrets.redact(text));
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toEqual(JSON.parse(secrets.redact(JSON.stringify(file))));
    expect(resultsFileProblems(text)).toEqual([]);
    expect(text.endsWith(']}\n')).toBe(true);
  });

  test('several files, each with its runs, in the order given', async () => {
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    await writeResultsFile(a, toResultsFile([loadRun('retail-failing'), loadRun('failed-calls')]));
    await writeResultsFile(b, toResultsFile([loadRun('all-passing')]));
    expect((await readFiledRuns([b, a])).map(({ run }) => run.calls.length)).toEqual([1, 3, 3]);
  });
});

describe('reading a file that is not ours fails with one line naming it', () => {
  const cases: Array<[string, string, string]> = [
    ['missing', '', 'file not found'],
    [
      'not JSON',
      '{"format": "orchestration-action/test-results",\n  "runs": []\n  "formatVersion": 1}',
      ':3: not a results file: invalid JSON',
    ],
    [
      'cut short',
      '{"format": "orchestration-action/test-results", "runs": [',
      ': not a results file: invalid JSON',
    ],
    ['not an object', '[1, 2]', ': not a results file: expected a JSON object'],
    [
      'another format',
      '{"format": "pw=hunter2", "formatVersion": 1, "runs": []}',
      ': not a results file of this action (its format is not "orchestration-action/test-results")',
    ],
    [
      'no format',
      '{"runs": []}',
      ': not a results file of this action (its format is not "orchestration-action/test-results")',
    ],
    [
      'a newer version',
      '{"format": "orchestration-action/test-results", "formatVersion": 2, "runs": []}',
      ': formatVersion is not 1, the one this action reads (a later version of the action wrote the file)',
    ],
    [
      'runs not a list',
      '{"format": "orchestration-action/test-results", "formatVersion": 1, "runs": {}}',
      ': runs: must be a list',
    ],
  ];
  test.each(cases)('%s', async (name, content, message) => {
    const path = join(dir, `${name.replace(/ /g, '-')}.json`);
    if (content) writeFileSync(path, content);
    const error = await readFiledRuns([path]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileError);
    expect((error as Error).message).toBe(`${path}${message.startsWith(':') ? '' : ': '}${message}`);
  });

  test('a bad value deep inside is named by its path', async () => {
    const file = toResultsFile([loadRun('retail-failing')]);
    const broken = JSON.parse(JSON.stringify(file)) as {
      runs: Array<{ calls: Array<{ results: Array<{ status: string }> }> }>;
    };
    (broken.runs[0]!.calls[2]!.results[1] as { status: unknown }).status = 42;
    const path = join(dir, 'deep.json');
    writeFileSync(path, JSON.stringify(broken));
    await expect(readFiledRuns([path])).rejects.toThrow(
      `${path}: runs[0].calls[2].results[1].status: must be a string`,
    );
    // A status the action does not know is the service's to add: carried through.
    broken.runs[0]!.calls[2]!.results[1]!.status = 'WARN';
    writeFileSync(path, JSON.stringify(broken));
    const [run] = (await readFiledRuns([path])).map((filed) => filed.run);
    const call = run!.calls[2]!;
    expect(call.ok && call.results[1]!.status).toBe('WARN');
    broken.runs[0]!.calls[2]!.results[1]!.status = 'FAILED';
    delete (broken.runs[0]!.calls[0] as Record<string, unknown>).summary;
    writeFileSync(path, JSON.stringify(broken));
    await expect(readFiledRuns([path])).rejects.toThrow(
      `${path}: runs[0].calls[0].summary: must be an object`,
    );
  });
});

describe('mergeRuns', () => {
  function shard(
    run: TestRun,
    shardText: string | undefined,
    startedAt: string,
    finishedAt: string,
  ): TestRun {
    const copy: TestRun = { ...run, startedAt, finishedAt };
    if (shardText === undefined) delete copy.shard;
    else copy.shard = shardText;
    return copy;
  }

  test('calls in shard order, counts recomputed, earliest start and latest finish, no shard', () => {
    const one = shard(loadRun('failed-calls'), '1/3', '2026-11-20T12:00:05.000Z', '2026-11-20T12:00:09.000Z');
    const two = shard(
      loadRun('retail-failing'),
      '2/3',
      '2026-11-20T12:00:01.000Z',
      '2026-11-20T12:00:07.000Z',
    );
    const three = shard(
      loadRun('all-passing'),
      '3/3',
      '2026-11-20T12:00:02.000+01:00',
      '2026-11-20T12:00:10.000Z',
    );
    const merged = finishRun(mergeRuns([three, one, two]));
    // In shard order, each label saying its shard: merged suites and rows are told apart.
    expect(merged.calls.map((c) => c.call.label)).toEqual([
      ...one.calls.map((c) => `${c.call.label} (shard 1/3)`),
      ...two.calls.map((c) => `${c.call.label} (shard 2/3)`),
      ...three.calls.map((c) => `${c.call.label} (shard 3/3)`),
    ]);
    // The files' own calls keep their labels: the report's results file holds them as they were.
    expect(one.calls.every((c) => !c.call.label.includes('(shard'))).toBe(true);
    expect(merged.counts).toEqual(
      countsWithoutBaseline({ total: 19, succeeded: 14, failed: 4, errored: 1, skipped: 1, warnings: 1 }),
    );
    expect(merged.counts).toEqual(countResults(merged.calls));
    // 12:00:02+01:00 is 11:00:02Z: the earliest instant, kept as written.
    expect(merged.startedAt).toBe('2026-11-20T12:00:02.000+01:00');
    expect(merged.finishedAt).toBe('2026-11-20T12:00:10.000Z');
    expect(merged.shard).toBeUndefined();
    expect(merged).not.toHaveProperty('shard');
    expect([merged.projectId, merged.fabricId]).toEqual(['retail', 4657]);
  });

  test('shard 10 after shard 9; runs without a shard last, in the order given', () => {
    const base = loadRun('all-passing');
    const label = (run: TestRun, l: string): TestRun => ({
      ...run,
      calls: [{ ...run.calls[0]!, call: { ...run.calls[0]!.call, label: l } }],
    });
    const runs = [
      shard(label(base, 'none-a'), undefined, 'x', 'y'),
      shard(label(base, 's10'), '10/10', 'x', 'y'),
      shard(label(base, 's9'), '9/10', 'x', 'y'),
      shard(label(base, 'none-b'), undefined, 'x', 'y'),
    ];
    const merged = mergeRuns(runs);
    expect(merged.calls.map((c) => c.call.label)).toEqual([
      's9 (shard 9/10)',
      's10 (shard 10/10)',
      'none-a',
      'none-b',
    ]);
    // No timestamp parses: the first run's are kept rather than inventing one.
    expect([merged.startedAt, merged.finishedAt]).toEqual(['x', 'y']);
  });

  test('nothing to merge is a user error', () => {
    expect(() => mergeRuns([])).toThrow(new UserError('results-files: no test results to report'));
  });
});

describe('finishedParts: the merged runs as the finished merge holds them', () => {
  test("each holds the merge's results of its calls, the comparison without the gone tests, its own quarantine and counts", () => {
    const base = loadRun('retail-failing');
    const one: TestRun = { ...structuredClone(base), shard: '1/2' };
    const two: TestRun = { ...structuredClone(base), shard: '2/2' };
    // A mark the file claims: report mode does not take it.
    const claimed = one.calls[0]!.ok ? one.calls[0]!.results[1]! : undefined;
    claimed!.quarantine = {
      file: 'x.yml',
      line: 1,
      owner: '@a',
      reason: 'r',
      until: '2999-01-01',
      expired: false,
    };
    const parts = deepFreeze([two, one]);
    const before = structuredClone(parts);
    const reference = structuredClone(base.calls);
    const [, , revenue] = reference;
    if (revenue?.ok) revenue.results.push({ ...revenue.results[0]!, name: 'dropped', status: 'FAILED' });
    const steps: FinishSteps = {
      dropQuarantineMarks: true,
      comparison: { source: { files: ['base.json'] }, calls: reference },
      quarantine: {
        file: {
          path: 'quarantine.yml',
          entries: [
            { test: 'revenue_not_negative', owner: '@o', reason: 'DATA-1', until: '2999-12-31', line: 2 },
          ],
        },
        today: '2026-11-20',
      },
    };

    const merged = finishRun(mergeRuns(parts), steps);
    const finished = finishedParts(merged, parts, steps);

    expect(parts).toEqual(before);
    expect(finished.map((run) => run.shard)).toEqual(['2/2', '1/2']);
    // Shard 1/2's calls come first in the merge; each run keeps its own labels.
    const resultsOf = (run: TestRun) => run.calls.map((c) => (c.ok ? c.results : undefined));
    const merges = resultsOf(merged);
    resultsOf(finished[1]!).forEach((results, i) => expect(results).toBe(merges[i]));
    resultsOf(finished[0]!).forEach((results, i) => expect(results).toBe(merges[3 + i]));
    expect(finished[1]!.calls.map((c) => c.call.label)).toEqual(base.calls.map((c) => c.call.label));
    // The merge lists the gone test once; its runs say they were compared, and list none.
    expect(merged.baseline).toMatchObject({ files: ['base.json'], goneCount: 1 });
    for (const run of finished)
      expect(run.baseline).toEqual({ files: ['base.json'], gone: [], goneCount: 0 });
    // Each run's quarantine says what its entry matched in it; the merge, in them all.
    expect(merged.quarantine!.entries[0]).toMatchObject({ matched: 2, quarantined: 2 });
    for (const run of finished) {
      expect(run.quarantine!.entries[0]).toMatchObject({ matched: 1, quarantined: 1 });
      expect(run.counts).toEqual(countResults(run.calls, run.baseline));
      expect(run.counts).toMatchObject({ quarantined: 1, preExisting: 2, gone: 0 });
    }
    expect(merged.counts).toMatchObject({ quarantined: 2, preExisting: 4, gone: 1 });
    const marks = finished.flatMap((run) =>
      run.calls.flatMap((c) =>
        c.ok ? c.results.flatMap((r) => (r.quarantine ? [r.quarantine.file] : [])) : [],
      ),
    );
    expect(marks).toEqual(['quarantine.yml', 'quarantine.yml']);
  });
});

const WS = '/ws';
/** A run of `shard` read from `path` (in the workspace /ws). */
function filedShard(shard: string | undefined, path = `${WS}/shards/${shard ?? 'none'}.json`): FiledRun {
  return { path, run: { ...loadRun('all-passing'), shard } };
}

test('shardProblems names missing and repeated shards, in two lines at most', () => {
  const s = (x: string) => filedShard(x, `${WS}/shards/${x.replace('/', '-of-')}.json`);
  expect(shardProblems([s('1/3'), s('2/3'), s('3/3')], WS)).toEqual([]);
  expect(shardProblems([s('1/4'), s('3/4'), s('3/4')], WS)).toEqual([
    'shards 2/4 and 4/4 are missing',
    'shard 3/4 (twice in shards/3-of-4.json) appears more than once',
  ]);
  expect(shardProblems([s('1/3'), s('3/3')], WS)).toEqual(['shard 2/3 is missing']);
  expect(shardProblems([filedShard(undefined)], WS)).toEqual([]);
});

test('a repeated shard names the files that hold it, relative to the workspace: the pattern matched the merged file', () => {
  const merged = `${WS}/results/report.json`;
  const problems = shardProblems(
    [
      filedShard('1/2', `${WS}/results/shard-1.json`),
      filedShard('2/2', `${WS}/results/shard-2.json`),
      filedShard('1/2', merged),
      filedShard('2/2', merged),
      filedShard('2/2', merged),
    ],
    WS,
  );
  expect(problems).toEqual([
    'shards 1/2 (in results/shard-1.json and results/report.json) and 2/2 (in results/shard-2.json and results/report.json (2 times)) appear more than once',
  ]);
});

test('a repeated shard names five files and counts the rest; a path that is not plain is quoted', () => {
  const many = Array.from({ length: 8 }, (_, i) => filedShard('1/1', `${WS}/r${i}.json`));
  expect(shardProblems(many, WS)).toEqual([
    'shard 1/1 (in r0.json, r1.json, r2.json, r3.json, r4.json and 3 more files) appears more than once',
  ]);
  const odd = [filedShard('1/1', `${WS}/a b.json`), filedShard('1/1', `${WS}/new\nline.json`)];
  expect(shardProblems(odd, WS)).toEqual([
    'shard 1/1 (in "a b.json" and "new\\nline.json") appears more than once',
  ]);
  expect(
    shardProblems([filedShard('1/1', '/elsewhere/x.json'), filedShard('1/1', '/elsewhere/x.json')], WS),
  ).toEqual(['shard 1/1 (twice in ../elsewhere/x.json) appears more than once']);
});

test('shardProblems names shard labels of different counts, alone: which are missing is not known', () => {
  const s = (x: string) => filedShard(x);
  expect(shardProblems([s('1/2'), s('2/3'), s('3/3')], WS)).toEqual([
    'shards 1/2, 2/3 and 3/3 disagree on the shard count',
  ]);
  expect(shardProblems([s('3/3'), s('2/2'), s('1/2'), s('1/2'), filedShard(undefined)], WS)).toEqual([
    'shards 1/2, 2/2 and 3/3 disagree on the shard count',
  ]);
  const many = Array.from({ length: 30 }, (_, i) => s(`1/${i + 1}`));
  expect(shardProblems(many, WS)).toEqual([
    'shards 1/1, 1/2, 1/3, 1/4, 1/5, 1/6, 1/7, 1/8, 1/9, 1/10 and 20 more disagree on the shard count',
  ]);
});

test('a shard count of five million names ten missing shards and counts the rest', () => {
  const problems = shardProblems(
    [filedShard('1/5000000', '/ws/a.json'), filedShard('1/5000000', '/ws/b.json')],
    WS,
  );
  expect(problems).toEqual([
    'shards 2/5000000, 3/5000000, 4/5000000, 5/5000000, 6/5000000, 7/5000000, 8/5000000, 9/5000000, 10/5000000, 11/5000000 and 4,999,989 more are missing',
    'shard 1/5000000 (in a.json and b.json) appears more than once',
  ]);
});

test('refuseOtherProjects names the file of another project or fabric, and the first file', () => {
  const run = loadRun('all-passing');
  const filed = (path: string, change: Partial<TestRun> = {}) => ({ path, run: { ...run, ...change } });
  expect(() => refuseOtherProjects([])).not.toThrow();
  expect(() => refuseOtherProjects([filed('a.json'), filed('b.json'), filed('b.json')])).not.toThrow();
  expect(() =>
    refuseOtherProjects([filed('a.json'), filed('b.json'), filed('c.json', { projectId: 'shop' })]),
  ).toThrow(
    new FileError(
      'c.json',
      undefined,
      `holds results of project "shop" on fabric ${run.fabricId}, but a.json holds project "${run.projectId}" on fabric ${run.fabricId}: report mode merges the runs of one project and fabric`,
    ),
  );
  expect(() => refuseOtherProjects([filed('a.json'), filed('a.json', { fabricId: 1 })])).toThrow(
    `a.json: holds results of project "${run.projectId}" on fabric 1, but the first run of the same file holds project "${run.projectId}" on fabric ${run.fabricId}`,
  );
  // A name from a file is quoted and cut short.
  expect(() =>
    refuseOtherProjects([filed('a.json'), filed('b.json', { projectId: `x"\n${'y'.repeat(500)}` })]),
  ).toThrow(/^b\.json: holds results of project "x\\"\\ny{73}… on fabric/);
});
