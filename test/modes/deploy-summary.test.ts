import { describe, expect, it } from '@jest/globals';
import { named, renderTree, tables, textOf } from '../results/rendered.js';
import {
  renderDeployFailureSummary,
  renderDeploySummary,
  renderDryRunSummary,
  renderNotDeployedSummary,
} from '../../src/modes/deploy/summary.js';
import {
  buildDeployRequest,
  effectiveValues,
  resolveDeployTarget,
} from '../../src/modes/deploy/deploy-request.js';
import { parseOverrides } from '../../src/files/overrides.js';
import { parseYamlText } from '../../src/files/yaml.js';
import type { DeployResult } from '../../src/service/types.js';
import { historyOf } from '../../src/modes/deploy/history.js';
import type { HistoryEntry } from '../../src/modes/deploy/history.js';

const overrides = parseOverrides(
  parseYamlText(
    'overrides/prod.yml',
    [
      'pipelineConfigurations:',
      '  ingest_orders:',
      '    batch_size: 0500',
      '    environment: backfill',
      'projectConfiguration:',
      '  environment: prod',
      '',
    ].join('\n'),
  ),
);
const target = resolveDeployTarget(
  { gitTag: 'retail/1.2.0', projectName: undefined, version: undefined },
  undefined,
);
const request = buildDeployRequest(target, 'analytics-prod', overrides);
const effective = effectiveValues(overrides);
const result: DeployResult = {
  success: true,
  message: 'Project scheduled successfully',
  deploymentId: '90001',
  details: {
    projectId: 'retail',
    fabricId: '10741',
    version: '1.2.0',
    pipelinesDeployed: ['ingest_orders', 'build_marts'],
    configurationsApplied: 3,
  },
};

describe('deploy summary', () => {
  it('shows the deployment and the overrides sent', () => {
    expect(renderDeploySummary({ request, result, effective, overridesFile: 'overrides/prod.yml' })).toBe(
      [
        '## ✅ Deployed retail/1.2.0 to analytics-prod',
        '',
        '- **Deployment:** <code>90001</code>',
        '- **Project:** retail (id <code>retail</code>)',
        '- **Fabric:** analytics-prod (id <code>10741</code>)',
        '- **Version:** <code>1.2.0</code>',
        '- **Tag:** <code>retail/1.2.0</code>',
        '- **Pipelines deployed:** <code>ingest_orders</code>, <code>build_marts</code>',
        '- **Configurations applied:** 3',
        '- **Message:** Project scheduled successfully',
        '',
        '### Overrides sent',
        '',
        'From <code>overrides/prod.yml</code>. A pipeline override beats project configuration; parameters not listed keep their defaults.',
        '',
        '| Applies to | Parameter | Value | Note |',
        '|---|---|---|---|',
        '| <code>ingest_orders</code> | <code>batch_size</code> | <code>0500</code> |  |',
        '| <code>ingest_orders</code> | <code>environment</code> | <code>backfill</code> |  |',
        '| all pipelines (projectConfiguration) | <code>environment</code> | <code>prod</code> | except <code>ingest_orders</code> (its own override wins) |',
        '',
      ].join('\n'),
    );
  });

  it('opens with ⚠️ when the step warned, naming each warning before the fields', () => {
    const warnings = { first: ['GitHub deployment not recorded: <b>403</b>', 'second'], count: 7 };
    const tree = renderTree(
      renderDeploySummary({ request, result, effective, overridesFile: undefined, warnings }),
    );
    expect(named(tree, 'h2').map(textOf)).toEqual([
      '⚠️ Deployed retail/1.2.0 to analytics-prod, with 7 warnings',
    ]);
    expect(named(tree, 'li').slice(0, 4).map(textOf)).toEqual([
      'GitHub deployment not recorded: <b>403</b>',
      'second',
      '… and 5 more warnings in the log',
      'Deployment: 90001',
    ]);
  });

  it('escapes what the service sends', () => {
    const hostile: DeployResult = {
      ...result,
      message: 'ok | <img src=x onerror=alert(1)> @admins\nsecond line',
      deploymentId: '1`2|3',
      details: { ...result.details, pipelinesDeployed: ['<b>x</b>'], version: '*1*' },
    };
    const md = renderDeploySummary({ request, result: hostile, effective: [], overridesFile: undefined });
    expect(md).toContain(
      '- **Message:** ok &#124; &lt;img src=x onerror=alert(1)&gt; @&#8203;admins second line',
    );
    expect(md).toContain('- **Deployment:** <code>1&#96;2&#124;3</code>');
    expect(md).toContain('- **Pipelines deployed:** <code>&lt;b&gt;x&lt;/b&gt;</code>');
    expect(md).toContain('- **Version:** <code>&#42;1&#42;</code>');
    expect(md).toContain('No overrides file: every parameter keeps its default.');
    expect(md).not.toContain('<img');
  });

  it('renders without empty headers or columns, and a value to copy holds no invisible character', () => {
    const md = renderDeploySummary({
      request,
      result,
      effective: [
        {
          pipeline: undefined,
          name: 'alert_email',
          value: 'oncall@example.com',
          from: 'o.yml:2',
          overriddenIn: [],
        },
      ],
      overridesFile: 'o.yml',
    });
    const tree = renderTree(md);
    for (const table of tables(tree)) {
      expect(table.header.every((cell) => cell.trim() !== '')).toBe(true);
      table.header.forEach((_, i) => expect(table.rows.some((row) => row[i]!.trim() !== '')).toBe(true));
    }
    expect(tables(tree).map((t) => t.header)).toEqual([['Applies to', 'Parameter', 'Value']]);
    const values = named(tree, 'code').map(textOf);
    expect(values).toContain('oncall@example.com');
    for (const value of values) expect(value).not.toMatch(/[\u200B-\u200D\u2060\uFEFF]/);
  });

  it('a URL in the message stays a working link', () => {
    const url = 'https://deploy.example.com/d/90001?tab=logs&since=1';
    const md = renderDeploySummary({
      request,
      result: { ...result, message: `Scheduled: ${url}` },
      effective: [],
      overridesFile: undefined,
    });
    expect(named(renderTree(md), 'a').map((a) => a.attributes.href)).toEqual([url]);
  });

  it('says an empty overrides file overrides nothing', () => {
    const md = renderDeploySummary({ request, result, effective: [], overridesFile: 'empty.yml' });
    expect(md.endsWith('empty.yml lists no overrides: every parameter keeps its default.\n')).toBe(true);
  });
});

describe('dry-run summary', () => {
  it('shows the request that would be sent', () => {
    const md = renderDryRunSummary({
      request,
      url: 'https://orchestrator.example.com/api/deploy/project',
      effective,
      overridesFile: 'overrides/prod.yml',
    });
    expect(md.split('\n').slice(0, 20)).toEqual([
      '## 📝 Dry run: deploy retail/1.2.0 to analytics-prod',
      '',
      'Nothing was sent. The request would be:',
      '',
      '```http',
      'POST https://orchestrator.example.com/api/deploy/project',
      '{',
      '  "projectName": "retail",',
      '  "fabricName": "analytics-prod",',
      '  "gitTag": "retail/1.2.0",',
      '  "pipelineConfigurations": {',
      '    "ingest_orders": {',
      '      "batch_size": "0500",',
      '      "environment": "backfill"',
      '    }',
      '  },',
      '  "projectConfiguration": {',
      '    "environment": "prod"',
      '  }',
      '}',
    ]);
    expect(md).toContain('### Overrides that would be sent');
  });

  it('fences a body holding backticks with a longer fence', () => {
    const tricky = buildDeployRequest(target, 'fab```ric');
    const md = renderDryRunSummary({
      request: tricky,
      url: 'https://x/api/deploy/project',
      effective: [],
      overridesFile: undefined,
    });
    expect(md).toContain('````http\n');
    expect(md).toContain('\n````\n');
  });
});

describe('failure summary', () => {
  it('warns that the deployment may have been scheduled', () => {
    expect(
      renderDeployFailureSummary({
        request,
        message: 'Deploy project failed: connection reset',
        maybeApplied: true,
      }),
    ).toBe(
      [
        '## ❌ Deploy of retail/1.2.0 to analytics-prod failed',
        '',
        'Deploy project failed: connection reset',
        '',
        '> [!WARNING]',
        '> The request reached the service, so the deployment may have been scheduled. Check the deployments of retail on analytics-prod before re-running this job.',
        '',
      ].join('\n'),
    );
  });

  it('states a definitive failure without the warning', () => {
    const md = renderDeployFailureSummary({
      request,
      message: 'Deploy project failed: no such tag',
      maybeApplied: false,
    });
    expect(md).not.toContain('WARNING');
  });
});

describe("the environment's history on GitHub", () => {
  const entry = (tag: string, state: string, run: string | undefined, ours = true): HistoryEntry => ({
    deployment: {
      id: 7,
      ref: tag,
      createdAt: Date.parse('2026-05-04T09:30:00Z'),
      payload: { tag, ...(run !== undefined && { run }) },
      creator: ours ? { login: 'github-actions[bot]', type: 'Bot' } : { login: 'mallory|<b>', type: 'User' },
    },
    ours,
    status: ours ? { state, description: '', logUrl: undefined } : undefined,
  });
  const key = { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0' };

  it('renders as a table of four columns whatever the tags, states and links hold', () => {
    const hostile = entry(
      'x|y/<script>1</script>',
      'done | <b>',
      'https://github.com/a/b/actions/runs/1) [x](javascript:alert(1)',
    );
    const plain = entry('retail/1.1.0', 'success', 'javascript:alert(1)');
    const md = renderDeploySummary({
      request,
      result,
      effective: [],
      overridesFile: undefined,
      github: {
        environment: 'prod | <i>',
        history: historyOf([hostile, plain], key),
        thisRun: {
          id: 8,
          tag: 'retail/1.2.0',
          state: 'success',
          runUrl: undefined,
          at: Date.parse('2026-05-05T00:00:00Z'),
        },
      },
    });
    const tree = renderTree(md);
    expect(named(tree, 'h3').map(textOf)).toEqual(['Deployments of prod | <i> on GitHub']);
    expect(tables(tree)[0]).toEqual({
      header: ['Tag', 'Status', 'Time', 'Run'],
      rows: [
        ['retail/1.2.0', 'success, this run', '2026-05-05 00:00 UTC', ''],
        ['x|y/<script>1</script>', 'done | <b>', '2026-05-04 09:30 UTC', 'run'],
        ['retail/1.1.0', 'success, current before this run', '2026-05-04 09:30 UTC', ''],
      ],
    });
    // Only an http(s) address is a link, and it cannot be closed early.
    expect(named(tree, 'a').map((a) => a.attributes.href)).toEqual([
      'https://github.com/a/b/actions/runs/1%29%20%5Bx%5D%28javascript:alert%281%29',
    ]);
    expect(named(tree, 'script')).toEqual([]);
  });

  it("marks another identity's deployment as not the action's, naming who made it, and says what that means", () => {
    const forged = entry('retail/1.2.0', 'success', undefined, false);
    const own = entry('retail/1.1.0', 'success', undefined);
    const history = historyOf([forged, own], key);
    expect(history.current).toBe(own);
    const md = renderDeploySummary({
      request,
      result,
      effective: [],
      overridesFile: undefined,
      github: { environment: 'analytics-prod', history },
    });
    expect(md).toContain(
      "The last 2 with the action's task (<code>deploy:orchestration</code>), newest first. 1 of them was not made by the action's identity: such a deployment is neither current nor a previous-tag, and nothing is taken from it.",
    );
    expect(tables(renderTree(md))[0]!.rows).toEqual([
      ['retail/1.2.0', "not the action's (created by mallory|<b>)", '2026-05-04 09:30 UTC', ''],
      ['retail/1.1.0', 'success, current', '2026-05-04 09:30 UTC', ''],
    ]);
  });

  it('a refusal shows its line and the record that may have been scheduled', () => {
    const stuck = entry('retail/1.2.0', 'error', undefined);
    stuck.deployment.payload = { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0' };
    const md = renderNotDeployedSummary({
      request,
      line: 'Not deployed: GitHub deployment 7 of retail/1.2.0 …',
      github: { environment: 'analytics-prod', history: historyOf([stuck], key) },
    });
    expect(md.split('\n').slice(0, 3)).toEqual([
      '## ❌ Not deployed: retail/1.2.0 to analytics-prod',
      '',
      'Not deployed: GitHub deployment 7 of retail/1.2.0 …',
    ]);
    expect(tables(renderTree(md))[0]!.rows).toEqual([
      ['retail/1.2.0', 'error, may have been scheduled', '2026-05-04 09:30 UTC', ''],
    ]);
  });

  it('says so when the history could not be read', () => {
    const md = renderDeployFailureSummary({
      request,
      message: 'Deploy project failed: no',
      maybeApplied: false,
      github: {
        environment: 'analytics-prod',
        history: undefined,
        thisRun: { id: 8, tag: 'retail/1.2.0', state: 'failure', runUrl: undefined, at: 0 },
      },
    });
    expect(md).toContain('The earlier deployments could not be read.');
    expect(tables(renderTree(md))[0]!.rows).toEqual([
      ['retail/1.2.0', 'failure, this run', '1970-01-01 00:00 UTC', ''],
    ]);
  });
});
