/**
 * What an environment's GitHub deployments say, as plain data. The service's ids are kept in a
 * success status's description, so a deploy skipped as current still has the outputs a release needs.
 */
import type { DeploymentStatus, RecordedDeployment } from '../../github/deployments.js';
import type { DeployResult } from '../../service/types.js';

export interface HistoryEntry {
  deployment: RecordedDeployment;
  /** Its latest status; undefined when it has none. */
  status: DeploymentStatus | undefined;
}

export interface History {
  /** Newest first, as far as the action looked. */
  entries: HistoryEntry[];
  current: HistoryEntry | undefined;
  /** The one current before `current`: the next older that succeeded (success, or inactive since). */
  previous: HistoryEntry | undefined;
}

/** The rows the job summary shows. */
export const HISTORY_ROWS = 5;

/** The tag a deployment deployed: its payload's, else its ref. */
export function tagOf(entry: HistoryEntry): string {
  return entry.deployment.payload.tag ?? entry.deployment.ref;
}

export function historyOf(entries: HistoryEntry[]): History {
  const at = entries.findIndex((e) => e.status?.state === 'success');
  const current = at < 0 ? undefined : entries[at];
  // GitHub marks a deployment `inactive` when a later one succeeds: it was current once.
  const previous =
    at < 0
      ? undefined
      : entries.slice(at + 1).find((e) => ['success', 'inactive'].includes(e.status?.state ?? ''));
  return { entries, current, previous };
}

/** Whether looking further back can change nothing the step shows or decides. */
export function enoughHistory(entries: HistoryEntry[]): boolean {
  const { current, previous } = historyOf(entries);
  return entries.length >= HISTORY_ROWS && current !== undefined && previous !== undefined;
}

export function sameDeploy(
  entry: HistoryEntry,
  target: { project: string; fabric: string; tag: string },
): boolean {
  const { project, fabric, tag } = entry.deployment.payload;
  return project === target.project && fabric === target.fabric && tag === target.tag;
}

/** Ids that a description can carry and give back: no blank, comma or bracket. */
const PLAIN_ID = /^[^\s,()]+$/;
const SUCCESS_DESCRIPTION = /^Deployment (\S+) scheduled(?: \(project ([^\s,()]+), fabric ([^\s,()]+)\))?$/;

/** The success status's description: the service's deployment id, and the ids a later job needs. */
export function successDescription(result: DeployResult, maxChars: number): string {
  const short = `Deployment ${result.deploymentId} scheduled`;
  const { projectId, fabricId } = result.details;
  const full = `${short} (project ${projectId}, fabric ${fabricId})`;
  const readable = [result.deploymentId, projectId, fabricId].every((id) => PLAIN_ID.test(id));
  return readable && full.length <= maxChars ? full : short;
}

export interface RecordedIds {
  deploymentId?: string;
  projectId?: string;
  fabricId?: string;
}

/** The ids in a description successDescription wrote; none from any other text. */
export function readSuccessDescription(description: string): RecordedIds {
  const match = SUCCESS_DESCRIPTION.exec(description);
  if (!match) return {};
  const [, deploymentId, projectId, fabricId] = match;
  return {
    deploymentId: deploymentId!,
    ...(projectId !== undefined && { projectId }),
    ...(fabricId !== undefined && { fabricId }),
  };
}
