/**
 * An error caused by what the user wrote (an input, a file) rather than by the service or by
 * us: its message is shown as the step's single failure line, as is, never with a stack.
 */
export class UserError extends Error {
  override name = 'UserError';
  constructor(message: string) {
    super(oneLine(message));
  }
}

/** Error in a file the user wrote; the message names the file and line, e.g. `tests.yml:12: …`. */
export class FileError extends UserError {
  override name = 'FileError';
  readonly reason: string;
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    reason: string,
  ) {
    const folded = oneLine(reason);
    super(line === undefined ? `${file}: ${folded}` : `${file}:${line}: ${folded}`);
    this.reason = folded;
  }
}

/**
 * Folds text onto one line: values quoted from users' files, and messages from the service, may
 * hold line breaks (Unicode ones too), and an error or annotation is one line.
 */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n\u2028\u2029\u0085]+\s*/g, ' ').trim();
}
