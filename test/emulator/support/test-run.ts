// Shared by the test-run tests: the route, its refusals, and results in brief.
import { failed } from './harness.js';

export const RUN = '/api/orchestration/tests/run';

export const refused = (reason: string) => failed(`Test run failed due to : ${reason}`);

/** name, status, table, columnName, cause of each result (time is checked separately). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const brief = (results: any[]) =>
  results.map((r) => [r.name, r.status, r.table, r.columnName, r.cause]);
