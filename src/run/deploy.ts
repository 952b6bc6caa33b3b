import { UserError } from '../errors.js';
import type { Settings } from '../inputs.js';

export async function runDeployFlow(_settings: Settings): Promise<void> {
  throw new UserError('mode: deploy is not available yet in this version of the action');
}
