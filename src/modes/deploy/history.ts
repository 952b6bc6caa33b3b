/**
 * The environment's deployments as the action reads them before a deploy, as plain data: which one
 * is current, which tag a rollback goes back to, and whether an earlier attempt may still have
 * scheduled this very deploy. Only the token's own identity's records count for any of these: the
 * action's task is a word anybody with deployments: write can give a deployment.
 */
import type { DeploymentPayload, DeploymentStatus, RecordedDeployment } from '../../github/deployments.js';

export interface HistoryEntry {
  deployment: RecordedDeployment;
  /** Created by the token's own identity. Another's has no status read: nothing is taken from it. */
  ours: boolean;
  /** The latest; undefined when it has none, or when it is not ours. */
  status: DeploymentStatus | undefined;
}

/** What a deploy is: the payload's project, fabric and tag. */
export type DeployKey = Pick<DeploymentPayload, 'project' | 'fabric' | 'tag'>;

export interface History {
  /** Newest first, as far as the action looked, another identity's included (the summary shows them). */
  entries: HistoryEntry[];
  /** Ours, the newest whose latest status is success. */
  current: HistoryEntry | undefined;
  /** Ours, the newest that succeeded (success, or inactive since) whose tag is not this deploy's: a rollback's target. */
  previous: HistoryEntry | undefined;
  /** Ours, newer than `current`, of this very deploy, and not ended (see UNFINISHED): it may have been scheduled. */
  unfinished: HistoryEntry | undefined;
}

/** The rows the job summary shows. */
export const HISTORY_ROWS = 5;

/**
 * Latest statuses that leave a deploy's outcome open: the action sets `in_progress` before it sends
 * and `error` when the deploy may have been scheduled; `queued` and `pending` are GitHub's other
 * words for "not ended". A deployment with no status at all was created and then lost track of (its
 * in_progress status failed, the step stopped): the deploy may have been sent as well.
 */
const UNFINISHED: ReadonlySet<string | undefined> = new Set([
  'in_progress',
  'queued',
  'pending',
  'error',
  undefined,
]);

/** GitHub marks a deployment `inactive` when a later one succeeds: it was current once. */
const SUCCEEDED: ReadonlySet<string | undefined> = new Set(['success', 'inactive']);

export function tagOf(entry: HistoryEntry): string {
  return entry.deployment.payload.tag ?? entry.deployment.ref;
}

export function sameDeploy(entry: HistoryEntry, target: DeployKey): boolean {
  const { project, fabric, tag } = entry.deployment.payload;
  return project === target.project && fabric === target.fabric && tag === target.tag;
}

/**
 * An unfinished record older than `current` was superseded by it: deploying that tag again is a
 * new deploy, not a re-run.
 */
export function historyOf(entries: HistoryEntry[], target: DeployKey): History {
  const own = entries.filter((e) => e.ours);
  const at = own.findIndex((e) => e.status?.state === 'success');
  const current = at < 0 ? undefined : own[at];
  const previous = own.find((e) => SUCCEEDED.has(e.status?.state) && tagOf(e) !== target.tag);
  const unfinished = own
    .slice(0, at < 0 ? own.length : at)
    .find((e) => UNFINISHED.has(e.status?.state) && sameDeploy(e, target));
  return { entries, current, previous, unfinished };
}

/** Whether looking further back can change nothing the step shows or decides. */
export function enoughHistory(entries: HistoryEntry[], target: DeployKey): boolean {
  // Everything newer than the current one was read once it is found.
  const { current, previous } = historyOf(entries, target);
  return entries.length >= HISTORY_ROWS && current !== undefined && previous !== undefined;
}
