/**
 * Pipeline mode's job summary, pure markdown. Names from the inputs and messages from the service
 * are escaped (text.ts). It opens with the verdict (summary-head.ts), then each pipeline that did not
 * succeed with its message, or the step's warnings, before the table of every run.
 */
import type { TriggerPipelineRequest } from '../../service/types.js';
import type { PipelineSettings } from '../../inputs/settings.js';
import { fitBlock, fitTable } from '../../common/budget.js';
import { SUMMARY_BUDGET_BYTES } from '../../common/limits.js';
import { byteLength, clip, code, duration, fenced, inline, plural } from '../../common/text.js';
import { counts, didNotSucceed, type PipelineRun, type RunState, secondsOf } from './outcome.js';
import type { PrintedWarnings } from '../../github/runner.js';
import { warningItems, withWarnings } from '../summary-head.js';
import { verdictHeading } from '../../common/verdict-heading.js';

/** Longest message shown in a row (the runs output holds it whole). */
const MESSAGE_MAX = 2000;
/** Longest message in the list above the table, and how many pipelines it names before the table has the rest. */
const HEAD_MESSAGE_MAX = 600;
const HEAD_LISTED = 20;

/** Where the pipelines run, and how long the step follows them (minutes). */
type Where = Pick<PipelineSettings, 'fabricId' | 'projectId' | 'version' | 'timeout'>;

/** What the step knows of a run without a status word. */
const STATE_TEXT: Partial<Record<RunState, string>> = {
  triggered: 'triggered (not followed: wait is false)',
  refused: 'not started: the trigger was refused',
  'maybe-started': '**may have been started**',
  unknown: 'unknown: its run id cannot be followed',
};

/** The status column: the service's word, or what the step knows when there is none. */
function shownStatus(run: PipelineRun, timeoutMinutes: number): string {
  if (run.state === 'succeeded' || run.state === 'failed') return code(run.status ?? '');
  const last = run.status === undefined ? 'unknown' : code(run.status);
  if (run.state === 'timed-out') return `${last}, still going after ${timeoutMinutes} min`;
  if (run.state === 'cancelled') return `${last}, still going when the job was cancelled`;
  return STATE_TEXT[run.state] ?? 'not triggered';
}

function headline(runs: readonly PipelineRun[]): string {
  const n = `${runs.length} ${plural(runs.length, 'pipeline')}`;
  const { failed } = counts(runs);
  if (failed > 0) return `${failed} of ${n} did not succeed`;
  const triggered = runs.filter((r) => r.state === 'triggered').length;
  // wait: false follows no run: what there is to count is the triggers.
  if (triggered > 0) return triggered === runs.length ? `${n} triggered` : `${triggered} of ${n} triggered`;
  return `${counts(runs).succeeded} of ${n} succeeded`;
}

function context(where: Where): string {
  const version = where.version === undefined ? '' : `, version ${code(where.version)}`;
  return `Project ${code(where.projectId)} on fabric ${code(String(where.fabricId))}${version}.`;
}

/** What a run's row and its item above the table say of it: the service's error message, or why there is none. */
function messageOf(run: PipelineRun): string {
  return run.errorMessage ?? run.problem ?? '';
}

/**
 * `- **build_marts** · ERROR · run r-2=` and its message below: each pipeline that did not succeed,
 * the first HEAD_LISTED of them (the table has every one).
 */
function failingItems(runs: readonly PipelineRun[], timeoutMinutes: number): string[] {
  const failing = runs.filter(didNotSucceed);
  if (failing.length === 0) return [];
  const items = failing.slice(0, HEAD_LISTED).map((run) => {
    const facts = [`**${inline(run.pipeline)}**`, shownStatus(run, timeoutMinutes)];
    if (run.runId !== undefined) facts.push(`run ${code(run.runId)}`);
    const message = messageOf(run);
    const below = message
      ? `<br>${inline(clip(message, HEAD_MESSAGE_MAX), { breaks: 'br', links: true })}`
      : '';
    return `- ${facts.join(' · ')}${below}`;
  });
  const more = failing.length - items.length;
  if (more > 0) items.push(`- … and ${more} more ${plural(more, 'pipeline')}: see the table`);
  return [...items, ''];
}

/**
 * `cancelled`: the job was cancelled before the runs were done. `warnings`: what the step warned about
 * (a status that could not be read for a while), named in the head when every run succeeded.
 */
export function renderRunsSummary(
  runs: readonly PipelineRun[],
  where: Where,
  cancelled = false,
  warnings?: PrintedWarnings,
): string {
  const failed = counts(runs).failed > 0 || cancelled;
  const warned = !failed && (warnings?.count ?? 0) > 0;
  const kind = failed ? 'failed' : warned ? 'warned' : 'passed';
  const head = [
    verdictHeading(kind, `Pipeline runs: ${headline(runs)}${warned ? withWarnings(warnings) : ''}`),
    '',
  ];
  if (cancelled)
    head.push('The job was cancelled before the step ended: a run still going goes on on the service.', '');
  head.push(
    ...failingItems(runs, where.timeout),
    ...(warned ? warningItems(warnings) : []),
    context(where),
    '',
  );
  const rows = runs.map((run) => {
    const seconds = secondsOf(run);
    return [
      code(run.pipeline),
      shownStatus(run, where.timeout),
      run.runId === undefined ? '' : code(run.runId),
      seconds === undefined ? '' : duration(seconds * 1000),
      // Cut, so that one long message leaves room for the other rows.
      inline(clip(messageOf(run), MESSAGE_MAX), { breaks: 'br', links: true }),
    ];
  });
  const room = SUMMARY_BUDGET_BYTES - byteLength(head.join('\n')) - 2;
  const table = fitTable(
    ['Pipeline', 'Status', 'Run id', 'Time', 'Message'],
    ['l', 'l', 'l', 'r', 'l'],
    rows,
    room,
    'pipeline',
    'see the runs output',
  );
  return [...head, ...table, ''].join('\n');
}

export function renderDryRunSummary(
  requests: readonly TriggerPipelineRequest[],
  text: string,
  where: Where,
): string {
  const body = fitBlock(text, SUMMARY_BUDGET_BYTES / 2, 'every request is in the log');
  return [
    verdictHeading('planned', `Dry run: trigger ${requests.length} ${plural(requests.length, 'pipeline')}`),
    '',
    `${context(where)} Nothing was sent. The requests would be:`,
    '',
    fenced(body, 'http'),
    '',
  ].join('\n');
}
