/**
 * Writing where a pull request may have planted links (report/safe-write.ts, through the writer
 * of the results file and JUnit): a link at any name the writer might pick, at the file's own
 * name, or as a folder of its path, never turns the write onto a file outside the workspace.
 */
import { beforeEach, describe, expect, test } from '@jest/globals';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { writeChunkedFile } from '../../src/files/safe-write.js';
import { UnsafePath, checkWritable, writeSafely } from '../../src/files/safe-write.js';
import { tempDir } from '../helpers/temp-dir.js';

let workspace: string;
let outside: string;
let victim: string;
beforeEach(() => {
  workspace = tempDir('safe-write-ws-');
  outside = tempDir('safe-write-outside-');
  victim = join(outside, 'victim.txt');
  writeFileSync(victim, 'precious\n');
});

const roots = () => ({ workspace, temp: undefined });

/** What writing `path` throws, or undefined when it was written. */
async function refusal(path: string, temp?: string): Promise<unknown> {
  return writeSafely(path, (file) => file.write('new\n').then(() => undefined), {
    workspace,
    temp,
  }).then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('a planted link', () => {
  test('at the temporary name of the pid-based writer is not written through', async () => {
    const path = join(workspace, 'junit.xml');
    symlinkSync(victim, `${path}.${process.pid}.tmp`);
    await writeChunkedFile(path, ['<testsuites/>\n']);

    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(path).isFile()).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('<testsuites/>\n');
    // The report and the planted link only: the temporary file was renamed.
    expect(readdirSync(workspace).sort()).toEqual(['junit.xml', `junit.xml.${process.pid}.tmp`]);
  });

  test("at the file's own name is refused, and stays a link", async () => {
    symlinkSync(victim, join(workspace, 'junit.xml'));
    const expected = new UnsafePath('is a symbolic link; name a file the action may replace');
    await expect(checkWritable(join(workspace, 'junit.xml'), roots())).rejects.toEqual(expected);
    expect(await refusal(join(workspace, 'junit.xml'))).toEqual(expected);

    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(workspace, 'junit.xml')).isSymbolicLink()).toBe(true);
  });

  test('as a folder leading out of the workspace is refused, naming the link', async () => {
    mkdirSync(join(workspace, 'build'));
    symlinkSync(outside, join(workspace, 'build', 'reports'));
    const path = join(workspace, 'build', 'reports', 'new', 'junit.xml');
    const expected = new UnsafePath('leaves the workspace through the symbolic link build/reports');
    await expect(checkWritable(path, roots())).rejects.toEqual(expected);
    expect(await refusal(path)).toEqual(expected);

    expect(readdirSync(outside)).toEqual(['victim.txt']);
  });

  test('as a folder leading out of RUNNER_TEMP is refused, naming RUNNER_TEMP', async () => {
    const temp = join(workspace, '..', `${workspace.split('/').pop()!}-temp`);
    mkdirSync(temp);
    try {
      symlinkSync(outside, join(temp, 'out'));
      expect(await refusal(join(temp, 'out', 'results.json'), temp)).toEqual(
        new UnsafePath(`leaves RUNNER_TEMP through the symbolic link ${join(temp, 'out')}`),
      );
      expect(readdirSync(outside)).toEqual(['victim.txt']);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });

  test('as a folder leading to nothing is refused', async () => {
    symlinkSync(join(workspace, 'missing'), join(workspace, 'reports'));
    expect(await refusal(join(workspace, 'reports', 'junit.xml'))).toEqual(
      new UnsafePath('goes through the symbolic link reports, which leads nowhere (ENOENT)'),
    );
  });

  test('as a folder that stays in the workspace is written through', async () => {
    mkdirSync(join(workspace, 'build'));
    symlinkSync(join(workspace, 'build'), join(workspace, 'out'));
    expect(await refusal(join(workspace, 'out', 'reports', 'junit.xml'))).toBeUndefined();
    expect(readFileSync(join(workspace, 'build', 'reports', 'junit.xml'), 'utf8')).toBe('new\n');
  });

  test("outside the workspace and RUNNER_TEMP is the machine's own, and followed", async () => {
    const elsewhere = join(outside, 'elsewhere');
    symlinkSync(join(outside), elsewhere);
    expect(await refusal(join(elsewhere, 'reports', 'junit.xml'))).toBeUndefined();
    expect(readFileSync(join(outside, 'reports', 'junit.xml'), 'utf8')).toBe('new\n');
  });
});

describe('the kernel, the devices and what is not a folder', () => {
  test.each([
    ['/proc/x/j.xml', '/proc'],
    ['/proc/self/x/j.xml', '/proc'],
    ['/sys/x.xml', '/sys'],
    ['/dev/shm/x/j.xml', '/dev'],
  ])('%s is refused before anything is made', async (path, top) => {
    const expected = new UnsafePath(`is under ${top}, where the action writes no file`);
    await expect(checkWritable(path, roots())).rejects.toEqual(expected);
    expect(await refusal(path)).toEqual(expected);
  });

  test('a link in the workspace to /proc/self is refused as leaving it', async () => {
    symlinkSync('/proc/self', join(workspace, 'reports'));
    expect(await refusal(join(workspace, 'reports', 'x', 'j.xml'))).toEqual(
      new UnsafePath('leaves the workspace through the symbolic link reports'),
    );
  });

  test('a RUNNER_TEMP under /proc is refused', async () => {
    expect(await refusal('/proc/self/runner-temp/results.json', '/proc/self/runner-temp')).toEqual(
      new UnsafePath('is under /proc, where the action writes no file'),
    );
  });

  test('a folder of the path that is a file', async () => {
    writeFileSync(join(workspace, 'reports'), '');
    expect(await refusal(join(workspace, 'reports', 'x', 'j.xml'))).toEqual(
      new UnsafePath('lies under reports, which is a file, not a folder'),
    );
  });

  test('a name that is a folder, or a device', async () => {
    mkdirSync(join(workspace, 'junit.xml'));
    expect(await refusal(join(workspace, 'junit.xml'))).toEqual(new UnsafePath('is a folder; name a file'));
    expect(await refusal('/dev/null')).toEqual(
      new UnsafePath('is under /dev, where the action writes no file'),
    );
  });
});

describe('writing', () => {
  test('checkWritable makes nothing; writeSafely makes the missing folders', async () => {
    const path = join(workspace, 'a', 'b', 'c', 'junit.xml');
    await checkWritable(path, roots());
    expect(existsSync(join(workspace, 'a'))).toBe(false);
    expect(await refusal(path)).toBeUndefined();
    expect(readFileSync(path, 'utf8')).toBe('new\n');
  });

  test('replaces a regular file whole', async () => {
    const path = join(workspace, 'junit.xml');
    writeFileSync(path, 'old\n');
    expect(await refusal(path)).toBeUndefined();
    expect(readFileSync(path, 'utf8')).toBe('new\n');
  });

  test('a write that fails leaves neither the file nor a temporary one', async () => {
    const path = join(workspace, 'junit.xml');
    const failed = await writeSafely(path, () => Promise.reject(new Error('disk full')), roots()).catch(
      (err: unknown) => err,
    );
    expect(failed).toEqual(new Error('disk full'));
    expect(readdirSync(workspace)).toEqual([]);
  });
});

describe('a large document', () => {
  test('is written whole, each piece masked, through pieces larger than the buffer and characters of every width', async () => {
    const path = join(workspace, 'large.json');
    const wide = 'é😀\u2028'.repeat(40_000);
    const pieces = [
      '{"a":"SECRET",',
      ...Array.from(
        { length: 3_000 },
        (_, i) => `"k${i}":"${i % 7 === 0 ? 'SECRET' : 'x'.repeat(i % 300)}",`,
      ),
      `"wide":"${wide}",`,
      `"long":"${'y'.repeat(300_000)}SECRET",`,
      '"end":true}\n',
    ];
    const redact = (text: string) => text.replaceAll('SECRET', '***');
    await writeChunkedFile(path, pieces, redact);

    expect(readFileSync(path, 'utf8')).toBe(pieces.map(redact).join(''));
    expect(readFileSync(path, 'utf8')).not.toContain('SECRET');
    expect(readdirSync(workspace)).toEqual(['large.json']);
  });
});
