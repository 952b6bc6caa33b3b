// What a route handler returns or throws: handlers stay free of node:http, plain functions
// from a request body to an answer.

/** Pieces are written as they are made: a large run starts answering before its last result exists. */
export type Reply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; raw: RawBody; contentType: string; headers?: Record<string, string> };

export type RawBody = string | Buffer | Iterable<string>;

export function payloadOf(reply: Reply): { payload: RawBody; contentType: string } {
  return 'raw' in reply
    ? { payload: reply.raw, contentType: reply.contentType }
    : { payload: JSON.stringify(reply.body), contentType: 'application/json; charset=utf-8' };
}

/** Thrown by a handler with its reason; the router words it as the service does. */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;

  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
  }
}

export const badRequest = (reason: string): Refusal => new Refusal(400, reason);
export const notFound = (reason: string): Refusal => new Refusal(404, reason);

/** A refusal in the service's shape, for answers no route words. */
export function failed(status: number, message: string, headers?: Record<string, string>): Reply {
  return { status, headers, body: { success: false, message } };
}

/** The service's success; some endpoints add a `message` beside the data (service-facts.md). */
export function ok(data: unknown, message?: string): Reply {
  return { status: 200, body: { success: true, data, ...(message === undefined ? {} : { message }) } };
}

export function failureMessage(operation: string, reason: string): string {
  return `${operation} failed due to : ${reason}`;
}
