/**
 * Glob patterns into file paths, with Node's own glob. Relative to the workspace, as a workflow's
 * paths are; a leading `!` excludes, as in actions/upload-artifact.
 */
import { glob, stat } from 'node:fs/promises';
import { isAbsolute, matchesGlob, relative, resolve } from 'node:path';
import { UserError } from '../common/errors.js';
import { formatCount } from '../common/text.js';

/** A matrix has at most 256 jobs: this leaves room for several matrices. */
export const MAX_RESULTS_FILES = 1_000;

/** Sorted absolute paths; throws when none match, or too many. */
export async function expandPatterns(patterns: readonly string[], workspace: string): Promise<string[]> {
  const { paths, more } = await findFiles(patterns, workspace, MAX_RESULTS_FILES);
  if (more)
    throw new UserError(
      `Input results-files matched more than ${formatCount(MAX_RESULTS_FILES)} paths ${patternList(patterns, workspace)}, the most the action merges: narrow the patterns`,
    );
  if (paths.length === 0) throw new UserError(`Input results-files ${noMatch(patterns, workspace)}`);
  return paths;
}

/** `matched no file (patterns "a", "b", relative to /ws)`. */
export function noMatch(patterns: readonly string[], workspace: string): string {
  return `matched no file ${patternList(patterns, workspace)}`;
}

/** `(patterns "a", "b", relative to /ws)`. */
export function patternList(patterns: readonly string[], workspace: string): string {
  const list = patterns.map((p) => `"${p}"`).join(', ');
  return `(patterns ${list}, relative to ${workspace})`;
}

/**
 * Every path matched counts towards `maxFiles`, folders too, so the search stops at the bound;
 * `more` says it stopped there.
 */
export async function findFiles(patterns: readonly string[], workspace: string, maxFiles: number) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const seen = new Set<string>();
  const found = new Map<string, number>();
  for (const pattern of include) {
    for await (const match of glob(pattern, { cwd: workspace })) {
      const path = resolve(workspace, match);
      if (seen.has(path)) continue;
      if (exclude.some((ex) => matchesGlob(isAbsolute(ex) ? path : relative(workspace, path), ex))) continue;
      if (seen.size === maxFiles) return result(found, true);
      seen.add(path);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) found.set(path, info.size);
    }
  }
  return result(found, false);
}

function result(found: Map<string, number>, more: boolean) {
  return { paths: [...found.keys()].sort(), bytes: [...found.values()].reduce((a, b) => a + b, 0), more };
}
