/**
 * The GitHub record of a deploy (`github-deployment`). When GitHub will not record, `auto` warns and
 * deploys, `true` sends nothing. Once the deploy was sent, nothing GitHub does fails the step: a
 * failed step invites a re-run, and a re-run deploys again.
 *
 * The environment's history, as plain data: the service's ids are kept in a success status's
 * description, so a deploy skipped as current still has the outputs a release needs.
 */
import { GitHubRequestError, describeGitHubFailure } from '../../github/answers.js';
import {
  STATUS_DESCRIPTION_MAX_CHARS,
  createDeployment,
  latestStatus,
  listDeployments,
  setDeploymentStatus,
  type DeploymentPayload,
  type DeploymentStatus,
  type NewStatus,
  type RecordedDeployment,
  type Repo,
} from '../../github/deployments.js';
import type { GitHubApi } from '../../github/rest.js';
import type { Runner } from '../../github/runner.js';
import type { DeploySettings, GitHubDeployment } from '../../inputs/settings.js';
import { sentence } from '../../text.js';
import type { LazyGitHub } from '../pr-comment.js';
import type { DeployResult } from '../../service/types.js';
import type { DeployOutcome } from './deploy.js';

export interface HistoryEntry {
  deployment: RecordedDeployment;
  status: DeploymentStatus | undefined;
}

export type History = ReturnType<typeof historyOf>;

/** The rows the job summary shows. */
export const HISTORY_ROWS = 5;

export function tagOf(entry: HistoryEntry): string {
  return entry.deployment.payload.tag ?? entry.deployment.ref;
}

/**
 * `entries` newest first, as far as the action looked; `previous` is the one current before
 * `current`: the next older that succeeded (success, or inactive since).
 */
export function historyOf(entries: HistoryEntry[]) {
  const at = entries.findIndex((e) => e.status?.state === 'success');
  const current = at < 0 ? undefined : entries[at];
  // GitHub marks a deployment `inactive` when a later one succeeds: it was current once.
  const previous =
    current && entries.slice(at + 1).find((e) => ['success', 'inactive'].includes(e.status?.state ?? ''));
  return { entries, current, previous };
}

/** Whether looking further back can change nothing the step shows or decides. */
export function enoughHistory(entries: HistoryEntry[]): boolean {
  // A previous deployment is found only after a current one.
  return entries.length >= HISTORY_ROWS && historyOf(entries).previous !== undefined;
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

export type RecordedIds = Partial<Record<'deploymentId' | 'projectId' | 'fabricId', string>>;

/** The ids in a description successDescription wrote; none from any other text. */
export function readSuccessDescription(description: string): RecordedIds {
  const match = SUCCESS_DESCRIPTION.exec(description);
  if (!match) return {};
  const [, deploymentId, projectId, fabricId] = match;
  return { deploymentId, projectId, fabricId };
}

/** `replaces`: deploy only over that current tag (a rollback's guard). */
export interface RecordSetup extends Pick<DeploySettings, 'environment' | 'redeploy' | 'replaces'> {
  githubDeployment: Exclude<GitHubDeployment, 'false'>;
  github: LazyGitHub;
  /** undefined when GITHUB_REPOSITORY does not name one. */
  repo: Repo | undefined;
  /** The workflow run's page: the statuses' log_url and the payload's run. */
  runUrl: string | undefined;
  runner: Runner;
}

export type Before =
  /** Send it; `recordId` is the GitHub deployment to finish (none when it could not be made). */
  | { action: 'deploy'; history: History | undefined; recordId: number | undefined }
  /** Send nothing: `current` already deployed this project, fabric and tag. */
  | { action: 'skip'; history: History; current: HistoryEntry }
  /** Send nothing and fail: `true` asked for a record GitHub will not keep. */
  | { action: 'refuse'; line: string };

export async function beforeDeploy(setup: RecordSetup, payload: DeploymentPayload): Promise<Before> {
  const { repo, environment, replaces } = setup;
  if (repo === undefined)
    return cannotRecord(setup, 'GITHUB_REPOSITORY does not name a repository (owner/name).', undefined);
  let history: History;
  try {
    history = await readHistory(await setup.github(), repo, environment);
  } catch (err) {
    return cannotRecord(setup, cause(err, payload.tag, environment), undefined);
  }
  const { current } = history;
  if (replaces !== undefined && (current === undefined || tagOf(current) !== replaces)) {
    const now = current ? `${tagOf(current)} (GitHub deployment ${current.deployment.id})` : 'none';
    return {
      action: 'refuse',
      line: `Not deployed: ${payload.tag} was to replace ${replaces} (replaces), but the current deployment of the environment ${environment} is ${now}. Nothing was sent to the service.`,
    };
  }
  if (current && !setup.redeploy && sameDeploy(current, payload)) return { action: 'skip', history, current };

  let recordId: number;
  try {
    const run = setup.runUrl === undefined ? {} : { run: setup.runUrl };
    recordId = await createDeployment(await setup.github(), repo, environment, { ...payload, ...run });
  } catch (err) {
    return cannotRecord(setup, cause(err, payload.tag, environment), history);
  }
  const started = await mark(setup, recordId, {
    state: 'in_progress',
    description: `Deploying ${payload.tag} to fabric ${payload.fabric}`,
  });
  if (started !== undefined)
    setup.runner.warning(
      `GitHub deployment ${recordId} (${payload.tag} in ${environment}) could not be set in progress: ${started} The deploy goes on.`,
      { title: 'GitHub deployment' },
    );
  return { action: 'deploy', history, recordId };
}

/** The deploy's end, recorded: problems are warnings, whatever the deploy came to. */
export async function afterDeploy(
  setup: RecordSetup,
  recordId: number,
  payload: DeploymentPayload,
  outcome: DeployOutcome,
): Promise<void> {
  const status: NewStatus = outcome.scheduled
    ? { state: 'success', description: successDescription(outcome.result, STATUS_DESCRIPTION_MAX_CHARS) }
    : outcome.maybeApplied
      ? { state: 'error', description: `The deploy may have been scheduled: ${outcome.message}` }
      : { state: 'failure', description: outcome.message };
  const problem = await mark(setup, recordId, status);
  if (problem === undefined) return;
  const what = `GitHub deployment ${recordId} (${payload.tag} in ${setup.environment}) could not be set to ${status.state}: ${problem}`;
  setup.runner.warning(
    outcome.scheduled
      ? `Deployment ${outcome.result.deploymentId} of ${payload.tag} to ${payload.fabric} was scheduled, but ${what} Do not re-run this deploy: it would deploy again.`
      : what,
    { title: 'GitHub deployment' },
  );
}

/** Sets a status; undefined when GitHub took it, else what went wrong as a sentence. */
async function mark(setup: RecordSetup, recordId: number, status: NewStatus): Promise<string | undefined> {
  try {
    await setDeploymentStatus(await setup.github(), setup.repo!, recordId, {
      ...status,
      description: setup.runner.secrets.redact(status.description),
      ...(setup.runUrl !== undefined && { logUrl: setup.runUrl }),
    });
    return undefined;
  } catch (err) {
    const maybe =
      err instanceof GitHubRequestError && err.maybeApplied
        ? ' GitHub may have set it all the same: it is not sent twice.'
        : '';
    return `${sentence(describeGitHubFailure(err))}${maybe}`;
  }
}

/**
 * Newest first, until enoughHistory or the bound. The latest statuses of a summary's worth of
 * deployments are asked at once: each is a read of its own, and none needs another's answer.
 */
async function readHistory(api: GitHubApi, repo: Repo, environment: string): Promise<History> {
  const entries: HistoryEntry[] = [];
  let batch: RecordedDeployment[] = [];
  const settle = async (): Promise<void> => {
    const statuses = await Promise.all(batch.map((d) => latestStatus(api, repo, d.id)));
    batch.forEach((deployment, i) => entries.push({ deployment, status: statuses[i] }));
    batch = [];
  };
  // At most 40 deployments back: each also costs a status request.
  for await (const deployment of listDeployments(api, repo, environment, { perPage: 20, maxPages: 2 })) {
    batch.push(deployment);
    if (batch.length < HISTORY_ROWS) continue;
    await settle();
    if (enoughHistory(entries)) return historyOf(entries);
  }
  await settle();
  return historyOf(entries);
}

/**
 * `auto` warns once and deploys without a record; `true` refuses to deploy, and so does a
 * `replaces` that nothing can check.
 */
function cannotRecord(setup: RecordSetup, why: string, history: History | undefined): Before {
  if (setup.replaces !== undefined && history === undefined)
    return {
      action: 'refuse',
      line: `Not deployed: the current deployment of the environment ${setup.environment} must be ${setup.replaces} (replaces), and GitHub could not say: ${why} Nothing was sent to the service.`,
    };
  if (setup.githubDeployment === 'true')
    return {
      action: 'refuse',
      line: `github-deployment is true, but this deploy cannot be recorded on GitHub: ${why} Nothing was sent to the service.`,
    };
  setup.runner.warning(
    `This deploy is not recorded on GitHub: ${why} The deploy goes on without a record (github-deployment: auto).`,
    { title: 'GitHub deployment' },
  );
  return { action: 'deploy', history, recordId: undefined };
}

/** Why GitHub did not record, as sentences that say what to do. */
function cause(err: unknown, tag: string, environment: string): string {
  const e = err instanceof GitHubRequestError ? err : undefined;
  if (e?.kind === 'http' && (e.status === 403 || e.status === 404))
    return `GitHub answered HTTP ${e.status} (${e.githubMessage}) to ${e.route}. The github-token needs the deployments: write permission (add \`permissions: deployments: write\` to the job), or set github-deployment: false.`;
  if (e?.kind === 'http' && e.status === 422 && e.route.startsWith('POST '))
    return `GitHub refused to record ${tag} in the environment ${environment}: HTTP 422, ${sentence(e.githubMessage)} A deployment's ref must be a branch, tag or commit of this repository.`;
  const said = e ? e.message : describeGitHubFailure(err);
  const maybe =
    e?.maybeApplied && e.route.startsWith('POST ')
      ? ' GitHub may have created the deployment all the same: it is not sent twice.'
      : '';
  return `${sentence(said)}${maybe}`;
}
