import { describe, expect, it } from '@jest/globals';
import { maxStatusRequests, meaningOf, nextPollAt, nextWait } from '../../src/modes/pipeline/execute.js';
import { triggerRequests, dryRunText } from '../../src/modes/pipeline/run.js';

describe('when a status is asked', () => {
  it('the first wait is 2 s, then each doubles up to the poll interval', () => {
    const waits: number[] = [];
    let wait: number | undefined;
    for (let i = 0; i < 7; i++) waits.push((wait = nextWait(wait, 30_000)));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(nextWait(undefined, 1000)).toBe(1000);
  });

  it('at most timeout × 60 / 2 + 10 requests', () => {
    expect(maxStatusRequests(60)).toBe(1810);
    expect(maxStatusRequests(1)).toBe(40);
  });

  it('never after the deadline, and spread wider when the requests left would not last', () => {
    expect(nextPollAt(0, 2000, 100_000, 10)).toBe(10_000);
    expect(nextPollAt(0, 30_000, 100_000, 10)).toBe(30_000);
    expect(nextPollAt(90_000, 30_000, 100_000, 10)).toBe(100_000);
    // None left: nothing more until the deadline.
    expect(nextPollAt(0, 2000, 100_000, 0)).toBe(100_000);
    // Counted from when the last request was due, not from when its answer came; never in the past.
    expect(nextPollAt(60_000, 30_000, 1_000_000, 100, 60_700)).toBe(90_000);
    expect(nextPollAt(60_000, 2000, 1_000_000, 1000, 65_000)).toBe(65_000);
  });
});

describe('what a status word means', () => {
  it.each([
    ['SUCCEEDED', 'succeeded'],
    ['ERROR', 'error'],
    ['RUNNING', 'waiting'],
    ['PENDING', 'waiting'],
    ['QUEUED', 'waiting'],
    ['STARTING', 'waiting'],
    ['SCHEDULED', 'waiting'],
    ['IN_PROGRESS', 'waiting'],
    ['Running', 'waiting'],
    ['succeeded', 'succeeded'],
    ['CANCELLED', 'other-end'],
    ['FAILED', 'other-end'],
    ['IN PROGRESS', 'other-end'],
  ])('%s: %s', (word, meaning) => {
    expect(meaningOf(word)).toBe(meaning);
  });
});

describe('the trigger requests', () => {
  const inputs = {
    pipelines: ['ingest_orders', 'build_marts'],
    fabricId: 10741,
    projectId: 'retail-analytics',
    branch: undefined,
    version: '1.2.0',
  };

  it('one per pipeline, in order, with the parameters the file gives it', () => {
    const requests = triggerRequests(inputs, {
      path: 'p.yml',
      byPipeline: { build_marts: { target_schema: 'qa' } },
    });
    expect(requests).toEqual([
      { fabricId: 10741, pipelineName: 'ingest_orders', projectId: 'retail-analytics', version: '1.2.0' },
      {
        fabricId: 10741,
        pipelineName: 'build_marts',
        projectId: 'retail-analytics',
        version: '1.2.0',
        parameters: { target_schema: 'qa' },
      },
    ]);
    expect(dryRunText(requests.slice(0, 1), 'https://o.example.com/api/trigger/pipeline')).toBe(
      [
        'POST https://o.example.com/api/trigger/pipeline',
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        '{',
        '  "fabricId": 10741,',
        '  "pipelineName": "ingest_orders",',
        '  "projectId": "retail-analytics",',
        '  "version": "1.2.0"',
        '}',
      ].join('\n'),
    );
  });
});
