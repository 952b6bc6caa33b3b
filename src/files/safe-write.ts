/**
 * Writing a file the action creates (the JUnit report, the results file) in a checkout whose every
 * name may be a symbolic link a pull request committed:
 *
 * - The folders of the path are looked at one by one from the root, with lstat. A link that lies
 *   in the workspace or RUNNER_TEMP (the pull request's) and leads out of both is refused; a link
 *   elsewhere is the machine's own and is followed. A path into /proc, /sys or /dev is refused.
 * - Missing folders are made one level at a time, each checked like the others: Node's recursive
 *   mkdir never returns under /proc, where mkdir answers ENOENT for ever.
 * - The file's own name may not be a link, a folder or a device.
 * - The text goes to a new file with a random name, opened with O_CREAT|O_EXCL|O_NOFOLLOW (no
 *   name planted in advance can be it), then renamed into place.
 *
 * The write goes to the real path that was checked. A link swapped in meanwhile, by a process
 * racing the step, is out of reach: what is guarded against is what the pull request committed.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { Stats } from 'node:fs';
import { lstat, mkdir, open, readlink, realpath, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { writeRoots } from '../paths.js';
import type { WriteRoots } from '../paths.js';

/** The kernel's and the devices' file systems: nothing the action writes belongs there. */
const SYSTEM_FOLDERS = ['/proc', '/sys', '/dev'];

/** A path the action will not write to; `reason` follows the path: "<path> is under /proc, …". */
export class UnsafePath extends Error {
  override name = 'UnsafePath';
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Checks that `path` may be written, as writeSafely will, without creating anything: so an input
 * naming a bad place fails before any request. Throws UnsafePath, or the file system's error.
 */
export async function checkWritable(path: string, roots: WriteRoots = writeRoots()): Promise<void> {
  await realTarget(resolve(path), await realRoots(roots), false);
}

/** Creates the file at `path` through `write` (given the open file), whole or not at all. */
export async function writeSafely(
  path: string,
  write: (file: FileHandle) => Promise<void>,
  roots: WriteRoots = writeRoots(),
): Promise<void> {
  const target = await realTarget(resolve(path), await realRoots(roots), true);
  // A leading dot keeps it out of globs such as results/*.json while it is being written.
  const temporary = join(
    dirname(target),
    `.${basename(target).slice(0, 200)}.${randomBytes(8).toString('hex')}.tmp`,
  );
  const flags = constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_WRONLY;
  const file = await open(temporary, flags, 0o644);
  try {
    try {
      await write(file);
    } finally {
      await file.close();
    }
    await rename(temporary, target);
  } catch (err) {
    await unlink(temporary).catch(() => undefined);
    throw err;
  }
}

interface Root {
  /** As messages name it: `the workspace`, `RUNNER_TEMP`. */
  name: string;
  /** Its real path: the walk below compares real paths. */
  path: string;
}

async function realRoots(roots: WriteRoots): Promise<Root[]> {
  const named = [{ name: 'the workspace', path: roots.workspace }];
  if (roots.temp !== undefined) named.push({ name: 'RUNNER_TEMP', path: roots.temp });
  return Promise.all(
    named.map(async ({ name, path }) => ({ name, path: await realpath(path).catch(() => resolve(path)) })),
  );
}

/** The real path to write `path` at, after checking its folders (made when `create`) and its name. */
async function realTarget(path: string, roots: readonly Root[], create: boolean): Promise<string> {
  const folder = await realFolder(dirname(path), roots, create);
  const target = join(folder.path, basename(path));
  if (!folder.exists) return target;
  const info = await lstatIfAny(target);
  if (info === undefined || info.isFile()) return target;
  if (info.isSymbolicLink())
    throw new UnsafePath(
      `is a symbolic link (to ${await readlink(target)}); name a file the action may replace`,
    );
  if (info.isDirectory()) throw new UnsafePath('is a folder; name a file');
  throw new UnsafePath(`is ${kindOf(info)}, not a regular file; name a file the action may replace`);
}

/**
 * The real path of `folder`, walked from the root one name at a time (at most one mkdir and a few
 * lstats each): `exists` is false when, not creating, the walk reached a name that is missing.
 */
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
    real = info.isSymbolicLink() ? await followLink(next, roots) : next;
    if (real !== next) info = await lstat(real);
    if (!info.isDirectory())
      throw new UnsafePath(`lies under ${shown(next, roots)}, which is a file, not a folder`);
    refuseSystemFolder(real);
  }
  return { path: real, exists: true };
}

/** Where the link at `link` leads, unless it is the pull request's and leads out of the roots. */
async function followLink(link: string, roots: readonly Root[]): Promise<string> {
  let to: string;
  try {
    to = await realpath(link);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new UnsafePath(
      `goes through the link ${shown(link, roots)} -> ${await readlink(link)}, which leads nowhere (${code})`,
    );
  }
  const holder = roots.find((root) => isWithin(link, root.path));
  if (holder !== undefined && !roots.some((root) => isWithin(to, root.path)))
    throw new UnsafePath(
      `leaves ${holder.name} through the link ${shown(link, roots)} -> ${await readlink(link)}`,
    );
  return to;
}

function refuseSystemFolder(real: string): void {
  const top = SYSTEM_FOLDERS.find((folder) => isWithin(real, folder));
  if (top !== undefined) throw new UnsafePath(`is under ${top}, where the action writes no file`);
}

function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** A path in a message: relative to the workspace (as inputs are written) when inside it. */
function shown(path: string, roots: readonly Root[]): string {
  const workspace = roots[0]!.path;
  return isWithin(path, workspace) && path !== workspace
    ? relative(workspace, path).split(sep).join('/')
    : path;
}

async function lstatIfAny(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function kindOf(info: Stats): string {
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  return 'an unknown kind of file';
}
