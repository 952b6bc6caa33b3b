// The emulator's constants. The service's enumerations come from src/api/enums.ts, so the
// emulator and the action can never disagree on a spelling.

export {
  FABRIC_PROVIDERS,
  CONNECTION_KINDS,
  DEFAULT_WAREHOUSE_KINDS,
  SECRET_SUB_KINDS as SECRET_SUBKINDS,
  TEST_STATUSES,
} from '../api/enums.js';
export type { FabricProvider, ConnectionKind, SecretSubKind } from '../api/enums.js';
export type TestStatus = (typeof import('../api/enums.js').TEST_STATUSES)[number];

/** The literal a create-fabric connection uses for "the secret created in this same request". */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

/** First ids handed out when the fixture does not pin them (numeric strings, like the service's). */
export const FIRST_IDS = {
  fabric: 10740,
  connection: 4657,
  secret: 3301,
  deployment: 90001,
} as const;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
