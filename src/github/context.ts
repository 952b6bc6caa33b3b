/**
 * What the workflow run tells us about where results belong: the repository, the commit a check
 * run attaches to, the pull request to comment on, and the API and web addresses (which differ on
 * GitHub Enterprise Server). Read from the runner's environment and the event payload file, so it
 * costs no library load (@actions/github's context would pull in Octokit).
 *
 * The payload file is read like every file nothing vouches for (../regular-file.ts): a named
 * pipe or a device there must not hang the step or fill its memory after the tests ran.
 */
import { FileRefused, readRegularFile } from '../regular-file.js';

export interface GitHubContext {
  /** REST API root without a trailing slash: GITHUB_API_URL, e.g. https://ghe.example.com/api/v3. */
  apiUrl: string;
  /** Web root without a trailing slash: GITHUB_SERVER_URL. */
  serverUrl: string;
  /** undefined when GITHUB_REPOSITORY is missing or not `owner/name`. */
  repo: { owner: string; repo: string } | undefined;
  eventName: string;
  /**
   * The commit a check run must attach to: the pull request's head (not the merge commit GITHUB_SHA
   * names on pull_request events, whose check runs GitHub shows nowhere), the triggering run's head
   * for workflow_run, else GITHUB_SHA. undefined when none is known.
   */
  headSha: string | undefined;
  /** The pull request this run is about, when the event names exactly one. */
  pullRequest: number | undefined;
  /** Link to this workflow run, for messages; undefined outside a runner. */
  runUrl: string | undefined;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** GitHub delivers no webhook payload over 25 MB; the file the runner writes holds one. */
export const MAX_EVENT_BYTES = 25 * 1024 * 1024;

/** The context of this run; `warn` is told when the event payload file cannot be read. */
export async function readGitHubContext(
  warn: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GitHubContext> {
  const apiUrl = trimSlash(env.GITHUB_API_URL || 'https://api.github.com');
  const serverUrl = trimSlash(env.GITHUB_SERVER_URL || 'https://github.com');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = await readPayload(env.GITHUB_EVENT_PATH, warn);
  const repo = parseRepository(env.GITHUB_REPOSITORY);
  const { headSha, pullRequest } = fromPayload(eventName, payload);
  const runUrl =
    repo && env.GITHUB_RUN_ID
      ? `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return {
    apiUrl,
    serverUrl,
    repo,
    eventName,
    headSha: headSha ?? (env.GITHUB_SHA || undefined),
    pullRequest,
    runUrl,
  };
}

function fromPayload(
  eventName: string,
  payload: Record<string, unknown>,
): { headSha?: string; pullRequest?: number } {
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pr = asRecord(payload.pull_request);
    const head = asRecord(pr.head);
    return {
      headSha: asSha(head.sha),
      pullRequest: asNumber(pr.number) ?? asNumber(payload.number),
    };
  }
  if (eventName === 'workflow_run') {
    // The trusted follow-up of a fork's pull request: results go to the commit that was tested.
    // GitHub lists the run's pull requests only for same-repository branches; one means no doubt.
    const run = asRecord(payload.workflow_run);
    const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
    return {
      headSha: asSha(run.head_sha),
      pullRequest: prs.length === 1 ? asNumber(asRecord(prs[0]).number) : undefined,
    };
  }
  return {};
}

/** The payload, or {} without one: that only costs the pull request and its head; GITHUB_SHA still works. */
async function readPayload(
  path: string | undefined,
  warn: (message: string) => void,
): Promise<Record<string, unknown>> {
  if (!path) return {};
  let problem: string;
  try {
    return asRecord(JSON.parse((await readRegularFile(path, MAX_EVENT_BYTES)).toString('utf8')));
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

function parseRepository(value: string | undefined): GitHubContext['repo'] {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function asSha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value : undefined;
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
