/**
 * The published JSON Schema of the results file (docs/results-file.schema.json), compiled once
 * with ajv: every results file the tests see the action write is checked against it, so the
 * document other tools read can never drift from what the action writes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
export const RESULTS_SCHEMA_PATH = join(
  resolve(import.meta.dirname, '..', '..'),
  'docs',
  'results-file.schema.json',
);

let validate: ValidateFunction | undefined;

/** Problems of a results file (text or parsed) against the schema, as `path: message` lines; none when it conforms. */
export function resultsFileProblems(file: unknown): string[] {
  validate ??= new Ajv2020({ allErrors: true, strict: false }).compile(
    JSON.parse(readFileSync(RESULTS_SCHEMA_PATH, 'utf8')) as object,
  );
  const data: unknown = typeof file === 'string' ? JSON.parse(file) : file;
  if (validate(data)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
