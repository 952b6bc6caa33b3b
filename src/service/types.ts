/**
 * Wire types of the Orchestration API. Their run-time checks live in schemas.ts: mode code imports
 * only these types, so a dry run never loads the HTTP stack.
 */

/** The service owns its statuses: any other is carried through, counted, and neither passes nor fails. */
export type TestStatus = 'SUCCEEDED' | 'FAILED' | 'ERROR' | (string & {});

export interface NamedTest {
  name: string;
}

export interface ColumnTests {
  name: string;
  tests: NamedTest[];
}

/** One element of `tests` in a variant-A test run. */
export interface TestSelection {
  source?: string;
  table?: string;
  columnTests?: ColumnTests[];
  tableTests?: NamedTest[];
  projectTests?: NamedTest[];
}

interface RunTestsCommon {
  fabricId: number;
  projectId: string;
  branch?: string;
  version?: string;
}

export interface RunTestsRequestA extends RunTestsCommon {
  tests?: TestSelection[];
}

/** Variant B: all tests of one model; `tests` holds a single empty object. */
export interface RunTestsRequestB extends RunTestsCommon {
  modelName: string;
  tests?: [Record<string, never>];
}

export type RunTestsRequest = RunTestsRequestA | RunTestsRequestB;

export interface TestResult {
  name: string;
  status: TestStatus;
  table: string;
  columnName: string;
  index: number;
  time: number;
  cause: string;
}

export interface TestSummary {
  failed: number;
  skip: number;
  succeeded: number;
  total: number;
  warning: number;
}

export interface RunTestsData {
  results: TestResult[];
  runnerStdout: string;
  summary: TestSummary;
}

export interface DeployRequest {
  projectName: string;
  fabricName: string;
  gitTag: string;
  pipelineConfigurations?: Record<string, Record<string, string>>;
  projectConfiguration?: Record<string, string>;
}

export interface DeployResult {
  success: true;
  message: string;
  deploymentId: string;
  details: {
    projectId: string;
    fabricId: string;
    version: string;
    pipelinesDeployed: string[];
    configurationsApplied: number;
  };
}

export interface TriggerPipelineRequest {
  /** An int64, as in a test run. */
  fabricId: number;
  pipelineName: string;
  projectId: string;
  parameters?: Record<string, string>;
  branch?: string;
  version?: string;
  /** Run the pipeline up to this step only. */
  processName?: string;
}

/** The answer to a trigger: whether the run was triggered, not how it ended. */
export interface TriggerPipelineResult {
  success: true;
  runId: string;
}

/** The service owns it: any other word is carried through as written. */
export type RunStatus = 'RUNNING' | 'ERROR' | 'SUCCEEDED' | (string & {});

/**
 * Only `runStatus` is required: a poll must not fail on a field it does not use, or a run that
 * ended would be reported as unknown.
 */
export interface PipelineRunStatus {
  success: true;
  runStatus: RunStatus;
  errorMessage?: string | null;
  runId?: string;
  createdAt?: string;
  updatedAt?: string;
  projectId?: string;
  pipelineName?: string;
  fabricId?: string;
}

import type { Secrets } from '../secrets.js';

/** Body of add secret / update secret, and the `secret` of create fabric. */
export interface SecretInput {
  kind: 'native';
  /** Sent as written: the service owns its sub-kinds. */
  subKind: string;
  properties: Record<string, string>;
}

/** A secret as read back: never its value. */
export interface SecretSummary {
  kind: string;
  subKind: string;
  properties: { id: string; name: string };
  type: string;
}

export interface SecretReference {
  kind: 'native';
  properties: { id: string; name: string };
  subKind: string;
  type: 'secret';
}

/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

export type ConnectionPropertyValue = string | number | boolean | SecretReference;

export interface ConnectionInput {
  name: string;
  kind: string;
  isDefaultWarehouseConnection?: boolean;
  properties: Record<string, ConnectionPropertyValue>;
  shouldValidate?: boolean;
  shouldTest?: boolean;
}

export interface Connection extends ConnectionInput {
  id: string;
}

export interface CreateFabricRequest {
  name: string;
  description?: string;
  teamName: string;
  provider: string;
  secret?: SecretInput;
  connection?: ConnectionInput;
}

export interface UpdateFabricRequest {
  name?: string;
  description?: string;
}

/** As they start every error line. */
export const OPERATIONS = {
  runTests: 'Run data tests',
  deployProject: 'Deploy project',
  createFabric: 'Create fabric',
  updateFabric: 'Update fabric',
  addConnection: 'Add connection',
  getConnection: 'Retrieve connection',
  updateConnection: 'Update connection',
  addSecret: 'Add secret',
  updateSecret: 'Update secret',
  listSecrets: 'List secrets',
  getSecret: 'Retrieve secret',
  triggerPipeline: 'Trigger pipeline',
  pipelineStatus: 'Pipeline run status',
} as const;
export type Operation = (typeof OPERATIONS)[keyof typeof OPERATIONS];

export interface OrchestrationClient {
  runTests(body: RunTestsRequest): Promise<RunTestsData>;
  deployProject(body: DeployRequest): Promise<DeployResult>;
  createFabric(body: CreateFabricRequest): Promise<{ id: string }>;
  updateFabric(fabricId: string, body: UpdateFabricRequest): Promise<{ id: string }>;
  addConnection(fabricId: string, body: ConnectionInput): Promise<Connection>;
  /** undefined when the service says it does not exist (404, or a "not found" failure). */
  getConnectionByName(fabricId: string, name: string): Promise<Connection | undefined>;
  /** `body` is the whole connection, named as in the path; kind and default flag cannot change. */
  updateConnection(fabricId: string, name: string, body: ConnectionInput): Promise<Connection>;
  addSecret(fabricId: string, body: SecretInput): Promise<{ id: string }>;
  updateSecret(fabricId: string, secretId: string, body: SecretInput): Promise<{ id: string }>;
  listSecrets(fabricId: string): Promise<SecretSummary[]>;
  getSecret(fabricId: string, secretId: string): Promise<SecretSummary>;
  /** Sent once: re-sent only when the service provably did not take it. */
  triggerPipeline(body: TriggerPipelineRequest): Promise<TriggerPipelineResult>;
  pipelineStatus(runId: string): Promise<PipelineRunStatus>;
  close(): Promise<void>;
}

export interface ClientOptions {
  baseUrl: string;
  token: string;
  /** The client adds the token and every secret value it sends; without one it keeps its own. */
  secrets?: Secrets;
  /** Per attempt, in milliseconds. */
  timeoutMs: number;
  /** Extra attempts for transient failures. */
  retries: number;
  /** Default 16; test mode sets its concurrency. */
  maxConnections?: number;
  /** Milliseconds (default 1000); doubles per attempt, with jitter. */
  retryBaseDelayMs?: number;
  /** Decoded bytes (default MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Milliseconds (default 60000); a Retry-After is honoured as asked, within rules.ts's bound. */
  retryMaxDelayMs?: number;
  onRetry?: (info: { operation: Operation; attempt: number; delayMs: number; reason: string }) => void;
}
