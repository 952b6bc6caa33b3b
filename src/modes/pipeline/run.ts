/**
 * mode: pipeline — print the trigger requests (dry run), or trigger each pipeline and, unless `wait`
 * is false, follow its run to the end. Every check happens before the client loads.
 */
import type { PipelineSettings } from '../../inputs/settings.js';
import type { PipelineParameters } from '../../files/parameters.js';
import type { Runner } from '../../github/runner.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import type { TriggerPipelineRequest } from '../../service/types.js';
import { plural } from '../../text.js';
import { commonFields, requestText, withClient } from '../client.js';
import { failure, setOutputs, SUCCESS, type Verdict } from '../verdict.js';
import { runPipelines } from './execute.js';
import { counts, failureLine, runIdsOutput, runsOutput } from './outcome.js';
import { renderDryRunSummary, renderRunsSummary } from './summary.js';

export async function pipelineFlow(settings: PipelineSettings, runner: Runner): Promise<Verdict> {
  // The YAML parser loads only when there is a file to read.
  const parameters =
    settings.parametersFile === undefined
      ? undefined
      : await (
          await import('../../files/parameters.js')
        ).loadParametersFile(settings.parametersFile, settings.pipelines);
  const requests = triggerRequests(settings, parameters);
  const count = `${requests.length} ${plural(requests.length, 'pipeline')}`;

  if (settings.dryRun) {
    const text = dryRunText(requests, `${settings.baseUrl}${ENDPOINTS.triggerPipeline.path()}`);
    runner.startGroup(`Dry run: trigger ${count} on fabric ${settings.fabricId} (nothing is sent)`);
    runner.info(text);
    runner.endGroup();
    runner.info('Dry run: no trigger request was sent.');
    await runner.appendSummary(renderDryRunSummary(requests, text, settings));
    return SUCCESS;
  }

  runner.info(
    `Triggering ${count} of project ${settings.projectId} on fabric ${settings.fabricId}, at most ${settings.concurrency} at a time`,
  );
  const runs = await withClient(settings, runner, { maxConnections: settings.concurrency }, (client) =>
    runPipelines(client, requests, settings, runner),
  );

  setOutputs(runner, { runs: runsOutput(runs), 'run-ids': runIdsOutput(runs), ...counts(runs) });
  await runner.appendSummary(renderRunsSummary(runs, settings));
  const line = failureLine(runs, settings.timeout);
  return line === undefined ? SUCCESS : failure(line);
}

/** The trigger request of each pipeline, exactly as sent (or as a dry run prints it). */
export function triggerRequests(
  inputs: Pick<PipelineSettings, 'pipelines' | 'fabricId' | 'projectId' | 'branch' | 'version'>,
  parameters: PipelineParameters | undefined,
): TriggerPipelineRequest[] {
  const { fabricId, ...where } = commonFields(inputs);
  return inputs.pipelines.map((pipelineName) => ({
    fabricId,
    pipelineName,
    ...where,
    ...(parameters &&
      Object.hasOwn(parameters.byPipeline, pipelineName) && {
        parameters: parameters.byPipeline[pipelineName],
      }),
  }));
}

export function dryRunText(requests: readonly TriggerPipelineRequest[], url: string): string {
  return requests.map((request) => requestText(url, request)).join('\n\n');
}
