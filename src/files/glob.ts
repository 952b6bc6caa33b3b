/**
 * Expands the glob patterns of results-files and baseline-results into file paths, with Node's own glob
 * (fs.promises.glob, Node 22+): no library to load. Patterns are relative to the workspace, as
 * paths in a workflow are; a leading `!` excludes what it matches, as in actions/upload-artifact.
 */
import { glob, stat } from 'node:fs/promises';
import { isAbsolute, matchesGlob, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';

/** Sorted absolute paths of the regular files the patterns match; throws when none match. */
export async function expandPatterns(
  patterns: readonly string[],
  workspace: string,
  input = 'results-files',
): Promise<string[]> {
  const found = await findFiles(patterns, workspace);
  if (found.length === 0) throw new UserError(`Input ${input} ${noMatch(patterns, workspace)}`);
  return found;
}

/** `matched no file (patterns "a", "b", relative to /ws)`. */
export function noMatch(patterns: readonly string[], workspace: string): string {
  const list = patterns.map((p) => `"${p}"`).join(', ');
  return `matched no file (patterns ${list}, relative to ${workspace})`;
}

/** Sorted absolute paths of the regular files the patterns match, perhaps none. */
export async function findFiles(patterns: readonly string[], workspace: string): Promise<string[]> {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const found = new Set<string>();
  for (const pattern of include) {
    for await (const match of glob(pattern, { cwd: workspace })) {
      const path = resolve(workspace, match);
      if (exclude.some((ex) => matchesGlob(isAbsolute(ex) ? path : relative(workspace, path), ex))) continue;
      if ((await stat(path).catch(() => undefined))?.isFile()) found.add(path);
    }
  }
  return [...found].sort();
}
