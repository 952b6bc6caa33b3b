import { describe, expect, test } from '@jest/globals';
import { renderDriftIssue } from '../../src/modes/fabric/drift-issue.js';
import type { DriftIssueOptions } from '../../src/modes/fabric/drift-issue.js';
import type { FabricPlan } from '../../src/modes/fabric/plan.js';
import { byteLength } from '../../src/common/text.js';

const OPTIONS: DriftIssueOptions = {
  file: 'infra/fabric.yml',
  repositoryFile: 'infra/fabric.yml',
  blobUrl: 'https://github.com/acme/data-project/blob/c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
  runUrl: 'https://github.com/acme/data-project/actions/runs/4242',
  sha: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00',
  now: Date.UTC(2026, 10, 21, 4, 5),
  maxBytes: 60_000,
};

function planWith(drifted: number): FabricPlan {
  return {
    fabricName: 'analytics-qa',
    fabricId: '10760',
    steps: [
      { resource: 'fabric', name: 'analytics-qa', line: 1, action: 'update', details: 'sent every time' },
      {
        resource: 'connection',
        name: 'crm',
        line: 40,
        action: 'unchanged',
        details: 'exists and matches the file',
      },
      ...Array.from({ length: drifted }, (_, i) => ({
        resource: 'connection' as const,
        name: `conn-${i}`,
        line: 10 + i,
        id: String(4700 + i),
        action: 'drift' as const,
        details: `properties.catalog: "old_${i}" → "new_${i}"; properties.token: (40 characters, hidden: it may hold a credential) → secret warehouse-token (id 3320)`,
      })),
    ],
  };
}

describe('the health issue body of a fabric plan', () => {
  test('names each drifted connection, its line and what differs; not the others', () => {
    const md = renderDriftIssue({ plan: planWith(1) }, OPTIONS);
    expect(md).toBe(
      [
        '## ❌ Fabric analytics-qa (id <code>10760</code>): 1 connection differs from infra/fabric.yml',
        '',
        "An apply leaves a drifted connection as it is: with fix-drift: true it sets the connection's properties to the file's; a kind or default flag that differs only the service's settings can change.",
        '',
        '- **conn-0** · id <code>4700</code> · [fabric.yml:10](https://github.com/acme/data-project/blob/c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00/infra/fabric.yml#L10)<br>properties.catalog: &quot;old_0&quot; → &quot;new_0&quot;; properties.token: (40 characters, hidden: it may hold a credential) → secret warehouse-token (id 3320)',
        '',
        'Latest run: [job summary](https://github.com/acme/data-project/actions/runs/4242) · commit <code>c0ffee0</code> · 2026-11-21 04:05 UTC',
        '',
        '_Kept by orchestration-action (health-issue): edited by each plan that finds drift, closed by the first that finds none._',
        '',
      ].join('\n'),
    );
  });

  test('a file outside the repository is named, not linked', () => {
    const md = renderDriftIssue(
      { plan: planWith(1) },
      { ...OPTIONS, file: '/elsewhere/f.yml', repositoryFile: undefined },
    );
    expect(md).toContain('- **conn-0** · id <code>4700</code> · <code>/elsewhere/f.yml:10</code><br>');
  });

  test('a plan that could not be made says why', () => {
    const md = renderDriftIssue(
      {
        fabricName: 'analytics-qa',
        failure: 'list secrets of fabric 10760: HTTP 503 (the plan could not be made)',
      },
      OPTIONS,
    );
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## ❌ Fabric analytics-qa: the plan could not be made',
      '',
      'list secrets of fabric 10760: HTTP 503 (the plan could not be made)',
    ]);
  });

  test('thousands of drifted connections stay under the budget and say how many are left out', () => {
    const md = renderDriftIssue({ plan: planWith(3_000) }, { ...OPTIONS, maxBytes: 10_000 });
    expect(byteLength(md)).toBeLessThanOrEqual(10_000);
    const shown = md.split('\n').filter((line) => line.startsWith('- **conn-')).length;
    expect(shown).toBeGreaterThan(0);
    expect(md).toContain(
      `_${(3_000 - shown).toLocaleString('en-US')} more not shown: see the latest run's job summary._`,
    );
    expect(md).toContain('Latest run: ');
  });
});
