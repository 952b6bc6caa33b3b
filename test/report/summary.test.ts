import { describe, expect, test } from '@jest/globals';
import type { TestResult, TestStatus } from '../../src/service/types.js';
import { SecretRegistry } from '../../src/secrets.js';
import type { FailOn } from '../../src/inputs/settings.js';
import { countResults } from '../../src/results/counts.js';
import type { CallOutcome, TestRun } from '../../src/results/model.js';
import { conclusionOf } from '../../src/results/verdict.js';
import { renderTestSummary } from '../../src/results/summary.js';
import type { TestSummaryOptions } from '../../src/results/summary.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import { ROOT, RUN_FIXTURES, expectFixture, loadRun } from './fixture-files.js';
import { markdownProblems } from './markdown-checks.js';

const DEFAULT_FAIL_ON: ReadonlySet<FailOn> = new Set(['failed', 'error']);
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

function render(run: TestRun, opts: Partial<TestSummaryOptions> = {}): string {
  const failOn = opts.failOn ?? DEFAULT_FAIL_ON;
  return renderTestSummary(run, { conclusion: conclusionOf(run.counts, run.calls, failOn), failOn, ...opts });
}

describe('snapshots over the fixtures', () => {
  test.each(RUN_FIXTURES)('%s', (name) => {
    const opts =
      name === 'retail-failing' ? { checkRunUrl: 'https://github.com/acme/data-project/runs/123456' } : {};
    const md = render(loadRun(name), opts);
    expect(markdownProblems(md)).toEqual([]);
    expectFixture(`${name}.summary.md`, md);
  });

  test('a title, fail-on none and warnings', () => {
    const run = loadRun('all-passing');
    const md = render(run, { title: 'Data tests (shard 2/3)', failOn: new Set<FailOn>() });
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## Data tests (shard 2/3)',
      '',
      '**Result: success.** All 2 tests succeeded. The service reported 1 warning. Outcomes that fail the step (`fail-on`): none.',
    ]);
  });

  test('failures that fail-on tolerates still show, under a success', () => {
    const md = render(loadRun('retail-failing'), { failOn: new Set<FailOn>(['warning']) });
    expect(md).toContain(
      '**Result: success.** 2 failed and 1 errored of 14 tests. Outcomes that fail the step (`fail-on`): warning.',
    );
    expect(md).toContain('### Failed and erroring tests (3)');
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

  test('are neither passes nor failures: the result line names them', () => {
    expect(render(withStatuses('SUCCEEDED', 'WARN'))).toContain(
      '**Result: success.** 1 with another status (WARN) of 2 tests.',
    );
    expect(render(withStatuses('FAILED', 'WARN'))).toContain(
      '**Result: failure.** 1 failed and 1 with another status (WARN) of 2 tests.',
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
    expect(md).toContain('**Result: success.** 1 with another status (WARN) of 2 tests.');
    expect(md).not.toContain('only on a re-run');
    expect(md).toContain('ERROR → WARN');
  });

  test('the result line names three of them at most, each escaped and cut short', () => {
    const run = loadRun('all-passing');
    const outcome = run.calls.find((c) => c.ok)!;
    if (!outcome.ok) throw new Error('no call');
    const template = outcome.results[0]!;
    outcome.results = ['A', 'B', 'A', 'C', '<D>', `E${'x'.repeat(100)}`].map((status) => ({
      ...template,
      status,
    }));
    const md = render({ ...run, counts: countResults(run.calls) });
    expect(md).toContain('6 with another status (A, B, C, …) of');
    outcome.results = outcome.results.slice(3, 6);
    expect(render({ ...run, counts: countResults(run.calls) })).toContain(
      `3 with another status (C, &lt;D&gt;, E${'x'.repeat(59)}… (41 more characters)) of`,
    );
    // The tables escape them too: a status is text from the service.
    expect(render({ ...run, counts: countResults(run.calls) })).toContain(
      '| not_null_order_id | model stg_orders | order_id | &lt;D&gt; | 0.050 s |',
    );
  });
});

test("the service's summary is shown beside the counts, with why they differ", () => {
  const run = loadRun('retail-failing');
  const call = run.calls[0] as { summary: { total: number; failed: number } };
  call.summary.total = 10;
  call.summary.failed = 1;
  expect(render(run)).toContain(
    '| column, table and project tests | completed | 9 | 7 | 1 | 1 | total 10, succeeded 7, failed 1, skip 0, warning 0 (differs from the results: total 10 vs 9) | 2.35 s |',
  );
});

test('with the sources file, results whose request named no source show it', async () => {
  const sources = await loadSourcesIndex({
    sourcesFile: 'examples/retail/platform-sources/sources.yml',
    workspace: ROOT,
  });
  const run = loadRun('failed-calls');
  expect(render(run)).toContain('| unique | customers | email | FAILED |');
  expect(render(run, { sources })).toContain('| unique | raw.customers | email | FAILED |');
});

describe('hostile strings from the service', () => {
  const md = render(loadRun('hostile'));

  test('cannot inject markup, break a table, link or mention', () => {
    expect(markdownProblems(md)).toEqual([]);
    expect(md).not.toMatch(/<script|<img|<h1|<!--/i);
    const outsidePre = md.replace(/<pre>[\s\S]*?<\/pre>/g, '');
    expect(outsidePre).not.toContain('](javascript:');
    expect(outsidePre).not.toMatch(/@octocat/);
    // Every cause is still there, readable once the entities are decoded.
    expect(md).toContain('&lt;/details&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(md).toContain('&#124; x &#124; y &#124;<br>&#124;---&#124;---&#124;');
    expect(md).toContain('@&#8203;octocat and @&#8203;acme/security-team please look');
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

test('secrets are redacted before escaping, so an escaped form cannot slip through', () => {
  const secrets = new SecretRegistry();
  secrets.add('s3cr3t_*token*|<x>');
  const run = loadRun('retail-failing');
  const call = run.calls[0] as { results: TestResult[]; runnerStdout: string };
  call.results[1]!.cause = 'leaked s3cr3t_*token*|<x> here';
  call.runnerStdout = 'auth s3cr3t_*token*|<x>\n';
  const md = render(run, { redact: (text) => secrets.redact(text) });
  expect(md).toContain('leaked &#42;&#42;&#42; here');
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

const CLOSING = /_Parts of this summary were left out to keep it under [\d,]+ bytes/;

describe('GitHub’s 1 MiB step-summary limit', () => {
  test('a run whose whole summary would be 3 MB stays under 1,000,000 bytes and says what it cut', () => {
    const run = bigRun({
      failing: 12_000,
      passing: 20_000,
      causeChars: 150,
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
    expect(md).toMatch(/_[\d,]+ more failed or erroring tests not shown: see the results file\._/);
    expect(md).toMatch(
      /<summary>Passing tests \(20,0\d\d; [\d,]+ not shown, see the results file\)<\/summary>|_[\d,]+ passing tests not shown/,
    );
    expect(md).toMatch(/\[… [\d,]+ lines cut …\]/);
    // What matters most is all there: the counts, every failed call, the slowest tests.
    expect(md).toContain('| 32,030 | 20,030 | 8,000 | 4,000 | 0 | 0 |');
    expect(md.match(/^- \*\*model m\d+\*\*: Run data tests failed: HTTP 503/gm)).toHaveLength(10);
    expect(md).toContain('### Slowest tests');
  });

  test('the failing tests keep most of the room when they alone exceed it', () => {
    const run = bigRun({ failing: 30_000, passing: 10, causeChars: 100, stdoutLines: 10, models: 0 });
    const md = render(run);
    expect(bytes(md)).toBeLessThan(1_000_000);
    const failingRows = md.match(/^\| test_\d+ \| .* \| (FAILED|ERROR) \| row/gm) ?? [];
    expect(failingRows.length).toBeGreaterThan(4_000);
    expect(md).toMatch(/_2\d,\d\d\d more failed or erroring tests not shown/);
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
    expect(md.startsWith('## Data tests\n\n**Result: failure.**')).toBe(true);
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
    expect(md).toContain('| 100,000 | 99,000 | 666 | 334 | 0 | 0 |');
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
    const block = md.slice(md.indexOf('### Runner output'));
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
