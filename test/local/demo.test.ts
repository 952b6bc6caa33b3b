/**
 * `npm run demo` (scripts/demo.mjs): it cuts long summaries in the terminal and says where the
 * whole file is, and leaves no temporary folder behind unless asked to keep it (`--keep`). Each run
 * gets a TMPDIR of its own, so the test sees exactly what the demo leaves there.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/run-action.js';

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function demo(args: string[] = []): Promise<{ code: number | null; stdout: string; tmp: string }> {
  const tmp = mkdtempSync(join(tmpdir(), 'demo-test-'));
  folders.push(tmp);
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'demo.mjs'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmp, TMPDIR: tmp },
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, stdout, tmp };
}

const CUT = /^ {3}… (\d+) more lines: the whole summary is (\S+)(.*)$/gm;

describe('npm run demo', () => {
  it('says where each cut summary is, and removes its temporary folder at the end', async () => {
    const run = await demo();

    expect(run.code).toBe(0);
    const cuts = [...run.stdout.matchAll(CUT)];
    expect(cuts.length).toBeGreaterThan(0);
    for (const [, , path, rest] of cuts) {
      expect(path).toMatch(new RegExp(`^${run.tmp}/orchestration-demo-\\w+/step-\\w+/summary$`));
      expect(rest).toBe(' (kept with npm run demo -- --keep)');
    }
    expect(readdirSync(run.tmp)).toEqual([]);
  });

  it('keeps the folder with --keep, and names it', async () => {
    const run = await demo(['--keep']);

    expect(run.code).toBe(0);
    const kept = readdirSync(run.tmp);
    expect(kept).toEqual([expect.stringMatching(/^orchestration-demo-\w+$/)]);
    expect(run.stdout).toContain(
      `\nEvery step's outputs, summary and results file: ${join(run.tmp, kept[0]!)} (remove it when done)\n`,
    );
    for (const [, , path, rest] of run.stdout.matchAll(CUT)) {
      expect(readdirSync(join(path!, '..'))).toContain('summary');
      expect(rest).toBe('');
    }
  });
});
