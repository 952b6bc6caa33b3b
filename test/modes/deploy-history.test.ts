import { describe, expect, it } from '@jest/globals';
import {
  enoughHistory,
  historyOf,
  readSuccessDescription,
  sameDeploy,
  successDescription,
  tagOf,
} from '../../src/modes/deploy/record.js';
import type { HistoryEntry } from '../../src/modes/deploy/record.js';
import type { DeployResult } from '../../src/service/types.js';

let nextId = 1;
function entry(tag: string, state: string | undefined, payload: Record<string, string> = {}): HistoryEntry {
  return {
    deployment: {
      id: nextId++,
      ref: tag,
      createdAt: 0,
      payload: { project: 'retail', fabric: 'analytics-prod', tag, version: tag.split('/')[1]!, ...payload },
    },
    status: state === undefined ? undefined : { state, description: '', logUrl: undefined },
  };
}

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

describe('the current deployment and the one before it', () => {
  it('current: the newest whose latest status is success; previous: the next older that succeeded once', () => {
    const entries = [
      entry('retail/1.4.0', 'in_progress'),
      entry('retail/1.3.0', 'failure'),
      entry('retail/1.2.0', 'success'),
      entry('retail/1.1.5', 'error'),
      entry('retail/1.1.0', 'inactive'),
      entry('retail/1.0.0', 'success'),
    ];
    const { current, previous } = historyOf(entries);
    expect([current && tagOf(current), previous && tagOf(previous)]).toEqual([
      'retail/1.2.0',
      'retail/1.1.0',
    ]);
  });

  it('none without a success; none before the first', () => {
    expect(historyOf([entry('retail/1.0.0', 'failure'), entry('retail/0.9.0', undefined)])).toMatchObject({
      current: undefined,
      previous: undefined,
    });
    expect(historyOf([entry('retail/1.0.0', 'success')]).previous).toBeUndefined();
  });

  it('looks no further once five rows, the current one and the one before it are known', () => {
    const five = ['success', 'inactive', 'inactive', 'inactive', 'inactive'].map((s, i) =>
      entry(`retail/1.${i}.0`, s),
    );
    expect(enoughHistory(five.slice(0, 4))).toBe(false);
    expect(enoughHistory(five)).toBe(true);
    expect(enoughHistory([...five.slice(1), entry('x/1', 'failure')])).toBe(false);
  });

  it("a deployment's tag: its payload's, else its ref", () => {
    const other = entry('main', 'success');
    other.deployment.payload = {};
    expect(tagOf(other)).toBe('main');
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
