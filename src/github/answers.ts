/**
 * What the action makes of GitHub's answers, apart from rest.ts so callers need not load it: the
 * one error every failed request becomes, and addresses used only when on the GitHub server.
 */
import type * as z from 'zod';
import { ActionError } from '../common/errors.js';
import { clip, fieldPath, oneLine, sentence } from '../common/text.js';

/** `rate-limit` is not `http`: it passes, and is no permission problem. */
export type GitHubFailureKind = 'http' | 'rate-limit' | 'network' | 'timeout' | 'malformed';

/**
 * A request GitHub did not carry out, or whose outcome is unknown. An ActionError: its message
 * (route, then what happened) and its description are written for a person, and the caller words
 * them into a warning or a refusal line.
 */
export class GitHubRequestError extends ActionError {
  override name = 'GitHubRequestError';
  /** e.g. `POST /repos/{owner}/{repo}/check-runs`. */
  readonly route: string;
  readonly kind: GitHubFailureKind;
  /** 0 when there was no answer. */
  readonly status: number;
  /** GitHub's `message` (one line), or what went wrong without an answer. */
  readonly githubMessage: string;
  /** Whether GitHub may have carried the request out (false: provably not). */
  readonly maybeApplied: boolean;
  /** For a person, without the route. */
  readonly description: string;

  constructor(
    route: string,
    kind: GitHubFailureKind,
    status: number,
    githubMessage: string,
    maybeApplied: boolean,
    description = githubMessage,
  ) {
    super(`${route}: ${description}`);
    this.route = route;
    this.kind = kind;
    this.status = status;
    this.githubMessage = githubMessage;
    this.maybeApplied = maybeApplied;
    this.description = description;
  }
}

export function describeGitHubFailure(err: unknown): string {
  if (err instanceof GitHubRequestError) return err.description;
  return oneLine(err instanceof Error ? err.message : String(err));
}

/**
 * `what` failed. A 403/404 that is not a rate limit means the token lacks a permission, which
 * `denied` names; otherwise `maybe` follows when GitHub may have carried the request out.
 */
export function describeWriteFailure(err: unknown, what: string, denied: string, maybe: string): string {
  const e = err instanceof GitHubRequestError ? err : undefined;
  if (e?.kind === 'http' && (e.status === 403 || e.status === 404))
    return `${what}: GitHub answered HTTP ${e.status} (${e.githubMessage}). ${denied}`;
  return `${what}: ${sentence(describeGitHubFailure(err))}${e?.maybeApplied ? maybe : ''}`;
}

/** A 'malformed' error naming the first thing wrong, never a raw JavaScript error further on. */
export function validAnswer<T>(schema: z.ZodType<T>, data: unknown, route: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${fieldPath(issue.path)}: ` : '';
  return malformed(route, `${where}${issue?.message ?? 'unexpected'}`);
}

export function malformed(route: string, detail: string): never {
  const said = `GitHub's answer is not what its API documents (${clip(oneLine(detail), 300)})`;
  throw new GitHubRequestError(route, 'malformed', 0, said, true);
}

/** Same scheme, host and port, below its path, and no credentials. */
export function addressUnder(url: unknown, root: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const parsed = URL.parse(url);
  const base = URL.parse(root);
  if (!parsed || !base) return undefined;
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (parsed.origin !== base.origin || parsed.username || parsed.password) return undefined;
  return parsed.pathname.startsWith(prefix) ? url : undefined;
}
