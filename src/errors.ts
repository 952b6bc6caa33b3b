/**
 * Errors raised on purpose: main.ts shows each as the step's one failure line, never with a stack;
 * anything else that reaches it is a bug and shown as one.
 */
import { oneLine } from './text.js';

/** The message is a finished line (the service client's ApiError is one). */
export class ActionError extends Error {
  override name = 'ActionError';
  constructor(message: string) {
    super(oneLine(message));
  }
}

/** Caused by what the user wrote (an input, a file) rather than by the service or by us. */
export class UserError extends ActionError {
  override name = 'UserError';
}

/** The message names the file and line: `tests.yml:12: …`. */
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
