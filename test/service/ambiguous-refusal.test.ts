// `success: false` that names the id of what the write makes (a deploy's deploymentId, a trigger's
// runId) is no refusal: the service may have scheduled the deployment or started the run, then
// failed. The client says so (maybeApplied, the id named) and never sends it again, at HTTP 200 as
// at any other status; without the id, success:false stays a definitive answer.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, test } from '@jest/globals';
import type { DeployRequest, OrchestrationClient, TriggerPipelineRequest } from '../../src/service/types.js';
import { apiError, json, startRawServer, testClient, type RawServer } from './support.js';

const TOKEN = 'tok-ambiguous-5c1d';
const DEPLOY: DeployRequest = { projectName: 'retail', fabricName: 'analytics-prod', gitTag: 'retail/1.2.0' };
const TRIGGER: TriggerPipelineRequest = {
  fabricId: 10741,
  pipelineName: 'ingest_orders',
  projectId: 'retail',
};
const MAYBE_SCHEDULED = 'check fabric analytics-prod for retail/1.2.0 before running again';
const MAYBE_STARTED = 'check the runs of ingest_orders on fabric 10741 before running it again';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Every request is answered `status` and `body`; a second attempt would be answered the same. */
async function answering(
  status: number,
  body: unknown,
): Promise<{ server: RawServer; client: OrchestrationClient }> {
  const server = await startRawServer((_req, res: ServerResponse) => json(res, status, body));
  const client = testClient(server.url, TOKEN);
  cleanups.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client };
}

describe('deploy: success:false with a deploymentId', () => {
  test.each([
    [
      'at the top',
      { success: false, message: 'Deployment failed', error: 'scheduler timeout', deploymentId: '90007' },
    ],
    [
      'under data',
      {
        success: false,
        data: { message: 'Deployment failed', error: 'scheduler timeout', deploymentId: '90007' },
      },
    ],
    [
      'as a number',
      { success: false, message: 'Deployment failed', error: 'scheduler timeout', deploymentId: 90007 },
    ],
  ])('HTTP 200, the id %s: may have been scheduled, the id named, sent once', async (_where, body) => {
    const { server, client } = await answering(200, body);
    const err = await apiError(client.deployProject(DEPLOY));
    expect(err.message).toBe(
      `Deploy project failed: Deployment failed (HTTP 200): scheduler timeout, so the deployment may have been scheduled (deploymentId 90007): ${MAYBE_SCHEDULED}`,
    );
    expect(err).toMatchObject({
      maybeApplied: true,
      status: 200,
      attempts: 1,
      serviceMessage: 'Deployment failed',
      detail: 'scheduler timeout',
    });
    expect(server.requests).toHaveLength(1);
  });

  test('HTTP 500 with the id: the same line, the service message kept', async () => {
    const { server, client } = await answering(500, {
      success: false,
      message: 'Deployment failed',
      deploymentId: '90008',
    });
    const err = await apiError(client.deployProject(DEPLOY));
    expect(err.message).toBe(
      `Deploy project failed: Deployment failed (HTTP 500), so the deployment may have been scheduled (deploymentId 90008): ${MAYBE_SCHEDULED}`,
    );
    expect(err.maybeApplied).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  test('without an id, HTTP 200 success:false stays a definitive refusal', async () => {
    const { client } = await answering(200, {
      success: false,
      message: 'Deployment failed',
      error: 'no such tag',
    });
    const err = await apiError(client.deployProject(DEPLOY));
    expect(err.message).toBe('Deploy project failed: Deployment failed (HTTP 200): no such tag');
    expect(err.maybeApplied).toBe(false);
  });
});

describe('trigger: success:false with a runId', () => {
  test("HTTP 200 with the runId in msg's answer: may have been started, the run named, sent once", async () => {
    const { server, client } = await answering(200, {
      success: false,
      msg: 'error waiting for the scheduler',
      runId: 'r-NzAwMDE=',
    });
    const err = await apiError(client.triggerPipeline(TRIGGER));
    expect(err.message).toBe(
      `Trigger pipeline failed: error waiting for the scheduler (HTTP 200), so the run of ingest_orders may have been started (runId r-NzAwMDE=): ${MAYBE_STARTED}`,
    );
    expect(err).toMatchObject({ maybeApplied: true, status: 200, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  test('HTTP 200 with the runId under data', async () => {
    const { client } = await answering(200, {
      success: false,
      data: { msg: 'lost the scheduler', runId: 'r-2' },
    });
    const err = await apiError(client.triggerPipeline(TRIGGER));
    expect(err.message).toBe(
      `Trigger pipeline failed: lost the scheduler (HTTP 200), so the run of ingest_orders may have been started (runId r-2): ${MAYBE_STARTED}`,
    );
    expect(err.maybeApplied).toBe(true);
  });

  test('without a runId, HTTP 200 success:false stays a definitive refusal', async () => {
    const { client } = await answering(200, { success: false, msg: 'Pipeline ingest_orders not found' });
    const err = await apiError(client.triggerPipeline(TRIGGER));
    expect(err.message).toBe('Trigger pipeline failed: Pipeline ingest_orders not found (HTTP 200)');
    expect(err.maybeApplied).toBe(false);
  });

  test('a deploymentId in a trigger answer is not its id: still a refusal', async () => {
    const { client } = await answering(200, { success: false, msg: 'busy', deploymentId: '1' });
    expect((await apiError(client.triggerPipeline(TRIGGER))).maybeApplied).toBe(false);
  });
});

test('a secret in the id is redacted in the line', async () => {
  const { client } = await answering(200, {
    success: false,
    message: 'Deployment failed',
    deploymentId: TOKEN,
  });
  const err = await apiError(client.deployProject(DEPLOY));
  expect(err.message).not.toContain(TOKEN);
  expect(err.message).toContain('(deploymentId ***)');
  expect(err.maybeApplied).toBe(true);
});
