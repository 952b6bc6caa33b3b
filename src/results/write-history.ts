/**
 * Writes the history file (docs/history-file.md); read-history.ts reads it back. One test per
 * line, so a diff of two files (or `grep`) reads it, written piece by piece: 100,000 tests never
 * make one string of the whole file.
 */
import type { Redact } from '../common/secret-registry.js';
import { writeChunkedFile } from '../files/safe-write.js';
import { HISTORY_FORMAT, HISTORY_FORMAT_VERSION } from './file-formats.js';
import type { History } from './test-history.js';

/** Enough that each piece's overhead is small, few enough to stay below V8's large-object size. */
const TESTS_PER_PIECE = 500;

export function* historyFileChunks(history: History): Generator<string> {
  const head = {
    format: HISTORY_FORMAT,
    formatVersion: HISTORY_FORMAT_VERSION,
    projectId: history.projectId,
    fabricId: history.fabricId,
    // In the schema's order, whichever order an entry was made in; fields of later versions after.
    runs: history.runs.map(({ id, attempt, sha, url, time, branch, ...later }) => ({
      id,
      attempt,
      sha,
      ...(url !== undefined && { url }),
      time,
      ...(branch !== undefined && { branch }),
      ...later,
    })),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"tests":[`;
  let piece: string[] = [];
  let first = true;
  for (const { model, table, columnName, name, outcomes } of history.tests.values()) {
    piece.push(JSON.stringify([model, table, columnName, name, outcomes]));
    if (piece.length < TESTS_PER_PIECE) continue;
    // The separator apart: joined to the piece, it would make the piece's text be copied whole.
    yield first ? '\n' : ',\n';
    yield piece.join(',\n');
    first = false;
    piece = [];
  }
  if (piece.length > 0) {
    yield first ? '\n' : ',\n';
    yield piece.join(',\n');
  }
  yield '\n]}\n';
}

/** Whole or not at all (safe-write.ts): a step stopped midway leaves the earlier file. */
export async function writeHistoryFile(path: string, history: History, redact?: Redact): Promise<void> {
  await writeChunkedFile(path, historyFileChunks(history), redact);
}
