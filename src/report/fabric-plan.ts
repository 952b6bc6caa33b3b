/**
 * Fabric mode's dry run, as pure renderers: the steps (modes/fabric-steps.ts) the apply would
 * walk and the requests they stand for, for the log and the job summary. Names and details go
 * through text.ts's escaping; secret values never reach here (request bodies show `***`).
 */
import type { FabricPlan } from '../modes/fabric-steps.js';
import type { PlannedRequest } from '../modes/fabric-requests.js';
import { inline, preformatted } from '../text.js';
import { SUMMARY_BUDGET_BYTES, fitBlock, fitTable } from './budget.js';

/** One line per step, for the log. */
export function planLines(plan: FabricPlan): string[] {
  return plan.steps.map((s) => `${s.action.padEnd(13)} ${s.resource.padEnd(10)} ${s.name}: ${s.details}`);
}

function stepTable(plan: FabricPlan, budget: number): string[] {
  const rows = plan.steps.map((s) => [s.resource, inline(s.name), `**${s.action}**`, inline(s.details)]);
  return fitTable(
    ['Resource', 'Name', 'Action', 'Details'],
    ['l', 'l', 'l', 'l'],
    rows,
    budget,
    'step',
    'see the log',
  );
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
