import { UserError } from '../errors.js';
import type { Settings } from '../inputs.js';

export async function runTestFlow(_settings: Settings): Promise<void> {
  throw new UserError('mode: test is not available yet in this version of the action');
}
