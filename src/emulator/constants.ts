// The emulator's constants. A fixture may add spellings under `accepts`, standing for a service
// that takes spellings the action has never seen.

import {
  CONNECTION_KINDS,
  DEFAULT_WAREHOUSE_KINDS,
  FABRIC_PROVIDERS,
  SECRET_SUB_KINDS,
} from '../service/enums.js';

export { TEST_STATUSES } from '../service/enums.js';
export type TestStatus = (typeof import('../service/enums.js').TEST_STATUSES)[number];

export interface Spellings {
  providers: string[];
  connectionKinds: string[];
  /** May be the default warehouse connection. */
  warehouseKinds: string[];
  secretSubKinds: string[];
}

export function spellings(extra: Partial<Spellings> = {}): Spellings {
  const join = (known: readonly string[], more: string[] = []) => [...new Set([...known, ...more])];
  return {
    providers: join(FABRIC_PROVIDERS, extra.providers),
    connectionKinds: join(CONNECTION_KINDS, extra.connectionKinds),
    warehouseKinds: join(DEFAULT_WAREHOUSE_KINDS, extra.warehouseKinds),
    secretSubKinds: join(SECRET_SUB_KINDS, extra.secretSubKinds),
  };
}

/** "The secret created in this same create-fabric request". */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

/** When the fixture does not pin them; handed out as numeric strings, like the service's. */
export const FIRST_IDS = {
  fabric: 10740,
  connection: 4657,
  secret: 3301,
  deployment: 90001,
  run: 70001,
} as const;
