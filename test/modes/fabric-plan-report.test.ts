import { describe, expect, it } from '@jest/globals';
import { named, renderTree, textOf } from '../results/rendered.js';
import { fitJsonList } from '../../src/common/budget.js';
import { planLines, planOutput, renderPlan } from '../../src/modes/fabric/summary.js';
import type { FabricPlan, Step } from '../../src/modes/fabric/plan.js';

const step = (over: Partial<Step>): Step => ({
  resource: 'connection',
  name: 'warehouse',
  line: 1,
  action: 'unchanged',
  details: 'exists and matches the file',
  ...over,
});

const plan = (steps: Step[]): FabricPlan => ({
  fabricName: 'analytics',
  fabricId: '10740',
  steps,
});

describe('the plan for the summary and the comment', () => {
  it('escapes names and details so they cannot break the table, inject markup or mention anyone', () => {
    const text = renderPlan(
      plan([step({ name: 'a|b<script>', action: 'drift', details: 'properties.x: "*y*" → "@team"' })]),
      'fabric.yml',
    );
    expect(text).toContain(
      '| connection | a&#124;b&lt;script&gt; | **drift** | properties.x: &quot;&#42;y&#42;&quot; → &quot;@&#8203;team&quot; |',
    );
    expect(text).not.toContain('<script>');
  });

  it('opens with the verdict: drifted connections, what differs and the warnings come before any table', () => {
    const drift = [{ field: 'kind', service: '"snowflake"', file: '"bigquery"' }];
    const steps = [
      step({ resource: 'fabric', name: 'analytics', action: 'update', sends: true }),
      step({ name: 'marts', id: '4812', action: 'drift', drift, details: 'kind: "snowflake" → "bigquery"' }),
    ];
    const warnings = {
      first: ['fabric.yml:4: provider "DataBricks" is not a spelling the action knows'],
      count: 1,
    };
    const markdown = renderPlan(plan(steps), 'fabric.yml', undefined, warnings);
    const tree = renderTree(markdown);
    expect(named(tree, 'h2').map(textOf)).toEqual([
      '⚠️ Plan: fabric analytics (id 10740): an apply would send 1 write request; 1 connection differs from the file, with a warning',
    ]);
    expect(named(tree, 'li').map(textOf)).toEqual([
      'marts (id 4812): kind: "snowflake" → "bigquery"',
      warnings.first[0],
    ]);
    const table = markdown.indexOf('| Action | Count |');
    expect(markdown.indexOf('- **marts**')).toBeLessThan(table);
    expect(markdown.indexOf("the service cannot change a connection's kind")).toBeLessThan(table);
  });

  it('a plan with changes and nothing drifted is 📝; one with nothing to send is ✅', () => {
    const update = step({ resource: 'fabric', name: 'analytics', action: 'update', sends: true });
    const heading = (steps: Step[]) => named(renderTree(renderPlan(plan(steps), 'f.yml')), 'h2').map(textOf);
    expect(heading([update, step({})])).toEqual([
      '📝 Plan: fabric analytics (id 10740): an apply would send 1 write request',
    ]);
    expect(heading([step({})])).toEqual(['✅ Plan: fabric analytics (id 10740): nothing to change']);
  });

  it('keeps to its budget, saying how many steps it left out', () => {
    const steps = Array.from({ length: 5000 }, (_, i) =>
      step({ name: `conn-${i}`, action: 'drift', details: 'x'.repeat(100) }),
    );
    const text = renderPlan(plan(steps), 'fabric.yml', 20_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(20_000);
    const shown = text.split('\n').filter((line) => line.startsWith('| connection |')).length;
    expect(text).toContain(`_${(5000 - shown).toLocaleString('en-US')} more steps not shown: see the log._`);
  });

  it('names the first 20 unmanaged secrets and counts the rest, in the log and the table', () => {
    const steps = [
      ...Array.from({ length: 5000 }, (_, i) =>
        step({ resource: 'secret', name: `stale-${i}`, action: 'unmanaged', details: 'left alone' }),
      ),
      step({}),
    ];
    const lines = planLines(plan(steps));
    expect(lines).toHaveLength(22);
    expect(lines[19]).toBe('unmanaged     secret     stale-19: left alone');
    expect(lines.slice(20)).toEqual([
      'unmanaged     secret     … 4,980 more secrets: on the service, not in the file: left alone (the first 20 are named, the rest counted)',
      'unchanged     connection warehouse: exists and matches the file',
    ]);
    const rows = renderPlan(plan(steps), 'fabric.yml')
      .split('\n')
      .filter((line) => /^\| (secret|connection) \|/.test(line));
    expect(rows).toHaveLength(22);
    expect(rows.slice(20)).toEqual([
      '| secret | … 4,980 more secrets | **unmanaged** | on the service, not in the file: left alone (the first 20 are named, the rest counted) |',
      '| connection | warehouse | **unchanged** | exists and matches the file |',
    ]);
    // The output lists every step: it has its own bound, in bytes.
    expect(planOutput(plan(steps), 10_000_000).kept).toBe(5001);
  });
});

describe('list outputs', () => {
  it('hold whole items while they fit, as valid JSON, and say how many', () => {
    expect(fitJsonList(['a', 'b', 'c'], 100)).toEqual({ json: '["a","b","c"]', kept: 3 });
    expect(fitJsonList(['a', 'b', 'c'], 9)).toEqual({ json: '["a","b"]', kept: 2 });
    expect(fitJsonList(['abc'], 4)).toEqual({ json: '[]', kept: 0 });
    const { json, kept } = planOutput(plan([step({}), step({ name: 'marts' })]), 1_000);
    expect(kept).toBe(2);
    expect(JSON.parse(json)).toEqual([
      {
        resource: 'connection',
        name: 'warehouse',
        action: 'unchanged',
        details: 'exists and matches the file',
      },
      { resource: 'connection', name: 'marts', action: 'unchanged', details: 'exists and matches the file' },
    ]);
  });
});
