/** The trigger request of each pipeline, exactly as sent (or as a dry run prints it). */
import type { PipelineParameters } from '../../files/parameters.js';
import type { PipelineSettings } from '../../inputs/settings.js';
import type { TriggerPipelineRequest } from '../../service/types.js';

type Inputs = Pick<PipelineSettings, 'pipelines' | 'fabricId' | 'projectId' | 'branch' | 'version'>;

export function triggerRequests(
  inputs: Inputs,
  parameters: PipelineParameters | undefined,
): TriggerPipelineRequest[] {
  return inputs.pipelines.map((pipelineName) => {
    const request: TriggerPipelineRequest = {
      fabricId: inputs.fabricId,
      pipelineName,
      projectId: inputs.projectId,
    };
    if (inputs.branch !== undefined) request.branch = inputs.branch;
    if (inputs.version !== undefined) request.version = inputs.version;
    const params =
      parameters && Object.hasOwn(parameters.byPipeline, pipelineName)
        ? parameters.byPipeline[pipelineName]
        : undefined;
    if (params) request.parameters = params;
    return request;
  });
}

/** The requests as a dry run prints them: each as it would go on the wire, the token masked. */
export function dryRunText(requests: readonly TriggerPipelineRequest[], url: string): string {
  return requests
    .map((request) =>
      [
        `POST ${url}`,
        'Content-Type: application/json',
        'X-AUTH-TOKEN: ***',
        '',
        JSON.stringify(request, null, 2),
      ].join('\n'),
    )
    .join('\n\n');
}
