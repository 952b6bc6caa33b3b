/**
 * mode: pipeline — print the trigger requests (dry run), or trigger each pipeline and, unless `wait`
 * is false, follow its run to the end. Every check happens before the client loads.
 */
import type { PipelineSettings } from '../../inputs/settings.js';
import type { PipelineParameters } from '../../files/parameters.js';
import type { Runner } from '../../github/runner.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import type { TriggerPipelineRequest } from '../../service/types.js';
import { plural } from '../../common/text.js';
import { commonFields, requestText, withClient } from '../service-calls.js';
import { failure, setOutputs, SUCCESS, type Verdict } from '../flow.js';
import { runPipelines } from './execute.js';
import { cancelledRuns, counts, failureLine, type PipelineRun, queuedRuns } from './outcome.js';
import { runIdsOutput, runsOutput } from './outputs.js';
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
  const runs = queuedRuns(requests);
  // A cancelled job still learns which runs were triggered, and that they go on on the service.
  const withdraw = runner.whenCancelled(async () => {
    const seen = cancelledRuns(runs, Date.now());
    await report(seen, settings, runner, true);
    return failureLine(seen, settings.timeout) ?? 'every run had succeeded';
  });
  try {
    // The timeout abandons every request in flight: the client listens to `stop`.
    const stop = new AbortController();
    const extra = { maxConnections: settings.concurrency, signal: stop.signal };
    await withClient(settings, runner, extra, (client) =>
      runPipelines(client, requests, { ...settings, stop }, runner, runs),
    );
    await report(runs, settings, runner);
  } finally {
    withdraw();
  }
  const line = failureLine(runs, settings.timeout);
  return line === undefined ? SUCCESS : failure(line);
}

/** The outputs and the job summary of the runs as they stand. */
async function report(
  runs: readonly PipelineRun[],
  settings: PipelineSettings,
  runner: Runner,
  cancelled = false,
): Promise<void> {
  const runsOut = runsOutput(runs);
  const ids = runIdsOutput(runs);
  for (const note of [runsOut.note, ids.note]) if (note !== undefined) runner.info(`Note: ${note}.`);
  setOutputs(runner, { runs: runsOut.value, 'run-ids': ids.value, ...counts(runs) });
  await runner.appendSummary(renderRunsSummary(runs, settings, cancelled, runner.warnings()));
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
