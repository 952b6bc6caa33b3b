/**
 * A message about a user file names the file, the line and what was expected, and never quotes
 * the file: an input may name a file it did not mean (an env file), and its text may be a secret.
 * Each parser is given the text of an env file, and files that put a secret where YAML holds text
 * (a value, a key, a tag, an alias, a list item, a field of the wrong type).
 */
import { describe, expect, it } from '@jest/globals';
import { parseFabricFile } from '../../src/files/fabric-file.js';
import { parseOverrides } from '../../src/files/overrides.js';
import { parseParameters } from '../../src/files/parameters.js';
import { parseQuarantine } from '../../src/files/quarantine.js';
import { parseTestPlan } from '../../src/files/test-plan.js';
import { parseYamlText } from '../../src/files/yaml.js';

const ENV_FILE = 'DB_PASSWORD=hunter2 API_KEY=sk-live-abc123\n';

function failure(parse: (text: string) => unknown, text: string): string {
  try {
    parse(text);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the file to be refused');
}

const plan = (text: string) => parseTestPlan(parseYamlText('ci/tests.yml', text));
const quarantine = (text: string) => parseQuarantine(parseYamlText('quarantine.yml', text));
const overrides = (text: string) => parseOverrides(parseYamlText('overrides.yml', text));
const parameters = (text: string) => parseParameters(parseYamlText('parameters.yml', text), ['load']);
const fabric = (text: string) => parseFabricFile(parseYamlText('fabric.yml', text));

describe('an env file given as a user file is refused by what kind of thing it is', () => {
  it.each([
    ['tests-file', plan, 'ci/tests.yml:1: a test plan is a map with tests and/or models, got a string'],
    [
      'quarantine-file',
      quarantine,
      'quarantine.yml:1: a quarantine file is a map with the key quarantine, got a string',
    ],
    [
      'overrides-file',
      overrides,
      'overrides.yml:1: must be a map with the keys pipelineConfigurations and projectConfiguration, got a string',
    ],
    [
      'parameters-file',
      parameters,
      'parameters.yml:1: the parameters file must be a map of pipeline names to their parameters, got a string',
    ],
    [
      'fabric-file',
      fabric,
      'fabric.yml:1: the fabric file must be a map with name, teamName, provider, secrets and connections',
    ],
  ])('%s', (_input, parse, message) => {
    expect(failure(parse, ENV_FILE)).toBe(message);
  });
});

describe('a secret where YAML holds text is never quoted', () => {
  it.each([
    [
      'a key',
      plan,
      'DB_PASSWORD=hunter2: x\n',
      'ci/tests.yml:1: an unknown key: a test plan has the keys tests and models',
    ],
    [
      'a key deep inside',
      plan,
      'tests:\n  - source: raw\n    "pw=hunter2": x\n',
      'ci/tests.yml:3: an unknown key in a tests element: expected source, table, columnTests, tableTests or projectTests',
    ],
    [
      'a list item',
      plan,
      'tests:\n  - pw=hunter2\n',
      'ci/tests.yml:2: a tests element is { source, table, columnTests, tableTests } or { projectTests }, got a string',
    ],
    [
      'a value of the wrong type',
      plan,
      'models: pw=hunter2\n',
      'ci/tests.yml:1: models must be a list of model names, got a string',
    ],
    [
      'names that repeat',
      plan,
      'models:\n  - pw=hunter2\n  - pw=hunter2\n',
      'ci/tests.yml:3: this model repeats the one at line 2',
    ],
    [
      'a table that selects nothing',
      plan,
      'tests:\n  - source: pw=hunter2\n    table: sk-live-abc123\n',
      'ci/tests.yml:2: this element selects no tests: add columnTests or tableTests',
    ],
    [
      'a column without tests',
      plan,
      'tests:\n  - source: s\n    table: t\n    columnTests:\n      - name: pw=hunter2\n',
      'ci/tests.yml:5: this column needs tests, e.g. tests: [{ name: not_null }]',
    ],
    [
      'a key written twice',
      plan,
      'models: [a]\n"pw=hunter2": 1\n"pw=hunter2": 2\n',
      'ci/tests.yml:3: this key repeats the key at line 2',
    ],
    [
      'a tag',
      plan,
      'models: [!pw=hunter2 a]\n',
      expect.stringMatching(/^ci\/tests\.yml:1: a tag that is not one of YAML's standard tags/),
    ],
    [
      'an alias',
      plan,
      'models: [*pw=hunter2]\n',
      'ci/tests.yml:1: an alias (*) names no anchor (&) before it',
    ],
    [
      'an until that is not a date',
      quarantine,
      'quarantine:\n  - test: t\n    owner: o\n    reason: r\n    until: pw=hunter2\n',
      'quarantine.yml:5: until must be a date written YYYY-MM-DD, got a string of another shape',
    ],
    [
      'two entries for the same results',
      quarantine,
      'quarantine:\n  - { test: pw=hunter2, owner: o, reason: r, until: 2030-01-01 }\n  - { test: pw=hunter2, owner: p, reason: r, until: 2030-01-01 }\n',
      'quarantine.yml:3: this entry matches the same results as the one at line 2; keep one of them',
    ],
    [
      'a parameter name that is not a name',
      overrides,
      'projectConfiguration:\n  "pw=hunter2": [x]\n',
      'overrides.yml:2: projectConfiguration.<key> must be a single value, not a list',
    ],
    [
      'a pipeline the input does not name',
      parameters,
      'pw=hunter2:\n  rows: 1\n',
      'parameters.yml:1: this pipeline is not one the pipelines input names (load): a parameter is sent only with a run of its pipeline',
    ],
    [
      'a name of the wrong type',
      fabric,
      'name: [pw=hunter2]\nteamName: t\nprovider: databricks\n',
      'fabric.yml:1: name must be a string, not a list',
    ],
    [
      'a reference to a secret not defined',
      fabric,
      'name: f\nteamName: t\nprovider: databricks\nsecrets:\n  - { name: pw=hunter2, subKind: text, valueFromEnv: T }\nconnections:\n  - name: c\n    kind: databricks\n    properties:\n      token: { secret: sk-live-abc123 }\n',
      'fabric.yml:10: the connection at line 7: properties.token names a secret that is not defined under secrets (check the names under secrets)',
    ],
    [
      'a secret defined twice',
      fabric,
      'name: f\nteamName: t\nprovider: databricks\nsecrets:\n  - { name: pw=hunter2, subKind: text, valueFromEnv: T }\n  - { name: pw=hunter2, subKind: text, valueFromEnv: U }\n',
      'fabric.yml:6: this secret has the name of the secret at line 5: names are unique',
    ],
    [
      'a kind of the wrong type',
      fabric,
      'name: f\nteamName: t\nprovider: databricks\nconnections:\n  - name: pw=hunter2\n    kind: 3\n',
      'fabric.yml:6: kind must be a string, got a number; write it in quotes',
    ],
    [
      'a variable name that is not one',
      fabric,
      'name: f\nteamName: t\nprovider: databricks\nsecrets:\n  - { name: s, subKind: text, valueFromEnv: pw=hunter2 }\n',
      'fabric.yml:5: valueFromEnv must be an environment variable name such as WAREHOUSE_TOKEN (letters, digits and _, not starting with a digit)',
    ],
  ])('%s', (_what, parse, text, message) => {
    const said = failure(parse, text);
    expect(said).toEqual(message);
    expect(said).not.toMatch(/hunter2|sk-live/);
  });
});
