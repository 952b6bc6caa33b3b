/**
 * Pipeline mode's job summary as GitHub renders it: one row per pipeline with its status, run id,
 * time and message, every state worded, and names and messages that hold markdown, HTML or
 * mentions shown as text.
 */
import { describe, expect, it } from '@jest/globals';
import { named, renderTree, tables, textOf } from '../results/rendered.js';
import type { PipelineRun } from '../../src/modes/pipeline/outcome.js';
import { renderDryRunSummary, renderRunsSummary } from '../../src/modes/pipeline/summary.js';
import { SUMMARY_BUDGET_BYTES } from '../../src/common/limits.js';

const WHERE = { fabricId: 10741, projectId: 'retail-analytics', version: '1.2.0', timeout: 60 };
const T = 1_000_000;

const RUNS: PipelineRun[] = [
  {
    pipeline: 'ingest_orders',
    state: 'succeeded',
    runId: 'r-1=',
    status: 'SUCCEEDED',
    triggeredAt: T,
    endedAt: T + 125_000,
  },
  {
    pipeline: 'build_marts',
    state: 'failed',
    runId: 'r-2=',
    status: 'ERROR',
    errorMessage: 'Model | fct_revenue <script>alert(1)</script> failed for @data-team',
    triggeredAt: T,
    endedAt: T + 40_000,
  },
  {
    pipeline: 'refresh',
    state: 'timed-out',
    runId: 'r-3=',
    status: 'RUNNING',
    triggeredAt: T,
    endedAt: T + 3_600_000,
  },
  {
    pipeline: 'export',
    state: 'maybe-started',
    problem: 'Trigger pipeline failed: the connection was reset',
  },
  { pipeline: 'notify', state: 'not-triggered', problem: 'the run of export may have been started' },
  {
    pipeline: 'missing',
    state: 'refused',
    problem: 'Trigger pipeline failed: error in triggering pipeline: not found (HTTP 400)',
  },
];

describe('the runs summary', () => {
  it('one row per pipeline: status, run id, time, message; the headline counts failures', () => {
    const tree = renderTree(renderRunsSummary(RUNS, WHERE));
    expect(named(tree, 'h2').map(textOf)).toEqual(['❌ Pipeline runs: 5 of 6 pipelines did not succeed']);
    // Each pipeline that did not succeed, with its message, before the table.
    expect(named(tree, 'li').map(textOf)).toEqual([
      'build_marts · ERROR · run r-2=Model | fct_revenue <script>alert(1)</script> failed for @\u200bdata-team',
      'refresh · RUNNING, still going after 60 min · run r-3=',
      'export · may have been startedTrigger pipeline failed: the connection was reset',
      'notify · not triggeredthe run of export may have been started',
      'missing · not started: the trigger was refusedTrigger pipeline failed: error in triggering pipeline: not found (HTTP 400)',
    ]);
    expect(textOf(named(tree, 'p')[0]!)).toBe('Project retail-analytics on fabric 10741, version 1.2.0.');
    const [table] = tables(tree);
    expect(table).toEqual({
      header: ['Pipeline', 'Status', 'Run id', 'Time', 'Message'],
      rows: [
        ['ingest_orders', 'SUCCEEDED', 'r-1=', '2 min 5 s', ''],
        [
          'build_marts',
          'ERROR',
          'r-2=',
          '40 s',
          'Model | fct_revenue <script>alert(1)</script> failed for @\u200bdata-team',
        ],
        ['refresh', 'RUNNING, still going after 60 min', 'r-3=', '1 h', ''],
        ['export', 'may have been started', '', '', 'Trigger pipeline failed: the connection was reset'],
        ['notify', 'not triggered', '', '', 'the run of export may have been started'],
        [
          'missing',
          'not started: the trigger was refused',
          '',
          '',
          'Trigger pipeline failed: error in triggering pipeline: not found (HTTP 400)',
        ],
      ],
    });
    // The message's markup is text: no element came of it.
    expect(named(tree, 'script')).toEqual([]);
  });

  it('with wait: false, says the runs were triggered and not followed', () => {
    const runs: PipelineRun[] = [{ pipeline: 'a', state: 'triggered', runId: 'r-1', triggeredAt: T }];
    const tree = renderTree(renderRunsSummary(runs, { ...WHERE, version: undefined }));
    expect(named(tree, 'h2').map(textOf)).toEqual(['✅ Pipeline runs: 1 pipeline triggered']);
    expect(tables(tree)[0]!.rows).toEqual([['a', 'triggered (not followed: wait is false)', 'r-1', '', '']]);
    const refused: PipelineRun = { pipeline: 'b', state: 'refused', problem: 'Trigger pipeline failed: no' };
    const partly = renderTree(renderRunsSummary([...runs, refused], WHERE));
    expect(named(partly, 'h2').map(textOf)).toEqual(['❌ Pipeline runs: 1 of 2 pipelines did not succeed']);
  });

  it('every run succeeded but the step warned: ⚠️, and the warnings before the table', () => {
    const runs: PipelineRun[] = [
      { pipeline: 'a', state: 'succeeded', runId: 'r-1', status: 'SUCCEEDED', triggeredAt: T, endedAt: T },
    ];
    const warnings = { first: ['Pipeline run status of a failed 3 times; the step keeps asking'], count: 1 };
    const markdown = renderRunsSummary(runs, WHERE, false, warnings);
    const tree = renderTree(markdown);
    expect(named(tree, 'h2').map(textOf)).toEqual([
      '⚠️ Pipeline runs: 1 of 1 pipeline succeeded, with a warning',
    ]);
    expect(named(tree, 'li').map(textOf)).toEqual([warnings.first[0]]);
    expect(markdown.indexOf('- Pipeline run status')).toBeLessThan(markdown.indexOf('| Pipeline |'));
    // A failure is the verdict: the warnings stay in the log.
    const failed: PipelineRun = { pipeline: 'b', state: 'failed', runId: 'r-2', status: 'ERROR' };
    const both = renderTree(renderRunsSummary([...runs, failed], WHERE, false, warnings));
    expect(named(both, 'h2').map(textOf)).toEqual(['❌ Pipeline runs: 1 of 2 pipelines did not succeed']);
    expect(named(both, 'li').map(textOf)).toEqual(['b · ERROR · run r-2']);
  });

  it('a message of a megabyte is cut, and a hundred rows stay within the budget', () => {
    const runs: PipelineRun[] = Array.from({ length: 100 }, (_, i) => ({
      pipeline: `p${i}`,
      state: 'failed',
      runId: `r-${i}`,
      status: 'ERROR',
      errorMessage: 'x'.repeat(1_000_000),
    }));
    const markdown = renderRunsSummary(runs, WHERE);
    expect(Buffer.byteLength(markdown)).toBeLessThan(SUMMARY_BUDGET_BYTES);
    expect(tables(renderTree(markdown))[0]!.rows).toHaveLength(100);
  });
});

describe('a cancelled job', () => {
  it('says so under the headline; a run still going, and one whose id could not be followed', () => {
    const runs: PipelineRun[] = [
      {
        pipeline: 'a',
        state: 'cancelled',
        runId: 'r-1',
        status: 'RUNNING',
        triggeredAt: T,
        endedAt: T + 30_000,
      },
      { pipeline: 'b', state: 'cancelled', runId: 'r-2', triggeredAt: T, endedAt: T + 1000 },
      {
        pipeline: 'c',
        state: 'unknown',
        problem: 'triggered, but its run id ".." cannot be sent in a URL path',
        triggeredAt: T,
        endedAt: T,
      },
    ];
    const tree = renderTree(renderRunsSummary(runs, WHERE, true));
    expect(named(tree, 'h2').map(textOf)).toEqual(['❌ Pipeline runs: 3 of 3 pipelines did not succeed']);
    expect(named(tree, 'p').map(textOf)).toContain(
      'The job was cancelled before the step ended: a run still going goes on on the service.',
    );
    expect(tables(tree)[0]!.rows).toEqual([
      ['a', 'RUNNING, still going when the job was cancelled', 'r-1', '30 s', ''],
      ['b', 'unknown, still going when the job was cancelled', 'r-2', '1 s', ''],
      [
        'c',
        'unknown: its run id cannot be followed',
        '',
        '0 s',
        'triggered, but its run id ".." cannot be sent in a URL path',
      ],
    ]);
  });
});

describe('the dry-run summary', () => {
  it('holds the requests in a block, and says nothing was sent', () => {
    const requests = [{ fabricId: 10741, pipelineName: 'ingest_orders', projectId: 'retail-analytics' }];
    const text = 'POST https://o.example.com/api/trigger/pipeline\n{"a":"```"}';
    const tree = renderTree(renderDryRunSummary(requests, text, WHERE));
    expect(named(tree, 'h2').map(textOf)).toEqual(['📝 Dry run: trigger 1 pipeline']);
    expect(textOf(named(tree, 'code').at(-1)!)).toBe(`${text}\n`);
    expect(textOf(tree)).toContain('Nothing was sent.');
  });
});
