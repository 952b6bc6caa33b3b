/**
 * Publishes the results as one completed check run, with at most `maxAnnotations` annotations
 * (input max-check-annotations): a repository's GITHUB_TOKEN has 1,000 requests an hour, and GitHub
 * takes at most 50 annotations per request, so 25,000 failures would otherwise cost 500 requests.
 * Peers sent 51 per request and were refused, or sent 50 and dropped the rest silently: here the
 * create call carries the first 50, each update appends the next 50, and the summary says how many
 * failures were left out.
 *
 * GitHub needs a title and summary with every output. With more than one request, the create and
 * the updates carry a short summary and only the last request the full summary and text, so the
 * bytes sent stay close to the annotations' own size plus one summary (instead of the summary and
 * text repeated with every 50 annotations). Summary and text are limited to 65,535 bytes each;
 * whatever is sent is redacted and fitted.
 *
 * The create is sent once: after a failure GitHub may have applied (no answer, a 5xx, a malformed
 * answer) the warning says the check run may exist, rather than risking a second one.
 *
 * Round trips: GitHub is 100-300 ms away, and 20 requests one after another cost 4 s of every
 * step. The create goes first (the updates need its id); the batches between it and the last go
 * BATCHES_IN_FLIGHT at a time (GitHub appends each update's annotations, whatever the order); the
 * last, with the full summary, goes only once all of them are in, so no interim summary can land
 * after it. 1,000 annotations cost 5 round trips instead of 20 (docs/behaviour.md says why this
 * is within GitHub's limits). Each update is sent once: after a failure no further batch starts,
 * and the warning says how many annotations were added and how many may have been.
 */
import {
  ANNOTATIONS_PER_REQUEST,
  ANNOTATION_MESSAGE_MAX_BYTES,
  ANNOTATION_TITLE_MAX_CHARS,
  CHECK_OUTPUT_MAX_BYTES,
} from '../limits.js';
import * as z from 'zod';
import { GitHubRequestError, addressUnder, describeGitHubFailure } from './answers.js';
import type { GitHubApi, Route } from './rest.js';
import { repositoryPath } from '../paths.js';
import type { Redact } from '../secrets.js';
import { byteLength, clip, fitBytes, formatCount, link, plural, sentence } from '../text.js';

/** The summary a caller hands over: room is kept for the line that counts failures without an annotation. */
export const CHECK_SUMMARY_MAX_BYTES = CHECK_OUTPUT_MAX_BYTES - 256;
/** output.title: short in the checks list; GitHub documents no limit, this keeps it a line. */
const OUTPUT_TITLE_MAX_CHARS = 1000;
/** Annotation title: at most 255 characters. */
/** Annotation message and raw_details: at most 64 KB. */
/**
 * Where an annotation without a place in the repository goes: GitHub files its own job-level
 * annotations (e.g. "Process completed with exit code 1") under `.github`, so a project test with
 * no line in the sources file shows up beside them instead of on an unrelated line of some file.
 */
export const NO_FILE_PATH = '.github';

/** Annotation batches in flight at once between the create and the last update. */
export const BATCHES_IN_FLIGHT = 6;
/** A create is sent once, and so is an update: each appends its annotations. */
const CREATE: Route = { method: 'POST', path: '/repos/{owner}/{repo}/check-runs', delivery: 'once' };
const UPDATE: Route = {
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
  delivery: 'once',
};
/** The updates between the create and the last: appended annotations, a few at a time. */
const APPEND: Route = { ...UPDATE, concurrency: BATCHES_IN_FLIGHT };
/** What the action relies on in GitHub's answer to the create: the id to update, the address to show. */
const CreatedCheckRun = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  html_url: z.unknown(),
});
/** An update's answer is not used. */
const Anything = z.unknown();

/** One annotation as the check run takes it: results/annotations.ts makes them. */
export interface LocatedMessage {
  /** `failure` for a new failure, `warning` for a pre-existing failure or a flaky test. */
  level: 'failure' | 'warning';
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
  annotation_level: 'failure' | 'warning';
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
  /** In the order they should be kept when there are more than maxAnnotations (most important first). */
  annotations: readonly LocatedMessage[];
  /** Most annotations the check run carries (max-check-annotations); the summary counts the rest. */
  maxAnnotations: number;
  /** Link shown as "Details": the workflow run. */
  detailsUrl?: string;
}

export interface PublishedCheckRun {
  id: number;
  /** The check run's page; undefined when GitHub's answer named no address on the GitHub server. */
  htmlUrl: string | undefined;
  /** Requests sent: ceil(annotations / 50), at least 1. */
  requests: number;
  /** Annotations sent. */
  annotations: number;
  /** Failures left without an annotation (past maxAnnotations). */
  omitted: number;
  /** Things the caller should warn about although the check run is there. */
  warnings: string[];
}

/** A check run that failed to be created, or was created and then missed some annotations. */
export class CheckRunError extends Error {
  override name = 'CheckRunError';
  constructor(
    message: string,
    readonly failure: Error,
    readonly created?: { id: number; htmlUrl: string | undefined; annotationsSent: number },
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
  const max = Math.max(0, Math.floor(content.maxAnnotations));
  const annotations = content.annotations.slice(0, max).map((a) => toGitHubAnnotation(a, workspace, redact));
  const omitted = content.annotations.length - annotations.length;
  const groups = batches(annotations, ANNOTATIONS_PER_REQUEST);
  const title = clip(redact(content.title), OUTPUT_TITLE_MAX_CHARS);
  const note = omittedNote(omitted, max);
  const final = {
    title,
    summary: fitBytes(redact(content.summary), CHECK_OUTPUT_MAX_BYTES - byteLength(note)) + note,
    ...(content.text ? { text: fitBytes(redact(content.text), CHECK_OUTPUT_MAX_BYTES) } : {}),
  };
  const interim = { title, summary: interimSummary(annotations.length, groups.length, content.detailsUrl) };
  const outputOf = (i: number) => {
    const output = i === groups.length - 1 ? final : interim;
    return groups[i]!.length ? { ...output, annotations: groups[i] } : output;
  };

  let created: { id: number; htmlUrl: string | undefined };
  const warnings: string[] = [];
  try {
    const answer = await api.request(CREATE, repo, CreatedCheckRun, {
      name: redact(content.name),
      head_sha: content.headSha,
      status: 'completed',
      conclusion: content.conclusion,
      completed_at: new Date().toISOString(),
      ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
      output: outputOf(0),
    });
    const htmlUrl = addressUnder(answer.html_url, api.serverUrl);
    if (htmlUrl === undefined)
      warnings.push(
        `GitHub's answer gave check run ${answer.id} the address ${JSON.stringify(clip(String(answer.html_url), 200))}, which is not on ${api.serverUrl}: check-run-url is not set.`,
      );
    created = { id: answer.id, htmlUrl };
  } catch (err) {
    throw new CheckRunError(describeCheckRunFailure(content.name, err), asError(err));
  }
  const params = { ...repo, check_run_id: created.id };
  const tally: Tally = { added: groups[0]!.length, uncertain: 0 };
  const partial = (err: unknown, summaryMayBeIn: boolean) =>
    new CheckRunError(
      partialMessage(content.name, tally, annotations.length, summaryMayBeIn, err),
      asError(err),
      { ...created, annotationsSent: tally.added },
    );
  const last = groups.length - 1;
  const failure = await appendConcurrently(Math.max(0, last - 1), BATCHES_IN_FLIGHT, async (k) => {
    const group = groups[k + 1]!;
    try {
      await api.request(APPEND, params, Anything, { output: outputOf(k + 1) });
    } catch (err) {
      if (maybeApplied(err)) tally.uncertain += group.length;
      throw err;
    }
    tally.added += group.length;
  });
  if (failure) throw partial(failure.error, false);
  if (last > 0) {
    try {
      await api.request(UPDATE, params, Anything, { output: outputOf(last) });
    } catch (err) {
      const maybe = maybeApplied(err);
      if (maybe) tally.uncertain += groups[last]!.length;
      throw partial(err, maybe);
    }
    tally.added += groups[last]!.length;
  }
  return { ...created, requests: groups.length, annotations: annotations.length, omitted, warnings };
}

/** Annotations GitHub has added for certain, and those of requests that failed after they went out. */
interface Tally {
  added: number;
  uncertain: number;
}

/**
 * Runs send(0) … send(count - 1), at most `concurrency` at a time. After the first failure no
 * further one starts (the ones in flight finish): every batch is sent at most once, and a GitHub
 * that has begun to fail is not sent the rest.
 */
async function appendConcurrently(
  count: number,
  concurrency: number,
  send: (index: number) => Promise<void>,
): Promise<{ error: unknown } | undefined> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < count) {
      const index = next++;
      try {
        await send(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return failure;
}

function maybeApplied(err: unknown): boolean {
  return err instanceof GitHubRequestError ? err.maybeApplied : true;
}

/**
 * The warning for a check run that was created but did not get everything: how many annotations
 * GitHub added, how many it may have added (a request that failed after it went out is not sent
 * again), and whether the full summary is there.
 */
function partialMessage(
  name: string,
  tally: Tally,
  total: number,
  summaryMayBeIn: boolean,
  err: unknown,
): string {
  const certain = tally.uncertain ? ' for certain' : '';
  const summary = summaryMayBeIn ? '' : ', and not its full summary';
  const maybe = tally.uncertain
    ? ` GitHub may have added ${formatCount(tally.uncertain)} more${summaryMayBeIn ? ' and the full summary' : ''} all the same: no request is sent twice.`
    : '';
  return `Check run "${name}" was created, but only ${formatCount(tally.added)} of ${formatCount(total)} annotations were added${certain}${summary}: ${sentence(describeGitHubFailure(err))}${maybe} The results are in the job summary.`;
}

/** The line the summary ends with when failures were left without an annotation. */
function omittedNote(omitted: number, max: number): string {
  if (omitted <= 0) return '';
  return `\n\n**${formatCount(omitted)} more failing ${plural(omitted, 'test')} ${omitted === 1 ? 'has' : 'have'} no annotation here** (max-check-annotations: ${formatCount(max)}); the job summary lists every failing test.\n`;
}

/** What the check run says while its annotations are being added; the last request replaces it. */
function interimSummary(annotations: number, requests: number, detailsUrl: string | undefined): string {
  const where = detailsUrl
    ? link("the workflow run's job summary", detailsUrl)
    : "the workflow run's job summary";
  return `Adding ${formatCount(annotations)} annotations in ${formatCount(requests)} requests; the results replace this text with the last of them. Until then they are in ${where}.`;
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
  return { path, start_line: line, end_line: line, annotation_level: a.level, title, message };
}

/**
 * The warning for a check run that could not be created. A 403/404 that is not a rate limit
 * means the token may not write checks: the usual causes are a missing `checks: write` permission
 * and a pull request from a fork, whose token is read-only whatever the workflow asks for.
 */
export function describeCheckRunFailure(name: string, err: unknown): string {
  const e = err instanceof GitHubRequestError ? err : undefined;
  if (e?.kind === 'http' && (e.status === 403 || e.status === 404)) {
    return (
      `Could not create the check run "${name}": GitHub answered HTTP ${e.status} (${e.githubMessage}). ` +
      'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
      'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
      'or with mode: report in a trusted workflow. The results are in the job summary.'
    );
  }
  const maybe = e?.maybeApplied
    ? ' GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known.'
    : '';
  return `Could not create the check run "${name}": ${sentence(describeGitHubFailure(err))}${maybe} The results are in the job summary.`;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
