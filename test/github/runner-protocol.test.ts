/**
 * The runner's protocol, byte for byte as GitHub's documentation of workflow commands and
 * environment files says the runner reads it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendOutput, commandLine, inputValue } from '../../src/github/runner-protocol.js';
import { parseOutputFile } from '../helpers/run-action.js';
import { tempDir } from '../helpers/temp-dir.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('workflow commands', () => {
  it('encodes the message so it stays one line, and keeps its text otherwise', () => {
    expect(commandLine('error', '100% broken\r\nnext ::line, a:b')).toBe(
      '::error::100%25 broken%0D%0Anext ::line, a:b',
    );
  });

  it('encodes a property value so `:` and `,` cannot end it, and leaves unset ones out', () => {
    expect(
      commandLine('warning', 'm', { title: 'a:b,c%\n', file: 'models/x.sql', line: 12, name: undefined }),
    ).toBe('::warning title=a%3Ab%2Cc%25%0A,file=models/x.sql,line=12::m');
  });

  it('writes a command without properties as `::name::message`', () => {
    expect(commandLine('endgroup', '')).toBe('::endgroup::');
  });
});

describe('inputs', () => {
  it('reads INPUT_ and the name in capitals, hyphens kept, trimmed; empty when unset', () => {
    process.env['INPUT_FABRIC-ID'] = '  10740 \n';
    expect(inputValue('fabric-id')).toBe('10740');
    expect(inputValue('project-id')).toBe('');
  });
});

describe('outputs', () => {
  it('appends a heredoc the runner reads back as the value, new lines included', () => {
    const dir = tempDir('protocol-');
    const file = join(dir, 'output');
    writeFileSync(file, '');
    process.env.GITHUB_OUTPUT = file;
    appendOutput('plan', 'line one\nname=other');
    appendOutput('changes', '4');
    expect(parseOutputFile(readFileSync(file, 'utf8'))).toEqual({
      plan: 'line one\nname=other',
      changes: '4',
    });
    expect(readFileSync(file, 'utf8')).toMatch(/^plan<<ghadelimiter_[0-9a-f]{32}\nline one\n/);
  });
});
