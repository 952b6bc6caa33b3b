/**
 * Writes a large document in masked batches, so it is never whole in memory; the file appears
 * only when complete (safe-write.ts). Masking per batch is sound because every piece ends where no
 * secret can continue: between JSON values, or between lines (each line of a secret is registered).
 */
import type { Redact } from '../secrets.js';
import { writeSafely } from './safe-write.js';

/**
 * UTF-16 units: under V8's large-object size, so each batch and its masked copy die young; large
 * objects wait for a full collection, and a run's worth of them piles up first.
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
