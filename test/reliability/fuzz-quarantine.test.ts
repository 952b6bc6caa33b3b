/**
 * Fuzzing the quarantine file parser (quarantine-file): arbitrary text, and valid files with
 * mutations, either parse into entries with their lines or fail with a one-line FileError on a
 * line of the file. Valid files parse into exactly the entries written.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { parseQuarantine } from '../../src/files/quarantine.js';
import type { QuarantineFile } from '../../src/files/quarantine.js';
import { parseYamlText } from '../../src/files/yaml.js';
import {
  CONTROL,
  EDGE_TEXTS,
  PARSER_RUNS,
  arbitraryName,
  arbitraryText,
  lineCount,
  mutatedYaml,
  parsedOrFileError,
} from './fuzz-support.js';

const PATH = '.github/quarantine.yml';
/** No error is about the file as a whole: an empty file quarantines nothing. */
const WHOLE_FILE: RegExp[] = [];
const KEYWORDS = ['quarantine', 'test', 'table', 'column', 'model', 'owner', 'reason', 'until', '2030-01-31'];

const name = arbitraryName(['not_null', 'unique', 'customers', 'email', 'fct_revenue']);
/** Real days, and text that only looks like one. */
const day = fc.oneof(
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '2026-1-5', '31/12/2026', ''),
);
const entry = fc.record(
  {
    test: name,
    table: name,
    column: name,
    model: name,
    owner: fc.oneof(fc.constantFrom('@acme/data', 'data-team'), name),
    reason: fc.oneof(fc.constantFrom('DATA-1', 'nulls\nfrom the feed'), fc.string({ maxLength: 30 })),
    until: day,
  },
  { requiredKeys: ['test', 'owner', 'reason', 'until'] },
);
const validFile = fc.record({ quarantine: fc.array(entry, { maxLength: 5 }) });

function parse(text: string): { value: QuarantineFile } | { error: unknown } {
  return parsedOrFileError(() => parseQuarantine(parseYamlText(PATH, text)), PATH, text, WHOLE_FILE);
}

/** Every entry on a line of the file, its names free of control characters, its day a real one. */
function expectWellFormed(file: QuarantineFile, text: string): void {
  expect(file.path).toBe(PATH);
  for (const e of file.entries) {
    for (const field of [e.test, e.table, e.column, e.model, e.owner, e.reason])
      if (field !== undefined) {
        expect(field.trim()).not.toBe('');
        expect(CONTROL.test(field)).toBe(false);
      }
    expect(e.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${e.until}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.until);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.line).toBeLessThanOrEqual(lineCount(text));
  }
}

describe('quarantine parser under fuzzing', () => {
  it('arbitrary text: entries or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(arbitraryText(KEYWORDS), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS, examples: EDGE_TEXTS.map((text) => [text]) },
    );
  });

  it('valid files, block or flow style, parse into exactly the entries written', () => {
    fc.assert(
      fc.property(validFile, fc.boolean(), (doc, flow) => {
        const text = stringify(doc, flow ? { collectionStyle: 'flow' } : undefined);
        const result = parse(text);
        if ('error' in result) {
          // Refused on purpose: an empty or controlled name, a day that is no day, an entry twice.
          expect((result.error as Error).message).toMatch(
            / is empty$| holds the control character U\+[0-9A-F]{4}(,|$)|until (is not a day of the calendar|must be a date written YYYY-MM-DD).*$|matches the same results as the one at line \d+; keep one of them$/,
          );
          return;
        }
        expectWellFormed(result.value, text);
        expect(result.value.entries.map(({ line: _line, ...e }) => e)).toEqual(
          doc.quarantine.map((e) => ({ ...e, reason: e.reason.trim().replace(/\s+/g, ' ') })),
        );
      }),
      { numRuns: PARSER_RUNS },
    );
  });

  it('valid files with a mutation: entries or a one-line FileError on a line of the file', () => {
    fc.assert(
      fc.property(mutatedYaml(validFile), (text) => {
        const result = parse(text);
        if ('value' in result) expectWellFormed(result.value, text);
      }),
      { numRuns: PARSER_RUNS },
    );
  });
});
