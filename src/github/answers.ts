/**
 * What the action makes of GitHub's answers, apart from the client that fetches them (rest.ts,
 * loaded only when a run talks to GitHub): the one error every failed request becomes, answers
 * checked against what the caller relies on, and addresses GitHub hands back used only when
 * they are on the GitHub server.
 */
import type * as z from 'zod';
import { clip, duration, fieldPath, formatUtc, oneLine } from '../text.js';

/**
 * What happened: GitHub said no (`http`, with its message), a rate limit (not a permission
 * problem: it passes), no answer (`network`, `timeout`), or an answer that is not what the API
 * documents (`malformed`).
 */
export type GitHubFailureKind = 'http' | 'rate-limit' | 'network' | 'timeout' | 'malformed';

export interface GitHubFailureDetails {
  /** Rate limits: when GitHub says it may be asked again (ms since the epoch). */
  resetAt?: number;
  secondary?: boolean;
  /** Whether GitHub may have carried the request out (false: provably not). */
  maybeApplied?: boolean;
}

/** A request to GitHub that failed, and how. */
export class GitHubRequestError extends Error {
  override name = 'GitHubRequestError';
  /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
  readonly route: string;
  readonly kind: GitHubFailureKind;
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** GitHub's `message` (one line), or what went wrong without an answer. */
  readonly githubMessage: string;
  readonly details: GitHubFailureDetails;
  /** What happened, described for a person (without the route). */
  readonly description: string;

  constructor(
    route: string,
    kind: GitHubFailureKind,
    status: number,
    githubMessage: string,
    details: GitHubFailureDetails = {},
  ) {
    const description = describe(kind, status, githubMessage, details);
    super(`${route}: ${description}`);
    this.route = route;
    this.kind = kind;
    this.status = status;
    this.githubMessage = githubMessage;
    this.details = details;
    this.description = description;
  }

  get maybeApplied(): boolean {
    return this.details.maybeApplied ?? false;
  }
}

/** What went wrong, for a warning: a GitHubRequestError's description, or any error's message. */
export function describeGitHubFailure(err: unknown): string {
  if (err instanceof GitHubRequestError) return err.description;
  return oneLine(err instanceof Error ? err.message : String(err));
}

function describe(
  kind: GitHubFailureKind,
  status: number,
  message: string,
  details: GitHubFailureDetails,
): string {
  switch (kind) {
    case 'http':
      return `HTTP ${status}, ${message}`;
    case 'rate-limit': {
      const which = details.secondary ? 'secondary rate limit' : 'API rate limit';
      const reset =
        details.resetAt === undefined
          ? ''
          : `; it resets at ${formatUtc(details.resetAt, { seconds: true })} (in ${duration(details.resetAt - Date.now())})`;
      return `GitHub's ${which} was reached (HTTP ${status}: ${message})${reset}`;
    }
    case 'network':
      return `network error: the connection to GitHub failed before an answer (${message})`;
    case 'timeout':
    case 'malformed':
      return message;
  }
}

/**
 * An answer's data checked against what the caller relies on, or a 'malformed' error that names
 * the first thing wrong (never a raw JavaScript error further on).
 */
export function validAnswer<T>(schema: z.ZodType<T>, data: unknown, route: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${fieldPath(issue.path)}: ` : '';
  return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}

/** Throws the error for an answer that is not what GitHub's API documents. */
export function malformed(route: string, detail: string): never {
  throw new GitHubRequestError(
    route,
    'malformed',
    0,
    `GitHub's answer is not what its API documents (${clip(oneLine(detail), 300)})`,
    { maybeApplied: true },
  );
}

/** `url` when it is an address under `root` (same scheme, host and port, and below its path). */
export function addressUnder(url: unknown, root: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(root);
  } catch {
    return undefined;
  }
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (parsed.origin !== base.origin || parsed.username || parsed.password) return undefined;
  return parsed.pathname.startsWith(prefix) ? url : undefined;
}
