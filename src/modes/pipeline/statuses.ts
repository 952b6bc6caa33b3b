/**
 * What a run's status word means: a word that is neither an end nor a wait ends the run as not
 * succeeded. Compared without case: a service that answers `Running` is still running.
 */
import { RUN_ERROR, RUN_SUCCEEDED, RUN_WAITING } from '../../service/enums.js';

export type StatusMeaning = 'succeeded' | 'error' | 'waiting' | 'other-end';

const WAITING: ReadonlySet<string> = new Set(RUN_WAITING);

export function meaningOf(status: string): StatusMeaning {
  const word = status.toUpperCase();
  if (word === RUN_SUCCEEDED) return 'succeeded';
  if (word === RUN_ERROR) return 'error';
  return WAITING.has(word) ? 'waiting' : 'other-end';
}
