/**
 * GitHub deployments, the record of each deploy: the Environments page shows what runs where, and
 * the history tells a re-run that its tag is already there. A create and a status are sent once:
 * after a failure GitHub may have carried out, the caller says so rather than recording twice.
 */
import * as z from 'zod';
import { parseJsonOr } from '../common/json.js';
import { clip } from '../common/text.js';
import { addressUnder } from './answers.js';
import { GitHubUser } from './identity.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';

/** How the action's deployments are told from others (a job's `environment:`). */
export const DEPLOYMENT_TASK = 'deploy:orchestration';
/** GitHub's limit on a status description. */
export const STATUS_DESCRIPTION_MAX_CHARS = 140;

const LIST = route((octokit) => octokit.rest.repos.listDeployments, 'repeatable');
const CREATE = route((octokit) => octokit.rest.repos.createDeployment, 'once');
const LIST_STATUSES = route((octokit) => octokit.rest.repos.listDeploymentStatuses, 'repeatable');
const CREATE_STATUS = route((octokit) => octokit.rest.repos.createDeploymentStatus, 'once');

export type Repo = { owner: string; repo: string };

export interface DeploymentPayload {
  project: string;
  fabric: string;
  tag: string;
  version: string;
  /**
   * The workflow run, as GitHub's own `inactive` status has no link. Read back only when an
   * address on the GitHub server.
   */
  run?: string;
}

/**
 * `createdAt` in ms since the epoch; the payload's fields that are strings; `creator` null when
 * GitHub names none it can show (a deleted account).
 */
export type RecordedDeployment =
  ReturnType<typeof listDeployments> extends AsyncGenerator<infer T> ? T : never;
export type DeploymentStatus = NonNullable<Awaited<ReturnType<typeof latestStatus>>>;

export interface NewStatus {
  state: 'in_progress' | 'success' | 'failure' | 'error';
  description: string;
  logUrl?: string;
}

const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Time = z.string().transform((text) => {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
});
const Text = z.string().optional().catch(undefined);
/** GitHub hands back an object, or the JSON text a tool wrote; a deployment by another tool may have none. */
const Payload = z.preprocess(
  (value) => (typeof value === 'string' ? parseJsonOr(value, undefined) : value),
  z.object({ project: Text, fabric: Text, tag: Text, version: Text, run: Text }).catch({}),
);
/** Who created it: only the action's own identity's deployments are trusted (identity.ts). */
const Creator = GitHubUser.nullable().catch(null);
const DeploymentPage = z.array(
  z.object({ id: Id, ref: z.string(), created_at: Time, payload: Payload, creator: Creator }),
);
const StatusPage = z.array(
  z.object({
    state: z.string(),
    description: z.string().nullish(),
    log_url: z.string().nullish(),
    target_url: z.string().nullish(),
  }),
);

/** Newest first (GitHub's order). */
export async function* listDeployments(
  api: GitHubApi,
  repo: Repo,
  environment: string,
  bounds: { perPage: number; maxPages: number },
) {
  const params = { ...repo, environment, task: DEPLOYMENT_TASK, per_page: bounds.perPage };
  for await (const { data } of api.pages(LIST, params, DeploymentPage, bounds.maxPages)) {
    for (const d of data) {
      // A link the summary shows: only to the GitHub server, like GitHub's own addresses.
      const run = addressUnder(d.payload.run, api.serverUrl);
      const payload: Partial<DeploymentPayload> = { ...d.payload, run };
      yield { id: d.id, ref: d.ref, createdAt: d.created_at, payload, creator: d.creator };
    }
  }
}

/**
 * GitHub lists the newest first. The state as GitHub says it (an unknown word is kept); log_url
 * or target_url, when on the GitHub server.
 */
export async function latestStatus(api: GitHubApi, repo: Repo, deploymentId: number) {
  const [latest] = await api.request(
    LIST_STATUSES,
    { ...repo, deployment_id: deploymentId, per_page: 1 },
    StatusPage,
  );
  if (!latest) return undefined;
  return {
    state: latest.state,
    description: latest.description ?? '',
    logUrl: addressUnder(latest.log_url || latest.target_url, api.serverUrl),
  };
}

/**
 * Nothing is merged and no commit status checked (the tag is what it is); `transient_environment`
 * and `production_environment` keep GitHub's defaults. The id, and whom GitHub recorded as its creator.
 */
export async function createDeployment(
  api: GitHubApi,
  repo: Repo,
  environment: string,
  payload: DeploymentPayload,
) {
  return api.request(
    CREATE,
    {
      ...repo,
      ref: payload.tag,
      task: DEPLOYMENT_TASK,
      environment,
      auto_merge: false,
      required_contexts: [],
      // As a plain object: Octokit types a payload as one, which an interface is not.
      payload: { ...payload },
    },
    z.object({ id: Id, creator: Creator }),
  );
}

export async function setDeploymentStatus(
  api: GitHubApi,
  repo: Repo,
  deploymentId: number,
  status: NewStatus,
): Promise<void> {
  await api.request(
    CREATE_STATUS,
    {
      ...repo,
      deployment_id: deploymentId,
      state: status.state,
      description: clip(status.description, STATUS_DESCRIPTION_MAX_CHARS),
      ...(status.logUrl !== undefined && { log_url: status.logUrl }),
    },
    z.unknown(),
  );
}
