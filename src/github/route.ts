/**
 * A route the action sends GitHub: the Octokit method that sends it (its parameters are typed by
 * it), and how a failure may be sent again. Apart from rest.ts, so naming one loads no client.
 */
import type { getOctokit } from '@actions/github';
import type { Delivery } from '../http/policy.js';

export type Octokit = ReturnType<typeof getOctokit>;

/**
 * An Octokit method that sends one route: an endpoint method (`octokit.rest.checks.create`), or
 * `octokit.request` with a route's defaults. Its defaults name the route.
 */
export interface RouteMethod<P> {
  (params: P): Promise<unknown>;
  endpoint: { DEFAULTS: { method: string; url?: string } };
}

export interface Route<P> {
  /** The Octokit method that sends it: `(octokit) => octokit.rest.checks.create`. */
  method: (octokit: Octokit) => RouteMethod<P>;
  /**
   * `repeatable`: a read, or a write that sets a whole value; `once`: a create or an append, never
   * sent again after it may have been applied (src/http/policy.ts).
   */
  delivery: Delivery;
  /** One request, no retry or wait: a read whose failure the caller reports and goes on without. */
  singleAttempt?: boolean;
  /** Writes of this route in flight at once; default 1, as GitHub asks of integrations. */
  concurrency?: number;
}

/** A route sent by `method`, whose parameters the route's callers then give. */
export function route<P>(
  method: Route<P>['method'],
  delivery: Delivery,
  options: Pick<Route<P>, 'singleAttempt' | 'concurrency'> = {},
): Route<P> {
  return { method, delivery, ...options };
}
