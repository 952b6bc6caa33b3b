// Injected faults: the ways a real network path (gateway, proxy, load balancer) misbehaves, so a
// client's retry and "maybe scheduled" logic can be tested against something that fails on purpose.
// Faults are off until injected, apply to API routes only, and are used up one request at a time;
// what each one answers is fault-answers.ts.
import { isPlainObject } from './validate.js';

export const FAULT_KINDS = [
  'status-503',
  'status-429',
  'status-500',
  'html-502',
  'html-504',
  'slow',
  'hang',
  'reset-before',
  'reset-after',
  /** The service does the work, then a proxy in front of it answers 503 with a text page. */
  'proxy-503-after',
  /** The service does the work; its own answer arrives with status 503 (or 429) instead of 200. */
  'status-503-after',
  'status-429-after',
  /** Refused with 400, the message quoting the raw request body (secrets JSON-escaped in it). */
  'echo-body',
  /** 200 and a JSON body that never ends: results are streamed until the client hangs up. */
  'endless-body',
  /** The answer, gzip-compressed with Content-Encoding: gzip, as a proxy may send it. */
  'gzip',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  kind: FaultKind;
  /** Match only this method. */
  method?: string;
  /** Match requests whose path starts with this string / matches this regex. */
  path?: string | RegExp;
  /** How many matching requests get it (default 1). */
  times?: number;
  /** For 503/429: the Retry-After header, in seconds. */
  retryAfterSeconds?: number;
  /** For 'slow': answer (normally) after this delay. */
  delayMs?: number;
}

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
}

export class FaultQueue {
  private active: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    this.active.push({ spec: { ...spec }, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.active = [];
  }

  /** The first fault matching this request, used up by one; undefined when none applies. */
  take(method: string, path: string): FaultSpec | undefined {
    const hit = this.active.find((f) => matches(f.spec, method, path));
    if (!hit) return undefined;
    if (--hit.remaining <= 0) this.active.splice(this.active.indexOf(hit), 1);
    return hit.spec;
  }

  /** For the control route: what is still armed (regexes shown as their source). */
  list(): unknown[] {
    return this.active.map(({ spec, remaining }) => ({
      ...spec,
      ...(spec.path instanceof RegExp ? { path: String(spec.path) } : {}),
      remaining,
    }));
  }
}

function matches(spec: FaultSpec, method: string, path: string): boolean {
  if (spec.method !== undefined && spec.method.toUpperCase() !== method.toUpperCase()) return false;
  if (spec.path === undefined) return true;
  return typeof spec.path === 'string' ? path.startsWith(spec.path) : spec.path.test(path);
}

/** Checks a fault arriving as JSON (control route) or built by the CLI; throws a one-line message. */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (!isPlainObject(input)) throw new Error('a fault must be a JSON object');
  const o = input;
  for (const key of Object.keys(o))
    if (!['kind', 'method', 'path', 'times', 'retryAfterSeconds', 'delayMs'].includes(key))
      throw new Error(`unknown fault field "${key}"`);
  if (typeof o.kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(o.kind))
    throw new Error(`fault kind must be one of ${FAULT_KINDS.join(', ')}`);
  const spec: FaultSpec = { kind: o.kind as FaultKind };
  if (o.method !== undefined) {
    if (typeof o.method !== 'string' || o.method === '') throw new Error('fault method must be a string');
    spec.method = o.method.toUpperCase();
  }
  if (o.path !== undefined) {
    if (typeof o.path !== 'string' || !o.path.startsWith('/'))
      throw new Error('fault path must be a string starting with /');
    spec.path = o.path;
  }
  const count = (key: 'times' | 'retryAfterSeconds' | 'delayMs', min: number): void => {
    const v = o[key];
    if (v === undefined) return;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
      throw new Error(`fault ${key} must be an integer >= ${min}`);
    spec[key] = v;
  };
  count('times', 1);
  count('retryAfterSeconds', 0);
  count('delayMs', 0);
  return spec;
}
