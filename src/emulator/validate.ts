// Checks for request bodies, by hand rather than zod so every message reads like the service's
// and names the exact field, e.g. tests[1].table.
import { badRequest } from './http.js';

export type Json = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Never a property every object has (a branch named `constructor`). */
export function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function expectObject(value: unknown, what: string): Json {
  if (!isPlainObject(value)) throw badRequest(`${what} must be a JSON object, not ${describeType(value)}`);
  return value;
}

/** Unknown fields are refused so a client that misspells one learns it here, not in production. */
export function allowOnly(obj: Json, allowed: readonly string[], where = ''): void {
  for (const key of Object.keys(obj))
    if (!allowed.includes(key)) throw badRequest(`${where ? `${where}: ` : ''}unknown field "${key}"`);
}

export function field(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Absent is undefined; anything else must be of the type, e.g. 'a string'. */
function optional<T>(obj: Json, key: string, prefix: string, type: string, is: (v: unknown) => v is T) {
  const value = obj[key];
  if (value !== undefined && !is(value))
    throw badRequest(`${field(prefix, key)} must be ${type}, not ${describeType(value)}`);
  return value as T | undefined;
}

/** null is missing too. */
function required<T>(obj: Json, key: string, prefix: string, type: string, is: (v: unknown) => v is T): T {
  if (obj[key] === undefined || obj[key] === null) throw badRequest(`${field(prefix, key)} is required`);
  return optional(obj, key, prefix, type, is)!;
}

export function requiredString(obj: Json, key: string, prefix = ''): string {
  const value = required(obj, key, prefix, 'a string', isString);
  if (value.trim() === '') throw badRequest(`${field(prefix, key)} must not be empty`);
  return value;
}

export const optionalString = (obj: Json, key: string, prefix = '') =>
  obj[key] === undefined ? undefined : requiredString(obj, key, prefix);

/** Like optionalString but '' is allowed (descriptions). */
export const optionalText = (obj: Json, key: string, prefix = '') =>
  optional(obj, key, prefix, 'a string', isString);

export const optionalBoolean = (obj: Json, key: string, prefix = '') =>
  optional(obj, key, prefix, 'a boolean', (v) => typeof v === 'boolean');

export const requiredArray = (obj: Json, key: string, prefix = ''): unknown[] =>
  required(obj, key, prefix, 'an array', Array.isArray);

/** Every value must already be a string. */
export function stringMap(value: unknown, where: string): Record<string, string> {
  const obj = expectObject(value, where);
  for (const key of Object.keys(obj)) optional(obj, key, where, 'a string', isString);
  return obj as Record<string, string>;
}

/** Only absent is missing: null is not an object. */
export function requiredObject(obj: Json, key: string, prefix = ''): Json {
  if (obj[key] === undefined) throw badRequest(`${field(prefix, key)} is required`);
  return expectObject(obj[key], field(prefix, key));
}

/** int64 in the service: a numeric string is another JSON type, and refused. */
export const requiredInt64 = (obj: Json, key: string): number =>
  required(obj, key, '', 'an integer (int64)', (v): v is number => Number.isInteger(v));
