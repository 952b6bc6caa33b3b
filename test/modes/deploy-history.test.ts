import { describe, expect, it } from '@jest/globals';
import { readSuccessDescription, successDescription } from '../../src/modes/deploy/record.js';
import { enoughHistory, historyOf, sameDeploy, tagOf } from '../../src/modes/deploy/history.js';
import type { HistoryEntry } from '../../src/modes/deploy/history.js';
import type { DeployResult } from '../../src/service/types.js';

const BOT = { login: 'github-actions[bot]', type: 'Bot' };
let nextId = 1;
/** The action's own deployment of `tag` whose latest status is `state`. */
function entry(tag: string, state: string | undefined, payload: Record<string, string> = {}): HistoryEntry {
  return {
    deployment: {
      id: nextId++,
      ref: tag,
      createdAt: 0,
      payload: { project: 'retail', fabric: 'analytics-prod', tag, version: tag.split('/')[1]!, ...payload },
      creator: BOT,
    },
    ours: true,
    status: state === undefined ? undefined : { state, description: '', logUrl: undefined },
  };
}
/** The same, made by another identity: its status is never read. */
function foreign(tag: string): HistoryEntry {
  const made = entry(tag, undefined);
  return {
    ...made,
    ours: false,
    deployment: { ...made.deployment, creator: { login: 'mallory', type: 'User' } },
  };
}
const key = (tag: string) => ({ project: 'retail', fabric: 'analytics-prod', tag });
const tags = (...found: Array<HistoryEntry | undefined>) => found.map((e) => e && tagOf(e));

const result = (over: Partial<DeployResult['details']> = {}, deploymentId = '90001'): DeployResult => ({
  success: true,
  message: 'ok',
  deploymentId,
  details: {
    projectId: 'retail-analytics',
    fabricId: '10741',
    version: '1.2.0',
    pipelinesDeployed: [],
    configurationsApplied: 0,
    ...over,
  },
});

describe('the current deployment and previous-tag', () => {
  const entries = () => [
    entry('retail/1.4.0', 'in_progress'),
    entry('retail/1.3.0', 'failure'),
    entry('retail/1.2.0', 'success'),
    entry('retail/1.1.5', 'error'),
    entry('retail/1.1.0', 'inactive'),
    entry('retail/1.0.0', 'success'),
  ];

  it('current: the newest whose latest status is success; previous: the newest that succeeded once of another tag', () => {
    const { current, previous } = historyOf(entries(), key('retail/1.5.0'));
    expect(tags(current, previous)).toEqual(['retail/1.2.0', 'retail/1.2.0']);
  });

  it('redeploying the current tag: previous-tag is the older, different tag, never the one it undoes', () => {
    const { current, previous } = historyOf(entries(), key('retail/1.2.0'));
    expect(tags(current, previous)).toEqual(['retail/1.2.0', 'retail/1.1.0']);
  });

  it('an older success of the same tag is passed over too', () => {
    const list = [
      entry('retail/1.2.0', 'success'),
      entry('retail/1.2.0', 'inactive'),
      entry('retail/1.1.0', 'inactive'),
    ];
    expect(tags(historyOf(list, key('retail/1.2.0')).previous)).toEqual(['retail/1.1.0']);
  });

  it('none without a success; none when every success is of this tag', () => {
    expect(
      historyOf([entry('retail/1.0.0', 'failure'), entry('retail/0.9.0', undefined)], key('retail/1.0.0')),
    ).toMatchObject({
      current: undefined,
      previous: undefined,
    });
    expect(historyOf([entry('retail/1.0.0', 'success')], key('retail/1.0.0')).previous).toBeUndefined();
  });

  it("another identity's deployment is neither current nor previous, whatever its tag", () => {
    const list = [
      foreign('retail/1.3.0'),
      foreign('retail/1.2.0'),
      entry('retail/1.1.0', 'success'),
      entry('retail/1.0.0', 'inactive'),
    ];
    const history = historyOf(list, key('retail/1.2.0'));
    expect(tags(history.current, history.previous)).toEqual(['retail/1.1.0', 'retail/1.1.0']);
    expect(history.entries).toHaveLength(4);
  });

  it('looks no further once five rows, the current one and the one before it are known', () => {
    const five = ['success', 'inactive', 'inactive', 'inactive', 'inactive'].map((s, i) =>
      entry(`retail/1.${i}.0`, s),
    );
    expect(enoughHistory(five.slice(0, 4), key('retail/1.0.0'))).toBe(false);
    expect(enoughHistory(five, key('retail/1.0.0'))).toBe(true);
    expect(enoughHistory([...five.slice(1), entry('x/1', 'failure')], key('retail/1.1.0'))).toBe(false);
    // An inactive one newer than any success: previous is known, the current one is not yet.
    const noCurrent = ['inactive', 'inactive', 'inactive', 'inactive', 'inactive'].map((s, i) =>
      entry(`retail/1.${i}.0`, s),
    );
    expect(enoughHistory(noCurrent, key('retail/9.0.0'))).toBe(false);
  });

  it("a deployment's tag: its payload's, else its ref", () => {
    const other = entry('main', 'success');
    other.deployment.payload = {};
    expect(tagOf(other)).toBe('main');
  });
});

describe('an earlier attempt of this deploy that may have been scheduled', () => {
  it.each(['in_progress', 'pending', 'queued', 'error', undefined])(
    'ours, of this project, fabric and tag, latest status %s, newer than the current one: unfinished',
    (state) => {
      const stuck = entry('retail/1.2.0', state);
      const history = historyOf([stuck, entry('retail/1.1.0', 'success')], key('retail/1.2.0'));
      expect(history.unfinished).toBe(stuck);
    },
  );

  it.each(['failure', 'success', 'inactive'])('an attempt that ended %s is not', (state) => {
    const list = [entry('retail/1.2.0', state), entry('retail/1.1.0', 'success')];
    expect(historyOf(list, key('retail/1.2.0')).unfinished).toBeUndefined();
  });

  it('none when it is of another tag, fabric or project, older than the current one, or not ours', () => {
    const at = (tag: string, state: string) => historyOf([entry(tag, state)], key('retail/1.2.0')).unfinished;
    expect(at('retail/1.3.0', 'error')).toBeUndefined();
    expect(
      historyOf([entry('retail/1.2.0', 'error', { fabric: 'analytics-dev' })], key('retail/1.2.0'))
        .unfinished,
    ).toBeUndefined();
    expect(
      historyOf([entry('retail/1.2.0', 'error', { project: 'sales' })], key('retail/1.2.0')).unfinished,
    ).toBeUndefined();
    const superseded = [entry('retail/1.3.0', 'success'), entry('retail/1.2.0', 'error')];
    expect(historyOf(superseded, key('retail/1.2.0')).unfinished).toBeUndefined();
    expect(historyOf([foreign('retail/1.2.0')], key('retail/1.2.0')).unfinished).toBeUndefined();
  });
});

describe('the same deploy', () => {
  const target = { project: 'retail', fabric: 'analytics-prod', tag: 'retail/1.2.0' };
  it('is the same project, fabric and tag; anything else is not', () => {
    expect(sameDeploy(entry('retail/1.2.0', 'success'), target)).toBe(true);
    expect(sameDeploy(entry('retail/1.2.0', 'success', { fabric: 'analytics-dev' }), target)).toBe(false);
    expect(sameDeploy(entry('retail/1.2.0', 'success', { project: 'sales' }), target)).toBe(false);
    expect(sameDeploy(entry('retail/1.1.0', 'success'), target)).toBe(false);
  });
});

describe("a success status's description", () => {
  it('carries the ids, and gives them back', () => {
    const text = successDescription(result(), 140);
    expect(text).toBe('Deployment 90001 scheduled (project retail-analytics, fabric 10741)');
    expect(readSuccessDescription(text)).toEqual({
      deploymentId: '90001',
      projectId: 'retail-analytics',
      fabricId: '10741',
    });
  });

  it('keeps to the deployment id when the ids would not fit or could not be read back', () => {
    expect(successDescription(result({ projectId: 'p'.repeat(130) }), 140)).toBe(
      'Deployment 90001 scheduled',
    );
    expect(successDescription(result({ projectId: 'retail, eu' }), 140)).toBe('Deployment 90001 scheduled');
    expect(readSuccessDescription('Deployment 90001 scheduled')).toEqual({ deploymentId: '90001' });
  });

  it("reads nothing out of another tool's words", () => {
    expect(readSuccessDescription('Deployed by hand')).toEqual({});
    expect(readSuccessDescription('Deployment 1 scheduled (project a, fabric b) extra')).toEqual({});
  });
});
