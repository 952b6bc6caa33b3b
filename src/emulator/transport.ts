// node:http on the emulator's side: a bounded body read, a Reply written whole or streamed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { type Reply, payloadOf } from './http.js';

/** Bytes; larger bodies are refused with 413 rather than buffered. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export class RequestTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.headersSent) return;
  const { payload, contentType } = payloadOf(reply);
  const headers = { ...reply.headers, 'content-type': contentType };
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    res.writeHead(reply.status, { ...headers, 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
    return;
  }
  res.writeHead(reply.status, headers);
  // Stops when the client goes away; its error is the client's to see.
  pipeline(Readable.from(payload), res, () => {});
}
