// /__emulator/*: inspection and faults for an emulator run as a separate process. No token: these
// routes exist only on loopback and are not part of the emulated service.
import { type FaultQueue, parseFaultSpec } from './faults.js';
import { type Reply, failed } from './http.js';
import type { Store } from './store.js';
import { ownEntry } from './validate.js';

export const CONTROL_PREFIX = '/__emulator';

export interface RequestLogEntry {
  method: string;
  /** Query string included. */
  path: string;
  /** 0 while unanswered, and for requests a fault never answered (hang, resets). */
  status: number;
  /** Secret values replaced by '***'; undefined when absent or not JSON. */
  body: unknown;
  /** Ms since the epoch, on the emulator's clock (a test's fake one, if given). */
  at: number;
}

export interface ControlContext {
  store: Store;
  faults: FaultQueue;
  requests: RequestLogEntry[];
  connectionsOpened(): number;
}

const json = (status: number, body: unknown): Reply => ({ status, body });

/** All or none: one bad fault refuses the request. */
function addFaults(ctx: ControlContext, raw: Buffer): Reply {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    (Array.isArray(parsed) ? parsed : [parsed]).map(parseFaultSpec).forEach((spec) => ctx.faults.add(spec));
  } catch (err) {
    return failed(400, `Invalid fault: ${err instanceof Error ? err.message : String(err)}`);
  }
  return json(201, { faults: ctx.faults.list() });
}

/** Route, then method, in the order the Allow header lists them. */
const ROUTES: Record<string, Record<string, (ctx: ControlContext, raw: Buffer) => Reply>> = {
  '/faults': {
    GET: (ctx) => json(200, { faults: ctx.faults.list() }),
    POST: addFaults,
    DELETE: (ctx) => {
      ctx.faults.clear();
      return json(200, { faults: [] });
    },
  },
  '/requests': {
    GET: (ctx) => json(200, { requests: ctx.requests }),
    DELETE: (ctx) => json(200, { cleared: ctx.requests.splice(0).length }),
  },
  '/deployments': { GET: (ctx) => json(200, { deployments: ctx.store.state.deployments }) },
  '/runs': { GET: (ctx) => json(200, { runs: ctx.store.state.runs }) },
  '/state': { GET: (ctx) => json(200, ctx.store.state) },
  '/stats': {
    GET: (ctx) => json(200, { connectionsOpened: ctx.connectionsOpened(), requests: ctx.requests.length }),
  },
};

export function handleControl(ctx: ControlContext, method: string, path: string, raw: Buffer): Reply {
  const methods = ownEntry(ROUTES, path.slice(CONTROL_PREFIX.length));
  if (!methods) return failed(404, `No emulator control route ${path}`);
  const handle = ownEntry(methods, method);
  if (!handle) return failed(405, `Method ${method} not allowed`, { allow: Object.keys(methods).join(', ') });
  return handle(ctx, raw);
}
