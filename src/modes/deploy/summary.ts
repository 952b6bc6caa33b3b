/**
 * Deploy mode's job summary, as pure markdown renderers: what was deployed (or would be, in a
 * dry run, or may have been, after a failure) and which overrides were sent. Every string that
 * comes from the service or a user file goes through text.ts's escaping, so a message holding
 * `|` or `<script>` cannot break the table or inject markup. An overrides file of any size fits
 * the summary's budget: the table and the request are cut, and say so.
 */
import type { DeployRequest, DeployResult } from '../../service/types.js';
import type { EffectiveValue } from './deploy.js';
import { byteLength, code, fenced, inline } from '../../text.js';
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
    ['Message', inline(result.message, { links: true })],
  ];
  // A list rather than a two-column table: a table needs a header row, and these have none.
  const head = [
    `## Deployed ${inline(request.gitTag)} to ${inline(request.fabricName)}`,
    '',
    ...rows.map(([name, value]) => `- **${name}:** ${value}`),
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
  const rows = effective.map((v) => [
    v.pipeline === undefined ? 'all pipelines (projectConfiguration)' : code(v.pipeline),
    code(v.name),
    code(v.value),
    v.overriddenIn.length
      ? `except ${v.overriddenIn.map((o) => `${code(o.pipeline)} (its own override wins)`).join(', ')}`
      : '',
  ]);
  // The Note column only when some row has a note: an empty column is noise on a narrow screen.
  const noted = rows.some((row) => row[3] !== '');
  const columns = noted ? ['Applies to', 'Parameter', 'Value', 'Note'] : ['Applies to', 'Parameter', 'Value'];
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
      columns,
      columns.map(() => 'l'),
      noted ? rows : rows.map((row) => row.slice(0, 3)),
      room,
      'override',
      `see ${overridesFile ?? 'the overrides file'}`,
    ),
    '',
  ];
}
