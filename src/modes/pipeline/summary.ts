/**
 * Pipeline mode's job summary, pure markdown. Names from the inputs and messages from the service
 * are escaped (text.ts).
 */
import type { TriggerPipelineRequest } from '../../service/types.js';
import type { PipelineSettings } from '../../inputs/settings.js';
import { fitBlock, fitTable } from '../../common/budget.js';
import { SUMMARY_BUDGET_BYTES } from '../../common/limits.js';
import { byteLength, clip, code, duration, fenced, inline, plural } from '../../common/text.js';
import { counts, type PipelineRun, type RunState, secondsOf } from './outcome.js';

/** Longest message shown in a row (the runs output holds it whole). */
const MESSAGE_MAX = 2000;

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
  const triggered = runs.filter((r) => r.state === 'triggered').length;
  // wait: false follows no run: what there is to count is the triggers.
  if (triggered > 0) return triggered === runs.length ? `${n} triggered` : `${triggered} of ${n} triggered`;
  return `${counts(runs).succeeded} of ${n} succeeded`;
}

function context(where: Where): string {
  const version = where.version === undefined ? '' : `, version ${code(where.version)}`;
  return `Project ${code(where.projectId)} on fabric ${code(String(where.fabricId))}${version}.`;
}

/** `cancelled`: the job was cancelled before the runs were done. */
export function renderRunsSummary(runs: readonly PipelineRun[], where: Where, cancelled = false): string {
  const head = [`## Pipeline runs: ${headline(runs)}`, '', context(where), ''];
  if (cancelled)
    head.push('The job was cancelled before the step ended: a run still going goes on on the service.', '');
  const rows = runs.map((run) => {
    const seconds = secondsOf(run);
    return [
      code(run.pipeline),
      shownStatus(run, where.timeout),
      run.runId === undefined ? '' : code(run.runId),
      seconds === undefined ? '' : duration(seconds * 1000),
      // Cut, so that one long message leaves room for the other rows.
      inline(clip(run.errorMessage ?? run.problem ?? '', MESSAGE_MAX), { breaks: 'br', links: true }),
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
    `## Dry run: trigger ${requests.length} ${plural(requests.length, 'pipeline')}`,
    '',
    `${context(where)} Nothing was sent. The requests would be:`,
    '',
    fenced(body, 'http'),
    '',
  ].join('\n');
}
