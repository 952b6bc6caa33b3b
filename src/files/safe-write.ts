/**
 * Writing a file in a checkout whose every name may be a symbolic link a pull request committed.
 * The path is walked from the root with lstat: a link in the workspace or RUNNER_TEMP leading out
 * of both is refused, one elsewhere is the machine's own (links.ts, shared with the reader). Folders are made one level at a time, as
 * a recursive mkdir never returns under /proc. The text goes to a new random name opened with
 * O_EXCL|O_NOFOLLOW, so no name planted in advance can be it, then is renamed into place. A link
 * swapped in by a process racing the step is out of reach: the guard is against what was committed.
 */
import { constants, type Stats } from 'node:fs';
import { lstat, mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { writeRoots, type WriteRoots } from '../common/paths.js';
import { randomHex } from '../common/random-hex.js';
import { notAFile } from '../common/regular-file.js';
import type { Redact } from '../common/secret-registry.js';
import { LinkBroken, LinkLeadsOut, followLink, isWithin, realRoots, type Root } from './links.js';

/** Nothing the action writes belongs there. */
const SYSTEM_FOLDERS = ['/proc', '/sys', '/dev'];

/**
 * `reason` follows the path: "<path> is under /proc, …". Not an ActionError: a reason without its
 * subject, which each writer completes with the input that named the path (a UserError, a warning).
 */
export class UnsafePath extends Error {
  override name = 'UnsafePath';
  get reason(): string {
    return this.message;
  }
}

/** As writeSafely checks, creating nothing: an input naming a bad place fails before any request. */
export async function checkWritable(path: string, roots: WriteRoots = writeRoots()): Promise<void> {
  await realTarget(resolve(path), await writeRootsNamed(roots), false);
}

/** Whole or not at all. */
export async function writeSafely(
  path: string,
  write: (file: FileHandle) => Promise<void>,
  roots: WriteRoots = writeRoots(),
): Promise<void> {
  const target = await realTarget(resolve(path), await writeRootsNamed(roots), true);
  // A leading dot keeps it out of globs such as results/*.json while it is being written.
  const temporary = join(dirname(target), `.${basename(target).slice(0, 200)}.${randomHex(16)}.tmp`);
  const flags = constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_WRONLY;
  const file = await open(temporary, flags, 0o644);
  try {
    await write(file).finally(() => file.close());
    await rename(temporary, target);
  } catch (err) {
    await unlink(temporary).catch(() => undefined);
    throw err;
  }
}

/**
 * Bytes of the one buffer a large document is written through: each piece is encoded into it, so
 * writing a file makes no copy of its text (but of a piece larger than the buffer).
 */
const BUFFER_BYTES = 1 << 18;
/** UTF-8 bytes a UTF-16 unit can take. */
const MOST_BYTES_PER_UNIT = 3;

/**
 * A large document written piece by piece, so it is never whole in memory; the file appears only
 * when complete. Masking piece by piece is sound because every piece ends where no secret can
 * continue: between JSON values, or between lines (each line of a secret is registered).
 */
export async function writeChunkedFile(
  path: string,
  pieces: Iterable<string>,
  redact: Redact = (text) => text,
): Promise<void> {
  await writeSafely(path, async (file) => {
    const buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
    let used = 0;
    for (const piece of pieces) {
      const text = redact(piece);
      const most = text.length * MOST_BYTES_PER_UNIT;
      if (used > 0 && used + most > BUFFER_BYTES) {
        await writeAll(file, buffer.subarray(0, used));
        used = 0;
      }
      if (most > BUFFER_BYTES) await writeAll(file, Buffer.from(text, 'utf8'));
      else used += buffer.write(text, used, 'utf8');
    }
    if (used > 0) await writeAll(file, buffer.subarray(0, used));
  });
}

/** A write may take fewer bytes than it was given; one that takes none ends the file's writing. */
async function writeAll(file: FileHandle, bytes: Buffer): Promise<void> {
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await file.write(bytes, done);
    if (bytesWritten <= 0) throw new Error('the file took no more bytes');
    done += bytesWritten;
  }
}

/** The workspace first (shown() names paths relative to it), then RUNNER_TEMP. */
function writeRootsNamed(roots: WriteRoots): Promise<Root[]> {
  const named = [{ name: 'the workspace', path: roots.workspace }];
  if (roots.temp !== undefined) named.push({ name: 'RUNNER_TEMP', path: roots.temp });
  return realRoots(named);
}

async function realTarget(path: string, roots: readonly Root[], create: boolean): Promise<string> {
  const folder = await realFolder(dirname(path), roots, create);
  const target = join(folder.path, basename(path));
  if (!folder.exists) return target;
  const info = await lstatIfAny(target);
  if (info === undefined || info.isFile()) return target;
  if (info.isSymbolicLink()) throw new UnsafePath('is a symbolic link; name a file the action may replace');
  if (info.isDirectory()) throw new UnsafePath('is a folder; name a file');
  throw new UnsafePath(`${notAFile(info)}; name a file the action may replace`);
}

/** `exists` is false when, not creating, the walk reached a missing name. */
async function realFolder(
  folder: string,
  roots: readonly Root[],
  create: boolean,
): Promise<{ path: string; exists: boolean }> {
  const { root } = parse(folder);
  const names = folder.slice(root.length).split(sep).filter(Boolean);
  let real = root;
  for (const [i, name] of names.entries()) {
    const next = join(real, name);
    let info = await lstatIfAny(next);
    if (info === undefined && create) {
      // EEXIST: made meanwhile (the results file and JUnit are written at once); looked at again.
      await mkdir(next).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
      info = await lstatIfAny(next);
    }
    if (info === undefined) return { path: join(real, ...names.slice(i)), exists: false };
    real = info.isSymbolicLink() ? await followChecked(next, roots) : next;
    if (real !== next) info = await lstat(real);
    if (!info.isDirectory())
      throw new UnsafePath(`lies under ${shown(next, roots)}, which is a file, not a folder`);
    const top = SYSTEM_FOLDERS.find((system) => isWithin(real, system));
    if (top !== undefined) throw new UnsafePath(`is under ${top}, where the action writes no file`);
  }
  return { path: real, exists: true };
}

/** The link's target is never shown: it is text the pull request chose. */
async function followChecked(link: string, roots: readonly Root[]): Promise<string> {
  try {
    return await followLink(link, roots, shown(link, roots));
  } catch (err) {
    if (err instanceof LinkLeadsOut)
      throw new UnsafePath(`leaves ${err.root.name} through the symbolic link ${err.link}`);
    if (err instanceof LinkBroken)
      throw new UnsafePath(`goes through the symbolic link ${err.link}, which leads nowhere (${err.code})`);
    throw err;
  }
}

/** Relative to the workspace, as inputs are written, when inside it. */
function shown(path: string, roots: readonly Root[]): string {
  const workspace = roots[0]!.path;
  return isWithin(path, workspace) && path !== workspace
    ? relative(workspace, path).split(sep).join('/')
    : path;
}

function lstatIfAny(path: string): Promise<Stats | undefined> {
  return lstat(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
}
