/**
 * The service's enumerations as the action knows them. The service owns them: values are sent as the
 * user wrote them. These lists only help: a near miss gets a warning, and a kind known to be no SQL
 * warehouse cannot be the default warehouse connection. The emulator accepts these, plus its fixture's.
 */

/** The service-managed provider's spelling is not published: not guessed here; it passes as written. */
export const FABRIC_PROVIDERS = ['databricks', 'bigquery'] as const;

/** Spelled exactly as the hosted service does (note `ADLS`, `GCS`). */
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

/** The SQL warehouses: the known kinds that may be the default warehouse connection. */
export const DEFAULT_WAREHOUSE_KINDS = ['databricks', 'bigquery', 'snowflake'] as const;

export const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'] as const;

export const TEST_STATUSES = ['SUCCEEDED', 'FAILED', 'ERROR'] as const;
/** The service owns its statuses: any other is carried through, counted, and neither passes nor fails. */
export type TestStatus = (typeof TEST_STATUSES)[number] | (string & {});

/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

/** Beside the documented RUNNING, these words name a wait too; any other word ends a run, not well. */
export const RUN_SUCCEEDED = 'SUCCEEDED';
export const RUN_ERROR = 'ERROR';
export const RUN_WAITING = ['RUNNING', 'PENDING', 'QUEUED', 'STARTING', 'SCHEDULED', 'IN_PROGRESS'] as const;

/** A kind the action has never seen may be a warehouse. */
export function isKnownNonWarehouseKind(kind: string): boolean {
  const folded = kind.toLowerCase();
  const known = (list: readonly string[]) => list.some((k) => k.toLowerCase() === folded);
  return known(CONNECTION_KINDS) && !known(DEFAULT_WAREHOUSE_KINDS);
}

/** Another case, or one letter added, dropped or changed; undefined when known as written or near none. */
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
