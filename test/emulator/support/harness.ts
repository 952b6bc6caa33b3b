// Shared by the emulator tests: start an emulator on a free loopback port and talk to it over real
// HTTP with the global fetch (undici), returning status, headers and the parsed body.
import { fileURLToPath } from 'node:url';
import { type EmulatorOptions, type RunningEmulator, startEmulator } from '../../../src/emulator/server.js';

export const RETAIL = fileURLToPath(new URL('../../../examples/emulator/retail.yml', import.meta.url));
export const LARGE = fileURLToPath(new URL('../../../examples/emulator/large.yml', import.meta.url));

export function start(options: Partial<EmulatorOptions> = {}): Promise<RunningEmulator> {
  return startEmulator({ fixture: RETAIL, ...options });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // Tests assert on arbitrary JSON; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface CallOptions {
  /** undefined: the emulator's token; null: no token header at all. */
  token?: string | null;
  /** A raw string is sent as is; anything else is JSON-encoded. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function call(
  emu: RunningEmulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? emu.token : options.token;
  if (token !== null) headers['X-AUTH-TOKEN'] = token;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${emu.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

export const post = (
  emu: RunningEmulator,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> => call(emu, 'POST', path, { ...options, body });
export const put = (
  emu: RunningEmulator,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> => call(emu, 'PUT', path, { ...options, body });
export const get = (emu: RunningEmulator, path: string, options: CallOptions = {}): Promise<Answer> =>
  call(emu, 'GET', path, options);

/** The body of a `success: false` answer with this message. */
export const failed = (message: string): { success: false; message: string } => ({ success: false, message });

/** Resolves once `condition` holds, checked every few milliseconds; throws after 2,000 checks. */
export async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

/** A call not awaited yet: `settled()` says whether its answer (or its failure) has come. */
export function inFlight(answer: Promise<Answer>): { answer: Promise<Answer>; settled: () => boolean } {
  let settled = false;
  const done = (): void => {
    settled = true;
  };
  answer.then(done, done);
  return { answer, settled: () => settled };
}
