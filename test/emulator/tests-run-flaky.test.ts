// Flaky fixture tests (`outcomes`): their runs are counted per branch and version, and persisted.
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FixtureInput, RunningEmulator } from '../../src/emulator/server.js';
import { post, start } from './support/harness.js';
import { RUN, refused } from './support/test-run.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('flaky tests: outcomes run by run, per branch and version, the last repeating', () => {
  let own: RunningEmulator;
  let dir: string;
  const fixture: FixtureInput = {
    tokens: ['t'],
    teams: ['team'],
    fabrics: [{ id: '500', name: 'f', teamName: 'team', provider: 'bigquery' }],
    projects: [
      {
        name: 'shop',
        id: '77',
        publishedTo: ['500'],
        versions: ['1', '2'],
        branches: ['main', 'feature', 'hotfix'],
        sources: [
          {
            name: 'raw',
            tables: [
              {
                name: 'orders',
                columns: [
                  { name: 'id', tests: [{ name: 'unique', outcomes: ['FAILED', 'ERROR', 'SUCCEEDED'] }] },
                  { name: 'amount', tests: [{ name: 'unique', outcomes: ['ERROR', 'SUCCEEDED'] }] },
                ],
              },
            ],
          },
        ],
        projectTests: [
          { name: 'seq', outcomes: ['FAILED', 'ERROR', 'SUCCEEDED'], cause: 'flaky cause' },
          {
            name: 'by_branch',
            outcome: 'FAILED',
            byBranch: {
              feature: { outcomes: ['ERROR', 'SUCCEEDED'], cause: 'warming up' },
              hotfix: 'SUCCEEDED',
            },
          },
          { name: 'by_version', byVersion: { '1': { outcomes: ['FAILED', 'SUCCEEDED'] } } },
          { name: 'overridden', outcomes: ['FAILED', 'SUCCEEDED'], byBranch: { hotfix: 'ERROR' } },
        ],
        models: [{ name: 'm', tests: [{ name: 'mt', outcomes: ['ERROR', 'SUCCEEDED'] }] }],
      },
    ],
  };

  beforeAll(() => {
    dir = tempDir('emu-flaky-');
  });
  afterEach(() => own?.stop());

  const ownRun = (body: object) =>
    post(own, RUN, { fabricId: 500, projectId: '77', ...body }, { token: 't' });
  const project = (...names: string[]) => ({ tests: [{ projectTests: names.map((name) => ({ name })) }] });
  const key = (branch: string, version: string, location: string, name: string): string =>
    ['77', branch, version, location, name].join('\u0000');
  const testRuns = (): Record<string, number> | undefined =>
    (own.state() as { testRuns?: Record<string, number> }).testRuns;
  /** [status, cause] of each result. */
  const outcomes = async (body: object): Promise<string[][]> => {
    const res = await ownRun(body);
    expect(res.status).toBe(200);
    return res.body.data.results.map((r: { status: string; cause: string }) => [r.status, r.cause]);
  };

  test('independent counters per branch and version; the default branch and version are counted as named', async () => {
    own = await start({ fixture });
    expect(testRuns()).toBeUndefined();
    const seq = project('seq');
    expect(await outcomes(seq)).toEqual([['FAILED', 'flaky cause']]); // main (default), 2 (latest)
    expect(await outcomes({ ...seq, branch: 'main' })).toEqual([['ERROR', 'flaky cause']]);
    expect(await outcomes({ ...seq, version: '1' })).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes({ ...seq, branch: 'feature' })).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes({ ...seq, branch: 'main', version: '2' })).toEqual([['SUCCEEDED', '']]);
    expect(await outcomes(seq)).toEqual([['SUCCEEDED', '']]);
    expect(await outcomes({ ...seq, version: '1' })).toEqual([['ERROR', 'flaky cause']]);
    expect(testRuns()).toEqual({
      [key('main', '2', 'project', 'seq')]: 4,
      [key('main', '1', 'project', 'seq')]: 2,
      [key('feature', '2', 'project', 'seq')]: 1,
    });
  });

  test('each test counts on its own: the same name on two columns, several in one request', async () => {
    own = await start({ fixture });
    const both = {
      tests: [
        {
          source: 'raw',
          table: 'orders',
          columnTests: [
            { name: 'id', tests: [{ name: 'unique' }] },
            { name: 'amount', tests: [{ name: 'unique' }] },
          ],
        },
      ],
    };
    const statuses = async (): Promise<string[]> => (await outcomes(both)).map(([s]) => s!);
    expect(await statuses()).toEqual(['FAILED', 'ERROR']);
    expect(await statuses()).toEqual(['ERROR', 'SUCCEEDED']);
    expect(await statuses()).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await statuses()).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(testRuns()).toEqual({
      [key('main', '2', 'raw.orders.id', 'unique')]: 4,
      [key('main', '2', 'raw.orders.amount', 'unique')]: 4,
    });
  });

  test('outcomes inside byBranch and byVersion; a plain override stops the sequence', async () => {
    own = await start({ fixture });
    const tests = project('by_branch', 'by_version', 'overridden');
    const defaultFail = 'Got 1 result, configured to fail if != 0';
    const defaultError = 'Database Error in test overridden: could not execute the test query';
    expect(await outcomes({ ...tests, branch: 'feature' })).toEqual([
      ['ERROR', 'warming up'],
      ['SUCCEEDED', ''],
      ['FAILED', defaultFail],
    ]);
    expect(await outcomes({ ...tests, branch: 'feature' })).toEqual([
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
    ]);
    expect(await outcomes({ ...tests, branch: 'main', version: '1' })).toEqual([
      ['FAILED', defaultFail],
      ['FAILED', defaultFail],
      ['FAILED', defaultFail],
    ]);
    expect(await outcomes({ ...tests, branch: 'main', version: '1' })).toEqual([
      ['FAILED', defaultFail],
      ['SUCCEEDED', ''],
      ['SUCCEEDED', ''],
    ]);
    for (let i = 0; i < 2; i++)
      expect(await outcomes({ ...tests, branch: 'hotfix' })).toEqual([
        ['SUCCEEDED', ''],
        ['SUCCEEDED', ''],
        ['ERROR', defaultError],
      ]);
    // Only the runs that followed a sequence were counted.
    expect(testRuns()).toEqual({
      [key('feature', '2', 'project', 'by_branch')]: 2,
      [key('feature', '2', 'project', 'overridden')]: 2,
      [key('main', '1', 'project', 'by_version')]: 2,
      [key('main', '1', 'project', 'overridden')]: 2,
    });
  });

  test('model tests follow their outcomes too', async () => {
    own = await start({ fixture });
    expect(await outcomes({ modelName: 'm', tests: [{}] })).toEqual([
      ['ERROR', 'Database Error in test mt: could not execute the test query'],
    ]);
    expect(await outcomes({ modelName: 'm', tests: [{}] })).toEqual([['SUCCEEDED', '']]);
    expect(testRuns()).toEqual({ [key('main', '2', 'm', 'mt')]: 2 });
  });

  test('a refused request counts no run', async () => {
    own = await start({ fixture });
    const refusedRun = await ownRun(project('seq', 'nope'));
    expect(refusedRun.status).toBe(400);
    expect(refusedRun.body).toEqual(refused('Project test nope not found in project 77'));
    expect(testRuns()).toBeUndefined();
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
  });

  test('the counts persist in the state file: a restart goes on where it was', async () => {
    const statePath = join(dir, 'state.json');
    own = await start({ fixture, statePath });
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
    expect(await outcomes(project('seq'))).toEqual([['ERROR', 'flaky cause']]);
    await own.stop();
    const onDisk = JSON.parse(readFileSync(statePath, 'utf8')) as { testRuns: Record<string, number> };
    expect(onDisk.testRuns).toEqual({ [key('main', '2', 'project', 'seq')]: 2 });

    own = await start({ fixture, statePath });
    expect(await outcomes(project('seq'))).toEqual([['SUCCEEDED', '']]);
    await own.stop();
    // Without the state file, a new emulator starts the sequence over.
    own = await start({ fixture });
    expect(await outcomes(project('seq'))).toEqual([['FAILED', 'flaky cause']]);
  });
});
