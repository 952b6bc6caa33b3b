/**
 * Where results belong (repository, commit, pull request, API and web addresses), from the
 * runner's environment and the event payload. The payload is read like any file nothing vouches
 * for (regular-file.ts): a pipe there must not hang the step after the tests ran.
 */
import * as z from 'zod';
import { FileRefused, readRegularFile } from '../common/regular-file.js';

export type GitHubContext = Awaited<ReturnType<typeof readGitHubContext>>;

/** GitHub delivers no webhook payload over 25 MB; the file the runner writes holds one. */
export const MAX_EVENT_BYTES = 25 * 1024 * 1024;

/**
 * Addresses without a trailing slash. `repo` is undefined when GITHUB_REPOSITORY is not
 * `owner/name`; `headSha` is the pull request's head, not the merge commit GITHUB_SHA names, whose
 * check runs GitHub shows nowhere (the triggering run's head for workflow_run); `pullRequest` is
 * known when the event names exactly one; `runUrl` is undefined outside a runner.
 */
export async function readGitHubContext(
  warn: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
) {
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const [, owner, name] = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY ?? '') ?? [];
  const repo = owner && name ? { owner, repo: name } : undefined;
  const payload = await readPayload(env.GITHUB_EVENT_PATH, warn);
  const { headSha, pullRequest, baseSha } = fromPayload(eventName, payload);
  return {
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    serverUrl,
    repo,
    eventName,
    headSha: headSha ?? (env.GITHUB_SHA || undefined),
    pullRequest,
    /** The commit the pull request is compared with (its base branch's head when the event fired). */
    baseSha,
    runUrl:
      repo && env.GITHUB_RUN_ID
        ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined,
    /** The workflow run and its attempt (1 unless re-run): a run's identity across its attempts. */
    runId: RunId.parse(env.GITHUB_RUN_ID),
    runAttempt: Attempt.parse(env.GITHUB_RUN_ATTEMPT) ?? 1,
    /** The branch the workflow runs on (GITHUB_REF refs/heads/…); undefined for a tag or a pull request's merge ref. */
    branch: /^refs\/heads\/(.+)$/.exec(env.GITHUB_REF ?? '')?.[1],
    /** The repository's default branch, as the event payload names it. */
    defaultBranch: DefaultBranch.parse(payload).repository?.default_branch,
  };
}

const RunId = z
  .string()
  .regex(/^\d{1,20}$/)
  .optional()
  .catch(undefined);
const Attempt = z.coerce.number().int().positive().max(10_000).optional().catch(undefined);

/** What is not of the shape GitHub documents is unknown (undefined), not an error. */
const orUnknown = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const Sha = orUnknown(z.string().regex(/^[0-9a-f]{40,64}$/i));
const Count = orUnknown(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const DefaultBranch = z
  .object({ repository: orUnknown(z.object({ default_branch: orUnknown(z.string().min(1).max(255)) })) })
  .catch({});
const Payload = z
  .object({
    number: Count,
    pull_request: orUnknown(
      z.object({
        number: Count,
        head: orUnknown(z.object({ sha: Sha })),
        base: orUnknown(z.object({ sha: Sha })),
      }),
    ),
    workflow_run: orUnknown(
      z.object({
        head_sha: Sha,
        pull_requests: z
          .array(z.object({ number: Count, base: orUnknown(z.object({ sha: Sha })) }).catch({}))
          .catch([]),
      }),
    ),
  })
  .catch({});

function fromPayload(
  eventName: string,
  payload: unknown,
): { headSha?: string; pullRequest?: number; baseSha?: string } {
  const { number, pull_request: pr, workflow_run: run } = Payload.parse(payload);
  if (eventName === 'pull_request' || eventName === 'pull_request_target')
    return { headSha: pr?.head?.sha, pullRequest: pr?.number ?? number, baseSha: pr?.base?.sha };
  if (eventName === 'workflow_run') {
    // The trusted follow-up of a fork's pull request: results go to the commit that was tested.
    // GitHub lists the run's pull requests only for same-repository branches; one means no doubt.
    const prs = run?.pull_requests ?? [];
    const only = prs.length === 1 ? prs[0]! : undefined;
    return { headSha: run?.head_sha, pullRequest: only?.number, baseSha: only?.base?.sha };
  }
  return {};
}

/** {} without one: that costs only the pull request and its head. */
async function readPayload(path: string | undefined, warn: (message: string) => void): Promise<unknown> {
  if (!path) return {};
  let problem: string;
  try {
    return JSON.parse((await readRegularFile(path, MAX_EVENT_BYTES)).toString('utf8'));
  } catch (err) {
    // Never JSON.parse's message: it quotes the text.
    if (err instanceof FileRefused) problem = err.reason;
    else if (err instanceof SyntaxError) problem = 'is not JSON';
    else problem = `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  warn(
    `Event payload ${path} (GITHUB_EVENT_PATH): ${problem}. Without it the pull request and the commit it is about are unknown: no pull-request comment is written, and a check run goes to GITHUB_SHA.`,
  );
  return {};
}
