/**
 * mode: deploy — resolve the tag, read the overrides file, then either print the exact request
 * (dry run) or send it once and report the result: outputs, a notice and the job summary. Every
 * check happens before the client is even loaded, so a bad input never reaches the service.
 *
 * Once the deployment is scheduled the step succeeds, whatever happens to the reports: an output
 * or a summary that cannot be written becomes a warning that names the deployment, since failing
 * the step would invite a re-run, and a re-run deploys again.
 */
import type { DeploySettings } from '../../inputs/settings.js';
import type { DeployRequest } from '../../service/types.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import type { Overrides } from '../../files/overrides.js';
import type { Runner } from '../../github/runner.js';
import { problemsSummary } from '../../github/runner.js';
import {
  buildDeployRequest,
  deploy,
  describeEffectiveValues,
  effectiveValues,
  resolveDeployTarget,
} from './deploy.js';
import type { EffectiveValue } from './deploy.js';
import { renderDeployFailureSummary, renderDeploySummary, renderDryRunSummary } from './summary.js';
import { openClient } from '../client.js';
import { failure, SUCCESS, type Verdict } from '../verdict.js';

export async function deployFlow(settings: DeploySettings, runner: Runner): Promise<Verdict> {
  const target = resolveDeployTarget(settings, process.env.GITHUB_REF);
  const overrides =
    settings.overridesFile === undefined ? undefined : await readOverrides(settings.overridesFile);
  const request = buildDeployRequest(target, settings.fabricName, overrides);
  const effective = effectiveValues(overrides);
  const url = `${settings.baseUrl}${ENDPOINTS.deployProject.path()}`;

  if (settings.dryRun) {
    printDryRun(request, url, effective, runner);
    await runner.appendSummary(
      renderDryRunSummary({ request, url, effective, overridesFile: settings.overridesFile }),
    );
    return SUCCESS;
  }

  runner.info(`Deploying ${request.gitTag} to fabric ${request.fabricName}`);
  for (const line of describeEffectiveValues(effective)) runner.info(line);
  const client = await openClient(settings, runner);
  let outcome;
  try {
    outcome = await deploy(client, request);
  } finally {
    await client.close();
  }

  if (!outcome.scheduled) {
    await runner.appendSummary(
      renderDeployFailureSummary({
        request,
        message: outcome.message,
        maybeApplied: outcome.maybeApplied,
      }),
    );
    return failure(outcome.message);
  }

  const { result } = outcome;
  runner.setOutput('deployment-id', result.deploymentId);
  runner.setOutput('project-id', result.details.projectId);
  runner.setOutput('version', result.details.version);
  runner.setOutput('configurations-applied', result.details.configurationsApplied);
  runner.setOutput('pipelines-deployed', JSON.stringify(result.details.pipelinesDeployed));
  runner.setOutput('fabric-id', result.details.fabricId);
  runner.notice(`Deployed ${request.gitTag} to ${request.fabricName}: deployment ${result.deploymentId}`, {
    title: 'Deployment scheduled',
  });
  await runner.appendSummary(
    renderDeploySummary({ request, result, effective, overridesFile: settings.overridesFile }),
  );
  const problems = runner.takeProblems();
  if (problems.length > 0) {
    runner.warning(
      `Deployment ${result.deploymentId} of ${request.gitTag} to ${request.fabricName} was scheduled, but ${problemsSummary(problems)}. Do not re-run this deploy: it would deploy again.`,
      { title: 'Deployment scheduled' },
    );
  }
  return SUCCESS;
}

/** The YAML parser loads only when there is a file to read: a deploy without one starts faster. */
async function readOverrides(path: string): Promise<Overrides> {
  const { loadOverridesFile } = await import('../../files/overrides.js');
  return loadOverridesFile(path);
}

function printDryRun(request: DeployRequest, url: string, effective: EffectiveValue[], runner: Runner): void {
  runner.startGroup(`Dry run: deploy ${request.gitTag} to fabric ${request.fabricName} (nothing is sent)`);
  runner.info('The request that would be sent:');
  runner.info(`POST ${url}`);
  runner.info('Content-Type: application/json');
  runner.info('X-AUTH-TOKEN: ***');
  runner.info('');
  runner.info(JSON.stringify(request, null, 2));
  runner.endGroup();
  for (const line of describeEffectiveValues(effective)) runner.info(line);
  runner.info('Dry run: the deploy request was not sent.');
}
