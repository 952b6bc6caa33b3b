/**
 * The quarantine file (CONTRACT "Known failures"): its entries as written, and every mistake
 * refused with one line naming the file and the line: unknown keys, a missing field, a date that
 * is not a real YYYY-MM-DD day, an entry written twice, and (given today and quarantine-max-days) an
 * until further ahead than that. Whether an entry is in force is decided when it is applied
 * (test/results/quarantine.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_QUARANTINE_ENTRIES,
  isRealDay,
  loadQuarantineFile,
  parseQuarantine,
} from '../../src/files/quarantine.js';
import { parseYamlText } from '../../src/files/yaml.js';
import { FileError } from '../../src/common/errors.js';
import { tempDir } from '../helpers/temp-dir.js';

const parse = (text: string) => parseQuarantine(parseYamlText('quarantine.yml', text));

function failure(text: string): string {
  try {
    parse(text);
  } catch (err) {
    expect(err).toBeInstanceOf(FileError);
    return (err as FileError).message;
  }
  throw new Error('the file was accepted');
}

/** One entry with every required field, and `extra` lines inside it. */
const entry = (extra = '', until = '2030-01-31'): string =>
  `quarantine:\n  - test: not_null\n    owner: '@acme/data'\n    reason: DATA-1\n    until: ${until}\n${extra}`;

describe('a quarantine file as written', () => {
  it('reads each entry, the optional fields only when given, with its line', () => {
    const file = parse(
      [
        '# Known failures, reviewed like code.',
        'quarantine:',
        '  - test: unique',
        '    table: customers',
        '    column: email',
        "    owner: '@acme/crm-data'",
        '    reason: CRM export duplicates merged accounts, DATA-412',
        '    until: 2030-06-30',
        '  - test: revenue_matches_orders',
        '    model: fct_revenue',
        '    owner: finance-analytics',
        '    reason: >',
        '      late refunds,',
        '      FIN-77',
        "    until: '2030-01-15'",
      ].join('\n'),
    );
    expect(file).toEqual({
      path: 'quarantine.yml',
      entries: [
        {
          test: 'unique',
          table: 'customers',
          column: 'email',
          owner: '@acme/crm-data',
          reason: 'CRM export duplicates merged accounts, DATA-412',
          until: '2030-06-30',
          line: 3,
        },
        {
          test: 'revenue_matches_orders',
          model: 'fct_revenue',
          owner: 'finance-analytics',
          // A reason over several lines reads as one.
          reason: 'late refunds, FIN-77',
          until: '2030-01-15',
          line: 9,
        },
      ],
    });
  });

  it.each([
    ['an empty file', ''],
    ['only comments', '# every known failure is fixed\n'],
    ['an empty list', 'quarantine: []\n'],
    ['the key without entries', 'quarantine:\n'],
  ])('%s quarantines nothing', (_name, text) => {
    expect(parse(text).entries).toEqual([]);
  });

  it('loads from a path, which messages then name as given', async () => {
    const dir = tempDir('quarantine-');
    try {
      const path = join(dir, 'quarantine.yml');
      writeFileSync(path, entry());
      expect((await loadQuarantineFile(path)).entries).toHaveLength(1);
      writeFileSync(path, entry('    colum: email\n'));
      await expect(loadQuarantineFile(path)).rejects.toThrow(`${path}:6: unknown key "colum"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mistakes, each one line naming the file and line', () => {
  it.each([
    [
      'a misspelt key in an entry',
      entry('    colum: email\n'),
      'quarantine.yml:6: unknown key "colum" in a quarantine entry: expected test, table, column, model, owner, reason and until',
    ],
    [
      'a misspelt top-level key',
      'quarantines:\n  - test: x\n',
      'quarantine.yml:1: unknown key "quarantines": a quarantine file has the one key quarantine',
    ],
    [
      'no test',
      "quarantine:\n  - owner: '@a'\n    reason: r\n    until: 2030-01-31\n",
      'quarantine.yml:2: a quarantine entry needs test',
    ],
    [
      'no owner',
      'quarantine:\n  - test: t\n    reason: r\n    until: 2030-01-31\n',
      'quarantine.yml:2: a quarantine entry needs owner',
    ],
    [
      'no reason',
      "quarantine:\n  - test: t\n    owner: '@a'\n    until: 2030-01-31\n",
      'quarantine.yml:2: a quarantine entry needs reason',
    ],
    [
      'no until',
      "quarantine:\n  - test: t\n    owner: '@a'\n    reason: r\n",
      'quarantine.yml:2: a quarantine entry needs until (the last day it applies, YYYY-MM-DD)',
    ],
    [
      'an empty owner',
      "quarantine:\n  - test: t\n    owner: ''\n    reason: r\n    until: 2030-01-31\n",
      'quarantine.yml:3: owner is empty',
    ],
    [
      'a test name YAML reads as a number',
      "quarantine:\n  - test: 0012\n    owner: '@a'\n    reason: r\n    until: 2030-01-31\n",
      'quarantine.yml:2: test must be a string, got a number (write it in quotes if it is meant)',
    ],
    [
      'a control character in a name',
      'quarantine:\n  - test: "not_null\\u0000"\n    owner: a\n    reason: r\n    until: 2030-01-31\n',
      'quarantine.yml:2: test holds the control character U+0000',
    ],
    [
      'entries that are not a list',
      'quarantine: not_null\n',
      'quarantine.yml:1: quarantine must be a list of entries (test, owner, reason, until), got a string',
    ],
    [
      'an entry that is not a map',
      'quarantine:\n  - not_null\n',
      'quarantine.yml:2: a quarantine entry is a map with test, owner, reason and until, got a string',
    ],
    [
      'not a map at all',
      '- test: x\n',
      'quarantine.yml:1: a quarantine file is a map with the key quarantine, got a list',
    ],
  ])('%s', (_name, text, message) => {
    expect(failure(text)).toBe(message);
  });

  it.each([
    ['2026-02-30', 'quarantine.yml:5: until is not a day of the calendar: check its month and day'],
    ['2026-13-01', 'quarantine.yml:5: until is not a day of the calendar: check its month and day'],
    ['2026-04-31', 'quarantine.yml:5: until is not a day of the calendar: check its month and day'],
    ['2025-02-29', 'quarantine.yml:5: until is not a day of the calendar: check its month and day'],
    ['2026-00-10', 'quarantine.yml:5: until is not a day of the calendar: check its month and day'],
    [
      '31-12-2026',
      'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a string of another shape',
    ],
    ['2026-1-5', 'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a string of another shape'],
    [
      'next friday',
      'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a string of another shape',
    ],
    ['20261231', 'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a number'],
    [
      '2026-12-31T00:00:00Z',
      'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a string of another shape',
    ],
  ])('until: %s is refused', (until, message) => {
    expect(failure(entry('', until))).toBe(message);
  });

  it('takes every real day, 29 February of a leap year too', () => {
    for (const day of ['2028-02-29', '2030-12-31', '2030-01-01', '2030-04-30'])
      expect(parse(entry('', day)).entries[0]!.until).toBe(day);
    expect(isRealDay('2100-02-29')).toBe(false); // a century is a leap year only every 400 years
    expect(isRealDay('2000-02-29')).toBe(true);
  });

  it('an entry matching the same results as another names the first', () => {
    const text = [
      'quarantine:',
      '  - test: unique',
      '    table: customers',
      "    owner: '@a'",
      '    reason: r',
      '    until: 2030-01-31',
      '  - test: unique',
      '    table: orders',
      "    owner: '@a'",
      '    reason: r',
      '    until: 2030-01-31',
      '  - table: customers',
      '    test: unique',
      "    owner: '@b'",
      '    reason: another reason',
      '    until: 2031-01-31',
    ].join('\n');
    expect(failure(text)).toBe(
      'quarantine.yml:12: this entry matches the same results as the one at line 2; keep one of them',
    );
  });

  it('a broad entry beside a narrower one is not a repeat', () => {
    const text = `${entry()}  - test: not_null\n    table: customers\n    owner: a\n    reason: r\n    until: 2030-01-31\n`;
    expect(parse(text).entries.map((e) => e.line)).toEqual([2, 6]);
  });

  it(`lists at most ${MAX_QUARANTINE_ENTRIES.toLocaleString('en-US')} entries`, () => {
    // One past the bound (reading a file this long takes seconds: the bound's own file only).
    const lines = Array.from(
      { length: MAX_QUARANTINE_ENTRIES + 1 },
      (_, i) => `  - { test: t${i}, owner: a, reason: r, until: 2030-01-31 }`,
    );
    expect(failure(`quarantine:\n${lines.join('\n')}\n`)).toBe(
      'quarantine.yml:1: quarantine lists more than 10,000 entries, the most the action reads',
    );
  });
});

describe('quarantine-max-days: how far ahead until may lie', () => {
  const limit = { today: '2026-05-01', maxDays: 90 };
  const limited = (text: string) => parseQuarantine(parseYamlText('quarantine.yml', text), limit);

  it.each(['9999-12-31', '2026-07-31', '2027-05-01'])(
    'until: %s is refused, naming the line of until',
    (until) => {
      expect(() => limited(entry('', until))).toThrow(
        new FileError(
          'quarantine.yml',
          5,
          'until is more than 90 days after today (2026-05-01): a quarantine is temporary, so its last day may be 2026-07-30 at the latest (quarantine-max-days)',
        ),
      );
    },
  );

  it('takes the last day allowed, today, and any day already past (an expired entry)', () => {
    for (const until of ['2026-07-30', '2026-05-01', '2020-01-01'])
      expect(limited(entry('', until)).entries[0]!.until).toBe(until);
  });

  it('counts days across a leap day and a year end', () => {
    const leap = { today: '2027-12-31', maxDays: 60 };
    const read = (until: string) => () => parseQuarantine(parseYamlText('q.yml', entry('', until)), leap);
    expect(read('2028-02-29')).not.toThrow();
    expect(read('2028-03-01')).toThrow('its last day may be 2028-02-29 at the latest');
  });

  it('names the first entry in the file that reaches too far', () => {
    const text = `${entry('', '2026-06-01')}  - test: unique\n    owner: a\n    reason: r\n    until: 2099-01-01\n`;
    expect(() => limited(text)).toThrow('quarantine.yml:9: until is more than 90 days after today');
  });

  it("without a limit (the base branch's file, read to compare), any real day is taken", () => {
    expect(parse(entry('', '9999-12-31')).entries[0]!.until).toBe('9999-12-31');
  });
});
