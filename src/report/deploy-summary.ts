/**
 * Deploy mode's job summary, as pure markdown renderers: what was deployed (or would be, in a
 * dry run, or may have been, after a failure) and which overrides were sent. Every string that
 * comes from the service or a user file goes through markdown.ts's escaping, so a message
 * holding `|` or `<script>` cannot break the table or inject markup.
 */
import type { DeployRequest, DeployResult } from '../api/types.js';
import type { EffectiveValue } from '../modes/deploy.js';
import { code, fenced, inline, tableLines } from '../text.js';

export interface DeploySummaryInput {
  request: DeployRequest;
  result: DeployResult;
  effective: EffectiveValue[];
  overridesFile: string | undefined;
}

export function renderDeploySummary({
  request,
  result,
  effective,
  overridesFile,
}: DeploySummaryInput): string {
  const d = result.details;
  const rows: Array<[string, string]> = [
    ['Deployment', code(result.deploymentId)],
    ['Project', `${inline(request.projectName)} (id ${code(d.projectId)})`],
    ['Fabric', `${inline(request.fabricName)} (id ${code(d.fabricId)})`],
    ['Version', code(d.version)],
    ['Tag', code(request.gitTag)],
    ['Pipelines deployed', d.pipelinesDeployed.length ? d.pipelinesDeployed.map(code).join(', ') : 'none'],
    ['Configurations applied', String(d.configurationsApplied)],
    ['Message', inline(result.message)],
  ];
  return [
    `## Deployed ${inline(request.gitTag)} to ${inline(request.fabricName)}`,
    '',
    ...tableLines(['', ''], ['l', 'l'], rows),
    '',
    ...overridesSection('Overrides sent', effective, overridesFile),
  ].join('\n');
}

export interface DryRunSummaryInput {
  request: DeployRequest;
  /** The address the request would go to. */
  url: string;
  effective: EffectiveValue[];
  overridesFile: string | undefined;
}

export function renderDryRunSummary({ request, url, effective, overridesFile }: DryRunSummaryInput): string {
  return [
    `## Dry run: deploy ${inline(request.gitTag)} to ${inline(request.fabricName)}`,
    '',
    'Nothing was sent. The request would be:',
    '',
    fenced(`POST ${url}\n${JSON.stringify(request, null, 2)}`, 'http'),
    '',
    ...overridesSection('Overrides that would be sent', effective, overridesFile),
  ].join('\n');
}

export interface FailureSummaryInput {
  request: DeployRequest;
  /** The step's failure line. */
  message: string;
  /** True when the service may have scheduled the deployment despite the failure. */
  maybeProcessed: boolean;
}

export function renderDeployFailureSummary({
  request,
  message,
  maybeProcessed,
}: FailureSummaryInput): string {
  const lines = [
    `## Deploy of ${inline(request.gitTag)} to ${inline(request.fabricName)} failed`,
    '',
    inline(message, { atLineStart: true }),
    '',
  ];
  if (maybeProcessed) {
    lines.push(
      `> [!WARNING]`,
      `> The request reached the service, so the deployment may have been scheduled. Check the deployments of ${inline(request.projectName)} on ${inline(request.fabricName)} before re-running this job.`,
      '',
    );
  }
  return lines.join('\n');
}

function overridesSection(
  title: string,
  effective: EffectiveValue[],
  overridesFile: string | undefined,
): string[] {
  if (effective.length === 0) {
    const none = overridesFile ? `${inline(overridesFile)} lists no overrides` : 'No overrides file';
    return [`${none}: every parameter keeps its default.`, ''];
  }
  const rows = effective.map((v): [string, string, string, string] => [
    v.pipeline === undefined ? 'all pipelines (projectConfiguration)' : code(v.pipeline),
    code(v.name),
    code(v.value),
    v.overriddenIn.length
      ? `except ${v.overriddenIn.map((o) => `${code(o.pipeline)} (its own override wins)`).join(', ')}`
      : '',
  ]);
  return [
    `### ${title}`,
    '',
    `From ${code(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
    '',
    ...tableLines(['Applies to', 'Parameter', 'Value', 'Note'], ['l', 'l', 'l', 'l'], rows),
    '',
  ];
}
