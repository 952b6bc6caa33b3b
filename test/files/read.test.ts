/**
 * The one reader of the files users name: regular files only (a pipe must not hang the step, a
 * device must not be read at all), at most a bound whatever the file says its size is, UTF-8 or
 * refused, and no message that quotes the file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { FileError } from '../../src/common/errors.js';
import { FileUnreadable, LeavesWorkspace, MAX_YAML_BYTES, readTextFile } from '../../src/files/read.js';
import { FileRefused, readRegularFile } from '../../src/common/regular-file.js';
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
  const error = await readTextFile(path, limit, { shown }).then(
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

describe('a symbolic link the checkout holds', () => {
  let workspace: string;
  let outside: string;
  beforeAll(() => {
    workspace = tempDir('read-ws-');
    outside = tempDir('read-outside-');
    writeFileSync(join(outside, 'secret.env'), 'DB_PASSWORD=hunter2\n');
    mkdirSync(join(workspace, 'ci'));
    writeFileSync(join(workspace, 'ci', 'tests.yml'), 'models: [a]\n');
  });

  /** Read as a mode reads an input: relative to the workspace, which is the current folder. */
  const read = (path: string): Promise<{ text?: string; error?: Error }> =>
    readTextFile(path, 100, { input: 'tests-file', workspace, base: workspace }).then(
      (text) => ({ text }),
      (err: unknown) => ({ error: err as Error }),
    );

  function link(target: string, ...name: string[]): void {
    mkdirSync(join(workspace, ...name.slice(0, -1)), { recursive: true });
    symlinkSync(target, join(workspace, ...name));
  }

  it('is refused, naming the input and the link, when it is the file and leads out', async () => {
    link(join(outside, 'secret.env'), 'file-link', 'tests.yml');
    const { error } = await read('file-link/tests.yml');
    expect(error).toBeInstanceOf(LeavesWorkspace);
    expect(error).not.toBeInstanceOf(FileError);
    expect(error?.message).toBe(
      'Input tests-file: file-link/tests.yml leaves the workspace through the symbolic link file-link/tests.yml, which the action does not follow: name a file inside the workspace',
    );
  });

  it('is refused when it is a folder of the path, named as the path wrote it', async () => {
    link(outside, 'deps', 'vendored');
    link(join(workspace, 'deps'), 'alias');
    // alias stays in the workspace; alias/vendored (deps/vendored) leads out.
    expect((await read('./alias/./vendored/secret.env')).error?.message).toBe(
      'Input tests-file: ./alias/./vendored/secret.env leaves the workspace through the symbolic link alias/vendored, which the action does not follow: name a file inside the workspace',
    );
  });

  it('is refused through a chain of links that ends outside, naming the first', async () => {
    link(outside, 'hop-out');
    link('hop-out', 'hop-in');
    expect((await read('hop-in/secret.env')).error?.message).toMatch(
      /^Input tests-file: hop-in\/secret.env leaves the workspace through the symbolic link hop-in,/,
    );
  });

  it('takes `..` after a link as the kernel does: from where the link leads', async () => {
    mkdirSync(join(workspace, 'ci', 'sub'));
    link(join(workspace, 'ci', 'sub'), 'deep');
    // As text, deep/../tests.yml is tests.yml at the top, which does not exist.
    expect(await read('deep/../tests.yml')).toEqual({ text: 'models: [a]\n' });
  });

  it('reads through a link that stays in the workspace', async () => {
    link('ci', 'inside');
    link(join(workspace, 'ci', 'tests.yml'), 'plan.yml');
    expect(await read('inside/tests.yml')).toEqual({ text: 'models: [a]\n' });
    expect(await read('plan.yml')).toEqual({ text: 'models: [a]\n' });
  });

  it('reads a path outside the workspace given on purpose, and the links outside it', async () => {
    symlinkSync(outside, join(outside, 'again'));
    expect(await read(join(outside, 'secret.env'))).toEqual({ text: 'DB_PASSWORD=hunter2\n' });
    expect(await read(join(outside, 'again', 'secret.env'))).toEqual({ text: 'DB_PASSWORD=hunter2\n' });
  });

  it('says a link to nothing leaves the file not found, without its target', async () => {
    link('DB_PASSWORD=hunter2', 'dangling.yml');
    link('loop-b', 'loop-a');
    link('loop-a', 'loop-b');
    const dangling = (await read('dangling.yml')).error as FileUnreadable;
    expect([dangling.message, dangling.why]).toEqual([
      'dangling.yml: file not found (the symbolic link dangling.yml leads to nothing)',
      'missing',
    ]);
    expect((await read('loop-a')).error?.message).toBe(
      'loop-a: file not found (the symbolic link loop-a leads round in a loop)',
    );
  });

  it('opens what it checked: a name that became a link meanwhile is not followed', async () => {
    link(join(outside, 'secret.env'), 'swapped.yml');
    // As if the check had found a file there: the open itself refuses the link.
    await expect(readRegularFile(join(workspace, 'swapped.yml'), 100, true)).rejects.toEqual(
      new FileRefused('unreadable', 'became a symbolic link while the action read it'),
    );
  });
});
