/**
 * Reads a file nothing vouches for (users' files, the event payload). Opened with O_NONBLOCK
 * before its type is checked, so a named pipe cannot hang the step; devices, folders and sockets
 * are refused. At most `limit` bytes are read whatever size it reports (procfs reports 0), and no
 * message quotes its content (/proc/self/environ is never echoed).
 */
import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { formatBytes } from './text.js';

/** Why a file was not read, for a caller to word its own way. */
export type Refused = 'missing' | 'not-a-file' | 'unreadable' | 'too-large';

/**
 * `reason` follows the file's name: `is a named pipe (FIFO), not a regular file`. Not an
 * ActionError: a reason without its subject, which the caller words (files/read.ts as a FileError,
 * github/context.ts as a warning).
 */
export class FileRefused extends Error {
  override name = 'FileRefused';
  constructor(
    readonly why: Refused,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Reads a block at a time: the first block is the size the file reports, so one read does most files. */
const BLOCK_BYTES = 1024 * 1024;

/**
 * `noFollow`: the path's last name must not be a symbolic link (O_NOFOLLOW), for a caller that
 * checked where every link of the path leads and opens the real path it found.
 */
export async function readRegularFile(path: string, limit: number, noFollow = false): Promise<Buffer> {
  const flags =
    constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY | (noFollow ? constants.O_NOFOLLOW : 0);
  const handle = await open(path, flags).catch((err: NodeJS.ErrnoException) => {
    // O_NOFOLLOW met a link where the caller had found none: one was put there meanwhile.
    if (noFollow && err.code === 'ELOOP')
      throw new FileRefused('unreadable', 'became a symbolic link while the action read it');
    return openFailure(err, path);
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new FileRefused('not-a-file', notAFile(info));
    if (info.size > limit) throw tooLarge(limit);
    const blocks: Buffer[] = [];
    let total = 0;
    let want = Math.min(limit + 1, Math.max(info.size + 1, 64 * 1024));
    for (;;) {
      const block = Buffer.allocUnsafe(want);
      const { bytesRead } = await handle.read(block, 0, want, null);
      if (bytesRead === 0) break;
      blocks.push(block.subarray(0, bytesRead));
      total += bytesRead;
      if (total > limit) throw tooLarge(limit);
      want = Math.min(limit + 1 - total, BLOCK_BYTES);
    }
    return blocks.length === 1 ? blocks[0]! : Buffer.concat(blocks, total);
  } finally {
    await handle.close();
  }
}

/** What opening a path answers, by error code. */
const OPEN_FAILURES = new Map<string | undefined, [Refused, string]>([
  ['ENOENT', ['missing', 'file not found']],
  ['ENOTDIR', ['missing', 'file not found (a part of its path is a file)']],
  ['EISDIR', ['not-a-file', 'is a directory']],
  ['EACCES', ['unreadable', 'cannot be read (permission denied)']],
  ['EPERM', ['unreadable', 'cannot be read (permission denied)']],
  ['ELOOP', ['unreadable', 'cannot be read (a loop of symbolic links)']],
]);

async function openFailure(err: NodeJS.ErrnoException, path: string): Promise<never> {
  const known = OPEN_FAILURES.get(err.code);
  if (known) throw new FileRefused(...known);
  if (err.code === 'ENXIO') {
    // What opening a socket (or a device without a driver) answers: say which it is.
    const info = await stat(path).catch(() => undefined);
    if (info && !info.isFile()) throw new FileRefused('not-a-file', notAFile(info));
  }
  throw new FileRefused('unreadable', `cannot be read (${err.code ?? 'error'})`);
}

const KINDS = [
  ['isFIFO', 'a named pipe (FIFO)'],
  ['isCharacterDevice', 'a character device'],
  ['isBlockDevice', 'a block device'],
  ['isSocket', 'a socket'],
] as const;

/** `is a socket, not a regular file`: what a path that should be a file is instead. */
export function notAFile(info: Stats): string {
  if (info.isDirectory()) return 'is a directory';
  const kind = KINDS.find(([is]) => info[is]())?.[1];
  return kind ? `is ${kind}, not a regular file` : 'is not a regular file';
}

function tooLarge(limit: number): FileRefused {
  return new FileRefused(
    'too-large',
    `is larger than ${formatBytes(limit)}, the most the action reads from such a file`,
  );
}
