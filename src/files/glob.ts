/**
 * Expands the results-files patterns of report mode into file paths, with Node's own glob
 * (fs.promises.glob, Node 22+): no library to load. Patterns are relative to the workspace, as
 * paths in a workflow are; a leading `!` excludes what it matches, as in actions/upload-artifact.
 */
import { glob, stat } from 'node:fs/promises';
import { isAbsolute, matchesGlob, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';

/** Sorted absolute paths of the regular files the patterns match; throws when none match. */
export async function expandPatterns(patterns: readonly string[], workspace: string): Promise<string[]> {
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
  if (found.size === 0) {
    const list = patterns.map((p) => `"${p}"`).join(', ');
    throw new UserError(`Input results-files matched no file (patterns ${list}, relative to ${workspace})`);
  }
  return [...found].sort();
}
