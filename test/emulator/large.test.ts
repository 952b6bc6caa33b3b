// 100,000 generated model-test results (examples/emulator/large.yml, the benchmarks' fixture).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { LARGE, post, start } from './support/harness.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await start({ fixture: LARGE });
});
afterAll(() => emu.stop());

describe('generated tests', () => {
  test('a 100,000-result model run is streamed, complete and correctly counted', async () => {
    const res = await post(emu, '/api/orchestration/tests/run', {
      fabricId: 10740,
      projectId: 'warehouse',
      modelName: 'big_model',
      tests: [{}],
    });
    expect(res.status).toBe(200);
    // Written as it is generated (chunked), never built whole first to learn its length.
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const { results, summary, runnerStdout } = res.body.data;
    expect(results).toHaveLength(100_000);
    const count = (status: string) => results.filter((r: { status: string }) => r.status === status).length;
    // Every 1000th errors (100); every other 50th fails (2000 - 100).
    expect([count('SUCCEEDED'), count('FAILED'), count('ERROR')]).toEqual([98_000, 1_900, 100]);
    expect(summary).toEqual({ failed: 2_000, skip: 0, succeeded: 98_000, total: 100_000, warning: 0 });
    expect(results[0]).toEqual({
      name: 'big_model_test_000001',
      status: 'SUCCEEDED',
      table: 'big_model',
      columnName: '',
      index: 0,
      time: expect.any(Number),
      cause: '',
    });
    expect(results[49]).toMatchObject({
      name: 'big_model_test_000050',
      status: 'FAILED',
      index: 49,
      cause: 'Got 1 result, configured to fail if != 0',
    });
    expect(results[999]).toMatchObject({ name: 'big_model_test_001000', status: 'ERROR', index: 999 });
    expect(results[99_999]).toMatchObject({ name: 'big_model_test_100000', status: 'ERROR', index: 99_999 });
    expect(runnerStdout.split('\n').at(-1)).toBe('Done. PASS=98000 WARN=0 ERROR=2000 SKIP=0 TOTAL=100000');
  });
});
