/**
 * Deploy mode's job summary, pure markdown. Every string from the service or a user file is escaped
 * (text.ts) so it cannot break a table or inject markup; an overrides file of any size fits the
 * budget, cut and saying so. Each opens with the verdict (summary-head.ts): what failed, or the
 * step's warnings, come before any table.
 */
import type { DeployRequest, DeployResult } from '../../service/types.js';
import type { EffectiveValue } from './deploy-request.js';
import type { RecordedIds } from './record.js';
import { HISTORY_ROWS, tagOf, type History, type HistoryEntry } from './history.js';
import {
  byteLength,
  code,
  fenced,
  formatCount,
  formatUtc,
  inline,
  link,
  tableDivider,
  tableRow,
} from '../../common/text.js';
import { SUMMARY_BUDGET_BYTES } from '../../common/limits.js';
import { fitBlock, fitTable } from '../../common/budget.js';
import type { PrintedWarnings } from '../../github/runner.js';
import { warningItems, withWarnings } from '../summary-head.js';
import { verdictHeading } from '../../common/verdict-heading.js';

/** What every deploy summary is about: the request, and (with its overrides) what it sets. */
interface Sent {
  request: DeployRequest;
  effective: EffectiveValue[];
  overridesFile: string | undefined;
  github?: GitHubSection;
}

export interface GitHubSection {
  environment: string;
  /** As read before the deploy; undefined when it could not be read. */
  history: History | undefined;
  /** This run's deployment, newest of all, when one was created. */
  thisRun?: { id: number; tag: string; state: string; runUrl: string | undefined; at: number };
}

/** `warnings`: what the step warned about before the summary (a deployment GitHub could not record). */
export function renderDeploySummary({
  request,
  result,
  effective,
  overridesFile,
  github,
  warnings,
}: Sent & { result: DeployResult; warnings?: PrintedWarnings }): string {
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
  const warned = (warnings?.count ?? 0) > 0;
  const head = [
    verdictHeading(
      warned ? 'warned' : 'passed',
      `Deployed ${inline(request.gitTag)} to ${inline(request.fabricName)}${withWarnings(warnings)}`,
    ),
    '',
    ...warningItems(warnings),
    ...fields(rows),
    '',
    ...(github ? historySection(github) : []),
  ];
  return withOverrides(head, 'Overrides sent', effective, overridesFile);
}

/** Nothing was sent: the environment's current deployment is this tag already (`ids`: what its status recorded). */
export function renderSkipSummary(
  request: DeployRequest,
  environment: string,
  { history, current }: { history: History; current: HistoryEntry },
  ids: RecordedIds,
  warnings?: PrintedWarnings,
): string {
  const { deployment } = current;
  const run = deployment.payload.run ?? current.status?.logUrl;
  const rows: Array<[string, string]> = [
    ['GitHub deployment', `${code(String(deployment.id))} in ${inline(environment)}`],
    ['Deployed', deployment.createdAt === undefined ? 'at an unknown time' : formatUtc(deployment.createdAt)],
    ['Run', run === undefined ? 'unknown' : link('the workflow run', run)],
    ['Deployment', ids.deploymentId === undefined ? 'unknown' : code(ids.deploymentId)],
    ['Version', code(deployment.payload.version ?? '')],
  ];
  return [
    verdictHeading(
      (warnings?.count ?? 0) > 0 ? 'warned' : 'passed',
      `${inline(request.gitTag)} is already deployed to ${inline(request.fabricName)}${withWarnings(warnings)}`,
    ),
    '',
    ...warningItems(warnings),
    `Nothing was sent: the current deployment of the environment ${inline(environment)} is this project, fabric and tag. Set ${code('redeploy: true')} to deploy it again (for example with changed overrides).`,
    '',
    ...fields(rows),
    '',
    ...historySection({ environment, history }),
  ].join('\n');
}

/** The action's last deployments in the environment, newest first, this run's on top. */
function historySection({ environment, history, thisRun }: GitHubSection): string[] {
  if (history === undefined && thisRun === undefined) return [];
  const ours = thisRun && [
    code(thisRun.tag),
    `${inline(thisRun.state)}, this run`,
    formatUtc(thisRun.at),
    runLink(thisRun.runUrl),
  ];
  const shown = (history?.entries ?? []).slice(0, HISTORY_ROWS - (ours ? 1 : 0));
  const earlier = shown.map((entry) => {
    const at = entry.deployment.createdAt;
    return [
      code(tagOf(entry)),
      statusCell(entry, history, thisRun !== undefined),
      at === undefined ? '?' : formatUtc(at),
      runLink(entry.deployment.payload.run ?? entry.status?.logUrl),
    ];
  });
  const rows = [...(ours ? [ours] : []), ...earlier];
  const others = shown.filter((entry) => !entry.ours).length;
  const intro =
    history === undefined
      ? 'The earlier deployments could not be read.'
      : others === 0
        ? `The last ${formatCount(rows.length)} made by the action (task <code>deploy:orchestration</code>), newest first.`
        : `The last ${formatCount(rows.length)} with the action's task (<code>deploy:orchestration</code>), newest first. ${formatCount(others)} of them ${others === 1 ? 'was' : 'were'} not made by the action's identity: such a deployment is neither current nor a previous-tag, and nothing is taken from it.`;
  return [
    `### Deployments of ${inline(environment)} on GitHub`,
    '',
    intro,
    '',
    tableRow(['Tag', 'Status', 'Time', 'Run']),
    tableDivider(['l', 'l', 'l', 'l']),
    ...rows.map(tableRow),
    '',
  ];
}

/** Another identity's deployment shows who made it instead of a status: none of it is taken. */
function statusCell(entry: HistoryEntry, history: History | undefined, afterThisRun: boolean): string {
  const creator = entry.deployment.creator;
  if (!entry.ours)
    return `not the action's (created by ${creator === null ? 'an unknown account' : inline(creator.login)})`;
  const state = inline(entry.status?.state ?? 'no status');
  if (entry === history?.current)
    return `${state}${afterThisRun ? ', current before this run' : ', current'}`;
  if (entry === history?.unfinished) return `${state}, may have been scheduled`;
  return state;
}

function runLink(url: string | undefined): string {
  return url !== undefined && /^https?:\/\//i.test(url) ? link('run', url) : '';
}

/** `record`: what a deploy would record on GitHub (a sentence). */
export function renderDryRunSummary({
  request,
  url,
  effective,
  overridesFile,
  record,
}: Sent & { url: string; record?: string }): string {
  const body = fitBlock(
    `POST ${url}\n${JSON.stringify(request, null, 2)}`,
    SUMMARY_BUDGET_BYTES / 2,
    'the whole request is in the log',
  );
  const head = [
    verdictHeading('planned', `Dry run: deploy ${inline(request.gitTag)} to ${inline(request.fabricName)}`),
    '',
    'Nothing was sent. The request would be:',
    '',
    fenced(body, 'http'),
    '',
    ...(record === undefined ? [] : [inline(record, { atLineStart: true }), '']),
  ];
  return withOverrides(head, 'Overrides that would be sent', effective, overridesFile);
}

export function renderDeployFailureSummary({
  request,
  message,
  maybeApplied,
  github,
}: Pick<Sent, 'request' | 'github'> & { message: string; maybeApplied: boolean }): string {
  const lines = [
    verdictHeading('failed', `Deploy of ${inline(request.gitTag)} to ${inline(request.fabricName)} failed`),
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
  if (github) lines.push(...historySection(github));
  return lines.join('\n');
}

/** Nothing was sent: why (the step's failure line), and the deployments that decided it. */
export function renderNotDeployedSummary({
  request,
  line,
  github,
}: Pick<Sent, 'request' | 'github'> & { line: string }): string {
  return [
    verdictHeading('failed', `Not deployed: ${inline(request.gitTag)} to ${inline(request.fabricName)}`),
    '',
    inline(line, { atLineStart: true }),
    '',
    ...(github ? historySection(github) : []),
  ].join('\n');
}

/** The head, then the overrides table in what is left of the budget. */
function withOverrides(
  head: string[],
  title: string,
  effective: EffectiveValue[],
  overridesFile: string | undefined,
): string {
  if (effective.length === 0) {
    const none = overridesFile ? `${inline(overridesFile)} lists no overrides` : 'No overrides file';
    return [...head, `${none}: every parameter keeps its default.`, ''].join('\n');
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
  const columns = ['Applies to', 'Parameter', 'Value', 'Note'].slice(0, rows.some((row) => row[3]) ? 4 : 3);
  const intro = [
    ...head,
    `### ${title}`,
    '',
    `From ${code(overridesFile ?? '')}. A pipeline override beats project configuration; parameters not listed keep their defaults.`,
    '',
  ];
  const room = SUMMARY_BUDGET_BYTES - byteLength(intro.join('\n')) - 1;
  return [
    ...intro,
    ...fitTable(
      columns,
      columns.map(() => 'l'),
      rows.map((row) => row.slice(0, columns.length)),
      room,
      'override',
      `see ${overridesFile ?? 'the overrides file'}`,
    ),
    '',
  ].join('\n');
}

/** A list rather than a two-column table: a table needs a header row, and these have none. */
function fields(rows: Array<[string, string]>): string[] {
  return rows.map(([name, value]) => `- **${name}:** ${value}`);
}
