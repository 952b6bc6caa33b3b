/**
 * An error caused by what the user wrote (an input, a file) rather than by the service or by
 * us: its message is shown as the step's single failure line, as is, never with a stack.
 */
export class UserError extends Error {
  override name = 'UserError';
}

/** Error in a file the user wrote; the message names the file and line, e.g. `tests.yml:12: …`. */
export class FileError extends UserError {
  override name = 'FileError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line === undefined ? `${file}: ${reason}` : `${file}:${line}: ${reason}`);
  }
}
