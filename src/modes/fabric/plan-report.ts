/**
 * Fabric mode's plan and dry run, as pure renderers of the steps the apply walks. Names and details
 * are escaped (text.ts); secret values never reach here (request bodies show `***`).
 */
import { PLAN_ACTIONS, UNMANAGED_LISTED, writesOf } from './plan.js';
import type { FabricPlan, Step } from './plan.js';
import type { PlannedRequest } from './requests.js';
import { byteLength, formatCount, inline, plural, preformatted } from '../../text.js';
import { SUMMARY_BUDGET_BYTES } from '../../limits.js';
import { fitBlock, fitJsonList, fitTable, listFirst } from '../../budget.js';
import { UNLISTED_DETAILS, driftAdvice, moreSecrets } from './summary.js';

/** How many steps take each action, in the order of PLAN_ACTIONS, those with none left out. */
function planCounts(plan: FabricPlan): Array<[string, number]> {
  return PLAN_ACTIONS.map((action): [string, number] => [
    action,
    plan.steps.filter((s) => s.action === action).length,
  ]).filter(([, n]) => n > 0);
}

/** `Plan for fabric analytics-dev (id 10740): update 2, drift 1; an apply would send 2 write requests.` */
export function planStatement(plan: FabricPlan): string {
  const writes = writesOf(plan);
  const counts = planCounts(plan)
    .map(([action, n]) => `${action} ${formatCount(n)}`)
    .join(', ');
  const target = plan.fabricId === undefined ? 'to be created' : `id ${plan.fabricId}`;
  return `Plan for fabric ${plan.fabricName} (${target}): ${counts}; an apply would send ${formatCount(writes)} write ${plural(writes, 'request')}.`;
}

type Listed = Pick<Step, 'action' | 'resource' | 'name' | 'details'>;

/** The steps to list: all but the unmanaged secrets past the first UNMANAGED_LISTED, counted in one. */
function listedSteps(plan: FabricPlan): Listed[] {
  return listFirst(plan.steps, (s) => s.action === 'unmanaged', UNMANAGED_LISTED).map((entry): Listed =>
    'item' in entry
      ? entry.item
      : { action: 'unmanaged', resource: 'secret', name: moreSecrets(entry.more), details: UNLISTED_DETAILS },
  );
}

/** One line per step, for the log. */
export function planLines(plan: FabricPlan): string[] {
  return listedSteps(plan).map(
    (s) => `${s.action.padEnd(13)} ${s.resource.padEnd(10)} ${s.name}: ${s.details}`,
  );
}

function stepTable(plan: FabricPlan, budget: number): string[] {
  const rows = listedSteps(plan).map((s) => [
    s.resource,
    inline(s.name),
    `**${s.action}**`,
    inline(s.details),
  ]);
  return fitTable(
    ['Resource', 'Name', 'Action', 'Details'],
    ['l', 'l', 'l', 'l'],
    rows,
    budget,
    'step',
    'see the log',
  );
}

/** The plan for the job summary or the pull-request comment, in at most `maxBytes`. */
export function renderPlan(plan: FabricPlan, file: string, maxBytes: number = SUMMARY_BUDGET_BYTES): string {
  const writes = writesOf(plan);
  const drifts = plan.steps.filter((s) => s.action === 'drift').map((s) => s.drift ?? []);
  const drifted = drifts.length;
  const read =
    plan.fabricId === undefined
      ? 'Nothing was read or changed: without fabric-id the fabric is created.'
      : 'Nothing was changed: the plan made read-only requests only.';
  const head = [
    `## Plan: fabric ${inline(plan.fabricName)} (${plan.fabricId === undefined ? 'to be created' : `id <code>${inline(plan.fabricId)}</code>`})`,
    '',
    `${read} From ${inline(file)}, an apply would send ${formatCount(writes)} write ${plural(writes, 'request')}.`,
    '',
    ...fitTable(
      ['Action', 'Count'],
      ['l', 'r'],
      planCounts(plan).map(([action, n]) => [action, formatCount(n)]),
      4_000,
      'action',
      'see the log',
    ),
    '',
  ];
  const advice = drifted
    ? [
        '> [!WARNING]',
        `> ${formatCount(drifted)} ${plural(drifted, 'connection')} ${drifted === 1 ? 'differs' : 'differ'} from the file (drift). ${inline(driftAdvice(drifts))}`,
        '',
      ]
    : [];
  const room = maxBytes - byteLength([...head, ...advice].join('\n')) - 200;
  return [...head, ...stepTable(plan, room), '', ...advice].join('\n');
}

export function renderPlanFailure(fabricName: string, line: string): string {
  return [
    `## Plan: fabric ${inline(fabricName)}`,
    '',
    `**The plan could not be made:** ${inline(line)}`,
    '',
  ].join('\n');
}

/** The `plan` output, `{resource, name, action, details}` a step, within `maxBytes`; `kept` says how many steps it holds. */
export function planOutput(plan: FabricPlan, maxBytes: number): { json: string; kept: number } {
  const entries = plan.steps.map(({ resource, name, action, details }) => ({
    resource,
    name,
    action,
    details,
  }));
  return fitJsonList(entries, maxBytes);
}

/** The requests of a dry run, for the log and the summary: secret values are `***` already. */
export function requestLines(requests: readonly PlannedRequest[], baseUrl = ''): string[] {
  return requests.map(
    (r) =>
      `${r.method} ${baseUrl}${r.path}  # ${r.note}${r.body === undefined ? '' : `\n${JSON.stringify(r.body, null, 2)}`}`,
  );
}

export function renderDryRun(plan: FabricPlan, requests: readonly PlannedRequest[], file: string): string {
  const target =
    plan.fabricId === undefined
      ? 'No fabric-id: the fabric would be created.'
      : `fabric-id ${inline(plan.fabricId)}: the fabric would be reconciled. Without reading the service (a dry run sends nothing), what exists is decided at apply time.`;
  const half = SUMMARY_BUDGET_BYTES / 2;
  return [
    `## Dry run: fabric ${inline(plan.fabricName)}`,
    '',
    `Nothing was sent. ${target} Plan from ${inline(file)}:`,
    '',
    ...stepTable(plan, half),
    '',
    '<details><summary>Requests that would be sent (secret values shown as ***)</summary>',
    '',
    `<pre>${preformatted(fitBlock(requestLines(requests).join('\n\n'), half - 400, 'every request is in the log'))}</pre>`,
    '',
    '</details>',
    '',
  ].join('\n');
}
