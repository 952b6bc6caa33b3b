/**
 * Finishing a run (results/finish.ts): every step takes a run and gives a new one. The run given,
 * frozen here, is never changed (a step assigning to it throws); a result no step changes is the
 * same object in the finished run, so a large run is not copied for nothing.
 */
import { describe, expect, test } from '@jest/globals';
import type { TestStatus } from '../../src/service/types.js';
import type { QuarantineFile } from '../../src/files/quarantine.js';
import type { Attempt, CallOutcome, PlannedCall, RunResult, UnfinishedRun } from '../../src/results/model.js';
import { finishRun } from '../../src/results/finish.js';
import { countResults } from '../../src/results/counts.js';
import { utcDay } from '../../src/results/known-failures.js';
import { countsWithoutBaseline } from '../helpers/counts.js';
import { deepFreeze } from '../helpers/freeze.js';

const TODAY = utcDay(new Date());

const call: PlannedCall = { id: 'tests', label: 'tests', request: { fabricId: 1, projectId: 'p' } };

function result(name: string, status: TestStatus, more: Partial<RunResult> = {}): RunResult {
  return { name, status, table: 't', columnName: '', index: 0, time: 0.1, cause: '', ...more };
}

function ok(results: RunResult[]): CallOutcome {
  return {
    call,
    ok: true,
    results,
    summary: { failed: 0, skip: 0, succeeded: 0, total: results.length, warning: 0 },
    runnerStdout: '',
    durationMs: 1,
  };
}

const MARK = {
  file: 'old.yml',
  line: 1,
  owner: '@a',
  reason: 'claimed',
  until: '2999-01-01',
  expired: false,
};

/** A run as a results file could hold it: a claimed quarantine mark, a classification of its own. */
function answered(): UnfinishedRun {
  return {
    projectId: 'p',
    fabricId: 1,
    startedAt: '2026-11-20T12:00:00.000Z',
    finishedAt: '2026-11-20T12:00:01.000Z',
    calls: [
      ok([
        result('flaky', 'FAILED'),
        result('broken', 'FAILED', { quarantine: MARK }),
        result('known', 'FAILED'),
        result('steady', 'SUCCEEDED'),
      ]),
      ok([result('other', 'SUCCEEDED')]),
      { call, ok: false, error: 'HTTP 500', durationMs: 1 },
    ],
    quarantine: { file: 'old.yml', checkedOn: '2026-11-20', entries: [] },
  };
}

const quarantineFile: QuarantineFile = {
  path: 'quarantine.yml',
  entries: [{ test: 'known', owner: '@acme/data', reason: 'DATA-1', until: '2999-12-31', line: 3 }],
};

describe('finishRun', () => {
  test('every step at once: the run given is unchanged, the finished run says what each step did', () => {
    const run = deepFreeze(answered());
    const before = structuredClone(run);
    const [flaky] = (run.calls[0] as { results: RunResult[] }).results;
    const attempts: Attempt[] = [
      { status: 'FAILED', cause: '', time: 0.1 },
      { status: 'SUCCEEDED', cause: '', time: 0.2 },
    ];
    const reference = [ok([result('broken', 'FAILED'), result('steady', 'FAILED')])];

    const finished = finishRun(run, {
      rerunAttempts: new Map([[flaky!, attempts]]),
      dropQuarantineMarks: true,
      comparison: { source: { branch: 'main' }, calls: reference },
      quarantine: { file: quarantineFile, today: TODAY },
    });

    expect(run).toEqual(before);
    const brief = finished.calls.flatMap((c) =>
      c.ok
        ? c.results.map(
            (r) =>
              `${r.name} ${r.status} ${r.classification ?? '-'} ${r.quarantine?.file ?? '-'} ${r.attempts?.length ?? 0}`,
          )
        : [],
    );
    expect(brief).toEqual([
      'flaky SUCCEEDED passing - 2',
      'broken FAILED pre-existing - 0',
      'known FAILED new quarantine.yml 0',
      'steady SUCCEEDED fixed - 0',
      'other SUCCEEDED passing - 0',
    ]);
    expect(finished.baseline).toEqual({ branch: 'main', gone: [], goneCount: 0 });
    expect(finished.quarantine?.file).toBe('quarantine.yml');
    expect(finished.counts).toEqual(
      countsWithoutBaseline(
        { total: 5, succeeded: 3, failed: 2, errored: 0, skipped: 0, warnings: 0 },
        { newFailed: 0, preExisting: 1, fixed: 1, flaky: 1, quarantined: 1, quarantinedFailed: 1 },
      ),
    );
    // The call that failed as a request is the one given.
    expect(finished.calls[2]).toBe(run.calls[2]);
  });

  test('no step: the calls are the ones given, and the counts are counted once from them', () => {
    const run = deepFreeze(answered());
    const finished = finishRun(run);
    expect(finished.calls.map((c, i) => c === run.calls[i])).toEqual([true, true, true]);
    expect(finished.counts).toEqual(countResults(run.calls));
    expect(Object.keys(finished).slice(-2)).toEqual(['counts', 'calls']);
  });

  test('a step keeps what it does not change: only the changed results and their calls are new', () => {
    const run = deepFreeze(answered());
    const finished = finishRun(run, { quarantine: { file: quarantineFile, today: TODAY } });
    const [first, second] = finished.calls as Array<{ results: RunResult[] }>;
    const [given] = run.calls as Array<{ results: RunResult[] }>;
    // The first call's "broken" loses its claimed mark and "known" is marked: new; the rest are the same.
    expect(first!.results.map((r, i) => r === given!.results[i])).toEqual([true, false, false, true]);
    expect(second).toBe(run.calls[1]);
  });

  test('an unavailable comparison drops the classifications the results carried', () => {
    const run = deepFreeze({
      ...answered(),
      calls: [ok([result('a', 'FAILED', { classification: 'pre-existing' }), result('b', 'SUCCEEDED')])],
    });
    const finished = finishRun(run, {
      comparison: { source: { files: [] }, unavailable: 'no file matched' },
    });
    const [outcome] = finished.calls as Array<{ results: RunResult[] }>;
    expect(outcome!.results.map((r) => 'classification' in r)).toEqual([false, false]);
    expect(finished.baseline).toEqual({ files: [], unavailable: 'no file matched', gone: [], goneCount: 0 });
    expect(finished.counts.newFailed).toBe(1);
  });
});
