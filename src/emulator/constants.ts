// The emulator's constants. The spellings of the service's enumerations start from
// src/service/enums.ts (what the action knows); a fixture may add more under `accepts`, standing for
// a service that takes spellings the action has never seen.

import {
  CONNECTION_KINDS,
  DEFAULT_WAREHOUSE_KINDS,
  FABRIC_PROVIDERS,
  SECRET_SUB_KINDS,
} from '../service/enums.js';

export { TEST_STATUSES } from '../service/enums.js';
export type TestStatus = (typeof import('../service/enums.js').TEST_STATUSES)[number];

/** The spellings this service accepts. */
export interface Spellings {
  providers: string[];
  connectionKinds: string[];
  /** The connection kinds that may be the default warehouse connection. */
  warehouseKinds: string[];
  secretSubKinds: string[];
}

/** The known spellings plus a fixture's extra ones, each once. */
export function spellings(extra: Partial<Spellings> = {}): Spellings {
  const join = (known: readonly string[], more: string[] = []) => [...new Set([...known, ...more])];
  return {
    providers: join(FABRIC_PROVIDERS, extra.providers),
    connectionKinds: join(CONNECTION_KINDS, extra.connectionKinds),
    warehouseKinds: join(DEFAULT_WAREHOUSE_KINDS, extra.warehouseKinds),
    secretSubKinds: join(SECRET_SUB_KINDS, extra.secretSubKinds),
  };
}

/** The literal a create-fabric connection uses for "the secret created in this same request". */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

/** First ids handed out when the fixture does not pin them (numeric strings, like the service's). */
export const FIRST_IDS = {
  fabric: 10740,
  connection: 4657,
  secret: 3301,
  deployment: 90001,
  run: 70001,
} as const;
