/**
 * runner.ts speaks the runner's protocol without @actions/core (for cold start). These tests
 * hold it to @actions/core's exact output, so the two cannot drift apart.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as runner from '../../src/github/runner.js';
import { parseOutputFile } from '../helpers/run-action.js';

function captureStdout(fn: () => void): string {
  let out = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return out;
}

describe('runner protocol', () => {
  const saved = { ...process.env };
  beforeEach(() => runner.resetSecretsForTests());
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = undefined;
  });

  it('writes annotations exactly as @actions/core does, escaping data and properties', () => {
    const message = 'Got 3 results: 100% wrong\nsecond line, with: colons';
    const props = { title: 'FAILED unique on raw.customers, email', file: 'a,b:c.yml', line: 12 };
    const ours = captureStdout(() => runner.error(message, props));
    const theirs = captureStdout(() =>
      core.error(message, { title: props.title, file: props.file, startLine: props.line }),
    );
    expect(ours).toBe(theirs);
    expect(captureStdout(() => runner.warning('w'))).toBe(captureStdout(() => core.warning('w')));
    expect(captureStdout(() => runner.notice('n', { title: 't' }))).toBe(
      captureStdout(() => core.notice('n', { title: 't' })),
    );
  });

  it('masks secrets like core.setSecret and redacts them from everything it writes', () => {
    const ours = captureStdout(() => runner.setSecret('s3cr3t-value'));
    const theirs = captureStdout(() => core.setSecret('s3cr3t-value'));
    expect(ours).toBe(theirs);
    const logged = captureStdout(() => {
      runner.info('token s3cr3t-value here');
      runner.error(
        'url ' +
          encodeURIComponent('s3cr3t-value') +
          ' b64 ' +
          Buffer.from('s3cr3t-value').toString('base64'),
      );
    });
    expect(logged).toBe('token *** here\n::error::url *** b64 ***\n');
  });

  it('ignores masks too short to be secrets, which would blank out the log', () => {
    expect(captureStdout(() => runner.setSecret('ab'))).toBe('');
    expect(runner.redact('ab cd')).toBe('ab cd');
  });

  it('writes outputs to GITHUB_OUTPUT in the heredoc format, readable like core.setOutput', () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-'));
    process.env.GITHUB_OUTPUT = join(dir, 'ours');
    runner.setOutput('pipelines-deployed', '["a","b"]');
    runner.setOutput('multi', 'line 1\nline 2');
    process.env.GITHUB_OUTPUT = join(dir, 'theirs');
    writeFileSync(process.env.GITHUB_OUTPUT, ''); // core insists the runner created it
    core.setOutput('pipelines-deployed', '["a","b"]');
    core.setOutput('multi', 'line 1\nline 2');
    const ours = parseOutputFile(readFileSync(join(dir, 'ours'), 'utf8'));
    expect(ours).toEqual(parseOutputFile(readFileSync(join(dir, 'theirs'), 'utf8')));
    expect(ours).toEqual({ 'pipelines-deployed': '["a","b"]', multi: 'line 1\nline 2' });
    expect(runner.hasOutput('multi')).toBe(true);
  });

  it('reads inputs like core.getInput: INPUT_ upper-cased, spaces as underscores, trimmed', () => {
    process.env['INPUT_FABRIC-ID'] = '  10740 \n';
    process.env['INPUT_MY_INPUT'] = 'x';
    expect(runner.getInput('fabric-id')).toBe(core.getInput('fabric-id'));
    expect(runner.getInput('fabric-id')).toBe('10740');
    expect(runner.getInput('my input')).toBe('x');
    expect(runner.getInput('absent')).toBe('');
  });

  it('setFailed sets exit code 1 and prints one error line', () => {
    const out = captureStdout(() => runner.setFailed('Deploy project failed: x'));
    expect(out).toBe('::error::Deploy project failed: x\n');
    expect(process.exitCode).toBe(1);
  });

  it('appends the job summary to GITHUB_STEP_SUMMARY, redacted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-'));
    process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary');
    captureStdout(() => {
      runner.setSecret('hunter2-secret');
      runner.appendSummary('# Title\nvalue hunter2-secret');
      runner.appendSummary('more\n');
    });
    expect(readFileSync(join(dir, 'summary'), 'utf8')).toBe('# Title\nvalue ***\nmore\n');
  });
});
