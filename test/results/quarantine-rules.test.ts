/**
 * Known failures applied to a run (CONTRACT "Known failures"): which results an entry matches,
 * when it is in force (through its until day, in UTC), what a quarantined failure counts as
 * (quarantined, and no other class, whatever the baseline says), what an expired entry leaves,
 * and what each entry matched. Every date is computed from today: the clock is the `today`
 * argument, never a date written here.
 */
import { describe, expect, test } from '@jest/globals';
import type { TestResult, TestStatus } from '../../src/service/types.js';
import type { QuarantineEntry, QuarantineFile } from '../../src/files/quarantine.js';
import type { CallOutcome, PlannedCall, RunResult, TestRun } from '../../src/results/model.js';
import { countResults, groupOf, groupResults } from '../../src/results/counts.js';
import { conclusionOf, failureLine } from '../../src/results/fail-on.js';
import { finishRun } from '../../src/results/finish.js';
import {
  claimedQuarantined,
  daysBetween,
  entriesAdded,
  expiredEntries,
  passingEntries,
  quarantineNote,
  unmatchedEntries,
  utcDay,
} from '../../src/results/known-failures.js';
import type { FailOn } from '../../src/inputs/settings.js';

const NOW = Date.now();
/** The UTC day `n` days from today (negative: before). */
const day = (n: number): string => utcDay(new Date(NOW + n * 86_400_000));
const TODAY = day(0);

const testsCall: PlannedCall = {
  id: 'tests',
  label: 'column, table and project tests',
  request: { fabricId: 1, projectId: 'retail', tests: [{ source: 'raw', table: 'customers' }] },
};
const modelCall: PlannedCall = {
  id: 'model:fct_revenue',
  label: 'model fct_revenue',
  request: { fabricId: 1, projectId: 'retail', modelName: 'fct_revenue', tests: [{}] },
};

function result(name: string, status: TestStatus, table = '', columnName = ''): RunResult {
  const r: TestResult = {
    name,
    status,
    table,
    columnName,
    index: 0,
    time: 0.1,
    cause: status === 'SUCCEEDED' ? '' : 'bad rows',
  };
  return r;
}

function ok(call: PlannedCall, results: RunResult[]): CallOutcome {
  return {
    call,
    ok: true,
    results,
    summary: { failed: 0, skip: 0, succeeded: 0, total: results.length, warning: 0 },
    runnerStdout: '',
    durationMs: 1,
  };
}

/** The retail run in small: two failing column tests, an erroring one, a project and a model test. */
function retailRun(): TestRun {
  const calls = [
    ok(testsCall, [
      result('not_null', 'FAILED', 'customers', 'email'),
      result('unique', 'FAILED', 'customers', 'email'),
      result('not_null', 'ERROR', 'orders', 'amount'),
      result('row_count_positive', 'SUCCEEDED', 'orders'),
      result('orders_have_customers', 'FAILED'),
    ]),
    ok(modelCall, [
      result('not_null', 'FAILED', 'fct_revenue', 'day'),
      result('unique', 'SUCCEEDED', 'fct_revenue', 'id'),
    ]),
  ];
  return {
    projectId: 'retail',
    fabricId: 1,
    calls,
    counts: countResults(calls),
    startedAt: '',
    finishedAt: '',
  };
}

let nextLine = 2;
function quarantine(...entries: Array<Partial<QuarantineEntry> & { test: string }>): QuarantineFile {
  return {
    path: 'quarantine.yml',
    entries: entries.map((e) => ({
      owner: '@acme/data',
      reason: 'DATA-1',
      until: day(30),
      line: nextLine++,
      ...e,
    })),
  };
}

/** The run finished with the file applied today, as test mode finishes it. */
const quarantined = (run: TestRun, file: QuarantineFile, added?: ReadonlySet<number>): TestRun =>
  finishRun(run, { quarantine: { file, today: TODAY, ...(added && { added }) } });

const results = (run: TestRun): RunResult[] => run.calls.flatMap((c) => (c.ok ? c.results : []));
/** `status name table.column` of each quarantined result. */
const quarantinedOf = (run: TestRun): string[] =>
  groupResults(run.calls).quarantined.map(
    ({ result: r }) => `${r.status} ${r.name} ${r.table}.${r.columnName}`,
  );

describe('which results an entry matches', () => {
  test.each([
    [
      'test alone: every result of that name, in any call',
      { test: 'not_null' },
      ['FAILED not_null customers.email', 'ERROR not_null orders.amount', 'FAILED not_null fct_revenue.day'],
    ],
    ['test and table', { test: 'not_null', table: 'customers' }, ['FAILED not_null customers.email']],
    ['test and column', { test: 'not_null', column: 'amount' }, ['ERROR not_null orders.amount']],
    [
      'test and model: the model call only',
      { test: 'not_null', model: 'fct_revenue' },
      ['FAILED not_null fct_revenue.day'],
    ],
    ['a project test: its name', { test: 'orders_have_customers' }, ['FAILED orders_have_customers .']],
    ['every field given must match', { test: 'not_null', table: 'customers', column: 'amount' }, []],
    ['a model given matches no test outside that model', { test: 'unique', model: 'fct_revenue' }, []],
    ['names are compared exactly', { test: 'Not_Null' }, []],
  ])('%s', (_name, entry, expected) => {
    let run = retailRun();
    run = quarantined(run, quarantine(entry));
    expect(quarantinedOf(run)).toEqual(expected);
  });

  test('a passing result is matched but never marked', () => {
    let run = retailRun();
    run = quarantined(run, quarantine({ test: 'unique' }));
    const [entry] = run.quarantine!.entries;
    expect(entry).toMatchObject({ matched: 2, passed: 1, quarantined: 1, expiredFailures: 0 });
    expect(
      results(run)
        .filter((r) => r.quarantine)
        .map((r) => `${r.name} ${r.status}`),
    ).toEqual(['unique FAILED']);
  });
});

describe('in force through the until day, in UTC', () => {
  test.each([
    ['until today: its last day', 0, false],
    ['until tomorrow', 1, false],
    ['until a year from now', 365, false],
    ['until yesterday: expired', -1, true],
    ['until a month ago', -30, true],
  ])('%s', (_name, offset, expired) => {
    let run = retailRun();
    run = quarantined(run, quarantine({ test: 'unique', table: 'customers', until: day(offset) }));
    const marked = results(run).find((r) => r.quarantine)!;
    expect(marked.quarantine).toEqual({
      file: 'quarantine.yml',
      line: run.quarantine!.entries[0]!.line,
      owner: '@acme/data',
      reason: 'DATA-1',
      until: day(offset),
      expired,
    });
    expect(groupOf(marked)).toBe(expired ? 'new' : 'quarantined');
    expect(run.counts.quarantined).toBe(expired ? 0 : 1);
    expect(run.counts.newFailed).toBe(expired ? 4 : 3);
  });

  test('the day is the UTC day: late evening west of Greenwich is already tomorrow', () => {
    const instant = new Date(NOW);
    expect(utcDay(instant)).toBe(instant.toISOString().slice(0, 10));
    // 23:30 at UTC-5 is 04:30 the next day in UTC.
    const evening = new Date(`${day(0)}T23:30:00-05:00`);
    expect(utcDay(evening)).toBe(day(1));
  });

  test('days left count from the day checked to the until day', () => {
    expect(daysBetween(TODAY, day(36))).toBe(36);
    expect(daysBetween(TODAY, TODAY)).toBe(0);
    expect(daysBetween(TODAY, day(-2))).toBe(-2);
    // Whole calendar days, a leap day included (plain arithmetic: no day here depends on today).
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2030-12-31', '2031-01-01')).toBe(1);
  });
});

describe('a quarantined failure counts in quarantined and no other class', () => {
  test('whatever the baseline says: new and pre-existing failures alike', () => {
    let run = retailRun();
    const [email, unique, amount] = results(run);
    email!.classification = 'new';
    unique!.classification = 'pre-existing';
    amount!.classification = 'pre-existing';
    run.baseline = { branch: 'main', gone: [], goneCount: 0 };
    run = quarantined(
      run,
      quarantine({ test: 'not_null', table: 'customers' }, { test: 'unique', table: 'customers' }),
    );
    expect(run.counts).toMatchObject({
      failed: 4,
      errored: 1,
      newFailed: 2, // orders_have_customers and the model's not_null: unclassified, so new
      newErrored: 0,
      preExisting: 1, // orders.amount
      quarantined: 2,
      quarantinedFailed: 2,
      quarantinedErrored: 0,
    });
    // The baseline's word stays on the result (the results file keeps it), but quarantine wins.
    const quarantinedUnique = results(run)[1]!;
    expect(quarantinedUnique.name).toBe(unique!.name);
    expect(quarantinedUnique.classification).toBe('pre-existing');
    expect(groupOf(quarantinedUnique)).toBe('quarantined');
  });

  test('an ERROR result too', () => {
    let run = retailRun();
    run = quarantined(run, quarantine({ test: 'not_null', table: 'orders' }));
    expect(run.counts).toMatchObject({ errored: 1, newErrored: 0, quarantined: 1, quarantinedErrored: 1 });
  });

  test('a flaky test that still fails, quarantined, is not flaky', () => {
    let run = retailRun();
    const unique = results(run)[1]!;
    unique.attempts = [
      { status: 'ERROR', cause: 'warehouse starting', time: 1 },
      { status: 'FAILED', cause: 'bad rows', time: 1 },
    ];
    expect(countResults(run.calls).flaky).toBe(1);
    run = quarantined(run, quarantine({ test: 'unique', table: 'customers' }));
    expect(run.counts.flaky).toBe(0);
    expect(groupResults(run.calls).flaky).toEqual([]);
  });

  const on = (...kinds: FailOn[]): ReadonlySet<FailOn> => new Set(kinds);
  /** Every failure of the run quarantined: one FAILED, one ERROR. */
  function allQuarantined(): TestRun {
    const calls = [
      ok(testsCall, [
        result('unique', 'FAILED', 'customers', 'email'),
        result('not_null', 'ERROR', 'orders', 'amount'),
        result('row_count_positive', 'SUCCEEDED', 'orders'),
      ]),
    ];
    const run: TestRun = {
      projectId: 'retail',
      fabricId: 1,
      calls,
      counts: countResults(calls),
      startedAt: '',
      finishedAt: '',
    };
    return quarantined(run, quarantine({ test: 'unique' }, { test: 'not_null' }));
  }

  test.each([
    ['the default (failed,error)', on('failed', 'error'), 'success'],
    ['new failures (new-failed,new-error)', on('new-failed', 'new-error'), 'success'],
    ['flaky and warning', on('flaky', 'warning'), 'success'],
    ['quarantined', on('quarantined'), 'failure'],
    ['failed and quarantined', on('failed', 'quarantined'), 'failure'],
  ])('fail-on %s: %s', (_name, failOn, expected) => {
    const run = allQuarantined();
    expect(conclusionOf(run.counts, run.calls, failOn)).toBe(expected);
  });

  test('the failure line of fail-on quarantined names them', () => {
    const run = allQuarantined();
    expect(failureLine(run.counts, run.calls, on('failed', 'error', 'quarantined'))).toBe(
      'Data tests failed: 2 quarantined of 3 tests (see the job summary)',
    );
  });

  test('failures the quarantine does not cover still fail the step, and only they are named', () => {
    let run = retailRun();
    run = quarantined(
      run,
      quarantine({ test: 'unique', table: 'customers' }, { test: 'not_null', table: 'orders' }),
    );
    expect(failureLine(run.counts, run.calls, on('failed', 'error'))).toBe(
      'Data tests failed: 3 failed of 7 tests (see the job summary)',
    );
  });
});

describe('an expired entry', () => {
  test('leaves its failures as they were without it, marked expired, with owner and reason', () => {
    let run = retailRun();
    results(run)[1]!.classification = 'pre-existing';
    run.baseline = { branch: 'main', gone: [], goneCount: 0 };
    run = quarantined(
      run,
      quarantine({
        test: 'unique',
        table: 'customers',
        owner: '@acme/crm',
        reason: 'DATA-412',
        until: day(-3),
      }),
    );
    const unique = results(run)[1]!;
    expect(groupOf(unique)).toBe('pre-existing');
    expect(run.counts).toMatchObject({ preExisting: 1, quarantined: 0 });
    expect(quarantineNote(unique.quarantine!)).toBe(
      `quarantine expired on ${day(-3)} (quarantine.yml:${unique.quarantine!.line}), owner @acme/crm: DATA-412`,
    );
    expect(expiredEntries(run.quarantine!).map((e) => e.expiredFailures)).toEqual([1]);
  });

  test('an entry in force covers a failure before an expired one listed first', () => {
    let run = retailRun();
    const file = quarantine(
      { test: 'unique', until: day(-1) },
      { test: 'unique', table: 'customers', until: day(5) },
    );
    run = quarantined(run, file);
    const unique = results(run)[1]!;
    expect(unique.quarantine).toMatchObject({ line: file.entries[1]!.line, expired: false });
    expect(run.quarantine!.entries.map((e) => [e.matched, e.quarantined, e.expiredFailures])).toEqual([
      [2, 0, 0],
      [1, 1, 0],
    ]);
  });

  test('of two entries in force, the first in the file covers the failure', () => {
    let run = retailRun();
    const file = quarantine({ test: 'unique', table: 'customers' }, { test: 'unique' });
    run = quarantined(run, file);
    expect(results(run)[1]!.quarantine!.line).toBe(file.entries[0]!.line);
  });
});

describe('what each entry matched', () => {
  test('passing entries can be removed; unmatched ones are listed; neither is an error', () => {
    let run = retailRun();
    const file = quarantine(
      { test: 'row_count_positive', table: 'orders' }, // passes: can be removed
      { test: 'unique' }, // one failure, one pass: still needed
      { test: 'accepted_values', table: 'orders' }, // matched nothing
      { test: 'unique', model: 'fct_revenue', until: day(-10) }, // expired, and passes
    );
    run = quarantined(run, file);
    const q = run.quarantine!;
    expect(q.file).toBe('quarantine.yml');
    expect(q.checkedOn).toBe(TODAY);
    expect(
      q.entries.map((e) => [e.test, e.expired, e.matched, e.passed, e.quarantined, e.expiredFailures]),
    ).toEqual([
      ['row_count_positive', false, 1, 1, 0, 0],
      ['unique', false, 2, 1, 1, 0],
      ['accepted_values', false, 0, 0, 0, 0],
      ['unique', true, 1, 1, 0, 0],
    ]);
    expect(passingEntries(q).map((e) => e.line)).toEqual([file.entries[0]!.line, file.entries[3]!.line]);
    expect(unmatchedEntries(q).map((e) => e.line)).toEqual([file.entries[2]!.line]);
    expect(expiredEntries(q)).toEqual([]);
  });

  test('applying again replaces the marks (report mode with a file of its own)', () => {
    let run = retailRun();
    run = quarantined(run, quarantine({ test: 'unique' }));
    run = quarantined(run, quarantine({ test: 'orders_have_customers' }));
    expect(quarantinedOf(run)).toEqual(['FAILED orders_have_customers .']);
    expect(run.counts.quarantined).toBe(1);
  });

  test('a call that failed as a request matches nothing', () => {
    let run = retailRun();
    run.calls.push({ call: testsCall, ok: false, error: 'Run data tests failed: HTTP 500', durationMs: 1 });
    run = quarantined(run, quarantine({ test: 'unique' }));
    expect(run.quarantine!.entries[0]!.matched).toBe(2);
  });

  test('clearing a run (report mode: marks in a results file are not trusted) counts its failures again', () => {
    let run = retailRun();
    run = quarantined(run, quarantine({ test: 'unique' }, { test: 'orders_have_customers', until: day(-1) }));
    expect(run.counts.quarantined).toBe(1);
    // In force: one claimed; expired marks claimed nothing, and go too.
    expect(claimedQuarantined([run])).toBe(1);
    run = finishRun(run, { dropQuarantineMarks: true });
    expect(run.quarantine).toBeUndefined();
    expect(run.calls.flatMap((c) => (c.ok ? c.results : [])).filter((r) => r.quarantine)).toEqual([]);
    expect(run.counts).toEqual(countResults(retailRun().calls, undefined));
    expect(claimedQuarantined([run])).toBe(0);
  });
});

describe("entries a pull request adds: those the base branch's file does not hold", () => {
  type Fields = Partial<QuarantineEntry> & { test: string };
  /** Whether the base holds the entry: it is not among the lines added. */
  const holds = (base: Fields[] | undefined, entry: Fields): boolean => {
    const file = quarantine(entry);
    return !entriesAdded(file, base && quarantine(...base)).has(file.entries[0]!.line);
  };

  test.each<[string, Fields[], Fields]>([
    ['the same entry', [{ test: 'unique', table: 'customers' }], { test: 'unique', table: 'customers' }],
    [
      'another owner and reason',
      [{ test: 'unique', owner: '@a', reason: 'r' }],
      { test: 'unique', owner: '@b', reason: 's' },
    ],
    ['an until that ends sooner', [{ test: 'unique', until: day(30) }], { test: 'unique', until: day(10) }],
    [
      'a narrower entry: the base quarantines more',
      [{ test: 'unique' }],
      { test: 'unique', table: 'customers', model: 'm' },
    ],
    [
      'a base entry among others, the longest of two broader ones',
      [
        { test: 'unique', until: day(5) },
        { test: 'not_null' },
        { test: 'unique', column: 'email', until: day(40) },
      ],
      { test: 'unique', table: 'customers', column: 'email', until: day(40) },
    ],
    [
      'an entry long expired in both',
      [{ test: 'unique', until: day(-40) }],
      { test: 'unique', until: day(-40) },
    ],
  ])('held: %s', (_name, base, entry) => {
    expect(holds(base, entry)).toBe(true);
  });

  test.each<[string, Fields[] | undefined, Fields]>([
    ['no file at the base', undefined, { test: 'unique' }],
    ['an empty file at the base', [], { test: 'unique' }],
    ['another test', [{ test: 'not_null' }], { test: 'unique' }],
    [
      'a broader entry: it quarantines more than the base',
      [{ test: 'unique', table: 'customers' }],
      { test: 'unique' },
    ],
    ['another table', [{ test: 'unique', table: 'orders' }], { test: 'unique', table: 'customers' }],
    [
      'a later until: a longer quarantine',
      [{ test: 'unique', until: day(10) }],
      { test: 'unique', until: day(11) },
    ],
    ['an expired entry moved on', [{ test: 'unique', until: day(-1) }], { test: 'unique', until: day(30) }],
    [
      'a field of the base the entry leaves out',
      [{ test: 'unique', model: 'fct_revenue' }],
      { test: 'unique' },
    ],
  ])('added: %s', (_name, base, entry) => {
    expect(holds(base, entry)).toBe(false);
  });

  test('marks the entry and what it quarantines; the others are not marked', () => {
    let run = retailRun();
    const file = quarantine({ test: 'unique' }, { test: 'orders_have_customers' });
    const added = entriesAdded(file, quarantine({ test: 'orders_have_customers' }));
    expect([...added]).toEqual([file.entries[0]!.line]);
    run = quarantined(run, file, added);
    expect(run.quarantine!.entries.map((e) => [e.test, e.addedByPullRequest])).toEqual([
      ['unique', true],
      ['orders_have_customers', undefined],
    ]);
    const marks = results(run).flatMap((r) =>
      r.quarantine ? [[r.name, r.quarantine.addedByPullRequest]] : [],
    );
    expect(marks).toEqual([
      ['unique', true],
      ['orders_have_customers', undefined],
    ]);
    expect(quarantineNote(results(run).find((r) => r.name === 'unique')!.quarantine!)).toBe(
      `quarantined until ${day(30)} (quarantine.yml:${file.entries[0]!.line}, added by this pull request), owner @acme/data: DATA-1`,
    );
  });
});
