/** Where the workspace is, how an annotation names a file, and which hosts are loopback. */
import { BlockList, isIP } from 'node:net';
import { isAbsolute, relative, resolve } from 'node:path';

/** The folder paths are relative to: GITHUB_WORKSPACE on a runner, else the current folder. */
export function workspaceDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.GITHUB_WORKSPACE || process.cwd());
}

/**
 * The folders a pull request may shape and the action writes into (checkout, job temp): a link in
 * them is the pull request's, so a written file may not leave them through one (files/safe-write.ts).
 */
export type WriteRoots = ReturnType<typeof writeRoots>;

export function writeRoots(env: NodeJS.ProcessEnv = process.env) {
  return { workspace: workspaceDir(env), temp: env.RUNNER_TEMP ? resolve(env.RUNNER_TEMP) : undefined };
}

/**
 * Relative to the workspace with `/`, as a person finds the file from the checkout: `../…` when it
 * lies outside (an absolute path on another drive stays absolute).
 */
export function workspacePath(path: string, workspace: string = workspaceDir()): string {
  const rel = isAbsolute(path) ? relative(workspace, path) : path;
  // Either separator (Windows' is `\`) becomes `/`.
  return rel.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

/** Relative to the workspace with `/`, as GitHub places annotations; undefined outside it. */
export function repositoryPath(path: string, workspace: string = workspaceDir()): string | undefined {
  const clean = workspacePath(path, workspace);
  if (clean === '' || clean === '..' || clean.startsWith('../') || isAbsolute(clean)) return undefined;
  return clean;
}

/** 127.0.0.0/8 and ::1, in any spelling, IPv4-mapped too (`::ffff:127.0.0.1`). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * `localhost` and the loopback addresses. Plain http:// is allowed only to these (the token never
 * leaves the machine), and the emulator binds only these.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (h.toLowerCase() === 'localhost') return true;
  const version = isIP(h);
  return version !== 0 && LOOPBACK.check(h, version === 4 ? 'ipv4' : 'ipv6');
}
