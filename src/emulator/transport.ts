// node:http on the emulator's side: a bounded body read, a Reply written whole or streamed, a reset.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Reply } from './http.js';

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
  const payload = 'raw' in reply ? reply.raw : JSON.stringify(reply.body);
  const contentType = 'raw' in reply ? reply.contentType : 'application/json; charset=utf-8';
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    res.writeHead(reply.status, { ...reply.headers, 'content-type': contentType });
    return stream(res, payload[Symbol.iterator]());
  }
  res.writeHead(reply.status, {
    ...reply.headers,
    'content-type': contentType,
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/** Stops when the client goes away. */
function stream(res: ServerResponse, pieces: Iterator<string>): void {
  const pump = (): void => {
    for (;;) {
      if (res.destroyed) return;
      const next = pieces.next();
      if (next.done) {
        res.end();
        return;
      }
      if (!res.write(next.value)) {
        res.once('drain', pump);
        return;
      }
    }
  };
  res.once('close', () => res.removeAllListeners('drain'));
  pump();
}

/** RST where the platform allows it, else an abrupt close. */
export function reset(socket: Socket): void {
  if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
  else socket.destroy();
}
