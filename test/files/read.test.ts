/**
 * The one reader of the files users name: regular files only (a pipe must not hang the step, a
 * device must not be read at all), at most a bound whatever the file says its size is, UTF-8 or
 * refused, and no message that quotes the file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { FileError } from '../../src/errors.js';
import { FileUnreadable, MAX_YAML_BYTES, readTextFile } from '../../src/files/read.js';
import { tempDir } from '../helpers/temp-dir.js';

let dir: string;
let socketServer: Server;
const socketPath = () => join(dir, 'socket');

beforeAll(async () => {
  dir = tempDir('read-');
  execFileSync('mkfifo', [join(dir, 'fifo')]);
  socketServer = createServer();
  await new Promise<void>((resolve) => socketServer.listen(socketPath(), resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => socketServer.close(() => resolve()));
});

async function refusal(path: string, limit = MAX_YAML_BYTES, shown = path): Promise<FileUnreadable> {
  const error = await readTextFile(path, limit, shown).then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(error instanceof FileUnreadable))
    throw new Error(`expected a refusal of ${path}, got ${String(error)}`);
  return error;
}

function errorCode(open: () => number): string | undefined {
  try {
    closeSync(open());
    return undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code;
  }
}

function write(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('only regular files are read', () => {
  it.each([
    [
      'a named pipe, at once (opening one waits for a writer otherwise)',
      () => join(dir, 'fifo'),
      'is a named pipe (FIFO), not a regular file',
    ],
    ['/dev/zero, without reading it', () => '/dev/zero', 'is a character device, not a regular file'],
    ['/dev/urandom, without reading it', () => '/dev/urandom', 'is a character device, not a regular file'],
    ['a socket', socketPath, 'is a socket, not a regular file'],
    ['a directory', () => dir, 'is a directory'],
  ])('refuses %s', async (_what, path, reason) => {
    // A reader that waited on the pipe, or read the device, would never give this refusal.
    const error = await refusal(path(), MAX_YAML_BYTES, 'tests.yml');
    expect(error.message).toBe(`tests.yml: ${reason}`);
    expect(error.why).toBe('not-a-file');
  });

  it('leaves no reader on a named pipe it refused', async () => {
    await refusal(join(dir, 'fifo'));
    // Opening a pipe to write without waiting fails with ENXIO while nobody has it open to read.
    expect(errorCode(() => openSync(join(dir, 'fifo'), constants.O_WRONLY | constants.O_NONBLOCK))).toBe(
      'ENXIO',
    );
  });

  it('names a missing file, and one under a file, as the user wrote it', async () => {
    expect((await refusal(join(dir, 'none.yml'), MAX_YAML_BYTES, 'ci/none.yml')).message).toBe(
      'ci/none.yml: file not found',
    );
    const file = write('plain.yml', 'a: 1\n');
    const under = await refusal(join(file, 'x.yml'));
    expect(under.message).toBe(`${join(file, 'x.yml')}: file not found (a part of its path is a file)`);
    expect(under.why).toBe('missing');
  });
});

describe('a bound on what is read', () => {
  it('reads a file of exactly the bound, and refuses one byte more', async () => {
    expect(await readTextFile(write('ten.txt', '0123456789'), 10)).toBe('0123456789');
    expect((await refusal(write('eleven.txt', '0123456789a'), 10)).reason).toBe(
      'is larger than 10 bytes, the most the action reads from such a file',
    );
  });

  it('refuses a file larger than 10 MiB from its size alone', async () => {
    const path = join(dir, 'sparse.yml');
    writeFileSync(path, '');
    truncateSync(path, MAX_YAML_BYTES + 1);
    expect((await refusal(path)).message).toBe(
      `${path}: is larger than 10 MiB, the most the action reads from such a file`,
    );
  });

  it('reads no more than the bound from a file that says it is empty (procfs)', async () => {
    // /proc/self/status reports size 0 and holds about a kilobyte.
    expect((await refusal('/proc/self/status', 100)).reason).toBe(
      'is larger than 100 bytes, the most the action reads from such a file',
    );
  });
});

describe('UTF-8 or refused', () => {
  it('reads UTF-8 with or without a BOM', async () => {
    expect(await readTextFile(write('bom.yml', '\ufeffname: caf\u00e9\n'), 100)).toBe('name: caf\u00e9\n');
    expect(await readTextFile(write('plain8.yml', 'name: caf\u00e9\n'), 100)).toBe('name: caf\u00e9\n');
  });

  it('refuses Latin-1 on the line of the first bad byte', async () => {
    const path = write(
      'latin1.yml',
      Buffer.from('projectConfiguration:\n  label: ok\n  size: Gr\u00f6\u00dfe\n', 'latin1'),
    );
    const error = await refusal(path, 100, 'deploy/overrides.yml');
    expect(error).toBeInstanceOf(FileError);
    expect(error.message).toBe(
      'deploy/overrides.yml:3: is not UTF-8 (this line holds a byte UTF-8 does not allow; the file may be Latin-1 or Windows-1252): save it as UTF-8',
    );
  });

  it.each([
    [
      'UTF-16 with a little-endian BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('models: [a]\n', 'utf16le')]),
      'UTF-16',
    ],
    [
      'UTF-16 with a big-endian BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('models: [a]\n', 'utf16le').swap16()]),
      'UTF-16',
    ],
    ['UTF-16 without a BOM', Buffer.from('models:\n  - stg_orders\n', 'utf16le'), 'UTF-16'],
    ['UTF-32 with a BOM', Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0]), 'UTF-32'],
  ])('names %s, without echoing its NULs', async (_what, bytes, encoding) => {
    const error = await refusal(write('wide.yml', bytes), 100, 'tests.yml');
    expect(error.message).toBe(`tests.yml: is encoded as ${encoding}: save it as UTF-8`);
  });
});
