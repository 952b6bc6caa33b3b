/**
 * Fabric mode's reports, as pure renderers: the job summary after a run (what was created,
 * updated, left alone and not applied), the dry-run plan, the statement that heads both, the
 * drift warning and the failure line. Names come from the user's file and messages from the
 * service, so every one goes through markdown.ts's escaping. Secret values never reach here:
 * the outcome and the plan carry names, ids and `***` only.
 */
import type { FabricOutcome, FabricPlan, OutcomeItem, PlanItem, Result } from '../modes/fabric.js';
import { byteLength, inline, preformatted } from '../text.js';
import { SUMMARY_BUDGET_BYTES, fitBlock, fitTable } from './budget.js';

const CHANGED: readonly Result[] = ['created', 'added', 'updated'];
const LEFT_ALONE: readonly Result[] = ['unchanged', 'drifted'];
const NOT_APPLIED: readonly Result[] = ['failed', 'not applied'];

function allItems(outcome: FabricOutcome): OutcomeItem[] {
  return [outcome.fabric, ...outcome.secrets, ...outcome.connections];
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `2 secrets, 1 connection`: the items in `results`, by resource. */
function tally(items: OutcomeItem[], results: readonly Result[]): string {
  const secrets = items.filter((i) => i.resource === 'secret' && results.includes(i.result)).length;
  const connections = items.filter((i) => i.resource === 'connection' && results.includes(i.result)).length;
  const parts: string[] = [];
  if (secrets) parts.push(count(secrets, 'secret'));
  if (connections) parts.push(count(connections, 'connection'));
  return parts.join(', ');
}

/** True when the run changed nothing but secret values (the usual second run). */
export function onlySecretsChanged(outcome: FabricOutcome): boolean {
  return (
    !outcome.failure &&
    !outcome.created &&
    outcome.secrets.every((s) => s.result === 'updated') &&
    outcome.connections.every((c) => LEFT_ALONE.includes(c.result))
  );
}

/** What the run did, in one sentence (for the log and the top of the summary). */
export function statement(outcome: FabricOutcome): string {
  const items = allItems(outcome);
  const drifted = outcome.connections.filter((c) => c.result === 'drifted').length;
  const driftNote = drifted
    ? ` ${count(drifted, 'connection')} ${drifted === 1 ? 'differs' : 'differ'} from the file and ${drifted === 1 ? 'was' : 'were'} left as ${drifted === 1 ? 'it is' : 'they are'} (the API cannot update a connection).`
    : '';
  if (outcome.failure) return failureLine(outcome);
  if (outcome.created) {
    const carried = tally(items, ['created', 'added']);
    return `Created fabric ${outcome.fabricName} (id ${outcome.fabricId})${carried ? ` with ${carried}` : ''}.`;
  }
  if (onlySecretsChanged(outcome)) {
    const sent = `${outcome.fieldsUpdated.join(' and ')} sent to fabric ${outcome.fabricId}`;
    if (outcome.secrets.length === 0) return `Nothing changed: ${sent}.${driftNote}`;
    const secrets = `${count(outcome.secrets.length, 'secret')} updated (secret values are always sent: the API never returns them)`;
    return `Nothing changed but the secret values: ${secrets}; ${sent}.${driftNote}`;
  }
  const added = tally(items, ['added']);
  const updated = tally(items, ['updated']);
  const parts = [`fabric ${outcome.fabricId} updated`];
  if (updated) parts.push(`${updated} updated`);
  if (added) parts.push(`${added} added`);
  return `Reconciled ${outcome.fabricName}: ${parts.join('; ')}.${driftNote}`;
}

/**
 * The step's single failure line: which step failed and why, what was applied, and how to
 * finish. After a create, finishing needs the new fabric's id (there is no fabric lookup by
 * name, and a second create would fail on the existing name).
 */
export function failureLine(outcome: FabricOutcome): string {
  const failure = outcome.failure;
  if (!failure) return '';
  // The request's own line first: it starts with the operation's name, as every failed
  // request's line does; then where the reconcile stopped and what it had done.
  const head = `${failure.message} (fabric ${outcome.fabricName}, stopped at "${failure.step}")`;
  const maybe = failure.maybeApplied ? ' (the failed request may have taken effect anyway)' : '';
  const items = allItems(outcome);
  const fabricDone = outcome.fabric.result === 'created' || outcome.fabric.result === 'updated';
  if (!fabricDone) {
    // The client's line already says the fabric may have been created, and how to go on.
    if (outcome.fabricId === undefined && failure.maybeApplied) return `${head}.`;
    if (outcome.fabricId === undefined && /already exists/i.test(failure.message)) {
      return `${head}. Nothing was applied. The API cannot look a fabric up by name: to reconcile the existing fabric, set fabric-id to its id.`;
    }
    return failure.maybeApplied
      ? `${head}${maybe}. Running again finishes the job.`
      : `${head}. Nothing was applied.`;
  }
  const leftAlone = tally(items, LEFT_ALONE);
  const applied = [`fabric ${outcome.fabricId} ${outcome.fabric.result}`, tally(items, CHANGED)].filter(
    Boolean,
  );
  const finish = outcome.created
    ? `Re-run with fabric-id: ${outcome.fabricId} to finish`
    : 'Running again finishes the job';
  const unchanged = leftAlone ? `; left as they were: ${leftAlone}` : '';
  return `${head}. Applied: ${applied.join(', ')}${unchanged}; not applied: ${tally(items, NOT_APPLIED) || 'none'}${maybe}. ${finish}.`;
}

/** The drift warning for one connection: field names only, never values. */
export function driftWarning(item: OutcomeItem, file: string): string {
  return `Connection ${item.name} (id ${item.id}) differs from ${file}: ${(item.drift ?? []).join(', ')}. The API cannot update a connection, so it was left as it is; change it in the service or in the file so they agree.`;
}

const RESULT_LABEL: Record<Result, string> = {
  created: 'created',
  added: 'added',
  updated: 'updated',
  unchanged: 'unchanged',
  drifted: 'differs from the file (left as it is)',
  failed: '**failed**',
  'not applied': 'not applied',
};

function resultRows(items: OutcomeItem[]): string[][] {
  return items.map((item) => [
    item.resource,
    inline(item.name),
    item.id === undefined ? '' : `<code>${inline(item.id)}</code>`,
    RESULT_LABEL[item.result],
    inline(item.detail),
  ]);
}

function section(title: string, items: OutcomeItem[], budget: number): string[] {
  if (items.length === 0) return [];
  return [
    `### ${title}`,
    '',
    ...fitTable(
      ['Resource', 'Name', 'Id', 'Result', 'Details'],
      ['l', 'l', 'l', 'l', 'l'],
      resultRows(items),
      budget,
      'item',
      'see the log',
    ),
    '',
  ];
}

export function renderFabricSummary(outcome: FabricOutcome, file: string): string {
  const items = allItems(outcome);
  const pick = (results: readonly Result[]) => items.filter((i) => results.includes(i.result));
  const title = outcome.failure
    ? `## Fabric ${inline(outcome.fabricName)}: stopped at a failed step`
    : `## Fabric ${inline(outcome.fabricName)}${outcome.fabricId ? ` (id <code>${inline(outcome.fabricId)}</code>)` : ''}`;
  const lines = [title, '', inline(statement(outcome)), ''];
  const fabricDone = outcome.fabric.result === 'created' || outcome.fabric.result === 'updated';
  if (outcome.failure && fabricDone) {
    const how = outcome.created
      ? `re-run with <code>fabric-id: ${inline(outcome.fabricId ?? '')}</code> to finish (creating it again would fail: the name exists now)`
      : 'running again finishes the job';
    lines.push(`> [!WARNING]`, `> Only part of ${inline(file)} was applied: ${how}.`, '');
  }
  // Three tables share what the head leaves of the budget.
  const share = Math.floor((SUMMARY_BUDGET_BYTES - byteLength(lines.join('\n'))) / 3);
  lines.push(
    ...section('Created and updated', pick(CHANGED), share),
    ...section('Left alone', pick(LEFT_ALONE), share),
    ...section('Not applied', pick(NOT_APPLIED), share),
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Dry run
// ---------------------------------------------------------------------------------------------

/** One line per planned item, for the log. */
export function planLines(plan: FabricPlan): string[] {
  return plan.items.map((i) => `${i.action.padEnd(13)} ${i.resource.padEnd(10)} ${i.name}: ${i.reason}`);
}

export function renderFabricPlan(plan: FabricPlan, file: string): string {
  const rows = plan.items.map((i: PlanItem) => [
    i.resource,
    inline(i.name),
    `**${i.action}**`,
    inline(i.reason),
  ]);
  const requests = plan.requests
    .map(
      (r) =>
        `${r.method} ${r.path}  # ${r.note}${r.body === undefined ? '' : `\n${JSON.stringify(r.body, null, 2)}`}`,
    )
    .join('\n\n');
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
    ...fitTable(
      ['Resource', 'Name', 'Planned', 'Reason'],
      ['l', 'l', 'l', 'l'],
      rows,
      half,
      'item',
      'see the log',
    ),
    '',
    '<details><summary>Requests that would be sent (secret values shown as ***)</summary>',
    '',
    `<pre>${preformatted(fitBlock(requests, half - 400, 'every request is in the log'))}</pre>`,
    '',
    '</details>',
    '',
  ].join('\n');
}
