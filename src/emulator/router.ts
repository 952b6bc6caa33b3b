// The ten API routes and everything every one of them shares: the token check (as a gateway
// would do it, before routing), 404/405, the JSON body, and turning refusals into the service's
// `{success: false, message: "<Operation> failed due to : <reason>"}` bodies.
import type { IncomingHttpHeaders } from 'node:http';
import { ENDPOINTS } from '../service/endpoints.js';
import { type Reply, ApiError, failureMessage } from './http.js';
import { addConnection, getConnection } from './routes/connections.js';
import { DEPLOY_OPERATION, deployProject } from './routes/deploy.js';
import { createFabric, updateFabric } from './routes/fabrics.js';
import { addSecret, getSecret, listSecrets, updateSecret } from './routes/secrets.js';
import { runTests } from './routes/tests.js';
import type { Store } from './state.js';

type Params = Record<string, string>;

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** Segments; `:name` captures one (URL-decoded) segment. */
  pattern: string;
  /** Starts every failure message, as the service's do. */
  operation: string;
  handle(store: Store, params: Params, body: unknown): Reply;
}

// Methods and paths are the API client's own table (api/endpoints.ts): the two cannot disagree.
export const ROUTES: readonly Route[] = [
  {
    ...at(ENDPOINTS.runTests),
    operation: 'Test run',
    handle: (s, _p, b) => runTests(s, b),
  },
  {
    ...at(ENDPOINTS.deployProject),
    operation: DEPLOY_OPERATION,
    handle: (s, _p, b) => deployProject(s, b),
  },
  {
    ...at(ENDPOINTS.createFabric),
    operation: 'Fabric creation',
    handle: (s, _p, b) => createFabric(s, b),
  },
  {
    ...at(ENDPOINTS.updateFabric),
    operation: 'Update Fabric',
    handle: (s, p, b) => updateFabric(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.addConnection),
    operation: 'Add Connection',
    handle: (s, p, b) => addConnection(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.getConnection),
    operation: 'Get connection',
    handle: (s, p) => getConnection(s, p.fabricId ?? '', p.connectionName ?? ''),
  },
  {
    ...at(ENDPOINTS.addSecret),
    operation: 'Add Secret',
    handle: (s, p, b) => addSecret(s, p.fabricId ?? '', b),
  },
  {
    ...at(ENDPOINTS.listSecrets),
    operation: 'List Secrets',
    handle: (s, p) => listSecrets(s, p.fabricId ?? ''),
  },
  {
    ...at(ENDPOINTS.updateSecret),
    operation: 'Update Secret',
    handle: (s, p, b) => updateSecret(s, p.fabricId ?? '', p.secretId ?? '', b),
  },
  {
    ...at(ENDPOINTS.getSecret),
    operation: 'Get Secret',
    handle: (s, p) => getSecret(s, p.fabricId ?? '', p.secretId ?? ''),
  },
];

function at(endpoint: { method: Route['method']; pattern: string }): Pick<Route, 'method' | 'pattern'> {
  return { method: endpoint.method, pattern: endpoint.pattern };
}

const compiled = ROUTES.map((route) => ({ route, segments: route.pattern.split('/') }));

function matchPattern(segments: string[], parts: string[]): Params | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] ?? '';
    const part = parts[i] ?? '';
    if (seg.startsWith(':')) {
      if (part === '') return undefined;
      try {
        params[seg.slice(1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (seg !== part) return undefined;
  }
  return params;
}

export type RouteMatch =
  | { kind: 'route'; route: Route; params: Params }
  | { kind: 'not-found' }
  | { kind: 'wrong-method'; allow: string[] };

export function matchRoute(method: string, path: string): RouteMatch {
  const parts = path.split('/');
  const allow: string[] = [];
  for (const { route, segments } of compiled) {
    const params = matchPattern(segments, parts);
    if (!params) continue;
    if (route.method === method) return { kind: 'route', route, params };
    allow.push(route.method);
  }
  return allow.length ? { kind: 'wrong-method', allow } : { kind: 'not-found' };
}

/** The operation name a path belongs to (for injected 500s), whatever the method. */
export function operationFor(method: string, path: string): string {
  const m = matchRoute(method, path);
  if (m.kind === 'route') return m.route.operation;
  return 'Request';
}

function failure(status: number, operation: string, reason: string): Reply {
  const body: Record<string, unknown> = { success: false, message: failureMessage(operation, reason) };
  // Deploy failures carry their detail in `error` too, the field clients read for deploys.
  if (operation === DEPLOY_OPERATION) body.error = reason;
  return { status, body };
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: missing or invalid X-AUTH-TOKEN';

/** Everything between "a request arrived" and "this is the answer", for API paths. */
export function dispatch(
  store: Store,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  raw: Buffer,
): Reply {
  const token = headers['x-auth-token'];
  if (typeof token !== 'string' || !store.state.tokens.includes(token))
    return { status: 401, body: { success: false, message: UNAUTHORIZED_MESSAGE } };

  const match = matchRoute(method, path);
  if (match.kind === 'not-found')
    return { status: 404, body: { success: false, message: `No route for ${method} ${path}` } };
  if (match.kind === 'wrong-method')
    return {
      status: 405,
      headers: { allow: match.allow.join(', ') },
      body: {
        success: false,
        message: `Method ${method} is not allowed on ${path} (allowed: ${match.allow.join(', ')})`,
      },
    };

  const { route, params } = match;
  let body: unknown;
  if (route.method !== 'GET') {
    const type = headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type))
      return failure(415, route.operation, `Content-Type must be application/json, not ${type || 'missing'}`);
    if (raw.length === 0) return failure(400, route.operation, 'request body is required');
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return failure(400, route.operation, 'request body is not valid JSON');
    }
  }
  try {
    return route.handle(store, params, body);
  } catch (err) {
    if (err instanceof ApiError) return failure(err.status, route.operation, err.reason);
    const detail = err instanceof Error ? err.message : String(err);
    return failure(500, route.operation, `internal emulator error: ${detail}`);
  }
}
