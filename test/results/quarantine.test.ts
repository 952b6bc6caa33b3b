/**
 * What every report says of known failures (CONTRACT "Known failures"), over the retail fixture
 * run with a quarantine file whose days are computed from today: the job summary's "Quarantined"
 * section (test, owner, reason, until, days left), the entries to update and those that matched
 * nothing (folded), the expired entry named with its date, owner and reason wherever its failure
 * is; warning-level annotations; the check run's title and text; the pull-request comment; JUnit
 * (still a failure, the entry in system-out) and the results file, each checked as its readers
 * read it.
 */
import { describe, expect, test } from '@jest/globals';
import type { FailOn } from '../../src/inputs/settings.js';
import type { QuarantineEntry, QuarantineFile } from '../../src/files/quarantine.js';
import type { RunResult, TestRun } from '../../src/results/model.js';
import { utcDay } from '../../src/results/known-failures.js';
import { finishRun } from '../../src/results/finish.js';
import { conclusionOf } from '../../src/results/fail-on.js';
import { renderTestSummary } from '../../src/results/summary.js';
import { renderTestComment } from '../../src/results/comment.js';
import { runView } from '../../src/results/lines.js';
import { buildAnnotations, checkTitle, failingTestsText } from '../../src/results/annotations.js';
import { renderJUnit } from '../../src/results/junit.js';
import { toResultsFile } from '../../src/results/results-file.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import type { SourcesIndex } from '../../src/files/sources.js';
import { childrenNamed, parseXml, textOf as xmlText } from '../helpers/xml.js';
import { junitProblems } from '../helpers/junit-check.js';
import { resultsFileProblems } from '../helpers/results-schema.js';
import { ROOT, comparedRun, loadRun } from './fixture-files.js';
import { markdownProblems } from './markdown-checks.js';
import { headings, named, renderTree, tables, textOf } from './rendered.js';

const NOW = Date.now();
const day = (n: number): string => utcDay(new Date(NOW + n * 86_400_000));
const TODAY = day(0);
const DEFAULT_FAIL_ON: ReadonlySet<FailOn> = new Set(['failed', 'error']);
/** What the escaping puts after an @ so that an owner is shown but not mentioned. */
const ZWSP = '\u200b';

const ENTRY_DEFAULTS = { owner: '@acme/data', reason: 'DATA-1', until: day(30) };

/**
 * The four kinds of entry: one in force over a failing test (line 2), one expired over an erroring
 * one (line 9), one whose tests all pass (line 15), one that matches nothing (line 20).
 */
function quarantineFile(): QuarantineFile {
  const entries: QuarantineEntry[] = [
    {
      test: 'unique',
      table: 'customers',
      column: 'email',
      owner: '@acme/crm-data',
      reason: 'CRM export duplicates merged accounts, DATA-412',
      until: day(36),
      line: 2,
    },
    {
      test: 'orders_have_customers',
      owner: '@acme/finance',
      reason: 'late orders, FIN-7',
      until: day(-1),
      line: 9,
    },
    { test: 'not_null', table: 'customers', ...ENTRY_DEFAULTS, line: 15 },
    { test: 'accepted_values', table: 'orders', ...ENTRY_DEFAULTS, line: 20 },
  ];
  return { path: 'quarantine.yml', entries };
}

/** The run finished with the file applied today, as test mode finishes it. */
function quarantinedRun(base: TestRun = loadRun('retail-failing'), file = quarantineFile()): TestRun {
  return finishRun(base, { quarantine: { file, today: TODAY } });
}

const results = (run: TestRun): RunResult[] => run.calls.flatMap((c) => (c.ok ? c.results : []));

async function retailSources(): Promise<SourcesIndex> {
  return (await loadSourcesIndex({
    sourcesFile: 'examples/retail/platform-sources/sources.yml',
    workspace: ROOT,
  }))!;
}

function summary(run: TestRun, failOn = DEFAULT_FAIL_ON, sources?: SourcesIndex): string {
  return renderTestSummary(run, {
    conclusion: conclusionOf(run.counts, run.calls, failOn),
    failOn,
    ...(sources && { sources }),
  });
}

const EXPIRED_NOTE = `Quarantine expired on ${day(-1)} (quarantine.yml:9), owner @${ZWSP}acme/finance: late orders, FIN-7.`;

describe('the job summary', () => {
  test('a Quarantined section: test, owner, reason, until, days left', () => {
    const md = summary(quarantinedRun());
    expect(markdownProblems(md)).toEqual([]);
    const tree = renderTree(md);
    // The quarantined failure counts in no class of the default fail-on; the rest still fail.
    expect(textOf(headings(tree)[0]!)).toBe('❌ Data tests: 1 failed, 1 error');
    const section = named(tree, 'details').find((d) => textOf(d).startsWith('Quarantined'))!;
    expect(textOf(named(section, 'summary')[0]!)).toBe(
      'Quarantined (1): known failures, each with an owner and a last day (quarantine.yml)',
    );
    expect(tables(section)).toEqual([
      {
        header: ['Test', 'Owner', 'Reason', 'Until', 'Days left'],
        rows: [
          [
            'raw.customers.email · unique · FAILED',
            `@${ZWSP}acme/crm-data`,
            'CRM export duplicates merged accounts, DATA-412',
            day(36),
            '36',
          ],
        ],
      },
    ]);
  });

  test('an expired entry: its failure is listed as failing, with the date, owner and reason', () => {
    const tree = renderTree(summary(quarantinedRun()));
    const items = named(tree, 'li').map(textOf);
    expect(items.slice(0, 2)).toEqual([
      `project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist${EXPIRED_NOTE}`,
      'model fct_revenue.revenue · revenue_not_negative · FAILEDGot 2 results, configured to fail if != 0',
    ]);
  });

  test('the entries to update are not folded; those that matched nothing are', () => {
    const md = summary(quarantinedRun());
    const tree = renderTree(md);
    const paragraph = named(tree, 'p').find((p) => textOf(p).startsWith('Quarantine entries to update'))!;
    expect(textOf(paragraph)).toBe('Quarantine entries to update in quarantine.yml:');
    expect(named(tree, 'li').map(textOf)).toEqual(
      expect.arrayContaining([
        `line 9 (test orders_have_customers): expired on ${day(-1)}, so its 1 failure counts again; owner @${ZWSP}acme/finance: late orders, FIN-7`,
        'line 15 (test not_null, table customers): its tests all pass, it can be removed from the file',
      ]),
    );
    // Not inside any <details>.
    for (const details of named(tree, 'details'))
      expect(textOf(details)).not.toContain('line 15 (test not_null');
    const unmatched = named(tree, 'details').find((d) =>
      textOf(d).startsWith('Quarantine entries that matched'),
    )!;
    expect(textOf(named(unmatched, 'summary')[0]!)).toBe(
      'Quarantine entries that matched no test of this run (1)',
    );
    expect(named(unmatched, 'li').map(textOf)).toEqual([
      `line 20 (test accepted_values, table orders) · owner @${ZWSP}acme/data · until ${day(30)}`,
    ]);
  });

  test('quarantined after the flaky tests, before the counts', () => {
    const run = quarantinedRun(comparedRun());
    const summaries = named(renderTree(summary(run)), 'summary').map(textOf);
    const at = (start: string) => summaries.findIndex((s) => s.startsWith(start));
    expect(at('Flaky')).toBeGreaterThan(-1);
    expect(at('Quarantined')).toBeGreaterThan(at('Flaky'));
    expect(at('Counts')).toBeGreaterThan(at('Quarantined'));
  });

  test('every failure quarantined: the step passes and the headline says so', () => {
    const run = quarantinedRun(loadRun('retail-failing'), {
      path: 'quarantine.yml',
      entries: ['unique', 'orders_have_customers', 'revenue_not_negative'].map((test, i) => ({
        test,
        ...ENTRY_DEFAULTS,
        line: 2 + 5 * i,
      })),
    });
    expect(conclusionOf(run.counts, run.calls, DEFAULT_FAIL_ON)).toBe('success');
    expect(textOf(headings(renderTree(summary(run)))[0]!)).toBe('✅ Data tests: 11 passed, 3 quarantined');
    // …and fail-on quarantined makes them fail it.
    const failOn: ReadonlySet<FailOn> = new Set(['quarantined']);
    expect(textOf(headings(renderTree(summary(run, failOn)))[0]!)).toBe('❌ Data tests: 3 quarantined');
  });

  test('with a baseline, the comparison counts quarantined failures apart', () => {
    const run = quarantinedRun(comparedRun());
    const md = summary(run, new Set(['new-failed', 'new-error']));
    // unique (pre-existing) is quarantined; orders_have_customers' entry expired: new, as without it.
    expect(md).toContain('**1 new failure, 1 already failing on main, 1 quarantined, 1 fixed.**');
  });
});

describe('annotations and the check run', () => {
  test('a quarantined failure is a warning naming the entry; an expired one fails as before and says so', async () => {
    const run = quarantinedRun();
    const annotations = buildAnnotations(run, await retailSources());
    expect(
      annotations.map((a) => [a.level, a.title, a.message.split('\n')[0], a.file ?? '', a.line ?? 0]),
    ).toEqual([
      [
        'failure',
        `ERROR project test orders_have_customers (quarantine expired on ${day(-1)})`,
        `Quarantine expired on ${day(-1)} (quarantine.yml:9), owner @acme/finance: late orders, FIN-7.`,
        '',
        0,
      ],
      [
        'failure',
        'FAILED revenue_not_negative on model fct_revenue.revenue',
        'Got 2 results, configured to fail if != 0',
        '',
        0,
      ],
      [
        'warning',
        `FAILED unique on raw.customers.email (quarantined until ${day(36)})`,
        `Quarantined until ${day(36)} (quarantine.yml:2), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412.`,
        'examples/retail/platform-sources/sources.yml',
        16,
      ],
    ]);
    // The cause follows the entry.
    expect(annotations[2]!.message.split('\n')[1]).toBe('Got 3 results, configured to fail if != 0');
  });

  test('the title and text of the check run name the quarantined failures', () => {
    const run = quarantinedRun();
    expect(checkTitle(run)).toBe('2 failed, 1 error, 11 passed of 14 tests; 1 quarantined');
    const text = failingTestsText(buildAnnotations(run, undefined), (s) => s)!;
    expect(text).toContain('### Failing tests (2)');
    expect(text).toContain(
      `### Quarantined: known failures (1)\n\n- **FAILED unique on raw.customers.email (quarantined until ${day(36)})**: Quarantined until`,
    );
    expect(text).not.toContain('### Warnings');
  });
});

describe('the pull-request comment', () => {
  test('lists the quarantined failures with owner, until and days left, and what can be removed', () => {
    const run = quarantinedRun();
    const md = renderTestComment(runView(run), {
      conclusion: conclusionOf(run.counts, run.calls, DEFAULT_FAIL_ON),
      failOn: DEFAULT_FAIL_ON,
      title: 'Data tests',
      maxBytes: 60_000,
    });
    expect(markdownProblems(md)).toEqual([]);
    const tree = renderTree(md);
    expect(named(tree, 'p').map(textOf)).toContain('Quarantined (quarantine.yml):');
    expect(named(tree, 'li').map(textOf)).toEqual([
      `project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist${EXPIRED_NOTE}`,
      'model fct_revenue.revenue · revenue_not_negative · FAILEDGot 2 results, configured to fail if != 0',
      `raw.customers.email · unique · owner @${ZWSP}acme/crm-data · until ${day(36)}, 36 days left · CRM export duplicates merged accounts, DATA-412`,
      '1 entry has only passing tests: it can be removed from the file',
    ]);
  });
});

describe('files', () => {
  test('JUnit: still a failure, the entry in its system-out; valid for its readers', async () => {
    const xml = renderJUnit(quarantinedRun());
    expect(await junitProblems(xml)).toEqual([]);
    const cases = childrenNamed(parseXml(xml), 'testsuite').flatMap((s) => childrenNamed(s, 'testcase'));
    const unique = cases.find((c) => c.attributes.name === 'email.unique')!;
    expect(childrenNamed(unique, 'failure')).toHaveLength(1);
    expect(xmlText(childrenNamed(unique, 'system-out')[0]!)).toBe(
      `quarantined until ${day(36)} (quarantine.yml:2), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412`,
    );
    const expired = cases.find((c) => c.attributes.name === 'orders_have_customers')!;
    expect(childrenNamed(expired, 'error')).toHaveLength(1);
    expect(xmlText(childrenNamed(expired, 'system-out')[0]!)).toBe(
      `quarantine expired on ${day(-1)} (quarantine.yml:9), owner @acme/finance: late orders, FIN-7`,
    );
  });

  test('JUnit: a re-run test that stays quarantined lists its attempts and the entry in one system-out', async () => {
    const run = loadRun('retail-failing');
    const unique = results(run).find((r) => r.name === 'unique')!;
    unique.attempts = [
      { status: 'ERROR', cause: 'warehouse starting', time: 1 },
      { status: 'FAILED', cause: unique.cause, time: unique.time },
    ];
    const xml = renderJUnit(quarantinedRun(run));
    expect(await junitProblems(xml)).toEqual([]);
    const testcase = childrenNamed(parseXml(xml), 'testsuite')
      .flatMap((s) => childrenNamed(s, 'testcase'))
      .find((c) => c.attributes.name === 'email.unique')!;
    const out = childrenNamed(testcase, 'system-out');
    expect(out).toHaveLength(1);
    expect(xmlText(out[0]!).split('\n')).toEqual([
      'attempt 1: ERROR (warehouse starting)',
      'attempt 2: FAILED (Got 3 results, configured to fail if != 0)',
      `quarantined until ${day(36)} (quarantine.yml:2), owner @acme/crm-data: CRM export duplicates merged accounts, DATA-412`,
    ]);
  });

  test('the results file: the marks, the entries and the counts, as the published schema documents them', () => {
    const run = quarantinedRun();
    const file = JSON.parse(JSON.stringify(toResultsFile([run], run))) as ReturnType<typeof toResultsFile>;
    expect(resultsFileProblems(file)).toEqual([]);
    expect(file.counts).toMatchObject({ quarantined: 1, quarantinedFailed: 1, quarantinedErrored: 0 });
    expect(file.quarantine).toEqual(run.quarantine);
    expect(
      file.quarantine!.entries.map((e) => [e.line, e.matched, e.passed, e.quarantined, e.expiredFailures]),
    ).toEqual([
      [2, 1, 0, 1, 0],
      [9, 1, 0, 0, 1],
      [15, 2, 2, 0, 0],
      [20, 0, 0, 0, 0],
    ]);
    const marked = file.runs[0]!.calls.flatMap((c) => (c.ok ? c.results : [])).filter((r) => r.quarantine);
    expect(marked.map((r) => [r.name, r.quarantine!.expired])).toEqual([
      ['unique', false],
      ['orders_have_customers', true],
    ]);
    // A mark the schema does not describe is refused (the schema is no rubber stamp).
    (marked[0]!.quarantine as unknown as Record<string, unknown>).expired = 'no';
    expect(resultsFileProblems(file)).toContain(
      '/runs/0/calls/0/results/1/quarantine/expired: must be boolean',
    );
  });
});
