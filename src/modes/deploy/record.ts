/**
 * The GitHub record of a deploy (`github-deployment`). When GitHub will not record, `auto` warns and
 * deploys, `true` sends nothing. Once the deploy was sent, nothing GitHub does fails the step: a
 * failed step invites a re-run, and a re-run deploys again.
 *
 * The service's ids are kept in a success status's description, so a deploy skipped as current
 * still has the outputs a release needs. The history is read with the token's identity, so that
 * only the action's own records decide anything (history.ts).
 */
import { GitHubRequestError, describeGitHubFailure } from '../../github/answers.js';
import {
  STATUS_DESCRIPTION_MAX_CHARS,
  createDeployment,
  latestStatus,
  listDeployments,
  setDeploymentStatus,
  type DeploymentPayload,
  type NewStatus,
  type RecordedDeployment,
  type Repo,
} from '../../github/deployments.js';
import { isIdentity, tokenIdentity, type Identity } from '../../github/identity.js';
import type { GitHubApi } from '../../github/rest.js';
import type { Runner } from '../../github/runner.js';
import type { DeploySettings, GitHubDeployment } from '../../inputs/settings.js';
import { formatUtc, sentence } from '../../common/text.js';
import type { LazyGitHub } from '../step-github.js';
import type { DeployResult } from '../../service/types.js';
import type { DeployOutcome } from './deploy-request.js';
import { HISTORY_ROWS, enoughHistory, historyOf, sameDeploy, tagOf } from './history.js';
import type { DeployKey, History, HistoryEntry } from './history.js';

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
  /**
   * Send nothing and fail: `true` asked for a record GitHub will not keep, `replaces` is not
   * current, or an earlier attempt may have scheduled this deploy.
   */
  | { action: 'refuse'; line: string; history: History | undefined };

export async function beforeDeploy(setup: RecordSetup, payload: DeploymentPayload): Promise<Before> {
  const { repo, environment, replaces } = setup;
  if (repo === undefined)
    return cannotRecord(setup, 'GITHUB_REPOSITORY does not name a repository (owner/name).', undefined);
  let history: History;
  let identity: Identity;
  try {
    ({ history, identity } = await readHistory(await setup.github(), repo, environment, payload));
  } catch (err) {
    return cannotRecord(setup, cause(err, payload.tag, environment), undefined);
  }
  const { current, unfinished } = history;
  if (replaces !== undefined && (current === undefined || tagOf(current) !== replaces)) {
    const now = current ? `${tagOf(current)} (GitHub deployment ${current.deployment.id})` : 'none';
    return {
      action: 'refuse',
      line: `Not deployed: ${payload.tag} was to replace ${replaces} (replaces), but the current deployment of the environment ${environment} is ${now}. Nothing was sent to the service.`,
      history,
    };
  }
  if (current && !setup.redeploy && sameDeploy(current, payload)) return { action: 'skip', history, current };
  if (unfinished && !setup.redeploy)
    return { action: 'refuse', line: mayBeScheduled(unfinished, payload, environment), history };

  let created: Awaited<ReturnType<typeof createDeployment>>;
  try {
    const run = setup.runUrl === undefined ? {} : { run: setup.runUrl };
    created = await createDeployment(await setup.github(), repo, environment, { ...payload, ...run });
  } catch (err) {
    return cannotRecord(setup, cause(err, payload.tag, environment), history);
  }
  const recordId = created.id;
  if (!isIdentity(identity, created.creator)) warnNotOurs(setup, recordId, identity, created.creator);
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
 * An earlier attempt of this deploy that never ended well: it is not sent again blindly (a re-run
 * after a lost success status, or after an ambiguous deploy, would deploy twice).
 */
function mayBeScheduled(entry: HistoryEntry, payload: DeploymentPayload, environment: string): string {
  const { id, createdAt, payload: recorded } = entry.deployment;
  const state = entry.status === undefined ? 'no status' : `the status ${entry.status.state}`;
  const when = createdAt === undefined ? '' : ` on ${formatUtc(createdAt)}`;
  const run = recorded.run ?? entry.status?.logUrl;
  const by = run === undefined ? ' by a run the record does not name' : ` by ${run}`;
  return `Not deployed: GitHub deployment ${id} of ${payload.tag} in ${environment} (created${when}${by}) has ${state}, so an earlier attempt may have scheduled this deploy. Check the deployments of ${payload.project} on fabric ${payload.fabric} in the service (that run's log names any deploymentId); if ${payload.tag} is not there, set redeploy: true to deploy it. Nothing was sent to the service.`;
}

/**
 * GitHub recorded the deployment as someone the action does not take for itself (a GitHub App's
 * token, which cannot say who it is): later runs will not count it.
 */
function warnNotOurs(setup: RecordSetup, id: number, identity: Identity, creator: Identity | null): void {
  const as = creator === null ? 'no creator' : `${creator.login} (${creator.type})`;
  setup.runner.warning(
    `GitHub recorded deployment ${id} as created by ${as}, but the action counts only deployments created by ${identity.login}, the identity of its github-token (a GitHub App's token cannot say who it is): later runs will take this one neither as current nor as previous-tag. Use the workflow's GITHUB_TOKEN or a personal token as github-token.`,
    { title: 'GitHub deployment' },
  );
}

/**
 * Newest first, until enoughHistory or the bound. Who the token is and the first page are asked at
 * once; the latest statuses of a summary's worth of our deployments too: each is a read of its own,
 * and none needs another's answer. Another identity's deployment costs no status read.
 */
async function readHistory(
  api: GitHubApi,
  repo: Repo,
  environment: string,
  target: DeployKey,
): Promise<{ history: History; identity: Identity }> {
  const asking = tokenIdentity(api);
  asking.catch(() => undefined); // awaited below; a failure is not left unhandled meanwhile
  const entries: HistoryEntry[] = [];
  let batch: RecordedDeployment[] = [];
  const settle = async (identity: Identity): Promise<void> => {
    const own = batch.map((d) => isIdentity(identity, d.creator));
    const statuses = await Promise.all(
      batch.map((d, i) => (own[i] ? latestStatus(api, repo, d.id) : undefined)),
    );
    batch.forEach((deployment, i) => entries.push({ deployment, ours: own[i]!, status: statuses[i] }));
    batch = [];
  };
  // At most 40 deployments back: each of ours also costs a status request.
  for await (const deployment of listDeployments(api, repo, environment, { perPage: 20, maxPages: 2 })) {
    batch.push(deployment);
    if (batch.length < HISTORY_ROWS) continue;
    await settle(await asking);
    if (enoughHistory(entries, target))
      return { history: historyOf(entries, target), identity: await asking };
  }
  const identity = await asking;
  await settle(identity);
  return { history: historyOf(entries, target), identity };
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
      history,
    };
  if (setup.githubDeployment === 'true')
    return {
      action: 'refuse',
      line: `github-deployment is true, but this deploy cannot be recorded on GitHub: ${why} Nothing was sent to the service.`,
      history,
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
