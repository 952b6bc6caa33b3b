/**
 * Files a pull request controls, through the built action (dist/index.js) against the emulator.
 * A checkout holds whatever the change put there: a user file may be a symbolic link (its own
 * name, or a folder of its path) to a file outside the workspace, or simply a file whose text is
 * an env file's. For every input that names a user file: a link leading out is refused before it
 * is read, in one line naming the input and the link; a file holding secrets fails (or, for the
 * files whose problems only cost a comparison or annotation places, warns) by what kind of thing
 * it holds; and the secret text is nowhere in what the step printed, wrote or sent.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '../../src/emulator/server.js';
import { collectEverything } from '../helpers/leaks.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';
import {
  RETAIL_FIXTURE,
  errorLines,
  requireDist,
  warningLines,
  writeRetailResultsFile,
} from '../reliability/support.js';

/** What `tests-file: ci/tests.yml` once printed in full, in the log and the annotation. */
const ENV_TEXT = 'DB_PASSWORD=hunter2 API_KEY=sk-live-abc123\n';
const SECRETS = ['hunter2', 'sk-live-abc123'];

let emulator: RunningEmulator | undefined;
beforeAll(requireDist);
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

type Mode = 'test' | 'deploy' | 'fabric' | 'report' | 'pipeline';

function modeInputs(mode: Mode, emu: RunningEmulator): Record<string, string> {
  const api = { 'base-url': emu.url, token: emu.token };
  const project = { 'fabric-id': '10740', 'project-id': 'retail-analytics' };
  switch (mode) {
    case 'test':
      return { mode, ...api, ...project, 'check-run': 'false' };
    case 'deploy':
      return { mode, ...api, 'fabric-name': 'analytics-prod', 'git-tag': 'retail/1.2.0' };
    case 'fabric':
      return { mode, ...api };
    case 'report':
      return { mode, 'check-run': 'false' };
    case 'pipeline':
      return { mode, ...api, ...project, pipelines: 'ingest_orders, build_marts' };
  }
}

/** Each input naming a user file; `name` is the file under ci/; `value` the input for it. */
interface UserFile {
  input: string;
  mode: Mode;
  name: string;
  value: (cwd: string) => string;
  /** How messages name the file. */
  shown: (cwd: string) => string;
  /** What a file holding ENV_TEXT gives: the step's failure, or a warning the run goes on after. */
  secretText: { error: string } | { warning: string };
  /** Inputs a run needs beside the file (report mode's results, for a quarantine file…). */
  extra?: (cwd: string) => Record<string, string>;
}

const relative = (name: string) => () => `ci/${name}`;

const USER_FILES: UserFile[] = [
  {
    input: 'tests-file',
    mode: 'test',
    name: 'tests.yml',
    value: relative('tests.yml'),
    shown: relative('tests.yml'),
    secretText: { error: 'ci/tests.yml:1: a test plan is a map with tests and/or models, got a string' },
  },
  {
    input: 'quarantine-file',
    mode: 'test',
    name: 'quarantine.yml',
    value: relative('quarantine.yml'),
    shown: relative('quarantine.yml'),
    secretText: {
      error: 'ci/quarantine.yml:1: a quarantine file is a map with the key quarantine, got a string',
    },
  },
  {
    input: 'quarantine-file',
    mode: 'report',
    name: 'quarantine.yml',
    value: relative('quarantine.yml'),
    shown: relative('quarantine.yml'),
    secretText: {
      error: 'ci/quarantine.yml:1: a quarantine file is a map with the key quarantine, got a string',
    },
    extra: (cwd) => {
      writeRetailResultsFile(join(cwd, 'results', 'retail.json'));
      return { 'results-files': 'results/*.json' };
    },
  },
  {
    input: 'overrides-file',
    mode: 'deploy',
    name: 'overrides.yml',
    value: relative('overrides.yml'),
    shown: relative('overrides.yml'),
    secretText: {
      error:
        'ci/overrides.yml:1: must be a map with the keys pipelineConfigurations and projectConfiguration, got a string',
    },
  },
  {
    input: 'fabric-file',
    mode: 'fabric',
    name: 'fabric.yml',
    value: relative('fabric.yml'),
    shown: relative('fabric.yml'),
    secretText: {
      error:
        'ci/fabric.yml:1: the fabric file must be a map with name, teamName, provider, secrets and connections',
    },
  },
  {
    input: 'parameters-file',
    mode: 'pipeline',
    name: 'parameters.yml',
    value: relative('parameters.yml'),
    shown: relative('parameters.yml'),
    secretText: {
      error:
        'ci/parameters.yml:1: the parameters file must be a map of pipeline names to their parameters, got a string',
    },
  },
  {
    input: 'sources-file',
    mode: 'test',
    name: 'sources.yml',
    value: relative('sources.yml'),
    shown: relative('sources.yml'),
    // Annotation places only: the run goes on without them.
    secretText: {
      warning:
        'ci/sources.yml:1: not a sources file: expected a map with a `sources` list (annotations are not placed on its lines)',
    },
  },
  {
    input: 'baseline-results',
    mode: 'test',
    name: 'baseline.json',
    value: () => 'ci/*.json',
    shown: (cwd) => join(cwd, 'ci', 'baseline.json'),
    // A comparison only: the run goes on, every failure counted as new.
    secretText: {
      warning:
        'The comparison with the baseline is unavailable: baseline-results: <file>: not a results file: invalid JSON. Every failure counts as new.',
    },
  },
  {
    input: 'results-files',
    mode: 'report',
    name: 'retail.json',
    value: () => 'ci/*.json',
    shown: (cwd) => join(cwd, 'ci', 'retail.json'),
    secretText: { error: '<file>: not a results file: invalid JSON' },
  },
];

const label = (file: UserFile) => `${file.input} (${file.mode} mode)`;

/** A workspace and, outside it, a folder holding `name` with the env file's text. */
function workspaces(name: string): { cwd: string; outside: string } {
  const cwd = tempDir('user-files-ws-');
  const outside = tempDir('user-files-outside-');
  writeFileSync(join(outside, name), ENV_TEXT);
  return { cwd, outside };
}

async function step(file: UserFile, cwd: string): Promise<ActionRun> {
  emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
  return runAction({
    cwd,
    inputs: { ...modeInputs(file.mode, emulator), ...file.extra?.(cwd), [file.input]: file.value(cwd) },
  });
}

/** Everything the step printed, wrote or sent, but the planted file itself. */
function expectNoSecret(run: ActionRun, planted?: string): void {
  const texts = collectEverything(run, { emulator }).filter(
    (text) => !text.startsWith(`[file ${planted}]\n`),
  );
  const found = texts.filter((text) => SECRETS.some((secret) => text.includes(secret)));
  expect(found).toEqual([]);
}

function expectRefusedBeforeAnyRequest(run: ActionRun, message: string): void {
  expect({ exitCode: run.exitCode, errors: errorLines(run), conclusion: run.outputs.conclusion }).toEqual({
    exitCode: 1,
    errors: [message],
    conclusion: 'failure',
  });
  expect(emulator!.requests).toEqual([]);
  expect(emulator!.connectionsOpened()).toBe(0);
}

function leavesWorkspace(file: UserFile, cwd: string, link: string): string {
  return `Input ${file.input}: ${file.shown(cwd)} leaves the workspace through the symbolic link ${link}, which the action does not follow: name a file inside the workspace`;
}

describe.each(USER_FILES.map((file) => [label(file), file] as const))('%s', (_label, file) => {
  it('a file that is a link leading out of the workspace is refused, naming the link', async () => {
    const { cwd, outside } = workspaces(file.name);
    mkdirSync(join(cwd, 'ci'));
    symlinkSync(join(outside, file.name), join(cwd, 'ci', file.name));
    const run = await step(file, cwd);

    const link = file.shown(cwd).startsWith('/') ? join(cwd, 'ci', file.name) : `ci/${file.name}`;
    expectRefusedBeforeAnyRequest(run, leavesWorkspace(file, cwd, link));
    expectNoSecret(run);
  });

  it('a file under a folder that is a link leading out is refused, naming the folder', async () => {
    const { cwd, outside } = workspaces(file.name);
    symlinkSync(outside, join(cwd, 'ci'));
    const run = await step(file, cwd);

    const link = file.shown(cwd).startsWith('/') ? join(cwd, 'ci') : 'ci';
    expectRefusedBeforeAnyRequest(run, leavesWorkspace(file, cwd, link));
    expectNoSecret(run);
  });

  it("a file holding an env file's secrets is never quoted", async () => {
    const cwd = tempDir('user-files-ws-');
    mkdirSync(join(cwd, 'ci'));
    writeFileSync(join(cwd, 'ci', file.name), ENV_TEXT);
    const run = await step(file, cwd);

    const said = (text: string) => text.replace('<file>', file.shown(cwd));
    if ('error' in file.secretText) expectRefusedBeforeAnyRequest(run, said(file.secretText.error));
    else expect(warningLines(run)).toContain(said(file.secretText.warning));
    expectNoSecret(run, `ci/${file.name}`);
  });
});

describe('a test plan that puts secrets where YAML holds text', () => {
  it.each([
    [
      'a key',
      'models: [stg_orders]\n"DB_PASSWORD=hunter2 API_KEY=sk-live-abc123": x\n',
      'ci/tests.yml:2: an unknown key: a test plan has the keys tests and models',
    ],
    [
      'a tag',
      'models: [!hunter2 stg_orders]\n',
      "ci/tests.yml:1: a tag that is not one of YAML's standard tags: only those are read (!!str, !!int, !!float, !!bool, !!null, !!seq, !!map)",
    ],
    ['an alias', 'models: [*sk-live-abc123]\n', 'ci/tests.yml:1: an alias (*) names no anchor (&) before it'],
    [
      'a field of the wrong type',
      'models: DB_PASSWORD=hunter2\n',
      'ci/tests.yml:1: models must be a list of model names, got a string',
    ],
    [
      'a line YAML cannot read',
      'models:\n  - stg_orders\n  DB_PASSWORD=hunter2\n',
      'ci/tests.yml:3: invalid YAML: expected each `key: value` of a map in the same column (and each list item with its `-`), found a line indented otherwise',
    ],
  ])('%s: refused by its line and what was expected', async (_what, text, message) => {
    const cwd = tempDir('user-files-ws-');
    mkdirSync(join(cwd, 'ci'));
    writeFileSync(join(cwd, 'ci', 'tests.yml'), text);
    const run = await step(USER_FILES[0]!, cwd);

    expectRefusedBeforeAnyRequest(run, message);
    expectNoSecret(run, 'ci/tests.yml');
  });
});

describe('what is not a link leading out', () => {
  const plan = 'models: [stg_orders]\n';

  it('a link that stays inside the workspace is read through', async () => {
    const cwd = tempDir('user-files-ws-');
    mkdirSync(join(cwd, 'plans'));
    writeFileSync(join(cwd, 'plans', 'tests.yml'), plan);
    symlinkSync(join(cwd, 'plans'), join(cwd, 'ci'));
    const run = await step(USER_FILES[0]!, cwd);

    expect(errorLines(run)).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(emulator!.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/orchestration/tests/run',
    ]);
  });

  it('a file outside the workspace named on purpose (under RUNNER_TEMP) is read', async () => {
    const cwd = tempDir('user-files-ws-');
    const temp = tempDir('user-files-runner-temp-');
    writeFileSync(join(temp, 'plan.yml'), plan);
    emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
    const run = await runAction({
      cwd,
      inputs: { ...modeInputs('test', emulator), 'tests-file': join(temp, 'plan.yml') },
      env: { RUNNER_TEMP: temp },
    });

    expect(errorLines(run)).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(emulator.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/orchestration/tests/run',
    ]);
  });
});
