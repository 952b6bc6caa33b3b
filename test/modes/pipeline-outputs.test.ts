/**
 * The `runs` and `run-ids` outputs stay under their bounds (GitHub keeps at most 1 MB of a job's
 * outputs): long messages are cut, each saying so, and only names and ids too long to fit leave
 * whole pipelines out, which the note says.
 */
import { describe, expect, it } from '@jest/globals';
import type { PipelineRun } from '../../src/modes/pipeline/outcome.js';
import {
  RUN_IDS_OUTPUT_MAX_BYTES,
  RUNS_OUTPUT_MAX_BYTES,
  runIdsOutput,
  runsOutput,
} from '../../src/modes/pipeline/outputs.js';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

interface Entry {
  pipeline: string;
  runId: string | null;
  status: string | null;
  errorMessage: string | null;
  seconds: number | null;
}

function failedRun(i: number, message: string): PipelineRun {
  return {
    pipeline: `pipeline_${i}`,
    state: 'failed',
    runId: `r-${i}`,
    status: 'ERROR',
    errorMessage: message,
    triggeredAt: 0,
    endedAt: 61_000,
  };
}

describe('the runs output', () => {
  it('is written whole when it fits, with no note', () => {
    const runs = [failedRun(1, 'Task load failed')];
    expect(runsOutput(runs)).toEqual({
      value:
        '[{"pipeline":"pipeline_1","runId":"r-1","status":"ERROR","errorMessage":"Task load failed","seconds":61}]',
    });
  });

  it('100 runs with long messages: under 256 KB, each long message cut saying so, every run kept', () => {
    // 20,000 characters each, with quotes and line breaks that JSON escapes: 2 MB whole.
    const long = (i: number) => `Stage ${i} failed: "quoted"\n`.repeat(800).slice(0, 20_000);
    const runs = Array.from({ length: 100 }, (_, i) => failedRun(i, long(i)));
    // A few short messages stay whole; the long ones share what is left.
    runs[3]!.errorMessage = 'short one';
    const { value, note } = runsOutput(runs);
    expect(bytes(value)).toBeLessThanOrEqual(RUNS_OUTPUT_MAX_BYTES);
    expect(RUNS_OUTPUT_MAX_BYTES).toBeLessThan(256 * 1024);
    const entries = JSON.parse(value) as Entry[];
    expect(entries.map((e) => e.pipeline)).toEqual(runs.map((r) => r.pipeline));
    expect(entries[3]!.errorMessage).toBe('short one');
    entries.forEach((entry, i) => {
      if (i === 3) return;
      const message = entry.errorMessage!;
      expect(message).toMatch(/ … \(\d[\d,]* more characters cut\)$/);
      expect(long(i).startsWith(message.slice(0, message.lastIndexOf(' … (')))).toBe(true);
    });
    // The room is used, not thrown away: every message keeps most of its share.
    expect(bytes(value)).toBeGreaterThan(RUNS_OUTPUT_MAX_BYTES - 100 * 200);
    expect(note).toBe(
      "the runs output keeps under 250,000 bytes: 99 errorMessages were cut there (the job summary shows each message's start)",
    );
  });

  it('names and ids too long to fit: the first runs that fit, and the note says how many', () => {
    const runs = Array.from({ length: 100 }, (_, i) => ({
      ...failedRun(i, 'x'),
      pipeline: `${'p'.repeat(3000)}${i}`,
    }));
    const { value, note } = runsOutput(runs);
    expect(bytes(value)).toBeLessThanOrEqual(RUNS_OUTPUT_MAX_BYTES);
    const kept = (JSON.parse(value) as Entry[]).length;
    expect(kept).toBeGreaterThan(50);
    expect(kept).toBeLessThan(100);
    expect(note).toMatch(new RegExp(`it holds only the first ${kept} of 100 pipelines$`));
  });
});

describe('the run-ids output', () => {
  it('holds each run id; the first that fit when they do not all', () => {
    const runs = [failedRun(1, ''), { pipeline: 'none', state: 'refused' } as PipelineRun, failedRun(2, '')];
    expect(runIdsOutput(runs)).toEqual({ value: '{"pipeline_1":"r-1","pipeline_2":"r-2"}' });
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...failedRun(i, ''),
      runId: `${'r'.repeat(1024)}`,
    }));
    for (const run of many) run.pipeline = `${'n'.repeat(1500)}${run.pipeline}`;
    const { value, note } = runIdsOutput(many);
    expect(bytes(value)).toBeLessThanOrEqual(RUN_IDS_OUTPUT_MAX_BYTES);
    const kept = Object.keys(JSON.parse(value) as object).length;
    expect(kept).toBeGreaterThan(40);
    expect(note).toBe(
      `the run-ids output keeps under 125,000 bytes: it holds the first ${kept} of 100 run ids`,
    );
  });
});
