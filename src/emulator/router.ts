// Every route of the emulated service, and what they share: the token (checked before routing, as a
// gateway would), matching, the JSON body, and refusals in the service's words. Methods and paths
// are the API client's own (service/endpoints.ts), so the two cannot disagree.
import type { IncomingHttpHeaders } from 'node:http';
import { ENDPOINTS } from '../service/endpoints.js';
import { type Reply, Refusal, badRequest, failed, failureMessage } from './http.js';
import { addConnection, getConnection, updateConnection } from './routes/connections.js';
import { deployProject } from './routes/deploy.js';
import { createFabric, updateFabric } from './routes/fabrics.js';
import { pipelineStatus, triggerPipeline } from './routes/pipelines.js';
import { addSecret, getSecret, listSecrets, updateSecret } from './routes/secrets.js';
import { runTests } from './routes/tests.js';
import type { Store } from './store.js';

/** Holds every `:name` of the route's pattern, URL-decoded. */
export type Params = Record<string, string>;

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  pattern: RegExp;
  /** Starts every failure message, as the service's do. */
  operation: string;
  /** Failures carry their reason in `error` too, the field clients read for this route. */
  reasonInError?: true;
  /** For a route whose failures are worded in `msg`, after this, not in `message`. */
  msg?: string;
  handle(store: Store, body: unknown, params: Params): Reply;
}

function route(
  endpoint: { method: Route['method']; pattern: string },
  operation: string,
  handle: Route['handle'],
  more: Pick<Route, 'reasonInError' | 'msg'> = {},
): Route {
  const pattern = new RegExp(`^${endpoint.pattern.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
  return { method: endpoint.method, pattern, operation, handle, ...more };
}

const ROUTES: readonly Route[] = [
  route(ENDPOINTS.runTests, 'Test run', runTests),
  route(ENDPOINTS.deployProject, 'Deployment', deployProject, { reasonInError: true }),
  route(ENDPOINTS.createFabric, 'Fabric creation', createFabric),
  route(ENDPOINTS.updateFabric, 'Update Fabric', updateFabric),
  route(ENDPOINTS.addConnection, 'Add Connection', addConnection),
  route(ENDPOINTS.getConnection, 'Get connection', getConnection),
  route(ENDPOINTS.updateConnection, 'Update Connection', updateConnection),
  route(ENDPOINTS.addSecret, 'Add Secret', addSecret),
  route(ENDPOINTS.listSecrets, 'List Secrets', listSecrets),
  route(ENDPOINTS.updateSecret, 'Update Secret', updateSecret),
  route(ENDPOINTS.getSecret, 'Get Secret', getSecret),
  route(ENDPOINTS.triggerPipeline, 'Trigger Pipeline', triggerPipeline, {
    msg: 'error in triggering pipeline',
  }),
  route(ENDPOINTS.pipelineStatus, 'Get Pipeline Status', pipelineStatus, {
    msg: 'error in getting pipeline status',
  }),
];

function matchRoute(method: string, path: string): { route: Route; params: Params } | { allow: string } {
  const allow: string[] = [];
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    let params: Params;
    try {
      params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      );
    } catch {
      continue; // A parameter that is not valid percent-encoding matches nothing.
    }
    if (route.method === method) return { route, params };
    allow.push(route.method);
  }
  return { allow: allow.join(', ') };
}

/** For injected 500s, whatever the method. */
export function operationFor(method: string, path: string): string {
  const m = matchRoute(method, path);
  return 'route' in m ? m.route.operation : 'Request';
}

function failure(status: number, route: Route, reason: string): Reply {
  if (route.msg) return { status, body: { success: false, msg: `${route.msg}: ${reason}` } };
  const message = failureMessage(route.operation, reason);
  return { status, body: { success: false, message, ...(route.reasonInError ? { error: reason } : {}) } };
}

export function dispatch(
  store: Store,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  raw: Buffer,
): Reply {
  const token = headers['x-auth-token'];
  if (typeof token !== 'string' || !store.state.tokens.includes(token))
    return failed(401, 'Unauthorized: missing or invalid X-AUTH-TOKEN');

  const match = matchRoute(method, path);
  if (!('route' in match)) {
    const { allow } = match;
    if (!allow) return failed(404, `No route for ${method} ${path}`);
    return failed(405, `Method ${method} is not allowed on ${path} (allowed: ${allow})`, { allow });
  }

  const { route, params } = match;
  try {
    return route.handle(store, route.method === 'GET' ? undefined : jsonBody(headers, raw), params);
  } catch (err) {
    if (err instanceof Refusal) return failure(err.status, route, err.message);
    const detail = err instanceof Error ? err.message : String(err);
    return failure(500, route, `internal emulator error: ${detail}`);
  }
}

function jsonBody(headers: IncomingHttpHeaders, raw: Buffer): unknown {
  const type = headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new Refusal(415, `Content-Type must be application/json, not ${type || 'missing'}`);
  if (raw.length === 0) throw badRequest('request body is required');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('request body is not valid JSON');
  }
}
