/**
 * Every mode's first screen (CONTRACT.md, "Behaviour every mode shares"): the job summary the built
 * action (dist/index.js) writes against the emulator, rendered as GitHub renders it (rendered.ts),
 * opens with one heading that is the verdict with its icon (❌ failed, ✅ passed or applied, ⚠️ drift
 * or warnings, 📝 a plan with changes), and names what failed (the test, the pipeline and its
 * message, the drifted connection and what differs) before the first table.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runAction, type ActionRun } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { retailWorkspace } from '../helpers/github-event.js';
import { tempDir } from '../helpers/temp-dir.js';
import { requireDist } from '../reliability/support.js';
import { renderTree, textOf, type XmlElement } from '../results/rendered.js';
import { startEmulator, type FixtureInput, type RunningEmulator } from '../../src/emulator/server.js';

const RETAIL = join(ROOT, 'examples', 'emulator', 'retail.yml');
const DRIFTED = join(ROOT, 'test', 'fixtures', 'emulator', 'fabric-drift.yml');
const QA_FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'qa.yml');
const EXAMPLE_FABRIC = join(ROOT, 'examples', 'retail', 'fabric.yml');
const FAST_CLOCK = join(ROOT, 'bench', 'lib', 'fast-clock.mjs');
/** The emulator's pipeline runs and the action's clock, both this many times faster. */
const SCALE = 120;
const SECRET_ENV = {
  WAREHOUSE_TOKEN: 'dapi-first-screen-7c41',
  SFTP_PASSWORD: 'sftp-first-screen-93d2',
  CRM_CLIENT_SECRET: 'crm-first-screen-5a18',
};

let emulator: RunningEmulator | undefined;
beforeAll(requireDist);
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

async function start(fixture: string | FixtureInput = RETAIL, timeScale = 1): Promise<RunningEmulator> {
  emulator = await startEmulator({ fixture, timeScale });
  return emulator;
}

async function step(
  emu: RunningEmulator,
  inputs: Record<string, string>,
  options: { cwd?: string; env?: Record<string, string>; fastClock?: boolean } = {},
): Promise<ActionRun> {
  const run = await runAction({
    cwd: options.cwd ?? retailWorkspace(),
    inputs: { 'base-url': emu.url, token: emu.token, ...inputs },
    env: { ...SECRET_ENV, ...(options.fastClock ? { FAST_CLOCK_SCALE: String(SCALE) } : {}), ...options.env },
    ...(options.fastClock ? { nodeArgs: ['--import', FAST_CLOCK] } : {}),
  });
  expectNoLeaks(collectEverything(run, { emulator: emu }), [emu.token, ...Object.values(SECRET_ENV)]);
  return run;
}

interface FirstScreen {
  /** The text of the summary's first element, which must be its one h2. */
  heading: string;
  /** Everything a reader sees before the first table (all of it when there is none). */
  beforeTable: string;
}

/** What the summary, rendered, opens with. */
function firstScreen(summary: string): FirstScreen {
  const root = renderTree(summary);
  const blocks = root.children.filter((c): c is XmlElement => typeof c !== 'string');
  const first = blocks[0]!;
  expect(first.name).toBe('h2');
  // One verdict: no other heading of its level.
  expect(blocks.filter((b) => b.name === 'h1' || b.name === 'h2')).toHaveLength(1);
  const tableAt = blocks.findIndex((b) => holdsTable(b));
  const before = tableAt < 0 ? blocks : blocks.slice(0, tableAt);
  return { heading: textOf(first), beforeTable: before.map(textOf).join('\n') };
}

function holdsTable(element: XmlElement): boolean {
  return element.name === 'table' || element.children.some((c) => typeof c !== 'string' && holdsTable(c));
}

const RETAIL_TEST = {
  mode: 'test',
  'fabric-id': '10740',
  'project-id': 'retail-analytics',
  'tests-file': 'tests.yml',
  'check-run': 'false',
};

/** The three failures of the retail plan, each named with its cause. */
const RETAIL_FAILURES = [
  'raw.customers.email · unique · FAILED',
  'Got 3 results, configured to fail if != 0',
  'project · orders_have_customers · ERROR',
  'The table or view `retail_dev`.`analytics`.`dim_customers` cannot be found.',
  'model fct_revenue · revenue_matches_orders · FAILED',
  'Got 12 results, configured to fail if != 0',
];

describe('test and report mode', () => {
  it('test: ❌, each failing test and its cause before the counts table', async () => {
    const emu = await start();
    const run = await step(emu, RETAIL_TEST);
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Data tests: 2 failed, 1 error');
    for (const text of RETAIL_FAILURES) expect(screen.beforeTable).toContain(text);
  });

  it('test: ✅ when every test passes', async () => {
    const emu = await start();
    const run = await step(emu, { ...RETAIL_TEST, 'tests-file': '', models: 'stg_orders' });
    expect(run.exitCode).toBe(0);
    expect(firstScreen(run.summary).heading).toBe('✅ Data tests: all 3 passed');
  });

  it('report: ❌, the merged shards name each failing test before any table', async () => {
    const emu = await start();
    const cwd = retailWorkspace();
    mkdirSync(join(cwd, 'results'));
    for (const shard of ['1/2', '2/2']) {
      const shardRun = await step(emu, { ...RETAIL_TEST, shard, 'fail-on': 'none' });
      copyFileSync(shardRun.outputs['results-file']!, join(cwd, 'results', `${shard[0]}.json`));
    }
    const run = await step(
      emu,
      { mode: 'report', 'results-files': 'results/*.json', 'check-run': 'false' },
      { cwd },
    );
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Data tests: 2 failed, 1 error');
    for (const text of RETAIL_FAILURES) expect(screen.beforeTable).toContain(text);
  });
});

const DEPLOY = { mode: 'deploy', 'git-tag': 'retail/1.2.0', 'github-deployment': 'false' };

describe('deploy mode', () => {
  it('✅ for a deploy the service scheduled', async () => {
    const emu = await start();
    const run = await step(emu, { ...DEPLOY, 'fabric-name': 'analytics-prod' });
    expect(run.exitCode).toBe(0);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('✅ Deployed retail/1.2.0 to analytics-prod');
    expect(screen.beforeTable).toContain('Deployment: 90001');
  });

  it('❌ for a deploy the service refused: its line, pointing at the input, before any table', async () => {
    const emu = await start();
    const run = await step(emu, { ...DEPLOY, 'fabric-name': 'analytics-nope' });
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Deploy of retail/1.2.0 to analytics-nope failed');
    expect(screen.beforeTable).toContain(
      'Deploy project failed: Deployment failed (HTTP 200): Fabric with name analytics-nope not found; check the `fabric-name` input',
    );
  });

  it('📝 for a dry run', async () => {
    const emu = await start();
    const run = await step(emu, { ...DEPLOY, 'fabric-name': 'analytics-prod', 'dry-run': 'true' });
    expect(firstScreen(run.summary).heading).toBe('📝 Dry run: deploy retail/1.2.0 to analytics-prod');
  });
});

const PIPELINES = {
  mode: 'pipeline',
  'fabric-id': '10740',
  'project-id': 'retail-analytics',
  pipelines: 'ingest_orders\nbuild_marts',
};

describe('pipeline mode', () => {
  it('❌, the pipeline that failed and its message before the table of runs', async () => {
    const emu = await start(RETAIL, SCALE);
    // build_marts of 1.1.0 reads a column it never had.
    const run = await step(emu, { ...PIPELINES, version: '1.1.0' }, { fastClock: true });
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Pipeline runs: 1 of 2 pipelines did not succeed');
    expect(screen.beforeTable).toContain(
      'build_marts · ERROR · run r-NzAwMDI=Model fct_revenue failed: [UNRESOLVED_COLUMN] A column with name `discount_pct` cannot be resolved',
    );
    expect(screen.beforeTable).not.toContain('ingest_orders');
  });

  it('✅ when every run succeeded; 📝 for a dry run', async () => {
    const emu = await start(RETAIL, SCALE);
    const run = await step(emu, PIPELINES, { fastClock: true });
    expect(run.exitCode).toBe(0);
    expect(firstScreen(run.summary).heading).toBe('✅ Pipeline runs: 2 of 2 pipelines succeeded');
    const dry = await step(emu, { ...PIPELINES, 'dry-run': 'true' });
    expect(firstScreen(dry.summary).heading).toBe('📝 Dry run: trigger 2 pipelines');
  });
});

/** Fabric mode on infra/fabric.yml, a copy of `file`. */
async function fabric(
  emu: RunningEmulator,
  file: string,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  const cwd = tempDir('first-screen-fabric-');
  mkdirSync(join(cwd, 'infra'));
  copyFileSync(file, join(cwd, 'infra', 'fabric.yml'));
  return step(emu, { mode: 'fabric', 'fabric-file': 'infra/fabric.yml', ...inputs }, { cwd });
}

/** The two connections of qa.yml that differ on the drifted service, and what differs. */
const DRIFTED_CONNECTIONS = [
  'warehouse (id 4760): isDefaultWarehouseConnection: false → true; properties.jdbcUrl: "jdbc:databricks://qa-old.example.cloud:443/default" → "jdbc:databricks://qa.example.cloud:443/default"',
  'marts (id 4761): kind: "snowflake" → "bigquery"; isDefaultWarehouseConnection: true → false',
];

describe('fabric mode', () => {
  it('plan: ⚠️ for drift, each drifted connection and what differs before any table', async () => {
    const emu = await start(DRIFTED);
    const run = await fabric(emu, QA_FILE, { 'fabric-id': '10760', plan: 'true' });
    expect(run.exitCode).toBe(0);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe(
      '⚠️ Plan: fabric analytics-qa (id 10760): an apply would send 5 write requests; 2 connections differ from the file',
    );
    for (const text of DRIFTED_CONNECTIONS) expect(screen.beforeTable).toContain(text);
  });

  it('plan: 📝 for changes and no drift', async () => {
    const emu = await start();
    const run = await fabric(emu, EXAMPLE_FABRIC, { plan: 'true' });
    expect(firstScreen(run.summary).heading).toBe(
      '📝 Plan: fabric analytics-staging (to be created): an apply would send 3 write requests',
    );
  });

  it('plan: ❌ when it cannot be made, its line (pointing at the input) before anything else', async () => {
    const emu = await start(DRIFTED);
    const run = await fabric(emu, QA_FILE, { 'fabric-id': '10749', plan: 'true' });
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Plan: fabric analytics-qa: the plan could not be made');
    expect(screen.beforeTable).toContain(
      'List secrets failed: List Secrets failed due to : Fabric 10749 not found (HTTP 404); check the `fabric-id` input',
    );
  });

  it('apply: ⚠️ for drift, the drifted connections before the tables of what was done', async () => {
    const emu = await start(DRIFTED);
    const run = await fabric(emu, QA_FILE, { 'fabric-id': '10760' });
    expect(run.exitCode).toBe(0);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe(
      '⚠️ Reconciled fabric analytics-qa (id 10760); 2 connections differ from the file',
    );
    for (const text of DRIFTED_CONNECTIONS) expect(screen.beforeTable).toContain(text);
  });

  it('apply: ✅ for a fabric created as the file says', async () => {
    const emu = await start();
    const run = await fabric(emu, EXAMPLE_FABRIC, {});
    expect(run.exitCode).toBe(0);
    expect(firstScreen(run.summary).heading).toBe('✅ Created fabric analytics-staging (id 10742)');
  });

  it('apply: ❌ for a step that failed, its line before the table of what was not applied', async () => {
    const emu = await start(DRIFTED);
    const run = await fabric(emu, QA_FILE, { 'fabric-id': '10749' });
    expect(run.exitCode).toBe(1);
    const screen = firstScreen(run.summary);
    expect(screen.heading).toBe('❌ Fabric analytics-qa: stopped at a failed step');
    expect(screen.beforeTable).toContain(
      'List secrets failed: List Secrets failed due to : Fabric 10749 not found (HTTP 404); check the `fabric-id` input',
    );
  });

  it('dry run: 📝, or ⚠️ naming the secret value an apply would miss, before the table', async () => {
    const emu = await start();
    const run = await fabric(emu, EXAMPLE_FABRIC, { 'dry-run': 'true' });
    expect(firstScreen(run.summary).heading).toBe('📝 Dry run: fabric analytics-staging');
    const missing = await step(
      emu,
      { mode: 'fabric', 'fabric-file': 'fabric.yml', 'dry-run': 'true' },
      { env: { SFTP_PASSWORD: '' } },
    );
    const screen = firstScreen(missing.summary);
    expect(screen.heading).toBe('⚠️ Dry run: fabric analytics-staging, with a warning');
    expect(screen.beforeTable).toContain('SFTP_PASSWORD is not set or empty');
  });
});
