/**
 * The built action on a Node older than the one action.yml names: one line that names the
 * version it needs, before any library loads (on Node 20 the HTTP client would crash at load).
 * The older Node is simulated by a preload that reports version 20 in process.versions, so the
 * test runs the same on every machine; .ci/run also runs dist/ under the machine's own Node 20.
 */
import { describe, expect, it } from '@jest/globals';
import { runAction } from '../helpers/run-action.js';
import { errorLines, requireDist } from '../reliability/support.js';

const AS_NODE_20 = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.11.1"})`;

describe('the entry on an older Node', () => {
  it('fails with one line naming Node 24, and loads nothing else', async () => {
    requireDist();
    const run = await runAction({
      nodeArgs: ['--import', AS_NODE_20],
      inputs: { mode: 'test', 'base-url': 'http://127.0.0.1:9', token: 'node-version-token' },
    });
    expect(run.exitCode).toBe(1);
    expect(errorLines(run)).toEqual([
      'This action needs Node 24 or later (action.yml: runs.using: node24); it is running on Node 20.11.1. Use a runner that supports node24 actions.',
    ]);
    // Nothing else ran: no mask command, no summary, only the conclusion output.
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.outputs).toEqual({ conclusion: 'failure' });
    expect(run.summary).toBe('');
    expect(run.stderr).toBe('');
  });

  it('runs on the Node it names', async () => {
    const run = await runAction({ inputs: { mode: 'test' } });
    expect(errorLines(run)).toEqual(['Input base-url is required, e.g. https://orchestrator.example.com']);
  });
});
