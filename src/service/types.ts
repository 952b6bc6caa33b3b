/**
 * Wire types of the Orchestration API, inferred from schemas.ts. A type import is erased: mode code
 * imports only these, so a dry run never loads zod or the HTTP stack.
 */
import type * as z from 'zod';
import type * as schemas from './schemas.js';
import type { createClient } from './client.js';
import type { Secrets } from '../secrets.js';
import type { TransportOptions } from '../http/transport.js';
import type { Operation } from './endpoints.js';
import type { TEST_STATUSES } from './enums.js';

/** The service owns its statuses: any other is carried through, counted, and neither passes nor fails. */
export type TestStatus = (typeof TEST_STATUSES)[number] | (string & {});

/** One element of `tests` in a variant-A test run. */
export type TestSelection = z.infer<typeof schemas.testSelection>;
export type RunTestsRequestA = z.infer<typeof schemas.runTestsRequestA>;
/** Variant B: all tests of one model; `tests` holds a single empty object. */
export type RunTestsRequestB = z.infer<typeof schemas.runTestsRequestB>;
export type RunTestsRequest = RunTestsRequestA | RunTestsRequestB;

/** Checked field by field in schemas.ts, not inferred: a big run is not copied. */
export interface TestResult {
  name: string;
  status: TestStatus;
  table: string;
  columnName: string;
  index: number;
  time: number;
  cause: string;
}

export type TestSummary = z.infer<typeof schemas.testSummary>;
export type DeployRequest = z.infer<typeof schemas.deployRequest>;
export type DeployResult = z.infer<typeof schemas.deployResult>;
export type TriggerPipelineRequest = z.infer<typeof schemas.triggerPipelineRequest>;

/** Body of add secret / update secret, and the `secret` of create fabric. */
export type SecretInput = z.infer<typeof schemas.secretInput>;
/** A secret as read back: never its value. */
export type SecretReference = z.infer<typeof schemas.secretReference>;

/** Literal `{{SECRET}}` is allowed only in create fabric: the secret created in the same request. */
export const SECRET_PLACEHOLDER = '{{SECRET}}';

export type ConnectionPropertyValue = ConnectionInput['properties'][string];
export type ConnectionInput = z.infer<typeof schemas.connectionInput>;
export type Connection = ConnectionInput & { id: string };
export type CreateFabricRequest = z.infer<typeof schemas.createFabricRequest>;
export type UpdateFabricRequest = z.infer<typeof schemas.updateFabricRequest>;

export { OPERATIONS, type Operation } from './endpoints.js';

/** The client's methods, as createClient writes them. */
export type OrchestrationClient = ReturnType<typeof createClient>;

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
