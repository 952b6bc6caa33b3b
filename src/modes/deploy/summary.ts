/**
 * Deploy mode's job summary, as pure markdown renderers: what was deployed (or would be, in a
 * dry run, or may have been, after a failure) and which overrides were sent. Every string that
 * comes from the service or a user file goes through text.ts's escaping, so a message holding
 * `|` or `<script>` cannot break the table or inject markup. An overrides file of any size fits
 * the summary's budget: the table and the request are cut, and say so.
 */
import type { DeployRequest, DeployResult } from '../../service/types.js';
import type { EffectiveValue } from './deploy.js';
import { byteLength, code, fenced, inline, tableLines } from '../../text.js';
import { SUMMARY_BUDGET_BYTES } from '../../limits.js';
import { fitBlock, fitTable } from '../../budget.js';

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
  const head = [
    `## Deployed ${inline(request.gitTag)} to ${inline(request.fabricName)}`,
    '',
    ...tableLines(['', ''], ['l', 'l'], rows),
    '',
  ];
  return withOverrides(head, 'Overrides sent', effective, overridesFile);
}

export interface DryRunSummaryInput {
  request: DeployRequest;
  /** The address the request would go to. */
  url: string;
  effective: EffectiveValue[];
  overridesFile: string | undefined;
}

export function renderDryRunSummary({ request, url, effective, overridesFile }: DryRunSummaryInput): string {
  const body = fitBlock(
    `POST ${url}\n${JSON.stringify(request, null, 2)}`,
    SUMMARY_BUDGET_BYTES / 2,
    'the whole request is in the log',
  );
  const head = [
    `## Dry run: deploy ${inline(request.gitTag)} to ${inline(request.fabricName)}`,
    '',
    'Nothing was sent. The request would be:',
    '',
    fenced(body, 'http'),
    '',
  ];
  return withOverrides(head, 'Overrides that would be sent', effective, overridesFile);
}

/** The head, then the overrides table in what is left of the budget. */
function withOverrides(
  head: string[],
  title: string,
  effective: EffectiveValue[],
  overridesFile: string | undefined,
): string {
  const used = byteLength(head.join('\n'));
  return [...head, ...overridesSection(title, effective, overridesFile, SUMMARY_BUDGET_BYTES - used)].join(
    '\n',
  );
}

export interface FailureSummaryInput {
  request: DeployRequest;
  /** The step's failure line. */
  message: string;
  /** True when the service may have scheduled the deployment despite the failure. */
  maybeApplied: boolean;
}

export function renderDeployFailureSummary({ request, message, maybeApplied }: FailureSummaryInput): string {
  const lines = [
    `## Deploy of ${inline(request.gitTag)} to ${inline(request.fabricName)} failed`,
    '',
    inline(message, { atLineStart: true }),
    '',
  ];
  if (maybeApplied) {
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
  budget: number,
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
  const intro = [
    `### ${title}`,
    '',
    `From ${code(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
    '',
  ];
  const room = budget - byteLength(intro.join('\n')) - 2;
  return [
    ...intro,
    ...fitTable(
      ['Applies to', 'Parameter', 'Value', 'Note'],
      ['l', 'l', 'l', 'l'],
      rows,
      room,
      'override',
      `see ${overridesFile ?? 'the overrides file'}`,
    ),
    '',
  ];
}
