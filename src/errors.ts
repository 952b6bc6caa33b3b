/**
 * The errors the action raises on purpose, each shown as the step's single failure line as it is,
 * never with a stack. (The API client's ApiError, in api/errors.ts, is the third kind.)
 */
import { oneLine } from './text.js';

/** Caused by what the user wrote (an input, a file) rather than by the service or by us. */
export class UserError extends Error {
  override name = 'UserError';
  constructor(message: string) {
    super(oneLine(message));
  }
}

/** Error in a file the user wrote; the message names the file and line, e.g. `tests.yml:12: …`. */
export class FileError extends UserError {
  override name = 'FileError';
  readonly file: string;
  readonly line: number | undefined;
  readonly reason: string;
  constructor(file: string, line: number | undefined, reason: string) {
    const folded = oneLine(reason);
    super(line === undefined ? `${file}: ${folded}` : `${file}:${line}: ${folded}`);
    this.file = file;
    this.line = line;
    this.reason = folded;
  }
}
