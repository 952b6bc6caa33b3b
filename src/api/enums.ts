/**
 * Enumerations of the service (see ../shared/api/service-facts.md), in one place: the API
 * client's schemas, the fabric-file validator and the emulator all use these exact spellings.
 */

/**
 * Fabric providers: two third-party warehouses and one service-managed option whose spelling is
 * not published; we call that one `managed`.
 */
export const FABRIC_PROVIDERS = ['databricks', 'bigquery', 'managed'] as const;
export type FabricProvider = (typeof FABRIC_PROVIDERS)[number];

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
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** Only these SQL warehouse kinds may carry `isDefaultWarehouseConnection: true`. */
export const DEFAULT_WAREHOUSE_KINDS = [
  'databricks',
  'bigquery',
  'snowflake',
] as const satisfies readonly ConnectionKind[];

export const SECRET_SUB_KINDS = ['text', 'binary', 'username_password', 'm2m_oauth'] as const;
export type SecretSubKind = (typeof SECRET_SUB_KINDS)[number];

export const TEST_STATUSES = ['SUCCEEDED', 'FAILED', 'ERROR'] as const;
