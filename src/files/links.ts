/**
 * The one notion of a symbolic link that leads out. A checkout holds whatever the pull request
 * committed, links included, so a link inside one of the roots (the workspace; for a written file
 * also RUNNER_TEMP) that resolves outside all of them is the pull request's way out, and refused.
 * A link elsewhere is the machine's own (`/tmp` on macOS), and followed. The reader
 * (read.ts) and the writer (safe-write.ts) walk a path name by name with lstat and ask this module
 * about every link they meet; each words the refusal its own way, never with the link's target,
 * which is text the pull request chose.
 */
import { lstat, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, parse, resolve, sep } from 'node:path';

/** `name` says which in a message: `the workspace`, `RUNNER_TEMP`; `path` is real. */
export interface Root {
  name: string;
  path: string;
}

/** Real paths, as a walk compares real paths; a root that does not exist stays as given. */
export async function realRoots(named: ReadonlyArray<{ name: string; path: string }>): Promise<Root[]> {
  return Promise.all(
    named.map(async ({ name, path }) => ({ name, path: await realpath(path).catch(() => resolve(path)) })),
  );
}

export function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/**
 * A link inside `root` that resolves outside every root; `link` as the caller names it. Not an
 * ActionError: read.ts words it as the input's error, safe-write.ts as an UnsafePath.
 */
export class LinkLeadsOut extends Error {
  override name = 'LinkLeadsOut';
  constructor(
    readonly link: string,
    readonly root: Root,
  ) {
    super(`the symbolic link ${link} leads out of ${root.name}`);
  }
}

/**
 * A link whose target does not exist (ENOENT) or is a loop of links (ELOOP). Not an ActionError:
 * read.ts words it as a FileError, safe-write.ts as an UnsafePath.
 */
export class LinkBroken extends Error {
  override name = 'LinkBroken';
  constructor(
    readonly link: string,
    readonly code: string,
  ) {
    super(`the symbolic link ${link} leads nowhere (${code})`);
  }
}

/**
 * Where a link leads, as a real path. `link` must be a real folder and a name (the walks keep it
 * so): a link is inside a root by where it is, not by the names it was reached through. Errors
 * name it as `shown`.
 */
export async function followLink(link: string, roots: readonly Root[], shown = link): Promise<string> {
  const to = await realpath(link).catch((err: NodeJS.ErrnoException): never => {
    throw new LinkBroken(shown, err.code ?? String(err));
  });
  const holder = roots.find((root) => isWithin(link, root.path));
  if (holder !== undefined && !roots.some((root) => isWithin(to, root.path)))
    throw new LinkLeadsOut(shown, holder);
  return to;
}

/**
 * The real path of a file to read, every link on the way (a folder of the path or the file's own
 * name) followed and checked. `.` and `..` are taken as the kernel takes them, after the links
 * before them. The walk stops at a name that cannot be looked at (missing, under a file,
 * forbidden): opening the path then fails for the same reason. Errors name a link by the part of
 * `path` that reached it, as the user wrote it.
 */
export async function realPathToRead(
  path: string,
  roots: readonly Root[],
  cwd: string = process.cwd(),
): Promise<string> {
  const names = path.split(sep === '\\' ? /[\\/]/ : '/');
  const absolute = isAbsolute(path);
  let real = absolute ? parse(resolve(path)).root : await realpath(cwd).catch(() => resolve(cwd));
  const written: string[] = [];
  for (const [i, name] of names.entries()) {
    if (name === '' || name === '.') continue;
    written.push(name);
    if (name === '..') {
      real = dirname(real);
      continue;
    }
    const next = join(real, name);
    const info = await lstat(next).catch(() => undefined);
    // Not joined, which would undo a `..` after the name the kernel will stop at too.
    if (info === undefined) return [next, ...names.slice(i + 1)].join(sep);
    const shown = (absolute ? sep : '') + written.join(sep);
    real = info.isSymbolicLink() ? await followLink(next, roots, shown) : next;
  }
  return real;
}
