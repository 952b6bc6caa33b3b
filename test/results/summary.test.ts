import { describe, expect, test } from '@jest/globals';
import type { TestResult, TestStatus } from '../../src/service/types.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import type { FailOn } from '../../src/inputs/settings.js';
import { countResults } from '../../src/results/counts.js';
import type { CallOutcome, TestRun } from '../../src/results/model.js';
import { conclusionOf } from '../../src/results/fail-on.js';
import { PASSING_SHOWN, renderTestSummary, slowest } from '../../src/results/summary.js';
import type { ResultEntry } from '../../src/results/counts.js';
import type { TestSummaryOptions } from '../../src/results/summary.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import { ROOT, RUN_FIXTURES, comparedRun, expectFixture, loadRun } from './fixture-files.js';
import { markdownProblems } from './markdown-checks.js';
import { headings, indexOf, named, renderTree, tables, textOf, textOutside } from './rendered.js';
import type { XmlElement } from './rendered.js';

const DEFAULT_FAIL_ON: ReadonlySet<FailOn> = new Set(['failed', 'error']);
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

function render(run: TestRun, opts: Partial<TestSummaryOptions> = {}): string {
  const failOn = opts.failOn ?? DEFAULT_FAIL_ON;
  return renderTestSummary(run, { conclusion: conclusionOf(run.counts, run.calls, failOn), failOn, ...opts });
}

const BLOB = 'https://github.com/acme/data-project/blob/c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const SOURCES_FILE = 'examples/retail/platform-sources/sources.yml';

async function retailSources() {
  return (await loadSourcesIndex({ sourcesFile: SOURCES_FILE, workspace: ROOT }))!;
}

describe('snapshots over the fixtures', () => {
  test.each(RUN_FIXTURES)('%s', (name) => {
    const opts =
      name === 'retail-failing' ? { checkRunUrl: 'https://github.com/acme/data-project/runs/123456' } : {};
    const md = render(loadRun(name), opts);
    expect(markdownProblems(md)).toEqual([]);
    renderTree(md); // the HTML nests, or this throws
    expectFixture(`${name}.summary.md`, md);
  });

  test('a title, fail-on none and warnings', () => {
    const run = loadRun('all-passing');
    const md = render(run, { title: 'Data tests (shard 2/3)', failOn: new Set<FailOn>() });
    expect(textOf(headings(renderTree(md))[0]!)).toBe('✅ Data tests (shard 2/3): all 2 passed');
    expect(md).toContain('The service reported 1 warning and 1 skipped.');
    expect(md).toContain('Outcomes that fail the step (`fail-on`): none.');
  });

  test('failures that fail-on tolerates still show, under a success', () => {
    const tree = renderTree(render(loadRun('retail-failing'), { failOn: new Set<FailOn>(['warning']) }));
    expect(textOf(headings(tree)[0]!)).toBe(
      '✅ Data tests: 2 failed, 1 error of 14 tests, allowed by fail-on (warning)',
    );
    expect(named(tree, 'li').map(textOf).slice(0, 3)).toEqual([
      'raw.customers.email · unique · FAILEDGot 3 results, configured to fail if != 0',
      'project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist',
      'model fct_revenue.revenue · revenue_not_negative · FAILEDGot 2 results, configured to fail if != 0',
    ]);
  });
});

describe('the first screen of a failed check', () => {
  test('the verdict heads it, the first failure comes before any table, linked to its line', async () => {
    const md = render(loadRun('retail-failing'), { sources: await retailSources(), blobUrl: BLOB });
    const tree = renderTree(md);
    expect(textOf(headings(tree)[0]!)).toBe('❌ Data tests: 2 failed, 1 error');
    const first = named(tree, 'li')[0]!;
    expect(textOf(first)).toMatch(/^raw\.customers\.email · unique · FAILED · sources\.yml:16Got 3 results/);
    expect(indexOf(tree, (e) => e === first)).toBeLessThan(indexOf(tree, (e) => e.name === 'table'));
    expect(named(first, 'a').map((a) => a.attributes.href)).toEqual([`${BLOB}/${SOURCES_FILE}#L16`]);
    // Model tests are declared with the model: no line to link.
    const model = named(tree, 'li').find((li) => textOf(li).startsWith('model fct_revenue'))!;
    expect(named(model, 'a')).toEqual([]);
  });

  test('without the repository or commit the line is named, as code', async () => {
    const tree = renderTree(render(loadRun('retail-failing'), { sources: await retailSources() }));
    const first = named(tree, 'li')[0]!;
    expect(named(first, 'code').map(textOf)).toEqual([`${SOURCES_FILE}:16`]);
    expect(named(first, 'a')).toEqual([]);
  });

  test('with a baseline: what is new leads, open; everything else is folded, in the contract’s order', () => {
    const md = render(comparedRun(), { failOn: new Set<FailOn>(['new-failed', 'new-error']) });
    const tree = renderTree(md);
    expect(textOf(headings(tree)[0]!)).toBe('❌ Data tests: 1 new error');
    expect(headings(tree)).toHaveLength(1);
    expect(textOf(named(tree, 'strong')[0]!)).toBe('1 new failure, 2 already failing on main, 1 fixed.');
    // The only list outside <details>: the new failure.
    const open = tree.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === 'ul');
    expect(open.map((ul) => named(ul, 'li').map(textOf))).toEqual([
      [
        'project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist',
      ],
    ]);
    expect(named(tree, 'summary').map(textOf)).toEqual([
      'Already failing on main (2)',
      'Fixed: failing on main, passing here (1)',
      'Flaky (1): the status changed on a re-run',
      'Counts: 14 tests in 3 test-run calls, 4.25\u00a0s',
      'Passing tests (11), slowest first',
      'Runner output of column, table and project tests: 15 lines',
      'Runner output of model stg_orders: 4 lines',
      'Runner output of model fct_revenue: 3 lines',
    ]);
    expect(md).toContain('- project · revenue_reconciles · ERROR → SUCCEEDED');
  });

  test('a passing run: the verdict, then only folded sections; the passing tests are listed once', () => {
    const tree = renderTree(render(loadRun('all-passing')));
    expect(textOf(headings(tree)[0]!)).toBe('✅ Data tests: all 2 passed');
    expect(tree.children.filter((c) => typeof c !== 'string' && c.name === 'ul')).toEqual([]);
    const names = named(tree, 'summary').map(textOf);
    expect(names.filter((n) => n.startsWith('Passing tests'))).toHaveLength(1);
    expect(names.some((n) => /slowest tests/i.test(n))).toBe(false);
  });

  test('times keep their unit on the same line', () => {
    const md = render(loadRun('retail-failing'));
    expect(md).toContain('| column, table and project tests | 9 | 7 | 1 | 1 | 2.35\u00a0s |');
    expect(md).toContain('- raw.orders · row_count_positive · 0.540\u00a0s');
    expect(md).not.toMatch(/\d s\b/);
  });

  test('no table has an empty header cell or an empty column', () => {
    for (const name of RUN_FIXTURES) {
      for (const table of tables(renderTree(render(comparedOr(name))))) {
        expect(table.header.every((cell) => cell.trim() !== '')).toBe(true);
        table.header.forEach((_, i) => expect(table.rows.some((row) => row[i]!.trim() !== '')).toBe(true));
      }
    }
  });
});

function comparedOr(name: string): TestRun {
  return name === 'retail-failing' ? comparedRun() : loadRun(name);
}

describe('counts that say why they differ', () => {
  test("the service's own summary, when it reads otherwise", () => {
    const md = render(loadRun('retail-failing'));
    expect(md).toContain(
      "- column, table and project tests: the service's own summary reads total 9, succeeded 7, failed 2: it counts errors as failures.",
    );
    const run = loadRun('retail-failing');
    const call = run.calls[0] as { summary: { total: number; failed: number } };
    call.summary.total = 10;
    expect(render(run)).toContain(
      "- column, table and project tests: the service's own summary reads total 10, succeeded 7, failed 2, which differs from its results.",
    );
  });

  test('a re-run that changed the counts says what the first attempt had', () => {
    const md = render(comparedRun());
    expect(md).toContain(
      '- column, table and project tests: a re-run changed its counts: the first attempt had 6 passed, 1 failed, 2 errored; ' +
        "the service's own summary reads total 9, succeeded 7, failed 2, which differs from its results.",
    );
    expect(md).toContain('| column, table and project tests | 9 | 7 | 1 | 1 | 2.35\u00a0s |');
  });
});

describe('statuses the action does not know', () => {
  /** all-passing with these statuses over its results, in order (a run's counts follow them). */
  function withStatuses(...statuses: string[]): TestRun {
    const run = loadRun('all-passing');
    const results = run.calls.flatMap((c) => (c.ok ? c.results : []));
    statuses.forEach((status, i) => (results[i]!.status = status));
    return { ...run, counts: countResults(run.calls) };
  }

  const heading = (md: string) => textOf(headings(renderTree(md))[0]!);

  test('are neither passes nor failures: the headline names them', () => {
    expect(heading(render(withStatuses('SUCCEEDED', 'WARN')))).toBe(
      '✅ Data tests: 1 with another status (WARN) of 2 tests',
    );
    expect(heading(render(withStatuses('FAILED', 'WARN')))).toBe('❌ Data tests: 1 failed');
    expect(render(withStatuses('FAILED', 'WARN'))).toContain(
      '<details><summary>Another status (1): neither passed nor failed</summary>',
    );
  });

  test('a re-run that ended with one is not called a pass', () => {
    const run = withStatuses('SUCCEEDED', 'WARN');
    const result = run.calls.flatMap((c) => (c.ok ? c.results : []))[1]!;
    result.attempts = [
      { status: 'ERROR', cause: 'warehouse starting', time: 1 },
      { status: 'WARN', cause: '', time: 1 },
    ];
    const md = render({ ...run, counts: countResults(run.calls) });
    expect(heading(md)).toBe('✅ Data tests: 1 with another status (WARN) of 2 tests');
    expect(md).not.toContain('only on a re-run');
    expect(md).toContain('ERROR → WARN');
  });

  test('the headline names three of them at most, each escaped and cut short', () => {
    const run = loadRun('all-passing');
    const outcome = run.calls.find((c) => c.ok)!;
    if (!outcome.ok) throw new Error('no call');
    const template = outcome.results[0]!;
    outcome.results = ['A', 'B', 'A', 'C', '<D>', `E${'x'.repeat(100)}`].map((status) => ({
      ...template,
      status,
    }));
    expect(render({ ...run, counts: countResults(run.calls) })).toContain(
      '6 with another status (A, B, C, …) of',
    );
    outcome.results = outcome.results.slice(3, 6);
    const md = render({ ...run, counts: countResults(run.calls) });
    expect(md).toContain(`3 with another status (C, &lt;D&gt;, E${'x'.repeat(59)}… (41 more characters)) of`);
    // The lists escape them too: a status is text from the service.
    expect(md).toContain('- **model stg_orders.order_id · not_null_order_id** · &lt;D&gt;<br>');
  });
});

test('with the sources file, results whose request named no source show it', async () => {
  const sources = await retailSources();
  const run = loadRun('failed-calls');
  expect(render(run)).toContain('- **customers.email · unique** · FAILED<br>');
  expect(render(run, { sources })).toContain('- **raw.customers.email · unique** · FAILED · <code>');
});

describe('hostile strings from the service', () => {
  const md = render(loadRun('hostile'));
  const tree = renderTree(md);

  test('cannot inject markup, break a list or a table, link or mention', () => {
    expect(markdownProblems(md)).toEqual([]);
    expect(named(tree, 'script', 'img', 'h1', 'iframe')).toEqual([]);
    expect(headings(tree)).toHaveLength(1);
    for (const a of named(tree, 'a')) expect(a.attributes.href).toMatch(/^https:\/\//);
    expect(textOutside(tree, 'pre', 'code', 'a')).not.toMatch(/@[A-Za-z0-9]/);
    // Every cause is still there, readable as it was sent.
    const text = textOf(tree);
    expect(text).toContain('</details><script>alert(1)</script>');
    expect(text).toContain('| x | y ||---|---|');
    expect(text).toContain('@\u200Boctocat and @\u200Bacme/security-team please look');
  });

  test('no control characters and no half characters', () => {
    expect(md).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/);
    expect(md).toContain('lone\uFFFDsurrogate');
  });

  test('the runner output cannot close its <pre> or <details>', () => {
    const pre = md.slice(md.indexOf('<pre>'), md.indexOf('</pre>'));
    expect(pre).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(pre).toContain('&lt;/details&gt;');
  });
});

describe('a URL in a cause stays a working link', () => {
  function withCause(cause: string): string {
    const run = loadRun('retail-failing');
    (run.calls[0] as { results: TestResult[] }).results[1]!.cause = cause;
    return render(run);
  }

  test('its address and its text are the URL as sent, & and * and all', () => {
    const url = 'https://dq.example.com/runs?id=7&view=rows*&q=a_b_c';
    const tree = renderTree(withCause(`Failing rows: ${url}. See (${url}).`));
    const links = named(named(tree, 'li')[0]!, 'a');
    expect(links.map((a) => [a.attributes.href, textOf(a)])).toEqual([
      [url, url],
      [url, url],
    ]);
  });

  test('nowhere does an address hold an escaped character', () => {
    for (const md of [
      withCause('see https://x.example/a?b=1&c=2 and www.example.com/?d=1&e=2 or ftp://f.example/?g&h'),
      render(loadRun('hostile')),
    ]) {
      for (const a of named(renderTree(md), 'a')) expect(a.attributes.href).not.toMatch(/&amp;|&#|%26amp/);
    }
  });

  test('a | or @ in a URL cannot split a table cell or mention anyone', () => {
    const tree = renderTree(withCause('https://x.example/a|b?by=@octocat'));
    expect(named(named(tree, 'li')[0]!, 'a')[0]!.attributes.href).toBe(
      'https://x.example/a%7Cb?by=%40octocat',
    );
  });
});

test('secrets are redacted before escaping, so an escaped form cannot slip through', () => {
  const secrets = new SecretRegistry();
  secrets.add('s3cr3t_*token*|<x>');
  const run = loadRun('retail-failing');
  const call = run.calls[0] as { results: TestResult[]; runnerStdout: string };
  call.results[1]!.cause = 'leaked s3cr3t_*token*|<x> here, https://x.example/?t=s3cr3t_*token*|<x>';
  call.runnerStdout = 'auth s3cr3t_*token*|<x>\n';
  const md = render(run, { redact: (text) => secrets.redact(text) });
  // A URL ends before trailing asterisks, as GitHub reads it: the mask follows the link.
  expect(md).toContain('leaked &#42;&#42;&#42; here, <https://x.example/?t=>&#42;&#42;&#42;');
  expect(md).toContain('auth ***');
  expect(md).not.toContain('s3cr3t');
});

// ---- size limits --------------------------------------------------------------------------------

interface BigRunShape {
  failing: number;
  passing: number;
  causeChars: number;
  stdoutLines: number;
  /** Extra model calls, some of them failed requests. */
  models: number;
  text?: (i: number) => string;
}

/** A run of the given size, with every kind of section; deterministic. */
function bigRun(shape: BigRunShape): TestRun {
  const text = shape.text ?? ((i: number) => `row ${i} `);
  const results: TestResult[] = [];
  const n = shape.failing + shape.passing;
  for (let i = 0; i < n; i++) {
    const failing = i < shape.failing;
    const status: TestStatus = failing ? (i % 3 === 0 ? 'ERROR' : 'FAILED') : 'SUCCEEDED';
    results.push({
      name: `test_${i}`,
      status,
      table: `table_${i % 50}`,
      columnName: i % 2 ? `column_${i % 7}` : '',
      index: i,
      time: ((i * 7919) % 1000) / 100,
      cause: failing
        ? text(i)
            .repeat(Math.ceil(shape.causeChars / text(i).length))
            .slice(0, shape.causeChars)
        : '',
    });
  }
  const stdout = Array.from(
    { length: shape.stdoutLines },
    (_, i) => `${String(i).padStart(6, '0')} ${text(i)} PASS something.or_other`,
  ).join('\n');
  const calls: CallOutcome[] = [
    {
      call: {
        id: 'tests',
        label: 'column, table and project tests',
        request: {
          projectId: 'p',
          fabricId: 1,
          tests: [{ source: 'raw', table: 'table_1', tableTests: [{ name: 'x' }] }],
        },
      },
      ok: true,
      results,
      summary: { failed: shape.failing, skip: 0, succeeded: shape.passing, total: n, warning: 0 },
      runnerStdout: stdout,
      durationMs: 12_345,
    },
  ];
  for (let m = 0; m < shape.models; m++) {
    const call = {
      id: `model:m${m}`,
      label: `model m${m}`,
      request: { projectId: 'p', fabricId: 1, modelName: `m${m}`, tests: [{}] as [Record<string, never>] },
    };
    calls.push(
      m % 4 === 3
        ? { call, ok: false, error: `Run data tests failed: HTTP 503 for ${text(m)}`, durationMs: 100 }
        : {
            call,
            ok: true,
            results: [
              {
                name: `mt${m}`,
                status: 'SUCCEEDED',
                table: `m${m}`,
                columnName: '',
                index: 0,
                time: 0.5,
                cause: '',
              },
            ],
            summary: { failed: 0, skip: 0, succeeded: 1, total: 1, warning: 0 },
            runnerStdout: `${text(m)}\n`.repeat(300),
            durationMs: 700,
          },
    );
  }
  return {
    projectId: 'p',
    fabricId: 1,
    calls,
    counts: countResults(calls),
    startedAt: '2026-11-20T12:00:00Z',
    finishedAt: '2026-11-20T12:05:00Z',
  };
}

const CLOSING = /_Parts of this summary were left out to keep it within GitHub's size limit\./;

describe('GitHub’s 1 MiB step-summary limit', () => {
  test('a run whose whole summary would be 3 MB stays under 1,000,000 bytes and says what it cut', () => {
    const run = bigRun({
      failing: 12_000,
      passing: 20_000,
      causeChars: 230,
      stdoutLines: 50_000,
      models: 40,
    });
    const whole = render(run, { maxBytes: Number.MAX_SAFE_INTEGER });
    expect(bytes(whole)).toBeGreaterThan(3_000_000);
    expect(CLOSING.test(whole)).toBe(false);

    const md = render(run);
    expect(bytes(md)).toBeLessThan(1_000_000);
    expect(bytes(md)).toBeGreaterThan(900_000); // the room is used, not thrown away
    expect(markdownProblems(md)).toEqual([]);
    expect(md).toMatch(CLOSING);
    expect(md).toMatch(/_[\d,]+ more failing tests and failed calls not shown: see the results file\._/);
    expect(md).toMatch(
      /<summary>Passing tests \(20,0\d\d\), the 100 slowest(; [\d,]+ not shown, see the results file)?<\/summary>|_Passing tests \(20,0\d\d\), the 100 slowest: not shown/,
    );
    expect(md).toMatch(/\[… [\d,]+ lines cut …\]/);
    // What matters most is all there: every failed call first, the counts.
    expect(
      md.match(
        /^- \*\*model m\d+\*\* · request failed, its tests did not run<br>Run data tests failed: HTTP 503/gm,
      ),
    ).toHaveLength(10);
    expect(md).toContain('| All | 32,030 | 20,030 | 8,000 | 4,000 |');
    renderTree(md);
  });

  test('the failing tests keep most of the room when they alone exceed it', () => {
    const run = bigRun({ failing: 30_000, passing: 10, causeChars: 100, stdoutLines: 10, models: 0 });
    const md = render(run);
    expect(bytes(md)).toBeLessThan(1_000_000);
    const failingItems = md.match(/^- \*\*[^*]+ · test_\d+\*\* · (FAILED|ERROR)<br>row/gm) ?? [];
    expect(failingItems.length).toBeGreaterThan(4_000);
    expect(md).toMatch(/_2\d,\d\d\d more failing tests and failed calls not shown/);
    expect(markdownProblems(md)).toEqual([]);
  });

  test('at the boundary: whole when it fits in maxBytes - 1, cut (and said) when it does not', () => {
    const runs = [
      loadRun('retail-failing'),
      loadRun('hostile'),
      loadRun('failed-calls'), // no runner output: the passing tests come last
      bigRun({ failing: 50, passing: 200, causeChars: 80, stdoutLines: 400, models: 6 }),
      bigRun({ failing: 50, passing: 0, causeChars: 80, stdoutLines: 0, models: 0 }), // failing tests last
    ];
    for (const run of runs) {
      const whole = render(run, { maxBytes: Number.MAX_SAFE_INTEGER });
      const size = bytes(whole);
      expect(render(run, { maxBytes: size + 1 })).toBe(whole);
      const cut = render(run, { maxBytes: size });
      expect(bytes(cut)).toBeLessThan(size);
      expect(cut).toMatch(CLOSING);
      expect(markdownProblems(cut)).toEqual([]);
    }
  });

  test('any maxBytes: always under it, always well-formed, and a cut is always said', () => {
    const runs = [
      loadRun('retail-failing'),
      loadRun('hostile'),
      bigRun({ failing: 40, passing: 300, causeChars: 200, stdoutLines: 2000, models: 9 }),
    ];
    for (const run of runs) {
      const size = bytes(render(run, { maxBytes: Number.MAX_SAFE_INTEGER }));
      for (let maxBytes = 2_000; maxBytes <= size + 500; maxBytes += 997) {
        const md = render(run, { maxBytes });
        expect(bytes(md)).toBeLessThan(maxBytes);
        expect(markdownProblems(md)).toEqual([]);
        if (maxBytes <= size) expect(md).toMatch(CLOSING);
      }
    }
  });

  test('a tiny maxBytes still gives the first lines, under the limit', () => {
    const md = render(loadRun('retail-failing'), { maxBytes: 300 });
    expect(bytes(md)).toBeLessThan(300);
    expect(md.startsWith('## ❌ Data tests: 2 failed, 1 error\n')).toBe(true);
  });

  test('multi-byte text is never cut inside a character', () => {
    const wide = (i: number): string => ['日本語テキスト', '🚀🎉👩‍👩‍👧', 'ÄÖÜ äöü ß', 'Ωμέγα'][i % 4]!;
    const run = bigRun({
      failing: 3_000,
      passing: 3_000,
      causeChars: 301,
      stdoutLines: 5_000,
      models: 5,
      text: wide,
    });
    for (const maxBytes of [10_007, 65_535, 250_001, 1_000_000]) {
      const md = render(run, { maxBytes });
      expect(bytes(md)).toBeLessThan(maxBytes);
      expect(markdownProblems(md)).toEqual([]);
      expect(Buffer.from(md, 'utf8').toString('utf8')).toBe(md);
    }
  });

  test('100,000 results: within the byte limit, with exact counts', () => {
    const run = bigRun({ failing: 1_000, passing: 99_000, causeChars: 60, stdoutLines: 100_000, models: 0 });
    const md = render(run);
    expect(bytes(md)).toBeLessThan(1_000_000);
    expect(md).toContain('| All | 100,000 | 99,000 | 666 | 334 |');
    expect(markdownProblems(md)).toEqual([]);
  });
});

describe('runner output: the first and last lines, read from either end', () => {
  /** The <pre> of the only call's runner output, as lines. */
  function shownLines(stdout: string): { summaryLine: string; lines: string[] } {
    const run = loadRun('all-passing');
    const calls = run.calls.filter((c) => c.ok).slice(0, 1);
    (calls[0] as { runnerStdout: string }).runnerStdout = stdout;
    const md = render({ ...run, calls });
    const block = md.slice(md.indexOf('<details><summary>Runner output of'));
    const summaryLine = /<summary>(.*?)<\/summary>/.exec(block)![1]!;
    const pre = block.slice(block.indexOf('<pre>\n') + 6, block.indexOf('\n</pre>'));
    return { summaryLine, lines: pre.split('\n') };
  }

  /** What the block holds, worked out the simple way: split everything, keep 100 from each end. */
  function expected(stdout: string): { count: number; lines: string[] } {
    const all = stdout.split(/\r\n|\r|\n/);
    if (all.length > 1 && all[all.length - 1] === '') all.pop();
    const cut = all.length - 200;
    if (cut <= 0) return { count: all.length, lines: all };
    const marker = `[… ${cut.toLocaleString('en-US')} ${cut === 1 ? 'line' : 'lines'} cut …]`;
    return { count: all.length, lines: [...all.slice(0, 100), marker, ...all.slice(-100)] };
  }

  test.each([
    ['one line, no break', 'only line'],
    ['one line and its break', 'only line\n'],
    ['empty lines inside and at the end', 'a\n\n\nb\n\n'],
    ['exactly 200 lines', Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n')],
    ['201 lines and a final break', `${Array.from({ length: 201 }, (_, i) => `line ${i}`).join('\n')}\n`],
    ['100,000 lines', Array.from({ length: 100_000 }, (_, i) => `PASS test_${i}`).join('\n')],
    ['carriage returns', 'a\r\nb\rc\nd'],
  ])('%s', (_name, stdout) => {
    const { summaryLine, lines } = shownLines(stdout);
    const { count, lines: want } = expected(stdout);
    expect(lines).toEqual(want);
    expect(summaryLine).toMatch(new RegExp(`: ${count.toLocaleString('en-US')} lines?(, [\\d,]+ cut)?$`));
  });
});

describe('the passing tests: the slowest, picked without sorting them all', () => {
  const entry = (name: string, time: number): ResultEntry =>
    ({ result: { name, time } }) as unknown as ResultEntry;
  const names = (entries: ResultEntry[]): string[] => entries.map((e) => e.result.name);

  test("keeps the k longest, longest first; equal times keep the run's order", () => {
    const entries = [
      entry('a', 1),
      entry('b', 5),
      entry('c', 3),
      entry('d', 5),
      entry('e', 0.5),
      entry('f', 4),
    ];
    expect(names(slowest(entries, 3))).toEqual(['b', 'd', 'f']);
    expect(names(slowest(entries, 10))).toEqual(['b', 'd', 'f', 'c', 'a', 'e']);
    expect(slowest(entries, 0)).toEqual([]);
  });

  test('matches a full sort whatever the order of the input, a time that is not a number as 0', () => {
    const times = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 1013) / 10);
    for (const order of [times, [...times].sort((x, y) => x - y), [...times].sort((x, y) => y - x)]) {
      const entries = order.map((t, i) => entry(`t${i}`, t));
      entries.push(entry('nan', Number.NaN));
      const sorted = [...entries].sort((x, y) => (y.result.time || 0) - (x.result.time || 0));
      expect(names(slowest(entries, 100))).toEqual(names(sorted.slice(0, 100)));
      expect(names(slowest(entries, entries.length))).toEqual(names(sorted));
    }
  });

  test('a run of more passing tests than the summary lists says how many it shows', () => {
    const run = loadRun('all-passing');
    const call = run.calls[0]!;
    if (!call.ok) throw new Error('fixture: a passing call');
    const template = call.results[0]!;
    const results = Array.from({ length: PASSING_SHOWN + 50 }, (_, i) => ({
      ...template,
      name: `p${i}`,
      time: i,
    }));
    const many = { ...run, calls: [{ ...call, results }] } as TestRun;
    many.counts = countResults(many.calls);
    const tree = renderTree(render(many));
    expect(named(tree, 'summary').map(textOf)).toContain(
      `Passing tests (${PASSING_SHOWN + 50}), the 100 slowest`,
    );
    const listed = [...render(many).matchAll(/ · p(\d+) /g)].map((m) => Number(m[1]));
    expect(listed).toEqual(Array.from({ length: PASSING_SHOWN }, (_, i) => PASSING_SHOWN + 49 - i));
  });
});
