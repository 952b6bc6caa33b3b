/**
 * A local fake of the parts of GitHub's REST API the action writes to: check runs and issue
 * (pull-request) comments. A real node:http server on 127.0.0.1 that records every request and
 * refuses what GitHub refuses, with GitHub's status codes and error bodies, so a test proves the
 * action's requests would be accepted by the real service (and that limits are respected).
 *
 * What GitHub enforces, from its REST reference and from errors users reported:
 *  - output.annotations: at most 50 per request ("No more than 50 items are allowed; 51 were supplied.")
 *  - each annotation needs path, start_line, end_line, annotation_level, message
 *    ('"annotation_level", "path" weren't supplied.'), a level of notice/warning/failure, a title of at
 *    most 255 characters, a message and raw_details of at most 64 KB, columns only on one line
 *  - output.title and output.summary with every output; summary and text at most 65,535 characters
 *    ("Only 65535 characters are allowed; N were supplied.") and bytes
 *  - status completed needs a conclusion
 *  - issue comment bodies at most 65,536 characters
 *  - a token without the permission: 403 "Resource not accessible by integration"
 *  - `GET /user`: a personal token's user; an installation token (GITHUB_TOKEN, a GitHub App's)
 *    may not ask: 403 "Resource not accessible by integration"
 *  - repository contents (`GET …/contents/{path}?ref=`): a file as `content-file` (base64 content in
 *    lines of 60), a folder as a list, a missing file 404 "Not Found", an unknown ref 404 "No commit
 *    found for the ref …", a file over 1 MB 403 `too_large` (the JSON media type carries 1 MB at most)
 *  - deployments: listed newest first, filtered by environment, task, ref and sha, paged; a create
 *    needs a ref of the repository (422 "No ref found for: …"); a status description is at most
 *    140 characters; a `success` status marks the environment's earlier non-production,
 *    non-transient deployments that had succeeded `inactive` (auto_inactive, on by default);
 *    a token without deployments: read/write gets 403 on the list/the writes; a deployment's
 *    `creator` is the identity whose token created it (anyone with deployments: write may use any task)
 *  - issues: listed with the filters `state` (open by default, closed, all), `labels` (a comma list,
 *    each of which an issue must carry), `creator` (a login), `sort` (created, updated, comments) and
 *    `direction` (desc by default), paged; pull requests are issues to the list (they carry a
 *    `pull_request` key); a title and body as a comment's (256 and 65,536 characters); a label an
 *    issue is opened with that the repository lacks is created then (grey, no description);
 *    closing sets closed_at, reopening clears it; a token without issues: write gets 403 on every write
 *  - labels: one by name (`GET …/labels/{name}`, 404 when missing), created with a name not taken in
 *    any case (422 `already_exists`), a colour of six hexadecimal digits and a description of at
 *    most 100 characters
 * Where GitHub's exact wording is unknown the fake is stricter, never laxer (line numbers from 1).
 *
 * Every request body is first validated against GitHub's published OpenAPI description
 * (./github-openapi.ts): a body the published schema refuses gets GitHub's 422, so the fake cannot
 * accept what GitHub would refuse just because it was written from the same reading as the client.
 * The checks below then add what the schema does not say (sizes in bytes, line numbers, titles).
 *
 * Faults make it misbehave the ways a network and GitHub do: refusals (403, 404, 500), rate
 * limits (primary with x-ratelimit-reset, secondary with Retry-After), no answer at all, a reset
 * connection, a malformed answer, pagination that never ends; the last four also after the
 * request was carried out (`afterProcessing`), as when an answer is lost on its way back.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerProblem, schemaProblem } from './github-openapi.js';
import type { AnswerSchema, BodyOperation } from './github-openapi.js';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/repos/acme/data-project/check-runs`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (undefined without one). */
  body: unknown;
  /** Size of the body as sent, in bytes. */
  bytes: number;
  /** Status the fake answered; 0 when it answered nothing (hang, reset). */
  status: number;
  /** Other requests in flight (received, not yet answered) when this one arrived. */
  beside: number;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url?: string;
  html_url: string;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation, in the order received (the create call's, then each update's). */
  annotations: FakeAnnotation[];
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  html_url: string;
  user: FakeUser;
}

export interface FakeDeploymentStatus {
  id: number;
  state: string;
  description: string;
  log_url: string;
  environment: string;
  created_at: string;
}

export interface FakeDeployment {
  id: number;
  ref: string;
  sha: string;
  task: string;
  environment: string;
  payload: unknown;
  description: string | null;
  transient_environment: boolean;
  production_environment: boolean;
  created_at: string;
  /** Who created it: the token's identity for a create; a seeded one says. */
  creator: FakeUser;
  /** Oldest first, as received (GitHub lists them newest first). */
  statuses: FakeDeploymentStatus[];
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  /** Label names, in the order given. */
  labels: string[];
  user: FakeUser;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** A pull request, as the issues list shows one. */
  pull_request?: true;
}

/** An issue as a test puts it there before the run: an earlier run's, or someone else's. */
export interface SeededIssue {
  title?: string;
  body: string;
  /** Default open. */
  state?: 'open' | 'closed';
  labels?: string[];
  /** Default: the identity the token acts as (an earlier run's). */
  user?: FakeUser;
  /** ISO times; default now (closed_at: now when closed). */
  created_at?: string;
  updated_at?: string;
  closed_at?: string;
  pull_request?: true;
}

export interface FakeLabel {
  name: string;
  color: string;
  description: string | null;
}

/** A deployment as a test puts it there before the run: an earlier run's, or another tool's. */
export interface SeededDeployment {
  ref: string;
  environment: string;
  /** Default: the action's task, deploy:orchestration. */
  task?: string;
  payload?: unknown;
  /** ISO time; default now. */
  created_at?: string;
  /** Default: the identity the token acts as (an earlier run's); another user for a forgery. */
  creator?: FakeUser;
  production_environment?: boolean;
  /** Oldest first. */
  statuses?: Array<{ state: string; description?: string; log_url?: string }>;
}

export type FaultKind =
  /** 403 "Resource not accessible by integration": the token lacks the permission (forks). */
  | 'forbidden'
  /** 404 "Not Found". */
  | 'not-found'
  /** 429 with Retry-After and x-ratelimit-* headers (remaining 0). */
  | 'rate-limit'
  /** The primary limit: 403 "API rate limit exceeded" with x-ratelimit-remaining: 0 and a reset time, no Retry-After. */
  | 'rate-limit-403'
  /** The secondary limit: 403 "You have exceeded a secondary rate limit" with Retry-After. */
  | 'secondary-rate-limit'
  /** 500 with GitHub's generic body. */
  | 'server-error'
  /** No answer, ever: the connection stays open until the fake stops. */
  | 'hang'
  /** The connection is destroyed without an answer. */
  | 'reset'
  /** An answer of `status` (default 200) with `body` as it is, of `contentType` (default JSON). */
  | 'raw'
  /** Comment lists: the first page whatever page is asked for, with Link headers as if it were the page asked for. */
  | 'ignore-page'
  /** Comment lists: the first page whatever page is asked for, always with a next link. */
  | 'endless-pages'
  /** Comment lists: a next link to `nextLink` (another host). */
  | 'foreign-next-link';

export interface Fault {
  kind: FaultKind;
  /** Only requests with this method (e.g. 'POST'). */
  method?: string;
  /** Only requests whose path contains this text (or matches this expression). */
  path?: string | RegExp;
  /** How many matching requests fail (default 1; Infinity for all). */
  times?: number;
  /** How many matching requests pass untouched before the fault strikes (default 0). */
  skip?: number;
  /** rate-limit kinds: seconds until the limit resets (default 1); also the Retry-After. */
  resetAfterSeconds?: number;
  /** rate-limit kinds: the reset time itself (epoch seconds), instead of resetAfterSeconds. */
  resetAt?: number;
  /** hang, reset, raw, server-error: carry the request out first (e.g. create the check run), then misbehave. */
  afterProcessing?: boolean;
  /** raw: the status (default 200), body and content type (default application/json). */
  status?: number;
  body?: string;
  contentType?: string;
  /** raw: extra headers of the answer. */
  headers?: Record<string, string>;
  /** foreign-next-link: the address of the next page. */
  nextLink?: string;
}

export interface FakeGitHubOptions {
  /** The repository that exists, `owner/name` (default acme/data-project, runAction's). */
  repository?: string;
  /** When set, only this token is accepted; otherwise any `token …`/`Bearer …` header is. */
  token?: string;
  /** Web address used in html_url (default https://github.com). */
  serverUrl?: string;
  /**
   * Who the token acts as, the author of the comments it writes: a User is a personal token's,
   * which `GET /user` names; a Bot is an installation token's, which `GET /user` refuses.
   * Default: GITHUB_TOKEN's `github-actions[bot]`.
   */
  identity?: FakeUser;
  /**
   * Milliseconds to wait before carrying out and answering a request (default none): GitHub is
   * 100-300 ms away, and answers can overtake each other. `seq` counts requests from 0 as they arrive.
   */
  delayMs?: (request: { method: string; path: string; seq: number }) => number;
  /**
   * The token's deployments permission: `write` (default) may list and record, `read` only list
   * (writes get 403), `none` neither.
   */
  deployments?: 'write' | 'read' | 'none';
  /** The branches and tags that exist (a deployment's ref must be one, or a commit SHA); default: any. */
  refs?: readonly string[];
  /** The token's issues permission: `write` (default) may list and write, `read` only list (writes get 403). */
  issues?: 'write' | 'read';
}

/** A user as GitHub's REST API shows one: `User` for people and machine users, `Bot` for apps. */
export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  checkRuns: FakeCheckRun[];
  comments: FakeComment[];
  /** Every deployment, oldest first. */
  deployments: FakeDeployment[];
  /** Every issue and pull request, by number; a test may change one (its closed_at, say). */
  issues: FakeIssue[];
  labels: FakeLabel[];
  /** Adds an issue (or a pull request) as if an earlier run or someone else had opened it. */
  seedIssue(spec: SeededIssue): FakeIssue;
  /** Adds issues in bulk, numbered on: as seedIssue, without a fresh object per call. */
  seedIssues(specs: readonly SeededIssue[]): void;
  seedLabel(name: string): FakeLabel;
  /** Adds a deployment (and its statuses) as if an earlier run had made it. */
  seedDeployment(spec: SeededDeployment): FakeDeployment;
  /** Adds a comment as if someone wrote it: by default the user `someone`, type User. */
  seedComment(issue: number, body: string, author?: FakeUser): FakeComment;
  /** Adds a comment as if an earlier run wrote it: by the identity the token acts as. */
  seedOwnComment(issue: number, body: string): FakeComment;
  /**
   * Adds a commit (a SHA or a branch name) holding these files, by path in the repository: what
   * the contents API answers at that ref. A ref never seeded is unknown to the repository.
   */
  seedCommit(ref: string, files: Record<string, string | Buffer>): void;
  fail(fault: Fault): void;
  clearFaults(): void;
  stop(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';
const OUTPUT_MAX = 65_535;
const ANNOTATION_TEXT_MAX_BYTES = 64 * 1024;
const COMMENT_MAX = 65_536;
const ISSUE_TITLE_MAX = 256;
const LABEL_DESCRIPTION_MAX = 100;
const DEPLOYMENT_DESCRIPTION_MAX = 140;

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** body is the answer's text as it is, not JSON to serialise. */
  raw?: boolean;
  contentType?: string | undefined;
}

/** Faults that can also strike after the request was carried out. */
const MISBEHAVIOURS: ReadonlySet<FaultKind> = new Set(['hang', 'reset', 'raw', 'server-error']);
/** Faults that change how the comment list pages, not whether it answers. */
const PAGINATION_FAULTS: ReadonlySet<FaultKind> = new Set([
  'ignore-page',
  'endless-pages',
  'foreign-next-link',
]);

class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super(JSON.stringify(reply.body));
  }
}

/** 422 "Invalid request." — GitHub's schema validation wording. */
function invalid(detail: string, docs: string): Refusal {
  return new Refusal({
    status: 422,
    body: { message: `Invalid request.\n\n${detail}`, documentation_url: docs, status: '422' },
  });
}

/** 422 "Validation Failed" — GitHub's model validation wording. */
function validationFailed(resource: string, field: string, docs: string, message?: string): Refusal {
  const error: Record<string, string> = { resource, code: message ? 'custom' : 'invalid', field };
  if (message) error.message = message;
  return new Refusal({
    status: 422,
    body: { message: 'Validation Failed', errors: [error], documentation_url: docs, status: '422' },
  });
}

function notFound(docs = `${DOCS}`): Refusal {
  return new Refusal({ status: 404, body: { message: 'Not Found', documentation_url: docs, status: '404' } });
}

function missing(names: string[]): string {
  const quoted = names.map((n) => `"${n}"`).join(', ');
  return names.length === 1 ? `${quoted} wasn't supplied.` : `${quoted} weren't supplied.`;
}

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** GitHub's times: ISO 8601 to the second. */
function isoNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A commit SHA that stands for a ref: the same ref, the same SHA. */
function shaOf(ref: string): string {
  return createHash('sha1').update(ref).digest('hex');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const repository = options.repository ?? 'acme/data-project';
  const serverUrl = options.serverUrl ?? 'https://github.com';
  const requests: RecordedRequest[] = [];
  const checkRuns: FakeCheckRun[] = [];
  const comments: FakeComment[] = [];
  const deployments: FakeDeployment[] = [];
  const issues: FakeIssue[] = [];
  const labels: FakeLabel[] = [];
  /** The files of each seeded commit, by ref, then by path. */
  const commits = new Map<string, Map<string, Buffer>>();
  let faults: (Fault & { left: number })[] = [];
  /** Answers never sent (hang): ended when the fake stops. */
  const hanging = new Set<ServerResponse>();
  let nextId = 7_000_000_001;
  let arrived = 0;
  let inFlight = 0;
  const tokenUser: FakeUser = options.identity ?? { login: 'github-actions[bot]', type: 'Bot' };

  const checkRunDocs = `${DOCS}/checks/runs#create-a-check-run`;
  const updateDocs = `${DOCS}/checks/runs#update-a-check-run`;
  const commentDocs = `${DOCS}/issues/comments#create-an-issue-comment`;
  const deploymentDocs = `${DOCS}/deployments/deployments#create-a-deployment`;
  const statusDocs = `${DOCS}/deployments/statuses#create-a-deployment-status`;

  /** The published schema first: what it refuses is refused whatever the checks below say. */
  function checkSchema(operation: BodyOperation, body: unknown, docs: string): void {
    const problem = schemaProblem(operation, body);
    if (problem !== undefined) throw invalid(problem, docs);
  }

  /** Summary and text: the schema counts characters; GitHub also refuses more than 65,535 bytes. */
  function checkLongText(value: unknown, field: string, docs: string): void {
    if (typeof value !== 'string') return;
    if (Buffer.byteLength(value) > OUTPUT_MAX) {
      throw validationFailed('CheckRun', field, docs, `${field} exceeds a maximum bytesize of ${OUTPUT_MAX}`);
    }
  }

  /** What GitHub refuses of annotations the schema accepts (its limits are in the descriptions). */
  function validateAnnotations(list: Record<string, unknown>[], docs: string): FakeAnnotation[] {
    for (const a of list) {
      if (typeof a.title === 'string' && codePoints(a.title) > 255) {
        throw invalid(`Only 255 characters are allowed; ${codePoints(a.title)} were supplied.`, docs);
      }
      for (const k of ['message', 'raw_details']) {
        if (typeof a[k] === 'string' && Buffer.byteLength(a[k]) > ANNOTATION_TEXT_MAX_BYTES) {
          throw validationFailed(
            'CheckRun',
            'annotations',
            docs,
            `${k} exceeds a maximum bytesize of ${ANNOTATION_TEXT_MAX_BYTES}`,
          );
        }
      }
      const start = a.start_line as number;
      const end = a.end_line as number;
      const onOneLine = start === end;
      if (
        (a.path as string).length === 0 ||
        (a.message as string).length === 0 ||
        start < 1 ||
        end < start ||
        (!onOneLine && (a.start_column !== undefined || a.end_column !== undefined))
      ) {
        throw validationFailed('CheckRun', 'annotations', docs);
      }
    }
    return list as unknown as FakeAnnotation[];
  }

  /** Returns the annotations of a valid output (the schema has accepted it); throws what GitHub answers otherwise. */
  function validateOutput(output: unknown, docs: string): FakeAnnotation[] {
    if (!isRecord(output)) return [];
    // The schema requires only the summary on an update; its description says the title is required too.
    if (output.title === undefined) throw invalid(missing(['title']), docs);
    checkLongText(output.summary, 'summary', docs);
    checkLongText(output.text, 'text', docs);
    return Array.isArray(output.annotations)
      ? validateAnnotations(output.annotations as Record<string, unknown>[], docs)
      : [];
  }

  /** A create's conclusion is required with status completed or completed_at (in the schema's descriptions). */
  function validateStatus(body: Record<string, unknown>, docs: string): void {
    if ((body.status === 'completed' || body.completed_at !== undefined) && body.conclusion === undefined) {
      throw invalid(missing(['conclusion']), docs);
    }
  }

  function checkRunBody(run: FakeCheckRun, base: string): Record<string, unknown> {
    return {
      id: run.id,
      node_id: `CR_${run.id}`,
      head_sha: run.head_sha,
      external_id: '',
      url: `${base}/repos/${repository}/check-runs/${run.id}`,
      html_url: run.html_url,
      details_url: run.details_url ?? run.html_url,
      status: run.status,
      conclusion: run.conclusion,
      name: run.name,
      output: {
        ...run.output,
        annotations_count: run.annotations.length,
        annotations_url: `${base}/repos/${repository}/check-runs/${run.id}/annotations`,
      },
      pull_requests: [],
    };
  }

  function commentBody(c: FakeComment, base: string): Record<string, unknown> {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${base}/repos/${repository}/issues/comments/${c.id}`,
      html_url: c.html_url,
      issue_url: `${base}/repos/${repository}/issues/${c.issue}`,
      body: c.body,
      user: c.user,
      author_association: 'NONE',
    };
  }

  function checkCommentBody(body: Record<string, unknown>, operation: BodyOperation): string {
    checkSchema(operation, body, commentDocs);
    const text = body.body as string;
    if (text.length === 0) throw validationFailed('IssueComment', 'body', commentDocs, "Body can't be blank");
    if (codePoints(text) > COMMENT_MAX) {
      throw validationFailed(
        'IssueComment',
        'data',
        commentDocs,
        `Body is too long (maximum is ${COMMENT_MAX} characters)`,
      );
    }
    return text;
  }

  function route(method: string, url: URL, rawBody: unknown, base: string, fault?: Fault): Reply {
    const prefix = `/repos/${repository}`;
    const path = url.pathname;
    if (method === 'GET' && path === '/user') return authenticatedUser(base);
    if (!path.startsWith(`${prefix}/`)) throw notFound();
    const rest = path.slice(prefix.length);
    const body = isRecord(rawBody) ? rawBody : {};
    if ((method === 'POST' || method === 'PATCH') && !isRecord(rawBody)) {
      throw new Refusal({
        status: 400,
        body: { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' },
      });
    }

    if (method === 'POST' && rest === '/check-runs') {
      checkSchema('createCheckRun', body, checkRunDocs);
      const name = body.name as string;
      const headSha = body.head_sha as string;
      if (name.length === 0) throw validationFailed('CheckRun', 'name', checkRunDocs);
      if (!/^[0-9a-f]{40}$/.test(headSha)) {
        throw validationFailed('CheckRun', 'head_sha', checkRunDocs, `No commit found for SHA: ${headSha}`);
      }
      validateStatus(body, checkRunDocs);
      const annotations = validateOutput(body.output, checkRunDocs);
      const output = isRecord(body.output) ? body.output : {};
      const id = nextId++;
      const run: FakeCheckRun = {
        id,
        name,
        head_sha: headSha,
        status: (body.status as string | undefined) ?? (body.conclusion ? 'completed' : 'queued'),
        conclusion: (body.conclusion as string | undefined) ?? null,
        ...(typeof body.details_url === 'string' ? { details_url: body.details_url } : {}),
        html_url: `${serverUrl}/${repository}/runs/${id}`,
        output: {
          title: (output.title as string | undefined) ?? null,
          summary: (output.summary as string | undefined) ?? null,
          text: (output.text as string | undefined) ?? null,
        },
        annotations: [...annotations],
      };
      checkRuns.push(run);
      return { status: 201, body: checkRunBody(run, base) };
    }

    const checkRunMatch = /^\/check-runs\/(\d+)$/.exec(rest);
    if (checkRunMatch && (method === 'PATCH' || method === 'GET')) {
      const run = checkRuns.find((r) => r.id === Number(checkRunMatch[1]));
      if (!run) throw notFound(updateDocs);
      if (method === 'GET') return { status: 200, body: checkRunBody(run, base) };
      checkSchema('updateCheckRun', body, updateDocs);
      const annotations = validateOutput(body.output, updateDocs);
      if (isRecord(body.output)) {
        run.output.title = body.output.title as string;
        run.output.summary = body.output.summary as string;
        if (body.output.text !== undefined) run.output.text = body.output.text as string;
      }
      // "Each time you update the check run, annotations are appended."
      run.annotations.push(...annotations);
      if (typeof body.status === 'string') run.status = body.status;
      if (typeof body.conclusion === 'string') {
        run.conclusion = body.conclusion;
        run.status = 'completed';
      }
      if (typeof body.name === 'string') run.name = body.name;
      return { status: 200, body: checkRunBody(run, base) };
    }

    const issueComments = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (issueComments && method === 'GET') {
      const issue = Number(issueComments[1]);
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
      const asked = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const misread = fault?.kind === 'ignore-page' || fault?.kind === 'endless-pages';
      const page = misread ? 1 : asked;
      const all = comments.filter((c) => c.issue === issue);
      const slice = all.slice((page - 1) * perPage, page * perPage);
      const last = fault?.kind === 'endless-pages' ? asked + 1 : Math.max(1, Math.ceil(all.length / perPage));
      const link = (p: number, rel: string) => `<${base}${path}?per_page=${perPage}&page=${p}>; rel="${rel}"`;
      const links = [];
      if (fault?.kind === 'foreign-next-link')
        links.push(`<${fault.nextLink ?? 'https://elsewhere.example/'}>; rel="next"`);
      else if (asked < last) links.push(link(asked + 1, 'next'), link(last, 'last'));
      if (asked > 1) links.push(link(1, 'first'), link(asked - 1, 'prev'));
      return {
        status: 200,
        body: slice.map((c) => commentBody(c, base)),
        ...(links.length ? { headers: { link: links.join(', ') } } : {}),
      };
    }
    if (issueComments && method === 'POST') {
      const onIssue = issues.find((i) => i.number === Number(issueComments[1]) && !i.pull_request);
      if (onIssue) checkIssuesPermission(method, commentDocs);
      const text = checkCommentBody(body, 'createComment');
      const comment = addComment(Number(issueComments[1]), text, tokenUser);
      if (onIssue) onIssue.updated_at = isoNow();
      return { status: 201, body: commentBody(comment, base) };
    }
    const commentMatch = /^\/issues\/comments\/(\d+)$/.exec(rest);
    if (commentMatch && method === 'PATCH') {
      const comment = comments.find((c) => c.id === Number(commentMatch[1]));
      if (!comment) throw notFound(`${DOCS}/issues/comments#update-an-issue-comment`);
      comment.body = checkCommentBody(body, 'updateComment');
      return { status: 200, body: commentBody(comment, base) };
    }
    if (rest === '/deployments' || rest.startsWith('/deployments/'))
      return deploymentsRoute(method, rest, url, body, base, fault);
    if (rest === '/issues' || /^\/issues\/\d+$/.test(rest))
      return issuesRoute(method, rest, url, body, base, fault);
    if (rest === '/labels' || rest.startsWith('/labels/')) return labelsRoute(method, rest, body, base);
    if (method === 'GET' && rest.startsWith('/contents/')) return contentsRoute(rest, url, base);
    throw notFound();
  }

  // ------------------------------------------------------------------------------ contents

  const contentsDocs = `${DOCS}/repos/contents#get-repository-content`;
  /** What the JSON media type carries; bigger files need the raw or object media type. */
  const CONTENTS_JSON_MAX = 1024 * 1024;

  /** `GET /repos/{owner}/{repo}/contents/{path}?ref=`: a seeded commit's file, or its folder. */
  function contentsRoute(rest: string, url: URL, base: string): Reply {
    // Each segment encoded on its own: an encoded slash names no file of a repository.
    const segments = rest.slice('/contents/'.length).split('/').map(decodeURIComponent);
    if (segments.some((segment) => segment === '' || segment.includes('/'))) throw notFound(contentsDocs);
    const path = segments.join('/');
    const ref = url.searchParams.get('ref') ?? 'main';
    const files = commits.get(ref);
    if (!files)
      throw new Refusal({
        status: 404,
        body: {
          message: `No commit found for the ref ${ref}`,
          documentation_url: contentsDocs,
          status: '404',
        },
      });
    const file = files.get(path);
    const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
    const raw = (p: string) =>
      `https://raw.githubusercontent.com/${repository}/${encodeURIComponent(ref)}/${encoded(p)}`;
    const links = (p: string, type: 'blob' | 'tree') => {
      const self = `${base}/repos/${repository}/contents/${encoded(p)}?ref=${encodeURIComponent(ref)}`;
      const html = `${serverUrl}/${repository}/${type}/${encodeURIComponent(ref)}/${encoded(p)}`;
      const git = `${base}/repos/${repository}/git/${type === 'blob' ? 'blobs' : 'trees'}/${shaOf(`${ref}:${p}`)}`;
      return { url: self, html_url: html, git_url: git, _links: { self, git, html } };
    };
    if (file === undefined) {
      const inside = [...files.keys()].filter((p) => p.startsWith(`${path}/`));
      if (inside.length === 0) throw notFound(contentsDocs);
      const names = [...new Set(inside.map((p) => p.slice(path.length + 1).split('/')[0]!))].sort();
      const listing = names.map((name) => {
        const p = `${path}/${name}`;
        const entry = files.get(p);
        return entry === undefined
          ? {
              type: 'dir',
              size: 0,
              name,
              path: p,
              sha: shaOf(`${ref}:${p}`),
              download_url: null,
              ...links(p, 'tree'),
            }
          : {
              type: 'file',
              size: entry.length,
              name,
              path: p,
              sha: shaOf(`${ref}:${p}`),
              download_url: raw(p),
              ...links(p, 'blob'),
            };
      });
      return checkedAnswer('content-directory', listing);
    }
    if (file.length > CONTENTS_JSON_MAX)
      throw new Refusal({
        status: 403,
        body: {
          message:
            'This API returns blobs up to 1 MB in size. The requested blob is too large to fetch via the API, but you can use the Git Data API to request blobs up to 100 MB in size.',
          errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }],
          documentation_url: contentsDocs,
          status: '403',
        },
      });
    // GitHub's base64 comes in lines of 60 characters.
    const content = (file.toString('base64').match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('');
    return checkedAnswer('content-file', {
      type: 'file',
      encoding: 'base64',
      size: file.length,
      name: segments.at(-1)!,
      path,
      content,
      sha: shaOf(`${ref}:${path}`),
      download_url: raw(path),
      ...links(path, 'blob'),
    });
  }

  /** The fake answers only what GitHub's published schema of the answer accepts. */
  function checkedAnswer(schema: AnswerSchema, body: unknown): Reply {
    const problem = answerProblem(schema, body);
    if (problem !== undefined)
      throw new Error(`fake-github: its own ${schema} answer does not conform: ${problem}`);
    return { status: 200, body };
  }

  // ------------------------------------------------------------------------------ issues and labels

  const issuesPermission = options.issues ?? 'write';
  const issueDocs = `${DOCS}/issues/issues`;
  const labelDocs = `${DOCS}/issues/labels`;
  let nextIssueNumber = 1;

  function isIssue(number: number): boolean {
    return issues.some((i) => i.number === number && !i.pull_request);
  }

  /** 403 when the token may not do this to issues. */
  function checkIssuesPermission(method: string, docs: string): void {
    if (method !== 'GET' && issuesPermission !== 'write')
      throw new Refusal({
        status: 403,
        body: { message: 'Resource not accessible by integration', documentation_url: docs, status: '403' },
      });
  }

  function findLabel(name: string): FakeLabel | undefined {
    return labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  }

  function addLabel(name: string, color = 'ededed', description: string | null = null): FakeLabel {
    const label = { name, color, description };
    labels.push(label);
    return label;
  }

  function addIssue(spec: SeededIssue): FakeIssue {
    const now = isoNow();
    const state = spec.state ?? 'open';
    const issue: FakeIssue = {
      number: nextIssueNumber++,
      title: spec.title ?? 'An issue',
      body: spec.body,
      state,
      state_reason: state === 'closed' ? 'completed' : null,
      labels: [...(spec.labels ?? [])],
      user: { ...(spec.user ?? tokenUser) },
      created_at: spec.created_at ?? now,
      updated_at: spec.updated_at ?? spec.closed_at ?? now,
      closed_at: state === 'closed' ? (spec.closed_at ?? now) : null,
      ...(spec.pull_request && { pull_request: true as const }),
    };
    for (const name of issue.labels) if (!findLabel(name)) addLabel(name);
    issues.push(issue);
    return issue;
  }

  /** A stable id and node id of a label, from its name. */
  function labelBody(label: FakeLabel, base: string): Record<string, unknown> {
    const id = parseInt(shaOf(`label:${label.name}`).slice(0, 8), 16);
    return {
      id,
      node_id: Buffer.from(`014:Label${id}`).toString('base64'),
      url: `${base}/repos/${repository}/labels/${encodeURIComponent(label.name)}`,
      name: label.name,
      description: label.description,
      color: label.color,
      default: false,
    };
  }

  function issueBody(issue: FakeIssue, base: string): Record<string, unknown> {
    const url = `${base}/repos/${repository}/issues/${issue.number}`;
    const kind = issue.pull_request ? 'pull' : 'issues';
    const html = `${serverUrl}/${repository}/${kind}/${issue.number}`;
    const body: Record<string, unknown> = {
      id: 900_000_000 + issue.number,
      node_id: Buffer.from(`I_${issue.number}`).toString('base64'),
      url,
      repository_url: `${base}/repos/${repository}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: html,
      number: issue.number,
      state: issue.state,
      state_reason: issue.state_reason,
      title: issue.title,
      body: issue.body,
      user: simpleUser(base, issue.user),
      labels: issue.labels.map((name) =>
        labelBody(findLabel(name) ?? { name, color: 'ededed', description: null }, base),
      ),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      comments: comments.filter((c) => c.issue === issue.number).length,
      created_at: issue.created_at,
      updated_at: issue.updated_at,
      closed_at: issue.closed_at,
      author_association: 'CONTRIBUTOR',
    };
    if (issue.pull_request)
      body.pull_request = {
        url: `${base}/repos/${repository}/pulls/${issue.number}`,
        html_url: html,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        merged_at: null,
      };
    const problem = answerProblem('issue', body);
    if (problem !== undefined)
      throw new Error(`fake-github: its own issue answer does not conform: ${problem}`);
    return body;
  }

  /** What GitHub refuses of an issue's title and body beyond the schema: their lengths. */
  function checkIssueText(body: Record<string, unknown>, docs: string): void {
    if (body.title !== undefined && body.title !== null) {
      const title = String(body.title);
      if (title.trim() === '') throw validationFailed('Issue', 'title', docs, "Title can't be blank");
      if (codePoints(title) > ISSUE_TITLE_MAX)
        throw validationFailed(
          'Issue',
          'title',
          docs,
          `title is too long (maximum is ${ISSUE_TITLE_MAX} characters)`,
        );
    }
    if (typeof body.body === 'string' && codePoints(body.body) > COMMENT_MAX)
      throw validationFailed(
        'Issue',
        'body',
        docs,
        `body is too long (maximum is ${COMMENT_MAX} characters)`,
      );
  }

  function issuesRoute(
    method: string,
    rest: string,
    url: URL,
    body: Record<string, unknown>,
    base: string,
    fault: Fault | undefined,
  ): Reply {
    if (rest === '/issues' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const wanted = (url.searchParams.get('labels') ?? '')
        .split(',')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean);
      const creator = url.searchParams.get('creator');
      const sort = url.searchParams.get('sort') ?? 'created';
      const ascending = url.searchParams.get('direction') === 'asc';
      if (!['open', 'closed', 'all'].includes(state) || !['created', 'updated', 'comments'].includes(sort))
        throw validationFailed(
          'Issue',
          state === 'all' || ['open', 'closed'].includes(state) ? 'sort' : 'state',
          `${issueDocs}#list-repository-issues`,
        );
      const key = (i: FakeIssue): string | number =>
        sort === 'comments'
          ? comments.filter((c) => c.issue === i.number).length
          : sort === 'updated'
            ? i.updated_at
            : i.created_at;
      const chosen = issues
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w)))
        .filter((i) => creator === null || i.user.login.toLowerCase() === creator.toLowerCase())
        // Newest first by default; the number breaks ties, as the later issue is the newer.
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const order = x < y ? -1 : x > y ? 1 : a.number - b.number;
          return ascending ? order : -order;
        });
      return page(chosen, url, base, fault, (i) => issueBody(i, base));
    }
    if (rest === '/issues' && method === 'POST') {
      const docs = `${issueDocs}#create-an-issue`;
      checkIssuesPermission(method, docs);
      checkSchema('createIssue', body, docs);
      checkIssueText(body, docs);
      const names = ((body.labels as unknown[] | undefined) ?? []).map((l) =>
        typeof l === 'string' ? l : String((l as { name?: unknown }).name),
      );
      const issue = addIssue({
        title: String(body.title),
        body: (body.body as string | undefined) ?? '',
        labels: names.map((n) => findLabel(n)?.name ?? n),
        user: tokenUser,
      });
      return { status: 201, body: issueBody(issue, base) };
    }
    const issue = issues.find((i) => i.number === Number(rest.slice('/issues/'.length)));
    if (method === 'GET') {
      if (!issue) throw notFound(`${issueDocs}#get-an-issue`);
      return { status: 200, body: issueBody(issue, base) };
    }
    if (method === 'PATCH') {
      const docs = `${issueDocs}#update-an-issue`;
      checkIssuesPermission(method, docs);
      if (!issue) throw notFound(docs);
      checkSchema('updateIssue', body, docs);
      checkIssueText(body, docs);
      const now = isoNow();
      if (typeof body.title === 'string' || typeof body.title === 'number') issue.title = String(body.title);
      if (body.body !== undefined) issue.body = body.body as string | null;
      const state = body.state as 'open' | 'closed' | undefined;
      if (state !== undefined && state !== issue.state) {
        issue.state = state;
        issue.closed_at = state === 'closed' ? now : null;
        issue.state_reason =
          state === 'closed' ? ((body.state_reason as string | undefined) ?? 'completed') : 'reopened';
      }
      issue.updated_at = now;
      return { status: 200, body: issueBody(issue, base) };
    }
    throw notFound();
  }

  function labelsRoute(method: string, rest: string, body: Record<string, unknown>, base: string): Reply {
    if (rest === '/labels' && method === 'POST') {
      const docs = `${labelDocs}#create-a-label`;
      checkIssuesPermission(method, docs);
      checkSchema('createLabel', body, docs);
      const name = body.name as string;
      if (findLabel(name))
        throw new Refusal({
          status: 422,
          body: {
            message: 'Validation Failed',
            errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
            documentation_url: docs,
            status: '422',
          },
        });
      const color = (body.color as string | undefined) ?? 'ededed';
      if (name.trim() === '' || !/^[0-9a-fA-F]{6}$/.test(color))
        throw validationFailed('Label', name.trim() === '' ? 'name' : 'color', docs);
      const description = (body.description as string | undefined) ?? null;
      if (description !== null && codePoints(description) > LABEL_DESCRIPTION_MAX)
        throw validationFailed(
          'Label',
          'description',
          docs,
          `description is too long (maximum is ${LABEL_DESCRIPTION_MAX} characters)`,
        );
      return { status: 201, body: labelBody(addLabel(name, color, description), base) };
    }
    if (method === 'GET' && rest.startsWith('/labels/')) {
      const label = findLabel(decodeURIComponent(rest.slice('/labels/'.length)));
      if (!label) throw notFound(`${labelDocs}#get-a-label`);
      const answer = labelBody(label, base);
      const problem = answerProblem('label', answer);
      if (problem !== undefined)
        throw new Error(`fake-github: its own label answer does not conform: ${problem}`);
      return { status: 200, body: answer };
    }
    throw notFound();
  }

  // ------------------------------------------------------------------------------ deployments

  const deploymentsPermission = options.deployments ?? 'write';

  /** 403 when the token may not do this to deployments. */
  function checkDeploymentsPermission(method: string, docs: string): void {
    const needed = method === 'GET' ? ['read', 'write'] : ['write'];
    if (!needed.includes(deploymentsPermission))
      throw new Refusal({
        status: 403,
        body: { message: 'Resource not accessible by integration', documentation_url: docs, status: '403' },
      });
  }

  function deploymentsRoute(
    method: string,
    rest: string,
    url: URL,
    body: Record<string, unknown>,
    base: string,
    fault: Fault | undefined,
  ): Reply {
    if (rest === '/deployments' && method === 'GET') {
      checkDeploymentsPermission(method, `${DOCS}/deployments/deployments#list-deployments`);
      const filters = ['environment', 'task', 'ref', 'sha'] as const;
      const chosen = deployments
        .filter((d) => filters.every((f) => !url.searchParams.has(f) || url.searchParams.get(f) === d[f]))
        .reverse();
      return page(chosen, url, base, fault, (d) => deploymentBody(d, base));
    }
    if (rest === '/deployments' && method === 'POST') {
      checkDeploymentsPermission(method, deploymentDocs);
      checkSchema('createDeployment', body, deploymentDocs);
      const ref = body.ref as string;
      if (options.refs !== undefined && !options.refs.includes(ref) && !/^[0-9a-f]{40}$/.test(ref))
        throw new Refusal({
          status: 422,
          body: { message: `No ref found for: ${ref}`, documentation_url: deploymentDocs, status: '422' },
        });
      const environment = (body.environment as string | undefined) ?? 'production';
      const deployment = addDeployment({
        ref,
        environment,
        task: (body.task as string | undefined) ?? 'deploy',
        payload: body.payload ?? '',
        description: (body.description as string | null | undefined) ?? null,
        transient_environment: (body.transient_environment as boolean | undefined) ?? false,
        production_environment:
          (body.production_environment as boolean | undefined) ?? environment === 'production',
      });
      return { status: 201, body: deploymentBody(deployment, base) };
    }
    const statuses = /^\/deployments\/(\d+)\/statuses$/.exec(rest);
    const deployment = statuses ? deployments.find((d) => d.id === Number(statuses[1])) : undefined;
    if (statuses && method === 'GET') {
      checkDeploymentsPermission(method, `${DOCS}/deployments/statuses#list-deployment-statuses`);
      if (!deployment) throw notFound(`${DOCS}/deployments/statuses#list-deployment-statuses`);
      const newest = [...deployment.statuses].reverse();
      return page(newest, url, base, fault, (st) => statusBody(st, deployment, base));
    }
    if (statuses && method === 'POST') {
      checkDeploymentsPermission(method, statusDocs);
      if (!deployment) throw notFound(statusDocs);
      checkSchema('createDeploymentStatus', body, statusDocs);
      const description = (body.description as string | undefined) ?? '';
      if (codePoints(description) > DEPLOYMENT_DESCRIPTION_MAX)
        throw validationFailed(
          'DeploymentStatus',
          'description',
          statusDocs,
          `description is too long (maximum is ${DEPLOYMENT_DESCRIPTION_MAX} characters)`,
        );
      const status = addStatus(deployment, {
        state: body.state as string,
        description,
        log_url: (body.log_url as string | undefined) ?? (body.target_url as string | undefined) ?? '',
        environment: (body.environment as string | undefined) ?? deployment.environment,
      });
      if (status.state === 'success' && body.auto_inactive !== false) deactivateEarlier(deployment);
      return { status: 201, body: statusBody(status, deployment, base) };
    }
    throw notFound();
  }

  /** auto_inactive: the environment's earlier non-production, non-transient deployments that had succeeded. */
  function deactivateEarlier(latest: FakeDeployment): void {
    for (const d of deployments) {
      if (d.id >= latest.id || d.environment !== latest.environment) continue;
      if (d.production_environment || d.transient_environment) continue;
      if (d.statuses.at(-1)?.state === 'success')
        addStatus(d, { state: 'inactive', description: '', log_url: '', environment: d.environment });
    }
  }

  function addDeployment(
    fields: Omit<FakeDeployment, 'id' | 'sha' | 'created_at' | 'statuses' | 'creator'> & {
      created_at?: string;
      creator?: FakeUser;
    },
  ): FakeDeployment {
    const deployment: FakeDeployment = {
      creator: tokenUser,
      ...fields,
      id: nextId++,
      sha: shaOf(fields.ref),
      created_at: fields.created_at ?? isoNow(),
      statuses: [],
    };
    deployments.push(deployment);
    return deployment;
  }

  function addStatus(
    deployment: FakeDeployment,
    fields: Omit<FakeDeploymentStatus, 'id' | 'created_at'>,
  ): FakeDeploymentStatus {
    const status: FakeDeploymentStatus = { ...fields, id: nextId++, created_at: isoNow() };
    deployment.statuses.push(status);
    return status;
  }

  function seedDeployment(spec: SeededDeployment): FakeDeployment {
    const deployment = addDeployment({
      ref: spec.ref,
      environment: spec.environment,
      task: spec.task ?? 'deploy:orchestration',
      payload: spec.payload ?? '',
      description: null,
      transient_environment: false,
      production_environment: spec.production_environment ?? spec.environment === 'production',
      ...(spec.created_at !== undefined && { created_at: spec.created_at }),
      ...(spec.creator !== undefined && { creator: { ...spec.creator } }),
    });
    for (const st of spec.statuses ?? [])
      addStatus(deployment, {
        state: st.state,
        description: st.description ?? '',
        log_url: st.log_url ?? '',
        environment: spec.environment,
      });
    return deployment;
  }

  /** A simple-user as GitHub writes one (every field its schema requires); by default the token's. */
  function simpleUser(base: string, user: FakeUser = tokenUser): Record<string, unknown> {
    const { login, type } = user;
    const api = `${base}/users/${encodeURIComponent(login)}`;
    // The Actions bot's real id and avatar; any other user a stable id of its own.
    const actionsBot = login === 'github-actions[bot]';
    const id = actionsBot ? 41898282 : parseInt(shaOf(login).slice(0, 7), 16);
    const page = type === 'Bot' ? `apps/${login.replace(/\[bot\]$/, '')}` : encodeURIComponent(login);
    return {
      login,
      id,
      node_id: Buffer.from(`${type === 'Bot' ? '03:Bot' : '04:User'}${id}`).toString('base64'),
      avatar_url: actionsBot
        ? 'https://avatars.githubusercontent.com/in/15368?v=4'
        : `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: api,
      html_url: `${serverUrl}/${page}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type,
      site_admin: false,
    };
  }

  function deploymentBody(d: FakeDeployment, base: string): Record<string, unknown> {
    const url = `${base}/repos/${repository}/deployments/${d.id}`;
    return {
      url,
      id: d.id,
      node_id: `DE_${d.id}`,
      sha: d.sha,
      ref: d.ref,
      task: d.task,
      payload: d.payload,
      original_environment: d.environment,
      environment: d.environment,
      description: d.description,
      creator: simpleUser(base, d.creator),
      created_at: d.created_at,
      updated_at: d.statuses.at(-1)?.created_at ?? d.created_at,
      statuses_url: `${url}/statuses`,
      repository_url: `${base}/repos/${repository}`,
      transient_environment: d.transient_environment,
      production_environment: d.production_environment,
    };
  }

  function statusBody(st: FakeDeploymentStatus, d: FakeDeployment, base: string): Record<string, unknown> {
    const deploymentUrl = `${base}/repos/${repository}/deployments/${d.id}`;
    return {
      url: `${deploymentUrl}/statuses/${st.id}`,
      id: st.id,
      node_id: `DES_${st.id}`,
      state: st.state,
      creator: simpleUser(base),
      description: st.description,
      environment: st.environment,
      target_url: st.log_url,
      log_url: st.log_url,
      created_at: st.created_at,
      updated_at: st.created_at,
      deployment_url: deploymentUrl,
      repository_url: `${base}/repos/${repository}`,
    };
  }

  /** One page of a list (per_page, default 30, at most 100; page from 1), with GitHub's Link header. */
  function page<T>(
    all: readonly T[],
    url: URL,
    base: string,
    fault: Fault | undefined,
    render: (item: T) => unknown,
  ): Reply {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
    const asked = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const misread = fault?.kind === 'ignore-page' || fault?.kind === 'endless-pages';
    const shown = misread ? 1 : asked;
    const last = fault?.kind === 'endless-pages' ? asked + 1 : Math.max(1, Math.ceil(all.length / perPage));
    const link = (p: number, rel: string) => {
      const next = new URL(url.pathname + url.search, base);
      next.searchParams.set('per_page', String(perPage));
      next.searchParams.set('page', String(p));
      return `<${next.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (fault?.kind === 'foreign-next-link')
      links.push(`<${fault.nextLink ?? 'https://elsewhere.example/'}>; rel="next"`);
    else if (asked < last) links.push(link(asked + 1, 'next'), link(last, 'last'));
    if (asked > 1) links.push(link(1, 'first'), link(asked - 1, 'prev'));
    return {
      status: 200,
      body: all.slice((shown - 1) * perPage, shown * perPage).map(render),
      ...(links.length ? { headers: { link: links.join(', ') } } : {}),
    };
  }

  /** `GET /user`: the personal token's user; an installation token may not ask. */
  function authenticatedUser(base: string): Reply {
    if (tokenUser.type === 'Bot') {
      throw new Refusal({
        status: 403,
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
          status: '403',
        },
      });
    }
    const { login, type } = tokenUser;
    return {
      status: 200,
      body: { login, id: 583231, node_id: 'MDQ6VXNlcjU4MzIzMQ==', type, url: `${base}/users/${login}` },
    };
  }

  function addComment(issue: number, body: string, user: FakeUser): FakeComment {
    const id = nextId++;
    const comment: FakeComment = {
      id,
      issue,
      body,
      html_url: `${serverUrl}/${repository}/${isIssue(issue) ? 'issues' : 'pull'}/${issue}#issuecomment-${id}`,
      user: { ...user },
    };
    comments.push(comment);
    return comment;
  }

  /** The answer of a fault that answers (all but hang and reset, and the pagination kinds). */
  function faultReply(fault: Fault, docs: string): Reply {
    const resetAt = fault.resetAt ?? Math.floor(Date.now() / 1000) + (fault.resetAfterSeconds ?? 1);
    const limitHeaders = {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '5000',
      'x-ratelimit-reset': String(resetAt),
      'x-ratelimit-resource': 'core',
    };
    const retryAfter = String(
      fault.resetAfterSeconds ?? Math.max(0, resetAt - Math.floor(Date.now() / 1000)),
    );
    switch (fault.kind) {
      case 'forbidden':
        return {
          status: 403,
          body: { message: 'Resource not accessible by integration', documentation_url: docs, status: '403' },
        };
      case 'not-found':
        return { status: 404, body: { message: 'Not Found', documentation_url: docs, status: '404' } };
      case 'rate-limit':
        return {
          status: 429,
          headers: { ...limitHeaders, 'retry-after': retryAfter },
          body: {
            message: 'API rate limit exceeded for installation ID 1.',
            documentation_url: docs,
            status: '429',
          },
        };
      case 'rate-limit-403':
        return {
          status: 403,
          headers: limitHeaders,
          body: {
            message: 'API rate limit exceeded for installation ID 1.',
            documentation_url: docs,
            status: '403',
          },
        };
      case 'secondary-rate-limit':
        // GitHub's words; the remaining count of the primary limit is not 0.
        return {
          status: 403,
          headers: {
            'retry-after': retryAfter,
            'x-ratelimit-remaining': '4990',
            'x-ratelimit-limit': '5000',
          },
          body: {
            message:
              'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:1111:2222.',
            documentation_url:
              'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: '403',
          },
        };
      case 'server-error':
        return { status: 500, body: { message: 'Server Error', status: '500' } };
      case 'raw':
        return {
          status: fault.status ?? 200,
          body: fault.body ?? '',
          raw: true,
          contentType: fault.contentType,
          ...(fault.headers ? { headers: fault.headers } : {}),
        };
      default:
        throw new Error(`fake-github: ${fault.kind} has no answer of its own`);
    }
  }

  function matchFault(method: string, path: string): Fault | undefined {
    const fault = faults.find(
      (f) =>
        f.left > 0 &&
        (!f.method || f.method === method) &&
        (!f.path || (typeof f.path === 'string' ? path.includes(f.path) : f.path.test(path))),
    );
    if (fault && (fault.skip ?? 0) > 0) {
      fault.skip = (fault.skip ?? 0) - 1;
      return undefined;
    }
    if (fault) fault.left--;
    return fault;
  }

  function authorize(headers: IncomingHttpHeaders): Refusal | undefined {
    const auth = headers.authorization ?? '';
    const match = /^(?:token|bearer) (\S+)$/i.exec(auth);
    if (!match) {
      return new Refusal({
        status: 401,
        body: { message: 'Requires authentication', documentation_url: DOCS, status: '401' },
      });
    }
    if (options.token !== undefined && match[1] !== options.token) {
      return new Refusal({
        status: 401,
        body: { message: 'Bad credentials', documentation_url: DOCS, status: '401' },
      });
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
    const seq = arrived++;
    const beside = inFlight++;
    // Answered, reset or left hanging until the fake stops: no longer in flight.
    let open = true;
    const settled = () => {
      if (open) inFlight--;
      open = false;
    };
    res.once('close', settled);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const text = raw.toString('utf8');
    let body: unknown;
    let parseFailed = false;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname + url.search;
    const record = (status: number) =>
      requests.push({ method, path, headers: req.headers, body, bytes: raw.length, status, beside });
    const delay = options.delayMs?.({ method, path, seq }) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    let reply: Reply;
    const fault = authorize(req.headers) ? undefined : matchFault(method, path);
    const misbehaves = fault !== undefined && MISBEHAVIOURS.has(fault.kind);
    if (misbehaves && !fault.afterProcessing && !answers(fault, req, res, record)) return;
    try {
      const refusal = authorize(req.headers);
      if (refusal) throw refusal;
      // Refusals, and answers that go astray before anything was done.
      if (fault && !PAGINATION_FAULTS.has(fault.kind) && !(misbehaves && fault.afterProcessing))
        throw new Refusal(faultReply(fault, checkRunDocs));
      if (parseFailed) {
        throw new Refusal({
          status: 400,
          body: { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' },
        });
      }
      reply = route(method, url, body, base, fault);
      // Carried out; now the answer goes astray.
      if (misbehaves && fault.afterProcessing) {
        if (!answers(fault, req, res, record)) return;
        reply = faultReply(fault, checkRunDocs);
      }
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      reply = err.reply;
    }
    record(reply.status);
    const payload = reply.raw ? String(reply.body) : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'content-type': reply.contentType ?? 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'x-github-media-type': 'github.v3; format=json',
      ...(reply.headers ?? {}),
    });
    // Before the answer leaves: a client that sends its next request on it finds this one settled.
    settled();
    res.end(payload);
  }

  /** hang and reset answer nothing (false); the other misbehaviours answer (true). */
  function answers(
    fault: Fault,
    req: IncomingMessage,
    res: ServerResponse,
    record: (status: number) => void,
  ): boolean {
    if (fault.kind === 'hang') {
      record(0);
      hanging.add(res);
      return false;
    }
    if (fault.kind === 'reset') {
      record(0);
      req.socket.destroy();
      return false;
    }
    return true;
  }

  const server = createServer((req, res) => {
    handle(req, res, base).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `fake-github bug: ${String(err)}` }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    requests,
    checkRuns,
    comments,
    deployments,
    issues,
    labels,
    seedIssue: addIssue,
    seedIssues: (specs) => {
      for (const spec of specs) addIssue(spec);
    },
    seedLabel: (name) => findLabel(name) ?? addLabel(name),
    seedDeployment,
    seedComment: (issue, text, author = { login: 'someone', type: 'User' }) =>
      addComment(issue, text, author),
    seedOwnComment: (issue, text) => addComment(issue, text, tokenUser),
    seedCommit: (ref, files) => {
      commits.set(ref, new Map(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)])));
    },
    fail: (fault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    clearFaults: () => {
      faults = [];
    },
    stop: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Request lines (`GET /user 403`, …) with each run of reads sorted: a step asks some reads at once
 * (the comment's identity and its first list page), so they arrive in either order, while every
 * write stays where it was sent.
 */
export function settledOrder(lines: readonly string[]): string[] {
  const out: string[] = [];
  let reads: string[] = [];
  for (const line of lines) {
    if (line.startsWith('GET ')) {
      reads.push(line);
      continue;
    }
    out.push(...reads.sort(), line);
    reads = [];
  }
  return [...out, ...reads.sort()];
}
