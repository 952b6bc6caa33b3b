import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FileError } from '../../src/common/errors.js';
import { LeavesWorkspace } from '../../src/files/read.js';
import { SourcesFileInvalid, loadSourcesIndex } from '../../src/files/sources.js';
import type { SourcesIndex } from '../../src/files/sources.js';
import { tempDir } from '../helpers/temp-dir.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EXAMPLE = 'examples/retail/platform-sources/sources.yml';
const WAREHOUSE = 'test/fixtures/report/warehouse-sources/sources.yml';

async function load(sourcesFile: string, workspace = ROOT): Promise<SourcesIndex> {
  const index = await loadSourcesIndex({ sourcesFile, workspace });
  if (!index) throw new Error('expected an index');
  return index;
}

describe('the example project (examples/retail)', () => {
  test('places column tests on their own line, table tests on theirs', async () => {
    const index = await load(EXAMPLE);
    expect(index.file).toBe(EXAMPLE);
    const at = (
      table: string,
      column: string | undefined,
      test: string,
      source: string | undefined = 'raw',
    ) => index.locate({ source, table, column, test })?.line;
    expect(at('customers', 'email', 'unique')).toBe(16);
    expect(at('customers', 'email', 'not_null')).toBe(15);
    expect(at('customers', 'customer_id', 'not_null')).toBe(12);
    expect(at('orders', 'order_id', 'unique')).toBe(23);
    expect(at('orders', 'amount', 'not_null')).toBe(27);
    expect(at('orders', undefined, 'row_count_positive')).toBe(19);
    expect(at('orders', '', 'row_count_positive')).toBe(19);
  });

  test('falls back to the column, then the table; undefined for what the file does not declare', async () => {
    const index = await load(EXAMPLE);
    const at = (q: { source?: string; table: string; column?: string; test: string }) => index.locate(q);
    expect(at({ source: 'raw', table: 'customers', column: 'email', test: 'accepted_values' })).toEqual({
      file: EXAMPLE,
      line: 13,
    });
    expect(at({ source: 'raw', table: 'customers', column: 'nickname', test: 'not_null' })?.line).toBe(8);
    expect(at({ source: 'raw', table: 'orders', test: 'freshness' })?.line).toBe(17);
    expect(at({ source: 'raw', table: 'invoices', test: 'unique' })).toBeUndefined();
    expect(at({ source: 'staging', table: 'customers', column: 'email', test: 'unique' })).toBeUndefined();
    // No project_tests in this file: project tests have no line.
    expect(at({ table: '', test: 'revenue_reconciles' })).toBeUndefined();
  });

  test('without a source, the first source declaring the table', async () => {
    const index = await load(EXAMPLE);
    expect(index.locate({ table: 'customers', column: 'email', test: 'unique' })?.line).toBe(16);
    expect(index.sourceOf('orders')).toBe('raw');
    expect(index.sourceOf('nope')).toBeUndefined();
  });
});

describe('a larger sources file with several sources', () => {
  const cases: Array<
    [string, { source?: string; table: string; column?: string; test: string }, number | undefined]
  > = [
    ['plain test names', { source: 'crm', table: 'accounts', column: 'account_id', test: 'not_null' }, 23],
    [
      'a test given as a map with config',
      { source: 'crm', table: 'accounts', column: 'owner_email', test: 'not_null' },
      26,
    ],
    [
      'a namespaced test',
      { source: 'crm', table: 'accounts', column: 'owner_email', test: 'dbt_utils.expression_is_true' },
      29,
    ],
    [
      'a test name the file does not hold: its column',
      { source: 'crm', table: 'accounts', column: 'owner_email', test: 'expression_is_true' },
      24,
    ],
    [
      'data_tests instead of tests',
      { source: 'crm', table: 'accounts', column: 'tier', test: 'accepted_values' },
      33,
    ],
    ['a table test with arguments', { source: 'crm', table: 'accounts', test: 'dbt_utils.recency' }, 36],
    ['a flow sequence', { source: 'crm', table: 'contacts', column: 'contact_id', test: 'not_null' }, 43],
    [
      'a column without tests: its line',
      { source: 'crm', table: 'contacts', column: 'phone', test: 'not_null' },
      49,
    ],
    [
      'a renamed table test, by its name',
      { source: 'billing', table: 'invoices', test: 'invoices_row_count_positive' },
      57,
    ],
    [
      'a renamed table test, by its generic name',
      { source: 'billing', table: 'invoices', test: 'row_count_positive' },
      57,
    ],
    ['a name inside the test map', { source: 'billing', table: 'invoices', test: 'invoice_line_unique' }, 59],
    [
      'a renamed column test',
      { source: 'billing', table: 'invoices', column: 'invoice_id', test: 'invoice_id_is_unique' },
      66,
    ],
    [
      'names differing only in case',
      { source: 'billing', table: 'invoices', column: 'amount', test: 'not_null' },
      70,
    ],
    [
      'the same table name in another source',
      { source: 'billing', table: 'accounts', column: 'account_id', test: 'unique' },
      76,
    ],
    [
      'no source: the first source with the table',
      { table: 'accounts', column: 'account_id', test: 'unique' },
      22,
    ],
    [
      'a table without columns or tests',
      { source: 'events', table: 'page_views', test: 'row_count_positive' },
      80,
    ],
    ['a project test by plain name', { table: '', test: 'revenue_reconciles' }, 86],
    ['a project test by name key', { table: '', test: 'orders_have_customers' }, 87],
    ['a project test with arguments', { table: '', test: 'invoices_match_accounts' }, 88],
    ['an unknown project test', { table: '', test: 'nope' }, undefined],
  ];
  test.each(cases)('%s', async (_name, query, line) => {
    const index = await load(WAREHOUSE);
    expect(index.locate(query)?.line).toBe(line);
  });

  test('sourceOf takes the first source in file order', async () => {
    const index = await load(WAREHOUSE);
    expect(index.sourceOf('accounts')).toBe('crm');
    expect(index.sourceOf('invoices')).toBe('billing');
  });
});

describe('auto-detection', () => {
  function workspace(files: Record<string, string>): string {
    const dir = tempDir('sources-ws-');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }
  const SOURCES = 'sources:\n  - name: raw\n    tables:\n      - name: t\n';

  test('finds the shallowest *-sources/sources.yml, names sorted within a level', async () => {
    const ws = workspace({
      'deep/a/b/platform-sources/sources.yml': SOURCES,
      'zeta-sources/sources.yml': SOURCES,
      'beta-sources/sources.yml': SOURCES,
      'alpha-sources/README.md': 'no sources.yml here',
    });
    const index = await loadSourcesIndex({ workspace: ws });
    expect(index?.file).toBe('beta-sources/sources.yml');
    expect(index?.locate({ table: 't', test: 'x' })).toEqual({ file: 'beta-sources/sources.yml', line: 4 });
  });

  test('finds one nested a few levels down; skips node_modules, hidden folders and symbolic links', async () => {
    const ws = workspace({
      'node_modules/pkg-sources/sources.yml': SOURCES,
      '.git/x-sources/sources.yml': SOURCES,
      'other/thing/linked/placeholder': '',
      'projects/retail/platform-sources/sources.yml': SOURCES,
    });
    symlinkSync(join(ws, 'projects'), join(ws, 'aaa-link'));
    const index = await loadSourcesIndex({ workspace: ws });
    expect(index?.file).toBe('projects/retail/platform-sources/sources.yml');
  });

  test('passes over a sources.yml that is a link leading out of the workspace; keeps one that stays in', async () => {
    const outside = workspace({ 'platform-sources/sources.yml': SOURCES });
    const ws = workspace({ 'inner/sources.yml': SOURCES, 'zz/z-sources/sources.yml': SOURCES });
    mkdirSync(join(ws, 'a-sources'));
    symlinkSync(join(outside, 'platform-sources', 'sources.yml'), join(ws, 'a-sources', 'sources.yml'));
    expect((await loadSourcesIndex({ workspace: ws }))?.file).toBe('zz/z-sources/sources.yml');
    mkdirSync(join(ws, 'b-sources'));
    symlinkSync(join(ws, 'inner', 'sources.yml'), join(ws, 'b-sources', 'sources.yml'));
    expect((await loadSourcesIndex({ workspace: ws }))?.file).toBe('b-sources/sources.yml');
  });

  test('a sources-file input that leaves the workspace through a link fails, naming the input and the link', async () => {
    const outside = workspace({ 'sources.yml': 'DB_PASSWORD=hunter2' });
    const ws = workspace({});
    symlinkSync(outside, join(ws, 'platform-sources'));
    const error = await loadSourcesIndex({
      workspace: ws,
      sourcesFile: 'platform-sources/sources.yml',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeavesWorkspace);
    expect((error as Error).message).toBe(
      'Input sources-file: platform-sources/sources.yml leaves the workspace through the symbolic link platform-sources, which the action does not follow: name a file inside the workspace',
    );
  });

  test('none found (or only deeper than six levels): undefined, not an error', async () => {
    expect(await loadSourcesIndex({ workspace: workspace({ 'README.md': '# hi' }) })).toBeUndefined();
    const deep = workspace({
      'a/b/c/d/e/f/g-sources/sources.yml': SOURCES,
      'a/b/c/d/e/x-sources/sources.yml': SOURCES,
    });
    expect((await loadSourcesIndex({ workspace: deep }))?.file).toBe('a/b/c/d/e/x-sources/sources.yml');
    rmSync(join(deep, 'a/b/c/d/e/x-sources'), { recursive: true });
    expect(await loadSourcesIndex({ workspace: deep })).toBeUndefined();
  });

  test('searches a workspace with many folders level by level', async () => {
    const ws = workspace({});
    for (let i = 0; i < 400; i++)
      for (let j = 0; j < 3; j++) mkdirSync(join(ws, `d${i}`, `e${j}`), { recursive: true });
    mkdirSync(join(ws, 'd399', 'e2', 'z-sources'));
    writeFileSync(join(ws, 'd399', 'e2', 'z-sources', 'sources.yml'), SOURCES);
    expect((await loadSourcesIndex({ workspace: ws }))?.file).toBe('d399/e2/z-sources/sources.yml');
  });
});

describe('errors', () => {
  function fileWith(text: string): { ws: string; name: string } {
    const ws = tempDir('sources-err-');
    writeFileSync(join(ws, 'sources.yml'), text);
    return { ws, name: 'sources.yml' };
  }

  test('a sources-file that does not exist is a FileError naming it', async () => {
    const error = await loadSourcesIndex({ sourcesFile: 'nope/sources.yml', workspace: ROOT }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FileError);
    expect(error).not.toBeInstanceOf(SourcesFileInvalid);
    expect((error as Error).message).toBe('nope/sources.yml: sources-file names a file that does not exist');
  });

  test('a directory is a FileError too', async () => {
    const error = await loadSourcesIndex({ sourcesFile: 'examples', workspace: ROOT }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('examples: sources-file names a directory, not a file');
  });

  test('a named pipe is refused at once as a wrong input, not read (it would hang the step)', async () => {
    const ws = tempDir('sources-err-');
    execFileSync('mkfifo', [join(ws, 'sources.yml')]);
    const error = await loadSourcesIndex({ sourcesFile: 'sources.yml', workspace: ws }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(SourcesFileInvalid);
    expect((error as Error).message).toBe(
      'sources.yml: sources-file names a named pipe (FIFO), not a regular file',
    );
  });

  test('a file that is not UTF-8 is SourcesFileInvalid on the line of the first bad byte', async () => {
    const { ws, name } = fileWith('');
    writeFileSync(join(ws, name), Buffer.from('sources:\n  - name: caf\u00e9\n', 'latin1'));
    const error = await loadSourcesIndex({ sourcesFile: name, workspace: ws }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcesFileInvalid);
    expect((error as Error).message).toBe(
      'sources.yml:2: is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8',
    );
  });

  test('invalid YAML is SourcesFileInvalid with file and line, for the flow to turn into a warning', async () => {
    const { ws, name } = fileWith('sources:\n  - name: raw\n    tables: [\n');
    const error = await loadSourcesIndex({ sourcesFile: name, workspace: ws }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcesFileInvalid);
    expect((error as SourcesFileInvalid).file).toBe('sources.yml');
    expect((error as SourcesFileInvalid).line).toBe(4);
    expect((error as Error).message).toMatch(/^sources\.yml:4: invalid YAML: /);
  });

  test('a file that is not a sources file is SourcesFileInvalid', async () => {
    const list = fileWith('- just\n- a list\n');
    await expect(loadSourcesIndex({ sourcesFile: list.name, workspace: list.ws })).rejects.toThrow(
      new SourcesFileInvalid('sources.yml', 1, 'not a sources file: expected a map with a `sources` list'),
    );
    const scalar = fileWith('version: 2\nsources: raw\n');
    await expect(loadSourcesIndex({ sourcesFile: scalar.name, workspace: scalar.ws })).rejects.toThrow(
      'sources.yml:2: not a sources file: `sources` must be a list',
    );
  });

  test('entries of unexpected shapes are skipped, not fatal', async () => {
    const { ws, name } = fileWith(
      [
        'sources:',
        '  - just a string',
        '  - name: raw',
        '    tables:',
        '      - 42',
        '      - name: t',
        '        columns: not-a-list',
        '        tests:',
        '          - [nested, list]',
        '          - ~',
        '          - real_test',
        '',
      ].join('\n'),
    );
    const index = await load(name, ws);
    expect(index.locate({ source: 'raw', table: 't', test: 'real_test' })?.line).toBe(11);
    expect(index.locate({ source: 'raw', table: 't', column: 'c', test: 'x' })?.line).toBe(6);
  });

  test('an empty file is not a sources file either', async () => {
    const { ws, name } = fileWith('');
    const error = await loadSourcesIndex({ sourcesFile: name, workspace: ws }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcesFileInvalid);
  });
});
