import { describe, expect, test } from '@jest/globals';
import type { FailOn } from '../../src/inputs/settings.js';
import type { TestRun } from '../../src/results/model.js';
import { conclusionOf } from '../../src/results/fail-on.js';
import { renderHealthBody } from '../../src/results/health-body.js';
import type { HealthBodyOptions } from '../../src/results/health-body.js';
import { runView } from '../../src/results/lines.js';
import type { RunViewOptions } from '../../src/results/lines.js';
import { countResults } from '../../src/results/counts.js';
import { byteLength } from '../../src/common/text.js';
import { comparedRun, loadRun } from './fixture-files.js';
import { markdownProblems } from './markdown-checks.js';
import { named, renderTree, textOf } from './rendered.js';

const SHA = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const RUN_URL = 'https://github.com/acme/data-project/actions/runs/4242';
const FAIL_ON: ReadonlySet<FailOn> = new Set(['failed', 'error']);

function body(run: TestRun, opts: Partial<HealthBodyOptions> = {}, view: RunViewOptions = {}): string {
  return renderHealthBody(runView(run, view), {
    conclusion: conclusionOf(run.counts, run.calls, FAIL_ON),
    failOn: FAIL_ON,
    title: 'Data tests',
    maxBytes: 60_000,
    runUrl: RUN_URL,
    sha: SHA,
    ...opts,
  });
}

describe('the health issue body of a test run', () => {
  test('lists what fails, new first then what already failed; never a passing or fixed test', () => {
    const run = comparedRun();
    const md = body(run);
    expect(markdownProblems(md)).toEqual([]);
    const tree = renderTree(md);
    expect(named(tree, 'li').map(textOf)).toEqual([
      'project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist',
      'raw.customers.email · unique · FAILEDGot 3 results, configured to fail if != 0',
      'model fct_revenue.revenue · revenue_not_negative · FAILEDGot 2 results, configured to fail if != 0',
    ]);
    // Passing, flaky-then-passing and fixed tests are not there.
    expect(md).not.toContain('revenue_reconciles');
    expect(md).not.toContain('raw.orders');
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## ❌ Data tests: 2 failed, 1 error',
      '',
      '**1 new failure, 2 already failing on main, 1 fixed.**',
    ]);
    expect(md).toContain(`Latest run: [job summary](${RUN_URL}) · commit <code>c0ffee0</code> · `);
  });

  test('a call that failed as a request is listed first, its tests not run', () => {
    const run = loadRun('failed-calls');
    const items = named(renderTree(body(run)), 'li').map(textOf);
    expect(items[0]).toMatch(/request failed, its tests did not run/);
  });

  test('thousands of failures stay under the budget and say how many are left out', () => {
    const run = loadRun('retail-failing');
    const call = run.calls.find((c) => c.ok)!;
    if (!call.ok) throw new Error('the fixture has a call that ran');
    const failing = call.results.find((r) => r.status === 'FAILED')!;
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      ...failing,
      name: `check_${i}`,
      cause: 'x'.repeat(200),
    }));
    const calls = [{ ...call, results: many }];
    const big: TestRun = { ...run, calls, counts: countResults(calls) };
    const md = body(big, { maxBytes: 20_000 });
    expect(byteLength(md)).toBeLessThanOrEqual(20_000);
    const shown = named(renderTree(md), 'li').length;
    expect(md).toContain(
      `_${(5_000 - shown).toLocaleString('en-US')} more not shown: see the latest run's job summary._`,
    );
    expect(md.trimEnd().endsWith('closed by the first passing one._')).toBe(true);
  });

  test('text from the service is redacted and escaped', () => {
    const run = comparedRun();
    const results = run.calls.flatMap((c) => (c.ok ? c.results : []));
    results.find((r) => r.name === 'unique')!.cause = 'token=hunter2-secret <script>';
    const md = body(run, {}, { redact: (text) => text.replaceAll('hunter2-secret', '***') });
    expect(md).toContain('token=&#42;&#42;&#42; &lt;script&gt;');
    expect(md).not.toContain('hunter2');
  });
});
