/**
 * The bad-inputs catalogue (the table in docs/bad-inputs.md) is the source of truth:
 * each row of its table runs through the built action, with the row's inputs over valid ones for
 * its mode and test/fixtures/bad-inputs/ as the workspace. Each must fail with exit code 1 and
 * exactly the row's message as the one `::error::` line, before any request reaches the API.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { MODES, type Mode } from '../../src/inputs/catalogue.js';
import { ROOT, runAction } from '../helpers/run-action.js';
import { RETAIL_FIXTURE, STACK_FRAME, errorLines, requireDist, warningLines } from './support.js';
import { tempDir } from '../helpers/temp-dir.js';

/** The catalogue's page, and its name in errors and test names. */
const PAGE = 'docs/bad-inputs.md';
const CATALOGUE = join(ROOT, PAGE);
const FIXTURES = join(ROOT, 'test', 'fixtures', 'bad-inputs');

export interface CatalogueRow {
  /** 1-based line of the row in the catalogue, for the test's name. */
  line: number;
  mode: Mode;
  inputs: Record<string, string>;
  wrong: string;
  message: string;
}

/** The text of a table cell: `code` unwrapped, `\|` unescaped. */
function cellText(cell: string): string {
  const text = cell.trim().replace(/\\\|/g, '|');
  const code = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(text);
  return code ? code[2]! : text;
}

/** `key=value; key=value`: the value runs to the next "; " (an empty value leaves the input unset). */
function parseInputs(text: string, line: number): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const pair of text.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`${PAGE}:${line}: "${pair}" is not key=value`);
    inputs[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  return inputs;
}

/** Rows of the catalogue's table: Mode | Inputs or file | What is wrong | Exact message. */
export function readCatalogue(markdown: string): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  const lines = markdown.split('\n');
  lines.forEach((text, i) => {
    if (!text.startsWith('|') || /^\|\s*(Mode|-)/.test(text)) return;
    const cells = text
      .slice(1, text.trimEnd().endsWith('|') ? text.trimEnd().length - 1 : undefined)
      .split(/(?<!\\)\|/);
    if (cells.length !== 4) throw new Error(`${PAGE}:${i + 1}: expected 4 cells, got ${cells.length}`);
    const [mode, inputs, wrong, message] = cells.map(cellText) as [string, string, string, string];
    const first = mode.split(',')[0]!.trim();
    const chosen = first === 'all' ? 'test' : first;
    if (!(MODES as readonly string[]).includes(chosen))
      throw new Error(`${PAGE}:${i + 1}: unknown mode "${mode}"`);
    rows.push({ line: i + 1, mode: chosen as Mode, inputs: parseInputs(inputs, i + 1), wrong, message });
  });
  return rows;
}

/** The page's lines between the bad-inputs markers, blanked elsewhere so row numbers stay the page's. */
function catalogueSection(page: string): string {
  const lines = page.split('\n');
  const start = lines.findIndex((l) => l.trim() === '<!-- bad-inputs:start -->');
  const end = lines.findIndex((l) => l.trim() === '<!-- bad-inputs:end -->');
  if (start < 0 || end < start) throw new Error(`${PAGE} lacks the bad-inputs markers`);
  return lines.map((l, i) => (i > start && i < end ? l : '')).join('\n');
}

const ROWS = readCatalogue(catalogueSection(readFileSync(CATALOGUE, 'utf8')));

/** Valid inputs of each mode, which a row's inputs replace or add to. */
function validInputs(mode: Mode, emu: RunningEmulator): Record<string, string> {
  const api = { 'base-url': emu.url, token: emu.token };
  switch (mode) {
    case 'test':
      return { mode, ...api, 'fabric-id': '10740', 'project-id': 'retail-analytics', 'check-run': 'false' };
    case 'deploy':
      return { mode, ...api, 'fabric-name': 'analytics-prod', 'git-tag': 'retail/1.2.0' };
    case 'fabric':
      return { mode, ...api, 'fabric-file': 'fabric/valid.yml' };
    case 'report':
      return { mode, 'results-files': 'results/*.json', 'check-run': 'false' };
    case 'pipeline':
      return {
        mode,
        ...api,
        'fabric-id': '10740',
        'project-id': 'retail-analytics',
        pipelines: 'ingest_orders, build_marts',
      };
  }
}

let emulator: RunningEmulator;
beforeAll(async () => {
  requireDist();
  emulator = await startEmulator({ fixture: RETAIL_FIXTURE });
});
afterAll(() => emulator.stop());

describe('the catalogue', () => {
  it('has a row for every mode, each with one message', () => {
    expect(new Set(ROWS.map((r) => r.mode))).toEqual(new Set(MODES));
    for (const row of ROWS) expect(row.message).not.toMatch(/\n/);
  });
});

// The rows run side by side, each with its own emulator and workspace: each run is a process of
// its own, so while Jest waits on one, the other cores start the next.
describe('each row fails with exactly its message, and nothing reaches the API', () => {
  it.concurrent.each(ROWS)('docs/bad-inputs.md:$line $mode: $wrong', async (row) => {
    const emu = await startEmulator({ fixture: RETAIL_FIXTURE });
    try {
      const cwd = tempDir('bad-inputs-');
      cpSync(FIXTURES, cwd, { recursive: true });
      const run = await runAction({
        cwd,
        inputs: { ...validInputs(row.mode, emu), ...row.inputs },
        env: { BAD_INPUTS_SHORT_VALUE: 'ab' },
      });
      expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
        exitCode: 1,
        errors: [row.message.replaceAll('<workspace>', cwd)],
      });
      expect(run.outputs.conclusion).toBe('failure');
      expect(run.stdout).not.toMatch(STACK_FRAME);
      expect(run.stderr).toBe('');
      expect(emu.requests).toEqual([]);
      expect(emu.connectionsOpened()).toBe(0);
    } finally {
      await emu.stop();
    }
  });
});

/**
 * Named pipes cannot be fixtures of the catalogue (git does not keep them): each is made here, in
 * the run's workspace. Opening one to read waits for a writer, so a step that opens one before
 * checking what it is hangs until the job times out; writing a results file over one replaces it.
 */
describe('a named pipe where a file belongs', () => {
  function workspaceWithPipe(name: string): string {
    const cwd = tempDir('bad-inputs-fifo-');
    execFileSync('mkfifo', [join(cwd, name)]);
    return cwd;
  }

  it.each([
    ['tests-file', 'test', 'plan.yml', 'plan.yml: is a named pipe (FIFO), not a regular file'],
    [
      'sources-file',
      'test',
      'sources.yml',
      'sources.yml: sources-file names a named pipe (FIFO), not a regular file',
    ],
    ['fabric-file', 'fabric', 'fabric.yml', 'fabric.yml: is a named pipe (FIFO), not a regular file'],
    [
      'overrides-file',
      'deploy',
      'overrides.yml',
      'overrides.yml: is a named pipe (FIFO), not a regular file',
    ],
    [
      'parameters-file',
      'pipeline',
      'parameters.yml',
      'parameters.yml: is a named pipe (FIFO), not a regular file',
    ],
  ] as const)('as %s fails at once, and nothing reaches the API', async (input, mode, name, message) => {
    emulator.requests.length = 0;
    const cwd = workspaceWithPipe(name);
    const run = await runAction({
      cwd,
      inputs: { ...validInputs(mode, emulator), [input]: name },
      timeoutMs: 15_000,
    });
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({ exitCode: 1, errors: [message] });
    expect(emulator.requests).toEqual([]);
  });

  it('as junit-file is refused before any request, and stays a pipe', async () => {
    emulator.requests.length = 0;
    const cwd = workspaceWithPipe('junit.xml');
    const run = await runAction({
      cwd,
      inputs: { ...validInputs('test', emulator), 'junit-file': 'junit.xml' },
      timeoutMs: 15_000,
    });
    expect({ exitCode: run.exitCode, errors: errorLines(run) }).toEqual({
      exitCode: 1,
      errors: [
        'Input junit-file: junit.xml is a named pipe (FIFO), not a regular file; name a file the action may replace',
      ],
    });
    expect(emulator.requests).toEqual([]);
    expect(statSync(join(cwd, 'junit.xml')).isFIFO()).toBe(true);
  });
});

/**
 * Inputs that do nothing are warnings, not errors (docs/bad-inputs.md, "Inputs that do nothing"): a
 * `with:` key action.yml does not define reaches the action as an INPUT_* variable, as the runner
 * passes it; an input the mode does not use may be set all the same. (A typo of an input the mode
 * uses is an error: the catalogue's rows.)
 */
describe('inputs that do nothing', () => {
  async function deploy(inputs: Record<string, string>, env: Record<string, string> = {}) {
    emulator.requests.length = 0;
    const run = await runAction({ inputs: { ...validInputs('deploy', emulator), ...inputs }, env });
    return run;
  }

  it('a with: key the action does not define is a warning naming the input meant; the run goes on', async () => {
    const run = await deploy({}, { 'INPUT_TEST-FILE': 'plan.yml' });
    expect(run.annotations.filter((a) => a.level !== 'notice')).toEqual([
      { level: 'warning', properties: {}, message: 'Unexpected input test-file: did you mean tests-file?' },
    ]);
    expect({ exitCode: run.exitCode, conclusion: run.outputs.conclusion }).toEqual({
      exitCode: 0,
      conclusion: 'success',
    });
    expect(emulator.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/deploy/project']);
  });

  it('an input the mode does not use is a warning naming the modes that use it; github-token never is', async () => {
    // No GitHub record: this run must not reach for api.github.com with the token.
    const run = await deploy({
      'junit-file': 'junit.xml',
      'github-token': 'ghs_aTokenTheStepSet',
      'github-deployment': 'false',
    });
    expect(warningLines(run)).toEqual([
      'Input junit-file is ignored in deploy mode: only test and report modes use it.',
    ]);
    expect(run.exitCode).toBe(0);
    expect(run.files()).not.toHaveProperty('junit.xml');
  });

  it('a with: key close to no input only warns; the run goes on', async () => {
    const run = await deploy({}, { INPUT_COLOUR: 'blue' });
    expect(warningLines(run)).toEqual(['Unexpected input colour.']);
    expect({ exitCode: run.exitCode, conclusion: run.outputs.conclusion }).toEqual({
      exitCode: 0,
      conclusion: 'success',
    });
    expect(emulator.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/deploy/project']);
  });
});
