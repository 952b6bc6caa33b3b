// Injected faults: how a real network path misbehaves, so a client's retry and "maybe applied"
// logic meets something that fails on purpose. API routes only, used up one request at a time.
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
  /** Refused with 400, the message quoting the raw body (secrets JSON-escaped in it). */
  'echo-body',
  /** 200 and results streamed until the client hangs up. */
  'endless-body',
  /** As a proxy may send it. */
  'gzip',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  kind: FaultKind;
  method?: string;
  /** A string matches as a prefix. */
  path?: string | RegExp;
  /** Default 1. */
  times?: number;
  /** For 503/429. */
  retryAfterSeconds?: number;
  /** For 'slow'. */
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

  take(method: string, path: string): FaultSpec | undefined {
    const hit = this.active.find((f) => matches(f.spec, method, path));
    if (!hit) return undefined;
    if (--hit.remaining <= 0) this.active.splice(this.active.indexOf(hit), 1);
    return hit.spec;
  }

  /** Regexes shown as their source. */
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

/** Throws a one-line message. */
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
