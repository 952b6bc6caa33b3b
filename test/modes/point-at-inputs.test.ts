/**
 * A "not found" from the service points at the input that named what was not found (service-calls.ts,
 * pointAtInputs): the line keeps its operation, the service's message and status, and ends with the
 * input to check. Through the emulator and the built action: test/e2e/wrong-ids.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { ApiError, serviceRefusal } from '../../src/service/api-error.js';
import type { Operation } from '../../src/service/endpoints.js';
import { pointAtInputs, type InputValue } from '../../src/modes/service-calls.js';

function refusal(operation: Operation, status: number, message: string, detail?: string): ApiError {
  return new ApiError(
    { operation, status, serviceMessage: message, detail, maybeApplied: false, attempts: 1 },
    serviceRefusal(status, message, detail),
  );
}

const TEST_RUN: InputValue[] = [
  { value: '10749', inputs: ['fabric-id'] },
  { value: 'retail-analytics', inputs: ['project-id'] },
  { value: 'dev', inputs: ['branch'] },
  { value: undefined, inputs: ['version'] },
];

describe('pointAtInputs', () => {
  it('ends the line with the input whose value the answer names', () => {
    const err = pointAtInputs(refusal('Run data tests', 404, 'Fabric 10749 not found'), TEST_RUN);
    expect(err.message).toBe(
      'Run data tests failed: Fabric 10749 not found (HTTP 404); check the `fabric-id` input',
    );
    expect(err).toBeInstanceOf(ApiError);
    expect({ status: err.status, operation: err.operation, maybeApplied: err.maybeApplied }).toEqual({
      status: 404,
      operation: 'Run data tests',
      maybeApplied: false,
    });
  });

  it('names the first value the answer names: the thing not found comes before where it was looked for', () => {
    const err = refusal('Run data tests', 400, 'Branch dev not found in project retail-analytics');
    expect(pointAtInputs(err, TEST_RUN).message).toMatch(/\(HTTP 400\); check the `branch` input$/);
  });

  it('finds a value only as a whole name: 1074 is not in fabric 10749, nor 10749 in 10749-old', () => {
    const values: InputValue[] = [{ value: '1074', inputs: ['fabric-id'] }];
    expect(pointAtInputs(refusal('List secrets', 400, 'Fabric 10749 not found'), values).message).toBe(
      'List secrets failed: Fabric 10749 not found (HTTP 400)',
    );
    const old = refusal('List secrets', 400, 'Fabric 10749-old not found.');
    expect(pointAtInputs(old, [{ value: '10749', inputs: ['fabric-id'] }]).message).toBe(
      'List secrets failed: Fabric 10749-old not found. (HTTP 400)',
    );
    const quoted = refusal('Trigger pipeline', 400, 'Fabric with uid `10749` not found.');
    expect(pointAtInputs(quoted, [{ value: '10749', inputs: ['fabric-id'] }]).message).toMatch(
      /; check the `fabric-id` input$/,
    );
  });

  it('a 404 that names no value points at every input the request took an id from', () => {
    const err = pointAtInputs(refusal('Run data tests', 404, 'Not Found'), TEST_RUN);
    expect(err.message).toBe(
      'Run data tests failed: Not Found (HTTP 404); check the `fabric-id`, `project-id` and `branch` inputs',
    );
  });

  it('reads the deploy error detail, and a tag named whole before the project it starts with', () => {
    const tag: InputValue = { value: 'nope/1.2.0', inputs: ['project-name', 'version'] };
    const fabric: InputValue = { value: 'analytics-prod', inputs: ['fabric-name'] };
    const err = refusal(
      'Deploy project',
      200,
      'Deployment failed',
      'Clone failed because revision Some(nope/1.2.0) was not found',
    );
    expect(pointAtInputs(err, [fabric, tag]).message).toMatch(
      /; check the `project-name` and `version` inputs$/,
    );
    const fromRef: InputValue = { value: 'nope/1.2.0', inputs: [], source: 'the tag this workflow runs for' };
    expect(pointAtInputs(err, [fabric, fromRef]).message).toMatch(/; check the tag this workflow runs for$/);
  });

  it("a 404 that is not the service's answer (a proxy's page: a wrong base-url) names no input", () => {
    const page = new ApiError(
      { operation: 'Run data tests', status: 404, maybeApplied: false, attempts: 1 },
      'HTTP 404 with a non-JSON body: "Not Found"',
    );
    expect(pointAtInputs(page, TEST_RUN)).toBe(page);
  });

  it('leaves any other failure as it is', () => {
    for (const err of [
      refusal('Run data tests', 400, 'Project retail-analytics is not published to fabric 10749'),
      refusal('Run data tests', 500, 'Internal error for fabric 10749'),
      refusal('Run data tests', 401, 'Unauthorized'),
    ])
      expect(pointAtInputs(err, TEST_RUN)).toBe(err);
  });
});
