/**
 * Errors raised on purpose, their message written for a person: main.ts shows one that reaches it
 * as the step's one failure line, never with a stack, and a caller that carries on words it into a
 * warning. Anything else that reaches main.ts is a bug and shown as one. An error that carries only
 * a reason or a signal for the code that catches it, which words it, is a plain Error whose comment
 * says who does (http/, files/links.ts, files/safe-write.ts, regular-file.ts, github/contents.ts,
 * modes/fabric/apply.ts).
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
