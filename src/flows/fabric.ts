/**
 * mode: fabric — read and check the fabric file, read (and mask) the secret values from the
 * environment, then either print the dry run or apply it, and report: log lines, drift warnings,
 * the job summary and the outputs. Everything that can be wrong with the file or the environment
 * fails here before the first request.
 */
import { FileError } from '../errors.js';
import type { FabricSettings } from '../inputs.js';
import { loadYamlFile } from '../files/yaml.js';
import { parseFabricFile, resolveSecretValues } from '../files/fabric-file.js';
import type { FabricSpec, SecretValues } from '../files/fabric-file.js';
import type { Runner } from '../github/runner.js';
import { applyFabric, idsByName } from '../modes/fabric.js';
import type { FabricOutcome } from '../modes/fabric.js';
import { planFabric } from '../modes/fabric-steps.js';
import { plannedRequests } from '../modes/fabric-requests.js';
import { driftWarning, renderFabricSummary, statement } from '../report/fabric-summary.js';
import { planLines, renderDryRun, requestLines } from '../report/fabric-plan.js';
import { openClient } from './client.js';
import { failure, SUCCESS, type Verdict } from './flow.js';

export async function fabricFlow(settings: FabricSettings, runner: Runner): Promise<Verdict> {
  const spec = parseFabricFile(await loadYamlFile(settings.fabricFile));
  // Sent as written either way; the service decides, but a near miss is worth a look first.
  for (const { line, message } of spec.warnings) {
    runner.warning(`${spec.path}:${line}: ${message}`, {
      title: 'Spelling the action does not know',
      file: spec.path,
      line,
    });
  }
  const mask = (value: string) => runner.secrets.add(value);
  if (settings.dryRun) {
    // A dry run sends no secret, so a missing variable is only a warning here: pull requests
    // from forks get no secrets, and their dry run should still show the plan.
    try {
      resolveSecretValues(spec, process.env, mask);
    } catch (err) {
      if (!(err instanceof FileError)) throw err;
      runner.warning(`${err.message} (a dry run goes on; applying would fail here)`, {
        title: 'Missing secret',
        file: err.file,
        ...(err.line !== undefined ? { line: err.line } : {}),
      });
    }
    await dryRun(spec, settings, runner);
    return SUCCESS;
  }
  // Masked as each is read: from here on no value can reach the log, even inside an error.
  const values = resolveSecretValues(spec, process.env, mask);
  const outcome = await apply(spec, values, settings, runner);
  await report(outcome, spec, runner);
  return outcome.failure ? failure(statement(outcome)) : SUCCESS;
}

async function dryRun(spec: FabricSpec, settings: FabricSettings, runner: Runner): Promise<void> {
  const plan = planFabric(spec, settings.fabricId);
  const requests = plannedRequests(plan, spec);
  runner.info(`Dry run: nothing is sent. Plan for fabric ${spec.name} from ${settings.fabricFile}:`);
  for (const line of planLines(plan)) runner.info(`  ${line}`);
  runner.startGroup('Requests that would be sent (secret values shown as ***)');
  for (const line of requestLines(requests, settings.baseUrl)) runner.info(line);
  runner.endGroup();
  await runner.appendSummary(renderDryRun(plan, requests, settings.fabricFile));
}

async function apply(
  spec: FabricSpec,
  values: SecretValues,
  settings: FabricSettings,
  runner: Runner,
): Promise<FabricOutcome> {
  // Loaded only here: a dry run or a bad file never pays for the HTTP stack.
  const client = await openClient(settings, runner);
  try {
    return await applyFabric(client, spec, values, {
      fabricId: settings.fabricId,
      onProgress: (line) => runner.info(line),
    });
  } finally {
    await client.close();
  }
}

async function report(outcome: FabricOutcome, spec: FabricSpec, runner: Runner): Promise<void> {
  for (const item of outcome.connections) {
    if (item.result === 'drifted') {
      runner.warning(driftWarning(item, spec.path), {
        title: 'Connection differs from the fabric file',
        file: spec.path,
        ...(item.line !== undefined ? { line: item.line } : {}),
      });
    }
  }
  if (!outcome.failure) runner.info(statement(outcome));
  await runner.appendSummary(renderFabricSummary(outcome, spec.path));
  if (outcome.fabricId !== undefined) runner.setOutput('fabric-id', outcome.fabricId);
  runner.setOutput('created', outcome.created);
  runner.setOutput('connections', JSON.stringify(idsByName(outcome.connections)));
  runner.setOutput('secrets', JSON.stringify(idsByName(outcome.secrets)));
}
