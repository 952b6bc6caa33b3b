/**
 * Fabric mode's job summaries, as pure renderers: the plan and the dry run (of the steps the apply
 * walks), and what an apply did; the lines and outputs made of them. Names, details and messages
 * from the service are escaped (text.ts); secret values never reach here (drift.ts shows none,
 * request bodies show `***`). Each opens with the verdict (summary-head.ts), then what failed, each
 * drifted connection with what differs, and the step's warnings, before any table.
 */
import type { FabricOutcome, OutcomeItem, Result } from './apply.js';
import { cannotChange, describeDrift, type DriftField } from './drift.js';
import { PLAN_ACTIONS, UNMANAGED_LISTED, writesOf, type FabricPlan, type Step } from './plan.js';
import type { PlannedRequest } from './planned-requests.js';
import { byteLength, clip, formatCount, inline, plural, preformatted } from '../../common/text.js';
import { SUMMARY_BUDGET_BYTES } from '../../common/limits.js';
import { fitBlock, fitJsonList, fitTable, listFirst } from '../../common/budget.js';
import type { PrintedWarnings } from '../../github/runner.js';
import { warningItems, withWarnings } from '../summary-head.js';
import { verdictHeading, type VerdictKind } from '../../common/verdict-heading.js';

const CHANGED: readonly Result[] = ['created', 'added', 'updated'];
const LEFT_ALONE: readonly Result[] = ['unchanged', 'drifted', 'unmanaged'];
const NOT_APPLIED: readonly Result[] = ['failed', 'not applied'];

function fabricDone(outcome: FabricOutcome): boolean {
  return CHANGED.includes(outcome.fabric.result);
}

function allItems(outcome: FabricOutcome): OutcomeItem[] {
  return [outcome.fabric, ...outcome.secrets, ...outcome.unmanaged, ...outcome.connections];
}

function count(n: number, word: string): string {
  return `${n} ${plural(n, word)}`;
}

/** `2 secrets, 1 connection`: the items in `results`, by resource. */
function tally(items: OutcomeItem[], results: readonly Result[]): string {
  const parts = (['secret', 'connection'] as const).map((resource) => {
    const n = items.filter((i) => i.resource === resource && results.includes(i.result)).length;
    return n ? count(n, resource) : '';
  });
  return parts.filter(Boolean).join(', ');
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
  const driftedItems = outcome.connections.filter((c) => c.result === 'drifted');
  const drifted = driftedItems.length;
  const unmanaged = outcome.unmanaged.length;
  const driftNote =
    (drifted
      ? ` ${count(drifted, 'connection')} ${drifted === 1 ? 'differs' : 'differ'} from the file and ${drifted === 1 ? 'was' : 'were'} left as ${drifted === 1 ? 'it is' : 'they are'} (${driftWhy(driftedItems.map((c) => c.drift ?? [])).reasons}).`
      : '') +
    (unmanaged
      ? ` ${count(unmanaged, 'secret')} on the service ${unmanaged === 1 ? 'is' : 'are'} not in the file and ${unmanaged === 1 ? 'was' : 'were'} left alone.`
      : '');
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
  const parts = [`fabric ${outcome.fabricId} updated`];
  for (const result of ['updated', 'added'] as const) {
    const tallied = tally(items, [result]);
    if (tallied) parts.push(`${tallied} ${result}`);
  }
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
  // The request's own line first (it starts with the operation's name), then where it stopped.
  const head = `${failure.message} (fabric ${outcome.fabricName}, stopped at "${failure.step}")`;
  const maybe = failure.maybeApplied ? ' (the failed request may have taken effect anyway)' : '';
  const items = allItems(outcome);
  if (!fabricDone(outcome)) {
    // The client's line already says the fabric may have been created, and how to go on.
    if (outcome.fabricId === undefined && failure.maybeApplied) return `${head}.`;
    if (outcome.fabricId === undefined && /already exists/i.test(failure.message)) {
      return `${head}. Nothing was applied. The API cannot look a fabric up by name: to reconcile the existing fabric, set fabric-id to its id.`;
    }
    return failure.maybeApplied
      ? `${head}${maybe}. Running again finishes the job.`
      : `${head}. Nothing was applied.`;
  }
  const changed = tally(items, CHANGED);
  const leftAlone = tally(items, LEFT_ALONE);
  const finish = outcome.created
    ? `Re-run with fabric-id: ${outcome.fabricId} to finish`
    : 'Running again finishes the job';
  return `${head}. Applied: fabric ${outcome.fabricId} ${outcome.fabric.result}${changed && `, ${changed}`}${leftAlone && `; left as they were: ${leftAlone}`}; not applied: ${tally(items, NOT_APPLIED) || 'none'}${maybe}. ${finish}.`;
}

/** What to do about a connection whose kind or default flag differs: the service cannot change them. */
const DRIFT_ADVICE =
  "to apply the file, recreate the connection under a new name (and use that name in the file), or change it in the service's settings so they agree";

/**
 * Why drifted connections were left as they are, in a few words, and advice on what could change
 * them: fix-drift, for one whose properties alone differ; else only the service's settings.
 */
function driftWhy(drifts: ReadonlyArray<readonly DriftField[]>): { reasons: string; advice: string } {
  const fixable = drifts.some((drift) => !cannotChange(drift));
  const cannot = cannotChange(drifts.flat());
  return {
    reasons: [fixable ? 'fix-drift is off' : '', cannot].filter(Boolean).join('; '),
    advice: [
      fixable ? "With fix-drift: true, an apply sets a connection's properties to the file's." : '',
      cannot ? `${capitalised(cannot)}: ${DRIFT_ADVICE}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export function driftWarning(item: OutcomeItem, file: string): string {
  const drift = item.drift ?? [];
  const cannot = cannotChange(drift);
  const left = cannot
    ? `${capitalised(cannot)}, so it was left as it is: ${DRIFT_ADVICE}.`
    : "It was left as it is: with fix-drift: true, an apply sets its properties to the file's.";
  return `Connection ${item.name} (id ${item.id}) differs from ${file}: ${describeDrift(drift)}. ${left}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const UNLISTED_DETAILS = `on the service, not in the file: left alone (the first ${UNMANAGED_LISTED} are named, the rest counted)`;

/** The items to list: the unmanaged secrets past the first UNMANAGED_LISTED as one `… 2,980 more secrets`. */
function listed<T>(items: readonly T[], unmanaged: (item: T) => boolean, more: (name: string) => T): T[] {
  return listFirst(items, unmanaged, UNMANAGED_LISTED).map((entry) =>
    'item' in entry ? entry.item : more(`… ${formatCount(entry.more)} more ${plural(entry.more, 'secret')}`),
  );
}

/** How a result reads in a table, where it is not its own name. */
const RESULT_LABEL: Partial<Record<Result, string>> = {
  drifted: 'differs from the file (left as it is)',
  unmanaged: 'not in the file (left alone)',
  failed: '**failed**',
};

function section(title: string, items: OutcomeItem[], budget: number): string[] {
  if (items.length === 0) return [];
  const more = (name: string): OutcomeItem => ({
    resource: 'secret',
    name,
    result: 'unmanaged',
    detail: UNLISTED_DETAILS,
  });
  const rows = listed(items, (i) => i.result === 'unmanaged', more).map((item) => [
    item.resource,
    inline(item.name),
    item.id === undefined ? '' : `<code>${inline(item.id)}</code>`,
    RESULT_LABEL[item.result] ?? item.result,
    inline(item.detail),
  ]);
  return [
    `### ${title}`,
    '',
    ...table(['Resource', 'Name', 'Id', 'Result', 'Details'], rows, budget, 'item'),
    '',
  ];
}

/** Drifted connections the head names one by one before it counts the rest (the tables have them all). */
const DRIFT_LISTED = 20;
/** Longest description of one connection's drift in the head. */
const DRIFT_MAX_CHARS = 1500;

/** `- **marts** (id 4812): kind: "snowflake" → "bigquery"`: each drifted connection and what differs. */
function driftItems(drifted: ReadonlyArray<{ name: string; id?: string; drift?: DriftField[] }>): string[] {
  if (drifted.length === 0) return [];
  const items = drifted.slice(0, DRIFT_LISTED).map((c) => {
    const id = c.id === undefined ? '' : ` (id <code>${inline(c.id)}</code>)`;
    return `- **${inline(c.name)}**${id}: ${inline(clip(describeDrift(c.drift ?? []), DRIFT_MAX_CHARS))}`;
  });
  const more = drifted.length - items.length;
  if (more > 0) items.push(`- … and ${formatCount(more)} more: see the table`);
  return [...items, ''];
}

/** `2 connections differ from the file`. */
function differ(n: number): string {
  return `${count(n, 'connection')} ${n === 1 ? 'differs' : 'differ'} from the file`;
}

/** `fabric analytics-dev (id 10740)`, the id when there is one. */
function fabricTitle(name: string, id: string | undefined): string {
  return `fabric ${inline(name)}${id ? ` (id <code>${inline(id)}</code>)` : ''}`;
}

/** What an apply that did not fail did, in a heading's words. */
function appliedTitle(outcome: FabricOutcome): string {
  const fabric = fabricTitle(outcome.fabricName, outcome.fabricId);
  if (outcome.created) return `Created ${fabric}`;
  if (onlySecretsChanged(outcome))
    return `${capitalised(fabric)}: nothing changed${outcome.secrets.length > 0 ? ' but the secret values' : ''}`;
  return `Reconciled ${fabric}`;
}

/**
 * The summary after an apply, in at most `maxBytes` (less for the pull-request comment). `warnings`:
 * what the step warned about besides drift (a spelling the action does not know).
 */
export function renderFabricSummary(
  outcome: FabricOutcome,
  file: string,
  maxBytes: number = SUMMARY_BUDGET_BYTES,
  warnings?: PrintedWarnings,
): string {
  const items = allItems(outcome);
  const pick = (results: readonly Result[]) => items.filter((i) => results.includes(i.result));
  const drifted = outcome.connections.filter((c) => c.result === 'drifted');
  const shownWarnings = outcome.failure ? undefined : warnings;
  const kind: VerdictKind = outcome.failure
    ? 'failed'
    : drifted.length > 0 || (warnings?.count ?? 0) > 0
      ? 'warned'
      : 'passed';
  const title = outcome.failure
    ? `Fabric ${inline(outcome.fabricName)}: stopped at a failed step`
    : `${appliedTitle(outcome)}${drifted.length > 0 ? `; ${differ(drifted.length)}` : ''}${withWarnings(shownWarnings)}`;
  const lines = [verdictHeading(kind, title), '', inline(statement(outcome), { atLineStart: true }), ''];
  if (outcome.failure && fabricDone(outcome)) {
    const how = outcome.created
      ? `re-run with <code>fabric-id: ${inline(outcome.fabricId ?? '')}</code> to finish (creating it again would fail: the name exists now)`
      : 'running again finishes the job';
    lines.push(`> [!WARNING]`, `> Only part of ${inline(file)} was applied: ${how}.`, '');
  }
  lines.push(...driftItems(drifted));
  const drifts = drifted.map((c) => c.drift ?? []);
  if (drifts.length > 0) lines.push('> [!NOTE]', `> ${inline(driftWhy(drifts).advice)}`, '');
  lines.push(...warningItems(shownWarnings));
  // Three tables share what the head leaves of the budget.
  const share = Math.floor((maxBytes - byteLength(lines.join('\n'))) / 3);
  lines.push(
    ...section('Created and updated', pick(CHANGED), share),
    ...section('Left alone', pick(LEFT_ALONE), share),
    ...section('Not applied', pick(NOT_APPLIED), share),
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------- the plan

/** Each action some steps take, in the order of PLAN_ACTIONS, and how many take it. */
function planCounts(plan: FabricPlan): string[][] {
  return PLAN_ACTIONS.flatMap((action) => {
    const n = plan.steps.filter((s) => s.action === action).length;
    return n > 0 ? [[action, formatCount(n)]] : [];
  });
}

/** `Plan for fabric analytics-dev (id 10740): update 2, drift 1; an apply would send 2 write requests.` */
export function planStatement(plan: FabricPlan): string {
  const writes = writesOf(plan);
  const counts = planCounts(plan)
    .map((pair) => pair.join(' '))
    .join(', ');
  const target = plan.fabricId === undefined ? 'to be created' : `id ${plan.fabricId}`;
  return `Plan for fabric ${plan.fabricName} (${target}): ${counts}; an apply would send ${formatCount(writes)} write ${plural(writes, 'request')}.`;
}

function listedSteps(plan: FabricPlan): Step[] {
  return listed(
    plan.steps,
    (s) => s.action === 'unmanaged',
    (name) => ({ action: 'unmanaged', resource: 'secret', name, line: undefined, details: UNLISTED_DETAILS }),
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
  return table(['Resource', 'Name', 'Action', 'Details'], rows, budget, 'step');
}

/** Left-aligned columns in at most `budget` bytes; the rows cut are in the log. */
function table(head: string[], rows: string[][], budget: number, noun: string): string[] {
  return fitTable(head, Array<'l'>(head.length).fill('l'), rows, budget, noun, 'see the log');
}

/**
 * The plan for the job summary or the pull-request comment, in at most `maxBytes`: drifted connections
 * (what differs, and what could change them) and `warnings` first, then the counts and every step.
 */
export function renderPlan(
  plan: FabricPlan,
  file: string,
  maxBytes: number = SUMMARY_BUDGET_BYTES,
  warnings?: PrintedWarnings,
): string {
  const writes = writesOf(plan);
  const driftSteps = plan.steps.filter((s) => s.action === 'drift');
  const drifts = driftSteps.map((s) => s.drift ?? []);
  const drifted = drifts.length;
  const read =
    plan.fabricId === undefined
      ? 'Nothing was read or changed: without fabric-id the fabric is created.'
      : 'Nothing was changed: the plan made read-only requests only.';
  const kind: VerdictKind =
    drifted > 0 || (warnings?.count ?? 0) > 0 ? 'warned' : writes > 0 ? 'planned' : 'passed';
  const target = plan.fabricId === undefined ? ' (to be created)' : '';
  const sends =
    writes > 0
      ? `an apply would send ${formatCount(writes)} write ${plural(writes, 'request')}`
      : 'nothing to change';
  const head = [
    verdictHeading(
      kind,
      `Plan: ${fabricTitle(plan.fabricName, plan.fabricId)}${target}: ${sends}${drifted ? `; ${differ(drifted)}` : ''}${withWarnings(warnings)}`,
    ),
    '',
    `${read} From ${inline(file)}, an apply would send ${formatCount(writes)} write ${plural(writes, 'request')}.`,
    '',
    ...driftItems(driftSteps),
    ...(drifted ? ['> [!WARNING]', `> ${inline(driftWhy(drifts).advice)}`, ''] : []),
    ...warningItems(warnings),
    ...fitTable(['Action', 'Count'], ['l', 'r'], planCounts(plan), 4_000, 'action', 'see the log'),
    '',
  ];
  const room = maxBytes - byteLength(head.join('\n')) - 200;
  return [...head, ...stepTable(plan, room), ''].join('\n');
}

export function renderPlanFailure(fabricName: string, line: string): string {
  return `${verdictHeading('failed', `Plan: fabric ${inline(fabricName)}: the plan could not be made`)}\n\n${inline(line, { atLineStart: true })}\n`;
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

/** `warnings`: what the step warned about (a secret value the apply would miss), named before the table. */
export function renderDryRun(
  plan: FabricPlan,
  requests: readonly PlannedRequest[],
  file: string,
  warnings?: PrintedWarnings,
): string {
  const target =
    plan.fabricId === undefined
      ? 'No fabric-id: the fabric would be created.'
      : `fabric-id ${inline(plan.fabricId)}: the fabric would be reconciled. Without reading the service (a dry run sends nothing), what exists is decided at apply time.`;
  const half = SUMMARY_BUDGET_BYTES / 2;
  return [
    verdictHeading(
      (warnings?.count ?? 0) > 0 ? 'warned' : 'planned',
      `Dry run: fabric ${inline(plan.fabricName)}${withWarnings(warnings)}`,
    ),
    '',
    ...warningItems(warnings),
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
