/**
 * Publishing a finished run (modes/publish/): the writers the settings turn on, in order, in the
 * process, with the runner's files (outputs, job summary) in a folder of the test's own. A file
 * that cannot be written fails the step, but only once every other output is out.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../src/common/errors.js';
import { Runner } from '../../src/github/runner.js';
import { readSettings, type PublishingSettings } from '../../src/inputs/settings.js';
import { stepGitHub } from '../../src/modes/step-github.js';
import { publishRun } from '../../src/modes/publish/publish.js';
import { checkWriters } from '../../src/modes/publish/writers.js';
import { finishRun } from '../../src/results/finish.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { loadRun } from '../results/fixture-files.js';
import { parseAnnotations, parseOutputFile } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

let dir: string;
let out: string;
const saved = { ...process.env };
// The step's output and summary files, one pair for the file.
const step = tempDir('publish-step-');
const OUTPUT = join(step, 'output');
const SUMMARY = join(step, 'summary.md');

beforeEach(() => {
  dir = tempDir('publish-');
  out = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  for (const name of ['GITHUB_REPOSITORY', 'GITHUB_SHA', 'GITHUB_EVENT_PATH', 'GITHUB_EVENT_NAME'])
    delete process.env[name];
  Object.assign(process.env, {
    GITHUB_OUTPUT: OUTPUT,
    GITHUB_STEP_SUMMARY: SUMMARY,
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dir,
  });
  writeFileSync(OUTPUT, '');
  writeFileSync(SUMMARY, '');
});

afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...saved };
});

function settings(inputs: Record<string, string>): PublishingSettings {
  const all: Record<string, string> = {
    mode: 'test',
    'base-url': 'http://127.0.0.1:9',
    token: 'demo-token',
    'fabric-id': '10740',
    'project-id': 'retail-analytics',
    ...inputs,
  };
  const read = readSettings((name) => all[name] ?? '');
  if (read.mode !== 'test') throw new Error('expected test settings');
  return read;
}

async function publish(given: PublishingSettings) {
  const run = finishRun(loadRun('retail-failing'));
  const runner = new Runner(new SecretRegistry(() => undefined));
  const github = await stepGitHub(given.githubToken, runner);
  return publishRun(run, given, runner, { runs: [run], sources: undefined, workspace: dir, github });
}

describe('publishRun', () => {
  test('the outputs, the results file, the annotations and the summary; the verdict of fail-on', async () => {
    const verdict = await publish(settings({ 'check-run': 'false', 'max-annotations': '2' }));
    expect(verdict).toEqual({
      conclusion: 'failure',
      failure: { line: expect.stringMatching(/^Data tests failed: /), where: undefined },
    });
    const outputs = parseOutputFile(readFileSync(OUTPUT, 'utf8'));
    expect(outputs).toMatchObject({ total: '14', failed: '2', errored: '1', 'new-failed': '2' });
    expect(existsSync(outputs['results-file']!)).toBe(true);
    expect(outputs['check-run-id']).toBeUndefined();
    expect(parseAnnotations(out)).toHaveLength(2);
    expect(out).toContain('1 more test is not annotated here (max-annotations: 2); see the job summary.');
    expect(readFileSync(SUMMARY, 'utf8')).toMatch(/^## ❌ Data tests: /);
  });

  test('a JUnit file that cannot be written fails the step after every other output is out', async () => {
    const given = settings({ 'check-run': 'false', 'junit-file': '/proc/x/j.xml' });
    const refused = new UserError(
      'Input junit-file: /proc/x/j.xml is under /proc, where the action writes no file',
    );
    // Checked before any request...
    await expect(checkWriters(given, dir)).rejects.toThrow(refused);
    // ...and should the file be refused only when written, the step fails after the rest is out.
    await expect(publish(given)).rejects.toThrow(refused);
    const outputs = parseOutputFile(readFileSync(OUTPUT, 'utf8'));
    expect(existsSync(outputs['results-file']!)).toBe(true);
    expect(readFileSync(SUMMARY, 'utf8')).toMatch(/^## ❌ Data tests: /);
  });
});
