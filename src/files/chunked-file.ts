/**
 * Writing a large document piece by piece: the pieces are gathered into batches of about 64 KB,
 * each batch has its secrets masked and is written, and the file appears under its name only
 * when whole (safe-write.ts: a new temporary file, then a rename). A run of 1,000,000 results
 * never holds its whole results file or JUnit report in memory at once.
 *
 * Masking per batch is sound because batches end between pieces, and every piece ends where no
 * secret can continue: between JSON values, or between lines (each line of a secret is
 * registered on its own).
 */
import type { Redact } from '../secrets.js';
import { writeSafely } from './safe-write.js';

/**
 * About 64 KB a batch: under V8's limit for ordinary heap objects (~128 KB), so each batch and its
 * masked copy die young in the new space; larger strings go to the large-object space, which only
 * a full collection frees, and a run's worth of them piles up before one comes.
 */
const BATCH_CHARS = 1 << 16;

export async function writeChunkedFile(
  path: string,
  pieces: Iterable<string>,
  redact: Redact = (text) => text,
): Promise<void> {
  await writeSafely(path, async (file) => {
    let batch: string[] = [];
    let size = 0;
    for (const piece of pieces) {
      batch.push(piece);
      size += piece.length;
      if (size >= BATCH_CHARS) {
        await file.write(redact(batch.join('')));
        batch = [];
        size = 0;
      }
    }
    await file.write(redact(batch.join('')));
  });
}
