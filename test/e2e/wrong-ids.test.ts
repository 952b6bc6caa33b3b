/**
 * A wrong id points at its input: the built action (dist/index.js) against the emulator, given an id
 * or a name the service does not know in each input that names one. The step's line starts with the
 * operation's name, keeps the service's message and HTTP status, and ends with the input to check
 * (modes/service-calls.ts, pointAtInputs).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runAction } from '../helpers/run-action.js';
import { collectEverything, expectNoLeaks } from '../helpers/leaks.js';
import { retailWorkspace } from '../helpers/github-event.js';
import { tempDir } from '../helpers/temp-dir.js';
import { errorLines, requireDist } from '../reliability/support.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/server.js';

const RETAIL = join(ROOT, 'examples', 'emulator', 'retail.yml');
const DRIFTED = join(ROOT, 'test', 'fixtures', 'emulator', 'fabric-drift.yml');
const QA_FILE = join(ROOT, 'test', 'fixtures', 'fabric', 'qa.yml');

let retail: RunningEmulator;
let drifted: RunningEmulator;
beforeAll(async () => {
  requireDist();
  // Nothing these steps send changes either: every request is refused.
  retail = await startEmulator({ fixture: RETAIL });
  drifted = await startEmulator({ fixture: DRIFTED });
});
afterAll(async () => {
  await retail.stop();
  await drifted.stop();
});

const TEST = { mode: 'test', 'fabric-id': '10740', 'project-id': 'retail-analytics', 'check-run': 'false' };
const PIPELINE = {
  mode: 'pipeline',
  'fabric-id': '10740',
  'project-id': 'retail-analytics',
  pipelines: 'ingest_orders',
};
const DEPLOY = { mode: 'deploy', 'fabric-name': 'analytics-prod', 'github-deployment': 'false' };
const ONLY_CALL = '; the only test-run call failed (see the job summary)';
const TRIGGER =
  '1 of 1 pipelines did not succeed: ingest_orders: Trigger pipeline failed: error in triggering pipeline:';
const CLONE =
  'Deploy project failed: Deployment failed (HTTP 200): Failed to fetch project files: Clone failed because revision';

/** [what, inputs, GITHUB_REF, the step's one error line] */
const CASES: Array<[string, Record<string, string>, string, string]> = [
  [
    'test: fabric-id',
    { ...TEST, 'fabric-id': '10749' },
    'refs/heads/main',
    `Run data tests failed: Test run failed due to : Fabric 10749 not found (HTTP 404); check the \`fabric-id\` input${ONLY_CALL}`,
  ],
  [
    'test: project-id',
    { ...TEST, 'project-id': 'retail' },
    'refs/heads/main',
    `Run data tests failed: Test run failed due to : Project retail not found (HTTP 404); check the \`project-id\` input${ONLY_CALL}`,
  ],
  [
    'test: branch',
    { ...TEST, branch: 'feature/x' },
    'refs/heads/main',
    `Run data tests failed: Test run failed due to : Branch feature/x not found in project retail-analytics (HTTP 400); check the \`branch\` input${ONLY_CALL}`,
  ],
  [
    'test: version',
    { ...TEST, version: '9.9.9' },
    'refs/heads/main',
    `Run data tests failed: Test run failed due to : Version 9.9.9 not found in project retail-analytics (HTTP 400); check the \`version\` input${ONLY_CALL}`,
  ],
  [
    'pipeline: fabric-id',
    { ...PIPELINE, 'fabric-id': '10749' },
    'refs/heads/main',
    `${TRIGGER} Fabric with uid \`10749\` not found (HTTP 400); check the \`fabric-id\` input`,
  ],
  [
    'pipeline: project-id',
    { ...PIPELINE, 'project-id': 'retail' },
    'refs/heads/main',
    `${TRIGGER} Project with uid \`retail\` not found (HTTP 400); check the \`project-id\` input`,
  ],
  [
    'pipeline: pipelines',
    { ...PIPELINE, pipelines: 'ingest_order' },
    'refs/heads/main',
    '1 of 1 pipelines did not succeed: ingest_order: Trigger pipeline failed: error in triggering pipeline: Pipeline ingest_order not found in project retail-analytics (HTTP 400); check the `pipelines` input',
  ],
  [
    'pipeline: version',
    { ...PIPELINE, version: '9.9.9' },
    'refs/heads/main',
    `${TRIGGER} Version 9.9.9 of project retail-analytics not found (HTTP 400); check the \`version\` input`,
  ],
  [
    'deploy: fabric-name',
    { ...DEPLOY, 'fabric-name': 'analytics-prd', 'git-tag': 'retail/1.2.0' },
    'refs/heads/main',
    'Deploy project failed: Deployment failed (HTTP 200): Fabric with name analytics-prd not found; check the `fabric-name` input',
  ],
  [
    'deploy: git-tag',
    { ...DEPLOY, 'git-tag': 'retail/9.9.9' },
    'refs/heads/main',
    `${CLONE} Some(retail/9.9.9) was not found; check the \`git-tag\` input`,
  ],
  [
    'deploy: project-name and version',
    { ...DEPLOY, 'project-name': 'retail', version: '9.9.9' },
    'refs/heads/main',
    `${CLONE} Some(retail/9.9.9) was not found; check the \`project-name\` and \`version\` inputs`,
  ],
  [
    'deploy: the tag the workflow runs for',
    DEPLOY,
    'refs/tags/retail/9.9.9',
    `${CLONE} Some(retail/9.9.9) was not found; check the tag this workflow runs for`,
  ],
];

describe('a wrong id points at the input that gave it', () => {
  it.each(CASES)('%s', async (_what, inputs, ref, line) => {
    const run = await runAction({
      cwd: retailWorkspace(),
      inputs: { 'base-url': retail.url, token: retail.token, ...inputs },
      env: { GITHUB_REF: ref },
    });
    expectNoLeaks(collectEverything(run, { emulator: retail }), [retail.token]);
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({ exitCode: 1, errors: [line] });
  });

  it.each([['plan: true'], ['an apply']])('fabric, %s: fabric-id, at the first read', async (what) => {
    const cwd = tempDir('wrong-ids-fabric-');
    mkdirSync(join(cwd, 'infra'));
    copyFileSync(QA_FILE, join(cwd, 'infra', 'fabric.yml'));
    const secrets = {
      WAREHOUSE_TOKEN: 'wrong-ids-1',
      SFTP_PASSWORD: 'wrong-ids-2',
      CRM_CLIENT_SECRET: 'wrong-ids-3',
    };
    const run = await runAction({
      cwd,
      inputs: {
        mode: 'fabric',
        'base-url': drifted.url,
        token: drifted.token,
        'fabric-file': 'infra/fabric.yml',
        'fabric-id': '10749',
        ...(what === 'plan: true' ? { plan: 'true' } : {}),
      },
      env: secrets,
    });
    expectNoLeaks(collectEverything(run, { emulator: drifted }), [drifted.token, ...Object.values(secrets)]);
    const head =
      'List secrets failed: List Secrets failed due to : Fabric 10749 not found (HTTP 404); check the `fabric-id` input';
    expect(errorLines(run)).toEqual([
      what === 'plan: true'
        ? `${head} (fabric analytics-qa: the plan could not be made; a plan sends no write request, so nothing was changed)`
        : `${head} (fabric analytics-qa, stopped at "list secrets of fabric 10749"). Nothing was applied.`,
    ]);
  });
});
