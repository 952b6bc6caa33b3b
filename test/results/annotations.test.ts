import { ANNOTATION_MESSAGE_MAX_BYTES } from '../../src/common/limits.js';
import { describe, expect, test } from '@jest/globals';
import { loadSourcesIndex } from '../../src/files/sources.js';
import type { SourcesIndex } from '../../src/files/sources.js';
import type { TestRun } from '../../src/results/model.js';
import { buildAnnotations, failingTestsText } from '../../src/results/annotations.js';
import type { TestAnnotation } from '../../src/results/annotations.js';
import { ROOT, RUN_FIXTURES, expectFixture, loadRun } from './fixture-files.js';

async function exampleIndex(): Promise<SourcesIndex> {
  const index = await loadSourcesIndex({
    sourcesFile: 'examples/retail/platform-sources/sources.yml',
    workspace: ROOT,
  });
  if (!index) throw new Error('no index');
  return index;
}

/** The parts a reader of the annotation sees (its kind is for the action). */
function visible(annotations: TestAnnotation[]): object[] {
  return annotations.map(({ level, title, message, file, line }) => ({ level, title, message, file, line }));
}

describe('snapshots over the fixtures, placed with examples/retail', () => {
  test.each(RUN_FIXTURES)('%s', async (name) => {
    const annotations = buildAnnotations(loadRun(name), await exampleIndex());
    expectFixture(`${name}.annotations.json`, `${JSON.stringify(visible(annotations), null, 2)}\n`);
  });
});

test('one per FAILED or ERROR result in plan order, on the line that declares the test', async () => {
  const run = loadRun('retail-failing');
  const annotations = buildAnnotations(run, await exampleIndex());
  expect(visible(annotations)).toEqual([
    {
      level: 'failure',
      title: 'FAILED unique on raw.customers.email',
      message: 'Got 3 results, configured to fail if != 0',
      file: 'examples/retail/platform-sources/sources.yml',
      line: 16,
    },
    {
      level: 'failure',
      title: 'ERROR project test orders_have_customers',
      message:
        'Database Error in test orders_have_customers:\n  relation "analytics.fct_orders" does not exist',
      file: undefined,
      line: undefined,
    },
    {
      level: 'failure',
      title: 'FAILED revenue_not_negative on model fct_revenue.revenue',
      message: 'Got 2 results, configured to fail if != 0',
      file: undefined,
      line: undefined,
    },
  ]);
  expect(annotations.map((a) => a.kind)).toEqual(['result', 'result', 'result']);
});

test('without a sources index, annotations have no file', () => {
  const annotations = buildAnnotations(loadRun('retail-failing'), undefined);
  expect(annotations.map((a) => [a.file, a.line])).toEqual([
    [undefined, undefined],
    [undefined, undefined],
    [undefined, undefined],
  ]);
});

test('a result whose request names no source takes it from the sources file', async () => {
  const run = loadRun('failed-calls'); // its first call runs the default selection: no `tests`
  const annotations = buildAnnotations(run, await exampleIndex());
  expect(visible(annotations)).toEqual([
    expect.objectContaining({ title: 'FAILED unique on raw.customers.email', line: 16 }),
    expect.objectContaining({
      title: 'FAILED row_count_positive on raw.orders',
      message: 'no cause given',
      line: 19,
    }),
    {
      level: 'failure',
      title: 'Test-run call failed: model fct_revenue',
      message: 'Run data tests failed: Service unavailable (HTTP 503) (after 4 attempts)',
      file: undefined,
      line: undefined,
    },
    expect.objectContaining({ title: 'Test-run call failed: model dim_customers', file: undefined }),
  ]);
  expect(annotations.map((a) => a.kind)).toEqual(['result', 'result', 'call', 'call']);
  // Without the sources file the table has no source to show.
  expect(buildAnnotations(run, undefined)[0]!.title).toBe('FAILED unique on customers.email');
});

test('titles are one line of at most 255 characters; huge causes are cut under 64 KB', () => {
  const run = loadRun('retail-failing');
  const long = 'x'.repeat(400);
  const result = {
    name: `${long}\nsecond line`,
    status: 'FAILED' as const,
    table: 'orders',
    columnName: '🚀'.repeat(300),
    index: 0,
    time: 1,
    cause: '日'.repeat(100_000),
  };
  const huge: TestRun = {
    ...run,
    calls: [
      {
        ...run.calls[0]!,
        ok: true,
        results: [result],
        summary: { failed: 1, skip: 0, succeeded: 0, total: 1, warning: 0 },
        runnerStdout: '',
        durationMs: 1,
      },
    ],
  };
  const [a] = buildAnnotations(huge, undefined);
  expect(Array.from(a!.title)).toHaveLength(255);
  expect(a!.title).not.toMatch(/\n/);
  expect(a!.title.endsWith('…')).toBe(true);
  expect(Buffer.byteLength(a!.message)).toBeLessThanOrEqual(ANNOTATION_MESSAGE_MAX_BYTES);
  expect(a!.message.endsWith('日…')).toBe(true);
});

describe('the check run text', () => {
  const annotation = (i: number, level: 'failure' | 'warning'): TestAnnotation => ({
    kind: 'result',
    level,
    title: `FAILED not_null on raw.t${i}.id`,
    message: `Got ${i} results, configured to fail if != 0`,
  });

  test('lists every test, failures first, when all fit', () => {
    const text = failingTestsText([annotation(1, 'failure'), annotation(2, 'warning')], (s) => s);
    expect(text).toBe(
      '### Failing tests (1)\n\n- **FAILED not_null on raw.t1.id**: Got 1 results, configured to fail if != 0\n\n' +
        '### Warnings: already failing or flaky (1)\n\n- **FAILED not_null on raw.t2.id**: Got 2 results, configured to fail if != 0\n',
    );
  });

  test('stops at whole lines within 65,535 bytes and counts the tests left out', () => {
    const annotations = [
      ...Array.from({ length: 5000 }, (_, i) => annotation(i, 'failure')),
      ...Array.from({ length: 5000 }, (_, i) => annotation(5000 + i, 'warning')),
    ];
    const text = failingTestsText(annotations, (s) => s)!;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(65_535);
    const lines = text.split('\n');
    const shown = lines.filter((l) => l.startsWith('- **')).length;
    expect(shown).toBeGreaterThan(500);
    expect(lines.slice(-3)).toEqual([
      '',
      `_${(10_000 - shown).toLocaleString('en-US')} more not shown: see the job summary._`,
      '',
    ]);
    expect(lines[0]).toBe('### Failing tests (5,000)');
    expect(lines.at(-4)).toBe(
      `- **FAILED not_null on raw.t${shown - 1}.id**: Got ${shown - 1} results, configured to fail if != 0`,
    );
    expect(text).not.toContain('### Warnings');
  });
});
