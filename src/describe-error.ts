/** Turns any thrown value into the one line the step fails with. */
import { UserError, oneLine } from './errors.js';

export function describeError(err: unknown): { line: string; stack?: string } {
  if (err instanceof UserError) return { line: oneLine(err.message) };
  // ApiError and other errors we raise on purpose carry a ready message; their class name tells.
  if (err instanceof Error && err.name === 'ApiError') return { line: oneLine(err.message) };
  if (err instanceof Error) {
    return { line: oneLine(`Unexpected error: ${err.message}`), stack: err.stack };
  }
  return { line: oneLine(`Unexpected error: ${String(err)}`) };
}
