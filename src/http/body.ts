/**
 * Reads an answer's body, decoded from any Content-Encoding a proxy added, and bounded so an endless
 * body fails the request in one line instead of growing memory until the runner is killed. The bound
 * is on the decoded size: a small compressed body can expand a thousandfold.
 */
import { formatBytes } from '../common/text.js';
import type { NetworkFailure } from './policy.js';
import { Duplex, Writable, pipeline as pipe, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as Zlib from 'node:zlib';

/** Bytes, decoded: about the longest string V8 can make, which JSON.parse needs the text to be. */
export const MAX_BODY_BYTES = 512 * 1024 * 1024;

/**
 * Why an answer's body could not be read, as the failure transport.ts reports. Not an ActionError:
 * a signal inside http/, which the transport turns into an attempt's failure and each client into
 * its own error (ApiError, GitHubRequestError).
 */
export class BodyFailure extends Error {
  override name = 'BodyFailure';
  readonly failure: NetworkFailure;
  constructor(kind: 'too-large' | 'undecodable', message: string) {
    super(message);
    this.failure = { kind, code: kind.replace('-', '_').toUpperCase(), message };
  }
}

/**
 * The bytes are gathered in one buffer and decoded once, at the end: text decoded part by part kept
 * every part alive beside the whole text made of them until a full collection. The buffer starts at
 * the size the server announces, within `limit` (pages the body never fills are never touched), and
 * its memory is given back the moment it is decoded (docs/benchmarks.md has what each saves).
 */
export async function readBody(
  body: Readable,
  headers: { 'content-encoding'?: string | string[]; 'content-length'?: string | string[] },
  limit: number,
): Promise<string> {
  // In the order they were applied; repeated headers read as one list, as String() joins an array.
  const codings = String(headers['content-encoding'] ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  const announced = codings.length === 0 ? Number(headers['content-length']) : NaN;
  // Never from Node's shared pool: each buffer owns its memory, so it can give it back (free).
  let bytes = Buffer.allocUnsafeSlow(
    Number.isSafeInteger(announced) ? Math.min(announced, limit) : 64 * 1024,
  );
  let size = 0;
  const tooLarge = `the answer is larger than ${formatBytes(limit)}, the most this action reads`;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (size + chunk.length > limit) return done(new BodyFailure('too-large', tooLarge));
      if (size + chunk.length > bytes.length) {
        const grown = Buffer.allocUnsafeSlow(
          Math.min(limit, Math.max(2 * bytes.length, size + chunk.length)),
        );
        bytes.copy(grown, 0, 0, size);
        free(bytes);
        bytes = grown;
      }
      size += chunk.copy(bytes, size);
      done();
    },
  });
  try {
    // On any failure pipeline destroys every stage, so the connection is not left half-read.
    await pipeline([body, ...codings.toReversed().map(decoderFor), sink]);
    return bytes.toString('utf8', 0, size);
  } catch (err) {
    if (codings.length > 0 && String((err as NodeJS.ErrnoException).code).startsWith('Z_'))
      throw new BodyFailure('undecodable', `the answer's ${codings.join(', ')} data is corrupt`);
    throw err;
  } finally {
    free(bytes);
  }
}

/**
 * Gives a buffer's memory back at once, not when the collector finds its object unused, which for a
 * big answer came only after its text and everything parsed from it were made beside it. Transferring
 * the memory to an empty buffer (ES2024) leaves this one empty too.
 */
function free(bytes: Buffer): void {
  (bytes.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
}

/** Loaded only for an encoded answer, which only a proxy in between sends. */
function zlib(): typeof Zlib {
  return process.getBuiltinModule('node:zlib');
}

function decoderFor(coding: string): Duplex {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib().createGunzip();
    case 'br':
      return zlib().createBrotliDecompress();
    case 'deflate':
      return deflateDecoder();
    default:
      throw new BodyFailure(
        'undecodable',
        `the answer is encoded as "${coding.slice(0, 40)}", which this action cannot decode`,
      );
  }
}

/**
 * HTTP's deflate is zlib-wrapped (RFC 9110), but some servers send raw deflate. A zlib header's
 * first byte has low nibble 8 and its first two bytes, as a number, divide by 31.
 */
function deflateDecoder(): Duplex {
  return Duplex.from(async function* (source: AsyncIterable<Buffer>) {
    const chunks = source[Symbol.asyncIterator]();
    const first = await chunks.next();
    if (first.done) return;
    const head: Buffer = first.value;
    const zlibHeader = head.length >= 2 && (head[0]! & 0x0f) === 8 && ((head[0]! << 8) | head[1]!) % 31 === 0;
    const all = async function* () {
      yield head;
      yield* { [Symbol.asyncIterator]: () => chunks };
    };
    // pipeline destroys the inflater with any error, which reading it then throws.
    yield* pipe(all, zlibHeader ? zlib().createInflate() : zlib().createInflateRaw(), () => {});
  });
}
