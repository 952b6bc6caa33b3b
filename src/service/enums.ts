/**
 * Spellings of the service's enumerations that the action knows (the hosted service's documentation).
 *
 * The service owns its enumerations (docs/behaviour.md): a fabric's
 * `provider`, a connection's `kind` and a secret's `subKind` are sent exactly as the user wrote
 * them, and read back as the service answers them. These lists only help: a near miss of a known
 * spelling gets a warning (fabric-file.ts), and a connection of a kind known to be no SQL warehouse
 * cannot be the default warehouse connection. The emulator accepts these, plus any its fixture adds.
 */

/**
 * Fabric providers: the two third-party warehouses. The service has a third, service-managed
 * provider whose spelling is not published: it is not guessed here, and passes as written.
 */
export const FABRIC_PROVIDERS = ['databricks', 'bigquery'] as const;

/** The 20 connection kinds, spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
export const CONNECTION_KINDS = [
  'databricks',
  'bigquery',
  'snowflake',
  'synapse',
  'mssql',
  'oracle',
  'mongodb',
  'hana',
  'redshift',
  'smtp',
  's3',
  'sftp',
  'ADLS',
  'GCS',
  'onedrive',
  'salesforce',
  'sharepoint',
  'smartsheet',
  'tableau',
  'powerbi',
] as const;

/** The known kinds that may carry `isDefaultWarehouseConnection: true`: the SQL warehouses. */
export const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'] as const;

export const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'] as const;

export const TEST_STATUSES = ['SUCCEEDED', 'FAILED', 'ERROR'] as const;

/**
 * A pipeline run's `runStatus`: the service documents RUNNING, ERROR and SUCCEEDED; these other
 * words name a wait too (CONTRACT.md, "Pipeline runs"). Any other word ends a run, not well.
 */
export const RUN_SUCCEEDED = 'SUCCEEDED';
export const RUN_ERROR = 'ERROR';
export const RUN_WAITING = ['RUNNING', 'PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'] as const;

/**
 * Whether a connection kind is known not to be a SQL warehouse (`smtp`, `S3`): such a connection
 * cannot be the default warehouse connection. A kind the action has never seen may be one.
 */
export function isKnownNonWarehouseKind(kind: string): boolean {
  const folded = kind.toLowerCase();
  const known = (list: readonly string[]) => list.some((k) => k.toLowerCase() === folded);
  return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}

/**
 * The known spelling a value nearly matches (another case, or one letter added, dropped or
 * changed), or undefined when it is known as written or near none.
 */
export function nearMiss(value: string, known: readonly string[]): string | undefined {
  if (known.includes(value)) return undefined;
  return (
    known.find((k) => k.toLowerCase() === value.toLowerCase()) ??
    known.find((k) => withinOneEdit(k.toLowerCase(), value.toLowerCase()))
  );
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // After the first difference the rest must match with one character changed, added or dropped.
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}
