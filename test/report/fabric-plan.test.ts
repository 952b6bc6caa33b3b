import { describe, expect, it } from '@jest/globals';
import { fitJsonList } from '../../src/report/budget.js';
import { planOutput, renderPlan } from '../../src/report/fabric-plan.js';
import type { FabricPlan, Step } from '../../src/modes/fabric-steps.js';

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
  read: true,
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

  it('keeps to its budget, saying how many steps it left out', () => {
    const steps = Array.from({ length: 5000 }, (_, i) =>
      step({ resource: 'secret', name: `stale-${i}`, action: 'unmanaged', details: 'x'.repeat(100) }),
    );
    const text = renderPlan(plan(steps), 'fabric.yml', 20_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(20_000);
    const shown = text.split('\n').filter((line) => line.startsWith('| secret |')).length;
    expect(text).toContain(`_${(5000 - shown).toLocaleString('en-US')} more steps not shown: see the log._`);
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
