/**
 * The one way the action reads a file a user names (tests-file, overrides-file, fabric-file,
 * sources-file, the results files of report mode): nothing in it is trusted to be small, a file,
 * or text.
 *
 * - Only a regular file is read. It is opened with O_NONBLOCK before its type is checked, so a
 *   named pipe cannot hang the step (opening one for reading waits for a writer otherwise), and a
 *   device (`/dev/zero`, `/dev/urandom`), a directory or a socket is refused at once.
 * - At most `limit` bytes are read, whatever the size the file reports: procfs files report 0.
 * - The bytes are UTF-8 (a BOM is dropped) or the file is refused: UTF-16 and UTF-32 are named as
 *   such (shown as text they would be full of NULs), and other bytes (a file saved as Latin-1)
 *   get the line of the first bad one. Nothing is decoded with replacement characters, which
 *   would send names and values the user never wrote.
 * - No message quotes the file's content: a file such as /proc/self/environ is never echoed.
 */
import { isUtf8 } from 'node:buffer';
import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { FileError } from '../errors.js';

/** The most read from a YAML file users write: far more than any test plan, overrides or fabric file. */
export const MAX_YAML_BYTES = 10 * 1024 * 1024;

/**
 * The most read from a results file: a run writes about 200 bytes per result, so this holds
 * 2,000,000 results; it also stays under the longest string V8 can make, which JSON.parse needs.
 */
export const MAX_RESULTS_BYTES = 500 * 1024 * 1024;

/** Why a file was refused before its content was looked at: what the caller may word its own way. */
export type Unreadable = 'missing' | 'not-a-file' | 'unreadable';

/** A file that could not be read as text; `why` is undefined when the content itself was refused. */
export class FileUnreadable extends FileError {
  override name = 'FileUnreadable';
  readonly why: Unreadable | undefined;
  constructor(file: string, line: number | undefined, reason: string, why?: Unreadable) {
    super(file, line, reason);
    this.why = why;
  }
}

/**
 * The text of the file at `path` (relative to the working directory), at most `limit` bytes of
 * UTF-8. Errors name the file as `shown` (the path as the user gave it).
 */
export async function readTextFile(path: string, limit: number, shown: string = path): Promise<string> {
  return decodeUtf8(await readRegularFile(path, limit, shown), shown);
}

/** Reads a block at a time: the first block is the size the file reports, so one read does most files. */
const BLOCK_BYTES = 1024 * 1024;

async function readRegularFile(path: string, limit: number, shown: string): Promise<Buffer> {
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (err) {
    throw await openFailure(err as NodeJS.ErrnoException, path, shown);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new FileUnreadable(shown, undefined, notAFile(info), 'not-a-file');
    if (info.size > limit) throw tooLarge(shown, limit);
    const blocks: Buffer[] = [];
    let total = 0;
    let want = Math.min(limit + 1, Math.max(info.size + 1, 64 * 1024));
    for (;;) {
      const block = Buffer.allocUnsafe(want);
      const { bytesRead } = await handle.read(block, 0, want, null);
      if (bytesRead === 0) break;
      blocks.push(block.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) throw tooLarge(shown, limit);
      want = Math.min(limit + 1 - total, BLOCK_BYTES);
    }
    return blocks.length === 1 ? blocks[0]! : Buffer.concat(blocks, total);
  } finally {
    await handle.close();
  }
}

async function openFailure(err: NodeJS.ErrnoException, path: string, shown: string): Promise<FileError> {
  switch (err.code) {
    case 'ENOENT':
      return new FileUnreadable(shown, undefined, 'file not found', 'missing');
    case 'ENOTDIR':
      return new FileUnreadable(shown, undefined, 'file not found (a part of its path is a file)', 'missing');
    case 'EISDIR':
      return new FileUnreadable(shown, undefined, 'is a directory', 'not-a-file');
    case 'EACCES':
    case 'EPERM':
      return new FileUnreadable(shown, undefined, 'cannot be read (permission denied)', 'unreadable');
    case 'ENXIO': {
      // What opening a socket (or a device without a driver) answers: say which it is.
      const info = await stat(path).catch(() => undefined);
      if (info && !info.isFile()) return new FileUnreadable(shown, undefined, notAFile(info), 'not-a-file');
    }
  }
  return new FileUnreadable(shown, undefined, `cannot be read (${err.code ?? 'error'})`, 'unreadable');
}

function notAFile(info: Stats): string {
  if (info.isDirectory()) return 'is a directory';
  const kind = info.isFIFO()
    ? 'a named pipe (FIFO)'
    : info.isCharacterDevice()
      ? 'a character device'
      : info.isBlockDevice()
        ? 'a block device'
        : info.isSocket()
          ? 'a socket'
          : 'not a regular file';
  return kind === 'not a regular file' ? 'is not a regular file' : `is ${kind}, not a regular file`;
}

function tooLarge(shown: string, limit: number): FileError {
  const mib = 1024 * 1024;
  const bound = limit % mib === 0 ? `${limit / mib} MiB` : `${limit} bytes`;
  return new FileUnreadable(
    shown,
    undefined,
    `is larger than ${bound}, the most the action reads from such a file`,
  );
}

/** The text of UTF-8 bytes without their BOM; other encodings are refused, naming the file. */
export function decodeUtf8(bytes: Buffer, shown: string): string {
  const wide = wideEncoding(bytes);
  if (wide) {
    throw new FileUnreadable(shown, undefined, `is encoded as ${wide}: save it as UTF-8`);
  }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (!isUtf8(body)) {
    throw new FileUnreadable(
      shown,
      firstBadLine(body),
      'is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8',
    );
  }
  return body.toString('utf8');
}

/**
 * UTF-16 or UTF-32, by their byte-order mark, or UTF-16 without one: in text that is mostly
 * ASCII every other byte is then NUL, on the same side of each pair.
 */
function wideEncoding(bytes: Buffer): string | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (
    (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
    (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
  )
    return 'UTF-32';
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return 'UTF-16';
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNuls++;
    if (bytes[2 * i + 1] === 0) oddNuls++;
  }
  const mostly = (n: number) => n >= pairs * 0.4;
  const seldom = (n: number) => n <= pairs * 0.1;
  return (mostly(evenNuls) && seldom(oddNuls)) || (mostly(oddNuls) && seldom(evenNuls))
    ? 'UTF-16'
    : undefined;
}

/** The 1-based line of the first byte that is not UTF-8: a line feed is never inside a character. */
function firstBadLine(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end < 0 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    start = stop + 1;
  }
  return line;
}
