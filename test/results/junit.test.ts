import { describe, expect, test } from '@jest/globals';
import type { TestResult } from '../../src/service/types.js';
import { countResults } from '../../src/results/counts.js';
import type { TestRun } from '../../src/results/model.js';
import { renderJUnit } from '../../src/results/junit.js';
import { childrenNamed, parseXml, textOf } from '../helpers/xml.js';
import { junitProblems } from '../helpers/junit-check.js';
import type { XmlElement } from '../helpers/xml.js';
import { loadSourcesIndex } from '../../src/files/sources.js';
import { ROOT, RUN_FIXTURES, expectFixture, loadRun } from './fixture-files.js';

const num = (el: XmlElement, attr: string): number => Number(el.attributes[attr]);

describe('snapshots over the fixtures', () => {
  test.each(RUN_FIXTURES)('%s', (name) => {
    expectFixture(`${name}.junit.xml`, renderJUnit(loadRun(name)));
  });
});

describe('as its consumers read it', () => {
  test.each(RUN_FIXTURES)('%s: valid for Jenkins, and every count agrees with the elements', async (name) => {
    expect(await junitProblems(renderJUnit(loadRun(name)))).toEqual([]);
  });

  test('a service that reports skips: skipped="0" (no testcase is a skip), its count a property', async () => {
    const run = loadRun('retail-failing');
    const call = run.calls.find((c) => c.ok)!;
    if (call.ok) call.summary = { ...call.summary, skip: 2 };
    const xml = renderJUnit(run);
    expect(await junitProblems(xml)).toEqual([]);
    const suite = childrenNamed(parseXml(xml), 'testsuite')[0]!;
    expect(suite.attributes.skipped).toBe('0');
    expect(childrenNamed(childrenNamed(suite, 'properties')[0]!, 'property')[0]!.attributes).toEqual({
      name: 'service.skip',
      value: '2',
    });
  });

  test('the check itself: a count that disagrees, and an element Jenkins does not know, are found', async () => {
    const xml = renderJUnit(loadRun('retail-failing'));
    expect(await junitProblems(xml.replace('failures="1"', 'failures="7"'))).toEqual([
      expect.stringMatching(/^testsuite ".+": failures="7" but 1 counted$/),
    ]);
    const unknown = await junitProblems(
      xml.replace('<system-out>', '<output>').replace('</system-out>', '</output>'),
    );
    expect(unknown[0]).toMatch(/^schema: .*output/);
  });
});

describe('parsed back', () => {
  test.each(RUN_FIXTURES)('%s: well-formed, and the counts match the run', (name) => {
    const run = loadRun(name);
    const root = parseXml(renderJUnit(run));
    expect(root.name).toBe('testsuites');
    const suites = childrenNamed(root, 'testsuite');
    expect(suites.map((s) => s.attributes.name)).toEqual(
      run.calls.map((c) => c.call.label.replace(/[\n\r\t]/g, ' ')),
    );
    const failedCalls = run.calls.filter((c) => !c.ok).length;
    expect(num(root, 'tests')).toBe(run.counts.total + failedCalls);
    expect(num(root, 'failures')).toBe(run.counts.failed);
    expect(num(root, 'errors')).toBe(run.counts.errored + failedCalls);

    run.calls.forEach((outcome, i) => {
      const suite = suites[i]!;
      const cases = childrenNamed(suite, 'testcase');
      if (!outcome.ok) {
        expect([num(suite, 'tests'), num(suite, 'errors'), cases.length]).toEqual([1, 1, 1]);
        expect(childrenNamed(cases[0]!, 'error')).toHaveLength(1);
        return;
      }
      const c = countResults([outcome]);
      expect([num(suite, 'tests'), num(suite, 'failures'), num(suite, 'errors')]).toEqual([
        c.total,
        c.failed,
        c.errored,
      ]);
      expect(cases).toHaveLength(outcome.results.length);
      expect(cases.filter((tc) => childrenNamed(tc, 'failure').length === 1)).toHaveLength(c.failed);
      expect(cases.filter((tc) => childrenNamed(tc, 'error').length === 1)).toHaveLength(c.errored);
      const out = childrenNamed(suite, 'system-out');
      expect(out.map(textOf)).toEqual(outcome.runnerStdout === '' ? [] : [xmlSafe(outcome.runnerStdout)]);
    });
  });
});

/** What survives XML 1.0: the text without the characters it cannot hold. */
function xmlSafe(s: string): string {
  return s.replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

test('names, classnames and causes read back exactly, hostile ones included', () => {
  const run = loadRun('hostile');
  const root = parseXml(renderJUnit(run));
  const [suite] = childrenNamed(root, 'testsuite');
  const cases = childrenNamed(suite!, 'testcase');
  const results = (run.calls[0] as { results: TestResult[] }).results;
  results.forEach((r, i) => {
    const tc = cases[i]!;
    expect(tc.attributes.classname).toBe(r.table === '' ? 'project' : `raw<script>.${r.table}`);
    expect(tc.attributes.name).toBe(xmlSafe(r.columnName ? `${r.columnName}.${r.name}` : r.name));
    expect(Number(tc.attributes.time)).toBeCloseTo(r.time, 3);
    const problem = [...childrenNamed(tc, 'failure'), ...childrenNamed(tc, 'error')];
    if (r.status === 'SUCCEEDED') return expect(problem).toHaveLength(0);
    expect(problem[0]!.name).toBe(r.status === 'FAILED' ? 'failure' : 'error');
    expect(textOf(problem[0]!)).toBe(xmlSafe(r.cause));
    expect(problem[0]!.attributes.message).toBe(xmlSafe(r.cause.trim()));
  });
  // `]]>` in the runner output is split across CDATA sections, and reads back whole.
  expect(textOf(childrenNamed(suite!, 'system-out')[0]!)).toContain('end ]]> of cdata ]]]]> twice');
});

test('with the sources file, a result whose request named no source gets it in its classname', async () => {
  const sources = await loadSourcesIndex({
    sourcesFile: 'examples/retail/platform-sources/sources.yml',
    workspace: ROOT,
  });
  const run = loadRun('failed-calls');
  const classnames = (xml: string) =>
    childrenNamed(childrenNamed(parseXml(xml), 'testsuite')[0]!, 'testcase').map(
      (c) => c.attributes.classname,
    );
  expect(classnames(renderJUnit(run))).toEqual(['customers', 'customers', 'orders']);
  expect(classnames(renderJUnit(run, { sources, name: 'Checks' }))).toEqual([
    'raw.customers',
    'raw.customers',
    'raw.orders',
  ]);
  expect(parseXml(renderJUnit(run, { name: 'Checks' })).attributes.name).toBe('Checks');
});

test('the XML checker itself refuses what is not well-formed', () => {
  for (const bad of [
    '<a><b></a></b>',
    '<a x="1" x="2"/>',
    '<a x="<"/>',
    '<a>&nope;</a>',
    '<a>]]></a>',
    '<a>\u0001</a>',
    '<a/><b/>',
    '<a>&#0;</a>',
  ])
    expect(() => parseXml(bad)).toThrow(/XML|forbids/);
});

test('a 100,000-result run renders and parses back', () => {
  const results: TestResult[] = Array.from({ length: 100_000 }, (_, i) => ({
    name: `test_${i}`,
    status: i % 100 === 0 ? 'FAILED' : i % 250 === 1 ? 'ERROR' : 'SUCCEEDED',
    table: 'orders',
    columnName: i % 2 ? 'amount' : '',
    index: i,
    time: 0.01,
    cause: i % 100 === 0 ? `Got ${i} results & <more>` : i % 250 === 1 ? 'Database Error' : '',
  }));
  const calls: TestRun['calls'] = [
    {
      call: { id: 'default', label: 'all', request: { projectId: 'p', fabricId: 1 } },
      ok: true,
      results,
      summary: { failed: 1400, skip: 0, succeeded: 98600, total: 100_000, warning: 0 },
      runnerStdout: 'x\n'.repeat(100_000),
      durationMs: 1000,
    },
  ];
  // As every finished run holds them: counted from its calls.
  const run: TestRun = {
    projectId: 'p',
    fabricId: 1,
    calls,
    counts: countResults(calls),
    startedAt: '2026-11-20T12:00:00Z',
    finishedAt: '2026-11-20T12:01:00Z',
  };
  const root = parseXml(renderJUnit(run));
  expect([num(root, 'tests'), num(root, 'failures'), num(root, 'errors')]).toEqual([100_000, 1000, 400]);
});
