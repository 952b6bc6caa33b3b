import { describe, expect, test } from '@jest/globals';
import type { FailOn } from '../../src/inputs/settings.js';
import type { TestResult } from '../../src/service/types.js';
import type { TestRun } from '../../src/results/model.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { conclusionOf } from '../../src/results/fail-on.js';
import { renderTestComment } from '../../src/results/comment.js';
import type { TestCommentOptions } from '../../src/results/comment.js';
import { runView } from '../../src/results/lines.js';
import type { RunViewOptions } from '../../src/results/lines.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import { ROOT, comparedRun, loadRun } from './fixture-files.js';
import { markdownProblems } from './markdown-checks.js';
import { headings, named, renderTree, textOf, textOutside } from './rendered.js';

const SHA = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const RUN_URL = 'https://github.com/acme/data-project/actions/runs/4242';
const CHECK_RUN_URL = 'https://github.com/acme/data-project/runs/123456';
const BLOB = `https://github.com/acme/data-project/blob/${SHA}`;
const NEW_ONLY: ReadonlySet<FailOn> = new Set(['new-failed', 'new-error']);

function comment(run: TestRun, opts: Partial<TestCommentOptions> = {}, view: RunViewOptions = {}): string {
  const failOn = opts.failOn ?? NEW_ONLY;
  return renderTestComment(runView(run, view), {
    conclusion: conclusionOf(run.counts, run.calls, failOn),
    failOn,
    title: 'Data tests',
    maxBytes: 60_000,
    runUrl: RUN_URL,
    checkRunUrl: CHECK_RUN_URL,
    sha: SHA,
    ...opts,
  });
}

describe('the pull-request comment', () => {
  test('is the headline, the new failures, one line for the rest, the fixed tests and where to look', async () => {
    const sources = await loadSourcesIndex({
      sourcesFile: 'examples/retail/platform-sources/sources.yml',
      workspace: ROOT,
    });
    const run = comparedRun();
    // The new failure is a column test, so its line can be linked.
    const results = run.calls.flatMap((c) => (c.ok ? c.results : []));
    results.find((r) => r.name === 'unique' && r.table === 'customers')!.classification = 'new';
    const md = comment(
      { ...run, counts: { ...run.counts, newFailed: 1, preExisting: 1 } },
      {},
      { sources: sources!, blobUrl: BLOB },
    );
    expect(markdownProblems(md)).toEqual([]);
    const tree = renderTree(md);

    expect(headings(tree).map(textOf)).toEqual(['❌ Data tests: 1 new failure, 1 new error']);
    const items = named(tree, 'li').map(textOf);
    expect(items).toEqual([
      'raw.customers.email · unique · FAILED · sources.yml:16Got 3 results, configured to fail if != 0',
      'project · orders_have_customers · ERRORDatabase Error in test orders_have_customers:  relation "analytics.fct_orders" does not exist',
      'raw.orders.order_id · not_null',
    ]);
    expect(named(named(tree, 'li')[0]!, 'a')[0]!.attributes.href).toBe(
      `${BLOB}/examples/retail/platform-sources/sources.yml#L16`,
    );
    // New first, then what was already failing, then fixed (CONTRACT "Baselines").
    const text = textOf(tree);
    expect(text.indexOf('orders_have_customers')).toBeLessThan(
      text.indexOf('1 already failing on main, 1 flaky'),
    );
    expect(text.indexOf('1 already failing on main, 1 flaky')).toBeLessThan(text.indexOf('Fixed'));

    // The run's summary, the check run, the commit and the time.
    const links = named(tree, 'a').map((a) => [textOf(a), a.attributes.href]);
    expect(links).toContainEqual(['Job summary', RUN_URL]);
    expect(links).toContainEqual(['Check run', CHECK_RUN_URL]);
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      `[Job summary](${RUN_URL}) · [Check run](${CHECK_RUN_URL}) · commit <code>c0ffee0</code> · 2026-11-20 12:00 UTC`,
    );
  });

  test('never holds the passing tests, the counts table or runner output', () => {
    for (const run of [loadRun('retail-failing'), loadRun('all-passing'), comparedRun()]) {
      const md = comment(run, { failOn: new Set(['failed', 'error']) });
      const tree = renderTree(md);
      expect(named(tree, 'table', 'pre', 'details')).toEqual([]);
      expect(md).not.toMatch(/not_null_order_id|revenue_reconciles · \d|Runner output|PASS=/);
    }
  });

  test('a passing run: the verdict and where to look', () => {
    const md = comment(loadRun('all-passing'), { failOn: new Set(['failed', 'error']) });
    expect(md).toBe(
      [
        '## ✅ Data tests: all 2 passed',
        '',
        `[Job summary](${RUN_URL}) · [Check run](${CHECK_RUN_URL}) · commit <code>c0ffee0</code> · 2026-11-20 12:00 UTC`,
        '',
      ].join('\n'),
    );
  });

  test('stays under its limit with thousands of failures, and says how many it left out', () => {
    const run = loadRun('retail-failing');
    const call = run.calls[0] as { results: TestResult[] };
    const template = call.results[1]!;
    call.results = Array.from({ length: 5_000 }, (_, i) => ({
      ...template,
      name: `t${i}`,
      cause: 'x'.repeat(200),
    }));
    const md = comment(
      { ...run, counts: { ...run.counts, failed: 5_000 } },
      { failOn: new Set(['failed']), maxBytes: 20_000 },
    );
    expect(Buffer.byteLength(md)).toBeLessThan(20_000);
    expect(md).toMatch(/_[\d,]+ more not shown: see the job summary\._/);
    expect(md).toContain(`commit <code>c0ffee0</code>`);
    renderTree(md);
  });

  test('secrets are redacted, text escaped, nobody mentioned', () => {
    const secrets = new SecretRegistry();
    secrets.add('s3cr3t-value');
    const run = loadRun('hostile');
    const md = comment(run, { failOn: new Set(['failed', 'error']) }, { redact: (t) => secrets.redact(t) });
    const tree = renderTree(md);
    expect(markdownProblems(md)).toEqual([]);
    expect(named(tree, 'script', 'img', 'h1')).toEqual([]);
    expect(textOutside(tree, 'code', 'a', 'pre')).not.toMatch(/@[A-Za-z0-9]/);
    const leaky = loadRun('retail-failing');
    (leaky.calls[0] as { results: TestResult[] }).results[1]!.cause = 'token s3cr3t-value leaked';
    expect(
      comment(leaky, { failOn: new Set(['failed']) }, { redact: (t) => secrets.redact(t) }),
    ).not.toContain('s3cr3t');
  });
});
