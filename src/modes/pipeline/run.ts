/**
 * mode: pipeline — print the trigger requests (dry run), or trigger each pipeline and, unless `wait`
 * is false, follow its run to the end. Every check happens before the client loads.
 */
import type { PipelineSettings } from '../../inputs/settings.js';
import type { PipelineParameters } from '../../files/parameters.js';
import type { Runner } from '../../github/runner.js';
import { ENDPOINTS } from '../../service/endpoints.js';
import { plural } from '../../text.js';
import { openClient } from '../client.js';
import { failure, SUCCESS, type Verdict } from '../verdict.js';
import { runPipelines } from './execute.js';
import { counts, failureLine, runIdsOutput, runsOutput } from './outcome.js';
import { dryRunText, triggerRequests } from './requests.js';
import { REAL_CLOCK } from './schedule.js';
import { type Where, renderDryRunSummary, renderRunsSummary } from './summary.js';

export async function pipelineFlow(settings: PipelineSettings, runner: Runner): Promise<Verdict> {
  const parameters =
    settings.parametersFile === undefined
      ? undefined
      : await readParameters(settings.parametersFile, settings.pipelines);
  const requests = triggerRequests(settings, parameters);
  const where: Where = {
    fabricId: settings.fabricId,
    projectId: settings.projectId,
    version: settings.version,
    timeoutMinutes: settings.timeout,
  };
  const count = `${requests.length} ${plural(requests.length, 'pipeline')}`;

  if (settings.dryRun) {
    const text = dryRunText(requests, `${settings.baseUrl}${ENDPOINTS.triggerPipeline.path()}`);
    runner.startGroup(`Dry run: trigger ${count} on fabric ${settings.fabricId} (nothing is sent)`);
    runner.info(text);
    runner.endGroup();
    runner.info('Dry run: no trigger request was sent.');
    await runner.appendSummary(renderDryRunSummary(requests, text, where));
    return SUCCESS;
  }

  runner.info(
    `Triggering ${count} of project ${settings.projectId} on fabric ${settings.fabricId}, at most ${settings.concurrency} at a time`,
  );
  const client = await openClient(settings, runner, { maxConnections: settings.concurrency });
  let runs;
  try {
    runs = await runPipelines(
      client,
      requests,
      {
        concurrency: settings.concurrency,
        wait: settings.wait,
        timeoutMinutes: settings.timeout,
        pollIntervalSeconds: settings.pollInterval,
        clock: REAL_CLOCK,
      },
      { info: (line) => runner.info(line), warning: (line) => runner.warning(line) },
    );
  } finally {
    await client.close();
  }

  const { succeeded, failed } = counts(runs);
  runner.setOutput('runs', runsOutput(runs));
  runner.setOutput('run-ids', runIdsOutput(runs));
  runner.setOutput('succeeded', succeeded);
  runner.setOutput('failed', failed);
  await runner.appendSummary(renderRunsSummary(runs, where));
  const line = failureLine(runs, settings.timeout);
  return line === undefined ? SUCCESS : failure(line);
}

/** The YAML parser loads only when there is a file to read. */
async function readParameters(path: string, pipelines: readonly string[]): Promise<PipelineParameters> {
  const { loadParametersFile } = await import('../../files/parameters.js');
  return loadParametersFile(path, pipelines);
}
