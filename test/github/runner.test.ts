/**
 * The runner layer over the runner's protocol: what it adds (redaction, inert log text, one-line
 * annotations placed on repository paths, outputs and a summary that never throw, the 1 MiB
 * budget), checked against the bytes written, as the runner would read them.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueCommand } from '../../src/github/runner-protocol.js';
import { Runner, readsAsCommand } from '../../src/github/runner.js';
import { SUMMARY_MAX_BYTES } from '../../src/common/limits.js';
import { SecretRegistry } from '../../src/common/secret-registry.js';
import { parseAnnotations, parseOutputFile } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

let out: string;
let dir: string;
const saved = { ...process.env };

function runner(...secrets: string[]): Runner {
  const registry = new SecretRegistry((value) => issueCommand('add-mask', value));
  for (const secret of secrets) registry.add(secret);
  return new Runner(registry);
}

beforeEach(() => {
  out = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  dir = tempDir('runner-');
  process.env.GITHUB_WORKSPACE = dir;
});

afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...saved };
  process.exitCode = undefined;
});

/** The lines the runner would read as commands (after trimming, as it does). */
function commandLines(text: string): string[] {
  return text.split(/\r?\n|\r/).filter((line) => line.trim().startsWith('::') || line.includes('##['));
}

describe('log text never becomes a workflow command', () => {
  it.each([
    'model a\n::warning title=x::injected',
    '  ::add-mask::everything',
    'name\r::stop-commands::x',
    'pipe ##[error]legacy form in the middle',
  ])('%j is printed between stop-commands and an unguessable resume token', (text) => {
    runner().info(text);
    const lines = out.split('\n');
    const token = /^::stop-commands::(resume-[0-9a-f]{32})$/.exec(lines[0]!)?.[1];
    expect(token).toBeDefined();
    expect(lines.at(-2)).toBe(`::${token}::`);
    expect(out).toContain(text);
  });

  it('plain text is printed as is, with nothing around it', () => {
    runner().info('[1/3] model stg_orders: 3 tests, all passed (0.2 s)');
    expect(out).toBe('[1/3] model stg_orders: 3 tests, all passed (0.2 s)\n');
    expect(readsAsCommand('a :: b')).toBe(false);
  });

  it('annotation messages and titles are one line; core escapes them as command data', () => {
    runner().error('first\n::warning::second', { title: 'title\nwith::colons, commas' });
    expect(commandLines(out)).toHaveLength(1);
    expect(parseAnnotations(out)).toEqual([
      {
        level: 'error',
        properties: { title: 'title with::colons, commas' },
        message: 'first ::warning::second',
      },
    ]);
  });

  it('group names are one line', () => {
    runner().startGroup('a\n::error::b');
    expect(out).toBe('::group::a ::error::b\n');
  });
});

describe('secrets', () => {
  it('are masked with the runner, line by line, and redacted from every writer', async () => {
    const output = join(dir, 'output');
    const summary = join(dir, 'summary');
    writeFileSync(output, '');
    writeFileSync(summary, '');
    process.env.GITHUB_OUTPUT = output;
    process.env.GITHUB_STEP_SUMMARY = summary;
    const r = runner('tok-12345', 'line-one\nline-two');
    expect(out).toBe(
      '::add-mask::tok-12345\n::add-mask::line-one%0Aline-two\n::add-mask::line-one\n::add-mask::line-two\n',
    );
    out = '';
    r.info('token tok-12345 and its base64 dG9rLTEyMzQ1');
    r.warning('warn line-two', { title: 'title tok-12345' });
    r.setOutput('results-file', 'tok-12345');
    await r.appendSummary('summary JSON "tok-12345"');
    const everything = out + readFileSync(output, 'utf8') + readFileSync(summary, 'utf8');
    expect(everything).not.toContain('tok-12345');
    expect(everything).not.toContain('line-two');
    expect(everything).not.toContain('dG9rLTEyMzQ1');
    expect(parseOutputFile(readFileSync(output, 'utf8'))).toEqual({ 'results-file': '***' });
  });
});

describe('annotations are placed on repository paths', () => {
  it('a file under the workspace, given absolute or relative, with its line', () => {
    const r = runner();
    r.error('e', { file: join(dir, 'infra', 'fabric.yml'), line: 7 });
    r.warning('w', { file: './infra/fabric.yml', line: 3 });
    r.notice('n', { file: '/elsewhere/fabric.yml', line: 2 });
    expect(parseAnnotations(out).map((a) => a.properties)).toEqual([
      { file: 'infra/fabric.yml', line: '7' },
      { file: 'infra/fabric.yml', line: '3' },
      {},
    ]);
  });

  it('fail() sets the exit code and places the line', () => {
    runner().fail('tests.yml:4: unknown key', { file: 'tests.yml', line: 4 });
    expect(process.exitCode).toBe(1);
    expect(out).toBe('::error file=tests.yml,line=4::tests.yml:4: unknown key\n');
  });
});

describe('outputs and the summary never throw', () => {
  it('an output file that cannot be written becomes a problem', () => {
    process.env.GITHUB_OUTPUT = join(dir, 'missing', 'output');
    const r = runner();
    expect(() => r.setOutput('conclusion', 'success')).not.toThrow();
    expect(r.takeProblems()).toEqual([
      'the output conclusion could not be written (the file GITHUB_OUTPUT names does not exist)',
    ]);
    expect(r.takeProblems()).toEqual([]);
  });

  it('a summary file that cannot be written becomes a problem', async () => {
    const folder = join(dir, 'summary-is-a-folder');
    mkdirSync(folder);
    process.env.GITHUB_STEP_SUMMARY = folder;
    const r = runner();
    await expect(r.appendSummary('## Results')).resolves.toBeUndefined();
    expect(r.takeProblems()).toHaveLength(1);
  });

  it('a read-only summary file becomes a problem too', async () => {
    const file = join(dir, 'summary');
    writeFileSync(file, '');
    chmodSync(file, 0o444);
    process.env.GITHUB_STEP_SUMMARY = file;
    const r = runner();
    await r.appendSummary('## Results');
    // root may write anyway; either it was written or it is a problem, never an exception.
    expect(readFileSync(file, 'utf8') === '## Results\n' || r.takeProblems().length === 1).toBe(true);
  });

  it('the summary of a step stays under the limit, whatever is appended', async () => {
    const file = join(dir, 'summary');
    writeFileSync(file, '');
    process.env.GITHUB_STEP_SUMMARY = file;
    const r = runner();
    for (let i = 0; i < 5; i++) await r.appendSummary('x'.repeat(400_000));
    const written = readFileSync(file, 'utf8');
    expect(Buffer.byteLength(written)).toBeLessThan(SUMMARY_MAX_BYTES);
    expect(written).toContain("to fit GitHub's limit");
  });

  it('without a summary file (a local run) the summary goes to the log', async () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    await runner().appendSummary('## Local');
    expect(out).toBe('## Local\n\n');
  });
});
