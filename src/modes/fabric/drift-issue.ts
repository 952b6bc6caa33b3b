/**
 * The health issue's body for a fabric plan (health-issue): the connections that differ from the
 * fabric file, each with what differs as the plan says it (a value that may be a credential is
 * hidden there: drift.ts), or why the plan could not be made; then where the latest run is.
 */
import { verdictHeading } from '../../common/verdict-heading.js';
import type { Block, Section } from '../../common/budget.js';
import { EMPTY_BLOCK, block, fitLines, fitSections, joinBlocks } from '../../common/budget.js';
import { code, formatCount, formatUtc, inline, link, plural } from '../../common/text.js';
import type { FabricPlan } from './plan.js';

export interface DriftIssueOptions {
  /** The fabric file, as the step names it. */
  file: string;
  /** Its path in the repository, when it is inside the checkout: its lines are then linked. */
  repositoryFile: string | undefined;
  /** `{server}/{owner}/{repo}/blob/{sha}`, when known. */
  blobUrl: string | undefined;
  runUrl: string | undefined;
  sha: string | undefined;
  /** When the plan was made (ms since the epoch). */
  now: number;
  /** UTF-8 bytes; the body is shorter. */
  maxBytes: number;
}

/** What a plan found: its steps, or the line that says why there is none. */
export type PlanFinding = { plan: FabricPlan } | { fabricName: string; failure: string };

const PART_RESERVE = 200;
const SHORT_SHA = 7;

export function renderDriftIssue(finding: PlanFinding, opts: DriftIssueOptions): string {
  const parts: Section[] = [
    { priority: 0, render: () => block(headPart(finding, opts)) },
    {
      priority: 1,
      render: (budget) => ('plan' in finding ? driftPart(finding.plan, opts, budget) : EMPTY_BLOCK),
    },
    { priority: 0, render: () => footerPart(opts) },
  ];
  return joinBlocks(fitSections(parts, opts.maxBytes - 1, PART_RESERVE).blocks);
}

function drifted(plan: FabricPlan) {
  return plan.steps.filter((s) => s.action === 'drift');
}

function headPart(finding: PlanFinding, opts: DriftIssueOptions): string[] {
  if (!('plan' in finding))
    return [
      verdictHeading('failed', `Fabric ${inline(finding.fabricName)}: the plan could not be made`),
      '',
      inline(finding.failure),
      '',
    ];
  const n = drifted(finding.plan).length;
  const id = finding.plan.fabricId === undefined ? '' : ` (id ${code(finding.plan.fabricId)})`;
  return [
    verdictHeading(
      'failed',
      `Fabric ${inline(finding.plan.fabricName)}${id}: ${formatCount(n)} ${plural(n, 'connection')} ${n === 1 ? 'differs' : 'differ'} from ${inline(opts.file)}`,
    ),
    '',
    "An apply leaves a drifted connection as it is: with fix-drift: true it sets the connection's properties to the file's; a kind or default flag that differs only the service's settings can change.",
    '',
  ];
}

/** `- **warehouse** · [fabric.yml:12](…) · properties.catalog: "retail" → "retail_v2"`. */
function driftPart(plan: FabricPlan, opts: DriftIssueOptions, budget: number): Block {
  const steps = drifted(plan);
  if (steps.length === 0) return EMPTY_BLOCK;
  const item = (i: number): string => {
    const step = steps[i]!;
    const head = [`**${inline(step.name)}**`];
    if (step.id !== undefined) head.push(`id ${code(step.id)}`);
    const where = lineLink(step.line, opts);
    if (where) head.push(where);
    return `- ${head.join(' · ')}<br>${inline(step.details)}`;
  };
  const fitted = fitLines(steps.length, item, budget - 1, (omitted) => [
    '',
    `_${formatCount(omitted)} more not shown: see the latest run's job summary._`,
  ]);
  return block([...fitted.lines, ''], fitted.omitted > 0);
}

function lineLink(line: number | undefined, opts: DriftIssueOptions): string {
  if (line === undefined) return '';
  const name = opts.file.split('/').at(-1) ?? opts.file;
  if (!opts.blobUrl || opts.repositoryFile === undefined) return code(`${opts.file}:${line}`);
  const path = opts.repositoryFile.split('/').map(encodeURIComponent).join('/');
  return link(`${name}:${line}`, `${opts.blobUrl}/${path}#L${line}`);
}

function footerPart(opts: DriftIssueOptions): Block {
  const bits: string[] = [];
  if (opts.runUrl) bits.push(link('job summary', opts.runUrl));
  if (opts.sha) bits.push(`commit ${code(opts.sha.slice(0, SHORT_SHA))}`);
  bits.push(formatUtc(opts.now));
  return block([
    `Latest run: ${bits.join(' · ')}`,
    '',
    '_Kept by orchestration-action (health-issue): edited by each plan that finds drift, closed by the first that finds none._',
  ]);
}
