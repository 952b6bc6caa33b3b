/**
 * The published JSON Schema of the history file (docs/history-file.schema.json), compiled once
 * with ajv: every history file the tests see the action write is checked against it, so the
 * document other tools read can never drift from what the action writes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
export const HISTORY_SCHEMA_PATH = join(
  resolve(import.meta.dirname, '..', '..'),
  'docs',
  'history-file.schema.json',
);

let validate: ValidateFunction | undefined;

/** Problems of a history file (text or parsed) against the schema, as `path: message` lines; none when it conforms. */
export function historyFileProblems(file: unknown): string[] {
  validate ??= new Ajv2020({ allErrors: true, strict: false }).compile(
    JSON.parse(readFileSync(HISTORY_SCHEMA_PATH, 'utf8')) as object,
  );
  const data: unknown = typeof file === 'string' ? JSON.parse(file) : file;
  if (validate(data)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
