// What a route handler returns or throws. Handlers stay free of node:http so they can be read
// (and unit-tested) as plain functions from a request body to an answer.

/**
 * A JSON answer, or an already-serialised one: a string, or pieces written as they are made (a
 * large generated test run starts answering before its last result exists).
 */
export type Reply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; raw: RawBody; contentType: string; headers?: Record<string, string> };

export type RawBody = string | Buffer | Iterable<string>;

/** The whole of a raw body (a stream of pieces, joined). */
export function wholeBody(raw: RawBody): string | Buffer {
  return typeof raw === 'string' || Buffer.isBuffer(raw) ? raw : [...raw].join('');
}

/**
 * A request the emulated service refuses, thrown by a handler. The router turns it into
 * `{success: false, message}` where the message is "<Operation> failed due to : <reason>", the
 * service's own wording pattern.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;
  readonly reason: string;

  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
    this.reason = reason;
  }
}

export const badRequest = (reason: string): Refusal => new Refusal(400, reason);
export const notFound = (reason: string): Refusal => new Refusal(404, reason);

export function ok(data: unknown): Reply {
  return { status: 200, body: { success: true, data } };
}

export function failureMessage(operation: string, reason: string): string {
  return `${operation} failed due to : ${reason}`;
}
