/**
 * Deploy mode, end to end: resolve the tag, read the overrides file, then either print the exact
 * request (dry run) or send it once and report the result as outputs, a notice and a summary.
 * Every check happens before the client is even loaded, so a bad input never reaches the service.
 */
import { appendSummary, endGroup, info, notice, setOutput, startGroup } from '../github/runner.js';
import type { DeploySettings, Settings } from '../inputs.js';
import type { DeployRequest, DeployResult } from '../api/types.js';
import type { Overrides } from '../files/overrides.js';
import {
  DEPLOY_PATH,
  buildDeployRequest,
  describeEffectiveValues,
  effectiveValues,
  resolveDeployTarget,
} from '../modes/deploy.js';
import type { EffectiveValue } from '../modes/deploy.js';
import {
  renderDeployFailureSummary,
  renderDeploySummary,
  renderDryRunSummary,
} from '../report/deploy-summary.js';
import { describeError } from '../describe-error.js';
import { ApiError } from '../api/errors.js';

export async function runDeployFlow(settings: Settings): Promise<void> {
  if (settings.mode !== 'deploy') throw new Error(`runDeployFlow called in ${settings.mode} mode`);
  const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
  const overrides =
    settings.overridesFile === undefined ? undefined : await readOverrides(settings.overridesFile);
  const request = buildDeployRequest(target, settings.fabricName, overrides);
  const effective = effectiveValues(overrides);
  const url = `${settings.baseUrl}${DEPLOY_PATH}`;

  if (settings.dryRun) {
    printDryRun(request, url, effective);
    appendSummary(renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile }));
    setOutput('conclusion', 'success');
    return;
  }

  info(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
  for (const line of describeEffectiveValues(effective)) info(line);
  const result = await sendOnce(settings, request);

  setOutput('deployment-id', result.deploymentId);
  setOutput('project-id', result.details.projectId);
  setOutput('version', result.details.version);
  setOutput('configurations-applied', result.details.configurationsApplied);
  setOutput('pipelines-deployed', JSON.stringify(result.details.pipelinesDeployed));
  setOutput('fabric-id', result.details.fabricId);
  setOutput('conclusion', 'success');
  notice(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
    title: 'Deployment scheduled',
  });
  appendSummary(renderDeploySummary({ request, result, effective, overridesFile: settings.overridesFile }));
}

/** The YAML parser loads only when there is a file to read: a deploy without one starts faster. */
async function readOverrides(path: string): Promise<Overrides> {
  const { loadOverridesFile } = await import('../files/overrides.js');
  return loadOverridesFile(path);
}

/** The API client carries the exactly-once retry policy; this only reports what it decided. */
async function sendOnce(settings: DeploySettings, request: DeployRequest): Promise<DeployResult> {
  const { createClient, clientOptionsFromSettings } = await import('../api/client.js');
  const client = createClient(
    clientOptionsFromSettings(settings, {
      // Only answers that prove the deployment was not scheduled are retried (see client.ts).
      onRetry: ({ attempt, delayMs, reason }) =>
        info(
          `The deploy request was not accepted (${reason}); sending it again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${settings.retries + 1})`,
        ),
    }),
  );
  try {
    return await client.deployProject(request);
  } catch (err) {
    const maybeProcessed = err instanceof ApiError && err.maybeProcessed;
    const { line } = describeError(err);
    appendSummary(renderDeployFailureSummary({ request, message: line, maybeProcessed }));
    setOutput('conclusion', 'failure');
    throw err;
  } finally {
    await client.close();
  }
}

function printDryRun(request: DeployRequest, url: string, effective: EffectiveValue[]): void {
  startGroup(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
  info('The request that would be sent:');
  info(`POST ${url}`);
  info('Content-Type: application/json');
  info('X-AUTH-TOKEN: ***');
  info('');
  info(JSON.stringify(request, null, 2));
  endGroup();
  for (const line of describeEffectiveValues(effective)) info(line);
  info(`Dry run: the deploy request was not sent.`);
}
