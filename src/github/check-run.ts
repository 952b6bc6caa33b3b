/**
 * Publishes the results as one completed check run: the create carries the first 50 annotations,
 * each update appends 50 more, capped by max-check-annotations because a token's requests an hour
 * are few. Only the last request carries the full summary, and it goes once every batch is in, so
 * no interim summary lands after it. The batches between go a few at a time (docs/behaviour.md).
 * Every request is sent once: after a failure GitHub may have applied, the warning says so.
 */
import {
  ANNOTATIONS_PER_REQUEST,
  ANNOTATION_MESSAGE_MAX_BYTES,
  ANNOTATION_TITLE_MAX_CHARS,
  CHECK_OUTPUT_MAX_BYTES,
} from '../common/limits.js';
import * as z from 'zod';
import { GitHubRequestError, addressUnder, describeGitHubFailure, describeWriteFailure } from './answers.js';
import type { GitHubApi } from './rest.js';
import { route } from './route.js';
import { ActionError } from '../common/errors.js';
import { repositoryPath } from '../common/paths.js';
import type { Redact } from '../common/secret-registry.js';
import { byteLength, clip, fitBytes, formatCount, link, plural, sentence } from '../common/text.js';

/** Room is kept for the line that counts failures without an annotation. */
export const CHECK_SUMMARY_MAX_BYTES = CHECK_OUTPUT_MAX_BYTES - 256;
/** output.title: short in the checks list; GitHub documents no limit, this keeps it a line. */
const OUTPUT_TITLE_MAX_CHARS = 1000;
/**
 * Where an annotation without a place goes: GitHub files its own job-level annotations under
 * `.github`, so it shows up beside them rather than on an unrelated line of some file.
 */
export const NO_FILE_PATH = '.github';

export const BATCHES_IN_FLIGHT = 6;
/** A create is sent once, and so is an update: each appends its annotations. */
const CREATE = route((octokit) => octokit.rest.checks.create, 'once');
const UPDATE = route((octokit) => octokit.rest.checks.update, 'once');
const APPEND = { ...UPDATE, concurrency: BATCHES_IN_FLIGHT };
const CreatedCheckRun = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  html_url: z.unknown(),
});

/** results/annotations.ts makes them. */
export interface LocatedMessage {
  level: 'failure' | 'warning';
  title: string;
  message: string;
  /** Path as found (relative to the workspace, or absolute under it). */
  file?: string;
  line?: number;
}

export interface CheckRunContent {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure';
  title: string;
  summary: string;
  text?: string;
  /** Most important first: the first maxAnnotations are kept. */
  annotations: readonly LocatedMessage[];
  /** max-check-annotations; the summary counts the rest. */
  maxAnnotations: number;
  /** Shown as "Details": the workflow run. */
  detailsUrl?: string;
}

/** The check run could not be written whole: the message is the warning the step gives. */
export class CheckRunError extends ActionError {
  override name = 'CheckRunError';
  constructor(
    message: string,
    readonly created?: { id: number; htmlUrl: string | undefined; annotationsSent: number },
  ) {
    super(message);
  }
}

/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `omitted`
 * counts the failures past maxAnnotations; `warnings` are to warn about although the check run is there.
 */
export async function publishCheckRun(
  api: GitHubApi,
  repo: { owner: string; repo: string },
  content: CheckRunContent,
  workspace: string,
  redact: Redact,
) {
  const max = content.maxAnnotations;
  const annotations = content.annotations.slice(0, max).map((a) => toGitHubAnnotation(a, workspace, redact));
  const omitted = content.annotations.length - annotations.length;
  const groups = batches(annotations, ANNOTATIONS_PER_REQUEST);
  const title = clip(redact(content.title), OUTPUT_TITLE_MAX_CHARS);
  const note =
    omitted > 0
      ? `\n\n**${formatCount(omitted)} more failing ${plural(omitted, 'test')} ${omitted === 1 ? 'has' : 'have'} no annotation here** (max-check-annotations: ${formatCount(max)}); the job summary lists every failing test.\n`
      : '';
  const final = {
    title,
    summary: fitBytes(redact(content.summary), CHECK_OUTPUT_MAX_BYTES - byteLength(note)) + note,
    ...(content.text ? { text: fitBytes(redact(content.text), CHECK_OUTPUT_MAX_BYTES) } : {}),
  };
  // Until the last request replaces it.
  const jobSummary = "the workflow run's job summary";
  const where = content.detailsUrl ? link(jobSummary, content.detailsUrl) : jobSummary;
  const interim = {
    title,
    summary: `Adding ${formatCount(annotations.length)} annotations in ${formatCount(groups.length)} requests; the results replace this text with the last of them. Until then they are in ${where}.`,
  };
  // GitHub appends each update's annotations but keeps the output of whichever update it handled
  // last. When every update fits in one wave, each carries the full output, so the order they land
  // in does not matter and none waits for the others; with more, the batches between carry a short
  // interim output and the last goes alone, once they were all answered, so the full summary is
  // sent once, not with every batch.
  const together = groups.length - 1 <= BATCHES_IN_FLIGHT;
  const outputOf = (i: number) => {
    const output = together || i === groups.length - 1 ? final : interim;
    return groups[i]!.length ? { ...output, annotations: groups[i] } : output;
  };

  let created: { id: number; htmlUrl: string | undefined };
  const warnings: string[] = [];
  try {
    const answer = await api.request(
      CREATE,
      {
        ...repo,
        name: redact(content.name),
        head_sha: content.headSha,
        status: 'completed',
        conclusion: content.conclusion,
        completed_at: new Date().toISOString(),
        ...(content.detailsUrl ? { details_url: content.detailsUrl } : {}),
        output: outputOf(0),
      },
      CreatedCheckRun,
    );
    const htmlUrl = addressUnder(answer.html_url, api.serverUrl);
    if (htmlUrl === undefined)
      warnings.push(
        `GitHub's answer gave check run ${answer.id} the address ${JSON.stringify(clip(String(answer.html_url), 200))}, which is not on ${api.serverUrl}: check-run-url is not set.`,
      );
    created = { id: answer.id, htmlUrl };
  } catch (err) {
    // A fork's pull request gets a read-only token whatever the workflow asks.
    const failure = describeWriteFailure(
      err,
      `Could not create the check run "${content.name}"`,
      'The github-token needs the checks: write permission (add `permissions: checks: write` to the job). ' +
        'Pull requests from forks get a read-only token: publish the results from a workflow_run workflow, ' +
        'or with mode: report in a trusted workflow.',
      ' GitHub may have created it all the same: the request is not sent twice, and no check-run-id is known.',
    );
    throw new CheckRunError(`${failure} The results are in the job summary.`);
  }
  const params = { ...repo, check_run_id: created.id };
  // `uncertain`: annotations of requests that failed after they went out.
  const tally = { added: groups[0]!.length, uncertain: 0 };
  /** `summary`: whether the full summary is in (the create carried it), may be, or is not. */
  const partial = (err: unknown, summary: 'in' | 'maybe' | 'not') => {
    const certain = tally.uncertain ? ' for certain' : '';
    const lacking = summary === 'not' ? ', and not its full summary' : '';
    const maybe = tally.uncertain
      ? ` GitHub may have added ${formatCount(tally.uncertain)} more${summary === 'maybe' ? ' and the full summary' : ''} all the same: no request is sent twice.`
      : '';
    const message = `Check run "${content.name}" was created, but only ${formatCount(tally.added)} of ${formatCount(annotations.length)} annotations were added${certain}${lacking}: ${sentence(describeGitHubFailure(err))}${maybe} The results are in the job summary.`;
    return new CheckRunError(message, { ...created, annotationsSent: tally.added });
  };
  const send = async (k: number, update: typeof UPDATE): Promise<void> => {
    try {
      await api.request(update, { ...params, output: outputOf(k) }, z.unknown());
    } catch (err) {
      if (maybeApplied(err)) tally.uncertain += groups[k]!.length;
      throw err;
    }
    tally.added += groups[k]!.length;
  };
  const last = groups.length - 1;
  const failure = await appendConcurrently(together ? last : last - 1, (k) => send(k + 1, APPEND));
  if (failure) throw partial(failure.error, together ? 'in' : 'not');
  if (last > 0 && !together)
    await send(last, UPDATE).catch((err: unknown) => {
      throw partial(err, maybeApplied(err) ? 'maybe' : 'not');
    });
  return { ...created, requests: groups.length, annotations: annotations.length, omitted, warnings };
}

/**
 * After the first failure no further batch starts: each is sent at most once, and a GitHub that
 * has begun to fail is not sent the rest.
 */
async function appendConcurrently(count: number, send: (index: number) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (failure === undefined && next < count)
      await send(next++).catch((error: unknown) => {
        failure ??= { error };
      });
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(BATCHES_IN_FLIGHT, count)) }, worker));
  return failure;
}

function maybeApplied(err: unknown): boolean {
  return err instanceof GitHubRequestError ? err.maybeApplied : true;
}

/** Always at least one (maybe empty) group: the create is sent even without annotations. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** One element of output.annotations. */
export function toGitHubAnnotation(a: LocatedMessage, workspace: string, redact: Redact) {
  const path = (a.file !== undefined && repositoryPath(a.file, workspace)) || NO_FILE_PATH;
  // GitHub requires a line; a test found in no file gets line 1 of the fallback path.
  const line = path !== NO_FILE_PATH && a.line !== undefined && a.line >= 1 ? Math.floor(a.line) : 1;
  const title = clip(redact(a.title), ANNOTATION_TITLE_MAX_CHARS);
  const message = fitBytes(redact(a.message) || title || 'Test failed', ANNOTATION_MESSAGE_MAX_BYTES);
  return { path, start_line: line, end_line: line, annotation_level: a.level, title, message };
}
