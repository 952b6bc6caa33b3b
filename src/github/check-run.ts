/**
 * Publishes the results as one completed check run carrying EVERY annotation. GitHub takes at most
 * 50 annotations per request, so the create call carries the first 50 and each following update
 * appends the next 50 (peers sent 51 and were refused, or sent 50 and dropped the rest).
 * Summary and text are limited to 65,535 bytes each; whatever we send is redacted and fitted.
 */
import { GitHubRequestError } from './octokit.js';
import { repositoryPath } from '../paths.js';
import type { Redact } from '../secrets.js';
import { clip, fitBytes } from '../text.js';
import type { GitHubApi } from './octokit.js';

export const ANNOTATIONS_PER_REQUEST = 50;
/** output.summary and output.text: GitHub refuses more than 65,535 characters, and bytes. */
export const OUTPUT_MAX_BYTES = 65_535;
/** Annotation title: at most 255 characters. */
export const ANNOTATION_TITLE_MAX_CHARS = 255;
/** Annotation message and raw_details: at most 64 KB. */
export const ANNOTATION_MESSAGE_MAX_BYTES = 64 * 1024;
/**
 * Where an annotation without a place in the repository goes: GitHub files its own job-level
 * annotations (e.g. "Process completed with exit code 1") under `.github`, so a project test with
 * no line in the sources file shows up beside them instead of on an unrelated line of some file.
 */
export const NO_FILE_PATH = '.github';

/** What the renderers produce for one failing result (structurally src/report/annotations.ts). */
export interface LocatedMessage {
  title: string;
  message: string;
  /** Path as found (relative to the workspace, or absolute under it). */
  file?: string;
  line?: number;
}

/** One element of output.annotations, as GitHub's REST API takes it. */
export interface GitHubAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure';
  title: string;
  message: string;
}

export interface CheckRunContent {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure';
  title: string;
  summary: string;
  text?: string;
  annotations: readonly LocatedMessage[];
  /** Link shown as "Details": the workflow run. */
  detailsUrl?: string;
}

export interface PublishedCheckRun {
  id: number;
  htmlUrl: string;
  /** Requests sent: ceil(annotations / 50), at least 1. */
  requests: number;
  annotations: number;
}

/** A check run that failed to be created, or was created and then missed some annotations. */
export class CheckRunError extends Error {
  override name = 'CheckRunError';
  constructor(
    message: string,
    readonly failure: Error,
    readonly created?: { id: number; htmlUrl: string; annotationsSent: number },
  ) {
    super(message);
  }
}

export async function publishCheckRun(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  content: CheckRunContent,
  workspace: string,
  redact: Redact,
): Promise<PublishedCheckRun> {
  const annotations = content.annotations.map((a) => toGitHubAnnotation(a, workspace, redact));
  const [first = [], ...rest] = batches(annotations, ANNOTATIONS_PER_REQUEST);
  // GitHub requires title and summary with every output, so each update repeats them (and the
  // text, so an update can never blank it).
  const output = {
    title: redact(content.title).slice(0, 1000),
    summary: fitBytes(redact(content.summary), OUTPUT_MAX_BYTES),
    ...(content.text ? { text: fitBytes(redact(content.text), OUTPUT_MAX_BYTES) } : {}),
  };
  let created: { id: number; htmlUrl: string };
  try {
    const response = await api.request<{ id: number; html_url: string }>(
      'POST /repos/{owner}/{repo}/check-runs',
      {
        ...repo,
        name: redact(content.name),
        head_sha: content.headSha,
        status: 'completed',
        conclusion: content.conclusion,
        completed_at: new Date().toISOString(),
        ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
        output: first.length ? { ...output, annotations: first } : output,
      },
    );
    created = { id: response.data.id, htmlUrl: response.data.html_url };
  } catch (err) {
    throw new CheckRunError(describeCheckRunFailure(content.name, err), asError(err));
  }
  let sent = first.length;
  for (const batch of rest) {
    try {
      await api.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        ...repo,
        check_run_id: created.id,
        output: { ...output, annotations: batch },
      });
    } catch (err) {
      throw new CheckRunError(
        `Check run "${content.name}" was created, but only ${sent} of ${annotations.length} annotations were added: ${asError(err).message}`,
        asError(err),
        { ...created, annotationsSent: sent },
      );
    }
    sent += batch.length;
  }
  return { ...created, requests: 1 + rest.length, annotations: annotations.length };
}

/** Splits items into groups of at most `size`, in order; always at least one (maybe empty) group. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups.length ? groups : [[]];
}

export function toGitHubAnnotation(a: LocatedMessage, workspace: string, redact: Redact): GitHubAnnotation {
  const path = (a.file !== undefined && repositoryPath(a.file, workspace)) || NO_FILE_PATH;
  // GitHub requires a line; a test found in no file gets line 1 of the fallback path.
  const line = path !== NO_FILE_PATH && a.line !== undefined && a.line >= 1 ? Math.floor(a.line) : 1;
  const title = clip(redact(a.title), ANNOTATION_TITLE_MAX_CHARS);
  const message = fitBytes(redact(a.message) || title || 'Test failed', ANNOTATION_MESSAGE_MAX_BYTES);
  return { path, start_line: line, end_line: line, annotation_level: 'failure', title, message };
}

/**
 * The warning for a check run GitHub refused. 403/404 mean the token may not write checks: the
 * usual causes are a missing `checks: write` permission and a pull request from a fork, whose
 * token is read-only whatever the workflow asks for.
 */
export function describeCheckRunFailure(name: string, err: unknown): string {
  const e = asError(err);
  const status = e instanceof GitHubRequestError ? e.status : 0;
  const said = e instanceof GitHubRequestError ? e.githubMessage : e.message;
  if (status === 403 || status === 404) {
    return (
      `Could not create the check run "${name}": GitHub answered HTTP ${status} (${said}). ` +
      'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
      'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
      'or with mode: report in a trusted workflow. The results are in the job summary.'
    );
  }
  return `Could not create the check run "${name}": ${status ? `HTTP ${status}, ` : ''}${said}. The results are in the job summary.`;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
