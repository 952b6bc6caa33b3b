/**
 * Wire types of the Orchestration API, inferred from schemas.ts, and the client's interface,
 * written out. A type import is erased: mode code imports only these, so a dry run never loads zod
 * or the HTTP stack. This module imports no value and nothing of client.ts: client.ts implements
 * the interface below.
 */
import type * as z from 'zod';
import type * as schemas from './schemas.js';
import type { Secrets } from '../common/secret-registry.js';
import type { TransportOptions } from '../http/transport.js';
import type { Operation } from './endpoints.js';

export type { TestStatus } from './enums.js';
export type { TestResult } from './schemas.js';

/** One element of `tests` in a variant-A test run. */
export type TestSelection = z.infer<typeof schemas.testSelection>;
export type RunTestsRequestA = z.infer<typeof schemas.runTestsRequestA>;
/** Variant B: all tests of one model; `tests` holds a single empty object. */
export type RunTestsRequestB = z.infer<typeof schemas.runTestsRequestB>;
export type RunTestsRequest = RunTestsRequestA | RunTestsRequestB;
/** A test run's answer: every result, the runner's output and the service's own tally. */
export type RunTestsData = z.infer<typeof schemas.runTestsData>;

export type TestSummary = z.infer<typeof schemas.testSummary>;
export type DeployRequest = z.infer<typeof schemas.deployRequest>;
export type DeployResult = z.infer<typeof schemas.deployResult>;
export type TriggerPipelineRequest = z.infer<typeof schemas.triggerPipelineRequest>;
/** A trigger's answer: the id of the run it started. */
export type TriggerPipelineResult = z.infer<typeof schemas.triggerPipelineResult>;
/** A run's status word (the service owns the words) and, when the service sends them, its fields. */
export type PipelineRunStatus = z.infer<typeof schemas.pipelineRunStatus>;

/** Body of add secret / update secret, and the `secret` of create fabric. */
export type SecretInput = z.infer<typeof schemas.secretInput>;
/** A secret as read back: never its value. */
export type SecretReference = z.infer<typeof schemas.secretReference>;
/** A secret as the service lists it: its name, id and kinds, never its value. */
export type SecretSummary = z.infer<typeof schemas.secretSummary>;

export type ConnectionPropertyValue = ConnectionInput['properties'][string];
export type ConnectionInput = z.infer<typeof schemas.connectionInput>;
export type Connection = ConnectionInput & { id: string };
export type CreateFabricRequest = z.infer<typeof schemas.createFabricRequest>;
export type UpdateFabricRequest = z.infer<typeof schemas.updateFabricRequest>;
/** What a write that creates or changes one thing answers: that thing's id. */
export type IdData = z.infer<typeof schemas.idData>;

export { OPERATIONS, type Operation } from './endpoints.js';

/**
 * The Orchestration API, one method per endpoint (service/endpoints.ts names each one's method and
 * path). What holds for every method:
 *
 * - Before anything is sent, the path's parameters (non-empty; never `.` or `..`) and the body are
 *   checked against the request's schema; a problem throws `invalid request: …` with
 *   `maybeApplied: false` and `attempts: 0`.
 * - Every failure is an `ApiError` whose message is one finished line starting with the
 *   operation's name, with no secret in it. `maybeApplied` is false only when the request provably
 *   did not arrive or the service answered it definitively.
 * - `success: false` is a refusal whatever the HTTP status; a success whose body lacks a documented
 *   field throws too, and then the request may well have taken effect (`maybeApplied: true`).
 * - Reads, and writes that set a whole value, are repeatable: a transient failure (connection
 *   refused or reset, 429, 502, 503, 504) is sent again, up to `retries` times. The writes marked
 *   "sent once" below are sent again only when an attempt provably was not applied; when the
 *   outcome is unknown, the message says what may have happened and what to check first.
 * - The sensitive values of a secret sent (by property name) are added to the client's secrets
 *   before the request goes, so no later line of the job's log shows them.
 */
export interface OrchestrationClient {
  /**
   * Runs data tests: variant B (one model's tests) when the body has `modelName`, else variant A.
   * Returns every result, the runner's output and the summary. Repeatable: a run changes nothing.
   */
  runTests(body: RunTestsRequest): Promise<RunTestsData>;

  /**
   * Deploys the project at `gitTag` to the fabric named in the body, with its configuration
   * overrides. Returns the deployment's id and details. Sent once: on an unknown outcome, or a
   * refusal that names a deploymentId, the error says the deployment may have been scheduled
   * (`maybeApplied: true`).
   */
  deployProject(body: DeployRequest): Promise<DeployResult>;

  /**
   * Creates a fabric, with at most one secret and one connection (which may refer to that secret
   * as `{{SECRET}}`). Returns the new fabric's id. Sent once and never re-sent on an unknown
   * outcome: no read finds a fabric by name, so the error says it may have been created.
   */
  createFabric(body: CreateFabricRequest): Promise<IdData>;

  /** Changes a fabric's name or description (only these can change). Returns its id. Repeatable. */
  updateFabric(fabricId: string, body: UpdateFabricRequest): Promise<IdData>;

  /**
   * Adds a connection to a fabric. Returns the connection as the request described it, with the
   * id the service gave it (and its properties, when the answer holds them). Sent once: on an
   * unknown outcome the error says to look the connection up by name before adding it again.
   */
  addConnection(fabricId: string, body: ConnectionInput): Promise<Connection>;

  /**
   * Looks a connection up by name. Returns undefined when the service says it does not exist (404,
   * or a "not found" refusal); its `properties` are checked only as an object, their shape per
   * kind being undocumented.
   */
  getConnectionByName(fabricId: string, name: string): Promise<Connection | undefined>;

  /**
   * Replaces a connection, named as in the path, by the whole of `body` (its kind and default flag
   * cannot change). Throws `invalid request` before sending when `body.name` is another name: the
   * service renames none. Returns as addConnection does. Repeatable: the same whole value sent
   * again changes nothing.
   */
  updateConnection(fabricId: string, name: string, body: ConnectionInput): Promise<Connection>;

  /**
   * Adds a secret to a fabric. Returns its id. Sent once: on an unknown outcome the error says to
   * list the fabric's secrets before adding it again.
   */
  addSecret(fabricId: string, body: SecretInput): Promise<IdData>;

  /** Replaces a secret's value and properties by `body`. Returns its id. Repeatable. */
  updateSecret(fabricId: string, secretId: string, body: SecretInput): Promise<IdData>;

  /** The fabric's secrets: names, ids and kinds, never a value. */
  listSecrets(fabricId: string): Promise<SecretSummary[]>;

  /** One secret of the fabric, as listSecrets shows it. */
  getSecret(fabricId: string, secretId: string): Promise<SecretSummary>;

  /**
   * Starts one run of a pipeline. Returns its runId: the run started, not how it ended
   * (pipelineStatus says). Sent once: a run started twice runs the pipeline twice, so on an unknown
   * outcome, or a refusal that names a runId, the error says the run may have been started.
   */
  triggerPipeline(body: TriggerPipelineRequest): Promise<TriggerPipelineResult>;

  /** A run's status now (any word: the service owns them), and its other fields when present. */
  pipelineStatus(runId: string): Promise<PipelineRunStatus>;

  /** Closes the client's connections, once every request under way has ended. */
  close(): Promise<void>;
}

/** Transport options the client passes on, filling in those left out. */
export interface ClientOptions
  extends
    Pick<TransportOptions, 'baseUrl' | 'timeoutMs' | 'retries'>,
    Partial<Pick<TransportOptions, 'maxConnections' | 'maxBodyBytes' | 'signal'>> {
  token: string;
  /** The client adds the token and every secret value it sends; without one it keeps its own. */
  secrets?: Secrets;
  /** The first back-off and its cap; a Retry-After is honoured as asked, within rules.ts's bound. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  onRetry?: (info: { operation: Operation; attempt: number; delayMs: number; reason: string }) => void;
}
