/**
 * One call to GitHub through the toolkit's Octokit. Octokit builds each request (the URL template,
 * the query, the JSON body) and finds the next page; its fetch (the documented `request.fetch`)
 * hands the request to the client's transport and keeps GitHub's answer, or why there was none.
 * The action reads that answer itself, as Octokit would not: Octokit takes a redirect for a
 * success, and its paginator ends quietly on a 409 and reads `null` or an empty body as an empty
 * page (after which a second pull-request comment would be written).
 */
import { Response } from 'undici';
import type { HttpAnswer, HttpRequest } from '../http/transport.js';
import { parseJsonOr } from '../common/json.js';
import { GitHubRequestError } from './answers.js';
import type { Octokit, Route, RouteMethod } from './route.js';
import { refusalOf } from './rules.js';

/** What the transport is handed: the method and body Octokit made, and the address it asked for. */
export type Sending = Pick<HttpRequest, 'method' | 'body'> & { url: string };
/** What of its route the transport is told: whether, and how often, it may send it again. */
export type SendOptions = Pick<Route<unknown>, 'delivery' | 'singleAttempt'>;
/** Sends over the transport: GitHub's answer, or a GitHubRequestError saying why there is none. */
type Send = (route: SendOptions, name: string, request: Sending) => Promise<HttpAnswer>;
/** The fetch Octokit is given (`request.fetch`). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH'] satisfies HttpRequest['method'][];
/** How the paginator reads a `link` header. */
const NEXT_PAGE = /<([^<>]+)>;\s*rel="next"/;

export class Call<P> {
  readonly octokit: Octokit;
  readonly method: RouteMethod<P>;
  /** `POST /repos/{owner}/{repo}/check-runs`, as GitHub's reference writes it. */
  readonly name: string;
  readonly isRead: boolean;
  private readonly route: Route<P>;
  private readonly send: Send;
  private answer: HttpAnswer | undefined;
  private refusal: GitHubRequestError | undefined;

  /** `octokitWith`: an Octokit that fetches with the function given. */
  constructor(route: Route<P>, octokitWith: (fetch: Fetch) => Octokit, send: Send) {
    this.route = route;
    this.send = send;
    this.octokit = octokitWith((url, init) => this.fetch(url, init));
    this.method = route.method(this.octokit);
    const { method, url } = this.method.endpoint.DEFAULTS;
    this.name = `${method} ${url ?? ''}`;
    this.isRead = method === 'GET';
  }

  /** Octokit's paginator over this call's route, from the page `params` name. */
  pages(params: P): AsyncIterator<unknown> {
    // The paginator takes any of Octokit's methods; this one's parameters were checked where named.
    return this.octokit.paginate.iterator(this.method as never, params as never)[Symbol.asyncIterator]();
  }

  /**
   * GitHub's answer to what `sending` sent, when a 2xx: its JSON (or its text, which a schema then
   * refuses by its type), and whether it links a next page. Otherwise the error that GitHub's
   * answer, or its absence, makes.
   */
  async settle(sending: Promise<unknown>): Promise<{ data: unknown; hasNext: boolean }> {
    try {
      await sending;
    } catch (err) {
      throw (
        this.refusal ?? (this.answer && !isSuccess(this.answer) ? refusalOf(this.answer, this.name) : err)
      );
    }
    const { answer } = this;
    if (!answer) throw new Error(`${this.name}: Octokit sent no request`);
    if (!isSuccess(answer)) throw refusalOf(answer, this.name);
    const link = [answer.headers.link ?? []].flat()[0] ?? '';
    return { data: parseJsonOr(answer.text, answer.text), hasNext: NEXT_PAGE.test(link) };
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    this.answer = this.refusal = undefined;
    const method = init.method ?? 'GET';
    if (!METHODS.includes(method) || (init.body != null && typeof init.body !== 'string'))
      throw new Error(`${this.name}: Octokit asked for a ${method} request this client does not send`);
    try {
      this.answer = await this.send(this.route, this.name, {
        method: method as HttpRequest['method'],
        url,
        body: init.body ?? undefined,
      });
    } catch (err) {
      if (err instanceof GitHubRequestError) this.refusal = err;
      throw err;
    }
    const { status, headers } = this.answer;
    const fields = Object.entries(headers).flatMap(([name, value]) =>
      [value ?? []].flat().map((one): [string, string] => [name, one]),
    );
    // No body: the call reads GitHub's answer itself (settle). Handed to Octokit, a body would be
    // wrapped in a stream and read only to build an error that the call replaces.
    return new Response(null, { status, headers: fields });
  }
}

function isSuccess(answer: HttpAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}
