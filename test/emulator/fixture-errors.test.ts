// A bad fixture gives one line naming the file, the line and the path of the bad key.
import { describe, expect, test } from '@jest/globals';
import { loadFixture } from '../../src/emulator/fixture.js';
import { errorOf, fixtureFolder, minimal } from './support/fixture-files.js';

const folder = fixtureFolder();
const fixtureFile = folder.file;

describe('bad fixtures give one line naming the file, the line and the key path', () => {
  test('a bad enum value deep in a project', () => {
    const file = fixtureFile(
      'bad-outcome.yml',
      `${minimal}    sources:
      - name: raw
        tables:
          - name: customers
            columns:
              - name: email
                tests:
                  - name: unique
                    outcome: BROKEN
`,
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:18: projects[0].sources[0].tables[0].columns[0].tests[0].outcome: ` +
        'Invalid option: expected one of "SUCCEEDED"|"FAILED"|"ERROR"',
    );
  });

  test('an unknown key is named with its own path', () => {
    const file = fixtureFile(
      'unknown-key.yml',
      minimal.replace('provider: databricks', 'provider: databricks\n    colour: red'),
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:7: fabrics[0].colour: unknown key`,
    );
  });

  test('a missing required key', () => {
    const file = fixtureFile('no-tokens.yml', minimal.replace('tokens: [t]\n', ''));
    expect(errorOf(() => loadFixture(file))).toBe(`Invalid fixture ${file}:1: tokens: is required`);
  });

  test('an unquoted version that YAML reads as a number', () => {
    const file = fixtureFile('number-version.yml', minimal.replace("versions: ['1.0']", 'versions: [1.0]'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:9: projects[0].versions[0]: must be a string (quote versions that look like numbers, e.g. "1.0")`,
    );
  });

  test('a fabric of a team that is not declared', () => {
    const file = fixtureFile('team.yml', minimal.replace('teamName: team', 'teamName: ghosts'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:5: fabrics[0].teamName: team "ghosts" is not listed in teams`,
    );
  });

  test('a connection property referring to a secret the fabric does not have', () => {
    const file = fixtureFile(
      'secret-ref.yml',
      minimal.replace(
        'provider: databricks',
        'provider: databricks\n    connections:\n      - name: w\n        kind: databricks\n        properties:\n          token: { secret: nope }',
      ),
    );
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:11: fabrics[0].connections[0].properties.token.secret: secret "nope" is not defined in this fabric`,
    );
  });

  test('a second default warehouse connection, and a default of a non-warehouse kind', () => {
    const conn = (name: string, kind: string): string =>
      `      - name: ${name}\n        kind: ${kind}\n        isDefaultWarehouseConnection: true\n`;
    const two = fixtureFile(
      'two-defaults.yml',
      minimal.replace(
        'provider: databricks',
        `provider: databricks\n    connections:\n${conn('a', 'databricks')}${conn('b', 'snowflake')}`,
      ),
    );
    expect(errorOf(() => loadFixture(two))).toBe(
      `Invalid fixture ${two}:13: fabrics[0].connections[1].isDefaultWarehouseConnection: a fabric has at most one default`,
    );
    const s3 = fixtureFile(
      's3-default.yml',
      minimal.replace('provider: databricks', `provider: databricks\n    connections:\n${conn('a', 's3')}`),
    );
    expect(errorOf(() => loadFixture(s3))).toBe(
      `Invalid fixture ${s3}:10: fabrics[0].connections[0].isDefaultWarehouseConnection: kind "s3" cannot be the default warehouse connection`,
    );
  });

  test('a project published to a fabric that does not exist, and a byVersion of an unknown version', () => {
    const pub = fixtureFile('published.yml', `${minimal}    publishedTo: [prod]\n`);
    expect(errorOf(() => loadFixture(pub))).toBe(
      `Invalid fixture ${pub}:10: projects[0].publishedTo[0]: no fabric has the name or id "prod"`,
    );
    const ver = fixtureFile(
      'by-version.yml',
      `${minimal}    projectTests:\n      - name: t\n        byVersion: { '9.9': FAILED }\n`,
    );
    expect(errorOf(() => loadFixture(ver))).toBe(
      `Invalid fixture ${ver}:12: projects[0].projectTests[0].byVersion.9.9: version "9.9" is not listed in versions`,
    );
  });

  test('duplicate names', () => {
    const file = fixtureFile('dup.yml', `${minimal}    models:\n      - name: m\n      - name: m\n`);
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:12: projects[0].models[1].name: duplicate model "m"`,
    );
  });

  test('a project name with a slash (it would make git tags ambiguous)', () => {
    const file = fixtureFile('slash.yml', minimal.replace('name: shop', 'name: a/b'));
    expect(errorOf(() => loadFixture(file))).toBe(
      `Invalid fixture ${file}:8: projects[0].name: must not contain "/"`,
    );
  });

  test('YAML syntax errors and unreadable files', () => {
    const file = fixtureFile('syntax.yml', 'tokens: [t\nteams: x\n');
    expect(errorOf(() => loadFixture(file))).toMatch(new RegExp(`^Invalid fixture ${file}:\\d+: \\S.*$`));
    const missing = folder.path('missing.yml');
    expect(errorOf(() => loadFixture(missing))).toBe(`Cannot read fixture ${missing}: ENOENT`);
  });

  test('an object fixture is validated too', () => {
    expect(errorOf(() => loadFixture({ tokens: [] }))).toBe(
      'Invalid fixture (fixture object): tokens: needs at least one token',
    );
  });
});
