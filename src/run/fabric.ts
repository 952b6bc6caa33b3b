/**
 * Fabric mode's flow: read and check the fabric file, read (and mask) the secret values from
 * the environment, then either print the plan (dry run) or apply it, and report: log lines,
 * drift warnings, the job summary and the outputs. Everything that can be wrong with the file
 * or the environment fails here before the first request.
 */
import { isAbsolute, relative, sep } from 'node:path';
import {
  appendSummary,
  endGroup,
  info,
  setOutput,
  setSecret,
  startGroup,
  warning,
} from '../github/runner.js';
import { FileError, UserError } from '../errors.js';
import type { FabricSettings, Settings } from '../inputs.js';
import { loadYamlFile } from '../files/yaml.js';
import { parseFabricFile, resolveSecretValues } from '../files/fabric-file.js';
import type { FabricSpec, SecretValues } from '../files/fabric-file.js';
import { applyFabric, idsByName, planFabric } from '../modes/fabric.js';
import type { FabricOutcome } from '../modes/fabric.js';
import {
  driftWarning,
  planLines,
  renderFabricPlan,
  renderFabricSummary,
  statement,
} from '../report/fabric-summary.js';

export async function runFabricFlow(settings: Settings): Promise<void> {
  if (settings.mode !== 'fabric') throw new Error(`runFabricFlow called in ${settings.mode} mode`);
  const spec = parseFabricFile(await loadYamlFile(settings.fabricFile));
  if (settings.dryRun) {
    // A dry run sends no secret, so a missing variable is only a warning here: pull requests
    // from forks get no secrets, and their dry run should still show the plan.
    try {
      resolveSecretValues(spec, process.env, setSecret);
    } catch (err) {
      if (!(err instanceof FileError)) throw err;
      warning(`${err.message} (a dry run goes on; applying would fail here)`, { title: 'Missing secret' });
    }
    dryRun(spec, settings);
    return;
  }
  // Masked as each is read: from here on no value can reach the log, even inside an error.
  const values = resolveSecretValues(spec, process.env, setSecret);
  const outcome = await apply(spec, values, settings);
  report(outcome, spec);
  if (outcome.failure) throw new UserError(statement(outcome));
}

function dryRun(spec: FabricSpec, settings: FabricSettings): void {
  const plan = planFabric(spec, settings.fabricId);
  info(`Dry run: nothing is sent. Plan for fabric ${spec.name} from ${settings.fabricFile}:`);
  for (const line of planLines(plan)) info(`  ${line}`);
  startGroup('Requests that would be sent (secret values shown as ***)');
  for (const request of plan.requests) {
    info(`${request.method} ${settings.baseUrl}${request.path}  # ${request.note}`);
    if (request.body !== undefined) info(JSON.stringify(request.body, null, 2));
  }
  endGroup();
  appendSummary(renderFabricPlan(plan, settings.fabricFile));
  setOutput('conclusion', 'success');
}

async function apply(
  spec: FabricSpec,
  values: SecretValues,
  settings: FabricSettings,
): Promise<FabricOutcome> {
  // Loaded only here: a dry run or a bad file never pays for the HTTP stack.
  const { createClient, clientOptionsFromSettings } = await import('../api/client.js');
  const client = createClient(
    clientOptionsFromSettings(settings, {
      onRetry: (retry) =>
        info(`${retry.operation}: retrying in ${(retry.delayMs / 1000).toFixed(1)} s (${retry.reason})`),
    }),
  );
  try {
    return await applyFabric(client, spec, values, { fabricId: settings.fabricId, onProgress: info });
  } finally {
    await client.close();
  }
}

function report(outcome: FabricOutcome, spec: FabricSpec): void {
  for (const item of outcome.connections) {
    if (item.result === 'drifted') {
      warning(driftWarning(item, spec.path), {
        title: 'Connection differs from the fabric file',
        file: workspaceRelative(spec.path),
        line: item.line,
      });
    }
  }
  if (!outcome.failure) info(statement(outcome));
  appendSummary(renderFabricSummary(outcome, spec.path));
  if (outcome.fabricId !== undefined) setOutput('fabric-id', outcome.fabricId);
  setOutput('created', outcome.created);
  setOutput('connections', JSON.stringify(idsByName(outcome.connections)));
  setOutput('secrets', JSON.stringify(idsByName(outcome.secrets)));
  setOutput('conclusion', outcome.failure ? 'failure' : 'success');
}

/** Annotations attach to a file only by its path in the repository, so an absolute path is made relative. */
function workspaceRelative(path: string): string {
  const workspace = process.env.GITHUB_WORKSPACE;
  if (!workspace || !isAbsolute(path)) return path;
  const rel = relative(workspace, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel.split(sep).join('/');
}
