/**
 * The one way tests make temporary folders: each is registered, and test/setup/temp-dirs.ts removes
 * every one when its test file ends, passed or failed, so a run leaves nothing in the system's
 * temporary folder. A test that needs a folder gone sooner may still remove it itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh, empty folder `<tmpdir>/<prefix>XXXXXX`, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir has made in this test file (the setup file calls it). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
