// History across runs (CONTRACT "History across runs") as plain functions: appending a run (a new
// one, a re-run attempt in place, the bound), what a failure reads as against the runs before it,
// the history's latest run as a baseline, the trend and the flakiest tests, the file written and
// read back (and each file set aside), the phrases, and the bounded `history` output.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestStatus } from '../../src/service/types.js';
import type { HistoryNote, RunResult, TestRun } from '../../src/results/model.js';
import {
  appendRun,
  emptyHistory,
  explainFailure,
  flakiestTests,
  latestStatuses,
  runTallies,
  withoutRun,
  type History,
  type HistoryRun,
} from '../../src/results/test-history.js';
import { testIdentity } from '../../src/results/baseline.js';
import { finishRun } from '../../src/results/finish.js';
import { historyFileChunks, writeHistoryFile } from '../../src/results/write-history.js';
import { readHistoryFile } from '../../src/results/read-history.js';
import {
  commitUrl,
  historyHeadline,
  historyPhrase,
  shortDate,
  tallyNotes,
} from '../../src/results/history-words.js';
import { HISTORY_OUTPUT_MAX_BYTES, historyOutput } from '../../src/results/history-output.js';
import { byteLength, formatCount } from '../../src/common/text.js';
import { tempDir } from '../helpers/temp-dir.js';
import { historyFileProblems } from '../helpers/history-schema.js';

const IDENTITY = { projectId: 'shop', fabricId: 10740 };

/** A run of the orders model whose tests ended with these statuses. */
function runOf(
  statuses: Record<string, TestStatus | string>,
  startedAt = '2026-11-28T10:00:00.000Z',
): TestRun {
  const results: RunResult[] = Object.entries(statuses).map(([name, status], index) => ({
    name,
    status,
    table: 'orders',
    columnName: '',
    index,
    time: 0.1,
    cause: status === 'SUCCEEDED' ? '' : 'Got 1 result, configured to fail if != 0',
  }));
  const run = finishRun({
    ...IDENTITY,
    startedAt,
    finishedAt: startedAt,
    calls: [
      {
        call: {
          id: 'model:orders',
          label: 'model orders',
          request: { ...IDENTITY, modelName: 'orders', tests: [{}] },
        },
        ok: true,
        durationMs: 5,
        runnerStdout: '',
        summary: { failed: 0, skip: 0, succeeded: 0, total: 0, warning: 0 },
        results,
      },
    ],
  });
  return run;
}

const key = (name: string) => testIdentity('orders', { table: 'orders', columnName: '', name });

function entry(id: number, attempt = 1): HistoryRun {
  return {
    id: String(id),
    attempt,
    sha: String(id % 10).repeat(40),
    url: `https://github.com/acme/data/actions/runs/${id}`,
    time: `2026-11-${String(id - 4200).padStart(2, '0')}T10:00:00.000Z`,
    branch: 'main',
  };
}

/** A history of the orders model from letters per test: `{ a: 'PPF-' }` over runs 4201… */
function historyOf(letters: Record<string, string>): History {
  const width = Object.values(letters)[0]?.length ?? 0;
  return {
    ...IDENTITY,
    runs: Array.from({ length: width }, (_, i) => entry(4201 + i)),
    tests: new Map(
      Object.entries(letters).map(([name, outcomes]) => [
        key(name),
        { model: 'orders', table: 'orders', columnName: '', name, outcomes },
      ]),
    ),
  };
}

const lettersOf = (history: History) =>
  Object.fromEntries([...history.tests.values()].map((t) => [t.name, t.outcomes]));

describe('appending a run', () => {
  test('a new run goes at the end; a test not run gets "-", a new test "-" for the runs before it', () => {
    const before = historyOf({ a: 'PF', gone: 'PP' });
    const { history, replaced } = appendRun(
      before,
      runOf({ a: 'FAILED', fresh: 'ERROR', odd: 'WARN' }),
      entry(4203),
      50,
    );
    expect(replaced).toBe(false);
    expect(history.runs.map((r) => r.id)).toEqual(['4201', '4202', '4203']);
    expect(lettersOf(history)).toEqual({ a: 'PFF', gone: 'PP-', fresh: '--E', odd: '--O' });
    // The history given is not changed.
    expect(lettersOf(before)).toEqual({ a: 'PF', gone: 'PP' });
  });

  test('a re-run attempt of the same workflow run replaces its entry in place, never adds a second', () => {
    const before = historyOf({ a: 'PFP', b: 'PPF' });
    const { history, replaced } = appendRun(before, runOf({ a: 'SUCCEEDED' }), entry(4202, 2), 50);
    expect(replaced).toBe(true);
    expect(history.runs.map((r) => `${r.id}/${r.attempt}`)).toEqual(['4201/1', '4202/2', '4203/1']);
    expect(lettersOf(history)).toEqual({ a: 'PPP', b: 'P-F' });
  });

  test('at most history-runs runs: the oldest drop off, and a test that ran in none of the rest goes', () => {
    const before = historyOf({ a: 'FPP', old: 'F--' });
    const { history } = appendRun(before, runOf({ a: 'FAILED' }), entry(4204), 2);
    expect(history.runs.map((r) => r.id)).toEqual(['4203', '4204']);
    expect(lettersOf(history)).toEqual({ a: 'PF' });
  });

  test('a test twice in one run counts as failing when either result fails', () => {
    const run = runOf({});
    const call = run.calls[0]!;
    if (!call.ok) throw new Error('the call ran');
    const twice = (status: TestStatus, index: number): RunResult => ({
      name: 'dup',
      status,
      table: 'orders',
      columnName: '',
      index,
      time: 0,
      cause: '',
    });
    call.results = [twice('SUCCEEDED', 0), twice('FAILED', 1), twice('SUCCEEDED', 2)];
    expect(lettersOf(appendRun(emptyHistory(IDENTITY), run, entry(4201), 50).history)).toEqual({ dup: 'F' });
  });

  test('withoutRun leaves out an earlier attempt of this run, and the tests only it held', () => {
    const history = historyOf({ a: 'PFP', only: '-F-' });
    const prior = withoutRun(history, '4202');
    expect(prior.runs.map((r) => r.id)).toEqual(['4201', '4203']);
    expect(lettersOf(prior)).toEqual({ a: 'PP' });
    expect(withoutRun(history, '9999')).toBe(history);
    expect(withoutRun(history, undefined)).toBe(history);
  });
});

describe('a failure against the runs before it', () => {
  const explain = (letters: string) => explainFailure(historyOf({ t: letters }), key('t'));

  test.each<[string, HistoryNote]>([
    ['PPPP', { kind: 'new', runs: 4, failed: 0 }],
    // Runs it did not run in, and other statuses, are passed over.
    ['P-O-P', { kind: 'new', runs: 2, failed: 0 }],
    ['PFPP', { kind: 'flaky', runs: 4, failed: 1 }],
    ['PFPF', { kind: 'flaky', runs: 4, failed: 2 }],
    ['PPFF', { kind: 'failing-since', runs: 4, failed: 2, streak: 2, since: entry(4203) }],
    ['PPE-', { kind: 'failing-since', runs: 3, failed: 1, streak: 1, since: entry(4203) }],
    // Three failures in a row outweigh an earlier one.
    ['FPFFF', { kind: 'failing-since', runs: 5, failed: 4, streak: 3, since: entry(4203) }],
    ['----', { kind: 'first-seen', runs: 4, failed: 0 }],
  ])('%s', (letters, note) => {
    expect(explain(letters)).toEqual(note);
  });

  test('a test the history does not hold is first seen; an empty history explains nothing', () => {
    expect(explainFailure(historyOf({ t: 'PP' }), key('other'))).toEqual({
      kind: 'first-seen',
      runs: 2,
      failed: 0,
    });
    expect(explainFailure(emptyHistory(IDENTITY), key('t'))).toBeUndefined();
  });
});

describe('the history as the baseline (no other given)', () => {
  test("a failure that failed in the history's latest run is pre-existing; a test failing there and passing here is fixed", () => {
    const history = historyOf({ broken: 'PF', fixedNow: 'FF', flips: 'FP', notRunLast: 'F-' });
    expect(Object.fromEntries(latestStatuses(history))).toEqual({
      [key('broken')]: 'FAILED',
      [key('fixedNow')]: 'FAILED',
      [key('flips')]: 'SUCCEEDED',
    });
    const unfinished = runOf({
      broken: 'FAILED',
      fixedNow: 'SUCCEEDED',
      flips: 'FAILED',
      notRunLast: 'FAILED',
    });
    const run = finishRun(unfinished, { history: { file: 'h.json', history } });
    const results = run.calls[0]!.ok ? run.calls[0]!.results : [];
    expect(results.map((r) => `${r.name} ${r.classification} ${r.history?.kind ?? '-'}`)).toEqual([
      'broken pre-existing failing-since',
      'fixedNow fixed -',
      'flips new flaky',
      'notRunLast new failing-since',
    ]);
    expect(run.baseline).toEqual({ history: 'h.json', branch: 'main', gone: [], goneCount: 0 });
    expect(run.history).toEqual({ file: 'h.json', runs: 2, branch: 'main' });
    expect(run.counts).toMatchObject({ preExisting: 1, newFailed: 2, fixed: 1 });
  });

  test('another baseline wins: the history then only explains', () => {
    const history = historyOf({ broken: 'PF' });
    const run = finishRun(runOf({ broken: 'FAILED' }), {
      comparison: { source: { branch: 'main' }, unavailable: 'the reference run failed' },
      history: { file: 'h.json', history },
    });
    expect(run.baseline?.history).toBeUndefined();
    expect(run.calls[0]!.ok && run.calls[0]!.results[0]!.history?.kind).toBe('failing-since');
  });

  test('an empty history is no baseline, and explains nothing', () => {
    const run = finishRun(runOf({ broken: 'FAILED' }), {
      history: { file: 'h.json', history: emptyHistory(IDENTITY) },
    });
    expect(run.baseline).toBeUndefined();
    expect(run.history).toEqual({ file: 'h.json', runs: 0 });
    expect(run.calls[0]!.ok && run.calls[0]!.results[0]!.history).toBeUndefined();
  });
});

describe('the trend and the flakiest tests', () => {
  test('each run: passed, failed or errored, and all that ran', () => {
    const history = historyOf({ a: 'PFP-', b: 'PEPO', c: 'P--P' });
    expect(
      runTallies(history, 3).map(({ run, passed, failed, ran }) => [run.id, passed, failed, ran]),
    ).toEqual([
      ['4202', 0, 2, 2],
      ['4203', 2, 0, 2],
      ['4204', 1, 0, 2],
    ]);
  });

  test('flaky: at least two changes between passing and failing; most changes first', () => {
    const history = historyOf({
      broke: 'PPFF',
      fixed: 'FFPP',
      twice: 'PFP-',
      often: 'PFPFPF',
      errs: 'PE-O-P',
    });
    expect(flakiestTests(history, 10).map((f) => [f.test.name, f.changes, f.failed, f.ran])).toEqual([
      ['often', 5, 3, 6],
      ['twice', 2, 1, 3],
      ['errs', 2, 1, 3],
    ]);
    expect(flakiestTests(history, 1)).toHaveLength(1);
  });
});

describe('the file, written and read back', () => {
  const history = appendRun(
    historyOf({ a: 'PF', b: 'FP' }),
    runOf({ a: 'FAILED', c: 'SUCCEEDED' }),
    entry(4203),
    50,
  ).history;

  test('one test per line, the schema the docs publish; read back as it was', async () => {
    const dir = tempDir('history-file-');
    const path = join(dir, 'nested', 'history.json');
    await writeHistoryFile(path, history);
    const text = [...historyFileChunks(history)].join('');
    expect(text.split('\n').slice(1, -2)).toEqual([
      '["orders","orders","","a","PFF"],',
      '["orders","orders","","b","FP-"],',
      '["orders","orders","","c","--P"]',
    ]);
    expect(historyFileProblems(text)).toEqual([]);
    const read = await readHistoryFile(path, IDENTITY);
    expect(read.problem).toBeUndefined();
    expect(read.history).toEqual(history);
  });

  test('no file yet: no history and no problem', async () => {
    const read = await readHistoryFile(join(tempDir('history-none-'), 'history.json'), IDENTITY);
    expect(read).toEqual({ problem: undefined });
  });

  test.each<[string, (text: string) => string, string]>([
    ['not JSON', () => '{"format": ', 'not a history file: invalid JSON'],
    ['not an object', () => '[1, 2]', 'not a history file: expected a JSON object'],
    [
      'a results file',
      () => '{"format":"orchestration-action/test-results","formatVersion":1,"runs":[]}',
      'not a history file of this action (its format is not "orchestration-action/test-history")',
    ],
    [
      'a later version',
      (t) => t.replace('"formatVersion":1', '"formatVersion":7'),
      'formatVersion is not 1, the one this action reads (a later version of the action wrote the file)',
    ],
    [
      'a letter it does not know',
      (t) => t.replace('"PFF"', '"PXF"'),
      'tests[0][4]: must hold only the letters P, F, E, O and -',
    ],
    [
      'letters for another number of runs',
      (t) => t.replace('"PFF"', '"PF"'),
      'tests[0]: holds 2 outcomes for 3 runs',
    ],
    [
      'tests that are no list',
      (t) => JSON.stringify({ ...(JSON.parse(t) as object), tests: 5 }),
      'tests: must be a list',
    ],
    [
      'a test that is no test',
      (t) => t.replace('["orders","orders","","a","PFF"]', '["a","PFF"]'),
      'tests[0]: must be [model, table, column, name, outcomes]: five strings',
    ],
    [
      'a test twice',
      (t) => t.replace('"b","FP-"', '"a","FP-"'),
      'tests[1]: the same test as an earlier entry',
    ],
    [
      'another project',
      (t) => t.replace('"projectId":"shop"', '"projectId":"other"'),
      'holds the history of another project or fabric (this run: project "shop" on fabric 10740)',
    ],
    [
      'another fabric',
      (t) => t.replace('"fabricId":10740', '"fabricId":10741'),
      'holds the history of another project or fabric (this run: project "shop" on fabric 10740)',
    ],
  ])('%s is set aside, in one line that names the file and quotes none of it', async (_, edit, problem) => {
    const dir = tempDir('history-bad-');
    const path = join(dir, 'history.json');
    writeFileSync(path, edit([...historyFileChunks(history)].join('')));
    const read = await readHistoryFile(path, IDENTITY);
    expect(read.history).toBeUndefined();
    expect(read.problem).toBe(problem.startsWith('holds') ? `${path} ${problem}` : `${path}: ${problem}`);
  });

  test('a folder or a link out of the workspace: a folder is set aside, a link refused as every user file is', async () => {
    const dir = tempDir('history-odd-');
    mkdirSync(join(dir, 'folder.json'));
    expect((await readHistoryFile(join(dir, 'folder.json'), IDENTITY)).problem).toBe(
      `${join(dir, 'folder.json')}: is a directory`,
    );
    const outside = tempDir('history-outside-');
    writeFileSync(join(outside, 'h.json'), '{}');
    const workspace = tempDir('history-ws-');
    symlinkSync(join(outside, 'h.json'), join(workspace, 'h.json'));
    const previous = process.env.GITHUB_WORKSPACE;
    process.env.GITHUB_WORKSPACE = workspace;
    try {
      await expect(readHistoryFile(join(workspace, 'h.json'), IDENTITY)).rejects.toThrow(
        /^Input history-file: .*h\.json leaves the workspace through the symbolic link/,
      );
    } finally {
      process.env.GITHUB_WORKSPACE = previous;
    }
  });
});

describe('the words', () => {
  const main = { branch: 'main' };
  test.each<[HistoryNote, string]>([
    [{ kind: 'new', runs: 50, failed: 0 }, 'new: passed the last 50 runs on main'],
    [{ kind: 'new', runs: 1, failed: 0 }, 'new: passed the last run on main'],
    [{ kind: 'first-seen', runs: 12, failed: 0 }, 'first seen: in none of the last 12 runs on main'],
    [{ kind: 'first-seen', runs: 1, failed: 0 }, 'first seen: not in the last run on main'],
    [{ kind: 'flaky', runs: 50, failed: 7 }, 'flaky: failed 7 of the last 50 runs on main'],
    [
      { kind: 'failing-since', runs: 9, failed: 5, streak: 5, since: entry(4228) },
      'failing on main since 2026-11-28 (commit 8888888, run 4228), 5 runs in a row',
    ],
    [
      {
        kind: 'failing-since',
        runs: 1,
        failed: 1,
        streak: 1,
        since: { ...entry(4228), sha: 'n/a', id: 'x' },
      },
      'failing on main since 2026-11-28 (its run), 1 run in a row',
    ],
  ])('%j', (note, words) => {
    expect(historyPhrase(note, main)).toBe(words);
  });

  test('without a branch: in the history; a day of another year says its year', () => {
    expect(historyPhrase({ kind: 'new', runs: 3, failed: 0 }, undefined)).toBe(
      'new: passed the last 3 runs in the history',
    );
    expect(shortDate('2026-11-28T23:59:59Z', 2026)).toBe('Nov 28');
    expect(shortDate('2025-12-31T10:00:00Z', 2026)).toBe('Dec 31, 2025');
    expect(shortDate('not a time', 2026)).toBeUndefined();
  });

  test("the commit's page, from the run's page of the same repository (GitHub Enterprise Server too)", () => {
    const sha = 'C0FFEE00'.repeat(5);
    expect(commitUrl('https://github.com/acme/data/actions/runs/42', sha)).toBe(
      `https://github.com/acme/data/commit/${sha.toLowerCase()}`,
    );
    expect(commitUrl('https://ghe.example.com/git/acme/data/actions/runs/42/attempts/2', sha)).toBe(
      `https://ghe.example.com/git/acme/data/commit/${sha.toLowerCase()}`,
    );
    expect(commitUrl(undefined, sha)).toBeUndefined();
    expect(commitUrl('https://github.com/acme/data/actions/runs/42', 'not-a-sha')).toBeUndefined();
  });

  test('the headline counts each kind: new and first seen together, the earliest day a streak began', () => {
    const notes: HistoryNote[] = [
      { kind: 'new', runs: 5, failed: 0 },
      { kind: 'failing-since', runs: 5, failed: 2, streak: 2, since: entry(4228) },
      { kind: 'failing-since', runs: 5, failed: 4, streak: 4, since: entry(4226) },
      { kind: 'flaky', runs: 5, failed: 2 },
    ];
    expect(historyHeadline(tallyNotes(notes), main, 2026).join(' · ')).toBe(
      '1 new failure · 2 failing on main since Nov 26 · 1 flaky',
    );
    expect(
      historyHeadline(tallyNotes([{ kind: 'first-seen', runs: 5, failed: 0 }, notes[0]!]), main, 2026),
    ).toEqual(['2 new failures']);
  });
});

describe('the history output', () => {
  test('each failure in its list, with its test named as the summary names it', () => {
    const history = historyOf({ a: 'PP', b: 'PF', c: 'FP' });
    const run = finishRun(runOf({ a: 'FAILED', b: 'FAILED', c: 'ERROR', d: 'FAILED', e: 'SUCCEEDED' }), {
      history: { file: 'h.json', history },
    });
    expect(JSON.parse(historyOutput(run, undefined).value)).toEqual({
      runs: 2,
      new: ['model orders · a'],
      firstSeen: ['model orders · d'],
      failingSince: [
        {
          test: 'model orders · b',
          since: entry(4202).time,
          sha: entry(4202).sha,
          runUrl: entry(4202).url,
          runs: 1,
        },
      ],
      flaky: [{ test: 'model orders · c', rate: 0.5, failed: 1, runs: 2 }],
    });
  });

  test('bounded: 20,000 failures keep under 200 KB, each list cut to its share, and a note says so', () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `a_rather_long_test_name_number_${i}`);
    const history = historyOf(Object.fromEntries(names.map((name) => [name, 'PP'])));
    const run = finishRun(runOf(Object.fromEntries(names.map((name) => [name, 'FAILED']))), {
      history: { file: 'h.json', history },
    });
    const output = historyOutput(run, undefined);
    expect(byteLength(output.value)).toBeLessThanOrEqual(HISTORY_OUTPUT_MAX_BYTES);
    const value = JSON.parse(output.value) as { new: string[]; runs: number };
    expect(value.runs).toBe(2);
    expect(value.new.length).toBeGreaterThan(3500);
    expect(output.note).toBe(
      `the history output keeps under 200,000 bytes: it lists new ${formatCount(value.new.length)} of 20,000 (the job summary and the results file hold every failure)`,
    );
  });
});
