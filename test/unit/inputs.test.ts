/**
 * Every input is validated before anything is sent, with one line that names the input.
 * This table is also the catalogue of bad inputs in docs/bad-inputs.md.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { INPUTS, MODES } from '../../src/inputs/catalogue.js';
import type { InputName } from '../../src/inputs/catalogue.js';
import { FIELDS } from '../../src/inputs/fields.js';
import { readSettings } from '../../src/inputs/settings.js';
import { ROOT } from '../helpers/run-action.js';
import type {
  DeploySettings,
  FabricSettings,
  PipelineSettings,
  ReportSettings,
  TestSettings,
} from '../../src/inputs/settings.js';

const api = { 'base-url': 'https://orchestrator.example.com/', token: 't0ken-value' };
const testMode = { mode: 'test', ...api, 'fabric-id': '10740', 'project-id': 'retail' };
const pipelineMode = {
  mode: 'pipeline',
  ...api,
  'fabric-id': '10741',
  'project-id': 'retail-analytics',
  pipelines: 'ingest_orders, build_marts',
};

function settings(inputs: Record<string, string>) {
  return readSettings((name) => (inputs[name] ?? '').trim());
}

function errorOf(inputs: Record<string, string>): string {
  try {
    settings(inputs);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('readSettings', () => {
  it('reads test mode with the contract defaults', () => {
    const s = settings(testMode) as TestSettings;
    expect(s).toMatchObject({
      mode: 'test',
      baseUrl: 'https://orchestrator.example.com',
      token: 't0ken-value',
      fabricId: 10740,
      projectId: 'retail',
      concurrency: 4,
      retries: 3,
      requestTimeout: 600,
      dryRun: false,
      checkRun: true,
      checkName: 'Data tests',
      maxAnnotations: 10,
      maxCheckAnnotations: 1000,
      prComment: 'off',
      models: [],
      shard: undefined,
      sourcesFile: undefined,
    });
    expect([...s.failOn]).toEqual(['failed', 'error']);
    // No baseline, no re-runs unless asked for.
    expect(s.baseline).toBeUndefined();
    expect(s.baselineResults).toEqual([]);
    expect([...s.rerun]).toEqual([]);
    expect(s.rerunAttempts).toBe(1);
    expect(s.quarantineFile).toBeUndefined();
  });

  it('reads health-issue and health-labels in test, report and fabric mode', () => {
    const fabric = { mode: 'fabric', ...api, 'fabric-file': 'f.yml' };
    const report = { mode: 'report', 'results-files': 'r/*.json' };
    // Off by default, labelled data-health.
    for (const inputs of [testMode, report, fabric])
      expect(settings(inputs)).toMatchObject({ healthIssue: false, healthLabels: ['data-health'] });
    const token = { 'github-token': 'ghs_token', 'health-issue': 'true' };
    for (const inputs of [testMode, report, fabric])
      expect(settings({ ...inputs, ...token, 'health-labels': 'nightly,\n data health ' })).toMatchObject({
        healthIssue: true,
        healthLabels: ['nightly', 'data health'],
      });
  });

  it('reads quarantine-file as a path in test and report mode', () => {
    const s = settings({ ...testMode, 'quarantine-file': 'quarantine.yml' }) as TestSettings;
    expect(s.quarantineFile).toBe('quarantine.yml');
    const r = settings({
      mode: 'report',
      'results-files': 'r/*.json',
      'quarantine-file': '.github/quarantine.yml',
    }) as ReportSettings;
    expect(r.quarantineFile).toBe('.github/quarantine.yml');
  });

  it('reads the history inputs in test and report mode, with their defaults', () => {
    const s = settings(testMode) as TestSettings;
    expect([s.historyFile, s.historyUpdate, s.historyRuns]).toEqual([undefined, 'auto', 50]);
    const r = settings({
      mode: 'report',
      'results-files': 'r/*.json',
      'history-file': '.history/data-tests.json',
      'history-update': 'true',
      'history-runs': '500',
    }) as ReportSettings;
    expect([r.historyFile, r.historyUpdate, r.historyRuns]).toEqual([
      '.history/data-tests.json',
      'true',
      500,
    ]);
  });

  it('parses lists, shards, fail-on and booleans', () => {
    const s = settings({
      ...testMode,
      models: 'stg_orders, fct_revenue\n dim_customers',
      shard: '2/5',
      'fail-on': 'failed, warning',
      'dry-run': 'TRUE',
      'sources-file': 'auto',
    }) as TestSettings;
    expect(s.models).toEqual(['stg_orders', 'fct_revenue', 'dim_customers']);
    expect(s.shard).toEqual({ index: 2, count: 5 });
    expect([...s.failOn]).toEqual(['failed', 'warning']);
    expect(s.dryRun).toBe(true);
    expect(s.sourcesFile).toBeUndefined();
    expect([...(settings({ ...testMode, 'fail-on': 'none' }) as TestSettings).failOn]).toEqual([]);
    expect(
      (settings({ ...testMode, 'max-check-annotations': '0' }) as TestSettings).maxCheckAnnotations,
    ).toBe(0);
    expect(
      (settings({ ...testMode, 'max-check-annotations': '50000' }) as TestSettings).maxCheckAnnotations,
    ).toBe(50_000);
  });

  it('keeps a base path and accepts loopback http', () => {
    expect(
      (settings({ ...testMode, 'base-url': 'https://h.example.com/orch/' }) as TestSettings).baseUrl,
    ).toBe('https://h.example.com/orch');
    for (const host of ['localhost:8080', '127.0.0.1:1', '127.9.9.9', '[::1]:8080']) {
      expect((settings({ ...testMode, 'base-url': `http://${host}` }) as TestSettings).baseUrl).toBe(
        `http://${host}`,
      );
    }
    expect(
      (
        settings({
          ...testMode,
          'base-url': 'http://orch.internal',
          'allow-insecure-http': 'true',
        }) as TestSettings
      ).baseUrl,
    ).toBe('http://orch.internal');
  });

  it('reads deploy, fabric and report modes', () => {
    expect(settings({ mode: 'deploy', ...api, 'fabric-name': 'prod' }) as DeploySettings).toMatchObject({
      mode: 'deploy',
      fabricName: 'prod',
      gitTag: undefined,
      overridesFile: undefined,
      // The GitHub record: on when the token may, under the fabric's name, a current tag skipped.
      githubDeployment: 'auto',
      environment: 'prod',
      redeploy: false,
      githubToken: '',
    });
    expect(
      settings({
        mode: 'deploy',
        ...api,
        'fabric-name': 'analytics-prod',
        'github-deployment': 'true',
        'github-token': 'ghs_x',
        environment: 'production',
        redeploy: 'true',
      }) as DeploySettings,
    ).toMatchObject({
      githubDeployment: 'true',
      environment: 'production',
      redeploy: true,
      githubToken: 'ghs_x',
    });
    // Nothing recorded: a fabric name GitHub would not take as an environment does not matter.
    expect(
      (
        settings({
          mode: 'deploy',
          ...api,
          'fabric-name': 'f'.repeat(300),
          'github-deployment': 'false',
        }) as DeploySettings
      ).githubDeployment,
    ).toBe('false');
    expect(
      settings({ mode: 'fabric', ...api, 'fabric-file': 'f.yml', 'fabric-id': '4657' }) as FabricSettings,
    ).toMatchObject({ mode: 'fabric', fabricFile: 'f.yml', fabricId: '4657' });
    expect(
      settings({ mode: 'report', 'results-files': 'a/*.json\n\n b/*.json ' }) as ReportSettings,
    ).toMatchObject({
      mode: 'report',
      resultsFiles: ['a/*.json', 'b/*.json'],
      allowMissingShards: false,
    });
    expect(
      (
        settings({
          mode: 'report',
          'results-files': 'a/*.json',
          'allow-missing-shards': 'true',
        }) as ReportSettings
      ).allowMissingShards,
    ).toBe(true);
  });

  it.each([
    [{}, 'Input mode is required: one of test, deploy, fabric, report, pipeline'],
    [{ mode: 'tests' }, 'Input mode must be one of test, deploy, fabric, report, pipeline; got "tests"'],
    [{ mode: 'test' }, 'Input base-url is required, e.g. https://orchestrator.example.com'],
    [
      { ...testMode, 'base-url': 'orchestrator.example.com' },
      'Input base-url is not a valid address: "orchestrator.example.com" (e.g. https://orchestrator.example.com)',
    ],
    [
      { ...testMode, 'base-url': 'ftp://h.example.com' },
      'Input base-url must start with https:// (got "ftp:")',
    ],
    [
      { ...testMode, 'base-url': 'http://orch.example.com' },
      'Input base-url uses plain http:// to orch.example.com, which would send the token unencrypted; use https:// or set allow-insecure-http: true',
    ],
    [
      { ...testMode, 'base-url': 'https://u:p@h.example.com' },
      'Input base-url must not contain credentials: pass the token in the token input',
    ],
    [
      { ...testMode, 'base-url': 'https://h.example.com/?x=1' },
      'Input base-url must not have a query or fragment: "https://h.example.com/?x=1"',
    ],
    [{ ...testMode, token: '' }, 'Input token is required: the API access token (store it as a secret)'],
    [{ ...testMode, 'fabric-id': '' }, 'Input fabric-id is required in test mode'],
    [
      { ...testMode, 'fabric-id': '10740a' },
      'Input fabric-id must be a whole number (the fabric\'s id, e.g. 10740), got "10740a"',
    ],
    [
      { ...testMode, 'fabric-id': '99999999999999999999' },
      'Input fabric-id must be a whole number (the fabric\'s id, e.g. 10740), got "99999999999999999999"',
    ],
    [{ ...testMode, 'project-id': '' }, 'Input project-id is required in test mode'],
    [{ ...testMode, concurrency: '0' }, 'Input concurrency must be a whole number from 1 to 64, got "0"'],
    [{ ...testMode, retries: '-1' }, 'Input retries must be a whole number from 0 to 10, got "-1"'],
    [
      { ...testMode, 'request-timeout': 'ten' },
      'Input request-timeout must be a number of seconds between 0.001 and 86400, got "ten"',
    ],
    [{ ...testMode, 'dry-run': 'yes' }, 'Input dry-run must be true or false, got "yes"'],
    [{ ...testMode, shard: '0/3' }, 'Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "0/3"'],
    [{ ...testMode, shard: '4/3' }, 'Input shard must be i/n with 1 <= i <= n (e.g. 2/5), got "4/3"'],
    [
      { ...testMode, 'fail-on': 'failures' },
      'Input fail-on must be a comma list of failed, error, warning, new-failed, new-error, new, flaky, quarantined, or none; got "failures"',
    ],
    [
      { ...testMode, 'fail-on': 'none,failed' },
      'Input fail-on must be a comma list of failed, error, warning, new-failed, new-error, new, flaky, quarantined, or none; got "none,failed"',
    ],
    [{ ...testMode, 'pr-comment': 'yes' }, 'Input pr-comment must be off, always or on-failure; got "yes"'],
    [
      { ...testMode, 'max-annotations': '-3' },
      'Input max-annotations must be a whole number from 0 to 1000, got "-3"',
    ],
    [
      { ...testMode, 'max-check-annotations': '50001' },
      'Input max-check-annotations must be a whole number from 0 to 50000, got "50001"',
    ],
    [
      { ...testMode, 'max-check-annotations': 'all' },
      'Input max-check-annotations must be a whole number from 0 to 50000, got "all"',
    ],
    [{ ...testMode, models: 'a,b,a' }, 'Input models names "a" twice'],
    [{ ...testMode, 'history-update': 'yes' }, 'Input history-update must be auto, true or false; got "yes"'],
    [
      { ...testMode, 'history-update': 'true' },
      'Input history-update is true, but history-file is empty: name the file to append this run to',
    ],
    [
      { mode: 'report', 'results-files': 'r/*.json', 'history-update': 'true' },
      'Input history-update is true, but history-file is empty: name the file to append this run to',
    ],
    [
      { ...testMode, 'history-file': 'h.json', 'history-runs': '501' },
      'Input history-runs must be a whole number from 1 to 500, got "501"',
    ],
    ...['new-failures', 'news', 'new,none', 'constructor', 'toString', '__proto__', 'NEW'].map(
      (value): [Record<string, string>, string] => [
        { ...testMode, 'fail-on': value },
        `Input fail-on must be a comma list of failed, error, warning, new-failed, new-error, new, flaky, quarantined, or none; got "${value}"`,
      ],
    ),
    ...[
      'on',
      'true',
      'FAILED',
      'errors',
      'off, failed',
      'failed,off',
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
    ].map((value): [Record<string, string>, string] => [
      { ...testMode, rerun: value },
      `Input rerun must be a comma list of failed and error, or off; got "${value}"`,
    ]),
    ...['0', '4', '-1', '1.5', 'two', '01x'].map((value): [Record<string, string>, string] => [
      { ...testMode, 'rerun-attempts': value },
      `Input rerun-attempts must be a whole number from 1 to 3, got "${value}"`,
    ]),
    [
      { ...testMode, 'baseline-branch': 'main', 'baseline-results': 'base/*.json' },
      'Input baseline-results cannot be combined with baseline-branch: compare with a reference run or with earlier results, not both',
    ],
    [
      { ...testMode, 'baseline-version': '1.2.0', 'baseline-results': 'base/*.json' },
      'Input baseline-results cannot be combined with baseline-version: compare with a reference run or with earlier results, not both',
    ],
    [
      {
        ...testMode,
        'baseline-branch': 'main',
        'baseline-version': '1.2.0',
        'baseline-results': '\n base/*.json \n',
      },
      'Input baseline-results cannot be combined with baseline-branch: compare with a reference run or with earlier results, not both',
    ],
    [{ mode: 'deploy', ...api }, 'Input fabric-name is required in deploy mode'],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod', 'github-deployment': 'yes' },
      'Input github-deployment must be auto, true or false; got "yes"',
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod', 'github-deployment': 'true' },
      'Input github-deployment is true, but github-token is empty: pass a token with deployments: write, or set github-deployment: auto',
    ],
    [
      {
        mode: 'deploy',
        ...api,
        'fabric-name': 'prod',
        replaces: 'retail/1.2.0',
        'github-deployment': 'false',
      },
      "Input replaces needs the GitHub record to know the environment's current deployment, but github-deployment is false",
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod', replaces: 'retail/1.2.0' },
      "Input replaces needs the GitHub record to know the environment's current deployment, but github-token is empty",
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod', redeploy: 'yes' },
      'Input redeploy must be true or false, got "yes"',
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod', environment: 'e'.repeat(256) },
      "Input environment must be at most 255 characters (GitHub's limit for an environment name), got 256",
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'f'.repeat(256) },
      "Input fabric-name names the GitHub environment when environment is empty, and it must be at most 255 characters (GitHub's limit for an environment name), got 256: set environment",
    ],
    [{ mode: 'fabric', ...api }, 'Input fabric-file is required in fabric mode'],
    [
      { mode: 'fabric', ...api, 'fabric-file': 'f.yml', 'fabric-id': '12/3' },
      'Input fabric-id must be a fabric id such as 10740, got "12/3"',
    ],
    [
      { mode: 'report' },
      'Input results-files is required in report mode: glob patterns of results files, one per line',
    ],
    [
      { ...pipelineMode, pipelines: ' , \n' },
      'Input pipelines is required in pipeline mode: pipeline names, separated by newlines or commas',
    ],
    [
      { ...pipelineMode, pipelines: Array.from({ length: 101 }, (_, i) => `p${i}`).join(',') },
      'Input pipelines names 101 pipelines; one step runs at most 100',
    ],
    [{ ...pipelineMode, pipelines: 'a\nb\na' }, 'Input pipelines names "a" twice'],
    [{ ...pipelineMode, 'fabric-id': '' }, 'Input fabric-id is required in pipeline mode'],
    [
      { ...pipelineMode, 'fabric-id': 'analytics-prod' },
      'Input fabric-id must be a whole number (the fabric\'s id, e.g. 10740), got "analytics-prod"',
    ],
    [{ ...pipelineMode, 'project-id': '' }, 'Input project-id is required in pipeline mode'],
    ...['0', '-5', '1.5', '90s', '7201'].map((value): [Record<string, string>, string] => [
      { ...pipelineMode, timeout: value },
      `Input timeout must be a whole number of minutes from 1 to 7200, got "${value}"`,
    ]),
    ...['0', '2.5', 'often', '3601'].map((value): [Record<string, string>, string] => [
      { ...pipelineMode, 'poll-interval': value },
      `Input poll-interval must be a whole number of seconds from 1 to 3600, got "${value}"`,
    ]),
    [{ ...pipelineMode, wait: 'no' }, 'Input wait must be true or false, got "no"'],
  ])('rejects %j with one line naming the input', (inputs, message) => {
    const got = errorOf(inputs as Record<string, string>);
    expect(got).toBe(message);
    expect(got).not.toContain('\n');
    expect(got).not.toContain('t0ken-value');
  });

  it('reads pipeline mode with the contract defaults', () => {
    expect(settings(pipelineMode) as PipelineSettings).toEqual({
      mode: 'pipeline',
      baseUrl: 'https://orchestrator.example.com',
      token: 't0ken-value',
      allowInsecureHttp: false,
      requestTimeout: 600,
      retries: 3,
      dryRun: false,
      fabricId: 10741,
      projectId: 'retail-analytics',
      branch: undefined,
      version: undefined,
      concurrency: 4,
      pipelines: ['ingest_orders', 'build_marts'],
      parametersFile: undefined,
      wait: true,
      timeout: 60,
      pollInterval: 30,
    });
  });

  it('pipeline mode: a list of 100 names, and the bounds of timeout and poll-interval', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `p${i}`);
    const s = settings({
      ...pipelineMode,
      pipelines: hundred.join('\n'),
      timeout: '7200',
      'poll-interval': '1',
      wait: 'false',
      version: '1.2.0',
      branch: 'main',
      'parameters-file': 'params.yml',
    }) as PipelineSettings;
    expect(s).toMatchObject({
      pipelines: hundred,
      timeout: 7200,
      pollInterval: 1,
      wait: false,
      version: '1.2.0',
      branch: 'main',
      parametersFile: 'params.yml',
    });
    expect(
      (settings({ ...pipelineMode, timeout: '1', 'poll-interval': '3600' }) as PipelineSettings).timeout,
    ).toBe(1);
  });

  it.each([
    ['new', ['new-failed', 'new-error']],
    ['new-failed', ['new-failed']],
    ['new-error', ['new-error']],
    ['flaky', ['flaky']],
    ['new, flaky', ['new-failed', 'new-error', 'flaky']],
    ['failed,new', ['failed', 'new-failed', 'new-error']],
    ['new,new-failed', ['new-failed', 'new-error']],
    [' new-error ,\tflaky ', ['new-error', 'flaky']],
    ['quarantined', ['quarantined']],
    ['new,quarantined', ['new-failed', 'new-error', 'quarantined']],
    // Each outcome also as the output that counts it is spelt: new-errored beside new-error.
    ['new-errored', ['new-error']],
    ['errored', ['error']],
    ['warnings', ['warning']],
    ['failed,errored', ['failed', 'error']],
    ['new-failed,new-errored,new-error', ['new-failed', 'new-error']],
  ])('fail-on "%s" is %j', (value, expected) => {
    const s = settings({ ...testMode, 'fail-on': value }) as TestSettings;
    expect([...s.failOn]).toEqual(expected);
    const r = settings({ mode: 'report', 'results-files': 'r/*.json', 'fail-on': value }) as ReportSettings;
    expect([...r.failOn]).toEqual(expected);
  });

  it.each([
    ['', []],
    ['off', []],
    [' off ', []],
    ['failed', ['FAILED']],
    ['error', ['ERROR']],
    ['failed, error', ['FAILED', 'ERROR']],
    ['error,failed', ['ERROR', 'FAILED']],
    ['failed,failed', ['FAILED']],
  ])('rerun "%s" re-runs the statuses %j', (value, expected) => {
    expect([...(settings({ ...testMode, rerun: value }) as TestSettings).rerun]).toEqual(expected);
  });

  it.each([
    ['', 1],
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ])('rerun-attempts "%s" is %i', (value, expected) => {
    expect((settings({ ...testMode, 'rerun-attempts': value }) as TestSettings).rerunAttempts).toBe(expected);
  });

  it('baseline-branch and baseline-version make the reference run', () => {
    expect((settings({ ...testMode, 'baseline-branch': 'main' }) as TestSettings).baseline).toEqual({
      branch: 'main',
    });
    expect((settings({ ...testMode, 'baseline-version': '1.2.0' }) as TestSettings).baseline).toEqual({
      version: '1.2.0',
    });
    expect(
      (settings({ ...testMode, 'baseline-branch': 'main', 'baseline-version': '1.2.0' }) as TestSettings)
        .baseline,
    ).toEqual({ branch: 'main', version: '1.2.0' });
  });

  it('baseline-results: glob patterns, one per line, in test and report mode', () => {
    const patterns = '  baseline/results-*.json \n\n\tartifacts/**/results.json\r\nold.json\n';
    const t = settings({ ...testMode, 'baseline-results': patterns }) as TestSettings;
    expect(t.baselineResults).toEqual(['baseline/results-*.json', 'artifacts/**/results.json', 'old.json']);
    expect(t.baseline).toBeUndefined();
    const r = settings({
      mode: 'report',
      'results-files': 'shards/*.json',
      'baseline-results': patterns,
    }) as ReportSettings;
    expect(r.baselineResults).toEqual(['baseline/results-*.json', 'artifacts/**/results.json', 'old.json']);
    expect(
      (settings({ mode: 'report', 'results-files': 'shards/*.json' }) as ReportSettings).baselineResults,
    ).toEqual([]);
  });
});

/**
 * action.yml declares each input once; the code reads it through the generated catalogue. These
 * read action.yml itself, so they hold even before `npm run docs` regenerates the catalogue.
 */
describe('each input declared once, in action.yml', () => {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { description: string; default?: string }>;
  };
  const declared = Object.keys(action.inputs);
  /** The modes an input's description names at its end ("Modes: test, report."). */
  const modesOf = (name: string): string[] => {
    const modes = /Modes: ([a-z, ]+)\.$/.exec(action.inputs[name]!.description)?.[1];
    if (!modes) throw new Error(`action.yml: input ${name} does not end with its modes`);
    return modes === 'all' ? [...MODES] : modes.split(', ');
  };

  it('the catalogue is action.yml: every input, its default and its modes, in its order', () => {
    expect(Object.keys(INPUTS)).toEqual(declared);
    for (const name of declared) {
      const spec = INPUTS[name as InputName];
      const modes = spec.modes === 'all' ? [...MODES] : spec.modes;
      expect({ name, modes, default: spec.expression ? action.inputs[name]!.default : spec.default }).toEqual(
        {
          name,
          modes: modesOf(name),
          default: action.inputs[name]!.default,
        },
      );
    }
  });

  it('every input but mode has one parser, and every parser an input', () => {
    expect(['mode', ...Object.keys(FIELDS)].sort()).toEqual([...declared].sort());
  });

  it('every mode is used by some input, and every mode an input names is a mode', () => {
    expect(new Set(declared.flatMap(modesOf))).toEqual(new Set(MODES));
  });

  it.each(MODES)('%s mode reads exactly the inputs whose modes name it', (mode) => {
    const read = new Set<string>();
    try {
      readSettings((name) => {
        read.add(name);
        return name === 'mode' ? mode : '';
      });
    } catch {
      // Required inputs are missing: every input is read before any is checked.
    }
    expect([...read].sort()).toEqual(declared.filter((name) => modesOf(name).includes(mode)).sort());
  });

  /** The fields of a settings interface: one left out does not compile (one too many fails the test). */
  const fieldsOf = <S>(fields: Record<keyof S, true>): string[] => Object.keys(fields).sort();
  const common = {
    mode: true,
    allowInsecureHttp: true,
    requestTimeout: true,
    retries: true,
    dryRun: true,
  } as const;
  const target = {
    baseUrl: true,
    token: true,
    fabricId: true,
    projectId: true,
    branch: true,
    version: true,
  } as const;
  const reporting = {
    ...common,
    baselineResults: true,
    quarantineFile: true,
    quarantineMaxDays: true,
    historyFile: true,
    historyUpdate: true,
    historyRuns: true,
    failOn: true,
    githubToken: true,
    checkRun: true,
    checkName: true,
    maxAnnotations: true,
    maxCheckAnnotations: true,
    sourcesFile: true,
    junitFile: true,
    prComment: true,
    healthIssue: true,
    healthLabels: true,
  } as const;

  // The parser's types are checked against the interfaces at compile time; this checks that at run
  // time it produces those fields and no other (settings.ts names each mode's fields by a cast).
  it.each([
    [
      testMode,
      fieldsOf<TestSettings>({
        ...reporting,
        ...target,
        mode: true,
        testsFile: true,
        models: true,
        concurrency: true,
        shard: true,
        baseline: true,
        rerun: true,
        rerunAttempts: true,
      }),
    ],
    [
      { mode: 'report', 'results-files': 'r/*.json' },
      fieldsOf<ReportSettings>({ ...reporting, mode: true, resultsFiles: true, allowMissingShards: true }),
    ],
    [
      { mode: 'deploy', ...api, 'fabric-name': 'prod' },
      fieldsOf<DeploySettings>({
        ...common,
        baseUrl: true,
        token: true,
        version: true,
        githubToken: true,
        projectName: true,
        fabricName: true,
        gitTag: true,
        overridesFile: true,
        githubDeployment: true,
        environment: true,
        redeploy: true,
        replaces: true,
      }),
    ],
    [
      { mode: 'fabric', ...api, 'fabric-file': 'f.yml' },
      fieldsOf<FabricSettings>({
        ...common,
        baseUrl: true,
        token: true,
        fabricId: true,
        githubToken: true,
        prComment: true,
        healthIssue: true,
        healthLabels: true,
        fabricFile: true,
        plan: true,
        fixDrift: true,
      }),
    ],
    [
      pipelineMode,
      fieldsOf<PipelineSettings>({
        ...common,
        ...target,
        concurrency: true,
        pipelines: true,
        parametersFile: true,
        wait: true,
        timeout: true,
        pollInterval: true,
      }),
    ],
  ])('%o holds exactly the fields of its mode', (inputs, fields) => {
    expect(Object.keys(settings(inputs)).sort()).toEqual(fields);
  });

  it.each(declared.filter((name) => name !== 'mode'))('the default of %s parses', (name) => {
    const spec = INPUTS[name as InputName];
    const parser = FIELDS[name as keyof typeof FIELDS];
    if (spec.default !== undefined) {
      expect(parser.safeParse(spec.default).error?.issues).toBeUndefined();
      return;
    }
    // No default (or one the runner evaluates): an empty input is either nothing or required.
    const empty = parser.safeParse('');
    if (!empty.success) expect(empty.error.issues[0]?.message).toMatch(/ is required/);
  });

  it('an empty input is its default in action.yml, as the runner passes it', () => {
    const given = settings({ mode: 'report', 'results-files': 'r/*.json' }) as ReportSettings;
    const defaults = settings({
      mode: 'report',
      'results-files': 'r/*.json',
      ...Object.fromEntries(
        Object.entries(INPUTS).flatMap(([name, spec]) =>
          spec.default === undefined ? [] : [[name, spec.default]],
        ),
      ),
    }) as ReportSettings;
    expect(given).toEqual(defaults);
  });
});
