// What every API route shares: the token (checked before routing, as a gateway would), matching,
// the JSON body, and refusals in the service's words.
import type { IncomingHttpHeaders } from 'node:http';
import { type Reply, Refusal, failureMessage } from './http.js';
import { type Params, ROUTES, type Route } from './routes/table.js';
import type { Store } from './store.js';

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

type RouteMatch =
  | { kind: 'route'; route: Route; params: Params }
  | { kind: 'not-found' }
  | { kind: 'wrong-method'; allow: string[] };

function matchRoute(method: string, path: string): RouteMatch {
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

/** For injected 500s, whatever the method. */
export function operationFor(method: string, path: string): string {
  const m = matchRoute(method, path);
  if (m.kind === 'route') return m.route.operation;
  return 'Request';
}

function failure(status: number, route: Route, reason: string): Reply {
  if (route.failure) return { status, body: route.failure(reason) };
  const body: Record<string, unknown> = { success: false, message: failureMessage(route.operation, reason) };
  if (route.reasonInError) body.error = reason;
  return { status, body };
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: missing or invalid X-AUTH-TOKEN';

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
      return failure(415, route, `Content-Type must be application/json, not ${type || 'missing'}`);
    if (raw.length === 0) return failure(400, route, 'request body is required');
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return failure(400, route, 'request body is not valid JSON');
    }
  }
  try {
    return route.handle(store, params, body);
  } catch (err) {
    if (err instanceof Refusal) return failure(err.status, route, err.reason);
    const detail = err instanceof Error ? err.message : String(err);
    return failure(500, route, `internal emulator error: ${detail}`);
  }
}
