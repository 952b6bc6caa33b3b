/**
 * Paths and hosts: where the workspace is, how a file is named in an annotation (relative to the
 * repository, with `/`), and which hosts are this machine's own (loopback).
 */
import { isIP } from 'node:net';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The folder paths are relative to: GITHUB_WORKSPACE on a runner, else the current folder. */
export function workspaceDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.GITHUB_WORKSPACE || process.cwd());
}

/**
 * The folders whose content a pull request may shape and the action writes into: the checkout
 * (the workspace) and the job's temporary folder. A link inside them is the pull request's, not
 * the machine's, so a file the action writes may not leave them through one (report/safe-write.ts).
 */
export interface WriteRoots {
  workspace: string;
  temp: string | undefined;
}

export function writeRoots(env: NodeJS.ProcessEnv = process.env): WriteRoots {
  return { workspace: workspaceDir(env), temp: env.RUNNER_TEMP ? resolve(env.RUNNER_TEMP) : undefined };
}

/**
 * A path as GitHub places annotations and check-run annotations: relative to the workspace, with
 * forward slashes, no leading `./`. undefined for a path outside the workspace (GitHub has nothing
 * to attach it to).
 */
export function repositoryPath(path: string, workspace: string = workspaceDir()): string | undefined {
  const rel = isAbsolute(path) ? relative(workspace, path) : path;
  const clean = rel
    .split(sep)
    .join('/')
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '');
  if (clean === '' || clean === '..' || clean.startsWith('../') || isAbsolute(clean)) return undefined;
  return clean;
}

/**
 * Loopback hosts: `localhost`, 127.0.0.0/8, `::1` in any of its spellings (`[::1]`,
 * `0:0:0:0:0:0:0:1`) and IPv4-mapped 127.x (`::ffff:127.0.0.1`). Plain http:// is allowed to these
 * (the token never leaves the machine), and the emulator binds only these.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (h.toLowerCase() === 'localhost') return true;
  if (isIP(h) === 4) return h.split('.')[0] === '127';
  if (isIP(h) !== 6) return false;
  const lower = h.toLowerCase();
  if (/^::ffff:127\./.test(lower)) return true;
  // Expand `::` and compare with 0…01.
  const [head = '', tail] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return (
    groups.length === 8 && groups.slice(0, 7).every((g) => /^0{1,4}$/.test(g)) && /^0{0,3}1$/.test(groups[7]!)
  );
}
